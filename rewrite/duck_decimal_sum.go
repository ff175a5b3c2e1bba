package rewrite

import "github.com/lateral-sql/lateral/ast"

// A DECIMAL sum or difference is widened toward DuckDB as a product is
// (duckDecimalProduct), where DuckDB's type of it is cut to 18 digits.
// DuckDB's decimal binder gives a + b and a - b, of DECIMAL(p1, s1) and
// DECIMAL(p2, s2) (an integer a DECIMAL of its type's digits), the type
// DECIMAL(max(s1, s2) + max(p1 - s1, p2 - s2) + 1, max(s1, s2)), except
// that where this is past 18 digits and neither operand has more than 18
// it is DECIMAL(18, max(s1, s2)), checked for overflow (duckDecResult;
// run on DuckDB 1.5: typeof of a DECIMAL(18,2) plus a DECIMAL(18,2) is
// DECIMAL(18,2), and 9999999999999999.99 plus itself so typed raises
// "Overflow in addition of DECIMAL(18)", -9999999999999999.99 minus an
// INTEGER 1 "Overflow in subtract of DECIMAL(18)"). The other dialects
// give the sum there: PostgreSQL's numeric is exact, Trino's and
// Presto's sum is a DECIMAL(min(38, max(s1, s2) + max(p1 - s1, p2 - s2) +
// 1), max(s1, s2)) ("Decimal Functions and Operators", Trino
// documentation), Spark's and Hive's the same (javaDecResult),
// Snowflake's a NUMBER of one more integer digit.
//
// Toward DuckDB the left operand of such a sum is cast to
// DECIMAL(19, s1), which holds it (p1 - s1 <= 18 integral digits): its
// width is then more than 18, so the sum is of DuckDB's uncut type,
// DECIMAL(max(s1, s2) + max(19 - s1, p2 - s2) + 1, max(s1, s2)) of at
// most 38 digits, which holds every sum (run on DuckDB 1.5:
// CAST(9999999999999999.99 AS DECIMAL(19,2)) + 9999999999999999.99 is
// 19999999999999999.98). A sum whose values cannot pass 18 digits, an
// integer literal counting its own digits (a DECIMAL(18,2) plus 1 can,
// a DECIMAL(17,2) plus 1 cannot), is left as it is.

// duckSumOp holds for + and -.
func duckSumOp(op ast.BinaryOp) bool { return op == ast.OpAdd || op == ast.OpSub }

// duckSumWidened is DuckDB's type of x, l + r or l - r of the given
// types, with its left operand cast to DECIMAL(19, l's scale), and
// whether it is to be so cast: DuckDB cuts its type to 18 digits and its
// values can pass them.
func duckSumWidened(x *ast.Binary, l, r duckDec) (decPS, bool) {
	res, check := duckDecResult(x.Op, l.duck, r.duck)
	if !check || res.p != 18 {
		return decPS{}, false
	}
	lv, rv := valueDigits(x.L, l), valueDigits(x.R, r)
	if res.s+max(lv-l.duck.s, rv-r.duck.s)+1 <= 18 {
		return decPS{}, false
	}
	w, _ := duckDecResult(x.Op, decPS{19, l.duck.s}, r.duck)
	return w, true
}
