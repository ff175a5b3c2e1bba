package executor

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// binder binds ast expressions to plan expressions in a scope.
type binder struct {
	p             *planner
	sc            *scope
	allowAgg      bool
	windows       []*ast.NamedWindow
	aliasFallback bool // unknown names may be select-list aliases
	aliasFirst    bool // bare names are select-list aliases first
	// grouped, with aliasFirst: the names read as columns all the same
	grouped map[string]bool
	// whereItems: the select list whose aliases a bare name of WHERE
	// reads when the query's FROM has no such column (Options.WhereAliases);
	// whereBinding, the aliases being bound (a cycle is an unknown name).
	whereItems   []*ast.SelectItem
	whereBinding map[string]bool
	groupAlias   []selItem // GROUP BY: unknown names may be select-list aliases
	inAgg        bool
	srf          map[ast.Node]Expr // set-returning calls planned below the select list (planSelectSRFs)

	// outClause, with Options.DuckDBWhereAliases, is the clause whose
	// subqueries read whereItems' output names through this binder;
	// outBefore, when not 0, is 1 + the index of the first item whose
	// output name cannot be read (the item being bound and those after).
	outClause outClause
	outBefore int
	// outerList, while a lambda argument of a call is bound
	// (Options.DuckDBCorrelationLimits): the call's other arguments read
	// a column of a query level around this one, the outermost of them
	// in this scope (lambdaReadsOuter).
	outerList *scope
	// lambdaElem, while the lambda argument of a list function is bound
	// (duckLambdaElem): the type of its first parameter, the list's
	// element type
	lambdaElem Type
	// lambdaDeclared: lambdaElem is the element type of a column of a
	// table CREATE TABLE declared (typeof_names.go)
	lambdaDeclared bool
	// inLevel, while a lambda argument of a call is bound: the call's
	// other arguments read neither a column of a query level around nor
	// a parameter of a lambda around (lambdaReadsOuter).
	inLevel bool
}

func (b *binder) bindAll(es []ast.Expr) ([]Expr, error) {
	out := make([]Expr, len(es))
	for i, e := range es {
		x, err := b.bind(e)
		if err != nil {
			return nil, err
		}
		out[i] = x
	}
	return out, nil
}

func (b *binder) bind(e ast.Expr) (Expr, error) {
	switch x := e.(type) {
	case nil:
		return nil, nil
	case *ast.Literal:
		if x.Kind == ast.LitInt && x.Type == ast.TypeUnknown && b.p.eng.opts.BigIntLiterals {
			lit := *x
			lit.Type = ast.TypeBigInt
			x = &lit
		}
		out, err := bindLiteral(x)
		if c, ok := out.(*Const); ok && b.p.eng.opts.DecimalDuckDB && x.Type == ast.TypeUnknown && c.V.k == KindDecimal && c.V.DecimalScale() == 0 && inInt128(c.V.DecimalUnscaled()) {
			// an integer literal past BIGINT is a HUGEINT in DuckDB (DuckDB
			// 1.5 run: typeof(99999999999999999999) is HUGEINT)
			c.T = Type{Kind: ast.TypeHugeInt}
		}
		return out, err
	case *ast.TypedLit:
		t := b.p.eng.opts.typeOf(x.Type)
		b.p.eng.opts.literalDigits(&t, x.Value)                                         // trino_ts_text.go
		v, err := floatDecimalText(StringValue(x.Value), t, b.p.eng.opts.DecimalDuckDB) // duck_int_text.go: REAL '1_0' raises in PostgreSQL
		if err != nil {
			return nil, errAt(x, "%v", err)
		}
		if b.p.eng.opts.DuckDBTimeText {
			if v, err = duckZoneNameText(v, t); err != nil { // duck_zone_name_text.go
				return nil, errAt(x, "%v", err)
			}
			if err := duckTimeTextBlanks(x.Value, t); err != nil && v.k == KindString { // duck_time_text.go
				return nil, errAt(x, "%v", err)
			}
			if v, err = duckTimeText(v, t); err != nil { // duck_time_text.go
				return nil, errAt(x, "%v", err)
			}
			v = duckTimeOfTimestamp(v, t, func(v Value) (Value, error) { return b.p.eng.castExplicit(v, tTimestamp) })
			if v.k == KindString {
				// a literal is read as the cast of its text (bc_text.go)
				s, err := duckEraInput(v.s, t.Kind)
				if err != nil {
					return nil, errAt(x, "%v", err)
				}
				v = StringValue(s)
			}
		}
		if b.p.eng.opts.KeepTimestampZones && v.k == KindString {
			// Trino's and Presto's literal with a zone is a TIMESTAMP WITH
			// TIME ZONE that keeps it (trino_zoned_text.go)
			if out, ok, err := trinoTimestampText(v.s, t, true); ok {
				if err != nil {
					return nil, errAt(x, "%v", err)
				}
				return &Const{V: out, T: Type{Kind: ast.TypeTimestampTZ}}, nil
			}
		}
		if b.p.eng.opts.SignedYearInput && v.k == KindString && (t.Kind == ast.TypeDate || t.Kind == ast.TypeTimestamp) {
			v = StringValue(signedYearInput(v.s)) // plus_year_text.go
		}
		v, err = textZoneInput(v, t, &b.p.eng.opts) // ts_text_zone.go
		if err == nil {
			v, err = pgDateTimeInput(v, t, &b.p.eng.opts) // pg_datetime_text.go
		}
		if w, done := trinoZoneText(v, t, b.p.eng.zone(), &b.p.eng.opts); err == nil && done { // trino_zone_overlap.go
			v = w
		} else if err == nil {
			v, err = castInZone(v, t, b.p.eng.zone())
		}
		if err == nil && t.Kind == ast.TypeDate {
			err = b.p.eng.opts.DateRange.input(v, StringValue(x.Value)) // date_range.go
		}
		if err != nil {
			return nil, errAt(x, "%v", err)
		}
		v = pgTimestampText(v, StringValue(x.Value), t, b.p.eng.opts.PostgresTimestampText) // ts_text.go
		// Trino's literal keeps the digits it is written with (Trino
		// documentation, TIMESTAMP(P)): of 7 or more, an error here
		if v, err = halfUpTimestampText(v, StringValue(x.Value), Type{Kind: t.Kind, Prec: 12}, b.p.eng.opts.TimestampTextHalfUp); err != nil {
			return nil, errAt(x, "%v", err)
		}
		return &Const{V: v, T: t}, nil
	case *ast.Interval:
		return b.bindInterval(x)
	case *ast.Param:
		if ps := b.p.params; ps != nil {
			name := strings.TrimPrefix(x.Name, "$")
			if n, err := strconv.Atoi(name); err == nil && n >= 1 && n <= len(ps.cols) {
				c := ps.cols[n-1]
				return &ColRef{ID: c.ID, Name: c.Name, T: c.Type}, nil
			}
			for _, c := range ps.cols {
				if strings.EqualFold(c.Name, name) {
					return &ColRef{ID: c.ID, Name: c.Name, T: c.Type}, nil
				}
			}
		}
		return nil, errAt(x, "query parameters are not supported by the executor")
	case *ast.ColumnRef:
		return b.resolve(x)
	case *ast.FieldStar:
		return nil, errAt(x, "row expansion via \"*\" is not supported here")
	case *ast.Star:
		return nil, errAt(x, "* is not allowed here")
	case *ast.Unary:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		if x.Op == ast.OpNeg && b.p.eng.opts.PostgresTyping && (isUnknownLiteral(x.X) || isNullLiteral(x.X)) {
			// PostgreSQL 15 run: -'1' and - NULL raise
			return nil, errAt(x, "operator is not unique: - unknown (cast the operand explicitly)")
		}
		if x.Op == ast.OpNeg {
			if c, ok := v.(*Const); ok && c.V.k != KindNull {
				// - of a HUGEINT that is not a literal (DuckDB folds
				// -9223372036854775808 to a BIGINT, DuckDB 1.5 run: its typeof)
				huge := b.p.eng.opts.DecimalDuckDB && c.T.Kind == ast.TypeHugeInt && !isNumberLiteral(x.X)
				nv, err := unaryOp(ast.OpNeg, c.V)
				if huge {
					nv, err = negHuge(c.V) // hugeint_duckdb.go
				}
				if err == nil {
					t := c.T
					if !huge && nv.k == KindDecimal && nv.DecimalScale() == 0 && nv.DecimalUnscaled().IsInt64() {
						// -9223372036854775808 is a BIGINT
						nv = IntValue(nv.DecimalUnscaled().Int64())
						t = tBigInt
					} else if b.p.eng.opts.DecimalDuckDB && nv.k == KindDecimal && nv.DecimalScale() == 0 && isNumberLiteral(x.X) && inInt128(nv.DecimalUnscaled()) {
						// -170141183460469231731687303715884105728 is a
						// HUGEINT (DuckDB 1.5 run: its typeof)
						t = Type{Kind: ast.TypeHugeInt}
					}
					return &Const{V: nv, T: t}, nil
				}
			}
		}
		t := v.Type()
		if x.Op == ast.OpNot {
			t = tBool
		}
		return &Un{Op: x.Op, X: v, T: t}, nil
	case *ast.Binary:
		if x.Op.IsComparison() {
			return b.bindComparison(x)
		}
		l, err := b.bind(x.L)
		if err != nil {
			return nil, err
		}
		r, err := b.bind(x.R)
		if err != nil {
			return nil, err
		}
		if x.Op != ast.OpConcat { // tz || 'x' is text (duck_tz_text.go)
			l, r = b.zoneText(l, r), b.zoneText(r, l)
		}
		if x.Op == ast.OpSub {
			ops := []Expr{l, r}
			b.zonePeers(ops) // timezone.go
			l, r = ops[0], ops[1]
		}
		if err := b.pgOperatorError(x, l, r); err != nil { // pg_operators.go
			return nil, err
		}
		if err := b.arithTextError(x, l, r); err != nil { // arith_text.go
			return nil, err
		}
		if err := b.dateWideCount(x, l, r); err != nil { // duck_int_days.go
			return nil, err
		}
		l, r = b.duckLiteralTakesType(x, l, r)  // arith_text.go
		l, r = b.duckIntLiteralNarrows(x, l, r) // duck_int_literals.go
		if x.Op == ast.OpConcat {
			if err := b.trinoConcatError(x, "operator ||", []Expr{l, r}); err != nil {
				return nil, err // trino_concat.go
			}
			if l, r, err = b.byteaConcat(x, l, r); err != nil { // bytea.go
				return nil, err
			}
			l, r = b.concatLiteralTakesType(x, l, r) // unknown_literals.go
			if b.p.eng.opts.PostgresTyping {
				l, r = pgConcatCasts(l, r) // pg_common_type.go
			}
		}
		// a string literal beside a number takes its type (unknown_literals.go)
		l, r = b.arithLiteralTakesType(x, l, r)
		if l, r, err = b.temporalLiteralTakesType(x, l, r); err != nil {
			return nil, err
		}
		if lk, rk := l.Type().Kind, r.Type().Kind; x.Op == ast.OpAdd && (lk == ast.TypeDate && rk == ast.TypeTime || lk == ast.TypeTime && rk == ast.TypeDate) {
			// PostgreSQL's and DuckDB's date + time, a timestamp (their
			// date/time operators)
			if !b.p.eng.opts.DateTimeAdd {
				return nil, errAt(x, "operator + cannot be applied to %s and %s", strings.ToLower(lk.String()), strings.ToLower(rk.String()))
			}
			return &Bin{Op: x.Op, L: l, R: r, T: tTimestamp}, nil // temporalArith
		}
		if x.Op == ast.OpSub && l.Type().Kind == ast.TypeTime && r.Type().Kind == ast.TypeTime {
			if !b.p.eng.opts.TimeDiffInterval {
				return nil, errAt(x, "operator - cannot be applied to time and time")
			}
			return &Bin{Op: x.Op, L: l, R: r, T: tInterval}, nil // temporalArith
		}

		if t, ok := b.p.eng.opts.divType(x.Op, l, r, isNumberLiteral(x.L), isNumberLiteral(x.R)); ok { // Options.Division
			return &Bin{Op: x.Op, L: l, R: r, T: t}, nil
		}
		out := &Bin{Op: x.Op, L: l, R: r, T: b.p.eng.opts.binType(x.Op, l.Type(), r.Type())}
		if out.T.Kind == ast.TypeTimestamp && out.T.Digits > 0 {
			iv := x.R
			if l.Type().Kind == ast.TypeInterval {
				iv = x.L
			}
			out.T.Digits = intervalSumDigits(out.T.Digits, iv) // trino_ts_text.go
		}
		if b.p.eng.opts.KeepTimestampZones {
			if e := trinoZonedElapsed(x.Op, l, r, out.T); e != nil { // trino_zoned_days.go
				return e, nil
			}
		}
		if b.p.eng.opts.DuckDBZonedAdd {
			if e := duckZonedAdd(x.Op, l, r, out.T); e != nil { // duck_zoned_add.go
				return e, nil
			}
		}
		if b.p.eng.opts.DecimalDuckDB {
			out.Int128 = duckIntegral(x.L, l) && duckIntegral(x.R, r)                                    // decimal_duckdb.go
			out.Int64Product = x.Op == ast.OpMul && !out.Int128 && duckInt64Product(l, r)                // decimal_duckdb.go
			out.Int64Sum = (x.Op == ast.OpAdd || x.Op == ast.OpSub) && !out.Int128 && duckInt64Sum(l, r) // decimal_duckdb_sum.go
			if err := duckProductScale(x, l, r); err != nil {
				return nil, err
			}
		}
		return b.timestampDiffNoDays(x, out, l, r), nil // ts_diff_hours.go
	case *ast.IsNull:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		return &IsNullE{X: v, Not: x.Not}, nil
	case *ast.IsTruth:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		return &IsTruthE{X: v, Not: x.Not, Value: x.Value}, nil
	case *ast.Like:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		pat, err := b.bind(x.Pattern)
		if err != nil {
			return nil, err
		}
		esc, err := b.bind(x.Escape)
		if err != nil {
			return nil, err
		}
		return &LikeE{Kind: x.Kind, Not: x.Not, X: v, Pat: pat, Esc: esc}, nil
	case *ast.Between:
		ops, err := b.bindCompared(x, x.X, x.Lo, x.Hi)
		if err != nil {
			return nil, err
		}
		if err := b.trinoTextTZ(x, ops); err != nil { // trino_text_tz.go
			return nil, err
		}
		if err := b.bqTextTS(x, []ast.Expr{x.X, x.Lo, x.Hi}, ops); err != nil { // bq_text_ts.go
			return nil, err
		}
		v, lo, hi := ops[0], b.zoneText(ops[1], ops[0]), b.zoneText(ops[2], ops[0])
		in := &Bin{Op: ast.OpAnd, L: &Bin{Op: ast.OpGe, L: v, R: lo, T: tBool}, R: &Bin{Op: ast.OpLe, L: v, R: hi, T: tBool}, T: tBool}
		var out Expr = in
		if x.Symmetric {
			rev := &Bin{Op: ast.OpAnd, L: &Bin{Op: ast.OpGe, L: v, R: hi, T: tBool}, R: &Bin{Op: ast.OpLe, L: v, R: lo, T: tBool}, T: tBool}
			out = &Bin{Op: ast.OpOr, L: in, R: rev, T: tBool}
		}
		if x.Not {
			out = &Un{Op: ast.OpNot, X: out, T: tBool}
		}
		return out, nil
	case *ast.InList:
		ops, err := b.bindCompared(x, append([]ast.Expr{x.X}, x.List...)...)
		if err != nil {
			return nil, err
		}
		if err := b.trinoTextTZ(x, ops); err != nil { // trino_text_tz.go
			return nil, err
		}
		if err := b.bqTextTS(x, append([]ast.Expr{x.X}, x.List...), ops); err != nil { // bq_text_ts.go
			return nil, err
		}
		for i := 1; i < len(ops); i++ {
			ops[i] = b.duckZoneTextColumn(b.zoneText(ops[i], ops[0]), ops[0]) // duck_zone_name_text.go
		}
		raisingFirst(ops[1:]) // duck_zone_name_text.go
		return &InListE{X: ops[0], List: ops[1:], Not: x.Not}, nil
	case *ast.InSubquery:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		return b.subquery(x.Query, SubIn, v, ast.OpEq, x.Not, x)
	case *ast.Exists:
		return b.subquery(x.Query, SubExists, nil, 0, false, x)
	case *ast.Subquery:
		return b.subquery(x.Query, SubScalar, nil, 0, false, x)
	case *ast.ArrayQuery:
		return b.subquery(x.Query, SubArray, nil, 0, false, x)
	case *ast.Quantified:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		mode := SubAny
		if x.Quant == ast.QuantAll {
			mode = SubAll
		}
		if x.Query != nil {
			return b.subquery(x.Query, mode, v, x.Op, false, x)
		}
		arr, err := b.bind(x.Array)
		if err != nil {
			return nil, err
		}
		if err := b.pgAnyTextError(x, v, arr); err != nil { // pg_compare_text.go
			return nil, err
		}
		if b.p.eng.opts.UnknownLiteralsTakeType && isUnknownLiteral(x.Array) {
			// PostgreSQL reads v = ANY('{1,2}') as an array of v's type
			// (run on PostgreSQL 15: 1 = ANY('{1,2}') is true; 'x' =
			// ANY('{x,y}') reads text)
			et := tVarchar
			if t := v.Type(); t.Kind != ast.TypeUnknown && !isUnknownLiteral(x.X) {
				et = withoutTypmod(t)
			}
			arr = &CastE{X: arr, To: arrayOf(et)}
		}
		v, arr = b.p.anyCharText(v, arr) // unknown_literals.go
		fn := "any_array"
		if mode == SubAll {
			fn = "all_array"
		}
		return &Call{Name: fn, Args: []Expr{v, arr, &Const{V: IntValue(int64(x.Op)), T: tInt}}, T: tBool, fn: lookupFunc(fn)}, nil
	case *ast.Case:
		c := &CaseE{}
		var err error
		if c.Operand, err = b.bind(x.Operand); err != nil {
			return nil, err
		}
		for _, w := range x.Whens {
			cond, err := b.bind(w.Cond)
			if err != nil {
				return nil, err
			}
			res, err := b.bind(w.Result)
			if err != nil {
				return nil, err
			}
			if c.Operand != nil {
				cond = b.zoneText(cond, c.Operand) // timezone.go
				// CASE v WHEN w is v = w (PostgreSQL 15 run: CASE v WHEN
				// 1 ... over a text v raises "operator does not exist:
				// text = integer"; pg_compare_text.go)
				// An operand of no written type (a string or NULL) is
				// text there (PostgreSQL 15 run: CASE '1' WHEN 1 and CASE
				// NULL WHEN 1 raise "operator does not exist: text =
				// integer", CASE 'a' WHEN DATE '2020-01-01' "text = date").
				op := pgTextOperand(x.Operand, c.Operand)
				if op.unknown {
					op = pgOperand{name: "text", text: true, known: true}
				}
				if err := b.pgCompareTextError(w.Cond, "=", op, pgTextOperand(w.Cond, cond), c.Operand.Type(), cond.Type()); err != nil {
					return nil, err
				}
				if b.p.eng.opts.UnknownLiteralsTakeType {
					// a string literal WHEN takes the operand's type as
					// in v = w (unknown_literals.go; PostgreSQL 15 run:
					// CASE DATE '2020-01-01' WHEN '20200101' and CASE
					// ARRAY[1] WHEN '{1}' take the WHEN)
					pair := []Expr{c.Operand, cond}
					literalsTakeInt([]ast.Expr{x.Operand, w.Cond}, pair, []int{0, 1})
					if pair[0] == c.Operand {
						cond = pair[1]
					}
				}
			}
			c.Whens = append(c.Whens, cond)
			c.Thens = append(c.Thens, res)
			c.T = superType(c.T, res.Type())
		}
		if err := b.duckCaseOperandText(x, c); err != nil { // duck_cmp_text.go
			return nil, err
		}
		if c.Operand != nil {
			c.Operand = b.pgCaseTimeIntervals(x, c.Operand, c.Whens)
		}
		if c.Else, err = b.bind(x.Else); err != nil {
			return nil, err
		}
		if b.p.eng.opts.UnknownLiteralsTakeType {
			src := make([]ast.Expr, 0, len(x.Whens)+1)
			for _, w := range x.Whens {
				src = append(src, w.Result)
			}
			bound := append(append([]Expr(nil), c.Thens...), c.Else)
			b.typeUnknownLiterals(append(src, x.Else), bound)
			c.Thens, c.Else = bound[:len(c.Thens)], bound[len(c.Thens)]
			c.T = tUnknown
			for _, r := range c.Thens {
				c.T = superType(c.T, r.Type())
			}
		}
		if b.p.eng.opts.CoalesceTypesDuckDB {
			src, bound := []ast.Expr{x.Else}, []Expr{c.Else}
			for i, w := range x.Whens {
				src, bound = append(src, w.Result), append(bound, c.Thens[i])
			}
			b.duckBranchIntLiterals(src, bound)                    // duck_branch_literals.go
			if err := b.duckCaseTypes(x, src, bound); err != nil { // duck_coalesce.go
				return nil, err
			}
			c.Else, c.Thens, c.T = bound[0], bound[1:], tUnknown
			for _, r := range c.Thens {
				c.T = superType(c.T, r.Type())
			}
		}
		if c.Else != nil {
			c.T = superType(c.T, c.Else.Type())
		}
		// the ELSE first, as DuckDB folds them (duck_struct_unify.go)
		bound := append([]Expr{c.Else}, c.Thens...)
		if t, ok, err := b.p.duckStructsByName(x, "CASE", bound); err != nil {
			return nil, err
		} else if ok {
			c.Else, c.Thens, c.T = bound[0], bound[1:], t
		}
		if b.p.eng.opts.PostgresTyping {
			ts := []Type{}
			for _, r := range append(append([]Expr(nil), c.Thens...), c.Else) {
				if r != nil {
					ts = append(ts, r.Type())
				}
			}
			c.T = b.p.eng.opts.pgNumericTypmod(c.T, ts...) // pg_common_type.go
			c.T = b.p.eng.opts.pgZoneType(c.T, ts...)
			els := []Expr{c.Else}
			b.p.eng.opts.pgWidenCasts(c.Thens, c.T)
			b.p.eng.opts.pgWidenCasts(els, c.T)
			c.Else = els[0]

			// the ELSE first, as PostgreSQL reads them (pg_common_type.go)
			src, bound := []ast.Expr{x.Else}, []Expr{c.Else}
			for i, w := range x.Whens {
				src, bound = append(src, w.Result), append(bound, c.Thens[i])
			}
			if err := b.p.pgCommonTypeError("CASE", pgInputs(src, bound), x); err != nil {
				return nil, err
			}
		}
		if b.caseOfLiterals(x) && c.T.Kind == ast.TypeVarchar && c.T.Prec == 0 {
			c.T = Type{Kind: ast.TypeString} // unknown_literals.go
		}
		return c, nil
	case *ast.Cast:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		t := b.p.eng.opts.typeOf(x.Type)
		if err := b.trinoZonedText(x, v.Type(), t); err != nil {
			return nil, err // trino_at_time_zone.go
		}
		if t.Kind.IsText() {
			if err := b.objectTextError(x, "CAST", v.Type()); err != nil {
				return nil, err // snowflake_object_text.go
			}
		}
		if k := v.Type().Kind; b.p.eng.opts.NoNestedTextCasts && t.Kind.IsText() && (k == ast.TypeArray || k == ast.TypeMap || k == ast.TypeStruct) {
			// Hive 3 casts primitives only to a string type: CAST of an
			// array fails its analysis ("ListTypeInfo cannot be cast to
			// PrimitiveTypeInfo"); Hive 4.1 added the conversion
			// (HIVE-28825). BigQuery casts an ARRAY to an ARRAY only, a
			// STRUCT to a STRUCT only (its conversion rules)
			return nil, errAt(x, "cannot cast %s to %s: a cast to a string type takes a primitive value only", strings.ToLower(k.String()), t)
		}
		textDigits, err := b.castTextDigits(x, v.Type(), t) // trino_ts_text.go
		if err != nil {
			return nil, err
		}
		digits := b.p.eng.opts.tsCastDigits(x.Type) // cast_int.go
		byName := false
		if b.p.eng.opts.StructCastByName {
			if err := duckDuplicateField(x, nil, x.Type); err != nil { // struct_cast_duckdb.go
				return nil, err
			}
			if byName, err = structCastByName(x, v.Type(), t); err != nil { // struct_cast_duckdb.go
				return nil, err
			}
			if err := duckStructTextError(x, v.Type(), t); err != nil { // struct_cast_duckdb.go
				return nil, err
			}
		}
		if c, ok := v.(*Const); ok && x.Mode == ast.CastStrict {
			cv := c.V
			if byName {
				cv = structsByName(cv, t)
			}
			out, err := b.p.eng.castExplicit(cv, t)
			if err == nil && textDigits > 0 {
				out, err = digitsText(cv, out, textDigits-1)
			}
			if err != nil {
				return nil, errAt(x, "%v", err)
			}
			return &Const{V: roundTimestampFrom(out, digits, b.p.eng.opts.TimestampRoundsFrom2000), T: t}, nil
		}
		try := x.Mode == ast.CastTry
		return &CastE{X: v, To: t, Try: try, RoundTs: digits >= 0, TsDigits: digits, ByName: byName,
			TryParts: try && b.p.eng.opts.TryCastParts, TextDigits: textDigits, At: x.Span}, nil // try_cast_parts.go
	case *ast.Extract:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		if e, ok := b.fracPartCall(x.Field, v); ok { // extract_fraction.go
			return e, nil
		}
		name, t := "date_part", tBigInt
		field := x.Field
		if b.p.eng.opts.WeekFromSunday && strings.EqualFold(field, "WEEK") {
			field = "week_from_sunday" // funcs_date.go
		}
		switch strings.ToUpper(x.Field) {
		case "YEAR", "QUARTER", "MONTH", "DAY", "HOUR", "MINUTE":
			if b.p.eng.opts.IntExtract {
				name, t = "date_part_int", tInt // Hive, Spark, Doris: an INT
			}
		}
		switch strings.ToUpper(x.Field) {
		case "YEAR", "QUARTER", "MONTH", "DAY", "HOUR", "MINUTE", "WEEK", "DOW", "ISODOW", "DOY":
			if b.p.eng.opts.NumericExtract {
				// a NUMERIC of scale 0, written without a fraction (run on
				// PostgreSQL 15: extract(day from date '2020-01-05')::text
				// is 5, extract(dow from date '2021-06-15') / 2 is 1.5)
				call := &Call{Name: name, Args: []Expr{&Const{V: StringValue(x.Field), T: tVarchar}, v}, T: t, fn: lookupFunc(name)}
				return &CastE{X: call, To: b.p.eng.opts.typeOf(&ast.TypeName{Kind: ast.TypeDecimal, Name: "NUMERIC"}), Implicit: true}, nil
			}
		}
		return &Call{Name: name, Args: []Expr{&Const{V: StringValue(field), T: tVarchar}, v}, T: t, fn: lookupFunc(name)}, nil
	case *ast.Func:
		if e, ok := b.srf[x]; ok {
			return e, nil
		}
		if e, ok, err := b.fracDatePart(x); ok || err != nil { // extract_fraction.go
			return e, err
		}
		e, err := b.bindFunc(x)
		if err == nil && b.p.eng.opts.NumericExtract && len(x.Name) == 1 && strings.EqualFold(x.Name[0].Name, "date_part") && e.Type().Kind != ast.TypeDouble {
			// PostgreSQL's date_part is a double precision (run on
			// PostgreSQL 15: date_part('month', date '2021-07-09') / 2 is
			// 3.5; rewrite/types.go)
			return &CastE{X: e, To: tDouble, Implicit: true}, nil
		}
		return e, err
	case *ast.NamedArg:
		return b.bind(x.Value)
	case *ast.Lambda:
		return b.bindLambda(x)
	case *ast.Array:
		elems, err := b.bindAll(x.Elems)
		if err != nil {
			return nil, err
		}
		// PostgreSQL resolves an ARRAY[...]'s element type as a UNION's:
		// ARRAY[1.5::float8, 'nan'] holds the double NaN, ARRAY[1, 'x']
		// raises (PostgreSQL 15 manual 10.5; run on PostgreSQL 15)
		b.typeUnknownLiterals(x.Elems, elems)
		if err := b.listCommonType(x, x.Elems, elems); err != nil {
			return nil, err
		}
		if err := b.p.pgCommonTypeError("ARRAY", pgInputs(x.Elems, elems), x); err != nil {
			return nil, err // pg_common_type.go
		}
		if _, _, err := b.p.duckStructsByName(x, "list", elems); err != nil {
			return nil, err // duck_struct_unify.go
		}
		t := tUnknown
		ts := make([]Type, len(elems))
		for i, e := range elems {
			if n, ok := b.duckLiteralKeepsType(x.Elems[i], e, t); ok {
				elems[i], e = n, n // duck_values_literals.go
			}
			t, ts[i] = superType(t, e.Type()), e.Type()
		}
		t = b.p.eng.opts.pgNumericTypmod(t, ts...) // pg_common_type.go
		t = b.p.eng.opts.pgZoneType(t, ts...)
		b.p.eng.opts.pgWidenCasts(elems, t)
		t = b.p.arrayStructType(x, elems, t)
		if b.arrayOfText(x.Elems, elems, t) { // unknown_literals.go
			t = Type{Kind: ast.TypeString}
		}
		if b.javaFloatsToText(elems) {
			t = tVarchar
		}
		if b.p.eng.opts.PostgresTyping && t.Kind == ast.TypeUnknown && len(elems) > 0 {
			// an array of untyped NULLs is a text[] (PostgreSQL 15 run:
			// pg_typeof(ARRAY[NULL]) is text[], 1 = ANY(ARRAY[NULL])
			// raises "operator does not exist: integer = text")
			t = Type{Kind: ast.TypeString}
		}
		for i, e := range elems {
			if t.Kind.IsNumeric() && e.Type().Kind.IsNumeric() && e.Type().Kind != t.Kind {
				elems[i] = &CastE{X: e, To: t, Implicit: true}
			}
		}
		return &ArrayE{Elems: elems, T: arrayOf(t)}, nil
	case *ast.Map:
		ks, err := b.bindAll(x.Keys)
		if err != nil {
			return nil, err
		}
		vs, err := b.bindAll(x.Values)
		if err != nil {
			return nil, err
		}
		if err := b.listCommonType(x, x.Keys, ks); err != nil {
			return nil, err
		}
		if err := b.listCommonType(x, x.Values, vs); err != nil {
			return nil, err
		}
		kt, vt := tUnknown, tUnknown
		for i := range ks {
			kt, vt = superType(kt, ks[i].Type()), superType(vt, vs[i].Type())
		}
		if b.javaFloatsToText(ks) {
			kt = tVarchar
		}
		if b.javaFloatsToText(vs) {
			vt = tVarchar
		}
		return &MapE{Keys: ks, Vals: vs, T: mapOf(kt, vt)}, nil
	case *ast.Struct:
		s := &StructE{T: Type{Kind: ast.TypeStruct}}
		for i, f := range x.Fields {
			v, err := b.bind(f.Value)
			if err != nil {
				return nil, err
			}
			name := ""
			switch cr, isRef := f.Value.(*ast.ColumnRef); {
			case f.Name != nil:
				name = f.Name.Name
			case b.p.eng.opts.PostgresColumnNames:
				// PostgreSQL: ROW(a, b) is a record of fields f1, f2
				name = "f" + strconv.Itoa(i+1)
			case b.p.eng.opts.UnnamedRowFields:
				name = "col" + strconv.Itoa(i+1)
				s.T.Unnamed = true
			case isRef:
				name = cr.Name.Last().Name
			default:
				name = "col" + strconv.Itoa(i+1)
			}
			s.Names = append(s.Names, name)
			s.Vals = append(s.Vals, v)
			s.T.Fields = append(s.T.Fields, FieldType{Name: name, Type: v.Type()})
		}
		if b.p.eng.opts.StructCastByName {
			if err := duckDuplicateField(x, s.Names, nil); err != nil { // struct_cast_duckdb.go
				return nil, err
			}
		}
		return s, nil
	case *ast.Subscript:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		idx, err := b.bind(x.Index)
		if err != nil {
			return nil, err
		}
		t := v.Type()
		var rt Type
		switch t.Kind {
		case ast.TypeArray:
			rt = t.elem()
		case ast.TypeMap:
			if t.Val != nil {
				rt = *t.Val
			}
		case ast.TypeJSON:
			if t.JSONB {
				rt = t // PostgreSQL 15 run: pg_typeof(j['a']) is jsonb
			}
		}
		return &SubscriptE{X: v, Index: idx, Base: x.Base, Missing: x.Missing, FromEnd: x.FromEnd, T: rt}, nil
	case *ast.Slice:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		lo, err := b.bind(x.Lo)
		if err != nil {
			return nil, err
		}
		hi, err := b.bind(x.Hi)
		if err != nil {
			return nil, err
		}
		return &SliceE{X: v, Lo: lo, Hi: hi}, nil
	case *ast.FieldAccess:
		v, err := b.bind(x.X)
		if err != nil {
			return nil, err
		}
		return fieldOf(v, x.Name.Name), nil
	case *ast.AtTimeZone:
		return b.bindAtTimeZone(x) // pg_at_time_zone.go
	case *ast.Collate:
		if _, err := b.collationOf(x); err != nil {
			return nil, err
		}
		return nil, errAt(x, "COLLATE is supported on an operand of a comparison (=, <, BETWEEN, IN) and on an ORDER BY key only")
	case *ast.GroupingSets, *ast.Rollup, *ast.Cube:
		return nil, errAt(e, "grouping sets are only allowed in GROUP BY")
	}
	return nil, errAt(e, "unsupported expression %T", e)
}

func fieldOf(v Expr, name string) Expr {
	t := v.Type()
	var ft Type
	for _, f := range t.Fields {
		if strings.EqualFold(f.Name, name) {
			ft = f.Type
		}
	}
	if t.Kind == ast.TypeMap && t.Val != nil {
		ft = *t.Val
	}
	return &FieldE{X: v, Name: name, T: ft}
}

func bindLiteral(x *ast.Literal) (Expr, error) {
	switch x.Kind {
	case ast.LitNull:
		return &Const{V: Null}, nil
	case ast.LitBool:
		return &Const{V: BoolValue(strings.EqualFold(x.Value, "true")), T: tBool}, nil
	case ast.LitInt:
		i, err := strconv.ParseInt(x.Value, 10, 64)
		if err != nil {
			// too large for BIGINT: an exact decimal
			u, ok := new(big.Int).SetString(x.Value, 10)
			if !ok {
				return nil, errAt(x, "bad integer literal %s", x.Value)
			}
			return &Const{V: DecimalValue(u, 0), T: Type{Kind: ast.TypeDecimal, Prec: 38}}, nil
		}
		t := ast.TypeBigInt
		if i >= -2147483648 && i <= 2147483647 {
			t = ast.TypeInt
		}
		if x.Type != ast.TypeUnknown && x.Type.IsInteger() {
			t = normInt(x.Type)
		}
		v := IntOf(t, i)
		if x.Type == ast.TypeDecimal {
			v = DecimalValue(big.NewInt(i), 0)
		} else if x.Type == ast.TypeDouble || x.Type == ast.TypeReal {
			v = FloatValue(float64(i))
		}
		return &Const{V: v, T: typeOfValue(v)}, nil
	case ast.LitDecimal:
		v, err := parseDecimal(x.Value)
		if err != nil {
			return nil, errAt(x, "bad decimal literal %s", x.Value)
		}
		if x.Type == ast.TypeDouble || x.Type == ast.TypeReal {
			f, _ := strconv.ParseFloat(x.Value, 64)
			return &Const{V: FloatValue(f), T: tDouble}, nil
		}
		return &Const{V: v, T: Type{Kind: ast.TypeDecimal, Prec: 38, Scale: v.DecimalScale()}}, nil
	case ast.LitDouble:
		f, err := strconv.ParseFloat(x.Value, 64)
		if err != nil {
			return nil, errAt(x, "bad number %s", x.Value)
		}
		if x.Type == ast.TypeDecimal {
			v, err := parseDecimal(x.Value)
			if err == nil {
				return &Const{V: v, T: Type{Kind: ast.TypeDecimal, Prec: 38, Scale: v.DecimalScale()}}, nil
			}
		}
		return &Const{V: FloatValue(f), T: tDouble}, nil
	case ast.LitString:
		return &Const{V: StringValue(x.Value), T: tVarchar}, nil
	}
	return nil, errAt(x, "unknown literal kind")
}

func (b *binder) bindInterval(x *ast.Interval) (Expr, error) {
	v, err := b.bind(x.Value)
	if err != nil {
		return nil, err
	}
	unit := strings.ToLower(x.Unit)
	if c, ok := v.(*Const); ok {
		var iv Interval
		s := textOf(c.V)
		if unit == "" && b.p.eng.opts.PostgresIntervalInput {
			iv, err = parseIntervalPG(s) // interval_pg.go
		} else if unit == "" {
			iv, err = parseInterval(s)
		} else if x.ToUnit != "" && b.p.eng.opts.IntervalRanges != IntervalRangesLenient {
			iv, err = b.p.eng.opts.IntervalRanges.parse(s, unit, strings.ToLower(x.ToUnit))
		} else if x.ToUnit != "" {
			iv, err = parseInterval(s)
			if err != nil || !strings.ContainsAny(s, ": ") {
				iv, err = parseInterval(s + " " + unit)
			}
		} else {
			iv, err = parseInterval(wholeUnits(s, unit) + " " + unit)
		}
		if err != nil {
			return nil, errAt(x, "%v", err)
		}
		return &Const{V: IntervalValue(iv), T: tInterval}, nil
	}
	if unit == "" {
		return &CastE{X: v, To: tInterval}, nil
	}
	return &Call{Name: "interval_of", Args: []Expr{v, &Const{V: StringValue(unit), T: tVarchar}}, T: tInterval, fn: lookupFunc("interval_of")}, nil
}

// binType infers a binary operator's result type.
func binType(op ast.BinaryOp, l, r Type) Type {
	switch {
	case op.IsComparison(), op == ast.OpAnd, op == ast.OpOr, op == ast.OpRegexMatch, op == ast.OpRegexIMatch:
		return tBool
	case op == ast.OpConcat:
		if l.Kind == ast.TypeArray {
			return l
		}
		if r.Kind == ast.TypeArray {
			return r
		}
		if l.Kind == ast.TypeBinary && r.Kind == ast.TypeBinary {
			return l // binaryOp
		}
		return tVarchar
	case op == ast.OpJSONGet:
		return tJSON
	case op == ast.OpJSONGetText:
		return tVarchar
	case op == ast.OpDivFrac:
		if l.Kind == ast.TypeDecimal && r.Kind != ast.TypeDouble && r.Kind != ast.TypeReal {
			return Type{Kind: ast.TypeDecimal, Prec: 38, Scale: 6}
		}
		return tDouble
	case op == ast.OpIntDiv:
		if l.Kind.IsInteger() && r.Kind.IsInteger() {
			return Type{Kind: widestInt(l.Kind, r.Kind)}
		}
		return tBigInt
	}
	if l.Kind == ast.TypeDate && r.Kind.IsInteger() || r.Kind == ast.TypeDate && l.Kind.IsInteger() {
		return tDate
	}
	if l.Kind == ast.TypeDate && r.Kind == ast.TypeDate && op == ast.OpSub {
		return tInt
	}
	if op == ast.OpSub && l.Kind == r.Kind && (l.Kind == ast.TypeTimestamp || l.Kind == ast.TypeTimestampTZ) {
		return tInterval // the difference of two timestamps
	}
	if l.Kind == ast.TypeTimestamp && r.Kind == ast.TypeInterval {
		// of the TIMESTAMP's precision, which the binder adjusts to the
		// interval written (intervalSumDigits, trino_ts_text.go)
		return Type{Kind: ast.TypeTimestamp, Digits: l.Digits}
	}
	if l.Kind == ast.TypeInterval && r.Kind == ast.TypeTimestamp && op == ast.OpAdd {
		return Type{Kind: ast.TypeTimestamp, Digits: r.Digits}
	}
	if l.Kind == ast.TypeDate && r.Kind == ast.TypeInterval {
		return tTimestamp
	}
	if l.Kind == ast.TypeTimestampTZ && r.Kind == ast.TypeInterval {
		return l // a TIMESTAMP WITH TIME ZONE plus or minus an interval
	}
	if l.Kind == ast.TypeInterval && r.Kind == ast.TypeTimestampTZ && op == ast.OpAdd {
		return r
	}
	if l.Kind == ast.TypeInterval || r.Kind == ast.TypeInterval {
		return tInterval
	}
	if l.Kind.IsInteger() && r.Kind.IsInteger() {
		return Type{Kind: widestInt(l.Kind, r.Kind)}
	}
	if op == ast.OpMul && l.Kind == ast.TypeDecimal && r.Kind == ast.TypeDecimal && l.Prec > 0 && r.Prec > 0 {
		// a product of decimals has the sum of their scales (Hive, Spark,
		// Trino, PostgreSQL), and one more digit than their precisions
		// in Hive and Spark (Trino: their sum), 38 at most
		p := min(38, l.Prec+r.Prec+1)
		return Type{Kind: ast.TypeDecimal, Prec: p, Scale: min(l.Scale+r.Scale, p)}
	}
	if l.Kind == ast.TypeUnknown {
		return r
	}
	if r.Kind == ast.TypeUnknown {
		return l
	}
	return superType(l, r)
}

// outClause is the clause of a query whose subqueries read the output
// names of its select list (Options.DuckDBWhereAliases).
type outClause int

const (
	outWhere   outClause = iota // WHERE: its own bare names too
	outSelect                   // the select list: the earlier items' names
	outOrder                    // ORDER BY
	outQualify                  // QUALIFY
)

func (c outClause) String() string {
	switch c {
	case outSelect:
		return "the select list"
	case outOrder:
		return "ORDER BY"
	case outQualify:
		return "QUALIFY"
	}
	return "WHERE"
}

// whereAlias binds the expression of the select item aliased as the bare
// name ref, for WHERE (or, with Options.DuckDBWhereAliases, a subquery
// of the clause b.outClause); ok is false when no item has that alias.
func (b *binder) whereAlias(ref *ast.ColumnRef) (e Expr, ok bool, err error) {
	name := ref.Name[0].Name
	key := strings.ToLower(name)
	if b.whereBinding[key] {
		return nil, false, nil
	}
	duck := b.p.eng.opts.DuckDBWhereAliases
	var item *ast.SelectItem
	idx := -1
	for i, it := range b.whereItems {
		if it.Alias != nil && strings.EqualFold(it.Alias.Name, name) {
			item, idx = it, i
			if !duck {
				break // the first one
			}
		}
	}
	if item == nil {
		return nil, false, nil
	}
	clause := b.outClause
	if duck {
		if err := b.laterItem(ref); err != nil {
			return nil, true, err
		}
	}
	if duck && generatorColumn(item.Expr) {
		return nil, true, errAt(ref, "%s in %s is the output column of a set-returning function (unnest), which %s cannot read", name, clause, clause)
	}
	if duck && (clause == outSelect || clause == outOrder) && astHasSubquery(item.Expr) {
		return nil, true, errAt(ref, "%s in a subquery of %s reads the output column %s, whose expression has a subquery, which cannot be read there", name, clause, name)
	}
	if b.whereBinding == nil {
		b.whereBinding = map[string]bool{}
	}
	b.whereBinding[key] = true
	defer delete(b.whereBinding, key)
	// the item's own names read the output names of the items before it
	savedBefore := b.outBefore
	if duck {
		b.outBefore = idx + 1
	}
	e, err = b.bind(item.Expr)
	b.outBefore = savedBefore
	if err != nil || !duck {
		return e, true, err
	}
	if f := sideEffectCall(e); f != "" {
		return nil, true, errAt(ref, "%s in %s reads the output column %s, whose expression calls %s(), which has side effects", name, clause, name, f)
	}
	if clause != outWhere {
		if hasWindow(e) {
			return nil, true, errAt(ref, "%s in a subquery of %s reads the output column %s, whose expression has a window function, which a subquery cannot read", name, clause, name)
		}
		if e, err = b.liftOutNameAggs(e, ref); err != nil {
			return nil, true, err
		}
	}
	return e, true, nil
}

// laterItem is the error of ref naming a select item of b's list that is
// not before the item being bound (b.outBefore), the last of that name.
func (b *binder) laterItem(ref *ast.ColumnRef) error {
	idx := -1
	for i, it := range b.whereItems {
		if it.Alias != nil && strings.EqualFold(it.Alias.Name, ref.Name[0].Name) {
			idx = i
		}
	}
	if b.outBefore > 0 && idx >= b.outBefore-1 {
		return errAt(ref, "%s names a select item that is not before the one being read: an item can read only the output names of the items before it", ref.Name[0].Name)
	}
	return nil
}

// liftOutNameAggs turns the aggregates of e, the expression of an output
// name read from a subquery (or a lambda) of the select list, ORDER BY or
// QUALIFY, into outer columns of that subquery: the query computes them in
// its aggregation, as the aggregates an expression subquery writes over
// outer columns only (planner_agglevel.go). An aggregate that reads no
// column (count(*)) cannot be read so.
func (b *binder) liftOutNameAggs(e Expr, ref *ast.ColumnRef) (Expr, error) {
	if !hasAgg(e) {
		return e, nil
	}
	var err error
	level := levelScope(b.sc)
	out := mapExpr(e, func(x Expr) Expr {
		a, ok := x.(*AggCall)
		if !ok || err != nil {
			return x
		}
		used := aggCols(a)
		if len(used) == 0 {
			err = errAt(ref, "%s in a subquery reads the output column %s, whose aggregate %s reads no column, which a subquery cannot read", ref.Name[0].Name, ref.Name[0].Name, a.Name)
			return x
		}
		c := b.p.newCol(a.Name, "", a.T)
		l := &liftedAgg{call: a, col: c, level: level, at: ref}
		if b.p.lifted == nil {
			b.p.lifted = map[ColID]*liftedAgg{}
		}
		b.p.lifted[c.ID] = l
		b.p.outerAggs = append(b.p.outerAggs, l)
		return &ColRef{ID: c.ID, Name: c.Name, T: c.Type}
	})
	return out, err
}

// astHasSubquery reports whether e has a subquery.
func astHasSubquery(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if _, ok := n.(*ast.Query); ok {
			found = true
		}
		return !found
	})
	return found
}

// sideEffectCall names a function of e, outside its subqueries, that gives
// another value at each call (DuckDB's side effects: random, uuid), or "".
func sideEffectCall(e Expr) string {
	name := ""
	walkExpr(e, func(x Expr) bool {
		if c, ok := x.(*Call); ok {
			f := c.fn
			if f == nil {
				f = lookupFunc(c.Name)
			}
			if f != nil && (f.name == "random" || f.name == "uuid") {
				name = c.Name
			}
		}
		return name == ""
	})
	return name
}

// generatorColumn reports whether e reads a column that the planning of a
// select-list generator made: SELECT unnest(arr) AS v reaches the executor
// as SELECT _g1._s2 AS v over a lateral join, the made reference and its
// qualifier both having the generator call's place (rewrite's
// select_generators).
func generatorColumn(e ast.Expr) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Query:
			return false
		case *ast.ColumnRef:
			if len(x.Name) > 1 && x.Name[0].Span == x.Span && x.Span.Start.IsValid() {
				found = true
			}
		}
		return !found
	})
	return found
}

// whereBinderAt is the binder whose select list's output names a bare
// name no column of sc has reads at sc, or nil.
func (b *binder) whereBinderAt(sc *scope) *binder {
	if b.p.eng.opts.DuckDBWhereAliases {
		// a bare name of the select list, ORDER BY or QUALIFY itself
		// reads the output names as that clause does; its subqueries
		// and lambdas, and the expression of an output name being read
		// there, through sc.where
		if wb := sc.where; wb != nil && wb != b && wb.outClause != outWhere && sc == b.sc {
			return nil
		}
		return sc.where
	}
	if sc == b.sc && b.whereItems != nil {
		return b
	}
	return nil
}

// localAlias binds the bare name ref as an output name that the clause
// b binds reads directly: an earlier item's (Options.LateralColumnAliases),
// one of ORDER BY's or QUALIFY's, or one GROUP BY reads; ok is false when
// there is none.
func (b *binder) localAlias(ref *ast.ColumnRef) (e Expr, ok bool, err error) {
	name := strings.ToLower(ref.Name[0].Name)
	if b.aliasFallback && !b.inAgg && b.sc.aliases != nil {
		if wb := b.sc.where; wb != nil && wb.outClause == outSelect {
			// DuckDB: the last item of the name, which must be
			// before the one being bound
			if err := wb.laterItem(ref); err != nil {
				return nil, true, err
			}
		}
		if e, ok := b.sc.aliases[name]; ok {
			return e, true, nil
		}
	}
	for _, it := range b.groupAlias {
		if strings.EqualFold(it.name, name) {
			if hasAggOrWindow(it.expr) {
				return nil, true, errAt(ref, "cannot group by an aggregate (%s)", it.name)
			}
			return it.expr, true, nil
		}
	}
	return nil, false, nil
}

// lambdaReadsOuter is the error of a lambda of b's query level reading
// ref, a column or output name (what) of sc (Options.DuckDBCorrelationLimits),
// or nil. DuckDB 1.5 binds a lambda where the list of its call is bound:
// when the call's other arguments read a column of a query level around
// (list_filter(t.arr, v -> v < t.x) in a subquery), in the outermost
// level read there, where the lambda may read that level's columns but
// not its own level's, nor those of another level (with u in a subquery
// of t, list_filter([t.x, u.k], v -> v < u.m) in a subquery of u is
// refused); else in its own level, where it cannot read an outer column. It is the
// innermost lambda's call that counts: in list_transform(t.arr, v ->
// list_filter([1], w -> w < t.x)) the inner lambda cannot read t.x
// (checked on DuckDB 1.5).
func (b *binder) lambdaReadsOuter(sc *scope, ref *ast.ColumnRef, what string) error {
	if !b.p.eng.opts.DuckDBCorrelationLimits || len(b.p.fnCalls) > 0 || !b.sc.lambda {
		return nil
	}
	level := levelScope(b.sc)
	if sc.lambda && sc != b.sc && sc.outerList != nil && b.sc.inLevel {
		// list_transform(t.arr, v -> list_filter([1], w -> w < v)) in a
		// subquery: the inner lambda is bound in its own query, the outer
		// one in t's (checked on DuckDB 1.5)
		return errAt(ref, "a lambda over a list of its own query cannot read %s, a parameter of a lambda whose list reads a column of an outer query", strings.Join(qnameStrings(ref.Name), "."))
	}
	if at := b.sc.outerList; at != nil {
		if sc == level {
			return errAt(ref, "a lambda whose list reads a column of an outer query cannot read %s, a %s of its own query", strings.Join(qnameStrings(ref.Name), "."), what)
		}
		if !sc.lambda && sc != at {
			return errAt(ref, "a lambda whose list reads a column of an outer query is bound in that query, and cannot read %s, a %s of another query", strings.Join(qnameStrings(ref.Name), "."), what)
		}
		return nil
	}
	for s := level.parent; s != nil; s = s.parent {
		if s == sc {
			return errAt(ref, "a lambda cannot read %s, a %s of an outer query", strings.Join(qnameStrings(ref.Name), "."), what)
		}
	}
	return nil
}

// outNameFromSubquery checks ref, an output name of the query level sc
// that b, below sc, reads (Options.DuckDBWhereAliases): DuckDB binds it
// neither in a lambda nor where the subquery stands in an aggregate's
// arguments or FILTER; in an aggregate of its own that reads no column
// of its level, p.outNameRead marks it for bindAgg.
func (b *binder) outNameFromSubquery(sc *scope, ref *ast.ColumnRef) error {
	if err := b.lambdaReadsOuter(sc, ref, "output name"); err != nil {
		return err
	}
	for i := len(b.p.aggCtx) - 1; i >= 0; i-- {
		if c := b.p.aggCtx[i]; levelScope(c.sc) == sc {
			if c.inAgg {
				return errAt(ref, "%s is an output name of the query around, which a subquery in an aggregate's arguments cannot read", ref.Name[0].Name)
			}
			break
		}
	}
	if b.inAgg {
		b.p.outNameRead = ref
	}
	return nil
}

// resolve binds a column reference, possibly correlated, possibly a struct
// field path (t.col.field, col.field).
func (b *binder) resolve(x *ast.ColumnRef) (Expr, error) {
	parts := x.Name
	// Inside an aggregate's arguments a name is a column, never an output
	// name (DuckDB 1.5: HAVING sum(n) with x * 10 AS n sums t.n; SELECT
	// x + 1 AS z, sum(z) is rejected).
	if b.aliasFirst && !b.inAgg && len(parts) == 1 && b.sc.aliases != nil && !b.grouped[strings.ToLower(parts[0].Name)] {
		if e, ok := b.sc.aliases[strings.ToLower(parts[0].Name)]; ok {
			return e, nil
		}
	}
	// DuckDB: the output names a name of this query level reads directly
	// (an earlier item's, ORDER BY's, GROUP BY's) come before the columns
	// and output names of the queries around (checked on DuckDB 1.5: with
	// g(y), SELECT gk, (SELECT k + 0 AS y FROM u ORDER BY -y LIMIT 1) FROM
	// g orders by -(k + 0))
	level := levelScope(b.sc)
	localFirst := b.p.eng.opts.DuckDBWhereAliases && len(parts) == 1
	for sc := b.sc; sc != nil; sc = sc.parent {
		e, err := resolveIn(sc, parts, x, b.p.eng.opts.ExactNames, b.p.eng.opts.DuckDBAliasRows)
		if err != nil {
			return nil, err
		}
		if e != nil {
			if err := b.lambdaReadsOuter(sc, x, "column"); err != nil {
				return nil, err
			}
			return e, nil
		}
		if len(parts) == 1 {
			if wb := b.whereBinderAt(sc); wb != nil {
				if e, ok, err := wb.whereAlias(x); ok {
					if err == nil && sc != b.sc {
						err = b.outNameFromSubquery(sc, x)
					}
					return e, err
				}
			}
		}
		if localFirst && sc == level {
			if e, ok, err := b.localAlias(x); ok {
				return e, err
			}
		}
	}
	if len(parts) == 1 {
		name := strings.ToLower(parts[0].Name)
		if e, ok, err := b.localAlias(x); ok {
			return e, err
		}
		switch name {
		case "current_date", "current_timestamp", "localtimestamp", "current_time", "now", "localtime":
			if b.p.eng.opts.AtTimeZone == "trino" && (name == "current_timestamp" || name == "localtimestamp" || name == "now" || name == "localtime") {
				return b.bindTrinoClockCall(x, name, nil) // trino_zoned_text.go
			}
			if b.clockTZ(name) {
				name = "current_timestamptz" // pg_at_time_zone.go
			}
			f := lookupFunc(name)
			if f != nil {
				return &Call{Name: name, T: f.ret(nil), fn: f}, nil
			}
		}
		if why, ok := sessionUnknown[name]; ok && name != "current_database" && name != "version" && lookupFunc(name) == nil {
			// written without parentheses (SQL's CURRENT_USER), not a column
			return nil, errAt(x, "%s is not answered by the reference executor: %s", name, why)
		}
	}
	return nil, errAt(x, "column %s does not exist", strings.Join(qnameStrings(parts), "."))
}

func identMatch(id ast.Ident, lower string, exact string, exactNames bool) bool {
	if exactNames {
		return id.Name == exact
	}
	if id.Quoted {
		return id.Name == exact || strings.EqualFold(id.Name, exact)
	}
	return strings.ToLower(id.Name) == lower
}

// resolveIn looks for parts in one scope level; nil, nil when absent.
func resolveIn(sc *scope, parts ast.QName, at ast.Node, exactNames, aliasRows bool) (Expr, error) {
	// A column's own name wins over a table function column's default
	// name (altName): only when no column has the name is the default
	// looked at.
	find := func(table string, name ast.Ident) (*scopeCol, error) {
		for _, alt := range []bool{false, true} {
			var hit *scopeCol
			for i := range sc.cols {
				c := &sc.cols[i]
				if table == "" && c.hideUnqual {
					continue
				}
				if table != "" && !c.tableIs(table, exactNames) {
					continue
				}
				if !alt && !identMatch(name, c.name, c.exactName, exactNames) ||
					alt && (c.altName == "" || !identMatch(name, c.altName, c.altName, exactNames)) {
					continue
				}
				if hit != nil && hit.ID != c.ID {
					return nil, errAt(at, "column reference %s is ambiguous", name.Name)
				}
				hit = c
			}
			if hit != nil {
				return hit, nil
			}
		}
		return nil, nil
	}
	fields := func(e Expr, rest ast.QName) Expr {
		for _, f := range rest {
			e = fieldOf(e, f.Name)
		}
		return e
	}
	ref := func(c *scopeCol) Expr { return &ColRef{ID: c.ID, Name: c.Name, T: c.Type} }
	if len(parts) >= 2 {
		// table.column[.field...], or schema.table.column
		for q := len(parts) - 2; q >= 0; q-- {
			table := parts[q].Name
			if !hasTable(sc, table, exactNames) {
				continue
			}
			c, err := find(table, parts[q+1])
			if err != nil {
				return nil, err
			}
			if c != nil {
				return fields(ref(c), parts[q+2:]), nil
			}
			if strings.EqualFold(parts[q+1].Name, table) {
				if av := aliasValueCol(sc, table, exactNames); av != nil {
					return fields(ref(av), parts[q+2:]), nil
				}
			}
			if q == len(parts)-2 {
				// the whole row of a table as a struct is not supported
				continue
			}
		}
	}
	c, err := find("", parts[0])
	if err != nil {
		return nil, err
	}
	if c != nil {
		return fields(ref(c), parts[1:]), nil
	}
	// the alias of a one-column table function names its column
	if av := aliasValueCol(sc, parts[0].Name, exactNames); av != nil {
		if aliasRows {
			return nil, errAt(parts[0], "%s is the alias of a table function: DuckDB 1.5 reads it as the function's whole row, a STRUCT ({%s: ...}), which lat run does not answer; read its column (%s.%s) or name the column in the alias (%s(c))", parts[0].Name, av.Name, parts[0].Name, av.Name, parts[0].Name)
		}
		return fields(ref(av), parts[1:]), nil
	}
	return nil, nil
}

func aliasValueCol(sc *scope, table string, exactNames bool) *scopeCol {
	for i := range sc.cols {
		if c := &sc.cols[i]; c.aliasValue && c.tableIs(table, exactNames) {
			return c
		}
	}
	return nil
}

func hasTable(sc *scope, table string, exactNames bool) bool {
	for i := range sc.cols {
		if sc.cols[i].tableIs(table, exactNames) {
			return true
		}
	}
	return false
}

// tableIs reports whether c's qualifier is table (as the front end folded
// it): exactly under Options.ExactNames (PostgreSQL 15 reads "S".x in a
// subquery over s as the outer "S"'s x), else ignoring case.
func (c *scopeCol) tableIs(table string, exactNames bool) bool {
	if exactNames {
		return c.exactTable == table
	}
	return c.table == strings.ToLower(table)
}

func (b *binder) bindLambda(x *ast.Lambda) (Expr, error) {
	if b.p.eng.opts.DuckDBCorrelationLimits && len(b.p.fnCalls) == 0 && astHasSubquery(x.Body) {
		return nil, errAt(x, "a lambda cannot have a subquery")
	}
	sc := &scope{parent: b.sc, lambda: true, outerList: b.outerList, inLevel: b.inLevel}
	l := &LambdaE{}
	for i, p := range x.Params {
		t := tUnknown
		switch {
		case i == 0:
			t = b.lambdaElem
		case i == 1 && b.lambdaElem.Kind != ast.TypeUnknown:
			t = tBigInt // the 1-based index (funcs.go, Options.OneBasedLambdaIndex)
		}
		c := b.p.newCol(p.Name, "", t)
		if i == 0 && b.lambdaDeclared {
			b.p.declare(c.ID)
		}
		sc.add(c, "")
		l.Params = append(l.Params, c.ID)
		l.Names = append(l.Names, p.Name)
	}
	sub := *b
	sub.sc, sub.lambdaElem, sub.lambdaDeclared = sc, tUnknown, false
	body, err := sub.bind(x.Body)
	if err != nil {
		return nil, err
	}
	l.Body = body
	return l, nil
}

func (b *binder) subquery(q *ast.Query, mode SubqueryMode, x Expr, op ast.BinaryOp, not bool, at ast.Node) (Expr, error) {
	pop := b.pushAggContext()
	n, err := b.p.planQuery(q, b.sc)
	pop()
	if err != nil {
		return nil, err
	}
	cols := n.Output()
	if mode != SubExists && len(cols) != 1 {
		if mode == SubIn && len(cols) > 1 {
			return nil, errAt(at, "subquery has too many columns")
		}
		if mode == SubArray && len(cols) > 1 {
			// PostgreSQL 15 and DuckDB 1.5 raise for ARRAY(SELECT 1, 2)
			// (run: "subquery must return only one column", "Subquery
			// returns 2 columns - expected 1")
			return nil, errAt(at, "subquery must return only one column")
		}
		if sq, ok := at.(*ast.Subquery); ok && mode == SubScalar && len(cols) > 1 && b.p.eng.opts.PostgresColumnNames && !b.p.rowSubs[sq] {
			return nil, errAt(at, "subquery must return only one column")
		}
		if mode == SubScalar && len(cols) > 1 {
			// a row-valued scalar subquery: a struct of its columns
			pr := &Project{Input: n}
			s := &StructE{T: Type{Kind: ast.TypeStruct}}
			for _, c := range cols {
				s.Names = append(s.Names, c.Name)
				s.Vals = append(s.Vals, &ColRef{ID: c.ID, Name: c.Name, T: c.Type})
				s.T.Fields = append(s.T.Fields, FieldType{c.Name, c.Type})
			}
			pr.Exprs = []Expr{s}
			pr.Cols = []ColMeta{b.p.newCol("row", "", s.T)}
			n, cols = pr, pr.Cols
		} else if len(cols) == 0 {
			return nil, errAt(at, "subquery has no columns")
		}
	}
	b.p.subSeq++
	if sq, ok := at.(*ast.Subquery); ok && mode == SubScalar && len(cols) > 0 {
		if b.p.subFirst == nil {
			b.p.subFirst = map[*ast.Subquery]string{}
		}
		b.p.subFirst[sq] = cols[0].Name
	}
	s := &SubqueryE{Mode: mode, Plan: n, X: x, Op: op, Not: not, Outer: freeCols(n), Seq: b.p.subSeq}
	if x != nil && len(cols) == 1 {
		// x = ANY (SELECT c): PostgreSQL's operator for x's and c's types (pg_compare_text.go)
		var src ast.Expr
		switch a := at.(type) {
		case *ast.InSubquery:
			src = a.X
		case *ast.Quantified:
			src = a.X
		}
		ct := b.pgSubqueryText(cols[0].Type)
		co := pgOperand{name: pgTypeName(ct), text: ct.Kind.IsText(), known: pgModelledType(ct) && !ct.PGLoose}
		if src != nil {
			if err := b.pgCompareTextError(at, op.String(), pgTextOperand(src, x), co, x.Type(), ct); err != nil {
				return nil, err
			}
		}
	}
	switch mode {
	case SubScalar:
		s.T = b.pgSubqueryText(cols[0].Type)
		if v, ok := b.p.eng.db.Setting(SettingScalarSubqueryError); ok && v == "false" {
			s.FirstRow = true
		}
	case SubArray:
		s.T = arrayOf(cols[0].Type)
	default:
		s.T = tBool
	}
	return s, nil
}

// javaFloatsToText reports whether es, the elements of an array
// constructor or the keys or the values of a map constructor, mix strings
// with DOUBLEs or REALs under Java's rule for a float's text (Hive,
// Spark), and if so makes each float its text: both find strings and
// floats a string common type (Spark's FunctionArgumentConversion casts
// the children of CreateArray and CreateMap to findWiderCommonType, which
// promotes a number to a string; Hive's array() and map() take
// FunctionRegistry.getCommonClass, "the common class of string and double
// is string"), and a float becomes a string as CAST writes it
// (array('a', 1e7) holds '1.0E7').
func (b *binder) javaFloatsToText(es []Expr) bool {
	if b.p.eng.opts.FloatText != FloatTextJava {
		return false
	}
	text, float := false, false
	for _, e := range es {
		k := e.Type().Kind
		text = text || k.IsText()
		float = float || k == ast.TypeDouble || k == ast.TypeReal
	}
	if !text || !float {
		return false
	}
	for i, e := range es {
		if k := e.Type().Kind; k == ast.TypeDouble || k == ast.TypeReal {
			es[i] = &CastE{X: e, To: tVarchar, Implicit: true}
		}
	}
	return true
}

// listCommonType gives the elements of a list or the keys or values of a
// MAP {...} constructor (x; src, bound: the elements as written and
// bound) one type under Options.ListElemsNeedCommonType: a string literal
// takes the type the others share, and a string among numbers is an
// error (DuckDB: ['2.5', d] is [2.5, d], ['a', d] raises a conversion
// error, [s, d] of a VARCHAR s and a DOUBLE d and [s, 1] raise a binding
// error, as MAP {'k': d, 'j': s} does; run on DuckDB 1.5).
func (b *binder) listCommonType(x ast.Node, src []ast.Expr, bound []Expr) error {
	if !b.p.eng.opts.ListElemsNeedCommonType || len(bound) < 2 {
		return nil
	}
	b.typeStringLiterals(src, bound)
	var text, num Type
	for _, e := range bound {
		switch t := e.Type(); {
		case t.Kind.IsText():
			text = t
		case t.Kind.IsNumeric():
			num = t
		}
	}
	if text.Kind != ast.TypeUnknown && num.Kind != ast.TypeUnknown {
		return errAt(x, "the elements of types %s and %s have no common type", text, num)
	}
	return nil
}

// wholeUnits drops the fraction of a quantity written as text before a
// unit of years, months, weeks, days, hours or minutes: PostgreSQL and
// DuckDB keep only the whole units there (run on PostgreSQL 15 and DuckDB
// 1.5: INTERVAL '1.5' YEAR is 1 year, '1.5' MONTH 1 mon, '1.5' DAY 1 day,
// '1.5' HOUR 01:00:00, '1.5' MINUTE 00:01:00, '-1.5' YEAR -1 years;
// DuckDB's '1.5' WEEK 7 days), while '1.5 years' keeps it, and so does
// '1.5' SECOND (00:00:01.5).
func wholeUnits(s, unit string) string {
	switch unit {
	case "year", "month", "week", "day", "hour", "minute":
	default:
		return s
	}
	t := strings.TrimSpace(s)
	if !strings.Contains(t, ".") {
		return s
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return s
	}
	return strconv.FormatFloat(math.Trunc(f), 'f', -1, 64)
}
