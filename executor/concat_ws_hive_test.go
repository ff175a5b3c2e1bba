package executor_test

import "testing"

// TestConcatWsHiveArrays: Hive's concat_ws writes a NULL array element as
// the text null and keeps an empty array's separator among other
// arguments (GenericUDFConcatWS.evaluate appends each element with
// StringBuilder.append, and an empty array is still a non-NULL
// argument); a NULL array is skipped. Spark's ConcatWs skips NULL
// elements, and an empty array adds nothing.
func TestConcatWsHiveArrays(t *testing.T) {
	runDialectCases(t, []dialectCase{
		{dialect: "hive", sql: "SELECT concat_ws(',', array('a', NULL, 'b'))", want: "a,null,b"},
		{dialect: "hive", sql: "SELECT concat_ws(',', 'a', CAST(array() AS ARRAY<STRING>), 'b')", want: "a,,b"},
		{dialect: "hive", sql: "SELECT concat_ws(',', 'a', CAST(NULL AS ARRAY<STRING>), 'b')", want: "a,b"},
		{dialect: "hive", sql: "SELECT concat_ws(',', CAST(array() AS ARRAY<STRING>))", want: ""},
		{dialect: "hive", sql: "SELECT concat_ws('-', array(CAST(NULL AS STRING)), 'x')", want: "null-x"},
		{dialect: "spark", sql: "SELECT concat_ws(',', array('a', NULL, 'b'))", want: "a,b"},
		{dialect: "spark", sql: "SELECT concat_ws(',', 'a', CAST(array() AS ARRAY<STRING>), 'b')", want: "a,b"},
	})
}
