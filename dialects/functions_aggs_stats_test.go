package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
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

// any_value is Trino's arbitrary and any_value, DuckDB's any_value and
// Spark's any_value(x, true) or first(x, true); it is written min(x)
// where no function gives a non-NULL value of the group.
func TestAnyValueRows(t *testing.T) {
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"trino", call("arbitrary", col("x")), "any_value(x)"},
		{"trino", call("any_value", col("x")), "any_value(x)"},
		{"duckdb", call("any_value", col("x")), "any_value(x)"},
		{"spark", call("first", col("x"), &ast.Literal{Kind: ast.LitBool, Value: "true"}), "any_value(x)"},
		{"spark", call("any_value", col("x"), &ast.Literal{Kind: ast.LitBool, Value: "TRUE"}), "any_value(x)"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.f.Name[0].Name, got, c.want)
		}
	}
	// Spark's one-argument any_value and first, and DuckDB's arbitrary
	// (its first, NULLs included), may give NULL: not read.
	for _, c := range []struct{ dialect, name string }{{"spark", "any_value"}, {"spark", "first"}, {"duckdb", "arbitrary"}} {
		if out, ok := ResolveCall(fnTestDialect(t, c.dialect), call(c.name, col("x")), false); ok {
			t.Errorf("%s %s must not be read, got %s", c.dialect, c.name, render(out))
		}
	}
	for _, c := range []struct{ dialect, want string }{
		{"trino", "arbitrary(x)"}, {"duckdb", "any_value(x)"}, {"spark", "first(x, true)"}, {"postgres", "min(x)"}, {"hive", "min(x)"},
	} {
		if got := spell(t, c.dialect, "any_value", col("x")); got != c.want {
			t.Errorf("%s any_value: got %s, want %s", c.dialect, got, c.want)
		}
	}
}
