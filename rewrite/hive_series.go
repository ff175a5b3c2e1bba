package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Hive has neither a series generator (sequence, range, generate_series)
// nor a zip of arrays (arrays_zip, multi-argument explode). Both are spelled
// by numbering rows: posexplode over an array of n elements gives one row
// per position i = 0 .. n-1, and each generated column is computed from i.
//
//	LATERAL VIEW [OUTER] posexplode(if(cond, split(space(k), ' '), NULL)) g AS _i, _v
//
// The Hive rules this relies on, from the Hive LanguageManual (UDFs:
// built-in operators, mathematical, collection, conditional and string
// functions, built-in table-generating functions; LateralView):
//   - space(int n) is a string of n spaces, and split(string str, string
//     pat) splits str around the regular expression pat, keeping trailing
//     empty strings (SEMANTICS T6): split(space(k), ' ') is an array of
//     k + 1 empty strings, and space(0) = '' gives [''];
//   - posexplode(ARRAY) gives a row per element with its 0-based position
//     first (T1); a NULL array gives no row, and LATERAL VIEW OUTER then
//     keeps the input row once with NULL columns (T2);
//   - if(boolean testCondition, T valueTrue, T valueFalseOrNull) gives
//     valueTrue only when the condition is true (a NULL condition gives
//     the third argument);
//   - the relational operators give NULL when an operand is NULL, and so
//     do the arithmetic operators; A DIV B is the integer part of A / B;
//     abs(a) is the absolute value;
//   - A[n] is the element of index n (0 first) of the array A; size(Array)
//     is the number of its elements, -1 for a NULL array (the contract of
//     Hive's ListObjectInspector, getListLength, cited in HIVE-8846);
//   - greatest(v1, v2, ...) is the greatest of its arguments (NULL when one
//     is NULL, as of Hive 2.0.0: the counts given to it are never NULL).
//
// A subscript is read only below the array's size (if(i < size(a), a[i],
// NULL)), so that no rule for an index past the end, or for a NULL index
// on an outer row, is relied on.
//
// Limit: the array behind posexplode is built whole for each input row: a
// series or zip of n rows is a string of n - 1 spaces split into n empty
// strings, O(n) memory per row (a Java string holds fewer than 2^31
// characters). n - 1 must fit an INT: space takes an INT, and the count,
// computed in BIGINT, is cast to INT for it, so a series of 2^31 elements
// or more in one row is beyond this spelling (its count would wrap). The
// elements themselves are computed in BIGINT where i * step may not fit
// an INT.

// hiveIndexed reports whether the Hive target spells l by numbering rows
// (hiveIndexedView): a zip of several generators, a series, or the unnest
// of an array of a series (hiveSeriesArray).
func (c *Context) hiveIndexed(l *ast.Lateral) bool {
	if c.Target.Name != "hive" || len(l.Gens) == 0 {
		return false
	}
	g := l.Gens[0]
	return len(l.Gens) > 1 || g.Kind == ast.GenSeries || hiveSeriesArray(g) != nil
}

// hiveSeriesArray is the call f of a generator unnesting the array of a
// series, which Hive has no function for: sequence(start, stop) (Spark,
// Trino: a step of 1, or -1 when stop < start), generate_array(start,
// stop[, step]) (BigQuery GENERATE_ARRAY, DuckDB generate_series as a
// list: stop included) and range_array(start, stop[, step]) (DuckDB
// range as a list: stop excluded); nil for another generator. A sequence
// with a step raises an error where the step points away from stop, and
// is left to the function spelling, which refuses it.
func hiveSeriesArray(g *ast.Generator) *ast.Func {
	if g.Kind != ast.GenUnnest || g.Expand || g.Collection == ast.CollMap || len(g.Args) != 1 {
		return nil
	}
	f, ok := g.Args[0].(*ast.Func)
	if !ok || len(f.Name) != 1 || f.Over != nil {
		return nil
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "sequence":
		if len(f.Args) == 2 {
			return f
		}
	case "generate_array", "range_array":
		if len(f.Args) == 2 || len(f.Args) == 3 {
			return f
		}
	}
	return nil
}

// hiveMember is one generator of a zip or series over row numbers: how many
// rows it has (count, an INT expression, <= 0 for none), and its value at
// position i (at), which the caller reads only below count.
type hiveMember struct {
	count func() ast.Expr
	at    func(i ast.Expr) ast.Expr
	// series only: cond holds when the series is not empty (nil: it
	// never is), and then it has k + 1 elements.
	cond, k ast.Expr
}

// hiveIndexedView spells a zip or series l as a LATERAL VIEW posexplode
// over row numbers (see the comment at the top of this file), with every
// reference to l's columns rewritten to its value at the position. prior
// are the substitutions of the laterals before l, applied to l's
// arguments (a substituted expression is not rewritten again); sc is the
// scope of the FROM clause, for the argument types. Nil when refused.
func (c *Context) hiveIndexedView(l *ast.Lateral, prior []subst, sc *scope) (*ast.LateralView, []subst) {
	if l.Outer && l.On != nil {
		c.Refuse("T052", l, "filter in WHERE if the condition may drop rows, or use a target with LEFT JOIN LATERAL",
			"a left-lateral join with an ON condition cannot be expressed with LATERAL VIEW OUTER in %s", c.Target.Name)
		return nil, nil
	}
	if len(l.Alias.Columns) != len(l.Gens) {
		c.Refuse("T053", l, "name one column per generator, or use Spark, Trino, PostgreSQL or DuckDB",
			"%d column(s) for %d generator(s) cannot be expressed in hive", len(l.Alias.Columns), len(l.Gens))
		return nil, nil
	}
	sp := l.Span
	members := make([]*hiveMember, len(l.Gens))
	for j, g := range l.Gens {
		orig := g.Args
		f := hiveSeriesArray(g)
		if f != nil {
			orig = f.Args
		}
		var args []ast.Expr
		for _, a := range orig {
			if fn := volatileCall(a); fn != nil || holdsQuery(a) {
				c.Refuse("T053", a, "compute the argument in a subquery first, or use Spark, Trino, PostgreSQL or DuckDB",
					"hive reads the argument of this generator several times, which changes the meaning of a subquery or a function whose value changes at each call")
				return nil, nil
			}
			args = append(args, substIn(a, prior))
		}
		switch {
		case g.Kind == ast.GenSeries:
			members[j] = c.hiveSeriesMember(g.Span, orig, args, g.EndExclusive, sc)
		case f != nil && strings.EqualFold(f.Name[0].Name, "sequence"):
			members[j] = c.hiveSequenceMember(f.Span, orig, args, sc)
		case f != nil:
			members[j] = c.hiveSeriesMember(f.Span, orig, args, strings.EqualFold(f.Name[0].Name, "range_array"), sc)
		case g.Kind == ast.GenUnnest && g.Collection != ast.CollMap && !g.Expand && len(args) == 1:
			members[j] = hiveArrayMember(sp, args[0])
		default:
			c.Refuse("T053", g, "zip arrays and integer series only, or use Trino, PostgreSQL or DuckDB",
				"this %s cannot be zipped with the others in hive, which zips by position over arrays and integer series only", g.Kind)
			return nil, nil
		}
		if members[j] == nil {
			return nil, nil
		}
	}
	alias := l.Alias.Name
	idx, pad := c.Fresh("i"), c.Fresh("v")
	pos := func() ast.Expr { return colRef(alias, idx, sp) }
	null := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitNull} }
	rows := func(k ast.Expr) ast.Expr {
		// split(space(k), ' '): k + 1 empty strings.
		return canonCall(sp, "split_regex", canonCall(sp, "space", k), &ast.Literal{Span: sp, Kind: ast.LitString, Value: " "})
	}
	vals := make([]ast.Expr, len(members))
	var arr ast.Expr
	if len(members) == 1 {
		m := members[0]
		if m.cond == nil {
			arr = rows(m.k)
		} else {
			arr = canonCall(sp, "if", m.cond, rows(m.k), null())
		}
		vals[0] = m.at(pos())
	} else {
		// A zip runs over the positions of its longest member, the others
		// padded with NULL; a NULL array counts as empty (T3).
		counts := make([]ast.Expr, len(members))
		for j, m := range members {
			counts[j] = m.count()
			vals[j] = canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpLt, L: pos(), R: m.count()}, m.at(pos()), null())
		}
		n := canonCall(sp, "greatest", counts...)
		arr = canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpGt, L: n, R: intLit(sp, 0)},
			rows(hivePlus(n, -1, sp)), null())
	}
	lv := &ast.LateralView{Span: sp, Outer: l.Outer, Table: alias,
		Func: canonCall(l.Gens[0].Span, "posexplode", arr), Columns: []ast.Ident{idx, pad}}

	var p ast.Expr
	if o := l.Ordinality; o != nil {
		// posexplode's position is 0-based; NULL on an outer row, as the
		// source's (T2).
		p = pos()
		if o.Base != 0 {
			p = plusInt(p, o.Base, sp)
		}
	}
	return lv, columnSubsts(l, vals, p, sp)
}

// hiveArrayMember is an array a of a zip: size(a) rows (-1 when a is
// NULL, which counts as none), element i at a[i].
func hiveArrayMember(sp ast.Span, a ast.Expr) *hiveMember {
	return &hiveMember{
		count: func() ast.Expr { return canonCall(sp, "size", ast.Clone(a)) },
		at: func(i ast.Expr) ast.Expr {
			return &ast.Subscript{Span: sp, X: ast.Clone(a), Index: i, Base: 0, Missing: ast.MissingNull}
		},
	}
}

// hiveSeriesMember is an integer series start .. stop by a constant step:
// with the stop moved in by one step when it is excluded, it is not empty
// when start <= stop (start >= stop for a negative step), and then has
// k + 1 elements, k = (stop - start) DIV step, the element i being start
// + i * step. A NULL bound makes the condition NULL: no row, as the
// source's series. A step that is not a non-zero integer literal, or a
// bound not known to be an integer, is refused (nil). orig are the
// arguments as written, for the positions of refusals; args are the same
// with earlier laterals' columns substituted.
func (c *Context) hiveSeriesMember(sp ast.Span, orig, args []ast.Expr, exclusive bool, sc *scope) *hiveMember {
	step := 1
	if len(args) == 3 {
		k, ok := signedIntLiteral(args[2])
		if !ok || k == 0 {
			c.Refuse("T058", orig[2], "write the step as a non-zero integer literal",
				"the step of a series must be a constant for %s", c.Target.Name)
			return nil
		}
		step = k
	}
	small, ok := c.hiveIntBounds(orig, sc)
	if !ok {
		return nil
	}
	start, stop := args[0], args[1]
	if exclusive {
		stop = hivePlus(stop, -sign(step), sp)
	}
	cmp := ast.OpLe
	if step < 0 {
		cmp = ast.OpGe
	}
	var cond ast.Expr = &ast.Binary{Span: sp, Op: cmp, L: ast.Clone(start), R: ast.Clone(stop)}
	var k ast.Expr
	// In BIGINT: the difference of two INT bounds may not fit an INT.
	switch step {
	case 1:
		k = hiveSub(hiveBig(sp, stop), start, sp)
	case -1:
		k = hiveSub(hiveBig(sp, start), stop, sp)
	default:
		// Both operands of DIV have the step's sign here, so its integer
		// part is the floor.
		k = &ast.Binary{Span: sp, Op: ast.OpIntDiv, L: hiveSub(hiveBig(sp, stop), start, sp), R: intLit(sp, step)}
	}
	folded := false
	if a, okA := signedIntLiteral(start); okA {
		if b, okB := signedIntLiteral(stop); okB {
			// Constant bounds: fold.
			if (step > 0 && a <= b) || (step < 0 && a >= b) {
				cond = nil
				k = intLit(sp, (b-a)/step)
			} else {
				k = intLit(sp, 0) // never read
			}
			folded = true
		}
	}
	if a, ok := signedIntLiteral(start); ok && a == 0 && step == 1 && small && !folded {
		k, folded = ast.Clone(stop), true // no subtraction: stop itself, an INT
	}
	if !folded {
		k = hiveAsInt(sp, k)
	}
	m := hiveCounted(sp, cond, k)
	m.at = func(i ast.Expr) ast.Expr {
		switch step {
		case 1, -1:
			// start +- i lies between the bounds: no wider type needed.
			if a, ok := signedIntLiteral(start); ok && a == 0 && step == 1 {
				return i
			}
			op := ast.OpAdd
			if step == -1 {
				op = ast.OpSub
			}
			return &ast.Binary{Span: sp, Op: op, L: ast.Clone(start), R: i}
		}
		// i * step may not fit an INT though the element does: in BIGINT,
		// back to INT for INT bounds.
		var e ast.Expr = &ast.Binary{Span: sp, Op: ast.OpMul, L: hiveBig(sp, i), R: intLit(sp, step)}
		if a, ok := signedIntLiteral(start); !ok || a != 0 {
			e = &ast.Binary{Span: sp, Op: ast.OpAdd, L: ast.Clone(start), R: e}
		}
		if small {
			e = hiveAsInt(sp, e)
		}
		return e
	}
	return m
}

// hiveSequenceMember is Spark's and Trino's sequence(start, stop) of
// integers, whose step is 1, or -1 when stop < start (Spark SQL reference,
// sequence: "By default, the step is 1 if start is less than or equal to
// stop, otherwise -1"; Trino array functions, sequence: "Generate a
// sequence of integers from start to stop, incrementing by 1 if start is
// less than or equal to stop, otherwise -1"): k + 1 elements, k =
// abs(stop - start), the element i being start + i or start - i. A NULL
// bound gives a NULL array: no row, and an empty member of a zip.
func (c *Context) hiveSequenceMember(sp ast.Span, orig, args []ast.Expr, sc *scope) *hiveMember {
	if _, ok := c.hiveIntBounds(orig, sc); !ok {
		return nil
	}
	start, stop := args[0], args[1]
	diff := hiveSub(hiveBig(sp, stop), start, sp) // in BIGINT, as hiveSeriesMember's
	var k ast.Expr = hiveAsInt(sp, canonCall(sp, "abs", diff))
	var cond ast.Expr = &ast.IsNull{Span: sp, X: ast.Clone(diff), Not: true}
	if a, okA := signedIntLiteral(start); okA {
		if b, okB := signedIntLiteral(stop); okB {
			cond, k = nil, intLit(sp, max(b-a, a-b))
		}
	}
	m := hiveCounted(sp, cond, k)
	m.at = func(i ast.Expr) ast.Expr {
		up := &ast.Binary{Span: sp, Op: ast.OpAdd, L: ast.Clone(start), R: ast.Clone(i)}
		down := &ast.Binary{Span: sp, Op: ast.OpSub, L: ast.Clone(start), R: i}
		if a, okA := signedIntLiteral(start); okA {
			if b, okB := signedIntLiteral(stop); okB {
				if a <= b {
					return up
				}
				return down
			}
		}
		return canonCall(sp, "if", &ast.Binary{Span: sp, Op: ast.OpLe, L: ast.Clone(start), R: ast.Clone(stop)}, up, down)
	}
	return m
}

// hiveCounted is a member of k + 1 elements when cond holds (always when
// cond is nil), of none otherwise.
func hiveCounted(sp ast.Span, cond, k ast.Expr) *hiveMember {
	m := &hiveMember{cond: cond, k: k}
	m.count = func() ast.Expr {
		n := hivePlus(k, 1, sp)
		if cond == nil {
			return n
		}
		return canonCall(sp, "if", ast.Clone(cond), n, intLit(sp, 0))
	}
	return m
}

// hiveIntBounds checks that the bounds of a series are integers, read
// from orig, the arguments as written (whose columns the scope knows),
// refusing (T057) otherwise; small: both fit an INT.
func (c *Context) hiveIntBounds(orig []ast.Expr, sc *scope) (small, ok bool) {
	small = true
	for i, a := range orig[:2] {
		t := c.intTypeOf(a, sc)
		if t == nil || !t.Kind.IsInteger() || t.Kind == ast.TypeHugeInt {
			c.Refuse("T057", orig[i], "count over integers (give the column types with --schema, or cast the bound to an integer type), or use PostgreSQL, DuckDB, Trino or Spark",
				"only a series of integers can be expressed in hive, and this bound is not known to be an integer")
			return false, false
		}
		small = small && t.Kind <= ast.TypeInt
	}
	return small, true
}

// hiveBig is CAST(e AS BIGINT), e itself when it is an integer literal.
func hiveBig(sp ast.Span, e ast.Expr) ast.Expr {
	if _, ok := signedIntLiteral(e); ok {
		return ast.Clone(e)
	}
	return &ast.Cast{Span: sp, X: ast.Clone(e), Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt, Name: "BIGINT"}}
}

// hiveAsInt is CAST(k AS INT): space takes an INT.
func hiveAsInt(sp ast.Span, k ast.Expr) ast.Expr {
	return &ast.Cast{Span: sp, X: k, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt, Name: "INT"}}
}

// intTypeOf is the type of e when it is seen to be an integer: an integer
// literal, a column or cast of an integer type, or +, -, * of integers
// (the wider of the two); otherwise what typeOf says, nil when unknown.
func (c *Context) intTypeOf(e ast.Expr, sc *scope) *ast.TypeName {
	switch x := e.(type) {
	case *ast.Unary:
		if x.Op == ast.OpNeg {
			return c.intTypeOf(x.X, sc)
		}
	case *ast.Binary:
		if x.Op != ast.OpAdd && x.Op != ast.OpSub && x.Op != ast.OpMul {
			return nil
		}
		l, r := c.intTypeOf(x.L, sc), c.intTypeOf(x.R, sc)
		if l == nil || r == nil || !l.Kind.IsInteger() || !r.Kind.IsInteger() {
			return nil
		}
		if r.Kind > l.Kind {
			return r
		}
		return l
	}
	return c.typeOf(e, sc)
}

// substIn applies the substitutions of earlier laterals to e.
func substIn(e ast.Expr, subs []subst) ast.Expr {
	if len(subs) == 0 {
		return e
	}
	return ast.RewriteExpr(e, func(n ast.Node) ast.Node {
		if cr, ok := n.(*ast.ColumnRef); ok {
			if x := matchSubst(cr, subs, false); x != nil {
				return ast.Clone(x)
			}
		}
		return n
	})
}

// hivePlus is e + k, folded when e is an integer literal.
func hivePlus(e ast.Expr, k int, sp ast.Span) ast.Expr {
	if v, ok := signedIntLiteral(e); ok {
		return intLit(sp, v+k)
	}
	if b, ok := e.(*ast.Binary); ok && (b.Op == ast.OpAdd || b.Op == ast.OpSub) {
		// (x ± c) + k is x + (±c + k).
		if c, ok := intLiteral(b.R); ok {
			if b.Op == ast.OpSub {
				c = -c
			}
			if c+k == 0 {
				return ast.Clone(b.L)
			}
			return plusInt(ast.Clone(b.L), c+k, sp)
		}
	}
	return plusInt(ast.Clone(e), k, sp)
}

// hiveSub is a - b, folded when b (or both) is an integer literal.
func hiveSub(a, b ast.Expr, sp ast.Span) ast.Expr {
	if v, ok := signedIntLiteral(b); ok {
		if v == 0 {
			return ast.Clone(a)
		}
		return hivePlus(a, -v, sp)
	}
	return &ast.Binary{Span: sp, Op: ast.OpSub, L: ast.Clone(a), R: ast.Clone(b)}
}
