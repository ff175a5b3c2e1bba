package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Laterals for Snowflake and Drill.
//
// Snowflake (SQL reference, FLATTEN and LATERAL): a generator is the table
// function FLATTEN(INPUT => x [, OUTER => TRUE]) written as a comma item
// "..., LATERAL FLATTEN(...) AS f" after the relation it reads. FLATTEN
// yields the columns SEQ, KEY, PATH, INDEX, VALUE, THIS: VALUE is the
// element (a VARIANT), INDEX its 0-based position in an array (NULL for an
// object). An input that is NULL or has no element yields no row unless
// OUTER => TRUE, which yields "exactly one row ... with NULL in the KEY,
// INDEX, and VALUE columns". Built-in table functions take no ON clause
// in a lateral or outer join (behavior change bundle 2023_04: "outer
// lateral joins to table functions ... that specify the ON clause" are not
// allowed), so OUTER is spelled by the argument, never by LEFT JOIN.
//
// An ARRAY holds SQL NULL elements apart from JSON nulls (ARRAY_CONSTRUCT:
// "An array can contain both SQL NULL values and JSON null values"), and a
// JSON null VARIANT is not SQL NULL. Each reference to the element is
// therefore CAST(STRIP_NULL_VALUE(VALUE) AS T): STRIP_NULL_VALUE "converts
// a JSON null value to a SQL NULL value", and the cast gives the column the
// source's type; where that type is not known the translation is refused
// (T081). An array of structs is read field by field, and arrays_zip or
// zip expanded into columns is the zip of its arrays (zipMembers).
// Several arrays zipped
// are one FLATTEN over the positions of the longest, each array read at
// INDEX (a subscript past the end gives NULL); a series of integers is
// FLATTEN of ARRAY_GENERATE_RANGE, and stack reads its cells by INDEX over
// ARRAY_GENERATE_RANGE(0, n) (snowflake_gens.go). Maps and json_tuple are
// refused (snowflake_gens.go, snowflakeItem say why); an aggregate LATERAL
// subquery is rewritten before this pass (snowflake_lateral.go).
//
// Drill (SQL reference, LATERAL Join, release 1.15): UNNEST(x) AS t(c) is a
// lateral table of one column, joined with "[INNER] JOIN" or "LEFT [OUTER]
// JOIN" and the implicit condition ON TRUE; UNNEST "can only unnest one
// column" (no zip) and has no ordinality, and FLATTEN is allowed in a
// select list only. A NULL or empty array yields no row; LEFT JOIN keeps
// the left row once with NULLs. A LATERAL subquery over UNNEST of a
// column of the left table is a lateral join too (drill_lateral.go).

const (
	codeFlattenType      = "T081" // the element's type is needed and not known
	codeFlattenCondition = "T082" // a join condition on a lateral table function
	codeFlattenPlacement = "T083" // a lateral the target cannot place (inside a join, alone, a name clash)
)

// flattenColumns are the columns of Snowflake's FLATTEN, in order.
var flattenColumns = []string{"seq", "key", "path", "index", "value", "this"}

// lowerFlatten is lowerJoin for Snowflake and Drill.
func (c *Context) lowerFlatten(q *ast.Query, s *ast.Select) *ast.Query {
	var subs []subst
	var from []ast.TableExpr
	if c.Target.Name == "snowflake" {
		// Field reads through a column of whole struct elements
		// (snowflake_struct.go), while the laterals' types are known.
		var ok bool
		if q, s, ok = c.sfStructPaths(q, s); !ok {
			return q
		}
	}
	if c.Target.Name == "snowflake" {
		sc := c.scopeOf(s.From)
		sc.outer = c.outer[s.Span]
		if c.refuseOuterGenerators(sc, fromLaterals(s.From)) { // outer_generator.go
			return q
		}
	}
	for _, item := range s.From {
		if c.Target.Name == "snowflake" {
			items := c.snowflakeFrom(item, &subs)
			if items == nil {
				return q
			}
			from = append(from, items...)
			continue
		}
		t := c.drillFrom(item, &subs)
		if t == nil {
			return q
		}
		from = append(from, t)
	}
	if c.Target.Name == "snowflake" && !c.flattenNamesFree(s, subs) {
		return q
	}
	c.Fire(passLowerJoin)
	ns := *s
	ns.From = from
	nq := *q
	nq.Body = &ns
	return c.applySubst(&nq, &ns, subs)
}

// flattenNamesFree refuses a query that reads, unqualified, a column named
// like one of FLATTEN's (VALUE, INDEX...) that no lateral of the source
// produces: next to LATERAL FLATTEN the name would be ambiguous, or read
// FLATTEN's column. A FLATTEN written in Snowflake keeps its own names.
func (c *Context) flattenNamesFree(s *ast.Select, subs []subst) bool {
	for _, item := range s.From {
		if hasFlatten(item) {
			return true
		}
	}
	var bad *ast.ColumnRef
	ast.Inspect(s, func(n ast.Node) bool {
		if _, ok := n.(*ast.Query); ok || bad != nil {
			return bad == nil && !ok // nested queries have scopes of their own
		}
		cr, ok := n.(*ast.ColumnRef)
		if !ok || len(cr.Name) != 1 {
			return true
		}
		name := strings.ToLower(cr.Name[0].Name)
		for _, fc := range flattenColumns {
			if name != fc {
				continue
			}
			taken := false
			for _, sb := range subs {
				taken = taken || sb.expr != nil && !sb.qualifiedOnly && sb.col == name
			}
			if !taken {
				bad = cr
			}
		}
		return true
	})
	if bad != nil {
		c.Refuse(codeFlattenPlacement, bad, "qualify the column with its table's name or alias",
			"the unqualified column %s would be read from LATERAL FLATTEN's own %s column in snowflake", bad.Name[0].Name, strings.ToUpper(bad.Name[0].Name))
		return false
	}
	return true
}

func hasFlatten(t ast.TableExpr) bool {
	found := false
	ast.Inspect(t, func(n ast.Node) bool {
		if g, ok := n.(*ast.Generator); ok && g.Kind == ast.GenFlatten {
			found = true
		}
		return !found
	})
	return found
}

// containsLateral reports whether a FROM tree holds a Lateral.
func containsLateral(t ast.TableExpr) bool {
	return hasLateral([]ast.TableExpr{t})
}

// refuseLateralCondition refuses an ON condition on a generator: neither
// target accepts one with a lateral table function.
func (c *Context) refuseLateralCondition(l *ast.Lateral) {
	hint := "filter in WHERE when the generator is not outer, or use PostgreSQL, DuckDB or Trino"
	if c.Target.Name == "snowflake" {
		c.Refuse(codeFlattenCondition, l, hint,
			"a join condition on LATERAL FLATTEN cannot be expressed in snowflake, which takes no ON clause with a lateral table function")
		return
	}
	c.Refuse(codeFlattenCondition, l, hint,
		"a join condition on UNNEST cannot be expressed in drill, whose lateral joins take only ON TRUE")
}

// snowflakeFrom spells one FROM item as Snowflake comma items: the input
// relation's items, then LATERAL FLATTEN(...) AS alias. nil when refused.
func (c *Context) snowflakeFrom(t ast.TableExpr, subs *[]subst) []ast.TableExpr {
	switch x := t.(type) {
	case *ast.Lateral:
		if x.On != nil && x.Gens[0].Kind != ast.GenSubquery {
			c.refuseLateralCondition(x)
			return nil
		}
		var in []ast.TableExpr
		if x.Input != nil {
			if in = c.snowflakeFrom(x.Input, subs); in == nil {
				return nil
			}
		} else {
			// FLATTEN reads the relation on its left: a lone generator
			// reads a one-row relation.
			in = []ast.TableExpr{oneRow(x.Span, c.Fresh("one"))}
		}
		item := c.snowflakeItem(x, subs)
		if item == nil {
			return nil
		}
		return append(in, item)
	case *ast.Join:
		if !containsLateral(x) {
			return []ast.TableExpr{x}
		}
		if x.Kind == ast.JoinCross && x.On == nil && len(x.Using) == 0 && !x.Natural {
			// A CROSS JOIN is a comma between the same items.
			left := c.snowflakeFrom(x.Left, subs)
			if left == nil {
				return nil
			}
			right := c.snowflakeFrom(x.Right, subs)
			if right == nil {
				return nil
			}
			return append(left, right...)
		}
		c.Refuse(codeFlattenPlacement, x, "join the other tables before the generator (LATERAL VIEW last), or use PostgreSQL, DuckDB or Trino",
			"a %s JOIN around a generator cannot be expressed in snowflake, where LATERAL FLATTEN is a comma item, which binds looser than JOIN", x.Kind)
		return nil
	}
	return []ast.TableExpr{t}
}

// drillFrom spells one FROM item for Drill: each Lateral becomes
// input [LEFT] JOIN UNNEST(x) AS alias(col) ON TRUE. nil when refused.
func (c *Context) drillFrom(t ast.TableExpr, subs *[]subst) ast.TableExpr {
	switch x := t.(type) {
	case *ast.Lateral:
		if x.On != nil && x.Gens[0].Kind != ast.GenSubquery {
			c.refuseLateralCondition(x)
			return nil
		}
		var in ast.TableExpr
		if x.Input != nil {
			if in = c.drillFrom(x.Input, subs); in == nil {
				return nil
			}
		} else {
			// Drill's UNNEST reads a table on its left (LATERAL Join:
			// "You cannot use UNNEST without LATERAL").
			c.Refuse(codeFlattenPlacement, x, "unnest a column of a table, or use PostgreSQL, DuckDB or Trino",
				"a generator alone in FROM cannot be expressed in drill, whose UNNEST is the right side of a lateral join")
			return nil
		}
		if x.Gens[0].Kind == ast.GenSubquery {
			return c.drillSubquery(x, in) // drill_lateral.go
		}
		item := c.drillItem(x)
		if item == nil {
			return nil
		}
		kind := ast.JoinInner
		if x.Outer {
			kind = ast.JoinLeft
		}
		return &ast.Join{Span: x.Span, Kind: kind, Left: in, Right: item, On: trueLit(x.Span)}
	case *ast.Join:
		if containsLateral(x.Right) {
			c.Refuse(codeFlattenPlacement, x, "write the generator after the joins (LATERAL VIEW last), or use PostgreSQL, DuckDB or Trino",
				"a generator on the right of a %s JOIN cannot be expressed in drill, which has no parenthesized joins", x.Kind)
			return nil
		}
		left := c.drillFrom(x.Left, subs)
		if left == nil {
			return nil
		}
		return joinOf(x, left, x.Right)
	}
	return t
}

// drillItem: UNNEST(x) AS alias(col), the one lateral form Drill has.
func (c *Context) drillItem(l *ast.Lateral) ast.TableExpr {
	// The expansion of a zip is the zip of its arrays (zipMembers): one
	// array (Spark arrays_zip(a)) is unnested, several are refused below.
	if zl, refused := c.zipMembers(l, c.inputScope(l)); refused { // zip_lowering.go
		return nil
	} else if zl != nil {
		l = zl
	}
	g := l.Gens[0]
	switch {
	case g.Kind == ast.GenSubquery:
		// A LATERAL subquery joined to a table is drillSubquery's; this
		// one is nested in another subquery's FROM.
		c.Refuse("T050", l, "join the subquery to the table whose array it unnests, or use PostgreSQL, DuckDB or Trino",
			"a LATERAL subquery cannot be expressed in drill here: Drill's lateral subquery reads UNNEST of a column of the left table")
		return nil
	case len(l.Gens) > 1:
		c.Refuse("T053", l, "unnest one array at a time, or use Trino, PostgreSQL or DuckDB",
			"Drill's UNNEST takes one array: zipped arrays cannot be expressed in drill")
		return nil
	case g.Kind != ast.GenUnnest:
		c.refuseDrillGenerator(g)
		return nil
	}
	if !c.knownCollections(l, false) {
		return nil
	}
	if g.Collection == ast.CollMap {
		c.refuseDrillMap(g)
		return nil
	}
	if g.Expand || len(l.Alias.Columns) != 1 {
		c.refuseMapOrExpand(g)
		return nil
	}
	if l.Ordinality != nil {
		c.Refuse("T066", l, "drop the position, or use Trino, PostgreSQL, DuckDB, Spark or Hive",
			"Drill's UNNEST has no ordinality: the position cannot be expressed in drill")
		return nil
	}
	return &ast.Unnest{Span: l.Span, Args: []ast.Expr{g.Args[0]},
		Alias: &ast.Alias{Span: l.Span, Name: l.Alias.Name, Columns: append([]ast.Ident(nil), l.Alias.Columns...)}}
}

// snowflakeItem: LATERAL FLATTEN(INPUT => x [, OUTER => TRUE]) AS alias,
// with every reference to the lateral's columns rewritten to FLATTEN's.
func (c *Context) snowflakeItem(l *ast.Lateral, subs *[]subst) ast.TableExpr {
	// UNNEST(zip(a, b)) [WITH ORDINALITY], inline(arrays_zip(a, b)) and a
	// zip among the arrays of a zipping UNNEST are the zip of the arrays
	// themselves, each NULL when another one of its zip is (zipMembers):
	// the zip is NULL then, and gives no element.
	if zl, refused := c.zipMembers(l, c.inputScope(l)); refused { // zip_lowering.go
		return nil
	} else if zl != nil {
		l = zl
	}
	g := l.Gens[0]
	for _, gg := range l.Gens {
		switch {
		case gg.Kind == ast.GenSubquery:
			// snowflakeLateral (snowflake_lateral.go) took the shapes it can.
			c.Refuse("T050", l, "aggregate one array of the left row with count, sum, avg, min, max, bool_and or bool_or (no DISTINCT), "+
				"read the result as alias.column, in the last FROM item of a query that does not group; or use PostgreSQL, DuckDB or Trino",
				"this LATERAL subquery cannot be expressed in snowflake, which supports no correlation inside FLATTEN in a subquery "+
					"and correlated scalar subqueries in WHERE only")
			return nil
		case gg.Kind == ast.GenJSONTuple:
			c.Refuse("T057", gg, "use Hive, Spark, Doris, PostgreSQL or DuckDB as the target, or read each key with Snowflake's GET(TRY_PARSE_JSON(doc), 'key') where its value form will do",
				"json_tuple cannot be expressed exactly in snowflake: it gives each value as text, while Snowflake parses a JSON document "+
					"into typed values whose conversion back to text is Snowflake's own (numbers, nested objects), not the source's")
			return nil
		case gg.Kind == ast.GenFlatten && len(l.Gens) == 1:
		case gg.Kind == ast.GenSeries && len(l.Gens) == 1:
		case gg.Kind == ast.GenStack && len(l.Gens) == 1:
		case gg.Kind == ast.GenInline && len(l.Gens) == 1:
			// An array of structs expanded into its fields (snowflake_struct.go).
		case gg.Kind != ast.GenUnnest:
			c.Refuse("T057", gg, "use a target that has this generator (PostgreSQL, DuckDB, Trino or Spark)",
				"the %s generator %s cannot be expressed in %s", gg.Kind, gg.Name.Last().Name, c.Target.Name)
			return nil
		}
	}
	if g.Kind == ast.GenFlatten {
		return c.flattenAsIs(l, g)
	}
	if g.Kind == ast.GenSeries {
		return c.flattenSeries(l, g, subs)
	}
	if g.Kind == ast.GenStack {
		return c.flattenStack(l, g, subs)
	}
	if elem := c.sfStructElem(l); elem != nil {
		return c.snowflakeStructItem(l, elem, subs) // snowflake_struct.go
	}
	if g.Kind == ast.GenInline {
		c.Refuse(codeFlattenType, g, "give the array's type with --schema (or a CREATE TABLE in the script): an array of structs whose fields are of scalar types is supported",
			"%s expands the fields of struct elements, and the element type of %s is not known to be a struct, so its fields cannot be read in snowflake",
			g.Name.Last().Name, exprName(g.Args[0]))
		return nil
	}
	if !c.knownCollections(l, false) {
		return nil
	}
	for _, gg := range l.Gens {
		if gg.Collection == ast.CollMap {
			c.refuseSnowflakeMap(l, gg)
			return nil
		}
		if gg.Expand {
			c.refuseMapOrExpand(gg)
			return nil
		}
	}
	if len(l.Alias.Columns) != len(l.Gens) {
		c.refuseMapOrExpand(g)
		return nil
	}
	types := make([]*ast.TypeName, len(l.Gens))
	for i, gg := range l.Gens {
		var t *ast.TypeName
		if i < len(l.Types) {
			t = l.Types[i]
		}
		if t == nil {
			t = c.elemTypeOf(l, gg.Args[0])
		}
		if !variantCastable(t) {
			what := "not known"
			if t != nil {
				what = t.Kind.String()
			}
			c.Refuse(codeFlattenType, gg, "give the array's element type with --schema (or a CREATE TABLE in the script); elements of a scalar type are supported",
				"FLATTEN gives each element of %s as a VARIANT, which must be cast back to the element's type, and that type is %s", exprName(gg.Args[0]), what)
			return nil
		}
		types[i] = t
	}
	sp := l.Span
	alias := l.Alias.Name
	index := colRef(alias, ast.Ident{Name: "INDEX"}, sp)
	var input ast.Expr
	vals := make([]ast.Expr, len(l.Gens))
	if len(l.Gens) == 1 {
		input = g.Args[0]
		vals[0] = sfElement(sp, colRef(alias, ast.Ident{Name: "VALUE"}, sp), types[0])
	} else {
		// A zip runs over the positions 0 .. n-1 of the longest array (a
		// NULL array counting as empty) and reads each array at the
		// position: a subscript past the end of an array gives NULL.
		var sizes []ast.Expr
		for _, gg := range l.Gens {
			sizes = append(sizes, canonCall(sp, "coalesce", canonCall(sp, "array_size", gg.Args[0]), intLit(sp, 0)))
		}
		input = canonCall(sp, "array_generate_range", intLit(sp, 0), canonCall(sp, "greatest", sizes...))
		for i, gg := range l.Gens {
			// The array is read outside FROM too, where the columns of
			// earlier laterals it reads are their FLATTEN's.
			arr := substEarlier(ast.Clone(gg.Args[0]), *subs)
			vals[i] = sfElement(sp, &ast.Subscript{Span: sp, X: arr, Index: ast.Clone(index), Base: 0, Missing: ast.MissingNull}, types[i])
		}
	}
	return c.flattenTable(l, input, vals, subs)
}

// flattenTable is LATERAL FLATTEN(INPUT => input [, OUTER => TRUE]) AS
// alias, whose value columns read vals and whose position is INDEX
// shifted to the source's base.
func (c *Context) flattenTable(l *ast.Lateral, input ast.Expr, vals []ast.Expr, subs *[]subst) ast.TableExpr {
	sp := l.Span
	alias := l.Alias.Name
	lower := strings.ToLower(alias.Name)
	index := colRef(alias, ast.Ident{Name: "INDEX"}, sp)
	var star []*ast.SelectItem
	for i, col := range l.Alias.Columns {
		*subs = append(*subs, subst{alias: lower, col: strings.ToLower(col.Name), expr: vals[i]})
		name := col
		star = append(star, &ast.SelectItem{Span: sp, Expr: vals[i], Alias: &name})
	}
	if o := l.Ordinality; o != nil {
		var pos ast.Expr = index
		if o.Base != 0 {
			pos = plusInt(index, o.Base, sp)
		}
		*subs = append(*subs, subst{alias: lower, col: strings.ToLower(o.Name.Name), expr: pos, reordered: o.First})
		name := o.Name
		item := &ast.SelectItem{Span: sp, Expr: pos, Alias: &name}
		if o.First {
			star = append([]*ast.SelectItem{item}, star...)
		} else {
			star = append(star, item)
		}
	}
	*subs = append(*subs, subst{alias: lower, star: star})
	args := []ast.Expr{&ast.NamedArg{Span: sp, Name: ast.Ident{Name: "INPUT"}, Value: input}}
	if l.Outer {
		args = append(args, &ast.NamedArg{Span: sp, Name: ast.Ident{Name: "OUTER"}, Value: trueLit(sp)})
	}
	return &ast.TableFunc{Span: sp, Func: canonCall(sp, "flatten", args...), Alias: &ast.Alias{Span: sp, Name: alias}}
}

// flattenSeries: a series of integers by a constant step is FLATTEN of
// ARRAY_GENERATE_RANGE(start, stop, step), whose stop is excluded (Snowflake
// SQL reference, ARRAY_GENERATE_RANGE: an empty array when start = stop, or
// when start is past stop in the step's direction; NULL when an argument
// is NULL, which FLATTEN expands to no row, as a series of NULL bounds).
func (c *Context) flattenSeries(l *ast.Lateral, g *ast.Generator, subs *[]subst) ast.TableExpr {
	var t *ast.TypeName
	if len(l.Types) == 1 {
		t = l.Types[0]
	}
	if t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt || len(l.Alias.Columns) != 1 {
		c.Refuse("T057", g, "count over integers, or use PostgreSQL, DuckDB, Trino or Spark",
			"only a series of integers can be expressed in snowflake (ARRAY_GENERATE_RANGE)")
		return nil
	}
	sp := g.Span
	step := 1
	args := []ast.Expr{g.Args[0]}
	if len(g.Args) == 3 {
		k, ok := signedIntLiteral(g.Args[2])
		if !ok || k == 0 {
			c.Refuse("T058", g.Args[2], "write the step as a non-zero integer literal", "the step of a series must be a constant for %s", c.Target.Name)
			return nil
		}
		step = k
	}
	stop := g.Args[1]
	if !g.EndExclusive {
		stop = plusInt(stop, sign(step), sp)
	}
	args = append(args, stop)
	if len(g.Args) == 3 {
		args = append(args, g.Args[2])
	}
	value := sfElement(l.Span, colRef(l.Alias.Name, ast.Ident{Name: "VALUE"}, l.Span), t)
	return c.flattenTable(l, canonCall(sp, "array_generate_range", args...), []ast.Expr{value}, subs)
}

// flattenAsIs keeps a FLATTEN written in Snowflake as it is, with OUTER =>
// TRUE when the lateral is outer.
func (c *Context) flattenAsIs(l *ast.Lateral, g *ast.Generator) ast.TableExpr {
	if l.Ordinality != nil {
		c.Refuse("T066", l, "read FLATTEN's INDEX column", "FLATTEN takes no WITH ORDINALITY")
		return nil
	}
	args := append([]ast.Expr(nil), g.Args...)
	hasOuter := false
	for _, a := range args {
		if na, ok := a.(*ast.NamedArg); ok && strings.EqualFold(na.Name.Name, "outer") {
			hasOuter = true
			if l.Outer && !isTrue(na.Value) {
				c.Refuse(codeFlattenCondition, l, "write OUTER => TRUE", "an outer join to FLATTEN(..., OUTER => %s) cannot be expressed in snowflake", exprName(na.Value))
				return nil
			}
		}
	}
	if l.Outer && !hasOuter {
		args = append(args, &ast.NamedArg{Span: l.Span, Name: ast.Ident{Name: "OUTER"}, Value: trueLit(l.Span)})
	}
	fn := &ast.Func{Span: g.Span, Name: g.Name, Args: args}
	alias := &ast.Alias{Span: l.Span, Name: l.Alias.Name}
	if !defaultFlattenColumns(l.Alias.Columns) {
		alias.Columns = append([]ast.Ident(nil), l.Alias.Columns...)
	}
	return &ast.TableFunc{Span: l.Span, Func: fn, Alias: alias}
}

func defaultFlattenColumns(cols []ast.Ident) bool {
	if len(cols) != len(flattenColumns) {
		return false
	}
	for i, col := range cols {
		if col.Quoted || !strings.EqualFold(col.Name, flattenColumns[i]) {
			return false
		}
	}
	return true
}

// elemTypeOf is the element type of the array arr read over the lateral's
// input, nil when not known.
func (c *Context) elemTypeOf(l *ast.Lateral, arr ast.Expr) *ast.TypeName {
	if t := c.typeOf(arr, c.inputScope(l)); t != nil && t.Kind == ast.TypeArray {
		return t.Elem
	}
	return nil
}

// inputScope is the scope of the relation a lateral reads.
func (c *Context) inputScope(l *ast.Lateral) *scope {
	sc := c.newScope()
	if l.Input != nil {
		c.addRel(sc, l.Input)
	}
	return sc
}

// variantCastable: a VARIANT element casts back exactly to t (sfElement).
func variantCastable(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.TypeBool, ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt,
		ast.TypeReal, ast.TypeDouble, ast.TypeDecimal, ast.TypeVarchar, ast.TypeString,
		ast.TypeDate, ast.TypeTimestamp:
		return true
	}
	return false
}

// sfElement reads an array element (a VARIANT) as the source's type t:
// CAST(STRIP_NULL_VALUE(v) AS t), a JSON null and SQL NULL both NULL.
func sfElement(sp ast.Span, v ast.Expr, t *ast.TypeName) ast.Expr {
	return &ast.Cast{Span: sp, X: canonCall(sp, "strip_null_value", v), Type: t}
}
