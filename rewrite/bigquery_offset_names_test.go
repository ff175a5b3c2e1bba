package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// BigQuery's UNNEST names its value and its offset in the query's own
// namespace, so a lateral whose value or position name another lateral
// already uses (two posexplode views both naming pos and val by default)
// takes fresh names, read through alias.col and alias.*.
func TestBigQueryNameClashes(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, sarr ARRAY<STRING>, iarr ARRAY<INT>)"}
	for _, tc := range []struct{ in, want string }{
		{"SELECT a.pos, a.val, b.pos AS bp, b.val AS bv FROM t LATERAL VIEW posexplode(t.sarr) a LATERAL VIEW posexplode(t.iarr) b",
			"SELECT pos, val, _off2 AS bp, _v1 AS bv FROM t CROSS JOIN UNNEST(t.sarr) AS val WITH OFFSET AS pos CROSS JOIN UNNEST(t.iarr) AS _v1 WITH OFFSET AS _off2"},
		{"SELECT b.* FROM t LATERAL VIEW posexplode(t.sarr) a LATERAL VIEW posexplode(t.iarr) b",
			"SELECT _off2 AS pos, _v1 AS val FROM t CROSS JOIN UNNEST(t.sarr) AS val WITH OFFSET AS pos CROSS JOIN UNNEST(t.iarr) AS _v1 WITH OFFSET AS _off2"},
		// A position named like an earlier lateral's value.
		{"SELECT e.x, p.x AS px, p.y FROM t LATERAL VIEW explode(t.iarr) e AS x LATERAL VIEW posexplode(t.sarr) p AS x, y",
			"SELECT x, _off1 AS px, y FROM t CROSS JOIN UNNEST(t.iarr) AS x CROSS JOIN UNNEST(t.sarr) AS y WITH OFFSET AS _off1"},
	} {
		tr := mustTranslate(t, tc.in, "hive", "bigquery", opts)
		if tr.SQL != tc.want {
			t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
		}
	}
}
