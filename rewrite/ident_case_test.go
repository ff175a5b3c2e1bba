package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Names that differ only in case (ident_case.go). PostgreSQL 15 gives 2, 1
// for SELECT s.a, s."A" FROM (SELECT 1 AS "A", 2 AS a) s; DuckDB 1.5 gives
// 1 for s.a of the same query: it reads the two as one name.
func TestIdentCase(t *testing.T) {
	for _, tc := range []struct{ name, from, to, in, want string }{
		{"two spellings of one name stay apart in a dialect of the same fold", "postgres", "postgres",
			`SELECT s.a, s."A" FROM (SELECT 1 AS "A", 2 AS a) AS s`,
			`SELECT s.a, s."A" FROM (SELECT 1 AS "A", 2 AS a) AS s`},
		{"a quoted name spelled as folded is the unquoted name", "postgres", "snowflake",
			`SELECT s."b", s."Cc" FROM (SELECT 3 AS b, 4 AS "Cc") AS s`,
			`SELECT s.b, s."Cc" FROM (SELECT 3 AS b, 4 AS "Cc") AS s`},
		{"Snowflake's quoted upper case name is its unquoted name", "snowflake", "postgres",
			`SELECT s."B" FROM (SELECT 3 AS b) AS s`,
			`SELECT s.B FROM (SELECT 3 AS b) AS s`},
		{"names of a source reading case-insensitively are left as written", "duckdb", "postgres",
			`SELECT s."Cc" FROM (SELECT 4 AS "Cc") AS s`,
			`SELECT s."Cc" FROM (SELECT 4 AS "Cc") AS s`},
		// references read as declared (ident_refs.go): PostgreSQL 15 and
		// DuckDB 1.5 agree on these (conformance/output_names/
		// postgres_quoted_names_read_as_declared.txtar)
		{"a quoted name read as declared beside a table without schema", "postgres", "duckdb",
			`SELECT "Total" FROM (SELECT sum(total) AS "Total" FROM t) AS s`,
			`SELECT Total FROM (SELECT sum(total) AS Total FROM t) AS s`},
		{"an ORDER BY name that is the item a quoted alias names", "postgres", "duckdb",
			`SELECT x AS "X" FROM t ORDER BY x`,
			`SELECT x AS X FROM t ORDER BY x`},
		{"a quoted output name beside a * over a table without schema", "postgres", "duckdb",
			`SELECT "A", * FROM (SELECT 1 AS "A") AS s, t`,
			`SELECT A, * FROM (SELECT 1 AS A) AS s, t`},
		// GROUP BY "X" of the output x AS "X": x either way
		{"a quoted GROUP BY output name that is the column it names", "postgres", "duckdb",
			`SELECT x AS "X", count(*) AS n FROM t GROUP BY "X"`,
			`SELECT x AS X, count(*) AS n FROM t GROUP BY X`},
		// the SELECT reads "Ts" as o's column, which GROUP BY "Ts" then
		// reads in both (PostgreSQL 15 and DuckDB 1.5 give one group per
		// timestamp over o("Ts") of 10:00 and 11:00 on one day)
		{"a quoted GROUP BY output name the SELECT reads as a column", "postgres", "duckdb",
			`SELECT date_trunc('day', "Ts") AS "Ts", count(*) AS n FROM o GROUP BY "Ts"`,
			`SELECT date_trunc('day', Ts) AS Ts, count(*) AS n FROM o GROUP BY Ts`},
		{"the same in a subquery no FROM around may hold the name", "postgres", "duckdb",
			`SELECT (SELECT count(*) FROM (SELECT date_trunc('day', "Ts") AS "Ts" FROM o GROUP BY "Ts") AS g) AS n`,
			`SELECT (SELECT count(*) FROM (SELECT date_trunc('day', Ts) AS Ts FROM o GROUP BY Ts) AS g) AS n`},
		{"the same, qualified, in a subquery", "postgres", "duckdb",
			`SELECT (SELECT count(*) FROM (SELECT date_trunc('day', o."Ts") AS "Ts" FROM o GROUP BY "Ts") AS g) AS n FROM o`,
			`SELECT (SELECT count(*) FROM (SELECT date_trunc('day', o.Ts) AS Ts FROM o GROUP BY Ts) AS g) AS n FROM o`},
		// nothing else reads "X": t is taken to hold folded names, and
		// PostgreSQL 15 groups by the output x % 2 ((0, 2), (1, 1) over x
		// in 10, 20, 21), as DuckDB 1.5 does its GROUP BY 1 (its GROUP BY
		// X would be t.x)
		{"a quoted GROUP BY output name over a table without schema", "postgres", "duckdb",
			`SELECT x % 2 AS "X", count(*) AS n FROM t GROUP BY "X"`,
			`SELECT x % 2 AS X, count(*) AS n FROM t GROUP BY 1`},
		{"the same to Snowflake, whose X is t's x", "postgres", "snowflake",
			`SELECT x % 2 AS "X", count(*) AS n FROM t GROUP BY "X"`,
			`SELECT x % 2 AS X, count(*) AS n FROM t GROUP BY 1`},
		{"the same to Hive, which reads no position", "postgres", "hive",
			`SELECT x % 2 AS "X", count(*) AS n FROM t GROUP BY "X"`,
			`SELECT x % 2 AS X, count(*) AS n FROM t GROUP BY x % 2`},
		{"a GROUP BY output name spelled as folded", "postgres", "duckdb",
			`SELECT x % 2 AS y, count(*) AS n FROM t GROUP BY y`,
			`SELECT x % 2 AS y, count(*) AS n FROM t GROUP BY y`},
		{"a NATURAL JOIN of lower-case names", "postgres", "duckdb",
			`SELECT count(*) AS n FROM t NATURAL JOIN (SELECT 10 AS x, 1 AS z) AS s`,
			`SELECT count(*) AS n FROM t NATURAL JOIN (SELECT 10 AS x, 1 AS z) AS s`},
		// names of scopes that cannot see each other (ident_decls.go):
		// PostgreSQL 15 and DuckDB 1.5 give (1, 2), 2 and 2
		{"two subqueries of one select list declaring \"A\" and a", "postgres", "duckdb",
			`SELECT (SELECT 1 AS "A") AS p, (SELECT 2 AS a) AS q`,
			`SELECT (SELECT 1 AS A) AS p, (SELECT 2 AS a) AS q`},
		{"a qualified * over one of two FROM items declaring \"A\" and a", "postgres", "duckdb",
			`SELECT q.* FROM (SELECT 1 AS "A") p, (SELECT 2 AS a) q`,
			`SELECT q.* FROM (SELECT 1 AS A) AS p, (SELECT 2 AS a) AS q`},
		{"a name of an inner FROM and a name of the outer one", "postgres", "duckdb",
			`SELECT (SELECT a FROM (SELECT 2 AS a) q) AS r FROM (SELECT 1 AS "A") p`,
			`SELECT (SELECT a FROM (SELECT 2 AS a) AS q) AS r FROM (SELECT 1 AS A) AS p`},
		{"a WITH query's body reads the table its name is spelled as", "postgres", "duckdb",
			`WITH "T" AS (SELECT a FROM t) SELECT a FROM "T"`,
			`WITH T AS (SELECT a FROM t) SELECT a FROM T`},
		{"no fold on either side", "hive", "trino",
			"SELECT s.A, s.b FROM (SELECT 1 AS a, 2 AS B) s",
			"SELECT s.A, s.b FROM (SELECT 1 AS a, 2 AS B) AS s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
	for _, tc := range []struct {
		name, from, to, in string
		line, col          int
	}{
		{"PostgreSQL's a and \"A\" to DuckDB", "postgres", "duckdb",
			`SELECT s.a FROM (SELECT 1 AS "A", 2 AS a) AS s`, 1, 40},
		{"PostgreSQL's a and \"A\" to the standard, which folds a to A", "postgres", "ansi",
			`SELECT s.a FROM (SELECT 1 AS "A", 2 AS a) AS s`, 1, 40},
		{"Snowflake's \"a\" and a to PostgreSQL", "snowflake", "postgres",
			`SELECT s.a FROM (SELECT 1 AS "a", 2 AS a) AS s`, 1, 40},
		{"a table alias and a column list", "postgres", "trino",
			`SELECT * FROM t AS "X"(a, "A")`, 1, 27},
		// an unaliased item is named: PostgreSQL 15 gives 10 (the column
		// x) for s.x, DuckDB 1.5 on the query written for it 5
		{"a column's own name and a quoted alias", "postgres", "duckdb",
			`SELECT s.x FROM (SELECT 5 AS "X", t.x FROM t) AS s`, 1, 35},
		{"PostgreSQL's name of count(*) and a quoted alias", "postgres", "trino",
			`SELECT s.count FROM (SELECT 5 AS "COUNT", count(*) FROM t) AS s`, 1, 43},
		// one list of names (ident_decls.go). DuckDB 1.5: an output a
		// beside A in a FROM subquery is renamed a_1, s.a is the 1;
		// PostgreSQL 15's s.a is the 2
		{"a column list renaming a column beside a", "postgres", "duckdb",
			`SELECT s.a FROM (SELECT 1 AS b, 2 AS a) AS s("A")`, 1, 38},
		// DuckDB 1.5 gives 1 for both (x renamed A), PostgreSQL 15 2
		{"a WITH query's column list renaming a column beside a", "postgres", "duckdb",
			`WITH p("A") AS (SELECT 1 AS b, 2 AS a) SELECT p.a FROM p`, 1, 37},
		{"a * over two FROM items declaring \"A\" and a", "postgres", "duckdb",
			`SELECT * FROM (SELECT 1 AS "A") p, (SELECT 2 AS a) q`, 1, 8},
		{"two aliases of one FROM", "postgres", "duckdb",
			`SELECT x.a FROM t AS "X", u AS x`, 1, 32},
		// PostgreSQL 15: q.a (2); DuckDB 1.5: ambiguous (p's A or q's a)
		{"an unqualified name two FROM items declare in the target", "postgres", "duckdb",
			`SELECT a FROM (SELECT 1 AS "A") p, (SELECT 2 AS a) q`, 1, 8},
		// PostgreSQL 15 joins on p2.a (one row, p."A" 1), DuckDB 1.5
		// raises: a is p's A or p2's a
		{"a USING name one side holds twice in the target", "postgres", "duckdb",
			`SELECT count(*) AS n FROM (SELECT 1 AS "A") p CROSS JOIN (SELECT 2 AS a) p2 JOIN (SELECT 2 AS a) q USING (a)`, 1, 107},
		// PostgreSQL 15 reads t as the table t (7 over t(a) holding 7),
		// DuckDB 1.5 as the WITH query (1)
		{"a table name that is a WITH query's in the target only", "postgres", "duckdb",
			`WITH "T" AS (SELECT 1 AS a) SELECT a FROM t`, 1, 43},
		// PostgreSQL 15: x is the outer s.x (5); DuckDB 1.5: g's X (1)
		{"a correlated name and a quoted column of a function in FROM", "postgres", "duckdb",
			`SELECT (SELECT x FROM generate_series(1,2) AS g("X") LIMIT 1) AS r FROM (SELECT 5 AS x) s`, 1, 16},
		{"table columns", "postgres", "hive",
			`CREATE TABLE t ("Id" INT, id INT)`, 1, 27},
		// references (ident_refs.go). PostgreSQL 15: x is the outer t.x
		// (1 for the row whose x is 10); DuckDB 1.5: s."X" (NULL)
		{"a correlated name and a quoted column of the subquery", "postgres", "duckdb",
			`SELECT (SELECT 1 FROM (SELECT 5 AS "X") s WHERE x = 10) FROM t`, 1, 49},
		{"the same, to Snowflake, which folds x to X", "postgres", "snowflake",
			`SELECT (SELECT 1 FROM (SELECT 5 AS "X") s WHERE x = 10) FROM t`, 1, 49},
		{"Snowflake's x and a quoted lower-case column to PostgreSQL", "snowflake", "postgres",
			`SELECT (SELECT 1 FROM (SELECT 5 AS "x") s WHERE x = 10) FROM t`, 1, 49},
		{"the same beside a lambda whose parameter is x, which hides no other x", "snowflake", "duckdb",
			`SELECT (SELECT 1 FROM (SELECT 5 AS "x") s WHERE x = 10) AS a, TRANSFORM([1], x -> x + 1) AS b FROM t`, 1, 49},
		// PostgreSQL 15 orders by t.x, DuckDB 1.5 by the output X (a)
		{"an ORDER BY name that is an output name in the target only", "postgres", "duckdb",
			`SELECT a AS "X" FROM t ORDER BY x`, 1, 33},
		// PostgreSQL 15 reads "A" as s's 1; DuckDB 1.5 as t.a (7)
		{"a quoted name of an outer query under a table without schema", "postgres", "duckdb",
			`SELECT (SELECT "A" FROM t LIMIT 1) FROM (SELECT 1 AS "A") s`, 1, 16},
		{"a qualifier that is another table's name in the target only", "postgres", "trino",
			`SELECT (SELECT x.a FROM (SELECT 1 AS a) AS "X") FROM x`, 1, 16},
		// a GROUP BY name is an input column first, then an output name:
		// PostgreSQL 15 groups by x % 2 (rows (0, 2), (1, 1) over x in
		// 10, 20, 21), DuckDB 1.5 its GROUP BY X by t.x; the HAVING
		// reads a column "X", which t then holds in PostgreSQL
		{"a quoted GROUP BY output name over a table without schema, read as a column too", "postgres", "duckdb",
			`SELECT x % 2 AS "X", count(*) FROM t GROUP BY "X" HAVING max("X") > 1`, 1, 47},
		{"the same to Snowflake, whose X is t's x", "postgres", "snowflake",
			`SELECT x % 2 AS "X", count(*) FROM t GROUP BY "X" HAVING max("X") > 1`, 1, 47},
		// unqualified in a subquery, "Ts" may be a column of the outer o
		{"a quoted GROUP BY output name read unqualified in a subquery", "postgres", "duckdb",
			`SELECT (SELECT count(*) FROM (SELECT date_trunc('day', "Ts") AS "Ts" FROM o GROUP BY "Ts") AS g) AS n FROM o`, 1, 86},
		// PostgreSQL 15 joins on no column (3 rows over t's 3), DuckDB 1.5
		// on x = X (1 row)
		{"a NATURAL JOIN of x and \"X\" over a table without schema", "postgres", "duckdb",
			`SELECT count(*) FROM t NATURAL JOIN (SELECT 10 AS "X", 1 AS z) s`, 1, 22},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			wantRefusalAt(t, tr, err, "T078", tc.line, tc.col)
		})
	}
}

// A PostgreSQL field name reads the field it denotes: the unquoted b is
// the field b, not "B" (PostgreSQL 15: column "b" not found in data type
// pair), and is left as written.
func TestIdentCaseFields(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: `CREATE TYPE pair AS (a int, "B" text); CREATE TABLE p (id int, st pair)`, SchemaDialect: "postgres"}
	tr := mustTranslate(t, `SELECT (p.st).b AS y FROM p`, "postgres", "snowflake", opts)
	if want := `SELECT (p.st).b AS y FROM p`; tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
}

// A table's columns renamed by a column list: PostgreSQL 15 gives 2 for
// s.a over t(x, a) holding (1, 2), DuckDB 1.5 1 (x renamed A).
func TestIdentCaseRenamedTableColumns(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: `CREATE TABLE t (x int, a int)`, SchemaDialect: "postgres"}
	tr, err := lateral.Translate(`SELECT s.a FROM t AS s("A")`, "postgres", "duckdb", opts)
	wantRefusalAt(t, tr, err, "T078", 1, 19)
	mustTranslate(t, `SELECT s."A" FROM t AS s("A", b)`, "postgres", "duckdb", opts)
}

// The columns behind a table's name come from the schema: PostgreSQL 15
// reads "A" as s's 1, DuckDB 1.5 as t.a.
func TestIdentCaseSchemaColumns(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: `CREATE TABLE t (x int, a int)`, SchemaDialect: "postgres"}
	tr, err := lateral.Translate(`SELECT (SELECT max("A") FROM t) FROM (SELECT 1 AS "A") s`, "postgres", "duckdb", opts)
	wantRefusalAt(t, tr, err, "T078", 1, 20)
	// a quoted table column read as declared
	opts.Schema = `CREATE TABLE t (x int, "A" int)`
	mustTranslate(t, `SELECT (SELECT max("A") FROM t) FROM (SELECT 1 AS b) s`, "postgres", "duckdb", opts)
	// NATURAL JOIN over known columns: PostgreSQL 15 joins t(x, a) and
	// s("X", z) on no column, DuckDB 1.5 on x = X; s("Z") joins on none
	// in both
	opts.Schema = `CREATE TABLE t (x int, a int)`
	tr, err = lateral.Translate(`SELECT count(*) FROM t NATURAL JOIN (SELECT 10 AS "X", 1 AS z) s`, "postgres", "duckdb", opts)
	wantRefusalAt(t, tr, err, "T078", 1, 22)
	mustTranslate(t, `SELECT count(*) FROM t NATURAL JOIN (SELECT 10 AS "Z") s`, "postgres", "duckdb", opts)
}

// Refusals found in review: a GROUP BY name written as a position after a
// * (PostgreSQL 15's SELECT s.*, x % 2 AS "X" ... GROUP BY "X" groups by
// the third column, DuckDB 1.5's GROUP BY 2 by s's second), a quoted name
// inside ROLLUP (PostgreSQL 15 reads the output x % 2, DuckDB 1.5 t.x:
// groups (0, 2), (1, 1) against (0, 1), (0, 1), (1, 1) over x in 10, 20,
// 21), and a quoted column of a derived table whose * brings a table's
// columns not known (PostgreSQL 15 gives 2 for SELECT "A" FROM (SELECT *,
// 2 AS "A" FROM t) s, DuckDB 1.5 t.a, the first of A and a).
func TestIdentCaseReviewRefusals(t *testing.T) {
	for _, tc := range []struct {
		in        string
		line, col int
	}{
		{`SELECT s.*, x % 2 AS "X", count(*) AS n FROM t, (SELECT 1 AS c, 2 AS d) AS s GROUP BY "X", s.c, s.d`, 1, 87},
		{`SELECT x % 2 AS "X", count(*) AS n FROM t GROUP BY ROLLUP ("X")`, 1, 60},
		{`SELECT x % 2 AS "X", count(*) AS n FROM t GROUP BY GROUPING SETS (("X"), ())`, 1, 68},
		{`SELECT "A" FROM (SELECT *, 2 AS "A" FROM t) AS s`, 1, 8},
		{`SELECT s."A" FROM (SELECT * FROM t, (SELECT 2 AS "A") AS q) AS s`, 1, 8},
		{`WITH c AS (SELECT *, 2 AS "A" FROM t) SELECT "A" FROM c`, 1, 46},
	} {
		t.Run(tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, "postgres", "duckdb", lateral.TranslateOptions{})
			wantRefusalAt(t, tr, err, "T078", tc.line, tc.col)
		})
	}
	// no * before the item: the position is the item's
	mustTranslate(t, `SELECT c.k, x % 2 AS "X", count(*) AS n FROM t, (SELECT 1 AS k) AS c GROUP BY "X", c.k`, "postgres", "duckdb", lateral.TranslateOptions{})
	// a name the * cannot bring folded: read as written in both
	mustTranslate(t, `SELECT "Ts" FROM (SELECT * FROM t) AS s`, "postgres", "duckdb", lateral.TranslateOptions{})
	// a VALUES list has no *: its columns are those of the column list
	mustTranslate(t, `SELECT b FROM (VALUES (1, 2)) AS v("A", b) WHERE "A" > 0`, "postgres", "duckdb", lateral.TranslateOptions{})
}
