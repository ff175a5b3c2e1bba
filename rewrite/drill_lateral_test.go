package rewrite_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// drillLateralSchema and drillLateralRows are one table, for the source
// (a PostgreSQL script) and for Drill (NDJSON, since Drill reads its tables
// from files and its dialect has no array literal): empty and NULL arrays,
// NULL elements, a NULL limit.
const drillLateralSchema = "CREATE TABLE t (id INTEGER, lim INTEGER, arr INTEGER[])"

const drillLateralSetup = drillLateralSchema + `;
INSERT INTO t VALUES (1, 15, ARRAY[10, 20]), (2, NULL, ARRAY[30]), (3, 0, CAST(ARRAY[] AS INTEGER[])),
  (4, 0, NULL), (5, 60, ARRAY[NULL, 50]), (6, 1, ARRAY[7, 7, NULL]), (6, 1, ARRAY[7, 7, NULL])`

const drillLateralNDJSON = `{"id": 1, "lim": 15, "arr": [10, 20]}
{"id": 2, "lim": null, "arr": [30]}
{"id": 3, "lim": 0, "arr": []}
{"id": 4, "lim": 0, "arr": null}
{"id": 5, "lim": 60, "arr": [null, 50]}
{"id": 6, "lim": 1, "arr": [7, 7, null]}
{"id": 6, "lim": 1, "arr": [7, 7, null]}
`

// A LATERAL subquery over UNNEST of a column of the left table is a Drill
// lateral join (Drill SQL reference, LATERAL Join). An aggregate without
// GROUP BY is joined with LEFT JOIN, so an empty or NULL array keeps its
// row (sum NULL, count 0); other subqueries keep the source's join. The
// rows of each translation, on the reference executor with Drill's
// semantics, are those of the source query with PostgreSQL's.
func TestDrillLateralSubquery(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "t.ndjson"), []byte(drillLateralNDJSON), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ name, in, want string }{
		{"avg and count, cross join becomes left join",
			"SELECT t.id, s.a, s.n FROM t CROSS JOIN LATERAL (SELECT avg(u.x) AS a, count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			"SELECT t.id, s.a, s.n FROM t LEFT JOIN LATERAL (SELECT avg(u.x) AS a, count(*) AS n FROM UNNEST(t.arr) AS u(x)) AS s ON TRUE"},
		{"comma, WHERE reading the left row, count DISTINCT",
			"SELECT t.id, s.n, s.d FROM t, LATERAL (SELECT count(*) AS n, count(DISTINCT u.x) AS d FROM unnest(t.arr) AS u(x) WHERE u.x IS NULL OR u.x > t.lim) AS s",
			"SELECT t.id, s.n, s.d FROM t LEFT JOIN LATERAL (SELECT count(*) AS n, count(DISTINCT u.x) AS d FROM UNNEST(t.arr) AS u(x) WHERE u.x IS NULL OR u.x > t.lim) AS s ON TRUE"},
		{"left join on true",
			"SELECT t.id, s.hi FROM t LEFT JOIN LATERAL (SELECT max(u.x) AS hi FROM unnest(t.arr) AS u(x)) AS s ON TRUE",
			"SELECT t.id, s.hi FROM t LEFT JOIN LATERAL (SELECT max(u.x) AS hi FROM UNNEST(t.arr) AS u(x)) AS s ON TRUE"},
		{"a column list renames the items",
			"SELECT t.id, s.m FROM t CROSS JOIN LATERAL (SELECT min(u.x) FROM unnest(t.arr) AS u(x)) AS s(m)",
			"SELECT t.id, s.m FROM t LEFT JOIN LATERAL (SELECT min(u.x) AS m FROM UNNEST(t.arr) AS u(x)) AS s ON TRUE"},
		{"rows, cross join: empty arrays drop the row",
			"SELECT t.id, s.x FROM t CROSS JOIN LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x) WHERE u.x > 8) AS s",
			"SELECT t.id, s.x FROM t JOIN LATERAL (SELECT u.x FROM UNNEST(t.arr) AS u(x) WHERE u.x > 8) AS s ON TRUE"},
		{"top one, left join keeps the row",
			"SELECT t.id, s.x FROM t LEFT JOIN LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x) ORDER BY u.x DESC NULLS LAST LIMIT 1) AS s ON TRUE",
			"SELECT t.id, s.x FROM t LEFT JOIN LATERAL (SELECT u.x FROM UNNEST(t.arr) AS u(x) ORDER BY u.x DESC NULLS LAST LIMIT 1) AS s ON TRUE"},
		{"grouped: one row per distinct element, none for an empty array",
			"SELECT t.id, s.x, s.c FROM t CROSS JOIN LATERAL (SELECT u.x, count(*) AS c FROM unnest(t.arr) AS u(x) GROUP BY u.x) AS s",
			"SELECT t.id, s.x, s.c FROM t JOIN LATERAL (SELECT u.x, count(*) AS c FROM UNNEST(t.arr) AS u(x) GROUP BY u.x) AS s ON TRUE"},
		{"an aggregate with LIMIT 1 still yields its row",
			"SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(u.x) AS n FROM unnest(t.arr) AS u(x) LIMIT 1) AS s",
			"SELECT t.id, s.n FROM t LEFT JOIN LATERAL (SELECT count(u.x) AS n FROM UNNEST(t.arr) AS u(x) LIMIT 1) AS s ON TRUE"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: drillLateralSchema, SchemaDialect: "postgres"}
			tr := mustTranslate(t, tc.in, "postgres", "drill", opts)
			got := strings.TrimSuffix(strings.TrimSpace(tr.SQL), ";")
			if got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			checkFired(t, tr, "lower_join", true)
			checkIdempotent(t, tr, "drill", lateral.TranslateOptions{})
			want := runRows(t, tc.in, "postgres", lateral.RunOptions{Setup: []string{drillLateralSetup}})
			rows := runRows(t, tr.SQL, "drill", lateral.RunOptions{DataDirs: []string{dir}})
			if ok, diff := engines.EqualRows(rows, want, false); !ok {
				t.Errorf("drill rows differ from the source's: %s", diff)
			}
		})
	}
}

// The shapes Drill does not document inside a lateral subquery stay
// refused, at the construct, saying why.
func TestDrillLateralSubqueryRefused(t *testing.T) {
	const schema = drillLateralSchema + "; CREATE TABLE w (id INTEGER, v INTEGER); " +
		"CREATE TABLE st (id INTEGER, items STRUCT(f INTEGER, g VARCHAR)[])"
	for _, tc := range []struct{ name, from, in, code, why string }{
		{"a table, not UNNEST", "postgres",
			"SELECT t.id, s.v FROM t CROSS JOIN LATERAL (SELECT w.v FROM w WHERE w.id = t.id) AS s", "T050", "reads a table"},
		{"array_agg", "postgres",
			"SELECT t.id, s.xs FROM t CROSS JOIN LATERAL (SELECT array_agg(u.x) AS xs FROM unnest(t.arr) AS u(x)) AS s", "T050", "array_agg"},
		{"HAVING", "postgres",
			"SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) HAVING count(*) = 0) AS s", "T050", "HAVING"},
		{"LIMIT 0 removes the aggregate's row", "postgres",
			"SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) LIMIT 0) AS s", "T050", "LIMIT"},
		{"OFFSET", "postgres",
			"SELECT t.id, s.x FROM t CROSS JOIN LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x) OFFSET 1) AS s", "T050", "OFFSET"},
		{"a nested subquery", "postgres",
			"SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) WHERE u.x > (SELECT min(w.v) FROM w)) AS s", "T050", "subquery"},
		{"a window function", "postgres",
			"SELECT t.id, s.r FROM t CROSS JOIN LATERAL (SELECT row_number() OVER (ORDER BY u.x) AS r FROM unnest(t.arr) AS u(x)) AS s", "T050", "window"},
		{"DISTINCT", "postgres",
			"SELECT t.id, s.x FROM t CROSS JOIN LATERAL (SELECT DISTINCT u.x FROM unnest(t.arr) AS u(x)) AS s", "T050", "DISTINCT"},
		{"a join condition", "postgres",
			"SELECT t.id, s.x FROM t LEFT JOIN LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x)) AS s ON s.x > t.lim", "T082", "ON TRUE"},
		{"a field read without the alias", "duckdb",
			"SELECT st.id, s.total FROM st CROSS JOIN LATERAL (SELECT sum(e.f) AS total FROM unnest(st.items) AS u(e)) AS s", "T050", "u.e.f"},
		{"an expression unnested", "postgres",
			"SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT count(*) AS n FROM unnest(array_remove(t.arr, 7)) AS u(x)) AS s", "T050", "not an expression"},
		{"ordinality", "postgres",
			"SELECT t.id, s.n FROM t CROSS JOIN LATERAL (SELECT max(u.i) AS n FROM unnest(t.arr) WITH ORDINALITY AS u(x, i)) AS s", "T066", "ordinality"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "drill", lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"})
			wantRefusal(t, tr, err, tc.code)
			var le *lateral.Error
			if !errors.As(err, &le) {
				return
			}
			found := false
			for _, d := range le.Diagnostics.Errors() {
				found = found || d.Code == tc.code && strings.Contains(d.Message, tc.why)
			}
			if !found {
				t.Errorf("no %s saying %q:\n%s", tc.code, tc.why, le.Format("<in>"))
			}
		})
	}
}

// runRows runs a query on the reference executor and returns its rows.
func runRows(t *testing.T, query, dialect string, opts lateral.RunOptions) [][]engines.Value {
	t.Helper()
	opts.Timeout = 30 * time.Second
	rows, err := lateral.Run(context.Background(), query, dialect, opts)
	if err != nil {
		t.Fatalf("run %s: %v\n%s", dialect, err, query)
	}
	defer rows.Close()
	all, err := rows.All()
	if err != nil {
		t.Fatalf("run %s: %v", dialect, err)
	}
	out := engines.FromReferenceRows(all)
	if len(out) == 0 {
		t.Fatalf("run %s: no rows, the comparison would prove nothing\n%s", dialect, query)
	}
	return slices.Clip(out)
}

// Maps, stack and json_tuple have no exact Drill spelling: the refusal
// says why (KVGEN drops NULL values; no stack, cross joins off by default;
// CONVERT_FROM gives typed values).
func TestDrillGeneratorsRefused(t *testing.T) {
	const schema = "CREATE TABLE m (id INT, mp MAP<STRING, INT>); CREATE TABLE j (id INT, js STRING)"
	for _, tc := range []struct{ name, in, code, why string }{
		{"explode of a map", "SELECT m.id, e.k, e.v FROM m LATERAL VIEW explode(m.mp) e AS k, v", "T064", "KVGEN"},
		{"stack", "SELECT m.id, s.a FROM m LATERAL VIEW stack(2, 1, 2) s AS a", "T057", "planner.enable_nljoin_for_scalar_only"},
		{"json_tuple", "SELECT j.id, x.a FROM j LATERAL VIEW json_tuple(j.js, 'a') x AS a", "T057", "CONVERT_FROM"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, "hive", "drill", lateral.TranslateOptions{Schema: schema})
			wantRefusal(t, tr, err, tc.code)
			var le *lateral.Error
			if errors.As(err, &le) && !strings.Contains(le.Diagnostics.Errors()[0].Message, tc.why) {
				t.Errorf("the refusal does not say %q:\n%s", tc.why, le.Format("<in>"))
			}
		})
	}
}
