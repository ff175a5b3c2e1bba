package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// generate_date_array: PostgreSQL and DuckDB take every literal step (their
// series add the step to the previous element, as BigQuery does); Trino,
// Presto and Spark only days and weeks, behind a guard for a step moving
// away from the stop; a zero or computed step and the targets without a
// series of dates are refused.
func TestGenerateDateArray(t *testing.T) {
	date := func(v string) ast.Expr { return &ast.TypedLit{Type: &ast.TypeName{Kind: ast.TypeDate}, Value: v} }
	iv := func(v ast.Expr, unit string) ast.Expr { return &ast.Interval{Value: v, Unit: unit} }
	a, b := date("2016-01-31"), date("2016-05-31")
	for _, c := range []struct {
		dialect string
		args    []ast.Expr
		want    string
	}{
		{"duckdb", []ast.Expr{a, b, iv(num(1), "MONTH")}, "CAST(generate_series(<*ast.TypedLit>, <*ast.TypedLit>, INTERVAL '1' MONTH) AS array)"},
		{"duckdb", []ast.Expr{a, b}, "CAST(generate_series(<*ast.TypedLit>, <*ast.TypedLit>, INTERVAL '1' DAY) AS array)"},
		{"duckdb", []ast.Expr{a, b, iv(num(2), "QUARTER")}, "CAST(generate_series(<*ast.TypedLit>, <*ast.TypedLit>, INTERVAL '6' MONTH) AS array)"},
		{"duckdb", []ast.Expr{str("2016-01-31"), b, iv(&ast.Unary{Op: ast.OpNeg, X: num(1)}, "WEEK")}, "CAST(generate_series(CAST('2016-01-31' AS date), <*ast.TypedLit>, INTERVAL '-7' DAY) AS array)"},
		{"trino", []ast.Expr{a, b, iv(num(1), "WEEK")}, "CASE WHEN (<*ast.TypedLit> > <*ast.TypedLit>) THEN ARRAY[] ELSE sequence(<*ast.TypedLit>, <*ast.TypedLit>, INTERVAL '7' DAY) END"},
		{"spark", []ast.Expr{a, b, iv(str("-3"), "DAY")}, "CASE WHEN (<*ast.TypedLit> < <*ast.TypedLit>) THEN ARRAY[] ELSE sequence(<*ast.TypedLit>, <*ast.TypedLit>, INTERVAL '-3' DAY) END"},
	} {
		if got := spell(t, c.dialect, "generate_date_array", c.args...); got != c.want {
			t.Errorf("%s %v:\n got %s\nwant %s", c.dialect, c.args, got, c.want)
		}
	}
	pg := "CASE WHEN (<*ast.TypedLit> IS NULL OR <*ast.TypedLit> IS NULL) THEN NULL ELSE ARRAY(SELECT CAST(v AS date) FROM generate_series(CAST(<*ast.TypedLit> AS timestamp), CAST(<*ast.TypedLit> AS timestamp), INTERVAL '1' MONTH) WITH ORDINALITY ORDER BY o) END"
	if got := spell(t, "postgres", "generate_date_array", a, b, iv(num(1), "MONTH")); got != pg {
		t.Errorf("postgres:\n got %s\nwant %s", got, pg)
	}
	for _, c := range []struct {
		dialect string
		args    []ast.Expr
		says    string
	}{
		{"trino", []ast.Expr{a, b, iv(num(1), "MONTH")}, "adds i times the step to the start"},
		{"spark", []ast.Expr{a, b, iv(num(1), "YEAR")}, "adds i times the step to the start"},
		{"duckdb", []ast.Expr{a, b, iv(num(0), "DAY")}, "step is zero"},
		{"postgres", []ast.Expr{a, b, iv(col("n"), "DAY")}, "must be an interval literal"},
		{"duckdb", []ast.Expr{a, b, iv(num(1), "HOUR")}, "must be an interval literal"},
		{"hive", []ast.Expr{a, b}, "no series of dates"},
		{"snowflake", []ast.Expr{a, b}, "numbers only"},
	} {
		d := spellErr(t, c.dialect, "generate_date_array", c.args...)
		if d.Code != CodeFuncUnsupported || !strings.Contains(d.Message, c.says) {
			t.Errorf("%s %v: %s %q, want %s saying %q", c.dialect, c.args, d.Code, d.Message, CodeFuncUnsupported, c.says)
		}
	}
}

// generate_timestamp_array: PostgreSQL and DuckDB take a literal step of
// seconds, minutes, hours or days, a day written as 24 hours (their day
// is a calendar day of the session time zone, BigQuery's 24 hours); the
// other steps and targets are refused.
func TestGenerateTimestampArray(t *testing.T) {
	ts := func(v string) ast.Expr {
		return &ast.TypedLit{Type: &ast.TypeName{Kind: ast.TypeTimestampTZ}, Value: v}
	}
	iv := func(v ast.Expr, unit string) ast.Expr { return &ast.Interval{Value: v, Unit: unit} }
	a, b := ts("2016-10-05 00:00:00"), ts("2016-10-07 00:00:00")
	if got, want := spell(t, "duckdb", "generate_timestamp_array", a, b, iv(&ast.Unary{Op: ast.OpNeg, X: num(2)}, "DAY")),
		"generate_series(<*ast.TypedLit>, <*ast.TypedLit>, INTERVAL '-48' HOUR)"; got != want {
		t.Errorf("duckdb:\n got %s\nwant %s", got, want)
	}
	if got, want := spell(t, "postgres", "generate_timestamp_array", str("2016-10-05 00:00:00"), b, iv(num(1), "MINUTE")),
		"CASE WHEN ((CAST('2016-10-05 00:00:00' AS timestamptz) IS NULL OR <*ast.TypedLit> IS NULL) OR INTERVAL '1' MINUTE IS NULL) THEN NULL ELSE ARRAY(SELECT v FROM generate_series(CAST('2016-10-05 00:00:00' AS timestamptz), <*ast.TypedLit>, INTERVAL '1' MINUTE) WITH ORDINALITY ORDER BY o) END"; got != want {
		t.Errorf("postgres:\n got %s\nwant %s", got, want)
	}
	for _, c := range []struct {
		dialect string
		step    ast.Expr
		says    string
	}{
		{"duckdb", iv(num(0), "HOUR"), "step is zero"},
		{"postgres", iv(num(1), "MILLISECOND"), "must be an interval literal"},
		{"duckdb", iv(col("n"), "HOUR"), "must be an interval literal"},
		{"trino", iv(num(1), "HOUR"), "not checked"},
		{"spark", iv(num(1), "HOUR"), "not checked"},
	} {
		d := spellErr(t, c.dialect, "generate_timestamp_array", a, b, c.step)
		if d.Code != CodeFuncUnsupported || !strings.Contains(d.Message, c.says) {
			t.Errorf("%s %v: %s %q, want %s saying %q", c.dialect, c.step, d.Code, d.Message, CodeFuncUnsupported, c.says)
		}
	}
}
