package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// A string literal among the arguments of PostgreSQL's generate_series is
// of unknown type, and takes the type of the other arguments when they
// are integers (run on PostgreSQL 15: pg_typeof of generate_series(1,
// '5') and of generate_series('1', 3) is integer, of generate_series(
// 1::bigint, '3') and of generate_series(1, 3::bigint, '1') bigint; '5.5',
// '1e1' and '3000000000' are "invalid input syntax for type integer" or
// "out of range" there). DuckDB's series take no VARCHAR ("No function
// matches ... 'generate_series(INTEGER, VARCHAR)'", DuckDB 1.5), and its
// CAST of a string to an integer reads '5.5' as 6 and '1e1' as 10 (DuckDB
// 1.5): for every target but PostgreSQL such a literal becomes CAST(s AS
// INTEGER) (or BIGINT), s its number written plainly, when PostgreSQL
// reads it as that type, and the
// call is refused (T057) when PostgreSQL rejects it, the query being an
// error there.

// pgUnknownIntBounds casts, from PostgreSQL to another target, the string
// literal arguments of generate_series over integers as above; args is
// changed in place. False when the call is refused.
func (c *Context) pgUnknownIntBounds(name string, args []ast.Expr, sc *scope) bool {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return true
	}
	var lits []int
	kind := ast.TypeUnknown
	for i, a := range args {
		if l, ok := a.(*ast.Literal); ok && l.Kind == ast.LitString {
			lits = append(lits, i)
			continue
		}
		t := c.typeOf(a, sc)
		if t == nil {
			return true
		}
		switch {
		case t.Kind == ast.TypeBigInt:
			kind = ast.TypeBigInt
		case t.Kind == ast.TypeInt && kind != ast.TypeBigInt:
			kind = ast.TypeInt
		default:
			return true // dates, decimals, smallint (not unique there)...
		}
	}
	if len(lits) == 0 || kind == ast.TypeUnknown {
		return true
	}
	for _, i := range lits {
		l := args[i].(*ast.Literal)
		text, ok := pgIntText(l.Value, kind == ast.TypeBigInt)
		if !ok {
			typ := "integer"
			if kind == ast.TypeBigInt {
				typ = "bigint"
			}
			c.Refuse("T057", l, "write the argument as an integer",
				"postgres reads this string as the %s the other arguments of %s are, and %q is not one: the query is an error in postgres", typ, name, l.Value)
			return false
		}
		lit := &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: text}
		args[i] = &ast.Cast{Span: l.Span, X: lit, Type: &ast.TypeName{Span: l.Span, Kind: kind}}
	}
	return true
}

// pgIntText is s as PostgreSQL 15 reads it as an integer (INTEGER, or
// BIGINT when big), and true: spaces around, a sign, decimal digits, in
// range. The text is written plainly (-7 for ' -007 '), which every
// target's CAST of a string to an integer reads the same.
func pgIntText(s string, big bool) (string, bool) {
	s = strings.Trim(s, " \t\n\r\v\f")
	neg := false
	if s != "" && (s[0] == '+' || s[0] == '-') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "" {
		return "", false
	}
	limit := uint64(1) << 31
	if big {
		limit = uint64(1) << 63
	}
	var v uint64
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' || v > limit/10 {
			return "", false // v*10 would pass the limit (or wrap around)
		}
		v = v*10 + uint64(s[i]-'0')
		if v > limit {
			return "", false
		}
	}
	if !neg && v == limit {
		return "", false
	}
	text := strconv.FormatUint(v, 10)
	if neg && v != 0 {
		text = "-" + text
	}
	return text, true
}
