package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestIEEEZeroQuotientNested: a chain of DuckDB quotients of DOUBLEs is
// written for PostgreSQL with each dividend read twice (CAST(a AS DOUBLE)
// * Infinity for a zero divisor, a / nullif(b, 0) else), so seven levels
// stay a few dozen kilobytes; a CASE on the dividend's sign at each level
// (five readings) made them megabytes.
func TestIEEEZeroQuotientNested(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE n (f DOUBLE, g DOUBLE)"}
	in := "SELECT n.f" + strings.Repeat(" / n.g", 7) + " AS q FROM n"
	tr := mustTranslate(t, in, "duckdb", "postgres", opts)
	if len(tr.SQL) > 100_000 {
		t.Errorf("%d levels of / gave %d bytes of SQL", 7, len(tr.SQL))
	}
}
