package lateral_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// DuckDB's + - *, negation and abs of integers of unknown types (no
// --schema) or BIGINTs raise past the type (rewrite/duck_int_wrap.go; run
// on DuckDB 1.5 in TestDuckIntWrapEngines); toward Hive and Spark, whose
// integers wrap (Java's arithmetic: two's complement modulo 2^w, JLS
// 15.17.2 and 15.18.2, as Go's, The Go Programming Language
// Specification, "Integer overflow"), the translation raises where
// DuckDB's does and gives its value elsewhere. lat run computes Hive's and
// Spark's integers without wrapping, so the translations are evaluated
// here by javaEval: the Spark SQL printed, parsed back, over integers of
// each width that wrap as Java's do and doubles compared as Spark compares
// them (NaN above every other value and equal to itself: Spark SQL
// reference, NaN Semantics) or as Hive does (IEEE 754: every comparison
// with NaN false). The expected outcome is the exact value (math/big) and
// whether it leaves the operands' type, which DuckDB raises for.
func TestDuckIntWrapForms(t *testing.T) {
	type form struct {
		q    string
		want func(a, b, c *big.Int) *big.Int // exact
	}
	add := func(x, y *big.Int) *big.Int { return new(big.Int).Add(x, y) }
	sub := func(x, y *big.Int) *big.Int { return new(big.Int).Sub(x, y) }
	mul := func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }
	n := big.NewInt
	forms := []form{
		{"a + b", func(a, b, c *big.Int) *big.Int { return add(a, b) }},
		{"a * b", func(a, b, c *big.Int) *big.Int { return mul(a, b) }},
		{"-a", func(a, b, c *big.Int) *big.Int { return new(big.Int).Neg(a) }},
		{"abs(a)", func(a, b, c *big.Int) *big.Int { return new(big.Int).Abs(a) }},
		{"a + 1", func(a, b, c *big.Int) *big.Int { return add(a, n(1)) }},
		{"1 + a", func(a, b, c *big.Int) *big.Int { return add(n(1), a) }},
		{"a - 1", func(a, b, c *big.Int) *big.Int { return sub(a, n(1)) }},
		{"a - -3", func(a, b, c *big.Int) *big.Int { return sub(a, n(-3)) }},
		{"10 - a", func(a, b, c *big.Int) *big.Int { return sub(n(10), a) }},
		{"a * -1", func(a, b, c *big.Int) *big.Int { return mul(a, n(-1)) }},
		{"a * 3", func(a, b, c *big.Int) *big.Int { return mul(a, n(3)) }},
		{"a + b + c", nil},
		{"a * b + c", nil},
		// DuckDB's // and % raise where the quotient leaves the type (the
		// minimum by -1), and give NULL by zero
		{"a // b", nil},
		{"a % b", nil},
		{"a // -1", nil},
		{"a % -1", nil},
		{"(a + c) // b", nil},
		{"a % b * c", nil},
	}
	for _, f := range forms {
		// (a - b of unknown types is refused, T161: were they DATEs)
		sql := "SELECT " + f.q + " AS v FROM t"
		e, text := spark(t, sql)
		for _, w := range []uint{8, 16, 32, 64} {
			lo, hi := -(int64(1) << (w - 1)), int64(1)<<(w-1)-1
			if w == 64 {
				lo, hi = math.MinInt64, math.MaxInt64
			}
			vals := []int64{lo, lo + 1, -2, -1, 0, 1, 2, 3, hi - 1, hi, lo / 2, hi / 2, hi/2 + 1}
			r := rand.New(rand.NewSource(int64(w)))
			for len(vals) < 40 {
				vals = append(vals, int64(r.Uint64()>>(64-w))+lo)
			}
			if w == 8 {
				vals = vals[:0]
				for v := lo; v <= hi; v += 3 {
					vals = append(vals, v)
				}
				vals = append(vals, hi)
			}
			fits := func(v *big.Int) bool { return v.Cmp(n(lo)) >= 0 && v.Cmp(n(hi)) <= 0 }
			for _, a := range vals {
				for _, b := range vals[:20] {
					c := vals[(len(vals)-1)%len(vals)]
					env := map[string]jv{"a": intv(a, w), "b": intv(b, w), "c": intv(c, w)}
					// DuckDB: each node of the operands' type, raising past it
					var want *big.Int
					raises, null := false, false
					switch f.q {
					case "a // b", "a % b", "a // -1", "a % -1", "(a + c) // b", "a % b * c":
						x, d := n(a), b
						if strings.HasSuffix(f.q, "-1") {
							d = -1
						}
						if f.q == "(a + c) // b" {
							x = add(x, n(c))
							raises = !fits(x)
						}
						if raises {
							break
						}
						if d == 0 {
							null = true
							break
						}
						q, m := new(big.Int).QuoRem(x, n(d), new(big.Int)) // truncated, as DuckDB's
						raises = !fits(q)
						want = q
						if strings.Contains(f.q, "%") {
							want = m
						}
						if f.q == "a % b * c" {
							want = mul(m, n(c))
						}
					case "a + b + c":
						s := add(n(a), n(b))
						raises = !fits(s)
						want = add(s, n(c))
					case "a * b + c":
						s := mul(n(a), n(b))
						raises = !fits(s)
						want = add(s, n(c))
					default:
						want = f.want(n(a), n(b), n(c))
					}
					raises = raises || !null && !fits(want)
					for _, hive := range []bool{false, true} {
						got, err := javaEval(e, env, hive)
						if null && (err != nil || got.k != 'n') {
							t.Fatalf("%s, %d-bit a=%d b=%d (hive %v): got %v, %v; want NULL\n%s", f.q, w, a, b, hive, got, err, text)
						}
						if !null && (raises != (err != nil) || !raises && (got.k != 'i' || got.i != want.Int64())) {
							t.Fatalf("%s, %d-bit a=%d b=%d c=%d (hive %v): got %v, %v; want %v (raises %v)\n%s", f.q, w, a, b, c, hive, got, err, want, raises, text)
						}
					}
				}
			}
		}
		// doubles never raise (DuckDB 1.5: 1e308 * 10 is Infinity), and
		// keep the target's value; NULL gives NULL
		fs := []float64{0, math.Copysign(0, -1), 1.5, -2.5, 3, 1e308, -1e308, 1e-300, math.Inf(1), math.Inf(-1), math.NaN()}
		if strings.Contains(f.q, "//") {
			fs = nil // DIV of integers (W015 without the types)
		}
		for _, a := range fs {
			for _, b := range fs {
				for _, hive := range []bool{false, true} {
					env := map[string]jv{"a": {k: 'f', f: a}, "b": {k: 'f', f: b}, "c": {k: 'f', f: 1}}
					if _, err := javaEval(e, env, hive); err != nil {
						t.Fatalf("%s, doubles a=%v b=%v (hive %v): raises: %v\n%s", f.q, a, b, hive, err, text)
					}
				}
			}
		}
		got, err := javaEval(e, map[string]jv{"a": {k: 'n'}, "b": intv(1, 32), "c": intv(1, 32)}, false)
		if err != nil || got.k != 'n' {
			t.Fatalf("%s of NULL: %v, %v", f.q, got, err)
		}
	}
}

func spark(t *testing.T, sql string) (ast.Expr, string) {
	t.Helper()
	tr, err := lateral.Translate(sql, "duckdb", "spark", lateral.TranslateOptions{})
	if err != nil {
		t.Fatalf("%s: %v", sql, err)
	}
	s, err := lateral.Parse(tr.SQL, "spark", lateral.Limits{})
	if err != nil {
		t.Fatalf("%s: %v", tr.SQL, err)
	}
	var e ast.Expr
	ast.Inspect(s, func(n ast.Node) bool {
		if it, ok := n.(*ast.SelectItem); ok && e == nil {
			e = it.Expr
		}
		return e == nil
	})
	return e, tr.SQL
}

// jv is a value of javaEval: 'n' NULL, 'i' an integer of w bits, 'f' a
// double, 'b' a boolean, 'd' a DECIMAL r of scale w.
type jv struct {
	k byte
	i int64
	w uint
	f float64
	b bool
	r *big.Rat
}

func (v jv) rat() *big.Rat {
	if v.k == 'd' {
		return v.r
	}
	return new(big.Rat).SetInt64(v.i)
}

// decArith is Spark's and Hive's + - * of DECIMALs (an integer being of
// scale 0), exact at the scale the translation keeps (s1 + s2 for *,
// max(s1, s2) for + -: duck_decimal_wrap.go refuses the others), NULL
// past 38 digits ("Spark SQL returns null for decimal overflows", its
// ANSI compliance page).
func decArith(op ast.BinaryOp, l, r jv) jv {
	v := new(big.Rat)
	s := max(l.w, r.w)
	if l.k == 'i' {
		s = r.w
	} else if r.k == 'i' {
		s = l.w
	}
	switch op {
	case ast.OpAdd:
		v.Add(l.rat(), r.rat())
	case ast.OpSub:
		v.Sub(l.rat(), r.rat())
	case ast.OpMul:
		v.Mul(l.rat(), r.rat())
		s = 0
		for _, o := range []jv{l, r} {
			if o.k == 'd' {
				s += o.w
			}
		}
	}
	lim := new(big.Rat).SetInt(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(38-s)), nil))
	if new(big.Rat).Abs(v).Cmp(lim) >= 0 {
		return jv{k: 'n'}
	}
	return jv{k: 'd', r: v, w: s}
}

func intv(v int64, w uint) jv { return jv{k: 'i', i: v, w: w} }

func wrapTo(v int64, w uint) int64 {
	switch w {
	case 8:
		return int64(int8(v))
	case 16:
		return int64(int16(v))
	case 32:
		return int64(int32(v))
	}
	return v
}

var errRaised = errors.New("raised")

func (v jv) float() float64 {
	if v.k == 'i' {
		return float64(v.i)
	}
	return v.f
}

// cmp compares two numbers: -1, 0, 1, or ok false (Hive: a NaN).
func cmpNum(x, y jv, hive bool) (int, bool) {
	if x.k == 'd' || y.k == 'd' {
		return x.rat().Cmp(y.rat()), true
	}
	if x.k == 'i' && y.k == 'i' {
		switch {
		case x.i < y.i:
			return -1, true
		case x.i > y.i:
			return 1, true
		}
		return 0, true
	}
	a, b := x.float(), y.float()
	an, bn := math.IsNaN(a), math.IsNaN(b)
	if an || bn {
		if hive {
			return 0, false
		}
		switch {
		case an && bn:
			return 0, true
		case an:
			return 1, true
		}
		return -1, true
	}
	switch {
	case a < b:
		return -1, true
	case a > b:
		return 1, true
	}
	return 0, true
}

func javaEval(e ast.Expr, env map[string]jv, hive bool) (jv, error) {
	null := jv{k: 'n'}
	switch x := e.(type) {
	case *ast.ColumnRef:
		return env[x.Name[len(x.Name)-1].Name], nil
	case *ast.Literal:
		switch x.Kind {
		case ast.LitNull:
			return null, nil
		case ast.LitBool:
			return jv{k: 'b', b: strings.EqualFold(x.Value, "true")}, nil
		case ast.LitInt:
			v, err := strconv.ParseInt(strings.TrimSuffix(x.Value, "L"), 10, 64)
			if err != nil {
				return null, err
			}
			if v >= math.MinInt32 && v <= math.MaxInt32 && !strings.HasSuffix(x.Value, "L") {
				return intv(v, 32), nil
			}
			return intv(v, 64), nil
		case ast.LitDecimal:
			r, ok := new(big.Rat).SetString(x.Value)
			if !ok {
				return null, fmt.Errorf("javaEval: decimal %s", x.Value)
			}
			_, frac, _ := strings.Cut(x.Value, ".")
			return jv{k: 'd', r: r, w: uint(len(frac))}, nil
		case ast.LitDouble:
			f, err := strconv.ParseFloat(x.Value, 64)
			return jv{k: 'f', f: f}, err
		}
	case *ast.Cast:
		v, err := javaEval(x.X, env, hive)
		if err != nil || v.k == 'n' {
			return v, err
		}
		switch x.Type.Kind {
		case ast.TypeDouble:
			return jv{k: 'f', f: v.float()}, nil
		case ast.TypeTinyInt, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt:
			w := map[ast.TypeKind]uint{ast.TypeTinyInt: 8, ast.TypeSmallInt: 16, ast.TypeInt: 32, ast.TypeBigInt: 64}[x.Type.Kind]
			if v.k == 'i' {
				return intv(wrapTo(v.i, w), w), nil
			}
		}
	case *ast.IsNull:
		v, err := javaEval(x.X, env, hive)
		return jv{k: 'b', b: (v.k == 'n') != x.Not}, err
	case *ast.Unary:
		v, err := javaEval(x.X, env, hive)
		if err != nil || v.k == 'n' {
			return v, err
		}
		switch {
		case x.Op == ast.OpNot:
			return jv{k: 'b', b: !v.b}, nil
		case x.Op == ast.OpNeg && v.k == 'd':
			return jv{k: 'd', r: new(big.Rat).Neg(v.r), w: v.w}, nil
		case x.Op == ast.OpNeg && v.k == 'i':
			return intv(wrapTo(-v.i, v.w), v.w), nil
		case x.Op == ast.OpNeg:
			return jv{k: 'f', f: -v.f}, nil
		}
	case *ast.Binary:
		l, err := javaEval(x.L, env, hive)
		if err != nil {
			return l, err
		}
		r, err := javaEval(x.R, env, hive)
		if err != nil {
			return r, err
		}
		switch x.Op {
		case ast.OpAnd, ast.OpOr:
			and := x.Op == ast.OpAnd
			if l.k == 'b' && l.b != and || r.k == 'b' && r.b != and {
				return jv{k: 'b', b: !and}, nil
			}
			if l.k == 'n' || r.k == 'n' {
				return null, nil
			}
			return jv{k: 'b', b: and}, nil
		}
		if l.k == 'n' || r.k == 'n' {
			return null, nil
		}
		if x.Op.IsComparison() {
			c, ok := cmpNum(l, r, hive)
			if !ok {
				return jv{k: 'b', b: x.Op == ast.OpNe}, nil
			}
			b := map[ast.BinaryOp]bool{ast.OpEq: c == 0, ast.OpNe: c != 0, ast.OpLt: c < 0, ast.OpLe: c <= 0, ast.OpGt: c > 0, ast.OpGe: c >= 0}[x.Op]
			return jv{k: 'b', b: b}, nil
		}
		if (l.k == 'd' || r.k == 'd') && l.k != 'f' && r.k != 'f' {
			return decArith(x.Op, l, r), nil
		}
		if x.Op == ast.OpDiv || x.Op == ast.OpDivFrac || l.k == 'f' || r.k == 'f' {
			a, b := l.float(), r.float()
			f, ok := map[ast.BinaryOp]float64{ast.OpAdd: a + b, ast.OpSub: a - b, ast.OpMul: a * b, ast.OpDiv: a / b, ast.OpDivFrac: a / b,
				ast.OpMod: math.Mod(a, b)}[x.Op] // Java's % of doubles, JLS 15.17.3
			if !ok {
				return null, fmt.Errorf("javaEval: operator %v", x.Op)
			}
			return jv{k: 'f', f: f}, nil
		}
		w := max(l.w, r.w)
		switch x.Op {
		case ast.OpAdd:
			return intv(wrapTo(l.i+r.i, w), w), nil
		case ast.OpSub:
			return intv(wrapTo(l.i-r.i, w), w), nil
		case ast.OpMul:
			return intv(wrapTo(l.i*r.i, w), w), nil
		case ast.OpIntDiv, ast.OpMod:
			// Spark's and Hive's DIV of integers is Java's / of longs,
			// NULL by zero; % Java's, in the common type, NULL by zero
			// (Spark's div and % references; non-ANSI)
			if r.i == 0 {
				return null, nil
			}
			if x.Op == ast.OpMod {
				return intv(wrapTo(l.i%r.i, w), w), nil
			}
			if l.i == math.MinInt64 && r.i == -1 {
				return intv(math.MinInt64, 64), nil // Java's Long.MIN_VALUE / -1
			}
			return intv(l.i/r.i, 64), nil
		}
	case *ast.Func:
		args := make([]jv, len(x.Args))
		for i, a := range x.Args {
			v, err := javaEval(a, env, hive)
			if err != nil {
				return v, err
			}
			args[i] = v
		}
		switch strings.ToLower(x.Name[len(x.Name)-1].Name) {
		case "abs":
			switch v := args[0]; v.k {
			case 'i':
				if v.i < 0 {
					return intv(wrapTo(-v.i, v.w), v.w), nil
				}
				return v, nil
			case 'f':
				return jv{k: 'f', f: math.Abs(v.f)}, nil
			case 'd':
				return jv{k: 'd', r: new(big.Rat).Abs(v.r), w: v.w}, nil
			}
			return args[0], nil
		case "coalesce":
			for _, a := range args {
				if a.k != 'n' {
					return a, nil
				}
			}
			return null, nil
		case "assert_true", "assert_true_value":
			if args[0].k != 'b' || !args[0].b {
				return null, errRaised
			}
			if strings.EqualFold(x.Name[len(x.Name)-1].Name, "assert_true") {
				return null, nil
			}
			return jv{k: 'b', b: true}, nil
		}
	case *ast.Case:
		for _, wh := range x.Whens {
			c, err := javaEval(wh.Cond, env, hive)
			if err != nil {
				return c, err
			}
			if c.k == 'b' && c.b {
				return javaEval(wh.Result, env, hive)
			}
		}
		if x.Else == nil {
			return null, nil
		}
		return javaEval(x.Else, env, hive)
	}
	return null, fmt.Errorf("javaEval: %T %+v", e, e)
}

// The facts TestDuckIntWrapForms rests on, run on DuckDB 1.5: + - *,
// negation and abs of every integer type raise past it, // and % of its
// minimum by -1 too (a literal beside a
// TINYINT or SMALLINT taking its type), of a DECIMAL past 38 digits, and
// not of a DOUBLE or a REAL. And the translations toward Hive and Spark,
// run by lat run (which raises for an integer overflow itself, not
// wrapping), give DuckDB's rows where nothing overflows; a chain of 30
// INTEGER + (--schema) is no longer refused (T169), its size quadratic.
func TestDuckIntWrapEngines(t *testing.T) {
	duck := enginetest.DuckDB(t)
	ctx := context.Background()
	for _, q := range []string{
		"SELECT x + y FROM (VALUES (CAST(100 AS TINYINT), CAST(100 AS TINYINT))) t(x, y)",
		"SELECT x + 1 FROM (VALUES (CAST(127 AS TINYINT))) t(x)",
		"SELECT x * 2 FROM (VALUES (CAST(20000 AS SMALLINT))) t(x)",
		"SELECT x - y FROM (VALUES (CAST(-2147483648 AS INTEGER), 1)) t(x, y)",
		"SELECT x * y FROM (VALUES (CAST(3037000500 AS BIGINT), CAST(3037000500 AS BIGINT))) t(x, y)",
		"SELECT -x FROM (VALUES (CAST(-9223372036854775808 AS BIGINT))) t(x)",
		"SELECT abs(x) FROM (VALUES (CAST(-2147483648 AS INTEGER))) t(x)",
		"SELECT x + y FROM (VALUES (CAST(99999999999999999999999999999999999999 AS DECIMAL(38, 0)), CAST(1 AS DECIMAL(38, 0)))) t(x, y)",
		"SELECT x // y FROM (VALUES (CAST(-9223372036854775808 AS BIGINT), CAST(-1 AS BIGINT))) t(x, y)",
		"SELECT x % y FROM (VALUES (CAST(-9223372036854775808 AS BIGINT), CAST(-1 AS BIGINT))) t(x, y)",
		"SELECT x % -1 FROM (VALUES (CAST(-2147483648 AS INTEGER))) t(x)",
		"SELECT x // -1 FROM (VALUES (CAST(-32768 AS SMALLINT))) t(x)",
	} {
		if _, err := duck.Query(ctx, q); err == nil || !strings.Contains(err.Error(), "Overflow") {
			t.Errorf("DuckDB %s: want an overflow error, got %v", q, err)
		}
	}
	for _, q := range []string{
		"SELECT x % y, x // y, x // 0, x % 0 FROM (VALUES (CAST(-2147483648 AS INTEGER), CAST(-1 AS BIGINT))) t(x, y)",
		"SELECT x * y, x + x, -x, abs(x) FROM (VALUES (CAST(1e308 AS DOUBLE), CAST(10 AS DOUBLE))) t(x, y)",
		"SELECT x * y FROM (VALUES (CAST(3e38 AS REAL), CAST(10 AS REAL))) t(x, y)",
	} {
		if _, err := duck.Query(ctx, q); err != nil {
			t.Errorf("DuckDB %s: %v", q, err)
		}
	}
	setup := "CREATE TABLE t (a INTEGER, b BIGINT, c DOUBLE, d DECIMAL(10, 2), s SMALLINT); " +
		"INSERT INTO t VALUES (5, 3037000499, 2.5, 1.25, 200), (-7, -3037000499, -1e300, -3.5, -32767), (NULL, 1, NULL, NULL, NULL), (2147483646, 3037000499, 1e-300, 0.01, 32766)"
	for _, q := range []string{
		"SELECT a + 1 AS v FROM t",
		"SELECT b * b AS v FROM t",
		"SELECT b + 1 AS v FROM t",
		"SELECT c * c AS v, c + c AS w FROM t",
		"SELECT d * d AS v, d + 1 AS w FROM t",
		"SELECT s + 1 AS v, -s AS w, abs(s) AS x FROM t",
		"SELECT 10 - a AS v, a * -1 AS w FROM t",
		"SELECT b // a AS v, b % a AS w, a % -1 AS x FROM t",
	} {
		fixed := "SELECT CAST(a AS INTEGER) AS a, CAST(b AS BIGINT) AS b, CAST(c AS DOUBLE) AS c, CAST(d AS DECIMAL(10, 2)) AS d, CAST(s AS SMALLINT) AS s FROM (VALUES (5, 3037000499, 2.5, 1.25, 200), (-7, -3037000499, -1e300, -3.5, -32767), (NULL, 1, NULL, NULL, NULL), (2147483646, 3037000499, 1e-300, 0.01, 32766)) v(a, b, c, d, s)"
		want, err := duck.Query(ctx, strings.Replace(q, "FROM t", "FROM ("+fixed+") AS t", 1))
		if err != nil {
			t.Fatalf("DuckDB %s: %v", q, err)
		}
		for _, to := range []string{"spark", "hive"} {
			tr, err := lateral.Translate(q, "duckdb", to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s to %s: %v", q, to, err)
			}
			if !strings.Contains(tr.SQL, "assert_true") {
				t.Errorf("%s to %s: not guarded: %s", q, to, tr.SQL)
			}
			rows, err := lateral.Run(ctx, tr.SQL, to, lateral.RunOptions{Setup: []string{setup}})
			if err != nil {
				t.Fatalf("%s to %s: %v\n%s", q, to, err, tr.SQL)
			}
			got, err := rows.All()
			if err != nil {
				t.Fatalf("%s to %s: %v\n%s", q, to, err, tr.SQL)
			}
			if g, w := fmt.Sprint(got), fmt.Sprint(want.Rows); len(got) != len(want.Rows) || !sameText(got, want.Rows) {
				t.Errorf("%s to %s: got %s, DuckDB %s\n%s", q, to, g, w, tr.SQL)
			}
		}
	}
	terms := make([]string, 30)
	for i := range terms {
		terms[i] = fmt.Sprintf("c%d", i)
	}
	chain := "SELECT " + strings.Join(terms, " + ") + " AS v FROM t"
	schema := "CREATE TABLE t (" + strings.Join(terms, " INTEGER, ") + " INTEGER)"
	for _, to := range []string{"spark", "hive"} {
		tr, err := lateral.Translate(chain, "duckdb", to, lateral.TranslateOptions{Schema: schema})
		if err != nil {
			t.Fatalf("30-term chain to %s: %v", to, err)
		}
		if n := strings.Count(tr.SQL, "BETWEEN"); n != 29 {
			t.Errorf("30-term chain to %s: %d range checks, want 29 (one a prefix)", to, n)
		}
	}
}

// sameText compares rows from lat run and from DuckDB by their text.
func sameText(got [][]executor.Value, want [][]engines.Value) bool {
	for i := range got {
		for j := range got[i] {
			g := fmt.Sprint(got[i][j])
			w := fmt.Sprint(want[i][j])
			if want[i][j] == nil {
				w = "NULL"
			}
			if g != w {
				if gf, err1 := strconv.ParseFloat(g, 64); err1 == nil {
					if wf, err2 := strconv.ParseFloat(w, 64); err2 == nil && gf == wf {
						continue
					}
				}
				return false
			}
		}
	}
	return true
}
