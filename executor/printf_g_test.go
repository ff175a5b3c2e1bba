package executor_test

import "testing"

// TestPrintfG: DuckDB's printf('%.15g', x) and '%.6g' give C's %g text
// (run on DuckDB 1.5: 1.005, 1e+16 for 1e16 + 2, 1e-07, 1.1 for the REAL
// 1.1 under '%.6g', 4.94065645841247e-324), which lateral writes a
// PostgreSQL float cast to NUMERIC with (printf_g.go); other formats are
// an error, not a guess.
func TestPrintfG(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "g", dialect: "duckdb", query: "SELECT printf('%.15g', 1.005::double), printf('%.15g', 1e16 + 2), printf('%.15g', 1e-7::double), printf('%.6g', 1.1::float), printf('%.15g', 5e-324::double), printf('%.15g', NULL::double)",
			want: []string{"1.005 | 1e+16 | 1e-07 | 1.1 | 4.94065645841247e-324 | NULL"}},
		{name: "other format", dialect: "duckdb", query: "SELECT printf('%d', 1)", err: "only a format"},
	} {
		runSQL(t, c)
	}
}
