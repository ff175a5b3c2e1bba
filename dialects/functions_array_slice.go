package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// arraySliceRows: Trino's, Presto's and Spark's slice(x, start, length).
//
// slice(x, start, length) "Subsets array x starting from index start (or
// starting from the end if start is negative) with a length of length"
// (Trino documentation, array functions; Spark's, "array indices start at
// 1, or starting from the end if start is negative", Spark SQL function
// reference). The two agree on every input (Trino source,
// ArraySliceFunction; Spark source, Slice.nullSafeEval): a start of 0 or a
// negative length raises, a negative start counts from the end and one
// before the first element gives an empty array (not the elements from the
// first), a length past the end stops at the end, and a NULL argument
// gives NULL.
//
// Toward PostgreSQL and DuckDB a start that is a positive integer literal
// and a length that is a non-negative integer literal are written as the
// slice x[start : start + length - 1]: 1-based and inclusive in both, a
// bound past the end clamped, an upper bound below the lower one (a length
// of 0) giving an empty array, NULL for a NULL array (rewrite/
// slice_bounds.go; run on PostgreSQL 15 and DuckDB 1.5: [1,2,3][2:1] and
// [1,2,3][4:5] are empty, [1,2,3][2:9] is [2, 3]). A negative start, which
// gives an empty array where a slice clamps, or a computed start or length
// is refused there, as are the dialects with no slice of that meaning
// (Doris's array_slice and Snowflake's ARRAY_SLICE take other bounds).
func arraySliceRows() {
	fnRow("slice",
		fnNo("lateral has no spelling of it checked in this dialect (it writes it for Trino, Presto, Spark, and with literal bounds for PostgreSQL and DuckDB)",
			"compute it in the source, or translate to one of those"),
		fnOn("slice", dSpark, dPresto, dTrino), fnEm(emSliceLiteral, dPG, dDuck))
}

// emSliceLiteral: x[start : start + length - 1] of a positive literal
// start and a non-negative literal length.
func emSliceLiteral(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	start, ok1 := fnIntLit(a[1])
	n, ok2 := fnIntLit(a[2])
	if !ok1 || !ok2 || start < 1 || n < 0 || start > 1<<40 || n > 1<<40 {
		return nil, c.refuse("slice is written for "+c.d.Name+" only with a start that is a positive integer literal and a length that is a non-negative integer literal (a negative start gives an empty array where the target's slice would clamp, and a start of 0 or a negative length raises in the source)",
			"write the start and the length as literals, or compute the slice in the source")
	}
	lo, hi := start, start+n-1
	if c.d.Name == dPG && hi > pgMaxSubscript {
		// PostgreSQL's subscripts are integers (run on PostgreSQL 15:
		// (ARRAY[1, 2, 3, 4])[2:2147483648] raises "integer out of
		// range"), and no array holds an element past the largest, so
		// an upper bound past it is that bound (ARRAY[1, 2, 3, 4][2:
		// 2147483647] is {2,3,4}), and a start past it gives the empty
		// array of [1:0], NULL of a NULL array, as the source's slice
		if lo > pgMaxSubscript {
			lo, hi = 1, 0
		} else {
			hi = pgMaxSubscript
		}
	}
	return &ast.Slice{Span: c.sp, X: a[0], Lo: c.num(lo), Hi: c.num(hi)}, nil
}

// pgMaxSubscript is the largest array subscript of PostgreSQL, an integer.
const pgMaxSubscript = 1<<31 - 1
