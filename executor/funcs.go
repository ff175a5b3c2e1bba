package executor

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// scalarFunc is one entry of the scalar function library.
type scalarFunc struct {
	name     string
	min, max int  // argument count bounds; max -1: variadic
	strict   bool // any NULL argument gives NULL without calling fn
	fn       func(args []Value) (Value, error)
	// dialect, when set, is fn under the engine's rules for the source
	// dialect (Options: Trino's bound on sequence, Snowflake's
	// ARRAY_SLICE positions, Hive's add_months, the rule for arrays and
	// structs holding NULLs through nestedRule); fn is it under none.
	dialect func(o *Options) func(args []Value) (Value, error)
	ret     func(args []Type) Type
	// lazy functions evaluate their own arguments (coalesce, if...).
	lazy func(r *rowRef, args []evalFn) (Value, error)
	// hof functions take lambdas.
	hof func(r *rowRef, args []Value, lams []lambdaFn) (Value, error)
	// volatile functions are not folded or cached (random, uuid).
	volatile bool
	// clocked, when set, is the body of a function of the current time
	// (now, current_date...): it is given the query's clock (execCtx.clock)
	// so every call in one query reads the same instant, in the session's
	// zone, whose wall clock the body reads (PostgreSQL 15 and DuckDB 1.5
	// run in a session in Asia/Tokyo: current_date, localtimestamp and
	// extract(hour from now()) are Tokyo's); fn reads the wall clock in
	// UTC.
	clocked func(now time.Time, args []Value) (Value, error)
}

type lambdaFn func(r *rowRef, params ...Value) (Value, error)

var scalarFuncs = map[string]*scalarFunc{}

// wrapDialect puts wrap around the dialect body of each named function
// (its dialect hook's, or fn), keeping a hook set before: wrap returns
// the body itself where its rule does not apply under o.
func wrapDialect(names []string, wrap func(o *Options, f *scalarFunc, body func([]Value) (Value, error)) func([]Value) (Value, error)) {
	for _, name := range names {
		f := scalarFuncs[name]
		prev := f.dialect
		f.dialect = func(o *Options) func([]Value) (Value, error) {
			body := f.fn
			if prev != nil {
				body = prev(o)
			}
			return wrap(o, f, body)
		}
	}
}

// reg registers fn under name and aliases.
func reg(f *scalarFunc, aliases ...string) {
	scalarFuncs[f.name] = f
	for _, a := range aliases {
		scalarFuncs[a] = f
	}
}

// regClocked registers a function of the current time, its fn reading
// the wall clock.
func regClocked(f *scalarFunc, aliases ...string) {
	clocked := f.clocked
	f.fn = func(a []Value) (Value, error) { return clocked(time.Now().UTC(), a) }
	reg(f, aliases...)
}

func retFixed(t Type) func([]Type) Type { return func([]Type) Type { return t } }
func retArg(i int) func([]Type) Type {
	return func(ts []Type) Type {
		if i < len(ts) {
			return ts[i]
		}
		return tUnknown
	}
}
func retElem(i int) func([]Type) Type {
	return func(ts []Type) Type {
		if i < len(ts) {
			return ts[i].elem()
		}
		return tUnknown
	}
}
func retSuper(ts []Type) Type {
	t := tUnknown
	for _, x := range ts {
		t = superType(t, x)
	}
	return t
}

// lookupFunc finds a scalar function by name (case-insensitive).
func lookupFunc(name string) *scalarFunc { return scalarFuncs[strings.ToLower(name)] }

// FunctionNames lists the scalar functions the executor knows, sorted.
func FunctionNames() []string {
	out := make([]string, 0, len(scalarFuncs))
	for n := range scalarFuncs {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// bind is f's body under the engine's options o: its dialect hook, else
// fn.
func (f *scalarFunc) bind(o *Options) func(args []Value) (Value, error) {
	if f.dialect != nil {
		return f.dialect(o)
	}
	return f.fn
}

// nestedRule is a dialect hook for a body that depends on the dialect's
// rule for arrays and structs holding NULLs (Options.NestedNulls).
func nestedRule(body func(rule NestedNullRule, args []Value) (Value, error)) func(o *Options) func(args []Value) (Value, error) {
	return func(o *Options) func(args []Value) (Value, error) {
		rule := o.NestedNulls
		return func(a []Value) (Value, error) { return body(rule, a) }
	}
}

func (c *compiler) compileCall(x *Call) (evalFn, error) {
	if fn, ok, err := c.hugeAbs(x); ok { // hugeint_duckdb.go
		return fn, err
	}
	fn, err := c.compileCallArgs(x)
	if err == nil && x.At.Start.IsValid() {
		inner, at := fn, x.At
		fn = func(r *rowRef) (Value, error) {
			v, err := inner(r)
			return v, runErrAt(at, err)
		}
	}
	if err != nil || !branchFuncs[x.Name] {
		return fn, err
	}
	conv := coerceResult(x.T) // compile.go
	return func(r *rowRef) (Value, error) {
		v, err := fn(r)
		if err != nil {
			return v, err
		}
		return conv(v)
	}, nil
}

// branchFuncs are the functions whose result is one of their arguments,
// of their arguments' common type (retSuper), as a CASE's.
var branchFuncs = map[string]bool{"coalesce": true, "ifnull": true, "nvl": true, "if": true, "iff": true, "iif": true,
	"greatest": true, "least": true, "greatest_ignore_nulls": true, "least_ignore_nulls": true}

func (c *compiler) compileCallArgs(x *Call) (evalFn, error) {
	f := x.fn
	if f == nil {
		f = lookupFunc(x.Name)
		if f == nil {
			return nil, fmt.Errorf("unknown function %s", x.Name)
		}
	}
	if len(x.Args) < f.min || f.max >= 0 && len(x.Args) > f.max {
		return nil, fmt.Errorf("function %s does not take %d arguments", x.Name, len(x.Args))
	}
	if f.hof != nil {
		return c.compileHOF(x, f)
	}
	args, err := c.compileAll(x.Args)
	if err != nil {
		return nil, err
	}
	if c.b.eng.opts.CharLength == CharLengthPostgres && pgTextFuncs[x.Name] {
		args = append([]evalFn(nil), args...)
		for i := range args {
			args[i] = charTrimFn(args[i]) // nested_text.go
		}
	}
	if f.lazy != nil {
		lz := f.lazy
		return func(r *rowRef) (Value, error) { return lz(r, args) }, nil
	}
	if rule := c.b.eng.opts.NestedText; rule != NestedTextDefault && textArgFuncs[x.Name] {
		floats := c.b.eng.opts.FloatText
		args = textArgs(x.Name, args, func(a evalFn) evalFn { return nestedTextFn(a, rule, floats) })
	}
	if c.b.eng.opts.NestedText == NestedTextPostgres && x.Name == "array_join" && len(args) > 0 {
		args = append([]evalFn{pgBoolElemsFn(args[0])}, args[1:]...) // pg_bool_text.go
	}
	if rule := c.b.eng.opts.FloatText; rule != FloatTextDefault {
		args = textArgs(x.Name, args, func(a evalFn) evalFn { return floatTextFn(a, rule) })
	}
	if c.b.eng.opts.BoolTextUpper && (x.Name == "concat" || x.Name == "concat_skip_null" || x.Name == "concat_ws") {
		args = textArgs(x.Name, args, boolUpperTextFn) // bool_text.go
	}
	if rule := c.b.eng.opts.IntervalText; rule != IntervalTextDefault {
		args = textArgs(x.Name, args, func(a evalFn) evalFn { return intervalTextFn(a, rule) })
	}
	loc, duck := c.b.eng.zone(), c.b.eng.opts.DuckDBZoneText
	if c.b.eng.opts.PostgresTyping {
		args = textArgs(x.Name, args, func(a evalFn) evalFn { return pgEraTextFn(a, loc) }) // bc_text.go
	}
	if o := &c.b.eng.opts; o.PlusYearDates || o.PlusYearTimestamps || o.EraYearText != EraYearDefault {
		args = textArgs(x.Name, args, func(a evalFn) evalFn { return plusYearTextFn(a, o) }) // plus_year_text.go
		if x.Name == "array_join" || x.Name == "concat_ws" {
			for i := range args {
				args[i] = plusYearElemsFn(args[i], o)
			}
		}
	}
	args = textArgs(x.Name, args, func(a evalFn) evalFn { return tzTextFn(a, loc, duck) }) // duck_tz_text.go
	fn, strict, name := f.bind(&c.b.eng.opts), f.strict, x.Name
	if f.clocked != nil && c.b.ec != nil {
		// the query's instant on the clock of the session's zone (clocked)
		clocked, ec := f.clocked, c.b.ec
		fn = func(a []Value) (Value, error) { return clocked(ec.clock().In(loc), a) }
	}
	// a per-call-site scratch slice; evaluation of one call site never
	// re-enters itself before fn returns
	scratch := make([]Value, len(args))
	wrap := func(v Value, err error) (Value, error) {
		if err != nil && !strings.Contains(err.Error(), name) {
			return v, fmt.Errorf("%s: %w", name, err)
		}
		return v, err
	}
	switch len(args) {
	case 1:
		a0 := args[0]
		return func(r *rowRef) (Value, error) {
			v, err := a0(r)
			if err != nil {
				return v, err
			}
			if strict && v.k == KindNull {
				return Null, nil
			}
			scratch[0] = v
			return wrap(fn(scratch))
		}, nil
	}
	return func(r *rowRef) (Value, error) {
		for i, a := range args {
			v, err := a(r)
			if err != nil {
				return v, err
			}
			if strict && v.k == KindNull {
				return Null, nil
			}
			scratch[i] = v
		}
		return wrap(fn(scratch))
	}, nil
}

func (c *compiler) compileHOF(x *Call, f *scalarFunc) (evalFn, error) {
	var args []evalFn
	var lams []lambdaFn
	for _, a := range x.Args {
		lam, ok := a.(*LambdaE)
		if !ok {
			fa, err := c.compile(a)
			if err != nil {
				return nil, err
			}
			args = append(args, fa)
			continue
		}
		e := newEnv(c.env, lam.Params)
		sub := &compiler{b: c.b, layout: c.layout, env: e}
		body, err := sub.compile(lam.Body)
		if err != nil {
			return nil, err
		}
		slots := make([]*Value, len(lam.Params))
		for i, id := range lam.Params {
			slots[i] = e.slots[id]
		}
		lams = append(lams, func(r *rowRef, params ...Value) (Value, error) {
			for i, s := range slots {
				if i < len(params) {
					*s = params[i]
				} else {
					*s = Null
				}
			}
			return body(r)
		})
	}
	if c.b.eng.opts.OneBasedLambdaIndex && (f.name == "transform" || f.name == "filter") {
		for i, lam := range lams {
			lams[i] = func(r *rowRef, params ...Value) (Value, error) {
				if len(params) > 1 && params[1].k == KindInt {
					// a BIGINT (DuckDB 1.5 run: list_transform([1], (x, i) ->
					// i + 2147483647) is [2147483648], typeof(i) BIGINT)
					params[1] = IntOf(tBigInt.Kind, params[1].Int()+1)
				}
				return lam(r, params...)
			}
		}
	}
	hof := f.hof
	return func(r *rowRef) (Value, error) {
		vals := make([]Value, len(args))
		for i, a := range args {
			v, err := a(r)
			if err != nil {
				return v, err
			}
			vals[i] = v
		}
		return hof(r, vals, lams)
	}, nil
}

func init() {
	reg(&scalarFunc{name: "coalesce", min: 1, max: -1, ret: retSuper, lazy: func(r *rowRef, args []evalFn) (Value, error) {
		for _, a := range args {
			v, err := a(r)
			if err != nil || v.k != KindNull {
				return v, err
			}
		}
		return Null, nil
	}}, "ifnull", "nvl")
	// assert_true(c): NULL when c is TRUE, an error when it is FALSE or
	// NULL (Hive's GenericUDFAssertTrue, Spark); assert_true_value(c) is
	// TRUE there (Doris's assert_true(c, message)).
	reg(&scalarFunc{name: "assert_true", min: 1, max: 1, ret: retFixed(tBool), volatile: true, fn: func(a []Value) (Value, error) {
		return assertTrue(a[0], Null)
	}})
	reg(&scalarFunc{name: "assert_true_value", min: 1, max: 1, ret: retFixed(tBool), volatile: true, fn: func(a []Value) (Value, error) {
		return assertTrue(a[0], BoolValue(true))
	}})
	reg(&scalarFunc{name: "nvl2", min: 3, max: 3, ret: retArg(1), lazy: func(r *rowRef, args []evalFn) (Value, error) {
		v, err := args[0](r)
		if err != nil {
			return v, err
		}
		if v.k != KindNull {
			return args[1](r)
		}
		return args[2](r)
	}})
	reg(&scalarFunc{name: "if", min: 2, max: 3, ret: func(ts []Type) Type { return retSuper(ts[1:]) }, lazy: func(r *rowRef, args []evalFn) (Value, error) {
		c, err := args[0](r)
		if err != nil {
			return c, err
		}
		if truth(c) {
			return args[1](r)
		}
		if len(args) > 2 {
			return args[2](r)
		}
		return Null, nil
	}}, "iff", "iif")
	reg(&scalarFunc{name: "nullif", min: 2, max: 2, ret: retArg(0), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull || a[1].k == KindNull {
			return a[0], nil
		}
		c, err := compareLoose(a[0], a[1])
		if err != nil {
			return Null, err
		}
		if c == 0 {
			return Null, nil
		}
		return a[0], nil
	}})
	// greatest/least: NULL if any argument is NULL (Hive 2+, Trino, BigQuery).
	// Arrays and structs rank by the dialect's rule (orderNested).
	extremeFn := func(dir int) func(NestedNullRule, []Value) (Value, error) {
		return func(rule NestedNullRule, a []Value) (Value, error) { return extremeNested(a, dir, rule) }
	}
	reg(&scalarFunc{name: "greatest", min: 1, max: -1, strict: true, ret: retSuper, fn: func(a []Value) (Value, error) { return extreme(a, 1) }, dialect: nestedRule(extremeFn(1))})
	reg(&scalarFunc{name: "least", min: 1, max: -1, strict: true, ret: retSuper, fn: func(a []Value) (Value, error) { return extreme(a, -1) }, dialect: nestedRule(extremeFn(-1))})
	// the _ignore_nulls forms skip NULLs (PostgreSQL, DuckDB, Spark).
	// num_nulls(v...): PostgreSQL's count of its NULL arguments, an
	// integer (PostgreSQL 15 documentation, 9.2 Comparison Functions); a
	// row whose fields are all NULL is not itself NULL (run on PostgreSQL
	// 15: num_nulls(ROW(NULL, NULL)) is 0)
	reg(&scalarFunc{name: "num_nulls", min: 1, max: -1, ret: retFixed(tInt), fn: func(a []Value) (Value, error) {
		n := 0
		for _, v := range a {
			if v.k == KindNull {
				n++
			}
		}
		return IntOf(ast.TypeInt, int64(n)), nil
	}})
	reg(&scalarFunc{name: "greatest_ignore_nulls", min: 1, max: -1, ret: retSuper, fn: func(a []Value) (Value, error) { return extreme(a, 1) }, dialect: nestedRule(extremeFn(1))})
	reg(&scalarFunc{name: "least_ignore_nulls", min: 1, max: -1, ret: retSuper, fn: func(a []Value) (Value, error) { return extreme(a, -1) }, dialect: nestedRule(extremeFn(-1))})
	reg(&scalarFunc{name: "typeof", min: 1, max: 1, ret: retFixed(tVarchar), fn: func(a []Value) (Value, error) {
		if a[0].k == KindNull {
			return StringValue("NULL"), nil
		}
		return StringValue(strings.ToUpper(typeOfValue(a[0]).String())), nil
	}}, "pg_typeof")
}

// extreme is greatest (dir 1) or least (-1), skipping NULLs as Hive, Spark,
// PostgreSQL and DuckDB do, arrays and structs ordered by the default rule
// (NULL elements last).
func extreme(a []Value, dir int) (Value, error) {
	return extremeNested(a, dir, NestedNullRule{})
}

// assertTrue is pass where c is TRUE, else the error of assert_true.
func assertTrue(c, pass Value) (Value, error) {
	if c.k == KindBool && c.i != 0 {
		return pass, nil
	}
	return Null, fmt.Errorf("assert_true: assertion failed")
}
