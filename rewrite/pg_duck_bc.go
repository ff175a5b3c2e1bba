package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeBCDecade: the decade of a date before Christ, which PostgreSQL and
// DuckDB count otherwise, toward PostgreSQL (which has no error function
// to raise with).
const codeBCDecade = "T165"

// bcParts is the date parts (datePartOf) that PostgreSQL 15 and DuckDB
// 1.5 give otherwise for a date, timestamp or timestamp with time zone
// before Christ (run on both, pg_duck_bc_test.go), by the part they are
// written for (pgDuckBCPart):
//   - the year: PostgreSQL has no year 0, 1 BC is -1 and 45 BC -45;
//     DuckDB's year of a DATE or TIMESTAMP is the astronomical one (1 BC
//     is 0, 45 BC -44), of a TIMESTAMPTZ the year of the era (45 BC is 45);
//   - the ISO year, likewise -1 in PostgreSQL and 0 in DuckDB for the ISO
//     year before year 1 (of every type: 0001-01-01 is a Monday, so the
//     ISO year is before year 1 exactly for the dates before Christ);
//   - the decade: PostgreSQL's is floor(Y / 10) of the astronomical year
//     Y (2 BC and 10 BC are -1, 11 BC -2), DuckDB's of a DATE or TIMESTAMP
//     truncates (0, 0, -1), of a TIMESTAMPTZ divides the year of the era
//     (45 BC is 4, -5 in PostgreSQL).
//
// The century and the millennium agree (1 BC is century -1, 101 BC -2,
// 1001 BC millennium -2, in both).
var bcParts = map[string]string{
	"year": "year", "years": "year", "y": "year", "yr": "year", "yrs": "year",
	"isoyear": "isoyear",
	"decade":  "decade", "decades": "decade", "dec": "decade", "decs": "decade",
}

// mayBeBC says whether x may be a date before Christ: anything but a
// literal whose text does not say BC (a DATE literal before Christ is
// refused, T164) or a call without arguments (now(), current_date).
func mayBeBC(x ast.Expr) bool {
	switch v := x.(type) {
	case *ast.Literal:
		return strings.Contains(strings.ToLower(v.Value), "bc")
	case *ast.TypedLit:
		return strings.Contains(strings.ToLower(v.Value), "bc")
	case *ast.Func:
		return len(v.Args) > 0
	}
	return true
}

// pgDuckBCPart writes the part e (of field f, a key of bcParts) of x,
// which may be before Christ (mayBeBC), so that the target gives the
// source's value: with bc the test that x is before Christ (its text ends
// with ' BC' in PostgreSQL, holds '(BC)' in DuckDB, for each of the three
// types; not for an interval, whose parts agree), the year from DuckDB to
// PostgreSQL is
//
//	CASE WHEN bc THEN (CASE WHEN CAST(pg_typeof(x) AS TEXT) = 'timestamp with time zone' THEN -e ELSE e + 1 END) ELSE e END
//
// and from PostgreSQL to DuckDB
//
//	CASE WHEN bc THEN (CASE WHEN typeof(x) = 'TIMESTAMP WITH TIME ZONE' THEN -e ELSE e - 1 END) ELSE e END
//
// (the type is read when the query runs, so that a value of unknown type
// is written alike, unless it is evident: evidentType; toward PostgreSQL
// the type read is duckTypeProbe's); the ISO year is CASE WHEN bc THEN e + 1 (e - 1) ELSE
// e END. Toward DuckDB the decade raises for a date before Christ
// (raiseGuard); toward PostgreSQL, which has no function to raise with, it
// is refused (T165) and nil returned. The caller checked that x may be
// evaluated twice (reusableIn).
func (c *Context) pgDuckBCPart(e, x ast.Expr, f string, toPG bool) ast.Expr {
	sp := e.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	one := &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "1"}
	text := &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	bc := &ast.Like{Span: sp, X: text, Pattern: str("%(BC)%")}
	step, tz := ast.OpSub, &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "typeof", ast.Clone(x)), R: str("TIMESTAMP WITH TIME ZONE")}
	probe := x
	if toPG {
		text.Type = &ast.TypeName{Span: sp, Kind: ast.TypeString}
		bc.Pattern = str("% BC")
		step = ast.OpAdd
		probe = duckTypeProbe(x)
		tz.L = &ast.Cast{Span: sp, X: canonCall(sp, "pg_typeof", ast.Clone(probe)), Type: &ast.TypeName{Span: sp, Kind: ast.TypeString}}
		tz.R = str("timestamp with time zone")
	}
	switch bcParts[f] {
	case "decade":
		if toPG {
			c.Refuse(codeBCDecade, e, "use EXTRACT(YEAR ...) and divide it by 10 in the source, or the century",
				"the decade of a date before Christ is counted otherwise by %s and %s (11 BC is -2 in postgres, -1 in duckdb), and %s cannot raise for it",
				c.Source.Name, c.Target.Name, c.Target.Name)
			return nil
		}
		raise := canonCall(sp, "error", str("the decade of a date before Christ, counted otherwise by postgres and duckdb (an error of the translation from postgres)"))
		return raiseGuard(sp, bc, raise, e)
	case "isoyear":
		return caseWhen(sp, bc, &ast.Binary{Span: sp, Op: step, L: ast.Clone(e), R: one}, e)
	}
	neg := &ast.Unary{Span: sp, Op: ast.OpNeg, X: ast.Clone(e)}
	shift := &ast.Binary{Span: sp, Op: step, L: ast.Clone(e), R: one}
	var bcYear ast.Expr
	switch evidentType(probe) {
	case ast.TypeTimestampTZ:
		bcYear = neg
	case ast.TypeDate, ast.TypeTimestamp:
		bcYear = shift
	default:
		bcYear = caseWhen(sp, tz, neg, shift)
	}
	return caseWhen(sp, bc, bcYear, e)
}

// duckTypeProbe is the expression whose PostgreSQL type is a TIMESTAMP
// WITH TIME ZONE exactly where DuckDB's type of x is one: x itself but for
// date_trunc(p, y), a TIMESTAMP in DuckDB for a DATE y and a timestamp
// with time zone in PostgreSQL (which casts the date to one; run on
// PostgreSQL 15 and DuckDB 1.5), whose probe is y's.
func duckTypeProbe(x ast.Expr) ast.Expr {
	if f, ok := x.(*ast.Func); ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "date_trunc") && len(f.Args) == 2 && f.Over == nil {
		return duckTypeProbe(f.Args[1])
	}
	return x
}

// evidentType is the type kind of a cast or a typed literal (TypeUnknown
// for another expression), which needs no test of the type when the query
// runs.
func evidentType(x ast.Expr) ast.TypeKind {
	switch v := x.(type) {
	case *ast.Cast:
		if v.Mode == ast.CastStrict && v.Type != nil {
			return v.Type.Kind
		}
	case *ast.TypedLit:
		if v.Type != nil {
			return v.Type.Kind
		}
	}
	return ast.TypeUnknown
}
