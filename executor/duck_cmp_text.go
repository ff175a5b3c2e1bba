package executor

import (
	"github.com/lateral-sql/lateral/ast"
)

// duckCmpTextTemporal types a comparison (at; src as written, bound as
// out: a BETWEEN's three operands, an IN list's all) of a VARCHAR value
// that is no string literal with a DATE, TIMESTAMP, TIMESTAMPTZ, TIME or
// INTERVAL as DuckDB's binder does (under Options.StringArithRaises): <,
// <=, >, >= and BETWEEN raise, while =, <>, IS [NOT] DISTINCT FROM and
// IN cast the VARCHAR to the other type, raising for a text that type
// does not read (DuckDB 1.5 run over a TIMESTAMP ts, TIMESTAMPTZ tz,
// DATE d, TIME tm, INTERVAL iv and VARCHAR s: ts < s raises "Cannot
// compare values of type TIMESTAMP and type VARCHAR - an explicit cast is
// required", s >= d, tm < s and iv >= s alike, ts BETWEEN s AND s
// "Cannot mix values of type TIMESTAMP and VARCHAR in BETWEEN clause -
// an explicit cast is required"; ts = s, s <> d, tz IN (s) and ts IS NOT
// DISTINCT FROM s compare the cast values, and over s = 'junk' raise
// "invalid timestamp field format", "invalid date field format"; the
// executor compared them all, 'junk' unequal). An IN list whose other
// operands are not all of one such type is left as it is.
func (b *binder) duckCmpTextTemporal(at ast.Node, src []ast.Expr, out []Expr) error {
	if !b.p.eng.opts.StringArithRaises || len(src) != len(out) || len(src) < 2 {
		return nil
	}
	temporal := func(t Type) bool {
		switch t.Kind {
		case ast.TypeDate, ast.TypeTimestamp, ast.TypeTimestampTZ, ast.TypeTime, ast.TypeInterval:
			return true
		}
		return false
	}
	varchar := func(i int) bool { return out[i].Type().Kind.IsText() && !isUnknownLiteral(src[i]) }
	// the one temporal type among the operands, and whether a VARCHAR is
	// among them
	var other Type
	found, text := false, false
	for i := range out {
		t := out[i].Type()
		switch {
		case varchar(i):
			text = true
		case temporal(t):
			if found && t.Kind != other.Kind {
				return nil
			}
			other, found = t, true
		}
	}
	if !found || !text {
		return nil
	}
	name := func(i int) string {
		if varchar(i) {
			return "VARCHAR"
		}
		return duckTypeName(out[i].Type())
	}
	switch x := at.(type) {
	case *ast.Binary:
		switch x.Op {
		case ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe:
			return errAt(at, "Cannot compare values of type %s and type %s - an explicit cast is required", name(0), name(1))
		}
	case *ast.Between:
		for i := 1; i < len(out); i++ {
			if varchar(0) != varchar(i) && (varchar(i) || temporal(out[i].Type())) {
				return errAt(at, "Cannot mix values of type %s and %s in BETWEEN clause - an explicit cast is required", name(0), name(i))
			}
		}
		return nil
	case *ast.InList:
	default:
		return nil
	}
	for i := range out {
		if varchar(i) {
			out[i] = &CastE{X: out[i], To: other}
		}
	}
	return nil
}
