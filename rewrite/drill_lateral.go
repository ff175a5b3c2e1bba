package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// LATERAL subqueries for Drill (T10).
//
// Drill documents a lateral join with a subquery over UNNEST of a column of
// the left table (Drill SQL reference, "LATERAL Join", release 1.15,
// https://drill.apache.org/docs/lateral-join/):
//
//	lateral_subquery: ( SELECT_clause FROM <unnest_table_expr> [,...] )
//	unnest_table_expr: UNNEST '(' expression ')' [AS] alias_table_name(alias_column_name)
//	lateral_join_type: [INNER] JOIN | LEFT [OUTER] JOIN, with the condition ON TRUE
//
// and lists the operators a lateral subquery supports: Limit, Filter,
// Project, TopN, Sort and HashAgg (WHERE, the select list, ORDER BY,
// LIMIT, aggregates and GROUP BY; its examples aggregate with and without
// GROUP BY, filter in WHERE and LIMIT inside the subquery). So
//
//	FROM t [CROSS JOIN | , | LEFT JOIN] LATERAL
//	  (SELECT ... FROM UNNEST(t.arr) AS u(x) [WHERE ...] [GROUP BY ...] [ORDER BY ...] [LIMIT n]) AS s [ON TRUE]
//
// is written for Drill as
//
//	FROM t [INNER | LEFT] JOIN LATERAL (SELECT ... FROM UNNEST(t.arr) AS u(x) ...) AS s ON TRUE
//
// The subquery's aggregates are those Drill documents with the same meaning
// (SQL reference, "Aggregate and Aggregate Statistical": COUNT, SUM, AVG,
// MIN, MAX, with DISTINCT, and BOOL_AND, BOOL_OR). An aggregate subquery
// without GROUP BY yields one row for every left row in the source, the
// aggregates over no element being NULL and counts 0 (T10); it is joined
// with LEFT JOIN whatever the source's join, so the left row is kept even
// for an empty or NULL array, whose UNNEST yields no row. The Drill page
// gives such a subquery (AVG over UNNEST(c.orders) with a WHERE) as the
// rewriting of a LEFT OUTER JOIN that keeps every customer. Drill's page
// states no value for an aggregate over no element: count 0 and NULL
// rest on the SQL rule, which the Drill example relies on (an aggregate
// without GROUP BY yields one row). Any other
// subquery keeps the source's join: its rows are the subquery's rows, and
// LEFT JOIN keeps a left row for which there are none, once, with NULLs.
//
// Refused (T050), saying why: a subquery reading anything but one UNNEST
// of a column (a table, a join, several UNNESTs), or holding HAVING,
// DISTINCT, OFFSET, a window function, a nested subquery, another
// aggregate, FILTER or an ordered aggregate, or a field of the element
// read without the UNNEST's alias (e.f for u.e.f); a join condition other than
// ON TRUE (T082); LIMIT on an ungrouped aggregate other than a positive
// constant (LIMIT 0 would remove the row).

// drillSubqueryUnnests is the first lowering pass for Drill, run before
// lowerJoin: it spells the lone UNNEST in FROM of every LATERAL subquery
// of q's FROM as Drill's UNNEST(x) AS alias(col). lowerJoin, which lowers
// the inner queries before the outer one, would otherwise refuse it as a
// generator alone in FROM, which Drill allows only there. A UNNEST Drill
// cannot spell is refused here (drillItem says why), and the subquery is
// left as it is.
func drillSubqueryUnnests(c *Context, q *ast.Query) *ast.Query {
	s, ok := q.Body.(*ast.Select)
	if !ok || !hasLateral(s.From) {
		return q
	}
	changed := false
	from := make([]ast.TableExpr, len(s.From))
	for i, item := range s.From {
		from[i] = c.drillSubqueryFrom(item, &changed)
	}
	if !changed {
		return q
	}
	ns := *s
	ns.From = from
	nq := *q
	nq.Body = &ns
	return &nq
}

// drillSubqueryFrom walks one FROM tree (joins and lateral inputs, not
// nested queries, which the pass visits on their own).
func (c *Context) drillSubqueryFrom(t ast.TableExpr, changed *bool) ast.TableExpr {
	switch x := t.(type) {
	case *ast.Join:
		left, right := c.drillSubqueryFrom(x.Left, changed), c.drillSubqueryFrom(x.Right, changed)
		if left == x.Left && right == x.Right {
			return t
		}
		return joinOf(x, left, right)
	case *ast.Lateral:
		nl := *x
		if x.Input != nil {
			nl.Input = c.drillSubqueryFrom(x.Input, changed)
		}
		if len(x.Gens) == 1 && x.Gens[0].Kind == ast.GenSubquery && x.Gens[0].Query != nil {
			if nq := c.drillInnerUnnest(x.Gens[0].Query); nq != nil {
				g := *x.Gens[0]
				g.Query = nq
				nl.Gens = []*ast.Generator{&g}
			}
		}
		if nl.Input == x.Input && nl.Gens[0] == x.Gens[0] {
			return t
		}
		*changed = true
		return &nl
	}
	return t
}

// drillInnerUnnest spells the lone UNNEST in FROM of a lateral subquery as
// Drill's UNNEST; nil when the subquery is not of that form or drillItem
// refused it.
func (c *Context) drillInnerUnnest(inner *ast.Query) *ast.Query {
	sel, ok := inner.Body.(*ast.Select)
	if !ok || len(sel.From) != 1 {
		return nil
	}
	u, ok := sel.From[0].(*ast.Lateral)
	if !ok || u.Input != nil || u.Outer || u.On != nil {
		return nil
	}
	item := c.drillItem(u)
	if item == nil {
		return nil
	}
	ns := *sel
	ns.From = []ast.TableExpr{item}
	nq := *inner
	nq.Body = &ns
	return &nq
}

// drillAggregates are the aggregates Drill documents with the source's
// meaning, and whether each takes DISTINCT (SQL reference, "Aggregate and
// Aggregate Statistical": "AVG, COUNT, MIN, MAX, and SUM accept ALL and
// DISTINCT keywords").
var drillAggregates = map[string]bool{
	"count": true, "sum": true, "avg": true, "min": true, "max": true,
	"bool_and": false, "bool_or": false,
}

// drillSubquery is the lateral join of a LATERAL subquery for Drill:
// input [INNER | LEFT] JOIN LATERAL (subquery) AS alias ON TRUE; nil when
// refused.
func (c *Context) drillSubquery(l *ast.Lateral, input ast.TableExpr) ast.TableExpr {
	g := l.Gens[0]
	refuse := func(n ast.Node, why string) ast.TableExpr {
		c.Refuse("T050", n, "aggregate, filter, sort or limit the elements of one array of the left row: "+
			"(SELECT ... FROM UNNEST(t.arr) AS u(x) [WHERE ...] [GROUP BY ...] [ORDER BY ...] [LIMIT n]); or use PostgreSQL, DuckDB or Trino",
			"this LATERAL subquery cannot be expressed in drill: %s", why)
		return nil
	}
	if l.On != nil && !isTrue(l.On) {
		c.Refuse(codeFlattenCondition, l, "move the condition into the subquery's WHERE, or use PostgreSQL, DuckDB or Trino",
			"a join condition on a LATERAL subquery cannot be expressed in drill, whose lateral joins take only ON TRUE")
		return nil
	}
	if len(l.Gens) != 1 || l.Ordinality != nil || g.Query == nil {
		return refuse(l, "it is zipped with other generators or numbered")
	}
	inner := g.Query
	if inner.With != nil || len(inner.SortBy) > 0 || len(inner.DistributeBy) > 0 || len(inner.ClusterBy) > 0 {
		return refuse(l, "Drill's lateral subquery is a SELECT over UNNEST, without WITH, SORT BY, DISTRIBUTE BY or CLUSTER BY")
	}
	if inner.Offset != nil {
		return refuse(inner.Offset, "Drill documents no OFFSET inside a lateral subquery (its operators are Limit, Filter, Project, TopN, Sort and HashAgg)")
	}
	sel, ok := inner.Body.(*ast.Select)
	if !ok {
		return refuse(l, "Drill's lateral subquery is one SELECT over UNNEST, not a set operation or VALUES")
	}
	if len(sel.From) != 1 {
		return refuse(l, "Drill's lateral subquery reads one UNNEST of a column of the left table")
	}
	u, ok := sel.From[0].(*ast.Unnest)
	if !ok {
		if _, lat := sel.From[0].(*ast.Lateral); lat && c.Diags.HasErrors() {
			return nil // drillSubqueryUnnests refused its UNNEST, saying why
		}
		return refuse(sel.From[0], "it reads a table or a join, and Drill's lateral subquery reads only UNNEST of a column of the left table")
	}
	if len(u.Args) != 1 {
		return refuse(u, "Drill's UNNEST takes one array")
	}
	if _, ok := u.Args[0].(*ast.ColumnRef); !ok {
		return refuse(u.Args[0], "Drill's lateral subquery unnests a column of the left table, not an expression")
	}
	switch {
	case sel.Having != nil:
		return refuse(sel.Having, "Drill documents no HAVING inside a lateral subquery")
	case sel.Distinct || len(sel.DistinctOn) > 0:
		return refuse(l, "Drill documents no DISTINCT inside a lateral subquery")
	case len(sel.Windows) > 0 || sel.Qualify != nil || len(sel.LateralViews) > 0:
		return refuse(l, "Drill documents no window, QUALIFY or LATERAL VIEW inside a lateral subquery")
	}
	var bad ast.Node
	why := ""
	elem := ""
	if u.Alias != nil && len(u.Alias.Columns) == 1 {
		elem = u.Alias.Columns[0].Name
	}
	ast.Inspect(inner, func(n ast.Node) bool {
		if bad != nil {
			return false
		}
		switch x := n.(type) {
		case *ast.ColumnRef:
			// e.f, a field of the element e read without the UNNEST's
			// alias: Drill would read it as column f of a table e (its
			// examples read a field as alias.column.field).
			if len(x.Name) >= 2 && strings.EqualFold(x.Name[0].Name, elem) &&
				(u.Alias == nil || !strings.EqualFold(x.Name[0].Name, u.Alias.Name.Name)) {
				name := qnameText(x.Name)
				bad, why = n, "Drill reads a field of the element through the UNNEST's alias ("+u.Alias.Name.Name+"."+name+"), "+
					"and "+name+" would name column "+x.Name[1].Name+" of a table "+x.Name[0].Name+"; qualify it with the alias in the source"
			}
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Quantified:
			bad, why = n, "Drill documents no subquery inside a lateral subquery"
		case *ast.Func:
			switch {
			case x.Over != nil:
				bad, why = n, "Drill documents no window function inside a lateral subquery"
			case isAgg(x) || isQualifiedAgg(x):
				name := strings.ToLower(x.Name.Last().Name)
				distinct, known := drillAggregates[name]
				switch {
				case !known || len(x.Name) != 1:
					bad, why = n, "the aggregate "+x.Name.Last().Name+" has no equivalent among Drill's documented aggregates (count, sum, avg, min, max, bool_and, bool_or)"
				case x.Distinct && !distinct:
					bad, why = n, "Drill documents DISTINCT for count, sum, avg, min and max only"
				case x.Filter != nil || len(x.OrderBy) > 0 || len(x.WithinGroup) > 0 || x.Nulls != 0:
					bad, why = n, "Drill documents no FILTER, ORDER BY or WITHIN GROUP on an aggregate in a lateral subquery (FILTER only from Drill 1.21)"
				}
			}
		}
		return bad == nil
	})
	if bad != nil {
		return refuse(bad, why)
	}
	kind := ast.JoinInner
	if l.Outer {
		kind = ast.JoinLeft
	}
	if sel.GroupBy == nil && oneRowAggregate(sel) {
		// One row per left row in the source: LEFT JOIN keeps the row
		// whatever Drill yields for an empty array.
		kind = ast.JoinLeft
		if inner.Limit != nil {
			if n, ok := intLiteral(inner.Limit); !ok || n < 1 {
				return refuse(inner.Limit, "a LIMIT other than a positive constant could remove the one row the aggregate yields")
			}
		}
	}
	// The subquery's column names: Drill's lateral subquery takes a table
	// alias, so the source's column list renames the select items.
	alias := l.Alias
	if alias != nil && len(alias.Columns) > 0 {
		if len(alias.Columns) != len(sel.Items) {
			return refuse(l, "its column list does not name each select item")
		}
		ns := *sel
		ns.Items = make([]*ast.SelectItem, len(sel.Items))
		for i, it := range sel.Items {
			if _, star := it.Expr.(*ast.Star); star || len(it.Aliases) > 0 {
				return refuse(it, "its column list renames a star")
			}
			ni := *it
			name := alias.Columns[i]
			ni.Alias = &name
			ns.Items[i] = &ni
		}
		nq := *inner
		nq.Body = &ns
		inner = &nq
		alias = &ast.Alias{Span: alias.Span, Name: alias.Name}
	}
	d := &ast.Derived{Span: l.Span, Lateral: true, Query: inner, Alias: alias}
	return &ast.Join{Span: l.Span, Kind: kind, Left: input, Right: d, On: trueLit(l.Span)}
}

// qnameText is a dotted name as written.
func qnameText(n ast.QName) string {
	parts := make([]string, len(n))
	for i, id := range n {
		parts[i] = id.Name
	}
	return strings.Join(parts, ".")
}

// refuseDrillGenerator refuses a generator Drill has no exact spelling
// for, saying why for those Drill comes near.
func (c *Context) refuseDrillGenerator(g *ast.Generator) {
	switch g.Kind {
	case ast.GenStack:
		// No stack, no array constructor to UNNEST, and a lateral subquery
		// must read UNNEST (LATERAL Join: "If you use the LATERAL keyword in
		// a query, you must include the UNNEST relational operator in the
		// subquery"); the rows could come from a cross join with the row
		// numbers, but cross joins are disabled by default (FROM Clause,
		// CROSS JOIN: planner.enable_nljoin_for_scalar_only).
		c.Refuse("T057", g, "write one SELECT per row of stack joined by UNION ALL, or use Hive, Spark, Trino, PostgreSQL or DuckDB",
			"stack cannot be expressed in drill: Drill has no stack and no array constructor to UNNEST, its lateral subqueries read only UNNEST of a column, "+
				"and a cross join with the row numbers is disabled by default (planner.enable_nljoin_for_scalar_only)")
	case ast.GenJSONTuple:
		// CONVERT_FROM(doc, 'JSON') (SQL reference, Data Type Conversion)
		// gives a map of typed values; json_tuple gives each value as text,
		// and one row of NULLs for a NULL or invalid document (T8).
		c.Refuse("T057", g, "read the keys with CONVERT_FROM(doc, 'JSON') in Drill where typed values will do, or use Hive, Spark, Doris, PostgreSQL or DuckDB",
			"json_tuple cannot be expressed exactly in drill: Drill parses a document with CONVERT_FROM(doc, 'JSON') into a map of typed values, "+
				"not the text json_tuple gives for each value, and documents nothing for an invalid document, for which json_tuple gives NULLs")
	default:
		c.Refuse("T057", g, "use a target that has this generator (PostgreSQL, DuckDB, Trino or Spark)",
			"the %s generator %s cannot be expressed in %s", g.Kind, g.Name.Last().Name, c.Target.Name)
	}
}

// refuseDrillMap refuses the entries of a map. Drill's way to them is
// FLATTEN(KVGEN(m)) or UNNEST(KVGEN(m)), but KVGEN leaves out a key whose
// value is NULL (SQL reference, Nested Data Functions, KVGEN: in its
// example a "varchar_2": null gives no pair), where exploding a map gives
// the entry with a NULL value; and a Drill map's keys are field names, so
// its entries come back with text keys in the map's field order.
func (c *Context) refuseDrillMap(g *ast.Generator) {
	c.Refuse("T064", g, "use Trino, Spark, Hive or DuckDB as the target, or, in Drill, FLATTEN(KVGEN(m)) where entries with a NULL value may be dropped",
		"the entries of a map cannot be expressed exactly in drill: KVGEN, which turns a map into key/value pairs to unnest, "+
			"leaves out the keys whose value is NULL, and a Drill map's keys are field names (text)")
}
