package lateral_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Snowflake's "/" raises for a zero divisor of any numeric type, and a
// NULL operand gives NULL (rewrite/div_zero_raise.go). Targets whose
// quotient by zero is a value (DuckDB's Infinity or NULL, Hive's, Spark's
// and Doris's NULL, Trino's DOUBLE Infinity) get a test of the divisor that
// raises; the rows without a zero divisor keep their values.
const (
	sfDivSchema = "CREATE TABLE t (id INT, d FLOAT, x FLOAT, v INT, w INT)"
	sfDivFine   = "(1, 1.5, 4.0, 7, 2), (2, -3.0, 2.0, -7, 3), (3, NULL, 0.0, NULL, 0), (4, 2.0, NULL, 2, NULL)"
	sfDivBadF   = "(5, 1.0, 0.0, 1, 1)"
	sfDivBadI   = "(5, 1.0, 1.0, 1, 0)"
)

// Run on DuckDB 1.5 (in process): the float and the NUMBER quotients.
func TestSnowflakeDivZeroRaisesDuckDB(t *testing.T) {
	ctx := context.Background()
	e := enginetest.DuckDB(t) // fails instead of skipping under LATERAL_REQUIRE_ENGINES
	queries := map[string]struct{ sql, want, bad string }{
		"float": {"SELECT t.id, t.d / t.x AS q FROM t ORDER BY t.id", "(1, 0.375)\n(2, -1.5)\n(3, NULL)\n(4, NULL)", sfDivBadF},
		// Snowflake: an integer quotient has scale 6, rounded half away from zero
		"number": {"SELECT t.id, t.v / t.w AS q FROM t ORDER BY t.id", "(1, 3.5)\n(2, -2.333333)\n(3, NULL)\n(4, NULL)", sfDivBadI},
	}
	for name, q := range queries {
		tr, err := lateral.Translate(q.sql, "snowflake", "duckdb", lateral.TranslateOptions{Schema: sfDivSchema})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		sql := strings.TrimSuffix(tr.SQL, ";")
		if err := e.Exec(ctx, "DROP TABLE IF EXISTS t; CREATE TABLE t (id INTEGER, d DOUBLE, x DOUBLE, v DECIMAL(38, 0), w DECIMAL(38, 0)); INSERT INTO t VALUES "+sfDivFine); err != nil {
			t.Fatal(err)
		}
		res, err := e.Query(ctx, sql)
		if err != nil {
			t.Fatalf("%s: fine rows: %v\n%s", name, err, sql)
		}
		if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != q.want {
			t.Errorf("%s: fine rows: got\n%s\nwant\n%s\n%s", name, got, q.want, sql)
		}
		if err := e.Exec(ctx, "INSERT INTO t VALUES "+q.bad); err != nil {
			t.Fatal(err)
		}
		if res, err := e.Query(ctx, sql); err == nil {
			t.Errorf("%s: a zero divisor gave %s; Snowflake raises an error\n%s", name, engines.FormatRows(res.Rows), sql)
		}
	}
}

// The reference executor runs the float quotient's translations to Hive,
// Spark, Doris, Trino and Presto, and the NUMBER quotient's to Trino and
// Presto (a decimal division by zero raises there by itself).
func TestSnowflakeDivZeroRaisesReference(t *testing.T) {
	run := func(sql, dialect, rows string) (string, error) {
		return refText(dialect, sql, sfDivSchema+"; INSERT INTO t VALUES "+rows)
	}
	for _, c := range []struct {
		sql, bad string
		targets  []string
	}{
		{"SELECT t.id, t.d / t.x AS q FROM t", sfDivBadF, []string{"hive", "spark", "doris", "trino", "presto", "duckdb"}},
		{"SELECT t.id, t.v / t.w AS q FROM t", sfDivBadI, []string{"trino", "presto", "duckdb"}},
	} {
		want, err := run(c.sql, "snowflake", sfDivFine)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := run(c.sql, "snowflake", sfDivFine+", "+c.bad); err == nil {
			t.Fatal("snowflake: a zero divisor raises no error")
		}
		for _, target := range c.targets {
			tr, err := lateral.Translate(c.sql, "snowflake", target, lateral.TranslateOptions{Schema: sfDivSchema})
			if err != nil {
				t.Fatalf("%s: %v", target, err)
			}
			q := strings.TrimSuffix(tr.SQL, ";")
			if got, err := run(q, target, sfDivFine); err != nil || got != want {
				t.Errorf("%s: %s gives %q (%v), want %q", target, q, got, err, want)
			}
			if got, err := run(q, target, sfDivFine+", "+c.bad); err == nil {
				t.Errorf("%s: %s gives %q for a zero divisor; Snowflake raises an error", target, q, got)
			}
		}
	}
}

// Where no operand reads a column the raise could be folded before the
// branch is taken: refused (T074) toward Hive, Spark, Doris, Trino and
// Presto, and toward Drill, which does not document its quotient by zero.
func TestSnowflakeDivZeroRefused(t *testing.T) {
	for _, c := range []struct{ target, sql string }{
		{"hive", "SELECT CAST(1 AS FLOAT) / CAST(0 AS FLOAT) AS q"},
		{"trino", "SELECT CAST(1 AS FLOAT) / CAST(0 AS FLOAT) AS q"},
		{"drill", "SELECT t.d / t.x AS q FROM t"},
	} {
		_, err := lateral.Translate(c.sql, "snowflake", c.target, lateral.TranslateOptions{Schema: sfDivSchema})
		if err == nil || !strings.Contains(err.Error(), "T074") {
			t.Errorf("%s: %s: got %v, want T074", c.target, c.sql, err)
		}
	}
}

// The raise reads each operand twice (the test of the divisor and the
// quotient): a volatile operand could be zero in one reading and not in
// the other (Infinity or NULL instead of the error), so it is refused
// (T073), as ieeeZeroQuotient refuses it.
func TestSnowflakeDivZeroVolatileRefused(t *testing.T) {
	for _, target := range []string{"duckdb", "hive", "trino"} {
		for _, sql := range []string{"SELECT t.d / uniform(0, 1, random()) AS q FROM t", "SELECT random() / t.x AS q FROM t"} {
			_, err := lateral.Translate(sql, "snowflake", target, lateral.TranslateOptions{Schema: sfDivSchema})
			if err == nil || !strings.Contains(err.Error(), "T073") {
				t.Errorf("%s: %s: got %v, want T073", target, sql, err)
			}
		}
	}
}

// The forms that keep a zero divisor's result read the dividend two or
// three times: a long chain of divisions grew as 3^n (twelve DOUBLE
// divisions toward Snowflake were 53 MB of SQL, twenty-five did not end).
// Past maxZeroQuotientNodes the division is refused (T102); a short chain
// is still written.
func TestZeroQuotientChainBounded(t *testing.T) {
	const schema = "CREATE TABLE n (v INTEGER, w INTEGER, d DOUBLE, x DOUBLE)"
	chain := func(a, b string, k int) string {
		q := "SELECT " + a
		for i := 0; i < k; i++ {
			q += " / " + b
		}
		return q + " AS q FROM n"
	}
	for _, c := range []struct{ from, to, a, b string }{
		{"duckdb", "snowflake", "v", "w"},
		{"duckdb", "postgres", "d", "x"},
		{"snowflake", "duckdb", "d", "x"},
	} {
		tr, err := lateral.Translate(chain(c.a, c.b, 3), c.from, c.to, lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Errorf("%s to %s, 3 divisions: %v", c.from, c.to, err)
		} else if len(tr.SQL) > 20000 {
			t.Errorf("%s to %s, 3 divisions: %d bytes", c.from, c.to, len(tr.SQL))
		}
		_, err = lateral.Translate(chain(c.a, c.b, 40), c.from, c.to, lateral.TranslateOptions{Schema: schema})
		if err == nil || !strings.Contains(err.Error(), "T102") {
			t.Errorf("%s to %s, 40 divisions: got %v, want T102", c.from, c.to, err)
		}
	}
}

// Snowflake's remainder by zero is not documented (its MOD page is
// silent; its "/" raises): lateral takes it for the error its "/" gives
// (rewrite/mod_zero.go, snowflakeModZero), so the targets whose remainder
// by zero is a value (Hive's, Spark's, Doris's and DuckDB's NULL, Trino's
// and Presto's NaN for a float) test the divisor and raise, the rows
// without a zero divisor keeping their values; Drill, whose remainder by
// zero is the dividend, is refused (T074). Run by the reference executor
// and, for DuckDB, on DuckDB 1.5.
func TestSnowflakeModZeroRaises(t *testing.T) {
	run := func(sql, dialect, rows string) (string, error) {
		return refText(dialect, sql, sfDivSchema+"; INSERT INTO t VALUES "+rows)
	}
	duck := enginetest.DuckDB(t)
	for _, c := range []struct{ sql, bad string }{
		{"SELECT t.id, t.v % t.w AS r FROM t ORDER BY t.id", sfDivBadI},
		{"SELECT t.id, MOD(t.v, t.w) AS r FROM t ORDER BY t.id", sfDivBadI},
		{"SELECT t.id, t.d % t.x AS r FROM t ORDER BY t.id", sfDivBadF},
	} {
		want, err := run(c.sql, "snowflake", sfDivFine)
		if err != nil {
			t.Fatal(err)
		}
		for _, target := range []string{"hive", "spark", "doris", "trino", "presto", "duckdb"} {
			tr, err := lateral.Translate(c.sql, "snowflake", target, lateral.TranslateOptions{Schema: sfDivSchema})
			if err != nil {
				t.Fatalf("%s: %v", target, err)
			}
			q := strings.TrimSuffix(tr.SQL, ";")
			if got, err := run(q, target, sfDivFine); err != nil || got != want {
				t.Errorf("%s: %s gives %q (%v), want %q", target, q, got, err, want)
			}
			if got, err := run(q, target, sfDivFine+", "+c.bad); err == nil {
				t.Errorf("%s: %s gives %q for a zero divisor; Snowflake's remainder is taken to raise", target, q, got)
			}
			if target != "duckdb" {
				continue
			}
			ctx := context.Background()
			if err := duck.Exec(ctx, "DROP TABLE IF EXISTS t; CREATE TABLE t (id INTEGER, d DOUBLE, x DOUBLE, v DECIMAL(38, 0), w DECIMAL(38, 0)); INSERT INTO t VALUES "+sfDivFine); err != nil {
				t.Fatal(err)
			}
			if _, err := duck.Query(ctx, q); err != nil {
				t.Errorf("duckdb: fine rows: %v\n%s", err, q)
			}
			if err := duck.Exec(ctx, "INSERT INTO t VALUES "+c.bad); err != nil {
				t.Fatal(err)
			}
			if res, err := duck.Query(ctx, q); err == nil {
				t.Errorf("duckdb: a zero divisor gave %s\n%s", engines.FormatRows(res.Rows), q)
			}
		}
		if _, err := lateral.Translate(c.sql, "snowflake", "drill", lateral.TranslateOptions{Schema: sfDivSchema}); err == nil || !strings.Contains(err.Error(), "T074") {
			t.Errorf("drill: %s: got %v, want T074", c.sql, err)
		}
		for _, target := range []string{"postgres", "bigquery"} {
			tr, err := lateral.Translate(c.sql, "snowflake", target, lateral.TranslateOptions{Schema: sfDivSchema})
			if err == nil && strings.Contains(tr.SQL, "CASE") {
				t.Errorf("%s raises by itself: %s", target, tr.SQL)
			}
		}
	}
}
