package executor_test

import "testing"

// TestFindInSet: Spark's find_in_set splits the list at every comma,
// keeping empty fields, and gives 0 for a string holding a comma (Spark's
// UTF8String.findInSet); its translation toward PostgreSQL and DuckDB
// gives the same (run on PostgreSQL 15 and DuckDB 1.5 on these rows).
func TestFindInSet(t *testing.T) {
	const rows = "(VALUES (1, 'b', 'a,b,c'), (2, '', ''), (3, '', 'a,'), (4, 'a,b', 'a,b'), (5, 'x', 'a,b'), (6, NULL, 'a'), (7, 'a', NULL), (8, 'é', 'ü,é'), (9, 'b', 'a,,b')) AS t(id, s, l)"
	want := []string{"1 | 2", "2 | 1", "3 | 2", "4 | 0", "5 | 0", "6 | NULL", "7 | NULL", "8 | 2", "9 | 3"}
	for _, c := range []sqlCase{
		{name: "spark find_in_set", dialect: "spark", query: "SELECT id, find_in_set(s, l) FROM " + rows + " ORDER BY id", want: want},
		// Hive's UDFFindInSet, the same walk of the list's bytes
		{name: "hive find_in_set", dialect: "hive", query: "SELECT id, find_in_set(s, l) FROM " + rows + " ORDER BY id", want: want},
		{name: "the translation toward postgres", dialect: "postgres",
			query: "SELECT id, CASE WHEN strpos(s, ',') > 0 THEN 0 WHEN strpos(',' || l || ',', ',' || s || ',') = 0 THEN 0 ELSE strpos(',' || l || ',', ',' || s || ',') - length(replace(left(',' || l || ',', strpos(',' || l || ',', ',' || s || ',')), ',', '')) END FROM " + rows + " ORDER BY id",
			want:  want},
	} {
		t.Run(c.name, func(t *testing.T) { runShown(t, c) })
	}
}
