package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL and DuckDB hold dates before Christ and write them their own
// ways: the text 0045-05-17 BC (PostgreSQL 15) or 0045-05-17 (BC) (DuckDB
// 1.5), the year -45 (PostgreSQL, which has no year 0) or -44 (DuckDB's
// astronomical year of a DATE or TIMESTAMP); a year past 9999 is written
// 10000-01-01 by both (run on both, TestPgDuckBCText). Between the two
// the text and the year are rewritten (pg_duck_tz_text.go bcTextOf,
// pg_duck_bc.go pgDuckBCPart). Toward the other targets, whose texts and
// years before Christ are not checked here (java.time writes -0044-05-17
// or, with a year-of-era pattern, 0045-05-17, and + before a year past
// 9999; Doris's DATE starts at 0000-01-01, BigQuery's and ANSI SQL's at
// 0001-01-01: BigQuery's documentation, Data types, and the standard's
// datetime ranges, where the guard stands for their own error out of
// that range), the query raises where such a value x is read for its
// year (EXTRACT(YEAR FROM x), year(x), date_part('year', x): bcYear) or
// written as text (a CAST to a string type, an operand of || or an
// argument of concat or concat_ws, toward the targets of
// temporal_text.go): x is read as
//
//	CASE WHEN (CASE WHEN x < DATE '0001-01-01' THEN <raise> ELSE FALSE END) THEN NULL ELSE x END
//
// and, for a DATE written as text, raises also after 9999-12-31 (OR x >=
// DATE '10000-01-01'; a TIMESTAMP's + is stripped there). <raise> is the
// target's (targetRaise) of the year of x. A value that cannot be before
// Christ (mayBeBC: a literal after Christ, now()) is left as it was; one
// whose type is not known is not checked, and one that may change between
// its evaluations (random(), a subquery) is refused (T073).

// bcGuardTarget says whether a date before Christ from the source raises
// in the target where its year or its text is read (above).
func (c *Context) bcGuardTarget() bool {
	return (c.Source.Name == "postgres" || c.Source.Name == "duckdb") &&
		!c.Target.is("postgres", "duckdb")
}

// bcGuarded is x, a DATE, TIMESTAMP or TIMESTAMPTZ, written to raise where
// it is before Christ, or with late, for a DATE's text, also where it is
// after 9999-12-31 (yearRangeGuarded); x itself where it cannot be; nil
// where it refused.
func (c *Context) bcGuarded(x ast.Expr, late bool, use string) ast.Expr {
	if !mayBeBC(x) {
		return x
	}
	if late {
		return c.yearRangeGuarded(x, ast.TypeDate) // trino_ts_text.go
	}
	if !c.reusableIn(x, "raising for a date before Christ, whose "+use+" "+c.Target.Name+" gives otherwise than "+c.Source.Name+",") {
		return nil
	}
	sp := x.SpanOf()
	bad := &ast.Binary{Span: sp, Op: ast.OpLt, L: ast.Clone(x), R: &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}, Value: "0001-01-01"}}
	msg := "a date before Christ, whose " + use + " " + c.Target.Name + " gives otherwise than " + c.Source.Name + " (an error of the translation from " + c.Source.Name + ")"
	raise := c.targetRaise(sp, msg, &ast.Extract{Span: sp, Field: "YEAR", X: ast.Clone(x)})
	return raiseGuard(sp, bad, raise, x)
}

// bcYear is the year of a value that may be before Christ (EXTRACT(YEAR
// FROM x), year(x), date_part('year', x)) with x read to raise for one
// (bcGuarded) toward bcGuardTarget; e itself otherwise.
func (c *Context) bcYear(e ast.Expr, sc *scope) ast.Expr {
	x, f := datePartOf(e)
	if bcParts[f] != "year" || !c.bcGuardTarget() || !mayBeBC(x) {
		return e
	}
	t := c.typeOf(x, sc)
	if t == nil || t.Kind != ast.TypeDate && t.Kind != ast.TypeTimestamp && t.Kind != ast.TypeTimestampTZ {
		return e
	}
	g := c.bcGuarded(x, false, "year")
	if g == nil {
		return e
	}
	switch v := e.(type) {
	case *ast.Extract:
		nv := *v
		nv.X = g
		return &nv
	case *ast.Func:
		nv := *v
		nv.Args = append([]ast.Expr(nil), v.Args...)
		nv.Args[len(nv.Args)-1] = g
		return &nv
	}
	return e
}

// bcArrayJoin writes array_to_string (canonical array_join) of an array
// of DATE values from PostgreSQL or DuckDB toward Spark, Trino and Presto
// (whose casts of the elements write a date before Christ as -0044-05-17
// and one after 9999 with a +), and of TIMESTAMP values toward Spark
// (toward Trino and Presto those are refused, T187, elem_time_text.go),
// and of DATE or TIMESTAMP values from Spark and Hive toward PostgreSQL
// and DuckDB the other way, and of DATE values between the other
// dialects that write them otherwise outside years 1 to 9999
// (extremeYearsDiffer: Spark and Hive, Trino and Presto; Trino and
// Presto toward PostgreSQL and DuckDB), to raise where an element is
// before 0001-01-01 or after 9999-12-31 (between Spark and Hive before
// 0001-01-01 only: earlyYearsOnly):
//
//	CASE WHEN (CASE WHEN size(filter(a, x -> x < DATE '0001-01-01' OR CAST(x AS DATE) > DATE '9999-12-31')) > 0 THEN <raise> ELSE FALSE END) THEN NULL ELSE array_join(a, sep) END
//
// (toward PostgreSQL the test is EXISTS (SELECT 1 FROM unnest(a) AS
// _e(_x) WHERE ...), refused for an array holding a window function;
// from Spark and Hive their concat_ws(sep, a) of an array too),
// an array constructor of values that cannot be before Christ (mayBeBC)
// being left as it is.
func (c *Context) bcArrayJoin(f *ast.Func, sc *scope) ast.Expr {
	java := c.extremeYearsDiffer(ast.TypeDate) // temporal_text.go
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) < 2 || !c.elemTimeTextPair() && !java {
		return f
	}
	a := f.Args[0]
	switch strings.ToLower(f.Name[0].Name) {
	case "array_join":
	case "concat_ws":
		// Spark's and Hive's concat_ws(sep, a) of an array joins it too,
		// guarded here and written as a join by concatWsArray, a rule
		// after this one (concat_ws_arrays.go)
		if !java || !c.Source.is("spark", "hive") || len(f.Args) != 2 {
			return f
		}
		a = f.Args[1]
	default:
		return f
	}
	t := c.typeOf(a, sc)
	if t == nil || t.Kind != ast.TypeArray || t.Elem == nil {
		return f
	}
	switch t.Elem.Kind {
	case ast.TypeDate:
	case ast.TypeTimestamp:
		if !(c.elemTimeTextPair() && c.Target.is("spark")) && !c.extremeYearsDiffer(ast.TypeTimestamp) {
			return f
		}
	default:
		return f
	}
	if arr, ok := a.(*ast.Array); ok {
		bc := false
		for _, x := range arr.Elems {
			bc = bc || !isNullLit(x) && mayBeBC(x)
		}
		if !bc {
			return f
		}
	}
	years, early := "a year before 1 or after 9999", c.earlyYearsOnly(t.Elem.Kind) // temporal_text.go
	if early {
		years = "a year before 1"
	}
	if c.Target.is("hive") {
		// no lambda to test the elements with
		c.Refuse(codeElemTimeText, f, "cast each element to text in the source first, or join the array where it is made",
			"joining an array of %s as text: %s writes an element of %s otherwise than %s, and hive has no lambda to test the elements for one",
			strings.ToUpper(t.Elem.Kind.String()), c.Target.Name, years, c.Source.Name)
		return f
	}
	if !c.reusableIn(a, "raising for "+years+", whose text "+c.Target.Name+" writes otherwise than "+c.Source.Name+",") {
		return f
	}
	sp := a.SpanOf()
	date := func(v string) ast.Expr {
		return &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}, Value: v}
	}
	x := c.Fresh("x")
	ref := func() ast.Expr { return &ast.ColumnRef{Span: sp, Name: ast.QName{x}} }
	var out ast.Expr = &ast.Binary{Span: sp, Op: ast.OpLt, L: ref(), R: date("0001-01-01")}
	if !early {
		out = &ast.Binary{Span: sp, Op: ast.OpOr, L: out,
			R: &ast.Binary{Span: sp, Op: ast.OpGt, L: &ast.Cast{Span: sp, X: ref(), Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}, R: date("9999-12-31")}}
	}
	var bad ast.Expr
	if c.Target.is("postgres") {
		// no lambda there: EXISTS (SELECT 1 FROM unnest(a) AS _e(_x) WHERE
		// ...), whose FROM takes no window function
		if w := windowCall(a); w != nil {
			c.Refuse(codeElemTimeText, w, "compute the array in a subquery and join its column",
				"the test of the array's years (before 1 or after 9999, which %s writes otherwise than %s) reads its elements in a subquery, where postgres takes no window function",
				c.Source.Name, c.Target.Name)
			return f
		}
		rel := c.Fresh("e")
		sel := &ast.Select{Span: sp, Items: []*ast.SelectItem{{Span: sp, Expr: intLit(sp, 1)}},
			From: []ast.TableExpr{&ast.TableFunc{Span: sp, Func: canonCall(sp, "unnest", ast.Clone(a)),
				Alias: &ast.Alias{Span: sp, Name: rel, Columns: []ast.Ident{x}}}},
			Where: out}
		bad = &ast.Exists{Span: sp, Query: &ast.Query{Span: sp, Body: sel}}
	} else {
		// size, Hive's: -1 for a NULL array, not above 0
		some := canonCall(sp, "size", canonCall(sp, "filter", ast.Clone(a), &ast.Lambda{Span: sp, Params: []ast.Ident{x}, Body: out}))
		bad = &ast.Binary{Span: sp, Op: ast.OpGt, L: some, R: intLit(sp, 0)}
	}
	when := "a date before Christ or after 9999"
	if early {
		when = "a date before Christ"
	}
	msg := "array_to_string of " + when + ", which " + c.Target.Name + " writes otherwise than " + c.Source.Name + " (an error of the translation from " + c.Source.Name + ")"
	var y ast.Expr = ast.Clone(a) // Spark: assert_true(a IS NULL)
	if !c.Target.is("spark") {
		y = canonCall(sp, "size", ast.Clone(a))
	}
	raise := c.targetRaise(sp, msg, y)
	c.Fire(passLowerExprs)
	return raiseGuard(sp, bad, raise, f)
}

// windowCall is the first window function call of e outside its
// subqueries (holdsWindow's), nil when there is none.
func windowCall(e ast.Expr) *ast.Func {
	var out *ast.Func
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Subquery, *ast.Exists, *ast.InSubquery, *ast.ArrayQuery:
			return false
		case *ast.Func:
			if x.Over != nil {
				out = x
			}
		}
		return out == nil
	})
	return out
}
