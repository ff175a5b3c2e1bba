package rewrite

import (
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// scope is what a select's FROM clause makes visible, for type inference.
type scope struct {
	rels []relInfo
	// outer is the scope of the enclosing query, for correlated references.
	outer *scope
}

type relInfo struct {
	name string       // alias or table name, lower case
	cols []ColumnInfo // nil when not known
	gen  bool         // an unnest's (explode's) elements (unnestsOnly)
	sub  *ast.Derived // a subquery's, whose cols are not set (subColType)
}

func (c *Context) scopeOf(from []ast.TableExpr) *scope {
	sc := &scope{}
	for _, t := range from {
		c.addRel(sc, t)
	}
	return sc
}

func (c *Context) addRel(sc *scope, t ast.TableExpr) {
	switch x := t.(type) {
	case *ast.Table:
		name := x.Name.Last().Name
		var cols []ColumnInfo
		if def := c.Schema.Table(x.Name); def != nil {
			cols = def.Columns
		}
		if x.Alias != nil {
			name = x.Alias.Name.Name
			cols = renameCols(cols, x.Alias.Columns)
		}
		sc.rels = append(sc.rels, relInfo{name: strings.ToLower(name), cols: cols})
	case *ast.Join:
		c.addRel(sc, x.Left)
		c.addRel(sc, x.Right)
	case *ast.Lateral:
		if x.Input != nil {
			c.addRel(sc, x.Input)
		}
		if x.Alias != nil {
			sc.rels = append(sc.rels, relInfo{name: strings.ToLower(x.Alias.Name.Name), cols: lateralCols(x), gen: unnestsOnly(x)})
		}
	case *ast.Derived:
		if x.Alias != nil {
			sc.rels = append(sc.rels, relInfo{name: strings.ToLower(x.Alias.Name.Name), sub: x})
		}
	}
}

// subColType is the type of a subquery's column name refers to, name
// qualified with the subquery's alias or naming a column of the only
// relation of sc, when the subquery is one SELECT whose every item has a
// name (an alias or a column's) and the item's type is known; nil
// otherwise. The subquery's columns are not part of the scope: resolution
// elsewhere treats them as unknown.
func (c *Context) subColType(sc *scope, name ast.QName) *ast.TypeName {
	if sc == nil || len(name) == 0 || len(name) > 2 {
		return nil
	}
	var d *ast.Derived
	for _, r := range sc.rels {
		if len(name) == 2 && r.name == strings.ToLower(name[0].Name) || len(name) == 1 && len(sc.rels) == 1 {
			d = r.sub
		}
	}
	if d == nil {
		return nil
	}
	sel, ok := d.Query.Body.(*ast.Select)
	if !ok || d.Query.With != nil || len(d.Alias.Columns) > 0 && len(d.Alias.Columns) != len(sel.Items) {
		return nil
	}
	col := strings.ToLower(name.Last().Name)
	var found ast.Expr
	for i, it := range sel.Items {
		var n string
		if cr, ok := it.Expr.(*ast.ColumnRef); ok {
			n = cr.Name.Last().Name
		}
		if it.Alias != nil {
			n = it.Alias.Name
		}
		if i < len(d.Alias.Columns) {
			n = d.Alias.Columns[i].Name
		}
		if n == "" || len(it.Aliases) > 0 {
			return nil
		}
		if strings.ToLower(n) == col {
			if found != nil {
				return nil
			}
			found = it.Expr
		}
	}
	if found == nil {
		return nil
	}
	return c.typeOf(found, c.scopeOf(sel.From))
}

func renameCols(cols []ColumnInfo, names []ast.Ident) []ColumnInfo {
	if len(names) == 0 {
		return cols
	}
	out := make([]ColumnInfo, len(names))
	for i, n := range names {
		out[i].Name = n.Name
		if i < len(cols) {
			out[i].Type = cols[i].Type
		}
	}
	return out
}

// lateralCols are the columns a Lateral adds, with types where known.
func lateralCols(l *ast.Lateral) []ColumnInfo {
	var cols []ColumnInfo
	for i, n := range l.Alias.Columns {
		ci := ColumnInfo{Name: n.Name}
		if i < len(l.Types) {
			ci.Type = l.Types[i]
		}
		cols = append(cols, ci)
	}
	if l.Ordinality != nil {
		ci := ColumnInfo{Name: l.Ordinality.Name.Name, Type: &ast.TypeName{Kind: ast.TypeBigInt}}
		if l.Ordinality.First {
			cols = append([]ColumnInfo{ci}, cols...)
		} else {
			cols = append(cols, ci)
		}
	}
	return cols
}

// elemTypes are the value column types of unnesting a value of type t.
func elemTypes(t *ast.TypeName, expand bool) []*ast.TypeName {
	if t == nil {
		return nil
	}
	switch t.Kind {
	case ast.TypeArray:
		if expand && t.Elem != nil && t.Elem.Kind == ast.TypeStruct {
			out := make([]*ast.TypeName, len(t.Elem.Fields))
			for i, f := range t.Elem.Fields {
				out[i] = f.Type
			}
			return out
		}
		return []*ast.TypeName{t.Elem}
	case ast.TypeMap:
		return []*ast.TypeName{t.Key, t.Value}
	}
	return nil
}

// lookupCol finds a column's type in the scope; nil when unknown.
func (sc *scope) lookupCol(name ast.QName) *ast.TypeName {
	if ci, _ := sc.resolveCol(name); ci != nil {
		return ci.Type
	}
	return nil
}

// resolveCol finds the column name refers to, and its relation, in the innermost scope that
// holds a column of that name (or the relation name qualifies); nil when the name is unknown
// or ambiguous there.
func (sc *scope) resolveCol(name ast.QName) (*ColumnInfo, *relInfo) {
	if sc == nil || len(name) == 0 {
		return nil, nil
	}
	col := strings.ToLower(name.Last().Name)
	var qual string
	if len(name) >= 2 {
		qual = strings.ToLower(name[len(name)-2].Name)
	}
	var found *ColumnInfo
	var rel *relInfo
	n := 0
	seen := false // a column, or the qualifier's relation, is in this scope
	for i := range sc.rels {
		r := &sc.rels[i]
		if qual != "" && r.name != qual {
			continue
		}
		seen = seen || qual != ""
		for k := range r.cols {
			if strings.ToLower(r.cols[k].Name) == col {
				found, rel = &r.cols[k], r
				n++
				seen = true
			}
		}
	}
	if !seen {
		return sc.outer.resolveCol(name)
	}
	if n != 1 {
		return nil, nil
	}
	return found, rel
}

// typeOf infers an expression's type from the schema, constructors, casts
// and the functions whose result shape is fixed; nil when unknown.
func (c *Context) typeOf(e ast.Expr, sc *scope) *ast.TypeName {
	switch x := e.(type) {
	case *ast.ColumnRef:
		return sc.lookupCol(x.Name)
	case *ast.Cast:
		return x.Type
	case *ast.Array:
		// The element type is the one the elements of known type share
		// (NULLs and elements of unknown type are taken to have it);
		// elements of different types are unified by each dialect's own
		// rule (Hive's array(d, 2.55) of a DECIMAL(4,1) d is DOUBLE), so
		// the element type is then unknown.
		t := &ast.TypeName{Kind: ast.TypeArray}
		for _, el := range x.Elems {
			et := c.typeOf(el, sc)
			if et == nil {
				continue
			}
			if t.Elem != nil && !sameType(et, t.Elem) {
				t.Elem = nil
				break
			}
			t.Elem = et
		}
		if t.Elem == nil {
			t.Elem = &ast.TypeName{Kind: ast.TypeUnknown}
		}
		return t
	case *ast.ArrayQuery:
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeUnknown}}
	case *ast.Map:
		t := &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{}, Value: &ast.TypeName{}}
		if len(x.Keys) > 0 {
			if kt := c.typeOf(x.Keys[0], sc); kt != nil {
				t.Key = kt
			}
			if vt := c.typeOf(x.Values[0], sc); vt != nil {
				t.Value = vt
			}
		}
		return t
	case *ast.Struct:
		t := &ast.TypeName{Kind: ast.TypeStruct}
		for i, f := range x.Fields {
			ft := c.typeOf(f.Value, sc)
			if ft == nil {
				ft = &ast.TypeName{}
			}
			name := ast.Ident{Name: "col" + itoa(i+1)}
			if f.Name != nil {
				name = *f.Name
			}
			t.Fields = append(t.Fields, &ast.FieldType{Name: name, Type: ft})
		}
		return t
	case *ast.Binary:
		// The fractional "/" of integers or DOUBLEs is a DOUBLE where the
		// source reads "/" so (Hive, Spark, Doris, DuckDB, BigQuery;
		// Snowflake's is a NUMBER: lower_exprs.go, division).
		if x.Op == ast.OpDivFrac && slices.Contains([]string{"hive", "spark", "doris", "duckdb", "bigquery"}, c.Source.Name) {
			l, r := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
			// (a REAL operand is left unknown: DuckDB's REAL / REAL is a REAL)
			isIntOrFloat := func(t *ast.TypeName) bool {
				return t != nil && (t.Kind.IsInteger() || t.Kind == ast.TypeDouble)
			}
			if isIntOrFloat(l) && isIntOrFloat(r) {
				return &ast.TypeName{Kind: ast.TypeDouble}
			}
		}
		return nil
	case *ast.Unary:
		// -x and +x keep x's numeric type.
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			if t := c.typeOf(x.X, sc); t != nil && (t.Kind.IsInteger() || t.Kind == ast.TypeDecimal ||
				t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal) {
				return t
			}
		}
		return nil
	case *ast.Literal:
		switch x.Kind {
		case ast.LitString:
			return &ast.TypeName{Kind: ast.TypeString}
		case ast.LitInt:
			if x.Type != ast.TypeUnknown {
				return &ast.TypeName{Kind: x.Type}
			}
			return &ast.TypeName{Kind: intLiteralKind(x.Value)}
		case ast.LitDouble:
			return &ast.TypeName{Kind: ast.TypeDouble}
		case ast.LitDecimal:
			return &ast.TypeName{Kind: ast.TypeDecimal}
		case ast.LitBool:
			return &ast.TypeName{Kind: ast.TypeBool}
		}
	case *ast.Subscript:
		if t := c.typeOf(x.X, sc); t != nil {
			switch t.Kind {
			case ast.TypeArray:
				return t.Elem
			case ast.TypeMap:
				return t.Value
			}
		}
	case *ast.Func:
		return c.funcType(x, sc)
	case *ast.Case:
		for _, w := range x.Whens {
			if t := c.typeOf(w.Result, sc); t != nil {
				return t
			}
		}
		if x.Else != nil {
			return c.typeOf(x.Else, sc)
		}
	}
	return nil
}

var (
	stringArray = &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeString}}
	bigintArray = &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeBigInt}}
)

// funcType knows the result shape of the functions that build collections.
func (c *Context) funcType(f *ast.Func, sc *scope) *ast.TypeName {
	name := strings.ToLower(f.Name.Last().Name)
	arg := func(i int) *ast.TypeName {
		if i < len(f.Args) {
			return c.typeOf(f.Args[i], sc)
		}
		return nil
	}
	switch name {
	case "nullif":
		// nullif(x, y) is x or NULL: x's type.
		if len(f.Args) == 2 {
			return c.typeOf(f.Args[0], sc)
		}
	case "split_regex", "split_literal", "string_split", "string_to_array", "regexp_split_to_array":
		return stringArray
	case "sequence", "generate_array", "range_array":
		if t := arg(0); t != nil && !t.Kind.IsInteger() {
			return &ast.TypeName{Kind: ast.TypeArray, Elem: t}
		}
		return bigintArray
	case "map_keys":
		if t := arg(0); t != nil && t.Kind == ast.TypeMap {
			return &ast.TypeName{Kind: ast.TypeArray, Elem: t.Key}
		}
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{}}
	case "map_values":
		if t := arg(0); t != nil && t.Kind == ast.TypeMap {
			return &ast.TypeName{Kind: ast.TypeArray, Elem: t.Value}
		}
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{}}
	case "str_to_map":
		return &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{Kind: ast.TypeString}, Value: &ast.TypeName{Kind: ast.TypeString}}
	case "map", "map_from_arrays", "map_from_entries", "map_concat", "map_filter":
		return &ast.TypeName{Kind: ast.TypeMap, Key: &ast.TypeName{}, Value: &ast.TypeName{}}
	case "collect_list", "collect_set", "array_agg", "array_distinct", "array_sort",
		"sort_array", "array_remove", "array_union", "array_intersect", "array_except", "slice",
		"array_slice", "array_concat", "array_append", "array_prepend", "list_distinct", "filter", "shuffle", "reverse_array":
		if name == "collect_list" || name == "collect_set" || name == "array_agg" {
			if t := arg(0); t != nil {
				return &ast.TypeName{Kind: ast.TypeArray, Elem: t}
			}
		} else if t := arg(0); t != nil && t.Kind == ast.TypeArray {
			return t
		}
		return &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{}}
	case "arrays_zip", "zip":
		t := &ast.TypeName{Kind: ast.TypeArray, Elem: &ast.TypeName{Kind: ast.TypeStruct}}
		for i := range f.Args {
			ft := &ast.TypeName{}
			if at := arg(i); at != nil && at.Kind == ast.TypeArray && at.Elem != nil {
				ft = at.Elem
			}
			t.Elem.Fields = append(t.Elem.Fields, &ast.FieldType{Name: ast.Ident{Name: zipFieldName(c.Source, f, i)}, Type: ft})
		}
		return t
	case "element_at":
		if t := arg(0); t != nil {
			switch t.Kind {
			case ast.TypeArray:
				return t.Elem
			case ast.TypeMap:
				return t.Value
			}
		}
	case "transform":
		// transform(a, x -> ROW(x)): an array of rows, which a Trino
		// UNNEST expands into their fields (T5). Only a row-valued body is
		// typed; the lambda's parameter is not in the scope.
		if len(f.Args) == 2 {
			if lam, ok := f.Args[1].(*ast.Lambda); ok {
				if st, ok := lam.Body.(*ast.Struct); ok {
					return &ast.TypeName{Kind: ast.TypeArray, Elem: c.typeOf(st, nil)}
				}
			}
		}
	case "named_struct", "struct", "row":
		return nil
	}
	return nil
}

// zipFieldName: Spark arrays_zip names fields after column arguments (or
// 0, 1, ...); Trino zip names them field0, field1... (unnamed ROW fields).
func zipFieldName(src Source, f *ast.Func, i int) string {
	if src.Family == "hive" {
		if cr, ok := f.Args[i].(*ast.ColumnRef); ok {
			return cr.Name.Last().Name
		}
		return itoa(i)
	}
	return "field" + itoa(i)
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}

// intLiteralKind is the type of an untyped integer literal by its value,
// as the dialects read one: INT when it fits 32 bits, BIGINT when it fits
// 64, DECIMAL beyond (PostgreSQL numeric, Trino and Hive decimal).
func intLiteralKind(text string) ast.TypeKind {
	if _, err := strconv.ParseInt(text, 10, 32); err == nil {
		return ast.TypeInt
	}
	if _, err := strconv.ParseInt(text, 10, 64); err == nil {
		return ast.TypeBigInt
	}
	return ast.TypeDecimal
}

// sameType reports whether a and b are the same type: kind, parameters
// and, for nested types, their parts.
func sameType(a, b *ast.TypeName) bool {
	if a == nil || b == nil {
		return a == b
	}
	if a.Kind != b.Kind || len(a.Params) != len(b.Params) || len(a.Fields) != len(b.Fields) ||
		!sameType(a.Elem, b.Elem) || !sameType(a.Key, b.Key) || !sameType(a.Value, b.Value) {
		return false
	}
	for i := range a.Params {
		if a.Params[i] != b.Params[i] {
			return false
		}
	}
	for i := range a.Fields {
		if a.Fields[i].Name.Name != b.Fields[i].Name.Name || !sameType(a.Fields[i].Type, b.Fields[i].Type) {
			return false
		}
	}
	return true
}
