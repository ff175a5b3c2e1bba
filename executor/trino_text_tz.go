package executor

import (
	"github.com/lateral-sql/lateral/ast"
)

// trinoTextTZ raises, in Trino (Options.TrinoTime), for ops compared (a
// comparison, BETWEEN or IN list at x) of which one is a TIMESTAMP WITH
// TIME ZONE and another a varchar: Trino has no implicit cast from a
// varchar to a timestamp (its type coercion casts a varchar to char,
// regular expressions, JSON paths and code points only;
// trinodb/trino#7334: "VARCHAR and TIMESTAMP are not directly comparable.
// This is intentional") and raises "Cannot apply operator".
func (b *binder) trinoTextTZ(x ast.Node, ops []Expr) error {
	if !b.p.eng.opts.TrinoTime {
		return nil
	}
	tz, text := false, false
	for _, e := range ops {
		k := e.Type().Kind
		tz = tz || k == ast.TypeTimestampTZ
		text = text || k.IsText()
	}
	if tz && text {
		return errAt(x, "Cannot apply operator: a timestamp with time zone is compared with a varchar, which Trino does not cast implicitly (write CAST(x AS TIMESTAMP WITH TIME ZONE))")
	}
	return nil
}
