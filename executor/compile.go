package executor

import (
	"fmt"
	"regexp"
	"strings"

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
		to, try := x.To, x.Try
		return func(r *rowRef) (Value, error) {
			v, err := f(r)
			if err != nil {
				return v, err
			}
			out, err := castValue(v, to)
			if err != nil {
				if try {
					return Null, nil
				}
				return Null, err
			}
			return out, nil
		}, nil
	case *IsNullE:
		f, err := c.compile(x.X)
		if err != nil {
			return nil, err
		}
		not := x.Not
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
			return sliceValue(v, lo, hi, hasLo, hasHi)
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
		return func(r *rowRef) (Value, error) {
			l, err := fl(r)
			if err != nil {
				return l, err
			}
			rv, err := fr(r)
			if err != nil {
				return rv, err
			}
			return compareOp(op, l, rv)
		}, nil
	case ast.OpRegexMatch, ast.OpRegexIMatch:
		cache := &regexCache{}
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
			re, err := cache.get(pat, false)
			if err != nil {
				return Null, err
			}
			return BoolValue(re.MatchString(l.s)), nil
		}, nil
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
		return binaryOp(op, l, rv)
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

func compareOp(op ast.BinaryOp, l, r Value) (Value, error) {
	if l.k == KindNull || r.k == KindNull {
		return Null, nil
	}
	if (l.k == KindArray || l.k == KindStruct) && l.k == r.k && (op == ast.OpEq || op == ast.OpNe) {
		// nested equality with NULL elements is unknown when otherwise equal
		eq, unknown := nestedEqual(l, r)
		if unknown {
			return Null, nil
		}
		return BoolValue(eq == (op == ast.OpEq)), nil
	}
	c, err := compareLoose(l, r)
	if err != nil {
		return Null, err
	}
	var res bool
	switch op {
	case ast.OpEq:
		res = c == 0
	case ast.OpNe:
		res = c != 0
	case ast.OpLt:
		res = c < 0
	case ast.OpLe:
		res = c <= 0
	case ast.OpGt:
		res = c > 0
	case ast.OpGe:
		res = c >= 0
	}
	return BoolValue(res), nil
}

func nestedEqual(a, b Value) (eq, unknown bool) {
	var xs, ys []Value
	if a.k == KindArray {
		xs, ys = a.Elems(), b.Elems()
	} else {
		xs, ys = a.Struct().Vals, b.Struct().Vals
	}
	if len(xs) != len(ys) {
		return false, false
	}
	for i := range xs {
		if xs[i].k == KindNull || ys[i].k == KindNull {
			unknown = true
			continue
		}
		if (xs[i].k == KindArray || xs[i].k == KindStruct) && xs[i].k == ys[i].k {
			e, u := nestedEqual(xs[i], ys[i])
			if !e && !u {
				return false, false
			}
			unknown = unknown || u
			continue
		}
		if Compare(xs[i], ys[i]) != 0 {
			return false, false
		}
	}
	return !unknown, unknown
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
	t := x.T
	conv := func(v Value) (Value, error) {
		if v.k == KindNull || t.Kind == ast.TypeUnknown || !needsCoercion(v, t) {
			return v, nil
		}
		return castValue(v, t)
	}
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
				if ov.k != KindNull && wv.k != KindNull {
					cmp, err := compareLoose(ov, wv)
					if err != nil {
						return Null, err
					}
					hit = cmp == 0
				}
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

// needsCoercion reports whether v must be converted to match t in a
// CASE/COALESCE result (numeric widening only; other kinds pass through).
func needsCoercion(v Value, t Type) bool {
	switch {
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
	not := x.Not
	return func(r *rowRef) (Value, error) {
		v, err := fx(r)
		if err != nil {
			return v, err
		}
		if v.k == KindNull {
			return Null, nil
		}
		sawNull := false
		for _, f := range fs {
			e, err := f(r)
			if err != nil {
				return e, err
			}
			if e.k == KindNull {
				sawNull = true
				continue
			}
			res, err := compareOp(ast.OpEq, v, e)
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

func (c *compiler) compileSubscript(x *SubscriptE) (evalFn, error) {
	fx, err := c.compile(x.X)
	if err != nil {
		return nil, err
	}
	fi, err := c.compile(x.Index)
	if err != nil {
		return nil, err
	}
	base, missing := x.Base, x.Missing
	return func(r *rowRef) (Value, error) {
		v, err := fx(r)
		if err != nil || v.k == KindNull {
			return Null, err
		}
		idx, err := fi(r)
		if err != nil || idx.k == KindNull {
			return Null, err
		}
		return subscript(v, idx, base, missing)
	}, nil
}

// subscript reads v[idx] for an array (relative to base) or map (key).
func subscript(v, idx Value, base int, missing ast.MissingIndex) (Value, error) {
	switch v.k {
	case KindArray:
		iv, err := castValue(idx, tBigInt)
		if err != nil {
			return Null, fmt.Errorf("array subscript must be an integer: %s", idx)
		}
		es := v.Elems()
		i := iv.i - int64(base)
		if i < 0 || i >= int64(len(es)) {
			if missing == ast.MissingError {
				return Null, fmt.Errorf("array subscript out of bounds: index %d, array of %d elements", iv.i, len(es))
			}
			return Null, nil
		}
		return es[i], nil
	case KindMap:
		m := v.Map()
		for i, k := range m.Keys {
			if c, err := compareLoose(k, idx); err == nil && c == 0 {
				return m.Vals[i], nil
			}
		}
		if missing == ast.MissingError {
			return Null, fmt.Errorf("key not present in map: %s", idx)
		}
		return Null, nil
	case KindStruct:
		if idx.k == KindString {
			f, _ := v.Field(idx.s)
			return f, nil
		}
		if idx.k == KindInt {
			s := v.Struct()
			i := idx.i - int64(base)
			if i >= 0 && i < int64(len(s.Vals)) {
				return s.Vals[i], nil
			}
		}
		return Null, nil
	case KindString:
		// string indexing (DuckDB 'abc'[1])
		iv, err := castValue(idx, tBigInt)
		if err != nil {
			return Null, err
		}
		rs := []rune(v.s)
		i := iv.i - int64(base)
		if i < 0 || i >= int64(len(rs)) {
			return StringValue(""), nil
		}
		return StringValue(string(rs[i])), nil
	case KindJSON:
		j, err := parseJSON(v.s)
		if err != nil {
			return Null, nil
		}
		var n *jsonNode
		var ok bool
		if idx.k == KindInt {
			n, ok = jsonPath(j, fmt.Sprintf("$[%d]", idx.i))
		} else {
			n, ok = j.member(idx.String())
		}
		if !ok {
			return Null, nil
		}
		return JSONValue(n.textJSON()), nil
	}
	return Null, fmt.Errorf("cannot subscript a value of type %s", v.k)
}

func mapLookup(m, key Value) Value {
	mv := m.Map()
	for i, k := range mv.Keys {
		if c, err := compareLoose(k, key); err == nil && c == 0 {
			return mv.Vals[i]
		}
	}
	return Null
}

// mapPut sets k to v, replacing an existing key (last wins).
func mapPut(ks, vs []Value, k, v Value) ([]Value, []Value) {
	for i := range ks {
		if NotDistinct(ks[i], k) {
			vs[i] = v
			return ks, vs
		}
	}
	return append(ks, k), append(vs, v)
}

func sliceValue(v, lo, hi Value, hasLo, hasHi bool) (Value, error) {
	var n int64
	switch v.k {
	case KindArray:
		n = int64(len(v.Elems()))
	case KindString:
		n = int64(len([]rune(v.s)))
	default:
		return Null, fmt.Errorf("cannot slice a %s", v.k)
	}
	from, to := int64(1), n
	if hasLo {
		if lo.k == KindNull {
			return Null, nil
		}
		from = lo.i
		if from < 0 {
			from = n + from + 1
		}
	}
	if hasHi {
		if hi.k == KindNull {
			return Null, nil
		}
		to = hi.i
		if to < 0 {
			to = n + to + 1
		}
	}
	from = max(from, 1)
	to = min(to, n)
	if v.k == KindArray {
		if from > to {
			return ArrayValue([]Value{}), nil
		}
		return ArrayValue(v.Elems()[from-1 : to]), nil
	}
	if from > to {
		return StringValue(""), nil
	}
	return StringValue(string([]rune(v.s)[from-1 : to])), nil
}

// regexCache keeps compiled patterns of one call site.
type regexCache struct {
	pat string
	re  *regexp.Regexp
	m   map[string]*regexp.Regexp
}

func (rc *regexCache) get(pat string, java bool) (*regexp.Regexp, error) {
	if rc.re != nil && rc.pat == pat {
		return rc.re, nil
	}
	if re, ok := rc.m[pat]; ok {
		rc.pat, rc.re = pat, re
		return re, nil
	}
	var re *regexp.Regexp
	var err error
	if java {
		re, err = compileJavaRegex(pat)
	} else {
		re, err = regexp.Compile(pat)
		if err != nil {
			err = fmt.Errorf("invalid regular expression %q: %v", pat, err)
		}
	}
	if err != nil {
		return nil, err
	}
	if rc.m == nil {
		rc.m = map[string]*regexp.Regexp{}
	}
	if len(rc.m) < 1000 {
		rc.m[pat] = re
	}
	rc.pat, rc.re = pat, re
	return re, nil
}

// compileJavaRegex compiles a Java regular expression with Go's RE2 when
// their meanings agree, and refuses the constructs RE2 cannot run.
func compileJavaRegex(pat string) (*regexp.Regexp, error) {
	for _, bad := range []struct{ tok, what string }{
		{"(?=", "lookahead"}, {"(?!", "negative lookahead"}, {"(?<=", "lookbehind"},
		{"(?<!", "negative lookbehind"}, {"(?>", "atomic group"}, {"*+", "possessive quantifier"},
		{"++", "possessive quantifier"}, {"?+", "possessive quantifier"},
	} {
		if strings.Contains(pat, bad.tok) {
			return nil, fmt.Errorf("regular expression %q uses a %s, which this executor (RE2) cannot run", pat, bad.what)
		}
	}
	for i := 0; i+1 < len(pat); i++ {
		if pat[i] == '\\' {
			if pat[i+1] >= '1' && pat[i+1] <= '9' {
				return nil, fmt.Errorf("regular expression %q uses a backreference, which this executor (RE2) cannot run", pat)
			}
			i++
		}
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		return nil, fmt.Errorf("invalid regular expression %q: %v", pat, err)
	}
	return re, nil
}

func (c *compiler) compileLike(x *LikeE) (evalFn, error) {
	fx, err := c.compile(x.X)
	if err != nil {
		return nil, err
	}
	fp, err := c.compile(x.Pat)
	if err != nil {
		return nil, err
	}
	fe, err := c.compile(x.Esc)
	if err != nil {
		return nil, err
	}
	hasEsc := x.Esc != nil
	kind, not := x.Kind, x.Not
	cache := &regexCache{}
	return func(r *rowRef) (Value, error) {
		v, err := fx(r)
		if err != nil || v.k == KindNull {
			return Null, err
		}
		p, err := fp(r)
		if err != nil || p.k == KindNull {
			return Null, err
		}
		esc := "\\"
		if hasEsc {
			e, err := fe(r)
			if err != nil || e.k == KindNull {
				return Null, err
			}
			esc = e.s
		}
		s := v.s
		if v.k != KindString {
			s = v.String()
		}
		var re *regexp.Regexp
		switch kind {
		case ast.LikeRegex:
			re, err = cache.get(p.s, true)
		case ast.LikeSimilar:
			re, err = cache.get(similarToRegex(p.s, esc), false)
		default:
			rp := likeToRegex(p.s, esc)
			if kind == ast.LikeILike {
				rp = "(?is)" + rp
			} else {
				rp = "(?s)" + rp
			}
			re, err = cache.get(rp, false)
		}
		if err != nil {
			return Null, err
		}
		return BoolValue(re.MatchString(s) != not), nil
	}, nil
}

func likeToRegex(p, esc string) string {
	var b strings.Builder
	b.WriteString("^")
	rs := []rune(p)
	var e rune = -1
	if esc != "" {
		e = []rune(esc)[0]
	}
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == e && i+1 < len(rs):
			i++
			b.WriteString(regexp.QuoteMeta(string(rs[i])))
		case c == '%':
			b.WriteString(".*")
		case c == '_':
			b.WriteString(".")
		default:
			b.WriteString(regexp.QuoteMeta(string(c)))
		}
	}
	b.WriteString("$")
	return b.String()
}

func similarToRegex(p, esc string) string {
	var b strings.Builder
	b.WriteString("^(?:")
	rs := []rune(p)
	var e rune = -1
	if esc != "" {
		e = []rune(esc)[0]
	}
	for i := 0; i < len(rs); i++ {
		c := rs[i]
		switch {
		case c == e && i+1 < len(rs):
			i++
			b.WriteString(regexp.QuoteMeta(string(rs[i])))
		case c == '%':
			b.WriteString(".*")
		case c == '_':
			b.WriteString(".")
		case c == '.':
			b.WriteString(`\.`)
		default:
			b.WriteRune(c)
		}
	}
	b.WriteString(")$")
	return b.String()
}
