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
		if len(x.Name) == 1 && (strings.EqualFold(x.Name[0].Name, "rtrim") || strings.EqualFold(x.Name[0].Name, "trim")) && len(x.Args) == 1 ||
			isSpaceRtrim(x) {
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
			if _, cast := items[i].(*ast.Cast); cast && !c.charCastItem(a, items[i]) || !cast && !hasCharType(c.setOpArmColType(a, i)) && !c.charSubqueryItem(a, items[i]) && !c.charCaseItem(a, items[i]) {
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

// charOrder refuses (T146) an ORDER BY item of q of a CHAR value
// (charOutput), but those of done (pgCharOrder's, by position). A bare
// name of an output column (read before an input column of that name)
// or a position sorts on that column's expression (orderOutputItem),
// each * counted as the columns it stands for; over a set operation, on
// that column of every arm, CHAR when one arm's is (its rows compared as
// charSetOp's).
func (c *Context) charOrder(q *ast.Query, sc *scope, done map[int]ast.Expr) {
	if c.Source.Name == c.Target.Name || (c.Source.Name == "trino" || c.Source.Name == "presto") && c.Target.is("trino", "presto") {
		return
	}
	sel, _ := q.Body.(*ast.Select)
	items, _ := c.orderOutputItems(q.Body)
	for i, o := range q.OrderBy {
		if done[i] != nil {
			continue
		}
		x := o.Expr
		k := orderOutputItem(items, x)
		if k < 0 && isIntLit(x) {
			k = posOf(x) - 1 // past a * left: setOpArmColType counts its columns
		}
		if sel == nil {
			// a set operation sorts on its output columns only
			var arms []ast.QueryExpr
			setOpArms(q.Body, &arms)
			for _, a := range arms {
				if k >= 0 && hasCharType(c.setOpArmColType(a, k)) {
					c.refuseCharOperand(o.Expr, "sorted on")
					return
				}
			}
			continue
		}
		if k >= 0 && k < len(items) && !hasStar(items[:k+1]) {
			if it := items[k]; it.Expr != nil {
				if _, star := it.Expr.(*ast.Star); !star {
					x = it.Expr
				}
			}
		}
		if c.charTyped(x, sc, true) || isIntLit(x) && k >= 0 && hasCharType(c.setOpArmColType(sel, k)) {
			c.refuseCharOperand(o.Expr, "sorted on")
			return
		}
	}
}

// charCastItem reports whether item, an output item of arm, is a cast of
// a CHAR value to a string type (charTyped), whose trailing blanks
// PostgreSQL drops and DuckDB keeps (run on PostgreSQL 15: CAST(x AS
// VARCHAR) of a CHAR(3) holding 'ab ' is output 'ab'; DuckDB 1.5's 'ab ').
func (c *Context) charCastItem(arm ast.QueryExpr, item ast.Expr) bool {
	var sc *scope
	if sel, ok := arm.(*ast.Select); ok {
		sc = c.scopeOf(sel.From)
	}
	return c.charTyped(item, sc, false)
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

// charCaseItem reports whether item, an output item of arm, is a CASE one
// of whose results is a CHAR value while the CASE's own type is not known
// (CHAR(n) beside CHAR(m) or a string literal): PostgreSQL's CASE is then
// a CHAR of no length, output as each branch holds it (run on PostgreSQL
// 15: CASE WHEN id > 5 THEN x ELSE y END of a CHAR(3) x and CHAR(2) y
// holding 'b' and 'a' is output 'b  ' or 'a ', DuckDB's 'b' or 'a').
func (c *Context) charCaseItem(arm ast.QueryExpr, item ast.Expr) bool {
	if _, ok := item.(*ast.Case); !ok {
		return false
	}
	var sc *scope
	if sel, ok := arm.(*ast.Select); ok {
		sc = c.scopeOf(sel.From)
	}
	var branch func(e ast.Expr) bool
	branch = func(e ast.Expr) bool {
		x, ok := e.(*ast.Case)
		if !ok {
			return e != nil && c.charTyped(e, sc, true)
		}
		for _, w := range x.Whens {
			if branch(w.Result) {
				return true
			}
		}
		return branch(x.Else)
	}
	return branch(item)
}

// pgCharToDuck: the source is PostgreSQL and the target DuckDB, where a
// CHAR(n) value's output and order have exact forms (pgCharOutputs,
// pgCharOrder). The other way DuckDB's CHAR keeps trailing blanks that
// PostgreSQL's padding loses, and other pairs keep the refusals.
func (c *Context) pgCharToDuck() bool {
	return c.Source.Name == "postgres" && c.Target.Name == "duckdb"
}

// charLen is n of a CHAR(n) type, 1 for a bare CHAR (CHAR(1):
// PostgreSQL 15 run, CAST('abc' AS CHAR) is 'a'; textLengthCast), 0 for
// another type or PostgreSQL's BPCHAR of no length, which is unbounded.
func charLen(t *ast.TypeName) int {
	if t == nil || t.Kind != ast.TypeChar {
		return 0
	}
	if len(t.Params) == 0 && !strings.HasSuffix(strings.ToUpper(t.Name), "BPCHAR") {
		return 1
	}
	if len(t.Params) != 1 || t.Params[0] < 1 {
		return 0
	}
	return t.Params[0]
}

// pgCharOutputs writes, from PostgreSQL toward DuckDB, each output item of
// q's SELECT (not a set operation's arm, not a star) that is a CHAR(n)
// value as rpad(x, n, ' '), the value PostgreSQL outputs, padded to n
// (run on PostgreSQL 15 and DuckDB 1.5, a CHAR(3) holding 'a', 'ab ', the empty string,
// 'a' || chr(9), 'é', ' a' and NULL: 'a  ', 'ab ', '   ', 'a\t ', 'é  ',
// ' a ' and NULL on both; DuckDB's CHAR(3) holds 'a' as 'a', and rpad
// cuts a longer value to n as PostgreSQL's column does its blanks), and a
// cast of a CHAR value to a string type as rtrim(cast), the value without
// its trailing blanks as PostgreSQL casts it (CAST(x AS VARCHAR) of 'ab '
// is 'ab' there, 'ab ' in DuckDB). A column keeps its name as an alias.
// What it leaves is refused by charOutput.
func (c *Context) pgCharOutputs(q *ast.Query) *ast.Query {
	sel, ok := q.Body.(*ast.Select)
	if !ok || !c.pgCharToDuck() || sel.Distinct || len(sel.DistinctOn) > 0 {
		return q
	}
	sc := c.scopeOf(sel.From)
	sc.outer = c.outer[sel.Span]
	var items []*ast.SelectItem
	for i, it := range sel.Items {
		e := c.pgCharDuckValue(it.Expr, sc)
		if e == nil {
			continue
		}
		alias := it.Alias
		if alias == nil {
			cr, ok := it.Expr.(*ast.ColumnRef)
			if !ok || len(cr.Name) == 0 {
				continue
			}
			id := cr.Name.Last()
			if !id.Quoted {
				id.Name = strings.ToLower(id.Name) // PostgreSQL folds an unquoted name
			}
			alias = &id
		}
		if items == nil {
			items = append([]*ast.SelectItem(nil), sel.Items...)
		}
		items[i] = &ast.SelectItem{Span: it.Span, Expr: e, Alias: alias, Aliases: it.Aliases}
	}
	if items == nil {
		return q
	}
	c.Fire(passLowerExprs)
	ns := *sel
	ns.Items = items
	nq := *q
	nq.Body = &ns
	return &nq
}

// pgCharDuckValue is pgCharOutputs' form of the output item e: rpad(e, n,
// ' ') of a CHAR(n) value, rtrim(e) of a cast of a CHAR value to a string
// type; nil for another item.
func (c *Context) pgCharDuckValue(e ast.Expr, sc *scope) ast.Expr {
	if e == nil {
		return nil
	}
	sp := e.SpanOf()
	if x, ok := e.(*ast.Cast); ok {
		if x.Type != nil && x.Type.Kind != ast.TypeChar && x.Type.Kind.IsText() && c.charTyped(x, sc, false) {
			return spaceRtrim(sp, e)
		}
		return nil
	}
	if n := charLen(c.typeOf(e, sc)); n > 0 {
		return canonCall(sp, "rpad", e, intLit(sp, n), &ast.Literal{Span: sp, Kind: ast.LitString, Value: " "})
	}
	return nil
}

// pgCharOrder writes, from PostgreSQL toward DuckDB, each ORDER BY item
// of q that sorts on a CHAR value (charTyped, not a row or an array of
// them), by itself or as the output column it names or numbers, as
// rtrim(x): PostgreSQL compares a CHAR without its trailing blanks (run
// on PostgreSQL 15, C collation, and DuckDB 1.5: of a CHAR(3) holding
// 'a', 'ab ', the empty string, 'a' || chr(9), 'é', ' a', 'a  ' and 'ab   ', ORDER BY x
// in PostgreSQL and ORDER BY rtrim(x) in DuckDB give the same order,
// where DuckDB's ORDER BY x puts 'a' || chr(9) before 'a  '). The
// forms are applied after the items are lowered (lowerOrderBy); an item
// left is refused by charOrder.
func (c *Context) pgCharOrder(q *ast.Query, sc *scope) map[int]ast.Expr {
	sel, _ := q.Body.(*ast.Select)
	if sel == nil {
		return nil // a set operation's output columns: charOrder's
	}
	items, _ := c.orderOutputItems(sel)
	out := map[int]ast.Expr{}
	for i, o := range q.OrderBy {
		x := o.Expr
		if k := orderOutputItem(items, x); k >= 0 {
			if _, star := items[k].Expr.(*ast.Star); star || items[k].Expr == nil {
				continue
			}
			x = items[k].Expr
		} else if isIntLit(x) {
			continue // a position past a * not written out: charOrder's
		}
		if !c.charTyped(x, sc, false) {
			continue
		}
		out[i] = spaceRtrim(x.SpanOf(), ast.Clone(x))
	}
	return out
}

// orderOutputItems is the select items whose names and positions an
// ORDER BY of b reads: b's own, or those of the first arm of a set
// operation, each * written as the columns it stands for (starItems);
// ok is false when a * is left.
func (c *Context) orderOutputItems(b ast.QueryExpr) (items []*ast.SelectItem, ok bool) {
	for {
		switch x := b.(type) {
		case *ast.SetOp:
			b = x.L
			continue
		case *ast.Query:
			if x.With == nil {
				b = x.Body
				continue
			}
		case *ast.Select:
			items, ok = (&insertRun{c: c}).starItems(x)
			return items, ok && !hasStar(items)
		}
		return nil, false
	}
}

// orderOutputItem is the index in items (orderOutputItems) of the item an
// ORDER BY item names (a bare name of an output column, which PostgreSQL
// reads before an input column) or numbers; -1 for another item, or for
// a position at or past a * left in items.
func orderOutputItem(items []*ast.SelectItem, e ast.Expr) int {
	switch x := e.(type) {
	case *ast.Literal:
		k := posOf(x)
		if k < 1 || k > len(items) || hasStar(items[:k]) {
			return -1
		}
		return k - 1
	case *ast.ColumnRef:
		if len(x.Name) != 1 {
			return -1
		}
		for i, it := range items {
			name := ""
			switch {
			case it.Alias != nil:
				name = it.Alias.Name
			default:
				if cr, ok := it.Expr.(*ast.ColumnRef); ok && len(cr.Name) > 0 {
					name = cr.Name.Last().Name
				}
			}
			if name != "" && strings.EqualFold(name, x.Name[0].Name) {
				return i
			}
		}
	}
	return -1
}

// isIntLit reports whether e is an integer literal, an ORDER BY position.
func isIntLit(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitInt
}

// posOf is the value of an integer literal, 0 for another expression or
// one out of range.
func posOf(e ast.Expr) int {
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitInt {
		return 0
	}
	k, err := strconv.Atoi(l.Value)
	if err != nil {
		return 0
	}
	return k
}

// spaceRtrim is trim_trailing(e, ' '), DuckDB's rtrim(e, ' '): the
// trailing blanks PostgreSQL's CHAR drops, and only those. DuckDB's
// one-argument rtrim also drops the other space separators (run on DuckDB
// 1.5: rtrim('a' || chr(160)) is 'a'), which PostgreSQL's CHAR keeps
// (PostgreSQL 15: CAST(('a' || chr(160))::char(3) AS VARCHAR) is 2 long).
func spaceRtrim(sp ast.Span, e ast.Expr) *ast.Func {
	return canonCall(sp, "trim_trailing", e, &ast.Literal{Span: sp, Kind: ast.LitString, Value: " "})
}

// isSpaceRtrim: f is spaceRtrim's trim_trailing(x, ' ').
func isSpaceRtrim(f *ast.Func) bool {
	if len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "trim_trailing") || len(f.Args) != 2 {
		return false
	}
	l, ok := f.Args[1].(*ast.Literal)
	return ok && l.Kind == ast.LitString && l.Value == " "
}
