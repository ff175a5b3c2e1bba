package executor

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PlanTree is an EXPLAIN result: a tree of described plan nodes.
type PlanTree struct {
	Root *PlanNode `json:"root"`
}

// PlanNode is one node of an explained plan.
type PlanNode struct {
	ID       int         `json:"id"`
	Name     string      `json:"name"`
	Props    []PlanProp  `json:"props,omitempty"`
	Children []*PlanNode `json:"children,omitempty"`
}

// PlanProp is one "key: value" line of a node.
type PlanProp struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// Explain plans a statement and describes the plan.
func (e *Engine) Explain(stmt ast.Stmt) (_ *PlanTree, err error) {
	defer catchDuckZone(&err) // duck_zone_data.go: a constant read in a zone
	var q *ast.Query
	switch s := stmt.(type) {
	case *ast.QueryStmt:
		q = s.Query
	case *ast.Insert:
		q = s.Query
	case *ast.CreateTable:
		q = s.AsQuery
	case *ast.CreateView:
		q = s.Query
	case *ast.Explain:
		return e.Explain(s.Stmt)
	}
	if q == nil {
		return &PlanTree{Root: &PlanNode{ID: 0, Name: fmt.Sprintf("%T", stmt)}}, nil
	}
	n, err := e.plan(q)
	if err != nil {
		return nil, err
	}
	return ExplainPlan(n), nil
}

// ExplainPlan describes a plan. Nodes are numbered bottom-up as Doris does.
func ExplainPlan(n Node) *PlanTree {
	id := 0
	var describe func(n Node) *PlanNode
	describe = func(n Node) *PlanNode {
		pn := &PlanNode{}
		for _, c := range children(n) {
			pn.Children = append(pn.Children, describe(c))
		}
		pn.ID = id
		id++
		pn.Name, pn.Props = describeNode(n)
		return pn
	}
	return &PlanTree{Root: describe(n)}
}

func describeNode(n Node) (string, []PlanProp) {
	var props []PlanProp
	add := func(k, v string) { props = append(props, PlanProp{k, v}) }
	cols := func(cs []ColMeta) string {
		var out []string
		for _, c := range cs {
			out = append(out, c.Name)
		}
		return strings.Join(out, ", ")
	}
	exprs := func(es []Expr) string {
		var out []string
		for _, e := range es {
			out = append(out, ExprString(e))
		}
		return strings.Join(out, ", ")
	}
	switch x := n.(type) {
	case *Scan:
		add("table", x.Name)
		add("columns", cols(x.Cols))
		return "SCAN " + x.Name, props
	case *ValuesNode:
		add("rows", fmt.Sprint(len(x.Rows)))
		return "VALUES", props
	case *Filter:
		add("predicates", ExprString(x.Cond))
		return "FILTER", props
	case *Project:
		add("output", exprs(x.Exprs))
		return "PROJECT", props
	case *Aggregate:
		var aggs []Expr
		for _, a := range x.Aggs {
			aggs = append(aggs, a)
		}
		add("output", exprs(aggs))
		add("group by", exprs(x.Keys))
		if len(x.Sets) > 1 {
			var sets []string
			for _, s := range x.Sets {
				var names []string
				for _, k := range s {
					names = append(names, ExprString(x.Keys[k]))
				}
				sets = append(sets, "("+strings.Join(names, ", ")+")")
			}
			add("grouping sets", strings.Join(sets, ", "))
		}
		return "AGGREGATE", props
	case *Sort:
		var b strings.Builder
		fmtSortKeys(&b, x.Keys, false)
		add("order by", b.String())
		return "SORT", props
	case *Limit:
		add("limit", fmt.Sprint(x.Count))
		if x.Offset > 0 {
			add("offset", fmt.Sprint(x.Offset))
		}
		return "LIMIT", props
	case *Distinct:
		if x.On != nil {
			add("on", exprs(x.On))
		}
		return "DISTINCT", props
	case *SetOp:
		kind := x.Kind.String()
		if x.All {
			kind += " ALL"
		}
		add("op", kind)
		return "SET OPERATION", props
	case *Join:
		add("join op", x.Kind.String())
		if len(x.LeftKeys) > 0 {
			var eqs []string
			for i := range x.LeftKeys {
				op := "="
				if x.NullSafe[i] {
					op = "<=>"
				}
				eqs = append(eqs, ExprString(x.LeftKeys[i])+" "+op+" "+ExprString(x.RightKeys[i]))
			}
			add("equal join conjunct", strings.Join(eqs, ", "))
		}
		if x.Cond != nil {
			add("other join predicates", ExprString(x.Cond))
		}
		if len(x.LeftKeys) > 0 {
			return "HASH JOIN", props
		}
		return "NESTED LOOP JOIN", props
	case *CrossJoin:
		return "CROSS JOIN", props
	case *Apply:
		add("join op", x.Kind.String())
		var ps []string
		for _, id := range x.Params {
			ps = append(ps, fmt.Sprintf("#%d", id))
		}
		add("correlated", strings.Join(ps, ", "))
		if x.Cond != nil {
			add("condition", ExprString(x.Cond))
		}
		return "APPLY", props
	case *TableFunctionNode:
		for _, f := range x.Funcs {
			var calls []string
			for _, g := range f.Gens {
				calls = append(calls, fmt.Sprintf("%s[%s](%s)", g.Name, g.Kind, exprs(g.Args)))
			}
			add("table function", strings.Join(calls, ", "))
			add("outer", fmt.Sprint(f.Outer))
			add("zip", fmt.Sprint(len(f.Gens) > 1))
			if f.Ordinality != nil {
				place := "last"
				if f.Ordinality.First {
					place = "first"
				}
				add("ordinality", fmt.Sprintf("base %d, %s, %s", f.Ordinality.Base, place, f.Ordinality.Name.Name))
			} else {
				add("ordinality", "none")
			}
			add("output slots", cols(f.Cols))
		}
		if x.On != nil {
			add("on", ExprString(x.On))
		}
		return "TABLE FUNCTION NODE", props
	case *Window:
		for _, f := range x.Funcs {
			add("function", ExprString(&WinCall{Fn: f}))
		}
		return "ANALYTIC", props
	case *Rename:
		add("columns", cols(x.Cols))
		return "RENAME", props
	case *RecursiveCTE:
		add("union all", fmt.Sprint(x.All))
		return "RECURSIVE CTE " + x.Work.name, props
	case *WorkScan:
		return "WORK TABLE SCAN " + x.Work.name, props
	}
	return fmt.Sprintf("%T", n), props
}

// Text renders the tree in Doris' EXPLAIN style: nodes from the root down,
// numbered bottom-up, properties under each, extra children of a join
// indented with |----.
func (t *PlanTree) Text() string {
	var b strings.Builder
	var render func(n *PlanNode, prefix string)
	render = func(n *PlanNode, prefix string) {
		fmt.Fprintf(&b, "%s%d:%s\n", prefix, n.ID, n.Name)
		for _, p := range n.Props {
			fmt.Fprintf(&b, "%s|  %s: %s\n", prefix, p.Key, p.Value)
		}
		if len(n.Children) == 0 {
			return
		}
		fmt.Fprintf(&b, "%s|\n", prefix)
		// the last child continues the main line; others hang off it
		for i := len(n.Children) - 1; i >= 1; i-- {
			c := n.Children[i]
			var sub strings.Builder
			saved := b
			b = sub
			render(c, "")
			text := b.String()
			b = saved
			lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
			for j, l := range lines {
				if j == 0 {
					fmt.Fprintf(&b, "%s|----%s\n", prefix, l)
				} else {
					fmt.Fprintf(&b, "%s|    %s\n", prefix, l)
				}
			}
			fmt.Fprintf(&b, "%s|\n", prefix)
		}
		render(n.Children[0], prefix)
	}
	if t.Root != nil {
		render(t.Root, "")
	}
	return b.String()
}

// JSON renders the tree as indented JSON.
func (t *PlanTree) JSON() string {
	out, _ := json.MarshalIndent(t, "", "  ")
	return string(out)
}

func explainResult(pt *PlanTree) *Result {
	lines := strings.Split(strings.TrimRight(pt.Text(), "\n"), "\n")
	tbl := NewTable("explain", []Column{{Name: "Explain String", Type: tVarchar}})
	for _, l := range lines {
		tbl.AppendRow([]Value{StringValue(l)})
	}
	scan := &Scan{Table: tbl, Name: "explain", Cols: []ColMeta{{ID: 1, Name: "Explain String", Type: tVarchar}}, Idx: []int{0}}
	ec := &execCtx{}
	op := &scanOp{node: scan}
	_ = op.Open(ec)
	return &Result{cols: []Column{{Name: "Explain String", Type: tVarchar}}, op: op, ec: ec, explain: pt}
}
