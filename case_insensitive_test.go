package lateral_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// The reference executor folds letters as each engine does: PostgreSQL
// under the C locale ASCII letters only, in ~*, ILIKE, upper and lower
// (PostgreSQL 15 with lc_ctype C: U&'\212A' ~* 'k', 'İ' ILIKE 'i' false,
// upper('é') 'é'); DuckDB's ILIKE lowers both sides by Unicode's simple
// mapping (chr(8490) ILIKE 'k' and 'İ' ILIKE 'i' true, chr(383) ILIKE 's'
// false). Each query runs on the reference executor and on the engine,
// which must agree.
func TestCaseInsensitiveExecutor(t *testing.T) {
	for _, c := range []struct{ dialect, engine, sql, want string }{
		{"postgres", engines.Postgres, `SELECT chr(8490) ~* 'k' AS a, 'K' ~* 'k' AS b, 'É' ~* 'é' AS c, 'a' ~* '[[:upper:]]' AS d, chr(383) ~* '[r-t]' AS e`,
			"(false, true, false, true, false)"},
		{"postgres", engines.Postgres, `SELECT chr(8490) ILIKE 'k' AS a, chr(304) ILIKE 'i' AS b, 'É' ILIKE 'é' AS c, 'AB' ILIKE 'a_' AS d`,
			"(false, false, false, true)"},
		{"postgres", engines.Postgres, `SELECT upper('é') = 'é' AS a, lower('ÉA') = 'Éa' AS b, upper('ß') = 'ß' AS c, lower(chr(8490)) = chr(8490) AS d`,
			"(true, true, true, true)"},
		// PostgreSQL reads ILIKE's escape character before lowering
		// (like_escape), so a letter escapes in either case; initcap
		// under the C locale raises and lowers ASCII letters only, any
		// other character a word break (PostgreSQL 15).
		{"postgres", engines.Postgres, `SELECT 'a%' ILIKE 'aX%' ESCAPE 'X' AS a, 'axy' ILIKE 'aX%' ESCAPE 'x' AS b, 'A%' ILIKE 'aX%' ESCAPE 'X' AS c, 'ab' ILIKE 'A\B' AS d, initcap('ÉCOLE a1B xéy') = 'ÉCole A1b XéY' AS e`,
			"(true, true, true, true, true)"},
		// The options of a regular-expression split: 'i' and 'c', the
		// last one winning (PostgreSQL 15, DuckDB 1.5).
		{"postgres", engines.Postgres, `SELECT array_to_string(regexp_split_to_array('aKb', 'k', 'i'), ',') = 'a,b' AS a, array_to_string(regexp_split_to_array('aKb', 'k', 'ic'), ',') = 'aKb' AS b, array_to_string(regexp_split_to_array('a' || chr(8490) || 'b', 'k', 'ci'), ',') = 'a' || chr(8490) || 'b' AS c`,
			"(true, true, true)"},
		{"duckdb", engines.DuckDB, `SELECT array_to_string(string_split_regex('a' || chr(8490) || 'b', 'k', 'ci'), ',') = 'a,b' AS a, array_to_string(string_split_regex('aKb', 'k', 'ic'), ',') = 'aKb' AS b`,
			"(true, true)"},
		// DuckDB lowers the pattern but not the escape character.
		{"duckdb", engines.DuckDB, `SELECT 'a%' ILIKE 'aX%' ESCAPE 'X' AS a, 'axy' ILIKE 'aX%' ESCAPE 'x' AS b, 'a%' ILIKE 'a#%' ESCAPE '#' AS c`,
			"(false, false, true)"},
		{"duckdb", engines.DuckDB, `SELECT chr(8490) ILIKE 'k' AS a, chr(304) ILIKE 'i' AS b, 'É' ILIKE 'é' AS c, chr(383) ILIKE 's' AS d, 'ς' ILIKE 'Σ' AS e`,
			"(true, true, true, false, false)"},
	} {
		ref, refErr, eng, engErr := oneRow(t, c.dialect, c.engine, c.sql)
		if refErr != nil || engErr != nil || ref != c.want || eng != c.want {
			t.Errorf("%s: reference %s %v, engine %s %v; want %s", c.sql, ref, refErr, eng, engErr, c.want)
		}
	}
}

// What the case-insensitive rewrites cannot write out is refused (T112):
// a pattern that is not a literal, a letter outside ASCII that RE2
// folds, a flag inside the pattern, an ILIKE pattern toward a dialect
// whose folding is not documented (rewrite/regex_case.go,
// rewrite/ilike_fold.go).
func TestCaseInsensitiveRefusals(t *testing.T) {
	for _, c := range []struct{ from, to, sql, at string }{
		{"postgres", "duckdb", "SELECT s ~* p FROM t", "1:13"},
		{"duckdb", "postgres", "SELECT regexp_matches(s, '(?i)é') FROM t", "1:26"},
		{"spark", "duckdb", "SELECT s RLIKE 'a(?i)b' FROM t", "1:16"},
		{"postgres", "duckdb", "SELECT s ILIKE p FROM t", "1:8"},
		{"duckdb", "postgres", "SELECT s ILIKE 'é%' FROM t", "1:16"},
		{"spark", "postgres", "SELECT s ILIKE 'i%' FROM t", "1:16"},
		{"postgres", "snowflake", "SELECT s ILIKE 'k%' FROM t", "1:16"},
		{"spark", "snowflake", "SELECT s RLIKE '(?i)k' FROM t", "1:16"},
	} {
		_, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{})
		var le *lateral.Error
		found := false
		if errors.As(err, &le) {
			for _, d := range le.Diagnostics {
				if d.Code == "T112" && strings.HasPrefix(d.Error(), c.at+":") {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s from %s to %s: want T112 at %s, got %v", c.sql, c.from, c.to, c.at, err)
		}
	}
	// Alike or written out: no refusal.
	for _, c := range []struct{ from, to, sql string }{
		{"postgres", "duckdb", "SELECT s ILIKE 'ab%' FROM t"},
		{"postgres", "spark", "SELECT s ILIKE 'k_' FROM t"},
		{"duckdb", "spark", "SELECT s ILIKE 'k%' FROM t"},
		{"spark", "postgres", "SELECT s RLIKE '(?i)k' FROM t"},
		{"postgres", "bigquery", "SELECT s ~* 'k' FROM t"},
		// A NULL pattern gives NULL everywhere.
		{"postgres", "duckdb", "SELECT s ~* NULL FROM t"},
		{"postgres", "duckdb", "SELECT s NOT ILIKE NULL FROM t"},
		{"postgres", "spark", "SELECT s ILIKE NULL FROM t"},
	} {
		if _, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{}); err != nil {
			t.Errorf("%s from %s to %s: %v", c.sql, c.from, c.to, err)
		}
	}
	// Spark's ILIKE lowers 'İ' to "i\u0307" (Java's String.toLowerCase),
	// so a pattern holding U+0307 may match there what PostgreSQL's does
	// not: it is written as a regular expression, or refused from Spark.
	out, err := lateral.Translate("SELECT s ILIKE '%\u0307' FROM t", "postgres", "spark", lateral.TranslateOptions{})
	if err != nil || strings.Contains(out.SQL, "ILIKE") {
		t.Errorf("ILIKE of U+0307 toward Spark: %v %v", out, err)
	}
}
