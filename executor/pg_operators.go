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
			return nil // the array forms: element types are checked on evaluation
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
		if name, ok = pgTypeofName(arg.Type(), src, arg); !ok {
			return nil, errAt(x, "pg_typeof of this %s is not answered by the reference executor: it does not keep the type PostgreSQL gives it", arg.Type())
		}
	}
	f := &scalarFunc{name: "pg_typeof", min: 1, max: 1, ret: retFixed(tVarchar), fn: func([]Value) (Value, error) { return StringValue(name), nil }}
	return &Call{Name: "pg_typeof", Args: []Expr{arg}, T: Type{Kind: ast.TypeString}, fn: f}, nil
}

// pgTypeofName is PostgreSQL's name of the type t of e (src as written);
// ok is false where the executor does not know it exactly: a string that
// is no cast to VARCHAR may be text, and an integer computed by a
// function may be another integer type in PostgreSQL (length is an
// integer there, a BIGINT in the executor).
func pgTypeofName(t Type, src ast.Expr, e Expr) (string, bool) {
	if t.Kind.IsInteger() && e != nil && pgFuncInside(e) {
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

// pgFuncInside: e computes with a scalar function whose result it does
// not cast explicitly (pgTypeofName).
func pgFuncInside(e Expr) bool {
	found := false
	walkExpr(e, func(x Expr) bool {
		switch x := x.(type) {
		case *CastE:
			return x.Implicit
		case *Call:
			found = true
		}
		return !found
	})
	return found
}

// pgTypeofKnownFuncs are the functions whose result type the executor
// keeps as PostgreSQL's (pgTypeofFuncsKnown); the string functions of
// pgTextFuncs give text (an integer one is refused by pgFuncInside).
var pgTypeofKnownFuncs = map[string]bool{
	"count": true, "sum": true, "avg": true, "min": true, "max": true,
	"row_number": true, "rank": true, "dense_rank": true,
	"concat": true, "concat_ws": true, "pg_typeof": true,
}

// pgTypeofFuncsKnown: every function src calls outside an explicit cast
// is one whose result type the executor keeps as PostgreSQL's. Others are
// not (PostgreSQL 15 run: pg_typeof of now(), current_timestamp and
// to_timestamp(0) is timestamp with time zone, of date_trunc('day', DATE
// '2020-01-01') timestamp with time zone, of ceil(1.5::real) double
// precision, of power(2.0, 3) and ln(2.0) numeric, of stddev(1) numeric,
// of ntile(2) OVER () integer, where the executor's types differ).
func pgTypeofFuncsKnown(src ast.Expr) bool {
	ok := true
	ast.Inspect(src, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Cast:
			return false // its type is written
		case *ast.Func:
			name := strings.ToLower(n.Name.Last().Name)
			if !pgTypeofKnownFuncs[name] && !pgTextFuncs[name] {
				ok = false
			}
		}
		return ok
	})
	return ok
}
