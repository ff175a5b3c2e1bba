package executor

import (
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The fields of a date part that hold a fraction of a second: PostgreSQL's
// EXTRACT of them is a numeric of that many decimals (run on PostgreSQL
// 15: extract(second from timestamp '2020-01-01 00:00:01.5') is 1.500000,
// millisecond 1500.000, microsecond 1500000, epoch 1577836801.500000,
// of a date 1577836800, of interval '1 day 1.5 seconds' 86401.500000,
// second of time '10:00:01.5' 1.500000), its date_part that numeric as a
// double (1577836801.5); DuckDB's epoch is a DOUBLE (run on DuckDB 1.5:
// typeof(extract(epoch from ..)) is DOUBLE, 1577836801.5), its second an
// integer.
var fracPartScale = map[string]int{"second": 6, "seconds": 6, "millisecond": 3, "milliseconds": 3, "microsecond": 0, "microseconds": 0, "epoch": 6}

// sparkSecondField are Spark's names of the SECOND field of EXTRACT and
// date_part (Spark SQL reference, extract: SECOND, S, SEC, SECONDS, SECS).
var sparkSecondField = map[string]bool{"second": true, "s": true, "sec": true, "seconds": true, "secs": true}

// pgYearMicros is PostgreSQL's year of an interval's epoch: 365.25 days.
const pgYearMicros = 31557600 * 1000000

// datePartExact is the field of v as an exact number: the unscaled
// microseconds and the decimals (fracPartScale); ok is false for another
// field or value, which datePart reads.
func datePartExact(field string, v Value) (us int64, scale int, ok bool) {
	f := strings.ToLower(field)
	scale, ok = fracPartScale[f]
	if !ok {
		return 0, 0, false
	}
	switch v.k {
	case KindTimestamp:
		if f == "epoch" {
			return v.i, 6, true
		}
		t := microsToTime(v.i)
		return int64(t.Second())*1e6 + int64(t.Nanosecond()/1e3), scale, true
	case KindTime:
		if f == "epoch" {
			return v.i, 6, true
		}
		return v.i % 60e6, scale, true
	case KindDate:
		if f == "epoch" {
			return v.i * 86400, 0, true
		}
	case KindInterval:
		iv := v.Interval()
		if f == "epoch" {
			m := int64(iv.Months)
			return m/12*pgYearMicros + m%12*30*86400e6 + int64(iv.Days)*86400e6 + iv.Micros, 6, true
		}
		return iv.Micros % 60e6, scale, true
	}
	return 0, 0, false
}

func init() {
	// PostgreSQL's EXTRACT of a field of fractions (Options.NumericExtract)
	reg(&scalarFunc{name: "date_part_numeric", min: 2, max: 2, strict: true, ret: retFixed(Type{Kind: ast.TypeDecimal}), fn: func(a []Value) (Value, error) {
		u, scale, ok := datePartExact(textOf(a[0]), a[1])
		if !ok {
			v, err := datePart(textOf(a[0]), a[1])
			if err != nil || v.k != KindInt {
				return v, err
			}
			u, scale = v.i, 0
		}
		return DecimalValue(big.NewInt(u), scale), nil
	}})
	// DuckDB's epoch (Options.DuckDBUnits): a DOUBLE, the microseconds
	// divided by a million
	reg(&scalarFunc{name: "date_part_epoch_double", min: 2, max: 2, strict: true, ret: retFixed(tDouble), fn: func(a []Value) (Value, error) {
		u, scale, ok := datePartExact("epoch", a[1])
		if !ok {
			v, err := datePart("epoch", a[1])
			if err != nil || v.k != KindInt {
				return v, err
			}
			u, scale = v.i, 0
		}
		if scale == 6 {
			return FloatValue(float64(u) / 1e6), nil
		}
		return FloatValue(float64(u)), nil
	}})
}

// fracPartCall binds a date part of fractions of a second as the dialect
// types it: PostgreSQL's EXTRACT as a numeric (Options.NumericExtract),
// DuckDB's epoch as a DOUBLE (Options.DuckDBUnits); ok is false for the
// other parts and dialects.
func (b *binder) fracPartCall(field string, v Expr) (Expr, bool) {
	f, o := strings.ToLower(field), &b.p.eng.opts
	arg := &Const{V: StringValue(field), T: tVarchar}
	if o.DecimalSecond && sparkSecondField[f] {
		// Spark: the seconds with their fraction, a DECIMAL(8, 6)
		arg.V = StringValue("second")
		return &Call{Name: "date_part_numeric", Args: []Expr{arg, v}, T: Type{Kind: ast.TypeDecimal, Prec: 8, Scale: 6}, fn: lookupFunc("date_part_numeric")}, true
	}
	if _, frac := fracPartScale[f]; frac && o.NumericExtract {
		return &Call{Name: "date_part_numeric", Args: []Expr{arg, v}, T: o.typeOf(&ast.TypeName{Kind: ast.TypeDecimal, Name: "NUMERIC"}), fn: lookupFunc("date_part_numeric")}, true
	}
	if o.DuckDBUnits && duckUnitName(f) == "epoch" {
		return &Call{Name: "date_part_epoch_double", Args: []Expr{arg, v}, T: tDouble, fn: lookupFunc("date_part_epoch_double")}, true
	}
	return nil, false
}

// fracDatePart binds date_part('second' ..) and the other parts of
// fractions (fracPartCall) with a literal part: PostgreSQL's date_part is
// its EXTRACT as a double precision; ok is false for another call.
func (b *binder) fracDatePart(x *ast.Func) (Expr, bool, error) {
	if b.p.eng.opts.DuckDBUnits && len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "epoch") && len(x.Args) == 1 && x.Over == nil {
		// DuckDB's epoch(x) is its date_part('epoch', x), a DOUBLE of a
		// date, a timestamp, a time or an interval (DuckDB 1.5 run:
		// epoch(TIMESTAMP '2020-01-01 00:00:01.5') is 1577836801.5,
		// epoch(INTERVAL '1 day') 86400, epoch(TIME '01:00:00') 3600)
		v, err := b.bind(x.Args[0])
		if err != nil {
			return nil, false, err
		}
		switch v.Type().Kind {
		case ast.TypeDate, ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeTime, ast.TypeInterval:
		case ast.TypeUnknown:
			if isNullLiteral(x.Args[0]) {
				return nil, false, errAt(x, "DuckDB has no epoch of NULL (a Binder Error there): cast the NULL to a DATE, a TIMESTAMP, a TIME or an INTERVAL")
			}
		default:
			// a string, a NULL or a number: a Binder Error (DuckDB 1.5
			// run: epoch('2020-01-01'), epoch(NULL), epoch(1))
			return nil, false, errAt(x, "DuckDB has no epoch of this argument (a Binder Error there): epoch takes a DATE, a TIMESTAMP, a TIME or an INTERVAL; cast the argument")
		}
		e, ok := b.fracPartCall("epoch", v)
		return e, ok, nil
	}
	if len(x.Name) != 1 || !strings.EqualFold(x.Name[0].Name, "date_part") || len(x.Args) != 2 || x.Over != nil {
		return nil, false, nil
	}
	l, ok := x.Args[0].(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		return nil, false, nil
	}
	if _, frac := fracPartScale[strings.ToLower(l.Value)]; !frac && !(b.p.eng.opts.DuckDBUnits && duckUnitName(l.Value) == "epoch") &&
		!(b.p.eng.opts.DecimalSecond && sparkSecondField[strings.ToLower(l.Value)]) {
		return nil, false, nil
	}
	v, err := b.bind(x.Args[1])
	if err != nil {
		return nil, false, err
	}
	e, ok := b.fracPartCall(l.Value, v)
	if ok && b.p.eng.opts.NumericExtract {
		e = &CastE{X: e, To: tDouble, Implicit: true}
	}
	return e, ok, nil
}
