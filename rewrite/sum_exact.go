package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// sumExact keeps, for Hive, Spark and Doris, the value of a sum of integers
// from a source whose sum does not wrap around. Hive and Spark (ANSI mode
// off) add an integer column into a Java long that wraps past the BIGINT
// range (sum_wrap.go), and Doris sums TINYINT to BIGINT into a BIGINT too
// (its Sum signatures: BIGINT for every integer type narrower than
// LARGEINT), computed in a 64-bit integer whose overflow is not
// documented; a sum that leaves the BIGINT range there gives some other
// number, silently. The sources differ in what they give there:
//
//   - exact: DuckDB's sum of integers is a HUGEINT, PostgreSQL's sum of
//     a BIGINT (and ANSI's, checked on PostgreSQL) a numeric. The target
//     sums the values as DECIMAL(38, 0): sum(CAST(x AS DECIMAL(38, 0))). Hive's sum of a DECIMAL(p, s) is a
//     DECIMAL(min(38, p + 10), s) (GenericUDAFSum), Spark's a
//     DECIMAL(min(38, p + 10), s), Doris's a DECIMALV3 of precision 38, so
//     the result is a DECIMAL(38, 0), exact up to 10^38 - 1 (beyond, Hive
//     and Spark give NULL). No sum of BIGINTs gets there: fewer than 2^63
//     rows of at most 2^63 in absolute value sum to at most 2^126 < 8.6 *
//     10^37. (Snowflake's integers hold 38 digits: snowflakeSum.)
//
//   - an error: Trino's, Presto's and BigQuery's sum of integers is a
//     BIGINT (INT64) that raises on the overflow (Trino: "bigint addition
//     overflow"; BigQuery SUM: "error if overflow"), and so is PostgreSQL's
//     sum of a SMALLINT or INTEGER. The target raises where its wrapping
//     sum differs from the exact one, and gives its own BIGINT sum
//     otherwise (the value and type of the source's):
//
//     CASE WHEN assert_true(sum(x) = sum(CAST(x AS DECIMAL(38, 0))) OR sum(x) IS NULL) IS NULL THEN sum(x) END
//
//     assert_true(c) is NULL when c is TRUE and an error otherwise (Hive's
//     GenericUDFAssertTrue, Spark's assert_true; Doris 3.0's takes a
//     message and returns TRUE, spelled by the function table). Where
//     the source's partial sums overflow but the whole sum does not, the
//     source may raise where the target gives the sum: an input the source
//     rejects.
//
// Hive and Spark as sources wrap too, and Doris's and Drill's overflow is
// not documented here (the executor raises for Doris's, so no expected
// rows rest on a wrapped Doris sum): those are left as they are, as are a
// sum of a HUGEINT and a sum of a type not known.
func (c *Context) sumExact(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "sum") || len(f.Args) != 1 || f.Star || !c.Target.is("hive", "spark", "doris") {
		return f
	}
	if c.Source.Name == "snowflake" {
		return c.snowflakeSum(f, sc)
	}
	raises := false
	switch c.Source.Name {
	case "duckdb", "postgres", "ansi":
	case "trino", "presto", "bigquery":
		raises = true
	default:
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt {
		return f
	}
	if (c.Source.Name == "postgres" || c.Source.Name == "ansi") && t.Kind != ast.TypeBigInt {
		raises = true
	}
	sp := f.Span
	dec := *f
	dec.Args = []ast.Expr{&ast.Cast{Span: sp, X: f.Args[0], Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{38, 0}}}}
	if !raises {
		return &dec
	}
	return c.checkedSum(f, &dec)
}

// checkedSum is the BIGINT sum f (a wrapping sum of integers in the
// target) that raises where it differs from dec, the exact sum
// sum(CAST(x AS DECIMAL(38, 0))) of the same values.
func (c *Context) checkedSum(f, dec *ast.Func) ast.Expr {
	sp := f.Span
	same := &ast.Binary{Span: sp, Op: ast.OpEq, L: ast.Clone(f), R: dec}
	ok := &ast.Binary{Span: sp, Op: ast.OpOr, L: same, R: &ast.IsNull{Span: sp, X: ast.Clone(f)}}
	var check ast.Expr = &ast.IsNull{Span: sp, X: canonCall(sp, "assert_true", ok)}
	if c.Target.Name == "doris" {
		check = canonCall(sp, "assert_true_value", ok)
	}
	return caseWhen(sp, check, f, nil)
}

// isCheckedSum reports whether e is the checked BIGINT sum checkedSum
// writes (for Hive, Spark and Doris, from a sum cast to BIGINT), a BIGINT
// by construction.
func isCheckedSum(e ast.Expr) bool {
	x, ok := e.(*ast.Case)
	if !ok || x.Operand != nil || x.Else != nil || len(x.Whens) != 1 {
		return false
	}
	cond := x.Whens[0].Cond
	if n, ok := cond.(*ast.IsNull); ok && !n.Not {
		cond = n.X
	}
	f, ok := cond.(*ast.Func)
	return ok && len(f.Name) == 1 && (f.Name[0].Name == "assert_true" || f.Name[0].Name == "assert_true_value")
}

// checkedSumOfInts reports whether e is the checked BIGINT sum of
// integers checkedSum writes (not snowflakeSum's check of a decimal sum,
// of the same shape): a BIGINT in the target, whatever the source's sum
// of the same argument is (typeOf reads the source's rules: agg_types.go).
func checkedSumOfInts(e ast.Expr) bool {
	if !isCheckedSum(e) {
		return false
	}
	f, ok := e.(*ast.Case).Whens[0].Result.(*ast.Func)
	return ok && strings.EqualFold(f.Name.Last().Name, "sum") && !decimalSum(f)
}

// decimalSumOperand reports whether an operand of the "/" x, whose types
// are not known, is a sum of a DECIMAL CAST (sumExact writes the exact
// sum of integers so) from a source whose quotient of decimals is a
// DOUBLE (DuckDB's sum of integers is a HUGEINT, divided as a DOUBLE):
// the target's "/" of that DECIMAL is not its DOUBLE quotient of
// integers (Hive's and Spark's are decimals of scale max(6, s1 + p2 + 1),
// Doris's truncated at scale s1 + 4), so lowerUntypedSlash casts the
// dividend to DOUBLE.
func (c *Context) decimalSumOperand(x *ast.Binary) bool {
	if divisionOf(c.Source.Name, opDecimal, opDecimal) != quotDouble {
		return false
	}
	return decimalSum(x.L) || decimalSum(x.R)
}

// decimalSum: e is sum(CAST(v AS DECIMAL(...))), or the CASE a FILTER
// becomes around that CAST.
func decimalSum(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	if !ok || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "sum") || len(f.Args) != 1 {
		return false
	}
	arg := f.Args[0]
	if cs, ok := arg.(*ast.Case); ok && len(cs.Whens) == 1 && cs.Else == nil {
		arg = cs.Whens[0].Result
	}
	x, ok := arg.(*ast.Cast)
	return ok && x.Type != nil && x.Type.Kind == ast.TypeDecimal
}

// sumExactCast keeps a sum of integers cast to BIGINT an exact BIGINT
// that raises out of range, for Hive, Spark and Doris. From DuckDB,
// Snowflake, PostgreSQL and ANSI the sum is written exact, as
// sum(CAST(x AS DECIMAL(38, 0))) (sumExact, which runs first: the
// rewrite is bottom-up), and a cast of it to BIGINT is an error in the
// source where the sum leaves the BIGINT range (DuckDB 1.5: CAST of a
// HUGEINT out of range is "Conversion Error: ... is out of range for the
// destination type INT64"; PostgreSQL's numeric to bigint: "bigint out of
// range"). Such a cast is what DuckDB's series need (range and
// generate_series take BIGINT, not the HUGEINT of a sum: a binder error
// otherwise), and what Spark's sequence needs too, which takes integral
// types and no DECIMAL. Hive's and Spark's CAST of a DECIMAL to BIGINT,
// outside ANSI mode, keeps the low 64 bits of an integer out of range,
// so the cast is written as the target's own BIGINT sum, checked against
// the exact one (checkedSum): the same BIGINT in range, an error out of
// it. Trino's, Presto's and BigQuery's casts of a DECIMAL out of the
// BIGINT range raise too (a user's own exact sum). Snowflake's BIGINT is
// a NUMBER(38, 0), whose cast does not fail: left alone. So is a
// TRY_CAST (SAFE_CAST), NULL out of range in the source, not an error.
// e itself otherwise.
func (c *Context) sumExactCast(e *ast.Cast, sc *scope) ast.Expr {
	if !c.Target.is("hive", "spark", "doris") || !slices.Contains([]string{"duckdb", "postgres", "ansi", "trino", "presto", "bigquery"}, c.Source.Name) || e.Type == nil || e.Type.Kind != ast.TypeBigInt || e.Mode != ast.CastStrict {
		return e
	}
	dec, ok := e.X.(*ast.Func)
	if !ok || !decimalSum(dec) {
		return e
	}
	arg, ok := dec.Args[0].(*ast.Cast)
	if !ok || len(arg.Type.Params) != 2 || arg.Type.Params[0] != 38 || arg.Type.Params[1] != 0 {
		return e
	}
	if t := c.typeOf(arg.X, sc); t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt {
		return e
	}
	f := *dec
	f.Args = []ast.Expr{arg.X}
	return c.checkedSum(&f, dec)
}

// snowflakeSum writes Snowflake's sum of a NUMBER for Hive and Spark, and
// refuses it for Doris. Every Snowflake integer type is a NUMBER(38, 0),
// holding 38 digits (Snowflake numeric data types: INT, INTEGER, BIGINT,
// SMALLINT, TINYINT and BYTEINT are NUMBER(38, 0), of range -(10^38 - 1)
// to 10^38 - 1), so its sum can leave any 38-digit type, and Snowflake
// raises there ("Number out of representable range", the error the same
// page names for a sum of high-precision NUMBERs, to be avoided with
// DECFLOAT). Hive and Spark (ANSI mode off) give NULL for a decimal sum
// past its precision (HIVE-13423; Spark SQL reference, ANSI compliance:
// "Spark SQL returns null for decimal overflows"), and their sum of a
// DECIMAL(p, s) is a DECIMAL(min(38, p + 10), s), narrower than 38
// digits for a NUMBER(p, s) of p < 28. The target sums the values as a
// DECIMAL(38, s), whose 38 digits are the most a Snowflake NUMBER holds,
// and raises where that sum is NULL over some value:
//
//	CASE WHEN assert_true(sum(CAST(x AS DECIMAL(38, s))) IS NOT NULL OR count(x) = 0) IS NULL THEN sum(CAST(x AS DECIMAL(38, s))) END
//
// count(x) keeps the sum's DISTINCT, FILTER and window. Where a partial
// sum overflows and the whole does not, either side may raise first: an
// input the source may reject. Doris sums a DECIMALV3 in 38 digits too,
// but does not document what its overflow gives: refused (T301). A FLOAT
// sum is left as it is. So is a sum of a type not known (a DECIMAL of a
// scale not known included, which the cast could round), with a warning
// (W022): an integer's sum wraps past 2^63 there, a DECIMAL(p, s)'s is
// NULL past min(38, p + 10) digits (Doris: not documented).
func (c *Context) snowflakeSum(f *ast.Func, sc *scope) ast.Expr {
	untyped := func() ast.Expr {
		c.Warn(codeSumUntyped, f, "the type of the sum's argument is not known: it is written as it is, but snowflake's sum of a NUMBER holds 38 digits, "+
			"where %s's sum of integers is a BIGINT, which leaves its range past 2^63, and of a DECIMAL(p, s) may hold fewer "+
			"(give the column types with --schema, or CAST the argument)", c.Target.Name)
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	if t == nil || t.Kind == ast.TypeUnknown {
		return untyped()
	}
	if t.Kind == ast.TypeHugeInt || !t.Kind.IsInteger() && t.Kind != ast.TypeDecimal {
		return f
	}
	s := 0
	if t.Kind == ast.TypeDecimal {
		// the sum keeps the argument's scale: a DECIMAL of unknown
		// scale (d * 2, a sum, a CASE or coalesce of several scales),
		// which a cast could round, is left as it is, as a type not
		// known is
		_, ds, ok := decimalSize(f.Args[0], t)
		if len(t.Params) == 2 {
			ds, ok = t.Params[1], true
		}
		if !ok {
			return untyped()
		}
		s = ds
	}
	if c.Target.Name == "doris" {
		c.Refuse("T301", f, "cast the argument to DOUBLE for a sum that may be approximate, or compute the sum in Hive, Spark, Trino, DuckDB or PostgreSQL",
			"sum of a snowflake NUMBER: snowflake raises where the sum leaves 38 digits, and what doris's sum of 38-digit decimals gives there is not documented")
		return f
	}
	sp := f.Span
	dec := *f
	dec.Args = []ast.Expr{&ast.Cast{Span: sp, X: f.Args[0], Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{38, s}}}}
	cnt := ast.Clone(f)
	cnt.Name = ast.QName{{Span: f.Name[0].Span, Name: "count"}}
	cnt.Written = ""
	empty := &ast.Binary{Span: sp, Op: ast.OpEq, L: cnt, R: intLit(sp, 0)}
	ok := &ast.Binary{Span: sp, Op: ast.OpOr, L: &ast.IsNull{Span: sp, X: ast.Clone(&dec), Not: true}, R: empty}
	return caseWhen(sp, &ast.IsNull{Span: sp, X: canonCall(sp, "assert_true", ok)}, &dec, nil)
}
