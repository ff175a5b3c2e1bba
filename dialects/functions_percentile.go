package dialects

import (
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

// percentileRows: percentile_interp(x, p), the exact p-th percentile of the
// non-NULL x, interpolated linearly: the value at position p * (n - 1)
// of the n values in ascending order, between the values at the floor and
// the ceiling of that position; a DOUBLE; NULL when there is none.
//
// Hive's percentile(x, p) is it for integers x and a fraction p from 0 to
// 1 (Hive's UDAFPercentile: "Returns the percentile(s) of expr at pc
// (range: [0,1])", the keys LongWritable, position (total - 1) * p, the
// result (higher - position) * lowerKey + (position - lower) * higherKey,
// NULL where no value was counted, "Percentile value must be within the
// range of 0 to 1" raised otherwise); an array of fractions gives an
// array and is not read, nor is a fraction that is not a numeric literal
// from 0 to 1, nor DISTINCT. Spark's percentile(x, p) computes the same
// (Spark SQL functions: "Returns the exact percentile value of numeric
// column col at the given percentage. The value of percentage must be
// between 0.0 and 1.0"; Percentile.getPercentile interpolates between the
// floor and ceiling positions as Hive does); it is written there, not
// read (it takes other numbers, a frequency and intervals too).
// PostgreSQL's percentile_cont(p) WITHIN GROUP (ORDER BY x) (PostgreSQL 15
// documentation, 9.21 Table 9.62: "Computes the continuous percentile, a
// value corresponding to the specified fraction within the ordered set of
// aggregated argument values. This will interpolate between adjacent
// input items if needed"; double precision for an integer x; NULL over no
// rows) and DuckDB's quantile_cont(x, p) ("the interpolated quantile",
// DuckDB aggregate functions) are it (run on PostgreSQL 15 and DuckDB
// 1.5: of 1, 2 and 4 at 0.25 both give 1.5, a DOUBLE, and NULL over no
// rows). PostgreSQL's is no window function. Trino and Presto have only
// approx_percentile, an estimate. PostgreSQL's and DuckDB's are not read:
// they take other types (a DECIMAL, whose quantile_cont is a DECIMAL in
// DuckDB, an INTERVAL, a TIMESTAMP), which the reading does not see.
func percentileRows() {
	fnRow("percentile_interp", fnOn("percentile", dHive), fnEm(emPercentileSpark, dSpark), fnEm(emPercentilePG, dPG), fnEm(emQuantileDuck, dDuck),
		fnNo("Trino and Presto have only approx_percentile, whose estimate may differ from the exact percentile",
			"compute the percentile with row_number and count in a subquery, or translate to PostgreSQL, DuckDB or Spark", dTrino, dPresto))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dHive}, names: []string{"percentile"}, canon: "percentile_interp", fix: fnPercentileScalar, unread: true})
}

// fnPercentileScalar reads Hive's percentile(x, p) whose p is a numeric
// literal from 0 to 1.
func fnPercentileScalar(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || f.Distinct || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 || percentileFraction(a[1]) == nil {
		return "", nil, false
	}
	return canon, a, true
}

// percentileFraction is e when it is a numeric literal from 0 to 1, else
// nil.
func percentileFraction(e ast.Expr) *ast.Literal {
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitInt && l.Kind != ast.LitDecimal && l.Kind != ast.LitDouble {
		return nil
	}
	v, err := strconv.ParseFloat(l.Value, 64)
	if err != nil || v < 0 || v > 1 {
		return nil
	}
	return l
}

// emPercentileSpark writes Spark's percentile(x, p).
func emPercentileSpark(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if percentileFraction(a[1]) == nil {
		return nil, c.needs("a fraction that is a numeric literal from 0 to 1")
	}
	return c.agg("percentile", a...), nil
}

// emPercentilePG writes PostgreSQL's percentile_cont(p) WITHIN GROUP
// (ORDER BY x).
func emPercentilePG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if c.call.Over != nil {
		return nil, c.refuse("PostgreSQL's percentile_cont is not a window function", "aggregate in a subquery grouped by the partition and join it back")
	}
	if c.call.Distinct {
		return nil, c.refuse("PostgreSQL's percentile_cont takes no DISTINCT", "take the percentile of a DISTINCT subquery")
	}
	if percentileFraction(a[1]) == nil {
		return nil, c.needs("a fraction that is a numeric literal from 0 to 1")
	}
	out := c.agg("percentile_cont", a[1])
	out.OrderBy = nil
	out.WithinGroup = []*ast.OrderItem{{Span: c.sp, Expr: a[0]}}
	return out, nil
}

// emQuantileDuck writes DuckDB's quantile_cont(x, p).
func emQuantileDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	if c.call.Distinct {
		return nil, c.refuse("quantile_cont(DISTINCT ...) is not checked here", "take the percentile of a DISTINCT subquery")
	}
	if percentileFraction(a[1]) == nil {
		return nil, c.needs("a fraction that is a numeric literal from 0 to 1")
	}
	return c.agg("quantile_cont", a...), nil
}
