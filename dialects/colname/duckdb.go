package colname

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// duckDateText is a DATE text DuckDB prints as written.
var duckDateText = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// DuckDBRepeat is the name DuckDB gives the column of its repeat(v, n)
// table function: v's value as DuckDB prints it (run on DuckDB 1.5:
// repeat(0, 3) names it 0, repeat('hello', 2) hello, repeat(-1, 1) -1,
// repeat(007, 1) 7, repeat(-0, 1) 0, repeat(TRUE, 1) true, repeat(NULL,
// 1) NULL, repeat(DATE '1992-01-01', 1) 1992-01-01). ok is false where
// the value is not such a literal (an integer, with its sign; a string;
// a boolean; NULL; a DATE written YYYY-MM-DD), whose printing is not
// reproduced here.
func DuckDBRepeat(v ast.Expr) (string, bool) {
	neg := ""
	if u, ok := v.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, v = "-", u.X
	}
	if t, ok := v.(*ast.TypedLit); ok && neg == "" && t.Type != nil && t.Type.Kind == ast.TypeDate && duckDateText.MatchString(t.Value) {
		return t.Value, true
	}
	l, ok := v.(*ast.Literal)
	if !ok {
		return "", false
	}
	switch {
	case l.Kind == ast.LitInt && !strings.ContainsAny(l.Value, "_xXoObB"):
		digits := strings.TrimLeft(l.Value, "0")
		if digits == "" {
			return "0", true
		}
		return neg + digits, true
	case neg != "":
		return "", false
	case l.Kind == ast.LitString:
		return l.Value, true
	case l.Kind == ast.LitBool:
		return strings.ToLower(l.Value), true
	case l.Kind == ast.LitNull:
		return "NULL", true
	}
	return "", false
}
