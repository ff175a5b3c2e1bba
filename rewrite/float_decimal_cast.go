package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

const (
	codeFloatDecimal        = "T155"
	codeFloatDecimalUnknown = "W025"
)

// floatDecimalCast reads a cast of a float to DECIMAL between PostgreSQL
// and another dialect, and between DuckDB and the dialects that read a
// float's shortest text. PostgreSQL converts a float to NUMERIC
// through its decimal text of 6 (real) or 15 (double precision)
// significant digits, then rounds to the scale half away from zero;
// DuckDB rounds the binary value times 10^s (run on PostgreSQL 15 and
// DuckDB 1.5: CAST(CAST(1.1 AS REAL) AS DECIMAL(18, 10)) is 1.1000000000
// in PostgreSQL, 1.1000000512 in DuckDB; CAST(123456.7::real AS
// NUMERIC(10, 1)) 123457.0 and 123456.7), and the other engines keep more
// digits of the binary value too. The digits differ at every precision
// and scale, for a DOUBLE as for a REAL: a double just below a tie
// rounds up in PostgreSQL once cut to 15 digits (CAST(1.005::float8 AS
// NUMERIC(15, 2)) is 1.01 in PostgreSQL, 1.00 in DuckDB; 9.995 gives
// 10.00 and 9.99; 1e14 + 0.5 cast to NUMERIC(15, 0) 100000000000000 and
// 100000000000001), and past 15 digits the binary digits show (0.1 + 0.2
// cast to DECIMAL(20, 17) is 0.30000000000000000 and 0.30000000000000004).
//
// From PostgreSQL to DuckDB the cast is written on PostgreSQL's text:
// CAST(printf('%.15g', x) AS DECIMAL(p, s)) ('%.6g' for a REAL), which
// DuckDB reads and rounds half away from zero as PostgreSQL does (run on
// both: 0.1, 1.005, -1.005, 2.675, 9.995, -2.5, -0.5, 0.49999999999999994,
// 1e16 + 2, 1e15 + 0.5, 1e-7, 5e-324, 0.1 + 0.2, 99999999999999.95 to
// scales 0, 2 and 10; REALs 1.1, 123456.7, 16777217, 1e-7). A NaN is NaN in
// PostgreSQL and an error in DuckDB. The other ways are refused (T155).
//
// Trino, Spark and Hive round the float's shortest text half up (Trino's
// DecimalConversions: BigDecimal.valueOf(double), new
// BigDecimal(String.valueOf(float)); Spark's Decimal(double) and Hive's
// HiveDecimal.create(double) likewise read Double.toString): 1.005 is
// 1.01 there and 1.00 in DuckDB, so a float cast to DECIMAL between DuckDB
// and them is refused too.
//
// A DOUBLE literal written with at most as many decimals as the scale,
// and at most 15 digits once scaled (0.1 to DECIMAL(4, 1), -2.5 to
// DECIMAL(10, 2)), is left alone: its 15 digits are the literal itself,
// and its binary value times 10^s is within 0.5 of the same integer.
// An array of floats cast to an array of DECIMAL is refused the same way.
// An operand of unknown type (a column without a schema) is kept with a
// warning (W025): were it a float, its digits may differ.
func (c *Context) floatDecimalCast(e *ast.Cast, sc *scope) *ast.Cast {
	src, dst := c.Source.Name, c.Target.Name
	pgPair := src != dst && (src == "postgres" || dst == "postgres")
	shortText := map[string]bool{"trino": true, "presto": true, "spark": true, "hive": true}
	duckPair := src == "duckdb" && shortText[dst] || dst == "duckdb" && shortText[src]
	if !pgPair && !duckPair || e.Type == nil {
		return e
	}
	t, to := c.floatOperandType(e.X, sc), e.Type
	for t != nil && to != nil && t.Kind == ast.TypeArray && to.Kind == ast.TypeArray {
		t, to = t.Elem, to.Elem
	}
	if to == nil || to.Kind != ast.TypeDecimal {
		return e
	}
	if t == nil {
		if pgPair && !isNullLit(e.X) {
			c.Warn(codeFloatDecimalUnknown, e, "the cast to DECIMAL of a value of unknown type: were it a float, PostgreSQL keeps 15 significant digits of it before rounding to the scale and %s does not, and the digits may differ (CAST(1.005::float8 AS NUMERIC(15, 2)) is 1.01 in PostgreSQL, 1.00 in DuckDB); give its type with a schema (%s to %s)",
				otherThan(c, "postgres"), src, dst)
		}
		return e
	}
	if t.Kind != ast.TypeReal && t.Kind != ast.TypeDouble {
		return e
	}
	if t.Kind == ast.TypeDouble && exactDoubleLiteral(e.X, to) {
		return e
	}
	if src == "postgres" && dst == "duckdb" && to == e.Type && len(to.Params) > 0 {
		format := "%.15g"
		if t.Kind == ast.TypeReal {
			format = "%.6g"
		}
		sp := e.X.SpanOf()
		ne := *e
		ne.X = &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "printf"}}, Args: []ast.Expr{&ast.Literal{Span: sp, Kind: ast.LitString, Value: format}, e.X}}
		return &ne
	}
	if duckPair {
		c.Refuse(codeFloatDecimal, e, "keep the value a float, or hold it as DECIMAL in the source so that no float is cast",
			"the cast of a float to DECIMAL: %s rounds the binary value, %s the float's shortest text, and the digits differ (CAST(1.005 AS DECIMAL(15, 2)) is 1.00 in DuckDB, 1.01 in Trino, Spark and Hive) (%s to %s)",
			"duckdb", otherThan(c, "duckdb"), src, dst)
		return e
	}
	digits, example := "6 significant digits of a REAL", "CAST(CAST(1.1 AS REAL) AS DECIMAL(18, 10)) is 1.1000000000 in PostgreSQL, 1.1000000512 in DuckDB"
	if t.Kind == ast.TypeDouble {
		digits, example = "15 significant digits of a DOUBLE PRECISION", "CAST(CAST(1.005 AS DOUBLE PRECISION) AS DECIMAL(15, 2)) is 1.01 in PostgreSQL, 1.00 in DuckDB; 0.1 + 0.2 cast to DECIMAL(20, 17) is 0.30000000000000000 and 0.30000000000000004"
		if len(to.Params) == 2 && to.Params[1] == 0 {
			// Snowflake's INT is NUMBER(38, 0): CAST(f AS INT) is such a cast
			example = "PostgreSQL rounds its 15-digit text to an integer: 0.49999999999999994 gives 1, 1e16 + 2 gives 10000000000000000"
			if src == "snowflake" {
				example = "snowflake's INT is NUMBER(38, 0); " + example
			}
		}
	}
	other := otherThan(c, "postgres")
	rule := "keeps more of the float's digits"
	switch {
	case other == "duckdb":
		rule = "rounds the binary value"
	case shortText[other]:
		rule = "rounds the float's shortest text"
	}
	c.Refuse(codeFloatDecimal, e, "keep the value a float, or hold it as NUMERIC in the source so that no float is cast",
		"the cast of a float to DECIMAL: PostgreSQL keeps %s before rounding to the scale, %s %s, and the digits differ (%s) (%s to %s)",
		digits, other, rule, example, src, dst)
	return e
}

// floatOperandType is x's type, where a function every dialect gives a
// DOUBLE for (sqrt(2) is a double precision in PostgreSQL, a DOUBLE in
// DuckDB, Trino, Spark and Hive) counts as one when its arguments are
// integers or floats: PostgreSQL's and BigQuery's of a NUMERIC argument
// is a NUMERIC (PostgreSQL mathematical functions: sqrt ( numeric ) ->
// numeric). From DuckDB, Trino, Presto, Spark and Hive, which have these
// of DOUBLE only, it is one whatever its arguments (run on DuckDB 1.5:
// typeof(sqrt(2.0)) is DOUBLE, and CAST(sqrt(2.0) AS DECIMAL(20, 17)) is
// 1.41421356237309520 there, 1.41421356237309500 in PostgreSQL 15).
func (c *Context) floatOperandType(x ast.Expr, sc *scope) *ast.TypeName {
	if t := c.typeOf(x, sc); t != nil {
		return t
	}
	f, ok := x.(*ast.Func)
	if !ok || f.Unread || len(f.Name) != 1 || !floatFuncs[strings.ToLower(f.Name[0].Name)] {
		return nil
	}
	switch c.Source.Name {
	case "duckdb", "trino", "presto", "spark", "hive":
		return &ast.TypeName{Kind: ast.TypeDouble}
	}
	for _, a := range f.Args {
		if at := c.typeOf(a, sc); at == nil || !at.Kind.IsInteger() && at.Kind != ast.TypeReal && at.Kind != ast.TypeDouble {
			return nil
		}
	}
	return &ast.TypeName{Kind: ast.TypeDouble}
}

// floatFuncs are the functions of DOUBLE result (of float or integer
// arguments) in every dialect lateral reads.
var floatFuncs = map[string]bool{"sqrt": true, "cbrt": true, "exp": true, "ln": true, "sin": true, "cos": true,
	"tan": true, "asin": true, "acos": true, "atan": true, "atan2": true, "radians": true, "degrees": true, "degrees_pg": true}

// exactDoubleLiteral says whether x is a DOUBLE literal (negated, or a cast
// of a number literal to DOUBLE) of plain digits with no more decimals
// than to's scale and no more than 15 integer digits and scale together.
func exactDoubleLiteral(x ast.Expr, to *ast.TypeName) bool {
	for i := 0; i < 3; i++ { // -(1.5::float8), (-1.5)::float8
		if u, ok := x.(*ast.Unary); ok && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
			x = u.X
		} else if c, ok := x.(*ast.Cast); ok && c.Type != nil && c.Type.Kind == ast.TypeDouble {
			x = c.X
		}
	}
	l, ok := x.(*ast.Literal)
	if !ok || l.Kind != ast.LitDouble && l.Kind != ast.LitDecimal && l.Kind != ast.LitInt || len(to.Params) == 0 {
		return false
	}
	scale := 0
	if len(to.Params) > 1 {
		scale = to.Params[1]
	}
	whole, frac, _ := strings.Cut(l.Value, ".")
	whole = strings.TrimLeft(whole, "0")
	if whole == "" && frac == "" || strings.Trim(whole+frac, "0123456789") != "" {
		return false
	}
	return len(frac) <= scale && len(whole)+scale <= 15
}
