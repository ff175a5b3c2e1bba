package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

const castSchema = "CREATE TABLE m (id INT, d DOUBLE, r REAL, n DECIMAL(5,2), s STRING)"

// A CAST of a fractional value to an integer type keeps the source's
// rounding (lower_casts.go): Hive truncates, Trino rounds halves away from
// zero, PostgreSQL and DuckDB round a double half to even and a decimal
// half away from zero.
func TestLowerCasts(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: castSchema}
	for _, tc := range []struct {
		name, from, to, in, want string
		fires                    bool
	}{
		{"no-op: same rules", "hive", "spark",
			"SELECT CAST(d AS INT) AS a, CAST(n AS BIGINT) AS b FROM m",
			"SELECT CAST(d AS INT) AS a, CAST(n AS BIGINT) AS b FROM m", false},
		{"no-op: integer and string operands", "hive", "trino",
			"SELECT CAST(id AS BIGINT) AS a, CAST(s AS INT) AS b, CAST(NULL AS INT) AS c, CAST(d AS DOUBLE) AS e FROM m",
			"SELECT CAST(id AS BIGINT) AS a, CAST(s AS INTEGER) AS b, CAST(NULL AS INTEGER) AS c, CAST(d AS DOUBLE) AS e FROM m", false},
		{"no-op: decimals round alike", "postgres", "trino",
			"SELECT CAST(n AS INT) AS a FROM m",
			"SELECT CAST(n AS INTEGER) AS a FROM m", false},
		{"hive truncates, trino rounds", "hive", "trino",
			"SELECT CAST(d AS INT) AS a, CAST(n AS BIGINT) AS b FROM m",
			"SELECT CAST(CASE WHEN d < 0 THEN ceil(d) ELSE floor(d) END AS INTEGER) AS a, " +
				"CAST(CASE WHEN n < 0 THEN ceil(n) ELSE floor(n) END AS BIGINT) AS b FROM m", true},
		{"hive literal to postgres", "hive", "postgres",
			"SELECT CAST(1.5 AS INT) AS a",
			"SELECT CAST(CASE WHEN CAST(1.5 AS DOUBLE PRECISION) < 0 THEN ceil(CAST(1.5 AS DOUBLE PRECISION)) ELSE floor(CAST(1.5 AS DOUBLE PRECISION)) END AS INTEGER) AS a", true},
		// an aggregate's type by the source's rules (agg_types.go): Hive's
		// sum and avg of a DOUBLE, and its sum of a DECIMAL, are fractional
		{"hive aggregates of fractions", "hive", "trino",
			"SELECT CAST(sum(d) AS INT) AS a, CAST(avg(d) OVER () AS INT) AS b, CAST(max(n) AS BIGINT) AS c FROM m GROUP BY d, n",
			"SELECT CAST(CASE WHEN sum(d) < 0 THEN ceil(sum(d)) ELSE floor(sum(d)) END AS INTEGER) AS a, " +
				"CAST(CASE WHEN avg(d) OVER () < 0 THEN ceil(avg(d) OVER ()) ELSE floor(avg(d) OVER ()) END AS INTEGER) AS b, " +
				"CAST(CASE WHEN max(n) < 0 THEN ceil(max(n)) ELSE floor(max(n)) END AS BIGINT) AS c FROM m GROUP BY d, n", true},
		// Trino's sum and count of integers are BIGINTs: nothing to round
		{"no-op: trino integer aggregates", "trino", "postgres",
			"SELECT CAST(sum(id) AS INTEGER) AS a, CAST(count(*) AS INTEGER) AS b FROM m",
			"SELECT CAST(sum(id) AS INTEGER) AS a, CAST(count(*) AS INTEGER) AS b FROM m", false},
		{"trino rounds, hive truncates", "trino", "hive",
			"SELECT CAST(d AS INTEGER) AS a, CAST(n AS BIGINT) AS b FROM m",
			"SELECT CAST(round(d) AS INT) AS a, CAST(round(n) AS BIGINT) AS b FROM m", true},
		// Hive's "/" of integers is a DOUBLE, truncated by the cast (7 / 2 gives 3).
		{"hive integer quotient to postgres truncates", "hive", "postgres",
			"SELECT CAST(id / 2 AS INT) AS a FROM m",
			"SELECT CAST(CASE WHEN CAST(id AS DOUBLE PRECISION) / nullif(2, 0) < 0 THEN ceil(CAST(id AS DOUBLE PRECISION) / nullif(2, 0)) ELSE floor(CAST(id AS DOUBLE PRECISION) / nullif(2, 0)) END AS INTEGER) AS a FROM m", true},
		{"trino double to postgres rounds away", "trino", "postgres",
			"SELECT CAST(d AS INTEGER) AS a, CAST(n AS INTEGER) AS b FROM m",
			"SELECT CAST(CASE WHEN d - floor(d) < 0.5 THEN floor(d) WHEN d - floor(d) > 0.5 THEN floor(d) + 1 WHEN d < 0 THEN floor(d) ELSE floor(d) + 1 END AS INTEGER) AS a, CAST(n AS INTEGER) AS b FROM m", true},
		{"postgres double to spark rounds to even", "postgres", "spark",
			"SELECT CAST(d AS INT) AS a, CAST(r AS INT) AS b, CAST(n AS INT) AS c FROM m",
			"SELECT CAST(bround(d) AS INT) AS a, CAST(bround(r) AS INT) AS b, CAST(round(n) AS INT) AS c FROM m", true},
		{"duckdb TRY_CAST to spark", "duckdb", "spark",
			"SELECT TRY_CAST(d AS INTEGER) AS a FROM m",
			"SELECT TRY_CAST(bround(d) AS INT) AS a FROM m", true},
		{"postgres double to trino, written with floor", "postgres", "trino",
			"SELECT CAST(d AS INTEGER) AS a FROM m",
			"SELECT CAST(CASE WHEN d - floor(d) < 0.5 THEN floor(d) WHEN d - floor(d) > 0.5 THEN floor(d) + 1 " +
				"WHEN floor(d * 0.5) * 2 = floor(d) THEN floor(d) ELSE floor(d) + 1 END AS INTEGER) AS a FROM m", true},
		{"trino decimal to doris, whose rule is not documented", "trino", "doris",
			"SELECT CAST(n AS INTEGER) AS a FROM m",
			"SELECT CAST(CASE WHEN n - floor(n) < 0.5 THEN floor(n) WHEN n - floor(n) > 0.5 THEN floor(n) + 1 " +
				"WHEN n < 0 THEN floor(n) ELSE floor(n) + 1 END AS INT) AS a FROM m", true},
		{"no-op: doris source, not documented", "doris", "trino",
			"SELECT CAST(d AS INT) AS a FROM m",
			"SELECT CAST(d AS INTEGER) AS a FROM m", false},
		{"ORDER BY reads the body's columns", "hive", "trino",
			"SELECT id FROM m ORDER BY CAST(d AS INT), id",
			"SELECT id FROM m ORDER BY CAST(CASE WHEN d < 0 THEN ceil(d) ELSE floor(d) END AS INTEGER) NULLS FIRST, id NULLS FIRST", true},
		{"a nested query's own scope", "hive", "duckdb",
			"SELECT (SELECT CAST(d AS INT) FROM m LIMIT 1) AS a",
			"SELECT (SELECT CAST(CASE WHEN d < 0 THEN ceil(d) ELSE floor(d) END AS INTEGER) FROM m LIMIT 1) AS a", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "lower_casts", tc.fires)
			for _, w := range tr.Warnings {
				if w.Code == "W018" {
					t.Errorf("unexpected W018: %v", w)
				}
			}
		})
	}
}

// Without the operand's type the cast is kept, with a warning (W018) only
// when the dialects round otherwise; an operand that the exact form would
// evaluate twice and that may change between evaluations is refused.
func TestLowerCastsUntypedAndRefused(t *testing.T) {
	for _, tc := range []struct {
		from, to, in, want, code string
		warn                     bool
	}{
		{from: "hive", to: "trino", in: "SELECT CAST(x AS INT) AS a FROM t",
			want: "SELECT CAST(x AS INTEGER) AS a FROM t", warn: true},
		{from: "postgres", to: "hive", in: "SELECT CAST(x * 2 AS INT) AS a FROM t",
			want: "SELECT CAST(x * 2 AS INT) AS a FROM t", warn: true},
		{from: "hive", to: "spark", in: "SELECT CAST(x AS INT) AS a FROM t",
			want: "SELECT CAST(x AS INT) AS a FROM t"},
		{from: "trino", to: "bigquery", in: "SELECT CAST(x AS INTEGER) AS a FROM t",
			want: "SELECT CAST(x AS INT64) AS a FROM t"},
		{from: "hive", to: "trino", in: "SELECT CAST(CAST(rand() AS DOUBLE) AS INT) AS a", code: "T073"},
		// a string holding a fraction: Hive and Spark drop it, DuckDB rounds
		// it; to DuckDB the string is read as Hive does (duck_try_cast.go)
		{from: "hive", to: "duckdb", in: "CREATE TABLE t (s STRING); SELECT CAST(t.s AS INT) AS a FROM t",
			want: "CREATE TABLE t (s TEXT);\nSELECT CASE WHEN regexp_matches(t.s, '^[\\t-\\r\\x1c- ]*[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]*)[\\t-\\r\\x1c- ]*$') THEN TRY_CAST(regexp_extract(t.s, '^[\\t-\\r\\x1c- ]*([+-]?)', 1) || '0' || regexp_extract(t.s, '^[\\t-\\r\\x1c- ]*[+-]?([0-9]*)', 1) AS INTEGER) END AS a FROM t"},
		{from: "duckdb", to: "spark", in: "SELECT CAST('2.5' AS INT) AS a, CAST('3' AS INT) AS b",
			want: "SELECT CAST('2.5' AS INT) AS a, CAST('3' AS INT) AS b", warn: true},
		{from: "duckdb", to: "hive", in: "SELECT CAST('0x10' AS INT) AS a",
			want: "SELECT CAST('0x10' AS INT) AS a", warn: true},
		{from: "hive", to: "duckdb", in: "SELECT CAST('3' AS INT) AS a",
			want: "SELECT CAST('3' AS INTEGER) AS a"},
		{from: "hive", to: "postgres", in: "CREATE TABLE t (s STRING); SELECT CAST(t.s AS INT) AS a FROM t",
			want: "CREATE TABLE t (s TEXT);\nSELECT CAST(t.s AS INTEGER) AS a FROM t"},
		// a sum, min or max of integers, count, and arithmetic on them
		// are integral: nothing to round, no warning; a sum of doubles,
		// or of a column of unknown type, may be fractional
		{from: "hive", to: "trino", in: "CREATE TABLE t (x INT, d DOUBLE); SELECT CAST(sum(x) AS INT) AS a, CAST(count(*) + max(x) AS INT) AS b FROM t",
			want: "CREATE TABLE t (x INTEGER, d DOUBLE);\nSELECT CAST(sum(x) AS INTEGER) AS a, CAST(count(*) + max(x) AS INTEGER) AS b FROM t"},
		{from: "hive", to: "trino", in: "CREATE TABLE t (x INT, d DOUBLE); SELECT CAST(q.s AS INT) AS a FROM (SELECT sum(x) AS s FROM t) q",
			want: "CREATE TABLE t (x INTEGER, d DOUBLE);\nSELECT CAST(q.s AS INTEGER) AS a FROM (SELECT sum(x) AS s FROM t) AS q"},

		{from: "hive", to: "trino", in: "SELECT CAST(sum(x) AS INT) AS a FROM t",
			want: "SELECT CAST(sum(x) AS INTEGER) AS a FROM t", warn: true},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
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
			checkWarned(t, tr, "W018", tc.warn)
			checkFired(t, tr, "lower_casts", false)
		})
	}
}
