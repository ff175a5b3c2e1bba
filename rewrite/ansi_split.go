package rewrite

import (
	"strings"
	"unicode/utf8"

	"github.com/lateral-sql/lateral/ast"
)

// ANSI SQL has no function splitting a string into an array, but the
// unnest of a split by a literal delimiter is a recursive CTE over the
// rest of the string (as ansi_series.go counts a series):
//
//	CROSS JOIN LATERAL (
//	  WITH RECURSIVE _s(_r, _n) AS (
//	    SELECT CAST(s AS VARCHAR), CAST(base AS BIGINT) WHERE s IS NOT NULL
//	    UNION ALL
//	    SELECT SUBSTRING(_r FROM POSITION(d IN _r) + len(d)), _n + 1
//	    FROM _s WHERE POSITION(d IN _r) > 0
//	  )
//	  SELECT CASE WHEN POSITION(d IN _r) = 0 THEN _r
//	         ELSE SUBSTRING(_r FROM 1 FOR POSITION(d IN _r) - 1) END, _n
//	  FROM _s
//	) AS g(x, ord)
//
// Each row holds what is left of s from the start of one piece, the piece
// running up to the first occurrence of d in it, or to its end when there
// is none: every piece is kept, leading, adjacent and trailing delimiters
// giving '' pieces, '' giving one '' piece and a NULL s no row; that is the
// literal split (split_literal: Trino split, BigQuery SPLIT, Doris
// explode_split, DuckDB string_split by a non-empty literal), and Hive's
// and Spark's split, Trino's regexp_split and PostgreSQL's
// regexp_split_to_array by a pattern matching one fixed non-empty string
// (Target.PlainPattern), which then split the same way. PostgreSQL's
// string_to_array(s, d) differs only for '', which it splits into no
// piece: the anchor then also asks s <> ''. The delimiter must be a
// non-empty string literal (its length is written as a number); s is read
// once, in the anchor.

// ansiSplitItem spells a lateral that unnests one split by a literal
// delimiter for the ANSI target (see the comment at the top of this file).
// ok is false, and nothing is done, when l is not such a lateral; item is
// nil when it was refused.
func (c *Context) ansiSplitItem(l *ast.Lateral) (item ast.TableExpr, ok bool) {
	if len(l.Gens) != 1 || l.Alias == nil || len(l.Alias.Columns) != 1 {
		return nil, false
	}
	g := l.Gens[0]
	if g.Kind != ast.GenUnnest || g.Expand || g.Collection == ast.CollMap || len(g.Args) != 1 {
		return nil, false
	}
	f, isFunc := g.Args[0].(*ast.Func)
	if !isFunc || len(f.Name) != 1 || f.Over != nil || len(f.Args) != 2 {
		return nil, false
	}
	var d string
	nonEmpty := false
	switch strings.ToLower(f.Name[0].Name) {
	case "split_literal":
		lit, isLit := f.Args[1].(*ast.Literal)
		if !isLit || lit.Kind != ast.LitString || lit.Value == "" {
			return nil, false
		}
		d = lit.Value
	case "string_to_array":
		lit, isLit := f.Args[1].(*ast.Literal)
		if !isLit || lit.Kind != ast.LitString || lit.Value == "" {
			return nil, false
		}
		d, nonEmpty = lit.Value, true
	case "split_regex", "regexp_split", "regexp_split_to_array":
		plain, isPlain := c.Target.plainPattern(f.Args[1])
		if !isPlain {
			return nil, false
		}
		d = plain
	default:
		return nil, false
	}
	s := f.Args[0]
	if fn := volatileCall(s); fn != nil || holdsQuery(s) {
		c.Refuse("T053", s, "compute the string in a subquery first, or use PostgreSQL, DuckDB or Trino",
			"ansi reads the string to split twice, which changes the meaning of a subquery or a function whose value changes at each call")
		return nil, true
	}
	sp := f.Span
	varchar := func() *ast.TypeName { return &ast.TypeName{Span: sp, Kind: ast.TypeString} }
	delim := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: d} }
	cte, r, n := c.Fresh("s"), c.Fresh("r"), c.Fresh("n")
	pos := func() ast.Expr { return canonCall(sp, "strpos", ansiRef(sp, r), delim()) }
	zero := func() ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"} }

	var cond ast.Expr = &ast.IsNull{Span: sp, X: ast.Clone(s), Not: true}
	if nonEmpty {
		cond = &ast.Binary{Span: sp, Op: ast.OpNe, L: ast.Clone(s), R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: ""}}
	}
	rest := canonCall(sp, "substr_sql", ansiRef(sp, r), plusInt(pos(), utf8.RuneCountInString(d), sp))
	rec := newANSIRecursive(sp, cte)
	rec.add(r, &ast.Cast{Span: sp, X: ast.Clone(s), Type: varchar()}, &ast.Cast{Span: sp, X: rest, Type: varchar()})
	rec.anchor.Where, rec.next.Where = cond, &ast.Binary{Span: sp, Op: ast.OpGt, L: pos(), R: zero()}
	piece := &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp,
		Cond: &ast.Binary{Span: sp, Op: ast.OpEq, L: pos(), R: zero()}, Result: ansiRef(sp, r)}},
		Else: canonCall(sp, "substr_sql", ansiRef(sp, r), intLit(sp, 1), plusInt(pos(), -1, sp))}
	outs := []ast.Expr{piece}
	if o := l.Ordinality; o != nil {
		rec.counter(n, o.Base)
		outs = append(outs, ansiRef(sp, n))
	}
	return rec.table(l, outs...), true
}
