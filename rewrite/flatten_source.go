package rewrite

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake's LATERAL FLATTEN as a source (SQL reference, FLATTEN).
//
// FLATTEN(INPUT => x [, OUTER => b]) yields the columns SEQ, KEY, PATH,
// INDEX, VALUE, THIS: for an array, one row per element, INDEX its 0-based
// position and VALUE the element; for a map or object, one row per entry,
// KEY its key, VALUE its value and INDEX NULL ("the index of the element,
// if it is an array; otherwise NULL"). A NULL or empty input gives no
// row, and with OUTER => TRUE "exactly one row ... with NULL in the KEY,
// INDEX, and VALUE columns". Over an array that is all an unnest with a
// 0-based position does, and over a map all a map unnest (key, value)
// does, so a FLATTEN the other targets can read that way becomes the
// canonical unnest (Outer for OUTER => TRUE), and every target lowers it
// as it lowers an unnest (a map's where it has maps: Hive and Spark
// explode, Doris explode_map, Trino UNNEST, DuckDB map_keys/map_values;
// the others refuse it). It must hold that:
//
//   - the arguments are INPUT and OUTER (a TRUE or FALSE literal) only:
//     PATH, RECURSIVE and MODE are not an unnest. The INPUT alone may be
//     given by position, FLATTEN(x);
//   - INPUT is known from the schema to be a structured ARRAY(T) of a
//     scalar T, whose elements are values of T, a NULL element SQL NULL,
//     or a MAP(K, V) of scalar K and V, whose keys and values are values
//     of K and V. This is an assumption: the reference executor reads
//     FLATTEN so, but Snowflake's FLATTEN reference, as far as found,
//     does not say what type VALUE (and KEY) has for a structured ARRAY or
//     MAP (the Snowflake target's lowering, lower_flatten.go, casts VALUE
//     back from a VARIANT, which holds either way). If VALUE is a VARIANT
//     there too, these cases must be refused like the semi-structured
//     one. A semi-structured ARRAY (and a VARIANT, an OBJECT) holds
//     VARIANT elements: VALUE is then a VARIANT, a string element reads
//     as a JSON string, and a JSON null is not SQL NULL ("An array can
//     contain both SQL NULL values and JSON null values",
//     ARRAY_CONSTRUCT), so no target's unnest gives the same value and
//     type;
//   - the query reads SEQ nowhere (a number unique per input row, "not
//     guaranteed to be gap-free or ordered"), nor * or f.*, which list it.
//     The other columns are the unnest's, or expressions over it, read in
//     the query's own select list, WHERE, GROUP BY or HAVING (not in a
//     nested query or the ORDER BY, where the expression would not read
//     the same relation):
//   - THIS, "the element being flattened", is the input itself on every
//     row, when there is no OUTER: on the row OUTER adds, the reference
//     says only that "a zero-row expansion of an empty compound displays
//     NULL in the THIS output column, distinguishing it from an attempt to
//     expand a non-existing or wrong kind of compound", so THIS with
//     OUTER is refused;
//   - PATH of an array element is its index in brackets, [0], [1] (the
//     reference's examples), read without OUTER for the same reason; a
//     map entry's PATH is its key written as a path, quoted when it is not
//     a plain name, and is refused;
//   - KEY of an array element and INDEX of a map entry are NULL.
//
// Otherwise FLATTEN stays refused (T057) for every target but Snowflake,
// with the reason.

// flattenUnnest rewrites, in the FROM clause of s, every LATERAL FLATTEN
// the target can read as an unnest (see above), and refuses the others
// with the reason. Snowflake as the target keeps its FLATTEN as written.
func (c *Context) flattenUnnest(s *ast.Select) *ast.Select {
	if c.Source.Name != "snowflake" || c.Target.Name == "snowflake" || !flattenIn(s.From) {
		return s
	}
	var from []ast.TableExpr
	var subs []flattenSubs
	changed := false
	for _, item := range s.From {
		t, ok := c.flattenItem(s, item, &changed, &subs)
		if !ok {
			return s
		}
		from = append(from, t)
	}
	if !changed {
		return s
	}
	ns := *s
	ns.From = from
	return substOwnScope(&ns, subs)
}

// flattenSubs are the substitutions of one FLATTEN's columns, and the
// nodes of the FROM clause that do not see those columns (flattenBlind).
type flattenSubs struct {
	subs  []subst
	blind map[ast.Node]bool
}

// substOwnScope replaces, in s but not in its nested queries, the reads
// of FLATTEN's columns that are expressions over the unnest (THIS, PATH,
// and the columns that are NULL for the input's kind); a bare column
// item keeps its name. flattenAsUnnest refused a read of them elsewhere.
// A column of the FROM clause that does not see the FLATTEN (its own
// INPUT, FLATTEN(INPUT => key), or a join before it) is not one of its.
func substOwnScope(s *ast.Select, groups []flattenSubs) *ast.Select {
	var all []subst
	for _, g := range groups {
		all = append(all, g.subs...)
	}
	if len(all) == 0 {
		return s
	}
	nested := nestedNodes(s)
	ns := *s
	ns.Items = substItemNames(s.Items, all) // subst.go
	out := &ns
	for _, g := range groups {
		if len(g.subs) == 0 {
			continue
		}
		out = ast.Rewrite(out, func(n ast.Node) ast.Node {
			if cr, ok := n.(*ast.ColumnRef); ok && !nested[cr] && !g.blind[cr] {
				if e := matchSubst(cr, g.subs, false); e != nil {
					return ast.Clone(e)
				}
			}
			return n
		}).(*ast.Select)
	}
	return out
}

// flattenBlind is the set of the nodes of from that do not see the
// columns of the FLATTEN lateral l (its generator is l's): l's own INPUT
// and the relations before it, and the join conditions and laterals that
// do not follow it.
func flattenBlind(from []ast.TableExpr, l *ast.Lateral) map[ast.Node]bool {
	blind := map[ast.Node]bool{}
	mark := func(n ast.Node) {
		if n == nil {
			return
		}
		ast.Inspect(n, func(m ast.Node) bool {
			if m != nil {
				blind[m] = true
			}
			return true
		})
	}
	// walk marks what in t does not see l, sees telling that l comes
	// before t; it reports whether t holds l.
	var walk func(t ast.TableExpr, sees bool) bool
	walk = func(t ast.TableExpr, sees bool) bool {
		switch x := t.(type) {
		case *ast.Lateral:
			in := x.Input != nil && walk(x.Input, sees)
			if len(x.Gens) > 0 && len(l.Gens) > 0 && x.Gens[0] == l.Gens[0] {
				for _, g := range x.Gens {
					mark(g)
				}
				return true
			}
			if !sees && !in {
				for _, g := range x.Gens {
					mark(g)
				}
				if x.On != nil {
					mark(x.On)
				}
			}
			return in
		case *ast.Join:
			left := walk(x.Left, sees)
			right := walk(x.Right, sees || left)
			if !sees && !left && !right && x.On != nil {
				mark(x.On)
			}
			return left || right
		default:
			if !sees && t != nil {
				mark(t)
			}
			return false
		}
	}
	seen := false
	for _, t := range from {
		if walk(t, seen) {
			seen = true
		}
	}
	return blind
}

func flattenIn(from []ast.TableExpr) bool {
	for _, t := range from {
		if hasFlatten(t) {
			return true
		}
	}
	return false
}

// flattenItem rewrites the FLATTEN laterals of one FROM tree, inputs first;
// ok is false when it refused.
func (c *Context) flattenItem(s *ast.Select, t ast.TableExpr, changed *bool, subs *[]flattenSubs) (ast.TableExpr, bool) {
	switch x := t.(type) {
	case *ast.Lateral:
		nl := *x
		if x.Input != nil {
			in, ok := c.flattenItem(s, x.Input, changed, subs)
			if !ok {
				return t, false
			}
			nl.Input = in
		}
		if len(x.Gens) != 1 || x.Gens[0].Kind != ast.GenFlatten {
			return &nl, true
		}
		var at ast.Node = x
		u, more, why, hint := c.flattenAsUnnest(s, &nl, &at)
		if u == nil {
			c.Refuse("T057", at, hint, "LATERAL FLATTEN cannot be expressed in %s here: %s", c.Target.Name, why)
			return t, false
		}
		*changed = true
		*subs = append(*subs, flattenSubs{subs: more, blind: flattenBlind(s.From, &nl)})
		return u, true
	case *ast.Join:
		l, ok := c.flattenItem(s, x.Left, changed, subs)
		if !ok {
			return t, false
		}
		r, ok := c.flattenItem(s, x.Right, changed, subs)
		if !ok {
			return t, false
		}
		nj := *x
		nj.Left, nj.Right = l, r
		return &nj, true
	}
	return t, true
}

// flatten's columns, as positions in its alias.
const (
	flattenSeqCol   = 0
	flattenKeyCol   = 1
	flattenPathCol  = 2
	flattenIndexCol = 3
	flattenValueCol = 4
	flattenThisCol  = 5
)

// flattenAsUnnest is the unnest lateral l's FLATTEN is, with the
// substitutions of the columns the query reads that are expressions over
// it (THIS, PATH, a column that is NULL for the input's kind); or nil with
// the reason and a hint (and at set to the read that stops it, if one
// does).
func (c *Context) flattenAsUnnest(s *ast.Select, l *ast.Lateral, at *ast.Node) (u *ast.Lateral, subs []subst, why, hint string) {
	g := l.Gens[0]
	var input ast.Expr
	outer := false
	for _, a := range g.Args {
		na, ok := a.(*ast.NamedArg)
		if !ok {
			if len(g.Args) != 1 {
				return nil, nil, "only its INPUT may be given by position, and its arguments are not INPUT and OUTER", "name the arguments: FLATTEN(INPUT => x, OUTER => TRUE)"
			}
			input = a
			continue
		}
		switch strings.ToLower(na.Name.Name) {
		case "input":
			input = na.Value
		case "outer":
			lit, ok := na.Value.(*ast.Literal)
			if !ok || lit.Kind != ast.LitBool {
				return nil, nil, "OUTER is not TRUE or FALSE", "write OUTER => TRUE or OUTER => FALSE"
			}
			outer = lit.Value == "true"
		default:
			return nil, nil, fmt.Sprintf("its %s argument has no unnest equivalent", strings.ToUpper(na.Name.Name)),
				"flatten one array or map with INPUT and OUTER only"
		}
	}
	if input == nil {
		return nil, nil, "it has no INPUT", ""
	}
	if l.Alias == nil || len(l.Alias.Columns) != len(flattenColumns) {
		return nil, nil, "its columns are renamed", "read FLATTEN's columns by their own names"
	}
	sc := c.newScope()
	if l.Input != nil {
		c.addRel(sc, l.Input)
	}
	t := c.typeOf(input, sc)
	hintType := "give the input a structured type, ARRAY(T) or MAP(K, V) of scalar types, with --schema (or a CREATE TABLE in the script)"
	isMap := false
	switch {
	case t == nil:
		return nil, nil, fmt.Sprintf("the type of %s is not known, and only a structured ARRAY's elements or a MAP's entries read as an unnest's", exprName(input)), hintType
	case t.Kind == ast.TypeMap:
		if t.Key == nil || t.Value == nil || !flattenScalar(t.Key.Kind) || !flattenScalar(t.Value.Kind) {
			return nil, nil, fmt.Sprintf("the keys or values of the map %s are not of a scalar type; only a map of scalar keys and values is read as an unnest's", exprName(input)), hintType
		}
		isMap = true
	case t.Kind == ast.TypeStruct:
		return nil, nil, fmt.Sprintf("%s is a structured OBJECT, whose values FLATTEN gives as VARIANTs, unlike any target's unnest", exprName(input)), hintType
	case t.Kind != ast.TypeArray:
		return nil, nil, fmt.Sprintf("%s is a %s, not an ARRAY or a MAP", exprName(input), typeWord(t)), hintType
	case t.Elem == nil || t.Elem.Kind == ast.TypeUnknown || t.Elem.Kind == ast.TypeJSON || t.Elem.Kind == ast.TypeOther:
		return nil, nil, fmt.Sprintf("%s is a semi-structured ARRAY, whose elements FLATTEN gives as VARIANTs "+
			"(a string element reads as a JSON string, a JSON null is not SQL NULL), unlike any target's unnest", exprName(input)), hintType
	case !flattenScalar(t.Elem.Kind):
		return nil, nil, fmt.Sprintf("the elements of %s are of type %s; only scalar elements are read as an unnest's", exprName(input), t.Elem.Kind), hintType
	}
	rd := c.flattenReads(s, l)
	alias := l.Alias.Name
	cols := l.Alias.Columns
	readName := func(i int) string { return alias.Name + "." + strings.ToUpper(cols[i].Name) }
	if rd.star != nil {
		*at = rd.star
		return nil, nil, fmt.Sprintf("the query reads %s, which lists SEQ, and SEQ has no unnest equivalent", rd.starName),
			"list the columns read, without SEQ"
	}
	if n := rd.first[flattenSeqCol]; n != nil {
		*at = n
		return nil, nil, fmt.Sprintf("the query reads %s, a number Snowflake gives each input row "+
				"with no documented value (\"not guaranteed to be gap-free or ordered\"), which no other target can give", readName(flattenSeqCol)),
			"tell the input rows apart by a key column of the table instead of SEQ"
	}
	sp := l.Span
	index := func() ast.Expr { return colRef(alias, cols[flattenIndexCol], sp) }
	var exprs [6]ast.Expr
	needIndex := !isMap && rd.first[flattenIndexCol] != nil
	if n := rd.first[flattenThisCol]; n != nil {
		if outer {
			*at = n
			return nil, nil, fmt.Sprintf("the query reads %s with OUTER => TRUE, and what THIS is on the row OUTER adds for a NULL or empty input is not documented exactly", readName(flattenThisCol)),
				"read THIS without OUTER => TRUE, or read the input column itself"
		}
		// THIS is "the element being flattened": the input itself, on
		// every row FLATTEN gives when it is not OUTER. The input is then
		// read twice, so it must give one value.
		if f := volatileCall(input); f != nil {
			*at = f
			return nil, nil, fmt.Sprintf("the query reads %s, which is the input read again, and %s may give another value each time", readName(flattenThisCol), f.Name.Last().Name),
				"compute the input once, in a subquery"
		}
		exprs[flattenThisCol] = ast.Clone(input)
	}
	if n := rd.first[flattenPathCol]; n != nil {
		*at = n
		switch {
		case isMap:
			return nil, nil, fmt.Sprintf("the query reads %s, the key of a map entry written as a path, whose quoting of a key that is not a plain name cannot be spelled exactly", readName(flattenPathCol)),
				"read KEY instead of PATH"
		case outer:
			return nil, nil, fmt.Sprintf("the query reads %s with OUTER => TRUE, and what PATH is on the row OUTER adds for a NULL or empty input is not documented exactly", readName(flattenPathCol)),
				"read PATH without OUTER => TRUE, or read INDEX"
		}
		*at = nil
		// The path of an array element is its 0-based index in brackets
		// ([0], [1], ...; SQL reference, FLATTEN, examples). INDEX is
		// never NULL here (no OUTER), so concat's NULL rule, which differs
		// between dialects, does not matter.
		text := &ast.Cast{Span: sp, X: index(), Type: &ast.TypeName{Kind: ast.TypeVarchar}}
		lb := &ast.Literal{Span: sp, Kind: ast.LitString, Value: "["}
		rb := &ast.Literal{Span: sp, Kind: ast.LitString, Value: "]"}
		exprs[flattenPathCol] = canonCall(sp, "concat", lb, text, rb)
		needIndex = true
	}
	if isMap && rd.first[flattenIndexCol] != nil {
		// INDEX is "the index of the element, if it is an array; otherwise NULL".
		exprs[flattenIndexCol] = &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitNull}, Type: &ast.TypeName{Kind: ast.TypeInt}}
	}
	if !isMap && rd.first[flattenKeyCol] != nil {
		// KEY is the key of a map's or object's entry; an array element has none.
		exprs[flattenKeyCol] = &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitNull}, Type: &ast.TypeName{Kind: ast.TypeVarchar}}
	}
	for i, e := range exprs {
		if e == nil {
			continue
		}
		if n := rd.outside[i]; n != nil {
			*at = n
			return nil, nil, fmt.Sprintf("the query reads %s inside a nested query or in ORDER BY, where it cannot be replaced by the expression it is", readName(i)),
				fmt.Sprintf("read %s in the select list of the query itself, under a name to order by", readName(i))
		}
		subs = append(subs, subst{alias: strings.ToLower(alias.Name), col: strings.ToLower(cols[i].Name), expr: e})
	}
	gen := &ast.Generator{Span: g.Span, Kind: ast.GenUnnest, Name: g.Name, Args: []ast.Expr{input}, Collection: ast.CollArray, Columns: 1}
	u = &ast.Lateral{
		Span:  sp,
		Input: l.Input,
		Gens:  []*ast.Generator{gen},
		Outer: l.Outer || outer,
		On:    l.On,
		Alias: &ast.Alias{Span: l.Alias.Span, Name: alias, Columns: []ast.Ident{cols[flattenValueCol]}},
		Types: []*ast.TypeName{t.Elem},
	}
	if isMap {
		// A map's entries are an unnest of two columns, key and value; a
		// NULL or empty map gives no row, or the one OUTER adds.
		gen.Collection, gen.Columns = ast.CollMap, 2
		u.Alias.Columns = []ast.Ident{cols[flattenKeyCol], cols[flattenValueCol]}
		u.Types = []*ast.TypeName{t.Key, t.Value}
	}
	if needIndex {
		// INDEX is the 0-based position; unread, it is left out, for the
		// targets whose unnest has no position.
		u.Ordinality = &ast.Ordinality{Span: sp, Base: 0, Name: cols[flattenIndexCol]}
	}
	return u, subs, "", ""
}

func typeWord(t *ast.TypeName) string {
	if t.Kind == ast.TypeJSON {
		return "VARIANT"
	}
	if t.Kind == ast.TypeOther && t.Name != "" {
		return t.Name
	}
	return t.Kind.String()
}

// flattenScalar: element types whose values every target's unnest gives
// as they are.
func flattenScalar(k ast.TypeKind) bool {
	switch k {
	case ast.TypeBool, ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt,
		ast.TypeReal, ast.TypeDouble, ast.TypeDecimal, ast.TypeVarchar, ast.TypeString,
		ast.TypeDate, ast.TypeTimestamp:
		return true
	}
	return false
}

// flattenRead is what a query reads of a FLATTEN's columns.
type flattenRead struct {
	// star is a * or alias.* of the query itself (nil when none),
	// starName what it reads.
	star     ast.Node
	starName string
	// first is the first read of each column (by position), outside its
	// first read inside a nested query or in the ORDER BY.
	first, outside [6]ast.Node
}

// flattenReads finds the reads of l's columns in s (nested queries
// included) and in the ORDER BY of its query: a qualified alias.col, a
// bare column name (a bare SEQ, KEY, PATH or THIS, valid in the source, is
// FLATTEN's), and * or alias.* in s itself. A name in the FROM clause
// where l is not seen (flattenBlind: l's own INPUT, a join before it) is
// not a read of l.
func (c *Context) flattenReads(s *ast.Select, l *ast.Lateral) flattenRead {
	var rd flattenRead
	alias := l.Alias.Name.Name
	col := func(name string) int {
		for i, cn := range l.Alias.Columns {
			if strings.EqualFold(cn.Name, name) {
				return i
			}
		}
		return -1
	}
	nested := nestedNodes(s)
	blind := flattenBlind(s.From, l)
	check := func(outside bool) func(n ast.Node) bool {
		return func(n ast.Node) bool {
			x, ok := n.(*ast.ColumnRef)
			if !ok || blind[x] {
				return true
			}
			k := len(x.Name)
			if k >= 2 && !strings.EqualFold(x.Name[k-2].Name, alias) {
				return true
			}
			i := col(x.Name[k-1].Name)
			if i < 0 {
				return true
			}
			if rd.first[i] == nil {
				rd.first[i] = x
			}
			if (outside || nested[x]) && rd.outside[i] == nil {
				rd.outside[i] = x
			}
			return true
		}
	}
	ast.Inspect(s, check(false))
	for _, o := range c.orderBys[s.Span] {
		ast.Inspect(o, check(true))
	}
	// A star of s itself (a nested query's star reads its own FROM).
	ast.Inspect(s, func(n ast.Node) bool {
		if rd.star != nil {
			return false
		}
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.Star:
			if len(x.Table) == 0 {
				rd.star, rd.starName = x, "*"
			} else if strings.EqualFold(x.Table.Last().Name, alias) {
				rd.star, rd.starName = x, alias+".*"
			}
		}
		return true
	})
	return rd
}
