package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's series of dates by whole days for Trino and Presto.
//
// PostgreSQL's generate_series(date, date, interval) is its TIMESTAMPTZ
// form (pgSeriesType): the DATE bounds read as midnight in the session
// time zone, the step added to the previous row in that zone, the stop
// included when reached (run on PostgreSQL 15). By a step of whole days
// or weeks every row is a midnight there, the start's date plus k days
// each, which is Trino's and Presto's sequence(start, stop, INTERVAL 'k'
// DAY) over the DATEs (a sequence of dates takes a step of whole days:
// pgNaiveSeriesArgs) with each date cast to TIMESTAMP WITH TIME ZONE,
// midnight in the session time zone:
//
//	CASE WHEN start <= stop THEN transform(sequence(start, stop, INTERVAL 'k' DAY), d -> CAST(d AS TIMESTAMP WITH TIME ZONE)) END
//
// (>= and -INTERVAL 'k' DAY for a negative step): the sequence raises for
// a stop before the start where PostgreSQL's series is empty, and a NULL
// bound gives a NULL array, no row, as PostgreSQL does. Another step
// (months, hours, not a literal) over DATEs, and a series of timestamps
// by an interval, stay refused (T058): PostgreSQL adds a month to the
// previous row (2024-01-31, 2024-02-29, 2024-03-29) where the sequence
// adds i months to the start, and a step under a day over DATEs is an
// error in the sequence.

// pgDaySeries records, for the GenSeries gen built from PostgreSQL's
// generate_series(args) by an interval toward Trino or Presto, the step's
// days when the bounds are DATEs and the step a whole number of days
// (pgStepDays), else 0 (refused by seriesArray); read by seriesArray.
func (c *Context) pgDaySeries(gen *ast.Generator, args []ast.Expr, sc *scope) {
	if c.Source.Name != "postgres" || !c.Target.is("trino", "presto") || len(args) != 3 || !intervalStep(c, args[2], sc) {
		return
	}
	if c.daySeries == nil {
		c.daySeries = map[ast.Span]int{}
	}
	c.daySeries[gen.Span] = 0
	for _, b := range args[:2] {
		if t := seriesBoundType(c, b, sc); t == nil || t.Kind != ast.TypeDate || isNullLit(b) {
			return
		}
	}
	if days, ok := pgStepDays(args[2]); ok {
		c.daySeries[gen.Span] = days
	}
}

// pgStepDays is the number of days of a PostgreSQL interval literal of
// whole days or weeks ('1 day', '-2 days', '1 week', INTERVAL '3' DAY,
// -INTERVAL '1 day'), not 0; false for any other step.
func pgStepDays(e ast.Expr) (int, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, e = true, u.X
	}
	iv, ok := e.(*ast.Interval)
	if !ok || iv.ToUnit != "" {
		return 0, false
	}
	lit, ok := iv.Value.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString && lit.Kind != ast.LitInt {
		return 0, false
	}
	num, unit := strings.TrimSpace(lit.Value), iv.Unit
	if unit == "" {
		f := strings.Fields(lit.Value)
		if len(f) != 2 {
			return 0, false
		}
		num, unit = f[0], f[1]
	}
	k, err := strconv.Atoi(strings.TrimPrefix(num, "+"))
	if err != nil || k == 0 || k > 1<<20 || k < -(1<<20) {
		return 0, false
	}
	switch strings.TrimSuffix(strings.ToLower(unit), "s") {
	case "day":
	case "week":
		k *= 7
	default:
		return 0, false
	}
	if neg {
		k = -k
	}
	return k, true
}

// daySeriesArray is the array of a series pgDaySeries recorded (days
// the step), as said above.
func (c *Context) daySeriesArray(g *ast.Generator, days int) ast.Expr {
	sp := g.Span
	start, stop := g.Args[0], g.Args[1]
	var step ast.Expr = &ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: strconv.Itoa(max(days, -days))}, Unit: "DAY"}
	cmp := ast.OpLe
	if days < 0 {
		step, cmp = &ast.Unary{Span: sp, Op: ast.OpNeg, X: step}, ast.OpGe
	}
	d := c.Fresh("d")
	ref := &ast.ColumnRef{Span: sp, Name: ast.QName{d}}
	tz := &ast.Cast{Span: sp, X: ref, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestampTZ}}
	seq := canonCall(sp, "sequence", ast.Clone(start), ast.Clone(stop), step)
	arr := canonCall(sp, "transform", seq, &ast.Lambda{Span: sp, Params: []ast.Ident{d}, Body: tz})
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: &ast.Binary{Span: sp, Op: cmp, L: start, R: stop}, Result: arr}}}
}
