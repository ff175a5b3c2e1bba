package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A script's CREATE TABLEs with the same struct declare its PostgreSQL
// composite type once, and the INSERT after them casts to that type.
func TestTranslateStructTablesToPostgres(t *testing.T) {
	sql := "CREATE TABLE a (x STRUCT<k:INT, v:STRING>);\n" +
		"CREATE TABLE b (y ARRAY<STRUCT<k:INT, v:STRING>>);\n" +
		"INSERT INTO b VALUES (CAST(array(struct(1, 'p')) AS ARRAY<STRUCT<k:INT, v:STRING>>))"
	tr, err := lateral.Translate(sql, "spark", "postgres", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tr.Statements) != 3 {
		t.Fatalf("%d statements, want 3:\n%s", len(tr.Statements), tr.SQL)
	}
	first, second, insert := tr.Statements[0].SQL, tr.Statements[1].SQL, tr.Statements[2].SQL
	decl, table, ok := strings.Cut(first, ";\n")
	if !ok || !strings.HasPrefix(decl, "CREATE TYPE lateral_struct_") || !strings.HasSuffix(decl, " AS (k INTEGER, v TEXT)") {
		t.Fatalf("first statement does not declare the struct first:\n%s", first)
	}
	name := strings.Fields(decl)[2]
	if want := "CREATE TABLE a (x " + name + ")"; table != want {
		t.Errorf("table a = %q, want %q", table, want)
	}
	if want := "CREATE TABLE b (y " + name + "[])"; second != want {
		t.Errorf("table b = %q, want %q (the type declared once)", second, want)
	}
	if want := "INSERT INTO b VALUES (CAST(ARRAY[ROW(1, 'p')] AS " + name + "[]))"; insert != want {
		t.Errorf("insert = %q, want %q", insert, want)
	}
}
