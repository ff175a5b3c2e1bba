package executor

import "github.com/lateral-sql/lateral/ast"

// trunc_trino: Trino's and Presto's truncate(x) (Options.RoundTrino),
// of a DECIMAL(p, s) a DECIMAL(max(1, p - s), 0) (Trino source,
// operator/scalar/MathFunctions.java, Truncate), of an integer the
// DECIMAL Trino coerces it to, the most specific of truncate's argument
// types (TypeCoercion: TINYINT to DECIMAL(3, 0), SMALLINT to
// DECIMAL(5, 0), INTEGER to DECIMAL(10, 0), BIGINT to DECIMAL(19, 0);
// a DECIMAL coerces to a DOUBLE and a REAL, not back), and of a DOUBLE or
// a REAL the float truncated. So truncate(n) / 2 of the BIGINT 5 is a
// decimal quotient of scale 0, 3, not the integer quotient 2.
func truncTrinoType(ts []Type) Type {
	if len(ts) != 1 {
		return tUnknown
	}
	t := ts[0]
	switch t.Kind {
	case ast.TypeTinyInt:
		return Type{Kind: ast.TypeDecimal, Prec: 3}
	case ast.TypeSmallInt:
		return Type{Kind: ast.TypeDecimal, Prec: 5}
	case ast.TypeInt:
		return Type{Kind: ast.TypeDecimal, Prec: 10}
	case ast.TypeBigInt:
		return Type{Kind: ast.TypeDecimal, Prec: 19}
	case ast.TypeDecimal:
		if t.Prec > 0 && t.Scale >= 0 {
			return Type{Kind: ast.TypeDecimal, Prec: max(1, t.Prec-t.Scale)}
		}
		return Type{Kind: ast.TypeDecimal, Prec: 38}
	}
	return t
}

// truncTrino truncates as trunc does, an integer or a DECIMAL giving a
// DECIMAL of scale 0 (truncTrinoType).
func truncTrino(trunc func([]Value) (Value, error)) func([]Value) (Value, error) {
	return func(a []Value) (Value, error) {
		v, err := trunc(a)
		if err != nil || v.k != KindInt && v.k != KindDecimal {
			return v, err
		}
		return castDecimal(v, Type{Kind: ast.TypeDecimal, Prec: 38})
	}
}
