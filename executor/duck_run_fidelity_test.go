package executor_test

import "testing"

// duckFidelityCase is a query run by the executor under the duckdb dialect
// and on DuckDB itself: both give want, or the executor an error
// containing latErr and DuckDB one containing duckErr; a case of latErr
// and want is a refusal of what DuckDB answers (want, checked there).
type duckFidelityCase struct {
	name, query     string
	want            []string
	latErr, duckErr string
}

func duckFidelityCases() []duckFidelityCase {
	const t = "SELECT * FROM (VALUES (2, 2::TINYINT, 2.0::DECIMAL(4,1), 2.0::DOUBLE)) n(i, t, d, f)"
	return []duckFidelityCase{
		// structs meet by field name (duck_struct_unify.go)
		{name: "a list's structs of swapped fields", query: "SELECT [{'a': 1, 'b': 2}, {'b': 3, 'a': 4}]::VARCHAR",
			want: []string{"[{'a': 1, 'b': 2}, {'a': 4, 'b': 3}]"}},
		{name: "the first struct's order leads", query: "SELECT [{'b': 3, 'a': 4}, {'a': 1, 'b': 2}]::VARCHAR",
			want: []string{"[{'b': 3, 'a': 4}, {'b': 2, 'a': 1}]"}},
		{name: "a list's structs of other fields: NULL where missing", query: "SELECT [{'a': 1}, NULL, {'b': 2}]::VARCHAR",
			want: []string{"[{'a': 1, 'b': NULL}, NULL, {'a': NULL, 'b': 2}]"}},
		{name: "nested structs, in lists and maps", query: "SELECT [[{'a': {'x': 1}}], [{'a': {'y': 2}}]]::VARCHAR, [MAP {'k': {'a': 1}}, MAP {'k': {'b': 2}}]::VARCHAR",
			want: []string{"[[{'a': {'x': 1, 'y': NULL}}], [{'a': {'x': NULL, 'y': 2}}]] | [{k={'a': 1, 'b': NULL}}, {k={'a': NULL, 'b': 2}}]"}},
		{name: "UNION ALL arms", query: "SELECT x::VARCHAR FROM (SELECT {'a': 1} AS x UNION ALL SELECT {'b': 3} UNION ALL SELECT {'c': 4, 'a': 5})",
			want: []string{"{'a': 1, 'b': NULL, 'c': NULL}", "{'a': NULL, 'b': 3, 'c': NULL}", "{'a': 5, 'b': NULL, 'c': 4}"}},
		{name: "UNION of swapped fields is one row", query: "SELECT x::VARCHAR FROM (SELECT {'a': 1, 'b': 2} AS x UNION SELECT {'b': 2, 'a': 1})",
			want: []string{"{'a': 1, 'b': 2}"}},
		{name: "VALUES rows", query: "SELECT x::VARCHAR FROM (VALUES ({'a': 1, 'b': 2}), ({'b': 3, 'a': 4}), ({'c': 5})) t(x)",
			want: []string{"{'a': 1, 'b': 2, 'c': NULL}", "{'a': 4, 'b': 3, 'c': NULL}", "{'a': NULL, 'b': NULL, 'c': 5}"}},
		{name: "CASE folds from its ELSE", query: "SELECT (CASE WHEN true THEN {'a': 1} WHEN true THEN {'b': 2} ELSE {'c': 3} END)::VARCHAR, (CASE WHEN true THEN {'a': 1, 'b': 2} ELSE {'b': 3, 'a': 4} END)::VARCHAR",
			want: []string{"{'c': NULL, 'a': 1, 'b': NULL} | {'b': 2, 'a': 1}"}},
		{name: "coalesce", query: "SELECT coalesce({'b': 3}, {'a': 1, 'b': 2})::VARCHAR",
			want: []string{"{'b': 3, 'a': NULL}"}},
		{name: "fields of different kinds: refused", query: "SELECT [{'a': 1}, {'a': 'x'}]", latErr: "does not unify as DuckDB does", duckErr: "Cannot deduce template type"},
		{name: "row(...) beside named fields: refused", query: "SELECT [{'a': 1}, row(2)]::VARCHAR", latErr: "does not unify as DuckDB does",
			want: []string{"[{'a': 1}, {'a': 2}]"}},
		// VALUES and list integer literals (duck_values_literals.go)
		{name: "VALUES: a literal after a TINYINT keeps it", query: "SELECT typeof(x) FROM (VALUES (1::TINYINT), (100), (NULL)) v(x) LIMIT 1", want: []string{"TINYINT"}},
		{name: "VALUES: a literal first is an INTEGER", query: "SELECT typeof(x) FROM (VALUES (100), (1::TINYINT)) v(x) LIMIT 1", want: []string{"INTEGER"}},
		{name: "VALUES: a literal past TINYINT widens", query: "SELECT typeof(x) FROM (VALUES (1::TINYINT), (1000)) v(x) LIMIT 1", want: []string{"INTEGER"}},
		{name: "VALUES: SMALLINT", query: "SELECT typeof(x) FROM (VALUES (1::SMALLINT), (-100)) v(x) LIMIT 1", want: []string{"SMALLINT"}},
		{name: "VALUES: TINYINT arithmetic overflows", query: "SELECT x + 100 FROM (VALUES (1::TINYINT), (100)) v(x)", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "a list: TINYINT[]", query: "SELECT typeof([1::TINYINT, 100])", want: []string{"TINYINT[]"}},
		// lambdas (funcs_lambda.go, duck_move_constants.go)
		{name: "list_transform over TINYINT overflows", query: "SELECT list_transform([100::TINYINT], x -> x * 2)", latErr: "overflow in multiplication", duckErr: "Overflow in multiplication of INT8"},
		{name: "list_transform: a comparison's constant is not moved", query: "SELECT list_transform([100::TINYINT], x -> x + 100 = 0)", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "list_filter over TINYINT overflows", query: "SELECT list_filter([100::TINYINT], x -> x * 2 > 0)", latErr: "overflow in multiplication", duckErr: "Overflow in multiplication of INT8"},
		{name: "list_transform's parameter type", query: "SELECT list_transform([100::TINYINT], x -> typeof(x))::VARCHAR", want: []string{"[TINYINT]"}},
		{name: "list_transform in range", query: "SELECT list_transform([100::TINYINT, NULL], x -> x + 27)::VARCHAR, list_transform([1, 2], (x, i) -> x + i)::VARCHAR", want: []string{"[127, NULL] | [2, 4]"}},
		// time texts (duck_time_text.go)
		{name: "TIMETZ: refused", query: "SELECT CAST('10:00' AS TIMETZ)::VARCHAR", latErr: "does not model the type TIME WITH TIME ZONE (TIMETZ)", want: []string{"10:00:00+00"}},
		{name: "TIMETZ text with a blank: refused", query: "SELECT '10:00 '::TIMETZ", latErr: "does not model the type TIME WITH TIME ZONE (TIMETZ)", duckErr: "time field value out of range"},
		{name: "TIMESTAMPTZ: a zone after minutes", query: "SELECT ' 2020-01-01 10:00+00'::TIMESTAMPTZ", latErr: "invalid timestamp field format", duckErr: "invalid timestamp field format"},
		{name: "TIMESTAMPTZ: a zone after minutes, from a column", query: "SELECT CAST(s AS TIMESTAMPTZ) FROM (SELECT '2020-01-01T10:00+05:30' AS s)", latErr: "invalid timestamp field format", duckErr: "invalid timestamp field format"},
		{name: "TIMESTAMPTZ: a blank before the offset", query: "SELECT '2020-01-01 10:00:00 +00'::TIMESTAMPTZ", latErr: "invalid timestamp field format", duckErr: "Unknown TimeZone"},
		{name: "TIMESTAMPTZ: a zone after seconds", query: "SELECT ' 2020-01-01 10:00:00+00'::TIMESTAMPTZ::VARCHAR, '2020-01-01 10:00:00 UTC'::TIMESTAMPTZ::VARCHAR, ' 2020-01-01 10:00'::TIMESTAMPTZ::VARCHAR",
			want: []string{"2020-01-01 10:00:00+00 | 2020-01-01 10:00:00+00 | 2020-01-01 10:00:00+00"}},
		// integer texts (duck_int_text.go)
		{name: "hexadecimal, binary and grouped digits", query: "SELECT '0x10'::INTEGER, '0X1f'::TINYINT, '0x1_0'::BIGINT, '0b101'::SMALLINT, '1_000'::INTEGER, ' -1_000 '::BIGINT, '1_000.5'::INTEGER, '.5_5'::INTEGER, '0xFF'::BIGINT",
			want: []string{"16 | 31 | 16 | 5 | 1000 | -1000 | 1001 | 1 | 255"}},
		{name: "a signed hexadecimal text", query: "SELECT '-0x10'::INTEGER", latErr: "'-0x10'", duckErr: "Could not convert string '-0x10'"},
		{name: "a hexadecimal text to HUGEINT", query: "SELECT '0x10'::HUGEINT", latErr: "'0x10'", duckErr: "Could not convert string '0x10'"},
		{name: "a hexadecimal text past TINYINT", query: "SELECT '0xFF'::TINYINT", latErr: "out of range", duckErr: "Could not convert string '0xFF' to INT8"},
		{name: "doubled underscores", query: "SELECT '1__000'::INTEGER", latErr: "'1__000'", duckErr: "Could not convert string '1__000'"},
		{name: "an underscore before the point", query: "SELECT '1_.5'::INTEGER", latErr: "'1_.5'", duckErr: "Could not convert string '1_.5'"},
		// a string literal compared with a number takes its type (duck_cmp_literals.go)
		{name: "comparisons with string literals", query: "SELECT i > '1.5', '1.5' < i, t > '1.5', d > '1.95', f > '1.95', i = '2.4', i + 1 = '3.4', i * 1.0 = '2.04', 2 = '2.4', 2.5 = '2.46', 2.50 = '2.46' FROM (" + t + ")",
			want: []string{"false | false | false | false | true | true | true | true | true | true | false"}},
		{name: "IN, BETWEEN and IS DISTINCT FROM with string literals", query: "SELECT i IN ('2.4', 5), '1.5' IN (i, 5), i BETWEEN '1.5' AND '3', i <> '2.4', (i + 1) IS DISTINCT FROM '3.4', x + 1 > '0' FROM (" + t + "), (SELECT 1 AS x)",
			want: []string{"true | true | true | false | false | true"}},
		{name: "a string literal past TINYINT", query: "SELECT t > '300' FROM (" + t + ")", latErr: "300", duckErr: "Could not convert string '300' to INT8"},
		{name: "a string literal that is no number", query: "SELECT x + 1 > 'a' FROM (SELECT 1 AS x)", latErr: "'a'", duckErr: "Could not convert string 'a' to INT32"},
		// interval texts (value.go formatInterval, DuckDB's own form; the
		// peer suites print lateral run's intervals so, engines.FromReferenceRowsIn)
		{name: "interval texts: years, months, days", query: "SELECT INTERVAL '1 year'::VARCHAR, INTERVAL '2 years'::VARCHAR, INTERVAL '3' MONTHS::VARCHAR, INTERVAL '1 month'::VARCHAR, INTERVAL '-1 day'::VARCHAR, INTERVAL '1 day'::VARCHAR, INTERVAL '14 months'::VARCHAR, INTERVAL '-14 months'::VARCHAR",
			want: []string{"1 year | 2 years | 3 months | 1 month | -1 day | 1 day | 1 year 2 months | -1 year -2 months"}},
		{name: "interval texts: times", query: "SELECT INTERVAL '0 seconds'::VARCHAR, INTERVAL '00:00:00.000001'::VARCHAR, INTERVAL '-00:00:00.5'::VARCHAR, INTERVAL '1.25 seconds'::VARCHAR, INTERVAL '123 hours'::VARCHAR, INTERVAL '-100 hours 5 minutes'::VARCHAR, INTERVAL '2562047788 hours'::VARCHAR, INTERVAL '3 minutes 4.120 seconds'::VARCHAR",
			want: []string{"00:00:00 | 00:00:00.000001 | -00:00:00.5 | 00:00:01.25 | 123:00:00 | -99:55:00 | 2562047788:00:00 | 00:03:04.12"}},
		{name: "interval texts: mixed signs", query: "SELECT INTERVAL '1 year -2 months'::VARCHAR, INTERVAL '-1 year -1 month -1 day'::VARCHAR, (INTERVAL '-1 day' + INTERVAL '2 hours')::VARCHAR, INTERVAL '1 year 2 months 3 days 04:05:06.5'::VARCHAR, INTERVAL '-1 year 2 days -3 hours'::VARCHAR, INTERVAL '1 day -00:00:01'::VARCHAR, (INTERVAL '1 month' - INTERVAL '1 year')::VARCHAR",
			want: []string{"10 months | -1 year -1 month -1 day | -1 day 02:00:00 | 1 year 2 months 3 days 04:05:06.5 | -1 year 2 days -03:00:00 | 1 day -00:00:01 | -11 months"}},
		{name: "interval texts: concatenated, in lists and structs", query: "SELECT 'a' || INTERVAL '3 months', INTERVAL '-1 day' || 'b', concat(INTERVAL '2 years 1 microsecond', '|'), [INTERVAL '1 month', INTERVAL '-2 days 01:00:00']::VARCHAR, {'i': INTERVAL '1 year'}::VARCHAR, CAST(INTERVAL '5 days' AS TEXT)",
			want: []string{"a3 months | -1 dayb | 2 years 00:00:00.000001| | [1 month, '-2 days 01:00:00'] | {'i': 1 year} | 5 days"}},
		// struct texts (struct_cast_duckdb.go)
		{name: "a struct's text: refused", query: "SELECT '{a: 1}'::STRUCT(a INTEGER)::VARCHAR", latErr: "does not read a STRUCT's text", want: []string{"{'a': 1}"}},
		{name: "a struct's text in TRY_CAST: refused", query: "SELECT TRY_CAST('{a: 1}' AS STRUCT(a INTEGER))::VARCHAR", latErr: "does not read a STRUCT's text", want: []string{"{'a': 1}"}},
	}
}

// TestDuckDBRunFidelity runs the cases in the executor.
func TestDuckDBRunFidelity(t *testing.T) {
	for _, c := range duckFidelityCases() {
		runSQL(t, sqlCase{name: c.name, dialect: "duckdb", query: c.query, want: c.want, err: c.latErr})
	}
}

// TestDuckDBRunFidelityOnDuckDB checks the cases on DuckDB.
func TestDuckDBRunFidelityOnDuckDB(t *testing.T) {
	var cs []sqlCase
	for _, c := range duckFidelityCases() {
		cs = append(cs, sqlCase{name: c.name, query: c.query, want: c.want, err: c.duckErr})
	}
	casesOnDuckDB(t, cs)
}
