package executor

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Type is a column's static type. Unknown (the zero Type) is allowed: the
// values are self-describing, so execution never depends on a static type
// except where a shape must be known before any row is seen.
type Type struct {
	Kind   ast.TypeKind
	Elem   *Type // array element
	Key    *Type // map key
	Val    *Type // map value
	Fields []FieldType
	Prec   int // decimal precision, varchar length
	// Digits is p + 1 for a TIMESTAMP(p) or TIME(p) under
	// Options.DigitsText, 0 where the precision is not followed
	// (trino_ts_text.go).
	Digits int
	Scale  int
	// Unnamed: a struct whose fields have no names (DuckDB's row(...)),
	// called col1, col2... in the executor
	Unnamed bool
	// JSONB: PostgreSQL's jsonb (a JSON type; Options.PostgresJSONB),
	// whose values are held as jsonb holds them (jsonb.go)
	JSONB bool
	// PGLoose: under Options.PostgresTyping, a type computed (outside an
	// explicit cast) by a function whose result type the executor does
	// not keep as PostgreSQL's, here or in a subquery, a CTE, a VALUES
	// list or an aggregate it is read from; pg_typeof refuses it
	// (pg_operators.go)
	PGLoose bool
}

// FieldType is one field of a struct type.
type FieldType struct {
	Name string
	Type Type
}

var (
	tUnknown   = Type{}
	tBool      = Type{Kind: ast.TypeBool}
	tInt       = Type{Kind: ast.TypeInt}
	tBigInt    = Type{Kind: ast.TypeBigInt}
	tDouble    = Type{Kind: ast.TypeDouble}
	tVarchar   = Type{Kind: ast.TypeVarchar}
	tDate      = Type{Kind: ast.TypeDate}
	tTimestamp = Type{Kind: ast.TypeTimestamp}
	tInterval  = Type{Kind: ast.TypeInterval}
	tJSON      = Type{Kind: ast.TypeJSON}
)

func arrayOf(t Type) Type { return Type{Kind: ast.TypeArray, Elem: &t} }
func mapOf(k, v Type) Type {
	return Type{Kind: ast.TypeMap, Key: &k, Val: &v}
}

func (t Type) elem() Type {
	if t.Elem != nil {
		return *t.Elem
	}
	return tUnknown
}

// TypeFromAST converts a parsed type name.
func TypeFromAST(tn *ast.TypeName) Type {
	if tn == nil {
		return tUnknown
	}
	t := Type{Kind: tn.Kind}
	if tn.Kind == ast.TypeDecimal {
		t.Prec, t.Scale = 38, 0
		if len(tn.Params) > 0 {
			t.Prec = tn.Params[0]
		} else {
			t.Prec, t.Scale = 38, 18 // an unparameterized DECIMAL keeps fractions
			if tn.Name == "DECIMAL" || tn.Name == "" {
				t.Prec, t.Scale = 18, 3
			}
			if tn.Name == "NUMERIC" {
				t.Prec, t.Scale = 0, -1 // PostgreSQL: any scale
			}
		}
		if len(tn.Params) > 1 {
			t.Scale = tn.Params[1]
		}
	} else if len(tn.Params) > 0 {
		t.Prec = tn.Params[0]
	}
	if tn.Elem != nil {
		e := TypeFromAST(tn.Elem)
		t.Elem = &e
	}
	if tn.Key != nil {
		k := TypeFromAST(tn.Key)
		t.Key = &k
	}
	if tn.Value != nil {
		v := TypeFromAST(tn.Value)
		t.Val = &v
	}
	for i, f := range tn.Fields {
		name := f.Name.Name
		if name == "" {
			name = "field" + strconv.Itoa(i)
		}
		t.Fields = append(t.Fields, FieldType{Name: name, Type: TypeFromAST(f.Type)})
	}
	return t
}

func (t Type) String() string {
	switch t.Kind {
	case ast.TypeArray:
		return "array<" + t.elem().String() + ">"
	case ast.TypeMap:
		k, v := tUnknown, tUnknown
		if t.Key != nil {
			k = *t.Key
		}
		if t.Val != nil {
			v = *t.Val
		}
		return "map<" + k.String() + "," + v.String() + ">"
	case ast.TypeStruct:
		var parts []string
		for _, f := range t.Fields {
			parts = append(parts, f.Name+":"+f.Type.String())
		}
		return "struct<" + strings.Join(parts, ",") + ">"
	case ast.TypeDecimal:
		if t.Scale < 0 {
			return "decimal"
		}
		return "decimal(" + strconv.Itoa(t.Prec) + "," + strconv.Itoa(t.Scale) + ")"
	}
	return t.Kind.String()
}

// typeOfValue describes a value's runtime type (nested element types from
// the first non-NULL element).
func typeOfValue(v Value) Type {
	switch v.k {
	case KindNull:
		return tUnknown
	case KindArray:
		for _, e := range v.Elems() {
			if !e.IsNull() {
				return arrayOf(typeOfValue(e))
			}
		}
		return arrayOf(tUnknown)
	case KindMap:
		m := v.Map()
		k, val := tUnknown, tUnknown
		if len(m.Keys) > 0 {
			k, val = typeOfValue(m.Keys[0]), typeOfValue(m.Vals[0])
		}
		return mapOf(k, val)
	case KindStruct:
		s := v.Struct()
		t := Type{Kind: ast.TypeStruct}
		for i, n := range s.Names {
			t.Fields = append(t.Fields, FieldType{n, typeOfValue(s.Vals[i])})
		}
		return t
	case KindDecimal:
		return Type{Kind: ast.TypeDecimal, Prec: 38, Scale: int(v.i)}
	}
	return Type{Kind: v.t}
}

// numericRank orders numeric types for promotion.
func numericRank(k ast.TypeKind) int {
	switch k {
	case ast.TypeTinyInt:
		return 1
	case ast.TypeSmallInt:
		return 2
	case ast.TypeInt:
		return 3
	case ast.TypeBigInt:
		return 4
	case ast.TypeHugeInt:
		return 5
	case ast.TypeDecimal:
		return 6
	case ast.TypeReal:
		return 7
	case ast.TypeDouble:
		return 8
	}
	return 0
}

// superType is the common type of a and b for unions, CASE and COALESCE.
func superType(a, b Type) Type {
	t := superType1(a, b)
	t.PGLoose = a.PGLoose || b.PGLoose
	if a.Kind == b.Kind {
		t.Digits = joinDigits(a.Digits, b.Digits) // trino_ts_text.go
	}
	return t
}

func superType1(a, b Type) Type {
	if a.Kind == ast.TypeUnknown {
		return b
	}
	if b.Kind == ast.TypeUnknown || a.Kind == b.Kind && a.Kind != ast.TypeDecimal && a.Kind != ast.TypeArray {
		return a
	}
	ra, rb := numericRank(a.Kind), numericRank(b.Kind)
	if ra > 0 && rb > 0 {
		if a.Kind == ast.TypeDecimal && b.Kind == ast.TypeDecimal {
			s := max(a.Scale, b.Scale)
			return Type{Kind: ast.TypeDecimal, Prec: max(a.Prec-a.Scale, b.Prec-b.Scale) + s, Scale: s}
		}
		if ra >= rb {
			return a
		}
		return b
	}
	if a.Kind == ast.TypeArray && b.Kind == ast.TypeArray {
		t := arrayOf(superType(a.elem(), b.elem()))
		if a.Prec == b.Prec || b.Prec == 0 {
			t.Prec = a.Prec // a fixed size is kept beside a list (duck_list_cast.go)
		} else if a.Prec == 0 {
			t.Prec = b.Prec
		}
		return t
	}
	if a.Kind.IsText() && b.Kind.IsText() {
		return tVarchar
	}
	if a.Kind == ast.TypeDate && b.Kind == ast.TypeTimestamp || b.Kind == ast.TypeDate && a.Kind == ast.TypeTimestamp {
		return tTimestamp
	}
	return a
}

// Column is one output column of a result.
type Column struct {
	Name string
	Type Type
	// Decl is the name of the type as CREATE TABLE wrote it, upper-cased
	// (ast.TypeName.Name: TIMESTAMP or TIMESTAMP_NTZ), for typeof's
	// names (typeof_names.go); "" for a column made otherwise
	Decl string
	// RoundDigits is p + 1 for a TIMESTAMP(p) or TIME(p) column of
	// fewer than 6 digits, to whose digits an INSERT rounds a value as
	// its cast to the type does (Options.tsCastDigits): PostgreSQL rounds
	// to a column's typmod on input, halves away from 2000-01-01; Trino
	// coerces an inserted value to the column's type by its cast, half up
	// (Timestamps.round; its TIMESTAMP and TIME are TIMESTAMP(3) and
	// TIME(3)), Presto's TIMESTAMP keeps milliseconds, rounded as its cast
	// here, and Doris rounds the digits beyond a DATETIME(p)'s precision
	// (Doris documentation, DATETIME; its DATETIME is DATETIME(0)). 0
	// where the value is kept (a TIMESTAMP WITH TIME ZONE of Trino, a TIME
	// of Presto).
	RoundDigits int
}
