package executor

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/schema"

	"github.com/lateral-sql/lateral/ast"
)

// A Parquet file of a data directory becomes a table: its top-level fields
// are the columns, typed from the file's own schema (see pqLeafTypeOf for the
// scalars; a LIST is an array, a MAP a map, any other group a struct, and a
// repeated field outside a LIST or MAP an array of its values, as the
// format's compatibility rules say: a repeated group of one field is an
// array of one-field structs). Nested
// values are reassembled from each leaf column's definition and repetition
// levels, so NULL and empty lists, NULL elements, NULL structs and NULL
// fields all come back as they were written.
//
// When NAME.sql declares the table, each declared column is read from the
// file's field of that name (case-insensitive) and its values are cast to
// the declared type; a declared column the file lacks, a shape that differs
// (an array declared, a struct in the file), a value that does not cast and
// a NULL in a NOT NULL column are errors. Fields of the file that NAME.sql
// does not declare are not loaded.

// pqMaxDepth bounds the nesting of a Parquet schema.
const pqMaxDepth = 64

// pqBatch is how many levels are read from a column at a time.
const pqBatch = 4096

// loadParquet reads the Parquet file held in data as table name.
func loadParquet(data []byte, name string, ct *ast.CreateTable) (t *Table, err error) {
	// The decoder is not ours: a malformed file must end in an error that
	// names it, whatever the decoder does with it.
	defer func() {
		if r := recover(); r != nil {
			t, err = nil, fmt.Errorf("not a readable Parquet file: %v", r)
		}
	}()
	rd, err := file.NewParquetReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("not a readable Parquet file: %v", err)
	}
	defer rd.Close()
	sc := rd.MetaData().Schema
	p := &pqPlanner{sc: sc}
	root := sc.Root()
	fields := make([]*pqNode, root.NumFields())
	cols := make([]Column, root.NumFields())
	for i := range fields {
		f, err := p.field(root.Field(i), 0, 0, 1)
		if err != nil {
			return nil, err
		}
		fields[i] = f
		cols[i] = Column{Name: f.name, Type: f.typ}
	}
	if len(p.leaves) != sc.NumColumns() {
		return nil, fmt.Errorf("not a readable Parquet file: its schema has %d columns, %d leaves were found", sc.NumColumns(), len(p.leaves))
	}
	var rows [][]Value
	for g := 0; g < rd.NumRowGroups(); g++ {
		rg := rd.RowGroup(g)
		rs, err := p.readRowGroup(rg, fields)
		if err != nil {
			return nil, fmt.Errorf("row group %d: %v", g, err)
		}
		rows = append(rows, rs...)
	}
	if ct != nil {
		return pqApplySchema(name, cols, rows, ct)
	}
	t = NewTable(name, cols)
	for _, r := range rows {
		t.AppendRow(r)
	}
	return t, nil
}

type pqKind uint8

const (
	pqLeaf pqKind = iota
	pqStruct
	pqList
	pqMap
)

// pqNode is how one field of the file is read back.
type pqNode struct {
	name string
	path string
	kind pqKind
	typ  Type
	// optional: NULL when the definition level is below def, the level at
	// which the node is present.
	optional bool
	def      int16
	// pqList and pqMap: the repeated field holds an element when the
	// definition level reaches repDef; a following entry whose repetition
	// level is repRep starts another element.
	repDef, repRep int16
	leaf           *pqLeafType // pqLeaf: the column's conversion
	col            int         // pqLeaf: the column index
	fields         []*pqNode   // pqStruct fields; pqList element; pqMap key and value
	first          int         // the first leaf under the node
	leaves         []int       // every leaf under the node
}

// pqPlanner turns the file's schema into pqNodes.
type pqPlanner struct {
	sc     *schema.Schema
	leaves []*pqNode
}

// field plans a field under a parent whose levels are def and rep.
func (p *pqPlanner) field(n schema.Node, def, rep int16, depth int) (*pqNode, error) {
	if depth > pqMaxDepth {
		return nil, fmt.Errorf("column %s: nested deeper than %d levels", n.Path(), pqMaxDepth)
	}
	switch n.RepetitionType() {
	case parquet.Repetitions.Required:
		return p.content(n, def, rep, depth)
	case parquet.Repetitions.Optional:
		c, err := p.content(n, def+1, rep, depth)
		if err != nil {
			return nil, err
		}
		c.optional = true
		return c, nil
	case parquet.Repetitions.Repeated:
		// A repeated field outside a LIST or MAP is a list of its
		// values, never NULL (absent is empty).
		elem, err := p.content(n, def+1, rep+1, depth+1)
		if err != nil {
			return nil, err
		}
		return p.list(n, def, def+1, rep+1, elem), nil
	}
	return nil, fmt.Errorf("column %s: unknown repetition %v", n.Path(), n.RepetitionType())
}

func (p *pqPlanner) list(n schema.Node, def, repDef, repRep int16, elem *pqNode) *pqNode {
	return &pqNode{name: n.Name(), path: n.Path(), kind: pqList, typ: arrayOf(elem.typ), def: def,
		repDef: repDef, repRep: repRep, fields: []*pqNode{elem}, first: elem.first, leaves: elem.leaves}
}

// logical is n's logical type, from its converted type when the file has
// only that.
func logical(n schema.Node) schema.LogicalType {
	lt := n.LogicalType()
	if lt == nil || lt.IsNone() {
		var dm schema.DecimalMetadata
		if pn, ok := n.(*schema.PrimitiveNode); ok {
			dm = pn.DecimalMetadata()
		}
		if n.ConvertedType() != schema.ConvertedTypes.None && n.ConvertedType() != schema.ConvertedTypes.NA {
			lt = n.ConvertedType().ToLogicalType(dm)
		}
	}
	if lt == nil {
		lt = schema.NoLogicalType{}
	}
	return lt
}

// content plans n's value when present, at levels def and rep.
func (p *pqPlanner) content(n schema.Node, def, rep int16, depth int) (*pqNode, error) {
	if pn, ok := n.(*schema.PrimitiveNode); ok {
		lt, err := pqLeafTypeOf(pn)
		if err != nil {
			return nil, err
		}
		col := p.sc.ColumnIndexByNode(pn)
		if col < 0 {
			return nil, fmt.Errorf("column %s: not found in the file's columns", n.Path())
		}
		c := p.sc.Column(col)
		if c.MaxDefinitionLevel() != def || c.MaxRepetitionLevel() != rep {
			return nil, fmt.Errorf("column %s: inconsistent levels in the file's schema", n.Path())
		}
		node := &pqNode{name: n.Name(), path: n.Path(), kind: pqLeaf, typ: lt.typ, def: def, leaf: lt, col: col,
			first: len(p.leaves), leaves: []int{len(p.leaves)}}
		p.leaves = append(p.leaves, node)
		return node, nil
	}
	g, ok := n.(*schema.GroupNode)
	if !ok {
		return nil, fmt.Errorf("column %s: unknown schema node", n.Path())
	}
	if g.NumFields() == 0 {
		return nil, fmt.Errorf("column %s: a group without fields", n.Path())
	}
	switch lt := logical(g); lt.(type) {
	case schema.ListLogicalType:
		r := g.Field(0)
		if g.NumFields() != 1 || r.RepetitionType() != parquet.Repetitions.Repeated {
			return nil, fmt.Errorf("column %s: a LIST must hold one repeated field", n.Path())
		}
		var elem *pqNode
		var err error
		rg, isGroup := r.(*schema.GroupNode)
		switch {
		case !isGroup:
			// Two-level list: the repeated field is the element.
			elem, err = p.content(r, def+1, rep+1, depth+1)
		case rg.NumFields() > 1 || r.Name() == "array" || r.Name() == n.Name()+"_tuple":
			// Two-level list of structs (the older writers' form).
			elem, err = p.structOf(rg, def+1, rep+1, depth+1)
		default:
			elem, err = p.field(rg.Field(0), def+1, rep+1, depth+1)
		}
		if err != nil {
			return nil, err
		}
		return p.list(n, def, def+1, rep+1, elem), nil
	case schema.MapLogicalType:
		kv, isGroup := g.Field(0).(*schema.GroupNode)
		if g.NumFields() != 1 || !isGroup || kv.RepetitionType() != parquet.Repetitions.Repeated || kv.NumFields() != 2 {
			return nil, fmt.Errorf("column %s: a MAP must hold one repeated group of a key and a value", n.Path())
		}
		key, err := p.field(kv.Field(0), def+1, rep+1, depth+1)
		if err != nil {
			return nil, err
		}
		if key.kind == pqList {
			return nil, fmt.Errorf("column %s: a map key cannot be repeated", kv.Field(0).Path())
		}
		val, err := p.field(kv.Field(1), def+1, rep+1, depth+1)
		if err != nil {
			return nil, err
		}
		return &pqNode{name: n.Name(), path: n.Path(), kind: pqMap, typ: mapOf(key.typ, val.typ), def: def,
			repDef: def + 1, repRep: rep + 1, fields: []*pqNode{key, val}, first: key.first,
			leaves: append(append([]int(nil), key.leaves...), val.leaves...)}, nil
	case schema.NoLogicalType:
		return p.structOf(g, def, rep, depth)
	default:
		return nil, fmt.Errorf("column %s: Parquet group type %s is not supported", n.Path(), lt)
	}
}

// structOf plans a group read as a struct of its fields.
func (p *pqPlanner) structOf(g *schema.GroupNode, def, rep int16, depth int) (*pqNode, error) {
	node := &pqNode{name: g.Name(), path: g.Path(), kind: pqStruct, typ: Type{Kind: ast.TypeStruct}, def: def}
	for i := 0; i < g.NumFields(); i++ {
		f, err := p.field(g.Field(i), def, rep, depth+1)
		if err != nil {
			return nil, err
		}
		node.fields = append(node.fields, f)
		node.typ.Fields = append(node.typ.Fields, FieldType{Name: f.name, Type: f.typ})
		node.leaves = append(node.leaves, f.leaves...)
	}
	node.first = node.leaves[0]
	return node, nil
}

// pqLeafType is a leaf column's executor type and the conversion of its
// physical values (one of the functions is set, by physical type).
type pqLeafType struct {
	typ      Type
	fromInt  func(int64) (Value, error)
	fromF64  func(float64) Value
	fromByte func([]byte) (Value, error)
}

// pqLeafTypeOf maps a primitive field to an executor type:
//
//	BOOLEAN                        boolean
//	INT32, INT(8|16|32, signed)    int (tinyint, smallint for 8 and 16 bits)
//	INT64, INT(64, signed)         bigint
//	INT(8|16|32|64, unsigned)      smallint, int, bigint, decimal(20,0)
//	FLOAT, FLOAT16                 real
//	DOUBLE                         double
//	DECIMAL(p,s) on any physical   decimal(p,s)
//	DATE                           date
//	TIME(any unit)                 time (also when adjusted to UTC: the
//	                               executor has no time with time zone)
//	TIMESTAMP(any unit)            timestamptz when adjusted to UTC, else
//	                               timestamp; INT96 timestamp
//	STRING, ENUM                   varchar
//	JSON                           json
//	UUID                           uuid
//	INTERVAL                       interval
//	BYTE_ARRAY, FIXED, BSON        binary
//
// Times and timestamps in nanoseconds are rounded down to the microsecond,
// the executor's precision.
func pqLeafTypeOf(n *schema.PrimitiveNode) (*pqLeafType, error) {
	lt := logical(n)
	pt := n.PhysicalType()
	unsupported := func() (*pqLeafType, error) {
		return nil, fmt.Errorf("column %s: Parquet type %s %s is not supported", n.Path(), pt, lt)
	}
	intOf := func(k ast.TypeKind) *pqLeafType {
		return &pqLeafType{typ: Type{Kind: k}, fromInt: func(i int64) (Value, error) { return IntOf(k, i), nil }}
	}
	switch lt := lt.(type) {
	case schema.NoLogicalType:
		switch pt {
		case parquet.Types.Boolean:
			return &pqLeafType{typ: tBool}, nil
		case parquet.Types.Int32:
			return intOf(ast.TypeInt), nil
		case parquet.Types.Int64:
			return intOf(ast.TypeBigInt), nil
		case parquet.Types.Int96:
			return &pqLeafType{typ: tTimestamp}, nil
		case parquet.Types.Float:
			return &pqLeafType{typ: Type{Kind: ast.TypeReal}, fromF64: RealValue}, nil
		case parquet.Types.Double:
			return &pqLeafType{typ: tDouble, fromF64: FloatValue}, nil
		case parquet.Types.ByteArray, parquet.Types.FixedLenByteArray:
			return &pqLeafType{typ: Type{Kind: ast.TypeBinary}, fromByte: func(b []byte) (Value, error) { return BinaryValue(b), nil }}, nil
		}
	case schema.IntLogicalType:
		bits, signed := lt.BitWidth(), lt.IsSigned()
		if pt != parquet.Types.Int32 && pt != parquet.Types.Int64 {
			return unsupported()
		}
		switch {
		case signed && bits == 8:
			return intOf(ast.TypeTinyInt), nil
		case signed && bits == 16:
			return intOf(ast.TypeSmallInt), nil
		case signed && bits == 32:
			return intOf(ast.TypeInt), nil
		case signed && bits == 64:
			return intOf(ast.TypeBigInt), nil
		case bits == 8:
			return intOf(ast.TypeSmallInt), nil
		case bits == 16:
			return intOf(ast.TypeInt), nil
		case bits == 32:
			// INT32 holds the bits of the unsigned value.
			return &pqLeafType{typ: tBigInt, fromInt: func(i int64) (Value, error) { return IntValue(int64(uint32(i))), nil }}, nil
		case bits == 64:
			return &pqLeafType{typ: Type{Kind: ast.TypeDecimal, Prec: 20}, fromInt: func(i int64) (Value, error) {
				return DecimalValue(new(big.Int).SetUint64(uint64(i)), 0), nil
			}}, nil
		}
	case schema.DecimalLogicalType:
		prec, scale := int(lt.Precision()), int(lt.Scale())
		dt := Type{Kind: ast.TypeDecimal, Prec: prec, Scale: scale}
		switch pt {
		case parquet.Types.Int32, parquet.Types.Int64:
			return &pqLeafType{typ: dt, fromInt: func(i int64) (Value, error) { return DecimalValue(big.NewInt(i), scale), nil }}, nil
		case parquet.Types.ByteArray, parquet.Types.FixedLenByteArray:
			return &pqLeafType{typ: dt, fromByte: func(b []byte) (Value, error) {
				if len(b) == 0 {
					return Null, fmt.Errorf("column %s: an empty decimal", n.Path())
				}
				return DecimalValue(bigEndianSigned(b), scale), nil
			}}, nil
		}
	case schema.DateLogicalType:
		if pt == parquet.Types.Int32 {
			return &pqLeafType{typ: tDate, fromInt: func(i int64) (Value, error) { return DateValue(i), nil }}, nil
		}
	case schema.TimeLogicalType:
		per := pqMicrosPer(lt.TimeUnit())
		if per == 0 || pt != parquet.Types.Int32 && pt != parquet.Types.Int64 {
			return unsupported()
		}
		return &pqLeafType{typ: Type{Kind: ast.TypeTime}, fromInt: func(i int64) (Value, error) {
			us, err := pqMicros(i, per)
			if err != nil || us < 0 || us > 86400*1000000 {
				return Null, fmt.Errorf("column %s: time of day %d out of range", n.Path(), i)
			}
			return TimeValue(us), nil
		}}, nil
	case schema.TimestampLogicalType:
		per := pqMicrosPer(lt.TimeUnit())
		if per == 0 || pt != parquet.Types.Int64 {
			return unsupported()
		}
		mk, typ := TimestampValue, tTimestamp
		if lt.IsAdjustedToUTC() && !lt.IsFromConvertedType() {
			mk, typ = TimestampTZValue, Type{Kind: ast.TypeTimestampTZ}
		}
		return &pqLeafType{typ: typ, fromInt: func(i int64) (Value, error) {
			us, err := pqMicros(i, per)
			if err != nil {
				return Null, fmt.Errorf("column %s: timestamp %d out of range", n.Path(), i)
			}
			return mk(us), nil
		}}, nil
	case schema.StringLogicalType, schema.EnumLogicalType:
		if pt == parquet.Types.ByteArray || pt == parquet.Types.FixedLenByteArray {
			return &pqLeafType{typ: tVarchar, fromByte: func(b []byte) (Value, error) { return StringValue(string(b)), nil }}, nil
		}
	case schema.JSONLogicalType:
		if pt == parquet.Types.ByteArray {
			return &pqLeafType{typ: tJSON, fromByte: func(b []byte) (Value, error) { return JSONValue(string(b)), nil }}, nil
		}
	case schema.BSONLogicalType:
		if pt == parquet.Types.ByteArray {
			return &pqLeafType{typ: Type{Kind: ast.TypeBinary}, fromByte: func(b []byte) (Value, error) { return BinaryValue(b), nil }}, nil
		}
	case schema.UUIDLogicalType:
		if pt == parquet.Types.FixedLenByteArray && n.TypeLength() == 16 {
			return &pqLeafType{typ: Type{Kind: ast.TypeUUID}, fromByte: func(b []byte) (Value, error) {
				if len(b) != 16 {
					return Null, fmt.Errorf("column %s: a UUID of %d bytes", n.Path(), len(b))
				}
				h := hex.EncodeToString(b)
				return StringValue(h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]), nil
			}}, nil
		}
	case schema.Float16LogicalType:
		if pt == parquet.Types.FixedLenByteArray && n.TypeLength() == 2 {
			return &pqLeafType{typ: Type{Kind: ast.TypeReal}, fromByte: func(b []byte) (Value, error) {
				if len(b) != 2 {
					return Null, fmt.Errorf("column %s: a FLOAT16 of %d bytes", n.Path(), len(b))
				}
				return RealValue(float64(halfToFloat(binary.LittleEndian.Uint16(b)))), nil
			}}, nil
		}
	case schema.IntervalLogicalType:
		if pt == parquet.Types.FixedLenByteArray && n.TypeLength() == 12 {
			return &pqLeafType{typ: tInterval, fromByte: func(b []byte) (Value, error) {
				if len(b) != 12 {
					return Null, fmt.Errorf("column %s: an INTERVAL of %d bytes", n.Path(), len(b))
				}
				months := binary.LittleEndian.Uint32(b[0:4])
				days := binary.LittleEndian.Uint32(b[4:8])
				millis := binary.LittleEndian.Uint32(b[8:12])
				if months > math.MaxInt32 || days > math.MaxInt32 {
					return Null, fmt.Errorf("column %s: interval out of range", n.Path())
				}
				return IntervalValue(Interval{Months: int32(months), Days: int32(days), Micros: int64(millis) * 1000}), nil
			}}, nil
		}
	case schema.NullLogicalType:
		// Every value is NULL; the physical values, if any, are ignored.
		return &pqLeafType{typ: tUnknown, fromInt: func(int64) (Value, error) { return Null, nil },
			fromF64: func(float64) Value { return Null }, fromByte: func([]byte) (Value, error) { return Null, nil }}, nil
	}
	return unsupported()
}

// pqMicrosPer is the divisor (negative: the multiplier) that turns a time
// unit into microseconds; 0 for an unknown unit.
func pqMicrosPer(u schema.TimeUnitType) int64 {
	switch u {
	case schema.TimeUnitMillis:
		return -1000
	case schema.TimeUnitMicros:
		return 1
	case schema.TimeUnitNanos:
		return 1000
	}
	return 0
}

func pqMicros(i, per int64) (int64, error) {
	if per < 0 {
		if i > math.MaxInt64/(-per) || i < math.MinInt64/(-per) {
			return 0, fmt.Errorf("out of range")
		}
		return i * -per, nil
	}
	return floorDiv(i, per), nil
}

// bigEndianSigned reads a big-endian two's complement integer.
func bigEndianSigned(b []byte) *big.Int {
	u := new(big.Int).SetBytes(b)
	if b[0]&0x80 != 0 {
		u.Sub(u, new(big.Int).Lsh(big.NewInt(1), uint(len(b))*8))
	}
	return u
}

// halfToFloat converts an IEEE 754 half-precision number.
func halfToFloat(h uint16) float32 {
	sign := uint32(h>>15) << 31
	exp := uint32(h>>10) & 0x1f
	frac := uint32(h) & 0x3ff
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0xff<<23 | frac<<13)
	case exp == 0:
		f := float32(frac) / (1 << 24)
		if sign != 0 {
			return -f
		}
		return f
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | frac<<13)
}

// pqColumn is one leaf column of a row group: its levels and its present
// values, with the read position.
type pqColumn struct {
	path      string
	def, rep  []int16
	vals      []Value
	maxDef    int16
	pos, vpos int
}

// readRowGroup reads every leaf column of a row group, then reassembles
// its rows.
func (p *pqPlanner) readRowGroup(rg *file.RowGroupReader, fields []*pqNode) ([][]Value, error) {
	cols := make([]*pqColumn, len(p.leaves))
	for i, leaf := range p.leaves {
		cr, err := rg.Column(leaf.col)
		if err != nil {
			return nil, fmt.Errorf("column %s: %v", leaf.path, err)
		}
		// Small chunks read with small buffers.
		batch := int64(pqBatch)
		if md, err := rg.MetaData().ColumnChunk(leaf.col); err == nil && md.NumValues() > 0 && md.NumValues() < batch {
			batch = md.NumValues()
		}
		c, err := readColumn(cr, leaf, batch)
		if err != nil {
			return nil, fmt.Errorf("column %s: %v", leaf.path, err)
		}
		cols[i] = c
	}
	n := rg.NumRows()
	if n < 0 {
		return nil, fmt.Errorf("a negative row count")
	}
	if len(cols) == 0 {
		// Nothing bounds a row count that no column's values back.
		return nil, fmt.Errorf("a row group of %d rows without columns", n)
	}
	for _, c := range cols {
		if int64(len(c.def)) < n {
			return nil, fmt.Errorf("column %s: %d values for %d rows", c.path, len(c.def), n)
		}
	}
	a := &pqAssembler{cols: cols}
	rows := make([][]Value, 0, n)
	for r := int64(0); r < n; r++ {
		row := make([]Value, len(fields))
		for i, f := range fields {
			if c := cols[f.first]; c.pos >= len(c.rep) || c.rep[c.pos] != 0 {
				return nil, fmt.Errorf("column %s: row %d does not start where expected", c.path, r+1)
			}
			v, err := a.read(f)
			if err != nil {
				return nil, err
			}
			row[i] = v
		}
		rows = append(rows, row)
	}
	for _, c := range cols {
		if c.pos != len(c.def) || c.vpos != len(c.vals) {
			return nil, fmt.Errorf("column %s: more values than the row group's %d rows", c.path, n)
		}
	}
	return rows, nil
}

// readColumn reads a column chunk's levels and values, one page at a time
// (the values read are copied out of the page). batch bounds the levels
// read at once.
func readColumn(cr file.ColumnChunkReader, leaf *pqNode, batch int64) (*pqColumn, error) {
	desc := cr.Descriptor()
	c := &pqColumn{path: leaf.path, maxDef: desc.MaxDefinitionLevel()}
	lt := leaf.leaf
	var err error
	switch r := cr.(type) {
	case *file.BooleanColumnChunkReader:
		err = readPages(c, r, batch, r.ReadBatchInPage, func(b bool) (Value, error) { return BoolValue(b), nil })
	case *file.Int32ColumnChunkReader:
		if lt.fromInt == nil {
			return nil, fmt.Errorf("an INT32 column of type %s", lt.typ)
		}
		err = readPages(c, r, batch, r.ReadBatchInPage, func(x int32) (Value, error) { return lt.fromInt(int64(x)) })
	case *file.Int64ColumnChunkReader:
		if lt.fromInt == nil {
			return nil, fmt.Errorf("an INT64 column of type %s", lt.typ)
		}
		err = readPages(c, r, batch, r.ReadBatchInPage, lt.fromInt)
	case *file.Int96ColumnChunkReader:
		err = readPages(c, r, batch, r.ReadBatchInPage, func(x parquet.Int96) (Value, error) {
			if lt.typ.Kind == ast.TypeUnknown { // the NULL logical type
				return Null, nil
			}
			return TimestampValue(int96Micros(x)), nil
		})
	case *file.Float32ColumnChunkReader:
		if lt.fromF64 == nil {
			return nil, fmt.Errorf("a FLOAT column of type %s", lt.typ)
		}
		err = readPages(c, r, batch, r.ReadBatchInPage, func(x float32) (Value, error) { return lt.fromF64(float64(x)), nil })
	case *file.Float64ColumnChunkReader:
		if lt.fromF64 == nil {
			return nil, fmt.Errorf("a DOUBLE column of type %s", lt.typ)
		}
		err = readPages(c, r, batch, r.ReadBatchInPage, func(x float64) (Value, error) { return lt.fromF64(x), nil })
	case *file.ByteArrayColumnChunkReader:
		if lt.fromByte == nil {
			return nil, fmt.Errorf("a BYTE_ARRAY column of type %s", lt.typ)
		}
		err = readPages(c, r, batch, r.ReadBatchInPage, func(x parquet.ByteArray) (Value, error) { return lt.fromByte(x) })
	case *file.FixedLenByteArrayColumnChunkReader:
		if lt.fromByte == nil {
			return nil, fmt.Errorf("a FIXED_LEN_BYTE_ARRAY column of type %s", lt.typ)
		}
		err = readPages(c, r, batch, r.ReadBatchInPage, func(x parquet.FixedLenByteArray) (Value, error) { return lt.fromByte(x) })
	default:
		return nil, fmt.Errorf("unknown physical type %s", cr.Type())
	}
	if err != nil {
		return nil, err
	}
	present := 0
	for _, d := range c.def {
		if d == c.maxDef {
			present++
		}
	}
	if present != len(c.vals) {
		return nil, fmt.Errorf("%d values for %d present entries", len(c.vals), present)
	}
	return c, nil
}

// readPages reads the pages of one column with the typed reader's
// ReadBatchInPage, converting the values with conv.
func readPages[T any](c *pqColumn, cr file.ColumnChunkReader, batch int64,
	read func(int64, []T, []int16, []int16) (int64, int, error), conv func(T) (Value, error)) error {
	maxRep := cr.Descriptor().MaxRepetitionLevel()
	buf := make([]T, batch)
	var defs, reps []int16
	if c.maxDef > 0 {
		defs = make([]int16, batch)
	}
	if maxRep > 0 {
		reps = make([]int16, batch)
	}
	for cr.HasNext() {
		n, nv, err := read(batch, buf, defs, reps)
		if err != nil {
			return err
		}
		if n < 0 || n > batch || nv < 0 || int64(nv) > n {
			return fmt.Errorf("corrupt page")
		}
		for _, x := range buf[:nv] {
			v, err := conv(x)
			if err != nil {
				return err
			}
			c.vals = append(c.vals, v)
		}
		for i := int64(0); i < n; i++ {
			d, r := int16(0), int16(0)
			if defs != nil {
				d = defs[i]
			}
			if reps != nil {
				r = reps[i]
			}
			if d < 0 || d > c.maxDef || r < 0 || r > maxRep {
				return fmt.Errorf("corrupt levels")
			}
			c.def, c.rep = append(c.def, d), append(c.rep, r)
		}
		if n == 0 {
			// The decoder made no progress on a page it says is not
			// done: reading on would never end.
			if cr.HasNext() {
				return fmt.Errorf("a page that cannot be decoded")
			}
			break
		}
	}
	return cr.Err()
}

// int96Micros reads the legacy INT96 timestamp: nanoseconds of the day,
// then the Julian day, little-endian.
func int96Micros(x parquet.Int96) int64 {
	nanos := int64(binary.LittleEndian.Uint64(x[:8]))
	julian := int64(binary.LittleEndian.Uint32(x[8:]))
	const unixEpochJulian = 2440588
	return (julian-unixEpochJulian)*86400*1000000 + floorDiv(nanos, 1000)
}

// pqAssembler rebuilds nested values from the columns' levels.
type pqAssembler struct {
	cols []*pqColumn
}

// read returns the value of n at the current entries, consuming them.
func (a *pqAssembler) read(n *pqNode) (Value, error) {
	c := a.cols[n.first]
	if c.pos >= len(c.def) {
		return Null, fmt.Errorf("column %s: fewer values than rows", c.path)
	}
	if n.optional && c.def[c.pos] < n.def {
		return Null, a.skip(n)
	}
	switch n.kind {
	case pqLeaf:
		if c.def[c.pos] != c.maxDef || c.vpos >= len(c.vals) {
			return Null, fmt.Errorf("column %s: a missing value", c.path)
		}
		v := c.vals[c.vpos]
		c.pos++
		c.vpos++
		return v, nil
	case pqStruct:
		names := make([]string, len(n.fields))
		vals := make([]Value, len(n.fields))
		for i, f := range n.fields {
			v, err := a.read(f)
			if err != nil {
				return Null, err
			}
			names[i], vals[i] = f.name, v
		}
		return StructOf(names, vals), nil
	}
	// A list or a map: entries until one starts another parent.
	if c.def[c.pos] < n.repDef {
		if err := a.skip(n); err != nil {
			return Null, err
		}
		if n.kind == pqMap {
			return MapOf(nil, nil), nil
		}
		return ArrayValue([]Value{}), nil
	}
	var elems, keys, vals []Value
	for {
		if n.kind == pqMap {
			k, err := a.read(n.fields[0])
			if err != nil {
				return Null, err
			}
			if k.IsNull() {
				return Null, fmt.Errorf("column %s: a NULL map key", n.fields[0].path)
			}
			v, err := a.read(n.fields[1])
			if err != nil {
				return Null, err
			}
			keys, vals = append(keys, k), append(vals, v)
		} else {
			e, err := a.read(n.fields[0])
			if err != nil {
				return Null, err
			}
			elems = append(elems, e)
		}
		if c.pos >= len(c.rep) || c.rep[c.pos] != n.repRep {
			break
		}
	}
	if n.kind == pqMap {
		return MapOf(keys, vals), nil
	}
	return ArrayValue(elems), nil
}

// skip consumes the one entry each leaf under n has when n is NULL or
// empty.
func (a *pqAssembler) skip(n *pqNode) error {
	for _, l := range n.leaves {
		c := a.cols[l]
		if c.pos >= len(c.def) {
			return fmt.Errorf("column %s: fewer values than rows", c.path)
		}
		if c.def[c.pos] == c.maxDef {
			return fmt.Errorf("column %s: inconsistent levels", c.path)
		}
		c.pos++
	}
	return nil
}

// pqApplySchema makes the table NAME.sql declares from the file's columns.
func pqApplySchema(name string, fileCols []Column, rows [][]Value, ct *ast.CreateTable) (*Table, error) {
	decls := append(append([]*ast.ColumnDef(nil), ct.Columns...), ct.PartitionBy...)
	cols := schemaColumns(ct)
	src := make([]int, len(cols))
	for i, c := range cols {
		src[i] = -1
		for j, fc := range fileCols {
			if fc.Name == c.Name {
				src[i] = j
				break
			}
		}
		if src[i] < 0 {
			for j, fc := range fileCols {
				if strings.EqualFold(fc.Name, c.Name) {
					src[i] = j
					break
				}
			}
		}
		if src[i] < 0 {
			names := make([]string, len(fileCols))
			for j, fc := range fileCols {
				names[j] = fc.Name
			}
			return nil, fmt.Errorf("%s.sql declares column %s, which the Parquet file does not have (its columns: %s)", name, c.Name, strings.Join(names, ", "))
		}
		if err := pqCompatible(c.Type, fileCols[src[i]].Type, c.Name); err != nil {
			return nil, fmt.Errorf("%s.sql: %v", name, err)
		}
	}
	t := NewTable(name, cols)
	for r, row := range rows {
		out := make([]Value, len(cols))
		for i, c := range cols {
			v := row[src[i]]
			if v.IsNull() && i < len(decls) && decls[i].NotNull {
				return nil, fmt.Errorf("row %d: column %s is NULL, and %s.sql declares it NOT NULL", r+1, c.Name, name)
			}
			cv, err := pqCoerce(v, c.Type)
			if err != nil {
				return nil, fmt.Errorf("row %d: column %s: %v (%s.sql declares %s)", r+1, c.Name, err, name, c.Type)
			}
			out[i] = cv
		}
		t.AppendRow(out)
	}
	return t, nil
}

// pqCompatible checks that a file's values of type got can become values of
// the declared type: the same nesting, struct fields found by name.
func pqCompatible(decl, got Type, path string) error {
	mismatch := func() error {
		return fmt.Errorf("column %s is declared %s, the Parquet file has %s", path, decl, got)
	}
	nested := func(k ast.TypeKind) bool {
		return k == ast.TypeArray || k == ast.TypeMap || k == ast.TypeStruct
	}
	switch decl.Kind {
	case ast.TypeUnknown, ast.TypeOther:
		return nil
	case ast.TypeArray:
		if got.Kind != ast.TypeArray {
			return mismatch()
		}
		return pqCompatible(decl.elem(), got.elem(), path+"[]")
	case ast.TypeMap:
		if got.Kind != ast.TypeMap {
			return mismatch()
		}
		dk, dv, gk, gv := tUnknown, tUnknown, tUnknown, tUnknown
		if decl.Key != nil {
			dk = *decl.Key
		}
		if decl.Val != nil {
			dv = *decl.Val
		}
		if got.Key != nil {
			gk = *got.Key
		}
		if got.Val != nil {
			gv = *got.Val
		}
		if err := pqCompatible(dk, gk, path+".key"); err != nil {
			return err
		}
		return pqCompatible(dv, gv, path+".value")
	case ast.TypeStruct:
		if got.Kind != ast.TypeStruct {
			return mismatch()
		}
		for _, f := range decl.Fields {
			g, ok := pqFieldType(got, f.Name)
			if !ok {
				return fmt.Errorf("column %s: field %s is declared, the Parquet file has %s", path, f.Name, got)
			}
			if err := pqCompatible(f.Type, g, path+"."+f.Name); err != nil {
				return err
			}
		}
		return nil
	}
	if nested(got.Kind) && decl.Kind != ast.TypeJSON {
		return mismatch()
	}
	return nil
}

func pqFieldType(t Type, name string) (Type, bool) {
	for _, f := range t.Fields {
		if f.Name == name {
			return f.Type, true
		}
	}
	for _, f := range t.Fields {
		if strings.EqualFold(f.Name, name) {
			return f.Type, true
		}
	}
	return tUnknown, false
}

// pqCoerce casts a file's value to the declared type (checked by
// pqCompatible).
func pqCoerce(v Value, t Type) (Value, error) {
	if v.IsNull() {
		return v, nil
	}
	switch t.Kind {
	case ast.TypeUnknown, ast.TypeOther:
		return v, nil
	case ast.TypeArray:
		in := v.Elems()
		out := make([]Value, len(in))
		for i, e := range in {
			c, err := pqCoerce(e, t.elem())
			if err != nil {
				return Null, err
			}
			out[i] = c
		}
		return ArrayValue(out), nil
	case ast.TypeMap:
		m := v.Map()
		var ks, vs []Value
		for i := range m.Keys {
			k, val := m.Keys[i], m.Vals[i]
			var err error
			if t.Key != nil {
				if k, err = pqCoerce(k, *t.Key); err != nil {
					return Null, err
				}
			}
			if t.Val != nil {
				if val, err = pqCoerce(val, *t.Val); err != nil {
					return Null, err
				}
			}
			ks, vs = append(ks, k), append(vs, val)
		}
		return MapOf(ks, vs), nil
	case ast.TypeStruct:
		names := make([]string, len(t.Fields))
		vals := make([]Value, len(t.Fields))
		for i, f := range t.Fields {
			names[i] = f.Name
			fv, _ := v.Field(f.Name)
			c, err := pqCoerce(fv, f.Type)
			if err != nil {
				return Null, err
			}
			vals[i] = c
		}
		return StructOf(names, vals), nil
	}
	return castValue(v, t)
}
