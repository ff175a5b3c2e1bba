package rewrite

import (
	"sort"

	"github.com/lateral-sql/lateral/ast"
)

// declared is a name of one list of names, and where the statement shows
// it (a * brings the names of its relations).
type declared struct {
	id ast.Ident
	at ast.Span
}

func declaredOf(ids []ast.Ident) []declared {
	out := make([]declared, 0, len(ids))
	for _, id := range ids {
		out = append(out, declared{id, id.Span})
	}
	return out
}

// declarations refuses (T078) a list of names in which the target reads
// two names of the source as one. A list is what one reference may read
// from: the output names of one select list, the columns of one FROM item
// (a column list renames its first columns only), the aliases of one FROM,
// the WITH queries of the statement (looked up by name ignoring case,
// query_types.go), the columns of the statement's table. The names of two
// lists are apart: PostgreSQL 15 and DuckDB 1.5 agree on SELECT
// (SELECT 1 AS "A") AS p, (SELECT 2 AS a) AS q.
func (k *caseCheck) declarations(s ast.Stmt) {
	var ctes, cols []declared
	// the lists written first, then the select lists, whose * may bring
	// one of them
	ast.Inspect(s, func(n ast.Node) bool {
		if n == nil || k.done {
			return false
		}
		switch x := n.(type) {
		case *ast.Alias:
			k.distinct(declaredOf(x.Columns))
		case *ast.Derived:
			if x.Alias != nil && len(x.Alias.Columns) > 0 {
				qc, _ := k.queryCols(x.Query)
				k.distinct(declaredOf(renameIdents(qc, x.Alias.Columns)))
			}
		case *ast.Lateral:
			if x.Alias != nil && x.Ordinality != nil {
				k.distinct(declaredOf(append(append([]ast.Ident(nil), x.Alias.Columns...), x.Ordinality.Name)))
			}
		case *ast.LateralView:
			k.distinct(declaredOf(x.Columns))
		case *ast.CTE:
			ctes = append(ctes, declared{x.Name, x.Name.Span})
			if k.distinct(declaredOf(x.Columns)) && len(x.Columns) > 0 {
				qc, _ := k.queryCols(x.Query)
				k.distinct(declaredOf(renameIdents(qc, x.Columns)))
			}
		case *ast.Table:
			if x.Alias != nil && len(x.Alias.Columns) > 0 && k.distinct(declaredOf(x.Alias.Columns)) {
				// a table's columns (of the schema, or a WITH query's)
				// renamed by a column list, the list's span for them
				var rs []caseRel
				k.rels(x, &rs)
				var list []declared
				for _, col := range rs[0].cols {
					list = append(list, declared{col, x.Alias.Span})
				}
				k.distinct(list)
			}
		case *ast.ColumnDef:
			cols = append(cols, declared{x.Name, x.Name.Span})
		}
		return !k.done
	})
	if k.done || !k.distinct(ctes) || !k.distinct(cols) {
		return
	}
	// the innermost SELECTs first, whose names the ones around read
	type nested struct {
		sel   *ast.Select
		depth int
	}
	var sels []nested
	var collect func(n ast.Node, depth int)
	collect = func(n ast.Node, depth int) {
		ast.Inspect(n, func(m ast.Node) bool {
			if sel, ok := m.(*ast.Select); ok && m != n {
				sels = append(sels, nested{sel, depth})
				collect(sel, depth+1)
				return false
			}
			return m != nil
		})
	}
	collect(s, 0)
	sort.SliceStable(sels, func(i, j int) bool { return sels[i].depth > sels[j].depth })
	for _, n := range sels {
		if !k.distinct(k.outputNames(n.sel)) {
			return
		}
		var aliases []declared
		for _, t := range n.sel.From {
			k.fromAliases(t, &aliases)
		}
		if !k.distinct(aliases) {
			return
		}
	}
}

// distinct refuses the second of two names of list that are two in the
// source and one in the target; false when it did.
func (k *caseCheck) distinct(list []declared) bool {
	if k.done {
		return false
	}
	first := map[string]ast.Ident{} // target identity -> first name
	for _, d := range list {
		if d.id.Name == "" {
			continue
		}
		ti := k.dst.identity(d.id)
		f, ok := first[ti]
		if !ok {
			first[ti] = d.id
			continue
		}
		if !k.same(k.src, f, d.id) {
			e := k.c.Diags.Errorf(codeNameCase, d.at, "%s and %s are two names in %s but one in %s",
				quoteName(f), quoteName(d.id), k.c.Source.Name, k.c.Target.Name)
			e.Hint = "rename one of the two names"
			k.done = true
			return false
		}
	}
	return true
}

// outputNames are the names of sel's output columns: its items' names,
// and the known columns a * brings (DuckDB 1.5 prints SELECT 1 AS "A",
// 2 AS a as columns A and a, and renames the second a_1 in a FROM
// subquery, whose s.a is then the 1; PostgreSQL 15's is the 2). An
// unaliased item is named by the source's rule (itemIdent).
func (k *caseCheck) outputNames(sel *ast.Select) []declared {
	out, _ := k.selectColumns(sel)
	return out
}

// selectColumns are outputNames, and whether a * brings columns that are
// not known.
func (k *caseCheck) selectColumns(sel *ast.Select) (out []declared, open bool) {
	var from []caseRel
	fromDone := false
	for _, it := range sel.Items {
		if it == nil {
			continue
		}
		switch {
		case len(it.Aliases) > 0:
			out = append(out, declaredOf(it.Aliases)...)
		case it.Alias != nil:
			out = append(out, declared{*it.Alias, it.Alias.Span})
		default:
			if st, ok := it.Expr.(*ast.Star); ok {
				if !fromDone {
					for _, t := range sel.From {
						k.rels(t, &from)
					}
					fromDone = true
				}
				for _, rel := range from {
					if len(st.Table) > 0 && !k.same(k.src, rel.name, st.Table.Last()) {
						continue
					}
					for _, col := range rel.cols {
						out = append(out, declared{col, st.Span})
					}
					open = open || rel.open
				}
				continue
			}
			if id, ok := k.c.itemIdent(it.Expr); ok {
				out = append(out, declared{id, id.Span})
			}
		}
	}
	return out, open
}

// fromAliases are the aliases t declares for the qualifiers of its
// SELECT.
func (k *caseCheck) fromAliases(t ast.TableExpr, out *[]declared) {
	var a *ast.Alias
	switch x := t.(type) {
	case *ast.Join:
		k.fromAliases(x.Left, out)
		k.fromAliases(x.Right, out)
		return
	case *ast.Lateral:
		if x.Input != nil {
			k.fromAliases(x.Input, out)
		}
		a = x.Alias
	case *ast.Table:
		a = x.Alias
	case *ast.Derived:
		a = x.Alias
	case *ast.Unnest:
		a = x.Alias
	case *ast.TableFunc:
		a = x.Alias
	case *ast.RowsFrom:
		a = x.Alias
	}
	if a != nil {
		*out = append(*out, declared{a.Name, a.Name.Span})
	}
}
