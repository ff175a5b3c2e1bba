package dialects

import (
	"regexp"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// The front end keeps a call's name as written (Func.Written) when it
// renames the call to its canonical function; a special form built as a
// call has none. Printing does not use it, and a tree printed and read
// again compares equal whatever its calls' spellings.
func TestFuncWritten(t *testing.T) {
	for _, c := range []struct {
		dialect, expr string
		name          string // the call's name in the tree
		written       ast.Spelling
	}{
		{"duckdb", "ucase(s)", "upper", "ucase"},
		{"duckdb", "UCase(s)", "upper", "UCase"},
		{"duckdb", "upper(s)", "upper", "upper"},
		{"duckdb", "len(a)", "cardinality", "len"},
		{"duckdb", "list_extract(a, 1)", "element_at", "list_extract"},
		{"duckdb", "aggregate(a, 'sum')", "list_aggregate", "aggregate"},
		{"duckdb", "my_udf(1)", "my_udf", "my_udf"},
		{"duckdb", "x ^ 2", "power", ""},
		{"postgres", `"count"(*)`, "count", `"count"`},
		{"postgres", "trim(s)", "trim", "trim"},
		{"postgres", "trim(both from s)", "trim", ""},
		{"postgres", "substring(s from 1)", "substr_sql", ""},
		{"postgres", "current_date", "current_date", "current_date"},
		{"postgres", "pg_catalog.upper(s)", "upper", ""},
		{"spark", "`size`(a)", "size", "`size`"},
	} {
		t.Run(c.dialect+" "+c.expr, func(t *testing.T) {
			e := psItem(t, c.dialect, c.expr)
			var f *ast.Func
			ast.Inspect(e, func(n ast.Node) bool {
				if g, ok := n.(*ast.Func); ok && f == nil {
					f = g
				}
				return f == nil
			})
			if f == nil {
				t.Fatalf("no call in %T", e)
			}
			if got := f.Name.Last().Name; !strings.EqualFold(got, c.name) {
				t.Errorf("name %q, want %q", got, c.name)
			}
			if f.Written != c.written {
				t.Errorf("written %q, want %q", f.Written, c.written)
			}
			d := psDialect(t, c.dialect)
			text, err := Print(d, e, PrintOptions{})
			if err != nil {
				t.Fatal(err)
			}
			if c.written != "" && !strings.EqualFold(string(c.written), c.name) &&
				regexp.MustCompile(`(^|[^\w])`+regexp.QuoteMeta(string(c.written))+`\(`).MatchString(text) {
				t.Errorf("printed %q: the written name is printed", text)
			}
			if msg := psRoundTrip(d, psParse(t, c.dialect, "SELECT "+c.expr)); msg != "" {
				t.Error(msg)
			}
			data, err := ast.MarshalJSON(e)
			if err != nil {
				t.Fatal(err)
			}
			if has := strings.Contains(string(data), `"written":`); has != (c.written != "") {
				t.Errorf("JSON %s: \"written\" present %v", data, has)
			}
		})
	}
}
