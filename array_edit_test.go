package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// array_append, array_prepend and array_remove between PostgreSQL and
// DuckDB (dialects/functions_array_edit.go), and DuckDB's list_slice and
// array_slice read as slices (rewrite/slice_bounds.go writes them): each
// query and its translation, run on PostgreSQL 15 and DuckDB 1.5, answer
// alike, NULL and empty arrays, NULL elements and NULL values included;
// toward Trino, Spark and Hive, whose functions of those names give NULL
// for a NULL array or value (Spark SQL function reference) or are not
// there, they are refused.
func TestPgDuckArrayEdit(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE ae (id INTEGER, a INTEGER[], v INTEGER, s VARCHAR, i INTEGER, j INTEGER)"
	loudTable(t, table, []string{"INSERT INTO ae VALUES (1, ARRAY[1, 2, 3, 1], 1, 'hello', 2, 3), (2, CAST(ARRAY[] AS INTEGER[]), 2, '', -2, -1), " +
		"(3, NULL, 3, NULL, 0, 2), (4, ARRAY[NULL, 5, NULL], NULL, 'ab', NULL, 1), (5, CAST(ARRAY[NULL] AS INTEGER[]), 5, 'xyz', 1, NULL), (6, ARRAY[4, 5], 9, 'q', -9, 9)"}, pg, duck)
	for _, q := range []string{
		"SELECT id, array_append(a, v) AS r FROM ae ORDER BY id",
		"SELECT id, array_append(a, 7) AS r FROM ae ORDER BY id",
		"SELECT id, array_prepend(v, a) AS r FROM ae ORDER BY id",
		"SELECT id, array_remove(a, v) AS r FROM ae ORDER BY id",
		"SELECT id, array_remove(a, 1) AS r FROM ae ORDER BY id",
		"SELECT id, array_remove(a, NULL) AS r FROM ae ORDER BY id",
		"SELECT id, cardinality(array_remove(array_append(a, v), 5)) AS r FROM ae ORDER BY id",
		// a string literal beside an array is its element, or an array,
		// of the array's type (rewrite/pg_array_text.go)
		"SELECT id, array_append(a, '7') AS r FROM ae ORDER BY id",
		"SELECT id, array_prepend(' 7 ', a) AS r FROM ae ORDER BY id",
		"SELECT id, array_remove(a, '1') AS r FROM ae ORDER BY id",
		"SELECT id, array_cat(a, '{8,NULL}') AS r FROM ae ORDER BY id",
		"SELECT id, array_cat('{}', a) AS r FROM ae ORDER BY id",
		"SELECT id, a || '{9, 10}' AS r FROM ae ORDER BY id",
		"SELECT id, array_append(ARRAY[s], 'abc') AS r, array_prepend('yes', ARRAY[NULL, FALSE]) AS b FROM ae ORDER BY id",
		// a predicate is a BOOLEAN, also of a column of unknown type
		"SELECT id, array_append(ARRAY[v > 2], 'true') AS r, ARRAY[s IS NULL, s LIKE 'a%'] || '{f, NULL}' AS b FROM ae ORDER BY id",
	} {
		sql := loudSame(t, q, "postgres", "duckdb", table, pg, duck, true)
		if strings.Contains(sql, "array_remove") {
			t.Errorf("%s: array_remove written for DuckDB, which has none: %s", q, sql)
		}
	}
	for _, q := range []string{
		"SELECT id, list_append(a, v) AS r FROM ae ORDER BY id",
		"SELECT id, array_push_back(a, v) AS r FROM ae ORDER BY id",
		"SELECT id, list_prepend(v, a) AS r FROM ae ORDER BY id",
		"SELECT id, array_push_front(a, v) AS r FROM ae ORDER BY id",
		"SELECT id, list_slice(a, 2, 3) AS r FROM ae ORDER BY id",
		"SELECT id, list_slice(a, -2, -1) AS r FROM ae ORDER BY id",
		"SELECT id, array_slice(a, i, j) AS r FROM ae ORDER BY id",
		"SELECT id, list_slice(a, 0, j) AS r FROM ae ORDER BY id",
		"SELECT id, array_slice(s, 2, -1) AS r FROM ae ORDER BY id",
		"SELECT id, list_slice(s, -2, 5) AS r FROM ae ORDER BY id",
	} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		enginetest.SameAnswer(t, duck, q, pg, tr.SQL, true)
	}
	for _, to := range []string{"trino", "spark", "hive"} {
		for _, q := range []string{"SELECT array_append(a, v) FROM ae", "SELECT array_prepend(v, a) FROM ae", "SELECT array_remove(a, v) FROM ae"} {
			if _, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T301") {
				t.Errorf("%s to %s: want T301, got %v", q, to, err)
			}
		}
	}
	// Spark's array_append gives NULL for a NULL array: not read as
	// PostgreSQL's
	if _, err := lateral.Translate("SELECT array_append(a, v) FROM ae", "spark", "postgres", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T302") {
		t.Errorf("spark array_append: want T302, got %v", err)
	}
	// a volatile value is read once per element toward DuckDB: refused
	if _, err := lateral.Translate("SELECT array_remove(a, CAST(random() * 3 AS INTEGER)) FROM ae", "postgres", "duckdb", lateral.TranslateOptions{Schema: table}); err == nil || !strings.Contains(err.Error(), "T302") {
		t.Errorf("volatile value: want T302, got %v", err)
	}
}

// lat run reads the same functions as the engines compute them: each
// one-row query on the reference executor and on PostgreSQL 15 or DuckDB
// 1.5 gives the same row.
func TestRunArrayEdit(t *testing.T) {
	for _, c := range []struct{ dialect, sql string }{
		{"postgres", "SELECT array_append(CAST(NULL AS INTEGER[]), 3), array_prepend(NULL::int, ARRAY[1]), array_remove(ARRAY[1, NULL, 2, 1], 1), array_remove(ARRAY[1, NULL, 2], NULL), array_remove(CAST(NULL AS INTEGER[]), 1)"},
		{"duckdb", "SELECT list_append(CAST(NULL AS INTEGER[]), 3), array_push_front([2], 1), list_prepend(1, CAST(NULL AS INTEGER[])), list_slice([1, 2, 3, 4], -2, -1), array_slice([1, 2, 3, 4], 0, 2), list_slice([1, 2, 3], 3, 2)"},
		{"postgres", "SELECT array_agg(t.i ORDER BY t.n) FROM (SELECT ARRAY[4, 5, NULL] AS a) AS s, generate_subscripts(s.a, 1, true) WITH ORDINALITY AS t(i, n)"},
	} {
		ref, refErr, eng, engErr := oneRow(t, c.dialect, c.dialect, c.sql)
		if refErr != nil || engErr != nil || ref != eng {
			t.Errorf("%s: reference %s (%v), %s %s (%v)", c.sql, ref, refErr, c.dialect, eng, engErr)
		}
	}
}
