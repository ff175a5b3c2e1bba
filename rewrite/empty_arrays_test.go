package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

var emptyOptions = lateral.TranslateOptions{
	Schema:        "CREATE TABLE t (id INTEGER, arr INTEGER[], tags VARCHAR[]);",
	SchemaDialect: "duckdb",
}

// PostgreSQL rejects ARRAY[] outside a cast ("cannot determine type of
// empty array"): an empty array from DuckDB gets the type of the array it
// meets, or TEXT[] where its elements cannot be seen. ANSI SQL's ARRAY[] is
// typed by its context as well, and PostgreSQL stands in for it.
func TestEmptyArrayTypes(t *testing.T) {
	cases := []struct{ name, to, in, want string }{
		{"unnest in the select list", "postgres", "SELECT UNNEST([]) AS x",
			"SELECT _g1.x AS x FROM unnest(CAST(ARRAY[] AS TEXT[])) AS _g1(x)"},
		{"select item", "postgres", "SELECT [] AS x", "SELECT CAST(ARRAY[] AS TEXT[]) AS x"},
		{"length", "postgres", "SELECT len([]) AS n", "SELECT cardinality(CAST(ARRAY[] AS TEXT[])) AS n"},
		{"is null", "postgres", "SELECT t.id FROM t WHERE [] IS NOT NULL", "SELECT t.id FROM t WHERE CAST(ARRAY[] AS TEXT[]) IS NOT NULL"},
		{"coalesce", "postgres", "SELECT coalesce(t.arr, []) AS a FROM t", "SELECT coalesce(t.arr, CAST(ARRAY[] AS INTEGER[])) AS a FROM t"},
		{"case branch", "postgres", "SELECT CASE WHEN t.id > 1 THEN [] ELSE t.tags END AS a FROM t",
			"SELECT CASE WHEN t.id > 1 THEN CAST(ARRAY[] AS VARCHAR[]) ELSE t.tags END AS a FROM t"},
		{"case else", "postgres", "SELECT CASE WHEN t.id > 1 THEN t.arr ELSE [] END AS a FROM t",
			"SELECT CASE WHEN t.id > 1 THEN t.arr ELSE CAST(ARRAY[] AS INTEGER[]) END AS a FROM t"},
		{"concatenation", "postgres", "SELECT t.arr || [] AS a FROM t",
			// DuckDB's || is NULL for a NULL list; PostgreSQL's array || is not
			"SELECT CASE WHEN t.arr IS NULL THEN NULL ELSE t.arr || CAST(ARRAY[] AS INTEGER[]) END AS a FROM t"},
		{"comparison", "postgres", "SELECT [] = t.arr AS e FROM t", "SELECT CAST(ARRAY[] AS INTEGER[]) = t.arr AS e FROM t"},
		{"already cast", "postgres", "SELECT CAST([] AS INTEGER[]) AS a", "SELECT CAST(ARRAY[] AS INTEGER[]) AS a"},
		{"left join unnest", "postgres", "SELECT t.id, u.x FROM t LEFT JOIN unnest([]) AS u(x) ON TRUE",
			"SELECT t.id, u.x FROM t LEFT JOIN unnest(CAST(ARRAY[] AS TEXT[])) AS u(x) ON TRUE"},
		// A branch of a set operation takes the type of the other
		// branches' column (TEXT[] would not unite with INTEGER[]).
		{"union branch", "postgres", "SELECT t.arr AS a FROM t UNION ALL SELECT [] UNION ALL SELECT [7]",
			"SELECT t.arr AS a FROM t UNION ALL SELECT CAST(ARRAY[] AS INTEGER[]) UNION ALL SELECT ARRAY[7]"},
		{"explain", "postgres", "EXPLAIN SELECT [] AS a", "EXPLAIN SELECT CAST(ARRAY[] AS TEXT[]) AS a"},
		// An array of NULLs is typed by its place as an empty one is:
		// PostgreSQL's ARRAY[NULL] is text[] (run on PostgreSQL 15:
		// SELECT ARRAY[1] UNION ALL SELECT ARRAY[NULL] raises "UNION could
		// not convert type text[] to integer[]"); DuckDB's [NULL] takes
		// the other branch's type.
		{"union branch of nulls", "postgres", "SELECT [1, 2] AS a UNION ALL SELECT [NULL] UNION ALL SELECT [NULL, NULL]",
			"SELECT ARRAY[1, 2] AS a UNION ALL SELECT CAST(ARRAY[NULL] AS INTEGER[]) UNION ALL SELECT CAST(ARRAY[NULL, NULL] AS INTEGER[])"},
		{"values column", "postgres", "SELECT * FROM (VALUES (1, [10]), (2, [NULL]), (3, [])) AS v(i, a)",
			"SELECT * FROM (VALUES (1, ARRAY[10]), (2, CAST(ARRAY[NULL] AS INTEGER[])), (3, CAST(ARRAY[] AS INTEGER[]))) AS v(i, a)"},
		{"coalesce of nulls", "postgres", "SELECT coalesce([NULL], t.arr) AS a FROM t", "SELECT coalesce(CAST(ARRAY[NULL] AS INTEGER[]), t.arr) AS a FROM t"},
		{"ansi", "ansi", "SELECT coalesce(t.arr, []) AS a FROM t", "SELECT coalesce(t.arr, CAST(ARRAY[] AS INTEGER ARRAY)) AS a FROM t"},
		// Trino's ARRAY[] and DuckDB's [] need no type.
		{"trino", "trino", "SELECT coalesce(t.arr, []) AS a FROM t", "SELECT coalesce(t.arr, ARRAY[]) AS a FROM t"},
		{"duckdb", "duckdb", "SELECT UNNEST([]) AS x", "SELECT _g1.x AS x FROM unnest([]) AS _g1(x)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "duckdb", tc.to, emptyOptions)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			if tc.to == "postgres" {
				checkIdempotent(t, tr, tc.to, emptyOptions)
			}
		})
	}
}

// Where the element type matters and nothing tells it, the empty array is
// refused at its position (T077) rather than given a type that would fail
// or mean something else.
func TestEmptyArrayRefusals(t *testing.T) {
	cases := []struct {
		name, to, in string
		col          int
	}{
		// x + 1 needs x's type: TEXT would be an error in PostgreSQL.
		{"element used in an expression", "postgres", "SELECT UNNEST([]) + 1 AS x", 15},
		{"element in where", "postgres", "SELECT u.x FROM unnest([]) AS u(x) WHERE u.x > 0", 24},
		{"append", "postgres", "SELECT list_append([], 1) AS a", 20},
		{"coalesce of unknowns", "postgres", "SELECT coalesce([], []) AS a", 17},
		{"ansi", "ansi", "SELECT UNNEST([]) + 1 AS x", 15},
		// The column of a derived table, a WITH query or an INSERT's query
		// may meet values of another type.
		{"derived table", "postgres", "SELECT s.a FROM (SELECT [] AS a) AS s", 25},
		{"unnest in a derived table", "postgres", "SELECT s.x + 1 AS y FROM (SELECT UNNEST([]) AS x) AS s", 41},
		{"insert", "postgres", "INSERT INTO t SELECT 1, [], []", 25},
		{"union of unknowns", "postgres", "SELECT [] AS a UNION ALL SELECT []", 8},
		{"values", "postgres", "SELECT tbl.i FROM (VALUES ([])) AS tbl(i)", 28},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, "duckdb", tc.to, emptyOptions)
			wantRefusal(t, tr, err, "T077")
			le := err.(*lateral.Error)
			d := le.Diagnostics.Errors()[0]
			if d.Code != "T077" || d.Span.Start.Line != 1 || d.Span.Start.Col != tc.col || !strings.Contains(d.Message, "empty array") {
				t.Errorf("got %s at %d:%d (%s), want T077 at 1:%d", d.Code, d.Span.Start.Line, d.Span.Start.Col, d.Message, tc.col)
			}
		})
	}
}

// An empty array in an INSERT's VALUES takes the type of the column it
// goes into, a struct's field types the table's (a VARCHAR field), not
// those another row's literal would give (TEXT): toward PostgreSQL both
// name the same composite type.
func TestEmptyArrayInsertColumn(t *testing.T) {
	in := "CREATE TABLE t (id INTEGER, s1 STRUCT(a INTEGER, b VARCHAR)[]);\n" +
		"INSERT INTO t VALUES (1, [{'a': 7, 'b': 'x'}]), (2, []);\nINSERT INTO t (s1, id) VALUES ([], 3)"
	tr := mustTranslate(t, in, "duckdb", "postgres", lateral.TranslateOptions{})
	if n := strings.Count(tr.SQL, "LATERAL_STRUCT_B86B5A158E"); n != 5 || strings.Contains(tr.SQL, "LATERAL_STRUCT_5B31935B0D") {
		t.Errorf("want one composite type, named 5 times:\n%s", tr.SQL)
	}
}
