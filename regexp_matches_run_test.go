package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// PostgreSQL's regexp_matches returns a set of text arrays, the groups of
// each match (PostgreSQL 15: SELECT regexp_matches('abc', 'b') gives one
// row {b}), not DuckDB's match test: lat run raises for it under the
// postgres dialect (executor/funcs_string.go) and keeps DuckDB's reading
// (DuckDB 1.5: regexp_matches('abc', 'b') is true, NULL for a NULL
// argument).
func TestRegexpMatchesRun(t *testing.T) {
	run := func(sql, dialect string) (string, error) {
		return refText(dialect, sql)
	}
	if got, err := run(`SELECT regexp_matches('abc', 'b') AS x`, "postgres"); err == nil || !strings.Contains(err.Error(), "set of text arrays") {
		t.Errorf("postgres regexp_matches: want an error, got %s %v", got, err)
	}
	got, err := run(`SELECT regexp_matches('abc', 'b') AS x, regexp_matches(NULL, 'b') AS y`, "duckdb")
	if err != nil || got != "[[true NULL]]" {
		t.Errorf("duckdb regexp_matches: want [[true NULL]], got %s %v", got, err)
	}
}

// Translated from PostgreSQL, regexp_matches is refused (T302): DuckDB's
// function of that name is a match test (dialects/functions.go,
// WarnUnknownFunctions); within PostgreSQL it is kept.
func TestRegexpMatchesFromPostgres(t *testing.T) {
	for _, to := range []string{"duckdb", "trino", "spark"} {
		_, err := lateral.Translate(`SELECT regexp_matches(s, 'b') AS x FROM t`, "postgres", to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T302") || !strings.Contains(err.Error(), "set of text arrays") {
			t.Errorf("postgres to %s: want T302, got %v", to, err)
		}
	}
	tr, err := lateral.Translate(`SELECT regexp_matches(s, 'b') AS x FROM t`, "postgres", "postgres", lateral.TranslateOptions{})
	if err != nil || !strings.Contains(tr.SQL, "regexp_matches(s, 'b')") {
		t.Errorf("postgres to postgres: want it kept, got %v %v", tr, err)
	}
}
