package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// lat run --dialect duckdb holds a HUGEINT's 128 bits: a cast, an integer
// literal past BIGINT (a HUGEINT, also read from a subquery), +, - and *
// past BIGINT's range, //, % and -, and raises past HUGEINT's range in
// DuckDB's words; the queries run on DuckDB too.
func TestDuckHugeInt(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT 170141183460469231731687303715884105727::HUGEINT AS a, (-170141183460469231731687303715884105728)::HUGEINT AS b, '170141183460469231731687303715884105727'::HUGEINT AS c",
			want: "(170141183460469231731687303715884105727, -170141183460469231731687303715884105728, 170141183460469231731687303715884105727)"},
		{sql: "SELECT CAST(9223372036854775807 AS HUGEINT) + 1 AS a, CAST(2 AS HUGEINT) * CAST(9223372036854775807 AS HUGEINT) AS b, CAST(1 AS HUGEINT) - 9223372036854775807 - 9223372036854775807 - 10 AS c",
			want: "(9223372036854775808, 18446744073709551614, -18446744073709551623)"},
		{sql: "SELECT x * x AS a FROM (VALUES (9223372036854775807::HUGEINT)) t(x)",
			want: "(85070591730234615847396907784232501249)"},
		{sql: "SELECT 100000000000000000000 // 3 AS a, 100000000000000000000 % 7 AS b, -(-9223372036854775808::HUGEINT) AS c",
			want: "(33333333333333333333, 2, 9223372036854775808)"},
		{sql: "SELECT '12345678901234567890.5'::HUGEINT AS a, '1234567890123456789012e-2'::HUGEINT AS b, 1e30::HUGEINT AS c, CAST(12345678901234567890.5 AS HUGEINT) AS d",
			want: "(12345678901234567891, 12345678901234567890, 1000000000000000019884624838656, 12345678901234567891)"},
		{sql: "SELECT max(x) AS a, count(DISTINCT x) AS b FROM (VALUES (170141183460469231731687303715884105727::HUGEINT), (170141183460469231731687303715884105727), (5::HUGEINT)) t(x)",
			want: "(170141183460469231731687303715884105727, 2)"},
		{sql: "SELECT 170141183460469231731687303715884105727::HUGEINT + 1 AS a", err: "Overflow in addition of INT128 (170141183460469231731687303715884105727 + 1)!"},
		{sql: "SELECT -170141183460469231731687303715884105727::HUGEINT - 2 AS a", err: "Overflow in subtraction of INT128"},
		{sql: "SELECT a * 2 AS b FROM (SELECT 99999999999999999999999999999999999999 AS a)", err: "Overflow in multiplication of INT128 (99999999999999999999999999999999999999 * 2)!"},
		{sql: "SELECT -a AS b FROM (SELECT -170141183460469231731687303715884105727::HUGEINT - 1 AS a)", err: "Overflow in negation of numeric value!"},
		{sql: "SELECT abs(a) AS b FROM (SELECT -170141183460469231731687303715884105727::HUGEINT - 1 AS a)", err: "Overflow on abs(-170141183460469231731687303715884105728)"},
		// // and % by -1 and abs of BIGINT's least value as a HUGEINT answer,
		// of HUGEINT's least value raise
		{sql: "SELECT x // -1 AS a, x % -1 AS b, abs(x) AS c, abs(NULL::HUGEINT) AS d FROM (VALUES ((-9223372036854775808)::HUGEINT)) t(x)",
			want: "(9223372036854775808, 0, 9223372036854775808, NULL)"},
		{sql: "SELECT x // y AS a FROM (VALUES ((-9223372036854775808)::BIGINT, -1::HUGEINT)) t(x, y)", want: "(9223372036854775808)"},
		{sql: "SELECT x // -1 AS a FROM (VALUES ((-170141183460469231731687303715884105727)::HUGEINT - 1)) t(x)", err: "Overflow in division of -170141183460469231731687303715884105728 / -1"},
		{sql: "SELECT x % -1 AS a FROM (VALUES ((-170141183460469231731687303715884105727)::HUGEINT - 1)) t(x)", err: "Overflow in division of -170141183460469231731687303715884105728 / -1"},
		{sql: "SELECT abs(x) AS a FROM (VALUES ((-9223372036854775808)::BIGINT)) t(x)", err: "abs"},
		// the DOUBLE -2^127 is past HUGEINT's range in DuckDB
		{sql: "SELECT CAST(x AS HUGEINT) AS a FROM (VALUES (CAST(-1.7014118346046923e38 AS DOUBLE))) t(x)", err: "out of range"},
		{sql: "SELECT CAST(x AS HUGEINT) AS a FROM (VALUES (CAST(-1.7014118346046921e38 AS DOUBLE))) t(x)", want: "(-170141183460469212842221372237303250944)"},
		{sql: "SELECT CAST(100000000000000000000 AS HUGEINT)::BIGINT AS a", err: "out of range"},
		{sql: "SELECT 2e38::DOUBLE::HUGEINT AS a", err: "out of range"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
	// typeof of such a literal, also through a subquery, is HUGEINT
	ref, err := refRows("duckdb", "SELECT typeof(a) AS t, a + 1 AS b, typeof(-170141183460469231731687303715884105728) AS u, typeof(-9223372036854775808) AS v FROM (SELECT 99999999999999999999 AS a)")
	if err != nil || len(ref) != 1 || rowText(ref[0]) != "(HUGEINT, 100000000000000000000, HUGEINT, BIGINT)" {
		t.Errorf("typeof: %v %v", ref, err)
	}
}

// DuckDB's sum and avg add HUGEINTs: past 2^127 - 1 (of integers, or of
// a decimal's unscaled values) they raise, also where a later value would
// bring the total back; below it a sum of DECIMAL(38) values passes 38
// digits.
func TestDuckSumPastHugeInt(t *testing.T) {
	const big = "170141183460469231731687303715884105727::HUGEINT"
	const d38 = "99999999999999999999999999999999999999::DECIMAL(38,0)"
	for _, c := range []numericRow{
		{sql: "SELECT sum(x) AS s FROM (VALUES (" + big + "), (1::HUGEINT)) t(x)", err: "Overflow in HUGEINT addition: 170141183460469231731687303715884105727 + 1"},
		{sql: "SELECT sum(x) AS s FROM (VALUES (" + big + "), (1::HUGEINT), (-5::HUGEINT)) t(x)", err: "Overflow in HUGEINT addition"},
		{sql: "SELECT avg(x) AS s FROM (VALUES (" + big + "), (1::HUGEINT)) t(x)", err: "Overflow in HUGEINT addition"},
		{sql: "SELECT sum(x) OVER () AS s FROM (VALUES (" + big + "), (1::HUGEINT)) t(x) LIMIT 1", err: "Overflow in HUGEINT addition"},
		{sql: "SELECT sum(x) AS s FROM (VALUES (" + d38 + "), (" + d38 + ")) t(x)", err: "Overflow in HUGEINT addition: 99999999999999999999999999999999999999 + 99999999999999999999999999999999999999"},
		{sql: "SELECT avg(x) AS s FROM (VALUES (" + d38 + "), (" + d38 + ")) t(x)", err: "Overflow in HUGEINT addition"},
		{sql: "SELECT sum(x) AS s FROM (VALUES (9999999999999999999999999999999999999.9::DECIMAL(38,1)), (9999999999999999999999999999999999999.9::DECIMAL(38,1))) t(x)", err: "Overflow in HUGEINT addition"},
		{sql: "SELECT sum(x) AS s FROM (VALUES (" + d38 + "), (1::DECIMAL(38,0))) t(x)", want: "(100000000000000000000000000000000000000)"},
		{sql: "SELECT sum(x) AS s FROM (VALUES (85070591730234615865843651857942052864::HUGEINT), (85070591730234615865843651857942052863::HUGEINT)) t(x)", want: "(170141183460469231731687303715884105727)"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}

// DuckDB's TRY_CAST of a list, a struct or a map gives NULL for each part
// that does not cast (a fixed-size array the whole); its epoch is a
// DOUBLE of a date, a timestamp, a time or an interval, and a Binder
// Error of a string.
func TestDuckTryCastPartsAndEpoch(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT TRY_CAST(['1','x'] AS INTEGER[]) AS a, TRY_CAST([['1','x'],['2']] AS INTEGER[][]) AS b, TRY_CAST([1.5, 1e30] AS INTEGER[]) AS c, TRY_CAST(['1','x'] AS INTEGER[3]) AS d",
			want: "([1, NULL], [[1, NULL], [2]], [2, NULL], NULL)"},
		{sql: "SELECT TRY_CAST({'a': '1', 'b': 'x'} AS STRUCT(a INTEGER, b INTEGER)) AS a, TRY_CAST(MAP {'x': '1'} AS MAP(INTEGER, INTEGER)) AS b",
			want: "({'a': 1, 'b': NULL}, {NULL=1})", wantEng: "({a: 1, b: NULL}, MAP{NULL: 1})"},
		{sql: "SELECT epoch(INTERVAL '1 day') AS a, epoch(INTERVAL '1 year 2 months 3 days 04:05:06.789') AS b, epoch(TIMESTAMP '2020-01-01 00:00:01.5') AS c, epoch(TIMESTAMP '1969-12-31 23:59:59.5') AS d, epoch(TIME '01:00:00.25') AS e",
			want: "(86400.0, 37015506.789, 1577836801.5, -0.5, 3600.25)", wantEng: "(86400, 37015506.789, 1577836801.5, -0.5, 3600.25)"},
		{sql: "SELECT epoch(x) AS a FROM (VALUES ('2020-01-01 00:00:01.5')) t(x)", err: "epoch"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}

// DuckDB's + and - of decimals cast each operand to the result's
// DECIMAL(38, s) (1.5::DECIMAL(38,37) - 10 raises though -8.5 fits), and
// a product of a cast or a literal whose scales pass 38 raises at binding,
// with no row (a NULL constant operand gives NULL).
func TestDuckDecimalTypeChecks(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT 1.5::DECIMAL(38,37) - 10 AS a", err: "Could not cast value 10 to DECIMAL(38,37)"},
		{sql: "SELECT x - 10 AS a FROM (VALUES (1.5::DECIMAL(38,37))) t(x)", err: "Could not cast value 10 to DECIMAL(38,37)"},
		{sql: "SELECT CAST(x AS DECIMAL(38,30)) * CAST(x AS DECIMAL(38,30)) AS a FROM (VALUES (1)) t(x) WHERE false", err: "Needed scale 60"},
		{sql: "SELECT CAST(x AS DECIMAL(38,30)) * 1.00000000000000000000 AS a FROM (VALUES (1)) t(x) WHERE false", err: "Needed scale 50"},
		{sql: "SELECT CAST(NULL AS DECIMAL(38,30)) * CAST(1 AS DECIMAL(38,30)) AS a", want: "(NULL)"},
		{sql: "SELECT 1.5::DECIMAL(38,37) + 8 AS a, round(CAST(1 AS DECIMAL(38,20)), 2) * CAST(1 AS DECIMAL(38,20)) AS b",
			want: "(9.5000000000000000000000000000000000000, 1.0000000000000000000000)", wantEng: "(9.5, 1)"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		if c.err != "" {
			// no row: the reference's error, the engine's
			ref, refErr := refRows(c.dialect, c.sql)
			res, engErr := enginetest.Open(t, c.engine).Query(enginetest.Ctx(t), c.sql)
			if refErr == nil || engErr == nil || !strings.Contains(refErr.Error(), c.err) || !strings.Contains(engErr.Error(), c.err) {
				t.Errorf("%s: reference %v %v, engine %v %v, want errors holding %q", c.sql, ref, refErr, res, engErr, c.err)
			}
			continue
		}
		checkNumericRow(t, c)
	}
}

// DuckDB's << raises past its type's width and range, for a negative
// number or shift; >> past the width is 0; <<, >>, & and | take a
// HUGEINT's 128 bits. The queries run on DuckDB too.
func TestDuckShifts(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT 4::BIGINT << 60 AS a, 0::BIGINT << 64 AS b, 8::BIGINT >> 64 AS c, 8::BIGINT >> -1 AS d, (-8)::BIGINT >> 1 AS e, (-8)::BIGINT >> 70 AS f, 5 & 3 AS g, (-5) | 3 AS h",
			want: "(4611686018427387904, 0, 0, 0, -4, 0, 1, -5)"},
		{sql: "SELECT 1::HUGEINT << 64 AS a, 1::HUGEINT << 126 AS b, x >> 1 AS c, x & 3 AS d, x | 1 AS e FROM (VALUES (100000000000000000001::HUGEINT)) t(x)",
			want: "(18446744073709551616, 85070591730234615865843651857942052864, 50000000000000000000, 1, 100000000000000000001)"},
		{sql: "SELECT 4::BIGINT << 61 AS a", err: "Overflow in left shift (4 << 61)"},
		{sql: "SELECT 1::BIGINT << 64 AS a", err: "Left-shift value 64 is out of range"},
		{sql: "SELECT 1::INTEGER << 31 AS a", err: "Overflow in left shift (1 << 31)"},
		{sql: "SELECT (-1)::BIGINT << 1 AS a", err: "Cannot left-shift negative number -1"},
		{sql: "SELECT 1::BIGINT << -1 AS a", err: "Cannot left-shift by negative number -1"},
		{sql: "SELECT 1::HUGEINT << 127 AS a", err: "Overflow in left shift (1 << 127)"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}
