package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// The reference executor reads each dialect's patterns as its engine does
// (internal/regexflavor, executor/regex_flavor.go): PostgreSQL's "." takes
// a newline, its "\b" is a backspace, "\B" a backslash, "\y" a word
// boundary, "\Z" the end, "\x" any number of hexadecimal digits, "$" the
// end only, "\s" holds \v, [[:cntrl:]] U+0080..U+009F too; DuckDB's RE2
// "." leaves out "\n" only and its "\s" leaves out \v. Each query runs on
// the reference executor and on the engine, which must agree.
func TestRegexFlavorExecutor(t *testing.T) {
	for _, c := range []struct{ dialect, engine, sql, want string }{
		{"postgres", engines.Postgres, `SELECT E'a\nb' ~ 'a.b' AS a, ('a' || chr(8) || 'b') ~ 'a\bb' AS b, 'x\y' ~ 'x\By' AS c, 'a foo' ~ '\yfoo\y' AS d, 'afoo' ~ '\yfoo' AS e`, "(true, true, true, true, false)"},
		{"postgres", engines.Postgres, `SELECT E'a\n' ~ 'a$' AS a, E'a\n' ~ 'a\Z' AS b, E'\x0b' ~ '\s' AS c, chr(133) ~ '[[:cntrl:]]' AS d, E'\u2028' ~ '\x2028' AS e`, "(false, false, true, true, true)"},
		{"postgres", engines.Postgres, `SELECT regexp_replace(E'a\nb', 'a.', 'X') = 'Xb' AS a, array_to_string(regexp_split_to_array(E'a\nb\rc', '.'), '|') = '|||||' AS b`, "(true, true)"},
		{"duckdb", engines.DuckDB, `SELECT regexp_matches(chr(10), '.') AS a, regexp_matches(chr(13), '.') AS b, regexp_matches(chr(11), '\s') AS c, regexp_matches('a' || chr(10), 'a$') AS d`, "(false, true, false, false)"},
	} {
		ref, refErr, eng, engErr := oneRow(t, c.dialect, c.engine, c.sql)
		if refErr != nil || engErr != nil || ref != c.want || eng != c.want {
			t.Errorf("%s: reference %s %v, engine %s %v; want %s", c.sql, ref, refErr, eng, engErr, c.want)
		}
	}
}

// Java's "." leaves out \n, \r, \u0085, \u2028, \u2029, its "$" also
// matches before a line terminator that ends the text ("\r\n" being one),
// its "\s" holds \x0B (java.util.regex.Pattern: "Line terminators",
// "Predefined character classes"). The reference executor follows these
// for Hive and Spark; the wanted values are the documented rule's.
func TestRegexFlavorExecutorJava(t *testing.T) {
	for _, c := range []struct{ sql, want string }{
		{`SELECT 'a\rb' RLIKE 'a.b', 'a\u0085b' RLIKE 'a.b', 'a\u000Bb' RLIKE 'a.b', 'a\u000Bb' RLIKE 'a\\sb'`, "false false true true"},
		{`SELECT 'ab\n' RLIKE 'b$', 'ab\r\n' RLIKE 'b$', 'ab\n\n' RLIKE 'b$', 'ab\u2029' RLIKE '^ab$'`, "true true false true"},
		// A leading (?s) is DOTALL (Pattern.DOTALL: "." matches any character).
		{`SELECT 'a\nb' RLIKE '(?s)a.b', 'a\nb' RLIKE 'a.b'`, "true false"},
		{`SELECT split('a\nb\rc\u0085d', '.')[0], regexp_extract('ab\n', '(a.)', 1), regexp_extract('a\u000Bb', 'a\\s(b)', 1)`, " ab b"},
	} {
		all, err := refRows("spark", c.sql)
		if err != nil || len(all) != 1 {
			t.Fatalf("%s: %v %v", c.sql, all, err)
		}
		var got []string
		for _, v := range all[0] {
			got = append(got, v.String())
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%s: got %q, want %q", c.sql, g, c.want)
		}
	}
	// What cannot be rewritten exactly is an error, never another reading.
	for _, sql := range []string{
		`SELECT regexp_extract('ab\n', '(b)$', 1)`, // the matched text of a Java "$"
		`SELECT 'a\r\n' RLIKE '\\s$'`,              // "$" after what may match a '\r'
		`SELECT 'a' RLIKE 'a(?s).'`,                // an inline flag after the start
		`SELECT 'a' RLIKE '[a[b]]'`,                // a nested class
	} {
		rows, err := lateral.Run(t.Context(), sql, "spark", lateral.RunOptions{})
		if err == nil {
			_, err = rows.All()
			rows.Close()
		}
		if err == nil || !strings.Contains(err.Error(), "regular expression") {
			t.Errorf("%s: want a regular-expression error, got %v", sql, err)
		}
	}
}

// Translations: what has an exact rewrite is rewritten (the conformance
// cases strings/postgres_dot_space_end, spark_rlike_line_terminators,
// duckdb_dot_end run the rows on PostgreSQL and DuckDB); a Java "$" whose
// matched text is returned, or that follows what may match a '\r', is
// refused (T108); a construct without exact rewrite T107; POSIX classes
// PostgreSQL and RE2 read alike pass between them (T106 otherwise).
func TestRegexFlavorTranslate(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want string }{
		{"spark", "duckdb", `SELECT regexp_extract(s, '(b)$', 1) FROM t`, "T108"},
		{"spark", "postgres", `SELECT regexp_replace(s, 'b$', 'x') FROM t`, "T108"},
		{"hive", "duckdb", `SELECT s RLIKE 'a\\s$' FROM t`, "T108"},
		{"hive", "duckdb", `SELECT s RLIKE 'b$c' FROM t`, "T108"},
		{"hive", "duckdb", `SELECT s RLIKE '^(a|b)$' FROM t`, ""},
		{"hive", "duckdb", `SELECT s RLIKE '^\\d+$' FROM t`, ""},
		{"hive", "trino", `SELECT s RLIKE 'a(?s).b' FROM t`, "T107"},
		{"hive", "trino", `SELECT s RLIKE '(?s)a.b' FROM t`, ""}, // a leading (?s): "." is every character
		{"hive", "duckdb", `SELECT s RLIKE '[^\\S]' FROM t`, "T107"},
		{"postgres", "duckdb", `SELECT s ~ '***=a.b' FROM t`, "T107"},
		{"postgres", "duckdb", `SELECT s ~ '[[:alpha:]][[:space:]]' FROM t`, ""},
		{"duckdb", "postgres", `SELECT regexp_matches(s, '[[:digit:]]&&[[:upper:]]') FROM t`, ""},
		{"postgres", "duckdb", `SELECT s ~ '[[:cntrl:]]' FROM t`, "T106"},
		{"postgres", "duckdb", `SELECT s ~ '[[.a.]]' FROM t`, "T106"},
		{"duckdb", "bigquery", `SELECT regexp_matches(s, '[[:alpha:]].') FROM t`, ""},
		{"hive", "duckdb", `SELECT s RLIKE '[[:alpha:]]' FROM t`, "T106"},
		{"postgres", "snowflake", `SELECT s ~ 'a.b' FROM t`, "T107"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		got := ""
		if err != nil {
			got = "error"
			for _, code := range []string{"T106", "T107", "T108"} {
				if strings.Contains(err.Error(), code) {
					got = code
				}
			}
		}
		if got != c.want {
			t.Errorf("%s to %s: %s: got %q, want %q (%v)", c.from, c.to, c.sql, got, c.want, err)
		}
	}
}
