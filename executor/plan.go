package executor

import (
	"github.com/lateral-sql/lateral/ast"
)

// Node is a plan node: plain data describing an operator. The builder
// (builder.go) turns a tree of Nodes into operators.
type Node interface {
	// Output lists the columns the node produces, in order.
	Output() []ColMeta
}

// Scan reads a stored table; Idx are the table's column positions read.
type Scan struct {
	Table *Table
	Name  string
	Cols  []ColMeta
	Idx   []int
}

// ValuesNode produces constant rows (an empty Rows list with one empty row
// is the one-row source of SELECT without FROM).
type ValuesNode struct {
	Rows [][]Expr
	Cols []ColMeta
}

// Filter keeps rows whose Cond is true.
type Filter struct {
	Input Node
	Cond  Expr
}

// Project computes Exprs into Cols.
type Project struct {
	Input Node
	Exprs []Expr
	Cols  []ColMeta
}

// Aggregate groups by Keys (for each grouping set in Sets, as positions in
// Keys) and computes Aggs. Output: keys, aggregates, then the grouping id
// when GID is set. No keys and one empty set: one row even on empty input.
type Aggregate struct {
	Input   Node
	Keys    []Expr
	KeyCols []ColMeta
	Sets    [][]int
	Aggs    []*AggCall
	AggCols []ColMeta
	GID     *ColMeta
}

// Sort orders rows.
type Sort struct {
	Input Node
	Keys  []SortKey
}

// Limit skips Offset rows, then passes at most Count (-1: all).
type Limit struct {
	Input  Node
	Count  int64
	Offset int64
}

// Distinct removes duplicate rows, or keeps the first row for each value
// of On (DISTINCT ON).
type Distinct struct {
	Input Node
	On    []Expr
}

// SetOp is UNION / INTERSECT / EXCEPT [ALL]; R's columns match L's by position.
type SetOp struct {
	Kind ast.SetOpKind
	All  bool
	L, R Node
	Cols []ColMeta
}

// JoinKind is a join's kind at execution.
type JoinKind uint8

const (
	JoinInner JoinKind = iota
	JoinLeft
	JoinRight
	JoinFull
	JoinSemi
	JoinAnti
)

var joinKindNames = [...]string{"INNER JOIN", "LEFT OUTER JOIN", "RIGHT OUTER JOIN", "FULL OUTER JOIN", "LEFT SEMI JOIN", "LEFT ANTI JOIN"}

func (k JoinKind) String() string { return joinKindNames[k] }

// Join joins L and R: hash join on LeftKeys = RightKeys when there are keys,
// nested loop otherwise; Cond is the residual condition and stays in the
// join for every kind (T12). Semi and anti joins output L's columns only.
type Join struct {
	Kind      JoinKind
	L, R      Node
	LeftKeys  []Expr
	RightKeys []Expr
	NullSafe  []bool
	Cond      Expr
}

// CrossJoin is the Cartesian product.
type CrossJoin struct {
	L, R Node
}

// Apply runs R once per row of L with L's columns in Params bound (a
// correlated, lateral join). Kind is JoinInner (CROSS JOIN LATERAL),
// JoinLeft (LEFT JOIN LATERAL ... ON Cond, OUTER APPLY), JoinSemi or
// JoinAnti. Pass lists the columns of L kept in the output (nil: all).
type Apply struct {
	Kind   JoinKind
	L, R   Node
	Params []ColID
	Cond   Expr
	Pass   []ColID
}

// TableFunctionNode runs table functions for each input row and emits the
// Cartesian product of their rows, left to right (Doris' TableFunctionNode).
// Input nil means a single empty input row. On is a left-join condition
// (with a single outer function). Pass lists the input columns kept
// (nil: all).
type TableFunctionNode struct {
	Input Node
	Funcs []*TableFunc
	On    Expr
	Pass  []ColID
}

// TableFunc is one function of a TableFunctionNode: several generators
// zipped side by side (one generator is the common case), with Outer and
// Ordinality as in the AST. Cols are its output columns in order
// (ordinality first or last as Ordinality says).
type TableFunc struct {
	Gens       []*GenCall
	Outer      bool
	Ordinality *ast.Ordinality
	Cols       []ColMeta
	// DependsOnPrev: its arguments read columns of earlier functions of the
	// same node, so it is re-run for each of their rows.
	DependsOnPrev bool
}

// GenCall is one generator with its arguments bound.
type GenCall struct {
	Kind         ast.GenKind
	Name         string
	Args         []Expr
	Expand       bool
	EndExclusive bool
	ElemType     ast.TypeKind
	Collection   ast.CollectionKind
	NCols        int
	// StructItem: an unnest of a struct yielding the struct as its one
	// column, which a select item naming it expands into the fields.
	StructItem bool
	// For GenFunc: a registered Go function or a SQL-language function.
	UDF   TableFunctionFactory
	SQLFn *sqlFunction
}

// Window computes window functions, appending one column per function.
type Window struct {
	Input Node
	Funcs []*WinFunc
}

// WinFunc is one window function call.
type WinFunc struct {
	Name        string
	Args        []Expr
	Distinct    bool
	Star        bool
	Filter      Expr
	IgnoreNulls bool
	PartitionBy []Expr
	OrderBy     []SortKey
	Frame       *FrameSpec
	ID          ColID
	ColName     string
	T           Type
}

// FrameSpec is a resolved window frame.
type FrameSpec struct {
	Unit     ast.FrameUnit
	Start    ast.BoundKind
	StartOff Expr
	End      ast.BoundKind
	EndOff   Expr
	Exclude  ast.FrameExclude
	Explicit bool
}

// Rename gives a child's columns new IDs and names (a reference to a CTE,
// view or SQL function body planned once; an aliased subquery).
type Rename struct {
	Input Node
	Cols  []ColMeta
}

// RecursiveCTE evaluates Anchor, then Step repeatedly over the rows of the
// previous iteration (read by WorkScan) until no new rows; UNION (not ALL)
// drops rows seen before.
type RecursiveCTE struct {
	Anchor, Step Node
	Work         *workTable
	All          bool
	Cols         []ColMeta
}

// WorkScan reads the working table of the enclosing RecursiveCTE.
type WorkScan struct {
	Work *workTable
	Cols []ColMeta
}

// workTable is shared between a RecursiveCTE and its WorkScans at run time.
type workTable struct {
	name string
	rows *rowSet
}

// Output implementations.

func (n *Scan) Output() []ColMeta       { return n.Cols }
func (n *ValuesNode) Output() []ColMeta { return n.Cols }
func (n *Filter) Output() []ColMeta     { return n.Input.Output() }
func (n *Project) Output() []ColMeta    { return n.Cols }
func (n *Aggregate) Output() []ColMeta {
	out := append(append([]ColMeta(nil), n.KeyCols...), n.AggCols...)
	if n.GID != nil {
		out = append(out, *n.GID)
	}
	return out
}
func (n *Sort) Output() []ColMeta     { return n.Input.Output() }
func (n *Limit) Output() []ColMeta    { return n.Input.Output() }
func (n *Distinct) Output() []ColMeta { return n.Input.Output() }
func (n *SetOp) Output() []ColMeta    { return n.Cols }
func (n *Join) Output() []ColMeta {
	if n.Kind == JoinSemi || n.Kind == JoinAnti {
		return n.L.Output()
	}
	return append(append([]ColMeta(nil), n.L.Output()...), n.R.Output()...)
}
func (n *CrossJoin) Output() []ColMeta {
	return append(append([]ColMeta(nil), n.L.Output()...), n.R.Output()...)
}
func (n *Apply) Output() []ColMeta {
	left := passCols(n.L.Output(), n.Pass)
	if n.Kind == JoinSemi || n.Kind == JoinAnti {
		return left
	}
	return append(left, n.R.Output()...)
}
func (n *TableFunctionNode) Output() []ColMeta {
	var out []ColMeta
	if n.Input != nil {
		out = passCols(n.Input.Output(), n.Pass)
	}
	for _, f := range n.Funcs {
		out = append(out, f.Cols...)
	}
	return out
}
func (n *Window) Output() []ColMeta {
	out := append([]ColMeta(nil), n.Input.Output()...)
	for _, f := range n.Funcs {
		out = append(out, ColMeta{ID: f.ID, Name: f.ColName, Type: f.T})
	}
	return out
}
func (n *Rename) Output() []ColMeta       { return n.Cols }
func (n *RecursiveCTE) Output() []ColMeta { return n.Cols }
func (n *WorkScan) Output() []ColMeta     { return n.Cols }

func passCols(cols []ColMeta, pass []ColID) []ColMeta {
	if pass == nil {
		return append([]ColMeta(nil), cols...)
	}
	out := make([]ColMeta, 0, len(pass))
	for _, id := range pass {
		for _, c := range cols {
			if c.ID == id {
				out = append(out, c)
				break
			}
		}
	}
	return out
}

// children returns a node's inputs (for EXPLAIN and passes).
func children(n Node) []Node {
	switch x := n.(type) {
	case *Filter:
		return []Node{x.Input}
	case *Project:
		return []Node{x.Input}
	case *Aggregate:
		return []Node{x.Input}
	case *Sort:
		return []Node{x.Input}
	case *Limit:
		return []Node{x.Input}
	case *Distinct:
		return []Node{x.Input}
	case *SetOp:
		return []Node{x.L, x.R}
	case *Join:
		return []Node{x.L, x.R}
	case *CrossJoin:
		return []Node{x.L, x.R}
	case *Apply:
		return []Node{x.L, x.R}
	case *TableFunctionNode:
		if x.Input == nil {
			return nil
		}
		return []Node{x.Input}
	case *Window:
		return []Node{x.Input}
	case *Rename:
		return []Node{x.Input}
	case *RecursiveCTE:
		return []Node{x.Anchor, x.Step}
	}
	return nil
}
