package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// passLowerExprs makes operators mean in the target what they meant in the
// source: array subscripts change base (T13), division keeps its result
// (T14), and an ORDER BY without NULLS FIRST/LAST keeps the source's NULL
// placement when the target's default differs.
const passLowerExprs = "lower_exprs"

// nullsFirst reports where a dialect puts NULLs when the order says nothing.
func nullsFirst(dialect string, desc bool) bool {
	switch dialect {
	case "hive", "spark", "doris", "bigquery":
		return !desc // NULL is the smallest value
	case "postgres", "ansi", "snowflake", "drill":
		return desc // NULL is the largest value
	}
	return false // trino, presto, duckdb: NULLS LAST either way
}

// LowerExprs runs the expression-level lowering over a statement. scopes
// are inferred per SELECT for operand types.
func LowerExprs(c *Context, s ast.Stmt) ast.Stmt {
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Select:
			return c.lowerSelectExprs(x)
		case *ast.OrderItem:
			if x.Nulls == ast.NullsDefault {
				src, dst := nullsFirst(c.Source.Name, x.Desc), nullsFirst(c.Target.Name, x.Desc)
				if src != dst {
					no := *x
					no.Nulls = ast.NullsLast
					if src {
						no.Nulls = ast.NullsFirst
					}
					c.Fire(passLowerExprs)
					return &no
				}
			}
		}
		return n
	})
}

// arrayBase is the subscript base of the target's arrays.
func (t Target) arrayBase() int {
	switch t.Name {
	case "hive", "spark", "drill", "bigquery", "snowflake":
		return 0
	}
	return 1
}

// intDivSpelled: the target's "/" on two integers is integral.
func (t Target) intDivSpelled() bool {
	return t.is("trino", "presto", "postgres", "ansi", "drill", "snowflake")
}

// lowerSelectExprs rewrites the operators of one SELECT (not its nested
// queries, which are handled on their own) with the SELECT's scope.
func (c *Context) lowerSelectExprs(s *ast.Select) *ast.Select {
	sc := c.scopeOf(s.From)
	changed := false
	nested := nestedNodes(s)
	f := func(n ast.Node) ast.Node {
		if nested[n] {
			return n
		}
		switch x := n.(type) {
		case *ast.Subscript:
			if e := c.lowerSubscript(x, sc); e != ast.Expr(x) {
				changed = true
				return e
			}
		case *ast.Binary:
			if e := c.lowerDivision(x, sc); e != ast.Expr(x) {
				changed = true
				return e
			}
		}
		return n
	}
	out := ast.Rewrite(s, f).(*ast.Select)
	if changed {
		c.Fire(passLowerExprs)
	}
	return out
}

func (c *Context) lowerSubscript(x *ast.Subscript, sc *scope) ast.Expr {
	want := c.Target.arrayBase()
	t := c.typeOf(x.X, sc)
	if lit, ok := x.Index.(*ast.Literal); ok && lit.Kind == ast.LitString {
		return x // a map key
	}
	if t != nil && t.Kind == ast.TypeMap {
		return x
	}
	if x.Base == want && (x.Missing == ast.MissingNull) == c.targetSubscriptIsNull() {
		return x
	}
	if t == nil || t.Kind != ast.TypeArray {
		if x.Base != want {
			c.Refuse("T070", x, "give the column types with --schema (or a CREATE TABLE in the script)",
				"cannot tell whether %s is an array (index base %d in %s, %d in %s) or a map", exprName(x.X), x.Base, c.Source.Name, want, c.Target.Name)
		}
		return x
	}
	nx := *x
	if x.Base != want {
		nx.Index = plusInt(x.Index, want-x.Base, x.Span)
		if lit, ok := x.Index.(*ast.Literal); ok && lit.Kind == ast.LitInt {
			k, _ := intLiteral(lit)
			nx.Index = &ast.Literal{Span: lit.Span, Kind: ast.LitInt, Value: itoa(k + want - x.Base)}
		}
		nx.Base = want
	}
	if x.Missing == ast.MissingNull && !c.targetSubscriptIsNull() {
		// Trino's subscript fails out of range; element_at gives NULL.
		return &ast.Func{Span: x.Span, Name: ast.QName{{Span: x.Span, Name: "element_at"}}, Args: []ast.Expr{nx.X, nx.Index}}
	}
	nx.Missing = c.targetMissing()
	return &nx
}

func (c *Context) targetSubscriptIsNull() bool { return c.Target.Family != "presto" }

func (c *Context) targetMissing() ast.MissingIndex {
	if c.Target.Family == "presto" {
		return ast.MissingError
	}
	return ast.MissingNull
}

// lowerDivision keeps division's meaning (T14): Hive/Spark "/" is always
// fractional and gives NULL for a zero divisor; standard "/" is integral on
// two integers; DIV and DuckDB's // are integral.
func (c *Context) lowerDivision(x *ast.Binary, sc *scope) ast.Expr {
	switch x.Op {
	case ast.OpDivFrac:
		if c.Target.Family == "hive" || c.Target.Name == "duckdb" {
			return x
		}
		// CAST(a AS DOUBLE) / NULLIF(b, 0): fractional, NULL on zero.
		nx := *x
		nx.Op = ast.OpDiv
		nx.L = &ast.Cast{Span: x.L.SpanOf(), X: x.L, Type: &ast.TypeName{Kind: ast.TypeDouble}}
		nx.R = &ast.Func{Span: x.R.SpanOf(), Name: ast.QName{{Name: "nullif"}}, Args: []ast.Expr{x.R, &ast.Literal{Kind: ast.LitInt, Value: "0"}}}
		return &nx
	case ast.OpDiv:
		if c.Target.intDivSpelled() {
			return x
		}
		lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
		ints := lt != nil && rt != nil && lt.Kind.IsInteger() && rt.Kind.IsInteger()
		fracs := (lt != nil && (lt.Kind == ast.TypeDouble || lt.Kind == ast.TypeReal)) || (rt != nil && (rt.Kind == ast.TypeDouble || rt.Kind == ast.TypeReal))
		switch {
		case ints:
			nx := *x
			nx.Op = ast.OpIntDiv
			return &nx
		case fracs:
			nx := *x
			nx.Op = ast.OpDivFrac
			return &nx
		}
		c.Refuse("T071", x, "give the column types with --schema, or CAST an operand",
			"cannot tell whether this division is between integers (integral in %s, fractional in %s)", c.Source.Name, c.Target.Name)
		return x
	case ast.OpIntDiv:
		if c.Target.Family == "hive" || c.Target.Name == "duckdb" {
			return x
		}
		lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
		if lt != nil && rt != nil && lt.Kind.IsInteger() && rt.Kind.IsInteger() && c.Target.intDivSpelled() {
			nx := *x
			nx.Op = ast.OpDiv
			return &nx
		}
		c.Refuse("T072", x, "CAST the operands to integers", "integral division of non-integers cannot be expressed exactly in %s", c.Target.Name)
		return x
	}
	return x
}

// nestedNodes is the set of nodes inside the queries nested in s, which
// a pass over s must leave to the pass over their own SELECT.
func nestedNodes(s *ast.Select) map[ast.Node]bool {
	set := map[ast.Node]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		if q, ok := n.(*ast.Query); ok {
			ast.Inspect(q, func(m ast.Node) bool {
				if m != nil {
					set[m] = true
				}
				return true
			})
			return false
		}
		return true
	})
	return set
}

// NullsFirstFunc is where dialect puts NULLs when an ORDER BY item says
// nothing, for the reference executor.
func NullsFirstFunc(dialect string) func(desc bool) bool {
	return func(desc bool) bool { return nullsFirst(dialect, desc) }
}
