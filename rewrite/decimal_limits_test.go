package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A DECIMAL(p, s) a target cannot declare is refused (T089), at the type:
// DuckDB 1.5 answers CAST(1 AS DECIMAL(39, 0)) with "DECIMAL type width
// must be between 1 and 38" and CAST(0.1 AS DECIMAL(3, 5)) with "DECIMAL
// type scale cannot be greater than width" (both run on DuckDB 1.5);
// Snowflake's scale is 37 at most (Snowflake numeric data types); BigQuery's
// BIGNUMERIC(P, S) takes S <= 38 and P <= S + 38 (BigQuery data types,
// parameterized decimal types); PostgreSQL 15 takes 1000 digits and a scale
// above the precision (8.1.2).
func TestDecimalLimits(t *testing.T) {
	all := []string{"hive", "spark", "doris", "presto", "trino", "ansi", "postgres", "duckdb", "drill", "bigquery", "snowflake"}
	for _, c := range []struct {
		from, in string
		ok       []string // the targets that translate; the others refuse
	}{
		{"postgres", "SELECT CAST(t.x AS NUMERIC(60, 20)) AS a FROM t", []string{"ansi", "postgres"}},
		{"postgres", "SELECT CAST(t.x AS NUMERIC(40, 20)) AS a FROM t", []string{"ansi", "postgres", "bigquery"}},
		{"postgres", "SELECT CAST(t.x AS NUMERIC(3, 5)) AS a FROM t", []string{"postgres"}},
		{"postgres", "SELECT CAST(t.x AS NUMERIC(38, 38)) AS a FROM t", []string{"hive", "spark", "doris", "presto", "trino", "ansi", "postgres", "duckdb", "drill", "bigquery"}},
		{"postgres", "CREATE TABLE u (a INTEGER, b NUMERIC(50, 2))", []string{"ansi", "postgres"}},
		{"postgres", "CREATE TABLE u (a INTEGER, b NUMERIC(50, 20))", []string{"ansi", "postgres", "bigquery"}},
		{"postgres", "SELECT CAST(t.x AS NUMERIC(39, 0)[]) AS a FROM t", []string{"ansi", "postgres"}},
		{"bigquery", "SELECT CAST(t.x AS BIGNUMERIC(50, 20)) AS a FROM t", []string{"ansi", "postgres", "bigquery"}},
		{"bigquery", "SELECT CAST(t.x AS BIGNUMERIC) AS a FROM t", []string{"ansi", "postgres", "bigquery"}},
		// a literal's digits, for PostgreSQL's unconstrained NUMERIC
		{"postgres", "SELECT CAST(12345678901234567890.12345678901234567890 AS NUMERIC) AS a", []string{"ansi", "postgres", "bigquery"}},
	} {
		for _, to := range all {
			if to == c.from {
				continue
			}
			tr, err := lateral.Translate(c.in, c.from, to, lateral.TranslateOptions{})
			want := false
			for _, o := range c.ok {
				want = want || o == to
			}
			if want {
				if err != nil {
					t.Errorf("%s to %s: %s: %v", c.from, to, c.in, err)
				}
				continue
			}
			wantRefusal(t, tr, err, "T089")
		}
	}
}

// BigQuery's NUMERIC(P, S) takes 0 <= S <= 9 and P <= S + 29 (BigQuery
// data types, parameterized decimal types): a wider type is written
// BIGNUMERIC(P, S), and BigQuery's own BIGNUMERIC stays one.
func TestBigQueryBigNumeric(t *testing.T) {
	for _, c := range []struct{ from, in, want string }{
		{"postgres", "SELECT CAST(t.x AS NUMERIC(30, 20)) AS a, CAST(t.x AS NUMERIC(38, 0)) AS b, CAST(t.x AS NUMERIC(29, 0)) AS c, CAST(t.x AS NUMERIC(38, 9)) AS d, CAST(t.x AS NUMERIC(10, 10)) AS e FROM t",
			"SELECT CAST(t.x AS BIGNUMERIC(30, 20)) AS a, CAST(t.x AS BIGNUMERIC(38, 0)) AS b, CAST(t.x AS NUMERIC(29, 0)) AS c, CAST(t.x AS NUMERIC(38, 9)) AS d, CAST(t.x AS BIGNUMERIC(10, 10)) AS e FROM t"},
		{"bigquery", "SELECT CAST(t.x AS BIGNUMERIC) AS a, CAST(t.x AS NUMERIC) AS b FROM t",
			"SELECT CAST(t.x AS BIGNUMERIC(76, 38)) AS a, CAST(t.x AS NUMERIC(38, 9)) AS b FROM t"},
		{"postgres", "CREATE TABLE u (a NUMERIC(30, 10))", "CREATE TABLE u (a BIGNUMERIC(30, 10))"},
	} {
		tr := mustTranslate(t, c.in, c.from, "bigquery", lateral.TranslateOptions{})
		if tr.SQL != c.want {
			t.Errorf("%s: got  %s\nwant %s", c.in, tr.SQL, c.want)
		}
	}
	// a literal past BIGNUMERIC's 38 decimals cannot be written
	_, err := lateral.Translate("SELECT 0."+strings.Repeat("0", 40)+"1 AS a", "postgres", "bigquery", lateral.TranslateOptions{})
	if err == nil {
		t.Errorf("a literal of 41 decimals was written for BigQuery")
	}
}
