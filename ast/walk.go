package ast

import (
	"fmt"
	"iter"
	"unsafe"
)

// A Visitor's Visit method is invoked for each node encountered by Walk.
// If the result visitor w is not nil, Walk visits each of the children
// of node with the visitor w, followed by a call of w.Visit(nil).
type Visitor interface {
	Visit(node Node) (w Visitor)
}

// Walk traverses a syntax tree in depth-first order: it starts by calling
// v.Visit(node); node must not be nil. If the visitor w returned by
// v.Visit(node) is not nil, Walk is invoked recursively with visitor w for
// each of the non-nil children of node, followed by a call of w.Visit(nil).
//
// Children are visited in source order. Where the tree does not keep the
// order as written (Map keys and values, the Hive clauses of a Query), the
// order is the usual one: a Map's keys and values alternate k1, v1, k2, v2
// as in map(k1, v1, ...), and a Query's clauses come as ORDER BY, CLUSTER BY,
// DISTRIBUTE BY, SORT BY, LIMIT, OFFSET.
//
// Ident and QName values are leaves held by their nodes, not nodes
// themselves: Walk does not visit them. A nil interface or nil pointer
// child is skipped; Walk panics on a node type it does not know.
func Walk(v Visitor, node Node) {
	if isNil(node) {
		return
	}
	if v = v.Visit(node); v == nil {
		return
	}

	switch n := node.(type) {
	// Expressions.
	case *Literal, *Param, *ColumnRef, *Star:
		// leaves
	case *TypedLit:
		Walk(v, n.Type)
	case *Interval:
		Walk(v, n.Value)
	case *Unary:
		Walk(v, n.X)
	case *Binary:
		Walk(v, n.L)
		Walk(v, n.R)
	case *IsNull:
		Walk(v, n.X)
	case *IsTruth:
		Walk(v, n.X)
	case *Like:
		Walk(v, n.X)
		Walk(v, n.Pattern)
		Walk(v, n.Escape)
	case *Between:
		Walk(v, n.X)
		Walk(v, n.Lo)
		Walk(v, n.Hi)
	case *InList:
		Walk(v, n.X)
		walkList(v, n.List)
	case *InSubquery:
		Walk(v, n.X)
		Walk(v, n.Query)
	case *Exists:
		Walk(v, n.Query)
	case *Subquery:
		Walk(v, n.Query)
	case *Quantified:
		Walk(v, n.X)
		Walk(v, n.Query)
		Walk(v, n.Array)
	case *Case:
		Walk(v, n.Operand)
		walkList(v, n.Whens)
		Walk(v, n.Else)
	case *When:
		Walk(v, n.Cond)
		Walk(v, n.Result)
	case *Cast:
		Walk(v, n.X)
		Walk(v, n.Type)
	case *Extract:
		Walk(v, n.X)
	case *Func:
		walkList(v, n.Args)
		walkList(v, n.OrderBy)
		walkList(v, n.WithinGroup)
		Walk(v, n.Filter)
		Walk(v, n.Over)
	case *NamedArg:
		Walk(v, n.Value)
	case *Lambda:
		Walk(v, n.Body)
	case *Array:
		walkList(v, n.Elems)
	case *ArrayQuery:
		Walk(v, n.Query)
	case *Map:
		for i := range max(len(n.Keys), len(n.Values)) {
			if i < len(n.Keys) {
				Walk(v, n.Keys[i])
			}
			if i < len(n.Values) {
				Walk(v, n.Values[i])
			}
		}
	case *Struct:
		walkList(v, n.Fields)
	case *StructField:
		Walk(v, n.Value)
	case *Subscript:
		Walk(v, n.X)
		Walk(v, n.Index)
	case *Slice:
		Walk(v, n.X)
		Walk(v, n.Lo)
		Walk(v, n.Hi)
	case *FieldAccess:
		Walk(v, n.X)
	case *FieldStar:
		Walk(v, n.X)
	case *Collate:
		Walk(v, n.X)
	case *AtTimeZone:
		Walk(v, n.X)
		Walk(v, n.Zone)
	case *GroupingSets:
		for _, set := range n.Sets {
			walkList(v, set)
		}
	case *Rollup:
		walkList(v, n.Exprs)
	case *Cube:
		walkList(v, n.Exprs)

	// Queries.
	case *Query:
		Walk(v, n.With)
		Walk(v, n.Body)
		walkList(v, n.OrderBy)
		walkList(v, n.ClusterBy)
		walkList(v, n.DistributeBy)
		walkList(v, n.SortBy)
		Walk(v, n.Limit)
		Walk(v, n.Offset)
	case *With:
		walkList(v, n.CTEs)
	case *CTE:
		Walk(v, n.Query)
	case *Select:
		walkList(v, n.DistinctOn)
		walkList(v, n.Items)
		walkList(v, n.From)
		walkList(v, n.LateralViews)
		Walk(v, n.Where)
		Walk(v, n.GroupBy)
		Walk(v, n.Having)
		walkList(v, n.Windows)
		Walk(v, n.Qualify)
	case *SelectItem:
		Walk(v, n.Expr)
	case *GroupBy:
		walkList(v, n.Items)
	case *SetOp:
		Walk(v, n.L)
		Walk(v, n.R)
	case *Values:
		for _, row := range n.Rows {
			walkList(v, row)
		}
	case *Describe:
		Walk(v, n.Query)
	case *OrderItem:
		Walk(v, n.Expr)
	case *NamedWindow:
		Walk(v, n.Spec)
	case *WindowSpec:
		walkList(v, n.PartitionBy)
		walkList(v, n.OrderBy)
		Walk(v, n.Frame)
	case *Frame:
		Walk(v, n.Start)
		Walk(v, n.End)
	case *FrameBound:
		Walk(v, n.Offset)

	// Relations.
	case *Alias:
		// leaf
	case *Table:
		Walk(v, n.Alias)
	case *Derived:
		Walk(v, n.Query)
		Walk(v, n.Alias)
	case *Join:
		Walk(v, n.Left)
		Walk(v, n.Right)
		Walk(v, n.On)
	case *Unnest:
		walkList(v, n.Args)
		Walk(v, n.Alias)
	case *TableFunc:
		Walk(v, n.Func)
		Walk(v, n.Alias)
	case *RowsFrom:
		walkList(v, n.Funcs)
		Walk(v, n.Alias)
	case *LateralView:
		Walk(v, n.Func)
	case *Lateral:
		Walk(v, n.Input)
		walkList(v, n.Gens)
		Walk(v, n.Ordinality)
		Walk(v, n.Alias)
		walkList(v, n.Types)
		Walk(v, n.On)
	case *Generator:
		walkList(v, n.Args)
		Walk(v, n.Query)
	case *Ordinality:
		// leaf

	// Statements.
	case *Script:
		walkList(v, n.Stmts)
	case *QueryStmt:
		Walk(v, n.Query)
	case *Explain:
		Walk(v, n.Stmt)
	case *CreateTable:
		walkList(v, n.Columns)
		walkList(v, n.PartitionBy)
		Walk(v, n.RowFormat)
		walkList(v, n.Properties)
		Walk(v, n.AsQuery)
	case *ColumnDef:
		Walk(v, n.Type)
	case *RowFormat:
		// leaf
	case *Property:
		Walk(v, n.Value)
	case *CreateView:
		Walk(v, n.Query)
	case *Insert:
		walkList(v, n.Partition)
		Walk(v, n.Query)
	case *PartitionValue:
		Walk(v, n.Value)
	case *Drop, *LoadData:
		// leaves
	case *CreateFunction:
		walkList(v, n.Params)
		walkList(v, n.ReturnsTable)
		Walk(v, n.Returns)
	case *CreateType:
		walkList(v, n.Fields)
	case *Set:
		Walk(v, n.Value)

	// Types.
	case *TypeName:
		Walk(v, n.Elem)
		Walk(v, n.Key)
		Walk(v, n.Value)
		walkList(v, n.Fields)
	case *FieldType:
		Walk(v, n.Type)

	default:
		panic(fmt.Sprintf("ast.Walk: unexpected node type %T", n))
	}

	v.Visit(nil)
}

func walkList[N Node](v Visitor, list []N) {
	for _, n := range list {
		Walk(v, n)
	}
}

// isNil reports whether n is a nil interface or holds a nil pointer.
//
// It reads the interface's data word, which for a pointer is the pointer
// itself and for any other value (a Span, an Ident) points at a copy,
// never nil. Every walk asks this of every child: through reflect it was
// about 7 % of a translation's instructions.
func isNil(n Node) bool {
	if n == nil {
		return true
	}
	return (*[2]unsafe.Pointer)(unsafe.Pointer(&n))[1] == nil
}

type inspector func(Node) bool

func (f inspector) Visit(node Node) Visitor {
	if f(node) {
		return f
	}
	return nil
}

// Inspect traverses a syntax tree in depth-first order: it starts by
// calling f(node); node must not be nil. If f returns true, Inspect invokes
// f recursively for each of the non-nil children of node, followed by a
// call of f(nil).
func Inspect(node Node, f func(Node) bool) {
	Walk(inspector(f), node)
}

// Preorder returns an iterator over all the nodes of the tree rooted at
// root, in the depth-first preorder of Walk. Breaking out of the loop
// stops the traversal.
func Preorder(root Node) iter.Seq[Node] {
	return func(yield func(Node) bool) {
		ok := true
		Inspect(root, func(n Node) bool {
			if n != nil {
				ok = ok && yield(n)
			}
			return ok
		})
	}
}
