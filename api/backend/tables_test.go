package backend

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/api"
)

// table makes an api.Table from columns and rows written as JSON.
func table(t testing.TB, columns []api.TableColumn, rows string) api.Table {
	t.Helper()
	var raw [][]json.RawMessage
	if err := json.Unmarshal([]byte(rows), &raw); err != nil {
		t.Fatal(err)
	}
	return api.Table{Columns: columns, Rows: raw}
}

func cols(spec ...string) []api.TableColumn {
	var out []api.TableColumn
	for _, s := range spec {
		name, typ, _ := strings.Cut(s, " ")
		out = append(out, api.TableColumn{Name: name, Type: typ})
	}
	return out
}

// execJSON runs sql on the tables and returns the columns and rows as the
// API answers them.
func execJSON(t testing.TB, dialect, sql string, tables map[string]api.Table) (string, string) {
	t.Helper()
	x := &Executor{}
	res, err := x.Execute(context.Background(), api.ExecuteRequest{SQL: sql, Dialect: dialect, Tables: tables})
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	c, _ := json.Marshal(res.Columns)
	r, _ := json.Marshal(res.Rows)
	return string(c), string(r)
}

// Every kind of value a table takes, in the dialect's own type names, and
// answered back as JSON.
func TestTableTypes(t *testing.T) {
	tbl := table(t, cols(
		"b BOOLEAN", "ti TINYINT", "i INTEGER", "bi BIGINT", "r REAL", "d DOUBLE", "dec DECIMAL(6,2)",
		"v VARCHAR", "c CHAR(3)", "dt DATE", "tm TIME", "ts TIMESTAMP", "tz TIMESTAMP WITH TIME ZONE",
		"j JSON", "u UUID", "a ARRAY(INTEGER)", "m MAP(VARCHAR, ARRAY(BIGINT))", "mi MAP(INTEGER, VARCHAR)",
		"s ROW(x INTEGER, y VARCHAR)",
	), `[
		[true, -128, 2147483647, 9007199254740993, 1.1, 2.5e3, 1234.565, "héllo", "ab", "2024-02-29", "13:45:07.25", "2024-02-29 13:45:07.123456", "2024-02-29T13:45:07+02:00",
		 {"k": [1, {"z": null}]}, "3f2c5a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f", [1, null, 3], {"b": [1], "a": []}, {"2": "two", "-1": "minus one"}, {"y": "why", "x": 7}],
		[null, null, null, null, "NaN", "-Infinity", "-0.005", "", "abc", "1969-12-31", "00:00", "1970-01-01", "2024-01-01 00:00", null, null, [], {}, null, [1, "pos"]]
	]`)
	c, r := execJSON(t, "trino", "SELECT * FROM t", map[string]api.Table{"t": tbl})
	wantCols := `[{"name":"b","type":"boolean"},{"name":"ti","type":"tinyint"},{"name":"i","type":"int"},{"name":"bi","type":"bigint"},{"name":"r","type":"real"},{"name":"d","type":"double"},{"name":"dec","type":"decimal(6,2)"},{"name":"v","type":"varchar"},{"name":"c","type":"char"},{"name":"dt","type":"date"},{"name":"tm","type":"time"},{"name":"ts","type":"timestamp"},{"name":"tz","type":"timestamptz"},{"name":"j","type":"json"},{"name":"u","type":"uuid"},{"name":"a","type":"array\u003cint\u003e"},{"name":"m","type":"map\u003cvarchar,array\u003cbigint\u003e\u003e"},{"name":"mi","type":"map\u003cint,varchar\u003e"},{"name":"s","type":"struct\u003cx:int,y:varchar\u003e"}]`
	if c != wantCols {
		t.Errorf("columns\n got %s\nwant %s", c, wantCols)
	}
	want := `[[true,-128,2147483647,9007199254740993,1.1,2500,"1234.57","héllo","ab ","2024-02-29","13:45:07.25","2024-02-29 13:45:07.123456","2024-02-29 11:45:07+00",` +
		`"{\"k\":[1,{\"z\":null}]}","3f2c5a9e-8d1b-4c7a-9e2f-1a2b3c4d5e6f",[1,null,3],{"b":[1],"a":[]},{"2":"two","-1":"minus one"},{"x":7,"y":"why"}],` +
		`[null,null,null,null,"NaN","-Infinity","-0.01","","abc","1969-12-31","00:00:00","1970-01-01 00:00:00","2024-01-01 00:00:00+00",null,null,[],{},null,{"x":1,"y":"pos"}]]`
	if r != want {
		t.Errorf("rows\n got %s\nwant %s", r, want)
	}
}

// Untyped columns: the type is inferred from all the values.
func TestTableInference(t *testing.T) {
	tbl := table(t, cols("id", "x", "tags", "nums", "nothing", "flag"), `[
		[1, 1, ["a"], [1, 2], null, true],
		[2, 2.5, [], [1.5], null, false],
		[3, null, null, [[]], null, null]
	]`)
	_, err := (&Executor{}).database("hive", map[string]api.Table{"t": tbl})
	var ie *api.InputError
	if !errors.As(err, &ie) || ie.Field != "tables.t.columns[3]" || !strings.Contains(ie.Detail, "mixes double and array") {
		t.Fatalf("an array of numbers and arrays: %v", err)
	}
	tbl = table(t, cols("id", "x", "tags", "nums", "nothing", "flag", "empty"), `[
		[1, 1, ["a"], [1, 2], null, true, []],
		[2, 2.5, [], [1.5], null, false, [[], null]],
		[3, null, null, [], null, null, null]
	]`)
	c, r := execJSON(t, "hive", "SELECT * FROM t", map[string]api.Table{"t": tbl})
	if want := `[{"name":"id","type":"bigint"},{"name":"x","type":"double"},{"name":"tags","type":"array\u003cvarchar\u003e"},{"name":"nums","type":"array\u003cdouble\u003e"},{"name":"nothing","type":"varchar"},{"name":"flag","type":"boolean"},{"name":"empty","type":"array\u003carray\u003cvarchar\u003e\u003e"}]`; c != want {
		t.Errorf("columns\n got %s\nwant %s", c, want)
	}
	if want := `[[1,1,["a"],[1,2],null,true,[]],[2,2.5,[],[1.5],null,false,[[],null]],[3,null,null,[],null,null,null]]`; r != want {
		t.Errorf("rows\n got %s\nwant %s", r, want)
	}
}

// A value that does not fit its column is a 400 naming the field, down to
// the element.
func TestTableErrors(t *testing.T) {
	cases := []struct {
		dialect, col, rows, field, detail string
	}{
		{"trino", "a", `[[1], ["x"]]`, "tables.t.columns[0]", "mixes bigint and varchar"},
		{"trino", "a", `[[{"k": 1}]]`, "tables.t.columns[0]", "needs a declared type"},
		{"trino", "a NOSUCH", `[]`, "tables.t.columns[0].type", "names a type lateral does not model"},
		{"trino", "a INTERVAL DAY TO SECOND", `[]`, "tables.t.columns[0].type", "interval columns are not supported"},
		{"trino", "a ARRAY(", `[]`, "tables.t.columns[0].type", "is not a trino type"},
		{"trino", "a INTEGER, b INTEGER", `[]`, "tables.t.columns[0].type", "is not one trino type"},
		{"trino", "a INTEGER) AS SELECT 1 --", `[]`, "tables.t.columns[0].type", "is not"},
		{"trino", "a TINYINT", `[[128]]`, "tables.t.rows[0][0]", "out of range for tinyint"},
		{"trino", "a INTEGER", `[[1.5]]`, "tables.t.rows[0][0]", "want an integer"},
		{"trino", "a INTEGER", `[["1"]]`, "tables.t.rows[0][0]", "want an integer, not a string"},
		{"trino", "a DECIMAL(3,1)", `[[123.4]]`, "tables.t.rows[0][0]", "overflows decimal(3,1)"},
		{"trino", "a DECIMAL(3,1)", `[["1/2"]]`, "tables.t.rows[0][0]", "is not a decimal number"},
		{"trino", "a DOUBLE", `[["lots"]]`, "tables.t.rows[0][0]", "want a number"},
		{"trino", "a VARCHAR", `[[1]]`, "tables.t.rows[0][0]", "want a string, not a number"},
		{"trino", "a DATE", `[["2023-02-29"]]`, "tables.t.rows[0][0]", "is not a date"},
		{"trino", "a TIMESTAMP", `[["2024-01-01T00:00:00Z"]]`, "tables.t.rows[0][0]", "no zone"},
		{"trino", "a ARRAY(INTEGER)", `[[[1, "x"]]]`, "tables.t.rows[0][0][1]", "want an integer"},
		{"trino", "a MAP(INTEGER, VARCHAR)", `[[{"x": "y"}]]`, "tables.t.rows[0][0].x", "is not a number"},
		{"trino", "a MAP(VARCHAR, INTEGER)", `[[{"x": 1, "x": 2}]]`, "tables.t.rows[0][0].x", "repeated"},
		{"trino", "a ROW(x INTEGER)", `[[{"y": 1}]]`, "tables.t.rows[0][0].y", "has no field"},
		{"trino", "a ROW(x INTEGER, y INTEGER)", `[[[1]]]`, "tables.t.rows[0][0]", "want 2 fields"},
		{"trino", "a ARRAY(ROW(x ARRAY(INTEGER)))", `[[[{"x": [1]}, {"x": [1, true]}]]]`, "tables.t.rows[0][0][1].x[1]", "want an integer, not a boolean"},
		{"hive", "a ARRAY<INT>", `[[{}]]`, "tables.t.rows[0][0]", "want an array, not an object"},
	}
	for _, c := range cases {
		tbl := table(t, []api.TableColumn{{Name: "a"}}, c.rows)
		if _, typ, ok := strings.Cut(c.col, " "); ok {
			tbl.Columns[0].Type = typ
		}
		_, err := (&Executor{}).database(c.dialect, map[string]api.Table{"t": tbl})
		var ie *api.InputError
		if !errors.As(err, &ie) || ie.Field != c.field || !strings.Contains(ie.Detail, c.detail) {
			t.Errorf("%s %s: %#v, want %s: %s", c.col, c.rows, err, c.field, c.detail)
		}
	}
	// Deep nesting is refused, not a stack overflow.
	deep := strings.Repeat("[", 100) + strings.Repeat("]", 100)
	tbl := table(t, cols("a"), "[["+deep+"]]")
	if _, err := (&Executor{}).database("hive", map[string]api.Table{"t": tbl}); err == nil || !strings.Contains(err.Error(), "nested") {
		t.Errorf("deep value: %v", err)
	}
}

// Dialects read their own type names.
func TestTableTypeNamesPerDialect(t *testing.T) {
	for dialect, typ := range map[string]string{
		"hive": "ARRAY<STRING>", "spark": "ARRAY<STRING>", "trino": "ARRAY(VARCHAR)", "postgres": "TEXT[]",
		"duckdb": "VARCHAR[]", "bigquery": "ARRAY<STRING>",
	} {
		tbl := table(t, []api.TableColumn{{Name: "id"}, {Name: "xs", Type: typ}}, `[[1, ["a", "b"]], [2, []], [3, null]]`)
		_, r := execJSON(t, dialect, "SELECT id, xs FROM t ORDER BY id", map[string]api.Table{"t": tbl})
		if r != `[[1,["a","b"]],[2,[]],[3,null]]` {
			t.Errorf("%s %s: %s", dialect, typ, r)
		}
	}
}

func TestDecodeValue(t *testing.T) {
	for in, want := range map[string]string{
		`null`: `null`, ` true `: `true`, `false`: `false`, `-12.5e+3`: `-12.5e+3`, `0`: `0`,
		`"a\"b\u00e9\n"`: `"a\"bé\n"`, `"plain"`: `"plain"`, `[]`: `[]`, `{}`: `{}`,
		`[1, [2, {"b": 1, "a": [null]}], "x"]`: `[1,[2,{"b":1,"a":[null]}],"x"]`,
		`{"z": 1, "y": {"x": true}}`:           `{"z":1,"y":{"x":true}}`,
	} {
		v, err := decodeValue([]byte(in))
		if err != nil {
			t.Errorf("%s: %v", in, err)
			continue
		}
		var b bytes.Buffer
		encodeValue(&b, v)
		if b.String() != want {
			t.Errorf("%s: %s, want %s", in, b.String(), want)
		}
	}
	for _, in := range []string{``, `nul`, `[1,]`, `{"a" 1}`, `{"a": 1,}`, `01`, `1.`, `"abc`, "\"a\x01\"", `[1] 2`, `{1: 2}`, `-`, `+1`} {
		if v, err := decodeValue([]byte(in)); err == nil {
			t.Errorf("%q decoded as %v", in, v)
		}
	}
}
