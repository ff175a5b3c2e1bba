package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// trinoRowCtor writes a struct constructor that names its fields (Hive's
// named_struct, Spark's struct(x AS a), BigQuery's STRUCT(x AS a),
// DuckDB's {'a': x}) for Trino and Presto, whose ROW constructor takes
// values only (Trino and Presto docs, "Row type": ROW(1, 2.0) has fields
// without names, CAST(ROW(1, 2.0) AS ROW(x BIGINT, y DOUBLE)) names
// them). The names come from a cast to the ROW type of the fields'
// types:
//
//	named_struct('a', 1, 'b', 'x')  ->  CAST(ROW(1, 'x') AS ROW(a INTEGER, b VARCHAR))
//
// The cast changes no value only when each field's type is the type the
// value already has, so every field's type must be known exactly: a
// literal of a known type, a cast, a column the schema types, an
// expression typeOf types in full (its exact mode), a struct (cast the
// same way first) or an array whose elements all have one such type. A
// field of another type (an expression whose type is guessed, a NULL, a
// DECIMAL of unknown precision) is refused (T056), as a cast to a guessed
// type could round or truncate it. So is a TIME or TIMESTAMP
// without a precision (unsizedDatetime), which Trino reads as one of
// milliseconds.
func (c *Context) trinoRowCtor(s *ast.Struct, sc *scope) ast.Expr {
	if !c.Target.is("trino", "presto") || len(s.Fields) == 0 {
		return s
	}
	named := false
	for _, f := range s.Fields {
		named = named || f != nil && f.Name != nil
	}
	if !named {
		return s
	}
	t := &ast.TypeName{Span: s.Span, Kind: ast.TypeStruct}
	row := &ast.Struct{Span: s.Span}
	for i, f := range s.Fields {
		if f == nil || f.Name == nil {
			return s // the printer refuses a constructor naming only some fields
		}
		ft := c.rowFieldType(f.Value, sc)
		if ft != nil && c.Source.Name != "trino" && c.Source.Name != "presto" && unsizedDatetime(ft) {
			c.Refuse("T056", f.Value, "leave the TIME or TIMESTAMP field out of the named struct, or cast it to TIME(p) or TIMESTAMP(p) where the source takes a precision",
				"a struct with named fields is a ROW cast to its field types in %s, whose TIME and TIMESTAMP without a precision are TIME(3) and TIMESTAMP(3), and the precision of field %d (%s) is not known",
				c.Target.Name, i+1, f.Name.Name)
			return s
		}
		if ft == nil {
			c.Refuse("T056", f.Value, "cast the field's value to its type, or give the column types with --schema",
				"a struct with named fields is a ROW cast to its field types in %s, and the type of field %d (%s) is not known exactly",
				c.Target.Name, i+1, f.Name.Name)
			return s
		}
		t.Fields = append(t.Fields, &ast.FieldType{Span: f.Span, Name: *f.Name, Type: ft})
		row.Fields = append(row.Fields, &ast.StructField{Span: f.Span, Value: f.Value})
	}
	return &ast.Cast{Span: s.Span, X: row, Type: t}
}

// rowFieldType is the type e has in every dialect when that is known in
// full (every parameter, every element and field type), else nil. An
// array's elements must all have that one type (typeOf takes the first's).
func (c *Context) rowFieldType(e ast.Expr, sc *scope) *ast.TypeName {
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind == ast.LitDecimal {
			return decimalLiteralType(x.Value)
		}
		if x.Kind == ast.LitNull {
			return nil
		}
		if x.Kind == ast.LitInt && x.Type == ast.TypeUnknown && c.Source.Name == "bigquery" {
			return &ast.TypeName{Kind: ast.TypeBigInt} // every BigQuery integer is an INT64
		}
	case *ast.Unary:
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			if _, lit := x.X.(*ast.Literal); lit {
				return c.rowFieldType(x.X, sc) // -0.5 is typed as 0.5
			}
		}
	case *ast.Cast:
		if completeType(x.Type) {
			return x.Type
		}
		return nil
	case *ast.Array:
		var elem *ast.TypeName
		for _, v := range x.Elems {
			t := c.rowFieldType(v, sc)
			if t == nil || elem != nil && !sameType(t, elem) {
				return nil
			}
			elem = t
		}
		if elem == nil {
			return nil
		}
		return &ast.TypeName{Span: x.Span, Kind: ast.TypeArray, Elem: elem}
	case *ast.Struct:
		t := &ast.TypeName{Span: x.Span, Kind: ast.TypeStruct}
		for i, f := range x.Fields {
			ft := c.rowFieldType(f.Value, sc)
			if ft == nil || f.Name != nil {
				return nil // a named one is a cast by now
			}
			t.Fields = append(t.Fields, &ast.FieldType{Name: ast.Ident{Name: "col" + itoa(i+1)}, Type: ft})
		}
		return t
	}
	// typeOf's rules hold in every dialect they name (a column the schema
	// types, arithmetic, a CASE whose branches agree), in its exact mode:
	// array_union(m, array(0.125)) of an ARRAY<DECIMAL(10, 2)> m is no
	// array of DECIMAL(10, 2), which a cast would round the 0.125 to
	if t := c.exactTypeOf(e, sc); completeType(t) {
		return t
	}
	return nil
}

// completeType says whether t is known in full: a modelled kind, a
// DECIMAL with its precision and scale, and complete parts.
func completeType(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.TypeUnknown, ast.TypeOther:
		return false
	case ast.TypeDecimal:
		return len(t.Params) == 2
	case ast.TypeArray:
		return completeType(t.Elem)
	case ast.TypeMap:
		return completeType(t.Key) && completeType(t.Value)
	case ast.TypeStruct:
		for _, f := range t.Fields {
			if f == nil || !completeType(f.Type) {
				return false
			}
		}
		return len(t.Fields) > 0
	}
	return true
}

// unsizedDatetime says whether t has a TIME or TIMESTAMP part without a
// precision. Trino and Presto read TIME and TIMESTAMP as TIME(3) and
// TIMESTAMP(3) (Trino docs, "Date and time": "TIMESTAMP is an alias for
// TIMESTAMP(3)"), so a ROW cast to one rounds a DuckDB, Spark or
// BigQuery value of microseconds (TIMESTAMP '2020-01-01 00:00:00.123456'
// is a TIMESTAMP(6) in Trino) to milliseconds.
func unsizedDatetime(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ast.TypeTime, ast.TypeTimestamp, ast.TypeTimestampTZ:
		return len(t.Params) == 0
	case ast.TypeArray:
		return unsizedDatetime(t.Elem)
	case ast.TypeMap:
		return unsizedDatetime(t.Key) || unsizedDatetime(t.Value)
	case ast.TypeStruct:
		for _, f := range t.Fields {
			if f != nil && unsizedDatetime(f.Type) {
				return true
			}
		}
	}
	return false
}

// decimalLiteralType is the DECIMAL(p, s) of an exact numeric literal
// such as 12.50 (p 4, s 2), as Trino, Hive and Spark type one; nil for an
// exponent or a literal of more than 38 digits.
func decimalLiteralType(text string) *ast.TypeName {
	text = strings.TrimLeft(text, "+-")
	if strings.ContainsAny(text, "eE") {
		return nil
	}
	whole, frac, _ := strings.Cut(text, ".")
	whole = strings.TrimLeft(whole, "0")
	p, s := len(whole)+len(frac), len(frac)
	if p == 0 {
		p = 1
	}
	if p > 38 {
		return nil
	}
	return &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{p, s}}
}
