package executor_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// pgDisplayCases are one-column queries with the text lateral run shows
// for their rows in the PostgreSQL dialect; TestPostgresDisplayOnPostgres
// checks it against PostgreSQL's own text of the column.
var pgDisplayCases = []struct{ query, want string }{
	// a numeric keeps its scale
	{"SELECT 1.0", "1.0"},
	{"SELECT 1.50", "1.50"},
	{"SELECT 1.0 + 1", "2.0"},
	{"SELECT 2.00 * 3", "6.00"},
	{"SELECT -0.0", "0.0"},
	{"SELECT 100.0", "100.0"},
	{"SELECT CAST(1.5 AS NUMERIC(5, 3))", "1.500"},
	{"SELECT sum(x) FROM (VALUES (1.50), (2.0)) t(x)", "3.50"},
	{"SELECT avg(x) FROM (VALUES (1.50), (2.0)) t(x)", "1.7500000000000000"},
	{"SELECT x FROM (VALUES (1.0), (2.50)) t(x)", "1.0\n2.50"},
	// round and trunc to more places than the number has add zeros; an
	// integer or a string literal is a numeric there
	{"SELECT round(2.5, 2)", "2.50"},
	{"SELECT trunc(2.5, 3)", "2.500"},
	{"SELECT round(CAST(1.5 AS NUMERIC(5, 1)), 3)", "1.500"},
	{"SELECT round(1, 2)", "1.00"},
	{"SELECT trunc(CAST(-7 AS BIGINT), 1)", "-7.0"},
	{"SELECT round('1.5', 2)", "1.50"},
	{"SELECT round(x, n) FROM (VALUES (1.5, 2), (15.5, -1), (1.23456, 3)) t(x, n)", "1.50\n20\n1.235"},
}

// displayText runs query in dialect and gives the rows as lateral run's
// table shows them.
func displayText(t *testing.T, dialect, query string) string {
	t.Helper()
	r, err := lateral.Run(context.Background(), query, dialect, lateral.RunOptions{})
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer r.Close()
	rows, err := r.All()
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	var lines []string
	for _, row := range engines.DisplayReferenceRowsIn(rows, dialect) {
		parts := make([]string, len(row))
		for i, v := range row {
			switch x := v.(type) {
			case string:
				parts[i] = x
			case engines.Decimal:
				parts[i] = string(x)
			default:
				parts[i] = engines.Canonical(v)
			}
		}
		lines = append(lines, strings.Join(parts, " | "))
	}
	return strings.Join(lines, "\n")
}

// TestPostgresDisplay: lateral run shows PostgreSQL values in
// PostgreSQL's text.
func TestPostgresDisplay(t *testing.T) {
	for _, c := range pgDisplayCases {
		if got := displayText(t, "postgres", c.query); got != c.want {
			t.Errorf("%s: got %q, want %q", c.query, got, c.want)
		}
	}
}

func TestPostgresDisplayOnPostgres(t *testing.T) {
	pg := enginetest.Postgres(t)
	for _, c := range pgDisplayCases {
		res := enginetest.Query(t, pg, "SELECT CAST(x AS TEXT) FROM ("+c.query+") s(x)")
		if got := strings.Join(duckRowsText(res), "\n"); got != c.want {
			t.Errorf("%s: PostgreSQL gives %q, the case wants %q", c.query, got, c.want)
		}
	}
}

// pgRunGapCases are PostgreSQL queries the reference executor answers or
// raises for as PostgreSQL 15 does; TestPostgresRunGapsOnPostgres runs each
// on PostgreSQL itself.
func pgRunGapCases() []sqlCase {
	cs := []sqlCase{
		// math functions outside their domain or range raise
		{name: "sqrt of a negative", query: "SELECT sqrt(-1)", err: "cannot take square root of a negative number"},
		{name: "sqrt of a negative numeric", query: "SELECT sqrt(-1.0)", err: "cannot take square root of a negative number"},
		{name: "sqrt of -infinity", query: "SELECT sqrt(CAST('-inf' AS FLOAT8))", err: "cannot take square root of a negative number"},
		{name: "ln of zero", query: "SELECT ln(0)", err: "cannot take logarithm of zero"},
		{name: "ln of a negative", query: "SELECT ln(-1)", err: "cannot take logarithm of a negative number"},
		{name: "ln of a column's zero", query: "SELECT ln(x) FROM (VALUES (1), (0)) t(x)", err: "cannot take logarithm of zero"},
		{name: "log of zero", query: "SELECT log(0)", err: "cannot take logarithm of zero"},
		{name: "log10 of a negative", query: "SELECT log10(-1)", err: "cannot take logarithm of a negative number"},
		{name: "log of base zero", query: "SELECT log(0, -1)", err: "cannot take logarithm of zero"},
		{name: "log of base 1, number zero", query: "SELECT log(1, 0)", err: "cannot take logarithm of zero"},
		{name: "log of base 1", query: "SELECT log(1, 2)", err: "division by zero"},
		{name: "power of zero to a negative", query: "SELECT power(0, -1)", err: "zero raised to a negative power is undefined"},
		{name: "power of a negative to a fraction", query: "SELECT power(-8, CAST(0.5 AS FLOAT8))", err: "a negative number raised to a non-integer power yields a complex result"},
		{name: "power overflow", query: "SELECT power(10, 400)", err: "value out of range: overflow"},
		{name: "power underflow", query: "SELECT power(CAST(10 AS FLOAT8), -400)", err: "value out of range: underflow"},
		{name: "exp overflow", query: "SELECT exp(710)", err: "value out of range: overflow"},
		{name: "exp underflow", query: "SELECT exp(-1000)", err: "value out of range: underflow"},
		{name: "cos of infinity", query: "SELECT cos(CAST('inf' AS FLOAT8))", err: "input is out of range"},
		{name: "acos beyond 1", query: "SELECT acos(2)", err: "input is out of range"},
		{name: "math at the domain's edges", query: "SELECT CAST(sqrt(0) AS TEXT), CAST(ln(1) AS TEXT), CAST(log(1) AS TEXT), CAST(sqrt(CAST('nan' AS FLOAT8)) AS TEXT), CAST(power(CAST(2 AS FLOAT8), CAST('-inf' AS FLOAT8)) AS TEXT), " +
			"CAST(exp(CAST('-inf' AS FLOAT8)) AS TEXT), CAST(power(CAST('nan' AS FLOAT8), 0) AS TEXT), CAST(acos(CAST('nan' AS FLOAT8)) AS TEXT)",
			want: []string{"0 | 0 | 0 | NaN | 0 | 0 | 1 | NaN"}},
		// a rounded numeric's text has the zeros added
		{name: "round's text", query: "SELECT CAST(round(x, 3) AS TEXT), length(CAST(round(x, 3) AS TEXT)) FROM (VALUES (1.5)) t(x)", want: []string{"1.500 | 5"}},
		// a text value meets a number, a boolean or a date in no
		// comparison; a subquery's untyped NULL is text
		{name: "IN (SELECT text)", query: "SELECT 7 IN (SELECT '7')", err: "operator does not exist: integer = text"},
		{name: "= ANY (SELECT text)", query: "SELECT 7 = ANY (SELECT '7')", err: "operator does not exist: integer = text"},
		{name: "< ALL (SELECT text)", query: "SELECT 1 < ALL (SELECT '2')", err: "operator does not exist: integer < text"},
		{name: "= (SELECT text)", query: "SELECT 1 = (SELECT '1')", err: "operator does not exist: integer = text"},
		{name: "IS DISTINCT FROM (SELECT text)", query: "SELECT 1 IS DISTINCT FROM (SELECT '1')", err: "operator does not exist: integer = text"},
		{name: "BETWEEN (SELECT text)", query: "SELECT 1 BETWEEN (SELECT '0') AND 2", err: "operator does not exist: integer >= text"},
		{name: "a text column = 1", query: "SELECT x = 1 FROM (SELECT '1' AS x) t", err: "operator does not exist: text = integer"},
		{name: "a text column IN (1, 2)", query: "SELECT x IN (1, 2) FROM (VALUES ('1')) t(x)", err: "operator does not exist: text = integer"},
		{name: "boolean = (SELECT text)", query: "SELECT true = (SELECT 't')", err: "operator does not exist: boolean = text"},
		{name: "date = (SELECT text)", query: "SELECT DATE '2020-01-01' = (SELECT '2020-01-01')", err: "operator does not exist: date = text"},
		{name: "(SELECT NULL) + 1", query: "SELECT (SELECT NULL) + 1", err: "operator does not exist: text + integer"},
		{name: "IN (SELECT NULL)", query: "SELECT 1 IN (SELECT NULL)", err: "operator does not exist: integer = text"},
		{name: "text comparisons that exist", query: "SELECT 7 IN ('7'), 'a' IN (SELECT 'a'), CAST((SELECT '7') AS INT) = 7, 1 IN (SELECT 1.5), (SELECT NULL) IS NULL, pg_typeof((SELECT NULL))",
			want: []string{"true | true | true | false | true | text"}},
		// timestamp - timestamp: whole days as days
		{name: "timestamp - timestamp", query: "SELECT CAST(CAST('2020-01-03 01:00' AS TIMESTAMP) - '2020-01-01' AS TEXT), " +
			"CAST(TIMESTAMP '2020-01-01' - TIMESTAMP '2020-01-03 01:00' AS TEXT), CAST(TIMESTAMP '2020-03-01' - TIMESTAMP '2020-01-01 00:00:01.5' AS TEXT), " +
			"CAST(TIMESTAMP '2020-01-02' - TIMESTAMP '2020-01-01' AS TEXT), extract(day FROM TIMESTAMP '2020-01-03 01:00' - TIMESTAMP '2020-01-01')",
			want: []string{"2 days 01:00:00 | -2 days -01:00:00 | 59 days 23:59:58.5 | 1 day | 2"}},
		{name: "timestamp - an interval literal", query: "SELECT TIMESTAMP '2020-01-03' - '1 day'", err: "invalid input syntax for type timestamp"},
		// date_trunc of an interval, and of a time read as one
		{name: "date_trunc of a time", query: "SELECT CAST(date_trunc('hour', TIME '10:30') AS TEXT), CAST(date_trunc('second', TIME '10:30:15.5') AS TEXT), CAST(date_trunc('day', TIME '10:30') AS TEXT)",
			want: []string{"10:00:00 | 10:30:15 | 00:00:00"}},
		{name: "date_trunc of an interval", query: "SELECT CAST(date_trunc('quarter', INTERVAL '1 year 5 mons 3 days 04:05:06.789') AS TEXT), " +
			"CAST(date_trunc('milliseconds', INTERVAL '-1 year -5 mons -3 days -04:05:06.789123') AS TEXT), CAST(date_trunc('minute', INTERVAL '-04:05:06') AS TEXT), " +
			"CAST(date_trunc('century', INTERVAL '1234 years 5 mons') AS TEXT), CAST(date_trunc('decade', INTERVAL '-15 years') AS TEXT), " +
			"CAST(date_trunc('month', INTERVAL '45 days') AS TEXT), CAST(date_trunc('year', INTERVAL '-14 mons') AS TEXT), CAST(date_trunc('H', INTERVAL '100 hours 5 min') AS TEXT)",
			want: []string{"1 year 3 mons | -1 years -5 mons -3 days -04:05:06.789 | -04:05:00 | 1200 years | -10 years | 00:00:00 | -1 years | 100:00:00"}},
		{name: "date_trunc of an interval to a week", query: "SELECT date_trunc('week', INTERVAL '10 days')", err: "not supported for type interval"},
		{name: "date_trunc of an interval to no unit", query: "SELECT date_trunc('foo', INTERVAL '10 days')", err: "not recognized for type interval"},
		// pg_typeof of abs: its argument's type
		{name: "pg_typeof(abs(...))", query: "SELECT pg_typeof(abs(-1)), pg_typeof(abs(CAST(1 AS SMALLINT))), pg_typeof(abs(CAST(1 AS BIGINT))), pg_typeof(abs(1.5)), pg_typeof(abs(CAST(1 AS REAL))), pg_typeof(abs(CAST(1 AS FLOAT8)))",
			want: []string{"integer | smallint | bigint | numeric | real | double precision"}},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresRunGaps(t *testing.T) {
	for _, c := range pgRunGapCases() {
		runSQL(t, c)
	}
}

func TestPostgresRunGapsOnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgRunGapCases())
}

// duckRunCases are DuckDB queries the reference executor answers or
// raises for as DuckDB does; TestDuckDBRunOnDuckDB runs each on DuckDB.
func duckRunCases() []sqlCase {
	cs := []sqlCase{
		{name: "sqrt of a negative", query: "SELECT sqrt(-1)", err: "cannot take square root of a negative number"},
		{name: "ln of zero", query: "SELECT ln(0)", err: "cannot take logarithm of zero"},
		{name: "ln of a negative", query: "SELECT ln(-1)", err: "cannot take logarithm of a negative number"},
		{name: "log of zero", query: "SELECT log(0)", err: "cannot take logarithm of zero"},
		{name: "log2 of a negative", query: "SELECT log2(-1)", err: "cannot take logarithm of a negative number"},
		{name: "log of base 1", query: "SELECT log(1, 0)", err: "divison by zero in based logarithm"},
		{name: "log of a zero base", query: "SELECT log(0, -1)", err: "cannot take logarithm of zero"},
		{name: "sin of -infinity", query: "SELECT sin(CAST('-inf' AS DOUBLE))", err: "input value -inf is out of range for numeric function"},
		{name: "asin beyond 1", query: "SELECT asin(-2)", err: "ASIN is undefined outside [-1,1]"},
		{name: "power, exp, NaN: IEEE", query: "SELECT CAST(power(0, -1) AS VARCHAR), CAST(exp(1000) AS VARCHAR), CAST(power(-8, 0.5) AS VARCHAR), CAST(sqrt(CAST('nan' AS DOUBLE)) AS VARCHAR)",
			want: []string{"inf | inf | -nan | nan"}},
		// a string literal added to a timestamp is an interval
		{name: "timestamp + a string", query: "SELECT CAST(TIMESTAMP '2020-01-01' + '1 day' AS VARCHAR), CAST('1 day' + TIMESTAMP '2020-01-01' AS VARCHAR), CAST(TIMESTAMP '2020-01-01' + '1' AS VARCHAR)",
			want: []string{"2020-01-02 00:00:00 | 2020-01-02 00:00:00 | 2020-01-01 00:00:01"}},
		{name: "timestamp - timestamp", query: "SELECT CAST(TIMESTAMP '2020-01-01' - TIMESTAMP '2020-01-03 01:00' AS VARCHAR), date_part('day', TIMESTAMP '2020-01-02' - TIMESTAMP '2020-01-01')",
			want: []string{"-2 days -01:00:00 | 1"}},
	}
	for i := range cs {
		cs[i].dialect = "duckdb"
	}
	return cs
}

func TestDuckDBRun(t *testing.T) {
	for _, c := range duckRunCases() {
		runSQL(t, c)
	}
}

func TestDuckDBRunOnDuckDB(t *testing.T) {
	casesOnDuckDB(t, duckRunCases())
}
