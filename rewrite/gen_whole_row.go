package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// A bare name that names a row-generating FROM item (a function in FROM)
// and no column in scope reads the item's whole row, differently per
// dialect (run on PostgreSQL 15 and DuckDB 1.5: TestGenWholeRow).

// duckGenWholeRow refuses, for a DuckDB source, a bare name that reads
// the whole row of a row-generating FROM item (unnest, range,
// generate_series, a table function): DuckDB reads a FROM item's alias
// that is no column in scope as the STRUCT of the item's row, so that
// SELECT u FROM t, unnest(t.a) AS u gives {unnest: 1} (run on DuckDB 1.5:
// TestGenWholeRow). PostgreSQL reads the alias of
// a function of one column as that column's value (PostgreSQL 15 manual,
// 7.2.1.4 Table Functions), the other dialects have no such reference.
// Where the name may be a column (a relation of unknown columns in scope)
// it is refused too: the item's alias read bare is ambiguous there.
func duckGenWholeRow(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" || c.Target.Name == "duckdb" {
		return s
	}
	genWholeRows(c, s, func(cr *ast.ColumnRef, _ *relInfo, _ bool) {
		c.Refuse("T050", cr, "read its column by name ("+cr.Name[0].Name+".col)",
			"%s reads the whole row of the FROM item %s, a STRUCT in DuckDB, which %s does not read alike",
			cr.Name[0].Name, cr.Name[0].Name, c.Target.Name)
	})
	return s
}

// pgGenWholeRow writes, for a PostgreSQL source, a bare name that reads
// the whole row of a FROM function of one column as that column: PostgreSQL
// reads such a reference as the function's value (PostgreSQL 15 manual,
// 7.2.1.4 Table Functions: a function returning a base type, a single OUT
// parameter's json_array_elements_text included), where a DuckDB struct
// of the row would be read otherwise. One of several columns (WITH
// ORDINALITY) is a row in PostgreSQL too, and is left as it is.
func pgGenWholeRow(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return s
	}
	cols := map[ast.Span]ast.QName{}
	genWholeRows(c, s, func(cr *ast.ColumnRef, r *relInfo, unknown bool) {
		if len(r.cols) == 1 && !unknown {
			cols[cr.Span] = ast.QName{cr.Name[0], {Span: cr.Span, Name: r.cols[0].Name}}
		}
	})
	if len(cols) == 0 {
		return s
	}
	c.Fire(passLowerExprs)
	read := func(n ast.Node) (*ast.ColumnRef, bool) {
		cr, ok := n.(*ast.ColumnRef)
		return cr, ok && cols[cr.Span] != nil && strings.EqualFold(cols[cr.Span][0].Name, cr.Name[0].Name)
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if it, ok := n.(*ast.SelectItem); ok && it.Alias == nil {
			// the item keeps its name, the alias
			if cr, ok := read(it.Expr); ok {
				out := *it
				name := cr.Name[0]
				out.Alias = &name
				out.Expr = &ast.ColumnRef{Span: cr.Span, Name: cols[cr.Span]}
				return &out
			}
		}
		if cr, ok := read(n); ok && len(cr.Name) == 1 {
			return &ast.ColumnRef{Span: cr.Span, Name: cols[cr.Span]}
		}
		return n
	})
}

// genWholeRows calls found for each bare name of s that names no column
// in scope (unknown: a relation of unknown columns may have it) and the
// innermost row-generating FROM item of that name; not for an output
// name of a select list, which ORDER BY may read.
func genWholeRows(c *Context, s ast.Stmt, found func(cr *ast.ColumnRef, r *relInfo, unknown bool)) {
	outputs := map[string]bool{}
	params := map[*ast.ColumnRef]bool{} // a lambda's parameters read in its body
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.SelectItem:
			if x.Alias != nil {
				outputs[strings.ToLower(x.Alias.Name)] = true
			}
		case *ast.Lambda:
			ast.Inspect(x.Body, func(m ast.Node) bool {
				if cr, ok := m.(*ast.ColumnRef); ok && len(cr.Name) == 1 {
					for _, p := range x.Params {
						params[cr] = params[cr] || strings.EqualFold(p.Name, cr.Name[0].Name)
					}
				}
				return true
			})
		}
		return true
	})
	var ctes map[string]*ast.CTE
	c.inspectFieldReads(s, func(n ast.Node, sc *scope) bool {
		cr, ok := n.(*ast.ColumnRef)
		if !ok || len(cr.Name) != 1 || sc == nil || params[cr] {
			return true
		}
		name := strings.ToLower(cr.Name[0].Name)
		if outputs[name] {
			return true
		}
		if ctes == nil {
			ctes = statementCTEsByName(s)
		}
		col, unknown := pgColumnNamed(sc, name, ctes)
		if col {
			return true
		}
		for o := sc; o != nil; o = o.outer {
			for i := range o.rels {
				if r := &o.rels[i]; r.name == name {
					if len(r.gens) > 0 && !r.lateral {
						found(cr, r, unknown)
					}
					return true
				}
			}
		}
		return true
	})
}
