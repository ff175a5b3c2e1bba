package executor_test

import (
	"strings"
	"testing"
)

// TestArrayExtremes: Trino's array_max and array_min are NULL as soon as
// an element is NULL (ArrayMaxFunction and ArrayMinFunction in
// trinodb/trino), Spark's skip the NULL elements (Spark SQL function
// reference, array_max: "NULL elements are skipped"), as DuckDB's
// list_max does (run on DuckDB 1.5: list_max([1, NULL, 3]) is 3,
// list_max([]) and list_max([NULL]) are NULL); all give NULL for an
// empty or NULL array.
func TestArrayExtremes(t *testing.T) {
	rows := []string{"(1, ARRAY[3, 1, 2])", "(2, ARRAY[1, NULL, 3])", "(3, CAST(ARRAY[] AS ARRAY(INTEGER)))", "(4, NULL)",
		"(5, ARRAY[CAST(NULL AS INTEGER)])", "(6, ARRAY[-5, -2, -5])"}
	setup := []string{"CREATE TABLE t (id INTEGER, a ARRAY(INTEGER))", "INSERT INTO t VALUES " + strings.Join(rows, ", ")}
	runShown(t, sqlCase{name: "trino", dialect: "trino", setup: setup, query: "SELECT id, array_max(a), array_min(a) FROM t ORDER BY id",
		want: []string{"1 | 3 | 1", "2 | NULL | NULL", "3 | NULL | NULL", "4 | NULL | NULL", "5 | NULL | NULL", "6 | -2 | -5"}})
	sparkRows := []string{"(1, array(3, 1, 2))", "(2, array(1, NULL, 3))", "(3, CAST(array() AS ARRAY<INT>))", "(4, NULL)",
		"(5, array(CAST(NULL AS INT)))", "(6, array(-5, -2, -5))"}
	runShown(t, sqlCase{name: "spark", dialect: "spark", setup: []string{"CREATE TABLE t (id INT, a ARRAY<INT>)", "INSERT INTO t VALUES " + strings.Join(sparkRows, ", ")},
		query: "SELECT id, array_max(a), array_min(a) FROM t ORDER BY id",
		want:  []string{"1 | 3 | 1", "2 | 3 | 1", "3 | NULL | NULL", "4 | NULL | NULL", "5 | NULL | NULL", "6 | -2 | -5"}})
	runShown(t, sqlCase{name: "duckdb", dialect: "duckdb", query: "SELECT list_max([1, NULL, 3]), list_min([4, NULL, 2]), list_max(CAST([] AS INTEGER[])), list_max([NULL::INTEGER])",
		want: []string{"3 | 2 | NULL | NULL"}})
	runShown(t, sqlCase{name: "trino decimals", dialect: "trino", query: "SELECT array_max(ARRAY[1.50, 2.25]), array_min(ARRAY[1.50, NULL])",
		want: []string{"2.25 | NULL"}})
}
