package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/pgint"
)

// Refusal codes of PostgreSQL's SUBSTRING overloads.
const (
	// codeSubstringUnknownType: no argument of SUBSTRING(s FROM x [FOR y])
	// tells which of PostgreSQL's overloads it calls.
	codeSubstringUnknownType = "T104"
	// codeSubstringNoOverload: PostgreSQL has no SUBSTRING for the
	// arguments' types, or a string literal read as an integer is not one.
	codeSubstringNoOverload = "T105"
)

// substringTextPattern: PostgreSQL's SUBSTRING(s FROM x [FOR y]) (also
// written substring(s, x[, y]) and substring(s SIMILAR x ESCAPE y)) calls
// one of substring(text, integer[, integer]), by position, and
// substring(text, text[, text]), a regular-expression match (PostgreSQL
// manual, "Pattern Matching"), chosen by PostgreSQL's function-call
// resolution (manual, "Type Conversion", "Functions"): an argument of a
// known type rules out the overloads it cannot be implicitly cast to (a
// smallint or an integer only to integer, a character type only to text; a
// bigint or a numeric to neither), and where only literals of unknown type
// (a string literal, NULL) remain undecided, the string category is
// preferred, so they are text. Checked on PostgreSQL 15:
// substring('abcd' from '2' for 1) and substring('abcd', 2, '1') are 'b' (by
// position), substring('abcd' from '2') and substring('abcd' from '2' for
// '1') are NULL (patterns), substring('abcd'::text from '2'::text for 1),
// substring('abcd' from 2::bigint) and substring('abcd' from 2.0) raise "function
// pg_catalog.substring(...) does not exist", and a string literal taken as
// an integer must be one ('x' raises "invalid input syntax for type
// integer").
//
// The reader takes the calls whose every pattern argument is a string or
// NULL literal, a cast to a string type or a || as the regular-expression
// forms (dialects/functions_substring_regex.go); the rest arrive as
// substr_sql. Here, with the types the schema gives: the regular-expression
// form becomes substring_regex (two arguments) or substring_similar
// (three), which the function table writes for PostgreSQL only; the
// position form stays substr_sql, its string literals written as the
// integers PostgreSQL reads them as; a call PostgreSQL has no overload for
// is refused (T105); and one whose arguments are of unknown type and
// decide nothing is refused (T104) toward the other dialects (PostgreSQL
// itself resolves it).
func (c *Context) substringTextPattern(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || len(f.Name) != 1 || f.Name[0].Quoted || f.Over != nil ||
		!strings.EqualFold(f.Name[0].Name, "substr_sql") || len(f.Args) < 2 || len(f.Args) > 3 {
		return f
	}
	text, integer, unknown := false, false, false
	if w := string(f.Written); w != "" && !strings.EqualFold(w, "substring") {
		// PostgreSQL's substr has no pattern form: substr('abcd', '2') is
		// 'bcd' on PostgreSQL 15.
		integer = true
	}
	var bad ast.Expr
	for _, a := range f.Args[1:] {
		switch pgSubstrArgClass(a, c.typeOf(a, sc)) {
		case 't':
			text = true
		case 'i':
			integer = true
		case '?':
			unknown = true
		case 'x':
			if bad == nil {
				bad = a
			}
		}
	}
	switch {
	case bad != nil:
		c.Refuse(codeSubstringNoOverload, bad, "cast the argument to integer (a position) or text (a pattern)",
			"PostgreSQL has no SUBSTRING(s FROM x [FOR y]) of this argument's type (only integer positions or text patterns)")
		return f
	case text && integer:
		c.Refuse(codeSubstringNoOverload, f, "cast the arguments to integer (a position) or to text (a pattern)",
			"PostgreSQL has no SUBSTRING(s FROM x FOR y) of a string and an integer")
		return f
	case integer:
		// The call stays f, for the rules after this one (a negative
		// length, substr_negative_length.go): its literals are replaced
		// in place.
		for i, a := range f.Args[1:] {
			lit, ok := a.(*ast.Literal)
			if !ok || lit.Kind != ast.LitString {
				continue
			}
			n, ok := pgint.Int4(lit.Value)
			if !ok {
				c.Refuse(codeSubstringNoOverload, a, "write the position or length as an integer",
					"PostgreSQL reads this argument of SUBSTRING as an integer, and %s is not one (invalid input syntax for type integer)", strconv.Quote(lit.Value))
				return f
			}
			f.Args[i+1] = intLit(lit.Span, n)
		}
		return f
	case unknown && c.Target.Name != "postgres":
		c.Refuse(codeSubstringUnknownType, f, "give the column types with --schema, or cast the argument to integer (a position) or text (a pattern)",
			"the type of an argument of SUBSTRING(s FROM x [FOR y]) is not known: PostgreSQL reads it as a substring by position of integers and as a regular-expression match of strings")
		return f
	}
	// Only text and literals of unknown type: the string forms. Toward
	// PostgreSQL, arguments of unknown type too: the string forms are
	// written substring(s FROM x [FOR y]) with the same arguments, which
	// PostgreSQL resolves as it resolves the source.
	out := *f
	name := "substring_regex"
	if len(f.Args) == 3 {
		name = "substring_similar"
	}
	out.Name = ast.QName{{Span: f.Name[0].Span, Name: name}}
	return &out
}

// pgSubstrArgClass classes a pattern argument of PostgreSQL's SUBSTRING
// of type t (nil: not known): 'u' a literal of unknown type (a string or
// NULL), 't' of a character type, 'i' a smallint or an integer (an integer
// literal within 32 bits), 'x' of another known type (which neither
// overload takes), '?' of unknown type.
func pgSubstrArgClass(a ast.Expr, t *ast.TypeName) byte {
	if lit, ok := a.(*ast.Literal); ok {
		switch lit.Kind {
		case ast.LitString, ast.LitNull:
			return 'u'
		case ast.LitInt:
			if _, err := strconv.ParseInt(lit.Value, 10, 32); err == nil {
				return 'i'
			}
			return 'x'
		}
	}
	if u, ok := a.(*ast.Unary); ok && u.Op == ast.OpNeg {
		// PostgreSQL folds the sign into the constant: -2147483648 is an
		// integer (pg_typeof on PostgreSQL 15).
		if lit, ok := u.X.(*ast.Literal); ok && lit.Kind == ast.LitInt {
			if _, err := strconv.ParseInt("-"+lit.Value, 10, 32); err == nil {
				return 'i'
			}
			return 'x'
		}
	}
	if t == nil || t.Kind == ast.TypeUnknown || t.Kind == ast.TypeOther {
		return '?'
	}
	switch {
	case t.Kind.IsText():
		return 't'
	case t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeInt || t.Kind == ast.TypeTinyInt:
		return 'i'
	}
	return 'x'
}
