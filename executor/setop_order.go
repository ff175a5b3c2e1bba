package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB orders a set operation by an expression that is not an output
// column when it repeats the select-list expression of one column in one
// of the branches (SELECT UNNEST(s) FROM t UNION ALL SELECT s.a, s.b FROM
// t ORDER BY s.a orders by the first column); an expression matching
// different columns in different branches is ambiguous. The executor
// matches the expressions as written: the same tree, identifiers compared
// ignoring case, quoted or not, as DuckDB binds them (ORDER BY "K" + 1
// repeats k + 1). DuckDB binds the whole expressions, so it also matches
// a differently spelled reference to the same column (t.x for x), which
// the executor reports as an error instead.

// setOpOrderColumn is the output column of the set operation body that
// the ORDER BY expression e names through a branch, or -1.
func setOpOrderColumn(body ast.QueryExpr, e ast.Expr) (int, error) {
	found := -1
	var walk func(q ast.QueryExpr) error
	walk = func(q ast.QueryExpr) error {
		switch x := q.(type) {
		case *ast.SetOp:
			if err := walk(x.L); err != nil {
				return err
			}
			return walk(x.R)
		case *ast.Select:
			for i, it := range x.Items {
				if !singleColumnItem(it) {
					break // the columns after it cannot be counted
				}
				if !ast.SameExpr(it.Expr, e, ast.IdentIgnoreCase) {
					continue
				}
				if found >= 0 && found != i {
					return errAt(e, "ORDER BY: ambiguous reference to a column of the set operation")
				}
				found = i
			}
		}
		return nil
	}
	if err := walk(body); err != nil {
		return -1, err
	}
	return found, nil
}

// singleColumnItem: the item is one output column (not *, nor a
// generator that may expand into several).
func singleColumnItem(it *ast.SelectItem) bool {
	if len(it.Aliases) > 0 {
		return false
	}
	switch x := it.Expr.(type) {
	case *ast.Star:
		return false
	case *ast.Func:
		switch strings.ToLower(x.Name.Last().Name) {
		case "unnest", "explode", "explode_outer", "posexplode", "posexplode_outer",
			"inline", "inline_outer", "stack", "json_tuple", "parse_url_tuple":
			return false
		}
	}
	return true
}
