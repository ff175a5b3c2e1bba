package executor_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// BigQuery's SELECT AS STRUCT run from SQL text (BigQuery reference, Query
// syntax: SELECT AS STRUCT, value tables, set operators).
func TestSelectAsStructBigQuery(t *testing.T) {
	for _, c := range []sqlCase{
		// set operators take the column names of the first query: the
		// second branch's anonymous field is a
		{name: "union: the first branch names the fields", dialect: "bigquery",
			query: "SELECT x.a FROM UNNEST(ARRAY(SELECT AS STRUCT 1 AS a UNION ALL SELECT AS STRUCT 3)) AS x ORDER BY x.a",
			want:  []string{"1", "3"}},
		{name: "union: positions, not names, meet", dialect: "bigquery",
			query: "SELECT x.a, x.b FROM UNNEST(ARRAY(SELECT AS STRUCT 1 AS a, 2 AS b UNION ALL SELECT AS STRUCT 3 AS b, 4 AS a)) AS x ORDER BY x.a",
			want:  []string{"1 | 2", "3 | 4"}},
		{name: "union: a field takes the supertype of the two", dialect: "bigquery",
			query: "SELECT x.a FROM UNNEST(ARRAY(SELECT AS STRUCT 1 AS a UNION ALL SELECT AS STRUCT 2.5)) AS x ORDER BY x.a",
			want:  []string{"1.0", "2.5"}},
		{name: "union: structs of different widths do not meet", dialect: "bigquery",
			query: "SELECT ARRAY(SELECT AS STRUCT 1 AS a UNION ALL SELECT AS STRUCT 3, 4)",
			err:   "incompatible types"},
		// a field without a name is anonymous; the executor calls it by
		// its position (col1, col2...), never _c0
		{name: "anonymous fields", dialect: "bigquery",
			query: "SELECT ARRAY(SELECT AS STRUCT 1 AS a, 2, x FROM UNNEST([7]) AS x)",
			want:  []string{"[{'a': 1, 'col2': 2, 'x': 7}]"}},
		{name: "an anonymous field has no _c name", dialect: "bigquery",
			query: "SELECT s._c0 FROM UNNEST(ARRAY(SELECT AS STRUCT 1)) AS s",
			err:   "_c0"},
		// a SELECT AS STRUCT query in FROM is a value table: its range
		// variable is the struct of the row, s.a reads a field, *
		// and s.* expand the fields
		{name: "value table: s.a reads a field", dialect: "bigquery",
			query: "SELECT s.a FROM (SELECT AS STRUCT 1 AS a) AS s", want: []string{"1"}},
		{name: "value table: *", dialect: "bigquery",
			query: "SELECT * FROM (SELECT AS STRUCT 1 AS a, 2 AS b)", want: []string{"1 | 2"}},
		{name: "value table: s.*, s", dialect: "bigquery",
			query: "SELECT s.*, s FROM (SELECT AS STRUCT 1 AS a, 'x' AS b) AS s",
			want:  []string{"1 | x | {'a': 1, 'b': 'x'}"}},
		{name: "value table: WHERE, NULL fields", dialect: "bigquery",
			query: "SELECT s.a, s.b FROM (SELECT AS STRUCT x AS a, IF(x = 2, NULL, x * 10) AS b FROM UNNEST([1, 2, 3]) AS x) AS s WHERE s.a > 1 ORDER BY s.a",
			want:  []string{"2 | NULL", "3 | 30"}},
		{name: "value table: no rows", dialect: "bigquery",
			query: "SELECT count(*), count(s.a) FROM (SELECT AS STRUCT x AS a FROM UNNEST([1, 2]) AS x WHERE x > 5) AS s",
			want:  []string{"0 | 0"}},
		{name: "value table: a union", dialect: "bigquery",
			query: "SELECT s.a FROM (SELECT AS STRUCT 1 AS a UNION ALL SELECT AS STRUCT 3) AS s ORDER BY s.a",
			want:  []string{"1", "3"}},
		{name: "value table: a WITH query", dialect: "bigquery",
			query: "WITH s AS (SELECT AS STRUCT 1 AS a, 2 AS b) SELECT s.b, s FROM s",
			want:  []string{"2 | {'a': 1, 'b': 2}"}},
		{name: "value table: a WITH query under another name", dialect: "bigquery",
			query: "WITH s AS (SELECT AS STRUCT 1 AS a, 2 AS b) SELECT * FROM s AS v WHERE v.a = 1",
			want:  []string{"1 | 2"}},
		{name: "value table: joined", dialect: "bigquery",
			query: "SELECT * FROM (SELECT AS STRUCT 1 AS a) AS s JOIN (SELECT 1 AS c) AS u ON s.a = u.c",
			want:  []string{"1 | 1"}},
	} {
		runSQL(t, c)
	}
}

// SELECT * of a value table names its columns after the fields.
func TestSelectAsStructValueTableNames(t *testing.T) {
	r, err := lateral.Run(context.Background(), "SELECT * FROM (SELECT AS STRUCT 1 AS a, 2 AS b)", "bigquery", lateral.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	var names []string
	for _, c := range r.Columns() {
		names = append(names, c.Name)
	}
	if got := strings.Join(names, ","); got != "a,b" {
		t.Errorf("columns %q, want a,b", got)
	}
}
