package rewrite

import (
	"strconv"
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
// comparison, ||, LIKE, ~, BETWEEN, IN, a simple CASE, IN or ANY of a
// subquery (of a CHAR column on either side), or a function's argument
// (count's excepted, not count(DISTINCT x)), a row or an array of CHARs
// compared whole, and a CHAR value compared without an operator: SELECT
// DISTINCT, GROUP BY (its ordinals, ROLLUP, CUBE, GROUPING SETS), JOIN
// USING and NATURAL, a window's PARTITION BY and ORDER BY (charSetOp:
// UNION, INTERSECT, EXCEPT without ALL). The dialects give a CHAR's trailing blanks different
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
	deep := false // the operands are compared whole: a row or an array of CHARs too
	switch x := n.(type) {
	case *ast.Binary:
		switch x.Op {
		case ast.OpEq, ast.OpNe, ast.OpLt, ast.OpLe, ast.OpGt, ast.OpGe, ast.OpIsDistinct, ast.OpIsNotDistinct:
			ops, what, deep = []ast.Expr{x.L, x.R}, "compared", true
		case ast.OpConcat:
			ops, what = []ast.Expr{x.L, x.R}, "concatenated"
		case ast.OpRegexMatch, ast.OpRegexIMatch:
			// PostgreSQL matches the padded value (run on PostgreSQL 15:
			// a CHAR(3) holding 'a' ~ '^a  $' is true)
			ops, what = []ast.Expr{x.L, x.R}, "matched"
		}
	case *ast.Like:
		ops, what = []ast.Expr{x.X, x.Pattern}, "matched"
	case *ast.Between:
		ops, what, deep = []ast.Expr{x.X, x.Lo, x.Hi}, "compared", true
	case *ast.InList:
		ops, what, deep = append([]ast.Expr{x.X}, x.List...), "compared", true
	case *ast.Case:
		// CASE x WHEN v: x = v
		if x.Operand != nil {
			ops, what, deep = []ast.Expr{x.Operand}, "compared", true
			for _, w := range x.Whens {
				ops = append(ops, w.Cond)
			}
		}
	case *ast.InSubquery:
		if c.charQueryCol(x.Query, x.X, sc) {
			c.refuseCharOperand(x, "compared")
			return
		}
		ops, what, deep = []ast.Expr{x.X}, "compared", true
	case *ast.Quantified:
		if x.Query != nil && c.charQueryCol(x.Query, x.X, sc) {
			c.refuseCharOperand(x, "compared")
			return
		}
		ops, what, deep = []ast.Expr{x.X, x.Array}, "compared", true
	case *ast.Func:
		// count(x) counts the non-NULL values alike; count(DISTINCT x)
		// compares them (run: a CHAR(3) holding 'a' and 'a  ' counts 1
		// distinct value in PostgreSQL 15, 2 in DuckDB 1.5)
		if x.Over != nil {
			// PARTITION BY compares the values, and so does ORDER BY for
			// the peers of rank() and of a RANGE frame
			for _, p := range x.Over.PartitionBy {
				if c.charTyped(p, sc, true) {
					c.refuseCharOperand(p, "partitioned by")
					return
				}
			}
			for _, o := range x.Over.OrderBy {
				if c.charTyped(o.Expr, sc, true) {
					c.refuseCharOperand(o.Expr, "ordered (a window's peers)")
					return
				}
			}
		}
		if len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "count") && !x.Distinct {
			return
		}
		ops, what = x.Args, "passed to "+x.Name.Last().Name
		if len(x.Name) == 1 && (strings.EqualFold(x.Name[0].Name, "rtrim") || strings.EqualFold(x.Name[0].Name, "trim")) && len(x.Args) == 1 {
			// rtrim(CAST(x AS VARCHAR)): the blanks dropped in every dialect
			if _, ok := x.Args[0].(*ast.Cast); ok {
				return
			}
		}
	case *ast.Select:
		// DISTINCT and GROUP BY compare the values
		if x.Distinct {
			for _, it := range x.Items {
				if it.Expr != nil && c.charTyped(it.Expr, sc, true) {
					c.refuseCharOperand(it.Expr, "made distinct")
					return
				}
			}
		}
		ops, what, deep = x.DistinctOn, "made distinct", true
		if x.GroupBy != nil {
			for _, g := range groupingExprs(x.GroupBy.Items) {
				// GROUP BY 2: the second item
				if l, ok := g.(*ast.Literal); ok && l.Kind == ast.LitInt {
					if k, err := strconv.Atoi(l.Value); err == nil && k >= 1 && k <= len(x.Items) && x.Items[k-1].Expr != nil {
						g = x.Items[k-1].Expr
					}
				}
				if c.charTyped(g, sc, true) {
					c.refuseCharOperand(g, "grouped by")
					return
				}
			}
		}
	case *ast.Join:
		// USING (x) and NATURAL compare the columns of a name (of any
		// relation of the scope: a column of the joined ones among them)
		if len(x.Using) == 0 && !x.Natural || sc == nil {
			return
		}
		seen := map[string]int{}
		for i := range sc.rels {
			for _, col := range sc.rels[i].cols {
				name := strings.ToLower(col.Name)
				using := x.Natural
				for _, u := range x.Using {
					using = using || strings.EqualFold(u.Name, col.Name)
				}
				if !using || !hasCharType(col.Type) {
					continue
				}
				if seen[name]++; len(x.Using) > 0 || seen[name] > 1 {
					c.refuseCharOperand(x, "compared (a join's USING or NATURAL)")
					return
				}
			}
		}
	}
	for _, o := range ops {
		if o != nil && c.charTyped(o, sc, deep) {
			c.refuseCharOperand(o, what)
			return
		}
	}
}

// refuseCharOperand is charOperand's refusal (T146) at o.
func (c *Context) refuseCharOperand(o ast.Node, what string) {
	c.Refuse(CodeCharColumn, o, "write rtrim(CAST(x AS VARCHAR)) in the source, which drops the trailing blanks in every dialect",
		"this CHAR value is %s here, and %s and %s treat a CHAR's trailing blanks differently (padded, dropped or kept)", what, c.Source.Name, c.Target.Name)
}

// charTyped reports whether o is a CHAR value (deep: or holds one, a row
// or an array compared whole): a CHAR-typed expression (c.typeOf), a
// scalar subquery of a CHAR column, or a cast of a CHAR value to a string
// type, whose trailing blanks PostgreSQL drops there and DuckDB keeps (run
// on PostgreSQL 15: CAST(x AS VARCHAR) of a CHAR(3) holding 'ab' is 'ab';
// DuckDB 1.5's holding 'ab ' is 'ab '). A cast to CHAR(n) is
// textLengthCast's (T135).
func (c *Context) charTyped(o ast.Expr, sc *scope, deep bool) bool {
	isChar := func(t *ast.TypeName) bool {
		return t != nil && (t.Kind == ast.TypeChar || deep && hasCharType(t))
	}
	switch x := o.(type) {
	case *ast.Cast:
		if x.Type == nil || x.Type.Kind == ast.TypeChar || !x.Type.Kind.IsText() {
			return false
		}
		return c.charTyped(x.X, sc, false)
	case *ast.Subquery:
		return x.Query != nil && c.charQueryCol(x.Query, nil, sc)
	case *ast.Struct:
		if deep {
			for _, f := range x.Fields {
				if c.charTyped(f.Value, sc, true) {
					return true
				}
			}
			return false
		}
	}
	return isChar(c.typeOf(o, sc))
}

// charQueryCol reports whether a column of q, compared with x (a row
// constructor's fields with as many columns), is a CHAR value.
func (c *Context) charQueryCol(q *ast.Query, x ast.Expr, sc *scope) bool {
	if c.typeDepth >= maxQueryTypeDepth {
		return false
	}
	c.typeDepth++
	defer func() { c.typeDepth-- }()
	width := 1
	if st, ok := x.(*ast.Struct); ok && len(st.Fields) > 1 {
		width = len(st.Fields)
	}
	for i := 0; i < width; i++ {
		if t := c.bodyColType(q, i, sc); t != nil && hasCharType(t) {
			return true
		}
	}
	return false
}

// hasCharType reports whether t is a CHAR or holds one (an array's
// element, a map's key or value, a struct's field).
func hasCharType(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	if t.Kind == ast.TypeChar {
		return true
	}
	if hasCharType(t.Elem) || hasCharType(t.Key) || hasCharType(t.Value) {
		return true
	}
	for _, f := range t.Fields {
		if f != nil && hasCharType(f.Type) {
			return true
		}
	}
	return false
}

// charSetOp refuses (T146) a UNION, INTERSECT or EXCEPT without ALL of a
// CHAR column (of any arm): it compares the rows (charOperand).
func (c *Context) charSetOp(x *ast.SetOp) {
	if x.All || c.Source.Name == c.Target.Name || (c.Source.Name == "trino" || c.Source.Name == "presto") && c.Target.is("trino", "presto") {
		return
	}
	var arms []ast.QueryExpr
	setOpArms(x.L, &arms)
	setOpArms(x.R, &arms)
	for _, a := range arms {
		for i := range c.setOpArmItems(a) {
			if hasCharType(c.setOpArmColType(a, i)) {
				c.refuseCharOperand(x, "compared by "+x.Op.String()+" (without ALL)")
				return
			}
		}
	}
}

// groupingExprs is the expressions of GROUP BY items, those of GROUPING
// SETS, ROLLUP and CUBE included.
func groupingExprs(items []ast.Expr) []ast.Expr {
	var out []ast.Expr
	for _, g := range items {
		switch x := g.(type) {
		case *ast.GroupingSets:
			for _, set := range x.Sets {
				out = append(out, set...)
			}
		case *ast.Rollup:
			out = append(out, x.Exprs...)
		case *ast.Cube:
			out = append(out, x.Exprs...)
		default:
			out = append(out, g)
		}
	}
	return out
}

// charOutput refuses (T146), toward another dialect, a CHAR value that
// reaches the output of q, the statement's query (an item of its SELECT or
// of an arm of its set operation, through a * or a derived table's
// column too), and a CHAR value its ORDER BY sorts by: PostgreSQL pads a
// CHAR(n) to n characters on output and sorts it without its trailing
// blanks, DuckDB keeps the value as stored (run on PostgreSQL 15 and
// DuckDB 1.5: a CHAR(3) holding 'a' is output 'a  ' by PostgreSQL
// (concat('[', x, ']') is '[a  ]') and 'a' by DuckDB; of 'a ' and 'a' ||
// chr(9), ORDER BY x puts 'a ' first in PostgreSQL, which compares 'a'
// with 'a\t', and last in DuckDB, whose tab sorts before the blank).
// Trino and Presto share their rule. An ORDER BY of an output's name or
// position reads an item refused already.
func (c *Context) charOutput(q *ast.Query) {
	if c.Source.Name == c.Target.Name || (c.Source.Name == "trino" || c.Source.Name == "presto") && c.Target.is("trino", "presto") {
		return
	}
	var arms []ast.QueryExpr
	setOpArms(q.Body, &arms)
	for _, a := range arms {
		items := c.setOpArmItems(a)
		for i := range items {
			if _, cast := items[i].(*ast.Cast); cast || !hasCharType(c.setOpArmColType(a, i)) && !c.charSubqueryItem(a, items[i]) {
				// a cast to CHAR(n) is textLengthCast's (T135)
				continue
			}
			var at ast.Node = a
			if items[i] != nil && items[i].SpanOf().Start.IsValid() {
				at = items[i]
			}
			c.refuseCharOperand(at, "part of the query's output")
			return
		}
	}
}

// charOrder refuses (T146) an ORDER BY item of a CHAR value (charOutput).
func (c *Context) charOrder(items []*ast.OrderItem, sc *scope) {
	if c.Source.Name == c.Target.Name || (c.Source.Name == "trino" || c.Source.Name == "presto") && c.Target.is("trino", "presto") {
		return
	}
	for _, o := range items {
		if c.charTyped(o.Expr, sc, true) {
			c.refuseCharOperand(o.Expr, "sorted on")
			return
		}
	}
}

// charSubqueryItem reports whether item, an output item of arm, is a scalar
// subquery of a CHAR value (PostgreSQL 15: SELECT (SELECT x FROM c) of a
// CHAR(3) x holding 'a' is output 'a  ', as x itself).
func (c *Context) charSubqueryItem(arm ast.QueryExpr, item ast.Expr) bool {
	if _, ok := item.(*ast.Subquery); !ok {
		return false
	}
	var sc *scope
	if sel, ok := arm.(*ast.Select); ok {
		sc = c.scopeOf(sel.From)
	}
	return c.charTyped(item, sc, true)
}
