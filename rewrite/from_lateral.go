package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
)

// passFromLateral moves generators written as FROM items into Lateral
// nodes: UNNEST(...), functions in FROM (implicitly lateral), ROWS FROM,
// LATERAL subqueries and CROSS/OUTER APPLY, whether they stand in a comma
// list or on the right of a join. A comma item or CROSS/INNER join gives a
// cross lateral (an inner join's ON condition stays as the lateral's
// filter); a LEFT join keeps its ON condition inside the join (T12).
const passFromLateral = "from_lateral"

func fromLateral(c *Context, s *ast.Select) *ast.Select {
	if len(s.From) == 0 {
		return s
	}
	changed := false
	var out []ast.TableExpr
	for _, item := range s.From {
		item0, ok := item, true
		if item, ok = c.duckRepeatItems(item); !ok { // duck_repeat.go
			return s
		}
		changed = changed || item != item0
		if j, ok := item.(*ast.Join); ok && len(out) > 0 && genLeftSpine(j) {
			// t, UNNEST(t.a) AS x JOIN UNNEST(t.b) AS y: the generator
			// that starts the join reads the items before it (BigQuery
			// reads a FROM clause left to right; for cross, inner and
			// left joins the two groupings give the same rows).
			item, out = spliceLeft(j, crossAll(out)), nil
		}
		item2 := c.lateralJoins(item, &changed)
		if isGenItem(item2) {
			input := crossAll(out)
			l := c.itemLateral(item2, input, false, nil)
			if l == nil {
				return s
			}
			out = []ast.TableExpr{l}
			changed = true
			continue
		}
		out = append(out, item2)
	}
	if !changed {
		return s
	}
	c.Fire(passFromLateral)
	ns := *s
	ns.From = out
	return c.flattenUnnest(&ns) // flatten_source.go
}

// genLeftSpine reports whether the join tree j starts with a generator
// item, every join down to it a cross, inner or left one.
func genLeftSpine(j *ast.Join) bool {
	for {
		switch j.Kind {
		case ast.JoinCross, ast.JoinInner, ast.JoinLeft:
		default:
			return false
		}
		switch l := j.Left.(type) {
		case *ast.Join:
			j = l
		default:
			return isGenItem(l)
		}
	}
}

// spliceLeft is j with its first item x replaced by input CROSS JOIN x.
func spliceLeft(j *ast.Join, input ast.TableExpr) *ast.Join {
	nj := *j
	if l, ok := j.Left.(*ast.Join); ok {
		nj.Left = spliceLeft(l, input)
	} else {
		nj.Left = &ast.Join{Span: j.Left.SpanOf(), Kind: ast.JoinCross, Left: input, Right: j.Left}
	}
	return &nj
}

// lateralJoins rewrites joins whose right side generates rows.
func (c *Context) lateralJoins(t ast.TableExpr, changed *bool) ast.TableExpr {
	j, ok := t.(*ast.Join)
	if !ok {
		return t
	}
	left := c.lateralJoins(j.Left, changed)
	if isGenItem(left) {
		// A generator on the left of a join runs once, with no input.
		l := c.itemLateral(left, nil, false, nil)
		if l == nil {
			return t
		}
		left = l
		*changed = true
	}
	// A join nested on the right (Hive's `JOIN b LATERAL VIEW ... ON`)
	// holds its own laterals.
	right := c.lateralJoins(j.Right, changed)
	isApply := j.Kind == ast.JoinCrossApply || j.Kind == ast.JoinOuterApply
	if !isGenItem(right) && !(isApply && isDerived(right)) {
		if left == j.Left && right == j.Right {
			return j
		}
		nj := *j
		nj.Left, nj.Right = left, right
		*changed = true
		return &nj
	}
	var outer bool
	on := j.On
	switch j.Kind {
	case ast.JoinCross, ast.JoinInner, ast.JoinCrossApply:
	case ast.JoinLeft, ast.JoinOuterApply:
		outer = true
	default:
		c.Refuse("T020", j, "use a LEFT or CROSS join",
			"a %s JOIN cannot have a lateral or row-generating right side", j.Kind)
		return t
	}
	if len(j.Using) > 0 || j.Natural {
		c.Refuse("T020", j, "write the condition with ON", "USING and NATURAL are not supported with a row-generating join")
		return t
	}
	if isTrue(on) {
		on = nil
	}
	l := c.itemLateral(right, left, outer, on)
	if l == nil {
		return t
	}
	l.Span = j.Span
	*changed = true
	return l
}

func isTrue(e ast.Expr) bool {
	lit, ok := e.(*ast.Literal)
	return ok && lit.Kind == ast.LitBool && lit.Value == "true"
}

func isDerived(t ast.TableExpr) bool {
	_, ok := t.(*ast.Derived)
	return ok
}

// isGenItem reports whether a FROM item generates rows per input row.
func isGenItem(t ast.TableExpr) bool {
	switch x := t.(type) {
	case *ast.Unnest, *ast.TableFunc, *ast.RowsFrom:
		return true
	case *ast.Derived:
		return x.Lateral
	}
	return false
}

// crossAll combines comma-separated FROM items into one input relation.
func crossAll(items []ast.TableExpr) ast.TableExpr {
	var acc ast.TableExpr
	for _, it := range items {
		if acc == nil {
			acc = it
			continue
		}
		acc = &ast.Join{Span: ast.Cover(acc.SpanOf(), it.SpanOf()), Kind: ast.JoinCross, Left: acc, Right: it}
	}
	return acc
}

// itemLateral builds the Lateral for a generator FROM item over input.
func (c *Context) itemLateral(item, input ast.TableExpr, outer bool, on ast.Expr) *ast.Lateral {
	sc := c.newScope()
	if input != nil {
		c.addRel(sc, input)
	}
	var l *ast.Lateral
	switch x := item.(type) {
	case *ast.Unnest:
		l = c.unnestLateral(x, sc)
	case *ast.TableFunc:
		l = c.tableFuncLateral(x, sc)
	case *ast.RowsFrom:
		l = c.rowsFromLateral(x, sc)
	case *ast.Derived:
		l = &ast.Lateral{Span: x.Span, Gens: []*ast.Generator{{Span: x.Span, Kind: ast.GenSubquery, Query: x.Query}}}
		l.Alias = x.Alias
		if l.Alias == nil {
			a := c.Fresh("q")
			l.Alias = &ast.Alias{Span: x.Span, Name: a}
		}
	}
	if l == nil {
		return nil
	}
	l.Input = input
	l.Outer = l.Outer || outer
	if on != nil && !isTrue(on) {
		l.On = on
	}
	return l
}

// unnestLateral: UNNEST(a [, b...]) [WITH ORDINALITY] [AS t(cols)], or
// BigQuery's UNNEST(a) AS x WITH OFFSET AS o.
func (c *Context) unnestLateral(u *ast.Unnest, sc *scope) *ast.Lateral {
	if len(u.Args) == 0 {
		c.Refuse("T010", u, "", "UNNEST needs at least one argument")
		return nil
	}
	for _, a := range u.Args {
		if na, ok := a.(*ast.NamedArg); ok {
			c.Refuse("T039", na, "unnest one level at a time in FROM, or recursively in a DuckDB select list",
				"UNNEST takes no named argument %s in FROM", na.Name.Name)
			return nil
		}
	}
	l := &ast.Lateral{Span: u.Span}
	var alias ast.Ident
	var names []ast.Ident
	if u.Alias != nil {
		alias = u.Alias.Name
		names = u.Alias.Columns
	}
	if c.Source.Name == "bigquery" {
		// The alias of a BigQuery UNNEST names the value, not a table.
		if u.Alias != nil && len(names) == 0 {
			names = []ast.Ident{u.Alias.Name}
		}
		alias = ast.Ident{}
	}
	if u.Ordinality {
		l.Ordinality = &ast.Ordinality{Span: u.Span, Base: 1, Name: ast.Ident{Name: "ordinality"}}
	}
	if u.Offset != nil {
		l.Ordinality = &ast.Ordinality{Span: u.Span, Base: 0, Name: *u.Offset}
		if u.Offset.Name == "" {
			l.Ordinality.Name = ast.Ident{Span: u.Span, Name: "offset"}
		}
	}
	// Column counts per argument: an array gives 1 (or its struct fields
	// in Trino/Presto/PostgreSQL), a map gives 2.
	var cols []ast.Ident
	var types []*ast.TypeName
	known := true
	counts := make([]int, len(u.Args))
	// default column names by position: a composite's fields (an empty
	// name leaves the column to the other defaults)
	var fields []ast.Ident
	for i, a := range u.Args {
		t := c.typeOf(a, sc)
		g := &ast.Generator{Span: a.SpanOf(), Kind: ast.GenUnnest, Name: ast.QName{{Name: "unnest"}}, Args: []ast.Expr{a}}
		g.Collection = collectionOf(t)
		if c.refuseDuckDBMapUnnest(a, g.Collection) {
			return nil
		}
		et := elemTypes(t, false)
		nOrd := 0
		if u.Ordinality {
			nOrd = 1
		}
		if g.Collection == ast.CollUnknown && c.Source.Family == "standard" {
			// PostgreSQL, DuckDB and the standard unnest arrays only.
			g.Collection = ast.CollArray
			if len(u.Args) == 1 && len(names)-nOrd > 1 && c.expandsStructs() {
				// More names than one: the elements are rows, expanded
				// into their fields (the names are the fields).
				g.Expand = true
				counts[i] = len(names) - nOrd
				g.Columns = counts[i]
				types = append(types, make([]*ast.TypeName, counts[i])...)
				l.Gens = append(l.Gens, g)
				continue
			}
		}
		switch {
		case g.Collection == ast.CollMap:
			counts[i] = 2
		case g.Collection == ast.CollArray && t != nil && t.Elem != nil && t.Elem.Kind == ast.TypeStruct && c.expandsStructs():
			g.Expand = true
			et = elemTypes(t, true)
			counts[i] = len(et)
			if len(u.Args) == 1 && c.Source.Name == "postgres" || c.Source.Family == "presto" {
				// PostgreSQL names the columns of a composite result
				// after its fields (7.2.1.4, "Table Functions"); Trino
				// and Presto name the columns of each array of rows after
				// the row type's fields, an anonymous field leaving its
				// column unnamed (the analyzer's visitUnnest gives each
				// field's own optional name to its column).
				for len(fields) < sumCounts(counts[:i]) {
					fields = append(fields, ast.Ident{})
				}
				anonymous := c.Source.Family == "presto" && anonymousRows(a)
				for _, f := range t.Elem.Fields {
					if anonymous {
						f = &ast.FieldType{} // the made-up names of the type are no names
					}
					fields = append(fields, f.Name)
				}
			}
		case g.Collection == ast.CollArray:
			counts[i] = 1
		default:
			known = false
		}
		g.Columns = counts[i]
		types = append(types, padTypes(et, counts[i])...)
		l.Gens = append(l.Gens, g)
	}
	nOrd := 0
	if l.Ordinality != nil && u.Offset == nil {
		nOrd = 1
	}
	if !known {
		// Without types, the alias count decides (T5): with one argument,
		// all names but the ordinality's are its columns.
		if len(u.Args) == 1 && len(names) > nOrd {
			n := len(names) - nOrd
			g := l.Gens[0]
			g.Columns = n
			if n == 1 {
				// A map yields two columns. (An array of one-field rows would
				// expand in Trino; that rare shape needs a schema.)
				g.Collection = ast.CollArray
			}
			if n > 1 && !c.expandsStructs() {
				g.Collection = ast.CollMap
			}
			// Otherwise two names or more may unnest a map or expand an
			// array of rows: the collection stays unknown, and a target
			// for which the two differ refuses.
			counts[0] = n
			known = true
			types = nil
		} else if len(u.Args) > 1 && len(names) == c.unnestColumnsIfArrays(l.Gens, counts)+nOrd {
			// One name for each argument not known, beside the columns of
			// those known (a zip's, a map's): the others are arrays.
			for i, g := range l.Gens {
				if g.Collection == ast.CollUnknown {
					g.Columns, counts[i] = 1, 1
					g.Collection = ast.CollArray
				}
			}
			known = true
			types = nil
		}
	}
	total := 0
	for _, n := range counts {
		total += n
	}
	if c.Source.Family == "presto" && known && len(names) > 0 && len(names) < total+nOrd {
		// Trino and Presto name every column of an aliased relation or
		// none ("Column alias list has 1 entries but 'u' has 2 columns
		// available", MISMATCHED_COLUMN_ALIASES), WITH ORDINALITY's too.
		hint := "name every column the UNNEST yields"
		if nOrd == 1 {
			hint += ", the ordinality last"
		}
		c.Refuse("T013", u, hint, "UNNEST yields %d column(s) but %d name(s) were given, and %s requires a name for each",
			total+nOrd, len(names), c.Source.Name)
		return nil
	}
	if nOrd == 1 && len(names) == total+1 {
		l.Ordinality.Name = names[len(names)-1]
		names = names[:len(names)-1]
	}
	switch {
	case known && len(names) > total:
		c.Refuse("T013", u, "", "UNNEST yields %d column(s) but %d name(s) were given", total, len(names))
		return nil
	case known:
		// Trino and Presto leave a column no alias or field names
		// without a name, and name it in the result only, _col and its
		// position there (LogicalPlanner's output names): the executor,
		// told so by Unnamed, names it so.
		presto := c.Source.Family == "presto"
		unnamed := make([]bool, total+nOrd)
		anyUnnamed := false
		for i := 0; i < total; i++ {
			if i < len(names) {
				cols = append(cols, names[i])
			} else if i < len(fields) && fields[i].Name != "" {
				cols = append(cols, fields[i])
			} else if d := c.defaultUnnestCol(l.Gens, alias, total, i); d.Name != "" {
				cols = append(cols, d)
			} else {
				cols = append(cols, c.Fresh("c"))
				unnamed[i], anyUnnamed = presto, anyUnnamed || presto
			}
		}
		if nOrd == 1 && len(names) == 0 && presto {
			unnamed[total], anyUnnamed = true, true
		}
		if anyUnnamed {
			l.Unnamed = unnamed
		}
	default:
		cols = names
	}
	if alias.Name == "" {
		alias = c.Fresh("u")
		alias.Span = u.Span
	}
	l.Alias = &ast.Alias{Span: u.Span, Name: alias, Columns: cols}
	if len(types) == len(cols) {
		l.Types = types
	}
	return l
}

// unnestColumnsIfArrays is the number of columns of an UNNEST of gens
// whose arguments not known (counts 0) each yield one column, the known
// ones their counts.
func (c *Context) unnestColumnsIfArrays(gens []*ast.Generator, counts []int) int {
	n := 0
	for i, g := range gens {
		if g.Collection == ast.CollUnknown {
			n++
		} else {
			n += counts[i]
		}
	}
	return n
}

// defaultUnnestCol is the source's default name for value column i of an
// UNNEST (T7), or the zero Ident when the source leaves it unnamed.
func (c *Context) defaultUnnestCol(gens []*ast.Generator, alias ast.Ident, total, i int) ast.Ident {
	coll := ast.CollArray
	if len(gens) == 1 {
		coll = gens[0].Collection
	}
	d := c.defaults("explode", coll, total, alias.Name)
	if i < len(d.Values) && d.Values[i] != "" && len(gens) == 1 {
		return ast.Ident{Name: d.Values[i]}
	}
	return ast.Ident{}
}

// refuseDuckDBMapUnnest refuses (T012) a DuckDB unnest of a value known to
// be a map, which DuckDB rejects ("UNNEST() can only be applied to lists,
// structs and NULL", DuckDB 1.5), where the other sources yield its
// entries.
func (c *Context) refuseDuckDBMapUnnest(arg ast.Expr, coll ast.CollectionKind) bool {
	if c.Source.Name != "duckdb" || coll != ast.CollMap {
		return false
	}
	c.Refuse("T012", arg, "unnest map_keys(m) and map_values(m) in one select list, or map_entries(m)",
		"DuckDB's unnest takes a list or a struct, not a map")
	return true
}

// expandsStructs: the source's UNNEST turns ROW elements into columns
// (Trino/Presto, and PostgreSQL for composite types); DuckDB's does not.
func (c *Context) expandsStructs() bool {
	return c.Source.Family == "presto" || c.Source.Name == "postgres" || c.Source.Name == "ansi"
}

// anonymousRows reports whether the elements of the array a are rows
// whose fields have no names in Trino and Presto: an ARRAY constructor of
// ROW(...) without names, a zip (RowType.anonymous). Their columns in an
// UNNEST are unnamed. The rows of another array keep the field names of
// its type.
func anonymousRows(a ast.Expr) bool {
	switch x := a.(type) {
	case *ast.Array:
		if len(x.Elems) == 0 {
			return false
		}
		for _, e := range x.Elems {
			r, ok := e.(*ast.Struct)
			if !ok {
				return false
			}
			for _, f := range r.Fields {
				if f.Name != nil {
					return false
				}
			}
		}
		return true
	case *ast.Func:
		return len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "zip")
	}
	return false
}

// sumCounts is the sum of counts.
func sumCounts(counts []int) int {
	n := 0
	for _, k := range counts {
		n += k
	}
	return n
}

func padTypes(ts []*ast.TypeName, n int) []*ast.TypeName {
	out := make([]*ast.TypeName, n)
	copy(out, ts)
	return out
}

// tableFuncLateral: a function call in FROM.
func (c *Context) tableFuncLateral(tf *ast.TableFunc, sc *scope) *ast.Lateral {
	gc := genCall{f: tf.Func, node: tf, ordinality: tf.Ordinality}
	if tf.Alias != nil {
		gc.alias = tf.Alias.Name
		gc.names = tf.Alias.Columns
	}
	spec, ok := lookupGenerator(tf.Func)
	if c.Source.Family == "presto" {
		if c.refuseTrinoTableFunc(tf, ok) {
			return nil
		}
		if ok {
			// the sequence table function's column is a BIGINT
			f := *tf.Func
			f.Args = make([]ast.Expr, len(tf.Func.Args))
			for i, a := range tf.Func.Args {
				f.Args[i] = bigintLiteral(a)
			}
			gc.f = &f
		}
	}
	if !ok {
		if l, done := c.scalarInFrom(tf); done {
			return l
		}
		spec = genSpec{name: nameOf(tf.Func), kind: ast.GenFunc}
	}
	gc.spec = spec
	if strings.EqualFold(tf.Func.Name.Last().Name, "unnest") && len(tf.Func.Args) > 1 {
		// unnest(a, b) in FROM is a zip, as UNNEST(a, b).
		u := &ast.Unnest{Span: tf.Span, Args: tf.Func.Args, Ordinality: tf.Ordinality, Alias: tf.Alias}
		return c.unnestLateral(u, sc)
	}
	if spec.kind == ast.GenUnnest && spec.split == "" && spec.pos == nil && !spec.outer {
		u := &ast.Unnest{Span: tf.Span, Args: tf.Func.Args, Ordinality: tf.Ordinality, Alias: tf.Alias}
		return c.unnestLateral(u, sc)
	}
	return c.buildLateral(gc, sc)
}

// scalarInFrom reads a call in FROM of a function the catalog knows as
// scalar, aggregate or window function (done is false for any other: a
// generator, a table function the catalog does not know). PostgreSQL
// reads it as a table of one row whose one column is named by the alias's
// column, else the alias, else the function (PostgreSQL 15 manual, 7.2.1.4
// Table Functions): that is LATERAL (SELECT f(args) AS col) AS alias, which
// every target spells as it spells a LATERAL subquery. In another source's
// FROM such a name is a table function of its own (DuckDB's repeat), which
// is refused. Trino and Presto
// call only table functions in TABLE(...): such a call is refused there
// (their sequence table function is generate_series when its arguments
// can be read: dialects/functions.go, fnTrinoSequenceTable).
func (c *Context) scalarInFrom(tf *ast.TableFunc) (l *ast.Lateral, done bool) {
	f := tf.Func
	if c.Source.Family == "presto" && len(f.Name) > 1 && strings.EqualFold(f.Name.Last().Name, "sequence") {
		c.Refuse("T057", f, "write it without the qualifier: TABLE(sequence(...))",
			"lateral reads %s's sequence table function by its unqualified name only", c.Source.Name)
		return nil, true
	}
	if len(f.Name) != 1 || f.Name[0].Quoted {
		return nil, false
	}
	cf, ok := catalog.Lookup(strings.ToLower(f.Name[0].Name))
	if !ok || cf.Kind == catalog.Generator {
		return nil, false
	}
	// PostgreSQL names the column after the function as written
	// (ceiling, not the catalog's ceil), trim after the btrim it reads.
	name := f.Name[0].Name
	if w := string(f.Written); w != "" && !strings.HasPrefix(w, `"`) {
		name = strings.ToLower(w)
	}
	if name == "trim" {
		name = "btrim"
	}
	switch {
	case c.Source.Family == "presto":
		if strings.EqualFold(name, "sequence") {
			_, _, _, why := TrinoSequenceArgs(f)
			c.Refuse("T057", f, "unnest the array instead: UNNEST(sequence(...))", "%s's sequence table function cannot be read here: %s", c.Source.Name, why)
			return nil, true
		}
		c.Refuse("T057", f, "call it in the select list", "%s is not a table function: %s calls only table functions in TABLE(...)", name, c.Source.Name)
		return nil, true
	case c.Source.Name != "postgres" && c.Source.Name == c.Target.Name:
		return nil, false
	case c.Source.Name != "postgres":
		// DuckDB's FROM takes table functions only: repeat(x, n) there
		// is its table function of n rows, not the string function.
		c.Refuse("T057", f, "write the rows another way (a series, UNNEST of an array)",
			"%s in FROM: %s calls only table functions there, and lateral does not translate a table function named like the scalar function %s",
			name, c.Source.Name, name)
		return nil, true
	case cf.Kind != catalog.Scalar:
		c.Refuse("T057", f, "call it in the select list",
			"%s is an aggregate or window function, which PostgreSQL does not allow in FROM", name)
		return nil, true
	}
	cols := []ast.Ident{{Span: tf.Span, Name: name}}
	if tf.Ordinality {
		// WITH ORDINALITY numbers the one row 1, a BIGINT.
		cols = append(cols, ast.Ident{Span: tf.Span, Name: "ordinality"})
	}
	alias := ast.Ident{Span: tf.Span, Name: name}
	if tf.Alias != nil {
		alias = tf.Alias.Name
		cols[0] = alias
		if len(tf.Alias.Columns) > len(cols) {
			c.Refuse("T013", tf.Alias, "", "the function %s gives %d column(s) but %d names were given", name, len(cols), len(tf.Alias.Columns))
			return nil, true
		}
		copy(cols, tf.Alias.Columns)
	}
	sel := &ast.Select{Span: tf.Span, Items: []*ast.SelectItem{{Span: tf.Span, Expr: f, Alias: &cols[0]}}}
	if tf.Ordinality {
		one := &ast.Cast{Span: tf.Span, X: &ast.Literal{Span: tf.Span, Kind: ast.LitInt, Value: "1"}, Type: &ast.TypeName{Span: tf.Span, Kind: ast.TypeBigInt}}
		sel.Items = append(sel.Items, &ast.SelectItem{Span: tf.Span, Expr: one, Alias: &cols[1]})
	}
	return &ast.Lateral{Span: tf.Span, Gens: []*ast.Generator{{Span: tf.Span, Kind: ast.GenSubquery,
		Query: &ast.Query{Span: tf.Span, Body: sel}}}, Alias: &ast.Alias{Span: tf.Span, Name: alias}}, true
}

// refuseTrinoTableFunc refuses, for a Trino or Presto source, a call in
// FROM that Trino rejects: a generator of the catalog other than the
// sequence table function (the front-end reads that one as
// generate_series; another dialect's generate_series, explode or unnest
// is no Trino table function), and WITH ORDINALITY, which Trino takes
// after UNNEST only. True when refused.
func (c *Context) refuseTrinoTableFunc(tf *ast.TableFunc, generator bool) bool {
	switch {
	case tf.Ordinality:
		c.Refuse("T057", tf, "number the rows with UNNEST(...) WITH ORDINALITY",
			"%s takes WITH ORDINALITY after UNNEST only, not after a table function", c.Source.Name)
		return true
	case generator && !strings.EqualFold(string(tf.Func.Written), "sequence"):
		name := tf.Func.Name.Last().Name
		if w := string(tf.Func.Written); w != "" {
			name = w
		}
		c.Refuse("T057", tf.Func, "unnest an array instead: UNNEST(...)",
			"%s is not a table function: %s calls only table functions in TABLE(...)", name, c.Source.Name)
		return true
	}
	return false
}

// rowsFromLateral: ROWS FROM (f(...), g(...)) zips its functions.
func (c *Context) rowsFromLateral(rf *ast.RowsFrom, sc *scope) *ast.Lateral {
	l := &ast.Lateral{Span: rf.Span}
	var cols []ast.Ident
	for _, f := range rf.Funcs {
		tf := &ast.TableFunc{Span: f.Span, Func: f}
		one := c.tableFuncLateral(tf, sc)
		if one == nil {
			return nil
		}
		l.Gens = append(l.Gens, one.Gens...)
		cols = append(cols, one.Alias.Columns...)
	}
	var names []ast.Ident
	var alias ast.Ident
	if rf.Alias != nil {
		alias, names = rf.Alias.Name, rf.Alias.Columns
	}
	if rf.Ordinality {
		l.Ordinality = &ast.Ordinality{Span: rf.Span, Base: 1, Name: ast.Ident{Name: "ordinality"}}
		if len(names) == len(cols)+1 {
			l.Ordinality.Name = names[len(names)-1]
			names = names[:len(names)-1]
		}
	}
	if len(names) > len(cols) {
		c.Refuse("T013", rf, "", "ROWS FROM yields %d column(s) but %d name(s) were given", len(cols), len(names))
		return nil
	}
	copy(cols, names)
	if alias.Name == "" {
		alias = c.Fresh("r")
	}
	l.Alias = &ast.Alias{Span: rf.Span, Name: alias, Columns: cols}
	return l
}
