package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestElemTimeTextReference: PostgreSQL's (and DuckDB's) array_to_string
// of an array whose elements' type is not known, toward Trino, Presto and
// Spark, tests each element when the query runs (rewrite/
// elem_time_text.go): a TIMESTAMP(p), TIMESTAMP(p) WITH TIME ZONE or TIME(p)
// element (Trino's typeof timestamp(3)..., which lat run answers for a
// declared precision), or toward Spark a TIMESTAMP_LTZ (typeof
// timestamp), raises, where it was joined as the target's text (Trino
// 2024-01-01 00:00:00.000 for PostgreSQL's 2024-01-01 00:00:00); an
// array of integers is joined as before. (lat run refuses to bind the
// guard's cast of a Trino TIMESTAMP WITH TIME ZONE to VARCHAR, whose
// digits it does not keep.)
func TestElemTimeTextReference(t *testing.T) {
	const q = "SELECT id, array_to_string(a, ',') AS s FROM t ORDER BY id"
	for _, tc := range []struct {
		from, to, table, values, msg string
	}{
		{"postgres", "trino", "ARRAY(TIMESTAMP(3))", "ARRAY[TIMESTAMP '2024-01-01 00:00:00', NULL]", "an INTERVAL, TIMESTAMPTZ, TIMESTAMP or TIME value inside an array joined as text, which trino writes otherwise than postgres"},
		{"postgres", "trino", "ARRAY(TIMESTAMP(6) WITH TIME ZONE)", "ARRAY[TIMESTAMP '2024-01-01 00:00:00 UTC']", "a cast of a timestamp with time zone to varchar is not answered by lat run"},
		{"duckdb", "trino", "ARRAY(TIME(3))", "ARRAY[TIME '12:00:00']", "which trino writes otherwise than duckdb"},
		{"postgres", "spark", "ARRAY<TIMESTAMP_LTZ>", "array(TIMESTAMP '2024-01-01 00:00:00')", "assert_true"},
	} {
		tr, err := lateral.Translate(q, tc.from, tc.to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s to %s: %v", tc.from, tc.to, err)
		}
		setup := "CREATE TABLE t (id INTEGER, a " + tc.table + "); INSERT INTO t VALUES (1, " + tc.values + ")"
		if _, err := refRows(tc.to, tr.SQL, setup); err == nil {
			t.Errorf("%s to %s: %s elements joined, want the guard's error\n%s", tc.from, tc.to, tc.table, tr.SQL)
		} else if !strings.Contains(err.Error(), tc.msg) {
			t.Errorf("%s to %s: %s: not the guard's error: %v", tc.from, tc.to, tc.table, err)
		}
		// integers pass the same guard
		ints := "CREATE TABLE t (id INTEGER, a ARRAY(INTEGER)); INSERT INTO t VALUES (1, ARRAY[1, NULL, 3])"
		if tc.to == "spark" {
			ints = "CREATE TABLE t (id INT, a ARRAY<INT>); INSERT INTO t VALUES (1, array(1, NULL, 3))"
		}
		rows, err := refRows(tc.to, tr.SQL, ints)
		if err != nil || len(rows) != 1 || rows[0][1].String() != "1,3" {
			t.Errorf("%s to %s: integers: %v %v\n%s", tc.from, tc.to, rows, err, tr.SQL)
		}
	}
}
