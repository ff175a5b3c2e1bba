package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// trinoChrBigint writes Trino's chr(n) of a BIGINT n for DuckDB as
// chr(CAST(n AS INTEGER)). Trino's chr takes a BIGINT (StringFunctions.chr,
// saturated to an INTEGER and raising "Not a valid Unicode code point" past
// U+10FFFF), DuckDB's an INTEGER only: chr of a BIGINT fails to bind there
// ("No function matches the given name and argument types chr(BIGINT)",
// run on DuckDB 1.5). The cast changes no value of the code point range;
// past the INTEGER range it raises in DuckDB ("Conversion Error"), where
// Trino's chr raises too. An n whose type is not known (no --schema) is
// kept as written. Trino's chr is read as chr_nul (dialects/functions_str_more.go).
func (c *Context) trinoChrBigint(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "trino" || c.Target.Name != "duckdb" || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted ||
		len(f.Args) != 1 || f.Over != nil || !strings.EqualFold(f.Name[0].Name, "chr_nul") {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil || t.Kind != ast.TypeBigInt {
		return f
	}
	if _, lit := signedIntLiteral(f.Args[0]); lit {
		return f
	}
	out := *f
	// no span: a cast of an integer, not one of the source's casts
	out.Args = []ast.Expr{&ast.Cast{X: f.Args[0], Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeInt}}}
	return &out
}
