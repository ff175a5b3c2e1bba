package dialects

import "github.com/lateral-sql/lateral/ast"

// BigQuery's REPEAT(s, n) raises an error for a negative n (BigQuery
// string functions, REPEAT: "Returns an error if the repetitions value is
// negative"), where the repeat of Hive, Spark, Doris, PostgreSQL, DuckDB
// and Snowflake gives ” (canonical repeat; run on PostgreSQL 15 and
// DuckDB 1.5: repeat('a', -1) is ”). It is read as repeat_raise and
// written with the target's repeat of a count that raises where it is
// negative (emRepeatRaise); Trino and Presto have no repeat of a string.
//
// This file's init runs before functions.go's (file order), which builds
// the read table from fnWrite.
func init() {
	fnRow("repeat_raise", fnOn("repeat", dBQ), fnEm(emRepeatRaise, dHive, dSpark, dDoris, dPG, dDuck, dSnow))
}

// emRepeatRaise writes repeat(s, n') where n' is n but raises for a
// negative n beside a text s not NULL, and is NULL for a NULL n (a NULL s
// with a negative n gives NULL, its arguments read as NULL first, as the
// reference executor's strict functions read them):
//
//   - DuckDB: CASE WHEN n < 0 AND s IS NOT NULL THEN error(msg) ELSE n
//     END (DuckDB evaluates a CASE branch only on the rows that reach it);
//   - Hive, Spark, Doris: CASE WHEN assert_true_value(n >= 0 OR n IS NULL
//     OR s IS NULL) THEN n END, the assertion failing for a negative n
//     beside a text only;
//   - PostgreSQL and Snowflake: CASE WHEN n < 0 AND s IS NOT NULL THEN n
//     / (n - n) ELSE n END, a division by zero there (run on PostgreSQL
//     15: 2::bigint / (2::bigint - 2::bigint) raises "division by zero";
//     Snowflake raises for a division by zero), PostgreSQL's count then
//     cast to INTEGER, the type its repeat takes (repeat(text, bigint)
//     does not exist, run on PostgreSQL 15).
//
// A count that is an integer literal not below 0 is written as it is.
func emRepeatRaise(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	n := a[1]
	if v, ok := fnIntLit(n); ok && v >= 0 {
		return c.f("repeat", a[0], n), nil
	}
	r, err := c.reused(n, n, n, a[0])
	if err != nil {
		return nil, err
	}
	bad := c.bin(ast.OpAnd, c.bin(ast.OpLt, n, c.num(0)), &ast.IsNull{Span: c.sp, X: r[3], Not: true})
	var count ast.Expr
	switch c.d.Name {
	case dDuck:
		count = c.cases(r[0], bad, c.f("error", c.str("REPEAT: the repetitions value is negative")))
	case dHive, dSpark, dDoris:
		ok, err := c.spell("assert_true_value", c.or(c.bin(ast.OpGe, n, c.num(0)), c.isNull(r[0]), c.isNull(r[3])))
		if err != nil {
			return nil, err
		}
		count = c.cases(c.null(), ok, r[1])
	default:
		count = c.cases(r[0], bad, c.bin(ast.OpDiv, r[1], c.bin(ast.OpSub, r[2], ast.Clone(n))))
		if c.d.Name == dPG {
			count = c.cast(count, ast.TypeInt)
		}
	}
	return c.f("repeat", a[0], count), nil
}
