package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// An argument of unknown type given to PostgreSQL's concat, which writes
// a BOOLEAN as t or f, is tested when the query runs toward Spark beside
// the float test, and written as the first letter of Spark's true or
// false (typeof(x) = 'boolean': Spark SQL's typeof, "DDL-formatted type
// string").
func TestPgBoolUntypedSpark(t *testing.T) {
	tr, err := lateral.Translate("SELECT concat(x, 'a') AS c FROM u", "postgres", "spark", lateral.TranslateOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const want = "WHEN typeof(x) = 'boolean' THEN substr(CAST(x AS STRING), 1, 1)"
	if !strings.Contains(tr.SQL, want) || !strings.Contains(tr.SQL, "typeof(x) IN ('double', 'float')") {
		t.Errorf("want the float test and %q in:\n%s", want, tr.SQL)
	}
	if hasWarning(tr, "W024") || hasWarning(tr, "W017") {
		t.Errorf("tested when run, and warned: %v", tr.Warnings)
	}
	// a known BOOLEAN is written by pgBoolConcat, a string needs nothing
	tr, err = lateral.Translate("SELECT concat(x, 'a') AS c FROM u", "postgres", "spark", lateral.TranslateOptions{Schema: "CREATE TABLE u (x VARCHAR)"})
	if err != nil || strings.Contains(tr.SQL, "typeof") {
		t.Errorf("a string argument: %v %v", tr, err)
	}
	// toward Trino the argument's text, coalesce(x, ''), does not bind for
	// a BOOLEAN: no test is added
	tr, err = lateral.Translate("SELECT concat(x, 'a') AS c FROM u", "postgres", "trino", lateral.TranslateOptions{})
	if err != nil || strings.Contains(tr.SQL, "'boolean'") {
		t.Errorf("trino: %v %v", tr, err)
	}
}

// Where no test is written when the query runs, an argument of concat or
// concat_ws of unknown type warns (W024) that it may be a float or a
// BOOLEAN, and an array of unknown elements joined by array_to_string
// (array_join) between PostgreSQL and a dialect other than DuckDB, Spark,
// Trino and Presto (from PostgreSQL: TestPgElemsUntyped) warns (W017),
// both ways, that they may be BOOLEANs or floats.
func TestPgBoolUntypedWarned(t *testing.T) {
	for _, tc := range []struct {
		from, to, in, code, says string
	}{
		{"postgres", "hive", "SELECT concat(x, 'a') AS c FROM u", "W024", "or a BOOLEAN"},
		{"postgres", "bigquery", "SELECT concat_ws(',', x, 'a') AS c FROM u", "W024", "true or t"},
		{"postgres", "spark", "SELECT concat((SELECT y FROM v), 'a') AS c FROM u", "W024", "or a BOOLEAN"},
		{"postgres", "bigquery", "SELECT array_to_string(a, ',') AS c FROM u", "W017", "BOOLEANs or floating-point values, bigquery writes them here as its own text (not checked here) where postgres writes t or f, 1e+20"},
		{"postgres", "snowflake", "SELECT array_to_string(ARRAY[x, NULL], ',') AS c FROM u", "W017", "BOOLEAN"},
		{"spark", "postgres", "SELECT array_join(a, ',') AS c FROM u", "W017", "postgres writes them here as t or f, 1e+20 where spark writes true or false, 1.0E20"},
		{"trino", "postgres", "SELECT array_join(a, ',') AS c FROM u", "W017", "BOOLEAN"},
		{"presto", "postgres", "SELECT array_join(a, ',') AS c FROM u", "W017", "BOOLEAN"},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, w := range tr.Warnings {
				found = found || w.Code == tc.code && strings.Contains(w.Message, tc.says)
			}
			if !found {
				t.Errorf("want %s saying %q, got %v", tc.code, tc.says, tr.Warnings)
			}
		})
	}
	// known types, and the pair PostgreSQL and DuckDB (tested when run),
	// do not warn W017
	for _, tc := range []struct{ from, to, in, schema string }{
		{"postgres", "spark", "SELECT array_to_string(ARRAY[1, 2], ',') AS c", ""},
		{"postgres", "spark", "SELECT array_to_string(a, ',') AS c FROM u", "CREATE TABLE u (a INT[])"},
		{"postgres", "duckdb", "SELECT array_to_string(a, ',') AS c FROM u", ""},
		{"duckdb", "postgres", "SELECT array_to_string(a, ',') AS c FROM u", ""},
	} {
		tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{Schema: tc.schema})
		if err != nil {
			t.Errorf("%s to %s: %s: %v", tc.from, tc.to, tc.in, err)
			continue
		}
		if hasWarning(tr, "W017") {
			t.Errorf("%s to %s: %s: warned W017: %v", tc.from, tc.to, tc.in, tr.Warnings)
		}
	}
}
