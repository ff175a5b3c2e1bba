package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL and DuckDB read a TIMESTAMPTZ on the clock of the session's
// time zone: its fields (EXTRACT, year, month, day), date_trunc, a cast
// to DATE, TIME or TIMESTAMP and a difference in days or months. Trino
// reads a TIMESTAMP WITH TIME ZONE on the clock of the zone the value
// carries ("Values of this type are rendered using the time zone from
// the value", Trino documentation, data types), which is the session's
// for a value made in the query but that of the data for a table's column
// (a connector's UTC, say), and so do Presto and Snowflake (a TIMESTAMP_TZ
// keeps its offset). sessionClock writes such an operand of known type,
// from PostgreSQL or DuckDB toward those three, as tz_in_session(x):
// Trino's at_timezone(x, current_timezone()), Snowflake's
// to_timestamp_ltz(x), the same instant on the session's clock
// (dialects/functions_dates.go); Presto, whose documentation has neither,
// refuses it (T301).
func (c *Context) sessionClock(x ast.Expr, sc *scope) ast.Expr {
	if !(c.Source.Name == "postgres" || c.Source.Name == "duckdb") || !c.Target.is("trino", "presto", "snowflake") {
		return x
	}
	if f, ok := x.(*ast.Func); ok && len(f.Name) == 1 && (strings.EqualFold(f.Name[0].Name, "tz_in_session") || strings.EqualFold(f.Name[0].Name, "tz_add_days_session")) {
		return x // in the session's zone already (tz_day_arith.go)
	}
	if t := c.typeOf(x, sc); t == nil || t.Kind != ast.TypeTimestampTZ {
		return x
	}
	c.Fire(passLowerExprs)
	return canonCall(x.SpanOf(), "tz_in_session", x)
}

// sessionClockArgs is the arguments of canonical functions reading a
// TIMESTAMPTZ on a clock (sessionClock), by their index; -1 for all.
var sessionClockArgs = map[string]int{"date_trunc": 1, "year": 0, "month": 0, "day": 0,
	"quarter": 0, "hour": 0, "minute": 0, "second": 0, "dayofweek": 0, "dow": 0, "isodow": 0, "weekofyear": 0, "dayofyear": 0, "isoyear": 0,
	"datediff_days": -1, "datediff_months": -1, "datediff_months_whole": -1, "datediff_months_days": -1, "datediff_quarters": -1}

// sessionClockNode writes the clock-read operand of n (an EXTRACT, a call
// of sessionClockArgs, a CAST to DATE, TIME or TIMESTAMP) through
// sessionClock; n itself when none changes.
func (c *Context) sessionClockNode(n ast.Expr, sc *scope) ast.Expr {
	switch x := n.(type) {
	case *ast.Extract:
		if y := c.sessionClock(x.X, sc); y != x.X {
			nx := *x
			nx.X = y
			return &nx
		}
	case *ast.Cast:
		if x.Type == nil || x.Type.Kind != ast.TypeDate && x.Type.Kind != ast.TypeTime && x.Type.Kind != ast.TypeTimestamp {
			return n
		}
		if y := c.sessionClock(x.X, sc); y != x.X {
			nx := *x
			nx.X = y
			return &nx
		}
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted || x.Over != nil {
			return n
		}
		i, ok := sessionClockArgs[strings.ToLower(x.Name[0].Name)]
		if !ok {
			return n
		}
		if i < 0 {
			return mapArgs(x, 0, func(a ast.Expr) (ast.Expr, bool) { return c.sessionClock(a, sc), true })
		}
		if i < len(x.Args) {
			if y := c.sessionClock(x.Args[i], sc); y != x.Args[i] {
				nx := *x
				nx.Args = append([]ast.Expr(nil), x.Args...)
				nx.Args[i] = y
				return &nx
			}
		}
	}
	return n
}
