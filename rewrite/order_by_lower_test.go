package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A query's ORDER BY is not part of its SELECT; its operators are lowered
// with the SELECT's FROM all the same: Hive's a / b of integers is a
// DOUBLE quotient, Trino's an integral one, which orders 1/2 and 0/3 as
// equal.
func TestOrderByLowered(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT, b INT)"}
	q := "SELECT t.a, t.b FROM t ORDER BY t.a / t.b, t.a DESC"
	tr := mustTranslate(t, q, "hive", "trino", opts)
	if want := "SELECT t.a, t.b FROM t ORDER BY CAST(t.a AS DOUBLE) / nullif(t.b, 0) NULLS FIRST, t.a DESC"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lower_exprs", true)
	setup := "CREATE TABLE t (a INT, b INT); INSERT INTO t VALUES (1, 2), (0, 3), (2, 2)"
	want := "(0, 3) (1, 2) (2, 2)"
	if got := dorisRunRows(t, "hive", q, setup); got != want {
		t.Errorf("hive: got %s, want %s", got, want)
	}
	if got := dorisRunRows(t, "trino", tr.SQL, setup); got != want {
		t.Errorf("trino: %s gives %s, want %s", tr.SQL, got, want)
	}
	// over a UNION the columns' types are not known
	tr = mustTranslate(t, "SELECT a, b FROM t UNION ALL SELECT b, a FROM t ORDER BY a / b", "hive", "trino", opts)
	if want := "SELECT a, b FROM t UNION ALL SELECT b, a FROM t ORDER BY CAST(a AS DOUBLE) / nullif(b, 0) NULLS FIRST"; tr.SQL != want {
		t.Errorf("union: got  %s\nwant %s", tr.SQL, want)
	}
}
