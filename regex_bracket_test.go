package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// A '[' inside a bracket expression of a regular expression reads as a
// nested class in Java (Hive, Spark: java.util.regex.Pattern, "[a-d[m-p]]"
// is a union, so "[[:alpha:]]" is one of ':', 'a', 'l', 'p', 'h') and as a
// POSIX class or a '[' in RE2 and PostgreSQL: checked here on DuckDB and
// PostgreSQL ('xyz' matches "[[:alpha:]]", '[' matches "[[]"). A literal
// pattern holding one is refused (T106) between dialects whose regular
// expressions are not both Java's (rewrite/regex_flavor.go).
func TestRegexNestedBracket(t *testing.T) {
	for _, c := range []struct{ dialect, engine, sql string }{
		{"duckdb", engines.DuckDB, `SELECT regexp_matches('xyz', '[[:alpha:]]') AS a, regexp_matches('[', '[[]') AS b`},
		{"postgres", engines.Postgres, `SELECT 'xyz' ~ '[[:alpha:]]' AS a, '[' ~ '[[]' AS b`},
		{"duckdb", engines.DuckDB, `SELECT regexp_matches('a', '[a-z&&b]') AS a, regexp_matches('&', '[a&&b]') AS b`},
		{"postgres", engines.Postgres, `SELECT 'a' ~ '[a-z&&b]' AS a, '&' ~ '[a&&b]' AS b`},
	} {
		ref, refErr, eng, engErr := oneRow(t, c.dialect, c.engine, c.sql)
		if refErr != nil || engErr != nil || ref != "(true, true)" || eng != "(true, true)" {
			t.Errorf("%s: reference %s %v, engine %s %v; want (true, true)", c.sql, ref, refErr, eng, engErr)
		}
	}
	for _, c := range []struct {
		from, to, sql string
		refuse        bool
	}{
		{"hive", "duckdb", `SELECT s RLIKE '[[:alpha:]]' FROM t`, true},
		{"hive", "trino", `SELECT regexp_extract(s, '([[:alpha:]]+)', 1) FROM t`, true},
		{"spark", "postgres", `SELECT s RLIKE '[a[b]]' FROM t`, true},
		{"duckdb", "spark", `SELECT regexp_replace(s, '[[:digit:]]', 'x', 'g') FROM t`, true},
		{"postgres", "hive", `SELECT s ~ '[[:space:]]' FROM t`, true},
		{"hive", "spark", `SELECT s RLIKE '[[:alpha:]]' FROM t`, false},
		{"hive", "duckdb", `SELECT s RLIKE '[a\\[]' FROM t`, false},
		{"hive", "duckdb", `SELECT s RLIKE '[]a]' FROM t`, false},
		{"hive", "duckdb", `SELECT s RLIKE '[a-z]+[0-9]' FROM t`, false},
		// Java's intersection: 'a' does not match "[a-z&&b]" with
		// java.util.regex, does in DuckDB and PostgreSQL (run below).
		{"hive", "duckdb", `SELECT s RLIKE '[a-z&&b]' FROM t`, true},
		{"postgres", "spark", `SELECT s ~ '[a&&b]' FROM t`, true},
		{"hive", "duckdb", `SELECT s RLIKE 'a&&b' FROM t`, false},
		// A nested class may also move the groups (Java: "[[a](x)](y)?"
		// has one group, (y)?, NULL for 'x'), so Hive's regexp_extract of
		// it is not read as Spark's.
		{"hive", "spark", `SELECT regexp_extract(s, '[[a](x)](y)?', 1) FROM t`, true},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		got := err != nil && (strings.Contains(err.Error(), "T106") || c.from == "hive" && c.to == "spark" && strings.Contains(err.Error(), "T301"))
		if got != c.refuse {
			t.Errorf("%s to %s: %s: refused %v, want %v (%v)", c.from, c.to, c.sql, got, c.refuse, err)
		}
	}
}

// PostgreSQL reads \b as a backspace, \B as a backslash and \Z as the end
// of the string, Java and RE2 \b and \B as word boundaries (checked on
// PostgreSQL 15: 'a foo b' ~ '\bfoo\b' is false; java.util.regex and
// DuckDB find "foo"). A literal pattern holding one is refused (T110)
// between PostgreSQL and another dialect.
func TestRegexPGEscape(t *testing.T) {
	if _, _, eng, err := oneRow(t, "duckdb", engines.DuckDB, `SELECT regexp_matches('a foo b', '\bfoo\b') AS a`); err != nil || eng != "(true)" {
		t.Errorf("duckdb: %s %v, want (true)", eng, err)
	}
	if _, _, eng, err := oneRow(t, "postgres", engines.Postgres, `SELECT 'a foo b' ~ '\bfoo\b' AS a, E'a\n' ~ 'a\Z' AS b`); err != nil || eng != "(false, false)" {
		t.Errorf("postgres: %s %v, want (false, false)", eng, err)
	}
	for _, c := range []struct {
		from, to, sql string
		refuse        bool
	}{
		{"hive", "postgres", `SELECT s RLIKE '\\bfoo\\b' FROM t`, true},
		{"duckdb", "postgres", `SELECT regexp_matches(s, '\Bx') FROM t`, true},
		{"postgres", "duckdb", `SELECT s ~ 'a\Z' FROM t`, true},
		{"postgres", "trino", `SELECT regexp_replace(s, '\b', 'x') FROM t`, true},
		{"hive", "postgres", `SELECT s RLIKE '\\\\b' FROM t`, false}, // an escaped backslash, then b
		{"hive", "duckdb", `SELECT s RLIKE '\\bfoo' FROM t`, false},
		{"postgres", "postgres", `SELECT s ~ '\bx' FROM t`, false},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		got := err != nil && strings.Contains(err.Error(), "T110")
		if got != c.refuse {
			t.Errorf("%s to %s: %s: refused %v, want %v (%v)", c.from, c.to, c.sql, got, c.refuse, err)
		}
	}
}
