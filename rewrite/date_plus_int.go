package rewrite

import (
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

// datePlusInt writes DuckDB's and PostgreSQL's sum of a DATE and an
// integer (d + n, n + d) and difference of one (d - n), a DATE n days
// later or earlier (DuckDB's date operators: "+(DATE, INTEGER) -> DATE",
// "addition of days (integers)"; PostgreSQL 15 documentation, 9.9 "date +
// integer → date", "date - integer → date"), as the canonical
// date_add_days(d, n) and date_sub_days(d, n) toward the other dialects
// but Spark, where it had passed unchanged: Trino rejects a DATE plus an
// integer, and the others spell the days each their own way (Hive
// date_add, BigQuery DATE_ADD, Snowflake DATEADD, Doris days_add); a
// dialect without the function refuses it (T301). Spark reads the three
// operators alike from Spark 3.0 (SPARK-27898, "Support 4 date
// operators(date + integer, integer + date, date - integer and date -
// date)", after PostgreSQL's): kept, guarded where Spark's day count may
// wrap (sparkDayWrap). Both sources take an
// INTEGER or a smaller integer only (a BIGINT raises in DuckDB 1.5, "No
// function matches the given name and argument types '+(DATE, BIGINT)'",
// and in PostgreSQL 15, which has no date + bigint): n must be known to
// be one, by its type or as an integer literal of the INTEGER range. An
// operand of another or unknown type is left as it was.
func datePlusInt(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("duckdb", "postgres") || c.Target.is("duckdb", "postgres") {
		return s
	}
	// the canonical function of each sum, by its place, and whether its
	// DATE is the right operand
	type plan struct {
		name     string
		dateLast bool
	}
	plans := map[ast.Span]plan{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAdd && b.Op != ast.OpSub {
			return true
		}
		isDate := func(e ast.Expr) bool {
			if tl, ok := e.(*ast.TypedLit); ok {
				return tl.Type != nil && tl.Type.Kind == ast.TypeDate
			}
			t := c.typeOf(e, sc)
			return t != nil && t.Kind == ast.TypeDate
		}
		isInt := func(e ast.Expr) bool {
			if lit, ok := e.(*ast.Literal); ok {
				if lit.Kind != ast.LitInt {
					return false
				}
				v, err := strconv.ParseInt(lit.Value, 10, 64)
				return err == nil && v <= 1<<31-1
			}
			t := c.typeOf(e, sc)
			return t != nil && (t.Kind == ast.TypeInt || t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeTinyInt)
		}
		switch {
		case isDate(b.L) && isInt(b.R):
			name := "date_add_days"
			if b.Op == ast.OpSub {
				name = "date_sub_days"
			}
			plans[b.Span] = plan{name: name}
		case b.Op == ast.OpAdd && isInt(b.L) && isDate(b.R):
			plans[b.Span] = plan{name: "date_add_days", dateLast: true}
		}
		return true
	})
	if len(plans) == 0 {
		return s
	}
	if !c.Target.is("spark") {
		c.Fire(passLowerExprs)
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAdd && b.Op != ast.OpSub {
			return n
		}
		p, ok := plans[b.Span]
		if !ok {
			return n
		}
		// the operands as the rewrite left them (a nested sum written
		// already); toward Spark the sum is kept, guarded where its day
		// count may wrap (spark_day_wrap.go)
		if c.Target.is("spark") {
			if p.dateLast {
				return c.sparkDayWrap(b, b.R, b.L, false)
			}
			return c.sparkDayWrap(b, b.L, b.R, p.name == "date_sub_days")
		}
		if p.dateLast {
			return canonCall(b.Span, p.name, b.R, b.L)
		}
		return canonCall(b.Span, p.name, b.L, b.R)
	})
}
