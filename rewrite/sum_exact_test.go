package rewrite_test

import "testing"

// A sum of integers from a source that does not wrap is exact (DuckDB,
// Snowflake, PostgreSQL's sum of a BIGINT) or raises past the BIGINT range
// (Trino, Presto, BigQuery, PostgreSQL's sum of an INTEGER) on Hive, Spark
// and Doris, whose BIGINT sum wraps (rewrite/sum_exact.go).
func TestSumExact(t *testing.T) {
	const pgTable = "CREATE TABLE t (id INTEGER, b BIGINT, d DOUBLE PRECISION)"
	runExprCases(t, []exprCase{
		{name: "duckdb sums exactly: a DECIMAL(38, 0) sum", from: "duckdb", to: "spark", schema: "CREATE TABLE t (id INTEGER, b BIGINT)",
			in: "SELECT sum(b) AS s FROM t", want: "SELECT sum(CAST(b AS DECIMAL(38, 0))) AS s FROM t", fires: true},
		{name: "postgres sums a BIGINT to a numeric", from: "postgres", to: "hive", schema: pgTable,
			in: "SELECT sum(b) AS s FROM t", want: "SELECT sum(CAST(b AS DECIMAL(38, 0))) AS s FROM t", fires: true},
		{name: "postgres sums an INTEGER to a BIGINT that raises", from: "postgres", to: "hive", schema: pgTable,
			in:   "SELECT sum(id) AS s FROM t",
			want: "SELECT CASE WHEN assert_true(sum(id) = sum(CAST(id AS DECIMAL(38, 0))) OR sum(id) IS NULL) IS NULL THEN sum(id) END AS s FROM t", fires: true},
		{name: "trino raises, a window", from: "trino", to: "spark", schema: sumTable,
			in:   "SELECT sum(b) OVER (PARTITION BY id) AS s FROM t",
			want: "SELECT CASE WHEN assert_true(sum(b) OVER (PARTITION BY id) = sum(CAST(b AS DECIMAL(38, 0))) OVER (PARTITION BY id) OR sum(b) OVER (PARTITION BY id) IS NULL) IS NULL THEN sum(b) OVER (PARTITION BY id) END AS s FROM t", fires: true},
		{name: "trino raises, doris spells assert_true with a message", from: "trino", to: "doris", schema: sumTable,
			in:   "SELECT sum(DISTINCT id) AS s FROM t",
			want: "SELECT CASE WHEN assert_true(sum(DISTINCT id) = sum(DISTINCT CAST(id AS DECIMAL(38, 0))) OR sum(DISTINCT id) IS NULL, 'assert_true failed') THEN sum(DISTINCT id) END AS s FROM t", fires: true},
		// DuckDB's "/" of its HUGEINT sum is a DOUBLE; Spark's of the
		// DECIMAL(38, 0) sum would be a decimal of scale 6 (0.666667 for
		// 2 / 3, on the reference executor, where DuckDB gives
		// 0.6666666666666666): the dividend is cast to DOUBLE
		// (decimalSumOperand).
		{name: "duckdb divides the exact sum as a DOUBLE", from: "duckdb", to: "spark", schema: "CREATE TABLE t (id INTEGER, b BIGINT)",
			in: "SELECT sum(b) / 3 AS h FROM t", want: "SELECT CAST(sum(CAST(b AS DECIMAL(38, 0))) AS DOUBLE) / 3 AS h FROM t", fires: true},
		{name: "duckdb divides a FILTER's exact sum as a DOUBLE in hive", from: "duckdb", to: "hive", schema: "CREATE TABLE t (id INTEGER, b BIGINT)",
			in:   "SELECT sum(id) FILTER (WHERE b > 0) / 3 AS h FROM t",
			want: "SELECT CAST(sum(CASE WHEN b > 0 THEN CAST(id AS DECIMAL(38, 0)) END) AS DOUBLE) / 3 AS h FROM t", fires: true},
		{name: "a sum of a DOUBLE divides as it is", from: "duckdb", to: "spark", schema: "CREATE TABLE t (id INTEGER, d DOUBLE)",
			in: "SELECT sum(d) / 3 AS h FROM t", want: "SELECT sum(d) / 3 AS h FROM t"},
		{name: "a DOUBLE is no integer", from: "trino", to: "hive", schema: sumTable,
			in: "SELECT sum(d) AS s FROM t", want: "SELECT sum(d) AS s FROM t"},
		{name: "an unknown type", from: "duckdb", to: "hive",
			in: "SELECT sum(z) AS s FROM w", want: "SELECT sum(z) AS s FROM w"},
		{name: "hive wraps as spark does", from: "hive", to: "spark", schema: "CREATE TABLE t (id INT, b BIGINT)",
			in: "SELECT sum(b) AS s FROM t", want: "SELECT sum(b) AS s FROM t"},
		// Snowflake's integers hold 38 digits, and its sum raises past
		// them; Hive's and Spark's decimal sum gives NULL there
		// (snowflakeSum).
		{name: "snowflake raises past 38 digits", from: "snowflake", to: "hive", schema: sfSumTable,
			in:   "SELECT sum(y) AS s FROM t",
			want: "SELECT CASE WHEN assert_true(sum(CAST(y AS DECIMAL(38, 0))) IS NOT NULL OR count(y) = 0) IS NULL THEN sum(CAST(y AS DECIMAL(38, 0))) END AS s FROM t", fires: true},
		{name: "snowflake NUMBER(10, 2) sums in 38 digits, a window", from: "snowflake", to: "spark", schema: sfSumTable,
			in:   "SELECT sum(d) OVER (PARTITION BY y) AS s FROM t",
			want: "SELECT CASE WHEN assert_true(sum(CAST(d AS DECIMAL(38, 2))) OVER (PARTITION BY y) IS NOT NULL OR count(d) OVER (PARTITION BY y) = 0) IS NULL THEN sum(CAST(d AS DECIMAL(38, 2))) OVER (PARTITION BY y) END AS s FROM t", fires: true},
		{name: "snowflake to doris is refused", from: "snowflake", to: "doris", schema: sfSumTable,
			in: "SELECT sum(x) AS s FROM t", code: "T301"},
		// d * 2 is a NUMBER of scale 2 in Snowflake, of a scale not
		// known here: a cast to DECIMAL(38, 0) would round it (for a
		// DECIMAL(20, 4) d of 1.2345 and 2.5, the cast sum is 7 on the
		// reference executor's Spark, the exact one 7.469 on DuckDB).
		{name: "snowflake decimal of a scale not known sums as it is", from: "snowflake", to: "spark", schema: sfSumTable,
			in: "SELECT sum(d * 2) AS s, sum(d + 0.5) AS u FROM t", want: "SELECT sum(d * 2) AS s, sum(d + 0.5) AS u FROM t"},
		{name: "snowflake FLOAT sums as it is", from: "snowflake", to: "hive", schema: sfSumTable,
			in: "SELECT sum(f) AS s FROM t", want: "SELECT sum(f) AS s FROM t"},
		// The DECIMAL(38, s) keeps the argument's scale: a literal's
		// digits give it, a CASE or coalesce of one scale has it; one of
		// several scales (or a sum of decimals) has none that is known,
		// and a cast to a scale 0 would round (1.50 to 2): left as it is.
		{name: "snowflake coalesce of one scale", from: "snowflake", to: "spark", schema: sfScalesTable,
			in:   "SELECT sum(coalesce(d, d)) AS s FROM t",
			want: "SELECT CASE WHEN assert_true(sum(CAST(coalesce(d, d) AS DECIMAL(38, 2))) IS NOT NULL OR count(coalesce(d, d)) = 0) IS NULL THEN sum(CAST(coalesce(d, d) AS DECIMAL(38, 2))) END AS s FROM t", fires: true},
		{name: "snowflake decimal literal", from: "snowflake", to: "hive", schema: sfScalesTable,
			in:   "SELECT sum(1.55) AS s FROM t",
			want: "SELECT CASE WHEN assert_true(sum(CAST(1.55BD AS DECIMAL(38, 2))) IS NOT NULL OR count(1.55BD) = 0) IS NULL THEN sum(CAST(1.55BD AS DECIMAL(38, 2))) END AS s FROM t", fires: true},
		{name: "snowflake coalesce of two scales", from: "snowflake", to: "spark", schema: sfScalesTable,
			in: "SELECT sum(coalesce(d, e)) AS s FROM t", want: "SELECT sum(coalesce(d, e)) AS s FROM t"},
		{name: "snowflake CASE of two scales", from: "snowflake", to: "hive", schema: sfScalesTable,
			in: "SELECT sum(CASE WHEN y > 0 THEN d ELSE e END) AS s FROM t", want: "SELECT sum(CASE WHEN y > 0 THEN d ELSE e END) AS s FROM t"},
		{name: "snowflake sum of decimals", from: "snowflake", to: "spark", schema: sfScalesTable,
			in: "SELECT sum(d + e) AS s FROM t", want: "SELECT sum(d + e) AS s FROM t"},
		{name: "not for trino", from: "duckdb", to: "trino", schema: "CREATE TABLE t (id INTEGER, b BIGINT)",
			in: "SELECT sum(b) AS s FROM t", want: "SELECT sum(b) AS s FROM t"},
	})
}

// A sum cast to BIGINT from a source whose cast raises out of range is,
// for Hive, Spark and Doris, their own BIGINT sum checked against the
// exact one, not a CAST of the DECIMAL(38, 0) sum, which wraps there (and
// DuckDB's series need that cast: rewrite/sum_exact.go, sumExactCast).
func TestSumExactCast(t *testing.T) {
	const tbl = "CREATE TABLE t (id INTEGER, b BIGINT, d DOUBLE)"
	const checked = "CASE WHEN assert_true(sum(b) = sum(CAST(b AS DECIMAL(38, 0))) OR sum(b) IS NULL) IS NULL THEN sum(b) END"
	runExprCases(t, []exprCase{
		{name: "duckdb sum cast to BIGINT", from: "duckdb", to: "spark", schema: tbl,
			in: "SELECT CAST(sum(b) AS BIGINT) AS s FROM t", want: "SELECT " + checked + " AS s FROM t", fires: true},
		{name: "duckdb sum cast to BIGINT in a series", from: "duckdb", to: "spark", schema: tbl,
			in:   "SELECT v FROM (SELECT CAST(sum(b) AS BIGINT) AS s FROM t) AS q, unnest(generate_series(1, q.s)) AS u(v)",
			want: "SELECT v FROM (SELECT " + checked + " AS s FROM t) AS q LATERAL VIEW explode(CASE WHEN 1 > q.s THEN array() ELSE sequence(1, q.s) END) u AS v", fires: true},
		// DuckDB's TRY_CAST of a HUGEINT out of range is NULL, not an
		// error: the checked sum would raise there.
		{name: "a TRY_CAST is left alone", from: "duckdb", to: "spark", schema: tbl,
			in: "SELECT TRY_CAST(sum(b) AS BIGINT) AS s FROM t", want: "SELECT TRY_CAST(sum(CAST(b AS DECIMAL(38, 0))) AS BIGINT) AS s FROM t", fires: true},
		{name: "a sum cast to INTEGER is left alone", from: "duckdb", to: "spark", schema: tbl,
			in: "SELECT CAST(sum(b) AS INTEGER) AS s FROM t", want: "SELECT CAST(sum(CAST(b AS DECIMAL(38, 0))) AS INT) AS s FROM t", fires: true},
		{name: "a sum of doubles cast to BIGINT", from: "duckdb", to: "spark", schema: tbl,
			// DuckDB's sum of DOUBLEs is a DOUBLE (agg_types.go), which its
			// cast rounds half to even: Spark's bround (lower_casts.go)
			in: "SELECT CAST(sum(d) AS BIGINT) AS s FROM t", want: "SELECT CAST(bround(sum(d)) AS BIGINT) AS s FROM t"},
		{name: "snowflake's BIGINT cast (NUMBER(38, 0)) is not checked (its sum is, snowflakeSum)", from: "snowflake", to: "spark", schema: tbl,
			in: "SELECT CAST(sum(b) AS BIGINT) AS s FROM t", want: "SELECT CAST(CASE WHEN assert_true(sum(CAST(b AS DECIMAL(38, 0))) IS NOT NULL OR count(b) = 0) IS NULL THEN sum(CAST(b AS DECIMAL(38, 0))) END AS DECIMAL(38, 0)) AS s FROM t", fires: true},
		{name: "duckdb sum cast to BIGINT for trino", from: "duckdb", to: "trino", schema: tbl,
			in: "SELECT CAST(sum(b) AS BIGINT) AS s FROM t", want: "SELECT CAST(sum(b) AS BIGINT) AS s FROM t"},
	})
}

const sfScalesTable = "CREATE TABLE t (y INT, d NUMBER(10, 2), e NUMBER(10, 3))"

const sfSumTable = "CREATE TABLE t (x NUMBER(38, 0), y INT, d NUMBER(10, 2), f FLOAT)"
