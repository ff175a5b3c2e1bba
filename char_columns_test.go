package lateral_test

import (
	"context"
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
		{"postgres", "duckdb", "SELECT x, count(x) AS n FROM c GROUP BY x", false},
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
