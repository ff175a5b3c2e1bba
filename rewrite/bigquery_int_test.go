package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// BigQuery's INT, INTEGER, SMALLINT, TINYINT and BYTEINT are aliases of
// INT64: a CAST to them is a BIGINT elsewhere, which keeps a value past 32
// bits (Hive's and Spark's CAST to INT would wrap it).
func TestBigQueryIntegerAliases(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT64)"}
	q := "SELECT CAST(t.a AS INT) AS i, CAST(t.a AS SMALLINT) AS s, CAST(t.a AS BYTEINT) AS b FROM t"
	for _, to := range []string{"spark", "hive", "postgres"} {
		tr := mustTranslate(t, q, "bigquery", to, opts)
		want := "SELECT CAST(t.a AS BIGINT) AS i, CAST(t.a AS BIGINT) AS s, CAST(t.a AS BIGINT) AS b FROM t"
		if tr.SQL != want {
			t.Errorf("%s: got  %s\nwant %s", to, tr.SQL, want)
		}
	}
	setup := "CREATE TABLE t (a INT64); INSERT INTO t VALUES (9223372036854775807)"
	if got, want := dorisRunRows(t, "bigquery", q, setup), "(9223372036854775807, 9223372036854775807, 9223372036854775807)"; got != want {
		t.Errorf("bigquery: got %s, want %s", got, want)
	}
}
