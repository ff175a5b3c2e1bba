package executor

import (
	"github.com/lateral-sql/lateral/ast"
)

// duckCmpTextTemporal types a comparison (at; src as written, bound as
// out: a BETWEEN's three operands, an IN list's all) of a VARCHAR value
// that is no string literal with a DATE, TIMESTAMP, TIMESTAMPTZ, TIME or
// INTERVAL as DuckDB's binder does (under Options.StringArithRaises): <,
// <=, >, >= and BETWEEN raise, while =, <>, IS [NOT] DISTINCT FROM and
// IN cast the VARCHAR to the other type, raising for a text that type
// does not read (DuckDB 1.5 run over a TIMESTAMP ts, TIMESTAMPTZ tz,
// DATE d, TIME tm, INTERVAL iv and VARCHAR s: ts < s raises "Cannot
// compare values of type TIMESTAMP and type VARCHAR - an explicit cast is
// required", s >= d, tm < s and iv >= s alike, ts BETWEEN s AND s
// "Cannot mix values of type TIMESTAMP and VARCHAR in BETWEEN clause -
// an explicit cast is required"; ts = s, s <> d, tz IN (s) and ts IS NOT
// DISTINCT FROM s compare the cast values, and over s = 'junk' raise
// "invalid timestamp field format", "invalid date field format"; the
// executor compared them all, 'junk' unequal). An IN list whose other
// operands are not all of one such type is left as it is.
func (b *binder) duckCmpTextTemporal(at ast.Node, src []ast.Expr, out []Expr) error {
	if !b.p.eng.opts.StringArithRaises || len(src) != len(out) || len(src) < 2 {
		return nil
	}
	temporal := func(t Type) bool {
		switch t.Kind {
		case ast.TypeDate, ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeTime, ast.TypeInterval:
			return true
		}
		return false
	}
	varchar := func(i int) bool { return out[i].Type().Kind.IsText() && !isUnknownLiteral(src[i]) }
	// the one temporal type among the operands, and whether a VARCHAR is
	// among them
	var other Type
	found, text := false, false
	for i := range out {
		t := out[i].Type()
		switch {
		case varchar(i):
			text = true
		case temporal(t):
			if found && t.Kind != other.Kind {
				return nil
			}
			other, found = t, true
		}
	}
	if !found || !text {
		return nil
	}
	name := func(i int) string {
		if varchar(i) {
			return "VARCHAR"
		}
		return duckTypeName(out[i].Type())
	}
	if err := duckCmpTextMix(at, len(out), varchar, func(i int) bool { return temporal(out[i].Type()) }, name); err != nil {
		return err
	}
	switch at.(type) {
	case *ast.Binary, *ast.InList:
	default:
		return nil
	}
	for i := range out {
		if varchar(i) {
			out[i] = &CastE{X: out[i], To: other}
		}
	}
	return nil
}

// duckCmpTextNumeric types a comparison (at; src as written, bound as
// out: a BETWEEN's three operands, an IN list's all) of a VARCHAR value
// that is no string literal with a number as DuckDB's binder does (under
// Options.StringArithRaises): <, <=, >, >= and BETWEEN raise, while =,
// <>, IS [NOT] DISTINCT FROM and IN cast the VARCHAR to the number's
// type, an integer type rounding it and a DECIMAL rounding it to its
// scale, raising for a text that type does not read; an IN list's
// VARCHARs and string literals take the common type of its numbers
// (duckInListType). DuckDB 1.5 run over an INTEGER i of 5 and a VARCHAR
// s: i = s, s <> i, i IN (s), i IS DISTINCT FROM s over s = '4.5' cast
// it to 5 (true, false, true, false), as do a BIGINT, SMALLINT, TINYINT
// and HUGEINT, s = 5 and s = -5 over '-4.5'; a DECIMAL(3,1) 5.1 = '5.14'
// is true, a REAL 5 = '5.0000001' true, s = 4.5 over '4.549' true
// (DECIMAL(2,1)), s IN (i, b) over a BIGINT b true, s IN (i, m) over a
// DECIMAL(3,1) m compares DECIMALs; a TINYINT = '300' raises "Could not
// convert string '300' to INT8", i = 'x' "Could not convert string 'x'
// to INT32", s IN (i, 'x') alike; i < s raises "Cannot compare values of
// type INTEGER and type VARCHAR - an explicit cast is required", s < 5
// "... VARCHAR and type INTEGER_LITERAL", s < 4.5 "... DECIMAL(2,1)", i
// BETWEEN s AND 10 "Cannot mix values of type INTEGER and VARCHAR in
// BETWEEN clause - an explicit cast is required"; the executor compared
// the numbers the texts hold: 5 = '4.5' false, i < s answered). An IN
// list with an operand of another type is left as it is. It runs before
// duckCmpLiteralsTakeType, which then casts the cast values to their own
// type again.
func (b *binder) duckCmpTextNumeric(at ast.Node, src []ast.Expr, out []Expr) error {
	if !b.p.eng.opts.StringArithRaises || len(src) != len(out) || len(src) < 2 {
		return nil
	}
	varchar := func(i int) bool { return out[i].Type().Kind.IsText() && !isUnknownLiteral(src[i]) }
	number := func(i int) bool { return out[i].Type().Kind.IsNumeric() }
	text, num := false, false
	for i := range out {
		text, num = text || varchar(i), num || number(i)
	}
	if !text || !num {
		return nil
	}
	name := func(i int) string {
		e := src[i]
		for u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg; u, ok = e.(*ast.Unary) {
			e = u.X
		}
		switch l, _ := e.(*ast.Literal); {
		case varchar(i):
			return "VARCHAR"
		case l != nil && l.Kind == ast.LitInt:
			return "INTEGER_LITERAL" // DuckDB's type of an integer literal
		}
		if t, ok := duckDecimalLiteralType(src[i]); ok {
			return duckTypeName(t)
		}
		return duckTypeName(out[i].Type())
	}
	if err := duckCmpTextMix(at, len(out), varchar, number, name); err != nil {
		return err
	}
	switch at.(type) {
	case *ast.Binary:
		for i := range 2 {
			if varchar(i) && number(1-i) {
				t := out[1-i].Type()
				if d, ok := duckDecimalLiteralType(src[1-i]); ok {
					t = d
				}
				out[i] = &CastE{X: out[i], To: t}
			}
		}
	case *ast.InList:
		takes := func(i int) bool { return varchar(i) || isUnknownLiteral(src[i]) }
		if t, ok := duckInListType(src, out, takes); ok {
			if t.Kind == ast.TypeDecimal {
				t = duckInListDecimal(src, out, takes, t)
			}
			for i := range out {
				if takes(i) {
					out[i] = &CastE{X: out[i], To: t}
				}
			}
		}
	}
	return nil
}

// duckCmpTextMix is DuckDB's binder error for a comparison (at) of n
// operands among which a VARCHAR (varchar) meets a value of another kind
// (other), named by name: an ordered comparison (<, <=, >, >=) raises,
// a BETWEEN whose first operand is a VARCHAR and another not (or the
// reverse) too; nil for =, <>, IS DISTINCT FROM and IN, which cast.
func duckCmpTextMix(at ast.Node, n int, varchar, other func(int) bool, name func(int) string) error {
	switch x := at.(type) {
	case *ast.Binary:
		switch x.Op {
		case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
			return errAt(at, "Cannot compare values of type %s and type %s - an explicit cast is required", name(0), name(1))
		}
	case *ast.Between:
		for i := 1; i < n; i++ {
			if varchar(0) != varchar(i) && (varchar(i) || other(i)) {
				return errAt(at, "Cannot mix values of type %s and %s in BETWEEN clause - an explicit cast is required", name(0), name(i))
			}
		}
	}
	return nil
}

// duckDecimalLiteralType is DuckDB's type of e where it is a decimal
// literal (negated any number of times): DECIMAL(p, s) of its p digits
// written, s of them after the point (DuckDB 1.5 run: typeof(4.5),
// typeof(-4.5) and typeof(0.0) are DECIMAL(2,1), of 00.5 DECIMAL(3,1), of
// .05 DECIMAL(2,2), of 1. DECIMAL(1,0), of 000012.5 DECIMAL(7,1); the
// executor types it DECIMAL(38, s)). ok is false for another expression
// and past 38 digits.
func duckDecimalLiteralType(e ast.Expr) (Type, bool) {
	for u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg; u, ok = e.(*ast.Unary) {
		e = u.X
	}
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitDecimal || l.Type != ast.TypeUnknown {
		return Type{}, false
	}
	p, s, frac := 0, 0, false
	for _, r := range l.Value {
		switch {
		case r == '.':
			frac = true
		case r < '0' || r > '9':
			return Type{}, false
		case frac:
			p, s = p+1, s+1
		default:
			p++
		}
	}
	if p > 38 {
		return Type{}, false
	}
	return Type{Kind: ast.TypeDecimal, Prec: p, Scale: s}, true
}

// duckCaseOperandText types CASE v WHEN w ... (x, bound as c) as DuckDB
// does, which reads it as CASE WHEN v = w ...: where a VARCHAR operand
// meets a number, a date, a time or an interval WHEN (or the reverse),
// the VARCHAR is cast as in v = w (duckCmpTextNumeric,
// duckCmpTextTemporal), and the CASE becomes the searched one of those
// comparisons (DuckDB 1.5 run: CASE i WHEN s THEN 1 ELSE 0 END over an
// INTEGER i of 5 and s = '4.5' is 1, CASE s WHEN DATE '2020-01-01' ...
// over '2020-01-01 10:00' 1, CASE s WHEN 5 ... over 'x' raises "Could
// not convert string 'x' to INT32"; the executor answered 0, 0 and
// raised "cannot compare 'x' with a number"). Under
// Options.StringArithRaises.
func (b *binder) duckCaseOperandText(x *ast.Case, c *CaseE) error {
	if !b.p.eng.opts.StringArithRaises || c.Operand == nil || len(x.Whens) != len(c.Whens) {
		return nil
	}
	whens := make([]Expr, len(c.Whens))
	changed := false
	for i, w := range x.Whens {
		eq := &ast.Binary{Span: w.Span, Op: ast.OpEq, L: x.Operand, R: w.Cond}
		src, out := []ast.Expr{x.Operand, w.Cond}, []Expr{c.Operand, c.Whens[i]}
		if err := b.duckCmpTextNumeric(eq, src, out); err != nil {
			return err
		}
		if err := b.duckCmpTextTemporal(eq, src, out); err != nil {
			return err
		}
		changed = changed || out[0] != c.Operand || out[1] != c.Whens[i]
		whens[i] = &Bin{Op: ast.OpEq, L: out[0], R: out[1], T: tBool}
	}
	if changed {
		c.Operand, c.Whens = nil, whens
	}
	return nil
}

// duckInListDecimal is DuckDB's DECIMAL(p, s) of an IN list whose common
// type is the DECIMAL t (src as written, bound as out; takes, the
// operands cast to it): s the largest scale of its numbers, p that plus
// their most integer digits, an integer type holding 3 (TINYINT), 5, 10
// (an integer literal), 19 or 38 of them, a decimal literal those of its
// digits (duckDecimalLiteralType; DuckDB 1.5 run: s IN (4.5, 12.25) casts
// s to DECIMAL(4,2), s IN (4.5, 5) to DECIMAL(11,1), s IN (4.5, b) over a
// BIGINT b DECIMAL(20,1), over a TINYINT DECIMAL(4,1): '1234.5' raises
// "Could not convert string "1234.5" to DECIMAL(4,1)"; the executor's
// common type kept the DECIMAL's precision, or 38 of a literal). t where
// an operand's precision is not known.
func duckInListDecimal(src []ast.Expr, out []Expr, takes func(int) bool, t Type) Type {
	whole, scale := 0, 0
	for i, e := range out {
		if takes(i) {
			continue
		}
		et := e.Type()
		if d, ok := duckDecimalLiteralType(src[i]); ok {
			et = d
		}
		p, s := 0, 0
		switch et.Kind {
		case ast.TypeUnknown:
			continue
		case ast.TypeDecimal:
			p, s = et.Prec, et.Scale
		case ast.TypeTinyInt:
			p = 3
		case ast.TypeSmallInt:
			p = 5
		case ast.TypeInt:
			p = 10
		case ast.TypeBigInt:
			p = 19
		case ast.TypeHugeInt:
			p = 38
		}
		if p <= 0 || s < 0 {
			return t
		}
		whole, scale = max(whole, p-s), max(scale, s)
	}
	return Type{Kind: ast.TypeDecimal, Prec: min(whole+scale, 38), Scale: scale}
}
