package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// The unnest of DuckDB's list-valued generate_series, spelled for ANSI SQL
// as a recursive series, gives no row for a step of 0 (DuckDB gives []),
// as range does; BigQuery's generate_array, which raises for a step of 0,
// keeps the error (a division by zero in the anchor). For PostgreSQL the
// list is collected from generate_series, and the zero step's [] is typed.
func TestANSISeriesZeroStepDuckDBList(t *testing.T) {
	const q = "SELECT x FROM t, unnest(generate_series(t.a, t.b, t.s)) AS u(x)"
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INTEGER, b INTEGER, s INTEGER)", SchemaDialect: "duckdb"}
	tr := mustTranslate(t, q, "duckdb", "ansi", opts)
	anchor := "WHERE CASE WHEN t.s > 0 THEN t.a <= t.b WHEN t.s < 0 THEN t.a >= t.b ELSE FALSE END"
	if !strings.Contains(tr.SQL, anchor) || strings.Contains(tr.SQL, "t.s - t.s") {
		t.Errorf("duckdb generate_series: want the anchor %q and no error for a zero step, got\n%s", anchor, tr.SQL)
	}
	tr = mustTranslate(t, "SELECT x FROM t, unnest(generate_series(t.a, t.b, 0)) AS u(x)", "duckdb", "ansi", opts)
	if !strings.Contains(tr.SQL, "WHERE FALSE") {
		t.Errorf("a literal zero step: want no row, got\n%s", tr.SQL)
	}
	tr = mustTranslate(t, q, "duckdb", "postgres", opts)
	for _, want := range []string{"THEN CAST(ARRAY[] AS BIGINT[])", "FROM generate_series(t.a, t.b, t.s) WITH ORDINALITY AS lateral_seq(v, o) ORDER BY lateral_seq.o"} {
		if !strings.Contains(tr.SQL, want) {
			t.Errorf("duckdb generate_series to postgres: want %q in\n%s", want, tr.SQL)
		}
	}
	bq := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INT64, b INT64, s INT64)", SchemaDialect: "bigquery"}
	tr = mustTranslate(t, "SELECT x FROM t, unnest(generate_array(t.a, t.b, t.s)) AS x", "bigquery", "ansi", bq)
	if !strings.Contains(tr.SQL, "t.s / (t.s - t.s) = 0") {
		t.Errorf("bigquery generate_array: want the zero step to raise, got\n%s", tr.SQL)
	}
}
