package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// PostgreSQL's SUBSTRING overloads, chosen as PostgreSQL 15 resolves them
// (rewrite/substring_text_pattern.go), its SUBSTRING(s FOR n [FROM a]) and
// SUBSTRING(s SIMILAR p ESCAPE e), and its TRIM spellings (trim(s, c),
// TRIM([spec] [c] FROM s, ...), TRIM(spec s, ...)): the reference executor
// and PostgreSQL 15 (when LATERAL_PG_DSN names one) give the same row; every
// value was checked on PostgreSQL 15.
func TestPostgresSubstringTrimFormsOnEngine(t *testing.T) {
	cases := []struct{ sql, want, engWant string }{
		// unknown-typed literals with an integer: by position; all unknown: a pattern
		{"SELECT substring('abcd' from '2' for 1) AS a, substring('abcd', '2', 1) AS b, substring('abcd', 2, '1') AS c, " +
			"substring('abcd' from ' -1 ' for 4) AS d, substring('abcd' from '2') AS e, substring('abcd' from '2' for '1') AS f, " +
			"substring('abcd' from null for 1) AS g, substr('abcd', '2') AS h, substr('abcd', 2, ' 1') AS i",
			"(b, b, b, ab, NULL, NULL, NULL, bcd, b)", "('b', 'b', 'b', 'ab', NULL, NULL, NULL, 'bcd', 'b')"},
		{"SELECT substring('abcd' for 2) AS a, substring('abcd' for 2 from 2) AS b, substring('abcd' for '2') AS c, " +
			"substring('abcd' similar '%#\"b_#\"%' escape '#') AS d, substring('abcd' similar '2' escape 1) AS e",
			"(ab, bc, ab, bc, b)", "('ab', 'bc', 'ab', 'bc', 'b')"},
		{"SELECT substring('abcbd' similar '%#\"b%#\"%' escape '#') AS a, substring('abcbd' similar '%b#\"%#\"' escape '#') AS b, " +
			"substring('ab123cd' similar '%#\"[0-9]+#\"%' escape '#') AS c, substring('abc' similar '#\"b%' escape '#') AS d, " +
			"substring('abc' similar '#\"%#\"%' escape '#') AS e, substring('abc' similar '%#\"_#\"' escape '#') AS f, " +
			"substring('abc' similar 'a(b|x)c' escape '#') AS g, substring('abc' similar 'a.c' escape '#') AS h, " +
			"substring('abcd' from '%#\"b#\"%' for '#') AS i, substring('abcd' similar '%#\"b#\"%' escape null) AS j",
			"(bcbd, cbd, 123, NULL, abc, c, abc, NULL, b, NULL)", "('bcbd', 'cbd', '123', NULL, 'abc', 'c', 'abc', NULL, 'b', NULL)"},
		// each part is a group of its own; a backslash, $ and ^ are no regular-expression syntax
		{"SELECT substring('xay' similar 'x#\"a|b#\"y' escape '#') AS a, substring('a\\dc' similar 'a\\d#\"c#\"' escape '#') AS b, " +
			"substring('a1c' similar 'a\\d#\"c#\"' escape '#') AS c, substring('a$b^c' similar '%$#\"b^#\"%' escape '#') AS d, " +
			"substring('xyz' similar '#\"[^a]#\"%' escape '#') AS e, " +
			"CASE WHEN 'a\\b' similar to 'a\\b' escape '#' AND 'a$' similar to 'a$' escape '#' THEN 'y' ELSE 'n' END AS f, " +
			"substring('abc' from -2147483648 for 2147483647) AS g",
			"(a, c, NULL, b^, x, y, )", "('a', 'c', NULL, 'b^', 'x', 'y', '')"},
		{"SELECT trim('xaby', 'xy') AS a, trim(both from 'xaby', 'xy') AS b, trim(from 'xaby', 'xy') AS c, " +
			"trim(leading from 'xaby', 'xy') AS d, trim(trailing 'xaby', 'xy') AS e, trim(both 'xaby', 'xy') AS f, " +
			"trim(leading ' xaby ') AS g, trim(both ' x ') AS h, trim(' a ', null) AS i",
			"(ab, ab, ab, aby, xab, ab, xaby , x, NULL)", "('ab', 'ab', 'ab', 'aby', 'xab', 'ab', 'xaby ', 'x', NULL)"},
	}
	for _, c := range cases {
		ref, refErr, eng, engErr := oneRow(t, "postgres", engines.Postgres, c.sql)
		if refErr != nil || engErr != nil {
			t.Fatalf("%s: reference executor: %v; engine: %v", c.sql, refErr, engErr)
		}
		if ref != c.want {
			t.Errorf("%s\nreference executor: got %s, want %s", c.sql, ref, c.want)
		}
		if eng != c.engWant {
			t.Errorf("%s\nengine: got %s, want %s", c.sql, eng, c.engWant)
		}
	}
}

// The same forms toward DuckDB: the position forms are written as
// substrings, the trims as DuckDB's trim of a set; PostgreSQL's errors
// (no overload for the argument types, a string that is not an integer:
// "function pg_catalog.substring(unknown, numeric) does not exist",
// "invalid input syntax for type integer" on PostgreSQL 15) are refused
// (T105) with the argument's position, and a call whose argument types do
// not decide the overload (T104).
func TestPostgresSubstringTrimTranslate(t *testing.T) {
	schema := "CREATE TABLE t (s TEXT, p TEXT, n INT, b BIGINT)"
	for _, c := range []struct{ sql, want string }{
		{"SELECT substring('abcd' from '2' for 1) AS a", "SELECT substr('abcd', 2, 1) AS a"},
		{"SELECT substring(s, '2', 1) AS a FROM t", "SELECT substr(s, 2, 1) AS a FROM t"},
		{"SELECT substring(s from n for '3') AS a FROM t", "SELECT CASE WHEN s IS NULL OR n IS NULL OR 3 IS NULL THEN NULL WHEN n >= 1 THEN substr(s, n, 3) WHEN n + 3 - 1 >= 1 THEN substr(s, 1, n + 3 - 1) ELSE '' END AS a FROM t"},
		{"SELECT substring(s for 2) AS a FROM t", "SELECT substr(s, 1, 2) AS a FROM t"},
		{"SELECT trim(s, 'xy') AS a, trim(both from s, 'xy') AS b, trim(leading s, 'xy') AS c FROM t",
			"SELECT trim(s, 'xy') AS a, trim(s, 'xy') AS b, ltrim(s, 'xy') AS c FROM t"},
		{"SELECT substring('abcd' from 'x' for 1) AS a", "T105 @1:30"},
		{"SELECT substring('abcd' from 2.0) AS a", "T105 @1:30"},
		{"SELECT substr(s, 'x') AS a FROM t", "T105 @1:18"},
		{"SELECT substr(s, '2') AS a FROM t", "SELECT substr(s, 2) AS a FROM t"},
		{"SELECT substring(s from b) AS a FROM t", "T105 @1:25"},
		// -2147483648 is an integer for PostgreSQL 15 (pg_typeof), -2147483649 a bigint
		{"SELECT substring(s from -2147483648) AS a FROM t", "SELECT CASE WHEN -2147483648 < 1 THEN s ELSE substr(s, -2147483648) END AS a FROM t"},
		{"SELECT substring(s from -2147483649) AS a FROM t", "T105 @1:25"},
		{"SELECT substring(s from p for 1) AS a FROM t", "T105 @1:8"},
		{"SELECT substring(s from p) AS a FROM t", "T301"},
		{"SELECT substring(s similar p escape '#') AS a FROM t", "T301"},
		{"SELECT substring(s from x) AS a FROM (SELECT 'a' AS s, y AS x FROM u) v", "T104 @1:8"},
	} {
		tr, err := lateral.Translate(c.sql, "postgres", "duckdb", lateral.TranslateOptions{Schema: schema})
		switch {
		case strings.HasPrefix(c.want, "T"):
			code, pos, _ := strings.Cut(c.want, " @")
			if err == nil || !strings.Contains(err.Error(), code) || pos != "" && !strings.Contains(err.Error(), pos+": error") {
				t.Errorf("%s: got %v %v, want %s", c.sql, tr, err, c.want)
			}
		case err != nil || tr.SQL != c.want:
			t.Errorf("%s: got %v %v, want %s", c.sql, tr, err, c.want)
		}
	}
	// Other dialects have neither the SIMILAR nor the FOR-first form nor
	// PostgreSQL's TRIM lists.
	for _, q := range []string{"SELECT substring(s similar p escape '#') FROM t", "SELECT substring(s for 2) FROM t",
		"SELECT trim(both s, 'x') FROM t", "SELECT trim(from s, 'x') FROM t"} {
		if _, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{}); err == nil {
			t.Errorf("duckdb %s: translated", q)
		}
	}
}
