package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeUnixtimeZone: an epoch conversion that reads a TIMESTAMP (a
// wall-clock time) in the session's time zone, refused toward another
// dialect.
const codeUnixtimeZone = "T197"

// trinoUnixtime checks Trino's and Presto's to_unixtime(x) toward another
// dialect (dialects/functions_unixtime.go): of a TIMESTAMP WITH TIME ZONE
// it is the seconds to its instant, which every target writing it gives
// alike; of a TIMESTAMP, the parameter being a TIMESTAMP WITH TIME ZONE,
// Trino and Presto first read the wall-clock time in the session's time
// zone (Trino documentation, "Date and time functions": to_unixtime takes
// a timestamp with time zone; a timestamp is cast to one "using the time
// zone of the session"), an implicit cast whose handling of a time a
// daylight-saving change skips or repeats lateral does not check against
// the targets': it is refused (T197), as is an argument of unknown type.
// The call is not changed here.
func trinoUnixtime(c *Context, s ast.Stmt) ast.Stmt {
	if !c.Source.is("trino", "presto") || c.Source.Name == c.Target.Name {
		return s
	}
	nulls := false
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || len(f.Args) != 1 || !strings.EqualFold(f.Name[0].Name, "to_unixtime") {
			return true
		}
		x := f.Args[0]
		if t := c.typeOf(x, sc); t != nil && t.Kind == ast.TypeTimestampTZ {
			return true
		}
		if lit, ok := x.(*ast.Literal); ok && lit.Kind == ast.LitNull {
			nulls = true
			return true
		}
		c.Refuse(codeUnixtimeZone, x, "pass a TIMESTAMP WITH TIME ZONE (give the column's type with --schema), or compute it in the source",
			"%s's to_unixtime of %s reads a TIMESTAMP in the session's time zone, which lateral does not write for %s (it writes to_unixtime of a TIMESTAMP WITH TIME ZONE only)", c.Source.Name, exprName(x), c.Target.Name)
		return true
	})
	if !nulls || c.Diags.HasErrors() {
		return s
	}
	// to_unixtime(NULL) is NULL; the NULL is given the parameter's type,
	// as the targets' functions of several types would not choose one
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		f, ok := n.(*ast.Func)
		if !ok || len(f.Name) != 1 || f.Name[0].Quoted || f.Unread || len(f.Args) != 1 || !strings.EqualFold(f.Name[0].Name, "to_unixtime") {
			return n
		}
		if lit, ok := f.Args[0].(*ast.Literal); ok && lit.Kind == ast.LitNull {
			nf := *f
			nf.Args = []ast.Expr{&ast.Cast{Span: lit.Span, X: lit, Type: &ast.TypeName{Span: lit.Span, Kind: ast.TypeTimestampTZ}}}
			return &nf
		}
		return n
	})
}
