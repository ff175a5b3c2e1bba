package executor

import (
	"fmt"

	"github.com/lateral-sql/lateral/ast"
)

// rowRef points at one row of a batch while an expression is evaluated.
type rowRef struct {
	cols [][]Value
	i    int
}

// evalFn is a compiled expression.
type evalFn func(r *rowRef) (Value, error)

// env binds columns that are not in the input layout: outer (correlated)
// columns and lambda parameters, each read from a slot.
type env struct {
	slots  map[ColID]*Value
	parent *env
}

func (e *env) lookup(id ColID) *Value {
	for ; e != nil; e = e.parent {
		if s, ok := e.slots[id]; ok {
			return s
		}
	}
	return nil
}

func newEnv(parent *env, ids []ColID) *env {
	e := &env{slots: make(map[ColID]*Value, len(ids)), parent: parent}
	for _, id := range ids {
		e.slots[id] = new(Value)
	}
	return e
}

// compiler compiles expressions against an input layout.
type compiler struct {
	b      *builder
	layout map[ColID]int
	env    *env
}

func layoutOf(cols []ColMeta) map[ColID]int {
	m := make(map[ColID]int, len(cols))
	for i, c := range cols {
		m[c.ID] = i
	}
	return m
}

// colPos returns the input position of e when it is a plain column of the
// layout (operators read such columns directly), else -1.
func (c *compiler) colPos(e Expr) int {
	if r, ok := e.(*ColRef); ok {
		if p, ok := c.layout[r.ID]; ok {
			return p
		}
	}
	return -1
}

func (c *compiler) compileAll(es []Expr) ([]evalFn, error) {
	out := make([]evalFn, len(es))
	for i, e := range es {
		f, err := c.compile(e)
		if err != nil {
			return nil, err
		}
		out[i] = f
	}
	return out, nil
}

func (c *compiler) compile(e Expr) (evalFn, error) {
	switch x := e.(type) {
	case nil:
		return func(*rowRef) (Value, error) { return Null, nil }, nil
	case *ColRef:
		if p, ok := c.layout[x.ID]; ok {
			return func(r *rowRef) (Value, error) { return r.cols[p][r.i], nil }, nil
		}
		if s := c.env.lookup(x.ID); s != nil {
			return func(*rowRef) (Value, error) { return *s, nil }, nil
		}
		return nil, fmt.Errorf("internal error: column %s#%d is not bound", x.Name, x.ID)
	case *Const:
		v := x.V
		return func(*rowRef) (Value, error) { return v, nil }, nil
	case *Bin:
		return c.compileBin(x)
	case *Un:
		f, err := c.compile(x.X)
		if err != nil {
			return nil, err
		}
		op := x.Op
		if op == ast.OpNeg && c.b.eng.opts.DecimalDuckDB && x.T.Kind == ast.TypeHugeInt {
			return func(r *rowRef) (Value, error) {
				v, err := f(r)
				if err != nil || v.k == KindNull {
					return v, err
				}
				return negHuge(v) // decimal_duckdb.go
			}, nil
		}
		return func(r *rowRef) (Value, error) {
			v, err := f(r)
			if err != nil || v.k == KindNull {
				return v, err
			}
			return unaryOp(op, v)
		}, nil
	case *Call:
		return c.compileCall(x)
	case *CaseE:
		return c.compileCase(x)
	case *CastE:
		f, err := c.compile(x.X)
		if err != nil {
			return nil, err
		}
		to, try, tryParts, byName, textDigits, at := x.To, x.Try, x.TryParts, x.ByName, x.TextDigits, x.At
		digits := -1
		if x.RoundTs {
			digits = x.TsDigits
		}
		loc, opts, strRule := c.b.eng.zone(), &c.b.eng.opts, c.b.eng.opts.StringToInt
		if x.Implicit {
			strRule = StringToIntStrict // the dialect's rule is CAST's
		}
		return func(r *rowRef) (Value, error) {
			v, err := f(r)
			if err != nil {
				return v, err
			}
			if byName {
				v = structsByName(v, to) // struct_cast_duckdb.go
			}
			out, err := explicitCast(v, to, opts, strRule, loc) // cast_int.go
			if err != nil {
				if isUnreadError(err) { // duck_zone_name_text.go
					return Null, err
				}
				if tryParts {
					return tryCastParts(v, to, func(v Value, t Type) (Value, error) { // try_cast_parts.go
						return explicitCast(v, t, opts, strRule, loc)
					}), nil
				}
				if try {
					return Null, nil
				}
				return Null, err
			}
			if textDigits > 0 {
				out, err := digitsText(v, out, textDigits-1) // trino_ts_text.go
				return out, runErrAt(at, err)
			}
			return roundTimestampFrom(out, digits, opts.TimestampRoundsFrom2000), nil
		}, nil
	case *IsNullE:
		f, err := c.compile(x.X)
		if err != nil {
			return nil, err
		}
		not := x.Not
		if c.b.eng.opts.RowIsNullByFields {
			return func(r *rowRef) (Value, error) {
				v, err := f(r)
				if err != nil {
					return v, err
				}
				return BoolValue(rowIsNull(v, not)), nil
			}, nil
		}
		return func(r *rowRef) (Value, error) {
			v, err := f(r)
			if err != nil {
				return v, err
			}
			return BoolValue((v.k == KindNull) != not), nil
		}, nil
	case *IsTruthE:
		f, err := c.compile(x.X)
		if err != nil {
			return nil, err
		}
		not, want := x.Not, x.Value
		return func(r *rowRef) (Value, error) {
			v, err := f(r)
			if err != nil {
				return v, err
			}
			var res bool
			switch want {
			case ast.TruthTrue:
				res = v.k == KindBool && v.i != 0
			case ast.TruthFalse:
				res = v.k == KindBool && v.i == 0
			default:
				res = v.k == KindNull
			}
			return BoolValue(res != not), nil
		}, nil
	case *LikeE:
		return c.compileLike(x)
	case *InListE:
		return c.compileInList(x)
	case *SubqueryE:
		return c.compileSubquery(x)
	case *SubscriptE:
		return c.compileSubscript(x)
	case *SliceE:
		fx, err := c.compile(x.X)
		if err != nil {
			return nil, err
		}
		flo, err := c.compile(x.Lo)
		if err != nil {
			return nil, err
		}
		fhi, err := c.compile(x.Hi)
		if err != nil {
			return nil, err
		}
		hasLo, hasHi := x.Lo != nil, x.Hi != nil
		fromEnd := !c.b.eng.opts.SliceBoundsClamp
		return func(r *rowRef) (Value, error) {
			v, err := fx(r)
			if err != nil || v.k == KindNull {
				return v, err
			}
			lo, err := flo(r)
			if err != nil {
				return lo, err
			}
			hi, err := fhi(r)
			if err != nil {
				return hi, err
			}
			return sliceValue(v, lo, hi, hasLo, hasHi, fromEnd)
		}, nil
	case *FieldE:
		f, err := c.compile(x.X)
		if err != nil {
			return nil, err
		}
		name := x.Name
		return func(r *rowRef) (Value, error) {
			v, err := f(r)
			if err != nil || v.k == KindNull {
				return Null, err
			}
			switch v.k {
			case KindStruct:
				fv, ok := v.Field(name)
				if !ok {
					return Null, fmt.Errorf("struct has no field %q", name)
				}
				return fv, nil
			case KindMap:
				return mapLookup(v, StringValue(name)), nil
			}
			return Null, fmt.Errorf("cannot read field %q of a %s", name, v.k)
		}, nil
	case *ArrayE:
		fs, err := c.compileAll(x.Elems)
		if err != nil {
			return nil, err
		}
		return func(r *rowRef) (Value, error) {
			out := make([]Value, len(fs))
			for i, f := range fs {
				v, err := f(r)
				if err != nil {
					return v, err
				}
				out[i] = v
			}
			return ArrayValue(out), nil
		}, nil
	case *MapE:
		fk, err := c.compileAll(x.Keys)
		if err != nil {
			return nil, err
		}
		fv, err := c.compileAll(x.Vals)
		if err != nil {
			return nil, err
		}
		return func(r *rowRef) (Value, error) {
			ks, vs := make([]Value, 0, len(fk)), make([]Value, 0, len(fk))
			for i := range fk {
				k, err := fk[i](r)
				if err != nil {
					return k, err
				}
				if k.k == KindNull {
					return Null, fmt.Errorf("map key cannot be NULL")
				}
				v, err := fv[i](r)
				if err != nil {
					return v, err
				}
				ks, vs = mapPut(ks, vs, k, v)
			}
			return MapOf(ks, vs), nil
		}, nil
	case *StructE:
		fs, err := c.compileAll(x.Vals)
		if err != nil {
			return nil, err
		}
		names := x.Names
		return func(r *rowRef) (Value, error) {
			out := make([]Value, len(fs))
			for i, f := range fs {
				v, err := f(r)
				if err != nil {
					return v, err
				}
				out[i] = v
			}
			return StructOf(names, out), nil
		}, nil
	case *GroupingE:
		p, ok := c.layout[x.GID]
		if !ok {
			return nil, fmt.Errorf("internal error: grouping() outside an aggregate")
		}
		keys, n := x.Keys, x.N
		return func(r *rowRef) (Value, error) {
			gid := r.cols[p][r.i].i
			var out int64
			for _, k := range keys {
				out = out<<1 | (gid>>(n-1-k))&1
			}
			return IntValue(out), nil
		}, nil
	case *LambdaE:
		return nil, fmt.Errorf("a lambda can only be an argument of a function that takes one")
	case *AggCall:
		return nil, fmt.Errorf("aggregate function %s is not allowed here", x.Name)
	case *WinCall:
		return nil, fmt.Errorf("window function %s is not allowed here", x.Fn.Name)
	}
	return nil, fmt.Errorf("internal error: cannot compile %T", e)
}

func (c *compiler) compileBin(x *Bin) (evalFn, error) {
	fl, err := c.compile(x.L)
	if err != nil {
		return nil, err
	}
	fr, err := c.compile(x.R)
	if err != nil {
		return nil, err
	}
	op := x.Op
	switch op {
	case ast.OpAnd:
		return func(r *rowRef) (Value, error) {
			l, err := fl(r)
			if err != nil {
				return l, err
			}
			if l.k == KindBool && l.i == 0 {
				return l, nil
			}
			rv, err := fr(r)
			if err != nil {
				return rv, err
			}
			if rv.k == KindBool && rv.i == 0 {
				return rv, nil
			}
			if l.k == KindNull || rv.k == KindNull {
				return Null, nil
			}
			return BoolValue(true), nil
		}, nil
	case ast.OpOr:
		return func(r *rowRef) (Value, error) {
			l, err := fl(r)
			if err != nil {
				return l, err
			}
			if l.k == KindBool && l.i != 0 {
				return l, nil
			}
			rv, err := fr(r)
			if err != nil {
				return rv, err
			}
			if rv.k == KindBool && rv.i != 0 {
				return rv, nil
			}
			if l.k == KindNull || rv.k == KindNull {
				return Null, nil
			}
			return BoolValue(false), nil
		}, nil
	case ast.OpIsDistinct, ast.OpIsNotDistinct:
		not := op == ast.OpIsNotDistinct
		if fs := c.charsAsText([]Expr{x.L, x.R}, []evalFn{fl, fr}); fs != nil {
			fl, fr = fs[0], fs[1] // as = reads them (nested_text.go)
		}
		return func(r *rowRef) (Value, error) {
			l, err := fl(r)
			if err != nil {
				return l, err
			}
			rv, err := fr(r)
			if err != nil {
				return rv, err
			}
			return BoolValue(notDistinctLoose(l, rv) == not), nil
		}, nil
	case ast.OpEq, ast.OpNe, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
		top, inner := c.nestedRule(x.L, x.R)
		if fs := c.charsAsText([]Expr{x.L, x.R}, []evalFn{fl, fr}); fs != nil {
			fl, fr = fs[0], fs[1] // nested_text.go
		}
		return func(r *rowRef) (Value, error) {
			l, err := fl(r)
			if err != nil {
				return l, err
			}
			rv, err := fr(r)
			if err != nil {
				return rv, err
			}
			return compareNested(op, l, rv, top, inner)
		}, nil
	case ast.OpConcat:
		if f := c.pgArrayConcat(x, fl, fr); f != nil {
			return f, nil
		}
		if c.b.eng.opts.CharLength == CharLengthPostgres {
			fl, fr = charTrimFn(fl), charTrimFn(fr) // nested_text.go
		}
		if rule := c.b.eng.opts.NestedText; rule != NestedTextDefault {
			floats := c.b.eng.opts.FloatText
			fl, fr = rowTextFn(fl, rule, floats), rowTextFn(fr, rule, floats) // nested_text.go
		}
		if rule := c.b.eng.opts.FloatText; rule != FloatTextDefault {
			fl, fr = floatTextFn(fl, rule), floatTextFn(fr, rule) // float_text.go
		}
		if c.b.eng.opts.BoolTextUpper {
			fl, fr = boolUpperTextFn(fl), boolUpperTextFn(fr) // bool_text.go
		}
		if rule := c.b.eng.opts.IntervalText; rule != IntervalTextDefault {
			fl, fr = intervalTextFn(fl, rule), intervalTextFn(fr, rule) // interval_text.go
		}
		loc, duck := c.b.eng.zone(), c.b.eng.opts.DuckDBZoneText
		if c.b.eng.opts.PostgresTyping {
			fl, fr = pgEraTextFn(fl, loc), pgEraTextFn(fr, loc) // bc_text.go
		}
		if o := &c.b.eng.opts; o.PlusYearDates || o.PlusYearTimestamps || o.EraYearText != EraYearDefault {
			fl, fr = plusYearTextFn(fl, o), plusYearTextFn(fr, o) // plus_year_text.go
		}
		fl, fr = tzTextFn(fl, loc, duck), tzTextFn(fr, loc, duck) // duck_tz_text.go
	case ast.OpRegexMatch, ast.OpRegexIMatch:
		cache := &regexCache{flavor: c.b.eng.opts.RegexFlavor, matchTest: true}
		ci := op == ast.OpRegexIMatch
		return func(r *rowRef) (Value, error) {
			l, err := fl(r)
			if err != nil || l.k == KindNull {
				return Null, err
			}
			p, err := fr(r)
			if err != nil || p.k == KindNull {
				return Null, err
			}
			pat := p.s
			if ci {
				pat = "(?i)" + pat
			}
			re, err := cache.get(pat, true)
			if err != nil {
				return Null, err
			}
			return BoolValue(re.MatchString(l.s)), nil
		}, nil
	}
	arith := c.b.eng.opts.arith()                               // Options.NumberIntegers
	arith = c.b.eng.opts.decimalRange(op, x.Int128, x.T, arith) // Options.DecimalDuckDB
	if x.Int64Product {
		arith = duckInt64ProductRange(arith) // decimal_duckdb.go
	}
	if x.Int64Sum {
		arith = duckInt64SumRange(arith) // decimal_duckdb_sum.go
	}
	arith = c.b.eng.opts.largeIntRange(op, x.T, arith) // hugeint_duckdb.go
	arith = c.b.eng.opts.duckBits(op, x.T, arith)      // duck_shift.go
	arith = c.b.eng.opts.javaShifts(op, arith)         // java_shift.go
	arith = c.b.eng.opts.floatRange(arith)             // Options.FloatRangeError
	if op == ast.OpDiv || op == ast.OpDivFrac || op == ast.OpIntDiv {
		arith = c.b.eng.opts.divArith(x.T, arith) // Options.Division
		arith = c.b.eng.opts.intDivArith(arith)   // Options.IntDivOperands
		arith = c.b.eng.opts.intDivRange(arith)   // Options.IntDivRangeError
	}
	if op == ast.OpMod {
		arith = c.b.eng.opts.modArith(arith)    // Options.FloatModZeroNaN
		arith = c.b.eng.opts.intModRange(arith) // Options.IntModRangeError
	}
	arith = c.b.eng.opts.hugeDivRange(op, x.T, arith) // hugeint_duckdb.go
	return func(r *rowRef) (Value, error) {
		l, err := fl(r)
		if err != nil {
			return l, err
		}
		rv, err := fr(r)
		if err != nil {
			return rv, err
		}
		return arith(op, l, rv)
	}, nil
}

func notDistinctLoose(a, b Value) bool {
	if a.k == KindNull || b.k == KindNull {
		return a.k == b.k
	}
	c, err := compareLoose(a, b)
	return err == nil && c == 0
}

// compareLoose compares with the implicit conversions SQL allows between a
// string and a number.
func compareLoose(a, b Value) (int, error) {
	if a.k == KindString && b.isNumeric() {
		x, err := castValue(a, Type{Kind: ast.TypeDouble})
		if err != nil {
			return 0, fmt.Errorf("cannot compare '%s' with a number", a.s)
		}
		a = x
	} else if b.k == KindString && a.isNumeric() {
		x, err := castValue(b, Type{Kind: ast.TypeDouble})
		if err != nil {
			return 0, fmt.Errorf("cannot compare '%s' with a number", b.s)
		}
		b = x
	} else if a.k == KindString && b.k == KindBool || a.k == KindBool && b.k == KindString {
		if a.k == KindString {
			x, err := castValue(a, tBool)
			if err != nil {
				return 0, err
			}
			a = x
		} else {
			x, err := castValue(b, tBool)
			if err != nil {
				return 0, err
			}
			b = x
		}
	}
	return Compare(a, b), nil
}

// NestedNullRule says how a dialect compares arrays and structs that hold
// NULL elements or fields with =, <>, IN and <, <=, >, >=. IS [NOT]
// DISTINCT FROM always treats two NULL elements as the same and a NULL
// element as distinct from any value. The zero value is the rule of the
// SQL standard for equality (unknown when the answer depends on a NULL
// element) with NULL elements sorting last in comparisons.
type NestedNullRule struct {
	// Eq is the rule of = and <> (and so IN).
	Eq NestedNullEq
	// Order is the rule of <, <=, > and >=.
	Order NestedNullOrder
	// RowConstructors: two row constructors (ROW(a, b), or a row
	// constructor against a row-valued subquery) compare field by field
	// the SQL standard's way (Eq NestedEqUnknown, Order NestedOrderUnknown)
	// whatever Eq and Order say; their fields compare by Eq and Order
	// (PostgreSQL: record_eq only for composite values).
	RowConstructors bool
}

// NestedNullEq is how = treats NULL elements and fields.
type NestedNullEq uint8

const (
	// NestedEqUnknown: false when a pair of non-NULL elements differs (or
	// the lengths do), else NULL when a NULL element is involved (the SQL
	// standard; Trino and Presto).
	NestedEqUnknown NestedNullEq = iota
	// NestedEqNullsEqual: two NULL elements are equal, a NULL element
	// differs from any value (PostgreSQL arrays and composite values,
	// DuckDB, Spark, Hive).
	NestedEqNullsEqual
)

// NestedNullOrder is how <, <=, > and >= treat NULL elements and fields:
// elements are compared in order, the first pair that differs decides,
// then the shorter array is the smaller.
type NestedNullOrder uint8

const (
	// NestedOrderNullsLast: a NULL element is larger than any value and
	// equal to a NULL (PostgreSQL, DuckDB).
	NestedOrderNullsLast NestedNullOrder = iota
	// NestedOrderNullsFirst: a NULL element is smaller than any value and
	// equal to a NULL (Spark, Hive).
	NestedOrderNullsFirst
	// NestedOrderUnknown: a pair with a NULL reached before a deciding pair
	// makes the comparison NULL (the SQL standard's row comparison).
	NestedOrderUnknown
	// NestedOrderError: reaching a NULL element is an error (Trino,
	// Presto: "ARRAY comparison not supported for arrays with null
	// elements").
	NestedOrderError
)

// nestedRule is the rule of a comparison of l and r: the dialect's,
// or the SQL standard's at the top level of two row constructors.
func (c *compiler) nestedRule(l, r Expr) (top, inner NestedNullRule) {
	rule := c.b.eng.opts.NestedNulls
	top, inner = rule, rule
	if rule.RowConstructors && isRowConstructor(l) && isRowConstructor(r) {
		top.Eq, top.Order = NestedEqUnknown, NestedOrderUnknown
	}
	return top, inner
}

// isRowConstructor reports whether e builds a struct from its fields
// (ROW(a, b), (a, b)) or is a row-valued scalar subquery.
func isRowConstructor(e Expr) bool {
	switch x := e.(type) {
	case *StructE:
		return true
	case *SubqueryE:
		return x.Mode == SubScalar && x.Type().Kind == ast.TypeStruct
	}
	return false
}

// compareNested is l op r for a comparison operator; arrays and structs
// holding NULLs compare by top at their first level and inner below it.
func compareNested(op ast.BinaryOp, l, r Value, top, inner NestedNullRule) (Value, error) {
	if l.k == KindNull || r.k == KindNull {
		return Null, nil
	}
	if (l.k == KindArray || l.k == KindStruct) && l.k == r.k {
		if op == ast.OpEq || op == ast.OpNe {
			eq, unknown := nestedEqual(l, r, top, inner)
			if unknown {
				return Null, nil
			}
			return BoolValue(eq == (op == ast.OpEq)), nil
		}
		c, unknown, err := nestedCompare(l, r, top, inner)
		if err != nil || unknown {
			return Null, err
		}
		return BoolValue(orderHolds(op, c)), nil
	}
	c, err := compareLoose(l, r)
	if err != nil {
		return Null, err
	}
	return BoolValue(orderHolds(op, c)), nil
}

// orderHolds reports whether a comparison with result c (-1, 0, 1)
// satisfies op.
func orderHolds(op ast.BinaryOp, c int) bool {
	switch op {
	case ast.OpEq:
		return c == 0
	case ast.OpNe:
		return c != 0
	case ast.OpLt:
		return c < 0
	case ast.OpLe:
		return c <= 0
	case ast.OpGt:
		return c > 0
	case ast.OpGe:
		return c >= 0
	}
	return false
}

// nestedParts returns the elements of two arrays or the fields of two
// structs.
func nestedParts(a, b Value) (xs, ys []Value) {
	if a.k == KindArray {
		return a.Elems(), b.Elems()
	}
	return a.Struct().Vals, b.Struct().Vals
}

// nestedEqual is a = b for two arrays or two structs: eq when equal,
// unknown when the answer depends on a NULL element under rule.
func nestedEqual(a, b Value, rule, inner NestedNullRule) (eq, unknown bool) {
	xs, ys := nestedParts(a, b)
	if len(xs) != len(ys) {
		return false, false
	}
	for i := range xs {
		x, y := xs[i], ys[i]
		if x.k == KindNull || y.k == KindNull {
			if rule.Eq == NestedEqNullsEqual {
				if x.k != y.k {
					return false, false
				}
				continue
			}
			unknown = true
			continue
		}
		if (x.k == KindArray || x.k == KindStruct) && x.k == y.k {
			e, u := nestedEqual(x, y, inner, inner)
			if !e && !u {
				return false, false
			}
			unknown = unknown || u
			continue
		}
		if Compare(x, y) != 0 {
			return false, false
		}
	}
	return !unknown, unknown
}

// nestedCompare orders two arrays or two structs under rule: c is -1, 0
// or 1, unknown when a NULL element decides under NestedOrderUnknown.
func nestedCompare(a, b Value, rule, inner NestedNullRule) (c int, unknown bool, err error) {
	xs, ys := nestedParts(a, b)
	for i := 0; i < len(xs) && i < len(ys); i++ {
		x, y := xs[i], ys[i]
		if x.k == KindNull || y.k == KindNull {
			switch rule.Order {
			case NestedOrderUnknown:
				return 0, true, nil
			case NestedOrderError:
				if a.k == KindArray {
					return 0, false, fmt.Errorf("ARRAY comparison not supported for arrays with null elements")
				}
				return 0, false, fmt.Errorf("ROW comparison not supported for fields with null elements")
			}
			switch {
			case x.k == y.k:
				continue
			case (x.k == KindNull) == (rule.Order == NestedOrderNullsLast):
				return 1, false, nil
			default:
				return -1, false, nil
			}
		}
		if (x.k == KindArray || x.k == KindStruct) && x.k == y.k {
			c, u, err := nestedCompare(x, y, inner, inner)
			if err != nil || u || c != 0 {
				return c, u, err
			}
			continue
		}
		if c := Compare(x, y); c != 0 {
			return c, false, nil
		}
	}
	return cmpInt(int64(len(xs)), int64(len(ys))), false, nil
}

// orderNested orders two non-NULL values where a dialect ranks them rather
// than tests a comparison: ORDER BY and window ORDER BY keys, min, max,
// min_by/max_by keys, greatest and least. Arrays and structs put their NULL
// elements first under NestedOrderNullsFirst (Spark, Hive) and fail on
// reaching one under NestedOrderError (Trino, Presto: the same ordering
// operator ranks them there); otherwise NULL elements rank last (Compare),
// PostgreSQL's and DuckDB's order, kept for the dialects whose comparison
// would be unknown (a ranking needs an answer).
func orderNested(a, b Value, rule NestedNullRule) (int, error) {
	if a.k == b.k && (a.k == KindArray || a.k == KindStruct) {
		switch rule.Order {
		case NestedOrderNullsFirst, NestedOrderError:
			c, _, err := nestedCompare(a, b, rule, rule)
			return c, err
		}
	}
	return Compare(a, b), nil
}

// elementEqual is e = x for array membership (array_contains, contains,
// array_position, = ANY (array)) under rule: the element comparison is the
// dialect's =, unknown when its NULL elements or fields make it so. Under
// NestedOrderError (Trino, Presto) an unknown element comparison is an
// error for name, as those engines' contains and array_position raise
// ("contains does not support arrays with elements that are null or
// contain null").
func elementEqual(e, x Value, rule NestedNullRule, name string) (eq, unknown bool, err error) {
	if e.k == x.k && (e.k == KindArray || e.k == KindStruct) {
		eq, unknown = nestedEqual(e, x, rule, rule)
		if unknown && rule.Order == NestedOrderError {
			return false, false, fmt.Errorf("%s does not support arrays with elements that are null or contain null", name)
		}
		return eq, unknown, nil
	}
	c, err := compareLoose(e, x)
	return err == nil && c == 0, false, nil
}

// extremeNested is greatest (dir 1) or least (-1) under rule, skipping
// NULL arguments (the strict forms never see one).
func extremeNested(a []Value, dir int, rule NestedNullRule) (Value, error) {
	best := Null
	for _, v := range a {
		if v.k == KindNull {
			continue
		}
		if best.k == KindNull {
			best = v
			continue
		}
		var c int
		var err error
		if v.k == best.k && (v.k == KindArray || v.k == KindStruct) {
			c, err = orderNested(v, best, rule)
		} else {
			c, err = compareLoose(v, best)
		}
		if err != nil {
			return Null, err
		}
		if c*dir > 0 {
			best = v
		}
	}
	return best, nil
}

// truth reports whether v is TRUE (NULL and FALSE are not).
func truth(v Value) bool { return v.k == KindBool && v.i != 0 || v.k == KindInt && v.i != 0 }

func (c *compiler) compileCase(x *CaseE) (evalFn, error) {
	op, err := c.compile(x.Operand)
	if err != nil {
		return nil, err
	}
	whens, err := c.compileAll(x.Whens)
	if err != nil {
		return nil, err
	}
	thens, err := c.compileAll(x.Thens)
	if err != nil {
		return nil, err
	}
	els, err := c.compile(x.Else)
	if err != nil {
		return nil, err
	}
	hasOperand := x.Operand != nil
	// the operand is compared by the dialect's rule for values, even with
	// row constructors (PostgreSQL: CASE ROW(1, NULL) WHEN ROW(1, NULL)
	// matches, checked on PostgreSQL 15)
	rule := c.b.eng.opts.NestedNulls
	conv := coerceResult(x.T)
	return func(r *rowRef) (Value, error) {
		var ov Value
		if hasOperand {
			v, err := op(r)
			if err != nil {
				return v, err
			}
			ov = v
		}
		for i, w := range whens {
			wv, err := w(r)
			if err != nil {
				return wv, err
			}
			hit := false
			if hasOperand {
				// CASE x WHEN v is x = v
				res, err := compareNested(ast.OpEq, ov, wv, rule, rule)
				if err != nil {
					return Null, err
				}
				hit = truth(res)
			} else {
				hit = truth(wv)
			}
			if hit {
				v, err := thens[i](r)
				if err != nil {
					return v, err
				}
				return conv(v)
			}
		}
		v, err := els(r)
		if err != nil {
			return v, err
		}
		return conv(v)
	}, nil
}

// coerceResult converts a result of a CASE, COALESCE, IF, GREATEST or
// LEAST to t, the type of its branches (superType): the integer branch of
// a CASE of a numeric and an integer is a numeric (PostgreSQL 15:
// coalesce(NULL::numeric, 3) / 2 is 1.5).
func coerceResult(t Type) func(Value) (Value, error) {
	return func(v Value) (Value, error) {
		if v.k == KindNull || t.Kind == ast.TypeUnknown || !needsCoercion(v, t) {
			return v, nil
		}
		return castValue(v, t)
	}
}

// needsCoercion reports whether v must be converted to match t in a
// CASE/COALESCE result (numeric widening, and a DATE among TIMESTAMPs:
// PostgreSQL 15 and DuckDB give greatest(DATE '2020-01-01', TIMESTAMP
// '2019-01-01 10:00:00') as the TIMESTAMP 2020-01-01 00:00:00; other kinds
// pass through).
func needsCoercion(v Value, t Type) bool {
	switch {
	case v.k == KindDate && t.Kind == ast.TypeTimestamp:
		return true
	case v.k == KindInt && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal || t.Kind == ast.TypeDecimal):
		return true
	case v.k == KindDecimal && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal):
		return true
	case v.k == KindInt && t.Kind.IsInteger() && v.t != t.Kind && numericRank(t.Kind) > numericRank(v.t):
		return true
	}
	return false
}

func (c *compiler) compileInList(x *InListE) (evalFn, error) {
	fx, err := c.compile(x.X)
	if err != nil {
		return nil, err
	}
	fs, err := c.compileAll(x.List)
	if err != nil {
		return nil, err
	}
	if gs := c.charsAsText(append([]Expr{x.X}, x.List...), append([]evalFn{fx}, fs...)); gs != nil {
		fx, fs = gs[0], gs[1:] // nested_text.go
	}
	not := x.Not
	// each item is compared as x = item would be
	tops := make([]NestedNullRule, len(x.List))
	var inner NestedNullRule
	for i, e := range x.List {
		tops[i], inner = c.nestedRule(x.X, e)
	}
	return func(r *rowRef) (Value, error) {
		v, err := fx(r)
		if err != nil {
			return v, err
		}
		if v.k == KindNull {
			return Null, nil
		}
		sawNull := false
		for i, f := range fs {
			e, err := f(r)
			if err != nil {
				return e, err
			}
			if e.k == KindNull {
				sawNull = true
				continue
			}
			res, err := compareNested(ast.OpEq, v, e, tops[i], inner)
			if err != nil {
				return Null, err
			}
			if res.k == KindNull {
				sawNull = true
			} else if res.i != 0 {
				return BoolValue(!not), nil
			}
		}
		if sawNull {
			return Null, nil
		}
		return BoolValue(not), nil
	}, nil
}

// rowIsNull is v IS NULL (not: IS NOT NULL) under PostgreSQL's rule for
// row values: IS NULL is true when v is NULL or every field of the struct
// v is NULL, IS NOT NULL when v is not NULL and no field of it is NULL.
// Fields are tested as values, not again field by field: a field that is
// a struct of NULLs is not NULL (ROW(ROW(NULL)) IS NULL is false).
func rowIsNull(v Value, not bool) bool {
	if v.k == KindNull {
		return !not
	}
	s := v.Struct()
	if v.k != KindStruct || s == nil {
		return not
	}
	for _, f := range s.Vals {
		if (f.k == KindNull) == not {
			return false
		}
	}
	return true
}
