package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

const (
	strictConcatSchema = "CREATE TABLE ct (id INT, i INT, dt DATE, b BOOLEAN, s STRING)"
	strictConcatRows   = "INSERT INTO ct VALUES (1, 7, DATE '2024-01-02', true, 'a'), (2, NULL, NULL, NULL, NULL), (3, -12, DATE '1999-12-31', false, '')"
)

// strictConcatSetup is the table of TestConcatTextArgsStrictRef, written
// in dialect d.
func strictConcatSetup(t *testing.T, d string) string {
	t.Helper()
	tr, err := lateral.Translate(strictConcatSchema+"; "+strictConcatRows, "hive", d, lateral.TranslateOptions{})
	if err != nil {
		t.Fatalf("setup for %s: %v", d, err)
	}
	return tr.SQL
}

// TestConcatTextArgsStrictRef: Hive's, Spark's, Doris's, BigQuery's and
// Snowflake's concat, Spark's concat_ws and Hive's || of an INTEGER, a
// DATE (from Spark and BigQuery a BOOLEAN) toward Trino, Presto, BigQuery
// and Snowflake, whose functions there take strings, have the argument
// cast to text; the source's rows and the target's, each run on the
// reference executor, are the same (rewrite/concat_text_args_strict.go).
func TestConcatTextArgsStrictRef(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: strictConcatSchema, SchemaDialect: "hive"}
	for _, tc := range []struct {
		from, q string
		to      []string
	}{
		{"hive", "SELECT id, concat(i, '-', dt, s) AS a, i || '|' || dt AS o FROM ct ORDER BY id", []string{"trino", "presto", "bigquery", "snowflake"}},
		{"spark", "SELECT id, concat(b, '-', i) AS a, concat_ws('-', i, s, dt, b) AS w FROM ct ORDER BY id", []string{"trino", "bigquery"}},
		{"doris", "SELECT id, concat(i, '-', dt) AS a FROM ct ORDER BY id", []string{"trino", "bigquery", "snowflake"}},
		{"bigquery", "SELECT id, concat(i, '-', b) AS a FROM ct ORDER BY id", []string{"trino", "presto"}},
		{"snowflake", "SELECT id, concat(i, '-', dt) AS a FROM ct ORDER BY id", []string{"trino", "bigquery"}},
	} {
		want, err := refText(tc.from, tc.q, strictConcatSetup(t, tc.from))
		if err != nil {
			t.Fatalf("%s: %s: %v", tc.from, tc.q, err)
		}
		for _, to := range tc.to {
			tr, err := lateral.Translate(tc.q, tc.from, to, opts)
			if err != nil {
				t.Errorf("%s to %s: %v", tc.from, to, err)
				continue
			}
			if !strings.Contains(tr.SQL, "CAST(i AS ") {
				t.Errorf("%s to %s: the INTEGER is not cast to text:\n%s", tc.from, to, tr.SQL)
			}
			got, err := refText(to, tr.SQL, strictConcatSetup(t, to))
			if err != nil {
				t.Errorf("%s to %s: %s\n%v", tc.from, to, tr.SQL, err)
				continue
			}
			if got != want {
				t.Errorf("%s to %s: %s\ngot  %s\nwant %s", tc.from, to, tr.SQL, got, want)
			}
		}
	}
}

// TestConcatTextArgsStrictEngines: PostgreSQL's and DuckDB's concat_ws and
// || of an INTEGER and a DATE (from DuckDB a BOOLEAN) toward Trino and
// BigQuery, run there on the reference executor, give the rows PostgreSQL
// 15 and DuckDB give.
func TestConcatTextArgsStrictEngines(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const schema = "CREATE TABLE ct (id INT, i INT, dt DATE, b BOOLEAN, s VARCHAR)"
	const rows = "INSERT INTO ct VALUES (1, 7, DATE '2024-01-02', TRUE, 'a'), (2, NULL, NULL, NULL, NULL), (3, -12, DATE '1999-12-31', FALSE, '')"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, schema)
		enginetest.Exec(t, e, rows)
	}
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	for _, tc := range []struct{ from, q string }{
		{"postgres", "SELECT id, concat_ws('-', i, s, dt) AS w, i || '|' || dt AS o FROM ct ORDER BY id"},
		{"duckdb", "SELECT id, concat_ws('-', i, b, dt) AS w, i || '|' || dt AS o FROM ct ORDER BY id"},
	} {
		src := enginetest.Query(t, eng[tc.from], tc.q)
		for _, to := range []string{"trino", "bigquery"} {
			if tc.from == "duckdb" && to == "bigquery" {
				continue // DuckDB's BOOLEAN is not cast toward BigQuery
			}
			tr, err := lateral.Translate(tc.q, tc.from, to, lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Errorf("%s to %s: %v", tc.from, to, err)
				continue
			}
			if !strings.Contains(tr.SQL, "CAST(i AS ") {
				t.Errorf("%s to %s: the INTEGER is not cast to text:\n%s", tc.from, to, tr.SQL)
			}
			setup, err := lateral.Translate(schema+"; "+rows, tc.from, to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("setup to %s: %v", to, err)
			}
			got, err := refEngineRows(to, tr.SQL, setup.SQL)
			if err != nil {
				t.Errorf("%s to %s: %s\n%v", tc.from, to, tr.SQL, err)
				continue
			}
			if ok, diff := engines.EqualRows(src.Rows, got, true); !ok {
				t.Errorf("%s to %s: %s\n%s", tc.from, to, tr.SQL, diff)
			}
		}
	}
}

// TestConcatTextArgsStrictUntypedRef: Hive's concat of a column of unknown
// type toward Trino, run on the reference executor, writes a string, an
// INTEGER and a DATE as Hive does and raises for a BOOLEAN or a DECIMAL,
// whose text Trino's cast is not known to write as Hive's concat does
// (before, it gave Trino's text).
func TestConcatTextArgsStrictUntypedRef(t *testing.T) {
	tr, err := lateral.Translate("SELECT concat('x', c) AS s FROM u", "hive", "trino", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ setup, want string }{
		{"CREATE TABLE u (c VARCHAR); INSERT INTO u VALUES ('a'), (NULL)", "[[xa] [NULL]]"},
		{"CREATE TABLE u (c INTEGER); INSERT INTO u VALUES (7)", "[[x7]]"},
		{"CREATE TABLE u (c DATE); INSERT INTO u VALUES (DATE '2024-01-02')", "[[x2024-01-02]]"},
		{"CREATE TABLE u (c BOOLEAN); INSERT INTO u VALUES (NULL)", "[[NULL]]"},
		{"CREATE TABLE u (c BOOLEAN); INSERT INTO u VALUES (true)", "error"},
		{"CREATE TABLE u (c DECIMAL(10, 2)); INSERT INTO u VALUES (1.5)", "error"},
	} {
		got, err := refText("trino", tr.SQL, tc.setup)
		if tc.want == "error" {
			if err == nil || !strings.Contains(err.Error(), "an error of the translation from hive") {
				t.Errorf("%s: want the translation's error, got %s (%v)\n%s", tc.setup, got, err, tr.SQL)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%s: got %s (%v), want %s\n%s", tc.setup, got, err, tc.want, tr.SQL)
		}
	}
}
