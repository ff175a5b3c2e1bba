package executor_test

import "testing"

// TestYearOfWeek: the year of the ISO 8601 week, Trino's year_of_week and
// yow, DuckDB's isoyear and PostgreSQL's EXTRACT(ISOYEAR) (funcs_year_of_week.go;
// run on PostgreSQL 15 and DuckDB 1.5: 2020 for 2021-01-03, 2025 for
// 2024-12-30).
func TestYearOfWeek(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "trino", dialect: "trino",
			query: "SELECT year_of_week(DATE '2021-01-03'), yow(DATE '2024-12-30'), year_of_week(TIMESTAMP '2027-01-01 00:00:00'), year_of_week(NULL)",
			want:  []string{"2020 | 2025 | 2026 | NULL"}},
		{name: "duckdb", dialect: "duckdb",
			query: "SELECT isoyear(DATE '2021-01-03'), isoyear(DATE '2021-01-04')",
			want:  []string{"2020 | 2021"}},
		{name: "postgres", dialect: "postgres",
			query: "SELECT EXTRACT(ISOYEAR FROM DATE '2024-12-30')",
			want:  []string{"2025"}},
	} {
		runShown(t, c)
	}
}
