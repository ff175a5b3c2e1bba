package executor_test

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/executor"
)

// Column names and name resolution of the postgres dialect, each
// expectation checked on PostgreSQL 15.

type namedCase struct {
	query string
	cols  string   // the result's column names, comma separated
	rows  []string // rows as "v1 | v2", in order (nil: not checked)
	err   string   // or an error containing this
}

func runNamed(t *testing.T, dialect string, setup []string, cases []namedCase) {
	t.Helper()
	for _, c := range cases {
		db := executor.NewDatabase()
		opts := lateral.RunOptions{Database: db}
		ctx := context.Background()
		for _, s := range setup {
			r, err := lateral.Run(ctx, s, dialect, opts)
			if err != nil {
				t.Fatalf("setup %q: %v", s, err)
			}
			if _, err := r.All(); err != nil {
				t.Fatalf("setup %q: %v", s, err)
			}
			r.Close()
		}
		r, err := lateral.Run(ctx, c.query, dialect, opts)
		var rows [][]executor.Value
		var names []string
		if err == nil {
			for _, col := range r.Columns() {
				names = append(names, col.Name)
			}
			rows, err = r.All()
			r.Close()
		}
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: want an error containing %q, got %v (%d rows)", c.query, c.err, err, len(rows))
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.query, err)
			continue
		}
		if got := strings.Join(names, ","); got != c.cols {
			t.Errorf("%s: columns %s, want %s", c.query, got, c.cols)
		}
		var got []string
		for _, row := range rows {
			parts := make([]string, len(row))
			for i, v := range row {
				parts[i] = v.String()
			}
			got = append(got, strings.Join(parts, " | "))
		}
		if c.rows != nil && strings.Join(got, "\n") != strings.Join(c.rows, "\n") {
			t.Errorf("%s: rows\n%s\nwant\n%s", c.query, strings.Join(got, "\n"), strings.Join(c.rows, "\n"))
		}
	}
}

// A function's column aliases replace its default column names; a
// select-list name is not visible in WHERE.
func TestPostgresFunctionColumnNames(t *testing.T) {
	setup := []string{"CREATE TABLE t (a text)", "INSERT INTO t VALUES ('cat')"}
	runNamed(t, "postgres", setup, []namedCase{
		{query: "SELECT generate_series(1, 3) FROM t WHERE generate_series > 3", err: "column generate_series does not exist"},
		{query: "SELECT generate_series FROM generate_series(1, 2) AS g", err: "column generate_series does not exist"},
		{query: "SELECT generate_series FROM generate_series(1, 2) AS g(x)", err: "column generate_series does not exist"},
		{query: "SELECT x.unnest FROM unnest(ARRAY[1, 2]) x", err: "unnest"},
		{query: "SELECT generate_series FROM generate_series(1, 2)", cols: "generate_series", rows: []string{"1", "2"}},
		{query: "SELECT * FROM generate_series(1, 2) AS g", cols: "g", rows: []string{"1", "2"}},
		// a scalar function in FROM: one column, named by the alias
		{query: "SELECT * FROM current_schema() WITH ORDINALITY AS a(b)", cols: "b,ordinality", rows: []string{"public | 1"}},
		{query: "SELECT * FROM current_schema() WITH ORDINALITY AS a", cols: "a,ordinality", rows: []string{"public | 1"}},
		{query: "SELECT * FROM current_schema() AS a", cols: "a", rows: []string{"public"}},
		{query: "SELECT * FROM current_schema()", cols: "current_schema", rows: []string{"public"}},
		{query: "SELECT * FROM upper('x') AS u(v)", cols: "v", rows: []string{"X"}},
		{query: "SELECT * FROM upper('x') WITH ORDINALITY", cols: "upper,ordinality", rows: []string{"X | 1"}},
		{query: "SELECT * FROM upper('x') WITH ORDINALITY AS u", cols: "u,ordinality", rows: []string{"X | 1"}},
	})
}

// pg_get_keywords(): PostgreSQL 15's five columns and 460 rows.
func TestPgGetKeywords(t *testing.T) {
	runNamed(t, "postgres", nil, []namedCase{
		{query: "SELECT a.*, b.*, c.* FROM generate_series(1,1) a, unnest(ARRAY[1]) b, pg_get_keywords() c LIMIT 0",
			cols: "a,b,word,catcode,barelabel,catdesc,baredesc", rows: []string{}},
		{query: "SELECT count(*), count(*) FILTER (WHERE barelabel) FROM pg_get_keywords()", cols: "count,count", rows: []string{"460 | 421"}},
		{query: "SELECT catcode, catdesc, count(*) FROM pg_get_keywords() GROUP BY 1, 2 ORDER BY 1",
			cols: "catcode,catdesc,count", rows: []string{
				"C | unreserved (cannot be function or type name) | 51",
				"R | reserved | 77",
				"T | reserved (can be function or type name) | 23",
				"U | unreserved | 309"}},
		{query: "SELECT * FROM pg_get_keywords() WHERE word = 'select'",
			cols: "word,catcode,barelabel,catdesc,baredesc", rows: []string{"select | R | true | reserved | can be bare label"}},
		{query: "SELECT * FROM pg_get_keywords(1)", err: "pg_get_keywords takes no arguments"},
	})
}

// (x).*: the fields of a composite value as columns.
func TestPostgresFieldStar(t *testing.T) {
	runNamed(t, "postgres", nil, []namedCase{
		{query: "SELECT (information_schema._pg_expandarray(ARRAY['c', 'b', 'a'])).*", cols: "x,n",
			rows: []string{"c | 1", "b | 2", "a | 3"}},
		{query: "SELECT (x).*, 1 AS k FROM (SELECT information_schema._pg_expandarray(ARRAY[10, 20]) AS x) s", cols: "x,n,k",
			rows: []string{"10 | 1 | 1", "20 | 2 | 1"}},
		{query: "SELECT (information_schema._pg_expandarray(ARRAY['c', 'b'])).x", cols: "x", rows: []string{"c", "b"}},
		{query: "SELECT (unnest(ARRAY[1, 2]::INT[])).*", err: "1:9: type integer is not composite"},
		{query: "SELECT (1).*", err: "type integer is not composite"},
		{query: "SELECT 1 WHERE (ROW(1, 2)).* IS NULL", err: `1:16: row expansion via "*" is not supported here`},
	})
}

// A set-returning call inside (f()).* runs once per row (PostgreSQL 10+:
// identical set-returning calls of a select list are evaluated once): one
// table function in the plan, its fields read from its one result.
func TestPostgresFieldStarCallsOnce(t *testing.T) {
	plan, err := lateral.Explain(context.Background(), "SELECT (information_schema._pg_expandarray(ARRAY['c', 'b', 'a'])).*", "postgres", lateral.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out := plan.Text()
	if n := strings.Count(out, "_pg_expandarray"); n != 1 {
		t.Errorf("the plan calls _pg_expandarray %d times, want once:\n%s", n, out)
	}
}

// The names PostgreSQL 15 gives unaliased select items.
func TestPostgresItemNames(t *testing.T) {
	setup := []string{"CREATE TABLE tt (x int, s text)", "INSERT INTO tt VALUES (1, 'a')"}
	q := func(items string) string { return "SELECT " + items + " FROM tt GROUP BY x, s" }
	runNamed(t, "postgres", setup, []namedCase{
		{query: q("1 + 1, CAST(x AS bigint), CAST(1 AS int), 1::text, x::text, CASE WHEN true THEN 1 END, (x), -x"),
			cols: "?column?,x,int4,text,x,case,x,?column?", rows: []string{"2 | 1 | 1 | 1 | 1 | 1 | 1 | -1"}},
		{query: q("'a', 1, true, NULL, ARRAY[1], ROW(1, 2), x IS NULL, EXISTS (SELECT 1)"),
			cols: "?column?,?column?,?column?,?column?,array,row,?column?,exists"},
		{query: q("(SELECT 1), (SELECT x AS y), (SELECT x FROM tt LIMIT 1), count(*), coalesce(x, 1), x || 'a', NOT true"),
			cols: "?column?,y,x,count,coalesce,?column?,?column?"},
		{query: q("x BETWEEN 1 AND 2, x IN (1), s LIKE 'a', greatest(1, 2), least(1, 2), nullif(1, 2), s"),
			cols: "?column?,?column?,?column?,greatest,least,nullif,s"},
		{query: q("1.5, interval '1 day', date '2020-01-01', TIMESTAMP '2020-01-01', x > 1, sum(x) OVER ()"),
			cols: "?column?,interval,date,timestamp,?column?,sum"},
		{query: q("'{1}'::int[], 1::bigint, 1::smallint, 1::real, 1::float8, 1::numeric(3, 1), 'a'::varchar(3), 'a'::char(2)"),
			cols: "int4,int8,int2,float4,float8,numeric,varchar,bpchar"},
		{query: q("true::boolean, '{}'::jsonb, '{}'::json, CAST(CASE WHEN true THEN 1 END AS int), x::int::text, ARRAY(SELECT 1), (ARRAY[1])[1]"),
			cols: "bool,jsonb,json,int4,x,array,array"},
		{query: q("EXTRACT(year FROM DATE '2020-01-01'), round(1.5), length('a'), upper('a'), 1::double precision, (x) + 0, (SELECT x)"),
			cols: "extract,round,length,upper,float8,?column?,x"},
	})
}

// A scalar subquery is named after its first column, even a weak name
// (int4, ?column?), which a cast around it keeps; a CASE after its ELSE
// when that has a name of its own (each checked on PostgreSQL 15).
func TestPostgresSubqueryAndCaseNames(t *testing.T) {
	setup := []string{"CREATE TABLE t (x integer)", "INSERT INTO t VALUES (1)"}
	runNamed(t, "postgres", setup, []namedCase{
		{query: "SELECT (SELECT 1::int), (SELECT 1)::text, (SELECT 1::int)::text, (SELECT x FROM t)", cols: "int4,?column?,int4,x"},
		{query: "SELECT (SELECT x FROM t UNION ALL SELECT 2 LIMIT 1), (VALUES (1)), (SELECT CASE WHEN true THEN 1 END)", cols: "x,column1,case"},
		{query: "SELECT CASE WHEN x > 0 THEN 1 ELSE x END, CASE WHEN x > 0 THEN 1 ELSE 2::int END, CASE WHEN x > 0 THEN 1 ELSE (SELECT 1) END FROM t",
			cols: "x,case,?column?"},
	})
}
