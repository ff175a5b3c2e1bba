package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's IS [NOT] NULL of a row of unknown type: a whole-row
// reference of known columns is tested field by field (the table's row
// itself is never NULL); a row built in a subquery, a UNION branch, a WITH
// query or a scalar subquery, whose fields are not known, is refused
// (T140); a column of unknown type that comes from no row stays a scalar.
func TestPostgresRowNullsUnknownType(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, x INT, y TEXT); CREATE TABLE u (id INT, x INT, y TEXT)"
	withSchema := lateral.TranslateOptions{Schema: schema}
	for _, tc := range []struct {
		name, in, want, code string
		opts                 lateral.TranslateOptions
	}{
		{name: "whole-row reference, known columns", opts: withSchema,
			in:   "SELECT t.id, u IS NULL AS n, u IS NOT NULL AS nn FROM t LEFT JOIN u ON u.id = t.id",
			want: "SELECT t.id, u.id IS NULL AND u.x IS NULL AND u.y IS NULL AS n, u.id IS NOT NULL AND u.x IS NOT NULL AND u.y IS NOT NULL AS nn FROM t LEFT JOIN u ON u.id = t.id"},
		{name: "whole-row reference, unknown columns", code: "T140",
			in: "SELECT t IS NULL AS n FROM t"},
		{name: "a column named as its table is a column", opts: lateral.TranslateOptions{Schema: "CREATE TABLE v (v INT)"},
			in: "SELECT v IS NULL AS n FROM v", want: "SELECT v IS NULL AS n FROM v"},
		{name: "a WITH query's column named as the query is a column",
			in:   "WITH v AS (SELECT 1 AS v UNION ALL SELECT NULL) SELECT v IS NULL AS n FROM v",
			want: "WITH v AS (SELECT 1 AS v UNION ALL SELECT NULL) SELECT v IS NULL AS n FROM v"},
		{name: "a subquery's column named as the subquery is a column",
			in:   "SELECT q IS NULL AS n FROM (SELECT NULL AS q UNION ALL SELECT 1) q",
			want: "SELECT q IS NULL AS n FROM (SELECT NULL AS q UNION ALL SELECT 1) AS q"},
		{name: "an outer column before an inner relation", opts: lateral.TranslateOptions{Schema: "CREATE TABLE tt (a INT)"},
			in:   "SELECT (SELECT tt IS NULL FROM tt) AS n FROM (SELECT CAST(NULL AS INT) AS tt) o",
			want: "SELECT (SELECT tt IS NULL FROM tt) AS n FROM (SELECT CAST(NULL AS INTEGER) AS tt) AS o"},
		{name: "a recursive WITH query of several branches",
			in:   "WITH RECURSIVE c AS (SELECT 1 AS n UNION ALL SELECT n FROM c WHERE n < 0 UNION ALL SELECT n FROM c WHERE n < 0) SELECT n IS NULL AS x FROM c",
			want: "WITH RECURSIVE c AS (SELECT 1 AS n UNION ALL SELECT n FROM c WHERE n < 0 UNION ALL SELECT n FROM c WHERE n < 0) SELECT n IS NULL AS x FROM c"},
		{name: "UNION of ROW constructors", code: "T140",
			in: "SELECT q.r IS NULL AS n FROM (SELECT ROW(1, NULL) AS r UNION ALL SELECT ROW(NULL, NULL)) q"},
		{name: "the row in a later branch", code: "T140",
			in: "SELECT q.r IS NOT NULL AS n FROM (SELECT NULL AS r UNION ALL SELECT ROW(NULL, 1)) q"},
		{name: "WITH query", code: "T140",
			in: "WITH q AS (SELECT ROW(x, y) AS r FROM t) SELECT q.r IS NULL AS n FROM q"},
		{name: "VALUES with column names", code: "T140",
			in: "SELECT v.r IS NULL AS n FROM (VALUES (ROW(1, NULL))) AS v(r)"},
		{name: "scalar subquery", code: "T140",
			in: "SELECT (SELECT ROW(x, y) FROM t LIMIT 1) IS NULL AS n"},
		{name: "a subquery's whole-row reference", code: "T140", opts: withSchema,
			in: "SELECT q.r IS NULL AS n FROM (SELECT t AS r FROM t) q"},
		{name: "an anonymous ROW built in a subquery", code: "T140", opts: withSchema,
			in: "SELECT q.r IS NULL AS n FROM (SELECT ROW(x, y) AS r FROM t) q"},
		{name: "a plain column without a schema", in: "SELECT x IS NULL AS n FROM t",
			want: "SELECT x IS NULL AS n FROM t"},
		{name: "a UNION of scalars", in: "SELECT q.x IS NULL AS n FROM (SELECT x FROM t UNION SELECT id FROM u) q",
			want: "SELECT q.x IS NULL AS n FROM (SELECT x FROM t UNION SELECT id FROM u) AS q"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, "postgres", "duckdb", tc.opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, "postgres", "duckdb", tc.opts)
			if tr.SQL != tc.want+";" && tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
}
