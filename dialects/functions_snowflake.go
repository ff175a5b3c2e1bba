package dialects

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Snowflake spellings of the literal split and of array search.
//
// Snowflake SPLIT(s, d) (SQL reference, SPLIT:
// https://docs.snowflake.com/en/sql-reference/functions/split) keeps every
// piece ('' for contiguous separators and for one at either end), gives
// [s] for d = '' and NULL if either argument is NULL; its elements are
// VARIANT strings, which FLATTEN's VALUE reads back as
// CAST(STRIP_NULL_VALUE(VALUE) AS VARCHAR) (rewrite/lower_flatten.go,
// sfElement). What it gives for s = '' is not documented, so every
// emulation below answers that case itself. It reads back as the canonical
// split_literal_whole.
//
// Snowflake ARRAY_CONTAINS(v, a) (SQL reference, ARRAY_CONTAINS:
// https://docs.snowflake.com/en/sql-reference/functions/array_contains):
// for a non-NULL v, TRUE when v is present and FALSE when it is not (NULL
// elements do not make a miss NULL); for a NULL v, TRUE when a has a SQL
// NULL element and NULL otherwise. It reads back as
// array_contains_find_null(a, v).
//
// Snowflake ARRAY_POSITION(v, a) (SQL reference, ARRAY_POSITION:
// https://docs.snowflake.com/en/sql-reference/functions/array_position, and
// behavior change bundle 2023_01, bcr-882): the 0-based position of the
// first element equal to v, a NULL v finding the first NULL element, NULL
// when v is not there. It reads back as array_offset_not_distinct(a, v).
//
// Neither reference says what a NULL array gives, so every emulation tests
// a IS NULL first and never passes a NULL array. The value is passed as
// it is: Snowflake compares it with the elements of a structured array
// (ARRAY(INTEGER), as the source's typed arrays are written) directly; a
// semi-structured array (an ARRAY constant, SPLIT's result) needs a
// string, boolean or date value cast to VARIANT, which the translation
// adds before these emulations run (rewrite/snowflake_array_search.go);
// such a cast of a non-NULL literal counts as a non-NULL literal here.

// emSplitLiteralSnow: split_literal as CASE WHEN s = "" THEN [""] ELSE
// SPLIT(s, d) END. A NULL s fails s = "" and reaches SPLIT, which gives
// NULL.
//
// SPLIT gives [s] for d = "", where the sources that accept an empty
// delimiter (BigQuery SPLIT, Doris split_by_string) split into
// characters: d must be a non-empty literal.
func emSplitLiteralSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if d, ok := fnStrLit(a[1]); !ok || d == "" {
		return nil, c.needs("a non-empty literal delimiter (SPLIT gives the whole string for an empty one)")
	}
	return c.splitUnlessEmpty(a[0], a[1], c.arr(c.str("")))
}

// sfArgsNull is a IS NULL [OR v IS NULL] for a canonical (a, v), the a
// test left out for an array constructor and the v test for a non-NULL
// literal v (nil when neither is needed), with fresh copies of a and v
// for the call the test guards.
func (c *fnCtx) sfArgsNull(a []ast.Expr) (cond ast.Expr, arr, val ast.Expr, err error) {
	r, err := c.reused(a[0], a[1])
	if err != nil {
		return nil, nil, nil, err
	}
	var tests []ast.Expr
	if _, ok := a[0].(*ast.Array); !ok {
		tests = append(tests, c.isNull(a[0]))
	}
	if !sfNonNullLit(a[1]) {
		tests = append(tests, c.isNull(a[1]))
	}
	if len(tests) > 0 {
		cond = c.or(tests...)
	}
	return cond, r[0], r[1], nil
}

// sfNonNullLit: v is a non-NULL literal, or one cast to VARIANT.
func sfNonNullLit(v ast.Expr) bool {
	if x, ok := v.(*ast.Cast); ok && x.Type != nil && x.Type.Kind == ast.TypeOther && strings.EqualFold(x.Type.Name, "VARIANT") {
		v = x.X
	}
	return fnNonNullLit(v)
}

// sfGuard is CASE WHEN cond THEN then ELSE e END, or e for a nil cond.
func (c *fnCtx) sfGuard(cond, then, e ast.Expr) ast.Expr {
	if cond == nil {
		return e
	}
	return c.cases(e, cond, then)
}

// sfArrNull is a IS NULL, nil for an array constructor.
func (c *fnCtx) sfArrNull(a ast.Expr) ast.Expr {
	if _, ok := a.(*ast.Array); ok {
		return nil
	}
	return c.isNull(a)
}

// emContainsSnow: array_contains (a miss is NULL when a has a NULL
// element) as CASE WHEN a IS NULL OR v IS NULL THEN NULL WHEN
// ARRAY_CONTAINS(v, a) THEN TRUE WHEN ARRAY_CONTAINS(NULL, a) THEN NULL
// ELSE FALSE END: ARRAY_CONTAINS(NULL, a) is TRUE exactly when a has a
// NULL element.
func emContainsSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	cond, arr, val, err := c.sfArgsNull(a)
	if err != nil {
		return nil, err
	}
	r, err := c.reused(arr)
	if err != nil {
		return nil, err
	}
	hit, err := c.spell("array_contains_find_null", arr, val)
	if err != nil {
		return nil, err
	}
	hasNull, err := c.spell("array_contains_find_null", r[0], c.null())
	if err != nil {
		return nil, err
	}
	pairs := []ast.Expr{hit, c.boolLit(true), hasNull, c.null()}
	if cond != nil {
		pairs = append([]ast.Expr{cond, c.null()}, pairs...)
	}
	return c.cases(c.boolLit(false), pairs...), nil
}

// emContainsSkipNullSnow: array_contains_skip_null as CASE WHEN a IS NULL
// OR v IS NULL THEN NULL ELSE ARRAY_CONTAINS(v, a) END.
func emContainsSkipNullSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	cond, arr, val, err := c.sfArgsNull(a)
	if err != nil {
		return nil, err
	}
	hit, err := c.spell("array_contains_find_null", arr, val)
	if err != nil {
		return nil, err
	}
	return c.sfGuard(cond, c.null(), hit), nil
}

// emContainsOrFalseSnow: array_contains_or_false (Hive: never NULL) as
// CASE WHEN a IS NULL OR v IS NULL THEN FALSE ELSE ARRAY_CONTAINS(v, a) END.
func emContainsOrFalseSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	cond, arr, val, err := c.sfArgsNull(a)
	if err != nil {
		return nil, err
	}
	hit, err := c.spell("array_contains_find_null", arr, val)
	if err != nil {
		return nil, err
	}
	return c.sfGuard(cond, c.boolLit(false), hit), nil
}

// emContainsNullEqualSnow: array_contains_null_equal (Doris: a NULL v finds
// a NULL element, a miss is FALSE) as CASE WHEN a IS NULL THEN NULL ELSE
// coalesce(ARRAY_CONTAINS(v, a), FALSE) END: ARRAY_CONTAINS is NULL only
// for a NULL v and no NULL element, where Doris gives FALSE. A non-NULL
// literal v needs no coalesce.
func emContainsNullEqualSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	hit, err := c.spell("array_contains_find_null", r[0], a[1])
	if err != nil {
		return nil, err
	}
	if !sfNonNullLit(a[1]) {
		if hit, err = c.spell("coalesce", hit, c.boolLit(false)); err != nil {
			return nil, err
		}
	}
	return c.sfGuard(c.sfArrNull(a[0]), c.null(), hit), nil
}

// emPositionSnow: array_position (1-based, 0 for a miss, NULL elements
// never match) as CASE WHEN a IS NULL OR v IS NULL THEN NULL ELSE
// coalesce(ARRAY_POSITION(v, a) + 1, 0) END.
func emPositionSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	cond, arr, val, err := c.sfArgsNull(a)
	if err != nil {
		return nil, err
	}
	at, err := c.spell("array_offset_not_distinct", arr, val)
	if err != nil {
		return nil, err
	}
	found, err := c.spell("coalesce", c.bin(ast.OpAdd, at, c.num(1)), c.num(0))
	if err != nil {
		return nil, err
	}
	return c.sfGuard(cond, c.null(), found), nil
}

// emPositionNotDistinctSnow: array_position_not_distinct (1-based, a NULL
// v finds a NULL element, NULL for a miss) as CASE WHEN a IS NULL THEN
// NULL ELSE ARRAY_POSITION(v, a) + 1 END.
func emPositionNotDistinctSnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	r, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	at, err := c.spell("array_offset_not_distinct", r[0], a[1])
	if err != nil {
		return nil, err
	}
	return c.sfGuard(c.sfArrNull(a[0]), c.null(), c.bin(ast.OpAdd, at, c.num(1))), nil
}

// emStringToArraySnow: PostgreSQL string_to_array(s, d) for a literal d
// as CASE WHEN s = "" THEN [] ELSE SPLIT(s, d) END: for a non-empty s both
// split at each occurrence of d and keep every piece, and both give [s]
// for d = "". A NULL d (characters in PostgreSQL, NULL in Snowflake) and
// the null-string argument are not written.
func emStringToArraySnow(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if _, ok := fnStrLit(a[1]); !ok || len(a) == 3 {
		return nil, c.needs("a literal delimiter and no null string (string_to_array splits into characters for a NULL delimiter)")
	}
	return c.splitUnlessEmpty(a[0], a[1], c.arr())
}

// splitUnlessEmpty is CASE WHEN s = "" THEN empty ELSE SPLIT(s, d) END:
// Snowflake's SPLIT of "" is [""].
func (c *fnCtx) splitUnlessEmpty(s, d, empty ast.Expr) (ast.Expr, error) {
	r, err := c.reused(s)
	if err != nil {
		return nil, err
	}
	split, err := c.spell("split_literal_whole", s, d)
	if err != nil {
		return nil, err
	}
	return c.cases(split, c.bin(ast.OpEq, r[0], c.str("")), empty), nil
}
