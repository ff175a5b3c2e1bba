package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passLowerJoin spells Laterals as joins: CROSS JOIN for an inner lateral,
// LEFT JOIN ... ON TRUE (or the ON condition) for an outer one, with the
// target's generator: UNNEST (Trino, Presto, ANSI, BigQuery), a function
// in FROM (PostgreSQL, DuckDB) or a LATERAL subquery.
const passLowerJoin = "lower_join"

func lowerJoin(c *Context, q *ast.Query) *ast.Query {
	s, ok := q.Body.(*ast.Select)
	if !ok || !hasLateral(s.From) {
		return q
	}
	var subs []subst
	from := make([]ast.TableExpr, len(s.From))
	for i, item := range s.From {
		t := c.joinLaterals(item, &subs)
		if t == nil {
			return q
		}
		from[i] = t
	}
	c.Fire(passLowerJoin)
	ns := *s
	ns.From = from
	nq := *q
	nq.Body = &ns
	return c.applySubst(&nq, &ns, subs)
}

// joinLaterals replaces every Lateral of a FROM tree by a join; nil when
// one was refused.
func (c *Context) joinLaterals(t ast.TableExpr, subs *[]subst) ast.TableExpr {
	switch x := t.(type) {
	case *ast.Join:
		left := c.joinLaterals(x.Left, subs)
		right := c.joinLaterals(x.Right, subs)
		if left == nil || right == nil {
			return nil
		}
		return joinOf(x, left, right)
	case *ast.Lateral:
		var input ast.TableExpr
		if x.Input != nil {
			if input = c.joinLaterals(x.Input, subs); input == nil {
				return nil
			}
		}
		item := c.generatorItem(x, subs)
		if item == nil {
			return nil
		}
		if input == nil {
			if x.Outer {
				// A lone outer generator still yields one row: join it to a
				// one-row relation.
				one := &ast.Derived{Span: x.Span, Query: &ast.Query{Span: x.Span, Body: &ast.Select{Span: x.Span,
					Items: []*ast.SelectItem{{Span: x.Span, Expr: &ast.Literal{Span: x.Span, Kind: ast.LitInt, Value: "1"}}}}},
					Alias: &ast.Alias{Span: x.Span, Name: c.Fresh("one")}}
				return joinOnto(one, item, x)
			}
			if x.On != nil {
				c.Refuse("T060", x, "", "a lone generator cannot carry a join condition")
				return nil
			}
			return item
		}
		if c.Target.Name == "bigquery" && !x.Outer && x.On == nil {
			return &ast.Join{Span: x.Span, Kind: ast.JoinCross, Left: input, Right: item}
		}
		return joinOnto(input, item, x)
	}
	return t
}

// generatorItem is the FROM item that yields a Lateral's rows in the target.
func (c *Context) generatorItem(l *ast.Lateral, subs *[]subst) ast.TableExpr {
	g := l.Gens[0]
	if g.Kind == ast.GenSubquery {
		if c.Target.is("drill", "bigquery", "snowflake") {
			c.Refuse("T050", l, "use PostgreSQL, DuckDB, Trino or Spark", "a LATERAL subquery cannot be expressed in %s", c.Target.Name)
			return nil
		}
		return &ast.Derived{Span: l.Span, Lateral: true, Query: g.Query, Alias: l.Alias}
	}
	for _, gg := range l.Gens[1:] {
		if gg.Kind == ast.GenSubquery {
			c.Refuse("T061", gg, "", "a subquery cannot be zipped with other generators")
			return nil
		}
	}
	for _, gg := range l.Gens {
		if gg.Kind == ast.GenUnnest && gg.Collection == ast.CollUnknown && !(c.Target.Family == "presto" && len(l.Alias.Columns) > 0) {
			c.Refuse("T056", gg, "give the column's type with --schema (or a CREATE TABLE in the script), or name the generated columns",
				"cannot tell whether %s is an array or a map (or an array of rows), which %s spells differently", exprName(gg.Args[0]), c.Target.Name)
			return nil
		}
	}
	switch {
	case c.Target.Family == "presto" || c.Target.Name == "ansi":
		return c.unnestItem(l, subs)
	case c.Target.is("postgres", "duckdb"):
		return c.functionItem(l, subs)
	case c.Target.Name == "bigquery":
		return c.bigqueryItem(l, subs)
	}
	c.Refuse("T062", l, "translate to trino, postgres, duckdb, spark or hive",
		"the lateral %s is not supported for %s yet", g.Kind, c.Target.Name)
	return nil
}

// ordinalitySubst makes the target's 1-based, last ordinality column stand
// for the source's: a 0-based position is the target's minus one, and a
// position placed first changes the column order under *.
func (c *Context) ordinalitySubst(l *ast.Lateral, subs *[]subst) ast.Ident {
	o := l.Ordinality
	name := o.Name
	lower := strings.ToLower(o.Name.Name)
	alias := strings.ToLower(l.Alias.Name.Name)
	if o.Base != 1 {
		name = c.Fresh("ord")
		*subs = append(*subs, subst{alias: alias, col: lower, expr: plusInt(colRef(l.Alias.Name, name, l.Span), o.Base-1, l.Span)})
	}
	if o.First {
		*subs = append(*subs, subst{alias: alias, col: lower, reordered: true})
	}
	return name
}

// unnestItem: UNNEST(a [, b]) [WITH ORDINALITY] AS t(cols) for Trino,
// Presto and ANSI.
func (c *Context) unnestItem(l *ast.Lateral, subs *[]subst) ast.TableExpr {
	u := &ast.Unnest{Span: l.Span}
	for _, g := range l.Gens {
		switch g.Kind {
		case ast.GenUnnest, ast.GenInline:
			arg := g.Args[0]
			if g.Kind == ast.GenUnnest && !g.Expand && l.Types != nil && structElem(l, g) {
				// Keep each struct whole: UNNEST would expand its fields.
				x := ast.Ident{Name: "x"}
				arg = &ast.Func{Span: g.Span, Name: ast.QName{{Name: "transform"}}, Args: []ast.Expr{arg,
					&ast.Lambda{Span: g.Span, Params: []ast.Ident{x}, Body: &ast.Func{Span: g.Span, Name: ast.QName{{Name: "row"}},
						Args: []ast.Expr{&ast.ColumnRef{Span: g.Span, Name: ast.QName{x}}}}}}}
			}
			if g.Collection == ast.CollMap && c.Target.Name == "ansi" {
				c.Refuse("T063", g, "", "ANSI SQL has no map type to unnest")
				return nil
			}
			u.Args = append(u.Args, arg)
		case ast.GenSeries:
			arr := seriesArray(c, g, "sequence")
			if arr == nil {
				return nil
			}
			if c.Target.Family == "presto" {
				c.Warn("W010", g, "%s's sequence() is limited to 10,000 elements; a longer series fails there", c.Target.Name)
			}
			u.Args = append(u.Args, arr)
		case ast.GenStack:
			u.Args = append(u.Args, stackArrays(g)...)
		default:
			c.Refuse("T057", g, "use PostgreSQL or DuckDB as the target, or a generator the target has",
				"the %s generator %s cannot be expressed in %s", g.Kind, g.Name.Last().Name, c.Target.Name)
			return nil
		}
	}
	cols := append([]ast.Ident(nil), l.Alias.Columns...)
	if l.Ordinality != nil {
		u.Ordinality = true
		cols = append(cols, c.ordinalitySubst(l, subs))
	}
	if len(cols) > 0 || l.Alias != nil {
		u.Alias = &ast.Alias{Span: l.Span, Name: l.Alias.Name, Columns: cols}
	}
	return u
}

func structElem(l *ast.Lateral, g *ast.Generator) bool {
	for i, gg := range l.Gens {
		if gg == g && i < len(l.Types) && l.Types[i] != nil {
			return l.Types[i].Kind == ast.TypeStruct
		}
	}
	return false
}

// stackArrays spells stack(n, v1..vk) as one array per column, zipped:
// row r holds v[r*cols + j]; missing cells are NULL (T8).
func stackArrays(g *ast.Generator) []ast.Expr {
	n, _ := intLiteral(g.Args[0])
	vals := g.Args[1:]
	cols := (len(vals) + n - 1) / n
	out := make([]ast.Expr, cols)
	for j := 0; j < cols; j++ {
		arr := &ast.Array{Span: g.Span}
		for r := 0; r < n; r++ {
			if k := r*cols + j; k < len(vals) {
				arr.Elems = append(arr.Elems, vals[k])
			} else {
				arr.Elems = append(arr.Elems, &ast.Literal{Span: g.Span, Kind: ast.LitNull})
			}
		}
		out[j] = arr
	}
	return out
}

// functionItem: a function in FROM for PostgreSQL and DuckDB:
// unnest(a [, b]) / generate_series / range / json_array_elements ...
// [WITH ORDINALITY] AS t(cols), or a LATERAL (VALUES ...) for stack.
func (c *Context) functionItem(l *ast.Lateral, subs *[]subst) ast.TableExpr {
	call := func(g *ast.Generator, name string, args ...ast.Expr) *ast.Func {
		return &ast.Func{Span: g.Span, Name: ast.QName{{Span: g.Span, Name: name}}, Args: args}
	}
	g := l.Gens[0]
	var fn *ast.Func
	switch {
	case len(l.Gens) > 1:
		var args []ast.Expr
		for _, gg := range l.Gens {
			if gg.Kind != ast.GenUnnest || gg.Collection == ast.CollMap || gg.Expand {
				c.Refuse("T053", gg, "", "only arrays can be zipped in %s", c.Target.Name)
				return nil
			}
			args = append(args, gg.Args[0])
		}
		if c.Target.Name == "duckdb" {
			return c.duckdbZip(l, args, subs)
		}
		fn = call(g, "unnest", args...)
	case g.Kind == ast.GenUnnest:
		if g.Collection == ast.CollMap || g.Expand {
			c.Refuse("T064", g, "use Trino, Spark or Hive as the target",
				"unnesting a map or expanding struct fields cannot be expressed in %s", c.Target.Name)
			return nil
		}
		if len(l.Types) == 1 && l.Types[0] != nil && l.Types[0].Kind == ast.TypeArray && c.Target.Name == "postgres" {
			c.Refuse("T065", g, "", "PostgreSQL's unnest flattens nested arrays completely; an array of arrays cannot be unnested one level")
			return nil
		}
		fn = call(g, "unnest", g.Args[0])
	case g.Kind == ast.GenSeries:
		args := g.Args
		name := "generate_series"
		if g.EndExclusive {
			if c.Target.Name == "duckdb" {
				name = "range"
			} else {
				step := 1
				if len(args) == 3 {
					k, ok := signedIntLiteral(args[2])
					if !ok || k == 0 {
						c.Refuse("T058", args[2], "write the step as a non-zero integer literal", "the step of an end-exclusive series must be a constant for %s", c.Target.Name)
						return nil
					}
					step = k
				}
				args = append([]ast.Expr{args[0], plusInt(args[1], -sign(step), g.Span)}, args[2:]...)
			}
		}
		fn = call(g, name, args...)
	case g.Kind == ast.GenStack:
		return c.valuesItem(l, g)
	case g.Kind == ast.GenJSONArray && c.Target.Name == "postgres" && (g.ElemType == ast.TypeJSON || g.ElemType == ast.TypeString):
		name := "json_array_elements"
		if g.ElemType == ast.TypeString {
			name = "json_array_elements_text"
		}
		fn = call(g, name, g.Args...)
	case g.Kind == ast.GenJSONEach && c.Target.Name == "postgres":
		name := "json_each"
		if g.ElemType == ast.TypeString {
			name = "json_each_text"
		}
		fn = call(g, name, g.Args...)
	case g.Kind == ast.GenFunc:
		fn = call(g, g.Name.Last().Name, g.Args...)
		fn.Name = g.Name
	default:
		c.Refuse("T057", g, "use a target that has this generator",
			"the %s generator %s cannot be expressed in %s", g.Kind, g.Name.Last().Name, c.Target.Name)
		return nil
	}
	tf := &ast.TableFunc{Span: l.Span, Func: fn}
	cols := append([]ast.Ident(nil), l.Alias.Columns...)
	if l.Ordinality != nil {
		tf.Ordinality = true
		cols = append(cols, c.ordinalitySubst(l, subs))
	}
	tf.Alias = &ast.Alias{Span: l.Span, Name: l.Alias.Name, Columns: cols}
	return tf
}

// duckdbZip: DuckDB zips the unnests of one select list, padding with NULL,
// so a zip is a LATERAL subquery of unnests; ordinality is not available.
func (c *Context) duckdbZip(l *ast.Lateral, args []ast.Expr, subs *[]subst) ast.TableExpr {
	if l.Ordinality != nil {
		c.Refuse("T066", l, "", "ordinality over zipped arrays is not supported for DuckDB")
		return nil
	}
	sel := &ast.Select{Span: l.Span}
	for i, a := range args {
		name := l.Alias.Columns[i]
		sel.Items = append(sel.Items, &ast.SelectItem{Span: a.SpanOf(), Alias: &name,
			Expr: &ast.Func{Span: a.SpanOf(), Name: ast.QName{{Name: "unnest"}}, Args: []ast.Expr{a}}})
	}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: sel},
		Alias: &ast.Alias{Span: l.Span, Name: l.Alias.Name}}
}

// valuesItem spells stack(n, ...) as LATERAL (VALUES (...), ...) AS t(cols).
func (c *Context) valuesItem(l *ast.Lateral, g *ast.Generator) ast.TableExpr {
	n, _ := intLiteral(g.Args[0])
	vals := g.Args[1:]
	cols := (len(vals) + n - 1) / n
	v := &ast.Values{Span: g.Span}
	for r := 0; r < n; r++ {
		var row []ast.Expr
		for j := 0; j < cols; j++ {
			if k := r*cols + j; k < len(vals) {
				row = append(row, vals[k])
			} else {
				row = append(row, &ast.Literal{Span: g.Span, Kind: ast.LitNull})
			}
		}
		v.Rows = append(v.Rows, row)
	}
	if l.Ordinality != nil {
		c.Refuse("T054", l, "", "positions are not available for stack")
		return nil
	}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: v}, Alias: l.Alias}
}

// bigqueryItem: UNNEST(a) AS x [WITH OFFSET AS o]; the alias names the
// value itself, and the offset is 0-based.
func (c *Context) bigqueryItem(l *ast.Lateral, subs *[]subst) ast.TableExpr {
	g := l.Gens[0]
	if len(l.Gens) > 1 || g.Kind != ast.GenUnnest || g.Collection == ast.CollMap || g.Expand || len(l.Alias.Columns) != 1 {
		c.Refuse("T067", l, "unnest one array at a time", "BigQuery's UNNEST takes one array of values")
		return nil
	}
	alias := strings.ToLower(l.Alias.Name.Name)
	// The value takes the column's own name, so translating the output
	// again changes nothing; alias.col becomes the bare name.
	value := l.Alias.Columns[0]
	*subs = append(*subs, subst{alias: alias, col: strings.ToLower(value.Name), qualifiedOnly: true,
		expr: &ast.ColumnRef{Span: l.Span, Name: ast.QName{value}}})
	u := &ast.Unnest{Span: l.Span, Args: []ast.Expr{g.Args[0]}, Alias: &ast.Alias{Span: l.Span, Name: value}}
	if o := l.Ordinality; o != nil {
		off := o.Name
		if o.Base != 0 {
			off = c.Fresh("off")
		}
		u.Offset = &off
		*subs = append(*subs, subst{alias: alias, col: strings.ToLower(o.Name.Name), qualifiedOnly: o.Base == 0,
			expr: offsetExpr(off, o.Base, l.Span), reordered: o.First})
	}
	return u
}

func offsetExpr(off ast.Ident, base int, sp ast.Span) ast.Expr {
	ref := &ast.ColumnRef{Span: sp, Name: ast.QName{off}}
	if base == 0 {
		return ref
	}
	return plusInt(ref, base, sp)
}
