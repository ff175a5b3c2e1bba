package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Types of the columns of WITH queries and derived tables.
//
// A column of a WITH query or of a subquery in FROM has the type of the
// select item that defines it: typeOf follows a reference to such a
// column back to that item (queryColType), in the scope of the defining
// SELECT's own FROM. A UNION (INTERSECT, EXCEPT) gives a column a type
// only when its branches agree on it (a NULL branch agrees with any); a
// star, a multi-name item, a RECURSIVE WITH or a WITH name defined twice in
// the statement leaves the column unknown, as before.

// cteDef is one WITH query of the statement, with where its name is seen:
// in the query holding the WITH (in), except in the bodies of the WITH
// queries up to its own (idx), where the name means a table.
type cteDef struct {
	cte  *ast.CTE
	with *ast.With
	in   ast.Span
	idx  int
}

// maxQueryTypeDepth bounds the WITH queries and subqueries typeOf follows
// one through another.
const maxQueryTypeDepth = 16

// noteCTEs records the WITH queries of s by name for type inference. Only
// a statement the canonical walk found a WITH query in (relQueries) is
// walked; for others c.ctes stays nil and table references are read as
// before.
func (c *Context) noteCTEs(s ast.Stmt) {
	c.ctes = nil
	has := false
	for _, n := range c.relQueries {
		if _, ok := n.(*ast.CTE); ok {
			has = true
			break
		}
	}
	if !has {
		return
	}
	c.ctes = map[string]*cteDef{}
	ast.Inspect(s, func(n ast.Node) bool {
		q, ok := n.(*ast.Query)
		if !ok || q == nil || q.With == nil {
			return true
		}
		for i, cte := range q.With.CTEs {
			name := strings.ToLower(cte.Name.Name)
			if _, dup := c.ctes[name]; dup || q.With.Recursive {
				c.ctes[name] = nil // not followed
				continue
			}
			c.ctes[name] = &cteDef{cte: cte, with: q.With, in: q.Span, idx: i}
		}
		return true
	})
}

// cteOf is the WITH query a table reference names, nil when it names a
// table (or a WITH query that is not followed).
func (c *Context) cteOf(t *ast.Table) *cteDef {
	if c.ctes == nil || len(t.Name) != 1 {
		return nil
	}
	d := c.ctes[strings.ToLower(t.Name[0].Name)]
	if d == nil || !spanWithin(t.Span, d.in) {
		return nil
	}
	for _, o := range d.with.CTEs[:d.idx+1] {
		if o.Query != nil && spanWithin(t.Span, o.Query.Span) {
			return nil
		}
	}
	return d
}

// spanWithin reports whether a lies inside b, both known.
func spanWithin(a, b ast.Span) bool {
	return a.Start.IsValid() && b.Start.IsValid() &&
		a.Start.Offset >= b.Start.Offset && a.End.Offset <= b.End.Offset
}

// relColType is the type of the column name refers to when it is a column
// of a WITH query or a derived table of sc or of a scope around it
// (qualified by its alias, or unqualified when every relation of the
// scopes up to its own has known columns and exactly one of its scope has
// it); nil otherwise, and for a struct but one a column passes on
// (passedColumn; subColType reads the others).
func (c *Context) relColType(sc *scope, name ast.QName) *ast.TypeName {
	if len(name) == 0 || len(name) > 2 || c.typeDepth >= maxQueryTypeDepth || !sc.hasQueryRels() {
		return nil
	}
	for ; sc != nil; sc = sc.outer {
		r, found := sc.queryRel(name)
		if !found {
			continue
		}
		if r == nil || r.q == nil {
			return nil
		}
		t := c.queryColType(sc, r, name.Last().Name)
		if !hasStruct(t) || c.passedColumn(r, name.Last().Name) {
			// a struct's field names are the dialect's (an anonymous
			// ROW's are f1... in PostgreSQL): left to the rules that
			// read them (subColType), but where the query passes a
			// column on, whose type (a table's, declared) names them
			return t
		}
		return nil
	}
	return nil
}

// passedColumn reports whether col of r's query is a column of the
// relations it reads passed on as it is (SELECT t.sa, or sa AS x) by each
// SELECT of the query (the branches of UNION ALL and the like).
func (c *Context) passedColumn(r *relInfo, col string) bool {
	i := queryColIndex(r.q, r.qnames, col)
	if i < 0 {
		return false
	}
	var passes func(b ast.QueryExpr) bool
	passes = func(b ast.QueryExpr) bool {
		switch x := b.(type) {
		case *ast.Select:
			if i >= len(x.Items) {
				return false
			}
			_, ok := x.Items[i].Expr.(*ast.ColumnRef)
			return ok
		case *ast.SetOp:
			return passes(x.L) && passes(x.R)
		}
		return false
	}
	return passes(r.q.Body)
}

// hasQueryRels reports whether sc or a scope around it has a WITH query's
// or a derived table's relation.
func (sc *scope) hasQueryRels() bool {
	for ; sc != nil; sc = sc.outer {
		for i := range sc.rels {
			if sc.rels[i].q != nil {
				return true
			}
		}
	}
	return false
}

// queryRel is the relation of sc that name's column belongs to: the one
// its qualifier names, or for a bare name the only relation that has a
// column of the name. found is false when sc has no such relation and the
// name may be one of an outer scope's; r is nil when it is found but
// cannot be told (two relations of the qualifier or with the column, a
// relation whose columns are not known).
func (sc *scope) queryRel(name ast.QName) (r *relInfo, found bool) {
	col := name.Last().Name
	if len(name) == 2 {
		qual := strings.ToLower(name[0].Name)
		for i := range sc.rels {
			if sc.rels[i].name == qual {
				if r != nil {
					return nil, true
				}
				r = &sc.rels[i]
			}
		}
		return r, r != nil
	}
	for i := range sc.rels {
		ri := &sc.rels[i]
		var has bool
		switch {
		case ri.q != nil:
			i := queryColIndex(ri.q, ri.qnames, col)
			if i < 0 && !queryColsTold(ri.q, ri.qnames) {
				// a star's columns, or a VALUES's unnamed ones, may
				// hold the name and hide an outer column of it
				return nil, true
			}
			has = i >= 0
		case ri.table || (ri.gen || ri.series) && ri.cols != nil:
			for _, ci := range ri.cols {
				has = has || strings.EqualFold(ci.Name, col)
			}
		default:
			return nil, true // columns not known
		}
		if has {
			if r != nil {
				return nil, true
			}
			r = ri
		}
	}
	return r, r != nil
}

// queryColType is the type of column col of r, a WITH query's or a
// derived table's relation of sc: its defining item's type (bodyColType);
// nil when col is not one of its columns (queryColIndex) or the type is
// not known.
func (c *Context) queryColType(sc *scope, r *relInfo, col string) *ast.TypeName {
	i := queryColIndex(r.q, r.qnames, col)
	if i < 0 {
		return nil
	}
	c.typeDepth++
	defer func() { c.typeDepth-- }()
	return c.bodyColType(r.q.Body, i, derivedOuter(sc, r))
}

// derivedOuter is the scope a derived table's query reads correlated
// columns from: for a LATERAL one (a Derived, or the canonical Lateral of
// one), the relations of sc before it and the scopes around; for another,
// the scopes around sc; nil for a WITH query's relation (its columns are
// typed without them).
func derivedOuter(sc *scope, r *relInfo) *scope {
	switch {
	case sc == nil || r.sub == nil && !r.lateral:
		return nil
	case !r.lateral:
		return sc.outer
	}
	for k := range sc.rels {
		if &sc.rels[k] == r {
			return &scope{rels: sc.rels[:k:k], outer: sc.outer}
		}
	}
	return nil
}

// hasStruct reports whether t is or holds a struct type.
func hasStruct(t *ast.TypeName) bool {
	return t != nil && (t.Kind == ast.TypeStruct || hasStruct(t.Elem) || hasStruct(t.Key) || hasStruct(t.Value))
}

// queryColIndex is the position of column col among the columns of q,
// named by names when given (an alias's or the WITH query's column list,
// which may name only the first ones), else by the items of q's first
// SELECT; -1 when it is not one of them or cannot be told (a star, two
// columns of the name).
func queryColIndex(q *ast.Query, names []ast.Ident, col string) int {
	first := firstSelect(q.Body)
	if first == nil {
		// a VALUES's columns are named by the list only (their default
		// names differ between dialects)
		if v := firstValues(q.Body); v != nil && len(v.Rows) > 0 && len(names) <= len(v.Rows[0]) {
			return namedIndex(names, col)
		}
		return -1
	}
	if hasStar(first.Items) || len(names) > len(first.Items) {
		return -1
	}
	idx := namedIndex(names, col)
	if idx == -2 {
		return -1
	}
	// A shorter list (PostgreSQL, DuckDB) names the first columns; the
	// others keep their items' names.
	for i := len(names); i < len(first.Items); i++ {
		it := first.Items[i]
		if len(it.Aliases) > 0 {
			return -1
		}
		if n := itemColName(it); n != "" && strings.EqualFold(n, col) {
			if idx >= 0 {
				return -1
			}
			idx = i
		}
	}
	return idx
}

// queryColsTold reports whether queryColIndex tells every column of q
// named names (an alias's list) by its name: no star, no item of several
// aliases, and for a VALUES a name for each column (their default names
// differ between dialects).
func queryColsTold(q *ast.Query, names []ast.Ident) bool {
	first := firstSelect(q.Body)
	if first == nil {
		v := firstValues(q.Body)
		return v != nil && len(v.Rows) > 0 && len(names) == len(v.Rows[0])
	}
	if hasStar(first.Items) || len(names) > len(first.Items) {
		return false
	}
	for _, it := range first.Items[len(names):] {
		if len(it.Aliases) > 0 {
			return false
		}
	}
	return true
}

// namedIndex is the position of col in names, -1 when it is not there,
// -2 when it is there twice.
func namedIndex(names []ast.Ident, col string) int {
	idx := -1
	for i, n := range names {
		if strings.EqualFold(n.Name, col) {
			if idx >= 0 {
				return -2
			}
			idx = i
		}
	}
	return idx
}

// firstValues is the VALUES whose rows name a query body's columns, the
// first of a set operation's; nil when that is a SELECT or a WITH query.
func firstValues(b ast.QueryExpr) *ast.Values {
	v, _ := firstBody(b).(*ast.Values)
	return v
}

// itemColName is the name a select item gives its column: its alias, or
// the name of the column it reads; "" otherwise.
func itemColName(it *ast.SelectItem) string {
	if it.Alias != nil {
		return it.Alias.Name
	}
	if cr, ok := it.Expr.(*ast.ColumnRef); ok {
		return cr.Name.Last().Name
	}
	return ""
}

// firstSelect is the SELECT that names the columns of a query body: the
// body itself, or a set operation's leftmost branch.
func firstSelect(b ast.QueryExpr) *ast.Select {
	sel, _ := firstBody(b).(*ast.Select)
	return sel
}

// firstBody is the SELECT or VALUES that names the columns of a query
// body (a set operation's leftmost branch); nil past a nested WITH query.
func firstBody(b ast.QueryExpr) ast.QueryExpr {
	for {
		switch x := b.(type) {
		case *ast.SetOp:
			b = x.L
		case *ast.Query:
			if x.With != nil {
				return nil
			}
			b = x.Body
		default:
			return b
		}
	}
}

// bodyColType is the type of column i of a query body, whose correlated
// references read outer; nil when unknown or when the branches of a set
// operation, or the rows of a VALUES, do not agree on it.
func (c *Context) bodyColType(b ast.QueryExpr, i int, outer *scope) *ast.TypeName {
	switch x := b.(type) {
	case *ast.Select:
		if i >= len(x.Items) || hasStar(x.Items) || len(x.Items[i].Aliases) > 0 {
			return nil
		}
		sc := c.scopeOf(x.From)
		sc.outer = outer
		return c.typeOf(x.Items[i].Expr, sc)
	case *ast.SetOp:
		switch {
		case nullColumn(x.L, i):
			return c.bodyColType(x.R, i, outer)
		case nullColumn(x.R, i):
			return c.bodyColType(x.L, i, outer)
		}
		l := c.bodyColType(x.L, i, outer)
		if l == nil {
			return nil
		}
		if r := c.bodyColType(x.R, i, outer); sameType(l, r) {
			return l
		}
	case *ast.Query:
		if x.With == nil {
			return c.bodyColType(x.Body, i, outer)
		}
	case *ast.Values:
		// the type the rows agree on, as the branches of a UNION ALL; a
		// bare NULL takes the others' type
		sc := &scope{outer: outer}
		var t *ast.TypeName
		for _, row := range x.Rows {
			if i >= len(row) {
				return nil
			}
			if isNullLit(row[i]) {
				continue
			}
			rt := c.typeOf(row[i], sc)
			if rt == nil || t != nil && !sameType(t, rt) {
				return nil
			}
			t = rt
		}
		return t
	}
	return nil
}

// nullColumn reports whether column i of a SELECT branch is a bare NULL,
// which takes the type of the other branches.
func nullColumn(b ast.QueryExpr, i int) bool {
	sel, ok := b.(*ast.Select)
	return ok && i < len(sel.Items) && isNullLit(sel.Items[i].Expr)
}

// codeTypeUnknown: the translation depends on a value's type, which is not
// known (no schema, or a column lateral cannot follow to its definition).
const codeTypeUnknown = "T056"

// notArray reports whether e is known not to be an array: a string, a
// number, a boolean or a NULL as valueKindOf reads it (a literal, a cast,
// a string function's result, arithmetic, a column of known type).
func (c *Context) notArray(e ast.Expr, sc *scope) bool {
	switch c.valueKindOf(e, sc) {
	case "string", "number", "boolean", "null":
		return true
	}
	return false
}

// subItem is the select item the column name of a derived table in sc
// reads (its query one SELECT without WITH, the item found by position),
// with the scope of that SELECT; nil when it cannot be told.
func (c *Context) subItem(name ast.QName, sc *scope) (ast.Expr, *scope) {
	if sc == nil || len(name) == 0 || len(name) > 2 || c.typeDepth >= maxQueryTypeDepth {
		return nil, nil
	}
	var r *relInfo
	for i := range sc.rels {
		if len(name) == 2 && sc.rels[i].name == strings.ToLower(name[0].Name) || len(name) == 1 && len(sc.rels) == 1 {
			r = &sc.rels[i]
		}
	}
	if r == nil || r.sub == nil || r.q == nil || r.q.With != nil {
		return nil, nil
	}
	sel, ok := r.q.Body.(*ast.Select)
	if !ok {
		return nil, nil
	}
	i := queryColIndex(r.q, r.qnames, name.Last().Name)
	if i < 0 || i >= len(sel.Items) || len(sel.Items[i].Aliases) > 0 {
		return nil, nil
	}
	inner := c.scopeOf(sel.From)
	inner.outer = derivedOuter(sc, r)
	return sel.Items[i].Expr, inner
}
