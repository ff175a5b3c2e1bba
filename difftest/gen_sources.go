package difftest

import (
	"strings"
)

// The row generators of Doris, BigQuery and Snowflake sources.

// dorisLateralView adds a Doris LATERAL VIEW: Doris names every column
// (it has no default names) and spells OUTER only as the _outer suffix
// (Doris documentation, LATERAL VIEW and the table functions explode,
// explode_map, posexplode, explode_split, explode_numbers,
// explode_json_array_*; SEMANTICS §3).
func (g *gen) dorisLateralView() {
	alias := g.fresh("a")
	suffix := ""
	if g.chance(3) {
		suffix = "_outer"
	}
	var fn string
	var uses []string
	var cols []string
	var types []*Type
	for fn == "" {
		switch g.r.IntN(10) {
		case 0, 1, 2:
			c := g.collection()
			fn, uses = "explode"+suffix+"("+c.expr+")", c.uses
			cols, types = []string{g.fresh("x")}, []*Type{c.t.Elem}
		case 3:
			c := g.collection()
			fn, uses = "posexplode"+suffix+"("+c.expr+")", c.uses
			cols, types = []string{g.fresh("p"), g.fresh("x")}, []*Type{TInt, c.t.Elem}
		case 4:
			if len(g.maps) == 0 {
				continue
			}
			m := pick(g, g.maps)
			fn, uses = "explode_map"+suffix+"("+m.expr+")", m.uses
			cols, types = []string{g.fresh("k"), g.fresh("v")}, []*Type{TString, TInt}
		case 5:
			if len(g.strs) == 0 {
				continue
			}
			s := pick(g, g.strs)
			fn, uses = "explode_split"+suffix+"("+s.expr+", "+pick(g, []string{"','", "','", "';'", "',,'", "'.'", "'|'"})+")", s.uses
			cols, types = []string{g.fresh("x")}, []*Type{TString}
		case 6:
			b := g.intRef()
			if len(g.bounds) > 0 && g.chance(2) {
				b = pick(g, g.bounds)
			}
			fn, uses = "explode_numbers"+suffix+"("+b.expr+")", b.uses
			cols, types = []string{g.fresh("i")}, []*Type{TInt}
		case 7:
			if len(g.jarrs) == 0 {
				continue
			}
			j := pick(g, g.jarrs)
			kind, t := "int", TInt
			if g.chance(2) {
				kind, t = "string", TString
			}
			fn, uses = "explode_json_array_"+kind+suffix+"("+j.expr+")", j.uses
			cols, types = []string{g.fresh("j")}, []*Type{t}
		case 8:
			if len(g.nested) == 0 {
				continue
			}
			n := pick(g, g.nested)
			fn, uses = "explode"+suffix+"("+n.expr+")", n.uses
			cols, types = []string{g.fresh("in")}, []*Type{n.t.Elem}
		default:
			// Two generators in one view are not Doris syntax; a view
			// over a literal array multiplies every row.
			fn = "explode" + suffix + "(array(1, 2))"
			cols, types = []string{g.fresh("x")}, []*Type{TInt}
		}
	}
	text := "LATERAL VIEW " + fn + " " + alias + " AS " + strings.Join(cols, ", ")
	g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: alias, Uses: uses})
	for i, c := range cols {
		g.addRef(ref{expr: alias + "." + c, t: types[i], uses: []string{alias}}, "")
	}
}

// bigQueryUnnest adds a BigQuery UNNEST in FROM: a correlated comma or
// CROSS JOIN, or a LEFT JOIN that keeps the row of an empty array, with
// WITH OFFSET (0-based, its own alias); the alias is the element itself
// (a struct whose fields read with a dot for an array of STRUCTs). The
// BigQuery reference, Query syntax: UNNEST operator.
func (g *gen) bigQueryUnnest() {
	x := g.fresh("x")
	var c ref
	structs := len(g.structs) > 0 && g.chance(4)
	if structs {
		c = pick(g, g.structs)
	} else {
		c = g.collection()
	}
	text := "UNNEST(" + c.expr + ") AS " + x
	off := ""
	if g.chance(3) {
		off = g.fresh("o")
		text += " WITH OFFSET AS " + off
	}
	switch g.r.IntN(7) {
	case 0, 1:
		// A comma after a JOIN: BigQuery reads the FROM clause left to
		// right, standard SQL binds the JOIN first (the same rows for
		// cross, inner and left joins).
		text = ", " + text
	case 2:
		text = "CROSS JOIN " + text
	case 3:
		text = "LEFT JOIN " + text
	case 4:
		text = "LEFT JOIN " + text + " ON TRUE"
	case 5:
		// A condition on the element: inner, it filters; outer, it stays
		// in the join (SEMANTICS T12).
		if structs || c.t.Elem.Kind != KInt {
			text = "JOIN " + text + " ON TRUE"
		} else {
			text = pick(g, []string{"JOIN ", "LEFT JOIN "}) + text + " ON " + x + " > 1"
		}
	default:
		text = "INNER JOIN " + text + " ON TRUE"
	}
	g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: x, Uses: c.uses})
	// The names read the part through x, so that the shrinker keeps it
	// while the offset is read too.
	if structs {
		g.addRef(ref{expr: x + ".a", t: TInt, uses: []string{x}}, "")
		g.addRef(ref{expr: x + ".b", t: TString, uses: []string{x}}, "")
	} else {
		g.addRef(ref{expr: x, t: c.t.Elem, uses: []string{x}}, "")
	}
	if off != "" {
		g.addRef(ref{expr: off, t: TInt, uses: []string{x}}, "")
	}
}

// flatten adds a Snowflake LATERAL FLATTEN(INPUT => ...) (Snowflake SQL
// reference, FLATTEN): its columns are read as alias.VALUE and
// alias.INDEX (0-based); OUTER => TRUE keeps the row of an empty or NULL
// array once, with NULL VALUE and INDEX. Now and then it reads SEQ, KEY,
// THIS or PATH, which no other target has, or flattens a semi-structured
// or nested input: the translations must refuse those, with a position.
func (g *gen) flatten() {
	f := g.fresh("f")
	var c ref
	switch {
	case len(g.structs) > 0 && g.chance(20):
		c = pick(g, g.structs)
	case len(g.nested) > 0 && g.chance(20):
		c = pick(g, g.nested)
	default:
		c = g.collection()
	}
	input := "INPUT => " + c.expr
	if g.chance(2) {
		input = "input => " + c.expr
	}
	args := input
	switch g.r.IntN(6) {
	case 0:
		args += ", OUTER => TRUE"
	case 1:
		args += ", outer => TRUE"
	case 2:
		args += ", outer => FALSE"
	}
	var text string
	switch g.r.IntN(5) {
	case 0:
		text = ", TABLE(FLATTEN(" + args + ")) " + f
	case 1:
		text = ", LATERAL FLATTEN(" + args + ") " + f
	default:
		text = ", LATERAL FLATTEN(" + args + ") AS " + f
	}
	g.q.Parts = append(g.q.Parts, Part{Text: text, Alias: f, Uses: c.uses})
	switch c.t.Elem.Kind {
	case KStruct:
		g.addRef(ref{expr: f + ".value:a", t: TInt, uses: []string{f}}, "")
		g.addRef(ref{expr: f + ".value:b", t: TString, uses: []string{f}}, "")
	default:
		g.addRef(ref{expr: f + ".value", t: c.t.Elem, uses: []string{f}}, "")
	}
	g.addRef(ref{expr: f + ".index", t: TInt, uses: []string{f}}, "")
	if g.chance(10) {
		if g.chance(2) {
			g.addRef(ref{expr: f + ".seq", t: TInt, uses: []string{f}}, "")
		} else {
			g.addRef(ref{expr: f + "." + pick(g, []string{"key", "path"}), t: TString, uses: []string{f}}, "")
		}
	}
}
