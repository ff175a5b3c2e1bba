package lateral_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// PostgreSQL's substring(s, p, l) raises for a negative l (PostgreSQL 15:
// "negative substring length not allowed"; substring(NULL, 2, -1) is
// NULL); the translations test the length and raise too, while the rows
// that are fine keep their values (rewrite/substr_negative_length.go).
// Run on DuckDB (in process), on PostgreSQL when LATERAL_PG_DSN names one,
// and on the reference executor for the other targets.
func TestSubstrNegativeLength(t *testing.T) {
	const src = "SELECT t.id, substring(t.s, t.p, t.l) AS a FROM t ORDER BY t.id"
	const fine = "(1, 'hello', 2, 3), (2, 'hello', -1, 3), (3, 'hello', 2, 0), (4, NULL, 2, -1), (5, 'hello', NULL, -1), (6, 'hello', 2, NULL)"
	const want = "(1, 'ell')\n(2, 'h')\n(3, '')\n(4, NULL)\n(5, NULL)\n(6, NULL)"
	const bad = "(7, 'hello', 2, -1)"
	dsn := map[string]string{engines.DuckDB: "", engines.Postgres: os.Getenv("LATERAL_PG_DSN")}
	ran := 0
	for kind, target := range map[string]string{engines.DuckDB: "duckdb", engines.Postgres: "postgres"} {
		if dsn[kind] == "" && kind == engines.Postgres {
			continue
		}
		ctx := context.Background()
		e, err := engines.Open(ctx, kind, dsn[kind])
		if errors.Is(err, engines.ErrNoDuckDB) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		defer e.Close()
		create := "CREATE TABLE t (id INTEGER, s VARCHAR, p INTEGER, l INTEGER)"
		if kind == engines.Postgres {
			create = "CREATE TEMP TABLE t (id INTEGER, s VARCHAR, p INTEGER, l INTEGER)"
		}
		if err := e.Exec(ctx, create+"; INSERT INTO t VALUES "+fine); err != nil {
			t.Fatal(err)
		}
		queries := map[string]string{"the source": src}
		// the schema tells the overload of SUBSTRING (T104 without it)
		tr, err := lateral.Translate(src, "postgres", target, lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, s VARCHAR, p INTEGER, l INTEGER)"})
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		queries["the translation"] = tr.SQL
		for what, q := range queries {
			if kind == engines.DuckDB && what == "the source" {
				continue
			}
			res, err := e.Query(ctx, q)
			if err != nil {
				t.Fatalf("%s, %s: fine rows: %v\n%s", target, what, err, q)
			}
			if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != want {
				t.Errorf("%s, %s: fine rows: got\n%s\nwant\n%s", target, what, got, want)
			}
		}
		if err := e.Exec(ctx, "INSERT INTO t VALUES "+bad); err != nil {
			t.Fatal(err)
		}
		for what, q := range queries {
			if kind == engines.DuckDB && what == "the source" {
				continue
			}
			if res, err := e.Query(ctx, q); err == nil {
				t.Errorf("%s, %s: a negative length gave %s; PostgreSQL raises an error", target, what, engines.FormatRows(res.Rows))
			}
		}
		ran++
	}
	if ran == 0 {
		t.Skip("no engine")
	}
}

// The reference executor runs the translations to the other targets: the
// fine rows keep their values, a negative length raises.
func TestSubstrNegativeLengthReference(t *testing.T) {
	const src = "SELECT t.id, substring(t.s, t.p, t.l) AS a FROM t"
	setup := "CREATE TABLE t (id INT, s STRING, p INT, l INT); INSERT INTO t VALUES (1, 'hello', 2, 3), (2, 'hello', -1, 3), (3, NULL, 2, -1)"
	badSetup := "CREATE TABLE t (id INT, s STRING, p INT, l INT); INSERT INTO t VALUES (1, 'hello', 2, -1)"
	run := func(sql, dialect, setup string) (string, error) {
		return refText(dialect, sql, setup)
	}
	want, err := run(src, "postgres", setup)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := run(src, "postgres", badSetup); err == nil {
		t.Fatal("postgres: a negative length raises no error")
	}
	for _, target := range []string{"hive", "spark", "doris", "trino", "presto", "snowflake", "bigquery", "duckdb"} {
		tr, err := lateral.Translate(src, "postgres", target, lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, s TEXT, p INT, l INT)"})
		if err != nil {
			t.Fatalf("%s: %v", target, err)
		}
		q := strings.TrimSuffix(tr.SQL, ";")
		if got, err := run(q, target, setup); err != nil || got != want {
			t.Errorf("%s: %s gives %q (%v), want %q", target, q, got, err, want)
		}
		if got, err := run(q, target, badSetup); err == nil {
			t.Errorf("%s: %s gives %q for a negative length; PostgreSQL raises an error", target, q, got)
		}
	}
}
