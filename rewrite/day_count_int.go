package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// dayCountInt casts to INTEGER the count of date_add_days and
// date_sub_days where it is a wider integer (a BIGINT) toward PostgreSQL,
// DuckDB, Hive and Spark, whose date + n and date_add take an INTEGER:
// PostgreSQL 15 has no date + bigint operator, DuckDB 1.5 no
// '+(DATE, BIGINT)' function (both run), Hive's date_add takes "int,
// smallint or tinyint" days (Hive LanguageManual UDF) and Spark's an
// IntegerType, ShortType or ByteType (Spark DateAdd's input types). The
// count is a BIGINT in Trino's and Presto's date_add (Trino date and
// time functions: "date_add(unit, value, timestamp)", value a bigint,
// which Trino takes to an int with Math.toIntExact, raising past it),
// BigQuery's DATE_ADD (INT64) and a BIGINT column of any source. A count
// past INT's range is 5.8 million years of days, past every target's
// calendar; PostgreSQL's and DuckDB's casts raise for it. Snowflake's
// NUMBER counts are cast by snowflakeIntCounts.
func (c *Context) dayCountInt(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || len(f.Args) != 2 || !c.Target.is("postgres", "duckdb", "hive", "spark") {
		return f
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "date_add_days", "date_sub_days":
	default:
		return f
	}
	return mapArgs(f, 1, func(n ast.Expr) (ast.Expr, bool) {
		if t := c.typeOf(n, sc); t == nil || t.Kind != ast.TypeBigInt && t.Kind != ast.TypeHugeInt {
			return n, true
		}
		sp := n.SpanOf()
		return &ast.Cast{Span: sp, X: n, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}}, true
	})
}
