package dialects

import "github.com/lateral-sql/lateral/ast"

// regrRows: the linear regression aggregates of the pairs (y, x) where
// both values are non-NULL (ISO/IEC 9075-2, <binary set function>:
// REGR_COUNT, REGR_AVGX, REGR_AVGY, REGR_SXX, REGR_SYY, REGR_SXY,
// REGR_SLOPE, REGR_INTERCEPT, REGR_R2).
//
// PostgreSQL's (PostgreSQL 15 documentation, 9.21 Table 9.59; float.c
// float8_regr_*) are the canonical ones: regr_count is the number of such
// pairs, a BIGINT, 0 for none; the others are DOUBLE and NULL for none;
// regr_slope, regr_intercept and regr_r2 are NULL where every x is the
// same (one pair, a vertical line: "if (Sxx == 0) PG_RETURN_NULL()"),
// regr_r2 is 1 where every y is the same; a NaN or infinite value makes
// the sums over its variable NaN, and so the slope, intercept and r2
// (run on PostgreSQL 15). ISO SQL defines them alike ("If N*SUMX2 equals
// SUMX*SUMX, then the result is the null value").
//
// DuckDB's (run on DuckDB 1.5) agree with those on every input where
// they give a value, except: regr_count is a UINTEGER (regr_count(y, x) -
// 10 over one pair raises "Overflow in subtraction of UINT32"), so it is
// written CAST(regr_count(y, x) AS BIGINT) there, and DuckDB's is read as
// regr_count_duckdb, written regr_count elsewhere (its overflow raising
// where a BIGINT gives a value);
// regr_slope is NaN where every x is the same; regr_intercept is NULL
// where a y is NaN or infinite (PostgreSQL: NaN), its own formula being
// regr_avgy - regr_slope * regr_avgx (RegrInterceptOperation); over one
// pair holding a NaN or infinite value, regr_sxx and regr_syy are 0 and
// regr_r2 NULL, where PostgreSQL's sums over that variable are NaN (and
// its regr_r2 1 for a finite y, since its Syy is 0). Over two or more
// pairs, DuckDB's regr_sxx, regr_slope and regr_intercept raise for a
// NaN or infinite x ("Out of Range Error: VARPOP is out of range!"),
// regr_syy for such a y, regr_r2 for such an x ("VARPOP(X) is out of
// range!") and for such a y unless every x is the same ("VARPOP(Y)"),
// where PostgreSQL gives NaN: an error, not another value, as for corr
// (functions_aggs_stats.go). So PostgreSQL's are written toward DuckDB
// with the one-pair cases told apart by isfinite(regr_avgx(y, x)) (false
// exactly where an x is NaN or infinite, as PostgreSQL raises for a sum
// that overflows) and the same of y:
//
//	regr_sxx:       CASE WHEN NOT isfinite(regr_avgx(y, x)) THEN NaN ELSE regr_sxx(y, x) END
//	regr_syy:       CASE WHEN NOT isfinite(regr_avgy(y, x)) THEN NaN ELSE regr_syy(y, x) END
//	regr_slope:     CASE WHEN regr_sxx(y, x) = 0 AND isfinite(regr_avgx(y, x)) THEN NULL ELSE regr_slope(y, x) END
//	regr_intercept: CASE WHEN regr_sxx(y, x) = 0 AND isfinite(regr_avgx(y, x)) THEN NULL
//	                ELSE regr_avgy(y, x) - regr_slope(y, x) * regr_avgx(y, x) END
//	regr_r2:        CASE WHEN NOT isfinite(regr_avgx(y, x)) THEN
//	                CASE WHEN isfinite(regr_avgy(y, x)) THEN 1 ELSE NaN END ELSE regr_r2(y, x) END
//
// DuckDB's own regr_sxx, regr_syy, regr_slope, regr_intercept and regr_r2
// are read as regr_*_duckdb, which the executor runs with those errors,
// and written only to DuckDB.
//
// Trino has only regr_slope and regr_intercept, NULL wherever the value is
// not finite (DoubleRegressionAggregation: "if (Double.isFinite(result))
// ... else out.appendNull()"; the slope is C2 / M2X and the intercept
// meanY - slope * meanX, so one pair, a vertical line, and a NaN or
// infinite value give NULL): read as regr_slope_finite and
// regr_intercept_finite, written NULL wherever not finite
// (emAggNullIfNaN) toward PostgreSQL (whose regr_slope and regr_intercept
// are NaN there, or NULL) and DuckDB (regr_slope NaN there; both +Inf and
// -Inf where the quotient of finite sums overflows: run on DuckDB 1.5 over
// the pairs (0, 0) and (1e300, 1e-160), where PostgreSQL raises "value
// out of range: overflow"; DuckDB raising for a NaN or infinite x among
// two or more pairs, as its corr does where Trino's is NULL). PostgreSQL's regr_slope and
// regr_intercept are refused toward Trino, which gives NULL where they
// give NaN.
//
// Hive, Spark, Snowflake and the others are not read (W014) and refused as
// targets (T301).
func regrRows() {
	pgDs := []string{dAnsi, dPG}
	fnRow("regr_count", fnOn("regr_count", pgDs...), fnEm(emRegrCountDuck, dDuck))
	fnRow("regr_count_duckdb", fnOn("regr_count", dDuck), fnEm(emAggRename("regr_count"), pgDs...))
	for _, n := range []string{"regr_avgx", "regr_avgy", "regr_sxy"} {
		fnRow(n, fnOn(n, dAnsi, dPG, dDuck))
	}
	noTrino := fnNo("Trino's regression aggregates are NULL wherever the value is not finite, where this one is NaN (a NaN or infinite value among the pairs)",
		"filter out NaN and infinite values first, or translate to PostgreSQL or DuckDB", dTrino)
	fnRow("regr_sxx", fnOn("regr_sxx", pgDs...), fnEm(emRegrSumDuck("regr_sxx", "regr_avgx"), dDuck))
	fnRow("regr_syy", fnOn("regr_syy", pgDs...), fnEm(emRegrSumDuck("regr_syy", "regr_avgy"), dDuck))
	fnRow("regr_slope", fnOn("regr_slope", pgDs...), fnEm(emRegrSlopeDuck, dDuck), noTrino)
	fnRow("regr_intercept", fnOn("regr_intercept", pgDs...), fnEm(emRegrInterceptDuck, dDuck), noTrino)
	fnRow("regr_r2", fnOn("regr_r2", pgDs...), fnEm(emRegrR2Duck, dDuck))
	for _, n := range []string{"regr_sxx", "regr_syy", "regr_slope", "regr_intercept", "regr_r2"} {
		fnRow(n+"_duckdb", fnOn(n, dDuck))
	}
	fnRow("regr_slope_finite", fnOn("regr_slope", dTrino), fnEm(emAggNullIfNaN("regr_slope"), dPG, dDuck))
	fnRow("regr_intercept_finite", fnOn("regr_intercept", dTrino), fnEm(emAggNullIfNaN("regr_intercept"), dPG, dDuck))
}

// emRegrCountDuck writes regr_count as a BIGINT in DuckDB, whose own is
// a UINTEGER.
func emRegrCountDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.cast(c.agg("regr_count", a...), ast.TypeBigInt), nil
}

// emAggNullIfNaN writes the aggregate as NULL wherever it is not finite,
// keeping the call's FILTER, DISTINCT and OVER: nullif of NaN, Infinity
// and -Infinity in turn (DuckDB's quotient Sxy / Sxx of finite sums may
// overflow, where Trino's value is NULL).
func emAggNullIfNaN(name string) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		e := c.agg(name, a...)
		for _, v := range []string{"NaN", "Infinity", "-Infinity"} {
			e = c.f("nullif", e, c.cast(c.str(v), ast.TypeDouble))
		}
		return e, nil
	}
}

// regrAgain is the aggregate name(y, x) again, its arguments reused.
func regrAgain(c *fnCtx, name string, a []ast.Expr) (ast.Expr, error) {
	again, err := c.reused(a...)
	if err != nil {
		return nil, err
	}
	return c.agg(name, again...), nil
}

// regrFinite is isfinite(avg(y, x)): FALSE where a value of that variable
// is NaN or infinite, NULL where there is no pair.
func regrFinite(c *fnCtx, avg string, a []ast.Expr) (ast.Expr, error) {
	m, err := regrAgain(c, avg, a)
	if err != nil {
		return nil, err
	}
	return c.f("isfinite", m), nil
}

func (c *fnCtx) nan() ast.Expr { return c.cast(c.str("NaN"), ast.TypeDouble) }

func (c *fnCtx) not(x ast.Expr) ast.Expr { return &ast.Unary{Span: c.sp, Op: ast.OpNot, X: x} }

// emRegrSumDuck writes PostgreSQL's regr_sxx or regr_syy in DuckDB, whose
// own is 0 over one pair holding a NaN or infinite value.
func emRegrSumDuck(name, avg string) fnEmit {
	return func(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
		fin, err := regrFinite(c, avg, a)
		if err != nil {
			return nil, err
		}
		return c.cases(c.agg(name, a...), c.not(fin), c.nan()), nil
	}
}

// regrVertical is regr_sxx(y, x) = 0 AND isfinite(regr_avgx(y, x)), TRUE
// where PostgreSQL's Sxx is 0: every x the same and finite.
func regrVertical(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	sxx, err := regrAgain(c, "regr_sxx", a)
	if err != nil {
		return nil, err
	}
	fin, err := regrFinite(c, "regr_avgx", a)
	if err != nil {
		return nil, err
	}
	return c.bin(ast.OpAnd, c.bin(ast.OpEq, sxx, c.num(0)), fin), nil
}

// emRegrSlopeDuck writes PostgreSQL's regr_slope in DuckDB, whose own is
// NaN where every x is the same.
func emRegrSlopeDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	v, err := regrVertical(c, a)
	if err != nil {
		return nil, err
	}
	return c.cases(c.agg("regr_slope", a...), v, c.null()), nil
}

// emRegrInterceptDuck writes PostgreSQL's regr_intercept in DuckDB as its
// mean of y less the slope times the mean of x, NaN where a y is NaN or
// infinite as PostgreSQL's is (DuckDB's own regr_intercept is NULL there).
func emRegrInterceptDuck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	v, err := regrVertical(c, a)
	if err != nil {
		return nil, err
	}
	slope, err := regrAgain(c, "regr_slope", a)
	if err != nil {
		return nil, err
	}
	avgx, err := regrAgain(c, "regr_avgx", a)
	if err != nil {
		return nil, err
	}
	val := c.bin(ast.OpSub, c.agg("regr_avgy", a...), c.bin(ast.OpMul, slope, avgx))
	return c.cases(val, v, c.null()), nil
}

// emRegrR2Duck writes PostgreSQL's regr_r2 in DuckDB, whose own is NULL
// over one pair: PostgreSQL's is 1 there for a NaN or infinite x and a
// finite y (its Syy being 0), NaN for both not finite.
func emRegrR2Duck(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	finX, err := regrFinite(c, "regr_avgx", a)
	if err != nil {
		return nil, err
	}
	finY, err := regrFinite(c, "regr_avgy", a)
	if err != nil {
		return nil, err
	}
	one := c.cases(c.nan(), finY, c.num(1))
	return c.cases(c.agg("regr_r2", a...), c.not(finX), one), nil
}
