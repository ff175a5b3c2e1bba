package executor_test

import "testing"

// OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED is a struct of the pairs, in order,
// a NULL value kept; FLATTEN over an array of them reads each field by its
// key, a NULL element reading NULL.
func TestSnowflakeStructuredObject(t *testing.T) {
	setup := []string{
		"CREATE TABLE s (id INTEGER, items ARRAY(OBJECT(sku STRING, qty INTEGER)))",
		"INSERT INTO s VALUES (1, [OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('sku', 'a', 'qty', CAST(NULL AS INTEGER)), NULL]), (2, NULL)",
	}
	for _, c := range []sqlCase{
		{name: "keeps the NULL value and the order", dialect: "snowflake",
			query: "SELECT OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('b', 1, 'a', NULL)", want: []string{"{'b': 1, 'a': NULL}"}},
		{name: "fields through FLATTEN", dialect: "snowflake", setup: setup,
			query: "SELECT s.id, CAST(strip_null_value(f.VALUE['sku']) AS STRING), f.INDEX FROM s, LATERAL FLATTEN(INPUT => s.items, OUTER => TRUE) AS f ORDER BY s.id, f.INDEX",
			want:  []string{"1 | a | 0", "1 | NULL | 1", "2 | NULL | NULL"}},
		{name: "a key must be a string", dialect: "snowflake",
			query: "SELECT OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED(1, 1)", err: "non-empty VARCHAR"},
		{name: "key, value pairs", dialect: "snowflake",
			query: "SELECT OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('a', 1, 'b')", err: "key, value pairs"},
		{name: "a key twice", dialect: "snowflake",
			query: "SELECT OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('a', 1, 'a', 2)", err: "duplicate key"},
		// An OBJECT constant cast to a MAP is the map of its keys and
		// values; a key given twice has no map (executor ObjectToMap).
		{name: "object cast to a map", dialect: "snowflake",
			query: "SELECT CAST({'b': 1, 'A': 2} AS MAP(VARCHAR, INTEGER))", want: []string{"{'b'=1, 'A'=2}"}},
		{name: "object with a key twice cast to a map", dialect: "snowflake",
			query: "SELECT CAST({'a': 1, 'a': 2} AS MAP(VARCHAR, INTEGER))", err: "duplicate key"},
	} {
		runSQL(t, c)
	}
}
