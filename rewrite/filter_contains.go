package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Hive's and Doris's array membership never gives the NULL that the
// canonical array_contains gives for a miss over an array holding NULL
// (Spark's array_contains, Trino's contains, PostgreSQL's v = ANY(a)), so
// array_contains is refused toward them (dialects/functions.go). Where
// only the truth of the test counts, a NULL and FALSE select the same
// rows: in a WHERE, HAVING, QUALIFY, join ON or FILTER condition and a
// searched CASE's WHEN, in an operand of AND or OR there (x AND NULL and
// x AND FALSE, x OR NULL and x OR FALSE are both true exactly when the
// other is), and in a result of a CASE there (the CASE PostgreSQL's
// v = ANY(a) is written as, lower_exprs.go lowerAnyArray). filterContains writes such an array_contains as
// array_contains_or_false, which both targets spell (FALSE for a NULL
// array or value too, where the canonical one gives NULL). Under NOT, in
// a comparison or in a select list the NULL shows, and the refusal stays.
func filterContains(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Target.is("hive", "doris") {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Select:
			w, h, q := truthContains(x.Where), truthContains(x.Having), truthContains(x.Qualify)
			if w != x.Where || h != x.Having || q != x.Qualify {
				ns := *x
				ns.Where, ns.Having, ns.Qualify = w, h, q
				return &ns
			}
		case *ast.Join:
			if on := truthContains(x.On); on != x.On {
				nj := *x
				nj.On = on
				return &nj
			}
		case *ast.Case:
			if x.Operand != nil {
				return n
			}
			var whens []*ast.When
			for i, w := range x.Whens {
				if cond := truthContains(w.Cond); cond != w.Cond {
					if whens == nil {
						whens = append([]*ast.When(nil), x.Whens...)
					}
					nw := *w
					nw.Cond = cond
					whens[i] = &nw
				}
			}
			if whens != nil {
				nc := *x
				nc.Whens = whens
				return &nc
			}
		case *ast.Func:
			if f := truthContains(x.Filter); f != x.Filter {
				nf := *x
				nf.Filter = f
				return &nf
			}
		}
		return n
	})
}

// truthContains is e, a condition whose NULL counts as FALSE, with each
// array_contains in it, in an operand of its ANDs and ORs or in a result
// of its CASEs written as array_contains_or_false.
func truthContains(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Binary:
		if x.Op != ast.OpAnd && x.Op != ast.OpOr {
			return e
		}
		l, r := truthContains(x.L), truthContains(x.R)
		if l == x.L && r == x.R {
			return e
		}
		nb := *x
		nb.L, nb.R = l, r
		return &nb
	case *ast.Case:
		// the truth of a CASE is that of the result it picks
		var whens []*ast.When
		for i, w := range x.Whens {
			if r := truthContains(w.Result); r != w.Result {
				if whens == nil {
					whens = append([]*ast.When(nil), x.Whens...)
				}
				nw := *w
				nw.Result = r
				whens[i] = &nw
			}
		}
		els := truthContains(x.Else)
		if whens == nil && els == x.Else {
			return e
		}
		nc := *x
		if whens != nil {
			nc.Whens = whens
		}
		nc.Else = els
		return &nc
	case *ast.Func:
		if len(x.Name) == 1 && len(x.Args) == 2 && x.Filter == nil && x.Over == nil && strings.EqualFold(x.Name[0].Name, "array_contains") {
			nf := *x
			nf.Name = ast.QName{{Span: x.Name[0].Span, Name: "array_contains_or_false"}}
			return &nf
		}
	}
	return e
}
