package difftest

import (
	"fmt"
	"strings"
)

// Sources are the dialects the generator writes queries in by default.
var Sources = []string{"hive", "spark", "trino", "presto", "postgres", "duckdb", "doris", "bigquery", "snowflake", "ansi"}

// AllSources are the dialects the generator can write queries in (Drill,
// whose tables hold no arrays, is not one).
var AllSources = Sources

// ref is an expression the query may use, with its type and the names
// (tables, lateral aliases) it depends on.
type ref struct {
	expr string
	t    *Type
	uses []string
}

// gen builds one random query over a fixture.
type gen struct {
	r       Rand
	src     string
	s       style
	fx      *Fixture
	q       *Query
	n       int
	scalars []ref // INT and STRING expressions in scope
	arrays  []ref // arrays of INT or STRING in scope
	structs []ref // arrays of structs
	nested  []ref // arrays of arrays
	maps    []ref
	strs    []ref // base string columns, for split
	bounds  []ref // INT expressions for sequence bounds
	jsons   []ref
	jarrs   []ref // JSON array strings (Doris)
	// edges: the constructs of gen_exprs.go are generated too (seeds from
	// EdgeSeeds on).
	edges bool
	// more: the constructs of gen_more.go are generated too (seeds from
	// MoreSeeds on).
	more  bool
	plain bool // a query without generators (gen_more.go)
	// windows: window functions are generated too (seeds from
	// WindowSeeds on).
	windows bool
	dates   []ref // generated DATE columns, read through a cast to a string
	// names counts the columns in scope by their unqualified name, so
	// that a reference may drop its qualifier when the name is unique.
	names map[string]int
}

// EdgeSeeds is the first seed whose cases use the constructs of
// gen_exprs.go (array functions, date series, WITH and UNION ALL bases,
// built arrays of structs, remainders by 0 and -1, substrings from 0 or a
// negative position, concat_ws of arrays). The seeds below it generate
// the cases they always did, so the short passes (seeds 1 and 2) keep
// checking what is fixed while the bugs those constructs find, listed in
// the differential-run reports, are open.
const EdgeSeeds = 700

// Generate makes a random fixture and a random query over it in source,
// without the constructs of gen_exprs.go.
func Generate(r Rand, source string) (*Fixture, *Query) {
	return generate(r, source, false, false, false)
}

func generate(r Rand, source string, edges, more, windows bool) (*Fixture, *Query) {
	fx := genFixture(r, source, more)
	g := &gen{r: r, src: source, s: styleOf(source), fx: fx, q: &Query{Source: source, From: "t"}, edges: edges, more: more, windows: windows}
	g.query()
	return fx, g.q
}

func (g *gen) chance(n int) bool { return g.r.IntN(n) == 0 }

func (g *gen) fresh(prefix string) string {
	g.n++
	return fmt.Sprintf("%s%d", prefix, g.n)
}

func pick[T any](g *gen, list []T) T { return list[g.r.IntN(len(list))] }

// addTable puts the columns of table alias in scope.
func (g *gen) addTable(name string) {
	t := g.fx.table(name)
	for _, c := range t.Cols {
		r := ref{expr: name + "." + c.Name, t: c.Type, uses: []string{name}}
		g.addRef(r, c.Name)
	}
}

func (g *gen) addRef(r ref, name string) {
	if q, col, ok := strings.Cut(r.expr, "."); ok && isName(q) && isName(col) {
		if g.names == nil {
			g.names = map[string]int{}
		}
		g.names[strings.ToLower(col)]++
	}
	if name == "" && len(r.uses) == 1 && r.uses[0] != "t" && r.uses[0] != "u" && g.s != styleSnow && g.chance(2) {
		// A generated column feeds a later generator: a string to split,
		// an integer as a series bound (a chain of laterals, each reading
		// the one before).
		switch r.t.Kind {
		case KString:
			g.strs = append(g.strs, r)
		case KInt:
			g.bounds = append(g.bounds, r)
		}
	}
	switch r.t.Kind {
	case KInt:
		g.scalars = append(g.scalars, r)
		if name == "n" {
			g.bounds = append(g.bounds, r)
		}
	case KString:
		g.scalars = append(g.scalars, r)
		switch name {
		case "s", "v":
			g.strs = append(g.strs, r)
		case "js":
			g.jsons = append(g.jsons, r)
		case "ja":
			g.jarrs = append(g.jarrs, r)
		}
	case KArray:
		switch r.t.Elem.Kind {
		case KStruct:
			g.structs = append(g.structs, r)
		case KArray:
			g.nested = append(g.nested, r)
		default:
			g.arrays = append(g.arrays, r)
		}
	case KMap:
		g.maps = append(g.maps, r)
	case KDate:
		g.dates = append(g.dates, r)
	case KStruct:
		// A struct column: its fields are what the query uses.
		g.scalars = append(g.scalars, ref{expr: r.expr + ".a", t: TInt, uses: r.uses},
			ref{expr: r.expr + ".b", t: TString, uses: r.uses})
	}
}

func (g *gen) query() {
	q := g.q
	if g.edges && g.chance(6) {
		g.derivedBase()
	}
	g.addTable("t")
	if g.chance(3) {
		g.join()
	}
	if g.edges && g.chance(5) {
		g.structArray()
	}
	// Now and then (seeds from MoreSeeds on) a query without a generator,
	// its items mostly the scalar expressions of gen_more.go: these reach
	// the targets that refuse the generators.
	g.plain = g.more && g.chance(4)
	// Generators in the select list: Hive, Spark, PostgreSQL, DuckDB.
	selectGen := !g.plain && (g.s == styleHive && g.src != "doris" || g.s == stylePG || g.s == styleDuck) && g.chance(5)
	if !selectGen && !g.plain {
		for n := 1 + g.r.IntN(3); n > 0; n-- {
			switch {
			case g.src == "doris":
				g.dorisLateralView()
			case g.s == styleHive:
				g.lateralView()
			case g.s == stylePresto, g.s == styleAnsi:
				g.unnestJoin()
			case g.s == styleBQ:
				g.bigQueryUnnest()
			case g.s == styleSnow:
				g.flatten()
			default:
				g.lateralJoin()
			}
		}
	}
	for n := g.r.IntN(3); n > 0; n-- {
		g.where()
	}
	switch {
	case selectGen:
		// a window function beside them is refused (T031) by the
		// sources that run them, PostgreSQL and DuckDB
		g.windows = false
		g.selectGenerators()
	case g.chance(3):
		q.Group = true
		for n := g.r.IntN(3); n > 0; n-- {
			r := pick(g, g.scalars)
			q.Items = append(q.Items, Item{Expr: g.unqualified(r), Alias: g.fresh("k"), Uses: r.uses})
		}
		for n := 1 + g.r.IntN(2); n > 0; n-- {
			q.Items = append(q.Items, g.aggregate())
		}
	default:
		for n := 1 + g.r.IntN(4); n > 0; n-- {
			q.Items = append(q.Items, g.item())
		}
		q.Distinct = g.chance(8)
	}
	if !selectGen && g.chance(5) {
		q.Order, q.Limit = true, 1+g.r.IntN(4)
		if g.more && g.chance(2) {
			g.orderDirections()
		}
	}
}

// join joins u to t.
func (g *gen) join() {
	on := pick(g, []string{"t.id = u.id", "t.id = u.id AND u.v <> 'a'", "t.id < u.id", "t.id = u.id OR u.v IS NULL"})
	kind := pick(g, []string{"JOIN", "LEFT JOIN", "LEFT JOIN"})
	g.q.Parts = append(g.q.Parts, Part{Text: kind + " u ON " + on, Alias: "u", Uses: []string{"t"}})
	g.addTable("u")
}

// collection returns an array expression of INT or STRING elements for a
// generator: a column, a constructor, a split, a sequence, or an array
// an earlier generator produced.
func (g *gen) collection() ref {
	kinds := 8
	if g.edges {
		kinds = 10
	}
	for {
		switch g.r.IntN(kinds) {
		case 0, 1, 2, 3:
			if len(g.arrays) > 0 {
				return pick(g, g.arrays)
			}
		case 8:
			if g.more && g.chance(3) {
				if c, ok := g.moreArrayFunc(); ok {
					return c
				}
			}
			if c, ok := g.arrayFunc(); ok {
				return c
			}
		case 9:
			if c, ok := g.dateArray(); ok {
				return c
			}
		case 4:
			a, b := g.intRef(), g.intRef()
			var e string
			switch g.s {
			case styleHive:
				e = "array(" + a.expr + ", " + b.expr + ")"
			case styleDuck, styleBQ:
				e = "[" + a.expr + ", " + b.expr + "]"
			case styleSnow:
				// An array constant is semi-structured (VARIANT
				// elements); the cast makes it a structured ARRAY.
				e = "[" + a.expr + ", " + b.expr + "]::ARRAY(INTEGER)"
				if g.chance(12) {
					// Semi-structured: FLATTEN of it has no unnest
					// equivalent and must be refused, with a position.
					e = "ARRAY_CONSTRUCT(" + a.expr + ", " + b.expr + ")"
				}
			default:
				e = "ARRAY[" + a.expr + ", " + b.expr + "]"
			}
			return ref{expr: e, t: TIntArray, uses: append(append([]string(nil), a.uses...), b.uses...)}
		case 5:
			if len(g.strs) == 0 {
				continue
			}
			if g.s == styleAnsi || g.s == styleSnow && !g.chance(4) {
				// ANSI SQL has no split; Snowflake's SPLIT gives a
				// semi-structured array (refused as a FLATTEN input).
				continue
			}
			s := pick(g, g.strs)
			var e string
			switch {
			case g.src == "doris":
				e = "split_by_string(" + s.expr + ", ',')"
			case g.s == styleHive:
				e = "split(" + s.expr + ", " + pick(g, []string{"','", "','", "'[,;]'", "','", "'.'", "',|;'"}) + ")"
			case g.s == stylePresto:
				e = "split(" + s.expr + ", ',')"
				if g.chance(3) {
					// A regex split: trailing empty pieces kept.
					e = "regexp_split(" + s.expr + ", " + pick(g, []string{"','", "'[,;]'"}) + ")"
				}
			case g.s == styleBQ:
				e = "SPLIT(" + s.expr + ", ',')"
				if g.edges {
					e = "SPLIT(" + s.expr + ", " + pick(g, []string{"','", "','", "''"}) + ")"
				}
			case g.s == styleSnow:
				// Snowflake does not document SPLIT of ''
				e = "SPLIT(NULLIF(" + s.expr + ", ''), ',')"
			case g.s == stylePG:
				e = "string_to_array(" + s.expr + ", ',')"
			default:
				e = "string_split(" + s.expr + ", ',')"
			}
			return ref{expr: e, t: TStrArray, uses: s.uses}
		case 6:
			if len(g.bounds) == 0 || g.src == "hive" || g.src == "doris" || g.s == stylePG || g.s == styleDuck || g.s == styleAnsi {
				continue
			}
			b := pick(g, g.bounds)
			switch g.s {
			case styleBQ:
				if g.edges && g.chance(4) {
					// A step away from the end: an empty array.
					return ref{expr: "GENERATE_ARRAY(1, " + b.expr + ", -1)", t: TIntArray, uses: b.uses}
				}
				return ref{expr: "GENERATE_ARRAY(1, " + b.expr + ")", t: TIntArray, uses: b.uses}
			case styleSnow:
				// 0 .. n-1: the end is excluded.
				if g.edges && g.chance(4) {
					return ref{expr: "ARRAY_GENERATE_RANGE(0, " + b.expr + ", -1)", t: TIntArray, uses: b.uses}
				}
				return ref{expr: "ARRAY_GENERATE_RANGE(0, " + b.expr + ")", t: TIntArray, uses: b.uses}
			}
			if g.chance(3) {
				// An explicit negative step; every bound of nPool is at
				// least -1, so the step's sign always fits.
				return ref{expr: "sequence(" + b.expr + ", -1, -1)", t: TIntArray, uses: b.uses}
			}
			return ref{expr: "sequence(1, " + b.expr + ")", t: TIntArray, uses: b.uses}
		case 7:
			// (An ANSI SQL subscript out of range is an exception.)
			if len(g.nested) > 0 && g.s != stylePresto && g.s != styleAnsi {
				// An element of a nested array is itself an array.
				n := pick(g, g.nested)
				idx := "[1]"
				if g.s == styleHive && g.src != "doris" || g.s == styleSnow {
					idx = "[0]" // 0-based (Doris subscripts are 1-based)
				}
				return ref{expr: n.expr + idx, t: n.t.Elem, uses: n.uses}
			}
		}
	}
}

func (g *gen) intRef() ref {
	for {
		r := pick(g, g.scalars)
		if r.t.Kind == KInt {
			return r
		}
	}
}

// lateralView adds a Hive/Spark LATERAL VIEW.
func (g *gen) lateralView() {
	alias := g.fresh("a")
	outer := g.chance(3)
	// Spark spells OUTER also as a function suffix (explode_outer...).
	suffixOK := outer && g.src == "spark" && g.chance(2)
	usedSuffix := false
	fnName := func(name string) string {
		if suffixOK {
			usedSuffix = true
			return name + "_outer"
		}
		return name
	}
	defaults := g.chance(6)
	named := true
	var fn string
	var uses []string
	var cols []string
	var types []*Type
	for fn == "" {
		switch g.r.IntN(11) {
		case 0, 1, 2:
			c := g.collection()
			fn, uses = fnName("explode")+"("+c.expr+")", c.uses
			cols, types = []string{g.fresh("x")}, []*Type{c.t.Elem}
			if defaults {
				cols, named = []string{"col"}, false
			}
		case 3:
			c := g.collection()
			fn, uses = fnName("posexplode")+"("+c.expr+")", c.uses
			cols, types = []string{g.fresh("p"), g.fresh("x")}, []*Type{TInt, c.t.Elem}
			if defaults {
				cols, named = []string{"pos", "col"}, false
				if g.src == "hive" {
					cols[1] = "val"
				}
			}
		case 4:
			if len(g.maps) == 0 {
				continue
			}
			m := pick(g, g.maps)
			fn, uses = fnName("explode")+"("+m.expr+")", m.uses
			cols, types = []string{g.fresh("k"), g.fresh("v")}, []*Type{TString, TInt}
			if defaults {
				cols, named = []string{"key", "value"}, false
			}
		case 5:
			if len(g.structs) == 0 {
				continue
			}
			s := pick(g, g.structs)
			if g.chance(2) {
				fn, uses = fnName("inline")+"("+s.expr+")", s.uses
				cols, types = []string{g.fresh("fa"), g.fresh("fb")}, []*Type{TInt, TString}
				if defaults {
					cols, named = []string{"a", "b"}, false
				}
			} else {
				fn, uses = fnName("explode")+"("+s.expr+")", s.uses
				cols, types = []string{g.fresh("st")}, []*Type{TStruct}
			}
		case 6:
			// stack(n, ...): n rows of ceil(k/n) columns, missing cells NULL.
			a, b := g.intRef(), g.intRef()
			args := []string{a.expr, b.expr}
			if g.chance(2) {
				args = append(args, "7")
			}
			rows := 2
			if g.chance(3) {
				rows = 3
			}
			fn = fmt.Sprintf("stack(%d, %s)", rows, strings.Join(args, ", "))
			uses = append(append([]string(nil), a.uses...), b.uses...)
			ncols := (len(args) + rows - 1) / rows
			for i := 0; i < ncols; i++ {
				cols, types = append(cols, g.fresh("c")), append(types, TInt)
			}
			if defaults {
				named = false
				for i := range cols {
					cols[i] = fmt.Sprintf("col%d", i)
				}
			}
		case 7:
			if len(g.jsons) == 0 {
				continue
			}
			j := pick(g, g.jsons)
			fn, uses = "json_tuple("+j.expr+", 'a', 'b')", j.uses
			cols, types = []string{g.fresh("ja"), g.fresh("jb")}, []*Type{TString, TString}
			if defaults {
				cols, named = []string{"c0", "c1"}, false
			}
		case 8:
			if len(g.nested) == 0 {
				continue
			}
			n := pick(g, g.nested)
			fn, uses = fnName("explode")+"("+n.expr+")", n.uses
			cols, types = []string{g.fresh("in")}, []*Type{n.t.Elem}
		case 9:
			if g.src != "spark" || !g.chance(2) {
				continue
			}
			// arrays_zip pads the shorter array with NULL; a NULL input
			// makes the whole result NULL (Spark SQL reference,
			// arrays_zip).
			a, b := g.collection(), g.collection()
			fn = fnName("inline") + "(arrays_zip(" + a.expr + ", " + b.expr + "))"
			uses = append(append([]string(nil), a.uses...), b.uses...)
			cols, types = []string{g.fresh("za"), g.fresh("zb")}, []*Type{a.t.Elem, b.t.Elem}
		default:
			if g.src != "spark" || len(g.maps) == 0 {
				continue
			}
			m := pick(g, g.maps)
			fn, uses = fnName("posexplode")+"("+m.expr+")", m.uses
			cols, types = []string{g.fresh("p"), g.fresh("k"), g.fresh("v")}, []*Type{TInt, TString, TInt}
		}
	}
	kw := "LATERAL VIEW "
	if outer && !usedSuffix {
		kw += "OUTER "
	}
	text := kw + fn + " " + alias
	if named {
		text += " AS " + strings.Join(cols, ", ")
	}
	g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: alias, Uses: uses})
	for i, c := range cols {
		g.addRef(ref{expr: alias + "." + c, t: types[i], uses: []string{alias}}, "")
	}
}

// unnestJoin adds a Presto/Trino UNNEST or LATERAL subquery.
func (g *gen) unnestJoin() {
	alias := g.fresh("a")
	left := (g.src == "trino" || g.s == styleAnsi) && g.chance(3)
	var args []ref
	var cols []string
	var types []*Type
	ord := false
	switch g.r.IntN(9) {
	case 0, 1, 2:
		args = []ref{g.collection()}
		cols, types = []string{g.fresh("x")}, []*Type{args[0].t.Elem}
		ord = g.chance(3)
	case 3:
		// zipped
		args = []ref{g.collection(), g.collection()}
		cols, types = []string{g.fresh("x"), g.fresh("y")}, []*Type{args[0].t.Elem, args[1].t.Elem}
		ord = g.chance(3)
	case 4:
		if len(g.maps) == 0 {
			g.unnestJoin()
			return
		}
		args = []ref{pick(g, g.maps)}
		cols, types = []string{g.fresh("k"), g.fresh("v")}, []*Type{TString, TInt}
		ord = g.chance(3)
	case 5:
		if len(g.structs) == 0 {
			g.unnestJoin()
			return
		}
		args = []ref{pick(g, g.structs)}
		cols, types = []string{g.fresh("fa"), g.fresh("fb")}, []*Type{TInt, TString}
		ord = g.chance(3)
	case 6:
		if len(g.nested) == 0 {
			g.unnestJoin()
			return
		}
		args = []ref{pick(g, g.nested)}
		cols, types = []string{g.fresh("in")}, []*Type{args[0].t.Elem}
	case 7:
		if g.s != stylePresto || !g.chance(2) {
			g.lateralSubquery(alias, "UNNEST")
			return
		}
		// zip pads the shorter array with NULL and is NULL when an input
		// is; UNNEST expands its ROW elements into columns.
		a, b := g.collection(), g.collection()
		args = []ref{{expr: "zip(" + a.expr + ", " + b.expr + ")", uses: append(append([]string(nil), a.uses...), b.uses...)}}
		cols, types = []string{g.fresh("x"), g.fresh("y")}, []*Type{a.t.Elem, b.t.Elem}
		ord = g.chance(3)
	default:
		g.lateralSubquery(alias, "UNNEST")
		return
	}
	if ord {
		cols, types = append(cols, g.fresh("n")), append(types, TInt)
	}
	var exprs []string
	var uses []string
	for _, a := range args {
		exprs = append(exprs, a.expr)
		uses = append(uses, a.uses...)
	}
	text := "UNNEST(" + strings.Join(exprs, ", ") + ")"
	if ord {
		text += " WITH ORDINALITY"
	}
	text += " AS " + alias + "(" + strings.Join(cols, ", ") + ")"
	switch {
	case left:
		text = "LEFT JOIN " + text + " ON TRUE"
	case len(g.q.Parts) == 0 && g.chance(4):
		text = ", " + text
	default:
		text = "CROSS JOIN " + text
	}
	g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: alias, Uses: uses})
	for i, c := range cols {
		g.addRef(ref{expr: alias + "." + c, t: types[i], uses: []string{alias}}, "")
	}
}

// lateralSubquery adds a LATERAL subquery over an unnested array: an
// aggregate (one row per left row, even for an empty array) or a filter.
func (g *gen) lateralSubquery(alias, unnest string) {
	c := g.collection()
	inner := g.fresh("v")
	from := unnest + "(" + c.expr + ") AS " + inner + "(e)"
	lat := "LATERAL"
	if c.t.Elem.Kind == KInt && g.chance(2) {
		cnt, sm, mx := g.fresh("cnt"), g.fresh("sm"), g.fresh("mx")
		// count(e) skips NULL elements where count(*) does not.
		count := pick(g, []string{"count(*)", "count(e)"})
		// DuckDB's sum of integers is a HUGEINT, which its generate_series
		// does not take: the column is an integer in every source.
		sum := "sum(e)"
		if g.src == "duckdb" {
			sum = "CAST(sum(e) AS BIGINT)"
		}
		sub := fmt.Sprintf("(SELECT %s AS %s, %s AS %s, max(e) AS %s FROM %s)", count, cnt, sum, sm, mx, from)
		text := "CROSS JOIN " + lat + " " + sub + " AS " + alias
		if g.src != "trino" && g.src != "presto" && g.chance(2) {
			text = "LEFT JOIN " + lat + " " + sub + " AS " + alias + " ON TRUE"
		}
		g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: alias, Uses: c.uses})
		for _, n := range []string{cnt, sm, mx} {
			g.addRef(ref{expr: alias + "." + n, t: TInt, uses: []string{alias}}, "")
		}
		return
	}
	le := g.fresh("le")
	cond := "e IS NOT NULL"
	uses := c.uses
	if c.t.Elem.Kind == KInt {
		cond = "e > t.id"
		uses = append(append([]string(nil), uses...), "t")
	}
	sub := fmt.Sprintf("(SELECT e AS %s FROM %s WHERE %s)", le, from, cond)
	text := "CROSS JOIN " + lat + " " + sub + " AS " + alias
	if g.chance(2) {
		text = "LEFT JOIN " + lat + " " + sub + " AS " + alias + " ON TRUE"
	}
	g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: alias, Uses: uses})
	g.addRef(ref{expr: alias + "." + le, t: c.t.Elem, uses: []string{alias}}, "")
}

// lateralJoin adds a PostgreSQL/DuckDB set-returning function in FROM or a
// LATERAL subquery.
func (g *gen) lateralJoin() {
	alias := g.fresh("a")
	pg := g.s == stylePG
	var fn string
	var uses []string
	var cols []string
	var types []*Type
	ord := false
	switch g.r.IntN(9) {
	case 0, 1, 2:
		c := g.collection()
		fn, uses = "unnest("+c.expr+")", c.uses
		cols, types = []string{g.fresh("x")}, []*Type{c.t.Elem}
		ord = g.chance(3)
	case 3:
		if !pg {
			g.lateralJoin()
			return
		}
		a, b := g.collection(), g.collection()
		if g.chance(2) {
			fn = "unnest(" + a.expr + ", " + b.expr + ")"
		} else {
			fn = "ROWS FROM (unnest(" + a.expr + "), unnest(" + b.expr + "))"
		}
		uses = append(append([]string(nil), a.uses...), b.uses...)
		cols, types = []string{g.fresh("x"), g.fresh("y")}, []*Type{a.t.Elem, b.t.Elem}
		ord = g.chance(3)
	case 4:
		if g.edges && g.chance(5) {
			fn = g.dateSeries()
			cols, types = []string{g.fresh("d")}, []*Type{TDate}
			ord = g.chance(4)
			break
		}
		if len(g.bounds) == 0 {
			g.lateralJoin()
			return
		}
		b := pick(g, g.bounds)
		fn, uses = g.series(b), b.uses
		cols, types = []string{g.fresh("i")}, []*Type{TInt}
		ord = g.chance(4)
	case 8:
		if !pg || len(g.strs) == 0 {
			g.lateralJoin()
			return
		}
		s := pick(g, g.strs)
		fn, uses = g.pgSplit(s), s.uses
		cols, types = []string{g.fresh("x")}, []*Type{TString}
		ord = g.chance(3)
	case 5:
		if len(g.nested) == 0 || pg {
			g.lateralJoin()
			return
		}
		n := pick(g, g.nested)
		fn, uses = "unnest("+n.expr+")", n.uses
		cols, types = []string{g.fresh("in")}, []*Type{n.t.Elem}
	default:
		g.lateralSubquery(alias, "unnest")
		return
	}
	if ord {
		fn += " WITH ORDINALITY"
		cols, types = append(cols, g.fresh("n")), append(types, TInt)
	}
	body := fn + " AS " + alias + "(" + strings.Join(cols, ", ") + ")"
	var text string
	switch g.r.IntN(5) {
	case 0:
		text = "LEFT JOIN LATERAL " + body + " ON TRUE"
	case 1:
		text = "LEFT JOIN " + body + " ON TRUE"
	case 2:
		text = "CROSS JOIN " + body
	case 3:
		if len(g.q.Parts) == 0 {
			text = ", " + body
		} else {
			text = "CROSS JOIN LATERAL " + body
		}
	default:
		text = "CROSS JOIN LATERAL " + body
	}
	g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: alias, Uses: uses})
	for i, c := range cols {
		g.addRef(ref{expr: alias + "." + c, t: types[i], uses: []string{alias}}, "")
	}
}

// series is a PostgreSQL/DuckDB integer series to the bound b: from 1
// (inclusive), down to -1 with step -1, by 2, or DuckDB's range, whose end
// is excluded (PostgreSQL manual, Set Returning Functions; DuckDB, range
// and generate_series table functions).
func (g *gen) series(b ref) string {
	kinds := 5
	if g.edges {
		kinds = 7
	}
	switch g.r.IntN(kinds) {
	case 0:
		return "generate_series(" + b.expr + ", -1, -1)"
	case 1:
		return "generate_series(1, " + b.expr + ", 2)"
	case 2:
		if g.s == styleDuck {
			return "range(1, " + b.expr + ")"
		}
	case 3:
		// A step pointing away from the stop: no row (for a bound
		// above 1), where Spark's and Trino's sequence raise.
		return "generate_series(1, " + b.expr + ", -1)"
	case 4:
		if g.s == styleDuck && g.chance(2) {
			return "range(" + b.expr + ", 2, 1)"
		}
		return "generate_series(" + b.expr + ", 1, 1)"
	}
	return "generate_series(1, " + b.expr + ")"
}

// pgSplit is a PostgreSQL string-splitting set-returning function over s:
// string_to_table (literal delimiter, ” gives no row) or
// regexp_split_to_table (” gives one row holding ”).
func (g *gen) pgSplit(s ref) string {
	if g.chance(2) {
		return "string_to_table(" + s.expr + ", ',')"
	}
	return "regexp_split_to_table(" + s.expr + ", " + pick(g, []string{"','", "'[,;]'", "',+'"}) + ")"
}

// selectGenerators puts row generators in the select list: Hive allows one
// alone; Spark one beside other items; PostgreSQL and DuckDB several,
// zipped.
func (g *gen) selectGenerators() {
	q := g.q
	gen := func(outerOK bool) Item {
		if g.s == stylePG && len(g.strs) > 0 && g.chance(5) {
			s := pick(g, g.strs)
			return Item{Expr: g.pgSplit(s), Alias: g.fresh("g"), Gen: true, Uses: s.uses}
		}
		if g.s == styleHive && g.chance(3) {
			if it, ok := g.multiColumnGenerator(outerOK); ok {
				return it
			}
		}
		c := g.collection()
		fn := "explode"
		switch {
		case g.s == stylePG || g.s == styleDuck:
			fn = "unnest"
			if len(g.bounds) > 0 && g.chance(4) {
				b := pick(g, g.bounds)
				e := "generate_series(1, " + b.expr + ")"
				if g.chance(3) {
					e = "generate_series(" + b.expr + ", -1, -1)"
				}
				return Item{Expr: e, Alias: g.fresh("g"), Gen: true, Uses: b.uses}
			}
		case outerOK && g.chance(3):
			fn = "explode_outer"
		}
		return Item{Expr: fn + "(" + c.expr + ")", Alias: g.fresh("g"), Gen: true, Uses: c.uses}
	}
	switch g.src {
	case "hive":
		q.Items = []Item{gen(false)}
	case "spark":
		for n := g.r.IntN(3); n > 0; n-- {
			q.Items = append(q.Items, g.item())
		}
		q.Items = append(q.Items, gen(true))
	default:
		for n := g.r.IntN(3); n > 0; n-- {
			q.Items = append(q.Items, g.item())
		}
		for n := 1 + g.r.IntN(2); n > 0; n-- {
			q.Items = append(q.Items, gen(false))
		}
	}
}

// multiColumnGenerator is a Hive/Spark generator of several columns in the
// select list, named with AS (c1, c2...): posexplode, inline, stack or
// json_tuple (Hive LanguageManual UDF, built-in table-generating
// functions).
func (g *gen) multiColumnGenerator(outerOK bool) (Item, bool) {
	suffix := ""
	if outerOK && g.chance(3) {
		suffix = "_outer"
	}
	names := func(prefixes ...string) string {
		var out []string
		for _, p := range prefixes {
			out = append(out, g.fresh(p))
		}
		return "(" + strings.Join(out, ", ") + ")"
	}
	switch g.r.IntN(4) {
	case 0:
		c := g.collection()
		return Item{Expr: "posexplode" + suffix + "(" + c.expr + ")", Alias: names("p", "x"), Gen: true, Uses: c.uses}, true
	case 1:
		if len(g.structs) == 0 {
			return Item{}, false
		}
		s := pick(g, g.structs)
		return Item{Expr: "inline" + suffix + "(" + s.expr + ")", Alias: names("fa", "fb"), Gen: true, Uses: s.uses}, true
	case 2:
		a, b := g.intRef(), g.intRef()
		return Item{Expr: "stack(2, " + a.expr + ", " + b.expr + ", 7)", Alias: names("c", "c"), Gen: true,
			Uses: append(append([]string(nil), a.uses...), b.uses...)}, true
	default:
		if len(g.jsons) == 0 {
			return Item{}, false
		}
		j := pick(g, g.jsons)
		return Item{Expr: "json_tuple(" + j.expr + ", 'a', 'b')", Alias: names("ja", "jb"), Gen: true, Uses: j.uses}, true
	}
}

// item returns a scalar select item over what is in scope: a column, or a
// function whose NULL and edge-case behaviour differs between dialects
// (division, size of NULL, out-of-range subscripts, concat with NULL,
// greatest with NULL, array membership with NULL elements, modulo of
// negatives, map lookups of missing keys).
func (g *gen) item() Item {
	alias := g.fresh("c")
	if g.chance(5) && len(g.arrays) > 0 {
		a := pick(g, g.arrays)
		var e string
		switch g.r.IntN(3) {
		case 0: // size: Hive/Spark give -1 for NULL
			switch g.s {
			case styleHive:
				e = "size(" + a.expr + ")"
			case styleDuck:
				e = "len(" + a.expr + ")"
			case styleBQ:
				e = "ARRAY_LENGTH(" + a.expr + ")"
			case styleSnow:
				e = "ARRAY_SIZE(" + a.expr + ")"
			default:
				e = "cardinality(" + a.expr + ")"
			}
		case 1: // the first element: 0-based in Hive, NULL when out of range
			switch {
			case g.src == "doris":
				e = a.expr + pick(g, []string{"[1]", "[1]", "[3]"}) // 1-based, NULL out of range
			case g.s == styleHive, g.s == styleSnow:
				e = a.expr + pick(g, []string{"[0]", "[0]", "[2]"}) // 0-based, NULL out of range
			case g.s == stylePresto:
				// A negative index counts from the end.
				e = "element_at(" + a.expr + ", " + pick(g, []string{"1", "1", "-1", "3"}) + ")"
			case g.s == styleAnsi:
				// An ANSI SQL subscript out of range is an exception.
				e = "cardinality(" + a.expr + ")"
			case g.s == styleBQ:
				e = a.expr + pick(g, []string{"[SAFE_OFFSET(0)]", "[SAFE_ORDINAL(2)]"})
			case g.s == styleDuck:
				// A negative index counts from the end.
				e = a.expr + pick(g, []string{"[1]", "[1]", "[-1]", "[3]"})
			default:
				e = a.expr + pick(g, []string{"[1]", "[1]", "[0]", "[3]"}) // NULL out of range
			}
		default: // membership: NULL elements make a miss NULL in some engines
			lit := "1"
			if a.t.Elem.Kind == KString {
				lit = "'a'"
			}
			switch g.s {
			case styleHive:
				e = "array_contains(" + a.expr + ", " + lit + ")"
			case stylePresto:
				e = "contains(" + a.expr + ", " + lit + ")"
			case styleDuck:
				e = "list_contains(" + a.expr + ", " + lit + ")"
			case styleBQ:
				// A correlated subquery over the array: one value per
				// row, an empty array counting nothing.
				z := g.fresh("z")
				if g.chance(2) {
					e = "EXISTS(SELECT 1 FROM UNNEST(" + a.expr + ") AS " + z + " WHERE " + z + " = " + lit + ")"
				} else {
					e = "(SELECT count(" + z + ") FROM UNNEST(" + a.expr + ") AS " + z + ")"
				}
			case styleSnow:
				e = "ARRAY_SIZE(" + a.expr + ")"
			case styleAnsi:
				e = "cardinality(" + a.expr + ")"
			default:
				e = lit + " = ANY(" + a.expr + ")"
			}
		}
		return Item{Expr: e, Alias: alias, Uses: a.uses}
	}
	if g.chance(12) && len(g.maps) > 0 && g.s != styleDuck {
		m := pick(g, g.maps)
		e := m.expr + "['k']"
		if g.s == stylePresto {
			e = "element_at(" + m.expr + ", 'k')"
		}
		return Item{Expr: e, Alias: alias, Uses: m.uses}
	}
	if len(g.dates) > 0 && g.chance(3) {
		d := pick(g, g.dates)
		return Item{Expr: "CAST(" + d.expr + " AS " + typeSQL(g.s, TString) + ")", Alias: alias, Uses: d.uses}
	}
	if g.windows && g.chance(6) && len(g.scalars) > 0 {
		return g.windowItem() // gen_over.go
	}
	r := pick(g, g.scalars)
	r.expr = g.unqualified(r)
	e := r.expr
	if g.more && (g.chance(4) || g.plain && g.chance(2)) {
		if e, ok := g.moreScalar(r); ok {
			return Item{Expr: e, Alias: alias, Uses: r.uses}
		}
	}
	if g.edges && g.chance(6) {
		if e, ok := g.edgeScalar(r); ok {
			return Item{Expr: e, Alias: alias, Uses: r.uses}
		}
	}
	if g.s == styleAnsi {
		return Item{Expr: g.ansiScalar(r), Alias: alias, Uses: r.uses}
	}
	if r.t.Kind == KInt {
		switch g.r.IntN(14) {
		case 0:
			e = r.expr + " + 1"
		case 1:
			e = "coalesce(" + r.expr + ", -1)"
		case 2:
			e = r.expr + " / 2"
			switch {
			case g.chance(3) && g.s == styleHive && g.src != "doris":
				e = r.expr + " div 2" // integral (T14)
			case g.chance(3) && g.s == styleDuck:
				e = r.expr + " // 2" // integral (T14)
			}
		case 3:
			e = "CASE WHEN " + r.expr + " IS NULL THEN 'null' ELSE 'set' END"
		case 4:
			e = r.expr + " % 2"
			if g.s == styleBQ {
				e = "MOD(" + r.expr + ", 2)" // BigQuery has no % operator
			}
		case 5:
			e = "greatest(" + r.expr + ", 1)"
		case 6:
			e = "nullif(" + r.expr + ", 1)"
		case 7:
			e = "abs(" + r.expr + ")"
		case 8:
			e = "CAST(" + r.expr + " AS " + typeSQL(g.s, TString) + ")"
		}
	} else {
		switch g.r.IntN(10) {
		case 0:
			e = "coalesce(" + r.expr + ", '?')"
		case 1:
			e = "length(" + r.expr + ")"
		case 2:
			e = "concat(" + r.expr + ", '-')"
		case 3:
			e = "upper(" + r.expr + ")"
		case 4:
			e = "substr(" + r.expr + ", 1, 1)"
		case 5:
			e = "replace(" + r.expr + ", ',', ';')"
		}
	}
	return Item{Expr: e, Alias: alias, Uses: r.uses}
}

// isName reports whether s is a plain identifier.
func isName(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// unqualified returns r's expression, now and then without its qualifier
// when no other column in scope has its name (the translation must then
// resolve the name itself: a table column, or a generated one). Snowflake
// FLATTEN columns always keep theirs.
func (g *gen) unqualified(r ref) string {
	q, col, ok := strings.Cut(r.expr, ".")
	if !ok || !isName(q) || !isName(col) || g.s == styleSnow || g.names[strings.ToLower(col)] != 1 || !g.chance(3) {
		return r.expr
	}
	return col
}

// ansiScalar is a scalar item over r in standard SQL only: CHAR_LENGTH,
// ||, SUBSTRING ... FROM ... FOR, MOD (the ANSI target is read by the
// standard, which has no length, concat, substr, replace or greatest).
func (g *gen) ansiScalar(r ref) string {
	if r.t.Kind == KInt {
		switch g.r.IntN(10) {
		case 0:
			return r.expr + " + 1"
		case 1:
			return "coalesce(" + r.expr + ", -1)"
		case 2:
			return r.expr + " / 2"
		case 3:
			return "CASE WHEN " + r.expr + " IS NULL THEN 'null' ELSE 'set' END"
		case 4:
			return "MOD(" + r.expr + ", 2)"
		case 5:
			return "nullif(" + r.expr + ", 1)"
		case 6:
			return "abs(" + r.expr + ")"
		case 7:
			return "CAST(" + r.expr + " AS VARCHAR)"
		}
		return r.expr
	}
	switch g.r.IntN(8) {
	case 0:
		return "coalesce(" + r.expr + ", '?')"
	case 1:
		return "CHAR_LENGTH(" + r.expr + ")"
	case 2:
		return r.expr + " || '-'"
	case 3:
		return "upper(" + r.expr + ")"
	case 4:
		return "SUBSTRING(" + r.expr + " FROM 1 FOR 1)"
	}
	return r.expr
}

// aggregate returns an aggregate select item.
func (g *gen) aggregate() Item {
	alias := g.fresh("g")
	if g.chance(4) {
		return Item{Expr: "count(*)", Alias: alias, Agg: true}
	}
	r := pick(g, g.scalars)
	r.expr = g.unqualified(r)
	if g.more && r.t.Kind == KInt && g.chance(3) {
		return Item{Expr: g.moreAggregate(r), Alias: alias, Agg: true, Uses: r.uses}
	}
	fns := []string{"count", "min", "max"}
	if r.t.Kind == KInt {
		fns = append(fns, "sum", "sum", "avg")
	}
	fn := pick(g, fns)
	arg := r.expr
	if fn == "count" && g.chance(3) {
		arg = "DISTINCT " + arg
	}
	return Item{Expr: fn + "(" + arg + ")", Alias: alias, Agg: true, Uses: r.uses}
}

// where adds a conjunct over what is in scope.
func (g *gen) where() {
	r := pick(g, g.scalars)
	r.expr = g.unqualified(r)
	var c string
	if r.t.Kind == KInt {
		c = pick(g, []string{"%s IS NULL", "%s IS NOT NULL", "%s > 0", "%s = 1", "%s IN (1, 2)", "coalesce(%s, 0) <> 1",
			"%s BETWEEN 0 AND 2", "NOT (%s = 1)", "%s NOT IN (1, 2)"})
	} else {
		c = pick(g, []string{"%s = ''", "%s <> 'a'", "%s IS NULL", "%s IS NOT NULL", "%s IN ('a', 'b')", "%s LIKE 'a%%'", "%s < 'b'"})
	}
	g.q.Where = append(g.q.Where, Part{Text: fmt.Sprintf(c, r.expr), Uses: r.uses})
}
