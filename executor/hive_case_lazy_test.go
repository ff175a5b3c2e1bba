package executor_test

import "testing"

// Hive's CASE evaluates the branch it takes only: GenericUDFWhen.evaluate
// reads each WHEN's DeferredObject in turn and calls get() on the THEN of
// the first that is TRUE (or the ELSE) alone, and assert_true is
// @UDFType(deterministic = false), so constant folding does not run it at
// compile time. Vectorized execution evaluates an IF's THEN and ELSE on
// their own rows (IfExprCondExprBase.conditionalEvaluate, the default
// hive.vectorized.if.expr.mode of Hive 3 and 4); only the adaptor and
// good modes (and Hive 2's vectorized IF, HIVE-18819: "all the rows of a
// batch are evaluated for the THEN and ELSE expressions") run a THEN on
// every row of a batch, which makes a raising branch raise where no row
// takes it: an error, never other rows. The translations' raises toward
// Hive (coalesce(assert_true(y IS NULL), TRUE) in a THEN,
// rewrite/ansi_series.go targetRaise) rely on that; lat run evaluates
// Hive's CASE lazily as Hive does.
func TestHiveCaseLazy(t *testing.T) {
	const guard = "CASE WHEN CASE WHEN x > 1 THEN coalesce(assert_true(x IS NULL), TRUE) ELSE FALSE END THEN NULL ELSE x + 1 END"
	for _, c := range []sqlCase{
		{name: "a branch no row takes does not raise", dialect: "hive",
			query: "SELECT x, " + guard + " FROM (SELECT 1 AS x UNION ALL SELECT CAST(NULL AS INT) AS x) t ORDER BY x",
			want:  []string{"NULL | NULL", "1 | 2"}},
		{name: "a branch a row takes raises", dialect: "hive",
			query: "SELECT x, " + guard + " FROM (SELECT 1 AS x UNION ALL SELECT 2 AS x) t",
			err:   "assert_true"},
		{name: "the ELSE is not read where a WHEN holds", dialect: "hive",
			query: "SELECT CASE WHEN x = 1 THEN 'one' ELSE CAST(assert_true(x <> 1) AS STRING) END FROM (SELECT 1 AS x) t",
			want:  []string{"one"}},
	} {
		runSQL(t, c)
	}
}
