package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Joni (Trino, Presto) and Doris (internal/regexflavor, joni.go): what has
// no exact rewrite is refused at the pattern: Joni's Unicode classes and,
// toward Joni, a word boundary (T114); a Joni "$" whose matched text is
// returned (T108); Doris's "$", "\Z", "\s" (T114). The rewritten forms are
// run by the conformance cases strings/trino_regexp_like_dollar,
// strings/hive_rlike_digit_to_trino and strings/doris_regexp_dot.
func TestRegexJoniDorisTranslate(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want, at string }{
		{"trino", "duckdb", `SELECT regexp_like(s, '\d') FROM t`, "T114", "1:23"},
		{"presto", "hive", `SELECT regexp_like(s, 'a\s') FROM t`, "T114", "1:23"},
		{"trino", "bigquery", `SELECT regexp_like(s, '\bx') FROM t`, "T114", "1:23"},
		{"hive", "trino", `SELECT s RLIKE '\\bx' FROM t`, "T114", "1:16"},
		{"duckdb", "presto", `SELECT regexp_matches(s, '[\D]') FROM t`, "T114", "1:26"},
		{"trino", "duckdb", `SELECT regexp_extract(s, 'a$') FROM t`, "T108", "1:26"},
		{"trino", "duckdb", `SELECT regexp_like(s, 'a$') FROM t`, "", ""},
		{"trino", "presto", `SELECT regexp_like(s, '\d$') FROM t`, "", ""},
		{"doris", "duckdb", `SELECT s REGEXP 'a$' FROM t`, "T114", "1:17"},
		{"doris", "postgres", `SELECT s REGEXP 'a\\s' FROM t`, "T114", "1:17"},
		{"doris", "hive", `SELECT s REGEXP 'a.\\z' FROM t`, "", ""},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s to %s: %s: %v", c.from, c.to, c.sql, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.at+": error["+c.want+"]")):
			t.Errorf("%s to %s: %s: got %v, want %s at %s", c.from, c.to, c.sql, err, c.want, c.at)
		}
	}
}
