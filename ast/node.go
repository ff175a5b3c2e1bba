package ast

// Node is implemented by every syntax tree node.
type Node interface {
	Pos() Pos
	EndPos() Pos
	SpanOf() Span
}

// Expr is a scalar expression.
type Expr interface {
	Node
	exprNode()
}

// TableExpr is an item of a FROM clause: a relation.
type TableExpr interface {
	Node
	tableNode()
}

// QueryExpr is the body of a query: a Select, a SetOp, a Values list or a
// parenthesized *Query.
type QueryExpr interface {
	Node
	queryNode()
}

// Stmt is a statement.
type Stmt interface {
	Node
	stmtNode()
}

// Ident is an identifier as written: Name keeps its case, Quoted says
// whether it was delimited (`x`, "x"), which decides case folding.
type Ident struct {
	Span
	Name   string `json:"name"`
	Quoted bool   `json:"quoted,omitempty"`
}

// QName is a possibly qualified name (schema.table, t.col).
type QName []Ident

// Last returns the last part, or the zero Ident.
func (q QName) Last() Ident {
	if len(q) == 0 {
		return Ident{}
	}
	return q[len(q)-1]
}

// Span returns the span from the first to the last part.
func (q QName) Span() Span {
	if len(q) == 0 {
		return Span{}
	}
	return Span{Start: q[0].Start, End: q[len(q)-1].End}
}

// Script is a list of statements, as given to Parse.
type Script struct {
	Span
	Stmts []Stmt `json:"stmts"`
}
