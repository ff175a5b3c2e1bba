package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Spark's to_date(x) is CAST(x AS DATE) (dialects/functions.go,
// fnSparkToDate); its form with a format is not read (T302).
func TestSparkToDate(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE e (ts TIMESTAMP, s STRING)", SchemaDialect: "spark"}
	for to, want := range map[string]string{
		"trino":    "SELECT CAST(ts AS DATE) AS a FROM e",
		"postgres": "SELECT CAST(ts AS DATE) AS a FROM e",
		"spark":    "SELECT CAST(ts AS DATE) AS a FROM e",
	} {
		tr := mustTranslate(t, "SELECT to_date(ts) AS a FROM e", "spark", to, opts)
		if tr.SQL != want+";" && tr.SQL != want {
			t.Errorf("to %s: got %s, want %s", to, tr.SQL, want)
		}
		checkWarned(t, tr, "W014", false)
	}
	refusedWith(t, "SELECT to_date(s, 'yyyy/MM/dd') AS a FROM e", "spark", "trino", opts, "T302", 8, "to_date in this form")
}
