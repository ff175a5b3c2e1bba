package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Toward Hive and Doris, whose membership tests never give NULL, an
// array_contains whose NULL counts as FALSE (a WHERE, HAVING, join ON,
// FILTER or WHEN condition, the operands of its ANDs and ORs, the results
// of its CASEs) is written as the FALSE-for-NULL membership; in a select
// list or under NOT it stays refused (filter_contains.go).
func TestFilterContains(t *testing.T) {
	for _, tc := range []struct{ name, from, to, in, want, code string }{
		{name: "WHERE", from: "spark", to: "hive", in: "SELECT id FROM t WHERE array_contains(t.a, 3) AND t.id > 1",
			want: "SELECT id FROM t WHERE array_contains(t.a, 3) AND t.id > 1"},
		{name: "Doris", from: "trino", to: "doris", in: "SELECT id FROM t WHERE contains(t.a, 3) OR t.id > 1",
			want: "SELECT id FROM t WHERE coalesce(array_contains(t.a, 3), FALSE) OR t.id > 1"},
		{name: "WHEN, FILTER, HAVING", from: "spark", to: "hive",
			in:   "SELECT id, CASE WHEN array_contains(t.a, 3) THEN 1 END AS c, count(*) FILTER (WHERE array_contains(t.a, 1)) AS n FROM t GROUP BY id HAVING array_contains(collect_list(id), 2)",
			want: "SELECT id, CASE WHEN array_contains(t.a, 3) THEN 1 END AS c, count(CASE WHEN array_contains(t.a, 1) THEN 1 END) AS n FROM t GROUP BY id HAVING array_contains(collect_list(id), 2)"},
		{name: "PostgreSQL ANY in ON and WHERE", from: "postgres", to: "hive", in: "SELECT t.id FROM t JOIN u ON 3 = ANY(u.a) WHERE t.x = ANY(t.a)",
			want: "SELECT t.id FROM t JOIN u ON array_contains(u.a, 3) WHERE CASE WHEN t.x IS NULL AND CASE WHEN t.a IS NULL THEN NULL ELSE size(t.a) END = 0 THEN FALSE ELSE array_contains(t.a, t.x) END"},
		{name: "no-op toward Spark", from: "trino", to: "spark", in: "SELECT id FROM t WHERE contains(t.a, 3)",
			want: "SELECT id FROM t WHERE array_contains(t.a, 3)"},
		{name: "under NOT", from: "spark", to: "hive", in: "SELECT id FROM t WHERE NOT array_contains(t.a, 3)", code: "T301"},
		{name: "compared", from: "spark", to: "hive", in: "SELECT id FROM t WHERE array_contains(t.a, 3) = false", code: "T301"},
		{name: "select list", from: "spark", to: "doris", in: "SELECT array_contains(t.a, 3) AS b FROM t", code: "T301"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if tr.SQL != tc.want+";" && tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, lateral.TranslateOptions{})
		})
	}
}
