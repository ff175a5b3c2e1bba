package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The constructs besides the comparison operators that compare arrays and
// structs holding NULLs by the dialect's rule (NestedNullsOf): those that
// rank values (window ORDER BY keys, an aggregate's own ORDER BY, min,
// max, min_by/max_by keys, greatest, least) follow the rule's Order; those
// that test elements for equality (array membership and position, JOIN
// USING) follow its NullsEqual. Grouping (GROUP BY, DISTINCT, PARTITION
// BY, count(DISTINCT), UNION, INTERSECT, EXCEPT) treats NULL elements as
// equal in every dialect and needs nothing. None has a short exact form:
// where the source's and the target's rules differ and the operands are
// known to be arrays or structs, the construct is refused (T140).

// nestedRankArgs are the functions that rank their arguments, with the
// index of the argument ranked (-1: all of them).
var nestedRankArgs = map[string]int{
	"min": 0, "max": 0, "min_by": 1, "max_by": 1, "arg_min": 1, "arg_max": 1,
	"greatest": -1, "least": -1, "greatest_ignore_nulls": -1, "least_ignore_nulls": -1,
}

// nestedMemberFuncs are the functions that compare the elements of their
// first argument, an array, with their second by =.
var nestedMemberFuncs = map[string]bool{
	"array_contains": true, "array_contains_or_false": true, "array_contains_skip_null": true,
	"array_contains_null_equal": true, "array_position": true, "array_position_not_distinct": true,
}

// isNestedFunc: f may compare arrays or structs by the dialect's rule.
func isNestedFunc(f *ast.Func) bool {
	if f.Over != nil || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 {
		return true
	}
	if len(f.Name) != 1 {
		return false
	}
	name := strings.ToLower(f.Name[0].Name)
	_, rank := nestedRankArgs[name]
	return rank || nestedMemberFuncs[name]
}

// nestedFunc refuses (T140) a call of f that ranks or tests for equality
// arrays or structs known as such, where the source's and the target's
// rules for it differ. windows are the select's named windows.
func (c *Context) nestedFunc(f *ast.Func, sc *scope, windows []*ast.NamedWindow, src, dst NestedNulls) {
	d := c.targetRule(dst, nil, nil)
	name, shown := "", ""
	if len(f.Name) == 1 {
		name = strings.ToLower(f.Name[0].Name)
		shown = name
		if f.Written != "" {
			shown = strings.Trim(string(f.Written), "\"`")
		}
	}
	if src.Order != d.Order {
		if i, ok := nestedRankArgs[name]; ok {
			for j, a := range f.Args {
				if i >= 0 && j != i {
					continue
				}
				if k, _ := c.nestedKind(a, sc); k != ast.TypeUnknown {
					c.Refuse(codeNestedCompare, f, "rank the elements or fields one by one",
						"%s of %s values with NULL elements: %s and %s rank NULL elements differently", shown, kindWord(k), c.Source.Name, c.nestedTargetName())
					return
				}
			}
		}
		keys := append(append([]*ast.OrderItem(nil), f.OrderBy...), f.WithinGroup...)
		what := "an aggregate's ORDER BY"
		if f.Over != nil {
			what = "a window's ORDER BY"
			keys = append(keys, windowOrderBy(f.Over, windows)...)
		}
		for _, o := range keys {
			if o == nil {
				continue
			}
			if k, _ := c.nestedKind(o.Expr, sc); k != ast.TypeUnknown {
				c.Refuse(codeNestedCompare, o.Expr, "order by the elements or fields one by one",
					"%s over %s values with NULL elements: %s and %s order NULL elements differently", what, kindWord(k), c.Source.Name, c.nestedTargetName())
				return
			}
		}
	}
	// Snowflake's ARRAY_CONTAINS and ARRAY_POSITION do not document how
	// they compare array or object elements holding NULLs.
	if nestedMemberFuncs[name] && len(f.Args) == 2 && c.Target.Name == "snowflake" {
		if k := c.nestedMemberKind(f.Args[1], f.Args[0], sc); k != ast.TypeUnknown {
			c.Refuse(codeNestedCompare, f, "compare the elements one by one",
				"%s over %s elements: snowflake does not document how it compares elements holding NULLs", shown, kindWord(k))
			return
		}
	}
	if nestedMemberFuncs[name] && len(f.Args) == 2 && src.NullsEqual != d.NullsEqual {
		if k := c.nestedMemberKind(f.Args[1], f.Args[0], sc); k != ast.TypeUnknown {
			c.Refuse(codeNestedCompare, f, "compare the elements one by one",
				"%s over %s elements: %s and %s compare NULL elements differently", shown, kindWord(k), c.Source.Name, c.nestedTargetName())
		}
	}
}

// windowOrderBy is the ORDER BY of a window specification, the named
// window's where the specification names one.
func windowOrderBy(w *ast.WindowSpec, windows []*ast.NamedWindow) []*ast.OrderItem {
	out := w.OrderBy
	seen := 0
	for w != nil && w.Name != nil && seen <= len(windows) {
		seen++
		var next *ast.WindowSpec
		for _, nw := range windows {
			if nw != nil && strings.EqualFold(nw.Name.Name, w.Name.Name) {
				next = nw.Spec
			}
		}
		if next != nil && len(out) == 0 {
			out = next.OrderBy
		}
		w = next
	}
	return out
}

// nestedUsing refuses (T140) JOIN ... USING (c), or a NATURAL JOIN whose
// common column c is, where c is known to be an array or a struct on
// either side and the source and the target compare NULL elements
// differently (the join compares c by =).
func (c *Context) nestedUsing(from []ast.TableExpr, src, dst NestedNulls) {
	d := c.targetRule(dst, nil, nil)
	if src.NullsEqual == d.NullsEqual {
		return
	}
	var walk func(t ast.TableExpr) bool
	walk = func(t ast.TableExpr) bool {
		j, ok := t.(*ast.Join)
		if !ok {
			return false
		}
		if walk(j.Left) || walk(j.Right) {
			return true
		}
		ls, rs := c.scopeOf([]ast.TableExpr{j.Left}), c.scopeOf([]ast.TableExpr{j.Right})
		using := j.Using
		if j.Natural {
			using = commonColumns(ls, rs)
		}
		for _, u := range using {
			ref := &ast.ColumnRef{Span: u.Span, Name: ast.QName{u}}
			k, _ := c.nestedKind(ref, ls)
			if k == ast.TypeUnknown {
				k, _ = c.nestedKind(ref, rs)
			}
			if k != ast.TypeUnknown {
				what := "JOIN USING"
				if j.Natural {
					what = "NATURAL JOIN on"
				}
				c.Refuse(codeNestedCompare, j, "join ON the elements or fields compared one by one",
					"%s (%s) over %s values: %s and %s compare NULL elements differently", what, u.Name, kindWord(k), c.Source.Name, c.nestedTargetName())
				return true
			}
		}
		return false
	}
	for _, t := range from {
		if walk(t) {
			return
		}
	}
}

// commonColumns are the column names both scopes know (a NATURAL JOIN's
// columns, as far as the schema tells).
func commonColumns(l, r *scope) []ast.Ident {
	seen := map[string]bool{}
	for _, rel := range l.rels {
		for _, col := range rel.cols {
			seen[strings.ToLower(col.Name)] = true
		}
	}
	var out []ast.Ident
	for _, rel := range r.rels {
		for _, col := range rel.cols {
			if n := strings.ToLower(col.Name); seen[n] {
				seen[n] = false
				out = append(out, ast.Ident{Name: col.Name})
			}
		}
	}
	return out
}
