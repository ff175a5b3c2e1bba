package dialects

import (
	"testing"
)

// covar_pop and covar_samp are the same function in Hive, Spark, Trino,
// ANSI SQL, PostgreSQL and DuckDB; corr is read per its rule
// (functions_aggs_stats.go): Trino's as corr_finite, DuckDB's and Spark's
// as their own, written elsewhere nullif(corr(y, x), NaN) or refused.
func TestStatAggRows(t *testing.T) {
	for _, c := range []struct {
		dialect, name, want string
	}{
		{"trino", "covar_samp", "covar_samp(y, x)"},
		{"hive", "covar_pop", "covar_pop(y, x)"},
		{"spark", "covar_samp", "covar_samp(y, x)"},
		{"trino", "corr", "corr_finite(y, x)"},
		{"postgres", "corr", "corr(y, x)"},
		{"hive", "corr", "corr(y, x)"},
		{"duckdb", "corr", "corr_duckdb(y, x)"},
		{"spark", "corr", "corr_spark(y, x)"},
	} {
		if got := resolve(t, c.dialect, false, call(c.name, col("y"), col("x"))); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.name, got, c.want)
		}
	}
	for _, c := range []struct{ dialect, canon, want string }{
		{"postgres", "covar_pop", "covar_pop(y, x)"},
		{"hive", "covar_samp", "covar_samp(y, x)"},
		{"duckdb", "corr", "nullif(corr(y, x), CAST('NaN' AS double))"},
		{"postgres", "corr_finite", "nullif(corr(y, x), CAST('NaN' AS double))"},
		{"spark", "corr_finite", "nullif(corr(y, x), CAST('NaN' AS double))"},
		{"trino", "corr_finite", "corr(y, x)"},
		{"duckdb", "corr_duckdb", "corr(y, x)"},
	} {
		if got := spell(t, c.dialect, c.canon, col("y"), col("x")); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.canon, got, c.want)
		}
	}
	for _, c := range []struct{ dialect, canon string }{
		{"trino", "corr"}, {"spark", "corr"}, {"hive", "corr_finite"}, {"postgres", "corr_duckdb"}, {"trino", "corr_spark"},
		{"bigquery", "covar_pop"}, {"snowflake", "covar_samp"},
	} {
		if e := spellErr(t, c.dialect, c.canon, col("y"), col("x")); e.Code != CodeFuncUnsupported {
			t.Errorf("%s %s: code %s", c.dialect, c.canon, e.Code)
		}
	}
}
