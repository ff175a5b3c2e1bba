package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// Snowflake spellings of the generators other than an array's elements.
//
// stack(n, v1, ..., vk) is n rows of ceil(k/n) columns, a missing cell
// NULL, and a row whose cells are all NULL still a row (T8). Snowflake has
// no stack; its rows are FLATTEN over ARRAY_GENERATE_RANGE(0, n) (Snowflake
// SQL reference, ARRAY_GENERATE_RANGE: the integers from start up to,
// not including, stop), which yields exactly n rows with INDEX 0 .. n-1
// whatever the values are, and each column reads its cell of the row by
// that position:
//
//	CASE s.INDEX WHEN 0 THEN v1 WHEN 1 THEN v(1+cols) ... END
//
// The cells are never put into an ARRAY or OBJECT, so their SQL types and
// NULLs are kept as they are (an OBJECT_CONSTRUCT would drop a NULL
// value, and an ARRAY element comes back as a VARIANT); a missing cell has
// no WHEN and is NULL.
func (c *Context) flattenStack(l *ast.Lateral, g *ast.Generator, subs *[]subst) ast.TableExpr {
	n, ok := intLiteral(g.Args[0])
	vals := g.Args[1:]
	if !ok || n < 1 || len(vals) == 0 {
		c.Refuse("T057", g, "write the row count of stack as a positive integer literal",
			"stack's row count must be a positive integer constant for %s", c.Target.Name)
		return nil
	}
	cols := (len(vals) + n - 1) / n
	if len(l.Alias.Columns) != cols {
		c.Refuse("T057", g, "name one column per value of a row",
			"stack(%d, ...) with %d values yields %d columns, and %d names are given", n, len(vals), cols, len(l.Alias.Columns))
		return nil
	}
	sp := l.Span
	index := colRef(l.Alias.Name, ast.Ident{Name: "INDEX"}, sp)
	out := make([]ast.Expr, cols)
	for j := 0; j < cols; j++ {
		cs := &ast.Case{Span: sp, Operand: ast.Clone(index)}
		for r := 0; r < n; r++ {
			if k := r*cols + j; k < len(vals) {
				cs.Whens = append(cs.Whens, &ast.When{Span: sp, Cond: intLit(sp, r), Result: substEarlier(vals[k], *subs)})
			}
		}
		out[j] = cs
	}
	input := canonCall(sp, "array_generate_range", intLit(sp, 0), intLit(sp, n))
	return c.flattenTable(l, input, out, subs)
}

// substEarlier rewrites, in a value read outside FROM, the reads of the
// columns of the laterals before it (e.x of an earlier LATERAL VIEW is its
// FLATTEN's element), as applySubst does for the rest of the query.
func substEarlier(e ast.Expr, subs []subst) ast.Expr {
	return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
		if cr, ok := n.(*ast.ColumnRef); ok {
			if x := matchSubst(cr, subs, false); x != nil {
				return ast.Clone(x)
			}
		}
		return n
	})
}

// refuseSnowflakeMap refuses the entries of a map. A map is a Snowflake
// MAP(K, V) (structured type), while FLATTEN's INPUT "must be of data type
// VARIANT, OBJECT, or ARRAY" (SQL reference, FLATTEN: Arguments). The
// OBJECT a map would be turned into has string keys only, drops the
// entries whose value is NULL when built by OBJECT_CONSTRUCT, and gives
// its keys back in its own order, not in the map's, which a position
// (posexplode, WITH ORDINALITY) would expose.
func (c *Context) refuseSnowflakeMap(l *ast.Lateral, g *ast.Generator) {
	hint := "use Trino, Spark, Hive, DuckDB or PostgreSQL as the target"
	if l.Ordinality != nil {
		c.Refuse("T064", g, hint,
			"the position of a map entry cannot be expressed in snowflake: a Snowflake OBJECT gives its keys in its own order, not in the map's")
		return
	}
	c.Refuse("T064", g, hint,
		"the entries of a map cannot be expressed exactly in snowflake: FLATTEN takes a VARIANT, OBJECT or ARRAY, not a MAP, "+
			"and an OBJECT has string keys only and drops the entries whose value is NULL (OBJECT_CONSTRUCT)")
}
