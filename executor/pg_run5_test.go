package executor_test

import "testing"

// pgRun5Cases are queries whose rows or errors the reference executor must
// give as PostgreSQL 15 does (TestPostgresRun5OnPostgres runs them there).
func pgRun5Cases() []sqlCase {
	cs := []sqlCase{
		// min and max keep the last of the values that rank alike (aggfuncs.go, withMinMaxTies)
		{name: "min and max of ties keep the last", query: "SELECT CAST(min(x) AS TEXT), CAST(max(x) AS TEXT) FROM (VALUES (1.0), (1.00)) v(x)", want: []string{"1.00 | 1.00"}},
		{name: "min and max of float zeros", query: "SELECT CAST(min(x) AS TEXT), CAST(max(x) AS TEXT), CAST(min(y) AS TEXT), CAST(max(y) AS TEXT) " +
			"FROM (VALUES (CAST('-0' AS FLOAT8), CAST(0 AS REAL)), (0, CAST('-0' AS REAL))) v(x, y)", want: []string{"0 | 0 | -0 | -0"}},
		{name: "min and max of intervals and arrays", query: "SELECT CAST(min(x) AS TEXT), CAST(max(x) AS TEXT), CAST(min(y) AS TEXT), CAST(max(y) AS TEXT) " +
			"FROM (VALUES (INTERVAL '1 day', ARRAY[1.0]), (INTERVAL '24 hours', ARRAY[1.00])) v(x, y)", want: []string{"24:00:00 | 24:00:00 | {1.00} | {1.00}"}},
		{name: "min and max of character(n) keep the first", query: "SELECT octet_length(min(x)), octet_length(max(x)) FROM (VALUES (CAST('a' AS CHAR(1))), (CAST('a' AS CHAR(3)))) v(x)",
			want: []string{"1 | 1"}},
		{name: "window min and max of ties", query: "SELECT CAST(min(x) OVER (ORDER BY y) AS TEXT), CAST(max(x) OVER (ORDER BY y ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS TEXT), " +
			"CAST(max(x) OVER () AS TEXT) FROM (VALUES (1.0, 1), (1.00, 2), (1.000, 3)) v(x, y) ORDER BY y",
			want: []string{"1.0 | 1.0 | 1.000", "1.00 | 1.00 | 1.000", "1.000 | 1.000 | 1.000"}},
		// the current time is the query's (batch.go, execCtx.clock)
		{name: "the current time is one per query", query: "SELECT count(*), count(DISTINCT now()), count(DISTINCT localtime) FROM generate_series(1, 20000) g " +
			"WHERE now() = current_timestamp AND localtimestamp = now() AND current_date = current_date AND localtime = localtime",
			want: []string{"20000 | 1 | 1"}},
		// a time beside an interval is an interval (pg_time_interval.go)
		{name: "nullif of a time and an interval", query: "SELECT nullif(TIME '10:00', INTERVAL '10 hours'), CAST(nullif(TIME '10:00', INTERVAL '9 hours') AS TEXT), " +
			"nullif(INTERVAL '10 hours', TIME '10:00'), CAST(nullif(INTERVAL '11 hours', TIME '10:00') AS TEXT), nullif(TIME '10:00', INTERVAL '9 hours') + INTERVAL '20 hours' = INTERVAL '30 hours'",
			want: []string{"NULL | 10:00:00 | NULL | 11:00:00 | true"}},
		{name: "CASE of a time and an interval", query: "SELECT CASE TIME '10:00' WHEN INTERVAL '10 hours' THEN 'y' ELSE 'n' END, CASE INTERVAL '10 hours' WHEN TIME '10:00' THEN 'y' ELSE 'n' END, " +
			"CASE TIME '10:00' WHEN INTERVAL '34 hours' THEN 'y' ELSE 'n' END, CASE TIME '10:00' WHEN TIME '11:00' THEN 'a' WHEN INTERVAL '10 hours' THEN 'b' END, " +
			"CASE TIME '10:00' WHEN '10:00' THEN 'a' WHEN INTERVAL '10 hours' THEN 'b' END, CASE INTERVAL '10 hours' WHEN '10:00' THEN 'a' WHEN TIME '10:00' THEN 'b' END",
			want: []string{"y | y | n | b | a | a"}},
		{name: "CASE of a time, a string and an interval", query: "SELECT CASE TIME '10:00' WHEN 'x' THEN 'a' WHEN INTERVAL '10 hours' THEN 'b' END", err: "x"},
		// a string compared with an interval is read as one (unknown_literals.go)
		{name: "a literal compared with an interval", query: "SELECT INTERVAL '1 day' = '24 hours', INTERVAL '1 day' > '23 hours', INTERVAL '1 hour' IN ('60 minutes'), '1 day' = INTERVAL '1 day', " +
			"INTERVAL '1 hour' = '01:00', INTERVAL '1 hour' BETWEEN '00:59' AND '1 day', CASE INTERVAL '10 hours' WHEN '10:00' THEN 'a' END",
			want: []string{"true | true | true | true | true | true | a"}},
		{name: "a literal compared with an interval column", query: "SELECT x = '24 hours' FROM (VALUES (INTERVAL '1 day')) v(x)", want: []string{"true"}},
		{name: "a literal no interval", query: "SELECT INTERVAL '1 hour' = 'x'", err: "x"},
		// a real among double precisions is one (pg_common_type.go, pgWidens)
		{name: "a real among double precisions", query: "SELECT CAST(coalesce(CAST(0.1 AS REAL), CAST(1 AS FLOAT8)) AS TEXT), CAST(greatest(CAST(0.1 AS REAL), CAST(0 AS FLOAT8)) AS TEXT), " +
			"CAST(CASE WHEN true THEN CAST(0.1 AS REAL) ELSE CAST(1 AS FLOAT8) END AS TEXT), CAST(nullif(CAST(0.1 AS REAL), CAST(1 AS FLOAT8)) AS TEXT), CAST(coalesce(CAST(0.1 AS REAL), 1.5) AS TEXT)",
			want: []string{"0.10000000149011612 | 0.10000000149011612 | 0.10000000149011612 | 0.1 | 0.1"}},
		{name: "arrays of a real among double precisions", query: "SELECT CAST(ARRAY[ARRAY[CAST(0.1 AS REAL)], ARRAY[CAST(1 AS FLOAT8)]] AS TEXT), " +
			"CAST(coalesce(ARRAY[CAST(0.1 AS REAL)], ARRAY[CAST(1 AS FLOAT8)]) AS TEXT), CAST(coalesce(x, y) AS TEXT) FROM (VALUES (CAST(0.1 AS REAL), CAST(1 AS FLOAT8))) v(x, y)",
			want: []string{"{{0.10000000149011612},{1}} | {0.10000000149011612} | 0.10000000149011612"}},
		// arrays of text and of character varying (pg_compare_text.go, pgStringArrayElem)
		{name: "varchar[] = text[]", query: "SELECT ARRAY[CAST('a' AS VARCHAR)] = ARRAY[CAST('a' AS TEXT)]", err: "operator does not exist: character varying[] = text[]"},
		{name: "varchar[] = an array of strings", query: "SELECT ARRAY[CAST('a' AS VARCHAR(3))] = ARRAY['a']", err: "operator does not exist: character varying[] = text[]"},
		{name: "varchar[] IN text[]", query: "SELECT ARRAY[CAST('a' AS VARCHAR)] IN (ARRAY[CAST('a' AS TEXT)], ARRAY[CAST('b' AS VARCHAR)])", err: "operator does not exist: character varying[] = text[]"},
		{name: "varchar[] < text[]", query: "SELECT ARRAY[ARRAY[CAST('a' AS VARCHAR)]] < ARRAY[ARRAY[lower('A')]]", err: "operator does not exist: character varying[] < text[]"},
		{name: "CASE varchar[] WHEN text[]", query: "SELECT CASE ARRAY[CAST('a' AS VARCHAR)] WHEN ARRAY[CAST('a' AS TEXT)] THEN 1 END", err: "operator does not exist: character varying[] = text[]"},
		{name: "character[] = varchar[]", query: "SELECT ARRAY[CAST('a' AS CHAR)] = ARRAY[CAST('a' AS VARCHAR)]", err: "operator does not exist: character[] = character varying[]"},
		{name: "varchar[] = text[] by casts", query: "SELECT CAST('{a}' AS VARCHAR[]) = CAST('{a}' AS TEXT[])", err: "operator does not exist: character varying[] = text[]"},
		{name: "arrays of strings that compare", query: "SELECT ARRAY[CAST('a' AS VARCHAR)] = ARRAY[CAST('a' AS VARCHAR(2))], ARRAY[CAST('a' AS VARCHAR)] = ARRAY['a', CAST('b' AS VARCHAR)], " +
			"ARRAY[CAST('a' AS TEXT)] = ARRAY['a'], ARRAY[CAST('a' AS VARCHAR)] = '{a}', ARRAY[CAST('a' AS VARCHAR)] = ARRAY[CAST('a' AS VARCHAR), CAST('b' AS TEXT)], " +
			"ARRAY[CAST('a' AS VARCHAR)] = CAST('{a}' AS VARCHAR[]), ARRAY[CAST('a' AS TEXT), CAST('b' AS VARCHAR)] = ARRAY['a'], ARRAY[lower('a')] = ARRAY['a']",
			want: []string{"true | false | true | true | false | true | false | true"}},
		// AT TIME ZONE (pg_at_time_zone.go)
		{name: "AT TIME ZONE", query: "SELECT CAST(TIMESTAMP '2020-07-01 10:00' AT TIME ZONE 'Europe/Paris' AS TEXT), CAST(TIMESTAMP '2020-01-01 10:00' AT TIME ZONE 'posix/Europe/Paris' AS TEXT), " +
			"CAST(TIMESTAMPTZ '2020-01-01 10:00+00' AT TIME ZONE 'posix/America/New_York' AS TEXT), CAST(TIMESTAMPTZ '2020-07-01 10:00+00' AT TIME ZONE 'Asia/Tokyo' AS TEXT), " +
			"CAST(TIMESTAMP '2020-01-01 10:00' AT TIME ZONE 'UTC' AS TEXT), CAST(TIMESTAMP '2018-03-11 02:30' AT TIME ZONE 'America/New_York' AS TEXT)",
			want: []string{"2020-07-01 08:00:00+00 | 2020-01-01 09:00:00+00 | 2020-01-01 05:00:00 | 2020-07-01 19:00:00 | 2020-01-01 10:00:00+00 | 2018-03-11 07:30:00+00"}},
		{name: "AT TIME ZONE of a column", query: "SELECT CAST(x AT TIME ZONE 'Europe/Paris' AS TEXT) FROM (VALUES (TIMESTAMP '2020-07-01 10:00'), (NULL)) v(x)",
			want: []string{"2020-07-01 08:00:00+00", "NULL"}},
		{name: "AT TIME ZONE of an unknown zone", query: "SELECT TIMESTAMP '2020-01-01 10:00' AT TIME ZONE 'Nowhere/City'", err: `time zone "Nowhere/City" not recognized`},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

// TestPostgresArrayTextRefused: array texts PostgreSQL reads into arrays
// the executor's types do not hold raise a clear error, not "cannot cast"
// (PostgreSQL 15 run: '{{1,2}}'::int[] is {{1,2}}, ARRAY[ARRAY[1]] = '{1}'
// false, '[2:3]={1,2}'::int[] [2:3]={1,2}, '[1:1]={1}'::int[] {1}), and
// AT TIME ZONE of what the executor does not read (PostgreSQL 15 run:
// TIMESTAMP '2020-01-01 10:00' AT TIME ZONE 'EST' is 2020-01-01
// 15:00:00+00; a DATE is answered, at_time_zone_test.go).
func TestPostgresArrayTextRefused(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "two dimensions read as int[]", query: "SELECT CAST(CAST('{{1,2}}' AS INT[]) || ARRAY[3] AS TEXT)",
			err: `the array text "{{1,2}}" has 2 dimensions where its type array<int> has 1 dimension: lat run keeps an array's dimensions in its type`},
		{name: "two dimensions of a column read as int[]", query: "SELECT CAST(x AS INT[]) FROM (VALUES ('{{1,2}}')) v(x)", err: `the array text "{{1,2}}" has 2 dimensions`},
		{name: "one dimension beside two", query: "SELECT ARRAY[ARRAY[1]] = '{1}'", err: `the array text "{1}" has 1 dimension where its type array<array<int>> has 2 dimensions`},
		{name: "subscript bounds", query: "SELECT CAST('[1:1]={1}' AS INT[])", err: `the array text "[1:1]={1}" gives its subscripts' bounds, which lat run does not read`},
		{name: "subscript bounds of a column", query: "SELECT CAST(x AS INT[]) FROM (VALUES ('[2:3]={1,2}')) v(x)", err: `the array text "[2:3]={1,2}" gives its subscripts' bounds`},
		{name: "AT TIME ZONE of an abbreviation", query: "SELECT TIMESTAMP '2020-01-01 10:00' AT TIME ZONE 'EST'", err: `1:50: AT TIME ZONE "EST" is not answered by lat run`},
		{name: "texts of the type's dimensions", query: "SELECT CAST(CAST('{}' AS INT[]) AS TEXT), ARRAY[ARRAY[1]] = '{}', CAST(ARRAY[ARRAY[1]] = '{{1}}' AS TEXT), CAST(CAST('{1,NULL}' AS TEXT[]) AS TEXT)",
			want: []string{"{} | false | true | {1,NULL}"}},
	} {
		c.dialect = "postgres"
		runSQL(t, c)
	}
}

func TestPostgresRun5(t *testing.T) {
	for _, c := range pgRun5Cases() {
		runSQL(t, c)
	}
}

// TestPostgresRun5OnPostgres checks the cases' expectations on PostgreSQL
// itself.
func TestPostgresRun5OnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgRun5Cases())
}
