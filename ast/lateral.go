package ast

// Lateral is the canonical row-generating construct (SEMANTICS.md §1).
// For each row of Input it runs the generators and joins their rows to it:
//
//   - several Gens are zipped: run side by side, the shorter padded with
//     NULL (UNNEST(a, b), ROWS FROM, several SRFs in one PostgreSQL select
//     list); a product of generators is a chain of Laterals, each the Input
//     of the next, left to right;
//   - Outer keeps the input row once, with NULL generated columns and a NULL
//     ordinality, when the generators yield no row (LATERAL VIEW OUTER,
//     *_outer, LEFT JOIN LATERAL ... ON TRUE, OUTER APPLY);
//   - On is the join condition: with Outer a left-join condition that stays
//     inside the join (the input row is kept once with NULLs when no
//     generated row satisfies it), otherwise an inner-join filter; nil
//     means TRUE;
//   - Ordinality, when set, adds a position column.
//
// Input is nil for a generator alone in FROM (FROM generate_series(1, 3)).
// Alias names the relation and its value columns, in output order without
// the ordinality column; after canonicalization the column names are
// always filled in with the source dialect's defaults.
type Lateral struct {
	Span
	Input      TableExpr    `json:"input,omitempty"`
	Gens       []*Generator `json:"gens"`
	Outer      bool         `json:"outer,omitempty"`
	On         Expr         `json:"on,omitempty"`
	Ordinality *Ordinality  `json:"ordinality,omitempty"`
	Alias      *Alias       `json:"alias,omitempty"`
	// Types are the types of Alias.Columns, each nil when not known.
	Types []*TypeName `json:"types,omitempty"`
	// Unnamed marks, by position among Alias.Columns followed by the
	// ordinality column, the columns the source leaves without a name
	// (Trino's and Presto's unaliased UNNEST): their names in Alias are
	// made up, and the source names such a column in its result only, by
	// its position there (Trino _col0).
	Unnamed []bool `json:"unnamed,omitempty"`
}

// Ordinality describes a position column: its base (0 for Hive posexplode
// and BigQuery WITH OFFSET, 1 for WITH ORDINALITY), its place (First: before
// the value columns, as posexplode; otherwise last) and its name.
type Ordinality struct {
	Span
	Base  int   `json:"base"`
	First bool  `json:"first,omitempty"`
	Name  Ident `json:"name"`
}

// GenKind is the closed set of generators.
type GenKind uint8

const (
	// GenUnnest unnests Args[0]: an array gives one column per element (or,
	// with Expand, one column per struct field), a map gives key and value.
	// Splitting generators (explode_split, string_to_table,
	// regexp_split_to_table) are an unnest of the matching scalar split
	// function, which holds the dialect's exact splitting rule.
	GenUnnest GenKind = iota
	// GenInline unnests an array of structs into one column per field.
	GenInline
	// GenStack is stack(n, v1, ..., vk): n rows of ceil(k/n) columns.
	GenStack
	// GenJSONTuple is json_tuple(j, k1, ..., kn): one row of n strings.
	GenJSONTuple
	// GenParseURLTuple is parse_url_tuple(url, p1, ..., pn): one row.
	GenParseURLTuple
	// GenSeries counts from Args[0] to Args[1] by Args[2] (default 1); the
	// end is included unless EndExclusive (DuckDB/Spark range).
	GenSeries
	// GenJSONArray yields the elements of a JSON array (json_array_elements,
	// Doris explode_json_array_*); ElemType says how elements are read.
	GenJSONArray
	// GenJSONEach yields key, value for each member of a JSON object.
	GenJSONEach
	// GenFlatten is Snowflake/Drill FLATTEN.
	GenFlatten
	// GenFunc is any other table function, called by Name (user-defined
	// table functions, PostgreSQL SQL functions).
	GenFunc
	// GenSubquery is a correlated subquery: LATERAL (SELECT ...).
	GenSubquery
)

var genKindNames = [...]string{"unnest", "inline", "stack", "json_tuple", "parse_url_tuple",
	"series", "json_array", "json_each", "flatten", "function", "subquery"}

func (k GenKind) String() string { return enumName(genKindNames[:], int(k)) }

// CollectionKind says what a GenUnnest argument is, when known.
type CollectionKind uint8

const (
	CollUnknown CollectionKind = iota
	CollArray
	CollMap
)

var collNames = [...]string{"unknown", "array", "map"}

func (c CollectionKind) String() string { return enumName(collNames[:], int(c)) }

// Generator is one row-generating function of a Lateral.
type Generator struct {
	Span
	Kind GenKind `json:"kind"`
	// Name is the function as the user wrote it (for messages, and the
	// function to call for GenFunc).
	Name QName  `json:"name,omitempty"`
	Args []Expr `json:"args,omitempty"`
	// Query is the subquery of a GenSubquery.
	Query *Query `json:"query,omitempty"`
	// Collection is what Args[0] of a GenUnnest is, when known.
	Collection CollectionKind `json:"collection,omitempty"`
	// Expand unnests struct elements into one column per field (Trino
	// UNNEST of ARRAY(ROW(...))).
	Expand bool `json:"expand,omitempty"`
	// EndExclusive marks a GenSeries whose end is not produced.
	EndExclusive bool `json:"end_exclusive,omitempty"`
	// ElemType is the element type of a GenJSONArray (TypeUnknown: JSON).
	ElemType TypeKind `json:"elem_type,omitempty"`
	// Columns is the number of value columns the generator yields, when
	// known (0 = not known yet).
	Columns int `json:"columns,omitempty"`
}
