package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestPGExtractNumeric: PostgreSQL's EXTRACT is a numeric and date_part a
// double precision (PostgreSQL 15 documentation, 9.9; run on PostgreSQL
// 15: pg_typeof gives numeric and double precision, extract(year from
// date '2021-07-09') / 2 is 1010.5000000000000000, date_part's 1010.5, the
// avg over 2021 and 2148 2084.5000000000000000). A division or an average
// of EXTRACT follows the rules of a numeric: refused (T071) where the
// target's quotient is not PostgreSQL's, never written as an integer
// division; date_part's is a DOUBLE quotient. Comparisons, sums and
// + - are unchanged.
func TestPGExtractNumeric(t *testing.T) {
	for _, to := range []string{"trino", "presto", "hive", "spark", "duckdb", "snowflake", "bigquery", "doris", "ansi"} {
		for _, q := range []string{
			"SELECT extract(year FROM d) / 2 AS h FROM t",
			"SELECT extract(year FROM d) / extract(month FROM d) AS h FROM t",
		} {
			tr, err := lateral.Translate(q, "postgres", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T071")
		}
	}
	for _, to := range []string{"trino", "hive", "spark", "snowflake", "bigquery"} {
		tr, err := lateral.Translate("SELECT avg(extract(year FROM d)) AS a FROM t", "postgres", to, lateral.TranslateOptions{})
		wantRefusal(t, tr, err, "T071")
	}
	// DuckDB's average of it is a DOUBLE, kept as PostgreSQL's average of
	// a numeric is (agg_types.go)
	mustTranslate(t, "SELECT avg(extract(year FROM d)) AS a FROM t", "postgres", "duckdb", lateral.TranslateOptions{})
	for _, to := range []string{"trino", "duckdb", "spark"} {
		tr := mustTranslate(t, "SELECT extract(year FROM d) > 2000 AS c, sum(extract(month FROM d)) AS s, extract(year FROM d) + 1 AS p FROM t GROUP BY d",
			"postgres", to, lateral.TranslateOptions{})
		wants := []string{"EXTRACT(YEAR FROM d) > 2000", "sum(EXTRACT(MONTH FROM d))", "EXTRACT(YEAR FROM d) + 1"}
		if to == "duckdb" {
			// the year guarded for an infinite date (pg_duck_infinity.go)
			// around its form for a date before Christ (pg_duck_bc.go)
			wants = []string{"ELSE EXTRACT(YEAR FROM d) END END > 2000", "sum(EXTRACT(MONTH FROM d))", "ELSE EXTRACT(YEAR FROM d) END END + 1"}
		}
		for _, w := range wants {
			if !strings.Contains(tr.SQL, w) {
				t.Errorf("to %s: got %s, want %s kept", to, tr.SQL, w)
			}
		}
	}
	// date_part: a DOUBLE quotient, written from a DOUBLE where the
	// target's EXTRACT is an integer (Snowflake's NUMBER / 3 has 6
	// decimals) or its / integral (Trino); toward DuckDB its date_part
	for _, to := range []string{"snowflake", "trino", "duckdb", "hive"} {
		tr := mustTranslate(t, "SELECT date_part('year', d) / 3 AS h FROM t", "postgres", to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, "CAST(EXTRACT(YEAR FROM d) AS DOUBLE) / 3") && !(to == "duckdb" && strings.Contains(tr.SQL, "ELSE date_part('year', d) END END AS DOUBLE) / 3")) {
			t.Errorf("to %s: got %s", to, tr.SQL)
		}
	}
	// within an operand: the DOUBLE of date_part('month', d) + 0 (a
	// NUMBER in Snowflake, whose quotient by 3 would have 6 decimals)
	for _, to := range []string{"snowflake", "trino"} {
		tr := mustTranslate(t, "SELECT (date_part('month', d) + 0) / 3 AS h FROM t", "postgres", to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, "(CAST(EXTRACT(MONTH FROM d) AS DOUBLE) + 0) / 3") {
			t.Errorf("to %s: got %s", to, tr.SQL)
		}
	}
	var tr *lateral.Translation
	// the same dialect keeps its own
	tr = mustTranslate(t, "SELECT extract(year FROM d) / 2 AS h FROM t", "postgres", "postgres", lateral.TranslateOptions{})
	if !strings.Contains(tr.SQL, "EXTRACT(YEAR FROM d) / 2") {
		t.Errorf("to postgres: got %s", tr.SQL)
	}
}

// TestTsNanos: a cast to TIMESTAMP(p), p above 6, toward a target of
// microseconds (PostgreSQL 15 reduces TIMESTAMP(9) to 6 digits with a
// warning and rounds: CAST('2024-01-01 10:00:00.123456789' AS
// TIMESTAMP(9)) is 10:00:00.123457) is refused (T138) unless it is a
// literal whose digits past the sixth are zeros; Hive's and Snowflake's
// TIMESTAMP of 9 digits: a literal of zeros past the sixth digit is
// written with 6, a string that may hold more is refused (T126), and
// their TIMESTAMP literal keeps its 9 digits toward Trino.
func TestTsNanos(t *testing.T) {
	for _, to := range []string{"postgres", "ansi", "duckdb", "spark", "bigquery", "doris"} {
		for _, q := range []string{
			"SELECT CAST(x AS TIMESTAMP(9)) AS a FROM t",
			"SELECT CAST('2024-01-01 10:00:00.123456789' AS TIMESTAMP(9)) AS a",
			"SELECT CAST(x AS TIMESTAMP(7)) AS a FROM t",
		} {
			tr, err := lateral.Translate(q, "trino", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T138")
		}
		tr := mustTranslate(t, "SELECT CAST('2024-01-01 10:00:00.123456000' AS TIMESTAMP(9)) AS a, CAST('2024-01-01 10:00:00.12345699999' AS TIMESTAMP(7)) AS b",
			"trino", to, lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, "'2024-01-01 10:00:00.123456'") || !strings.Contains(tr.SQL, "'2024-01-01 10:00:00.123457'") ||
			strings.Contains(tr.SQL, "(9)") || strings.Contains(tr.SQL, "(7)") {
			t.Errorf("to %s: got %s", to, tr.SQL)
		}
	}
	// Snowflake and Trino keep 9 digits
	mustTranslate(t, "SELECT CAST(x AS TIMESTAMP(9)) AS a FROM t", "trino", "snowflake", lateral.TranslateOptions{})
	for _, from := range []string{"hive", "snowflake"} {
		for _, to := range []string{"postgres", "duckdb", "spark", "bigquery"} {
			tr := mustTranslate(t, "SELECT CAST('2024-01-01 10:00:00.123456000' AS TIMESTAMP) AS a, TIMESTAMP '2024-01-01 10:00:00.1234560' AS b",
				from, to, lateral.TranslateOptions{})
			if strings.Contains(tr.SQL, ".123456000") || strings.Contains(tr.SQL, ".1234560'") {
				t.Errorf("%s to %s: got %s, want 6 digits", from, to, tr.SQL)
			}
			for _, q := range []string{
				"SELECT CAST('2024-01-01 10:00:00.123456789' AS TIMESTAMP) AS a",
				"SELECT TIMESTAMP '2024-01-01 10:00:00.1234567' AS a",
				"SELECT CAST(CAST(s AS STRING) AS TIMESTAMP) AS a FROM t",
			} {
				tr, err := lateral.Translate(q, from, to, lateral.TranslateOptions{})
				wantRefusal(t, tr, err, "T126")
			}
		}
		tr := mustTranslate(t, "SELECT TIMESTAMP '2024-01-01 10:00:00.123456789' AS a", from, "trino", lateral.TranslateOptions{})
		if !strings.Contains(tr.SQL, ".123456789'") {
			t.Errorf("%s to trino: got %s", from, tr.SQL)
		}
	}
}

// TestTsExplicitRounding: CAST(x AS TIMESTAMP(p)) of a value of more
// digits than p is refused (T139) between PostgreSQL, Trino and Presto:
// PostgreSQL rounds halves away from 2000-01-01 (run on PostgreSQL 15:
// CAST(TIMESTAMP '1960-06-01 10:00:00.1235' AS TIMESTAMP(3)) is .123,
// '2020-06-01 10:00:00.1235' gives .124), Trino half up. A DATE, a
// TIMESTAMP of at most p digits and a literal are translated.
func TestTsExplicitRounding(t *testing.T) {
	schema := "CREATE TABLE t (ts TIMESTAMP, t6 TIMESTAMP(6), d DATE)"
	opts := lateral.TranslateOptions{Schema: schema}
	for _, tc := range []struct{ from, to, q string }{
		{"postgres", "trino", "SELECT CAST(ts AS TIMESTAMP(3)) AS a FROM t"},
		{"postgres", "presto", "SELECT CAST(ts AS TIMESTAMP(0)) AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(t6 AS TIMESTAMP(3)) AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(ts AS TIMESTAMP(0)) AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(x AS TIMESTAMP(3)) AS a FROM u"},
		{"presto", "postgres", "SELECT CAST(ts AS TIMESTAMP(2)) AS a FROM t"},
	} {
		tr, err := lateral.Translate(tc.q, tc.from, tc.to, opts)
		wantRefusal(t, tr, err, "T139")
	}
	for _, tc := range []struct{ from, to, q string }{
		{"postgres", "trino", "SELECT CAST(d AS TIMESTAMP(3)) AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(ts AS TIMESTAMP(3)) AS a FROM t"},
		{"trino", "postgres", "SELECT CAST(t6 AS TIMESTAMP(6)) AS a FROM t"},
		{"postgres", "trino", "SELECT CAST('2020-01-01 10:00:00.1235' AS TIMESTAMP(3)) AS a"},
		{"postgres", "postgres", "SELECT CAST(ts AS TIMESTAMP(3)) AS a FROM t"},
	} {
		mustTranslate(t, tc.q, tc.from, tc.to, opts)
	}
}

// TestDuckDiffParts: DuckDB's date_diff and date_sub count 'dow',
// 'isodow', 'doy' and 'julian' as days and 'yearweek' as weeks (run on
// DuckDB 1.5, internal/dateunit.DuckDBDiff): read as those; date_diff of
// the ISO year, decade, century, millennium, epoch, era or a time zone
// part is refused (T118) toward the other dialects.
func TestDuckDiffParts(t *testing.T) {
	for _, u := range []string{"dow", "isodow", "doy", "julian", "DOW"} {
		for _, f := range []string{"date_diff", "datediff", "date_sub"} {
			q := "SELECT " + f + "('" + u + "', CAST(x AS DATE), CAST(y AS DATE)) AS a FROM t"
			tr := mustTranslate(t, q, "duckdb", "trino", lateral.TranslateOptions{})
			if !strings.Contains(tr.SQL, "date_diff('day', CAST(x AS DATE), CAST(y AS DATE))") || len(tr.Warnings) > 0 {
				t.Errorf("%s: got %s %v", q, tr.SQL, tr.Warnings)
			}
		}
	}
	tr := mustTranslate(t, "SELECT date_diff('yearweek', CAST(x AS DATE), CAST(y AS DATE)) AS a FROM t", "duckdb", "postgres", lateral.TranslateOptions{})
	if !strings.Contains(tr.SQL, "/ 7") {
		t.Errorf("yearweek: got %s", tr.SQL)
	}
	// of TIMESTAMPs too, as whole 7-day spans (duck_diff_time.go)
	tr = mustTranslate(t, "SELECT date_diff('yearweek', x, y) AS a FROM t", "duckdb", "trino", lateral.TranslateOptions{Schema: "CREATE TABLE t (x TIMESTAMP, y TIMESTAMP)"})
	if !strings.Contains(tr.SQL, "/ 7") {
		t.Errorf("yearweek of timestamps: got %s", tr.SQL)
	}
	tr, err := lateral.Translate("SELECT date_diff('yearweek', CAST(x AS DATE), y) AS a FROM t", "duckdb", "trino", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T118")
	for _, u := range []string{"isoyear", "decade", "century", "millennium", "epoch", "era", "timezone"} {
		for _, to := range []string{"trino", "postgres", "spark"} {
			tr, err := lateral.Translate("SELECT date_diff('"+u+"', CAST(x AS DATE), CAST(y AS DATE)) AS a FROM t", "duckdb", to, lateral.TranslateOptions{})
			wantRefusal(t, tr, err, "T118")
		}
		mustTranslate(t, "SELECT date_diff('"+u+"', CAST(x AS DATE), CAST(y AS DATE)) AS a FROM t", "duckdb", "duckdb", lateral.TranslateOptions{})
	}
}
