package rewrite

import (
	"encoding/json"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passLowerLateralView spells Laterals for Hive, Spark and Doris: LATERAL
// VIEW [OUTER] clauses after the FROM clause (hoisted above the joins when
// that is exact), posexplode for positions, inline for expanded structs,
// and Spark LATERAL subqueries.
const passLowerLateralView = "lower_lateral_view"

func lowerLateralView(c *Context, q *ast.Query) *ast.Query {
	s, ok := q.Body.(*ast.Select)
	if !ok || !hasLateral(s.From) {
		return q
	}
	// A lateral the hoister cannot move above a join goes into a subquery
	// of the join side holding it (lower_join.go).
	q, s, ok = c.wrapLateralSides(q, s, hoistWrap, func(q *ast.Query) *ast.Query { return lowerLateralView(c, q) })
	if !ok {
		return q
	}
	if !hasLateral(s.From) {
		c.Fire(passLowerLateralView)
		return q
	}
	var sc *scope // argument types for hiveIndexedView
	if c.Target.Name == "hive" || c.Target.Name == "spark" || c.Target.Name == "doris" {
		sc = c.scopeOf(s.From)
		sc.outer = c.outer[s.Span]
	}
	h := &hoister{c: c}
	var bases []ast.TableExpr
	for _, item := range s.From {
		b := h.strip(item)
		if h.failed {
			return q
		}
		if b != nil {
			bases = append(bases, b)
		}
	}
	if c.refuseOuterGenerators(sc, h.chain) { // outer_generator.go
		return q
	}
	ns := *s
	ns.From = bases
	ns.LateralViews = nil
	if len(bases) == 0 && h.chain[0].Gens[0].Kind != ast.GenSubquery {
		// A LATERAL VIEW needs a FROM clause: a generator alone runs once,
		// over a one-row relation.
		ns.From = []ast.TableExpr{oneRow(h.chain[0].Span, c.FreshNamed("dual"))}
		// a bare * would read the one-row relation's column too
		if ns.Items = c.starOverDual(ns.Items, h.chain); ns.Items == nil {
			return q
		}
	}
	if h.where != nil {
		ns.Where = and(ns.Where, h.where)
	}
	var subs []subst
	for _, l := range h.chain {
		if l.Gens[0].Kind == ast.GenSubquery {
			item := c.sparkLateralSubquery(l, len(ns.LateralViews) > 0)
			if item == nil {
				return q
			}
			ns.From = []ast.TableExpr{joinOnto(crossAll(ns.From), item, l)}
			continue
		}
		var lv *ast.LateralView
		var sb []subst
		if c.hiveIndexed(l) {
			lv, sb = c.hiveIndexedView(l, subs, sc) // hive_series.go
		} else {
			lv, sb = c.lateralViewOf(l)
		}
		if lv == nil {
			return q
		}
		if l.On != nil {
			ns.Where = and(ns.Where, l.On)
		}
		ns.LateralViews = append(ns.LateralViews, lv)
		subs = append(subs, sb...)
	}
	c.Fire(passLowerLateralView)
	nq := *q
	nq.Body = &ns
	return c.applySubst(&nq, &ns, subs)
}

// starOverDual is items with a bare * replaced by the columns of the
// laterals of chain, in order (each one's position column first or last,
// as it has it), for a FROM clause that is only a one-row relation the
// target needs under its LATERAL VIEWs: * would read that relation's
// column too. nil when refused (T040): a LATERAL subquery in the chain,
// whose columns the target joins otherwise.
func (c *Context) starOverDual(items []*ast.SelectItem, chain []*ast.Lateral) []*ast.SelectItem {
	var out []*ast.SelectItem
	for _, it := range items {
		st, ok := it.Expr.(*ast.Star)
		if !ok || len(st.Table) > 0 {
			out = append(out, it)
			continue
		}
		for _, l := range chain {
			if l.Gens[0].Kind == ast.GenSubquery || l.Alias == nil {
				c.Refuse("T040", st, "list the columns instead of *",
					"* over a lateral whose columns the target %s produces in another order or form", c.Target.Name)
				return nil
			}
			cols := append([]ast.Ident(nil), l.Alias.Columns...)
			if o := l.Ordinality; o != nil {
				if o.First {
					cols = append([]ast.Ident{o.Name}, cols...)
				} else {
					cols = append(cols, o.Name)
				}
			}
			for _, col := range cols {
				name := col
				out = append(out, &ast.SelectItem{Span: st.Span, Alias: &name,
					Expr: &ast.ColumnRef{Span: st.Span, Name: ast.QName{l.Alias.Name, col}}})
			}
		}
	}
	return out
}

// joinOnto joins a lateral subquery item onto the FROM clause.
func joinOnto(left, right ast.TableExpr, l *ast.Lateral) ast.TableExpr {
	if left == nil {
		return right
	}
	j := &ast.Join{Span: l.Span, Kind: ast.JoinCross, Left: left, Right: right}
	if l.Outer {
		j.Kind = ast.JoinLeft
		j.On = trueLit(l.Span)
		if l.On != nil {
			j.On = l.On
		}
	} else if l.On != nil {
		j.Kind, j.On = ast.JoinInner, l.On
	}
	return j
}

func (c *Context) sparkLateralSubquery(l *ast.Lateral, afterViews bool) ast.TableExpr {
	if c.refusedAt(l) {
		// The decorrelation pass said why already.
		return nil
	}
	if c.Target.Name != "spark" {
		hint := "run it on Spark, PostgreSQL, DuckDB or Trino; aggregates over UNNEST of an array of a left table whose columns are known " +
			"(t, LATERAL (SELECT count(*) AS n, sum(u.x) AS total FROM UNNEST(t.arr) AS u(x))) are decorrelated for Hive and Spark"
		if c.Target.Name == "doris" {
			hint = "run it on Spark, PostgreSQL, DuckDB or Trino"
		}
		c.Refuse("T050", l, hint, "a correlated LATERAL subquery cannot be expressed in %s", c.Target.Name)
		return nil
	}
	if afterViews {
		c.Refuse("T051", l, "put the LATERAL subquery before the LATERAL VIEWs",
			"in Spark a LATERAL subquery cannot follow a LATERAL VIEW")
		return nil
	}
	if generates(l.Gens[0].Query) {
		// Spark decorrelates a LATERAL subquery into joins and aggregates;
		// rows generated from the outer row inside it (and an aggregate
		// over none of them, T10) are not assured to keep their meaning.
		c.Refuse("T050", l, "run it on PostgreSQL, DuckDB or Trino, or rewrite it with LATERAL VIEW and GROUP BY",
			"a LATERAL subquery that generates rows cannot be expressed exactly in %s", c.Target.Name)
		return nil
	}
	return &ast.Derived{Span: l.Span, Lateral: true, Query: l.Gens[0].Query, Alias: l.Alias}
}

// generates reports whether a query generates rows anywhere: a LATERAL
// VIEW or a Lateral, lowered or not.
func generates(q *ast.Query) bool {
	found := false
	ast.Inspect(q, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Lateral, *ast.LateralView, *ast.Unnest, *ast.TableFunc:
			found = true
		case *ast.Select:
			found = found || len(x.LateralViews) > 0
		}
		return !found
	})
	return found
}

// oneRow is (SELECT 1) AS name: a relation of one row, for a generator
// that stands alone.
func oneRow(sp ast.Span, name ast.Ident) ast.TableExpr {
	return &ast.Derived{Span: sp, Query: &ast.Query{Span: sp, Body: &ast.Select{Span: sp,
		Items: []*ast.SelectItem{{Span: sp, Expr: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}}}}},
		Alias: &ast.Alias{Span: sp, Name: name}}
}

// lateralViewOf spells one Lateral as a LATERAL VIEW.
func (c *Context) lateralViewOf(l *ast.Lateral) (*ast.LateralView, []subst) {
	if l.Outer && l.On != nil {
		c.Refuse("T052", l, "filter in WHERE if the condition may drop rows, or use a target with LEFT JOIN LATERAL",
			"a left-lateral join with an ON condition cannot be expressed with LATERAL VIEW OUTER in %s", c.Target.Name)
		return nil, nil
	}
	lv := &ast.LateralView{Span: l.Span, Outer: l.Outer, Table: l.Alias.Name}
	var subs []subst
	alias := strings.ToLower(l.Alias.Name.Name)
	g := l.Gens[0]
	sp := l.Span
	call := func(name string, args ...ast.Expr) *ast.Func {
		return &ast.Func{Span: g.Span, Name: ast.QName{{Span: g.Span, Name: name}}, Args: args}
	}
	cols := append([]ast.Ident(nil), l.Alias.Columns...)
	switch {
	case len(l.Gens) > 1 && c.Target.Name == "doris":
		f := c.dorisZipCall(l)
		if f == nil {
			return nil, nil
		}
		lv.Func = f
	case c.Target.Name == "doris" && dorisZippedStructs(l) != nil:
		if c.refuseVolatileZip(dorisZippedStructs(l)) { // zip_lowering.go
			return nil, nil
		}
		lv.Func = c.dorisExplodeZipped(l, dorisZippedStructs(l))
	case len(l.Gens) > 1:
		if c.Target.Name != "spark" || l.Ordinality != nil {
			c.Refuse("T053", l, "zip the arrays with arrays_zip on Spark, or use one generator",
				"zipping several arrays (multi-argument UNNEST, ROWS FROM) cannot be expressed exactly in %s", c.Target.Name)
			return nil, nil
		}
		var args []ast.Expr
		for _, gg := range l.Gens {
			if gg.Kind != ast.GenUnnest || gg.Collection == ast.CollMap || gg.Expand {
				c.Refuse("T053", gg, "", "only arrays can be zipped in Spark")
				return nil, nil
			}
			// arrays_zip yields NULL when an argument is NULL, while a
			// zip treats a NULL array as empty.
			args = append(args, call("coalesce", gg.Args[0], call("array")))
		}
		lv.Func = call("inline", call("arrays_zip", args...))
	case g.Kind == ast.GenUnnest && g.Expand:
		if l.Ordinality != nil {
			c.Refuse("T054", l, "drop the ordinality or use a target with WITH ORDINALITY",
				"positions of an array of structs expanded into columns cannot be expressed in %s", c.Target.Name)
			return nil, nil
		}
		arg := g.Args[0]
		if z := zipOfRows(g); z != nil && c.Target.Name == "spark" && strings.EqualFold(z.Name[0].Name, "zip") {
			// Trino's zip is Spark's arrays_zip: the arrays merged element-wise
			// into structs, the shorter padded with NULL, NULL when one array
			// is NULL (Trino array functions, zip; Spark SQL reference,
			// arrays_zip). Only the field names differ, which inline drops.
			nz := *z
			nz.Name = ast.QName{{Span: z.Span, Name: "arrays_zip"}}
			arg = &nz
		}
		lv.Func = call("inline", arg)
	case g.Kind == ast.GenUnnest:
		name := "explode"
		if l.Ordinality != nil {
			if g.Collection == ast.CollMap && c.Target.Name != "spark" {
				c.Refuse("T055", l, "use Spark, or explode map_keys/map_values", "posexplode of a map is not available in %s", c.Target.Name)
				return nil, nil
			}
			name = "posexplode"
		}
		// explode takes arrays and maps alike; with the collection unknown
		// and no names given, the target's default names stand, which are
		// the source's when both are of the Hive family.
		if g.Collection == ast.CollUnknown && (c.Source.Family != "hive" || len(l.Alias.Columns) > 1) {
			c.Refuse("T056", g, "give the column's type with --schema (or a CREATE TABLE in the script)",
				"cannot tell whether %s is an array or a map (or an array of rows), which %s spells differently", exprName(g.Args[0]), c.Target.Name)
			return nil, nil
		}
		lv.Func = call(name, g.Args[0])
	case g.Kind == ast.GenInline || g.Kind == ast.GenStack || g.Kind == ast.GenJSONTuple || g.Kind == ast.GenParseURLTuple:
		if l.Ordinality != nil {
			c.Refuse("T054", l, "", "positions are not available for %s in %s", g.Kind, c.Target.Name)
			return nil, nil
		}
		lv.Func = call(g.Kind.String(), g.Args...)
	case g.Kind == ast.GenSeries && c.Target.Name == "spark":
		arr := seriesArray(c, g, "sequence")
		if arr == nil {
			return nil, nil
		}
		name := "explode"
		if l.Ordinality != nil {
			name = "posexplode"
		}
		lv.Func = call(name, arr)
	case g.Kind == ast.GenSeries && c.Target.Name == "doris":
		// Other integer series are numbered by dorisNumberedView.
		n := dorisNumbersCount(g)
		if n == nil {
			c.Refuse("T057", g, "write the series from 0 with step 1 (explode_numbers(n) gives 0 .. n-1), or use a target with generate_series",
				"only a series from 0 with step 1 can be expressed with explode_numbers in doris")
			return nil, nil
		}
		if l.Ordinality != nil {
			c.Refuse("T054", l, "", "positions are not available for explode_numbers in Doris")
			return nil, nil
		}
		lv.Func = call("explode_numbers", n)
	case g.Kind == ast.GenJSONArray && c.Target.Name == "doris":
		if jsonbGenerator(g) {
			c.Refuse("T057", g, "use PostgreSQL as the target",
				"%s reads its document as jsonb (numbers as numeric, 1e2 as 100; repeated keys collapsed; objects in jsonb's key order and layout), which Doris's explode_json_array functions do not reproduce", g.Name.Last().Name)
			return nil, nil
		}
		lv.Func = call("explode_json_array_" + jsonElemSuffix(g.ElemType))
		lv.Func.Args = g.Args
		if l.Ordinality != nil {
			c.Refuse("T054", l, "", "positions are not available for explode_json_array in Doris")
			return nil, nil
		}
	case g.Kind == ast.GenFunc:
		lv.Func = call(g.Name.Last().Name, g.Args...)
		lv.Func.Name = g.Name
	default:
		c.Refuse("T057", g, "use PostgreSQL or DuckDB as the target, or a generator that target has",
			"the %s generator %s cannot be expressed in %s", g.Kind, ast.QName(g.Name).Last().Name, c.Target.Name)
		return nil, nil
	}
	if c.Target.Name == "doris" && !c.dorisLateralView(l, g, lv) {
		return nil, nil
	}
	if o := l.Ordinality; o != nil {
		// posexplode: 0-based, first. Another base or place is rewritten.
		pos := o.Name
		if o.Base != 0 {
			pos = c.Fresh("pos")
			subs = append(subs, subst{alias: alias, col: strings.ToLower(o.Name.Name),
				expr: plusInt(colRef(l.Alias.Name, pos, sp), o.Base, sp)})
		}
		if !o.First {
			subs = append(subs, subst{alias: alias, col: strings.ToLower(o.Name.Name), reordered: true})
		}
		cols = append([]ast.Ident{pos}, cols...)
	}
	lv.Columns = cols
	return lv, subs
}

// dorisOuter are the Doris table functions with an _outer form, which
// keeps the input row once with NULLs where the function yields no row
// (Doris documentation, table functions: explode_outer, posexplode_outer,
// explode_map_outer, explode_split_outer, explode_numbers_outer,
// explode_bitmap_outer, explode_json_array_{int,double,string,json}_outer;
// the _outer combinator, apache/doris#9147). Doris has no LATERAL VIEW
// OUTER.
var dorisOuter = map[string]bool{
	"explode": true, "posexplode": true, "explode_map": true, "explode_split": true, "explode_numbers": true,
	"explode_bitmap": true, "explode_json_array_int": true, "explode_json_array_double": true,
	"explode_json_array_string": true, "explode_json_array_json": true,
}

// dorisLateralView respells a LATERAL VIEW with Doris's own table
// functions: explode_map for a map (Doris explode takes arrays only),
// explode_split(s, d) for the literal split of s at a non-empty literal d
// (Doris documentation, explode_split: a piece per occurrence of d, the
// empty string gives one row holding it, a NULL s or d no row: the rules
// of split_literal), and the _outer form of the function for an outer
// lateral.
func (c *Context) dorisLateralView(l *ast.Lateral, g *ast.Generator, lv *ast.LateralView) bool {
	f := lv.Func
	name := strings.ToLower(f.Name.Last().Name)
	if g.Kind == ast.GenUnnest && !g.Expand && len(l.Gens) == 1 && l.Ordinality == nil {
		switch {
		case g.Collection == ast.CollMap:
			name = "explode_map"
			f.Name = ast.QName{{Span: f.Span, Name: name}}
		default:
			if s, d, ok := c.literalSplit(g.Args[0]); ok {
				name = "explode_split"
				f.Name = ast.QName{{Span: f.Span, Name: name}}
				f.Args = []ast.Expr{s, d}
			}
		}
	}
	if !l.Outer {
		return true
	}
	base, already := strings.CutSuffix(name, "_outer")
	if !dorisOuter[base] {
		c.Refuse("T069", l, "drop OUTER, or use a target with LEFT JOIN LATERAL",
			"Doris has no LATERAL VIEW OUTER and no %s_outer", base)
		return false
	}
	if !already {
		f.Name = ast.QName{{Span: f.Span, Name: name + "_outer"}}
	}
	lv.Outer = false
	return true
}

// literalSplit reads e as the split of s at the non-empty literal d:
// split_literal(s, d), or split_regex(s, re) whose pattern matches only
// the string d (SEMANTICS T6).
func (c *Context) literalSplit(e ast.Expr) (s, d ast.Expr, ok bool) {
	f, isFunc := e.(*ast.Func)
	if !isFunc || len(f.Name) != 1 || len(f.Args) != 2 {
		return nil, nil, false
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "split_literal":
		lit, isLit := f.Args[1].(*ast.Literal)
		if !isLit || lit.Kind != ast.LitString || lit.Value == "" {
			return nil, nil, false
		}
		return f.Args[0], lit, true
	case "split_regex":
		plain, isPlain := c.Target.plainPattern(f.Args[1])
		if !isPlain {
			return nil, nil, false
		}
		sp := f.Args[1].SpanOf()
		return f.Args[0], &ast.Literal{Span: sp, Kind: ast.LitString, Value: plain}, true
	}
	return nil, nil, false
}

// dorisNumbersCount is n of explode_numbers(n) (Doris: 0 .. n-1, none for
// a NULL n or n <= 0) giving the series g: one from the literal 0 with
// step 1, end excluded (n is the end) or included (n is end + 1); nil for
// another series.
func dorisNumbersCount(g *ast.Generator) ast.Expr {
	if start, ok := signedIntLiteral(g.Args[0]); !ok || start != 0 {
		return nil
	}
	if len(g.Args) == 3 {
		if step, ok := signedIntLiteral(g.Args[2]); !ok || step != 1 {
			return nil
		}
	}
	if g.EndExclusive {
		return g.Args[1]
	}
	return plusInt(g.Args[1], 1, g.Span)
}

func jsonElemSuffix(k ast.TypeKind) string {
	switch k {
	case ast.TypeBigInt, ast.TypeInt:
		return "int"
	case ast.TypeDouble:
		return "double"
	case ast.TypeString:
		return "string"
	}
	return "json"
}

// pgJSONArrayArg is the argument of PostgreSQL json_array_elements[_text]
// for the JSON-array generator g of l. PostgreSQL has no such function of
// text (nor jsonb), so the argument is cast to JSON unless it is a string
// literal holding a JSON array (PostgreSQL reads that literal as json) or
// known to be of type json. Doris's explode_json_array_* give no row for a JSON value
// that is not an array (Doris documentation, table functions:
// explode_json_array_string "Non-array parameter"), where PostgreSQL
// raises: the argument is then guarded, CASE WHEN json_typeof(j) = 'array'
// THEN j END. Doris also gives no row for a string that is not valid JSON,
// which PostgreSQL 15 cannot test without raising; unless the argument is
// known to be of a JSON type, that limit is reported as a warning (the
// query fails there, it does not return other rows).
func (c *Context) pgJSONArrayArg(l *ast.Lateral, g *ast.Generator) ast.Expr {
	arg, sp := g.Args[0], g.Span
	if jsonbGenerator(g) {
		return c.pgJSONBArg(l, arg)
	}
	if lit, ok := arg.(*ast.Literal); ok && lit.Kind == ast.LitString && jsonArrayText(lit.Value) {
		return arg
	}
	name := strings.ToLower(g.Name.Last().Name)
	doris := strings.HasPrefix(name, "explode_json_array")
	sc := c.newScope()
	if l.Input != nil {
		sc = c.selectScope([]ast.TableExpr{l.Input})
	}
	t := c.typeOf(arg, sc)
	isJSON := t != nil && t.Kind == ast.TypeJSON
	if doris && !isJSON {
		c.Warn("W011", g, "PostgreSQL raises an error for a string that is not valid JSON, where Doris %s yields no row; "+
			"declare the column as JSON to drop this warning", name)
	}
	j := arg
	if !isJSON || t.Name == "JSONB" {
		// json_array_elements takes json: not text, nor jsonb.
		j = &ast.Cast{Span: sp, X: arg, Type: &ast.TypeName{Span: sp, Kind: ast.TypeJSON, Name: "JSON"}}
	}
	if !doris {
		// PostgreSQL's own functions raise for a non-array in the source too.
		return j
	}
	isArray := &ast.Binary{Span: sp, Op: ast.OpEq,
		L: &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "json_typeof"}}, Args: []ast.Expr{j}},
		R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: "array"}}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: isArray, Result: j}}}
}

// pgJSONFunc is the PostgreSQL function of the JSON generator g
// (GenJSONArray of JSON or text elements, GenJSONEach): json_* for the
// json generators and Doris's explode_json_array_json / _string,
// jsonb_* for the jsonb ones, which read the document otherwise.
func pgJSONFunc(g *ast.Generator) string {
	name := "json_array_elements"
	if g.Kind == ast.GenJSONEach {
		name = "json_each"
	}
	if jsonbGenerator(g) {
		name = "jsonb" + strings.TrimPrefix(name, "json")
	}
	if g.ElemType == ast.TypeString {
		name += "_text"
	}
	return name
}

// pgJSONEachArgs are the arguments of PostgreSQL json_each[_text] or
// jsonb_each[_text] for the GenJSONEach g of l.
func (c *Context) pgJSONEachArgs(l *ast.Lateral, g *ast.Generator) []ast.Expr {
	if jsonbGenerator(g) && len(g.Args) == 1 {
		return []ast.Expr{c.pgJSONBArg(l, g.Args[0])}
	}
	return g.Args
}

// jsonbGenerator: g is one of PostgreSQL's jsonb generators
// (jsonb_array_elements[_text], jsonb_each[_text]), which read their
// document as jsonb (catalog/generator.go).
func jsonbGenerator(g *ast.Generator) bool {
	return len(g.Name) > 0 && strings.HasPrefix(strings.ToLower(g.Name.Last().Name), "jsonb_")
}

// pgJSONBArg is the argument of a PostgreSQL jsonb generator: kept when it
// is a string literal (PostgreSQL reads an untyped literal as jsonb there)
// or known to be jsonb, else cast to JSONB (the functions take jsonb only).
func (c *Context) pgJSONBArg(l *ast.Lateral, arg ast.Expr) ast.Expr {
	if lit, ok := arg.(*ast.Literal); ok && (lit.Kind == ast.LitString || lit.Kind == ast.LitNull) {
		return arg
	}
	sc := c.newScope()
	if l.Input != nil {
		sc = c.selectScope([]ast.TableExpr{l.Input})
	}
	if t := c.typeOf(arg, sc); t != nil && t.Kind == ast.TypeJSON && strings.EqualFold(t.Name, "JSONB") {
		return arg
	}
	sp := arg.SpanOf()
	return &ast.Cast{Span: sp, X: arg, Type: &ast.TypeName{Span: sp, Kind: ast.TypeJSON, Name: "JSONB"}}
}

// jsonArrayText reports whether s is valid JSON text whose value is an array.
func jsonArrayText(s string) bool {
	t := strings.TrimLeft(s, " \t\r\n")
	return strings.HasPrefix(t, "[") && json.Valid([]byte(s))
}

// seriesArray builds an array holding a GenSeries' values with the target's
// inclusive sequence function (Spark, Trino sequence), guarded so that an
// empty series stays empty: sequence(5, 1) counts down where
// generate_series(5, 1) is empty.
func seriesArray(c *Context, g *ast.Generator, fn string) ast.Expr {
	start, end := g.Args[0], g.Args[1]
	sp := g.Span
	step := 1
	if days, ok := c.daySeries[g.Span]; ok && c.Target.is("trino", "presto") && len(g.Args) == 3 && !g.EndExclusive {
		// pg_date_series_trino.go
		if days != 0 {
			c.refuseDaySeries(g)
			return nil
		}
		c.Refuse("T058", g, pgDaySeriesHint,
			"%s's sequence does not write postgres's series by an interval (a bound that is a string or a TIMESTAMP, a step written as a string, of months or under a day: postgres adds a month to the previous row, 2024-01-31, 2024-02-29, 2024-03-29, where the sequence adds i months to the start)",
			c.Target.Name)
		return nil
	}
	if len(g.Args) == 3 {
		k, ok := signedIntLiteral(g.Args[2])
		if !ok || k == 0 {
			c.Refuse("T058", g.Args[2], "write the step as a non-zero integer literal",
				"the step of a series must be a constant for %s", c.Target.Name)
			return nil
		}
		step = k
	}
	if g.EndExclusive {
		end = plusInt(end, -sign(step), sp)
	}
	cmp := ast.OpLe
	if step < 0 {
		cmp = ast.OpGe
	}
	args := []ast.Expr{start, end}
	if len(g.Args) == 3 {
		args = append(args, g.Args[2])
	}
	seq := &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: fn}}, Args: args}
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
		Cond:   &ast.Binary{Span: sp, Op: cmp, L: start, R: end},
		Result: seq}}}
}

func sign(k int) int {
	if k < 0 {
		return -1
	}
	return 1
}

func signedIntLiteral(e ast.Expr) (int, bool) {
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		k, ok := intLiteral(u.X)
		return -k, ok
	}
	return intLiteral(e)
}

func exprName(e ast.Expr) string {
	if cr, ok := e.(*ast.ColumnRef); ok {
		parts := make([]string, len(cr.Name))
		for i, p := range cr.Name {
			parts[i] = p.Name
		}
		return strings.Join(parts, ".")
	}
	return "the argument"
}

func and(a, b ast.Expr) ast.Expr {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	return &ast.Binary{Span: ast.Cover(a.SpanOf(), b.SpanOf()), Op: ast.OpAnd, L: a, R: b}
}

func trueLit(sp ast.Span) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "true"} }

// hasLateral reports whether a FROM clause holds a Lateral.
func hasLateral(from []ast.TableExpr) bool {
	found := false
	for _, t := range from {
		ast.Inspect(t, func(n ast.Node) bool {
			switch n.(type) {
			case *ast.Lateral:
				found = true
			case *ast.Query:
				return false
			}
			return !found
		})
	}
	return found
}

// hoister takes the Laterals out of a FROM tree so that they can follow
// all joins, as LATERAL VIEW does (T9). Moving a lateral above a join is
// exact when the join is inner, cross, or a LEFT/SEMI/ANTI join whose
// lateral sits on the left and whose condition does not use its columns.
type hoister struct {
	c      *Context
	chain  []*ast.Lateral // in application order, Inputs cleared
	where  ast.Expr       // inner-join conditions moved out
	failed bool
}

func (h *hoister) strip(t ast.TableExpr) ast.TableExpr {
	switch x := t.(type) {
	case *ast.Lateral:
		var base ast.TableExpr
		if x.Input != nil {
			base = h.strip(x.Input)
		}
		nl := *x
		nl.Input = nil
		h.chain = append(h.chain, &nl)
		return base
	case *ast.Join:
		before := len(h.chain)
		left := h.strip(x.Left)
		mid := len(h.chain)
		right := h.strip(x.Right)
		if len(h.chain) == before {
			return x
		}
		usesLateral := x.On != nil && h.refersTo(x.On, h.chain[before:])
		switch {
		case x.Kind == ast.JoinInner || x.Kind == ast.JoinCross:
			if usesLateral {
				h.where = and(h.where, x.On)
				nj := *x
				nj.Kind, nj.On = ast.JoinCross, nil
				return joinOf(&nj, left, right)
			}
		case (x.Kind == ast.JoinLeft || x.Kind == ast.JoinSemi || x.Kind == ast.JoinAnti) && len(h.chain) == mid && !usesLateral:
		default:
			h.c.Refuse("T059", x, "move the LATERAL VIEW into a subquery of the join",
				"a %s JOIN after a lateral cannot be reordered exactly for %s", x.Kind, h.c.Target.Name)
			h.failed = true
			return x
		}
		return joinOf(x, left, right)
	}
	return t
}

func joinOf(j *ast.Join, left, right ast.TableExpr) ast.TableExpr {
	if left == nil {
		return right
	}
	if right == nil {
		return left
	}
	nj := *j
	nj.Left, nj.Right = left, right
	return &nj
}

// refersTo reports whether e names a column of one of the laterals.
func (h *hoister) refersTo(e ast.Expr, ls []*ast.Lateral) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		cr, ok := n.(*ast.ColumnRef)
		if !ok {
			return !found
		}
		col := strings.ToLower(cr.Name.Last().Name)
		for _, l := range ls {
			if len(cr.Name) >= 2 && strings.EqualFold(cr.Name[len(cr.Name)-2].Name, l.Alias.Name.Name) {
				found = true
			}
			for _, lc := range lateralCols(l) {
				if len(cr.Name) == 1 && strings.ToLower(lc.Name) == col {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// dorisZipCall spells a zip of arrays (UNNEST(a, b), ROWS FROM, several
// set-returning functions in one select list) as Doris explode(a, b, ...):
// with several arrays Doris explode gives as many rows as the longest
// array has elements, padding the shorter ones with NULL, and an empty or
// NULL array contributes none (Doris documentation, table functions:
// EXPLODE and EXPLODE_OUTER, `EXPLODE(<array>[, ...])`, dev and 3.x
// manuals), which is the zip of T3; explode_outer (chosen for an outer
// lateral by dorisLateralView) keeps the row once with NULLs when every
// array is empty or NULL. Doris posexplode takes one array, so a zip with
// positions is numbered with explode_numbers instead (hiveIndexed,
// dorisNumberedView); one that reaches here is refused. nil when refused.
func (c *Context) dorisZipCall(l *ast.Lateral) *ast.Func {
	if l.Ordinality != nil {
		c.Refuse("T053", l, "drop the position column, or use Spark, Trino, PostgreSQL or DuckDB",
			"positions of zipped arrays (WITH ORDINALITY over several arrays) cannot be expressed in doris, whose posexplode takes one array")
		return nil
	}
	var args []ast.Expr
	for _, g := range l.Gens {
		if g.Kind != ast.GenUnnest || g.Collection == ast.CollMap || g.Expand || len(g.Args) != 1 {
			c.Refuse("T053", g, "zip arrays only, or use Trino, PostgreSQL or DuckDB",
				"doris explode zips arrays only; this %s cannot be zipped with the others in doris", g.Kind)
			return nil
		}
		args = append(args, g.Args[0])
	}
	return &ast.Func{Span: l.Gens[0].Span, Name: ast.QName{{Span: l.Gens[0].Span, Name: "explode"}}, Args: args}
}

// dorisZippedStructs is the zip call z of a Lateral that expands the
// structs of z = arrays_zip(a, b, ...) (Spark inline(arrays_zip(a, b)),
// Trino UNNEST(zip(a, b))) into one column per array, without positions;
// nil for another Lateral.
func dorisZippedStructs(l *ast.Lateral) *ast.Func {
	if len(l.Gens) != 1 || l.Ordinality != nil {
		return nil
	}
	z := zipOfRows(l.Gens[0]) // zip_lowering.go
	if z == nil || len(z.Args) != len(l.Alias.Columns) {
		return nil
	}
	return z
}

// dorisExplodeZipped spells the expansion of arrays_zip(a, b, ...) as Doris
// explode(a', b', ...) (see dorisZipCall for Doris's zip): arrays_zip and
// zip pad the shorter arrays with NULL as explode does, but are NULL when
// one argument is NULL, which inline and UNNEST turn into no row (or, when
// outer, one row of NULLs). Each argument is therefore made NULL when
// another one is (CASE WHEN b IS NULL THEN NULL ELSE a END): explode of
// arrays that are all NULL gives no row, explode_outer one row of NULLs.
func (c *Context) dorisExplodeZipped(l *ast.Lateral, z *ast.Func) *ast.Func {
	sp := z.Span
	var args []ast.Expr
	for i, a := range z.Args {
		if len(z.Args) == 1 {
			args = append(args, ast.Clone(a))
			break
		}
		var cond ast.Expr
		for j, b := range z.Args {
			if j == i {
				continue
			}
			isNull := &ast.IsNull{Span: sp, X: ast.Clone(b)}
			if cond == nil {
				cond = isNull
			} else {
				cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: cond, R: isNull}
			}
		}
		args = append(args, &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond,
			Result: &ast.Literal{Span: sp, Kind: ast.LitNull}}}, Else: ast.Clone(a)})
	}
	return &ast.Func{Span: l.Gens[0].Span, Name: ast.QName{{Span: l.Gens[0].Span, Name: "explode"}}, Args: args}
}
