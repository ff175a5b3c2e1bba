package executor_test

import (
	"strings"
	"testing"
)

// pgRun2Cases are queries whose rows or errors the reference executor must
// give as PostgreSQL 15 does (TestPostgresRun2OnPostgres runs them there):
// row comparisons pair by pair, the common type of COALESCE, CASE,
// GREATEST, VALUES and UNION inputs, text columns of untyped NULLs, and
// float overflow.
func pgRun2Cases() []sqlCase {
	// texts selects each expression as text, its digits as printed
	texts := func(es ...string) string {
		for i, e := range es {
			es[i] = "CAST(" + e + " AS TEXT)"
		}
		return "SELECT " + strings.Join(es, ", ")
	}
	cs := []sqlCase{
		// row comparison (pg_row_compare.go)
		{name: "row: a literal takes its peer's type", query: "SELECT (1, 'a') = ('1', 'a'), (1, 'a') < ('2', 'a'), ('1', 2.5) = (1, '2.50'), " +
			"(DATE '2020-01-01', 1) = ('2020-01-01', 1), (1, 'a') IS DISTINCT FROM ('1', 'a'), ROW(1, 'a') = ROW('1', 'a')",
			want: []string{"true | true | true | true | false | true"}},
		{name: "row: a literal not of its peer's type", query: "SELECT (1, 'a') = ('x', 'a')", err: "invalid input syntax for type integer"},
		{name: "row: text beside an integer", query: "SELECT (v, 1) = (1, 1) FROM (SELECT '1' AS v) s", err: "operator does not exist: text = integer"},
		// common type category (pg_common_type.go)
		{name: "coalesce: a subquery's NULL is text", query: "SELECT coalesce((SELECT NULL), 1)", err: "COALESCE types text and integer cannot be matched"},
		{name: "coalesce: text and integer", query: "SELECT coalesce(CAST('a' AS TEXT), 1)", err: "COALESCE types text and integer cannot be matched"},
		{name: "coalesce: integer and boolean", query: "SELECT coalesce(1, true)", err: "COALESCE types integer and boolean cannot be matched"},
		{name: "coalesce: a CTE's NULL column", query: "WITH c AS (SELECT NULL AS x) SELECT coalesce(x, 1) FROM c", err: "COALESCE types text and integer cannot be matched"},
		{name: "CASE: the ELSE read first", query: "SELECT CASE WHEN true THEN 1 ELSE CAST('a' AS TEXT) END", err: "CASE types text and integer cannot be matched"},
		{name: "CASE: a text operand beside an integer", query: "SELECT CASE v WHEN 1 THEN 'a' END FROM (SELECT '1' AS v) s", err: "operator does not exist: text = integer"},
		{name: "greatest: text and integer", query: "SELECT greatest(CAST('a' AS TEXT), 1)", err: "GREATEST types text and integer cannot be matched"},
		{name: "nullif: text and integer", query: "SELECT NULLIF(v, 1) FROM (SELECT '1' AS v) s", err: "operator does not exist: text = integer"},
		{name: "VALUES: text and integer", query: "SELECT * FROM (VALUES (CAST('a' AS TEXT)), (1)) v", err: "VALUES types text and integer cannot be matched"},
		{name: "UNION: text and integer", query: "SELECT CAST('a' AS TEXT) UNION SELECT 1", err: "UNION types text and integer cannot be matched"},
		{name: "UNION: a subquery's NULL column", query: "SELECT x FROM (SELECT NULL AS x) s UNION SELECT 1", err: "UNION types text and integer cannot be matched"},
		{name: "common type: literals and numbers still meet", query: "SELECT coalesce(NULL, '2', 2.5), CASE WHEN false THEN 1 WHEN false THEN 2.5 ELSE NULL END, greatest(1, '3'), " +
			"(SELECT count(*) FROM (SELECT 1 UNION SELECT NULL UNION SELECT 2.5) s)",
			want: []string{"2 | NULL | 3 | 3"}},
		// a relation's column of NULL is text (pg_compare_text.go)
		{name: "NULL column: pg_typeof", query: "SELECT pg_typeof(x), pg_typeof(y), pg_typeof(z) FROM (SELECT NULL AS x) s, (VALUES (NULL)) v(y), (SELECT NULL AS z UNION SELECT NULL) u",
			want: []string{"text | text | text"}},
		{name: "NULL column: VALUES beside an integer", query: "SELECT x = 1 FROM (VALUES (NULL)) v(x)", err: "operator does not exist: text = integer"},
		{name: "NULL column: a CTE's beside an integer", query: "WITH c AS (SELECT NULL AS x) SELECT x = 1 FROM c", err: "operator does not exist: text = integer"},
		{name: "NULL column: in arithmetic", query: "SELECT x + 1 FROM (SELECT NULL AS x) s", err: "operator does not exist: text + integer"},
		{name: "NULL column: in a join condition", query: "SELECT * FROM (SELECT NULL AS x) s JOIN (SELECT 1 AS y) t ON x = y", err: "operator does not exist: text = integer"},
		{name: "NULL column: beside text", query: "SELECT x || 'a', x IS NULL FROM (SELECT NULL AS x) s", want: []string{"NULL | true"}},
		// ANY over a text array (pg_compare_text.go)
		{name: "ANY: integer beside text[]", query: "SELECT 1 = ANY(ARRAY['1'])", err: "operator does not exist: integer = text"},
		{name: "ANY: text beside integer[]", query: "SELECT v = ANY(ARRAY[1]) FROM (SELECT '1' AS v) s", err: "operator does not exist: text = integer"},
		{name: "ANY: literals typed", query: "SELECT 1 = ANY(ARRAY['1', 2]), 1 = ANY('{1}'), '1' = ANY(ARRAY[1]), 'a' = ANY(ARRAY['a'])",
			want: []string{"true | true | true | true"}},
		// float range (Options.FloatRangeError)
		{name: "float8: overflow", query: "SELECT CAST(1e308 AS FLOAT8) * 10", err: "value out of range: overflow"},
		{name: "float8: overflow of +", query: "SELECT CAST(1e308 AS FLOAT8) + CAST(1e308 AS FLOAT8)", err: "value out of range: overflow"},
		{name: "float8: overflow of -", query: "SELECT -CAST(1e308 AS FLOAT8) - 1e308", err: "value out of range: overflow"},
		{name: "float8: overflow of /", query: "SELECT CAST(1e308 AS FLOAT8) / 0.1", err: "value out of range: overflow"},
		{name: "float8: underflow of /", query: "SELECT CAST(1e-200 AS FLOAT8) / 1e200", err: "value out of range: underflow"},
		{name: "float8: underflow of *", query: "SELECT 1e-200 * CAST(1e-200 AS FLOAT8)", err: "value out of range: underflow"},
		{name: "float4: overflow", query: "SELECT CAST(3e38 AS FLOAT4) * CAST(10 AS FLOAT4)", err: "value out of range: overflow"},
		{name: "float4: overflow of +", query: "SELECT CAST(3e38 AS FLOAT4) + CAST(3e38 AS FLOAT4)", err: "value out of range: overflow"},
		{name: "float4: underflow", query: "SELECT CAST(1e-38 AS FLOAT4) * CAST(1e-10 AS FLOAT4)", err: "value out of range: underflow"},
		{name: "float4: underflow of /", query: "SELECT CAST(1e-30 AS FLOAT4) / CAST(1e30 AS FLOAT4)", err: "value out of range: underflow"},
		{name: "float: in range", query: "SELECT CAST(CAST(1e-308 AS FLOAT8) * 1e-10 AS TEXT), CAST(CAST(3e38 AS FLOAT4) * 10 AS TEXT), CAST(CAST('Infinity' AS FLOAT8) * 2 AS TEXT), " +
			"CAST(CAST('Infinity' AS FLOAT8) / CAST(1e300 AS FLOAT8) AS TEXT), CAST(1 / CAST('Infinity' AS FLOAT8) AS TEXT), CAST(CAST(0 AS FLOAT8) * 1e-300 AS TEXT)",
			want: []string{"1e-318 | 3.000000005497756e+39 | Infinity | Infinity | 0 | 0"}},
		// numeric sqrt, exp and ln (pg_numeric_math.go)
		{name: "sqrt of numerics", query: texts("sqrt(2.0)", "sqrt(200.0)", "sqrt(0.0002)", "sqrt(123456789.123)", "sqrt(1e-20)", "sqrt(1e100)", "sqrt(0.0)", "sqrt(9999.99)", "sqrt(10000.0)"),
			want: []string{"1.414213562373095 | 14.142135623730950 | 0.01414213562373095 | 11111.11106609056 | 0.0000000001000000000000000 | " +
				"100000000000000000000000000000000000000000000000000 | 0.000000000000000 | 99.999949999987500 | 100.0000000000000"}},
		{name: "exp of numerics", query: texts("exp(1.0)", "exp(10.0)", "exp(0.001)", "exp(-10.0)", "exp(100.0)", "exp(1.00000000)", "exp(-100.0)", "exp(0.0)"),
			want: []string{"2.7182818284590452 | 22026.465794806717 | 1.0010005001667083 | 0.00004539992976248485 | 26881171418161354484126255515800135873611118.8 | " +
				"2.7182818284590452 | 0.00000000000000000000000000000000000000000003720075976020836 | 1.0000000000000000"}},
		{name: "exp of a numeric: 435 digits", query: "SELECT md5(CAST(exp(1000.0) AS TEXT)), md5(CAST(exp(-2000.5) AS TEXT))",
			want: []string{"b637be1289dc498609f59d43200cd8e8 | 6a77cc7b9edface2f1b833d90987495f"}},
		{name: "ln of numerics", query: texts("ln(2.0)", "ln(10.0)", "ln(1000000.0)", "ln(0.0001)", "ln(1e100)", "ln(1.05)", "ln(0.95)", "ln(1.0001)", "ln(CAST(1 AS NUMERIC))",
			"ln(1.1)", "ln(0.9)", "ln(0.89999)", "ln(12345.6789)", "md5(CAST(ln(123456789012345678901234567890.5) AS TEXT))"),
			want: []string{"0.6931471805599453 | 2.3025850929940457 | 13.815510557964274 | -9.2103403719761827 | 230.25850929940457 | 0.048790164169432003 | " +
				"-0.051293294387550533 | 0.00009999500033330834 | 0.0000000000000000 | 0.09531017980432486 | -0.10536051565782630 | -0.1053716268306663 | " +
				"9.4210613941918353 | 47034260982a2a7fbc29242a80840b19"}},
		{name: "numeric math: types and domain", query: "SELECT pg_typeof(sqrt(2.0)), pg_typeof(exp(1.0)), pg_typeof(ln(2.0)), pg_typeof(sqrt(2))",
			want: []string{"numeric | numeric | numeric | double precision"}},
		{name: "numeric math beyond double precision", query: "SELECT md5(CAST(sqrt(CAST(1e400 AS NUMERIC)) AS TEXT)), md5(CAST(sqrt(CAST(1e-400 AS NUMERIC)) AS TEXT)), " +
			"md5(CAST(ln(CAST(1e-400 AS NUMERIC)) AS TEXT)), md5(CAST(exp(5999.9) AS TEXT)), md5(CAST(exp(-6000.0) AS TEXT)), md5(CAST(exp(CAST(-1e400 AS NUMERIC)) AS TEXT))",
			want: []string{"dda00012013dce7ade239f76abba8af3 | 56b309c85340237648285323da702a17 | 369705b662da4cab10968e7de1ce90f6 | ebe710386865e37666e8c210d07e9e35 | " +
				"1a5a255cc4b0646f8cb27448a2df2310 | 1a5a255cc4b0646f8cb27448a2df2310"}},
		{name: "exp of a numeric overflows", query: "SELECT exp(6000.0)", err: "value overflows numeric format"},
		{name: "sqrt of a negative numeric", query: "SELECT sqrt(-1.0)", err: "cannot take square root of a negative number"},
		{name: "ln of a zero numeric", query: "SELECT ln(0.0)", err: "cannot take logarithm of zero"},
		// numeric variance (pg_numeric_var.go)
		{name: "variance of numerics", query: "SELECT stddev(x), variance(x), stddev_pop(x), var_pop(x) FROM (VALUES (1.0), (2.0), (4.0)) v(x)",
			want: []string{"1.5275252316519467 | 2.3333333333333333 | 1.2472191289246471 | 1.5555555555555556"}},
		{name: "variance of integers", query: "SELECT stddev(x), variance(x), stddev_pop(x), var_pop(x), pg_typeof(stddev(x)) FROM (VALUES (1), (2), (4)) v(x)",
			want: []string{"1.5275252316519467 | 2.3333333333333333 | 1.2472191289246471 | 1.5555555555555556 | numeric"}},
		{name: "variance: one value, equal values", query: "SELECT stddev(x), variance(x), stddev_pop(x), var_pop(x), (SELECT CAST(variance(y) AS TEXT) FROM (VALUES (1.5), (1.50)) w(y)) FROM (VALUES (1.5)) v(x)",
			want: []string{"NULL | NULL | 0 | 0 | 0"}},
		{name: "variance: scales", query: "SELECT stddev(x), variance(x), stddev_pop(x), var_pop(x) FROM (VALUES (1000000.123), (-2.5), (7)) v(x)",
			want: []string{"577349.04118514 | 333331915357.40387633 | 471403.51812957 | 222221276904.93591756"}},
		{name: "variance: small values, bigints", query: "SELECT (SELECT stddev(x) FROM (VALUES (0.001), (0.002)) v(x)), (SELECT var_pop(x) FROM (VALUES (CAST(123456789 AS BIGINT)), (987654321)) v(x))",
			want: []string{"0.000707106781186547524401 | 186709343578722756"}},
		{name: "variance of floats stays double", query: "SELECT stddev(CAST(x AS REAL)), stddev(CAST(x AS FLOAT8)), pg_typeof(stddev(CAST(x AS FLOAT8))) FROM (VALUES (1), (2)) v(x)",
			want: []string{"0.7071067811865476 | 0.7071067811865476 | double precision"}},
		// date and time spellings (pg_datetime_text.go)
		{name: "dates as PostgreSQL spells them", query: texts("CAST('20200101' AS DATE)", "DATE '20200101'", "CAST('Jan 1 2020' AS DATE)", "CAST('2020/01/01' AS DATE)",
			"CAST('January 1, 2020' AS DATE)", "CAST('2020.01.02' AS DATE)", "CAST('2020-1-1' AS DATE)", "CAST('Dec 31 1999 10:00' AS DATE)"),
			want: []string{"2020-01-01 | 2020-01-01 | 2020-01-01 | 2020-01-01 | 2020-01-01 | 2020-01-02 | 2020-01-01 | 1999-12-31"}},
		{name: "a timestamp ignores its zone", query: texts("TIMESTAMP '2020-01-01 10:00 +05:00'", "CAST('2020-01-01 10:00 +05' AS TIMESTAMP)", "CAST('20200101 10:00' AS TIMESTAMP)",
			"CAST('2020-01-01 10:00:00-08' AS TIMESTAMP)", "CAST('2020-01-01 10:00 EST' AS TIMESTAMP)", "TIMESTAMP '2020-01-01T10:00:00Z'", "CAST('2020-01-01T10:00:00+05:00' AS TIMESTAMP)",
			"CAST('2020-01-01T10:00:00+05:00' AS TIMESTAMPTZ)"),
			want: []string{"2020-01-01 10:00:00 | 2020-01-01 10:00:00 | 2020-01-01 10:00:00 | 2020-01-01 10:00:00 | 2020-01-01 10:00:00 | 2020-01-01 10:00:00 | 2020-01-01 10:00:00 | 2020-01-01 05:00:00+00"}},
		{name: "a timestamptz's zone names", query: texts("TIMESTAMPTZ '2020-01-01 10:00 EST'", "CAST('2020-01-01 10:00 UTC+5' AS TIMESTAMPTZ)", "CAST('2020-01-01 10:00 UTC-5' AS TIMESTAMPTZ)",
			"CAST('2020-01-01 10:00 UTC+05:30' AS TIMESTAMPTZ)", "CAST('2020-01-01 10:00 GMT+2' AS TIMESTAMPTZ)", "CAST('2020-07-01 10:00 America/New_York' AS TIMESTAMPTZ)",
			"CAST('2020-01-01 10:00 Europe/Paris' AS TIMESTAMPTZ)", "CAST('2020-01-01 10:00 PST' AS TIMESTAMPTZ)", "CAST('2020-07-01 10:00 CEST' AS TIMESTAMPTZ)", "CAST('2020-01-01 10:00 +5' AS TIMESTAMPTZ)"),
			want: []string{"2020-01-01 15:00:00+00 | 2020-01-01 15:00:00+00 | 2020-01-01 05:00:00+00 | 2020-01-01 15:30:00+00 | 2020-01-01 12:00:00+00 | 2020-07-01 14:00:00+00 | " +
				"2020-01-01 09:00:00+00 | 2020-01-01 18:00:00+00 | 2020-07-01 08:00:00+00 | 2020-01-01 05:00:00+00"}},
		{name: "a date out of range", query: "SELECT CAST('Feb 30 2020' AS DATE)", err: "Feb 30 2020"},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresRun2(t *testing.T) {
	for _, c := range pgRun2Cases() {
		runSQL(t, c)
	}
}

// TestPostgresRun2OnPostgres checks the cases' expectations on PostgreSQL
// itself.
func TestPostgresRun2OnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgRun2Cases())
}
