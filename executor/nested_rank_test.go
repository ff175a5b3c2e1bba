package executor_test

import "testing"

// Ranking arrays and structs that hold NULLs (window ORDER BY, min, max,
// max_by, greatest, least) follows the dialect's order of NULL elements,
// as ORDER BY does (Options.NestedNulls). PostgreSQL 15 and DuckDB 1.5
// answers were checked on the engines; Spark's order is its array and
// struct ordering (NULL elements first), Trino's ordering operator fails
// on reaching a NULL element (rewrite.NestedNullsOf).
func TestNestedNullRanking(t *testing.T) {
	const duckRows = "(VALUES ([1, 2]), ([1, NULL]), ([NULL::INT]), ([0])) v(a)"
	const pgRows = "(VALUES (ARRAY[1, 2]), (ARRAY[1, NULL]), (ARRAY[NULL::INT]), (ARRAY[0])) v(a)"
	const sparkRows = "(SELECT array(1, 2) AS a UNION ALL SELECT array(1, NULL) UNION ALL SELECT array(CAST(NULL AS INT)) UNION ALL SELECT array(0)) v"
	for _, c := range []sqlCase{
		{name: "DuckDB: min and max", dialect: "duckdb",
			query: "SELECT max(a), min(a) FROM " + duckRows, want: []string{"[NULL] | [0]"}},
		{name: "DuckDB: greatest and least", dialect: "duckdb",
			query: "SELECT greatest([1, 2], [1, NULL]), least([1, 2], [1, NULL])", want: []string{"[1, NULL] | [1, 2]"}},
		{name: "DuckDB: window ORDER BY", dialect: "duckdb",
			query: "SELECT a, row_number() OVER (ORDER BY a) AS rn FROM " + duckRows + " ORDER BY rn",
			want:  []string{"[0] | 1", "[1, 2] | 2", "[1, NULL] | 3", "[NULL] | 4"}},
		{name: "DuckDB: struct min and max", dialect: "duckdb",
			query: "SELECT max(s), min(s) FROM (VALUES ({'x': 1, 'y': NULL}), ({'x': 1, 'y': 2})) v(s)",
			want:  []string{"{'x': 1, 'y': NULL} | {'x': 1, 'y': 2}"}},
		{name: "PostgreSQL: min and max", dialect: "postgres",
			query: "SELECT max(a), min(a) FROM " + pgRows, want: []string{"[NULL] | [0]"}},
		{name: "PostgreSQL: greatest and least", dialect: "postgres",
			query: "SELECT greatest(ARRAY[1, 2], ARRAY[1, NULL]), least(ARRAY[1, 2], ARRAY[1, NULL])", want: []string{"[1, NULL] | [1, 2]"}},
		{name: "PostgreSQL: window ORDER BY", dialect: "postgres",
			query: "SELECT a, row_number() OVER (ORDER BY a) AS rn FROM " + pgRows + " ORDER BY rn",
			want:  []string{"[0] | 1", "[1, 2] | 2", "[1, NULL] | 3", "[NULL] | 4"}},
		{name: "Spark: min and max", dialect: "spark",
			query: "SELECT max(a), min(a) FROM " + sparkRows, want: []string{"[1, 2] | [NULL]"}},
		{name: "Spark: max_by and min_by keyed by an array", dialect: "spark",
			query: "SELECT max_by(id, a), min_by(id, a) FROM (SELECT 1 AS id, array(1, 2) AS a UNION ALL SELECT 2, array(1, NULL)) v",
			want:  []string{"1 | 2"}},
		{name: "Spark: greatest and least", dialect: "spark",
			query: "SELECT greatest(array(1, 2), array(1, NULL)), least(array(1, 2), array(1, NULL))", want: []string{"[1, 2] | [1, NULL]"}},
		{name: "Spark: window ORDER BY", dialect: "spark",
			query: "SELECT a, row_number() OVER (ORDER BY a) AS rn FROM " + sparkRows + " ORDER BY rn",
			want:  []string{"[NULL] | 1", "[0] | 2", "[1, NULL] | 3", "[1, 2] | 4"}},
		{name: "Spark: window max", dialect: "spark",
			query: "SELECT max(a) OVER () FROM (SELECT array(1, 2) AS a UNION ALL SELECT array(1, NULL)) v",
			want:  []string{"[1, 2]", "[1, 2]"}},
		{name: "Spark: an aggregate's ORDER BY", dialect: "spark",
			query: "SELECT listagg(CAST(id AS STRING), ',') WITHIN GROUP (ORDER BY a) FROM (SELECT 1 AS id, array(1, 2) AS a UNION ALL SELECT 2, array(1, NULL)) v",
			want:  []string{"2,1"}},
		{name: "DuckDB: an aggregate's ORDER BY", dialect: "duckdb",
			query: "SELECT string_agg(CAST(id AS VARCHAR), ',' ORDER BY a) FROM (SELECT 1 AS id, [1, 2] AS a UNION ALL SELECT 2, [1, NULL]) v",
			want:  []string{"1,2"}},
		{name: "Hive: max of structs", dialect: "hive",
			query: "SELECT max(s) FROM (SELECT named_struct('x', 1, 'y', 2) AS s UNION ALL SELECT named_struct('x', 1, 'y', CAST(NULL AS INT))) v",
			want:  []string{"{'x': 1, 'y': 2}"}},
		{name: "Trino: max reaching a NULL element", dialect: "trino",
			query: "SELECT max(a) FROM (VALUES ARRAY[1, 2], ARRAY[1, NULL]) v(a)", err: "ARRAY comparison not supported for arrays with null elements"},
		{name: "Trino: max decided before the NULL element", dialect: "trino",
			query: "SELECT max(a), min(a) FROM (VALUES ARRAY[1, NULL], ARRAY[2, NULL]) v(a)", want: []string{"[2, NULL] | [1, NULL]"}},
		{name: "Trino: greatest reaching a NULL element", dialect: "trino",
			query: "SELECT greatest(ARRAY[1, 2], ARRAY[1, NULL])", err: "ARRAY comparison not supported for arrays with null elements"},
		{name: "Trino: window ORDER BY reaching a NULL element", dialect: "trino",
			query: "SELECT row_number() OVER (ORDER BY a) FROM (VALUES ARRAY[1, 2], ARRAY[1, NULL]) v(a)",
			err:   "ARRAY comparison not supported for arrays with null elements"},
		{name: "Trino: ORDER BY reaching a NULL field", dialect: "trino",
			query: "SELECT s FROM (VALUES ROW(1, 2), ROW(1, NULL)) v(s) ORDER BY s",
			err:   "ROW comparison not supported for fields with null elements"},
		{name: "Trino: ORDER BY decided before the NULL element", dialect: "trino",
			query: "SELECT a FROM (VALUES ARRAY[2, NULL], ARRAY[1, NULL]) v(a) ORDER BY a", want: []string{"[1, NULL]", "[2, NULL]"}},
	} {
		runSQL(t, c)
	}
}

// Array membership (contains, array_contains, array_position, = ANY
// (array)) compares elements by the dialect's =. PostgreSQL's answers were
// checked on PostgreSQL 15; Trino's contains and array_position fail where
// an element comparison is unknown (ArrayContains, ArrayPositionFunction).
func TestNestedNullMembership(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "Trino: contains, unknown element comparison", dialect: "trino",
			query: "SELECT contains(ARRAY[ARRAY[1, NULL]], ARRAY[1, NULL])",
			err:   "contains does not support arrays with elements that are null or contain null"},
		{name: "Trino: contains, decided element comparisons", dialect: "trino",
			query: "SELECT contains(ARRAY[ARRAY[1, 3], ARRAY[2, NULL]], ARRAY[1, 2]), contains(ARRAY[ARRAY[2, NULL], ARRAY[1, 2]], ARRAY[1, 2]), " +
				"contains(ARRAY[NULL, ARRAY[3]], ARRAY[1]), contains(ARRAY[1, NULL], 1)",
			want: []string{"false | true | NULL | true"}},
		{name: "Trino: array_position, unknown element comparison", dialect: "trino",
			query: "SELECT array_position(ARRAY[ARRAY[1, NULL]], ARRAY[1, NULL])",
			err:   "array_position does not support arrays with elements that are null or contain null"},
		{name: "Trino: array_position, decided", dialect: "trino",
			query: "SELECT array_position(ARRAY[ARRAY[2, NULL], ARRAY[1, 2]], ARRAY[1, 2]), array_position(ARRAY[ARRAY[3]], ARRAY[1])",
			want:  []string{"2 | 0"}},
		{name: "Spark: array_contains, NULL elements equal", dialect: "spark",
			query: "SELECT array_contains(array(array(1, NULL)), array(1, NULL)), array_position(array(array(1, 2), array(1, NULL)), array(1, NULL))",
			want:  []string{"true | 2"}},
		{name: "DuckDB: list_contains and list_position", dialect: "duckdb",
			query: "SELECT list_contains([[1, NULL]], [1, NULL]), list_position([[1, 2], [1, NULL]], [1, NULL]), list_contains([{'a': NULL}], {'a': NULL}), list_contains([[1, NULL]], [1, 2])",
			want:  []string{"true | 2 | true | false"}},
		{name: "PostgreSQL: = ANY (array of composite values)", dialect: "postgres",
			query: "SELECT x = ANY(ARRAY[y]), array_position(ARRAY[z, y], x) FROM (SELECT ROW(1, NULL::int) AS x, ROW(1, NULL::int) AS y, ROW(1, 2) AS z) s",
			want:  []string{"true | 2"}},
		{name: "PostgreSQL: = ANY with row constructors", dialect: "postgres",
			query: "SELECT ROW(1, NULL::int) = ANY(ARRAY[ROW(1, NULL::int)])", want: []string{"true"}},
	} {
		runSQL(t, c)
	}
}

// JOIN ON a = b and JOIN USING (a) match rows by the dialect's =: a key
// whose NULL elements make = unknown matches nothing. DuckDB's and
// PostgreSQL's rows were checked on the engines; Trino's follow its =.
func TestNestedNullJoinKeys(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "DuckDB: USING a list", dialect: "duckdb",
			query: "SELECT x.i, y.s FROM (VALUES (1, [1, NULL]), (2, [1, 2])) x(i, a) JOIN (VALUES ([1, NULL], 'y'), ([1, 2], 'z')) y(a, s) USING (a) ORDER BY x.i",
			want:  []string{"1 | y", "2 | z"}},
		{name: "PostgreSQL: ON arrays", dialect: "postgres",
			query: "SELECT x.i, y.s FROM (VALUES (1, ARRAY[1, NULL]), (2, ARRAY[1, 2])) x(i, a) JOIN (VALUES (ARRAY[1, NULL], 'y'), (ARRAY[1, 2], 'z')) y(a, s) ON x.a = y.a ORDER BY x.i",
			want:  []string{"1 | y", "2 | z"}},
		{name: "PostgreSQL: ON two row constructors", dialect: "postgres",
			query: "SELECT x.i, y.s FROM (VALUES (1, 1, NULL::int), (2, 1, 2)) x(i, p, q) JOIN (VALUES (1, NULL::int, 'y'), (1, 2, 'z')) y(p, q, s) ON ROW(x.p, x.q) = ROW(y.p, y.q) ORDER BY x.i",
			want:  []string{"2 | z"}},
		{name: "Trino: USING an array", dialect: "trino",
			query: "SELECT x.i, y.s FROM (VALUES (1, ARRAY[1, NULL]), (2, ARRAY[1, 2])) x(i, a) JOIN (VALUES (ARRAY[1, NULL], 'y'), (ARRAY[1, 2], 'z')) y(a, s) USING (a) ORDER BY x.i",
			want:  []string{"2 | z"}},
		{name: "Trino: LEFT JOIN ON arrays of arrays", dialect: "trino",
			query: "SELECT x.i, y.s FROM (VALUES (1, ARRAY[ARRAY[NULL]]), (2, ARRAY[ARRAY[1]])) x(i, a) LEFT JOIN (VALUES (ARRAY[ARRAY[NULL]], 'y'), (ARRAY[ARRAY[1]], 'z')) y(a, s) ON x.a = y.a ORDER BY x.i",
			want:  []string{"1 | NULL", "2 | z"}},
		{name: "Trino: ON rows", dialect: "trino",
			query: "SELECT x.i, y.s FROM (VALUES (1, ROW(1, NULL)), (2, ROW(1, 2))) x(i, r) JOIN (VALUES (ROW(1, NULL), 'y'), (ROW(1, 2), 'z')) y(r, s) ON x.r = y.r ORDER BY x.i",
			want:  []string{"2 | z"}},
		{name: "Trino: IS NOT DISTINCT FROM keys still match", dialect: "trino",
			query: "SELECT x.i, y.s FROM (VALUES (1, ARRAY[1, NULL])) x(i, a) JOIN (VALUES (ARRAY[1, NULL], 'y')) y(a, s) ON x.a IS NOT DISTINCT FROM y.a",
			want:  []string{"1 | y"}},
	} {
		runSQL(t, c)
	}
}
