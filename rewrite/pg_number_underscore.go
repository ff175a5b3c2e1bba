package rewrite

import (
	"regexp"

	"github.com/lateral-sql/lateral/ast"
)

// underscoreDigitsRe is an underscore between two digits, which DuckDB
// reads as a digit separator in a number's text.
var underscoreDigitsRe = regexp.MustCompile(`\d_\d`)

// pgNumberUnderscores refuses (T150), from PostgreSQL toward DuckDB, the
// cast of a string literal to DOUBLE PRECISION, REAL or NUMERIC (or such a
// typed literal) whose text has an underscore between digits: PostgreSQL
// 15 raises "invalid input syntax" for it, DuckDB reads the digits around
// it (run on both: CAST('1_0' AS DOUBLE PRECISION), REAL and NUMERIC(10,2)
// raise in PostgreSQL 15; in DuckDB 1.5 they are 10, '1_000.5' 1000.5,
// '1.0_5' 1.05, while '1__0', '_1' and '1_' raise). The integer types
// are pgStringIntCast's.
func pgNumberUnderscores(c *Context, s ast.Stmt) {
	if c.Source.Name != "postgres" || !c.Target.is("duckdb") {
		return
	}
	number := func(t *ast.TypeName) bool {
		return t != nil && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal || t.Kind == ast.TypeDecimal)
	}
	refuse := func(n ast.Node, v string) {
		c.Refuse(codePgStringIntLiteral, n, "write the number without the underscores",
			"postgres raises an error for the number '%s' (an underscore is no digit separator in PostgreSQL 15), where %s reads it", v, c.Target.Name)
	}
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Cast:
			if lit, ok := x.X.(*ast.Literal); ok && x.Mode == ast.CastStrict && number(x.Type) && lit.Kind == ast.LitString && underscoreDigitsRe.MatchString(lit.Value) {
				refuse(x, lit.Value)
			}
		case *ast.TypedLit:
			if number(x.Type) && underscoreDigitsRe.MatchString(x.Value) {
				refuse(x, x.Value)
			}
		}
		return true
	})
}
