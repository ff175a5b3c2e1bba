package lateral_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// PostgreSQL raises for a string it cannot read as the integer type it is
// cast to, where DuckDB rounds '1.5' and reads '0x10', '1_000', '1e3', and
// Hive and Spark drop the fraction or give NULL (rewrite/pg_string_int_cast.go).
// The strings PostgreSQL reads keep their values; each other one raises.
const (
	pgIntSchema = "CREATE TABLE t (id INT, s TEXT)"
	pgIntQuery  = "SELECT t.id, CAST(t.s AS INT) AS i FROM t ORDER BY t.id"
	pgIntFine   = "(1, ' -7 '), (2, '+0'), (3, '007'), (4, NULL), (5, E'\\t5\\n'), (6, '2147483647')"
	pgIntWant   = "(1, -7)\n(2, 0)\n(3, 7)\n(4, NULL)\n(5, 5)\n(6, 2147483647)"
)

// pgIntBad are strings PostgreSQL 15 raises for (PostgreSQL syntax).
var pgIntBad = []string{"'1.5'", "'0x10'", "'1_000'", "'1e3'", "'5.'", "' '", "''", "'2147483648'", "'abc'", "E'5\\u2028'"}

func TestPgStringIntCastEngines(t *testing.T) {
	ctx := context.Background()
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	tr, err := lateral.Translate(pgIntQuery, "postgres", "duckdb", lateral.TranslateOptions{Schema: pgIntSchema})
	if err != nil {
		t.Fatal(err)
	}
	duckSQL := strings.TrimSuffix(tr.SQL, ";")
	load := func(rows string) {
		t.Helper()
		enginetest.Exec(t, pg, "DROP TABLE IF EXISTS t; "+pgIntSchema+"; INSERT INTO t VALUES "+rows)
		// the same strings, written for DuckDB
		enginetest.Exec(t, duck, "DROP TABLE IF EXISTS t; CREATE TABLE t (id INTEGER, s VARCHAR); INSERT INTO t VALUES "+
			strings.NewReplacer(`E'\t5\n'`, "chr(9) || '5' || chr(10)", `E'5\u2028'`, "'5' || chr(8232)").Replace(rows))
	}
	load(pgIntFine)
	for name, e := range map[string]struct {
		eng engines.Engine
		sql string
	}{"postgres": {pg, pgIntQuery}, "duckdb": {duck, duckSQL}} {
		res, err := e.eng.Query(ctx, e.sql)
		if err != nil {
			t.Fatalf("%s: %v\n%s", name, err, e.sql)
		}
		if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != pgIntWant {
			t.Errorf("%s: got\n%s\nwant\n%s\n%s", name, got, pgIntWant, e.sql)
		}
	}
	for _, bad := range pgIntBad {
		load("(9, " + bad + ")")
		if _, err := pg.Query(ctx, pgIntQuery); err == nil {
			t.Errorf("postgres: %s gave no error", bad)
		}
		if res, err := duck.Query(ctx, duckSQL); err == nil {
			t.Errorf("duckdb: %s gave %s, where postgres raises\n%s", bad, engines.FormatRows(res.Rows), duckSQL)
		}
	}
}

// The reference executor runs the Hive and Spark translations, and the
// DuckDB one: the same values, and an error for each string PostgreSQL
// raises for.
func TestPgStringIntCastReference(t *testing.T) {
	fine := strings.ReplaceAll(pgIntFine, `E'\t5\n'`, "'\t5\n'")
	for _, target := range []string{"hive", "spark", "duckdb"} {
		tr, err := lateral.Translate(pgIntQuery, "postgres", target, lateral.TranslateOptions{Schema: pgIntSchema})
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		got, err := refText(target, tr.SQL, pgIntSchema+"; INSERT INTO t VALUES "+fine)
		if err != nil {
			t.Fatalf("%s: %v\n%s", target, err, tr.SQL)
		}
		if want, _ := refText("postgres", pgIntQuery, pgIntSchema+"; INSERT INTO t VALUES "+fine); got != want {
			t.Errorf("%s: got %s, want %s\n%s", target, got, want, tr.SQL)
		}
		for _, bad := range pgIntBad {
			bad = strings.ReplaceAll(strings.TrimPrefix(bad, "E"), `\u2028`, "\u2028")
			if got, err := refText(target, tr.SQL, pgIntSchema+"; INSERT INTO t VALUES (9, "+bad+")"); err == nil {
				t.Errorf("%s: %s gave %s, where postgres raises\n%s", target, bad, got, tr.SQL)
			}
		}
	}
}

// A string literal PostgreSQL cannot read is refused (T150); an operand of
// unknown type is kept with a warning (W030), as is a string toward
// Snowflake, BigQuery and Doris; Trino, which raises for these strings
// itself, keeps the cast.
func TestPgStringIntCastDiagnostics(t *testing.T) {
	if _, err := lateral.Translate("SELECT CAST('1.5' AS INT)", "postgres", "duckdb", lateral.TranslateOptions{}); err == nil || !strings.Contains(err.Error(), "T150") {
		t.Errorf("literal '1.5': got %v, want T150", err)
	}
	if _, err := lateral.Translate("SELECT CAST(' 7' AS SMALLINT)", "postgres", "spark", lateral.TranslateOptions{}); err != nil {
		t.Errorf("literal ' 7': %v", err)
	}
	tr, err := lateral.Translate("SELECT CAST(u AS INT) FROM t", "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil || !strings.Contains(tr.SQL, "CAST(u AS INTEGER)") || !strings.Contains(fmt.Sprint(tr.Warnings), "W030") {
		t.Errorf("unknown operand: %v %+v", err, tr)
	}
	// Snowflake's INTEGER holds '99999999999' and BigQuery reads '0x10':
	// kept, with the warning
	for _, target := range []string{"snowflake", "bigquery", "doris"} {
		tr, err := lateral.Translate(pgIntQuery, "postgres", target, lateral.TranslateOptions{Schema: pgIntSchema})
		if err != nil || !strings.Contains(fmt.Sprint(tr.Warnings), "W030") {
			t.Errorf("%s: %v %+v", target, err, tr)
		}
	}
	tr, err = lateral.Translate(pgIntQuery, "postgres", "trino", lateral.TranslateOptions{Schema: pgIntSchema})
	if err != nil || !strings.Contains(tr.SQL, "CAST(t.s AS INTEGER) AS i") {
		t.Errorf("trino: %v %+v", err, tr)
	}
}

// The other spellings of the cast of a string literal: the typed literal
// INTEGER '1.5', and a string literal PostgreSQL reads as the type of the
// integer operand it meets (comparison, arithmetic, IN, BETWEEN). Each
// refused one raises on PostgreSQL 15, where DuckDB compares with 2 and
// Hive and Spark compare as doubles; the ones PostgreSQL reads are kept.
func TestPgStringIntOperands(t *testing.T) {
	ctx := context.Background()
	pg := enginetest.Postgres(t)
	const schema = "CREATE TABLE u (sm SMALLINT, i INT, b BIGINT)"
	enginetest.Exec(t, pg, "DROP TABLE IF EXISTS u; "+schema+"; INSERT INTO u VALUES (1, 1, 1)")
	for _, q := range []string{
		"SELECT INTEGER '1.5' FROM u", "SELECT int2 '40000' FROM u", "SELECT i FROM u WHERE i = '1.5'",
		"SELECT i FROM u WHERE '1e0' = i", "SELECT i + '0x10' FROM u", "SELECT i FROM u WHERE i IN ('2', '1e0')",
		"SELECT i FROM u WHERE i BETWEEN '0' AND '2147483648'", "SELECT i FROM u WHERE sm = '40000'", "SELECT sm * '' FROM u",
	} {
		if _, err := pg.Query(ctx, q); err == nil {
			t.Errorf("postgres: %s gave no error", q)
		}
		for _, target := range []string{"duckdb", "hive", "spark", "snowflake"} {
			if _, err := lateral.Translate(q, "postgres", target, lateral.TranslateOptions{Schema: schema}); err == nil || !strings.Contains(err.Error(), "T150") {
				t.Errorf("%s %s: got %v, want T150", target, q, err)
			}
		}
	}
	for _, q := range []string{
		"SELECT INTEGER ' 7' FROM u", "SELECT i FROM u WHERE i = ' +1 ' OR i IN ('007', '-0')",
		"SELECT i FROM u WHERE b = '3000000000'", "SELECT i FROM u WHERE CAST(i AS TEXT) = '1.5'",
	} {
		if _, err := pg.Query(ctx, q); err != nil {
			t.Errorf("postgres: %s: %v", q, err)
		}
		for _, target := range []string{"duckdb", "hive", "spark", "snowflake"} {
			if _, err := lateral.Translate(q, "postgres", target, lateral.TranslateOptions{Schema: schema}); err != nil {
				t.Errorf("%s %s: %v", target, q, err)
			}
		}
	}
}

// A cast in a query's ORDER BY, which is not part of its SELECT, is guarded
// too (it was kept, with a W030 saying the column's type is not known, and
// DuckDB sorted '1.5' as 2 where PostgreSQL raises).
func TestPgStringIntCastOrderBy(t *testing.T) {
	ctx := context.Background()
	duck := enginetest.DuckDB(t)
	for _, q := range []string{"SELECT t.id FROM t ORDER BY CAST(t.s AS INT)", "SELECT s::int AS v, count(*) AS n FROM t GROUP BY s::int ORDER BY s::int"} {
		tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: pgIntSchema})
		if err != nil || strings.Contains(fmt.Sprint(tr.Warnings), "W030") {
			t.Fatalf("%s: %v %+v", q, err, tr)
		}
		enginetest.Exec(t, duck, "DROP TABLE IF EXISTS t; CREATE TABLE t (id INTEGER, s VARCHAR); INSERT INTO t VALUES (1, '5'), (2, ' 7')")
		if _, err := duck.Query(ctx, strings.TrimSuffix(tr.SQL, ";")); err != nil {
			t.Errorf("%s: %v\n%s", q, err, tr.SQL)
		}
		enginetest.Exec(t, duck, "INSERT INTO t VALUES (3, '1.5')")
		if res, err := duck.Query(ctx, strings.TrimSuffix(tr.SQL, ";")); err == nil {
			t.Errorf("%s: '1.5' gave %s, where postgres raises\n%s", q, engines.FormatRows(res.Rows), tr.SQL)
		}
	}
}
