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
// B boolean, N numeric, S string, D date/time, T timespan; 0 for the
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
// inputs share a category; at positions an input of no node.
func (p *planner) pgCommonTypeError(ctx string, ins []pgInput, at ast.Node) error {
	if !p.eng.opts.PostgresTyping {
		return nil
	}
	var first Type
	have := false
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
			node := in.at
			if node == nil {
				node = at
			}
			return errAt(node, "%s types %s and %s cannot be matched (cast an input explicitly)", ctx, pgTypeName(first), pgTypeName(in.t))
		}
		if c != 'S' {
			// within a category the type an implicit cast reaches
			// (integer then numeric then double precision); text and
			// character varying convert to each other, the first kept
			first = superType(first, in.t)
		}
	}
	return nil
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
