package executor

import (
	"fmt"
	"math"
)

// corrRule is what a dialect's corr(y, x) gives where the Pearson
// coefficient is not defined: fewer than two pairs, a constant y or x, NaN
// or infinite values. The translator reads each dialect's corr as the
// canonical function of its rule (dialects/functions_aggs_stats.go).
type corrRule uint8

const (
	// corrStandard (corr): NULL for fewer than two pairs or a zero variance; a
	// NaN or infinite value gives NaN (ISO SQL: "If N*SUMX2 equals
	// SUMX*SUMX, then the result is the null value"; PostgreSQL 15 run:
	// corr over one pair or a constant column NULL, over a pair holding
	// NaN or Infinity NaN; Hive's GenericUDAFCorrelation since
	// HIVE-16178).
	corrStandard corrRule = iota
	// corrFinite (corr_finite): NULL wherever the coefficient is not a finite number
	// (Trino's DoubleCorrelationAggregation: "if
	// (Double.isFinite(result))", else NULL).
	corrFinite
	// corrDuckDB (corr_duckdb): NULL for no pair; a NaN or infinite value raises
	// ("STDDEV_POP for X is out of range!"); otherwise the covariance
	// over the product of the standard deviations, NaN for one pair or a
	// constant column (DuckDB 1.5 run).
	corrDuckDB
	// corrSpark (corr_spark): NULL for no pair or one (Spark 3.1 and later: a
	// division by zero of a statistical aggregate gives NULL); otherwise
	// the co-moment over the root of the product of the sums of squares,
	// NaN for a constant column (Spark's Corr before SPARK-58213).
	corrSpark
)

// covarAgg is covar_pop, covar_samp and corr (by rule) of the pairs whose values are
// both non-NULL, by Welford's updates of the means, the co-moment and the
// sums of squared differences.
type covarAgg struct {
	kind                   string
	rule                   corrRule
	n, mx, my, c, m2x, m2y []float64
}

func (a *covarAgg) grow(n int) {
	a.n, a.mx, a.my = growSlice(a.n, n), growSlice(a.mx, n), growSlice(a.my, n)
	a.c, a.m2x, a.m2y = growSlice(a.c, n), growSlice(a.m2x, n), growSlice(a.m2y, n)
}

func (a *covarAgg) reset() {
	a.n, a.mx, a.my, a.c, a.m2x, a.m2y = a.n[:0], a.mx[:0], a.my[:0], a.c[:0], a.m2x[:0], a.m2y[:0]
}

func (a *covarAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	if len(args) != 2 {
		return fmt.Errorf("%s takes two arguments", a.kind)
	}
	for i, g := range gids[:n] {
		yv, xv := args[0][i], args[1][i]
		if g < 0 || yv.k == KindNull || xv.k == KindNull {
			continue
		}
		y, x := yv.asFloat(), xv.asFloat()
		if a.rule == corrDuckDB {
			if !finite(x) {
				return fmt.Errorf("Out of Range Error: STDDEV_POP for X is out of range!")
			}
			if !finite(y) {
				return fmt.Errorf("Out of Range Error: STDDEV_POP for Y is out of range!")
			}
		}
		a.n[g]++
		dx := x - a.mx[g]
		a.mx[g] += dx / a.n[g]
		dy := y - a.my[g]
		a.my[g] += dy / a.n[g]
		a.c[g] += dx * (y - a.my[g])
		a.m2x[g] += dx * (x - a.mx[g])
		a.m2y[g] += dy * (y - a.my[g])
	}
	return nil
}

// result is NULL where the rule says so (DuckDB's corr raised in
// updateBatch for a NaN or infinite value).
func (a *covarAgg) result(g int) Value {
	n := a.n[g]
	switch a.kind {
	case "covar_pop":
		if n == 0 {
			return Null
		}
		return FloatValue(a.c[g] / n)
	case "covar_samp":
		if n < 2 {
			return Null
		}
		return FloatValue(a.c[g] / (n - 1))
	}
	if n == 0 {
		return Null
	}
	switch a.rule {
	case corrDuckDB:
		return FloatValue(a.c[g] / math.Sqrt(a.m2x[g]*a.m2y[g]))
	case corrSpark:
		if n < 2 {
			return Null
		}
		return FloatValue(a.c[g] / math.Sqrt(a.m2x[g]*a.m2y[g]))
	}
	if n < 2 || a.m2x[g] == 0 || a.m2y[g] == 0 {
		return Null
	}
	r := a.c[g] / math.Sqrt(a.m2x[g]*a.m2y[g])
	if a.rule == corrFinite && (math.IsNaN(r) || math.IsInf(r, 0)) {
		return Null
	}
	return FloatValue(r)
}

// newCovarAgg is the aggregate of a canonical name (catalog/aggregate.go).
func newCovarAgg(name string) *covarAgg {
	rules := map[string]corrRule{"corr": corrStandard, "corr_finite": corrFinite, "corr_duckdb": corrDuckDB, "corr_spark": corrSpark}
	if r, ok := rules[name]; ok {
		return &covarAgg{kind: "corr", rule: r}
	}
	return &covarAgg{kind: name}
}

func finite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }
