package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Hive's decimal quotient (scale max(6, s1 + p2 + 1)), Trino's (scale
// max(s1, s2)) and Snowflake's (scale max(s1, min(s1 + 6, 12)), 6 for two
// integers), each rounded half away from zero, in ANSI SQL, PostgreSQL,
// DuckDB, BigQuery and Snowflake (rounded_division.go). The
// rows were computed apart with Python's decimal module (ROUND_HALF_UP,
// which rounds ties away from zero): 0.025 / 10.0 = 0.0025, 0.025 / -2 =
// -0.0125, 3 / -4.0 = -0.75, 0.001 / 128 = 0.0000078125 and -1 / 128 =
// -0.0078125 are ties. The source query runs on the reference executor,
// each translation on the reference executor and on its engine
// (PostgreSQL for ansi and postgres; BigQuery and Snowflake on the
// reference executor only).
var roundedDivisionData = []struct {
	from, setup, query string
	rows               []string
}{
	{
		// Hive: DECIMAL(4,1) / DECIMAL(5,2) has scale 7 (hive_decimal.txtar);
		// 0.1 / 5.12 = 0.01953125 is a tie; a zero divisor gives NULL
		from: "hive",
		setup: `CREATE TABLE h (id INT, d DECIMAL(4,1), e DECIMAL(5,2));
INSERT INTO h VALUES (1, 0.1, 5.12), (2, -0.1, 5.12), (3, 999.9, 0.01), (4, 1.0, 0.00), (5, NULL, 1.00), (6, -2.5, -0.70), (7, 2.5, NULL)`,
		query: "SELECT h.id, h.d / h.e AS p FROM h ORDER BY h.id",
		rows: []string{
			"(1, 0.0195313)",
			"(2, -0.0195313)",
			"(3, 99990.0000000)",
			"(4, NULL)",
			"(5, NULL)",
			"(6, 3.5714286)",
			"(7, NULL)",
		},
	},
	{
		from: "trino",
		setup: `CREATE TABLE r (id INTEGER, d DECIMAL(6,3), e DECIMAL(4,1), v INTEGER);
INSERT INTO r VALUES (1, 0.001, 0.2, 2), (2, -0.001, -0.2, -2), (3, 0.025, 10.0, -2), (4, -999.999, 0.1, 7),
  (5, NULL, 1.0, NULL), (6, 1.000, -4.0, 3)`,
		query: "SELECT r.id, r.d / r.e AS a, r.d / r.v AS b, r.v / r.e AS c FROM r ORDER BY r.id",
		rows: []string{
			"(1, 0.005, 0.001, 10.0)",
			"(2, 0.005, 0.001, 10.0)",
			"(3, 0.003, -0.013, -0.2)",
			"(4, -9999.990, -142.857, 70.0)",
			"(5, NULL, NULL, NULL)",
			"(6, -0.250, 0.333, -0.8)",
		},
	},
	{
		from: "snowflake",
		setup: `CREATE TABLE s (id INTEGER, d DECIMAL(6,3), e DECIMAL(4,1), v INTEGER, w INTEGER);
INSERT INTO s VALUES (1, 0.001, 0.8, 128, 128), (2, -0.001, 0.8, 128, -128), (3, 0.025, -10.0, 1, 3),
  (4, -999.999, 0.1, 7, -7), (5, NULL, NULL, NULL, NULL), (6, 1.000, -4.0, -1, 128)`,
		query: "SELECT s.id, s.d / s.e AS a, s.d / s.v AS b, s.v / s.w AS c FROM s ORDER BY s.id",
		rows: []string{
			"(1, 0.001250000, 0.000007813, 1.000000)",
			"(2, -0.001250000, -0.000007813, -1.000000)",
			"(3, -0.002500000, 0.025000000, 0.333333)",
			"(4, -9999.990000000, -142.857000000, -1.000000)",
			"(5, NULL, NULL, NULL)",
			"(6, -0.250000000, -1.000000000, -0.007813)",
		},
	},
}

func TestRoundedQuotientTranslations(t *testing.T) {
	ctx := enginetest.Ctx(t)
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	for _, c := range roundedDivisionData {
		if got := dorisRows(t, ctx, c.from, c.query, c.setup); !sameNumbers(got, c.rows) {
			t.Fatalf("%s on the reference executor gives\n%s\nwant\n%s", c.from, strings.Join(got, "\n"), strings.Join(c.rows, "\n"))
		}
		for _, to := range []string{"ansi", "postgres", "duckdb", "bigquery", "snowflake"} {
			if to == c.from {
				continue
			}
			tr := mustTranslate(t, c.query, c.from, to, lateral.TranslateOptions{Schema: c.setup})
			checkIdempotent(t, tr, to, lateral.TranslateOptions{Schema: c.setup})
			if !strings.Contains(tr.SQL, "2 * abs(") {
				t.Errorf("%s to %s: not the rounded form\n%s", c.from, to, tr.SQL)
			}
			fix, err := lateral.Translate(c.setup, c.from, to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("fixtures for %s: %v", to, err)
			}
			if got := dorisRows(t, ctx, to, tr.SQL, fix.SQL); !sameNumbers(got, c.rows) {
				t.Errorf("%s to %s on the reference executor gives\n%s\nwant\n%s\n%s", c.from, to, strings.Join(got, "\n"), strings.Join(c.rows, "\n"), tr.SQL)
			}
			e := pg
			switch to {
			case "duckdb":
				e = duck
			case "bigquery", "snowflake":
				continue // the reference executor only
			}
			if err := e.Exec(ctx, "DROP TABLE IF EXISTS h; DROP TABLE IF EXISTS r; DROP TABLE IF EXISTS s; "+fix.SQL); err != nil {
				t.Fatalf("fixtures on %s: %v", to, err)
			}
			res, err := e.Query(ctx, tr.SQL)
			if err != nil {
				t.Fatalf("%s to %s: %v\n%s", c.from, to, err, tr.SQL)
			}
			var got []string
			for _, r := range res.Rows {
				got = append(got, engines.CanonicalRow(r))
			}
			if !sameNumbers(got, c.rows) {
				t.Errorf("%s to %s on the engine gives\n%s\nwant\n%s\n%s", c.from, to, strings.Join(got, "\n"), strings.Join(c.rows, "\n"), tr.SQL)
			}
		}
	}
}

// The rounded forms fire only where the source's decimal quotient differs
// from the target's, and stay refused past a target's limits.
func TestRoundedQuotientLimits(t *testing.T) {
	const schema = "CREATE TABLE n (d DECIMAL(4,1), e DECIMAL(5,2), v INT, f DOUBLE, w DECIMAL(30,10), x DECIMAL(20,0), y DECIMAL(38,0))"
	for _, c := range []struct {
		from, to, query string
		want            string // a fragment of the translation, or a refusal code
	}{
		// no-op: the same dialect, and a DOUBLE quotient
		{"trino", "trino", "SELECT n.d / n.e AS q FROM n", "n.d / n.e AS q"},
		{"trino", "duckdb", "SELECT n.d / n.f AS q FROM n", "n.d / n.f AS q"},
		{"trino", "postgres", "SELECT n.v / 2 AS q FROM n", "n.v / 2 AS q"},
		// firing: a literal divisor's sign is known
		{"trino", "ansi", "SELECT n.d / -2.5 AS q FROM n", "CASE WHEN n.d < 0 THEN (2 * abs("},
		{"snowflake", "duckdb", "SELECT n.d / 4 AS q FROM n", "CASE WHEN n.d < 0 THEN -((2 * abs(CAST(n.d * 10 AS HUGEINT)) * 1000000"},
		// Hive's zero divisor gives NULL: nullif; Trino's raises: none
		{"hive", "ansi", "SELECT n.d / n.e AS q FROM n", "CAST(nullif(n.e, 0) AS DECIMAL(38, 2))"},
		{"trino", "ansi", "SELECT n.d / n.e AS q FROM n", "abs(CAST(n.e AS DECIMAL(38, 2)))"},
		// DuckDB: the scaled dividend past a HUGEINT's 38 digits, and
		// a * 10^s1 past 38 digits
		{"hive", "duckdb", "SELECT n.w / n.x AS q FROM n", "T071"},
		{"trino", "duckdb", "SELECT n.y / n.e AS q FROM n", "T071"},
		{"trino", "postgres", "SELECT n.y / n.e AS q FROM n", "NUMERIC(38, 2)"},
		// a function whose value changes at each call, read twice
		{"trino", "ansi", "SELECT n.d / random() AS q FROM n", "T071"},
		// BigQuery's NUMERIC has 9 decimals: Hive's scale 12 is refused
		{"trino", "bigquery", "SELECT n.d / n.e AS q FROM n", "mod(2 * abs(CAST(n.d AS NUMERIC(38, 9)) * 100)"},
		{"hive", "bigquery", "SELECT n.d / n.v AS q FROM n", "T071"},
		// no exact form written here
		{"snowflake", "drill", "SELECT n.d / n.e AS q FROM n", "T071"},
		// avg: sum / count rounded as the source's average; the same
		// dialect, or a target with its own exact form, unchanged
		{"hive", "duckdb", "SELECT avg(n.d) AS a FROM n", "(2 * abs(CAST(sum(n.d) * 10 AS HUGEINT)) * 10000 + abs(CAST(count(n.d) AS HUGEINT)))"},
		{"trino", "ansi", "SELECT avg(DISTINCT n.e) AS a FROM n", "CAST(sum(DISTINCT n.e) AS DECIMAL(38, 2)) * 100"},
		{"hive", "hive", "SELECT avg(n.d) AS a FROM n", "SELECT avg(n.d) AS a FROM n"},
		{"hive", "trino", "SELECT avg(n.d) AS a FROM n", "avg(CAST(n.d AS DECIMAL(8, 5)))"},
		{"hive", "bigquery", "SELECT avg(n.d) AS a FROM n", "T071"},
		// Snowflake: every step within 38 digits (snowflakeRoundedFits)
		{"hive", "snowflake", "SELECT n.d / n.e AS q FROM n", "abs(CAST(nullif(n.e, 0) AS DECIMAL(5, 2)))"},
		{"hive", "snowflake", "SELECT n.w / n.e AS q FROM n", "T071"},
	} {
		tr, err := lateral.Translate(c.query, c.from, c.to, lateral.TranslateOptions{Schema: schema})
		if strings.HasPrefix(c.want, "T0") {
			wantRefusal(t, tr, err, c.want)
			continue
		}
		if err != nil {
			t.Errorf("%s to %s: %s: %v", c.from, c.to, c.query, err)
			continue
		}
		if !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: %s gives\n%s\nwant it to hold %q", c.from, c.to, c.query, tr.SQL, c.want)
		}
	}
}
