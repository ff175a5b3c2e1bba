package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// DuckDB's range and generate_series take integers and timestamps only
// (checked on DuckDB 1.5: range(5.5), range('3'), range(0, '3') and
// generate_series(1, 2.5::double) are binder errors), where PostgreSQL's
// generate_series answers them with rows: such calls are refused, for
// DuckDB too.
func TestDuckSeriesArgs(t *testing.T) {
	refused := []struct {
		q, to     string
		line, col int
	}{
		{"SELECT * FROM range(5.5)", "postgres", 1, 21},
		{"SELECT * FROM generate_series(1, 2.5::double)", "trino", 1, 34},
		{"SELECT * FROM range('3')", "postgres", 1, 21},
		{"SELECT * FROM (SELECT '5'::VARCHAR) t(str), range(str) t2(j)", "postgres", 1, 51},
		{"SELECT * FROM (SELECT 5.5 AS x) t, range(t.x)", "spark", 1, 42},
		{"SELECT range(5.5) AS r", "postgres", 1, 14},
		{"SELECT * FROM range(5.5)", "duckdb", 1, 21},
		{"SELECT range(5.5) AS r", "duckdb", 1, 14},
		{"SELECT range(1, t.b) AS r FROM (SELECT 'x'::varchar AS b) t", "postgres", 1, 17},
		{"SELECT generate_series(1, 3, t.s::double) AS r FROM t", "bigquery", 1, 30},
		// a sum of integers is a HUGEINT (DuckDB 1.5: "No function
		// matches ... 'generate_series(INTEGER_LITERAL, HUGEINT)'")
		{"SELECT g, unnest(generate_series(1, sum(x))) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "spark", 1, 37},
		{"SELECT g, unnest(range(sum(x))) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "duckdb", 1, 24},
		// and so is arithmetic on one, abs, coalesce, greatest or CASE
		// over one (DuckDB 1.5: typeof(sum(x) + 1) is HUGEINT, and
		// generate_series(1, sum(x) + 1) the same binder error)
		{"SELECT g, unnest(generate_series(1, sum(x) + 1)) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "postgres", 1, 37},
		{"SELECT g, unnest(generate_series(1, sum(x) + 1)) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "duckdb", 1, 37},
		{"SELECT g, unnest(range(1 - sum(x) * 2)) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "trino", 1, 24},
		{"SELECT g, unnest(range(-sum(x))) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "spark", 1, 24},
		{"SELECT g, unnest(range(coalesce(sum(x), 0))) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "postgres", 1, 24},
		{"SELECT g, unnest(range(CASE WHEN g > 0 THEN abs(sum(x)) ELSE 0 END)) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "postgres", 1, 24},
		{"SELECT g, unnest(range(sum(x) // 2)) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g", "postgres", 1, 24},
	}
	for _, r := range refused {
		tr, err := lateral.Translate(r.q, "duckdb", r.to, lateral.TranslateOptions{})
		wantRefusalAt(t, tr, err, "T057", r.line, r.col)
	}
	// a sum cast to BIGINT is taken, also once written as the checked
	// BIGINT sum for Hive, Spark and Doris (sumExactCast)
	for _, to := range []string{"spark", "trino", "postgres", "duckdb"} {
		for _, e := range []string{"CAST(sum(x) AS BIGINT) + 1", "coalesce(CAST(sum(x) AS BIGINT), 0)"} {
			q := "SELECT g, unnest(generate_series(1, " + e + ")) AS v FROM t GROUP BY g"
			if _, err := lateral.Translate(q, "duckdb", to, lateral.TranslateOptions{Schema: "CREATE TABLE t (g INTEGER, x INTEGER)"}); err != nil {
				t.Errorf("%s to %s: %v", q, to, err)
			}
		}
	}
	runPassCases(t, "lower_join", []passCase{
		{name: "integers are translated", from: "duckdb", to: "postgres",
			in:    "SELECT * FROM (SELECT 5) t(x), range(x) t2(j)",
			want:  "SELECT * FROM (SELECT 5) AS t(x) CROSS JOIN generate_series(0, x - 1) AS t2(j)",
			fires: true},
	})
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op: a list of integers", from: "duckdb", to: "trino",
			in:    "SELECT range(3) AS r",
			want:  "SELECT CASE WHEN 0 > 3 - 1 THEN ARRAY[] ELSE sequence(0, 3 - 1) END AS r",
			fires: false},
		// a sum cast back to BIGINT (or INTEGER) is taken (DuckDB 1.5:
		// generate_series(1, CAST(sum(x) AS BIGINT) + 1) gives rows), and
		// so is count, a BIGINT
		{name: "no-op: a sum cast to BIGINT", from: "duckdb", to: "duckdb",
			in:    "SELECT g, unnest(generate_series(1, CAST(sum(x) AS BIGINT) + 1)) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g",
			want:  "SELECT g, unnest(generate_series(1, CAST(sum(x) AS BIGINT) + 1)) AS v FROM (SELECT 1 AS g, 2 AS x) AS t GROUP BY g",
			fires: false},
		{name: "no-op: a subquery's BIGINT", from: "duckdb", to: "duckdb",
			in:    "SELECT * FROM (SELECT CAST(sum(x) AS BIGINT) AS s FROM (SELECT 2 AS x) t) q, range(q.s + 1)",
			want:  "SELECT * FROM (SELECT CAST(sum(x) AS BIGINT) AS s FROM (SELECT 2 AS x) AS t) AS q CROSS JOIN range(0, q.s + 1) AS _g1(range)",
			fires: false},
		{name: "no-op: count", from: "duckdb", to: "duckdb",
			in:    "SELECT g, unnest(generate_series(1, count(x) + 1)) AS v FROM (SELECT 1 AS g, 2 AS x) t GROUP BY g",
			want:  "SELECT g, unnest(generate_series(1, count(x) + 1)) AS v FROM (SELECT 1 AS g, 2 AS x) AS t GROUP BY g",
			fires: false},
	})
	// PostgreSQL's unknown-typed step of a timestamp series is an
	// interval; DuckDB rejects a VARCHAR step (DuckDB 1.5:
	// generate_series(TIMESTAMP, TIMESTAMP, VARCHAR)).
	runPassCases(t, "lower_join", []passCase{
		{name: "a string step is cast to INTERVAL", from: "postgres", to: "duckdb",
			in:    "SELECT * FROM generate_series('2017-11-11'::timestamp, '2017-11-11 03:00'::timestamp, '1 hour') g",
			want:  "SELECT * FROM generate_series(CAST('2017-11-11' AS TIMESTAMP), CAST('2017-11-11 03:00' AS TIMESTAMP), CAST('1 hour' AS INTERVAL)) AS g(g)",
			fires: true},
		{name: "PostgreSQL keeps the string", from: "postgres", to: "postgres",
			in:    "SELECT * FROM generate_series('2017-11-11'::timestamp, '2017-11-11 03:00'::timestamp, '1 hour') AS g(g)",
			want:  "SELECT * FROM generate_series(CAST('2017-11-11' AS TIMESTAMP), CAST('2017-11-11 03:00' AS TIMESTAMP), '1 hour') AS g(g)",
			fires: true},
	})
}
