package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// sumWrap keeps the value of Hive's and Spark's sum of integers where it
// leaves the BIGINT range. Hive sums an integer column into a Java long
// (GenericUDAFSum, GenericUDAFSumLong: sum += value), and Spark, with ANSI
// mode off as assumed here, adds with Java semantics too (Spark SQL
// reference, ANSI compliance, arithmetic operations: with
// spark.sql.ansi.enabled false an overflow gives "the same as the
// corresponding operation in a Java/Scala program"), so an overflowing sum
// wraps around: the result is the exact sum modulo 2^64, read as a signed
// BIGINT, whatever the order of the additions.
//
// Targets whose sum is exact and wider than BIGINT would give another
// number, silently: DuckDB's sum of integers is a HUGEINT, PostgreSQL's
// (and ANSI's, checked on PostgreSQL) sum of a BIGINT a numeric,
// Snowflake's sum a NUMBER(38, 0). There the exact sum is reduced to the
// wrapped one:
//
//	CAST(mod(mod(sum(x) + 2^63, 2^64) + 2^64, 2^64) - 2^63 AS BIGINT)
//
// which is sum(x) itself in the BIGINT range and NULL for a NULL sum
// (checked on DuckDB 1.5 and PostgreSQL 15: 9223372036854775807 + 1 gives
// -9223372036854775808, and three times 9223372036854775807 gives
// 9223372036854775805). Trino, Presto and BigQuery raise on the overflow,
// which is not a silent difference, and PostgreSQL's sum of a SMALLINT or
// INTEGER is a BIGINT that raises too; Doris and Drill are left as they
// are (their overflow is not documented here).
func (c *Context) sumWrap(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "sum") || len(f.Args) != 1 || c.Source.Name != "hive" && c.Source.Name != "spark" {
		return f
	}
	if !c.Target.is("duckdb", "postgres", "ansi", "snowflake") {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt {
		return f
	}
	if c.Target.is("postgres", "ansi") && t.Kind != ast.TypeBigInt {
		return f
	}
	sp := f.Span
	big := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: v} }
	const half, full = "9223372036854775808", "18446744073709551616"
	add := func(l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpAdd, L: l, R: r} }
	m := canonCall(sp, "mod", add(f, big(half)), big(full))
	m = canonCall(sp, "mod", add(m, big(full)), big(full))
	w := &ast.Binary{Span: sp, Op: ast.OpSub, L: m, R: big(half)}
	return &ast.Cast{Span: sp, X: w, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
}
