package executor_test

import "testing"

// DuckDB select-list behaviour the reference executor follows when running
// the duckdb dialect. Values from the DuckDB documentation (ORDER BY ALL,
// lateral joins, unnest, generate_series) and its unnest tests.
func TestDuckDBSelectCapabilities(t *testing.T) {
	people := []string{
		"CREATE TABLE addresses (city VARCHAR, zip VARCHAR)",
		"INSERT INTO addresses VALUES ('Amsterdam', '1043'), ('Amsterdam', '1010'), ('Den Haag', '2517')",
	}
	for _, c := range []sqlCase{
		{name: "ORDER BY ALL over *: every column, left to right", dialect: "duckdb", setup: people,
			query: "SELECT * FROM addresses ORDER BY ALL",
			want:  []string{"Amsterdam | 1010", "Amsterdam | 1043", "Den Haag | 2517"}},
		{name: "ORDER BY ALL DESC", dialect: "duckdb", setup: people,
			query: "SELECT * FROM addresses ORDER BY ALL DESC",
			want:  []string{"Den Haag | 2517", "Amsterdam | 1043", "Amsterdam | 1010"}},
		{name: "ORDER BY ALL over a struct unnest: its fields", dialect: "duckdb",
			query: "SELECT unnest(s) FROM (VALUES ({'a': 2, 'b': 1}), ({'a': 1, 'b': 2})) t(s) ORDER BY ALL",
			want:  []string{"1 | 2", "2 | 1"}},
		{name: "a joined subquery that reads the left side is lateral", dialect: "duckdb",
			query: "SELECT * FROM (SELECT [42, 43]) t(a) JOIN (SELECT unnest(t.a)) t2(b) ON b > 42",
			want:  []string{"[42, 43] | 43"}},
		{name: "PostgreSQL needs LATERAL", dialect: "postgres",
			query: "SELECT * FROM (SELECT ARRAY[42, 43]) t(a) JOIN (SELECT unnest(t.a)) t2(b) ON b > 42",
			err:   "does not exist"},
		{name: "a struct unnest is repeated beside a list unnest", dialect: "duckdb",
			query: "SELECT unnest({'a': 44, 'b': 88}), unnest([1, 2])",
			want:  []string{"44 | 88 | 1", "44 | 88 | 2"}},
		{name: "a struct unnest beside an empty list: no rows", dialect: "duckdb",
			query: "SELECT unnest({'a': 44}), unnest([]::INTEGER[])", want: []string{}},
		{name: "grouping on an unnest alias unnests first", dialect: "duckdb",
			setup: []string{"CREATE TABLE g (tags VARCHAR)", "INSERT INTO g VALUES ('a>b'), ('a>c'), ('b')"},
			query: "SELECT unnest(string_split(tags, '>')) AS tag, count(*) FROM g GROUP BY tag ORDER BY tag",
			want:  []string{"a | 2", "b | 2", "c | 1"}},
		{name: "grouping on the same unnest expression", dialect: "duckdb",
			setup: []string{"CREATE TABLE g (tags VARCHAR)", "INSERT INTO g VALUES ('a>b'), ('a>c'), ('b')"},
			query: "SELECT upper(unnest(string_split(tags, '>'))) AS tag, count(*) FROM g GROUP BY upper(unnest(string_split(tags, '>'))) ORDER BY tag",
			want:  []string{"A | 2", "B | 2", "C | 1"}},
		{name: "an unnest the grouping does not name runs after it, per group", dialect: "duckdb",
			query: "SELECT unnest([1, 2]) AS g, unnest([10, 20]) AS s, count(*) FROM range(1) GROUP BY g ORDER BY g, s",
			want:  []string{"1 | 10 | 1", "1 | 20 | 1", "2 | 10 | 1", "2 | 20 | 1"}},
		{name: "GROUP BY ALL over an unnest: refused, as DuckDB does", dialect: "duckdb",
			query: "SELECT unnest(['a', 'b']) AS tag, count(*) FROM range(1) GROUP BY ALL", err: "T031"},
		{name: "a recursive unnest beside a list unnest: zipped at its deepest level", dialect: "duckdb",
			query: "SELECT unnest([[1, 2], [3]], recursive := true) AS a, unnest([1, 2]) AS b",
			want:  []string{"1 | 1", "2 | 2", "3 | 1", "NULL | 2"}},
		{name: "an unnest inside CASE gives a row per element", dialect: "duckdb",
			query: "SELECT CASE WHEN true THEN unnest([1, 2]) ELSE 0 END AS v ORDER BY v",
			want:  []string{"1", "2"}},
		{name: "PostgreSQL rejects a set-returning function in CASE", dialect: "postgres",
			query: "SELECT CASE WHEN true THEN unnest(ARRAY[1, 2]) ELSE 0 END", err: "CASE"},
		{name: "scalar generate_series(n) in a select list is the list 0..n", dialect: "duckdb",
			query: "SELECT generate_series(3)", want: []string{"[0, 1, 2, 3]"}},
		{name: "an unnest of a literal list needs no alias to run", dialect: "duckdb",
			query: "SELECT unnest([1, NULL, 3])", want: []string{"1", "NULL", "3"}},
		{name: "a subquery's repeated column names become name_1, name_2", dialect: "duckdb",
			query: "SELECT i, i_1, i_2 FROM (SELECT 42 i, 44 i, 46 i)", want: []string{"42 | 44 | 46"}},
		{name: "a recursive struct unnest's repeated field names", dialect: "duckdb",
			query: "SELECT a, a_1, b FROM (SELECT unnest({'a': 42, 'b': {'a': 88, 'b': 99}}, recursive := true))",
			want:  []string{"42 | 88 | 99"}},
		{name: "PostgreSQL keeps both names: a reference is ambiguous", dialect: "postgres",
			query: "SELECT i FROM (SELECT 42 i, 44 i) t", err: "ambiguous"},
		// PostgreSQL 15: a quoted name is found exactly as spelled, an
		// unquoted one folded to lower case (Options.ExactNames)
		{name: "PostgreSQL's \"A\" and a are two names", dialect: "postgres",
			query: `SELECT s.a, s."A" FROM (SELECT 1 AS "A", 2 AS a) s`, want: []string{"2 | 1"}},
		{name: "PostgreSQL's def is not \"Def\"", dialect: "postgres",
			query: `SELECT s.def FROM (SELECT 2 AS "Def") s`, err: "column s.def does not exist"},
		{name: "PostgreSQL's unquoted Def is def", dialect: "postgres",
			query: `SELECT s.DEF, s."def" FROM (SELECT 2 AS Def) s`, want: []string{"2 | 2"}},
		{name: "WITH ORDINALITY over a scalar function in FROM: the name is the value's", dialect: "postgres",
			query: "SELECT * FROM upper('x') WITH ORDINALITY AS a(b)", want: []string{"X | 1"}},
	} {
		runSQL(t, c)
	}
}
