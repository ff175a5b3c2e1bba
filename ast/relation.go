package ast

// Alias is AS name [(col, ...)] on a FROM item.
type Alias struct {
	Span
	Name    Ident   `json:"name"`
	Columns []Ident `json:"columns,omitempty"`
}

// Table is a named table or view, or a CTE reference.
type Table struct {
	Span
	Name  QName  `json:"name"`
	Alias *Alias `json:"alias,omitempty"`
}

// Derived is a subquery in FROM: [LATERAL] (query) [AS] alias.
// (VALUES ...) AS v(a, b) is a Derived whose query body is a Values.
type Derived struct {
	Span
	Lateral bool   `json:"lateral,omitempty"`
	Query   *Query `json:"query"`
	Alias   *Alias `json:"alias,omitempty"`
}

// JoinKind is the kind of a Join.
type JoinKind uint8

const (
	JoinInner JoinKind = iota
	JoinLeft
	JoinRight
	JoinFull
	JoinCross
	JoinSemi       // LEFT SEMI JOIN (Hive, Spark)
	JoinAnti       // LEFT ANTI JOIN (Spark)
	JoinCrossApply // CROSS APPLY: an inner lateral join
	JoinOuterApply // OUTER APPLY: a left lateral join ON TRUE
)

var joinKindNames = [...]string{"INNER", "LEFT", "RIGHT", "FULL", "CROSS", "SEMI", "ANTI", "CROSS APPLY", "OUTER APPLY"}

func (k JoinKind) String() string { return enumName(joinKindNames[:], int(k)) }

// Join is Left <kind> JOIN Right [ON cond | USING (cols)]. A LEFT, RIGHT or
// FULL join's ON condition belongs to the join and never moves into a filter.
type Join struct {
	Span
	Kind    JoinKind  `json:"kind"`
	Natural bool      `json:"natural,omitempty"`
	Left    TableExpr `json:"left"`
	Right   TableExpr `json:"right"`
	On      Expr      `json:"on,omitempty"`
	Using   []Ident   `json:"using,omitempty"`
}

// Unnest is UNNEST(a [, b ...]) [WITH ORDINALITY] [AS t(c, ...)] in FROM
// (Presto/Trino, standard SQL, PostgreSQL, DuckDB), or BigQuery's
// UNNEST(a) [AS x] WITH OFFSET [AS o], where Offset is non-nil (an empty
// Name meaning the default name "offset"). Several arguments are zipped.
type Unnest struct {
	Span
	Args       []Expr `json:"args"`
	Ordinality bool   `json:"ordinality,omitempty"`
	Offset     *Ident `json:"offset,omitempty"`
	Alias      *Alias `json:"alias,omitempty"`
}

// TableFunc is a function call in FROM ([LATERAL] f(...) [WITH ORDINALITY]
// [AS t(c...)]), implicitly lateral: generate_series, json_array_elements,
// Spark range(), Snowflake FLATTEN(input => ...), user table functions.
type TableFunc struct {
	Span
	Func       *Func  `json:"func"`
	Ordinality bool   `json:"ordinality,omitempty"`
	Alias      *Alias `json:"alias,omitempty"`
}

// RowsFrom is ROWS FROM (f(...), g(...)) [WITH ORDINALITY] [AS t(c...)]:
// the functions' results zipped side by side.
type RowsFrom struct {
	Span
	Funcs      []*Func `json:"funcs"`
	Ordinality bool    `json:"ordinality,omitempty"`
	Alias      *Alias  `json:"alias,omitempty"`
}

// LateralView is Hive/Spark LATERAL VIEW [OUTER] f(args) table [AS c1, c2].
// It is not a FROM item: Select.LateralViews holds them in order.
type LateralView struct {
	Span
	Outer   bool    `json:"outer,omitempty"`
	Func    *Func   `json:"func"`
	Table   Ident   `json:"table"`
	Columns []Ident `json:"columns,omitempty"`
}

func (*Table) tableNode()     {}
func (*Derived) tableNode()   {}
func (*Join) tableNode()      {}
func (*Unnest) tableNode()    {}
func (*TableFunc) tableNode() {}
func (*RowsFrom) tableNode()  {}
func (*Lateral) tableNode()   {}
