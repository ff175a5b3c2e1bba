package lateral_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// A script's CREATE TABLEs with the same struct declare its PostgreSQL
// composite type once, and the INSERT after them casts to that type.
func TestTranslateStructTablesToPostgres(t *testing.T) {
	sql := "CREATE TABLE a (x STRUCT<k:INT, v:STRING>);\n" +
		"CREATE TABLE b (y ARRAY<STRUCT<k:INT, v:STRING>>);\n" +
		"INSERT INTO b VALUES (CAST(array(struct(1, 'p')) AS ARRAY<STRUCT<k:INT, v:STRING>>))"
	tr, err := lateral.Translate(sql, "spark", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Statements) != 3 {
		t.Fatalf("%d statements, want 3:\n%s", len(tr.Statements), tr.SQL)
	}
	first, second, insert := tr.Statements[0].SQL, tr.Statements[1].SQL, tr.Statements[2].SQL
	decl, table, ok := strings.Cut(first, ";\n")
	if !ok || !strings.HasPrefix(decl, "CREATE TYPE LATERAL_STRUCT_") || !strings.HasSuffix(decl, " AS (k INTEGER, v TEXT)") {
		t.Fatalf("first statement does not declare the struct first:\n%s", first)
	}
	name := strings.Fields(decl)[2]
	if want := "CREATE TABLE a (x " + name + ")"; table != want {
		t.Errorf("table a = %q, want %q", table, want)
	}
	if want := "CREATE TABLE b (y " + name + "[])"; second != want {
		t.Errorf("table b = %q, want %q (the type declared once)", second, want)
	}
	if want := "INSERT INTO b VALUES (CAST(ARRAY[CAST(ROW(1, 'p') AS " + name + ")] AS " + name + "[]))"; insert != want {
		t.Errorf("insert = %q, want %q", insert, want)
	}
}

// Each struct constructor an INSERT puts into a composite column is cast
// to its type, also inside arrays and other structs, and a NULL element of
// an array of structs too: PostgreSQL types ROW(...) as record, which it
// assigns to a composite column only at the top level (checked on
// PostgreSQL 15).
func TestTranslateNestedStructValuesToPostgres(t *testing.T) {
	sql := "CREATE TABLE o (x STRUCT<n:INT, parts:ARRAY<STRUCT<k:INT>>>);\n" +
		"INSERT INTO o VALUES (named_struct('n', 1, 'parts', array(named_struct('k', 2), NULL)))"
	tr, err := lateral.Translate(sql, "spark", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Statements) != 2 {
		t.Fatalf("%d statements, want 2:\n%s", len(tr.Statements), tr.SQL)
	}
	var names []string
	for _, line := range strings.Split(tr.Statements[0].SQL, "\n") {
		if strings.HasPrefix(line, "CREATE TYPE ") {
			names = append(names, strings.Fields(line)[2])
		}
	}
	if len(names) != 2 {
		t.Fatalf("want two composite types declared, inner first:\n%s", tr.Statements[0].SQL)
	}
	k, x := names[0], names[1]
	want := "INSERT INTO o VALUES (CAST(ROW(1, ARRAY[CAST(ROW(2) AS " + k + "), CAST(NULL AS " + k + ")]) AS " + x + "))"
	if got := tr.Statements[1].SQL; got != want {
		t.Errorf("insert = %q\nwant     %q", got, want)
	}
	again, err := lateral.Translate(tr.SQL, "postgres", "postgres", lateral.TranslateOptions{})
	if err != nil || again.SQL != tr.SQL {
		t.Errorf("not idempotent: %v\n%v", err, again)
	}
}

// A declared struct type (DuckDB's CREATE TYPE ... AS STRUCT, PostgreSQL's
// composite type) keeps its name across the two, and a struct value put
// into a column of that type is cast to it by name (checked on
// PostgreSQL 15 and DuckDB).
func TestTranslateDeclaredStructTypes(t *testing.T) {
	duck := "CREATE TYPE item_t AS STRUCT(sku TEXT, qty INTEGER);\n" +
		"CREATE TABLE s (id INTEGER, items ITEM_T[], one item_t);\n" +
		"INSERT INTO s VALUES (1, [{'sku': 'a', 'qty': 1}, NULL], {'sku': 'b', 'qty': 2})"
	pg := "CREATE TYPE item_t AS (sku TEXT, qty INTEGER);\n" +
		"CREATE TABLE s (id INTEGER, items ITEM_T[], one ITEM_T);\n" +
		"INSERT INTO s VALUES (1, ARRAY[CAST(ROW('a', 1) AS ITEM_T), CAST(NULL AS ITEM_T)], CAST(ROW('b', 2) AS ITEM_T))"
	tr, err := lateral.Translate(duck, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil || tr.SQL != pg {
		t.Errorf("duckdb -> postgres: got %v, %v\nwant %s", tr, err, pg)
	}
	back := "CREATE TYPE item_t AS STRUCT(sku TEXT, qty INTEGER);\n" +
		"CREATE TABLE s (id INTEGER, items ITEM_T[], one ITEM_T);\n" +
		"INSERT INTO s VALUES (1, [CAST(row('a', 1) AS ITEM_T), CAST(NULL AS ITEM_T)], CAST(row('b', 2) AS ITEM_T))"
	tr, err = lateral.Translate(pg, "postgres", "duckdb", lateral.TranslateOptions{})
	if err != nil || tr.SQL != back {
		t.Errorf("postgres -> duckdb: got %v, %v\nwant %s", tr, err, back)
	}
	// No other target has a named struct type.
	if _, err := lateral.Translate(pg, "postgres", "trino", lateral.TranslateOptions{}); err == nil ||
		!strings.Contains(err.Error(), "CREATE TYPE") {
		t.Errorf("postgres -> trino: want CREATE TYPE refused, got %v", err)
	}
}

// A field read through a struct column is (x).f for PostgreSQL, which
// reads a.b.c as column c of table b in schema a: through a table's column,
// a bare column, an unnested element and a subquery's column (whose type is
// not known: rel.col.f is a field read in the source all the same). And
// IS [NOT] NULL of a struct is IS [NOT] DISTINCT FROM NULL: PostgreSQL's
// IS NULL is true of a row whose fields are all NULL, where DuckDB and
// Spark ask whether the struct itself is NULL. The rows were checked on
// PostgreSQL 15 and DuckDB: ({NULL, NULL} IS NULL is false in DuckDB).
func TestTranslateStructFieldReadsToPostgres(t *testing.T) {
	tables := "CREATE TABLE o (id INT, one STRUCT(a INT, n STRUCT(b INT)), items STRUCT(a INT, n STRUCT(b INT))[]);\n"
	for _, tc := range []struct{ in, want string }{
		{"SELECT o.id, o.one.a, one.n.b, one IS NULL AS x FROM o",
			"SELECT o.id, (o.one).a, (one).n.b, one IS NOT DISTINCT FROM NULL AS x FROM o"},
		{"SELECT o.id, u.e.n.b, e.a FROM o, unnest(o.items) AS u(e) WHERE e IS NOT NULL",
			"SELECT o.id, (u.e).n.b, (e).a FROM o CROSS JOIN LATERAL (SELECT unnest(o.items) AS e) AS u WHERE e IS DISTINCT FROM NULL"},
		{"SELECT o.id, u.e.a FROM o LEFT JOIN LATERAL (SELECT unnest(o.items) AS e) AS u ON TRUE ORDER BY u.e.n.b",
			"SELECT o.id, (u.e).a FROM o LEFT JOIN LATERAL (SELECT unnest(o.items) AS e) AS u ON TRUE ORDER BY (u.e).n.b"},
	} {
		tr, err := lateral.Translate(tables+tc.in, "duckdb", "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := tr.Statements[len(tr.Statements)-1].SQL; got != tc.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tc.in, got, tc.want)
		}
		again, err := lateral.Translate(tr.SQL, "postgres", "postgres", lateral.TranslateOptions{})
		if err != nil || again.SQL != tr.SQL {
			t.Errorf("%s: not idempotent: %v\n%v", tc.in, err, again)
		}
	}
}

// Without a schema, the element column of an unnest or explode may be a
// struct, so its IS [NOT] NULL is IS [NOT] DISTINCT FROM NULL for
// PostgreSQL, exact for a scalar and a row alike (checked on PostgreSQL 15
// with an INT[] and a composite array holding ROW(NULL, NULL) and NULL:
// the counts match DuckDB's IS NULL, where PostgreSQL's IS NULL also
// counts the row of NULLs). So is a table's or a subquery's column of
// unknown type. Each such rewrite is reported (W013). A column of known
// scalar type (from the script's CREATE TABLE, or a subquery's item) and a
// position column are left as written.
func TestTranslateUnknownElementIsNullToPostgres(t *testing.T) {
	for _, tc := range []struct{ from, in, want string }{
		{"duckdb", "SELECT o.id, e FROM o, unnest(o.items) AS u(e) WHERE e IS NOT NULL",
			"SELECT o.id, e FROM o CROSS JOIN LATERAL (SELECT unnest(o.items) AS e) AS u WHERE e IS DISTINCT FROM NULL"},
		{"duckdb", "SELECT o.id FROM o, unnest(o.items) AS u(e) WHERE u.e IS NULL",
			"SELECT o.id FROM o CROSS JOIN LATERAL (SELECT unnest(o.items) AS e) AS u WHERE u.e IS NOT DISTINCT FROM NULL"},
		{"spark", "SELECT id FROM o LATERAL VIEW explode(items) t AS e WHERE id IN (SELECT 1 WHERE e IS NULL)",
			"SELECT id FROM o CROSS JOIN LATERAL (SELECT unnest(items) AS e) AS t WHERE id IN (SELECT 1 WHERE e IS NOT DISTINCT FROM NULL)"},
		{"trino", "SELECT id FROM o CROSS JOIN UNNEST(items) WITH ORDINALITY AS t(e, n) WHERE e IS NULL AND n IS NOT NULL",
			"SELECT id FROM o CROSS JOIN LATERAL (SELECT unnest(items) AS e, generate_series(CAST(1 AS BIGINT), cardinality(items)) AS n) AS t WHERE e IS NOT DISTINCT FROM NULL AND n IS NOT NULL"},
		{"spark", "SELECT id FROM o LATERAL VIEW explode(array(1, 2)) t AS e WHERE e IS NULL",
			"SELECT id FROM o CROSS JOIN unnest(ARRAY[1, 2]) AS t(e) WHERE e IS NULL"},
		{"duckdb", "SELECT id FROM o WHERE x IS NULL", "SELECT id FROM o WHERE x IS NOT DISTINCT FROM NULL"},
		{"hive", "SELECT q.id FROM (SELECT id, lower(x) AS y FROM o) q WHERE q.y IS NOT NULL",
			"SELECT q.id FROM (SELECT id, lower(x) AS y FROM o) AS q WHERE q.y IS DISTINCT FROM NULL"},
		{"duckdb", "CREATE TABLE o (id INT, x INT); SELECT id FROM o WHERE x IS NULL", "SELECT id FROM o WHERE x IS NULL"},
		{"duckdb", "CREATE TABLE o (id INT, x INT); SELECT q.id FROM (SELECT id, x AS y FROM o) AS q WHERE q.y IS NULL",
			"SELECT q.id FROM (SELECT id, x AS y FROM o) AS q WHERE q.y IS NULL"},
		{"duckdb", "SELECT id FROM o WHERE x + 1 IS NULL", "SELECT id FROM o WHERE x + 1 IS NULL"},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if got := tr.Statements[len(tr.Statements)-1].SQL; got != tc.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tc.in, got, tc.want)
		}
		warned := false
		for _, w := range tr.Warnings {
			warned = warned || w.Code == "W013"
		}
		// W013 marks exactly the rewrites (of values of unknown type).
		if unknown := strings.Contains(tc.want, "DISTINCT FROM NULL"); warned != unknown {
			t.Errorf("%s: warning W013 %v, want %v (%v)", tc.in, warned, unknown, tr.Warnings)
		}
	}
}

// A DuckDB subquery in FROM that reads a relation to its left without
// LATERAL (DuckDB detects the lateral join) is LATERAL for PostgreSQL,
// which rejects the reference otherwise; and e.f, e a column of a
// subquery or of a table whose columns are not known, is (e).f, where
// PostgreSQL would look for a table e. With LATERAL_PG_DSN set, each
// translation runs on PostgreSQL and its rows are compared with the
// DuckDB source's.
func TestTranslateImplicitLateralToPostgres(t *testing.T) {
	const tables = "CREATE TYPE item_t AS STRUCT(sku TEXT, qty INTEGER);\n" +
		"CREATE TABLE s (id INTEGER, items item_t[], nums INTEGER[]);\n" +
		"INSERT INTO s VALUES (1, [{'sku': 'a', 'qty': 1}, {'sku': NULL, 'qty': NULL}, NULL], [1, NULL]), (2, NULL, NULL), (3, [{'sku': 'b', 'qty': 2}], [3]);\n"
	cases := []struct {
		schema   bool
		in, want string
	}{
		{true, "SELECT e.sku FROM (SELECT unnest(items) AS e FROM s) t ORDER BY 1",
			"SELECT (e).sku FROM (SELECT _g1.e AS e FROM s CROSS JOIN LATERAL (SELECT unnest(items) AS e) AS _g1) AS t ORDER BY 1"},
		{false, "SELECT e.sku FROM (SELECT unnest(items) AS e FROM s) t ORDER BY 1",
			"SELECT (e).sku FROM (SELECT _g1.e AS e FROM s CROSS JOIN LATERAL (SELECT unnest(items) AS e) AS _g1) AS t ORDER BY 1"},
		{true, "SELECT s.id, t.x.sku FROM s, (SELECT unnest(s.items) AS x) t ORDER BY 1, 2",
			"SELECT s.id, (t.x).sku FROM s, LATERAL (SELECT unnest(s.items) AS x) AS t ORDER BY 1, 2"},
		{true, "SELECT s.id, t.x.qty FROM s LEFT JOIN (SELECT unnest(items) AS x) t ON TRUE ORDER BY 1, 2",
			"SELECT s.id, (t.x).qty FROM s LEFT JOIN LATERAL (SELECT unnest(items) AS x) AS t ON TRUE ORDER BY 1, 2"},
		{true, "SELECT s.id, t.n FROM s CROSS JOIN (SELECT unnest(s.nums) AS n) t ORDER BY 1, 2",
			"SELECT s.id, t.n FROM s CROSS JOIN LATERAL (SELECT _g1.n AS n FROM unnest(s.nums) AS _g1(n)) AS t ORDER BY 1, 2"},
		{false, "SELECT s.id, t.x FROM s, (SELECT unnest(s.nums) AS x) t ORDER BY 1, 2",
			"SELECT s.id, t.x FROM s, LATERAL (SELECT unnest(s.nums) AS x) AS t ORDER BY 1, 2"},
		// No reference to the left: kept as written.
		{true, "SELECT s.id, t.x FROM s, (SELECT 1 AS x) t ORDER BY 1", "SELECT s.id, t.x FROM s, (SELECT 1 AS x) AS t ORDER BY 1"},
	}
	ctx := context.Background()
	var pg, duck engines.Engine
	if dsn := os.Getenv(pgtemp.EnvDSN); dsn != "" {
		var err error
		if pg, err = engines.Open(ctx, engines.Postgres, dsn); err != nil {
			t.Fatal(err)
		}
		defer pg.Close()
		if duck, err = engines.Open(ctx, engines.DuckDB, ""); err != nil {
			t.Fatal(err)
		}
		defer duck.Close()
		if err := duck.Exec(ctx, tables); err != nil {
			t.Fatal(err)
		}
		setup, err := lateral.Translate(tables, "duckdb", "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Fatal(err)
		}
		schema := fmt.Sprintf("lateral_implicit_%d", os.Getpid())
		if err := pg.Exec(ctx, "CREATE SCHEMA "+schema+"; SET search_path TO "+schema); err != nil {
			t.Fatal(err)
		}
		defer pg.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE; RESET search_path")
		if err := pg.Exec(ctx, setup.SQL); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range cases {
		sql := tc.in
		if tc.schema {
			sql = tables + tc.in
		}
		tr, err := lateral.Translate(sql, "duckdb", "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		got := tr.Statements[len(tr.Statements)-1].SQL
		if got != tc.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tc.in, got, tc.want)
			continue
		}
		if pg == nil {
			continue
		}
		want, err := duck.Query(ctx, tc.in)
		if err != nil {
			t.Errorf("%s: DuckDB: %v", tc.in, err)
			continue
		}
		rows, err := pg.Query(ctx, got)
		if err != nil {
			t.Errorf("%s: PostgreSQL: %v", got, err)
			continue
		}
		if ok, diff := engines.EqualRows(rows.Rows, want.Rows, true); !ok {
			t.Errorf("%s: PostgreSQL's rows differ from DuckDB's: %s", got, diff)
		}
	}
}

// DuckDB matches struct fields ignoring case: s.qty reads a field declared
// "Qty". PostgreSQL matches a quoted field exactly, so the read is
// (s)."Qty", and an unaliased item keeps the source's name qty (checked on
// PostgreSQL 15: both items return the field's value).
func TestTranslateQuotedFieldToPostgres(t *testing.T) {
	in := `CREATE TABLE t (id INT, s STRUCT("Qty" INT, sku VARCHAR));
SELECT t.s.qty, s.Qty AS n, t.s.sku FROM t`
	tr, err := lateral.Translate(in, "duckdb", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	want := `SELECT (t.s)."Qty" AS qty, (s)."Qty" AS n, (t.s).sku FROM t`
	if got := tr.Statements[len(tr.Statements)-1].SQL; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}
