package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// regexp_count, regexp_instr and Trino's regexp_position are read for a
// literal pattern that cannot match the empty string
// (dialects/functions_regex_count.go), their patterns rewritten for the
// target's engine as the other regular-expression functions' are; DuckDB's
// regexp_full_match (its ~) is the partial match of the pattern anchored at
// both ends. The rows of these forms are checked on PostgreSQL 15 and
// DuckDB by conformance/strings (trino_regexp_count_position,
// postgres_regexp_count_instr, duckdb_regexp_full_match).
func TestRegexCountTranslated(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want string }{
		{"spark", "postgres", `SELECT regexp_count(s, 'a.') AS x FROM t`, `regexp_count(s, 'a[^\n\r\x85\x2028\x2029]')`},
		{"trino", "duckdb", `SELECT regexp_count(s, '[0-9]+') AS x FROM t`, `len(regexp_extract_all(s, '[0-9]+'))`},
		// Java, Joni and RE2 all take the first alternative.
		{"trino", "duckdb", `SELECT regexp_count(s, 'a|aa') AS x FROM t`, `len(regexp_extract_all(s, 'a|aa'))`},
		// One length at each place: a fixed length, then a greedy run.
		{"postgres", "spark", `SELECT regexp_count(s, '(ab|cd)[0-9]+') AS x FROM t`, `regexp_count(s, '(ab|cd)[0-9]+')`},
		{"postgres", "trino", `SELECT regexp_instr(s, 'b') AS x FROM t`, `greatest(regexp_position(s, 'b'), 0)`},
		{"trino", "postgres", `SELECT regexp_position(s, 'b') AS x FROM t`, `CASE WHEN regexp_instr(s, 'b') = 0 THEN -1 ELSE regexp_instr(s, 'b') END`},
		{"duckdb", "postgres", `SELECT s ~ 'a.c' AS x FROM t`, `s ~ '^(?:a[^\n]c)$'`},
		{"duckdb", "trino", `SELECT regexp_full_match(s, 'ab$') AS x FROM t`, `regexp_like(s, '^(?:ab\z)\z')`},
		{"duckdb", "postgres", `SELECT string_split_regex(s, ',+') AS x FROM t`, `regexp_split_to_array(s, ',+')`},
		{"postgres", "duckdb", `SELECT regexp_like(s, 'b') AS x FROM t`, `regexp_matches(s, 'b')`},
		// A match test and where the first match begins do not depend on
		// the length of the match.
		{"postgres", "duckdb", `SELECT regexp_like(s, 'a|aa') AS x FROM t`, `regexp_matches(s, 'a|aa')`},
		{"postgres", "trino", `SELECT regexp_instr(s, 'a|aa') AS x FROM t`, `greatest(regexp_position(s, 'a|aa'), 0)`},
		{"spark", "postgres", `SELECT regexp_replace(s, '[0-9]+', 'X') AS x FROM t`, `regexp_replace(s, '[0-9]+', 'X', 'g')`},
		{"hive", "hive", `SELECT str_to_map(s, '[|]', ':') AS x FROM t`, `str_to_map(s, '[|]', ':')`},
		// One match at a place in every engine (regexflavor.OneLength,
		// compared on PostgreSQL 15 by TestOneLengthOnPostgres): runs each
		// followed by what cannot continue them but for the last, and
		// alternatives of which an earlier one is no shorter where both
		// match.
		{"postgres", "duckdb", `SELECT regexp_replace(s, '\d+\.\d+', 'N', 'g') AS x FROM t`, `regexp_replace(s, '\d+\.\d+', 'N', 'g')`},
		{"postgres", "spark", `SELECT regexp_count(s, '[a-z]+@[a-z]+') AS x FROM t`, `regexp_count(s, '[a-z]+@[a-z]+')`},
		{"postgres", "duckdb", `SELECT regexp_replace(s, '^\s+|\s+$', '', 'g') AS x FROM t`, `regexp_replace(s, '^[\t\n\x0B\f\r ]+|[\t\n\x0B\f\r ]+$', '', 'g')`},
		{"spark", "postgres", `SELECT regexp_replace(s, '(\\w+) (\\w+)', '$2 $1') AS x FROM t`, `regexp_replace(s, '(\w+) (\w+)', '\2 \1', 'g')`},
		// A group in a repetition, its text not observed.
		{"spark", "postgres", `SELECT regexp_replace(s, '(?:(a)b|c(d)){2}', 'X') AS x FROM t`, `regexp_replace(s, '(?:(a)b|c(d)){2}', 'X', 'g')`},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s from %s to %s: want %s, got %v %v", c.sql, c.from, c.to, c.want, tr, err)
		}
	}
}

func TestRegexCountRefused(t *testing.T) {
	for _, c := range []struct{ from, to, sql, code, at string }{
		// PostgreSQL takes the longest match at a place, Java, Joni and RE2
		// the first alternative (PostgreSQL 15: regexp_count('aaa', 'a|aa')
		// is 2, DuckDB's count 3).
		{"spark", "postgres", `SELECT regexp_count(s, 'a|aa') FROM t`, "T085", "1:24"},
		{"postgres", "spark", `SELECT regexp_count(s, 'x*(xy)?z') FROM t`, "T085", "1:24"},
		{"snowflake", "trino", `SELECT regexp_count(s, 'a|aa') FROM t`, "T085", "1:24"},
		// The same for a replacement, a split or an extraction (PostgreSQL
		// 15: regexp_replace('aab', 'a|aa', 'X', 'g') is 'Xb',
		// regexp_split_to_array('aab', 'a|aa') {"",b}; DuckDB 1.5 'XXb' and
		// ['', '', b]).
		{"spark", "postgres", `SELECT regexp_replace(s, 'a|aa', 'X') FROM t`, "T085", "1:26"},
		{"duckdb", "postgres", `SELECT regexp_replace(s, 'a|aa', 'X') FROM t`, "T085", "1:26"},
		{"postgres", "duckdb", `SELECT regexp_replace(s, 'a|aa', 'X', 'g') FROM t`, "T085", "1:26"},
		{"postgres", "trino", `SELECT regexp_split_to_array(s, 'a|aa') FROM t`, "T085", "1:33"},
		{"duckdb", "postgres", `SELECT string_split_regex(s, 'a|aa') FROM t`, "T085", "1:30"},
		// A run that may stop where its class continues, before another
		// run; "\s" may be \x0B in PostgreSQL and Java.
		{"postgres", "duckdb", `SELECT regexp_replace(s, '\d+\d+', 'N', 'g') FROM t`, "T085", "1:26"},
		{"postgres", "duckdb", `SELECT regexp_replace(s, '\s+\x0B+', 'N', 'g') FROM t`, "T085", "1:26"},
		// A non-greedy quantifier makes PostgreSQL's whole pattern
		// non-greedy: 'a{2,2}?b*' matches 'aa' of 'aabbb' in PostgreSQL 15,
		// 'aabbb' in RE2 (Go's regexp; DuckDB's regexp_replace gives X).
		{"postgres", "trino", `SELECT regexp_replace(s, 'a{2,2}?b*', 'X', 'g') FROM t`, "T085", "1:26"},
		{"duckdb", "postgres", `SELECT regexp_extract(s, 'a{2,2}?b*') FROM t`, "T085", "1:26"},
		// A group in a repetition that may take no part in an iteration:
		// regexp_match('abcd', '(?:(a)b|c(d)){2}') is {NULL,d} in
		// PostgreSQL 15, a and d in java.util.regex, Go's regexp and DuckDB.
		{"spark", "postgres", `SELECT regexp_replace(s, '(?:(a)b|c(d)){2}', '[$1]') FROM t`, "T085", "1:26"},
		{"postgres", "duckdb", `SELECT regexp_replace(s, '(?:(a)b|c(d)){2}', '[\1]') FROM t`, "T085", "1:26"},
		// An earlier alternative's run must hold the later one's
		// characters as each engine reads them, with no assertion in it:
		// PostgreSQL 15 gives regexp_replace('1٣', '^\d+|[1٣]+$', 'X') 'X',
		// DuckDB 'X٣' (its "\d" is ASCII); regexp_replace('aa',
		// '(?:^a)+|a+', 'X', 'g') 'X', DuckDB 'XX'.
		{"postgres", "duckdb", `SELECT regexp_replace(s, '^\d+|[1٣]+$', 'X') FROM t`, "T085", "1:26"},
		{"postgres", "duckdb", `SELECT regexp_replace(s, '(?i)^[a-z]+|[ſa]+$', 'X') FROM t`, "T085", "1:26"},
		{"postgres", "duckdb", `SELECT regexp_replace(s, '(?:^a)+|a+', 'X', 'g') FROM t`, "T085", "1:26"},
		// PostgreSQL's \x takes every hex digit: '\x0061g' is "ag"
		// (PostgreSQL 15: regexp_replace('ag', '\x61|\x0061g', 'X', 'g')
		// is 'X', DuckDB of the rewritten '\x{61}|\x{0061}g' 'Xg').
		{"postgres", "duckdb", `SELECT regexp_replace(s, '\x61|\x0061g', 'X', 'g') FROM t`, "T085", "1:26"},
		// Zero-width matches are counted otherwise: not read.
		{"trino", "spark", `SELECT regexp_count(s, 'a*') FROM t`, "T302", "1:8"},
		{"postgres", "duckdb", `SELECT regexp_count(s, 'a', 2) FROM t`, "T302", "1:8"},
		{"trino", "postgres", `SELECT regexp_position(s, 'a', 1, 2) FROM t`, "T302", "1:8"},
		{"duckdb", "postgres", `SELECT regexp_full_match(s, p) FROM t`, "T302", "1:8"},
		// Regular-expression functions lateral does not read.
		{"hive", "spark", `SELECT str_to_map(s, ',', ':') FROM t`, "T093", "1:8"},
		{"bigquery", "duckdb", `SELECT regexp_extract_all(s, 'a.') FROM t`, "T093", "1:8"},
		{"postgres", "duckdb", `SELECT regexp_match(s, 'a') FROM t`, "T093", "1:8"},
		{"duckdb", "postgres", `SELECT string_split_regex(s, ',*') FROM t`, "T093", "1:8"},
		{"duckdb", "postgres", `SELECT string_split_regex(s, ',', 'i') FROM t`, "T093", "1:8"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		var le *lateral.Error
		found := false
		if errors.As(err, &le) {
			for _, d := range le.Diagnostics {
				found = found || d.Code == c.code && strings.HasPrefix(d.Error(), c.at+":")
			}
		}
		if !found {
			t.Errorf("%s from %s to %s: want %s at %s, got %v", c.sql, c.from, c.to, c.code, c.at, err)
		}
	}
}

// lat run: counts and positions in characters; a PostgreSQL count whose
// pattern may match several lengths at a place raises (Go's RE2 takes the
// first alternative); str_to_map splits by Java patterns, Hive keeping the
// last of duplicate keys and dropping trailing empty entries
// (GenericUDFStringToMap: text.split(delim1), a LinkedHashMap's put),
// Spark keeping them and raising for a duplicate key (StringToMap:
// split(pairDelim, -1), spark.sql.mapKeyDedupPolicy EXCEPTION).
func TestRegexCountRun(t *testing.T) {
	for _, c := range []struct{ dialect, sql, want, err string }{
		{"trino", `SELECT regexp_count('a1b22c333', '[0-9]+') AS a, regexp_position('éé7', '[0-9]') AS b, regexp_position('abc', '[0-9]') AS c, regexp_count(NULL, 'a') AS d`, "[[3 3 -1 NULL]]", ""},
		{"postgres", `SELECT regexp_instr('éa1', '[0-9]') AS a, regexp_instr('abc', 'z') AS b`, "[[3 0]]", ""},
		{"postgres", `SELECT regexp_count('aaa', 'a|aa') AS a`, "", "several lengths"},
		{"postgres", `SELECT regexp_replace('aab', 'a|aa', 'X', 'g') AS a`, "", "several lengths"},
		{"postgres", `SELECT regexp_split_to_array('aab', 'a|aa') AS a`, "", "several lengths"},
		{"postgres", `SELECT regexp_replace('aab', 'a+', 'X', 'g') AS a, regexp_like('aab', 'a|aa') AS b`, "[[Xb true]]", ""},
		// One match at a place (PostgreSQL 15 gives vN.3, 'v1 x' and 2).
		{"postgres", `SELECT regexp_replace('v1.25.3', '\d+\.\d+', 'N', 'g') AS a, regexp_replace('  v1 x ', '^\s+|\s+$', '', 'g') AS b, regexp_count('a@b c@dd', '[a-z]+@[a-z]+') AS c`, "[[vN.3 v1 x 2]]", ""},
		// PostgreSQL 15: regexp_replace('abcd', '(?:(a)b|c(d)){2}', '[\1|\2]')
		// is '[|d]', substring('abcd' from '(?:(a)b|c(d)){2}') NULL; Go's
		// regexp keeps the group of the first iteration.
		{"postgres", `SELECT regexp_replace('abcd', '(?:(a)b|c(d)){2}', '[\1|\2]') AS a`, "", "group inside a repetition"},
		{"postgres", `SELECT substring('abcd' from '(?:(a)b|c(d)){2}') AS a`, "", "group inside a repetition"},
		// PostgreSQL reads "\b" as a backspace: regexp_replace(chr(8) ||
		// chr(8), '\b|\b\b', 'X', 'g') is 'X' in PostgreSQL 15; and
		// '^\d+|[1٣]+$' on '1٣' 'X' (RE2 'X٣').
		{"postgres", `SELECT regexp_replace(chr(8) || chr(8), '\b|\b\b', 'X', 'g') AS a`, "", "several lengths"},
		{"postgres", `SELECT regexp_replace('1٣', '^\d+|[1٣]+$', 'X') AS a`, "", "several lengths"},
		{"postgres", `SELECT regexp_replace('abcd', '(?:(a)b|c(d)){2}', 'X') AS a`, "[[X]]", ""},
		// Non-greedy: PostgreSQL 15 gives Xbbb, Go's regexp X.
		{"postgres", `SELECT regexp_replace('aabbb', 'a{2,2}?b*', 'X') AS a`, "", "several lengths"},
		{"duckdb", `SELECT 'abc' ~ 'a.c' AS a, regexp_full_match('abc', 'b') AS b`, "[[true false]]", ""},
		{"hive", `SELECT str_to_map('a:1|b:2|a:3||', '[|]', ':') AS m`, "[[{'a'='3', 'b'='2'}]]", ""},
		{"spark", `SELECT str_to_map('a:1|b|', '[|]', ':') AS m`, "[[{'a'='1', 'b'=NULL, ''=NULL}]]", ""},
		{"spark", `SELECT str_to_map('a:1,a:2') AS m`, "", "duplicate map key"},
	} {
		got, err := refText(c.dialect, c.sql)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s %s: want an error with %q, got %s %v", c.dialect, c.sql, c.err, got, err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%s %s: want %s, got %s %v", c.dialect, c.sql, c.want, got, err)
		}
	}
}

// TestRegexEmptyAfterMatch: an empty match right after a non-empty one
// counts in PostgreSQL and Java but not in RE2 (run on PostgreSQL 15 and
// DuckDB 1.5: regexp_replace('baab', 'a*', 'X', 'g') is 'XbXXbX' and
// 'XbXbX'), so a replacement of every match by a pattern that may match the
// empty string is refused (T085) between an RE2 dialect and another, and
// between Java and Joni (whose searches go on one UTF-16 unit, one code
// point further after an empty match); one
// whose matches are never empty, and a replacement of the first match,
// translate.
func TestRegexEmptyAfterMatch(t *testing.T) {
	for _, tc := range []struct{ sql, from, to string }{
		{"SELECT regexp_replace(s, 'a*', 'X', 'g') AS r FROM t", "postgres", "duckdb"},
		{"SELECT regexp_replace(s, 'a*', 'X', 'g') AS r FROM t", "duckdb", "postgres"},
		{"SELECT regexp_replace(s, 'x|', 'X') AS r FROM t", "spark", "duckdb"},
		{"SELECT regexp_replace(s, 'a?', 'X') AS r FROM t", "trino", "bigquery"},
		{"SELECT regexp_replace(s, 'a*', 'X') AS r FROM t", "spark", "trino"},
	} {
		_, err := lateral.Translate(tc.sql, tc.from, tc.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T085") || !strings.Contains(err.Error(), "empty string") {
			t.Errorf("%s (%s to %s): got %v; want T085 about the empty match", tc.sql, tc.from, tc.to, err)
		}
	}
	for _, tc := range []struct{ sql, from, to string }{
		{"SELECT regexp_replace(s, 'a+', 'X', 'g') AS r FROM t", "postgres", "duckdb"},
		{"SELECT regexp_replace(s, 'a*', 'X') AS r FROM t", "postgres", "duckdb"},
		// PostgreSQL and Trino both go on one character further after an
		// empty match; Java one UTF-16 unit (TestRegexWalkTranslate).
		{"SELECT regexp_replace(s, 'a*', 'X', 'g') AS r FROM t", "postgres", "trino"},
	} {
		if _, err := lateral.Translate(tc.sql, tc.from, tc.to, lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s (%s to %s): %v", tc.sql, tc.from, tc.to, err)
		}
	}
}
