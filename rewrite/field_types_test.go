package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A field read through a struct column (t.col.f, col.f, and the same
// through a lateral's column) has the field's type from the schema, so
// the rules that depend on an operand's type apply to it as to a column:
// Spark's avg of integers is a DOUBLE and Snowflake's a NUMBER of scale 6
// (snowflakeAvg), and a division of integers needs no warning (W015).
func TestFieldReadTypes(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, sa ARRAY<STRUCT<a: INT, b: STRING>>, s STRUCT<a: INT, b: STRING>)"
	for _, tc := range []struct {
		name, to, in, want string
	}{
		{name: "avg of a field through a lateral", to: "snowflake",
			in: "SELECT avg(e.st.a) AS g FROM t LATERAL VIEW explode(t.sa) e AS st",
			want: "SELECT avg(CAST(CAST(strip_null_value(e.VALUE['a']) AS INTEGER) AS DOUBLE)) AS g " +
				"FROM t, LATERAL flatten(INPUT => t.sa) AS e"},
		{name: "avg of a field of a column", to: "snowflake",
			in:   "SELECT avg(t.s.a) AS g FROM t",
			want: "SELECT avg(CAST(CAST(strip_null_value(t.s['a']) AS INTEGER) AS DOUBLE)) AS g FROM t"},
		{name: "avg of a field read without the table", to: "snowflake",
			in:   "SELECT avg(s.a) AS g FROM t",
			want: "SELECT avg(CAST(CAST(strip_null_value(s['a']) AS INTEGER) AS DOUBLE)) AS g FROM t"},
		{name: "a division of integer fields", to: "trino",
			in:   "SELECT t.s.a / t.id AS q FROM t",
			want: "SELECT CAST(t.s.a AS DOUBLE) / nullif(t.id, 0) AS q FROM t"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"}
			tr := mustTranslate(t, tc.in, "spark", tc.to, opts)
			if tr.SQL != tc.want {
				t.Fatalf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			if hasWarning(tr, "W015") {
				t.Errorf("the field's type is known, yet W015: %v", tr.Warnings)
			}
		})
	}
}
