package executor_test

import "testing"

// Differences between the executor and the engines it stands for, each
// closed by a dialect rule; the comment of each case says where the
// expected value comes from.
func TestEngineGaps(t *testing.T) {
	sparkT := []string{"CREATE TABLE t (id INT, s STRING, d DOUBLE)",
		"INSERT INTO t VALUES (1, 'abc', 1e7), (2, '2.5', 1e-5)"}
	duckT := []string{"CREATE TABLE t (id INT, s VARCHAR, d DOUBLE)",
		"INSERT INTO t VALUES (1, 'abc', 1e7), (2, '2.5', 1e-5)"}
	pgT := []string{"CREATE TABLE t (id INT, s TEXT, d DOUBLE PRECISION)",
		"INSERT INTO t VALUES (1, 'abc', 1e7), (2, '2.5', 1e-5)"}
	for _, c := range []sqlCase{
		// Spark casts an array, map or struct of DOUBLEs to one of strings
		// element by element with CAST(double AS STRING), Java's
		// Double.toString (1.0E7, 1.0E-5); an array cast to a string
		// writes its elements by the same rule.
		{name: "spark nested casts", dialect: "spark", setup: sparkT,
			query: "SELECT CAST(array(d) AS ARRAY<STRING>)[0], CAST(map('k', d) AS MAP<STRING, STRING>)['k'], " +
				"CAST(named_struct('a', d) AS STRUCT<a: STRING>).a, CAST(array(d) AS STRING) FROM t ORDER BY id",
			want: []string{"1.0E7 | 1.0E7 | 1.0E7 | [1.0E7]", "1.0E-5 | 1.0E-5 | 1.0E-5 | [1.0E-5]"}},
		// run on DuckDB 1.5: [d]::VARCHAR[] and {'a': d}::STRUCT(a VARCHAR)
		// hold '10000000.0' and '1e-05'; [d]::VARCHAR is [1e-05]
		{name: "duckdb nested casts", dialect: "duckdb", setup: duckT,
			query: "SELECT CAST([d] AS VARCHAR[])[1], CAST({'a': d} AS STRUCT(a VARCHAR)).a, CAST([d] AS VARCHAR) FROM t ORDER BY id",
			want:  []string{"10000000.0 | 10000000.0 | [10000000.0]", "1e-05 | 1e-05 | [1e-05]"}},
		// run on PostgreSQL 15: ARRAY[d]::text[] holds 10000000 and 1e-05
		{name: "postgres nested casts", dialect: "postgres", setup: pgT,
			query: "SELECT (CAST(ARRAY[d] AS TEXT[]))[1] FROM t ORDER BY id",
			want:  []string{"10000000", "1e-05"}},
		// Spark widens array<string> and array<double> (and maps and
		// structs of same-named fields) to ones of strings in a set
		// operation (TypeCoercion's findWiderTypeForTwo), in either order
		{name: "spark array union", dialect: "spark", setup: sparkT,
			query: "SELECT x[0] FROM (SELECT array(d) x, id FROM t UNION ALL SELECT array(s), id + 2 FROM t) q ORDER BY id",
			want:  []string{"1.0E7", "1.0E-5", "abc", "2.5"}},
		{name: "spark struct union", dialect: "spark", setup: sparkT,
			query: "SELECT x.a FROM (SELECT named_struct('a', s) x, id FROM t UNION ALL SELECT named_struct('a', d), id + 2 FROM t) q ORDER BY id",
			want:  []string{"abc", "2.5", "1.0E7", "1.0E-5"}},
		{name: "spark map union", dialect: "spark", setup: sparkT,
			query: "SELECT x['k'] FROM (SELECT map('k', d) x, id FROM t UNION SELECT map('k', s), id + 2 FROM t) q ORDER BY id",
			want:  []string{"1.0E7", "1.0E-5", "abc", "2.5"}},
		// Spark's array() and map() of strings and DOUBLEs cast the
		// DOUBLEs to strings (FunctionArgumentConversion: CreateArray's
		// and CreateMap's children take findWiderCommonType, a string),
		// Hive's too (FunctionRegistry.getCommonClass: string)
		{name: "spark array of string and double", dialect: "spark", setup: sparkT,
			query: "SELECT array(d, s)[0], map(s, d, 'k', s)[s] FROM t ORDER BY id",
			want:  []string{"1.0E7 | 1.0E7", "1.0E-5 | 1.0E-5"}},
		{name: "hive array of string and double", dialect: "hive", setup: sparkT,
			query: "SELECT array(s, d)[1] FROM t ORDER BY id",
			want:  []string{"1.0E7", "1.0E-5"}},
		// run on DuckDB 1.5: a list's elements take one type: ['2.5', d]
		// is [2.5, d], [s, d] and MAP {'k': d, 'j': s} raise binding
		// errors, ['a', d] a conversion error
		{name: "duckdb list literal takes type", dialect: "duckdb", setup: duckT,
			query: "SELECT typeof(['2.5', d][1]) FROM t ORDER BY id", want: []string{"DOUBLE", "DOUBLE"}},
		{name: "duckdb list of varchar and double", dialect: "duckdb", setup: duckT,
			query: "SELECT [s, d] FROM t", err: "have no common type"},
		{name: "duckdb map of varchar and double", dialect: "duckdb", setup: duckT,
			query: "SELECT MAP {'k': d, 'j': s} FROM t", err: "have no common type"},
		{name: "duckdb list of string literal and double", dialect: "duckdb", setup: duckT,
			query: "SELECT ['a', d] FROM t", err: "cannot cast 'a' to double"},
		// run on DuckDB 1.5: [s] UNION ALL [d] is a VARCHAR[] holding
		// '10000000.0' and '1e-05', {'a': s} UNION ALL {'a': d} a
		// STRUCT(a VARCHAR) holding the same
		{name: "duckdb list union", dialect: "duckdb", setup: duckT,
			query: "SELECT x[1] FROM (SELECT [s] x, id FROM t UNION ALL SELECT [d], id + 2 FROM t) q ORDER BY id",
			want:  []string{"abc", "2.5", "10000000.0", "1e-05"}},
		{name: "duckdb struct union", dialect: "duckdb", setup: duckT,
			query: "SELECT x.a FROM (SELECT {'a': d} x, id FROM t UNION ALL SELECT {'a': s}, id + 2 FROM t) q ORDER BY id",
			want:  []string{"10000000.0", "1e-05", "abc", "2.5"}},
		// Hive 2 and 3 (FunctionRegistry.getCommonClassForUnionAll): a
		// string arm then a DOUBLE arm is a DOUBLE, a string that is no
		// number NULL (DOUBLEs shown in the executor's display form); a
		// DOUBLE arm then a string arm is a string
		{name: "hive string then double", dialect: "hive", setup: sparkT,
			query: "SELECT x, x + 1, typeof(x) FROM (SELECT s x, id FROM t UNION ALL SELECT d, id + 2 FROM t) q ORDER BY id",
			want:  []string{"NULL | NULL | NULL", "2.5 | 3.5 | DOUBLE", "10000000.0 | 10000001.0 | DOUBLE", "0.00001 | 1.00001 | DOUBLE"}},
		{name: "hive double then string", dialect: "hive", setup: sparkT,
			query: "SELECT x FROM (SELECT d x, id FROM t UNION ALL SELECT s, id + 2 FROM t) q ORDER BY id",
			want:  []string{"1.0E7", "1.0E-5", "abc", "2.5"}},
		// Hive finds no common type for two different array types
		{name: "hive array union", dialect: "hive", setup: sparkT,
			query: "SELECT array(s) FROM t UNION ALL SELECT array(d) FROM t",
			err:   "have no common type"},
		// Hive's GenericUDFConcatWS takes strings and arrays of strings
		// only (initialize raises for any other argument type)
		{name: "hive concat_ws array<double>", dialect: "hive", setup: sparkT,
			query: "SELECT concat_ws(',', array(d)) FROM t", err: "argument 2 of concat_ws must be a string or an array of strings"},
		{name: "hive concat_ws double", dialect: "hive", setup: sparkT,
			query: "SELECT concat_ws(',', s, d) FROM t", err: "argument 3 of concat_ws"},
		{name: "hive concat_ws strings", dialect: "hive", setup: sparkT,
			query: "SELECT concat_ws(',', s, array(s, 'x'), NULL) FROM t ORDER BY id",
			want:  []string{"abc,abc,x", "2.5,2.5,x"}},
		// run on DuckDB 1.5: concat_ws(',', ['a', 'b'], 'c') is '[a, b],c',
		// the list's text, which the executor does not model
		{name: "duckdb concat_ws list", dialect: "duckdb", setup: duckT,
			query: "SELECT concat_ws(',', [s, 'b'], 'c') FROM t", err: "concat_ws of an array writes the array's text"},
		// run on DuckDB 1.5: typeof(d - d) is BIGINT; PostgreSQL 15's
		// date - date is an integer (the executor's INT)
		{name: "duckdb date minus date", dialect: "duckdb",
			query: "SELECT typeof(DATE '2024-01-02' - DATE '2024-01-01'), DATE '2024-01-02' - DATE '2024-01-01'",
			want:  []string{"BIGINT | 1"}},
		{name: "postgres date minus date", dialect: "postgres",
			query: "SELECT pg_typeof(DATE '2024-01-02' - DATE '2024-01-01')",
			want:  []string{"integer"}}, // PostgreSQL 15 run: pg_typeof names it integer
	} {
		runSQL(t, c)
	}
}
