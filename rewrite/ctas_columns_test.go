package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A CREATE TABLE ... AS without a column list defines its columns with the
// types of its query's items, in the script and in --schema: a series over
// a TIMESTAMP column of it translates for PostgreSQL, which needs the
// bounds' type; a column behind a star stays unknown and is refused.
func TestCreateTableAsColumns(t *testing.T) {
	const ctas = "CREATE TABLE t AS SELECT i, TIMESTAMP '2024-01-01' + INTERVAL (i * 60) SECOND AS ts FROM generate_series(0, 9) AS s(i)"
	const q = "SELECT count(*) AS n FROM t, LATERAL range(t.ts, t.ts + INTERVAL '5 minutes', INTERVAL '10 minutes') AS r(v)"
	tr := mustTranslate(t, ctas+"; "+q, "duckdb", "postgres", lateral.TranslateOptions{})
	if !strings.Contains(tr.SQL, "generate_series(t.ts, t.ts + INTERVAL '5 minutes', INTERVAL '10 minutes')") {
		t.Errorf("script: got %s", tr.SQL)
	}
	mustTranslate(t, q, "duckdb", "postgres", lateral.TranslateOptions{Schema: ctas})
	for _, schema := range []string{"", "CREATE TABLE t AS SELECT * FROM (SELECT TIMESTAMP '2024-01-01' AS ts) AS u"} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: schema})
		wantRefusal(t, tr, err, "T057")
	}
}
