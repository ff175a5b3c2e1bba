package executor_test

import "testing"

// duckTypeofCases: typeof names the static type as DuckDB does (each
// expectation run on DuckDB by TestDuckDBTypeofOnDuckDB).
func duckTypeofCases() []sqlCase {
	cs := []sqlCase{
		{name: "typeof", query: "SELECT typeof(1), typeof(NULL), typeof(CAST(NULL AS INTEGER)), typeof('a'), typeof([1]), typeof({'a': 1}), typeof(length('a'))",
			want: []string{`INTEGER | "NULL" | INTEGER | VARCHAR | INTEGER[] | STRUCT(a INTEGER) | BIGINT`}},
		{name: "typeof of a column", query: "SELECT typeof(x) FROM (VALUES (CAST(1 AS BIGINT))) t(x)", want: []string{"BIGINT"}},
	}
	for i := range cs {
		cs[i].dialect = "duckdb"
	}
	return cs
}

func TestDuckDBTypeof(t *testing.T) {
	for _, c := range duckTypeofCases() {
		runSQL(t, c)
	}
	// where the executor's static type is not DuckDB's, an error (DuckDB
	// 1.5: typeof(1.5) is DECIMAL(2,1), the executor's literal a
	// DECIMAL(38,1); typeof(now()) is TIMESTAMP WITH TIME ZONE)
	for _, c := range []sqlCase{
		{name: "a decimal literal", query: "SELECT typeof(1.5)", err: "typeof of this value is not answered"},
		{name: "now()", query: "SELECT typeof(now())", err: "typeof of this value is not answered"},
	} {
		c.dialect = "duckdb"
		runSQL(t, c)
	}
}

// TestDuckDBTypeofOnDuckDB checks the cases' expectations on DuckDB
// itself.
func TestDuckDBTypeofOnDuckDB(t *testing.T) {
	casesOnDuckDB(t, duckTypeofCases())
}
