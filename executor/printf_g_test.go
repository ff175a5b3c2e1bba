package executor_test

import "testing"

// TestPrintfG: DuckDB's printf('%.15g', x) and '%.6g' give C's %g text
// (run on DuckDB 1.5: 1.005, 1e+16 for 1e16 + 2, 1e-07, 1.1 for the REAL
// 1.1 under '%.6g', 4.94065645841247e-324, -0; nan, -nan, inf and -inf
// for the non-finite values; an integer raises), which lateral writes a
// PostgreSQL float cast to NUMERIC with (printf_g.go); other formats are
// an error, not a guess, and so is printf in the other dialects (Spark's
// follows Java's Formatter: 1.00500000000000).
func TestPrintfG(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "g", dialect: "duckdb", query: "SELECT printf('%.15g', 1.005::double), printf('%.15g', 1e16 + 2), printf('%.15g', 1e-7::double), printf('%.6g', 1.1::float), printf('%.15g', 5e-324::double), printf('%.15g', NULL::double), printf('%.15g', -0.0::double)",
			want: []string{"1.005 | 1e+16 | 1e-07 | 1.1 | 4.94065645841247e-324 | NULL | -0"}},
		{name: "non-finite", dialect: "duckdb", query: "SELECT printf('%.15g', 'nan'::double), printf('%.15g', -('nan'::double)), printf('%.15g', 'inf'::double), printf('%.6g', '-inf'::float)",
			want: []string{"nan | -nan | inf | -inf"}},
		{name: "integer", dialect: "duckdb", query: "SELECT printf('%.15g', 5)", err: `Invalid type specifier "g"`},
		{name: "other format", dialect: "duckdb", query: "SELECT printf('%d', 1)", err: "only a format"},
		{name: "zero digits", dialect: "duckdb", query: "SELECT printf('%.0g', 2.5::double)", err: "lateral does not read the format '%.0g', whose precision 0 DuckDB reads by rules of its own"},
		{name: "spark", dialect: "spark", query: "SELECT printf('%.15g', 1.005D)", err: "only DuckDB's printf"},
	} {
		runSQL(t, c)
	}
}
