package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// genCall is one generator call to canonicalize, with what the user wrote
// around it.
type genCall struct {
	f    *ast.Func
	spec genSpec
	// alias is the table alias (zero when none was written).
	alias ast.Ident
	// names are the column names the user gave, in the source's order
	// (posexplode: position first; WITH ORDINALITY: ordinality last).
	names []ast.Ident
	// ordinality: WITH ORDINALITY was written (1-based, last).
	ordinality bool
	outer      bool
	node       ast.Node // for spans and messages
}

// buildLateral makes the canonical Lateral of a generator call; nil when
// it reported why it cannot.
func (c *Context) buildLateral(gc genCall, sc *scope) *ast.Lateral {
	f, g := gc.f, gc.spec
	sp := gc.node.SpanOf()
	l := &ast.Lateral{Span: sp, Outer: gc.outer || g.outer}
	gen := &ast.Generator{Span: f.Span, Kind: g.kind, Name: f.Name, Args: f.Args}
	names := gc.names
	var ordName *ast.Ident
	switch {
	case g.pos:
		l.Ordinality = &ast.Ordinality{Span: sp, Base: 0, First: true, Name: ast.Ident{Name: "pos"}}
		if len(names) > 0 {
			l.Ordinality.Name = names[0]
			names = names[1:]
		}
	case gc.ordinality:
		l.Ordinality = &ast.Ordinality{Span: sp, Base: 1, Name: ast.Ident{Name: "ordinality"}}
		ordName = &l.Ordinality.Name
	}
	var defaults []string
	var types []*ast.TypeName
	switch g.kind {
	case ast.GenUnnest:
		if g.split != "" {
			gen.Args = []ast.Expr{&ast.Func{Span: f.Span, Name: ast.QName{{Span: f.Name.Span(), Name: g.split}}, Args: f.Args}}
		}
		if len(gen.Args) == 0 {
			c.Refuse("T010", gc.node, "", "%s needs an argument", nameOf(f))
			return nil
		}
		if len(gen.Args) > 1 {
			if c.Source.Family == "hive" {
				c.Refuse("T010", gc.node, "", "%s takes one argument in %s", nameOf(f), c.Source.Name)
				return nil
			}
			// PostgreSQL/DuckDB unnest(a, b) in FROM zips its arguments.
			return c.zipLateral(l, gc, sc)
		}
		t := c.typeOf(gen.Args[0], sc)
		gen.Collection = collectionOf(t)
		if gen.Collection == ast.CollUnknown && len(names) > 0 && c.Source.Family == "hive" {
			// The alias count tells an array (one name) from a map (two).
			switch len(names) {
			case 1:
				gen.Collection = ast.CollArray
			case 2:
				gen.Collection = ast.CollMap
			}
		}
		switch gen.Collection {
		case ast.CollMap:
			defaults = []string{"key", "value"}
		case ast.CollArray:
			defaults = []string{c.unnestDefault(gc, g)}
		}
		types = elemTypes(t, false)
		gen.Columns = len(defaults)
	case ast.GenInline:
		if len(f.Args) != 1 {
			c.Refuse("T010", gc.node, "", "inline takes one argument")
			return nil
		}
		t := c.typeOf(f.Args[0], sc)
		if t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeStruct {
			for _, fl := range t.Elem.Fields {
				defaults = append(defaults, fl.Name.Name)
				types = append(types, fl.Type)
			}
		}
		gen.Collection = ast.CollArray
		gen.Expand = true
		gen.Columns = len(defaults)
		if gen.Columns == 0 {
			gen.Columns = len(names)
		}
	case ast.GenStack:
		n, ok := intLiteral(firstArg(f))
		if !ok || n <= 0 {
			c.Refuse("T011", gc.node, "write the row count as a positive integer literal",
				"stack needs a constant positive row count as its first argument")
			return nil
		}
		k := len(f.Args) - 1
		cols := (k + n - 1) / n
		for i := 0; i < cols; i++ {
			defaults = append(defaults, "col"+strconv.Itoa(i))
		}
		gen.Columns = cols
	case ast.GenJSONTuple, ast.GenParseURLTuple:
		for i := 1; i < len(f.Args); i++ {
			defaults = append(defaults, "c"+strconv.Itoa(i-1))
			types = append(types, &ast.TypeName{Kind: ast.TypeString})
		}
		gen.Columns = len(defaults)
	case ast.GenSeries:
		args := f.Args
		if g.zeroStart && len(args) == 1 {
			args = []ast.Expr{&ast.Literal{Span: f.Span, Kind: ast.LitInt, Value: "0"}, args[0]}
		}
		if len(args) < 2 || len(args) > 3 {
			c.Refuse("T010", gc.node, "", "%s takes a start, an end and an optional step", nameOf(f))
			return nil
		}
		gen.Args = args
		gen.EndExclusive = g.exclusive
		defaults = []string{c.seriesDefault(gc, g)}
		if t := c.typeOf(args[0], sc); t != nil {
			types = []*ast.TypeName{t}
		} else {
			types = []*ast.TypeName{{Kind: ast.TypeBigInt}}
		}
		gen.Columns = 1
	case ast.GenJSONArray:
		gen.ElemType = g.elem
		defaults = []string{"col"}
		if g.valueCols != nil {
			defaults = g.valueCols
		}
		gen.Columns = 1
	case ast.GenJSONEach:
		gen.ElemType = g.elem
		defaults = g.valueCols
		gen.Columns = 2
	case ast.GenFlatten:
		defaults = []string{"SEQ", "KEY", "PATH", "INDEX", "VALUE", "THIS"}
		gen.Columns = len(defaults)
		for _, a := range f.Args {
			if na, ok := a.(*ast.NamedArg); ok && strings.EqualFold(na.Name.Name, "outer") {
				if lit, ok := na.Value.(*ast.Literal); ok && lit.Kind == ast.LitBool && lit.Value == "true" {
					l.Outer = true
				}
			}
		}
	default:
		gen.Kind = ast.GenFunc
	}
	if ordName != nil && len(names) > 0 && (defaults == nil || len(names) == len(defaults)+1) {
		*ordName = names[len(names)-1]
		names = names[:len(names)-1]
	}
	cols, ok := c.columnNames(gc, defaults, names)
	if !ok {
		return nil
	}
	l.Gens = []*ast.Generator{gen}
	alias := gc.alias
	if alias.Name == "" {
		alias = c.Fresh("g")
		alias.Span = sp
	}
	l.Alias = &ast.Alias{Span: sp, Name: alias, Columns: cols}
	if len(types) == len(cols) {
		l.Types = types
	}
	return l
}

// zipLateral canonicalizes unnest(a, b, ...) into one generator per array.
func (c *Context) zipLateral(l *ast.Lateral, gc genCall, sc *scope) *ast.Lateral {
	names := gc.names
	if l.Ordinality != nil && len(names) == len(gc.f.Args)+1 {
		l.Ordinality.Name = names[len(names)-1]
		names = names[:len(names)-1]
	}
	var cols []ast.Ident
	var types []*ast.TypeName
	for i, a := range gc.f.Args {
		t := c.typeOf(a, sc)
		g := &ast.Generator{Span: a.SpanOf(), Kind: ast.GenUnnest, Name: gc.f.Name, Args: []ast.Expr{a},
			Collection: ast.CollArray, Columns: 1}
		if t != nil && t.Kind == ast.TypeMap {
			c.Refuse("T012", a, "", "a map cannot be zipped with other arguments of unnest")
			return nil
		}
		l.Gens = append(l.Gens, g)
		name := ast.Ident{Name: "unnest"}
		if i < len(names) {
			name = names[i]
		}
		cols = append(cols, name)
		et := elemTypes(t, false)
		if len(et) == 1 {
			types = append(types, et[0])
		} else {
			types = append(types, nil)
		}
	}
	alias := gc.alias
	if alias.Name == "" {
		alias = c.Fresh("g")
	}
	l.Alias = &ast.Alias{Span: gc.node.SpanOf(), Name: alias, Columns: cols}
	l.Types = types
	return l
}

// columnNames merges the user's names over the defaults. When the count of
// columns is unknown (defaults nil) the user's names are taken as given.
func (c *Context) columnNames(gc genCall, defaults []string, names []ast.Ident) ([]ast.Ident, bool) {
	if defaults == nil {
		return names, true
	}
	if len(names) > len(defaults) {
		c.Refuse("T013", gc.node, "", "%s yields %d column(s) but %d name(s) were given",
			nameOf(gc.f), len(defaults), len(names))
		return nil, false
	}
	out := make([]ast.Ident, len(defaults))
	for i, d := range defaults {
		if i < len(names) {
			out[i] = names[i]
		} else {
			out[i] = ast.Ident{Name: d}
		}
	}
	return out, true
}

// unnestDefault is the default name of an array's value column (T7).
func (c *Context) unnestDefault(gc genCall, g genSpec) string {
	switch c.Source.Family {
	case "hive":
		if g.pos && c.Source.Name == "hive" {
			return "val"
		}
		return "col"
	case "standard":
		// PostgreSQL names a scalar function's column after the table alias
		// when only an alias was written, else after the function.
		if gc.alias.Name != "" && (c.Source.Name == "postgres" || c.Source.Name == "duckdb") {
			return gc.alias.Name
		}
		if g.split != "" {
			return strings.ToLower(gc.f.Name.Last().Name)
		}
		return "unnest"
	}
	return "col"
}

func (c *Context) seriesDefault(gc genCall, g genSpec) string {
	if g.valueCols != nil {
		return g.valueCols[0]
	}
	if c.Source.Family == "hive" {
		return "col"
	}
	if gc.alias.Name != "" && c.Source.Name == "postgres" {
		return gc.alias.Name
	}
	return strings.ToLower(gc.f.Name.Last().Name)
}

func collectionOf(t *ast.TypeName) ast.CollectionKind {
	if t == nil {
		return ast.CollUnknown
	}
	switch t.Kind {
	case ast.TypeArray:
		return ast.CollArray
	case ast.TypeMap:
		return ast.CollMap
	}
	return ast.CollUnknown
}

func firstArg(f *ast.Func) ast.Expr {
	if len(f.Args) == 0 {
		return nil
	}
	return f.Args[0]
}

func intLiteral(e ast.Expr) (int, bool) {
	lit, ok := e.(*ast.Literal)
	if !ok || lit.Kind != ast.LitInt {
		return 0, false
	}
	n, err := strconv.Atoi(lit.Value)
	return n, err == nil
}

func nameOf(f *ast.Func) string {
	parts := make([]string, len(f.Name))
	for i, p := range f.Name {
		parts[i] = p.Name
	}
	return strings.Join(parts, ".")
}
