package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// BigQuery's DATE holds "0001-01-01 to 9999-12-31" and its TIMESTAMP
// "0001-01-01 00:00:00 to 9999-12-31 23:59:59.999999 UTC" (BigQuery data
// types, date and timestamp types), and DATE(year, month, day),
// TIMESTAMP_SECONDS and TIMESTAMP_MILLIS raise for a value past them
// (lateral's executor: executor/funcs_bq_epoch.go). PostgreSQL's and
// DuckDB's dates and timestamps go further, before Christ and past 9999:
// make_date(-44, 3, 15) is 0044-03-15 BC in PostgreSQL ("make_date(-44, 3,
// 15) → 0044-03-15 BC", PostgreSQL 15 documentation 9.9), and run on
// PostgreSQL 15 and DuckDB 1.5, make_date(10000, 1, 1) is 10000-01-01 in
// both, TIMESTAMP_SECONDS(253402300800) as translated 10000-01-01
// 00:00:00+00. Toward those two the year or the count is read through
// bqRangeGuard, which raises there.
//
// The first and last whole seconds of BigQuery's TIMESTAMP from
// 1970-01-01 00:00:00 UTC: 0001-01-01 is 719162 days before 1970-01-01
// (proleptic Gregorian), 10000-01-01 2932897 days after it.
const (
	bqFirstSecond = -719162 * 86400
	bqLastSecond  = 2932897*86400 - 1
)

// bqRangeGuard is x where lo <= x <= hi, raising where x is outside:
//
//	CASE WHEN x < lo OR x > hi THEN CAST(<raise> AS BIGINT) ELSE x END
//
// <raise> being pgDuckRaise's, naming x cast to BIGINT (msg before it). A NULL x gives
// NULL. An integer literal within the range needs no guard. The caller
// checked that x may be read twice (bqReusable).
func (c *Context) bqRangeGuard(x ast.Expr, lo, hi int64, msg string) ast.Expr {
	if v, _, ok := ast.IntLiteral(x); ok && v >= lo && v <= hi {
		return x
	}
	sp := x.SpanOf()
	num := func(v int64) ast.Expr {
		if v < 0 {
			return &ast.Unary{Span: sp, Op: ast.OpNeg, X: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.FormatInt(-v, 10)}}
		}
		return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: strconv.FormatInt(v, 10)}
	}
	out := &ast.Binary{Span: sp, Op: ast.OpOr,
		L: &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(x), R: num(lo)},
		R: &ast.Binary{Span: sp, Op: ast.OpGt, L: ast.Clone(x), R: num(hi)}}
	text := &ast.Literal{Span: sp, Kind: ast.LitString, Value: "lateral: " + msg + ": "}
	// x is an INT64 in BigQuery (a DATE part, a count): its BIGINT, whose
	// text no float rule tests, names it
	named := &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
	raise := &ast.Cast{Span: sp, X: c.pgDuckRaise(named, text, false), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
	return caseWhen(sp, out, raise, ast.Clone(x))
}

// bqReusable is whether bqRangeGuard may read x twice, refusing (T073) an
// x that calls a volatile function or holds a subquery; what names the
// call.
func (c *Context) bqReusable(x ast.Expr, lo, hi int64, what string) bool {
	if v, _, ok := ast.IntLiteral(x); ok && v >= lo && v <= hi {
		return true
	}
	return c.reusableIn(x, what+", which raises outside years 1 to 9999,")
}

// bqYearGuard is the year of DATE(year, month, day) read through
// bqRangeGuard (bq_date.go).
func (c *Context) bqYearGuard(y ast.Expr) ast.Expr {
	return c.bqRangeGuard(y, 1, 9999, "DATE(year, month, day) raises in bigquery for a year outside its DATE range (1 to 9999)")
}

// bqYearReusable is bqReusable of the year of DATE(year, month, day).
func (c *Context) bqYearReusable(y ast.Expr) bool {
	return c.bqReusable(y, 1, 9999, "BigQuery's DATE(year, month, day)")
}

// bqCountRange is the range of the count of TIMESTAMP_SECONDS (seconds)
// or TIMESTAMP_MILLIS (milliseconds), and the message of the raise.
func bqCountRange(name string) (lo, hi int64, msg string) {
	if name == "timestamp_seconds" {
		return bqFirstSecond, bqLastSecond, "TIMESTAMP_SECONDS raises in bigquery for a count of seconds outside its TIMESTAMP range (years 1 to 9999)"
	}
	return bqFirstSecond * 1000, bqLastSecond*1000 + 999, "TIMESTAMP_MILLIS raises in bigquery for a count of milliseconds outside its TIMESTAMP range (years 1 to 9999)"
}

// bqTimestampRange reads the count of BigQuery's TIMESTAMP_SECONDS(n) and
// TIMESTAMP_MILLIS(n) toward PostgreSQL and DuckDB, the targets they are
// written for (dialects/functions_bq_epoch.go), through bqRangeGuard. Only
// BigQuery's calls: Trino's from_unixtime, written with the same functions
// (trino_from_unixtime.go), has a range of its own.
func bqTimestampRange(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("bigquery") || !c.Target.is("postgres", "duckdb") {
		return s
	}
	count := func(n ast.Node) (*ast.Func, string) {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || len(f.Args) != 1 || f.Over != nil || f.Distinct {
			return nil, ""
		}
		if name := strings.ToLower(f.Name[0].Name); name == "timestamp_seconds" || name == "timestamp_millis" {
			return f, name
		}
		return nil, ""
	}
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if f, name := count(n); f != nil {
			lo, hi, _ := bqCountRange(name)
			if !c.bqReusable(f.Args[0], lo, hi, "BigQuery's "+strings.ToUpper(name)) {
				return true
			}
			found = true
		}
		return true
	})
	if !found || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, name := count(n)
		if f == nil {
			return n
		}
		lo, hi, msg := bqCountRange(name)
		g := *f
		g.Args = []ast.Expr{c.bqRangeGuard(f.Args[0], lo, hi, msg)}
		return &g
	})
}
