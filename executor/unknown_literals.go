package executor

import "github.com/lateral-sql/lateral/ast"

// typeUnknownLiterals gives the string literals among the inputs of
// coalesce, greatest, least, nullif and the results of CASE the type the
// other inputs share, as PostgreSQL resolves them (PostgreSQL 15 manual,
// 10.5 "UNION, CASE, and Related Constructs": unknown inputs are ignored
// when the type is chosen, then every input is converted to it), under
// Options.UnknownLiteralsTakeType: coalesce(arr, '{}') is an array there,
// not a string. A literal that is not of that type is an error, as in
// PostgreSQL. Where the other inputs are strings, or none has a type, the
// literals stay strings.
func (b *binder) typeUnknownLiterals(src []ast.Expr, bound []Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType {
		return
	}
	b.typeStringLiterals(src, bound)
}

// typeStringLiterals gives the string literals among src (bound) the type
// the other inputs share (typeUnknownLiterals).
func (b *binder) typeStringLiterals(src []ast.Expr, bound []Expr) {
	unknown := func(e ast.Expr) bool {
		l, ok := e.(*ast.Literal)
		return ok && l.Kind == ast.LitString && l.Type == ast.TypeUnknown
	}
	t, n := tUnknown, 0
	for i, e := range src {
		if e != nil && !unknown(e) && bound[i] != nil {
			if k := bound[i].Type().Kind; k != ast.TypeUnknown {
				t = superType(t, bound[i].Type())
				n++
			}
		}
	}
	if n == 0 || t.Kind == ast.TypeUnknown || t.Kind.IsText() {
		return
	}
	for i, e := range src {
		if e != nil && unknown(e) {
			bound[i] = &CastE{X: bound[i], To: t}
		}
	}
}

// elemLiteralTakesType gives a string literal appended or prepended to an
// array the array's element type under Options.UnknownLiteralsTakeType, as
// PostgreSQL resolves anyelement against anyarray (PostgreSQL 15 run:
// array_append(ARRAY[1.5::float8], 'nan') is {1.5,NaN},
// array_prepend('-infinity', ARRAY[1.5::float8]) {-Infinity,1.5},
// array_append(ARRAY[1], 'x') raises).
func (b *binder) elemLiteralTakesType(name string, src []ast.Expr, bound []Expr) {
	if !b.p.eng.opts.UnknownLiteralsTakeType || len(src) != 2 || len(bound) != 2 {
		return
	}
	arr, elem := 0, 1
	if name == "array_prepend" {
		arr, elem = 1, 0
	}
	l, ok := src[elem].(*ast.Literal)
	if !ok || l.Kind != ast.LitString || l.Type != ast.TypeUnknown || bound[arr] == nil || bound[elem] == nil {
		return
	}
	at := bound[arr].Type()
	if at.Kind != ast.TypeArray || at.Elem == nil || at.Elem.Kind == ast.TypeUnknown || at.Elem.Kind.IsText() {
		return
	}
	bound[elem] = &CastE{X: bound[elem], To: *at.Elem}
}
