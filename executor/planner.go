package executor

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// planner turns a canonical ast query into a plan.
type planner struct {
	eng    *Engine
	nextID ColID
	ctes   *cteScope
	subSeq int
	// subFirst is the name of the first output column of each scalar
	// subquery planned, which names the select item it is (PostgreSQL)
	subFirst map[*ast.Subquery]string
	// rowSubs are the scalar subqueries compared with a row (markRowSubquery)
	rowSubs map[*ast.Subquery]bool
	depth   int
	params  *scope // parameters of a SQL function body
	// structItems are the columns of select-list unnests of a struct
	// (GenCall.StructItem) that a select item expands into fields.
	structItems map[ColID]bool
	// aggregates of outer query levels (planner_agglevel.go)
	aggCtx    []aggContext
	lifted    map[ColID]*liftedAgg
	outerAggs []*liftedAgg
	fnCalls   []*scope
	// outNameRead is the last output name a subquery read from the query
	// around it (Options.DuckDBWhereAliases) in the aggregate being bound
	outNameRead *ast.ColumnRef

	// rowValues: the VALUES of an INSERT whose rows are each converted to
	// the columns' types, not first to a common type
	// (Options.InsertValuesPerRow)
	rowValues *ast.Values
	// setOpArm: the select being planned is an arm of a set operation,
	// which types its string literals (subqueryText)
	setOpArm bool
	// declaredCols are the columns read from a table whose column types
	// CREATE TABLE declared (Table.declared; typeof_names.go)
	declaredCols map[ColID]bool
	// declaredNames are the names of the declared columns' types as
	// CREATE TABLE wrote them (Column.Decl; typeof_names.go)
	declaredNames map[ColID]string
}

func (p *planner) newID() ColID {
	p.nextID++
	return p.nextID
}

func (p *planner) newCol(name, table string, t Type) ColMeta {
	return ColMeta{ID: p.newID(), Name: name, Table: table, Type: t}
}

// passCol is a new column that passes c on: its name, and whether it has
// none in the dialect.
func (p *planner) passCol(c ColMeta, table string, t Type) ColMeta {
	nc := p.newCol(c.Name, table, t)
	nc.Unnamed = c.Unnamed
	return nc
}

// scope is the set of names visible while binding an expression: the
// columns of the FROM clause, then (through parent) those of enclosing
// queries, which makes a reference correlated.
type scope struct {
	cols   []scopeCol
	parent *scope
	// select-list aliases (for ORDER BY and GROUP BY by alias)
	aliases map[string]Expr
	lambda  bool // the parameters of a lambda, in the query level of parent
	// outerList: the lambda's call reads a column of an outer query in
	// its other arguments, the outermost of them in this scope
	// (binder.outerList)
	outerList *scope
	// inLevel: the lambda's call reads neither a column of an outer
	// query nor a parameter of a lambda around in its other arguments
	// (binder.inLevel)
	inLevel bool
	// where is the binder of this level's WHERE while it is bound, with
	// Options.DuckDBWhereAliases: a name no column has may read the
	// select list's output names through it, from a subquery too.
	where *binder
}

type scopeCol struct {
	ColMeta
	table      string // qualifier, lower case
	exactTable string // qualifier as spelled
	name       string // lower case
	exactName  string
	hideStar   bool   // not expanded by *
	hideUnqual bool   // only reachable qualified (USING duplicates)
	aliasValue bool   // the one value column of a table function: its alias names it too
	altName    string // a table function column is also found by its default name
}

func (s *scope) add(c ColMeta, table string) {
	s.cols = append(s.cols, scopeCol{ColMeta: c, table: strings.ToLower(table), exactTable: table, name: strings.ToLower(c.Name), exactName: c.Name})
}

func (s *scope) child() *scope { return &scope{parent: s} }

// errorf makes a positioned planning error.
type planError struct {
	Span ast.Span
	Msg  string
}

func (e *planError) Error() string {
	if e.Span.Start.IsValid() {
		return fmt.Sprintf("%s: %s", e.Span.Start, e.Msg)
	}
	return e.Msg
}

func errAt(n ast.Node, format string, args ...any) error {
	var sp ast.Span
	if n != nil {
		sp = n.SpanOf()
	}
	return &planError{Span: sp, Msg: fmt.Sprintf(format, args...)}
}

// runError is a run-time error of the expression at Span, which it
// gives as a planning error gives its place.
type runError struct {
	Span ast.Span
	Err  error
}

func (e *runError) Error() string { return fmt.Sprintf("%s: %v", e.Span.Start, e.Err) }

func (e *runError) Unwrap() error { return e.Err }

// runErrAt is err, a run-time error of the expression at sp, positioned
// there (nil for nil; an error already positioned is kept).
func runErrAt(sp ast.Span, err error) error {
	var pe *planError
	var re *runError
	if err == nil || !sp.Start.IsValid() || errors.As(err, &pe) || errors.As(err, &re) {
		return err
	}
	return &runError{Span: sp, Err: err}
}

// cteScope holds the CTEs visible at a point, innermost first.
type cteScope struct {
	defs   map[string]*cteDef
	parent *cteScope
}

type cteDef struct {
	name     string
	ast      *ast.CTE
	node     Node
	cols     []ColMeta
	working  *WorkScan // while planning the recursive step
	planning bool
}

// cteKey is the key of a CTE name: as written under Options.ExactNames
// (PostgreSQL 15 reads t of WITH "T" AS (...) SELECT * FROM t as the
// table t), else in lower case.
func (p *planner) cteKey(name string) string {
	if p.eng.opts.ExactNames {
		return name
	}
	return strings.ToLower(name)
}

func (c *cteScope) lookup(name string) *cteDef {
	for ; c != nil; c = c.parent {
		if d, ok := c.defs[name]; ok {
			return d
		}
	}
	return nil
}

// planStatementQuery plans a top-level query.
func (p *planner) planTop(q *ast.Query) (Node, error) {
	n, err := p.planQuery(q, nil)
	if err != nil {
		return nil, err
	}
	if err := p.unplacedOuterAggs(); err != nil {
		return nil, err
	}
	return n, nil
}

// planQuery plans a query with an optional outer scope (for correlation).
func (p *planner) planQuery(q *ast.Query, outer *scope) (Node, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > 200 {
		return nil, errAt(q, "query nested too deeply")
	}
	arm := p.setOpArm
	p.setOpArm = false
	if q.With != nil {
		saved := p.ctes
		defer func() { p.ctes = saved }()
		if err := p.planWith(q.With, outer); err != nil {
			return nil, err
		}
	}
	p.setOpArm = arm
	orderBy := q.OrderBy
	if len(orderBy) == 0 && len(q.SortBy) > 0 {
		orderBy = q.SortBy
	}
	if len(orderBy) == 0 && len(q.ClusterBy) > 0 {
		for _, e := range q.ClusterBy {
			orderBy = append(orderBy, &ast.OrderItem{Span: e.SpanOf(), Expr: e})
		}
	}
	limit, offset, err := p.limitValues(q, outer)
	if err != nil {
		return nil, err
	}
	if sel, ok := q.Body.(*ast.Select); ok {
		n, err := p.planSelect(sel, orderBy, limit, offset, outer)
		if err != nil {
			return nil, err
		}
		return p.selectAsStruct(sel, n), nil
	}
	node, err := p.planQueryExpr(q.Body, outer)
	if err != nil {
		return nil, err
	}
	if len(orderBy) > 0 {
		cols := node.Output()
		sc := &scope{parent: outer}
		for _, c := range cols {
			sc.add(c, "")
		}
		var keys []SortKey
		var extra []Expr
		for _, o := range orderAll(orderBy, len(cols)) {
			o, coll, err := p.orderCollation(o)
			if err != nil {
				return nil, err
			}
			var e Expr
			if pos, ok := ordinalOf(o.Expr); ok {
				if pos < 1 || pos > len(cols) {
					return nil, errAt(o, "ORDER BY position %d is not in the select list", pos)
				}
				c := cols[pos-1]
				e = &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
			} else {
				b := &binder{p: p, sc: sc}
				if e, err = b.bind(o.Expr); err != nil {
					if !p.eng.opts.SetOpOrderByBranches {
						return nil, err
					}
					pos, merr := setOpOrderColumn(q.Body, o.Expr)
					if merr != nil {
						return nil, merr
					}
					if pos < 0 || pos >= len(cols) {
						return nil, err
					}
					c := cols[pos]
					e = &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
				}
				if _, ok := e.(*ColRef); !ok {
					extra = append(extra, e)
				}
			}
			if e, err = collatedKey(o, e, coll); err != nil {
				return nil, err
			}
			keys = append(keys, p.sortKey(e, o))
		}
		_ = extra
		node = &Sort{Input: node, Keys: keys}
	}
	if limit >= 0 || offset > 0 {
		node = &Limit{Input: node, Count: limit, Offset: offset}
	}
	return node, nil
}

// orderAll expands DuckDB's ORDER BY ALL over a select list whose columns
// were not counted when it was read (an item that is a bare *) into ORDER
// BY 1, 2, ..., n over the n output columns, each with its direction and
// NULL placement.
func orderAll(items []*ast.OrderItem, n int) []*ast.OrderItem {
	var out []*ast.OrderItem
	for i, o := range items {
		st, ok := o.Expr.(*ast.Star)
		if !ok || len(st.Table) > 0 {
			if out != nil {
				out = append(out, o)
			}
			continue
		}
		if out == nil {
			out = append([]*ast.OrderItem(nil), items[:i]...)
		}
		for k := 1; k <= n; k++ {
			lit := &ast.Literal{Span: o.Span, Kind: ast.LitInt, Value: strconv.Itoa(k)}
			out = append(out, &ast.OrderItem{Span: o.Span, Expr: lit, Desc: o.Desc, Nulls: o.Nulls})
		}
	}
	if out == nil {
		return items
	}
	return out
}

func ordinalOf(e ast.Expr) (int, bool) {
	if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitInt {
		n, err := strconv.Atoi(l.Value)
		return n, err == nil
	}
	return 0, false
}

// sortKey resolves NULL placement: explicit, else the dialect default.
func (p *planner) sortKey(e Expr, o *ast.OrderItem) SortKey {
	k := SortKey{Expr: e, Desc: o.Desc}
	switch o.Nulls {
	case ast.NullsFirst:
		k.NullsFirst = true
	case ast.NullsLast:
		k.NullsFirst = false
	default:
		k.NullsFirst = p.eng.nullsFirst(o.Desc)
	}
	return k
}

// limitValues evaluates LIMIT and OFFSET to constants (-1: no limit).
func (p *planner) limitValues(q *ast.Query, outer *scope) (int64, int64, error) {
	eval := func(e ast.Expr, what string) (int64, error) {
		if e == nil {
			return -1, nil
		}
		b := &binder{p: p, sc: &scope{parent: outer}}
		x, err := b.bind(e)
		if err != nil {
			return 0, err
		}
		v, err := p.constEval(x)
		if err != nil {
			return 0, errAt(e, "%s must be a constant: %v", what, err)
		}
		if v.k == KindNull {
			return -1, nil
		}
		n, err := argInt(v)
		if err != nil {
			return 0, errAt(e, "%s must be an integer", what)
		}
		if n < 0 {
			return 0, errAt(e, "%s must not be negative", what)
		}
		return n, nil
	}
	limit, err := eval(q.Limit, "LIMIT")
	if err != nil {
		return 0, 0, err
	}
	offset, err := eval(q.Offset, "OFFSET")
	if err != nil {
		return 0, 0, err
	}
	if offset < 0 {
		offset = 0
	}
	return limit, offset, nil
}

// constEval evaluates an expression without input rows.
func (p *planner) constEval(e Expr) (Value, error) {
	b := &builder{eng: p.eng, ec: &execCtx{eng: p.eng, opts: &p.eng.opts}}
	c := &compiler{b: b, layout: map[ColID]int{}}
	f, err := c.compile(e)
	if err != nil {
		return Null, err
	}
	return f(&rowRef{})
}

func (p *planner) planWith(w *ast.With, outer *scope) error {
	cs := &cteScope{defs: map[string]*cteDef{}, parent: p.ctes}
	p.ctes = cs
	for _, c := range w.CTEs {
		name := p.cteKey(c.Name.Name)
		def := &cteDef{name: name, ast: c}
		if w.Recursive && refersTo(c.Query, name) {
			if err := p.planRecursiveCTE(def, outer); err != nil {
				return err
			}
		} else {
			def.planning = true
			cs.defs[name] = def
			n, err := p.planQuery(c.Query, outer)
			if err != nil {
				return err
			}
			def.planning = false
			def.node = n
			def.cols = p.renameCols(n.Output(), c.Columns, c)
		}
		cs.defs[name] = def
	}
	return nil
}

// renameCols gives a relation's columns the names of an alias list.
func (p *planner) renameCols(cols []ColMeta, names []ast.Ident, at ast.Node) []ColMeta {
	out := make([]ColMeta, len(cols))
	for i, c := range cols {
		out[i] = c
		if i < len(names) {
			out[i].Name, out[i].Unnamed = names[i].Name, false
		}
	}
	return out
}

func (p *planner) planRecursiveCTE(def *cteDef, outer *scope) error {
	q := def.ast.Query
	so, ok := q.Body.(*ast.SetOp)
	if !ok || so.Op != ast.Union {
		return errAt(q, "recursive CTE %s must be anchor UNION [ALL] recursive step", def.name)
	}
	anchor, err := p.planQueryExpr(so.L, outer)
	if err != nil {
		return err
	}
	acols := p.renameCols(anchor.Output(), def.ast.Columns, def.ast)
	work := &workTable{name: def.name}
	ws := &WorkScan{Work: work}
	for _, c := range acols {
		ws.Cols = append(ws.Cols, p.passCol(c, def.name, c.Type))
	}
	def.working = ws
	def.cols = acols
	p.ctes.defs[def.name] = def
	step, err := p.planQueryExpr(so.R, outer)
	if err != nil {
		return err
	}
	def.working = nil
	if len(step.Output()) != len(acols) {
		return errAt(so, "recursive CTE %s: the step has %d columns, the anchor %d", def.name, len(step.Output()), len(acols))
	}
	rc := &RecursiveCTE{Anchor: anchor, Step: step, Work: work, All: so.All}
	for i, c := range acols {
		t := superType(c.Type, step.Output()[i].Type)
		rc.Cols = append(rc.Cols, p.passCol(c, def.name, t))
	}
	if err := p.recursiveStructs(so, rc); err != nil {
		return err
	}
	def.node = rc
	def.cols = rc.Cols
	return nil
}

// refersTo reports whether a query mentions a table name (for RECURSIVE).
func refersTo(q *ast.Query, name string) bool {
	found := false
	var visitQE func(qe ast.QueryExpr)
	var visitT func(t ast.TableExpr)
	var visitE func(e ast.Expr)
	visitQuery := func(q *ast.Query) {
		if q != nil {
			visitQE(q.Body)
		}
	}
	visitT = func(t ast.TableExpr) {
		switch x := t.(type) {
		case *ast.Table:
			if strings.EqualFold(x.Name.Last().Name, name) {
				found = true
			}
		case *ast.Join:
			visitT(x.Left)
			visitT(x.Right)
		case *ast.Derived:
			visitQuery(x.Query)
		case *ast.Lateral:
			if x.Input != nil {
				visitT(x.Input)
			}
			for _, g := range x.Gens {
				if g.Query != nil {
					visitQuery(g.Query)
				}
			}
		}
	}
	visitE = func(e ast.Expr) {
		switch x := e.(type) {
		case *ast.Subquery:
			visitQuery(x.Query)
		case *ast.Exists:
			visitQuery(x.Query)
		case *ast.InSubquery:
			visitQuery(x.Query)
		}
	}
	visitQE = func(qe ast.QueryExpr) {
		switch x := qe.(type) {
		case *ast.Select:
			for _, f := range x.From {
				visitT(f)
			}
			visitE(x.Where)
		case *ast.SetOp:
			visitQE(x.L)
			visitQE(x.R)
		case *ast.Query:
			visitQuery(x)
		}
	}
	visitQuery(q)
	return found
}

// planQueryExpr plans a query body that is not a lone Select with ORDER BY.
func (p *planner) planQueryExpr(qe ast.QueryExpr, outer *scope) (Node, error) {
	switch x := qe.(type) {
	case *ast.Select:
		n, err := p.planSelect(x, nil, -1, 0, outer)
		if err != nil {
			return nil, err
		}
		return p.selectAsStruct(x, n), nil
	case *ast.Query:
		return p.planQuery(x, outer)
	case *ast.Values:
		return p.planValues(x, outer)
	case *ast.Describe:
		return p.planDescribe(x)
	case *ast.SetOp:
		arm := p.setOpArm
		p.setOpArm = true
		l, err := p.planQueryExpr(x.L, outer)
		if err != nil {
			return nil, err
		}
		p.setOpArm = true
		r, err := p.planQueryExpr(x.R, outer)
		if err != nil {
			return nil, err
		}
		p.setOpArm = arm
		lc, rc := l.Output(), r.Output()
		if len(lc) != len(rc) {
			return nil, errAt(x, "each %s query must have the same number of columns (%d and %d)", x.Op, len(lc), len(rc))
		}
		so := &SetOp{Kind: x.Op, All: x.All, L: l, R: r}
		litL, litR := make([]bool, len(lc)), make([]bool, len(lc))
		for i, c := range lc {
			if err := p.textArmMismatch(x, i, c.Type, rc[i].Type); err != nil {
				return nil, err // unknown_literals.go
			}
			if err := p.pgSetOpTypes(x, i, c.Type, rc[i].Type); err != nil {
				return nil, err // pg_common_type.go
			}
			t, err := p.setOpType(x, c.Type, rc[i].Type)
			if err != nil {
				return nil, err
			}
			switch { // unknown_literals.go
			case !arm && p.literalsAsText(x, i):
				t = Type{Kind: ast.TypeString}
			case c.Type.Kind == ast.TypeChar && p.literalArm(x.R, i), rc[i].Type.Kind == ast.TypeChar && p.literalArm(x.L, i):
				t = Type{Kind: ast.TypeChar} // the literals are read as the other arm's CHAR
			case p.literalTakesType(x.R, i, c.Type):
				t, litR[i] = withoutTypmod(c.Type), true
			case p.literalTakesType(x.L, i, rc[i].Type):
				t, litL[i] = withoutTypmod(rc[i].Type), true
			}
			so.Cols = append(so.Cols, p.passCol(c, "", t))
		}
		// coerce numeric kinds so that 1 and 1.0 meet, and the literals
		// to the type they take
		so.L = p.coerceTo(l, so.Cols, litL)
		so.R = p.coerceTo(r, so.Cols, litR)
		if err := p.setOpStructs(x, so); err != nil {
			return nil, err
		}
		if err := p.duckStructCols(x, so); err != nil {
			return nil, err // duck_struct_unify.go
		}
		return so, nil
	}
	return nil, errAt(qe, "unsupported query body %T", qe)
}

// setOpType is the type of a set operation's column whose arms are of
// types a and b (setOpFloatText, Options.UnionStringThenDouble).
func (p *planner) setOpType(x *ast.SetOp, a, b Type) (Type, error) {
	t, err := p.setOpType1(x, a, b)
	t = p.eng.opts.pgNumericTypmod(t, a, b) // pg_common_type.go
	t = p.eng.opts.pgZoneType(t, a, b)
	t.PGLoose = a.PGLoose || b.PGLoose
	return t, err
}

func (p *planner) setOpType1(x *ast.SetOp, a, b Type) (Type, error) {
	if p.eng.opts.UnionStringThenDouble {
		if a.Kind.IsText() && b.Kind == ast.TypeDouble {
			return tDouble, nil
		}
		if _, ok := p.setOpFloatText(a, b); ok && !a.Kind.IsText() && !b.Kind.IsText() {
			return Type{}, errAt(x, "the %s arms' columns of types %s and %s have no common type", x.Op, a, b)
		}
	}
	if t, ok := p.setOpFloatText(a, b); ok {
		return t, nil
	}
	if p.eng.opts.UnionStringWidens && (a.Kind.IsText() && widensToText(b) || b.Kind.IsText() && widensToText(a)) {
		return tVarchar, nil
	}
	if p.eng.opts.CharLength == CharLengthPostgres && a.Kind.IsText() && b.Kind.IsText() &&
		(a.Kind == ast.TypeChar) != (b.Kind == ast.TypeChar) {
		// PostgreSQL keeps the first arm's type where a CHAR meets
		// another string, each converting implicitly to the other
		// (PostgreSQL 15 run: SELECT CAST('a' AS CHAR(3)) UNION SELECT
		// CAST('a ' AS VARCHAR) is one row of type character, the other
		// order two rows of type character varying, the CHAR's padding
		// gone; a CHAR(3) and a VARCHAR(3) give a character not padded)
		if a.Kind == ast.TypeChar {
			return Type{Kind: ast.TypeChar}, nil
		}
		return a, nil
	}
	return superType(a, b), nil
}

// setOpFloatText is the type of a set operation's column of types a and
// b when, under a dialect's rule for a float's text (Options.FloatText),
// a DOUBLE or REAL meets a string there or inside arrays, maps or structs
// of them: that place is a string whichever arm comes first (DuckDB's
// SELECT d UNION ALL SELECT s is a VARCHAR holding 10000000.0, [s] UNION
// ALL [d] a VARCHAR[] holding '1e-05', {'a': s} UNION ALL {'a': d} a
// STRUCT(a VARCHAR): run on DuckDB 1.5; Spark widens a DOUBLE and a
// string to a string in either order, and arrays, maps and structs of
// same-named fields element by element: TypeCoercion's
// findWiderTypeForTwo). ok is false where no float meets a string.
func (p *planner) setOpFloatText(a, b Type) (Type, bool) {
	if p.eng.opts.FloatText == FloatTextDefault {
		return Type{}, false
	}
	float := func(t Type) bool { return t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal }
	if float(a) && b.Kind.IsText() || a.Kind.IsText() && float(b) {
		return tVarchar, true
	}
	if a.Kind != b.Kind {
		return Type{}, false
	}
	// inner is the merged type of a place inside: the float's text where
	// it meets a string, else the two types' supertype
	inner := func(x, y *Type) (*Type, bool) {
		if x == nil || y == nil {
			return x, false
		}
		if t, ok := p.setOpFloatText(*x, *y); ok {
			return &t, true
		}
		t := superType(*x, *y)
		return &t, false
	}
	switch a.Kind {
	case ast.TypeArray:
		if e, ok := inner(a.Elem, b.Elem); ok {
			return arrayOf(*e), true
		}
	case ast.TypeMap:
		k, ok1 := inner(a.Key, b.Key)
		v, ok2 := inner(a.Val, b.Val)
		if ok1 || ok2 {
			return Type{Kind: ast.TypeMap, Key: k, Val: v}, true
		}
	case ast.TypeStruct:
		if len(a.Fields) != len(b.Fields) || len(a.Fields) == 0 {
			return Type{}, false
		}
		out := a
		out.Fields = make([]FieldType, len(a.Fields))
		any := false
		for i := range a.Fields {
			if !strings.EqualFold(a.Fields[i].Name, b.Fields[i].Name) {
				return Type{}, false
			}
			f, ok := inner(&a.Fields[i].Type, &b.Fields[i].Type)
			out.Fields[i] = FieldType{Name: a.Fields[i].Name, Type: *f}
			any = any || ok
		}
		if any {
			return out, true
		}
	}
	return Type{}, false
}

// widensToText: a value of type t meeting a string in a set operation is
// written as its text under Options.UnionStringWidens.
func widensToText(t Type) bool {
	return t.Kind.IsInteger() || t.Kind == ast.TypeDate
}

// floatBecomesText reports whether a value of type from, converted to
// to, has a DOUBLE or REAL that becomes a string (setOpFloatText).
func floatBecomesText(from, to Type) bool {
	switch {
	case from.Kind == ast.TypeDouble || from.Kind == ast.TypeReal:
		return to.Kind.IsText()
	case from.Kind != to.Kind:
		return false
	case from.Elem != nil && to.Elem != nil && floatBecomesText(*from.Elem, *to.Elem),
		from.Key != nil && to.Key != nil && floatBecomesText(*from.Key, *to.Key),
		from.Val != nil && to.Val != nil && floatBecomesText(*from.Val, *to.Val):
		return true
	}
	if len(from.Fields) == len(to.Fields) {
		for i := range from.Fields {
			if floatBecomesText(from.Fields[i].Type, to.Fields[i].Type) {
				return true
			}
		}
	}
	return false
}

// coerceTo adds casts so a set operation's inputs share the result types:
// numbers of one kind meet, and under a dialect's rule for a float's text
// (Options.FloatText) a DOUBLE or REAL column meeting a string one is
// written as its text (Spark widens the two to a string, 1e7 to 1.0E7;
// DuckDB's UNION ALL writes 10000000.0: run on DuckDB 1.5), in either
// order of the arms (setOpFloatText); a string arm meeting a DOUBLE one
// in Hive becomes a DOUBLE (Options.UnionStringThenDouble); a column of
// string literals marked in lits is cast to the type it takes
// (literalTakesType).
func (p *planner) coerceTo(n Node, target []ColMeta, lits []bool) Node {
	cast := func(i int, c ColMeta, t Type) bool {
		if lits[i] {
			return true // literalTakesType
		}
		if p.eng.opts.FloatText != FloatTextDefault && floatBecomesText(c.Type, t) {
			return true
		}
		if p.eng.opts.DuckDBListCasts && t.Kind == ast.TypeArray && t.Prec > 0 && c.Type.Prec != t.Prec {
			return true // a list arm meeting a fixed-size array one (duck_list_cast.go)
		}
		if p.eng.opts.pgWidens(c.Type, t) {
			return true // pg_common_type.go
		}
		if c.Type.Kind == t.Kind {
			return false
		}
		if p.eng.opts.UnionStringWidens && t.Kind.IsText() && widensToText(c.Type) {
			return true // setOpType
		}
		if t.Kind.IsNumeric() && c.Type.Kind.IsNumeric() || c.Type.Kind == ast.TypeDate && t.Kind == ast.TypeTimestamp {
			return true // a DATE arm meeting a TIMESTAMP one is a TIMESTAMP (needsCoercion)
		}
		if p.eng.opts.CharLength == CharLengthPostgres && c.Type.Kind.IsText() && t.Kind.IsText() &&
			(c.Type.Kind == ast.TypeChar) != (t.Kind == ast.TypeChar) {
			return true // a CHAR arm read as text, a string as a CHAR (setOpType)
		}
		return p.eng.opts.UnionStringThenDouble && c.Type.Kind.IsText() && t.Kind == ast.TypeDouble
	}
	return p.castColumns(n, target, func(i int, c ColMeta, ref Expr) *CastE {
		if !cast(i, c, target[i].Type) {
			return nil
		}
		// Hive reads a string that is not a number as NULL
		// (UnionStringThenDouble)
		try := c.Type.Kind.IsText() && target[i].Type.Kind == ast.TypeDouble
		return &CastE{X: ref, To: target[i].Type, Implicit: true, Try: try}
	})
}

func (p *planner) planValues(v *ast.Values, outer *scope) (Node, error) {
	if len(v.Rows) == 0 {
		return nil, errAt(v, "VALUES needs at least one row")
	}
	width := len(v.Rows[0])
	vn := &ValuesNode{}
	types := make([]Type, width)
	b := &binder{p: p, sc: &scope{parent: outer}}
	for _, row := range v.Rows {
		if len(row) != width {
			return nil, errAt(v, "VALUES lists must all be the same length")
		}
		var er []Expr
		for i, e := range row {
			x, err := b.bind(e)
			if err != nil {
				return nil, err
			}
			if n, ok := b.duckLiteralKeepsType(e, x, types[i]); ok {
				x = n // duck_values_literals.go
			}
			types[i] = superType(types[i], p.pgLooseType(x))
			er = append(er, x)
		}
		vn.Rows = append(vn.Rows, er)
	}
	if p.eng.opts.PostgresTyping && v != p.rowValues {
		src, bound := make([]ast.Expr, len(v.Rows)), make([]Expr, len(v.Rows))
		for j := 0; j < width; j++ {
			ts := make([]Type, len(v.Rows))
			for i := range v.Rows {
				ts[i] = vn.Rows[i][j].Type()
			}
			types[j] = p.eng.opts.pgNumericTypmod(types[j], ts...) // pg_common_type.go
			types[j] = p.eng.opts.pgZoneType(types[j], ts...)
			for i, row := range v.Rows {
				src[i], bound[i] = row[j], vn.Rows[i][j]
			}
			if err := p.pgCommonTypeError("VALUES", pgInputs(src, bound), v); err != nil {
				return nil, err // pg_common_type.go
			}
		}
	}
	for j := 0; j < width; j++ {
		col := make([]Expr, len(vn.Rows))
		for i := range vn.Rows {
			col[i] = vn.Rows[i][j]
		}
		if t, ok, err := p.duckStructsByName(v, "VALUES column", col); err != nil {
			return nil, err // duck_struct_unify.go
		} else if ok {
			for i := range vn.Rows {
				vn.Rows[i][j] = col[i]
			}
			types[j] = t
		}
	}
	p.valuesText(b, v, vn, types) // unknown_literals.go
	for i := range vn.Rows {
		if v == p.rowValues {
			break
		}
		for j, e := range vn.Rows[i] {
			if t := types[j]; t.Kind.IsNumeric() && e.Type().Kind != t.Kind && e.Type().Kind.IsNumeric() ||
				t.Kind == ast.TypeTimestamp && e.Type().Kind == ast.TypeDate || p.eng.opts.pgWidens(e.Type(), t) {
				vn.Rows[i][j] = &CastE{X: e, To: t, Implicit: true}
			}
		}
	}
	for i := 0; i < width; i++ {
		vc := p.newCol(p.eng.opts.valuesName(i), "", types[i])
		// Trino and Presto: VALUES "creates an anonymous table without
		// column names"
		vc.Unnamed = p.eng.opts.UnnamedPrefix != ""
		vn.Cols = append(vn.Cols, vc)
	}
	return vn, nil
}
