package rewrite_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// DuckDB names an unaliased select-list unnest after the expression it
// parsed, printed (checked on DuckDB through engines: [1, 2] prints as
// main.list_value(1, 2), 007 as 7, - 2 as -2): the translation keeps that
// name with an alias, or refuses when it cannot be told (T035).
func TestDuckDBUnnestItemNames(t *testing.T) {
	ok := []struct{ name, in, col string }{
		{"list literal", "SELECT unnest([1, 2])", "unnest(main.list_value(1, 2))"},
		{"integers as values", "SELECT unnest([- 2, 007])", "unnest(main.list_value(-2, 7))"},
		{"strings and NULL", "SELECT unnest(['it''s', NULL])", "unnest(main.list_value('it''s', NULL))"},
		{"nested and empty lists", "SELECT unnest([[1], []])", "unnest(main.list_value(main.list_value(1), main.list_value()))"},
		{"NULL", "SELECT unnest(NULL)", "unnest(NULL)"},
		{"array_value", "SELECT UNNEST(ARRAY_VALUE(1, 2))", "unnest(array_value(1, 2))"},
		{"column", "SELECT unnest(t.arr) FROM t", "unnest(t.arr)"},
		{"a boolean prints as a cast", "SELECT unnest([true])", "unnest(main.list_value(CAST('t' AS BOOLEAN)))"},
		{"cast", "SELECT unnest(CAST(t.arr AS INT[])) FROM t", "unnest(CAST(t.arr AS INTEGER[]))"},
		{":: cast", "SELECT unnest(t.arr::BIGINT[]) FROM t", "unnest(CAST(t.arr AS BIGINT[]))"},
		{"another function", "SELECT unnest(string_split('a,b', ','))", "unnest(string_split('a,b', ','))"},
		{"a function as written", "SELECT unnest(STR_SPLIT('a,b', ','))", "unnest(str_split('a,b', ','))"},
		{"arithmetic", "SELECT unnest([id + 1, id * 2 - 1]) FROM t", "unnest(main.list_value((id + 1), ((id * 2) - 1)))"},
		// list_concat of lists that may be NULL is refused for Trino
		// (T301: DuckDB skips a NULL list); of constructors it is concat.
		{"calls inside", "SELECT unnest(list_concat([id], [abs(id)])) FROM t", "unnest(list_concat(main.list_value(id), main.list_value(abs(id))))"},
	}
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INTEGER, arr INTEGER[])"}
	for _, tc := range ok {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "duckdb", "trino", opts)
			cols := tr.Statements[0].SQL
			if want := `AS "` + tc.col + `"`; !strings.Contains(cols, want) {
				t.Errorf("got %s, want the column named %q", tr.SQL, tc.col)
			}
			checkIdempotent(t, tr, "trino", opts)
		})
	}
	for _, tc := range []struct{ name, in string }{
		{"ARRAY[] prints differently", "SELECT unnest(ARRAY[1, 2])"},
		{"a keyword function is quoted", "SELECT unnest(range(3))"},
		{"a reading that adds an argument", "SELECT unnest(generate_series(3))"},
		{"a double", "SELECT unnest([1e3])"},
		{"a derived table's name is seen", "SELECT * FROM (SELECT unnest(ARRAY[1])) AS d"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, "duckdb", "trino", opts)
			wantRefusal(t, tr, err, "T035")
		})
	}
	// Where no one sees the name, any name does.
	for _, in := range []string{
		"SELECT (SELECT unnest(ARRAY[1]))",
		"SELECT d.b FROM (SELECT unnest(ARRAY[1])) AS d(b)",
		"SELECT 1 WHERE EXISTS (SELECT unnest(ARRAY[1]))",
	} {
		mustTranslate(t, in, "duckdb", "trino", opts)
	}
}

// duckdbNameSetup is the table the name cases read.
const duckdbNameSetup = `CREATE TABLE t (k INTEGER, x INTEGER, y INTEGER, s VARCHAR, b BOOLEAN, a INTEGER[], l VARCHAR[],
	"a b" INTEGER, "value" INTEGER, "Mixed" INTEGER, X2 INTEGER, st STRUCT(l INTEGER[]))`

// duckdbNameCases are expressions over t. named says lateral must name
// them (the others it may name or refuse, but a name it gives must be
// DuckDB's).
var duckdbNameCases = []struct {
	expr  string
	named bool
}{
	// literals
	{"1", true}, {"007", true}, {"'a'", true}, {"'it''s'", true}, {"NULL", true}, {"true", true}, {"FALSE", true},
	{"1.5", true}, {"12.50", true}, {"0.25", true}, {"-1", true}, {"- 2", true}, {"-1.5", true}, {"-(-1)", false},
	{"-0", false}, {".5", false}, {"1.", false}, {"01.5", false}, {"1e3", false}, {"123456789012345678901", false},
	// columns
	{"x", false}, {"t.x", true}, {"t.X", true}, {`t."a b"`, true}, {`t."value"`, true}, {`t."Mixed"`, true}, {"t.x2", true},
	// operators
	{"x + 1", true}, {"x - y * 2", true}, {"(x - y) * 2", true}, {"x / 2", true}, {"x // 2", true}, {"x % 2", true},
	{"s || 'a'", true}, {"x = 1", true}, {"x <> 1", true}, {"x != 1", true}, {"x < 1", true}, {"x <= 1", true},
	{"x > 1", true}, {"x >= 1", true}, {"x = 1 AND y = 2", true}, {"x = 1 AND y = 2 AND x = 3", true},
	{"x = 1 OR y = 2 OR x = 3", true}, {"(x = 1 AND y = 2) OR x = 3", true}, {"x = 1 AND (y = 2 OR x = 3)", true},
	{"NOT x = 1", true}, {"NOT (x < 1)", true}, {"NOT (x >= 1)", true}, {"NOT (x <> 1)", true}, {"NOT b", true},
	{"NOT (x IS NULL)", true}, {"NOT true", true}, {"NOT (x = 1 AND y = 2)", true}, {"NOT NOT b", true},
	{"t.st.l", true}, {"st.l", true}, {"-x", true}, {"-(x + 1)", true}, {"x & 1", true}, {"x | 1", true}, {"x << 1", true},
	{"x >> 1", true}, {"x IS DISTINCT FROM 1", true}, {"x IS NOT DISTINCT FROM 1", true},
	{"x IS NULL", true}, {"x IS NOT NULL", true}, {"x IN (1, 2)", true}, {"x NOT IN (1, 2)", true},
	{"x BETWEEN 1 AND 2", true}, {"x NOT BETWEEN 1 AND 2", true}, {"s LIKE 'a%'", true}, {"s NOT LIKE 'a%'", true},
	{"s ILIKE 'a%'", true}, {"s NOT ILIKE 'a%'", true}, {"+x", false}, {"~x", false}, {"x ^ 2", false},
	{"(x) + (y)", false},
	// casts
	{"CAST(x AS BIGINT)", true}, {"x::INT", true}, {"x::INTEGER", true}, {"x::SMALLINT", true}, {"x::TINYINT", true},
	{"x::HUGEINT", true}, {"x::DOUBLE", true}, {"x::FLOAT", true}, {"x::REAL", true}, {"x::DECIMAL(10,2)", true},
	{"x::DECIMAL", true}, {"x::NUMERIC", true}, {"x::DECIMAL(5)", false}, {"x::NUMERIC(18,3)", true}, {"x::VARCHAR", true}, {"x::TEXT", true}, {"x::VARCHAR(10)", true}, {"x::BOOLEAN", true},
	{"s::DATE", true}, {"s::TIMESTAMP", true}, {"s::TIMESTAMPTZ", true}, {"s::TIME", true}, {"s::INTERVAL", true},
	{"s::BLOB", true}, {"s::UUID", true}, {"s::JSON", true}, {"a::BIGINT[]", true}, {"a::VARCHAR[][]", true},
	{"TRY_CAST(s AS INTEGER)", true}, {"CAST(x + 1 AS VARCHAR)", true}, {"x::CHAR(3)", true}, {"x::UTINYINT", false},
	{"CAST(x AS INT8)", true}, {"CAST(x AS FLOAT8)", true}, {"x::BOOL", true}, {"x::LONG", true},
	// typed literals: a cast of the string as written
	{"DATE '2020-01-01'", true}, {"DATE '2020-1-1'", true}, {"TIMESTAMP '2020-01-01 01:02:03'", true},
	{"TIMESTAMP '2020-01-01'", true}, {"TIME '01:02'", true}, {"DATE '2020-01-01' + 1", true},
	{"TIMESTAMPTZ '2020-01-01 00:00:00+00'", false}, {"INTERVAL 1 DAY", false},
	// calls
	{"abs(x)", true}, {"ABS(x)", true}, {"upper(s)", true}, {"ucase(s)", true}, {"lcase(s)", true}, {"lower(s)", true}, {"trim(s)", true},
	{"length(s)", true}, {"len(a)", true}, {"array_length(a)", true},
	{"string_split(s, ',')", true}, {"str_split(s, ',')", true}, {"string_to_array(s, ',')", true},
	{"list_concat(a, [1])", true}, {"LIST_CONCAT(a, a)", true}, {"coalesce(x, 1)", true}, {"ifnull(x, 1)", true},
	{"greatest(x, 1)", true}, {"least(x, y)", true}, {"nullif(x, 1)", true}, {"concat(s, 'a')", true},
	{"replace(s, 'a', 'b')", true}, {"strpos(s, 'a')", true}, {"instr(s, 'a')", true}, {"position('a' IN s)", false},
	{"substr(s, 2)", true}, {"substring(s, 2)", true}, {"log(x)", true}, {"ln(x)", true}, {"log10(x)", true},
	{"current_date", false}, {"(current_date IS NOT NULL)", false}, {"list(x)", true},
	{"pow(x, 2)", true}, {"power(x, 2)", true}, {"ceil(x)", true}, {"ceiling(x)", true}, {"round(x)", true},
	{"round(x, 1)", true}, {"sqrt(x)", true}, {"list_extract(a, 1)", true}, {"list_element(a, 1)", true},
	{"array_extract(a, 1)", true}, {"list_contains(a, 1)", true}, {"list_has(a, 1)", true},
	{"array_to_string(a, ',')", true}, {"list_aggregate(a, 'sum')", true}, {"aggregate(a, 'sum')", false},
	{"regexp_replace(s, 'a', 'b')", true}, {"regexp_replace(s, 'a', 'b', 'g')", false}, {"regexp_extract(s, 'a')", false},
	{"date_trunc('MONTH', s::DATE)", false}, {"date_diff('day', s::DATE, s::DATE)", false}, {"range(3)", false},
	{"generate_series(1, 3)", true}, {"flatten([[1], [2]])", true}, {"list_value(1, 2)", false}, {"array_value(1, 2)", true},
	{"random()", true}, {"now()", true}, {"md5(s)", true}, {"list_sort(a)", true},
	{"left(s, 1)", true}, {"right(s, 1)", true}, {"first(x)", true}, {"year(s::DATE)", true}, {"if(b, 1, 2)", false},
	{`"trim"(s)`, false}, {"ltrim(s)", true}, {"rtrim(s, 'a')", false},
	// calls with a star, DISTINCT, aggregates (over the whole table)
	{"count(*)", true}, {"COUNT(*)", true}, {"count(x)", true}, {"count(DISTINCT x)", true}, {"sum(x)", true},
	{"sum(x) + 1", true}, {"max(x + 1)", true}, {"min(t.x)", true}, {"avg(x)", true}, {"list(x)", true},
	{"array_agg(x)", true}, {"string_agg(s, ',')", true}, {"bool_and(b)", true}, {"stddev(x)", true},
	{"count()", false}, {"sum(x) FILTER (WHERE x > 1)", false}, {"list(x ORDER BY x)", false},
	// lists, subscripts, CASE
	{"[1, 2]", true}, {"[]", true}, {"[x, y]", true}, {"[[1], [x]]", true}, {"ARRAY[1, 2]", false},
	{"a[1]", true}, {"a[x]", true}, {"a[-1]", true}, {"[1, 2][1]", true}, {"a[1:2]", true}, {"a[:2]", false},
	{"CASE WHEN x = 1 THEN 2 END", true}, {"CASE WHEN x = 1 THEN 'a' WHEN x = 2 THEN 'b' ELSE 'c' END", true},
	{"CASE x WHEN 1 THEN 2 END", false}, {"{'a': 1}", false}, {"row(1, 2)", false}, {"DATE '2020-01-01'", false},
	{"INTERVAL 1 DAY", false}, {"x::VARCHAR || s", true},
}

// TestDuckDBItemNamesOnEngine reads, on DuckDB itself, the name of each
// expression as an unaliased select item and as the argument of an
// unaliased unnest: a name lateral gives must be DuckDB's; an expression
// marked named must be named.
func TestDuckDBItemNamesOnEngine(t *testing.T) {
	duck := enginetest.DuckDB(t)
	if err := duck.Exec(enginetest.Ctx(t), duckdbNameSetup); err != nil {
		t.Fatal(err)
	}
	d, _ := dialects.Lookup("duckdb")
	src := dialects.RewriteSource(d)
	var same, refused int
	check := func(query string, named bool, name func(e ast.Expr) (string, bool)) {
		t.Helper()
		res, err := duck.Query(enginetest.Ctx(t), query)
		if err != nil {
			t.Errorf("DuckDB: %s: %v", query, err)
			return
		}
		item := selectItems(t, query, "duckdb")[0]
		got, ok := name(item)
		switch {
		case !ok && named:
			t.Errorf("%s: not named, DuckDB names it %q", query, res.Columns[0])
		case !ok:
			refused++
		case got != res.Columns[0]:
			t.Errorf("%s: named %q, DuckDB names it %q", query, got, res.Columns[0])
		default:
			same++
		}
	}
	for _, c := range duckdbNameCases {
		// a column is named after the table's column, which lateral
		// leaves to the column reference itself
		_, column := selectItems(t, "SELECT "+c.expr, "duckdb")[0].(*ast.ColumnRef)
		check("SELECT "+c.expr+" FROM t", c.named && !column, src.ItemName)
		check("SELECT unnest(["+c.expr+"]) FROM t", c.named, func(e ast.Expr) (string, bool) {
			return src.SelectItemName(e.(*ast.Func))
		})
	}
	// Generators inside an item (named as a whole; a list is expanded
	// after the aggregates).
	for _, c := range []struct {
		expr  string
		named bool
	}{{"abs(1) + unnest([1])", true}, {"unnest(a) * 2", true}, {"unnest([x, y]) + 1", true},
		{"unnest(list(x)) || 'a'", true}, {"[unnest(a)]", true}, {"unnest(a)::VARCHAR", true},
		{"unnest(t.st.l) * 2", true}} {
		check("SELECT "+c.expr+" FROM t", c.named, src.ItemName)
	}
	// Every DuckDB keyword is quoted as a column name.
	res, err := duck.Query(enginetest.Ctx(t), "SELECT keyword_name FROM duckdb_keywords()")
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range res.Rows {
		kw := fmt.Sprint(row[0])
		check(fmt.Sprintf(`SELECT unnest(s."%s") FROM (SELECT [1] AS "%s") AS s`, kw, kw), true, func(e ast.Expr) (string, bool) {
			return src.SelectItemName(e.(*ast.Func))
		})
	}
	t.Logf("%d names as DuckDB gives them, %d refused", same, refused)
}

// selectItems parses query in dialect and returns its select items.
func selectItems(t *testing.T, query, dialect string) []ast.Expr {
	t.Helper()
	script, err := lateral.Parse(query, dialect, lateral.Limits{})
	if err != nil {
		t.Fatalf("parse %s: %v", query, err)
	}
	sel := script.Stmts[0].(*ast.QueryStmt).Query.Body.(*ast.Select)
	var out []ast.Expr
	for _, it := range sel.Items {
		out = append(out, it.Expr)
	}
	return out
}

// postgresNameCases are expressions over t (duckdbNameSetup's columns, in
// PostgreSQL types); named says lateral must name them.
var postgresNameCases = []struct {
	expr  string
	named bool
}{
	{"k", true}, {"K", true}, {"t.k", true}, {`t."Mixed"`, true}, {`"value"`, true}, {"1", true}, {"'a'", true},
	{"NULL", true}, {"true", true}, {"1.5", true}, {"-1", true}, {"x + 1", true}, {"(x + 1)", true}, {"x / 2", true},
	{"x = 1", true}, {"NOT b", true}, {"x IS NULL", true}, {"x IN (1, 2)", true}, {"x BETWEEN 1 AND 2", true},
	{"s LIKE 'a'", true}, {"s || 'a'", true}, {"(x) + (y)", false}, {"div(x, 2)", true}, {"mod(x, 2)", true},
	{"count(*)", true}, {"COUNT(*)", true}, {"Count(x)", true}, {"sum(x)", true}, {"max(t.x)", true},
	{"count(DISTINCT x)", true}, {"sum(x) + 1", true}, {"array_agg(x)", true}, {"string_agg(s, ',')", true},
	{"bool_and(b)", true}, {"every(b)", true}, {"stddev(x)", true}, {"variance(x)", true},
	{"abs(x)", true}, {"upper(s)", true}, {"lower(s)", true}, {"length(s)", true}, {"char_length(s)", true},
	{"character_length(s)", true}, {"coalesce(x, 1)", true}, {"nullif(x, 1)", true}, {"greatest(x, 1)", true},
	{"least(x, 1)", true}, {"ceil(x)", true}, {"ceiling(x)", true}, {"pow(x, 2)", true}, {"power(x, 2)", true},
	{"round(1.5)", true}, {"round(x::float8)", true}, {"log(10)", true}, {"ln(10)", true}, {"trim(s)", true},
	{"btrim(s)", true}, {"ltrim(s)", true}, {"trim(both from s)", true}, {"substring(s from 1)", true},
	{"substring(s, 1)", true}, {"substr(s, 1)", true}, {"position('a' in s)", true}, {"strpos(s, 'a')", true},
	// special forms (dialects.postgresFormName)
	{"substring(s from 1 for 2)", true}, {"trim(leading from s)", true}, {"trim(trailing from s)", true},
	{"trim(both 'a' from s)", true}, {"(position('a' in s))::text", true}, {"x ^ 2", false},
	{"lpad(s, 3)", true}, {"regexp_replace(s, 'a', 'b')", true}, {"regexp_replace(s, 'a', 'b', 'g')", false},
	{"date_trunc('DAY', now())", true}, {"now()", true}, {"current_date", true}, {"current_timestamp", true},
	{"cardinality(a)", true}, {"array_length(a, 1)", true}, {`"count"(*)`, true}, {"pg_catalog.upper(s)", false},
	{"CAST(x AS int)", true}, {"x::text", true}, {"1::int", true}, {"'1'::bigint", true}, {"CAST(1.5 AS numeric)", true},
	{"'a'::varchar(3)", true}, {"'{a}'::text[]", true}, {"CAST(x + 1 AS int)", true}, {"CAST(count(*) AS int)", true},
	{"1::float8", true}, {"1::real", true}, {"1::smallint", true}, {"'a'::char(2)", true}, {"true::boolean", true},
	{"'{}'::jsonb", true}, {"(x)::int", true}, {"CASE WHEN b THEN 1 END", true}, {"CASE WHEN b THEN 1::int END", true},
	{"ARRAY[1]", true}, {"ARRAY[x, y]", true}, {"ROW(1, 2)", true}, {"(1, 2)", true}, {"a[1]", true}, {"a[1:2]", true},
	{"EXISTS (SELECT 1)", true}, {"(SELECT 1 AS z)", true}, {"(SELECT max(x) FROM t)", true},
	{"extract(year from now())", true}, {"count(*) + 1", true}, {"upper(s) || 'b'", true},
	{"DATE '2020-01-01'", false}, {"INTERVAL '1 day'", false},
	// a scalar subquery is named after its first column, even a weak
	// name (int4, case, ?column?), which a cast or CASE around it keeps
	{"(SELECT 1::int)", true}, {"(SELECT 1)", true}, {"(SELECT 1)::text", true}, {"(SELECT 1::int)::text", true},
	{"(SELECT x)", true}, {"(SELECT x + 1)", true}, {"(SELECT t.x FROM t AS u)", true}, {"(SELECT CASE WHEN b THEN 1 END)", true},
	{"(SELECT x UNION SELECT 2)", true}, {"(SELECT 2 UNION SELECT x)", true}, {"(VALUES (1))", true},
	{"(SELECT (SELECT y))", true}, {"((SELECT y))", true}, {"(WITH w AS (SELECT 1 AS q) SELECT q FROM w)", true},
	{"ARRAY(SELECT x)", true}, {"x = ANY(SELECT y)", true}, {"(SELECT 'a'::varchar)", true},
	// CASE is named after its ELSE when that has a name of its own
	{"CASE WHEN b THEN 1 ELSE x END", true}, {"CASE WHEN b THEN 1 ELSE abs(x) END", true},
	{"CASE WHEN b THEN 1 ELSE 2::int END", true}, {"CASE WHEN b THEN 1 ELSE (SELECT 1) END", true},
	{"CASE x WHEN 1 THEN 2 ELSE y END::text", true},
}

// TestPostgresItemNamesOnEngine reads, on PostgreSQL itself, the name of
// each expression as an unaliased select item: a name lateral gives must
// be PostgreSQL's; an expression marked named must be named.
func TestPostgresItemNamesOnEngine(t *testing.T) {
	pg := enginetest.Postgres(t)
	if err := pg.Exec(enginetest.Ctx(t), `CREATE TABLE t (k INTEGER, x INTEGER, y INTEGER, s TEXT, b BOOLEAN,
		a INTEGER[], "value" INTEGER, "Mixed" INTEGER)`); err != nil {
		t.Fatal(err)
	}
	d, _ := dialects.Lookup("postgres")
	src := dialects.RewriteSource(d)
	var same, refused int
	for _, c := range postgresNameCases {
		query := "SELECT " + c.expr + " FROM t"
		res, err := pg.Query(enginetest.Ctx(t), query)
		if err != nil {
			t.Errorf("PostgreSQL: %s: %v", query, err)
			_ = pg.Exec(enginetest.Ctx(t), "rollback")
			continue
		}
		got, ok := src.ItemName(selectItems(t, query, "postgres")[0])
		switch {
		case !ok && c.named:
			t.Errorf("%s: not named, PostgreSQL names it %q", query, res.Columns[0])
		case !ok:
			refused++
		case got != res.Columns[0]:
			t.Errorf("%s: named %q, PostgreSQL names it %q", query, got, res.Columns[0])
		default:
			same++
		}
	}
	t.Logf("%d names as PostgreSQL gives them, %d refused", same, refused)
}
