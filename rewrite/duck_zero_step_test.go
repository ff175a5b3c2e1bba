package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// DuckDB's list-valued generate_series and range give [] for a step of
// 0 (NULL when an argument is NULL), where BigQuery's GENERATE_ARRAY and
// Trino's and Spark's sequence raise an error.
func TestDuckZeroStep(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op: DuckDB itself", from: "duckdb", to: "duckdb",
			in:   "SELECT generate_series(t.a, t.b, t.s) AS l FROM t",
			want: "SELECT generate_series(t.a, t.b, t.s) AS l FROM t"},
		{name: "no-op: a non-zero literal step", from: "duckdb", to: "bigquery",
			in:   "SELECT generate_series(t.a, t.b, -2) AS l FROM t",
			want: "SELECT generate_array(t.a, t.b, -2) AS l FROM t"},
		{name: "BigQuery", from: "duckdb", to: "bigquery",
			in:    "SELECT generate_series(t.a, t.b, t.s) AS l FROM t",
			want:  "SELECT CASE WHEN t.s = 0 AND t.a IS NOT NULL AND t.b IS NOT NULL THEN [] ELSE generate_array(t.a, t.b, t.s) END AS l FROM t",
			fires: true},
		{name: "range, a literal 0", from: "duckdb", to: "bigquery",
			in:    "SELECT range(t.a, t.b, 0) AS l FROM t",
			want:  "SELECT CASE WHEN 0 = 0 AND t.a IS NOT NULL AND t.b IS NOT NULL THEN [] ELSE generate_array(t.a, t.b + 1, 0) END AS l FROM t",
			fires: true},
		{name: "no-op: an interval literal step", from: "duckdb", to: "bigquery",
			in:   "SELECT generate_series(t.ts, t.te, INTERVAL '3' MONTH) AS l FROM t",
			want: "SELECT generate_array(t.ts, t.te, INTERVAL '3' MONTH) AS l FROM t"},
		{name: "no-op: a NULL step, the call is NULL", from: "duckdb", to: "bigquery",
			in:   "SELECT generate_series(t.a, t.b, NULL) AS l FROM t",
			want: "SELECT generate_array(t.a, t.b, NULL) AS l FROM t"},
		{name: "PostgreSQL: the empty array typed", from: "duckdb", to: "postgres",
			in:    "SELECT generate_series(1, 5, t.s) AS l FROM t",
			want:  "SELECT CASE WHEN t.s = 0 AND 1 IS NOT NULL AND 5 IS NOT NULL THEN CAST(ARRAY[] AS BIGINT[]) ELSE CASE WHEN 1 IS NULL OR 5 IS NULL OR t.s IS NULL THEN NULL ELSE ARRAY(SELECT lateral_seq.v FROM generate_series(CAST(1 AS BIGINT), CAST(5 AS BIGINT), t.s) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o) END END AS l FROM t",
			fires: true},
		{name: "an interval step is zero when it equals itself minus itself", from: "duckdb", to: "trino",
			in:    "SELECT generate_series(TIMESTAMP '2020-01-01', TIMESTAMP '2020-06-01', t.i) AS l FROM t",
			want:  "SELECT CASE WHEN t.i = t.i - t.i AND TIMESTAMP '2020-01-01' IS NOT NULL AND TIMESTAMP '2020-06-01' IS NOT NULL THEN ARRAY[] ELSE CASE WHEN t.i > 0 AND TIMESTAMP '2020-01-01' > TIMESTAMP '2020-06-01' OR t.i < 0 AND TIMESTAMP '2020-01-01' < TIMESTAMP '2020-06-01' THEN ARRAY[] ELSE sequence(TIMESTAMP '2020-01-01', TIMESTAMP '2020-06-01', t.i) END END AS l FROM t",
			fires: true},
		{name: "no-op: PostgreSQL's range_array keeps the rule itself", from: "duckdb", to: "postgres",
			in:   "SELECT range(1, 5, t.s) AS l FROM t",
			want: "SELECT CASE WHEN 1 IS NULL OR 5 IS NULL OR t.s IS NULL THEN NULL ELSE ARRAY(SELECT lateral_seq.v FROM generate_series(CAST(1 AS BIGINT), CAST(5 AS BIGINT), nullif(t.s, t.s - t.s)) WITH ORDINALITY AS lateral_seq(v, o) WHERE lateral_seq.v <> 5 ORDER BY lateral_seq.o) END AS l FROM t"},
	})
	// The element type of the empty array PostgreSQL needs is not known.
	tr, err := lateral.Translate("SELECT generate_series(t.a, t.b, t.s) AS l FROM t", "duckdb", "postgres", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T077")
	tr, err = lateral.Translate("SELECT generate_series(1, 5, CAST(floor(random() * 2) AS BIGINT)) AS l", "duckdb", "trino", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T073")

	// The Trino translation gives DuckDB's rows on the reference executor.
	q := "SELECT t.id, generate_series(t.a, t.b, t.s) AS l FROM t ORDER BY t.id"
	tr = mustTranslate(t, q, "duckdb", "trino", lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, a BIGINT, b BIGINT, s BIGINT)"})
	setup := "CREATE TABLE t (id INT, a BIGINT, b BIGINT, s BIGINT); INSERT INTO t VALUES (1, 1, 5, 0), (2, 5, 5, 0), (3, NULL, 5, 0), (4, 1, 5, NULL), (5, 1, 5, 2)"
	if got, want := dorisRunRows(t, "trino", tr.SQL, setup), "(1, []) (2, []) (3, NULL) (4, NULL) (5, [1, 3, 5])"; got != want {
		t.Errorf("trino: %s gives %s, want %s", tr.SQL, got, want)
	}
}
