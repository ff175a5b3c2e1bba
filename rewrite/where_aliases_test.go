package rewrite_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/lateral-sql/lateral"
)

const whereAliasesSchema = "CREATE TABLE t (x INTEGER, n INTEGER, arr INTEGER[]); CREATE TABLE u (k INTEGER, z INTEGER)"

// PostgreSQL's WHERE and HAVING read a bare name from FROM only; DuckDB's
// and Snowflake's fall back to an output name of the select list (checked
// on PostgreSQL 15 and DuckDB: SELECT x + 1 AS y FROM t WHERE y > 3 is
// rejected by the one, run by the other). A reference the target could
// read as an output name is qualified, or the translation refused.
func TestWhereAliasesQualify(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: whereAliasesSchema}
	for _, tc := range []struct{ name, from, to, in, want string }{
		{"a FROM column named like an output column", "postgres", "duckdb",
			"SELECT n AS x FROM t WHERE x > 3",
			"SELECT n AS x FROM t WHERE t.x > 3"},
		{"the table's alias qualifies", "postgres", "duckdb",
			"SELECT n AS x FROM t AS a WHERE x > 3 AND a.n < 9",
			"SELECT n AS x FROM t AS a WHERE a.x > 3 AND a.n < 9"},
		{"a generator's output name", "postgres", "duckdb",
			"SELECT n AS x, generate_series(1, 2) AS n FROM t WHERE n > 5",
			"SELECT n AS x, _g1._s2 AS n FROM t CROSS JOIN generate_series(1, 2) AS _g1(_s2) WHERE t.n > 5"},
		{"an outer column in a subquery", "postgres", "duckdb",
			"SELECT n + 1 AS x FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.z = x)",
			"SELECT n + 1 AS x FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.z = t.x)"},
		{"HAVING", "postgres", "duckdb",
			"SELECT x AS y, n + 1 AS x FROM t GROUP BY x, n HAVING x > 3",
			"SELECT x AS y, n + 1 AS x FROM t GROUP BY x, n HAVING t.x > 3"},
		{"a WITH query's columns", "postgres", "duckdb",
			"WITH w AS (SELECT x AS c FROM t) SELECT 1 AS c FROM w WHERE c > 0",
			"WITH w AS (SELECT x AS c FROM t) SELECT 1 AS c FROM w WHERE w.c > 0"},
		{"a derived table's columns", "postgres", "duckdb",
			"SELECT d.c + 1 AS c FROM (SELECT x AS c FROM t) AS d WHERE c > 0",
			"SELECT d.c + 1 AS c FROM (SELECT x AS c FROM t) AS d WHERE d.c > 0"},
		{"a VALUES list named by its alias", "postgres", "duckdb",
			"SELECT a + 1 AS a FROM (VALUES (1), (2)) AS v(a) WHERE a > 1",
			"SELECT a + 1 AS a FROM (VALUES (1), (2)) AS v(a) WHERE v.a > 1"},
		{"a column of UNNEST", "postgres", "duckdb",
			"SELECT v + 1 AS v FROM t, unnest(arr) AS u(v) WHERE v > 1",
			"SELECT v + 1 AS v FROM t CROSS JOIN unnest(arr) AS u(v) WHERE u.v > 1"},
		{"a recursive WITH query", "postgres", "duckdb",
			"WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 AS n FROM r WHERE n < 5) SELECT n FROM r",
			"WITH RECURSIVE r AS (SELECT 1 AS n UNION ALL SELECT n + 1 AS n FROM r WHERE r.n < 5) SELECT n FROM r"},
		{"Trino to Snowflake, names folded", "trino", "snowflake",
			"SELECT n + 1 AS X FROM t WHERE x > 3",
			"SELECT n + 1 AS X FROM t WHERE t.x > 3"},
		{"HAVING to Spark", "postgres", "spark",
			"SELECT x AS y, n + 1 AS x FROM t GROUP BY x, n HAVING x > 3",
			"SELECT x AS y, n + 1 AS x FROM t GROUP BY x, n HAVING t.x > 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "where_aliases", true)
		})
	}
}

// When the columns of one FROM item only are not known, no other item has
// the column and no query around does, a query the source accepts reads
// the column from that item: qualified, one it rejects (no such column) is
// rejected by the target too.
func TestWhereAliasesQualifyTheOnlyUnknownItem(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: whereAliasesSchema}
	for _, tc := range []struct {
		name, in, want string
		opts           lateral.TranslateOptions
	}{
		{"issue #3 without the schema",
			"SELECT generate_series(1, t.n) FROM t WHERE generate_series > 3",
			"SELECT _g1._s2 AS generate_series FROM t CROSS JOIN generate_series(1, t.n) AS _g1(_s2) WHERE t.generate_series > 3",
			lateral.TranslateOptions{}},
		{"an expression over the column, named as it",
			"SELECT upper(s) AS s FROM v WHERE s = 'x'",
			"SELECT upper(s) AS s FROM v WHERE v.s = 'x'", lateral.TranslateOptions{}},
		{"a table the schema does not hold",
			"SELECT n AS x FROM v WHERE x > 3",
			"SELECT n AS x FROM v WHERE v.x > 3", withSchema},
		{"in a subquery, an outer table without the column",
			"SELECT x + 1 AS k FROM t WHERE EXISTS (SELECT 1 FROM v WHERE v.z = k)",
			"SELECT x + 1 AS k FROM t WHERE EXISTS (SELECT 1 FROM v WHERE v.z = v.k)", withSchema},
		{"a derived table's column named by a star",
			"SELECT 1 AS c FROM (SELECT * FROM t) AS d WHERE c > 0",
			"SELECT 1 AS c FROM (SELECT * FROM t) AS d WHERE d.c > 0", withSchema},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "postgres", "duckdb", tc.opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "where_aliases", true)
		})
	}
}

func TestWhereAliasesNoOp(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: whereAliasesSchema}
	for _, tc := range []struct{ name, from, to, in string }{
		{"WHERE reads a column no output is named after", "postgres", "duckdb",
			"SELECT x + 1 AS y FROM t WHERE n > 3"},
		{"a plain reference to the same column", "postgres", "duckdb",
			"SELECT t.x AS x FROM t WHERE x > 3"},
		{"an unaliased column", "postgres", "duckdb",
			"SELECT x FROM t WHERE x > 3"},
		{"qualified already", "postgres", "duckdb",
			"SELECT n AS x FROM t WHERE t.x > 3"},
		{"GROUP BY reads the input column first on both", "postgres", "duckdb",
			"SELECT x + 1 AS y FROM t GROUP BY y"},
		{"ORDER BY", "postgres", "duckdb",
			"SELECT x + 1 AS y FROM t ORDER BY y"},
		{"a lambda parameter", "trino", "duckdb",
			"SELECT x + 1 AS y FROM t WHERE cardinality(filter(arr, y -> y > 1)) > 0"},
		{"a target whose WHERE reads FROM only", "postgres", "trino",
			"SELECT x + 1 AS y FROM t WHERE y > 3"},
		{"PostgreSQL to PostgreSQL", "postgres", "postgres",
			"SELECT x + 1 AS y FROM t WHERE y > 3"},
		{"a source whose WHERE reads output names too", "duckdb", "snowflake",
			"SELECT x + 1 AS y FROM t WHERE y > 3"},
		{"HAVING of a source that reads output names there", "spark", "duckdb",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, o := range []lateral.TranslateOptions{opts, {}} {
				tr := mustTranslate(t, tc.in, tc.from, tc.to, o)
				checkFired(t, tr, "where_aliases", false)
			}
		})
	}
	// Known only from the schema: the subquery's own column.
	in := "SELECT x + 1 AS k FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.z = k)"
	if tr := mustTranslate(t, in, "postgres", "duckdb", opts); tr.SQL != in {
		t.Errorf("got %s", tr.SQL)
	}
}

// The refusals and their positions: T094 where the schema shows that no
// FROM item has the column (the source rejects the query: PostgreSQL 15
// reports column "y" does not exist), T095 where it cannot be told.
func TestWhereAliasesRefuse(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: whereAliasesSchema}
	for _, tc := range []struct {
		name, from, to, in string
		opts               lateral.TranslateOptions
		code               string
		line, col          int
	}{
		{"issue #3", "postgres", "duckdb",
			"SELECT generate_series(1, t.n) FROM t WHERE generate_series > 3", withSchema, "T094", 1, 45},
		{"an expression's alias", "postgres", "snowflake",
			"SELECT x + 1 AS y\nFROM t\nWHERE x > 0 AND y > 3", withSchema, "T094", 3, 17},
		{"ANSI source", "ansi", "duckdb",
			"SELECT x + 1 AS y FROM t WHERE y > 3", withSchema, "T094", 1, 32},
		{"in a subquery of WHERE", "postgres", "duckdb",
			"SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y)", withSchema, "T094", 1, 68},
		{"HAVING", "postgres", "duckdb",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3", withSchema, "T094", 1, 48},
		{"HAVING, Trino to BigQuery", "trino", "bigquery",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3", withSchema, "T094", 1, 48},
		{"a table's name is a whole-row reference", "postgres", "duckdb",
			"SELECT 1 AS a FROM t AS a WHERE a IS NOT NULL", withSchema, "T095", 1, 33},
		{"an unknown table in a subquery: an outer column?", "postgres", "duckdb",
			"SELECT o.k FROM o WHERE EXISTS (SELECT upper(i.a) AS s FROM i WHERE s = 'x')", lateral.TranslateOptions{}, "T095", 1, 69},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, tc.opts)
			wantRefusalAt(t, tr, err, tc.code, tc.line, tc.col)
		})
	}
}

// wantRefusalAt fails the test unless err is a refusal whose first error
// has code at line:col.
func wantRefusalAt(t *testing.T, tr *lateral.Translation, err error, code string, line, col int) {
	t.Helper()
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatalf("want refusal %s, got %v (%v)", code, tr, err)
	}
	d := le.Diagnostics.Errors()[0]
	if got, want := fmt.Sprintf("%s @%d:%d", d.Code, d.Span.Start.Line, d.Span.Start.Col), fmt.Sprintf("%s @%d:%d", code, line, col); got != want {
		t.Fatalf("got %s, want %s:\n%s", got, want, le.Format("<in>"))
	}
}

const outputNamesSchema = "CREATE TABLE t (x INTEGER, n INTEGER, y INTEGER); CREATE TABLE s (x INTEGER, n INTEGER); CREATE TABLE u (k INTEGER, z INTEGER)"

// A name inside an ORDER BY expression, and a select item's name that is
// an earlier item's alias: PostgreSQL reads the FROM columns only there
// (PostgreSQL 15 rejects SELECT x + 1 AS y FROM s ORDER BY y + 0 and
// SELECT x + 1 AS y, y * 2 FROM s), DuckDB a FROM column first and then
// the output name (checked: with t(x, n, y), ORDER BY y + 0 and y * 2 read
// t.y), Trino the output name first in ORDER BY. Where the source reads
// the FROM column and the target could read the output name, the reference
// is qualified.
func TestOutputNamesQualify(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: outputNamesSchema}
	for _, tc := range []struct {
		name, from, to, in, want string
		opts                     lateral.TranslateOptions
	}{
		{"ORDER BY expression, DuckDB", "postgres", "duckdb",
			"SELECT n AS y FROM t ORDER BY y + 0",
			"SELECT n AS y FROM t ORDER BY t.y + 0", withSchema},
		{"ORDER BY expression, Trino reads the output name first", "postgres", "trino",
			"SELECT n AS y FROM t ORDER BY y + 0",
			"SELECT n AS y FROM t ORDER BY t.y + 0", withSchema},
		{"DuckDB to Trino: DuckDB reads the FROM column first", "duckdb", "trino",
			"SELECT n AS y FROM t ORDER BY -y",
			"SELECT n AS y FROM t ORDER BY -t.y", withSchema},
		{"a later select item, DuckDB", "postgres", "duckdb",
			"SELECT n AS y, y * 2 AS z FROM t",
			"SELECT n AS y, t.y * 2 AS z FROM t", withSchema},
		{"a later select item, Spark", "ansi", "spark",
			"SELECT n AS y, y * 2 AS z FROM t",
			"SELECT n AS y, t.y * 2 AS z FROM t", withSchema},
		{"the only FROM item, its columns not known", "postgres", "duckdb",
			"SELECT x + 1 AS y FROM s ORDER BY y + 0",
			"SELECT x + 1 AS y FROM s ORDER BY s.y + 0", lateral.TranslateOptions{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, tc.opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "where_aliases", true)
		})
	}
}

// Where the source reads the output name and the target would read a FROM
// column or reject the name, the aliased expression takes the reference's
// place (DuckDB: SELECT x + 1 AS y FROM s ORDER BY y + 0 orders by x + 1,
// checked; Trino's ORDER BY reads the output name before t.y).
func TestOutputNamesSubstitute(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: outputNamesSchema}
	for _, tc := range []struct{ name, from, to, in, want string }{
		{"DuckDB ORDER BY", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM s ORDER BY y + 0",
			"SELECT x + 1 AS y FROM s ORDER BY x + 1 + 0"},
		{"an aggregate's alias in ORDER BY", "duckdb", "postgres",
			"SELECT x, sum(n) AS s1 FROM s GROUP BY x ORDER BY s1 * -1",
			"SELECT x, sum(n) AS s1 FROM s GROUP BY x ORDER BY sum(n) * -1"},
		{"a window function's alias in ORDER BY", "duckdb", "postgres",
			"SELECT x, row_number() OVER (ORDER BY x) AS r FROM s ORDER BY -r",
			"SELECT x, row_number() OVER (ORDER BY x) AS r FROM s ORDER BY -row_number() OVER (ORDER BY x)"},
		{"Trino reads the output name before the FROM column", "trino", "postgres",
			"SELECT n AS y FROM t ORDER BY y + 0",
			"SELECT n AS y FROM t ORDER BY n + 0"},
		{"Trino to DuckDB", "trino", "duckdb",
			"SELECT n AS y FROM t ORDER BY -y",
			"SELECT n AS y FROM t ORDER BY -n"},
		{"DuckDB's lateral column aliases, in a chain", "duckdb", "postgres",
			"SELECT x + 1 AS y, y * 2 AS z, z + y AS w FROM s",
			"SELECT x + 1 AS y, (x + 1) * 2 AS z, (x + 1) * 2 + (x + 1) AS w FROM s"},
		{"Spark's lateral column alias", "spark", "trino",
			"SELECT x + 1 AS y, y * 2 AS z FROM s",
			"SELECT x + 1 AS y, (x + 1) * 2 AS z FROM s"},
		{"in a lambda that does not name the expression's columns", "spark", "trino",
			"SELECT x + 1 AS y, transform(array(1), e -> e + y) AS z FROM s",
			"SELECT x + 1 AS y, transform(ARRAY[1], e -> e + (x + 1)) AS z FROM s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, withSchema)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "where_aliases", true)
		})
	}
}

func TestOutputNamesNoOp(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: outputNamesSchema}
	for _, tc := range []struct{ name, from, to, in string }{
		{"a bare ORDER BY name is the output name everywhere", "postgres", "duckdb",
			"SELECT x + 1 AS y FROM t ORDER BY y"},
		{"a bare ORDER BY name, DuckDB to PostgreSQL", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM s ORDER BY y"},
		{"both read the FROM column", "duckdb", "postgres",
			"SELECT n AS y FROM t ORDER BY y + 0"},
		{"both read the output name", "duckdb", "trino",
			"SELECT x + 1 AS y FROM s ORDER BY y + 0"},
		{"both read the output name first", "trino", "spark",
			"SELECT n AS y FROM t ORDER BY y + 0"},
		{"both read the earlier alias", "duckdb", "snowflake",
			"SELECT x + 1 AS y, y * 2 AS z FROM s"},
		{"a later item's alias is not seen", "postgres", "duckdb",
			"SELECT y * 2 AS z, x + 1 AS y FROM t"},
		{"a target whose select list reads FROM only", "postgres", "trino",
			"SELECT n AS y, y * 2 AS z FROM t"},
		{"a lateral alias both read from FROM", "duckdb", "postgres",
			"SELECT n AS y, y * 2 AS z FROM t"},
		{"an aggregate's argument reads FROM on DuckDB", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM t GROUP BY x ORDER BY max(y)"},
		{"the ORDER BY of a UNION", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM s UNION ALL SELECT n FROM s ORDER BY y"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, withSchema)
			checkFired(t, tr, "where_aliases", false)
		})
	}
}

// The refusals: T094 where the source rejects the query (PostgreSQL 15:
// column "y" does not exist), T095 where which column the source reads
// cannot be told, T097 where the source reads the output name and its
// expression cannot take the reference's place exactly.
func TestOutputNamesRefuse(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: outputNamesSchema}
	for _, tc := range []struct {
		name, from, to, in string
		opts               lateral.TranslateOptions
		code               string
		line, col          int
	}{
		{"ORDER BY, no such column", "postgres", "duckdb",
			"SELECT x + 1 AS y FROM s ORDER BY y + 0", withSchema, "T094", 1, 35},
		{"ORDER BY for Trino, no such column", "postgres", "trino",
			"SELECT x + 1 AS y\nFROM s\nORDER BY -y", withSchema, "T094", 3, 11},
		{"a later select item, no such column", "postgres", "duckdb",
			"SELECT x + 1 AS y, y * 2 AS z FROM s", withSchema, "T094", 1, 20},
		{"in a subquery of a later select item", "postgres", "duckdb",
			"SELECT x + 1 AS y, (SELECT max(k) FROM u WHERE u.z = y) AS m FROM s", withSchema, "T094", 1, 54},
		{"DuckDB source, FROM columns not known", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM s ORDER BY y + 0", lateral.TranslateOptions{}, "T095", 1, 35},
		{"DuckDB source, a lateral alias, FROM columns not known", "duckdb", "postgres",
			"SELECT x + 1 AS y, y * 2 AS z FROM s", lateral.TranslateOptions{}, "T095", 1, 20},
		{"SELECT DISTINCT", "duckdb", "postgres",
			"SELECT DISTINCT x % 2 AS m FROM s ORDER BY m + 0", withSchema, "T097", 1, 44},
		{"a volatile expression", "duckdb", "postgres",
			"SELECT random() AS r, r * 2 AS r2 FROM s", withSchema, "T097", 1, 23},
		{"an alias two items have", "duckdb", "postgres",
			"SELECT x + 1 AS y, x + 2 AS y, y * 2 AS z FROM s", withSchema, "T097", 1, 32},
		{"in a subquery", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM s ORDER BY (SELECT y)", withSchema, "T097", 1, 43},
		{"in a lambda naming the expression's column", "spark", "trino",
			"SELECT x + 1 AS y, transform(array(1), x -> x + y) AS z FROM s", withSchema, "T097", 1, 49},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, tc.opts)
			wantRefusalAt(t, tr, err, tc.code, tc.line, tc.col)
		})
	}
}

const reverseWhereSchema = "CREATE TABLE t (x INTEGER, n INTEGER, arr INTEGER[]); CREATE TABLE o (y INTEGER, k INTEGER)"

// DuckDB's and Snowflake's WHERE and HAVING read a bare name as a FROM
// column first and, when FROM has none, as an output name of the select
// list; PostgreSQL, Trino and Hive (WHERE) do not. Translated for them, the
// reference is replaced by the aliased expression. Checked on DuckDB 1.5:
// SELECT x + 1 AS y FROM t WHERE y > 3 filters on x + 1; HAVING s > 3 with
// sum(n) AS s on sum(n); SELECT x, count(*) AS n FROM t GROUP BY x HAVING
// n > 1 on count(*) (t.n is not grouped); in a correlated subquery the
// subquery's own output name comes before the outer query's column (with
// o(y), SELECT (SELECT sum(n) AS y FROM t GROUP BY x HAVING y = 5 ...)
// FROM o filters on sum(n)).
func TestWhereAliasesSubstitute(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: reverseWhereSchema}
	for _, tc := range []struct{ name, from, to, in, want string }{
		{"issue #3, DuckDB to PostgreSQL", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM t WHERE y > 3",
			"SELECT x + 1 AS y FROM t WHERE x + 1 > 3"},
		{"DuckDB to Trino", "duckdb", "trino",
			"SELECT x + 1 AS y FROM t WHERE y > 3 AND n < 9",
			"SELECT x + 1 AS y FROM t WHERE x + 1 > 3 AND n < 9"},
		{"DuckDB to Hive", "duckdb", "hive",
			"SELECT x + 1 AS y FROM t WHERE y > 3",
			// (the INTEGER x + 1 raises in DuckDB past INT: duck_int_literals.go)
			"SELECT CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(x AS BIGINT) + 1 BETWEEN -2147483648 AND 2147483647, TRUE)), TRUE) THEN CAST(x AS BIGINT) + 1 END AS INT) AS y FROM t WHERE CAST(CASE WHEN coalesce(assert_true(coalesce(CAST(x AS BIGINT) + 1 BETWEEN -2147483648 AND 2147483647, TRUE)), TRUE) THEN CAST(x AS BIGINT) + 1 END AS INT) > 3"},
		{"Snowflake to PostgreSQL", "snowflake", "postgres",
			"SELECT x + 1 AS y FROM t WHERE y > 3",
			// (Snowflake's INTEGER is NUMBER(38, 0), a DECIMAL(38, 0) in the target)
			"SELECT x + 1 AS y FROM t WHERE x + 1 > 3"},
		{"Snowflake to Hive", "snowflake", "hive",
			"SELECT x * 2 AS Y FROM t WHERE y > 3",
			"SELECT x * 2 AS Y FROM t WHERE x * 2 > 3"},
		{"Snowflake, a quoted upper-case output name", "snowflake", "postgres",
			`SELECT x * 2 AS "Y" FROM t WHERE y > 3`,
			// "Y" is Snowflake's unquoted Y (ident_case.go)
			`SELECT x * 2 AS Y FROM t WHERE x * 2 > 3`},
		{"an aggregate's alias in HAVING", "duckdb", "postgres",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING sum(n) > 3"},
		{"HAVING, Snowflake to Trino", "snowflake", "trino",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING sum(n) > 3"},
		{"HAVING, a FROM column GROUP BY does not name", "duckdb", "postgres",
			"SELECT x, count(*) AS n FROM t GROUP BY x HAVING n > 1",
			"SELECT x, count(*) AS n FROM t GROUP BY x HAVING count(*) > 1"},
		{"HAVING, a grouped expression's alias", "duckdb", "trino",
			"SELECT x + 1 AS y FROM t GROUP BY x HAVING y > 3",
			"SELECT x + 1 AS y FROM t GROUP BY x HAVING x + 1 > 3"},
		{"a column beside the output name", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM t WHERE y = n",
			"SELECT x + 1 AS y FROM t WHERE x + 1 = n"},
		{"a chain of lateral aliases", "duckdb", "postgres",
			"SELECT x + 1 AS y, y * 2 AS z FROM t WHERE z > 5",
			"SELECT x + 1 AS y, (x + 1) * 2 AS z FROM t WHERE (x + 1) * 2 > 5"},
		{"the subquery's alias before the outer column", "duckdb", "postgres",
			"SELECT o.k, (SELECT x + 90 AS y FROM t WHERE y = 100 ORDER BY x LIMIT 1) AS c FROM o",
			"SELECT o.k, (SELECT x + 90 AS y FROM t WHERE x + 90 = 100 ORDER BY x LIMIT 1) AS c FROM o"},
		{"the subquery's alias before the outer column, HAVING", "duckdb", "postgres",
			"SELECT o.k, (SELECT sum(n) AS y FROM t GROUP BY x HAVING y = 5 ORDER BY x LIMIT 1) AS c FROM o",
			"SELECT o.k, (SELECT sum(n) AS y FROM t GROUP BY x HAVING sum(n) = 5 ORDER BY x LIMIT 1) AS c FROM o"},
		{"a FROM item's column under another name", "duckdb", "postgres",
			"SELECT u.v AS w FROM t, unnest(arr) AS u(v) WHERE w > 1",
			"SELECT u.v AS w FROM t CROSS JOIN unnest(arr) AS u(v) WHERE u.v > 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "where_aliases", true)
		})
	}
}

// Outside an aggregate, HAVING reads a FROM column only when it is
// grouped: when GROUP BY does not name it, a query the source accepts
// reads the output column, whether or not FROM has one of that name.
func TestWhereAliasesReverseHavingUngrouped(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: whereAliasesSchema}
	for _, tc := range []struct {
		name, from, to, in, want string
		opts                     lateral.TranslateOptions
	}{
		{"Hive, FROM columns not known", "hive", "trino",
			"SELECT to_date(ts) AS d, count(*) AS n FROM logs GROUP BY to_date(ts) HAVING n > 10",
			"SELECT to_date(ts) AS d, count(*) AS n FROM logs GROUP BY to_date(ts) HAVING count(*) > 10", lateral.TranslateOptions{}},
		{"Snowflake, FROM columns not known", "snowflake", "postgres",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING sum(n) > 3", lateral.TranslateOptions{}},
		{"Snowflake, an ungrouped FROM column of the name", "snowflake", "postgres",
			"SELECT x, count(*) AS n FROM t GROUP BY x HAVING n > 1",
			"SELECT x, count(*) AS n FROM t GROUP BY x HAVING count(*) > 1", withSchema},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, tc.opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkFired(t, tr, "where_aliases", true)
		})
	}
	// Grouped, it stays a question the schema must answer.
	tr, err := lateral.Translate("SELECT x, count(*) AS x FROM t GROUP BY x HAVING x > 1", "hive", "trino", lateral.TranslateOptions{})
	wantRefusalAt(t, tr, err, "T095", 1, 50)
}

// In the outermost query, without the schema, a query the source accepts
// reads a FROM column there, and a target that reads a FROM column before
// an output name reads the same one: left as written. A target that reads
// the output name first (Trino's ORDER BY) is refused.
func TestWhereAliasesOutermostUnknown(t *testing.T) {
	for _, tc := range []struct{ from, to, in string }{
		{"postgres", "duckdb", "SELECT upper(a.s) AS s FROM a JOIN b ON a.k = b.k WHERE s = 'x'"},
		{"postgres", "duckdb", "SELECT u.name, round(o.total, 2) AS total FROM users AS u JOIN orders AS o ON u.id = o.uid WHERE total > 100"},
		{"postgres", "duckdb", "SELECT s.x + 1 AS y FROM s JOIN u ON s.x = u.k ORDER BY y + 0"},
		{"postgres", "snowflake", "SELECT s.x + 1 AS y, y * 2 AS z FROM s JOIN u ON s.x = u.k"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{})
		if tr.SQL != tc.in {
			t.Errorf("%s -> %s: got %s, want it as written", tc.from, tc.to, tr.SQL)
		}
	}
	tr, err := lateral.Translate("SELECT s.x + 1 AS y FROM s JOIN u ON s.x = u.k ORDER BY y + 0", "postgres", "trino", lateral.TranslateOptions{})
	wantRefusalAt(t, tr, err, "T095", 1, 57)
	tr, err = lateral.Translate("SELECT o.k FROM o WHERE EXISTS (SELECT upper(i.a) AS s FROM i JOIN j ON i.k = j.k WHERE s = 'x')", "postgres", "duckdb", lateral.TranslateOptions{})
	wantRefusalAt(t, tr, err, "T095", 1, 89)
}

// Left as written: the source and the target read the same column.
// Checked on DuckDB 1.5: SELECT n + 1 AS x FROM t WHERE x > 3 filters on
// t.x; SELECT x, count(*) AS n FROM t GROUP BY x, n HAVING n > 3 (and
// GROUP BY x, t.n) on t.n.
func TestWhereAliasesReverseNoOp(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: reverseWhereSchema}
	for _, tc := range []struct{ name, from, to, in string }{
		{"a FROM column comes first", "duckdb", "postgres",
			"SELECT n + 1 AS x FROM t WHERE x > 3"},
		{"a FROM column comes first, Snowflake", "snowflake", "trino",
			"SELECT n + 1 AS x FROM t WHERE x > 3"},
		{"HAVING, a column GROUP BY names", "duckdb", "postgres",
			"SELECT x, count(*) AS n FROM t GROUP BY x, n HAVING n > 3"},
		{"HAVING, a qualified column GROUP BY names", "duckdb", "trino",
			"SELECT x, count(*) AS n FROM t GROUP BY x, t.n HAVING n > 3"},
		{"HAVING for Hive, which reads the output name too", "duckdb", "hive",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3"},
		{"both read output names", "duckdb", "snowflake",
			"SELECT x, sum(n) AS s FROM t GROUP BY x HAVING s > 3 AND x + s > 0"},
		{"a subquery's own column", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM o WHERE o.k = y)"},
		{"an outer column, no alias in the subquery", "duckdb", "postgres",
			"SELECT o.k, (SELECT max(x) FROM t WHERE y > 3) AS c FROM o"},
		{"a quoted output name Snowflake does not fold", "snowflake", "postgres",
			`SELECT x * 2 AS "y" FROM t WHERE y > 3`},
		{"Snowflake, the subquery's own column", "duckdb", "snowflake",
			"SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM o WHERE o.k = y)"},
		{"Snowflake, the outer query's column", "duckdb", "snowflake",
			"SELECT k + 1 AS y FROM o WHERE EXISTS (SELECT 1 FROM t WHERE t.n = y)"},
		{"Snowflake, the subquery's own output name", "duckdb", "snowflake",
			"SELECT o.k FROM o WHERE EXISTS (SELECT x + 90 AS y FROM t WHERE y = 100)"},
		{"a subquery's bare ORDER BY output name", "duckdb", "postgres",
			"SELECT x + 1 AS k FROM t WHERE EXISTS (SELECT k FROM o ORDER BY k)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			checkFired(t, tr, "where_aliases", false)
		})
	}
}

// The refusals: T094 where DuckDB rejects the query (checked: "WHERE
// clause cannot contain aggregates!", "HAVING clause cannot contain window
// functions!"), T095 where what the source reads cannot be told, T097 where
// the expression cannot take the reference's place exactly (DuckDB rejects
// random() AS r ... WHERE r < 2 and SELECT unnest(arr) AS v ... WHERE v > 1
// too).
func TestWhereAliasesReverseRefuse(t *testing.T) {
	withSchema := lateral.TranslateOptions{Schema: reverseWhereSchema}
	for _, tc := range []struct {
		name, from, to, in string
		opts               lateral.TranslateOptions
		code               string
		line, col          int
	}{
		{"an aggregate's alias in WHERE", "duckdb", "postgres",
			"SELECT x, sum(n) AS s FROM t WHERE s > 3 GROUP BY x", withSchema, "T094", 1, 36},
		{"a window function's alias in WHERE", "snowflake", "trino",
			"SELECT x, row_number() OVER (ORDER BY x) AS r\nFROM t\nWHERE r > 1", withSchema, "T094", 3, 7},
		{"a window function's alias in HAVING", "duckdb", "postgres",
			"SELECT x, row_number() OVER (ORDER BY x) AS r FROM t GROUP BY x HAVING r > 1", withSchema, "T094", 1, 72},
		{"FROM columns not known", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM t WHERE y > 3", lateral.TranslateOptions{}, "T095", 1, 32},
		{"HAVING after GROUP BY ALL", "duckdb", "postgres",
			"SELECT x, count(*) AS n FROM t GROUP BY ALL HAVING n > 1", withSchema, "T095", 1, 52},
		{"Snowflake, an outer column or the subquery's alias", "snowflake", "postgres",
			"SELECT o.k, (SELECT x + 90 AS y FROM t WHERE y = 100 LIMIT 1) AS c FROM o", withSchema, "T095", 1, 46},
		{"a volatile expression", "duckdb", "postgres",
			"SELECT random() AS r FROM t WHERE r < 2", withSchema, "T097", 1, 35},
		{"an alias two items have", "duckdb", "trino",
			"SELECT x + 1 AS y, x + 2 AS y FROM t WHERE y > 5", withSchema, "T097", 1, 44},
		{"in a subquery", "duckdb", "postgres",
			"SELECT x + 1 AS y FROM t WHERE (SELECT y) > 3", withSchema, "T097", 1, 40},
		{"in a lambda naming the expression's column", "duckdb", "trino",
			"SELECT x + 1 AS y FROM t WHERE len(list_filter(arr, x -> x < y)) > 0", withSchema, "T097", 1, 62},
		{"an earlier alias Spark reads in the select list only", "duckdb", "spark",
			"SELECT x + 1 AS y, y * 2 AS z FROM t WHERE z > 5", withSchema, "T097", 1, 44},
		{"a generator's output", "duckdb", "postgres",
			"SELECT unnest(arr) AS v FROM t WHERE v > 1", withSchema, "T097", 1, 38},
		// In a subquery of WHERE, DuckDB reads the output name inside the
		// subquery's aggregate, in its bare ORDER BY and before a column
		// of a query further out (checked on DuckDB 1.5); PostgreSQL
		// would read o.y.
		{"inside a subquery's aggregate", "duckdb", "postgres",
			"SELECT o.k FROM o WHERE EXISTS (SELECT x + 1 AS y FROM t WHERE (SELECT sum(t2.n + y) FROM t t2) > 24)", withSchema, "T097", 1, 83},
		{"a subquery's bare ORDER BY name", "duckdb", "postgres",
			"SELECT o.k FROM o WHERE EXISTS (SELECT x + 1 AS y FROM t WHERE (SELECT t2.n FROM t t2 ORDER BY y LIMIT 1) = 3)", withSchema, "T097", 1, 96},
		{"Snowflake, an output name read from a subquery", "duckdb", "snowflake",
			"SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM t t2 WHERE t2.n = y)", withSchema, "T095", 1, 72},
		{"from Snowflake, an output name read from a subquery", "snowflake", "duckdb",
			"SELECT x + 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM t t2 WHERE t2.n = y)", withSchema, "T095", 1, 72},
		{"in a subquery, a column beside it", "duckdb", "postgres",
			"SELECT o.k FROM o WHERE EXISTS (SELECT x + 1 AS y FROM t WHERE 3 IN (SELECT y + n FROM t t2))", withSchema, "T097", 1, 77},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, tc.opts)
			wantRefusalAt(t, tr, err, tc.code, tc.line, tc.col)
		})
	}
}
