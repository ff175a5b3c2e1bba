package executor_test

import "testing"

// duckBranchTypingCases: integer literals in coalesce, CASE, greatest and
// the like (duck_branch_literals.go), zone names in TIMESTAMPTZ texts
// (duck_zone_name_text.go), MAP texts (struct_cast_duckdb.go) and typeof
// in a lambda, run in the executor and on DuckDB 1.5.
func duckBranchTypingCases() []duckFidelityCase {
	const tz = "SELECT * FROM (SELECT TIMESTAMPTZ '2020-07-01 08:00:00+00' AS ts)"
	return []duckFidelityCase{
		// integer literals beside a TINYINT or SMALLINT
		{name: "coalesce of a TINYINT and a literal overflows", query: "SELECT coalesce(100::TINYINT, 1) + 100", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "coalesce of a NULL TINYINT and a literal overflows", query: "SELECT coalesce(NULL::TINYINT, 1) + 127", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "greatest of a TINYINT and a literal overflows", query: "SELECT greatest(1::TINYINT, 2) * 100", latErr: "overflow in multiplication", duckErr: "Overflow in multiplication of INT8"},
		{name: "CASE of a TINYINT and a literal overflows", query: "SELECT (CASE WHEN true THEN 100::TINYINT ELSE 1 END) + 100", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "CASE with an operand", query: "SELECT CASE 1 WHEN 1 THEN 100::TINYINT ELSE 5 END + 100", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "if and ifnull", query: "SELECT if(true, 100::TINYINT, 5) + 100", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "ifnull of a SMALLINT", query: "SELECT ifnull(30000::SMALLINT, 5) + 30000", latErr: "overflow in addition", duckErr: "Overflow in addition of INT16"},
		{name: "a string literal between", query: "SELECT coalesce(1::TINYINT, '1', 5) + 127", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "a column beside a literal", query: "SELECT coalesce(x, 1) + 100 FROM (VALUES (100::TINYINT), (NULL)) v(x)", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "in a lambda", query: "SELECT list_transform([100::TINYINT], x -> coalesce(x, 1) + 100)", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "literals that stay INTEGER", query: "SELECT coalesce(1, 2, 100::TINYINT) + 100, coalesce(5, NULL, 100::TINYINT) + 100, coalesce(100::TINYINT, +5) + 100, coalesce(100::TINYINT, 200) + 100, (CASE WHEN true THEN 1 ELSE 100::TINYINT END) + 100, least(100::TINYINT, 1) + 100",
			want: []string{"101 | 105 | 200 | 200 | 101 | 101"}},
		{name: "typeof: coalesce", query: "SELECT typeof(coalesce(100::TINYINT, 1)), typeof(coalesce(1, 100::TINYINT)), typeof(coalesce(100::TINYINT, 1000)), typeof(coalesce(1::TINYINT, NULL, 2)), typeof(coalesce(1::TINYINT, -128)), typeof(coalesce(1::TINYINT, 128))",
			want: []string{"TINYINT | TINYINT | INTEGER | TINYINT | TINYINT | INTEGER"}},
		{name: "typeof: the fold's order", query: "SELECT typeof(coalesce(1::TINYINT, 200, 1::SMALLINT)), typeof(coalesce(1::TINYINT, 1::SMALLINT, 200)), typeof(coalesce(1, 2, 1::TINYINT)), typeof(coalesce(5, 1::TINYINT, 6)), typeof(coalesce(5, NULL, 1::TINYINT)), typeof(coalesce(NULL, 5, 1::TINYINT)), typeof(coalesce(1::SMALLINT, 5, 1::TINYINT))",
			want: []string{"INTEGER | SMALLINT | INTEGER | TINYINT | INTEGER | INTEGER | SMALLINT"}},
		{name: "typeof: signs and expressions", query: "SELECT typeof(coalesce(1::TINYINT, -1)), typeof(coalesce(1::TINYINT, - -5)), typeof(coalesce(1::TINYINT, (-5))), typeof(coalesce(1::TINYINT, +5)), typeof(coalesce(1::TINYINT, - +5)), typeof(coalesce(1::TINYINT, 1 + 1)), typeof(coalesce(1::TINYINT, 5::INTEGER))",
			want: []string{"TINYINT | TINYINT | TINYINT | INTEGER | INTEGER | INTEGER | INTEGER"}},
		{name: "typeof: CASE folds from its ELSE", query: "SELECT typeof(CASE WHEN true THEN 1::TINYINT ELSE 1 END), typeof(CASE WHEN true THEN 5 WHEN false THEN 6 ELSE 1::TINYINT END), typeof(CASE WHEN true THEN 200 WHEN true THEN 1::TINYINT ELSE 1::SMALLINT END), typeof(CASE WHEN true THEN 1::TINYINT WHEN true THEN 1::SMALLINT ELSE 200 END), typeof(CASE WHEN true THEN 5 WHEN true THEN 1::TINYINT END), typeof(CASE WHEN true THEN 1::TINYINT ELSE NULL END)",
			want: []string{"TINYINT | TINYINT | SMALLINT | INTEGER | INTEGER | TINYINT"}},
		{name: "typeof: greatest, least, if, nullif", query: "SELECT typeof(greatest(1::TINYINT, 2)), typeof(least(2, 1::SMALLINT)), typeof(greatest(1::TINYINT, 200)), typeof(greatest(1, 2, 1::TINYINT)), typeof(if(true, 5, 1::TINYINT)), typeof(if(true, 5, NULL)), typeof(nullif(1::TINYINT, 1000)), typeof(nullif(5, 1::TINYINT))",
			want: []string{"TINYINT | SMALLINT | INTEGER | INTEGER | TINYINT | INTEGER | TINYINT | INTEGER"}},
		{name: "typeof: wider integers", query: "SELECT typeof(coalesce(1::TINYINT, 3000000000)), typeof(coalesce(1::BIGINT, 1)), typeof(coalesce(1::TINYINT, 12345678901234567890)), typeof(coalesce(1::TINYINT, '1', 5)), typeof(coalesce(5, '1', 1::TINYINT))",
			want: []string{"BIGINT | BIGINT | HUGEINT | TINYINT | INTEGER"}},
		// zone names in TIMESTAMPTZ texts
		{name: "a zone name after the seconds", query: "SELECT '2020-07-01 10:00:00 Europe/Paris'::TIMESTAMPTZ::VARCHAR, '2020-01-01 10:00:00 europe/paris'::TIMESTAMPTZ::VARCHAR, '2020-07-01T10:00:00.123456 America/New_York '::TIMESTAMPTZ::VARCHAR, TIMESTAMPTZ '2020-07-01 10:00:00 Asia/Kolkata'::VARCHAR, '2020-07-01 10:00:00 Etc/GMT+5'::TIMESTAMPTZ::VARCHAR, '2020-07-01 24:00:00 Europe/Paris'::TIMESTAMPTZ::VARCHAR",
			want: []string{"2020-07-01 08:00:00+00 | 2020-01-01 09:00:00+00 | 2020-07-01 14:00:00.123456+00 | 2020-07-01 04:30:00+00 | 2020-07-01 15:00:00+00 | 2020-07-01 22:00:00+00"}},
		{name: "a zone name: skipped, repeated and old wall times", query: "SELECT '2020-03-29 02:30:00 Europe/Paris'::TIMESTAMPTZ::VARCHAR, '2020-10-25 02:30:00 Europe/Paris'::TIMESTAMPTZ::VARCHAR, '2020-03-08 02:30:00 America/New_York'::TIMESTAMPTZ::VARCHAR, '2020-11-01 01:30:00 America/New_York'::TIMESTAMPTZ::VARCHAR, '2020-04-05 02:30:00 Australia/Sydney'::TIMESTAMPTZ::VARCHAR, '1900-01-01 10:00:00 Europe/Paris'::TIMESTAMPTZ::VARCHAR",
			want: []string{"2020-03-29 01:30:00+00 | 2020-10-25 01:30:00+00 | 2020-03-08 07:30:00+00 | 2020-11-01 06:30:00+00 | 2020-04-04 16:30:00+00 | 1900-01-01 09:50:39+00"}},
		{name: "a zone name from a column", query: "SELECT s::TIMESTAMPTZ::VARCHAR FROM (VALUES ('2020-07-01 10:00:00 Asia/Kolkata'), ('2020-07-01 10:00:00+02'), (NULL)) v(s)",
			want: []string{"2020-07-01 04:30:00+00", "2020-07-01 08:00:00+00", "NULL"}},
		{name: "a zone name compared", query: "SELECT ts IN ('2020-07-01 10:00:00 Europe/Paris'), ts = '2020-07-01 04:00:00 America/New_York', ts < '2020-07-01 10:00:00 Asia/Kolkata' FROM (" + tz + ")",
			want: []string{"true | true | false"}},
		{name: "a text that is no timestamp compared", query: "SELECT ts = 'garbage' FROM (" + tz + ")", latErr: "garbage", duckErr: "invalid timestamp field format"},
		{name: "a zone name after the minutes compared", query: "SELECT ts < '2020-07-01 10:00 Europe/Paris' FROM (" + tz + ")", latErr: "invalid timestamp", duckErr: "invalid timestamp field format"},
		{name: "an offset after the minutes compared", query: "SELECT ts = '2020-07-01 10:00+02' FROM (" + tz + ")", latErr: "invalid timestamp field format", duckErr: "invalid timestamp field format"},
		{name: "texts compared", query: "SELECT ts = '2020-07-01 08:00:00', ts = '2020-07-01 10:00:00+02', ts BETWEEN '2020-07-01' AND '2020-07-02', ts IN ('2020-07-01 08:00:00Z') FROM (" + tz + ")", want: []string{"true | true | true | true"}},
		{name: "an unknown zone", query: "SELECT '2020-07-01 10:00:00 Europe/Nowhere'::TIMESTAMPTZ", latErr: "Unknown TimeZone 'Europe/Nowhere'", duckErr: "Unknown TimeZone 'Europe/Nowhere'"},
		{name: "an unknown zone in TRY_CAST", query: "SELECT TRY_CAST('2020-07-01 10:00:00 Europe/Nowhere' AS TIMESTAMPTZ)", want: []string{"NULL"}},
		{name: "a zone name after the minutes", query: "SELECT '2020-07-01 10:00 Europe/Paris'::TIMESTAMPTZ", latErr: "invalid timestamp", duckErr: "invalid timestamp field format"},
		{name: "an abbreviation: refused", query: "SELECT '2020-01-01 10:00:00 EST'::TIMESTAMPTZ::VARCHAR", latErr: `does not read the zone "EST"`, want: []string{"2020-01-01 15:00:00+00"}},
		{name: "an abbreviation in TRY_CAST: refused", query: "SELECT TRY_CAST('2020-01-01 10:00:00 PST' AS TIMESTAMPTZ)::VARCHAR", latErr: `does not read the zone "PST"`, want: []string{"2020-01-01 18:00:00+00"}},
		{name: "a legacy name compared: refused", query: "SELECT ts = '2020-07-01 04:00:00 US/Eastern' FROM (" + tz + ")", latErr: `does not read the zone "US/Eastern"`, want: []string{"true"}},
		{name: "a zone name in a DATE text: refused", query: "SELECT '2020-07-01 10:00:00 Europe/Paris'::DATE::VARCHAR", latErr: "does not read the DATE text", want: []string{"2020-07-01"}},
		{name: "a zone name from a column compared", query: "SELECT ts = s, ts <> s, s = ts, ts IS DISTINCT FROM s, ts IN (s, '2021-01-01') FROM (" + tz + ", (SELECT '2020-07-01 10:00:00 Europe/Paris' AS s))",
			want: []string{"true | false | true | false | true"}},
		{name: "a text from a column that is no timestamp compared", query: "SELECT ts = s FROM (" + tz + ", (SELECT 'garbage' AS s))", latErr: "garbage", duckErr: "invalid timestamp field format"},
		{name: "an IN list reads all its texts", query: "SELECT ts IN ('2020-07-01 08:00:00', 'garbage') FROM (" + tz + ")", latErr: "garbage", duckErr: "invalid timestamp field format"},
		{name: "zone names before 1970", query: "SELECT '1850-01-01 10:00:00 America/New_York'::TIMESTAMPTZ::VARCHAR, '1880-01-01 10:00:00 Asia/Kolkata'::TIMESTAMPTZ::VARCHAR, '1900-01-01 10:00:00 europe/london'::TIMESTAMPTZ::VARCHAR, '1960-06-01 12:00:00 Europe/Brussels'::TIMESTAMPTZ::VARCHAR",
			want: []string{"1850-01-01 14:56:02+00 | 1880-01-01 04:38:50+00 | 1900-01-01 10:00:00+00 | 1960-06-01 11:00:00+00"}},
		{name: "a zone tzdata merged, before 1970: refused", query: "SELECT '1800-06-01 12:00:00 Europe/Amsterdam'::TIMESTAMPTZ::VARCHAR", latErr: "in the zone Europe/Amsterdam at 1800-06-01 12:00:00 UTC as DuckDB does", want: []string{"1800-06-01 11:42:30+00"}},
		{name: "a zone tzdata merged, since 1970", query: "SELECT '2020-06-01 12:00:00 Europe/Amsterdam'::TIMESTAMPTZ::VARCHAR", want: []string{"2020-06-01 10:00:00+00"}},
		// TIME texts (cast.go)
		{name: "a TIME text with an offset", query: "SELECT '10:00:00.5+02'::TIME::VARCHAR, '10:00:00.123456+02'::TIME::VARCHAR, '10:00:00-0530'::TIME::VARCHAR, TIME '10:00:00' = '10:00:00+02'",
			want: []string{"10:00:00.5 | 10:00:00.123456 | 10:00:00 | true"}},
		// DuckDB ignores the text after the seconds (duck_time_text.go)
		{name: "a TIME text with a zone name", query: "SELECT '10:00:00.123456 Europe/Paris'::TIME::VARCHAR", want: []string{"10:00:00.123456"}},
		// lag and lead defaults (duck_lag_default.go)
		{name: "a lag's default takes the value's type", query: "SELECT typeof(lag(x, 1, 100) OVER ()), lag(x, 1, 1.5) OVER (), lead(x, 1, '7') OVER (), lag(x, 1, NULL) OVER () FROM (VALUES (100::TINYINT)) v(x)",
			want: []string{"TINYINT | 2 | 7 | NULL"}},
		{name: "a lag's default overflows", query: "SELECT lag(x, 1, 100) OVER () + 100 FROM (VALUES (100::TINYINT)) v(x)", latErr: "overflow in addition", duckErr: "Overflow in addition of INT8"},
		{name: "a lag's default out of range", query: "SELECT lag(x, 1, 300) OVER () FROM (VALUES (100::TINYINT)) v(x)", latErr: "out of range", duckErr: "out of range"},
		{name: "a lead's default from a column out of range", query: "SELECT lead(x, 1, y) OVER (ORDER BY x) FROM (VALUES (100::TINYINT, 1), (5::TINYINT, 300)) v(x, y)", latErr: "out of range", duckErr: "out of range"},
		{name: "a lag's default that does not convert", query: "SELECT lag(x, 1, 'a') OVER () FROM (VALUES (1)) v(x)", latErr: "cannot cast 'a'", duckErr: "Could not convert string 'a' to INT32"},
		// MAP texts
		{name: "a MAP's text: refused", query: "SELECT '{a=1, b=2}'::MAP(VARCHAR, INTEGER)::VARCHAR", latErr: "does not read a MAP's text", want: []string{"{a=1, b=2}"}},
		{name: "a MAP's text in TRY_CAST: refused", query: "SELECT TRY_CAST('{a=1, b=2}' AS MAP(VARCHAR, INTEGER))::VARCHAR", latErr: "does not read a MAP's text", want: []string{"{a=1, b=2}"}},
		{name: "a list of MAPs' text in TRY_CAST: refused", query: "SELECT TRY_CAST('[{a=1}]' AS MAP(VARCHAR, INTEGER)[])::VARCHAR", latErr: "does not read a MAP's text", want: []string{"[{a=1}]"}},
		// typeof in a lambda
		{name: "typeof of a lambda's parameter", query: "SELECT list_transform([1, 2], x -> typeof(x))::VARCHAR, list_transform([1::TINYINT], x -> typeof(x + 1))::VARCHAR, list_transform(['a'], x -> typeof(x))::VARCHAR, list_transform([[1]], x -> typeof(x))::VARCHAR, list_transform([{'a': 1}], x -> typeof(x))::VARCHAR",
			want: []string{"[INTEGER, INTEGER] | [TINYINT] | [VARCHAR] | ['INTEGER[]'] | ['STRUCT(a INTEGER)']"}},
		{name: "typeof in a nested lambda", query: "SELECT list_transform([1::TINYINT], x -> list_transform([2::SMALLINT], y -> typeof(y) || typeof(x)))::VARCHAR, list_filter([1::TINYINT], x -> typeof(x) = 'TINYINT')::VARCHAR, list_transform([1::TINYINT], x -> typeof(coalesce(x, 1)))::VARCHAR",
			want: []string{"[[SMALLINTTINYINT]] | [1] | [TINYINT]"}},
		{name: "a lambda's index is a BIGINT", query: "SELECT list_transform([1], (x, i) -> i + 2147483647)::VARCHAR, list_transform([1::TINYINT, 2], (x, i) -> x + i)::VARCHAR, list_transform([1::TINYINT], (x, i) -> typeof(i))::VARCHAR, list_filter([1::TINYINT], (x, i) -> typeof(i) = 'BIGINT')::VARCHAR, list_transform([], (x, i) -> i)::VARCHAR",
			want: []string{"[2147483648] | [2, 4] | [BIGINT] | [1] | []"}},
	}
}

func TestDuckDBBranchTyping(t *testing.T) {
	for _, c := range duckBranchTypingCases() {
		runSQL(t, sqlCase{name: c.name, dialect: "duckdb", query: c.query, want: c.want, err: c.latErr})
	}
}

func TestDuckDBBranchTypingOnDuckDB(t *testing.T) {
	var cs []sqlCase
	for _, c := range duckBranchTypingCases() {
		cs = append(cs, sqlCase{name: c.name, query: c.query, want: c.want, err: c.duckErr})
	}
	casesOnDuckDB(t, cs)
}

// pgTimeTextCases: TIME texts with a UTC offset or a zone name after the
// seconds (cast.go), run in the executor and on PostgreSQL 15.
func pgTimeTextCases() []sqlCase {
	return []sqlCase{
		{name: "a TIME text with an offset", query: "SELECT '10:00:00.5+02'::time, '10:00:00.123456+02'::time, '10:00:00.1234567+02'::time, '10:00:00-0530'::time, time '10:00:00' = '10:00:00+02'",
			want: []string{"10:00:00.5 | 10:00:00.123456 | 10:00:00.123457 | 10:00:00 | true"}},
		{name: "a TIME text with a zone name", query: "SELECT '10:00:00.123456 Europe/Paris'::time", err: "invalid"},
		{name: "a TIMESTAMPTZ text with a zone name", query: "SELECT ('2020-07-01 10:00:00.123456 America/New_York'::timestamptz AT TIME ZONE 'UTC')::text",
			want: []string{"2020-07-01 14:00:00.123456"}},
	}
}

func TestPostgresTimeText(t *testing.T) {
	for _, c := range pgTimeTextCases() {
		c.dialect = "postgres"
		runSQL(t, c)
	}
}

func TestPostgresTimeTextOnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgTimeTextCases())
}
