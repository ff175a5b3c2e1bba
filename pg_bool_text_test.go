package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestPgBoolText: a BOOLEAN given to concat, concat_ws or array_to_string
// is 't' or 'f' in PostgreSQL and 'true' or 'false' in DuckDB
// (rewrite/pg_bool_text.go); each translation, both ways, gives the
// source's rows on the target, NULLs skipped as the source skips them.
// Run on PostgreSQL 15 and DuckDB.
func TestPgBoolText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const schema = "CREATE TABLE bt (id INT, b BOOLEAN, s VARCHAR)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, schema)
		enginetest.Exec(t, e, "INSERT INTO bt VALUES (1, TRUE, 'a'), (2, FALSE, 'b'), (3, NULL, 'c'), (4, TRUE, NULL)")
	}
	queries := map[string][]string{
		"postgres": {
			"SELECT id, concat(b, 'x') AS a, concat(TRUE, s, FALSE) AS c FROM bt ORDER BY id",
			"SELECT id, concat_ws(',', b, s, id > 2, NOT b) AS a, concat_ws(b::text, b) AS c FROM bt ORDER BY id",
			"SELECT id, array_to_string(ARRAY[b, TRUE, NULL, id = 2], ',') AS a, array_to_string(ARRAY[b, NULL], ',', '*') AS c FROM bt ORDER BY id",
			"WITH w AS (SELECT id, b FROM bt) SELECT id, concat(b, '|') AS a FROM w ORDER BY id",
			"SELECT v, concat(v, '') AS a FROM (VALUES (TRUE), (FALSE)) AS t(v) ORDER BY v",
			"SELECT id, b || 'x' AS a, CAST(b AS TEXT) AS c FROM bt ORDER BY id",
		},
		"duckdb": {
			"SELECT id, concat(b, 'x') AS a, concat(TRUE, s, FALSE) AS c FROM bt ORDER BY id",
			"SELECT id, concat_ws(',', b, s, id > 2, NOT b) AS a FROM bt ORDER BY id",
			"SELECT id, array_to_string([b, TRUE, NULL, id = 2], ',') AS a FROM bt ORDER BY id",
			"SELECT id, array_to_string(list_value(b, NULL), ',') AS a FROM bt ORDER BY id",
			"WITH w AS (SELECT id, b FROM bt) SELECT id, concat(b, '|') AS a FROM w ORDER BY id",
		},
	}
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	differ := false
	for _, dir := range [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}} {
		for _, q := range queries[dir[0]] {
			src := enginetest.Query(t, eng[dir[0]], q)
			if raw, err := eng[dir[1]].Query(enginetest.Ctx(t), q); err == nil {
				if same, _ := engines.EqualRows(src.Rows, raw.Rows, true); !same {
					differ = true
				}
			}
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: schema})
			if err != nil {
				t.Errorf("%s to %s: %s: %v", dir[0], dir[1], q, err)
				continue
			}
			got := enginetest.Query(t, eng[dir[1]], tr.SQL)
			if ok, diff := engines.EqualRows(src.Rows, got.Rows, true); !ok {
				t.Errorf("%s to %s: %s\n%s\n%s", dir[0], dir[1], q, tr.SQL, diff)
			}
		}
	}
	if !differ {
		t.Error("the engines answer every query alike as written: the test checks nothing")
	}
}

// TestPgBoolTextRefused: where the text of a BOOLEAN cannot be kept, the
// translation is refused (T181): an array's elements toward a target
// with no element-wise map lateral uses, and toward PostgreSQL from a
// dialect whose text of a BOOLEAN is not checked (bool_text.go).
func TestPgBoolTextRefused(t *testing.T) {
	for _, tc := range []struct{ in, from, to, says string }{
		{"SELECT array_to_string(ARRAY[b, TRUE], ',') AS a FROM bt", "postgres", "bigquery", "map an array's elements"},
		{"SELECT array_to_string(ARRAY[TRUE, FALSE], ',') AS a", "postgres", "snowflake", "map an array's elements"},
		{"SELECT concat_ws(',', b, s) AS a FROM bt", "doris", "postgres", "not checked"},
		{"SELECT concat(random() > 0.5, 'x') AS a", "postgres", "duckdb", "twice"},
	} {
		_, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: "CREATE TABLE bt (b BOOLEAN, s VARCHAR)"})
		if err == nil || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s to %s: %s: want a refusal saying %q, got %v", tc.from, tc.to, tc.in, tc.says, err)
			continue
		}
		if !strings.Contains(err.Error(), "T181") && !strings.Contains(err.Error(), "T073") {
			t.Errorf("%s to %s: %s: want T181 (or T073), got %v", tc.from, tc.to, tc.in, err)
		}
	}
}
