//go:build !cgo

package engines

import "context"

// DuckDBAvailable reports whether this binary was built with DuckDB (it
// needs cgo).
const DuckDBAvailable = false

func openDuckDB(context.Context, string) (Engine, error) { return nil, ErrNoDuckDB }
