package executor_test

import "testing"

// DuckDB runs a select-list unnest that no GROUP BY item names after the
// grouping, once per group row, zipped with the other such unnests; its
// argument reads the group keys and aggregates. Rows checked on DuckDB 1.5
// (the cases grouping on an unnest itself come from DuckDB's
// unnest_group_by.test, a later version).
func TestDuckDBUnnestAfterGrouping(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "one unnest per group row", dialect: "duckdb",
			query: "SELECT i % 2 AS g, unnest([10, 20]) AS s, count(*) FROM range(3) t(i) GROUP BY g ORDER BY g, s",
			want:  []string{"0 | 10 | 2", "0 | 20 | 2", "1 | 10 | 1", "1 | 20 | 1"}},
		{name: "the argument reads an aggregate", dialect: "duckdb",
			query: "SELECT i % 2 AS g, unnest(list(i ORDER BY i)) AS s, count(*) FROM range(3) t(i) GROUP BY g ORDER BY g, s",
			want:  []string{"0 | 0 | 2", "0 | 2 | 2", "1 | 1 | 1"}},
		{name: "the argument reads a group key", dialect: "duckdb",
			query: "SELECT i % 2 AS g, unnest([g, 20]) AS s FROM range(3) t(i) GROUP BY g ORDER BY g, s",
			want:  []string{"0 | 0", "0 | 20", "1 | 1", "1 | 20"}},
		{name: "an ungrouped column in the argument", dialect: "duckdb",
			query: "SELECT i % 2 AS g, unnest([i, 20]) AS s FROM range(3) t(i) GROUP BY g", err: "GROUP BY"},
		{name: "two late unnests are zipped", dialect: "duckdb",
			query: "SELECT i % 2 AS g, unnest([10, 20]) AS s, unnest([1, 2, 3]) AS s2, count(*) FROM range(3) t(i) GROUP BY g ORDER BY g, s2",
			want:  []string{"0 | 10 | 1 | 2", "0 | 20 | 2 | 2", "0 | NULL | 3 | 2", "1 | 10 | 1 | 1", "1 | 20 | 2 | 1", "1 | NULL | 3 | 1"}},
		{name: "aggregation without GROUP BY", dialect: "duckdb",
			query: "SELECT unnest([1, 2]) + count(*) AS s FROM range(3) ORDER BY s",
			want:  []string{"4", "5"}},
		{name: "HAVING filters the groups first", dialect: "duckdb",
			query: "SELECT i % 2 AS g, unnest([10, 20]) AS s, count(*) FROM range(3) t(i) GROUP BY g HAVING count(*) > 1 ORDER BY g, s",
			want:  []string{"0 | 10 | 2", "0 | 20 | 2"}},
		{name: "a grouped unnest and a late one: a product", dialect: "duckdb",
			query: "SELECT unnest([1, 2]) AS g, unnest([10, 20]) AS s, count(*) FROM range(1) GROUP BY g ORDER BY g, s",
			want:  []string{"1 | 10 | 1", "1 | 20 | 1", "2 | 10 | 1", "2 | 20 | 1"}},
		{name: "an unnest inside an aggregate is refused", dialect: "duckdb",
			query: "SELECT sum(unnest([1, 2])) FROM range(3)", err: "T031"},
	} {
		runSQL(t, c)
	}
}
