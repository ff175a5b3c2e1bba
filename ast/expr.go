package ast

// LitKind is the type class of a literal, resolved from each dialect's
// rules: Hive reads 1.5 as DOUBLE, Trino and PostgreSQL as an exact DECIMAL.
type LitKind uint8

const (
	LitNull    LitKind = iota
	LitBool            // Value "true" or "false"
	LitInt             // Value the decimal digits
	LitDecimal         // exact numeric; Value as written without suffix, e.g. "1.50"
	LitDouble          // approximate numeric; Value as written, e.g. "1.5", "1e3"
	LitString          // Value the decoded string (escapes resolved)
)

var litKindNames = [...]string{"null", "bool", "int", "decimal", "double", "string"}

func (k LitKind) String() string { return enumName(litKindNames[:], int(k)) }

// Literal is a constant. Type, when set, is the literal's declared type from
// a suffix (Hive 10L is BIGINT, 10Y TINYINT, 1.5BD DECIMAL).
type Literal struct {
	Span
	Kind  LitKind  `json:"kind"`
	Value string   `json:"value,omitempty"`
	Type  TypeKind `json:"type,omitempty"`
}

// TypedLit is a typed string literal: DATE '2024-01-01', TIMESTAMP '...'.
type TypedLit struct {
	Span
	Type  *TypeName `json:"type"`
	Value string    `json:"value"`
}

// Interval is an interval literal. Value is the quantity: a string literal
// ('1', '1 day') or, in Hive, any expression. Unit and ToUnit are upper-case
// field names (DAY, HOUR...) or empty when the unit is inside the string.
type Interval struct {
	Span
	Value  Expr   `json:"value"`
	Unit   string `json:"unit,omitempty"`
	ToUnit string `json:"to_unit,omitempty"`
}

// Param is a query parameter: ?, $1, :name.
type Param struct {
	Span
	Name string `json:"name"`
}

// ColumnRef is a possibly qualified column name. A name of several parts may
// also be a struct field access (s.f); binding decides.
type ColumnRef struct {
	Span
	Name QName `json:"name"`
}

// Star is * or t.* in a select list or in count(*).
type Star struct {
	Span
	Table QName `json:"table,omitempty"`
}

// UnaryOp is a prefix operator.
type UnaryOp uint8

const (
	OpNeg UnaryOp = iota
	OpPlus
	OpNot
	OpBitNot
)

var unaryOpNames = [...]string{"-", "+", "NOT", "~"}

func (o UnaryOp) String() string { return enumName(unaryOpNames[:], int(o)) }

// Unary is a prefix operation.
type Unary struct {
	Span
	Op UnaryOp `json:"op"`
	X  Expr    `json:"x"`
}

// BinaryOp is an infix operator with its meaning resolved per dialect.
type BinaryOp uint8

const (
	OpAdd BinaryOp = iota
	OpSub
	OpMul
	// OpDiv is SQL-standard division: integral when both operands are
	// integers (Trino, PostgreSQL, ANSI), fractional otherwise.
	OpDiv
	// OpDivFrac is always-fractional division (Hive/Spark "/", DuckDB "/"):
	// 5 / 2 = 2.5.
	OpDivFrac
	// OpIntDiv is integral division (Hive "DIV", DuckDB "//").
	OpIntDiv
	OpMod
	OpConcat // ||
	OpAnd
	OpOr
	OpEq
	OpNe
	OpLt
	OpLe
	OpGt
	OpGe
	OpIsDistinct    // IS DISTINCT FROM
	OpIsNotDistinct // IS NOT DISTINCT FROM, <=>
	OpBitAnd
	OpBitOr
	OpBitXor
	OpShl
	OpShr
	OpJSONGet     // ->
	OpJSONGetText // ->>
	OpRegexMatch  // PostgreSQL ~ (POSIX regex, partial match)
	OpRegexIMatch // ~*
)

var binaryOpNames = [...]string{"+", "-", "*", "/", "/frac", "DIV", "%", "||", "AND", "OR",
	"=", "<>", "<", "<=", ">", ">=", "IS DISTINCT FROM", "IS NOT DISTINCT FROM",
	"&", "|", "^", "<<", ">>", "->", "->>", "~", "~*"}

func (o BinaryOp) String() string { return enumName(binaryOpNames[:], int(o)) }

// IsComparison reports whether o is one of = <> < <= > >= and the DISTINCT FROM forms.
func (o BinaryOp) IsComparison() bool { return o >= OpEq && o <= OpIsNotDistinct }

// Binary is an infix operation.
type Binary struct {
	Span
	Op BinaryOp `json:"op"`
	L  Expr     `json:"l"`
	R  Expr     `json:"r"`
}

// IsNull is x IS [NOT] NULL.
type IsNull struct {
	Span
	X   Expr `json:"x"`
	Not bool `json:"not,omitempty"`
}

// TruthValue is the right side of IS [NOT] TRUE/FALSE/UNKNOWN.
type TruthValue uint8

const (
	TruthTrue TruthValue = iota
	TruthFalse
	TruthUnknown
)

var truthNames = [...]string{"TRUE", "FALSE", "UNKNOWN"}

func (t TruthValue) String() string { return enumName(truthNames[:], int(t)) }

// IsTruth is x IS [NOT] TRUE|FALSE|UNKNOWN.
type IsTruth struct {
	Span
	X     Expr       `json:"x"`
	Not   bool       `json:"not,omitempty"`
	Value TruthValue `json:"value"`
}

// LikeKind distinguishes the pattern-matching predicates.
type LikeKind uint8

const (
	LikePlain   LikeKind = iota // LIKE
	LikeILike                   // ILIKE
	LikeSimilar                 // SIMILAR TO
	// LikeRegex is Hive/Spark RLIKE and REGEXP: a Java regular expression
	// that matches anywhere in the string.
	LikeRegex
)

var likeNames = [...]string{"LIKE", "ILIKE", "SIMILAR TO", "RLIKE"}

func (k LikeKind) String() string { return enumName(likeNames[:], int(k)) }

// Like is x [NOT] LIKE|ILIKE|SIMILAR TO|RLIKE pattern [ESCAPE e].
type Like struct {
	Span
	Kind    LikeKind `json:"kind"`
	Not     bool     `json:"not,omitempty"`
	X       Expr     `json:"x"`
	Pattern Expr     `json:"pattern"`
	Escape  Expr     `json:"escape,omitempty"`
}

// Between is x [NOT] BETWEEN [SYMMETRIC] lo AND hi.
type Between struct {
	Span
	X         Expr `json:"x"`
	Lo        Expr `json:"lo"`
	Hi        Expr `json:"hi"`
	Not       bool `json:"not,omitempty"`
	Symmetric bool `json:"symmetric,omitempty"`
}

// InList is x [NOT] IN (a, b, ...).
type InList struct {
	Span
	X    Expr   `json:"x"`
	List []Expr `json:"list"`
	Not  bool   `json:"not,omitempty"`
}

// InSubquery is x [NOT] IN (SELECT ...).
type InSubquery struct {
	Span
	X     Expr   `json:"x"`
	Query *Query `json:"query"`
	Not   bool   `json:"not,omitempty"`
}

// Exists is EXISTS (SELECT ...).
type Exists struct {
	Span
	Query *Query `json:"query"`
}

// Subquery is a scalar subquery.
type Subquery struct {
	Span
	Query *Query `json:"query"`
}

// Quantifier is ANY/SOME or ALL.
type Quantifier uint8

const (
	QuantAny Quantifier = iota
	QuantAll
)

var quantNames = [...]string{"ANY", "ALL"}

func (q Quantifier) String() string { return enumName(quantNames[:], int(q)) }

// Quantified is x op ANY|ALL (subquery) or x op ANY|ALL (array).
// Exactly one of Query and Array is set.
type Quantified struct {
	Span
	X     Expr       `json:"x"`
	Op    BinaryOp   `json:"op"`
	Quant Quantifier `json:"quant"`
	Query *Query     `json:"query,omitempty"`
	Array Expr       `json:"array,omitempty"`
}

// Case is CASE [operand] WHEN ... THEN ... [ELSE ...] END.
type Case struct {
	Span
	Operand Expr    `json:"operand,omitempty"`
	Whens   []*When `json:"whens"`
	Else    Expr    `json:"else,omitempty"`
}

// When is one WHEN cond THEN result arm.
type When struct {
	Span
	Cond   Expr `json:"cond"`
	Result Expr `json:"result"`
}

// CastMode says what a failed conversion does.
type CastMode uint8

const (
	CastStrict CastMode = iota // CAST, ::  (error)
	CastTry                    // TRY_CAST, SAFE_CAST (NULL)
)

var castModeNames = [...]string{"CAST", "TRY_CAST"}

func (m CastMode) String() string { return enumName(castModeNames[:], int(m)) }

// Cast is CAST(x AS type), x::type, TRY_CAST(x AS type).
type Cast struct {
	Span
	X    Expr      `json:"x"`
	Type *TypeName `json:"type"`
	Mode CastMode  `json:"mode,omitempty"`
}

// Extract is EXTRACT(field FROM x); Field is upper case (YEAR, DOW...).
type Extract struct {
	Span
	Field string `json:"field"`
	X     Expr   `json:"x"`
}

// NullTreatment is IGNORE NULLS / RESPECT NULLS on window functions.
type NullTreatment uint8

const (
	NullsUnspecified NullTreatment = iota
	NullsRespect
	NullsIgnore
)

var nullTreatNames = [...]string{"", "RESPECT NULLS", "IGNORE NULLS"}

func (n NullTreatment) String() string { return enumName(nullTreatNames[:], int(n)) }

// Func is a function call, aggregate or window function. Special syntax
// (POSITION(a IN b), SUBSTRING(x FROM a FOR b), TRIM(...)) is built as an
// ordinary call with positional arguments.
type Func struct {
	Span
	Name        QName         `json:"name"`
	Args        []Expr        `json:"args,omitempty"`
	Distinct    bool          `json:"distinct,omitempty"`
	Star        bool          `json:"star,omitempty"` // count(*)
	OrderBy     []*OrderItem  `json:"order_by,omitempty"`
	WithinGroup []*OrderItem  `json:"within_group,omitempty"`
	Filter      Expr          `json:"filter,omitempty"`
	Nulls       NullTreatment `json:"nulls,omitempty"`
	Over        *WindowSpec   `json:"over,omitempty"`
	// Written is the function's name as the source text spells it, when
	// the call was read from text with a one-part name: `ucase` where
	// DuckDB's ucase(s) is read as upper(s), quotes included for a quoted
	// name. Empty for a call built otherwise (a special form such as
	// POSITION(a IN b), an operator read as a call, a rewrite's new call).
	// Printers ignore it; like spans, equality ignores it.
	Written Spelling `json:"written,omitempty"`
	// Unread marks a call the reader kept under the dialect's own name in a
	// form it does not read although that name is also a canonical
	// function's (Snowflake substr(s, p) with a computed p): it means the
	// dialect's function, so it may be written back only to that dialect.
	Unread bool `json:"unread,omitempty"`
}

// Spelling is a name as written in the source text. It records where a
// tree came from, not what it means: any two Spellings are equal (Equal),
// as any two Spans are to SameExpr, so a tree printed and read again,
// which may respell a call, compares equal to the tree it came from.
type Spelling string

// Equal reports true: a Spelling is not part of a tree's structure.
func (Spelling) Equal(Spelling) bool { return true }

// NamedArg is a named function argument: name := value or name => value.
type NamedArg struct {
	Span
	Name  Ident `json:"name"`
	Value Expr  `json:"value"`
}

// Lambda is x -> body or (x, y) -> body.
type Lambda struct {
	Span
	Params []Ident `json:"params"`
	Body   Expr    `json:"body"`
}

// Array is an array constructor: ARRAY[...], array(...), [...].
type Array struct {
	Span
	Elems []Expr `json:"elems"`
}

// ArrayQuery is ARRAY(SELECT ...).
type ArrayQuery struct {
	Span
	Query *Query `json:"query"`
}

// Map is a map constructor from key/value pairs: Hive map(k1, v1, ...),
// Trino MAP(ARRAY[k...], ARRAY[v...]) with literal arrays, DuckDB MAP {k: v}.
type Map struct {
	Span
	Keys   []Expr `json:"keys"`
	Values []Expr `json:"values"`
}

// Struct is a struct/row constructor: ROW(a, b), struct(a, b),
// named_struct('x', a), DuckDB {'x': a}. Field names are nil for
// positional fields whose names the dialect leaves implicit.
type Struct struct {
	Span
	Fields []*StructField `json:"fields"`
}

// StructField is one field of a Struct constructor.
type StructField struct {
	Span
	Name  *Ident `json:"name,omitempty"`
	Value Expr   `json:"value"`
}

// MissingIndex says what a subscript out of range gives.
type MissingIndex uint8

const (
	MissingNull  MissingIndex = iota // NULL (Hive, Spark, PostgreSQL, DuckDB)
	MissingError                     // an error (Trino, Presto subscripts)
)

var missingNames = [...]string{"null", "error"}

func (m MissingIndex) String() string { return enumName(missingNames[:], int(m)) }

// Subscript is x[index]: an array element (with the source dialect's base:
// Hive/Spark arrays are 0-based, the others 1-based) or a map lookup.
type Subscript struct {
	Span
	X       Expr         `json:"x"`
	Index   Expr         `json:"index"`
	Base    int          `json:"base"`
	Missing MissingIndex `json:"missing,omitempty"`
	// FromEnd: a negative index counts from the end, -1 being the last
	// element (DuckDB, Doris).
	FromEnd bool `json:"from_end,omitempty"`
}

// Slice is x[lo:hi] (1-based, inclusive, either bound optional).
type Slice struct {
	Span
	X  Expr `json:"x"`
	Lo Expr `json:"lo,omitempty"`
	Hi Expr `json:"hi,omitempty"`
}

// FieldAccess is (expr).name: a struct field.
type FieldAccess struct {
	Span
	X    Expr  `json:"x"`
	Name Ident `json:"name"`
}

// FieldStar is (expr).*: every field of the composite (row, struct) value
// x, one select-list column each; only a select-list item may be one.
type FieldStar struct {
	Span
	X Expr `json:"x"`
}

// Collate is x COLLATE name: x compared and ordered by the named collation
// (DuckDB NOCASE, NOACCENT.NOCASE; PostgreSQL "C"). Name is as written:
// one part per dot-separated word.
type Collate struct {
	Span
	X    Expr  `json:"x"`
	Name QName `json:"name"`
}

// AtTimeZone is x AT TIME ZONE zone.
type AtTimeZone struct {
	Span
	X    Expr `json:"x"`
	Zone Expr `json:"zone"`
}

// Grouping elements; they are Exprs only so that GroupBy.Items holds one type.

// GroupingSets is GROUPING SETS ((a, b), (a), ()).
type GroupingSets struct {
	Span
	Sets [][]Expr `json:"sets"`
}

// Rollup is ROLLUP(a, b) or Hive's GROUP BY a, b WITH ROLLUP.
type Rollup struct {
	Span
	Exprs []Expr `json:"exprs"`
}

// Cube is CUBE(a, b) or Hive's GROUP BY a, b WITH CUBE.
type Cube struct {
	Span
	Exprs []Expr `json:"exprs"`
}

func (*Literal) exprNode()      {}
func (*TypedLit) exprNode()     {}
func (*Interval) exprNode()     {}
func (*Param) exprNode()        {}
func (*ColumnRef) exprNode()    {}
func (*Star) exprNode()         {}
func (*Unary) exprNode()        {}
func (*Binary) exprNode()       {}
func (*IsNull) exprNode()       {}
func (*IsTruth) exprNode()      {}
func (*Like) exprNode()         {}
func (*Between) exprNode()      {}
func (*InList) exprNode()       {}
func (*InSubquery) exprNode()   {}
func (*Exists) exprNode()       {}
func (*Subquery) exprNode()     {}
func (*Quantified) exprNode()   {}
func (*Case) exprNode()         {}
func (*Cast) exprNode()         {}
func (*Extract) exprNode()      {}
func (*Func) exprNode()         {}
func (*NamedArg) exprNode()     {}
func (*Lambda) exprNode()       {}
func (*Array) exprNode()        {}
func (*ArrayQuery) exprNode()   {}
func (*Map) exprNode()          {}
func (*Struct) exprNode()       {}
func (*Subscript) exprNode()    {}
func (*Slice) exprNode()        {}
func (*FieldAccess) exprNode()  {}
func (*AtTimeZone) exprNode()   {}
func (*Collate) exprNode()      {}
func (*FieldStar) exprNode()    {}
func (*GroupingSets) exprNode() {}
func (*Rollup) exprNode()       {}
func (*Cube) exprNode()         {}

func enumName(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return "?"
}
