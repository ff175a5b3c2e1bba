package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// The refusals of internal/regexflavor's re2fold.go (T116: [sS] or [kK]
// in an alternation from C++ RE2, DuckDB 1.5 reading
// regexp_matches(chr(383), '^([sS]|x)$') as true), of Java's word
// boundary (T125: Character.isLetterOrDigit before Java 19, \w from Java
// 19, JDK-8264160), and of Doris's "(?i)" over k and s (T112: Hyperscan
// folds ASCII only, RE2 by Unicode), each at the pattern.
func TestRegexFoldBoundaryRefusals(t *testing.T) {
	for _, c := range []struct{ from, to, sql, code, at string }{
		{"duckdb", "hive", "SELECT regexp_matches(s, '^([sS]|x)$') FROM t", "T116", "1:26"},
		{"bigquery", "postgres", "SELECT regexp_contains(s, 'x|[kK]') FROM t", "T116", "1:27"},
		{"hive", "duckdb", `SELECT s RLIKE '\\bfoo' FROM t`, "T125", "1:16"},
		{"spark", "bigquery", `SELECT s RLIKE 'foo\\B' FROM t`, "T125", "1:16"},
		{"doris", "hive", "SELECT s REGEXP '(?i)sk' FROM t", "T112", "1:17"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		var le *lateral.Error
		found := false
		if errors.As(err, &le) {
			for _, d := range le.Diagnostics {
				if d.Code == c.code && strings.HasPrefix(d.Error(), c.at+":") {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s from %s to %s: want %s at %s, got %v", c.sql, c.from, c.to, c.code, c.at, err)
		}
	}
}

// PostgreSQL's ~* of a pattern that is not a literal toward Hive: Java folds
// as PostgreSQL does, and the refusal says so rather than that they differ.
func TestRegexCaseNotLiteralToJava(t *testing.T) {
	_, err := lateral.Translate("SELECT s ~* s FROM t", "postgres", "hive", lateral.TranslateOptions{})
	if err == nil || !strings.Contains(err.Error(), "T112") || !strings.Contains(err.Error(), "folds letters as hive's") {
		t.Errorf("got %v, want T112 saying PostgreSQL folds letters as Java does", err)
	}
}
