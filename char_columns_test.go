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

// A CHAR(n) column compared, concatenated, matched or measured is refused
// toward another dialect (T146, rewrite/char_columns.go): PostgreSQL drops
// its trailing blanks there, DuckDB's CHAR(n) is a VARCHAR, Trino pads.
// Selecting it, counting it and rtrim(CAST(x AS VARCHAR)) are kept.
func TestCharColumnOperands(t *testing.T) {
	const schema = "CREATE TABLE c (id INT, x CHAR(3), y VARCHAR(3))"
	for _, c := range []struct {
		source, target, sql string
		refused             bool
	}{
		{"postgres", "duckdb", "SELECT x = 'a' AS e FROM c", true},
		{"postgres", "duckdb", "SELECT x || '|' AS e FROM c", true},
		{"postgres", "trino", "SELECT length(x) AS e FROM c", true},
		{"postgres", "duckdb", "SELECT id FROM c WHERE x IN ('a', 'b')", true},
		{"postgres", "duckdb", "SELECT id FROM c WHERE x LIKE 'a%'", true},
		{"postgres", "duckdb", "SELECT id FROM c WHERE x BETWEEN 'a' AND 'b'", true},
		{"postgres", "duckdb", "SELECT a.id FROM c a JOIN c b ON a.x = b.x", true},
		{"postgres", "duckdb", "SELECT s.x = 'a' AS e FROM (SELECT x FROM c) s", true},
		{"postgres", "trino", "CREATE TABLE d (x CHAR(3)); SELECT x = 'a' AS e FROM d", true},
		{"hive", "spark", "SELECT x = 'a' AS e FROM c", true},
		// the values compared without a comparison operator (run on
		// PostgreSQL 15 and DuckDB 1.5, TestCharColumnEngines: a CHAR(3)
		// holding 'a' and one holding 'a  ' are one value in PostgreSQL,
		// two in DuckDB; PostgreSQL's CAST(x AS VARCHAR) drops the blanks
		// DuckDB keeps, and its x ~ '^a  $' matches the padded value)
		{"postgres", "duckdb", "SELECT x, count(x) AS n FROM c GROUP BY x", true},
		{"postgres", "duckdb", "SELECT DISTINCT x FROM c", true},
		{"postgres", "duckdb", "SELECT count(DISTINCT x) AS n FROM c", true},
		{"postgres", "duckdb", "SELECT CASE x WHEN 'a' THEN 1 ELSE 0 END AS e FROM c", true},
		{"postgres", "duckdb", "SELECT id FROM c WHERE x IN (SELECT x FROM c)", true},
		{"postgres", "duckdb", "SELECT id FROM c WHERE y IN (SELECT x FROM c)", true},
		{"postgres", "duckdb", "SELECT id FROM c WHERE x = ANY (SELECT y FROM c)", true},
		{"postgres", "duckdb", "SELECT (SELECT x FROM c LIMIT 1) = 'a' AS e", true},
		{"postgres", "duckdb", "SELECT (x, id) = ('a', 1) AS e FROM c", true},
		{"postgres", "duckdb", "SELECT ARRAY[x] = ARRAY['a'] AS e FROM c", true},
		{"postgres", "duckdb", "SELECT a.id FROM c a JOIN c b USING (x)", true},
		{"postgres", "duckdb", "SELECT a.id FROM c a NATURAL JOIN c b", true},
		{"postgres", "duckdb", "SELECT x FROM c UNION SELECT y FROM c", true},
		{"postgres", "duckdb", "SELECT row_number() OVER (PARTITION BY x) AS r FROM c", true},
		{"postgres", "duckdb", "SELECT CAST(x AS VARCHAR) = 'a' AS e FROM c", true},
		{"postgres", "duckdb", "SELECT length(x::text) AS e FROM c", true},
		{"postgres", "duckdb", "SELECT id FROM c WHERE x ~ '^a  $'", true},
		{"postgres", "duckdb", "SELECT x, count(*) AS n FROM c GROUP BY 1", true},
		{"postgres", "duckdb", "SELECT x, count(*) AS n FROM c GROUP BY ROLLUP (x)", true},
		{"postgres", "duckdb", "SELECT rank() OVER (ORDER BY x) AS r FROM c", true},
		{"postgres", "duckdb", "SELECT id, count(*) AS n FROM c GROUP BY 1", false},
		{"postgres", "duckdb", "SELECT count(x) AS n FROM c", false},
		{"postgres", "duckdb", "SELECT count(*) AS n FROM (SELECT x FROM c UNION ALL SELECT y FROM c) u", false},
		// PostgreSQL pads a CHAR(n) on output and sorts it without its
		// trailing blanks, DuckDB neither (charOutput)
		{"postgres", "duckdb", "SELECT x FROM c UNION ALL SELECT y FROM c", true},
		{"postgres", "duckdb", "SELECT id, x FROM c", false}, // rpad(x, 3, ' ') (TestPostgresCharDuckDBEngines)
		{"postgres", "trino", "SELECT id, x FROM c", true},
		{"postgres", "trino", "SELECT * FROM c", true},
		{"postgres", "duckdb", "SELECT u.x FROM (SELECT x FROM c) u", false}, // rpad(u.x, 3, ' ')
		{"postgres", "duckdb", "SELECT * FROM c", true},
		{"postgres", "duckdb", "SELECT id FROM c ORDER BY x", false}, // rtrim(x)
		{"postgres", "trino", "SELECT id FROM c ORDER BY x", true},
		// a bare name of an output column sorts on that column, before an
		// input column of the name (PostgreSQL 7.2, ORDER BY: "an output
		// column's name"), and a position too
		{"postgres", "trino", "SELECT id AS x FROM c ORDER BY x", false},
		{"postgres", "trino", "SELECT id AS x FROM c ORDER BY 1", false},
		{"postgres", "trino", "SELECT s.n FROM (SELECT x AS id, 1 AS n FROM c ORDER BY id LIMIT 2) s", true},
		{"postgres", "trino", "SELECT s.n FROM (SELECT x AS id, 1 AS n FROM c ORDER BY 1 LIMIT 2) s", true},
		// a position counts a *'s columns, and a set operation sorts on
		// the column of its arms
		{"postgres", "trino", "SELECT s.id FROM (SELECT * FROM c ORDER BY 2 LIMIT 2) s", true},
		{"postgres", "trino", "SELECT s.id FROM (SELECT c.*, c.id AS k FROM c ORDER BY 2 LIMIT 2) s", true},
		{"postgres", "trino", "SELECT s.id FROM (SELECT c.id AS k, c.* FROM c ORDER BY 3 LIMIT 2) s", true},
		{"postgres", "trino", "SELECT s.id FROM (SELECT c.id AS k, c.* FROM c ORDER BY 2 LIMIT 2) s", false},
		{"postgres", "trino", "SELECT s.id FROM (SELECT * FROM (SELECT id, x FROM c) d ORDER BY 2 LIMIT 2) s", true},
		{"postgres", "duckdb", "SELECT s.id FROM (SELECT id, x FROM c UNION ALL SELECT id, x FROM c ORDER BY 2 LIMIT 2) s", true},
		{"postgres", "duckdb", "SELECT s.id FROM (SELECT id, x AS v FROM c UNION ALL SELECT id, x FROM c ORDER BY v LIMIT 2) s", true},
		{"postgres", "duckdb", "SELECT s.id FROM (SELECT id, x FROM c UNION ALL SELECT id, x FROM c ORDER BY 1 LIMIT 2) s", false},
		// a cast of a CHAR to a string type drops the blanks in PostgreSQL
		// only: rtrim(CAST(x AS VARCHAR)) toward DuckDB, refused otherwise
		{"postgres", "duckdb", "SELECT CAST(x AS VARCHAR) AS v FROM c", false},
		{"postgres", "trino", "SELECT CAST(x AS VARCHAR) AS v FROM c", true},
		{"postgres", "duckdb", "SELECT x FROM c UNION ALL SELECT x FROM c", true},
		// a scalar subquery's CHAR is output padded as the column is
		// (PostgreSQL 15: SELECT (SELECT 'a'::char(3)) is 'a  ')
		{"postgres", "duckdb", "SELECT (SELECT x FROM c LIMIT 1) AS s", true},
		{"postgres", "duckdb", "SELECT (SELECT d.x FROM c d WHERE d.id = c.id) AS s FROM c", true},
		{"postgres", "duckdb", "SELECT (SELECT id FROM c LIMIT 1) AS s", false},
		{"postgres", "duckdb", "SELECT id FROM (SELECT id, x FROM c) u", false},
		{"postgres", "duckdb", "SELECT id, rtrim(CAST(x AS VARCHAR)) AS r FROM c ORDER BY 2", false},
		{"trino", "presto", "SELECT x FROM c ORDER BY x", false},
		{"postgres", "duckdb", "SELECT a.id FROM c a JOIN c b USING (id)", false},
		{"postgres", "duckdb", "SELECT DISTINCT y FROM c GROUP BY y", false},
		{"postgres", "duckdb", "SELECT (y, id) = ('a', 1) AS e FROM c", false},
		{"postgres", "duckdb", "SELECT id FROM c WHERE y IN (SELECT y FROM c)", false},
		{"postgres", "duckdb", "SELECT id FROM c WHERE (y, id) IN (SELECT y, id FROM c)", false},
		{"postgres", "duckdb", "SELECT id FROM c WHERE (id, y) IN (SELECT id, x FROM c)", true},
		{"postgres", "duckdb", "SELECT rtrim(CAST(x AS VARCHAR)) = 'a' AS e FROM c", false},
		{"postgres", "duckdb", "SELECT y = 'a' AS e FROM c", false},
		{"trino", "presto", "SELECT x = 'a' AS e FROM c", false},
		{"postgres", "postgres", "SELECT x = 'a' AS e FROM c", false},
	} {
		_, err := lateral.Translate(c.sql, c.source, c.target, lateral.TranslateOptions{Schema: schema})
		if got := err != nil && strings.Contains(err.Error(), "T146"); got != c.refused {
			t.Errorf("%s to %s: %s: refused %v, want %v (%v)", c.source, c.target, c.sql, got, c.refused, err)
		}
	}
}

// The rule's premise, run on the engines: a CHAR(3) holding 'ab ' (or
// 'ab') compares equal to 'ab', concatenates as 'ab|' and has length 2 in
// PostgreSQL 15; DuckDB 1.5 keeps the blank (CHAR(3) is a VARCHAR).
func TestCharColumnEngines(t *testing.T) {
	ctx := context.Background()
	const q = "SELECT x = 'ab' AS e, x || '|' AS f, length(x) AS l FROM c"
	pg := enginetest.Postgres(t)
	enginetest.Exec(t, pg, "DROP TABLE IF EXISTS c; CREATE TABLE c (x CHAR(3)); INSERT INTO c VALUES ('ab ')")
	res, err := pg.Query(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != "(true, 'ab|', 2)" {
		t.Errorf("postgres: %s", got)
	}
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, duck, "CREATE TABLE c (x CHAR(3)); INSERT INTO c VALUES ('ab ')")
	res, err = duck.Query(ctx, q)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != "(false, 'ab |', 3)" {
		t.Errorf("duckdb: %s", got)
	}
	// values compared without an operator: 'a' and 'a  ' are one value of
	// a CHAR(3) in PostgreSQL, two in DuckDB; CAST(x AS VARCHAR) drops the
	// blanks in PostgreSQL only; ~ matches PostgreSQL's padded value
	const q2 = "SELECT count(DISTINCT x) AS n, count(DISTINCT CAST(x AS VARCHAR)) AS v, " +
		"(SELECT count(*) FROM (SELECT x FROM c GROUP BY x) g) AS g, " +
		"count(*) FILTER (WHERE CAST(x AS VARCHAR) = 'a') AS e, count(*) FILTER (WHERE %s) AS r FROM c"
	for _, e := range []struct {
		eng         engines.Engine
		name, match string
		want        string
	}{{pg, "postgres", "x ~ '^a  $'", "(1, 1, 1, 2, 2)"}, {duck, "duckdb", "regexp_matches(x, '^a  $')", "(2, 2, 2, 1, 1)"}} {
		enginetest.Exec(t, e.eng, "DROP TABLE IF EXISTS c; CREATE TABLE c (x CHAR(3)); INSERT INTO c VALUES ('a'), ('a  ')")
		res, err := e.eng.Query(ctx, fmt.Sprintf(q2, e.match))
		if err != nil {
			t.Fatalf("%s: %v", e.name, err)
		}
		if got := strings.TrimSpace(engines.FormatRows(res.Rows)); got != e.want {
			t.Errorf("%s: %s, want %s", e.name, got, e.want)
		}
	}
}

// A cast to an array (map, struct) of VARCHAR(n) or CHAR(n) follows the
// scalar cast's rule per element (rewrite/text_length.go,
// nestedTextLengthCast): kept between truncating PostgreSQL, ANSI, Trino
// and Presto (of strings), the length dropped from DuckDB, refused (T135)
// otherwise; an array constructor with no longer element is kept.
func TestNestedVarcharCasts(t *testing.T) {
	for _, c := range []struct {
		source, target, sql, want string
	}{
		{"postgres", "trino", "SELECT CAST(ARRAY['abc'] AS VARCHAR(2)[]) AS x", "CAST(ARRAY['abc'] AS ARRAY(VARCHAR(2)))"},
		{"postgres", "duckdb", "SELECT CAST(ARRAY['abc'] AS VARCHAR(2)[]) AS x", "T135"},
		{"postgres", "hive", "SELECT CAST(ARRAY['abc'] AS VARCHAR(2)[]) AS x", "T135"},
		{"postgres", "trino", "SELECT CAST(ARRAY['abc'] AS CHAR(2)[]) AS x", "T135"},
		{"postgres", "trino", "SELECT CAST(ARRAY[12345] AS VARCHAR(2)[]) AS x", "T135"},
		{"trino", "presto", "SELECT CAST(ARRAY[12345] AS ARRAY(VARCHAR(2))) AS x", "CAST(ARRAY[12345] AS ARRAY(VARCHAR(2)))"},
		{"trino", "duckdb", "SELECT CAST(MAP(ARRAY['abc'], ARRAY['d']) AS MAP(VARCHAR(2), VARCHAR)) AS x", "T135"},
		{"trino", "duckdb", "SELECT CAST(ROW('abc') AS ROW(f VARCHAR(2))) AS x", "T135"},
		{"duckdb", "trino", "SELECT CAST(['abc'] AS CHAR(2)[]) AS x, CAST({'f': 'abc'} AS STRUCT(f VARCHAR(2))) AS y",
			"CAST(ARRAY['abc'] AS ARRAY(VARCHAR)) AS x, CAST(CAST(ROW('abc') AS ROW(f VARCHAR)) AS ROW(f VARCHAR)) AS y"},
		{"ansi", "duckdb", "SELECT CAST(ARRAY[] AS VARCHAR(100) ARRAY) AS x, CAST(ARRAY['ab', NULL] AS VARCHAR(2) ARRAY) AS y",
			"CAST([] AS VARCHAR(100)[]) AS x, CAST(['ab', NULL] AS VARCHAR(2)[]) AS y"},
		{"ansi", "duckdb", "SELECT CAST(ARRAY['abc'] AS VARCHAR(2) ARRAY) AS x", "T135"},
		// a NULL is NULL in every dialect (no element to cut)
		{"postgres", "trino", "SELECT CAST(NULL AS VARCHAR(2)[]) AS x", "CAST(NULL AS ARRAY(VARCHAR(2)))"},
		// a bare CHAR is CHAR(1) in PostgreSQL and Trino: refused as CHAR(n)
		{"postgres", "trino", "SELECT CAST('abc' AS CHAR) AS x", "T135"},
		{"duckdb", "trino", "SELECT CAST('abc' AS CHAR) AS x", "CAST('abc' AS VARCHAR)"},
	} {
		tr, err := lateral.Translate(c.sql, c.source, c.target, lateral.TranslateOptions{})
		if strings.HasPrefix(c.want, "T") && len(c.want) == 4 {
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s to %s: %s: want %s, got %v, %v", c.source, c.target, c.sql, c.want, tr, err)
			}
			continue
		}
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: %s: want %s, got %v, %v", c.source, c.target, c.sql, c.want, tr, err)
		}
	}
}

// PostgreSQL's date_trunc to 'milliseconds' or 'microseconds' is kept
// toward DuckDB for a TIMESTAMP or a TIMESTAMP WITH TIME ZONE (engines:
// conformance/dates/postgres_date_trunc_units), refused (T127) for a
// DATE (a timestamp with time zone in PostgreSQL, a TIMESTAMP in DuckDB),
// an INTERVAL and toward the other targets.
func TestPostgresFineTruncDuckDB(t *testing.T) {
	const schema = "CREATE TABLE t (v TIMESTAMP, z TIMESTAMPTZ, d DATE, i INTERVAL)"
	for _, c := range []struct {
		target, arg string
		kept        bool
	}{
		{"duckdb", "v", true}, {"duckdb", "z", true}, {"duckdb", "d", false}, {"duckdb", "i", false},
		{"trino", "v", false}, {"spark", "v", false},
	} {
		for _, u := range []string{"milliseconds", "microseconds"} {
			q := "SELECT date_trunc('" + u + "', " + c.arg + ") AS a FROM t"
			tr, err := lateral.Translate(q, "postgres", c.target, lateral.TranslateOptions{Schema: schema})
			if c.kept && (err != nil || !strings.Contains(tr.SQL, "date_trunc('"+u+"', "+c.arg+")")) {
				t.Errorf("%s: %s: got %v, %v", c.target, q, tr, err)
			}
			if !c.kept && (err == nil || !strings.Contains(err.Error(), "T127")) {
				t.Errorf("%s: %s: want T127, got %v, %v", c.target, q, tr, err)
			}
		}
	}
}

// PostgreSQL's CHAR(n) toward DuckDB (rewrite/char_columns.go,
// pgCharOutputs and pgCharOrder): the output rpad(x, n, ' '), a cast to
// VARCHAR rtrim(CAST(x AS VARCHAR)), and an ORDER BY of the value, its
// output name or position rtrim(x), run on both engines: the translation
// on DuckDB gives PostgreSQL's rows in PostgreSQL's order, whether
// DuckDB's CHAR(3) (a VARCHAR) holds the values as inserted or padded as
// PostgreSQL holds them. Comparisons stay refused (TestCharColumnOperands).
func TestPostgresCharDuckDBEngines(t *testing.T) {
	const schema = "CREATE TABLE c (id INT, x CHAR(3), y CHAR(2))"
	const values = "(1, 'a', 'a'), (2, 'ab ', 'b '), (3, NULL, NULL), (4, '', ''), (5, 'a' || chr(9), 'a' || chr(9)), " +
		"(6, 'a  ', ' a'), (7, ' a', 'é'), (8, 'é', 'b'), (9, 'b', 'a '), " +
		// a no-break space is no blank to PostgreSQL's CHAR, and one to
		// DuckDB's one-argument rtrim
		"(10, 'a' || chr(160), 'a' || chr(12288)), (11, 'a ', 'a')"
	pg := enginetest.Postgres(t)
	enginetest.Exec(t, pg, "DROP TABLE IF EXISTS c; "+schema+"; INSERT INTO c VALUES "+values)
	duck := enginetest.DuckDB(t)
	for _, q := range []string{
		"SELECT c.id, c.x, c.y AS z, CAST(c.x AS VARCHAR) AS v FROM c ORDER BY c.x, 3 DESC, c.id",
		"SELECT c.id, c.x FROM c ORDER BY x DESC, id",
		// x names the output column c.id, not the CHAR column
		"SELECT c.id AS x, c.y FROM c ORDER BY x DESC",
		"SELECT c.id FROM c ORDER BY c.y NULLS FIRST, c.x, c.id",
		"SELECT c.id, CAST(c.y AS TEXT) AS t FROM c ORDER BY 2, 1",
		"SELECT s.id FROM (SELECT c.id FROM c ORDER BY c.x DESC, c.id LIMIT 4) s ORDER BY s.id",
		// a CASE of CHAR(3) and CHAR(2) sorts without trailing blanks
		"SELECT s.id FROM (SELECT c.id FROM c ORDER BY CASE WHEN c.id > 5 THEN c.x ELSE c.y END, c.id LIMIT 3) s ORDER BY s.id",
		// positions past a * count its columns (were the items')
		"SELECT s.id FROM (SELECT * FROM c ORDER BY 2, 1 LIMIT 4) s ORDER BY s.id",
		"SELECT s.id FROM (SELECT c.*, c.id AS k FROM c ORDER BY 2, 1 LIMIT 4) s ORDER BY s.id",
		"SELECT s.id FROM (SELECT c.id AS k, c.* FROM c ORDER BY 3, 1 LIMIT 4) s ORDER BY s.id",
		// CAST(x AS VARCHAR(n)) drops the blanks before it truncates
		"SELECT c.id, CAST(c.x AS VARCHAR(2)) AS v, CAST(c.y AS VARCHAR(5)) AS w FROM c ORDER BY c.id",
		"SELECT c.id FROM c WHERE CAST(c.x AS VARCHAR(2)) = 'a' ORDER BY c.id",
	} {
		charRowsAlike(t, pg, duck, q, schema, values, "UPDATE c SET x = rpad(x, 3, ' '), y = rpad(y, 2, ' ')")
	}
}

// charRowsAlike checks that q, translated from PostgreSQL to DuckDB with
// schema, gives DuckDB PostgreSQL's rows, DuckDB's CHAR table c holding
// values as inserted and then padded by pad, and returns the translation.
func charRowsAlike(t *testing.T, pg, duck engines.Engine, q, schema, values, pad string) string {
	t.Helper()
	tr, err := lateral.Translate(q, "postgres", "duckdb", lateral.TranslateOptions{Schema: schema})
	if err != nil {
		t.Fatalf("%s: %v", q, err)
	}
	want := strings.TrimSpace(engines.FormatRows(enginetest.Query(t, pg, q).Rows))
	for _, padded := range []bool{false, true} {
		enginetest.Exec(t, duck, "DROP TABLE IF EXISTS c; "+schema+"; INSERT INTO c VALUES "+values)
		if padded {
			enginetest.Exec(t, duck, pad)
		}
		got := strings.TrimSpace(engines.FormatRows(enginetest.Query(t, duck, tr.SQL).Rows))
		if got != want {
			t.Errorf("%s (padded %v)\n%s\ngot:\n%s\nwant (postgres):\n%s", q, padded, tr.SQL, got, want)
		}
	}
	return tr.SQL
}

// A bare CHAR is CHAR(1) in PostgreSQL (rewrite/char_columns.go, charLen):
// toward DuckDB its output is rpad(w, 1, ' ') and its order rtrim(w), as
// a CHAR(1)'s, run on both engines (DuckDB's CHAR holding the values as
// inserted or padded).
func TestPostgresBareCharDuckDBEngines(t *testing.T) {
	const schema = "CREATE TABLE c (id INT, w CHAR)"
	const values = "(1, 'a'), (2, ''), (3, NULL), (4, ' '), (5, chr(9)), (6, 'é'), (7, 'b')"
	pg := enginetest.Postgres(t)
	enginetest.Exec(t, pg, "DROP TABLE IF EXISTS c; "+schema+"; INSERT INTO c VALUES "+values)
	duck := enginetest.DuckDB(t)
	for _, q := range []string{
		"SELECT c.id, c.w FROM c ORDER BY c.w, c.id",
		"SELECT c.w AS v, c.id FROM c ORDER BY v DESC, 2",
	} {
		if out := charRowsAlike(t, pg, duck, q, schema, values, "UPDATE c SET w = rpad(w, 1, ' ')"); !strings.Contains(out, "rpad(") {
			t.Errorf("%s: want rpad(w, 1, ' '), got %s", q, out)
		}
	}
}

// A CASE of CHAR(3) and CHAR(2) is PostgreSQL's bpchar of no length, each
// value as its branch holds it (output 'b  ' or 'a '), and of a CHAR and a
// VARCHAR or a string literal a string of the CHAR's padding or not:
// refused in the output, compared or sorted on, but for a CASE of one
// CHAR(n) (rpad toward DuckDB) and an ORDER BY toward DuckDB (rtrim,
// TestPostgresCharDuckDBEngines).
func TestCharCaseBranches(t *testing.T) {
	const schema = "CREATE TABLE c (id INT, x CHAR(3), y CHAR(2), v VARCHAR(3))"
	for _, c := range []struct {
		target, sql string
		refused     bool
	}{
		{"duckdb", "SELECT CASE WHEN id > 5 THEN x ELSE y END AS w FROM c", true},
		{"trino", "SELECT CASE WHEN id > 5 THEN x ELSE y END AS w FROM c", true},
		{"duckdb", "SELECT CASE WHEN id > 5 THEN x ELSE v END AS w FROM c", true},
		{"duckdb", "SELECT CASE WHEN id > 5 THEN x ELSE 'q' END AS w FROM c", true},
		{"duckdb", "SELECT CASE WHEN id > 5 THEN x ELSE CASE WHEN id > 2 THEN y END END AS w FROM c", true},
		{"duckdb", "SELECT s.w FROM (SELECT CASE WHEN id > 5 THEN x ELSE y END AS w FROM c) s", true},
		{"duckdb", "SELECT id FROM c WHERE CASE WHEN id > 5 THEN x ELSE y END = 'a'", true},
		{"trino", "SELECT s.id FROM (SELECT id FROM c ORDER BY CASE WHEN id > 5 THEN x ELSE y END LIMIT 2) s", true},
		{"duckdb", "SELECT s.id FROM (SELECT id FROM c ORDER BY CASE WHEN id > 5 THEN x ELSE y END LIMIT 2) s", false}, // rtrim
		{"duckdb", "SELECT CASE WHEN id > 5 THEN x ELSE x END AS w FROM c", false},                                     // rpad(.., 3)
		{"duckdb", "SELECT CASE WHEN id > 5 THEN 'p' ELSE 'q' END AS w FROM c", false},
	} {
		_, err := lateral.Translate(c.sql, "postgres", c.target, lateral.TranslateOptions{Schema: schema})
		if refused := err != nil; refused != c.refused {
			t.Errorf("postgres to %s: %s: refused %v, want %v (%v)", c.target, c.sql, refused, c.refused, err)
		} else if err != nil && !strings.Contains(err.Error(), "T146") {
			t.Errorf("%s: want T146, got %v", c.sql, err)
		}
	}
}
