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
//
// Toward the source's own dialect the count is left: the source's
// date_add took it as written. A position of Hive's and Spark's
// posexplode is typed a BIGINT here (lateralCols), which its DuckDB and
// PostgreSQL translations (an ordinality minus 1) are, where Hive and
// Spark give an INT (Hive LanguageManual UDF: "int,T posexplode(ARRAY<T>
// a)"): casting it again from Hive to Hive made the translation of
// PostgreSQL's DATE '2024-01-01' + g.i over generate_series(0, 3),
// date_add(DATE '2024-01-01', g._i1), change when translated again.
func (c *Context) dayCountInt(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || len(f.Args) != 2 || !c.Target.is("postgres", "duckdb", "hive", "spark") || c.Target.Name == c.Source.Name {
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
		cast := &ast.Cast{Span: sp, X: n, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}}
		if !c.Source.is("trino", "presto") || !c.Target.is("hive", "spark") {
			return cast, true
		}
		return c.dayCountIntGuard(n, cast)
	})
}

// dayCountIntGuard is cast, the count n of Trino's or Presto's date_add
// of days (or weeks) cast to INTEGER toward Hive or Spark, guarded so
// that it raises past INTEGER's range as Trino does (Math.toIntExact;
// weeks times 7 through Joda-Time's checked multiplication) where Hive's
// and Spark's casts wrap (Hive LanguageManual Types and Spark's non-ANSI
// cast: CAST(3000000000 AS INT) is -1294967296, a date some 3.5 million
// years back). A literal within the range is cast as it is, one past it
// refused (T192); a count that reads no column (which Hive may compute,
// with the raise in the guard, before the query runs) or holds a volatile
// call (read twice by the guard) is refused too. ok is false when refused.
func (c *Context) dayCountIntGuard(n ast.Expr, cast *ast.Cast) (ast.Expr, bool) {
	sp := n.SpanOf()
	k, lit := signedIntLiteral(n)
	if !lit {
		if m, ok := n.(*ast.Binary); ok && m.Op == ast.OpMul {
			// weeks: n * 7
			if a, ok := signedIntLiteral(m.L); ok {
				if b, ok := signedIntLiteral(m.R); ok {
					k, lit = a*b, true
				}
			}
		}
	}
	switch {
	case lit && (k < -1<<31 || k > 1<<31-1):
		c.Refuse(codeTrinoDateAdd, n, "add the count in a larger unit",
			"%s's date_add raises for a count of days past the range of an INTEGER (%d), where %s's cast to INT wraps it", c.Source.Name, k, c.Target.Name)
		return n, false
	case lit || isNullLit(n):
		return cast, true
	}
	if x, ok := n.(*ast.Cast); ok && isNullLit(x.X) {
		return cast, true
	}
	if v := volatileCall(n); v != nil {
		c.Refuse(codeTrinoDateAdd, v, "compute the count once, in a subquery",
			"%s's date_add raises for a count of days past the range of an INTEGER, which the translation tests, reading the count again; %s may give another value each time", c.Source.Name, v.Name.Last().Name)
		return n, false
	}
	if ansiVaries(n) == nil {
		c.Refuse(codeTrinoDateAdd, n, "write the count as an integer literal, or cast it to INTEGER in the source (CAST(n AS INTEGER)), which raises past that range as date_add does",
			"%s's date_add raises for a count of days past the range of an INTEGER, which %s can raise only from a value read from a column (its cast to INT wraps)", c.Source.Name, c.Target.Name)
		return n, false
	}
	// weeks, n * 7: n is tested against the range divided by 7, so that
	// the multiplication (which wraps past BIGINT's range in Hive and
	// Spark) is not relied on
	x, lo, hi := n, -1<<31, 1<<31-1
	if m, ok := n.(*ast.Binary); ok && m.Op == ast.OpMul {
		if w, ok := signedIntLiteral(m.R); ok && w > 0 {
			x, lo, hi = m.L, -(-lo / w), hi/w
		}
	}
	lim := func(op ast.BinaryOp, v int) ast.Expr {
		return &ast.Binary{Span: sp, Op: op, L: ast.Clone(x), R: intLit(sp, v)}
	}
	bad := &ast.Binary{Span: sp, Op: ast.OpOr, L: lim(ast.OpLt, lo), R: lim(ast.OpGt, hi)}
	return raiseGuard(sp, bad, c.targetRaise(sp, "date_add count out of range", n), cast), true
}
