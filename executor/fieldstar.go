package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// expandFieldStar binds the select item (x).*: one column per field of the
// composite value x, named after the field (PostgreSQL 8.16.5). x is bound
// once: a set-returning call inside it runs once per input row, its fields
// read from that one result, as PostgreSQL 10 and later do.
func (p *planner) expandFieldStar(fs *ast.FieldStar, b *binder) ([]selItem, error) {
	e, err := b.bind(fs.X)
	if err != nil {
		return nil, err
	}
	t := e.Type()
	if t.Kind != ast.TypeStruct || len(t.Fields) == 0 {
		return nil, errAt(fs.X, "type %s is not composite", pgTypeName(t))
	}
	out := make([]selItem, 0, len(t.Fields))
	for _, f := range t.Fields {
		out = append(out, selItem{expr: &FieldE{X: e, Name: f.Name, T: f.Type}, name: f.Name, ast: fs})
	}
	return out, nil
}

// pgTypeName is PostgreSQL's name for the type t, as its messages spell it.
func pgTypeName(t Type) string {
	switch t.Kind {
	case ast.TypeSmallInt:
		return "smallint"
	case ast.TypeInt:
		return "integer"
	case ast.TypeBigInt:
		return "bigint"
	case ast.TypeReal:
		return "real"
	case ast.TypeDouble:
		return "double precision"
	case ast.TypeDecimal:
		return "numeric"
	case ast.TypeVarchar, ast.TypeString:
		return "text"
	case ast.TypeChar:
		return "character"
	case ast.TypeBinary:
		return "bytea"
	case ast.TypeTime:
		return "time without time zone"
	case ast.TypeJSON:
		if t.JSONB {
			return "jsonb"
		}
		return "json"
	case ast.TypeTimestamp:
		return "timestamp without time zone"
	case ast.TypeTimestampTZ:
		return "timestamp with time zone"
	case ast.TypeArray:
		// an array of arrays is one type there (integer[])
		return strings.TrimSuffix(pgTypeName(t.elem()), "[]") + "[]"
	}
	return t.Kind.String()
}
