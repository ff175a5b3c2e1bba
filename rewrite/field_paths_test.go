package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects"
)

// One rule matches a field's name for PostgreSQL and Snowflake
// (field_paths.go): the field spelled exactly as written first, else one
// whose name matches ignoring case, quoted or not (Spark's default
// resolution, and DuckDB's, which reads s.st."A" as field a), except a
// quoted name from PostgreSQL, which reads only the field spelled so.
func TestFieldNameRule(t *testing.T) {
	const schema = "CREATE TABLE s (id INT, mixed STRUCT<`Qty`:INT, n:INT>, dup STRUCT<`a`:INT, `A`:STRING>, " +
		"deep ARRAY<STRUCT<k:INT, d:STRUCT<x:DOUBLE, y:STRING>>>)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"}
	for _, tc := range []struct{ name, from, to, in, want string }{
		// Checked on PostgreSQL 15: (s.dup).a reads the integer field a,
		// (s.dup)."A" the text field A.
		{"the field spelled exactly comes first", "spark", "postgres",
			"SELECT s.dup.a, s.dup.A FROM s",
			`SELECT (s.dup).a, (s.dup)."A" FROM s`},
		{"the field spelled exactly comes first", "spark", "snowflake",
			"SELECT s.dup.a, s.dup.A FROM s",
			"SELECT CAST(strip_null_value(s.dup['a']) AS INTEGER) AS a, CAST(strip_null_value(s.dup['A']) AS STRING) AS A FROM s"},
		{"a quoted name matches ignoring case", "spark", "postgres",
			"SELECT s.mixed.`QTY` FROM s",
			`SELECT (s.mixed)."Qty" AS QTY FROM s`},
		{"a quoted name matches ignoring case", "spark", "snowflake",
			"SELECT s.mixed.`QTY` FROM s",
			"SELECT CAST(strip_null_value(s.mixed['Qty']) AS INTEGER) AS QTY FROM s"},
		{"a quoted name through a lateral's element", "duckdb", "snowflake",
			`SELECT u.item."K" AS k FROM s, unnest(s.deep) AS u(item)`,
			"SELECT CAST(strip_null_value(u.VALUE['k']) AS INTEGER) AS k FROM s, LATERAL flatten(INPUT => s.deep) AS u"},
		// A field access over the element several fields deep is named
		// after its last field, as a field read through the column is.
		{"a nested field access over a lateral's element", "spark", "snowflake",
			"SELECT (e.item).d.x FROM s LATERAL VIEW explode(s.deep) e AS item",
			"SELECT CAST(strip_null_value(e.VALUE['d']['x']) AS DOUBLE) AS x FROM s, LATERAL flatten(INPUT => s.deep) AS e"},
	} {
		t.Run(tc.name+" to "+tc.to, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, tc.to, opts)
		})
	}
	// A quoted name from PostgreSQL reads only the field spelled so:
	// "b" is not field B (PostgreSQL: column "b" not found in data type
	// pair), left as written; PostgreSQL's "b" is its unquoted b.
	pgOpts := lateral.TranslateOptions{Schema: `CREATE TYPE pair AS (a int, "B" text); CREATE TABLE p (id int, st pair)`, SchemaDialect: "postgres"}
	tr := mustTranslate(t, `SELECT (p.st)."B" AS x, (p.st)."b" AS y FROM p`, "postgres", "snowflake", pgOpts)
	if want := `SELECT CAST(strip_null_value(p.st['B']) AS STRING) AS x, (p.st).b AS y FROM p`; tr.SQL != want {
		t.Errorf("postgres to snowflake:\ngot  %s\nwant %s", tr.SQL, want)
	}
}

// The keys of an unnamed struct cast to a struct type are given by a
// rewrite (sfCastStructNames): the printer prints only, and refuses an
// unnamed struct constructor for Snowflake wherever it stands.
func TestSnowflakeCastStructNames(t *testing.T) {
	tr := mustTranslate(t, "SELECT CAST(ROW(1, ROW(2, 'b')) AS ROW(a INTEGER, b ROW(c INTEGER, d VARCHAR))) AS n", "trino", "snowflake", lateral.TranslateOptions{})
	want := "SELECT CAST(OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('a', 1, 'b', OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('c', 2, 'd', 'b')) " +
		"AS OBJECT(a INTEGER, b OBJECT(c INTEGER, d VARCHAR))) AS n"
	if tr.SQL != want {
		t.Errorf("got  %s\nwant %s", tr.SQL, want)
	}
	d, ok := dialects.Lookup("snowflake")
	if !ok {
		t.Fatal("no snowflake dialect")
	}
	cast := &ast.Cast{X: &ast.Struct{Fields: []*ast.StructField{{Value: &ast.Literal{Kind: ast.LitInt, Value: "1"}}}},
		Type: &ast.TypeName{Kind: ast.TypeStruct, Fields: []*ast.FieldType{{Name: ast.Ident{Name: "a"}, Type: &ast.TypeName{Kind: ast.TypeInt}}}}}
	if out, err := dialects.Print(d, cast, dialects.PrintOptions{}); err == nil || !strings.Contains(err.Error(), "without a name") {
		t.Errorf("the printer printed an unnamed struct: %q, %v", out, err)
	}
}
