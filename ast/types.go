package ast

// TypeKind is the canonical class of a data type.
type TypeKind uint8

const (
	TypeUnknown TypeKind = iota
	TypeBool
	TypeTinyInt
	TypeSmallInt
	TypeInt
	TypeBigInt
	TypeHugeInt
	TypeReal   // 4-byte float
	TypeDouble // 8-byte float
	TypeDecimal
	TypeVarchar // VARCHAR(n) or unbounded VARCHAR
	TypeChar
	TypeString // Hive STRING, PostgreSQL TEXT
	TypeBinary
	TypeDate
	TypeTime
	TypeTimestamp
	TypeTimestampTZ
	TypeInterval
	TypeJSON
	TypeUUID
	TypeArray
	TypeMap
	TypeStruct
	TypeOther // a type lateral does not model; Name holds it
)

var typeKindNames = [...]string{"unknown", "boolean", "tinyint", "smallint", "int", "bigint", "hugeint",
	"real", "double", "decimal", "varchar", "char", "string", "binary", "date", "time", "timestamp",
	"timestamptz", "interval", "json", "uuid", "array", "map", "struct", "other"}

func (k TypeKind) String() string { return enumName(typeKindNames[:], int(k)) }

// IsInteger reports whether k is an integer type.
func (k TypeKind) IsInteger() bool { return k >= TypeTinyInt && k <= TypeHugeInt }

// IsNumeric reports whether k is an integer, float or decimal type.
func (k TypeKind) IsNumeric() bool { return k >= TypeTinyInt && k <= TypeDecimal }

// IsText reports whether k is a character type.
func (k TypeKind) IsText() bool { return k >= TypeVarchar && k <= TypeString }

// TypeName is a data type as resolved from any dialect's spelling:
// ARRAY<INT>, ARRAY(INTEGER) and INTEGER[] are all an array of int.
type TypeName struct {
	Span
	Kind TypeKind `json:"kind"`
	// Name is the type as written, upper-cased (kept for TypeOther and messages).
	Name string `json:"name,omitempty"`
	// Params are numeric parameters: VARCHAR(n), DECIMAL(p, s), TIMESTAMP(p).
	Params []int `json:"params,omitempty"`
	// Elem is the element type of an array; Key and Value of a map.
	Elem  *TypeName `json:"elem,omitempty"`
	Key   *TypeName `json:"key,omitempty"`
	Value *TypeName `json:"value,omitempty"`
	// Fields are the fields of a struct/row type, in order.
	Fields []*FieldType `json:"fields,omitempty"`
}

// FieldType is one field of a struct type; Name is empty for an anonymous
// Trino ROW field.
type FieldType struct {
	Span
	Name Ident     `json:"name"`
	Type *TypeName `json:"type"`
}
