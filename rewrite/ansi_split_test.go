package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const ansiSplitSchema = "CREATE TABLE t2 (id INTEGER, s VARCHAR)"

// TestANSISplit: the ANSI target splits a string by a literal delimiter
// with a recursive CTE over the rest of the string (ansi_split.go); each
// output translates to itself again. The rows (leading, adjacent and
// trailing delimiters, the empty string, NULL, a delimiter of two characters after a
// character of two bytes) are checked on PostgreSQL 15 by conformance/split
// (ansi targets).
func TestANSISplit(t *testing.T) {
	cases := []seriesCase{
		{"Spark split by an escaped pipe, outer, positions 0-based and first", "spark",
			`SELECT t2.id, e.p, e.x FROM t2 LATERAL VIEW OUTER posexplode(split(t2.s, '\\|')) e AS p, x`,
			"SELECT t2.id, e.p, e.x FROM t2 LEFT JOIN LATERAL (WITH RECURSIVE _s1 (_r2, _n3) AS (SELECT CAST(t2.s AS VARCHAR), CAST(0 AS BIGINT) WHERE t2.s IS NOT NULL " +
				"UNION ALL SELECT CAST(substring(_r2 FROM position('|' IN _r2) + 1) AS VARCHAR), _n3 + 1 FROM _s1 WHERE position('|' IN _r2) > 0) " +
				"SELECT _n3, CASE WHEN position('|' IN _r2) = 0 THEN _r2 ELSE substring(_r2 FROM 1 FOR position('|' IN _r2) - 1) END FROM _s1) AS e(p, x) ON TRUE"},
		{"PostgreSQL string_to_array: '' gives no piece", "postgres",
			"SELECT t2.id, u.x FROM t2 CROSS JOIN LATERAL unnest(string_to_array(t2.s, '::')) AS u(x)",
			"SELECT t2.id, u.x FROM t2 CROSS JOIN LATERAL (WITH RECURSIVE _s1 (_r2) AS (SELECT CAST(t2.s AS VARCHAR) WHERE t2.s <> '' " +
				"UNION ALL SELECT CAST(substring(_r2 FROM position('::' IN _r2) + 2) AS VARCHAR) FROM _s1 WHERE position('::' IN _r2) > 0) " +
				"SELECT CASE WHEN position('::' IN _r2) = 0 THEN _r2 ELSE substring(_r2 FROM 1 FOR position('::' IN _r2) - 1) END FROM _s1) AS u(x)"},
	}
	runSeriesCases(t, "ansi", ansiSplitSchema, "lower_join", cases)
}

// TestANSISplitRefusals: splits the recursive form does not spell.
func TestANSISplitRefusals(t *testing.T) {
	cases := []struct{ name, from, in, code string }{
		{"an empty delimiter", "trino", "SELECT t2.id, u.x FROM t2 CROSS JOIN UNNEST(split(t2.s, '')) AS u(x)", "T301"},
		{"a regular expression", "hive", "SELECT t2.id, e.x FROM t2 LATERAL VIEW explode(split(t2.s, '[,;]')) e AS x", "T301"},
		{"a string read twice must not change", "trino", "SELECT u.x FROM UNNEST(split(CAST(random() AS VARCHAR), '.')) AS u(x)", "T053"},
	}
	opts := lateral.TranslateOptions{Schema: ansiSplitSchema}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "ansi", opts)
			wantRefusal(t, tr, err, tc.code)
		})
	}
}
