package lateral_test

import (
	"errors"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Each statement of a script is translated on its own: a refusal in one
// does not stop the passes of the next, whose own refusal is reported with
// its code and position.
func TestScriptStatementsRefusedOnTheirOwn(t *testing.T) {
	in := "CREATE TABLE t (id INT, m MAP<STRING, INT>); SELECT id, k, v FROM t LATERAL VIEW explode(m) e AS k, v"
	_, err := lateral.Translate(in, "hive", "postgres", lateral.TranslateOptions{})
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatalf("want a refusal, got %v", err)
	}
	var codes []string
	for _, d := range le.Diagnostics {
		codes = append(codes, d.Code)
		if d.Code == "T090" && d.Span.Start.Col != 27 {
			t.Errorf("T090 at column %d, want 27 (the map type)", d.Span.Start.Col)
		}
	}
	if len(codes) != 2 || codes[0] != "T090" || codes[1] != "T064" {
		t.Errorf("diagnostics %v, want T090 (the map type) and T064 (unnesting the map)", codes)
	}
}
