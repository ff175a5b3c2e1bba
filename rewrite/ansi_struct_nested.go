package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The reads of a struct column inside nested queries, for ansiStructFields
// (ansi_struct.go). A read's first name is the struct column's, or its
// lateral's, only where no query between could bind that name first:
// each nested query with a FROM of its own is checked in turn, against
// its own relations and their columns.
//
// Two things make that check exact where a subquery's FROM holds another
// subquery (a derived table). Its body sees the relations of the queries
// around the one whose FROM holds it, never that FROM's other items (it
// is no LATERAL): so the reads inside it are not checked against that
// FROM, only against its own and those of the queries around
// (derivedBodies). And its columns are known when its query names them
// all: a SELECT whose items are named (an alias, a column's own name) or
// are expressions (whose generated names, as PostgreSQL's ?column? or
// Spark's expression text, are no plain identifier), or the column list
// of its alias (derivedColumns). Then a derived table binds the name only
// when the name is its alias or one of those columns.

// derivedBodies are the queries of the subqueries in FROM among from
// (in joins too), LATERAL ones left out.
func derivedBodies(from []ast.TableExpr) map[*ast.Query]bool {
	out := map[*ast.Query]bool{}
	var visit func(t ast.TableExpr)
	visit = func(t ast.TableExpr) {
		switch x := t.(type) {
		case *ast.Join:
			visit(x.Left)
			visit(x.Right)
		case *ast.Derived:
			if !x.Lateral && x.Query != nil {
				out[x.Query] = true
			}
		}
	}
	for _, t := range from {
		visit(t)
	}
	return out
}

// bindsUnknown: a relation of sc (only its own, not the scopes around)
// whose columns are not known could have a column named name.
func (sc *scope) bindsUnknown(name string) bool {
	for _, r := range sc.rels {
		if r.cols != nil {
			continue
		}
		cols, ok := derivedColumns(r.sub)
		if !ok {
			return true
		}
		for _, c := range cols {
			if strings.EqualFold(c, name) {
				return true
			}
		}
	}
	return false
}

// derivedColumns are the names of the columns of the subquery in FROM d
// that a plain identifier could read (an expression's generated name is
// none); ok is false when they are not known (d nil, a *, a VALUES or
// a query without a name for each column).
func derivedColumns(d *ast.Derived) (names []string, ok bool) {
	if d == nil || d.Query == nil {
		return nil, false
	}
	body := d.Query.Body
	for {
		op, isOp := body.(*ast.SetOp)
		if !isOp {
			break
		}
		body = op.L // a set operation's columns are named by its first branch
	}
	var width int
	switch x := body.(type) {
	case *ast.Select:
		width = len(x.Items)
		for _, it := range x.Items {
			switch e := it.Expr.(type) {
			case *ast.Star:
				return nil, false
			case *ast.ColumnRef:
				if it.Alias == nil {
					names = append(names, e.Name.Last().Name)
				}
			}
			if len(it.Aliases) > 0 {
				return nil, false
			}
			if it.Alias != nil {
				names = append(names, it.Alias.Name)
			}
		}
	case *ast.Values:
		if len(x.Rows) == 0 {
			return nil, false
		}
		width = len(x.Rows[0])
		if d.Alias == nil || len(d.Alias.Columns) != width {
			return nil, false // VALUES names its columns itself, per dialect
		}
	default:
		return nil, false
	}
	if d.Alias != nil {
		if len(d.Alias.Columns) > width {
			return nil, false
		}
		for _, c := range d.Alias.Columns {
			names = append(names, c.Name) // the renamed columns' names may stay listed: a stricter check
		}
	}
	return names, true
}
