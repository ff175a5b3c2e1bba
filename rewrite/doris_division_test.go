package rewrite_test

import (
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Doris's quotient of decimals, DECIMAL(p1 + s2 + 4, s1 + 4) truncated
// toward zero and NULL for a zero divisor (Doris SQL data types, DECIMAL,
// "Precision Deduction"), written from exact operations of PostgreSQL,
// DuckDB, Trino, Presto, Hive and Spark (doris_division.go). The rows
// below were computed apart, with Python's decimal module (the exact
// quotient truncated to s1 + 4 decimals); the Doris query gives them on the
// reference executor, and each translation gives them on the reference
// executor with its target's semantics and, for PostgreSQL and DuckDB, on
// the engines.
var dorisDivisionData = []struct {
	name, setup, query string
	rows               []string
	// targets: where it translates; noExecutor: targets whose run on the
	// reference executor is skipped (its HUGEINT holds 64 bits where
	// DuckDB's holds 128).
	targets, noExecutor string
}{
	{
		name: "signs, zero and NULL",
		setup: `CREATE TABLE a (id INT, d DECIMAL(5,2), e DECIMAL(4,1));
INSERT INTO a VALUES (1, 2.00, 3.0), (2, -2.50, 0.7), (3, 2.50, -0.7), (4, -123.45, -0.1), (5, 1.00, 0.0),
  (6, NULL, 1.0), (7, 123.45, NULL), (8, 999.99, 0.1), (9, 0.00, -2.5), (10, -0.01, 999.9)`,
		query: "SELECT a.id, a.d / a.e AS q, a.d / 7.0 AS r, a.d / -0.3 AS s FROM a ORDER BY a.id",
		rows: []string{
			"(1, 0.666666, 0.285714, -6.666666)",
			"(2, -3.571428, -0.357142, 8.333333)",
			"(3, -3.571428, 0.357142, -8.333333)",
			"(4, 1234.500000, -17.635714, 411.500000)",
			"(5, NULL, 0.142857, -3.333333)",
			"(6, NULL, NULL, NULL)",
			"(7, NULL, 17.635714, -411.500000)",
			"(8, 9999.900000, 142.855714, -3333.300000)",
			"(9, 0, 0, 0)",
			"(10, -0.000010, -0.001428, 0.033333)",
		},
		targets: "postgres ansi duckdb trino presto hive spark bigquery snowflake",
	},
	{
		// DECIMAL(25,2) / DECIMAL(4,2): Snowflake's quotient of scale 12
		// has 38 digits
		name: "near Snowflake's limit",
		setup: `CREATE TABLE c (id INT, d DECIMAL(25,2), e DECIMAL(4,2));
INSERT INTO c VALUES (1, 99999999999999999999999.99, 0.01), (2, -99999999999999999999999.99, -0.07),
  (3, 12345678901234567890123.45, -99.99), (4, -0.01, 0.03), (5, 7.00, 0.00), (6, 1.00, NULL)`,
		query: "SELECT c.id, c.d / c.e AS q FROM c ORDER BY c.id",
		rows: []string{
			"(1, 9999999999999999999999999.000000)",
			"(2, 1428571428571428571428571.285714)",
			"(3, -123469135925938272728.507350)",
			"(4, -0.333333)",
			"(5, NULL)",
			"(6, NULL)",
		},
		targets:    "postgres duckdb trino presto hive spark bigquery snowflake",
		noExecutor: "duckdb",
	},
	{
		// DECIMAL(30,2) / DECIMAL(4,2): a DECIMAL(36, 6), near each
		// target's limit (Trino's quotient of scale 8 has 38 digits)
		name: "near the limits",
		setup: `CREATE TABLE b (id INT, d DECIMAL(30,2), e DECIMAL(4,2));
INSERT INTO b VALUES (1, 9999999999999999999999999999.99, 0.01), (2, -9999999999999999999999999999.99, 0.03),
  (3, 1234567890123456789012345678.91, -99.99), (4, 0.01, 99.99), (5, -0.01, -0.07), (6, 5.00, 0.00), (7, NULL, 0.01)`,
		query: "SELECT b.id, b.d / b.e AS q FROM b ORDER BY b.id",
		rows: []string{
			"(1, 999999999999999999999999999999.000000)",
			"(2, -333333333333333333333333333333.000000)",
			"(3, -12346913592593827272850741.863286)",
			"(4, 0.000100)",
			"(5, 0.142857)",
			"(6, NULL)",
			"(7, NULL)",
		},
		// (BigQuery's NUMERIC holds 29 integer digits)
		targets:    "postgres duckdb trino presto hive spark",
		noExecutor: "duckdb",
	},
}

func TestDorisDecimalQuotientTranslations(t *testing.T) {
	ctx := enginetest.Ctx(t)
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	for _, c := range dorisDivisionData {
		if got := dorisRows(t, ctx, "doris", c.query, c.setup); !sameNumbers(got, c.rows) {
			t.Fatalf("%s: doris on the reference executor gives\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.rows, "\n"))
		}
		for _, to := range strings.Fields(c.targets) {
			tr := mustTranslate(t, c.query, "doris", to, lateral.TranslateOptions{Schema: c.setup})
			checkIdempotent(t, tr, to, lateral.TranslateOptions{Schema: c.setup})
			fix, err := lateral.Translate(c.setup, "doris", to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s: fixtures for %s: %v", c.name, to, err)
			}
			if !strings.Contains(c.noExecutor, to) {
				if got := dorisRows(t, ctx, to, tr.SQL, fix.SQL); !sameNumbers(got, c.rows) {
					t.Errorf("%s: %s on the reference executor gives\n%s\nwant\n%s\n%s", c.name, to, strings.Join(got, "\n"), strings.Join(c.rows, "\n"), tr.SQL)
				}
			}
			var e engines.Engine
			switch to {
			case "postgres", "ansi":
				e = pg
			case "duckdb":
				e = duck
			default:
				continue
			}
			if err := e.Exec(ctx, "DROP TABLE IF EXISTS a; DROP TABLE IF EXISTS b; DROP TABLE IF EXISTS c; "+fix.SQL); err != nil {
				t.Fatalf("%s: fixtures on %s: %v", c.name, to, err)
			}
			res, err := e.Query(ctx, tr.SQL)
			if err != nil {
				t.Fatalf("%s: %s: %v\n%s", c.name, to, err, tr.SQL)
			}
			var got []string
			for _, r := range res.Rows {
				got = append(got, engines.CanonicalRow(r))
			}
			if !sameNumbers(got, c.rows) {
				t.Errorf("%s: %s gives\n%s\nwant\n%s\n%s", c.name, to, strings.Join(got, "\n"), strings.Join(c.rows, "\n"), tr.SQL)
			}
		}
	}
}

// Past a target's limits the quotient is refused (T071): Doris's own
// past 38 digits, Trino's quotient of scale s2 + S past 38 digits, Hive's
// and Spark's difference past 38 digits, DuckDB's a * 10^s1 past 38
// digits, BigQuery's past its NUMERIC's 9 decimals (the divisor scaled
// down) or 29 integer digits, Snowflake's past 38 digits (its quotient has
// scale 12 here) or where its product would cut the scale; an integer
// operand (Doris documents its rule for two decimals) always.
func TestDorisDecimalQuotientLimits(t *testing.T) {
	for _, c := range []struct {
		schema string
		ok     []string // the targets that translate; the others refuse
	}{
		{"CREATE TABLE n (d DECIMAL(32,2), e DECIMAL(4,2))", []string{"postgres", "ansi", "duckdb"}},
		{"CREATE TABLE n (d DECIMAL(31,2), e DECIMAL(4,2))", []string{"postgres", "ansi", "duckdb", "hive", "spark"}},
		{"CREATE TABLE n (d DECIMAL(33,2), e DECIMAL(4,2))", nil},
		{"CREATE TABLE n (d DECIMAL(20,19), e DECIMAL(4,1))", []string{"postgres", "ansi", "trino", "presto", "hive", "spark"}},
		{"CREATE TABLE n (d DECIMAL(10,4), e DECIMAL(4,1))", []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark", "bigquery", "snowflake"}},
		{"CREATE TABLE n (d DECIMAL(10,4), e DECIMAL(4,2))", []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark", "snowflake"}},
		{"CREATE TABLE n (d DECIMAL(10,8), e DECIMAL(4,1))", []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark"}},
		{"CREATE TABLE n (d DECIMAL(25,2), e DECIMAL(4,2))", []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark", "bigquery", "snowflake"}},
		{"CREATE TABLE n (d DECIMAL(26,2), e DECIMAL(4,2))", []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark", "bigquery"}},
		{"CREATE TABLE n (d DECIMAL(30,1), e DECIMAL(4,1))", []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark"}},
		{"CREATE TABLE n (d DECIMAL(29,1), e DECIMAL(4,1))", []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark", "bigquery"}},
		{"CREATE TABLE n (d DECIMAL(5,2), e INT)", nil},
	} {
		for _, to := range []string{"postgres", "ansi", "duckdb", "trino", "presto", "hive", "spark", "bigquery", "snowflake", "ansi", "drill"} {
			tr, err := lateral.Translate("SELECT n.d / n.e AS q FROM n", "doris", to, lateral.TranslateOptions{Schema: c.schema})
			ok := strings.Contains(" "+strings.Join(c.ok, " ")+" ", " "+to+" ")
			switch {
			case ok && err != nil:
				t.Errorf("%s to %s: %v", c.schema, to, err)
			case !ok:
				wantRefusal(t, tr, err, "T071")
			}
		}
	}
}

// dorisRows runs sql after setup on the reference executor with the
// semantics of dialect: its rows in canonical text.
func dorisRows(t *testing.T, ctx context.Context, dialect, sql, setup string) []string {
	t.Helper()
	rows, err := lateral.Run(ctx, sql, dialect, lateral.RunOptions{Setup: []string{setup}, Timeout: 30 * time.Second})
	if err != nil {
		t.Fatalf("%s: %v\n%s", dialect, err, sql)
	}
	defer rows.Close()
	all, err := rows.All()
	if err != nil {
		t.Fatalf("%s: %v\n%s", dialect, err, sql)
	}
	var out []string
	for _, r := range engines.FromReferenceRows(all) {
		out = append(out, engines.CanonicalRow(r))
	}
	return out
}

// sameNumbers: got and want are the same rows in order, numbers compared
// by value (2.50 and 2.5, -0.000000 and 0 are equal).
func sameNumbers(got, want []string) bool {
	if len(got) != len(want) {
		return false
	}
	for i := range got {
		g := strings.Split(strings.Trim(got[i], "()"), ", ")
		w := strings.Split(strings.Trim(want[i], "()"), ", ")
		if len(g) != len(w) {
			return false
		}
		for j := range g {
			a, okA := new(big.Rat).SetString(g[j])
			b, okB := new(big.Rat).SetString(w[j])
			if okA && okB && a.Cmp(b) == 0 || !okA && !okB && g[j] == w[j] {
				continue
			}
			return false
		}
	}
	return true
}

// Hive's and Spark's decimal quotient, of scale max(6, s1 + p2 + 1)
// rounded half up (an INT a DECIMAL(10,0), a BIGINT DECIMAL(19,0) in Hive
// and DECIMAL(20,0) in Spark, a literal its digits), NULL for a zero
// divisor, is CAST(a AS DECIMAL(38, S)) / nullif(b, 0) in Trino and Presto
// (hiveTrinoSlash) and is built on numeric % in PostgreSQL
// (hivePostgresSlash), and is built on exact integer operations in ANSI
// SQL and DuckDB (roundedSlash).
// The rows were computed apart with Python's decimal module
// (ROUND_HALF_UP); 0.1 / 5.12 = 0.01953125 and 0.1 / 4096 =
// 0.0000244140625 are ties at scales 7 and 12. Both the source and the
// translations run on the reference executor, the PostgreSQL and ANSI ones
// on PostgreSQL, the DuckDB ones on DuckDB.
func TestHiveDecimalQuotientTranslations(t *testing.T) {
	ctx := enginetest.Ctx(t)
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	setup := `CREATE TABLE h (id INT, d DECIMAL(4,1), e DECIMAL(5,2), v INT, b BIGINT);
INSERT INTO h VALUES (1, 0.1, 5.12, 4096, 7), (2, -0.1, 5.12, 4096, -7), (3, 999.9, 0.01, 1, 3), (4, 1.0, 0.00, 0, 0),
  (5, NULL, 1.00, NULL, NULL), (6, -2.5, 0.70, 3, 9223372036854775807)`
	query := "SELECT h.id, h.d / h.e AS p, h.d / h.v AS q, h.d / h.b AS r, h.d / 3 AS s FROM h ORDER BY h.id"
	want := map[string][]string{
		"hive": {
			"(1, 0.0195313, 0.000024414063, 0.014285714285714285714, 0.033333)",
			"(2, -0.0195313, -0.000024414063, 0.014285714285714285714, -0.033333)",
			"(3, 99990.0000000, 999.900000000000, 333.300000000000000000000, 333.300000)",
			"(4, NULL, NULL, NULL, 0.333333)",
			"(5, NULL, NULL, NULL, NULL)",
			"(6, -3.5714286, -0.833333333333, -0.000000000000000000271, -0.833333)",
		},
		"spark": {
			"(1, 0.0195313, 0.000024414063, 0.0142857142857142857143, 0.033333)",
			"(2, -0.0195313, -0.000024414063, 0.0142857142857142857143, -0.033333)",
			"(3, 99990.0000000, 999.900000000000, 333.3000000000000000000000, 333.300000)",
			"(4, NULL, NULL, NULL, 0.333333)",
			"(5, NULL, NULL, NULL, NULL)",
			"(6, -3.5714286, -0.833333333333, -0.0000000000000000002711, -0.833333)",
		},
	}
	for _, from := range []string{"hive", "spark"} {
		if got := dorisRows(t, ctx, from, query, setup); !sameNumbers(got, want[from]) {
			t.Fatalf("%s on the reference executor gives\n%s\nwant\n%s", from, strings.Join(got, "\n"), strings.Join(want[from], "\n"))
		}
		for _, to := range []string{"trino", "presto", "postgres", "ansi", "duckdb"} {
			tr := mustTranslate(t, query, from, to, lateral.TranslateOptions{Schema: setup})
			checkIdempotent(t, tr, to, lateral.TranslateOptions{Schema: setup})
			fix, err := lateral.Translate(setup, from, to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("fixtures for %s: %v", to, err)
			}
			// (the reference executor's HUGEINT holds 64 bits, DuckDB's
			// 128: the BIGINT divisor's 2 * abs(B) passes 64 bits)
			if to != "duckdb" {
				if got := dorisRows(t, ctx, to, tr.SQL, fix.SQL); !sameNumbers(got, want[from]) {
					t.Errorf("%s to %s on the reference executor gives\n%s\nwant\n%s\n%s", from, to, strings.Join(got, "\n"), strings.Join(want[from], "\n"), tr.SQL)
				}
			}
			var e engines.Engine
			switch to {
			case "postgres", "ansi":
				e = pg
			case "duckdb":
				e = duck
			default:
				continue
			}
			if err := e.Exec(ctx, "DROP TABLE IF EXISTS h; "+fix.SQL); err != nil {
				t.Fatalf("fixtures on %s: %v", to, err)
			}
			res, err := e.Query(ctx, tr.SQL)
			if err != nil {
				t.Fatalf("%s: %v\n%s", to, err, tr.SQL)
			}
			var got []string
			for _, r := range res.Rows {
				got = append(got, engines.CanonicalRow(r))
			}
			if !sameNumbers(got, want[from]) {
				t.Errorf("%s to %s on its engine gives\n%s\nwant\n%s\n%s", from, to, strings.Join(got, "\n"), strings.Join(want[from], "\n"), tr.SQL)
			}
		}
	}
	// A constant expression other than a literal (Hive folds it and counts
	// its value's digits, Spark does not) and a decimal of unknown digits
	// stay refused.
	for _, q := range []string{"SELECT h.d / CAST(3 AS INT) AS q FROM h", "SELECT h.d / (h.e + h.e) AS q FROM h"} {
		for _, to := range []string{"trino", "ansi", "duckdb"} {
			tr, err := lateral.Translate(q, "hive", to, lateral.TranslateOptions{Schema: setup})
			wantRefusal(t, tr, err, "T071")
		}
	}
	// Past 38 digits Hive cuts the scale and gives NULL for a quotient that
	// does not fit (10^32 - 1 divided by 0.000001), where Trino and
	// PostgreSQL raise an error: refused.
	for _, to := range []string{"trino", "postgres", "ansi", "duckdb"} {
		tr, err := lateral.Translate("SELECT w.a / w.b AS q FROM w", "hive", to,
			lateral.TranslateOptions{Schema: "CREATE TABLE w (a DECIMAL(32,0), b DECIMAL(8,6))"})
		wantRefusal(t, tr, err, "T071")
	}
}
