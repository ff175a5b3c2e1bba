package dialects

import (
	"github.com/lateral-sql/lateral/ast"
)

// bqMiscRows: BigQuery functions read as the expression they stand for.
//
// SAFE_DIVIDE(x, y) is "Equivalent to the division operator (X / Y), but
// returns NULL if an error occurs, such as a division by zero error"
// (BigQuery mathematical functions, SAFE_DIVIDE: SAFE_DIVIDE(20, 0) is
// NULL, SAFE_DIVIDE(20, 4) 5, of the type the division operator gives):
// read as x / NULLIF(y, 0), BigQuery's always-fractional division (OpDivFrac, as
// the reader reads its "/"), which the division rules
// then write for the target (an INT64 quotient is a FLOAT64). Its NULL on
// an overflow (a FLOAT64 or NUMERIC quotient past the type's range) is not
// kept: a target may give an infinity or raise there.
func bqMiscRows() {
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dBQ}, names: []string{"safe_divide"}, canon: "nullif", fix: fnBQSafeDivide, dep: true},
	)
}

// fnBQSafeDivide reads SAFE_DIVIDE(x, y) as x / NULLIF(y, 0).
func fnBQSafeDivide(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) != 2 || f.Distinct || f.Over != nil || f.Filter != nil {
		return "", nil, false
	}
	sp := f.Span
	guard := &ast.Func{Span: sp, Name: ast.QName{{Span: f.Name[0].Span, Name: "nullif"}}, Args: []ast.Expr{a[1], fnInt(sp, 0)}}
	return "", []ast.Expr{&ast.Binary{Span: sp, Op: ast.OpDivFrac, L: a[0], R: guard}}, true
}
