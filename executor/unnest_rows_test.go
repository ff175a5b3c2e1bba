package executor_test

import "testing"

// TestUnnestExpandsRows: Trino's and Presto's UNNEST of an array of rows
// yields one column per field, named by the row type's field names when
// no column aliases are given (Options.UnnestExpandsRows).
func TestUnnestExpandsRows(t *testing.T) {
	setup := []string{"CREATE TABLE t (id INTEGER, sa ARRAY(ROW(a INTEGER, b VARCHAR)))",
		"INSERT INTO t VALUES (1, ARRAY[CAST(ROW(1, 'x') AS ROW(a INTEGER, b VARCHAR)), NULL]), (2, NULL)"}
	for _, dialect := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "fields named by the row type", setup: setup, query: "SELECT id, a1.a, b FROM t CROSS JOIN UNNEST(t.sa) AS a1 ORDER BY a1.a",
				want: []string{"1 | 1 | x", "1 | NULL | NULL"}},
			{name: "aliases rename them", setup: setup, query: "SELECT p, q FROM t CROSS JOIN UNNEST(t.sa) AS a1(p, q) ORDER BY p",
				want: []string{"1 | x", "NULL | NULL"}},
			{name: "through a WITH query, a row of one field", setup: []string{"CREATE TABLE o (s1 ARRAY(ROW(a INTEGER)))",
				"INSERT INTO o VALUES (ARRAY[CAST(ROW(7) AS ROW(a INTEGER))])"},
				query: "WITH w AS (SELECT s1 FROM o) SELECT r FROM w CROSS JOIN UNNEST(w.s1) AS u(r)", want: []string{"7"}},
		} {
			c.dialect = dialect
			runShown(t, c)
		}
	}
}
