//go:build !cgo

package engines

import "github.com/lateral-sql/lateral/executor"

// ParquetAvailable reports whether ReadParquet can read files (it needs
// DuckDB, hence cgo).
const ParquetAvailable = false

// ReadParquet is an executor.ParquetReader; without cgo there is no DuckDB
// to read with, and every file is an error.
func ReadParquet(string, *executor.ParquetFile) error {
	return ErrNoDuckDB
}
