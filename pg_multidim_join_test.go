package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// array_to_string of a multidimensional array of unknown type from DuckDB
// toward PostgreSQL: DuckDB joins a list of lists list by list ([1, 2],[3,
// 4]), PostgreSQL a two-dimensional array element by element (1,2,3,4),
// so the translation raises for it (array_ndims(a) > 1,
// rewrite/pg_duck_tz_text.go); a one-dimensional, empty or NULL array
// gives DuckDB's answer. Run on PostgreSQL 15 and DuckDB 1.5.
func TestPgDuckMultidimArrayJoin(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, pg, "CREATE TABLE md (id INT, a INT[])")
	enginetest.Exec(t, pg, "INSERT INTO md VALUES (1, '{{1,2},{3,4}}'), (2, '{1,NULL}'), (3, '{}'), (4, NULL)")
	enginetest.Exec(t, duck, "CREATE TABLE md (id INT, a INT[][])")
	enginetest.Exec(t, duck, "INSERT INTO md VALUES (1, [[1, 2], [3, 4]])")
	enginetest.Exec(t, duck, "CREATE TABLE md1 (id INT, a INT[])")
	enginetest.Exec(t, duck, "INSERT INTO md1 VALUES (2, [1, NULL]), (3, []), (4, NULL)")
	const q = "SELECT id, array_to_string(a, ',') AS s FROM md WHERE id = 1"
	enginetest.CheckRows(t, pg, q, true, [][]engines.Value{{int64(1), "1,2,3,4"}})
	enginetest.CheckRows(t, duck, q, true, [][]engines.Value{{int64(1), "[1, 2],[3, 4]"}})
	tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pg.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements") {
		t.Errorf("%s: %v, want the raise", tr.SQL, err)
	}
	const q1 = "SELECT id, array_to_string(a, ',') AS s FROM md WHERE id > 1 ORDER BY id"
	tr, err = lateral.Translate(q1, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	enginetest.SameAnswer(t, duck, strings.Replace(q1, "FROM md", "FROM md1", 1), pg, tr.SQL, true)
}
