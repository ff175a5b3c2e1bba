package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

const codeTsDiffDays = "T154"

// bigqueryTsDiff reads a difference of timestamps between BigQuery
// and another dialect. BigQuery's "Operators" reference (datetime
// subtraction) gives every such difference as an INTERVAL: DATE "2021-05-20"
// - DATE "2020-04-19" is 0-0 396 0:0:0, TIMESTAMP "2021-06-01 12:34:56.789"
// - TIMESTAMP "2021-05-31 00:00:00" is 0-0 0 36:34:56.789. Its reference
// implementation (ZetaSQL, functions/date_time_util.cc) builds them thus:
// IntervalDiffDates gives days only, IntervalDiffTimestamps hours without
// days, IntervalDiffDatetimes whole days of 24 hours and the rest as time,
// both of the difference's sign.
//
//   - DATE - DATE is read by dateMinusDate (date_minus_date.go).
//   - DATETIME - DATETIME (TIMESTAMP without time zone) splits whole days
//     off as PostgreSQL and DuckDB do (1 day 12:34:56.789, and -1 days
//     -12:34:56.789 the other way: the same days and time), and a DATE
//     beside a DATETIME is read as a DATETIME at midnight by both (written
//     CAST(d AS DATETIME) toward BigQuery): it is kept toward them, and
//     refused (T154) toward the others, which were not checked.
//   - TIMESTAMP - TIMESTAMP (with time zone), or a TIMESTAMP beside a DATE
//     or a value of unknown type, is refused (T154): EXTRACT(HOUR ...) of
//     it is 36 in BigQuery and 12 in PostgreSQL and DuckDB, EXTRACT(DAY
//     ...) 0 and 1. Only its comparison with another such difference or an
//     interval literal of one unit no larger than a day is kept toward
//     PostgreSQL and DuckDB (and ANSI SQL): the three compare intervals by their length
//     (ZetaSQL's IntervalValue compares GetAsMicros; PostgreSQL and DuckDB
//     run: TIMESTAMP '2021-06-01 12:00' - TIMESTAMP '2021-05-31 00:00' =
//     INTERVAL '36' HOUR is true in both), see markComparedTsDiffs.
//
// A timestamp minus an interval is a timestamp and is left alone.
func (c *Context) bigqueryTsDiff(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpSub || c.Source.Name == c.Target.Name || (c.Source.Name == "bigquery") == (c.Target.Name == "bigquery") {
		return b
	}
	other := otherThan(c, "bigquery")
	checked := slices.Contains([]string{"postgres", "duckdb", "ansi"}, other)
	l, r := c.typeOf(b.L, sc), c.typeOf(b.R, sc)
	kind := func(t *ast.TypeName) ast.TypeKind {
		if t == nil {
			return ast.TypeUnknown
		}
		return t.Kind
	}
	lk, rk := kind(l), kind(r)
	isTS := func(k ast.TypeKind) bool { return k == ast.TypeTimestamp || k == ast.TypeTimestampTZ }
	tz := lk == ast.TypeTimestampTZ || rk == ast.TypeTimestampTZ
	dt := lk == ast.TypeTimestamp || rk == ast.TypeTimestamp
	if !tz && !dt {
		return b
	}
	okOther := func(k ast.TypeKind) bool { return isTS(k) || k == ast.TypeDate || k == ast.TypeUnknown }
	if !okOther(lk) || !okOther(rk) {
		return b // a timestamp and an interval, or a type lateral does not read here
	}
	const hint = "compute the difference in one unit with TIMESTAMP_DIFF(a, b, SECOND) in BigQuery, or EXTRACT(EPOCH FROM a - b) elsewhere"
	switch {
	case tz && c.comparedTsDiffs[b.Span] && checked:
		return b
	case tz && (lk == ast.TypeUnknown || rk == ast.TypeUnknown):
		c.Refuse(codeTsDiffDays, b, hint,
			"a TIMESTAMP minus a value of unknown type, which may be a timestamp: the difference of two timestamps is an interval of hours without days in BigQuery (0-0 0 36:00:00) and of days and hours in %s (1 day 12:00:00) (%s to %s)",
			other, c.Source.Name, c.Target.Name)
	case tz:
		what := "the difference of two timestamps"
		if lk == ast.TypeDate || rk == ast.TypeDate {
			what = "a TIMESTAMP minus a DATE (read as a timestamp)"
		}
		c.Refuse(codeTsDiffDays, b, hint,
			"%s is an interval of hours without days in BigQuery (0-0 0 36:00:00) and of days and hours in %s (1 day 12:00:00): its parts and text differ (%s to %s)",
			what, other, c.Source.Name, c.Target.Name)
	case !checked:
		c.Refuse(codeTsDiffDays, b, "compute the difference in one unit with DATETIME_DIFF(a, b, SECOND) in BigQuery, or EXTRACT(EPOCH FROM a - b) elsewhere",
			"the difference of two DATETIMEs is an INTERVAL of days and time in BigQuery (0-0 1 12:00:00), whose parts were checked against PostgreSQL and DuckDB only, not %s (%s to %s)",
			other, c.Source.Name, c.Target.Name)
	case c.Target.Name == "bigquery" && (lk == ast.TypeDate || rk == ast.TypeDate):
		// DATETIME - DATETIME in BigQuery, as the DATE is read at midnight in the source
		nb := *b
		if lk == ast.TypeDate {
			nb.L = &ast.Cast{Span: b.L.SpanOf(), X: b.L, Type: &ast.TypeName{Span: b.L.SpanOf(), Kind: ast.TypeTimestamp}}
		} else {
			nb.R = &ast.Cast{Span: b.R.SpanOf(), X: b.R, Type: &ast.TypeName{Span: b.R.SpanOf(), Kind: ast.TypeTimestamp}}
		}
		return &nb
	}
	return b
}

// markComparedTsDiffs marks (by span) the differences of two timestamps
// under root that are compared (=, <>, <, <=, >, >=) with another such
// difference or with an interval literal of one unit no larger than a
// day, whose truth BigQuery, PostgreSQL and DuckDB agree on
// (bigqueryTsDiff). A span met elsewhere too (an output name written
// again in WHERE: DuckDB's SELECT p - q AS d ... WHERE d > INTERVAL 1
// HOUR reads the item's difference twice, once compared) is not marked,
// and stays unmarked for the queries lowered after.
func (c *Context) markComparedTsDiffs(root ast.Node, sc *scope) {
	if c.Source.Name == c.Target.Name || (c.Source.Name == "bigquery") == (c.Target.Name == "bigquery") {
		return
	}
	isDiff := func(e ast.Expr) bool {
		b, ok := e.(*ast.Binary)
		if !ok || b.Op != ast.OpSub {
			return false
		}
		l, r := c.typeOf(b.L, sc), c.typeOf(b.R, sc)
		return l != nil && r != nil && l.Kind == ast.TypeTimestampTZ && r.Kind == ast.TypeTimestampTZ
	}
	dayOrLess := func(e ast.Expr) bool {
		iv, ok := e.(*ast.Interval)
		if !ok || iv.ToUnit != "" {
			return false
		}
		switch strings.ToUpper(iv.Unit) {
		case "DAY", "HOUR", "MINUTE", "SECOND", "MILLISECOND", "MICROSECOND":
		default:
			return false
		}
		_, lit := iv.Value.(*ast.Literal)
		return lit
	}
	seen, compared := map[ast.Span]int{}, map[ast.Span]int{}
	ast.Inspect(root, func(n ast.Node) bool {
		if _, ok := n.(*ast.Query); ok && n != root {
			return false // a nested query is lowered with its own scope
		}
		b, ok := n.(*ast.Binary)
		if !ok {
			return true
		}
		if isDiff(b) {
			seen[b.Span]++
		}
		if b.Op < ast.OpEq || b.Op > ast.OpGe {
			return true
		}
		for _, p := range [][2]ast.Expr{{b.L, b.R}, {b.R, b.L}} {
			if isDiff(p[0]) && (isDiff(p[1]) || dayOrLess(p[1])) {
				compared[p[0].SpanOf()]++
			}
		}
		return true
	})
	for sp, n := range seen {
		if c.comparedTsDiffs == nil {
			c.comparedTsDiffs = map[ast.Span]bool{}
		}
		was, met := c.comparedTsDiffs[sp]
		c.comparedTsDiffs[sp] = compared[sp] == n && (!met || was)
	}
}
