package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
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
// ASCII 32: cast(' 1\t' as int) is 1). Their parsers (Hive's
// LazyInteger.parse, Spark's UTF8String.toLong) read digits up to a '.'
// and only digits after it, none before it as 0 ('.5' is 0, '2.' is 2),
// and give NULL past the type's range. What neither documents stays an
// error: for Hive a tab around the number.
func TestCastStringToIntegerHiveSpark(t *testing.T) {
	both := []stringIntCase{
		{"2.5", "INT", "2"}, {"-2.5", "INT", "-2"}, {"3.5", "INT", "3"}, {"2.4", "INT", "2"},
		{"  7.9 ", "INT", "7"}, {" 7 ", "INT", "7"}, {"-0.5", "BIGINT", "0"}, {"2.99", "SMALLINT", "2"},
		{"+3.7", "TINYINT", "3"}, {"-2147483648.9", "INT", "-2147483648"}, {"12.000000000000000000001", "BIGINT", "12"},
		{"1e2", "INT", "NULL"}, {"abc", "INT", "NULL"}, {"", "INT", "NULL"}, {"1.2.3", "INT", "NULL"},
		{"-", "INT", "NULL"}, {"1 2", "INT", "NULL"}, {"0x10", "INT", "NULL"}, {"2.5x", "INT", "NULL"},
		{"2.", "INT", "2"}, {".5", "INT", "0"}, {"-.5", "INT", "0"}, {".", "INT", "0"}, {"+", "INT", "NULL"},
		{"2147483648.5", "INT", "NULL"}, {"300.2", "TINYINT", "NULL"}, {"2147483648", "INT", "NULL"},
		{"9223372036854775808", "BIGINT", "NULL"}, {"-9223372036854775808", "BIGINT", "-9223372036854775808"},
		{"1_000", "INT", "NULL"}, {"1e3", "BIGINT", "NULL"}, {"+5", "INT", "5"}, {"12.7", "INT", "12"},
	}
	for _, d := range []string{"hive", "spark"} {
		for _, c := range both {
			if got := castStringInt(t, d, c); got != c.want {
				t.Errorf("%s: CAST(%q AS %s): got %s, want %s", d, c.s, c.typ, got, c.want)
			}
		}
	}
	// Spark trims every character up to ASCII 32, Hive the ASCII
	// whitespace of Java's Character.isWhitespace; a no-break space is no
	// number in either
	for _, d := range []string{"hive", "spark"} {
		if got := castStringInt(t, d, stringIntCase{"\t2.5\n", "INT", ""}); got != "2" {
			t.Errorf("%s: CAST('\\t2.5\\n' AS INT): got %s, want 2", d, got)
		}
		if got := castStringInt(t, d, stringIntCase{"2.5\u00a0", "INT", ""}); got != "NULL" {
			t.Errorf("%s: CAST('2.5' and a no-break space AS INT): got %s, want NULL", d, got)
		}
	}
	// DEL (0x7f) is an ISO control character, which Spark's
	// UTF8String.toLong skips (isWhitespaceOrISOControl) and Java's
	// Character.isWhitespace, Hive's rule, does not; no byte of a
	// multi-byte character (U+0085) is skipped by either
	for _, c := range []struct{ dialect, s, want string }{
		{"spark", "\x7f2.5\x7f", "2"}, {"hive", "\x7f2.5", "NULL"}, {"spark", "\u00852", "NULL"}, {"spark", "\x012\x1f", "2"},
	} {
		if got := castStringInt(t, c.dialect, stringIntCase{c.s, "INT", ""}); got != c.want {
			t.Errorf("%s: CAST(%q AS INT): got %s, want %s", c.dialect, c.s, got, c.want)
		}
	}
	// TRY_CAST of a string Spark reads as NULL, and a non-integer target
	for _, c := range []struct{ dialect, sql, want string }{
		{"spark", "SELECT TRY_CAST('2.5' AS INT), TRY_CAST('x' AS INT), TRY_CAST('2.' AS INT)", "2 | NULL | 2"},
		{"hive", "SELECT CAST('2.5' AS DOUBLE), CAST('2.5' AS DECIMAL(3,1))", "2.5 | 2.5"},
	} {
		got, err := dialectRows(t, c.dialect, c.sql)
		if err != nil || got != c.want {
			t.Errorf("%s: %s: got %q (%v), want %q", c.dialect, c.sql, got, err, c.want)
		}
	}
}

// The DuckDB translation of Hive's and Spark's cast of a string column to
// an integer type, run on DuckDB, gives what the executor gives under
// Hive's and Spark's rule (rewrite/duck_try_cast.go), for every string
// whose reading is documented.
func TestCastStringToIntegerOnDuckDB(t *testing.T) {
	duck := enginetest.DuckDB(t)
	strs := []string{"12.7", "-12.7", "0x10", "1_000", "1e3", "+5", " 7 ", "2.", ".5", "-.5", ".", "+", "-", "",
		"abc", "2147483647", "2147483648", "-2147483648", "-2147483649", "007", "1.2.3", "2.5x", "0b101",
		"99999999999999999999999", "\t5\n", " -0.9 ", "1 2", "\u00a0", "\x1f7\x0b", "7\u00a0", "\x7f7\x7f", "\u00857"}
	for _, d := range []string{"hive", "spark"} {
		for _, typ := range []string{"INT", "BIGINT", "TINYINT"} {
			tr, err := lateral.Translate("CREATE TABLE t (s STRING); SELECT CAST(t.s AS "+typ+") AS a FROM t", d, "duckdb", lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			sql := tr.SQL[strings.Index(tr.SQL, "SELECT"):]
			for _, str := range strs {
				want := castStringInt(t, d, stringIntCase{str, typ, ""})
				if want == "error" {
					continue // not documented
				}
				q := strings.Replace(sql, "FROM t", "FROM (SELECT '"+strings.ReplaceAll(str, "'", "''")+"' AS s) AS t", 1)
				res, err := duck.Query(enginetest.Ctx(t), q)
				got := "error"
				if err == nil {
					got = strings.Join(duckRowsText(res), "\n")
				}
				if got != want {
					t.Errorf("%s to duckdb: CAST(%q AS %s): DuckDB gives %s, %s %s\n%s", d, str, typ, got, d, want, q)
				}
			}
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
