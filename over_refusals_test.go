package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A partial regular-expression match toward Snowflake, which has no such
// operator (its RLIKE matches the whole subject: Snowflake, [ NOT ] RLIKE,
// "'ABC' becomes '^ABC$'"), is its REGEXP_INSTR(s, re) > 0, and
// Snowflake's own s RLIKE re, read as the partial match of '^(?:re)$', is
// written back as REGEXP_LIKE(s, re) (dialects.fnRegexMatchCall).
func TestRegexMatchTowardSnowflake(t *testing.T) {
	for _, c := range []struct{ from, sql, want string }{
		{"snowflake", `SELECT s RLIKE 'a.*' AS x FROM t`, `regexp_like(s, 'a.*')`},
		{"snowflake", `SELECT s NOT RLIKE 'a.*' AS x FROM t`, `NOT regexp_like(s, 'a.*')`},
		{"snowflake", `SELECT s REGEXP p AS x FROM t`, `regexp_like(s, p)`},
		{"hive", `SELECT s RLIKE 'ab' AS x FROM t`, `regexp_instr(s, 'ab') > 0`},
		{"postgres", `SELECT s !~ 'ab' AS x FROM t`, `NOT regexp_instr(s, 'ab') > 0`},
	} {
		tr, err := lateral.Translate(c.sql, c.from, "snowflake", lateral.TranslateOptions{})
		if err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s from %s: want %q in the translation, got %v %v", c.sql, c.from, c.want, tr, err)
		}
	}
	// A pattern that may match the empty string: Snowflake does not
	// document REGEXP_INSTR's position of an empty match (dialects.emRegexpInstr),
	// while Hive's '' RLIKE 'x*' and PostgreSQL's '' ~ 'x*' are true.
	for _, c := range []struct{ from, sql string }{
		{"hive", `SELECT s RLIKE 'x*' AS x FROM t`},
		{"hive", `SELECT s RLIKE '' AS x FROM t`},
		{"postgres", `SELECT s ~ '^' AS x FROM t`},
		{"trino", `SELECT regexp_like(s, 'a|') AS x FROM t`},
	} {
		if tr, err := lateral.Translate(c.sql, c.from, "snowflake", lateral.TranslateOptions{}); err == nil {
			t.Errorf("%s from %s: got %q, want a refusal", c.sql, c.from, tr.SQL)
		}
	}
}

// PostgreSQL's cast of a string literal to an array is written as the
// array of its elements (rewrite/pg_array_text.go); a text that is not
// one list of elements is refused (T115).
func TestPGArrayTextCast(t *testing.T) {
	tr, err := lateral.Translate(`SELECT '{abc,NULL}'::varchar(2)[] AS x`, "postgres", "trino", lateral.TranslateOptions{})
	if want := `ARRAY[CAST('abc' AS VARCHAR(2)), CAST(NULL AS VARCHAR(2))]`; err != nil || !strings.Contains(tr.SQL, want) {
		t.Errorf("want %q in the translation, got %v %v", want, tr, err)
	}
	for _, sql := range []string{`SELECT '{{1},{2}}'::int[] AS x`, `SELECT '{1,}'::int[] AS x`} {
		_, err := lateral.Translate(sql, "postgres", "duckdb", lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T115") || !strings.Contains(err.Error(), "1:8") {
			t.Errorf("%s: got %v, want T115 at 1:8", sql, err)
		}
	}
}

// A capturing group inside a lookaround (non-capturing in PostgreSQL,
// capturing in Java and Joni) passes where no group is observed: a
// regexp_replace whose replacement refers to no group; a replacement
// that does ('\1') is still refused (T107).
func TestLookaroundGroupUnseen(t *testing.T) {
	for _, to := range []string{"hive", "trino"} {
		tr, err := lateral.Translate(`SELECT regexp_replace(s, 'a(?=(b))', 'x', 'g') AS x FROM t`, "postgres", to, lateral.TranslateOptions{})
		if want := `regexp_replace(s, 'a(?=(b))', 'x')`; err != nil || !strings.Contains(tr.SQL, want) {
			t.Errorf("to %s: want %q in the translation, got %v %v", to, want, tr, err)
		}
		_, err = lateral.Translate(`SELECT regexp_replace(s, 'a(?=(b))(c)', '\1', 'g') AS x FROM t`, "postgres", to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T107") {
			t.Errorf("to %s: got %v, want T107", to, err)
		}
	}
	tr, err := lateral.Translate(`SELECT regexp_replace(s, 'a(?=(b))', 'x') AS x FROM t`, "hive", "postgres", lateral.TranslateOptions{})
	if want := `regexp_replace(s, 'a(?=(b))', 'x', 'g')`; err != nil || !strings.Contains(tr.SQL, want) {
		t.Errorf("hive to postgres: want %q in the translation, got %v %v", want, tr, err)
	}
}

// Snowflake's DATE_PART(year, d) names its part by a bare word, which
// Snowflake reads as the string literal (Snowflake, DATE_PART: the part
// "can be a string literal or can be unquoted (for example, 'month' or
// month)"): it is translated as DATE_PART('year', d) is, toward every
// dialect (extract_fields.go, datePartNames).
func TestSnowflakeDatePartBareWord(t *testing.T) {
	for _, to := range []string{"postgres", "duckdb", "trino", "bigquery", "ansi", "hive", "spark"} {
		bare, err := lateral.Translate("SELECT DATE_PART(year, d) AS y, date_part(Month, d) AS m FROM t", "snowflake", to, lateral.TranslateOptions{})
		lit, err2 := lateral.Translate("SELECT DATE_PART('year', d) AS y, date_part('month', d) AS m FROM t", "snowflake", to, lateral.TranslateOptions{})
		if (err == nil) != (err2 == nil) || err == nil && bare.SQL != lit.SQL {
			t.Errorf("to %s: the bare part gives %v %v, the literal %v %v", to, bare, err, lit, err2)
		}
		if err != nil && strings.Contains(err.Error(), "T166") {
			t.Errorf("to %s: refused %v", to, err)
		}
	}
}
