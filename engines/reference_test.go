package engines_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// refNormCases are values of the reference executor with the normalized
// value FromReference must give, and a query that makes the same value on
// DuckDB and on PostgreSQL.
var refNormCases = []struct {
	name     string
	v        executor.Value
	want     engines.Value
	duck, pg string
}{
	{"binary", executor.BinaryValue([]byte{0x00, 0xff, 'a'}), `\x00ff61`, `SELECT '\x00\xFFa'::BLOB`, `SELECT '\x00ff61'::bytea`},
	{"empty binary", executor.BinaryValue(nil), `\x`, `SELECT ''::BLOB`, `SELECT ''::bytea`},
	{"real", executor.RealValue(0.1), 0.1, `SELECT 0.1::FLOAT`, `SELECT 0.1::real`},
	{"real fraction", executor.RealValue(-1024.75), -1024.75, `SELECT (-1024.75)::FLOAT`, `SELECT (-1024.75)::real`},
	{"double", executor.FloatValue(0.1), 0.1, `SELECT 0.1::DOUBLE`, `SELECT 0.1::float8`},
	{"interval", executor.IntervalValue(executor.Interval{Months: 14, Days: 3, Micros: 4005000}), "1 year 2 mons 3 days 00:00:04.005",
		`SELECT INTERVAL '1 year 2 months 3 days 4.005 seconds'`, `SELECT interval '1 year 2 months 3 days 4.005 seconds'`},
	{"negative interval", executor.IntervalValue(executor.Interval{Months: -1, Days: 2, Micros: -3600000000}), "-1 mons +2 days -01:00:00",
		`SELECT INTERVAL '-1 month' + INTERVAL '2 days' - INTERVAL '1 hour'`, `SELECT interval '-1 month 2 days -1 hour'`},
	{"zero interval", executor.IntervalValue(executor.Interval{}), "00:00:00", `SELECT INTERVAL '0 seconds'`, `SELECT interval '0'`},
	{"nested", executor.ArrayValue([]executor.Value{
		executor.StructOf([]string{"b", "r", "i"}, []executor.Value{executor.BinaryValue([]byte{0xab}), executor.RealValue(2.2),
			executor.IntervalValue(executor.Interval{Days: 1})}), executor.Null}),
		[]engines.Value{engines.Struct{{Name: "b", Value: `\xab`}, {Name: "r", Value: 2.2}, {Name: "i", Value: "1 day"}}, nil},
		`SELECT [{'b': '\xAB'::BLOB, 'r': 2.2::FLOAT, 'i': INTERVAL '1 day'}, NULL]`, ""},
}

// TestFromReferenceNormalizes: binary, real and interval values of the
// reference executor normalize as the engines' own values do.
func TestFromReferenceNormalizes(t *testing.T) {
	for _, c := range refNormCases {
		got := engines.FromReference(c.v)
		if engines.Canonical(got) != engines.Canonical(c.want) || !engines.Equal(got, c.want) {
			t.Errorf("%s: FromReference(%v) = %#v, want %#v", c.name, c.v, got, c.want)
		}
	}
}

// TestFromReferenceMatchesEngines: the same values read from DuckDB and
// PostgreSQL compare equal to the reference executor's.
func TestFromReferenceMatchesEngines(t *testing.T) {
	t.Run("duckdb", func(t *testing.T) {
		duck := enginetest.DuckDB(t)
		for _, c := range refNormCases {
			res := enginetest.Query(t, duck, c.duck)
			if !engines.Equal(engines.FromReference(c.v), res.Rows[0][0]) {
				t.Errorf("%s: reference %s, DuckDB %s", c.name, engines.Canonical(engines.FromReference(c.v)), engines.Canonical(res.Rows[0][0]))
			}
		}
	})
	t.Run("postgres", func(t *testing.T) {
		pg := enginetest.Postgres(t)
		for _, c := range refNormCases {
			if c.pg == "" {
				continue
			}
			res := enginetest.Query(t, pg, c.pg)
			if !engines.Equal(engines.FromReference(c.v), res.Rows[0][0]) {
				t.Errorf("%s: reference %s, PostgreSQL %s", c.name, engines.Canonical(engines.FromReference(c.v)), engines.Canonical(res.Rows[0][0]))
			}
		}
	})
}

// TestDisplayReferenceBytesInPostgres: lateral run shows a bytea of the
// PostgreSQL dialect as PostgreSQL's hex output does (PostgreSQL 15 run:
// SELECT CAST('\x0102' AS BYTEA) shows \x0102), other dialects' binary in
// the executor's own text.
func TestDisplayReferenceBytesInPostgres(t *testing.T) {
	rows := [][]executor.Value{{executor.BinaryValue([]byte{1, 2})}}
	if got := engines.DisplayReferenceRowsIn(rows, "postgres")[0][0]; got != `\x0102` {
		t.Errorf("postgres: got %q, want \\x0102", got)
	}
	if got := engines.DisplayReferenceRowsIn(rows, "duckdb")[0][0]; got != executor.BinaryValue([]byte{1, 2}).String() {
		t.Errorf("duckdb: got %q, want the executor's text", got)
	}
}

// TestFromReferenceRowsInDuckDBIntervals: in the duckdb form intervals, in
// lists too, are written as DuckDB prints them, checked against DuckDB's own
// text of the same values (a cast to VARCHAR).
func TestFromReferenceRowsInDuckDBIntervals(t *testing.T) {
	iv := func(m, d int32, us int64) executor.Value {
		return executor.IntervalValue(executor.Interval{Months: m, Days: d, Micros: us})
	}
	cases := []struct {
		v    executor.Value
		duck string
	}{
		{iv(3, 0, 0), `INTERVAL '3 months'`},
		{iv(-3, 0, 0), `INTERVAL '-3 months'`},
		{iv(12, 0, 0), `INTERVAL '1 year'`},
		{iv(-14, 2, -3600e6), `INTERVAL '-1 year -2 months 2 days -1 hour'`},
		{iv(0, -1, 2*3600e6), `INTERVAL '-1 day' + INTERVAL '2 hours'`},
		{iv(0, 0, 1), `INTERVAL '00:00:00.000001'`},
		{iv(0, 0, 0), `INTERVAL '0 seconds'`},
		{executor.ArrayValue([]executor.Value{iv(1, 0, 0), iv(0, -2, 3600e6)}), `[INTERVAL '1 month', INTERVAL '-2 days 01:00:00']`},
	}
	duck := enginetest.DuckDB(t)
	for _, c := range cases {
		got := engines.FromReferenceRowsIn([][]executor.Value{{c.v}}, "duckdb")[0][0]
		if list, ok := got.([]engines.Value); ok {
			// a list's elements, each as DuckDB writes it
			res := enginetest.Query(t, duck, "SELECT CAST(x AS VARCHAR) FROM unnest("+c.duck+") t(x)")
			if len(res.Rows) != len(list) {
				t.Errorf("%s: got %v, DuckDB %v", c.duck, list, res.Rows)
			}
			for i, r := range res.Rows {
				if i >= len(list) || list[i] != r[0] {
					t.Errorf("%s: got %v, DuckDB %v", c.duck, list, res.Rows)
				}
			}
			continue
		}
		want := enginetest.Query(t, duck, "SELECT CAST("+c.duck+" AS VARCHAR)").Rows[0][0]
		if got != want {
			t.Errorf("%s: got %q, DuckDB %q", c.duck, got, want)
		}
	}
	if got := engines.FromReferenceRowsIn([][]executor.Value{{iv(3, 0, 0)}}, "postgres")[0][0]; got != "3 mons" {
		t.Errorf("postgres: got %q, want PostgreSQL's 3 mons (FormatInterval)", got)
	}
}
