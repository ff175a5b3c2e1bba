package rewrite

import (
	"math"
	"math/big"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// The integer arithmetic of a 64-bit source (BigQuery, Snowflake) beyond
// what wideLiterals (lower_exprs.go) takes, the + - * of integer literals
// alone. In BigQuery every integer is an INT64 (INT, SMALLINT, TINYINT and
// BYTEINT are its aliases: BigQuery data types, integer types), and in
// Snowflake a NUMBER(38, 0) (INT, SMALLINT and TINYINT are its synonyms:
// Snowflake numeric data types), so nothing wraps or fails before 64 bits.
// The targets compute in the type of the operands: an integer literal that
// fits 32 bits is an INT (Hive: "Integral literals are assumed to be INT
// by default, unless the number exceeds the range of INT in which case it
// is interpreted as a BIGINT", Hive Literals, integral types; Spark
// reads an integer literal as INT when it fits, minus sign included, and
// PostgreSQL, Trino and DuckDB alike), and a column the schema declares
// INT, SMALLINT or TINYINT is created so there (the DDL keeps the name).
// An INT + INT that goes past 32 bits wraps in Hive and Spark (Java int
// arithmetic, Spark with ANSI mode off) and is an error in PostgreSQL,
// Trino and DuckDB.
//
// So every node computed in a 32-bit or narrower type, by the rules
// below, whose value may leave that type's range is made BIGINT by typing
// its leftmost leaf BIGINT: a literal becomes a BIGINT literal, a column
// or a CAST to a narrow type is cast to BIGINT. What a node may give is
// an interval: a literal its value (a negated literal is one literal, as
// Spark and PostgreSQL read it), a narrow column the range of its type;
// + - * and unary minus, abs, greatest, least, coalesce, nullif (its
// first argument) and CASE (its results) combine those of their operands.
// The operation's type is the widest of its operands' (every target but
// Doris: Hive's common parent type, PostgreSQL's and Trino's same-type
// operators after the implicit widening, DuckDB's; Doris widens by itself,
// and a BIGINT there changes nothing). The widening goes down the leftmost
// operands, each of which then computes in BIGINT, so the node itself does.
// Anything else (a division, a function not listed, a subquery, a column
// of another or unknown type) is no narrow integer and is left alone.

// narrowKinds are the integer types narrower than BIGINT, with their
// ranges.
var narrowKinds = map[ast.TypeKind][2]int64{
	ast.TypeTinyInt:  {math.MinInt8, math.MaxInt8},
	ast.TypeSmallInt: {math.MinInt16, math.MaxInt16},
	ast.TypeInt:      {math.MinInt32, math.MaxInt32},
}

// narrowColumns is the narrowing of s for the target: the column
// references of s whose type, as the schema gives it, is an integer
// narrower than BIGINT, by their spans.
func (c *Context) narrowColumns(s ast.Stmt) narrowing {
	out := map[ast.Span]ast.TypeKind{}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		cr, ok := n.(*ast.ColumnRef)
		if !ok || !cr.Span.Start.IsValid() {
			return true
		}
		if t := sc.lookupCol(cr.Name); t != nil {
			if _, narrow := narrowKinds[t.Kind]; narrow {
				out[cr.Span] = t.Kind
			}
		}
		return true
	})
	return narrowing{cols: out, adapt: c.Target.Name == "duckdb", intFuncs: intFuncPair(c), memo: map[ast.Expr]narrowMemo{}}
}

// narrowInt is what a narrow integer node may give: its type and the
// least and greatest of its values; lit for an integer literal (negated
// or not), which DuckDB types as the operand beside it.
type narrowInt struct {
	kind   ast.TypeKind
	lo, hi *big.Int
	lit    bool
}

// narrowing holds what narrowOf reads: the narrow columns (narrowColumns)
// and whether the target types an integer literal as the integer operand
// beside it when its value fits (DuckDB: a SMALLINT + 1 is a SMALLINT,
// checked on DuckDB 1.5; the others' literal is an INT).
type narrowing struct {
	cols  map[ast.Span]ast.TypeKind
	adapt bool
	// intFuncs: the functions of intFuncRanges are 64-bit (or wider) in
	// the source and INT in the target (int_funcs.go).
	intFuncs bool
	memo     map[ast.Expr]narrowMemo // narrowOf of each node seen, so a pass over a long chain stays linear
}

type narrowMemo struct {
	in narrowInt
	ok bool
}

// combined is the type of an operation over ins, each narrow: the widest,
// but with adapt a literal takes the type of the widest other operand
// where its value fits it (literals alone: an INT).
func (nw narrowing) combined(ins ...narrowInt) ast.TypeKind {
	kind := ast.TypeKind(0)
	for _, in := range ins {
		if !nw.adapt || !in.lit {
			if kind == 0 {
				kind = in.kind
			} else {
				kind = widerKind(kind, in.kind)
			}
		}
	}
	if kind == 0 {
		return ast.TypeInt
	}
	for _, in := range ins {
		if in.lit && !(narrowInt{kind: kind, lo: in.lo, hi: in.hi}).fits() {
			kind = widerKind(kind, ast.TypeInt)
		}
	}
	return kind
}

func (n narrowInt) fits() bool {
	r := narrowKinds[n.kind]
	return n.lo.Cmp(big.NewInt(r[0])) >= 0 && n.hi.Cmp(big.NewInt(r[1])) <= 0
}

// widerKind is the wider of two narrow integer types.
func widerKind(a, b ast.TypeKind) ast.TypeKind {
	if narrowKinds[a][1] >= narrowKinds[b][1] {
		return a
	}
	return b
}

// narrowOf is what e may give when the target computes it in a narrow
// integer type; ok is false otherwise (a wider or another type, or a
// node the rule does not follow).
func (nw narrowing) narrowOf(e ast.Expr) (narrowInt, bool) {
	if m, seen := nw.memo[e]; seen {
		return m.in, m.ok
	}
	in, ok := nw.narrowOfNode(e)
	if nw.memo != nil {
		nw.memo[e] = narrowMemo{in, ok}
	}
	return in, ok
}

func (nw narrowing) narrowOfNode(e ast.Expr) (narrowInt, bool) {
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind != ast.LitInt || x.Type != ast.TypeUnknown && x.Type != ast.TypeInt {
			return narrowInt{}, false
		}
		v, ok := new(big.Int).SetString(x.Value, 10)
		if !ok || !v.IsInt64() || v.Int64() > math.MaxInt32 {
			return narrowInt{}, false // a BIGINT (or a decimal) by its magnitude
		}
		return narrowInt{ast.TypeInt, v, v, true}, true
	case *ast.ColumnRef:
		k, ok := nw.cols[x.Span]
		if !ok {
			return narrowInt{}, false
		}
		r := narrowKinds[k]
		return narrowInt{k, big.NewInt(r[0]), big.NewInt(r[1]), false}, true
	case *ast.Cast:
		r, ok := narrowKinds[x.Type.Kind]
		if !ok {
			return narrowInt{}, false
		}
		if in, ok := nw.narrowOf(x.X); ok && in.fits() && narrowKinds[in.kind][1] <= r[1] {
			return narrowInt{x.Type.Kind, in.lo, in.hi, false}, true
		}
		return narrowInt{x.Type.Kind, big.NewInt(r[0]), big.NewInt(r[1]), false}, true
	case *ast.Unary:
		if x.Op != ast.OpNeg && x.Op != ast.OpPlus {
			return narrowInt{}, false
		}
		if lit, ok := x.X.(*ast.Literal); ok && x.Op == ast.OpNeg && lit.Kind == ast.LitInt && lit.Type == ast.TypeUnknown {
			// one negative literal: an INT down to -2147483648
			v, ok := new(big.Int).SetString(lit.Value, 10)
			if !ok || !v.IsInt64() || -v.Int64() < math.MinInt32 {
				return narrowInt{}, false
			}
			v.Neg(v)
			return narrowInt{ast.TypeInt, v, v, true}, true
		}
		in, ok := nw.narrowOf(x.X)
		if !ok || x.Op == ast.OpPlus {
			return in, ok
		}
		return narrowInt{in.kind, new(big.Int).Neg(in.hi), new(big.Int).Neg(in.lo), in.lit}, true
	case *ast.Binary:
		if x.Op != ast.OpAdd && x.Op != ast.OpSub && x.Op != ast.OpMul {
			return narrowInt{}, false
		}
		l, okL := nw.narrowOf(x.L)
		r, okR := nw.narrowOf(x.R)
		if !okL || !okR {
			return narrowInt{}, false
		}
		out := narrowInt{kind: nw.combined(l, r)}
		switch x.Op {
		case ast.OpAdd:
			out.lo, out.hi = new(big.Int).Add(l.lo, r.lo), new(big.Int).Add(l.hi, r.hi)
		case ast.OpSub:
			out.lo, out.hi = new(big.Int).Sub(l.lo, r.hi), new(big.Int).Sub(l.hi, r.lo)
		default:
			out.lo, out.hi = hull(new(big.Int).Mul(l.lo, r.lo), new(big.Int).Mul(l.lo, r.hi),
				new(big.Int).Mul(l.hi, r.lo), new(big.Int).Mul(l.hi, r.hi))
		}
		return out, true
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil || x.Filter != nil || len(x.Args) == 0 {
			return narrowInt{}, false
		}
		if r, ok := intFuncRanges[strings.ToLower(x.Name[0].Name)]; ok {
			if !nw.intFuncs {
				return narrowInt{}, false
			}
			return narrowInt{ast.TypeInt, big.NewInt(r[0]), big.NewInt(r[1]), false}, true
		}
		args := x.Args
		switch strings.ToLower(x.Name[0].Name) {
		case "abs":
			if len(args) != 1 {
				return narrowInt{}, false
			}
			in, ok := nw.narrowOf(args[0])
			if !ok {
				return narrowInt{}, false
			}
			lo, hi := new(big.Int).Abs(in.lo), new(big.Int).Abs(in.hi)
			if lo.Cmp(hi) > 0 {
				lo, hi = hi, lo
			}
			if in.lo.Sign() <= 0 && in.hi.Sign() >= 0 {
				lo = new(big.Int)
			}
			return narrowInt{in.kind, lo, hi, false}, true
		case "nullif":
			if len(args) != 2 {
				return narrowInt{}, false
			}
			args = args[:1]
		case "greatest", "least", "coalesce", "greatest_ignore_nulls", "least_ignore_nulls":
		default:
			return narrowInt{}, false
		}
		return nw.narrowHull(args)
	case *ast.Case:
		return nw.narrowHull(caseResults(x))
	case *ast.Extract:
		// EXTRACT of a date part: an INT function of the target, as
		// year(x) (int_funcs.go)
		r, ok := partRanges[strings.ToUpper(x.Field)]
		if !ok || !nw.intFuncs {
			return narrowInt{}, false
		}
		return narrowInt{ast.TypeInt, big.NewInt(r[0]), big.NewInt(r[1]), false}, true
	}
	return narrowInt{}, false
}

// narrowHull is what one of es may give (greatest and least give one of
// their arguments too), all of them narrow integers.
func (nw narrowing) narrowHull(es []ast.Expr) (narrowInt, bool) {
	ins := make([]narrowInt, 0, len(es))
	for _, e := range es {
		if isNullLit(e) {
			continue // a NULL takes the others' type
		}
		in, ok := nw.narrowOf(e)
		if !ok {
			return narrowInt{}, false
		}
		ins = append(ins, in)
	}
	if len(ins) == 0 {
		return narrowInt{}, false
	}
	out := narrowInt{kind: nw.combined(ins...), lo: ins[0].lo, hi: ins[0].hi}
	for _, in := range ins[1:] {
		out.lo, _ = hull(out.lo, in.lo)
		_, out.hi = hull(out.hi, in.hi)
	}
	return out, true
}

// hull is the least and the greatest of vs.
func hull(vs ...*big.Int) (lo, hi *big.Int) {
	lo, hi = vs[0], vs[0]
	for _, v := range vs[1:] {
		if v.Cmp(lo) < 0 {
			lo = v
		}
		if v.Cmp(hi) > 0 {
			hi = v
		}
	}
	return lo, hi
}

// widenNarrowNode is widenNarrow for a node of any kind, setting
// *changed when it widens.
func widenNarrowNode(n ast.Node, nw narrowing, changed *bool) ast.Node {
	e, ok := n.(ast.Expr)
	if !ok {
		return n
	}
	e, wide := nw.widenNarrow(e)
	*changed = *changed || wide
	return e
}

// widenNarrow is e with its leftmost leaf typed BIGINT when e computes in
// a narrow integer type and may leave its range; ok is false, e
// unchanged, otherwise.
func (nw narrowing) widenNarrow(e ast.Expr) (ast.Expr, bool) {
	switch e.(type) {
	case *ast.Binary, *ast.Unary, *ast.Func, *ast.Case:
	default:
		return e, false
	}
	n, ok := nw.narrowOf(e)
	if !ok || n.fits() {
		return e, false
	}
	return widenLeaf(e), true
}

// widenLeaf types the leftmost leaf of e BIGINT, going down the nodes
// narrowOf follows.
func widenLeaf(e ast.Expr) ast.Expr {
	big := func(x ast.Expr) ast.Expr {
		return &ast.Cast{Span: x.SpanOf(), X: x, Type: &ast.TypeName{Span: x.SpanOf(), Kind: ast.TypeBigInt}}
	}
	switch x := e.(type) {
	case *ast.Literal:
		nl := *x
		nl.Type = ast.TypeBigInt
		return &nl
	case *ast.Unary:
		nx := *x
		nx.X = widenLeaf(x.X)
		return &nx
	case *ast.Binary:
		nx := *x
		nx.L = widenLeaf(x.L)
		return &nx
	case *ast.Func:
		if _, ok := intFuncRanges[strings.ToLower(x.Name[0].Name)]; ok {
			return big(e) // an INT function of the target (int_funcs.go)
		}
		nx := *x
		nx.Args = append([]ast.Expr(nil), x.Args...)
		i := 0
		for i < len(nx.Args)-1 && isNullLit(nx.Args[i]) {
			i++ // a NULL takes the others' type (narrowHull)
		}
		nx.Args[i] = widenLeaf(x.Args[i])
		return &nx
	case *ast.Case:
		nx := *x
		nx.Whens = append([]*ast.When(nil), x.Whens...)
		for i, w := range x.Whens {
			if !isNullLit(w.Result) {
				nw := *w
				nw.Result = widenLeaf(w.Result)
				nx.Whens[i] = &nw
				return &nx
			}
		}
		nx.Else = widenLeaf(x.Else)
		return &nx
	}
	return big(e) // a column, a CAST to a narrow type
}
