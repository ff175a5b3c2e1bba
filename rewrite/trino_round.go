package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// trinoRoundTyped reads Trino's and Presto's round(x[, d]) whose argument
// the reader could not type (dialects' fnRoundTrino marks it
// ast.Func.Unread): where the schema gives x's type and Trino's round of
// that type is the canonical one (TrinoRoundRefusal: an integer,
// a DECIMAL, a DOUBLE or REAL rounded to 0 places), the call becomes the
// canonical round; otherwise it is refused, with the type's reason
// (T302) or for the unknown type (T056). Toward Trino and Presto, whose
// round is the same function, the call is kept as written.
func (c *Context) trinoRoundTyped(f *ast.Func, sc *scope) ast.Expr {
	if !c.Source.is("trino", "presto") || c.Target.is("trino", "presto") || len(f.Name) != 1 ||
		!strings.EqualFold(f.Name[0].Name, "round") || len(f.Args) < 1 || len(f.Args) > 2 {
		return f
	}
	t := TrinoRoundArgType(f.Args[0])
	if t == nil {
		t = c.typeOf(f.Args[0], sc)
	}
	if t == nil {
		c.Refuse(codeTypeUnknown, f, "give the column types with --schema (or a CREATE TABLE in the script), or cast the argument: round(CAST(x AS DECIMAL(p, s)), d) rounds its digits half away from zero",
			"the type of %s is not known: %s's round of a DOUBLE to d places rounds the double nearest x * 10^d, of a DECIMAL its digits, and %s's round does not round both that way", exprName(f.Args[0]), c.Source.Name, c.Target.Name)
		return f
	}
	if why := TrinoRoundRefusal(t, f.Args[1:]); why != "" {
		c.Refuse("T302", f, "cast the argument to a DECIMAL wide enough in the source (round(CAST(x AS DECIMAL(38, 10)), d)), whose round rounds the digits half away from zero, if that is what is meant",
			"%s's round(%s) cannot be written in %s: %s", c.Source.Name, exprName(f.Args[0]), c.Target.Name, why)
		return f
	}
	out := *f
	out.Unread = false
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: "round"}}
	// the canonical round is not asked of the rules after this one (the
	// unread branch of exprLowerer), but for PostgreSQL's reading of a
	// float, which must go through its text
	return c.pgRoundDouble(&out, sc) // pg_round_double.go
}

// TrinoRoundRefusal says why Trino's round(x[, d]) of an x of type t is not
// the canonical round, "" when it is (see dialects/functions_round_trino.go); scale holds d
// when it is given.
func TrinoRoundRefusal(t *ast.TypeName, scale []ast.Expr) string {
	d, lit := int64(0), true
	if len(scale) == 1 {
		d, _, lit = ast.IntLiteral(scale[0])
	}
	const decimalZero = "Trino's round of a DECIMAL(p, s) to d places gives 0 wherever p - s + d <= 0 (round(DECIMAL '55', -2) = 0, where the other engines give 100)"
	switch {
	case t == nil:
		return "the type of its argument is not known"
	case t.Kind.IsInteger():
		return ""
	case t.Kind == ast.TypeDecimal:
		if !lit {
			return decimalZero + ", and the number of places is not a constant"
		}
		p, s := 38, 0 // Trino's DECIMAL without parameters is DECIMAL(38, 0)
		if len(t.Params) > 0 {
			p = t.Params[0]
		}
		if len(t.Params) > 1 {
			s = t.Params[1]
		}
		if d >= 0 || int64(p-s)+d > 0 {
			return ""
		}
		return decimalZero
	case t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal:
		if lit && d == 0 {
			return ""
		}
		return "Trino's round of a DOUBLE or REAL to d places other than 0 rounds the double nearest x * 10^d (round(DOUBLE '4.145', 2) = 4.14, the double nearest 4.145 lying below it), where Hive and Spark round the number's decimal digits (4.15)"
	}
	return "lateral reads Trino's round of a number only"
}

// TrinoRoundArgType is the type of Trino's round's argument where the call
// shows it (a literal or a cast), nil otherwise. A literal 2.50 is a
// DECIMAL(3, 2) in Trino ("The precision of a decimal type for a literal
// will be equal to the number of digits in the literal (including
// trailing and leading zeros). The scale will be equal to the number of
// digits in the fractional part", Trino documentation, decimal functions
// and operators), one with an exponent a DOUBLE.
func TrinoRoundArgType(e ast.Expr) *ast.TypeName {
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
		e = u.X
	}
	switch x := e.(type) {
	case *ast.Literal:
		switch x.Kind {
		case ast.LitInt:
			return &ast.TypeName{Kind: ast.TypeBigInt}
		case ast.LitDecimal:
			if strings.ContainsAny(x.Value, "eE") {
				return &ast.TypeName{Kind: ast.TypeDouble}
			}
			whole, frac, _ := strings.Cut(x.Value, ".")
			return &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{max(len(whole)+len(frac), 1), len(frac)}}
		case ast.LitDouble:
			return &ast.TypeName{Kind: ast.TypeDouble}
		}
	case *ast.Cast:
		return x.Type
	}
	return nil
}
