package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// datePlusInt writes DuckDB's and PostgreSQL's sum of a DATE and an
// integer (d + n, n + d) and difference of one (d - n), a DATE n days
// later or earlier (DuckDB's date operators: "+(DATE, INTEGER) -> DATE",
// "addition of days (integers)"; PostgreSQL 15 documentation, 9.9 "date +
// integer → date", "date - integer → date"), as the canonical
// date_add_days(d, n) and date_sub_days(d, n) toward the other dialects
// but Spark, where it had passed unchanged: Trino rejects a DATE plus an
// integer, and the others spell the days each their own way (Hive
// date_add, BigQuery DATE_ADD, Snowflake DATEADD, Doris days_add); a
// dialect without the function refuses it (T301). Spark reads the three
// operators alike from Spark 3.0 (SPARK-27898, "Support 4 date
// operators(date + integer, integer + date, date - integer and date -
// date)", after PostgreSQL's): kept, guarded where Spark's day count may
// wrap (sparkDayWrap). Both sources take an
// INTEGER or a smaller integer only (a BIGINT raises in DuckDB 1.5, "No
// function matches the given name and argument types '+(DATE, BIGINT)'",
// and in PostgreSQL 15, which has no date + bigint): n must be known to
// be one, by its type or as an integer literal of the INTEGER range
// (from PostgreSQL, also a call or arithmetic of an INTEGER result,
// pgIntCount). A
// count known to be a BIGINT is refused (wideDayCounts); an operand of
// another or unknown type is left as it was.
func datePlusInt(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.is("duckdb", "postgres") && !c.Target.is("duckdb", "postgres") && wideDayCounts(c, s) ||
		c.Source.is("duckdb") && c.Target.is("postgres") && wideDayCounts(c, s) {
		return s
	}
	if c.Source.is("postgres") && c.Target.is("duckdb") {
		return pgDuckDateIntCast(c, s)
	}
	if !c.Source.is("duckdb", "postgres") || c.Target.is("duckdb", "postgres") {
		return s
	}
	// the canonical function of each sum, by its place, and whether its
	// DATE is the right operand
	type plan struct {
		name     string
		dateLast bool
	}
	plans := map[ast.Span]plan{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAdd && b.Op != ast.OpSub {
			return true
		}
		isDate := func(e ast.Expr) bool {
			if tl, ok := e.(*ast.TypedLit); ok {
				return tl.Type != nil && tl.Type.Kind == ast.TypeDate
			}
			t := c.typeOf(e, sc)
			return t != nil && t.Kind == ast.TypeDate
		}
		isInt := func(e ast.Expr) bool {
			if c.Source.is("postgres") {
				return c.pgIntCount(e, sc)
			}
			if lit, ok := e.(*ast.Literal); ok {
				if lit.Kind != ast.LitInt {
					return false
				}
				v, err := strconv.ParseInt(lit.Value, 10, 64)
				return err == nil && v <= 1<<31-1
			}
			t := c.typeOf(e, sc)
			return t != nil && (t.Kind == ast.TypeInt || t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeTinyInt)
		}
		switch {
		case isDate(b.L) && isInt(b.R):
			name := "date_add_days"
			if b.Op == ast.OpSub {
				name = "date_sub_days"
			}
			plans[b.Span] = plan{name: name}
		case b.Op == ast.OpAdd && isInt(b.L) && isDate(b.R):
			plans[b.Span] = plan{name: "date_add_days", dateLast: true}
		}
		return true
	})
	if len(plans) == 0 {
		return s
	}
	if !c.Target.is("spark") {
		c.Fire(passLowerExprs)
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAdd && b.Op != ast.OpSub {
			return n
		}
		p, ok := plans[b.Span]
		if !ok {
			return n
		}
		// the operands as the rewrite left them (a nested sum written
		// already); toward Spark the sum is kept, guarded where its day
		// count may wrap (spark_day_wrap.go)
		if c.Target.is("spark") {
			if p.dateLast {
				return c.sparkDayWrap(b, b.R, b.L, false)
			}
			return c.sparkDayWrap(b, b.L, b.R, p.name == "date_sub_days")
		}
		if p.dateLast {
			return canonCall(b.Span, p.name, b.R, b.L)
		}
		return canonCall(b.Span, p.name, b.L, b.R)
	})
}

// pgDuckDateIntCast casts to INTEGER, from PostgreSQL toward DuckDB, the
// count of a DATE plus or minus an INTEGER (d + n, n + d, d - n) where the
// count may be wider in DuckDB than in PostgreSQL: generate_series gives
// INTEGERs of INTEGER bounds in PostgreSQL 15 and BIGINTs in DuckDB 1.5,
// whose length, strpos and the like give BIGINTs where PostgreSQL's give
// INTEGERs, and DuckDB has no DATE + BIGINT (run on DuckDB 1.5: DATE
// '2024-01-01' + g.i over generate_series(0, 3) raises "No function
// matches the given name and argument types '+(DATE, BIGINT)'", where
// PostgreSQL 15 gives 2024-01-01 to 2024-01-04). The count is an INTEGER
// in PostgreSQL (its date + integer takes no bigint: "operator does not
// exist: date + bigint"), so the cast keeps every value; an operand of
// another or unknown type is left as it was (pgIntCount). A count known to be an
// INTEGER in DuckDB too is left: an integer literal of the INTEGER range,
// a cast to an integer type of at most 32 bits, and a column of a table
// of the schema.
func pgDuckDateIntCast(c *Context, s ast.Stmt) ast.Stmt {
	casts := map[ast.Span]bool{}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAdd && b.Op != ast.OpSub {
			return true
		}
		isDate := func(e ast.Expr) bool {
			t := c.typeOf(e, sc)
			return t != nil && t.Kind == ast.TypeDate
		}
		// needs: e is an INTEGER (or a smaller integer) in PostgreSQL that
		// may be a BIGINT in DuckDB
		needs := func(e ast.Expr) bool {
			if _, ok := e.(*ast.Literal); ok || !c.pgIntCount(e, sc) {
				return false
			}
			switch x := e.(type) {
			case *ast.Cast:
				return false
			case *ast.ColumnRef:
				if ci, r := sc.resolveCol(x.Name); ci != nil && r != nil && r.table {
					return false
				}
			}
			return true
		}
		switch {
		case isDate(b.L) && needs(b.R):
			casts[b.R.SpanOf()] = true
		case b.Op == ast.OpAdd && needs(b.L) && isDate(b.R):
			casts[b.L.SpanOf()] = true
		}
		return true
	})
	if len(casts) == 0 {
		return s
	}
	c.Fire(passLowerExprs)
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAdd && b.Op != ast.OpSub {
			return n
		}
		cast := func(e ast.Expr) ast.Expr {
			if !casts[e.SpanOf()] {
				return e
			}
			// no place of its own: pgStringIntCast reads a placed cast to
			// an integer as the source's
			return &ast.Cast{X: e, Type: &ast.TypeName{Kind: ast.TypeInt}}
		}
		l, r := cast(b.L), cast(b.R)
		if l == b.L && r == b.R {
			return n
		}
		cp := *b
		cp.L, cp.R = l, r
		return &cp
	})
}

// pgIntCounts are PostgreSQL 15's functions of an integer result, as
// canonical names, that the rewrite's types do not give: length
// (char_length), octet_length, strpos, ascii and cardinality return
// integer (PostgreSQL 15 documentation, 9.4 and 9.19; run: pg_typeof of
// each is integer), array_length too.
var pgIntCounts = map[string]bool{"length": true, "octet_length": true, "strpos": true, "ascii": true, "cardinality": true, "array_length": true}

// pgIntCount reports whether e is an INTEGER or a smaller integer in
// PostgreSQL: by its type, a call of pgIntCounts, or the arithmetic
// (+, -, *, /, % and the sign) of such and integer literals of the
// INTEGER range, which PostgreSQL computes as an INTEGER.
func (c *Context) pgIntCount(e ast.Expr, sc *scope) bool {
	if t := c.typeOf(e, sc); t != nil {
		return t.Kind == ast.TypeInt || t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeTinyInt
	}
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind != ast.LitInt {
			return false
		}
		v, err := strconv.ParseInt(x.Value, 10, 64)
		return err == nil && v <= 1<<31-1
	case *ast.Func:
		return len(x.Name) == 1 && pgIntCounts[strings.ToLower(x.Name[0].Name)]
	case *ast.Unary:
		return (x.Op == ast.OpNeg || x.Op == ast.OpPlus) && c.pgIntCount(x.X, sc)
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpMod:
			return c.pgIntCount(x.L, sc) && c.pgIntCount(x.R, sc)
		}
	}
	return false
}

// codeWideDayCount: a DATE plus or minus a count of days that is a BIGINT,
// which DuckDB and PostgreSQL raise for, toward a target.
const codeWideDayCount = "T221"

// wideDayCounts refuses (T221) DuckDB's and PostgreSQL's DATE plus or minus
// a count of days known to be a BIGINT (d + n, n + d, d - n), which both
// raise for (DuckDB 1.5: "No function matches the given name and argument
// types '+(DATE, BIGINT)'"; PostgreSQL 15: "operator does not exist: date
// + bigint"), toward a target that may give a date (DuckDB's
// generate_series and range of integers give BIGINTs where PostgreSQL's
// give INTEGERs, genlateral.go). From PostgreSQL
// toward DuckDB, which raises for it too, it is left. It reports whether
// one was refused.
func wideDayCounts(c *Context, s ast.Stmt) bool {
	found := false
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		b, ok := n.(*ast.Binary)
		if !ok || b.Op != ast.OpAdd && b.Op != ast.OpSub {
			return true
		}
		kind := func(e ast.Expr) ast.TypeKind {
			if t := c.typeOf(e, sc); t != nil {
				return t.Kind
			}
			return ast.TypeUnknown
		}
		wide := func(e ast.Expr) bool { k := kind(e); return k == ast.TypeBigInt || k == ast.TypeHugeInt }
		var count ast.Expr
		switch {
		case kind(b.L) == ast.TypeDate && wide(b.R):
			count = b.R
		case b.Op == ast.OpAdd && wide(b.L) && kind(b.R) == ast.TypeDate:
			count = b.L
		default:
			return true
		}
		found = true
		c.Refuse(codeWideDayCount, b, "cast the count to INTEGER (CAST(n AS INTEGER)), which keeps every count a DATE can move by",
			"%s has no DATE %s BIGINT and raises for a count of days of type %s, where %s may give a date",
			c.Source.Name, b.Op, strings.ToLower(kind(count).String()), c.Target.Name)
		return true
	})
	return found
}
