package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// snowflakeIntCounts casts the count of a date function read from
// Snowflake to INT where it is a NUMBER of scale 0 (an INT column, which is
// NUMBER(38, 0) there: intValued), for every other target: Snowflake's
// DATEADD and ADD_MONTHS take any integer NUMBER, where PostgreSQL's and
// DuckDB's date + n want an INTEGER (run on DuckDB 1.5: '+(DATE,
// DECIMAL(38,0))' and '+(DATE, BIGINT)' have no function; PostgreSQL 15:
// date + numeric and date + bigint do not exist), as do Hive's date_add
// and add_months (INT, SMALLINT or TINYINT). A count past INT's range
// leaves every calendar (2^31 days are millions of years), where
// Snowflake raises. The counts are the second argument of date_add_days,
// add_months_clamp and add_months_last_day; the bounds and step of
// range_array (ARRAY_GENERATE_RANGE) are cast to BIGINT.
func (c *Context) snowflakeIntCounts(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "snowflake" || c.Target.Name == "snowflake" || len(f.Name) != 1 {
		return f
	}
	first, kind := 1, ast.TypeInt
	switch strings.ToLower(f.Name[0].Name) {
	case "date_add_days", "add_months_clamp", "add_months_last_day":
		if len(f.Args) != 2 {
			return f
		}
	case "range_array":
		// ARRAY_GENERATE_RANGE's bounds and step: DuckDB's range takes
		// BIGINTs only (run on DuckDB 1.5: range(INTEGER_LITERAL,
		// DECIMAL(38,0)) has no function)
		first, kind = 0, ast.TypeBigInt
	default:
		return f
	}
	return mapArgs(f, first, func(n ast.Expr) (ast.Expr, bool) {
		if t := c.typeOf(n, sc); t == nil || t.Kind.IsInteger() || !intValued(t) {
			return n, true
		}
		sp := n.SpanOf()
		return &ast.Cast{Span: sp, X: n, Type: &ast.TypeName{Span: sp, Kind: kind}}, true
	})
}
