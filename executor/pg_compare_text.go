package executor

import (
	"github.com/lateral-sql/lateral/ast"
)

// Under Options.PostgresTyping a comparison of a text, character varying
// or character value with a number, a boolean, a date, a time, a
// timestamp or an interval has no operator: PostgreSQL casts only a
// literal of no written type implicitly (PostgreSQL 15 run: 7 IN (SELECT
// '7') and 7 = ANY (SELECT '7') raise "operator does not exist: integer =
// text", 1 = (SELECT '1') the same, x = 1 over (SELECT '1' AS x) "text =
// integer", 1 < ALL (SELECT '2') "integer < text", DATE '2020-01-01' =
// (SELECT '2020-01-01') "date = text", while 7 IN ('7') is true). A
// subquery's column of an untyped NULL is text there (pg_typeof((SELECT
// NULL)) is text; (SELECT NULL) + 1 raises "text + integer").

// pgTextOperand is how PostgreSQL sees the compared operand src, bound as
// e: an untyped NULL or string column of a subquery is text.
func pgTextOperand(src ast.Expr, e Expr) pgOperand {
	o := pgOperandOf(src, e)
	if o.unknown || pgLoose(e) {
		o.known = false
	}
	return o
}

// pgNoTextOperator: PostgreSQL has no comparison of text with t.
func pgNoTextOperator(t Type) bool {
	switch t.Kind {
	case ast.TypeBool, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeReal, ast.TypeDouble, ast.TypeDecimal,
		ast.TypeDate, ast.TypeTime, ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeInterval:
		return !t.PGLoose
	}
	return false
}

// pgCompareTextError is the error PostgreSQL raises for comparing l with
// r by sym (at the node at) when one is text and the other a type text
// has no comparison with; nil otherwise.
func (b *binder) pgCompareTextError(at ast.Node, sym string, l, r pgOperand, lt, rt Type) error {
	if !b.p.eng.opts.PostgresTyping || !l.known || !r.known {
		return nil
	}
	if l.text && !r.text && pgNoTextOperator(rt) || r.text && !l.text && pgNoTextOperator(lt) || pgArraysDiffer(lt, rt) || pgNoCompare(lt, rt) ||
		l.strArray != "" && r.strArray != "" && l.strArray != r.strArray {
		return errAt(at, "operator does not exist: %s %s %s (no operator matches the argument types; cast an operand explicitly)", l.name, sym, r.name)
	}
	return nil
}

// pgNoCompare: PostgreSQL has no comparison of a value of type lt with
// one of rt, neither text nor an array, of different type categories
// (pgCategory) or a time beside a date or timestamp (PostgreSQL 15 run: 1
// = true raises "operator does not exist: integer = boolean", DATE
// '2020-01-01' = 1 "date = integer", INTERVAL '1 day' = 1 "interval =
// integer", TIME '10:00' = DATE '2020-01-01' "time without time zone =
// date", while 1.5 = 1::real, DATE '2020-01-01' = TIMESTAMPTZ
// '2020-01-01 00:00+00' and TIME '10:00' < INTERVAL '11 hours' are
// answered).
func pgNoCompare(lt, rt Type) bool {
	if lt.PGLoose || rt.PGLoose {
		return false
	}
	lc, rc := pgCategory(lt), pgCategory(rt)
	if lc == 0 || rc == 0 || lc == 'S' || rc == 'S' || lc == 'A' || rc == 'A' {
		return false
	}
	time := func(t Type) bool { return t.Kind == ast.TypeTime }
	if lc != rc {
		return !(time(lt) && rt.Kind == ast.TypeInterval || lt.Kind == ast.TypeInterval && time(rt))
	}
	return lc == 'D' && time(lt) != time(rt)
}

// pgArraysDiffer: lt and rt are arrays PostgreSQL does not compare, its
// array comparisons taking arrays of one element type (PostgreSQL 15 run:
// ARRAY[1] = ARRAY[1.0] raises "operator does not exist: integer[] =
// numeric[]", ARRAY[1] = ARRAY[2::bigint] "integer[] = bigint[]", ARRAY[1]
// = ARRAY['a'] "integer[] = text[]"). Arrays of strings are told apart
// where their element types are known (pgStringArrayElem).
func pgArraysDiffer(lt, rt Type) bool {
	if lt.Kind != ast.TypeArray || rt.Kind != ast.TypeArray || lt.PGLoose || rt.PGLoose {
		return false
	}
	le, re := pgBaseElem(lt), pgBaseElem(rt)
	if le.PGLoose || re.PGLoose || !pgModelledType(le) || !pgModelledType(re) || pgCategory(le) == 0 || pgCategory(re) == 0 {
		return false
	}
	return le.Kind != re.Kind && !(pgCategory(le) == 'S' && pgCategory(re) == 'S')
}

// pgBaseElem is the element type of t's innermost array (t when t is no
// array): PostgreSQL's array of arrays is one array type.
func pgBaseElem(t Type) Type {
	for t.Kind == ast.TypeArray && t.Elem != nil {
		t = *t.Elem
	}
	return t
}

// pgComparedTextError checks the operands of one comparison (a BETWEEN's
// three, an IN list's all), src as written and bound as out: the first
// against each other.
func (b *binder) pgComparedTextError(at ast.Node, src []ast.Expr, out []Expr) error {
	if !b.p.eng.opts.PostgresTyping || len(src) != len(out) || len(src) < 2 {
		return nil
	}
	syms := make([]string, len(src))
	switch x := at.(type) {
	case *ast.Binary:
		if x.Op == ast.OpIsDistinct || x.Op == ast.OpIsNotDistinct {
			syms[1] = "="
		} else {
			syms[1] = x.Op.String()
		}
	case *ast.Between:
		syms[1], syms[2] = ">=", "<="
	case *ast.InList:
		for i := range syms {
			syms[i] = "="
		}
	default:
		return nil
	}
	l := pgTextOperand(src[0], out[0])
	for i := 1; i < len(src); i++ {
		if err := b.pgCompareTextError(at, syms[i], l, pgTextOperand(src[i], out[i]), out[0].Type(), out[i].Type()); err != nil {
			return err
		}
	}
	return nil
}

// pgSubqueryText: under Options.PostgresTyping a subquery's column of no
// type (an untyped NULL) is text.
func (b *binder) pgSubqueryText(t Type) Type {
	if b.p.eng.opts.PostgresTyping && t.Kind == ast.TypeUnknown {
		return Type{Kind: ast.TypeString}
	}
	return t
}

// pgRelationColumnType: under Options.PostgresTyping a column of no type
// (an untyped NULL) of a subquery in FROM, a CTE, a VALUES list or a view
// is text (PostgreSQL 15 run: over (SELECT NULL AS x) s, (VALUES (NULL))
// v(x) and WITH c AS (SELECT NULL AS x), pg_typeof(x) is text, x = 1
// raises "operator does not exist: text = integer", coalesce(x, 1)
// "COALESCE types text and integer cannot be matched").
func (p *planner) pgRelationColumnType(t Type) Type {
	if p.eng.opts.PostgresTyping && t.Kind == ast.TypeUnknown {
		return Type{Kind: ast.TypeString}
	}
	return t
}

// pgAnyTextError is the error PostgreSQL raises for v op ANY/ALL (arr),
// x bound as v and arr, where one of v and arr's elements is text and
// the other a type text has no comparison with (PostgreSQL 15 run: 1 =
// ANY(ARRAY['1']) raises "operator does not exist: integer = text",
// ARRAY['1'] being a text[]; 1 = ANY('{1}') is true, the literal read as
// an integer array).
func (b *binder) pgAnyTextError(x *ast.Quantified, v, arr Expr) error {
	t := arr.Type()
	if !b.p.eng.opts.PostgresTyping || isUnknownLiteral(x.Array) || t.Kind != ast.TypeArray || t.Elem == nil {
		return nil
	}
	et := *t.Elem
	eo := pgOperand{name: pgTypeName(et), text: et.Kind.IsText(), known: pgModelledType(et) && !pgLoose(arr)}
	return b.pgCompareTextError(x, x.Op.String(), pgTextOperand(x.X, v), eo, v.Type(), et)
}

// pgStringArrayElem is PostgreSQL's element type of src, bound as e, an
// array of strings: "text", "character varying" or "character"; "" where
// e is no such array or the executor does not know which, a string of the
// executor's own VARCHAR being text or character varying there. An array
// of text is no array of character varying to PostgreSQL's comparisons
// (PostgreSQL 15 run: ARRAY['a'::varchar] = ARRAY['a'::text], =
// ARRAY['a'], = ARRAY[NULL], IN (ARRAY['a'::text]), IS DISTINCT FROM
// ARRAY['a'::text] raise "operator does not exist: character varying[] =
// text[]", ARRAY['a'::char] = ARRAY['a'::varchar] "character[] =
// character varying[]", while ARRAY['a'::varchar] = ARRAY['a'::varchar(2)]
// is true).
func pgStringArrayElem(src ast.Expr, e Expr) string {
	t := e.Type()
	if t.Kind != ast.TypeArray || t.PGLoose || pgLoose(e) {
		return ""
	}
	base := pgBaseElem(t)
	if a, ok := src.(*ast.Array); ok && !base.PGLoose {
		// an ARRAY[NULL] is a text[] too
		if n := pgArrayElemWritten(a, base); n != "" || base.Kind != ast.TypeUnknown {
			return n
		}
	}
	if base.PGLoose || base.Kind != ast.TypeString && base.Kind != ast.TypeChar && base.Kind != ast.TypeVarchar {
		return ""
	}
	switch {
	case base.Kind == ast.TypeString:
		return "text"
	case base.Kind == ast.TypeChar:
		return "character"
	case base.Prec > 0:
		return "character varying"
	}
	if c, ok := src.(*ast.Cast); ok {
		tn := c.Type
		for tn != nil && tn.Kind == ast.TypeArray {
			tn = tn.Elem
		}
		if tn != nil && tn != c.Type && tn.Kind == ast.TypeVarchar {
			return "character varying"
		}
	}
	return ""
}

// pgArrayElemWritten is the element type of the ARRAY[...] of strings a:
// its first element of a written type's, text where all are strings of no
// written type (PostgreSQL 15 run: ARRAY['a'::varchar, 'b'::text] is a
// character varying[], ARRAY['a'::text, 'b'::varchar] a text[],
// ARRAY['a'::char, 'b'::varchar] a character[], ARRAY['a', 'b'::varchar] a
// character varying[]); where that element is of another kind, text if
// the elements' common type, base, is the executor's text, else "", not
// known here.
func pgArrayElemWritten(a *ast.Array, base Type) string {
	if base.Kind != ast.TypeString && base.Kind != ast.TypeChar && base.Kind != ast.TypeVarchar && base.Kind != ast.TypeUnknown {
		return ""
	}
	for _, el := range a.Elems {
		if isUnknownLiteral(el) {
			continue
		}
		switch y := el.(type) {
		case *ast.Cast:
			if y.Type != nil {
				switch y.Type.Kind {
				case ast.TypeVarchar:
					return "character varying"
				case ast.TypeString:
					return "text"
				case ast.TypeChar:
					return "character"
				}
			}
		case *ast.Array:
			return pgArrayElemWritten(y, base)
		}
		if base.Kind == ast.TypeString {
			return "text"
		}
		return ""
	}
	return "text"
}
