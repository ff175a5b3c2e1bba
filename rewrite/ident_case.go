package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// IdentFold is how a dialect reads the case of an unquoted name.
type IdentFold uint8

const (
	// FoldNone: names are compared ignoring case, quoted or not (Hive,
	// Spark, Trino, DuckDB, BigQuery columns...).
	FoldNone IdentFold = iota
	// FoldLower: an unquoted name is its lower-case form, a quoted one is
	// exactly as written (PostgreSQL).
	FoldLower
	// FoldUpper: as FoldLower, to upper case (SQL standard, Snowflake).
	FoldUpper
)

// fold is name as an unquoted name of a dialect folding by f means it
// (ASCII letters only, as the printer folds).
func (f IdentFold) fold(name string) string {
	switch f {
	case FoldLower:
		return asciiCase(name, 'A', 'Z', 'a'-'A')
	case FoldUpper:
		return asciiCase(name, 'a', 'z', 'A'-'a')
	}
	return name
}

func asciiCase(s string, lo, hi byte, delta int) string {
	b := []byte(s)
	for i, c := range b {
		if lo <= c && c <= hi {
			b[i] = byte(int(c) + delta)
		}
	}
	return string(b)
}

// identity is the name id denotes in a dialect folding by f: the key two
// identifiers share exactly when they name the same thing there.
func (f IdentFold) identity(id ast.Ident) string {
	if f == FoldNone {
		return strings.ToLower(id.Name)
	}
	if id.Quoted {
		return id.Name
	}
	return f.fold(id.Name)
}

// codeNameCase refuses a statement declaring two names the source reads
// as two and the target as one.
const codeNameCase = "T078"

// identCase settles the case of the statement's names between dialects
// that read it differently (PostgreSQL's "A" and a are two columns,
// DuckDB's and Trino's one; Snowflake's unquoted a is "A").
//
// A quoted name spelled as a folding source folds it ("a" in PostgreSQL,
// "A" in Snowflake) means what the unquoted name means, and is made
// unquoted, so that it is printed as the target's unquoted name, as the
// unquoted names of the same statement and of its tables' definitions
// are.
//
// The rewrites match names ignoring case, and the target may read two of
// the source's names as one. The statement is refused where two such
// names are declared where one reference could reach both (declarations,
// ident_refs.go): the output names of one select list (with what its *
// brings), the columns of one FROM item, the aliases of one FROM, the
// WITH queries of the statement and one table's columns. A reference to
// either would read whichever the target finds first (DuckDB 1.5 gives 1
// for SELECT s.a FROM (SELECT 1 AS "A", 2 AS a) s, PostgreSQL 15 2).
// Names of scopes that cannot see each other (two subqueries of one select
// list, two WITH queries' columns) are left alone; the references to a
// name of an outer scope that the target reads as a name of an inner one
// are refused one by one (caseRefs), as is an unqualified name two FROM
// items of one SELECT declare in the target. Two spellings of one name of
// the source that the target reads as two fail there as a name not found.
func (c *Context) identCase(s ast.Stmt) {
	src, dst := c.Source.Fold, c.Target.Fold
	if src == FoldNone {
		return
	}
	ast.EachName(s, func(id *ast.Ident) {
		if id.Quoted && id.Name == src.fold(id.Name) {
			id.Quoted = false
		}
	})
	if dst == src {
		return
	}
	c.caseRefs(s) // ident_refs.go
}

// itemIdent is the name the source gives the unaliased select item e, as
// the name is written: a column's own, else the source's item name
// (PostgreSQL's count for count(*)), quoted where the source would not
// fold it so.
func (c *Context) itemIdent(e ast.Expr) (ast.Ident, bool) {
	if cr, ok := e.(*ast.ColumnRef); ok {
		id := cr.Name.Last()
		id.Span = cr.Span
		return id, id.Name != ""
	}
	if c.Source.ItemName == nil {
		return ast.Ident{}, false
	}
	name, ok := c.Source.ItemName(e)
	if !ok || name == "" {
		return ast.Ident{}, false
	}
	return ast.Ident{Span: e.SpanOf(), Name: name, Quoted: name != c.Source.Fold.fold(name)}, true
}

func quoteName(id ast.Ident) string {
	if id.Quoted {
		return `"` + id.Name + `"`
	}
	return id.Name
}

// FoldNames writes every unquoted data name of s (ast.EachName) as f
// folds it, for the reference executor, which then finds a name exactly
// as spelled (PostgreSQL's unquoted A is the column a, "A" another).
func FoldNames(s ast.Stmt, f IdentFold) {
	if f == FoldNone {
		return
	}
	ast.EachName(s, func(id *ast.Ident) {
		if !id.Quoted {
			id.Name = f.fold(id.Name)
		}
	})
}
