package dialects

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

func dateCast(e ast.Expr) ast.Expr { return &ast.Cast{X: e, Type: &ast.TypeName{Kind: ast.TypeDate}} }

// Month arithmetic is read with the source's rule for a month's last day
// (functions_dates.go); forms whose rule or result type is not known are
// the dialect's own.
func TestMonthArithmeticRead(t *testing.T) {
	frac := &ast.Literal{Kind: ast.LitDecimal, Value: "1.5"}
	half := &ast.Binary{Op: ast.OpDivFrac, L: col("n"), R: num(2)}
	for _, c := range []struct {
		dialect string
		in      *ast.Func
		want    string
	}{
		{"hive", call("add_months", col("d"), col("n")), "add_months_last_day(d, n)"},
		{"spark", call("add_months", col("d"), col("n")), "add_months_clamp(d, n)"},
		// Hive truncates a fractional count; not read.
		{"hive", call("add_months", col("d"), frac), "<unresolved>"},
		{"hive", call("add_months", col("d"), num(1), str("yyyy")), "<unresolved>"},
		// n / 2 is a DOUBLE in Hive (truncated by add_months); PostgreSQL
		// would add half a month as days.
		{"hive", call("add_months", col("d"), half), "<unresolved>"},
		{"spark", call("add_months", col("d"), &ast.Cast{X: col("n"), Type: &ast.TypeName{Kind: ast.TypeDouble}}), "<unresolved>"},
		{"snowflake", call("add_months", dateCast(col("d")), half), "<unresolved>"},
		{"snowflake", call("dateadd", col("month"), &ast.Cast{X: col("n"), Type: &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{10, 2}}}, dateCast(col("d"))), "<unresolved>"},
		{"snowflake", call("dateadd", col("day"), frac, dateCast(col("d"))), "<unresolved>"},
		{"snowflake", call("dateadd", col("month"), &ast.Cast{X: col("n"), Type: &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{10, 0}}}, dateCast(col("d"))), "add_months_clamp(CAST(d AS date), CAST(n AS decimal))"},
		{"snowflake", call("add_months", dateCast(col("d")), col("n")), "add_months_last_day(CAST(d AS date), n)"},
		// A timestamp gives a timestamp in Snowflake.
		{"snowflake", call("add_months", col("d"), col("n")), "<unresolved>"},
		{"snowflake", call("dateadd", col("day"), col("n"), dateCast(col("d"))), "date_add_days(CAST(d AS date), n)"},
		{"snowflake", call("dateadd", str("DAYS"), col("n"), dateCast(col("d"))), "date_add_days(CAST(d AS date), n)"},
		{"snowflake", call("timestampadd", col("mm"), col("n"), dateCast(col("d"))), "add_months_clamp(CAST(d AS date), n)"},
		{"snowflake", call("dateadd", col("day"), col("n"), col("d")), "<unresolved>"},
		{"snowflake", call("dateadd", col("year"), col("n"), dateCast(col("d"))), "<unresolved>"},
		{"snowflake", call("datediff", col("day"), dateCast(col("a")), dateCast(col("b"))), "datediff_days(CAST(b AS date), CAST(a AS date))"},
		{"snowflake", call("datediff", col("month"), dateCast(col("a")), dateCast(col("b"))), "datediff_months(CAST(b AS date), CAST(a AS date))"},
		{"snowflake", call("datediff", col("year"), dateCast(col("a")), dateCast(col("b"))), "<unresolved>"},
		{"snowflake", call("datediff", col("month"), col("a"), col("b")), "<unresolved>"},
		{"duckdb", call("date_diff", str("month"), col("a"), col("b")), "datediff_months(b, a)"},
		{"duckdb", call("date_diff", str("year"), col("a"), col("b")), "<unresolved>"},
		{"trino", call("date_add", str("month"), col("n"), dateCast(col("d"))), "add_months_clamp(CAST(d AS date), n)"},
		{"trino", call("date_add", str("month"), col("n"), col("d")), "<unresolved>"},
	} {
		got := "<unresolved>"
		if out, ok := ResolveCall(fnTestDialect(t, c.dialect), c.in, false); ok {
			got = render(out)
		}
		if got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, render(c.in), got, c.want)
		}
	}
}

func TestMonthArithmeticWrite(t *testing.T) {
	d, n := col("d"), col("n")
	for _, c := range []struct {
		dialect, canon string
		want           string
	}{
		{"hive", "add_months_last_day", "add_months(d, n)"},
		{"snowflake", "add_months_last_day", "add_months(CAST(d AS date), n)"},
		{"spark", "add_months_clamp", "add_months(d, n)"},
		{"trino", "add_months_clamp", "date_add('month', n, CAST(d AS date))"},
		{"snowflake", "add_months_clamp", "dateadd(month, n, CAST(d AS date))"},
		{"snowflake", "date_add_days", "dateadd(day, n, CAST(d AS date))"},
		// The last-day rule spelled with clamping arithmetic.
		{"spark", "add_months_last_day", "CASE WHEN (day(date_add(d, 1)) = 1) THEN date_sub(add_months(date_add(d, 1), n), 1) ELSE add_months(d, n) END"},
		{"snowflake", "datediff_months", "datediff(month, CAST(n AS date), CAST(d AS date))"},
		{"trino", "datediff_months", "(((year(CAST(d AS date)) - year(CAST(n AS date))) * 12) + (month(CAST(d AS date)) - month(CAST(n AS date))))"},
		// The clamping rule spelled with Hive's add_months.
		{"hive", "add_months_clamp", "CASE WHEN (day(add_months(d, n)) > day(d)) THEN date_sub(add_months(d, n), (day(add_months(d, n)) - day(d))) ELSE add_months(d, n) END"},
	} {
		if got := spell(t, c.dialect, c.canon, d, n); got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.dialect, c.canon, got, c.want)
		}
	}
	// A target without the rule refuses with T099, naming both rules.
	for _, c := range []struct{ dialect, canon string }{
		{"ansi", "add_months_clamp"}, {"ansi", "add_months_last_day"}, {"doris", "add_months_last_day"}, {"drill", "add_months_clamp"},
	} {
		e := spellErr(t, c.dialect, c.canon, d, n)
		if e.Code != CodeMonthRule || !strings.Contains(e.Message, c.canon) || !strings.Contains(e.Message, c.dialect) {
			t.Errorf("%s %s: %s %s", c.dialect, c.canon, e.Code, e.Message)
		}
	}
	// An argument used more than once must be deterministic.
	e := spellErr(t, "postgres", "add_months_last_day", call("rand"), n)
	if e.Code != CodeFuncArgs {
		t.Errorf("volatile argument: %s %s", e.Code, e.Message)
	}
}
