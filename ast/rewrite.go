package ast

import (
	"fmt"
	"reflect"
	"slices"
)

// Rewrite rewrites the tree rooted at n bottom-up, without changing it.
//
// For each node, in the post-order of Walk (children in source order, then
// the node), Rewrite first rewrites the node's children; if any child
// changed, it makes a shallow copy of the node holding the new children
// (slices of children are copied only when an element changed). It then
// calls f with that node, and f's result replaces the node in its parent. f
// returns its argument to leave the node as it is; it must not modify its
// argument, which may be a node of the input tree, but may modify a node it
// copies or builds. A node f returns is not rewritten again.
//
// The input tree is never modified, and an unchanged subtree is shared
// between input and output: Rewrite returns n itself when f changes
// nothing. A nil child is skipped and f is not called for it.
//
// f's result must fit the field it goes into: an Expr field takes an Expr,
// a *Query field a *Query. f may return nil for an optional child. Rewrite
// panics when a result does not fit, which is a programming error in f.
func Rewrite(n Node, f func(Node) Node) Node {
	if isNil(n) {
		return n
	}
	return rewrite(n, f)
}

// RewriteExpr is Rewrite for an expression. It panics if f turns the root
// into a node that is not an Expr.
func RewriteExpr(e Expr, f func(Node) Node) Expr {
	return rewriteRoot(e, f)
}

// RewriteQuery is Rewrite for a query. It panics if f turns the root into
// a node that is not a *Query.
func RewriteQuery(q *Query, f func(Node) Node) *Query {
	return rewriteRoot(q, f)
}

// RewriteStmt is Rewrite for a statement. It panics if f turns the root
// into a node that is not a Stmt.
func RewriteStmt(s Stmt, f func(Node) Node) Stmt {
	return rewriteRoot(s, f)
}

func rewriteRoot[T Node](n T, f func(Node) Node) T {
	var changed bool
	return child(nil, n, f, &changed)
}

// child rewrites one child x of parent (nil for a root). It sets *changed
// when the result is not x.
func child[T Node](parent Node, x T, f func(Node) Node, changed *bool) T {
	old := Node(x)
	if isNil(old) {
		return x
	}
	n := rewrite(old, f)
	if n == old {
		return x
	}
	*changed = true
	if n == nil {
		var zero T
		return zero
	}
	t, ok := n.(T)
	if !ok {
		where := "at the root"
		if parent != nil {
			where = fmt.Sprintf("in a %T", parent)
		}
		panic(fmt.Sprintf("ast.Rewrite: f replaced %T with %T %s, where only a %v fits",
			old, n, where, reflect.TypeFor[T]()))
	}
	return t
}

// list rewrites a slice of children, copying it only when an element changed.
func list[T Node](parent Node, xs []T, f func(Node) Node, changed *bool) []T {
	var out []T
	for i, x := range xs {
		var c bool
		y := child(parent, x, f, &c)
		if c {
			if out == nil {
				out = slices.Clone(xs)
			}
			out[i] = y
		}
	}
	if out == nil {
		return xs
	}
	*changed = true
	return out
}

// rows rewrites a [][]Expr, copying the outer slice and each row only when
// an element changed.
func rows(parent Node, rs [][]Expr, f func(Node) Node, changed *bool) [][]Expr {
	var out [][]Expr
	for i, r := range rs {
		var c bool
		nr := list(parent, r, f, &c)
		if c {
			if out == nil {
				out = slices.Clone(rs)
			}
			out[i] = nr
		}
	}
	if out == nil {
		return rs
	}
	*changed = true
	return out
}

// rewrite rewrites the children of the non-nil node n, copying it if one
// changed, and returns f's result for it.
func rewrite(n Node, f func(Node) Node) Node {
	var c bool // a child changed
	switch n := n.(type) {
	// Expressions.
	case *Literal, *Param, *ColumnRef, *Star:
		// leaves
	case *TypedLit:
		typ := child(n, n.Type, f, &c)
		if c {
			cp := *n
			cp.Type = typ
			return f(&cp)
		}
	case *Interval:
		val := child(n, n.Value, f, &c)
		if c {
			cp := *n
			cp.Value = val
			return f(&cp)
		}
	case *Unary:
		x := child(n, n.X, f, &c)
		if c {
			cp := *n
			cp.X = x
			return f(&cp)
		}
	case *Binary:
		l := child(n, n.L, f, &c)
		r := child(n, n.R, f, &c)
		if c {
			cp := *n
			cp.L, cp.R = l, r
			return f(&cp)
		}
	case *IsNull:
		x := child(n, n.X, f, &c)
		if c {
			cp := *n
			cp.X = x
			return f(&cp)
		}
	case *IsTruth:
		x := child(n, n.X, f, &c)
		if c {
			cp := *n
			cp.X = x
			return f(&cp)
		}
	case *Like:
		x := child(n, n.X, f, &c)
		pat := child(n, n.Pattern, f, &c)
		esc := child(n, n.Escape, f, &c)
		if c {
			cp := *n
			cp.X, cp.Pattern, cp.Escape = x, pat, esc
			return f(&cp)
		}
	case *Between:
		x := child(n, n.X, f, &c)
		lo := child(n, n.Lo, f, &c)
		hi := child(n, n.Hi, f, &c)
		if c {
			cp := *n
			cp.X, cp.Lo, cp.Hi = x, lo, hi
			return f(&cp)
		}
	case *InList:
		x := child(n, n.X, f, &c)
		l := list(n, n.List, f, &c)
		if c {
			cp := *n
			cp.X, cp.List = x, l
			return f(&cp)
		}
	case *InSubquery:
		x := child(n, n.X, f, &c)
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.X, cp.Query = x, q
			return f(&cp)
		}
	case *Exists:
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Query = q
			return f(&cp)
		}
	case *Subquery:
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Query = q
			return f(&cp)
		}
	case *Quantified:
		x := child(n, n.X, f, &c)
		q := child(n, n.Query, f, &c)
		arr := child(n, n.Array, f, &c)
		if c {
			cp := *n
			cp.X, cp.Query, cp.Array = x, q, arr
			return f(&cp)
		}
	case *Case:
		op := child(n, n.Operand, f, &c)
		whens := list(n, n.Whens, f, &c)
		els := child(n, n.Else, f, &c)
		if c {
			cp := *n
			cp.Operand, cp.Whens, cp.Else = op, whens, els
			return f(&cp)
		}
	case *When:
		cond := child(n, n.Cond, f, &c)
		res := child(n, n.Result, f, &c)
		if c {
			cp := *n
			cp.Cond, cp.Result = cond, res
			return f(&cp)
		}
	case *Cast:
		x := child(n, n.X, f, &c)
		typ := child(n, n.Type, f, &c)
		if c {
			cp := *n
			cp.X, cp.Type = x, typ
			return f(&cp)
		}
	case *Extract:
		x := child(n, n.X, f, &c)
		if c {
			cp := *n
			cp.X = x
			return f(&cp)
		}
	case *Func:
		args := list(n, n.Args, f, &c)
		ob := list(n, n.OrderBy, f, &c)
		wg := list(n, n.WithinGroup, f, &c)
		filt := child(n, n.Filter, f, &c)
		over := child(n, n.Over, f, &c)
		if c {
			cp := *n
			cp.Args, cp.OrderBy, cp.WithinGroup, cp.Filter, cp.Over = args, ob, wg, filt, over
			return f(&cp)
		}
	case *NamedArg:
		val := child(n, n.Value, f, &c)
		if c {
			cp := *n
			cp.Value = val
			return f(&cp)
		}
	case *Lambda:
		body := child(n, n.Body, f, &c)
		if c {
			cp := *n
			cp.Body = body
			return f(&cp)
		}
	case *Array:
		elems := list(n, n.Elems, f, &c)
		if c {
			cp := *n
			cp.Elems = elems
			return f(&cp)
		}
	case *ArrayQuery:
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Query = q
			return f(&cp)
		}
	case *Map:
		// Keys and values alternate, as in Walk.
		var keys, vals []Expr
		for i := range max(len(n.Keys), len(n.Values)) {
			if i < len(n.Keys) {
				var kc bool
				if k := child(n, n.Keys[i], f, &kc); kc {
					if keys == nil {
						keys = slices.Clone(n.Keys)
					}
					keys[i] = k
				}
			}
			if i < len(n.Values) {
				var vc bool
				if v := child(n, n.Values[i], f, &vc); vc {
					if vals == nil {
						vals = slices.Clone(n.Values)
					}
					vals[i] = v
				}
			}
		}
		if keys != nil || vals != nil {
			cp := *n
			if keys != nil {
				cp.Keys = keys
			}
			if vals != nil {
				cp.Values = vals
			}
			return f(&cp)
		}
	case *Struct:
		fields := list(n, n.Fields, f, &c)
		if c {
			cp := *n
			cp.Fields = fields
			return f(&cp)
		}
	case *StructField:
		val := child(n, n.Value, f, &c)
		if c {
			cp := *n
			cp.Value = val
			return f(&cp)
		}
	case *Subscript:
		x := child(n, n.X, f, &c)
		idx := child(n, n.Index, f, &c)
		if c {
			cp := *n
			cp.X, cp.Index = x, idx
			return f(&cp)
		}
	case *Slice:
		x := child(n, n.X, f, &c)
		lo := child(n, n.Lo, f, &c)
		hi := child(n, n.Hi, f, &c)
		if c {
			cp := *n
			cp.X, cp.Lo, cp.Hi = x, lo, hi
			return f(&cp)
		}
	case *FieldAccess:
		x := child(n, n.X, f, &c)
		if c {
			cp := *n
			cp.X = x
			return f(&cp)
		}
	case *FieldStar:
		x := child(n, n.X, f, &c)
		if c {
			cp := *n
			cp.X = x
			return f(&cp)
		}
	case *Collate:
		x := child(n, n.X, f, &c)
		if c {
			cp := *n
			cp.X = x
			return f(&cp)
		}
	case *AtTimeZone:
		x := child(n, n.X, f, &c)
		zone := child(n, n.Zone, f, &c)
		if c {
			cp := *n
			cp.X, cp.Zone = x, zone
			return f(&cp)
		}
	case *GroupingSets:
		sets := rows(n, n.Sets, f, &c)
		if c {
			cp := *n
			cp.Sets = sets
			return f(&cp)
		}
	case *Rollup:
		exprs := list(n, n.Exprs, f, &c)
		if c {
			cp := *n
			cp.Exprs = exprs
			return f(&cp)
		}
	case *Cube:
		exprs := list(n, n.Exprs, f, &c)
		if c {
			cp := *n
			cp.Exprs = exprs
			return f(&cp)
		}

	// Queries.
	case *Query:
		with := child(n, n.With, f, &c)
		body := child(n, n.Body, f, &c)
		ob := list(n, n.OrderBy, f, &c)
		cb := list(n, n.ClusterBy, f, &c)
		db := list(n, n.DistributeBy, f, &c)
		sb := list(n, n.SortBy, f, &c)
		lim := child(n, n.Limit, f, &c)
		off := child(n, n.Offset, f, &c)
		if c {
			cp := *n
			cp.With, cp.Body, cp.OrderBy = with, body, ob
			cp.ClusterBy, cp.DistributeBy, cp.SortBy = cb, db, sb
			cp.Limit, cp.Offset = lim, off
			return f(&cp)
		}
	case *With:
		ctes := list(n, n.CTEs, f, &c)
		if c {
			cp := *n
			cp.CTEs = ctes
			return f(&cp)
		}
	case *CTE:
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Query = q
			return f(&cp)
		}
	case *Select:
		don := list(n, n.DistinctOn, f, &c)
		items := list(n, n.Items, f, &c)
		from := list(n, n.From, f, &c)
		lvs := list(n, n.LateralViews, f, &c)
		where := child(n, n.Where, f, &c)
		gb := child(n, n.GroupBy, f, &c)
		having := child(n, n.Having, f, &c)
		wins := list(n, n.Windows, f, &c)
		qual := child(n, n.Qualify, f, &c)
		if c {
			cp := *n
			cp.DistinctOn, cp.Items, cp.From, cp.LateralViews = don, items, from, lvs
			cp.Where, cp.GroupBy, cp.Having, cp.Windows, cp.Qualify = where, gb, having, wins, qual
			return f(&cp)
		}
	case *SelectItem:
		x := child(n, n.Expr, f, &c)
		if c {
			cp := *n
			cp.Expr = x
			return f(&cp)
		}
	case *GroupBy:
		items := list(n, n.Items, f, &c)
		if c {
			cp := *n
			cp.Items = items
			return f(&cp)
		}
	case *SetOp:
		l := child(n, n.L, f, &c)
		r := child(n, n.R, f, &c)
		if c {
			cp := *n
			cp.L, cp.R = l, r
			return f(&cp)
		}
	case *Values:
		rs := rows(n, n.Rows, f, &c)
		if c {
			cp := *n
			cp.Rows = rs
			return f(&cp)
		}
	case *Describe:
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Query = q
			return f(&cp)
		}
	case *OrderItem:
		x := child(n, n.Expr, f, &c)
		if c {
			cp := *n
			cp.Expr = x
			return f(&cp)
		}
	case *NamedWindow:
		spec := child(n, n.Spec, f, &c)
		if c {
			cp := *n
			cp.Spec = spec
			return f(&cp)
		}
	case *WindowSpec:
		pb := list(n, n.PartitionBy, f, &c)
		ob := list(n, n.OrderBy, f, &c)
		fr := child(n, n.Frame, f, &c)
		if c {
			cp := *n
			cp.PartitionBy, cp.OrderBy, cp.Frame = pb, ob, fr
			return f(&cp)
		}
	case *Frame:
		start := child(n, n.Start, f, &c)
		end := child(n, n.End, f, &c)
		if c {
			cp := *n
			cp.Start, cp.End = start, end
			return f(&cp)
		}
	case *FrameBound:
		off := child(n, n.Offset, f, &c)
		if c {
			cp := *n
			cp.Offset = off
			return f(&cp)
		}

	// Relations.
	case *Alias:
		// leaf
	case *Table:
		a := child(n, n.Alias, f, &c)
		if c {
			cp := *n
			cp.Alias = a
			return f(&cp)
		}
	case *Derived:
		q := child(n, n.Query, f, &c)
		a := child(n, n.Alias, f, &c)
		if c {
			cp := *n
			cp.Query, cp.Alias = q, a
			return f(&cp)
		}
	case *Join:
		l := child(n, n.Left, f, &c)
		r := child(n, n.Right, f, &c)
		on := child(n, n.On, f, &c)
		if c {
			cp := *n
			cp.Left, cp.Right, cp.On = l, r, on
			return f(&cp)
		}
	case *Unnest:
		args := list(n, n.Args, f, &c)
		a := child(n, n.Alias, f, &c)
		if c {
			cp := *n
			cp.Args, cp.Alias = args, a
			return f(&cp)
		}
	case *TableFunc:
		fn := child(n, n.Func, f, &c)
		a := child(n, n.Alias, f, &c)
		if c {
			cp := *n
			cp.Func, cp.Alias = fn, a
			return f(&cp)
		}
	case *RowsFrom:
		fns := list(n, n.Funcs, f, &c)
		a := child(n, n.Alias, f, &c)
		if c {
			cp := *n
			cp.Funcs, cp.Alias = fns, a
			return f(&cp)
		}
	case *LateralView:
		fn := child(n, n.Func, f, &c)
		if c {
			cp := *n
			cp.Func = fn
			return f(&cp)
		}
	case *Lateral:
		in := child(n, n.Input, f, &c)
		gens := list(n, n.Gens, f, &c)
		ord := child(n, n.Ordinality, f, &c)
		a := child(n, n.Alias, f, &c)
		types := list(n, n.Types, f, &c)
		on := child(n, n.On, f, &c)
		if c {
			cp := *n
			cp.Input, cp.Gens, cp.Ordinality, cp.Alias, cp.Types, cp.On = in, gens, ord, a, types, on
			return f(&cp)
		}
	case *Generator:
		args := list(n, n.Args, f, &c)
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Args, cp.Query = args, q
			return f(&cp)
		}
	case *Ordinality:
		// leaf

	// Statements.
	case *Script:
		stmts := list(n, n.Stmts, f, &c)
		if c {
			cp := *n
			cp.Stmts = stmts
			return f(&cp)
		}
	case *QueryStmt:
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Query = q
			return f(&cp)
		}
	case *Explain:
		s := child(n, n.Stmt, f, &c)
		if c {
			cp := *n
			cp.Stmt = s
			return f(&cp)
		}
	case *CreateTable:
		cols := list(n, n.Columns, f, &c)
		pb := list(n, n.PartitionBy, f, &c)
		rf := child(n, n.RowFormat, f, &c)
		props := list(n, n.Properties, f, &c)
		q := child(n, n.AsQuery, f, &c)
		if c {
			cp := *n
			cp.Columns, cp.PartitionBy, cp.RowFormat, cp.Properties, cp.AsQuery = cols, pb, rf, props, q
			return f(&cp)
		}
	case *ColumnDef:
		typ := child(n, n.Type, f, &c)
		if c {
			cp := *n
			cp.Type = typ
			return f(&cp)
		}
	case *RowFormat:
		// leaf
	case *Property:
		val := child(n, n.Value, f, &c)
		if c {
			cp := *n
			cp.Value = val
			return f(&cp)
		}
	case *CreateView:
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Query = q
			return f(&cp)
		}
	case *Insert:
		part := list(n, n.Partition, f, &c)
		q := child(n, n.Query, f, &c)
		if c {
			cp := *n
			cp.Partition, cp.Query = part, q
			return f(&cp)
		}
	case *PartitionValue:
		val := child(n, n.Value, f, &c)
		if c {
			cp := *n
			cp.Value = val
			return f(&cp)
		}
	case *Drop, *LoadData:
		// leaves
	case *CreateFunction:
		params := list(n, n.Params, f, &c)
		rt := list(n, n.ReturnsTable, f, &c)
		ret := child(n, n.Returns, f, &c)
		if c {
			cp := *n
			cp.Params, cp.ReturnsTable, cp.Returns = params, rt, ret
			return f(&cp)
		}
	case *CreateType:
		fields := list(n, n.Fields, f, &c)
		if c {
			cp := *n
			cp.Fields = fields
			return f(&cp)
		}
	case *Set:
		val := child(n, n.Value, f, &c)
		if c {
			cp := *n
			cp.Value = val
			return f(&cp)
		}

	// Types.
	case *TypeName:
		elem := child(n, n.Elem, f, &c)
		key := child(n, n.Key, f, &c)
		val := child(n, n.Value, f, &c)
		fields := list(n, n.Fields, f, &c)
		if c {
			cp := *n
			cp.Elem, cp.Key, cp.Value, cp.Fields = elem, key, val, fields
			return f(&cp)
		}
	case *FieldType:
		typ := child(n, n.Type, f, &c)
		if c {
			cp := *n
			cp.Type = typ
			return f(&cp)
		}

	default:
		panic(fmt.Sprintf("ast.Rewrite: unexpected node type %T", n))
	}
	return f(n)
}
