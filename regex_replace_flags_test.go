package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL's and DuckDB's regexp_replace(s, re, rep, flags) read 'g',
// 'i' and 'c' (dialects/functions_regex_flags.go): 'i' is the pattern
// with (?i) in front, then checked toward the target as such a pattern
// is. The translation gives the rows the source gives (run here on
// PostgreSQL 15 and DuckDB 1.5 when present); other flags are refused at
// the flags, naming the flag (T142), not as a wrong argument count.
func TestRegexpReplaceFlags(t *testing.T) {
	const from = " FROM (VALUES (1, 'AaK xak'), (2, 'kA'), (3, NULL), (4, '')) AS t(i, s) ORDER BY i"
	for _, c := range []struct{ from, to, sql, want string }{
		{"postgres", "duckdb", "SELECT regexp_replace(s, 'a+k', '-', 'gi') AS a, regexp_replace(s, 'a', '-', 'i') AS b, regexp_replace(s, 'a', '-', 'ic') AS c",
			"regexp_replace(s, '[aA]+(?:k|K)', '-', 'g') AS a, regexp_replace(s, '[aA]', '-') AS b, regexp_replace(s, 'a', '-') AS c"},
		{"duckdb", "postgres", "SELECT regexp_replace(s, 'a+k', '-', 'gi') AS a, regexp_replace(s, 'a', '-', 'ci') AS b",
			"regexp_replace(s, '[aA]+[kK\u212a]', '-', 'g') AS a, regexp_replace(s, '[aA]', '-') AS b"}, // with the Kelvin sign, which RE2 folds with k
	} {
		tr, err := lateral.Translate(c.sql+from, c.from, c.to, lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: %s\nwant %s in the translation, got %v %v", c.from, c.to, c.sql, c.want, tr, err)
			continue
		}
		src, err := enginetest.Open(t, c.from).Query(enginetest.Ctx(t), c.sql+from)
		if err != nil {
			t.Fatalf("%s: %v", c.from, err)
		}
		dst, err := enginetest.Open(t, c.to).Query(enginetest.Ctx(t), tr.SQL)
		if err != nil {
			t.Fatalf("%s: %v", c.to, err)
		}
		if a, b := engines.FormatRows(src.Rows), engines.FormatRows(dst.Rows); a != b {
			t.Errorf("%s to %s: %s\nsource rows %s\ntarget rows %s", c.from, c.to, c.sql, a, b)
		}
	}
	for _, c := range []struct{ sql, to, at, msg string }{
		{"SELECT regexp_replace(s, 'a', 'b', 'x') FROM t", "duckdb", "1:36", "the flag 'x' is not one lateral translates"},
		{"SELECT regexp_replace(s, 'a', 'b', 'gn') FROM t", "trino", "1:36", "the flag 'n' is not one"},
		{"SELECT regexp_replace(s, 'a', 'b', f) FROM t", "duckdb", "1:36", "the flags are not a string literal"},
		{"SELECT regexp_replace(s, p, 'b', 'i') FROM t", "duckdb", "1:26", "needs a literal pattern without options of its own"},
		{"SELECT regexp_replace(s, '(?x)a', 'b', 'i') FROM t", "duckdb", "1:26", "needs a literal pattern without options of its own"},
	} {
		_, err := lateral.Translate(c.sql, "postgres", c.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T142") || !strings.Contains(err.Error(), c.at) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s to %s: want T142 at %s (%s), got %v", c.sql, c.to, c.at, c.msg, err)
		}
	}
	// within the dialect the call is written as it was
	if tr, err := lateral.Translate("SELECT regexp_replace(s, 'a', 'b', 'x') AS a FROM t", "postgres", "postgres", lateral.TranslateOptions{}); err != nil || !strings.Contains(tr.SQL, "regexp_replace(s, 'a', 'b', 'x')") {
		t.Errorf("postgres to postgres: got %v %v", tr, err)
	}
	// lat run reads the flags as PostgreSQL 15 does
	if got, err := refText("postgres", "SELECT regexp_replace('AaK xak', 'a+k', '-', 'gi'), regexp_replace('AaA', 'a', 'x', 'ic'), regexp_replace('AaA', 'a', 'x', 'ci')"); err != nil || got != "[[- x- AxA xaA]]" {
		t.Errorf("lat run: got %s %v", got, err)
	}
}
