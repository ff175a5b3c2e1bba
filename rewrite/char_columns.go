package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// CodeCharColumn: a value of a blank-padded CHAR type (a CHAR(n) column of
// the schema or of a table the script creates) compared, concatenated,
// matched or passed to a function, whose trailing blanks the source and
// the target treat otherwise.
const CodeCharColumn = "T146"

// charOperand refuses (T146), toward another dialect, a CHAR-typed operand
// (c.typeOf: a column declared CHAR(n) or CHAR, a field of one) of a
// comparison, ||, LIKE, BETWEEN, IN or a function's argument (count's
// excepted). The dialects give a CHAR's trailing blanks different
// meanings: PostgreSQL stores 'a' in a CHAR(3) as 'a  ', and drops the
// padding in comparisons, || and length (run on PostgreSQL 15: x = 'a'
// and x = 'a  ' true, x || '|' 'a|', length(x) 1, while concat(x, '|') is
// 'a  |' and x LIKE 'a' false); DuckDB's CHAR(n) is a VARCHAR, no padding
// added nor dropped (run on DuckDB 1.5: a CHAR(3) column holding 'a' gives
// length 1 and 'a|', and 'ab ' length 3 where PostgreSQL's is 2); Trino
// and Presto pad a CHAR(n) and compare it padded (Trino, data types:
// CHAR); Hive and Spark pad it as well, each by its own rules. Trino and
// Presto share theirs and are not refused between each other. A cast to
// CHAR(n) is refused by textLengthCast (T135), before it is an operand.
func (c *Context) charOperand(n ast.Node, sc *scope) {
	if c.Source.Name == c.Target.Name || (c.Source.Name == "trino" || c.Source.Name == "presto") && c.Target.is("trino", "presto") {
		return
	}
	var ops []ast.Expr
	what := ""
	switch x := n.(type) {
	case *ast.Binary:
		switch x.Op {
		case ast.OpEq, ast.OpNe, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe, ast.OpIsDistinct, ast.OpIsNotDistinct:
			ops, what = []ast.Expr{x.L, x.R}, "compared"
		case ast.OpConcat:
			ops, what = []ast.Expr{x.L, x.R}, "concatenated"
		}
	case *ast.Like:
		ops, what = []ast.Expr{x.X, x.Pattern}, "matched"
	case *ast.Between:
		ops, what = []ast.Expr{x.X, x.Lo, x.Hi}, "compared"
	case *ast.InList:
		ops, what = append([]ast.Expr{x.X}, x.List...), "compared"
	case *ast.Func:
		if len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "count") {
			return
		}
		ops, what = x.Args, "passed to "+x.Name.Last().Name
	}
	for _, o := range ops {
		if _, cast := o.(*ast.Cast); cast {
			continue // a cast to CHAR(n): textLengthCast's
		}
		if t := c.typeOf(o, sc); t != nil && t.Kind == ast.TypeChar {
			c.Refuse(CodeCharColumn, o, "write rtrim(CAST(x AS VARCHAR)) in the source, which drops the trailing blanks in every dialect",
				"this CHAR value is %s here, and %s and %s treat a CHAR's trailing blanks differently (padded, dropped or kept)", what, c.Source.Name, c.Target.Name)
			return
		}
	}
}
