package lateral_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
)

// runStrings runs sql on the reference executor in dialect and returns the
// first row's values as text.
func runStrings(t *testing.T, sql, dialect string) ([]string, error) {
	t.Helper()
	all, err := refRows(dialect, sql)
	if err != nil {
		return nil, err
	}
	if len(all) != 1 {
		t.Fatalf("%s: %d rows", sql, len(all))
	}
	var out []string
	for _, v := range all[0] {
		out = append(out, fmt.Sprint(v))
	}
	return out, nil
}

// Doris documents substr(s, 0) as ” (Hive's is the whole string); the
// reader spells that out, so the executor and every target agree.
func TestDorisSubstrZero(t *testing.T) {
	got, err := runStrings(t, "SELECT substr('abc', 0) AS a, substring('abc', 0, 2) AS b, substr('abc', -2) AS c, substr('abc', 5) AS d", "doris")
	if err != nil {
		t.Fatal(err)
	}
	if want := "[  bc ]"; fmt.Sprint(got) != want {
		t.Errorf("doris substr: got %q, want %q", got, want)
	}
	got, err = runStrings(t, "SELECT substr('abc', 0) AS a", "hive")
	if err != nil || fmt.Sprint(got) != "[abc]" {
		t.Errorf("hive substr(s, 0): got %q, %v, want [abc]", got, err)
	}
	got, err = runStrings(t, "SELECT substr(s, p) AS a, substr(s, p, 2) AS b, substr(n, p) AS c FROM (SELECT 'abc' AS s, 0 AS p, CAST(NULL AS STRING) AS n) v", "doris")
	if err != nil || fmt.Sprint(got) != "[  NULL]" {
		t.Errorf("doris substr at a computed 0: got %q, %v, want [  NULL]", got, err)
	}
	for sql, want := range map[string]string{
		"SELECT substr(s, 0) AS a FROM t":    "SELECT substr(s, 1, 0) AS a FROM t",
		"SELECT substr(s, p) AS a FROM t":    "SELECT CASE WHEN p = 0 AND s IS NOT NULL THEN '' ELSE substr(s, p) END AS a FROM t",
		"SELECT substr(s, p, 2) AS a FROM t": "SELECT CASE WHEN p = 0 AND s IS NOT NULL THEN '' ELSE substr(s, p, 2) END AS a FROM t",
	} {
		tr, err := lateral.Translate(sql, "doris", "hive", lateral.TranslateOptions{})
		if err != nil || tr.SQL != want {
			t.Errorf("doris to hive: %s: got %v, %v, want %s", sql, tr, err, want)
		}
	}
}

// A form whose edge the dialect does not document keeps the dialect's
// name, which is also the canonical substr: it is refused with a position
// for another dialect, kept for the same one, and run by the executor only
// where the dialect's documented rule is Hive's.
func TestSubstrUnreadForms(t *testing.T) {
	for _, c := range []struct{ from, sql string }{
		{"snowflake", "SELECT substr(s, n) AS a FROM t"},
		{"snowflake", "SELECT substring(s, 0, 2) AS a FROM t"},
		{"doris", "SELECT substr(s, 1, n) AS a FROM t"},
		{"doris", "SELECT substr(s, 2, -1) AS a FROM t"},
	} {
		for _, to := range []string{"hive", "duckdb", "postgres"} {
			_, err := lateral.Translate(c.sql, c.from, to, lateral.TranslateOptions{})
			var le *lateral.Error
			var list diag.List
			if errors.As(err, &le) {
				list = le.Diagnostics.Errors()
			}
			if len(list) == 0 || list[0].Code != "T302" || list[0].Span.Start.Col != 8 {
				t.Errorf("%s to %s: %s: got %v, want T302 at column 8", c.from, to, c.sql, err)
			}
		}
		if tr, err := lateral.Translate(c.sql, c.from, c.from, lateral.TranslateOptions{}); err != nil || tr.SQL != c.sql {
			t.Errorf("%s to itself: got %v, %v", c.from, tr, err)
		}
	}
	if _, err := runStrings(t, "SELECT substr('abc', 0) AS a", "snowflake"); err == nil {
		t.Errorf("snowflake substr('abc', 0) ran; its start-0 rule is not documented")
	}
	if got, err := runStrings(t, "SELECT substr('abc', 2) AS a", "snowflake"); err != nil || fmt.Sprint(got) != "[bc]" {
		t.Errorf("snowflake substr('abc', 2): got %q, %v", got, err)
	}
	// A computed position runs where Snowflake's documented rule is Hive's.
	if got, err := runStrings(t, "SELECT substr('abc', p) AS a, substr('abc', -p, 1) AS b FROM (SELECT 2 AS p) v", "snowflake"); err != nil || fmt.Sprint(got) != "[bc b]" {
		t.Errorf("snowflake substr('abc', p): got %q, %v", got, err)
	}
	if _, err := runStrings(t, "SELECT substr('abc', p) AS a FROM (SELECT 0 AS p) v", "snowflake"); err == nil {
		t.Errorf("snowflake substr('abc', p) with p = 0 ran; its start-0 rule is not documented")
	}
}

// The SQL window substring(s, p, l) of DuckDB and PostgreSQL, written for
// Doris and Snowflake, never calls their substr with a start past the end
// of s (an empty s included), whose result there is read only from inside
// the string: the translation gives "" first, and runs on the reference
// executor. The rows are DuckDB 1.5's for the source query.
func TestSubstrWindowPastEnd(t *testing.T) {
	for _, c := range []struct {
		s        string
		p, l     int
		win, end string
	}{
		{"", 0, 3, "", ""},
		{"abc", 0, 3, "ab", "abc"},
		{"abc", 5, 1, "", ""},
		{"abc", 4, 2, "", ""},
		{"abc", -1, 3, "c", "c"},
		{"abc", 3, 0, "", "c"},
		{"abc", -5, 7, "abc", "abc"},
		{"héllo", 2, 2, "él", "éllo"},
	} {
		sql := fmt.Sprintf("SELECT substring(s, p, l) AS a, substring(s, p) AS b FROM (SELECT '%s' AS s, %d AS p, %d AS l) v", c.s, c.p, c.l)
		want := fmt.Sprint([]string{c.win, c.end})
		if got, err := runStrings(t, sql, "duckdb"); err != nil || fmt.Sprint(got) != want {
			t.Errorf("duckdb: %s: got %q, %v, want %s", sql, got, err, want)
		}
		for _, to := range []string{"doris", "snowflake"} {
			tr, err := lateral.Translate(sql, "duckdb", to, lateral.TranslateOptions{})
			if err != nil {
				t.Errorf("duckdb to %s: %s: %v", to, sql, err)
				continue
			}
			if got, err := runStrings(t, tr.SQL, to); err != nil || fmt.Sprint(got) != want {
				t.Errorf("duckdb to %s: %s\n%s\ngot %q, %v, want %s", to, sql, tr.SQL, got, err, want)
			}
		}
	}
}
