package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// passValuesUnion spells a VALUES list in FROM whose columns an alias
// names, (VALUES (a1, b1), (a2, b2)) AS v(x, y), for the targets that
// cannot: Hive and Doris take no column aliases on a derived table, and
// BigQuery has no VALUES query. It becomes (SELECT a1 AS x, b1 AS y UNION
// ALL SELECT a2, b2) AS v: the same rows, and the first branch names the
// columns (the item_names pass has named every column the source names by
// default). Each column's type is the target's common type of its values,
// which mixedValues makes the source's.
const passValuesUnion = "values_union"

func valuesUnion(c *Context, s ast.Stmt) ast.Stmt {
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		d, ok := n.(*ast.Derived)
		if !ok || d.Query == nil || d.Alias == nil {
			return n
		}
		v, ok := d.Query.Body.(*ast.Values)
		if !ok || len(v.Rows) == 0 || len(d.Alias.Columns) != len(v.Rows[0]) {
			return n
		}
		var body ast.QueryExpr
		for i, row := range v.Rows {
			sel := &ast.Select{Span: v.Span}
			for j, e := range row {
				it := &ast.SelectItem{Span: e.SpanOf(), Expr: e}
				if i == 0 {
					name := d.Alias.Columns[j]
					it.Alias = &name
				}
				sel.Items = append(sel.Items, it)
			}
			if body == nil {
				body = sel
			} else {
				body = &ast.SetOp{Span: v.Span, Op: ast.Union, All: true, L: body, R: sel}
			}
		}
		c.Fire(passValuesUnion)
		q := *d.Query
		q.Body = body
		nd := *d
		nd.Query = &q
		nd.Alias = &ast.Alias{Span: d.Alias.Span, Name: d.Alias.Name}
		return &nd
	})
}

// mixedValues refuses (T092) a VALUES query, translated to another dialect,
// one of whose columns holds values of different kinds (a string and a
// number, a boolean and a string), or a string literal beside a value of
// unknown type: dialects unify them differently (PostgreSQL reads VALUES
// ('9'), (10) as integers, Hive's and Spark's common type is a string,
// Trino has none), so the column's values and their order would change.
// Numbers unify alike while their common DECIMAL holds 38 digits: the
// widest integer part (an INT literal 10 digits, a BIGINT one 19) and the
// largest scale; beyond, DuckDB makes the column a DOUBLE and the others
// lose digits. NULLs are left out.
func mixedValues(c *Context, s ast.Stmt) {
	if c.Source.Name == c.Target.Name {
		return
	}
	// INSERT ... VALUES converts each value to its column's type.
	var inserted *ast.Values
	if ins, ok := s.(*ast.Insert); ok && ins.Query != nil {
		inserted, _ = ins.Query.Body.(*ast.Values)
	}
	found := false // a VALUES to check: the scopes are built only then
	ast.Inspect(s, func(n ast.Node) bool {
		if v, ok := n.(*ast.Values); ok && v != inserted && len(v.Rows) >= 2 {
			found = true
		}
		return !found
	})
	if !found {
		return
	}
	c.inspectScoped(s, func(n ast.Node, around *scope) bool {
		v, ok := n.(*ast.Values)
		if !ok || v == inserted || len(v.Rows) < 2 {
			return true
		}
		for j := range v.Rows[0] {
			kinds := map[string]bool{}
			unknown := false // a value of unknown type, not NULL
			var intDigits, scale int
			for _, row := range v.Rows {
				if j >= len(row) || isNullLit(row[j]) {
					continue
				}
				t := c.typeOf(row[j], around)
				k := c.valueKindOf(row[j], around) // values_types.go
				if k == "null" {
					continue // NULL whatever its type
				}
				kinds[k] = true
				unknown = unknown || k == ""
				i, sc := numberDigits(row[j], t)
				intDigits, scale = max(intDigits, i), max(scale, sc)
			}
			delete(kinds, "")
			// a string literal beside a value of unknown type: PostgreSQL
			// reads the literal as that value's type; numbers whose common
			// DECIMAL needs more than 38 digits are a DOUBLE in DuckDB and
			// lose digits in Hive, Spark and Trino
			if len(kinds) > 1 || unknown && kinds["string"] || kinds["number"] && scale > 0 && intDigits+scale > 38 {
				c.Refuse("T092", v, "CAST the values of the column to one type",
					"column %d of VALUES holds values of different types, which %s and %s unify differently", j+1, c.Source.Name, c.Target.Name)
				return false
			}
		}
		return true
	})
}

// valueKind is the kind of a value of type t that mixedValues compares:
// "number", "string", "boolean", or the type's name; "" for an unknown
// type.
func valueKind(t *ast.TypeName) string {
	switch {
	case t == nil || t.Kind == ast.TypeUnknown:
		return ""
	case t.Kind.IsNumeric():
		return "number"
	case t.Kind.IsText():
		return "string"
	case t.Kind == ast.TypeBool:
		return "boolean"
	}
	return t.Kind.String()
}

// numberDigits is the integer digits and the scale of a numeric literal
// e of type t as a DECIMAL: an integer literal of its type's width (10 or
// 19), a decimal literal as written (0.001 has scale 3); 0, 0 otherwise.
func numberDigits(e ast.Expr, t *ast.TypeName) (intDigits, scale int) {
	for {
		u, ok := e.(*ast.Unary)
		if !ok {
			break
		}
		e = u.X
	}
	lit, ok := e.(*ast.Literal)
	switch {
	case !ok || t == nil:
	case lit.Kind == ast.LitInt && t.Kind == ast.TypeBigInt:
		return 19, 0
	case lit.Kind == ast.LitInt:
		return 10, 0
	case lit.Kind == ast.LitDecimal:
		whole, frac, _ := strings.Cut(lit.Value, ".")
		return len(strings.TrimLeft(whole, "0")), len(frac)
	}
	return 0, 0
}
