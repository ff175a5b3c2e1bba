package executor

import "github.com/lateral-sql/lateral/ast"

// Under Options.PostgresTyping the inputs of COALESCE, CASE's results,
// GREATEST, LEAST, a VALUES column and a set operation's column must be
// of one type category, as PostgreSQL's select_common_type resolves them
// (PostgreSQL 15 manual, 10.5 "UNION, CASE, and Related Constructs": "If
// any input is of a different type category than the first non-unknown
// input, fail"): inputs of no written type (a string literal, NULL) are
// skipped, the others are read in order, CASE's ELSE first (PostgreSQL 15
// run: coalesce((SELECT NULL), 1) raises "COALESCE types text and integer
// cannot be matched", coalesce(1, true) "COALESCE types integer and
// boolean", CASE WHEN true THEN 1 ELSE 'a'::text END "CASE types text and
// integer", greatest('a'::text, 1) "GREATEST types text and integer",
// SELECT 'a'::text UNION SELECT 1 "UNION types text and integer").
// Operands whose type the executor does not keep as PostgreSQL's
// (pgLoose) or does not model are skipped.

// pgInput is one input of a common type resolution: its type, whether
// it is known as PostgreSQL types it, and where it is written.
type pgInput struct {
	t     Type
	known bool
	at    ast.Node
}

// pgCategory is PostgreSQL's type category (pg_type.typcategory) of t:
// B boolean, N numeric, S string, D date/time, T timespan, A array (of
// such elements); 0 for the
// types not modelled here.
func pgCategory(t Type) byte {
	switch t.Kind {
	case ast.TypeBool:
		return 'B'
	case ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeReal, ast.TypeDouble, ast.TypeDecimal:
		return 'N'
	case ast.TypeVarchar, ast.TypeChar, ast.TypeString:
		return 'S'
	case ast.TypeDate, ast.TypeTime, ast.TypeTimestamp, ast.TypeTimestampTZ:
		return 'D'
	case ast.TypeInterval:
		return 'T'
	case ast.TypeArray:
		if pgCategory(t.elem()) != 0 {
			return 'A'
		}
	}
	return 0
}

// pgInputs are the inputs src (as written) bound as bound; a nil src is
// an input not written (CASE without ELSE), skipped.
func pgInputs(src []ast.Expr, bound []Expr) []pgInput {
	out := make([]pgInput, 0, len(src))
	for i, s := range src {
		if s == nil || i >= len(bound) || bound[i] == nil {
			continue
		}
		o := pgTextOperand(s, bound[i])
		out = append(out, pgInput{t: bound[i].Type(), known: o.known && !bound[i].Type().PGLoose, at: s})
	}
	return out
}

// pgCommonTypeError is the error PostgreSQL raises resolving the common
// type of ins for ctx (COALESCE, CASE, UNION...), nil where the known
// inputs share a category and each converts implicitly to the type
// chosen; at positions an input of no node. The type chosen is the first
// known input's, replaced by a later one the chosen type converts to
// implicitly (and not back) unless it is its category's preferred type
// (PostgreSQL 15 manual, 10.5; PostgreSQL 15 run: coalesce(TIME '10:00',
// DATE '2020-01-01') raises "COALESCE could not convert type date to time
// without time zone", coalesce(ARRAY['a'], ARRAY[1]) "COALESCE could not
// convert type integer[] to text[]", CASE WHEN true THEN ARRAY[1] ELSE
// ARRAY['a'] END "CASE/WHEN could not convert type integer[] to text[]",
// while coalesce(ARRAY[1], ARRAY[1.5]) is a numeric[]).
func (p *planner) pgCommonTypeError(ctx string, ins []pgInput, at ast.Node) error {
	if !p.eng.opts.PostgresTyping {
		return nil
	}
	var first Type
	have := false
	node := func(in pgInput) ast.Node {
		if in.at == nil {
			return at
		}
		return in.at
	}
	for _, in := range ins {
		c := pgCategory(in.t)
		if !in.known || c == 0 {
			continue
		}
		if !have {
			first, have = in.t, true
			continue
		}
		if pc := pgCategory(first); c != pc {
			return errAt(node(in), "%s types %s and %s cannot be matched (cast an input explicitly)", ctx, pgTypeName(first), pgTypeName(in.t))
		}
		if !pgPreferred(first) && pgImplicit(first, in.t) && !pgImplicit(in.t, first) {
			first = in.t
		}
	}
	for _, in := range ins {
		if in.known && pgCategory(in.t) != 0 && !pgImplicit(in.t, first) {
			if ctx == "CASE" {
				ctx = "CASE/WHEN"
			}
			return errAt(node(in), "%s could not convert type %s to %s (cast an input explicitly)", ctx, pgTypeName(in.t), pgTypeName(first))
		}
	}
	return nil
}

// pgPreferred: t is its category's preferred type in PostgreSQL
// (pg_type.typispreferred), which a common type resolution keeps.
func pgPreferred(t Type) bool {
	switch t.Kind {
	case ast.TypeBool, ast.TypeDouble, ast.TypeString, ast.TypeVarchar, ast.TypeTimestampTZ, ast.TypeInterval:
		return true
	}
	return false
}

// pgImplicit: PostgreSQL converts a value of type from to type to
// implicitly (pg_cast's implicit casts among the types pgCategory
// models): a number to a wider one (integer, numeric, real, double
// precision), strings to each other, a date to a timestamp, a timestamp
// to a timestamp with time zone, an array where its elements convert.
func pgImplicit(from, to Type) bool {
	if from.Kind == ast.TypeArray || to.Kind == ast.TypeArray {
		return from.Kind == to.Kind && pgImplicit(from.elem(), to.elem())
	}
	if from.Kind == to.Kind {
		return true
	}
	switch pgCategory(from) {
	case 'N':
		return pgCategory(to) == 'N' && numericRank(from.Kind) <= numericRank(to.Kind)
	case 'S':
		return pgCategory(to) == 'S'
	}
	switch from.Kind {
	case ast.TypeDate:
		return to.Kind == ast.TypeTimestamp || to.Kind == ast.TypeTimestampTZ
	case ast.TypeTimestamp:
		return to.Kind == ast.TypeTimestampTZ
	}
	return false
}

// pgCoalesceTypes checks the arguments of coalesce, greatest and least
// (pgCommonTypeError), and nullif's two as its = operator does
// (PostgreSQL 15 run: nullif('1'::text, 1) raises "operator does not
// exist: text = integer").
func (b *binder) pgCoalesceTypes(x *ast.Func, name string, args []Expr) error {
	if !b.p.eng.opts.PostgresTyping || len(x.Args) != len(args) {
		return nil
	}
	ctx := ""
	switch name {
	case "coalesce":
		ctx = "COALESCE"
	case "greatest", "greatest_ignore_nulls":
		ctx = "GREATEST"
	case "least", "least_ignore_nulls":
		ctx = "LEAST"
	case "nullif":
		if len(args) != 2 {
			return nil
		}
		return b.pgCompareTextError(x, "=", pgTextOperand(x.Args[0], args[0]), pgTextOperand(x.Args[1], args[1]), args[0].Type(), args[1].Type())
	default:
		return nil
	}
	return b.p.pgCommonTypeError(ctx, pgInputs(x.Args, args), x)
}

// pgSetOpTypes checks column i of the set operation x, of type lt in the
// left arm and rt in the right (pgCommonTypeError); an arm whose column
// is made of literals of no written type is typed by the other
// (literalArm) or checked by textArmMismatch.
func (p *planner) pgSetOpTypes(x *ast.SetOp, i int, lt, rt Type) error {
	if !p.eng.opts.PostgresTyping {
		return nil
	}
	lit := func(q ast.QueryExpr) bool {
		for {
			qq, ok := q.(*ast.Query)
			if !ok || qq.With != nil {
				break
			}
			q = qq.Body
		}
		return p.literalArm(q, i) || p.literalsAsText(q, i)
	}
	known := func(q ast.QueryExpr, t Type) bool { return !lit(q) && !t.PGLoose && pgModelledType(t) }
	return p.pgCommonTypeError(x.Op.String(), []pgInput{{t: lt, known: known(x.L, lt)}, {t: rt, known: known(x.R, rt)}}, x)
}

// pgNumericTypmod is t, the common type of inputs of types ins, with a
// numeric's precision and scale kept, under Options.PostgresTyping, only
// where every input is of that very type, as PostgreSQL's
// select_common_typmod keeps a typmod; otherwise t is an unconstrained
// numeric and each value keeps its own scale, an integer's 0 (PostgreSQL
// 15 run: coalesce(1, 2.5) is 1, greatest(1, 2.5, 3) 3, VALUES (1),
// (2.5), (3.25) gives 1, 2.5 and 3.25, SELECT 1 UNION ALL SELECT 2.5 gives
// 1 and 2.5, coalesce(x, 1) over a numeric(5,2) x 2.50 and 1).
func (o *Options) pgNumericTypmod(t Type, ins ...Type) Type {
	if !o.PostgresTyping || t.Kind != ast.TypeDecimal || t.Scale < 0 {
		return t
	}
	for _, in := range ins {
		if in.Kind != ast.TypeUnknown && (in.Kind != t.Kind || in.Prec != t.Prec || in.Scale != t.Scale) {
			nt := withoutTypmod(t)
			nt.PGLoose = t.PGLoose
			return nt
		}
	}
	return t
}

// pgZoneType is t, the common type of inputs of types ins, as a
// timestamp with time zone where, under Options.PostgresTyping, an input
// is one beside a date or timestamp (PostgreSQL's preferred date/time
// type; PostgreSQL 15 run: coalesce(DATE '2020-01-02', TIMESTAMPTZ
// '2020-01-01 10:00+00') is 2020-01-02 00:00:00+00 in zone UTC, as are
// the same CASE, UNION ALL and VALUES; coalesce(TIMESTAMP '2020-01-02',
// TIMESTAMPTZ ...) 2020-01-02 00:00:00+00); of arrays, their elements'.
func (o *Options) pgZoneType(t Type, ins ...Type) Type {
	if !o.PostgresTyping {
		return t
	}
	if b := pgBaseElem(t); b.Kind == ast.TypeDate || b.Kind == ast.TypeTimestamp {
		for _, in := range ins {
			if arrayDepth(in) == arrayDepth(t) && pgBaseElem(in).Kind == ast.TypeTimestampTZ {
				nt := withBaseElem(t, Type{Kind: ast.TypeTimestampTZ})
				nt.PGLoose = t.PGLoose
				return nt
			}
		}
	}
	return t
}

// widensToZone: a value of type from among inputs of common type to is
// converted in the session's zone (pgZoneType).
func widensToZone(from, to Type) bool {
	return to.Kind == ast.TypeTimestampTZ && (from.Kind == ast.TypeDate || from.Kind == ast.TypeTimestamp)
}

// pgWidens: under Options.PostgresTyping a value of type from among
// inputs of common type to is converted: a date or timestamp to a
// timestamp with time zone (widensToZone), an array of dates to one of
// timestamps, an array of such elements (PostgreSQL 15 run: CASE WHEN
// true THEN ARRAY[DATE '2020-01-01'] ELSE ARRAY[TIMESTAMP '2020-01-02']
// END is {"2020-01-01 00:00:00"}), a real to a double precision, whose
// text has all its digits (coalesce(0.1::real, 1::float8) is
// 0.10000000149011612); a date among timestamps is converted elsewhere
// (needsCoercion).
func (o *Options) pgWidens(from, to Type) bool {
	if !o.PostgresTyping {
		return false
	}
	if from.Kind == ast.TypeArray && to.Kind == ast.TypeArray && arrayDepth(from) == arrayDepth(to) {
		f, t := pgBaseElem(from), pgBaseElem(to)
		return widensToZone(f, t) || f.Kind == ast.TypeDate && t.Kind == ast.TypeTimestamp || f.Kind == ast.TypeReal && t.Kind == ast.TypeDouble
	}
	return widensToZone(from, to) || from.Kind == ast.TypeReal && to.Kind == ast.TypeDouble
}

// pgWidenCasts converts the inputs es of common type t that pgWidens.
func (o *Options) pgWidenCasts(es []Expr, t Type) {
	for i, e := range es {
		if e != nil && o.pgWidens(e.Type(), t) {
			es[i] = &CastE{X: e, To: t, Implicit: true}
		}
	}
}

// pgConcatCasts converts the operands l and r of an array || (PostgreSQL's
// anycompatiblearray forms) to their elements' common type, the one's
// element type the other's converts to implicitly (pgImplicit); strings
// are left as they are (PostgreSQL 15 run: ARRAY[DATE '2020-01-01'] ||
// TIMESTAMP '2020-01-01 10:00' is {"2020-01-01 00:00:00","2020-01-01
// 10:00:00"}, ARRAY[1.50] || 2::float8 {1.5,2}).
func pgConcatCasts(l, r Expr) (Expr, Expr) {
	lt, rt := l.Type(), r.Type()
	if lt.Kind != ast.TypeArray && rt.Kind != ast.TypeArray || lt.PGLoose || rt.PGLoose {
		return l, r
	}
	le, re := pgBaseElem(lt), pgBaseElem(rt)
	c := pgCategory(le)
	if c == 0 || c == 'S' || pgCategory(re) != c || le.Kind == re.Kind {
		return l, r
	}
	ce := le
	if pgImplicit(le, re) && !pgImplicit(re, le) {
		ce = re
	}
	ce = withoutTypmod(ce)
	conv := func(e Expr, t, base Type) Expr {
		if base.Kind == ce.Kind {
			return e
		}
		return &CastE{X: e, To: withBaseElem(t, ce), Implicit: true}
	}
	return conv(l, lt, le), conv(r, rt, re)
}

// withBaseElem is t with e for the element type of its innermost array
// (e when t is no array).
func withBaseElem(t, e Type) Type {
	if t.Kind != ast.TypeArray || t.Elem == nil {
		return e
	}
	return arrayOf(withBaseElem(*t.Elem, e))
}
