package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dateunit"
)

// duckDiffTimeTargets are the targets duckDiffTimes writes DuckDB's
// date_diff of hours and minutes for: those that spell datediff_days and
// read EXTRACT(HOUR) and EXTRACT(MINUTE) alike (extractAgree). Seconds
// need an EXTRACT(SECOND) without the fraction as DuckDB's (secondGroup
// "int"): not PostgreSQL's or Spark's, where the seconds stay refused
// (T118). ANSI SQL and Drill have no datediff_days.
var duckDiffTimeTargets = map[string]bool{"postgres": true, "trino": true, "presto": true, "hive": true, "spark": true,
	"doris": true, "bigquery": true, "snowflake": true}

// duckDiffTimes writes DuckDB's date_diff('hour' | 'minute' | 'second',
// a, b) of two arguments known to be TIMESTAMPs (without time zone) or
// DATEs as the boundaries it counts (duckDiffTime), in parts every
// target reads alike:
//
//	hours   H = 24 * datediff_days(b, a) + EXTRACT(HOUR FROM b) - EXTRACT(HOUR FROM a)
//	minutes M = 60 * H + EXTRACT(MINUTE FROM b) - EXTRACT(MINUTE FROM a)
//	seconds S = 60 * M + EXTRACT(SECOND FROM b) - EXTRACT(SECOND FROM a)
//
// (floor(us / part) is the days' parts plus the part of the day; run on
// DuckDB 1.5 for both directions, across 1970-01-01 and from 0001-01-01
// to 9999-12-31: date_diff('hour', 1969-12-31 23:30, 1970-01-01 00:30)
// is 1 both ways). A DATE's hour, minute and second are 0, so its terms
// are left out (DuckDB's date_diff('hour') of two DATEs two days apart is
// 48). It runs before the expression rules and Lower's extractFields,
// partCasts and wideIntFuncs, which
// then type the parts and widen the sums for the target as for an
// EXTRACT written in the source. A volatile argument, read twice here,
// is left to the refusal (unitDiffUnread), as are the other parts.
//
// Of the same arguments, date_diff('week', a, b) is datediff_days(b, a)
// DIV 7, the whole 7-day spans between the dates (duckDateDiff in the
// executor), and toward PostgreSQL the seconds, milliseconds and
// microseconds are the canonical datediff_units_crossed(unit, b, a), a
// DATE cast to a TIMESTAMP (duckDiffCrossed); toward PostgreSQL too,
// date_sub(part, a, b) of the same is datediff_parts_whole(part, b, a),
// the whole parts on the microseconds (duckSubParts). Each reads its
// arguments once.
func duckDiffTimes(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" || !duckDiffTimeTargets[c.Target.Name] {
		return s
	}
	repl := map[*ast.Func]ast.Expr{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || len(f.Args) != 3 || f.Over != nil {
			return true
		}
		name := strings.ToLower(f.Name[0].Name)
		if name != "date_diff" && name != "datediff" && name != "date_sub" && name != "datesub" {
			return true
		}
		l, ok := f.Args[0].(*ast.Literal)
		if !ok || l.Kind != ast.LitString {
			return true
		}
		unit, _ := dateunit.DuckDBDiff(l.Value)
		a, b := f.Args[1], f.Args[2]
		ta, tb := c.typeOf(a, sc), c.typeOf(b, sc)
		if !dateOrTimestamp(ta) || !dateOrTimestamp(tb) {
			return true
		}
		ts := func(x ast.Expr, t *ast.TypeName) ast.Expr { return castUnlessKind(x, t.Kind, ast.TypeTimestamp) } // trino_unit_arith.go
		if name == "date_sub" || name == "datesub" {
			// whole parts on the microseconds (duckDateSub in the
			// executor), which PostgreSQL spells (datediff_parts_whole)
			if c.Target.Name == "postgres" && duckSubParts[unit] {
				u := &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: unit}
				repl[f] = canonCall(f.Span, "datediff_parts_whole", u, ts(b, tb), ts(a, ta))
			}
			return true
		}
		if unit == "week" {
			// whole 7-day spans between the dates (run on DuckDB 1.5:
			// 2024-01-01 10:00 to 2024-01-08 09:00 is 1, 2024-01-03 to
			// 2024-01-09 is 0), as of two DATEs (dialects/date_diffs.go)
			days := canonCall(f.Span, "datediff_days", b, a)
			repl[f] = &ast.Binary{Span: f.Span, Op: ast.OpIntDiv, L: days, R: intLit(f.Span, 7)}
			return true
		}
		if duckDiffCrossed(c.Target.Name, unit) {
			u := &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: unit}
			repl[f] = canonCall(f.Span, "datediff_units_crossed", u, ts(b, tb), ts(a, ta))
			return true
		}
		depth := map[string]int{"hour": 1, "minute": 2, "second": 3}[unit]
		if depth == 0 || depth == 3 && secondGroup[c.Target.Name] != "int" || volatileCall(a) != nil || volatileCall(b) != nil {
			return true
		}
		repl[f] = duckDiffTimeExpr(f.Span, depth, a, b, ta.Kind == ast.TypeDate, tb.Kind == ast.TypeDate)
		return true
	})
	if len(repl) == 0 {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if f, ok := n.(*ast.Func); ok && repl[f] != nil {
			return repl[f]
		}
		return n
	})
}

// duckSubParts are the parts of DuckDB's date_sub written as
// datediff_parts_whole (dateunit.DuckDBDiff names).
var duckSubParts = map[string]bool{"microsecond": true, "millisecond": true, "second": true, "minute": true, "hour": true,
	"day": true, "week": true, "month": true, "quarter": true, "year": true}

// duckDiffCrossed says whether DuckDB's date_diff of the unit is written
// for target as the canonical datediff_units_crossed, which PostgreSQL
// spells (dialects/date_diffs.go): the seconds, whose EXTRACT(SECOND)
// keeps the fraction there, the milliseconds and the microseconds.
func duckDiffCrossed(target, unit string) bool {
	return target == "postgres" && (unit == "second" || unit == "millisecond" || unit == "microsecond")
}

// dateOrTimestamp: t is a DATE or a TIMESTAMP without time zone.
func dateOrTimestamp(t *ast.TypeName) bool {
	return t != nil && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp)
}

// duckDiffTimeExpr is duckDiffTimes' sum for depth 1 (hours), 2
// (minutes) or 3 (seconds); aDate and bDate leave out a DATE's parts of
// the day.
func duckDiffTimeExpr(sp ast.Span, depth int, a, b ast.Expr, aDate, bDate bool) ast.Expr {
	var e ast.Expr = &ast.Binary{Span: sp, Op: ast.OpMul, L: intLit(sp, 24), R: canonCall(sp, "datediff_days", ast.Clone(b), ast.Clone(a))}
	for i, field := range []string{"HOUR", "MINUTE", "SECOND"}[:depth] {
		if i > 0 {
			e = &ast.Binary{Span: sp, Op: ast.OpMul, L: intLit(sp, 60), R: e}
		}
		if !bDate {
			e = &ast.Binary{Span: sp, Op: ast.OpAdd, L: e, R: &ast.Extract{Span: sp, Field: field, X: ast.Clone(b)}}
		}
		if !aDate {
			e = &ast.Binary{Span: sp, Op: ast.OpSub, L: e, R: &ast.Extract{Span: sp, Field: field, X: ast.Clone(a)}}
		}
	}
	return e
}
