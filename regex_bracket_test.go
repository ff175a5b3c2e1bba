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
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		got := err != nil && strings.Contains(err.Error(), "T106")
		if got != c.refuse {
			t.Errorf("%s to %s: %s: refused %v, want %v (%v)", c.from, c.to, c.sql, got, c.refuse, err)
		}
	}
}
