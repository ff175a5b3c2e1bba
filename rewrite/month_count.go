package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// CodeMonthCount: a count of months (or of years or quarters scaled to
// months) that may have a fraction, whose rounding differs or is not
// documented between the source and the target.
const CodeMonthCount = "T111"

// monthCount refuses add_months_clamp and add_months_last_day whose count
// is known to be of a type with a fraction (a DOUBLE, REAL or DECIMAL
// column, or an expression of one). The source reads it by its own rule
// (Hive and Spark take an INT; Snowflake's DATEADD and ADD_MONTHS and
// Doris's years_add and months_add do not document how they round a
// fraction, and a year count is scaled by 12 when it is read, so 1.5
// years is 18 months), while PostgreSQL and DuckDB carry the fraction into
// days and the other targets truncate or reject it. The literal forms are
// not read at all (fnFraction in dialects/functions_dates.go); this covers
// the columns the schema types. A count of years or quarters is refused
// toward the source's own dialect too: it is written back as months, 12 or
// 3 times the count, which a fraction changes.
func (c *Context) monthCount(f *ast.Func, sc *scope) ast.Expr {
	if f.Unread || len(f.Name) != 1 || len(f.Args) != 2 {
		return f
	}
	if c.Source.Name == c.Target.Name && !scaledCount(f.Args[1]) {
		return f // the source's own function and count, written back
	}
	name := strings.ToLower(f.Name[0].Name)
	if name != "add_months_clamp" && name != "add_months_last_day" {
		return f
	}
	t := c.typeOf(f.Args[1], sc)
	if t == nil || t.Kind.IsInteger() {
		return f
	}
	switch t.Kind {
	case ast.TypeDouble, ast.TypeReal:
	case ast.TypeDecimal:
		if len(t.Params) == 2 && t.Params[1] == 0 {
			return f // a DECIMAL of scale 0 holds integers
		}
	default:
		return f
	}
	c.Refuse(CodeMonthCount, f.Args[1], "cast the count to an integer in the source with the rounding you mean (CAST(TRUNC(x) AS INT), or ROUND)",
		"a count of months (or years) of type %s may have a fraction, which %s reads by a rule %s does not share", strings.ToUpper(t.Kind.String()), c.Source.Name, c.Target.Name)
	return f
}

// scaledCount: n is a count of years or quarters read as months (n * 12,
// n * 3: fnScaleMonths in dialects/functions_dates.go).
func scaledCount(n ast.Expr) bool {
	b, ok := n.(*ast.Binary)
	if !ok || b.Op != ast.OpMul {
		return false
	}
	l, ok := b.R.(*ast.Literal)
	return ok && l.Kind == ast.LitInt && (l.Value == "12" || l.Value == "3")
}
