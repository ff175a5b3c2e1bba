package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Snowflake's regular-expression parameters (dialects/functions_snow_regex.go;
// Snowflake, String functions (regular expressions), "Specifying the
// parameters for the regular expression", and the REGEXP_SUBSTR reference:
// "If e is specified but a group_num is not also specified, then the
// group_num defaults to 1"): 'c' is the default, 'e' extracts a group, 's'
// is the pattern with "." written "(.|\n)" (the notes' own equivalent), the
// groups after it renumbered. 'i' (a folding Snowflake does not document),
// 'm' (line terminators not documented), an unknown letter, both 'c' and
// 'i', or parameters that are not a literal are refused (T142) at the
// parameters toward other dialects, and pass within Snowflake.
func TestSnowflakeRegexParamsRead(t *testing.T) {
	for _, c := range []struct{ to, sql, want string }{
		{"trino", `SELECT regexp_substr(s, 'a.(b)', 1, 1, 'es', 1) AS x FROM t`, `regexp_extract(s, 'a([^\n]|\n)(b)', 2)`},
		{"trino", `SELECT regexp_substr(s, 'a(b)c', 1, 1, 'e') AS x FROM t`, `regexp_extract(s, 'a(b)c', 1)`},
		{"trino", `SELECT regexp_substr(s, 'a(b)c', 1, 1, 'c') AS x FROM t`, `regexp_extract(s, 'a(b)c', 0)`},
		// A group implies 'e' (REGEXP_SUBSTR, group_num: "The 'e' is implied").
		{"trino", `SELECT regexp_substr(s, 'a(b)c', 1, 1, 'c', 1) AS x FROM t`, `regexp_extract(s, 'a(b)c', 1)`},
		{"trino", `SELECT regexp_substr(s, 'a.(b)', 1, 1, 's', 1) AS x FROM t`, `regexp_extract(s, 'a([^\n]|\n)(b)', 2)`},
		{"duckdb", `SELECT regexp_like(s, 'a.c', 's') AS x FROM t`, `regexp_matches(s, '^(?:a([^\n]|\n)c)$')`},
		{"postgres", `SELECT rlike(s, 'a.c') AS x FROM t`, `s ~ '^(?:a[^\n]c)$'`},
		{"postgres", `SELECT regexp_replace(s, 'a.c', '-', 1, 0, 's') AS x FROM t`, `regexp_replace(s, 'a([^\n]|\n)c', '-', 'g')`},
		{"postgres", `SELECT regexp_replace(s, 'a.c', '-', 1, 1) AS x FROM t`, `regexp_replace(s, 'a[^\n]c', '-')`},
		{"snowflake", `SELECT regexp_like(s, 'a.c', 'i') AS x FROM t`, `regexp_like(s, 'a.c', 'i')`},
		{"snowflake", `SELECT regexp_like(s, 'a.c', 's') AS x FROM t`, `regexp_like(s, 'a(.|\n)c')`},
		// The anchoring lateral reads REGEXP_LIKE with is written back as
		// the call; a pattern whose parentheses do not balance is not read.
		{"snowflake", `SELECT regexp_like(s, p) AS x FROM t`, `regexp_like(s, p)`},
		{"snowflake", `SELECT regexp_like(s, 'a)|(b') AS x FROM t`, `regexp_like(s, 'a)|(b')`},
		// With 's', a pattern whose bracket expressions hold a '[' (a
		// POSIX class: the first ']' of "[[:alpha:].]" does not end it) or
		// a backslash, or that has a back reference, is not rewritten: it
		// stays as written within Snowflake.
		{"snowflake", `SELECT regexp_like(s, '[[:alpha:].]c', 's') AS x FROM t`, `regexp_like(s, '[[:alpha:].]c', 's')`},
		{"snowflake", `SELECT regexp_substr(s, '[\\].](b)', 1, 1, 'es', 1) AS x FROM t`, `regexp_substr(s, '[\\].](b)', 1, 1, 'es', 1)`},
		{"snowflake", `SELECT regexp_replace(s, '.(a)\\1', 'x', 1, 0, 's') AS x FROM t`, `regexp_replace(s, '.(a)\\1', 'x', 1, 0, 's')`},
	} {
		tr, err := lateral.Translate(c.sql, "snowflake", c.to, lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: want %q in the translation, got %v %v", c.sql, c.to, c.want, tr, err)
		}
	}
}

func TestSnowflakeRegexParamsRefused(t *testing.T) {
	for _, c := range []struct{ to, sql, at, msg string }{
		{"postgres", `SELECT regexp_like(s, 'a', 'i') FROM t`, "1:28", "'i' is case-insensitive"},
		{"duckdb", `SELECT rlike(s, 'a', 'mc') FROM t`, "1:22", "'m' is multi-line"},
		{"trino", `SELECT regexp_substr(s, 'a(b)c', 1, 1, 'ci') FROM t`, "1:40", "both 'c' and 'i'"},
		{"trino", `SELECT regexp_substr(s, 'a(b)c', 1, 1, p) FROM t`, "1:40", "not a string literal"},
		{"spark", `SELECT regexp_replace(s, 'a', 'b', 1, 0, 'x') FROM t`, "1:42", `"x" is not one`},
	} {
		_, err := lateral.Translate(c.sql, "snowflake", c.to, lateral.TranslateOptions{})
		var le *lateral.Error
		found := false
		if errors.As(err, &le) {
			for _, d := range le.Diagnostics {
				if d.Code == "T142" && strings.HasPrefix(d.Error(), c.at+":") && strings.Contains(d.Error(), c.msg) {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s to %s: want T142 at %s saying %q, got %v", c.sql, c.to, c.at, c.msg, err)
		}
	}
}
