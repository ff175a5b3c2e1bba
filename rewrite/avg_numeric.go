package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeAvgDigits: PostgreSQL's average of integers, a numeric whose last
// digits the target's average does not give, flows into something whose
// result those digits can change.
const codeAvgDigits = "T084"

// numericAvgDigits refuses (T084) PostgreSQL's (and ANSI's, whose
// averages lateral takes as PostgreSQL's, as avg_int.go and sum_exact.go
// do) average of integers for the other targets where its last digits
// can change the result.
//
// PostgreSQL's avg of a SMALLINT, INTEGER or BIGINT is a numeric: the
// sum divided by the count at a scale chosen from the leading digits of
// both (at least 16 significant digits, up to 20: 0.33333333333333333333
// for 1/3; pg_typeof(avg(i)) is numeric, run on PostgreSQL 15). No
// other dialect averages so: Trino, Presto, Hive, Spark, Doris, BigQuery,
// DuckDB and Drill give a DOUBLE (agg_types.go; Drill's aggregate
// functions reference: "DOUBLE for all other arguments"), and Snowflake
// is given one (snowflakeAvg). A fixed-scale DECIMAL cannot stand in
// either (the scale moves with the quotient's magnitude), nor can the
// targets' decimal divisions (each has its own scale: docs/functions.md,
// Division). So the two agree to about 16 significant digits, not to
// the last one: floor(avg(i) * 3) over 0, 0, 1 is 0 on PostgreSQL 15
// (0.99999999999999999999) and 1 on DuckDB 1.5 (run on both).
//
// That is the source's value wherever a value is compared with a
// tolerance, as the output of a query is (conformance/README.md: floats
// with a tolerance, relative to the value), and nowhere else. The
// average is therefore kept where it flows only into items of the
// statement's own result: through * and / (which keep a relative
// difference; + and - can cancel the leading digits and leave the
// different last ones), unary signs, abs, coalesce, greatest, least, the
// result arms of CASE and casts to a float type, into an item of a SELECT without DISTINCT
// whose query is the statement or a UNION ALL branch of it, not ordered
// by that item; a scalar subquery, a derived table, a LATERAL subquery or
// a WITH query passes it on to where its readers take it (every column
// reference that may name it, a bare name matching any relation's column
// of that name, every * that includes it, a reference to the whole row,
// and a join's USING or NATURAL, which compares it). IS NULL keeps no
// digit and ends the flow. Everything else is
// refused: a sum or difference, a rounding function or any other
// function, a cast to an integer, decimal or string type, a comparison, BETWEEN, IN, a CASE
// condition or operand, WHERE, HAVING, GROUP BY, DISTINCT, PARTITION BY,
// ORDER BY, a join condition, a set operation that compares rows, an
// INSERT or a view, whose readers may do any of these. The source can
// average a DOUBLE instead (avg(CAST(x AS DOUBLE PRECISION)), a DOUBLE
// in every dialect).
//
// PostgreSQL's avg of a DECIMAL (numeric) is that division too, at least
// 16 significant digits and at least the argument's scale (avg of 1.00,
// 2.00 is 1.5000000000000000, of 1.10, 2.20, 2.20 1.8333333333333333:
// PostgreSQL 15), and DuckDB's a DOUBLE of the exact sum divided by the
// count (1.5 and 1.8333333333333333: DuckDB 1.5): the two differ as the
// averages of integers do, and for DuckDB the average is kept or refused
// by the same rule, with avg.go's code (T071) for decimals. (DuckDB sums
// in a 128-bit integer: a sum of DECIMAL(38, 0) values past it raises
// "Overflow in HUGEINT addition" where PostgreSQL's numeric does not.)
// The other targets average decimals to another scale (avg.go).
func (c *Context) numericAvgDigits(s ast.Stmt) {
	c.keptDecAvgs = nil
	if c.Source.Name != "postgres" && c.Source.Name != "ansi" || c.Target.is("postgres", "ansi") {
		return
	}
	var avgs []*ast.Func
	decimal := map[*ast.Func]bool{}
	seen := map[*ast.Func]bool{}
	collect := func(n ast.Node, sc *scope) bool {
		f, ok := n.(*ast.Func)
		if !ok || seen[f] {
			return true
		}
		if c.numericIntAvg(f, sc) {
			seen[f] = true
			avgs = append(avgs, f)
		} else if c.numericDecAvg(f, sc) {
			seen[f], decimal[f] = true, true
			avgs = append(avgs, f)
		}
		return true
	}
	c.inspectScoped(s, func(n ast.Node, sc *scope) bool {
		// a query's ORDER BY reads the columns of its SELECT's FROM
		// (lowerOrderBy), which the walk's scope there does not hold
		if q, ok := n.(*ast.Query); ok && len(q.OrderBy) > 0 {
			if sel, ok := q.Body.(*ast.Select); ok {
				osc := c.scopeOf(sel.From)
				osc.outer = sc
				for _, o := range q.OrderBy {
					ast.Inspect(o, func(m ast.Node) bool { return m == nil || collect(m, osc) })
				}
			}
		}
		return collect(n, sc)
	})
	if len(avgs) == 0 {
		return
	}
	flow := &avgFlow{root: s, parent: parentsOf(s), seen: map[avgSeen]bool{}}
	for _, f := range avgs {
		clear(flow.seen)
		use := flow.end(f)
		if use == "" {
			if decimal[f] {
				if c.keptDecAvgs == nil {
					c.keptDecAvgs = map[ast.Span]bool{}
				}
				c.keptDecAvgs[f.Span] = true
			}
			continue
		}
		if decimal[f] {
			c.Refuse(codeDivType, f, "average a DOUBLE in the source (avg(CAST(x AS DOUBLE PRECISION))) for a DOUBLE average in both",
				"%s's average of decimals is a numeric of at least 16 significant digits and the %s translation's a DOUBLE: they differ in the last digits, and %s can change with them",
				c.Source.Name, c.Target.Name, use)
			continue
		}
		c.Refuse(codeAvgDigits, f, "average a DOUBLE in the source (avg(CAST(x AS DOUBLE PRECISION))), which every dialect averages alike",
			"%s's average of integers is a numeric of 16 to 20 significant digits and the %s translation's a DOUBLE: they differ in the last digits, and %s can change with them",
			c.Source.Name, c.Target.Name, use)
	}
}

// numericIntAvg: f is the source's (PostgreSQL's or ANSI's) avg of an
// integer type, a numeric there.
func (c *Context) numericIntAvg(f *ast.Func, sc *scope) bool {
	if f.Unread || f.Star || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "avg") || len(f.Args) != 1 || len(f.WithinGroup) > 0 {
		return false
	}
	t := c.typeOf(f.Args[0], sc)
	return t != nil && t.Kind.IsInteger() && t.Kind != ast.TypeHugeInt
}

// numericDecAvg: f is PostgreSQL's avg of a DECIMAL, for DuckDB, whose
// average of one is a DOUBLE (avg.go).
func (c *Context) numericDecAvg(f *ast.Func, sc *scope) bool {
	if avgRuleOf(c.Source.Name) != avgPostgres || avgRuleOf(c.Target.Name) != avgDouble ||
		f.Unread || f.Star || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "avg") || len(f.Args) != 1 || len(f.WithinGroup) > 0 {
		return false
	}
	t := c.typeOf(f.Args[0], sc)
	return t != nil && t.Kind == ast.TypeDecimal
}

// parentsOf maps every node of s to the node that holds it.
func parentsOf(s ast.Node) map[ast.Node]ast.Node {
	parent := map[ast.Node]ast.Node{}
	var stack []ast.Node
	ast.Inspect(s, func(n ast.Node) bool {
		if n == nil {
			stack = stack[:len(stack)-1]
			return false
		}
		if len(stack) > 0 {
			parent[n] = stack[len(stack)-1]
		}
		stack = append(stack, n)
		return true
	})
	return parent
}

// avgSeen is a select item followed from a FROM item (avgFlow.seen).
type avgSeen struct {
	item *ast.SelectItem
	rel  ast.Node
}

// avgFlow follows where a value goes in one statement (numericAvgDigits).
type avgFlow struct {
	root   ast.Node
	parent map[ast.Node]ast.Node
	// seen holds the select items followed so far, each with the FROM
	// item a * of it reads (nil for the average's own): a recursive WITH
	// query reads its own items.
	seen map[avgSeen]bool
}

// end follows the value of e up through the operations that keep a
// value compared with a tolerance close to the source's and says what
// happens to it where it goes elsewhere; "" when it reaches only items of
// the statement's own result.
func (a *avgFlow) end(e ast.Node) string {
	for {
		p := a.parent[e]
		switch x := p.(type) {
		case nil:
			return "what the statement does with it"
		case *ast.Binary:
			switch x.Op {
			case ast.OpMul, ast.OpDiv, ast.OpDivFrac:
				// keep the relative difference: a sum or a difference
				// can cancel the leading digits (PostgreSQL's
				// avg(x) - 333333333 over 333333333, 333333333,
				// 333333334 is 0.33333333, DuckDB's 0.3333333134651184:
				// run on PostgreSQL 15 and DuckDB 1.5)
			default:
				if x.Op.IsComparison() {
					return "a comparison with it"
				}
				return "the " + x.Op.String() + " operator on it"
			}
		case *ast.Unary:
			if x.Op != ast.OpNeg && x.Op != ast.OpPlus {
				return "the " + x.Op.String() + " operator on it"
			}
		case *ast.Func:
			if x.Over != nil || x.Filter != nil || x.Distinct || len(x.OrderBy) > 0 || len(x.Name) != 1 || !flowFuncs[strings.ToLower(x.Name[0].Name)] {
				return strings.ToLower(x.Name.Last().Name) + " of it"
			}
		case *ast.Cast:
			if x.Type == nil || x.Type.Kind != ast.TypeDouble && x.Type.Kind != ast.TypeReal {
				return "a cast of it to a type other than a float"
			}
		case *ast.When:
			if x.Result != e {
				return "a CASE condition on it"
			}
		case *ast.Case:
			if x.Operand == e {
				return "a CASE comparing it"
			}
		case *ast.IsNull:
			// NULL in both or in neither, whatever the digits
			return ""
		case *ast.Between, *ast.InList, *ast.InSubquery, *ast.Quantified:
			return "a comparison with it"
		case *ast.OrderItem:
			return "an ORDER BY on it"
		case *ast.WindowSpec:
			return "a window's PARTITION BY on it"
		case *ast.GroupBy:
			return "a GROUP BY on it"
		case *ast.Select:
			return "a WHERE, GROUP BY, HAVING or DISTINCT on it"
		case *ast.SelectItem:
			return a.item(x)
		default:
			return "what the query does with it"
		}
		e = p
	}
}

// flowFuncs are the functions whose value is close to the source's when
// their arguments are (abs(x), coalesce(x, 0)): no rounding, no
// comparison whose outcome the result shows.
var flowFuncs = map[string]bool{"abs": true, "coalesce": true, "greatest": true, "least": true}

// item is "" when the value of item reaches only items of the
// statement's result: it is one, or one of a scalar subquery, a derived
// table, a LATERAL subquery or a WITH query whose readers pass it on
// there. Otherwise it says what is done with it (end).
func (a *avgFlow) item(item *ast.SelectItem) string {
	return a.column(item, nil, nil, 0)
}

// column is item for the column that item (of a SELECT) gives: item's own
// value (names nil), or, item being a * reading the FROM item rel, the
// column of names at position idx among the columns the * stands for
// (-1: not known). Its position among the SELECT's columns is not known
// where a * before it stands for columns.
func (a *avgFlow) column(item *ast.SelectItem, rel ast.Node, names []string, idx int) string {
	if a.seen[avgSeen{item, rel}] {
		return "the recursive query that reads it"
	}
	a.seen[avgSeen{item, rel}] = true
	sel, ok := a.parent[item].(*ast.Select)
	if !ok {
		return "what the query does with it"
	}
	if sel.Distinct || len(sel.DistinctOn) > 0 {
		return "a DISTINCT on it"
	}
	pos := 0
	for _, it := range sel.Items {
		if it == item {
			break
		}
		if _, ok := it.Expr.(*ast.Star); ok || len(it.Aliases) > 0 {
			// the columns a * (or a multi-alias item) stands for
			pos = -1
			break
		}
		pos++
	}
	if names == nil {
		names = avgItemNames(item)
	} else if pos >= 0 {
		if idx < 0 {
			pos = -1
		} else {
			pos += idx
		}
	}
	if groupedBy(sel.GroupBy, names, pos) {
		return "a GROUP BY on it"
	}
	var body ast.Node = sel
	for {
		switch x := a.parent[body].(type) {
		case *ast.SetOp:
			if !x.All || x.Op != ast.Union {
				return "the " + x.Op.String() + ", which compares rows,"
			}
			body = x
			continue
		case *ast.Query:
			if orderedBy(x, names, pos, body == ast.Node(sel)) {
				return "an ORDER BY on it"
			}
			if body != ast.Node(sel) {
				// a branch of a UNION ALL: its readers name the first
				// branch's columns
				if y := a.parent[x]; y != nil {
					if _, ok := y.(*ast.QueryStmt); !ok {
						return "the query that reads this one"
					}
				}
			}
			switch y := a.parent[x].(type) {
			case *ast.QueryStmt:
				return ""
			case *ast.Subquery:
				return a.end(y)
			case *ast.Derived:
				return a.readers(y, y.Alias, nil, names, pos)
			case *ast.Generator:
				if l, ok := a.parent[y].(*ast.Lateral); ok && len(l.Gens) == 1 {
					return a.readers(l, l.Alias, nil, names, pos)
				}
				return "the query that reads this one"
			case *ast.CTE:
				return a.cteReaders(y, names, pos)
			case *ast.Insert:
				return "the INSERT of it"
			case *ast.CreateView:
				return "the queries of the view"
			}
		}
		return "what the statement does with it"
	}
}

// avgItemNames are the names a reader may give the column of item: its
// alias, or the name of the function it calls, of the column it reads, or
// a scalar subquery's (PostgreSQL 15 names SELECT (SELECT avg(x) FROM t)
// avg).
func avgItemNames(item *ast.SelectItem) []string {
	if item.Alias != nil {
		return []string{item.Alias.Name}
	}
	e := item.Expr
	for {
		sq, ok := e.(*ast.Subquery)
		if !ok || sq.Query == nil {
			break
		}
		sel, ok := sq.Query.Body.(*ast.Select)
		if !ok || len(sel.Items) == 0 || sel.Items[0] == nil {
			break
		}
		if sel.Items[0].Alias != nil {
			return []string{sel.Items[0].Alias.Name}
		}
		e = sel.Items[0].Expr
	}
	switch x := e.(type) {
	case *ast.Func:
		return []string{x.Name.Last().Name}
	case *ast.ColumnRef:
		if len(x.Name) > 0 {
			return []string{x.Name.Last().Name}
		}
	}
	return []string{}
}

// groupedBy reports whether g may group by the column of names at
// position pos of its SELECT (-1: not known): a GROUP BY position, or an
// output name, which PostgreSQL 15 reads where FROM has no column of
// that name (inside ROLLUP, CUBE and GROUPING SETS too). It then compares
// the value's last digits: PostgreSQL 15 puts averages
// 0.10000000000000000001 and 0.1 in two groups, DuckDB 1.5 their DOUBLE
// 0.1 in one.
func groupedBy(g *ast.GroupBy, names []string, pos int) bool {
	if g == nil {
		return false
	}
	var in func(items []ast.Expr) bool
	in = func(items []ast.Expr) bool {
		for _, e := range items {
			switch x := e.(type) {
			case *ast.Literal:
				if n, err := strconv.Atoi(x.Value); x.Kind == ast.LitInt && (pos < 0 || err == nil && n == pos+1) {
					return true
				}
			case *ast.ColumnRef:
				for _, n := range names {
					if len(x.Name) == 1 && strings.EqualFold(n, x.Name[0].Name) {
						return true
					}
				}
			case *ast.Rollup:
				if in(x.Exprs) {
					return true
				}
			case *ast.Cube:
				if in(x.Exprs) {
					return true
				}
			case *ast.GroupingSets:
				for _, set := range x.Sets {
					if in(set) {
						return true
					}
				}
			}
		}
		return false
	}
	return in(g.Items)
}

// cteReaders follows the column of names (the idx-th of WITH query cte,
// -1: not known) into every FROM item that reads the WITH query.
func (a *avgFlow) cteReaders(cte *ast.CTE, names []string, idx int) string {
	var uses []*ast.Table
	ast.Inspect(a.root, func(n ast.Node) bool {
		if t, ok := n.(*ast.Table); ok && len(t.Name) == 1 && strings.EqualFold(t.Name[0].Name, cte.Name.Name) {
			uses = append(uses, t)
		}
		return true
	})
	for _, t := range uses {
		alias := t.Alias
		if alias == nil {
			alias = &ast.Alias{Name: t.Name[0]}
		}
		if use := a.readers(t, alias, cte.Columns, names, idx); use != "" {
			return use
		}
	}
	return ""
}

// readers follows the column of names (the item's own names), the idx-th
// column of the FROM item rel (-1: its position is not known), named by
// alias, whose columns are named by cols or by alias, into every
// reference to it in the SELECT whose FROM holds rel: a column named as
// the item (a bare name matches any relation's column of that name), a
// * that includes it, a reference to the whole row of rel, or a join's
// USING or NATURAL that may compare it.
func (a *avgFlow) readers(rel ast.Node, alias *ast.Alias, cols []ast.Ident, itemNames []string, idx int) string {
	names := append([]string{}, itemNames...)
	var renames []ast.Ident
	if alias != nil {
		renames = append(renames, alias.Columns...)
	}
	for _, l := range [][]ast.Ident{renames, cols} {
		switch {
		case idx < 0:
			// any of the names may be the column's
			for _, id := range l {
				names = append(names, id.Name)
			}
		case idx < len(l):
			names = append(names, l[idx].Name)
		}
	}
	relName := ""
	if alias != nil {
		relName = alias.Name.Name
	}
	var sel *ast.Select
	for n := a.parent[rel]; n != nil; n = a.parent[n] {
		if s, ok := n.(*ast.Select); ok {
			sel = s
			break
		}
	}
	if sel == nil {
		return "what the statement does with it"
	}
	named := func(id ast.Ident) bool {
		for _, n := range names {
			if strings.EqualFold(n, id.Name) {
				return true
			}
		}
		return false
	}
	// a join between rel and the SELECT that compares columns of the
	// same name: NATURAL, whose other side's columns may not be known,
	// or USING naming the column
	for n := a.parent[rel]; n != nil && n != ast.Node(sel); n = a.parent[n] {
		if j, ok := n.(*ast.Join); ok {
			if j.Natural {
				return "the NATURAL join, which compares it,"
			}
			for _, u := range j.Using {
				if named(u) {
					return "the join's USING, which compares it,"
				}
			}
		}
	}
	var refs []ast.Node
	ast.Inspect(sel, func(n ast.Node) bool {
		switch x := n.(type) {
		case nil:
			return false
		case *ast.Derived, *ast.Table:
			// the relation's own query; the other relations' queries
			// are read, where a bare name may match another column
			// (a reference that is not one only refuses more)
			if n == rel {
				return false
			}
		case *ast.Lateral:
			if n == rel {
				// its own query and its input are not its readers;
				// its ON condition is
				if x.On != nil {
					refs = append(refs, a.refsIn(x.On, named, relName)...)
				}
				return false
			}
		case *ast.ColumnRef:
			if avgColRef(x, named, relName) {
				refs = append(refs, x)
			}
		case *ast.Star:
			if len(x.Table) == 0 || relName != "" && strings.EqualFold(x.Table.Last().Name, relName) {
				refs = append(refs, x)
			}
		}
		return true
	})
	if q, ok := a.parent[sel].(*ast.Query); ok {
		for _, o := range append(append([]*ast.OrderItem{}, q.OrderBy...), q.SortBy...) {
			refs = append(refs, a.refsIn(o, named, relName)...)
		}
	}
	for _, r := range refs {
		if st, ok := r.(*ast.Star); ok {
			it, ok := a.parent[r].(*ast.SelectItem)
			if !ok {
				return "what the query does with it"
			}
			if q := queryOf(it, a.parent); q != nil && (len(q.OrderBy) > 0 || len(q.SortBy) > 0) {
				return "an ORDER BY on it"
			}
			// the column keeps its name through the *; its position
			// among the *'s columns is idx where the * reads rel only
			at := -1
			if len(st.Table) > 0 || len(sel.From) == 1 && sel.From[0] == rel {
				at = idx
			}
			if use := a.column(it, rel, names, at); use != "" {
				return use
			}
			continue
		}
		if use := a.end(r); use != "" {
			return use
		}
	}
	return ""
}

// refsIn lists the column references under e that avgColRef matches.
func (a *avgFlow) refsIn(e ast.Node, named func(ast.Ident) bool, relName string) []ast.Node {
	var refs []ast.Node
	ast.Inspect(e, func(n ast.Node) bool {
		if r, ok := n.(*ast.ColumnRef); ok && avgColRef(r, named, relName) {
			refs = append(refs, r)
		}
		return n != nil
	})
	return refs
}

// avgColRef: r may name a column of the relation relName that named
// matches (a bare name, or one qualified by relName), or the whole row of
// relName (PostgreSQL's SELECT s FROM (...) AS s).
func avgColRef(r *ast.ColumnRef, named func(ast.Ident) bool, relName string) bool {
	k := len(r.Name)
	if k == 1 && relName != "" && strings.EqualFold(r.Name[0].Name, relName) {
		return true
	}
	return k > 0 && named(r.Name[k-1]) && (k == 1 || relName != "" && strings.EqualFold(r.Name[k-2].Name, relName))
}

// queryOf is the query whose body holds item's SELECT, directly.
func queryOf(item *ast.SelectItem, parent map[ast.Node]ast.Node) *ast.Query {
	q, _ := parent[parent[item]].(*ast.Query)
	return q
}

// orderedBy: the ORDER BY of q may name the column of names, the
// pos-th of its SELECT (-1: not known): by its position or output name,
// or any bare name or position where the body is a set operation
// (direct is false).
func orderedBy(q *ast.Query, names []string, pos int, direct bool) bool {
	for _, o := range append(append([]*ast.OrderItem{}, q.OrderBy...), q.SortBy...) {
		switch x := o.Expr.(type) {
		case *ast.Literal:
			if x.Kind == ast.LitInt {
				n, err := strconv.Atoi(x.Value)
				if !direct || pos < 0 || err == nil && n == pos+1 {
					return true
				}
			}
		case *ast.ColumnRef:
			if len(x.Name) != 1 {
				continue
			}
			if !direct {
				return true
			}
			for _, n := range names {
				if strings.EqualFold(n, x.Name[0].Name) {
					return true
				}
			}
		}
	}
	return false
}
