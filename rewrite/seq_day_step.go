package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The default step of a sequence of dates or timestamps.
//
// Trino's, Presto's and Spark's sequence(start, stop) over DATE (Spark:
// also TIMESTAMP) bounds steps by one day, or by minus one day when start
// is after stop (Trino's array functions, sequence; Spark's SQL function
// reference, sequence: "For the DATE or TIMESTAMP sequences default step is
// INTERVAL '1' DAY and INTERVAL '-1' DAY respectively"). The series of
// PostgreSQL and DuckDB take no integer step over dates, so the default
// step of integers (1 or -1) fails there. seqDayStep writes the call
// with the step spelled out, for PostgreSQL and DuckDB; for BigQuery and
// Snowflake it is refused (T057), as the sequence with an interval step
// is (GENERATE_ARRAY and ARRAY_GENERATE_RANGE count numbers only, and
// BigQuery's GENERATE_DATE_ARRAY is not used):
//
//	CASE WHEN start <= stop THEN sequence(start, stop, INTERVAL '1' DAY)
//	     ELSE sequence(start, stop, INTERVAL '-1' DAY) END
//
// each branch then lowered as a sequence of three arguments
// (pgDateSeriesCall). A NULL bound takes the ELSE branch, whose sequence
// is NULL too. The bounds are read twice: a volatile one is refused (T073).
func (c *Context) seqDayStep(f *ast.Func, sc *scope) ast.Expr {
	if !c.Target.is("postgres", "duckdb", "bigquery", "snowflake") || len(f.Args) != 2 || len(f.Name) != 1 || f.Name[0].Quoted ||
		!strings.EqualFold(f.Name[0].Name, "sequence") || f.Over != nil || f.Star {
		return f
	}
	switch c.Source.Name {
	case "trino", "presto", "spark":
	default:
		return f
	}
	temporal := false
	for _, b := range f.Args {
		if t := seriesBoundType(c, b, sc); t != nil && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ) {
			temporal = true
		}
	}
	if !temporal {
		return f
	}
	if !c.Target.is("postgres", "duckdb") {
		c.Refuse("T057", f, "compute the series in DuckDB or PostgreSQL",
			"%s's sequence of dates or timestamps (by a day, or minus a day when start is after stop) is not translated to %s, as its series by an interval is not", c.Source.Name, c.Target.Name)
		return f
	}
	for _, b := range f.Args {
		if !c.reusableIn(b, "sequence's default step of a day, whose direction is start <= stop,") {
			return f
		}
	}
	sp := f.Span
	branch := func(q string) ast.Expr {
		nf := *f
		nf.Args = []ast.Expr{ast.Clone(f.Args[0]), ast.Clone(f.Args[1]),
			&ast.Interval{Span: sp, Value: &ast.Literal{Span: sp, Kind: ast.LitString, Value: q}, Unit: "DAY"}}
		return c.pgDateSeriesCall(&nf, sc)
	}
	up := &ast.Binary{Span: sp, Op: ast.OpLe, L: ast.Clone(f.Args[0]), R: ast.Clone(f.Args[1])}
	return caseWhen(sp, up, branch("1"), branch("-1"))
}
