package executor

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// ColID identifies a column across a whole plan. Expressions refer to
// columns by ColID, never by position; the builder maps IDs to positions
// from each operator's input layout, so pruning and renaming are free.
type ColID int32

// ColMeta describes one output column of a plan node.
type ColMeta struct {
	ID    ColID
	Name  string
	Table string // the qualifier it is visible under ("" for none)
	Type  Type
	// Unnamed: the dialect gives the column no name, Name is made up, and
	// the result names it by Options.UnnamedPrefix.
	Unnamed bool
}

// Expr is a bound scalar expression of a plan.
type Expr interface {
	Type() Type
	format(b *strings.Builder, ids bool)
}

// ColRef reads a column of the input, or (when correlated) of an outer row.
type ColRef struct {
	ID   ColID
	Name string
	T    Type
}

// Const is a constant.
type Const struct {
	V Value
	T Type
}

// Bin is a binary operator with its semantics resolved in Op.
type Bin struct {
	Op   ast.BinaryOp
	L, R Expr
	T    Type
	// Int128: both operands are integers in DuckDB, whose arithmetic
	// past BIGINT is HUGEINT's, not DECIMAL's (Options.DecimalDuckDB).
	Int128 bool
	// Int64Product: DuckDB computes this product of DECIMALs in 64 bits
	// as a DECIMAL(18, s), raising for 18 digits or more
	// (duckInt64Product, Options.DecimalDuckDB).
	Int64Product bool
	// Int64Sum: DuckDB computes this sum or difference of DECIMALs in
	// 64 bits as a DECIMAL(18, s), raising for 18 digits or more
	// (duckInt64Sum, Options.DecimalDuckDB).
	Int64Sum bool
}

// Un is a unary operator.
type Un struct {
	Op ast.UnaryOp
	X  Expr
	T  Type
}

// Call is a scalar function call; Fn is resolved at planning time.
type Call struct {
	Name string
	Args []Expr
	T    Type
	fn   *scalarFunc
	// At, when set, is the call's place in the query, which its run-time
	// errors give (runErrAt).
	At ast.Span
}

// CaseE is CASE [operand] WHEN ... THEN ... ELSE ... END.
type CaseE struct {
	Operand Expr
	Whens   []Expr
	Thens   []Expr
	Else    Expr
	T       Type
}

// CastE is CAST / TRY_CAST.
type CastE struct {
	X   Expr
	To  Type
	Try bool
	// TryParts: a TRY_CAST that fails casts each part of a nested value
	// on its own (Options.TryCastParts).
	TryParts bool
	// ByName: structs of named fields are cast to structs by name
	// (Options.StructCastByName).
	ByName bool
	// Implicit: the planner's conversion unifying the types of VALUES
	// rows, list elements or set operation sides, not a written cast.
	Implicit bool
	// RoundTs: the result is rounded to TsDigits fractional digits
	// (Options.RoundTimestampCasts).
	RoundTs  bool
	TsDigits int
	// TextDigits: a TIMESTAMP or TIME cast to a string is written with
	// TextDigits - 1 fractional digits (Options.DigitsText), 0 otherwise.
	TextDigits int
	// At is the cast's place in the query, which its run-time error of
	// TextDigits gives (runErrAt).
	At ast.Span
}

// IsNullE is x IS [NOT] NULL.
type IsNullE struct {
	X   Expr
	Not bool
}

// IsTruthE is x IS [NOT] TRUE/FALSE/UNKNOWN.
type IsTruthE struct {
	X     Expr
	Not   bool
	Value ast.TruthValue
}

// LikeE is LIKE / ILIKE / SIMILAR TO / RLIKE.
type LikeE struct {
	Kind   ast.LikeKind
	Not    bool
	X, Pat Expr
	Esc    Expr
}

// InListE is x [NOT] IN (list).
type InListE struct {
	X    Expr
	List []Expr
	Not  bool
}

// SubqueryMode says what a subquery expression computes.
type SubqueryMode uint8

const (
	SubScalar SubqueryMode = iota
	SubExists
	SubIn    // X [NOT] IN (query)
	SubAny   // X op ANY (query)
	SubAll   // X op ALL (query)
	SubArray // ARRAY(query)
)

// SubqueryE runs a plan per evaluation (cached when uncorrelated). Outer
// lists the outer columns the plan reads.
type SubqueryE struct {
	Mode  SubqueryMode
	Plan  Node
	X     Expr
	Op    ast.BinaryOp
	Not   bool
	Outer []ColID
	T     Type
	Seq   int // distinguishes subqueries in fingerprints
	// FirstRow: a scalar subquery returning several rows yields its first
	// (DuckDB's scalar_subquery_error_on_multiple_rows = false).
	FirstRow bool
}

// SubscriptE is x[i] on arrays (relative to Base) and maps (key lookup).
type SubscriptE struct {
	X, Index Expr
	Base     int
	Missing  ast.MissingIndex
	FromEnd  bool // a negative index counts from the end
	T        Type
}

// SliceE is x[lo:hi], 1-based inclusive.
type SliceE struct {
	X, Lo, Hi Expr
}

// FieldE reads a struct field by name.
type FieldE struct {
	X    Expr
	Name string
	T    Type
}

// ArrayE builds an array.
type ArrayE struct {
	Elems []Expr
	T     Type
}

// MapE builds a map.
type MapE struct {
	Keys, Vals []Expr
	T          Type
}

// StructE builds a struct.
type StructE struct {
	Names []string
	Vals  []Expr
	T     Type
}

// LambdaE is a lambda; its parameters are columns bound by the calling
// higher-order function.
type LambdaE struct {
	Params []ColID
	Names  []string
	Body   Expr
}

// GroupingE is grouping(a, ...): bit i set when argument i is not grouped
// in the current grouping set. It reads the aggregate's grouping-id column.
type GroupingE struct {
	GID  ColID
	Keys []int // positions of the arguments in the grouping key list
	N    int   // number of grouping keys
}

// AggCall is an aggregate function; it appears in a plan only inside an
// Aggregate or Window node (the planner replaces it with a ColRef elsewhere).
type AggCall struct {
	Name     string
	Args     []Expr
	Distinct bool
	Star     bool
	Filter   Expr
	OrderBy  []SortKey
	ID       ColID
	T        Type
}

// WinCall is a window function before the planner lifts it into a Window node.
type WinCall struct {
	Fn *WinFunc
}

func (e *ColRef) Type() Type     { return e.T }
func (e *Const) Type() Type      { return e.T }
func (e *Bin) Type() Type        { return e.T }
func (e *Un) Type() Type         { return e.T }
func (e *Call) Type() Type       { return e.T }
func (e *CaseE) Type() Type      { return e.T }
func (e *CastE) Type() Type      { return e.To }
func (e *IsNullE) Type() Type    { return tBool }
func (e *IsTruthE) Type() Type   { return tBool }
func (e *LikeE) Type() Type      { return tBool }
func (e *InListE) Type() Type    { return tBool }
func (e *SubqueryE) Type() Type  { return e.T }
func (e *SubscriptE) Type() Type { return e.T }
func (e *FieldE) Type() Type     { return e.T }
func (e *ArrayE) Type() Type     { return e.T }
func (e *MapE) Type() Type       { return e.T }
func (e *StructE) Type() Type    { return e.T }
func (e *LambdaE) Type() Type    { return e.Body.Type() }
func (e *GroupingE) Type() Type  { return tBigInt }
func (e *AggCall) Type() Type    { return e.T }
func (e *WinCall) Type() Type    { return e.Fn.T }

func (e *SliceE) Type() Type {
	t := e.X.Type()
	if t.Kind == ast.TypeArray {
		t.Prec = 0 // a slice of a fixed-size array is a list (duck_list_cast.go)
	}
	return t
}

// ExprString renders e for EXPLAIN.
func ExprString(e Expr) string {
	if e == nil {
		return ""
	}
	var b strings.Builder
	e.format(&b, false)
	return b.String()
}

// fingerprint renders e with column IDs: equal fingerprints mean equal
// expressions (used to match GROUP BY keys and deduplicate aggregates).
func fingerprint(e Expr) string {
	var b strings.Builder
	e.format(&b, true)
	return b.String()
}

func fmtList(b *strings.Builder, es []Expr, ids bool) {
	for i, e := range es {
		if i > 0 {
			b.WriteString(", ")
		}
		if e == nil {
			b.WriteString("NULL")
			continue
		}
		e.format(b, ids)
	}
}

func (e *ColRef) format(b *strings.Builder, ids bool) {
	b.WriteString(e.Name)
	if ids {
		b.WriteString("#" + strconv.Itoa(int(e.ID)))
	}
}
func (e *Const) format(b *strings.Builder, ids bool) {
	b.WriteString(e.V.SQLText())
	if ids {
		b.WriteString(":" + e.V.k.String())
	}
}
func (e *Bin) format(b *strings.Builder, ids bool) {
	b.WriteByte('(')
	e.L.format(b, ids)
	b.WriteString(" " + e.Op.String() + " ")
	e.R.format(b, ids)
	b.WriteByte(')')
}
func (e *Un) format(b *strings.Builder, ids bool) {
	b.WriteString(e.Op.String())
	if e.Op == ast.OpNot {
		b.WriteByte(' ')
	}
	b.WriteByte('(')
	e.X.format(b, ids)
	b.WriteByte(')')
}
func (e *Call) format(b *strings.Builder, ids bool) {
	b.WriteString(e.Name + "(")
	fmtList(b, e.Args, ids)
	b.WriteByte(')')
}
func (e *CaseE) format(b *strings.Builder, ids bool) {
	b.WriteString("CASE")
	if e.Operand != nil {
		b.WriteByte(' ')
		e.Operand.format(b, ids)
	}
	for i := range e.Whens {
		b.WriteString(" WHEN ")
		e.Whens[i].format(b, ids)
		b.WriteString(" THEN ")
		e.Thens[i].format(b, ids)
	}
	if e.Else != nil {
		b.WriteString(" ELSE ")
		e.Else.format(b, ids)
	}
	b.WriteString(" END")
}
func (e *CastE) format(b *strings.Builder, ids bool) {
	if e.Try {
		b.WriteString("TRY_")
	}
	b.WriteString("CAST(")
	e.X.format(b, ids)
	b.WriteString(" AS " + e.To.String() + ")")
}
func (e *IsNullE) format(b *strings.Builder, ids bool) {
	e.X.format(b, ids)
	if e.Not {
		b.WriteString(" IS NOT NULL")
	} else {
		b.WriteString(" IS NULL")
	}
}
func (e *IsTruthE) format(b *strings.Builder, ids bool) {
	e.X.format(b, ids)
	b.WriteString(" IS ")
	if e.Not {
		b.WriteString("NOT ")
	}
	b.WriteString(e.Value.String())
}
func (e *LikeE) format(b *strings.Builder, ids bool) {
	e.X.format(b, ids)
	if e.Not {
		b.WriteString(" NOT")
	}
	b.WriteString(" " + e.Kind.String() + " ")
	e.Pat.format(b, ids)
	if e.Esc != nil {
		b.WriteString(" ESCAPE ")
		e.Esc.format(b, ids)
	}
}
func (e *InListE) format(b *strings.Builder, ids bool) {
	e.X.format(b, ids)
	if e.Not {
		b.WriteString(" NOT")
	}
	b.WriteString(" IN (")
	fmtList(b, e.List, ids)
	b.WriteByte(')')
}
func (e *SubqueryE) format(b *strings.Builder, ids bool) {
	if e.X != nil {
		e.X.format(b, ids)
		b.WriteByte(' ')
	}
	names := [...]string{"SUBQUERY", "EXISTS", "IN", "ANY", "ALL", "ARRAY"}
	if e.Not {
		b.WriteString("NOT ")
	}
	b.WriteString(names[e.Mode])
	if ids {
		b.WriteString("@" + strconv.Itoa(e.Seq))
	}
	b.WriteString("(...)")
}
func (e *SubscriptE) format(b *strings.Builder, ids bool) {
	e.X.format(b, ids)
	b.WriteByte('[')
	e.Index.format(b, ids)
	b.WriteString("]")
	if ids {
		b.WriteString("b" + strconv.Itoa(e.Base))
	}
}
func (e *SliceE) format(b *strings.Builder, ids bool) {
	e.X.format(b, ids)
	b.WriteByte('[')
	if e.Lo != nil {
		e.Lo.format(b, ids)
	}
	b.WriteByte(':')
	if e.Hi != nil {
		e.Hi.format(b, ids)
	}
	b.WriteByte(']')
}
func (e *FieldE) format(b *strings.Builder, ids bool) {
	e.X.format(b, ids)
	b.WriteString("." + e.Name)
}
func (e *ArrayE) format(b *strings.Builder, ids bool) {
	b.WriteString("ARRAY[")
	fmtList(b, e.Elems, ids)
	b.WriteByte(']')
}
func (e *MapE) format(b *strings.Builder, ids bool) {
	b.WriteString("MAP(")
	for i := range e.Keys {
		if i > 0 {
			b.WriteString(", ")
		}
		e.Keys[i].format(b, ids)
		b.WriteString(", ")
		e.Vals[i].format(b, ids)
	}
	b.WriteByte(')')
}
func (e *StructE) format(b *strings.Builder, ids bool) {
	b.WriteString("STRUCT(")
	for i := range e.Vals {
		if i > 0 {
			b.WriteString(", ")
		}
		if e.Names[i] != "" {
			b.WriteString(e.Names[i] + ": ")
		}
		e.Vals[i].format(b, ids)
	}
	b.WriteByte(')')
}
func (e *LambdaE) format(b *strings.Builder, ids bool) {
	b.WriteByte('(')
	for i, n := range e.Names {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(n)
		if ids {
			b.WriteString("#" + strconv.Itoa(int(e.Params[i])))
		}
	}
	b.WriteString(") -> ")
	e.Body.format(b, ids)
}
func (e *GroupingE) format(b *strings.Builder, ids bool) {
	b.WriteString("grouping(")
	for i, k := range e.Keys {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("$" + strconv.Itoa(k))
	}
	b.WriteByte(')')
}
func (e *AggCall) format(b *strings.Builder, ids bool) {
	b.WriteString(e.Name + "(")
	if e.Distinct {
		b.WriteString("DISTINCT ")
	}
	if e.Star {
		b.WriteByte('*')
	}
	fmtList(b, e.Args, ids)
	if len(e.OrderBy) > 0 {
		b.WriteString(" ORDER BY ")
		fmtSortKeys(b, e.OrderBy, ids)
	}
	b.WriteByte(')')
	if e.Filter != nil {
		b.WriteString(" FILTER (WHERE ")
		e.Filter.format(b, ids)
		b.WriteByte(')')
	}
}
func (e *WinCall) format(b *strings.Builder, ids bool) { e.Fn.format(b, ids) }

// SortKey is one ORDER BY key with its NULL placement resolved.
type SortKey struct {
	Expr       Expr
	Desc       bool
	NullsFirst bool
}

func fmtSortKeys(b *strings.Builder, ks []SortKey, ids bool) {
	for i, k := range ks {
		if i > 0 {
			b.WriteString(", ")
		}
		k.Expr.format(b, ids)
		if k.Desc {
			b.WriteString(" DESC")
		} else {
			b.WriteString(" ASC")
		}
		if k.NullsFirst {
			b.WriteString(" NULLS FIRST")
		} else {
			b.WriteString(" NULLS LAST")
		}
	}
}

// walkExpr calls f on e and every sub-expression (not into subquery plans).
func walkExpr(e Expr, f func(Expr) bool) {
	if e == nil || !f(e) {
		return
	}
	switch x := e.(type) {
	case *Bin:
		walkExpr(x.L, f)
		walkExpr(x.R, f)
	case *Un:
		walkExpr(x.X, f)
	case *Call:
		for _, a := range x.Args {
			walkExpr(a, f)
		}
	case *CaseE:
		walkExpr(x.Operand, f)
		for i := range x.Whens {
			walkExpr(x.Whens[i], f)
			walkExpr(x.Thens[i], f)
		}
		walkExpr(x.Else, f)
	case *CastE:
		walkExpr(x.X, f)
	case *IsNullE:
		walkExpr(x.X, f)
	case *IsTruthE:
		walkExpr(x.X, f)
	case *LikeE:
		walkExpr(x.X, f)
		walkExpr(x.Pat, f)
		walkExpr(x.Esc, f)
	case *InListE:
		walkExpr(x.X, f)
		for _, a := range x.List {
			walkExpr(a, f)
		}
	case *SubqueryE:
		walkExpr(x.X, f)
	case *SubscriptE:
		walkExpr(x.X, f)
		walkExpr(x.Index, f)
	case *SliceE:
		walkExpr(x.X, f)
		walkExpr(x.Lo, f)
		walkExpr(x.Hi, f)
	case *FieldE:
		walkExpr(x.X, f)
	case *ArrayE:
		for _, a := range x.Elems {
			walkExpr(a, f)
		}
	case *MapE:
		for i := range x.Keys {
			walkExpr(x.Keys[i], f)
			walkExpr(x.Vals[i], f)
		}
	case *StructE:
		for _, a := range x.Vals {
			walkExpr(a, f)
		}
	case *LambdaE:
		walkExpr(x.Body, f)
	case *AggCall:
		for _, a := range x.Args {
			walkExpr(a, f)
		}
		walkExpr(x.Filter, f)
		for _, k := range x.OrderBy {
			walkExpr(k.Expr, f)
		}
	case *WinCall:
		fn := x.Fn
		for _, a := range fn.Args {
			walkExpr(a, f)
		}
		walkExpr(fn.Filter, f)
		for _, a := range fn.PartitionBy {
			walkExpr(a, f)
		}
		for _, k := range fn.OrderBy {
			walkExpr(k.Expr, f)
		}
		if fn.Frame != nil {
			walkExpr(fn.Frame.StartOff, f)
			walkExpr(fn.Frame.EndOff, f)
		}
	}
}

// colsUsed adds to set every column e reads, including the outer columns of
// subqueries inside it.
func colsUsed(e Expr, set map[ColID]bool) {
	walkExpr(e, func(x Expr) bool {
		switch c := x.(type) {
		case *ColRef:
			set[c.ID] = true
		case *SubqueryE:
			for _, id := range c.Outer {
				set[id] = true
			}
		case *GroupingE:
			set[c.GID] = true
		}
		return true
	})
}

// mapExpr rebuilds e bottom-up with f applied to every node (f sees the
// node with already-mapped children). Subquery plans are not entered.
func mapExpr(e Expr, f func(Expr) Expr) Expr {
	if e == nil {
		return nil
	}
	return f(rebuildExpr(e, func(x Expr) Expr { return mapExpr(x, f) }))
}

// rebuildExpr copies e with each direct child replaced by m(child).
func rebuildExpr(e Expr, m func(Expr) Expr) Expr {
	if e == nil {
		return nil
	}
	f := func(x Expr) Expr { return x }
	ms := func(xs []Expr) []Expr {
		if xs == nil {
			return nil
		}
		out := make([]Expr, len(xs))
		for i, x := range xs {
			if x != nil {
				out[i] = m(x)
			}
		}
		return out
	}
	mo := m
	m = func(x Expr) Expr {
		if x == nil {
			return nil
		}
		return mo(x)
	}
	switch x := e.(type) {
	case *Bin:
		c := *x
		c.L, c.R = m(x.L), m(x.R)
		return f(&c)
	case *Un:
		c := *x
		c.X = m(x.X)
		return f(&c)
	case *Call:
		c := *x
		c.Args = ms(x.Args)
		return f(&c)
	case *CaseE:
		c := *x
		c.Operand, c.Whens, c.Thens, c.Else = m(x.Operand), ms(x.Whens), ms(x.Thens), m(x.Else)
		return f(&c)
	case *CastE:
		c := *x
		c.X = m(x.X)
		return f(&c)
	case *IsNullE:
		c := *x
		c.X = m(x.X)
		return f(&c)
	case *IsTruthE:
		c := *x
		c.X = m(x.X)
		return f(&c)
	case *LikeE:
		c := *x
		c.X, c.Pat, c.Esc = m(x.X), m(x.Pat), m(x.Esc)
		return f(&c)
	case *InListE:
		c := *x
		c.X, c.List = m(x.X), ms(x.List)
		return f(&c)
	case *SubqueryE:
		c := *x
		c.X = m(x.X)
		return f(&c)
	case *SubscriptE:
		c := *x
		c.X, c.Index = m(x.X), m(x.Index)
		return f(&c)
	case *SliceE:
		c := *x
		c.X, c.Lo, c.Hi = m(x.X), m(x.Lo), m(x.Hi)
		return f(&c)
	case *FieldE:
		c := *x
		c.X = m(x.X)
		return f(&c)
	case *ArrayE:
		c := *x
		c.Elems = ms(x.Elems)
		return f(&c)
	case *MapE:
		c := *x
		c.Keys, c.Vals = ms(x.Keys), ms(x.Vals)
		return f(&c)
	case *StructE:
		c := *x
		c.Vals = ms(x.Vals)
		return f(&c)
	case *LambdaE:
		c := *x
		c.Body = m(x.Body)
		return f(&c)
	}
	// leaves, AggCall and WinCall are replaced whole by f
	return f(e)
}
