package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const flattenSourceSchema = "CREATE TABLE t (id INTEGER, arr ARRAY(INTEGER), sarr ARRAY, v VARIANT, nested ARRAY(ARRAY(INTEGER)), " +
	"m MAP(VARCHAR, INTEGER), ma MAP(VARCHAR, ARRAY(INTEGER)))"

// A Snowflake LATERAL FLATTEN over a structured ARRAY that reads only
// VALUE and INDEX is an unnest with a 0-based position for the other
// targets (flatten_source.go).
func TestFlattenSourceAsUnnest(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: flattenSourceSchema, SchemaDialect: "snowflake"}
	for _, tc := range []struct{ name, in, to, want string }{
		{"value and index", "SELECT t.id, f.value, f.index FROM t, LATERAL FLATTEN(input => t.arr) AS f", "postgres",
			"SELECT t.id, f.value, f._ord1 - 1 AS index FROM t CROSS JOIN unnest(t.arr) WITH ORDINALITY AS f(VALUE, _ord1)"},
		{"outer, value only: no position", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.arr, outer => TRUE) AS f", "duckdb",
			"SELECT t.id, f.value FROM t LEFT JOIN unnest(t.arr) AS f(VALUE) ON TRUE"},
		{"index in WHERE, posexplode is 0-based", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.arr) AS f WHERE f.index > 0", "spark",
			"SELECT t.id, f.value FROM t LATERAL VIEW posexplode(t.arr) f AS INDEX, VALUE WHERE f.index > 0"},
		{"bare names", "SELECT t.id, value FROM t, LATERAL FLATTEN(input => t.arr, outer => FALSE) AS f", "trino",
			"SELECT t.id, value FROM t CROSS JOIN UNNEST(t.arr) AS f(VALUE)"},
		// KEY is for maps and objects: NULL for an array element.
		{"bare KEY of an array", "SELECT t.id, key FROM t, LATERAL FLATTEN(input => t.arr) AS f", "postgres",
			"SELECT t.id, CAST(NULL AS VARCHAR) AS key FROM t CROSS JOIN unnest(t.arr) AS f(VALUE)"},
		// THIS is the input; PATH is [INDEX] (no OUTER).
		{"this and path", "SELECT f.this, f.path FROM t, LATERAL FLATTEN(input => t.arr) AS f", "duckdb",
			"SELECT t.arr AS this, '[' || CAST(f._ord1 - 1 AS VARCHAR) || ']' AS path FROM t CROSS JOIN unnest(t.arr) WITH ORDINALITY AS f(VALUE, _ord1)"},
		// A map's entries are a map unnest; INDEX is NULL for them.
		{"map entries", "SELECT t.id, f.key, f.value, f.index FROM t, LATERAL FLATTEN(input => t.m, outer => TRUE) AS f", "trino",
			"SELECT t.id, f.key, f.value, CAST(NULL AS INTEGER) AS index FROM t LEFT JOIN UNNEST(t.m) AS f(KEY, VALUE) ON TRUE"},
		{"map by position", "SELECT f.key FROM t, LATERAL FLATTEN(t.m) AS f", "spark",
			"SELECT f.key FROM t LATERAL VIEW explode(t.m) f AS KEY, VALUE"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "snowflake", tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "from_lateral", true)
		})
	}
}

// A column named like one of FLATTEN's that FLATTEN does not see (its own
// INPUT, a join condition before it) is the table's, and is not replaced
// by the expression the FLATTEN column is.
func TestFlattenSourceOwnInput(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, key ARRAY(INTEGER), index MAP(VARCHAR, INTEGER), arr ARRAY(INTEGER)); " +
		"CREATE TABLE u (id INTEGER, key VARCHAR, path VARCHAR)", SchemaDialect: "snowflake"}
	for _, tc := range []struct{ name, in, to, want string }{
		{"array input named KEY", "SELECT t.id, f.value, f.key FROM t, LATERAL FLATTEN(input => key) AS f", "trino",
			"SELECT t.id, f.value, CAST(NULL AS VARCHAR) AS key FROM t CROSS JOIN UNNEST(key) AS f(VALUE)"},
		{"map input named INDEX", "SELECT t.id, f.value, f.index FROM t, LATERAL FLATTEN(input => index) AS f", "spark",
			"SELECT t.id, f.value, CAST(NULL AS INT) AS index FROM t LATERAL VIEW explode(index) f AS KEY, VALUE"},
		{"join condition before FLATTEN", "SELECT f.value, f.key FROM t JOIN u ON key = 'x', LATERAL FLATTEN(input => t.arr) AS f", "duckdb",
			"SELECT f.value, CAST(NULL AS VARCHAR) AS key FROM t JOIN u ON key = 'x' CROSS JOIN unnest(t.arr) AS f(VALUE)"},
		{"join condition after FLATTEN", "SELECT f.value, f.path FROM t, LATERAL FLATTEN(input => t.arr) AS f JOIN u ON u.path = f.path", "duckdb",
			"SELECT f.value, '[' || CAST(f._ord1 - 1 AS VARCHAR) || ']' AS path FROM t CROSS JOIN unnest(t.arr) WITH ORDINALITY AS f(VALUE, _ord1) " +
				"JOIN u ON u.path = '[' || CAST(f._ord1 - 1 AS VARCHAR) || ']'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "snowflake", tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
}

// Snowflake keeps its FLATTEN as written; other sources are not touched.
func TestFlattenSourceNoOp(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: flattenSourceSchema, SchemaDialect: "snowflake"}
	in := "SELECT t.id, f.value, f.seq FROM t, LATERAL FLATTEN(input => t.sarr, outer => TRUE) AS f"
	tr := mustTranslate(t, in, "snowflake", "snowflake", opts)
	if want := "SELECT t.id, f.value, f.seq FROM t, LATERAL flatten(input => t.sarr, outer => TRUE) AS f"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	pg := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, arr INTEGER[])", SchemaDialect: "postgres"}
	tr = mustTranslate(t, "SELECT t.id, u.x FROM t CROSS JOIN LATERAL unnest(t.arr) AS u(x)", "postgres", "trino", pg)
	if want := "SELECT t.id, u.x FROM t CROSS JOIN UNNEST(t.arr) AS u(x)"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
}

// What an unnest cannot give stays refused (T057), saying why, at the
// read that stops it when one does.
func TestFlattenSourceRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: flattenSourceSchema, SchemaDialect: "snowflake"}
	for _, tc := range []struct {
		name, in, why string
		col           int
	}{
		{"SEQ read", "SELECT t.id, f.seq FROM t, LATERAL FLATTEN(input => t.arr) AS f", "reads f.SEQ", 14},
		{"THIS in ORDER BY", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.arr) AS f ORDER BY f.this", "reads f.THIS", 76},
		{"THIS with OUTER", "SELECT t.id, this FROM t, LATERAL FLATTEN(input => t.arr, outer => TRUE) AS f", "reads f.THIS with OUTER", 14},
		{"PATH with OUTER", "SELECT t.id, f.path FROM t, LATERAL FLATTEN(input => t.arr, outer => TRUE) AS f", "reads f.PATH with OUTER", 14},
		{"THIS of a volatile input", "SELECT f.this FROM t, LATERAL FLATTEN(input => CAST([random(), 2] AS ARRAY(INTEGER))) AS f", "random may give another value", 54},
		{"PATH of a map", "SELECT t.id, f.path FROM t, LATERAL FLATTEN(input => t.m) AS f", "the key of a map entry", 14},
		{"PATH in a nested query", "SELECT t.id, (SELECT f.path) AS p FROM t, LATERAL FLATTEN(input => t.arr) AS f", "inside a nested query", 22},
		{"map of arrays", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.ma) AS f", "not of a scalar type", 30},
		{"two positional arguments", "SELECT f.value FROM t, LATERAL FLATTEN(t.arr, 'a') AS f", "only its INPUT may be given by position", 24},
		{"star", "SELECT * FROM t, LATERAL FLATTEN(input => t.arr) AS f", "reads *", 8},
		{"alias star", "SELECT t.id, f.* FROM t, LATERAL FLATTEN(input => t.arr) AS f", "reads f.*", 14},
		{"semi-structured", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.sarr) AS f", "semi-structured ARRAY", 30},
		{"variant", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.v) AS f", "not an ARRAY", 30},
		{"nested arrays", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.nested) AS f", "only scalar elements", 30},
		{"path", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.arr, path => 'a') AS f", "PATH argument", 30},
		{"outer not a literal", "SELECT t.id, f.value FROM t, LATERAL FLATTEN(input => t.arr, outer => t.id > 1) AS f", "OUTER is not", 30},
		{"unknown type", "SELECT f.value FROM w, LATERAL FLATTEN(input => w.a) AS f", "not known", 24},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, to := range []string{"postgres", "duckdb", "hive"} {
				tr, err := lateral.Translate(tc.in, "snowflake", to, opts)
				var le *lateral.Error
				if !errors.As(err, &le) {
					t.Fatalf("%s: want refusal T057, got %v (%v)", to, tr, err)
				}
				d := le.Diagnostics[0]
				if d.Code != "T057" || !strings.Contains(d.Message, tc.why) || d.Span.Start.Col != tc.col {
					t.Errorf("%s: want T057 at column %d saying %q, got:\n%s", to, tc.col, tc.why, le.Format("<in>"))
				}
			}
		})
	}
}
