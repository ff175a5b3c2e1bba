package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The checks shared by the rewrites that spell a LATERAL aggregate
// subquery over the elements of one array (T10) as window aggregates over
// the array spread beside the left row: decorrelate.go (Hive, Spark,
// Doris) and snowflake_lateral.go (Snowflake), and the reads of the
// subquery's columns that lateral_scalar.go (BigQuery) and
// snowflake_lateral.go rewrite.

// windowedAggs are the aggregates that ignore NULL inputs and give NULL
// (count: 0) over no rows, so that a CASE without ELSE filters their
// input exactly. The dialects' other spellings (every, BOOLAND_AGG,
// BOOLOR_AGG, LOGICAL_AND...) are read as bool_and and bool_or.
var windowedAggs = map[string]bool{"count": true, "sum": true, "avg": true, "min": true, "max": true,
	"bool_and": true, "bool_or": true}

// windowedAggProblem checks that f, an aggregate (isAgg) of the subquery's
// select list, can become the same aggregate over CASE WHEN guard THEN arg
// END in a window over the left row's elements. elem reports whether an
// expression reads a column of the array's generator (the element or its
// position); distinct names the aggregates whose DISTINCT the caller
// spells. It returns "" when f fits, else why not, to follow "a LATERAL
// subquery cannot be expressed exactly in <target>: ".
func windowedAggProblem(f *ast.Func, elem func(ast.Expr) bool, distinct map[string]bool) string {
	name := strings.ToLower(f.Name.Last().Name)
	switch {
	case f.Over != nil || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 || f.Nulls != ast.NullsUnspecified:
		return name + " has ORDER BY, WITHIN GROUP or a NULL treatment"
	case !windowedAggs[name]:
		return "the aggregate " + name + " is not decorrelated (count, sum, avg, min, max, bool_and and bool_or are)"
	case f.Distinct && !distinct[name]:
		return name + "(DISTINCT ...) is not decorrelated"
	case !f.Star && len(f.Args) != 1:
		return name + " takes one argument here"
	}
	reads := f.Args
	if f.Filter != nil {
		reads = append(append([]ast.Expr(nil), f.Args...), f.Filter)
	}
	for _, a := range reads {
		nested := ""
		ast.Inspect(a, func(n ast.Node) bool {
			switch g := n.(type) {
			case *ast.Func:
				if isAgg(g) || isQualifiedAgg(g) || g.Over != nil {
					nested = "an aggregate or window is nested in " + name
				}
			case *ast.Query, *ast.Lambda:
				// Names inside are the nested scope's, not the element's.
				nested = "a subquery or lambda is nested in " + name
			}
			return nested == ""
		})
		if nested != "" {
			return nested
		}
	}
	// An aggregate belongs to the innermost query whose columns its
	// arguments and FILTER read, and to the subquery when they read none
	// (count(1), sum(2)): only one reading the left table's columns and
	// no element belongs to the outer query, which PostgreSQL and DuckDB
	// reject inside LATERAL (PostgreSQL manual 4.2.7, Aggregate
	// Expressions).
	if outerAgg(f, elem) {
		if f.Filter != nil {
			return name + " reads no element of the array, in its arguments or its FILTER"
		}
		return name + " reads no element of the array"
	}
	return ""
}

// outerAgg: f, an aggregate in a subquery, belongs to an outer query: its
// arguments and FILTER read columns, and none of them a column inner
// reports as the subquery's.
func outerAgg(f *ast.Func, inner func(ast.Expr) bool) bool {
	reads := append(append([]ast.Expr(nil), f.Args...), f.Filter)
	if f.Filter == nil {
		reads = reads[:len(f.Args)]
	}
	return !anyExpr(reads, inner) && anyExpr(reads, readsColumn)
}

// nestedRead is a read of a lateral's column (alias.col) inside a nested
// query or lambda of the outer query, where a rewrite that copies what
// the column stands for would move it into another scope.
type nestedRead struct {
	at   ast.Node // the outermost subquery, EXISTS, IN, ARRAY, ANY/ALL or lambda holding it
	what string   // what at is, for a message
}

// nestedReads finds, in the select list and WHERE of s, every read of the
// lateral alias's columns that sits in a nested query or a lambda. With
// whole, a read beside a subquery (x IN (SELECT ...), x = ANY (SELECT
// ...)) counts too.
func nestedReads(s *ast.Select, alias string, whole bool) map[*ast.ColumnRef]nestedRead {
	out := map[*ast.ColumnRef]nestedRead{}
	mark := func(root ast.Node, nr nestedRead) {
		ast.Inspect(root, func(n ast.Node) bool {
			if cr, ok := n.(*ast.ColumnRef); ok && len(cr.Name) >= 2 && strings.EqualFold(cr.Name[0].Name, alias) {
				out[cr] = nr
			}
			return true
		})
	}
	var visit func(e ast.Expr)
	visit = func(e ast.Expr) {
		if e == nil {
			return
		}
		ast.Inspect(e, func(n ast.Node) bool {
			var q *ast.Query
			what := ""
			switch x := n.(type) {
			case *ast.Subquery:
				q, what = x.Query, "a scalar subquery"
			case *ast.Exists:
				q, what = x.Query, "an EXISTS subquery"
			case *ast.ArrayQuery:
				q, what = x.Query, "an ARRAY subquery"
			case *ast.InSubquery:
				q, what = x.Query, "an IN subquery"
				if !whole {
					visit(x.X)
				}
			case *ast.Quantified:
				if x.Query == nil {
					return true
				}
				q, what = x.Query, "an ANY/ALL subquery"
				if !whole {
					visit(x.X)
				}
			case *ast.Lambda:
				mark(x, nestedRead{at: x, what: "a lambda"})
				return false
			case *ast.Query:
				q, what = x, "a subquery"
			default:
				return true
			}
			if whole {
				mark(n, nestedRead{at: n, what: what})
			} else {
				mark(q, nestedRead{at: n, what: what})
			}
			return false
		})
	}
	for _, it := range s.Items {
		visit(it.Expr)
	}
	visit(s.Where)
	return out
}
