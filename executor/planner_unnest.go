package executor

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Set-returning functions left in a select list by canonicalization, run
// with the semantics PostgreSQL 10+ and DuckDB share:
//
//   - DuckDB's UNNEST with named parameters (recursive := true,
//     max_depth := n, keep_parent_names := true) and UNNEST nested in
//     UNNEST, which canonicalization does not plan;
//   - table functions the executor has (information_schema._pg_expandarray,
//     generate_subscripts...) called in a select list, whose value is their
//     one column, or a record of their columns.
//
// Every such call of the select list not inside another one runs at the
// top level, zipped with the others (the shorter padded with NULL; a NULL
// or empty list yields nothing); a call inside the argument of another
// runs one level below it, per row of its own level. recursive := true
// unnests every list level of the argument's type, then expands struct
// elements into columns, level after level; max_depth := n does the same
// for n levels (lists first, then structs); a list inside a struct is
// never unnested. UNNEST of a struct expands its fields into columns, only
// as a whole select item; expanded columns are named after their fields,
// or after the path of parent fields joined with '.' under
// keep_parent_names := true.
//
// Each level is a TableFunctionNode zipping that level's calls, over the
// FROM clause; the binder replaces each call by its generated value.

// srfQualifier qualifies the hidden columns of the planned calls.
const srfQualifier = "__srf"

type srfKind uint8

const (
	srfNone srfKind = iota
	srfUnnest
	srfTable
)

type selSRF struct {
	f        *ast.Func
	kind     srfKind
	args     []Expr
	factory  TableFunctionFactory
	depth    int         // depth from the top of its outermost level
	levels   [][]ColMeta // per level, outermost first: unnest one column, a table function its columns
	structs  int         // struct levels to expand (-1: all)
	keepPath bool
	children []*selSRF
	val      Expr // the call's value, over the outermost level's columns
}

type srfPlanner struct {
	p     *planner
	sc    *scope
	subst map[ast.Node]Expr
	n     int
	late  bool // the calls run after the grouping
}

// selectSRF tells whether f is a set-returning call the executor plans
// itself in a select list.
func (p *planner) selectSRF(f *ast.Func) srfKind {
	if f.Over != nil || f.Filter != nil {
		return srfNone
	}
	name := strings.ToLower(f.Name.Last().Name)
	if p.eng.db.function(name) != nil {
		return srfNone
	}
	if len(f.Name) == 1 && name == "unnest" {
		return srfUnnest
	}
	if lookupTableFunction(name) != nil && (lookupFunc(name) == nil || p.eng.opts.pgTableFunc(name)) && !isAggregateName(name) {
		return srfTable
	}
	return srfNone
}

// outermostSRFs lists the set-returning calls of e not inside another one,
// nor inside a subquery or a lambda (planned on their own).
func (p *planner) outermostSRFs(e ast.Expr) []*ast.Func {
	var out []*ast.Func
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Lambda:
			return false
		case *ast.Func:
			if p.selectSRF(x) != srfNone {
				out = append(out, x)
				return false
			}
		}
		return true
	})
	return out
}

// srfPlan is the bound set-returning calls of a select list, to attach
// over the node they run on.
type srfPlan struct {
	all      []*selSRF
	maxDepth int
}

// planSelectSRFs binds the select list's set-returning calls in sc (nil
// plan when there are none). It returns the plan, the values the binder
// puts in place of the calls, and, for the items that expand a struct,
// their bound columns.
//
// late calls run after the grouping: their arguments may call aggregates
// and (DuckDB) name the aliases of the other select items.
func (p *planner) planSelectSRFs(sel *ast.Select, sc *scope, late bool) (*srfPlan, map[ast.Node]Expr, map[int][]selItem, error) {
	has := false
	for _, it := range sel.Items {
		if len(p.outermostSRFs(it.Expr)) > 0 {
			has = true
			break
		}
	}
	if !has {
		return nil, nil, nil, nil
	}
	u := &srfPlanner{p: p, sc: sc, subst: map[ast.Node]Expr{}, late: late}
	if late && p.eng.opts.LateralColumnAliases {
		sc.aliases = map[string]Expr{}
		for _, it := range sel.Items {
			if it.Alias == nil || len(p.outermostSRFs(it.Expr)) > 0 {
				continue
			}
			b := &binder{p: p, sc: sc, allowAgg: true, windows: sel.Windows}
			if e, err := b.bind(it.Expr); err == nil {
				if k := strings.ToLower(it.Alias.Name); sc.aliases[k] == nil {
					sc.aliases[k] = e
				}
			}
		}
		defer func() { sc.aliases = nil }()
	}
	var tops []*selSRF
	expanded := map[int][]selItem{}
	for i, it := range sel.Items {
		for _, f := range p.outermostSRFs(it.Expr) {
			c, err := u.call(f)
			if err != nil {
				return nil, nil, nil, err
			}
			tops = append(tops, c)
			if c.kind == srfUnnest && c.structs != 0 && c.val.Type().Kind == ast.TypeStruct {
				if ast.Expr(f) != it.Expr {
					return nil, nil, nil, errAt(f, "UNNEST() of a struct can only be applied as the root element of a select item")
				}
				expanded[i] = u.expandStruct(c)
			} else if len(c.levels) == 0 {
				return nil, nil, nil, errAt(f, "UNNEST() needs a list or a struct, got %s", c.val.Type())
			}
		}
	}
	// depths, top-down
	maxDepth := -1
	var all []*selSRF
	var assign func(c *selSRF, d int)
	assign = func(c *selSRF, d int) {
		c.depth = d
		all = append(all, c)
		maxDepth = max(maxDepth, d+len(c.levels)-1)
		for _, ch := range c.children {
			assign(ch, d+len(c.levels))
		}
	}
	for _, c := range tops {
		assign(c, 0)
	}
	return &srfPlan{all: all, maxDepth: maxDepth}, u.subst, expanded, nil
}

// mapArgs maps the arguments of the outermost levels' calls (after a
// grouping: onto the group keys and aggregates).
func (sp *srfPlan) mapArgs(rw func(Expr) (Expr, error)) error {
	for _, c := range sp.all {
		for k, a := range c.args {
			x, err := rw(a)
			if err != nil {
				return err
			}
			c.args[k] = x
		}
	}
	return nil
}

// attach plans the calls over node: one zipping table function per level,
// the outermost list first. rw, when not nil, maps the calls' arguments
// onto node's columns (after a grouping: the group keys and aggregates).
func (sp *srfPlan) attach(node Node, rw func(Expr) (Expr, error)) (Node, error) {
	all := sp.all
	for lvl := sp.maxDepth; lvl >= 0; lvl-- {
		tf := &TableFunc{}
		for _, c := range all {
			i := lvl - c.depth // index into c.levels
			if i < 0 || i >= len(c.levels) {
				continue
			}
			g := &GenCall{Kind: ast.GenUnnest, Name: "unnest", Args: c.args, NCols: len(c.levels[i]), Collection: ast.CollArray}
			if c.kind == srfTable {
				g.Kind, g.Name, g.UDF = ast.GenFunc, strings.ToLower(c.f.Name.Last().Name), c.factory
			}
			if i+1 < len(c.levels) {
				col := c.levels[i+1][0]
				g.Args = []Expr{&ColRef{ID: col.ID, Name: col.Name, T: col.Type}}
			} else if rw != nil {
				g.Args = make([]Expr, len(c.args))
				for k, a := range c.args {
					x, err := rw(a)
					if err != nil {
						return nil, err
					}
					g.Args[k] = x
				}
			}
			tf.Gens = append(tf.Gens, g)
			tf.Cols = append(tf.Cols, c.levels[i]...)
		}
		if len(tf.Gens) > 0 {
			node = &TableFunctionNode{Input: node, Funcs: []*TableFunc{tf}}
		}
	}
	return node, nil
}

// expandStruct lists the columns a whole select item UNNEST of a struct
// yields.
func (u *srfPlanner) expandStruct(c *selSRF) []selItem {
	var cols []selItem
	var expand func(v Expr, path []string, levels int)
	expand = func(v Expr, path []string, levels int) {
		t := v.Type()
		if t.Kind != ast.TypeStruct || levels == 0 || len(t.Fields) == 0 {
			name := path[len(path)-1]
			if c.keepPath {
				name = strings.Join(path, ".")
			}
			cols = append(cols, selItem{expr: v, name: name, ast: c.f})
			return
		}
		for _, f := range t.Fields {
			expand(&FieldE{X: v, Name: f.Name, T: f.Type}, append(append([]string(nil), path...), f.Name), levels-1)
		}
	}
	for _, f := range c.val.Type().Fields {
		expand(&FieldE{X: c.val, Name: f.Name, T: f.Type}, []string{f.Name}, c.structs-1)
	}
	return cols
}

// call binds one set-returning call (and the calls inside its arguments).
func (u *srfPlanner) call(f *ast.Func) (*selSRF, error) {
	c := &selSRF{f: f, kind: u.p.selectSRF(f)}
	// the calls inside the arguments first
	for _, a := range f.Args {
		for _, inner := range u.p.outermostSRFs(a) {
			ch, err := u.call(inner)
			if err != nil {
				return nil, err
			}
			if len(ch.levels) == 0 {
				return nil, errAt(inner, "UNNEST() of a struct can only be applied as the root element of a select item")
			}
			c.children = append(c.children, ch)
		}
	}
	b := &binder{p: u.p, sc: u.sc, srf: u.subst, allowAgg: u.late, aliasFallback: u.late}
	if c.kind == srfTable {
		return c, u.tableCall(c, b)
	}
	var arg ast.Expr
	recursive, maxDepth := false, -1
	for _, a := range f.Args {
		na, ok := a.(*ast.NamedArg)
		if !ok {
			if arg != nil {
				return nil, errAt(f, "UNNEST() in a select list takes one list")
			}
			arg = a
			continue
		}
		v, err := u.constValue(b, na)
		if err != nil {
			return nil, err
		}
		switch strings.ToLower(na.Name.Name) {
		case "recursive", "keep_parent_names":
			if v.k != KindBool {
				return nil, errAt(na, "UNNEST(): %s must be a boolean", na.Name.Name)
			}
			if strings.EqualFold(na.Name.Name, "recursive") {
				recursive = recursive || v.Bool()
			} else {
				c.keepPath = v.Bool()
			}
		case "max_depth":
			n, err := argInt(v)
			if err != nil || n < 1 {
				return nil, errAt(na, "UNNEST(): max_depth must be a positive integer")
			}
			maxDepth = int(n)
		default:
			return nil, errAt(na, "UNNEST() has no parameter %s", na.Name.Name)
		}
	}
	if arg == nil {
		return nil, errAt(f, "UNNEST() needs an argument")
	}
	x, err := b.bind(arg)
	if err != nil {
		return nil, err
	}
	c.args = []Expr{x}
	t := x.Type()
	lists := 0
	switch {
	case recursive || maxDepth > 0:
		for (t.Kind == ast.TypeArray || t.Kind == ast.TypeUnknown && lists == 0) && (maxDepth < 0 || lists < maxDepth) {
			lists++
			t = t.elem()
		}
		c.structs = -1
		if maxDepth > 0 {
			c.structs = maxDepth - lists
		}
	case t.Kind == ast.TypeStruct:
		c.structs = 1
	default:
		lists = 1
	}
	// level columns: the outermost holds the innermost element type
	ts := make([]Type, lists)
	et := x.Type()
	for i := lists - 1; i >= 0; i-- {
		et = et.elem()
		ts[i] = et
	}
	for i := range lists {
		c.levels = append(c.levels, []ColMeta{u.col(ts[i])})
	}
	c.val = x
	if lists > 0 {
		col := c.levels[0][0]
		c.val = &ColRef{ID: col.ID, Name: col.Name, T: col.Type}
	}
	u.subst[f] = c.val
	return c, nil
}

// tableCall binds a table function call: one level of its columns; its
// value is its one column, or a record of them.
func (u *srfPlanner) tableCall(c *selSRF, b *binder) error {
	name := strings.ToLower(c.f.Name.Last().Name)
	for _, a := range c.f.Args {
		if _, ok := a.(*ast.NamedArg); ok {
			return errAt(a, "%s takes no named arguments", name)
		}
		x, err := b.bind(a)
		if err != nil {
			return err
		}
		c.args = append(c.args, x)
	}
	c.factory = lookupTableFunction(name)
	fn, names, err := c.factory(len(c.args))
	if err != nil {
		return errAt(c.f, "%s: %v", name, err)
	}
	if fn != nil {
		_ = fn.Close()
	}
	if len(names) == 0 {
		return errAt(c.f, "%s yields no columns", name)
	}
	var cols []ColMeta
	for range names {
		cols = append(cols, u.col(tUnknown))
	}
	c.levels = [][]ColMeta{cols}
	if len(cols) == 1 {
		c.val = &ColRef{ID: cols[0].ID, Name: names[0], T: cols[0].Type}
	} else {
		s := &StructE{T: Type{Kind: ast.TypeStruct}}
		for i, col := range cols {
			s.Names = append(s.Names, names[i])
			s.Vals = append(s.Vals, &ColRef{ID: col.ID, Name: col.Name, T: col.Type})
			s.T.Fields = append(s.T.Fields, FieldType{names[i], col.Type})
		}
		c.val = s
	}
	u.subst[c.f] = c.val
	return nil
}

func (u *srfPlanner) col(t Type) ColMeta {
	u.n++
	return u.p.newCol("__srf"+itoa(u.n), srfQualifier, t)
}

func (u *srfPlanner) constValue(b *binder, na *ast.NamedArg) (Value, error) {
	x, err := b.bind(na.Value)
	if err != nil {
		return Null, err
	}
	v, err := u.p.constEval(x)
	if err != nil {
		return Null, errAt(na, "UNNEST(): %s must be a constant", na.Name.Name)
	}
	return v, nil
}

// astHasAggregate reports whether a select list calls an aggregate (not
// as a window function, nor inside a subquery or a lambda).
func astHasAggregate(items []*ast.SelectItem) bool {
	found := false
	for _, it := range items {
		ast.Inspect(it.Expr, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery, *ast.Lambda:
				return false
			case *ast.Func:
				if x.Over == nil && isAggregateName(strings.ToLower(x.Name.Last().Name)) {
					found = true
				}
			}
			return !found
		})
	}
	return found
}

// checkLate refuses what would read the calls' values below them when they
// run after the grouping: a GROUP BY key, HAVING, an aggregate or a window
// function over a call's value.
func (sp *srfPlan) checkLate(sel *ast.Select, keys []Expr, having Expr, items []selItem) error {
	ids := map[ColID]bool{}
	for _, c := range sp.all {
		for _, lvl := range c.levels {
			for _, col := range lvl {
				ids[col.ID] = true
			}
		}
	}
	uses := func(e Expr) bool {
		found := false
		mapExpr(e, func(x Expr) Expr {
			if cr, ok := x.(*ColRef); ok && ids[cr.ID] {
				found = true
			}
			return x
		})
		return found
	}
	for _, k := range keys {
		if uses(k) {
			return errAt(sel.GroupBy, "GROUP BY cannot use a set-returning function that runs after the grouping")
		}
	}
	if having != nil && uses(having) {
		return errAt(sel.Having, "HAVING cannot use a set-returning function of the select list")
	}
	for i, it := range items {
		bad := false
		mapExpr(it.expr, func(x Expr) Expr {
			switch x.(type) {
			case *AggCall, *WinCall:
				bad = bad || uses(x)
			}
			return x
		})
		if bad {
			var at ast.Node = sel
			if it.ast != nil {
				at = it.ast
			} else if i < len(sel.Items) {
				at = sel.Items[i]
			}
			return errAt(at, "an aggregate or window function cannot read a set-returning function of the same select list")
		}
	}
	return nil
}
