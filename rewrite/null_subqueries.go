package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeNullSubquery: a NULL column of a subquery (a scalar subquery of a
// bare NULL, an IN (SELECT NULL), a derived table's or WITH query's NULL
// column, an ARRAY of NULLs) beside a value whose type lateral does not
// know, toward PostgreSQL, which types the NULL as text.
const codeNullSubquery = "T096"

// duckNullNeighbours types the NULLs of subqueries among the values of x
// from DuckDB toward PostgreSQL. DuckDB gives a bare NULL in a
// subquery's column (and in an ARRAY of NULLs) its NULL type, which
// takes the type of the values beside it, where PostgreSQL types such a
// column as text (and ARRAY[NULL] as a text[]) and raises beside a value
// of another type (run on DuckDB 1.5 and PostgreSQL 15: coalesce(n,
// (SELECT NULL)), CASE WHEN c THEN n ELSE (SELECT NULL) END, greatest(1,
// (SELECT NULL)), ARRAY[1, (SELECT NULL)] and (SELECT NULL) + 1 give a
// value in DuckDB, n IN (SELECT NULL), n = (SELECT NULL), n = ANY(SELECT
// NULL) and n = ANY([NULL]) NULL; PostgreSQL raises "COALESCE types
// smallint and text cannot be matched", "operator does not exist:
// smallint = text", and so for a derived table's column (SELECT NULL AS
// a)). Beside values of a known type other than a string, the NULL is
// cast to that type (CAST((SELECT NULL) AS SMALLINT), n IN (SELECT
// CAST(NULL AS SMALLINT)), ARRAY[CAST(NULL AS SMALLINT)]), which gives
// the same NULL; beside a value of unknown type it is refused (T096).
// x itself where none changes.
func (c *Context) duckNullNeighbours(x ast.Expr, sc *scope) ast.Expr {
	if c.Source.Name != "duckdb" || c.Target.Name != "postgres" || c.Diags.HasErrors() {
		return x
	}
	switch x := x.(type) {
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil {
			return x
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "coalesce", "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls", "nullif":
			if args, ok := c.nullsTyped(x.Args, sc, x.Name[0].Name); ok {
				nx := *x
				nx.Args = args
				return &nx
			}
		}
	case *ast.Binary:
		switch {
		case x.Op.IsComparison():
			if es, ok := c.nullsTyped([]ast.Expr{x.L, x.R}, sc, "a comparison"); ok {
				nx := *x
				nx.L, nx.R = es[0], es[1]
				return &nx
			}
		case x.Op <= ast.OpMod:
			return c.nullArith(x, sc)
		}
	case *ast.Between:
		// PostgreSQL compares the operand with each bound alone
		nx := *x
		changed := false
		if es, ok := c.nullsTyped([]ast.Expr{x.X, x.Lo}, sc, "BETWEEN"); ok {
			nx.X, nx.Lo, changed = es[0], es[1], true
		}
		if es, ok := c.nullsTyped([]ast.Expr{x.X, x.Hi}, sc, "BETWEEN"); ok {
			nx.X, nx.Hi, changed = es[0], es[1], true
		}
		if changed {
			return &nx
		}
	case *ast.Case:
		nx := x
		if x.Operand != nil {
			es := []ast.Expr{x.Operand}
			for _, w := range x.Whens {
				es = append(es, w.Cond)
			}
			if out, ok := c.nullsTyped(es, sc, "CASE"); ok {
				nx = caseWhens(x, func(i int, w *ast.When) { w.Cond = out[i+1] })
				nx.Operand = out[0]
			}
		}
		var results []ast.Expr
		for _, w := range nx.Whens {
			results = append(results, w.Result)
		}
		if nx.Else != nil {
			results = append(results, nx.Else)
		}
		if out, ok := c.nullsTyped(results, sc, "CASE"); ok {
			nx = caseWhens(nx, func(i int, w *ast.When) { w.Result = out[i] })
			if nx.Else != nil {
				nx.Else = out[len(out)-1]
			}
		}
		return nx
	case *ast.Array:
		if es, ok := c.nullsTyped(x.Elems, sc, "ARRAY"); ok {
			nx := *x
			nx.Elems = es
			return &nx
		}
	case *ast.InList:
		if es, ok := c.nullsTyped(append([]ast.Expr{x.X}, x.List...), sc, "IN"); ok {
			nx := *x
			nx.X, nx.List = es[0], es[1:]
			return &nx
		}
	case *ast.InSubquery:
		if x.Query == nil {
			return x
		}
		if v, q, ok := c.nullOperandQuery(x.X, x.Query, sc, "IN"); ok {
			nx := *x
			nx.X, nx.Query = v, q
			return &nx
		}
	case *ast.Quantified:
		if x.Query != nil {
			if v, q, ok := c.nullOperandQuery(x.X, x.Query, sc, "ANY/ALL"); ok {
				nx := *x
				nx.X, nx.Query = v, q
				return &nx
			}
			return x
		}
		a, isArr := x.Array.(*ast.Array)
		if !isArr || len(a.Elems) == 0 || !slices.ContainsFunc(a.Elems, func(e ast.Expr) bool { return isNullLit(e) || c.nullColValue(e, sc) }) {
			return x
		}
		// the operand beside the elements: the array's elements of other
		// types are typed by the ARRAY itself (its own node)
		if es, ok := c.nullsTyped(append([]ast.Expr{x.X}, a.Elems...), sc, "ANY/ALL", true); ok {
			na := *a
			na.Elems = es[1:]
			nx := *x
			nx.X, nx.Array = es[0], &na
			return &nx
		}
	}
	return x
}

// nullColValue: e is a value DuckDB types NULL and PostgreSQL text: a
// scalar subquery whose column is a bare NULL in each of its arms, a
// column of a derived table or WITH query that is one, max or min of a
// NULL.
func (c *Context) nullColValue(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Subquery:
		return x.Query != nil && x.Query.With == nil && queryWidth(x.Query) == 1 && c.nullQueryCol(x.Query.Body, 0, sc)
	case *ast.ColumnRef:
		if len(x.Name) == 0 || len(x.Name) > 2 || sc == nil || sc.lookupCol(x.Name) != nil {
			return false
		}
		for s := sc; s != nil; s = s.outer {
			r, found := s.queryRel(x.Name)
			if !found {
				continue
			}
			if r == nil || r.q == nil {
				return false
			}
			i := queryColIndex(r.q, r.qnames, x.Name.Last().Name)
			// the query reads the outer scope, a LATERAL one the
			// relations beside it too
			qs := s.outer
			if r.lateral {
				qs = s
			}
			return i >= 0 && c.nullQueryCol(r.q.Body, i, qs)
		}
	case *ast.Func:
		// max and min of such a NULL: DuckDB 1.5 types max(NULL) and
		// min(NULL) NULL (typeof), PostgreSQL 15 text (coalesce(n,
		// (SELECT max(NULL))) raises "COALESCE types smallint and text
		// cannot be matched" there, where DuckDB gives n)
		if len(x.Name) != 1 || x.Star || len(x.Args) != 1 ||
			!strings.EqualFold(x.Name[0].Name, "max") && !strings.EqualFold(x.Name[0].Name, "min") {
			return false
		}
		return isNullLit(x.Args[0]) || c.nullColValue(x.Args[0], sc)
	}
	return false
}

// nullQueryCol: column i of every arm of the query body b, read in the
// scope sc, is a bare NULL or a NULL of a subquery (nullColValue: DuckDB
// 1.5 types (SELECT (SELECT NULL)) and (SELECT a FROM (SELECT NULL AS a))
// NULL too, PostgreSQL 15 text).
func (c *Context) nullQueryCol(b ast.QueryExpr, i int, sc *scope) bool {
	var arms []ast.QueryExpr
	setOpArms(b, &arms)
	for _, a := range arms {
		if !nullColumn(a, i) && c.nullArmItem(a, i, sc) == nil {
			return false
		}
	}
	return len(arms) > 0
}

// nullArmItem is the item i of the SELECT a when it is a NULL of a
// subquery (nullColValue) read in a's scope, whose outer scope is sc; nil
// otherwise, and past maxQueryTypeDepth (a recursive WITH query).
func (c *Context) nullArmItem(a ast.QueryExpr, i int, sc *scope) ast.Expr {
	sel, ok := a.(*ast.Select)
	if !ok || i >= len(sel.Items) || c.typeDepth >= maxQueryTypeDepth {
		return nil
	}
	c.typeDepth++
	defer func() { c.typeDepth-- }()
	inner := c.scopeOf(sel.From)
	inner.outer = sc
	if c.nullColValue(sel.Items[i].Expr, inner) {
		return sel.Items[i].Expr
	}
	return nil
}

// nullsTyped is es with its NULL values (nullColValue; and bare NULLs
// where nullLits is set, the elements of an ARRAY of NULLs PostgreSQL
// types text[]) cast to the type of the other values, what naming the
// construct; ok false where none changes, where the others are strings
// (PostgreSQL's text is theirs) or do not agree (left to the rules of
// the types), and where one is refused (a value of unknown type beside).
func (c *Context) nullsTyped(es []ast.Expr, sc *scope, what string, nullLits ...bool) ([]ast.Expr, bool) {
	lits := len(nullLits) > 0 && nullLits[0]
	var nulls []int
	var others []ast.Expr
	for i, e := range es {
		if c.nullColValue(e, sc) || lits && i > 0 && isNullLit(e) {
			nulls = append(nulls, i)
		} else {
			others = append(others, e)
		}
	}
	if len(nulls) == 0 || lits && len(nulls) < len(es)-1 {
		return nil, false
	}
	t, unknown, ok := c.pgNeighbourType(others, sc)
	if !ok {
		// types lateral does not unify (a SMALLINT and an INTEGER from
		// DuckDB): the NULL takes one's, which PostgreSQL types with the
		// others as it would without it
		for _, o := range others {
			if ot := c.pgValueType(o, sc); t == nil && ot != nil && ot.Kind != ast.TypeUnknown && !isNullLit(o) {
				t = ot
			}
		}
		if t == nil {
			return nil, false
		}
	}
	if t == nil {
		if !unknown {
			return nil, false // NULLs and string literals only: text in both
		}
		c.Refuse(codeNullSubquery, es[nulls[0]], "give the column types with --schema (or a CREATE TABLE in the script), or cast the NULL to the type meant (CAST(NULL AS type))",
			"this NULL of a subquery stands in %s beside a value of unknown type: duckdb gives it the type of that value, where postgres types it as text and raises an error beside a value of another type",
			what)
		return nil, false
	}
	if t.Kind.IsText() || t.Kind == ast.TypeUnknown {
		return nil, false
	}
	out := append([]ast.Expr(nil), es...)
	for _, i := range nulls {
		out[i] = c.nullCast(es[i], t)
	}
	return out, true
}

// nullCast is the NULL value e cast to t: a scalar subquery's NULL inside
// it (PostgreSQL reads an outer cast of its text as well, but the inner
// one keeps it a NULL constant), another value outside.
func (c *Context) nullCast(e ast.Expr, t *ast.TypeName) ast.Expr {
	if sub, ok := e.(*ast.Subquery); ok && sub.Query != nil {
		ns := *sub
		ns.Query = c.castNullCol(sub.Query, 0, t)
		return &ns
	}
	return &ast.Cast{Span: e.SpanOf(), X: e, Type: t}
}

// castNullCol is the query q with the NULLs of its column i (nullQueryCol)
// cast to t, in each arm: a bare NULL, a nested subquery's inside it,
// another (a derived table's NULL column) where it is read.
func (c *Context) castNullCol(q *ast.Query, i int, t *ast.TypeName) *ast.Query {
	var body func(b ast.QueryExpr) ast.QueryExpr
	body = func(b ast.QueryExpr) ast.QueryExpr {
		switch x := b.(type) {
		case *ast.SetOp:
			nx := *x
			nx.L, nx.R = body(x.L), body(x.R)
			return &nx
		case *ast.Query:
			nx := *x
			nx.Body = body(x.Body)
			return &nx
		case *ast.Select:
			if i >= len(x.Items) {
				return x
			}
			nx := *x
			nx.Items = append([]*ast.SelectItem(nil), x.Items...)
			item := *x.Items[i]
			if isNullLit(item.Expr) {
				item.Expr = &ast.Cast{Span: item.Expr.SpanOf(), X: item.Expr, Type: t}
			} else {
				item.Expr = c.nullCast(item.Expr, t)
			}
			nx.Items[i] = &item
			return &nx
		}
		return b
	}
	nq := *q
	nq.Body = body(q.Body)
	return &nq
}

// nullOperandQuery is duckNullNeighbours of the operand x of an IN
// (SELECT ...) or ANY/ALL (SELECT ...) q: the subquery's NULL column cast
// to the operand's type, or the operand, a NULL value, to the column's.
func (c *Context) nullOperandQuery(x ast.Expr, q *ast.Query, sc *scope, what string) (ast.Expr, *ast.Query, bool) {
	if queryWidth(q) != 1 || q.With != nil {
		return x, q, false
	}
	col := &ast.Subquery{Span: q.Span, Query: q}
	es, ok := c.nullsTyped([]ast.Expr{x, col}, sc, what)
	if !ok {
		return x, q, false
	}
	if sub, isSub := es[1].(*ast.Subquery); isSub && sub != col {
		q = sub.Query
	}
	return es[0], q, true
}

// nullArith is duckNullNeighbours of the arithmetic x: a NULL value
// beside a number is cast to its type ((SELECT NULL) + 1 is an INTEGER
// NULL in DuckDB 1.5, where PostgreSQL 15 raises "operator does not
// exist: text + integer"); beside a value of unknown type, or of another
// type (a DATE, an INTERVAL: DuckDB picks the operator by it), refused.
func (c *Context) nullArith(x *ast.Binary, sc *scope) ast.Expr {
	ln, rn := c.nullColValue(x.L, sc), c.nullColValue(x.R, sc)
	if ln == rn {
		return x
	}
	other := x.R
	if rn {
		other = x.L
	}
	t := c.pgValueType(other, sc)
	if t == nil || t.Kind == ast.TypeUnknown || !t.Kind.IsNumeric() {
		word := "unknown type"
		if t != nil && t.Kind != ast.TypeUnknown {
			word = "type " + pgTypeWord(t)
		}
		null := x.L
		if rn {
			null = x.R
		}
		c.Refuse(codeNullSubquery, null, "cast the NULL to the type meant (CAST(NULL AS type))",
			"this NULL of a subquery is an operand of %s beside a value of %s: duckdb gives it a type that operator takes, where postgres types it as text and raises an error",
			x.Op, word)
		return x
	}
	nx := *x
	if ln {
		nx.L = c.nullCast(x.L, t)
	} else {
		nx.R = c.nullCast(x.R, t)
	}
	return &nx
}

// duckNullSeries is the series g (DuckDB's range and generate_series)
// with its bounds and step that are NULL values (nullColValue) cast to
// BIGINT, the type DuckDB reads them as beside integers or alone (run on
// DuckDB 1.5: SELECT * FROM (SELECT NULL a), range(a) is no row, where
// PostgreSQL 15 raises "operator does not exist: text - integer" for its
// generate_series(0, a - 1)); beside a value of unknown type refused
// (T096), beside another type left (the series' own rules).
func (c *Context) duckNullSeries(g *ast.Generator, sc *scope) *ast.Generator {
	if c.Source.Name != "duckdb" || c.Target.Name != "postgres" || g.Kind != ast.GenSeries || c.Diags.HasErrors() {
		return g
	}
	// the arguments read the relations before the generator's
	for k := range sc.rels {
		if slices.Contains(sc.rels[k].gens, g) {
			sc = &scope{rels: sc.rels[:k:k], outer: sc.outer}
			break
		}
	}
	var nulls []int
	var others []ast.Expr
	for i, a := range g.Args {
		if c.nullColValue(a, sc) {
			nulls = append(nulls, i)
		} else {
			others = append(others, a)
		}
	}
	if len(nulls) == 0 {
		return g
	}
	t, unknown, ok := c.pgNeighbourType(others, sc)
	switch {
	case !ok, t != nil && !t.Kind.IsInteger():
		return g
	case unknown:
		c.Refuse(codeNullSubquery, g.Args[nulls[0]], "give the column types with --schema (or a CREATE TABLE in the script), or cast the NULL to the type meant (CAST(NULL AS BIGINT))",
			"this NULL of a subquery is an argument of a series beside a value of unknown type: duckdb gives it the type of the series, where postgres types it as text and raises an error")
		return g
	}
	ng := *g
	ng.Args = append([]ast.Expr(nil), g.Args...)
	for _, i := range nulls {
		ng.Args[i] = c.nullCast(g.Args[i], &ast.TypeName{Kind: ast.TypeBigInt})
	}
	return &ng
}

// nullArray: the ARRAY a holds bare NULLs only, one at least, which
// PostgreSQL types text[] (PostgreSQL 15 run: n = ANY(ARRAY[NULL]) with n
// a SMALLINT raises "operator does not exist: smallint = text", where
// DuckDB 1.5 gives NULL).
func nullArray(a *ast.Array) bool {
	return len(a.Elems) > 0 && !slices.ContainsFunc(a.Elems, func(e ast.Expr) bool { return !isNullLit(e) })
}

// nullText: e, a value PostgreSQL types text (pgTextBeside), is a NULL
// of a subquery (a scalar subquery of NULLs, PostgreSQL 15 run:
// coalesce(n, (SELECT NULL)) raises "COALESCE types smallint and text
// cannot be matched", n IN (SELECT NULL) "operator does not exist:
// smallint = text"; a derived table's NULL column alike) or an ARRAY of NULLs as pgLiteralNeighbours casts it
// to text, which DuckDB 1.5 gives the type of the values beside (the
// same queries give 1 and NULL there).
func (c *Context) nullText(e ast.Expr, sc *scope) bool {
	switch x := e.(type) {
	case *ast.Subquery, *ast.ColumnRef:
		return c.nullColValue(x, sc)
	case *ast.Cast:
		a, ok := x.X.(*ast.Array)
		return ok && nullArray(a)
	}
	return false
}

// duckNullSetOp types the NULLs of subqueries in the arms of the set
// operation x from DuckDB toward PostgreSQL: an arm whose column is such
// a NULL ((SELECT NULL), a derived table's NULL column) beside arms of a
// known type other than a string has it cast to that type (run on DuckDB
// 1.5 and PostgreSQL 15: SELECT n FROM t UNION ALL SELECT (SELECT NULL)
// gives n's rows and a NULL in DuckDB, where PostgreSQL raises "UNION
// types smallint and text cannot be matched"); beside an arm of unknown
// type it is refused (T096). Arms of different types: the first arm's
// type, which PostgreSQL then unifies with the others as it would
// without the NULL. x itself where none changes.
func (c *Context) duckNullSetOp(x *ast.SetOp) *ast.SetOp {
	if c.Source.Name != "duckdb" || c.Target.Name != "postgres" || c.Diags.HasErrors() {
		return x
	}
	var arms []ast.QueryExpr
	setOpArms(x, &arms)
	out := x
	for i := range c.setOpArmItems(x) {
		nulls := map[*ast.Select]bool{}
		var t *ast.TypeName
		var unknownArm ast.QueryExpr
		var first ast.Expr // the first NULL
		for _, a := range arms {
			if nullColumn(a, i) {
				continue // a bare NULL takes the other arms' type in both
			}
			if sel, ok := a.(*ast.Select); ok && c.nullArmItem(sel, i, nil) != nil {
				if len(nulls) == 0 {
					first = sel.Items[i].Expr
				}
				nulls[sel] = true
				continue
			}
			at := c.setOpArmColType(a, i)
			switch {
			case at == nil || at.Kind == ast.TypeUnknown:
				if unknownArm == nil {
					unknownArm = a
				}
			case t == nil:
				t = at
			}
		}
		switch {
		case len(nulls) == 0:
			continue
		case t == nil && unknownArm != nil:
			c.Refuse(codeNullSubquery, first, "give the column types with --schema (or a CREATE TABLE in the script), or cast the NULL to the type meant (CAST(NULL AS type))",
				"this NULL of a subquery is column %d of an arm of %s beside an arm of unknown type: duckdb gives it the type of that arm, where postgres types it as text and raises an error beside a value of another type",
				i+1, x.Op)
			return x
		case t == nil || t.Kind.IsText() || t.Kind == ast.TypeOther:
			continue // text in both, or a type lateral does not follow
		}
		body := c.castArmNulls(out, i, t, nulls)
		out = body.(*ast.SetOp)
		c.Fire(passLowerExprs)
	}
	return out
}

// castArmNulls is the set operation b with item i of the SELECT arms in
// nulls (NULLs of subqueries) cast to t.
func (c *Context) castArmNulls(b ast.QueryExpr, i int, t *ast.TypeName, nulls map[*ast.Select]bool) ast.QueryExpr {
	switch x := b.(type) {
	case *ast.SetOp:
		nx := *x
		nx.L, nx.R = c.castArmNulls(x.L, i, t, nulls), c.castArmNulls(x.R, i, t, nulls)
		return &nx
	case *ast.Query:
		if x.With == nil {
			nq := *x
			nq.Body = c.castArmNulls(x.Body, i, t, nulls)
			return &nq
		}
	case *ast.Select:
		if nulls[x] {
			return replaceArmItem(x, i, c.nullCast(x.Items[i].Expr, t))
		}
	}
	return b
}

// duckNullValues is duckNullNeighbours of the columns of the VALUES v
// (rows read in sc): PostgreSQL types a column of VALUES as it does a
// UNION's (PostgreSQL 15 manual, 10.5), and raises for a NULL of a
// subquery beside a number ("VALUES types integer and text cannot be
// matched" for VALUES (1), ((SELECT NULL)), where DuckDB 1.5 gives 1 and
// NULL), so such a NULL is cast to the type of the values beside it, or
// refused beside one of unknown type (T096).
func (c *Context) duckNullValues(v *ast.Values, sc *scope) *ast.Values {
	if c.Source.Name != "duckdb" || c.Target.Name != "postgres" || c.Diags.HasErrors() || len(v.Rows) < 2 {
		return v
	}
	out := v
	for i := range v.Rows[0] {
		var col []ast.Expr
		for _, r := range v.Rows {
			if i >= len(r) {
				return out // rows of different widths: the parser's or the target's error
			}
			col = append(col, r[i])
		}
		typed, ok := c.nullsTyped(col, sc, "VALUES")
		if !ok {
			continue
		}
		nv := *out
		nv.Rows = make([][]ast.Expr, len(out.Rows))
		for k, r := range out.Rows {
			nv.Rows[k] = append([]ast.Expr(nil), r...)
			nv.Rows[k][i] = typed[k]
		}
		out = &nv
		c.Fire(passLowerExprs)
	}
	return out
}

// codeRecursiveNull: a DuckDB WITH RECURSIVE query of a UNION that does
// not read itself, whose second arm's values DuckDB casts to its first
// arm's types and PostgreSQL unites with them as a UNION does.
const codeRecursiveNull = "T176"

// duckRecursiveNulls types the first arm (the anchor) of a DuckDB WITH
// RECURSIVE query of a UNION toward PostgreSQL. DuckDB 1.5 gives a NULL
// column of the anchor INTEGER, the type a NULL takes when it is stored,
// and casts the other arm's values to its anchor's types, whether the
// query reads itself or not (run: WITH RECURSIVE w(a, k) AS (SELECT NULL,
// 1 UNION ALL SELECT a, k + 1 FROM w WHERE k < 3) SELECT coalesce(a, 1)
// FROM w gives 1 three times, a is INTEGER (typeof); WITH RECURSIVE w(a)
// AS (SELECT NULL UNION ALL SELECT 1.5) gives NULL and 2, and so does
// SELECT 1 UNION ALL SELECT 1.5 there), where PostgreSQL 15 types the NULL
// text (the first query raises "COALESCE types text and integer cannot be
// matched") and reads a query that does not read itself as a UNION (1.5).
// The anchor's NULL is cast to INTEGER (a recursive arm of another type
// then raises in PostgreSQL: "recursive query ... has type integer in
// non-recursive term"); in a query that does not read itself a column of
// the second arm is cast to the anchor's type where PostgreSQL's cast is
// DuckDB's (duckPgArmCast: an integer to DOUBLE, DECIMAL(p, s) or VARCHAR,
// a DECIMAL to an integer...), and another column not a NULL and not of
// the anchor's type is refused (T176), as where a type is not known.
func duckRecursiveNulls(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "duckdb" || c.Target.Name != "postgres" || c.Diags.HasErrors() {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		w, ok := n.(*ast.With)
		if !ok || !w.Recursive || c.Diags.HasErrors() {
			return n
		}
		out := w
		for k, cte := range w.CTEs {
			q := c.recursiveAnchor(cte)
			if q == cte.Query {
				continue
			}
			if out == w {
				nw := *w
				nw.CTEs = append([]*ast.CTE(nil), w.CTEs...)
				out = &nw
			}
			ncte := *cte
			ncte.Query = q
			out.CTEs[k] = &ncte
			c.Fire(passLowerExprs)
		}
		return out
	})
}

// recursiveAnchor is the query of cte with the NULL columns of its anchor
// cast to INTEGER (duckRecursiveNulls); its query where none is, or where
// it is refused.
func (c *Context) recursiveAnchor(cte *ast.CTE) *ast.Query {
	q := cte.Query
	if q == nil || q.With != nil {
		return q
	}
	op, ok := q.Body.(*ast.SetOp)
	if !ok || op.Op != ast.Union {
		return q
	}
	anchor := &ast.Query{Span: op.L.SpanOf(), Body: op.L}
	self := false
	ast.Inspect(op.R, func(n ast.Node) bool {
		if t, isTable := n.(*ast.Table); isTable && len(t.Name) == 1 && strings.EqualFold(t.Name[0].Name, cte.Name.Name) {
			self = true
		}
		return !self
	})
	integer := &ast.TypeName{Kind: ast.TypeInt}
	cast := op.R // the second arm, its integers cast to the anchor's types
	for i := 0; i < queryWidth(anchor); i++ {
		null := c.nullQueryCol(op.L, i, nil)
		if !self && !c.nullQueryCol(op.R, i, nil) {
			lt := integer
			if !null {
				lt = c.recursiveAnchorType(op.L, i)
			}
			ok, widen := c.recursiveArmTypes(op.R, i, lt)
			if !ok {
				c.refuseRecursiveArms(cte, op.R, i, lt, c.setOpArmColType(op.R, i))
				return q
			}
			if widen {
				// an integer to another: PostgreSQL's cast raises as
				// DuckDB's where the value does not fit
				cast = castArmsCol(cast, i, recursiveArmType(lt))
			}
		}
		if null {
			anchor = c.castNullCol(anchor, i, integer)
		}
	}
	if anchor.Body == op.L && cast == op.R {
		return q
	}
	nop := *op
	nop.L, nop.R = anchor.Body, cast
	nq := *q
	nq.Body = &nop
	return &nq
}

// refuseRecursiveArms refuses (T176) column i of the second arm r of the
// WITH RECURSIVE query cte, which does not read itself, of type rt beside
// its anchor's lt (nil where not known).
func (c *Context) refuseRecursiveArms(cte *ast.CTE, r ast.QueryExpr, i int, lt, rt *ast.TypeName) {
	var arms []ast.QueryExpr
	setOpArms(r, &arms)
	at := ast.Node(r)
	if sel, isSel := arms[0].(*ast.Select); isSel && i < len(sel.Items) {
		at = sel.Items[i].Expr
	}
	word := func(t *ast.TypeName) string {
		if t == nil || t.Kind == ast.TypeUnknown {
			return "a type not known"
		}
		if t.Kind == ast.TypeDecimal && len(t.Params) != 2 {
			return "type numeric of a scale not known"
		}
		return "type " + pgTypeWord(t)
	}
	c.Refuse(codeRecursiveNull, at, "cast the column of the second arm to the first arm's type in the source (CAST(x AS type)), or give the column types with --schema",
		"column %d of the WITH RECURSIVE query %s, which does not read itself, is of %s in its first arm and of %s here: duckdb casts this arm's values to the first arm's type, where postgres unites the two as a UNION does",
		i+1, cte.Name.Name, word(lt), word(rt))
}

// recursiveArmTypes: column i of each arm of r is a bare NULL or of the
// type lt (ok), or some are of a type whose DuckDB cast to lt PostgreSQL's
// gives (duckPgArmCast), in SELECT arms (ok and widen: cast them to
// recursiveArmType(lt)).
func (c *Context) recursiveArmTypes(r ast.QueryExpr, i int, lt *ast.TypeName) (ok, widen bool) {
	if lt == nil || lt.Kind == ast.TypeUnknown {
		return false, false
	}
	var arms []ast.QueryExpr
	setOpArms(r, &arms)
	for _, a := range arms {
		if nullColumn(a, i) {
			continue
		}
		at := c.setOpArmColType(a, i)
		_, isSel := a.(*ast.Select)
		switch {
		case sameType(lt, at) && (lt.Kind != ast.TypeDecimal || len(lt.Params) == 2):
			// (a DECIMAL of scale not known: DuckDB may round the arm's)
		case isSel && at != nil && duckPgArmCast(lt, at):
			widen = true
		default:
			return false, false
		}
	}
	return true, widen
}

// duckPgArmCast: DuckDB 1.5's cast of a value of type at to lt, which
// it gives the second arm of a WITH RECURSIVE query that does not read
// itself, is PostgreSQL 15's cast to recursiveArmType(lt), values, text
// and raising alike (run on both, TestNullRecursiveArmCasts): an integer
// to another integer type, to DOUBLE or REAL (rounded to the nearest), to
// DECIMAL(p, s) (1 to 1.0 of DECIMAL(2,1); both raise for 12) or to
// VARCHAR (2 to '2'); a DECIMAL to an integer type (rounded half away from
// zero: 2.5 to 3) or to DECIMAL(p, s) (1.25 to 1.3 of DECIMAL(2,1)); a
// DOUBLE or REAL to an integer type (rounded half to even: 2.5 to 2, both
// raising out of range); a BOOLEAN to VARCHAR ('true'). Not a DECIMAL to
// DOUBLE (DuckDB's conversion of a wide DECIMAL is not always the nearest
// double), nor a float or a DECIMAL to VARCHAR (their texts differ: 2.0
// and 2), nor HUGEINT, which PostgreSQL has not.
func duckPgArmCast(lt, at *ast.TypeName) bool {
	integer := func(t *ast.TypeName) bool { return t.Kind.IsInteger() && t.Kind != ast.TypeHugeInt }
	text := lt.Kind == ast.TypeVarchar || lt.Kind == ast.TypeString
	switch {
	case integer(at):
		return integer(lt) || lt.Kind == ast.TypeDouble || lt.Kind == ast.TypeReal || lt.Kind == ast.TypeDecimal && len(lt.Params) == 2 || text
	case at.Kind == ast.TypeDecimal:
		return integer(lt) || lt.Kind == ast.TypeDecimal && len(lt.Params) == 2
	case at.Kind == ast.TypeDouble || at.Kind == ast.TypeReal:
		return integer(lt)
	case at.Kind == ast.TypeBool:
		return text
	}
	return false
}

// recursiveAnchorType is the type of column i of the anchor l, an exact
// numeric literal's DECIMAL(p, s) as DuckDB types it (duckDecimalLitType),
// which the second arm's values are rounded to.
func (c *Context) recursiveAnchorType(l ast.QueryExpr, i int) *ast.TypeName {
	t := c.setOpArmColType(l, i)
	sel, ok := l.(*ast.Select)
	if t == nil || t.Kind != ast.TypeDecimal || len(t.Params) == 2 || !ok || i >= len(sel.Items) {
		return t
	}
	e := sel.Items[i].Expr
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
		e = u.X
	}
	if lit, ok := e.(*ast.Literal); ok && lit.Kind == ast.LitDecimal {
		if dt := duckDecimalLitType(lit.Value); dt != nil {
			return dt
		}
	}
	return t
}

// duckDecimalLitType is DuckDB 1.5's DECIMAL(p, s) of an exact numeric
// literal: p its digits, leading zeros included, s those after the point
// (typeof: 1.5 and 0.5 are DECIMAL(2,1), .5 DECIMAL(1,1), 00012.5
// DECIMAL(6,1), 1. DECIMAL(1,0), 1_000.5 DECIMAL(5,1)); nil for an
// exponent or past 38 digits (a DOUBLE).
func duckDecimalLitType(text string) *ast.TypeName {
	text = strings.ReplaceAll(text, "_", "")
	if strings.ContainsAny(text, "eE") {
		return nil
	}
	whole, frac, _ := strings.Cut(text, ".")
	p := len(whole) + len(frac)
	if p == 0 || p > 38 {
		return nil
	}
	return &ast.TypeName{Kind: ast.TypeDecimal, Params: []int{p, len(frac)}}
}

// recursiveArmType is the type the second arm's column is cast to for the
// anchor's lt (duckPgArmCast): TEXT for a VARCHAR, whose length DuckDB
// does not enforce and a PostgreSQL cast would cut to.
func recursiveArmType(lt *ast.TypeName) *ast.TypeName {
	if lt.Kind == ast.TypeVarchar {
		return &ast.TypeName{Kind: ast.TypeString}
	}
	return lt
}

// castArmsCol is the query body b with column i of each of its SELECT
// arms cast to t.
func castArmsCol(b ast.QueryExpr, i int, t *ast.TypeName) ast.QueryExpr {
	switch x := b.(type) {
	case *ast.SetOp:
		nx := *x
		nx.L, nx.R = castArmsCol(x.L, i, t), castArmsCol(x.R, i, t)
		return &nx
	case *ast.Query:
		nq := *x
		nq.Body = castArmsCol(x.Body, i, t)
		return &nq
	case *ast.Select:
		if i < len(x.Items) {
			e := x.Items[i].Expr
			return replaceArmItem(x, i, &ast.Cast{Span: e.SpanOf(), X: e, Type: ast.Clone(t)})
		}
	}
	return b
}
