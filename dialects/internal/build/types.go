package build

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

// dataType resolves a type as written in any dialect into an ast.TypeName: INT, INTEGER and
// INT4 are all TypeInt; ARRAY<T>, ARRAY(T) and T[] are all arrays; FLOAT is a 4-byte REAL in
// Hive, Spark, Doris and DuckDB and an 8-byte DOUBLE elsewhere (PostgreSQL FLOAT(p) is REAL
// for p <= 24).
func (b *builder) dataType(c gen.IDataTypeContext) *ast.TypeName {
	if c == nil {
		return nil
	}
	if !b.enter(c) {
		return nil
	}
	defer b.leave()
	sp := b.span(c)
	switch c := c.(type) {
	case *gen.ArraySuffixTypeContext:
		t := &ast.TypeName{Span: sp, Kind: ast.TypeArray, Name: "ARRAY", Elem: b.dataType(c.GetElementType())}
		if n := c.GetSize(); n != nil {
			if v, ok := atoi(n.GetText()); ok {
				t.Params = []int{v}
			}
		}
		return t
	case *gen.ArrayKeywordSuffixTypeContext:
		// SQL standard: INTEGER ARRAY [n].
		t := &ast.TypeName{Span: sp, Kind: ast.TypeArray, Name: "ARRAY", Elem: b.dataType(c.GetElementType())}
		if n := c.GetSize(); n != nil {
			if v, ok := atoi(n.GetText()); ok {
				t.Params = []int{v}
			}
		}
		return t
	case *gen.ArrayTypeContext:
		return &ast.TypeName{Span: sp, Kind: ast.TypeArray, Name: "ARRAY", Elem: b.dataType(c.GetElementType())}
	case *gen.MapTypeContext:
		return &ast.TypeName{Span: sp, Kind: ast.TypeMap, Name: "MAP",
			Key: b.dataType(c.GetKeyType()), Value: b.dataType(c.GetValueType())}
	case *gen.StructTypeContext:
		t := &ast.TypeName{Span: sp, Kind: ast.TypeStruct, Name: "STRUCT"}
		for _, ch := range c.GetChildren() {
			if f, ok := ch.(gen.IStructTypeFieldContext); ok {
				t.Fields = append(t.Fields, &ast.FieldType{Span: b.span(f), Name: b.ident(f.GetName()),
					Type: b.dataType(f.DataType())})
			}
		}
		return t
	case *gen.RowTypeContext:
		name := "ROW"
		if hasTok(c, gen.SqlParserSTRUCT) {
			name = "STRUCT"
		}
		t := &ast.TypeName{Span: sp, Kind: ast.TypeStruct, Name: name}
		for _, ch := range c.GetChildren() {
			if f, ok := ch.(gen.IRowTypeFieldContext); ok {
				t.Fields = append(t.Fields, &ast.FieldType{Span: b.span(f), Name: b.ident(f.GetName()),
					Type: b.dataType(f.DataType())})
			}
		}
		return t
	case *gen.IntervalTypeContext:
		t := &ast.TypeName{Span: sp, Kind: ast.TypeInterval, Name: "INTERVAL"}
		if f := c.GetFrom(); f != nil {
			t.Name += " " + intervalUnit(b.text(f))
		}
		if f := c.GetTo(); f != nil {
			t.Name += " TO " + intervalUnit(b.text(f))
		}
		return t
	case *gen.DateTimeTypeContext:
		precision := ""
		if p := c.GetPrecision(); p != nil {
			precision = p.GetText()
		}
		var lsp ast.Span
		if c.GetLocal() != nil {
			lsp = spanFromTo(b.tokSpan(c.GetZone()), b.termSpan(c.ZONE()))
		}
		return b.dateTimeType(sp, tokenType(c.GetBase()) == gen.SqlParserTIME, precision,
			tokenType(c.GetZone()) == gen.SqlParserWITH, c.GetLocal() != nil, lsp)
	case *gen.DoublePrecisionTypeContext:
		return &ast.TypeName{Span: sp, Kind: ast.TypeDouble, Name: "DOUBLE PRECISION"}
	case *gen.CharacterVaryingTypeContext:
		t := &ast.TypeName{Span: sp, Kind: ast.TypeVarchar, Name: "VARCHAR"}
		if n := c.GetLength(); n != nil {
			if v, ok := atoi(n.GetText()); ok {
				t.Params = []int{v}
			}
		}
		return t
	case *gen.GenericTypeContext:
		return b.genericType(c, sp)
	}
	return nil
}

// genericType resolves name [(params)].
func (b *builder) genericType(c *gen.GenericTypeContext, sp ast.Span) *ast.TypeName {
	q := b.qname(c.GetName())
	var params []int
	var types []*ast.TypeName
	var fields []*ast.FieldType
	for _, ch := range c.GetChildren() {
		p, ok := ch.(gen.ITypeParameterContext)
		if !ok {
			continue
		}
		if n := p.GetName(); n != nil {
			fields = append(fields, &ast.FieldType{Span: b.span(p), Name: b.ident(n), Type: b.dataType(p.DataType())})
		} else if dt := p.DataType(); dt != nil {
			types = append(types, b.dataType(dt))
		} else if n := termAt(p, 0); n != nil {
			if v, ok := atoi(n.GetText()); ok {
				params = append(params, v)
			} else {
				b.invalid(b.termSpan(n), "type parameter out of range")
			}
		}
	}
	return b.genericTypeOf(sp, q, params, types, fields)
}

// genericTypeOf resolves name [(params)] from its parts: the name, the numeric parameters, the
// type parameters and the named fields (OBJECT(name T, ...)), in the order written.
func (b *builder) genericTypeOf(sp ast.Span, q ast.QName, params []int, types []*ast.TypeName, fields []*ast.FieldType) *ast.TypeName {
	var name string
	quoted := false
	if len(q) == 1 {
		name = upperASCII(q[0].Name)
		quoted = q[0].Quoted
	} else {
		parts := make([]string, len(q))
		for i, id := range q {
			parts[i] = upperASCII(id.Name)
			quoted = quoted || id.Quoted
		}
		name = strings.Join(parts, ".")
	}
	t := &ast.TypeName{Span: sp, Name: name, Params: params}
	// A schema-qualified name (pg_catalog.int4) resolves by its last part.
	base := name
	if i := strings.LastIndexByte(base, '.'); i >= 0 {
		base = base[i+1:]
	}
	t.Kind = b.typeKind(base, t.Params)
	if fields != nil {
		// Snowflake's structured OBJECT(name T, ...) is a struct type.
		switch {
		case base != "OBJECT" || len(types) > 0 || len(t.Params) > 0:
			b.invalid(sp, "type "+name+" does not take named fields")
		case !b.is("snowflake"):
			b.notDialect(sp, "OBJECT(name type, ...)")
		}
		return &ast.TypeName{Span: sp, Kind: ast.TypeStruct, Name: "OBJECT", Fields: fields}
	}
	if t.Kind == ast.TypeOther && quoted {
		// A quoted name is not folded: keep it as written, quoted, with the parts
		// that were quoted in double quotes (the printer quotes them per target).
		parts := make([]string, len(q))
		for i, id := range q {
			if id.Quoted {
				parts[i] = `"` + strings.ReplaceAll(id.Name, `"`, `""`) + `"`
			} else {
				parts[i] = upperASCII(id.Name)
			}
		}
		t.Name = strings.Join(parts, ".")
	}
	switch t.Kind {
	case ast.TypeArray:
		if len(types) > 0 {
			t.Elem = types[0]
		}
	case ast.TypeMap:
		if len(types) > 0 {
			t.Key = types[0]
		}
		if len(types) > 1 {
			t.Value = types[1]
		}
	default:
		if len(types) > 0 {
			// A type parameter where only numbers belong.
			b.invalid(sp, "type "+name+" does not take a type parameter")
		}
	}
	if base == "FLOAT" {
		t.Params = nil // FLOAT(p) only chose between REAL and DOUBLE
	}
	if t.Kind == ast.TypeDecimal && b.is("snowflake") && snowflakeIntName(base) {
		// INT, INTEGER, BIGINT, SMALLINT, TINYINT, BYTEINT: "Synonymous with NUMBER, except
		// that precision and scale cannot be specified (i.e. always defaults to NUMBER(38,
		// 0))" (Snowflake numeric data types). The name is kept for the printer.
		if len(t.Params) > 0 {
			b.invalid(sp, "type "+name+" does not take a precision or scale in snowflake (it is NUMBER(38, 0))")
		}
		t.Params = []int{38, 0}
		return t
	}
	if t.Kind == ast.TypeDecimal {
		t.Params = b.decimalParams(base, t.Params)
		if len(t.Params) == 0 && b.is("postgres") {
			// PostgreSQL's DECIMAL is its NUMERIC: without a precision,
			// unconstrained (PostgreSQL 15 documentation, 8.1.2).
			t.Name = "NUMERIC"
		}
	}
	return t
}

// dateTimeType resolves TIMESTAMP|TIME [(precision)] WITH|WITHOUT [LOCAL] TIME ZONE; precision
// is the written digits ("" for none), lsp the span of WITH LOCAL TIME ZONE.
func (b *builder) dateTimeType(sp ast.Span, isTime bool, precision string, withZone, local bool, lsp ast.Span) *ast.TypeName {
	t := &ast.TypeName{Span: sp}
	if precision != "" {
		if v, ok := atoi(precision); ok {
			t.Params = []int{v}
		}
	}
	if local {
		// Hive 3 and Snowflake: TIMESTAMP WITH LOCAL TIME ZONE is an instant (Snowflake's
		// TIMESTAMP_LTZ).
		switch {
		case !withZone || isTime:
			b.invalid(lsp, "only TIMESTAMP takes WITH LOCAL TIME ZONE")
		case !b.is("hive", "snowflake"):
			b.notDialect(lsp, "WITH LOCAL TIME ZONE")
		}
		t.Kind, t.Name = ast.TypeTimestampTZ, "TIMESTAMP WITH LOCAL TIME ZONE"
		return t
	}
	switch {
	case isTime && withZone:
		t.Kind, t.Name = ast.TypeOther, "TIME WITH TIME ZONE"
	case isTime:
		t.Kind, t.Name = ast.TypeTime, "TIME"
	case withZone:
		t.Kind, t.Name = ast.TypeTimestampTZ, "TIMESTAMP WITH TIME ZONE"
	default:
		t.Kind, t.Name = ast.TypeTimestamp, "TIMESTAMP"
	}
	return t
}

// decimalParams makes a decimal type's precision and scale explicit where the dialect has
// defaults: Hive and Spark DECIMAL is DECIMAL(10, 0), DuckDB's DECIMAL(18, 3), Snowflake's
// NUMBER(38, 0), BigQuery's NUMERIC(38, 9) and BIGNUMERIC(76, 38); DECIMAL(p) has scale 0.
// PostgreSQL NUMERIC without a precision is unconstrained and stays without parameters.
func (b *builder) decimalParams(base string, p []int) []int {
	switch len(p) {
	case 1:
		return []int{p[0], 0}
	case 0:
		switch b.d.Name {
		case "hive", "spark":
			return []int{10, 0}
		case "duckdb":
			return []int{18, 3}
		case "snowflake":
			return []int{38, 0}
		case "trino", "presto":
			// Trino's and Presto's bare DECIMAL is DECIMAL(38, 0): "Scale is optional and
			// defaults to 0" (Trino documentation, data types, DECIMAL), and the SPI's
			// DecimalType.createDecimalType() takes DEFAULT_PRECISION = MAX_PRECISION = 38.
			return []int{38, 0}
		case "bigquery":
			if base == "BIGNUMERIC" || base == "BIGDECIMAL" {
				return []int{76, 38}
			}
			return []int{38, 9}
		}
	}
	return p
}

// typeKind maps an upper-case type name to its kind.
func (b *builder) typeKind(name string, params []int) ast.TypeKind {
	if b.is("snowflake") && snowflakeIntName(name) {
		// NUMBER(38, 0) (genericTypeOf)
		return ast.TypeDecimal
	}
	if b.is("bigquery") {
		switch name {
		case "INT", "INTEGER", "SMALLINT", "TINYINT", "BYTEINT":
			// aliases of INT64 (BigQuery data types: integer types)
			return ast.TypeBigInt
		}
	}
	switch name {
	case "BOOLEAN", "BOOL", "LOGICAL":
		return ast.TypeBool
	case "TINYINT", "INT1", "BYTE":
		return ast.TypeTinyInt
	case "SMALLINT", "INT2", "SHORT":
		return ast.TypeSmallInt
	case "INT", "INTEGER", "INT4", "SIGNED", "MEDIUMINT":
		return ast.TypeInt
	case "BIGINT", "INT8", "LONG", "INT64":
		return ast.TypeBigInt
	case "HUGEINT", "INT128", "LARGEINT":
		return ast.TypeHugeInt
	case "REAL", "FLOAT4":
		return ast.TypeReal
	case "FLOAT":
		if len(params) == 1 {
			if params[0] <= 24 {
				return ast.TypeReal
			}
			return ast.TypeDouble
		}
		switch b.d.Name {
		case "hive", "spark", "doris", "duckdb":
			return ast.TypeReal
		}
		return ast.TypeDouble
	case "DOUBLE", "FLOAT8", "FLOAT64":
		return ast.TypeDouble
	case "DECIMAL", "NUMERIC", "DEC", "NUMBER", "BIGNUMERIC", "BIGDECIMAL", "DECIMALV3":
		return ast.TypeDecimal
	case "VARCHAR", "NVARCHAR", "VARCHAR2":
		return ast.TypeVarchar
	case "CHAR", "CHARACTER", "BPCHAR", "NCHAR":
		if b.d.Name == "duckdb" {
			return ast.TypeVarchar // DuckDB's CHAR is VARCHAR
		}
		return ast.TypeChar
	case "STRING", "TEXT":
		return ast.TypeString
	case "BINARY", "VARBINARY", "BYTEA", "BLOB", "BYTES":
		return ast.TypeBinary
	case "DATE":
		return ast.TypeDate
	case "TIME":
		return ast.TypeTime
	case "TIMESTAMP":
		if b.d.Name == "bigquery" {
			return ast.TypeTimestampTZ // BigQuery TIMESTAMP is an absolute instant
		}
		return ast.TypeTimestamp
	case "DATETIME", "TIMESTAMP_NTZ", "DATETIMEV2":
		return ast.TypeTimestamp
	case "TIMESTAMPTZ", "TIMESTAMP_TZ", "TIMESTAMP_LTZ":
		return ast.TypeTimestampTZ
	case "INTERVAL":
		return ast.TypeInterval
	case "JSON", "JSONB":
		return ast.TypeJSON
	case "UUID":
		return ast.TypeUUID
	case "ARRAY", "LIST":
		return ast.TypeArray
	case "MAP":
		return ast.TypeMap
	}
	return ast.TypeOther
}

// typeFromName resolves a bare type name used before a string (DATE '...'); ok is false for
// a name that is not a type.
func (b *builder) typeFromName(id ast.Ident) (*ast.TypeName, bool) {
	name := upperASCII(id.Name)
	k := b.typeKind(name, nil)
	if k == ast.TypeOther || k == ast.TypeArray || k == ast.TypeMap {
		return &ast.TypeName{Span: id.Span, Kind: ast.TypeOther, Name: name}, false
	}
	return &ast.TypeName{Span: id.Span, Kind: k, Name: name}, true
}

// intervalUnit returns the canonical upper-case singular name of an interval field.
func intervalUnit(s string) string {
	u := upperASCII(s)
	switch u {
	case "YEARS", "MONTHS", "WEEKS", "DAYS", "HOURS", "MINUTES", "SECONDS", "MILLISECONDS", "MICROSECONDS":
		return u[:len(u)-1]
	}
	return u
}

// snowflakeIntName: name is one of Snowflake's integer types, every one NUMBER(38, 0).
func snowflakeIntName(name string) bool {
	switch name {
	case "INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT", "BYTEINT":
		return true
	}
	return false
}
