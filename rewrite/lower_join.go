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
	if c.Target.is("snowflake", "drill") {
		// A lateral inside a join goes into a subquery of its own first.
		pred, lower := commaWrap, func(q *ast.Query) *ast.Query { return lowerJoin(c, snowflakeLateral(c, q)) }
		if c.Target.Name == "drill" {
			pred, lower = drillWrap, func(q *ast.Query) *ast.Query { return lowerJoin(c, drillSubqueryUnnests(c, q)) }
		}
		nq, ns, ok := c.wrapLateralSides(q, s, pred, lower)
		if !ok {
			return q
		}
		if !hasLateral(ns.From) {
			c.Fire(passLowerJoin)
			return nq
		}
		return c.lowerFlatten(nq, ns) // lower_flatten.go
	}
	if c.Target.Name == "ansi" {
		if q, s, ok = c.ansiStructFields(q, s); !ok { // ansi_struct.go
			return q
		}
	}
	// The scope types the arrays PostgreSQL unnests (pgElemsUnknown).
	sc := c.scopeOf(s.From)
	sc.outer = c.outer[s.Span]
	if c.Target.Name == "postgres" {
		if ns := c.pgSelectList(q, s, sc); ns != nil {
			c.Fire(passLowerJoin)
			nq := *q
			nq.Body = ns
			return &nq
		}
	}
	if c.Target.Name == "duckdb" {
		if ns := duckdbSelectZip(q, s); ns != nil {
			c.Fire(passLowerJoin)
			nq := *q
			nq.Body = ns
			return &nq
		}
	}
	var subs []subst
	from := make([]ast.TableExpr, len(s.From))
	for i, item := range s.From {
		t := c.joinLaterals(item, &subs, sc)
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
func (c *Context) joinLaterals(t ast.TableExpr, subs *[]subst, sc *scope) ast.TableExpr {
	switch x := t.(type) {
	case *ast.Join:
		left := c.joinLaterals(x.Left, subs, sc)
		right := c.joinLaterals(x.Right, subs, sc)
		if left == nil || right == nil {
			return nil
		}
		return joinOf(x, left, right)
	case *ast.Lateral:
		var input ast.TableExpr
		if x.Input != nil {
			if input = c.joinLaterals(x.Input, subs, sc); input == nil {
				return nil
			}
		}
		item := c.generatorItem(x, subs, sc)
		if item == nil {
			return nil
		}
		if input == nil {
			if x.Outer {
				// A lone outer generator still yields one row: join it to a
				// one-row relation.
				return joinOnto(oneRow(x.Span, c.Fresh("one")), item, x)
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

// substInto applies subs to the column references of item, a nested query
// that applySubst does not enter for a bare name, so an earlier lateral's
// column read there (BigQuery's WITH OFFSET o) is rewritten: the recursive
// CTE of an ANSI SQL series, whose own columns have fresh names, which no
// substitution matches, and PostgreSQL's select-list unnest, which has no
// FROM. A bare name inside a subquery expression (a series argument's
// (SELECT o FROM s)) is that subquery's own, as applySubst reads it.
func substInto(item ast.TableExpr, subs []subst) ast.TableExpr {
	if len(subs) == 0 || item == nil {
		return item
	}
	inner := map[ast.Node]bool{}
	ast.Inspect(item, func(n ast.Node) bool {
		var q *ast.Query
		switch x := n.(type) {
		case *ast.Subquery:
			q = x.Query
		case *ast.Exists:
			q = x.Query
		case *ast.InSubquery:
			q = x.Query
		case *ast.Quantified:
			q = x.Query
		case *ast.ArrayQuery:
			q = x.Query
		}
		if q != nil {
			ast.Inspect(q, func(m ast.Node) bool {
				if m != nil {
					inner[m] = true
				}
				return true
			})
			return false
		}
		return true
	})
	return ast.Rewrite(item, func(n ast.Node) ast.Node {
		if cr, ok := n.(*ast.ColumnRef); ok {
			if r := matchSubst(cr, subs, inner[cr]); r != nil {
				return ast.Clone(r)
			}
		}
		return n
	}).(ast.TableExpr)
}

// generatorItem is the FROM item that yields a Lateral's rows in the target.
func (c *Context) generatorItem(l *ast.Lateral, subs *[]subst, sc *scope) ast.TableExpr {
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
	if c.Target.Name == "ansi" {
		if item, ok := c.ansiRecursiveItem(l, sc); ok { // ansi_series.go
			return substInto(item, *subs)
		}
	}
	switch {
	case c.Target.Family == "presto" || c.Target.Name == "ansi":
		if c.Target.Name == "ansi" || c.Source.Family != "presto" {
			// A zip expanded into columns (Spark inline(arrays_zip(a, b)),
			// Trino UNNEST(zip(a, b)) toward ANSI, which has no zip) is the
			// zip of its arrays in one UNNEST (zipMembers).
			if zl, refused := c.zipMembers(l, sc); refused { // zip_lowering.go
				return nil
			} else if zl != nil {
				l = zl
			}
		}
		// UNNEST(x) AS t(a, b) spells a map's entries and an array of rows'
		// fields alike: named columns need not know which.
		if !c.knownCollections(l, len(l.Alias.Columns) > 0) {
			return nil
		}
		return c.unnestItem(l, subs)
	case c.Target.is("postgres", "duckdb"):
		if zl, refused := c.zipMembers(l, sc); refused { // zip_lowering.go
			return nil
		} else if zl != nil {
			l = zl
		}
		if c.Target.Name == "postgres" {
			if c.pgRefuseStructUnnest(l, sc) {
				return nil
			}
			if item := c.pgStructArray(l, subs, sc); item != nil {
				return item
			}
		} else if item := c.duckStructFields(l, subs, sc); item != nil {
			return item
		} else if item, ok := c.duckMapItem(l); ok { // duck_map.go
			return item
		}
		for _, gg := range l.Gens {
			if gg.Kind == ast.GenUnnest && gg.Collection == ast.CollUnknown && gg.Columns > 1 {
				// A map or an array of rows expanded into fields: the
				// target spells the two differently (or has no maps), and
				// no one form reads both (DuckDB's unnest takes no map).
				c.Refuse("T056", gg, "give the column's type with --schema (or a CREATE TABLE in the script)",
					"cannot tell whether %s is a map or an array of rows, which %s spells differently", exprName(gg.Args[0]), c.Target.Name)
				return nil
			}
			if gg.Kind == ast.GenInline && len(gg.Args) == 1 {
				if t := c.typeOf(gg.Args[0], sc); t == nil || t.Kind == ast.TypeUnknown {
					// inline of a column known to be an array of structs
					// is spelled above (pgStructArray, duckStructFields).
					c.Refuse("T056", gg, "give the column's type with --schema (or a CREATE TABLE in the script)",
						"the element type of %s is not known; %s expands the fields of struct elements only for an array known to be of structs", exprName(gg.Args[0]), c.Target.Name)
					return nil
				}
			}
		}
		if !c.knownCollections(l, false) {
			return nil
		}
		if c.Target.Name == "postgres" && c.pgElemsUnknown(l, sc) {
			return c.pgSelectListItem(l, subs)
		}
		return c.functionItem(l, subs)
	case c.Target.Name == "bigquery":
		return c.bigqueryItem(l, subs, sc)
	}
	c.Refuse("T062", l, "translate to trino, postgres, duckdb, spark or hive",
		"the lateral %s is not supported for %s yet", g.Kind, c.Target.Name)
	return nil
}

// knownCollections refuses (T056) a lateral unnesting a value not known to
// be an array or a map, unless named columns make the two alike.
func (c *Context) knownCollections(l *ast.Lateral, namedAlike bool) bool {
	for _, gg := range l.Gens {
		if gg.Kind == ast.GenUnnest && gg.Collection == ast.CollUnknown && !namedAlike {
			c.Refuse("T056", gg, "give the column's type with --schema (or a CREATE TABLE in the script), or name the generated columns",
				"cannot tell whether %s is an array or a map (or an array of rows), which %s spells differently", exprName(gg.Args[0]), c.Target.Name)
			return false
		}
	}
	return true
}

func (c *Context) refuseMapOrExpand(g *ast.Generator) {
	hint, msg := c.mapOrExpandWords(g) // duck_map.go
	c.Refuse("T064", g, hint, "%s", msg)
}

// tableFuncItem is fn in FROM as l's relation: l's alias and columns, and WITH ORDINALITY
// with its column when l numbers its rows.
func (c *Context) tableFuncItem(l *ast.Lateral, fn *ast.Func, subs *[]subst) *ast.TableFunc {
	tf := &ast.TableFunc{Span: l.Span, Func: fn}
	cols := append([]ast.Ident(nil), l.Alias.Columns...)
	if l.Ordinality != nil {
		tf.Ordinality = true
		cols = append(cols, c.ordinalitySubst(l, subs))
	}
	tf.Alias = &ast.Alias{Span: l.Span, Name: l.Alias.Name, Columns: cols}
	return tf
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
			if g.Kind == ast.GenUnnest && !g.Expand && g.Collection != ast.CollMap && (l.Types != nil && structElem(l, g) || c.elemMayBeRow(l, g)) {
				// Keep each struct whole: UNNEST would expand its fields.
				x := ast.Ident{Name: "x"}
				arg = &ast.Func{Span: g.Span, Name: ast.QName{{Name: "transform"}}, Args: []ast.Expr{arg,
					&ast.Lambda{Span: g.Span, Params: []ast.Ident{x}, Body: &ast.Struct{Span: g.Span, Fields: []*ast.StructField{
						{Span: g.Span, Value: &ast.ColumnRef{Span: g.Span, Name: ast.QName{x}}}}}}}}
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
		case ast.GenJSONTuple:
			if len(l.Gens) == 1 && c.Target.is("trino", "presto") {
				return c.trinoJSONTuple(l, g) // trino_json_tuple.go
			}
			fallthrough
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

// elemMayBeRow: g's elements are of a type not known (no schema, a
// value computed), which may be a struct, from a source whose unnest keeps
// a struct whole (Spark's and Hive's explode, DuckDB's unnest...), where
// Trino's UNNEST would expand its fields (T5): a one-field ROW around
// each element is expanded back into the element whatever its type.
// Not from PostgreSQL, Trino, Presto and ANSI SQL, whose unnest expands a
// row's fields too; not toward ANSI SQL, which has no lambda (its UNNEST
// runs on PostgreSQL, expanding as Trino does); not for an array
// written so that it holds no struct (notStructExpr).
func (c *Context) elemMayBeRow(l *ast.Lateral, g *ast.Generator) bool {
	if c.Source.is("postgres", "trino", "presto", "ansi") || !c.Target.is("trino", "presto") || len(l.Types) != len(l.Gens) && l.Types != nil {
		return false
	}
	if notStructExpr(g.Args[0]) {
		return false
	}
	for i, gg := range l.Gens {
		if gg == g {
			return l.Types == nil || l.Types[i] == nil || l.Types[i].Kind == ast.TypeUnknown
		}
	}
	return false
}

// notStructExpr: e is written so that it is no struct, nor an array or
// map of structs: a literal, arithmetic, a cast to a type without a
// struct, a constructor of such values.
func notStructExpr(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Literal, *ast.TypedLit:
		return true
	case *ast.Unary:
		return notStructExpr(x.X)
	case *ast.Binary:
		return x.Op != ast.OpConcat || notStructExpr(x.L) && notStructExpr(x.R)
	case *ast.Cast:
		return x.Type != nil && !hasStruct(x.Type)
	case *ast.Array:
		for _, el := range x.Elems {
			if !notStructExpr(el) {
				return false
			}
		}
		return true
	}
	return false
}

// structElem reports whether g's elements are known to be structs. Types
// has one entry per column: generator i is column i only when every
// generator gives one column.
func structElem(l *ast.Lateral, g *ast.Generator) bool {
	if len(l.Types) != len(l.Gens) {
		return false
	}
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
		if item, ok := c.zipSeriesItem(l, subs); ok { // zip_lowering.go
			return item
		}
		var args []ast.Expr
		for _, gg := range l.Gens {
			if gg.Kind != ast.GenUnnest || gg.Collection == ast.CollMap || gg.Expand {
				c.Refuse("T053", gg, "", "only arrays can be zipped in %s", c.Target.Name)
				return nil
			}
			args = append(args, gg.Args[0])
		}
		if c.Target.Name == "duckdb" {
			return c.duckdbZip(l, args, nil)
		}
		fn = call(g, "unnest", args...)
	case g.Kind == ast.GenUnnest:
		if g.Collection == ast.CollMap || g.Expand {
			c.refuseMapOrExpand(g)
			return nil
		}
		if len(l.Types) == 1 && l.Types[0] != nil && l.Types[0].Kind == ast.TypeArray && c.Target.Name == "postgres" {
			c.Refuse("T065", g, "", "PostgreSQL's unnest flattens nested arrays completely; an array of arrays cannot be unnested one level")
			return nil
		}
		if len(l.Types) == 1 && l.Types[0] != nil && l.Types[0].Kind == ast.TypeStruct && c.Target.Name == "postgres" {
			c.Refuse("T068", g, "use DuckDB, Trino, Spark or Hive as the target",
				"PostgreSQL's unnest expands composite elements into their fields; an array of structs kept whole can be unnested there only from a column of a known composite type")
			return nil
		}
		fn = call(g, "unnest", g.Args[0])
	case g.Kind == ast.GenSeries:
		if c.refuseDuckDBFractionalSeries(l, g) {
			return nil
		}
		if g.EndExclusive && c.Target.Name == "duckdb" {
			fn = call(g, "range", g.Args...)
		} else if fn = c.pgIntervalRange(l, g); fn == nil { // zip_lowering.go
			if fn = c.seriesCall(g); fn == nil {
				return nil
			}
		}
	case g.Kind == ast.GenStack:
		return c.valuesItem(l, g)
	case g.Kind == ast.GenJSONArray && c.Target.Name == "postgres" && (g.ElemType == ast.TypeJSON || g.ElemType == ast.TypeString):
		fn = call(g, pgJSONFunc(g), c.pgJSONArrayArg(l, g))
	case c.Target.Name == "duckdb" && (g.Kind == ast.GenJSONTuple || g.Kind == ast.GenJSONArray):
		return c.duckJSONItem(l, g) // duck_json.go
	case c.Target.Name == "postgres" && g.Kind == ast.GenJSONTuple:
		return c.pgJSONTuple(l, g) // duck_json.go
	case g.Kind == ast.GenJSONEach && c.Target.Name == "postgres":
		fn = call(g, pgJSONFunc(g), c.pgJSONEachArgs(l, g)...)
	case g.Kind == ast.GenFunc:
		fn = call(g, g.Name.Last().Name, g.Args...)
		fn.Name = g.Name
	default:
		c.Refuse("T057", g, "use a target that has this generator",
			"the %s generator %s cannot be expressed in %s", g.Kind, g.Name.Last().Name, c.Target.Name)
		return nil
	}
	return c.tableFuncItem(l, fn, subs)
}

// duckdbSelectZip spells a select that only projects the columns of a lone
// zip of arrays (SELECT a, b FROM UNNEST(x, y) AS t(a, b)) with DuckDB's
// select-list unnests, which zip the same way (the shorter padded with
// NULL): SELECT unnest(x) AS a, unnest(y) AS b. Every array must be read,
// since the longest decides the row count; nil when s is not of that form.
func duckdbSelectZip(q *ast.Query, s *ast.Select) *ast.Select {
	if len(s.From) != 1 || s.Where != nil || s.GroupBy != nil || s.Having != nil || len(s.Windows) > 0 ||
		s.Qualify != nil || s.Distinct || len(s.DistinctOn) > 0 || len(s.LateralViews) > 0 {
		return nil
	}
	l, ok := s.From[0].(*ast.Lateral)
	if !ok || l.Input != nil || len(l.Gens) < 2 || l.Outer || l.On != nil || l.Ordinality != nil ||
		len(l.Alias.Columns) != len(l.Gens) {
		return nil
	}
	for _, g := range l.Gens {
		if g.Kind != ast.GenUnnest || g.Collection != ast.CollArray || g.Expand {
			return nil
		}
	}
	return selectListOf(q, s, l, func(*ast.Generator) string { return "unnest" })
}

// duckdbZip: DuckDB zips the unnests of one select list, padding with NULL,
// so a zip is a LATERAL subquery of unnests. A position is one more unnest
// of it (duckPositions, over lens, the lengths of the collections, one per
// argument when nil), placed and numbered as the source does
// (posexplode's 0-based first column, WITH ORDINALITY's 1-based last one),
// so references to it need no rewriting; an outer zip's position is NULL
// on its kept row from the LEFT JOIN. DuckDB resolves a bare name in a
// select list to an earlier item's alias, so where an argument reads a
// bare name that is also a column's, the items take fresh names and the
// subquery's alias lists the columns: unnest(a) AS a, ... len(a) would
// read the item.
func (c *Context) duckdbZip(l *ast.Lateral, args, lens []ast.Expr) ast.TableExpr {
	sel := &ast.Select{Span: l.Span}
	for i, a := range args {
		name := l.Alias.Columns[i]
		sel.Items = append(sel.Items, &ast.SelectItem{Span: a.SpanOf(), Alias: &name,
			Expr: &ast.Func{Span: a.SpanOf(), Name: ast.QName{{Name: "unnest"}}, Args: []ast.Expr{a}}})
	}
	if o := l.Ordinality; o != nil {
		if lens == nil {
			for _, a := range args {
				lens = append(lens, canonCall(a.SpanOf(), "cardinality", a))
			}
		}
		for _, a := range args {
			if c.refuseReadTwice(a, "for its elements and its length") {
				return nil
			}
		}
		name := o.Name
		pos := &ast.SelectItem{Span: o.Span, Alias: &name, Expr: duckPositions(o.Span, lens, o.Base)}
		if o.First {
			sel.Items = append([]*ast.SelectItem{pos}, sel.Items...)
		} else {
			sel.Items = append(sel.Items, pos)
		}
	}
	alias := &ast.Alias{Span: l.Span, Name: l.Alias.Name}
	var cols []ast.Ident
	for _, it := range sel.Items {
		cols = append(cols, *it.Alias)
	}
	if readsBareName(args, cols) {
		alias.Columns = cols
		for _, it := range sel.Items {
			name := c.Fresh("c")
			it.Alias = &name
		}
	}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: sel}, Alias: alias}
}

// readsBareName: one of args reads an unqualified name that is one of
// names.
func readsBareName(args []ast.Expr, names []ast.Ident) bool {
	found := false
	for _, a := range args {
		ast.Inspect(a, func(n ast.Node) bool {
			if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) == 1 {
				for _, nm := range names {
					found = found || strings.EqualFold(cr.Name[0].Name, nm.Name)
				}
			}
			return !found
		})
	}
	return found
}

// refuseReadTwice refuses (T073) a collection a translation reads twice
// (why: for what) when it calls a function that may give another value at
// each evaluation.
func (c *Context) refuseReadTwice(arg ast.Expr, why string) bool {
	f := volatileCall(arg)
	if f == nil {
		return false
	}
	c.Refuse(codeVolatile, f, "compute the collection once in a subquery and unnest its column",
		"%s reads the collection twice, %s, and %s may give another value each time", c.Target.Name, why, f.Name.Last().Name)
	return true
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
// Other laterals are spelled, or refused, by bigqueryLower
// (bigquery_lower.go).
func (c *Context) bigqueryItem(l *ast.Lateral, subs *[]subst, sc *scope) ast.TableExpr {
	if item, done := c.bigqueryLower(l, subs, sc); done {
		return item
	}
	g := l.Gens[0]
	alias := strings.ToLower(l.Alias.Name.Name)
	// The value takes the column's own name, so translating the output
	// again changes nothing; alias.col becomes the bare name.
	if !c.knownCollections(l, false) {
		return nil
	}
	value := l.Alias.Columns[0]
	renamed := false
	if bigqueryNameTaken(*subs, value.Name) {
		// Another UNNEST of the query already names its value so
		// (LATERAL VIEW ... e1 AS x LATERAL VIEW ... e2 AS x): this one
		// takes a fresh name, read through alias.col.
		value, renamed = c.Fresh("v"), true
	}
	valueRef := &ast.ColumnRef{Span: l.Span, Name: ast.QName{value}}
	*subs = append(*subs, subst{alias: alias, col: strings.ToLower(l.Alias.Columns[0].Name), qualifiedOnly: true, expr: valueRef})
	u := &ast.Unnest{Span: l.Span, Args: []ast.Expr{g.Args[0]}, Alias: &ast.Alias{Span: l.Span, Name: value}}
	// alias.* names the lateral's columns, in the source's order.
	star := []*ast.SelectItem{{Span: l.Span, Expr: valueRef}}
	if renamed {
		col := l.Alias.Columns[0]
		star[0].Alias = &col
	}
	if o := l.Ordinality; o != nil {
		off := o.Name
		// A fresh name for a shifted position, or when the name is this
		// UNNEST's value or another UNNEST's value or offset already
		// (two posexplode laterals both named pos): BigQuery's names are
		// the query's own, not the alias's.
		renamedOff := o.Base != 0 || strings.EqualFold(off.Name, value.Name) || bigqueryNameTaken(*subs, off.Name)
		if renamedOff {
			off = c.Fresh("off")
		}
		u.Offset = &off
		*subs = append(*subs, subst{alias: alias, col: strings.ToLower(o.Name.Name), qualifiedOnly: o.Base == 0,
			expr: offsetExpr(off, o.Base, l.Span), reordered: o.First})
		pos := &ast.SelectItem{Span: l.Span, Expr: offsetExpr(off, o.Base, l.Span)}
		if renamedOff {
			name := o.Name
			pos.Alias = &name
		}
		if o.First {
			star = append([]*ast.SelectItem{pos}, star...)
		} else {
			star = append(star, pos)
		}
	}
	*subs = append(*subs, subst{alias: alias, star: star})
	return u
}

// bigqueryNameTaken: an UNNEST of the query already names its value or
// offset name (a substitution reads it as the bare name).
func bigqueryNameTaken(subs []subst, name string) bool {
	for _, sb := range subs {
		if r, ok := sb.expr.(*ast.ColumnRef); ok && len(r.Name) == 1 && strings.EqualFold(r.Name[0].Name, name) {
			return true
		}
	}
	return false
}

func offsetExpr(off ast.Ident, base int, sp ast.Span) ast.Expr {
	ref := &ast.ColumnRef{Span: sp, Name: ast.QName{off}}
	if base == 0 {
		return ref
	}
	return plusInt(ref, base, sp)
}

// pgElemsUnknown: l unnests some array whose element type is not known to
// be a scalar. PostgreSQL's unnest in FROM (and so unnest(a, b), which is
// ROWS FROM of one unnest per array) expands a composite element into its
// fields, the value column then being the first field, so such a lateral is
// spelled with select-list set-returning functions (pgSelectListItem),
// which yield a composite element whole and a scalar one alike. False where
// functionItem refuses (maps, expanded fields, a lone array of arrays or of
// structs) or where every element is known to be a scalar.
func (c *Context) pgElemsUnknown(l *ast.Lateral, sc *scope) bool {
	if len(l.Gens) == 1 && len(l.Types) == 1 && l.Types[0] != nil &&
		(l.Types[0].Kind == ast.TypeArray || l.Types[0].Kind == ast.TypeStruct) {
		return false
	}
	aligned := len(l.Types) == len(l.Gens) && len(l.Alias.Columns) == len(l.Gens)
	unknown := false
	for i, g := range l.Gens {
		switch g.Kind {
		case ast.GenUnnest:
			if g.Collection != ast.CollArray || g.Expand {
				return false
			}
			if !c.pgScalarArray(g.Args[0], sc) || aligned && l.Types[i] != nil && l.Types[i].Kind != ast.TypeUnknown && !pgScalar(l.Types[i]) {
				unknown = true
			}
		case ast.GenSeries:
		default:
			return false
		}
	}
	// Every generator here yields one column, which the alias names.
	return unknown && len(l.Alias.Columns) == len(l.Gens)
}

// pgScalarArray: e is an array of scalars as written, which translating
// the output again reads the same way: a column of known type, a cast, an
// array constructor, a subscript, a split, an ARRAY subquery or an
// array_agg (of a column of known type), or a CASE or coalesce of those.
// Another function may be printed in a form whose type is not seen
// (sequence becomes an ARRAY subquery), so it counts as unknown. An array
// constructor of NULLs only (or of none) holds no composite.
func (c *Context) pgScalarArray(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Array:
		nulls := true
		for _, el := range x.Elems {
			nulls = nulls && isNullLit(el)
		}
		if nulls {
			return true
		}
	case *ast.ColumnRef, *ast.Cast, *ast.Subscript, *ast.ArrayQuery:
	case *ast.Case:
		// Each branch (a NULL aside) an array of scalars as written.
		some := false
		for _, w := range x.Whens {
			if !isNullLit(w.Result) {
				if !c.pgScalarArray(w.Result, sc) {
					return false
				}
				some = true
			}
		}
		if x.Else != nil && !isNullLit(x.Else) {
			if !c.pgScalarArray(x.Else, sc) {
				return false
			}
			some = true
		}
		return some
	case *ast.Func:
		switch strings.ToLower(x.Name.Last().Name) {
		case "coalesce":
			some := false
			for _, a := range x.Args {
				if !isNullLit(a) {
					if !c.pgScalarArray(a, sc) {
						return false
					}
					some = true
				}
			}
			return some
		case "split_regex", "split_literal", "split_nonempty", "string_split", "string_to_array", "regexp_split_to_array":
			return true
		case "array_agg", "concat_arrays_skip_null", "array_cat":
			// printed as it is: an array of its argument's type (array_cat
			// of arrays of their type, as translations of array_union
			// write it)
		case "generate_date_array":
			// written as a CASE of an ARRAY subquery of DATEs (dialects,
			// emDateArraySeries), read again as DATE[]
			return true
		default:
			return false
		}
	default:
		return false
	}
	t := c.typeOf(e, sc)
	return t != nil && t.Kind == ast.TypeArray && pgScalar(t.Elem)
}

func isNullLit(e ast.Expr) bool {
	lit, ok := e.(*ast.Literal)
	return ok && lit.Kind == ast.LitNull
}

// pgScalar: t is known, and is neither a collection nor a composite nor a
// type lateral does not model (which may be a composite).
func pgScalar(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.TypeUnknown, ast.TypeArray, ast.TypeMap, ast.TypeStruct, ast.TypeOther:
		return false
	}
	return true
}

// pgSelectListItem spells a lateral unnest of arrays of unknown element
// type for PostgreSQL as LATERAL (SELECT unnest(a) AS c1, unnest(b) AS c2
// [, generate_series(1::BIGINT, greatest(cardinality(a), cardinality(b)))
// AS ord]) AS g. PostgreSQL 10+ runs the set-returning functions of one
// select list in lockstep, padding the shorter with NULL, as UNNEST(a, b)
// does; a NULL array yields no rows, and the ordinality counts the elements
// of the longest array (cardinality counts every element of a
// multi-dimensional array, which unnest flattens).
func (c *Context) pgSelectListItem(l *ast.Lateral, subs *[]subst) ast.TableExpr {
	call := func(sp ast.Span, name string, args ...ast.Expr) *ast.Func {
		return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: name}}, Args: args}
	}
	sel := &ast.Select{Span: l.Span}
	var cards []ast.Expr
	for i, g := range l.Gens {
		var fn *ast.Func
		switch g.Kind {
		case ast.GenUnnest:
			if l.Ordinality != nil && c.refuseReadTwice(g.Args[0], "for its elements and its length") {
				return nil
			}
			fn = call(g.Span, "unnest", g.Args[0])
			cards = append(cards, call(g.Span, "cardinality", g.Args[0]))
		case ast.GenSeries:
			if l.Ordinality != nil {
				c.Refuse("T053", g, "", "only arrays can be zipped in %s when positions are asked for", c.Target.Name)
				return nil
			}
			if fn = c.seriesCall(g); fn == nil {
				return nil
			}
		}
		name := l.Alias.Columns[i]
		sel.Items = append(sel.Items, &ast.SelectItem{Span: g.Span, Alias: &name, Expr: fn})
	}
	if l.Ordinality != nil {
		n := cards[0]
		if len(cards) > 1 {
			n = call(l.Span, "greatest_ignore_nulls", cards...)
		}
		one := &ast.Cast{Span: l.Span, X: &ast.Literal{Span: l.Span, Kind: ast.LitInt, Value: "1"}, Type: &ast.TypeName{Kind: ast.TypeBigInt}}
		name := c.ordinalitySubst(l, subs)
		sel.Items = append(sel.Items, &ast.SelectItem{Span: l.Span, Alias: &name, Expr: call(l.Span, "generate_series", one, n)})
	}
	return substInto(&ast.Derived{Span: l.Span, Lateral: true, Query: &ast.Query{Span: l.Span, Body: sel},
		Alias: &ast.Alias{Span: l.Span, Name: l.Alias.Name}}, *subs)
}

// seriesCall is generate_series for a GenSeries, an exclusive end moved in
// by one step (toward the start by the step's sign when it is not a
// constant); nil when refused.
func (c *Context) seriesCall(g *ast.Generator) *ast.Func {
	args := g.Args
	if g.EndExclusive {
		step := 1
		if len(args) == 3 {
			k, ok := signedIntLiteral(args[2])
			if !ok {
				return c.seriesStepCall(g) // zip_lowering.go
			}
			step = k // a 0 step is an error in both
		}
		args = append([]ast.Expr{args[0], plusInt(args[1], -sign(step), g.Span)}, args[2:]...)
	}
	return &ast.Func{Span: g.Span, Name: ast.QName{{Span: g.Span, Name: "generate_series"}}, Args: args}
}

// pgSelectList spells a select that only projects the value columns of a
// lone lateral (no input, not outer, no ordinality) that pgElemsUnknown
// picks with the select-list set-returning functions themselves:
// SELECT unnest(x) AS c rather than SELECT g.c FROM LATERAL (SELECT
// unnest(x) AS c) AS g, so that translating pgSelectListItem's subquery
// again changes nothing. Every generator must be read, since the longest
// decides the row count; nil when s is not of that form.
func (c *Context) pgSelectList(q *ast.Query, s *ast.Select, sc *scope) *ast.Select {
	if len(s.From) != 1 || s.Where != nil || s.GroupBy != nil || s.Having != nil || len(s.Windows) > 0 ||
		s.Qualify != nil || s.Distinct || len(s.DistinctOn) > 0 || len(s.LateralViews) > 0 {
		return nil
	}
	l, ok := s.From[0].(*ast.Lateral)
	if !ok || l.Input != nil || l.Outer || l.On != nil || l.Ordinality != nil || l.Alias == nil ||
		!c.pgElemsUnknown(l, sc) && c.pgWholeStructElem(l, sc) == nil {
		return nil
	}
	for _, g := range l.Gens {
		if g.Kind == ast.GenSeries && g.EndExclusive {
			return nil
		}
	}
	return selectListOf(q, s, l, func(g *ast.Generator) string {
		if g.Kind == ast.GenSeries {
			return "generate_series"
		}
		return "unnest"
	})
}

// selectListOf is s, a select that projects only the value columns of l,
// its lone FROM item, each read once or more by its bare or qualified name
// (every one of them, since the longest generator decides the row count),
// with each column replaced by the set-returning call of its generator,
// named by callName; nil when s is not of that form, or when ORDER BY
// reads l's columns other than as whole items naming the output column of
// the same name: a read inside an expression, a qualified read, or a
// column the select list renamed would be gone with FROM.
func selectListOf(q *ast.Query, s *ast.Select, l *ast.Lateral, callName func(*ast.Generator) string) *ast.Select {
	isCol := func(name string) bool {
		for _, col := range l.Alias.Columns {
			if strings.EqualFold(col.Name, name) {
				return true
			}
		}
		return false
	}
	// outputs: the names the select list keeps for its column of l
	outputs := map[string]bool{}
	for _, it := range s.Items {
		if cr, ok := it.Expr.(*ast.ColumnRef); ok && (it.Alias == nil || strings.EqualFold(it.Alias.Name, cr.Name.Last().Name)) {
			outputs[strings.ToLower(cr.Name.Last().Name)] = true
		}
	}
	gone := false
	for _, o := range q.OrderBy {
		if cr, ok := o.Expr.(*ast.ColumnRef); ok && len(cr.Name) == 1 && outputs[strings.ToLower(cr.Name[0].Name)] {
			continue // the output column itself
		}
		ast.Inspect(o, func(n ast.Node) bool {
			if cr, ok := n.(*ast.ColumnRef); ok && (len(cr.Name) > 1 && strings.EqualFold(cr.Name[0].Name, l.Alias.Name.Name) ||
				len(cr.Name) == 1 && isCol(cr.Name[0].Name)) {
				gone = true
			}
			return !gone
		})
	}
	if gone {
		return nil
	}
	used := make([]bool, len(l.Gens))
	items := make([]*ast.SelectItem, len(s.Items))
	for i, it := range s.Items {
		cr, ok := it.Expr.(*ast.ColumnRef)
		if !ok || len(cr.Name) > 2 || len(cr.Name) == 2 && !strings.EqualFold(cr.Name[0].Name, l.Alias.Name.Name) {
			return nil
		}
		k := -1
		for j, col := range l.Alias.Columns {
			if strings.EqualFold(col.Name, cr.Name.Last().Name) {
				k = j
			}
		}
		if k < 0 {
			return nil
		}
		used[k] = true
		name := cr.Name.Last()
		if it.Alias != nil {
			name = *it.Alias
		}
		g := l.Gens[k]
		items[i] = &ast.SelectItem{Span: it.Span, Alias: &name,
			Expr: &ast.Func{Span: g.Span, Name: ast.QName{{Span: g.Span, Name: callName(g)}}, Args: g.Args}}
	}
	for _, u := range used {
		if !u {
			return nil
		}
	}
	ns := *s
	ns.From = nil
	ns.Items = items
	return &ns
}
