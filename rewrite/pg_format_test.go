package rewrite_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const pgFormatSchema = "CREATE TABLE t (s TEXT, i INT, d DOUBLE PRECISION)"

// PostgreSQL's format of a literal format is written as concat of its
// pieces (pg_format.go): %s and %% and positions as the arguments and
// the literal text, a width as lpad or rpad that never truncates, %L as
// quote_nullable's literal; toward PostgreSQL the call is kept. The rows
// are checked on the engines in TestPGFormatOnEngines (root package).
func TestPGFormatWritten(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: pgFormatSchema}
	for _, tc := range []struct{ to, in, want string }{
		{"spark", "SELECT format('%s-%s', s, i) AS f FROM t",
			"SELECT concat(coalesce(s, ''), coalesce('-', ''), coalesce(CAST(i AS STRING), '')) AS f FROM t"},
		// positions: an unnumbered specifier takes the argument after the
		// last taken; %% is %
		{"trino", "SELECT format('%2$s %1$s %s|%%', s, i) AS f FROM t",
			"SELECT concat(coalesce(CAST(i AS VARCHAR), ''), coalesce(' ', ''), coalesce(s, ''), coalesce(' ', ''), coalesce(CAST(i AS VARCHAR), ''), coalesce('|%', '')) AS f FROM t"},
		{"duckdb", "SELECT format('[%3s][%-3s]', s, s) AS f FROM t",
			"SELECT concat('[', CASE WHEN length(concat(s)) < 3 THEN lpad(concat(s), 3, ' ') ELSE concat(s) END, '][', CASE WHEN length(concat(s)) < 3 THEN rpad(concat(s), 3, ' ') ELSE concat(s) END, ']') AS f FROM t"},
		{"duckdb", "SELECT format('%L', s) AS f FROM t",
			`SELECT concat(CASE WHEN s IS NULL THEN 'NULL' ELSE concat(CASE WHEN strpos(concat(s), '\') > 0 THEN 'E' ELSE '' END, '''', replace(replace(concat(s), '\', '\\'), '''', ''''''), '''') END) AS f FROM t`},
		// an empty format, one without specifiers; an unused column
		{"duckdb", "SELECT format('') AS a, format('x', s) AS b FROM t", "SELECT concat('') AS a, concat('x') AS b FROM t"},
		// the output name is format's
		{"duckdb", "SELECT format('%s', s) FROM t", "SELECT concat(s) AS format FROM t"},
		{"postgres", "SELECT format('%I %5s', s, i) AS f FROM t", "SELECT format('%I %5s', s, i) AS f FROM t"},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", tc.to, opts)
		if err != nil {
			t.Errorf("%s to %s: %v", tc.in, tc.to, err)
			continue
		}
		if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
			t.Errorf("%s to %s:\ngot  %s\nwant %s", tc.in, tc.to, got, tc.want)
		}
	}
}

// What pg_format.go does not write is refused (T189) at the problem: a
// format that is not a string literal, %I, a width from an argument, an
// argument written twice that may change, an unused argument that may
// raise, and a format PostgreSQL raises for, with PostgreSQL's message
// (PostgreSQL 15 run: format('%x', 1) raises unrecognized format() type
// specifier "x", format('%s %s', 1) too few arguments for format(),
// format('%', 1) and format('%1$', 1) unterminated format() type
// specifier, format('%0$s', 1) format specifies argument 0, format('%5-s',
// 'a') unrecognized ... "-", format('%*5s', 3, 'a') width argument
// position must be ended by "$", format('%99999999999s', 'a') number is
// out of range, format('abc', 1/0) division by zero).
func TestPGFormatRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: pgFormatSchema}
	for _, tc := range []struct {
		in, msg string
		col     int
	}{
		{"SELECT format(s, i) FROM t", "string literal", 15},
		{"SELECT format('%s %I', s, s) FROM t", "%I", 19},
		{"SELECT format('%*s', 3, s) FROM t", "(*)", 16},
		{"SELECT format('ab%x', s) FROM t", `unrecognized format() type specifier "x"`, 18},
		{"SELECT format('%s %s', s) FROM t", "too few arguments for format()", 19},
		{"SELECT format('%s %2$s', s) FROM t", "too few arguments for format()", 19},
		{"SELECT format('a%', s) FROM t", "unterminated format() type specifier", 17},
		{"SELECT format('%1$', s) FROM t", "unterminated format() type specifier", 16},
		{"SELECT format('%0$s', s) FROM t", "format specifies argument 0", 16},
		{"SELECT format('%5-s', s) FROM t", `unrecognized format() type specifier "-"`, 16},
		{"SELECT format('%-5%', s) FROM t", `unrecognized format() type specifier "%"`, 16},
		{"SELECT format('%*5s', 3, s) FROM t", `width argument position must be ended by "$"`, 16},
		{"SELECT format('%99999999999s', s) FROM t", "number is out of range", 16},
		{"SELECT format('%2147483648s', s) FROM t", "number is out of range", 16},
		// a format whose text is not its value between quotes: at the literal
		{"SELECT format(E'\\n%x', s) FROM t", `unrecognized format() type specifier "x"`, 15},
		{"SELECT format('abc', 1 / i) FROM t", "does not use this argument", 22},
		{"SELECT format('%s%s', random(), s) FROM t", "", 0},
		{"SELECT format('%1$s%1$s', random()) FROM t", "more than once", 27},
		{"SELECT format('%5s', random()) FROM t", "more than once", 22},
		// not an aggregate nor a window function: PostgreSQL raises
		{"SELECT format('%s', s) OVER () FROM t", "not an aggregate or a window function", 8},
		{"SELECT format('%s', s) FILTER (WHERE i > 0) FROM t", "not an aggregate or a window function", 8},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", "duckdb", opts)
		if tc.col == 0 { // volatile once: written
			if tr, err = lateral.Translate(tc.in, "postgres", "spark", opts); err != nil {
				t.Errorf("%s: %v", tc.in, err)
			}
			continue
		}
		var le *lateral.Error
		if !errors.As(err, &le) {
			t.Errorf("%s: want T189, got %v %v", tc.in, tr, err)
			continue
		}
		d := le.Diagnostics.Errors()[0]
		if d.Code != "T189" || d.Span.Start.Line != 1 || d.Span.Start.Col != tc.col || !strings.Contains(d.Message, tc.msg) {
			t.Errorf("%s: want T189 @1:%d %q, got:\n%s", tc.in, tc.col, tc.msg, le.Format("<in>"))
		}
	}
	// the largest 32-bit width is PostgreSQL's too (it runs out of memory
	// only when the query runs)
	if _, err := lateral.Translate("SELECT format('%2147483647s', s) FROM t", "postgres", "trino", opts); err != nil {
		t.Errorf("width 2147483647: %v", err)
	}
	// a float argument is refused as concat's is (T087)
	tr, err := lateral.Translate("SELECT format('%s', d) FROM t", "postgres", "spark", opts)
	wantRefusal(t, tr, err, "T087")
}

// The other dialects' format (DuckDB's fmt {} syntax, Trino's Java
// Formatter, BigQuery's FORMAT) is not PostgreSQL's: it is not read, and
// is refused (T302) for another dialect rather than passed on; DuckDB's
// own printf stays an unknown function (W014).
func TestOtherFormatsNotRead(t *testing.T) {
	for _, tc := range []struct{ from, to string }{{"duckdb", "postgres"}, {"duckdb", "spark"}, {"trino", "duckdb"}, {"bigquery", "postgres"}} {
		tr, err := lateral.Translate("SELECT format('{}-%s', 1) AS f", tc.from, tc.to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T302")
	}
	tr, err := lateral.Translate("SELECT format('{}', 1) AS f", "duckdb", "duckdb", lateral.TranslateOptions{})
	if err != nil || !strings.Contains(tr.SQL, "format('{}', 1)") {
		t.Errorf("duckdb to duckdb: %v %v", tr, err)
	}
	tr, err = lateral.Translate("SELECT printf('%d', 1) AS f", "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil || len(tr.Warnings) == 0 || tr.Warnings[0].Code != "W014" {
		t.Errorf("duckdb printf to postgres: %v %v", tr, err)
	}
}

// lat run --dialect postgres names a select item that is a format call
// format, as PostgreSQL does (run on PostgreSQL 15), though it runs the
// concat the call is written as.
func TestPGFormatRunName(t *testing.T) {
	rows, err := lateral.Run(context.Background(), "SELECT x.format FROM (SELECT format('%s|', 1)) x", "postgres", lateral.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	if cols := rows.Columns(); len(cols) != 1 || cols[0].Name != "format" {
		t.Errorf("columns %v, want format", cols)
	}
	row, err := rows.Next()
	if err != nil || len(row) != 1 || fmt.Sprint(row[0]) != "1|" {
		t.Errorf("got %v, %v; want 1|", row, err)
	}
}
