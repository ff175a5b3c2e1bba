package executor_test

import "testing"

// pgRun4Cases are queries whose rows or errors the reference executor must
// give as PostgreSQL 15 does (TestPostgresRun4OnPostgres runs them there):
// common types of arrays, dates and times, array operators, log of two
// arguments, set operations of NULLs.
func pgRun4Cases() []sqlCase {
	cs := []sqlCase{
		// two-argument log is log(numeric, numeric) (pg_numeric_log.go, pgLogArgs)
		{name: "log of integers is numeric", query: "SELECT CAST(log(2, 8) AS TEXT), CAST(log(3, 7) AS TEXT), CAST(log(10, CAST(1000 AS BIGINT)) AS TEXT), CAST(log(CAST(10 AS SMALLINT), CAST(100 AS SMALLINT)) AS TEXT)",
			want: []string{"3.0000000000000000 | 1.7712437491614223 | 3.0000000000000000 | 2.0000000000000000"}},
		{name: "log of string literals is numeric", query: "SELECT CAST(log('10', '1000') AS TEXT), CAST(log(10, '1000') AS TEXT), CAST(log(NULL, 2) AS TEXT), CAST(log(x, y) AS TEXT) FROM (VALUES (2, 1024)) v(x, y)",
			want: []string{"3.0000000000000000 | 3.0000000000000000 | NULL | 10.0000000000000000"}},
		{name: "log of a double raises", query: "SELECT log(2, CAST(8 AS FLOAT8))", err: "function log(integer, double precision) does not exist"},
		{name: "log of a real base raises", query: "SELECT log(CAST(2 AS REAL), 8.0)", err: "function log(real, numeric) does not exist"},
		{name: "log of a text column raises", query: "SELECT log(x, 2) FROM (VALUES (CAST('10' AS TEXT))) v(x)", err: "function log(text, integer) does not exist"},
		// inputs of one category that do not convert (pg_common_type.go, pgImplicit)
		{name: "COALESCE of a time and a date", query: "SELECT coalesce(TIME '10:00', DATE '2020-01-01')", err: "COALESCE could not convert type date to time without time zone"},
		{name: "COALESCE of a timestamp and a time", query: "SELECT coalesce(TIMESTAMP '2020-01-01 00:00', TIME '10:00')", err: "COALESCE could not convert type time without time zone to timestamp without time zone"},
		{name: "VALUES of a time and a date", query: "SELECT x FROM (VALUES (TIME '10:00'), (DATE '2020-01-01')) v(x)", err: "VALUES could not convert type date to time without time zone"},
		{name: "ARRAY of a time and a date", query: "SELECT ARRAY[TIME '10:00', DATE '2020-01-01']", err: "ARRAY could not convert type date to time without time zone"},
		{name: "ARRAY of an integer and a text", query: "SELECT ARRAY[1, CAST('a' AS TEXT)]", err: "ARRAY types integer and text cannot be matched"},
		{name: "COALESCE of text[] and integer[]", query: "SELECT coalesce(ARRAY['a'], ARRAY[1])", err: "COALESCE could not convert type integer[] to text[]"},
		{name: "COALESCE of an array of NULLs and integer[]", query: "SELECT coalesce(ARRAY[NULL], ARRAY[1])", err: "COALESCE could not convert type integer[] to text[]"},
		{name: "CASE of integer[] and text[]", query: "SELECT CASE WHEN true THEN ARRAY[1] ELSE ARRAY['a'] END", err: "CASE/WHEN could not convert type integer[] to text[]"},
		{name: "UNION of integer[] and text[]", query: "SELECT ARRAY[1] UNION SELECT ARRAY['a']", err: "UNION could not convert type text[] to integer[]"},
		{name: "ARRAY of text[] and integer[]", query: "SELECT ARRAY[ARRAY[NULL], ARRAY[1]]", err: "ARRAY could not convert type integer[] to text[]"},
		{name: "arrays of numbers meet", query: "SELECT CAST(coalesce(ARRAY[1], ARRAY[1.5]) AS TEXT), CAST(ARRAY[ARRAY[1], ARRAY[2.5]] AS TEXT), CAST(coalesce(ARRAY[1.5], ARRAY[1]) AS TEXT)",
			want: []string{"{1} | {{1},{2.5}} | {1.5}"}},
		// a timestamp with time zone beside a date or timestamp (pg_common_type.go, pgZoneType)
		{name: "common type timestamptz", query: "SELECT CAST(coalesce(DATE '2020-01-02', TIMESTAMPTZ '2020-01-01 10:00+00') AS TEXT), " +
			"CAST(CASE WHEN true THEN DATE '2020-01-02' ELSE TIMESTAMPTZ '2020-01-01 10:00+00' END AS TEXT), " +
			"CAST(coalesce(TIMESTAMP '2020-01-02 03:00', TIMESTAMPTZ '2020-01-01 10:00+00') AS TEXT), " +
			"CAST(least(DATE '2020-01-01', TIMESTAMPTZ '2020-01-01 10:00+00') AS TEXT), CAST(ARRAY[DATE '2020-01-02', TIMESTAMPTZ '2020-01-01 10:00+00'] AS TEXT)",
			want: []string{`2020-01-02 00:00:00+00 | 2020-01-02 00:00:00+00 | 2020-01-02 03:00:00+00 | 2020-01-01 00:00:00+00 | {"2020-01-02 00:00:00+00","2020-01-01 10:00:00+00"}`}},
		{name: "common type timestamptz: UNION ALL", query: "SELECT CAST(x AS TEXT) FROM (SELECT DATE '2020-01-02' AS x UNION ALL SELECT TIMESTAMPTZ '2020-01-01 10:00+00') s",
			want: []string{"2020-01-02 00:00:00+00", "2020-01-01 10:00:00+00"}},
		{name: "common type timestamptz: VALUES", query: "SELECT CAST(x AS TEXT) FROM (VALUES (DATE '2020-01-02'), (TIMESTAMPTZ '2020-01-01 10:00+00'), (TIMESTAMP '2020-01-03 10:00')) v(x)",
			want: []string{"2020-01-02 00:00:00+00", "2020-01-01 10:00:00+00", "2020-01-03 10:00:00+00"}},
		{name: "arrays of dates beside arrays of timestamps", query: "SELECT CAST(CASE WHEN true THEN ARRAY[DATE '2020-01-01'] ELSE ARRAY[TIMESTAMP '2020-01-02'] END AS TEXT), " +
			"CAST(coalesce(ARRAY[DATE '2020-01-01'], ARRAY[TIMESTAMPTZ '2020-01-02 00:00+00']) AS TEXT), CAST(ARRAY[ARRAY[DATE '2020-01-01'], ARRAY[TIMESTAMP '2020-01-02']] AS TEXT)",
			want: []string{`{"2020-01-01 00:00:00"} | {"2020-01-01 00:00:00+00"} | {{"2020-01-01 00:00:00"},{"2020-01-02 00:00:00"}}`}},
		{name: "arrays of dates beside arrays of timestamps: UNION ALL", query: "SELECT CAST(x AS TEXT) FROM (SELECT ARRAY[DATE '2020-01-01'] AS x UNION ALL SELECT ARRAY[TIMESTAMP '2020-01-02']) s",
			want: []string{`{"2020-01-01 00:00:00"}`, `{"2020-01-02 00:00:00"}`}},
		{name: "arrays of dates beside arrays of timestamps: VALUES", query: "SELECT CAST(x AS TEXT) FROM (VALUES (ARRAY[DATE '2020-01-01']), (ARRAY[TIMESTAMPTZ '2020-01-02 00:00+00'])) v(x)",
			want: []string{`{"2020-01-01 00:00:00+00"}`, `{"2020-01-02 00:00:00+00"}`}},
		{name: "least of a date and a timestamptz is a timestamptz", query: "SELECT least(DATE '2020-01-01', TIMESTAMPTZ '2020-01-01 10:00+00') + 1",
			err: "timestamp"},
		// array operators (pg_operators.go, pg_compare_text.go)
		{name: "text[] || integer[]", query: "SELECT CAST(ARRAY['a'] AS TEXT[]) || ARRAY[1]", err: "operator does not exist: text[] || integer[]"},
		{name: "text[] || integer", query: "SELECT ARRAY['a'] || 1", err: "operator does not exist: text[] || integer"},
		{name: "integer[] || text", query: "SELECT ARRAY[1] || CAST('a' AS TEXT)", err: "operator does not exist: integer[] || text"},
		{name: "an array of NULLs || integer[]", query: "SELECT ARRAY[NULL] || ARRAY[1]", err: "operator does not exist: text[] || integer[]"},
		{name: "time[] || date[]", query: "SELECT ARRAY[TIME '10:00'] || ARRAY[DATE '2020-01-01']", err: "operator does not exist: time without time zone[] || date[]"},
		{name: "integer[] = numeric[]", query: "SELECT ARRAY[1] = ARRAY[1.0]", err: "operator does not exist: integer[] = numeric[]"},
		{name: "integer[] = bigint[]", query: "SELECT ARRAY[1] = ARRAY[CAST(2 AS BIGINT)]", err: "operator does not exist: integer[] = bigint[]"},
		{name: "integer[] IN numeric[]", query: "SELECT ARRAY[1] IN (ARRAY[1.0])", err: "operator does not exist: integer[] = numeric[]"},
		{name: "CASE integer[] WHEN numeric[]", query: "SELECT CASE ARRAY[1] WHEN ARRAY[1.5] THEN 1 END", err: "operator does not exist: integer[] = numeric[]"},
		{name: "array || converts the elements", query: "SELECT CAST(ARRAY[DATE '2020-01-01'] || TIMESTAMP '2020-01-01 10:00' AS TEXT), CAST(TIMESTAMP '2020-01-01 10:00' || ARRAY[DATE '2020-01-01'] AS TEXT), " +
			"CAST(ARRAY[1.50] || CAST(2 AS FLOAT8) AS TEXT), CAST(ARRAY[1] || ARRAY[2.5] AS TEXT), CAST(ARRAY[1] || ARRAY[CAST(2 AS BIGINT)] AS TEXT)",
			want: []string{`{"2020-01-01 00:00:00","2020-01-01 10:00:00"} | {"2020-01-01 10:00:00","2020-01-01 00:00:00"} | {1.5,2} | {1,2.5} | {1,2}`}},
		{name: "array || of two dimensions", query: "SELECT CAST(ARRAY[ARRAY[1]] || ARRAY[2] AS TEXT), CAST(ARRAY[2] || ARRAY[ARRAY[1]] AS TEXT), CAST(ARRAY[ARRAY[1,2],ARRAY[3,4]] || ARRAY[5,6] AS TEXT), " +
			"CAST(CAST('{}' AS INT[]) || ARRAY[ARRAY[3]] AS TEXT), CAST(ARRAY[ARRAY[1,2]] || CAST('{}' AS INT[]) AS TEXT), CAST(ARRAY[ARRAY[1]] || ARRAY[ARRAY[2.5]] AS TEXT)",
			want: []string{"{{1},{2}} | {{2},{1}} | {{1,2},{3,4},{5,6}} | {{3}} | {{1,2}} | {{1},{2.5}}"}},
		{name: "array || of other dimensions", query: "SELECT ARRAY[ARRAY[1,2]] || ARRAY[3]", err: "cannot concatenate incompatible arrays"},
		{name: "array || of other inner dimensions", query: "SELECT ARRAY[ARRAY[1,2]] || ARRAY[ARRAY[3]]", err: "cannot concatenate incompatible arrays"},
		{name: "array || of three and one dimensions", query: "SELECT ARRAY[ARRAY[ARRAY[1]]] || ARRAY[2]", err: "cannot concatenate incompatible arrays"},
		{name: "an element || a two-dimensional array", query: "SELECT 3 || ARRAY[ARRAY[1]]", err: "argument must be empty or one-dimensional array"},
		// array_append, array_prepend, array_cat as || (pg_operators.go, pgArrayFuncArgs)
		{name: "array_append of a text to integer[]", query: "SELECT array_append(ARRAY[1], CAST('a' AS TEXT))", err: "function array_append(integer[], text) does not exist"},
		{name: "array_prepend of a text to integer[]", query: "SELECT array_prepend(CAST('a' AS TEXT), ARRAY[1])", err: "function array_prepend(text, integer[]) does not exist"},
		{name: "array_append of an array", query: "SELECT array_append(ARRAY[1], ARRAY[2])", err: "function array_append(integer[], integer[]) does not exist"},
		{name: "array_cat of integer[] and text[]", query: "SELECT array_cat(ARRAY[1], ARRAY['a'])", err: "function array_cat(integer[], text[]) does not exist"},
		{name: "array_cat of an element", query: "SELECT array_cat(ARRAY[1], 2)", err: "function array_cat(integer[], integer) does not exist"},
		{name: "array functions convert the elements", query: "SELECT CAST(array_cat(ARRAY[DATE '2020-01-01'], ARRAY[TIMESTAMP '2020-01-01 10:00']) AS TEXT), " +
			"CAST(array_append(ARRAY[DATE '2020-01-01'], TIMESTAMP '2020-01-01 10:00') AS TEXT), CAST(array_append(ARRAY[1.50], CAST(2 AS FLOAT8)) AS TEXT), " +
			"CAST(array_cat(ARRAY[1], '{2}') AS TEXT), CAST(array_cat('{0}', ARRAY[1]) AS TEXT), CAST(array_cat(ARRAY[1], ARRAY[2.5]) AS TEXT), CAST(array_append(ARRAY[1], NULL) AS TEXT)",
			want: []string{`{"2020-01-01 00:00:00","2020-01-01 10:00:00"} | {"2020-01-01 00:00:00","2020-01-01 10:00:00"} | {1.5,2} | {1,2} | {0,1} | {1,2.5} | {1,NULL}`}},
		// comparisons across type categories (pg_compare_text.go, pgNoCompare)
		{name: "integer = boolean", query: "SELECT 1 = true", err: "operator does not exist: integer = boolean"},
		{name: "date = integer", query: "SELECT DATE '2020-01-01' = 1", err: "operator does not exist: date = integer"},
		{name: "integer = interval", query: "SELECT 1 = INTERVAL '1 day'", err: "operator does not exist: integer = interval"},
		{name: "time = date", query: "SELECT TIME '10:00' = DATE '2020-01-01'", err: "operator does not exist: time without time zone = date"},
		{name: "timestamp > time", query: "SELECT TIMESTAMP '2020-01-01 10:00' > TIME '10:00'", err: "operator does not exist: timestamp without time zone > time without time zone"},
		{name: "time IN (date)", query: "SELECT TIME '10:00' IN (DATE '2020-01-01')", err: "operator does not exist: time without time zone = date"},
		{name: "time BETWEEN timestamps", query: "SELECT TIME '10:00' BETWEEN TIMESTAMP '2020-01-01' AND TIMESTAMP '2020-01-02'", err: "operator does not exist: time without time zone >= timestamp without time zone"},
		{name: "nullif of a time and a date", query: "SELECT nullif(TIME '10:00', DATE '2020-01-01')", err: "operator does not exist: time without time zone = date"},
		{name: "CASE integer WHEN boolean", query: "SELECT CASE 1 WHEN true THEN 1 END", err: "operator does not exist: integer = boolean"},
		{name: "comparisons that meet", query: "SELECT 1.5 = CAST(1 AS REAL), CAST(1 AS SMALLINT) = CAST(1 AS BIGINT), DATE '2020-01-01' = TIMESTAMPTZ '2020-01-01 00:00+00', TIME '10:00' < INTERVAL '11 hours', " +
			"(DATE '2020-01-02' - DATE '2020-01-01') = 1, DATE '2020-01-01' + 1 = DATE '2020-01-02', TIME '10:00' - TIME '09:00' = INTERVAL '1 hour', date_part('year', DATE '2020-01-01') = 2020",
			want: []string{"false | true | true | true | true | true | true | true"}},
		// a literal compared with an array is read as one (unknown_literals.go)
		{name: "a literal compared with an array", query: "SELECT ARRAY[1] = '{1}', '{1,2}' = ARRAY[1,2], ARRAY['a'] = '{a}', ARRAY[1.5] = '{1.50}', ARRAY[1] IN ('{1}', '{2}'), ARRAY[1] < '{2}', " +
			"ARRAY[2] BETWEEN '{1}' AND '{3}', ARRAY[ARRAY[1,2]] = '{{1,2}}'",
			want: []string{"true | true | true | true | true | true | true | true"}},
		// a set operation of NULLs is text (unknown_literals.go, textArmMismatch)
		{name: "NULL UNION NULL UNION 1", query: "SELECT NULL UNION SELECT NULL UNION SELECT 1", err: "UNION types text and integer cannot be matched"},
		{name: "1 UNION (NULL UNION NULL)", query: "SELECT 1 UNION (SELECT NULL UNION SELECT NULL)", err: "UNION types integer and text cannot be matched"},
		{name: "NULL UNION ALL NULL UNION ALL a date", query: "SELECT NULL UNION ALL SELECT NULL UNION ALL SELECT DATE '2020-01-01'", err: "UNION types text and date cannot be matched"},
		// array_cat and array_append of two dimensions (funcs_array.go)
		{name: "array_cat of two dimensions", query: "SELECT CAST(array_cat(ARRAY[ARRAY[1]], ARRAY[2]) AS TEXT), CAST(array_cat(ARRAY[2], ARRAY[ARRAY[1]]) AS TEXT), " +
			"CAST(array_cat(ARRAY[ARRAY[1]], ARRAY[ARRAY[2]]) AS TEXT), CAST(array_cat(ARRAY[ARRAY[1]], CAST('{}' AS INT[])) AS TEXT), CAST(array_cat(ARRAY[1,2], NULL) AS TEXT)",
			want: []string{"{{1},{2}} | {{2},{1}} | {{1},{2}} | {{1}} | {1,2}"}},
		{name: "array_cat of other dimensions", query: "SELECT array_cat(ARRAY[ARRAY[1,2]], ARRAY[3])", err: "cannot concatenate incompatible arrays"},
		{name: "array_append to two dimensions", query: "SELECT array_append(ARRAY[ARRAY[1]], 2)", err: "argument must be empty or one-dimensional array"},
		{name: "array_prepend to two dimensions", query: "SELECT array_prepend(2, ARRAY[ARRAY[1]])", err: "argument must be empty or one-dimensional array"},
		// a time compared with an interval is an interval (pg_time_interval.go)
		{name: "time compared with interval", query: "SELECT TIME '10:00' = INTERVAL '10 hours', INTERVAL '10 hours' = TIME '10:00', TIME '10:00' <> INTERVAL '10 hours', " +
			"TIME '10:00' IN (INTERVAL '10 hours'), TIME '10:00' BETWEEN INTERVAL '9 hours' AND INTERVAL '11 hours', TIME '10:00' IS DISTINCT FROM INTERVAL '10 hours', TIME '23:00' < INTERVAL '1 day'",
			want: []string{"true | true | false | true | true | false | true"}},
		// a literal WHEN takes the CASE operand's type (planner_expr.go)
		{name: "simple CASE with literal WHENs", query: "SELECT CASE DATE '2020-01-01' WHEN '20200101' THEN 'y' ELSE 'n' END, CASE ARRAY[1] WHEN '{1}' THEN 'y' ELSE 'n' END, " +
			"CASE 1.5 WHEN '1.50' THEN 'y' ELSE 'n' END, CASE TIMESTAMP '2020-01-01 10:00' WHEN '2020-01-01 10:00:00.000' THEN 'y' ELSE 'n' END",
			want: []string{"y | y | y | y"}},
		{name: "simple CASE with a literal WHEN not of the operand's type", query: "SELECT CASE 1 WHEN '1.0' THEN 'y' ELSE 'n' END", err: "invalid input syntax for type integer"},
		{name: "NULL UNION NULL UNION a string", query: "SELECT x FROM (SELECT NULL AS x UNION SELECT NULL UNION SELECT 'a') s ORDER BY x", want: []string{"a", "NULL"}},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresRun4(t *testing.T) {
	for _, c := range pgRun4Cases() {
		runSQL(t, c)
	}
}

// TestPostgresRun4OnPostgres checks the cases' expectations on PostgreSQL
// itself.
func TestPostgresRun4OnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgRun4Cases())
}
