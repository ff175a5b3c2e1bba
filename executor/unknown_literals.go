package executor

import "github.com/lateral-sql/lateral/ast"

// typeUnknownLiterals gives the string literals among the inputs of
// coalesce, greatest, least, nullif and the results of CASE the type the
// other inputs share, as PostgreSQL resolves them (PostgreSQL 15 manual,
// 10.5 "UNION, CASE, and Related Constructs": unknown inputs are ignored
// when the type is chosen, then every input is converted to it), under
// Options.UnknownLiteralsTakeType: coalesce(arr, '{}') is an array there,
// not a string. A literal that is not of that type is an error, as in
// PostgreSQL. Where the other inputs are strings, or none has a type, the
// literals stay strings.
func (b *binder) typeUnknownLiterals(src []ast.Expr, bound []Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType {
		return
	}
	b.typeStringLiterals(src, bound)
}

// typeStringLiterals gives the string literals among src (bound) the type
// the other inputs share (typeUnknownLiterals).
func (b *binder) typeStringLiterals(src []ast.Expr, bound []Expr) {
	t, n := tUnknown, 0
	for i, e := range src {
		if e != nil && !isUnknownLiteral(e) && bound[i] != nil {
			if k := bound[i].Type().Kind; k != ast.TypeUnknown {
				t = superType(t, bound[i].Type())
				n++
			}
		}
	}
	// beside a CHAR the literals are CHARs of no length under
	// Options.UnknownLiteralsTakeType: they compare without their trailing
	// spaces (PostgreSQL 15 run: COALESCE(NULL::char(3), 'b ') = 'b' is
	// true, over VALUES ('a'::char(3)), ('b ') length(x) is 1 and 1)
	char := t.Kind == ast.TypeChar && b.p.eng.opts.UnknownLiteralsTakeType
	if !char && (n == 0 || t.Kind == ast.TypeUnknown || t.Kind.IsText()) {
		return
	}
	t = withoutTypmod(t)
	for i, e := range src {
		if e != nil && isUnknownLiteral(e) {
			bound[i] = &CastE{X: bound[i], To: t}
		}
	}
}

// withoutTypmod is t, or its element type, as PostgreSQL resolves a
// common type: a numeric without its precision and scale, a CHAR or a
// VARCHAR without its length (PostgreSQL 15 run: VALUES ('10'), (2.5)
// gives 10 and 2.5, ARRAY[1.5] || '{2}' is {1.5,2}, ARRAY['a'::char(3)] ||
// '{b}' is {"a  ",b}).
func withoutTypmod(t Type) Type {
	switch {
	case t.Kind == ast.TypeDecimal:
		return Type{Kind: ast.TypeDecimal, Prec: 0, Scale: -1}
	case t.Kind == ast.TypeChar || t.Kind == ast.TypeVarchar:
		return Type{Kind: t.Kind}
	case t.Kind == ast.TypeArray && t.Elem != nil:
		return arrayOf(withoutTypmod(*t.Elem))
	}
	return t
}

// isUnknownLiteral: e is a string literal of no written type (PostgreSQL's
// unknown).
func isUnknownLiteral(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitString && l.Type == ast.TypeUnknown
}

// concatLiteralTakesType gives a string literal beside an array or a
// jsonb value in || that operand's type under
// Options.UnknownLiteralsTakeType, as PostgreSQL resolves an unknown
// operand of anycompatiblearray || anycompatiblearray and jsonb || jsonb
// (PostgreSQL 15 run: ARRAY[1] || '{2,3}' is {1,2,3}, '{x}' ||
// ARRAY['a'] {x,a}, ARRAY['a'] || 'b' raises "malformed array literal",
// CAST('{"a":1}' AS jsonb) || '{"b":2}' is {"a": 1, "b": 2}).
func (b *binder) concatLiteralTakesType(x *ast.Binary, l, r Expr) (Expr, Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType {
		return l, r
	}
	takes := func(t Type) bool { return t.Kind == ast.TypeArray || t.JSONB }
	switch {
	case isUnknownLiteral(x.R) && takes(l.Type()):
		r = &CastE{X: r, To: withoutTypmod(l.Type())}
	case isUnknownLiteral(x.L) && takes(r.Type()):
		l = &CastE{X: l, To: withoutTypmod(r.Type())}
	}
	return l, r
}

// arithLiteralTakesType gives a string literal beside a number in +, -,
// *, / or % the number's type under Options.UnknownLiteralsTakeType, as
// PostgreSQL resolves an unknown operand to the other operand's type
// (PostgreSQL 15 run: '7' / 2 is the integer 3, 2::bigint - '3' a bigint,
// 1.5 + '2' the numeric 3.5, 1.1::real * '3' the real 3.3000002, '2.5' + 1
// raises "invalid input syntax for type integer").
func (b *binder) arithLiteralTakesType(x *ast.Binary, l, r Expr) (Expr, Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType {
		return l, r
	}
	switch x.Op {
	case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
	default:
		return l, r
	}
	takes := func(t Type) bool {
		switch t.Kind {
		case ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeReal, ast.TypeDouble, ast.TypeDecimal:
			return true
		}
		return false
	}
	switch {
	case isUnknownLiteral(x.R) && !isUnknownLiteral(x.L) && takes(l.Type()):
		r = &CastE{X: r, To: withoutTypmod(l.Type())}
	case isUnknownLiteral(x.L) && !isUnknownLiteral(x.R) && takes(r.Type()):
		l = &CastE{X: l, To: withoutTypmod(r.Type())}
	}
	return l, r
}

// elemLiteralTakesType gives a string literal appended or prepended to an
// array the array's element type under Options.UnknownLiteralsTakeType, as
// PostgreSQL resolves anyelement against anyarray (PostgreSQL 15 run:
// array_append(ARRAY[1.5::float8], 'nan') is {1.5,NaN},
// array_prepend('-infinity', ARRAY[1.5::float8]) {-Infinity,1.5},
// array_append(ARRAY[1], 'x') raises).
func (b *binder) elemLiteralTakesType(name string, src []ast.Expr, bound []Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType || len(src) != 2 || len(bound) != 2 {
		return
	}
	arr, elem := 0, 1
	if name == "array_prepend" {
		arr, elem = 1, 0
	}
	l, ok := src[elem].(*ast.Literal)
	if !ok || l.Kind != ast.LitString || l.Type != ast.TypeUnknown || bound[arr] == nil || bound[elem] == nil {
		return
	}
	at := bound[arr].Type()
	if at.Kind != ast.TypeArray || at.Elem == nil || at.Elem.Kind == ast.TypeUnknown || at.Elem.Kind.IsText() {
		return
	}
	bound[elem] = &CastE{X: bound[elem], To: *at.Elem}
}

// valuesText types the string literals of no written type in each column
// of VALUES v (planned as vn, its column types types) as PostgreSQL
// resolves a VALUES column, as UNION resolves its inputs, under
// Options.UnknownLiteralsTakeType: beside values of another type they take
// that type (typeStringLiterals; PostgreSQL 15 run: VALUES ('a'), (1)
// raises invalid input syntax for type integer), and a column of such
// literals only (NULLs aside) is TEXT, which meets a CHAR as text
// (PostgreSQL 15 run: over (VALUES ('a ')) v(x), CAST('a' AS CHAR(3)) = x
// is false, while CAST('a' AS CHAR(3)) = 'a ' is true; charsAsText).
func (p *planner) valuesText(b *binder, v *ast.Values, vn *ValuesNode, types []Type) {
	if !p.eng.opts.UnknownLiteralsTakeType || v == p.rowValues {
		return
	}
	src, bound := make([]ast.Expr, len(v.Rows)), make([]Expr, len(v.Rows))
	for j := range types {
		lits, others := 0, 0
		for i, row := range v.Rows {
			src[i], bound[i] = row[j], vn.Rows[i][j]
			if l, ok := row[j].(*ast.Literal); ok && l.Kind == ast.LitNull {
				continue
			}
			if isUnknownLiteral(row[j]) {
				lits++
			} else {
				others++
			}
		}
		if lits == 0 {
			continue
		}
		if others > 0 {
			b.typeStringLiterals(src, bound)
			types[j] = tUnknown
			for i := range vn.Rows {
				vn.Rows[i][j] = bound[i]
				types[j] = superType(types[j], bound[i].Type())
			}
			continue
		}
		types[j] = Type{Kind: ast.TypeString}
		for i := range vn.Rows {
			vn.Rows[i][j] = &CastE{X: vn.Rows[i][j], To: types[j], Implicit: true}
		}
	}
}

// literalsAsText reports, under Options.UnknownLiteralsTakeType, whether
// column i of the set operation x is made of string literals of no
// written type (and NULLs) in every arm: PostgreSQL gives such a column,
// as a select item that is such a literal outside a set operation's arm,
// the type text, which meets a CHAR as text (PostgreSQL 15 run:
// CAST('a' AS CHAR(3)) = (SELECT 'a ') is false, as over (SELECT 'a '
// UNION SELECT 'b') s(x) x = CAST('a' AS CHAR(3)) is, while CAST('a' AS
// CHAR(3)) = 'a ' is true; SELECT CAST('a' AS CHAR(3)) UNION SELECT 'a '
// and SELECT 'a ' UNION SELECT CAST('a' AS CHAR(3)) are one row, the
// literal read as the other arm's CHAR).
func (p *planner) literalsAsText(x ast.QueryExpr, i int) bool {
	all, lits := p.literalsColumn(x, i)
	return all && lits > 0
}

// literalsColumn: under Options.UnknownLiteralsTakeType column i of x
// is made of literals of no written type (strings and NULLs) in every
// arm (all), lits of them strings.
func (p *planner) literalsColumn(x ast.QueryExpr, i int) (all bool, lits int) {
	if !p.eng.opts.UnknownLiteralsTakeType {
		return false, 0
	}
	var walk func(q ast.QueryExpr) bool
	walk = func(q ast.QueryExpr) bool {
		switch q := q.(type) {
		case *ast.SetOp:
			return walk(q.L) && walk(q.R)
		case *ast.Query:
			return q.With == nil && walk(q.Body)
		case *ast.Select:
			if i >= len(q.Items) {
				return false
			}
			for _, it := range q.Items[:i+1] {
				if _, ok := it.Expr.(*ast.Star); ok {
					return false // the columns are not counted
				}
				if _, ok := it.Expr.(*ast.FieldStar); ok {
					return false
				}
			}
			e := q.Items[i].Expr
			if isUnknownLiteral(e) {
				lits++
				return true
			}
			return isNullLiteral(e)
		}
		return false
	}
	return walk(x), lits
}

// literalArm: the arm q of a set operation is a select whose column i is
// a string literal of no written type or NULL (literalsAsText); a set
// operation there has typed its literals already (PostgreSQL 15 run:
// SELECT 'a ' UNION SELECT NULL UNION SELECT CAST('a' AS CHAR(3)) is
// three rows, the first two arms' column being text).
func (p *planner) literalArm(q ast.QueryExpr, i int) bool {
	for {
		qq, ok := q.(*ast.Query)
		if !ok {
			break
		}
		q = qq.Body
	}
	if _, ok := q.(*ast.Select); !ok {
		return false
	}
	return p.literalsAsText(q, i)
}

// caseOfLiterals reports, under Options.UnknownLiteralsTakeType, whether
// every result of the CASE x is a string literal of no written type or
// NULL, one at least a string: PostgreSQL resolves such a CASE as text,
// which meets a CHAR as text (PostgreSQL 15 run: CAST('a' AS CHAR(3)) =
// CASE WHEN true THEN 'a ' END is false, = 'a ' true).
func (b *binder) caseOfLiterals(x *ast.Case) bool {
	if !b.p.eng.opts.UnknownLiteralsTakeType {
		return false
	}
	lits := 0
	check := func(e ast.Expr) bool {
		switch {
		case e == nil || isNullLiteral(e):
			return true
		case isUnknownLiteral(e):
			lits++
			return true
		}
		return false
	}
	for _, w := range x.Whens {
		if !check(w.Result) {
			return false
		}
	}
	return check(x.Else) && lits > 0
}

// numFuncLiterals gives a string literal argument of power or sign (src
// as written, bound as args) a number type under
// Options.UnknownLiteralsTakeType, as PostgreSQL resolves it: numeric
// beside a numeric, else double precision (PostgreSQL 15 run:
// power(2, '3') is 8, power('2', 3) 8, power(2, '0.5') 1.4142135623730951,
// sign('-2') -1; the executor read the strings as 0 or 1). abs, ceil,
// floor, sqrt, exp, ln and round of one string literal read it as a
// double precision too (PostgreSQL 15 run: pg_typeof of each is double
// precision, abs('-3') is 3, round('2.5') 2, abs('x') raises "invalid
// input syntax for type double precision").
func (b *binder) numFuncLiterals(name string, src []ast.Expr, args []Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType || len(src) != len(args) {
		return
	}
	switch name {
	case "power", "pow", "sign", "abs", "ceil", "ceiling", "floor", "sqrt", "exp", "ln":
	case "round":
		if len(args) != 1 {
			return // round(numeric, integer) only
		}
	case "mod":
		// mod(unknown, integer) is mod(integer, integer) (PostgreSQL 15
		// run: mod('5', 2) is the integer 1, mod('5', 2.5) the numeric 0.0)
		if len(args) == 2 && isUnknownLiteral(src[0]) != isUnknownLiteral(src[1]) {
			i := 0
			if isUnknownLiteral(src[1]) {
				i = 1
			}
			if t := args[1-i].Type(); t.Kind.IsInteger() || t.Kind == ast.TypeDecimal {
				args[i] = &CastE{X: args[i], To: withoutTypmod(t)}
			}
		}
		return
	default:
		return
	}
	for i, e := range src {
		if !isUnknownLiteral(e) {
			continue
		}
		t := tDouble
		for j, o := range args {
			if j != i && o.Type().Kind == ast.TypeDecimal && !isUnknownLiteral(src[j]) {
				t = withoutTypmod(o.Type())
			}
		}
		args[i] = &CastE{X: args[i], To: t}
	}
}

// arrayOfText: under Options.UnknownLiteralsTakeType an ARRAY[...] of
// string literals, NULLs and text values (src as written, bound as elems,
// of the common type t) is PostgreSQL's text[], so that it meets a CHAR
// as text (PostgreSQL 15 run: pg_typeof(ARRAY['a ']) is text[], of
// ARRAY['a', 'b'::varchar] character varying[]).
func (b *binder) arrayOfText(src []ast.Expr, elems []Expr, t Type) bool {
	if !b.p.eng.opts.UnknownLiteralsTakeType || t.Kind != ast.TypeVarchar || t.Prec != 0 || len(src) != len(elems) {
		return false
	}
	for i, e := range elems {
		if !isUnknownLiteral(src[i]) && !isNullLiteral(src[i]) && e.Type().Kind != ast.TypeString {
			return false
		}
	}
	return true
}

// anyCharText is v and arr of v op ANY/ALL (arr) with the CHAR side read
// as text where a CHAR meets a text array or a text a CHAR array under
// CharLengthPostgres, as PostgreSQL compares them (PostgreSQL 15 run:
// CAST('a' AS CHAR(3)) = ANY (ARRAY['a ']) and = ANY (CAST('{"a "}' AS
// TEXT[])) are false, CAST('a ' AS TEXT) = ANY (ARRAY[CAST('a' AS
// CHAR(3))]) false; against a VARCHAR array or an array literal the CHAR
// rule holds, = ANY (ARRAY[CAST('a ' AS VARCHAR)]) true; charsAsText).
func (p *planner) anyCharText(v, arr Expr) (Expr, Expr) {
	if p.eng.opts.CharLength != CharLengthPostgres || arr.Type().Kind != ast.TypeArray {
		return v, arr
	}
	text := Type{Kind: ast.TypeString}
	switch vk, ek := v.Type().Kind, arr.Type().elem().Kind; {
	case vk == ast.TypeChar && ek == ast.TypeString:
		v = &CastE{X: v, To: text, Implicit: true}
	case vk == ast.TypeString && ek == ast.TypeChar:
		arr = &CastE{X: arr, To: arrayOf(text), Implicit: true}
	}
	return v, arr
}

// cmpLiteralsTakeType gives the string literals among the operands of a
// comparison, a BETWEEN or an IN list (at, src as written, bound as out)
// an integer type the operands they are compared with share under
// Options.UnknownLiteralsTakeType, as PostgreSQL resolves an unknown
// operand to the other's type: a literal that is no integer then raises
// (PostgreSQL 15 run: '7.0' = 7 raises "invalid input syntax for type
// integer", '7.0' = 7::bigint the same for type bigint, 1 IN ('1.0') and
// 7 BETWEEN '1.5' AND 8 raise, '7' = 7 is true, 1 IN ('1.0', 2.5) true).
// BETWEEN is x >= lo AND x <= hi, each pair resolved alone (7 BETWEEN
// '1.5' AND 8.5 and '5.5' BETWEEN 1 AND 10.5 raise, '5' BETWEEN 1 AND
// 10.5 is true); an IN list's items reading no column, when more than
// one, share one type with x, the others being compared with x one by one
// (x IN ('1.0', y) of an integer x and a numeric y raises, x IN ('1.0',
// 2.5) and x IN ('1.0', y, 3.5) are true).
func (b *binder) cmpLiteralsTakeType(at ast.Node, src []ast.Expr, out []Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType || len(src) != len(out) {
		return
	}
	switch at.(type) {
	case *ast.Between:
		if len(src) == 3 {
			literalsTakeInt(src, out, []int{0, 1})
			literalsTakeInt(src, out, []int{0, 2})
			return
		}
	case *ast.InList:
		var nonVars []int
		for i := 1; i < len(out); i++ {
			if !readsColumn(out[i]) {
				nonVars = append(nonVars, i)
			}
		}
		if len(nonVars) > 1 {
			literalsTakeInt(src, out, append([]int{0}, nonVars...))
		}
		for i := 1; i < len(out); i++ {
			if len(nonVars) <= 1 || readsColumn(out[i]) {
				literalsTakeInt(src, out, []int{0, i})
			}
		}
		return
	}
	all := make([]int, len(src))
	for i := range all {
		all[i] = i
	}
	literalsTakeInt(src, out, all)
}

// literalsTakeInt casts the string literals among the operands idx of
// src (bound as out) to the integer, DATE, TIMESTAMP [WITH TIME ZONE], INTERVAL or array
// type the others share, if they share one (cmpLiteralsTakeType), so that
// the literal is read as that type's input reads it (PostgreSQL 15 run:
// DATE '2020-01-01' = '20200101' and DATE '2020-01-02' = '2020-01-02
// 10:00' are true, where a comparison of the texts' instants is not), or
// the array type (ARRAY[1] = '{1}' and ARRAY[1] < '{2}' are true,
// ARRAY[1] = '{a}' raises "invalid input syntax for type integer"), or
// INTERVAL, whose texts compare as the intervals they read (INTERVAL '1
// day' = '24 hours' and INTERVAL '1 hour' IN ('01:00') are true).
func literalsTakeInt(src []ast.Expr, out []Expr, idx []int) {
	t, lits := tUnknown, false
	for _, i := range idx {
		if isUnknownLiteral(src[i]) {
			lits = true
		} else if out[i].Type().Kind != ast.TypeUnknown {
			t = superType(t, out[i].Type())
		}
	}
	if !lits || !t.Kind.IsInteger() && t.Kind != ast.TypeDate && t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTimestampTZ && t.Kind != ast.TypeArray && t.Kind != ast.TypeInterval {
		return
	}
	for _, i := range idx {
		if _, ok := out[i].(*CastE); ok && isUnknownLiteral(src[i]) {
			continue // already cast by another pair
		}
		if isUnknownLiteral(src[i]) {
			out[i] = &CastE{X: out[i], To: withoutTypmod(t)}
		}
	}
}

// readsColumn: e reads a column (PostgreSQL's contain_vars_of_level, the
// correlated ones counted too).
func readsColumn(e Expr) bool {
	found := false
	walkExpr(e, func(x Expr) bool {
		if _, ok := x.(*ColRef); ok {
			found = true
		}
		return !found
	})
	return found
}

// temporalLiteralTakesType gives a string literal beside a date, a
// timestamp, a time or an interval in + - * / the type PostgreSQL's
// operator resolution gives it under Options.UnknownLiteralsTakeType: the
// other operand's type where an operator takes two of it, else the one
// operator's other operand type (PostgreSQL 15 run: DATE '2020-01-01' -
// '2019-12-31' is 1, '2020-01-05' - DATE '2020-01-01' 4, TIMESTAMP '2020-01-01 00:00' + '1 day'
// and '1 day' + TIMESTAMP ... 2020-01-02 00:00:00, TIME '10:00' + '1
// hour' 11:00:00, INTERVAL '1 day' + '1 hour' 1 day 01:00:00, INTERVAL '1
// day' * '2' 2 days; DATE ... - '1 day' raises "invalid input syntax for
// type date", DATE ... + '1 day' "operator is not unique: date +
// unknown").
//
// Under Options.StringArithRaises (DuckDB) a string literal beside a
// timestamp in + is an interval, and no other temporal operator takes
// one (DuckDB 1.5 run: TIMESTAMP '2020-01-01' + '1 day' and '1 day' +
// TIMESTAMP '2020-01-01' are 2020-01-02 00:00:00, TIMESTAMP ... + '1'
// 2020-01-01 00:00:01, TIMESTAMPTZ ... + '1 day' a day later; TIMESTAMP ...
// - '1 day', DATE ... + '1 day', TIME ... + '1 hour' and INTERVAL ... +
// '1 hour' raise "No function matches").
func (b *binder) temporalLiteralTakesType(x *ast.Binary, l, r Expr) (Expr, Expr, error) {
	duck := b.p.eng.opts.StringArithRaises
	if !b.p.eng.opts.UnknownLiteralsTakeType && !duck {
		return l, r, nil
	}
	litL, litR := isUnknownLiteral(x.L), isUnknownLiteral(x.R)
	if litL == litR {
		return l, r, nil
	}
	known := l.Type()
	if litL {
		known = r.Type()
	}
	var to Type
	switch k := known.Kind; {
	case duck:
		if x.Op != ast.OpAdd || k != ast.TypeTimestamp && k != ast.TypeTimestampTZ {
			return l, r, nil
		}
		to = tInterval
	case x.Op == ast.OpSub && (k == ast.TypeDate || k == ast.TypeInterval || k == ast.TypeTimestamp || k == ast.TypeTimestampTZ):
		// (PostgreSQL 15 run: '2020-01-03 01:00'::timestamp -
		// '2020-01-01' is 2 days 01:00:00, TIMESTAMP ... - '1 day' raises
		// "invalid input syntax for type timestamp")
		to = Type{Kind: k}
	case x.Op == ast.OpAdd && k == ast.TypeDate:
		return l, r, errAt(x, "operator is not unique: %s (cast the literal to an integer or an interval)", map[bool]string{true: "unknown + date", false: "date + unknown"}[litL])
	case x.Op == ast.OpAdd && (k == ast.TypeTimestamp || k == ast.TypeTimestampTZ || k == ast.TypeTime || k == ast.TypeInterval):
		to = tInterval
	case (x.Op == ast.OpMul || x.Op == ast.OpDiv && litR) && k == ast.TypeInterval:
		to = tDouble
	default:
		return l, r, nil
	}
	if litL {
		return &CastE{X: l, To: to}, r, nil
	}
	return l, &CastE{X: r, To: to}, nil
}

// literalTakesType: under Options.UnknownLiteralsTakeType, the arm q of a
// set operation is a select whose column i is a string literal of no
// written type (or NULL: literalArm) and the other arm's column is of t,
// a type known and not a string, which the literal takes (PostgreSQL 15
// manual, 10.5 "UNION, CASE, and Related Constructs"; run on PostgreSQL
// 15: SELECT TIMESTAMP '2020-01-01 10:00:00' UNION ALL SELECT
// '2020-01-01 00:00:00.1234567' gives 2020-01-01 00:00:00.123457, SELECT
// 1 UNION SELECT '01' one row).
func (p *planner) literalTakesType(q ast.QueryExpr, i int, t Type) bool {
	return p.eng.opts.UnknownLiteralsTakeType && t.Kind != ast.TypeUnknown && !t.Kind.IsText() && p.literalArm(q, i)
}

// textArmMismatch raises, under Options.UnknownLiteralsTakeType, where an
// arm of the set operation x is itself a set operation whose column i is
// made of string literals and NULLs only (literalsColumn: text) and the other arm's
// column, not such literals, is of a type known and not a string, which
// text does not meet: PostgreSQL types a set operation arm by arm, its
// literals only beside the other arm of their own (PostgreSQL 15 run:
// SELECT '1' UNION SELECT '01' UNION SELECT 1 raises "UNION types text and
// integer cannot be matched", SELECT 1 UNION (SELECT '01' UNION SELECT
// '02') "UNION types integer and text cannot be matched"); so does a set
// operation of NULLs (SELECT NULL UNION SELECT NULL UNION SELECT 1 raises
// "UNION types text and integer cannot be matched"). lt and rt are the
// arms' column types.
func (p *planner) textArmMismatch(x *ast.SetOp, i int, lt, rt Type) error {
	if !p.eng.opts.UnknownLiteralsTakeType {
		return nil
	}
	textOp := func(q ast.QueryExpr) bool {
		for {
			qq, ok := q.(*ast.Query)
			if !ok || qq.With != nil {
				break
			}
			q = qq.Body
		}
		so, ok := q.(*ast.SetOp)
		if !ok {
			return false
		}
		all, _ := p.literalsColumn(so, i)
		return all
	}
	other := func(q ast.QueryExpr, t Type) bool {
		return t.Kind != ast.TypeUnknown && !t.Kind.IsText() && !p.literalArm(q, i)
	}
	switch {
	case textOp(x.L) && other(x.R, rt):
		return errAt(x, "%s types text and %s cannot be matched", x.Op, pgTypeName(rt))
	case textOp(x.R) && other(x.L, lt):
		return errAt(x, "%s types %s and text cannot be matched", x.Op, pgTypeName(lt))
	}
	return nil
}
