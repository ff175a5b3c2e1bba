package executor_test

import "testing"

// TestTrinoConcatStrings: Trino's and Presto's || and concat resolve to a
// concat function of strings, binary strings or arrays (its signatures,
// as Trino's analyzer lists them: "Unexpected parameters (char(1),
// char(1), char(2)) for function concat. Expected: concat(char(x),
// char(y)), concat(array(E), E) E, concat(E, array(E)) E, concat(array(E))
// E, concat(varchar), concat(varbinary)", trinodb/trino issue 9988), and
// no implicit coercion makes a string of a number, a date or a boolean:
// those raise, positioned; a NULL literal coerces to any of them.
func TestTrinoConcatStrings(t *testing.T) {
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []sqlCase{
			{name: "int || varchar", query: "SELECT 7 || 'x'", err: "1:8: operator || cannot be applied to (integer, varchar)"},
			{name: "varchar || decimal", query: "SELECT 'x' || 1.5", err: "operator || cannot be applied to (varchar, decimal"},
			{name: "date || varchar", query: "SELECT DATE '2024-01-02' || 'x'", err: "cannot be applied to (date, varchar)"},
			{name: "boolean column", setup: []string{"CREATE TABLE t (b BOOLEAN)", "INSERT INTO t VALUES (true)"},
				query: "SELECT 'x' ||\n b FROM t", err: "1:8: operator || cannot be applied to (varchar, boolean)"},
			{name: "varchar || varbinary", query: "SELECT 'a' || X'01'", err: "(varchar, varbinary)"},
			{name: "concat int", query: "SELECT concat('a', 7)", err: "1:8: concat cannot be applied to (varchar, integer)"},
			{name: "strings", query: "SELECT 'a' || 'b', concat('a', 'b', 'c')", want: []string{"ab | abc"}},
			{name: "NULL operand", query: "SELECT NULL || 'x', concat('a', NULL)", want: []string{"NULL | NULL"}},
			{name: "element || array", query: "SELECT 7 || ARRAY[1], ARRAY[1] || 2", want: []string{"[7 1] | [1 2]"}},
			{name: "varbinary", query: "SELECT X'01' || X'02'", want: []string{"0102"}},
			{name: "cast first", query: "SELECT CAST(7 AS VARCHAR) || 'x'", want: []string{"7x"}},
		} {
			c.dialect = d
			runShown(t, c)
		}
	}
}
