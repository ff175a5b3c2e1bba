package executor_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// bqItems is a BigQuery table of arrays of structs: a NULL element, an
// element with a NULL field, an empty array and a NULL array.
var bqItems = []string{
	"CREATE TABLE s (id INT64, items ARRAY<STRUCT<sku STRING, qty INT64>>)",
	"INSERT INTO s VALUES (1, [STRUCT('a' AS sku, 1 AS qty), STRUCT('b' AS sku, NULL AS qty), NULL]), " +
		"(2, CAST([] AS ARRAY<STRUCT<sku STRING, qty INT64>>)), (3, NULL)",
}

// BigQuery's UNNEST of an array of structs is a value table: one column
// per field, the alias the struct of the row (BigQuery reference, Query
// syntax: "UNNEST and structs", "UNNEST and WITH OFFSET", "UNNEST and NULL
// values").
func TestBigQueryUnnestStructValueTable(t *testing.T) {
	const arr = "[STRUCT(1 AS a, 'x' AS b), STRUCT(3 AS a, 'y' AS b)]"
	for _, c := range []sqlCase{
		{name: "*: a column per field", dialect: "bigquery",
			query: "SELECT * FROM UNNEST(" + arr + ")", want: []string{"1 | x", "3 | y"}},
		{name: "* under an alias", dialect: "bigquery",
			query: "SELECT * FROM UNNEST(" + arr + ") AS e", want: []string{"1 | x", "3 | y"}},
		{name: "the alias is the struct", dialect: "bigquery",
			query: "SELECT e FROM UNNEST(" + arr + ") AS e", want: []string{"{'a': 1, 'b': 'x'}", "{'a': 3, 'b': 'y'}"}},
		{name: "e.a and a bare a read the field", dialect: "bigquery",
			query: "SELECT e.a, a, e.b FROM UNNEST(" + arr + ") AS e WHERE a > 1", want: []string{"3 | 3 | y"}},
		{name: "e.* expands the fields", dialect: "bigquery",
			query: "SELECT e.* FROM UNNEST(" + arr + ") AS e", want: []string{"1 | x", "3 | y"}},
		{name: "WITH OFFSET: the offset after the fields", dialect: "bigquery",
			query: "SELECT * FROM UNNEST(" + arr + ") AS e WITH OFFSET", want: []string{"1 | x | 0", "3 | y | 1"}},
		{name: "*, e with an offset alias", dialect: "bigquery",
			query: "SELECT *, e FROM UNNEST(" + arr + ") AS e WITH OFFSET AS o",
			want:  []string{"1 | x | 0 | {'a': 1, 'b': 'x'}", "3 | y | 1 | {'a': 3, 'b': 'y'}"}},
		{name: "e.* leaves the offset out", dialect: "bigquery",
			query: "SELECT e.*, o FROM UNNEST(" + arr + ") AS e WITH OFFSET AS o", want: []string{"1 | x | 0", "3 | y | 1"}},
		{name: "an anonymous STRUCT takes the element type's names", dialect: "bigquery",
			query: "SELECT * FROM UNNEST([STRUCT(1 AS a, 2 AS b), STRUCT(3, 4)])", want: []string{"1 | 2", "3 | 4"}},
		{name: "an anonymous STRUCT first", dialect: "bigquery",
			query: "SELECT x.a, x.b FROM UNNEST([STRUCT(3, 4.5), STRUCT(1 AS a, 2 AS b)]) AS x", want: []string{"3 | 4.5", "1 | 2.0"}},
		{name: "a NULL element is a row of NULL fields", dialect: "bigquery",
			query: "SELECT * FROM UNNEST([STRUCT(1 AS a, 'x' AS b), NULL]) WITH OFFSET AS o",
			want:  []string{"1 | x | 0", "NULL | NULL | 1"}},
		{name: "an empty array: no rows", dialect: "bigquery",
			query: "SELECT count(*) FROM UNNEST(CAST([] AS ARRAY<STRUCT<a INT64, b STRING>>)) AS e WITH OFFSET", want: []string{"0"}},
		{name: "a NULL array: no rows", dialect: "bigquery",
			query: "SELECT count(*) FROM UNNEST(CAST(NULL AS ARRAY<STRUCT<a INT64, b STRING>>))", want: []string{"0"}},
		{name: "an array of scalars keeps its one column", dialect: "bigquery",
			query: "SELECT * FROM UNNEST([10, 20]) AS e WITH OFFSET AS o", want: []string{"10 | 0", "20 | 1"}},
		{name: "per row", dialect: "bigquery", setup: bqItems,
			query: "SELECT s.id, i.*, o FROM s, UNNEST(s.items) AS i WITH OFFSET AS o ORDER BY s.id, o",
			want:  []string{"1 | a | 1 | 0", "1 | b | NULL | 1", "1 | NULL | NULL | 2"}},
		{name: "LEFT JOIN: * keeps the rows without elements", dialect: "bigquery", setup: bqItems,
			query: "SELECT * FROM s LEFT JOIN UNNEST(s.items) AS i WITH OFFSET AS o WHERE id > 1 OR o = 2 ORDER BY id, o",
			want:  []string{"1 | [{'sku': 'a', 'qty': 1}, {'sku': 'b', 'qty': NULL}, NULL] | NULL | NULL | 2", "2 | [] | NULL | NULL | NULL", "3 | NULL | NULL | NULL | NULL"}},
		{name: "LEFT JOIN: a bare field in ON stays in the join", dialect: "bigquery", setup: bqItems,
			query: "SELECT id, sku, o FROM s LEFT JOIN UNNEST(s.items) AS i WITH OFFSET AS o ON qty IS NOT NULL ORDER BY id, o",
			want:  []string{"1 | a | 0", "2 | NULL | NULL", "3 | NULL | NULL"}},
		{name: "inner JOIN ... ON a field filters", dialect: "bigquery", setup: bqItems,
			query: "SELECT id, sku FROM s JOIN UNNEST(s.items) AS i ON i.sku = 'b'", want: []string{"1 | b"}},
		// a name that is a column of the FROM clause and a field of the
		// value table is ambiguous; qualified, each is read (GoogleSQL's
		// name scopes: a column and a value table's field of one name make
		// the name ambiguous, NameScope::LookupName)
		{name: "a column and a field of one name", dialect: "bigquery",
			setup: []string{"CREATE TABLE u (id INT64, sku STRING)", "INSERT INTO u VALUES (1, 'u')"},
			query: "SELECT sku FROM u, UNNEST([STRUCT('a' AS sku)]) AS i", err: "ambiguous"},
		{name: "a column and a field of one name, qualified", dialect: "bigquery",
			setup: []string{"CREATE TABLE u (id INT64, sku STRING)", "INSERT INTO u VALUES (1, 'u')"},
			query: "SELECT u.sku, i.sku FROM u, UNNEST([STRUCT('a' AS sku)]) AS i", want: []string{"u | a"}},
		// elsewhere an unnested struct stays one column
		{name: "DuckDB: one struct column", dialect: "duckdb",
			query: "SELECT * FROM unnest([{'a': 1, 'b': 2}]) AS t(s)", want: []string{"{'a': 1, 'b': 2}"}},
	} {
		runSQL(t, c)
	}
}

// The columns of a value-table UNNEST are named after the fields, the
// offset after its alias (or offset).
func TestBigQueryUnnestStructValueTableNames(t *testing.T) {
	for q, want := range map[string]string{
		"SELECT * FROM UNNEST([STRUCT(1 AS a, 2 AS b)]) AS e WITH OFFSET AS o": "a, b, o",
		"SELECT * FROM UNNEST([STRUCT(1 AS a, 2 AS b)]) WITH OFFSET":           "a, b, offset",
		"SELECT e, e.b FROM UNNEST([STRUCT(1 AS a, 2 AS b)]) AS e":             "e, b",
	} {
		r, err := lateral.Run(context.Background(), q, "bigquery", lateral.RunOptions{})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		var names []string
		for _, c := range r.Columns() {
			names = append(names, c.Name)
		}
		r.Close()
		if got := strings.Join(names, ", "); got != want {
			t.Errorf("%s: columns %s, want %s", q, got, want)
		}
	}
}

// A recursive CTE (and a view) whose query is SELECT AS STRUCT is a value
// table, as a plain one is (BigQuery reference, Query syntax: SELECT AS STRUCT
// produces a value table); the step's anonymous fields take the anchor's
// names (set operators take the names of the first query), and the step
// reads the working table's fields by name.
func TestBigQueryRecursiveAsStruct(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "r.n in the step, * outside", dialect: "bigquery",
			query: "WITH RECURSIVE r AS (SELECT AS STRUCT 1 AS n UNION ALL SELECT AS STRUCT r.n + 1 FROM r WHERE r.n < 3) SELECT * FROM r ORDER BY n",
			want:  []string{"1", "2", "3"}},
		{name: "bare fields, the struct, r.s", dialect: "bigquery",
			query: "WITH RECURSIVE r AS (SELECT AS STRUCT 1 AS n, 'a' AS s UNION ALL SELECT AS STRUCT n + 1, CONCAT(s, 'b') FROM r WHERE n < 3) SELECT r, n, r.s FROM r ORDER BY n",
			want:  []string{"{'n': 1, 's': 'a'} | 1 | a", "{'n': 2, 's': 'ab'} | 2 | ab", "{'n': 3, 's': 'abb'} | 3 | abb"}},
		{name: "under another name", dialect: "bigquery",
			query: "WITH RECURSIVE r AS (SELECT AS STRUCT 1 AS n UNION ALL SELECT AS STRUCT v.n * 2 FROM r AS v WHERE v.n < 4) SELECT w.n FROM r AS w ORDER BY w.n",
			want:  []string{"1", "2", "4"}},
		{name: "a NULL field", dialect: "bigquery",
			query: "WITH RECURSIVE r AS (SELECT AS STRUCT 1 AS n, CAST(NULL AS STRING) AS s UNION ALL SELECT AS STRUCT n + 1, 'x' FROM r WHERE n < 2) SELECT n, s FROM r ORDER BY n",
			want:  []string{"1 | NULL", "2 | x"}},
		{name: "a view of SELECT AS STRUCT", dialect: "bigquery",
			setup: []string{"CREATE VIEW v AS SELECT AS STRUCT x AS a, IF(x = 2, NULL, 'y') AS b FROM UNNEST([1, 2]) AS x"},
			query: "SELECT v.a, w.b, w FROM v, v AS w WHERE v.a = w.a ORDER BY v.a",
			want:  []string{"1 | y | {'a': 1, 'b': 'y'}", "2 | NULL | {'a': 2, 'b': NULL}"}},
		{name: "a view of SELECT AS STRUCT: *", dialect: "bigquery",
			setup: []string{"CREATE VIEW v AS SELECT AS STRUCT 1 AS a, 2 AS b"},
			query: "SELECT * FROM v", want: []string{"1 | 2"}},
		{name: "structs of different widths do not meet", dialect: "bigquery",
			query: "WITH RECURSIVE r AS (SELECT AS STRUCT 1 AS n UNION ALL SELECT AS STRUCT n + 1, 2 FROM r WHERE n < 3) SELECT * FROM r",
			err:   "incompatible types"},
	} {
		runSQL(t, c)
	}
}
