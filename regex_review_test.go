package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Case-insensitive patterns of Java's syntax after a leading "(?s)", Joni's
// full case folding, escapes of digits and RE2's \Q...\E
// (internal/regexflavor: Convert, joniFoldCheck, numberEscape, quoted).
func TestRegexReviewTranslate(t *testing.T) {
	for _, c := range []struct{ from, to, sql, want, out string }{
		// Java folds ASCII letters only (Pattern.CASE_INSENSITIVE), RE2 the
		// Kelvin sign too: "(?s)(?i)" is written out as "(?i)" is.
		{"hive", "duckdb", `SELECT s RLIKE '(?s)(?i)k.' FROM t`, "", `'(?:k|K)[\s\S]'`},
		{"trino", "postgres", `SELECT regexp_like(s, '(?s)(?i)k') FROM t`, "", "'[kK\u212A]'"},
		// Joni's (?i)ss also matches "ß" (full case folding).
		{"trino", "duckdb", `SELECT regexp_like(s, '(?i)class') FROM t`, "T112", ""},
		{"presto", "hive", `SELECT regexp_like(s, '(?i)é') FROM t`, "T112", ""},
		// Java's "(a)\11" is the group then '1', RE2's the group then a tab.
		{"hive", "duckdb", `SELECT s RLIKE '(a)\\11' FROM t`, "T107", ""},
		{"duckdb", "hive", `SELECT regexp_matches(s, '^\Q.\E$') FROM t`, "", `'^\\.\\z'`},
		// Java's \p{Alpha} is [a-zA-Z]; Joni's the Unicode property.
		{"hive", "trino", `SELECT s RLIKE '\\p{Alpha}' FROM t`, "T114", ""},
	} {
		tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		out := ""
		if tr != nil {
			out = tr.SQL
		}
		switch {
		case c.want == "" && (err != nil || !strings.Contains(out, c.out)):
			t.Errorf("%s to %s: %s: got %s %v, want %s", c.from, c.to, c.sql, out, err, c.out)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), "error["+c.want+"]")):
			t.Errorf("%s to %s: %s: got %s %v, want %s", c.from, c.to, c.sql, out, err, c.want)
		}
	}
}

// The executor reads the same patterns alike: a Kelvin sign is not an
// ASCII k to Java's "(?s)(?i)k"; Joni's "(?i)class" is refused.
func TestRegexReviewExecutor(t *testing.T) {
	rows, err := lateral.Run(t.Context(), `SELECT '\u212A' RLIKE '(?s)(?i)k', 'K' RLIKE '(?s)(?i)k'`, "spark", lateral.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	all, err := rows.All()
	rows.Close()
	if err != nil || len(all) != 1 || all[0][0].String() != "false" || all[0][1].String() != "true" {
		t.Errorf("(?s)(?i)k: got %v %v, want false true", all, err)
	}
	rows, err = lateral.Run(t.Context(), `SELECT regexp_like('claß', '(?i)class')`, "trino", lateral.RunOptions{})
	if err == nil {
		_, err = rows.All()
		rows.Close()
	}
	if err == nil || !strings.Contains(err.Error(), "full case folding") {
		t.Errorf("Joni (?i)class: want a refusal, got %v", err)
	}
}
