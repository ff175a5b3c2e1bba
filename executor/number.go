package executor

import (
	"fmt"
	"math"
	"math/big"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/jsontext"
)

// Options.NumberIntegers: Snowflake's fixed-point numbers (Snowflake SQL
// reference, "Numeric data types" and "Arithmetic operators: scale and
// precision in arithmetic operations").
//
// INTEGER, INT, BIGINT, SMALLINT, TINYINT and BYTEINT are synonyms of
// NUMBER(38, 0): a column, a CAST or a function parameter of any of them is
// a decimal(38,0), so it holds any integer of up to 38 digits (a value cast
// to it is rounded as for any decimal, half away from zero).
//
// An integer value is held as a 64-bit KindInt when it fits (an integer
// literal, a count, the integral result of arithmetic) and as an exact
// KindDecimal of scale 0 otherwise or when it was cast to a NUMBER; both
// compare, group and print alike.
//
// Arithmetic on two fixed-point values (integers and decimals) is exact,
// with the result scales Snowflake documents for inputs of scales S1, S2:
//
//	a + b, a - b  max(S1, S2)
//	a * b         min(S1 + S2, max(S1, S2, 12)), rounded
//	a / b         max(S1, min(S1 + 6, 12)), rounded
//
// (so 7 / 2 is 3.500000 and 1 / 3 is 0.333333), rounding half away from
// zero; a % b keeps max(S1, S2) and the sign of a, and a % 0 stays NULL
// as elsewhere in the executor. A result of more than 38 digits is an
// error, as a division by zero is (Snowflake's DIV0 is the spelling that
// gives 0). A float operand makes the operation a float one, as before.

// numberDigits is NUMBER's greatest precision.
const numberDigits = 38

// numberTypeName is tn with every integer type, at any depth (an array's
// elements, a map's keys and values, a struct's fields), made NUMBER(38, 0),
// and every CHAR(n) made VARCHAR(n), a bare CHAR VARCHAR(1): Snowflake's
// CHAR is a VARCHAR, not padded with spaces (Snowflake documentation,
// "String & binary data types", CHAR, CHARACTER, NCHAR: "Synonymous with
// VARCHAR, except that if the length is not specified, CHAR(1) is the
// default"; strings shorter than the maximum length are not space-padded).
// tn itself is returned when nothing changes.
func numberTypeName(tn *ast.TypeName) *ast.TypeName {
	if tn == nil {
		return nil
	}
	if tn.Kind.IsInteger() || tn.Kind == ast.TypeOther && tn.Name == "BYTEINT" {
		return &ast.TypeName{Span: tn.Span, Kind: ast.TypeDecimal, Name: "NUMBER", Params: []int{numberDigits, 0}}
	}
	if tn.Kind == ast.TypeChar {
		params := tn.Params
		if len(params) == 0 {
			params = []int{1}
		}
		return &ast.TypeName{Span: tn.Span, Kind: ast.TypeVarchar, Name: "VARCHAR", Params: params}
	}
	elem, key, val := numberTypeName(tn.Elem), numberTypeName(tn.Key), numberTypeName(tn.Value)
	changed := elem != tn.Elem || key != tn.Key || val != tn.Value
	fields := tn.Fields
	copied := false
	for i, f := range tn.Fields {
		ft := numberTypeName(f.Type)
		if ft == f.Type {
			continue
		}
		if !copied {
			fields, copied = append([]*ast.FieldType(nil), tn.Fields...), true
		}
		nf := *f
		nf.Type = ft
		fields[i] = &nf
		changed = true
	}
	if !changed {
		return tn
	}
	out := *tn
	out.Elem, out.Key, out.Value, out.Fields = elem, key, val, fields
	return &out
}

// typeName is tn as the engine's dialect reads it (Options.NumberIntegers).
func (o *Options) typeName(tn *ast.TypeName) *ast.TypeName {
	if o.CharLength == CharLengthPostgres {
		tn = charTypeName(tn) // nested_text.go
	}
	if o.NumberIntegers {
		return numberTypeName(tn)
	}
	return tn
}

// typeOf is the executor type of a type name written in the engine's dialect.
func (o *Options) typeOf(tn *ast.TypeName) Type {
	t := TypeFromAST(o.typeName(tn))
	o.typeDigits(&t, tn) // trino_ts_text.go
	if o.PostgresJSONB {
		markJSONB(&t, tn) // jsonb.go
	}
	return t
}

// schema is a CREATE TABLE of a schema file with its column types as the
// engine's dialect reads them; ct itself when nothing changes.
func (o *Options) schema(ct *ast.CreateTable) *ast.CreateTable {
	if ct == nil || !o.NumberIntegers {
		return ct
	}
	mapCols := func(cols []*ast.ColumnDef) []*ast.ColumnDef {
		out := make([]*ast.ColumnDef, len(cols))
		for i, c := range cols {
			nc := *c
			nc.Type = numberTypeName(c.Type)
			out[i] = &nc
		}
		return out
	}
	out := *ct
	out.Columns, out.PartitionBy = mapCols(ct.Columns), mapCols(ct.PartitionBy)
	return &out
}

// arith is the evaluation of arithmetic operators under the engine's
// rules, a DATE computed beyond the engine's range raising (date_range.go).
func (o *Options) arith() func(op ast.BinaryOp, l, r Value) (Value, error) {
	f := o.arithRules()
	if _, _, ok := o.DateRange.bounds(); !ok {
		return f
	}
	return func(op ast.BinaryOp, l, r Value) (Value, error) {
		v, err := f(op, l, r)
		if err == nil && (l.k == KindDate || r.k == KindDate) {
			err = o.DateRange.arith(v)
		}
		return v, err
	}
}

// arithRules is arith without the DATE range.
func (o *Options) arithRules() func(op ast.BinaryOp, l, r Value) (Value, error) {
	if o.NumberIntegers {
		return numberArith
	}
	if o.PostgresJSONB || o.RealWidens {
		return func(op ast.BinaryOp, l, r Value) (Value, error) {
			if o.RealWidens {
				l, r = widenReal(op, l, r) // real_arith.go
			}
			if !o.PostgresJSONB {
				return binaryOp(op, l, r)
			}
			if (op == ast.OpJSONGet || op == ast.OpJSONGetText) && l.k != KindNull && r.k != KindNull {
				// a repeated name: PostgreSQL's json reads the last member
				// (PostgreSQL 15 run: '{"a":1,"a":2}'::json ->> 'a' is 2)
				v, err := jsonGetStyle(l, r, op == ast.OpJSONGetText, jsontext.AsWritten, true) // arith.go
				if isJSONB(l) && v.k == KindJSON {
					v.i = jsonbMark // a member of a jsonb is a jsonb
				}
				return v, err
			}
			if op == ast.OpConcat && isJSONB(l) && isJSONB(r) {
				return jsonbConcat(l, r) // jsonb.go
			}
			return binaryOp(op, l, r)
		}
	}
	if o.DateDaysWrap {
		return func(op ast.BinaryOp, l, r Value) (Value, error) {
			v, err := binaryOp(op, l, r)
			if err == nil && (op == ast.OpAdd || op == ast.OpSub) && (l.k == KindDate) != (r.k == KindDate) {
				v = wrapDays(v)
			}
			return v, err
		}
	}
	if o.DateDiffBigInt {
		return func(op ast.BinaryOp, l, r Value) (Value, error) {
			v, err := binaryOp(op, l, r)
			if err == nil && op == ast.OpSub && l.k == KindDate && r.k == KindDate && v.k == KindInt {
				v = IntOf(ast.TypeBigInt, v.i)
			}
			return v, err
		}
	}
	return binaryOp
}

// binType is a binary operator's result type under the engine's rules.
func (o *Options) binType(op ast.BinaryOp, l, r Type) Type {
	if o.NumberIntegers {
		if t, ok := numberBinType(op, l, r); ok {
			return t
		}
	}
	if o.DateDiffBigInt && op == ast.OpSub && l.Kind == ast.TypeDate && r.Kind == ast.TypeDate {
		return tBigInt
	}
	if o.RealWidens && realWidened(op, l.Kind, r.Kind) {
		return tDouble // real_arith.go
	}
	if o.PostgresJSONB && l.JSONB && (op == ast.OpJSONGet || op == ast.OpConcat && r.JSONB) {
		return l // jsonb -> key and jsonb || jsonb are jsonb
	}
	if t := binType(op, l, r); !(o.PostgresTyping && op == ast.OpConcat && t.Kind == ast.TypeVarchar) {
		return t
	}
	return Type{Kind: ast.TypeString} // PostgreSQL's || of strings is text (pgTextResult)
}

// fixedScale is the scale of a fixed-point type (0 for an integer type).
func fixedScale(t Type) (int, bool) {
	switch {
	case t.Kind.IsInteger():
		return 0, true
	case t.Kind == ast.TypeDecimal && t.Scale >= 0:
		return t.Scale, true
	}
	return 0, false
}

// numberScale is the result scale of op over fixed-point operands of
// scales sl and sr; ok is false for an operator that is not arithmetic.
func numberScale(op ast.BinaryOp, sl, sr int) (int, bool) {
	switch op {
	case ast.OpAdd, ast.OpSub, ast.OpMod:
		return max(sl, sr), true
	case ast.OpMul:
		return min(sl+sr, max(sl, sr, 12)), true
	case ast.OpDiv, ast.OpDivFrac:
		return max(sl, min(sl+6, 12)), true
	}
	return 0, false
}

// numberBinType is the NUMBER type of op over two fixed-point types.
func numberBinType(op ast.BinaryOp, l, r Type) (Type, bool) {
	sl, okl := fixedScale(l)
	sr, okr := fixedScale(r)
	if !okl || !okr {
		return Type{}, false
	}
	s, ok := numberScale(op, sl, sr)
	if !ok {
		return Type{}, false
	}
	return Type{Kind: ast.TypeDecimal, Prec: numberDigits, Scale: s}, true
}

func isFixed(v Value) bool { return v.k == KindInt || v.k == KindDecimal }

// isZero reports whether a numeric value is zero.
func isZero(v Value) bool {
	switch v.k {
	case KindInt:
		return v.i == 0
	case KindDecimal:
		return v.DecimalUnscaled().Sign() == 0
	case KindFloat:
		return v.Float() == 0
	}
	return false
}

// numberArith is binaryOp under NUMBER's rules (Options.NumberIntegers).
func numberArith(op ast.BinaryOp, l, r Value) (Value, error) {
	if l.k == KindNull || r.k == KindNull {
		return binaryOp(op, l, r)
	}
	if _, ok := numberScale(op, 0, 0); !ok {
		// not arithmetic (||, bit and JSON operators), or an integral
		// division, which the dialect cannot write
		return binaryOp(op, l, r)
	}
	if (op == ast.OpDiv || op == ast.OpDivFrac) && l.isNumeric() && r.isNumeric() && isZero(r) {
		return Null, fmt.Errorf("division by zero")
	}
	if !isFixed(l) || !isFixed(r) {
		return binaryOp(op, l, r)
	}
	if l.k == KindInt && r.k == KindInt {
		if v, ok := int64Arith(op, l.i, r.i); ok && v.i != math.MinInt64 {
			return v, nil
		}
	}
	ua, sa := decParts(l)
	ub, sb := decParts(r)
	s, _ := numberScale(op, sa, sb)
	var u *big.Int
	switch op {
	case ast.OpAdd, ast.OpSub, ast.OpMod:
		a, b := roundDecimal(ua, sa, s), roundDecimal(ub, sb, s)
		switch op {
		case ast.OpAdd:
			u = a.Add(a, b)
		case ast.OpSub:
			u = a.Sub(a, b)
		default:
			if b.Sign() == 0 {
				return Null, nil
			}
			u = a.Rem(a, b) // the sign of the dividend
		}
	case ast.OpMul:
		u = roundDecimal(new(big.Int).Mul(ua, ub), sa+sb, s)
	default:
		// (ua / 10^sa) / (ub / 10^sb) at scale s
		num := new(big.Int).Mul(ua, pow10(sb+s))
		den := new(big.Int).Mul(ub, pow10(sa))
		u = quoRound(num, den)
	}
	return numberValue(u, s)
}

// int64Arith is a + b, a - b, a * b or a % b when it fits 64 bits (a %
// 0 is NULL, as binaryOp has it).
func int64Arith(op ast.BinaryOp, a, b int64) (Value, bool) {
	switch op {
	case ast.OpAdd:
		s := a + b
		if (s > a) == (b > 0) {
			return IntValue(s), true
		}
	case ast.OpSub:
		s := a - b
		if (s < a) == (b > 0) {
			return IntValue(s), true
		}
	case ast.OpMul:
		if a == 0 || b == 0 {
			return IntValue(0), true
		}
		p := a * b
		if p/b == a && !(a == -1 && b == math.MinInt64) && !(b == -1 && a == math.MinInt64) {
			return IntValue(p), true
		}
	case ast.OpMod:
		if b == 0 {
			return Null, true
		}
		if b == -1 {
			return IntValue(0), true
		}
		return IntValue(a % b), true
	}
	return Null, false
}

// quoRound is num / den rounded half away from zero.
func quoRound(num, den *big.Int) *big.Int {
	q, rem := new(big.Int).QuoRem(num, den, new(big.Int))
	if rem.Sign() == 0 {
		return q
	}
	twice := new(big.Int).Abs(rem)
	twice.Lsh(twice, 1)
	if twice.Cmp(new(big.Int).Abs(den)) >= 0 {
		if num.Sign()*den.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return q
}

// numberValue is the NUMBER u * 10^-scale: a KindInt when the scale is 0
// and it fits 64 bits, else a decimal; more than 38 digits is an error.
// -2^63 stays a decimal, so that negating it is exact.
func numberValue(u *big.Int, scale int) (Value, error) {
	if scale == 0 && u.IsInt64() && u.Int64() != math.MinInt64 {
		return IntValue(u.Int64()), nil
	}
	if len(new(big.Int).Abs(u).String()) > numberDigits {
		return Null, fmt.Errorf("number out of representable range: %s has more than %d digits", decimalString(u, scale), numberDigits)
	}
	return DecimalValue(u, scale), nil
}
