package executor

import (
	"fmt"
	"math"
	"strings"
)

// regrAgg is the linear regression aggregates of the pairs (y, x) whose
// values are both non-NULL (dialects/functions_regr.go): the count, the
// plain sums of x and y (for the means, as PostgreSQL's float8_regr_avgx
// divides its sum), and by Welford's updates the sums of squared
// deviations and of products of deviations; a NaN or infinite value is
// noted per variable, since it makes PostgreSQL's sums over that variable
// NaN ("Sxx, Syy and Sxy should be NaN if any of the relevant inputs are
// infinite", float.c).
//
// kind is the function (regr_slope...), rule one of "" (PostgreSQL and ISO
// SQL), "finite" (Trino: NULL wherever not finite) and "duckdb".
type regrAgg struct {
	kind, rule string
	pairMoments
	sx, sy   []float64
	nfx, nfy []bool
}

func newRegrAgg(name string) *regrAgg {
	a := &regrAgg{kind: name}
	for _, r := range []string{"finite", "duckdb"} {
		if k, ok := strings.CutSuffix(name, "_"+r); ok {
			a.kind, a.rule = k, r
		}
	}
	return a
}

func (a *regrAgg) grow(n int) {
	a.pairMoments.grow(n)
	a.sx, a.sy = growSlice(a.sx, n), growSlice(a.sy, n)
	a.nfx, a.nfy = growSlice(a.nfx, n), growSlice(a.nfy, n)
}

func (a *regrAgg) reset() {
	a.pairMoments.reset()
	a.sx, a.sy, a.nfx, a.nfy = a.sx[:0], a.sy[:0], a.nfx[:0], a.nfy[:0]
}

func (a *regrAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	if len(args) != 2 {
		return fmt.Errorf("%s takes two arguments", a.kind)
	}
	for i, g := range gids[:n] {
		yv, xv := args[0][i], args[1][i]
		if g < 0 || yv.k == KindNull || xv.k == KindNull {
			continue
		}
		y, x := yv.asFloat(), xv.asFloat()
		a.add(g, y, x)
		a.sx[g] += x
		a.sy[g] += y
		a.nfx[g] = a.nfx[g] || !finite(x)
		a.nfy[g] = a.nfy[g] || !finite(y)
		if a.rule == "duckdb" {
			if err := a.duckErr(g); err != nil {
				return err
			}
		}
	}
	return nil
}

// sums are PostgreSQL's Sxx, Syy and Sxy of group g.
func (a *regrAgg) sums(g int) (sxx, syy, sxy float64) {
	sxx, syy, sxy = a.m2x[g], a.m2y[g], a.c[g]
	if a.nfx[g] {
		sxx, sxy = math.NaN(), math.NaN()
	}
	if a.nfy[g] {
		syy, sxy = math.NaN(), math.NaN()
	}
	return sxx, syy, sxy
}

// duckErr is DuckDB's error once group g holds two or more pairs: its
// variances there must be finite ("Out of Range Error: VARPOP is out of
// range!", run on DuckDB 1.5); regr_r2 checks x first and gives NULL for
// a constant x before checking y. Each condition only grows with the
// pairs (m2x never decreases), so raising at the pair that makes it hold
// is raising at the end, as corr_duckdb does (aggs_covar.go).
func (a *regrAgg) duckErr(g int32) error {
	if a.n[g] < 2 {
		return nil
	}
	switch a.kind {
	case "regr_sxx", "regr_slope", "regr_intercept":
		if a.nfx[g] {
			return fmt.Errorf("Out of Range Error: VARPOP is out of range!")
		}
	case "regr_syy":
		if a.nfy[g] {
			return fmt.Errorf("Out of Range Error: VARPOP is out of range!")
		}
	case "regr_r2":
		if a.nfx[g] {
			return fmt.Errorf("Out of Range Error: VARPOP(X) is out of range!")
		}
		if a.m2x[g] != 0 && a.nfy[g] {
			return fmt.Errorf("Out of Range Error: VARPOP(Y) is out of range!")
		}
	}
	return nil
}

func (a *regrAgg) result(g int) Value {
	n := a.n[g]
	if a.kind == "regr_count" {
		return IntValue(int64(n))
	}
	if n == 0 {
		return Null
	}
	sxx, syy, sxy := a.sums(g)
	if a.rule == "duckdb" && n < 2 {
		sxx, syy = 0, 0 // DuckDB: the variance of one value is 0
	}
	var r float64
	switch a.kind {
	case "regr_avgx":
		return FloatValue(a.sx[g] / n)
	case "regr_avgy":
		return FloatValue(a.sy[g] / n)
	case "regr_sxx":
		return FloatValue(sxx)
	case "regr_syy":
		return FloatValue(syy)
	case "regr_sxy":
		return FloatValue(sxy)
	case "regr_slope":
		if sxx == 0 {
			if a.rule == "duckdb" {
				return FloatValue(math.NaN())
			}
			return Null
		}
		r = sxy / sxx
	case "regr_intercept":
		if sxx == 0 {
			return Null
		}
		if a.rule == "duckdb" {
			s := sxy / sxx
			if math.IsNaN(s) {
				return Null
			}
			r = a.sy[g]/n - s*(a.sx[g]/n)
		} else if a.rule == "finite" {
			// Trino's: meanY - slope * meanX of its running means, an
			// infinite slope making it not finite
			r = a.my[g] - sxy/sxx*a.mx[g]
		} else {
			r = (a.sy[g] - a.sx[g]*sxy/sxx) / n
		}
	case "regr_r2":
		if sxx == 0 {
			return Null
		}
		if syy == 0 {
			return FloatValue(1)
		}
		r = sxy * sxy / (sxx * syy)
	}
	if a.rule == "finite" && !finite(r) {
		return Null
	}
	return FloatValue(r)
}
