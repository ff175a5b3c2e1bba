package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// exprCase is one SQL-in/SQL-out check of the expression lowering: the
// translation (with schema, in the source dialect) must equal want, or be
// refused with code; lower_exprs must have fired exactly when fires.
type exprCase struct {
	name     string
	from, to string
	schema   string
	// schemaDialect is the dialect schema is written in, the source's
	// when empty.
	schemaDialect string
	in, want      string
	code          string // the expected refusal, instead of want
	fires         bool
}

func runExprCases(t *testing.T, cases []exprCase) { runExprPassCases(t, "lower_exprs", cases) }

// runExprPassCases translates each case and checks its output (or refusal),
// whether pass fired, and that translating the output again changes
// nothing.
func runExprPassCases(t *testing.T, pass string, cases []exprCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			sd := tc.schemaDialect
			if sd == "" {
				sd = tc.from
			}
			opts := lateral.TranslateOptions{Schema: tc.schema, SchemaDialect: sd}
			if tc.code != "" {
				tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
				wantRefusal(t, tr, err, tc.code)
				return
			}
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, pass, tc.fires)
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
}

const (
	hiveArrays   = "CREATE TABLE t (id INT, arr ARRAY<INT>, mp MAP<STRING,INT>)"
	trinoArrays  = "CREATE TABLE t (id INTEGER, arr ARRAY(INTEGER), mp MAP(VARCHAR, INTEGER))"
	pgArrays     = "CREATE TABLE t (id INTEGER, arr INTEGER[])"
	duckArrays   = "CREATE TABLE t (id INTEGER, arr INTEGER[])"
	bqArrays     = "CREATE TABLE t (id INT64, arr ARRAY<INT64>)"
	hiveInts     = "CREATE TABLE n (id INT, v INT)"
	bqInts       = "CREATE TABLE n (id INT64, v INT64)"
	duckInts     = "CREATE TABLE n (id INTEGER, v INTEGER)"
	trinoIntsDDL = "CREATE TABLE n (id INTEGER, v INTEGER)"
)

// T13: subscript bases, out-of-range rules, negative indexes, maps.
func TestLowerSubscripts(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "no-op hive to spark", from: "hive", to: "spark", schema: hiveArrays,
			in: "SELECT t.arr[0] AS a, t.arr[t.id] AS b, t.mp['k'] AS c FROM t", want: "SELECT t.arr[0] AS a, t.arr[t.id] AS b, t.mp['k'] AS c FROM t"},
		{name: "no-op duckdb negative index", from: "duckdb", to: "duckdb", schema: duckArrays,
			in: "SELECT t.arr[-1] AS a FROM t", want: "SELECT t.arr[-1] AS a FROM t"},

		// BigQuery spells the base and the out-of-range rule in the subscript.
		{name: "bigquery keeps SAFE_OFFSET", from: "bigquery", to: "bigquery", schema: bqArrays,
			in: "SELECT t.arr[SAFE_OFFSET(1)] AS a FROM t", want: "SELECT t.arr[SAFE_OFFSET(1)] AS a FROM t", fires: true},
		{name: "bigquery keeps SAFE_ORDINAL", from: "bigquery", to: "bigquery", schema: bqArrays,
			in:   "SELECT t.arr[SAFE_ORDINAL(1)] AS a, t.arr[OFFSET(0)] AS b, t.arr[ORDINAL(2)] AS c FROM t",
			want: "SELECT t.arr[SAFE_ORDINAL(1)] AS a, t.arr[0] AS b, t.arr[ORDINAL(2)] AS c FROM t", fires: true},
		{name: "hive to bigquery is SAFE_OFFSET", from: "hive", to: "bigquery", schema: hiveArrays,
			in: "SELECT t.arr[0] AS a, t.arr[t.id - 1] AS b FROM t", want: "SELECT t.arr[SAFE_OFFSET(0)] AS a, t.arr[SAFE_OFFSET(t.id - 1)] AS b FROM t", fires: true},
		{name: "postgres to bigquery is SAFE_ORDINAL", from: "postgres", to: "bigquery", schema: pgArrays,
			in: "SELECT t.arr[1] AS a FROM t", want: "SELECT t.arr[SAFE_ORDINAL(1)] AS a FROM t", fires: true},
		{name: "trino subscript raises, so does ORDINAL", from: "trino", to: "bigquery", schema: trinoArrays,
			in: "SELECT t.arr[1] AS a FROM t", want: "SELECT t.arr[ORDINAL(1)] AS a FROM t", fires: true},
		{name: "bigquery SAFE_OFFSET to hive", from: "bigquery", to: "hive", schema: bqArrays,
			in: "SELECT t.arr[SAFE_OFFSET(1)] AS a FROM t", want: "SELECT t.arr[1] AS a FROM t"},
		{name: "bigquery SAFE_ORDINAL to trino", from: "bigquery", to: "trino", schema: bqArrays,
			in: "SELECT t.arr[SAFE_ORDINAL(1)] AS a FROM t", want: "SELECT element_at(t.arr, 1) AS a FROM t", fires: true},

		// DuckDB counts a negative index from the end.
		{name: "duckdb last element to hive", from: "duckdb", to: "hive", schema: duckArrays,
			in: "SELECT t.arr[-1] AS a FROM t", want: "SELECT t.arr[size(t.arr) - 1] AS a FROM t", fires: true},
		{name: "duckdb last element to spark", from: "duckdb", to: "spark", schema: duckArrays,
			in: "SELECT t.arr[-2] AS a FROM t", want: "SELECT element_at(t.arr, -2) AS a FROM t", fires: true},
		{name: "duckdb last element to postgres", from: "duckdb", to: "postgres", schema: duckArrays,
			in: "SELECT t.arr[-1] AS a, t.arr[-2] AS b FROM t", want: "SELECT t.arr[cardinality(t.arr)] AS a, t.arr[cardinality(t.arr) - 1] AS b FROM t", fires: true},
		{name: "duckdb last element to trino", from: "duckdb", to: "trino", schema: duckArrays,
			in: "SELECT t.arr[-1] AS a FROM t", want: "SELECT element_at(t.arr, -1) AS a FROM t", fires: true},
		{name: "duckdb last element to bigquery", from: "duckdb", to: "bigquery", schema: duckArrays,
			in: "SELECT t.arr[-1] AS a FROM t", want: "SELECT t.arr[SAFE_OFFSET(array_length(t.arr) - 1)] AS a FROM t", fires: true},
		{name: "duckdb last element to doris", from: "duckdb", to: "doris", schema: duckArrays,
			in: "SELECT t.arr[-1] AS a FROM t", want: "SELECT t.arr[-1] AS a FROM t"},
		{name: "duckdb computed index to postgres", from: "duckdb", to: "postgres", schema: duckArrays,
			in:    "SELECT t.arr[t.id] AS a FROM t",
			want:  "SELECT CASE WHEN t.id < 0 THEN t.arr[cardinality(t.arr) + t.id + 1] ELSE t.arr[t.id] END AS a FROM t",
			fires: true},
		{name: "duckdb computed index to trino", from: "duckdb", to: "trino", schema: duckArrays,
			in: "SELECT t.arr[t.id] AS a FROM t", want: "SELECT CASE WHEN t.id <> 0 THEN element_at(t.arr, t.id) END AS a FROM t", fires: true},
		{name: "duckdb index 0 is NULL", from: "duckdb", to: "trino", schema: duckArrays,
			in: "SELECT t.arr[0] AS a FROM t", want: "SELECT CAST(NULL AS INTEGER) AS a FROM t", fires: true},
		{name: "duckdb index evaluated twice must be deterministic", from: "duckdb", to: "postgres", schema: duckArrays,
			in: "SELECT t.arr[CAST(random() * 3 AS INTEGER)] AS a FROM t", code: "T073"},

		// PostgreSQL and Hive give NULL out of range, negative indexes included.
		{name: "postgres index 0 to trino", from: "postgres", to: "trino", schema: pgArrays,
			in: "SELECT t.arr[1] AS a, t.arr[0] AS z FROM t", want: "SELECT element_at(t.arr, 1) AS a, CAST(NULL AS INTEGER) AS z FROM t", fires: true},
		{name: "postgres computed index to trino", from: "postgres", to: "trino", schema: pgArrays,
			in: "SELECT t.arr[t.id] AS a FROM t", want: "SELECT CASE WHEN t.id >= 1 THEN element_at(t.arr, t.id) END AS a FROM t", fires: true},
		{name: "postgres computed index to duckdb", from: "postgres", to: "duckdb", schema: pgArrays,
			in: "SELECT t.arr[t.id] AS a, t.arr[2] AS b FROM t", want: "SELECT CASE WHEN t.id >= 1 THEN t.arr[t.id] END AS a, t.arr[2] AS b FROM t", fires: true},
		{name: "postgres index 0 to hive", from: "postgres", to: "hive", schema: pgArrays,
			in: "SELECT t.arr[0] AS z FROM t", want: "SELECT CAST(NULL AS INT) AS z FROM t", fires: true},
		{name: "hive computed index to duckdb", from: "hive", to: "duckdb", schema: hiveArrays,
			in: "SELECT t.arr[t.id] AS a FROM t", want: "SELECT CASE WHEN t.id >= 0 THEN t.arr[t.id + 1] END AS a FROM t", fires: true},
		{name: "hive to trino", from: "hive", to: "trino", schema: hiveArrays,
			in: "SELECT t.arr[0] AS a FROM t", want: "SELECT element_at(t.arr, 1) AS a FROM t", fires: true},

		// Without the type, an array and a map read differently.
		{name: "no schema hive to trino", from: "hive", to: "trino",
			in: "SELECT t.arr[0] AS a FROM t", code: "T070"},
		{name: "no schema hive to bigquery", from: "hive", to: "bigquery",
			in: "SELECT t.arr[0] AS a FROM t", want: "SELECT t.arr[SAFE_OFFSET(0)] AS a FROM t", fires: true},
		{name: "no schema duckdb negative to bigquery", from: "duckdb", to: "bigquery",
			in: "SELECT t.arr[-1] AS a FROM t", code: "T070"},

		// Maps: a missing key is NULL in Hive, an error in Trino's subscript.
		{name: "hive map to trino", from: "hive", to: "trino", schema: hiveArrays,
			in: "SELECT t.mp['a'] AS a FROM t", want: "SELECT element_at(t.mp, 'a') AS a FROM t", fires: true},
		{name: "hive map to bigquery", from: "hive", to: "bigquery", schema: hiveArrays,
			in: "SELECT t.mp['a'] AS a FROM t", code: "T063"},
		{name: "hive map to postgres", from: "hive", to: "postgres", schema: hiveArrays,
			in: "SELECT t.mp['a'] AS a FROM t", code: "T063"},
		{name: "bigquery JSON field kept", from: "bigquery", to: "bigquery",
			in: "SELECT t.j['a'] AS a FROM t", want: "SELECT t.j['a'] AS a FROM t"},
		{name: "postgres jsonb field kept", from: "postgres", to: "postgres",
			in: "SELECT t.j['a'] AS a, t.j[0] AS b FROM t", want: "SELECT t.j['a'] AS a, t.j[0] AS b FROM t"},
		{name: "no schema hive map to trino", from: "hive", to: "trino",
			in: "SELECT t.mp['a'] AS a FROM t", want: "SELECT element_at(t.mp, 'a') AS a FROM t", fires: true},
		{name: "trino map subscript raises", from: "trino", to: "trino", schema: trinoArrays,
			in: "SELECT t.mp['a'] AS a FROM t", want: "SELECT t.mp['a'] AS a FROM t"},
		{name: "trino element_at map to hive", from: "trino", to: "hive", schema: trinoArrays,
			in: "SELECT element_at(t.mp, 'a') AS a FROM t", want: "SELECT t.mp['a'] AS a FROM t", fires: true},
		{name: "trino element_at map to duckdb", from: "trino", to: "duckdb", schema: trinoArrays,
			in: "SELECT element_at(t.mp, 'a') AS a FROM t", want: "SELECT t.mp['a'] AS a FROM t", fires: true},

		// element_at on arrays.
		{name: "element_at no-op", from: "trino", to: "trino", schema: trinoArrays,
			in: "SELECT element_at(t.arr, t.id) AS a FROM t", want: "SELECT element_at(t.arr, t.id) AS a FROM t"},
		{name: "element_at from the end to hive", from: "trino", to: "hive", schema: trinoArrays,
			in: "SELECT element_at(t.arr, -1) AS a, element_at(t.arr, 2) AS b FROM t", want: "SELECT t.arr[size(t.arr) - 1] AS a, t.arr[1] AS b FROM t", fires: true},
		{name: "element_at to duckdb", from: "spark", to: "duckdb", schema: hiveArrays,
			in: "SELECT element_at(t.arr, t.id) AS a FROM t", want: "SELECT t.arr[t.id] AS a FROM t", fires: true},
	})
}

// T14: division.
func TestLowerDivision(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "no-op hive", from: "hive", to: "spark", schema: hiveInts,
			in: "SELECT n.v / n.id AS q, n.v DIV 2 AS d FROM n", want: "SELECT n.v / n.id AS q, n.v DIV 2 AS d FROM n"},
		// BigQuery "/" always returns FLOAT64.
		{name: "bigquery slash to hive", from: "bigquery", to: "hive", schema: bqInts,
			in: "SELECT n.v / 2 AS q, DIV(n.v, 2) AS d FROM n", want: "SELECT n.v / 2 AS q, n.v DIV 2 AS d FROM n"},
		{name: "bigquery slash to trino", from: "bigquery", to: "trino", schema: bqInts,
			in: "SELECT n.v / n.id AS q, DIV(n.v, 2) AS d FROM n", want: "SELECT CASE WHEN CASE WHEN n.id = 0 AND n.v IS NOT NULL THEN CAST(n.id AS BIGINT) / (CAST(n.id AS BIGINT) - CAST(n.id AS BIGINT)) = 0 ELSE FALSE END THEN NULL ELSE CAST(n.v AS DOUBLE) / n.id END AS q, n.v / 2 AS d FROM n", fires: true},
		{name: "bigquery slash to postgres", from: "bigquery", to: "postgres", schema: bqInts,
			in: "SELECT n.v / 2 AS q FROM n", want: "SELECT CAST(n.v AS DOUBLE PRECISION) / 2 AS q FROM n", fires: true},
		{name: "bigquery slash to duckdb", from: "bigquery", to: "duckdb", schema: bqInts,
			in: "SELECT n.v / 2 AS q FROM n", want: "SELECT n.v / 2 AS q FROM n"},
		{name: "bigquery DIV stays DIV", from: "bigquery", to: "bigquery", schema: bqInts,
			in: "SELECT DIV(n.v, 2) AS d, n.v / 2 AS q FROM n", want: "SELECT div(n.v, 2) AS d, n.v / 2 AS q FROM n"},
		{name: "trino integer division to bigquery", from: "trino", to: "bigquery", schema: trinoIntsDDL,
			in: "SELECT n.v / 2 AS q FROM n", want: "SELECT div(n.v, 2) AS q FROM n", fires: true},
		// Hive gives NULL for a zero divisor; the others raise or give Infinity.
		{name: "hive zero divisor to duckdb", from: "hive", to: "duckdb", schema: hiveInts,
			in: "SELECT n.v / n.id AS q FROM n", want: "SELECT n.v / nullif(n.id, 0) AS q FROM n", fires: true},
		{name: "hive zero divisor to trino", from: "hive", to: "trino", schema: hiveInts,
			in: "SELECT n.v / n.id AS q, n.v DIV n.id AS d FROM n", want: "SELECT CAST(n.v AS DOUBLE) / nullif(n.id, 0) AS q, n.v / nullif(n.id, 0) AS d FROM n", fires: true},
		{name: "hive to bigquery", from: "hive", to: "bigquery", schema: hiveInts,
			in: "SELECT n.v / 2 AS q, n.v DIV 2 AS d, n.v DIV n.id AS e FROM n", want: "SELECT n.v / nullif(2, 0) AS q, div(n.v, 2) AS d, div(n.v, nullif(n.id, 0)) AS e FROM n", fires: true},
		{name: "duckdb zero divisor to hive", from: "duckdb", to: "hive", schema: duckInts,
			in: "SELECT n.v / n.id AS q FROM n", code: "T074"},
		{name: "duckdb guarded divisor to hive", from: "duckdb", to: "hive", schema: duckInts,
			in: "SELECT n.v / nullif(n.id, 0) AS q FROM n", want: "SELECT n.v / nullif(n.id, 0) AS q FROM n"},
		{name: "duckdb zero divisor to trino", from: "duckdb", to: "trino", schema: duckInts,
			in: "SELECT n.v / n.id AS q FROM n", want: "SELECT CAST(n.v AS DOUBLE) / n.id AS q FROM n", fires: true},
		// Snowflake's "/" is fractional (a NUMBER of scale 6, rounded) and
		// it has no integral division: a - MOD(a, b) is a multiple of b
		// (MOD has the dividend's sign), so its quotient is exact; a zero
		// divisor raises in the division whatever MOD gives for it.
		{name: "trino integer division to snowflake", from: "trino", to: "snowflake", schema: trinoIntsDDL,
			in:   "SELECT n.v / 2 AS q, n.v / n.id AS r FROM n",
			want: "SELECT CAST((n.v - coalesce(n.v % 2, 0)) / 2 AS BIGINT) AS q, CAST((n.v - coalesce(n.v % n.id, 0)) / n.id AS BIGINT) AS r FROM n", fires: true},
		{name: "hive DIV to snowflake", from: "hive", to: "snowflake", schema: hiveInts,
			in:   "SELECT n.v DIV n.id AS q, (n.v + 1) DIV 2 AS r FROM n",
			want: "SELECT CAST((n.v - coalesce(n.v % nullif(n.id, 0), 0)) / nullif(n.id, 0) AS BIGINT) AS q, CAST((n.v + 1 - coalesce((n.v + 1) % 2, 0)) / 2 AS BIGINT) AS r FROM n", fires: true},
		{name: "bigquery DIV to snowflake", from: "bigquery", to: "snowflake", schema: bqInts,
			in: "SELECT DIV(n.v, n.id) AS q FROM n", want: "SELECT CAST((n.v - coalesce(n.v % n.id, 0)) / n.id AS BIGINT) AS q FROM n", fires: true},
		{name: "duckdb // to snowflake", from: "duckdb", to: "snowflake", schema: duckInts,
			in: "SELECT n.v // n.id AS q FROM n", want: "SELECT CAST((n.v - coalesce(n.v % nullif(n.id, 0), 0)) / nullif(n.id, 0) AS BIGINT) AS q FROM n", fires: true},
		// the form reads each operand twice
		{name: "volatile operand to snowflake", from: "hive", to: "snowflake", schema: hiveInts,
			in: "SELECT n.v DIV CAST(rand() * 10 AS INT) AS q FROM n", code: "T073"},
		{name: "operand reading a sequence to snowflake", from: "duckdb", to: "snowflake", schema: duckInts,
			in: "SELECT n.v // CAST(nextval('s') AS BIGINT) AS q FROM n", code: "T073"},
		{name: "hive DIV of a decimal to snowflake", from: "hive", to: "snowflake", schema: "CREATE TABLE n (d DECIMAL(5,2), id INT)",
			in: "SELECT n.d DIV 2 AS q FROM n", code: "T072"},
		{name: "no schema", from: "trino", to: "hive",
			in: "SELECT n.v / 2 AS q FROM n", code: "T071"},
		// Hive's DIV casts a DOUBLE to BIGINT first; DuckDB's // of a DOUBLE is fractional.
		{name: "hive DIV of a double to duckdb", from: "hive", to: "duckdb", schema: "CREATE TABLE n (v DOUBLE, id INT)",
			in: "SELECT n.v DIV 2 AS q FROM n", code: "T072"},
		{name: "hive DIV of integers to duckdb", from: "hive", to: "duckdb", schema: "CREATE TABLE n (v INT, id INT)",
			in: "SELECT n.v DIV n.id AS q FROM n", want: "SELECT n.v // n.id AS q FROM n"},
		// Doris and Spark truncate the exact quotient of decimals; Hive casts them to BIGINT first.
		{name: "doris DIV of a decimal to spark", from: "doris", to: "spark", schema: "CREATE TABLE n (d DECIMAL(5,2), id INT)",
			in: "SELECT n.d DIV 2 AS q FROM n", want: "SELECT n.d DIV 2 AS q FROM n"},
		{name: "hive DIV of a decimal to spark", from: "hive", to: "spark", schema: "CREATE TABLE n (d DECIMAL(5,2), id INT)",
			in: "SELECT n.d DIV 2 AS q FROM n", code: "T072"},
	})
}

const (
	hiveDecimals      = "CREATE TABLE n (id INT, v INT, d DECIMAL(4,1), e DECIMAL(5,2), f DOUBLE)"
	trinoDecimals     = "CREATE TABLE n (id INTEGER, v INTEGER, d DECIMAL(4,1), e DECIMAL(5,2), f DOUBLE)"
	snowflakeDecimals = "CREATE TABLE n (id INTEGER, v INTEGER, d NUMBER(4,1), f FLOAT)"
)

// T14: the quotient's type (DOUBLE, or a decimal of each dialect's scale)
// is kept or the division refused.
func TestLowerDivisionQuotients(t *testing.T) {
	runExprCases(t, []exprCase{
		// Hive: DECIMAL(4,1) / 3 is DECIMAL(9,6); Trino's is DECIMAL
		// of scale 1, and a DOUBLE would be another value again: the
		// dividend cast to scale 6 gives Trino's quotient that scale,
		// rounded half up as Hive's (hiveTrinoSlash)
		{name: "hive decimal to trino", from: "hive", to: "trino", schema: hiveDecimals,
			in: "SELECT n.d / 3 AS q FROM n", want: "SELECT CAST(n.d AS DECIMAL(38, 6)) / 3 AS q FROM n", fires: true},
		{name: "hive decimal by a constant expression to trino", from: "hive", to: "trino", schema: hiveDecimals,
			in: "SELECT n.d / (1 + 2) AS q FROM n", code: "T071"},
		// DuckDB's quotient of decimals is a DOUBLE: Hive's is built from
		// the operands' unscaled HUGEINTs, rounded half up (roundedSlash)
		{name: "hive decimal to duckdb", from: "hive", to: "duckdb", schema: hiveDecimals,
			in: "SELECT n.d / n.e AS q FROM n",
			want: "SELECT CAST(CAST(CASE WHEN (n.d < 0) = (n.e < 0) THEN (2 * abs(CAST(n.d * 10 AS HUGEINT)) * 100000000 + abs(CAST(n.e * 100 AS HUGEINT))) // (2 * abs(CAST(n.e * 100 AS HUGEINT))) " +
				"ELSE -((2 * abs(CAST(n.d * 10 AS HUGEINT)) * 100000000 + abs(CAST(n.e * 100 AS HUGEINT))) // (2 * abs(CAST(n.e * 100 AS HUGEINT)))) END AS DECIMAL(38, 0)) * 0.0000001 AS DECIMAL(12, 7)) AS q FROM n", fires: true},
		// Hive's DECIMAL(4,1) / INT has scale 12, past BigQuery's NUMERIC
		{name: "hive decimal to bigquery", from: "hive", to: "bigquery", schema: hiveDecimals,
			in: "SELECT n.d / n.v AS q FROM n", code: "T071"},
		{name: "hive decimals to spark", from: "hive", to: "spark", schema: hiveDecimals,
			in: "SELECT n.d / n.e AS q FROM n", want: "SELECT n.d / n.e AS q FROM n"},
		// an integer literal is DECIMAL(its digits, 0) in both, an INT
		// DECIMAL(10, 0) in both
		{name: "hive decimal by literal to spark", from: "hive", to: "spark", schema: hiveDecimals,
			in: "SELECT n.d / 3 AS q, n.d / n.v AS r FROM n", want: "SELECT n.d / 3 AS q, n.d / n.v AS r FROM n"},
		{name: "hive decimal by BIGINT to spark", from: "hive", to: "spark", schema: "CREATE TABLE n (d DECIMAL(4,1), b BIGINT)",
			in: "SELECT n.d / n.b AS q FROM n", code: "T071"},
		{name: "hive decimal by INT to spark", from: "hive", to: "spark", schema: hiveDecimals,
			in: "SELECT n.d / n.v AS q FROM n", want: "SELECT n.d / n.v AS q FROM n"},
		{name: "hive double operand to trino", from: "hive", to: "trino", schema: hiveDecimals,
			in: "SELECT n.d / n.f AS q FROM n", want: "SELECT n.d / nullif(n.f, 0) AS q FROM n", fires: true},
		{name: "hive cast to double", from: "hive", to: "postgres", schema: hiveDecimals,
			in: "SELECT CAST(n.d AS DOUBLE) / 3 AS q FROM n", want: "SELECT CAST(n.d AS DOUBLE PRECISION) / nullif(3, 0) AS q FROM n", fires: true},
		// Hive's DOUBLE quotient of integers is Snowflake's only with a
		// DOUBLE (FLOAT) operand: Snowflake's own is a NUMBER of scale 6.
		{name: "hive integers to snowflake", from: "hive", to: "snowflake", schema: hiveInts,
			in: "SELECT n.v / n.id AS q FROM n", want: "SELECT CAST(n.v AS DOUBLE) / nullif(n.id, 0) AS q FROM n", fires: true},
		{name: "duckdb decimal to hive", from: "duckdb", to: "hive", schema: trinoDecimals,
			in: "SELECT n.d / 2 AS q FROM n", want: "SELECT CAST(n.d AS DOUBLE) / 2 AS q FROM n", fires: true},
		{name: "duckdb decimal to postgres", from: "duckdb", to: "postgres", schema: trinoDecimals,
			in: "SELECT n.d / 2.5 AS q FROM n", want: "SELECT CAST(n.d AS DOUBLE PRECISION) / 2.5 AS q FROM n", fires: true},
		// DuckDB's quotient by zero is ±Infinity or NaN, PostgreSQL's
		// raises: written from the dividend's sign (div_zero_ieee.go)
		{name: "duckdb decimal by a column to postgres", from: "duckdb", to: "postgres", schema: trinoDecimals,
			in: "SELECT n.d / n.e AS q FROM n",
			want: "SELECT CASE WHEN n.e = 0 THEN CAST(n.d AS DOUBLE PRECISION) * CAST('inf' AS DOUBLE PRECISION) " +
				"ELSE CAST(n.d AS DOUBLE PRECISION) / nullif(n.e, 0) END AS q FROM n", fires: true},
		{name: "duckdb integers by zero to bigquery", from: "duckdb", to: "bigquery", schema: trinoDecimals,
			in: "SELECT n.v / 0 AS q FROM n",
			want: "SELECT CASE WHEN 0 = 0 THEN CASE sign(n.v) WHEN 1 THEN CAST('inf' AS FLOAT64) WHEN -1 THEN CAST('-inf' AS FLOAT64) " +
				"WHEN 0 THEN CAST('NaN' AS FLOAT64) END ELSE n.v / nullif(0, 0) END AS q FROM n", fires: true},
		{name: "duckdb volatile dividend to snowflake", from: "duckdb", to: "snowflake", schema: trinoDecimals,
			in: "SELECT CAST(random() * 10 AS INTEGER) / n.v AS q FROM n", code: "T073"},
		// a DOUBLE dividend may be NaN (NaN by a zero): PostgreSQL gets
		// a times Infinity, NaN for a NaN, 0 or -0.0 (run on PostgreSQL 15)
		{name: "duckdb double by a column to postgres", from: "duckdb", to: "postgres", schema: trinoDecimals,
			in: "SELECT n.f / n.v AS q FROM n",
			want: "SELECT CASE WHEN n.v = 0 THEN CAST(n.f AS DOUBLE PRECISION) * CAST('inf' AS DOUBLE PRECISION) " +
				"ELSE n.f / nullif(n.v, 0) END AS q FROM n", fires: true},
		// a DOUBLE divisor may be -0.0, which turns the infinity's sign
		// (DuckDB 1.5: 1.5 / -0.0 is -Infinity); PostgreSQL 15 writes it -0
		{name: "duckdb integer by a double to postgres", from: "duckdb", to: "postgres", schema: trinoDecimals,
			in: "SELECT n.v / n.f AS q FROM n",
			want: "SELECT CASE WHEN n.f = 0 THEN CAST(n.v AS DOUBLE PRECISION) * CASE WHEN CAST(n.f AS TEXT) = '-0' THEN CAST('-inf' AS DOUBLE PRECISION) " +
				"ELSE CAST('inf' AS DOUBLE PRECISION) END ELSE n.v / nullif(n.f, 0) END AS q FROM n", fires: true},
		// BigQuery's IEEE_DIVIDE is IEEE 754's division (Mathematical
		// functions), its comparisons of a NaN all false
		{name: "trino double to bigquery", from: "trino", to: "bigquery", schema: trinoDecimals,
			in: "SELECT n.f / n.v AS q, n.f / 2 AS r FROM n", want: "SELECT IEEE_DIVIDE(n.f, n.v) AS q, n.f / 2 AS r FROM n", fires: true},
		// Snowflake's documentation does not say how to tell -0.0 from 0
		{name: "duckdb double divisor to snowflake", from: "duckdb", to: "snowflake", schema: trinoDecimals,
			in: "SELECT n.v / n.f AS q FROM n", code: "T074"},
		{name: "duckdb double by an integer to snowflake", from: "duckdb", to: "snowflake", schema: trinoDecimals,
			in: "SELECT n.f / 0 AS q FROM n",
			want: "SELECT CASE WHEN 0 = 0 THEN CASE WHEN n.f = CAST('NaN' AS DOUBLE) THEN CAST('NaN' AS DOUBLE) ELSE CASE sign(n.f) WHEN 1 THEN CAST('inf' AS DOUBLE) " +
				"WHEN -1 THEN CAST('-inf' AS DOUBLE) WHEN 0 THEN CAST('NaN' AS DOUBLE) END END ELSE n.f / nullif(0, 0) END AS q FROM n", fires: true},
		// ANSI SQL has no infinity, Drill's quotient by zero is not
		// documented; a literal non-zero divisor needs nothing
		{name: "duckdb integers to ansi", from: "duckdb", to: "ansi", schema: trinoDecimals,
			in: "SELECT n.v / n.id AS q FROM n", code: "T074"},
		{name: "trino double to drill", from: "trino", to: "drill", schema: trinoDecimals,
			in: "SELECT n.f / n.v AS q FROM n", code: "T074"},
		{name: "duckdb integer by a literal to ansi", from: "duckdb", to: "ansi", schema: trinoDecimals,
			in: "SELECT n.v / 4 AS q FROM n", want: "SELECT CAST(n.v AS DOUBLE PRECISION) / 4 AS q FROM n", fires: true},
		// Trino's integer and decimal "/" raise for a zero divisor, as
		// PostgreSQL's do
		{name: "trino integers to postgres", from: "trino", to: "postgres", schema: trinoDecimals,
			in: "SELECT n.v / n.id AS q FROM n", want: "SELECT n.v / n.id AS q FROM n"},
		// without the operands' types they may be floats (NaN, -0.0)
		{name: "duckdb untyped by a column to postgres", from: "duckdb", to: "postgres",
			in: "SELECT n.a / n.b AS q FROM n",
			want: "SELECT CASE WHEN n.b = 0 THEN CAST(n.a AS DOUBLE PRECISION) * CASE WHEN CAST(n.b AS TEXT) = '-0' THEN CAST('-inf' AS DOUBLE PRECISION) " +
				"ELSE CAST('inf' AS DOUBLE PRECISION) END ELSE CAST(n.a AS DOUBLE PRECISION) / nullif(n.b, 0) END AS q FROM n", fires: true},
		{name: "duckdb untyped to snowflake", from: "duckdb", to: "snowflake",
			in: "SELECT n.a / n.b AS q FROM n", code: "T074"},
		{name: "duckdb untyped to drill", from: "duckdb", to: "drill",
			in: "SELECT n.a / n.b AS q FROM n", code: "T074"},
		// beside a float or a decimal, an operand of unknown type (a
		// function's result) may be a float too (DuckDB 1.5: 1.5 / abs(-0.0)
		// is Infinity, NaN / abs(0.0) NaN; the same on PostgreSQL 15), but
		// abs never gives -0.0 (DuckDB 1.5: 1 / abs(-0.0) is Infinity)
		{name: "duckdb double by a function to postgres", from: "duckdb", to: "postgres", schema: trinoDecimals,
			in: "SELECT n.f / abs(n.f) AS q FROM n",
			want: "SELECT CASE WHEN abs(n.f) = 0 THEN CAST(n.f AS DOUBLE PRECISION) * CAST('inf' AS DOUBLE PRECISION) " +
				"ELSE n.f / nullif(abs(n.f), 0) END AS q FROM n", fires: true},
		{name: "duckdb double by a negated function to postgres", from: "duckdb", to: "postgres", schema: trinoDecimals,
			in: "SELECT n.f / -abs(n.f) AS q FROM n",
			want: "SELECT CASE WHEN -abs(n.f) = 0 THEN CAST(n.f AS DOUBLE PRECISION) * CASE WHEN CAST(-abs(n.f) AS TEXT) = '-0' THEN CAST('-inf' AS DOUBLE PRECISION) " +
				"ELSE CAST('inf' AS DOUBLE PRECISION) END ELSE n.f / nullif(-abs(n.f), 0) END AS q FROM n", fires: true},
		// the dividend's type is not known, the divisor is an INTEGER,
		// which has no -0.0: the quotient is written, not refused (T074)
		{name: "duckdb function by an integer to snowflake", from: "duckdb", to: "snowflake", schema: trinoDecimals,
			in: "SELECT abs(n.f) / n.v AS q FROM n",
			want: "SELECT CASE WHEN n.v = 0 THEN CASE WHEN abs(n.f) = CAST('NaN' AS DOUBLE) THEN CAST('NaN' AS DOUBLE) ELSE CASE sign(abs(n.f)) WHEN 1 THEN CAST('inf' AS DOUBLE) " +
				"WHEN -1 THEN CAST('-inf' AS DOUBLE) WHEN 0 THEN CAST('NaN' AS DOUBLE) END END ELSE CAST(abs(n.f) AS DOUBLE) / nullif(n.v, 0) END AS q FROM n", fires: true},
		{name: "duckdb function by a function to snowflake", from: "duckdb", to: "snowflake", schema: trinoDecimals,
			in: "SELECT abs(n.f) / -abs(n.f) AS q FROM n", code: "T074"},
		{name: "duckdb decimal by a function to bigquery", from: "duckdb", to: "bigquery", schema: trinoDecimals,
			in: "SELECT n.d / abs(n.v) AS q FROM n", want: "SELECT IEEE_DIVIDE(n.d, abs(n.v)) AS q FROM n", fires: true},
		{name: "duckdb double by a function to ansi", from: "duckdb", to: "ansi", schema: trinoDecimals,
			in: "SELECT n.f / abs(n.v) AS q FROM n", code: "T074"},
		{name: "trino double by a function to drill", from: "trino", to: "drill", schema: trinoDecimals,
			in: "SELECT n.f / abs(n.v) AS q FROM n", code: "T074"},
		{name: "duckdb function by a double to snowflake", from: "duckdb", to: "snowflake", schema: trinoDecimals,
			in: "SELECT abs(n.v) / n.f AS q FROM n", code: "T074"},
		// a REAL quotient is a REAL: not written with DOUBLE infinities
		{name: "duckdb real to postgres", from: "duckdb", to: "postgres", schema: "CREATE TABLE n (v INTEGER, r REAL)",
			in: "SELECT n.r / n.v AS q FROM n", code: "T074"},
		{name: "trino decimal to presto", from: "trino", to: "presto", schema: trinoDecimals,
			in: "SELECT n.d / n.v AS q FROM n", want: "SELECT n.d / n.v AS q FROM n"},
		// Trino's scale max(s1, s2), rounded half up, from numeric %; a
		// zero divisor raises in both
		{name: "trino decimal to postgres", from: "trino", to: "postgres", schema: trinoDecimals,
			in:   "SELECT n.d / n.v AS q FROM n",
			want: "SELECT CAST(sign(CAST(n.d AS NUMERIC)) * sign(CAST(n.v AS NUMERIC)) * ((2 * abs(CAST(n.d AS NUMERIC) * 10) + abs(CAST(n.v AS NUMERIC)) - (2 * abs(CAST(n.d AS NUMERIC) * 10) + abs(CAST(n.v AS NUMERIC))) % (2 * abs(CAST(n.v AS NUMERIC)))) / (2 * abs(CAST(n.v AS NUMERIC)))) * 0.1 AS NUMERIC(4, 1)) AS q FROM n", fires: true},
		{name: "postgres numeric to trino", from: "postgres", to: "trino", schema: trinoDecimals,
			in: "SELECT n.v / 2.0 AS q FROM n", code: "T071"},
		// n = d * 10^10 would pass Snowflake's 38 digits (snowflakeRoundedFits)
		{name: "trino decimal to snowflake", from: "trino", to: "snowflake", schema: "CREATE TABLE n (d DECIMAL(38,10), e DECIMAL(5,2))",
			in: "SELECT n.d / n.e AS q FROM n", code: "T071"},
		// Trino's quotient of a DECIMAL(38, S) keeps scale S, rounded half
		// away from zero: Snowflake's quotient exactly.
		{name: "snowflake integers to trino", from: "snowflake", to: "trino", schema: snowflakeDecimals,
			in:   "SELECT n.v / n.id AS q, n.d / 3 AS r FROM n",
			want: "SELECT CAST(n.v AS DECIMAL(38, 6)) / n.id AS q, CAST(n.d AS DECIMAL(38, 7)) / 3 AS r FROM n", fires: true},
		{name: "snowflake scale 12 to presto", from: "snowflake", to: "presto", schema: "CREATE TABLE n (d NUMBER(20,10), e NUMBER(20,13))",
			in: "SELECT n.d / 3 AS q FROM n", want: "SELECT CAST(n.d AS DECIMAL(38, 12)) / 3 AS q FROM n", fires: true},
		{name: "snowflake divisor of a greater scale to trino", from: "snowflake", to: "trino", schema: "CREATE TABLE n (d NUMBER(20,10), e NUMBER(20,13))",
			in: "SELECT n.d / n.e AS q FROM n", code: "T071"},
		// Snowflake's quotient of integers has scale 6, rounded half away
		// from zero (roundedSlash)
		{name: "snowflake integers to duckdb", from: "snowflake", to: "duckdb", schema: snowflakeDecimals,
			in: "SELECT n.v / n.id AS q FROM n",
			// (a zero divisor raises, as in Snowflake: div_zero_raise.go)
			want: "SELECT CASE WHEN CASE WHEN n.id = 0 AND n.v IS NOT NULL THEN error('Division by zero (an error in snowflake)') ELSE FALSE END THEN NULL ELSE " +
				"CAST(CAST(CASE WHEN (n.v < 0) = (n.id < 0) THEN (2 * abs(CAST(n.v AS HUGEINT)) * 1000000 + abs(CAST(n.id AS HUGEINT))) // (2 * abs(CAST(n.id AS HUGEINT))) " +
				"ELSE -((2 * abs(CAST(n.v AS HUGEINT)) * 1000000 + abs(CAST(n.id AS HUGEINT))) // (2 * abs(CAST(n.id AS HUGEINT)))) END AS DECIMAL(38, 0)) * 0.000001 AS DECIMAL(38, 6)) END AS q FROM n", fires: true},
		{name: "snowflake number to postgres", from: "snowflake", to: "postgres", schema: snowflakeDecimals,
			in:   "SELECT n.d / 3 AS q FROM n",
			want: "SELECT CAST(sign(CAST(n.d AS NUMERIC)) * sign(CAST(3 AS NUMERIC)) * ((2 * abs(CAST(n.d AS NUMERIC) * 10000000) + abs(CAST(3 AS NUMERIC)) - (2 * abs(CAST(n.d AS NUMERIC) * 10000000) + abs(CAST(3 AS NUMERIC))) % (2 * abs(CAST(3 AS NUMERIC)))) / (2 * abs(CAST(3 AS NUMERIC)))) * 0.0000001 AS NUMERIC(38, 7)) AS q FROM n", fires: true},
		// scale 12: past BigQuery's NUMERIC
		{name: "snowflake number to bigquery", from: "snowflake", to: "bigquery", schema: "CREATE TABLE n (d NUMBER(20,10))",
			in: "SELECT n.d / 3 AS q FROM n", code: "T071"},
		{name: "snowflake float to postgres", from: "snowflake", to: "postgres", schema: snowflakeDecimals,
			in: "SELECT n.f / n.v AS q FROM n", want: "SELECT n.f / n.v AS q FROM n", fires: true},
		// Doris's quotient has scale s1 + 4, truncated: no other dialect's
		{name: "doris decimal to doris", from: "doris", to: "doris", schema: hiveDecimals,
			in: "SELECT n.d / n.e AS q, n.d / 7 AS r FROM n", want: "SELECT n.d / n.e AS q, n.d / 7 AS r FROM n"},
		// for Trino from the remainder of the magnitudes, exact at the
		// quotient's scale, and the sign (doris_division.go)
		{name: "doris decimal to trino", from: "doris", to: "trino", schema: hiveDecimals,
			in: "SELECT n.d / n.e AS q FROM n",
			want: "SELECT CAST(CASE WHEN (n.d < 0) = (n.e < 0) THEN (abs(n.d) - abs(n.d) % (abs(nullif(n.e, 0)) * 0.00001)) / abs(nullif(n.e, 0)) " +
				"ELSE -((abs(n.d) - abs(n.d) % (abs(nullif(n.e, 0)) * 0.00001)) / abs(nullif(n.e, 0))) END AS DECIMAL(10, 5)) AS q FROM n", fires: true},
		// Snowflake's product d * 10^-12 would cut the divisor's scale to 12
		{name: "doris decimal to snowflake past its product's scale", from: "doris", to: "snowflake", schema: "CREATE TABLE n (d DECIMAL(10,8), e DECIMAL(4,1))",
			in: "SELECT n.d / n.e AS q FROM n", code: "T071"},
		// for PostgreSQL the truncated quotient is exact from numeric %,
		// which has the dividend's sign
		{name: "doris decimal to postgres", from: "doris", to: "postgres", schema: hiveDecimals,
			in:   "SELECT n.d / n.e AS q FROM n",
			want: "SELECT (CAST(n.d AS NUMERIC) * 100000 - CAST(n.d AS NUMERIC) * 100000 % nullif(n.e, 0)) / nullif(n.e, 0) * 0.00001 AS q FROM n", fires: true},
		// Doris documents its rule for two decimals; past 38 digits its
		// overflow rules change the scale
		{name: "doris decimal by an integer to postgres", from: "doris", to: "postgres", schema: hiveDecimals,
			in: "SELECT n.d / n.v AS q FROM n", code: "T071"},
		{name: "doris quotient past 38 digits to postgres", from: "doris", to: "postgres", schema: "CREATE TABLE n (d DECIMAL(36,2), e DECIMAL(4,1))",
			in: "SELECT n.d / n.e AS q FROM n", code: "T071"},
		{name: "trino decimal to doris", from: "trino", to: "doris", schema: trinoDecimals,
			in: "SELECT n.d / n.v AS q FROM n", code: "T071"},
		{name: "bigquery numeric to duckdb", from: "bigquery", to: "duckdb", schema: "CREATE TABLE n (v INT64, d NUMERIC)",
			in: "SELECT n.d / n.v AS q FROM n", code: "T071"},
		// a decimal beside an operand of unknown type is a decimal quotient
		{name: "hive decimal by unknown to trino", from: "hive", to: "trino", schema: "CREATE TABLE n (d DECIMAL(4,1))",
			in: "SELECT n.d / n.x AS q FROM n", code: "T071"},
	})
}

// Without the operands' types a division is written for integers, with a
// warning (W015) when decimals would give another quotient; Snowflake's
// quotient of integers is no other dialect's.
func TestLowerDivisionUntyped(t *testing.T) {
	for _, tc := range []struct {
		from, to, in, want, warn, code string
	}{
		{from: "hive", to: "trino", in: "SELECT n.v / n.id AS q FROM n",
			want: "SELECT CAST(n.v AS DOUBLE) / nullif(n.id, 0) AS q FROM n", warn: "W015"},
		{from: "hive", to: "snowflake", in: "SELECT n.v / n.id AS q FROM n",
			want: "SELECT CAST(n.v AS DOUBLE) / nullif(n.id, 0) AS q FROM n", warn: "W015"},
		{from: "hive", to: "spark", in: "SELECT n.v / n.id AS q FROM n",
			want: "SELECT n.v / n.id AS q FROM n"},
		{from: "duckdb", to: "trino", in: "SELECT n.v / n.id AS q FROM n",
			want: "SELECT CAST(n.v AS DOUBLE) / n.id AS q FROM n"},
		{from: "trino", to: "postgres", in: "SELECT n.v / n.id AS q FROM n",
			want: "SELECT n.v / n.id AS q FROM n", warn: "W015"},
		{from: "trino", to: "presto", in: "SELECT n.v / n.id AS q FROM n",
			want: "SELECT n.v / n.id AS q FROM n"},
		{from: "snowflake", to: "hive", in: "SELECT n.v / n.id AS q FROM n", code: "T071"},
		{from: "snowflake", to: "snowflake", in: "SELECT n.v / n.id AS q FROM n",
			want: "SELECT n.v / n.id AS q FROM n"},
	} {
		t.Run(tc.from+" to "+tc.to, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if tc.code != "" {
				wantRefusal(t, tr, err, tc.code)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			var warned bool
			for _, d := range tr.Warnings {
				warned = warned || d.Code == "W015"
			}
			if warned != (tc.warn != "") {
				t.Errorf("W015 warned=%v, want %v (%v)", warned, tc.warn != "", tr.Warnings)
			}
		})
	}
}

// NULL placement when ORDER BY says nothing.
func TestLowerNullOrder(t *testing.T) {
	runExprCases(t, []exprCase{
		{name: "no-op", from: "hive", to: "spark", in: "SELECT v FROM n ORDER BY v", want: "SELECT v FROM n ORDER BY v"},
		{name: "hive asc to trino", from: "hive", to: "trino", in: "SELECT v FROM n ORDER BY v",
			want: "SELECT v FROM n ORDER BY v NULLS FIRST", fires: true},
		{name: "postgres desc to duckdb", from: "postgres", to: "duckdb", in: "SELECT v FROM n ORDER BY v DESC",
			want: "SELECT v FROM n ORDER BY v DESC NULLS FIRST", fires: true},
	})
}

// The operators of a nested SELECT read the types of the outer query's
// columns: PostgreSQL's || of a correlated array column inside a LATERAL
// or scalar subquery is lowered as at the top level (lowerSelectExprs).
func TestLowerExprsCorrelatedTypes(t *testing.T) {
	pg := lateral.TranslateOptions{Schema: "CREATE TABLE t (a INTEGER[], b INTEGER[], n INTEGER, s TEXT);", SchemaDialect: "postgres"}
	cases := []struct{ name, to, in, want string }{
		{"lateral subquery", "trino",
			"SELECT x.c FROM t CROSS JOIN LATERAL (SELECT t.a || t.b AS c) AS x",
			"SELECT x.c FROM t CROSS JOIN LATERAL (SELECT CASE WHEN t.a IS NULL THEN t.b WHEN t.b IS NULL THEN t.a ELSE t.a || t.b END AS c) AS x"},
		{"unnest in a scalar subquery", "duckdb",
			"SELECT (SELECT max(e) FROM unnest(t.a || t.n) AS v(e)) AS m FROM t",
			"SELECT (SELECT max(e) FROM unnest(CASE WHEN t.a IS NULL THEN [t.n] ELSE t.a || [t.n] END) AS v(e)) AS m FROM t"},
		// s's own a and b (strings) hide t's arrays: NULL || 'y' is NULL
		{"a subquery's columns hide the outer ones", "trino",
			"SELECT (SELECT a || b FROM (SELECT CAST(NULL AS TEXT) AS a, 'y' AS b) s) AS c FROM t",
			"SELECT (SELECT a || b FROM (SELECT CAST(NULL AS VARCHAR) AS a, 'y' AS b) AS s) AS c FROM t"},
		{"correlated strings keep ||", "trino",
			"SELECT x.c FROM t CROSS JOIN LATERAL (SELECT t.s || t.s AS c) AS x",
			"SELECT x.c FROM t CROSS JOIN LATERAL (SELECT t.s || t.s AS c) AS x"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "postgres", tc.to, pg)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
	// A table not in the schema hides the outer columns: u's a and b are
	// of unknown type, strings or arrays, so the || is refused (T056).
	tr, err := lateral.Translate("SELECT (SELECT a || b FROM u) AS c FROM t", "postgres", "trino", pg)
	wantRefusal(t, tr, err, "T056")
}
