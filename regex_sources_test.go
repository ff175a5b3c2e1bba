package lateral_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Refusals of regular-expression constructs no target reads as the source
// does, each at the pattern:
//   - T125: Java's \b between two dialects reading Java's syntax. Hive runs
//     on Java 8, 11 or 17, Spark 3 on 8, 11 or 17, Spark 4 on 17 or 21
//     (Spark's "Downloading" notes); before Java 19 the boundary's word
//     characters are Unicode letters and digits, from Java 19 the ASCII \w
//     (JDK-8264160).
//   - T107: a lookaround toward RE2 (DuckDB, BigQuery) or Doris: RE2 syntax
//     lists (?=re) (?!re) (?<=re) (?<!re) as NOT SUPPORTED; DuckDB 1.5
//     raises "invalid perl operator: (?=".
//   - T130: a Snowflake construct its notes do not settle (String
//     functions (regular expressions): POSIX ERE, no non-greedy
//     quantifiers, \d \D \w \W \s \S \b \B; "\s" is a "whitespace
//     character" without a list).
func TestRegexSourceRefusals(t *testing.T) {
	for _, c := range []struct{ from, to, sql, code, at, msg string }{
		{"hive", "spark", `SELECT s RLIKE '\\bfoo' FROM t`, "T125", "1:16", `\b at byte 1`},
		{"spark", "hive", `SELECT regexp_replace(s, 'o\\B', '') FROM t`, "T125", "1:26", `\B at byte 2`},
		{"spark", "drill", `SELECT regexp_replace(s, 'o\\b{g}', '') FROM t`, "T125", "1:26", `\b{g} at byte 2`},
		{"spark", "duckdb", `SELECT s RLIKE 'a(?=b)' FROM t`, "T107", "1:16", `(?= at byte 2`},
		{"hive", "bigquery", `SELECT s RLIKE '(?<!x)a' FROM t`, "T107", "1:16", `(?<! at byte 1`},
		{"trino", "duckdb", `SELECT regexp_like(s, 'a(?<=a)') FROM t`, "T107", "1:23", `(?<= at byte 2`},
		{"postgres", "duckdb", `SELECT s ~ 'a(?!b)' FROM t`, "T107", "1:12", `(?! at byte 2`},
		{"spark", "doris", `SELECT s RLIKE 'a(?!b)' FROM t`, "T107", "1:16", `(?! at byte 2`},
		{"snowflake", "duckdb", `SELECT s RLIKE 'a\\sb' FROM t`, "T130", "1:16", `\s at byte 2`},
		{"snowflake", "spark", `SELECT s RLIKE 'a+?' FROM t`, "T130", "1:16", `? at byte 3`},
		{"snowflake", "postgres", `SELECT regexp_substr(s, '[[:alpha:]]') FROM t`, "T130", "1:25", `[: at byte 2`},
		{"snowflake", "duckdb", `SELECT regexp_substr(s, '[\\d]') FROM t`, "T130", "1:25", `\ at byte 2`},
		{"snowflake", "duckdb", `SELECT regexp_substr(s, 'a\\nb') FROM t`, "T130", "1:25", `\n at byte 2`},
		{"snowflake", "duckdb", `SELECT regexp_substr(s, '(a)\\1') FROM t`, "T130", "1:25", `\1 at byte 4`},
		{"snowflake", "hive", `SELECT s RLIKE '(?i)a' FROM t`, "T130", "1:16", `(? at byte 1`},
		{"snowflake", "duckdb", `SELECT regexp_substr(s, '[a-é]') FROM t`, "T130", "1:25", `-é at byte 3`},
		// RLIKE's body between "^(?:" and ")$": 'a)|(b' would be "^(?:a)|(b)$",
		// true for 'axx'.
		{"snowflake", "duckdb", `SELECT s RLIKE 'a)|(b' FROM t`, "T130", "1:16", `) at byte 2`},
		{"snowflake", "trino", `SELECT s RLIKE '[]a]\\b' FROM t`, "T114", "1:16", `\b at byte 5`},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		var le *lateral.Error
		found := false
		if errors.As(err, &le) {
			for _, d := range le.Diagnostics {
				if d.Code == c.code && strings.HasPrefix(d.Error(), c.at+":") && strings.Contains(d.Error(), c.msg) {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s from %s to %s: want %s at %s saying %q, got %v", c.sql, c.from, c.to, c.code, c.at, c.msg, err)
		}
	}
}

// What Snowflake's notes settle is written for the target as from RE2, and
// a Java \b stays within one dialect; the boundary lateral writes toward
// Java (ASCII lookarounds) passes between Java dialects.
func TestRegexSourceTranslations(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want string }{
		{"snowflake", "spark", `SELECT regexp_substr(s, '[]a-c]\\d{2,}$|\\.') AS x FROM t`, `'[\\]a-c]\\d{2,}\\z|\\.'`},
		{"snowflake", "duckdb", `SELECT regexp_substr(s, '[sS]|x') AS x FROM t`, `'(?:s|S)|x'`},
		{"snowflake", "postgres", `SELECT s RLIKE 'a.[^b]' AS x FROM t`, `'^(?:a[^\n][^b])$'`},
		{"hive", "hive", `SELECT s RLIKE '\\bfoo' AS x FROM t`, `'\\bfoo'`},
		{"hive", "spark", `SELECT s RLIKE '[\\b]\\Q\\b\\E(?:(?<=\\w)(?!\\w)|(?<!\\w)(?=\\w))' AS x FROM t`, `'[\\b]\\Q\\b\\E(?:(?<=\\w)(?!\\w)|(?<!\\w)(?=\\w))'`},
		{"spark", "postgres", `SELECT s RLIKE 'a(?=b)' AS x FROM t`, `'a(?=b)'`},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		out := ""
		if err == nil {
			out = tr.SQL
		}
		if err != nil || !strings.Contains(out, c.want) {
			t.Errorf("%s from %s to %s: want %s in\n%s\nerr %v", c.sql, c.from, c.to, c.want, out, err)
		}
	}
}

// lat run reads a Snowflake pattern as the translator does
// (regexflavor.ReadSnowflake): what the notes leave open is an error, not
// Go's reading of it.
func TestRunSnowflakePattern(t *testing.T) {
	run := func(q string) (string, error) {
		rows, err := lateral.Run(context.Background(), q, "snowflake", lateral.RunOptions{})
		if err != nil {
			return "", err
		}
		defer rows.Close()
		all, err := rows.All()
		return fmt.Sprint(all), err
	}
	if got, err := run(`SELECT 'a b' RLIKE 'a\\sb' AS x`); err == nil || !strings.Contains(err.Error(), "whitespace class") {
		t.Errorf(`Snowflake 'a b' RLIKE 'a\\sb': got %s, %v, want an error on \s`, got, err)
	}
	if got, err := run(`SELECT 'a1' RLIKE '[]a]\\d' AS x`); err != nil || got != "[[true]]" {
		t.Errorf(`Snowflake 'a1' RLIKE '[]a]\\d': got %s (%v), want [[true]]`, got, err)
	}
}
