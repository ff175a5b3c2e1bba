package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Trino's and Presto's trim(s) and BigQuery's TRIM(s) remove different
// white space (dialects/functions_trim_chars.go, whitespaceTrimRow): Trino
// Java's Character.isWhitespace (airlift SliceUtf8.trim), so U+001C to
// U+001F but not the no-break spaces U+00A0, U+2007, U+202F nor U+0085;
// BigQuery Unicode's White_Space property, the reverse. Each is written
// for the other, and for PostgreSQL and DuckDB, as the trim of its set; lat
// run of the source and PostgreSQL 15 and DuckDB 1.5 running the
// translation give the same rows.
func TestWhitespaceTrims(t *testing.T) {
	vals := []string{"\u00a0a\u00a0", "\u001cb\u001f", "\u0085c\u2007", "\u202fd\u2028", "\t e\u3000\r\n", "f", ""}
	var rows []string
	for i, v := range vals {
		rows = append(rows, "SELECT "+string(rune('1'+i))+" AS i, '"+v+"' AS s")
	}
	from := " FROM (" + strings.Join(rows, " UNION ALL ") + ") t ORDER BY i"
	for _, c := range []struct{ from, sql, want string }{
		{"trino", "SELECT i, trim(s) AS a", "[[1 \u00a0a\u00a0] [2 b] [3 \u0085c\u2007] [4 \u202fd] [5 e] [6 f] [7 ]]"},
		{"bigquery", "SELECT i, TRIM(s) AS a", "[[1 a] [2 \u001cb\u001f] [3 c] [4 d] [5 e] [6 f] [7 ]]"},
	} {
		got, err := refText(c.from, c.sql+from)
		if err != nil || got != c.want {
			t.Errorf("lat run %s: got %q %v, want %q", c.from, got, err, c.want)
		}
		for _, to := range []string{"postgres", "duckdb"} {
			tr, err := lateral.Translate(c.sql+from, c.from, to, lateral.TranslateOptions{})
			if err != nil {
				t.Errorf("%s to %s: %v", c.from, to, err)
				continue
			}
			res, err := enginetest.Open(t, to).Query(enginetest.Ctx(t), tr.SQL)
			if err != nil {
				t.Errorf("%s: %s: %v", to, tr.SQL, err)
				continue
			}
			ref, err := refRows(c.from, c.sql+from)
			if err != nil || len(ref) != len(res.Rows) {
				t.Errorf("%s to %s: %d rows, lat run %d %v", c.from, to, len(res.Rows), len(ref), err)
				continue
			}
			for i, r := range res.Rows {
				if got, want := fmt.Sprint(r[1]), ref[i][1].String(); got != want {
					t.Errorf("%s to %s row %d: engine %q, lat run %q", c.from, to, i+1, got, want)
				}
			}
		}
	}
	// Toward each other: the set, not the other's trim.
	for _, c := range []struct{ from, to, want string }{
		{"trino", "bigquery", "trim(s, '\\t\\n\\x0b\\x0c\\r\\x1c\\x1d\\x1e\\x1f "},
		{"bigquery", "trino", "TRIM(BOTH '\t\n"},
		{"trino", "presto", "trim(s)"},
	} {
		tr, err := lateral.Translate("SELECT trim(s) AS a FROM t", c.from, c.to, lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: want %q in the translation, got %v %v", c.from, c.to, c.want, tr, err)
		}
	}
}
