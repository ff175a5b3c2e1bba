package rewrite

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Diagnostic codes of PostgreSQL's string literals among values of a type.
const (
	// codeLiteralNeighbour: a string literal of a coalesce, greatest,
	// least, nullif, CASE, ARRAY or IN list that PostgreSQL reads as the
	// type of the values beside it, whose value lateral cannot write for
	// the target (or which PostgreSQL raises for).
	codeLiteralNeighbour = "T157"
	// codeLiteralUnknownNeighbour: such a literal beside a value of
	// unknown type that PostgreSQL could read as a number or a boolean.
	codeLiteralUnknownNeighbour = "T158"
	// codeCaseTextOperand: a CASE's operand that is a string literal,
	// which PostgreSQL reads as text, beside a WHEN value of another
	// type, which PostgreSQL raises for.
	codeCaseTextOperand = "T162"
	// codeTextValueNeighbour: a string value of known type (a text
	// column, a scalar subquery of a literal) beside a value of another
	// known type in a construct PostgreSQL types together or compares,
	// which PostgreSQL raises for.
	codeTextValueNeighbour = "T163"
)

// pgPlainIntRe is an integer text DuckDB reads as PostgreSQL does as
// any type PostgreSQL could read it as (an integer, a numeric, a float,
// a string; a date raises in both): run on PostgreSQL 15 and DuckDB 1.5,
// coalesce(CAST(NULL AS INTEGER), '01') and coalesce(CAST(NULL AS
// BOOLEAN), '0') are 1 and false in both.
var pgPlainIntRe = regexp.MustCompile(`^-?[0-9]{1,18}$`)

// pgLiteralNeighbours writes the string literals among the values of x
// (the arguments of coalesce, greatest, least and nullif, a CASE's
// results, an ARRAY's elements, an IN list and its operand) as PostgreSQL
// reads them: such a literal takes the type of the values beside it
// (PostgreSQL 15 manual, 10.5 "UNION, CASE, and Related Constructs", and
// 9.24 for IN; run on PostgreSQL 15: coalesce(1, '01'), CASE WHEN c THEN
// 1 ELSE '01' END, greatest(9, '10') and nullif(1, '01') are integers,
// ARRAY[1, '01'] is {1,1}, 1 IN ('01') true, coalesce(CAST(NULL AS DATE),
// '20200101') 2020-01-01), where Spark and Hive make a string of the two,
// Trino raises, and DuckDB reads '20200101' as no DATE and gives 1 for
// coalesce(1, 'x'), which PostgreSQL raises for (run on DuckDB 1.5). The
// literal is written as the value PostgreSQL reads (pgLiteralValue: a
// cast integer, a number, a DATE literal, TRUE or FALSE), or refused
// (T157; T150 for the integer PostgreSQL cannot read, toward every target); beside a value of
// unknown type, a literal PostgreSQL could read as a number or a boolean
// is refused (T158), but for an integer toward DuckDB (pgPlainIntRe).
// Literals beside a string, a float, a TIMESTAMP or TIME, another type
// (an array, JSON, an INTERVAL), or values of types that do not agree,
// are left (tsTextAmong reads the timestamps); a string value of known
// type beside a value of another type is refused (pgTextBeside, T163),
// in an IN (SELECT ...) and an ANY/ALL too.
// x itself where none changes.
func (c *Context) pgLiteralNeighbours(x ast.Expr, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return c.duckNullNeighbours(x, sc) // null_subqueries.go
	}
	switch x := x.(type) {
	case *ast.Func:
		if len(x.Name) != 1 || x.Over != nil {
			return x
		}
		switch name := strings.ToLower(x.Name[0].Name); name {
		case "coalesce", "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls", "nullif":
			// a string of known type among floats is float_text.go's
			// (T087), but in nullif; a string value it does not type
			// (upper(s), (SELECT '1'), s || 'x') is refused here
			argKind := func(is func(ast.TypeKind) bool) bool {
				return slices.ContainsFunc(x.Args, func(e ast.Expr) bool {
					t := c.typeOf(e, sc)
					return t != nil && is(t.Kind)
				})
			}
			floats := name != "nullif" && argKind(func(k ast.TypeKind) bool { return k == ast.TypeReal || k == ast.TypeDouble }) &&
				argKind(ast.TypeKind.IsText)
			if !floats && c.pgTextBeside(x.Args, sc, strings.TrimSuffix(name, "_ignore_nulls"), name != "nullif") {
				return x
			}
			if args := c.pgLiteralsAmong(x.Args, sc, strings.TrimSuffix(name, "_ignore_nulls")); args != nil {
				nx := *x
				nx.Args = args
				return &nx
			}
		}
	case *ast.Binary, *ast.Between:
		return c.pgComparedLiteral(x, sc)
	case *ast.Case:
		cx, ok := c.pgComparedLiteral(x, sc).(*ast.Case)
		if !ok || c.Diags.HasErrors() {
			return x
		}
		x = cx
		var results []ast.Expr
		for _, w := range x.Whens {
			results = append(results, w.Result)
		}
		if x.Else != nil {
			results = append(results, x.Else)
		}
		if c.pgTextBeside(results, sc, "CASE", true) {
			return x
		}
		nr := c.pgLiteralsAmong(results, sc, "CASE")
		if nr == nil {
			return x
		}
		nx := caseWhens(x, func(i int, w *ast.When) { w.Result = nr[i] })
		if x.Else != nil {
			nx.Else = nr[len(nr)-1]
		}
		return nx
	case *ast.Array:
		if c.pgTextBeside(x.Elems, sc, "ARRAY", true) {
			return x
		}
		if es := c.pgLiteralsAmong(x.Elems, sc, "ARRAY"); es != nil {
			nx := *x
			nx.Elems = es
			return &nx
		}
	case *ast.InList:
		for _, e := range x.List {
			if c.pgTextBeside([]ast.Expr{x.X, e}, sc, "IN", false) {
				return x
			}
		}
		return c.pgInLiterals(x, sc)
	case *ast.InSubquery:
		if x.Query == nil {
			return x
		}
		if v, ok := c.pgOperandBeside(x.X, []ast.Expr{&ast.Subquery{Span: x.Query.Span, Query: x.Query}}, sc, "IN"); ok {
			nx := *x
			nx.X = v
			return &nx
		}
	case *ast.Quantified:
		var elems []ast.Expr // values of the elements' type
		switch {
		case x.Query != nil:
			elems = []ast.Expr{&ast.Subquery{Span: x.Query.Span, Query: x.Query}}
		case x.Array != nil:
			if a, isArr := x.Array.(*ast.Array); isArr && (pgTextArray(a) || nullArray(a)) {
				// ARRAY['1', '2'] is a text[] (PostgreSQL 15 run: n =
				// ANY(ARRAY['1', '2']) raises "operator does not exist:
				// smallint = text")
				elems = []ast.Expr{&ast.Cast{Span: a.Span, X: a, Type: &ast.TypeName{Span: a.Span, Kind: ast.TypeString}}}
			} else if isArr {
				elems = a.Elems
			} else if t := c.typeOf(x.Array, sc); t != nil && t.Kind == ast.TypeArray && t.Elem != nil {
				elems = []ast.Expr{&ast.Cast{Span: x.Array.SpanOf(), X: x.Array, Type: t.Elem}}
			}
		}
		if v, ok := c.pgOperandBeside(x.X, elems, sc, "ANY/ALL"); ok {
			nx := *x
			nx.X = v
			return &nx
		}
	}
	return x
}

// pgOperandBeside checks the operand x of an IN (SELECT ...) or ANY/ALL
// against the values es of the column or elements it is compared with
// (pgTextBeside; DuckDB 1.5 raises alike for a string and a number
// there) and writes x, a string literal, as PostgreSQL reads it beside
// their type (PostgreSQL 15 run: '20200101' IN (SELECT d FROM t) with d
// a DATE and '01' = ANY(SELECT n FROM t) are true, where Spark compares
// strings): the operand written and ok, or ok false where it is left or
// refused.
func (c *Context) pgOperandBeside(x ast.Expr, es []ast.Expr, sc *scope, what string) (ast.Expr, bool) {
	if len(es) == 0 || c.pgTextBeside(append([]ast.Expr{x}, es...), sc, what, true) {
		return x, false
	}
	if l, isLit := x.(*ast.Literal); !isLit || l.Kind != ast.LitString {
		return x, false
	}
	all := make([]int, len(es))
	for i := range all {
		all[i] = i
	}
	v, _, ok := c.pgComparedLiterals(x, es, [][]int{all}, sc, what, true)
	return v, ok
}

// pgTextArray: the ARRAY a holds string literals and NULLs only, one
// string at least, which PostgreSQL types text.
func pgTextArray(a *ast.Array) bool {
	strs := 0
	for _, e := range a.Elems {
		l, ok := e.(*ast.Literal)
		switch {
		case ok && l.Kind == ast.LitString:
			strs++
		case !isNullLit(e):
			return false
		}
	}
	return strs > 0
}

// pgTextBeside refuses (T163) a string value of known type (not a
// literal: a text column, a text function's result, a scalar subquery of
// a string literal, which PostgreSQL 15 types text) among es, beside a
// value of another known type (not a string, nor one lateral does not
// model): PostgreSQL types such values together (coalesce, greatest,
// least, a CASE's results, an ARRAY) or compares them (a comparison, a
// BETWEEN, an IN list, nullif, a simple CASE's operand and WHEN value)
// only within a type category and raises for a string and a number, a
// DATE, a BOOLEAN... (PostgreSQL 15 manual 10.2 and 10.5; run on
// PostgreSQL 15: coalesce(n, s) raises "COALESCE types smallint and text
// cannot be matched", n = s "operator does not exist: smallint = text",
// and so do CASE WHEN c THEN n ELSE s END, greatest(n, s), nullif(n, s),
// n IN (s, 2), n IN (SELECT s FROM t) and coalesce(n, (SELECT '01'))),
// where Spark and Hive cast one to the other and give a value (the
// string, or the number read from it), as does DuckDB 1.5 for a
// comparison (n = s is true for 1 and '01'); duckRaises is set where
// DuckDB 1.5 raises too ("Cannot mix values of type SMALLINT and VARCHAR
// in COALESCE operator", in CASE, greatest, a list, IN (SELECT ...)),
// which is not refused there; toward the other targets it is (Trino and
// BigQuery raise too, a refusal of a query PostgreSQL rejects). What
// names the construct. Reports whether it refused.
func (c *Context) pgTextBeside(es []ast.Expr, sc *scope, what string, duckRaises bool) bool {
	if c.Diags.HasErrors() {
		return true // refused already (float_text.go: a string among floats)
	}
	var text ast.Expr
	var tt, ot *ast.TypeName
	for _, e := range es {
		if l, isLit := e.(*ast.Literal); isLit && (l.Kind == ast.LitString || l.Kind == ast.LitNull) {
			continue // takes the others' type
		}
		switch t := c.pgValueType(e, sc); {
		case t == nil:
		case t.Kind.IsText():
			if text == nil {
				text, tt = e, t
			}
		case setOpNonText(armTyped, t):
			if ot == nil {
				ot = t
			}
		}
	}
	if text == nil || ot == nil {
		return false
	}
	if c.nullText(text, sc) {
		// DuckDB gives such a NULL the other value's type
		c.Refuse(codeTextValueNeighbour, text, "cast the NULL to the other value's type in the source (CAST(NULL AS "+pgTypeWord(ot)+"))",
			"a NULL of a subquery or an ARRAY of NULLs, which postgres types as text, meets a value of type %s in %s: postgres raises an error, where %s gives the NULL the other value's type",
			pgTypeWord(ot), what, c.Target.Name)
		return true
	}
	if duckRaises && c.Target.is("duckdb") {
		return false
	}
	c.Refuse(codeTextValueNeighbour, text, "cast the one to the other's type in the source (CAST(... AS "+pgTypeWord(ot)+"), or CAST(... AS text))",
		"a string value (of type %s) meets a value of type %s in %s: postgres has no common type or comparison for the two and raises an error, where %s may give a value",
		pgTypeWord(tt), pgTypeWord(ot), what, c.Target.Name)
	return true
}

// pgInLiterals is pgLiteralNeighbours of the IN list x. PostgreSQL types
// together the operand and the items that read no column of the query,
// when there are two such items or more, and compares the operand with
// each other item alone, a string literal there taking the operand's
// type (transformAExprIn; run on PostgreSQL 15: n IN ('1.5', 2.5) is
// false, where n IN ('1.5', m) with m a NUMERIC column, and n IN
// ('9999999999', b) with b a BIGINT one, raise as n = '1.5' does). An
// operand that is a string literal is read in each comparison and must
// be read alike in all. An item whose subquery reads a column may read
// the outer query's (then PostgreSQL compares it alone) or not: where
// the literals would be read otherwise the one way and the other, they
// are refused (T158).
func (c *Context) pgInLiterals(x *ast.InList, sc *scope) ast.Expr {
	var alone, unsure, together []int // indexes of x.List
	for i, e := range x.List {
		switch pgReadsColumns(e) {
		case 2:
			alone = append(alone, i)
		case 1:
			unsure = append(unsure, i)
		default:
			together = append(together, i)
		}
	}
	groups := func(unsureAlone bool) [][]int {
		a, t := alone, together
		if unsureAlone {
			a = append(append([]int(nil), a...), unsure...)
		} else {
			t = append(append([]int(nil), t...), unsure...)
		}
		var gs [][]int
		if len(t) > 1 {
			gs = append(gs, t)
		} else if len(t) == 1 {
			a = append(a, t[0])
		}
		for _, i := range a {
			gs = append(gs, []int{i})
		}
		return gs
	}
	exprs := func(g []int) []ast.Expr {
		es := []ast.Expr{x.X}
		for _, i := range g {
			es = append(es, x.List[i])
		}
		return es
	}
	if len(unsure) > 0 {
		// the type each string literal is read as, either way
		readAs := func(unsureAlone bool) map[ast.Expr]*ast.TypeName {
			m := map[ast.Expr]*ast.TypeName{}
			for _, g := range groups(unsureAlone) {
				es := exprs(g)
				t, unknown, ok := c.pgNeighbourType(es, sc)
				if unknown || !ok {
					t = &ast.TypeName{Kind: ast.TypeUnknown}
				}
				for _, e := range es {
					if l, isLit := e.(*ast.Literal); isLit && l.Kind == ast.LitString {
						if prev, seen := m[e]; seen && !sameType(prev, t) {
							t = &ast.TypeName{Kind: ast.TypeUnknown}
						}
						m[e] = t
					}
				}
			}
			return m
		}
		a, b := readAs(true), readAs(false)
		for _, e := range append([]ast.Expr{x.X}, x.List...) {
			if t, isLit := a[e]; isLit && !sameType(t, b[e]) {
				c.Refuse(codeLiteralUnknownNeighbour, e, "move the subquery out of the IN list (x IN (...) OR x = (SELECT ...)), or cast the literal to the type meant",
					"the string '%s' in IN stands beside a subquery: postgres reads the literal as the type of the other values, the subquery among them unless it reads a column of the outer query, which lateral does not tell apart", e.(*ast.Literal).Value)
				return x
			}
		}
	}
	operand, list, ok := c.pgComparedLiterals(x.X, x.List, groups(true), sc, "IN", false)
	if !ok {
		return x
	}
	nx := *x
	nx.X, nx.List = operand, list
	return &nx
}

// pgComparedLiterals is pgLiteralsAmong of the operand x compared with
// each group of the items (a group's items typed together with x), what
// naming the construct: the operand and the items written, or ok false
// where none changes or one is refused, and where x is a string literal
// read as different types beside two groups (T157). Where knownOnly is
// set, a group with a value of unknown type is left.
func (c *Context) pgComparedLiterals(x ast.Expr, items []ast.Expr, groups [][]int, sc *scope, what string, knownOnly bool) (ast.Expr, []ast.Expr, bool) {
	var operand ast.Expr
	list := append([]ast.Expr(nil), items...)
	changed := false
	for _, g := range groups {
		es := []ast.Expr{x}
		for _, i := range g {
			es = append(es, items[i])
		}
		var out []ast.Expr
		if t, unknown, ok := c.pgNeighbourType(es, sc); ok && !(knownOnly && (unknown || t == nil)) {
			out = c.pgLiteralsTyped(es, t, unknown, what)
		}
		if c.Diags.HasErrors() {
			return x, items, false
		}
		if out != nil {
			es, changed = out, true
		}
		if operand != nil && !pgSameValue(operand, es[0]) {
			c.Refuse(codeLiteralNeighbour, x, "cast the literal to the type meant",
				"the string '%s' is compared in %s with values of different types: postgres compares it with each alone, reading it as that value's type, where %s reads it once",
				x.(*ast.Literal).Value, what, c.Target.Name)
			return x, items, false
		}
		operand = es[0]
		for j, i := range g {
			list[i] = es[j+1]
		}
	}
	return operand, list, changed
}

// pgTextHasClock: the DATE text s has a time of day after its date.
func pgTextHasClock(s string) bool {
	s = strings.TrimSpace(s)
	i := strings.IndexAny(s, " T")
	return i > 0 && strings.ContainsAny(s[i:], "0123456789")
}

// pgSameValue: a and b, literals as pgLiteralValue writes them, are the
// same value, but for the width of an integer's cast ('1' IN (n, 2) with
// n a SMALLINT reads '1' as the smallint and the integer 1: PostgreSQL 15
// run, true).
func pgSameValue(a, b ast.Expr) bool {
	value := func(e ast.Expr) ast.Expr {
		if x, ok := e.(*ast.Cast); ok && isIntType(x.Type) {
			if l, isLit := x.X.(*ast.Literal); !isLit || l.Kind != ast.LitString {
				return x.X // the integer pgIntText read
			}
		}
		return e
	}
	return sameExpr(value(a), value(b))
}

// pgComparedLiteral is pgLiteralNeighbours of a comparison, a BETWEEN
// and a CASE's operand and WHEN values: PostgreSQL reads a string
// literal compared with a value of a type as that type (the operator's
// rule, PostgreSQL 15 manual 10.2: run on PostgreSQL 15, DATE
// '2020-01-01' = '20200101', TRUE = ' t ', 5 BETWEEN '1' AND '10' and
// CASE 1 WHEN ' 1 ' THEN 'a' END hold, 1 = '1.0' raises; a BETWEEN
// compares its operand with each bound alone), where DuckDB 1.5 raises
// for the first two and gives true for 1 = '1.0', and Spark reads
// '20200101' as no DATE. Only beside a value of known type; a CASE's
// operand that is a string literal is text in PostgreSQL (transformCaseExpr),
// which a WHEN value of another type raises for: refused (T162).
func (c *Context) pgComparedLiteral(x ast.Expr, sc *scope) ast.Expr {
	switch x := x.(type) {
	case *ast.Binary:
		if !x.Op.IsComparison() || c.pgTextBeside([]ast.Expr{x.L, x.R}, sc, "a comparison", false) {
			return x
		}
		if l, r, ok := c.pgComparedLiterals(x.L, []ast.Expr{x.R}, [][]int{{0}}, sc, "a comparison", true); ok {
			nx := *x
			nx.L, nx.R = l, r[0]
			return &nx
		}
	case *ast.Between:
		if c.pgTextBeside([]ast.Expr{x.X, x.Lo}, sc, "BETWEEN", false) || c.pgTextBeside([]ast.Expr{x.X, x.Hi}, sc, "BETWEEN", false) {
			return x
		}
		if v, bounds, ok := c.pgComparedLiterals(x.X, []ast.Expr{x.Lo, x.Hi}, [][]int{{0}, {1}}, sc, "BETWEEN", true); ok {
			nx := *x
			nx.X, nx.Lo, nx.Hi = v, bounds[0], bounds[1]
			return &nx
		}
	case *ast.Case:
		if x.Operand == nil {
			return x
		}
		for _, w := range x.Whens {
			if c.pgTextBeside([]ast.Expr{x.Operand, w.Cond}, sc, "CASE", false) {
				return x
			}
		}
		if l, isLit := x.Operand.(*ast.Literal); isLit && (l.Kind == ast.LitString || l.Kind == ast.LitNull) {
			// a NULL operand is text too (PostgreSQL 15 run: CASE NULL
			// WHEN 1 THEN 'a' END raises "operator does not exist: text =
			// integer", where DuckDB 1.5 gives NULL)
			what := "the string '" + l.Value + "'"
			if l.Kind == ast.LitNull {
				what = "NULL"
			}
			for _, w := range x.Whens {
				if t := c.typeOf(w.Cond, sc); t != nil && !t.Kind.IsText() && t.Kind != ast.TypeUnknown {
					c.Refuse(codeCaseTextOperand, l, "cast the operand to the WHEN values' type",
						"the operand of CASE is %s, which postgres reads as text, and a WHEN value is of type %s: postgres raises an error (operator does not exist: text = %s), where %s compares them",
						what, pgTypeWord(t), pgTypeWord(t), c.Target.Name)
					return x
				}
			}
			return x
		}
		var conds [][]int
		var items []ast.Expr
		for i, w := range x.Whens {
			items = append(items, w.Cond)
			conds = append(conds, []int{i})
		}
		if _, ws, ok := c.pgComparedLiterals(x.Operand, items, conds, sc, "CASE", true); ok {
			return caseWhens(x, func(i int, w *ast.When) { w.Cond = ws[i] })
		}
	}
	return x
}

// pgReadsColumns is 2 where e reads a column (outside a subquery), 1
// where a subquery in it reads one (of its own FROM or of the outer
// query), 0 otherwise.
func pgReadsColumns(e ast.Expr) int {
	reads := 0
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.ColumnRef:
			reads = 2
		case *ast.Subquery, *ast.InSubquery, *ast.Exists, *ast.ArrayQuery:
			ast.Inspect(n, func(m ast.Node) bool {
				if _, ok := m.(*ast.ColumnRef); ok && reads == 0 {
					reads = 1
				}
				return reads == 0
			})
			return false
		}
		return reads < 2
	})
	return reads
}

// pgLiteralsAmong is es with its string literals written as PostgreSQL
// reads them beside the others (pgLiteralNeighbours), what naming the
// construct; nil where none changes or one is refused.
func (c *Context) pgLiteralsAmong(es []ast.Expr, sc *scope, what string) []ast.Expr {
	if !slices.ContainsFunc(es, func(e ast.Expr) bool {
		l, ok := e.(*ast.Literal)
		return ok && l.Kind == ast.LitString
	}) {
		return nil
	}
	t, unknown, ok := c.pgNeighbourType(es, sc)
	if !ok {
		return nil
	}
	return c.pgLiteralsTyped(es, t, unknown, what)
}

// pgLiteralsTyped is pgLiteralsAmong of es, whose other values are of
// type t (and of unknown type too where unknown is set).
func (c *Context) pgLiteralsTyped(es []ast.Expr, t *ast.TypeName, unknown bool, what string) []ast.Expr {
	var out []ast.Expr
	for i, e := range es {
		lit, isLit := e.(*ast.Literal)
		if !isLit || lit.Kind != ast.LitString {
			continue
		}
		if t == nil {
			if unknown && pgLiteralMaybeTyped(lit) && !(c.Target.Name == "duckdb" && pgPlainIntRe.MatchString(lit.Value)) {
				c.Refuse(codeLiteralUnknownNeighbour, lit, "give the column types with --schema (or a CREATE TABLE in the script), or cast the literal to the type of the values beside it",
					"the string '%s' in %s stands beside a value of unknown type: postgres reads the literal as that value's type (a number: '01' beside an integer is 1; a boolean: 'yes' beside one is true), where %s may keep it a string or read it otherwise",
					lit.Value, what, c.Target.Name)
				return nil
			}
			continue
		}
		if k := t.Kind; (k == ast.TypeReal || k == ast.TypeDouble) && !unknown {
			// an integer text beside floats is the float of the integer
			// (PostgreSQL 15 and DuckDB 1.5 run: coalesce(f, 1, '2') with f
			// a REAL is a REAL in both), written so, where Spark and Hive
			// would make text of the floats (T087)
			if n, err := strconv.ParseInt(lit.Value, 10, 64); err == nil && pgPlainIntRe.MatchString(lit.Value) && len(lit.Value) <= 16 && (n != 0 || lit.Value[0] != '-') {
				if out == nil {
					out = append([]ast.Expr(nil), es...)
				}
				out[i] = &ast.Cast{Span: lit.Span, X: intLit(lit.Span, int(n)), Type: t}
			}
			continue
		}
		if k := t.Kind; !isIntType(t) && k != ast.TypeDecimal && k != ast.TypeDate && k != ast.TypeBool && !tsKind(k) {
			continue // a type pgLiteralValue does not write (a string, float, TIME, array, JSON)
		}
		e, hint, why := c.pgLiteralValue(lit, t)
		if _, isCast := e.(*ast.Cast); isCast && unknown && t.Kind == ast.TypeDate && pgTextHasClock(lit.Value) {
			// PostgreSQL reads the literal as the common type of all the
			// values: beside a TIMESTAMP one a TIMESTAMP (PostgreSQL 15
			// run: coalesce(CAST(NULL AS DATE), CAST(NULL AS TIMESTAMP),
			// '2020-01-01 10:00') is 2020-01-01 10:00:00), where the DATE
			// cast drops the time of day
			c.Refuse(codeLiteralUnknownNeighbour, lit, "give the column types with --schema (or a CREATE TABLE in the script), or write the literal as DATE 'YYYY-MM-DD' or TIMESTAMP 'YYYY-MM-DD HH:MM:SS'",
				"the string '%s' in %s stands beside a date and a value of unknown type: postgres reads the literal as the type of them all, a TIMESTAMP keeping its time of day where that value is one, where it is written as a DATE for %s",
				lit.Value, what, c.Target.Name)
			return nil
		}
		switch {
		case hint == pgIntLiteralHint, isIntType(t) && !pgIntCastText(lit.Value, t):
			// refused toward every target: PostgreSQL raises as it reads
			// the query, where the target may not evaluate the cast (a
			// coalesce's later argument, a CASE's result not taken)
			if unknown {
				// PostgreSQL reads it as the type of all the values, which
				// a value of unknown type may widen (PostgreSQL 15 run:
				// coalesce(n, '40000', x) with n a SMALLINT is 40000 for
				// an INTEGER x, raises for a SMALLINT one)
				c.Refuse(codePgStringIntLiteral, lit, pgIntLiteralHint,
					"the string '%s' in %s stands beside a value of type %s and one of unknown type: postgres reads it as the type of them all and raises an error where that is %s (it is not an integer of the type's range), where %s may give a value",
					lit.Value, what, pgTypeWord(t), pgTypeWord(t), c.Target.Name)
				return nil
			}
			c.Refuse(codePgStringIntLiteral, lit, pgIntLiteralHint,
				"the string '%s' in %s stands beside a value of type %s: postgres reads it as %s and raises an error (it is not an integer of the type's range), where %s may give a value",
				lit.Value, what, pgTypeWord(t), pgTypeWord(t), c.Target.Name)
			return nil
		case hint != "":
			c.Refuse(codeLiteralNeighbour, lit, hint,
				"the string '%s' in %s stands beside a value of type %s: postgres reads it as %s%s, where %s keeps a string or reads it otherwise",
				lit.Value, what, pgTypeWord(t), pgTypeWord(t), why, c.Target.Name)
			return nil
		case e == nil:
			continue
		}
		if out == nil {
			out = append([]ast.Expr(nil), es...)
		}
		out[i] = e
	}
	return out
}

// pgNeighbourType is the type PostgreSQL reads the string literals among
// es as: the type the values other than string literals and NULLs agree
// on (branchType's rules: integers of different widths the wider, mixed
// numbers PostgreSQL's numeric or float). unknown is set where a value's
// type is not known (t is the others', or nil); ok is false where the
// values of known types do not agree (PostgreSQL raises, or takes a type
// lateral does not follow). PostgreSQL reads the literals as the common
// type of all the values, those of unknown type too: t is that type but
// where they widen it (an INTEGER beside a SMALLINT, a NUMERIC beside an
// integer, a TIMESTAMP beside a DATE), which gives the same value but for
// a DATE text with a time of day (pgLiteralsTyped refuses it, T158) or
// an integer text out of t's range (refused, T150, where PostgreSQL may
// read it).
func (c *Context) pgNeighbourType(es []ast.Expr, sc *scope) (t *ast.TypeName, unknown, ok bool) {
	for _, e := range es {
		if l, isLit := e.(*ast.Literal); isNullLit(e) || isLit && l.Kind == ast.LitString {
			continue
		}
		et := c.pgValueType(e, sc)
		switch {
		case et == nil, et.Kind == ast.TypeUnknown:
			unknown = true
		case t == nil, sameType(t, et):
			t = et
		case t.Kind.IsText() && et.Kind.IsText():
			t = &ast.TypeName{Kind: ast.TypeString}
		default:
			var nt *ast.TypeName
			var agree bool
			if t.Kind.IsInteger() && et.Kind.IsInteger() {
				var k ast.TypeKind
				k, agree = c.intBranchType(t.Kind, et.Kind)
				nt = &ast.TypeName{Kind: k}
			} else {
				nt, agree = c.numBranchType(t, et)
			}
			if !agree {
				return nil, unknown, false
			}
			t = nt
		}
	}
	return t, unknown, true
}

// pgValueType is the type of the value e (no literal) as PostgreSQL
// types it among others (pgNeighbourType): a scalar subquery's its
// column's (subqueryColType; not a subquery of several columns, compared
// with a row: (s, n) IN (SELECT s, n FROM t)), a string value's text;
// nil where unknown.
func (c *Context) pgValueType(e ast.Expr, sc *scope) *ast.TypeName {
	if _, isCol := e.(*ast.ColumnRef); isCol && c.nullColValue(e, sc) {
		return &ast.TypeName{Kind: ast.TypeString} // a derived table's NULL column (null_subqueries.go)
	}
	et := c.typeOf(e, sc)
	if sub, isSub := e.(*ast.Subquery); isSub && et == nil && sub.Query != nil && queryWidth(sub.Query) == 1 {
		et = c.subqueryColType(sub.Query)
	}
	if et == nil && c.valueKindOf(e, sc) == "string" {
		et = &ast.TypeName{Kind: ast.TypeString}
	}
	return et
}

// pgValuesLiterals writes PostgreSQL's string literals in the columns of
// a VALUES list (not an INSERT's, whose values take their columns' types)
// as PostgreSQL reads them beside the other rows (pgLiteralsAmong: a
// VALUES column is typed as a UNION's: run on PostgreSQL 15, VALUES (1),
// ('01') gives 1 twice, VALUES (DATE '2020-01-01'), ('20200102') two
// dates), before mixedValues checks the kinds of the columns' values.
func pgValuesLiterals(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" {
		return s
	}
	var inserted *ast.Values
	if ins, ok := s.(*ast.Insert); ok && ins.Query != nil {
		inserted, _ = ins.Query.Body.(*ast.Values)
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		v, ok := n.(*ast.Values)
		if !ok || v == inserted || len(v.Rows) < 2 || c.Diags.HasErrors() {
			return n
		}
		nv := v
		for j := range v.Rows[0] {
			var col []ast.Expr
			for _, row := range v.Rows {
				if j >= len(row) {
					return n
				}
				col = append(col, row[j])
			}
			t, unknown, ok := c.pgNeighbourType(col, &scope{})
			if unknown || !ok {
				continue // mixedValues refuses a string beside a value of unknown type (T092)
			}
			out := c.pgLiteralsTyped(col, t, false, "VALUES")
			if c.Diags.HasErrors() {
				return n
			}
			if out != nil {
				nv = mapValuesColumn(nv, j, func(r int, _ ast.Expr) ast.Expr { return out[r] })
			}
		}
		return nv
	})
}

// caseWhens is a copy of x whose WHEN i is a copy of x's set(i, copy).
func caseWhens(x *ast.Case, set func(i int, w *ast.When)) *ast.Case {
	nx := *x
	nx.Whens = make([]*ast.When, len(x.Whens))
	for i, w := range x.Whens {
		nw := *w
		set(i, &nw)
		nx.Whens[i] = &nw
	}
	return &nx
}
