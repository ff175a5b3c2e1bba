package executor_test

import (
	"strings"
	"testing"
)

// ARRAY(SELECT ...) of several columns raises, as on PostgreSQL 15 ("subquery
// must return only one column") and DuckDB 1.5 ("Subquery returns 2 columns
// - expected 1"), both run.
func TestArraySubqueryOneColumn(t *testing.T) {
	for _, d := range []string{"postgres", "duckdb"} {
		if got, err := dialectRows(t, d, "SELECT ARRAY(SELECT 1, 2)"); err == nil || !strings.Contains(err.Error(), "only one column") {
			t.Errorf("%s: got %q (%v), want the one-column error", d, got, err)
		}
		if got, err := dialectRows(t, d, "SELECT ARRAY(SELECT 1)"); err != nil || got != "[1]" {
			t.Errorf("%s: got %q (%v), want [1]", d, got, err)
		}
	}
}

// The session's and the server's own values (the user, the database, the
// build) and PostgreSQL's current_time (a TIME WITH TIME ZONE) raise naming
// the function; current_schema is the executor's one schema, public.
func TestSessionFunctionsRaise(t *testing.T) {
	for _, q := range []string{"current_user", "session_user", "user", "current_role", "current_catalog", "current_database()", "version()", "current_time"} {
		name := strings.TrimSuffix(q, "()")
		for _, d := range []string{"postgres", "trino"} {
			got, err := dialectRows(t, d, "SELECT "+q)
			if err == nil || !strings.Contains(err.Error(), name+" is not answered by the reference executor") {
				t.Errorf("%s %s: got %q (%v), want an error naming it", d, q, got, err)
			}
		}
	}
	if got, err := dialectRows(t, "postgres", "SELECT current_schema"); err != nil || got != "public" {
		t.Errorf("current_schema: got %q (%v), want public", got, err)
	}
}
