package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeOuterGenerator refuses a generator inside a nested query (a scalar,
// EXISTS or IN subquery, a LATERAL subquery) whose arguments read a column
// of an enclosing query, for Hive, Spark and Doris, where it would become
// a LATERAL VIEW over that outer column, and for Snowflake, where it would
// become a FLATTEN over it:
//
//	SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) FROM t
//
// Hive takes references to the parent query only in the subquery's WHERE
// clause (Hive LanguageManual SubQueries: "References to the parent query
// are only supported in the WHERE clause of the subquery"). Spark's
// analyzer lets only a Filter (and, in a scalar or lateral subquery, a
// Project or Join) hold an outer reference: a LATERAL VIEW (Generate)
// "must not host any outer references" and fails with "Expressions
// referencing the outer query are not supported outside of WHERE/HAVING
// clauses" (Spark CheckAnalysis, correlated subqueries). Doris documents
// correlated subqueries in WHERE only. Snowflake: "Subqueries with a
// correlation inside of FLATTEN are currently unsupported" (user guide,
// Working with Subqueries). The LATERAL subquery that aggregates an array
// of the left row in FROM is decorrelated instead (decorrelate.go,
// snowflake_lateral.go; T10), and so are the aggregate, EXISTS and IN
// subqueries over such an array that outer_subquery.go rewrites into one.
const codeOuterGenerator = "T177"

// refuseOuterGenerators refuses (T177) each generator of chain, the
// laterals of a SELECT whose own relations sc holds (sc.outer the
// enclosing query's), that reads a column of a query around it, unless the
// statement is refused already. It reports whether it refused.
func (c *Context) refuseOuterGenerators(sc *scope, chain []*ast.Lateral) bool {
	if sc == nil || sc.outer == nil || c.Diags.HasErrors() {
		// top level, or already refused (a LATERAL subquery the
		// decorrelation refused reaches here too)
		return false
	}
	local := &scope{rels: sc.rels}
	isLocalRel := func(name string) bool {
		name = strings.ToLower(name)
		for _, r := range sc.rels {
			if r.name == name {
				return true
			}
		}
		return false
	}
	spelled := "LATERAL VIEW"
	if c.Target.Name == "snowflake" {
		spelled = "FLATTEN"
	}
	refused := false
	for _, l := range chain {
		for _, g := range l.Gens {
			if g.Kind == ast.GenSubquery {
				continue
			}
			var outer *ast.ColumnRef
			for _, a := range g.Args {
				ast.Inspect(a, func(n ast.Node) bool {
					switch x := n.(type) {
					case *ast.Query, *ast.Lambda:
						return false // names inside are another scope's
					case *ast.ColumnRef:
						if outer == nil && readsOuterColumn(x.Name, local, sc.outer, isLocalRel) {
							outer = x
						}
					}
					return outer == nil
				})
			}
			if outer == nil {
				continue
			}
			c.Refuse(codeOuterGenerator, g,
				"aggregate the array in a LATERAL subquery of the FROM clause (FROM t CROSS JOIN LATERAL (SELECT agg(x) FROM UNNEST(t.arr) AS u(x)) AS s), which lateral decorrelates, or use PostgreSQL, DuckDB or Trino",
				"a generator over %s, a column of an enclosing query, inside a subquery cannot be expressed in %s, whose subqueries read an outer column in their WHERE clause but not in a %s",
				qnameText(outer.Name), c.Target.Name, spelled)
			refused = true
		}
	}
	return refused
}

// readsOuterColumn: name, read in a query whose relations local holds,
// names a column of an enclosing query (outer) rather than one of its own.
// A name that might be the query's own (an unqualified name beside a
// relation whose columns are not known) is taken as its own.
func readsOuterColumn(name ast.QName, local, outer *scope, isLocalRel func(string) bool) bool {
	if len(name) >= 2 {
		if isLocalRel(name[0].Name) {
			return false
		}
		if outer.isRelName(name[0].Name) {
			return true
		}
		// a field path through a column (col.f): read as the column
		name = name[:1]
	}
	if ci, _ := local.resolveCol(name); ci != nil || !local.colsKnown() {
		return false
	}
	ci, _ := outer.resolveCol(name)
	return ci != nil
}

// fromLaterals lists the laterals of a FROM clause, those under a join or
// another lateral's input too.
func fromLaterals(from []ast.TableExpr) []*ast.Lateral {
	var out []*ast.Lateral
	var walk func(t ast.TableExpr)
	walk = func(t ast.TableExpr) {
		switch x := t.(type) {
		case *ast.Lateral:
			if x.Input != nil {
				walk(x.Input)
			}
			out = append(out, x)
		case *ast.Join:
			walk(x.Left)
			walk(x.Right)
		}
	}
	for _, t := range from {
		walk(t)
	}
	return out
}

// correlatedSelect: s, a nested query, reads a column of a query around
// it: a name qualified by a relation of an enclosing query that no
// relation inside s declares, or a bare name of s's own clauses that
// only an enclosing query's relations hold (readsOuterColumn).
func correlatedSelect(c *Context, s *ast.Select) bool {
	outer := c.outer[s.Span]
	if outer == nil {
		return false
	}
	declared := map[string]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Table:
			if x.Alias != nil {
				declared[strings.ToLower(x.Alias.Name.Name)] = true
			} else {
				declared[strings.ToLower(x.Name.Last().Name)] = true
			}
		case *ast.Derived:
			if x.Alias != nil {
				declared[strings.ToLower(x.Alias.Name.Name)] = true
			}
		case *ast.Lateral:
			if x.Alias != nil {
				declared[strings.ToLower(x.Alias.Name.Name)] = true
			}
		}
		return true
	})
	sc := c.scopeOf(s.From)
	local := &scope{rels: sc.rels}
	isLocalRel := func(name string) bool { return declared[strings.ToLower(name)] }
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if cr, ok := n.(*ast.ColumnRef); ok && !found {
			if len(cr.Name) >= 2 {
				found = !isLocalRel(cr.Name[0].Name) && outer.isRelName(cr.Name[0].Name)
			} else {
				found = readsOuterColumn(cr.Name, local, outer, isLocalRel)
			}
		}
		return !found
	})
	return found
}
