package executor_test

import "testing"

// TestSparkNestedText: Spark 3 casts an array, a struct or a map to a
// string as [e1, e2], {v1, v2} and {k -> v}, a NULL inside null (the
// default of spark.sql.legacy.castComplexTypesToString.enabled, false),
// each element written as its own cast to a string writes it: a string
// bare, a DATE or TIMESTAMP of a year past 9999 with a + before it, as
// its java.time formatter writes a year past four digits
// (plus_year_text.go). Hive 3 casts primitives only to a string type
// (an array's cast fails its analysis; Hive 4.1 added it, HIVE-28825).
func TestSparkNestedText(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "array", query: "SELECT CAST(array(DATE '+10000-01-01', NULL, DATE '2020-01-02') AS STRING), CAST(array('x', 'y z') AS STRING)",
			want: []string{"[+10000-01-01, null, 2020-01-02] | [x, y z]"}},
		{name: "struct and map", query: "SELECT CAST(named_struct('a', TIMESTAMP '+10000-01-01 10:00:00', 'b', CAST(NULL AS STRING)) AS STRING), CAST(map(1, array(true, NULL)) AS STRING)",
			want: []string{"{+10000-01-01 10:00:00, null} | {1 -> [true, null]}"}},
		{name: "a NULL array", query: "SELECT CAST(CAST(NULL AS ARRAY<INT>) AS STRING)", want: []string{"NULL"}},
	} {
		c.dialect = "spark"
		runShown(t, c)
	}
	runShown(t, sqlCase{name: "Hive", dialect: "hive", query: "SELECT 1,\n CAST(array(DATE '2020-01-01') AS STRING)",
		err: "2:2: cannot cast array to string: a cast to a string type takes a primitive value only"})
}
