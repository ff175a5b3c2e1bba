package lateral_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// textCase is a query of one row of text columns, its wanted texts joined
// by " | " (or "error"), the same on the reference executor under the
// dialect and on the engine, which runs it as written.
type textCase struct{ dialect, engine, sql, want string }

func runTextCases(t *testing.T, cases []textCase) {
	t.Helper()
	for _, c := range cases {
		ref := "error"
		if rows, err := lateral.Run(context.Background(), c.sql, c.dialect, lateral.RunOptions{}); err == nil {
			all, aerr := rows.All()
			rows.Close()
			if aerr == nil && len(all) == 1 {
				parts := make([]string, len(all[0]))
				for i, v := range all[0] {
					parts[i] = v.String()
				}
				ref = strings.Join(parts, " | ")
			}
		}
		if ref != c.want {
			t.Errorf("%s: %s\nreference %q\n     want %q", c.dialect, c.sql, ref, c.want)
		}
	}
	// the engines, where they run: the wanted texts are theirs
	for _, c := range cases {
		eng := "error"
		res, err := enginetest.Open(t, c.engine).Query(enginetest.Ctx(t), c.sql)
		if err == nil && len(res.Rows) == 1 {
			parts := make([]string, len(res.Rows[0]))
			for i, v := range res.Rows[0] {
				parts[i] = fmt.Sprint(v)
			}
			eng = strings.Join(parts, " | ")
		}
		if eng != c.want {
			t.Errorf("%s on the engine: %s\n   engine %q (%v)\n     want %q", c.dialect, c.sql, eng, err, c.want)
		}
	}
}

// PostgreSQL writes an array or a row cast to text by its array_out and
// record_out, a boolean as t or f there, concat reads them so; DuckDB
// writes a list, struct or map cast to VARCHAR with its elements quoted
// only where needed (executor.NestedText; PostgreSQL 15 and DuckDB 1.5
// run, the wanted texts their output).
func TestNestedText(t *testing.T) {
	pg, dd := engines.Postgres, engines.DuckDB
	runTextCases(t, []textCase{
		{"postgres", pg, `SELECT ARRAY[1, NULL]::text AS a, ARRAY[[1, 2], [3, 4]]::text AS b, '{}'::int[]::text AS c`,
			"{1,NULL} | {{1,2},{3,4}} | {}"},
		{"postgres", pg, `SELECT ARRAY['a,b', 'x"y', ' s', '', NULL, 'null', 'NULL', 'a\b', '{', 'a=b', '(', 'x;y']::text AS a`,
			`{"a,b","x\"y"," s","",NULL,"null","NULL","a\\b","{",a=b,(,x;y}`},
		{"postgres", pg, `SELECT ROW(1, 'a b', NULL)::text AS a, ROW(1, '', ' ', 'a"b', 'a,b', 'a\b', '{', ')')::text AS b`,
			`(1,"a b",) | (1,""," ","a""b","a,b","a\\b",{,")")`},
		{"postgres", pg, `SELECT ROW(ROW(1, 'x y'), ARRAY[1, 2])::text AS a, ARRAY[ROW(1, 'a b'), NULL, ROW(NULL, NULL)]::text AS b`,
			`("(1,""x y"")","{1,2}") | {"(1,\"a b\")",NULL,"(,)"}`},
		{"postgres", pg, `SELECT ARRAY[true, false]::text AS a, ARRAY[1.5::float8, 1e20, 'NaN']::text AS b, ARRAY[INTERVAL '1 day', INTERVAL '-1 month 2 hours']::text AS c`,
			`{t,f} | {1.5,1e+20,NaN} | {"1 day","-1 mons +02:00:00"}`},
		{"postgres", pg, `SELECT ARRAY[TIMESTAMP '2020-01-01 01:02:03']::text AS a, ARRAY[DATE '0001-01-01' - 1]::text AS b, ARRAY['{"a": 1}'::json]::text AS c, ROW(1.50)::text AS d`,
			`{"2020-01-01 01:02:03"} | {"0001-12-31 BC"} | {"{\"a\": 1}"} | (1.50)`},
		{"postgres", pg, `SELECT concat(ARRAY[1, 2], ROW(1, 'a b'), true, 1.5::float8) AS a, concat_ws(',', false, ARRAY['a b']) AS b`,
			`{1,2}(1,"a b")t1.5 | f,{"a b"}`},
		// to_json writes PostgreSQL's texts too
		{"postgres", pg, `SELECT to_json(INTERVAL '1 month -2 days')::text AS a, to_json(TIMESTAMP '2020-01-01 01:02:03.5')::text AS b, to_json(TIMESTAMPTZ '2020-01-01 01:02:03+00')::text AS c, to_json(ARRAY[INTERVAL '1 year'])::text AS d, to_json(DATE '0001-01-01' - 1)::text AS e, to_json(ROW(TIMESTAMP '2020-01-01 00:00:00', 1e-7::float8))::text AS f`,
			`"1 mon -2 days" | "2020-01-01T01:02:03.5" | "2020-01-01T01:02:03+00:00" | ["1 year"] | "0001-12-31 BC" | {"f1":"2020-01-01T00:00:00","f2":1e-07}`},
		{"duckdb", dd, `SELECT [1, NULL]::VARCHAR AS a, ['a b', '', NULL, 'NULL', 'nUll', 'a,b', 'x''y', 'a"b', '[', ' s', 't ', 'a\b', 'a:b', 'a=b', 'a;b', '1']::VARCHAR AS b`,
			`[1, NULL] | [a b, '', NULL, 'NULL', 'nUll', 'a,b', 'x\'y', 'a"b', '[', ' s', 't ', a\b, 'a:b', 'a=b', a;b, 1]`},
		{"duckdb", dd, `SELECT {'a b': 1, 'it''s': 'x y', 'k': 'a\''b'}::VARCHAR AS a, MAP(['k:'], ['v'])::VARCHAR AS b, [[''], [NULL]]::VARCHAR AS c, ([{'a': 'q'}]::VARCHAR[])[1] AS d`,
			`{'a b': 1, 'it\'s': x y, 'k': 'a\\\'b'} | {'k:'=v} | [[''], [NULL]] | {'a': q}`},
		{"duckdb", dd, `SELECT [TIME '01:02:03', NULL]::VARCHAR AS a, [DATE '2020-01-01']::VARCHAR AS b, ['{"a": 1}'::JSON]::VARCHAR AS c, {'j': '[1, 2]'::JSON}::VARCHAR AS d, [1.5::DOUBLE, 'nan']::VARCHAR AS e`,
			`['01:02:03', NULL] | [2020-01-01] | [{"a": 1}] | {'j': '[1, 2]'} | [1.5, nan]`},
	})
}

// An explicit CAST to VARCHAR(n) or CHAR(n) keeps n characters in
// PostgreSQL, a CHAR without a length is CHAR(1), a BPCHAR unbounded;
// DuckDB keeps the whole string (executor.CharLength; PostgreSQL 15 and
// DuckDB 1.5 run).
func TestCharLengthCast(t *testing.T) {
	pg, dd := engines.Postgres, engines.DuckDB
	runTextCases(t, []textCase{
		{"postgres", pg, `SELECT CAST('abcdef' AS VARCHAR(3)) AS a, CAST('héllo' AS CHAR(2)) AS b, CAST(12345 AS VARCHAR(3)) AS c, CAST('ab' AS CHARACTER VARYING(1)) AS d, CAST('ab' AS CHAR(4)) AS e, CAST('é' AS CHAR(2)) AS f`,
			"abc | hé | 123 | a | ab   | é "},
		{"postgres", pg, `SELECT CAST('ab' AS CHAR) AS a, CAST('ab' AS CHARACTER) AS b, CAST('ab' AS BPCHAR) AS c, CAST(ARRAY['abc', NULL] AS VARCHAR(2)[])::text AS d`,
			"a | a | ab | {ab,NULL}"},
		// a CHAR read as text loses its padding, in concat and
		// octet_length it keeps it, it compares without it
		{"postgres", pg, `SELECT CAST('ab' AS CHAR(4)) || '|' AS a, length(CAST('ab ' AS CHAR(4))) AS b, octet_length(CAST('ab' AS CHAR(4))) AS c, CAST(CAST('ab' AS CHAR(4)) AS TEXT) || '|' AS d, concat(CAST('ab' AS CHAR(4)), '|') AS e, upper(CAST('ab' AS CHAR(4))) || '|' AS f, replace(CAST('ab' AS CHAR(4)), ' ', '_') AS g, strpos(CAST('ab' AS CHAR(4)), ' ') AS h, substr(CAST('ab' AS CHAR(4)), 2) || '|' AS i`,
			"ab| | 2 | 4 | ab| | ab  | | AB| | ab | 0 | b|"},
		{"postgres", pg, `SELECT CAST('ab' AS CHAR(4)) = 'ab' AS a, CAST('abc  ' AS CHAR(3)) = CAST('abc' AS CHAR(5)) AS b, CAST('ab' AS CHAR(4)) = CAST('ab  ' AS VARCHAR) AS c, CAST('ab' AS CHAR(4)) LIKE 'ab' AS d, CAST('ab' AS CHAR(4)) > 'ab' AS e`,
			"true | true | true | false | false"},
		{"duckdb", dd, `SELECT CAST('abcdef' AS VARCHAR(3)) AS a, CAST('ab' AS CHAR(4)) || '|' AS b`, "abcdef | ab|"},
	})
}

// PostgreSQL reads ISO 8601 intervals, with designators or in the
// alternative form, and refuses a field given twice in its own form
// (PostgreSQL 15 run, the wanted texts its output).
func TestPostgresIntervalInput(t *testing.T) {
	pg := engines.Postgres
	var cases []textCase
	for _, c := range []struct{ in, want string }{
		{"PT04:05:06", "04:05:06"}, {"P0001-02-03T04:05:06", "1 year 2 mons 3 days 04:05:06"},
		{"P1e2D", "100 days"}, {"P1D1D", "2 days"}, {"P1Y2M3DT4H5M6S", "1 year 2 mons 3 days 04:05:06"},
		{"P1.5D", "1 day 12:00:00"}, {"P1.5M", "1 mon 15 days"}, {"P1.5W", "10 days 12:00:00"}, {"P1.1Y", "1 year 1 mon"},
		{"PT1.5S", "00:00:01.5"}, {"P-1D", "-1 days"}, {"PT", "00:00:00"}, {"P1DT", "1 day"}, {"P1-2", "1 year 2 mons"},
		{"P-1-2", "-10 mons"}, {"P1--2", "10 mons"}, {"P1-2-3T-04:05", "1 year 2 mons 3 days -03:55:00"},
		{"P1e-1D", "02:24:00"}, {"P1MT1M", "1 mon 00:01:00"},
		{"1 week 1 day", "8 days"}, {"1 second 1 millisecond", "00:00:01.001"}, {"1 day 5", "1 day 00:00:05"},
		{"2 days ago", "-2 days"},
		{"1 day -1 day", "error"}, {"1 mon 1 month", "error"}, {"1 hour 01:00:00", "error"}, {"1 quarter 1 mon", "error"},
		{"1 day 01:00:00 02:00:00", "error"}, {"1 day 1 day ago", "error"},
		{"P", "error"}, {"P1d", "error"}, {"PT1h", "error"}, {"P1Y2", "error"}, {"PT1H2", "error"}, {" P1D", "error"},
		{"P1H", "error"}, {"PT1D", "error"}, {"P1-2-", "error"}, {"P1-2-3-4", "error"},
	} {
		cases = append(cases, textCase{"postgres", pg, "SELECT INTERVAL '" + c.in + "'::text AS a", c.want},
			textCase{"postgres", pg, "SELECT CAST('" + c.in + "' AS INTERVAL)::text AS a", c.want})
	}
	runTextCases(t, cases)
}
