package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// lat run --dialect duckdb casts a STRUCT to a STRUCT by field names, as
// DuckDB does: a missing field is NULL, an extra one dropped, in lists,
// maps and TRY_CAST too; no name in common is DuckDB's Binder Error; the
// fields of row(...) have no names and are cast by position. The queries
// run on DuckDB too.
func TestDuckStructCastByName(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT CAST({'a': 1, 'b': 2} AS STRUCT(b INTEGER, a INTEGER)) AS a, CAST({'a': 1, 'b': 2} AS STRUCT(a INTEGER, c INTEGER)) AS b, CAST({'a': 1} AS STRUCT(a INTEGER, b INTEGER)) AS c, CAST({'A': 1, 'b': 2} AS STRUCT(a INTEGER)) AS d",
			want: "({'b': 2, 'a': 1}, {'a': 1, 'c': NULL}, {'a': 1, 'b': NULL}, {'a': 1})", wantEng: "({b: 2, a: 1}, {a: 1, c: NULL}, {a: 1, b: NULL}, {a: 1})"},
		{sql: "SELECT CAST(x AS STRUCT(b VARCHAR, a VARCHAR)) AS a, CAST([x, NULL] AS STRUCT(b INTEGER, z INTEGER)[]) AS b FROM (VALUES ({'a': 1, 'b': 2})) t(x)",
			want: "({'b': '2', 'a': '1'}, [{'b': 2, 'z': NULL}, NULL])", wantEng: "({b: '2', a: '1'}, [{b: 2, z: NULL}, NULL])"},
		{sql: "SELECT CAST({'s': {'a': 1, 'b': 2}} AS STRUCT(s STRUCT(b INTEGER, a BIGINT))) AS a, CAST(MAP {'k': {'a': 1, 'b': 2}} AS MAP(VARCHAR, STRUCT(b INTEGER, a INTEGER))) AS b",
			want: "({'s': {'b': 2, 'a': 1}}, {'k'={'b': 2, 'a': 1}})", wantEng: "({s: {b: 2, a: 1}}, MAP{'k': {b: 2, a: 1}})"},
		{sql: "SELECT TRY_CAST({'a': '1', 'b': 'x'} AS STRUCT(b INTEGER, a INTEGER)) AS a, TRY_CAST({'a': '1'} AS STRUCT(a INTEGER, b INTEGER)) AS b, TRY_CAST([{'a': 'x', 'b': '2'}] AS STRUCT(b INTEGER, a INTEGER)[]) AS c",
			want: "({'b': NULL, 'a': 1}, {'a': 1, 'b': NULL}, [{'b': 2, 'a': NULL}])", wantEng: "({b: NULL, a: 1}, {a: 1, b: NULL}, [{b: 2, a: NULL}])"},
		{sql: "SELECT CAST(row(1, 2) AS STRUCT(b INTEGER, a INTEGER)) AS a, CAST(x AS STRUCT(col2 INTEGER, col1 INTEGER)) AS b FROM (SELECT row(1, 2) AS x)",
			want: "({'b': 1, 'a': 2}, {'col2': 1, 'col1': 2})", wantEng: "({b: 1, a: 2}, {col2: 1, col1: 2})"},
		{sql: "SELECT CAST({'a': 1, 'b': 2} AS STRUCT(c INTEGER, d INTEGER)) AS a", err: "STRUCT to STRUCT cast must have at least one matching member"},
		{sql: "SELECT TRY_CAST(x AS STRUCT(c INTEGER)) AS a FROM (VALUES ({'a': 1})) t(x) WHERE false", err: "STRUCT to STRUCT cast must have at least one matching member"},
		{sql: "SELECT CAST([{'s': {'a': 1}}] AS STRUCT(s STRUCT(y INTEGER))[]) AS a", err: "STRUCT to STRUCT cast must have at least one matching member"},
		// a field name written twice (in any case) is a Binder Error
		{sql: "SELECT CAST({'a': 1, 'A': 2} AS STRUCT(a INTEGER)) AS a", err: `Duplicate struct entry name "A"`},
		{sql: "SELECT {'a': 1, 'b': struct_pack(c := 1, c := 2)} AS a", err: `Duplicate struct entry name "c"`},
		{sql: "SELECT CAST({'a': 1} AS STRUCT(a INTEGER, a VARCHAR)) AS a", err: `Duplicate STRUCT type argument name "a"`},
		{sql: "SELECT TRY_CAST(NULL AS MAP(VARCHAR, STRUCT(a INTEGER, A VARCHAR)[])) AS a", err: `Duplicate STRUCT type argument name "A"`},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}

// lat run --dialect duckdb reads a VARCHAR cast to a list as DuckDB reads
// a list's text (quotes, NULL, empty and nested elements; TRY_CAST NULL
// for each element that does not cast), and a fixed-size array type
// (INTEGER[3]) takes a list of its size only, typeof telling the size;
// the queries run on DuckDB too.
func TestDuckListCasts(t *testing.T) {
	for _, c := range []numericRow{
		{sql: `SELECT CAST('[a, b]' AS VARCHAR[]) AS a, CAST('["a b", ''c d'', " e "]' AS VARCHAR[]) AS b, CAST('[NULL, null, "NULL", NULLx]' AS VARCHAR[]) AS c, CAST('[1, , 3]' AS VARCHAR[]) AS d, CAST('[a"b"c, ''it''''s'']' AS VARCHAR[]) AS e`,
			want: "(['a', 'b'], ['a b', 'c d', ' e '], [NULL, NULL, 'NULL', 'NULLx'], ['1', '', '3'], ['abc', 'its'])"},
		{sql: `SELECT CAST('[[1, "a"], (b, c), {d: "e,f"}]' AS VARCHAR[]) AS a, CAST('["a\\b", "c\d", a\b]' AS VARCHAR[]) AS b, CAST('[]' AS INTEGER[]) AS c, CAST(' [ ] ' AS INTEGER[]) AS d, CAST('[a}, b)]' AS VARCHAR[]) AS e`,
			want: `(['[1, "a"]', '(b, c)', '{d: "e,f"}'], ['a\b', 'cd', 'a\b'], [], [], ['a}', 'b)'])`},
		{sql: "SELECT CAST('[[1, 2], [ ], NULL]' AS INTEGER[][]) AS a, CAST('[1.5, 2.5, -0.5]' AS INTEGER[]) AS b, CAST('[1,NULL,3]' AS INTEGER[3]) AS c",
			want: "([[1, 2], [], NULL], [2, 3, -1], [1, NULL, 3])"},
		{sql: `SELECT TRY_CAST('[1, x]' AS INTEGER[]) AS a, TRY_CAST('[1, NULL, ]' AS INTEGER[]) AS b, TRY_CAST('[[1, x], y, [3]]' AS INTEGER[][]) AS c, TRY_CAST('[1, x' AS INTEGER[]) AS d, TRY_CAST('["1", ''x'', [2]]' AS INTEGER[]) AS e`,
			want: "([1, NULL], [1, NULL, NULL], [[1, NULL], NULL, [3]], NULL, [1, NULL, NULL])"},
		// a quote after an unquoted backslash is no quote; within brackets
		// quotes are not seen once the element is cut, so a ']' quoted there
		// closes the bracket (DuckDB's reading)
		{sql: `SELECT CAST('[a\"b, x\''y, \\"a, [\"a]]' AS VARCHAR[]) AS a, CAST('[[a, "b]", c], ["x]" , "y" ]]' AS VARCHAR[]) AS b, CAST('[(a, "b)"), {a: "}"}, [a, "b)"]]' AS VARCHAR[]) AS c, TRY_CAST('[[1, "2]"], [3]]' AS INTEGER[][]) AS d`,
			want: `(['a"b', 'x''y', '\"a', '[\"a]'], ['[a, "b], c]', '["x] , y ]'], ['(a, "b))', '{a: "}}', '[a, "b)"]'], [NULL, [3]])`},
		{sql: "SELECT CAST('[1, x]' AS INTEGER[]) AS a", err: "'x'"},
		{sql: `SELECT CAST('[a"b]' AS VARCHAR[]) AS a`, err: `Type VARCHAR with value '[a"b]' can't be cast to the destination type VARCHAR[]`},
		{sql: "SELECT CAST('[(a, [b), c]' AS VARCHAR[]) AS a", err: "can't be cast to the destination type VARCHAR[]"},
		{sql: "SELECT CAST('[1, 2] x' AS INTEGER[]) AS a", err: "can't be cast to the destination type INTEGER[]"},
		// fixed-size arrays
		{sql: "SELECT TRY_CAST(['1','x'] AS INTEGER[2]) AS a, TRY_CAST(['1','x'] AS INTEGER[3]) AS b, TRY_CAST([[1,2],[3]] AS INTEGER[2][]) AS c, TRY_CAST([['1','x'],['2','3']] AS INTEGER[2][]) AS d, TRY_CAST('[1, 2]' AS INTEGER[3]) AS e",
			want: "([1, NULL], NULL, [[1, 2], NULL], [[1, NULL], [2, 3]], NULL)"},
		{sql: "SELECT typeof(a) AS a, typeof(list_sort(a)) AS b, typeof(a[1:2]) AS c, typeof([a]) AS d, typeof(CAST([[1,2]] AS INTEGER[2][])) AS e, len(a) AS f FROM (SELECT CAST([3,1,2] AS INTEGER[3]) AS a)",
			want: "(INTEGER[3], INTEGER[], INTEGER[], INTEGER[3][], INTEGER[2][], 3)", wantEng: "('INTEGER[3]', 'INTEGER[]', 'INTEGER[]', 'INTEGER[3][]', 'INTEGER[2][]', 3)"},
		{sql: "SELECT CAST([1, 2] AS INTEGER[3]) AS a", err: "Cannot cast list with length 2 to array with length 3"},
		{sql: "SELECT CAST(x AS INTEGER[2]) AS a FROM (VALUES ([1,2]), ([3])) t(x)", err: "Cannot cast list with length 1 to array with length 2"},
		{sql: "SELECT CAST([[1,2],[3]] AS INTEGER[2][]) AS a", err: "Cannot cast list with length 1 to array with length 2"},
		{sql: "SELECT CAST({'a': [1]} AS STRUCT(a INTEGER[2])) AS a", err: "Cannot cast list with length 1 to array with length 2"},
		{sql: "SELECT CAST('[1,2]' AS INTEGER[3]) AS a", err: "Type VARCHAR with value '[1,2]' can't be cast to the destination type INTEGER[3], the size of the array must match the destination type"},
		{sql: "SELECT count(*) AS n FROM (SELECT [1,2] AS a UNION ALL SELECT CAST([3,1,2] AS INTEGER[3]))", err: "Cannot cast list with length 2 to array with length 3"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}
