package executor

import (
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// FracToInt is how a CAST of a fractional value (DOUBLE, REAL, DECIMAL) to
// an integer type picks the integer.
type FracToInt uint8

const (
	// FracToIntHalfAway rounds to the nearest integer, halves away from
	// zero: Trino and Presto (HALF_UP for double and decimal), BigQuery
	// ("halfway cases such as 1.5 or -0.5 round away from zero"),
	// Snowflake. The executor's rule when a dialect sets none.
	FracToIntHalfAway FracToInt = iota
	// FracToIntTruncate drops the fraction (toward zero): Hive, Spark with
	// ANSI mode off (CAST(-1.5 AS INT) is -1). Both narrow as Java does
	// (Java Language Specification, 5.1.3: a floating-point value is
	// rounded toward zero; Spark's casts follow it, apache/spark#27151);
	// not run on an engine here.
	FracToIntTruncate
	// FracToIntFloatHalfEven rounds a DOUBLE or REAL half to even and a
	// DECIMAL half away from zero: PostgreSQL (float8 to int uses rint,
	// numeric rounds away) and DuckDB, both checked on the engines
	// (CAST(2.5::float8 AS INT) = 2, CAST(2.5 AS INT) = 3).
	FracToIntFloatHalfEven
)

// isIntKind reports whether k is an integer type.
func isIntKind(k ast.TypeKind) bool {
	switch k {
	case ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeHugeInt:
		return true
	}
	return false
}

// fracToInt prepares v for a cast to t by rule: a fractional value cast to
// an integer type is replaced by the integral value of the same kind the
// rule picks, which castValue then converts exactly (range checks stay
// castValue's). Any other v is returned as it is.
func fracToInt(v Value, t Type, rule FracToInt) Value {
	if rule == FracToIntHalfAway || !isIntKind(t.Kind) {
		return v
	}
	switch v.k {
	case KindFloat:
		f := v.Float()
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return v
		}
		if rule == FracToIntTruncate {
			f = math.Trunc(f)
		} else {
			f = math.RoundToEven(f)
		}
		out := v
		out.i = int64(math.Float64bits(f))
		return out
	case KindDecimal:
		if rule != FracToIntTruncate || v.DecimalScale() <= 0 {
			return v
		}
		// big.Int.Quo truncates toward zero
		q := new(big.Int).Quo(v.DecimalUnscaled(), pow10(v.DecimalScale()))
		return DecimalValue(q, 0)
	}
	return v
}

// castExplicit is an explicit CAST (or TRY_CAST) of v to t by the engine's
// rules: a fractional value cast to an integer type is rounded by the
// dialect's FracToInt, a string by its StringToInt, then converted as
// castInZone does.
func (e *Engine) castExplicit(v Value, t Type) (Value, error) {
	return explicitCast(v, t, &e.opts, e.opts.StringToInt, e.zone())
}

// explicitCast is castExplicit under the options o, a string cast to an
// integer by str, in the zone loc.
func explicitCast(v Value, t Type, o *Options, str StringToInt, loc *time.Location) (Value, error) {
	v, err := objectToMap(v, t, o.ObjectToMap)
	if err != nil {
		return Null, err
	}
	if v, err = floatDecimalText(v, t, o.DecimalDuckDB); err != nil { // duck_int_text.go
		return Null, err
	}
	if out, done, err := infiniteTimeCast(v, t, o.InfiniteTime); done { // infinite_time_text.go
		return out, err
	}
	if o.SignedYearInput && v.k == KindString && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp) {
		v = StringValue(signedYearInput(v.s)) // plus_year_text.go
	}
	if out, done := trinoDateZoned(v, t, loc, o); done { // trino_date_tz_cast.go
		return out, nil
	}
	if o.KeepTimestampZones && v.k == KindString {
		if out, ok, err := trinoTimestampText(v.s, t, false); ok { // trino_zoned_text.go
			return out, err
		}
	}
	if o.DuckDBTimeText && v.k == KindString {
		if v, err = duckZoneNameText(v, t); err != nil { // duck_zone_name_text.go
			return Null, err
		}
	}
	if o.DuckDBTimeText && v.k == KindString {
		if err := duckTimeTextBlanks(v.s, t); err != nil { // duck_time_text.go
			return Null, err
		}
		if v, err = duckTimeText(v, t); err != nil { // duck_time_text.go
			return Null, err
		}
		v = duckTimeOfTimestamp(v, t, func(v Value) (Value, error) { return explicitCast(v, tTimestamp, o, str, loc) })
	}
	if o.DuckDBTimeText && v.k == KindString {
		s, err := duckEraInput(v.s, t.Kind) // bc_text.go
		if err != nil {
			return Null, err
		}
		v = StringValue(s)
	}
	was := v.k
	if o.SparkNestedText && t.Kind.IsText() && (v.k == KindArray || v.k == KindMap || v.k == KindStruct) {
		text, err := sparkNestedText(v, func(e Value) (string, error) { // spark_nested_text.go
			out, err := explicitCast(e, t, o, str, loc)
			return out.s, err
		})
		if err != nil {
			return Null, err
		}
		return StringValue(text), nil
	}
	if o.DuckDBListCasts { // duck_list_cast.go
		if err := duckArraySizes(v, t); err != nil {
			return Null, err
		}
		out, ok, err := duckListCast(v, t, func(e Value, et Type) (Value, error) { return explicitCast(e, et, o, str, loc) })
		if ok {
			return out, err
		}
	}
	if o.BoolTextUpper && v.k == KindBool && t.Kind.IsText() {
		v = boolUpperText(v) // bool_text.go
	}
	v = nestedToText(v, t, o.NestedText, o.FloatText) // nested_text.go
	v = floatToText(v, t, o.FloatText)                // float_text.go
	v = intervalToText(v, t, o.IntervalText)          // interval_text.go
	v = tzToText(v, t, loc, o.DuckDBZoneText)         // duck_tz_text.go
	v = pgEraToText(v, was, t, o)                     // bc_text.go
	v = plusYearToText(v, t, o)                       // plus_year_text.go
	if o.CharLength == CharLengthPostgres && (t.Kind == ast.TypeVarchar || t.Kind == ast.TypeString) {
		v = charTrim(v) // nested_text.go
	}
	if o.PostgresBytea {
		switch {
		case t.Kind == ast.TypeBinary && v.k == KindString:
			b, err := parseByteaPG(v.s) // bytea.go
			if err != nil {
				return Null, err
			}
			return BinaryValue(b), nil
		case (t.Kind == ast.TypeVarchar || t.Kind == ast.TypeString || t.Kind == ast.TypeChar) && v.k == KindBinary:
			v = StringValue(byteaTextPG([]byte(v.s)))
		}
	}
	if o.DuckDBBlobText {
		if out, done, err := duckBlobCast(v, t); done { // duck_blob_text.go
			return out, err
		}
	}
	if o.PostgresIntervalInput && t.Kind == ast.TypeInterval && v.k == KindString {
		iv, err := parseIntervalPG(v.s) // interval_pg.go
		if err != nil {
			return Null, err
		}
		return IntervalValue(iv), nil
	}
	v, done, err := o.floatToDecimal(v, t) // decimal_duckdb.go
	if done {
		return v, err
	}
	if t.Kind == ast.TypeTime {
		if out, ok, err := pgTimeOfDate(v, o.PostgresTimestampText); ok { // ts_text.go
			return out, err
		}
	}
	pv, err := textZoneInput(v, t, o) // ts_text_zone.go
	if err == nil {
		pv, err = pgDateTimeInput(pv, t, o) // pg_datetime_text.go
	}
	if err != nil {
		return Null, err
	}
	if out, done := trinoZoneText(pv, t, loc, o); done { // trino_zone_overlap.go
		return out, nil
	}
	out, err := castInZone(explicitToInt(pv, t, o.FracToInt, str), t, loc)
	if err != nil && pv.s != v.s {
		err = fmt.Errorf("%s", strings.ReplaceAll(err.Error(), pv.s, v.s))
	}
	if err == nil {
		err = o.floatCastRange(v, out, t) // pg_float_range.go
	}
	if err == nil && v.k == KindString && t.Kind == ast.TypeDate {
		err = o.DateRange.input(out, v) // date_range.go
	}
	if err == nil {
		out = pgTimestampText(out, pv, t, o.PostgresTimestampText)       // ts_text.go
		out, err = halfUpTimestampText(out, v, t, o.TimestampTextHalfUp) // ts_text.go
	}
	if err != nil && o.PostgresTyping && v.k == KindString {
		err = pgInputError(err, v.s, t)
	}
	if err == nil && o.CharLength == CharLengthTruncateText {
		err = textTooLong(v, out, t)
	}
	if err == nil && o.CharLength != CharLengthIgnore {
		out = truncateChars(out, t) // nested_text.go
	}
	return out, err
}

// textTooLong is the error of a cast of v, not a string, to VARCHAR(n)
// whose text out is longer than n under CharLengthTruncateText, element
// by element in an array, field by field in a row, key and value in a
// map, as Trino's casts of these cast each part (ArrayToArrayCast,
// RowToRowCast, MapToMapCast; BigintOperators.castToVarchar raises "Value
// 12345 cannot be represented as varchar(2)").
func textTooLong(v, out Value, t Type) error {
	var from, to []Value
	var ts []Type
	switch {
	case v.k != KindString && out.k == KindString && t.Kind == ast.TypeVarchar && t.Prec > 0 && utf8.RuneCountInString(out.s) > t.Prec:
		return fmt.Errorf("value %s cannot be represented as varchar(%d)", out.s, t.Prec)
	case v.k == KindArray && out.k == KindArray && t.Elem != nil:
		from, to = v.Elems(), out.Elems()
		for range from {
			ts = append(ts, *t.Elem)
		}
	case v.k == KindStruct && out.k == KindStruct && len(t.Fields) == len(v.Struct().Vals):
		from, to = v.Struct().Vals, out.Struct().Vals
		for _, f := range t.Fields {
			ts = append(ts, f.Type)
		}
	case v.k == KindMap && out.k == KindMap && t.Key != nil && t.Val != nil:
		m, o := v.Map(), out.Map()
		from, to = append(append([]Value(nil), m.Keys...), m.Vals...), append(append([]Value(nil), o.Keys...), o.Vals...)
		for range m.Keys {
			ts = append(ts, *t.Key)
		}
		for range m.Vals {
			ts = append(ts, *t.Val)
		}
	}
	if len(from) != len(to) {
		return nil
	}
	for i := range from {
		if err := textTooLong(from[i], to[i], ts[i]); err != nil {
			return err
		}
	}
	return nil
}

// tsCastDigits is the fractional digits a written cast to tn rounds a
// TIMESTAMP to under Options.RoundTimestampCasts, or -1 when it keeps
// microseconds.
func (o *Options) tsCastDigits(tn *ast.TypeName) int {
	if (o.TrinoTime || o.TimestampRoundsFrom2000) && tn != nil && tn.Kind == ast.TypeTime {
		// Trino's TIME is TIME(3), PostgreSQL's TIME(6)
		p := 3
		if o.TimestampRoundsFrom2000 {
			p = 6
		}
		if len(tn.Params) == 1 {
			p = tn.Params[0]
		}
		if p >= 6 {
			return -1
		}
		return p
	}
	if !o.RoundTimestampCasts || tn == nil || tn.Kind != ast.TypeTimestamp && !(o.TimestampRoundsFrom2000 && tn.Kind == ast.TypeTimestampTZ) {
		return -1
	}
	p := o.BareTimestampDigits
	if len(tn.Params) == 1 {
		p = tn.Params[0]
	}
	if p >= 6 {
		return -1
	}
	return p
}

// roundTimestamp rounds a TIMESTAMP's fraction half up to p digits
// (p >= 0): Trino rounds so (VarcharToTimestampCast, Timestamps.round),
// and Doris rounds the digits beyond the precision (Doris documentation,
// DATETIME).
// A TIME is rounded so too, a carry past 23:59:59 wrapping to 00:00:00
// (Options.TrinoTime).
func roundTimestamp(v Value, p int) Value {
	if p < 0 || v.k != KindTimestamp && v.k != KindTime || v.t == ast.TypeTimestampTZ {
		return v
	}
	unit := int64(1)
	for i := p; i < 6; i++ {
		unit *= 10
	}
	v.i = floorDiv(v.i+unit/2, unit) * unit
	if v.k == KindTime && v.i >= 86400e6 {
		v.i -= 86400e6
	}
	return v
}

// pgEpochMicros is 2000-01-01 in microseconds from 1970-01-01.
const pgEpochMicros = 946684800 * 1000000

// roundTimestampFrom is roundTimestamp, halves away from zero counted
// from 2000-01-01 where from2000 (Options.TimestampRoundsFrom2000), of a
// TIMESTAMP WITH TIME ZONE too (run on PostgreSQL 15:
// CAST(TIMESTAMPTZ '1960-06-01 10:00:00.1235+00' AS TIMESTAMPTZ(3)) is
// 10:00:00.123+00, from 2020 .124).
//
// PostgreSQL rounds a TIME half up too, and a carry past 23:59:59 gives
// its 24:00:00 (AdjustTimeForTypmod; run on PostgreSQL 15:
// CAST(TIME '23:59:59.96' AS TIME(1)) is 24:00:00).
func roundTimestampFrom(v Value, p int, from2000 bool) Value {
	if !from2000 || p < 0 || v.k != KindTimestamp && v.k != KindTime {
		return roundTimestamp(v, p)
	}
	unit := int64(1)
	for i := p; i < 6; i++ {
		unit *= 10
	}
	if v.k == KindTime {
		v.i = (v.i + unit/2) / unit * unit
		return v
	}
	x := v.i - pgEpochMicros
	if x >= 0 {
		x = (x + unit/2) / unit * unit
	} else {
		x = -((-x + unit/2) / unit * unit)
	}
	v.i = x + pgEpochMicros
	return v
}

// explicitToInt prepares v for an explicit cast to t: fracToInt, then
// stringToInt.
func explicitToInt(v Value, t Type, frac FracToInt, str StringToInt) Value {
	return stringToInt(fracToInt(v, t, frac), t, str)
}

// objectToMap is v as the map of its field names and values when v is a
// struct cast to a MAP and on (Options.ObjectToMap); else v. A struct
// with two fields of one name (an OBJECT constant {'a': 1, 'a': 2}) is an
// error, as OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED's duplicate key is
// (funcs_snowflake_object.go): a map holds a key once.
func objectToMap(v Value, t Type, on bool) (Value, error) {
	if !on || v.k != KindStruct || t.Kind != ast.TypeMap {
		return v, nil
	}
	st := v.Struct()
	keys := make([]Value, len(st.Names))
	seen := make(map[string]bool, len(st.Names))
	for i, n := range st.Names {
		if seen[n] {
			return Null, fmt.Errorf("cast of an object to a map: duplicate key %q", n)
		}
		seen[n] = true
		keys[i] = StringValue(n)
	}
	return MapOf(keys, append([]Value(nil), st.Vals...)), nil
}

// pgInputError is err, of reading the string s as a t, in PostgreSQL's
// words where it is a syntax error (Options.PostgresTyping; PostgreSQL 15
// run: CAST('7.0' AS integer) raises `invalid input syntax for type
// integer: "7.0"`, CAST('x' AS numeric) the same for type numeric,
// CAST('1' AS date) for type date, CAST('1 day' AS timestamp) for type
// timestamp).
func pgInputError(err error, s string, t Type) error {
	msg := err.Error()
	if !strings.HasPrefix(msg, "cannot cast '") && !strings.HasPrefix(msg, "invalid timestamp '") {
		return err
	}
	var name string
	switch t.Kind {
	case ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeReal, ast.TypeDouble, ast.TypeDecimal, ast.TypeDate:
		name = pgTypeName(t)
		if t.Kind == ast.TypeDecimal {
			name = "numeric"
		}
	case ast.TypeTimestamp:
		name = "timestamp"
	default:
		return err
	}
	return fmt.Errorf("invalid input syntax for type %s: \"%s\"", name, s)
}
