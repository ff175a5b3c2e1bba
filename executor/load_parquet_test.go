package executor_test

import (
	"context"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/arrow-go/v18/parquet"
	"github.com/apache/arrow-go/v18/parquet/compress"
	"github.com/apache/arrow-go/v18/parquet/file"
	"github.com/apache/arrow-go/v18/parquet/schema"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// The Parquet fixtures are written here with the Parquet library's
// low-level writer: each row is shredded into its leaf columns' definition
// and repetition levels by pqShredder, an implementation of the format's
// rules independent of the loader's reassembly; DuckDB reading the same
// files checks both.

// pqShredder turns nested Go values into leaf columns. A row is []any with
// one value per top-level field; a struct is []any by field; a LIST is []any
// of elements; a MAP is [][2]any of entries; a repeated field outside a LIST
// or MAP is []any; nil is NULL. Leaf values are the writer's Go types.
type pqShredder struct {
	t      *testing.T
	leaves map[schema.Node]*pqLeafData
}

type pqLeafData struct {
	def, rep []int16
	vals     []any
}

func (s *pqShredder) leaf(n schema.Node) *pqLeafData {
	d := s.leaves[n]
	if d == nil {
		d = &pqLeafData{}
		s.leaves[n] = d
	}
	return d
}

// write shreds v for field n whose parent is defined at level def; rep is
// the repetition level of the first entry, depth the number of repeated
// fields above n.
func (s *pqShredder) write(n schema.Node, v any, def, rep, depth int16) {
	switch n.RepetitionType() {
	case parquet.Repetitions.Optional:
		if v == nil {
			s.absent(n, def, rep)
			return
		}
		s.content(n, v, def+1, rep, depth)
	case parquet.Repetitions.Required:
		if v == nil {
			s.t.Fatalf("a NULL for the required field %s", n.Path())
		}
		s.content(n, v, def, rep, depth)
	default:
		s.repeat(n, v.([]any), def, rep, depth, func(it any, def, rep, depth int16) { s.content(n, it, def, rep, depth) })
	}
}

// repeat writes the occurrences of the repeated field n, each with each.
func (s *pqShredder) repeat(n schema.Node, items []any, def, rep, depth int16, each func(it any, def, rep, depth int16)) {
	if len(items) == 0 {
		s.absent(n, def, rep)
		return
	}
	for i, it := range items {
		r := rep
		if i > 0 {
			r = depth + 1
		}
		each(it, def+1, r, depth+1)
	}
}

// absent writes one entry at every leaf under n: n is NULL or empty.
func (s *pqShredder) absent(n schema.Node, def, rep int16) {
	if g, ok := n.(*schema.GroupNode); ok {
		for i := 0; i < g.NumFields(); i++ {
			s.absent(g.Field(i), def, rep)
		}
		return
	}
	d := s.leaf(n)
	d.def, d.rep = append(d.def, def), append(d.rep, rep)
}

// content writes a present value of n.
func (s *pqShredder) content(n schema.Node, v any, def, rep, depth int16) {
	g, ok := n.(*schema.GroupNode)
	if !ok {
		d := s.leaf(n)
		d.def, d.rep, d.vals = append(d.def, def), append(d.rep, rep), append(d.vals, v)
		return
	}
	fields := func(g *schema.GroupNode, v any, def, rep, depth int16) {
		fs := v.([]any)
		for i := 0; i < g.NumFields(); i++ {
			s.write(g.Field(i), fs[i], def, rep, depth)
		}
	}
	switch g.ConvertedType() {
	case schema.ConvertedTypes.List:
		// The element is the repeated field itself when it is a primitive
		// or a struct of several fields, or is named array or NAME_tuple;
		// else its one field.
		r := g.Field(0)
		rg, isGroup := r.(*schema.GroupNode)
		s.repeat(r, v.([]any), def, rep, depth, func(it any, def, rep, depth int16) {
			switch {
			case !isGroup:
				s.content(r, it, def, rep, depth)
			case rg.NumFields() > 1 || r.Name() == "array" || r.Name() == g.Name()+"_tuple":
				fields(rg, it, def, rep, depth)
			default:
				s.write(rg.Field(0), it, def, rep, depth)
			}
		})
	case schema.ConvertedTypes.Map:
		kv := g.Field(0).(*schema.GroupNode)
		var items []any
		for _, e := range v.([][2]any) {
			items = append(items, e)
		}
		s.repeat(kv, items, def, rep, depth, func(it any, def, rep, depth int16) {
			e := it.([2]any)
			s.write(kv.Field(0), e[0], def, rep, depth)
			s.write(kv.Field(1), e[1], def, rep, depth)
		})
	default:
		fields(g, v, def, rep, depth)
	}
}

// pqWriteFile writes rows in row groups of groupRows rows.
func pqWriteFile(t *testing.T, path string, fields schema.FieldList, rows [][]any, groupRows int, props ...parquet.WriterProperty) {
	t.Helper()
	root, err := schema.NewGroupNode("schema", parquet.Repetitions.Required, fields, -1)
	if err != nil {
		t.Fatal(err)
	}
	sc := schema.NewSchema(root)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	w := file.NewParquetWriter(f, root, file.WithWriterProps(parquet.NewWriterProperties(props...)))
	for start := 0; start < len(rows); start += groupRows {
		s := &pqShredder{t: t, leaves: map[schema.Node]*pqLeafData{}}
		for _, row := range rows[start:min(start+groupRows, len(rows))] {
			for i, v := range row {
				s.write(root.Field(i), v, 0, 0, 0)
			}
		}
		rg := w.AppendRowGroup()
		for c := 0; c < sc.NumColumns(); c++ {
			cw, err := rg.NextColumn()
			if err != nil {
				t.Fatal(err)
			}
			d := s.leaves[sc.Column(c).SchemaNode()]
			if d == nil {
				t.Fatalf("no data for column %s", sc.Column(c).Path())
			}
			pqWriteColumn(t, cw, d)
		}
		if err := rg.Close(); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func pqWriteColumn(t *testing.T, cw file.ColumnChunkWriter, d *pqLeafData) {
	t.Helper()
	def, rep := d.def, d.rep
	if cw.Descr().MaxDefinitionLevel() == 0 {
		def = nil
	}
	if cw.Descr().MaxRepetitionLevel() == 0 {
		rep = nil
	}
	var err error
	switch w := cw.(type) {
	case *file.BooleanColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[bool](d.vals), def, rep)
	case *file.Int32ColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[int32](d.vals), def, rep)
	case *file.Int64ColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[int64](d.vals), def, rep)
	case *file.Int96ColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[parquet.Int96](d.vals), def, rep)
	case *file.Float32ColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[float32](d.vals), def, rep)
	case *file.Float64ColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[float64](d.vals), def, rep)
	case *file.ByteArrayColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[parquet.ByteArray](d.vals), def, rep)
	case *file.FixedLenByteArrayColumnChunkWriter:
		_, err = w.WriteBatch(pqVals[parquet.FixedLenByteArray](d.vals), def, rep)
	default:
		t.Fatalf("column writer %T", cw)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := cw.Close(); err != nil {
		t.Fatal(err)
	}
}

func pqVals[T any](in []any) []T {
	out := make([]T, len(in))
	for i, v := range in {
		out[i] = v.(T)
	}
	return out
}

func pqMust[T any](t *testing.T) func(T, error) T {
	return func(v T, err error) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// pqFixture is a table to write: its fields and rows, and the column types
// the executor (and DuckDB) give it.
type pqFixture struct {
	fields    schema.FieldList
	rows      [][]any
	refTypes  []string // the executor's column types
	duckTypes []string // DuckDB's read_parquet column types
}

// pqMainFixture has every shape the loader maps: NULLs, empty and NULL
// lists, NULL elements, a map, a list of structs, a list of lists, decimals,
// a date, timestamps with and without a time zone.
func pqMainFixture(t *testing.T) pqFixture {
	node := pqMust[*schema.PrimitiveNode](t)
	group := pqMust[*schema.GroupNode](t)
	opt, req, rpt := parquet.Repetitions.Optional, parquet.Repetitions.Required, parquet.Repetitions.Repeated
	str := func(name string, rep parquet.Repetition) *schema.PrimitiveNode {
		return node(schema.NewPrimitiveNodeLogical(name, rep, schema.StringLogicalType{}, parquet.Types.ByteArray, -1, -1))
	}
	fields := schema.FieldList{
		schema.NewInt32Node("id", req, -1),
		str("name", opt),
		group(schema.ListOf(str("element", opt), opt, -1)),
		group(schema.MapOf("attrs", str("key", req), schema.NewInt64Node("value", opt, -1), opt, -1)),
		group(schema.ListOf(group(schema.NewGroupNode("element", opt, schema.FieldList{
			schema.NewInt32Node("x", opt, -1), schema.NewFloat64Node("y", opt, -1)}, -1)), opt, -1)),
		node(schema.NewPrimitiveNodeLogical("price", opt, schema.NewDecimalLogicalType(12, 2), parquet.Types.Int64, -1, -1)),
		node(schema.NewPrimitiveNodeLogical("big", opt, schema.NewDecimalLogicalType(38, 6), parquet.Types.FixedLenByteArray, 16, -1)),
		node(schema.NewPrimitiveNodeLogical("day", opt, schema.DateLogicalType{}, parquet.Types.Int32, -1, -1)),
		node(schema.NewPrimitiveNodeLogical("ts", opt, schema.NewTimestampLogicalType(false, schema.TimeUnitMicros), parquet.Types.Int64, -1, -1)),
		node(schema.NewPrimitiveNodeLogical("tstz", opt, schema.NewTimestampLogicalType(true, schema.TimeUnitMillis), parquet.Types.Int64, -1, -1)),
		schema.NewBooleanNode("flag", opt, -1),
		schema.NewFloat32Node("ratio", opt, -1),
		group(schema.NewGroupNode("info", opt, schema.FieldList{
			node(schema.NewPrimitiveNodeLogical("age", opt, schema.NewIntLogicalType(8, true), parquet.Types.Int32, -1, -1)),
			str("city", req)}, -1)),
		schema.NewByteArrayNode("raw", opt, -1),
		schema.NewInt32Node("nums", rpt, -1),
		node(schema.NewPrimitiveNodeLogical("u32", opt, schema.NewIntLogicalType(32, false), parquet.Types.Int32, -1, -1)),
		group(schema.ListOf(group(schema.ListOf(schema.NewInt32Node("element", opt, -1), opt, -1)), opt, -1)),
		node(schema.NewPrimitiveNodeLogical("uid", opt, schema.UUIDLogicalType{}, parquet.Types.FixedLenByteArray, 16, -1)),
		node(schema.NewPrimitiveNodeLogical("tod", opt, schema.NewTimeLogicalType(false, schema.TimeUnitMicros), parquet.Types.Int64, -1, -1)),
	}
	// ListOf names the list after its element: rename the three lists.
	fields[2] = group(schema.NewGroupNodeLogical("tags", opt, schema.FieldList{fields[2].(*schema.GroupNode).Field(0)}, schema.ListLogicalType{}, -1))
	fields[4] = group(schema.NewGroupNodeLogical("points", opt, schema.FieldList{fields[4].(*schema.GroupNode).Field(0)}, schema.ListLogicalType{}, -1))
	fields[16] = group(schema.NewGroupNodeLogical("nested", opt, schema.FieldList{fields[16].(*schema.GroupNode).Field(0)}, schema.ListLogicalType{}, -1))

	bs := func(s string) parquet.ByteArray { return parquet.ByteArray(s) }
	dec16 := func(s string) parquet.FixedLenByteArray {
		n, ok := new(big.Int).SetString(s, 10)
		if !ok {
			t.Fatalf("bad decimal %s", s)
		}
		b := make([]byte, 16)
		if n.Sign() < 0 {
			n.Add(n, new(big.Int).Lsh(big.NewInt(1), 128))
		}
		n.FillBytes(b)
		return b
	}
	uid := parquet.FixedLenByteArray{0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef}
	const dayUS = int64(86400) * 1000000
	rows := [][]any{
		{int32(1), bs("ann"), []any{bs("a"), bs("b")}, [][2]any{{bs("k1"), int64(1)}, {bs("k2"), nil}},
			[]any{[]any{int32(1), 1.5}, []any{nil, 2.5}}, int64(12345), dec16("-1234567000001"),
			int32(19000), int64(19000)*dayUS + 3723000001, int64(1700000000123), true, float32(0.5),
			[]any{int32(30), bs("Oslo")}, parquet.ByteArray{0x00, 0xff}, []any{int32(1), int32(2), int32(3)},
			int32(-294967296), []any{[]any{int32(1), int32(2)}, []any{}, nil, []any{nil, int32(3)}}, uid, int64(45296000123)},
		{int32(2), nil, []any{}, [][2]any{}, []any{}, nil, dec16("0"), nil, nil, nil, false, nil,
			nil, nil, []any{}, nil, []any{}, nil, nil},
		{int32(3), nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, []any{}, nil, nil, nil, nil},
		{int32(4), bs("dee"), []any{nil, bs("c"), nil}, [][2]any{{bs("z"), int64(-7)}}, []any{nil, []any{int32(3), nil}},
			int64(-5), dec16("99999999999999999999999999999999999999"), int32(-1), int64(-1), int64(-1), nil, float32(-2.25),
			[]any{nil, bs("")}, parquet.ByteArray{}, []any{int32(7)}, int32(0), []any{nil}, nil, int64(0)},
	}
	return pqFixture{
		fields: fields,
		rows:   rows,
		refTypes: []string{"int", "varchar", "array<varchar>", "map<varchar,bigint>", "array<struct<x:int,y:double>>",
			"decimal(12,2)", "decimal(38,6)", "date", "timestamp", "timestamptz", "boolean", "real",
			"struct<age:tinyint,city:varchar>", "binary", "array<int>", "bigint", "array<array<int>>", "uuid", "time"},
		duckTypes: []string{"INTEGER", "VARCHAR", "VARCHAR[]", "MAP(VARCHAR, BIGINT)", `STRUCT("x" INTEGER, "y" DOUBLE)[]`,
			"DECIMAL(12,2)", "DECIMAL(38,6)", "DATE", "TIMESTAMP", "TIMESTAMPTZ", "BOOLEAN", "FLOAT",
			`STRUCT("age" TINYINT, "city" VARCHAR)`, "BLOB", "INTEGER[]", "UINTEGER", "INTEGER[][]", "UUID", "TIME"},
	}
}

// pqLegacyFixture has the rarer types and the older writers' layouts:
// converted types without logical types, two-level lists, MAP_KEY_VALUE,
// a repeated group outside a LIST, INT96 timestamps.
func pqLegacyFixture(t *testing.T) pqFixture {
	node := pqMust[*schema.PrimitiveNode](t)
	group := pqMust[*schema.GroupNode](t)
	opt, req, rpt := parquet.Repetitions.Optional, parquet.Repetitions.Required, parquet.Repetitions.Repeated
	logical := func(name string, lt schema.LogicalType, pt parquet.Type, n int) *schema.PrimitiveNode {
		return node(schema.NewPrimitiveNodeLogical(name, opt, lt, pt, n, -1))
	}
	converted := func(name string, rep parquet.Repetition, ct schema.ConvertedType, pt parquet.Type, prec, scale int) *schema.PrimitiveNode {
		return node(schema.NewPrimitiveNodeConverted(name, rep, pt, ct, -1, prec, scale, -1))
	}
	fields := schema.FieldList{
		schema.NewInt32Node("id", req, -1),
		logical("u64", schema.NewIntLogicalType(64, false), parquet.Types.Int64, -1),
		logical("i16", schema.NewIntLogicalType(16, true), parquet.Types.Int32, -1),
		logical("u8", schema.NewIntLogicalType(8, false), parquet.Types.Int32, -1),
		logical("f16", schema.Float16LogicalType{}, parquet.Types.FixedLenByteArray, 2),
		logical("iv", schema.IntervalLogicalType{}, parquet.Types.FixedLenByteArray, 12),
		logical("js", schema.JSONLogicalType{}, parquet.Types.ByteArray, -1),
		logical("en", schema.EnumLogicalType{}, parquet.Types.ByteArray, -1),
		logical("tms", schema.NewTimeLogicalType(false, schema.TimeUnitMillis), parquet.Types.Int32, -1),
		logical("tns", schema.NewTimestampLogicalType(false, schema.TimeUnitNanos), parquet.Types.Int64, -1),
		schema.NewInt96Node("i96", opt, -1),
		converted("cstr", opt, schema.ConvertedTypes.UTF8, parquet.Types.ByteArray, 0, 0),
		converted("cts", opt, schema.ConvertedTypes.TimestampMillis, parquet.Types.Int64, 0, 0),
		converted("cdec", opt, schema.ConvertedTypes.Decimal, parquet.Types.Int32, 9, 2),
		group(schema.NewGroupNodeLogical("l2", opt, schema.FieldList{schema.NewInt32Node("element", rpt, -1)}, schema.ListLogicalType{}, -1)),
		group(schema.NewGroupNodeLogical("l3", opt, schema.FieldList{group(schema.NewGroupNode("array", rpt, schema.FieldList{
			schema.NewInt32Node("a", opt, -1), converted("b", opt, schema.ConvertedTypes.UTF8, parquet.Types.ByteArray, 0, 0)}, -1))},
			schema.ListLogicalType{}, -1)),
		group(schema.NewGroupNodeConverted("m2", opt, schema.FieldList{group(schema.NewGroupNodeConverted("map", rpt, schema.FieldList{
			converted("key", req, schema.ConvertedTypes.UTF8, parquet.Types.ByteArray, 0, 0), schema.NewInt32Node("value", opt, -1)},
			schema.ConvertedTypes.MapKeyValue, -1))}, schema.ConvertedTypes.Map, -1)),
		group(schema.NewGroupNode("rg", rpt, schema.FieldList{schema.NewInt32Node("a", opt, -1), schema.NewBooleanNode("b", req, -1)}, -1)),
		group(schema.NewGroupNodeLogical("rl", req, schema.FieldList{group(schema.NewGroupNode("list", rpt, schema.FieldList{
			schema.NewInt32Node("element", req, -1)}, -1))}, schema.ListLogicalType{}, -1)),
		logical("bs", schema.BSONLogicalType{}, parquet.Types.ByteArray, -1),
	}
	bs := func(s string) parquet.ByteArray { return parquet.ByteArray(s) }
	interval := func(months, days, millis uint32) parquet.FixedLenByteArray {
		b := make([]byte, 12)
		binary.LittleEndian.PutUint32(b, months)
		binary.LittleEndian.PutUint32(b[4:], days)
		binary.LittleEndian.PutUint32(b[8:], millis)
		return b
	}
	int96 := func(julian uint32, nanos uint64) parquet.Int96 {
		var x parquet.Int96
		binary.LittleEndian.PutUint64(x[:8], nanos)
		binary.LittleEndian.PutUint32(x[8:], julian)
		return x
	}
	rows := [][]any{
		{int32(1), int64(-1), int32(-32768), int32(255), parquet.FixedLenByteArray{0x00, 0xc1}, interval(14, 3, 4005),
			bs(`{"a": 1}`), bs("RED"), int32(3723004), int64(1700000000123456789), int96(2440589, 3600*1000000000+1000),
			bs("ü"), int64(86400000), int32(12345), []any{int32(1), int32(2)}, []any{[]any{int32(1), bs("x")}, []any{nil, nil}},
			[][2]any{{bs("a"), int32(1)}, {bs("b"), nil}}, []any{[]any{int32(5), true}, []any{nil, false}}, []any{int32(7), int32(8)},
			bs("\x05\x00")},
		{int32(2), nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, []any{}, []any{}, [][2]any{}, []any{}, []any{}, nil},
		{int32(3), int64(42), nil, int32(0), parquet.FixedLenByteArray{0x01, 0x00}, interval(0, 0, 0), bs("{}"), nil, int32(0),
			int64(-1), int96(2440588, 0), nil, int64(-1), int32(-1), nil, nil, nil, []any{}, []any{int32(9)}, nil},
	}
	return pqFixture{
		fields: fields,
		rows:   rows,
		refTypes: []string{"int", "decimal(20,0)", "smallint", "smallint", "real", "interval", "json", "varchar", "time",
			"timestamp", "timestamp", "varchar", "timestamp", "decimal(9,2)", "array<int>", "array<struct<a:int,b:varchar>>",
			"map<varchar,int>", "array<struct<a:int,b:boolean>>", "array<int>", "binary"},
	}
}

// pqQuery runs sql with the data directories and returns its rows as text.
func pqQuery(t *testing.T, dialect, sql string, dirs ...string) ([]executor.Column, []string) {
	t.Helper()
	cols, rows, err := pqQueryRows(dialect, sql, dirs...)
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	var got []string
	for _, row := range rows {
		parts := make([]string, len(row))
		for i, v := range row {
			parts[i] = v.String()
		}
		got = append(got, strings.Join(parts, " | "))
	}
	return cols, got
}

func pqQueryRows(dialect, sql string, dirs ...string) ([]executor.Column, [][]executor.Value, error) {
	r, err := lateral.Run(context.Background(), sql, dialect, lateral.RunOptions{DataDirs: dirs})
	if err != nil {
		return nil, nil, err
	}
	defer r.Close()
	rows, err := r.All()
	return r.Columns(), rows, err
}

func pqWantRows(t *testing.T, sql string, got []string, want ...string) {
	t.Helper()
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s\n got:\n  %s\nwant:\n  %s", sql, strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// TestLoadDirParquet loads the main fixture, checks its types and values,
// and runs the row generators of several dialects over its lists and map.
func TestLoadDirParquet(t *testing.T) {
	dir := t.TempDir()
	fx := pqMainFixture(t)
	pqWriteFile(t, filepath.Join(dir, "t.parquet"), fx.fields, fx.rows, 3, parquet.WithCompression(compress.Codecs.Snappy))

	cols, _ := pqQuery(t, "duckdb", "SELECT * FROM t", dir)
	var types []string
	for _, c := range cols {
		types = append(types, c.Type.String())
	}
	if strings.Join(types, " ") != strings.Join(fx.refTypes, " ") {
		t.Errorf("column types\n got %v\nwant %v", types, fx.refTypes)
	}

	sql := "SELECT id, name, tags, attrs, points, price, big, day, ts, tstz, flag, ratio, info, nums, u32, nested, uid, tod FROM t ORDER BY id"
	_, got := pqQuery(t, "duckdb", sql, dir)
	pqWantRows(t, sql, got,
		"1 | ann | ['a', 'b'] | {'k1'=1, 'k2'=NULL} | [{'x': 1, 'y': 1.5}, {'x': NULL, 'y': 2.5}] | 123.45 | -1234567.000001 | 2022-01-08 | 2022-01-08 01:02:03.000001 | 2023-11-14 22:13:20.123+00 | true | 0.5 | {'age': 30, 'city': 'Oslo'} | [1, 2, 3] | 4000000000 | [[1, 2], [], NULL, [NULL, 3]] | 12345678-9abc-def0-0123-456789abcdef | 12:34:56.000123",
		"2 | NULL | [] | {} | [] | NULL | 0.000000 | NULL | NULL | NULL | false | NULL | NULL | [] | NULL | [] | NULL | NULL",
		"3 | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | [] | NULL | NULL | NULL | NULL",
		"4 | dee | [NULL, 'c', NULL] | {'z'=-7} | [NULL, {'x': 3, 'y': NULL}] | -0.05 | 99999999999999999999999999999999.999999 | 1969-12-31 | 1969-12-31 23:59:59.999999 | 1969-12-31 23:59:59.999+00 | NULL | -2.25 | {'age': NULL, 'city': ''} | [7] | 0 | [NULL] | NULL | 00:00:00")

	// Row generators over the loaded lists: Hive's OUTER posexplode keeps
	// the NULL and empty lists, Trino's UNNEST drops them and spreads the
	// structs, and a map unnests to its entries.
	sql = "SELECT id, pos, tag FROM t LATERAL VIEW OUTER posexplode(tags) v AS pos, tag ORDER BY id, pos"
	_, got = pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, "1 | 0 | a", "1 | 1 | b", "2 | NULL | NULL", "3 | NULL | NULL", "4 | 0 | NULL", "4 | 1 | c", "4 | 2 | NULL")
	sql = "SELECT id, x, y, n FROM t CROSS JOIN UNNEST(points) WITH ORDINALITY AS p(x, y, n) ORDER BY id, n"
	_, got = pqQuery(t, "trino", sql, dir)
	pqWantRows(t, sql, got, "1 | 1 | 1.5 | 1", "1 | NULL | 2.5 | 2", "4 | NULL | NULL | 1", "4 | 3 | NULL | 2")
	sql = "SELECT id, k, v FROM t CROSS JOIN UNNEST(attrs) AS m(k, v) ORDER BY id, k"
	_, got = pqQuery(t, "trino", sql, dir)
	pqWantRows(t, sql, got, "1 | k1 | 1", "1 | k2 | NULL", "4 | z | -7")
	sql = "SELECT id, inner_list, x FROM t LATERAL VIEW explode(nested) a AS inner_list LATERAL VIEW OUTER explode(inner_list) b AS x"
	_, got = pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, "1 | [1, 2] | 1", "1 | [1, 2] | 2", "1 | [] | NULL", "1 | NULL | NULL", "1 | [NULL, 3] | NULL", "1 | [NULL, 3] | 3", "4 | NULL | NULL")
	sql = "SELECT id, n FROM t, unnest(nums) AS u(n) ORDER BY id, n"
	_, got = pqQuery(t, "postgres", sql, dir)
	pqWantRows(t, sql, got, "1 | 1", "1 | 2", "1 | 3", "4 | 7")
}

// TestLoadDirParquetLegacy reads the rarer types and older layouts.
func TestLoadDirParquetLegacy(t *testing.T) {
	dir := t.TempDir()
	fx := pqLegacyFixture(t)
	pqWriteFile(t, filepath.Join(dir, "old.parquet"), fx.fields, fx.rows, 2)
	cols, got := pqQuery(t, "duckdb", "SELECT id, u64, i16, u8, f16, iv, js, en, tms, tns, i96, cstr, cts, cdec, l2, l3, m2, rg, rl FROM old ORDER BY id", dir)
	var types []string
	for _, c := range cols {
		types = append(types, c.Type.String())
	}
	if strings.Join(types, " ") != strings.Join(fx.refTypes[:len(fx.refTypes)-1], " ") {
		t.Errorf("column types\n got %v\nwant %v", types, fx.refTypes)
	}
	pqWantRows(t, "SELECT * FROM old", got,
		`1 | 18446744073709551615 | -32768 | 255 | -2.5 | 1 year 2 months 3 days 00:00:04.005 | {"a": 1} | RED | 01:02:03.004 | 2023-11-14 22:13:20.123456 | 1970-01-02 01:00:00.000001 | ü | 1970-01-02 00:00:00 | 123.45 | [1, 2] | [{'a': 1, 'b': 'x'}, {'a': NULL, 'b': NULL}] | {'a'=1, 'b'=NULL} | [{'a': 5, 'b': true}, {'a': NULL, 'b': false}] | [7, 8]`,
		"2 | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | NULL | [] | [] | {} | [] | []",
		"3 | 42 | NULL | 0 | 5.9604645e-08 | 00:00:00 | {} | NULL | 00:00:00 | 1969-12-31 23:59:59.999999 | 1970-01-01 00:00:00 | NULL | 1969-12-31 23:59:59.999 | -0.01 | NULL | NULL | NULL | [] | [9]")
}

// TestLoadDirParquetManyRows crosses pages and row groups, and batches of
// levels, with lists of every length up to 9.
func TestLoadDirParquetManyRows(t *testing.T) {
	dir := t.TempDir()
	fields := schema.FieldList{
		schema.NewInt64Node("id", parquet.Repetitions.Required, -1),
		pqMust[*schema.GroupNode](t)(schema.ListOf(schema.NewInt64Node("element", parquet.Repetitions.Optional, -1), parquet.Repetitions.Optional, -1)),
	}
	fields[1] = pqMust[*schema.GroupNode](t)(schema.NewGroupNodeLogical("xs", parquet.Repetitions.Optional, schema.FieldList{fields[1].(*schema.GroupNode).Field(0)}, schema.ListLogicalType{}, -1))
	var rows [][]any
	var wantCount, wantSum, wantNulls, nullLists int64
	for i := range int64(10000) {
		var xs any
		if i%11 == 5 {
			nullLists++
		} else {
			list := []any{}
			for j := range i % 10 {
				if (i+j)%7 == 3 {
					list = append(list, nil)
					wantNulls++
				} else {
					list = append(list, i*j)
					wantSum += i * j
				}
				wantCount++
			}
			xs = list
		}
		rows = append(rows, []any{i, xs})
	}
	pqWriteFile(t, filepath.Join(dir, "big.parquet"), fields, rows, 3000,
		parquet.WithDataPageSize(512), parquet.WithDictionaryDefault(false), parquet.WithDataPageVersion(parquet.DataPageV2),
		parquet.WithCompression(compress.Codecs.Zstd))
	sql := "SELECT count(*), sum(x), count(*) - count(x) FROM big LATERAL VIEW explode(xs) v AS x"
	_, got := pqQuery(t, "hive", sql, dir)
	pqWantRows(t, sql, got, fmt.Sprintf("%d | %d | %d", wantCount, wantSum, wantNulls))
	sql = "SELECT count(*), count(xs), sum(size(xs)) FROM big WHERE xs IS NOT NULL OR id < 100"
	_, got = pqQuery(t, "hive", sql, dir)
	// Hive's size(NULL) is -1: nine NULL lists have an id below 100.
	n := int64(len(rows))
	pqWantRows(t, sql, got, fmt.Sprintf("%d | %d | %d", n-nullLists+9, n-nullLists, wantCount-9))
}

// TestLoadDirParquetSchema: NAME.sql types the table from the file's
// columns by name, casting, and refuses what does not fit.
func TestLoadDirParquetSchema(t *testing.T) {
	fx := pqMainFixture(t)
	cases := []struct {
		name, sql string
		query     string
		want      []string
		err       string
	}{
		{name: "subset, reordered, cast", sql: "CREATE TABLE t (tags ARRAY<STRING>, ID BIGINT, price DOUBLE, info STRUCT<city: STRING>, attrs MAP<STRING, STRING>, day STRING)",
			query: "SELECT * FROM t ORDER BY id",
			want: []string{"['a', 'b'] | 1 | 123.45 | {'city': 'Oslo'} | {'k1'='1', 'k2'=NULL} | 2022-01-08",
				"[] | 2 | NULL | NULL | {} | NULL", "NULL | 3 | NULL | NULL | NULL | NULL",
				"[NULL, 'c', NULL] | 4 | -0.05 | {'city': ''} | {'z'='-7'} | 1969-12-31"}},
		{name: "missing column", sql: "CREATE TABLE t (id INT, nope INT)", err: "t.sql declares column nope, which the Parquet file does not have (its columns: id, name, tags"},
		{name: "array declared, scalar in the file", sql: "CREATE TABLE t (name ARRAY<STRING>)", err: "column name is declared array<string>, the Parquet file has varchar"},
		{name: "struct field missing", sql: "CREATE TABLE t (info STRUCT<zip: INT>)", err: "column info: field zip is declared"},
		{name: "scalar declared, list in the file", sql: "CREATE TABLE t (tags STRING)", err: "column tags is declared string, the Parquet file has array<varchar>"},
		{name: "value that does not cast", sql: "CREATE TABLE t (u32 INT)", err: "row 1: column u32: value 4000000000 out of range for int"},
		{name: "NULL in a NOT NULL column", sql: "CREATE TABLE t (id INT, name STRING NOT NULL)", err: "row 2: column name is NULL, and t.sql declares it NOT NULL"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			pqWriteFile(t, filepath.Join(dir, "t.parquet"), fx.fields, fx.rows, 10)
			if err := os.WriteFile(filepath.Join(dir, "t.sql"), []byte(c.sql), 0o644); err != nil {
				t.Fatal(err)
			}
			dialect := "hive"
			if c.err != "" {
				_, _, err := pqQueryRows(dialect, "SELECT * FROM t", dir)
				if err == nil || !strings.Contains(err.Error(), c.err) || !strings.Contains(err.Error(), "t.parquet") {
					t.Fatalf("want an error naming t.parquet and containing %q, got %v", c.err, err)
				}
				return
			}
			_, got := pqQuery(t, dialect, c.query, dir)
			pqWantRows(t, c.query, got, c.want...)
		})
	}
}

// TestLoadDirParquetBadFiles: a file that is not Parquet, or is cut short,
// is an error naming it, never a panic.
func TestLoadDirParquetBadFiles(t *testing.T) {
	fx := pqMainFixture(t)
	files := map[string][]byte{}
	for _, codec := range []compress.Compression{compress.Codecs.Uncompressed, compress.Codecs.Snappy} {
		path := filepath.Join(t.TempDir(), "good.parquet")
		pqWriteFile(t, path, fx.fields, fx.rows, 10, parquet.WithCompression(codec))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		files[codec.String()] = data
	}
	data := files["UNCOMPRESSED"]
	cases := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"text", []byte("id,name\n1,ann\n")},
		{"magic only", []byte("PAR1PAR1")},
		{"truncated", data[:len(data)/2]},
		{"no footer", data[:len(data)-8]},
	}
	// Pages damaged under an intact footer: every eleventh byte of the
	// column chunks, from several starting points.
	for codec, data := range files {
		footer := len(data) - 8 - int(binary.LittleEndian.Uint32(data[len(data)-8:]))
		for start := 4; start < 15; start++ {
			bad := append([]byte(nil), data...)
			for i := start; i < footer; i += 11 {
				bad[i] ^= 0xa5
			}
			cases = append(cases, struct {
				name string
				data []byte
			}{fmt.Sprintf("%s pages from %d", codec, start), bad})
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.WriteFile(filepath.Join(dir, "bad.parquet"), c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			e := executor.New(executor.Options{})
			err := e.LoadDir(dir)
			if err == nil || !strings.HasPrefix(err.Error(), "bad.parquet: ") {
				t.Fatalf("want an error naming bad.parquet, got %v", err)
			}
			t.Log(err)
		})
	}
}

// TestLoadDirParquetDamagedBytes: with one byte changed (every 31st
// byte in turn, in two files), a file loads (a value may differ) or is an
// error naming it; nothing panics and nothing hangs.
func TestLoadDirParquetDamagedBytes(t *testing.T) {
	fx := pqMainFixture(t)
	dir := t.TempDir()
	path := filepath.Join(dir, "t.parquet")
	for k, codec := range []compress.Compression{compress.Codecs.Uncompressed, compress.Codecs.Snappy} {
		pqWriteFile(t, path, fx.fields, fx.rows, 2, parquet.WithCompression(codec))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		loaded, failed := 0, 0
		for i := k * 15; i < len(data); i += 31 {
			bad := append([]byte(nil), data...)
			bad[i] ^= 0xff
			if err := os.WriteFile(path, bad, 0o644); err != nil {
				t.Fatal(err)
			}
			err := executor.New(executor.Options{}).LoadDir(dir)
			switch {
			case err == nil:
				loaded++
			case strings.HasPrefix(err.Error(), "t.parquet: "):
				failed++
			default:
				t.Fatalf("%s byte %d: an error not naming the file: %v", codec, i, err)
			}
		}
		t.Logf("%s: %d bytes: %d damaged files loaded, %d refused", codec, len(data), loaded, failed)
	}
}

// TestLoadDirParquetSymlinkOutside: a .parquet link leading out of the
// data directory is refused like any other data file.
func TestLoadDirParquetSymlinkOutside(t *testing.T) {
	base := t.TempDir()
	fx := pqMainFixture(t)
	outside := filepath.Join(base, "secret.parquet")
	pqWriteFile(t, outside, fx.fields, fx.rows, 10)
	dir := filepath.Join(base, "data")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "t.parquet")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	err := executor.New(executor.Options{}).LoadDir(dir)
	if err == nil || !strings.Contains(err.Error(), "resolves outside the data directory") {
		t.Fatalf("want a refusal, got %v", err)
	}
}

// TestLoadDirParquetDuckDB checks the type mapping and the values on a real
// engine: DuckDB's read_parquet of the same files gives the same rows, for
// the file written here and for one DuckDB writes itself.
func TestLoadDirParquetDuckDB(t *testing.T) {
	duck := enginetest.DuckDB(t)
	dir := t.TempDir()
	fx := pqMainFixture(t)
	path := filepath.Join(dir, "t.parquet")
	pqWriteFile(t, path, fx.fields, fx.rows, 3)

	res := enginetest.Query(t, duck, fmt.Sprintf("SELECT * FROM read_parquet('%s') ORDER BY id", path))
	if strings.Join(res.Types, " | ") != strings.Join(fx.duckTypes, " | ") {
		t.Errorf("DuckDB's column types\n got %v\nwant %v", res.Types, fx.duckTypes)
	}
	_, ref, err := pqQueryRows("duckdb", "SELECT * FROM t ORDER BY id", dir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(pqFromReference(ref), res.Rows, true); !ok {
		t.Errorf("reference executor (-) vs DuckDB (+): %s", diff)
	}

	// The rarer types and older layouts, but BSON, which DuckDB refuses.
	lfx := pqLegacyFixture(t)
	last := len(lfx.fields) - 1
	if lfx.fields[last].Name() != "bs" {
		t.Fatalf("the last legacy field is %s", lfx.fields[last].Name())
	}
	var lrows [][]any
	for _, r := range lfx.rows {
		lrows = append(lrows, r[:last])
	}
	lpath := filepath.Join(dir, "old.parquet")
	pqWriteFile(t, lpath, lfx.fields[:last], lrows, 2)
	// DuckDB keeps TIMESTAMP(NANOS) to the nanosecond, the executor to the
	// microsecond, rounding down (DuckDB's cast rounds toward zero).
	res = enginetest.Query(t, duck, fmt.Sprintf(`SELECT * REPLACE (
		make_timestamp((epoch_ns(tns) - ((epoch_ns(tns) %% 1000) + 1000) %% 1000) // 1000) AS tns)
		FROM read_parquet('%s') ORDER BY id`, lpath))
	t.Logf("DuckDB's types of the older layouts: %v", res.Types)
	_, ref, err = pqQueryRows("duckdb", "SELECT * FROM old ORDER BY id", dir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(pqFromReference(ref), res.Rows, true); !ok {
		t.Errorf("older layouts: reference executor (-) vs DuckDB (+): %s", diff)
	}

	// A file DuckDB writes (its encodings, compression and list layout).
	ddir := t.TempDir()
	dpath := filepath.Join(ddir, "d.parquet")
	enginetest.Exec(t, duck, fmt.Sprintf(`COPY (SELECT id::INT AS id, tags::VARCHAR[] AS tags, m::MAP(VARCHAR, DECIMAL(4,1)) AS m,
		items::STRUCT(p INT, q INT[])[] AS items, st::STRUCT(s VARCHAR, n INT) AS st, d::DECIMAL(9,3) AS d, dt::DATE AS dt,
		ts::TIMESTAMP AS ts, tz::TIMESTAMPTZ AS tz, bl::BLOB AS bl, u8::UTINYINT AS u8, i16::SMALLINT AS i16, f::FLOAT AS f,
		j::JSON AS j
	FROM (VALUES
		(1, ['a', NULL, 'b'], MAP {'x': 1.5, 'y': NULL}, [{'p': 1, 'q': [2, NULL]}, NULL], {'s': 'one', 'n': NULL},
		 12.5, '2024-02-29', '2024-02-29 12:00:00.5', '2024-02-29 12:00:00.25+00', '\xAA\x00ab', 200, -300, 0.25, '{"a": [1, null]}'),
		(2, [], MAP {}, [], NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL),
		(3, NULL, NULL, NULL, {'s': NULL, 'n': 3}, -0.001, '1900-01-01', '1900-01-01 00:00:00', '1969-12-31 23:59:59.999999+00', '', 0, 32767, -1024.75, '{"b": "c"}'),
		(4, [NULL], MAP {'z': -0.5}, [NULL, {'p': NULL, 'q': []}, {'p': 9, 'q': NULL}], {'s': '', 'n': 0}, 999999.999, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)
	) v(id, tags, m, items, st, d, dt, ts, tz, bl, u8, i16, f, j)) TO '%s' (FORMAT parquet)`, dpath))
	res = enginetest.Query(t, duck, fmt.Sprintf("SELECT * FROM read_parquet('%s') ORDER BY id", dpath))
	_, ref, err = pqQueryRows("duckdb", "SELECT * FROM d ORDER BY id", ddir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(pqFromReference(ref), res.Rows, true); !ok {
		t.Errorf("DuckDB-written file: reference executor (-) vs DuckDB (+): %s", diff)
	}
	want := enginetest.Query(t, duck, fmt.Sprintf("SELECT id, tag FROM read_parquet('%s') AS d, unnest(d.tags) AS t(tag)", dpath))
	sql := "SELECT id, tag FROM d CROSS JOIN UNNEST(tags) AS t(tag)"
	_, ref, err = pqQueryRows("trino", sql, ddir)
	if err != nil {
		t.Fatal(err)
	}
	if ok, diff := engines.EqualRows(pqFromReference(ref), want.Rows, false); !ok {
		t.Errorf("%s: reference executor (-) vs DuckDB (+): %s", sql, diff)
	}
}

// pqFromReference normalizes the reference executor's rows as the engines
// package does DuckDB's: binary as '\x' and lowercase hex, a real through
// its shortest decimal text, an interval in PostgreSQL's style.
func pqFromReference(rows [][]executor.Value) [][]engines.Value {
	var norm func(v executor.Value) executor.Value
	norm = func(v executor.Value) executor.Value {
		switch v.Kind() {
		case executor.KindBinary:
			return executor.StringValue(`\x` + hex.EncodeToString([]byte(v.Str())))
		case executor.KindInterval:
			iv := v.Interval()
			return executor.StringValue(engines.FormatInterval(iv.Months, iv.Days, iv.Micros))
		case executor.KindFloat:
			if v.Type() == ast.TypeReal {
				f, _ := strconv.ParseFloat(strconv.FormatFloat(v.Float(), 'g', -1, 32), 64)
				return executor.FloatValue(f)
			}
		case executor.KindArray:
			out := make([]executor.Value, len(v.Elems()))
			for i, e := range v.Elems() {
				out[i] = norm(e)
			}
			return executor.ArrayValue(out)
		case executor.KindMap:
			m := v.Map()
			ks, vs := make([]executor.Value, len(m.Keys)), make([]executor.Value, len(m.Vals))
			for i := range m.Keys {
				ks[i], vs[i] = norm(m.Keys[i]), norm(m.Vals[i])
			}
			return executor.MapOf(ks, vs)
		case executor.KindStruct:
			s := v.Struct()
			vs := make([]executor.Value, len(s.Vals))
			for i := range s.Vals {
				vs[i] = norm(s.Vals[i])
			}
			return executor.StructOf(s.Names, vs)
		}
		return v
	}
	out := make([][]executor.Value, len(rows))
	for i, r := range rows {
		out[i] = make([]executor.Value, len(r))
		for j, v := range r {
			out[i][j] = norm(v)
		}
	}
	return engines.FromReferenceRows(out)
}

// TestDataFileTable: the files LoadDir reads, which the HTTP API also
// keeps request tables from shadowing.
func TestDataFileTable(t *testing.T) {
	for name, want := range map[string]string{"a.ndjson": "a", "b.jsonl": "b", "c.json": "c", "d.csv": "d", "e.f.parquet": "e.f"} {
		if got, ok := executor.DataFileTable(name); !ok || got != want {
			t.Errorf("%s: got %q, %v; want %q", name, got, ok, want)
		}
	}
	for _, name := range []string{"a.sql", "b.txt", "parquet", "c.parquet.gz", "d"} {
		if got, ok := executor.DataFileTable(name); ok {
			t.Errorf("%s: loaded as %q", name, got)
		}
	}
}
