package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
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
	f, g, ok := c.subscriptsSeries(f, g, gc.node) // generate_subscripts.go
	if !ok {
		return nil
	}
	sp := gc.node.SpanOf()
	l := &ast.Lateral{Span: sp, Outer: gc.outer || g.outer}
	gen := &ast.Generator{Span: f.Span, Kind: g.kind, Name: f.Name, Args: f.Args}
	names := gc.names
	if g.pos != nil {
		l.Ordinality = &ast.Ordinality{Span: sp, Base: g.pos.Base, First: g.pos.First}
		if len(names) > 0 {
			l.Ordinality.Name = names[0]
			names = names[1:]
		}
	} else if gc.ordinality {
		l.Ordinality = &ast.Ordinality{Span: sp, Base: 1}
	}
	coll := ast.CollUnknown
	var types []*ast.TypeName
	n := -1 // value columns; -1 while unknown
	switch g.kind {
	case ast.GenUnnest:
		if g.split != "" {
			gen.Args = []ast.Expr{&ast.Func{Span: f.Span, Name: ast.QName{{Span: f.Name.Span(), Name: g.split}}, Args: f.Args}}
		}
		if len(gen.Args) != 1 {
			c.Refuse("T010", gc.node, "", "%s takes one argument here", nameOf(f))
			return nil
		}
		t := c.typeOf(gen.Args[0], sc)
		coll = collectionOf(t)
		if c.refuseDuckDBMapUnnest(gen.Args[0], coll) {
			return nil
		}
		if coll == ast.CollUnknown && len(names) > 0 && c.Source.Family == "hive" {
			// The alias count tells an array (one name) from a map (two).
			switch len(names) {
			case 1:
				coll = ast.CollArray
			case 2:
				coll = ast.CollMap
			}
		}
		if coll == ast.CollUnknown && g.pos != nil && c.Source.Name != "spark" {
			coll = ast.CollArray // Hive's and Doris' posexplode take arrays only
		}
		if coll == ast.CollUnknown && (g.split != "" || c.Source.Family == "standard") {
			// Split results are arrays; PostgreSQL's and DuckDB's unnest
			// (and Drill's FLATTEN) take arrays only.
			coll = ast.CollArray
		}
		switch coll {
		case ast.CollMap:
			n = 2
		case ast.CollArray:
			n = 1
		}
		gen.Collection = coll
		types = elemTypes(t, false)
	case ast.GenInline:
		if len(f.Args) != 1 {
			c.Refuse("T010", gc.node, "", "inline takes one argument")
			return nil
		}
		var fields []string
		t := c.typeOf(f.Args[0], sc)
		if t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeStruct {
			for _, fl := range t.Elem.Fields {
				fields = append(fields, fl.Name.Name)
				types = append(types, fl.Type)
			}
			n = len(fields)
		} else if len(names) > 0 {
			n = len(names)
		}
		coll = ast.CollArray
		gen.Collection, gen.Expand = coll, true
		if n >= 0 && len(names) == 0 && fields != nil {
			names = idents(fields)
		}
	case ast.GenStack:
		rows, ok := intLiteral(firstArg(f))
		if !ok || rows <= 0 {
			c.Refuse("T011", gc.node, "write the row count as a positive integer literal",
				"stack needs a constant positive row count as its first argument")
			return nil
		}
		n = (len(f.Args) - 1 + rows - 1) / rows
		// A column's type is its first value's known type (Hive requires
		// one type per column).
		types = make([]*ast.TypeName, n)
		for k, v := range f.Args[1:] {
			if types[k%n] == nil {
				types[k%n] = c.typeOf(v, sc)
			}
		}
	case ast.GenJSONTuple, ast.GenParseURLTuple:
		if len(f.Args) < 2 {
			c.Refuse("T010", gc.node, "", "%s takes a string and at least one name to extract", nameOf(f))
			return nil
		}
		n = len(f.Args) - 1
		for i := 0; i < n; i++ {
			types = append(types, &ast.TypeName{Kind: ast.TypeString})
		}
	case ast.GenSeries:
		args := f.Args
		if len(args) == 1 {
			// range(n), explode_numbers(n), DuckDB generate_series(n) count from 0.
			args = []ast.Expr{&ast.Literal{Span: f.Span, Kind: ast.LitInt, Value: "0"}, args[0]}
		}
		if len(args) < 2 || len(args) > 3 {
			c.Refuse("T010", gc.node, "", "%s takes a start, an end and an optional step", nameOf(f))
			return nil
		}
		gen.Args = args
		gen.EndExclusive = g.exclusive
		if c.refuseDuckDBSeriesArgs(f, sc) {
			return nil
		}
		c.pgIntervalStep(args, sc)                      // duck_series_args.go
		if !c.pgUnknownIntBounds(nameOf(f), args, sc) { // pg_series_bounds.go
			return nil
		}
		n = 1
		if t := c.pgSeriesType(args, sc); t != nil {
			types = []*ast.TypeName{t}   // pg_tz_series.go
			c.pgDaySeries(gen, args, sc) // pg_date_series_trino.go
		} else if t := c.typeOf(args[0], sc); t != nil && t.Kind.IsInteger() && c.Source.is("duckdb") {
			// DuckDB 1.5's generate_series and range of integers give
			// BIGINTs (run: DATE '2024-01-01' + g.i over range(0, 3)
			// raises "No function matches the given name and argument
			// types '+(DATE, BIGINT)'")
			types = []*ast.TypeName{{Kind: ast.TypeBigInt}}
		} else if t != nil {
			types = []*ast.TypeName{t}
		} else {
			types = []*ast.TypeName{{Kind: ast.TypeBigInt}}
		}
	case ast.GenJSONArray, ast.GenJSONEach:
		if len(f.Args) != 1 {
			c.Refuse("T010", gc.node, "", "%s takes one argument", nameOf(f))
			return nil
		}
		gen.ElemType = g.elem
		n = 1
		if g.kind == ast.GenJSONEach {
			n = 2
		}
	case ast.GenFlatten:
		n = 6
		for _, a := range f.Args {
			if na, ok := a.(*ast.NamedArg); ok && strings.EqualFold(na.Name.Name, "outer") && isTrue(na.Value) {
				l.Outer = true
			}
		}
	default:
		gen.Kind = ast.GenFunc
	}
	gen.Columns = max(n, 0)
	d := c.defaults(g.name, coll, max(n, 0), gc.alias.Name)
	if n < 0 && gen.Kind == ast.GenFunc && scalarInFrom(f) && c.Source.Name == "postgres" {
		// PostgreSQL: a function returning a base type, called in FROM,
		// is a table of one column named by the table alias when there is
		// one, else by the function ("Table Functions", 7.2.1.4).
		n = 1
		name := gc.alias.Name
		if name == "" {
			name = strings.ToLower(f.Name.Last().Name)
		}
		d.Values = []string{name}
	}
	if o := l.Ordinality; o != nil && o.Name.Name == "" {
		if g.pos != nil {
			o.Name = ast.Ident{Name: orDefault(d.Pos, "pos")}
		} else {
			o.Name = ast.Ident{Name: d.Ordinality}
			known := n
			if known < 0 && scalarInFrom(f) {
				known = 1 // a scalar function in FROM yields one column
			}
			// Column aliases name the function's columns in order, the
			// ordinality last; a function yields at least one column, so
			// a single name never names the ordinality.
			if len(names) > 0 && (known < 0 && len(names) > 1 || len(names) == known+1) {
				o.Name = names[len(names)-1]
				names = names[:len(names)-1]
			}
		}
	}
	var cols []ast.Ident
	switch {
	case n < 0:
		cols = names
	case len(names) > n:
		c.Refuse("T013", gc.node, "", "%s yields %d column(s) but %d name(s) were given", nameOf(f), n, len(names))
		return nil
	default:
		cols = make([]ast.Ident, n)
		for i := range cols {
			switch {
			case i < len(names):
				cols[i] = names[i]
			case i < len(d.Values) && d.Values[i] != "":
				cols[i] = ast.Ident{Name: d.Values[i]}
			default:
				cols[i] = c.Fresh("c")
			}
		}
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

func idents(names []string) []ast.Ident {
	out := make([]ast.Ident, len(names))
	for i, n := range names {
		out[i] = ast.Ident{Name: n}
	}
	return out
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
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
		name := ast.Ident{Name: c.defaults("explode", ast.CollArray, 1, "").Values0()}
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

// scalarInFrom reports whether f, called in FROM, is a built-in scalar
// function (SELECT * FROM upper('x') WITH ORDINALITY AS a(b): one value
// column, b, then the ordinality).
func scalarInFrom(f *ast.Func) bool {
	if len(f.Name) != 1 {
		return false
	}
	cf, ok := catalog.Lookup(strings.ToLower(f.Name[0].Name))
	return ok && cf.Kind == catalog.Scalar
}
