package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// emSeriesArrayPG writes generate_array (exclusive false: DuckDB's list
// generate_series, BigQuery GENERATE_ARRAY) or range_array (exclusive true:
// DuckDB's list range, Snowflake ARRAY_GENERATE_RANGE) for PostgreSQL,
// which has no list-valued series: the array is collected from
// generate_series in its own order,
//
//	CASE WHEN start IS NULL OR stop IS NULL [OR step IS NULL] THEN NULL ELSE
//	ARRAY(SELECT lateral_seq.v FROM generate_series(start, stop[, step])
//	WITH ORDINALITY AS lateral_seq(v, o) [WHERE lateral_seq.v <> stop]
//	ORDER BY lateral_seq.o) END
//
// The rules kept are the canonical ones (catalog/scalar.go): NULL when an
// argument is NULL (PostgreSQL's generate_series gives no row, which
// ARRAY() would make '{}'); the step defaults to 1, so a start past the
// stop gives the empty array, as generate_series gives no row; an empty
// series is '{}', the empty array. range_array leaves out its stop: the
// series stops at the stop or before it, so dropping an element equal to
// the stop is exact for integers and timestamps alike. A zero step is an
// error for generate_array, as it is for PostgreSQL's generate_series, and
// the empty array for range_array: its step is passed as
// NULLIF(step, step - step), a NULL step giving no row (a non-zero integer literal or an interval
// literal needs no guard). Integer literal arguments are cast to BIGINT,
// the element type the sources count in (DuckDB, BigQuery, Snowflake).
func emSeriesArrayPG(exclusive bool) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		// A NULL literal makes the array NULL (and PostgreSQL could not
		// choose a generate_series for it).
		for _, e := range a {
			if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitNull {
				return c.null(), nil
			}
		}
		if len(a) == 3 && seriesStepMaySplit(a) {
			return nil, c.refuse(c.canon+"'s interval step must not mix positive and negative parts, which PostgreSQL's generate_series does not check",
				"write the step as one interval literal of a single unit")
		}
		// Each argument is read twice: in the NULL test and in the series
		// (the stop a third time when excluded).
		r, err := c.reused(a...)
		if err != nil {
			return nil, err
		}
		args := make([]ast.Expr, len(r))
		for i, e := range r {
			args[i] = e
			if _, ok := fnIntLit(e); ok {
				args[i] = c.cast(e, ast.TypeBigInt)
			}
		}
		if exclusive && len(args) == 3 {
			if !seriesStepNonZero(a[2]) {
				// k - k is the zero of k's own type (0, or a zero
				// interval), so the guard needs no type.
				k, err := c.reused(a[2], a[2])
				if err != nil {
					return nil, err
				}
				args[2] = c.f("nullif", args[2], c.bin(ast.OpSub, k[0], k[1]))
			}
		}
		ref := func(col string) ast.Expr {
			return &ast.ColumnRef{Span: c.sp, Name: ast.QName{{Span: c.sp, Name: "lateral_seq"}, {Span: c.sp, Name: col}}}
		}
		id := func(n string) ast.Ident { return ast.Ident{Span: c.sp, Name: n} }
		sel := &ast.Select{Span: c.sp,
			Items: []*ast.SelectItem{{Span: c.sp, Expr: ref("v")}},
			From: []ast.TableExpr{&ast.TableFunc{Span: c.sp, Func: c.f("generate_series", args...), Ordinality: true,
				Alias: &ast.Alias{Span: c.sp, Name: id("lateral_seq"), Columns: []ast.Ident{id("v"), id("o")}}}},
		}
		if exclusive {
			stop, err := c.reused(a[1])
			if err != nil {
				return nil, err
			}
			sel.Where = c.bin(ast.OpNe, ref("v"), stop[0])
		}
		q := &ast.Query{Span: c.sp, Body: sel, OrderBy: []*ast.OrderItem{{Span: c.sp, Expr: ref("o")}}}
		var conds []ast.Expr
		for _, e := range a {
			conds = append(conds, c.isNull(e))
		}
		return c.cases(&ast.ArrayQuery{Span: c.sp, Query: q}, c.or(conds...), c.null()), nil
	}
}

// seriesStepNonZero says whether a step is a constant known not to be zero:
// a non-zero integer literal, or an interval literal (negated or not)
// whose quantity has a non-zero digit. DuckDB's list range of a zero
// interval step (INTERVAL 0 DAY) is [], as for a zero integer step
// (checked on DuckDB 1.5), so a zero interval literal keeps the guard.
func seriesStepNonZero(e ast.Expr) bool {
	if n, ok := fnIntLit(e); ok {
		return n != 0
	}
	return ast.NonZeroIntervalLiteral(e)
}

// seriesStepMaySplit says whether the step of a series, which the sources
// refuse when it is an interval with positive and negative parts (DuckDB:
// "a series step cannot mix positive and negative interval parts"), may be
// one: a computed interval, an interval string with a minus sign inside,
// or a step that is not a literal where a bound is a date or timestamp.
// PostgreSQL's generate_series takes such a step and counts with it.
func seriesStepMaySplit(a []ast.Expr) bool {
	step := a[2]
	if u, ok := step.(*ast.Unary); ok && u.Op == ast.OpNeg {
		step = u.X
	}
	if _, ok := fnIntLit(step); ok {
		return false
	}
	if iv, ok := step.(*ast.Interval); ok {
		l, ok := iv.Value.(*ast.Literal)
		if !ok {
			return true
		}
		if iv.Unit != "" && iv.ToUnit == "" {
			return false
		}
		return strings.Contains(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(l.Value), "-")), "-")
	}
	hasInterval := false
	ast.Inspect(step, func(n ast.Node) bool {
		if _, ok := n.(*ast.Interval); ok {
			hasInterval = true
		}
		return !hasInterval
	})
	if hasInterval {
		return true
	}
	for _, b := range a[:2] {
		var t *ast.TypeName
		switch x := b.(type) {
		case *ast.TypedLit:
			t = x.Type
		case *ast.Cast:
			t = x.Type
		}
		if t != nil && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ) {
			return true
		}
	}
	return false
}
