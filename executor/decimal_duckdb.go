package executor

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Options.DecimalDuckDB: DuckDB's DECIMAL holds at most 38 digits and its
// HUGEINT is a 128-bit integer.
//
// The result of +, - and * over a DECIMAL is a DECIMAL of at most 38
// digits: a result of more raises (DuckDB 1.5 run:
// CAST(99999999999999999999999999999999999999 AS DECIMAL(38,0)) + 1 raises
// "Overflow in addition of DECIMAL(38) (99999999999999999999999999999999999999 + 1);",
// - "Overflow in subtract of DECIMAL(38)", a DECIMAL(19,0) times a
// DECIMAL(20,0) past 38 digits "Overflow in multiplication of
// DECIMAL(38)", an INTEGER or a HUGEINT beside the DECIMAL(38,0) the same),
// and a product needing more than 38 digits after the point raises
// "Needed scale 40 ..." (DECIMAL(38,20) times DECIMAL(38,20)). A sum
// goes past 38 digits (sum of 99999999999999999999999999999999999999 and
// 1 as DECIMAL(38,0) is 100000000000000000000000000000000000000 there);
// DuckDB raises past a HUGEINT ("Overflow in HUGEINT addition",
// SumDecimalRaisePastHugeInt).
//
// An integer literal of more digits than a BIGINT holds is a HUGEINT, not
// a DECIMAL: its arithmetic with integers goes to 2^127 - 1
// (99999999999999999999999999999999999999 + 1 is 10^38, times 2 raises
// "Overflow in multiplication of INT128 (...)!").
//
// A REAL or a DOUBLE cast to DECIMAL(p, s) is scaled by 10^s in double
// precision, rounded half away from zero, a REAL's then made a REAL again
// (DuckDB's DoubleToDecimalCast; DuckDB 1.5 run: CAST(CAST(1.1 AS REAL)
// AS DECIMAL(18,10)) is 1.1000000512, CAST(CAST(1.1 AS DOUBLE) AS
// DECIMAL(30,25)) 1.1000000000000002499805184, CAST(CAST(2.5 AS DOUBLE)
// AS DECIMAL(2,0)) 3 and of -2.5 -3).

// duckIntegral reports whether the operand a, bound as e, is an integer
// in DuckDB: of an integer type, or an integer literal (a HUGEINT past
// BIGINT's range, which the executor types as a decimal of scale 0), or
// +, - or * of such literals.
func duckIntegral(a ast.Expr, e Expr) bool {
	if e.Type().Kind.IsInteger() {
		return true
	}
	var lit func(a ast.Expr) bool
	lit = func(a ast.Expr) bool {
		switch x := a.(type) {
		case *ast.Literal:
			return x.Kind == ast.LitInt && x.Type == ast.TypeUnknown
		case *ast.Unary:
			return (x.Op == ast.OpNeg || x.Op == ast.OpPlus) && lit(x.X)
		case *ast.Binary:
			return (x.Op == ast.OpAdd || x.Op == ast.OpSub || x.Op == ast.OpMul) && lit(x.L) && lit(x.R)
		}
		return false
	}
	return lit(a)
}

// int128Max is 2^127 - 1, HUGEINT's greatest value.
var int128Max = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 127), big.NewInt(1))

// int128Min is -2^127, HUGEINT's least value (DuckDB 1.5 run:
// -170141183460469231731687303715884105727 - 1 is
// -170141183460469231731687303715884105728).
var int128Min = new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), 127))

// decimalRange is next with DuckDB's bounds on +, - and * (see
// Options.DecimalDuckDB) when the options say so; int128 is whether both
// operands are integers in DuckDB (Bin.Int128), t the result's type: a
// HUGEINT's BIGINT values whose result leaves BIGINT's range are added
// or multiplied exactly (DuckDB 1.5 run: CAST(9223372036854775807 AS
// HUGEINT) + 1 is 9223372036854775808), where a BIGINT's raise.
func (o *Options) decimalRange(op ast.BinaryOp, int128 bool, t Type, next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	if !o.DecimalDuckDB || op != ast.OpAdd && op != ast.OpSub && op != ast.OpMul {
		return next
	}
	huge := int128 && t.Kind == ast.TypeHugeInt
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		if huge && l.k == KindInt && r.k == KindInt {
			if v, err := next(op, l, r); err == nil {
				return v, nil
			}
			l, r = DecimalValue(big.NewInt(l.i), 0), DecimalValue(big.NewInt(r.i), 0)
		}
		ua, sa := decParts(l)
		ub, sb := decParts(r)
		if op == ast.OpMul && l.k == KindDecimal && r.k == KindDecimal && sa+sb > numberDigits {
			return Null, fmt.Errorf("Needed scale %d to accurately represent the multiplication result, but this is out of range of the DECIMAL type. Max scale is %d; could not perform an accurate multiplication. Either add a cast to DOUBLE, or add an explicit cast to a decimal with a lower scale.", sa+sb, numberDigits)
		}
		v, err := next(op, l, r)
		if err != nil || v.k != KindDecimal {
			return v, err
		}
		u := v.DecimalUnscaled()
		if op != ast.OpMul {
			s := max(sa, sb)
			ua, ub = roundDecimal(ua, sa, s), roundDecimal(ub, sb, s)
		}
		if int128 {
			if inInt128(u) {
				if huge {
					return hugeValue(u), nil
				}
				return v, nil
			}
			what := map[ast.BinaryOp]string{ast.OpAdd: "addition", ast.OpSub: "subtraction", ast.OpMul: "multiplication"}[op]
			return Null, fmt.Errorf("Overflow in %s of INT128 (%s %s %s)!", what, ua, op, ub)
		}
		if op != ast.OpMul {
			// each operand is cast to the result's DECIMAL(38, s) first
			// (DuckDB 1.5 run: 1.5::DECIMAL(38,37) - 10 raises "Could not
			// cast value 10 to DECIMAL(38,37)")
			for i, x := range []Value{l, r} {
				if []*big.Int{ua, ub}[i].CmpAbs(pow10(numberDigits)) >= 0 {
					return Null, fmt.Errorf("Could not cast value %s to DECIMAL(%d,%d)", x, numberDigits, max(sa, sb))
				}
			}
		}
		if u.CmpAbs(pow10(numberDigits)) < 0 {
			return v, nil
		}
		if op == ast.OpMul {
			return Null, fmt.Errorf("Overflow in multiplication of DECIMAL(38) (%s * %s). You might want to add an explicit cast to a decimal with a smaller scale.", ua, ub)
		}
		what := map[ast.BinaryOp]string{ast.OpAdd: "addition", ast.OpSub: "subtract"}[op]
		return Null, fmt.Errorf("Overflow in %s of DECIMAL(38) (%s %s %s)", what, ua, op, ub)
	}
}

// duckDecimalWidth is the width and scale DuckDB gives e as a DECIMAL
// operand: a DECIMAL's own, an integer type's (TINYINT 3, SMALLINT 5,
// INTEGER 10, BIGINT 19 digits; an integer literal is an INTEGER when it
// fits one, DuckDB 1.5 run: CAST(1 AS DECIMAL(9,2)) * 3 is a
// DECIMAL(18,2)), 18 for a product duckInt64Product computes; ok false
// when it is not known.
func duckDecimalWidth(e Expr) (w, s int, ok bool) {
	if b, isBin := e.(*Bin); isBin && b.Int64Product {
		_, sl, _ := duckDecimalWidth(b.L)
		_, sr, _ := duckDecimalWidth(b.R)
		return 18, sl + sr, true
	}
	if b, isBin := e.(*Bin); isBin && b.Int64Sum {
		_, sl, _ := duckDecimalWidth(b.L)
		_, sr, _ := duckDecimalWidth(b.R)
		return 18, max(sl, sr), true // decimal_duckdb_sum.go
	}
	t := e.Type()
	switch t.Kind {
	case ast.TypeDecimal:
		return t.Prec, t.Scale, t.Prec > 0 && t.Scale >= 0
	case ast.TypeTinyInt:
		return 3, 0, true
	case ast.TypeSmallInt:
		return 5, 0, true
	case ast.TypeInt:
		return 10, 0, true
	case ast.TypeBigInt:
		if c, isConst := e.(*Const); isConst && c.V.k == KindInt && c.V.i >= math.MinInt32 && c.V.i <= math.MaxInt32 {
			return 10, 0, true
		}
		return 19, 0, true
	}
	return 0, 0, false
}

// duckInt64Product: DuckDB multiplies two DECIMALs (or a DECIMAL and an
// integer) of at most 18 digits each, whose widths add up past 18 and
// whose scales add up to less than 18, in 64 bits, as a DECIMAL(18, s1 +
// s2), and raises for a product of 18 digits or more (DuckDB 1.5 run: a
// DECIMAL(10,2) times a DECIMAL(10,2) is a DECIMAL(18,4), a DECIMAL(9,2)
// times an INTEGER a DECIMAL(18,2), a DECIMAL(18,4) times a
// DECIMAL(10,2) a DECIMAL(18,6); a DECIMAL(10,9) times a DECIMAL(10,9) is
// a DECIMAL(20,18), a DECIMAL(4,2) times a BIGINT a DECIMAL(23,2);
// CAST(1000000000 AS DECIMAL(10,0)) * CAST(1000000000 AS DECIMAL(10,0))
// raises "Overflow in multiplication of DECIMAL(18) (1000000000 *
// 1000000000)", 999999999 times 1000000001 is 999999999999999999). At
// least one operand is a DECIMAL.
func duckInt64Product(l, r Expr) bool {
	if l.Type().Kind != ast.TypeDecimal && r.Type().Kind != ast.TypeDecimal {
		return false
	}
	wl, sl, okl := duckDecimalWidth(l)
	wr, sr, okr := duckDecimalWidth(r)
	return okl && okr && wl <= 18 && wr <= 18 && wl+wr > 18 && sl+sr < 18
}

// duckInt64ProductRange is next raising, as DuckDB does, for a product
// duckInt64Product computes whose unscaled value has 18 digits or more.
func duckInt64ProductRange(next func(op ast.BinaryOp, l, r Value) (Value, error)) func(op ast.BinaryOp, l, r Value) (Value, error) {
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		v, err := next(op, l, r)
		if err != nil || v.k != KindDecimal {
			return v, err
		}
		if v.DecimalUnscaled().CmpAbs(pow10(18)) >= 0 {
			ua, _ := decParts(l)
			ub, _ := decParts(r)
			return Null, fmt.Errorf("Overflow in multiplication of DECIMAL(18) (%s * %s). You might want to add an explicit cast to a bigger decimal.", ua, ub)
		}
		return v, nil
	}
}

// duckProductScale is DuckDB's error at binding for the product x of l
// and r whose DECIMAL types need a scale past 38, whatever the rows
// (DuckDB 1.5 run: SELECT CAST(a AS DECIMAL(38,30)) * CAST(b AS
// DECIMAL(38,30)) ... WHERE false raises "Needed scale 60 ..."), but not
// of a NULL constant (CAST(NULL AS DECIMAL(38,30)) * CAST(1 AS
// DECIMAL(38,30)) is NULL). It is checked of a cast and a literal only,
// whose scale is the written one (the executor's type of a function,
// round(x, 2), is not always DuckDB's); decimalRange raises the same of
// the values.
func duckProductScale(x *ast.Binary, l, r Expr) error {
	lt, rt := l.Type(), r.Type()
	if x.Op != ast.OpMul || lt.Kind != ast.TypeDecimal || rt.Kind != ast.TypeDecimal || lt.Prec <= 0 || rt.Prec <= 0 ||
		lt.Scale < 0 || rt.Scale < 0 || lt.Scale+rt.Scale <= numberDigits {
		return nil
	}
	for _, e := range []Expr{l, r} {
		switch c := e.(type) {
		case *Const:
			if c.V.k == KindNull {
				return nil
			}
		case *CastE:
		default:
			return nil
		}
	}
	return errAt(x, "Needed scale %d to accurately represent the multiplication result, but this is out of range of the DECIMAL type. Max scale is %d; could not perform an accurate multiplication. Either add a cast to DOUBLE, or add an explicit cast to a decimal with a lower scale.", lt.Scale+rt.Scale, numberDigits)
}

// floatToDecimal is the float v cast to the DECIMAL t as the engine's
// dialect casts it, done when out is the result: PostgreSQL reads v's
// text of 6 or 15 significant digits (pgFloatDigits; out is that number,
// which castDecimal then rounds to t), DuckDB scales it
// (duckFloatToDecimal). Any other v is returned as it is.
func (o *Options) floatToDecimal(v Value, t Type) (out Value, done bool, err error) {
	if (o.PostgresTyping || o.DecimalDuckDB) && t.Kind != ast.TypeDecimal && holdsDecimal(t) {
		// part by part in an array, a struct or a map (PostgreSQL 15:
		// CAST(ARRAY[CAST(1.1 AS real)] AS numeric(18,10)[]) is
		// {1.1000000000}; DuckDB 1.5: CAST([CAST(1.1 AS REAL)] AS
		// DECIMAL(18,10)[]) is [1.1000000512], as in a STRUCT or a MAP);
		// the value is then cast as any other
		part := func(e Value, t Type) (Value, error) {
			x, _, err := o.floatToDecimal(e, t)
			return x, err
		}
		parts := func(vs []Value, ts func(i int) Type) ([]Value, error) {
			out := make([]Value, len(vs))
			for i, e := range vs {
				x, err := part(e, ts(i))
				if err != nil {
					return nil, err
				}
				out[i] = x
			}
			return out, nil
		}
		switch {
		case v.k == KindArray && t.Kind == ast.TypeArray && t.Elem != nil:
			elems, err := parts(v.Elems(), func(int) Type { return *t.Elem })
			if err != nil {
				return Null, true, err
			}
			return ArrayValue(elems), false, nil
		case v.k == KindStruct && t.Kind == ast.TypeStruct && structFieldsAre(v.Struct().Names, t):
			vals, err := parts(v.Struct().Vals, func(i int) Type { return t.Fields[i].Type })
			if err != nil {
				return Null, true, err
			}
			return StructOf(v.Struct().Names, vals), false, nil
		case v.k == KindMap && t.Kind == ast.TypeMap && t.Key != nil && t.Val != nil:
			keys, err := parts(v.Map().Keys, func(int) Type { return *t.Key })
			if err != nil {
				return Null, true, err
			}
			vals, err := parts(v.Map().Vals, func(int) Type { return *t.Val })
			if err != nil {
				return Null, true, err
			}
			return MapOf(keys, vals), false, nil
		}
		return v, false, nil
	}
	if o.PostgresTyping && t.Kind == ast.TypeDecimal && v.k == KindFloat {
		return pgFloatDigits(v), false, nil
	}
	if o.DecimalDuckDB {
		return duckFloatToDecimal(v, t)
	}
	return v, false, nil
}

// duckFloatToDecimal is the DECIMAL(p, s) t of the REAL or DOUBLE v as
// DuckDB casts it (Options.DecimalDuckDB): v times 10^s in double
// precision, rounded half away from zero, a REAL's made a REAL again.
// ok is false for a value that is not a finite float or a type without
// a scale, which castDecimal converts.
func duckFloatToDecimal(v Value, t Type) (out Value, ok bool, err error) {
	f := v.Float()
	if v.k != KindFloat || t.Kind != ast.TypeDecimal || t.Scale < 0 || t.Prec <= 0 || math.IsNaN(f) || math.IsInf(f, 0) {
		return v, false, nil
	}
	// 10^n as the double nearest to it, as a literal 1en is
	pow := func(n int) float64 {
		p, _ := strconv.ParseFloat("1e"+strconv.Itoa(n), 64)
		return p
	}
	r := math.Round(f * pow(t.Scale))
	if r <= -pow(t.Prec) || r >= pow(t.Prec) {
		return Null, true, fmt.Errorf("Could not cast value %f to DECIMAL(%d,%d)", f, t.Prec, t.Scale)
	}
	if v.t == ast.TypeReal {
		r = float64(float32(r))
	}
	u, _ := new(big.Float).SetFloat64(r).Int(nil)
	return DecimalValue(u, t.Scale), true, nil
}

// unsignedTypes are DuckDB's unsigned integer types and their aliases.
var unsignedTypes = map[string]bool{"UTINYINT": true, "USMALLINT": true, "UINTEGER": true, "UBIGINT": true,
	"UHUGEINT": true, "UINT8": true, "UINT16": true, "UINT32": true, "UINT64": true, "UINT128": true}

// unsignedTypeError is an error at the first of DuckDB's unsigned integer
// types stmt names, which the executor does not model: it would read
// CAST(x AS UBIGINT) as x, where DuckDB checks the range and its
// arithmetic raises below zero (DuckDB 1.5 run: CAST(5 AS UBIGINT) - 6
// raises "Overflow in subtraction of UINT64 (5 - 6)!", CAST(1 AS
// UBIGINT) + '-2' "Could not convert string '-2' to UINT64",
// '18446744073709551615'::UBIGINT - 1 is 18446744073709551614).
func unsignedTypeError(stmt ast.Stmt) error {
	for n := range ast.Preorder(stmt) {
		if t, ok := n.(*ast.TypeName); ok && t.Kind == ast.TypeOther && unsignedTypes[strings.ToUpper(t.Name)] {
			return errAt(t, "the unsigned integer type %s is not modelled by the reference executor (its range and arithmetic are not a signed type's): use BIGINT or HUGEINT, or run the query on DuckDB (--engine duckdb)", strings.ToUpper(t.Name))
		}
	}
	return nil
}

// holdsDecimal reports whether the type t is or holds a DECIMAL, in an
// array, a struct or a map.
func holdsDecimal(t Type) bool {
	switch {
	case t.Kind == ast.TypeDecimal:
		return true
	case t.Elem != nil && holdsDecimal(*t.Elem), t.Key != nil && holdsDecimal(*t.Key), t.Val != nil && holdsDecimal(*t.Val):
		return true
	}
	for _, f := range t.Fields {
		if holdsDecimal(f.Type) {
			return true
		}
	}
	return false
}

// structFieldsAre reports whether names are the fields of the struct type
// t, in order.
func structFieldsAre(names []string, t Type) bool {
	if len(names) != len(t.Fields) {
		return false
	}
	for i, n := range names {
		if !strings.EqualFold(n, t.Fields[i].Name) {
			return false
		}
	}
	return true
}
