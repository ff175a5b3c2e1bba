package rewrite

import "github.com/lateral-sql/lateral/ast"

// selectPass is a pass over one SELECT block.
type selectPass struct {
	name string
	fn   func(*Context, *ast.Select) *ast.Select
}

// canonicalPasses is the canonical pipeline, in order: FROM-clause
// generators first (UNNEST, functions in FROM, ROWS FROM, LATERAL
// subqueries, APPLY), then Hive LATERAL VIEWs (which apply after all of
// FROM), then select-list generators (planned under the projection).
var canonicalPasses = []selectPass{
	{passFromLateral, fromLateral},
	{passLateralView, lateralView},
	{passSelectGenerators, selectGenerators},
}

// Canonicalize moves every row-generating construct of one statement into
// ast.Lateral. Problems are reported to c.Diags; the statement is returned
// unchanged where a pass refused.
//
// The passes whose constructs the statement does not hold are skipped
// (features, pipeline_features.go).
func Canonicalize(c *Context, s ast.Stmt) ast.Stmt {
	f := c.scanFeatures(s)
	if f.describe && c.refuseDescribe(s) {
		return s
	}
	c.identCase(s)           // ident_case.go
	s = pgISOIntervals(c, s) // pg_iso_interval.go
	c.Reserve(s)
	autoSubqueryNames(c, s) // derived_aliases.go
	if c.Diags.HasErrors() {
		return s
	}
	c.noteCTEs(s) // query_types.go
	c.outer = nil
	if f.nestedSelects {
		c.collectOuter(s)
	}
	s = itemNames(c, s)
	if f.grouped {
		s = groupByNames(c, s)
	}
	// PostgreSQL's format, after the output names are kept: pg_format.go
	if s = pgFormat(c, s); c.Diags.HasErrors() {
		return s
	}
	for _, p := range canonicalPasses {
		if f.runs(c, p) {
			s = runSelectPass(c, p, s)
		}
	}
	c.curOuter = nil
	if f.nestedSelects && f.mayHoldGenerators() {
		// again over the canonical statement, whose Laterals type the
		// columns of the generators around a nested SELECT for lowering
		c.collectOuter(s)
	}
	s = bigqueryValueTables(c, s) // bigquery_value_tables.go
	s = whereAliases(c, s)
	if !c.Diags.HasErrors() && f.mayHoldGenerators() {
		c.strayGenerators(s)
	}
	return unnestArrayValues(c, s)
}

// strayGenerators refuses a generator left where no pass could plan it:
// outside a select list and FROM (WHERE, GROUP BY, ORDER BY, VALUES, a
// lambda), where the source rejects it too. Left alone it would be printed
// as a scalar call the target does not have, or has with another meaning.
func (c *Context) strayGenerators(s ast.Stmt) {
	done := false
	ast.Inspect(s, func(n ast.Node) bool {
		f, ok := n.(*ast.Func)
		if done || !ok {
			return !done
		}
		if _, _, ok := c.selectGenerator(f); ok {
			c.Refuse("T036", f, "call it in the select list, or in FROM (LATERAL VIEW, a lateral join)",
				"a generator (set-returning function) can be used only in a select list or in FROM")
			done = true
			return false
		}
		return true
	})
}

func runSelectPass(c *Context, p selectPass, s ast.Stmt) ast.Stmt {
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		if sel, ok := n.(*ast.Select); ok {
			c.curOuter = c.outer[sel.Span]
			return p.fn(c, sel)
		}
		return n
	})
}

// collectOuter records, for every SELECT of s nested in another, the
// relations of the SELECTs around it, so that a correlated reference
// (LATERAL (SELECT ... FROM unnest(t.arr)), a subquery in WHERE) finds
// the type of the outer column.
func (c *Context) collectOuter(s ast.Stmt) {
	c.outer = map[ast.Span]*scope{}
	// A query's ORDER BY reads its SELECT's relations (inspectScopedOrdered):
	// a generator over one of their columns in a subquery of ORDER BY is
	// refused as in the select list (T177, outer_generator.go).
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		switch x := n.(type) {
		case *ast.Select:
			if sc != nil {
				c.outer[x.Span] = sc
			}
		case *ast.Values:
			if sc != nil {
				c.outer[x.Span] = sc // a LATERAL VALUES reads the columns around it
			}
		}
		return true
	})
}

// inspectScoped walks s as ast.Inspect does, passing fn each node with the
// scope of the innermost SELECT around it: for a SELECT itself, the one
// enclosing it; for the SELECT's parts, its own.
func (c *Context) inspectScoped(s ast.Node, fn func(n ast.Node, sc *scope) bool) {
	var scopes []*scope
	var isSel []bool
	top := func() *scope {
		if len(scopes) == 0 {
			return nil
		}
		return scopes[len(scopes)-1]
	}
	ast.Inspect(s, func(n ast.Node) bool {
		if n == nil {
			if isSel[len(isSel)-1] {
				scopes = scopes[:len(scopes)-1]
			}
			isSel = isSel[:len(isSel)-1]
			return false
		}
		if !fn(n, top()) {
			return false
		}
		sel, ok := n.(*ast.Select)
		if ok {
			sc := c.scopeOf(sel.From)
			sc.outer = top()
			scopes = append(scopes, sc)
		}
		isSel = append(isSel, ok)
		return true
	})
}

// newScope is an empty scope inside the current SELECT's outer scope.
func (c *Context) newScope() *scope { return &scope{outer: c.curOuter} }

// selectScope is the scope of a FROM clause of the current SELECT.
func (c *Context) selectScope(from []ast.TableExpr) *scope {
	sc := c.scopeOf(from)
	sc.outer = c.curOuter
	return sc
}

// Lower rewrites the canonical statement into what the target spells:
// every Lateral becomes the target's own construct, or is refused.
// A SELECT that is a branch of UNION, INTERSECT or EXCEPT is lowered as a
// query of its own.
func Lower(c *Context, s ast.Stmt) ast.Stmt {
	// The passes of Laterals and of VALUES lists are skipped for a
	// statement without one (pipeline_features.go).
	l := scanLowering(s)
	// The WITH names, which lowering keeps, for the passes that read them:
	// those of the targets without LATERAL subqueries, and decorrelate
	// (Hive family).
	var ctes map[string]bool
	if l.laterals && (c.Target.Family == "hive" || c.Target.is("drill", "bigquery", "snowflake")) {
		ctes = statementCTEs(s)
	}
	if l.values {
		s = duckNullSubqueries(c, s)                          // duck_null_subquery.go
		if s = pgValuesLiterals(c, s); !c.Diags.HasErrors() { // pg_literal_neighbours.go
			mixedValues(c, s) // values_union.go
		}
	}
	s = wideLiterals(c, s)    // lower_exprs.go
	s = extractFields(c, s)   // extract_fields.go
	s = partCasts(c, s)       // int_funcs.go
	s = pgDuckInfinity(c, s)  // pg_duck_infinity.go
	s = wideIntFuncs(c, s)    // int_funcs.go
	s = pgSubstrInts(c, s)    // pg_substr_int.go
	s = nestedEquality(c, s)  // nested_equality.go
	s = sfArraySearch(c, s)   // snowflake_array_search.go
	s = duckModGuard(c, s)    // duck_mod.go
	s = duckIntLiterals(c, s) // duck_int_literals.go
	// DuckDB's digit separators in number texts, both ways: pg_number_underscore.go
	s = duckNumberUnderscores(c, s)
	s = duckTryCast(c, s)     // duck_try_cast.go
	s = pgStringIntCast(c, s) // pg_string_int_cast.go
	s = pgNumberUnderscores(c, s)
	s = bigqueryNames(c, s)   // bigquery_names.go
	s = pgFieldPaths(c, s)    // pg_composite.go
	s = pgGenWholeRow(c, s)   // gen_whole_row.go
	s = pgRowNulls(c, s)      // pg_row_nulls.go
	s = duckGenWholeRow(c, s) // gen_whole_row.go
	s = sfFieldPaths(c, s)    // snowflake_struct.go
	// Hive's and Spark's wrapping integers for Snowflake: snowflake_int_wrap.go
	s = intWrapToSnowflake(c, s)
	if l.laterals {
		s = lowerLaterals(c, s, ctes)
	}
	if c.Target.Name == "postgres" {
		s = pgCompositeValues(c, s) // pg_composite.go
	}
	s = sfCastStructNames(c, s) // snowflake_struct.go
	if (l.values || l.laterals) && c.Target.is("hive", "doris", "bigquery") {
		s = valuesUnion(c, s) // values_union.go
	}
	s = duckLazyRaises(c, s) // duck_lazy_raise.go
	s = duckLateralOn(c, s)  // duck_lateral_on.go
	s = derivedAliases(c, s) // derived_aliases.go
	// after every pass that moves a condition: filter_contains.go
	s = filterContains(c, s)
	c.floatTextPendingWarn() // float_text.go
	return s
}

// lowerLaterals runs the passes that lower the Laterals of s: every one
// becomes the target's own construct, or is refused.
func lowerLaterals(c *Context, s ast.Stmt, ctes map[string]bool) ast.Stmt {
	passes := c.Target.passes(ctes)
	if c.Target.Family == "hive" || c.Target.Name == "snowflake" {
		// subqueries over the outer row's array, as a LATERAL subquery
		// that decorrelate and snowflakeLaterals take (outer_subquery.go)
		s = lowerWith(c, queryPass{passOuterSubquery, outerSubqueries(ctes)}, s)
	}
	s = uncorrelatedLaterals(c, s) // uncorrelated_lateral.go
	// FROM-less LATERAL subqueries go first (lateral_inline.go), so that
	// decorrelate sees the laterals it takes without them beside or inside:
	// all of them for the targets without LATERAL subqueries, and for
	// Spark, which keeps its own, those that decorrelate would refuse
	// because of them (sparkInline).
	switch {
	case len(passes) > 0 && passes[0].name == passLateralInline:
		s = lowerWith(c, inlinePass(ctes), s)
		passes = passes[1:]
	case c.Target.Family == "hive":
		s = lowerWith(c, sparkInline(ctes), s)
	}
	s = decorrelate(c, s, ctes)
	for _, p := range passes {
		s = lowerWith(c, p, s)
	}
	return s
}

// lowerWith runs one lowering pass over every query of s.
func lowerWith(c *Context, p queryPass, s ast.Stmt) ast.Stmt {
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Query:
			return p.fn(c, x)
		case *ast.SetOp:
			l, r := lowerBranch(c, p, x.L), lowerBranch(c, p, x.R)
			if l == x.L && r == x.R {
				return x
			}
			ns := *x
			ns.L, ns.R = l, r
			return &ns
		}
		return n
	})
}

func lowerBranch(c *Context, p queryPass, e ast.QueryExpr) ast.QueryExpr {
	sel, ok := e.(*ast.Select)
	if !ok {
		return e
	}
	q := &ast.Query{Span: sel.Span, Body: sel}
	if nq := p.fn(c, q); nq != q {
		return nq.Body
	}
	return e
}

// queryPass is a lowering pass over one query (its SELECT body, with the
// ORDER BY that may name the body's columns).
type queryPass struct {
	name string
	fn   func(*Context, *ast.Query) *ast.Query
}

// passIndex is the position of each pass name in pipelineOrder.
var passIndex = func() map[string]int {
	m := map[string]int{}
	for i, name := range pipelineOrder {
		m[name] = i
	}
	return m
}()

// pipelineOrder is every pass name in pipeline order.
var pipelineOrder = func() []string {
	out := []string{passItemNames, passGroupByNames}
	for _, p := range canonicalPasses {
		out = append(out, p.name)
	}
	return append(out, passBigQueryValueTables, passWhereAliases, passArrayValue, passNestedEquality, passBigQueryNames, passInsertCasts, passLowerCasts, passLowerExprs, passOuterSubquery, passUncorrelatedLateral, passLateralInline, passDecorrelate, passLowerLateralView, passLateralScalar, passLowerJoin, passValuesUnion, passDerivedAliases)
}()
