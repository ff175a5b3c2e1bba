package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestConcatNonStringArgs: PostgreSQL's and DuckDB's concat of an
// INTEGER, DECIMAL, DATE (and from DuckDB a BOOLEAN) is written toward ANSI
// SQL as coalesce(CAST(x AS VARCHAR), ”) || ..., which PostgreSQL (where
// ANSI output runs) answers with the source's rows; before, coalesce(x,
// ”) raised there ("invalid input syntax for type integer"). From
// PostgreSQL a column of unknown type (no schema) is cast too: a DOUBLE
// PRECISION's or TIMESTAMP's text is PostgreSQL's in both. Run on
// PostgreSQL 15 and DuckDB (rewrite/concat_text_args.go).
func TestConcatNonStringArgs(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const schema = "CREATE TABLE ct (id INT, i INT, d DOUBLE PRECISION, dt DATE, b BOOLEAN, n DECIMAL(10, 2), ts TIMESTAMP, s VARCHAR)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, schema)
		enginetest.Exec(t, e, "INSERT INTO ct VALUES (1, 7, 2.5, DATE '2024-01-02', TRUE, 1.5, TIMESTAMP '2024-01-02 03:04:05', 'a'), "+
			"(2, NULL, NULL, NULL, NULL, NULL, NULL, NULL), (3, -12, 1e7, DATE '1999-12-31', FALSE, -0.25, TIMESTAMP '1999-12-31 23:59:59.5', '')")
	}
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	for _, tc := range []struct {
		from, q string
		schema  bool
	}{
		{"postgres", "SELECT id, concat(i, '-', dt, '-', n, s) AS a, concat(i) AS c, concat(7, DATE '2024-01-02') AS l FROM ct ORDER BY id", true},
		{"postgres", "WITH w AS (SELECT id, i + 1 AS j FROM ct) SELECT id, concat(j, 'x') AS a FROM w ORDER BY id", true},
		{"duckdb", "SELECT id, concat(i, '-', dt, '-', n, s, b) AS a, concat(i) AS c FROM ct ORDER BY id", true},
		{"postgres", "SELECT id, concat(ct.d, '') AS a, concat(i, '|', d, '|', dt, '|', n, '|', ts, s) AS c FROM ct ORDER BY id", false},
	} {
		src := enginetest.Query(t, eng[tc.from], tc.q)
		opts := lateral.TranslateOptions{}
		if tc.schema {
			opts.Schema = schema
		}
		tr, err := lateral.Translate(tc.q, tc.from, "ansi", opts)
		if err != nil {
			t.Errorf("%s to ansi: %s: %v", tc.from, tc.q, err)
			continue
		}
		if !strings.Contains(tr.SQL, "CAST(") {
			t.Errorf("%s to ansi: %s: no argument cast to text:\n%s", tc.from, tc.q, tr.SQL)
		}
		got, err := pg.Query(enginetest.Ctx(t), tr.SQL)
		if err != nil {
			t.Errorf("%s to ansi: %s\n%s\n%v", tc.from, tc.q, tr.SQL, err)
			continue
		}
		if ok, diff := engines.EqualRows(src.Rows, got.Rows, true); !ok {
			t.Errorf("%s to ansi: %s\n%s\n%s", tc.from, tc.q, tr.SQL, diff)
		}
	}
}

// TestConcatNonStringArgsRef: the same concat toward Trino, Presto, Spark,
// Hive, Doris, BigQuery and Snowflake, each run on the reference executor,
// gives PostgreSQL's text of an INTEGER and a DATE (before, Trino's
// and BigQuery's coalesce(x, ”) found no common type).
func TestConcatNonStringArgsRef(t *testing.T) {
	const schema = "CREATE TABLE ct (id INT, i INT, dt DATE, s VARCHAR)"
	const rows = "INSERT INTO ct VALUES (1, 7, DATE '2024-01-02', 'a'), (2, NULL, NULL, NULL)"
	const q = "SELECT id, concat(i, '-', dt, s) AS a FROM ct ORDER BY id"
	want := "[[1 7-2024-01-02a] [2 -]]"
	for _, to := range []string{"trino", "presto", "spark", "hive", "doris", "bigquery", "snowflake"} {
		tr, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Errorf("postgres to %s: %v", to, err)
			continue
		}
		if !strings.Contains(tr.SQL, "coalesce(CAST(i AS ") {
			t.Errorf("postgres to %s: the INTEGER is not cast to text:\n%s", to, tr.SQL)
		}
		setup, err := lateral.Translate(schema+"; "+rows, "postgres", to, lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("postgres to %s: setup: %v", to, err)
			continue
		}
		got, err := refText(to, tr.SQL, setup.SQL)
		if err != nil {
			t.Errorf("postgres to %s: %s\n%v", to, tr.SQL, err)
			continue
		}
		if got != want {
			t.Errorf("postgres to %s: %s\ngot  %s\nwant %s", to, tr.SQL, got, want)
		}
	}
}
