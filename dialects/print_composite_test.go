package dialects

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// ctype is the name the rule gives the composite type of a field list:
// LATERAL_STRUCT_ and the first ten hex digits of its SHA-256, upper case.
func ctype(fields string) string {
	sum := sha256.Sum256([]byte(fields))
	return "LATERAL_STRUCT_" + strings.ToUpper(hex.EncodeToString(sum[:])[:10])
}

// printPostgres parses a script in dialect from and prints it for
// PostgreSQL, statement by statement, with one set of declared types.
func printPostgres(t *testing.T, from, sql string) (string, error) {
	t.Helper()
	sc, diags := Parse(Dialects(from), sql, ParseOptions{})
	if diags.HasErrors() {
		t.Fatalf("parse %s: %v", from, diags.Errors())
	}
	declared := map[string]bool{}
	var out []string
	for _, st := range sc.Stmts {
		s, err := Print(Dialects("postgres"), st, PrintOptions{DeclaredTypes: declared})
		if err != nil {
			return strings.Join(out, ";\n"), err
		}
		out = append(out, s)
	}
	return strings.Join(out, ";\n"), nil
}

// A struct column is a composite type in PostgreSQL, declared before the
// table; the same struct is declared once and named alike in every
// statement (a CAST in an INSERT), nested structs first.
func TestPrintPostgresCompositeTypes(t *testing.T) {
	rowsT := ctype("(sku VARCHAR, qty INTEGER)")
	skuQty := ctype("(sku TEXT, qty INTEGER)")
	deep := ctype("(n INTEGER, parts " + skuQty + "[])")
	qtySku := ctype("(qty INTEGER, sku TEXT)")
	quoted := ctype(`("Order" INTEGER, a BIGINT)`)
	tests := []struct {
		name, from, sql, want string
	}{
		{"array of rows", "trino",
			"CREATE TABLE s (id INTEGER, items ARRAY(ROW(sku VARCHAR, qty INTEGER)));\n" +
				"INSERT INTO s VALUES (1, ARRAY[CAST(ROW('a', 1) AS ROW(sku VARCHAR, qty INTEGER))]), (2, CAST(ARRAY[] AS ARRAY(ROW(sku VARCHAR, qty INTEGER))))",
			"CREATE TYPE " + rowsT + " AS (sku VARCHAR, qty INTEGER);\n" +
				"CREATE TABLE s (id INTEGER, items " + rowsT + "[]);\n" +
				"INSERT INTO s VALUES (1, ARRAY[CAST(ROW('a', 1) AS " + rowsT + ")]), (2, CAST(ARRAY[] AS " + rowsT + "[]))"},
		{"reused and nested", "spark",
			"CREATE TABLE s (one STRUCT<sku:STRING, qty:INT>, many ARRAY<STRUCT<sku:STRING, qty:INT>>, " +
				"deep STRUCT<n:INT, parts:ARRAY<STRUCT<sku:STRING, qty:INT>>>);\n" +
				"CREATE TABLE t (x STRUCT<sku:STRING, qty:INT>, y STRUCT<qty:INT, sku:STRING>)",
			"CREATE TYPE " + skuQty + " AS (sku TEXT, qty INTEGER);\n" +
				"CREATE TYPE " + deep + " AS (n INTEGER, parts " + skuQty + "[]);\n" +
				"CREATE TABLE s (one " + skuQty + ", many " + skuQty + "[], deep " + deep + ");\n" +
				"CREATE TYPE " + qtySku + " AS (qty INTEGER, sku TEXT);\n" +
				"CREATE TABLE t (x " + skuQty + ", y " + qtySku + ")"},
		{"quoted field names", "spark",
			"CREATE TABLE t (`select` STRUCT<`Order`:INT, a:BIGINT>)",
			"CREATE TYPE " + quoted + " AS (\"Order\" INTEGER, a BIGINT);\n" +
				"CREATE TABLE t (\"select\" " + quoted + ")"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := printPostgres(t, tc.from, tc.sql)
			if err != nil || got != tc.want {
				t.Errorf("got\n%s\nerr %v\nwant\n%s", got, err, tc.want)
			}
		})
	}
}

func TestPrintPostgresCompositeRefusals(t *testing.T) {
	tests := []struct {
		name, from, sql, what string
	}{
		// A query cannot name a type no statement of its script declares.
		{"struct cast in a query", "spark", "SELECT CAST(NULL AS STRUCT<a:INT>)", "a struct type"},
		{"map field", "spark", "CREATE TABLE t (x STRUCT<m:MAP<STRING, INT>>)", "map types"},
		// PostgreSQL names a composite type's fields once (FuzzTranslate).
		{"field named twice", "hive", "CREATE TABLE t (x ARRAY<STRUCT<a:INT, A:INT>>)", "a struct type with a field named twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := printPostgres(t, tc.from, tc.sql)
			ue, ok := err.(*UnsupportedError)
			if !ok || !strings.HasPrefix(ue.What, tc.what) || ue.Node == nil {
				t.Errorf("got %q, %v; want a positioned error about %s", got, err, tc.what)
			}
		})
	}
}

// A composite type's fields have names.
func TestPrintPostgresCompositeUnnamedField(t *testing.T) {
	st := &ast.TypeName{Kind: ast.TypeStruct, Fields: []*ast.FieldType{{Type: ptype(ast.TypeInt)}}}
	ct := &ast.CreateTable{Name: pname("t"), Columns: []*ast.ColumnDef{{Name: pid("x"), Type: st}}}
	got, err := Print(Dialects("postgres"), ct, PrintOptions{})
	ue, ok := err.(*UnsupportedError)
	if !ok || ue.What != "a struct type with an unnamed field" || ue.Node != st {
		t.Errorf("got %q, %v; want the unnamed field refused at its type", got, err)
	}
}

// Other targets keep their struct types, and a script printed at once
// declares each type once.
func TestPrintCompositeScript(t *testing.T) {
	kT := ctype("(k INTEGER)")
	sc, diags := Parse(Dialects("spark"), "CREATE TABLE a (x STRUCT<k:INT>); CREATE TABLE b (y ARRAY<STRUCT<k:INT>>)", ParseOptions{})
	if diags.HasErrors() {
		t.Fatal(diags.Errors())
	}
	got, err := PrintScript(Dialects("postgres"), sc, PrintOptions{})
	want := "CREATE TYPE " + kT + " AS (k INTEGER);\nCREATE TABLE a (x " + kT + ");\nCREATE TABLE b (y " + kT + "[])"
	if err != nil || got != want {
		t.Errorf("postgres: got\n%s\nerr %v\nwant\n%s", got, err, want)
	}
	got, err = PrintScript(Dialects("duckdb"), sc, PrintOptions{})
	want = "CREATE TABLE a (x STRUCT(k INTEGER));\nCREATE TABLE b (y STRUCT(k INTEGER)[])"
	if err != nil || got != want {
		t.Errorf("duckdb: got\n%s\nerr %v\nwant\n%s", got, err, want)
	}
}

// PostgreSQL's CREATE TYPE name AS (fields) parses, prints back as written
// (a struct field's type declared before it), and is refused for the
// targets that have no composite type to declare.
func TestCreateTypeRoundTrip(t *testing.T) {
	const sql = "CREATE TYPE item_t AS (sku TEXT, qty INTEGER, tags TEXT[])"
	sc, diags := Parse(Dialects("postgres"), sql, ParseOptions{})
	if diags.HasErrors() {
		t.Fatal(diags.Errors())
	}
	ct, ok := sc.Stmts[0].(*ast.CreateType)
	if !ok || len(ct.Fields) != 3 || ct.Fields[2].Type.Kind != ast.TypeArray {
		t.Fatalf("parsed %#v", sc.Stmts[0])
	}
	got, err := Print(Dialects("postgres"), ct, PrintOptions{})
	if want := "CREATE TYPE item_t AS (sku TEXT, qty INTEGER, tags TEXT[])"; err != nil || got != want {
		t.Errorf("postgres: got %q, %v; want %q", got, err, want)
	}
	inner := ctype("(a INTEGER)")
	sc, diags = Parse(Dialects("spark"), "CREATE TABLE t (x STRUCT<n:INT, s:STRUCT<a:INT>>)", ParseOptions{})
	if diags.HasErrors() {
		t.Fatal(diags.Errors())
	}
	nested := &ast.CreateType{Name: ast.QName{pid("w")}, Fields: sc.Stmts[0].(*ast.CreateTable).Columns[0].Type.Fields}
	got, err = Print(Dialects("postgres"), nested, PrintOptions{})
	if want := "CREATE TYPE " + inner + " AS (a INTEGER);\nCREATE TYPE w AS (n INTEGER, s " + inner + ")"; err != nil || got != want {
		t.Errorf("nested: got %q, %v; want %q", got, err, want)
	}
	got, err = Print(Dialects("duckdb"), ct, PrintOptions{})
	if want := "CREATE TYPE item_t AS STRUCT(sku TEXT, qty INTEGER, tags TEXT[])"; err != nil || got != want {
		t.Errorf("duckdb: got %q, %v; want %q", got, err, want)
	}
	for _, d := range []string{"trino", "spark", "ansi", "bigquery"} {
		got, err := Print(Dialects(d), ct, PrintOptions{})
		ue, ok := err.(*UnsupportedError)
		if !ok || ue.Node != ct || !strings.Contains(ue.What, "CREATE TYPE") {
			t.Errorf("%s: got %q, %v; want CREATE TYPE refused at the statement", d, got, err)
		}
	}
}

// CREATE TYPE is read for PostgreSQL only; a field named twice is an error
// there, and another dialect's CREATE TYPE stays unsupported.
func TestCreateTypeParseErrors(t *testing.T) {
	for _, tc := range []struct{ dialect, sql, msg string }{
		{"postgres", "CREATE TYPE t AS (a INT, A TEXT)", "declared more than once"},
		{"duckdb", "CREATE TYPE t AS (a INT)", "not duckdb syntax"},
		{"postgres", "CREATE TYPE t AS STRUCT(a INT)", "not postgres syntax"},
		{"duckdb", "CREATE TYPE t AS STRUCT(a INT, a TEXT)", "declared more than once"},
		{"trino", "CREATE TYPE t AS (a INT)", "CREATE TYPE is not supported"},
		{"duckdb", "CREATE TYPE mood AS ENUM ('sad', 'ok')", "CREATE TYPE is not supported"},
		{"postgres", "CREATE TYPE mood AS ENUM ('sad', 'ok')", "CREATE TYPE is not supported"},
	} {
		_, diags := Parse(Dialects(tc.dialect), tc.sql, ParseOptions{})
		errs := diags.Errors()
		if len(errs) == 0 || !strings.Contains(errs[0].Message, tc.msg) || errs[0].Span.Start.Line == 0 {
			t.Errorf("%s %q: got %v, want a positioned error containing %q", tc.dialect, tc.sql, errs, tc.msg)
		}
	}
}
