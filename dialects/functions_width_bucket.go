package dialects

import (
	"math"
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

// widthBucketRows: width_bucket(x, b1, b2, n), the bucket of x among n
// equal-width buckets from b1 to b2, 0 below the range and n + 1 above.
//
// Trino's and Presto's (of DOUBLEs and a BIGINT count, a BIGINT) compute
// in DOUBLE (MathFunctions.widthBucket): below min(b1, b2) 0, at or above
// max(b1, b2) n + 1, otherwise the integer part of n * (x - lower) /
// (upper - lower), plus 1; a descending range (b1 > b2) gives n + 1 less
// that bucket, so x = b1 is 0 there. They raise for n <= 0, a NaN x,
// bounds that are infinite or equal. PostgreSQL's float8 width_bucket
// (float.c, width_bucket_float8) computes an ascending range alike:
// (float8) count * (operand - bound1) / (bound2 - bound1) + 1, truncated
// to an INTEGER (PostgreSQL 15 run: width_bucket(1.4::float8, 0, 1.75,
// 5) is 5, where 5 * (1.4 / 1.75) would give 4); an infinite x is 0 or
// n + 1 in both, a NaN or an infinite bound raises in both. Its
// descending range counts from b1 (x = b1 is bucket 1), and its numeric
// width_bucket computes exactly (width_bucket(0.26, 0, 0.39, 18) is 13,
// of the float8 0.26 12).
//
// So Trino's and Presto's width_bucket whose bounds are number literals
// with b1 < b2 and whose count is an integer literal from 1 to
// 2147483646 (PostgreSQL's count is an INTEGER) is read as
// width_bucket_asc, written for PostgreSQL as the float8 width_bucket of
// x cast to DOUBLE PRECISION, cast to BIGINT; another is read as
// width_bucket_trino, kept between Trino and Presto. PostgreSQL's is read
// as width_bucket_pg and kept there. DuckDB has no width_bucket (DuckDB
// 1.5: "Scalar Function with name width_bucket does not exist"); the
// others' (Spark's gives NULL where Trino raises) are not read: refused.
func widthBucketRows() {
	const hint = "compute the bucket where the source runs, or write the arithmetic (CASE WHEN x < lo THEN 0 WHEN x >= hi THEN n + 1 ELSE floor(n * (x - lo) / (hi - lo)) + 1 END) in the source"
	others := []string{dHive, dSpark, dDoris, dAnsi, dDuck, dDrill, dBQ, dSnow}
	fnRow("width_bucket_asc", fnEm(emWidthBucket, dTrino, dPresto), fnEm(emWidthBucketPG, dPG),
		fnNo("this dialect has no width_bucket known to compute Trino's DOUBLE buckets (DuckDB has none, Spark's gives NULL where Trino raises)", hint, others...))
	fnRow("width_bucket_trino", fnEm(emWidthBucket, dTrino, dPresto),
		fnNo("Trino's width_bucket of a descending range (x = b1 is bucket 0) or of bounds or a count that are not literals is not written here: PostgreSQL's counts a descending range from b1, and its count is an INTEGER", hint, dPG),
		fnNo("this dialect has no width_bucket known to compute Trino's DOUBLE buckets (DuckDB has none, Spark's gives NULL where Trino raises)", hint, others...))
	fnRow("width_bucket_pg", fnOn("width_bucket", dPG),
		fnNo("PostgreSQL's width_bucket of a NUMERIC computes exactly and its descending range counts from the first bound, which this dialect's width_bucket is not known to do", hint, dTrino, dPresto),
		fnNo("this dialect has no width_bucket known to give PostgreSQL's buckets", hint, others...))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dTrino, dPresto}, names: []string{"width_bucket"}, fix: fnWidthBucketAsc})
}

// emWidthBucket writes width_bucket_asc and width_bucket_trino as
// width_bucket.
func emWidthBucket(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("width_bucket", a...), nil
}

// emWidthBucketPG writes width_bucket_asc for PostgreSQL as its float8
// width_bucket, a BIGINT as Trino's.
func emWidthBucketPG(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.cast(c.f("width_bucket", c.cast(a[0], ast.TypeDouble), a[1], a[2], a[3]), ast.TypeBigInt), nil
}

// fnWidthBucketAsc reads Trino's width_bucket of number-literal bounds b1
// < b2 and an integer-literal count from 1 to 2147483646 as
// width_bucket_asc, another as width_bucket_trino.
func fnWidthBucketAsc(_ string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 4 || fnPlainCall(f) != nil {
		return "", nil, false
	}
	lo, ok1 := fnNumberLit(a[1])
	hi, ok2 := fnNumberLit(a[2])
	n, ok3 := fnIntLit(a[3])
	if !ok1 || !ok2 || !ok3 || !(lo < hi) || n < 1 || n > math.MaxInt32-1 {
		return "width_bucket_trino", a, true
	}
	return "width_bucket_asc", a, true
}

// fnNumberLit is the finite value of an integer or decimal literal,
// signed or not.
func fnNumberLit(e ast.Expr) (float64, bool) {
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, e = true, u.X
	}
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitInt && l.Kind != ast.LitDecimal {
		return 0, false
	}
	v, err := strconv.ParseFloat(l.Value, 64)
	if err != nil || math.IsInf(v, 0) {
		return 0, false
	}
	if neg {
		v = -v
	}
	return v, true
}
