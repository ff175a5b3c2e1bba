package rewrite_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// TestDorisMapCount: Doris's size and cardinality (array_size) take
// arrays only, so the count of a value known to be a map is that of its
// keys; an array keeps array_size. The Doris translation is run on the
// reference executor with Doris's semantics (array_size NULL for a NULL
// array, map_keys NULL for a NULL map) and gives the Spark rows (size:
// the entries, -1 for a NULL map).
func TestDorisMapCount(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: hiveSeriesSchema}
	for _, tc := range []struct{ from, in, want string }{
		{"spark", "SELECT size(t2.m) AS n, size(t2.a) AS s FROM t2 WHERE size(t2.m) > 0",
			"SELECT coalesce(array_size(map_keys(t2.m)), -1) AS n, coalesce(array_size(t2.a), -1) AS s FROM t2 WHERE coalesce(array_size(map_keys(t2.m)), -1) > 0"},
		{"trino", "SELECT cardinality(t2.m) AS n FROM t2", "SELECT array_size(map_keys(t2.m)) AS n FROM t2"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, "doris", opts)
		if tr.SQL != tc.want {
			t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
		}
		checkIdempotent(t, tr, "doris", opts)
	}

	// Doris's size, cardinality and array_size run as array_size: NULL
	// for a NULL array (Doris documentation, ARRAY_SIZE); map_size counts
	// a map's entries, NULL for a NULL map (MAP_SIZE).
	if got := dorisRunRows(t, "doris", "SELECT a.id, size(a.x), cardinality(a.x), array_size(a.x) FROM a ORDER BY a.id",
		`CREATE TABLE a (id INT, x ARRAY<INT>); INSERT INTO a VALUES (1, [1, NULL, 3]), (2, []), (3, NULL)`); got != "(1, 3, 3, 3) (2, 0, 0, 0) (3, NULL, NULL, NULL)" {
		t.Errorf("doris array sizes: got %s", got)
	}
	if got := dorisRunRows(t, "doris", "SELECT m.id, map_size(m.mp) FROM m ORDER BY m.id",
		`CREATE TABLE m (id INT, mp MAP<STRING,INT>); INSERT INTO m VALUES (1, map('a', 1, 'b', NULL)), (2, map()), (3, NULL)`); got != "(1, 2) (2, 0) (3, NULL)" {
		t.Errorf("doris map_size: got %s", got)
	}

	setup := `CREATE TABLE m (id INT, mp MAP<STRING,INT>);
		INSERT INTO m VALUES (1, map('a', 1, 'b', 2)), (2, map()), (3, NULL), (4, map('c', NULL))`
	tr := mustTranslate(t, "SELECT m.id, size(m.mp) AS n FROM m ORDER BY m.id", "spark", "doris",
		lateral.TranslateOptions{Schema: "CREATE TABLE m (id INT, mp MAP<STRING,INT>)"})
	want := "(1, 2) (2, 0) (3, -1) (4, 1)"
	if got := dorisRunRows(t, "spark", "SELECT m.id, size(m.mp) AS n FROM m ORDER BY m.id", setup); got != want {
		t.Errorf("spark: got %s, want %s", got, want)
	}
	if got := dorisRunRows(t, "doris", tr.SQL, setup); got != want {
		t.Errorf("doris: %s gives %s, want %s", tr.SQL, got, want)
	}
}

// dorisRunRows runs sql after setup on the reference executor with the
// semantics of dialect, its rows in canonical text joined by spaces.
func dorisRunRows(t *testing.T, dialect, sql, setup string) string {
	t.Helper()
	rows, err := lateral.Run(context.Background(), sql, dialect, lateral.RunOptions{Setup: []string{setup}})
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	defer rows.Close()
	all, err := rows.All()
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	var got []string
	for _, r := range all {
		var cells []string
		for _, v := range r {
			cells = append(cells, engines.Canonical(engines.FromReference(v)))
		}
		got = append(got, "("+strings.Join(cells, ", ")+")")
	}
	return strings.Join(got, " ")
}
