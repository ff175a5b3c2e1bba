package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

var typeGapsPG = lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, a INT[], s TEXT, n INT);", SchemaDialect: "postgres"}

// A PostgreSQL column list shorter than its subquery's columns names the
// first ones; the others keep their names. Trino (and every target but
// PostgreSQL and DuckDB) gets the list in full; where a name cannot be told
// or two columns would share one, the translation is refused (T090). The
// columns the list does not name are typed from their items.
func TestShortColumnLists(t *testing.T) {
	cases := []struct{ in, to, want string }{
		{"SELECT x FROM (SELECT 1, 2) AS s(x)", "trino",
			`SELECT x FROM (SELECT 1, 2 AS "?column?") AS s(x, "?column?")`},
		{"WITH w(x) AS (SELECT 1, n FROM t) SELECT * FROM w", "trino",
			"WITH w (x, n) AS (SELECT 1, n FROM t) SELECT * FROM w"},
		// no-ops: a target that takes the short list, a full list
		{"SELECT x FROM (SELECT 1, 2 AS y) AS s(x)", "duckdb",
			"SELECT x FROM (SELECT 1, 2 AS y) AS s(x)"},
		{"SELECT x FROM (SELECT 1, 2 AS y) AS s(x, y)", "trino",
			"SELECT x FROM (SELECT 1, 2 AS y) AS s(x, y)"},
		// a base table's list is written in full from the schema; its
		// later columns are typed (s.a is an INT[], unnested)
		{"SELECT x.k, u FROM t AS x(k), unnest(x.a) AS u", "trino",
			"SELECT x.k, u FROM t AS x(k, a, s, n) CROSS JOIN UNNEST(x.a) AS u(u)"},
		{"SELECT x.k FROM t AS x(k, b, c, d)", "trino",
			"SELECT x.k FROM t AS x(k, b, c, d)"},
		{"SELECT x.k FROM t AS x(k)", "duckdb",
			"SELECT x.k FROM t AS x(k)"},
		{"SELECT x.k FROM unknown AS x(k)", "trino",
			"SELECT x.k FROM unknown AS x(k)"},
		// s.y is typed from its item: an INT[] FLATTEN casts back
		{"SELECT u FROM (SELECT 1, a AS y FROM t) AS s(x), unnest(s.y) AS u", "snowflake",
			"SELECT CAST(strip_null_value(u.VALUE) AS INTEGER) AS u FROM (SELECT 1, a AS y FROM t) AS s(x, y), LATERAL flatten(INPUT => s.y) AS u"},
	}
	for _, c := range cases {
		if tr := mustTranslate(t, c.in, "postgres", c.to, typeGapsPG); strings.TrimSuffix(tr.SQL, ";") != c.want {
			t.Errorf("%s to %s:\n got %s\nwant %s", c.in, c.to, tr.SQL, c.want)
		}
	}
	// A shorter alias list of a WITH query renames its first columns,
	// the others keep the WITH query's list's names (b, not the item's
	// a): the a inside is the outer t.a, an INT[] whose || is refused
	// here, not w's TEXT item.
	tr, err := lateral.Translate("WITH w(k, b) AS (SELECT id, s AS a FROM t) SELECT (SELECT a || ARRAY[n] FROM w AS x(p) LIMIT 1) AS c FROM t",
		"postgres", "trino", typeGapsPG)
	wantRefusal(t, tr, err, "T056")
	for _, in := range []string{
		"SELECT * FROM (SELECT 1, 2, 3) AS s(x)",     // two ?column?
		"SELECT * FROM (SELECT *, 1 FROM t) AS s(x)", // a star
		"SELECT * FROM t AS x(a)",                    // two columns named a
	} {
		tr, err := lateral.Translate(in, "postgres", "trino", typeGapsPG)
		wantRefusal(t, tr, err, "T090")
		// refused once, though the result's walk and the walk over
		// every derived table both meet the list
		var le *lateral.Error
		if errors.As(err, &le) && len(le.Diagnostics.Errors()) != 1 {
			t.Errorf("%s: want one refusal, got:\n%s", in, le.Format("<in>"))
		}
	}
}

// A LATERAL subquery's item reading an outer column has that column's
// type: PostgreSQL's || of two such arrays tests the NULL operand, a Trino
// UNNEST of one is an unnest of an array; an outer column of unknown type
// stays refused (T056).
func TestLateralItemTypes(t *testing.T) {
	tr := mustTranslate(t, "SELECT l.x || l.x AS c FROM t, LATERAL (SELECT t.a AS x) AS l", "postgres", "trino", typeGapsPG)
	if want := "SELECT CASE WHEN l.x IS NULL THEN l.x ELSE l.x || l.x END AS c FROM t CROSS JOIN LATERAL (SELECT t.a AS x) AS l"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	trino := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, a ARRAY(INTEGER))", SchemaDialect: "trino"}
	tr = mustTranslate(t, "SELECT u FROM t CROSS JOIN LATERAL (SELECT a AS x) AS l CROSS JOIN UNNEST(l.x) AS v(u)", "trino", "postgres", trino)
	if want := "SELECT u FROM t CROSS JOIN LATERAL (SELECT a AS x) AS l CROSS JOIN unnest(l.x) AS v(u)"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	tr, err := lateral.Translate("SELECT l.x || l.x AS c FROM x, LATERAL (SELECT x.p AS x) AS l", "postgres", "trino", typeGapsPG)
	wantRefusal(t, tr, err, "T056")
}

// CASE, COALESCE and IF have the type their non-NULL branches agree on:
// a CASE of intervals shifts a timestamp, so DuckDB's range over it is a
// series of timestamps; branches of other types (or of unknown type) leave
// it unknown.
func TestBranchTypes(t *testing.T) {
	duck := lateral.TranslateOptions{Schema: "CREATE TABLE t (i INTEGER, ts TIMESTAMP)", SchemaDialect: "duckdb"}
	const q = "SELECT count(*) AS c FROM t, LATERAL range(ts + (CASE WHEN i = 5 THEN INTERVAL '7 minutes' ELSE %s END), ts + INTERVAL '5 minutes', INTERVAL '10 minutes') AS r"
	tr := mustTranslate(t, strings.Replace(q, "%s", "INTERVAL '0 minutes'", 1), "duckdb", "postgres", duck)
	if !strings.Contains(tr.SQL, "generate_series(ts + CASE WHEN i = 5 THEN INTERVAL '7 minutes' ELSE INTERVAL '0 minutes' END") {
		t.Errorf("got %s", tr.SQL)
	}
	tr, err := lateral.Translate(strings.Replace(q, "%s", "i", 1), "duckdb", "postgres", duck)
	wantRefusal(t, tr, err, "T057")

	tr = mustTranslate(t, "SELECT coalesce(a, ARRAY[n]) || a AS c FROM t", "postgres", "trino", typeGapsPG)
	if want := "SELECT CASE WHEN coalesce(a, ARRAY[n]) IS NULL THEN a WHEN a IS NULL THEN coalesce(a, ARRAY[n]) ELSE coalesce(a, ARRAY[n]) || a END AS c FROM t"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	for _, in := range []string{
		"SELECT CASE WHEN n > 0 THEN a ELSE ARRAY[CAST(1 AS BIGINT)] END || a AS c FROM t", // INT[] and BIGINT[]
		"SELECT coalesce(a, x.p) || a AS c FROM t, x",                                      // x.p unknown
	} {
		tr, err := lateral.Translate(in, "postgres", "trino", typeGapsPG)
		wantRefusal(t, tr, err, "T056")
	}
}

// ARRAY(subquery) is an array of its column's type, array_agg(x) of x's:
// unnesting either keeps PostgreSQL's unnest in FROM, which translating
// the output again reads the same way.
func TestArrayQueryTypes(t *testing.T) {
	cases := []struct{ in, want string }{
		{"SELECT u FROM (SELECT ARRAY(SELECT n FROM t) AS arr) AS g, unnest(g.arr) AS u",
			"SELECT u FROM (SELECT ARRAY(SELECT n FROM t) AS arr) AS g CROSS JOIN unnest(g.arr) AS u(u)"},
		{"SELECT id, ARRAY(SELECT v FROM unnest(array_agg(n)) AS v ORDER BY v) AS r FROM t GROUP BY id",
			"SELECT id, ARRAY(SELECT v FROM unnest(array_agg(n)) AS v(v) ORDER BY v) AS r FROM t GROUP BY id"},
		// unknown element type: select-list unnest
		{"SELECT u FROM (SELECT ARRAY(SELECT p FROM x) AS arr) AS g, unnest(g.arr) AS u",
			"SELECT u FROM (SELECT ARRAY(SELECT p FROM x) AS arr) AS g CROSS JOIN LATERAL (SELECT unnest(g.arr) AS u) AS u"},
	}
	for _, c := range cases {
		tr := mustTranslate(t, c.in, "postgres", "postgres", typeGapsPG)
		if tr.SQL != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.in, tr.SQL, c.want)
		}
		checkIdempotent(t, tr, "postgres", typeGapsPG)
	}
}
