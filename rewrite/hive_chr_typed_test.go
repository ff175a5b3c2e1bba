package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestHiveChrTyped: Hive's chr of an integer is written for Spark with a
// CASE on bit 15 (dialects: emChrHiveSpark); of a DOUBLE (narrowed by
// Java's rules in Hive) it is refused at the argument (T302), of an
// unknown type too (T056) (hive_chr_typed.go).
func TestHiveChrTyped(t *testing.T) {
	schema := lateral.TranslateOptions{Schema: "CREATE TABLE t (n BIGINT, x DOUBLE)"}
	tr, err := lateral.Translate("SELECT chr(t.n) AS c FROM t", "hive", "spark", schema)
	if err != nil {
		t.Fatal(err)
	}
	if want := "SELECT CASE WHEN t.n & 32768 <> 0 THEN '' ELSE chr(t.n) END AS c FROM t"; tr.SQL != want {
		t.Errorf("got %s, want %s", tr.SQL, want)
	}
	refusedWith(t, "SELECT chr(t.x) AS c FROM t", "hive", "spark", schema, "T302", 12, "integer only")
	refusedWith(t, "SELECT chr(t.x) AS c FROM t", "hive", "spark", lateral.TranslateOptions{}, "T056", 12, "not known")
}
