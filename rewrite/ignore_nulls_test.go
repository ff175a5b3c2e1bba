package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// An aggregate's IGNORE NULLS (BigQuery's ARRAY_AGG) skips the rows whose
// argument is NULL: it is read as FILTER (WHERE x IS NOT NULL), and
// BigQuery writes that FILTER on array_agg as IGNORE NULLS again.
func TestAggregateIgnoreNulls(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (k INT64, x INT64)"}
	for _, tc := range []struct{ from, to, in, want string }{
		{"bigquery", "trino", "SELECT k, array_agg(x IGNORE NULLS) AS a FROM t GROUP BY k",
			"SELECT k, array_agg(x) FILTER (WHERE x IS NOT NULL) AS a FROM t GROUP BY k"},
		{"bigquery", "postgres", "SELECT k, array_agg(x IGNORE NULLS) AS a FROM t GROUP BY k",
			"SELECT k, array_agg(x) FILTER (WHERE x IS NOT NULL) AS a FROM t GROUP BY k"},
		{"bigquery", "bigquery", "SELECT k, array_agg(x IGNORE NULLS) AS a FROM t GROUP BY k",
			"SELECT k, array_agg(x IGNORE NULLS) AS a FROM t GROUP BY k"},
		{"bigquery", "duckdb", "SELECT k, array_agg(x RESPECT NULLS) AS a FROM t GROUP BY k",
			"SELECT k, array_agg(x) AS a FROM t GROUP BY k"},
		{"bigquery", "duckdb", "SELECT k, array_agg(x IGNORE NULLS) OVER (PARTITION BY k) AS a, first_value(x IGNORE NULLS) OVER (ORDER BY k) AS f FROM t",
			"SELECT k, array_agg(x) FILTER (WHERE x IS NOT NULL) OVER (PARTITION BY k) AS a, first_value(x IGNORE NULLS) OVER (ORDER BY k NULLS FIRST) AS f FROM t"},
		{"trino", "bigquery", "SELECT k, array_agg(x) FILTER (WHERE x IS NOT NULL) OVER (PARTITION BY k) AS a FROM t",
			"SELECT k, array_agg(x IGNORE NULLS) OVER (PARTITION BY k) AS a FROM t"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s: got  %s\nwant %s", tc.from, tc.to, tr.SQL, tc.want)
		}
	}
	// another condition stays refused: BigQuery's ARRAY_AGG raises an
	// error on a NULL element, and it has no FILTER
	tr, err := lateral.Translate("SELECT array_agg(x) FILTER (WHERE k > 0) AS a FROM t", "trino", "bigquery", opts)
	wantRefusal(t, tr, err, "T301")

	// On the reference executor, BigQuery's IGNORE NULLS and the
	// translation's FILTER give the same rows.
	setup := "CREATE TABLE t (k INT64, x INT64); INSERT INTO t VALUES (1, NULL), (1, 2), (2, NULL)"
	want := "(1, 1) (2, NULL)"
	q := "SELECT k, array_length(array_agg(x IGNORE NULLS)) AS n FROM t GROUP BY k ORDER BY k"
	if got := dorisRunRows(t, "bigquery", q, setup); got != want {
		t.Errorf("bigquery: got %s, want %s", got, want)
	}
	wq := "SELECT DISTINCT k, array_length(array_agg(x IGNORE NULLS) OVER (PARTITION BY k)) AS n FROM t ORDER BY k"
	if got := dorisRunRows(t, "bigquery", wq, setup); got != want {
		t.Errorf("bigquery window: got %s, want %s", got, want)
	}
	tr = mustTranslate(t, q, "bigquery", "trino", opts)
	if got := dorisRunRows(t, "trino", tr.SQL, "CREATE TABLE t (k BIGINT, x BIGINT); INSERT INTO t VALUES (1, NULL), (1, 2), (2, NULL)"); got != want {
		t.Errorf("trino: %s gives %s, want %s", tr.SQL, got, want)
	}
}
