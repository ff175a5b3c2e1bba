package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// modZeroNull reports whether a dialect's remainder (x % y, mod(x, y))
// gives NULL for a zero divisor: Hive (GenericUDFOPMod), Spark (not in
// ANSI mode) and Doris do for every numeric type; DuckDB (run on DuckDB
// 1.5) does for integers and decimals but gives NaN for a DOUBLE, so
// there only when neither operand is known to be a float. PostgreSQL, the
// standard, Trino, Presto and BigQuery raise.
func modZeroNull(name string, lt, rt *ast.TypeName) bool {
	switch name {
	case "hive", "spark", "doris":
		return true
	case "duckdb":
		exact := func(t *ast.TypeName) bool {
			return t != nil && (t.Kind.IsInteger() || t.Kind == ast.TypeDecimal)
		}
		return exact(lt) && exact(rt)
	}
	return false
}

// modByZero keeps a zero divisor of the remainder NULL, as in a source
// whose remainder gives NULL there, for a target whose does not: the
// divisor becomes nullif(y, 0) (a NULL divisor gives NULL everywhere).
// x % y and the canonical mod(x, y) alike; e itself otherwise.
func (c *Context) modByZero(e ast.Expr, sc *scope) ast.Expr {
	var l, r ast.Expr
	switch x := e.(type) {
	case *ast.Binary:
		if x.Op != ast.OpMod {
			return e
		}
		l, r = x.L, x.R
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted || !strings.EqualFold(x.Name[0].Name, "mod") || len(x.Args) != 2 || x.Over != nil {
			return e
		}
		l, r = x.Args[0], x.Args[1]
	default:
		return e
	}
	if nonZero(r) || c.Source.Name == c.Target.Name {
		return e
	}
	lt, rt := c.typeOf(l, sc), c.typeOf(r, sc)
	unknown := !modZeroNull(c.Source.Name, lt, rt) && duckModUnknown(c, lt, rt)
	if !modZeroNull(c.Source.Name, lt, rt) && !unknown || modZeroNull(c.Target.Name, lt, rt) {
		return e
	}
	if unknown && !c.Target.is("postgres", "ansi", "bigquery") {
		c.Warn(codeModFloats, e, "the operands' types are not known: this remainder is written for integers and decimals, NULL for a zero divisor as in duckdb; "+
			"for a DOUBLE operand duckdb gives NaN there, and %s NULL (give the column types with --schema, or CAST an operand)", c.Target.Name)
	}
	switch x := e.(type) {
	case *ast.Binary:
		nx := *x
		nx.R = nullIfZero(r)
		return &nx
	case *ast.Func:
		nf := *x
		nf.Args = []ast.Expr{l, nullIfZero(r)}
		return &nf
	}
	return e
}

// duckModUnknown: DuckDB's remainder over operands not known to be
// floats, for a target whose remainder raises for a zero divisor
// (modZeroNull). For PostgreSQL (and ANSI SQL, whose translations run
// there), whose % takes integers and numerics only (PostgreSQL manual,
// "Mathematical Functions and Operators"), and BigQuery, whose MOD takes
// INT64, NUMERIC and BIGNUMERIC only (BigQuery "Mathematical functions",
// MOD), an operand of unknown type is an integer or a decimal there,
// where DuckDB's x % 0 is NULL, or the translation fails on the target
// (double precision % integer does not exist) as it would without the
// nullif. Trino, Presto, Snowflake and Drill take floats too: an operand
// of unknown type is taken for an integer or a decimal, whose remainder
// by zero raises there (Trino and Presto: a division by zero error; the
// others: modZeroNull), and a warning (W020) says that a DOUBLE's, NaN in
// DuckDB, is NULL there. Hive, Spark and Doris give NULL themselves.
func duckModUnknown(c *Context, lt, rt *ast.TypeName) bool {
	if c.Source.Name != "duckdb" || !c.Target.is("postgres", "ansi", "bigquery", "trino", "presto", "snowflake", "drill") {
		return false
	}
	for _, t := range []*ast.TypeName{lt, rt} {
		if t != nil && t.Kind != ast.TypeUnknown && !t.Kind.IsInteger() && t.Kind != ast.TypeDecimal {
			return false
		}
	}
	return true
}
