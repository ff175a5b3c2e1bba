package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Refusals of regular-expression forms say why: a partial match toward
// Snowflake, whose RLIKE and REGEXP_LIKE match the whole text ("The
// function implicitly anchors a pattern at both ends", Snowflake's
// [ NOT ] REGEXP), is written REGEXP_INSTR(s, re) > 0 only for a pattern
// that cannot match the empty string (T090); DuckDB's whole-text match,
// read as the partial match of '^(?:re)$', is refused toward Snowflake
// for the "$" lateral writes there, not for what the user wrote (T107);
// a non-greedy quantifier and a group in a repetition between PostgreSQL
// and the others (T085).
func TestRegexRefusalMessages(t *testing.T) {
	for _, c := range []struct{ from, to, sql, code, at, msg string }{
		{"hive", "snowflake", `SELECT s RLIKE 'a*' AS x FROM t`, "T090", "1:8", "may match the empty string"},
		{"postgres", "snowflake", `SELECT s ~ '^' AS x FROM t`, "T090", "1:8", "match the whole text"},
		{"duckdb", "snowflake", `SELECT s ~ 'a' AS x FROM t`, "T107", "1:12", `"$" (ending ^(?:re)$`},
		{"duckdb", "ansi", `SELECT regexp_full_match(s, 'a.c') AS x FROM t`, "T107", "1:29", `".", "$" (ending`},
		{"postgres", "snowflake", `SELECT s ~ 'a\s' AS x FROM t`, "T107", "1:12", `"\s" of the pattern`},
		{"postgres", "trino", `SELECT regexp_replace(s, 'a{2,2}?b*', 'X', 'g') AS x FROM t`, "T085", "1:26", "non-greedy"},
		{"spark", "postgres", `SELECT regexp_replace(s, '(?:(a)b|c(d)){2}', '[$1]') AS x FROM t`, "T085", "1:26", "group inside a repetition"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		var le *lateral.Error
		if !errors.As(err, &le) || len(le.Diagnostics) != 1 || le.Diagnostics[0].Code != c.code || !strings.HasPrefix(le.Diagnostics[0].Error(), c.at+":") ||
			!strings.Contains(le.Diagnostics[0].Message, c.msg) {
			t.Errorf("%s from %s to %s: want one %s at %s, got %v", c.sql, c.from, c.to, c.code, c.at, err)
			continue
		}
	}
}
