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
		// A quarter and a year are 3 and 12 months (DATEADD usage notes).
		{"snowflake", call("dateadd", col("year"), col("n"), dateCast(col("d"))), "add_months_clamp(CAST(d AS date), (n * 12))"},
		{"snowflake", call("dateadd", col("qtr"), num(2), dateCast(col("d"))), "add_months_clamp(CAST(d AS date), 6)"},
		{"snowflake", call("dateadd", col("year"), col("n"), col("d")), "<unresolved>"},
		{"snowflake", call("dateadd", col("week"), col("n"), dateCast(col("d"))), "<unresolved>"},
		{"snowflake", call("datediff", col("day"), dateCast(col("a")), dateCast(col("b"))), "datediff_days(CAST(b AS date), CAST(a AS date))"},
		{"snowflake", call("datediff", col("month"), dateCast(col("a")), dateCast(col("b"))), "datediff_months(CAST(b AS date), CAST(a AS date))"},
		{"snowflake", call("datediff", col("year"), dateCast(col("a")), dateCast(col("b"))), "CAST((year(CAST(b AS date)) - year(CAST(a AS date))) AS bigint)"},
		{"snowflake", call("datediff", col("quarter"), dateCast(col("a")), dateCast(col("b"))), "datediff_quarters(CAST(b AS date), CAST(a AS date))"},
		{"snowflake", call("datediff", col("month"), col("a"), col("b")), "<unresolved>"},
		{"duckdb", call("date_diff", str("month"), col("a"), col("b")), "datediff_months(b, a)"},
		{"duckdb", call("date_diff", str("year"), col("a"), col("b")), "CAST((year(CAST(b AS date)) - year(CAST(a AS date))) AS bigint)"},
		{"duckdb", call("date_diff", str("quarter"), col("a"), col("b")), "datediff_quarters(b, a)"},
		{"trino", call("date_add", str("quarter"), col("n"), dateCast(col("d"))), "add_months_clamp(CAST(d AS date), (n * 3))"},
		{"trino", call("date_add", str("year"), num(-1), dateCast(col("d"))), "add_months_clamp(CAST(d AS date), -12)"},
		// Doris months_add clamps as MySQL's date_add; a DATETIME gives
		// a DATETIME.
		{"doris", call("months_add", dateCast(col("d")), col("n")), "add_months_clamp(CAST(d AS date), n)"},
		{"doris", call("years_sub", dateCast(col("d")), num(2)), "add_months_clamp(CAST(d AS date), -24)"},
		{"doris", call("months_sub", dateCast(col("d")), col("n")), "add_months_clamp(CAST(d AS date), -n)"},
		{"doris", call("months_add", col("d"), col("n")), "<unresolved>"},
		// BigQuery DATE_ADD, DATE_SUB and DATE_DIFF take a DATE.
		{"bigquery", call("date_add", col("d"), &ast.Interval{Value: col("n"), Unit: "MONTH"}), "add_months_clamp(d, n)"},
		{"bigquery", call("date_sub", col("d"), &ast.Interval{Value: num(1), Unit: "YEAR"}), "add_months_clamp(d, -12)"},
		{"bigquery", call("date_add", col("d"), &ast.Interval{Value: num(1), Unit: "QUARTER"}), "add_months_clamp(d, 3)"},
		{"bigquery", call("date_sub", col("d"), &ast.Interval{Value: col("n"), Unit: "DAY"}), "date_sub_days(d, n)"},
		{"bigquery", call("date_add", col("d"), &ast.Interval{Value: num(2), Unit: "WEEK"}), "date_add_days(d, 14)"},
		{"bigquery", call("date_add", col("d"), &ast.Interval{Value: num(2), Unit: "HOUR"}), "<unresolved>"},
		{"bigquery", call("date_add", col("d"), &ast.Interval{Value: frac, Unit: "MONTH"}), "<unresolved>"},
		{"bigquery", call("date_diff", col("a"), col("b"), col("MONTH")), "datediff_months(a, b)"},
		{"bigquery", call("date_diff", col("a"), col("b"), col("year")), "CAST((year(CAST(a AS date)) - year(CAST(b AS date))) AS bigint)"},
		{"bigquery", call("date_diff", col("a"), col("b"), col("DAY")), "datediff_days(a, b)"},
		{"bigquery", call("date_diff", col("a"), col("b"), col("WEEKS")), "<unresolved>"},
		// months_between of two DATEs only: a timestamp's time counts.
		{"hive", call("months_between", dateCast(col("a")), dateCast(col("b"))), "months_between_dates(CAST(a AS date), CAST(b AS date))"},
		{"spark", call("months_between", dateCast(col("a")), dateCast(col("b")), &ast.Literal{Kind: ast.LitBool, Value: "true"}), "months_between_dates(CAST(a AS date), CAST(b AS date))"},
		{"spark", call("months_between", dateCast(col("a")), dateCast(col("b")), &ast.Literal{Kind: ast.LitBool, Value: "false"}), "<unresolved>"},
		{"hive", call("months_between", col("a"), col("b")), "<unresolved>"},
		{"trino", call("date_add", str("month"), col("n"), dateCast(col("d"))), "add_months_clamp(CAST(d AS date), n)"},
		{"trino", call("date_add", str("month"), col("n"), col("d")), "<unresolved>"},
	} {
		got := resolve(t, c.dialect, false, c.in)
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
		// BigQuery's and Doris's last-day rule with LAST_DAY: no day after
		// d, which raises for 9999-12-31.
		{"doris", "add_months_clamp", "months_add(CAST(d AS date), n)"},
		{"doris", "add_months_last_day", "CASE WHEN (CAST(d AS date) = last_day(CAST(d AS date))) THEN last_day(months_add(CAST(d AS date), n)) ELSE months_add(CAST(d AS date), n) END"},
		{"bigquery", "add_months_last_day", "CASE WHEN (CAST(d AS date) = last_day(CAST(d AS date))) THEN last_day(date_add(CAST(d AS date), INTERVAL n MONTH)) ELSE date_add(CAST(d AS date), INTERVAL n MONTH) END"},
		{"spark", "months_between_dates", "months_between(CAST(d AS date), CAST(n AS date))"},
	} {
		if got := spell(t, c.dialect, c.canon, d, n); got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.dialect, c.canon, got, c.want)
		}
	}
	// A target without the rule refuses with T099, naming both rules.
	for _, c := range []struct{ dialect, canon string }{
		{"ansi", "add_months_clamp"}, {"ansi", "add_months_last_day"}, {"drill", "add_months_last_day"}, {"drill", "add_months_clamp"},
	} {
		e := spellErr(t, c.dialect, c.canon, d, n)
		if e.Code != CodeMonthRule || !strings.Contains(e.Message, c.canon) || !strings.Contains(e.Message, c.dialect) {
			t.Errorf("%s %s: %s %s", c.dialect, c.canon, e.Code, e.Message)
		}
	}
	// months_between's rule is Hive's and Spark's only.
	for _, dialect := range []string{"postgres", "duckdb", "trino", "snowflake", "doris", "bigquery"} {
		if e := spellErr(t, dialect, "months_between_dates", d, n); e.Code != CodeMonthsBetween {
			t.Errorf("%s months_between_dates: %s %s", dialect, e.Code, e.Message)
		}
	}
	// An argument used more than once must be deterministic.
	e := spellErr(t, "postgres", "add_months_last_day", call("rand"), n)
	if e.Code != CodeFuncArgs {
		t.Errorf("volatile argument: %s %s", e.Code, e.Message)
	}
}
