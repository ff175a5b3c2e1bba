package dialects

import (
	"strings"
	"testing"
)

// A call of another dialect's function whose name the target reads as one of its own
// constructors is refused, not printed as the constructor: PostgreSQL's map(a, b) is a
// function of the user's, Hive's map(a, b) builds a map.
func TestPrintRefusesConstructorNames(t *testing.T) {
	for _, c := range []struct {
		from, to, sql, refused string // refused: the name in the error, "" for none
	}{
		{"postgres", "hive", "SELECT named_struct(0)", "named_struct"},
		{"postgres", "spark", "SELECT map(a, b) FROM t", "map"},
		{"postgres", "trino", "SELECT map(a, b) FROM t", "map"},
		{"postgres", "duckdb", "SELECT map(a, b) FROM t", "map"},
		{"hive", "trino", "SELECT row(a) FROM t", "row"},
		{"postgres", "trino", "SELECT named_struct(0)", ""},
		{"hive", "hive", "SELECT map(1, 2), named_struct('a', 1), array(3)", ""},
		{"trino", "trino", "SELECT map(ARRAY[1], ARRAY[2]), ROW(1)", ""},
	} {
		s, diags := Parse(Dialects(c.from), c.sql, ParseOptions{})
		if diags.HasErrors() {
			t.Fatalf("%s: %v", c.sql, diags.Err())
		}
		_, err := PrintScript(Dialects(c.to), s, PrintOptions{})
		switch {
		case c.refused == "" && err != nil:
			t.Errorf("%s -> %s: %s: %v", c.from, c.to, c.sql, err)
		case c.refused != "" && (err == nil || !strings.Contains(err.Error(), "function named "+c.refused+",")):
			t.Errorf("%s -> %s: %s: want the call of %s refused, got %v", c.from, c.to, c.sql, c.refused, err)
		}
	}
}
