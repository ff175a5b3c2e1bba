package rewrite

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeAvgDecimals: without the argument's type, avg is written as it is;
// for decimals the source's and the target's averages differ.
const codeAvgDecimals = "W019"

// The average of decimals (avg of DECIMAL(p, s); the executor follows the
// same rules: executor.AvgDecimalRule). By dialect:
//
//	dialect         avg of DECIMAL(p, s)                                 rounding
//	hive            DECIMAL(p - s + S, S), S = min(s + 4, 38 - (p - s))  half up
//	spark           DECIMAL(min(p + 4, 38), min(s + 4, 38)); NULL past   half up
//	                the precision (an error in ANSI mode)
//	trino, presto   DECIMAL(p, s)                                        half up
//	postgres        numeric: the division of the sum by the count, at    half away from zero
//	                least 16 significant digits, at least scale s
//	duckdb          DOUBLE                                               the nearest DOUBLE
//	bigquery        NUMERIC (scale 9) for a NUMERIC argument             not documented (the executor
//	                                                                     rounds half away from zero)
//	snowflake, doris, drill, ansi: a DECIMAL of a scale not documented (the executor keeps
//	                DECIMAL(38, max(s, 6)))
//
// Sources: Spark's avg (Databricks SQL reference, "avg aggregate function",
// https://docs.databricks.com/spark/latest/spark-sql/language-manual/functions/avg.html:
// DECIMAL(p + 4, s + 4), with a smaller scale past 38 digits; Spark's
// Average, read in Spark's source, instead bounds each at 38 with
// DecimalType.bounded and divides with HALF_UP: past 38 digits the two
// differ, and the executor follows the source); Hive's
// GenericUDAFAverage, read in Hive's source ("the same number of integer
// digits and 4 more decimal digits", scale capped so the integer digits
// fit in 38; HiveDecimal rounds HALF_UP). Spark and Hive divide the sum
// to 38 or 39 significant digits before rounding to the result's scale;
// the two roundings are modelled as one (by the bound below they round
// alike when the result has at most 19 significant digits). Trino's and
// Presto's DecimalAverageAggregation, read in their source (output
// decimal(p,s), HALF_UP); PostgreSQL 15 and DuckDB 1.5, checked on the engines
// (PostgreSQL: avg of 1.10, 2.20, 2.20 as numeric(10,2) is
// 1.8333333333333333, equal to sum(x) / count(x); DuckDB: avg of a
// DECIMAL(10,2) is a DOUBLE); BigQuery's aggregate functions reference
// (https://cloud.google.com/bigquery/docs/reference/standard-sql/aggregate_functions,
// AVG: NUMERIC in, NUMERIC out, of scale 9; how AVG rounds is not
// documented: taken as the division of NUMERIC, half away from zero,
// DecimalQuotient). Drill's
// reference (https://drill.apache.org/docs/aggregate-and-aggregate-statistical/)
// says only "DECIMAL for DECIMAL argument"; Snowflake's and Doris's
// references give no scale for it.
//
// A translation keeps the source's average: the same avg where the rules
// agree (the same rule, or the same DECIMAL type rounded half up: Hive and
// Spark while p + 4 <= 38), avg(CAST(x AS DOUBLE)) for DuckDB's DOUBLE,
// and for a source whose average is a DECIMAL(P, S) rounded half up (Hive,
// Spark, Trino, Presto; not BigQuery, whose rounding is not documented),
// CAST to DECIMAL(P, S) where the type differs: for Trino and
// Presto avg(CAST(x AS DECIMAL(p - s + S, S))), the exact average rounded
// half up once at scale S, and for PostgreSQL
// CAST(avg(CAST(x AS DECIMAL(p - s + S + 19, S + 19))) AS DECIMAL(P, S)),
// whose average then has a scale of at least S + 19: a
// rounding there moves the average by at most 10^-(S+19) / 2, while an
// average of n values of scale s that is not a half-way point of scale S
// is at least 10^-S / (2n) from one, so for fewer than 10^19 rows (a
// count is a BIGINT) the second rounding rounds as the exact average
// would. Anything else is refused (T071).
type avgRule uint8

const (
	avgUndefined avgRule = iota
	avgHive
	avgSpark
	avgTrino
	avgPostgres
	avgDouble
	avgBigQuery
)

// avgRuleOf is dialect's rule for avg of decimals.
func avgRuleOf(dialect string) avgRule {
	switch dialect {
	case "hive":
		return avgHive
	case "spark":
		return avgSpark
	case "trino", "presto":
		return avgTrino
	case "postgres":
		return avgPostgres
	case "duckdb":
		return avgDouble
	case "bigquery":
		return avgBigQuery
	}
	return avgUndefined
}

// AvgDecimalRuleOf names dialect's rule for avg of decimals, for the
// reference executor's options (run.go): "hive", "spark", "trino",
// "postgres", "double" (DuckDB), "bigquery", or "" where no rule is known
// here.
func AvgDecimalRuleOf(dialect string) string {
	return [...]string{avgHive: "hive", avgSpark: "spark", avgTrino: "trino", avgPostgres: "postgres",
		avgDouble: "double", avgBigQuery: "bigquery", avgUndefined: ""}[avgRuleOf(dialect)]
}

// avgFixed is the DECIMAL(P, S) that rule gives for avg of DECIMAL(p, s),
// rounded half up (half away from zero); ok is false where the average is
// not of a fixed decimal type (PostgreSQL, DuckDB, the undefined rules, a
// BIGNUMERIC in BigQuery).
func avgFixed(rule avgRule, p, s int) (P, S int, ok bool) {
	switch rule {
	case avgHive:
		S = min(s+4, 38-(p-s))
		return p - s + S, S, true
	case avgSpark:
		return min(p+4, 38), min(s+4, 38), true
	case avgTrino:
		return p, s, true
	case avgBigQuery:
		if s <= 9 && p-s <= 29 {
			return 38, 9, true
		}
	}
	return 0, 0, false
}

// avgText describes rule's average of DECIMAL(p, s) (sized: p and s are
// known) in dialect.
func avgText(rule avgRule, dialect string, p, s int, sized bool) string {
	if P, S, ok := avgFixed(rule, p, s); ok && sized {
		if rule == avgBigQuery {
			return fmt.Sprintf("a NUMERIC (DECIMAL(%d, %d)) rounded by a rule its documentation does not give", P, S)
		}
		return fmt.Sprintf("a DECIMAL(%d, %d) rounded half up", P, S)
	}
	switch rule {
	case avgHive:
		return "a DECIMAL of 4 more decimal digits (while the integer digits fit in 38)"
	case avgSpark:
		return "a DECIMAL(p + 4, s + 4), at most 38 digits"
	case avgTrino:
		return "a DECIMAL of the argument's type, rounded half up"
	case avgPostgres:
		return "a numeric of at least 16 significant digits"
	case avgDouble:
		return "a DOUBLE"
	case avgBigQuery:
		return "a NUMERIC or BIGNUMERIC by the argument's digits"
	}
	return "a DECIMAL of a scale " + dialect + "'s documentation does not give"
}

// avgIntText describes dialect's average of integers (agg_types.go;
// Snowflake's: snowflakeAvg; ANSI's is taken as PostgreSQL's, as
// avg_int.go and avg_numeric.go take it).
func avgIntText(dialect string) string {
	switch dialect {
	case "postgres", "ansi":
		return "a numeric of 16 to 20 significant digits"
	case "snowflake":
		return "a NUMBER of 6 decimal digits"
	}
	return "a DOUBLE"
}

// avgAgree: rules src and dst give the same average of DECIMAL(p, s)
// (sized: p and s are known; otherwise for the usual sizes): the same
// rule, or the same decimal type rounded half up (half away from zero)
// in both, Spark's past 38 digits (NULL past its precision) aside.
func avgAgree(src, dst avgRule, p, s int, sized bool) bool {
	if src == dst {
		return src != avgUndefined
	}
	if !sized {
		return src == avgHive && dst == avgSpark || src == avgSpark && dst == avgHive
	}
	P1, S1, ok1 := avgFixedExact(src, p, s)
	P2, S2, ok2 := avgFixedExact(dst, p, s)
	return ok1 && ok2 && P1 == P2 && S1 == S2
}

// avgFixedExact is avgFixed where the average is known to the last digit:
// not Spark's past 38 digits (NULL past its precision), nor BigQuery's,
// whose rounding is not documented.
func avgFixedExact(rule avgRule, p, s int) (P, S int, ok bool) {
	if rule == avgSpark && p+4 > 38 || rule == avgBigQuery {
		return 0, 0, false
	}
	return avgFixed(rule, p, s)
}

// avgCastFor is the DECIMAL(a, b) to which target rule dst's avg of the
// argument, a DECIMAL(p, s), is cast for an average of scale S that is
// the exact average rounded half up once, and that average's precision q:
// Trino's and Presto's avg of DECIMAL(a, S) is a DECIMAL(a, S). b is at
// least s, so the cast keeps the argument's value. (Hive's and Spark's
// averages add 4 decimal digits, more than the scale of any source whose
// average they do not give already.)
func avgCastFor(dst avgRule, p, s, S int) (a, b, q int, ok bool) {
	if dst == avgTrino {
		a, b = p-s+S, S
		return a, b, a, S >= s && a <= 38
	}
	return 0, 0, 0, false
}

// decimalSize is the precision and scale of e's DECIMAL type t: its
// parameters (DECIMAL(p) is DECIMAL(p, 0)), or a decimal literal's digits.
func decimalSize(e ast.Expr, t *ast.TypeName) (p, s int, ok bool) {
	switch e.(type) {
	case *ast.ColumnRef, *ast.FieldAccess, *ast.Cast, *ast.Literal, *ast.Unary:
	default:
		// a computed value's digits are the inference's, not the
		// dialect's (a CASE of two scales is a DECIMAL of unknown
		// digits, a CASE of one may have other digits in the dialect)
		return 0, 0, false
	}
	switch len(t.Params) {
	case 2:
		return t.Params[0], t.Params[1], t.Params[0] > 0 && t.Params[0] <= 38 && t.Params[1] >= 0 && t.Params[1] <= t.Params[0]
	case 1:
		return t.Params[0], 0, t.Params[0] > 0 && t.Params[0] <= 38
	}
	for {
		u, ok := e.(*ast.Unary)
		if !ok || u.Op != ast.OpNeg && u.Op != ast.OpPlus {
			break
		}
		e = u.X
	}
	lit, isLit := e.(*ast.Literal)
	if !isLit || lit.Kind != ast.LitDecimal || strings.ContainsAny(lit.Value, "eE") {
		return 0, 0, false
	}
	ip, fp, _ := strings.Cut(lit.Value, ".")
	ip = strings.TrimLeft(ip, "0")
	return max(len(ip)+len(fp), 1), len(fp), true
}

// avgDecimal keeps the source's average of decimals (see the table
// above): unchanged where the rules agree, an exact form where one is
// known, else refused (T071). Without the argument's type it is left as
// it is, with a warning (W019) where the rules for decimals differ.
func (c *Context) avgDecimal(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || len(f.Args) != 1 || c.Source.Name == c.Target.Name {
		return f
	}
	if name := strings.ToLower(f.Name[0].Name); name != "avg" && name != "mean" {
		return f
	}
	src, dst := avgRuleOf(c.Source.Name), avgRuleOf(c.Target.Name)
	arg := f.Args[0]
	t := c.typeOf(arg, sc)
	if t == nil || t.Kind == ast.TypeUnknown {
		if !avgAgree(src, dst, 0, 0, false) {
			ints := ""
			if si, ti := avgIntText(c.Source.Name), avgIntText(c.Target.Name); si != ti {
				ints = fmt.Sprintf("; of integers, %s's is %s, and %s's %s", c.Source.Name, si, c.Target.Name, ti)
			}
			c.Warn(codeAvgDecimals, f, "the argument's type is not known: avg is written as it is; of decimals, %s's average is %s, and %s's %s%s "+
				"(give the column types with --schema, or CAST the argument)",
				c.Source.Name, avgText(src, c.Source.Name, 0, 0, false), c.Target.Name, avgText(dst, c.Target.Name, 0, 0, false), ints)
		}
		return f
	}
	if t.Kind != ast.TypeDecimal {
		return f
	}
	p, s, sized := decimalSize(arg, t)
	if avgAgree(src, dst, p, s, sized) {
		return f
	}
	sp := arg.SpanOf()
	decimal := func(p, s int) *ast.TypeName {
		return &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{p, s}}
	}
	withArg := func(e ast.Expr) *ast.Func {
		nf := *f
		nf.Args = []ast.Expr{e}
		return &nf
	}
	if src == avgDouble {
		// DuckDB sums the decimals exactly and divides the sum as a
		// DOUBLE (avg(CAST(x AS DOUBLE)) would round each value and
		// lose what cancels): CAST(sum(x) AS DOUBLE) / count(x), each
		// with the call's DISTINCT, FILTER and window.
		sum, cnt := *f, *f
		sum.Name = ast.QName{{Span: f.Name[0].Span, Name: "sum"}}
		cnt.Name = ast.QName{{Span: f.Name[0].Span, Name: "count"}}
		sum.Written, cnt.Written = "", ""
		cnt.Args = []ast.Expr{ast.Clone(arg)}
		dbl := &ast.Cast{Span: f.Span, X: &sum, Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeDouble}}
		return &ast.Binary{Span: f.Span, Op: ast.OpDiv, L: dbl, R: &cnt}
	}
	// Spark's average past 38 digits may be NULL, which the forms below
	// would not give (avgFixedExact).
	if P, S, ok := avgFixedExact(src, p, s); ok && sized {
		if a, b, q, ok := avgCastFor(dst, p, s, S); ok {
			nf := withArg(&ast.Cast{Span: sp, X: arg, Type: decimal(a, b)})
			if q == P {
				return nf
			}
			return &ast.Cast{Span: f.Span, X: nf, Type: decimal(P, S)}
		}
		if dst == avgPostgres {
			nf := withArg(&ast.Cast{Span: sp, X: arg, Type: decimal(p-s+S+19, S+19)})
			return &ast.Cast{Span: f.Span, X: nf, Type: decimal(P, S)}
		}
		if e := roundedAvg(c.Target, f, p, s, P, S); e != nil { // rounded_division.go
			return e
		}
	}
	if src == avgPostgres && dst == avgDouble && c.keptDecAvgs[f.Span] {
		// it reaches only the result, where the two agree to a float's
		// tolerance (avg_numeric.go)
		return f
	}
	typ := "a DECIMAL of unknown precision"
	if sized {
		typ = fmt.Sprintf("a DECIMAL(%d, %d)", p, s)
	}
	c.Refuse(codeDivType, f, "average a DOUBLE in the source (avg(CAST(x AS DOUBLE))) for a DOUBLE average in both",
		"%s's avg of %s is %s, and %s's would be %s", c.Source.Name, typ,
		avgText(src, c.Source.Name, p, s, sized), c.Target.Name, avgText(dst, c.Target.Name, p, s, sized))
	return f
}
