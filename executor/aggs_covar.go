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

// pairMoments are, per group, the count of pairs (y, x) and by Welford's
// updates their means, co-moment and sums of squared differences (covarAgg,
// regrAgg).
type pairMoments struct {
	n, mx, my, c, m2x, m2y []float64
}

func (m *pairMoments) grow(n int) {
	m.n, m.mx, m.my = growSlice(m.n, n), growSlice(m.mx, n), growSlice(m.my, n)
	m.c, m.m2x, m.m2y = growSlice(m.c, n), growSlice(m.m2x, n), growSlice(m.m2y, n)
}

func (m *pairMoments) reset() {
	m.n, m.mx, m.my, m.c, m.m2x, m.m2y = m.n[:0], m.mx[:0], m.my[:0], m.c[:0], m.m2x[:0], m.m2y[:0]
}

// add counts the pair (y, x) in group g.
func (m *pairMoments) add(g int32, y, x float64) {
	m.n[g]++
	dx := x - m.mx[g]
	m.mx[g] += dx / m.n[g]
	dy := y - m.my[g]
	m.my[g] += dy / m.n[g]
	m.c[g] += dx * (y - m.my[g])
	m.m2x[g] += dx * (x - m.mx[g])
	m.m2y[g] += dy * (y - m.my[g])
}

// covarAgg is covar_pop, covar_samp and corr (by rule) of the pairs whose values are
// both non-NULL.
type covarAgg struct {
	kind string
	rule corrRule
	pairMoments
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
		a.add(g, y, x)
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
