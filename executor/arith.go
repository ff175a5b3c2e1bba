package executor

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

func widerInt(a, b ast.TypeKind) ast.TypeKind {
	if numericRank(a) >= numericRank(b) {
		return normInt(a)
	}
	return normInt(b)
}

// widestInt is the wider of the integer types a and b, a HUGEINT
// kept (DuckDB's HUGEINT, Doris's LARGEINT: 128 bits), where widerInt
// gives the BIGINT that holds the executor's values.
func widestInt(a, b ast.TypeKind) ast.TypeKind {
	if numericRank(a) >= numericRank(b) {
		return a
	}
	return b
}

func checkIntRange(t ast.TypeKind, v int64, what string) (Value, error) {
	lo, hi := intRange(t)
	if v < lo || v > hi {
		return Null, fmt.Errorf("integer overflow in %s (%s)", what, ast.TypeKind(t))
	}
	return IntOf(t, v), nil
}

// binaryOp evaluates arithmetic, concatenation, bit and JSON operators.
func binaryOp(op ast.BinaryOp, l, r Value) (Value, error) {
	if op == ast.OpConcat {
		if l.k == KindNull || r.k == KindNull {
			return Null, nil
		}
		if l.k == KindArray || r.k == KindArray {
			return concatArrays(l, r), nil
		}
		if l.k == KindBinary && r.k == KindBinary {
			// bytea || bytea is a bytea (PostgreSQL 15 run:
			// '\x0102'::bytea || '\x03'::bytea is \x010203), a BLOB in DuckDB
			return BinaryValue([]byte(l.s + r.s)), nil
		}
		return StringValue(textOf(l) + textOf(r)), nil
	}
	if l.k == KindNull || r.k == KindNull {
		return Null, nil
	}
	switch op {
	case ast.OpJSONGet, ast.OpJSONGetText:
		return jsonGetOp(l, r, op == ast.OpJSONGetText)
	case ast.OpBitAnd, ast.OpBitOr, ast.OpBitXor, ast.OpShl, ast.OpShr:
		l, r = bitOperand(l), bitOperand(r)
		if l.k != KindInt || r.k != KindInt {
			return Null, fmt.Errorf("bitwise operator %s needs integers", op)
		}
		t := widerInt(l.t, r.t)
		if op == ast.OpShl || op == ast.OpShr {
			t = l.t // of the value's type (PostgreSQL's int2shl is a smallint)
		}
		switch op {
		case ast.OpBitAnd:
			return IntOf(t, l.i&r.i), nil
		case ast.OpBitOr:
			return IntOf(t, l.i|r.i), nil
		case ast.OpBitXor:
			return IntOf(t, l.i^r.i), nil
		case ast.OpShl:
			// the bits past the type's width dropped, the top one kept
			// as the sign (PostgreSQL 15 run: 1 << 31 is -2147483648,
			// 16384::smallint << 2 is 0)
			v := l.i << uint(r.i&63)
			switch t {
			case ast.TypeInt:
				v = int64(int32(v))
			case ast.TypeSmallInt:
				v = int64(int16(v))
			case ast.TypeTinyInt:
				v = int64(int8(v))
			}
			return IntOf(t, v), nil
		default:
			return IntOf(t, l.i>>uint(r.i&63)), nil
		}
	}
	// strings in arithmetic are read as numbers (Hive/Spark implicit casts)
	if l.k == KindString && (r.isNumeric()) {
		x, err := castValue(l, tDouble)
		if err != nil {
			return Null, fmt.Errorf("cannot use '%s' in arithmetic", l.s)
		}
		l = x
	}
	if r.k == KindString && (l.isNumeric()) {
		x, err := castValue(r, tDouble)
		if err != nil {
			return Null, fmt.Errorf("cannot use '%s' in arithmetic", r.s)
		}
		r = x
	}
	if isTemporal(l) || isTemporal(r) || l.k == KindInterval || r.k == KindInterval {
		return temporalArith(op, l, r)
	}
	if !l.isNumeric() || !r.isNumeric() {
		return Null, fmt.Errorf("operator %s cannot be applied to %s and %s", op, l.k, r.k)
	}
	if l.k == KindInt && r.k == KindInt {
		return intArith(op, l, r)
	}
	if l.k == KindFloat || r.k == KindFloat {
		return floatArith(op, l.asFloat(), r.asFloat(), l.t == ast.TypeReal && r.t != ast.TypeDouble || r.t == ast.TypeReal && l.t != ast.TypeDouble)
	}
	return decimalArith(op, l, r)
}

func intArith(op ast.BinaryOp, l, r Value) (Value, error) {
	t := widerInt(l.t, r.t)
	a, b := l.i, r.i
	switch op {
	case ast.OpAdd:
		s := a + b
		if (s > a) != (b > 0) {
			return Null, fmt.Errorf("integer overflow in %d + %d", a, b)
		}
		return checkIntRange(t, s, "addition")
	case ast.OpSub:
		s := a - b
		if (s < a) != (b > 0) {
			return Null, fmt.Errorf("integer overflow in %d - %d", a, b)
		}
		return checkIntRange(t, s, "subtraction")
	case ast.OpMul:
		if a == 0 || b == 0 {
			return IntOf(t, 0), nil
		}
		p := a * b
		if p/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
			return Null, fmt.Errorf("integer overflow in %d * %d", a, b)
		}
		return checkIntRange(t, p, "multiplication")
	case ast.OpDiv:
		if b == 0 {
			return Null, fmt.Errorf("division by zero")
		}
		if a == math.MinInt64 && b == -1 {
			return Null, fmt.Errorf("integer overflow in division")
		}
		return IntOf(t, a/b), nil
	case ast.OpDivFrac:
		if b == 0 {
			return Null, nil
		}
		return FloatValue(float64(a) / float64(b)), nil
	case ast.OpIntDiv:
		if b == 0 {
			return Null, nil
		}
		if a == math.MinInt64 && b == -1 {
			return Null, fmt.Errorf("integer overflow in division")
		}
		return IntOf(t, a/b), nil
	case ast.OpMod:
		if b == 0 {
			return Null, nil
		}
		if b == -1 {
			return IntOf(t, 0), nil
		}
		return IntOf(t, a%b), nil
	}
	return Null, fmt.Errorf("operator %s cannot be applied to integers", op)
}

func floatArith(op ast.BinaryOp, a, b float64, single bool) (Value, error) {
	mk := FloatValue
	if single {
		mk = RealValue
	}
	switch op {
	case ast.OpAdd:
		return mk(a + b), nil
	case ast.OpSub:
		return mk(a - b), nil
	case ast.OpMul:
		return mk(a * b), nil
	case ast.OpDiv:
		if b == 0 {
			return Null, fmt.Errorf("division by zero")
		}
		return mk(a / b), nil
	case ast.OpDivFrac:
		if b == 0 {
			return Null, nil
		}
		return mk(a / b), nil
	case ast.OpIntDiv:
		// the quotient truncated toward zero, a BIGINT (Spark's div,
		// PostgreSQL's div, MySQL's and Doris's DIV: -7.5 DIV 2 is -3)
		if b == 0 {
			return Null, nil
		}
		return truncToBigInt(a / b)
	case ast.OpMod:
		if b == 0 {
			return Null, nil
		}
		return mk(math.Mod(a, b)), nil
	}
	return Null, fmt.Errorf("operator %s cannot be applied to doubles", op)
}

func decimalArith(op ast.BinaryOp, l, r Value) (Value, error) {
	ua, sa := decParts(l)
	ub, sb := decParts(r)
	s := max(sa, sb)
	a := roundDecimal(ua, sa, s)
	b := roundDecimal(ub, sb, s)
	switch op {
	case ast.OpAdd:
		return DecimalValue(new(big.Int).Add(a, b), s), nil
	case ast.OpSub:
		return DecimalValue(new(big.Int).Sub(a, b), s), nil
	case ast.OpMul:
		return DecimalValue(new(big.Int).Mul(ua, ub), sa+sb), nil
	case ast.OpDiv, ast.OpDivFrac:
		if b.Sign() == 0 {
			if op == ast.OpDivFrac {
				return Null, nil
			}
			return Null, fmt.Errorf("division by zero")
		}
		rs := max(6, sa, sb)
		// a/b at scale rs: (a * 10^(rs+1)) / b, then round
		num := new(big.Int).Mul(a, pow10(rs+1))
		q := new(big.Int).Quo(num, b)
		return DecimalValue(roundDecimal(q, rs+1, rs), rs), nil
	case ast.OpIntDiv:
		if b.Sign() == 0 {
			return Null, nil
		}
		q := new(big.Int).Quo(a, b)
		if !q.IsInt64() {
			return DecimalValue(q, 0), nil // a HUGEINT's (decimal_duckdb.go)
		}
		return IntValue(q.Int64()), nil
	case ast.OpMod:
		if b.Sign() == 0 {
			return Null, nil
		}
		return DecimalValue(new(big.Int).Rem(a, b), s), nil
	}
	return Null, fmt.Errorf("operator %s cannot be applied to decimals", op)
}

func temporalArith(op ast.BinaryOp, l, r Value) (Value, error) {
	switch {
	case l.k == KindDate && r.k == KindInt && (op == ast.OpAdd || op == ast.OpSub):
		if op == ast.OpSub {
			return DateValue(l.i - r.i), nil
		}
		return DateValue(l.i + r.i), nil
	case l.k == KindInt && r.k == KindDate && op == ast.OpAdd:
		return DateValue(l.i + r.i), nil
	case l.k == KindDate && r.k == KindDate && op == ast.OpSub:
		return IntOf(ast.TypeInt, l.i-r.i), nil
	case l.k == KindDate && r.k == KindTime && op == ast.OpAdd:
		// the binder takes it where Options.DateTimeAdd is on
		return TimestampValue(l.i*86400e6 + r.i), nil
	case l.k == KindTime && r.k == KindDate && op == ast.OpAdd:
		return temporalArith(op, r, l)
	case (l.k == KindDate || l.k == KindTimestamp) && r.k == KindInterval && (op == ast.OpAdd || op == ast.OpSub):
		us := l.i
		if l.k == KindDate {
			us *= 86400e6
		}
		sign := 1
		if op == ast.OpSub {
			sign = -1
		}
		if l.t == ast.TypeTimestampTZ {
			loc := l.tzZone()
			return TimestampTZIn(addIntervalIn(us, r.Interval(), sign, loc), loc), nil
		}
		res := addInterval(us, r.Interval(), sign)
		if l.k == KindDate && res%86400e6 == 0 && r.Interval().Micros == 0 {
			return TimestampValue(res), nil
		}
		out := TimestampValue(res)
		out.t = l.t
		if l.k == KindDate {
			out.t = ast.TypeTimestamp
		}
		return out, nil
	case l.k == KindInterval && (r.k == KindDate || r.k == KindTimestamp) && op == ast.OpAdd:
		return temporalArith(op, r, l)
	case l.k == KindTimestamp && r.k == KindTimestamp && op == ast.OpSub:
		// whole days of 24 hours as days, the rest as time, both of the
		// difference's sign (PostgreSQL 15 and DuckDB 1.5 run:
		// '2020-01-03 01:00'::timestamp - '2020-01-01' is 2 days 01:00:00,
		// '2020-01-01'::timestamp - '2020-01-03 01:00' -2 days -01:00:00)
		d := l.i - r.i
		return IntervalValue(Interval{Days: int32(d / 86400e6), Micros: d % 86400e6}), nil // |d| / 86400e6 < 2^31
	case l.k == KindTime && r.k == KindTime && op == ast.OpSub:
		// the binder takes it where Options.TimeDiffInterval is on
		return IntervalValue(Interval{Micros: l.i - r.i}), nil
	case l.k == KindTime && r.k == KindInterval && (op == ast.OpAdd || op == ast.OpSub):
		sign := int64(1)
		if op == ast.OpSub {
			sign = -1
		}
		us := (l.i + sign*r.Interval().Micros) % 86400e6
		if us < 0 {
			us += 86400e6
		}
		return TimeValue(us), nil
	case l.k == KindInterval && r.k == KindInterval && (op == ast.OpAdd || op == ast.OpSub):
		iv, ok := addIntervals(l.Interval(), r.Interval(), op == ast.OpSub)
		if !ok {
			return Null, fmt.Errorf("interval out of range")
		}
		return IntervalValue(iv), nil
	case l.k == KindInterval && r.isNumeric() && (op == ast.OpMul || op == ast.OpDiv || op == ast.OpDivFrac):
		a, f := l.Interval(), r.asFloat()
		if op != ast.OpMul {
			if f == 0 {
				return Null, fmt.Errorf("division by zero")
			}
			f = 1 / f
		}
		iv, ok := scaleInterval(a, f)
		if !ok {
			return Null, fmt.Errorf("interval out of range")
		}
		return IntervalValue(iv), nil
	case r.k == KindInterval && l.isNumeric() && op == ast.OpMul:
		return temporalArith(op, r, l)
	}
	return Null, fmt.Errorf("operator %s cannot be applied to %s and %s", op, l.k, r.k)
}

// addIntervals is a + b, or a - b when sub, field by field; not ok when
// a field leaves its range (months and days INT, microseconds BIGINT),
// where PostgreSQL 15 and DuckDB 1.5 raise (run: INTERVAL '2147483647
// days' + INTERVAL '1 day', -(INTERVAL '-2147483648 days'), INTERVAL
// '2562047788 hours' + INTERVAL '2562047788 hours' are "interval out of
// range" and "Overflow in addition of INT32" and the like).
func addIntervals(a, b Interval, sub bool) (Interval, bool) {
	sign := int64(1)
	if sub {
		sign = -1
	}
	months := int64(a.Months) + sign*int64(b.Months)
	days := int64(a.Days) + sign*int64(b.Days)
	var us int64
	var over bool
	if sub {
		us = a.Micros - b.Micros
		over = (a.Micros >= 0) != (b.Micros >= 0) && (us >= 0) != (a.Micros >= 0)
	} else {
		us = a.Micros + b.Micros
		over = (a.Micros >= 0) == (b.Micros >= 0) && (us >= 0) != (a.Micros >= 0)
	}
	if over || months != int64(int32(months)) || days != int64(int32(days)) {
		return Interval{}, false
	}
	return Interval{int32(months), int32(days), us}, true
}

func unaryOp(op ast.UnaryOp, v Value) (Value, error) {
	switch op {
	case ast.OpNot:
		if v.k != KindBool {
			b, err := castValue(v, tBool)
			if err != nil {
				return Null, fmt.Errorf("NOT needs a boolean, got %s", v.k)
			}
			v = b
		}
		return BoolValue(v.i == 0), nil
	case ast.OpPlus:
		return v, nil
	case ast.OpNeg:
		switch v.k {
		case KindInt:
			if v.i == math.MinInt64 {
				return Null, fmt.Errorf("integer overflow in negation")
			}
			return checkIntRange(v.t, -v.i, "negation")
		case KindFloat:
			out := FloatValue(-v.Float())
			out.t = v.t
			return out, nil
		case KindDecimal:
			return DecimalValue(new(big.Int).Neg(v.DecimalUnscaled()), int(v.i)), nil
		case KindInterval:
			iv, ok := addIntervals(Interval{}, v.Interval(), true)
			if !ok {
				return Null, fmt.Errorf("interval out of range")
			}
			return IntervalValue(iv), nil
		case KindString:
			f, err := castValue(v, tDouble)
			if err != nil {
				return Null, err
			}
			return FloatValue(-f.Float()), nil
		}
		return Null, fmt.Errorf("cannot negate a %s", v.k)
	case ast.OpBitNot:
		v = bitOperand(v)
		if v.k != KindInt {
			return Null, fmt.Errorf("~ needs an integer")
		}
		return IntOf(v.t, ^v.i), nil
	}
	return Null, fmt.Errorf("unknown unary operator")
}

// textOf is a value's text for string functions.
func textOf(v Value) string {
	if v.k == KindString || v.k == KindJSON || v.k == KindBinary {
		return v.s
	}
	return v.String()
}

func concatArrays(l, r Value) Value {
	var out []Value
	for _, v := range []Value{l, r} {
		if v.k == KindArray {
			out = append(out, v.Elems()...)
		} else {
			out = append(out, v)
		}
	}
	if out == nil {
		out = []Value{}
	}
	return ArrayValue(out)
}

func jsonGetOp(l, r Value, asText bool) (Value, error) {
	return jsonGetStyle(l, r, asText, jsontext.Compact, false)
}

// jsonGetStyle is jsonGetOp with the member written in style st:
// PostgreSQL's -> and ->> give a json member's text as written and a
// jsonb member as jsonb writes it (Options.PostgresJSONB; PostgreSQL 15
// run: CAST('{"a" : [1,  2]}' AS json) -> 'a' is [1,  2], of jsonb [1, 2]).
// last: a repeated name is read as its last member (PostgreSQL), else as
// its first (DuckDB).
func jsonGetStyle(l, r Value, asText bool, st jsontext.Style, last bool) (Value, error) {
	j, err := jsontext.Parse(textOf(l), jsontext.Strict)
	if err != nil {
		return Null, nil
	}
	var n *jsontext.Node
	var ok bool
	switch {
	case r.k == KindInt:
		if j.Kind == jsontext.Array {
			i := int(r.i)
			if i < 0 {
				i += len(j.Arr)
			}
			if i >= 0 && i < len(j.Arr) {
				n, ok = j.Arr[i], true
			}
		}
	case strings.HasPrefix(r.s, "$"):
		n, ok = jsonPath(j, r.s)
	case last:
		n, ok = j.MemberLast(textOf(r), false)
	default:
		n, ok = j.Member(textOf(r))
	}
	if !ok {
		return Null, nil
	}
	if asText {
		if n.Kind == jsontext.Null {
			return Null, nil
		}
		return jsonText(n, st), nil
	}
	return JSONValue(n.JSON(st)), nil
}

// truncToBigInt is f truncated toward zero, a BIGINT.
func truncToBigInt(f float64) (Value, error) {
	q := math.Trunc(f)
	if math.IsNaN(q) || q < math.MinInt64 || q >= math.MaxInt64 {
		return Null, fmt.Errorf("bigint out of range")
	}
	return IntValue(int64(q)), nil
}

// IntDivOperands says which operands of DIV are cast to BIGINT first.
type IntDivOperands uint8

const (
	// IntDivExact: none; the exact quotient is truncated.
	IntDivExact IntDivOperands = iota
	// IntDivFractionalToBigInt: DOUBLE and DECIMAL operands (Hive: DIV
	// takes BIGINTs, so 7.5 DIV 2 is 7 DIV 2 = 3, -7.5 DIV 2 is -3, 5.5
	// DIV 0.5 is 5 DIV 0, NULL).
	IntDivFractionalToBigInt
	// IntDivFloatToBigInt: DOUBLE and REAL operands; a DECIMAL's exact
	// quotient is truncated (Spark: div takes integral or decimal
	// operands, -5.9 div 1 is -5, 5.5 div 0.5 is 11, and a DOUBLE is cast
	// to an integral type).
	IntDivFloatToBigInt
)

// intDivArith is next with DIV's operands cast to BIGINT as
// Options.IntDivOperands says.
func (o *Options) intDivArith(next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	rule := o.IntDivOperands
	if rule == IntDivExact {
		return next
	}
	cast := func(v Value) (Value, error) {
		if v.k == KindDecimal && rule == IntDivFloatToBigInt {
			return v, nil
		}
		return fracToBigInt(v)
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		if op == ast.OpIntDiv {
			var err error
			if l, err = cast(l); err != nil {
				return Null, err
			}
			if r, err = cast(r); err != nil {
				return Null, err
			}
		}
		return next(op, l, r)
	}
}

// intDivRange is next with an integer quotient outside its type's range an
// error when Options.IntDivRangeError says so (-2147483648 / -1 of
// INTEGERs; BIGINT's raises everywhere).
func (o *Options) intDivRange(next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	if !o.IntDivRangeError {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		v, err := next(op, l, r)
		if err != nil || v.k != KindInt || op != ast.OpDiv && op != ast.OpIntDiv {
			return v, err
		}
		return checkIntRange(v.t, v.i, "division")
	}
}

// intModRange is next with the remainder of its integer type's least
// value by -1 an error when Options.IntModRangeError says so.
func (o *Options) intModRange(next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	if !o.IntModRangeError {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		v, err := next(op, l, r)
		if err != nil || v.k != KindInt || l.k != KindInt || r.k != KindInt || r.i != -1 {
			return v, err
		}
		if lo, _ := intRange(v.t); l.i == lo {
			return Null, fmt.Errorf("integer overflow in division (%s)", ast.TypeKind(v.t))
		}
		return v, nil
	}
}

// modArith is next with a float remainder by zero NaN when
// Options.FloatModZeroNaN says so (an error when Options.FloatModZeroError
// does), an exact one an error when Options.ExactModZeroError does, and an integer or float one the
// dividend when Options.ModZeroDividend does.
func (o *Options) modArith(next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	nan, raise, dividend, floatRaise := o.FloatModZeroNaN, o.ExactModZeroError, o.ModZeroDividend, o.FloatModZeroError
	if !nan && !raise && !dividend && !floatRaise {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		if dividend {
			if v, ok := modZeroDividend(op, l, r); ok {
				return v, nil
			}
		}
		if nan {
			if v, ok := floatModZeroNaN(op, l, r); ok {
				return v, nil
			}
		}
		if raise && op == ast.OpMod && isFixed(l) && isFixed(r) && isZero(r) {
			return Null, fmt.Errorf("division by zero")
		}
		if floatRaise && op == ast.OpMod && (l.k == KindFloat || r.k == KindFloat) && l.isNumeric() && r.isNumeric() && isZero(r) {
			return Null, fmt.Errorf("division by zero")
		}
		return next(op, l, r)
	}
}

// modZeroDividend is l, and true, for l % r where neither operand is NULL
// or a decimal, and r is zero (see Options.ModZeroDividend); an integer l
// becomes a DOUBLE beside a float r, as the operands of Drill's mod are
// made one type.
func modZeroDividend(op ast.BinaryOp, l, r Value) (Value, bool) {
	if op != ast.OpMod || !l.isNumeric() || !r.isNumeric() || l.k == KindDecimal || r.k == KindDecimal || !isZero(r) {
		return Null, false
	}
	if l.k == KindInt && r.k == KindFloat {
		return FloatValue(l.asFloat()), true
	}
	return l, true
}

// floatModZeroNaN is NaN, and true, for l % r where one operand is a
// float, neither is NULL and r is zero (see Options.FloatModZeroNaN).
func floatModZeroNaN(op ast.BinaryOp, l, r Value) (Value, bool) {
	if op != ast.OpMod || l.k != KindFloat && r.k != KindFloat || !l.isNumeric() || !r.isNumeric() || r.asFloat() != 0 {
		return Null, false
	}
	if l.t == ast.TypeReal && r.t != ast.TypeDouble || r.t == ast.TypeReal && l.t != ast.TypeDouble {
		return RealValue(math.NaN()), true
	}
	return FloatValue(math.NaN()), true
}

// fracToBigInt is a DOUBLE, REAL or DECIMAL v truncated toward zero to a
// BIGINT; other values are returned as they are.
func fracToBigInt(v Value) (Value, error) {
	switch v.k {
	case KindFloat:
		return truncToBigInt(v.asFloat())
	case KindDecimal:
		u, s := decParts(v)
		q := new(big.Int).Quo(u, pow10(s))
		if !q.IsInt64() {
			return Null, fmt.Errorf("bigint out of range")
		}
		return IntValue(q.Int64()), nil
	}
	return v, nil
}

// scaleInterval is an interval times f, each part's fraction carried into
// the next smaller one as PostgreSQL's interval_mul does: a fraction of a
// month as days of 30, a fraction of a day as seconds (run on PostgreSQL 15
// and DuckDB 1.5: 1.5 * INTERVAL '1' MONTH is 1 mon 15 days, INTERVAL '3'
// DAY * 1.5 is 4 days 12:00:00). ok is false when a part does not fit
// (or f is NaN), which both engines raise as out of range (run on
// PostgreSQL 15 and DuckDB 1.5: INTERVAL '1 month' * 3000000000 and
// INTERVAL '1 day' * 1e20 are errors).
func scaleInterval(a Interval, f float64) (Interval, bool) {
	tsRound := func(x float64) float64 { return math.RoundToEven(x*1e6) / 1e6 }
	fits32 := func(x float64) bool { return x >= math.MinInt32 && x < -float64(math.MinInt32) }
	mf := float64(a.Months) * f
	df := float64(a.Days) * f
	if !fits32(mf) || !fits32(df) { // false for NaN
		return Interval{}, false
	}
	months := int32(mf)
	days := int32(df)
	monthDays := tsRound((mf - float64(months)) * 30)
	secs := tsRound((df - float64(days) + monthDays - math.Trunc(monthDays)) * 86400)
	if math.Abs(secs) >= 86400 {
		days += int32(secs / 86400)
		secs -= math.Trunc(secs/86400) * 86400
	}
	days += int32(monthDays)
	us := math.RoundToEven(float64(a.Micros)*f + secs*1e6)
	if !(us >= math.MinInt64 && us < -float64(math.MinInt64)) {
		return Interval{}, false
	}
	return Interval{months, days, int64(us)}, true
}

// floatRange is next with a float result of + - * / past its type's range
// an error when Options.FloatRangeError says so: an infinite result of
// finite operands overflows, a zero product or quotient of a non-zero
// dividend (and a finite divisor) underflows.
func (o *Options) floatRange(next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	if !o.FloatRangeError {
		return next
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		v, err := next(op, l, r)
		if err != nil || v.k != KindFloat || !l.isNumeric() || !r.isNumeric() {
			return v, err
		}
		res, a, b := v.Float(), l.asFloat(), r.asFloat()
		inf := func(f float64) bool { return math.IsInf(f, 0) }
		switch op {
		case ast.OpAdd, ast.OpSub, ast.OpMul:
			if inf(res) && !inf(a) && !inf(b) {
				return Null, errFloatOver
			}
			if op == ast.OpMul && res == 0 && a != 0 && b != 0 {
				return Null, errFloatUnder
			}
		case ast.OpDiv:
			if inf(res) && !inf(a) {
				return Null, errFloatOver
			}
			if res == 0 && a != 0 && !inf(b) {
				return Null, errFloatUnder
			}
		}
		return v, nil
	}
}
