package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A value of unknown type written as text from DuckDB toward PostgreSQL
// (a cast, ||, concat, concat_ws) is tested for a composite value when
// the query runs, which raises: PostgreSQL writes (1,q) where DuckDB
// writes its STRUCT {'a': 1, 'b': q} (pg_duck_tz_text.go, pgRowTest).
// From PostgreSQL toward DuckDB, an operand of || is tested for a STRUCT
// or MAP too (a cast and concat were already). Of known type nothing is
// tested.
func TestPgDuckUntypedRowText(t *testing.T) {
	const pgRow = "WHEN json_typeof(to_json(coalesce(x, NULL))) = 'object' AND CAST(pg_typeof(coalesce(x, NULL)) AS VARCHAR) NOT IN ('json', 'jsonb') THEN " +
		"CAST(CAST('a composite (row) value, STRUCT or MAP written as text, which postgres writes otherwise than duckdb"
	const duckRow = "WHEN typeof(x) LIKE 'STRUCT(%' OR typeof(x) LIKE 'MAP(%' THEN error('a composite (row) value, STRUCT or MAP written as text, which duckdb writes otherwise than postgres"
	for _, tc := range []struct {
		from, to, in, schema, want string
	}{
		{"duckdb", "postgres", "SELECT CAST(x AS VARCHAR) AS a FROM t", "", pgRow},
		{"duckdb", "postgres", "SELECT x || 'a' AS a FROM t", "", pgRow},
		{"duckdb", "postgres", "SELECT x || 'a' AS a FROM t", "", "OR json_typeof(to_json(coalesce(x, NULL))) = 'object' AND CAST(pg_typeof(coalesce(x, NULL)) AS VARCHAR) NOT IN ('json', 'jsonb') THEN"},
		{"duckdb", "postgres", "SELECT concat(x, 'b') AS a FROM t", "", pgRow},
		{"duckdb", "postgres", "SELECT concat_ws(',', x, 'b') AS a FROM t", "", pgRow},
		{"postgres", "duckdb", "SELECT x || 'a' AS a FROM t", "", duckRow},
		{"duckdb", "postgres", "SELECT CAST(x AS VARCHAR) AS a FROM t", "CREATE TABLE t (x INTEGER)", ""},
		{"postgres", "duckdb", "SELECT x || 'a' AS a FROM t", "CREATE TABLE t (x TEXT)", ""},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: tc.schema})
		if err != nil {
			t.Errorf("%s to %s: %s: %v", tc.from, tc.to, tc.in, err)
			continue
		}
		if tc.want == "" {
			if strings.Contains(tr.SQL, "composite") {
				t.Errorf("%s to %s: %s: %s tests a value of known type", tc.from, tc.to, tc.in, tr.SQL)
			}
		} else if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s to %s: %s:\n%s\nwant %s", tc.from, tc.to, tc.in, tr.SQL, tc.want)
		}
	}
}

// array_to_string of an array of unknown type from DuckDB toward
// PostgreSQL raises for a multidimensional array too (array_ndims(a) > 1),
// which PostgreSQL joins element by element where DuckDB's list of lists
// is joined list by list.
func TestPgDuckUntypedMultidimArrayJoin(t *testing.T) {
	tr, err := lateral.Translate("SELECT array_to_string(a, ',') AS s FROM t", "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const want = "'boolean[]', 'interval[]') OR array_ndims(a) > 1 THEN CAST(CAST('array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements"
	if !strings.Contains(tr.SQL, want) {
		t.Errorf("%s\nwant %s", tr.SQL, want)
	}
}
