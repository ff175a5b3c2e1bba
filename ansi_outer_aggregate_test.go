package lateral_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/lateral-sql/lateral"
)

// ANSI SQL places an aggregate whose arguments read only an enclosing
// query's columns in that query (the standard's rule, which PostgreSQL
// follows): sort_array and array_distinct of collect_list, written for ANSI
// SQL as ARRAY(SELECT ... FROM UNNEST(array_agg(...)) ...), run on the
// reference executor. The rows were checked on PostgreSQL 15 with the same
// translation and fixture.
func TestANSIOuterLevelAggregate(t *testing.T) {
	const fixture = `CREATE TABLE t (g INT, x INT);
INSERT INTO t VALUES (1, 3), (1, NULL), (1, 1), (1, 3), (2, NULL);`
	const q = "SELECT g, sort_array(collect_list(x)) AS l, array_distinct(collect_list(x)) AS d FROM t GROUP BY g ORDER BY g"
	tr, err := lateral.Translate(q, "hive", "ansi", lateral.TranslateOptions{Schema: fixture})
	if err != nil {
		t.Fatal(err)
	}
	rows, err := lateral.Run(context.Background(), tr.SQL, "ansi", lateral.RunOptions{Setup: []string{fixture}})
	if err != nil {
		t.Fatalf("%s: %v", tr.SQL, err)
	}
	defer rows.Close()
	all, err := rows.All()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(all), "[[1 [1, 3, 3] [3, 1]] [2 [] []]]"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// Snowflake's ARRAY_SORT on the reference executor: nulls_first defaults
// to FALSE ascending and TRUE descending, and any NULL argument gives NULL
// (Snowflake documentation, ARRAY_SORT); Doris's array_sort puts NULL
// elements first, array_reverse_sort last (Doris documentation,
// ARRAY_SORT, ARRAY_REVERSE_SORT).
func TestArraySortDialects(t *testing.T) {
	for _, tc := range []struct{ dialect, q, want string }{
		{"snowflake", "SELECT array_sort([3, NULL, 1]), array_sort([3, NULL, 1], FALSE), array_sort([3, NULL, 1], FALSE, FALSE), array_sort([3, NULL, 1], TRUE, NULL)",
			"[[[1, 3, NULL] [NULL, 3, 1] [3, 1, NULL] NULL]]"},
		{"doris", "SELECT array_sort([3, NULL, 1]), array_reverse_sort([3, NULL, 1])", "[[[NULL, 1, 3] [3, 1, NULL]]]"},
		{"duckdb", "SELECT array_sort([3, NULL, 1]), array_sort([3, NULL, 1], 'DESC', 'NULLS FIRST')", "[[[1, 3, NULL] [NULL, 3, 1]]]"},
		// Spark's, Trino's and Presto's array_sort (array_sort_nulls_last):
		// NULL elements last (their function references, array_sort).
		{"spark", "SELECT array_sort(array(3, NULL, 1, 1)), array_sort(CAST(NULL AS ARRAY<INT>))", "[[[1, 1, 3, NULL] NULL]]"},
		{"trino", "SELECT array_sort(ARRAY[3, NULL, 1]), array_sort(CAST(ARRAY[] AS ARRAY(INTEGER)))", "[[[1, 3, NULL] []]]"},
		{"presto", "SELECT array_sort(ARRAY[NULL, 2, 1])", "[[[1, 2, NULL]]]"},
	} {
		all, err := refRows(tc.dialect, tc.q)
		if got := fmt.Sprint(all); err != nil || got != tc.want {
			t.Errorf("%s: %s: got %s (%v), want %s", tc.dialect, tc.q, got, err, tc.want)
		}
	}
}
