package lateral_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL's and BigQuery's "/", integral division and remainder raise
// for a zero divisor (a NULL operand gives NULL first):
// rewrite/div_zero_raise.go. Their translations to DuckDB (Infinity, NULL),
// Hive, Spark, Doris (NULL), Trino's DOUBLE quotient (Infinity), Snowflake's
// MOD (not documented) test the divisor and raise; the rows without a zero
// divisor keep their values.
const (
	zdSchema = "CREATE TABLE t (id INT, a INT, b INT, x DOUBLE PRECISION)"
	zdFine   = "(1, 7, 2, 1.5), (2, -7, 3, -3.0), (3, NULL, 0, NULL), (4, 2, NULL, 2.0)"
	zdBad    = "(5, 1, 0, 0.0)"
)

// PostgreSQL's queries, and the rows of zdFine they give (run on
// PostgreSQL 15 by the test itself, which also checks that zdBad raises
// there).
var pgZeroQueries = []string{
	"SELECT t.id, t.a / t.b AS q FROM t ORDER BY t.id",
	"SELECT t.id, t.x / t.b AS q FROM t ORDER BY t.id",
	"SELECT t.id, div(t.a, t.b) AS q FROM t ORDER BY t.id",
	"SELECT t.id, t.a % t.b AS q FROM t ORDER BY t.id",
	"SELECT t.id, mod(t.a, t.b) AS q FROM t ORDER BY t.id",
}

// Run on PostgreSQL 15 (the source) and DuckDB 1.5 (the translation).
func TestPostgresDivZeroRaisesEngines(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	for _, q := range pgZeroQueries {
		pgDuckZeroDivisor(t, pg, duck, q, zdSchema, "CREATE TABLE t (id INTEGER, a INTEGER, b INTEGER, x DOUBLE)", zdFine, zdBad)
	}
}

// pgDuckZeroDivisor runs q on PostgreSQL over the fine rows and, with the
// bad rows added, wants its "division by zero"; then runs q's DuckDB
// translation (table t made by duckCreate) the same way: PostgreSQL's
// rows, then an error. It gives PostgreSQL's rows over the fine ones.
func pgDuckZeroDivisor(t *testing.T, pg, duck engines.Engine, q, schema, duckCreate, fine, bad string) string {
	t.Helper()
	ctx := context.Background()
	enginetest.Exec(t, pg, "DROP TABLE IF EXISTS t; "+schema+"; INSERT INTO t VALUES "+fine)
	src, err := pg.Query(ctx, q)
	if err != nil {
		t.Fatalf("postgres: %s: %v", q, err)
	}
	want := strings.TrimSpace(engines.FormatRows(src.Rows))
	enginetest.Exec(t, pg, "INSERT INTO t VALUES "+bad)
	if res, err := pg.Query(ctx, q); err == nil || !strings.Contains(err.Error(), "division by zero") {
		t.Fatalf("postgres: %s: a zero divisor gave %v (%v), want division by zero", q, res, err)
	}
	tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: schema})
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	sql := strings.TrimSuffix(tr.SQL, ";")
	enginetest.Exec(t, duck, "DROP TABLE IF EXISTS t; "+duckCreate+"; INSERT INTO t VALUES "+fine)
	res, err := duck.Query(ctx, sql)
	if err != nil {
		t.Fatalf("duckdb: fine rows: %v\n%s", err, sql)
	}
	if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != want {
		t.Errorf("duckdb: fine rows: got\n%s\nwant\n%s\n%s", got, want, sql)
	}
	enginetest.Exec(t, duck, "INSERT INTO t VALUES "+bad)
	if res, err := duck.Query(ctx, sql); err == nil {
		t.Errorf("duckdb: a zero divisor gave %s; PostgreSQL raises an error\n%s", engines.FormatRows(res.Rows), sql)
	}
	return want
}

// The reference executor runs the translations of PostgreSQL's and
// BigQuery's divisions and remainders to Hive, Spark, Doris, Trino,
// Presto, Snowflake and DuckDB: the same rows without a zero divisor, an
// error with one.
func TestSourceDivZeroRaisesReference(t *testing.T) {
	run := func(sql, dialect, rows string) (string, error) {
		return refText(dialect, sql, zdSchema+"; INSERT INTO t VALUES "+rows)
	}
	targets := []string{"hive", "spark", "doris", "trino", "presto", "snowflake", "duckdb"}
	cases := map[string][]string{
		"postgres": pgZeroQueries,
		"bigquery": {
			"SELECT t.id, t.a / t.b AS q FROM t ORDER BY t.id",
			"SELECT t.id, t.x / t.b AS q FROM t ORDER BY t.id",
			"SELECT t.id, DIV(t.a, t.b) AS q FROM t ORDER BY t.id",
			"SELECT t.id, MOD(t.a, t.b) AS q FROM t ORDER BY t.id",
		},
	}
	for source, queries := range cases {
		for _, q := range queries {
			want, err := run(q, source, zdFine)
			if err != nil {
				t.Fatalf("%s: %s: %v", source, q, err)
			}
			if _, err := run(q, source, zdFine+", "+zdBad); err == nil {
				t.Fatalf("%s: %s: a zero divisor raises no error", source, q)
			}
			for _, target := range targets {
				tr, err := lateral.Translate(q, source, target, lateral.TranslateOptions{Schema: zdSchema})
				if err != nil {
					t.Errorf("%s to %s: %s: %v", source, target, q, err)
					continue
				}
				sql := strings.TrimSuffix(tr.SQL, ";")
				if got, err := run(sql, target, zdFine); err != nil || got != want {
					t.Errorf("%s to %s: %s gives %q (%v), want %q", source, target, sql, got, err, want)
				}
				if got, err := run(sql, target, zdFine+", "+zdBad); err == nil {
					t.Errorf("%s to %s: %s gives %q for a zero divisor; %s raises an error", source, target, sql, got, source)
				}
			}
		}
	}
}

// Drill's quotient by zero is not documented and its remainder by zero is
// the dividend: refused (T074), as is a form whose raise could be folded
// (no operand reads a column) toward Hive. A volatile operand is refused
// (T073).
func TestSourceDivZeroRefused(t *testing.T) {
	for _, c := range []struct{ source, target, sql, code string }{
		{"postgres", "drill", "SELECT t.a / t.b AS q FROM t", "T074"},
		{"postgres", "drill", "SELECT t.a % t.b AS q FROM t", "T074"},
		{"bigquery", "drill", "SELECT MOD(t.a, t.b) AS q FROM t", "T074"},
		{"postgres", "hive", "SELECT CAST(1 AS INT) / CAST(0 AS INT) AS q", "T074"},
		{"bigquery", "spark", "SELECT DIV(1, CAST(0 AS INT64)) AS q", "T074"},
		{"postgres", "duckdb", "SELECT t.x / random() AS q FROM t", "T073"},
	} {
		_, err := lateral.Translate(c.sql, c.source, c.target, lateral.TranslateOptions{Schema: zdSchema})
		if err == nil || !strings.Contains(err.Error(), c.code) {
			t.Errorf("%s to %s: %s: got %v, want %s", c.source, c.target, c.sql, err, c.code)
		}
	}
}
