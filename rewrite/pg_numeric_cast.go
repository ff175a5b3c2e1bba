package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's NUMERIC (DECIMAL) without a precision is unconstrained: a
// cast to it keeps every digit of its operand ("Specifying NUMERIC without
// any precision or scale creates an unconstrained numeric column in which
// numeric values of any length can be stored", PostgreSQL 15
// documentation, 8.1.2). The other dialects' DECIMAL without parameters
// has a fixed precision and scale of their own (DuckDB's DECIMAL(18, 3):
// CAST(1.23456 AS DECIMAL) is 1.235 there, checked on DuckDB 1.5; Hive's
// and Spark's DECIMAL(10, 0)...), so written as it is the cast rounds.
//
// pgNumericCast gives the cast the precision and scale that hold its
// operand exactly: those of a DECIMAL(p, s) operand, the digits of an
// integer type (DECIMAL(10, 0) for an INTEGER), those of a numeric
// literal or of a string literal holding a plain number; a NULL literal
// takes DECIMAL(38, 0). Any other operand (a float, a string column, an
// operand of unknown type) is refused (T056): no target type holds every
// value PostgreSQL's would; one that needs more digits than the target's
// DECIMAL holds (decimalFits) is refused (T089).
//
// A cast to a type holding such a NUMERIC as an element or field
// (NUMERIC[]) is refused the same way unless its operand is a NULL
// literal: DuckDB's CAST([1.23456] AS DECIMAL[]) is [1.235] (checked on
// DuckDB 1.5), PostgreSQL's ARRAY[1.23456]::numeric[] {1.23456}.
func (c *Context) pgNumericCast(e *ast.Cast, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" || e.Type == nil {
		return e
	}
	if e.Type.Kind != ast.TypeDecimal || len(e.Type.Params) != 0 {
		if holdsBareDecimal(e.Type) && !isNullLit(e.X) {
			c.Refuse(codeTypeUnknown, e, "cast to NUMERIC(p, s)[] in the source, with the digits the values need",
				"PostgreSQL's NUMERIC without a precision keeps every digit of the value, and %s's DECIMAL has a fixed precision and scale", c.Target.Name)
		}
		return e
	}
	p, s, ok := c.exactDecimalOf(e.X, sc)
	if ok && !decimalFits(c.Target.Name, p, s) { // decimal_limits.go
		c.Refuse(codeDecimalLimits, e, "cast to a NUMERIC(p, s) within these limits in the source, or to a DOUBLE where an approximate value will do",
			"PostgreSQL's NUMERIC without a precision keeps every digit of the value, which needs a DECIMAL(%d, %d), and that cannot be declared in %s: %s", p, s, c.Target.Name, decimalLimitText(c.Target.Name))
		return e
	}
	if !ok {
		c.Refuse(codeTypeUnknown, e, "cast to NUMERIC(p, s) in the source, with the digits the values need",
			"PostgreSQL's NUMERIC without a precision keeps every digit of the value, and %s's DECIMAL has a fixed precision and scale; the operand's type does not tell which would hold it", c.Target.Name)
		return e
	}
	ne := *e
	t := *e.Type
	t.Params = []int{p, s}
	ne.Type = &t
	return &ne
}

// exactDecimalOf is the precision and scale of a DECIMAL that holds every
// value of x exactly, where x's type or text tells it.
func (c *Context) exactDecimalOf(x ast.Expr, sc *scope) (p, s int, ok bool) {
	if lit, isLit := x.(*ast.Literal); isLit {
		switch lit.Kind {
		case ast.LitNull:
			return 38, 0, true
		case ast.LitInt, ast.LitDecimal, ast.LitString:
			return decimalDigitsOf(lit.Value)
		}
		return 0, 0, false
	}
	if n, isNeg := x.(*ast.Unary); isNeg && n.Op == ast.OpNeg {
		if lit, isLit := n.X.(*ast.Literal); isLit && (lit.Kind == ast.LitInt || lit.Kind == ast.LitDecimal) {
			return decimalDigitsOf(lit.Value)
		}
	}
	t := c.typeOf(x, sc)
	if t == nil {
		return 0, 0, false
	}
	if t.Kind == ast.TypeDecimal {
		if len(t.Params) == 2 {
			return t.Params[0], t.Params[1], true
		}
		return 0, 0, false
	}
	p, ok = intTypeDigits(t.Kind)
	return p, 0, ok
}

// decimalDigitsOf reads a plain number ([sign] digits [. digits] [e
// [sign] digits], no spaces) as PostgreSQL's numeric input does: its
// scale is the digits after the point less the exponent (1.50 has scale
// 2, 1.5e3 scale 0), its precision the digits it needs at that scale.
func decimalDigitsOf(v string) (p, s int, ok bool) {
	if v != "" && (v[0] == '+' || v[0] == '-') {
		v = v[1:]
	}
	mant, exp := v, 0
	if i := strings.IndexAny(v, "eE"); i >= 0 {
		mant = v[:i]
		e := v[i+1:]
		neg := false
		if e != "" && (e[0] == '+' || e[0] == '-') {
			neg = e[0] == '-'
			e = e[1:]
		}
		if e == "" || len(e) > 3 || !allDigits(e) {
			return 0, 0, false
		}
		for _, d := range e {
			exp = exp*10 + int(d-'0')
		}
		if neg {
			exp = -exp
		}
	}
	ip, fp, _ := strings.Cut(mant, ".")
	if ip == "" && fp == "" || !allDigits(ip) || !allDigits(fp) {
		return 0, 0, false
	}
	digits := len(strings.TrimLeft(ip+fp, "0"))
	s = len(fp) - exp
	if s < 0 {
		if digits > 0 {
			digits += -s
		}
		s = 0
	}
	p = max(digits, s, 1)
	return p, s, true
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// pgNumericColumns refuses (T056) a column of a PostgreSQL CREATE TABLE
// whose type is, or holds, a NUMERIC without a precision, for the other
// dialects: their DECIMAL without parameters would round what the column
// stores (DuckDB's DECIMAL(18, 3) stores 1.23456 as 1.235, checked on
// DuckDB 1.5), and no precision holds every value PostgreSQL's does.
func (c *Context) pgNumericColumns(ct *ast.CreateTable) {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return
	}
	for _, col := range append(append([]*ast.ColumnDef{}, ct.Columns...), ct.PartitionBy...) {
		if col.Type != nil && holdsBareDecimal(col.Type) {
			c.Refuse(codeTypeUnknown, col, "give the column the precision and scale its values need, NUMERIC(p, s); in "+c.Target.Name+", "+decimalLimitText(c.Target.Name),
				"PostgreSQL's NUMERIC without a precision stores every digit of a value, and %s's DECIMAL has a fixed precision and scale", c.Target.Name)
		}
	}
}

// holdsBareDecimal: t is, or holds as an element, key, value or field, a
// DECIMAL without parameters.
func holdsBareDecimal(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	if t.Kind == ast.TypeDecimal && len(t.Params) == 0 {
		return true
	}
	if holdsBareDecimal(t.Elem) || holdsBareDecimal(t.Key) || holdsBareDecimal(t.Value) {
		return true
	}
	for _, f := range t.Fields {
		if holdsBareDecimal(f.Type) {
			return true
		}
	}
	return false
}
