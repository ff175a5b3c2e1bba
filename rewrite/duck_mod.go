package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's integer remainder raises for the least value of the operands'
// type and a divisor of -1 (run on DuckDB 1.5: CAST(-9223372036854775808
// AS BIGINT) % -1, and the INTEGER and TINYINT ones, are "Out of Range
// Error: Overflow in division of ... / -1"; mod(a, b) alike), where every
// other dialect's gives 0: Snowflake's and BigQuery's as a remainder of
// numbers that do not overflow there (a NUMBER(38, 0), an INT64 whose
// MOD has a sign of a and a magnitude below |b|: Snowflake MOD, BigQuery
// MOD), PostgreSQL's int4mod and int8mod, which return 0 for a divisor of
// -1 (run on PostgreSQL 15), and the Java remainder of Hive, Spark,
// Trino, Presto and Drill (Java Language Specification 15.17.3: "the
// result equals 0" in that case).
//
// The remainder of a truncated division depends on |b| only (its sign is
// a's), so a % -1 is a % 1, which never overflows, for integers,
// decimals and floats alike. For DuckDB, from any other source, a % b is
// written a % CASE WHEN b = -1 THEN 1 ELSE b END, and a % -1 is a % 1; a
// divisor that is another integer literal, or an operand known to be a
// float or a decimal (whose % does not overflow), needs nothing. The
// divisor is read twice: one whose value may change at each call is
// refused (T073).

// duckModGuard rewrites every integer remainder of s as above.
func duckModGuard(c *Context, s ast.Stmt) ast.Stmt {
	if c.Target.Name != "duckdb" || c.Source.Name == "duckdb" {
		return s
	}
	guard := map[ast.Span]bool{}
	refused := false
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		if refused {
			return false
		}
		a, b, ok := modOperands(n)
		if !ok || !n.SpanOf().Start.IsValid() {
			return true
		}
		if v, lit := untypedIntLiteral(b); lit && v != -1 {
			return true
		}
		for _, e := range []ast.Expr{a, b} {
			if t := c.typeOf(e, sc); t != nil && t.Kind.IsNumeric() && !intValued(t) {
				return true
			}
		}
		if _, lit := untypedIntLiteral(b); !lit {
			if f := volatileCall(b); f != nil {
				c.Refuse(codeVolatile, f, "compute the divisor once, in a subquery",
					"duckdb's remainder overflows for a divisor of -1, so the translation reads the divisor twice, and %s may give another value each time", f.Name.Last().Name)
				refused = true
				return false
			}
		}
		guard[n.SpanOf()] = true
		return true
	})
	if refused || len(guard) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if _, _, ok := modOperands(n); !ok || !guard[n.SpanOf()] {
			return n
		}
		switch x := n.(type) {
		case *ast.Binary:
			if x.Op != ast.OpMod {
				return n
			}
			nx := *x
			nx.R = modDivisor(x.R)
			return &nx
		case *ast.Func:
			if len(x.Args) != 2 {
				return n
			}
			nf := *x
			nf.Args = []ast.Expr{x.Args[0], modDivisor(x.Args[1])}
			return &nf
		}
		return n
	})
}

// modOperands is (a, b) of a % b or mod(a, b).
func modOperands(n ast.Node) (a, b ast.Expr, ok bool) {
	switch x := n.(type) {
	case *ast.Binary:
		if x.Op == ast.OpMod {
			return x.L, x.R, true
		}
	case *ast.Func:
		if len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "mod") && len(x.Args) == 2 && x.Over == nil {
			return x.Args[0], x.Args[1], true
		}
	}
	return nil, nil, false
}

// modDivisor is 1 for a literal -1, else CASE WHEN b = -1 THEN 1 ELSE b
// END.
func modDivisor(b ast.Expr) ast.Expr {
	sp := b.SpanOf()
	one := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"} }
	if v, lit := untypedIntLiteral(b); lit && v == -1 {
		return one()
	}
	minus1 := &ast.Unary{Span: sp, Op: ast.OpNeg, X: one()}
	return &ast.Case{Span: sp,
		Whens: []*ast.When{{Span: sp, Cond: &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(b), R: minus1}, Result: one()}},
		Else:  b}
}
