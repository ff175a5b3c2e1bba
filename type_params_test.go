package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// A type lateral does not model keeps its numeric parameters: without
// them it is another type (PostgreSQL's BIT is BIT(1); run on PostgreSQL
// 15: CAST('101' AS BIT(3)) is 101, CAST('101' AS BIT) 1,
// CAST('10:00:00.123456+02' AS TIME(2) WITH TIME ZONE) 10:00:00.12+02).
// Toward another dialect such a type with parameters, a bit string type
// (DuckDB 1.5's BIT ignores a length: CAST('101' AS BIT) is 101) and a
// TIME WITH TIME ZONE toward Trino (3 digits, where PostgreSQL keeps 6)
// are refused (T149).
func TestOtherTypeParams(t *testing.T) {
	const q = "SELECT CAST('101' AS bit(3)) AS a, CAST('101' AS varbit(2)) AS b, " +
		"CAST('10:00:00.123456+02' AS TIME(2) WITH TIME ZONE) AS c, CAST('10:00:00.123456+02' AS timetz(1)) AS d"
	tr, err := lateral.Translate(q, "postgres", "postgres", lateral.TranslateOptions{})
	want := "SELECT CAST('101' AS BIT(3)) AS a, CAST('101' AS VARBIT(2)) AS b, " +
		"CAST('10:00:00.123456+02' AS TIME(2) WITH TIME ZONE) AS c, CAST('10:00:00.123456+02' AS TIMETZ(1)) AS d"
	if err != nil || tr.SQL != want {
		t.Fatalf("postgres to postgres: got %v, %v", tr, err)
	}
	res, err := enginetest.Open(t, engines.Postgres).Query(enginetest.Ctx(t), tr.SQL)
	if err == nil {
		if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != "('101', '10', '10:00:00.12+02', '10:00:00.1+02')" {
			t.Errorf("postgres rows: got %s", got)
		}
	} else {
		t.Errorf("postgres: %v", err)
	}
	for _, c := range []struct{ sql, from, to, msg string }{
		{"SELECT CAST(x AS bit(3)) FROM t", "postgres", "duckdb", "bit string type BIT(3)"},
		{"SELECT CAST(x AS bit) FROM t", "postgres", "duckdb", "bit string type BIT is read otherwise"},
		{"SELECT CAST(x AS bit) FROM t", "duckdb", "postgres", "bit string type BIT is read otherwise"},
		{"SELECT CAST(x AS varbit(5)) FROM t", "postgres", "trino", "bit string type VARBIT(5)"},
		{"SELECT CAST('10:00:00+02' AS TIME(3) WITH TIME ZONE) FROM t", "postgres", "duckdb", "type TIME(3) WITH TIME ZONE and does not know"},
		{"SELECT CAST('10:00:00+02' AS timetz(2)) FROM t", "postgres", "duckdb", "type TIMETZ(2) and does not know"},
		{"SELECT CAST('10:00:00+02' AS timetz) FROM t", "postgres", "trino", "TIMETZ keeps 6 fractional second digits"},
		{"SELECT CAST('10:00:00+02' AS TIME WITH TIME ZONE) FROM t", "duckdb", "trino", "keeps 6 fractional second digits"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T149") || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s from %s to %s: want T149 (%s), got %v", c.sql, c.from, c.to, c.msg, err)
		}
	}
	// without parameters, toward PostgreSQL and DuckDB (both 6 digits)
	if tr, err := lateral.Translate("SELECT CAST('10:00:00+02' AS timetz) AS a", "postgres", "duckdb", lateral.TranslateOptions{}); err != nil || !strings.Contains(tr.SQL, "AS TIMETZ)") {
		t.Errorf("timetz to duckdb: got %v, %v", tr, err)
	}
}

// The typed literals TIMESTAMP|TIME [(p)] WITH|WITHOUT TIME ZONE '...' are
// read (they were a syntax error): as TIMESTAMPTZ '...' and TIMETZ '...'
// are, and with a precision as the cast of the string (PostgreSQL 15:
// TIMESTAMP(3) WITH TIME ZONE '1960-01-01 10:00:00.1235+02' and the cast
// both give 1960-01-01 08:00:00.123+00), whose rounding is checked (T126).
// PostgreSQL and DuckDB give the rows PostgreSQL gives for the source.
func TestDateTimeZoneLiterals(t *testing.T) {
	const q = "SELECT TIME WITH TIME ZONE '10:00:00.1234567+02' AS a, TIMESTAMP WITH TIME ZONE '2020-01-01 10:00:00+02' AS b, " +
		"TIMESTAMP WITHOUT TIME ZONE '2020-01-01 10:00:00' AS c"
	for _, c := range []struct{ to, want string }{
		{"postgres", "SELECT TIME WITH TIME ZONE '10:00:00.1234567+02' AS a, TIMESTAMPTZ '2020-01-01 10:00:00+02' AS b, TIMESTAMP '2020-01-01 10:00:00' AS c"},
		{"duckdb", "SELECT CAST('10:00:00.123457+02' AS TIME WITH TIME ZONE) AS a, TIMESTAMPTZ '2020-01-01 10:00:00+02' AS b, TIMESTAMP '2020-01-01 10:00:00' AS c"},
	} {
		tr, err := lateral.Translate(q, "postgres", c.to, lateral.TranslateOptions{})
		if err != nil || tr.SQL != c.want {
			t.Errorf("postgres to %s: got %v, %v", c.to, tr, err)
			continue
		}
		res, err := enginetest.Open(t, c.to).Query(enginetest.Ctx(t), "SELECT CAST(a AS VARCHAR), CAST(b AS VARCHAR), CAST(c AS VARCHAR) FROM ("+strings.TrimSuffix(tr.SQL, ";")+") t")
		if err != nil {
			t.Errorf("%s: %v", c.to, err)
			continue
		}
		if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != "('10:00:00.123457+02', '2020-01-01 08:00:00+00', '2020-01-01 10:00:00')" {
			t.Errorf("%s rows: got %s", c.to, got)
		}
	}
	for _, c := range []struct{ sql, to, code string }{
		{"SELECT TIMESTAMP(3) WITH TIME ZONE '1960-01-01 10:00:00.1235+02' AS a", "trino", "T126"},
		{"SELECT TIME WITH TIME ZONE '10:00:00+02' AS a", "trino", "T149"},
		{"SELECT TIME(2) WITH TIME ZONE '10:00:00.123+02' AS a", "duckdb", "T149"},
	} {
		if _, err := lateral.Translate(c.sql, "postgres", c.to, lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s to %s: want %s, got %v", c.sql, c.to, c.code, err)
		}
	}
	if tr, err := lateral.Translate("SELECT TIMESTAMP(3) WITH TIME ZONE '1960-01-01 10:00:00.1235+02' AS a", "postgres", "postgres", lateral.TranslateOptions{}); err != nil ||
		tr.SQL != "SELECT CAST('1960-01-01 10:00:00.1235+02' AS TIMESTAMPTZ(3)) AS a" {
		t.Errorf("with a precision: got %v, %v", tr, err)
	}
}
