package rewrite_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// Unaliased select items keep the source's names: the pass writes them as
// aliases where the target names items by another rule.
func TestItemNamesRewrite(t *testing.T) {
	for _, tc := range []struct {
		name, from, to, in, want string
	}{
		{"PostgreSQL to DuckDB", "postgres", "duckdb",
			"SELECT k, count(*), x + 1, upper(s) FROM t GROUP BY k, x, s",
			`SELECT k, count(*) AS count, x + 1 AS "?column?", upper(s) AS upper FROM t GROUP BY k, x, s`},
		{"DuckDB to PostgreSQL", "duckdb", "postgres",
			"SELECT k, count(*), x + 1 FROM t GROUP BY k, x",
			`SELECT k, count(*) AS "count_star()", x + 1 AS "(x + 1)" FROM t GROUP BY k, x`},
		{"Hive positions to Trino", "hive", "trino",
			"SELECT k, count(*), sum(x) FROM t GROUP BY k",
			"SELECT k, count(*) AS _c1, sum(x) AS _c2 FROM t GROUP BY k"},
		{"Trino positions to Hive", "trino", "hive",
			"SELECT count(*), k FROM t GROUP BY k",
			"SELECT count(*) AS `_col0`, k FROM t GROUP BY k"},
		{"a position counts aliased items", "hive", "postgres",
			"SELECT k AS a, x + 1 FROM t",
			"SELECT k AS a, x + 1 AS _c1 FROM t"},
		{"a star over known columns counts them", "trino", "postgres",
			"SELECT *, x + 1 FROM t",
			"SELECT *, x + 1 AS _col4 FROM t"},
		{"only the first branch of a UNION", "postgres", "duckdb",
			"SELECT x + 1 FROM t UNION ALL SELECT x + 2 FROM t",
			`SELECT x + 1 AS "?column?" FROM t UNION ALL SELECT x + 2 FROM t`},
		{"a derived table read by a star", "postgres", "duckdb",
			"SELECT * FROM (SELECT k, max(x) FROM t GROUP BY k) AS d",
			"SELECT * FROM (SELECT k, max(x) AS max FROM t GROUP BY k) AS d"},
		{"a WITH query", "postgres", "trino",
			"WITH w AS (SELECT k, max(x) FROM t GROUP BY k) SELECT w.max FROM w",
			"WITH w AS (SELECT k, max(x) AS max FROM t GROUP BY k) SELECT w.max FROM w"},
		{"a view", "postgres", "duckdb",
			"CREATE VIEW v AS SELECT k, x * 2 FROM t",
			`CREATE VIEW v AS SELECT k, x * 2 AS "?column?" FROM t`},
		{"CREATE TABLE AS", "trino", "postgres",
			"CREATE TABLE c AS SELECT k, x * 2 FROM t",
			"CREATE TABLE c AS SELECT k, x * 2 AS _col1 FROM t"},
		{"VALUES in FROM", "postgres", "duckdb",
			"SELECT * FROM (VALUES (1, 'a')) AS v",
			"SELECT * FROM (VALUES (1, 'a')) AS v(column1, column2)"},
		{"VALUES in FROM, a column named", "duckdb", "postgres",
			"SELECT * FROM (VALUES (1, 'a')) AS v(x)",
			"SELECT * FROM (VALUES (1, 'a')) AS v(x, col1)"},
		{"VALUES without an alias", "duckdb", "trino",
			"SELECT * FROM (VALUES (1, 'a'))",
			"SELECT * FROM (VALUES (1, 'a')) AS _v1(col0, col1)"},
		{"VALUES as the statement", "spark", "postgres",
			"VALUES (1, 'a'), (2, 'b') ORDER BY col1 DESC",
			"SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS _v1(col1, col2) ORDER BY col1 DESC NULLS LAST"},
		{"a derived table inside an IN subquery", "postgres", "duckdb",
			"SELECT k FROM t WHERE k IN (SELECT count FROM (SELECT count(*) FROM u) AS s)",
			"SELECT k FROM t WHERE k IN (SELECT count FROM (SELECT count(*) AS count FROM u) AS s)"},
		{"a derived table in a later UNION branch", "postgres", "duckdb",
			"SELECT k FROM t UNION ALL SELECT count FROM (SELECT count(*) FROM u) AS s",
			"SELECT k FROM t UNION ALL SELECT count FROM (SELECT count(*) AS count FROM u) AS s"},
		{"a derived table in an INSERT's query", "postgres", "duckdb",
			"INSERT INTO u SELECT count FROM (SELECT count(*) FROM t) AS s",
			"INSERT INTO u SELECT count FROM (SELECT count(*) AS count FROM t) AS s"},
		{"a column list naming the first columns", "postgres", "duckdb",
			"SELECT * FROM (SELECT 1, 2) AS s(a)",
			`SELECT * FROM (SELECT 1, 2 AS "?column?") AS s(a)`},
		{"the WITH query of a VALUES result", "postgres", "duckdb",
			"WITH w AS (SELECT count(*) FROM u) VALUES (1) UNION ALL SELECT count FROM w",
			"WITH w AS (SELECT count(*) AS count FROM u) SELECT * FROM (VALUES (1) UNION ALL SELECT count FROM w) AS _v1(column1)"},
		{"VALUES in WITH", "postgres", "trino",
			"WITH w AS (VALUES (1)) SELECT * FROM w",
			"WITH w (column1) AS (VALUES (1)) SELECT * FROM w"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, itemNamesOpts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "item_names", true)
			checkIdempotent(t, tr, tc.to, itemNamesOpts)
			for _, w := range tr.Warnings {
				if w.Code != "W026" { // upper's letters outside ASCII: case_mapping_test.go
					t.Errorf("warning: %v", w)
				}
			}
		})
	}
}

var itemNamesOpts = lateral.TranslateOptions{
	Schema:        "CREATE TABLE t (k INT, x INT, s TEXT, st ROW(f INT)); CREATE TABLE u (k INT)",
	SchemaDialect: "trino",
}

func TestItemNamesNoOp(t *testing.T) {
	for _, tc := range []struct{ name, from, to, in string }{
		{"the same dialect", "postgres", "postgres", "SELECT count(*), x + 1 FROM t"},
		{"Trino and Presto name alike", "trino", "presto", "SELECT count(*), x + 1 FROM t"},
		{"ANSI SQL promises no name", "ansi", "duckdb", "SELECT count(*), x + 1 FROM t"},
		{"aliased items and columns", "postgres", "duckdb", "SELECT k, t.x, count(*) AS n FROM t GROUP BY k, t.x"},
		{"an INSERT's query", "postgres", "duckdb", "INSERT INTO u SELECT max(k) FROM t"},
		{"a subquery in an expression", "postgres", "duckdb", "SELECT k FROM t WHERE x > (SELECT max(k) FROM u)"},
		{"a derived table naming its columns", "postgres", "duckdb", "SELECT d.m FROM (SELECT max(k) FROM t) AS d(m)"},
		{"a view naming its columns", "postgres", "duckdb", "CREATE VIEW v (m) AS SELECT max(k) FROM t"},
		{"a field access, Hive to Trino", "hive", "trino", "SELECT st.f FROM t"},
		{"VALUES named by an alias", "postgres", "duckdb", "SELECT * FROM (VALUES (1, 2)) AS v(a, b)"},
		{"VALUES in an IN list's subquery", "postgres", "duckdb", "SELECT k FROM t WHERE k IN (VALUES (1))"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, itemNamesOpts)
			if strings.Count(tr.SQL, " AS ") > strings.Count(tc.in, " AS ") {
				t.Errorf("got %s: an alias was added", tr.SQL)
			}
			checkFired(t, tr, "item_names", false)
		})
	}
}

// A SQL function's body is not a result anyone reads by name.
func TestItemNamesFunctionBody(t *testing.T) {
	in := "CREATE FUNCTION f(a int) RETURNS int LANGUAGE SQL AS $$ SELECT a + 1 $$"
	tr := mustTranslate(t, in, "postgres", "duckdb", lateral.TranslateOptions{})
	if strings.Contains(tr.SQL, "?column?") {
		t.Errorf("the body was named: %s", tr.SQL)
	}
}

// Where the source's name cannot be told, the translation says so once per
// statement, at the first such item.
func TestItemNamesWarn(t *testing.T) {
	for _, tc := range []struct {
		name, from, to, in string
		col                int
	}{
		{"Spark names items by their text", "spark", "trino", "SELECT k, count(*), x + 1 FROM t GROUP BY k, x", 11},
		{"a DuckDB name not reproduced", "duckdb", "postgres", "SELECT k, (x) + (k) FROM t", 11},
		{"a position after a star over unknown columns", "hive", "trino", "SELECT *, x + 1 FROM z", 11},
		{"a derived table read by a star", "snowflake", "duckdb", "SELECT * FROM (SELECT count(*) FROM t) AS d", 23},
		{"VALUES named by Hive", "hive", "postgres", "SELECT * FROM (VALUES (1, 2)) AS v", 16},
		{"a name longer than PostgreSQL keeps", "duckdb", "postgres",
			"SELECT k, CASE WHEN x = 1 THEN 'a' WHEN x = 2 THEN 'b' ELSE 'c' END FROM t", 11},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, itemNamesOpts)
			if len(tr.Warnings) != 1 || tr.Warnings[0].Code != "W012" || tr.Warnings[0].Span.Start.Col != tc.col {
				t.Errorf("warnings %v, want one W012 at column %d", tr.Warnings, tc.col)
			}
		})
	}
	// no warning where no one sees the name
	tr := mustTranslate(t, "SELECT d.k FROM (SELECT k, count(*) FROM t GROUP BY k) AS d", "spark", "trino", itemNamesOpts)
	if len(tr.Warnings) > 0 {
		t.Errorf("warnings %v for a name no one reads", tr.Warnings)
	}
}

// TestItemNamesAcrossEngines runs each expression of the name cases as an
// unaliased select item on PostgreSQL and on DuckDB, translates it to the
// other, runs the translation there, and compares the column names: they
// must be equal unless the translation warned (W012). Hive's and Trino's
// position names, translated to both, are checked the same way.
func TestItemNamesAcrossEngines(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	if err := pg.Exec(ctx, `CREATE TABLE t (k INTEGER, x INTEGER, y INTEGER, s TEXT, b BOOLEAN, a INTEGER[],
		l TEXT[], "a b" INTEGER, "value" INTEGER, "Mixed" INTEGER, x2 INTEGER)`); err != nil {
		t.Fatal(err)
	}
	if err := duck.Exec(ctx, duckdbNameSetup); err != nil {
		t.Fatal(err)
	}
	type counts struct{ same, warned, notRun int }
	run := func(from, to string, src, dst engines.Engine, exprs []string, want func(i int) (string, bool)) counts {
		var n counts
		for i, expr := range exprs {
			query := "SELECT " + expr + " FROM t"
			if _, col := selectItems(t, query, from)[0].(*ast.ColumnRef); col {
				continue // named after the table's column, whose case DuckDB keeps
			}
			name, ok := want(i)
			if !ok {
				n.notRun++
				continue
			}
			tr, err := lateral.Translate(query, from, to, lateral.TranslateOptions{})
			if err != nil {
				n.notRun++
				continue
			}
			if slices.ContainsFunc(tr.Warnings, func(w *diag.Diagnostic) bool { return w.Code == "W012" }) {
				n.warned++
				continue
			}
			res, err := dst.Query(ctx, tr.SQL)
			if err != nil {
				_ = dst.Exec(ctx, "rollback")
				n.notRun++
				continue
			}
			if res.Columns[0] != name {
				t.Errorf("%s %s: named %q; its translation %s names it %q on %s", from, query, name, tr.SQL, res.Columns[0], to)
				continue
			}
			n.same++
		}
		return n
	}
	// the source's own name, read on its engine
	onEngine := func(e engines.Engine, exprs []string) func(i int) (string, bool) {
		return func(i int) (string, bool) {
			res, err := e.Query(ctx, "SELECT "+exprs[i]+" FROM t")
			if err != nil {
				_ = e.Exec(ctx, "rollback")
				return "", false
			}
			return res.Columns[0], true
		}
	}
	var pgExprs, duckExprs []string
	for _, c := range postgresNameCases {
		pgExprs = append(pgExprs, c.expr)
	}
	for _, c := range duckdbNameCases {
		duckExprs = append(duckExprs, c.expr)
	}
	// least is how many names were compared when this test was written
	// (95 and 151), less a margin: fewer means translations or engines
	// started failing on the cases.
	report := func(what string, n counts, least int) {
		t.Logf("%s: %d names kept, %d warned, %d not run on both engines", what, n.same, n.warned, n.notRun)
		if n.same < least {
			t.Errorf("%s: %d names compared, want at least %d", what, n.same, least)
		}
	}
	report("postgres to duckdb", run("postgres", "duckdb", pg, duck, pgExprs, onEngine(pg, pgExprs)), 90)
	report("duckdb to postgres", run("duckdb", "postgres", duck, pg, duckExprs, onEngine(duck, duckExprs)), 145)

	// The columns of VALUES, named on each engine.
	for _, c := range []struct {
		from, to string
		src, dst engines.Engine
	}{{"postgres", "duckdb", pg, duck}, {"duckdb", "postgres", duck, pg}} {
		for _, q := range []string{"SELECT * FROM (VALUES (1, 'a')) AS v", "VALUES (1, 'a') ORDER BY 1",
			"SELECT * FROM (VALUES (1, 'a')) AS v(x)", "WITH w AS (VALUES (1, 2)) SELECT * FROM w",
			"SELECT * FROM (SELECT * FROM (VALUES (1, 'a')) AS v) AS d"} {
			want, err := c.src.Query(ctx, q)
			if err != nil {
				t.Fatalf("%s: %s: %v", c.from, q, err)
			}
			tr := mustTranslate(t, q, c.from, c.to, lateral.TranslateOptions{})
			got, err := c.dst.Query(ctx, tr.SQL)
			if err != nil {
				t.Fatalf("%s: %s: %v", c.to, tr.SQL, err)
			}
			if w, g := strings.Join(want.Columns, ", "), strings.Join(got.Columns, ", "); w != g {
				t.Errorf("%s %s names the columns (%s); its translation %s names them (%s) on %s", c.from, q, w, tr.SQL, g, c.to)
			}
		}
	}

	// Position names: an item that is not a column is named after its
	// position among the output columns.
	posExprs := []string{"k", "count(*)", "x + 1", "k AS z", "upper(s)", "CASE WHEN b THEN 1 END"}
	query := "SELECT " + strings.Join(posExprs, ", ") + " FROM t GROUP BY k, x, s, b"
	for _, c := range []struct{ from, prefix string }{{"hive", "_c"}, {"trino", "_col"}} {
		want := make([]string, len(posExprs))
		for i, e := range posExprs {
			switch {
			case e == "k":
				want[i] = "k"
			case strings.Contains(e, " AS "):
				want[i] = "z"
			default:
				want[i] = fmt.Sprintf("%s%d", c.prefix, i)
			}
		}
		for _, to := range []struct {
			name string
			e    engines.Engine
		}{{"postgres", pg}, {"duckdb", duck}} {
			tr := mustTranslate(t, query, c.from, to.name, lateral.TranslateOptions{})
			res, err := to.e.Query(ctx, tr.SQL)
			if err != nil {
				t.Errorf("%s on %s: %v", tr.SQL, to.name, err)
				continue
			}
			if got := strings.Join(res.Columns, ", "); got != strings.Join(want, ", ") {
				t.Errorf("%s to %s: %s names the columns (%s), want (%s)", c.from, to.name, tr.SQL, got, strings.Join(want, ", "))
			}
		}
	}
}
