package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A zero step, per dialect:
//   - DuckDB's list-valued generate_series and range give the empty list
//     whatever the bounds, NULL for a NULL step; its table functions of the
//     same names raise "interval cannot be 0!" (checked on DuckDB 1.5,
//     and below on the DuckDB the tests run);
//   - BigQuery's GENERATE_ARRAY raises (BigQuery reference, array
//     functions, GENERATE_ARRAY: "Returns an error if step_expression is
//     set to 0");
//   - Spark's sequence allows it when start equals stop, giving [start],
//     and raises otherwise (Spark's Sequence: "(step > 0 && start <=
//     stop) || (step < 0 && start >= stop) || (step == 0 && start ==
//     stop)", else "Illegal sequence boundaries"; a date sequence of a
//     zero day interval is the integral one over days);
//   - Trino's and Presto's sequence raise "step must not be zero", for
//     equal bounds too (their SequenceFunction checks the step before the
//     bounds).
//
// Hive has no sequence function (it is not among the LanguageManual's
// built-in functions).
func TestSeriesZeroStep(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "duckdb", sql: "SELECT generate_series(5, 5, 0), generate_series(1, 5, 0), generate_series(5, 1, 0)", want: "[] | [] | []"},
		{dialect: "duckdb", sql: "SELECT range(5, 5, 0), range(1, 5, 0), range(5, 1, 0)", want: "[] | [] | []"},
		{dialect: "duckdb", sql: "SELECT s, generate_series(5, 5, s), range(1, 3, s) FROM (VALUES (0), (1), (NULL)) t(s) ORDER BY s",
			want: "0 | [] | []\n1 | [5] | [1, 2]\nNULL | NULL | NULL"},
		{dialect: "duckdb", sql: "SELECT count(*) FROM (SELECT unnest(generate_series(1, 5, 0)))", want: "0"},
		{dialect: "duckdb", sql: "SELECT generate_series(TIMESTAMP '2020-01-01', TIMESTAMP '2020-01-02', INTERVAL 0 DAY)", want: "[]"},
		{dialect: "duckdb", sql: "SELECT * FROM generate_series(5, 5, 0)", err: "step cannot be 0"},
		{dialect: "duckdb", sql: "SELECT * FROM range(1, 5, 0)", err: "step cannot be 0"},
		{dialect: "duckdb", sql: "SELECT * FROM (VALUES (0)) t(s), generate_series(1, 5, s)", err: "step cannot be 0"},
		{dialect: "bigquery", sql: "SELECT GENERATE_ARRAY(5, 5, 0)", err: "step cannot be 0"},
		{dialect: "bigquery", sql: "SELECT GENERATE_ARRAY(1, 5, 0)", err: "step cannot be 0"},
		{dialect: "spark", sql: "SELECT sequence(5, 5, 0), sequence(-2, -2, 0)", want: "[5] | [-2]"},
		{dialect: "spark", sql: "SELECT sequence(1, 5, 0)", err: "step cannot be 0"},
		{dialect: "spark", sql: "SELECT sequence(5, 1, 0)", err: "step cannot be 0"},
		{dialect: "spark", sql: "SELECT sequence(DATE '2020-01-01', DATE '2020-01-01', INTERVAL 0 DAY)", want: "[2020-01-01]"},
		{dialect: "spark", sql: "SELECT sequence(DATE '2020-01-01', DATE '2020-01-03', INTERVAL 0 DAY)", err: "step cannot be 0"},
		{dialect: "spark", sql: "SELECT sequence(5, 5, CAST(NULL AS INT))", want: "NULL"},
		{dialect: "spark", sql: "SELECT t.k, x FROM (SELECT 1 AS k) t LATERAL VIEW explode(sequence(5, 5, 0)) e AS x", want: "1 | 5"},
		{dialect: "trino", sql: "SELECT sequence(5, 5, 0)", err: "step cannot be 0"},
		{dialect: "trino", sql: "SELECT sequence(1, 5, 0)", err: "step cannot be 0"},
		{dialect: "trino", sql: "SELECT x FROM UNNEST(sequence(5, 5, 0)) AS t(x)", err: "step cannot be 0"},
		{dialect: "presto", sql: "SELECT sequence(5, 5, 0)", err: "step cannot be 0"},
	})
}

// The DuckDB rows above, on DuckDB itself: the lengths of the lists, and
// the error of the table functions.
func TestSeriesZeroStepDuckDB(t *testing.T) {
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	for q, want := range map[string]string{
		"SELECT len(generate_series(5, 5, 0)), len(generate_series(1, 5, 0)), len(generate_series(5, 1, 0)), len(range(5, 5, 0)), len(range(1, 5, 0)), len(range(5, 1, 0))": "0 | 0 | 0 | 0 | 0 | 0",
		"SELECT s, len(generate_series(5, 5, s)), len(range(1, 3, s)) FROM (VALUES (0), (1), (NULL)) t(s) ORDER BY s":                                                       "0 | 0 | 0\n1 | 1 | 2\nNULL | NULL | NULL",
		"SELECT count(*) FROM (SELECT unnest(generate_series(1, 5, 0)))":                                                                                                    "0",
		"SELECT len(generate_series(TIMESTAMP '2020-01-01', TIMESTAMP '2020-01-02', INTERVAL 0 DAY))":                                                                       "0",
	} {
		res, err := duck.Query(ctx, q)
		if err != nil {
			t.Errorf("DuckDB: %s: %v", q, err)
			continue
		}
		if got := strings.Join(duckRowsText(res), "\n"); got != want {
			t.Errorf("DuckDB: %s: got %q, want %q", q, got, want)
		}
		if got, err := dialectRows(t, "duckdb", q); err != nil || got != want {
			t.Errorf("executor: %s: got %q (%v), want %q", q, got, err, want)
		}
	}
	for _, q := range []string{"SELECT * FROM generate_series(5, 5, 0)", "SELECT * FROM range(1, 5, 0)",
		"SELECT * FROM (VALUES (0)) t(s), generate_series(1, 5, s)"} {
		if _, err := duck.Query(ctx, q); err == nil || !strings.Contains(err.Error(), "interval cannot be 0") {
			t.Errorf("DuckDB: %s: want \"interval cannot be 0\", got %v", q, err)
		}
		if _, err := dialectRows(t, "duckdb", q); err == nil {
			t.Errorf("executor: %s: want an error", q)
		}
	}
}
