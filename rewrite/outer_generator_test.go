package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestOuterGenerator: a generator inside a subquery that reads a column of
// the query around it is refused (T177) toward Hive, Spark, Doris and
// Snowflake, whose subqueries read outer columns in WHERE only (see
// outer_generator.go); one over the subquery's own columns, or a constant,
// is not. The rows of such queries are checked on PostgreSQL by the
// conformance cases lateral_subquery/postgres_scalar_unnest_outer and
// postgres_exists_unnest_inner.
func TestOuterGenerator(t *testing.T) {
	cases := []struct {
		name, in string
		col      int // where T177 points (the array read); 0: not refused
	}{
		// An aggregate, EXISTS or IN subquery over the array of a query
		// reading one table becomes a LATERAL subquery that is
		// decorrelated (outer_subquery.go, outer_subquery_test.go); other
		// shapes stay refused.
		{"scalar qualified", "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t", 0},
		{"scalar bare", "SELECT t.id, (SELECT sum(x) FROM unnest(arr) AS x) AS s FROM t", 0},
		{"exists", "SELECT t.id FROM t WHERE EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > t.lim)", 0},
		{"scalar grouped", "SELECT t.id, (SELECT sum(x) FROM unnest(t.arr) AS x) AS s FROM t GROUP BY t.id, t.arr", 41},
		{"scalar not an aggregate", "SELECT t.id, (SELECT x FROM unnest(arr) AS x LIMIT 1) AS s FROM t", 36},
		{"exists beside a join", "SELECT t.id FROM t, a WHERE EXISTS (SELECT 1 FROM unnest(t.arr) AS x WHERE x > t.lim)", 58},
		{"in a subquery's join", "SELECT t.id FROM t WHERE t.id IN (SELECT a.id FROM a, unnest(t.arr) AS x WHERE a.id = x)", 62},
		{"own table", "SELECT t.id FROM t WHERE EXISTS (SELECT 1 FROM j, unnest(j.arr) AS x WHERE x = t.id)", 0},
		{"own table bare", "SELECT t.id FROM t WHERE EXISTS (SELECT 1 FROM j, unnest(arr) AS x WHERE x = t.id)", 0},
		{"constant", "SELECT t.id, (SELECT max(x) FROM unnest(ARRAY[1, 2]) AS x) AS s FROM t", 0},
		{"derived table", "SELECT d.id FROM (SELECT t.id, x FROM t, unnest(t.arr) AS x) AS d", 0},
	}
	// The outer column's type is found through the correlation: a map.
	in := "SELECT m.id FROM m WHERE EXISTS (SELECT 1 FROM UNNEST(m.mp) AS u(k, v) WHERE u.v > 1)"
	for _, to := range []string{"hive", "spark", "doris"} {
		_, err := lateral.Translate(in, "trino", to, decOptions)
		var le *lateral.Error
		if !errors.As(err, &le) || len(le.Diagnostics.Errors()) != 1 || le.Diagnostics.Errors()[0].Code != "T177" {
			t.Errorf("%s: want a refusal T177, got %v", to, err)
		}
	}
	for _, to := range []string{"hive", "spark", "doris", "snowflake"} {
		for _, tc := range cases {
			t.Run(to+"/"+tc.name, func(t *testing.T) {
				_, err := translateDec(t, tc.in, "postgres", to)
				var le *lateral.Error
				if tc.col == 0 {
					if errors.As(err, &le) {
						for _, d := range le.Diagnostics.Errors() {
							if d.Code == "T177" {
								t.Errorf("refused with T177: %s", d.Message)
							}
						}
					}
					return
				}
				if !errors.As(err, &le) {
					t.Fatalf("want a refusal, got %v", err)
				}
				errs := le.Diagnostics.Errors()
				if len(errs) != 1 {
					t.Fatalf("got %d errors, want one: %v", len(errs), errs)
				}
				d := errs[0]
				if d.Code != "T177" || d.Span.Start.Col != tc.col || !strings.Contains(d.Message, "a column of an enclosing query") {
					t.Errorf("got %s at 1:%d (%s), want T177 at 1:%d", d.Code, d.Span.Start.Col, d.Message, tc.col)
				}
			})
		}
	}
}
