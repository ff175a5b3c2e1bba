package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// BigQuery's REPEAT raises for a negative count (BigQuery string
// functions, REPEAT), written for PostgreSQL and DuckDB with a count that
// raises there (dialects/bq_repeat.go): run on PostgreSQL 15 and DuckDB
// 1.5, the translation gives the rows of counts not below 0 (a NULL text
// or count NULL, 0 the empty text) and raises for a row of a negative
// count beside a text.
func TestBQRepeatRaise(t *testing.T) {
	const schema = "CREATE TABLE t (id INT64, s STRING, n INT64)"
	q := "SELECT t.id, REPEAT(t.s, t.n) AS r FROM t"
	for _, e := range []struct{ kind, intType, textType, raises string }{
		{"postgres", "BIGINT", "TEXT", "division by zero"},
		{"duckdb", "BIGINT", "VARCHAR", "repetitions value is negative"},
	} {
		tr, err := lateral.Translate(q, "bigquery", e.kind, lateral.TranslateOptions{Schema: schema, SchemaDialect: "bigquery"})
		if err != nil {
			t.Fatalf("%s: %v", e.kind, err)
		}
		var eng = enginetest.Open(t, e.kind)
		if e.kind == "duckdb" {
			eng = enginetest.DuckDB(t)
		}
		enginetest.Exec(t, eng, "CREATE TABLE t (id "+e.intType+", s "+e.textType+", n "+e.intType+")")
		enginetest.Exec(t, eng, "INSERT INTO t VALUES (1, 'ab', 3), (2, 'ab', 0), (3, NULL, 2), (4, 'ab', NULL), (5, '', 5), (6, NULL, -1)")
		res := enginetest.Query(t, eng, tr.SQL+" ORDER BY 1")
		got := []string{}
		for _, row := range res.Rows {
			got = append(got, engines.Canonical(row[1]))
		}
		if want := "'ababab'|''|NULL|NULL|''|NULL"; strings.Join(got, "|") != want {
			t.Errorf("%s: %s gave %q, want %q", e.kind, tr.SQL, strings.Join(got, "|"), want)
		}
		enginetest.Exec(t, eng, "INSERT INTO t VALUES (7, 'x', -1)")
		if _, err := eng.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), e.raises) {
			t.Errorf("%s: %s with a negative count: got %v, want an error holding %q", e.kind, tr.SQL, err, e.raises)
		}
	}
}
