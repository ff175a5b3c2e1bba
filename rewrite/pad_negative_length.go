package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// padNegativeLength keeps what lpad(s, n, pad) and rpad give for a negative
// length n, which the dialects do not agree on:
//
//   - the empty string in Spark (UTF8String.lpad and rpad cut s to its
//     first n characters, none), PostgreSQL and DuckDB (run on PostgreSQL
//     15 and DuckDB 1.5: lpad('abc', -1, 'x') and rpad are the empty string), the
//     canonical function's rule;
//   - an error in Trino and Presto (StringFunctions pad: "Target length
//     must be in the range"), BigQuery ("This function returns an error if:
//     return_length is negative", BigQuery documentation, LPAD and RPAD) and
//     Hive (GenericUDFBasePad does not check the length, and Java's
//     StringBuilder.setLength throws for a negative one), each only when no
//     argument is NULL (the NULL test comes first in all of them);
//   - NULL in Doris (its StringPad: "return NULL when input length is
//     invalid number"), which dialects' fnPadDoris reads as the length
//     CASE WHEN n < 0 THEN NULL ELSE n END;
//   - not documented in Snowflake.
//
// All of them give the empty string for a length of 0. From a dialect that
// gives the empty string, toward one that does not (or Snowflake), the
// length is written CASE WHEN n < 0 THEN 0 ELSE n END. From a dialect that
// raises, toward one that does not, the call is guarded as
// substrNegativeLength guards substring:
//
//	CASE WHEN (CASE WHEN s IS NOT NULL AND pad IS NOT NULL AND n < 0 THEN <raise> ELSE FALSE END) THEN NULL ELSE lpad(s, n, pad) END
//
// with the raise of targetRaise (toward Doris and Snowflake the length in
// the call clamped to 0 as well), refused (T216) where no argument (for the
// division by zero, n) reads a column. A length that is a non-negative
// integer literal, NULL, or already of the two CASE forms above needs
// neither. A Snowflake source whose length may be negative is refused
// (snowflake_pad_length.go).
// isPadCall reports whether f is a read call of lpad or rpad of three
// arguments (string, length, pad), not a window.
func isPadCall(f *ast.Func) bool {
	return !f.Unread && len(f.Name) == 1 && !f.Name[0].Quoted && len(f.Args) == 3 && f.Over == nil &&
		(strings.EqualFold(f.Name[0].Name, "lpad") || strings.EqualFold(f.Name[0].Name, "rpad"))
}

func (c *Context) padNegativeLength(f *ast.Func, sc *scope) ast.Expr {
	if !isPadCall(f) {
		return f
	}
	src, dst := padNegativeRule(c.Source.Name), padNegativeRule(c.Target.Name)
	if src == dst || src == padNegUnknown || src == padNegNull {
		return f
	}
	s, n, p := f.Args[0], f.Args[1], f.Args[2]
	if PadLenNonNegative(n) || isNullLit(s) || isNullLit(n) || isNullLit(p) {
		return f
	}
	sp := f.Span
	zero := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"} }
	neg := func() ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(n), R: zero()} }
	if src == padNegEmpty {
		if !c.reusableIn(n, "the length of "+strings.ToLower(f.Name[0].Name)) {
			return f
		}
		out := *f
		out.Args = []ast.Expr{s, &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: neg(), Result: zero()}}, Else: ast.Clone(n)}, p}
		return &out
	}
	// the source raises; the target gives "" or NULL, or is Snowflake
	for _, a := range f.Args {
		if !c.reusableIn(a, "an argument of "+strings.ToLower(f.Name[0].Name)+" whose length may be negative") {
			return f
		}
	}
	bad := neg()
	for _, a := range []ast.Expr{p, s} {
		if lit, ok := a.(*ast.Literal); !ok || lit.Kind == ast.LitNull {
			bad = &ast.Binary{Span: sp, Op: ast.OpAnd, L: &ast.IsNull{Span: sp, X: ast.Clone(a), Not: true}, R: bad}
		}
	}
	name := strings.ToLower(f.Name[0].Name)
	var raise ast.Expr
	switch {
	case c.Target.is("duckdb", "bigquery"):
		raise = c.targetRaise(sp, name+" with a negative length (an error in "+c.Source.Name+")", nil)
	case c.Target.is("hive", "spark", "doris"):
		if y := ansiVaries(s, n, p); y != nil {
			raise = c.targetRaise(sp, "", y)
		}
	default:
		if x := ansiVaries(n); x != nil {
			raise = ansiRaise(x)
		}
	}
	if raise == nil {
		c.Refuse("T216", n, "write the length as a non-negative integer literal, or read it from a column",
			"%s with a negative length raises an error in %s and gives %s in %s, which can raise here only from a length read from a column",
			name, c.Source.Name, map[padNegRule]string{padNegEmpty: "''", padNegNull: "NULL", padNegUnknown: "an undocumented value"}[dst], c.Target.Name)
		return f
	}
	inner := f
	if dst != padNegEmpty {
		// Doris (and Snowflake) is not given the negative length even
		// where a NULL argument makes the call NULL, so that the Doris
		// reading of the translation finds the length it writes
		out := *f
		out.Args = []ast.Expr{s, &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: neg(), Result: zero()}}, Else: ast.Clone(n)}, p}
		inner = &out
	}
	return raiseGuard(sp, bad, raise, inner)
}

type padNegRule uint8

const (
	padNegUnknown padNegRule = iota // Snowflake, and dialects not listed
	padNegEmpty                     // the canonical rule: ""
	padNegRaise                     // an error
	padNegNull                      // NULL
)

func padNegativeRule(d string) padNegRule {
	switch d {
	case "spark", "postgres", "duckdb":
		return padNegEmpty
	case "trino", "presto", "bigquery", "hive":
		return padNegRaise
	case "doris":
		return padNegNull
	}
	return padNegUnknown
}

// PadLenNonNegative: n is a non-negative integer literal or
// CASE WHEN x < 0 THEN 0 (or NULL) ELSE x END, the forms the length is
// given here and by the function table's reading of a length
// (dialects/functions_pad.go), so that a translation translated again
// is unchanged.
func PadLenNonNegative(n ast.Expr) bool {
	if k, ok := signedIntLiteral(n); ok {
		return k >= 0
	}
	k, ok := n.(*ast.Case)
	if !ok || k.Operand != nil || len(k.Whens) != 1 || k.Else == nil {
		return false
	}
	b, ok := k.Whens[0].Cond.(*ast.Binary)
	lit, isLit := k.Whens[0].Result.(*ast.Literal)
	if !ok || !isLit || !(lit.Kind == ast.LitNull || lit.Kind == ast.LitInt && lit.Value == "0") || b.Op != ast.OpLt || !ast.SameExpr(b.L, k.Else, ast.IdentFoldUnquoted) {
		return false
	}
	z, ok := signedIntLiteral(b.R)
	return ok && z == 0
}
