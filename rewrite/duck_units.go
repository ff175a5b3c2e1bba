package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/dateunit"
)

// CodeDuckUnit: a DuckDB date function given, as a string literal, a part
// name DuckDB does not accept.
const CodeDuckUnit = "T124"

// duckUnitFuncs are DuckDB's functions whose first argument names a part
// of a date or a time (DuckDB documentation, Date Part Functions and Date
// Functions).
var duckUnitFuncs = map[string]bool{"date_diff": true, "datediff": true, "date_sub": true, "datesub": true,
	"date_trunc": true, "datetrunc": true, "date_part": true, "datepart": true}

// duckUnitUnknown refuses, from DuckDB, a date function whose part is a
// string literal that is none of DuckDB's specifiers or synonyms
// (internal/dateunit): DuckDB raises for it ('wk', 'q' and 'qtr' raise
// "extract specifier ... not recognized", run on DuckDB 1.5), so no
// translation can mean what the query does; the readers
// (dialects.duckUnit) leave it unread, and it would otherwise be passed on
// to the target, whose function of the same name may accept the name.
func (c *Context) duckUnitUnknown(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || len(f.Name) != 1 || len(f.Args) < 2 || !duckUnitFuncs[strings.ToLower(f.Name[0].Name)] {
		return f
	}
	l, ok := f.Args[0].(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		return f
	}
	if _, ok := dateunit.DuckDB(l.Value); !ok {
		c.Refuse(CodeDuckUnit, l, "name the part as DuckDB does: year (yr, y, years), quarter, month (mon, mons, months), week (w, weeks), day (d, days), hour (h, hr, hrs), minute (m, min, mins), second (s, sec, secs), millisecond (ms), microsecond (us) ...",
			"duckdb's %s has no part named '%s': DuckDB raises for it", strings.ToLower(f.Name[0].Name), l.Value)
	}
	return f
}
