package lateral_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// How lat run goes through every match of a pattern that may match the
// empty string (executor/regex_matches.go): PostgreSQL, Java and Trino
// take an empty match right at the end of a non-empty one, Go's regexp
// does not. Checked on PostgreSQL 15 and DuckDB 1.5 (run again there by
// TestRegexEmptyWalkOnEngines).
func TestRegexEmptyWalkRun(t *testing.T) {
	for _, c := range []struct{ dialect, sql, want string }{
		// PostgreSQL 15.
		{"postgres", `SELECT regexp_replace('baab', 'a*', 'X', 'g'), regexp_replace('abc', 'x*', '-', 'g'), ` +
			`regexp_replace('baa', 'a*', 'X', 'g'), regexp_replace('ab cd', '\y', '|', 'g'), regexp_replace('ab', 'b*$', '-', 'g'), ` +
			`regexp_replace('xay', 'a?', '-', 'g'), regexp_replace('a😀b', 'x*', '-', 'g'), regexp_replace('baab', '(a*)', '<\1>', 'g')`,
			"[[XbXXbX -a-b-c- XbXX |ab| |cd| a-- -x--y- -a-😀-b- <>b<aa><>b<>]]"},
		{"postgres", `SELECT regexp_split_to_array('baab', 'a*'), regexp_split_to_array('abc', 'x*'), ` +
			`regexp_split_to_array('ab', 'b*$'), regexp_split_to_array('xay', 'a?')`,
			"[[['b', 'b'] ['a', 'b', 'c'] ['a', ''] ['x', 'y']]]"},
		// DuckDB 1.5: regexp_replace as RE2's GlobalReplace; regexp_extract_all
		// takes the empty match after 'aa', and an empty match found past
		// where its search began twice; string_split_regex searches each
		// rest anew.
		{"duckdb", `SELECT regexp_replace('baab', 'a*', 'X', 'g'), regexp_extract_all('baab', 'a*'), regexp_extract_all('ab', '$'), ` +
			`regexp_extract_all('aXbX', 'X|$'), regexp_extract_all('aéb', 'x*'), regexp_extract_all('baab', '(a*)', 1)`,
			"[[XbXbX ['', 'aa', '', ''] ['', ''] ['X', 'X', ''] ['', '', '', ''] ['', 'aa', '', '']]]"},
		{"duckdb", `SELECT string_split_regex('baab', 'a*'), string_split_regex('XbX', '^b|X'), string_split_regex('ab cd', '\b'), ` +
			`string_split_regex('é', 'x*'), string_split_regex('abaa', 'a*'), string_split_regex('', 'x*')`,
			"[[['b', '', 'b'] ['', '', '', ''] ['a', 'b', ' ', 'c', 'd'] ['é'] ['', 'b', '', ''] ['']]]"},
		// Java (Spark, Hive): Matcher.find goes on at "the first character
		// not matched by this match", one char further after an empty
		// match (java.util.regex.Matcher); on Java 17,
		// "baab".replaceAll("a*", "X") is XbXXbX, "abc".split("x*", -1)
		// [a, b, c, ""], "baab".split("a*", -1) [b, "", b, ""] ("baab".split("a*", 2) [b, b]),
		// "abc".split("", -1) [a, b, c, ""]; Spark's split by '' is its own
		// (UTF8String.split: [a, b, c]).
		{"spark", `SELECT regexp_replace('baab', 'a*', 'X'), regexp_extract_all('baab', 'a*', 0), split('abc', 'x*'), ` +
			`split('baab', 'a*'), split('abc', ''), split('baab', 'a*', 2)`,
			"[[XbXXbX ['', 'aa', '', ''] ['a', 'b', 'c', ''] ['b', '', 'b', ''] ['a', 'b', 'c'] ['b', 'b']]]"},
		{"hive", `SELECT regexp_replace('baab', 'a*', 'X'), split('abc', 'x*'), split('abc', '')`,
			"[[XbXXbX ['a', 'b', 'c', ''] ['a', 'b', 'c', '']]]"},
		// Trino (JoniRegexpFunctions: getNextStart goes one code point
		// further after an empty match; regexpSplit keeps every piece).
		{"trino", `SELECT regexp_replace('baab', 'a*', 'X'), regexp_extract_all('baab', 'a*'), regexp_split('abc', 'x*'), ` +
			`regexp_replace('aéb', 'x*', '-')`,
			"[[XbXXbX ['', 'aa', '', ''] ['', 'a', 'b', 'c', ''] -a-é-b-]]"},
	} {
		got, err := refText(c.dialect, c.sql)
		if err != nil || got != c.want {
			t.Errorf("%s: %s\ngot  %s %v\nwant %s", c.dialect, c.sql, got, err, c.want)
		}
	}
	// Where the engine's walk is not known, lat run raises instead.
	for _, c := range []struct{ dialect, sql, want string }{
		{"spark", `SELECT regexp_replace('a😀b', 'x*', '-')`, "inside its surrogate pair"},
		{"presto", `SELECT regexp_replace('aéb', 'x*', '-')`, "inside its UTF-8 sequence"},
		{"snowflake", `SELECT regexp_replace('baab', 'a*', 'X')`, "empty match right after another match"},
		{"bigquery", `SELECT regexp_extract_all('abc', 'x*')`, "a match at the end of the text"},
	} {
		got, err := refText(c.dialect, c.sql)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %s: want an error with %q, got %s %v", c.dialect, c.sql, c.want, got, err)
		}
	}
	// An engine whose walk is RE2's, or no empty match after another:
	// run as before.
	for _, c := range []struct{ dialect, sql, want string }{
		{"snowflake", `SELECT regexp_replace('abc', '^', '>'), regexp_replace('baab', 'a+', 'X')`, "[[>abc bXb]]"},
		{"bigquery", `SELECT regexp_replace('baab', 'a*', 'X'), regexp_extract_all('baab', 'a+')`, "[[XbXbX ['aa']]]"},
	} {
		got, err := refText(c.dialect, c.sql)
		if err != nil || got != c.want {
			t.Errorf("%s: %s\ngot  %s %v\nwant %s", c.dialect, c.sql, got, err, c.want)
		}
	}
}

// The reference executor and PostgreSQL 15 (and DuckDB 1.5) on random
// strings, for patterns that may match the empty string, and patterns
// whose match at a place is the longest in every engine
// (regexflavor.OneLengthPattern): every replacement and split the same.
func TestRegexEmptyWalkOnEngines(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var subjects []string
	for range 30 {
		var b strings.Builder
		for range rng.Intn(7) {
			b.WriteString([]string{"a", "b", " ", "é", "a", "b"}[rng.Intn(6)])
		}
		subjects = append(subjects, b.String())
	}
	values := func() string {
		var rows []string
		for i, s := range subjects {
			rows = append(rows, fmt.Sprintf("(%d, '%s')", i, s))
		}
		return "(VALUES " + strings.Join(rows, ", ") + ") AS t(i, s)"
	}
	for _, c := range []struct {
		dialect, engine string
		pats            []string
		items           string
	}{
		{"postgres", engines.Postgres, []string{`a*`, `x*`, `a?`, `\y`, `^`, `$`, `b*$`, `[ab]*`, `(a*)`, `^a*`, `a{0,2}`, `\ya*`,
			// runs that stop where what follows cannot begin, alternatives
			// of fixed lengths (regexflavor.OneLengthPattern)
			`a*b*`, `b*(ab)*`, `(ab)+`, `ab|a`, `(?:ab)*c?`, `a*( |b)*`},
			`regexp_replace(s, '%[1]s', '<\&>', 'g'), array_to_string(regexp_split_to_array(s, '%[1]s'), '/'), ` +
				`cardinality(regexp_split_to_array(s, '%[1]s'))`},
		{"duckdb", engines.DuckDB, []string{`a*`, `x*`, `a?`, `\b`, `^`, `$`, `b*$`, `[ab]*`, `a|$`, `^a|b`, `(a)|$`, ` |a*`},
			`regexp_replace(s, '%[1]s', '<\0>', 'g'), array_to_string(regexp_extract_all(s, '%[1]s'), '/'), len(regexp_extract_all(s, '%[1]s')), ` +
				`array_to_string(string_split_regex(s, '%[1]s'), '/'), len(string_split_regex(s, '%[1]s'))`},
	} {
		e := enginetest.Open(t, c.engine)
		for _, p := range c.pats {
			sql := "SELECT i, " + fmt.Sprintf(c.items, p) + " FROM " + values() + " ORDER BY i"
			ref, err := refRows(c.dialect, sql)
			if err != nil {
				t.Fatalf("%s: %v", sql, err)
			}
			res, err := e.Query(enginetest.Ctx(t), sql)
			if err != nil {
				t.Fatalf("%s: %v", sql, err)
			}
			if len(res.Rows) != len(ref) {
				t.Fatalf("%s: %d rows, engine %d", sql, len(ref), len(res.Rows))
			}
			for i, row := range res.Rows {
				for j, v := range row {
					if got, want := ref[i][j].String(), fmt.Sprint(v); got != want {
						t.Errorf("%s %q on %q, column %d: reference executor %q, %s %q", c.dialect, p, subjects[i], j, got, c.engine, want)
					}
				}
			}
		}
	}
}

// DuckDB's regex split searches each rest of the text anew, where ^
// matches at its start (DuckDB 1.5: string_split_regex('XbX', '^b|X') is
// [”, ”, ”, ”], PostgreSQL 15: regexp_split_to_array('XbX', '^b|X')
// {"",b,""}): a split by a pattern with ^, \A, \b or \B is neither read
// from DuckDB nor written for it; another pattern is.
func TestDuckSplitSeesBefore(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want string }{
		{"duckdb", "postgres", `SELECT string_split_regex(s, '^b|X') FROM t`, "T093"},
		{"postgres", "duckdb", `SELECT regexp_split_to_array(s, '^b|X') FROM t`, "T302"},
		{"hive", "duckdb", `SELECT split(s, 'X|^b') FROM t`, "T302"},
		{"spark", "duckdb", `SELECT split(s, '^X|b') FROM t`, "T302"},
		{"duckdb", "postgres", `SELECT string_split_regex(s, 'b|X') FROM t`, "regexp_split_to_array(s, 'b|X')"},
		{"hive", "duckdb", `SELECT split(s, 'X|b') FROM t`, "regexp_split_to_array(s, 'X|b')"},
	} {
		if got := sqlOrError(c.sql, c.from, c.to); !strings.Contains(got, c.want) {
			t.Errorf("%s to %s: %s: got %s, want %s", c.from, c.to, c.sql, got, c.want)
		}
	}
}

// Between PostgreSQL and Java, Joni or RE2, a count, replacement, split
// or extraction is translated where the pattern's match at each place is
// the longest in every engine (regexflavor.OneLengthPattern: runs that
// stop where what follows cannot begin, "(ab)+", alternatives of fixed
// lengths, the earlier no shorter, "ab|a"; checked on PostgreSQL 15 by
// TestRegexEmptyWalkOnEngines and regexflavor's TestOneLengthOnPostgres),
// and a pattern that may match the empty string only between dialects
// that go on alike after an empty match: Java one UTF-16 unit further
// (on Java 17 "a😀b".replaceAll("x*", "-") splits the emoji),
// Presto one byte further (JoniRegexpFunctions), PostgreSQL and Trino
// one character.
func TestRegexWalkTranslate(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want string }{
		{"postgres", "spark", `SELECT regexp_replace(s, 'ab|a', 'X', 'g') AS x FROM t`, "regexp_replace(s, 'ab|a', 'X')"},
		{"spark", "postgres", `SELECT regexp_replace(s, '(ab)+', 'X') AS x FROM t`, "regexp_replace(s, '(ab)+', 'X', 'g')"},
		{"postgres", "trino", `SELECT regexp_replace(s, 'a*b*', 'X', 'g') AS x FROM t`, "regexp_replace(s, 'a*b*', 'X')"},
		{"postgres", "spark", `SELECT regexp_replace(s, 'a|ab', 'X', 'g') AS x FROM t`, "T085"},
		{"postgres", "spark", `SELECT regexp_replace(s, 'x*', 'X', 'g') AS x FROM t`, "one UTF-16 unit further"},
		{"trino", "presto", `SELECT regexp_replace(s, 'x*', 'X') AS x FROM t`, "one byte further"},
		{"snowflake", "postgres", `SELECT regexp_replace(s, 'x*', 'X') AS x FROM t`, "T085"},
		{"trino", "postgres", `SELECT regexp_replace(s, 'x*', 'X') AS x FROM t`, "regexp_replace(s, 'x*', 'X', 'g')"},
	} {
		if got := sqlOrError(c.sql, c.from, c.to); !strings.Contains(got, c.want) {
			t.Errorf("%s to %s: %s: got %s, want %s", c.from, c.to, c.sql, got, c.want)
		}
	}
}

// Snowflake's regular-expression notes name POSIX ERE, whose rule is the
// longest match at a place, without saying which rule its engine follows
// (docs.snowflake.com, String functions (regular expressions)), nor how
// it goes on after an empty match: a replacement, count or extraction by
// a pattern that may match text of several lengths at one place is
// refused toward and from Snowflake (T085) and raised by lat run.
func TestSnowflakeLongestUndocumented(t *testing.T) {
	for _, c := range []struct{ from, to string }{{"snowflake", "spark"}, {"spark", "snowflake"}, {"snowflake", "postgres"}} {
		_, err := lateral.Translate(`SELECT regexp_replace(s, 'a|aa', 'X') AS x FROM t`, c.from, c.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T085") {
			t.Errorf("%s to %s: want T085, got %v", c.from, c.to, err)
		}
	}
	if got, err := refText("snowflake", `SELECT regexp_replace('aab', 'a|aa', 'X')`); err == nil || !strings.Contains(err.Error(), "several lengths") {
		t.Errorf("snowflake run: want an error, got %s %v", got, err)
	}
	if got, err := refText("snowflake", `SELECT regexp_replace('aab', 'a+', 'X')`); err != nil || got != "[[Xb]]" {
		t.Errorf("snowflake run: got %s %v, want [[Xb]]", got, err)
	}
}

// sqlOrError is sql translated from one dialect to another, or the error's text.
func sqlOrError(sql, from, to string) string {
	tr, err := lateral.Translate(sql, from, to, lateral.TranslateOptions{})
	if err != nil {
		return err.Error()
	}
	return tr.SQL
}
