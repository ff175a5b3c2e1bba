package dialects

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL's generate_series counts with an interval of mixed signs
// ('1 month -3 days'), which the canonical series refuses; a step that may
// be one is refused, and a NULL literal argument makes the array NULL.
func TestSeriesArrayPostgres(t *testing.T) {
	ts := func(v string) ast.Expr {
		return &ast.TypedLit{Type: &ast.TypeName{Kind: ast.TypeTimestamp}, Value: v}
	}
	iv := func(v, unit string) ast.Expr { return &ast.Interval{Value: str(v), Unit: unit} }
	for _, c := range []struct {
		canon string
		args  []ast.Expr
	}{
		{"generate_array", []ast.Expr{ts("2020-01-01"), ts("2020-06-01"), &ast.Binary{Op: ast.OpSub, L: iv("3", "MONTH"), R: iv("3", "DAY")}}},
		{"range_array", []ast.Expr{ts("2020-01-01"), ts("2020-06-01"), iv("1 month -3 days", "")}},
		{"range_array", []ast.Expr{ts("2020-01-01"), ts("2020-06-01"), col("step")}},
	} {
		if d := spellErr(t, "postgres", c.canon, c.args...); d.Code != CodeFuncUnsupported {
			t.Errorf("%s %v: code %s, want %s (%s)", c.canon, c.args, d.Code, CodeFuncUnsupported, d.Message)
		}
	}
	for _, c := range []struct {
		canon string
		args  []ast.Expr
		want  string
	}{
		{"range_array", []ast.Expr{ts("2020-01-01"), ts("2020-06-01"), iv("1", "MONTH")},
			"CASE WHEN ((<*ast.TypedLit> IS NULL OR <*ast.TypedLit> IS NULL) OR INTERVAL '1' MONTH IS NULL) THEN NULL ELSE ARRAY(SELECT v FROM generate_series(<*ast.TypedLit>, <*ast.TypedLit>, INTERVAL '1' MONTH) WITH ORDINALITY WHERE (v <> <*ast.TypedLit>) ORDER BY o) END"},
		{"range_array", []ast.Expr{num(1), &ast.Literal{Kind: ast.LitNull}}, "NULL"},
		{"generate_array", []ast.Expr{&ast.Literal{Kind: ast.LitNull}, num(3), num(1)}, "NULL"},
	} {
		if got := spell(t, "postgres", c.canon, c.args...); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.canon, got, c.want)
		}
	}
}
