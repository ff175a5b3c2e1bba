package executor

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

// unnestCursor unnests an array (one column, or one per struct field when
// expand) or a map (key, value; or one struct column when ncols is 1).
type unnestCursor struct {
	ncols  int
	expand bool
	elems  []Value
	keys   []Value // maps
	isMap  bool
	pos    int
	// structItem: the argument is a struct expanded by the select list;
	// a NULL struct is one row too (its fields NULL)
	structItem bool
	// scalar: the argument was a struct (or a NULL struct item), which
	// DuckDB unnests into columns without generating rows.
	scalar bool
}

// broadcast: beside other generators of a zip, the struct's one row is
// repeated on each of their rows (SELECT unnest({'a': 1}), unnest([1, 2])
// gives two rows, a = 1 on both).
func (u *unnestCursor) broadcast() bool { return u.scalar }

func (u *unnestCursor) process(args []Value) error {
	u.elems, u.keys, u.isMap, u.pos, u.scalar = nil, nil, false, 0, false
	if len(args) == 0 {
		return fmt.Errorf("unnest needs an argument")
	}
	v := args[0]
	switch v.k {
	case KindNull:
		if u.structItem {
			u.elems, u.scalar = []Value{Null}, true
		}
	case KindArray:
		u.elems = v.Elems()
	case KindMap:
		m := v.Map()
		u.keys, u.elems, u.isMap = m.Keys, m.Vals, true
	case KindStruct:
		// DuckDB unnest of a struct: one row, its fields as columns
		u.elems, u.scalar = []Value{v}, true
		u.expand = u.expand || u.ncols > 1
	case KindJSON, KindString:
		j, err := jsontext.Parse(v.s, jsontext.Strict)
		if err != nil || j.Kind != jsontext.Array {
			return fmt.Errorf("unnest expects an array or a map, got %s", typeOfValue(v))
		}
		u.elems = make([]Value, len(j.Arr))
		for i, e := range j.Arr {
			u.elems[i] = JSONValue(e.JSON(jsontext.Compact))
		}
	default:
		return fmt.Errorf("unnest expects an array or a map, got %s", typeOfValue(v))
	}
	return nil
}

func (u *unnestCursor) reset() { u.pos = 0 }

func (u *unnestCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := min(max, len(u.elems)-u.pos)
	if n <= 0 {
		return 0, nil
	}
	src := u.elems[u.pos : u.pos+n]
	switch {
	case u.isMap && len(dst) >= 2:
		copy(dst[0][at:at+n], u.keys[u.pos:u.pos+n])
		copy(dst[1][at:at+n], src)
		for c := 2; c < len(dst); c++ {
			for i := 0; i < n; i++ {
				dst[c][at+i] = Null
			}
		}
	case u.isMap:
		for i := 0; i < n; i++ {
			dst[0][at+i] = StructOf([]string{"key", "value"}, []Value{u.keys[u.pos+i], src[i]})
		}
	case u.expand:
		for i, e := range src {
			s := e.Struct()
			for c := range dst {
				v := Null
				if s != nil && c < len(s.Vals) {
					v = s.Vals[c]
				} else if s == nil && e.k != KindNull && c == 0 {
					v = e // not a struct: the element itself
				}
				dst[c][at+i] = v
			}
		}
	default:
		copy(dst[0][at:at+n], src)
		for c := 1; c < len(dst); c++ {
			for i := 0; i < n; i++ {
				dst[c][at+i] = Null
			}
		}
	}
	u.pos += n
	return n, nil
}

func (u *unnestCursor) close() {}

// stackCursor is stack(n, v1..vk): n rows of ceil(k/n) columns, row-major,
// missing cells NULL.
type stackCursor struct {
	ncols int
	vals  []Value
	rows  int
	pos   int
}

func (s *stackCursor) process(args []Value) error {
	s.pos = 0
	if len(args) == 0 || args[0].k == KindNull {
		return fmt.Errorf("stack: the number of rows must be a non-NULL constant")
	}
	n, err := argInt(args[0])
	if err != nil || n <= 0 {
		return fmt.Errorf("stack: the number of rows must be a positive integer, got %s", args[0])
	}
	s.rows = int(n)
	s.vals = append(s.vals[:0], args[1:]...)
	return nil
}

func (s *stackCursor) reset() { s.pos = 0 }

func (s *stackCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := 0
	width := s.ncols
	for n < max && s.pos < s.rows {
		for c := range dst {
			idx := s.pos*width + c
			v := Null
			if c < width && idx < len(s.vals) {
				v = s.vals[idx]
			}
			dst[c][at+n] = v
		}
		s.pos++
		n++
	}
	return n, nil
}

func (s *stackCursor) close() {}

// jsonTupleCursor is json_tuple(j, k1..kn): exactly one row of n strings;
// a missing key, NULL or invalid JSON gives NULLs. As in Hive and Spark,
// the JSON value at the start of j is read and any text after it ignored
// ({"a": 1} x has a = '1'), and of several members of one name the last is
// read (Hive reads the document into a map); skipNull: a member whose
// value is JSON null does not replace an earlier one (Spark streams the
// members and skips null values). Numbers are written as Jackson writes
// them back (jsontext.Node.JavaNumbers: 1.50 is 1.5).
type jsonTupleCursor struct {
	row      []Value
	done     bool
	skipNull bool
}

func (j *jsonTupleCursor) process(args []Value) error {
	j.done = false
	j.row = j.row[:0]
	var root *jsontext.Node
	if len(args) > 0 && args[0].k != KindNull {
		if n, err := jsontext.ParsePrefix(textOf(args[0])); err == nil {
			root = n
		}
	}
	for _, k := range args[1:] {
		v := Null
		if root != nil && k.k != KindNull {
			if m, ok := root.MemberLast(textOf(k), j.skipNull); ok {
				v = jsonText(m.JavaNumbers(), jsontext.Compact)
			}
		}
		j.row = append(j.row, v)
	}
	return nil
}

func (j *jsonTupleCursor) reset() { j.done = false }

func (j *jsonTupleCursor) fill(dst [][]Value, at, max int) (int, error) {
	if j.done || max < 1 {
		return 0, nil
	}
	for c := range dst {
		v := Null
		if c < len(j.row) {
			v = j.row[c]
		}
		dst[c][at] = v
	}
	j.done = true
	return 1, nil
}

func (j *jsonTupleCursor) close() {}

// urlTupleCursor is parse_url_tuple(url, p1..pn): one row.
type urlTupleCursor struct{ jsonTupleCursor }

func (u *urlTupleCursor) process(args []Value) error {
	u.done = false
	u.row = u.row[:0]
	for _, p := range args[1:] {
		v := Null
		if len(args) > 0 && args[0].k != KindNull && p.k != KindNull {
			part := textOf(p)
			key := ""
			if strings.HasPrefix(strings.ToUpper(part), "QUERY:") {
				part, key = "QUERY", part[6:]
			}
			v = parseURLPart(textOf(args[0]), part, key)
		}
		u.row = append(u.row, v)
	}
	return nil
}

// valuesCursor emits a precomputed list of single values.
type valuesCursor struct {
	vals []Value
	pos  int
}

func (v *valuesCursor) reset() { v.pos = 0 }
func (v *valuesCursor) close() {}
func (v *valuesCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := min(max, len(v.vals)-v.pos)
	if n <= 0 {
		return 0, nil
	}
	copy(dst[0][at:at+n], v.vals[v.pos:v.pos+n])
	for c := 1; c < len(dst); c++ {
		for i := 0; i < n; i++ {
			dst[c][at+i] = Null
		}
	}
	v.pos += n
	return n, nil
}

// jsonArrayCursor yields the elements of a JSON array: as JSON text, or read
// as integers, doubles or strings (Doris explode_json_array_int/double/string,
// PostgreSQL json_array_elements_text). NULL or invalid JSON: no rows.
type jsonArrayCursor struct {
	valuesCursor
	elem ast.TypeKind
	// strict: PostgreSQL json_array_elements[_text], which raise for
	// invalid JSON and for a JSON value that is not an array.
	strict bool
	// jsonb: PostgreSQL jsonb_array_elements[_text] (strict too), which
	// read the document as jsonb and give its elements as jsonb writes
	// them (internal/jsontext/jsonb.go).
	jsonb bool
}

func (j *jsonArrayCursor) process(args []Value) error {
	j.vals, j.pos = j.vals[:0], 0
	if len(args) == 0 || args[0].k == KindNull {
		return nil
	}
	if args[0].k == KindArray {
		for _, e := range args[0].Elems() {
			j.vals = append(j.vals, j.convertValue(e))
		}
		return nil
	}
	var root *jsontext.Node
	var err error
	if j.jsonb {
		if root, err = jsontext.Parse(textOf(args[0]), jsontext.JSONB); err != nil {
			return err
		}
	} else {
		root, err = jsontext.Parse(textOf(args[0]), jsontext.Strict)
	}
	if j.strict {
		switch {
		case err != nil:
			return fmt.Errorf("invalid input syntax for type json: %v", err)
		case root.Kind == jsontext.Object:
			return fmt.Errorf("cannot extract elements from an object")
		case root.Kind != jsontext.Array:
			return fmt.Errorf("cannot extract elements from a scalar")
		}
	}
	if err != nil || root.Kind != jsontext.Array {
		return nil
	}
	for _, e := range root.Arr {
		j.vals = append(j.vals, j.convert(e))
	}
	return nil
}

func (j *jsonArrayCursor) convert(e *jsontext.Node) Value {
	switch {
	case j.jsonb && (j.elem == ast.TypeUnknown || j.elem == ast.TypeJSON):
		return JSONBValue(e.JSON(jsontext.JSONBLayout)) // jsonb.go
	case j.jsonb:
		return jsonText(e, jsontext.JSONBLayout)
	case j.strict && (j.elem == ast.TypeUnknown || j.elem == ast.TypeJSON):
		// PostgreSQL's json gives an element as written.
		return JSONValue(e.JSON(jsontext.AsWritten))
	case j.strict && j.elem.IsText():
		return jsonText(e, jsontext.AsWritten)
	case j.elem == ast.TypeUnknown || j.elem == ast.TypeJSON:
		return JSONValue(e.JSON(jsontext.Compact))
	case j.elem.IsInteger():
		switch e.Kind {
		case jsontext.Number:
			v := jsonNumberValue(e.Text)
			if v.k == KindInt {
				return v
			}
			f := v.asFloat()
			if math.IsNaN(f) || math.Abs(f) > 9.2e18 {
				return Null
			}
			return IntValue(int64(f))
		case jsontext.Bool:
			if e.Text == "true" {
				return IntValue(1)
			}
			return IntValue(0)
		}
		return Null
	case j.elem == ast.TypeDouble || j.elem == ast.TypeReal || j.elem == ast.TypeDecimal:
		if e.Kind == jsontext.Number {
			return FloatValue(jsonNumberValue(e.Text).asFloat())
		}
		return Null
	default: // text
		if e.Kind == jsontext.Null {
			return Null
		}
		return jsonText(e, jsontext.Compact)
	}
}

func (j *jsonArrayCursor) convertValue(e Value) Value {
	if j.elem == ast.TypeUnknown || j.elem == ast.TypeJSON {
		return JSONValue(toJSONText(e))
	}
	if e.k == KindNull {
		return Null
	}
	t := Type{Kind: j.elem}
	if j.elem.IsText() {
		t = tVarchar
	}
	v, err := castValue(e, t)
	if err != nil {
		return Null
	}
	return v
}

// jsonEachCursor yields key, value for each member of a JSON object
// (PostgreSQL json_each, json_each_text; jsonb_each, jsonb_each_text).
type jsonEachCursor struct {
	text bool
	// jsonb: jsonb_each[_text], which read the document as jsonb: repeated
	// keys collapsed, keys in jsonb's order, values as jsonb writes them
	// (internal/jsontext/jsonb.go); name is the function, for its error message.
	jsonb bool
	name  string
	keys  []string
	vals  []*jsontext.Node
	pos   int
}

func (j *jsonEachCursor) process(args []Value) error {
	j.keys, j.vals, j.pos = nil, nil, 0
	if len(args) == 0 || args[0].k == KindNull {
		return nil
	}
	if j.jsonb {
		root, err := jsontext.Parse(textOf(args[0]), jsontext.JSONB)
		if err != nil {
			return err
		}
		if root.Kind != jsontext.Object {
			// PostgreSQL 15: "cannot call jsonb_each on a non-object".
			return fmt.Errorf("cannot call %s on a non-object", j.name)
		}
		j.keys, j.vals = root.Keys, root.Vals
		return nil
	}
	root, err := jsontext.Parse(textOf(args[0]), jsontext.Strict)
	if err != nil {
		return fmt.Errorf("invalid input syntax for type json: %v", err)
	}
	// PostgreSQL 15's messages for json_each of an array or a scalar.
	switch root.Kind {
	case jsontext.Object:
	case jsontext.Array:
		return fmt.Errorf("cannot deconstruct an array as an object")
	default:
		return fmt.Errorf("cannot deconstruct a scalar")
	}
	j.keys, j.vals = root.Keys, root.Vals
	return nil
}

func (j *jsonEachCursor) reset() { j.pos = 0 }
func (j *jsonEachCursor) close() {}
func (j *jsonEachCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := 0
	for n < max && j.pos < len(j.keys) {
		dst[0][at+n] = StringValue(j.keys[j.pos])
		if len(dst) > 1 {
			// PostgreSQL's json gives a value as written, jsonb as jsonb
			// writes it.
			v := j.vals[j.pos]
			switch {
			case j.jsonb && j.text:
				dst[1][at+n] = jsonText(v, jsontext.JSONBLayout)
			case j.jsonb:
				dst[1][at+n] = JSONBValue(v.JSON(jsontext.JSONBLayout))
			case j.text:
				dst[1][at+n] = jsonText(v, jsontext.AsWritten)
			default:
				dst[1][at+n] = JSONValue(v.JSON(jsontext.AsWritten))
			}
		}
		j.pos++
		n++
	}
	return n, nil
}

// flattenCursor is Snowflake FLATTEN (SEQ, KEY, PATH, INDEX, VALUE, THIS)
// or, with one column, Drill FLATTEN (the elements).
type flattenCursor struct {
	ncols int
	seq   int64
	this  Value
	keys  []Value
	vals  []Value
	pos   int
}

func (f *flattenCursor) process(args []Value) error {
	f.keys, f.vals, f.pos = nil, nil, 0
	f.seq++
	if len(args) == 0 {
		return fmt.Errorf("flatten needs an input")
	}
	v := args[0]
	f.this = v
	switch v.k {
	case KindNull:
	case KindArray:
		f.vals = v.Elems()
	case KindMap:
		m := v.Map()
		f.keys, f.vals = m.Keys, m.Vals
	case KindStruct:
		s := v.Struct()
		for i, n := range s.Names {
			f.keys = append(f.keys, StringValue(n))
			f.vals = append(f.vals, s.Vals[i])
		}
	case KindJSON, KindString:
		root, err := jsontext.Parse(v.s, jsontext.Strict)
		if err != nil {
			return fmt.Errorf("flatten: %v", err)
		}
		switch root.Kind {
		case jsontext.Array:
			for _, e := range root.Arr {
				f.vals = append(f.vals, JSONValue(e.JSON(jsontext.Compact)))
			}
		case jsontext.Object:
			for i, k := range root.Keys {
				f.keys = append(f.keys, StringValue(k))
				f.vals = append(f.vals, JSONValue(root.Vals[i].JSON(jsontext.Compact)))
			}
		}
	default:
		return fmt.Errorf("flatten expects an array, object or map, got %s", v.k)
	}
	return nil
}

func (f *flattenCursor) reset() { f.pos = 0 }
func (f *flattenCursor) close() {}
func (f *flattenCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := 0
	for n < max && f.pos < len(f.vals) {
		i := f.pos
		if f.ncols == 1 || len(dst) == 1 {
			dst[0][at+n] = f.vals[i]
		} else {
			row := make([]Value, 6)
			row[0] = IntValue(f.seq)
			if f.keys != nil {
				row[1] = f.keys[i]
				row[2] = StringValue(textOf(f.keys[i]))
			} else {
				row[2] = StringValue(fmt.Sprintf("[%d]", i))
				row[3] = IntValue(int64(i))
			}
			row[4] = f.vals[i]
			row[5] = f.this
			for c := range dst {
				if c < len(row) {
					dst[c][at+n] = row[c]
				} else {
					dst[c][at+n] = Null
				}
			}
		}
		f.pos++
		n++
	}
	return n, nil
}

// seriesCursor counts from start to stop by step, streaming: integers,
// decimals as integers, dates and timestamps by intervals. Inclusive unless
// exclusive (DuckDB/Spark range). A zero step is an error; NULL arguments
// give no rows.
type seriesCursor struct {
	exclusive bool
	duckAdd   bool // Options.DuckDBZonedAdd
	name      string
	args      []Value
	it        seriesIter
}

type seriesIter struct {
	kind               int // 0 int, 1 timestamp, 2 float, 3 decimal
	cur, stop          int64
	step               int64
	iv                 Interval
	loc                *time.Location // the calendar of a TIMESTAMPTZ series
	t                  ast.TypeKind
	done               bool
	exclusive          bool
	duckAdd            bool  // a TIMESTAMPTZ series steps as DuckDB's (Options.DuckDBZonedAdd)
	err                error // raised by a step (a series past DuckDB's range)
	fcur, fstop, fstep float64
	dcur, dstop, dstep Value // kind 3: exact, as PostgreSQL's numeric series
}

func (s *seriesCursor) process(args []Value) error {
	s.args = append(s.args[:0], args...)
	return s.it.init(args, s.exclusive, s.duckAdd)
}

func (s *seriesCursor) reset() { _ = s.it.init(s.args, s.exclusive, s.duckAdd) }
func (s *seriesCursor) close() {}
func (s *seriesCursor) fill(dst [][]Value, at, max int) (int, error) {
	n := 0
	col := dst[0]
	for n < max {
		v, ok := s.it.next()
		if !ok {
			break
		}
		col[at+n] = v
		n++
	}
	if s.it.err != nil {
		return 0, s.it.err
	}
	for c := 1; c < len(dst); c++ {
		for i := 0; i < n; i++ {
			dst[c][at+i] = Null
		}
	}
	return n, nil
}

func (it *seriesIter) init(args []Value, exclusive, duckAdd bool) error {
	*it = seriesIter{exclusive: exclusive, duckAdd: duckAdd}
	for _, a := range args {
		if a.k == KindNull {
			it.done = true
			return nil
		}
	}
	var start, stop, step Value
	switch len(args) {
	case 1:
		start, stop, step = IntOf(args[0].t, 0), args[0], IntValue(1)
		if isTemporal(args[0]) {
			return fmt.Errorf("series of a single timestamp needs a start and a step")
		}
	case 2:
		start, stop, step = args[0], args[1], IntValue(1)
	case 3:
		start, stop, step = args[0], args[1], args[2]
	default:
		return fmt.Errorf("series takes 1 to 3 arguments")
	}
	if isTemporal(start) || isTemporal(stop) {
		a, err := asTimestamp(start)
		if err != nil {
			return err
		}
		b, err := asTimestamp(stop)
		if err != nil {
			return err
		}
		if step.k != KindInterval {
			if len(args) < 3 {
				// sequence(start, stop) of dates or timestamps: a day,
				// or minus a day when start is after stop (Trino, Spark)
				step = IntervalValue(Interval{Days: 1})
				if a > b {
					step = IntervalValue(Interval{Days: -1})
				}
			} else if step.k == KindString {
				iv, err := parseInterval(step.s)
				if err != nil {
					return err
				}
				step = IntervalValue(iv)
			} else {
				return fmt.Errorf("a timestamp series needs an interval step")
			}
		}
		it.kind, it.cur, it.stop, it.iv = 1, a, b, step.Interval()
		it.t, it.loc = ast.TypeTimestamp, time.UTC
		if start.t == ast.TypeTimestampTZ {
			it.t, it.loc = ast.TypeTimestampTZ, start.tzZone()
		}
		if intervalMicrosApprox(it.iv) == 0 {
			return fmt.Errorf("step cannot be 0")
		}
		pos := it.iv.Months > 0 || it.iv.Days > 0 || it.iv.Micros > 0
		neg := it.iv.Months < 0 || it.iv.Days < 0 || it.iv.Micros < 0
		if pos && neg {
			return fmt.Errorf("a series step cannot mix positive and negative interval parts")
		}
		return nil
	}
	for _, v := range []Value{start, stop, step} {
		if !v.isNumeric() {
			return fmt.Errorf("series arguments must be numbers, dates or timestamps, got %s", typeOfValue(v))
		}
	}
	if start.k == KindInt && stop.k == KindInt && step.k == KindInt {
		it.cur, it.stop, it.step = start.i, stop.i, step.i
		it.t = widerInt(start.t, stop.t)
		if it.step == 0 {
			return fmt.Errorf("step cannot be 0")
		}
		return nil
	}
	if start.k != KindFloat && stop.k != KindFloat && step.k != KindFloat {
		// A decimal bound or step: counted exactly (0.1 .. 0.3 by 0.1
		// has 3 elements), in the widest scale of the three.
		it.kind = 3
		it.dcur, it.dstop, it.dstep = asDecimal(start), asDecimal(stop), asDecimal(step)
		if it.dstep.DecimalUnscaled().Sign() == 0 {
			return fmt.Errorf("step cannot be 0")
		}
		return nil
	}
	it.kind = 2
	it.fcur, it.fstop, it.fstep = start.asFloat(), stop.asFloat(), step.asFloat()
	if it.fstep == 0 {
		return fmt.Errorf("step cannot be 0")
	}
	return nil
}

func (it *seriesIter) next() (Value, bool) {
	if it.done {
		return Null, false
	}
	switch it.kind {
	case 0:
		c := it.cur
		if it.step > 0 && (c > it.stop || it.exclusive && c == it.stop) || it.step < 0 && (c < it.stop || it.exclusive && c == it.stop) {
			it.done = true
			return Null, false
		}
		nxt := c + it.step
		if (nxt > c) != (it.step > 0) { // overflow: this is the last value
			it.done = true
		}
		it.cur = nxt
		return IntOf(it.t, c), true
	case 1:
		c := it.cur
		up := intervalMicrosApprox(it.iv) > 0
		if up && (c > it.stop || it.exclusive && c == it.stop) || !up && (c < it.stop || it.exclusive && c == it.stop) {
			it.done = true
			return Null, false
		}
		if it.duckAdd && it.t == ast.TypeTimestampTZ {
			nxt, err := duckAddIn(c, it.iv, 1, it.loc) // duck_zoned_add.go
			if err != nil {
				it.done, it.err = true, err
				return Null, false
			}
			it.cur = nxt
		} else {
			it.cur = addIntervalIn(c, it.iv, 1, it.loc)
		}
		if it.cur == c {
			it.done = true
		}
		if it.t == ast.TypeTimestampTZ {
			return TimestampTZIn(c, it.loc), true
		}
		v := TimestampValue(c)
		v.t = it.t
		return v, true
	case 3:
		c := it.dcur
		up := it.dstep.DecimalUnscaled().Sign() > 0
		cmp := cmpDecimal(c, it.dstop)
		if up && (cmp > 0 || it.exclusive && cmp == 0) || !up && (cmp < 0 || it.exclusive && cmp == 0) {
			it.done = true
			return Null, false
		}
		nxt, err := decimalArith(ast.OpAdd, c, it.dstep)
		if err != nil {
			it.done = true
			return Null, false
		}
		it.dcur = nxt
		return c, true
	default:
		c := it.fcur
		if it.fstep > 0 && (c > it.fstop || it.exclusive && c == it.fstop) || it.fstep < 0 && (c < it.fstop || it.exclusive && c == it.fstop) {
			it.done = true
			return Null, false
		}
		it.fcur += it.fstep
		return FloatValue(c), true
	}
}

// asDecimal is v, an integer or a decimal, as a decimal.
func asDecimal(v Value) Value {
	if v.k == KindInt {
		return DecimalValue(big.NewInt(v.i), 0)
	}
	return v
}

// forSeries calls f for each value of a series (for the scalar forms).
func forSeries(args []Value, exclusive, duckAdd bool, f func(Value) error) error {
	var it seriesIter
	if err := it.init(args, exclusive, duckAdd); err != nil {
		return err
	}
	for {
		v, ok := it.next()
		if !ok {
			return it.err
		}
		if err := f(v); err != nil {
			return err
		}
	}
}
