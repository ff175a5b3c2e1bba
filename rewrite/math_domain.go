package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeMathDomain: a logarithm or square root whose value outside its
// domain the source gives and the target cannot be made to give.
const codeMathDomain = "T226"

// domainRule is what a dialect's ln, log10, log2, log(b, x) or sqrt gives
// for an argument outside its domain (executor.MathDomain runs each).
type domainRule uint8

const (
	domainOther domainRule = iota // raises (PostgreSQL, DuckDB, BigQuery, Snowflake, ANSI SQL) or not documented (Doris, Drill)
	// domainNull: NULL. Hive's ln, log10, log2 and log of x <= 0, its
	// log(b, x) of b <= 1 or x <= 0 and its sqrt of x < 0 (apache/hive
	// UDFLn, UDFLog10, UDFLog2, UDFLog, UDFSqrt); Spark's logarithms of
	// x <= 0 and its log(b, x) of b <= 0 or x <= 0 (apache/spark
	// mathExpressions.scala: UnaryLogExpression, Logarithm).
	domainNull
	// domainIEEE: IEEE 754's -Infinity for 0 and NaN below, ln(x) / ln(b)
	// for log(b, x): java.lang.Math's log, log10 and sqrt in Trino and
	// Presto (MathFunctions), Spark's sqrt (Sqrt, a UnaryMathExpression of
	// math.sqrt).
	domainIEEE
)

// domainRuleOf is dialect's rule for function name (canonical: ln, log10,
// log2, log, sqrt).
func domainRuleOf(dialect, name string) domainRule {
	switch dialect {
	case "trino", "presto":
		return domainIEEE
	case "hive":
		return domainNull
	case "spark":
		if name == "sqrt" {
			return domainIEEE
		}
		return domainNull
	}
	return domainOther
}

// mathDomain writes ln, log10, log2, log(b, x) and sqrt of a source whose
// value outside the domain is NULL or IEEE 754's (domainRuleOf) toward a
// target whose value there differs, so that the target gives the
// source's value:
//
//	from Hive or Spark:       CASE WHEN x <= 0 THEN NULL ELSE ln(x) END
//	                          (Hive's sqrt: x < 0; Hive's log(b, x):
//	                          b <= 1 OR x <= 0, Spark's b <= 0 OR x <= 0)
//	from Trino, Presto:       CASE WHEN x = 0 THEN -Infinity WHEN x < 0 THEN NaN ELSE ln(x) END
//	(Spark's sqrt too)        (sqrt: CASE WHEN x < 0 THEN NaN ELSE sqrt(x) END)
//
// A NaN argument takes the ELSE in each (every comparison with NaN is
// false in Hive, Spark, Trino and Presto, and NaN is above every number in
// PostgreSQL, DuckDB and Snowflake), whose function gives NaN in each.
// From Hive or Spark an argument of unknown type is compared as
// CAST(x AS DOUBLE): it may be a string, which their functions read as a
// DOUBLE, where Spark compares a string with an integer as an INT
// (TypeCoercion's PromoteStrings), '-0.5' as 0. A
// literal argument in the domain needs no test; a call whose arguments
// are all such is kept. -Infinity and NaN are written CAST('-Infinity' AS
// DOUBLE) and CAST('NaN' AS DOUBLE) (Java's Double.parseDouble reads them
// in Hive, Spark, Trino and Presto, PostgreSQL's and DuckDB's float input
// too), '-inf' and 'NaN' in BigQuery and Snowflake (their documented
// spellings, as ieeeZeroQuotient writes them); ANSI SQL has no infinity
// nor NaN and Doris and Drill do not document their reading of them, so
// there such a call is refused (T226). log(b, x) from Trino or Presto is
// written only for a literal base (b > 0, b <> 1: then log(b, 0) is
// -Infinity for b > 1 and Infinity below; above 1 toward Hive), and Spark's toward a target
// other than Trino and Presto only for a literal base (above 1 toward
// Hive): Spark's log(1, x) is ln(x) / 0, Hive's NULL of any base up to 1,
// PostgreSQL and DuckDB raise. The arguments are read again: one calling
// a volatile function or a subquery is refused (T073).
func (c *Context) mathDomain(f *ast.Func, sc *scope) ast.Expr {
	if f.Over != nil || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	switch {
	case (name == "ln" || name == "log10" || name == "log2" || name == "log2_java" || name == "log2_strict" || name == "sqrt" || name == "log") && len(f.Args) == 1:
	case name == "log" && len(f.Args) == 2:
	default:
		return f
	}
	src, dst := c.Source.Name, c.Target.Name
	rule := domainRuleOf(src, name)
	if rule == domainOther || src == dst {
		return f
	}
	twoArg := len(f.Args) == 2
	// the same rule gives the same values (Hive's and Spark's log(b, x)
	// differ for 0 < b <= 1)
	if domainRuleOf(dst, name) == rule && !(twoArg && (src == "hive") != (dst == "hive")) {
		return f
	}
	if twoArg && rule == domainNull && domainRuleOf(dst, name) == domainNull {
		// Hive's and Spark's log(b, x) of a literal base above 1 are alike
		if v, ok := floatLiteral(f.Args[0]); ok && v > 1 {
			return f
		}
	}
	sp := f.Span
	x := f.Args[len(f.Args)-1]
	xv, xLit := floatLiteral(x)
	var b ast.Expr
	bv, bLit := 0.0, false
	if twoArg {
		b = f.Args[0]
		bv, bLit = floatLiteral(b)
	}
	refuse := func(why string) ast.Expr {
		c.Refuse(codeMathDomain, f, "keep the argument inside the domain with a CASE in the source, or give the base as a literal",
			"%s outside its domain is %s in %s, where %s answers otherwise, and %s (%s to %s)", name, map[domainRule]string{domainNull: "NULL", domainIEEE: "-Infinity or NaN"}[rule], src, dst, why, src, dst)
		return f
	}
	for _, a := range f.Args {
		if t := c.typeOf(a, sc); t != nil && t.Kind != ast.TypeUnknown && !t.Kind.IsNumeric() && t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
			// Hive and Spark read a string as a DOUBLE (Hive's UDFSqrt
			// and UDFLog take DoubleWritables, Spark's Sqrt and Logarithm
			// cast their inputs to DOUBLE), whose value the guard's
			// comparison with 0 does not read
			return refuse("an argument of type " + strings.ToUpper(t.Kind.String()) + " is not compared as a number by the guard (cast it to DOUBLE in the source)")
		}
	}
	lit := func(s string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: s} }
	bin := func(op ast.BinaryOp, l, r ast.Expr) ast.Expr {
		l = ast.Clone(l)
		if t := c.typeOf(l, sc); (t == nil || t.Kind == ast.TypeUnknown) && c.Source.is("hive", "spark") {
			// of unknown type, it may be a string, which Hive's and
			// Spark's functions read as a DOUBLE where Spark's comparison
			// with an integer casts it to an INT ('-0.5' to 0): compared
			// as the DOUBLE the function reads
			l = &ast.Cast{Span: sp, X: l, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		}
		return &ast.Binary{Span: sp, Op: op, L: l, R: r}
	}
	var conds []ast.Expr  // rule domainNull: the tests giving NULL
	var whens []*ast.When // rule domainIEEE
	if rule == domainNull {
		if twoArg {
			low, lowName := 0.0, "0"
			if src == "hive" {
				low, lowName = 1, "1"
			}
			if !bLit {
				if src == "spark" && !c.Target.is("trino", "presto") {
					return refuse("a base that is not a literal may be 1 (or, toward hive, below it), where they differ too")
				}
				conds = append(conds, bin(ast.OpLe, b, lit(lowName)))
			} else if bv <= low || src == "spark" && !c.Target.is("trino", "presto") && (bv == 1 || dst == "hive" && bv < 1) {
				return refuse("so is this base")
			}
		}
		if !(xLit && (xv > 0 || name == "sqrt" && xv >= 0)) {
			op := ast.OpLe
			if name == "sqrt" {
				op = ast.OpLt
			}
			conds = append(conds, bin(op, x, lit("0")))
		}
		if len(conds) == 0 {
			return f
		}
	} else {
		if twoArg && (!bLit || bv <= 0 || bv == 1) {
			return refuse("log(b, x) of a base that is not a positive literal other than 1 is not written here")
		}
		if twoArg && dst == "hive" && bv < 1 {
			return refuse("hive's log(b, x) of a base below 1 is NULL")
		}
		if xLit && (xv > 0 || name == "sqrt" && xv >= 0) {
			return f
		}
		var inf, nan string
		switch {
		case c.Target.is("bigquery", "snowflake"):
			inf, nan = "-inf", "NaN"
		case c.Target.is("hive", "spark", "trino", "presto", "postgres", "duckdb"):
			inf, nan = "-Infinity", "NaN"
		default:
			return refuse(dst + " cannot be made to give them here")
		}
		if name == "sqrt" {
			inf = ""
		} else if twoArg && bv < 1 {
			inf = strings.TrimPrefix(inf, "-")
		}
		dbl := func(s string) ast.Expr {
			return &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitString, Value: s}, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
		}
		if inf != "" {
			whens = append(whens, &ast.When{Span: sp, Cond: bin(ast.OpEq, x, lit("0")), Result: dbl(inf)})
		}
		whens = append(whens, &ast.When{Span: sp, Cond: bin(ast.OpLt, x, lit("0")), Result: dbl(nan)})
	}
	for _, a := range f.Args {
		if !c.reusableIn(a, "the guard of "+name+", whose value outside its domain "+src+" and "+dst+" give otherwise,") {
			return f
		}
	}
	if rule == domainNull {
		cond := conds[0]
		for _, e := range conds[1:] {
			cond = &ast.Binary{Span: sp, Op: ast.OpOr, L: cond, R: e}
		}
		return caseWhen(sp, cond, &ast.Literal{Span: sp, Kind: ast.LitNull}, f)
	}
	g := &ast.Case{Span: sp, Whens: whens, Else: f}
	if c.domainGuards == nil {
		c.domainGuards = map[*ast.Case]bool{}
	}
	c.domainGuards[g] = true
	return g
}
