package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// underscoreDigitsRe is an underscore between two digits, which DuckDB
// reads as a digit separator in a number's text.
var underscoreDigitsRe = regexp.MustCompile(`\d_\d`)

// fracNumberType: t is DOUBLE PRECISION, REAL or NUMERIC (DECIMAL).
func fracNumberType(t *ast.TypeName) bool {
	return t != nil && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal || t.Kind == ast.TypeDecimal)
}

// pgNumberUnderscores refuses (T150), from PostgreSQL toward DuckDB, the
// cast of a string literal to DOUBLE PRECISION, REAL or NUMERIC (or such a
// typed literal) whose text has an underscore between digits: PostgreSQL
// 15 raises "invalid input syntax" for it, DuckDB reads the digits around
// it (run on both: CAST('1_0' AS DOUBLE PRECISION), REAL and NUMERIC(10,2)
// raise in PostgreSQL 15; in DuckDB 1.5 they are 10, '1_000.5' 1000.5,
// '1.0_5' 1.05, while '1__0', '_1' and '1_' raise). The cast of another
// string (a column, a string function: valueKindOf) is guarded: it raises
// in DuckDB where the text has such an underscore,
//
//	CASE WHEN (CASE WHEN regexp_matches(s, '[0-9]_[0-9]') THEN error('...') ELSE FALSE END) THEN NULL ELSE CAST(s AS DOUBLE) END
//
// and so is the cast of a column of unknown type, which may be a string,
// with CAST(s AS VARCHAR) in the test (DuckDB's text of a number, a date
// or a boolean has no underscore) (s must be reusable: no volatile
// function, no subquery; the cast is kept otherwise). The integer types
// are pgStringIntCast's.
func pgNumberUnderscores(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || !c.Target.is("duckdb") {
		return s
	}
	refuse := func(n ast.Node, v string) {
		c.Refuse(codePgStringIntLiteral, n, "write the number without the underscores",
			"postgres raises an error for the number '%s' (an underscore is no digit separator in PostgreSQL 15), where %s reads it", v, c.Target.Name)
	}
	// guard: true where the operand's type is not known
	guard := map[ast.Span]bool{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool { // pg_string_int_cast.go
		switch x := n.(type) {
		case *ast.Cast:
			if x.Mode != ast.CastStrict || !fracNumberType(x.Type) {
				break
			}
			if lit, ok := x.X.(*ast.Literal); ok {
				if lit.Kind == ast.LitString && underscoreDigitsRe.MatchString(lit.Value) {
					refuse(x, lit.Value)
				}
				break
			}
			k := c.valueKindOf(x.X, sc)
			if _, col := x.X.(*ast.ColumnRef); k == "" && !col {
				break // an expression lateral wrote (printf of a float) or does not type
			}
			if x.Span.Start.IsValid() && (k == "string" || k == "") && c.reusableIn(x.X, "a cast of a string to a number") {
				guard[x.Span] = k == ""
			}
		case *ast.TypedLit:
			if fracNumberType(x.Type) && underscoreDigitsRe.MatchString(x.Value) {
				refuse(x, x.Value)
			}
		}
		return true
	})
	if len(guard) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Cast)
		if !ok || x.Mode != ast.CastStrict {
			return n
		}
		untyped, ok := guard[x.Span]
		if !ok {
			return n
		}
		sp := x.Span
		str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
		text := ast.Clone(x.X)
		if untyped {
			text = &ast.Cast{Span: sp, X: text, Type: &ast.TypeName{Kind: ast.TypeVarchar}, Mode: ast.CastStrict}
		}
		bad := canonCall(sp, "regexp_like", text, str(`[0-9]_[0-9]`))
		name := map[ast.TypeKind]string{ast.TypeDouble: "double precision", ast.TypeReal: "real", ast.TypeDecimal: "numeric"}[x.Type.Kind]
		raise := c.targetRaise(sp, "invalid input syntax for type "+name+" (an underscore is no digit separator in "+c.Source.Name+")", nil)
		return raiseGuard(sp, bad, raise, x)
	})
}

// duckNumberUnderscores writes, from DuckDB, the text of a string literal
// cast to a number type (or of such a typed literal) without the
// underscores between its digits, which DuckDB reads as digit separators
// where the other dialects raise or give NULL (DuckDB 1.5 run:
// CAST('1_0' AS DOUBLE), INTEGER and BIGINT are 10, '1_000.5' to
// DECIMAL(10,2) 1000.50, '1_2_3' 123, '-1_0' -10, '1e1_0' 1e10; PostgreSQL
// 15 raises "invalid input syntax" for them all). Another underscore
// ('1__0', '_1', '1_') is kept: DuckDB raises for it too.
func duckNumberUnderscores(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" || c.Target.is("duckdb") {
		return s
	}
	number := func(t *ast.TypeName) bool { return fracNumberType(t) || isIntType(t) }
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Cast:
			if lit, ok := x.X.(*ast.Literal); ok && number(x.Type) && lit.Kind == ast.LitString && underscoreDigitsRe.MatchString(lit.Value) {
				nl, nx := *lit, *x
				nl.Value = withoutDigitUnderscores(lit.Value)
				nx.X = &nl
				return &nx
			}
		case *ast.TypedLit:
			if number(x.Type) && underscoreDigitsRe.MatchString(x.Value) {
				nx := *x
				nx.Value = withoutDigitUnderscores(x.Value)
				return &nx
			}
		}
		return n
	})
}

// withoutDigitUnderscores is s without its underscores between two digits.
func withoutDigitUnderscores(s string) string {
	digit := func(i int) bool { return i >= 0 && i < len(s) && s[i] >= '0' && s[i] <= '9' }
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '_' && digit(i-1) && digit(i+1) {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
