package lateral_test

import (
	"errors"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/diag"
)

// A Hive, Spark or Doris spelling lateral reads, called in a form it does
// not read (Spark's split(s, re, limit)), is refused with a position for
// another dialect rather than passed unchanged: Trino's split(s, d, limit)
// takes a literal delimiter where Spark's takes a regular expression. The
// same dialect keeps it, and the forms lateral reads translate.
func TestHiveFunctionFormRefused(t *testing.T) {
	for _, to := range []string{"trino", "duckdb", "postgres", "hive"} {
		_, err := lateral.Translate("SELECT split(t.s, '.', 2) AS x FROM t", "spark", to, lateral.TranslateOptions{})
		var le *lateral.Error
		var list diag.List
		if errors.As(err, &le) {
			list = le.Diagnostics.Errors()
		}
		if len(list) == 0 || list[0].Code != "T302" || list[0].Span.Start.Col != 8 {
			t.Errorf("spark to %s: got %v, want T302 at column 8", to, err)
		}
	}
	if tr, err := lateral.Translate("SELECT split(t.s, '.', 2) AS x FROM t", "spark", "spark", lateral.TranslateOptions{}); err != nil || tr.SQL != "SELECT split(t.s, '.', 2) AS x FROM t" {
		t.Errorf("spark to spark: got %v, %v", tr, err)
	}
	// From Hive to Spark, which reads Hive's functions, it is passed on.
	if tr, err := lateral.Translate("SELECT locate('b', t.s, 3) AS l FROM t", "hive", "spark", lateral.TranslateOptions{}); err != nil || tr.SQL != "SELECT locate('b', t.s, 3) AS l FROM t" {
		t.Errorf("hive to spark: got %v, %v", tr, err)
	}
	if _, err := lateral.Translate("SELECT split(t.s, '[.]') AS x FROM t", "spark", "trino", lateral.TranslateOptions{}); err != nil {
		t.Errorf("two-argument split: %v", err)
	}
}
