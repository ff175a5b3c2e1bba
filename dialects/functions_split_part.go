package dialects

import (
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// splitPartRows: split_part(s, d, n), the n-th field of s split on the
// string d, counted from 1, or from the end for a negative n.
//
// PostgreSQL's and Spark's are one function ("split_part_pg"): a field
// past the last is the empty string, a negative n counts from the end,
// n = 0 raises (PostgreSQL 15: "field position must not be zero"; Spark
// 3.3 and later, split_part: "If partNum is 0, throws an error"), an
// empty d does not split (Spark: "If the delimiter is an empty string,
// the str is not split"; PostgreSQL 15: with an empty d, field 1 of 'abc'
// is 'abc' and field 2 empty), and field 1 of an empty string is empty.
// DuckDB's ("split_part") differs at n = 0, the empty string
// (split_part('a,b,c', ',', 0) on DuckDB 1.5), and at an empty d, which
// splits into the characters (field 2 of 'abc' is 'b'); a field past the
// last and a negative n are as in PostgreSQL (run on DuckDB 1.5:
// split_part('a,b,c', ',', -1) is 'c', fields 5 and -5 are empty).
// Snowflake's SPLIT_PART is empty past the last field and counts a
// negative partNumber from the end, but reads 0 as 1 and documents its
// own result for an empty delimiter (and is read only for the arguments
// below). So with a non-empty literal delimiter and a literal n other
// than 0, which is how the function is called, the three are one:
// written so for each other, and refused otherwise (T302).
//
// Trino's and Presto's split_part is NULL past the last field and raises
// for an index below 1; their element_at of split(s, d) counts a
// negative index from the end and is NULL out of range (Trino array
// functions, element_at: "If index < 0, element_at accesses elements
// from the last to the first"), and split(s, d) of a non-empty d keeps
// empty fields, one empty field for the empty string (functions.go,
// split_literal), so the CASE below, the element or the empty string for
// a string that is not NULL, is the function there, for the same literal
// arguments.
//
// Trino's and Presto's own split_part ("split_part_null": "If the index
// is larger than the number of fields, then null is returned", an index
// below 1 raising) is read for the same non-empty literal delimiter and
// a literal index of 1 or more only. Written elsewhere, field 1 is
// split_part's field 1; field n is
// CASE WHEN length(s) - length(replace(s, d, e)) >= (n - 1) * length(d)
// THEN split_part(s, d, n) END, e the empty string: replace removes the
// occurrences split_part splits at (both scan from the left, without
// overlaps), so the test holds when s has n fields or more, and a NULL s
// gives NULL. Hive, which has no split_part, reads the element of its
// split of the quoted delimiter (split_literal), NULL past the last one
// (Hive LanguageManual UDF, operators: "A[n] ... returns NULL" out of
// range), every field kept (split keeps trailing empty strings).
func splitPartRows() {
	fnRow("split_part_pg", fnOn("split_part", dPG, dSpark), fnEm(emSplitPartLiteral, dDuck, dSnow), fnEm(emSplitPartElement, dTrino, dPresto))
	fnRow("split_part", fnOn("split_part", dDuck), fnEm(emSplitPartLiteral, dPG, dSpark, dSnow), fnEm(emSplitPartElement, dTrino, dPresto))
	fnRow("split_part_null", fnOnEm("split_part", emSplitPartTrino, dTrino, dPresto), fnEm(emSplitPartNull, dPG, dSpark, dDuck, dSnow),
		fnEm(emSplitPartIndex, dHive))
	// Snowflake's SPLIT_PART is read for those literal arguments only,
	// another form being its own function (ast.Func.Unread).
	fnAliases = append(fnAliases, fnAlias{ds: []string{dSnow}, names: []string{"split_part"}, canon: "split_part_pg", fix: fnSplitPartLiteral, unread: true},
		fnAlias{ds: []string{dTrino, dPresto}, names: []string{"split_part"}, canon: "split_part_null", fix: fnSplitPartPositive, unread: true})
}

// fnSplitPartLiteral reads split_part with a non-empty literal delimiter
// and a literal field number other than 0.
func fnSplitPartLiteral(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 3 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	d, ok := fnStrLit(a[1])
	n, nok := fnIntLit(a[2])
	return canon, a, ok && d != "" && nok && n != 0
}

// splitPartLiterals checks the delimiter and the field number of
// split_part: a non-empty string literal and an integer literal other
// than 0.
func (c *fnCtx) splitPartLiterals(a []ast.Expr) error {
	if d, ok := fnStrLit(a[1]); !ok || d == "" {
		return c.needs("a non-empty string literal delimiter (an empty delimiter splits the string into its characters in DuckDB, not at all in PostgreSQL and Spark)")
	}
	if n, ok := fnIntLit(a[2]); !ok || n == 0 {
		return c.needs("an integer literal field number other than 0 (field 0 raises in PostgreSQL and Spark, is '' in DuckDB and the first field in Snowflake)")
	}
	return nil
}

// emSplitPartLiteral writes split_part as split_part where the literal
// arguments make the dialects agree.
func emSplitPartLiteral(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if err := c.splitPartLiterals(a); err != nil {
		return nil, err
	}
	return c.f("split_part", a...), nil
}

// emSplitPartElement writes split_part for Trino and Presto as
// CASE WHEN s IS NOT NULL THEN coalesce(element_at(split(s, d), n), e)
// END, e the empty string.
func emSplitPartElement(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if err := c.splitPartLiterals(a); err != nil {
		return nil, err
	}
	r, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	field := c.f("coalesce", c.f("element_at", c.f("split", a[0], a[1]), a[2]), c.str(""))
	return c.cases(nil, &ast.IsNull{Span: c.sp, X: r[0], Not: true}, field), nil
}

// fnSplitPartPositive reads Trino's split_part with a non-empty literal
// delimiter and a literal index of 1 or more.
func fnSplitPartPositive(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	c, a, ok := fnSplitPartLiteral(canon, f, a)
	if !ok {
		return "", nil, false
	}
	n, _ := fnIntLit(a[2])
	return c, a, n >= 1
}

// emSplitPartTrino writes split_part_null for Trino and Presto, for the
// arguments it is read with.
func emSplitPartTrino(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if err := c.splitPartLiterals(a); err != nil {
		return nil, err
	}
	if n, _ := fnIntLit(a[2]); n < 1 {
		return nil, c.needs("an integer literal index of 1 or more")
	}
	return c.f("split_part", a...), nil
}

// emSplitPartNull writes Trino's split_part, NULL past the last field,
// with split_part_pg behind a count of the delimiter's occurrences.
func emSplitPartNull(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if err := c.splitPartLiterals(a); err != nil {
		return nil, err
	}
	d, _ := fnStrLit(a[1])
	n, _ := fnIntLit(a[2])
	if n < 1 {
		return nil, c.needs("an integer literal index of 1 or more")
	}
	part, err := c.spell("split_part_pg", a...)
	if err != nil || n == 1 {
		return part, err
	}
	r, err := c.reused(a[0])
	if err != nil {
		return nil, err
	}
	whole, err := c.spell("length", r[0])
	if err != nil {
		return nil, err
	}
	removed, err := c.spell("replace", ast.Clone(r[0]), ast.Clone(a[1]), c.str(""))
	if err != nil {
		return nil, err
	}
	rest, err := c.spell("length", removed)
	if err != nil {
		return nil, err
	}
	need := c.num((n - 1) * int64(utf8.RuneCountInString(d)))
	return c.cases(nil, c.bin(ast.OpGe, c.bin(ast.OpSub, whole, rest), need), part), nil
}

// emSplitPartIndex writes split_part_null as the n-th element of
// split_literal(s, d), NULL out of range.
func emSplitPartIndex(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if err := c.splitPartLiterals(a); err != nil {
		return nil, err
	}
	n, _ := fnIntLit(a[2])
	if n < 1 {
		return nil, c.needs("an integer literal index of 1 or more")
	}
	arr, err := c.spell("split_literal", a[0], a[1])
	if err != nil {
		return nil, err
	}
	// the target's own base (Hive's arrays count from 0)
	base := c.d.ArrayBase
	return &ast.Subscript{Span: c.sp, X: arr, Index: c.num(n - 1 + int64(base)), Base: base, Missing: ast.MissingNull}, nil
}
