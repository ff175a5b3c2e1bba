package executor_test

import "testing"

// TestArrayMatches: Trino's any_match, all_match and none_match and
// Spark's exists and forall in three-valued logic (ArrayAnyMatchFunction,
// ArrayAllMatchFunction, ArrayNoneMatchFunction in trinodb/trino;
// ArrayExists, ArrayForAll in Spark's collectionOperations): a NULL
// predicate makes the answer NULL unless an element decides it.
func TestArrayMatches(t *testing.T) {
	q := func(a string) string {
		return "SELECT any_match(" + a + ", x -> x > 2), all_match(" + a + ", x -> x > 2), none_match(" + a + ", x -> x > 2)"
	}
	for _, c := range []struct{ arr, want string }{
		{"ARRAY[1, 5]", "true | false | false"},
		{"ARRAY[1, NULL]", "NULL | false | NULL"},
		{"ARRAY[5, NULL]", "true | NULL | false"},
		{"CAST(ARRAY[] AS ARRAY(INTEGER))", "false | true | true"},
		{"CAST(NULL AS ARRAY(INTEGER))", "NULL | NULL | NULL"},
	} {
		runShown(t, sqlCase{name: c.arr, dialect: "trino", query: q(c.arr), want: []string{c.want}})
	}
	runShown(t, sqlCase{name: "exists, forall", dialect: "spark",
		query: "SELECT exists(array(1, NULL), x -> x > 2), forall(array(5, NULL), x -> x > 2), exists(array(5, NULL), x -> x > 2)",
		want:  []string{"NULL | NULL | true"}})
}
