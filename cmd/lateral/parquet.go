package main

import (
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/executor"
)

// --data and `lateral serve`'s data directories read NAME.parquet files
// through DuckDB (the engines package); the executor itself has no
// Parquet decoder.
func init() { executor.SetParquetReader(engines.ReadParquet) }
