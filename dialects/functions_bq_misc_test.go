package dialects

import "testing"

// BigQuery's SAFE_DIVIDE(x, y) is read as x / NULLIF(y, 0), BigQuery's
// fractional division (functions_bq_misc.go); its rows were run on
// PostgreSQL 15 and DuckDB in conformance/division/bigquery_safe_divide.txtar.
func TestBQSafeDivideRead(t *testing.T) {
	if got := resolve(t, "bigquery", false, call("safe_divide", col("a"), col("b"))); got != "(a /frac nullif(b, 0))" {
		t.Errorf("bigquery safe_divide: got %s", got)
	}
	// another arity is not read, nor is another dialect's safe_divide
	if _, ok := ResolveCall(fnTestDialect(t, "bigquery"), call("safe_divide", col("a")), false); ok {
		t.Errorf("safe_divide(a) must not be read")
	}
	if _, ok := ResolveCall(fnTestDialect(t, "duckdb"), call("safe_divide", col("a"), col("b")), false); ok {
		t.Errorf("duckdb safe_divide must not be read")
	}
}
