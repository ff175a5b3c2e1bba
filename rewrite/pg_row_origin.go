package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The rows of unknown type for pgRowNulls (pg_row_nulls.go). A value of
// unknown type is a scalar to PostgreSQL's IS [NOT] NULL unless it is
// known to hold a row, which it does when it comes from one:
//
//   - a whole-row reference, a bare name that is no column of the FROM
//     clause but names one of its relations (PostgreSQL 15 manual, 8.16.5
//     Using Composite Types in Queries: "SELECT c FROM inventory_item c"
//     yields a single composite-valued column). With the relation's
//     columns known, its fields are those columns (pgWholeRow); a row of
//     a table is never NULL itself, a missing row of an outer join having
//     every column NULL;
//   - a column of a subquery in FROM or of a WITH query whose item, in any
//     branch of a UNION, INTERSECT or EXCEPT or any row of VALUES, is a
//     row (a ROW constructor, a whole-row reference, a struct of known
//     type, or again such a column);
//   - a scalar subquery whose item is one.
//
// Those whose fields typeOf does not give are refused (pgRowSource says
// which kind); a column of a table whose type is known, or of a relation
// of unknown columns read by a name that names no relation, stays a
// scalar.

// pgWholeRow is the fields of e read as a whole-row reference, when e is
// a bare name that names a relation (the innermost of that name), no
// relation in scope, at any level, has a column of that name, and every
// relation in scope has known columns.
func (c *Context) pgWholeRow(e ast.Expr, sc *scope) ([]ast.Expr, bool) {
	cr, ok := e.(*ast.ColumnRef)
	if !ok || len(cr.Name) != 1 {
		return nil, false
	}
	name := strings.ToLower(cr.Name[0].Name)
	if found, unknown := pgColumnNamed(sc, name, nil); found || unknown {
		return nil, false // a column, or it may be one
	}
	for s := sc; s != nil; s = s.outer {
		for _, r := range s.rels {
			if r.name != name {
				continue
			}
			fields := make([]ast.Expr, 0, len(r.cols))
			for _, col := range r.cols {
				fields = append(fields, &ast.ColumnRef{Span: cr.Span, Name: ast.QName{cr.Name[0], {Span: cr.Span, Name: col.Name}}})
			}
			return fields, len(fields) > 0
		}
	}
	return nil, false
}

// pgColumnNamed: a relation of sc or of an outer scope has a column named
// name: PostgreSQL reads a bare name as a column, at any level, before it
// reads it as a whole-row reference. unknown: some relation's columns
// cannot be told (a table without a schema).
func pgColumnNamed(sc *scope, name string, ctes map[string]*ast.CTE) (found, unknown bool) {
	named := func(q ast.QueryExpr, names []ast.Ident) bool {
		if len(names) > 0 {
			for _, n := range names {
				if strings.EqualFold(n.Name, name) {
					return true
				}
			}
			return false
		}
		return firstBranchIndex(q, name) >= 0
	}
	for s := sc; s != nil; s = s.outer {
		for _, r := range s.rels {
			switch {
			case r.cols != nil:
				for _, col := range r.cols {
					if strings.EqualFold(col.Name, name) {
						return true, false
					}
				}
			case r.sub != nil && r.sub.Query != nil:
				var names []ast.Ident
				if r.sub.Alias != nil {
					names = r.sub.Alias.Columns
				}
				if named(r.sub.Query.Body, names) {
					return true, false
				}
			case ctes[r.name] != nil:
				if cte := ctes[r.name]; cte.Query != nil && named(cte.Query.Body, cte.Columns) {
					return true, false
				}
			default:
				unknown = true
			}
		}
	}
	return false, unknown
}

// pgRowSource says what row e comes from when it is known to hold a row
// (see above), "" otherwise. ctes are the WITH queries of the statement,
// by name.
func (c *Context) pgRowSource(e ast.Expr, sc *scope, ctes map[string]*ast.CTE, depth int) string {
	if depth > 8 {
		return ""
	}
	switch x := e.(type) {
	case *ast.Struct:
		return "a ROW constructor"
	case *ast.Subquery:
		if x.Query != nil && c.pgQueryColRow(x.Query.Body, nil, "", 0, ctes, sc, depth+1) {
			return "a subquery's row"
		}
		return ""
	case *ast.ColumnRef:
		if ci, _ := sc.resolveCol(x.Name); ci != nil {
			if ci.Type != nil && ci.Type.Kind == ast.TypeStruct {
				return "a row column"
			}
			return ""
		}
		if len(x.Name) == 1 && c.pgNamesRelation(sc, x.Name[0].Name, ctes) {
			return "a whole-row reference"
		}
		col := x.Name.Last().Name
		var qual string
		if len(x.Name) >= 2 {
			qual = strings.ToLower(x.Name[len(x.Name)-2].Name)
		}
		for s := sc; s != nil; s = s.outer {
			for _, r := range s.rels {
				if qual != "" && r.name != qual || r.gen {
					continue
				}
				switch {
				case r.sub != nil:
					var names []ast.Ident
					if r.sub.Alias != nil {
						names = r.sub.Alias.Columns
					}
					if c.pgQueryColRow(r.sub.Query.Body, names, col, -1, ctes, sc, depth+1) {
						return "a row built in a subquery"
					}
				case r.cols == nil && ctes[r.name] != nil:
					// Inside its own query the WITH query is not looked
					// into again: a recursive branch reads the rows its
					// other branches make, and every branch is read here.
					cte := ctes[r.name]
					inner := make(map[string]*ast.CTE, len(ctes))
					for k, v := range ctes {
						if k != r.name {
							inner[k] = v
						}
					}
					if c.pgQueryColRow(cte.Query.Body, cte.Columns, col, -1, inner, sc, depth+1) {
						return "a row built in the WITH query " + cte.Name.Name
					}
				}
			}
			if qual != "" {
				break
			}
		}
		return ""
	}
	if t := c.typeOf(e, sc); t != nil && t.Kind == ast.TypeStruct {
		return "a row"
	}
	return ""
}

// pgNamesRelation: name is no column of a relation in scope (pgColumnNamed)
// and names one of them.
func (c *Context) pgNamesRelation(sc *scope, name string, ctes map[string]*ast.CTE) bool {
	name = strings.ToLower(name)
	if found, _ := pgColumnNamed(sc, name, ctes); found {
		return false
	}
	for s := sc; s != nil; s = s.outer {
		for _, r := range s.rels {
			if r.name == name {
				return true
			}
		}
	}
	return false
}

// pgQueryColRow: the column col (or the one at index idx, when idx >= 0)
// of the query body q, whose columns are renamed to names when given,
// holds a row in some branch or row of q.
func (c *Context) pgQueryColRow(q ast.QueryExpr, names []ast.Ident, col string, idx int, ctes map[string]*ast.CTE, outer *scope, depth int) bool {
	if idx < 0 {
		for i, n := range names {
			if strings.EqualFold(n.Name, col) {
				idx = i
			}
		}
		if idx < 0 {
			idx = firstBranchIndex(q, col)
		}
		if idx < 0 {
			return false
		}
	}
	switch x := q.(type) {
	case *ast.Query:
		return x != nil && c.pgQueryColRow(x.Body, nil, "", idx, ctes, outer, depth)
	case *ast.SetOp:
		return c.pgQueryColRow(x.L, nil, "", idx, ctes, outer, depth) || c.pgQueryColRow(x.R, nil, "", idx, ctes, outer, depth)
	case *ast.Select:
		if idx >= len(x.Items) || x.Items[idx] == nil {
			return false
		}
		if _, star := x.Items[idx].Expr.(*ast.Star); star {
			return false
		}
		bsc := c.scopeOf(x.From)
		bsc.outer = outer
		return c.pgRowSource(x.Items[idx].Expr, bsc, ctes, depth) != ""
	case *ast.Values:
		for _, row := range x.Rows {
			if idx < len(row) && c.pgRowSource(row[idx], &scope{outer: outer}, ctes, depth) != "" {
				return true
			}
		}
	}
	return false
}

// firstBranchIndex is the index of the item named col in the leftmost
// SELECT of q (the one that names a set operation's columns), -1 when
// none is (or a star comes before it).
func firstBranchIndex(q ast.QueryExpr, col string) int {
	for {
		switch x := q.(type) {
		case *ast.Query:
			if x == nil {
				return -1
			}
			q = x.Body
			continue
		case *ast.SetOp:
			q = x.L
			continue
		case *ast.Select:
			for i, it := range x.Items {
				if it == nil {
					return -1
				}
				if _, star := it.Expr.(*ast.Star); star {
					return -1
				}
				n := ""
				if cr, ok := it.Expr.(*ast.ColumnRef); ok {
					n = cr.Name.Last().Name
				}
				if it.Alias != nil {
					n = it.Alias.Name
				}
				if strings.EqualFold(n, col) {
					return i
				}
			}
		}
		return -1
	}
}

// anonymousRowItem reports whether item i of a SELECT of body, any branch
// of a set operation, is a ROW constructor with an unnamed field.
func anonymousRowItem(body ast.QueryExpr, i int) bool {
	anonymous := func(e ast.Expr) bool {
		if st, ok := e.(*ast.Struct); ok {
			for _, f := range st.Fields {
				if f.Name == nil {
					return true
				}
			}
		}
		return false
	}
	switch x := body.(type) {
	case *ast.Select:
		if i < len(x.Items) && x.Items[i] != nil {
			return anonymous(x.Items[i].Expr)
		}
	case *ast.Values:
		// a VALUES row's, as a SELECT's item
		for _, row := range x.Rows {
			if i < len(row) && anonymous(row[i]) {
				return true
			}
		}
	case *ast.SetOp:
		return anonymousRowItem(x.L, i) || anonymousRowItem(x.R, i)
	case *ast.Query:
		if x != nil && x.With == nil {
			return anonymousRowItem(x.Body, i)
		}
	}
	return false
}

// statementCTEsByName is every WITH query of s, by lower-case name.
func statementCTEsByName(s ast.Node) map[string]*ast.CTE {
	out := map[string]*ast.CTE{}
	ast.Inspect(s, func(n ast.Node) bool {
		if cte, ok := n.(*ast.CTE); ok && cte.Query != nil {
			out[strings.ToLower(cte.Name.Name)] = cte
		}
		return true
	})
	return out
}

// pgAnonymousRowCol: name reads a column of a subquery in FROM whose item
// is a ROW constructor with an unnamed field. Its fields have no name
// every target reads (DuckDB's row(a, b) is an unnamed struct, Spark's
// struct(a, b) names them a and b, Trino's ROW has none), so they cannot
// be read one by one.
func (c *Context) pgAnonymousRowCol(sc *scope, name ast.QName) bool {
	if sc == nil || len(name) == 0 || len(name) > 2 {
		return false
	}
	col := name.Last().Name
	for _, r := range sc.rels {
		if r.sub == nil || r.q == nil || len(name) == 2 && r.name != strings.ToLower(name[0].Name) || len(name) == 1 && len(sc.rels) != 1 {
			continue
		}
		if idx := queryColIndex(r.q, r.qnames, col); idx >= 0 && anonymousRowItem(r.q.Body, idx) {
			return true
		}
	}
	return false
}
