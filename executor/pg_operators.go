package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Under Options.PostgresTyping the binder raises, as PostgreSQL's
// operator resolution does, for a || or a % whose operand types have no
// operator (each run on PostgreSQL 15):
//
//   - || exists as text || anynonarray, anynonarray || text, the array
//     forms, jsonb || jsonb and bytea || bytea; an operand of no written
//     type (a string literal, NULL) is read as text or as the other's
//     type. So json || json, json || jsonb, jsonb || json, jsonb || 1,
//     1 || 2, true || false, date || 1 and bytea || 1 raise
//     "operator does not exist: json || json", while json || 'x',
//     jsonb || 'x'::text and 'a'::char(3) || 1 are text.
//   - % exists for smallint, integer, bigint and numeric only, and no
//     float type is implicitly a numeric: real % 2, 5 % 2::real,
//     5::float8 % 2, real % real, real % '2' ("real % unknown"),
//     NULL % 2::real ("unknown % real") and '5'::text % 2 raise, while
//     5 % 2.5 is the numeric 0.0; NULL % NULL and '5' % '2' raise
//     "operator is not unique: unknown % unknown".
//
// Operands whose type the executor does not know exactly (an array beside
// a non-array, a row, a column of no known type) are left to evaluation.

// pgOperand is how PostgreSQL's operator resolution sees one operand.
type pgOperand struct {
	name    string // PostgreSQL's name of its type
	unknown bool   // a literal of no written type: a string or NULL
	text    bool   // text, character varying or character
	known   bool   // a type whose operators are modelled here
	// strArray is the element type of an array of strings as PostgreSQL
	// types it (pgStringArrayElem): text, character varying, character,
	// or "" where that is not known
	strArray string
}

// pgOperandOf classifies the operand src, bound as e.
func pgOperandOf(src ast.Expr, e Expr) pgOperand {
	if l, ok := src.(*ast.Literal); ok && l.Type == ast.TypeUnknown && (l.Kind == ast.LitString || l.Kind == ast.LitNull) {
		return pgOperand{name: "unknown", unknown: true, known: true}
	}
	t := e.Type()
	o := pgOperand{name: pgTypeName(t), known: pgModelledType(t)}
	o.text = t.Kind.IsText()
	if t.Kind == ast.TypeJSON && t.JSONB {
		o.name = "jsonb"
	}
	if o.strArray = pgStringArrayElem(src, e); o.strArray != "" {
		o.name = o.strArray + "[]"
	}
	return o
}

// pgModelledType: t is a type pgTypeName names as PostgreSQL does and
// whose operators pgOperatorError knows.
func pgModelledType(t Type) bool {
	switch t.Kind {
	case ast.TypeBool, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeReal, ast.TypeDouble, ast.TypeDecimal,
		ast.TypeVarchar, ast.TypeChar, ast.TypeString, ast.TypeBinary, ast.TypeDate, ast.TypeTime, ast.TypeTimestamp,
		ast.TypeTimestampTZ, ast.TypeInterval, ast.TypeJSON, ast.TypeUUID:
		return true
	case ast.TypeArray:
		return t.Elem != nil && pgModelledType(*t.Elem)
	}
	return false
}

// pgOperatorError is the error PostgreSQL raises for x, whose operands are
// bound as l and r, when it has no operator for their types; nil when it
// has one or the types are not modelled (Options.PostgresTyping).
func (b *binder) pgOperatorError(x *ast.Binary, l, r Expr) error {
	if !b.p.eng.opts.PostgresTyping || x.Op != ast.OpConcat && x.Op != ast.OpMod {
		return nil
	}
	lo, ro := pgOperandOf(x.L, l), pgOperandOf(x.R, r)
	if !lo.known || !ro.known {
		return nil
	}
	sym := "||"
	if x.Op == ast.OpMod {
		sym = "%"
		if lo.unknown && ro.unknown {
			return errAt(x, "operator is not unique: unknown %% unknown")
		}
		if pgModOperand(l.Type(), lo) && pgModOperand(r.Type(), ro) {
			return nil
		}
	} else {
		lt, rt := l.Type(), r.Type()
		switch {
		case lo.unknown || ro.unknown:
			return nil
		case lt.Kind == ast.TypeArray || rt.Kind == ast.TypeArray:
			// the array forms, anycompatiblearray || anycompatiblearray
			// and its element: the elements' types convert one to the
			// other (pg_common_type.go, pgImplicit; PostgreSQL 15 run:
			// ARRAY['a'] || ARRAY[1] raises "operator does not exist:
			// text[] || integer[]", ARRAY[1] || 'a'::text "integer[] ||
			// text", ARRAY[TIME '10:00'] || ARRAY[DATE '2020-01-01']
			// "time without time zone[] || date[]", while ARRAY[1] ||
			// ARRAY[2.5] and ARRAY[DATE '2020-01-01'] || TIMESTAMP
			// '2020-01-01 10:00' are answered)
			if pgArrayElemsMeet(lt, rt) {
				return nil
			}
		case lo.text || ro.text:
			return nil
		case lt.Kind == ast.TypeJSON && rt.Kind == ast.TypeJSON && lt.JSONB && rt.JSONB:
			return nil
		case lt.Kind == ast.TypeBinary && rt.Kind == ast.TypeBinary:
			return nil
		}
	}
	return errAt(x, "operator does not exist: %s %s %s (no operator matches the argument types; cast an operand explicitly)", lo.name, sym, ro.name)
}

// pgArrayElemsMeet: the elements of lt and rt (arrays or an array and an
// element) convert one to the other, or are of types not modelled, as ||
// and array_append, array_prepend and array_cat need of them.
func pgArrayElemsMeet(lt, rt Type) bool {
	le, re := pgBaseElem(lt), pgBaseElem(rt)
	return lt.PGLoose || rt.PGLoose || le.PGLoose || re.PGLoose || pgCategory(le) == 0 || pgCategory(re) == 0 || pgImplicit(le, re) || pgImplicit(re, le)
}

// pgArrayFuncArgs checks, under Options.PostgresTyping, the arguments of
// array_append(array, element), array_prepend(element, array) and
// array_cat(array, array), written x.Args and bound as args, as || its
// (pgOperatorError), and converts them to their elements' common type
// (pgConcatCasts; PostgreSQL 15 run: array_append(ARRAY[1], 'a'::text)
// raises "function array_append(integer[], text) does not exist",
// array_cat(ARRAY[1], ARRAY['a']) "function array_cat(integer[], text[])
// does not exist", array_append(ARRAY[DATE '2020-01-01'], TIMESTAMP
// '2020-01-01 10:00') is {"2020-01-01 00:00:00","2020-01-01 10:00:00"}).
func (b *binder) pgArrayFuncArgs(x *ast.Func, name string, args []Expr) error {
	if !b.p.eng.opts.PostgresTyping || len(args) != 2 || len(x.Args) != 2 {
		return nil
	}
	// PostgreSQL's array_cat is bound as concat_arrays_skip_null
	arrays := map[string][2]bool{"array_append": {true, false}, "array_prepend": {false, true}, "array_cat": {true, true}, "concat_arrays_skip_null": {true, true}}
	want, ok := arrays[name]
	if !ok {
		return nil
	}
	if name == "concat_arrays_skip_null" {
		name = "array_cat"
	}
	ops := []pgOperand{pgOperandOf(x.Args[0], args[0]), pgOperandOf(x.Args[1], args[1])}
	if name == "array_cat" {
		// a string literal beside an array is one of its type
		// (array_cat(ARRAY[1], '{2}') is {1,2})
		for i := range args {
			if o := args[1-i].Type(); isUnknownLiteral(x.Args[i]) && o.Kind == ast.TypeArray && !ops[1-i].unknown {
				args[i], ops[i] = &CastE{X: args[i], To: o}, ops[1-i]
			}
		}
	}
	for i, o := range ops {
		if o.unknown || !o.known || args[i].Type().PGLoose {
			return nil
		}
	}
	lt, rt := args[0].Type(), args[1].Type()
	if (lt.Kind == ast.TypeArray) != want[0] || (rt.Kind == ast.TypeArray) != want[1] || !pgArrayElemsMeet(lt, rt) {
		return errAt(x, "function %s(%s, %s) does not exist (no function matches the argument types; cast an argument explicitly)", name, ops[0].name, ops[1].name)
	}
	args[0], args[1] = pgConcatCasts(args[0], args[1]) // pg_common_type.go
	return nil
}

// pgFuncArgsError is the error PostgreSQL raises for the call x of the
// function name over args when it has no such function
// (Options.PostgresTyping; PostgreSQL 15 run): typeof is DuckDB's and
// SQLite's, not PostgreSQL's ("function typeof(integer) does not exist"),
// and mod exists for smallint, integer, bigint and numeric only, no float
// being implicitly a numeric (mod(5::real, 2) raises "function mod(real,
// integer) does not exist", mod('5', '2') "function mod(unknown, unknown)
// is not unique", while mod(5, 2.5) is 0.0 and mod('5', 2) 1).
func (b *binder) pgFuncArgsError(x *ast.Func, name string, args []Expr) error {
	if !b.p.eng.opts.PostgresTyping || len(x.Args) != len(args) {
		return nil
	}
	ops := make([]pgOperand, len(args))
	names := make([]string, len(args))
	for i, a := range args {
		ops[i] = pgOperandOf(x.Args[i], a)
		names[i] = ops[i].name
		if !ops[i].known {
			names[i] = "?"
		}
	}
	sig := name + "(" + strings.Join(names, ", ") + ")"
	switch name {
	case "typeof":
		return errAt(x, "function %s does not exist (PostgreSQL's is pg_typeof)", sig)
	case "mod":
		if len(args) != 2 || !ops[0].known || !ops[1].known {
			return nil
		}
		if ops[0].unknown && ops[1].unknown {
			return errAt(x, "function %s is not unique (cast an argument explicitly)", sig)
		}
		if !pgModOperand(args[0].Type(), ops[0]) || !pgModOperand(args[1].Type(), ops[1]) {
			return errAt(x, "function %s does not exist (mod takes integers and numerics; cast the arguments explicitly)", sig)
		}
	}
	return nil
}

// regtypeCompareError: under Options.PostgresTyping pg_typeof gives a
// regtype, which compares with a regtype only: a string literal beside it
// is read as a type's oid and a text raises (PostgreSQL 15 run:
// pg_typeof(1) = 'integer' and pg_typeof(1) IN ('integer') raise "invalid
// input syntax for type oid", pg_typeof(1) = '23' is true,
// pg_typeof(1) = 'integer'::text raises "operator does not exist: regtype
// = text", while pg_typeof(1) = pg_typeof(2), = 'integer'::regtype and
// pg_typeof(1)::text = 'integer' are true). src are the compared operands
// as written, bound as out.
func (b *binder) regtypeCompareError(at ast.Node, src []ast.Expr, out []Expr) error {
	if !b.p.eng.opts.PostgresTyping || len(src) != len(out) {
		return nil
	}
	isTypeof := func(e ast.Expr) bool {
		f, ok := e.(*ast.Func)
		return ok && strings.EqualFold(f.Name.Last().Name, "pg_typeof")
	}
	regtype := func(e ast.Expr) bool {
		c, ok := e.(*ast.Cast)
		return isTypeof(e) || ok && c.Type != nil && strings.EqualFold(c.Type.Name, "regtype") || isNullLiteral(e)
	}
	found := false
	for _, e := range src {
		found = found || isTypeof(e)
	}
	if !found {
		return nil
	}
	for i, e := range src {
		if regtype(e) {
			continue
		}
		if l, ok := e.(*ast.Literal); ok && isUnknownLiteral(e) {
			if strings.Trim(l.Value, "0123456789") == "" && l.Value != "" {
				return errAt(e, "a type's oid beside pg_typeof is not answered by the reference executor; compare pg_typeof(...)::text with the type's name")
			}
			return errAt(e, "invalid input syntax for type oid: %q (pg_typeof gives a regtype; compare pg_typeof(...)::text with the type's name)", l.Value)
		}
		return errAt(at, "operator does not exist: regtype = %s (pg_typeof gives a regtype; compare pg_typeof(...)::text)", pgOperandOf(e, out[i]).name)
	}
	return nil
}

// pgModOperand: an operand of type t, classified o, is one PostgreSQL's
// % takes (smallint, integer, bigint, numeric, or of no written type).
func pgModOperand(t Type, o pgOperand) bool {
	return o.unknown || t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeInt || t.Kind == ast.TypeBigInt || t.Kind == ast.TypeDecimal
}

// pgTextResult: under Options.PostgresTyping the call of function name
// over args (src as written), of the executor type t, is PostgreSQL's
// text: its string functions and || give text, never character varying,
// and one giving back an argument's type (coalesce) gives text unless an
// argument is a character varying (a string literal of no written type
// is resolved as text). Text meets a CHAR as text (charsAsText; PostgreSQL
// 15 run: CAST('a' AS CHAR(3)) = lower('A '), = 'a' || ' ' and = concat('a',
// ' ') are false, = 'a ' true).
func (b *binder) pgTextResult(name string, src []ast.Expr, args []Expr, t Type) bool {
	if !b.p.eng.opts.PostgresTyping || t.Kind != ast.TypeVarchar || t.Prec != 0 {
		return false
	}
	if pgTextFuncs[name] || name == "concat" || name == "concat_ws" {
		return true
	}
	for i, a := range args {
		if a.Type().Kind == ast.TypeVarchar && (i >= len(src) || !isUnknownLiteral(src[i])) {
			return false
		}
	}
	return true
}

// pgTypeof binds pg_typeof(src), src bound as arg, under
// Options.PostgresTyping: the name of src's static type as PostgreSQL
// writes it (PostgreSQL 15 run: pg_typeof of 1, 'a', NULL, 1.5,
// 1::bigint, 1.5::float8, 'a'::varchar, 'a'::char(3), 'a'::text,
// ARRAY[1], '{}'::jsonb, now()::timestamp is integer, unknown, unknown,
// numeric, bigint, double precision, character varying, character, text,
// integer[], jsonb, timestamp without time zone). The argument is still
// evaluated, as PostgreSQL evaluates it. A type the executor does not
// keep exactly (a string that may be text or character varying) is an
// error, not a guess.
func (b *binder) pgTypeof(x *ast.Func, src ast.Expr, arg Expr) (Expr, error) {
	name := "unknown"
	if l, ok := src.(*ast.Literal); !ok || l.Type != ast.TypeUnknown || l.Kind != ast.LitString && l.Kind != ast.LitNull {
		var ok bool
		tsrc, targ := pgCoalesceNull(src, arg)
		if name, ok = pgTypeofName(targ.Type(), tsrc, targ); !ok {
			return nil, errAt(x, "pg_typeof of this %s is not answered by the reference executor: it does not keep the type PostgreSQL gives it", arg.Type())
		}
	}
	f := &scalarFunc{name: "pg_typeof", min: 1, max: 1, ret: retFixed(tVarchar), fn: func([]Value) (Value, error) { return StringValue(name), nil }}
	return &Call{Name: "pg_typeof", Args: []Expr{arg}, T: Type{Kind: ast.TypeString}, fn: f}, nil
}

// pgCoalesceNull is x and its bound form for src, coalesce(x, NULL, ...)
// bound as e, whose type is x's (the base type of a domain, PostgreSQL 15
// documentation, 10.5 UNION, CASE, and Related Constructs; the executor
// has no domains), as lateral writes the test of a value's type toward
// PostgreSQL (rewrite.pgBaseTypeName); src and e otherwise, also for a
// string literal x, which coalesce makes text.
func pgCoalesceNull(src ast.Expr, e Expr) (ast.Expr, Expr) {
	f, ok := src.(*ast.Func)
	c, bound := e.(*Call)
	if !ok || !bound || c.Name != "coalesce" || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "coalesce") ||
		len(f.Args) < 2 || len(c.Args) != len(f.Args) || isUnknownLiteral(f.Args[0]) || c.Args[0].Type().String() != c.T.String() {
		return src, e
	}
	for _, a := range f.Args[1:] {
		if l, ok := a.(*ast.Literal); !ok || l.Kind != ast.LitNull {
			return src, e
		}
	}
	return f.Args[0], c.Args[0]
}

// pgTypeofName is PostgreSQL's name of the type t of e (src as written);
// ok is false where the executor does not know it exactly: a string that
// is no cast to VARCHAR may be text, and an integer computed by a
// function may be another integer type in PostgreSQL (length is an
// integer there, a BIGINT in the executor), and a type pgLoose finds
// computed by a function, here or in a column it reads, may differ.
func pgTypeofName(t Type, src ast.Expr, e Expr) (string, bool) {
	if t.Kind.IsInteger() && e != nil && pgFuncInside(e) || e != nil && pgLoose(e) {
		return "", false
	}
	if src != nil && !pgTypeofFuncsKnown(src) {
		return "", false
	}
	switch t.Kind {
	case ast.TypeBool, ast.TypeSmallInt, ast.TypeInt, ast.TypeBigInt, ast.TypeReal, ast.TypeDouble, ast.TypeDecimal,
		ast.TypeString, ast.TypeChar, ast.TypeBinary, ast.TypeDate, ast.TypeTime, ast.TypeTimestamp, ast.TypeTimestampTZ,
		ast.TypeInterval, ast.TypeJSON, ast.TypeUUID:
		if t.Kind == ast.TypeString {
			return "text", true
		}
		return pgTypeName(t), true
	case ast.TypeVarchar:
		if c, ok := src.(*ast.Cast); ok && c.Type != nil && c.Type.Kind == ast.TypeVarchar || t.Prec > 0 {
			return "character varying", true
		}
	case ast.TypeArray:
		if t.Elem != nil && t.Elem.Kind != ast.TypeVarchar && t.Elem.Kind != ast.TypeArray {
			if n, ok := pgTypeofName(*t.Elem, nil, nil); ok {
				return n + "[]", true
			}
		}
	case ast.TypeStruct:
		return "record", true
	}
	return "", false
}

// pgLoose: e's type may not be PostgreSQL's (Type.PGLoose): outside an
// explicit cast it computes with a function of pgTypeofKnownFuncs or
// pgTextFuncs giving an integer, with another function or aggregate, or
// reads a column whose type is so computed.
func pgLoose(e Expr) bool {
	found := false
	walkExpr(e, func(x Expr) bool {
		switch x := x.(type) {
		case *CastE:
			if !x.Implicit {
				return false
			}
		case *Call:
			found = !pgArgTypeFuncs[x.Name] && (x.T.Kind.IsInteger() || !pgTypeofKnownFuncs[x.Name] && !pgTextFuncs[x.Name])
		case *AggCall:
			if x.Name == "count" || x.Name == "count_star" {
				return false // a bigint whatever it counts
			}
			found = !pgTypeofKnownFuncs[x.Name]
		case *WinCall:
			found = !pgTypeofKnownFuncs[x.Fn.Name]
		}
		found = found || x.Type().PGLoose
		return !found
	})
	return found
}

// pgLooseType is e's type, marked PGLoose under Options.PostgresTyping
// where pgLoose(e), for a column made from e.
func (p *planner) pgLooseType(e Expr) Type {
	t := e.Type()
	if p.eng.opts.PostgresTyping && pgLoose(e) {
		t.PGLoose = true
	}
	return t
}

// pgFuncInside: e computes with a scalar function whose result it does
// not cast explicitly (pgTypeofName).
func pgFuncInside(e Expr) bool {
	found := false
	walkExpr(e, func(x Expr) bool {
		switch x := x.(type) {
		case *CastE:
			return x.Implicit
		case *Call:
			found = !pgArgTypeFuncs[x.Name]
		}
		return !found
	})
	return found
}

// pgArgTypeFuncs give exactly their argument's type, as the executor
// types them (retArg): PostgreSQL 15 run: pg_typeof of abs(-1), abs(1::int2),
// abs(1::int8), abs(1.5), abs(1::real) and abs(1::float8) is integer,
// smallint, bigint, numeric, real and double precision.
var pgArgTypeFuncs = map[string]bool{"abs": true}

// pgTypeofKnownFuncs are the functions whose result type the executor
// keeps as PostgreSQL's (pgTypeofFuncsKnown); the string functions of
// pgTextFuncs give text (an integer one is refused by pgFuncInside).
var pgTypeofKnownFuncs = map[string]bool{
	"count": true, "sum": true, "avg": true, "min": true, "max": true,
	"row_number": true, "rank": true, "dense_rank": true,
	"concat": true, "concat_ws": true, "pg_typeof": true,
	// numerics of numerics, doubles of floats (pg_numeric_math.go,
	// pg_numeric_var.go)
	"sqrt": true, "exp": true, "ln": true,
	"stddev": true, "stddev_samp": true, "stddev_pop": true, "variance": true, "var_samp": true, "var_pop": true,
}

// pgTypeofFuncsKnown: every function src calls outside an explicit cast
// is one whose result type the executor keeps as PostgreSQL's. Others are
// not (PostgreSQL 15 run: pg_typeof of now(), current_timestamp and
// to_timestamp(0) is timestamp with time zone, of date_trunc('day', DATE
// '2020-01-01') timestamp with time zone, of ceil(1.5::real) double
// precision, of power(2.0, 3) numeric, of ntile(2) OVER () integer,
// where the executor's types differ).
func pgTypeofFuncsKnown(src ast.Expr) bool {
	ok := true
	ast.Inspect(src, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Cast:
			return false // its type is written
		case *ast.Func:
			name := strings.ToLower(n.Name.Last().Name)
			if !pgTypeofKnownFuncs[name] && !pgTextFuncs[name] && !pgArgTypeFuncs[name] {
				ok = false
			}
		}
		return ok
	})
	return ok
}
