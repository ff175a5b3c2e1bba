package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A regular expression that is not a literal passes only between dialects
// whose engines read every pattern alike (rewrite/regex_computed.go, T141):
// the same dialect, or DuckDB and BigQuery (C++ RE2 both). Hive, Spark and
// Drill may run on Java versions whose \b differs (JDK-8264160); Trino and
// Presto run separate Joni builds; the others differ outright (".", "$",
// "\s", classes: internal/regexflavor). A computed replacement string of
// regexp_replace passes only within a dialect or between Hive and Spark,
// which both hand it to java.util.regex.Matcher.
func TestRegexComputedRefused(t *testing.T) {
	for _, c := range []struct{ from, to, sql, at, msg string }{
		{"hive", "spark", `SELECT s RLIKE p FROM t`, "1:16", "Java versions"},
		{"spark", "drill", `SELECT regexp_replace(s, p, 'x') FROM t`, "1:26", "Java versions"},
		{"trino", "presto", `SELECT regexp_like(s, p) FROM t`, "1:23", "Joni"},
		{"hive", "duckdb", `SELECT split(s, concat(',', p)) FROM t`, "1:17", "java.util.regex"},
		{"postgres", "duckdb", `SELECT s ~ p FROM t`, "1:12", "POSIX AREs"},
		{"duckdb", "postgres", `SELECT regexp_extract(s, p, 1) FROM t`, "1:26", "RE2"},
		{"bigquery", "trino", `SELECT regexp_contains(s, p) FROM t`, "1:27", "RE2"},
		{"snowflake", "duckdb", `SELECT s RLIKE p FROM t`, "1:16", "POSIX ERE"},
		{"spark", "trino", `SELECT regexp_extract(s, '(a)', g) FROM t WHERE s RLIKE ?`, "1:57", "java.util.regex"},
		// Not constants: a NULL operand, a bounded type.
		{"postgres", "duckdb", `SELECT s ~ ('a' || NULL) FROM t`, "1:13", "POSIX AREs"},
		{"postgres", "duckdb", `SELECT s ~ 'a'::varchar(3) FROM t`, "1:12", "POSIX AREs"},
		// Replacement strings.
		{"hive", "trino", `SELECT regexp_replace(s, 'a', r) FROM t`, "1:31", "replacement string"},
		{"postgres", "duckdb", `SELECT regexp_replace(s, 'a', r, 'g') FROM t`, "1:31", "replacement string"},
		{"duckdb", "bigquery", `SELECT regexp_replace(s, 'a', r, 'g') FROM t`, "1:31", "replacement string"},
		{"bigquery", "snowflake", `SELECT regexp_replace(s, 'a', r) FROM t`, "1:31", "replacement string"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		var le *lateral.Error
		found := false
		if errors.As(err, &le) {
			for _, d := range le.Diagnostics {
				if d.Code == "T141" && strings.HasPrefix(d.Error(), c.at+":") && strings.Contains(d.Error(), c.msg) {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s from %s to %s: want T141 at %s saying %q, got %v", c.sql, c.from, c.to, c.at, c.msg, err)
		}
	}
}

func TestRegexComputedPassed(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want string }{
		{"hive", "hive", `SELECT s RLIKE p AS x FROM t`, `s RLIKE p`},
		{"trino", "trino", `SELECT regexp_replace(s, p, r) AS x FROM t`, `regexp_replace(s, p, r)`},
		{"duckdb", "bigquery", `SELECT regexp_matches(s, p) AS x FROM t`, `regexp_contains(s, p)`},
		{"bigquery", "duckdb", `SELECT regexp_contains(s, p) AS x FROM t`, `regexp_matches(s, p)`},
		{"hive", "spark", `SELECT regexp_replace(s, 'a(b)', r) AS x FROM t`, `regexp_replace(s, 'a(b)', r)`},
		{"spark", "postgres", `SELECT s RLIKE NULL AS x FROM t`, `NULL`},
		// A constant pattern (|| of string literals, a string literal cast
		// to an unbounded string type) is checked and rewritten as its
		// literal (rewrite/regex_computed.go, regexConstant).
		{"spark", "duckdb", `SELECT s RLIKE ('a' || '.b') AS x FROM t`, `regexp_matches(s, 'a[^\n\r\x{85}\x{2028}\x{2029}]b')`},
		{"spark", "duckdb", `SELECT s RLIKE CAST('a.b' AS STRING) AS x FROM t`, `regexp_matches(s, 'a[^\n\r\x{85}\x{2028}\x{2029}]b')`},
		{"postgres", "duckdb", `SELECT s ~ 'a.b'::text AS x FROM t`, `regexp_matches(s, 'a[\s\S]b')`},
		{"snowflake", "postgres", `SELECT regexp_like(s, 'a' || '.b') AS x FROM t`, `s ~ '^(?:a[^\n]b)$'`},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s from %s to %s: want %q in the translation, got %v %v", c.sql, c.from, c.to, c.want, tr, err)
		}
	}
}
