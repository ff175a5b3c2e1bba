package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// The same lists in DuckDB and PostgreSQL: NULL, empty, only NULLs, NULLs
// among values, no NULLs; of strings, integers and dates.
const (
	arrayJoinDuckTable = `CREATE TABLE l (id INTEGER, s VARCHAR[], i INTEGER[], d DATE[]);
INSERT INTO l VALUES (1, NULL, NULL, NULL), (2, [], [], []), (3, [NULL], [NULL], [NULL]),
  (4, [NULL, NULL], [NULL, NULL], [NULL, NULL]), (5, ['a', NULL], [1, NULL], [DATE '2020-01-02', NULL]),
  (6, ['a', 'b'], [1, -2], [DATE '2020-01-02', DATE '1999-12-31']), (7, ['', NULL], [0, NULL], [NULL, DATE '2020-01-02'])`
	arrayJoinPGTable = `CREATE TABLE l (id INTEGER, s TEXT[], i INTEGER[], d DATE[]);
INSERT INTO l VALUES (1, NULL, NULL, NULL), (2, '{}', '{}', '{}'), (3, ARRAY[NULL], ARRAY[NULL]::integer[], ARRAY[NULL]::date[]),
  (4, ARRAY[NULL, NULL], ARRAY[NULL, NULL]::integer[], ARRAY[NULL, NULL]::date[]),
  (5, ARRAY['a', NULL], ARRAY[1, NULL], ARRAY[DATE '2020-01-02', NULL]),
  (6, ARRAY['a', 'b'], ARRAY[1, -2], ARRAY[DATE '2020-01-02', DATE '1999-12-31']),
  (7, ARRAY['', NULL], ARRAY[0, NULL], ARRAY[NULL, DATE '2020-01-02'])`
)

// DuckDB's array_to_string gives NULL for a list with elements of which
// none is non-NULL and joins with ',' for a NULL separator; PostgreSQL's
// (the canonical array_join) gives the empty string and NULL
// (dialects/array_join_duck.go).
// Run here on both engines: each side's query, its translation to the
// other, and the reference executor in the source's dialect agree.
func TestArrayJoinDuck(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, duck, arrayJoinDuckTable)
	enginetest.Exec(t, pg, arrayJoinPGTable)

	// the trap itself
	const trap = "SELECT id, array_to_string(s, ',') AS a FROM l WHERE id IN (2, 3, 4) ORDER BY id"
	enginetest.CheckRows(t, duck, trap, true, [][]engines.Value{{int64(2), ""}, {int64(3), nil}, {int64(4), nil}})
	enginetest.CheckRows(t, pg, trap, true, [][]engines.Value{{int64(2), ""}, {int64(3), ""}, {int64(4), ""}})
	enginetest.CheckRows(t, duck, "SELECT array_to_string(['a', 'b'], NULL) AS a", true, [][]engines.Value{{"a,b"}})

	check := func(from string, src engines.Engine, setup, q string, to string, dst engines.Engine) {
		t.Helper()
		tr, err := lateral.Translate(q, from, to, lateral.TranslateOptions{Schema: setup})
		if err != nil {
			t.Errorf("%s to %s: %s: %v", from, to, q, err)
			return
		}
		res := enginetest.SameAnswer(t, src, q, dst, tr.SQL, true)
		if res == nil {
			return
		}
		ref, err := refRows(from, q, setup)
		if err != nil {
			t.Errorf("reference %s: %s: %v", from, q, err)
			return
		}
		if ok, diff := engines.EqualRows(engines.FromReferenceRows(ref), res.Rows, true); !ok {
			t.Errorf("reference %s: %s\n%s", from, q, diff)
		}
	}
	for _, q := range []string{
		"SELECT id, array_to_string(s, ',') AS a, array_to_string(s, NULL) AS b, array_to_string(i, '-') AS c, array_to_string(d, '/') AS e, array_to_string(s, CAST(NULL AS VARCHAR)) AS f, array_to_string(s, '') AS g FROM l ORDER BY id",
		"SELECT array_to_string([NULL, NULL]::VARCHAR[], ',') AS a, array_to_string([]::VARCHAR[], ',') AS b, array_to_string(NULL::VARCHAR[], ',') AS c, array_to_string(['a', NULL], ',') AS d, array_to_string([NULL]::INTEGER[], ',') AS e, array_to_string([NULL, 1], '+') AS f",
	} {
		check("duckdb", duck, arrayJoinDuckTable, q, "postgres", pg)
	}
	for _, q := range []string{
		"SELECT id, array_to_string(s, ',') AS a, array_to_string(s, ',', '*') AS b, array_to_string(i, '-') AS c, array_to_string(i, '-', 'N') AS e, array_to_string(d, '/') AS f, array_to_string(s, NULL) AS g, array_to_string(s, CAST(NULL AS TEXT), '*') AS h FROM l ORDER BY id",
		"SELECT array_to_string(ARRAY[NULL, NULL]::text[], ',') AS a, array_to_string('{}'::text[], ',') AS b, array_to_string(NULL::text[], ',') AS c, array_to_string(ARRAY['a', NULL], ',') AS d, array_to_string(ARRAY[NULL, NULL]::text[], ',', '*') AS e, array_to_string(ARRAY[NULL, 1], '+') AS f",
	} {
		check("postgres", pg, arrayJoinPGTable, q, "duckdb", duck)
	}

	// the array is read three times: a volatile one is refused; Hive has
	// no way to drop the NULL elements; DuckDB raises for a separator
	// that reads a column
	const columnSep = "SELECT array_to_string(s, CAST(id AS VARCHAR)) AS a FROM l"
	if _, err := duck.Query(enginetest.Ctx(t), columnSep); err == nil || !strings.Contains(err.Error(), "must be a constant") {
		t.Errorf("duckdb: %s: want an error, got %v", columnSep, err)
	}
	for _, c := range []struct{ from, q, to, code string }{
		{"duckdb", "SELECT array_to_string(CASE WHEN random() < 0.5 THEN s END, ',') AS a FROM l", "postgres", "T302"},
		{"duckdb", "SELECT array_to_string(s, ',') AS a FROM l", "hive", "T301"},
		{"postgres", "SELECT array_to_string(s, CAST(id AS TEXT)) AS a FROM l", "duckdb", "T302"},
	} {
		schema := arrayJoinDuckTable
		if c.from == "postgres" {
			schema = arrayJoinPGTable
		}
		_, err := lateral.Translate(c.q, c.from, c.to, lateral.TranslateOptions{Schema: schema})
		if err == nil || !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s to %s: %s: want %s, got %v", c.from, c.to, c.q, c.code, err)
		}
	}
}
