package difftest

import "testing"

// A Trino or Presto comma before more joins is rendered as CROSS JOIN:
// there a comma binds looser than JOIN, and the later joins could not
// read the tables before it. A last comma, and the other dialects' commas
// (PostgreSQL's lateral items see every earlier FROM item), stay.
func TestCommaBeforeJoins(t *testing.T) {
	parts := []Part{
		{Text: ", UNNEST(t.arr) AS a1(x2)", Alias: "a1", Uses: []string{"t"}},
		{Text: "LEFT JOIN UNNEST(t.aa) AS a3(x4) ON TRUE", Alias: "a3", Uses: []string{"t"}},
	}
	for _, tc := range []struct {
		source string
		parts  []Part
		want   string
	}{
		{"trino", parts, "SELECT 1 AS c FROM t CROSS JOIN UNNEST(t.arr) AS a1(x2) LEFT JOIN UNNEST(t.aa) AS a3(x4) ON TRUE"},
		{"presto", parts, "SELECT 1 AS c FROM t CROSS JOIN UNNEST(t.arr) AS a1(x2) LEFT JOIN UNNEST(t.aa) AS a3(x4) ON TRUE"},
		{"trino", parts[:1], "SELECT 1 AS c FROM t, UNNEST(t.arr) AS a1(x2)"},
		{"postgres", parts, "SELECT 1 AS c FROM t, UNNEST(t.arr) AS a1(x2) LEFT JOIN UNNEST(t.aa) AS a3(x4) ON TRUE"},
	} {
		q := &Query{Source: tc.source, From: "t", Items: []Item{{Expr: "1", Alias: "c"}}, Parts: tc.parts}
		if got := q.SQL(); got != tc.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tc.source, got, tc.want)
		}
	}
}
