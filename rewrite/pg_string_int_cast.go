package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Diagnostic codes of PostgreSQL's casts of strings to integers.
const (
	// codePgStringIntLiteral: a string literal PostgreSQL cannot read as
	// the integer type it is cast to (it raises), or a string expression
	// that reads no column, toward a target that would answer.
	codePgStringIntLiteral = "T150"
	// codePgStringIntUntyped: a cast to an integer type of an operand whose
	// type is not known, which may be a string the target reads where
	// PostgreSQL raises.
	codePgStringIntUntyped = "W030"
)

// pgIntLiteralHint is the hint of the T150 refusals of string literals.
const pgIntLiteralHint = "write the integer the string stands for, or cast it to NUMERIC first and round it as meant"

// pgIntCastText reports whether PostgreSQL 15 reads v as a value of the
// integer type t (int2in, int4in, int8in): the white space isspace accepts
// (space, \t, \n, \v, \f, \r) around an optional sign and decimal digits,
// within the type's range (pgIntText); anything else raises "invalid
// input syntax for type integer" or "out of range" (run on PostgreSQL 15:
// ' -7 ', E'\t5\n', E'\x0b5' and '+0' are read; '1.5', '5.', '0x10',
// '1_000', '1e3', ' ', ” and a no-break space after the digits raise).
func pgIntCastText(v string, t *ast.TypeName) bool {
	text, ok := pgIntText(v, t.Kind != ast.TypeInt && t.Kind != ast.TypeSmallInt)
	if ok && t.Kind == ast.TypeSmallInt {
		_, err := strconv.ParseInt(text, 10, 16)
		ok = err == nil
	}
	return ok
}

// pgStringIntCast keeps the error PostgreSQL raises for a string it cannot
// read as the integer type it is cast to (pgIntSyntax) toward the targets
// whose CAST answers there: DuckDB rounds '1.5' to 2 and reads '0x10',
// '1_000' and '1e3' as numbers (run on DuckDB 1.5; its range errors and
// the strings PostgreSQL reads it reads alike), Hive and Spark (ANSI mode
// off) drop the fraction and give NULL for the other strings and past the
// type's range (duck_try_cast.go). For a string operand, known by its type
// (a column of the schema, a cast, a string function: valueKindOf), the cast x is
// written
//
//	CASE WHEN (CASE WHEN <bad> THEN <raise> ELSE FALSE END) THEN NULL ELSE x END
//
// where <bad> is NOT regexp_like(s, '^[\t-\r ]*[+-]?[0-9]+[\t-\r ]*\z') for
// DuckDB, with error('...') as <raise>, and, for Hive and Spark, s IS NOT
// NULL AND (NOT regexp_like(...) OR x IS NULL), which also catches the
// range, with assert_true_value(s IS NULL) as <raise> (the form of
// substr_negative_length.go; s must read a column, or the cast is refused).
// A string literal PostgreSQL cannot read is refused (T150); the cast of an
// operand of unknown type, which may be a string, is kept with a warning
// (W030). Toward Doris, Snowflake and BigQuery, whose casts of such
// strings are not checked here (BigQuery documents '0x10' as 16, and
// Snowflake's INTEGER is NUMBER(38, 0), which holds '99999999999'), the
// cast of a string is kept with that warning too; Trino and Presto raise
// for them.
// pgIntCastAnswers: the target's CAST of a string PostgreSQL cannot read
// as an integer gives a value, or is not checked (pgStringIntCast).
func pgIntCastAnswers(c *Context) bool {
	return c.Target.is("duckdb", "hive", "spark", "doris", "snowflake", "bigquery")
}

func pgStringIntCast(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || !pgIntCastAnswers(c) {
		return s
	}
	found := false
	ast.Inspect(s, func(n ast.Node) bool {
		// found is only ever set: a later node (LIMIT's literal) must
		// not clear it.
		switch x := n.(type) {
		case *ast.Cast:
			found = found || x.Mode == ast.CastStrict && isIntType(x.Type)
		case *ast.TypedLit:
			found = found || isIntType(x.Type)
		case *ast.Literal:
			found = found || x.Kind == ast.LitString // maybe read as an integer (pgStringIntOperands)
		}
		return !found
	})
	if !found {
		return s
	}
	guard := map[ast.Span]bool{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		c.pgStringIntOperands(n, sc)
		x, ok := n.(*ast.Cast)
		if !ok || x.Mode != ast.CastStrict || !isIntType(x.Type) || !x.Span.Start.IsValid() {
			return true
		}
		if lit, ok := x.X.(*ast.Literal); ok {
			if lit.Kind == ast.LitString && !pgIntCastText(lit.Value, x.Type) {
				c.Refuse(codePgStringIntLiteral, x, pgIntLiteralHint,
					"postgres raises an error for the cast of '%s' to an integer type (not an integer of the type's range), where %s gives a value", lit.Value, c.Target.Name)
			}
			return true
		}
		switch c.valueKindOf(x.X, sc) {
		case "":
			c.Warn(codePgStringIntUntyped, x, "the type of %s is not known: if it is a string, postgres raises an error for one that is not an integer ('1.5', '0x10', '1e3'), where %s gives a value; give the column types with --schema",
				exprName(x.X), c.Target.Name)
		case "string":
			if !c.Target.is("duckdb", "hive", "spark") {
				c.Warn(codePgStringIntUntyped, x, "postgres raises an error for a string that is not an integer of the type's range ('1.5', '0x10', '99999999999' to INT), where %s may give a value; the cast is kept as written",
					c.Target.Name)
				return true
			}
			if !c.reusableIn(x.X, "a cast of a string to an integer") {
				return true
			}
			if !c.Target.is("duckdb") && ansiVaries(x.X) == nil {
				c.Refuse(codePgStringIntLiteral, x, "cast a column, or write the integer the string stands for",
					"postgres raises an error for the cast of a string that is not an integer, which %s can raise only from a value read from a column", c.Target.Name)
				return true
			}
			guard[x.Span] = true
		}
		return true
	})
	if len(guard) == 0 {
		return s
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Cast)
		if !ok || x.Mode != ast.CastStrict || !guard[x.Span] {
			return n
		}
		return c.pgIntGuard(x)
	})
}

// pgIntGuard is the cast x of a string, raising where PostgreSQL's does
// (pgStringIntCast).
func (c *Context) pgIntGuard(x *ast.Cast) ast.Expr {
	sp := x.Span
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	// \z: Java's $ also matches before a final line terminator
	// ('5' U+2028), which PostgreSQL does not read.
	like := canonCall(sp, "regexp_like", ast.Clone(x.X), str(`^[\t-\r ]*[+-]?[0-9]+[\t-\r ]*\z`))
	var bad ast.Expr = &ast.Unary{Span: sp, Op: ast.OpNot, X: like}
	var raise ast.Expr
	if c.Target.is("duckdb") {
		raise = canonCall(sp, "error", str("invalid input syntax for type integer (an error in "+c.Source.Name+")"))
	} else {
		bad = &ast.Binary{Span: sp, Op: ast.OpAnd, L: &ast.IsNull{Span: sp, X: ast.Clone(x.X), Not: true},
			R: &ast.Binary{Span: sp, Op: ast.OpOr, L: bad, R: &ast.IsNull{Span: sp, X: ast.Clone(x)}}}
		raise = canonCall(sp, "assert_true_value", &ast.IsNull{Span: sp, X: ast.Clone(ansiVaries(x.X))})
	}
	return raiseGuard(sp, bad, raise, x)
}

// pgStringIntOperands refuses (T150) the other spellings of the cast of a
// string literal PostgreSQL cannot read as an integer, which it raises for
// as it does for CAST('1.5' AS INT) (run on PostgreSQL 15): the typed
// literal INTEGER '1.5' (int4 '1.5', written CAST('1.5' AS INTEGER), which
// DuckDB reads as 2 and Hive and Spark as 1), and a string literal meeting
// an integer operand of a comparison, an arithmetic operator, IN or
// BETWEEN, which PostgreSQL reads as that operand's type (id = '1.5' and
// id IN ('2', '1e0') raise there, where DuckDB compares with 2 and 1, and
// Hive and Spark compare or add as doubles).
func (c *Context) pgStringIntOperands(n ast.Node, sc *scope) {
	check := func(lit ast.Expr, t *ast.TypeName) {
		l, ok := lit.(*ast.Literal)
		if !ok || l.Kind != ast.LitString || t == nil || !isIntType(t) || pgIntCastText(l.Value, t) {
			return
		}
		c.Refuse(codePgStringIntLiteral, l, pgIntLiteralHint,
			"postgres reads '%s' as %s here and raises an error (not an integer of the type's range), where %s gives a value", l.Value, strings.ToLower(t.Kind.String()), c.Target.Name)
	}
	switch x := n.(type) {
	case *ast.TypedLit:
		if isIntType(x.Type) && !pgIntCastText(x.Value, x.Type) {
			c.Refuse(codePgStringIntLiteral, x, pgIntLiteralHint,
				"postgres raises an error for the integer literal '%s' (not an integer of the type's range), where %s gives a value", x.Value, c.Target.Name)
		}
	case *ast.Binary:
		switch {
		case x.Op.IsComparison(), x.Op == ast.OpAdd, x.Op == ast.OpSub, x.Op == ast.OpMul, x.Op == ast.OpDiv, x.Op == ast.OpMod:
			check(x.R, c.typeOf(x.L, sc))
			check(x.L, c.typeOf(x.R, sc))
		}
	case *ast.InList:
		t := c.typeOf(x.X, sc)
		for _, e := range x.List {
			check(e, t)
		}
	case *ast.Between:
		t := c.typeOf(x.X, sc)
		check(x.Lo, t)
		check(x.Hi, t)
	}
}

// inspectScopedOrdered is inspectScoped, a query's ORDER BY visited with
// the scope of its SELECT's FROM (as lowerOrderBy reads it), once: a
// query's ORDER BY is not part of its SELECT.
func (c *Context) inspectScopedOrdered(s ast.Node, fn func(n ast.Node, sc *scope) bool) {
	ordered := map[*ast.OrderItem]bool{}
	var visit func(n ast.Node, sc *scope) bool
	visit = func(n ast.Node, sc *scope) bool {
		if o, ok := n.(*ast.OrderItem); ok && ordered[o] {
			return false
		}
		if q, ok := n.(*ast.Query); ok {
			if sel, ok := q.Body.(*ast.Select); ok && len(q.OrderBy) > 0 {
				osc := c.scopeOf(sel.From)
				osc.outer = sc
				for _, o := range q.OrderBy {
					ordered[o] = true
					c.inspectScoped(o.Expr, func(m ast.Node, isc *scope) bool {
						if isc == nil {
							isc = osc
						}
						return visit(m, isc)
					})
				}
			}
		}
		return fn(n, sc)
	}
	c.inspectScoped(s, visit)
}
