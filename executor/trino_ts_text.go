package executor

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Trino writes a TIMESTAMP(p) cast to VARCHAR as uuuu-MM-dd HH:mm:ss and
// p fractional digits, zeros included, with no point for p = 0, and a
// TIME(p) as HH:mm:ss and p digits (Trino's TimestampToVarchar and
// TimeOperators.castToVarchar); a bare TIMESTAMP or TIME is of precision
// 3, a literal of the digits it is written with, a cast of the type it
// names (Trino documentation, data types: TIMESTAMP(P), "TIMESTAMP is an
// alias for TIMESTAMP(3)", "TIME is an alias for TIME(3)"). Presto's
// TIMESTAMP and TIME hold milliseconds and are written with 3 digits.
// Under Options.DigitsText the executor follows the precision of a
// column, a literal and a cast through CASE and the like (Type.Digits,
// superType, the functions whose result takes an argument's type, and
// a TIMESTAMP(p) plus or minus an INTERVAL literal: intervalSumDigits);
// the cast of one whose type does not carry it (localtimestamp), of a
// literal of more than 6 digits, and the elements of an
// array made text (array_join, a cast to an array of strings), whose
// digits lat run does not write, are not answered.

// typeDigits sets t.Digits for tn, a TIMESTAMP or TIME type name, and
// for those inside an array, map or struct tn, under Options.DigitsText.
func (o *Options) typeDigits(t *Type, tn *ast.TypeName) {
	if !o.DigitsText || tn == nil {
		return
	}
	if t.Elem != nil && tn.Elem != nil {
		e := *t.Elem
		o.typeDigits(&e, tn.Elem)
		t.Elem = &e
	}
	if t.Key != nil && tn.Key != nil {
		k := *t.Key
		o.typeDigits(&k, tn.Key)
		t.Key = &k
	}
	if t.Val != nil && tn.Value != nil {
		v := *t.Val
		o.typeDigits(&v, tn.Value)
		t.Val = &v
	}
	if len(t.Fields) == len(tn.Fields) && len(t.Fields) > 0 {
		t.Fields = append([]FieldType(nil), t.Fields...)
		for i := range t.Fields {
			o.typeDigits(&t.Fields[i].Type, tn.Fields[i].Type)
		}
	}
	if t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTime {
		return
	}
	p := 3
	if len(tn.Params) == 1 && !o.MillisDigits {
		p = tn.Params[0]
	}
	t.Digits = p + 1
}

// literalFracRe is the fractional digits of a TIMESTAMP or TIME
// literal's text.
var literalFracRe = regexp.MustCompile(`:\d{1,2}\.(\d*)`)

// literalDigits sets t.Digits, t a TIMESTAMP or TIME literal's type under
// Options.DigitsText, to those of its text v (Trino: TIMESTAMP
// '2024-01-01 10:00:00.50' is a TIMESTAMP(2); Presto: 3).
func (o *Options) literalDigits(t *Type, v string) {
	if !o.DigitsText || o.MillisDigits || t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTime {
		return
	}
	p := 0
	if m := literalFracRe.FindStringSubmatch(v); m != nil {
		p = len(m[1])
		if p > 6 && strings.Trim(m[1][6:], "0") != "" {
			t.Digits = 0 // digits past the microseconds lat run keeps: not followed
			return
		}
	}
	t.Digits = p + 1
}

// joinDigits is the Digits of a value that is one of two of the same
// type, as CASE and set operations join them: the larger precision
// (Trino's common super type of TIMESTAMP(p) and TIMESTAMP(q)), 0 when
// one is not followed.
func joinDigits(a, b int) int {
	if a == 0 || b == 0 {
		return 0
	}
	return max(a, b)
}

// intervalSumDigits is the Digits of a TIMESTAMP of Digits d plus or
// minus iv, the interval operand as written: d for an INTERVAL literal of
// years or months, those of TIMESTAMP(max(3, p)) for one of days to
// seconds (Trino's TimestampOperators: timestamp(p) + interval day to
// second is a timestamp(u), u = max(3, p)), 0 (not followed) for another.
func intervalSumDigits(d int, iv ast.Expr) int {
	lit, ok := iv.(*ast.Interval)
	if !ok || lit.Unit == "" {
		return 0
	}
	for _, u := range []string{lit.Unit, lit.ToUnit} {
		if u = strings.ToUpper(u); u != "" && u != "YEAR" && u != "MONTH" {
			return max(d, 4)
		}
	}
	return d
}

// castTextDigits is, for x, a cast of a value of type from to the type
// to, p + 1 when it writes a TIMESTAMP(p) or TIME(p) with p digits
// (Options.DigitsText), 0 otherwise; an error for one whose precision
// the executor does not follow.
func (b *binder) castTextDigits(x *ast.Cast, from, to Type) (int, error) {
	if !b.p.eng.opts.DigitsText {
		return 0, nil
	}
	if from.Kind == ast.TypeArray && to.Kind == ast.TypeArray && digitsKind(from.elem().Kind) && to.elem().Kind.IsText() {
		return 0, errAt(x, "a cast of an array of %s to an array of %s is not answered by lat run in this dialect: each element is written with the digits of its precision, which lat run does not write there",
			strings.ToLower(from.elem().Kind.String()), to.elem())
	}
	if !to.Kind.IsText() || !digitsKind(from.Kind) {
		return 0, nil
	}
	if b.p.eng.opts.MillisDigits {
		return 4, nil
	}
	if from.Digits == 0 {
		return 0, errAt(x, "a cast of this %s to %s is not answered by lat run in this dialect: the text has the digits of the value's precision (2012-10-30 18:00:00.000 for a TIMESTAMP(3)), which lat run follows for a column, a literal and a cast only (cast the value to TIMESTAMP(p) or TIME(p) first)",
			strings.ToLower(from.Kind.String()), to)
	}
	return from.Digits, nil
}

// digitsKind: a value of kind k is written with the digits of its
// precision under Options.DigitsText.
func digitsKind(k ast.TypeKind) bool { return k == ast.TypeTimestamp || k == ast.TypeTime }

// digitsElemsText refuses array_join (and array_to_string, concat_ws) of
// an array of TIMESTAMP or TIME elements under Options.DigitsText: Trino
// casts each element to VARCHAR, with the digits of its precision, which
// lat run does not write there.
func (b *binder) digitsElemsText(x *ast.Func, name string, args []Expr) error {
	if !b.p.eng.opts.DigitsText || name != "array_join" && name != "array_to_string" && name != "concat_ws" {
		return nil
	}
	for _, a := range args {
		if t := a.Type(); t.Kind == ast.TypeArray && digitsKind(t.elem().Kind) {
			return errAt(x, "%s of an array of %s is not answered by lat run in this dialect: each element is written with the digits of its precision (2012-10-30 18:00:00.000 for a TIMESTAMP(3)), which lat run does not write there",
				name, strings.ToLower(t.elem().Kind.String()))
		}
	}
	return nil
}

// digitsText is out, v (a TIMESTAMP or TIME) cast to a string, with p
// fractional digits; an error where v has more.
func digitsText(v, out Value, p int) (Value, error) {
	if out.k != KindString || v.k != KindTimestamp && v.k != KindTime {
		return out, nil
	}
	s := out.s
	if i := strings.LastIndexByte(s, '.'); i >= 0 && i > strings.LastIndexByte(s, ':') {
		s = s[:i]
	}
	us := v.Micros() % 1_000_000
	if us < 0 {
		us += 1_000_000
	}
	frac := strconv.FormatInt(1_000_000+us, 10)[1:]
	if p < 6 {
		if strings.Trim(frac[p:], "0") != "" {
			return Null, fmt.Errorf("a value of more fractional digits than its precision %d, %s, which lat run does not answer", p, out.s)
		}
		frac = frac[:p]
	} else {
		frac += strings.Repeat("0", p-6)
	}
	if p > 0 {
		s += "." + frac
	}
	return StringValue(s), nil
}
