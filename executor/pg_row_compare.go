package executor

import "github.com/lateral-sql/lateral/ast"

// pgRowPairs types the fields of two row constructors compared by at
// (src as written, bound as out) pair by pair under
// Options.PostgresTyping, as PostgreSQL expands (a, b) op (c, d) into a
// comparison of each pair (PostgreSQL 15 run: (1, 'a') = ('1', 'a') is
// true, (1, 'a') < ('2', 'a') true, (1, 'a') = ('x', 'a') raises "invalid
// input syntax for type integer", (v, 1) = (1, 1) over a text v "operator
// does not exist: text = integer"): a string literal of no written type
// takes the type of the field it is compared with (cmpLiteralsTakeType),
// and a text field beside a number, a date... raises
// (pgCompareTextError).
func (b *binder) pgRowPairs(at ast.Node, src []ast.Expr, out []Expr) error {
	x, ok := at.(*ast.Binary)
	if !ok || !b.p.eng.opts.PostgresTyping || len(src) != 2 || len(out) != 2 {
		return nil
	}
	ls, lok := src[0].(*ast.Struct)
	rs, rok := src[1].(*ast.Struct)
	le, leok := out[0].(*StructE)
	re, reok := out[1].(*StructE)
	if !lok || !rok || !leok || !reok || len(ls.Fields) != len(rs.Fields) || len(le.Vals) != len(ls.Fields) || len(re.Vals) != len(rs.Fields) {
		return nil
	}
	sym := x.Op.String()
	if x.Op == ast.OpIsDistinct || x.Op == ast.OpIsNotDistinct {
		sym = "="
	}
	for i := range ls.Fields {
		lsrc, rsrc := ls.Fields[i].Value, rs.Fields[i].Value
		l, r := le.Vals[i], re.Vals[i]
		if err := b.pgCompareTextError(x, sym, pgTextOperand(lsrc, l), pgTextOperand(rsrc, r), l.Type(), r.Type()); err != nil {
			return err
		}
		takes := func(t Type) bool {
			return t.Kind != ast.TypeUnknown && !t.Kind.IsText() && pgModelledType(t)
		}
		switch {
		case isUnknownLiteral(lsrc) && !isUnknownLiteral(rsrc) && takes(r.Type()):
			le.Vals[i] = &CastE{X: l, To: withoutTypmod(r.Type())}
			le.T.Fields[i].Type = le.Vals[i].Type()
		case isUnknownLiteral(rsrc) && !isUnknownLiteral(lsrc) && takes(l.Type()):
			re.Vals[i] = &CastE{X: r, To: withoutTypmod(l.Type())}
			re.T.Fields[i].Type = re.Vals[i].Type()
		}
	}
	return nil
}
