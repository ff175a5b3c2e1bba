package rewrite

import (
	"math"
	"math/big"
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
	"github.com/lateral-sql/lateral/diag"
)

// passLowerExprs makes operators mean in the target what they meant in the
// source: array subscripts change base and out-of-range rule (T13), map
// lookups keep NULL for a missing key, division keeps its result (T14), and
// an ORDER BY without NULLS FIRST/LAST keeps the source's NULL placement
// when the target's default differs.
const passLowerExprs = "lower_exprs"

// Diagnostic codes of expression lowering.
const (
	// codeMapNoMaps: a map lookup for a target that has no map type.
	codeMapNoMaps = "T063"
	// codeArrayOrMap: without the operand's type, a subscript could be an
	// array element or a map lookup, which the target spells differently.
	codeArrayOrMap = "T070"
	// codeDivType: the target's "/" gives another quotient (integral or
	// fractional, DOUBLE or a decimal of another scale), or without the
	// operands' types it could.
	codeDivType = "T071"
	// codeIntDiv: the target cannot express this integral division.
	codeIntDiv = "T072"
	// codeVolatile: the exact form evaluates an operand twice and the
	// operand is not deterministic.
	codeVolatile = "T073"
	// codeDivZero: the target cannot give the source's result for a zero
	// divisor.
	codeDivZero = "T074"
	// codeZeroQuotientSize: the form that keeps a zero divisor's result
	// would repeat a nested quotient past maxZeroQuotientNodes
	// (div_zero_raise.go).
	codeZeroQuotientSize = "T102"
	// codeNestedArray: an array of arrays for PostgreSQL, whose arrays are
	// multidimensional (rectangular, flattened by unnest and cardinality),
	// not arrays of arrays (an unnest of one keeps its own code, T065), or
	// for BigQuery, which has no arrays of arrays.
	codeNestedArray = "T075"
	// codeDivDecimals: without the operands' types, a division is written
	// for integers (or floats); decimals would give another quotient.
	codeDivDecimals = "W015"
	// codeModFloats: without the operands' types, DuckDB's remainder is
	// written for integers and decimals (NULL for a zero divisor); a
	// DOUBLE's would be NaN there (mod_zero.go).
	codeModFloats = "W020"
)

// nullsFirst reports where a dialect puts NULLs when the order says nothing.
func nullsFirst(dialect string, desc bool) bool {
	switch dialect {
	case "hive", "spark", "doris", "bigquery":
		return !desc // NULL is the smallest value
	case "postgres", "ansi", "snowflake", "drill":
		return desc // NULL is the largest value
	}
	return false // trino, presto, duckdb: NULLS LAST either way
}

// LowerExprs runs the expression-level lowering over a statement. scopes
// are inferred per SELECT for operand types.
func LowerExprs(c *Context, s ast.Stmt) ast.Stmt {
	c.noteCTEs(s) // query_types.go
	if c.refuseNestedArrays(s) {
		return s
	}
	s = duckDiffTimes(c, s)                           // duck_diff_time.go
	s = duckStringAggText(c, s)                       // string_agg_text.go
	if s = snowUnitArith(c, s); c.Diags.HasErrors() { // snowflake_unit_arith.go
		return s
	}
	if s = sparkUnitArith(c, s); c.Diags.HasErrors() { // spark_unit_arith.go
		return s
	}
	if s = bqUnitArith(c, s); c.Diags.HasErrors() { // bigquery_unit_arith.go
		return s
	}
	if s = pgArrayText(c, s); c.Diags.HasErrors() { // pg_array_text.go
		return s
	}
	// a BOOLEAN's words (TRUE in Hive, true elsewhere) where it is made
	// text, and PostgreSQL's 't' and 'f' of one in concat and
	// array_to_string, before the rules below read those calls:
	// bool_text.go, pg_bool_text.go
	s = datePartExtract(c, s)                             // date_part_extract.go
	if s = hiveTextTimeParts(c, s); c.Diags.HasErrors() { // hive_text_time_parts.go
		return s
	}
	s = datePlusInt(c, s)                                // date_plus_int.go
	if s = hiveFromUnixtime(c, s); c.Diags.HasErrors() { // hive_from_unixtime.go: before date_format
		return s
	}
	if s = hiveDateFormat(c, s); c.Diags.HasErrors() { // hive_date_format.go
		return s
	}
	if s = datetimeFormat(c, s); c.Diags.HasErrors() { // datetime_format.go
		return s
	}
	if s = datetimeParse(c, s); c.Diags.HasErrors() { // datetime_parse.go
		return s
	}
	if s = trinoUnixtime(c, s); c.Diags.HasErrors() { // trino_unixtime.go
		return s
	}
	if s = trinoFromUnixtime(c, s); c.Diags.HasErrors() { // trino_from_unixtime.go
		return s
	}
	if s = trinoFromUnixtimeZone(c, s); c.Diags.HasErrors() { // trino_from_unixtime_zone.go
		return s
	}
	if s = bqDate(c, s); c.Diags.HasErrors() { // bq_date.go
		return s
	}
	if s = bqTimestampRange(c, s); c.Diags.HasErrors() { // bq_range.go
		return s
	}
	s = duckDecimalProduct(c, s)                  // duck_decimal_product.go
	if s = hiveEpoch(c, s); c.Diags.HasErrors() { // hive_epoch.go
		return s
	}
	if s = trinoISOTimestamp(c, s); c.Diags.HasErrors() { // trino_text_tz.go
		return s
	}
	c.noteTrinoDigits(s)   // trino_ts_text.go
	c.noteCastArgDigits(s) // ts_precision.go
	// after the digits of date_add's TIMESTAMP(p) are noted at its place,
	// which its interval arithmetic keeps
	if s = trinoUnitArith(c, s); c.Diags.HasErrors() { // trino_unit_arith.go
		return s
	}
	if s = boolWordText(c, s); c.Diags.HasErrors() {
		return s
	}
	if s = pgBoolConcat(c, s); c.Diags.HasErrors() {
		return s
	}
	if s = c.typeEmptyArrays(s); c.Diags.HasErrors() {
		return s
	}
	s = duckRecursiveNulls(c, s)                    // null_subqueries.go
	if c.numericAvgDigits(s); c.Diags.HasErrors() { // avg_numeric.go
		return s
	}
	if ct, ok := s.(*ast.CreateTable); ok {
		if c.pgNumericColumns(ct); c.Diags.HasErrors() { // pg_numeric_cast.go
			return s
		}
		s = c.tsPrecisionColumns(ct) // ts_precision.go
	}
	out := ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Select:
			return c.lowerSelectExprs(x)
		case *ast.Query:
			return c.lowerOrderBy(x)
		case *ast.Values:
			return c.lowerValuesExprs(x)
		case *ast.SetOp:
			c.floatTextSetOp(x) // float_text.go
			c.charSetOp(x)      // char_columns.go
			if !c.Diags.HasErrors() {
				x = c.setOpLiterals(c.duckNullSetOp(x)) // setop_literals.go, null_subqueries.go
			}
			return c.tsTextSetOp(x) // ts_text_digits.go
		case *ast.OrderItem:
			if x.Nulls == ast.NullsDefault {
				src, dst := nullsFirst(c.Source.Name, x.Desc), nullsFirst(c.Target.Name, x.Desc)
				if src != dst {
					no := *x
					no.Nulls = ast.NullsLast
					if src {
						no.Nulls = ast.NullsFirst
					}
					c.Fire(passLowerExprs)
					return &no
				}
			}
		}
		return n
	})
	if q, ok := out.(*ast.QueryStmt); ok && q.Query != nil && !c.Diags.HasErrors() {
		// after the casts to CHAR(n) are refused as such (T135)
		if nq := c.pgCharOutputs(q.Query); nq != q.Query { // char_columns.go
			ns := *q
			ns.Query = nq
			q, out = &ns, &ns
		}
		c.charOutput(q.Query) // char_columns.go
	}
	return out
}

// arrayBase is the subscript base of the target's arrays.
func (t Target) arrayBase() int {
	switch t.Name {
	case "hive", "spark", "drill", "bigquery", "snowflake":
		return 0
	}
	return 1
}

// intDivSpelled: the target's "/" on two integers is integral.
func (t Target) intDivSpelled() bool {
	return t.is("trino", "presto", "postgres", "ansi", "drill")
}

// fracSlash: the target's "/" is always fractional (5 / 2 = 2.5).
func (t Target) fracSlash() bool {
	return t.Family == "hive" || t.is("duckdb", "bigquery", "snowflake")
}

// lowerSelectExprs rewrites the operators of one SELECT (not its nested
// queries, which are handled on their own) with the SELECT's scope, inside
// the scopes around it: a correlated column (t.arr in LATERAL (SELECT ...
// FROM unnest(t.arr || t.id))) has its outer relation's type.
func (c *Context) lowerSelectExprs(s *ast.Select) *ast.Select {
	changed := false
	sc := c.scopeOf(s.From)
	sc.outer = c.outer[s.Span]
	out := ast.Rewrite(s, c.exprLowerer(sc, s, &changed)).(*ast.Select)
	if changed {
		c.Fire(passLowerExprs)
	}
	return out
}

// lowerValuesExprs rewrites the operators of a VALUES list's rows (an
// INSERT's, or one in FROM) with an empty scope, or the scope around a
// LATERAL one, whose rows may read the columns before it.
func (c *Context) lowerValuesExprs(v *ast.Values) *ast.Values {
	changed := false
	sc := &scope{outer: c.outer[v.Span]}
	// null_subqueries.go: duckNullValues
	out := ast.Rewrite(c.duckNullValues(v, sc), c.exprLowerer(sc, v, &changed)).(*ast.Values)
	if nv := c.tsTextValuesRows(out, sc); nv != out { // ts_text_digits.go
		out, changed = nv, true
	}
	if changed {
		c.Fire(passLowerExprs)
	}
	return out
}

// lowerOrderBy rewrites the operators of a query's ORDER BY, which is not
// part of its SELECT, with the scope of the SELECT's FROM (an empty one
// over a UNION, whose columns' types are not known).
func (c *Context) lowerOrderBy(q *ast.Query) *ast.Query {
	if len(q.OrderBy) == 0 {
		return q
	}
	sc := &scope{}
	if sel, ok := q.Body.(*ast.Select); ok {
		sc = c.scopeOf(sel.From)
		sc.outer = c.outer[sel.Span]
	}
	var charKeys map[int]ast.Expr
	if c.pgCharToDuck() {
		charKeys = c.pgCharOrder(q, sc) // char_columns.go
	}
	c.charOrder(q, sc, charKeys) // char_columns.go
	changed := false
	items := make([]*ast.OrderItem, len(q.OrderBy))
	for i, o := range q.OrderBy {
		no := *o
		if k := charKeys[i]; k != nil {
			no.Expr, changed = k, true // a CHAR value itself, not lowered as an operand
		} else {
			no.Expr = ast.Rewrite(o.Expr, c.exprLowerer(sc, o.Expr, &changed)).(ast.Expr)
		}
		items[i] = &no
	}
	if !changed {
		return q
	}
	c.Fire(passLowerExprs)
	nq := *q
	nq.OrderBy = items
	return &nq
}

// exprLowerer is the rewrite of each operator under root (not inside its
// nested queries) with the scope sc; changed is set when one changes.
func (c *Context) exprLowerer(sc *scope, root ast.Node, changed *bool) func(ast.Node) ast.Node {
	nested := nestedNodes(root)
	objects := c.sfObjectOperands(root) // snowflake_object_map.go
	c.markComparedTsDiffs(root, sc)     // bigquery_ts_diff.go
	var genArgs map[*ast.Func]bool      // only duckZeroStep's ANSI exemption reads it
	if s, ok := root.(*ast.Select); ok && c.Source.Name == "duckdb" && c.Target.Name == "ansi" {
		genArgs = generatorArgs(s)
	}
	return func(n ast.Node) ast.Node {
		if nested[n] {
			return n
		}
		c.charOperand(n, sc) // char_columns.go
		var e ast.Expr
		switch x := n.(type) {
		case *ast.Subscript:
			e = c.lowerSubscript(x, sc)
		case *ast.Generator:
			if g := c.duckNullSeries(x, sc); g != x { // null_subqueries.go
				*changed = true
				return g
			}
			if g := c.pgDateSeriesGen(x, sc); g != x { // pg_date_series.go
				*changed = true
				return g
			}
			if !c.pgDuckTzSeries(x, sc) { // pg_duck_tz_series.go
				return n
			}
			if g := c.pgTzSeriesGen(x, sc); g != x { // pg_tz_series.go
				*changed = true
				return g
			}
			return n
		case *ast.Func:
			x = c.filterGuardArgs(x)                  // filter_guard.go
			x = c.sessionClockNode(x, sc).(*ast.Func) // session_clock.go
			if cx := c.pgDuckDateFunc(x); cx != nil { // pg_duck_date_text.go
				e = c.castRules(cx, sc)
				break
			}
			// A series of dates has its bounds cast first, so that a
			// guard wrapping the call reads the rewritten call
			// (pg_date_series.go).
			skipZero := genArgs[x] && c.Target.Name == "ansi"
			if se := c.seqDayStep(x, sc); se != ast.Expr(x) { // seq_day_step.go
				e = se
				break
			}
			if pe := c.pgDateSeriesCall(x, sc); pe != ast.Expr(x) {
				nx, ok := pe.(*ast.Func)
				if !ok {
					e = pe
					break
				}
				x = nx
			}
			if fx, ok := c.floatTextFold(x).(*ast.Func); ok { // float_text.go
				x = fx
			}
			if fx, ok := c.tsTextValues(x, sc).(*ast.Func); ok { // ts_text_digits.go
				x = fx
			}
			if fx, ok := c.pgLiteralNeighbours(x, sc).(*ast.Func); ok { // pg_literal_neighbours.go
				x = fx
			}
			x = c.temporalTextFunc(x, sc) // temporal_text.go
			e = x
			if !skipZero {
				e = c.duckZeroStep(x, sc) // duck_zero_step.go
			}
			if x.Unread {
				// The dialect's own function under a canonical name
				// (ast.Func.Unread): the rules read canonical functions
				// and leave it; sortArrayElems reads Spark's and Trino's
				// array_sort with a comparator, pgRoundTyped PostgreSQL's
				// round of an argument the reader could not type.
				if e == ast.Expr(x) {
					e = c.sortArrayElems(x, sc)
				}
				if e == ast.Expr(x) {
					e = c.pgRoundTyped(x, sc) // pg_round.go
				}
				if e == ast.Expr(x) {
					e = c.trinoRoundTyped(x, sc) // trino_round.go
				}
				if e == ast.Expr(x) {
					e = c.hexTyped(x, sc) // hex_typed.go
				}
				if e == ast.Expr(x) {
					e = c.base64Typed(x, sc) // base64_typed.go
				}
				break
			}
			if e == ast.Expr(x) {
				e = c.applyFuncRules(x, sc)
			}
			// after the rules, which read the arguments as written: a
			// non-string argument of PostgreSQL's and DuckDB's concat
			// cast to text for the coalesce it is written in
			if fx, ok := e.(*ast.Func); ok {
				if nx := c.concatTextArgs(fx, sc); nx != fx { // concat_text_args.go
					e = nx
				}
			}
			// and of the other dialects' concat, concat_ws toward the
			// targets whose functions take strings only
			if fx, ok := e.(*ast.Func); ok {
				if nx := c.concatTextArgsStrict(fx, sc); nx != fx { // concat_text_args_strict.go
					e = nx
				}
			}
		case *ast.Binary:
			if fx, ok := c.floatTextFold(x).(*ast.Binary); ok { // float_text.go
				x = fx
			}
			x = c.pgLiteralNeighbours(x, sc).(*ast.Binary) // pg_literal_neighbours.go
			x = c.tsTextCompare(x, sc).(*ast.Binary)       // ts_text_digits.go
			x = c.pgDateTextOperand(x, sc)                 // date_minus_date.go
			x = c.temporalTextBinary(x, sc)                // temporal_text.go
			x = c.dayTimeSumOperand(x, sc)                 // interval_unitless.go
			e = x
			for i := 0; e == ast.Expr(x) && i < len(binaryRules); i++ {
				e = binaryRules[i](c, x, sc)
			}
			if bx, ok := e.(*ast.Binary); ok {
				if nx := c.concatTextOperandsStrict(bx, sc); nx != bx { // concat_text_args_strict.go
					e = nx
				}
			}
			e = c.pgConcatText(e, sc) // pg_concat_text.go
		case *ast.Cast:
			x = c.sessionClockNode(x, sc).(*ast.Cast) // session_clock.go
			bx, utcText := c.bqUTCClock(x, sc)        // bq_utc_read.go
			e = c.castRules(bx.(*ast.Cast), sc)
			if utcText {
				e = bqUTCTextSuffix(e)
			}
		case *ast.AtTimeZone:
			e = c.atTimeZone(x, sc) // at_time_zone.go
		case *ast.Extract:
			x = c.sessionClockNode(x, sc).(*ast.Extract) // session_clock.go
			if bx, _ := c.bqUTCClock(x, sc); bx != ast.Expr(x) {
				x = bx.(*ast.Extract) // bq_utc_read.go
			}
			c.intervalDayHour(x, sc) // extract_fields.go
			e = c.bcYear(x, sc)      // bc_guard.go
		case *ast.TypedLit:
			if bx, ok := c.bqUTCLit(x); !ok { // bq_utc_text.go
				break
			} else if bx != x {
				x = bx
				e = x
			}
			if zx := c.pgDuckZoneLit(x); zx != x { // ts_zone_lit.go: checked below as written
				x = zx
				e = x
			}
			if !c.tsZoneLit(x) { // ts_zone_lit.go
				break
			}
			if l := c.pgDuckLaterOffset(&ast.Cast{Span: x.Span, X: &ast.Literal{Span: x.Span, Kind: ast.LitString, Value: x.Value}, Type: x.Type}); l != nil {
				e = l // pg_duck_zone_overlap.go
				break
			}
			x0 := x
			x = c.pgDuckDateDigits(x) // pg_duck_date_text.go: a text it writes is read alike
			e = x
			if x == x0 && x.Type != nil && x.Type.Kind == ast.TypeDate && !c.pgDuckDateLit(x, x.Value) { // pg_duck_date_text.go
				break
			}
			if x.Type != nil && x.Type.Kind == ast.TypeDate && c.pgDateTextOut() { // pg_duck_date_text.go
				v, ok := c.pgDateLitOut(x, x.Value)
				if !ok {
					break
				}
				if v != x.Value {
					nx := *x
					nx.Value = v
					x = &nx
					e = x
				}
			}
			if x.Type != nil && tsKind(x.Type.Kind) && !c.pgDuckTsYear(x, x.Value) { // pg_duck_date_text.go
				break
			}
			e = c.tsPrecisionLit(x) // ts_precision.go
			if e == ast.Expr(x) {
				e = c.timeTextLit(x) // ts_text_digits.go
			}
		case *ast.Quantified:
			e = c.pgLiteralNeighbours(x, sc) // pg_literal_neighbours.go
			if c.Diags.HasErrors() {
				return n
			}
			if qx, ok := e.(*ast.Quantified); ok {
				if le := c.lowerAnyArray(qx, sc); le != ast.Expr(qx) {
					e = le
				}
			}
		case *ast.InSubquery:
			e = c.pgLiteralNeighbours(x, sc) // pg_literal_neighbours.go
		case *ast.Interval:
			e = c.lowerInterval(x, sc) // interval_units.go
		case *ast.Struct:
			if objects[x] {
				return n // made a map by its cast
			}
			e = c.trinoRowCtor(x, sc) // trino_row_ctor.go
		case *ast.Case:
			c.floatTextBranches(x, sc) // float_text.go
			e = c.tsTextValues(x, sc)  // ts_text_digits.go
			if cx, ok := e.(*ast.Case); ok {
				e = c.pgLiteralNeighbours(cx, sc) // pg_literal_neighbours.go
			}
		case *ast.Array, *ast.Map:
			c.floatTextBranches(n.(ast.Expr), sc) // float_text.go
			if a, ok := n.(*ast.Array); ok {
				if e := c.tsTextArray(a, sc); e != ast.Expr(a) { // ts_text_digits.go
					*changed = true
					return e
				}
				if e := c.pgLiteralNeighbours(a, sc); e != ast.Expr(a) { // pg_literal_neighbours.go
					*changed = true
					return e
				}
			}
			return n
		case *ast.InList:
			c.floatTextIn(x, sc)             // float_text.go
			e = c.pgLiteralNeighbours(x, sc) // pg_literal_neighbours.go
			if ix, ok := e.(*ast.InList); ok {
				e = c.tsTextCompare(ix, sc) // ts_text_digits.go
			}
		case *ast.Between:
			e = c.pgLiteralNeighbours(x, sc) // pg_literal_neighbours.go
			if bx, ok := e.(*ast.Between); ok {
				e = c.tsTextCompare(bx, sc) // ts_text_digits.go
			}
		case *ast.Like:
			c.floatTextLike(x, sc) // float_text.go
			if x.Kind == ast.LikeRegex {
				if np := c.regexBracket(x.Pattern, true); np != nil { // regex_flavor.go
					cp := *x
					cp.Pattern = np
					x = &cp
				}
			}
			if y, ok := c.ilikeFold(x).(*ast.Like); ok && y != x { // ilike_fold.go
				e = y
				break
			}
			e = c.likeEscape(x, sc) // like_escape.go
		case *ast.Slice:
			e = c.sliceBounds(x, sc) // slice_bounds.go
		default:
			return n
		}
		// (a case left by a refusal before setting e leaves the node)
		if e != nil && e != n.(ast.Expr) {
			*changed = true
			return e
		}
		return n
	}
}

// castRules rewrites a cast for the target (exprLowerer), x's operand
// lowered already.
func (c *Context) castRules(x *ast.Cast, sc *scope) ast.Expr {
	if fx, ok := c.floatTextFold(x).(*ast.Cast); ok { // float_text.go
		x = fx
	}
	if te, _ := c.temporalTextCast(x, sc); te != ast.Expr(x) {
		return te // temporal_text.go
	}
	c.elemDigitsCast(x, sc)       // elem_time_text.go
	c.floatTextCast(x, sc)        // float_text.go
	c.intervalTextCast(x, sc)     // interval_text.go
	c.numericTextCast(x, sc)      // pg_numeric_text.go
	x = c.pgDuckTZTextCast(x, sc) // pg_duck_tz_text.go
	x = c.floatDecimalCast(x, sc) // float_decimal_cast.go
	x = c.pgDuckZoneCast(x)       // ts_zone_lit.go
	x = c.bqUTCCast(x)            // bq_utc_text.go
	c.posixZoneCast(x)            // ts_zone_lit.go
	e := c.pgDuckDateCast(x, sc)  // pg_duck_date_text.go
	if e == ast.Expr(x) {
		e = c.sumExactCast(x, sc) // sum_exact.go
	}
	if e == ast.Expr(x) {
		e = c.sfObjectMapCast(x) // snowflake_object_map.go
	}
	if e == ast.Expr(x) {
		e = c.pgNumericCast(x, sc) // pg_numeric_cast.go
	}
	if e == ast.Expr(x) {
		e = c.trinoZoneCast(x, sc) // trino_zone_cast.go
	}
	if e == ast.Expr(x) {
		e = c.tsPrecisionCast(x, sc) // ts_precision.go
	}
	if e == ast.Expr(x) {
		e, _ = c.timeTextCast(x, sc)     // ts_text_digits.go
		e = c.trinoTimeDayWrap(e, x, sc) // trino_time.go
	}
	if e == ast.Expr(x) {
		e = c.textLengthCast(x, sc) // text_length.go
	}
	if e == ast.Expr(x) {
		if l := c.pgDuckLaterOffset(x); l != nil { // pg_duck_zone_overlap.go: after the rules reading the text's digits
			e = l
		}
	}
	return e
}

// funcRules and binaryRules rewrite a call and a binary operator for the
// target (exprLowerer). Of binaryRules the first that changes the
// operator gives its rewrite; funcRules are chained by applyFuncRules.
// Where two read the same function, the list keeps their order
// (snowflakeAvg before avgDecimal, truncUnitUnread before dateTruncDate,
// bcArrayJoin before concatWsArray); duckZeroStep, which exprLowerer asks
// first, reads DuckDB's list series only, which no rule here reads.
var funcRules = []func(*Context, *ast.Func, *scope) ast.Expr{
	(*Context).floatTextFunc,    // float_text.go: checks only, never rewrites
	(*Context).floatMathDigits,  // float_math_digits.go: warns only, before mathDomain's guards
	(*Context).intervalTextFunc, // interval_text.go: checks only
	(*Context).numericTextFunc,  // pg_numeric_text.go: checks only
	(*Context).duckConcatLists,  // concat_text_args.go
	(*Context).listConcatTyped,  // list_concat_typed.go
	(*Context).bcArrayJoin,      // bc_guard.go
	(*Context).elemTextTarget,   // elem_time_text.go
	(*Context).elemDigitsText,   // elem_time_text.go: checks only
	(*Context).regexBracketFunc, // regex_flavor.go
	(*Context).jsonPathText,     // json_path_text.go
	(*Context).lowerElementAt,
	(*Context).duckSeriesArgs,    // duck_series_args.go
	(*Context).snowflakeMapCount, // doris_size.go
	(*Context).dorisMapCount,     // doris_size.go
	(*Context).typedCollectList,  // collect_list.go
	(*Context).concatWsArray,     // concat_ws_arrays.go
	(*Context).concatWsArrayText, // concat_ws_text.go
	func(c *Context, f *ast.Func, sc *scope) ast.Expr { return c.modByZero(f, sc) }, // mod_zero.go
	(*Context).snowflakeAvg,
	(*Context).avgDecimal,           // avg.go
	(*Context).avgIntDouble,         // avg_int.go
	(*Context).arrayConcatFuncNulls, // array_concat_nulls.go
	(*Context).sumWrap,              // sum_wrap.go
	(*Context).sumDecimal,           // sum_decimal.go
	(*Context).sumExact,             // sum_exact.go
	(*Context).duckSumBigint,        // duck_sum.go
	(*Context).reverseArray,         // reverse_array.go
	(*Context).sequenceGuard,        // sequence_guard.go
	(*Context).snowflakeArraySearch, // snowflake_array_read.go
	(*Context).snowflakeIntCounts,   // snowflake_int_counts.go
	(*Context).dayCountInt,          // day_count_int.go
	(*Context).sparkDayWrapFunc,     // spark_day_wrap.go
	(*Context).sortArrayElems,       // sort_array.go
	(*Context).arrayExtremeElems,    // array_extremes.go: checks only
	(*Context).arraySetElems,        // array_sets.go: checks only
	(*Context).arrayLambdaIndex,     // array_lambdas.go: checks only
	(*Context).arrayLambdaPG,        // array_lambdas.go: checks only
	(*Context).duckNullConcatFunc,   // duck_null_concat.go
	(*Context).substringTextPattern, // substring_text_pattern.go
	(*Context).duckLen,              // duck_len.go
	(*Context).mathDomain,           // math_domain.go
	(*Context).mathLiteralRaise,     // numeric_math.go: checks only
	(*Context).ieeePgMath,           // ieee_pg_math.go
	(*Context).numericMathType,      // numeric_math.go
	(*Context).pgDuckMathRaise,      // numeric_math.go
	(*Context).pgTrimArgs,           // pg_trim_args.go
	(*Context).pgRealMix,            // pg_real_mix.go: checks only
	(*Context).trinoTruncTyped,      // trino_trunc.go
	(*Context).duckRoundDouble,      // duck_round_double.go: checks only
	(*Context).pgRoundDouble,        // pg_round_double.go
	(*Context).pgTruncInt,           // pg_round_double.go
	(*Context).pgTruncIntSource,     // pg_round_double.go: checks only
	(*Context).substrNegativeLength, // substr_negative_length.go
	(*Context).padNegativeLength,    // pad_negative_length.go
	(*Context).padEmptyDuckDB,       // pad_empty_duckdb.go
	(*Context).padEmptyRaise,        // pad_empty_raise.go
	(*Context).trinoChrBigint,       // trino_chr_bigint.go
	(*Context).hiveChrTyped,         // hive_chr_typed.go: checks only
	(*Context).snowflakePadLength,   // snowflake_pad_length.go: checks only
	(*Context).caseMapping,          // case_mapping.go: warns only, never rewrites
	(*Context).monthCount,           // month_count.go: checks only
	(*Context).unitDiffUnread,       // date_diff_unread.go: checks only
	(*Context).duckUnitUnknown,      // duck_units.go: checks only
	(*Context).truncUnitUnread,      // trunc_units.go
	(*Context).dateTruncDate,        // date_trunc_dates.go
	(*Context).pgDuckAge,            // pg_duck_age.go
	(*Context).timezoneFunc,         // at_time_zone.go
	(*Context).duckMakeDate,         // duck_make_date.go
	(*Context).pgMakeDate,           // duck_make_date.go
	(*Context).makeInterval,         // make_interval.go
	(*Context).pgDuckTZTextFunc,     // pg_duck_tz_text.go
	func(c *Context, f *ast.Func, sc *scope) ast.Expr { c.intervalDayHour(f, sc); return c.bcYear(f, sc) }, // extract_fields.go, bc_guard.go
}

// applyFuncRules applies funcRules to the call x in their order, each to
// the call as the rules before it left it:
//
//   - a rule that returns a call of the same function (a unit read, an
//     argument cast: truncUnitUnread's date_trunc, which dateTruncDate
//     then reads) passes it on to the rules after it;
//   - a rule that returns CASE WHEN test THEN NULL ELSE x END around x
//     itself (raiseGuard's: bcArrayJoin, sequenceGuard) raises or gives
//     NULL for some inputs and otherwise x's value, not computing from
//     it, so the rules after it rewrite x in it (bcArrayJoin's guard
//     around Spark's concat_ws of an array, which concatWsArray writes as
//     a join); so does mathDomain's CASE of constant arms around x
//     (Context.domainGuards), whose log(b, x) numericMathType writes;
//   - any other expression is the rewrite, and the rules after it are
//     not asked: it may compute from the call's value as the rule wrote
//     it (sumWrap's modular sum reads the sum's exact value, which
//     duckSumBigint's cast to BIGINT would make raise).
func (c *Context) applyFuncRules(x *ast.Func, sc *scope) ast.Expr {
	var guards []*ast.Case
	var out ast.Expr = x
	for _, rule := range funcRules {
		r := rule(c, x, sc)
		if r == ast.Expr(x) {
			continue
		}
		if g, ok := r.(*ast.Func); ok && sameFunction(g, x) {
			x, out = g, g
			continue
		}
		if g, ok := r.(*ast.Case); ok && (guardsCall(g, x) || c.domainGuards[g] && g.Else == ast.Expr(x)) {
			guards = append(guards, g)
			continue
		}
		out = r
		break
	}
	for i := len(guards) - 1; i >= 0; i-- {
		g := *guards[i]
		g.Else = out
		out = &g
	}
	return out
}

// sameFunction: a and b call the same function (their names alike, both
// or neither the dialect's own, ast.Func.Unread).
func sameFunction(a, b *ast.Func) bool {
	if len(a.Name) != len(b.Name) || a.Unread != b.Unread {
		return false
	}
	for i, n := range a.Name {
		if n.Quoted != b.Name[i].Quoted || !strings.EqualFold(n.Name, b.Name[i].Name) {
			return false
		}
	}
	return true
}

// guardsCall: g is CASE WHEN test THEN NULL ELSE x END of x itself
// (raiseGuard's form).
func guardsCall(g *ast.Case, x *ast.Func) bool {
	return g.Operand == nil && len(g.Whens) == 1 && isNullLit(g.Whens[0].Result) && g.Else == ast.Expr(x)
}

var binaryRules = []func(*Context, *ast.Binary, *scope) ast.Expr{
	(*Context).floatTextBinary,    // float_text.go: checks only, never rewrites
	(*Context).intervalTextBinary, // interval_text.go: checks only
	(*Context).numericTextBinary,  // pg_numeric_text.go: checks only
	(*Context).regexBracketBinary, // regex_flavor.go
	(*Context).lowerDivision,
	(*Context).snowflakeProduct,   // snowflake_product.go
	(*Context).pgDuckTZTextBinary, // pg_duck_tz_text.go
	func(c *Context, b *ast.Binary, sc *scope) ast.Expr { return c.modByZero(b, sc) }, // mod_zero.go
	(*Context).arrayConcatNulls,  // array_concat_nulls.go
	(*Context).duckNullConcatBin, // duck_null_concat.go
	(*Context).monthInterval,     // month_interval.go
	(*Context).dateMinusDate,     // date_minus_date.go
	(*Context).bigqueryTsDiff,    // bigquery_ts_diff.go
	(*Context).pgDuckDateDiff,    // pg_duck_infinity.go
	(*Context).tzDayArith,        // tz_day_arith.go
	(*Context).javaShift,         // java_shift.go: checks only
}

// snowflakeAvg keeps the DOUBLE that avg of integers is in Trino, Presto,
// DuckDB, Hive, Spark, Doris, BigQuery and Drill for Snowflake, whose avg of a
// NUMBER(38, 0) is a fixed-point NUMBER of scale 6 (Snowflake's Snowpark
// reference, functions.avg: the avg of 1, 2, 2 is 1.666667; the others
// give 1.6666666666666667): avg(CAST(x AS DOUBLE)). PostgreSQL's avg of
// integers is a numeric of at least 16 significant digits (1.6666666666666667
// there too), which the DOUBLE keeps to its precision, as every target
// whose avg of integers is a DOUBLE does. ANSI SQL leaves the type to
// the implementation; its translations are checked on PostgreSQL, so it
// is taken as PostgreSQL's.
// The other way, Snowflake's avg of integers is refused (T071) for the
// other targets: its rounding to scale 6 is not documented.
func (c *Context) snowflakeAvg(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || !strings.EqualFold(f.Name[0].Name, "avg") || len(f.Args) != 1 || c.Source.Name == c.Target.Name {
		return f
	}
	if t := c.typeOf(f.Args[0], sc); t == nil || !t.Kind.IsInteger() {
		return f
	}
	if c.Source.Name == "snowflake" {
		c.Refuse(codeDivType, f, "average a DOUBLE in the source (avg(x::FLOAT)), or round the result to the digits you need",
			"snowflake's avg of integers is a NUMBER of scale 6, rounded by a rule its documentation does not give, and %s's is not", c.Target.Name)
		return f
	}
	if c.Target.Name != "snowflake" || !slices.Contains([]string{"trino", "presto", "duckdb", "hive", "spark", "doris", "bigquery", "drill", "postgres", "ansi"}, c.Source.Name) {
		return f
	}
	nf := *f
	nf.Args = []ast.Expr{&ast.Cast{Span: f.Args[0].SpanOf(), X: f.Args[0], Type: &ast.TypeName{Span: f.Span, Kind: ast.TypeDouble}}}
	return &nf
}

// wideLiterals keeps the value of + - * over integer literals, anywhere
// in s (select lists, ORDER BY, VALUES, INSERT), for a source whose
// integer literals are 64-bit (BigQuery's INT64, Snowflake's NUMBER(38,
// 0)) and a target that types a small integer literal as a 32-bit INT
// (Hive and Spark wrap past it, the others raise an error): where a value
// of such a constant expression is beyond INT, its leftmost literal is
// typed BIGINT, which makes every operation on the way up BIGINT. A
// literal beyond BIGINT is left alone (the targets read it as a decimal).
func wideLiterals(c *Context, s ast.Stmt) ast.Stmt {
	wide := func(d string) bool { return d == "bigquery" || d == "snowflake" }
	if !wide(c.Source.Name) || wide(c.Target.Name) {
		return s
	}
	changed := false
	cols := c.narrowColumns(s) // wide_arith.go: columns and other constant forms
	consts := constArith{}
	out := ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		x, ok := n.(*ast.Binary)
		if !ok {
			return widenNarrowNode(n, cols, &changed)
		}
		if _, fits, ok := consts.of(x); !ok {
			return widenNarrowNode(n, cols, &changed)
		} else if fits {
			return n
		}
		changed = true
		return widenLeaf(x) // every leaf is a literal: the leftmost is typed BIGINT
	})
	if changed {
		c.Fire(passLowerExprs)
	}
	return out
}

// constIntArith is the value of e, + - * and unary minus over integer
// literals; fits is false when it or a value on the way is beyond INT.
func constIntArith(e ast.Expr) (v *big.Int, fits, ok bool) {
	return constArith{}.of(e)
}

// constArith remembers constIntArith of the nodes it has seen, so a pass
// asking it of every node of a long chain stays linear.
type constArith map[ast.Expr]constArithMemo

type constArithMemo struct {
	v        *big.Int
	fits, ok bool
}

func (m constArith) of(e ast.Expr) (v *big.Int, fits, ok bool) {
	if r, seen := m[e]; seen {
		return r.v, r.fits, r.ok
	}
	v, fits, ok = m.node(e)
	m[e] = constArithMemo{v, fits, ok}
	return v, fits, ok
}

func (m constArith) node(e ast.Expr) (v *big.Int, fits, ok bool) {
	in32 := func(v *big.Int) bool { return v.IsInt64() && v.Int64() >= math.MinInt32 && v.Int64() <= math.MaxInt32 }
	switch x := e.(type) {
	case *ast.Literal:
		if x.Kind != ast.LitInt || x.Type != ast.TypeUnknown && !x.Type.IsInteger() {
			return nil, false, false
		}
		v, ok := new(big.Int).SetString(x.Value, 10)
		if !ok || !v.IsInt64() {
			return nil, false, false // beyond BIGINT: a decimal in the targets
		}
		return v, in32(v), true
	case *ast.Unary:
		if x.Op != ast.OpNeg && x.Op != ast.OpPlus {
			return nil, false, false
		}
		v, _, ok := m.of(x.X)
		if !ok {
			return nil, false, false
		}
		if x.Op == ast.OpNeg {
			v = new(big.Int).Neg(v)
		}
		return v, in32(v), true
	case *ast.Binary:
		if x.Op != ast.OpAdd && x.Op != ast.OpSub && x.Op != ast.OpMul {
			return nil, false, false
		}
		l, fl, okL := m.of(x.L)
		r, fr, okR := m.of(x.R)
		if !okL || !okR {
			return nil, false, false
		}
		v := bigArith(x.Op, l, r)
		return v, fl && fr && in32(v), true
	}
	return nil, false, false
}

// bigArith is x op y for op one of + - * (any other is taken for *).
func bigArith(op ast.BinaryOp, x, y *big.Int) *big.Int {
	switch op {
	case ast.OpAdd:
		return new(big.Int).Add(x, y)
	case ast.OpSub:
		return new(big.Int).Sub(x, y)
	}
	return new(big.Int).Mul(x, y)
}

// ---------------------------------------------------------------------------
// Subscripts and element_at (T13).

// subSem is what a dialect's plain subscript x[i] on an array means.
type subSem struct {
	base    int  // the index of the first element
	fromEnd bool // a negative index counts from the end (-1 is the last element); 0 gives NULL
	null    bool // an index out of range gives NULL (false: an error)
}

// subscriptSem is the meaning of a subscript in dialect name. BigQuery
// spells each rule explicitly (OFFSET, SAFE_ORDINAL...) and is handled
// apart. Hive and Spark give NULL for a negative index (Spark with ANSI
// mode off, its default before 4.0); Doris and DuckDB count it from the
// end (Doris element_at and [], DuckDB list indexing); PostgreSQL gives
// NULL for any index out of the array's bounds; Trino raises.
func subscriptSem(name string) subSem {
	switch name {
	case "hive", "spark", "drill", "snowflake":
		return subSem{base: 0, null: true}
	case "doris", "duckdb":
		return subSem{base: 1, fromEnd: true, null: true}
	case "presto", "trino":
		return subSem{base: 1}
	case "bigquery":
		return subSem{base: 0}
	}
	return subSem{base: 1, null: true} // postgres, ansi
}

// access is one array element access in source terms.
type access struct {
	sp   ast.Span
	arr  ast.Expr
	idx  ast.Expr // the index as written
	base int      // the index of the first element
	// fromEnd: a negative index counts from the end, and 0 gives NULL
	// (DuckDB and Doris subscripts, element_at).
	fromEnd bool
	// null: an index out of range gives NULL; false when the source raises
	// an error there, so that any result will do.
	null bool
	elem *ast.TypeName // the element type, nil when unknown
}

func (c *Context) lowerSubscript(x *ast.Subscript, sc *scope) ast.Expr {
	t := c.typeOf(x.X, sc)
	isMap := t != nil && t.Kind == ast.TypeMap
	isArray := t != nil && t.Kind == ast.TypeArray
	if lit, ok := x.Index.(*ast.Literal); ok && lit.Kind == ast.LitString && !isArray {
		isMap = true // a map key (or a struct or JSON field: looked up alike)
	}
	if isMap {
		if t == nil && c.Target.is("postgres", "ansi", "bigquery") {
			return x // a JSON, jsonb or hstore field, as written
		}
		return c.lowerMapLookup(x, x.X, x.Index, x.Missing == ast.MissingNull, x)
	}
	src := subscriptSem(c.Source.Name)
	a := access{sp: x.Span, arr: x.X, idx: x.Index, base: x.Base,
		fromEnd: src.fromEnd && x.Base == 1, null: x.Missing == ast.MissingNull}
	if isArray {
		a.elem = t.Elem
		return c.lowerAccess(a, x)
	}
	// The type is unknown: an array or a map. Keep the subscript when it
	// means the same for both in the target; BigQuery has no maps and its
	// subscripts keep the source's base, so an array is the only reading
	// that can run there.
	if c.sameSubscript(a) {
		return x
	}
	if c.Target.Name == "bigquery" {
		if k, lit := constInt(a.idx); !a.fromEnd || (lit && k >= 0) {
			return c.lowerAccess(a, x)
		}
	}
	c.Refuse(codeArrayOrMap, x, "give the column types with --schema (or a CREATE TABLE in the script)",
		"cannot tell whether %s is an array (index base %d in %s, %d in %s) or a map", exprName(x.X), x.Base, c.Source.Name, c.Target.arrayBase(), c.Target.Name)
	return x
}

// sameSubscript: the target's plain subscript with the same index means
// what the source's does, for arrays and maps alike.
func (c *Context) sameSubscript(a access) bool {
	if c.Target.Name == "bigquery" {
		return false
	}
	ts := subscriptSem(c.Target.Name)
	if ts.base != a.base || (a.null && !ts.null) {
		return false
	}
	if ts.fromEnd != a.fromEnd {
		// They differ only for a negative index.
		k, lit := constInt(a.idx)
		return lit && k >= 0
	}
	return true
}

// lowerElementAt rewrites the canonical element_at(x, i) when x's type is
// known: on a map it is a lookup that gives NULL for a missing key; on an
// array it is 1-based, a negative i counting from the end and |i| past the
// length giving NULL (i = 0 is an error). Trino, Presto, Spark and Doris
// have it as it is; with an unknown type the function tables decide.
func (c *Context) lowerElementAt(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || !strings.EqualFold(f.Name[0].Name, "element_at") ||
		len(f.Args) != 2 || f.Over != nil || f.Star || f.Distinct {
		return f
	}
	t := c.typeOf(f.Args[0], sc)
	switch {
	case c.Target.is("trino", "presto", "spark", "doris") || t == nil && c.Source.Name == c.Target.Name:
		return f
	case t == nil:
		// The other targets read an array and a map each their own way
		// (DuckDB's element_at takes maps only and gives a list).
		c.Refuse(codeArrayOrMap, f, "give the column types with --schema (or a CREATE TABLE in the script)",
			"cannot tell whether %s is an array or a map, which %s reads each its own way", exprName(f.Args[0]), c.Target.Name)
		return f
	case t.Kind == ast.TypeMap:
		return c.lowerMapLookup(f, f.Args[0], f.Args[1], true, f)
	case t.Kind != ast.TypeArray:
		return f
	}
	return c.lowerAccess(access{sp: f.Span, arr: f.Args[0], idx: f.Args[1], base: 1,
		fromEnd: true, null: true, elem: t.Elem}, f)
}

// lowerMapLookup writes m[k] for the target: NULL for a missing key when
// null (Hive, Spark, Doris, DuckDB subscripts; Trino element_at), else any
// result will do (the source raises). orig is returned when it already
// means that in the target.
func (c *Context) lowerMapLookup(n ast.Node, m, k ast.Expr, null bool, orig ast.Expr) ast.Expr {
	sp := n.SpanOf()
	switch c.Target.Name {
	case "postgres", "ansi", "bigquery":
		c.Refuse(codeMapNoMaps, n, "look the key up in a target that has maps (Trino, Spark, Hive, DuckDB)",
			"%s has no map type to look %s up in", c.Target.Name, exprName(m))
		return orig
	case "trino", "presto":
		if !null {
			if _, ok := orig.(*ast.Subscript); ok {
				return orig
			}
			return &ast.Subscript{Span: sp, X: m, Index: k, Base: 1, Missing: ast.MissingError}
		}
		if f, ok := orig.(*ast.Func); ok {
			return f // element_at already
		}
		return canonCall(sp, "element_at", m, k)
	}
	if _, ok := orig.(*ast.Subscript); ok {
		return orig
	}
	return &ast.Subscript{Span: sp, X: m, Index: k, Base: c.Target.arrayBase(), Missing: ast.MissingNull}
}

// lowerAccess writes the array access a exactly in the target. orig is
// the source node, returned when the target's subscript means the same.
func (c *Context) lowerAccess(a access, orig ast.Expr) ast.Expr {
	if sub, ok := orig.(*ast.Subscript); ok && c.sameSubscript(a) {
		return sub
	}
	tgt := c.Target.Name
	k, lit := constInt(a.idx)
	j := k - a.base + 1 // the 1-based index of a literal
	if lit {
		switch {
		case a.fromEnd && j < 0:
			if c.fromEndUsesLength() && !c.reusable(a.arr) {
				return orig
			}
			return c.fromEnd(a, a.idx)
		case j >= 1 || !a.null:
			return c.forward(a, a.idx)
		}
		// Out of range (j <= 0): NULL in the source. Say so, rather than
		// rely on how the target treats a negative index.
		if c.forwardIsNull(a) && (c.Target.Name == "bigquery" || j-1+c.Target.arrayBase() >= 0 || !knownType(a.elem)) {
			return c.forward(a, a.idx)
		}
		return c.typedNull(a)
	}
	if !a.fromEnd {
		if !a.null || c.forwardIsNull(a) {
			return c.forward(a, a.idx)
		}
		// Doris and DuckDB would count a negative index from the end,
		// Trino's element_at too (and raises for 0): only an index inside
		// the array may reach them.
		if !c.reusable(a.idx) {
			return orig
		}
		cond := &ast.Binary{Span: a.sp, Op: ast.OpGe, L: ast.Clone(a.idx), R: intLit(a.sp, a.base)}
		return caseWhen(a.sp, cond, c.forward(a, a.idx), nil)
	}
	// A computed index that may count from the end.
	if tgt == "doris" || tgt == "duckdb" {
		return &ast.Subscript{Span: a.sp, X: a.arr, Index: a.idx, Base: 1, Missing: ast.MissingNull}
	}
	if !c.reusable(a.idx) {
		return orig
	}
	if c.Target.is("trino", "presto", "spark") {
		// element_at counts from the end too but raises for 0, where the
		// source gives NULL.
		cond := &ast.Binary{Span: a.sp, Op: ast.OpNe, L: ast.Clone(a.idx), R: intLit(a.sp, 0)}
		return caseWhen(a.sp, cond, canonCall(a.sp, "element_at", a.arr, a.idx), nil)
	}
	if !c.reusable(a.arr) {
		return orig
	}
	cond := &ast.Binary{Span: a.sp, Op: ast.OpLt, L: ast.Clone(a.idx), R: intLit(a.sp, 0)}
	back := c.fromEnd(access{sp: a.sp, arr: ast.Clone(a.arr), idx: ast.Clone(a.idx)}, ast.Clone(a.idx))
	return caseWhen(a.sp, cond, back, c.forward(a, a.idx))
}

// forwardIsNull: the target's forward access gives NULL for every index
// outside the array, negative ones included.
func (c *Context) forwardIsNull(a access) bool {
	switch c.Target.Name {
	case "doris", "duckdb":
		return false // a negative index counts from the end
	case "trino", "presto":
		return false // element_at counts from the end and raises for 0
	}
	return true // SAFE_OFFSET / SAFE_ORDINAL for BigQuery
}

// forward is the target's access to the element at idx (in a's base),
// counting from the start; an index out of range gives NULL when a.null.
func (c *Context) forward(a access, idx ast.Expr) ast.Expr {
	sp := a.sp
	switch c.Target.Name {
	case "bigquery":
		// BigQuery says the base and the rule in the subscript itself:
		// OFFSET(i) is 0-based, ORDINAL(i) 1-based, SAFE_ gives NULL.
		if a.base == 0 && !a.null {
			return &ast.Subscript{Span: sp, X: a.arr, Index: idx, Base: 0, Missing: ast.MissingError}
		}
		name := map[bool]string{false: "OFFSET", true: "ORDINAL"}[a.base == 1]
		missing := ast.MissingError
		if a.null {
			name, missing = "SAFE_"+name, ast.MissingNull
		}
		wrapped := &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: name}}, Args: []ast.Expr{idx}}
		return &ast.Subscript{Span: sp, X: a.arr, Index: wrapped, Base: a.base, Missing: missing}
	case "trino", "presto":
		if a.null {
			return canonCall(sp, "element_at", a.arr, shiftIndex(idx, a.base, 1, sp))
		}
		return &ast.Subscript{Span: sp, X: a.arr, Index: shiftIndex(idx, a.base, 1, sp), Base: 1, Missing: ast.MissingError}
	}
	want := c.Target.arrayBase()
	return &ast.Subscript{Span: sp, X: a.arr, Index: shiftIndex(idx, a.base, want, sp), Base: want, Missing: ast.MissingNull}
}

// fromEnd is the target's access to the element at the negative 1-based
// index j counted from the end (-1 is the last): NULL when -j exceeds the
// length or the array is NULL.
func (c *Context) fromEnd(a access, j ast.Expr) ast.Expr {
	sp := a.sp
	// length + j + off, folded for a literal j.
	plusLen := func(lenFn string, off int) ast.Expr {
		n := canonCall(sp, lenFn, ast.Clone(a.arr))
		if k, ok := constInt(j); ok {
			if k+off == 0 {
				return n
			}
			return plusInt(n, k+off, sp)
		}
		sum := &ast.Binary{Span: sp, Op: ast.OpAdd, L: n, R: j}
		if off == 0 {
			return sum
		}
		return plusInt(sum, off, sp)
	}
	switch c.Target.Name {
	case "trino", "presto", "spark":
		return canonCall(sp, "element_at", a.arr, j)
	case "doris", "duckdb":
		return &ast.Subscript{Span: sp, X: a.arr, Index: j, Base: 1, Missing: ast.MissingNull}
	case "hive":
		// size(NULL) is -1: the index is negative and the result NULL.
		return &ast.Subscript{Span: sp, X: a.arr, Index: plusLen("size", 0), Base: 0, Missing: ast.MissingNull}
	case "drill", "snowflake":
		return &ast.Subscript{Span: sp, X: a.arr, Index: plusLen("cardinality", 0), Base: 0, Missing: ast.MissingNull}
	case "bigquery":
		return c.forward(access{sp: sp, arr: a.arr, base: 0, null: true}, plusLen("cardinality", 0))
	}
	return &ast.Subscript{Span: sp, X: a.arr, Index: plusLen("cardinality", 1), Base: 1, Missing: ast.MissingNull}
}

// fromEndUsesLength: the target's fromEnd form reads the array twice
// (its length, then the element).
func (c *Context) fromEndUsesLength() bool {
	return !c.Target.is("trino", "presto", "spark", "doris", "duckdb")
}

// typedNull is a NULL of the element type, for an index that is out of
// range whatever the array.
func (c *Context) typedNull(a access) ast.Expr {
	sp := a.sp
	if knownType(a.elem) {
		t := *a.elem
		return &ast.Cast{Span: sp, X: &ast.Literal{Span: sp, Kind: ast.LitNull}, Type: &t}
	}
	if c.Target.is("doris", "duckdb") {
		return &ast.Subscript{Span: sp, X: a.arr, Index: intLit(sp, 0), Base: 1, Missing: ast.MissingNull}
	}
	// Trino: element_at of a NULL index is NULL, of the element type.
	return canonCall(sp, "element_at", a.arr, &ast.Literal{Span: sp, Kind: ast.LitNull})
}

func knownType(t *ast.TypeName) bool { return t != nil && t.Kind != ast.TypeUnknown }

// reusable reports whether e may be evaluated twice (it calls nothing
// volatile and holds no subquery), refusing when it may not.
func (c *Context) reusable(e ast.Expr) bool { return c.reusableIn(e, "this array access") }

// reusableIn is reusable, the refusal naming what needs e twice (use).
func (c *Context) reusableIn(e ast.Expr, use string) bool {
	bad := false
	ast.Inspect(e, func(n ast.Node) bool {
		if f, ok := n.(*ast.Func); ok && len(f.Name) > 0 && catalog.Volatile(f.Name.Last().Name) {
			bad = true
		}
		if _, ok := n.(*ast.Subquery); ok {
			bad = true
		}
		return !bad
	})
	if bad {
		c.Refuse(codeVolatile, e, "compute the value once in a subquery and use its column",
			"%s needs %s twice in %s, and it may change between evaluations", use, exprName(e), c.Target.Name)
	}
	return !bad
}

// shiftIndex rebases idx from base from to base to, folding a literal.
func shiftIndex(idx ast.Expr, from, to int, sp ast.Span) ast.Expr {
	if from == to {
		return idx
	}
	if k, ok := constInt(idx); ok {
		return intLit(idx.SpanOf(), k+to-from)
	}
	return plusInt(idx, to-from, sp)
}

// constInt reads an integer literal, negated or not.
func constInt(e ast.Expr) (int, bool) {
	switch x := e.(type) {
	case *ast.Literal:
		return intLiteral(x)
	case *ast.Unary:
		if x.Op == ast.OpNeg {
			if k, ok := constInt(x.X); ok {
				return -k, true
			}
		}
	}
	return 0, false
}

func intLit(sp ast.Span, k int) ast.Expr {
	if k < 0 {
		return &ast.Unary{Span: sp, Op: ast.OpNeg, X: &ast.Literal{Span: sp, Kind: ast.LitInt, Value: itoa(-k)}}
	}
	return &ast.Literal{Span: sp, Kind: ast.LitInt, Value: itoa(k)}
}

func canonCall(sp ast.Span, name string, args ...ast.Expr) *ast.Func {
	return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: name}}, Args: args}
}

// mapArgs is f with each argument from index first on replaced by fn's
// result, f itself when fn changes none; f too as soon as fn returns
// false (a refusal).
func mapArgs(f *ast.Func, first int, fn func(a ast.Expr) (ast.Expr, bool)) *ast.Func {
	var args []ast.Expr
	for i := first; i < len(f.Args); i++ {
		a, ok := fn(f.Args[i])
		if !ok {
			return f
		}
		if a == f.Args[i] {
			continue
		}
		if args == nil {
			args = append([]ast.Expr(nil), f.Args...)
		}
		args[i] = a
	}
	if args == nil {
		return f
	}
	nf := *f
	nf.Args = args
	return &nf
}

func caseWhen(sp ast.Span, cond, then, els ast.Expr) ast.Expr {
	return &ast.Case{Span: sp, Whens: []*ast.When{{Span: sp, Cond: cond, Result: then}}, Else: els}
}

// raiseGuard is e evaluated after raise where bad holds:
//
//	CASE WHEN (CASE WHEN bad THEN raise ELSE FALSE END) THEN NULL ELSE e END
//
// raise being an expression that raises (error, assert_true_value), so
// that the query raises where the source's does.
func raiseGuard(sp ast.Span, bad, raise, e ast.Expr) ast.Expr {
	cond := caseWhen(sp, bad, raise, &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"})
	return caseWhen(sp, cond, &ast.Literal{Span: sp, Kind: ast.LitNull}, e)
}

// ---------------------------------------------------------------------------
// Division (T14).

// zeroRule is what a division gives for a zero divisor.
type zeroRule uint8

const (
	zeroNull  zeroRule = iota // NULL (Hive, Spark, Doris; DIV and DuckDB //)
	zeroIEEE                  // ±Infinity or NaN (DuckDB /, Trino on doubles)
	zeroError                 // an error (standard SQL, BigQuery, Snowflake)
)

// fracZero is the zero rule of the fractional "/" of a dialect: the
// source's reading of it, or the target's "/" over a DOUBLE operand.
func fracZero(name string) zeroRule {
	switch name {
	case "hive", "spark", "doris":
		return zeroNull
	case "duckdb", "trino", "presto":
		return zeroIEEE // DuckDB 1.1+ follows IEEE 754; so do Trino's doubles
	}
	return zeroError
}

// intDivZero is the zero rule of a dialect's integral division: Hive DIV,
// Spark div and DuckDB // give NULL; PostgreSQL div, BigQuery DIV and the
// standard "/" of integers raise.
func intDivZero(name string) zeroRule {
	switch name {
	case "hive", "spark", "doris", "duckdb":
		return zeroNull
	}
	return zeroError
}

// lowerDivision keeps division's meaning (T14): the quotient of "/" is
// the source's (divisionOf), its zero divisor gives what it gives in the
// source (fracZero), DIV stays integral, and DuckDB's // is integral for
// integers and fractional otherwise (duckFractionalIntDiv).
func (c *Context) lowerDivision(x *ast.Binary, sc *scope) ast.Expr {
	switch x.Op {
	case ast.OpDivFrac, ast.OpDiv, ast.OpIntDiv:
	default:
		return x
	}
	n := len(*c.Diags)
	e := c.lowerDivisionOp(x, sc)
	for _, d := range (*c.Diags)[n:] {
		if d.Severity == diag.Error {
			return e // refused: nothing to keep
		}
	}
	return c.raiseZeroQuotient(x, e, c.exactQuotient(x, sc), c.typeOf(x.L, sc)) // div_zero_raise.go
}

// lowerDivisionOp is lowerDivision but for the error of a zero divisor.
func (c *Context) lowerDivisionOp(x *ast.Binary, sc *scope) ast.Expr {
	switch x.Op {
	case ast.OpDivFrac, ast.OpDiv:
		return c.lowerSlash(x, sc)
	case ast.OpIntDiv:
		if c.Source.Name == "duckdb" && c.Target.Name != "duckdb" {
			if nx, refused := c.duckFractionalIntDiv(x, sc); refused {
				return x
			} else if nx != nil {
				return c.lowerSlash(nx, sc)
			}
		}
		guard := intDivZero(c.Source.Name) == zeroNull && intDivZero(c.Target.Name) != zeroNull && !nonZero(x.R)
		lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
		ints := lt != nil && rt != nil && lt.Kind.IsInteger() && rt.Kind.IsInteger()
		if c.Source.Name != c.Target.Name && !ints {
			switch {
			case fractionalType(lt) || fractionalType(rt):
				if k := fracKind(lt, rt); intDivOf(c.Source.Name, k) == "" || intDivOf(c.Source.Name, k) != intDivOf(c.Target.Name, k) {
					c.Refuse(codeIntDiv, x, "CAST the operands to integers in the source",
						"integral division of %s operands differs between %s and %s", k, c.Source.Name, c.Target.Name)
					return x
				}
			case !(intDivOf(c.Source.Name, "DECIMAL") != "" && intDivOf(c.Source.Name, "DECIMAL") == intDivOf(c.Target.Name, "DECIMAL") &&
				intDivOf(c.Source.Name, "DOUBLE") == intDivOf(c.Target.Name, "DOUBLE")):
				c.Warn(codeDivDecimals, x, "the operands' types are not known: the integral division is written for integers, "+
					"and %s and %s divide decimals or floats otherwise (give the column types with --schema)", c.Source.Name, c.Target.Name)
			}
		}
		if c.Target.Family == "hive" || c.Target.Name == "duckdb" {
			return x
		}
		if c.Source.Name == "postgres" && c.Target.Name == "postgres" {
			// PostgreSQL's own div(a, b), of any numeric operands (the
			// quotient truncated toward zero: div(-7.5, 2) is -3 on
			// PostgreSQL 15), is written back as it is.
			return &ast.Func{Span: x.Span, Name: ast.QName{{Span: x.Span, Name: "div"}}, Args: []ast.Expr{x.L, x.R}}
		}
		nx := *x
		if guard {
			nx.R = nullIfZero(x.R)
		}
		switch {
		case c.Target.Name == "bigquery" && (ints || c.Source.Name == "bigquery"):
			// BigQuery DIV(x, y): integral, rounding toward zero.
			if !guard {
				return x
			}
			return &nx
		case ints && c.Target.intDivSpelled():
			nx.Op = ast.OpDiv
			return &nx
		case ints && c.Target.Name == "snowflake":
			return c.snowflakeIntDiv(x, nx.R)
		}
		if ints {
			c.Refuse(codeIntDiv, x, "compute it in a target with integral division (DIV, //, or / of integers)",
				"integral division cannot be expressed exactly in %s", c.Target.Name)
			return x
		}
		c.Refuse(codeIntDiv, x, "CAST the operands to integers", "integral division of non-integers cannot be expressed exactly in %s", c.Target.Name)
		return x
	}
	return x
}

// Quotients of "/" (the executor follows the same rules:
// executor.DivisionRule). By the operands' types, a dialect's "/" gives:
//
//	dialect         INT / INT                 with a DECIMAL (no float)                   zero divisor
//	hive            DOUBLE                    DECIMAL(p1-s1+s2+S, S), S = max(6, s1+p2+1)  NULL
//	                                          (38 digits at most, keeping 6 decimals); an
//	                                          integer literal is DECIMAL(its digits, 0)
//	spark           DOUBLE                    Hive's; BIGINT is DECIMAL(20,0)              NULL
//	doris           DOUBLE                    DECIMAL(p1 + s2 + 4, s1 + 4), truncated      NULL
//	                                          (38 digits at most, by Doris's overflow rules)
//	trino, presto   integer (truncated)       DECIMAL, scale max(s1, s2), rounded          error (DOUBLE: ±Infinity, NaN)
//	postgres        integer (truncated)       numeric, at least 16 significant digits:     error
//	                                          scale max(s1, s2, 16 - 4 * base-10000 weight)
//	duckdb          DOUBLE                    DOUBLE                                       ±Infinity, NaN
//	bigquery        FLOAT64                   NUMERIC, scale 9                             error
//	snowflake       NUMBER, scale 6           NUMBER, scale max(s1, min(s1 + 6, 12))       error
//	ansi, drill     integer (truncated)       DECIMAL of an implementation-defined scale   error
//
// A float operand makes every dialect's quotient a DOUBLE (an integer or
// decimal converted to it). Integers in a decimal division are DECIMAL(3,
// 5, 10 or 19, 0) by their type (Hive, Trino), a Hive or Spark integer
// literal DECIMAL(its digits, 0) (Hive's constant integer inspectors give
// their value's precision; read in Hive's source, not run on Hive).
// Sources: Hive's decimal design (HIVE-3976), Spark's DecimalPrecision, Doris's DECIMAL
// "Precision Deduction" (Doris 2.1 and later, its defaults: div_precision_increment 4,
// decimal_overflow_scale 6; its examples truncate), the Trino/Presto decimal
// operator table, PostgreSQL's numeric division (checked on PostgreSQL 15),
// DuckDB (checked on DuckDB 1.5: DECIMAL / INTEGER is DOUBLE), BigQuery's
// NUMERIC, Snowflake's "scale and precision in arithmetic operations".
// Half up is half away from zero throughout.
//
// A translation keeps the quotient: the same "/" where the target's
// quotient is the source's (Hive and Spark agree unless an operand is a
// BIGINT), CAST(a AS DOUBLE) / b for a DOUBLE
// quotient, CAST(a AS DECIMAL(38, S)) / b for Snowflake's quotient of
// scale S in Trino and Presto (whose quotient then has scale S, rounded
// alike, when b's scale is at most S), the target's integral division for
// standard "/" of integers (for Snowflake, which has none, an exact form
// built on MOD: snowflakeIntDiv), Doris's truncated quotient of decimals
// from exact operations of PostgreSQL, DuckDB, Trino, Presto, Hive,
// Spark, BigQuery, Snowflake and ANSI SQL (dorisSlash, doris_division.go), Hive's
// and Spark's in Trino and Presto as CAST(a AS DECIMAL(38, S)) / b
// (hiveSlash), and Hive's, Spark's, Trino's, Presto's and Snowflake's
// quotients, rounded half up, in ANSI SQL, PostgreSQL, DuckDB, BigQuery
// and Snowflake from exact integer operations (roundedSlash,
// rounded_division.go); anything else is refused (T071), the diagnostic
// saying which limit the exact form would pass (exactQuotientLimit).

// opClass is what division needs to know of an operand's type.
type opClass uint8

const (
	opUnknown opClass = iota
	opInt
	opDecimal
	opFloat
)

func classOf(t *ast.TypeName) opClass {
	switch {
	case t == nil:
	case t.Kind.IsInteger():
		return opInt
	case t.Kind == ast.TypeDecimal:
		return opDecimal
	case t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal:
		return opFloat
	}
	return opUnknown
}

// quotient is the result of one dialect's "/" on one class of operands.
type quotient uint8

const (
	quotUnknown quotient = iota
	quotIntegral
	quotDouble
	quotHive
	quotSpark
	quotDoris
	quotTrino
	quotPostgres
	quotBigQuery
	quotSnowflake
	quotUndefined
)

var quotientText = [...]string{
	quotUnknown:   "unknown",
	quotIntegral:  "an integer (truncated)",
	quotDouble:    "a DOUBLE",
	quotHive:      "a DECIMAL of scale max(6, s1 + p2 + 1)",
	quotSpark:     "a DECIMAL of scale max(6, s1 + p2 + 1), p2 being an integer literal's digits and a BIGINT's 20",
	quotDoris:     "a DECIMAL of scale s1 + 4, truncated",
	quotTrino:     "a DECIMAL of scale max(s1, s2)",
	quotPostgres:  "a numeric of at least 16 significant digits",
	quotBigQuery:  "a NUMERIC of scale 9",
	quotSnowflake: "a NUMBER of scale max(s1, min(s1 + 6, 12))",
	quotUndefined: "a DECIMAL of an implementation-defined scale",
}

// sfWholeNumber: t is a Snowflake NUMBER(38, 0), the type of its INT,
// INTEGER, BIGINT, SMALLINT, TINYINT and BYTEINT ("Synonymous with NUMBER,
// except that precision and scale cannot be specified", Snowflake numeric
// data types) and of their sums, differences and products (arithType). The
// exact forms of Snowflake's quotient (snowflakeTrinoScale,
// snowflakeRoundedSlash) size one as a DECIMAL(19, 0), the integers the
// other dialects' integer types hold, as they did when lateral read these
// types as BIGINT: each step of those forms is exact or raises (Trino's
// and PostgreSQL's cast to DECIMAL(38, S), DuckDB's HUGEINT product,
// BigQuery's NUMERIC, ANSI SQL's exact numerics), so a value past that size
// raises in the target, where Snowflake raises only past its 38 digits;
// never another value.
func sfWholeNumber(t *ast.TypeName) bool {
	return t != nil && t.Kind == ast.TypeDecimal && len(t.Params) == 2 && t.Params[0] == 38 && t.Params[1] == 0
}

// quotientOf describes q for operands of classes l and r.
func quotientOf(q quotient, l, r opClass) string {
	if q == quotSnowflake && l == opInt && r == opInt {
		return "a NUMBER of scale 6"
	}
	return quotientText[q]
}

// divisionOf is the quotient of dialect's "/" on operands of classes l
// and r (quotUnknown when a class is unknown and neither is a float).
func divisionOf(dialect string, l, r opClass) quotient {
	switch {
	case l == opFloat || r == opFloat:
		return quotDouble
	case l == opUnknown || r == opUnknown:
		return quotUnknown
	case l == opInt && r == opInt:
		switch dialect {
		case "snowflake":
			return quotSnowflake
		case "trino", "presto", "postgres", "ansi", "drill":
			return quotIntegral
		}
		return quotDouble
	}
	switch dialect {
	case "hive":
		return quotHive
	case "spark":
		return quotSpark
	case "doris":
		return quotDoris
	case "duckdb":
		return quotDouble
	case "bigquery":
		return quotBigQuery
	case "snowflake":
		return quotSnowflake
	case "trino", "presto":
		return quotTrino
	case "postgres":
		return quotPostgres
	}
	return quotUndefined
}

// sameQuotient: src and dst give the same quotient of operands of classes
// l and r. Hive and Spark agree on two decimals; an integer operand
// (BIGINT, a literal) may count other digits.
func sameQuotient(src, dst quotient, l, r opClass) bool {
	if src == dst {
		return src != quotUndefined && src != quotUnknown
	}
	pair := src == quotHive && dst == quotSpark || src == quotSpark && dst == quotHive
	return pair && l == opDecimal && r == opDecimal
}

// hiveSparkAgree: Hive's and Spark's quotients agree when no operand is a
// BIGINT (DECIMAL(19,0) in Hive, DECIMAL(20,0) in Spark) nor a constant
// expression other than a plain literal: both count an integer literal's
// own digits, but Hive folds a constant expression (CAST(3 AS INT), -3)
// into such a literal before typing the division and Spark does not.
func hiveSparkAgree(src, dst quotient, x *ast.Binary, lt, rt *ast.TypeName) bool {
	if !(src == quotHive && dst == quotSpark || src == quotSpark && dst == quotHive) {
		return false
	}
	for i, t := range []*ast.TypeName{lt, rt} {
		e := []ast.Expr{x.L, x.R}[i]
		if t == nil {
			return false
		}
		_, lit := e.(*ast.Literal)
		if t.Kind == ast.TypeBigInt && !lit || !lit && constantExpr(e) {
			return false
		}
	}
	return true
}

// intDivOf is how dialect's integral division (DIV, div, //) treats
// operands of kind k ("DECIMAL" or "DOUBLE"), "" when not known here:
// Hive's DIV casts both to BIGINT first (UDFOPLongDivide), Spark's div
// casts a DOUBLE to BIGINT and truncates the exact quotient of decimals,
// Doris and PostgreSQL (div of numeric) truncate the exact quotient, and
// DuckDB's // of them is fractional (checked on DuckDB 1.5).
func intDivOf(dialect, k string) string {
	switch dialect {
	case "hive":
		return "bigint operands"
	case "spark":
		if k == "DOUBLE" {
			return "bigint operands"
		}
		return "truncated quotient"
	case "doris", "postgres":
		if k == "DECIMAL" {
			return "truncated quotient"
		}
	case "duckdb":
		return "fractional"
	}
	return ""
}

// fracKind is "DOUBLE" when either type is a DOUBLE or REAL, else
// "DECIMAL".
func fracKind(l, r *ast.TypeName) string {
	for _, t := range []*ast.TypeName{l, r} {
		if t != nil && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal) {
			return "DOUBLE"
		}
	}
	return "DECIMAL"
}

// fractionalType reports whether t is known to be a DECIMAL, DOUBLE or REAL.
func fractionalType(t *ast.TypeName) bool {
	return t != nil && (t.Kind == ast.TypeDecimal || t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal)
}

// constantExpr reports whether e reads no column and no subquery.
func constantExpr(e ast.Expr) bool {
	constant := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch n.(type) {
		case *ast.ColumnRef, *ast.Subquery:
			constant = false
		}
		return constant
	})
	return constant
}

// snowflakeTrinoScale is the scale S of Snowflake's quotient of operands
// of types lt and rt when Trino's quotient of CAST(a AS DECIMAL(38, S))
// by b has the same scale and holds a's digits: b's scale at most S and
// a's integer digits at most 38 - S.
func snowflakeTrinoScale(lt, rt *ast.TypeName) (int, bool) {
	ps := func(t *ast.TypeName) (p, s int, ok bool) {
		switch {
		case t == nil:
			return 0, 0, false
		case t.Kind.IsInteger(), sfWholeNumber(t):
			return 19, 0, true
		case t.Kind == ast.TypeDecimal && len(t.Params) == 2:
			return t.Params[0], t.Params[1], true
		}
		return 0, 0, false
	}
	p1, s1, ok1 := ps(lt)
	_, s2, ok2 := ps(rt)
	if !ok1 || !ok2 {
		return 0, false
	}
	s := max(s1, min(s1+6, 12))
	if s2 > s || p1-s1+s > 38 {
		return 0, false
	}
	return s, true
}

// DecimalQuotient names the rule of dialect's "/" when a decimal is among
// its operands and no float is, for the reference executor's options
// (run.go): "hive", "spark", "trino", "postgres", "double" (DuckDB),
// "bigquery", "snowflake", "doris", or "" where no rule is known here.
func DecimalQuotient(dialect string) string {
	return map[quotient]string{quotHive: "hive", quotSpark: "spark", quotTrino: "trino", quotPostgres: "postgres",
		quotDouble: "double", quotBigQuery: "bigquery", quotSnowflake: "snowflake", quotDoris: "doris"}[divisionOf(dialect, opDecimal, opDecimal)]
}

// IntDivCastsToBigInt says whether dialect's integral division (DIV, div)
// casts an operand of kind k ("DECIMAL" or "DOUBLE") to BIGINT first
// (intDivOf), for the reference executor's options (run.go).
func IntDivCastsToBigInt(dialect, k string) bool { return intDivOf(dialect, k) == "bigint operands" }

// DivisionRule is one dialect's row of the quotients of "/", for the
// documentation.
type DivisionRule struct {
	Dialect, IntInt, Decimal, Zero string
}

// DivisionRules lists the quotients of "/" of the dialects.
func DivisionRules(dialects []string) []DivisionRule {
	zero := map[zeroRule]string{zeroNull: "NULL", zeroIEEE: "±Infinity or NaN", zeroError: "an error"}
	var out []DivisionRule
	for _, d := range dialects {
		z := zero[fracZero(d)]
		if d == "trino" || d == "presto" {
			z = "an error (DOUBLE: ±Infinity or NaN)"
		}
		out = append(out, DivisionRule{Dialect: d, IntInt: quotientOf(divisionOf(d, opInt, opInt), opInt, opInt),
			Decimal: quotientText[divisionOf(d, opDecimal, opInt)], Zero: z})
	}
	return out
}

// targetSlash is the target's operator for "/" of a quotient it gives as
// the source does.
func (t Target) targetSlash() ast.BinaryOp {
	if t.fracSlash() {
		return ast.OpDivFrac
	}
	return ast.OpDiv
}

// lowerSlash keeps the quotient of the source's "/" (OpDivFrac or OpDiv):
// the same operator where the target's quotient is the source's, CAST(a
// AS DOUBLE) / b for a DOUBLE quotient the target would not give, the
// target's integral division for the standard "/" of integers, else a
// refusal (T071). Without the operands' types it is written for integers
// as before (refused where the target's "/" of integers differs), with a
// warning (W015) when decimals would give another quotient.
func (c *Context) lowerSlash(x *ast.Binary, sc *scope) ast.Expr {
	if c.Source.Name == c.Target.Name {
		return x
	}
	lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
	lc, rc := classOf(lt), classOf(rt)
	// (a DECIMAL computed by arithmetic has no known precision and scale,
	// on which Hive's and Spark's rules cannot be seen to agree: types.go)
	typed := lc != opUnknown && rc != opUnknown && sizedDecimal(x.L, lt) && sizedDecimal(x.R, rt)
	// a decimal beside an operand of unknown type: a decimal quotient
	// unless the other is a float, which every dialect makes a DOUBLE
	if lc == opDecimal && rc == opUnknown {
		rc = opDecimal
	}
	if rc == opDecimal && lc == opUnknown {
		lc = opDecimal
	}
	src := divisionOf(c.Source.Name, lc, rc)
	if src == quotUnknown {
		return c.lowerUntypedSlash(x, lt, rt)
	}
	dst := divisionOf(c.Target.Name, lc, rc)
	switch {
	case src == quotIntegral:
		return c.integralSlash(x)
	case src == quotDouble:
		// PostgreSQL's date_part is a double precision, passed on to
		// targets whose date_part may be an integer or a NUMBER (DuckDB,
		// Snowflake, Drill): the quotient is written from a DOUBLE
		native := dst == quotDouble && !pgDatePartOperand(c, x)
		if e, _ := c.ieeeZeroQuotient(x, lt, rt, native); e != nil { // div_zero_ieee.go
			return e
		}
		q, _ := c.doubleQuotientOK(x, native)
		return q
	case src == dst && sameQuotient(src, dst, lc, rc),
		typed && (sameQuotient(src, dst, lc, rc) || hiveSparkAgree(src, dst, x, lt, rt)):
		// Hive's and Spark's decimal rules agree only on known types: an
		// operand of unknown type may be a BIGINT or a constant.
		nx := *x
		nx.Op = c.Target.targetSlash()
		if nx.Op == x.Op {
			return x
		}
		return &nx
	case src == quotSnowflake && dst == quotIntegral || src == quotSnowflake && dst == quotTrino:
		if s, ok := snowflakeTrinoScale(lt, rt); ok && c.Target.is("trino", "presto") {
			// Trino's quotient of DECIMAL(38, S) by an integer or a
			// decimal of scale <= S has scale S, rounded half away from
			// zero as Snowflake's; a zero divisor is an error in both.
			nx := *x
			nx.Op = ast.OpDiv
			sp := x.L.SpanOf()
			nx.L = &ast.Cast{Span: sp, X: x.L, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDecimal, Params: []int{38, s}}}
			return &nx
		}
	}
	if typed && c.Target.is("postgres", "ansi", "duckdb", "bigquery", "snowflake") {
		var e ast.Expr
		switch src {
		case quotTrino:
			e = trinoRoundedSlash(c.Target, x, lt, rt) // rounded_division.go
		case quotSnowflake:
			e = snowflakeRoundedSlash(c.Target, x, lt, rt)
		}
		if e != nil {
			return e
		}
	}
	if src == quotDoris && typed {
		if e := dorisSlash(c.Target, x, lt, rt); e != nil { // doris_division.go
			return e
		}
	}
	if (src == quotHive || src == quotSpark) && typed {
		if e := hiveSlash(c.Source.Name, c.Target, x, lt, rt); e != nil { // doris_division.go
			return e
		}
	}
	if src == quotHive && dst == quotSpark || src == quotSpark && dst == quotHive {
		c.Refuse(codeDivType, x, "CAST the operands to decimals of known precision, or to DOUBLE, in the source",
			"%s and %s may type this decimal division differently: a BIGINT is DECIMAL(19, 0) in Hive and DECIMAL(20, 0) in Spark, "+
				"Hive folds a constant expression and counts its digits, and an operand of unknown type may be either",
			c.Source.Name, c.Target.Name)
		return x
	}
	why := ""
	if typed {
		why = exactQuotientLimit(src, c.Target)
	}
	c.Refuse(codeDivType, x, "CAST an operand to DOUBLE in the source for a DOUBLE quotient in both",
		"%s's / here is %s, and %s's would be %s%s", c.Source.Name, quotientOf(src, lc, rc), c.Target.Name, quotientOf(dst, lc, rc), why)
	return x
}

// exactQuotientLimit says, for a refused decimal quotient of known
// operand types, why no exact form was written for target: the limit it
// passed (rounded_division.go, doris_division.go), or Drill's decimals
// depending on a session option; "" where no exact form is known.
func exactQuotientLimit(src quotient, target Target) string {
	if target.Name == "drill" {
		return "; drill's DECIMAL arithmetic depends on its planner.enable_decimal_data_type option (off, decimal values are DOUBLE " +
			"and a CAST to DECIMAL fails), so no exact form is written for it"
	}
	switch src {
	case quotHive, quotSpark, quotTrino, quotSnowflake, quotDoris:
	default:
		return ""
	}
	switch target.Name {
	case "postgres", "ansi":
		return "; the exact form is not written past 38 digits (where Hive, Spark and Doris change the scale), for a constant " +
			"expression or a decimal of unknown digits, for a volatile operand, or for Doris's quotient by an integer"
	case "duckdb":
		return "; its exact form from HUGEINTs needs the operands' unscaled values, and the dividend scaled to the quotient's scale, " +
			"within 38 digits (and a decimal operand of known digits)"
	case "bigquery":
		return "; its exact form needs the quotient's scale and the operands' within NUMERIC's 9 decimals and 29 integer digits"
	case "snowflake":
		return "; its exact form needs each step within Snowflake's 38 digits, by its scale and precision rules"
	}
	return ""
}

// lowerUntypedSlash writes a "/" of operands of unknown types for
// integers: standard "/" stays where the target's is integral too and is
// refused elsewhere; a DOUBLE quotient of integers is written as one; a
// Snowflake quotient of integers (a NUMBER of scale 6) is refused. A
// warning says when decimal operands would give another quotient.
//
// lt and rt are the operands' types where one is known (an INTEGER
// divisor has no negative zero, whatever the dividend: ieeeZeroQuotient).
func (c *Context) lowerUntypedSlash(x *ast.Binary, lt, rt *ast.TypeName) ast.Expr {
	src := divisionOf(c.Source.Name, opInt, opInt)
	var out ast.Expr
	dstDec := quotDouble // the target's quotient of decimals as written
	switch src {
	case quotIntegral:
		if !c.Target.intDivSpelled() {
			c.Refuse(codeDivType, x, "give the column types with --schema, or CAST an operand",
				"cannot tell whether this division is between integers (integral in %s, fractional in %s)", c.Source.Name, c.Target.Name)
			return x
		}
		out, dstDec = x, divisionOf(c.Target.Name, opDecimal, opDecimal)
	case quotDouble:
		native := divisionOf(c.Target.Name, opInt, opInt) == quotDouble && !c.decimalSumOperand(x)
		// a zero divisor: the operands may be floats (NaN, -0.0)
		e, ok := c.ieeeZeroQuotient(x, lt, rt, native) // div_zero_ieee.go
		if !ok {
			return e
		}
		if out = e; out == nil {
			if out, ok = c.doubleQuotientOK(x, native); !ok {
				return out
			}
		}
		if native && e == nil {
			// (BigQuery's IEEE_DIVIDE gives a FLOAT64 for decimals too)
			dstDec = divisionOf(c.Target.Name, opDecimal, opDecimal)
		}
	default:
		c.Refuse(codeDivType, x, "give the column types with --schema, or CAST an operand to DOUBLE",
			"cannot tell the types of this division's operands: %s's quotient of integers is %s, %s's is %s",
			c.Source.Name, quotientOf(src, opInt, opInt), c.Target.Name, quotientOf(divisionOf(c.Target.Name, opInt, opInt), opInt, opInt))
		return x
	}
	if srcDec := divisionOf(c.Source.Name, opDecimal, opDecimal); !sameQuotient(srcDec, dstDec, opDecimal, opDecimal) {
		c.Warn(codeDivDecimals, x, "the operands' types are not known: this division is written for integers or floats; "+
			"for decimals %s's quotient is %s and %s's %s (give the types with --schema, or CAST an operand)",
			c.Source.Name, quotientText[srcDec], c.Target.Name, quotientText[dstDec])
	}
	return out
}

// doubleQuotient writes the source's DOUBLE quotient: the target's "/"
// where it gives a DOUBLE too (native), else CAST(a AS DOUBLE) / b; a zero
// divisor keeps the source's result (NULLIF(b, 0) for NULL), or the
// division is refused (T074) where it cannot.
func (c *Context) doubleQuotient(x *ast.Binary, native bool) ast.Expr {
	e, _ := c.doubleQuotientOK(x, native)
	return e
}

// doubleQuotientOK is doubleQuotient; ok is false when it refused.
func (c *Context) doubleQuotientOK(x *ast.Binary, native bool) (e ast.Expr, ok bool) {
	srcZero := fracZero(c.Source.Name)
	dstZero := fracZero(c.Target.Name)
	nx := *x
	if srcZero == zeroIEEE && dstZero == zeroNull && !nonZero(x.R) {
		c.Refuse(codeDivZero, x, "divide by NULLIF(divisor, 0) in the source if NULL is meant for a zero divisor",
			"%s gives Infinity or NaN for a zero divisor, and %s gives NULL", c.Source.Name, c.Target.Name)
		return x, false
	}
	// The guard stays on a literal divisor too (CAST(a AS DOUBLE) /
	// nullif(2, 0)), as lateral has always written it.
	guard := srcZero == zeroNull && dstZero != zeroNull && !isNullIfZero(x.R)
	nx.Op = c.Target.targetSlash()
	if !native {
		nx.L = &ast.Cast{Span: x.L.SpanOf(), X: x.L, Type: &ast.TypeName{Span: x.L.SpanOf(), Kind: ast.TypeDouble}}
	}
	if guard {
		nx.R = nullIfZero(x.R)
	}
	if native && !guard && nx.Op == x.Op {
		return x, true
	}
	return &nx, true
}

// integralSlash writes the standard "/" of two integers: the target's "/"
// where it is integral too, else its integral division.
func (c *Context) integralSlash(x *ast.Binary) ast.Expr {
	if c.Target.intDivSpelled() {
		return x
	}
	if c.Target.Name == "snowflake" {
		return c.snowflakeIntDiv(x, x.R)
	}
	nx := *x
	nx.Op = ast.OpIntDiv
	return &nx
}

// snowflakeIntDiv writes the integral division of the integers a and b
// (Hive DIV, the standard "/" of integers) for Snowflake, which has no
// integral division and whose "/" of integers is a NUMBER of scale 6,
// rounded (so TRUNC(a / b) is one too many when the quotient's fraction
// rounds up to 1): CAST((a - COALESCE(MOD(a, d), 0)) / d AS BIGINT),
// d being b, or NULLIF(b, 0) where the source gives NULL for a zero
// divisor. Snowflake's MOD is the remainder of the division truncated
// toward zero, of the sign of a (https://docs.snowflake.com/en/sql-reference/functions/mod),
// so a - MOD(a, b) is a multiple of b and the quotient is exact, whatever
// its scale. Snowflake's "/" raises for a zero divisor (Arithmetic
// operators: DIV0 and DIV0NULL are the forms that do not); MOD's result
// for one is not documented, so COALESCE makes the numerator a when MOD
// gives NULL and the division raises for a non-NULL a either way. The
// operands are read twice: a function whose value changes at each call
// is refused (T073).
func (c *Context) snowflakeIntDiv(x *ast.Binary, d ast.Expr) ast.Expr {
	for _, e := range []ast.Expr{x.L, x.R} {
		if f := volatileCall(e); f != nil {
			c.Refuse(codeVolatile, f, "compute the operand once, in a subquery",
				"%s's integral division reads each operand twice, and %s may give another value each time", c.Target.Name, f.Name.Last().Name)
			return x
		}
	}
	sp := x.Span
	rem := canonCall(sp, "coalesce", &ast.Binary{Span: sp, Op: ast.OpMod, L: ast.Clone(x.L), R: ast.Clone(d)}, &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"})
	num := &ast.Binary{Span: sp, Op: ast.OpSub, L: x.L, R: rem}
	quo := &ast.Binary{Span: sp, Op: c.Target.targetSlash(), L: num, R: d}
	return &ast.Cast{Span: sp, X: quo, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}}
}

// duckFractionalIntDiv is DuckDB's a // b where an operand is known to be a
// decimal or a float: there // is the fractional quotient, a DOUBLE (a
// REAL for REAL operands), NULL for a zero divisor (checked on DuckDB
// 1.5), that is a / nullif(b, 0), returned for lowerSlash to spell. Nil
// for integers; for operands of unknown type // is kept as integral
// division, with a warning (W015).
func (c *Context) duckFractionalIntDiv(x *ast.Binary, sc *scope) (nx *ast.Binary, refused bool) {
	lt, rt := c.typeOf(x.L, sc), c.typeOf(x.R, sc)
	if lt != nil && lt.Kind == ast.TypeReal || rt != nil && rt.Kind == ast.TypeReal {
		// a REAL quotient: other dialects' spellings give a DOUBLE or
		// their own REAL rules
		c.Refuse(codeDivType, x, "CAST the REAL operand to DOUBLE in the source",
			"duckdb's // of a REAL is a REAL, which %s does not give alike", c.Target.Name)
		return nil, true
	}
	if !fractionalType(lt) && !fractionalType(rt) {
		if !(lt != nil && lt.Kind.IsInteger() && rt != nil && rt.Kind.IsInteger()) {
			c.Warn(codeDivDecimals, x, "the operands' types are not known: duckdb's // divides decimals and floats fractionally, "+
				"and it is written as integral division for %s (give the column types with --schema)", c.Target.Name)
		}
		return nil, false
	}
	frac := *x
	frac.Op = ast.OpDivFrac
	if !isNullIfZero(x.R) && !nonZero(x.R) {
		frac.R = nullIfZero(x.R) // typed as x.R (typeOf of nullif)
	}
	return &frac, false
}

// nonZero reports whether e can never be zero: a non-zero numeric literal
// (a float literal non-zero once read as a DOUBLE), NULL (a NULL divisor
// gives NULL in every dialect, without dividing), CAST(NULL AS t), + - *
// over integer literals whose value is not zero and whose values on the
// way fit INT ((1 + 1): every dialect computes it exactly), NULLIF(x, 0),
// or coalesce of such values (coalesce(nullif(b, 0), 1)).
func nonZero(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Literal:
		switch x.Kind {
		case ast.LitInt, ast.LitDouble, ast.LitDecimal:
			r, ok := new(big.Rat).SetString(x.Value)
			if !ok {
				return false
			}
			if f, _ := r.Float64(); x.Kind == ast.LitDouble && f == 0 {
				return false // 1e-400 is 0 as a DOUBLE (DuckDB 1.5: 1.0 / 1e-400 is Infinity)
			}
			return r.Sign() != 0
		case ast.LitNull:
			return true
		}
	case *ast.Cast:
		lit, ok := x.X.(*ast.Literal)
		return ok && lit.Kind == ast.LitNull
	case *ast.Binary:
		// only where every value on the way fits INT: past it Hive and
		// Spark (ANSI mode off) wrap, and 65536 * 65536 is 0 there
		v, fits, ok := constIntArith(x)
		return ok && fits && v.Sign() != 0
	case *ast.Unary:
		return (x.Op == ast.OpNeg || x.Op == ast.OpPlus) && nonZero(x.X)
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted || x.Over != nil {
			return false
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "nullif":
			if len(x.Args) == 2 {
				k, ok := constInt(x.Args[1])
				return ok && k == 0
			}
		case "coalesce":
			for _, a := range x.Args {
				if !nonZero(a) {
					return false
				}
			}
			return len(x.Args) > 0
		}
	}
	return false
}

// isNullIfZero: e is NULLIF(x, 0) already.
func isNullIfZero(e ast.Expr) bool {
	f, ok := e.(*ast.Func)
	return ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "nullif") && nonZero(e)
}

// nullIfZero is NULLIF(e, 0): the divisor that gives NULL instead of
// dividing by zero.
func nullIfZero(e ast.Expr) ast.Expr {
	sp := e.SpanOf()
	return &ast.Func{Span: sp, Name: ast.QName{{Span: sp, Name: "nullif"}}, Args: []ast.Expr{e, &ast.Literal{Span: sp, Kind: ast.LitInt, Value: "0"}}}
}

// nestedNodes is the set of nodes inside the queries nested in s, which
// a pass over s must leave to the pass over their own SELECT.
func nestedNodes(s ast.Node) map[ast.Node]bool {
	set := map[ast.Node]bool{}
	ast.Inspect(s, func(n ast.Node) bool {
		if q, ok := n.(*ast.Query); ok {
			ast.Inspect(q, func(m ast.Node) bool {
				if m != nil {
					set[m] = true
				}
				return true
			})
			return false
		}
		return true
	})
	return set
}

// NullsFirstFunc is where dialect puts NULLs when an ORDER BY item says
// nothing, for the reference executor.
func NullsFirstFunc(dialect string) func(desc bool) bool {
	return func(desc bool) bool { return nullsFirst(dialect, desc) }
}

// ---------------------------------------------------------------------------
// PostgreSQL v = ANY(a) for the targets without it.

// lowerAnyArray writes PostgreSQL's v = ANY(a) over an array for a target
// that has no quantified comparison with an array, as the canonical
// array_contains (TRUE on a match, else NULL when a holds a NULL element,
// else FALSE; NULL for a NULL a or v), which it is except for an empty a
// and a NULL v, where PostgreSQL gives FALSE (run on PostgreSQL 15):
// CASE WHEN v IS NULL AND cardinality(a) = 0 THEN FALSE ELSE
// array_contains(a, v) END, or array_contains(a, v) for a non-NULL literal
// v. Other operators, ALL, and an array of arrays (whose ANY looks at every
// element) are left to the printer, which refuses them.
func (c *Context) lowerAnyArray(x *ast.Quantified, sc *scope) ast.Expr {
	if c.Source.Name != "postgres" || c.Target.Name == "postgres" || x.Array == nil ||
		x.Op != ast.OpEq || x.Quant != ast.QuantAny || nestedArray(c.typeOf(x.Array, sc)) {
		return x
	}
	sp := x.Span
	call := canonCall(sp, "array_contains", x.Array, x.X)
	if l, ok := x.X.(*ast.Literal); ok && l.Kind != ast.LitNull {
		return call
	}
	if !c.reusable(x.X) || !c.reusable(x.Array) {
		return x
	}
	empty := &ast.Binary{Span: sp, Op: ast.OpEq, L: canonCall(sp, "cardinality", ast.Clone(x.Array)), R: intLit(sp, 0)}
	cond := &ast.Binary{Span: sp, Op: ast.OpAnd, L: &ast.IsNull{Span: sp, X: ast.Clone(x.X)}, R: empty}
	return caseWhen(sp, cond, &ast.Literal{Span: sp, Kind: ast.LitBool, Value: "false"}, call)
}

// ---------------------------------------------------------------------------
// Arrays of arrays for PostgreSQL.

// nestedArray: t is an array whose elements are arrays.
func nestedArray(t *ast.TypeName) bool {
	return t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind == ast.TypeArray
}

// refuseNestedArrays refuses a statement that holds an array of arrays,
// known from a type (CREATE TABLE, CAST), a constructor or a column's type,
// when translating to PostgreSQL from another dialect, or from PostgreSQL
// to another (the same types the other way round). PostgreSQL has
// multidimensional arrays instead: every sub-array of one dimension must
// have the same length (ragged data does not load), a[i] of a
// two-dimensional array is an element, not a row, and unnest, cardinality
// and array_agg of arrays work on every element at once, so size(aa),
// aa[0] and explode(aa) would mean something else. The refusal is the
// first such node, once per statement. An unnest of a nested array keeps
// its own refusal (T065, when the target's unnest is planned).
func (c *Context) refuseNestedArrays(s ast.Stmt) bool {
	if c.Target.Name == "bigquery" && c.Source.Name != "postgres" && c.Source.Name != "bigquery" {
		return c.refuseBigQueryNestedArrays(s)
	}
	fromPG := c.Source.Name == "postgres"
	if fromPG == (c.Target.Name == "postgres") {
		return false
	}
	skip := map[ast.Node]bool{}
	var bad ast.Node
	c.inspectScoped(s, func(n ast.Node, top *scope) bool {
		if bad != nil {
			return false
		}
		switch x := n.(type) {
		case *ast.Lateral:
			if !fromPG && len(x.Gens) == 1 && x.Gens[0].Kind == ast.GenUnnest && len(x.Gens[0].Args) == 1 &&
				len(x.Types) == 1 && x.Types[0] != nil && x.Types[0].Kind == ast.TypeArray {
				skip[x.Gens[0].Args[0]] = true
			}
		case *ast.TypeName:
			if nestedArray(x) {
				bad = x
			}
		case ast.Expr:
			if !skip[n] && nestedArray(c.typeOf(x, top)) {
				bad = x
			}
		}
		return bad == nil
	})
	if bad == nil {
		return false
	}
	if fromPG {
		c.Refuse(codeNestedArray, bad, "keep the query in PostgreSQL, or flatten the array there first (unnest gives every element)",
			"this is a PostgreSQL multidimensional array (a[i] of a two-dimensional array is an element, unnest and cardinality see every element), which %s would read as an array of arrays, so it cannot be translated", c.Target.Name)
		return true
	}
	c.Refuse(codeNestedArray, bad, "translate to DuckDB, whose lists of lists are arrays of arrays, or keep the inner arrays as JSON (jsonb) in PostgreSQL",
		"PostgreSQL has no arrays of arrays: its arrays are multidimensional and rectangular (a[i] of a two-dimensional array is an element, unnest and cardinality see every element), so this array of arrays cannot be translated")
	return true
}

// refuseBigQueryNestedArrays refuses a statement for BigQuery that holds
// an array of arrays anywhere: a type (CREATE TABLE, CAST), a constructor
// (array(array(1)), [t.arr, t.arr]), an aggregate of arrays
// (collect_list(t.arr)), a column typed array<array<...>> even when it is
// only unnested one level, or a function giving arrays of arrays. BigQuery
// has no such type: "arrays of arrays are not supported" (BigQuery
// documentation, Work with arrays; Data types, Array type: an ARRAY of
// ARRAYs is not allowed), so the query would fail there, and its table
// could not hold the data. The refusal is the first such node, once per
// statement.
func (c *Context) refuseBigQueryNestedArrays(s ast.Stmt) bool {
	var bad ast.Node
	c.inspectScoped(s, func(n ast.Node, top *scope) bool {
		if bad != nil {
			return false
		}
		switch x := n.(type) {
		case *ast.TypeName:
			if nestedArray(x) {
				bad = x
			}
		case ast.Expr:
			if nestedArray(c.typeOf(x, top)) {
				bad = x
			}
		}
		return bad == nil
	})
	if bad == nil {
		return false
	}
	c.Refuse(codeNestedArray, bad, "keep the inner arrays as JSON or as an array of structs (ARRAY<STRUCT<a ARRAY<...>>>), or translate to a target with arrays of arrays (Trino, Spark, DuckDB)",
		"BigQuery does not allow an array of arrays (ARRAY<ARRAY<...>>), which this expression or type is, so it cannot be translated to bigquery")
	return true
}

// pgDatePartOperand: x, a division from PostgreSQL, has an operand that
// calls date_part (a double precision there, types.go), directly or
// within (date_part('month', d) + 0 is a NUMBER in Snowflake too).
func pgDatePartOperand(c *Context, x *ast.Binary) bool {
	if c.Source.Name != "postgres" {
		return false
	}
	found := false
	for _, o := range []ast.Expr{x.L, x.R} {
		ast.Inspect(o, func(n ast.Node) bool {
			if f, ok := n.(*ast.Func); ok && len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "date_part") {
				found = true
			}
			return !found
		})
	}
	return found
}
