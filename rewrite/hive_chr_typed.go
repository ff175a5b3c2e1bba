package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// hiveChrTyped refuses Hive's chr (chr_hive) toward another dialect where
// its argument is not known to be an integer: Hive's UDFChr narrows a
// DOUBLE through a Java int to a short (-0.5 is the empty string there,
// 3e9 the empty string too), and a string is read as a DOUBLE, where
// Spark's chr casts its argument to a BIGINT; the translation
// (dialects: emChrHiveSpark) is written for an integer only. An unknown
// type is refused (T056), another type too (T302), at the argument.
func (c *Context) hiveChrTyped(f *ast.Func, sc *scope) ast.Expr {
	if c.Source.Name != "hive" || c.Target.Name == "hive" || f.Unread || len(f.Name) != 1 || f.Name[0].Quoted ||
		len(f.Args) != 1 || f.Over != nil || !strings.EqualFold(f.Name[0].Name, "chr_hive") {
		return f
	}
	if lit, ok := f.Args[0].(*ast.Literal); ok && lit.Kind == ast.LitNull {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	switch {
	case t == nil:
		c.Refuse("T056", f.Args[0], "give the column's type with --schema (or a CREATE TABLE in the script), or cast the argument to BIGINT in the source",
			"hive's chr is written for %s of an integer only (a DOUBLE or a string is narrowed by Java's rules there), and this argument's type is not known", c.Target.Name)
	case !t.Kind.IsInteger():
		c.Refuse("T302", f.Args[0], "cast the argument to BIGINT in the source",
			"hive's chr is written for %s of an integer only: of a %s Hive narrows the value through a Java int to a short (chr(-0.5) is the empty string there), which %s's chr does not", c.Target.Name, strings.ToUpper(t.Kind.String()), c.Target.Name)
	}
	return f
}
