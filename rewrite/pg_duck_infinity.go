package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// infiniteParts is the date parts (EXTRACT fields, date_part units, in
// lower case, with PostgreSQL's synonyms) that PostgreSQL 15 gives as
// ±Infinity for an infinite date or timestamp, and DuckDB 1.5 as NULL (run
// on both: EXTRACT(YEAR FROM 'infinity'::TIMESTAMP) is Infinity in
// PostgreSQL, a numeric, date_part('epoch', '-infinity'::DATE) -Infinity, a
// double precision, and both NULL in DuckDB). The other fields (month,
// day, hour, dow, ...) are NULL in both.
var infiniteParts = map[string]bool{
	"year": true, "years": true, "y": true, "yr": true, "yrs": true, "isoyear": true,
	"decade": true, "decades": true, "dec": true, "decs": true,
	"century": true, "centuries": true, "c": true, "cent": true,
	"millennium": true, "millennia": true, "mil": true, "mils": true,
	"julian": true, "j": true, "jd": true, "epoch": true,
}

// infinitePart is the operand of e when e is a date part of infiniteParts:
// EXTRACT(f FROM x), year(x) (the canonical name of DuckDB's year and
// Trino's) or date_part('f', x).
func infinitePart(e ast.Node) (ast.Expr, bool) {
	x, f := datePartOf(e)
	return x, infiniteParts[f]
}

// datePartOf is the operand and the field (in lower case; "year" for
// year(x)) of EXTRACT(f FROM x), year(x) or date_part('f', x); the field
// is empty for another expression.
func datePartOf(e ast.Node) (ast.Expr, string) {
	switch x := e.(type) {
	case *ast.Extract:
		return x.X, strings.ToLower(x.Field)
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil {
			return nil, ""
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "year":
			if len(x.Args) == 1 {
				return x.Args[0], "year"
			}
		case "date_part", "datepart":
			if len(x.Args) == 2 {
				if l, ok := x.Args[0].(*ast.Literal); ok && l.Kind == ast.LitString {
					return x.Args[1], strings.ToLower(l.Value)
				}
			}
		}
	}
	return nil, ""
}

// mayBeInfinite says whether x may be an infinite date or timestamp: it
// reads a column, a parameter or a subquery, or holds a literal whose text
// names infinity; a constant such as TIMESTAMP '2020-01-01' or now() is
// finite.
func mayBeInfinite(x ast.Expr) bool {
	may := false
	ast.Inspect(x, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ColumnRef, *ast.Param, *ast.Subquery:
			may = true
		case *ast.Literal:
			may = may || strings.Contains(strings.ToLower(n.Value), "inf")
		case *ast.TypedLit:
			may = may || strings.Contains(strings.ToLower(n.Value), "inf")
		}
		return !may
	})
	return may
}

// pgDuckInfinity writes the date parts of infiniteParts of an operand that
// may be infinite (mayBeInfinite) so that PostgreSQL and DuckDB do not
// differ silently. From DuckDB, whose part is NULL there, PostgreSQL's is
// written nullif(nullif(part, CAST('Infinity' AS DOUBLE PRECISION)),
// CAST('-Infinity' AS DOUBLE PRECISION)), NULL as in DuckDB (a numeric
// part is compared as a double, exact for these integers, and the year is
// then cast to BIGINT: partCasts). From PostgreSQL, whose part is ±Infinity (a numeric or a double
// precision), DuckDB's (a BIGINT, which holds no infinity) is guarded:
//
//	CASE WHEN (CASE WHEN CAST(x AS VARCHAR) IN ('infinity', '-infinity') THEN error('...') ELSE FALSE END) THEN NULL ELSE part END
//
// (the form of pgIntGuard) so that the query raises for an infinite
// operand rather than give NULL (the text of any type of x, where isinf
// takes dates and timestamps only). An operand that calls a volatile
// function or holds a subquery is refused (reusableIn).
// The other date functions agree on infinity (run on both: date_trunc,
// + INTERVAL, comparisons, the cast to text and to DATE or TIMESTAMP).
// A part of bcParts (the year, the ISO year, the decade) of an operand that
// may be before Christ (mayBeBC) is first written by pgDuckBCPart, and the
// forms above then wrap it.
func pgDuckInfinity(c *Context, s ast.Stmt) ast.Stmt {
	toPG := c.Source.Name == "duckdb" && c.Target.is("postgres")
	toDuck := c.Source.Name == "postgres" && c.Target.is("duckdb")
	if !toPG && !toDuck {
		return s
	}
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		if x, ok := infinitePart(n); ok && (mayBeInfinite(x) || mayBeBC(x)) {
			found = true
		}
		return !found
	})
	if !found {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := infinitePart(n)
		if !ok {
			return n
		}
		inf, bc := mayBeInfinite(x), mayBeBC(x) && bcParts[partField(n)] != ""
		if !inf && !bc {
			return n
		}
		e := n.(ast.Expr)
		sp := e.SpanOf()
		str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
		use := "the guard of an infinite date or timestamp, whose date part is Infinity in postgres and NULL in duckdb,"
		if !inf {
			use = "the year of a date before Christ, read otherwise by postgres and duckdb,"
		}
		if (bc || !toPG) && !c.reusableIn(x, use) {
			return n
		}
		if bc {
			if e = c.pgDuckBCPart(e, x, partField(n), toPG); e == nil {
				return n
			}
		}
		if !inf {
			return e
		}
		if toPG {
			dbl := func(v string) ast.Expr {
				return &ast.Cast{Span: sp, X: str(v), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDouble}}
			}
			return canonCall(sp, "nullif", canonCall(sp, "nullif", e, dbl("Infinity")), dbl("-Infinity"))
		}
		raise := canonCall(sp, "error", str("an infinite date or timestamp, whose date part is Infinity in postgres and NULL in duckdb (an error of the translation from postgres)"))
		return raiseGuard(sp, infiniteText(sp, x), raise, e)
	})
}

// partField is the field of a date part (datePartOf).
func partField(n ast.Node) string {
	_, f := datePartOf(n)
	return f
}

// infiniteText is CAST(x AS VARCHAR) IN ('infinity', '-infinity'), true
// for an infinite date or timestamp in DuckDB (and in PostgreSQL, whose
// text of them is the same), false for any other value (the text of an
// infinite double is 'inf' in DuckDB).
func infiniteText(sp ast.Span, x ast.Expr) ast.Expr {
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	return &ast.InList{Span: sp, X: &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}},
		List: []ast.Expr{str("infinity"), str("-infinity")}}
}

// pgDuckDateDiff guards PostgreSQL's a - b of two dates toward DuckDB: an
// infinite operand raises in PostgreSQL ("cannot subtract infinite
// dates") and gives a count of days in DuckDB (run on both: DATE
// 'infinity' - DATE '2020-01-01' is 2147465385, the days to DuckDB's
// largest date), so the difference is written
//
//	CASE WHEN (CASE WHEN <a or b infinite> THEN error('...') ELSE FALSE END) THEN NULL ELSE a - b END
//
// (raiseGuard, infiniteText) for the operands that may be infinite
// (mayBeInfinite). A DATE beside an operand of unknown type (a DATE or an
// integer, whose difference is a DATE, infinite in both) raises when the
// other operand is infinite, or when the DATE is and the other is a DATE
// (typeof(b) = 'DATE' in DuckDB). Two operands of unknown type are left:
// lateral cannot tell a difference of dates there. An operand calling a
// volatile function is refused (T073). From DuckDB the difference raises
// in PostgreSQL where DuckDB gives that count: it is kept.
func (c *Context) pgDuckDateDiff(b *ast.Binary, sc *scope) ast.Expr {
	if b.Op != ast.OpSub || c.Source.Name != "postgres" || !c.Target.is("duckdb") {
		return b
	}
	lt, rt := c.typeOf(b.L, sc), c.typeOf(b.R, sc)
	isDate := func(t *ast.TypeName) bool { return t != nil && t.Kind == ast.TypeDate }
	unknown := func(t *ast.TypeName) bool { return t == nil || t.Kind == ast.TypeUnknown }
	if !(isDate(lt) && (isDate(rt) || unknown(rt)) || unknown(lt) && isDate(rt)) {
		return b
	}
	sp := b.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	var bad ast.Expr
	for i, x := range []ast.Expr{b.L, b.R} {
		if !mayBeInfinite(x) {
			continue
		}
		if !c.reusableIn(x, "the guard of an infinite date, whose difference raises in postgres and is a count of days in duckdb,") {
			return b
		}
		cond := infiniteText(sp, x)
		other, ot := b.R, rt
		if i == 1 {
			other, ot = b.L, lt
		}
		if unknown(ot) {
			cond = &ast.Binary{Span: sp, Op: ast.OpAnd, L: cond,
				R: &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "typeof", ast.Clone(other)), R: str("DATE")}}
		}
		if bad == nil {
			bad = cond
		} else {
			bad = &ast.Binary{Span: sp, Op: ast.OpOr, L: bad, R: cond}
		}
	}
	if bad == nil {
		return b
	}
	raise := canonCall(sp, "error", str("cannot subtract infinite dates (an error in postgres)"))
	return raiseGuard(sp, bad, raise, b)
}
