package dialects

import "github.com/lateral-sql/lateral/ast"

// findInSetRows: Spark's find_in_set(s, list), the 1-based index of the
// first comma-separated field of list equal to s, 0 where s holds a comma
// or no field is s, NULL where either is NULL (Spark SQL function
// reference: "Returns the index (1-based) of the given string (str) in the
// comma-delimited list (strArray). Returns 0, if the string was not found
// or if the given string (str) contains a comma"; Spark's
// UTF8String.findInSet splits at every comma, keeping empty fields, so
// the empty string is found at 1 in the empty list, at 2 in 'a,').
//
// It is written for PostgreSQL and DuckDB with w = ',' || list || ',' and
// p = strpos(w, ',' || s || ','), the position of the field with its
// commas: CASE WHEN strpos(s, ',') > 0 THEN 0 WHEN p = 0 THEN 0 ELSE p -
// length(replace(left(w, p), ',', the empty string)) END, the number of commas up
// to that position being the field's index (|| gives NULL for a NULL
// operand there, so a NULL argument gives NULL).
//
// Hive's find_in_set is the same function, read and written as it is
// (Hive's UDFFindInSet: NULL for a NULL argument, 0 when s holds a comma
// byte, else it walks list's bytes, every comma ending a field, empty
// ones too, and gives the 1-based number of the first field whose bytes
// are s's, the field after the last comma included, else 0: so
// the empty string is found at 1 in the empty list, at 2 in 'a,', as in Spark; a
// comma byte is never part of another UTF-8 character, so the fields are
// Spark's). Doris's (MySQL's: 0 for an empty list) and the others are
// not read or written: refused.
func findInSetRows() {
	fnRow("find_in_set", fnOn("find_in_set", dSpark, dHive), fnEm(emFindInSet, dPG, dDuck),
		fnNo("this dialect's find_in_set is not known to give the same index for an empty string or list (Spark's find_in_set('', '') is 1, MySQL's and Doris's 0), or there is none",
			"write the fields as an array and search it, or run the query in Spark", dDoris, dPresto, dTrino, dAnsi, dDrill, dBQ, dSnow))
}

// emFindInSet writes Spark's find_in_set for PostgreSQL and DuckDB (see
// findInSetRows).
func emFindInSet(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	s, err := c.reused(a[0], a[0], a[0], a[0])
	if err != nil {
		return nil, err
	}
	l, err := c.reused(a[1], a[1], a[1])
	if err != nil {
		return nil, err
	}
	comma := func() ast.Expr { return c.str(",") }
	wrap := func(x ast.Expr) ast.Expr { return c.bin(ast.OpConcat, c.bin(ast.OpConcat, comma(), x), comma()) }
	pos := func(i int) ast.Expr { return c.f("strpos", wrap(l[i]), wrap(s[i])) }
	return c.cases(
		c.bin(ast.OpSub, pos(2), c.f("length", c.f("replace", c.f("left", wrap(a[1]), pos(1)), comma(), c.str("")))),
		c.bin(ast.OpGt, c.f("strpos", a[0], comma()), c.num(0)), c.num(0),
		c.bin(ast.OpEq, pos(0), c.num(0)), c.num(0)), nil
}
