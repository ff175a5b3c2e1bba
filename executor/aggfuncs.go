package executor

import (
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// aggFunc holds the state of one aggregate for every group, indexed by
// group number. updateBatch skips rows whose group is negative (filtered).
type aggFunc interface {
	grow(n int)
	updateBatch(gids []int32, args [][]Value, n int) error
	result(g int) Value
	reset()
}

// aggNames maps accepted spellings to canonical aggregate names.
var aggNames = map[string]string{
	"count": "count", "sum": "sum", "avg": "avg", "mean": "avg", "min": "min", "max": "max",
	"bool_and": "bool_and", "every": "bool_and", "booland_agg": "bool_and", "logical_and": "bool_and",
	"bool_or": "bool_or", "boolor_agg": "bool_or", "logical_or": "bool_or",
	"collect_list": "collect_list", "collect_set": "collect_set",
	"array_agg": "array_agg", "list": "array_agg", "array_agg_nonnull": "collect_list",
	"string_agg": "string_agg", "listagg": "string_agg", "group_concat": "group_concat",
	"count_if": "count_if", "countif": "count_if",
	"any_value": "any_value", "arbitrary": "any_value", "first": "any_value", "first_value_agg": "any_value",
	"stddev": "stddev_samp", "stddev_samp": "stddev_samp", "stddev_pop": "stddev_pop", "std": "stddev_samp",
	"variance": "var_samp", "var_samp": "var_samp", "var_pop": "var_pop",
	"max_by": "max_by", "arg_max": "max_by", "min_by": "min_by", "arg_min": "min_by",
	"approx_count_distinct": "approx_count_distinct", "product": "product",
	"covar_pop": "covar_pop", "covar_samp": "covar_samp", "corr": "corr", "corr_finite": "corr_finite",
	"corr_duckdb": "corr_duckdb", "corr_spark": "corr_spark",
	"regr_count": "regr_count", "regr_count_duckdb": "regr_count_duckdb", "regr_avgx": "regr_avgx", "regr_avgy": "regr_avgy", "regr_sxx": "regr_sxx", "regr_syy": "regr_syy", "regr_sxy": "regr_sxy", "regr_slope": "regr_slope", "regr_intercept": "regr_intercept", "regr_r2": "regr_r2", "regr_slope_finite": "regr_slope_finite", "regr_intercept_finite": "regr_intercept_finite", "regr_sxx_duckdb": "regr_sxx_duckdb", "regr_syy_duckdb": "regr_syy_duckdb", "regr_r2_duckdb": "regr_r2_duckdb", "regr_slope_duckdb": "regr_slope_duckdb", "regr_intercept_duckdb": "regr_intercept_duckdb",
	"map_agg":           "map_agg",
	"percentile_interp": "percentile_cont", "percentile_cont": "percentile_cont", "percentile": "percentile_cont", "quantile_cont": "percentile_cont",
}

// isAggregateName reports whether name (lower case) is an aggregate.
func isAggregateName(name string) bool {
	_, ok := aggNames[strings.ToLower(name)]
	return ok
}

// aggResultType is the type of aggregate name over arguments of types
// args; rule is the dialect's avg of decimals (Options.AvgDecimal).
func aggResultType(name string, args []Type, rule AvgDecimalRule, numeric bool) Type {
	arg := tUnknown
	if len(args) > 0 {
		arg = args[0]
	}
	switch name {
	case "count", "count_if", "approx_count_distinct", "regr_count", "regr_count_duckdb":
		return tBigInt
	case "sum":
		if numeric && arg.Kind == ast.TypeBigInt {
			return Type{Kind: ast.TypeDecimal, Prec: 0, Scale: -1}
		}
		if numeric && arg.Kind == ast.TypeReal {
			return arg // PostgreSQL: sum(real) is a real (sumAgg.real)
		}
		if arg.Kind.IsInteger() {
			return tBigInt
		}
		if arg.Kind == ast.TypeDecimal {
			return Type{Kind: ast.TypeDecimal, Prec: 38, Scale: arg.Scale}
		}
		if arg.Kind == ast.TypeUnknown {
			return tUnknown
		}
		return tDouble
	case "avg":
		if arg.Kind == ast.TypeDecimal {
			return avgDecimalType(rule, arg)
		}
		if numeric && arg.Kind.IsInteger() {
			return Type{Kind: ast.TypeDecimal, Prec: 0, Scale: -1}
		}
		return tDouble
	case "min", "max", "any_value", "max_by", "min_by":
		return arg
	case "bool_and", "bool_or":
		return tBool
	case "collect_list", "collect_set", "array_agg":
		return arrayOf(arg)
	case "map_agg":
		if len(args) == 2 {
			return mapOf(args[0], args[1])
		}
		return Type{Kind: ast.TypeMap}
	case "string_agg", "group_concat":
		return tVarchar
	case "stddev_samp", "stddev_pop", "var_samp", "var_pop":
		if numeric && pgNumericVarArg(arg) {
			return Type{Kind: ast.TypeDecimal, Prec: 0, Scale: -1} // pg_numeric_var.go
		}
	}
	return tDouble
}

// withNestedRule gives the aggregates that rank values (min, max, min_by,
// max_by) the dialect's rule for arrays and structs holding NULLs.
func withNestedRule(f aggFunc, rule NestedNullRule) aggFunc {
	switch x := f.(type) {
	case *minMaxAgg:
		x.rule = rule
	case *byAgg:
		x.rule = rule
	}
	return f
}

// withMinMaxTies makes min and max keep the last of the values that rank
// alike, as PostgreSQL's do (Options.PostgresTyping): its float8smaller,
// numeric_smaller, interval_smaller, array_smaller... return their second
// argument, the value fed later, unless the first ranks strictly before;
// of a character(n), bpchar_smaller keeps the first (PostgreSQL 15 run:
// min(x) over (VALUES (1.0), (1.00)) is 1.00, over ('-0'::float8), (0)
// is 0; over ('a'::char(3)), ('a'::char(1)) is the three bytes).
func withMinMaxTies(f aggFunc, on bool, args []Expr) aggFunc {
	if x, ok := f.(*minMaxAgg); ok && on && x.dir != 0 && len(args) == 1 && args[0].Type().Kind != ast.TypeChar {
		x.tiesLast = true
	}
	return f
}

func newAggFunc(name string) (aggFunc, error) {
	switch name {
	case "count":
		return &countAgg{}, nil
	case "count_if":
		return &countAgg{ifTrue: true}, nil
	case "sum":
		return &sumAgg{}, nil
	case "product":
		return &floatAgg{op: "product"}, nil
	case "avg":
		return &avgAgg{}, nil
	case "min":
		return &minMaxAgg{dir: -1}, nil
	case "max":
		return &minMaxAgg{dir: 1}, nil
	case "any_value":
		return &minMaxAgg{dir: 0}, nil
	case "bool_and":
		return &boolAgg{and: true}, nil
	case "bool_or":
		return &boolAgg{}, nil
	case "collect_list":
		return &listAgg{skipNulls: true, emptyArray: true}, nil
	case "collect_set":
		return &listAgg{skipNulls: true, emptyArray: true, set: true}, nil
	case "array_agg":
		return &listAgg{}, nil
	case "string_agg":
		return &stringAgg{sep: ""}, nil
	case "group_concat":
		return &stringAgg{sep: ",", defaultSep: true}, nil
	case "stddev_samp", "stddev_pop", "var_samp", "var_pop":
		return &varAgg{kind: name}, nil
	case "covar_pop", "covar_samp", "corr", "corr_finite", "corr_duckdb", "corr_spark":
		return newCovarAgg(name), nil // aggs_covar.go
	case "regr_count", "regr_count_duckdb", "regr_avgx", "regr_avgy", "regr_sxx", "regr_syy", "regr_sxy", "regr_slope", "regr_intercept", "regr_r2", "regr_slope_finite", "regr_intercept_finite", "regr_sxx_duckdb", "regr_syy_duckdb", "regr_r2_duckdb", "regr_slope_duckdb", "regr_intercept_duckdb":
		return newRegrAgg(name), nil // aggs_regr.go
	case "map_agg":
		return &mapAgg{}, nil // aggs_map.go
	case "percentile_cont":
		return &percentileAgg{}, nil // aggs_percentile.go
	case "max_by":
		return &byAgg{dir: 1}, nil
	case "min_by":
		return &byAgg{dir: -1}, nil
	case "approx_count_distinct":
		return &distinctAgg{inner: &countAgg{}}, nil
	}
	return nil, fmt.Errorf("unknown aggregate function %s", name)
}

func growSlice[T any](s []T, n int) []T {
	if n <= len(s) {
		return s
	}
	if n <= cap(s) {
		var zero T
		old := len(s)
		s = s[:n]
		for i := old; i < n; i++ {
			s[i] = zero
		}
		return s
	}
	out := make([]T, n, max(n, 2*cap(s)))
	copy(out, s)
	return out
}

// countAgg is count(*) (no args), count(x) and count_if(x).
type countAgg struct {
	n      []int64
	ifTrue bool
}

func (a *countAgg) grow(n int) { a.n = growSlice(a.n, n) }
func (a *countAgg) reset()     { a.n = a.n[:0] }
func (a *countAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	if len(args) == 0 {
		for _, g := range gids[:n] {
			if g >= 0 {
				a.n[g]++
			}
		}
		return nil
	}
	col := args[0]
	for i, g := range gids[:n] {
		if g < 0 {
			continue
		}
		nonNull := true
		for _, c := range args {
			if c[i].k == KindNull {
				nonNull = false
			}
		}
		if a.ifTrue {
			nonNull = truth(col[i])
		}
		if nonNull {
			a.n[g]++
		}
	}
	return nil
}
func (a *countAgg) result(g int) Value { return IntValue(a.n[g]) }

// sumAgg sums integers exactly (BIGINT, widening to DECIMAL past int64),
// floats as DOUBLE and decimals exactly.
type sumAgg struct {
	st    []sumState
	wrap  bool // integers add as 64-bit two's complement (Options.SumWrapsBigInt)
	raise bool // an addition of integers past the BIGINT range is an error (Options.SumRaisesPastBigInt)
	// digits, when positive, bounds the digits of an exact (decimal)
	// sum: past it the sum is NULL for good (decNull) or an error
	// (Options.SumDecimal).
	digits  int
	decNull bool
	int128  bool // an exact sum raises past HUGEINT (SumDecimalRaisePastHugeInt)
	// floatRange: a float sum overflowing raises (Options.FloatRangeError)
	floatRange bool
	numeric    bool // an integer sum is a numeric (Options.NumericIntAggregates)
	// real: a sum of REALs adds in single precision and is a REAL, as
	// PostgreSQL's float4pl does (Options.NumericIntAggregates; PostgreSQL
	// 15 run: sum of 1.1::real and 2.2::real is the real 3.3000002, of
	// 0.1, 0.2 and 0.3 as reals 0.6; 3e38::real twice raises "value out of
	// range: overflow")
	real bool
}

// SumDecimalRule is what a sum of decimals gives past the digits of its
// result type.
type SumDecimalRule uint8

const (
	// SumDecimalExact: no bound (DuckDB's and PostgreSQL's exact sums;
	// the executor's default).
	SumDecimalExact SumDecimalRule = iota
	// SumDecimalNullPastPrecision: the sum of a DECIMAL(p, s) is a
	// DECIMAL(min(38, p + 10), s), NULL once a partial sum needs more
	// digits, whatever follows (Hive: HIVE-13423, a decimal sum past 38
	// digits is NULL, and GenericUDAFSum's result type; Spark with ANSI
	// mode off: Sum's result type DecimalType.bounded(p + 10, s), "Spark
	// SQL returns null for decimal overflows" (ANSI compliance page), and
	// SPARK-28067, the sum stays NULL after an overflow).
	SumDecimalNullPastPrecision
	// SumDecimalRaisePast38: a sum leaving 38 digits is an error
	// (Snowflake, whose NUMBER holds 38 digits: rewrite/sum_exact.go;
	// Trino and Presto, whose sum of a DECIMAL(p, s) is a DECIMAL(38, s)
	// that raises "Decimal overflow": rewrite/sum_decimal.go). Trino
	// checks the total only (its partial sums carry an overflow count);
	// the executor checks each partial sum, which raises also where a
	// partial sum leaves 38 digits and the total comes back: an error
	// where Trino gives the total, never another value.
	SumDecimalRaisePast38
	// SumDecimalRaisePastHugeInt: an exact sum, of integers or of the
	// unscaled values of decimals, raises where a partial sum leaves
	// HUGEINT's range, as DuckDB's sum and avg add HUGEINTs (DuckDB 1.5
	// run: sum of 170141183460469231731687303715884105727::HUGEINT and 1
	// raises "Overflow in HUGEINT addition:
	// 170141183460469231731687303715884105727 + 1", of
	// 99999999999999999999999999999999999999::DECIMAL(38,0) twice
	// "Overflow in HUGEINT addition: 9999...9 + 9999...9", as does their
	// avg, also when a third value would bring the total back).
	SumDecimalRaisePastHugeInt
)

// withSumDecimal bounds a sum's decimal digits as rule says, for an
// argument of type arg.
func withSumDecimal(f aggFunc, rule SumDecimalRule, args []Expr) aggFunc {
	x, ok := f.(*sumAgg)
	if a, isAvg := f.(*avgAgg); isAvg && rule == SumDecimalRaisePastHugeInt {
		x, ok = &a.sum, true
	}
	if !ok || rule == SumDecimalExact || len(args) == 0 {
		return f
	}
	switch rule {
	case SumDecimalRaisePastHugeInt:
		x.int128 = true
	case SumDecimalNullPastPrecision:
		x.digits, x.decNull = 38, true
		if t := args[0].Type(); t.Kind == ast.TypeDecimal && t.Prec > 0 && t.Prec+10 < 38 {
			x.digits = t.Prec + 10
		}
	case SumDecimalRaisePast38:
		x.digits = 38
	}
	return f
}

// withSumWrap makes a sum of integers wrap around past the BIGINT range.
func withSumWrap(f aggFunc, wrap bool) aggFunc {
	if x, ok := f.(*sumAgg); ok {
		x.wrap = wrap
	}
	return f
}

// withSumRaise makes a sum of integers raise where an addition leaves the
// BIGINT range, when raises says so for the argument's type.
func withSumRaise(f aggFunc, raises func(arg Type) bool, args []Expr) aggFunc {
	if x, ok := f.(*sumAgg); ok && raises != nil && len(args) > 0 {
		x.raise = raises(args[0].Type())
	}
	return f
}

type sumState struct {
	kind uint8 // 0 none, 1 int, 2 float, 3 decimal
	over bool  // a decimal sum left sumAgg.digits (NULL for good)
	i    int64
	f    float64
	d    *big.Int
	s    int
}

func (a *sumAgg) grow(n int) { a.st = growSlice(a.st, n) }
func (a *sumAgg) reset()     { a.st = a.st[:0] }
func (a *sumAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	col := args[0]
	for i, g := range gids[:n] {
		if g < 0 {
			continue
		}
		v := col[i]
		st := &a.st[g]
		switch v.k {
		case KindNull:
			continue
		case KindInt:
			switch st.kind {
			case 0, 1:
				st.kind = 1
				s := st.i + v.i
				if (s > st.i) != (v.i > 0) && !a.wrap {
					if a.raise {
						return fmt.Errorf("bigint out of range: sum(%d + %d)", st.i, v.i)
					}
					st.kind, st.d, st.s = 3, new(big.Int).Add(big.NewInt(st.i), big.NewInt(v.i)), 0
					continue
				}
				st.i = s
			case 2:
				st.f += float64(v.i)
			case 3:
				st.d.Add(st.d, new(big.Int).Mul(big.NewInt(v.i), pow10(st.s)))
			}
		case KindFloat:
			switch st.kind {
			case 0:
				st.kind, st.f = 2, v.Float()
			case 1:
				st.kind, st.f = 2, float64(st.i)+v.Float()
			case 2:
				if a.real {
					f := float64(float32(st.f + v.Float()))
					if math.IsInf(f, 0) && !math.IsInf(st.f, 0) && !math.IsInf(v.Float(), 0) {
						return errFloatOver
					}
					st.f = f
					continue
				}
				f := st.f + v.Float()
				if a.floatRange && math.IsInf(f, 0) && !math.IsInf(st.f, 0) && !math.IsInf(v.Float(), 0) {
					return errFloatOver
				}
				st.f = f
			case 3:
				x, _ := new(big.Rat).SetFrac(st.d, pow10(st.s)).Float64()
				st.kind, st.f = 2, x+v.Float()
			}
		case KindDecimal:
			u, s := v.DecimalUnscaled(), int(v.i)
			switch st.kind {
			case 0:
				st.kind, st.d, st.s = 3, new(big.Int).Set(u), s
			case 1:
				st.kind, st.d, st.s = 3, new(big.Int).Add(new(big.Int).Mul(big.NewInt(st.i), pow10(s)), u), s
			case 2:
				st.f += v.asFloat()
			case 3:
				if s > st.s {
					st.d.Mul(st.d, pow10(s-st.s))
					st.s = s
				}
				st.d.Add(st.d, roundDecimal(u, s, st.s))
			}
		case KindInterval:
			return fmt.Errorf("sum of intervals is not supported")
		default:
			return fmt.Errorf("sum expects numbers, got %s", v.k)
		}
		if a.int128 && st.kind == 3 && !inInt128(st.d) {
			add, s := decParts(v)
			add = roundDecimal(add, s, st.s)
			return fmt.Errorf("Overflow in HUGEINT addition: %s + %s", new(big.Int).Sub(st.d, add), add)
		}
		if a.digits > 0 && st.kind == 3 && st.d.CmpAbs(pow10(a.digits)) >= 0 {
			if !a.decNull {
				return fmt.Errorf("number out of representable range: the sum needs more than %d digits", a.digits)
			}
			st.over = true
		}
	}
	return nil
}
func (a *sumAgg) result(g int) Value {
	st := a.st[g]
	if st.over {
		return Null
	}
	switch st.kind {
	case 1:
		if a.numeric {
			return DecimalValue(big.NewInt(st.i), 0)
		}
		return IntValue(st.i)
	case 2:
		if a.real {
			return RealValue(st.f)
		}
		return FloatValue(st.f)
	case 3:
		return DecimalValue(new(big.Int).Set(st.d), st.s)
	}
	return Null
}

// avgAgg averages: DOUBLE for integers and floats, decimals by the
// dialect's rule (AvgDecimalRule) for the argument's type arg.
type avgAgg struct {
	sum  sumAgg
	cnt  []int64
	rule AvgDecimalRule
	arg  Type
	// numeric: the avg of integers is PostgreSQL's numeric one
	// (Options.NumericIntAggregates)
	numeric bool
	// yc: the avg of floats keeps PostgreSQL's float8_accum state, the
	// sum sx and the sum of squares sxx, raising where they overflow
	// (Options.FloatRangeError, pg_float_range.go)
	yc      bool
	sx, sxx []float64
}

func (a *avgAgg) grow(n int) {
	a.sum.grow(n)
	a.cnt = growSlice(a.cnt, n)
	if a.yc {
		a.sx, a.sxx = growSlice(a.sx, n), growSlice(a.sxx, n)
	}
}
func (a *avgAgg) reset() { a.sum.reset(); a.cnt, a.sx, a.sxx = a.cnt[:0], a.sx[:0], a.sxx[:0] }
func (a *avgAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	col := args[0]
	if a.yc {
		for i, g := range gids[:n] {
			if g < 0 || col[i].k == KindNull {
				continue
			}
			var err error
			a.sx[g], a.sxx[g], err = youngsCramer(float64(a.cnt[g]), a.sx[g], a.sxx[g], col[i].asFloat(), true)
			if err != nil {
				return err
			}
			a.cnt[g]++
		}
		return nil
	}
	for i, g := range gids[:n] {
		if g >= 0 && col[i].k != KindNull {
			a.cnt[g]++
		}
	}
	return a.sum.updateBatch(gids, args, n)
}
func (a *avgAgg) result(g int) Value {
	c := a.cnt[g]
	if c == 0 {
		return Null
	}
	if a.yc {
		return FloatValue(a.sx[g] / float64(c))
	}
	st := a.sum.st[g]
	switch st.kind {
	case 1:
		if a.numeric {
			return avgDecimal(AvgDecimalPostgres, a.arg, big.NewInt(st.i), 0, c)
		}
		return FloatValue(float64(st.i) / float64(c))
	case 2:
		return FloatValue(st.f / float64(c))
	case 3:
		return avgDecimal(a.rule, a.arg, st.d, st.s, c)
	}
	return Null
}

// floatAgg is a float fold (product).
type floatAgg struct {
	op  string
	v   []float64
	has []bool
}

func (a *floatAgg) grow(n int) { a.v = growSlice(a.v, n); a.has = growSlice(a.has, n) }
func (a *floatAgg) reset()     { a.v = a.v[:0]; a.has = a.has[:0] }
func (a *floatAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		v := args[0][i]
		if g < 0 || v.k == KindNull {
			continue
		}
		if !a.has[g] {
			a.v[g], a.has[g] = 1, true
		}
		a.v[g] *= v.asFloat()
	}
	return nil
}
func (a *floatAgg) result(g int) Value {
	if !a.has[g] {
		return Null
	}
	return FloatValue(a.v[g])
}

// minMaxAgg is min (dir -1), max (1) or any_value (0); arrays and structs
// rank by rule (orderNested). Of values that rank alike (0 and -0, 1.0
// and 1.00, '1 day' and '24 hours') it keeps the first, or the last one
// fed under tiesLast (withMinMaxTies).
type minMaxAgg struct {
	dir      int
	v        []Value
	rule     NestedNullRule
	tiesLast bool
}

func (a *minMaxAgg) grow(n int) { a.v = growSlice(a.v, n) }
func (a *minMaxAgg) reset()     { a.v = a.v[:0] }
func (a *minMaxAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	col := args[0]
	for i, g := range gids[:n] {
		v := col[i]
		if g < 0 || v.k == KindNull {
			continue
		}
		cur := a.v[g]
		if cur.k == KindNull {
			a.v[g] = v
			continue
		}
		if a.dir == 0 {
			continue
		}
		c, err := orderNested(v, cur, a.rule)
		if err != nil {
			return err
		}
		if c*a.dir > 0 || c == 0 && a.tiesLast {
			a.v[g] = v
		}
	}
	return nil
}
func (a *minMaxAgg) result(g int) Value { return a.v[g] }

// byAgg is max_by(x, y) / min_by(x, y); keys that are arrays or structs
// rank by rule (orderNested).
type byAgg struct {
	dir  int
	v, k []Value
	rule NestedNullRule
}

func (a *byAgg) grow(n int) { a.v = growSlice(a.v, n); a.k = growSlice(a.k, n) }
func (a *byAgg) reset()     { a.v, a.k = a.v[:0], a.k[:0] }
func (a *byAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	if len(args) < 2 {
		return fmt.Errorf("max_by/min_by take two arguments")
	}
	for i, g := range gids[:n] {
		k := args[1][i]
		if g < 0 || k.k == KindNull {
			continue
		}
		if a.k[g].k == KindNull {
			a.k[g], a.v[g] = k, args[0][i]
			continue
		}
		c, err := orderNested(k, a.k[g], a.rule)
		if err != nil {
			return err
		}
		if c*a.dir > 0 {
			a.k[g], a.v[g] = k, args[0][i]
		}
	}
	return nil
}
func (a *byAgg) result(g int) Value { return a.v[g] }

// boolAgg is bool_and / bool_or.
type boolAgg struct {
	and bool
	st  []int8 // 0 none, 1 true, 2 false
}

func (a *boolAgg) grow(n int) { a.st = growSlice(a.st, n) }
func (a *boolAgg) reset()     { a.st = a.st[:0] }
func (a *boolAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		v := args[0][i]
		if g < 0 || v.k == KindNull {
			continue
		}
		b := truth(v)
		switch {
		case a.st[g] == 0:
			a.st[g] = map[bool]int8{true: 1, false: 2}[b]
		case a.and && !b:
			a.st[g] = 2
		case !a.and && b:
			a.st[g] = 1
		}
	}
	return nil
}
func (a *boolAgg) result(g int) Value {
	switch a.st[g] {
	case 1:
		return BoolValue(true)
	case 2:
		return BoolValue(false)
	}
	return Null
}

// listAgg is array_agg (keeps NULLs, NULL for no rows), collect_list and
// collect_set (skip NULLs, [] for no rows).
type listAgg struct {
	skipNulls, emptyArray, set bool
	v                          [][]Value
	has                        []bool
	seen                       []map[string]struct{}
	buf                        []byte
}

func (a *listAgg) grow(n int) {
	a.v = growSlice(a.v, n)
	a.has = growSlice(a.has, n)
	if a.set {
		a.seen = growSlice(a.seen, n)
	}
}
func (a *listAgg) reset() { a.v, a.has, a.seen = a.v[:0], a.has[:0], a.seen[:0] }
func (a *listAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		if g < 0 {
			continue
		}
		a.has[g] = true
		v := args[0][i]
		if v.k == KindNull && a.skipNulls {
			continue
		}
		if a.set {
			if a.seen[g] == nil {
				a.seen[g] = map[string]struct{}{}
			}
			a.buf = appendKey(a.buf[:0], v)
			if _, ok := a.seen[g][string(a.buf)]; ok {
				continue
			}
			a.seen[g][string(a.buf)] = struct{}{}
		}
		a.v[g] = append(a.v[g], v)
	}
	return nil
}
func (a *listAgg) result(g int) Value {
	if !a.has[g] && !a.emptyArray || len(a.v[g]) == 0 && !a.emptyArray {
		return Null
	}
	out := append([]Value{}, a.v[g]...)
	return ArrayValue(out)
}

// stringAgg is string_agg(x, sep) / group_concat(x[, sep]): NULLs skipped,
// NULL when nothing was aggregated.
type stringAgg struct {
	sep        string
	defaultSep bool
	b          []strings.Builder
	has        []bool
	// floatText writes a DOUBLE or REAL value by the dialect's rule
	// (withFloatText)
	floatText FloatText
	// duckZone writes a TIMESTAMPTZ as DuckDB does (withZoneText)
	duckZone bool
}

// withFloatText gives string_agg and group_concat the dialect's rule for
// a float's text (Options.FloatText: DuckDB's string_agg of the DOUBLEs
// 9 and 1e7 is 9.0,10000000.0, run on DuckDB 1.5).
func withFloatText(f aggFunc, rule FloatText) aggFunc {
	if x, ok := f.(*stringAgg); ok {
		x.floatText = rule
	}
	return f
}

func (a *stringAgg) grow(n int) { a.b = growSlice(a.b, n); a.has = growSlice(a.has, n) }
func (a *stringAgg) reset()     { a.b, a.has = a.b[:0], a.has[:0] }
func (a *stringAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		v := args[0][i]
		if g < 0 || v.k == KindNull {
			continue
		}
		sep := a.sep
		if len(args) > 1 && args[1][i].k != KindNull {
			sep = textOf(args[1][i])
		}
		if a.has[g] {
			a.b[g].WriteString(sep)
		}
		a.has[g] = true
		if v.k == KindFloat && a.floatText != FloatTextDefault {
			a.b[g].WriteString(floatText(v.Float(), v.t == ast.TypeReal, a.floatText))
			continue
		}
		if a.duckZone {
			v = tzText(v, v.tzZone(), true) // duck_tz_text.go
		}
		a.b[g].WriteString(textOf(v))
	}
	return nil
}
func (a *stringAgg) result(g int) Value {
	if !a.has[g] {
		return Null
	}
	return StringValue(a.b[g].String())
}

// varAgg computes variance and standard deviation (Welford), or, when yc
// is set, as PostgreSQL's float8_accum does (pg_float_aggs.go).
type varAgg struct {
	kind string
	n    []float64
	// mean and m are Welford's mean and sum of squared differences, or,
	// under yc, the sum and the Youngs-Cramer sum of squares.
	mean, m    []float64
	yc         bool
	floatRange bool // an overflowing sum or sum of squares raises (Options.FloatRangeError)
}

func (a *varAgg) grow(n int) {
	a.n, a.mean, a.m = growSlice(a.n, n), growSlice(a.mean, n), growSlice(a.m, n)
}
func (a *varAgg) reset() { a.n, a.mean, a.m = a.n[:0], a.mean[:0], a.m[:0] }
func (a *varAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		v := args[0][i]
		if g < 0 || v.k == KindNull {
			continue
		}
		x := v.asFloat()
		if a.yc || a.floatRange {
			var err error
			a.mean[g], a.m[g], err = youngsCramer(a.n[g], a.mean[g], a.m[g], x, a.floatRange)
			if err != nil {
				return err
			}
			a.n[g]++
			continue
		}
		a.n[g]++
		d := x - a.mean[g]
		a.mean[g] += d / a.n[g]
		a.m[g] += d * (x - a.mean[g])
	}
	return nil
}
func (a *varAgg) result(g int) Value {
	n := a.n[g]
	switch a.kind {
	case "var_pop", "stddev_pop":
		if n == 0 {
			return Null
		}
		v := a.m[g] / n
		if a.kind == "stddev_pop" {
			v = math.Sqrt(v)
		}
		return FloatValue(v)
	}
	if n < 2 {
		return Null
	}
	v := a.m[g] / (n - 1)
	if a.kind == "stddev_samp" {
		v = math.Sqrt(v)
	}
	return FloatValue(v)
}

// distinctAgg feeds its inner aggregate each distinct argument tuple once
// per group.
type distinctAgg struct {
	inner aggFunc
	seen  []map[string]struct{}
	buf   []byte
	gbuf  []int32
}

func (a *distinctAgg) grow(n int) { a.inner.grow(n); a.seen = growSlice(a.seen, n) }
func (a *distinctAgg) reset()     { a.inner.reset(); a.seen = a.seen[:0] }
func (a *distinctAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	a.gbuf = growSlice(a.gbuf[:0], n)
	for i, g := range gids[:n] {
		a.gbuf[i] = -1
		if g < 0 {
			continue
		}
		a.buf = a.buf[:0]
		for _, c := range args {
			a.buf = appendKey(a.buf, c[i])
		}
		if a.seen[g] == nil {
			a.seen[g] = map[string]struct{}{}
		}
		if _, ok := a.seen[g][string(a.buf)]; ok {
			continue
		}
		a.seen[g][string(a.buf)] = struct{}{}
		a.gbuf[i] = g
	}
	return a.inner.updateBatch(a.gbuf, args, n)
}
func (a *distinctAgg) result(g int) Value { return a.inner.result(g) }

// orderedAgg buffers each group's rows, sorts them by the aggregate's ORDER
// BY keys at the end and feeds a fresh inner aggregate in that order.
type orderedAgg struct {
	newInner func() aggFunc
	nargs    int
	keys     []SortKey
	rows     [][][]Value // group -> rows -> args ++ keys
	// rule ranks array and struct keys (compareSortNested; a Trino
	// ranking error is not raised here: the keys rank NULL elements last)
	rule NestedNullRule
}

func (a *orderedAgg) grow(n int) { a.rows = growSlice(a.rows, n) }
func (a *orderedAgg) reset()     { a.rows = a.rows[:0] }
func (a *orderedAgg) updateBatch(gids []int32, args [][]Value, n int) error {
	for i, g := range gids[:n] {
		if g < 0 {
			continue
		}
		row := make([]Value, len(args))
		for c := range args {
			row[c] = args[c][i]
		}
		a.rows[g] = append(a.rows[g], row)
	}
	return nil
}

// result is finish's value; an error is returned by finish, which aggOp
// calls instead.
func (a *orderedAgg) result(g int) Value {
	v, _ := a.finish(g)
	return v
}

// finish feeds group g's rows to a fresh inner aggregate in the ORDER BY's
// order and returns its result, or the error it raises (an overflow, a
// limit).
func (a *orderedAgg) finish(g int) (Value, error) {
	rows := append([][]Value(nil), a.rows[g]...)
	sortRows(rows, a.nargs, a.keys, a.rule)
	inner := a.newInner()
	inner.grow(1)
	cols := make([][]Value, a.nargs)
	for c := range cols {
		cols[c] = make([]Value, len(rows))
		for i, r := range rows {
			cols[c][i] = r[c]
		}
	}
	gids := make([]int32, len(rows))
	if err := inner.updateBatch(gids, cols, len(rows)); err != nil {
		return Null, err
	}
	return inner.result(0), nil
}

func sortRows(rows [][]Value, off int, keys []SortKey, rule NestedNullRule) {
	if rule.Order == NestedOrderError {
		rule.Order = NestedOrderNullsLast
	}
	stableSort(rows, func(x, y []Value) int {
		for k, key := range keys {
			if c, _ := compareSortNested(x[off+k], y[off+k], key.Desc, key.NullsFirst, rule); c != 0 {
				return c
			}
		}
		return 0
	})
}

// AvgDecimalRule is how a dialect's avg of DECIMAL(p, s) values is typed
// and rounded (Options.AvgDecimal). run.go derives a dialect's rule from
// the translator's (rewrite.AvgDecimalRuleOf, whose table cites the
// sources). Half up (Java's HALF_UP) is half away from zero.
//
//	rule                 result type                                  rounding of the exact average
//	AvgDecimalDefault    DECIMAL(38, max(s, 6)) (Snowflake, Doris,    half away from zero
//	                     Drill, ANSI: not documented, kept as it was)
//	AvgDecimalHive       DECIMAL(p - s + S, S), S = min(s + 4,        half up
//	                     38 - (p - s)): the integer digits kept
//	AvgDecimalSpark      DECIMAL(min(p + 4, 38), min(s + 4, 38));     half up
//	                     past the precision NULL
//	AvgDecimalTrino      DECIMAL(p, s) (Trino, Presto)                half up
//	AvgDecimalPostgres   numeric of the scale of PostgreSQL's         half away from zero
//	                     division of the sum by the count (at least
//	                     16 significant digits, postgresDivScale)
//	AvgDecimalDouble     DOUBLE (DuckDB)                              the nearest DOUBLE
//	AvgDecimalBigQuery   NUMERIC, DECIMAL(38, 9), for s <= 9 and      half away from zero (not
//	                     p - s <= 29 (a BIGNUMERIC argument keeps     documented: taken from
//	                     the default rule: not modelled)              NUMERIC's division)
//
// A rule that needs p and s falls back to the default when the argument's
// precision and scale are not known.
type AvgDecimalRule uint8

const (
	AvgDecimalDefault AvgDecimalRule = iota
	AvgDecimalHive
	AvgDecimalSpark
	AvgDecimalTrino
	AvgDecimalPostgres
	AvgDecimalDouble
	AvgDecimalBigQuery
)

// avgDecimalType is the type of avg of a DECIMAL arg under rule.
func avgDecimalType(rule AvgDecimalRule, arg Type) Type {
	p, s := arg.Prec, arg.Scale
	sized := p > 0 && s >= 0 && s <= p
	switch {
	case rule == AvgDecimalDouble:
		return tDouble
	case rule == AvgDecimalPostgres:
		return Type{Kind: ast.TypeDecimal, Prec: 0, Scale: -1}
	case rule == AvgDecimalHive && sized:
		sc := min(s+4, 38-(p-s))
		return Type{Kind: ast.TypeDecimal, Prec: p - s + sc, Scale: sc}
	case rule == AvgDecimalSpark && sized:
		return Type{Kind: ast.TypeDecimal, Prec: min(p+4, 38), Scale: min(s+4, 38)}
	case rule == AvgDecimalTrino && sized:
		return Type{Kind: ast.TypeDecimal, Prec: p, Scale: s}
	case rule == AvgDecimalBigQuery && sized && s <= bigQueryNumericScale && p-s <= 38-bigQueryNumericScale:
		return Type{Kind: ast.TypeDecimal, Prec: 38, Scale: bigQueryNumericScale}
	}
	return Type{Kind: ast.TypeDecimal, Prec: 38, Scale: max(s, 6)}
}

// withNumericInts makes, when numeric is set (Options.NumericIntAggregates),
// a sum of BIGINTs, an avg of integers and a variance or standard
// deviation of integers or numerics numerics, and a sum of REALs a REAL.
func withNumericInts(f aggFunc, numeric bool, args []Expr) aggFunc {
	if !numeric || len(args) == 0 {
		return f
	}
	switch x := f.(type) {
	case *sumAgg:
		x.numeric = args[0].Type().Kind == ast.TypeBigInt
		x.real = args[0].Type().Kind == ast.TypeReal
	case *avgAgg:
		x.numeric = args[0].Type().Kind.IsInteger()
	case *varAgg:
		if pgNumericVarArg(args[0].Type()) {
			return &varNumericAgg{kind: x.kind} // pg_numeric_var.go
		}
		x.yc = true // pg_float_range.go
	}
	return f
}

// withAvgRule gives an avg the dialect's rule for decimals and the type of
// its argument (args[0]).
func withAvgRule(f aggFunc, rule AvgDecimalRule, args []Expr) aggFunc {
	if x, ok := f.(*avgAgg); ok && len(args) > 0 {
		x.rule, x.arg = rule, args[0].Type()
	}
	return f
}

// avgDecimal is the average sum * 10^-s / n (n > 0) of decimals under rule
// for an argument of type arg.
func avgDecimal(rule AvgDecimalRule, arg Type, sum *big.Int, s int, n int64) Value {
	cnt := big.NewInt(n)
	if rule == AvgDecimalDouble {
		f, _ := new(big.Rat).SetFrac(sum, new(big.Int).Mul(cnt, pow10(s))).Float64()
		return FloatValue(f)
	}
	t := tUnknown
	if arg.Kind == ast.TypeDecimal {
		t = avgDecimalType(rule, arg)
	}
	rs := max(s, 6) // the default, also for an argument of unknown type
	switch {
	case rule == AvgDecimalPostgres:
		// PostgreSQL's avg of numeric is its division of the sum by the
		// count (checked on PostgreSQL 15)
		rs = postgresDivScale(sum, s, cnt, 0)
	case t.Kind == ast.TypeDecimal && t.Scale >= 0:
		rs = t.Scale
	}
	// (sum / 10^s) / n at scale rs: sum * 10^rs / (n * 10^s)
	num := new(big.Int).Mul(sum, pow10(rs))
	q := quoRound(num, new(big.Int).Mul(cnt, pow10(s)))
	if rule == AvgDecimalSpark && t.Kind == ast.TypeDecimal && t.Prec > 0 && len(new(big.Int).Abs(q).String()) > t.Prec {
		return Null // Spark: past the result's precision (not ANSI mode)
	}
	return DecimalValue(q, rs)
}
