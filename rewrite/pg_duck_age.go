package rewrite

import (
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeAgeInfinite: DuckDB's age of a TIMESTAMP WITH TIME ZONE, or of an
// operand of unknown type, that may be infinite, toward PostgreSQL.
const codeAgeInfinite = "T167"

// pgDuckAge writes age(a[, b]) between PostgreSQL and DuckDB where an
// operand may be infinite (mayBeInfinite). The two agree on finite dates
// and timestamps (in any session zone) and differ on infinite ones (run
// on PostgreSQL 15 and DuckDB 1.5): PostgreSQL 15 gives an interval out
// of any meaning (age('infinity'::timestamp, '2020-01-01') is 292257
// years 8 days 04:00:54.775807) or raises ("timestamp out of range",
// age(timestamp '-infinity')); DuckDB gives NULL for a DATE or TIMESTAMP
// and such an interval, another one, for a TIMESTAMP WITH TIME ZONE.
//
//   - From PostgreSQL, DuckDB's age raises (error()) where an operand's
//     text is infinity or -infinity (raiseGuard, infiniteText).
//   - From DuckDB, PostgreSQL's is NULL there, as DuckDB's, when every
//     operand is a DATE or a TIMESTAMP (c.typeOf) or a string literal of a
//     finite value, read as the other operand's type; an operand that is a
//     TIMESTAMP WITH TIME ZONE or of unknown type is refused (T167).
//
// An operand calling a volatile function is refused (T073).
func (c *Context) pgDuckAge(f *ast.Func, sc *scope) ast.Expr {
	toDuck := c.Source.Name == "postgres" && c.Target.is("duckdb")
	toPG := c.Source.Name == "duckdb" && c.Target.is("postgres")
	if !toDuck && !toPG || len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "age") || f.Over != nil || len(f.Args) < 1 || len(f.Args) > 2 {
		return f
	}
	sp := f.Span
	var bad ast.Expr
	for i, x := range f.Args {
		if !mayBeInfinite(x) {
			continue
		}
		if toPG {
			// one TIMESTAMP WITH TIME ZONE makes DuckDB's age one of those;
			// a finite string literal takes the other operand's type in both
			// (run on both: age(a, '2019-01-01') of a TIMESTAMP a)
			for _, y := range f.Args {
				if l, ok := y.(*ast.Literal); ok && l.Kind == ast.LitString && !mayBeInfinite(y) {
					continue
				}
				if t := c.ageOperandType(y, sc); t == nil || t.Kind != ast.TypeDate && t.Kind != ast.TypeTimestamp {
					c.Refuse(codeAgeInfinite, y, "cast the operands to TIMESTAMP (whose age DuckDB gives as NULL for an infinite one, written so in postgres), or give the schema",
						"duckdb's age of an infinite TIMESTAMP WITH TIME ZONE is an interval postgres does not give (it gives another or raises), and this operand may be one")
					return f
				}
			}
		}
		if toPG && guardableItem(x) != nil {
			// the subquery's one value is guarded within it (NULL there
			// is NULL here)
			sq := ast.Clone(x)
			item := guardableItem(sq)
			if !c.reusableIn(item.Expr, "the guard of an infinite timestamp, whose age postgres and duckdb give otherwise,") {
				return f
			}
			item.Expr = caseWhen(sp, infiniteText(sp, item.Expr), &ast.Literal{Span: sp, Kind: ast.LitNull}, item.Expr)
			nf := *f
			nf.Args = slices.Clone(f.Args)
			nf.Args[i] = sq
			f = &nf
			continue
		}
		if !c.reusableIn(x, "the guard of an infinite timestamp, whose age postgres and duckdb give otherwise,") {
			return f
		}
		if cond := infiniteText(sp, x); bad == nil {
			bad = cond
		} else {
			bad = &ast.Binary{Span: sp, Op: ast.OpOr, L: bad, R: cond}
		}
	}
	if len(f.Args) == 2 { // age(a) reads the clock, each engine its own way: still warned
		c.checkedCall(f)
	}
	if bad == nil {
		return f
	}
	if toPG {
		return caseWhen(sp, bad, &ast.Literal{Span: sp, Kind: ast.LitNull}, f)
	}
	raise := canonCall(sp, "error", &ast.Literal{Span: sp, Kind: ast.LitString,
		Value: "the age of an infinite timestamp, which postgres 15 gives as an interval out of range or raises for, and duckdb as NULL (an error of the translation from postgres)"})
	return raiseGuard(sp, bad, raise, f)
}

// ageOperandType is the type of an operand of age: a scalar subquery's
// is its one column's (bodyColType: age(a, (SELECT max(b) FROM t)) of
// DATE columns).
func (c *Context) ageOperandType(y ast.Expr, sc *scope) *ast.TypeName {
	if q, ok := y.(*ast.Subquery); ok && q.Query != nil {
		return c.bodyColType(q.Query, 0, sc)
	}
	return c.typeOf(y, sc)
}

// guardableItem is the one item of x, a scalar subquery of one SELECT
// that neither orders, limits nor removes duplicates, whose value may be
// guarded within it (an infinite value made NULL there is the NULL the
// subquery then gives); nil for any other expression.
func guardableItem(x ast.Expr) *ast.SelectItem {
	q, ok := x.(*ast.Subquery)
	if !ok || q.Query == nil || q.Query.With != nil || q.Query.OrderBy != nil || q.Query.Limit != nil || q.Query.Offset != nil ||
		q.Query.SortBy != nil || q.Query.DistributeBy != nil || q.Query.ClusterBy != nil {
		return nil
	}
	sel, ok := q.Query.Body.(*ast.Select)
	if !ok || sel.Distinct || sel.DistinctOn != nil || sel.AsStruct || len(sel.Items) != 1 || sel.Items[0] == nil ||
		sel.Items[0].Expr == nil || len(sel.Items[0].Aliases) > 0 {
		return nil
	}
	return sel.Items[0]
}
