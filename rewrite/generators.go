package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
)

// genSpec is the behaviour of a canonical generator (see catalog), in the
// terms canonicalization needs.
type genSpec struct {
	name  string // canonical name
	kind  ast.GenKind
	outer bool
	// pos: the function adds its own position column (posexplode: 0-based,
	// first).
	pos *catalog.Position
	// split: the generator unnests this scalar function of its arguments.
	split     string
	elem      ast.TypeKind
	exclusive bool
}

// GenDefaults are a source dialect's default column names for one
// generator call (SEMANTICS T7): the position column the function adds,
// the value columns, and the name WITH ORDINALITY gives.
type GenDefaults struct {
	Pos        string
	Values     []string
	Ordinality string
}

// lookupGenerator finds the canonical generator a call names. Front-ends
// resolve every dialect's spelling to catalog names at parse time, so the
// call's name is canonical here.
func lookupGenerator(f *ast.Func) (genSpec, bool) {
	if len(f.Name) != 1 || f.Over != nil {
		return genSpec{}, false
	}
	cf, ok := catalog.Lookup(strings.ToLower(f.Name[0].Name))
	if !ok || cf.Kind != catalog.Generator {
		return genSpec{}, false
	}
	g := cf.Gen
	return genSpec{name: cf.Name, kind: g.Kind, outer: g.Outer, pos: g.Pos, split: g.Via,
		elem: g.ElemType, exclusive: g.EndExclusive}, true
}

// defaults asks the source dialect for a generator's default names.
func (c *Context) defaults(gen string, coll ast.CollectionKind, n int, alias string) GenDefaults {
	var d GenDefaults
	if c.Source.Defaults != nil {
		d = c.Source.Defaults(gen, coll, n, alias)
	}
	if d.Ordinality == "" {
		d.Ordinality = "ordinality"
	}
	return d
}

// Values0 is the first value column's name, "col" when the dialect gives
// none.
func (d GenDefaults) Values0() string {
	if len(d.Values) > 0 && d.Values[0] != "" {
		return d.Values[0]
	}
	return "col"
}
