package executor

import (
	"github.com/lateral-sql/lateral/ast"
)

// bqTextTS raises, in BigQuery (Options.BigQueryUnits), for ops compared
// (a comparison, BETWEEN or IN list at x, of the operands args) of which
// one is a TIMESTAMP and another a STRING that is not a literal or a
// query parameter: BigQuery coerces a STRING literal and a STRING
// parameter to a TIMESTAMP, no other STRING (BigQuery documentation,
// conversion rules: "Coercion", "Literal coercion" and "Parameter
// coercion"), and raises "No matching signature for operator" for it.
func (b *binder) bqTextTS(x ast.Node, args []ast.Expr, ops []Expr) error {
	if !b.p.eng.opts.BigQueryUnits || len(args) != len(ops) {
		return nil
	}
	tz, text := false, false
	for i, e := range ops {
		k := e.Type().Kind
		tz = tz || k == ast.TypeTimestampTZ
		switch args[i].(type) {
		case *ast.Literal, *ast.Param:
		default:
			text = text || k.IsText()
		}
	}
	if tz && text {
		return errAt(x, "No matching signature for operator: a TIMESTAMP is compared with a STRING that is not a literal, which BigQuery does not coerce (write CAST(x AS TIMESTAMP))")
	}
	return nil
}
