package executor

import (
	"math"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/colname"
)

// genShape returns the types and default names of a generator's value
// columns. aliasCount is the number of alias columns left for it (-1 when
// unknown because several generators share the alias).
func (p *planner) genShape(gc *GenCall, g *ast.Generator, aliasCount int, single bool) ([]Type, []string, error) {
	argT := func(i int) Type {
		if i < len(gc.Args) {
			return gc.Args[i].Type()
		}
		return tUnknown
	}
	n := func(def int) int {
		if g.Columns > 0 {
			return g.Columns
		}
		if single && aliasCount > 0 {
			return aliasCount
		}
		return def
	}
	repeat := func(t Type, k int, names ...string) ([]Type, []string, error) {
		ts := make([]Type, k)
		ns := make([]string, k)
		for i := range ts {
			ts[i] = t
			if i < len(names) {
				ns[i] = names[i]
			} else {
				ns[i] = "col" + itoa(i)
			}
		}
		return ts, ns, nil
	}
	switch gc.Kind {
	case ast.GenUnnest, ast.GenInline:
		if len(gc.Args) == 0 {
			return nil, nil, errAt(g, "%s needs an argument", gc.Name)
		}
		t := argT(0)
		isMap := gc.Collection == ast.CollMap || t.Kind == ast.TypeMap
		if isMap {
			gc.Collection = ast.CollMap
			k, v := tUnknown, tUnknown
			if t.Key != nil {
				k = *t.Key
			}
			if t.Val != nil {
				v = *t.Val
			}
			cnt := n(2)
			if cnt == 1 {
				return []Type{{Kind: ast.TypeStruct}}, []string{"unnest"}, nil
			}
			ts := []Type{k, v}
			for len(ts) < cnt {
				ts = append(ts, tUnknown)
			}
			return ts, []string{"key", "value"}, nil
		}
		if t.Kind == ast.TypeStruct && len(t.Fields) > 0 && gc.Kind == ast.GenUnnest && g.Columns == 1 {
			// DuckDB's select-list unnest of a struct, planned by the
			// canonical form as one column: the struct, which the select
			// list expands into its fields (planSelect)
			gc.StructItem = true
			return []Type{t}, []string{"unnest"}, nil
		}
		if t.Kind == ast.TypeStruct && len(t.Fields) > 0 && gc.Kind == ast.GenUnnest {
			// DuckDB: unnest of a struct yields its fields as columns
			var ts []Type
			var ns []string
			for _, f := range t.Fields {
				ts = append(ts, f.Type)
				ns = append(ns, f.Name)
			}
			gc.Expand = true
			return ts, ns, nil
		}
		et := t.elem()
		if gc.Kind == ast.GenUnnest && !gc.Expand && et.Kind == ast.TypeStruct && len(et.Fields) > 0 &&
			(p.eng.opts.UnnestExpandsRows || single && aliasCount > 1 && len(et.Fields) == aliasCount) {
			// UNNEST of an array of rows given one alias per field: the
			// fields as columns (Trino, the SQL standard), which is what
			// the alias count says when the canonical form could not tell.
			// Trino and Presto expand the rows whatever the aliases, their
			// fields named by the row type's field names without them,
			// and so for each argument of UNNEST(a, b...) ("If an argument
			// is an array of ROW type, the rows are expanded into
			// columns", Trino documentation, SELECT, UNNEST); an alias list
			// of another length is an error (Options.UnnestExpandsRows,
			// unnestAliasCount).
			gc.Expand = true
			var ts []Type
			var ns []string
			for _, f := range et.Fields {
				ts = append(ts, f.Type)
				ns = append(ns, f.Name)
			}
			return ts, ns, nil
		}
		if gc.Kind == ast.GenInline || gc.Expand {
			gc.Expand = true
			if len(et.Fields) > 0 && g.Columns == 0 && !(single && aliasCount > 0) {
				var ts []Type
				var ns []string
				for _, f := range et.Fields {
					ts = append(ts, f.Type)
					ns = append(ns, f.Name)
				}
				return ts, ns, nil
			}
			cnt := n(len(et.Fields))
			if cnt == 0 {
				return nil, nil, errAt(g, "cannot tell how many columns %s yields: give column aliases or a schema", gc.Name)
			}
			ts := make([]Type, cnt)
			ns := make([]string, cnt)
			for i := range ts {
				ns[i] = "col" + itoa(i+1)
				if i < len(et.Fields) {
					ts[i], ns[i] = et.Fields[i].Type, et.Fields[i].Name
				}
			}
			return ts, ns, nil
		}
		return []Type{et}, []string{"col"}, nil
	case ast.GenStack:
		if len(gc.Args) < 1 {
			return nil, nil, errAt(g, "stack needs a row count")
		}
		v, err := p.constEval(gc.Args[0])
		if err != nil || v.k == KindNull {
			return nil, nil, errAt(g, "stack: the number of rows must be a constant")
		}
		rows, err := argInt(v)
		if err != nil || rows <= 0 {
			return nil, nil, errAt(g, "stack: the number of rows must be a positive integer")
		}
		k := len(gc.Args) - 1
		cols := int(math.Ceil(float64(k) / float64(rows)))
		if cols == 0 {
			cols = 1
		}
		ts := make([]Type, cols)
		ns := make([]string, cols)
		for i := range ts {
			ns[i] = "col" + itoa(i)
			if 1+i < len(gc.Args) {
				ts[i] = argT(1 + i)
			}
		}
		return ts, ns, nil
	case ast.GenJSONTuple, ast.GenParseURLTuple:
		k := len(gc.Args) - 1
		if k < 1 {
			return nil, nil, errAt(g, "%s needs at least one key", gc.Name)
		}
		ns := make([]string, k)
		for i := range ns {
			ns[i] = "c" + itoa(i)
		}
		ts, _, _ := repeat(tVarchar, k)
		return ts, ns, nil
	case ast.GenSeries:
		if p.eng.opts.UnknownLiteralsTakeType {
			seriesUnknownLiterals(gc, g)
		}
		if p.eng.opts.BigIntSeries {
			// DuckDB's range and generate_series take and give BIGINT
			for i, a := range gc.Args {
				if k := a.Type().Kind; k.IsInteger() && k != ast.TypeBigInt {
					gc.Args[i] = &CastE{X: a, To: tBigInt}
				}
			}
		}
		t := superType(argT(0), argT(1))
		if t.Kind == ast.TypeDate && p.eng.opts.DateSeriesTZ && len(gc.Args) == 3 {
			// PostgreSQL: the TIMESTAMPTZ form, the DATEs read as
			// midnight in the session time zone.
			t = Type{Kind: ast.TypeTimestampTZ}
			for i := range 2 {
				if argT(i).Kind == ast.TypeDate {
					gc.Args[i] = &CastE{X: gc.Args[i], To: t}
				}
			}
		}
		if t.Kind == ast.TypeDate {
			t = tTimestamp
		}
		if t.Kind.IsInteger() || t.Kind == ast.TypeUnknown {
			t = widerIntType(argT(0), argT(1))
		}
		return []Type{t}, []string{gc.Name}, nil
	case ast.GenJSONArray:
		if pgJSONArrayFunc(gc.Name) && len(gc.Args) == 1 && argT(0).Kind.IsText() {
			// PostgreSQL has json_array_elements[_text] of json and
			// jsonb_array_elements[_text] of jsonb only; a string literal
			// is read as json (jsonb).
			if _, lit := gc.Args[0].(*Const); !lit {
				return nil, nil, errAt(g, "function %s(text) does not exist", gc.Name)
			}
		}
		t := tJSON
		switch {
		case g.ElemType.IsInteger():
			t = tBigInt
		case g.ElemType == ast.TypeDouble || g.ElemType == ast.TypeReal || g.ElemType == ast.TypeDecimal:
			t = tDouble
		case g.ElemType.IsText():
			t = tVarchar
		}
		t.JSONB = t.Kind == ast.TypeJSON && pgJSONBFunc(gc.Name) // a jsonb's members are jsonb
		return []Type{t}, []string{"value"}, nil
	case ast.GenJSONEach:
		if len(gc.Args) == 1 && argT(0).Kind.IsText() {
			// PostgreSQL has json_each[_text] of json and jsonb_each[_text]
			// of jsonb only; a string literal is read as json (jsonb).
			if _, lit := gc.Args[0].(*Const); !lit {
				return nil, nil, errAt(g, "function %s(text) does not exist", gc.Name)
			}
		}
		vt := tJSON
		if g.ElemType.IsText() {
			vt = tVarchar
		}
		vt.JSONB = vt.Kind == ast.TypeJSON && pgJSONBFunc(gc.Name)
		return []Type{tVarchar, vt}, []string{"key", "value"}, nil
	case ast.GenFlatten:
		cnt := n(6)
		if cnt == 1 {
			return []Type{tUnknown}, []string{"value"}, nil
		}
		ts := []Type{tBigInt, tVarchar, tVarchar, tBigInt, tUnknown, tUnknown}
		return ts[:min(cnt, 6)], []string{"seq", "key", "path", "index", "value", "this"}[:min(cnt, 6)], nil
	case ast.GenFunc:
		switch gc.Name {
		case "generate_series", "range":
			if lookupTableFunction(gc.Name) == nil && p.eng.db.function(gc.Name) == nil {
				gc.Kind, gc.EndExclusive = ast.GenSeries, gc.Name == "range"
				return p.genShape(gc, g, aliasCount, single)
			}
		case "unnest", "explode":
			if lookupTableFunction(gc.Name) == nil && p.eng.db.function(gc.Name) == nil {
				gc.Kind = ast.GenUnnest
				return p.genShape(gc, g, aliasCount, single)
			}
		}
		if p.eng.opts.TableFunctionsOnlyInFrom && p.eng.db.function(gc.Name) == nil {
			if ts, names, ok, err := p.trinoTableFuncShape(gc, g); ok {
				return ts, names, err
			}
		}
		if fn := p.eng.db.function(gc.Name); fn != nil {
			gc.SQLFn = fn
			var ts []Type
			var ns []string
			for _, c := range fn.resultCols {
				ts = append(ts, c.Type)
				ns = append(ns, c.Name)
			}
			return ts, ns, nil
		}
		f := lookupTableFunction(gc.Name)
		if sf := lookupFunc(gc.Name); f == nil && sf != nil && sf.fn != nil && !isAggregateName(gc.Name) {
			// PostgreSQL: a scalar function in FROM is a table of one
			// row, its value, in a column named after the function
			if len(gc.Args) < sf.min || sf.max >= 0 && len(gc.Args) > sf.max {
				return nil, nil, errAt(g, "function %s does not take %d arguments", gc.Name, len(gc.Args))
			}
			types := make([]Type, len(gc.Args))
			for i, a := range gc.Args {
				types[i] = a.Type()
			}
			t := tUnknown
			if sf.ret != nil {
				t = sf.ret(types)
			}
			gc.UDF = scalarTableFunction(sf, &p.eng.opts)
			return []Type{t}, []string{gc.Name}, nil
		}
		if f == nil {
			return nil, nil, errAt(g, "unknown table function %s", g.Name.Last().Name)
		}
		gc.UDF = f
		fn, cols, err := f(len(gc.Args))
		if err != nil {
			return nil, nil, errAt(g, "%s: %v", gc.Name, err)
		}
		if fn != nil {
			_ = fn.Close()
		}
		ts := make([]Type, len(cols))
		if bt := builtinTableFuncTypes[gc.Name]; len(bt) == len(cols) {
			copy(ts, bt)
		}
		if gc.Name == "repeat" && len(g.Args) == 2 && !(single && aliasCount > 0) {
			// DuckDB names the column after the value as it prints it
			name, ok := colname.DuckDBRepeat(g.Args[0])
			if !ok {
				return nil, nil, errAt(g.Args[0], "DuckDB names the column of repeat after its printing of this value, which lat run does not reproduce; name the column: repeat(...) AS r(c)")
			}
			cols = []string{name}
		}
		return ts, cols, nil
	}
	return nil, nil, errAt(g, "unsupported generator %s", gc.Kind)
}

func widerIntType(a, b Type) Type {
	if a.Kind.IsInteger() && b.Kind.IsInteger() {
		return Type{Kind: widerInt(a.Kind, b.Kind)}
	}
	if a.Kind.IsInteger() {
		return a
	}
	if b.Kind.IsInteger() {
		return b
	}
	return tBigInt
}

func itoa(i int) string {
	const digits = "0123456789"
	if i < 10 {
		return digits[i : i+1]
	}
	return itoa(i/10) + digits[i%10:i%10+1]
}

// freeCols lists the columns a plan reads but does not produce: its
// correlated references.
func freeCols(n Node) []ColID {
	produced := map[ColID]bool{}
	used := map[ColID]bool{}
	var visit func(n Node)
	addExprs := func(es ...Expr) {
		for _, e := range es {
			if e == nil {
				continue
			}
			colsUsed(e, used)
			walkExpr(e, func(x Expr) bool {
				if l, ok := x.(*LambdaE); ok {
					for _, id := range l.Params {
						produced[id] = true
					}
				}
				return true
			})
		}
	}
	visit = func(n Node) {
		if n == nil {
			return
		}
		for _, c := range n.Output() {
			produced[c.ID] = true
		}
		switch x := n.(type) {
		case *ValuesNode:
			for _, r := range x.Rows {
				addExprs(r...)
			}
		case *Filter:
			addExprs(x.Cond)
		case *Project:
			addExprs(x.Exprs...)
		case *Aggregate:
			addExprs(x.Keys...)
			for _, a := range x.Aggs {
				addExprs(a)
			}
		case *Sort:
			for _, k := range x.Keys {
				addExprs(k.Expr)
			}
		case *Distinct:
			addExprs(x.On...)
		case *Join:
			addExprs(x.LeftKeys...)
			addExprs(x.RightKeys...)
			addExprs(x.Cond)
		case *Apply:
			addExprs(x.Cond)
		case *TableFunctionNode:
			addExprs(x.On)
			for _, f := range x.Funcs {
				for _, g := range f.Gens {
					addExprs(g.Args...)
				}
			}
		case *Window:
			for _, f := range x.Funcs {
				addExprs(&WinCall{Fn: f})
			}
		}
		for _, c := range children(n) {
			visit(c)
		}
		if r, ok := n.(*Rename); ok {
			_ = r
		}
	}
	visit(n)
	var out []ColID
	for id := range used {
		if !produced[id] {
			out = append(out, id)
		}
	}
	sortColIDs(out)
	return out
}

func sortColIDs(ids []ColID) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && ids[j] < ids[j-1]; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}

// pgJSONArrayFunc: the canonical generators that are PostgreSQL's
// json_array_elements[_text] and jsonb_array_elements[_text].
func pgJSONArrayFunc(name string) bool {
	switch name {
	case "json_array_elements", "json_array_elements_text", "jsonb_array_elements", "jsonb_array_elements_text":
		return true
	}
	return false
}

// pgJSONBFunc: the canonical generators that read their document as
// PostgreSQL's jsonb (internal/jsontext/jsonb.go): jsonb_array_elements[_text] and
// jsonb_each[_text].
func pgJSONBFunc(name string) bool {
	switch name {
	case "jsonb_array_elements", "jsonb_array_elements_text", "jsonb_each", "jsonb_each_text":
		return true
	}
	return false
}

// seriesUnknownLiterals casts the string literal arguments of a series
// over integers to the other arguments' type, as PostgreSQL resolves
// them (Options.UnknownLiteralsTakeType; PostgreSQL 15: pg_typeof of
// generate_series(1, '5') is integer, of generate_series(1::bigint, '3')
// bigint, and '5.5' there is an error, as the cast is here). Beside a
// SMALLINT, or arguments of other types, they stay strings.
func seriesUnknownLiterals(gc *GenCall, g *ast.Generator) {
	if len(g.Args) != len(gc.Args) {
		return
	}
	t := tUnknown
	lits := 0
	for i, a := range g.Args {
		if l, ok := a.(*ast.Literal); ok && l.Kind == ast.LitString && l.Type == ast.TypeUnknown {
			lits++
			continue
		}
		k := gc.Args[i].Type().Kind
		if k != ast.TypeInt && k != ast.TypeBigInt {
			return
		}
		if t.Kind != ast.TypeBigInt {
			t = Type{Kind: k}
		}
	}
	if lits == 0 || t.Kind == ast.TypeUnknown {
		return
	}
	for i, a := range g.Args {
		if l, ok := a.(*ast.Literal); ok && l.Kind == ast.LitString && l.Type == ast.TypeUnknown {
			gc.Args[i] = &CastE{X: gc.Args[i], To: t}
		}
	}
}
