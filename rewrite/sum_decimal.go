package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeSumDecimalOrder: a Hive or Spark sum of a DECIMAL(p, s) whose result
// holds 38 digits is written as a check of the total; Hive's and Spark's
// NULL comes from a partial sum, which the total alone does not tell
// when values of both signs pass 38 digits in between.
const codeSumDecimalOrder = "W021"

// codeSumUntyped: a Hive or Spark sum whose argument's type (or, for a
// DECIMAL, digits) is not known is written as it is; of a DECIMAL it is
// NULL past its digits there, of a BIGINT it wraps (sum_wrap.go).
const codeSumUntyped = "W022"

// sumDecimal keeps Hive's and Spark's sum of a DECIMAL(p, s) where it
// leaves its precision. Their sum is a DECIMAL(P, s), P = min(38, p + 10),
// and is NULL once a partial sum needs more digits, whatever follows:
// Hive's GenericUDAFSum (the result type, and HIVE-13423: a decimal sum
// past its precision is NULL, with a warning), Spark's Sum with ANSI mode
// off (the result type DecimalType.bounded(p + 10, s); "Spark SQL returns
// null for decimal overflows", ANSI compliance page; SPARK-28067, the sum
// stays NULL after an overflow). The executor follows the same rule
// (executor.SumDecimalNullPastPrecision).
//
// The other targets' sums do not give that NULL:
//
//   - exact, or wider than P digits: PostgreSQL's numeric (and ANSI's,
//     checked on PostgreSQL), DuckDB's DECIMAL(38, s) summed in a HUGEINT
//     (checked on DuckDB 1.5: two 6 * 10^35 as DECIMAL(38, 2) sum to
//     1.2 * 10^36 there, a value of 39 digits in a DECIMAL(38, 2), and it
//     raises "Overflow in HUGEINT addition" only past 2^127 unscaled),
//     BigQuery's NUMERIC or BIGNUMERIC ("If there is numeric overflow,
//     produces an error", SUM in the aggregate functions reference), and
//     for P < 38 Snowflake's NUMBER(38, s) (raises past 38 digits:
//     sum_exact.go, snowflakeSum) and Trino's and Presto's DECIMAL(38, s)
//     (read in Trino's DecimalSumAggregation: partial sums carry an
//     overflow count, the output is decimal(38, s) and raises "Decimal
//     overflow" past 38 digits; the documentation says only "same as
//     input"). There the total is checked against the source's bound:
//
//     CASE WHEN abs(sum(x)) > 99...9.99 THEN NULL ELSE CAST(sum(x) AS DECIMAL(P, s)) END
//
//     the bound being the largest DECIMAL(P, s), 10^(P - s) - 10^-s, as an
//     exact literal of that type (DuckDB cannot compare a DECIMAL(38, 2)
//     with 10^36, which has no DECIMAL(38, 2) value: checked on DuckDB
//     1.5), and the cast giving the source's type (BigQuery, whose
//     parameterized NUMERIC holds at most 29 integer digits, keeps its
//     NUMERIC or BIGNUMERIC sum). Where a target's sum raises first
//     (Snowflake, Trino and Presto past 38 digits, BigQuery's NUMERIC
//     past 29 integer digits, DuckDB past 2^127 unscaled) it raises where
//     the source gives NULL: loud, not silent. Trino, Presto and
//     Snowflake with P = 38 are left as they are: their sum raises where
//     the check would fire.
//
//   - not documented: Doris's sum of a DECIMALV3 (its SUM reference gives
//     neither the result type nor the overflow) and Drill's ("DECIMAL for
//     DECIMAL argument", Drill's aggregate functions reference): refused
//     (T301).
//
// The check reads the total only. It is the source's answer whenever no
// partial sum passes P digits while the total fits: always for values of
// one sign (the partial sums grow in absolute value towards the total).
// With values of both signs, a partial sum may pass P digits and the
// total come back, and then the source's NULL depends on the order in
// which it adds the rows, which no query fixes: with P = 38 the
// translation warns (W021). With P < 38 it does not: every value is below
// 10^(p - s) in absolute value and the bound is 10^(P - s) = 10^(p - s + 10),
// so a partial sum passes it only after more than 10^10 rows of one group
// (or window frame), all near the type's bound and the total cancelling
// (Hive's GenericUDAFSumHiveDecimal adds in 38 digits and enforces P only
// at the end, in terminate: for Hive not even then).
//
// Window sums are the same calls with OVER and are checked the same way,
// frame by frame. (Hive computes a frame that does not start at the
// partition's first row as a running sum less the sum before the frame,
// GenericUDAFStreamingEvaluator.SumAvgEnhancer: there a running sum past
// 38 digits makes later frames NULL even with values of one sign; with
// P = 38 the warning covers it, with P < 38 it takes more than 10^10 rows.)
// A sum of a sum (a window over an aggregate, a derived table's column)
// is checked against the inner sum's DECIMAL(min(38, p + 10), s)
// (sumDecimalArg). A sum whose argument's type is not known, or a
// DECIMAL of digits not known (a computed value: d * 2, a CASE of two
// columns), is left as it is, without a warning, as is a sum from Hive
// to Spark or Spark to Hive.
func (c *Context) sumDecimal(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "hive" && c.Source.Name != "spark" || len(f.Name) != 1 || len(f.Args) != 1 || f.Star || !strings.EqualFold(f.Name[0].Name, "sum") {
		return f
	}
	if !c.Target.is("postgres", "ansi", "duckdb", "snowflake", "bigquery", "trino", "presto", "doris", "drill") {
		return f
	}
	p, s, inner, ok := c.sumDecimalArgOf(f.Args[0], sc)
	if !ok {
		if t := c.typeOf(f.Args[0], sc); t == nil || t.Kind == ast.TypeUnknown || t.Kind == ast.TypeDecimal {
			c.Warn(codeSumUntyped, f, "the type of the sum's argument is not known: it is written as it is, but %s's sum of a DECIMAL(p, s) "+
				"is NULL past min(38, p + 10) digits and of a BIGINT wraps past 2^63, which %s's sum does not do "+
				"(give the column types with --schema, or CAST the argument)", c.Source.Name, c.Target.Name)
		}
		return f
	}
	P := min(38, p+10)
	if c.Target.is("doris", "drill") {
		c.Refuse("T301", f, "cast the argument to DOUBLE for a sum that may be approximate, or compute the sum in PostgreSQL, DuckDB, Trino or Snowflake",
			"sum of a %s DECIMAL(%d, %d): %s gives NULL once the sum leaves DECIMAL(%d, %d), and what %s's decimal sum gives past its digits is not documented",
			c.Source.Name, p, s, c.Source.Name, P, s, c.Target.Name)
		return f
	}
	if P == 38 {
		// a sum of a sum of 38 digits: the inner sum warned already
		if inner < 38 {
			c.Warn(codeSumDecimalOrder, f, "%s's sum of a DECIMAL(%d, %d) is NULL once a partial sum leaves 38 digits, and %s's translation reads the total only: "+
				"the same answer unless values of both signs pass 38 digits in between, where %s's answer depends on the order of the rows",
				c.Source.Name, p, s, c.Target.Name, c.Source.Name)
		}
		if c.Target.is("trino", "presto", "snowflake") {
			return f
		}
	}
	sp := f.Span
	nines := strings.Repeat("9", P-s)
	if s > 0 {
		nines += "." + strings.Repeat("9", s)
	}
	bound := &ast.Literal{Span: sp, Kind: ast.LitDecimal, Type: ast.TypeDecimal, Value: nines}
	over := &ast.Binary{Span: sp, Op: ast.OpGt, L: canonCall(sp, "abs", f), R: bound}
	var sum ast.Expr = ast.Clone(f)
	if c.Target.Name != "bigquery" {
		sum = &ast.Cast{Span: sp, X: sum, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{P, s}}}
	}
	return caseWhen(sp, over, &ast.Literal{Span: sp, Kind: ast.LitNull}, sum)
}

// sumDecimalArg is the DECIMAL(p, s) of a sum's argument e: a column, a
// cast or a literal of known digits (decimalSize), or itself a sum (a
// window over an aggregate, sum(sum(d)) OVER (), or a derived table's
// column reading one), a DECIMAL(min(38, p + 10), s) in Hive and Spark,
// as written or as sumDecimal checked it (a CASE whose results but the
// ELSE are NULL has the ELSE's type).
func (c *Context) sumDecimalArg(e ast.Expr, sc *scope) (p, s int, ok bool) {
	p, s, _, ok = c.sumDecimalArgOf(e, sc)
	return p, s, ok
}

// sumDecimalArgOf is sumDecimalArg, with inner the precision of the
// argument's own sum's result when the argument is a sum (its P, whose
// sumDecimal warned for 38 digits), 0 otherwise.
func (c *Context) sumDecimalArgOf(e ast.Expr, sc *scope) (p, s, inner int, ok bool) {
	if cr, isCol := e.(*ast.ColumnRef); isCol && c.typeDepth < maxQueryTypeDepth {
		// a derived table's column reading a sum, whose type typeOf
		// gives too (agg_types.go): the sum's digits, and that it is one
		if item, sub := c.subItem(cr.Name, sc); item != nil {
			c.typeDepth++
			p, s, inner, ok = c.sumDecimalArgOf(item, sub)
			c.typeDepth--
			if ok {
				return p, s, inner, ok
			}
		}
	}
	if t := c.typeOf(e, sc); t != nil && t.Kind == ast.TypeDecimal {
		if p, s, ok = decimalSize(e, t); ok {
			return p, s, 0, true
		}
	}
	if c.typeDepth >= maxQueryTypeDepth {
		return 0, 0, 0, false
	}
	c.typeDepth++
	defer func() { c.typeDepth-- }()
	switch x := e.(type) {
	case *ast.Case:
		if x.Operand != nil || x.Else == nil {
			return 0, 0, 0, false
		}
		for _, w := range x.Whens {
			if !isNullLit(w.Result) {
				return 0, 0, 0, false
			}
		}
		// the check sumDecimal wrote: CAST(sum(d) AS DECIMAL(P, s)) in
		// its ELSE, a sum's result
		p, s, inner, ok = c.sumDecimalArgOf(x.Else, sc)
		if cast, isCast := x.Else.(*ast.Cast); ok && isCast && inner == 0 {
			if f, isSum := cast.X.(*ast.Func); isSum && strings.EqualFold(f.Name.Last().Name, "sum") {
				inner = p
			}
		}
		return p, s, inner, ok
	case *ast.Func:
		if len(x.Name) != 1 || len(x.Args) != 1 || x.Star || x.Over != nil || !strings.EqualFold(x.Name[0].Name, "sum") {
			return 0, 0, 0, false
		}
		if p, s, ok = c.sumDecimalArg(x.Args[0], sc); ok {
			return min(38, p+10), s, min(38, p+10), true
		}
	}
	return 0, 0, 0, false
}
