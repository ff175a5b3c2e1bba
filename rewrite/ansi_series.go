package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// ANSI SQL has no series function (generate_series, sequence, range), but
// a recursive common table expression (SQL:1999) inside a lateral derived
// table counts the same values, one row per element:
//
//	CROSS JOIN LATERAL (
//	  WITH RECURSIVE _s(_v, _n) AS (
//	    SELECT CAST(start AS T), CAST(base AS BIGINT) WHERE <not empty>
//	    UNION ALL
//	    SELECT _v + step, _n + 1 FROM _s WHERE <_v has a successor>
//	  )
//	  SELECT _v, _n FROM _s
//	) AS g(x, ord)
//
// (LEFT JOIN LATERAL ... ON TRUE when outer, which keeps the input row
// with NULLs when the series is empty.) The rules kept, those of the
// canonical series (the reference executor's seriesIter): the end is
// included unless EndExclusive; a positive step counts up and a negative
// one down, so a start past the end in the step's direction gives no row;
// a NULL argument gives no row (a NULL literal: an anchor that is never
// true, as every source's series is empty or NULL then). _v never leaves
// [start, stop], and the successor test never computes a value outside
// it, so no bound near the limits of T overflows: for a positive step,
// _v + step <= stop is read as stop - _v >= step where _v >= 0 (the
// difference of two values of one sign fits T) and computed directly
// where _v < 0 (then _v + step fits T); a negative step mirrors it (and
// v + 1 <= stop is v < stop). The element type T is the source's: the
// wider integer type of the bounds and the step (at least INT), BIGINT
// where the source counts in BIGINT (DuckDB, Trino and Presto, BigQuery,
// Spark's range). PostgreSQL's numeric series is refused: it takes NaN
// bounds and gives its first element the start's scale and the later ones
// the larger of the start's and the step's, which one column of a
// recursive CTE, of one type, cannot hold. The position column counts in
// the CTE itself from the source's base (0 for posexplode, 1 for WITH
// ORDINALITY), in the source's place (ansiRecursive builds the table).
//
// A zero step is an error in the source (PostgreSQL "step size cannot
// equal zero", DuckDB's table functions, Spark, Trino), and so is a Spark or Trino sequence
// whose step points away from its stop. A constant step or constant bounds
// showing it are refused here; otherwise the anchor divides an argument
// read from a column by zero where the source raises its error, so the
// query fails as the source's does (SQL's "division by zero" exception)
// rather than giving rows, and the recursion never runs with a zero step.
// DuckDB's range and generate_series as lists (range_array, and
// generate_array from DuckDB) give the empty list for a zero step: no
// row (ansiSeriesPrepare). The arguments are read at each step, so one that may give
// another value at each evaluation, or holds a subquery, is refused, as
// are series of dates and timestamps (whose interval steps are not
// spelled here) and arguments of unknown type.

// ansiSeriesRule is how a series reacts to a zero step or to a step that
// points away from its stop.
type ansiSeriesRule uint8

const (
	// ansiZeroError: a zero step is an error, a step away from stop gives
	// no row (generate_series, range, generate_array).
	ansiZeroError ansiSeriesRule = iota
	// ansiZeroEmpty: a zero step gives no row (DuckDB's range and
	// generate_series as lists).
	ansiZeroEmpty
	// ansiSequence: Spark's and Trino's sequence(start, stop, step): a
	// zero step and a step away from stop are errors.
	ansiSequence
	// ansiSequenceAuto: sequence(start, stop), the step 1 or -1 toward
	// stop.
	ansiSequenceAuto
)

// ansiSeries is one series to spell: start .. stop by step (nil: 1).
type ansiSeries struct {
	start, stop, step ast.Expr
	exclusive         bool
	rule              ansiSeriesRule
	span              ast.Span
	// stepNode is where a refusal about the step points.
	stepNode ast.Node
}

// ansiSeriesOf is the series l generates, when l is one series alone;
// nil otherwise.
func ansiSeriesOf(l *ast.Lateral) *ansiSeries {
	if len(l.Gens) != 1 || l.Alias == nil || len(l.Alias.Columns) != 1 {
		return nil
	}
	return ansiSeriesOfGen(l.Gens[0])
}

// ansiSeriesOfGen is the series g generates: a GenSeries, or the unnest
// of a series array (sequence, generate_array, range_array); nil when g is
// another generator.
func ansiSeriesOfGen(g *ast.Generator) *ansiSeries {
	if g.Kind == ast.GenSeries && (len(g.Args) == 2 || len(g.Args) == 3) {
		s := &ansiSeries{start: g.Args[0], stop: g.Args[1], exclusive: g.EndExclusive, span: g.Span, stepNode: g}
		if len(g.Args) == 3 {
			s.step, s.stepNode = g.Args[2], g.Args[2]
		}
		return s
	}
	f := hiveSeriesArray(g) // hive_series.go
	if f == nil {
		return nil
	}
	s := &ansiSeries{start: f.Args[0], stop: f.Args[1], span: f.Span, stepNode: f}
	if len(f.Args) == 3 {
		s.step, s.stepNode = f.Args[2], f.Args[2]
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "sequence":
		s.rule = ansiSequence
		if s.step == nil {
			s.rule = ansiSequenceAuto
		}
	case "range_array":
		s.exclusive, s.rule = true, ansiZeroEmpty
	}
	return s
}

// ansiRecursiveItem spells a lateral that ANSI SQL has no generator for
// but a recursive CTE counts exactly: a series alone (ansiSeriesItem), a
// zip holding a series (ansiZipItem, ansi_zip.go) or the unnest of a
// split by a literal delimiter (ansiSplitItem, ansi_split.go). ok is false, and nothing is done, for another lateral;
// item is nil when it was refused.
func (c *Context) ansiRecursiveItem(l *ast.Lateral, sc *scope) (item ast.TableExpr, ok bool) {
	if item, ok := c.ansiSeriesItem(l, sc); ok {
		return item, true
	}
	if item, ok := c.ansiZipItem(l, sc); ok { // ansi_zip.go
		return item, true
	}
	return c.ansiSplitItem(l)
}

// ansiSeriesItem spells a lateral that is one series alone for the ANSI
// target as a recursive CTE in a lateral derived table (see the comment
// at the top of this file). ok is false, and nothing is done, when l is
// not such a lateral; item is nil when it was refused.
func (c *Context) ansiSeriesItem(l *ast.Lateral, sc *scope) (item ast.TableExpr, ok bool) {
	s := ansiSeriesOf(l)
	if s == nil {
		return nil, false
	}
	sp := s.span
	typ, anchorCond, ok := c.ansiSeriesPrepare(l.Gens[0], s, sc)
	if !ok {
		return nil, true
	}
	cte, v, n := c.Fresh("s"), c.Fresh("v"), c.Fresh("n")
	r := newANSIRecursive(sp, cte)
	r.add(v, &ast.Cast{Span: sp, X: ast.Clone(s.start), Type: typ}, ansiSeriesNext(s, ansiRef(sp, v)))
	r.anchor.Where, r.next.Where = anchorCond, c.ansiSeriesSuccessor(s, ansiRef(sp, v))
	outs := []ast.Expr{ansiRef(sp, v)}
	if o := l.Ordinality; o != nil {
		r.counter(n, o.Base)
		outs = append(outs, ansiRef(sp, n))
	}
	return r.table(l, outs...), true
}

// ansiRecursive is the recursive CTE that spells a lateral for the ANSI
// target (a series, a zip holding one, a split), built as
//
//	WITH RECURSIVE cte(cols) AS (anchor UNION ALL next) SELECT outs FROM cte
//
// in a lateral derived table (table).
type ansiRecursive struct {
	sp           ast.Span
	cte          ast.Ident
	cols         []ast.Ident
	anchor, next *ast.Select // next reads FROM cte
}

func newANSIRecursive(sp ast.Span, cte ast.Ident) *ansiRecursive {
	return &ansiRecursive{sp: sp, cte: cte, anchor: &ast.Select{Span: sp},
		next: &ast.Select{Span: sp, From: []ast.TableExpr{&ast.Table{Span: sp, Name: ast.QName{cte}}}}}
}

// add adds the CTE column col, first in the anchor and then in the
// recursive member.
func (r *ansiRecursive) add(col ast.Ident, first, then ast.Expr) {
	r.cols = append(r.cols, col)
	r.anchor.Items = append(r.anchor.Items, &ast.SelectItem{Span: r.sp, Expr: first})
	r.next.Items = append(r.next.Items, &ast.SelectItem{Span: r.sp, Expr: then})
}

// counter adds the CTE column n counting the rows from base, a BIGINT.
func (r *ansiRecursive) counter(n ast.Ident, base int) {
	r.add(n, &ast.Cast{Span: r.sp, X: intLit(r.sp, base), Type: &ast.TypeName{Span: r.sp, Kind: ast.TypeBigInt}},
		plusInt(ansiRef(r.sp, n), 1, r.sp))
}

// table is the lateral derived table (LATERAL when l has an input) that
// reads outs, l's columns, from the CTE, under l's alias; when l has an
// ordinality, the last of outs is its position, placed first or last as l
// places it.
func (r *ansiRecursive) table(l *ast.Lateral, outs ...ast.Expr) ast.TableExpr {
	sp := r.sp
	cols := append([]ast.Ident(nil), l.Alias.Columns...)
	if o := l.Ordinality; o != nil {
		pos := outs[len(outs)-1]
		outs = outs[:len(outs)-1]
		if o.First {
			outs, cols = append([]ast.Expr{pos}, outs...), append([]ast.Ident{o.Name}, cols...)
		} else {
			outs, cols = append(outs, pos), append(cols, o.Name)
		}
	}
	body := &ast.Select{Span: sp, From: []ast.TableExpr{&ast.Table{Span: sp, Name: ast.QName{r.cte}}}}
	for _, e := range outs {
		body.Items = append(body.Items, &ast.SelectItem{Span: sp, Expr: e})
	}
	q := &ast.Query{Span: sp,
		With: &ast.With{Span: sp, Recursive: true, CTEs: []*ast.CTE{{Span: sp, Name: r.cte, Columns: r.cols,
			Query: &ast.Query{Span: sp, Body: &ast.SetOp{Span: sp, Op: ast.Union, All: true, L: r.anchor, R: r.next}}}}},
		Body: body}
	return &ast.Derived{Span: l.Span, Lateral: l.Input != nil, Query: q,
		Alias: &ast.Alias{Span: l.Span, Name: l.Alias.Name, Columns: cols}}
}

// ansiRef is a reference to the CTE column id.
func ansiRef(sp ast.Span, id ast.Ident) ast.Expr {
	return &ast.ColumnRef{Span: sp, Name: ast.QName{id}}
}

// ansiBin is l op r over copies of l and r.
func ansiBin(sp ast.Span, op ast.BinaryOp, l, r ast.Expr) ast.Expr {
	return &ast.Binary{Span: sp, Op: op, L: ast.Clone(l), R: ast.Clone(r)}
}

// ansiSeriesPrepare checks s, the series of g, for the recursive form and
// completes it: typ is its element type (ansiSeriesType), its step is
// filled in (1, or toward stop for sequence(start, stop)), and cond is
// the condition under which it has a first element (ansiSeriesAnchor,
// nil: always). ok is false when refused.
func (c *Context) ansiSeriesPrepare(g *ast.Generator, s *ansiSeries, sc *scope) (typ *ast.TypeName, cond ast.Expr, ok bool) {
	sp := s.span
	args := []ast.Expr{s.start, s.stop}
	if s.step != nil {
		args = append(args, s.step)
	}
	for _, a := range args {
		if volatileCall(a) != nil || holdsQuery(a) {
			c.Refuse("T053", a, "compute the argument in a subquery first, or use PostgreSQL, DuckDB or Trino",
				"ansi reads the arguments of a series at each step, which changes the meaning of a subquery or a function whose value changes at each call")
			return nil, nil, false
		}
	}
	// DuckDB's generate_series as a list gives [] for a zero step
	// (duck_zero_step.go): no row, as its range does.
	if c.Source.Name == "duckdb" && s.rule == ansiZeroError {
		if f := hiveSeriesArray(g); f != nil && strings.EqualFold(f.Name[0].Name, "generate_array") {
			s.rule = ansiZeroEmpty
		}
	}
	typ = c.ansiSeriesType(g, s, sc)
	if typ == nil {
		return nil, nil, false
	}
	if s.rule == ansiSequenceAuto {
		a, okA := signedIntLiteral(s.start)
		b, okB := signedIntLiteral(s.stop)
		switch {
		case okA && okB && a <= b:
			s.step = intLit(sp, 1)
		case okA && okB:
			s.step = intLit(sp, -1)
		default:
			s.step = &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
				Cond: &ast.Binary{Span: sp, Op: ast.OpLe, L: ast.Clone(s.start), R: ast.Clone(s.stop)}, Result: intLit(sp, 1)}},
				Else: intLit(sp, -1)}
		}
	}
	if s.step == nil {
		s.step = intLit(sp, 1)
	}
	cond, ok = c.ansiSeriesAnchor(s)
	if !ok {
		return nil, nil, false
	}
	return typ, cond, true
}

// ansiSeriesNext is the element after v in s: v + step (v + 1 or v - 1,
// toward stop, for sequence(start, stop)).
func ansiSeriesNext(s *ansiSeries, v ast.Expr) ast.Expr {
	sp := s.span
	if auto, ok := s.step.(*ast.Case); ok && s.rule == ansiSequenceAuto {
		return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ast.Clone(auto.Whens[0].Cond),
			Result: plusInt(ast.Clone(v), 1, sp)}}, Else: plusInt(v, -1, sp)}
	}
	if k, ok := signedIntLiteral(s.step); ok && k != 0 {
		return plusInt(v, k, sp) // v - 2 rather than v + -2
	}
	return &ast.Binary{Span: sp, Op: ast.OpAdd, L: v, R: ast.Clone(s.step)}
}

// ansiSeriesType is the element type of s: the widest integer type of its
// arguments, at least INT, or BIGINT where the source's series is (DuckDB
// generate_series and range, Trino and Presto sequence, BigQuery's INT64
// GENERATE_ARRAY, Spark's range table function). Nil, refused (T057), when
// an argument is not known to be an integer, PostgreSQL's numeric series
// among them (see the comment at the top of this file).
func (c *Context) ansiSeriesType(g *ast.Generator, s *ansiSeries, sc *scope) *ast.TypeName {
	kind := ast.TypeInt
	args := []ast.Expr{s.start, s.stop}
	if s.step != nil {
		args = append(args, s.step)
	}
	for _, a := range args {
		if isNullLit(a) {
			continue
		}
		t := c.intTypeOf(a, sc) // hive_series.go
		if t != nil && t.Kind == ast.TypeDecimal && c.Source.Name == "postgres" {
			c.Refuse("T057", a, "cast the arguments to an integer type, or use PostgreSQL",
				"PostgreSQL's numeric series takes NaN and gives its elements different scales (the start's first, then the larger of the start's and the step's), which one column of an ansi recursive query cannot hold")
			return nil
		}
		if t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt {
			c.Refuse("T057", a, "count over integers (give the column types with --schema, or cast the argument), or use PostgreSQL, DuckDB or Trino",
				"only a series of integers can be expressed in ansi, and this argument is not known to be one (a date or timestamp series has no exact spelling there)")
			return nil
		}
		kind = max(kind, t.Kind)
	}
	switch src := c.Source.Name; {
	case src == "duckdb" || src == "trino" || src == "presto" || src == "bigquery",
		src == "spark" && g.Kind == ast.GenSeries:
		kind = ast.TypeBigInt
	}
	return &ast.TypeName{Span: s.span, Kind: kind}
}

// ansiSeriesAnchor is the condition under which s has a first element
// (nil: always), raising the source's error (ansiRaise) where its rule
// does; ok is false when refused.
func (c *Context) ansiSeriesAnchor(s *ansiSeries) (cond ast.Expr, ok bool) {
	sp := s.span
	a, b, st := s.start, s.stop, s.step
	falseLit := &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}
	up, down := ast.OpLe, ast.OpGe
	if s.exclusive {
		up, down = ast.OpLt, ast.OpGt
	}
	k, constStep := signedIntLiteral(st)
	ka, okA := signedIntLiteral(a)
	kb, okB := signedIntLiteral(b)
	switch {
	case ansiNullArg(s):
		return falseLit, true
	case s.rule == ansiSequenceAuto && okA && okB:
		return nil, true // never empty
	case s.rule == ansiSequenceAuto:
		// both bounds known: one element at least
		return &ast.Binary{Span: sp, Op: ast.OpAnd, L: &ast.IsNull{Span: sp, X: ast.Clone(a), Not: true},
			R: &ast.IsNull{Span: sp, X: ast.Clone(b), Not: true}}, true
	case constStep && k == 0 && s.rule == ansiZeroEmpty:
		return falseLit, true
	case constStep && k == 0:
		c.Refuse("T058", s.stepNode, "write a non-zero step", "a series with a zero step is an error in %s", c.Source.Name)
		return nil, false
	case constStep && s.rule == ansiSequence:
		if okA && okB {
			if k > 0 && ka > kb || k < 0 && ka < kb {
				c.Refuse("T058", s.stepNode, "give the step the direction from start to stop",
					"sequence raises an error when its step points away from its stop")
				return nil, false
			}
			return nil, true
		}
		// up: start <= stop, else (start > stop, both known) the error
		x := ansiVaries(a, b)
		if x == nil {
			return nil, c.refuseConstantSeries(s)
		}
		if k < 0 {
			up, down = ast.OpGe, ast.OpLt
		} else {
			up, down = ast.OpLe, ast.OpGt
		}
		return &ast.Case{Span: sp, Whens: []*ast.When{
			{Span: sp, Cond: ansiBin(sp, up, a, b), Result: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}},
			{Span: sp, Cond: ansiBin(sp, down, a, b), Result: ansiRaise(x)}},
			Else: falseLit}, true
	case constStep && k > 0:
		return ansiBin(sp, up, a, b), true
	case constStep:
		return ansiBin(sp, down, a, b), true
	}
	zero := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}
	pos, neg := ansiBin(sp, ast.OpGt, st, zero), ansiBin(sp, ast.OpLt, st, zero)
	if s.rule == ansiZeroEmpty {
		return &ast.Case{Span: sp, Whens: []*ast.When{
			{Span: sp, Cond: pos, Result: ansiBin(sp, up, a, b)},
			{Span: sp, Cond: neg, Result: ansiBin(sp, down, a, b)}},
			Else: falseLit}, true
	}
	x := ansiVaries(st, a, b)
	if x == nil {
		return nil, c.refuseConstantSeries(s)
	}
	anyNull := &ast.Binary{Span: sp, Op: ast.OpOr, L: &ast.Binary{Span: sp, Op: ast.OpOr,
		L: &ast.IsNull{Span: sp, X: ast.Clone(a)}, R: &ast.IsNull{Span: sp, X: ast.Clone(b)}},
		R: &ast.IsNull{Span: sp, X: ast.Clone(st)}}
	whens := []*ast.When{{Span: sp, Cond: anyNull, Result: falseLit}}
	if s.rule == ansiSequence {
		// a zero step, or one pointing away from stop: the error
		ok := &ast.Binary{Span: sp, Op: ast.OpOr,
			L: &ast.Binary{Span: sp, Op: ast.OpAnd, L: pos, R: ansiBin(sp, ast.OpLe, a, b)},
			R: &ast.Binary{Span: sp, Op: ast.OpAnd, L: neg, R: ansiBin(sp, ast.OpGe, a, b)}}
		whens = append(whens, &ast.When{Span: sp, Cond: ok, Result: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"}})
	} else {
		whens = append(whens, &ast.When{Span: sp, Cond: pos, Result: ansiBin(sp, up, a, b)},
			&ast.When{Span: sp, Cond: neg, Result: ansiBin(sp, down, a, b)})
	}
	return &ast.Case{Span: sp, Whens: whens, Else: ansiRaise(x)}, true
}

// ansiNullArg: an argument of s is the NULL literal, which makes the
// series empty in every source (generate_series, range and GENERATE_ARRAY
// give no row or a NULL array for a NULL argument, sequence a NULL array).
func ansiNullArg(s *ansiSeries) bool {
	return isNullLit(s.start) || isNullLit(s.stop) || s.step != nil && isNullLit(s.step)
}

// refuseConstantSeries refuses (T058) a series whose error case cannot be
// told from its arguments here, none of them read from a column.
func (c *Context) refuseConstantSeries(s *ansiSeries) bool {
	c.Refuse("T058", s.stepNode, "write the arguments as integer literals",
		"the series may raise an error in %s, which ansi can raise only from an argument read from a column", c.Source.Name)
	return false
}

// ansiVaries is the first of es that reads a column (so that no engine
// computes it before the query runs), nil when none does.
func ansiVaries(es ...ast.Expr) ast.Expr {
	for _, e := range es {
		found := false
		ast.Inspect(e, func(n ast.Node) bool {
			if _, ok := n.(*ast.ColumnRef); ok {
				found = true
			}
			return !found
		})
		if found {
			return e
		}
	}
	return nil
}

// ansiRaise is x / (x - x) = 0, a condition that raises SQL's division by
// zero exception whenever x is not NULL: the source's error. x reads a
// column, so no engine folds the division before the branch holding it is
// taken.
func ansiRaise(x ast.Expr) ast.Expr {
	sp := x.SpanOf()
	return &ast.Binary{Span: sp, Op: ast.OpEq,
		L: &ast.Binary{Span: sp, Op: ast.OpDiv, L: ast.Clone(x),
			R: &ast.Binary{Span: sp, Op: ast.OpSub, L: ast.Clone(x), R: ast.Clone(x)}},
		R: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}
}

// targetRaise is an expression that raises in the target, as the rules
// guarding a value write it: error(msg) in DuckDB and BigQuery (BigQuery's
// ERROR function), assert_true_value(y IS NULL) in Hive, Spark and Doris,
// SQL's division by zero of y (ansiRaise) in the others; y is an operand
// read from a column, not NULL where the raise is reached. nil where the
// target needs y and y is nil. Hive's raise, in a CASE branch, runs only
// on the rows that take the branch (GenericUDFWhen gets the taken
// branch's value alone; vectorized, IfExprCondExprBase evaluates a THEN
// on its own rows under the default hive.vectorized.if.expr.mode); the
// adaptor and good modes evaluate a THEN on every row of a batch, where
// the guard raises for rows the source answers: an error, never other
// rows (executor/hive_case_lazy_test.go).
func (c *Context) targetRaise(sp ast.Span, msg string, y ast.Expr) ast.Expr {
	switch {
	case c.Target.is("duckdb", "bigquery"):
		return canonCall(sp, "error", &ast.Literal{Span: sp, Kind: ast.LitString, Value: msg})
	case y == nil:
		return nil
	case c.Target.is("hive", "spark", "doris"):
		return canonCall(sp, "assert_true_value", &ast.IsNull{Span: sp, X: ast.Clone(y)})
	}
	return ansiRaise(&ast.Cast{Span: sp, X: ast.Clone(y), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}})
}

// ansiSeriesSuccessor is the condition under which v, an element of s,
// has a successor v + step in s, computed without leaving [start, stop]
// (see the comment at the top of this file).
func (c *Context) ansiSeriesSuccessor(s *ansiSeries, v ast.Expr) ast.Expr {
	sp := s.span
	b, st := s.stop, s.step
	if ansiNullArg(s) {
		return &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"} // never runs
	}
	zero := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}
	upCmp, downCmp := ast.OpLe, ast.OpGe
	if s.exclusive {
		upCmp, downCmp = ast.OpLt, ast.OpGt
	}
	add := func() ast.Expr {
		if k, ok := signedIntLiteral(st); ok {
			return plusInt(ast.Clone(v), k, sp)
		}
		return ansiBin(sp, ast.OpAdd, v, st)
	}
	// upward: v + step <= stop, downward: v + step >= stop
	upward := func() ast.Expr {
		return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ansiBin(sp, ast.OpLt, v, zero),
			Result: ansiBin(sp, upCmp, add(), b)}},
			Else: ansiBin(sp, downCmp, ansiBin(sp, ast.OpSub, b, v), st)}
	}
	downward := func() ast.Expr {
		return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ansiBin(sp, ast.OpGe, v, zero),
			Result: ansiBin(sp, downCmp, add(), b)}},
			Else: ansiBin(sp, upCmp, ansiBin(sp, ast.OpSub, b, v), st)}
	}
	if k, ok := signedIntLiteral(st); ok {
		// integers: v + 1 <= stop is v < stop
		switch {
		case k == 1 && !s.exclusive:
			return ansiBin(sp, ast.OpLt, v, b) // v < stop <= MAX: v + 1 fits
		case k == 1:
			return ansiBin(sp, ast.OpLt, plusInt(ast.Clone(v), 1, sp), b)
		case k == -1 && !s.exclusive:
			return ansiBin(sp, ast.OpGt, v, b)
		case k == -1:
			return ansiBin(sp, ast.OpGt, plusInt(ast.Clone(v), -1, sp), b)
		}
	}
	if k, ok := signedIntLiteral(st); ok && k != 0 {
		if k > 0 {
			return upward()
		}
		return downward()
	}
	if s.rule == ansiSequenceAuto {
		// The step is 1 toward a stop not below start, else -1; both
		// bounds are known here.
		return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: ansiBin(sp, ast.OpLe, s.start, b),
			Result: ansiBin(sp, ast.OpLt, v, b)}}, Else: ansiBin(sp, ast.OpGt, v, b)}
	}
	pos, neg := ansiBin(sp, ast.OpGt, st, zero), ansiBin(sp, ast.OpLt, st, zero)
	return &ast.Case{Span: sp, Whens: []*ast.When{
		{Span: sp, Cond: pos, Result: upward()},
		{Span: sp, Cond: neg, Result: downward()}},
		Else: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}}
}
