package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// sequenceGuard keeps the error of Spark's, Trino's and Presto's
// sequence(start, stop, step) whose step points away from its stop (and,
// in Trino and Presto, of a zero step) for the targets whose series give
// an empty array there instead (PostgreSQL generate_series, DuckDB
// generate_series, BigQuery GENERATE_ARRAY, Snowflake
// ARRAY_GENERATE_RANGE):
//
//	CASE WHEN (CASE WHEN <bad> THEN x / (x - x) = 0 ELSE FALSE END) THEN NULL ELSE sequence(...) END
//
// x / (x - x) raises SQL's division by zero where the source raises its
// error; x reads a column, so no engine folds it before the branch holding
// it is taken (ansiRaise). DuckDB's integer division by zero is NULL, so
// for DuckDB the raising branch is its error(message) instead. <bad> is
// (step > 0 AND start > stop) OR (step < 0 AND start < stop) [OR step = 0]:
// NULL when an argument is NULL, when the call is NULL too. Integer
// literals need no guard, or are refused (T058) when they show the error;
// a series of dates or timestamps (an interval literal step, or bounds of
// such a type) is left as it is. Spark's zero step is an error only when
// start and stop differ.
func (c *Context) sequenceGuard(f *ast.Func, sc *scope) ast.Expr {
	if (c.Source.Name != "spark" && c.Source.Name != "trino" && c.Source.Name != "presto") || !c.Target.is("postgres", "duckdb", "bigquery", "snowflake") ||
		len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "sequence") || len(f.Args) != 3 || f.Over != nil {
		return f
	}
	start, stop, step := f.Args[0], f.Args[1], f.Args[2]
	if isNullLit(start) || isNullLit(stop) || isNullLit(step) || ast.NonZeroIntervalLiteral(step) {
		return f
	}
	for _, b := range []ast.Expr{start, stop} {
		if t := c.typeOf(b, sc); t != nil && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeTimestampTZ) {
			return f // a series of dates: its step is an interval
		}
	}
	zeroErrs := c.Source.Name != "spark" // Spark's sequence(x, x, 0) is [x]
	ka, okA := signedIntLiteral(start)
	kb, okB := signedIntLiteral(stop)
	k, okK := signedIntLiteral(step)
	if okA && okB && okK {
		if k > 0 && ka > kb || k < 0 && ka < kb || k == 0 && zeroErrs {
			c.Refuse("T058", step, "give the step the direction from start to stop",
				"sequence(%d, %d, %d) raises an error in %s", ka, kb, k, c.Source.Name)
		}
		return f
	}
	for _, a := range f.Args {
		if v := volatileCall(a); v != nil {
			c.Refuse("T073", v, "compute the arguments once, in a subquery",
				"sequence raises an error in %s when its step points away from its stop, which the translation tests apart, reading the arguments again; %s may give another value each time",
				c.Source.Name, v.Name.Last().Name)
			return f
		}
	}
	sp := f.Span
	zero := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}
	and := func(l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpAnd, L: l, R: r} }
	or := func(l, r ast.Expr) ast.Expr { return &ast.Binary{Span: sp, Op: ast.OpOr, L: l, R: r} }
	var bad ast.Expr
	switch {
	case okK && k > 0:
		bad = ansiBin(sp, ast.OpGt, start, stop)
	case okK && k < 0:
		bad = ansiBin(sp, ast.OpLt, start, stop)
	default:
		bad = or(and(ansiBin(sp, ast.OpGt, step, zero), ansiBin(sp, ast.OpGt, start, stop)),
			and(ansiBin(sp, ast.OpLt, step, zero), ansiBin(sp, ast.OpLt, start, stop)))
		if zeroErrs {
			bad = or(bad, ansiBin(sp, ast.OpEq, step, zero))
		} else {
			bad = or(bad, and(ansiBin(sp, ast.OpEq, step, zero), ansiBin(sp, ast.OpNe, start, stop)))
		}
	}
	var raise ast.Expr
	if c.Target.Name == "duckdb" {
		raise = canonCall(sp, "error", &ast.Literal{Span: sp, Kind: ast.LitString,
			Value: "sequence step points away from its stop (an error in " + c.Source.Name + ")"})
	} else {
		x := ansiVaries(start, stop, step)
		if x == nil {
			c.Refuse("T058", step, "write the arguments as integer literals",
				"sequence may raise an error in %s, which %s can raise only from an argument read from a column", c.Source.Name, c.Target.Name)
			return f
		}
		raise = ansiRaise(x)
	}
	return raiseGuard(sp, bad, raise, f)
}
