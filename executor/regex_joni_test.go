package executor_test

import "testing"

// The executor reads Trino's, Presto's and Doris's patterns as their
// engines do (internal/regexflavor, joni.go: Joni's "$" is the end or
// before a final "\n" only, its "." every character but "\n", its "\d"
// a Unicode class; Doris's "." every character, its "$" engine-dependent).
func TestRegexJoniDoris(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "Joni $ before a final newline", dialect: "trino",
			query: `SELECT regexp_like('a' || chr(10), 'a$'), regexp_like('a' || chr(13), 'a$'), regexp_like('a' || chr(10) || chr(10), 'a$'), regexp_like(chr(10), '.')`,
			want:  []string{"true | false | false | false"}},
		{name: "Joni (?s).", dialect: "presto",
			query: `SELECT cardinality(regexp_extract_all('a' || chr(10) || 'b', '(?s).'))`, want: []string{"3"}},
		{name: "Joni $ outside a match test", dialect: "trino",
			query: `SELECT regexp_extract('a' || chr(10), 'a$')`, err: "also matches before a final"},
		{name: "Joni \\d", dialect: "presto",
			query: `SELECT regexp_like('x1', '\d')`, err: "a class of Unicode characters"},
		{name: "Doris . and \\z", dialect: "doris",
			query: `SELECT concat('a', char(10), 'b') REGEXP 'a.b', 'ab' REGEXP 'b\\z'`, want: []string{"true | true"}},
		{name: "Doris $", dialect: "doris",
			query: `SELECT 'ab' REGEXP 'b$'`, err: "which one runs depends on the pattern"},
	} {
		runSQL(t, c)
	}
}
