package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Zips (several generators read in lockstep, the shorter padded with NULL;
// SEMANTICS.md T3) that a target spells with more than its plain
// unnest(a, b): positions over a DuckDB zip, series in zips, zips of
// structs for PostgreSQL.

// duckPositions numbers the rows of a DuckDB zipping select list from
// base, as one more unnest of it: unnest(generate_series(base, n + base -
// 1)), n the longest of lens, the collections' lengths. greatest skips a
// NULL collection's NULL length, which counts as empty, and when every one
// is NULL the series is NULL and unnests to no rows, as the zip does.
func duckPositions(sp ast.Span, lens []ast.Expr, base int) ast.Expr {
	n := lens[0]
	if len(lens) > 1 {
		n = canonCall(sp, "greatest_ignore_nulls", lens...)
	}
	if base != 1 {
		n = plusInt(n, base-1, sp)
	}
	start := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: itoa(base)}
	return canonCall(sp, "unnest", canonCall(sp, "generate_array", start, n))
}

// zipMembers is l with each zip(a, b, ...) or arrays_zip(a, b, ...) whose
// rows an UNNEST (or inline) expands into one column per array, alone
// (Trino UNNEST(zip(a, b)) [WITH ORDINALITY], Spark inline(arrays_zip(a,
// b))) or among the arguments of a zipping UNNEST (Trino UNNEST(zip(a, b),
// c)), replaced by one unnest per array, for PostgreSQL and DuckDB, whose
// zips of arrays (unnest(a', b', c) in FROM, or a select list of unnests)
// pad the shorter arrays with NULL as the zip does. The zip is NULL when
// one argument is NULL, and so gives no element, so each array is made
// NULL when another one is (dorisExplodeZipped): the zip's arrays then
// give no element either, its columns NULL beside the other arguments'
// elements, and no row when nothing else is unnested (or the kept row of
// NULLs when outer); positions count the rows of the whole zip as before.
// The types of the new columns are the arrays' element types; an array of
// arrays is refused for PostgreSQL (T065), whose unnest flattens it
// completely. Nil (refused false) when l has no such zip, or when the
// columns named are not one per array of each zip and one per other
// argument (the caller then refuses as before).
func (c *Context) zipMembers(l *ast.Lateral, sc *scope) (zl *ast.Lateral, refused bool) {
	if l.Alias == nil {
		return nil, false
	}
	var zips []*ast.Func // per generator, its zip or nil
	found, cols := false, 0
	for _, g := range l.Gens {
		z := zipOfRows(g)
		zips = append(zips, z)
		switch {
		case z != nil:
			found = true
			cols += len(z.Args)
		case g.Columns > 1:
			cols += g.Columns
		default:
			cols++
		}
	}
	if !found || cols != len(l.Alias.Columns) {
		return nil, false
	}
	cp := *l
	zl = &cp
	zl.Gens = nil
	zl.Types = make([]*ast.TypeName, cols)
	col := 0
	for i, g := range l.Gens {
		z := zips[i]
		if z == nil {
			n := max(g.Columns, 1)
			if len(l.Types) == cols {
				copy(zl.Types[col:col+n], l.Types[col:col+n])
			}
			zl.Gens = append(zl.Gens, g)
			col += n
			continue
		}
		if c.refuseVolatileZip(z) {
			return nil, true
		}
		for j, a := range c.dorisExplodeZipped(l, z).Args {
			if t := c.typeOf(z.Args[j], sc); t != nil && t.Kind == ast.TypeArray && t.Elem != nil {
				if t.Elem.Kind == ast.TypeArray && c.Target.Name == "postgres" {
					c.Refuse("T065", z.Args[j], "", "PostgreSQL's unnest flattens nested arrays completely; an array of arrays cannot be unnested one level")
					return nil, true
				}
				zl.Types[col] = t.Elem
			}
			zl.Gens = append(zl.Gens, &ast.Generator{Span: g.Span, Kind: ast.GenUnnest,
				Name: ast.QName{{Span: g.Span, Name: "unnest"}}, Args: []ast.Expr{a}, Collection: ast.CollArray, Columns: 1})
			col++
		}
	}
	return zl, false
}

// codeZipNull: a zip expanded into columns has a bare NULL for an array.
const codeZipNull = "T153"

// refuseVolatileZip refuses (T073) a zip one of whose arrays calls a
// function that may give another value at each evaluation: its spelling as
// one unnest per array (dorisExplodeZipped) reads each array again in the
// NULL test of every other one, so the test and the elements could see
// different values (Trino zip(a, if(rand() < 0.5, b, NULL)) gives the rows
// of the whole zip or none, never a's elements beside NULLs). A bare NULL
// is refuseNullZip's.
func (c *Context) refuseVolatileZip(z *ast.Func) bool {
	if c.refuseNullZip(z) {
		return true
	}
	for _, a := range z.Args {
		if f := volatileCall(a); f != nil { // lateral_inline.go
			c.Refuse(codeVolatile, f, "compute the arrays once in a subquery and zip its columns",
				"%s reads each array of the zip again to test whether another one is NULL, and %s may give another value each time",
				c.Target.Name, f.Name.Last().Name)
			return true
		}
	}
	return false
}

// refuseNullZip refuses (T153) a zip with a bare NULL for an array: the
// zip is then NULL on every row, and the NULL, spelled as one array among
// the others, has no array type (PostgreSQL 15: "function unnest(text)
// does not exist"; Hive's NULL[i] reads a void).
func (c *Context) refuseNullZip(z *ast.Func) bool {
	for _, a := range z.Args {
		if isNullLit(a) {
			c.Refuse(codeZipNull, a, "drop the UNNEST (a zip of a NULL array yields no row), or cast the NULL to an array type",
				"%s with a bare NULL argument is NULL on every row, and a NULL of no array type is not spelled as one of the zipped arrays for %s", z.Name[0].Name, c.Target.Name)
			return true
		}
	}
	return false
}

// zipOfRows is the zip call z of a generator that expands the rows of z =
// zip(a, b, ...) or arrays_zip(a, ...) into one column per array; nil for
// another generator. Spark's arrays_zip takes one array too (Spark SQL
// reference, arrays_zip: "all N-th values of input arrays"), whose
// expansion is that array's elements, none for a NULL array.
func zipOfRows(g *ast.Generator) *ast.Func {
	if !g.Expand || (g.Kind != ast.GenInline && g.Kind != ast.GenUnnest) || len(g.Args) != 1 {
		return nil
	}
	z, ok := g.Args[0].(*ast.Func)
	if !ok || len(z.Name) != 1 || len(z.Args) == 0 || z.Over != nil {
		return nil
	}
	if name := strings.ToLower(z.Name[0].Name); name != "arrays_zip" && name != "zip" {
		return nil
	}
	return z
}

// zipSeriesItem spells a zip holding a series (generate_series or range in
// a PostgreSQL select list or ROWS FROM) beside arrays or other series,
// which unnest(a, b) cannot take: for PostgreSQL ROWS FROM (unnest(a),
// generate_series(...), ...), whose functions run side by side, the
// shorter padded with NULL, a NULL argument giving an empty function; for
// DuckDB the zip of select-list unnests (duckdbZip) over each series as a
// list (seriesList). ok is false, and nothing is done, for a zip of arrays
// only, which the caller spells; maps and expanded structs are refused
// (T053) as there.
func (c *Context) zipSeriesItem(l *ast.Lateral, subs *[]subst) (item ast.TableExpr, ok bool) {
	series := false
	for _, g := range l.Gens {
		series = series || g.Kind == ast.GenSeries
	}
	if !series {
		return nil, false
	}
	var args []ast.Expr
	var funcs []*ast.Func
	for _, g := range l.Gens {
		switch {
		case g.Kind == ast.GenUnnest && g.Collection != ast.CollMap && !g.Expand:
			args = append(args, g.Args[0])
			funcs = append(funcs, canonCall(g.Span, "unnest", g.Args[0]))
		case g.Kind == ast.GenSeries && c.Target.Name == "duckdb":
			if c.refuseDuckDBFractionalSeries(l, g) {
				return nil, true
			}
			list := c.seriesList(g)
			if list == nil {
				return nil, true
			}
			args = append(args, list)
		case g.Kind == ast.GenSeries:
			fn := c.seriesCall(g)
			if fn == nil {
				return nil, true
			}
			funcs = append(funcs, fn)
		default:
			c.Refuse("T053", g, "", "only arrays and series can be zipped in %s", c.Target.Name)
			return nil, true
		}
	}
	if c.Target.Name == "duckdb" {
		return c.duckdbZip(l, args, nil), true
	}
	rf := &ast.RowsFrom{Span: l.Span, Funcs: funcs}
	cols := append([]ast.Ident(nil), l.Alias.Columns...)
	if l.Ordinality != nil {
		rf.Ordinality = true
		cols = append(cols, c.ordinalitySubst(l, subs))
	}
	rf.Alias = &ast.Alias{Span: l.Span, Name: l.Alias.Name, Columns: cols}
	return rf, true
}

// seriesList is a DuckDB series as a list, for an unnest in a select list:
// generate_series(start, stop[, step]) (stop included) or range(start,
// stop[, step]) (stop excluded) as list functions, which agree with the
// table functions on an empty series (a start past the stop in the step's
// direction) and give NULL, unnested to no rows, for a NULL argument. A
// step of 0 is an error for the table functions and PostgreSQL's
// generate_series but an empty list here, so the step must be a non-zero
// integer literal; nil when refused.
func (c *Context) seriesList(g *ast.Generator) ast.Expr {
	if len(g.Args) == 3 {
		if k, ok := signedIntLiteral(g.Args[2]); !ok || k == 0 {
			c.Refuse("T058", g.Args[2], "write the step as a non-zero integer literal",
				"the step of a series zipped with other generators must be a constant for %s", c.Target.Name)
			return nil
		}
	}
	name := "generate_array"
	if g.EndExclusive {
		name = "range_array"
	}
	return canonCall(g.Span, name, g.Args...)
}

// seriesStepCall is generate_series for an end-exclusive integer series
// (DuckDB range(a, b, s)) whose step s is not a literal:
// generate_series(a, CASE WHEN s < 0 THEN b + 1 ELSE b - 1 END, s), the
// end moved in by one toward the start. A NULL step (or end) gives no row
// in both; a zero step is an error in both (the end then b - 1). A series
// of another type (timestamps by an interval) cannot move its end by one
// step: a literal argument of another type is refused (T058), and an
// interval step read from a column fails to compare with 0 rather than
// giving other rows. Nil when refused.
func (c *Context) seriesStepCall(g *ast.Generator) *ast.Func {
	for _, a := range g.Args {
		if !integerOrUnknown(a) {
			c.Refuse("T058", a, "use DuckDB as the target, or an integer series",
				"only an integer series can end before its stop for %s when the step is not a constant", c.Target.Name)
			return nil
		}
	}
	sp := g.Span
	start, end, step := g.Args[0], g.Args[1], g.Args[2]
	zero := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}
	moved := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
		Cond:   &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(step), R: zero},
		Result: plusInt(ast.Clone(end), 1, sp)}},
		Else: plusInt(end, -1, sp)}
	return canonCall(sp, "generate_series", start, moved, step)
}

// pgIntervalRange is, for PostgreSQL, unnest(CAST(range_array(a, b, k) AS
// T[])) for an end-exclusive series (DuckDB's range table function) of
// dates or timestamps (l's element type, or a typed bound's) whose step is an interval literal
// with a non-zero digit: PostgreSQL's range_array collects generate_series
// and drops an element equal to the stop (dialects/functions_series_pg.go),
// which moves no end by a step. T is TIMESTAMP, or TIMESTAMPTZ for a
// series of those (DuckDB's range of dates gives timestamps, as
// PostgreSQL's generate_series of dates by an interval does); the cast
// tells the element type to a reader of the translation. The table
// function and the list agree but on a zero step (an error, and []),
// which a non-zero literal rules out; a NULL argument gives no row in
// both. Nil for another series or target.
func (c *Context) pgIntervalRange(l *ast.Lateral, g *ast.Generator) *ast.Func {
	if c.Target.Name != "postgres" || !g.EndExclusive || len(g.Args) != 3 || !ast.NonZeroIntervalLiteral(g.Args[2]) {
		return nil
	}
	var elem *ast.TypeName // l's element type, else a bound's
	for i, gg := range l.Gens {
		if gg == g && i < len(l.Types) {
			elem = l.Types[i]
		}
	}
	for _, b := range g.Args[:2] {
		switch x := b.(type) {
		case *ast.TypedLit:
			elem = x.Type
		case *ast.Cast:
			elem = x.Type
		}
		if elem != nil {
			break
		}
	}
	if elem == nil {
		return nil
	}
	kind := ast.TypeTimestamp
	switch elem.Kind {
	case ast.TypeDate, ast.TypeTimestamp:
	case ast.TypeTimestampTZ:
		kind = ast.TypeTimestampTZ
	default:
		return nil
	}
	sp := g.Span
	t := &ast.TypeName{Span: sp, Kind: ast.TypeArray, Elem: &ast.TypeName{Span: sp, Kind: kind}}
	return canonCall(sp, "unnest", &ast.Cast{Span: sp, X: canonCall(sp, "range_array", g.Args...), Type: t})
}

// integerOrUnknown: e is not seen to be other than an integer: no
// non-integer literal, typed literal, interval or cast to another type
// at its top.
func integerOrUnknown(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Literal:
		return x.Kind == ast.LitInt || x.Kind == ast.LitNull
	case *ast.TypedLit, *ast.Interval:
		return false
	case *ast.Cast:
		return x.Type != nil && x.Type.Kind.IsInteger()
	case *ast.Unary:
		return integerOrUnknown(x.X)
	}
	return true
}

// refuseDuckDBFractionalSeries refuses (T057) a series of decimals or
// floating-point numbers for DuckDB, whose generate_series and range take
// integers and timestamps only (DuckDB 1.5: "No function matches ...
// generate_series(DECIMAL(4,1), ...)").
func (c *Context) refuseDuckDBFractionalSeries(l *ast.Lateral, g *ast.Generator) bool {
	if c.Target.Name != "duckdb" {
		return false
	}
	for i, gg := range l.Gens {
		if gg != g || i >= len(l.Types) || l.Types[i] == nil {
			continue
		}
		switch l.Types[i].Kind {
		case ast.TypeDecimal, ast.TypeDouble, ast.TypeReal:
			c.Refuse("T057", g, "count over integers and scale the values (start + i * step)",
				"DuckDB's generate_series and range take integers and timestamps, not %s", strings.ToLower(l.Types[i].Kind.String()))
			return true
		}
	}
	return false
}
