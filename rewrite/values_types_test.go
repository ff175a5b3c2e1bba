package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A VALUES column of a string literal beside a value whose type typeOf
// does not know: translated where the value's kind can be told (a string
// function, a CASE of NULLs, a scalar subquery), refused (T092) where it
// cannot (values_types.go).
func TestValuesKinds(t *testing.T) {
	const schema = "CREATE TABLE t (id INTEGER, s TEXT)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	for _, tc := range []struct{ in, to, want string }{
		{"SELECT * FROM (VALUES ('a'), (upper('b'))) AS v(x)", "hive",
			"SELECT * FROM (SELECT 'a' AS x UNION ALL SELECT upper('b')) AS v"},
		{"SELECT * FROM (VALUES ('a'), (CASE WHEN 1 = 1 THEN NULL END)) AS v(x)", "hive",
			"SELECT * FROM (SELECT 'a' AS x UNION ALL SELECT CASE WHEN 1 = 1 THEN NULL END) AS v"},
		{"SELECT * FROM (VALUES ('a'), (coalesce(NULL, 'b'))) AS v(x)", "trino",
			"SELECT * FROM (VALUES ('a'), (coalesce(NULL, 'b'))) AS v(x)"},
		{"SELECT * FROM (VALUES ('a'), ((SELECT max(t.s) FROM t))) AS v(x)", "spark",
			"SELECT * FROM (VALUES ('a'), ((SELECT max(t.s) FROM t))) AS v(x)"},
		{"SELECT t.id, v.x FROM t, LATERAL (VALUES (lower(t.s)), ('z')) AS v(x)", "duckdb",
			"SELECT t.id, v.x FROM t CROSS JOIN LATERAL (VALUES (lower(t.s)), ('z')) AS v(x)"},
		{"SELECT * FROM (VALUES ('a'), (concat('b', NULL))) AS v(x)", "hive",
			"SELECT * FROM (SELECT 'a' AS x UNION ALL SELECT concat(coalesce('b', ''), coalesce(NULL, ''))) AS v"},
	} {
		tr := mustTranslate(t, tc.in, "postgres", tc.to, opts)
		if tr.SQL != tc.want {
			t.Errorf("%s to %s:\n got  %s\n want %s", tc.in, tc.to, tr.SQL, tc.want)
		}
	}
	for _, q := range []string{
		"SELECT * FROM (VALUES ('9'), (u.x)) AS v(x), u",            // a column no schema gives
		"SELECT * FROM (VALUES ('9'), (myfunc(1))) AS v(x)",         // a function lateral does not know
		"SELECT * FROM (VALUES ('9'), (length('ab'))) AS v(x)",      // a number: PostgreSQL reads '9' as 9
		"SELECT * FROM (VALUES ('9'), (NULL + 1)) AS v(x)",          // an integer NULL
		"SELECT * FROM (VALUES ('9'), (substr(u.b, 1))) AS v(x), u", // substr of a bytea is a bytea
	} {
		tr, err := lateral.Translate(q, "postgres", "hive", opts)
		wantRefusal(t, tr, err, "T092")
	}
}
