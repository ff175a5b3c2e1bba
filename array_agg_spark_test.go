package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// The canonical array_agg (NULL elements kept, NULL over no rows, the
// ORDER BY's order) toward Spark collects a struct per row, which
// collect_list never skips, sorts the structs with sort_array on a NULL
// indicator and the key per ORDER BY item, and reads the values back
// (dialects/array_agg_spark.go); the rows are checked in
// conformance/array_functions/*_array_agg_nulls_order.txtar.
func TestArrayAggTowardSpark(t *testing.T) {
	for _, c := range []struct{ from, sql, want string }{
		{"trino", `SELECT array_agg(x) AS l FROM t`,
			`CASE WHEN count(*) = 0 THEN NULL ELSE transform(collect_list(named_struct('v', x)), s -> (s).v) END AS l`},
		{"trino", `SELECT array_agg(x) FILTER (WHERE x > 1) AS l FROM t`,
			`CASE WHEN count(*) FILTER (WHERE x > 1) = 0 THEN NULL ELSE transform(collect_list(named_struct('v', x)) FILTER (WHERE x > 1), s -> (s).v) END AS l`},
		// Trino: NULLS LAST in both directions
		{"trino", `SELECT array_agg(x ORDER BY k) AS l FROM t`,
			`transform(sort_array(collect_list(named_struct('n0', k IS NULL, 'k0', k, 'v', x)), TRUE), s -> (s).v)`},
		{"trino", `SELECT array_agg(x ORDER BY k DESC, y DESC) AS l FROM t`,
			`sort_array(collect_list(named_struct('n0', k IS NOT NULL, 'k0', k, 'n1', y IS NOT NULL, 'k1', y, 'v', x)), FALSE)`},
		// PostgreSQL: NULLs last ascending, first descending
		{"postgres", `SELECT array_agg(x ORDER BY k DESC) AS l FROM t`,
			`sort_array(collect_list(named_struct('n0', k IS NULL, 'k0', k, 'v', x)), FALSE)`},
		{"postgres", `SELECT array_agg(x ORDER BY k NULLS FIRST) AS l FROM t`,
			`sort_array(collect_list(named_struct('n0', k IS NOT NULL, 'k0', k, 'v', x)), TRUE)`},
		// DuckDB: NULLS LAST in both directions
		{"duckdb", `SELECT array_agg(x ORDER BY k DESC) AS l FROM t`,
			`sort_array(collect_list(named_struct('n0', k IS NOT NULL, 'k0', k, 'v', x)), FALSE)`},
		{"duckdb", `SELECT array_agg(x ORDER BY k) AS l FROM t`,
			`sort_array(collect_list(named_struct('n0', k IS NULL, 'k0', k, 'v', x)), TRUE)`},
	} {
		tr, err := lateral.Translate(c.sql, c.from, "spark", lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s from %s: want %q in the translation, got %v %v", c.sql, c.from, c.want, tr, err)
		}
	}
	for _, c := range []struct{ from, to, sql, pos, why string }{
		{"trino", "spark", `SELECT array_agg(DISTINCT x) AS l FROM t`, "1:8:", "collect_set"},
		{"trino", "spark", `SELECT array_agg(x) OVER (PARTITION BY k) AS l FROM t`, "1:8:", "window"},
		{"trino", "spark", `SELECT array_agg(x ORDER BY k, y DESC) AS l FROM t`, "1:32:", "one direction"},
		{"trino", "spark", `SELECT array_agg(x ORDER BY k + rand()) AS l FROM t`, "1:29:", "not deterministic"},
		{"trino", "spark", `SELECT array_agg(x) FILTER (WHERE rand() < 0.5) AS l FROM t`, "1:35:", "not deterministic"},
		{"trino", "hive", `SELECT array_agg(x) AS l FROM t`, "1:8:", "Hive's collect_list"},
		{"trino", "snowflake", `SELECT array_agg(x) AS l FROM t`, "1:8:", "Snowflake's ARRAY_AGG"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err == nil || !strings.HasPrefix(err.Error(), c.pos) || !strings.Contains(err.Error(), c.why) {
			t.Errorf("%s to %s: got %v, want a refusal at %s saying %q", c.sql, c.to, err, c.pos, c.why)
		}
	}
}
