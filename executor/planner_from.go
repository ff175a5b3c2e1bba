package executor

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// planFromItem plans one comma-separated FROM item and joins it to left
// (nil for the first item). Lateral items are applied to left.
func (p *planner) planFromItem(item ast.TableExpr, left Node, leftSc *scope, outer *scope) (Node, *scope, error) {
	if left != nil && isLateralItem(item) {
		return p.planLateralOnto(item, left, leftSc, JoinInner, nil)
	}
	if left == nil {
		return p.planTableExpr(item, outer)
	}
	// Later items may read earlier ones (DuckDB and functions in a
	// PostgreSQL FROM are implicitly lateral): plan the item with the
	// earlier items visible; if it reads them it is applied per row.
	chain := &scope{cols: leftSc.cols, parent: outer}
	n, sc, err := p.planTableExpr(item, chain)
	if err != nil {
		return nil, nil, err
	}
	merged := &scope{parent: outer}
	merged.cols = append(append(merged.cols, leftSc.cols...), sc.cols...)
	lids := idSet(left.Output())
	var params []ColID
	for _, id := range freeCols(n) {
		if lids[id] {
			params = append(params, id)
		}
	}
	if len(params) > 0 {
		return &Apply{Kind: JoinInner, L: left, R: n, Params: params}, merged, nil
	}
	return &CrossJoin{L: left, R: n}, merged, nil
}

// implicitLateral: with Options.ImplicitLateral (DuckDB), a subquery on the
// right of an INNER, LEFT or CROSS join that reads the left side's columns
// is a lateral join without the LATERAL keyword. It returns the subquery
// marked lateral.
func (p *planner) implicitLateral(j *ast.Join, left Node, lsc *scope, outer *scope) (*ast.Derived, bool) {
	d, ok := j.Right.(*ast.Derived)
	if !ok || !p.eng.opts.ImplicitLateral || j.Natural || len(j.Using) > 0 {
		return nil, false
	}
	switch j.Kind {
	case ast.JoinInner, ast.JoinLeft, ast.JoinCross:
	default:
		return nil, false
	}
	n, _, err := p.planTableExpr(d, &scope{cols: lsc.cols, parent: outer})
	if err != nil {
		return nil, false // planned again on its own, for its error
	}
	lids := idSet(left.Output())
	for _, id := range freeCols(n) {
		if lids[id] {
			ld := *d
			ld.Lateral = true
			return &ld, true
		}
	}
	return nil, false
}

func isLateralItem(t ast.TableExpr) bool {
	switch x := t.(type) {
	case *ast.Lateral:
		return x.Input == nil
	case *ast.Derived:
		return x.Lateral
	}
	return false
}

// planTableExpr plans a FROM item on its own.
func (p *planner) planTableExpr(t ast.TableExpr, outer *scope) (Node, *scope, error) {
	switch x := t.(type) {
	case *ast.Table:
		return p.planTable(x, outer)
	case *ast.Derived:
		sub, err := p.planQuery(x.Query, outer)
		if err != nil {
			return nil, nil, err
		}
		n, sc, err := p.aliasRelation(sub, x.Alias, "", outer, x)
		if err != nil {
			return nil, nil, err
		}
		n, sc = p.valueTable(x.Query, n, sc)
		return n, sc, nil
	case *ast.Join:
		return p.planJoin(x, outer)
	case *ast.Lateral:
		if x.Input == nil {
			return p.planLateral(x, nil, &scope{parent: outer})
		}
		in, sc, err := p.planTableExpr(x.Input, outer)
		if err != nil {
			return nil, nil, err
		}
		return p.planLateral(x, in, sc)
	case *ast.Unnest, *ast.TableFunc, *ast.RowsFrom:
		return nil, nil, errAt(t, "%T must be rewritten into the canonical Lateral form before execution", t)
	}
	return nil, nil, errAt(t, "unsupported FROM item %T", t)
}

// columnDeduper names the columns of a relation the way DuckDB does when a
// subquery's select list repeats a name: the first keeps it, the next ones
// become name_1, name_2, ... (skipping names already taken). Names the
// alias gives are kept as written.
func columnDeduper(cols []ColMeta, alias *ast.Alias) func(string) string {
	taken := map[string]bool{}
	for i, c := range cols {
		if alias != nil && i < len(alias.Columns) {
			taken[strings.ToLower(alias.Columns[i].Name)] = true
		} else {
			taken[strings.ToLower(c.Name)] = true
		}
	}
	seen := map[string]bool{}
	next := map[string]int{}
	return func(name string) string {
		k := strings.ToLower(name)
		if !seen[k] {
			seen[k] = true
			return name
		}
		for {
			next[k]++
			cand := name + "_" + strconv.Itoa(next[k])
			if !taken[strings.ToLower(cand)] {
				taken[strings.ToLower(cand)] = true
				seen[strings.ToLower(cand)] = true
				return cand
			}
		}
	}
}

// aliasRelation renames a subquery's columns under an alias.
func (p *planner) aliasRelation(n Node, alias *ast.Alias, defName string, outer *scope, at ast.Node) (Node, *scope, error) {
	cols := n.Output()
	name := defName
	if alias != nil {
		name = alias.Name.Name
		if len(alias.Columns) > len(cols) {
			return nil, nil, errAt(alias, "table %s has %d columns available but %d columns specified", name, len(cols), len(alias.Columns))
		}
	}
	r := &Rename{Input: n}
	sc := &scope{parent: outer}
	var dedup func(string) string
	if p.eng.opts.DedupColumnNames {
		dedup = columnDeduper(cols, alias)
	}
	for i, c := range cols {
		nc := p.passCol(c, name, p.pgRelationColumnType(c.Type))
		if alias != nil && i < len(alias.Columns) {
			nc.Name, nc.Unnamed = alias.Columns[i].Name, false
		} else if dedup != nil {
			nc.Name = dedup(c.Name)
		}
		if src, ok := p.passedDeclared(n, c.ID); ok && sameTypes([]Type{c.Type, nc.Type}) {
			// a declared column passed unchanged keeps its type
			// (typeof_names.go)
			p.declare(nc.ID)
			if d := p.declaredNames[src]; d != "" {
				if p.declaredNames == nil {
					p.declaredNames = map[ColID]string{}
				}
				p.declaredNames[nc.ID] = d
			}
		}
		r.Cols = append(r.Cols, nc)
		sc.add(nc, name)
		if strings.HasPrefix(c.Name, "__") {
			sc.cols[len(sc.cols)-1].hideStar = true
		}
	}
	return r, sc, nil
}

func (p *planner) planTable(t *ast.Table, outer *scope) (Node, *scope, error) {
	name := strings.ToLower(t.Name.Last().Name)
	alias := t.Alias
	if len(t.Name) == 1 {
		if def := p.ctes.lookup(p.cteKey(t.Name.Last().Name)); def != nil {
			if def.working != nil {
				ws := def.working
				n, sc, err := p.aliasRelation(ws, alias, t.Name.Last().Name, outer, t)
				if err == nil && len(def.ast.Columns) == 0 {
					// the working table of a SELECT AS STRUCT recursive
					// CTE is a value table too
					n, sc = p.valueTable(def.ast.Query, n, sc)
				}
				return n, sc, err
			}
			if def.planning || def.node == nil {
				return nil, nil, errAt(t, "CTE %s refers to itself; use WITH RECURSIVE", name)
			}
			r := &Rename{Input: def.node, Cols: def.cols}
			n, sc, err := p.aliasRelation(r, alias, t.Name.Last().Name, outer, t)
			if err == nil && def.ast != nil && len(def.ast.Columns) == 0 {
				n, sc = p.valueTable(def.ast.Query, n, sc)
			}
			return n, sc, err
		}
	}
	db := p.eng.db
	if tbl := db.table(name); tbl != nil {
		scan := &Scan{Table: tbl, Name: tbl.Name}
		qual := t.Name.Last().Name
		if alias != nil {
			qual = alias.Name.Name
			if len(alias.Columns) > len(tbl.Columns) {
				return nil, nil, errAt(alias, "table %s has %d columns available but %d columns specified", qual, len(tbl.Columns), len(alias.Columns))
			}
		}
		sc := &scope{parent: outer}
		for i, c := range tbl.Columns {
			cname := c.Name
			if alias != nil && i < len(alias.Columns) {
				cname = alias.Columns[i].Name
			}
			cm := p.newCol(cname, qual, c.Type)
			if tbl.declared {
				p.declare(cm.ID)
				if c.Decl != "" {
					if p.declaredNames == nil {
						p.declaredNames = map[ColID]string{}
					}
					p.declaredNames[cm.ID] = c.Decl
				}
			}
			scan.Cols = append(scan.Cols, cm)
			scan.Idx = append(scan.Idx, i)
			sc.add(cm, qual)
		}
		return scan, sc, nil
	}
	if v := db.view(name); v != nil {
		if p.depth > 50 {
			return nil, nil, errAt(t, "view %s is recursive", name)
		}
		saved := p.ctes
		p.ctes = nil
		n, err := p.planQuery(v.query, nil)
		p.ctes = saved
		if err != nil {
			return nil, nil, err
		}
		cols := n.Output()
		r := &Rename{Input: n}
		for i, c := range cols {
			nc := p.newCol(c.Name, name, c.Type)
			if i < len(v.columns) {
				nc.Name = v.columns[i]
			}
			r.Cols = append(r.Cols, nc)
		}
		if alias == nil {
			alias = &ast.Alias{Name: ast.Ident{Name: t.Name.Last().Name}}
		}
		n, sc, err := p.aliasRelation(r, alias, t.Name.Last().Name, outer, t)
		if err == nil && len(v.columns) == 0 {
			// a view of a SELECT AS STRUCT query is a value table too
			n, sc = p.valueTable(v.query, n, sc)
		}
		return n, sc, err
	}
	return nil, nil, errAt(t, "table %s does not exist", strings.Join(qnameStrings(t.Name), "."))
}

func qnameStrings(q ast.QName) []string {
	out := make([]string, len(q))
	for i, id := range q {
		out[i] = id.Name
	}
	return out
}

// planJoin plans an explicit JOIN.
func (p *planner) planJoin(j *ast.Join, outer *scope) (Node, *scope, error) {
	left, lsc, err := p.planTableExpr(j.Left, outer)
	if err != nil {
		return nil, nil, err
	}
	if isLateralItem(j.Right) || j.Kind == ast.JoinCrossApply || j.Kind == ast.JoinOuterApply {
		kind := JoinInner
		switch j.Kind {
		case ast.JoinLeft, ast.JoinOuterApply:
			kind = JoinLeft
		case ast.JoinInner, ast.JoinCross, ast.JoinCrossApply:
		default:
			return nil, nil, errAt(j, "%s JOIN with a lateral right side is not supported", j.Kind)
		}
		return p.planLateralOnto(j.Right, left, lsc, kind, j.On)
	}
	if d, ok := p.implicitLateral(j, left, lsc, outer); ok {
		kind := JoinInner
		if j.Kind == ast.JoinLeft {
			kind = JoinLeft
		}
		return p.planLateralOnto(d, left, lsc, kind, j.On)
	}
	right, rsc, err := p.planTableExpr(j.Right, outer)
	if err != nil {
		return nil, nil, err
	}
	sc := &scope{parent: outer}
	using := j.Using
	if j.Natural {
		for _, lc := range lsc.cols {
			for _, rc := range rsc.cols {
				if p.sameCol(lc, rc.exactName) && !lc.hideUnqual && !rc.hideUnqual {
					using = append(using, ast.Ident{Name: lc.Name})
				}
			}
		}
	}
	sc.cols = append(append(sc.cols, lsc.cols...), rsc.cols...)
	kind, err := joinKindFromAST(j.Kind)
	if err != nil {
		return nil, nil, errAt(j, "%v", err)
	}
	if j.Kind == ast.JoinCross && j.On == nil && len(using) == 0 {
		return &CrossJoin{L: left, R: right}, sc, nil
	}
	jn := &Join{Kind: kind, L: left, R: right}
	var usingPairs [][2]scopeCol
	var usingConds []Expr
	for _, u := range using {
		lcol, ok1 := p.findUnqual(lsc, u.Name)
		rcol, ok2 := p.findUnqual(rsc, u.Name)
		if !ok1 || !ok2 {
			return nil, nil, errAt(j, "column %s in USING is not on both sides of the join", u.Name)
		}
		usingPairs = append(usingPairs, [2]scopeCol{lcol, rcol})
		lk, rk := &ColRef{ID: lcol.ID, Name: lcol.Name, T: lcol.Type}, &ColRef{ID: rcol.ID, Name: rcol.Name, T: rcol.Type}
		if !comparableForHash(lcol.Type, rcol.Type) {
			// compared as = compares them (a CHAR against a VARCHAR
			// without padding, against a TEXT as TEXT), not by key
			usingConds = append(usingConds, &Bin{Op: ast.OpEq, L: lk, R: rk, T: tBool})
			continue
		}
		jn.LeftKeys = append(jn.LeftKeys, lk)
		jn.RightKeys = append(jn.RightKeys, rk)
		jn.NullSafe = append(jn.NullSafe, false)
	}
	if len(usingConds) > 0 {
		jn.Cond = andAll(usingConds)
	}
	if j.On != nil {
		b := &binder{p: p, sc: sc}
		cond, err := b.bind(j.On)
		if err != nil {
			return nil, nil, err
		}
		if hasAggOrWindow(cond) {
			return nil, nil, errAt(j.On, "aggregate functions are not allowed in JOIN conditions")
		}
		if jn.Cond != nil {
			cond = andAll([]Expr{jn.Cond, cond})
		}
		p.splitJoinCond(jn, cond)
	}
	if kind == JoinSemi || kind == JoinAnti {
		sc = &scope{parent: outer, cols: lsc.cols}
	}
	var node Node = jn
	if len(usingPairs) > 0 && kind != JoinSemi && kind != JoinAnti {
		// merged USING columns: hidden duplicates, one visible column each
		pr := &Project{Input: jn}
		merged := &scope{parent: outer}
		for _, c := range jn.Output() {
			pr.Exprs = append(pr.Exprs, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
			pr.Cols = append(pr.Cols, c)
		}
		for _, pair := range usingPairs {
			l, r := pair[0], pair[1]
			var re Expr = &ColRef{ID: r.ID, Name: r.Name, T: r.Type}
			full := superType(l.Type, r.Type)
			if p.eng.opts.CharLength == CharLengthPostgres && l.Type.Kind.IsText() && r.Type.Kind.IsText() &&
				(l.Type.Kind == ast.TypeChar) != (r.Type.Kind == ast.TypeChar) {
				// PostgreSQL types the merged column of a CHAR and another
				// string as the left one, the right read as that type
				// (PostgreSQL 15 run: the column of CHAR(3) RIGHT JOIN
				// VARCHAR USING (k) is a character holding the VARCHAR's
				// text, of VARCHAR FULL JOIN CHAR(3) a character varying
				// holding the CHAR without its padding)
				full = l.Type
				if l.Type.Kind == ast.TypeChar {
					full = Type{Kind: ast.TypeChar}
				}
				re = &CastE{X: re, To: full}
			}
			var e Expr
			switch kind {
			case JoinRight:
				e = re
			case JoinFull:
				e = &Call{Name: "coalesce", Args: []Expr{&ColRef{ID: l.ID, Name: l.Name, T: l.Type}, re}, T: full, fn: lookupFunc("coalesce")}
			default:
				e = &ColRef{ID: l.ID, Name: l.Name, T: l.Type}
			}
			c := p.newCol(l.Name, "", e.Type())
			pr.Exprs = append(pr.Exprs, e)
			pr.Cols = append(pr.Cols, c)
			merged.add(c, "")
		}
		for _, c := range sc.cols {
			hidden := false
			for _, pair := range usingPairs {
				if c.ID == pair[0].ID || c.ID == pair[1].ID {
					hidden = true
				}
			}
			if hidden {
				c.hideStar, c.hideUnqual = true, true
			}
			merged.cols = append(merged.cols, c)
		}
		node, sc = pr, merged
	}
	return node, sc, nil
}

func (p *planner) findUnqual(sc *scope, name string) (scopeCol, bool) {
	for _, c := range sc.cols {
		if p.sameCol(c, name) && !c.hideUnqual {
			return c, true
		}
	}
	return scopeCol{}, false
}

// sameCol reports whether c is the column a USING or NATURAL join names
// name (as the front end folded it): exactly under Options.ExactNames
// (PostgreSQL 15 joins t(x) NATURAL JOIN (SELECT 10 AS "X") s on no
// column), else ignoring case.
func (p *planner) sameCol(c scopeCol, name string) bool {
	if p.eng.opts.ExactNames {
		return c.exactName == name
	}
	return c.name == strings.ToLower(name)
}

// splitJoinCond moves equality conjuncts between the two sides into join
// keys and keeps the rest as the residual condition (which stays in the
// join, T12). It reports whether any key was found.
func (p *planner) splitJoinCond(j *Join, cond Expr) bool {
	lids, rids := idSet(j.L.Output()), idSet(j.R.Output())
	side := func(e Expr) int { // 1 left, 2 right, 0 none/both/other
		used := map[ColID]bool{}
		colsUsed(e, used)
		s := 0
		hasSub := false
		walkExpr(e, func(x Expr) bool {
			if _, ok := x.(*SubqueryE); ok {
				hasSub = true
			}
			return true
		})
		if hasSub || len(used) == 0 {
			return 0
		}
		for id := range used {
			switch {
			case lids[id]:
				if s == 2 {
					return 0
				}
				s = 1
			case rids[id]:
				if s == 1 {
					return 0
				}
				s = 2
			default:
				// outer reference: fine on either side
			}
		}
		return s
	}
	var rest []Expr
	found := false
	for _, c := range conjuncts(cond) {
		if b, ok := c.(*Bin); ok && (b.Op == ast.OpEq || b.Op == ast.OpIsNotDistinct) {
			ls, rs := side(b.L), side(b.R)
			if ls == 1 && rs == 2 || ls == 2 && rs == 1 {
				l, r := b.L, b.R
				if ls == 2 {
					l, r = r, l
				}
				if comparableForHash(l.Type(), r.Type()) {
					j.LeftKeys = append(j.LeftKeys, l)
					j.RightKeys = append(j.RightKeys, r)
					j.NullSafe = append(j.NullSafe, b.Op == ast.OpIsNotDistinct)
					found = true
					continue
				}
			}
		}
		rest = append(rest, c)
	}
	j.Cond = andAll(rest)
	return found
}

// comparableForHash: key encodings agree only when both sides are of one
// family (numbers with numbers, text with text...).
func comparableForHash(a, b Type) bool {
	if a.Kind == b.Kind {
		return true
	}
	if a.Kind == ast.TypeChar || b.Kind == ast.TypeChar {
		// Compare reads a CHAR against any text without trailing spaces
		// on both sides, the key of the other side keeps them
		return false
	}
	if a.Kind.IsInteger() && b.Kind.IsInteger() {
		return true
	}
	fracA := a.Kind == ast.TypeDecimal || a.Kind == ast.TypeDouble || a.Kind == ast.TypeReal
	fracB := b.Kind == ast.TypeDecimal || b.Kind == ast.TypeDouble || b.Kind == ast.TypeReal
	if a.Kind.IsInteger() && fracB || b.Kind.IsInteger() && fracA {
		return true // integral decimals and floats encode as integers
	}
	if a.Kind == ast.TypeUnknown || b.Kind == ast.TypeUnknown {
		return true
	}
	if a.Kind.IsText() && b.Kind.IsText() {
		return true
	}
	return false
}

func idSet(cols []ColMeta) map[ColID]bool {
	m := make(map[ColID]bool, len(cols))
	for _, c := range cols {
		m[c.ID] = true
	}
	return m
}

func conjuncts(e Expr) []Expr {
	if b, ok := e.(*Bin); ok && b.Op == ast.OpAnd {
		return append(conjuncts(b.L), conjuncts(b.R)...)
	}
	return []Expr{e}
}

func andAll(es []Expr) Expr {
	var out Expr
	for _, e := range es {
		if out == nil {
			out = e
		} else {
			out = &Bin{Op: ast.OpAnd, L: out, R: e, T: tBool}
		}
	}
	return out
}

// planLateralOnto applies a lateral item (Lateral with no Input, or a
// LATERAL subquery) to left with the given join kind and ON condition.
func (p *planner) planLateralOnto(item ast.TableExpr, left Node, lsc *scope, kind JoinKind, on ast.Expr) (Node, *scope, error) {
	switch x := item.(type) {
	case *ast.Lateral:
		l := *x
		if kind == JoinLeft {
			l.Outer = true
			if on != nil && !isTrueLiteral(on) {
				l.On = on
			}
			return p.planLateral(&l, left, lsc)
		}
		n, sc, err := p.planLateral(&l, left, lsc)
		if err != nil || on == nil || isTrueLiteral(on) {
			return n, sc, err
		}
		b := &binder{p: p, sc: sc}
		cond, err := b.bind(on)
		if err != nil {
			return nil, nil, err
		}
		return &Filter{Input: n, Cond: cond}, sc, nil
	case *ast.Derived:
		return p.planApply(x.Query, x.Alias, left, lsc, kind, on, x)
	default:
		// a non-lateral item after CROSS/OUTER APPLY: an uncorrelated apply
		n, sc, err := p.planTableExpr(item, lsc.parent)
		if err != nil {
			return nil, nil, err
		}
		merged := &scope{parent: lsc.parent}
		merged.cols = append(append(merged.cols, lsc.cols...), sc.cols...)
		if kind == JoinInner && on == nil {
			return &CrossJoin{L: left, R: n}, merged, nil
		}
		j := &Join{Kind: kind, L: left, R: n}
		if on != nil {
			b := &binder{p: p, sc: merged}
			cond, err := b.bind(on)
			if err != nil {
				return nil, nil, err
			}
			p.splitJoinCond(j, cond)
		}
		return j, merged, nil
	}
}

// unnestAliasCount checks the column alias list of a Trino or Presto
// UNNEST (Options.UnnestExpandsRows) against the columns it yields: one
// per field of an array of rows (genShape), one per other array, two per
// map, and the ordinality. The list names every column or none ("Column
// alias list has 2 entries but 'u' has 3 columns available", Trino's
// MISMATCHED_COLUMN_ALIASES). The canonical form takes the ordinality's
// name off the list when it could count the columns of every argument
// (ast.Generator.Columns); otherwise the list is as written, and its last
// name, past the value columns, is the ordinality's, which is returned in
// place of ordName.
func unnestAliasCount(l *ast.Lateral, gens []*GenCall, aliasCols []ast.Ident, nValues int, ordName string) (string, error) {
	if len(aliasCols) == 0 {
		return ordName, nil
	}
	counted, typed := true, true
	for i, gc := range gens {
		if gc.Kind != ast.GenUnnest {
			return ordName, nil
		}
		counted = counted && l.Gens[i].Columns > 0
		if len(gc.Args) > 0 {
			if t := gc.Args[0].Type(); t.Kind == ast.TypeUnknown || t.Kind == ast.TypeArray && t.elem().Kind == ast.TypeUnknown {
				typed = false
			}
		}
	}
	nOrd, given := 0, len(aliasCols)
	if l.Ordinality != nil {
		nOrd = 1
		if counted {
			given++
		}
	}
	if given == nValues+nOrd {
		if nOrd == 1 && !counted {
			ordName = aliasCols[len(aliasCols)-1].Name
		}
		return ordName, nil
	}
	what := "the UNNEST yields"
	if nOrd == 1 {
		what = "the UNNEST WITH ORDINALITY yields"
	}
	if !typed {
		return "", errAt(l, "the column alias list has %d entries, but %s %d columns as far as the element types are known here: an argument whose elements may be rows of another count needs a typed form (a CAST)", given, what, nValues+nOrd)
	}
	return "", errAt(l, "the column alias list has %d entries, but %s %d columns (an array of rows one per field)", given, what, nValues+nOrd)
}

func isTrueLiteral(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	return ok && l.Kind == ast.LitBool && strings.EqualFold(l.Value, "true")
}

// planApply plans a correlated subquery joined per left row.
func (p *planner) planApply(q *ast.Query, alias *ast.Alias, left Node, lsc *scope, kind JoinKind, on ast.Expr, at ast.Node) (Node, *scope, error) {
	sub, err := p.planQuery(q, lsc)
	if err != nil {
		return nil, nil, err
	}
	name := ""
	if alias != nil {
		name = alias.Name.Name
	}
	rn, rsc, err := p.aliasRelation(sub, alias, name, lsc.parent, at)
	if err != nil {
		return nil, nil, err
	}
	rn, rsc = p.valueTable(q, rn, rsc)
	merged := &scope{parent: lsc.parent}
	merged.cols = append(append(merged.cols, lsc.cols...), rsc.cols...)
	free := freeCols(rn)
	lids := idSet(left.Output())
	var params []ColID
	for _, id := range free {
		if lids[id] {
			params = append(params, id)
		}
	}
	ap := &Apply{Kind: kind, L: left, R: rn, Params: params}
	if on != nil && !isTrueLiteral(on) {
		b := &binder{p: p, sc: merged}
		cond, err := b.bind(on)
		if err != nil {
			return nil, nil, err
		}
		if kind == JoinLeft {
			ap.Cond = cond
		} else {
			return &Filter{Input: ap, Cond: cond}, merged, nil
		}
	}
	if len(params) == 0 && ap.Cond == nil && kind == JoinInner {
		return &CrossJoin{L: left, R: rn}, merged, nil
	}
	return ap, merged, nil
}

// planLateral plans a canonical Lateral over in (nil: a single empty row).
func (p *planner) planLateral(l *ast.Lateral, in Node, insc *scope) (Node, *scope, error) {
	if len(l.Gens) == 0 {
		return nil, nil, errAt(l, "lateral without generators")
	}
	for _, g := range l.Gens {
		if g.Kind == ast.GenSubquery {
			if len(l.Gens) > 1 {
				return nil, nil, errAt(g, "a LATERAL subquery cannot be zipped with other generators")
			}
			kind := JoinInner
			if l.Outer {
				kind = JoinLeft
			}
			left := in
			if left == nil {
				left = &ValuesNode{Rows: [][]Expr{{}}}
			}
			var on ast.Expr
			if l.On != nil {
				on = l.On
			}
			return p.planApply(g.Query, l.Alias, left, insc, kind, on, l)
		}
	}
	aliasName := ""
	var aliasCols []ast.Ident
	if l.Alias != nil {
		aliasName = l.Alias.Name.Name
		aliasCols = l.Alias.Columns
	}
	b := &binder{p: p, sc: insc}
	tf := &TableFunc{Outer: l.Outer, Ordinality: l.Ordinality}
	var valueCols []ColMeta
	altNames := map[ColID]string{}
	colIdx := 0
	for gi, g := range l.Gens {
		gc := &GenCall{Kind: g.Kind, Name: strings.ToLower(g.Name.Last().Name), Expand: g.Expand,
			EndExclusive: g.EndExclusive, ElemType: g.ElemType, Collection: g.Collection}
		for _, a := range g.Args {
			if na, ok := a.(*ast.NamedArg); ok {
				a = na.Value
			}
			x, err := b.bind(a)
			if err != nil {
				return nil, nil, err
			}
			gc.Args = append(gc.Args, x)
		}
		remaining := len(aliasCols) - colIdx
		if len(l.Gens) > 1 {
			remaining = -1
		}
		types, defNames, err := p.genShape(gc, g, remaining, len(l.Gens) == 1)
		if err != nil {
			return nil, nil, err
		}
		gc.NCols = len(types)
		for i, t := range types {
			name := defNames[i]
			if colIdx < len(aliasCols) {
				name = aliasCols[colIdx].Name
			}
			colIdx++
			valueCols = append(valueCols, p.newCol(name, aliasName, t))
			altNames[valueCols[len(valueCols)-1].ID] = strings.ToLower(defNames[i])
			if gc.StructItem {
				if p.structItems == nil {
					p.structItems = map[ColID]bool{}
				}
				p.structItems[valueCols[len(valueCols)-1].ID] = true
			}
		}
		tf.Gens = append(tf.Gens, gc)
		_ = gi
	}
	ordName := ""
	if l.Ordinality != nil {
		ordName = l.Ordinality.Name.Name
	}
	if p.eng.opts.UnnestExpandsRows {
		var err error
		if ordName, err = unnestAliasCount(l, tf.Gens, aliasCols, len(valueCols), ordName); err != nil {
			return nil, nil, err
		}
	}
	for i := range valueCols {
		valueCols[i].Unnamed = i < len(l.Unnamed) && l.Unnamed[i]
	}
	if l.Ordinality != nil {
		name := ordName
		if name == "" {
			name = "ordinality"
		}
		oc := p.newCol(name, aliasName, tBigInt)
		oc.Unnamed = len(l.Unnamed) == len(valueCols)+1 && l.Unnamed[len(valueCols)]
		if l.Ordinality.First {
			tf.Cols = append([]ColMeta{oc}, valueCols...)
		} else {
			tf.Cols = append(valueCols, oc)
		}
	} else {
		tf.Cols = valueCols
	}
	if vt := p.unnestValueTable(l, tf, valueCols); vt != nil {
		return p.planUnnestValueTable(l, in, insc, tf, vt, aliasName)
	}
	sc := &scope{parent: insc.parent}
	sc.cols = append(sc.cols, insc.cols...)
	for _, c := range tf.Cols {
		sc.add(c, aliasName)
		if len(valueCols) == 1 && c.ID == valueCols[0].ID {
			sc.cols[len(sc.cols)-1].aliasValue = true
		}
		if alt := altNames[c.ID]; alt != "" && alt != strings.ToLower(c.Name) && !p.eng.opts.AliasesReplaceFunctionNames {
			sc.cols[len(sc.cols)-1].altName = alt
		}
	}
	// merge into the previous table function node when nothing sits between
	if prev, ok := in.(*TableFunctionNode); ok && prev.On == nil && l.On == nil {
		prevIDs := map[ColID]bool{}
		for _, f := range prev.Funcs {
			for _, c := range f.Cols {
				prevIDs[c.ID] = true
			}
		}
		for _, g := range tf.Gens {
			for _, a := range g.Args {
				used := map[ColID]bool{}
				colsUsed(a, used)
				for id := range used {
					if prevIDs[id] {
						tf.DependsOnPrev = true
					}
				}
			}
		}
		merged := &TableFunctionNode{Input: prev.Input, Funcs: append(append([]*TableFunc(nil), prev.Funcs...), tf), Pass: prev.Pass}
		return merged, sc, nil
	}
	node := &TableFunctionNode{Input: in, Funcs: []*TableFunc{tf}}
	if l.On != nil {
		if !l.Outer {
			// an inner lateral join: the condition is a filter
			ob := &binder{p: p, sc: sc}
			cond, err := ob.bind(l.On)
			if err != nil {
				return nil, nil, err
			}
			return &Filter{Input: node, Cond: cond}, sc, nil
		}
		ob := &binder{p: p, sc: sc}
		cond, err := ob.bind(l.On)
		if err != nil {
			return nil, nil, err
		}
		node.On = cond
	}
	return node, sc, nil
}
