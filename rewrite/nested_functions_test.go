package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const (
	trinoNestedFns = "CREATE TABLE t (id INTEGER, a ARRAY(INTEGER), b ARRAY(INTEGER), aa ARRAY(ARRAY(INTEGER)), " +
		"sa ARRAY(ROW(x INTEGER, y VARCHAR)), s ROW(x INTEGER, y VARCHAR), n INTEGER); " +
		"CREATE TABLE u (id INTEGER, a ARRAY(INTEGER), k INTEGER)"
	sparkNestedFns = "CREATE TABLE t (id INT, a ARRAY<INT>, b ARRAY<INT>, aa ARRAY<ARRAY<INT>>, s STRUCT<x: INT, y: STRING>, n INT); " +
		"CREATE TABLE u (id INT, a ARRAY<INT>, k INT)"
	duckNestedFns = "CREATE TABLE t (id INTEGER, a INTEGER[], b INTEGER[], aa INTEGER[][], s STRUCT(x INTEGER, y VARCHAR), n INTEGER); " +
		"CREATE TABLE u (id INTEGER, a INTEGER[], k INTEGER)"
)

// nestedRefusal is a translation refused with T140 whose message names
// the construct (about).
type nestedRefusal struct {
	name, from, to, schema, in, about string
}

func runNestedRefusals(t *testing.T, cases []nestedRefusal) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: tc.schema})
			var le *lateral.Error
			if !errors.As(err, &le) {
				t.Fatalf("want refusal T140, got %v (%v)", tr, err)
			}
			for _, d := range le.Diagnostics {
				if d.Code == "T140" {
					if !d.Span.Start.IsValid() {
						t.Errorf("T140 has no position")
					}
					if !strings.Contains(d.Message, tc.about) {
						t.Errorf("T140 message %q does not name %q", d.Message, tc.about)
					}
					return
				}
			}
			t.Fatalf("want T140, got:\n%s", le.Format("<in>"))
		})
	}
}

// Window ORDER BY keys, an aggregate's ORDER BY, min/max, min_by/max_by
// keys and greatest/least rank arrays and structs by the dialect's order
// of NULL elements (rewrite.NestedNullsOf): refused where source and
// target rank them apart, the types known.
func TestNestedRanking(t *testing.T) {
	runNestedRefusals(t, []nestedRefusal{
		{name: "spark window ORDER BY an array to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT t.id, row_number() OVER (ORDER BY t.a) AS rn FROM t", about: "a window's ORDER BY over array"},
		{name: "spark named window ORDER BY an array to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT t.id, rank() OVER w AS r FROM t WINDOW w AS (PARTITION BY t.n ORDER BY t.a)", about: "a window's ORDER BY over array"},
		{name: "duckdb window ORDER BY a struct to spark", from: "duckdb", to: "spark", schema: duckNestedFns,
			in: "SELECT t.id, rank() OVER (PARTITION BY t.n ORDER BY t.s DESC) AS r FROM t", about: "a window's ORDER BY over struct"},
		{name: "duckdb max of a list to spark", from: "duckdb", to: "spark", schema: duckNestedFns,
			in: "SELECT max(t.a) AS m FROM t", about: "max of array"},
		{name: "spark min of a struct to postgres", from: "spark", to: "postgres", schema: sparkNestedFns,
			in: "SELECT t.n, min(t.s) AS m FROM t GROUP BY t.n", about: "min of struct"},
		{name: "duckdb max as a window function to trino", from: "duckdb", to: "trino", schema: duckNestedFns,
			in: "SELECT max(t.a) OVER (PARTITION BY t.n) AS m FROM t", about: "max of array"},
		{name: "trino max_by keyed by an array to duckdb", from: "trino", to: "duckdb", schema: trinoNestedFns,
			in: "SELECT max_by(t.id, t.a) AS m FROM t", about: "max_by of array"},
		{name: "duckdb greatest of lists to spark", from: "duckdb", to: "spark", schema: duckNestedFns,
			in: "SELECT greatest(t.a, t.b) AS g FROM t", about: "greatest"},
		{name: "spark least of arrays to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT least(t.a, t.b) AS l FROM t", about: "least"},
		{name: "spark ORDER BY an array's alias to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT t.id, t.a AS k FROM t ORDER BY k", about: "ordering of array"},
		{name: "spark ORDER BY an array's position to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT t.id, t.a FROM t ORDER BY 2", about: "ordering of array"},
		{name: "spark SORT BY an array to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT t.id FROM t SORT BY t.a", about: "ordering of array"},
		{name: "duckdb UNION ordered by a list to spark", from: "duckdb", to: "spark", schema: duckNestedFns,
			in: "SELECT t.a FROM t UNION ALL SELECT u.a FROM u ORDER BY a", about: "ordering of array"},
		{name: "duckdb array_agg ordered by a list to trino", from: "duckdb", to: "trino", schema: duckNestedFns,
			in: "SELECT array_agg(t.id ORDER BY t.a) AS ids FROM t", about: "an aggregate's ORDER BY over array"},
	})
	runExprPassCases(t, "nested_equality", []exprCase{
		{name: "duckdb window ORDER BY a list to postgres: same order", from: "duckdb", to: "postgres", schema: duckNestedFns,
			in:   "SELECT t.id, row_number() OVER (ORDER BY t.a) AS rn, max(t.a) OVER (PARTITION BY t.n) AS m, greatest(t.a, t.b) AS g FROM t",
			want: "SELECT t.id, row_number() OVER (ORDER BY t.a) AS rn, max(t.a) OVER (PARTITION BY t.n) AS m, greatest(t.a, t.b) AS g FROM t"},
		{name: "spark ORDER BY a scalar's position to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT t.a, t.id FROM t ORDER BY 2", want: "SELECT t.a, t.id FROM t ORDER BY 2 NULLS FIRST"},
		{name: "spark max of an array to hive: same order", from: "spark", to: "hive", schema: sparkNestedFns,
			in: "SELECT max(t.a) AS m FROM t", want: "SELECT max(t.a) AS m FROM t"},
		// partitioning groups NULL elements together in every dialect
		{name: "spark PARTITION BY an array to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in:   "SELECT row_number() OVER (PARTITION BY t.a ORDER BY t.id) AS rn FROM t",
			want: "SELECT row_number() OVER (PARTITION BY t.a ORDER BY t.id NULLS FIRST) AS rn FROM t"},
		{name: "spark max of a scalar to duckdb", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT max(t.n) AS m, max(t.a[0]) AS e FROM t", want: "SELECT max(t.n) AS m, max(t.a[1]) AS e FROM t"},
		{name: "unknown types: left as they are", from: "spark", to: "duckdb",
			in: "SELECT max(t.a) AS m FROM t", want: "SELECT max(t.a) AS m FROM t"},
	})
}

// Array membership and position, = ANY (array) and JOIN USING compare by
// the dialect's = : refused where source and target treat NULL elements
// differently, the element types known.
func TestNestedMembership(t *testing.T) {
	runNestedRefusals(t, []nestedRefusal{
		{name: "trino contains over arrays of arrays to duckdb", from: "trino", to: "duckdb", schema: trinoNestedFns,
			in: "SELECT contains(t.aa, t.a) AS c FROM t", about: "contains over array elements"},
		{name: "trino contains over arrays of rows to spark", from: "trino", to: "spark", schema: trinoNestedFns,
			in: "SELECT contains(t.sa, t.s) AS c FROM t", about: "contains over struct elements"},
		{name: "trino array_position over arrays of arrays to spark", from: "trino", to: "spark", schema: trinoNestedFns,
			in: "SELECT array_position(t.aa, ARRAY[1, NULL]) AS p FROM t", about: "array_position over array elements"},
		{name: "duckdb list_contains over lists of lists to trino", from: "duckdb", to: "trino", schema: duckNestedFns,
			in: "SELECT list_contains(t.aa, t.a) AS c FROM t", about: "list_contains over array elements"},
		{name: "duckdb list_position over lists of lists to trino", from: "duckdb", to: "trino", schema: duckNestedFns,
			in: "SELECT list_position(t.aa, t.a) AS p FROM t", about: "list_position over array elements"},
		{name: "trino JOIN USING an array to duckdb", from: "trino", to: "duckdb", schema: trinoNestedFns,
			in: "SELECT t.id, u.k FROM t JOIN u USING (a)", about: "JOIN USING (a) over array"},
		{name: "duckdb JOIN USING a list to trino", from: "duckdb", to: "trino", schema: duckNestedFns,
			in: "SELECT * FROM t LEFT JOIN u USING (id, a)", about: "JOIN USING (a) over array"},
		{name: "duckdb NATURAL JOIN on a list to ansi", from: "duckdb", to: "ansi", schema: duckNestedFns,
			in: "SELECT * FROM t NATURAL JOIN u", about: "NATURAL JOIN on (a) over array"},
		{name: "trino JOIN ON arrays to duckdb", from: "trino", to: "duckdb", schema: trinoNestedFns,
			in: "SELECT t.id, u.k FROM t JOIN u ON t.a = u.a", about: "= of array"},
		{name: "duckdb = ANY of a list of lists to trino", from: "duckdb", to: "trino", schema: duckNestedFns,
			in: "SELECT t.a = ANY(t.aa) AS x FROM t", about: "quantified comparison of array"},
	})
	runExprPassCases(t, "nested_equality", []exprCase{
		{name: "spark array_contains over arrays of arrays to duckdb: same rule", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in:   "SELECT array_contains(t.aa, t.a) AS c FROM t",
			want: "SELECT list_contains(t.aa, t.a) OR nullif(len(list_filter(t.aa, e -> e IS NULL)) > 0, TRUE) AS c FROM t"},
		{name: "trino contains of a scalar to duckdb", from: "trino", to: "duckdb", schema: trinoNestedFns,
			in:   "SELECT contains(t.a, t.n) AS c FROM t",
			want: "SELECT list_contains(t.a, t.n) OR nullif(len(list_filter(t.a, e -> e IS NULL)) > 0, TRUE) AS c FROM t"},
		{name: "trino JOIN USING a scalar to duckdb", from: "trino", to: "duckdb", schema: trinoNestedFns,
			in: "SELECT t.n, u.k FROM t JOIN u USING (id)", want: "SELECT t.n, u.k FROM t JOIN u USING (id)"},
		{name: "spark JOIN USING an array to duckdb: same rule", from: "spark", to: "duckdb", schema: sparkNestedFns,
			in: "SELECT t.id, u.k FROM t JOIN u USING (a)", want: "SELECT t.id, u.k FROM t JOIN u USING (a)"},
	})
}
