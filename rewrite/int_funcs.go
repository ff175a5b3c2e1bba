package rewrite

import (
	"math"

	"github.com/lateral-sql/lateral/ast"
)

// Functions whose result is a BIGINT (or wider) in the source and an INT
// in the target: a day difference, a string's length, an array's size.
// Trino and Presto: date_diff, length and cardinality return bigint
// (Trino functions reference); DuckDB: date_diff, length and len are
// BIGINT (typeof on DuckDB 1.5); BigQuery: DATE_DIFF, LENGTH and
// ARRAY_LENGTH return INT64; Snowflake: DATEDIFF, LENGTH and ARRAY_SIZE
// return a NUMBER(38, 0). Hive: "int datediff(...)", "int length(...)",
// "int size(...)" (Hive LanguageManual UDF); Spark: datediff, length and
// size are IntegerType; PostgreSQL: date - date, length and cardinality
// are integer (pg_typeof on PostgreSQL 15); Doris: datediff, char_length
// and array_size return INT (Doris function reference). The value itself
// fits an INT, but + - * over it compute in INT in Hive and Spark and
// wrap past 2^31 (Java int arithmetic), and raise in PostgreSQL, where
// the source's 64-bit arithmetic does not: there the call is cast to
// BIGINT, by the narrowing of wide_arith.go, where the arithmetic may
// leave INT's range (Doris widens INT arithmetic itself; the cast keeps
// the same value there).
//
// intFuncRanges holds the values each may give in the target: a day
// difference of two DATEs of Hive's range (0000-01-01 to 9999-12-31,
// Spark's from 0001-01-01) stays within 3652425 days either way; a
// length within 0 and INT's maximum; a size within -1 (Hive's and
// Spark's size of NULL) and INT's maximum.
var intFuncRanges = map[string][2]int64{
	"datediff_days": {-3652425, 3652425},
	"length":        {0, math.MaxInt32},
	"octet_length":  {0, math.MaxInt32}, // DuckDB strlen: BIGINT; Hive, Spark, PostgreSQL octet_length and Doris length: INT
	"strpos":        {0, math.MaxInt32}, // DuckDB, Trino strpos: BIGINT; Hive, Spark, Doris instr and PostgreSQL strpos: INT
	"cardinality":   {-1, math.MaxInt32},
	"size":          {-1, math.MaxInt32},
}

// intFuncPair reports whether the functions of intFuncRanges are 64-bit
// in c's source and INT (wrapping) in its target.
func intFuncPair(c *Context) bool {
	switch c.Source.Name {
	case "trino", "presto", "duckdb", "bigquery", "snowflake":
	default:
		return false
	}
	switch c.Target.Name {
	case "hive", "spark", "postgres", "doris":
		return true
	}
	return false
}

// wideIntFuncs casts to BIGINT, for a source whose integer arithmetic is
// not 64-bit by itself (Trino, Presto, DuckDB: wideLiterals takes
// BigQuery's and Snowflake's), each function of intFuncRanges whose
// arithmetic may leave INT in the target.
func wideIntFuncs(c *Context, s ast.Stmt) ast.Stmt {
	if !intFuncPair(c) || c.Source.Name == "bigquery" || c.Source.Name == "snowflake" {
		return s
	}
	nw := narrowing{cols: map[ast.Span]ast.TypeKind{}, intFuncs: true, memo: map[ast.Expr]narrowMemo{}}
	changed := false
	out := ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		return widenNarrowNode(n, nw, &changed)
	})
	if changed {
		c.Fire(passLowerExprs)
	}
	return out
}
