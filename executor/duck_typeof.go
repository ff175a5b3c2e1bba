package executor

import "github.com/lateral-sql/lateral/ast"

// duckTypeof binds DuckDB's typeof(src), src bound as arg, under
// Options.DuckDBTypeof: the name of src's static type as DuckDB writes it
// (DuckDB 1.5 runs: typeof(1) is INTEGER, typeof([1]) INTEGER[],
// typeof(CAST(NULL AS INTEGER)) INTEGER, typeof(NULL) "NULL" with its
// quotes, typeof({'a': 1}) STRUCT(a INTEGER)), where the executor's
// static type is DuckDB's (exactExpr, DuckDBTypeName); otherwise an
// error naming what is not known (typeof(1.5) is DECIMAL(2,1) in DuckDB,
// the executor's literal a DECIMAL(38,1)). The argument is still
// evaluated.
func (b *binder) duckTypeof(x *ast.Func, src ast.Expr, arg Expr) (Expr, error) {
	name := `"NULL"`
	if !isNullLiteral(src) {
		why := exactExpr(arg)
		if why == "" {
			var err error
			if name, err = DuckDBTypeName(arg.Type()); err != nil {
				why = err.Error()
			}
		}
		if why != "" {
			return nil, errAt(x, "typeof of this value is not answered by the reference executor: %s", why)
		}
	}
	f := &scalarFunc{name: "typeof", min: 1, max: 1, ret: retFixed(tVarchar), fn: func([]Value) (Value, error) { return StringValue(name), nil }}
	return &Call{Name: "typeof", Args: []Expr{arg}, T: tVarchar, fn: f}, nil
}
