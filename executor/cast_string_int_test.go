package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/enginetest"
)

// stringIntCase is one string cast to an integer type: want is the value,
// "NULL", or "error".
type stringIntCase struct{ s, typ, want string }

// castStringInt runs CAST(s AS typ) in dialect on a constant (folded when
// planned) and on a column (converted per row); both must agree. It
// returns the value, or "error".
func castStringInt(t *testing.T, dialect string, c stringIntCase) string {
	t.Helper()
	lit := "'" + strings.ReplaceAll(c.s, "'", "''") + "'"
	constant, cerr := dialectRows(t, dialect, "SELECT CAST("+lit+" AS "+c.typ+")")
	column, rerr := dialectRows(t, dialect, "SELECT CAST(s AS "+c.typ+") FROM (SELECT "+lit+" AS s) AS t")
	if (cerr != nil) != (rerr != nil) || cerr == nil && constant != column {
		t.Errorf("%s: CAST(%s AS %s): constant %q (%v), column %q (%v)", dialect, lit, c.typ, constant, cerr, column, rerr)
	}
	if cerr != nil {
		return "error"
	}
	return constant
}

// duckStringInt: DuckDB rounds the number a string holds, halves away from
// zero, reading an exponent, and rejects a string that is no number. Every
// row was run on DuckDB 1.5.6 (duckdb-go), which TestCastStringToIntegerDuckDB
// checks again whenever DuckDB is available.
var duckStringInt = []stringIntCase{
	{"2.5", "INTEGER", "3"}, {"-2.5", "INTEGER", "-3"}, {"3.5", "INTEGER", "4"}, {"2.4", "INTEGER", "2"},
	{"  7.9 ", "INTEGER", "8"}, {"1e2", "INTEGER", "100"}, {"2.", "INTEGER", "2"}, {".5", "INTEGER", "1"},
	{"abc", "INTEGER", "error"}, {"", "INTEGER", "error"},
	{"-0.5", "INTEGER", "-1"}, {"0.5", "INTEGER", "1"}, {"-2.6", "BIGINT", "-3"}, {" 7 ", "INTEGER", "7"},
	{"+2.5", "TINYINT", "3"}, {"-.5", "INTEGER", "-1"}, {"1.49999999999999999999", "BIGINT", "1"},
	{"\t3\n", "INTEGER", "3"}, {"25e-1", "INTEGER", "3"}, {"-25e-1", "BIGINT", "-3"}, {"1.5E0", "BIGINT", "2"},
	{"1e+1", "BIGINT", "10"}, {"1.e1", "BIGINT", "10"}, {"4.9e-1", "BIGINT", "0"}, {"5e-1", "BIGINT", "1"},
	{"1e-400", "BIGINT", "0"}, {"0e400", "BIGINT", "0"}, {"1e18", "BIGINT", "1000000000000000000"},
	{"2147483646.5", "INTEGER", "2147483647"}, {"2147483647.5", "INTEGER", "error"},
	{"2147483647.5", "BIGINT", "2147483648"}, {"9223372036854775807.4", "BIGINT", "9223372036854775807"},
	{"1e19", "BIGINT", "error"}, {"1e400", "BIGINT", "error"}, {"12345678901234567890123e-5", "BIGINT", "error"},
	{"-", "INTEGER", "error"}, {".", "INTEGER", "error"}, {"1e", "BIGINT", "error"}, {".e1", "BIGINT", "error"},
	{"1.2.3", "INTEGER", "error"}, {"1 2", "BIGINT", "error"},
}

func TestCastStringToIntegerDuckDB(t *testing.T) {
	for _, c := range duckStringInt {
		if got := castStringInt(t, "duckdb", c); got != c.want {
			t.Errorf("duckdb: CAST(%q AS %s): got %s, want %s", c.s, c.typ, got, c.want)
		}
	}
}

// TestDuckDBStringToIntegerPins runs the pinned rows of duckStringInt on
// DuckDB itself.
func TestDuckDBStringToIntegerPins(t *testing.T) {
	duck := enginetest.DuckDB(t)
	for _, c := range duckStringInt {
		res, err := duck.Query(enginetest.Ctx(t), "SELECT CAST('"+strings.ReplaceAll(c.s, "'", "''")+"' AS "+c.typ+")")
		got := "error"
		if err == nil {
			got = strings.Join(duckRowsText(res), "\n")
		}
		if got != c.want {
			t.Errorf("DuckDB: CAST(%q AS %s) gives %s, pinned %s", c.s, c.typ, got, c.want)
		}
	}
}

// Hive and Spark (ANSI mode off) drop the fraction of a number in a string
// cast to an integer type, and give NULL for a string that is no number
// (Hive LanguageManual UDF, CAST: "a null is returned if the conversion
// does not succeed"; Spark SQL reference, ANSI compliance: without ANSI
// mode an invalid input gives NULL). Spaces around the number are trimmed
// (Hive 3, HIVE-17782; Spark 3.0 migration guide, every character up to
// ASCII 32: cast(' 1\t' as int) is 1). What neither documents stays an
// error: '2.' and '.5', a value out of range, and for Hive a tab.
func TestCastStringToIntegerHiveSpark(t *testing.T) {
	both := []stringIntCase{
		{"2.5", "INT", "2"}, {"-2.5", "INT", "-2"}, {"3.5", "INT", "3"}, {"2.4", "INT", "2"},
		{"  7.9 ", "INT", "7"}, {" 7 ", "INT", "7"}, {"-0.5", "BIGINT", "0"}, {"2.99", "SMALLINT", "2"},
		{"+3.7", "TINYINT", "3"}, {"-2147483648.9", "INT", "-2147483648"}, {"12.000000000000000000001", "BIGINT", "12"},
		{"1e2", "INT", "NULL"}, {"abc", "INT", "NULL"}, {"", "INT", "NULL"}, {"1.2.3", "INT", "NULL"},
		{"-", "INT", "NULL"}, {"1 2", "INT", "NULL"}, {"0x10", "INT", "NULL"}, {"2.5x", "INT", "NULL"},
		{"2.", "INT", "error"}, {".5", "INT", "error"}, {"-.5", "INT", "error"},
		{"2147483648.5", "INT", "error"}, {"300.2", "TINYINT", "error"},
	}
	for _, d := range []string{"hive", "spark"} {
		for _, c := range both {
			if got := castStringInt(t, d, c); got != c.want {
				t.Errorf("%s: CAST(%q AS %s): got %s, want %s", d, c.s, c.typ, got, c.want)
			}
		}
	}
	// Spark trims every character up to ASCII 32; Hive's trimming of
	// whitespace other than spaces is not documented here
	if got := castStringInt(t, "spark", stringIntCase{"\t2.5\n", "INT", ""}); got != "2" {
		t.Errorf("spark: CAST('\\t2.5\\n' AS INT): got %s, want 2", got)
	}
	if got := castStringInt(t, "hive", stringIntCase{"\t2.5\n", "INT", ""}); got != "error" {
		t.Errorf("hive: CAST('\\t2.5\\n' AS INT): got %s, want an error", got)
	}
	for _, d := range []string{"hive", "spark"} {
		if got := castStringInt(t, d, stringIntCase{"2.5\u00a0", "INT", ""}); got != "error" {
			t.Errorf("%s: CAST('2.5' and a no-break space AS INT): got %s, want an error", d, got)
		}
	}
	// TRY_CAST of a string Spark reads as NULL, and a non-integer target
	for _, c := range []struct{ dialect, sql, want string }{
		{"spark", "SELECT TRY_CAST('2.5' AS INT), TRY_CAST('x' AS INT), TRY_CAST('2.' AS INT)", "2 | NULL | NULL"},
		{"hive", "SELECT CAST('2.5' AS DOUBLE), CAST('2.5' AS DECIMAL(3,1))", "2.5 | 2.5"},
	} {
		got, err := dialectRows(t, c.dialect, c.sql)
		if err != nil || got != c.want {
			t.Errorf("%s: %s: got %q (%v), want %q", c.dialect, c.sql, got, err, c.want)
		}
	}
}

// The dialects that reject a fraction in a string keep rejecting it:
// PostgreSQL ("invalid input syntax for type integer") and Trino.
func TestCastStringToIntegerStrict(t *testing.T) {
	for _, d := range []string{"postgres", "trino"} {
		for _, c := range []stringIntCase{{"2.5", "INTEGER", "error"}, {"1e2", "INTEGER", "error"}, {"abc", "INTEGER", "error"}, {" 7 ", "INTEGER", "7"}} {
			if got := castStringInt(t, d, c); got != c.want {
				t.Errorf("%s: CAST(%q AS %s): got %s, want %s", d, c.s, c.typ, got, c.want)
			}
		}
	}
}
