package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// collect_list of a value of known scalar type, for ANSI SQL and
// PostgreSQL: array_agg without the NULLs, coalesced to an empty array
// CAST to the element type.
func TestTypedCollectList(t *testing.T) {
	runPassCases(t, "lower_exprs", []passCase{
		{name: "no-op: Trino needs no type for ARRAY[]", from: "hive", to: "trino",
			in:   "SELECT collect_list(CAST(s AS INT)) AS l FROM t",
			want: "SELECT coalesce(array_agg(CAST(s AS INTEGER)) FILTER (WHERE CAST(s AS INTEGER) IS NOT NULL), ARRAY[]) AS l FROM t"},
		{name: "ANSI SQL", from: "hive", to: "ansi",
			in:    "SELECT collect_list(CAST(s AS INT)) AS l FROM t",
			want:  "SELECT coalesce(array_agg(CAST(s AS INTEGER)) FILTER (WHERE CAST(s AS INTEGER) IS NOT NULL), CAST(ARRAY[] AS INTEGER ARRAY)) AS l FROM t",
			fires: true},
		{name: "PostgreSQL, a FILTER and a window kept on the aggregate", from: "spark", to: "postgres",
			in:    "SELECT collect_list(CAST(length(s) AS STRING)) FILTER (WHERE k > 0) OVER (PARTITION BY k) AS l FROM t",
			want:  "SELECT coalesce(array_agg(CAST(length(s) AS TEXT)) FILTER (WHERE k > 0 AND CAST(length(s) AS TEXT) IS NOT NULL) OVER (PARTITION BY k), CAST(ARRAY[] AS TEXT[])) AS l FROM t",
			fires: true},
	})
	// Without a type there is no empty array to write in ANSI SQL; a value
	// that is not deterministic would be read twice.
	tr, err := lateral.Translate("SELECT collect_list(s) AS l FROM t", "hive", "ansi", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T056")
	// ANSI SQL's ARRAY_AGG takes no DISTINCT.
	tr, err = lateral.Translate("SELECT collect_set(CAST(s AS INT)) AS l FROM t", "hive", "ansi", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T301")
	for _, q := range []string{
		"SELECT collect_list(CAST(rand() * 10 AS INT)) AS l FROM t",
		"SELECT collect_list(DISTINCT CAST(s AS INT)) AS l FROM t",
	} {
		tr, err := lateral.Translate(q, "hive", "ansi", lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T301")
	}
}
