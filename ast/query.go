package ast

// Query is a full query expression: WITH, a body, and the clauses that
// apply to the whole result (ORDER BY, LIMIT/OFFSET/FETCH, and Hive's
// SORT BY, DISTRIBUTE BY, CLUSTER BY).
type Query struct {
	Span
	With    *With        `json:"with,omitempty"`
	Body    QueryExpr    `json:"body"`
	OrderBy []*OrderItem `json:"order_by,omitempty"`
	Limit   Expr         `json:"limit,omitempty"` // LIMIT n, FETCH FIRST n ROWS ONLY
	Offset  Expr         `json:"offset,omitempty"`
	// Hive/Spark clauses. SORT BY orders within each reducer only; with one
	// reducer (the reference executor) it is an ORDER BY.
	SortBy       []*OrderItem `json:"sort_by,omitempty"`
	DistributeBy []Expr       `json:"distribute_by,omitempty"`
	ClusterBy    []Expr       `json:"cluster_by,omitempty"`
}

// With is a WITH [RECURSIVE] clause.
type With struct {
	Span
	Recursive bool   `json:"recursive,omitempty"`
	CTEs      []*CTE `json:"ctes"`
}

// CTE is one name [(cols)] AS (query) of a WITH clause.
type CTE struct {
	Span
	Name    Ident   `json:"name"`
	Columns []Ident `json:"columns,omitempty"`
	Query   *Query  `json:"query"`
}

// Select is one SELECT ... FROM ... WHERE ... GROUP BY ... block.
type Select struct {
	Span
	Distinct   bool   `json:"distinct,omitempty"`
	DistinctOn []Expr `json:"distinct_on,omitempty"`
	// AsStruct is BigQuery's SELECT AS STRUCT: the query yields one
	// column, a struct of the select items under their output names
	// (BigQuery reference, Query syntax: SELECT AS STRUCT). Only the
	// BigQuery builder and BigQuery's lowering (a zip's rows,
	// rewrite/bigquery_lower.go) set it, only the BigQuery printer writes
	// it.
	AsStruct bool          `json:"as_struct,omitempty"`
	Items    []*SelectItem `json:"items"`
	// From holds the comma-separated FROM items; joins nest inside them.
	From []TableExpr `json:"from,omitempty"`
	// LateralViews are Hive/Spark LATERAL VIEW clauses, applied left to
	// right after all of From (a Cartesian product). The canonicalizing
	// rewrite turns them into Lateral nodes in From.
	LateralViews []*LateralView `json:"lateral_views,omitempty"`
	Where        Expr           `json:"where,omitempty"`
	GroupBy      *GroupBy       `json:"group_by,omitempty"`
	Having       Expr           `json:"having,omitempty"`
	Windows      []*NamedWindow `json:"windows,omitempty"`
	Qualify      Expr           `json:"qualify,omitempty"`
}

// SelectItem is one item of a select list. Alias names a single output
// column; Aliases is Hive's `AS (a, b)` naming every column of a generator.
type SelectItem struct {
	Span
	Expr    Expr    `json:"expr"`
	Alias   *Ident  `json:"alias,omitempty"`
	Aliases []Ident `json:"aliases,omitempty"`
}

// GroupBy is GROUP BY [ALL] items; items may be GroupingSets, Rollup, Cube.
type GroupBy struct {
	Span
	All   bool   `json:"all,omitempty"` // GROUP BY ALL (DuckDB, Spark)
	Items []Expr `json:"items,omitempty"`
}

// SetOpKind is UNION, INTERSECT or EXCEPT (MINUS).
type SetOpKind uint8

const (
	Union SetOpKind = iota
	Intersect
	Except
)

var setOpNames = [...]string{"UNION", "INTERSECT", "EXCEPT"}

func (k SetOpKind) String() string { return enumName(setOpNames[:], int(k)) }

// SetOp is L UNION|INTERSECT|EXCEPT [ALL] R. All false means DISTINCT.
type SetOp struct {
	Span
	Op  SetOpKind `json:"op"`
	All bool      `json:"all,omitempty"`
	L   QueryExpr `json:"l"`
	R   QueryExpr `json:"r"`
}

// Values is VALUES (...), (...) used as a query body.
type Values struct {
	Span
	Rows [][]Expr `json:"rows"`
}

// Describe is DuckDB's DESCRIBE (or DESC) of a query or a table, or SHOW of
// a query: a query body whose rows describe the columns of Query's result,
// or of Table when Query is nil (column_name, column_type, null, key,
// default, extra). It is the body of a statement or of a subquery in FROM.
type Describe struct {
	Span
	Query *Query `json:"query,omitempty"`
	Table QName  `json:"table,omitempty"`
}

// NullsOrder is NULLS FIRST / NULLS LAST on an ordering item. Unspecified
// means the source dialect's default, which translation makes explicit when
// the target's default differs.
type NullsOrder uint8

const (
	NullsDefault NullsOrder = iota
	NullsFirst
	NullsLast
)

var nullsOrderNames = [...]string{"", "NULLS FIRST", "NULLS LAST"}

func (n NullsOrder) String() string { return enumName(nullsOrderNames[:], int(n)) }

// OrderItem is expr [ASC|DESC] [NULLS FIRST|LAST].
type OrderItem struct {
	Span
	Expr  Expr       `json:"expr"`
	Desc  bool       `json:"desc,omitempty"`
	Nulls NullsOrder `json:"nulls,omitempty"`
}

// NamedWindow is WINDOW name AS (spec).
type NamedWindow struct {
	Span
	Name Ident       `json:"name"`
	Spec *WindowSpec `json:"spec"`
}

// WindowSpec is the inside of OVER (...), or OVER name (only Name set).
type WindowSpec struct {
	Span
	Name        *Ident       `json:"name,omitempty"`
	PartitionBy []Expr       `json:"partition_by,omitempty"`
	OrderBy     []*OrderItem `json:"order_by,omitempty"`
	Frame       *Frame       `json:"frame,omitempty"`
}

// FrameUnit is ROWS, RANGE or GROUPS.
type FrameUnit uint8

const (
	FrameRows FrameUnit = iota
	FrameRange
	FrameGroups
)

var frameUnitNames = [...]string{"ROWS", "RANGE", "GROUPS"}

func (u FrameUnit) String() string { return enumName(frameUnitNames[:], int(u)) }

// FrameExclude is the EXCLUDE clause of a frame.
type FrameExclude uint8

const (
	ExcludeNone FrameExclude = iota // absent, or EXCLUDE NO OTHERS
	ExcludeCurrentRow
	ExcludeGroup
	ExcludeTies
)

var excludeNames = [...]string{"", "EXCLUDE CURRENT ROW", "EXCLUDE GROUP", "EXCLUDE TIES"}

func (e FrameExclude) String() string { return enumName(excludeNames[:], int(e)) }

// Frame is ROWS|RANGE|GROUPS [BETWEEN] start [AND end] [EXCLUDE ...].
// End is nil when only a start was written (meaning AND CURRENT ROW).
type Frame struct {
	Span
	Unit    FrameUnit    `json:"unit"`
	Start   *FrameBound  `json:"start"`
	End     *FrameBound  `json:"end,omitempty"`
	Exclude FrameExclude `json:"exclude,omitempty"`
}

// BoundKind is the kind of a frame bound.
type BoundKind uint8

const (
	UnboundedPreceding BoundKind = iota
	Preceding
	CurrentRow
	Following
	UnboundedFollowing
)

var boundNames = [...]string{"UNBOUNDED PRECEDING", "PRECEDING", "CURRENT ROW", "FOLLOWING", "UNBOUNDED FOLLOWING"}

func (b BoundKind) String() string { return enumName(boundNames[:], int(b)) }

// FrameBound is one end of a frame; Offset is set for n PRECEDING/FOLLOWING.
type FrameBound struct {
	Span
	Kind   BoundKind `json:"kind"`
	Offset Expr      `json:"offset,omitempty"`
}

func (*Select) queryNode()   {}
func (*SetOp) queryNode()    {}
func (*Values) queryNode()   {}
func (*Describe) queryNode() {}
func (*Query) queryNode()    {}
