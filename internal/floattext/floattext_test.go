package floattext

import (
	"math"
	"testing"
)

// Each rule's text of a few values: PostgreSQL's and DuckDB's as run on
// PostgreSQL 15 (CAST(x AS float8) and float4 to text) and DuckDB 1.5
// (CAST(x::DOUBLE AS VARCHAR)); Java's by the documented rule of
// Double.toString and Float.toString (plain from 10^-3 up to 10^7, else
// d.dddEn, at least one digit after the point).
func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		f      float64
		single bool
		rule   Rule
		want   string
	}{
		{3, false, Postgres, "3"},
		{1e7, false, Postgres, "10000000"},
		{1e14, false, Postgres, "100000000000000"},
		{1e15, false, Postgres, "1e+15"},
		{1e-5, false, Postgres, "1e-05"},
		{0.0001, false, Postgres, "0.0001"},
		{0.1, true, Postgres, "0.1"},
		{1e6, true, Postgres, "1e+06"},
		{123456, true, Postgres, "123456"},
		{-1.5, false, Postgres, "-1.5"},
		{math.NaN(), false, Postgres, "NaN"},
		{math.Inf(-1), false, Postgres, "-Infinity"},
		{3, false, DuckDB, "3.0"},
		{1e7, false, DuckDB, "10000000.0"},
		{1e15, false, DuckDB, "1000000000000000.0"},
		{1e16, false, DuckDB, "1e+16"},
		{1e-5, false, DuckDB, "1e-05"},
		{-1.5, false, DuckDB, "-1.5"},
		{math.NaN(), false, DuckDB, "nan"},
		{math.Inf(-1), false, DuckDB, "-inf"},
		{3, false, Java, "3.0"},
		{1e7, false, Java, "1.0E7"},
		{9999999, false, Java, "9999999.0"},
		{0.001, false, Java, "0.001"},
		{1e-4, false, Java, "1.0E-4"},
		{123456789.125, false, Java, "1.23456789125E8"},
		{0.1, true, Java, "0.1"},
		{math.Inf(1), false, Java, "Infinity"},
		// Java writes the closest decimal of one or two digits that reads
		// back, which differs from the shortest only for subnormals: the
		// javadoc of Double.MIN_VALUE and Float.MIN_VALUE gives 4.9e-324
		// and 1.4e-45.
		{math.SmallestNonzeroFloat64, false, Java, "4.9E-324"},
		{-math.SmallestNonzeroFloat64, false, Java, "-4.9E-324"},
		{math.SmallestNonzeroFloat32, true, Java, "1.4E-45"},
		{2e-3, false, Java, "0.002"},
		{5e-5, false, Java, "5.0E-5"},
		{1e300, false, Java, "1.0E300"},
	} {
		if got := Format(tc.f, tc.single, tc.rule); got != tc.want {
			t.Errorf("Format(%v, %v, %v) = %q, want %q", tc.f, tc.single, tc.rule, got, tc.want)
		}
	}
	if Of("java") != Java || Of("postgres") != Postgres || Of("duckdb") != DuckDB || Of("trino") != 0 {
		t.Error("Of")
	}
}
