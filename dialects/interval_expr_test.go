package dialects

import (
	"strings"
	"testing"
)

// BigQuery's INTERVAL int64_expression date_part takes an expression
// without parentheses (INTERVAL n DAY); it is read as the parenthesized
// form is, printed back in parentheses, and refused at its position by
// every other dialect; without a unit it is a syntax error.
func TestIntervalExpression(t *testing.T) {
	for sql, want := range map[string]string{
		"SELECT ts + INTERVAL n DAY FROM t":       "SELECT ts + INTERVAL (n) DAY FROM t",
		"SELECT INTERVAL t.n * 7 DAY FROM t":      "SELECT INTERVAL (t.n * 7) DAY FROM t",
		"SELECT INTERVAL -n MONTH FROM t":         "SELECT INTERVAL (-n) MONTH FROM t",
		"SELECT INTERVAL CAST(s AS INT64) HOUR":   "SELECT INTERVAL (CAST(s AS INT64)) HOUR",
		"SELECT INTERVAL 3 DAY, INTERVAL '1' DAY": "SELECT INTERVAL 3 DAY, INTERVAL '1' DAY",
	} {
		sc, diags := Parse(Dialects("bigquery"), sql, ParseOptions{})
		if diags.HasErrors() {
			t.Fatalf("%s: %v", sql, diags.Errors())
		}
		got, err := Print(Dialects("bigquery"), sc.Stmts[0], PrintOptions{})
		if err != nil || got != want {
			t.Errorf("%s: printed %q, %v; want %q", sql, got, err, want)
		}
	}
	for _, d := range Names() {
		sql, msg, col := "SELECT d + INTERVAL n DAY FROM t", "INTERVAL with an expression not in parentheses is not "+d+" syntax", 21
		if d == "bigquery" {
			sql, msg, col = "SELECT INTERVAL n AS x FROM t", "expected DAY", 19
		}
		_, diags := Parse(Dialects(d), sql, ParseOptions{})
		errs := diags.Errors()
		if len(errs) == 0 || !strings.Contains(errs[0].Message, msg) || errs[0].Span.Start.Col != col {
			t.Errorf("%s: %s: got %v; want %q at column %d", d, sql, errs, msg, col)
		}
	}
}
