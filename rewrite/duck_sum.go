package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckSumBigint keeps the BIGINT that sum of integers is in the source for
// DuckDB, whose sum of an integer column is a HUGEINT (a 128-bit integer;
// checked on DuckDB 1.5): the values agree, but DuckDB's functions that
// take a BIGINT (generate_series, range and others) have no HUGEINT
// overload, so a sum passed to them fails to bind there. The sum is cast
// back: CAST(sum(x) AS BIGINT), which raises where the sum leaves the
// BIGINT range, as Trino, Presto, BigQuery and PostgreSQL do; Hive and
// Spark (outside ANSI mode) wrap around there instead, which no DuckDB
// spelling of the sum does (without the cast DuckDB gives the exact sum).
//
// Trino, Presto, Hive, Spark, Doris, Drill and BigQuery sum an integer of
// any width to a BIGINT (INT64); PostgreSQL (and ANSI SQL, whose
// translations are checked on PostgreSQL) only a SMALLINT or INTEGER (its
// sum of a BIGINT is a numeric). Snowflake's is a NUMBER(38, 0).
//
// PostgreSQL's (and ANSI's, checked on PostgreSQL) sum of a BIGINT is a
// numeric (PostgreSQL 15: pg_typeof(sum(bigint)) is numeric), which it
// divides as a numeric: a BIGINT sum of the source (Trino, Presto, Doris,
// Drill, BigQuery: a sum of a sum, a sum of a BIGINT column) divided by 2
// would give 2.5 there for 2 (checked: sum(sum(v)) OVER () / 2). It is cast
// back too, a cast that raises out of the BIGINT range ("bigint out of
// range") as those sources' sums do. (Hive's and Spark's wrapping sum is
// written by sumWrap, which runs first.)
func (c *Context) duckSumBigint(f *ast.Func, sc *scope) ast.Expr {
	if !c.Target.is("duckdb", "postgres", "ansi") || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "sum") || len(f.Args) != 1 {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt {
		return f
	}
	if c.Target.Name != "duckdb" {
		if t.Kind != ast.TypeBigInt || !slices.Contains([]string{"trino", "presto", "doris", "drill", "bigquery"}, c.Source.Name) {
			return f
		}
		return &ast.Cast{Span: f.Span, X: f, Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeBigInt}}
	}
	switch c.Source.Name {
	case "trino", "presto", "hive", "spark", "doris", "drill", "bigquery":
	case "postgres", "ansi":
		if t.Kind == ast.TypeBigInt {
			return f
		}
	default:
		return f
	}
	return &ast.Cast{Span: f.Span, X: f, Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeBigInt}}
}
