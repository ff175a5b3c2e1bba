package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Read rules for the array sorts of DuckDB, Doris and Snowflake. Each
// form whose order and NULL order are fixed by literals is read as the
// canonical sort it is: sort_array(a) (ascending, NULL elements first),
// sort_array(a, FALSE) (descending, NULL elements last) or
// array_sort_nulls_last(a) (ascending, NULL elements last). Descending
// with the NULL elements first has no canonical function, and a form
// whose order depends on a setting or a non-literal argument is not
// read: both stay the dialect's own (ast.Func.Unread). Which element
// types each source orders as the canonical sort does is checked in the
// rewrite (rewrite/sort_read.go).

// fnDuckListSort reads DuckDB's list_sort(a, order, null_order) and its
// alias array_sort. The order is 'ASC' or 'ASCENDING', 'DESC' or
// 'DESCENDING', the NULL order 'NULLS FIRST' or 'NULLS_FIRST', 'NULLS
// LAST' or 'NULLS_LAST', each in any case (run on DuckDB 1.5: other
// spellings, extra spaces included, are an error). Without the NULL order,
// or with 'DEFAULT', the order is the settings default_order and
// default_null_order: not read.
func fnDuckListSort(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 {
		return "", nil, false
	}
	desc, ok := fnDuckSortOrder(a[1])
	if !ok {
		return "", nil, false
	}
	return fnSortCanon(a, desc, a[2])
}

// fnDuckListReverseSort reads DuckDB's list_reverse_sort(a, null_order)
// and its alias array_reverse_sort: descending (run on DuckDB 1.5:
// list_reverse_sort([3, NULL, 1], 'NULLS LAST') is [3, 1, NULL]).
func fnDuckListReverseSort(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 {
		return "", nil, false
	}
	return fnSortCanon(a, true, a[1])
}

// fnDuckSortOrder reads a literal DuckDB sort order: desc for 'DESC'.
func fnDuckSortOrder(e ast.Expr) (desc, ok bool) {
	s, ok := fnStrLit(e)
	switch {
	case !ok:
		return false, false
	case strings.EqualFold(s, "ASC") || strings.EqualFold(s, "ASCENDING"):
		return false, true
	case strings.EqualFold(s, "DESC") || strings.EqualFold(s, "DESCENDING"):
		return true, true
	}
	return false, false
}

// fnSortCanon is the canonical sort of a[0] in the order desc with the
// DuckDB NULL order literal nulls.
func fnSortCanon(a []ast.Expr, desc bool, nulls ast.Expr) (string, []ast.Expr, bool) {
	s, ok := fnStrLit(nulls)
	if !ok {
		return "", nil, false
	}
	var first bool
	switch {
	case strings.EqualFold(s, "NULLS FIRST") || strings.EqualFold(s, "NULLS_FIRST"):
		first = true
	case strings.EqualFold(s, "NULLS LAST") || strings.EqualFold(s, "NULLS_LAST"):
	default:
		return "", nil, false
	}
	return fnSortForm(a[0], desc, first, nulls.SpanOf())
}

// fnSortForm is the canonical call sorting arr in the order desc with
// the NULL elements first or last; ok is false for descending with the
// NULL elements first.
func fnSortForm(arr ast.Expr, desc, nullsFirst bool, sp ast.Span) (string, []ast.Expr, bool) {
	switch {
	case !desc && nullsFirst:
		return "sort_array", []ast.Expr{arr}, true
	case !desc:
		return "array_sort_nulls_last", []ast.Expr{arr}, true
	case !nullsFirst:
		return "sort_array", []ast.Expr{arr, &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}}, true
	}
	return "", nil, false
}

// fnDorisReverseSort reads Doris's array_reverse_sort(a): descending with
// the NULL elements last, NULL for a NULL array, [] for [] (Doris
// documentation, ARRAY_SORT: "ARRAY_SORT sorts in ascending order, while
// ARRAY_REVERSE_SORT sorts in descending order"; ARRAY_REVERSE_SORT).
// Doris's array_sort(a) is ascending with the NULL elements first, NULL
// for a NULL array (ARRAY_SORT: "NULL elements are placed at the
// beginning of the returned array"): sort_array(a), read by its alias
// rule with fnOnlyArity(1).
func fnDorisReverseSort(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 1 {
		return "", nil, false
	}
	return fnSortForm(a[0], true, false, f.Span)
}

// fnSnowArraySort reads Snowflake's ARRAY_SORT(a [, sort_ascending [,
// nulls_first]]) with literal booleans (Snowflake documentation,
// ARRAY_SORT: sort_ascending defaults to TRUE; nulls_first, which
// places the SQL NULL elements, defaults to FALSE ascending and TRUE
// descending; a NULL argument gives NULL). nulls_first does not place a
// JSON null element, which sorts above every value: the rewrite reads
// the forms that move the SQL NULLs away from the JSON nulls
// (sort_array) only for an argument that cannot hold one
// (rewrite/sort_read.go).
func fnSnowArraySort(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) == 0 || len(a) > 3 {
		return "", nil, false
	}
	asc, first := true, false
	if len(a) >= 2 {
		b, ok := fnBoolLit(a[1])
		if !ok {
			return "", nil, false
		}
		asc, first = b, !b
	}
	if len(a) == 3 {
		b, ok := fnBoolLit(a[2])
		if !ok {
			return "", nil, false
		}
		first = b
	}
	return fnSortForm(a[0], !asc, first, f.Span)
}

// fnBoolLit returns the value of a TRUE or FALSE literal.
func fnBoolLit(e ast.Expr) (bool, bool) {
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitBool {
		return false, false
	}
	return strings.EqualFold(l.Value, "true"), true
}
