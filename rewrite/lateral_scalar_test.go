package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A LATERAL aggregate subquery yields one row per left row; for BigQuery
// each column it gives the outer query becomes a correlated scalar
// subquery. Other shapes become UNNEST(ARRAY(SELECT AS STRUCT ...))
// (lateral_struct.go), a join condition staying the join's; a bare
// name there stays refused (T050).
func TestLateralScalar(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, total INTEGER, arr INTEGER[])"
	for _, tc := range []struct {
		name, from, in, want, code string
		fires                      bool
	}{
		{name: "aggregates", from: "postgres", fires: true,
			in:   "SELECT t.id, s.total, s.n FROM t CROSS JOIN LATERAL (SELECT sum(u.x) AS total, count(*) AS n FROM unnest(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x) AS total, (SELECT count(*) FROM UNNEST(t.arr) AS x) AS n FROM t"},
		{name: "left join on true, filter inside and outside, order by", from: "trino", fires: true,
			in:   "SELECT t.id, s.total FROM t LEFT JOIN LATERAL (SELECT sum(x) AS total FROM UNNEST(t.arr) AS u(x) WHERE x > 1) AS s ON TRUE WHERE s.total > 3 ORDER BY s.total",
			want: "SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x WHERE x > 1) AS total FROM t WHERE (SELECT sum(x) FROM UNNEST(t.arr) AS x WHERE x > 1) > 3 ORDER BY 2 NULLS LAST"},
		// The output name total is also a column of t: ORDER BY total
		// could sort by t.total, the position cannot.
		{name: "order by a name the left side also has", from: "postgres", fires: true,
			in:   "SELECT t.total, s.total FROM t, LATERAL (SELECT sum(u.x) AS total FROM unnest(t.arr) AS u(x)) AS s ORDER BY s.total DESC",
			want: "SELECT t.total, (SELECT sum(x) FROM UNNEST(t.arr) AS x) AS total FROM t ORDER BY 2 DESC NULLS FIRST"},
		{name: "no lateral: nothing to do", from: "postgres",
			in:   "SELECT t.id, (SELECT sum(u.x) FROM unnest(t.arr) AS u(x)) AS total FROM t",
			want: "SELECT t.id, (SELECT sum(x) FROM UNNEST(t.arr) AS x) AS total FROM t"},
		// Other shapes: UNNEST(ARRAY(SELECT AS STRUCT ...)) (lateral_struct.go).
		{name: "rows, not one row", from: "postgres", fires: true,
			in:   "SELECT t.id, s.x FROM t, LATERAL (SELECT u.x FROM unnest(t.arr) AS u(x)) AS s",
			want: "SELECT t.id, s.x FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT x AS x FROM UNNEST(t.arr) AS x)) AS s"},
		{name: "a bare name could be the left side's", from: "postgres", code: "T050",
			in: "SELECT t.id, total FROM t, LATERAL (SELECT sum(u.x) AS total FROM unnest(t.arr) AS u(x)) AS s"},
		{name: "LIMIT 0 can remove the row", from: "postgres", fires: true,
			in:   "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) LIMIT 0) AS s",
			want: "SELECT t.id, s.n FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT count(*) AS n FROM UNNEST(t.arr) AS x LIMIT 0)) AS s"},
		{name: "HAVING can remove the row", from: "postgres", fires: true,
			in:   "SELECT t.id, s.n FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x) HAVING count(*) > 1) AS s",
			want: "SELECT t.id, s.n FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT count(*) AS n FROM UNNEST(t.arr) AS x HAVING count(*) > 1)) AS s"},
		{name: "read by GROUP BY", from: "postgres", fires: true,
			in:   "SELECT s.n, count(*) AS c FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s GROUP BY s.n",
			want: "SELECT s.n, count(*) AS c FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT count(*) AS n FROM UNNEST(t.arr) AS x)) AS s GROUP BY s.n"},
		{name: "a join condition", from: "postgres", fires: true,
			in:   "SELECT t.id, s.n FROM t JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s ON s.n > t.id",
			want: "SELECT t.id, s.n FROM t JOIN UNNEST(ARRAY(SELECT AS STRUCT count(*) AS n FROM UNNEST(t.arr) AS x)) AS s ON s.n > t.id"},
		{name: "a join condition reading a bare name", from: "postgres", code: "T050",
			in: "SELECT t.id, s.n FROM t JOIN LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s ON n > t.id"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, "bigquery", opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, "bigquery", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lateral_scalar", tc.fires)
		})
	}
}

// An ORDER BY read of a column of the LATERAL aggregate subquery, bare or
// qualified, other than a whole ORDER BY item naming the select item that
// reads it, would be left reading a column that is gone once the subquery
// becomes scalar subqueries: it is refused, at the read. A bare ORDER BY
// name that names the select item reading the column is the output
// column, and becomes its position.
func TestLateralScalarOrderByBareName(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, total INTEGER, arr INTEGER[])"
	const lat = " FROM t, LATERAL (SELECT count(*) AS n FROM unnest(t.arr) AS u(x)) AS s"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	tr := mustTranslate(t, "SELECT t.id, s.n"+lat+" ORDER BY n", "postgres", "bigquery", opts)
	if want := "SELECT t.id, (SELECT count(*) FROM UNNEST(t.arr) AS x) AS n FROM t ORDER BY 2 NULLS LAST"; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	checkFired(t, tr, "lateral_scalar", true)
	// BigQuery takes the other reads in the UNNEST form (lateral_struct.go),
	// where s.n stays the field read.
	const bq = " FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT count(*) AS n FROM UNNEST(t.arr) AS x)) AS s ORDER BY "
	for _, tc := range []struct {
		in       string
		col      int
		bigquery string
	}{
		{"SELECT t.id" + lat + " ORDER BY n", 93, "SELECT t.id" + bq + "s.n NULLS LAST"},
		{"SELECT t.id" + lat + " ORDER BY n + 1", 93, "SELECT t.id" + bq + "s.n + 1 NULLS LAST"},
		{"SELECT t.id" + lat + " ORDER BY s.n", 93, "SELECT t.id" + bq + "s.n NULLS LAST"},
		{"SELECT t.id, s.n" + lat + " ORDER BY s.n * 2", 98, "SELECT t.id, s.n" + bq + "s.n * 2 NULLS LAST"},
		{"SELECT t.id" + lat + " ORDER BY (SELECT max(w.k) FROM (SELECT 1 AS k) AS w WHERE w.k < n)", 148,
			"SELECT t.id" + bq + "(SELECT max(w.k) FROM (SELECT 1 AS k) AS w WHERE w.k < s.n) NULLS LAST"},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", "snowflake", opts)
		wantRefusal(t, tr, err, "T050")
		wantInlineRefusal(t, err, "its column n is read in ORDER BY other than as a whole select item", tc.col)
		tr = mustTranslate(t, tc.in, "postgres", "bigquery", opts)
		if tr.SQL != tc.bigquery {
			t.Errorf("got  %s\nwant %s", tr.SQL, tc.bigquery)
		}
	}
}

// A bare name of the outer query that can only be a column of the LATERAL
// aggregate subquery (the schema shows no other FROM item has it, no
// output name or query on the way could take it: bareReads) is read as
// s.col, for BigQuery (a scalar subquery, also inside a nested query of
// the outer query) and for Snowflake (a window aggregate, not inside a
// nested query). What cannot be told stays refused, at the name, with a
// hint (issue #3).
func TestLateralScalarBareReads(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, total INTEGER, arr INTEGER[]); CREATE TABLE w (k INTEGER, v INTEGER); CREATE TABLE z (id INTEGER, n INTEGER)"
	const lat = " FROM t, LATERAL (SELECT count(*) AS n, max(u.x) AS hi FROM unnest(t.arr) AS u(x)) AS s"
	const (
		bqN    = "(SELECT count(*) FROM UNNEST(t.arr) AS x)"
		bqHi   = "(SELECT max(x) FROM UNNEST(t.arr) AS x)"
		sfN    = "count(CASE WHEN _u1.INDEX IS NOT NULL THEN 1 END) OVER (PARTITION BY _u1.SEQ)"
		sfHi   = "max(CASE WHEN _u1.INDEX IS NOT NULL THEN CAST(strip_null_value(_u1.VALUE) AS INTEGER) END) OVER (PARTITION BY _u1.SEQ)"
		sfFrom = " FROM t, LATERAL flatten(INPUT => t.arr, OUTER => TRUE) AS _u1 QUALIFY "
		first  = "_u1.INDEX IS NULL OR _u1.INDEX = 0"
	)
	for _, tc := range []struct {
		name, from, in string
		bigquery       string // the translation, "" when refused
		snowflake      string
		says           string // the refusal's message holds it, at col
		col            int
		noSchema       bool
		only           string // the one target checked, when not both
	}{
		{name: "select list, WHERE and ORDER BY", from: "postgres",
			in:        "SELECT id, hi" + lat + " WHERE n > 0 ORDER BY hi DESC",
			bigquery:  "SELECT id, " + bqHi + " AS hi FROM t WHERE " + bqN + " > 0 ORDER BY 2 DESC NULLS FIRST",
			snowflake: "SELECT id, " + sfHi + " AS hi" + sfFrom + "(" + first + ") AND " + sfN + " > 0 ORDER BY 2 DESC"},
		// DuckDB reads a WHERE name as a FROM column before an output name.
		{name: "WHERE, a name also an output name, from DuckDB", from: "duckdb",
			in:        "SELECT t.id, s.n * 10 AS n, hi" + lat + " WHERE n < 2",
			bigquery:  "SELECT t.id, " + bqN + " * 10 AS n, " + bqHi + " AS hi FROM t WHERE " + bqN + " < 2",
			snowflake: "SELECT t.id, " + sfN + " * 10 AS n, " + sfHi + " AS hi" + sfFrom + "(" + first + ") AND " + sfN + " < 2"},
		// ORDER BY n names the output column n, which reads s.n.
		{name: "ORDER BY the output name of an item reading it", from: "postgres",
			in:        "SELECT id, n + 1 AS n" + lat + " ORDER BY n",
			bigquery:  "SELECT id, " + bqN + " + 1 AS n FROM t ORDER BY 2 NULLS LAST",
			snowflake: "SELECT id, " + sfN + " + 1 AS n" + sfFrom + first + " ORDER BY 2"},
		{name: "ORDER BY from Trino", from: "trino",
			in:        "SELECT id, hi" + lat + " ORDER BY hi",
			bigquery:  "SELECT id, " + bqHi + " AS hi FROM t ORDER BY 2 NULLS LAST",
			snowflake: "SELECT id, " + sfHi + " AS hi" + sfFrom + first + " ORDER BY 2"},
		// z has a column n: inside the subquery n is z.n.
		{name: "a nested query's own column stays", from: "postgres",
			in:        "SELECT id, (SELECT count(*) FROM z WHERE z.id = t.id AND z.n > n) AS c, n" + lat,
			bigquery:  "SELECT id, (SELECT count(*) FROM z WHERE z.id = t.id AND z.n > n) AS c, " + bqN + " AS n FROM t",
			snowflake: "SELECT id, (SELECT count(*) FROM z WHERE z.id = t.id AND z.n > n) AS c, " + sfN + " AS n" + sfFrom + first},
		// w has k and v only: n and hi there are s's. Snowflake's window
		// aggregate cannot be evaluated inside a subquery.
		{name: "scalar subquery and EXISTS", from: "postgres",
			in:       "SELECT id, (SELECT count(*) FROM w WHERE w.k < n) AS c" + lat + " WHERE EXISTS (SELECT 1 FROM w WHERE w.v = hi)",
			bigquery: "SELECT id, (SELECT count(*) FROM w WHERE w.k < " + bqN + ") AS c FROM t WHERE EXISTS (SELECT 1 FROM w WHERE w.v = " + bqHi + ")",
			says:     "s.n is read inside a scalar subquery", col: 48},
		{name: "another FROM item of known columns", from: "postgres",
			in:       "SELECT id, hi FROM t, LATERAL (SELECT max(u.x) AS hi FROM unnest(t.arr) AS u(x)) AS s, w WHERE w.k = hi",
			bigquery: "SELECT id, " + bqHi + " AS hi FROM t, w WHERE w.k = " + bqHi},

		{name: "a name the left table has too", from: "postgres", says: "could also be a column of t", col: 12,
			in: "SELECT id, total FROM t, LATERAL (SELECT sum(u.x) AS total FROM unnest(t.arr) AS u(x)) AS s"},
		// (Snowflake refuses it first for the element type, T081.)
		{name: "the left table's columns not known", from: "postgres", says: "whose columns are not known", col: 12, noSchema: true,
			only: "bigquery", in: "SELECT id, hi" + lat},
		{name: "a nested query's table of unknown columns", from: "postgres", says: "q in a query around it, whose columns are not known", col: 48,
			in: "SELECT id, (SELECT count(*) FROM q WHERE q.k < n) AS c" + lat},
		// The WITH query w, not the table w, whose columns are known.
		{name: "a WITH query of a table's name", from: "postgres", says: "w in a query around it, whose columns are not known", col: 74,
			in: "WITH w AS (SELECT 1 AS n) SELECT id, (SELECT count(*) FROM w WHERE w.n > hi) AS c" + lat},
		{name: "an output name of the outer query", from: "postgres", says: "also the output name of a select item of the query around", col: 48,
			in: "SELECT id, (SELECT count(*) FROM w WHERE w.k < n) AS n" + lat},
		{name: "a relation of the lateral's name", from: "postgres", says: "names a relation s too", col: 53,
			in: "SELECT id, (SELECT count(*) FROM w AS s WHERE s.k < n) AS c" + lat},
		// BigQuery: the UNNEST form (lateral_struct.go).
		{name: "ORDER BY a column not selected", from: "postgres", says: "its column hi is read in ORDER BY other than as a whole select item", col: 107,
			in:       "SELECT id" + lat + " ORDER BY hi",
			bigquery: "SELECT id FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT count(*) AS n, max(x) AS hi FROM UNNEST(t.arr) AS x)) AS s ORDER BY s.hi NULLS LAST"},
		{name: "ORDER BY an expression", from: "postgres", says: "its column hi is read in ORDER BY other than as a whole select item", col: 111,
			in:       "SELECT id, hi" + lat + " ORDER BY hi + 1",
			bigquery: "SELECT id, s.hi FROM t CROSS JOIN UNNEST(ARRAY(SELECT AS STRUCT count(*) AS n, max(x) AS hi FROM UNNEST(t.arr) AS x)) AS s ORDER BY s.hi + 1 NULLS LAST"},
	} {
		for _, to := range []string{"bigquery", "snowflake"} {
			if tc.only != "" && to != tc.only {
				continue
			}
			want := tc.bigquery
			if to == "snowflake" {
				want = tc.snowflake
			}
			t.Run(tc.name+"/"+to, func(t *testing.T) {
				opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
				if tc.noSchema {
					opts = lateral.TranslateOptions{}
				}
				tr, err := lateral.Translate(tc.in, tc.from, to, opts)
				if want == "" {
					wantRefusal(t, tr, err, "T050")
					if tc.says != "" {
						d := wantInlineRefusal(t, err, tc.says, tc.col)
						if d.Hint == "" {
							t.Errorf("refusal without a hint: %s", d.Message)
						}
					}
					return
				}
				tr = mustTranslate(t, tc.in, tc.from, to, opts)
				if tr.SQL != want {
					t.Errorf("got  %s\nwant %s", tr.SQL, want)
				}
				checkFired(t, tr, "lateral_scalar", true)
				checkIdempotent(t, tr, to, opts)
			})
		}
	}
	// Nothing to do: a bare name of a query without a lateral.
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	for _, to := range []string{"bigquery", "snowflake"} {
		tr := mustTranslate(t, "SELECT id, n FROM z WHERE n > 0", "postgres", to, opts)
		if want := "SELECT id, n FROM z WHERE n > 0"; tr.SQL != want {
			t.Errorf("%s: got  %s\nwant %s", to, tr.SQL, want)
		}
		checkFired(t, tr, "lateral_scalar", false)
	}
}

// Hive, Spark and Doris decorrelate the LATERAL aggregate subquery and
// rewrite the reads of its columns in the query's own scope; a bare read
// of one inside a nested query, which no relation there binds, would be
// left reading a column that is gone: it is refused, at the name, and the
// qualified read translates.
func TestDecorrelateNestedBareRead(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, arr INTEGER[]); CREATE TABLE w (k INTEGER, hi INTEGER)"
	const lat = " FROM t, LATERAL (SELECT max(u.x) AS hi, count(*) AS n FROM unnest(t.arr) AS u(x)) AS s"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	for _, to := range []string{"hive", "spark", "doris"} {
		// hi inside the subquery is w.hi.
		tr, err := lateral.Translate("SELECT id, (SELECT count(*) FROM w WHERE w.k <= hi) AS c"+lat+" WHERE EXISTS (SELECT 1 FROM w WHERE w.k = n)", "postgres", to, opts)
		wantRefusal(t, tr, err, "T050")
		if d := wantInlineRefusal(t, err, "its column n is read by its bare name inside a nested query", 187); d.Hint != "qualify it: s.n" {
			t.Errorf("%s: hint %q", to, d.Hint)
		}
		tr = mustTranslate(t, "SELECT id, (SELECT count(*) FROM w WHERE w.k <= hi) AS c"+lat+" WHERE EXISTS (SELECT 1 FROM w WHERE w.k = s.n)", "postgres", to, opts)
		if !strings.Contains(tr.SQL, "WHERE w.k <= hi") || strings.Contains(tr.SQL, "s.n") {
			t.Errorf("%s: %s", to, tr.SQL)
		}
		checkFired(t, tr, "decorrelate", true)
	}
}
