package rewrite

import (
	"github.com/lateral-sql/lateral/ast"
)

// pgConcatText makes a || that joins two values as text a valid one
// toward PostgreSQL (and ANSI SQL, checked there). PostgreSQL's string ||
// is text || text, anynonarray || text and text || anynonarray: an
// operand of another type is written as its cast to text (anytextcat is
// $1::text || $2), but one of the two must be a string, or a literal or
// NULL that PostgreSQL reads as one; 1 || 2 raises there (operator does
// not exist: integer || integer, run on PostgreSQL 15). Hive's, Spark's,
// Snowflake's, BigQuery's and DuckDB's || write both operands as their
// text (1 || 2 is 12), and the rules before this one have made each
// operand's text the source's or refused it. So where neither operand
// is such a string, each one that is not is written CAST(x AS VARCHAR),
// the text PostgreSQL's || would give it beside a string.
//
// An operand of unknown type is cast only where the || cannot join
// arrays (concatMayBeArrays: from Hive, Doris and Snowflake, whose ||
// takes strings only, or beside a value that is no array); a binary
// string, a JSON value, an array, a map or a struct is left, as ||
// means something else for them in PostgreSQL. e is what the rules made
// of the ||: the || itself, or the CASE testing its operands of unknown
// type when the query runs (pgDuckTZTextBinary), whose ELSE is the || as
// written and is made valid here.
func (c *Context) pgConcatText(e ast.Expr, sc *scope) ast.Expr {
	if !c.Target.is("postgres", "ansi") || c.Source.is("postgres", "ansi") {
		return e
	}
	switch x := e.(type) {
	case *ast.Binary:
		return c.pgConcatOperands(x, sc)
	case *ast.Case:
		if ch := c.tzChains[x]; ch != nil {
			if b, ok := x.Else.(*ast.Binary); ok {
				if nb := c.pgConcatOperands(b, sc); nb != b {
					nx := *x
					nx.Else = nb
					c.tzChains[&nx] = ch
					return &nx
				}
			}
		}
	}
	return e
}

// pgConcatOperands is pgConcatText for b, a || of the operands as written.
func (c *Context) pgConcatOperands(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpConcat {
		return b
	}
	lt, rt := c.typeOf(b.L, sc), c.typeOf(b.R, sc)
	if pgTextOperand(b.L, lt) || pgTextOperand(b.R, rt) || c.concatMayBeArrays(b, lt, rt, sc) {
		return b
	}
	lc, rc := pgCastOperand(lt), pgCastOperand(rt)
	if !lc || !rc {
		return b // a || of other values (bytea, jsonb, arrays) or one PostgreSQL refuses as the source does not
	}
	nb := *b
	nb.L, nb.R = strictText(b.L), strictText(b.R)
	return &nb
}

// pgTextOperand: e, of type t, is a string for PostgreSQL's ||: of a
// string type, a string literal or NULL, which it reads as text, or a ||
// that is not of arrays.
func pgTextOperand(e ast.Expr, t *ast.TypeName) bool {
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind == ast.LitString || x.Kind == ast.LitNull {
			return true
		}
	case *ast.Binary:
		if x.Op == ast.OpConcat && !isArrayType(t) {
			return true // a || of strings, made valid here before its parent
		}
	}
	return t != nil && t.Kind.IsText()
}

// pgCastOperand: a value of type t (nil or unknown: not a string, an
// array or another value || joins otherwise, as pgConcatText has found)
// is written as its text by CAST(x AS VARCHAR) beside a ||.
func pgCastOperand(t *ast.TypeName) bool {
	if !knownType(t) {
		return true
	}
	switch t.Kind {
	case ast.TypeBinary, ast.TypeJSON, ast.TypeArray, ast.TypeMap, ast.TypeStruct, ast.TypeOther:
		return false
	}
	return true
}
