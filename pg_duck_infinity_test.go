package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL 15 gives EXTRACT(YEAR) and date_part('year' | 'epoch' |
// 'century' ...) of an infinite date or timestamp as ±Infinity, DuckDB
// 1.5 as NULL (run here on both; rewrite/pg_duck_infinity.go). From DuckDB
// the PostgreSQL part is written NULL there: the rows agree. From
// PostgreSQL the DuckDB part (a BIGINT, which holds no infinity) raises for
// an infinite operand and keeps the finite ones; the other fields (MONTH)
// and the other date functions agree on infinity as they are.
func TestPgDuckInfiniteParts(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, ts TIMESTAMP, d DATE, tz TIMESTAMPTZ)"
	const finite = "INSERT INTO t VALUES (1, TIMESTAMP '2020-03-04 10:00:00', DATE '1999-12-31', TIMESTAMPTZ '2021-01-01 00:00:00+00'), (2, NULL, NULL, NULL)"
	const infinite = "INSERT INTO t VALUES (3, 'infinity', '-infinity', 'infinity'), (4, '-infinity', 'infinity', '-infinity')"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, finite)
	}
	opts := lateral.TranslateOptions{Schema: table}
	translate := func(sql, from, to string) string {
		t.Helper()
		tr, err := lateral.Translate(sql, from, to, opts)
		if err != nil {
			t.Fatalf("%s to %s: %s: %v", from, to, sql, err)
		}
		return tr.SQL
	}
	same := func(what string, a, b *engines.Result) {
		t.Helper()
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok {
			t.Errorf("%s: source (-) vs target (+): %s", what, diff)
		}
	}

	// from DuckDB: NULL in both, for finite and infinite rows alike
	const duckSQL = "SELECT id, year(ts) AS a, EXTRACT(YEAR FROM d) AS b, date_part('year', tz) AS c, EXTRACT(MONTH FROM ts) AS m, ts, d, date_trunc('month', ts) AS dt FROM t ORDER BY id"
	toPG := translate(duckSQL, "duckdb", "postgres")
	if !strings.Contains(toPG, "nullif(nullif(CASE WHEN CAST(ts AS TEXT) LIKE '% BC' THEN") {
		t.Errorf("duckdb to postgres: %s", toPG)
	}
	same("duckdb to postgres, finite", enginetest.Query(t, duck, duckSQL), enginetest.Query(t, pg, toPG))

	// from PostgreSQL: the finite rows agree
	const pgSQL = "SELECT id, EXTRACT(YEAR FROM ts) AS a, EXTRACT(YEAR FROM d) AS b, date_part('year', tz) AS c, date_part('century', d) AS e, EXTRACT(MONTH FROM ts) AS m FROM t ORDER BY id"
	toDuck := translate(pgSQL, "postgres", "duckdb")
	same("postgres to duckdb, finite", enginetest.Query(t, pg, pgSQL), enginetest.Query(t, duck, toDuck))

	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, infinite)
	}
	same("duckdb to postgres, infinite", enginetest.Query(t, duck, duckSQL), enginetest.Query(t, pg, toPG))
	src := enginetest.Query(t, pg, pgSQL)
	if got := engines.FormatRows(src.Rows); !strings.Contains(got, "Infinity") {
		t.Errorf("postgres: want ±Infinity, got %s", got)
	}
	if _, err := duck.Query(enginetest.Ctx(t), toDuck); err == nil || !strings.Contains(err.Error(), "an infinite date or timestamp") {
		t.Errorf("postgres to duckdb: want the guard's error, got %v\n%s", err, toDuck)
	}
	// the month, the cast to text, date_trunc and + INTERVAL need no guard
	const agree = "SELECT id, EXTRACT(MONTH FROM ts) AS m, CAST(ts AS TEXT) AS s, date_trunc('month', ts) AS dt, ts + INTERVAL '1 day' AS p, d < DATE '2000-01-01' AS lt FROM t ORDER BY id"
	same("postgres to duckdb, other functions", enginetest.Query(t, pg, agree), enginetest.Query(t, duck, translate(agree, "postgres", "duckdb")))
	// a constant operand is finite: no guard
	if s := translate("SELECT EXTRACT(YEAR FROM DATE '2020-01-01') AS a", "postgres", "duckdb"); strings.Contains(s, "error(") {
		t.Errorf("constant guarded: %s", s)
	}
	// a volatile operand would be evaluated twice: refused (T073)
	_, err := lateral.Translate("SELECT EXTRACT(YEAR FROM ts + random() * INTERVAL '1 day') AS a FROM t", "postgres", "duckdb", opts)
	if err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("volatile operand: want T073, got %v", err)
	}
}

// PostgreSQL 15 raises for a difference of dates with an infinite operand
// ("cannot subtract infinite dates"), DuckDB 1.5 gives a count of days
// (DATE 'infinity' - DATE '2020-01-01' is 2147465385): from PostgreSQL the
// difference is guarded so that DuckDB raises too (run here on both). A
// DATE beside an operand of unknown type raises only when that operand is
// a DATE (typeof): a DATE minus an integer is infinite in both.
func TestPgDuckInfiniteDateDiff(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE t (id INTEGER, d DATE, e DATE, n INTEGER)"
	const finite = "INSERT INTO t VALUES (1, DATE '2020-03-04', DATE '1999-12-31', 3), (2, NULL, DATE '2000-01-01', NULL)"
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, table)
		enginetest.Exec(t, e, finite)
	}
	translate := func(sql string, schema string) string {
		t.Helper()
		tr, err := lateral.Translate(sql, "postgres", "duckdb", lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		return tr.SQL
	}
	same := func(what, src, dst string) {
		t.Helper()
		a, b := enginetest.Query(t, pg, src), enginetest.Query(t, duck, dst)
		if ok, diff := engines.EqualRows(a.Rows, b.Rows, true); !ok {
			t.Errorf("%s: source (-) vs target (+): %s\n%s", what, diff, dst)
		}
	}
	const diff = "SELECT id, d - e AS a, DATE '2020-01-01' - e AS b, d - n AS c FROM t ORDER BY id"
	toDuck := translate(diff, table)
	same("finite", diff, toDuck)
	// unknown types (no schema): CAST(d AS DATE) beside e, a DATE, and n, an integer
	const unknown = "SELECT id, CAST(d AS DATE) - n AS c FROM t ORDER BY id"
	const unknownDates = "SELECT id, CAST(d AS DATE) - e AS c FROM t ORDER BY id"
	same("finite, unknown types", unknownDates, translate(unknownDates, ""))

	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "INSERT INTO t VALUES (3, 'infinity', DATE '2000-01-01', 1), (4, DATE '2000-01-01', '-infinity', 1)")
	}
	for _, q := range []string{diff, "SELECT id, DATE '2020-01-01' - e AS b FROM t ORDER BY id"} {
		if _, err := pg.Query(enginetest.Ctx(t), q); err == nil || !strings.Contains(err.Error(), "cannot subtract infinite dates") {
			t.Fatalf("postgres: want its error, got %v", err)
		}
		tr := translate(q, table)
		if _, err := duck.Query(enginetest.Ctx(t), tr); err == nil || !strings.Contains(err.Error(), "cannot subtract infinite dates") {
			t.Errorf("postgres to duckdb: want the guard's error, got %v\n%s", err, tr)
		}
	}
	if _, err := duck.Query(enginetest.Ctx(t), translate(unknownDates, "")); err == nil || !strings.Contains(err.Error(), "cannot subtract infinite dates") {
		t.Errorf("postgres to duckdb, unknown types: want the guard's error, got %v", err)
	}
	// an infinite DATE minus an integer is infinite in both
	same("date minus integer", unknown, translate(unknown, ""))
	same("date minus integer, typed", "SELECT id, d - n AS c FROM t ORDER BY id", translate("SELECT id, d - n AS c FROM t ORDER BY id", table))
	// a constant difference needs no guard
	if s := translate("SELECT DATE '2020-01-01' - DATE '2019-01-01' AS a", ""); strings.Contains(s, "error(") {
		t.Errorf("constant guarded: %s", s)
	}
}
