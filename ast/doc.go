// Package ast defines lateral's syntax tree: one tree for every dialect.
//
// The front-ends in package dialects resolve each dialect's spelling into
// the meaning held in these typed fields (an operator's semantics, a
// subscript's base, a generator's outer and ordinality behaviour), so later
// passes never re-derive meaning from text. Every node carries the Span of
// the source text it came from; a node made by a rewrite takes the span of
// the node it replaces, so diagnostics always point at the user's text.
//
// The node families are closed sets behind marker interfaces: Expr for
// scalar expressions, TableExpr for FROM items, QueryExpr for query bodies
// and Stmt for statements. The canonical row-generating form is Lateral
// (see lateral.go), which the rewrite package produces from every dialect's
// surface syntax (LateralView, Unnest, TableFunc, RowsFrom, generators in a
// select list, APPLY and LATERAL subqueries).
//
// ast imports nothing else of lateral's.
package ast
