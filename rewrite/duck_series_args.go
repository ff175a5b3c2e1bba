package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// DuckDB's range and generate_series, as table functions and as list
// functions, take integers and timestamps only: an argument of a
// fractional, string or boolean type is its binder error ("No function
// matches the given name and argument types 'range(INTEGER, DECIMAL(2,1))'",
// DuckDB 1.5, a string literal included: 'range(VARCHAR)'), where the
// other targets' series answer with rows (PostgreSQL's generate_series(0,
// 5.5 - 1) counts 0 to 4). From DuckDB such a call is refused (T057),
// to every target, rather than translated into rows.

// duckSeriesArgs is the funcRules entry for the list functions (canonical
// generate_array and range_array); it refuses and returns f unchanged.
func (c *Context) duckSeriesArgs(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || len(f.Name) != 1 || f.Over != nil {
		return f
	}
	switch n := f.Name[0].Name; {
	case strings.EqualFold(n, "range_array"):
		_ = c.refuseDuckSeriesArgs("range", f.Args, sc) || !c.pgDuckTzSteps(f.Args, sc) // pg_duck_tz_series.go
	case strings.EqualFold(n, "generate_array"):
		_ = c.refuseDuckSeriesArgs("generate_series", f.Args, sc) || !c.pgDuckTzSteps(f.Args, sc)
	}
	return f
}

// refuseDuckDBSeriesArgs refuses (T057), from DuckDB, the table function range or generate_series f whose argument is not an
// integer or a timestamp; true when refused.
func (c *Context) refuseDuckDBSeriesArgs(f *ast.Func, sc *scope) bool {
	if c.Source.Name != "duckdb" {
		return false
	}
	return c.refuseDuckSeriesArgs(strings.ToLower(f.Name.Last().Name), f.Args, sc)
}

// refuseDuckSeriesArgs refuses (T057) the first of args, the arguments of
// DuckDB's series function name, of a type DuckDB's series does not take;
// true when one is refused.
func (c *Context) refuseDuckSeriesArgs(name string, args []ast.Expr, sc *scope) bool {
	for _, a := range args {
		if t := c.duckSeriesArgType(a, sc); t != nil {
			hint := "cast the argument to BIGINT, as DuckDB requires"
			if t.Kind == ast.TypeString {
				hint = "cast the argument to BIGINT, or a timestamp series' step to INTERVAL, as DuckDB requires"
			}
			if t.Kind == ast.TypeHugeInt {
				what := "this expression over a sum of integers is"
				if f, ok := a.(*ast.Func); ok && strings.EqualFold(f.Name.Last().Name, "sum") {
					what = "a sum of integers is"
				}
				c.Refuse("T057", a, "cast the sum to BIGINT, as DuckDB requires",
					"DuckDB's %s takes BIGINT and timestamps, not the HUGEINT %s: the query is an error in %s", name, what, c.Source.Name)
				return true
			}
			c.Refuse("T057", a, hint,
				"DuckDB's %s takes integers and timestamps, not %s: the query is an error in %s", name, t.Kind, c.Source.Name)
			return true
		}
	}
	return false
}

// duckSeriesArgType is a's type when it is one DuckDB's series functions
// do not take (a fractional, string, boolean or HUGEINT type, a sum of
// integers included), else nil. A column of a subquery before the call is
// typed by the subquery's item.
func (c *Context) duckSeriesArgType(a ast.Expr, sc *scope) *ast.TypeName {
	if u, ok := a.(*ast.Unary); ok && u.Op == ast.OpNeg {
		if l, ok := u.X.(*ast.Literal); ok && l.Kind == ast.LitInt {
			return nil // -9223372036854775808, BIGINT's least, is taken
		}
	}
	if l, ok := a.(*ast.Literal); ok && l.Kind == ast.LitString {
		return &ast.TypeName{Kind: ast.TypeVarchar}
	}
	t := c.typeOf(a, sc)
	if (t == nil || t.Kind.IsInteger()) && c.duckHugeInt(a, sc) {
		return &ast.TypeName{Kind: ast.TypeHugeInt}
	}
	if cr, ok := a.(*ast.ColumnRef); ok && t == nil {
		t = c.subColType(sc, cr.Name)
	}
	if t == nil {
		return nil
	}
	switch k := t.Kind; {
	case k == ast.TypeDecimal, k == ast.TypeDouble, k == ast.TypeReal, k == ast.TypeBool, k == ast.TypeHugeInt, k.IsText():
		return t
	}
	return nil
}

// pgIntervalStep types, from PostgreSQL to another target, the string
// literal step of generate_series over timestamps or dates as the
// interval PostgreSQL resolves it to (generate_series(timestamp,
// timestamp, unknown) has one candidate, whose step is an interval):
// DuckDB's generate_series(TIMESTAMP, TIMESTAMP, VARCHAR) is a binder
// error (DuckDB 1.5). args is changed in place.
func (c *Context) pgIntervalStep(args []ast.Expr, sc *scope) {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" || len(args) != 3 {
		return
	}
	l, ok := args[2].(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		return
	}
	for _, a := range args[:2] {
		if t := c.typeOf(a, sc); t != nil && (t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ || t.Kind == ast.TypeDate) {
			args[2] = &ast.Cast{Span: l.Span, X: l, Type: &ast.TypeName{Span: l.Span, Kind: ast.TypeInterval}}
			return
		}
	}
}

// duckHugeInt reports whether e is a HUGEINT in DuckDB, which its series
// functions do not take ("No function matches ... 'generate_series(
// INTEGER_LITERAL, HUGEINT)'", DuckDB 1.5): a sum of integers, and
// arithmetic (+, -, *, //, %, unary minus), abs, coalesce, ifnull,
// greatest, least, nullif or CASE over one (DuckDB 1.5: typeof(sum(x) +
// 1), typeof(coalesce(sum(x), 0)) and the others are HUGEINT). With a
// fractional operand the result is a DECIMAL or a DOUBLE, which the
// series do not take either; the caller reads e's type first. A cast is
// its own type. The sum may be written exact already (sumExact, for
// Hive, Spark and Doris, runs first on the inner call).
func (c *Context) duckHugeInt(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted || x.Star {
			return false
		}
		switch n := strings.ToLower(x.Name[0].Name); n {
		case "sum":
			if len(x.Args) != 1 {
				return false
			}
			arg := x.Args[0]
			if cx, ok := arg.(*ast.Cast); ok && decimalSum(x) {
				arg = cx.X
			}
			t := c.typeOf(arg, sc)
			return t != nil && t.Kind.IsInteger()
		case "abs", "coalesce", "ifnull", "greatest", "least", "nullif":
			args := x.Args
			if n == "nullif" && len(args) > 1 {
				args = args[:1]
			}
			for _, a := range args {
				if c.duckHugeInt(a, sc) {
					return true
				}
			}
		}
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpIntDiv, ast.OpMod, ast.OpDiv:
			// (OpDiv: a // of integers written for the target, an
			// integral division: lowerDivision runs first, bottom-up)
			return c.duckHugeInt(x.L, sc) || c.duckHugeInt(x.R, sc)
		}
	case *ast.Unary:
		if x.Op == ast.OpNeg || x.Op == ast.OpPlus {
			return c.duckHugeInt(x.X, sc)
		}
	case *ast.Case:
		if isCheckedSum(x) {
			return false // CAST(sum(x) AS BIGINT), written for Hive, Spark, Doris
		}
		for _, w := range x.Whens {
			if c.duckHugeInt(w.Result, sc) {
				return true
			}
		}
		return x.Else != nil && c.duckHugeInt(x.Else, sc)
	}
	return false
}
