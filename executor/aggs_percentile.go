package executor

import (
	"fmt"
	"math"
	"sort"
)

// percentileAgg is percentile_cont(x, p): the value at position p * (n -
// 1) of the n non-NULL x in ascending order, interpolated linearly
// between the two values around it; NULL when there is none. Hive's and
// Spark's percentile(x, p) (Hive's UDAFPercentile: position (total - 1)
// * p, the values at its floor and ceiling, (higher - position) * lower
// value + (position - lower) * higher value), DuckDB's quantile_cont(x,
// p) and PostgreSQL's percentile_cont(p) WITHIN GROUP (ORDER BY x), whose
// x the planner passes first, all read so (run on PostgreSQL 15 and
// DuckDB 1.5: of 1, 2 and 4 at 0.25 1.5, a DOUBLE, NULL over no rows).
// p must be the same number from 0 to 1 in every row.
type percentileAgg struct {
	vals [][]float64
	p    []float64
	set  []bool
}

func (a *percentileAgg) grow(n int) {
	a.vals, a.p, a.set = growSlice(a.vals, n), growSlice(a.p, n), growSlice(a.set, n)
}

func (a *percentileAgg) reset() { a.vals, a.p, a.set = a.vals[:0], a.p[:0], a.set[:0] }

func (a *percentileAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	if len(args) != 2 {
		return fmt.Errorf("percentile_cont takes a value and a fraction")
	}
	for i, g := range gids[:n] {
		if g < 0 {
			continue
		}
		xv, pv := args[0][i], args[1][i]
		if pv.k == KindNull {
			if xv.k == KindNull {
				continue
			}
			return fmt.Errorf("percentile_cont: the fraction is NULL")
		}
		p := pv.asFloat()
		if !(p >= 0 && p <= 1) {
			return fmt.Errorf("percentile value %v is not between 0 and 1", p)
		}
		if !a.set[g] {
			a.p[g], a.set[g] = p, true
		}
		if xv.k == KindNull {
			continue
		}
		a.vals[g] = append(a.vals[g], xv.asFloat())
	}
	return nil
}

func (a *percentileAgg) result(g int) Value {
	v := a.vals[g]
	if len(v) == 0 {
		return Null
	}
	sort.Float64s(v)
	pos := float64(len(v)-1) * a.p[g]
	lo, hi := math.Floor(pos), math.Ceil(pos)
	lv, hv := v[int(lo)], v[int(hi)]
	if lo == hi || lv == hv {
		return FloatValue(lv)
	}
	return FloatValue((hi-pos)*lv + (pos-lo)*hv)
}
