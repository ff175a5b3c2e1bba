package executor_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/executor"
)

// Behaviour the peer suites (DuckDB sqllogictests, CockroachDB logic
// tests, conformance/peers) check, run end to end from SQL.

type sqlCase struct {
	name    string
	dialect string
	setup   []string
	query   string
	want    []string // rows as "v1 | v2", in order
	err     string   // or an error containing this
}

func runSQL(t *testing.T, c sqlCase) {
	t.Helper()
	db := executor.NewDatabase()
	opts := lateral.RunOptions{Database: db}
	ctx := context.Background()
	for _, s := range c.setup {
		r, err := lateral.Run(ctx, s, c.dialect, opts)
		if err != nil {
			t.Fatalf("%s: setup %q: %v", c.name, s, err)
		}
		if _, err := r.All(); err != nil {
			t.Fatalf("%s: setup %q: %v", c.name, s, err)
		}
		r.Close()
	}
	r, err := lateral.Run(ctx, c.query, c.dialect, opts)
	var rows [][]executor.Value
	if err == nil {
		rows, err = r.All()
		r.Close()
	}
	if c.err != "" {
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: want an error containing %q, got %v (%d rows)", c.name, c.err, err, len(rows))
		}
		return
	}
	if err != nil {
		t.Errorf("%s: %v", c.name, err)
		return
	}
	var got []string
	for _, row := range rows {
		parts := make([]string, len(row))
		for i, v := range row {
			parts[i] = v.String()
		}
		got = append(got, strings.Join(parts, " | "))
	}
	if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
		t.Errorf("%s:\n got %q\nwant %q", c.name, got, c.want)
	}
}

func TestSessionSettings(t *testing.T) {
	ints := []string{"CREATE TABLE i (v INTEGER)", "INSERT INTO i VALUES (2), (NULL), (1)"}
	for _, c := range []sqlCase{
		{name: "duckdb default: NULLs last", dialect: "duckdb", setup: ints,
			query: "SELECT v FROM i ORDER BY v", want: []string{"1", "2", "NULL"}},
		{name: "SET default_null_order", dialect: "duckdb", setup: append(ints, "SET default_null_order='nulls_first'"),
			query: "SELECT v FROM i ORDER BY v DESC", want: []string{"NULL", "2", "1"}},
		{name: "PRAGMA default_null_order", dialect: "duckdb", setup: append(ints, "PRAGMA default_null_order='nulls_first_on_asc_last_on_desc'"),
			query: "SELECT v FROM i ORDER BY v DESC", want: []string{"2", "1", "NULL"}},
		{name: "bad null order", dialect: "duckdb", query: "SET default_null_order='sideways'", err: "unknown null order"},
		{name: "scalar subquery of several rows", dialect: "duckdb", setup: ints,
			query: "SELECT (SELECT v FROM i WHERE v IS NOT NULL ORDER BY v)", err: "more than one row"},
		{name: "scalar_subquery_error_on_multiple_rows=false", dialect: "duckdb",
			setup: append(ints, "SET scalar_subquery_error_on_multiple_rows=false"),
			query: "SELECT (SELECT v FROM i WHERE v IS NOT NULL ORDER BY v)", want: []string{"1"}},
	} {
		runSQL(t, c)
	}
}

func TestSelectListUnnest(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "recursive", dialect: "duckdb", query: "SELECT UNNEST([[1, 2], [3]], recursive := true)",
			want: []string{"1", "2", "3"}},
		{name: "max_depth", dialect: "duckdb", query: "SELECT UNNEST([[[1, 2]], [[3], []]], max_depth := 2)",
			want: []string{"[1, 2]", "[3]", "[]"}},
		{name: "recursive zips at the top level", dialect: "duckdb",
			query: "SELECT UNNEST([[1, 2, 3], [4, 5]], recursive := true) AS a, UNNEST([1, 2, 3], max_depth := 1) AS b",
			want:  []string{"1 | 1", "2 | 2", "3 | 3", "4 | 1", "5 | 2", "NULL | 3"}},
		{name: "nested unnest", dialect: "duckdb", query: "SELECT UNNEST(UNNEST([[1, 2], [3]]), max_depth := 1)",
			want: []string{"1", "2", "3"}},
		{name: "struct expands into columns", dialect: "duckdb",
			query: "SELECT UNNEST({'a': 42, 'b': {'c': {'x': 4}, 'd': 99}}, max_depth := 2)",
			want:  []string{"42 | {'x': 4} | 99"}},
		{name: "keep_parent_names", dialect: "duckdb",
			query: `SELECT "b.c" FROM (SELECT UNNEST({'a': 1, 'b': {'c': 2}}, recursive := true, keep_parent_names := true))`,
			want:  []string{"2"}},
		{name: "list of structs, recursive", dialect: "duckdb",
			query: "SELECT UNNEST([{'a': 42, 'b': 88}, {'a': NULL, 'b': 99}], recursive := true)",
			want:  []string{"42 | 88", "NULL | 99"}},
		{name: "lists inside structs stay", dialect: "duckdb", query: "SELECT UNNEST({'a': [1, 2]}, recursive := true)",
			want: []string{"[1, 2]"}},
		{name: "struct only as a whole item", dialect: "duckdb",
			query: "SELECT UNNEST({'a': 1}, recursive := true) + 1", err: "root element"},
		{name: "unnest of a struct column (canonical form)", dialect: "duckdb",
			setup: []string{"CREATE TABLE s AS SELECT {'a': 1, 'b': 'x'} AS v, 7 AS i"},
			query: "SELECT UNNEST(v), i FROM s ORDER BY 3", want: []string{"1 | x | 7"}},
		{name: "unknown parameter", dialect: "duckdb", query: "SELECT UNNEST([1], depth := 1)", err: "no parameter depth"},
	} {
		runSQL(t, c)
	}
}

func TestSetReturningFunctionsPostgres(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "a table function in a select list yields records", dialect: "postgres",
			query: "SELECT information_schema._pg_expandarray(ARRAY['b', 'a'])",
			want:  []string{"{'x': 'b', 'n': 1}", "{'x': 'a', 'n': 2}"}},
		{name: "a field of its record", dialect: "postgres",
			query: "SELECT (information_schema._pg_expandarray(ARRAY[5, 6])).n", want: []string{"1", "2"}},
		{name: "zipped with unnest", dialect: "postgres",
			query: "SELECT generate_subscripts(ARRAY[7, 8, 9], 1), unnest(ARRAY['a'])",
			want:  []string{"1 | a", "2 | NULL", "3 | NULL"}},
		{name: "two generate_series keep their columns apart", dialect: "postgres",
			query: "SELECT generate_series(1, 2), generate_series(3, 4)", want: []string{"1 | 3", "2 | 4"}},
		{name: "a scalar function in FROM is one row", dialect: "postgres",
			query: "SELECT * FROM upper('a') AS u", want: []string{"A"}},
		{name: "current_schema", dialect: "postgres", query: "SELECT current_schema(), current_schemas(false)",
			want: []string{"public | ['public']"}},
		{name: "strict NULL through scalar subqueries", dialect: "postgres",
			query: "SELECT unnest((SELECT current_schemas((SELECT isnan((SELECT round(3.4, (SELECT generate_series(1, 0)))))))))"},
	} {
		runSQL(t, c)
	}
}

func TestPeerFunctions(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "DuckDB range with a zero step", dialect: "duckdb", query: "SELECT range(1, 10, 0)", want: []string{"[]"}},
		{name: "a DuckDB macro", dialect: "duckdb", setup: []string{"CREATE FUNCTION f(a, b) AS (SELECT a + b * 10)"},
			query: "SELECT f(1, 2), f(x, 0) FROM (VALUES (5)) t(x)", want: []string{"21 | 5"}},
		{name: "a SQL scalar function", dialect: "postgres",
			setup: []string{"CREATE FUNCTION twice(x integer) RETURNS integer LANGUAGE sql AS 'SELECT x * 2'"},
			query: "SELECT twice(21)", want: []string{"42"}},
		// Trino's manual writes the pattern with \s, which Joni reads as a
		// Unicode class the executor refuses (internal/regexflavor,
		// joni.go); a space reads alike.
		{name: "Trino regexp_split keeps trailing empty strings", dialect: "trino",
			query: `SELECT regexp_split('1a 2b 14m', ' *[a-z]+ *')`, want: []string{"['1', '2', '14', '']"}},
		{name: "Trino's backslash-s is not run", dialect: "trino",
			query: `SELECT regexp_split('1a 2b 14m', '\s*[a-z]+\s*')`, err: "a class of Unicode characters"},
		{name: "substring with a huge length", dialect: "hive",
			query: "SELECT substring('hello', 2, 9223372036854775807)", want: []string{"ello"}},
		{name: "Trino UNNEST of rows with one alias per field", dialect: "trino",
			setup: []string{"CREATE TABLE t (sa ARRAY(ROW(a INTEGER, b VARCHAR)))",
				"INSERT INTO t VALUES (ARRAY[CAST(ROW(NULL, 'x') AS ROW(a INTEGER, b VARCHAR))])"},
			query: "SELECT u.b FROM t LEFT JOIN UNNEST(t.sa) AS u(a, b) ON TRUE", want: []string{"x"}},
	} {
		runSQL(t, c)
	}
}

// DuckDB's lateral column aliases ("Friendly SQL": a select item may use
// an earlier item's alias), behind Options.LateralColumnAliases, which
// lateral.Run sets for duckdb only.
func TestLateralColumnAliases(t *testing.T) {
	q := "SELECT 1 AS a, a + 1 AS b, b * 10 AS c"
	runSQL(t, sqlCase{name: "duckdb", dialect: "duckdb", query: q, want: []string{"1 | 2 | 20"}})
	runSQL(t, sqlCase{name: "a column of the FROM clause wins over an alias", dialect: "duckdb",
		setup: []string{"CREATE TABLE t (a INTEGER)", "INSERT INTO t VALUES (5)"},
		query: "SELECT 1 AS a, a + 1 AS b FROM t", want: []string{"1 | 6"}})
	r, err := lateral.Run(context.Background(), q, "postgres", lateral.RunOptions{})
	if err == nil {
		r.Close()
		t.Fatalf("postgres has no lateral column aliases: %q should fail", q)
	}
	e := executor.New(executor.Options{LateralColumnAliases: true})
	st, perr := lateral.Parse(q, "duckdb", lateral.Limits{})
	if perr != nil {
		t.Fatal(perr)
	}
	_, rows, err := e.Query(context.Background(), st.Stmts[0].(*ast.QueryStmt).Query)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1 || rows[0][2].String() != "20" {
		t.Errorf("got %v", rows)
	}
}

// A name inside an ORDER BY expression: PostgreSQL reads FROM columns only,
// DuckDB a FROM column else the output name (both checked on the engines:
// with t(x, y), SELECT x AS y FROM t ORDER BY y + 0 orders by t.y on both,
// and without t.y PostgreSQL rejects ORDER BY z + 0 where DuckDB reads the
// output z), Trino the output name first (its ORDER BY scope is the
// output scope, the FROM columns its parent).
func TestOrderByExpressionAliases(t *testing.T) {
	setup := []string{"CREATE TABLE t (x INTEGER, y INTEGER)", "INSERT INTO t VALUES (1, 30), (2, 20), (3, 10)"}
	for _, c := range []sqlCase{
		{name: "postgres reads the FROM column", dialect: "postgres", setup: setup,
			query: "SELECT x AS y FROM t ORDER BY y + 0", want: []string{"3", "2", "1"}},
		{name: "duckdb reads the FROM column", dialect: "duckdb", setup: setup,
			query: "SELECT x AS y FROM t ORDER BY y + 0", want: []string{"3", "2", "1"}},
		{name: "duckdb reads the output name when FROM has none", dialect: "duckdb", setup: setup,
			query: "SELECT x * 10 AS z FROM t ORDER BY -z", want: []string{"30", "20", "10"}},
		{name: "trino reads the output name first", dialect: "trino", setup: setup,
			query: "SELECT x AS y FROM t ORDER BY y + 0", want: []string{"1", "2", "3"}},
		{name: "postgres rejects an output name in an expression", dialect: "postgres", setup: setup,
			query: "SELECT x * 10 AS z FROM t ORDER BY -z", err: "column z does not exist"},
	} {
		runSQL(t, c)
	}
}

// DuckDB's WHERE reads a select item's alias when FROM has no column of
// that name, before the columns of the queries around (checked on DuckDB
// 1.5); PostgreSQL's reads FROM columns only.
func TestWhereAliases(t *testing.T) {
	setup := []string{"CREATE TABLE t (x INTEGER)", "INSERT INTO t VALUES (1), (3), (10)",
		"CREATE TABLE o (y INTEGER)", "INSERT INTO o VALUES (100), (2)"}
	for _, c := range []sqlCase{
		{name: "an alias", dialect: "duckdb", setup: setup,
			query: "SELECT x + 1 AS y FROM t WHERE y > 3 ORDER BY 1", want: []string{"4", "11"}},
		{name: "an alias reading an earlier one", dialect: "duckdb", setup: setup,
			query: "SELECT x + 1 AS y, y + 1 AS z FROM t WHERE z > 3 ORDER BY 1", want: []string{"4 | 5", "11 | 12"}},
		{name: "a FROM column first", dialect: "duckdb", setup: setup,
			query: "SELECT x * 100 AS x FROM t WHERE x > 2 ORDER BY 1", want: []string{"300", "1000"}},
		{name: "the subquery's alias before the outer column", dialect: "duckdb", setup: setup,
			query: "SELECT o.y FROM o WHERE EXISTS (SELECT x + 90 AS y FROM t WHERE y = 100) ORDER BY 1", want: []string{"2", "100"}},
		{name: "an aggregate's alias", dialect: "duckdb", setup: setup,
			query: "SELECT count(*) AS c FROM t WHERE c > 1", err: "not allowed"},
		{name: "postgres reads FROM only", dialect: "postgres", setup: setup,
			query: "SELECT x + 1 AS y FROM t WHERE y > 3", err: "column y does not exist"},
	} {
		runSQL(t, c)
	}
}

// HAVING: DuckDB reads an output name before a FROM column that is not a
// GROUP BY item, and a FROM column that is one before the output name;
// PostgreSQL reads no output name there (checked on DuckDB 1.5 and
// PostgreSQL 15).
func TestHavingAliases(t *testing.T) {
	setup := []string{"CREATE TABLE t (x INTEGER)", "INSERT INTO t VALUES (1), (3), (3), (10)"}
	for _, c := range []sqlCase{
		{name: "an alias", dialect: "duckdb", setup: setup,
			query: "SELECT x, count(*) AS n FROM t GROUP BY x HAVING n > 1", want: []string{"3 | 2"}},
		{name: "an alias before a column inside a GROUP BY expression", dialect: "duckdb", setup: setup,
			query: "SELECT x % 2 AS k, count(*) AS x FROM t GROUP BY x % 2 HAVING x > 1", want: []string{"1 | 3"}},
		{name: "a GROUP BY column before the alias", dialect: "duckdb", setup: setup,
			query: "SELECT x, count(*) AS x FROM t GROUP BY x HAVING x > 1 ORDER BY 1", want: []string{"3 | 2", "10 | 1"}},
		{name: "postgres reads no alias", dialect: "postgres", setup: setup,
			query: "SELECT x, count(*) AS n FROM t GROUP BY x HAVING n > 1", err: "column n does not exist"},
		{name: "inside an aggregate, a column", dialect: "duckdb",
			setup: []string{"CREATE TABLE u (x INTEGER, n INTEGER)", "INSERT INTO u VALUES (1, 1), (2, 5), (3, 2), (10, 9)"},
			query: "SELECT x, x * 10 AS n FROM u GROUP BY x HAVING sum(n) > 4 ORDER BY 1", want: []string{"2 | 20", "10 | 100"}},
		{name: "an earlier alias is not read inside an aggregate", dialect: "duckdb", setup: setup,
			query: "SELECT x + 1 AS z, sum(z) AS w FROM t GROUP BY x", err: "column z does not exist"},
	} {
		runSQL(t, c)
	}
}
