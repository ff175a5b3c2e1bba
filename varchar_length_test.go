package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A cast to VARCHAR(n) of a number longer than n raises in Trino (its
// casts of numbers to VARCHAR(n): "Value 12345 cannot be represented as
// varchar(3)") where a string is truncated, so from Trino a cast of a
// value not known to be a string is refused toward a dialect that
// truncates both (T135), and `lat run` of Trino raises too.
func TestTrinoVarcharLength(t *testing.T) {
	const schema = "CREATE TABLE t (s VARCHAR, n INTEGER)"
	tr, err := lateral.Translate("SELECT CAST(s AS VARCHAR(3)) AS a FROM t", "trino", "hive", lateral.TranslateOptions{Schema: schema})
	if err != nil || !strings.Contains(tr.SQL, "CAST(s AS VARCHAR(3))") {
		t.Errorf("string: got %v, %v", tr, err)
	}
	if _, err := lateral.Translate("SELECT CAST(n AS VARCHAR(3)) AS a FROM t", "trino", "hive", lateral.TranslateOptions{Schema: schema}); err == nil || !strings.Contains(err.Error(), "T135") {
		t.Errorf("number: want T135, got %v", err)
	}
	rows, err := refRows("trino", "SELECT CAST('héllo' AS VARCHAR(3)) AS a, CAST(12 AS VARCHAR(3)) AS b")
	if err != nil || len(rows) != 1 || rowText(rows[0]) != "(hél, 12)" {
		t.Errorf("lat run: got %v, %v", rows, err)
	}
	if _, err := refRows("trino", "SELECT CAST(12345 AS VARCHAR(3))"); err == nil || !strings.Contains(err.Error(), "cannot be represented as varchar(3)") {
		t.Errorf("lat run of a longer number: want the error, got %v", err)
	}
}
