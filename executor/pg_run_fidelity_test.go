package executor_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// pgRunSetup is the table the pgRunCases read: a jsonb column filled by
// INSERT, whose values are held as jsonb holds them.
var pgRunSetup = []string{
	"CREATE TABLE pgrun_j (k INT, x JSONB)",
	"INSERT INTO pgrun_j VALUES (1, '{\"b\":1, \"a\":1.0}'), (2, '{\"a\":1,\"b\":1}'), (3, '[2, 1.50]')",
}

// pgRunCases are queries whose rows the reference executor must give as
// PostgreSQL 15 does (TestPostgresRunFidelityOnPostgres runs them there):
// jsonb's comparison, grouping and ||, an unknown literal beside an
// array, json_object_keys, real with other numbers, VALUES of literals.
func pgRunCases() []sqlCase {
	jb := func(s string) string { return "CAST('" + s + "' AS JSONB)" }
	cs := []sqlCase{
		{name: "jsonb: = and < by value", query: "SELECT " + jb(`{"a":1}`) + " = " + jb(`{"a":1.0}`) + ", " + jb(`[1.50]`) + " = " + jb(`[1.5]`) + ", " +
			jb(`1`) + " < " + jb(`"a"`) + ", " + jb(`[]`) + " < " + jb(`null`) + ", " + jb(`{"b":1}`) + " <> " + jb(`{"aa":1}`) + ", " + jb(`{"a":1}`) + " = '{\"a\": 1.00}'",
			want: []string{"true | true | false | true | true | true"}},
		{name: "jsonb: ORDER BY", query: "SELECT CAST(x AS TEXT) FROM (VALUES (" + strings.Join([]string{jb(`{"a":1}`), jb(`[1,2]`), jb(`"z"`), jb(`2`), jb(`10`),
			jb(`true`), jb(`false`), jb(`null`), jb(`{"b":1,"c":2}`), jb(`{"b":1}`), jb(`[3]`), jb(`[]`), jb(`{"aa":1}`), jb(`[[1]]`), jb(`["a"]`), jb(`[{}]`),
			jb(`[null]`), jb(`{"a":[]}`), jb(`{"a":null}`), jb(`-1.5`)}, "), (") + ")) t(x) ORDER BY t.x",
			want: []string{`[]`, `null`, `"z"`, `-1.5`, `2`, `10`, `false`, `true`, `[null]`, `["a"]`, `[3]`, `[[1]]`, `[{}]`, `[1, 2]`,
				`{"a": null}`, `{"a": 1}`, `{"a": []}`, `{"aa": 1}`, `{"b": 1}`, `{"b": 1, "c": 2}`}},
		{name: "jsonb: DISTINCT and GROUP BY", query: "SELECT (SELECT count(DISTINCT x) FROM (VALUES (" + jb(`[1.0, 2]`) + "), (" + jb(`[1, 2.00]`) + ")) t(x)), " +
			"(SELECT count(*) FROM (SELECT x FROM (VALUES (" + jb(`{"a":1.10}`) + "), (" + jb(`{"a":1.1}`) + "), (" + jb(`{"a":1}`) + ")) t(x) GROUP BY x) g)",
			want: []string{"1 | 2"}},
		{name: "jsonb: a correlated subquery reads each document", query: "SELECT (SELECT CAST(x AS TEXT)) FROM (VALUES (" + jb(`{"a":1}`) + "), (" + jb(`{"a":1.0}`) + ")) t(x) ORDER BY 1",
			want: []string{`{"a": 1.0}`, `{"a": 1}`}},
		{name: "jsonb: the generators' values", query: "SELECT count(*) FROM jsonb_array_elements('[1, 1.0, 2, {\"a\":1}, {\"a\":1.00}]') GROUP BY value ORDER BY value",
			want: []string{"2", "1", "2"}},
		{name: "jsonb: jsonb_each's value beside a literal", query: "SELECT key FROM jsonb_each('{\"a\":1,\"b\":1.0,\"c\":2}') WHERE value = '1' ORDER BY 1",
			want: []string{"a", "b"}},
		{name: "jsonb: a column filled by INSERT", setup: pgRunSetup,
			query: "SELECT k, CAST(x AS TEXT), x = '{\"a\":1,\"b\":1.00}', x -> 'a' = '1', CAST(x || '{\"c\":[1]}' AS TEXT) FROM pgrun_j ORDER BY pgrun_j.x, k",
			want: []string{`3 | [2, 1.50] | false | NULL | [2, 1.50, {"c": [1]}]`, `1 | {"a": 1.0, "b": 1} | true | true | {"a": 1.0, "b": 1, "c": [1]}`,
				`2 | {"a": 1, "b": 1} | true | true | {"a": 1, "b": 1, "c": [1]}`}},
		{name: "jsonb: ||", query: "SELECT CAST(" + jb(`{"a":1,"b":[1]}`) + " || " + jb(`{"b":2}`) + " AS TEXT), CAST(" + jb(`[1,2]`) + " || " + jb(`3`) + " AS TEXT), " +
			"CAST(" + jb(`{"a":1}`) + " || " + jb(`[1]`) + " AS TEXT), CAST(" + jb(`1`) + " || " + jb(`2`) + " AS TEXT), CAST(" + jb(`[]`) + " || " + jb(`{}`) + " AS TEXT), " +
			"CAST(" + jb(`{"a":1}`) + " || '{\"a\":[2]}' AS TEXT), CAST(" + jb(`[1]`) + " || " + jb(`[[2]]`) + " AS TEXT)",
			want: []string{`{"a": 1, "b": 2} | [1, 2, 3] | [{"a": 1}, 1] | [1, 2] | [{}] | {"a": [2]} | [1, [2]]`}},
		{name: "arrays: an unknown literal beside an array in ||", query: "SELECT CAST(ARRAY[1] || '{2,3}' AS TEXT), CAST('{x}' || ARRAY['a'] AS TEXT), CAST(ARRAY[1.5] || '{2}' AS TEXT)",
			want: []string{"{1,2,3} | {x,a} | {1.5,2}"}},
		{name: "json_object_keys: the keys as written", query: "SELECT json_object_keys('{\"b\":1,\"a\":2,\"b\":3}')",
			want: []string{"b", "a", "b"}},
		{name: "jsonb_object_keys: jsonb's keys", query: "SELECT k FROM (VALUES (" + jb(`{"bb":1,"a":2,"c":3}`) + ")) t(j), jsonb_object_keys(j) k",
			want: []string{"a", "c", "bb"}},
		{name: "json_object_keys: of NULL", query: "SELECT count(*) FROM json_object_keys(NULL)", want: []string{"0"}},
		{name: "json_object_keys: of an array", query: "SELECT json_object_keys('[1]')", err: "cannot call json_object_keys on an array"},
		{name: "real with integers and numerics is double precision", query: "SELECT CAST(1.1 AS REAL) * 3, 2 / CAST(3 AS REAL), CAST(1.1 AS REAL) + 1.5, " +
			"CAST(1.1 AS REAL) - CAST(1 AS SMALLINT), CAST(1.1 AS REAL) * CAST(1.1 AS REAL), CAST(1.5 AS REAL) / 2",
			want: []string{"3.3000000715255737 | 0.6666666666666666 | 2.600000023841858 | 0.10000002384185791 | 1.21 | 0.75"}},
		{name: "VALUES: a column of literals is text", query: "SELECT CAST('a' AS CHAR(3)) = x, x || '|', CAST('a' AS CHAR(3)) = 'a ' FROM (VALUES ('a '), (NULL)) v(x) ORDER BY 1",
			want: []string{"false | a | | true", "NULL | NULL | true"}},
		{name: "VALUES: a literal beside a number takes its type", query: "SELECT x FROM (VALUES ('10'), (2.5), (NULL)) v(x) ORDER BY x",
			want: []string{"2.5", "10", "NULL"}},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresRunFidelity(t *testing.T) {
	for _, c := range pgRunCases() {
		runSQL(t, c)
	}
}

// TestPostgresRunFidelityOnPostgres checks the cases' expectations on
// PostgreSQL itself.
func TestPostgresRunFidelityOnPostgres(t *testing.T) {
	casesOnPostgres(t, pgRunSetup, pgRunCases())
}

// TestTrinoVarcharCastOfArrays: Trino casts an array element by element,
// so a number whose text is longer than VARCHAR(n) raises inside an array
// too (ArrayToArrayCast over BigintOperators.castToVarchar: "Value 12345
// cannot be represented as varchar(2)"), while a string is cut to n.
func TestTrinoVarcharCastOfArrays(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "a number too long", query: "SELECT CAST(ARRAY[12345] AS ARRAY(VARCHAR(2)))", err: "cannot be represented as varchar(2)"},
		{name: "nested", query: "SELECT CAST(ARRAY[ARRAY[true]] AS ARRAY(ARRAY(VARCHAR(2))))", err: "cannot be represented as varchar(2)"},
		{name: "short numbers and NULL", query: "SELECT CAST(CAST(ARRAY[12, NULL] AS ARRAY(VARCHAR(2))) AS JSON)", want: []string{`["12",null]`}},
		{name: "a string is cut", query: "SELECT CAST(ARRAY['abcde'] AS ARRAY(VARCHAR(2)))[1]", want: []string{"ab"}},
	} {
		c.dialect = "trino"
		runSQL(t, c)
	}
}

// TestPostgresJSONBDataFile: a data file's column its NAME.sql declares
// jsonb holds jsonb values, which compare as jsonb (the same rows as the
// INSERT of pgRunSetup, checked on PostgreSQL there).
func TestPostgresJSONBDataFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("pgrun_j.ndjson", `{"k":1,"x":{"b":1, "a":1.0}}`+"\n"+`{"k":2,"x":{"a":1,"b":1}}`+"\n"+`{"k":3,"x":[2, 1.50]}`+"\n")
	write("pgrun_j.sql", "CREATE TABLE pgrun_j (k INT, x JSONB)")
	r, err := lateral.Run(context.Background(), "SELECT k, CAST(x AS TEXT), x = '{\"a\":1,\"b\":1.00}' FROM pgrun_j ORDER BY pgrun_j.x, k",
		"postgres", lateral.RunOptions{DataDirs: []string{dir}})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	rows, err := r.All()
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, row := range rows {
		got = append(got, row[0].String()+" | "+row[1].String()+" | "+row[2].String())
	}
	want := []string{`3 | [2, 1.50] | false`, `1 | {"a": 1.0, "b": 1} | true`, `2 | {"a": 1, "b": 1} | true`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got %q, want %q", got, want)
	}
}
