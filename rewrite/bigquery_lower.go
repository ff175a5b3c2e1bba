package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// bigqueryLower spells for BigQuery (as part of lower_join) the laterals
// its UNNEST, which takes one array and yields one value column, does not
// take as they are: a zip of several arrays or series, struct elements
// expanded into their fields, stack and numeric series. Each becomes one
// UNNEST whose element the lateral's columns read, through lower_join's
// substitutions. Maps (BigQuery has none) and the generators it cannot
// spell exactly are refused, each with its reason. done is false for a
// lone unnest of one array into one column, bigqueryItem's own form; a nil
// item with done set means l was refused.
func (c *Context) bigqueryLower(l *ast.Lateral, subs *[]subst, sc *scope) (item ast.TableExpr, done bool) {
	for _, g := range l.Gens {
		if g.Kind == ast.GenUnnest && g.Collection == ast.CollMap {
			c.Refuse("T063", g, "", "BigQuery has no map type: a map cannot be unnested there")
			return nil, true
		}
	}
	// UNNEST(zip(a, b)) [WITH ORDINALITY], inline(arrays_zip(a, b)) and a
	// zip among the arrays of a zipping UNNEST: a zip of the arrays, each
	// NULL when another one of its zip is (zipMembers).
	if zl, refused := c.zipMembers(l, sc); refused { // zip_lowering.go
		return nil, true
	} else if zl != nil {
		if len(zl.Gens) == 1 {
			// Spark arrays_zip(a): the lone unnest of a.
			return c.bigqueryItem(zl, subs, sc), true
		}
		l = zl
	}
	g := l.Gens[0]
	switch {
	case len(l.Gens) > 1:
		return c.bigqueryZip(l, subs, sc), true
	case g.Kind == ast.GenUnnest && !g.Expand && len(l.Alias.Columns) == 1:
		return nil, false
	case g.Kind == ast.GenUnnest || g.Kind == ast.GenInline:
		return c.bigqueryStructFields(l, subs, sc), true
	case g.Kind == ast.GenSeries:
		arr := c.bigquerySeries(g)
		if arr == nil {
			return nil, true
		}
		if len(l.Alias.Columns) != 1 {
			c.Refuse("T067", l, "", "a series yields one column, not %d", len(l.Alias.Columns))
			return nil, true
		}
		return c.bigqueryItem(arrayLateral(l, arr, l.Alias.Columns), subs, sc), true
	case g.Kind == ast.GenStack:
		return c.bigqueryStack(l, g, subs, sc), true
	case g.Kind == ast.GenJSONTuple:
		c.Refuse("T057", g, "read each key with JSON_VALUE or JSON_QUERY where the documents hold only scalars or only objects",
			"json_tuple cannot be expressed exactly in BigQuery: it gives a nested object or array as its JSON text and a string without quotes, where JSON_VALUE gives NULL for the former and JSON_QUERY keeps the quotes of the latter")
		return nil, true
	case g.Kind == ast.GenJSONArray:
		c.Refuse("T057", g, "unnest JSON_VALUE_ARRAY or JSON_QUERY_ARRAY of the document, cast as needed",
			"the %s generator cannot be expressed exactly in BigQuery: its rule for elements of another type (and for a document that is not an array) is not BigQuery's", g.Name.Last().Name)
		return nil, true
	case g.Kind == ast.GenFlatten:
		c.Refuse("T057", g, "unnest the array itself",
			"FLATTEN's VARIANT values and its SEQ, KEY, PATH and THIS columns have no BigQuery counterpart")
		return nil, true
	}
	c.Refuse("T057", g, "use PostgreSQL or DuckDB as the target, or a generator BigQuery has",
		"the %s generator %s cannot be expressed in BigQuery", g.Kind, g.Name.Last().Name)
	return nil, true
}

// arrayLateral is l unnesting the one array arr into the columns cols,
// keeping l's alias name, join and position.
func arrayLateral(l *ast.Lateral, arr ast.Expr, cols []ast.Ident) *ast.Lateral {
	nl := *l
	nl.Gens = []*ast.Generator{{Span: arr.SpanOf(), Kind: ast.GenUnnest, Args: []ast.Expr{arr}, Collection: ast.CollArray, Columns: 1}}
	nl.Alias = &ast.Alias{Span: l.Alias.Span, Name: l.Alias.Name, Columns: cols}
	nl.Types = nil
	return &nl
}

// bigquerySeries is GENERATE_ARRAY(start, end [, step]) for a series:
// inclusive, empty when the end is not reached from the start, NULL (so no
// rows) when an argument is NULL, and an error for a 0 step, as
// generate_series, sequence and range are. An exclusive end moves in by
// one toward the start (an integer series); nil when refused.
func (c *Context) bigquerySeries(g *ast.Generator) ast.Expr {
	if len(g.Args) < 2 || len(g.Args) > 3 {
		c.Refuse("T057", g, "", "this form of %s cannot be expressed in BigQuery", g.Name.Last().Name)
		return nil
	}
	args := append([]ast.Expr(nil), g.Args...)
	step := 1
	if len(args) == 3 {
		if _, ok := args[2].(*ast.Interval); ok {
			c.Refuse("T057", args[2], "", "BigQuery's GENERATE_ARRAY counts numbers; a series of dates or timestamps is not translated")
			return nil
		}
		k, ok := signedIntLiteral(args[2])
		if ok {
			step = k
		} else if g.EndExclusive {
			// The end moves in by one toward the start, whichever the
			// step's sign (seriesStepCall's rule): exact for integers.
			for _, a := range args {
				if !integerOrUnknown(a) {
					c.Refuse("T058", a, "write the step as a non-zero integer literal",
						"only an integer series can end before its stop for BigQuery when the step is not a constant")
					return nil
				}
			}
			if f := volatileCall(args[2]); f != nil {
				c.Refuse("T073", f, "compute the step once, in a subquery", "the step is read twice for BigQuery, and %s may give another value each time", f.Name.Last().Name)
				return nil
			}
			sp := g.Span
			args[1] = &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
				Cond:   &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(args[2]), R: intLit(sp, 0)},
				Result: plusInt(ast.Clone(args[1]), 1, sp)}},
				Else: plusInt(args[1], -1, sp)}
			return canonCall(g.Span, "generate_array", args...)
		}
	}
	if g.EndExclusive {
		args[1] = plusInt(args[1], -sign(step), g.Span)
	}
	return canonCall(g.Span, "generate_array", args...)
}

// bigqueryZip spells a zip of arrays and series (UNNEST(a, b), ROWS FROM,
// select-list unnests run in lockstep, explode(a, b)).
func (c *Context) bigqueryZip(l *ast.Lateral, subs *[]subst, sc *scope) ast.TableExpr {
	var arrs []ast.Expr
	for _, g := range l.Gens {
		switch {
		case g.Kind == ast.GenUnnest && !g.Expand && g.Collection == ast.CollArray:
			arrs = append(arrs, g.Args[0])
		case g.Kind == ast.GenUnnest && !g.Expand:
			c.knownCollections(l, false) // refuses (T056)
			return nil
		case g.Kind == ast.GenSeries:
			arr := c.bigquerySeries(g)
			if arr == nil {
				return nil
			}
			arrs = append(arrs, arr)
		default:
			c.Refuse("T053", g, "", "only arrays and series can be zipped in BigQuery, not %s", g.Name.Last().Name)
			return nil
		}
	}
	return c.bigqueryZipArrays(l, arrs, subs, sc)
}

// bigqueryZipArrays spells the zip of arrs, one column each, as an unnest
// of their positions: UNNEST(GENERATE_ARRAY(0, GREATEST(COALESCE(
// ARRAY_LENGTH(a), 0), ...) - 1)) AS i, column k being arrs[k][SAFE_OFFSET(i)].
// As the zip, it counts to the longest array, a NULL array counting as
// empty (ARRAY_LENGTH is NULL for it, and GREATEST is NULL when one
// argument is, hence the COALESCE), pads the shorter ones with NULL
// (SAFE_OFFSET past the end is NULL) and yields no row when every array is
// empty or NULL (GENERATE_ARRAY(0, -1) is empty). The position of a row is
// i itself (plus the source's base). Each array is read more than once, so
// it must give the same value each time.
func (c *Context) bigqueryZipArrays(l *ast.Lateral, arrs []ast.Expr, subs *[]subst, sc *scope) ast.TableExpr {
	if len(arrs) != len(l.Alias.Columns) {
		c.Refuse("T067", l, "", "the zip yields %d columns, not %d", len(arrs), len(l.Alias.Columns))
		return nil
	}
	for _, a := range arrs {
		if f := volatileCall(a); f != nil {
			c.Refuse("T073", f, "compute the array once, in a subquery", "a zip reads each array more than once in BigQuery, and %s may give another value each time", f.Name.Last().Name)
			return nil
		}
		if name := c.bareLateralColumn(l, a); name != "" {
			c.Refuse("T067", a, "qualify the column or rename the lateral's column",
				"%s names both a column the zip reads and one of the lateral's columns", name)
			return nil
		}
	}
	sp := l.Span
	var lens []ast.Expr
	for _, a := range arrs {
		lens = append(lens, canonCall(sp, "coalesce", canonCall(sp, "cardinality", ast.Clone(a)), intLit(sp, 0)))
	}
	n := lens[0]
	if len(lens) > 1 {
		n = canonCall(sp, "greatest", lens...)
	}
	i := c.FreshNamed("i")
	item := c.bigqueryUnnestOf(l, canonCall(sp, "generate_array", intLit(sp, 0), plusInt(n, -1, sp)), i)
	vals := make([]ast.Expr, len(arrs))
	for k, a := range arrs {
		// The target's own spelling (as lower_exprs' forward writes it):
		// the passes that lower subscripts have run.
		// (the earlier laterals' columns it reads are rewritten here: the
		// substitution does not rewrite what it puts in)
		vals[k] = &ast.Subscript{Span: sp, X: substExpr(ast.Clone(a), *subs), Base: 0, Missing: ast.MissingNull,
			Index: canonCall(sp, "SAFE_OFFSET", &ast.ColumnRef{Span: sp, Name: ast.QName{i}})}
	}
	var pos ast.Expr
	if o := l.Ordinality; o != nil {
		pos = offsetExpr(i, o.Base, sp)
	}
	if slices.ContainsFunc(arrs, computedArray) {
		item, vals, pos = c.bigqueryZipRows(l, item, vals, pos, *subs, sc)
	}
	*subs = append(*subs, columnSubsts(l, vals, pos, sp)...)
	return item
}

// computedArray: a calls a function, which the BigQuery printer may
// write as a subquery (array_sort as ARRAY(SELECT ...)), or holds a
// query.
func computedArray(a ast.Expr) bool {
	found := false
	ast.Inspect(a, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.Func, *ast.Query:
			found = true
		}
		return !found
	})
	return found
}

// bigqueryZipRows is the zip of bigqueryZipArrays whose columns are
// vals (and pos) over the positions' UNNEST u, for an array computed
// (computedArray), written as one UNNEST of the zip's rows:
//
//	UNNEST(ARRAY(SELECT AS STRUCT a[SAFE_OFFSET(i)] AS x, ..., i AS i FROM UNNEST(GENERATE_ARRAY(...)) AS i ORDER BY i)) AS z
//
// (i the positions' fresh name, a field only where the lateral has a
// position column), each column then read as a field (z.x), which a
// GROUP BY can hold where it could not hold the correlated subquery of
// the array.
func (c *Context) bigqueryZipRows(l *ast.Lateral, u *ast.Unnest, vals []ast.Expr, pos ast.Expr, subs []subst, sc *scope) (*ast.Unnest, []ast.Expr, ast.Expr) {
	sp := l.Span
	sel := &ast.Select{Span: sp, AsStruct: true, From: []ast.TableExpr{u}}
	z := c.bigqueryValue(l, subs, sc, "z")
	field := func(name ast.Ident) ast.Expr { return &ast.ColumnRef{Span: sp, Name: ast.QName{z, name}} }
	fields := make([]ast.Expr, len(vals))
	for k, v := range vals {
		name := l.Alias.Columns[k]
		sel.Items = append(sel.Items, &ast.SelectItem{Span: sp, Expr: v, Alias: &name})
		fields[k] = field(name)
	}
	i := u.Alias.Name
	if pos != nil {
		sel.Items = append(sel.Items, &ast.SelectItem{Span: sp, Expr: &ast.ColumnRef{Span: sp, Name: ast.QName{i}}, Alias: &i})
		pos = field(i)
		if o := l.Ordinality; o.Base != 0 {
			pos = plusInt(pos, o.Base, sp)
		}
	}
	q := &ast.Query{Span: sp, Body: sel, OrderBy: []*ast.OrderItem{{Span: sp, Expr: &ast.ColumnRef{Span: sp, Name: ast.QName{i}}}}}
	return c.bigqueryUnnestOf(l, &ast.ArrayQuery{Span: sp, Query: q}, z), fields, pos
}

// bareLateralColumn is the name of a bare column reference of e that is
// also one of l's columns (which the substitutions would rewrite), or "".
func (c *Context) bareLateralColumn(l *ast.Lateral, e ast.Expr) string {
	found := ""
	ast.Inspect(e, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 {
			for _, col := range l.Alias.Columns {
				if strings.EqualFold(col.Name, cr.Name[0].Name) {
					found = cr.Name[0].Name
				}
			}
			if o := l.Ordinality; o != nil && strings.EqualFold(o.Name.Name, cr.Name[0].Name) {
				found = cr.Name[0].Name
			}
		}
		return found == ""
	})
	return found
}

// bigqueryValue names the value of l's UNNEST, whose fields the
// substitutions read: l's alias, unless an earlier substitution reads that
// name or a relation around may have a column of that name, where a bare
// reference to the column would be ambiguous in BigQuery; then a fresh
// name.
func (c *Context) bigqueryValue(l *ast.Lateral, subs []subst, sc *scope, prefix string) ast.Ident {
	value := l.Alias.Name
	for _, sb := range subs {
		if r, ok := sb.expr.(*ast.ColumnRef); ok && len(r.Name) == 1 && strings.EqualFold(r.Name[0].Name, value.Name) {
			return c.Fresh(prefix)
		}
	}
	for s := sc; s != nil; s = s.outer {
		for _, r := range s.rels {
			if r.cols == nil {
				return c.Fresh(prefix)
			}
			for _, ci := range r.cols {
				if strings.EqualFold(ci.Name, value.Name) {
					return c.Fresh(prefix)
				}
			}
		}
	}
	return value
}

// bigqueryUnnestOf is UNNEST(arr) AS value at l's place; a position (WITH
// OFFSET) and l's value columns are left to the caller.
func (c *Context) bigqueryUnnestOf(l *ast.Lateral, arr ast.Expr, value ast.Ident) *ast.Unnest {
	value.Span = l.Span
	return &ast.Unnest{Span: l.Span, Args: []ast.Expr{arr}, Alias: &ast.Alias{Span: l.Span, Name: value}}
}

// bigqueryStructFields spells struct elements expanded into their fields
// (Hive/Spark inline, Trino UNNEST of rows, Doris explode of structs) as
// UNNEST(a) AS e [WITH OFFSET AS o], column k being e.fk, the k-th field of
// the element type, which must be known (BigQuery reads fields by name
// only). A NULL element gives NULL fields, as the expansion does; a NULL or
// empty array gives no row (LEFT JOIN keeps the left row when outer).
func (c *Context) bigqueryStructFields(l *ast.Lateral, subs *[]subst, sc *scope) ast.TableExpr {
	g := l.Gens[0]
	elem := c.pgStructElem(l, sc)
	if elem == nil && g.Kind == ast.GenUnnest && g.Collection == ast.CollUnknown {
		c.Refuse("T056", g, "give the column's type with --schema (or a CREATE TABLE in the script)",
			"cannot tell whether %s is a map, which BigQuery lacks, or an array of structs, whose fields BigQuery reads by name", exprName(g.Args[0]))
		return nil
	}
	if elem == nil {
		c.Refuse("T067", g, "give the column's type with --schema (or a CREATE TABLE in the script)",
			"BigQuery reads the fields of a struct by name, and the element type of %s is not known to be a struct", exprName(g.Args[0]))
		return nil
	}
	if len(elem.Fields) != len(l.Alias.Columns) {
		c.Refuse("T067", l, "", "the struct elements of %s have %d fields, not %d", exprName(g.Args[0]), len(elem.Fields), len(l.Alias.Columns))
		return nil
	}
	for _, f := range elem.Fields {
		if f.Name.Name == "" {
			c.Refuse("T067", g, "", "BigQuery reads the fields of a struct by name, and a field of %s has none", exprName(g.Args[0]))
			return nil
		}
	}
	sp := l.Span
	value := c.bigqueryValue(l, *subs, sc, "e")
	u := c.bigqueryUnnestOf(l, g.Args[0], value)
	vals := make([]ast.Expr, len(elem.Fields))
	for k, f := range elem.Fields {
		vals[k] = &ast.ColumnRef{Span: sp, Name: ast.QName{value, f.Name}}
	}
	var pos ast.Expr
	if o := l.Ordinality; o != nil {
		off := c.FreshNamed("off")
		u.Offset = &off
		pos = offsetExpr(off, o.Base, sp)
	}
	*subs = append(*subs, columnSubsts(l, vals, pos, sp)...)
	return u
}

// bigqueryStack spells stack(n, v1, ..., vk) as UNNEST([STRUCT(v1 AS c1,
// ..., vm AS cm), ...]) AS s, row r holding v[r*m + j] in the field named
// after column j, missing cells NULL (T8); column j is s.cj.
func (c *Context) bigqueryStack(l *ast.Lateral, g *ast.Generator, subs *[]subst, sc *scope) ast.TableExpr {
	if l.Ordinality != nil {
		c.Refuse("T054", l, "", "positions are not available for stack")
		return nil
	}
	n, ok := intLiteral(g.Args[0])
	if !ok || n <= 0 {
		c.Refuse("T067", g.Args[0], "", "the row count of stack must be a positive integer literal")
		return nil
	}
	vals := g.Args[1:]
	cols := (len(vals) + n - 1) / n
	if cols != len(l.Alias.Columns) {
		c.Refuse("T067", g, "", "stack yields %d columns here, not %d", cols, len(l.Alias.Columns))
		return nil
	}
	sp := g.Span
	// A NULL cell takes its column's type from another cell of the column:
	// the elements of an array need a common type, and a bare NULL is an
	// INT64 in a STRUCT.
	typed := make([]ast.Expr, cols)
	for k, v := range vals {
		if j := k % cols; typed[j] == nil && !isNullLit(v) {
			typed[j] = v
		}
	}
	arr := &ast.Array{Span: sp}
	for r := 0; r < n; r++ {
		st := &ast.Struct{Span: sp}
		for j := 0; j < cols; j++ {
			var v ast.Expr = &ast.Literal{Span: sp, Kind: ast.LitNull}
			if k := r*cols + j; k < len(vals) {
				v = vals[k]
			}
			if isNullLit(v) && typed[j] != nil {
				if lit, ok := typed[j].(*ast.Literal); !ok || lit.Kind != ast.LitInt {
					// CASE WHEN FALSE THEN x END: NULL, of x's type.
					v = &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
						Cond: &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}, Result: ast.Clone(typed[j])}}}
				}
			}
			name := l.Alias.Columns[j]
			st.Fields = append(st.Fields, &ast.StructField{Span: sp, Name: &name, Value: v})
		}
		arr.Elems = append(arr.Elems, st)
	}
	value := c.bigqueryValue(l, *subs, sc, "s")
	u := c.bigqueryUnnestOf(l, arr, value)
	reads := make([]ast.Expr, len(l.Alias.Columns))
	for k, col := range l.Alias.Columns {
		reads[k] = &ast.ColumnRef{Span: l.Span, Name: ast.QName{value, col}}
	}
	*subs = append(*subs, columnSubsts(l, reads, nil, l.Span)...)
	return u
}
