package executor

import (
	"slices"
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

func (b *binder) bindFunc(x *ast.Func) (Expr, error) {
	name := strings.ToLower(x.Name.Last().Name)
	if b.p.eng.opts.SnowflakeUnits && len(x.Name) == 1 && len(x.Args) == 3 && x.Over == nil && x.Filter == nil && !x.Distinct {
		switch name {
		case "dateadd", "timestampadd", "datediff", "timestampdiff":
			return b.bindSnowflakeUnitCall(x, name)
		}
	}
	if b.p.eng.opts.SparkUnits && len(x.Name) == 1 && len(x.Args) == 3 && x.Over == nil && x.Filter == nil && !x.Distinct {
		switch name {
		case "timestampadd", "dateadd", "timestampdiff", "date_diff":
			return b.bindSparkUnitCall(x, name) // spark_units.go
		}
	}
	if b.p.eng.opts.BigQueryUnits && len(x.Name) == 1 && x.Over == nil && x.Filter == nil && !x.Distinct {
		switch name {
		case "datetime_add", "datetime_sub", "timestamp_add", "timestamp_sub":
			if len(x.Args) == 2 {
				return b.bindBigQueryUnitCall(x, name) // bigquery_units.go
			}
		case "datetime_diff", "timestamp_diff":
			if len(x.Args) == 3 {
				return b.bindBigQueryUnitCall(x, name)
			}
		case "date_trunc", "datetime_trunc", "timestamp_trunc":
			return b.bindBigQueryTrunc(x, name) // bigquery_units.go
		case "date":
			return b.bindBigQueryDate(x) // bq_date.go
		}
	}
	if (name == "trunc" || name == "truncate") && b.p.eng.opts.RoundTrino && !x.Unread && len(x.Name) == 1 && len(x.Args) == 1 && x.Over == nil {
		// Trino's and Presto's truncate(x) of an integer or a DECIMAL is
		// a DECIMAL of scale 0 (trunc_trino.go)
		y := *x
		y.Name = ast.QName{{Span: x.Name.Last().Span, Name: "trunc_trino"}}
		return b.bindFunc(&y)
	}
	if (name == "lpad" || name == "rpad") && b.p.eng.opts.PadNegativeRaises && !x.Unread && len(x.Name) == 1 && x.Over == nil {
		// Trino's, Presto's, BigQuery's and Hive's lpad and rpad raise
		// for a negative length (funcs_string.go)
		y := *x
		y.Name = ast.QName{{Span: x.Name.Last().Span, Name: name + "_raise"}}
		return b.bindFunc(&y)
	}
	if (name == "lpad" || name == "rpad") && b.p.eng.opts.PadEmptyShortRaises && !x.Unread && len(x.Name) == 1 && x.Over == nil {
		// DuckDB's lpad and rpad raise for an empty pad where padding is
		// needed (pad_empty.go)
		y := *x
		y.Name = ast.QName{{Span: x.Name.Last().Span, Name: name + "_duckdb"}}
		return b.bindFunc(&y)
	}
	if x.Unread {
		// A call the reader kept as the dialect's own (Doris or Snowflake
		// substr with computed arguments): run where the dialect's
		// documented rule is the canonical one, an error elsewhere;
		// PostgreSQL's round(x) of an argument the reader could not type
		// rounds by the value's type (round_pg).
		if name == "round" && b.p.eng.opts.RoundFloatHalfEven && len(x.Args) == 1 {
			y := *x
			y.Unread = false
			y.Name = ast.QName{{Span: x.Name.Last().Span, Name: "round_pg"}}
			return b.bindFunc(&y)
		}
		if name == "round" && b.p.eng.opts.RoundTrino && (len(x.Args) == 1 || len(x.Args) == 2) {
			// Trino's and Presto's round the reader could not type
			// (round_trino.go)
			y := *x
			y.Unread = false
			y.Name = ast.QName{{Span: x.Name.Last().Span, Name: "round_trino"}}
			return b.bindFunc(&y)
		}
		if ownSort(x, name) {
			// DuckDB's, Doris's and Snowflake's sorts in a form not read
			// (DuckDB's without its NULL order, descending with NULLs
			// first): run by the dialect's model (Options.ArraySort).
			y := *x
			y.Unread = false
			return b.bindFunc(&y)
		}
		if name == "date_trunc" && b.p.eng.opts.DuckDBUnits && len(x.Args) == 2 && duckFineUnit(x.Args[0]) {
			// DuckDB's date_trunc to 'millisecond' or 'microsecond' (by any
			// of its names): dateTrunc's (run on DuckDB 1.5)
			y := *x
			y.Unread = false
			return b.bindFunc(&y)
		}
		if name == "hex" || name == "base64" || name == "to_base64" || name == "base64_encode" {
			// Hive's, Spark's and DuckDB's hex of an argument whose type
			// the reader could not tell: run by the value's type
			// (funcs_hex.go); base64, to_base64 and base64_encode of a
			// form not read as base64_text: of the value's bytes
			// (funcs_base64.go)
			y := *x
			y.Unread = false
			return b.bindFunc(&y)
		}
		if name != "substr" && name != "substring" {
			return nil, errAt(x, "%s here is the dialect's own function, which lateral does not read as its canonical one (or not in this form): it is not modelled", name)
		}
		y := *x
		y.Unread = false
		y.Name = ast.QName{{Span: x.Name.Last().Span, Name: "substr_documented"}}
		return b.bindFunc(&y)
	}
	if b.p.eng.opts.AtTimeZone == "trino" && len(x.Name) == 1 && x.Over == nil && x.Filter == nil && !x.Distinct {
		// Trino's and Presto's from_unixtime and clock digits
		// (trino_zoned_text.go)
		switch name {
		case "from_unixtime":
			return b.bindTrinoFromUnixtime(x)
		case "to_unixtime":
			return b.bindTrinoToUnixtime(x) // trino_unixtime.go
		case "current_timestamp", "now", "localtimestamp", "localtime":
			return b.bindTrinoClockCall(x, name, x.Args)
		case "to_timestamp":
			return nil, errAt(x, "to_timestamp is not a function of this dialect (Trino's and Presto's Teradata functions' to_timestamp(string, format) is not modelled: use date_parse, or CAST(... AS TIMESTAMP))")
		case "date_add":
			if len(x.Args) == 3 { // of a TIMESTAMP (WITH TIME ZONE): trino_zoned_days.go
				return b.bindTrinoDateAdd(x)
			}
		case "current_timezone":
			if len(x.Args) == 0 {
				return &Const{V: StringValue(b.p.eng.zone().String()), T: tVarchar}, nil
			}
		}
	}
	if name == "convert_timezone" && b.p.eng.opts.ConvertTimezone && len(x.Name) == 1 && x.Over == nil && x.Filter == nil && !x.Distinct {
		return b.bindConvertTimezone(x) // snowflake_convert_timezone.go
	}
	if name == "to_timestamp_ltz" && b.p.eng.opts.ToTimestampLTZ && len(x.Name) == 1 && len(x.Args) == 1 && x.Over == nil && x.Filter == nil && !x.Distinct {
		// Options.ToTimestampLTZ: the same instant, read in the session's
		// zone, as lat run reads every TIMESTAMPTZ there
		v, err := b.bind(x.Args[0])
		if err != nil || v.Type().Kind == ast.TypeTimestampTZ {
			return v, err
		}
		return nil, errAt(x, "to_timestamp_ltz of a %s is not answered by lat run (it takes a TIMESTAMP_TZ)", v.Type())
	}
	if len(x.Name) == 1 && b.clockTZ(name) && x.Over == nil {
		// now() and current_timestamp are TIMESTAMPTZs (pg_at_time_zone.go)
		y := *x
		y.Name = ast.QName{{Span: x.Name.Last().Span, Name: "current_timestamptz"}}
		return b.bindFunc(&y)
	}
	if rule := b.p.eng.opts.AtTimeZone; (name == "at_timezone" || name == "with_timezone") && b.p.eng.opts.TrinoTime && rule == "trino" && len(x.Name) == 1 && len(x.Args) == 2 && x.Over == nil && x.Filter == nil && !x.Distinct {
		// Trino's at_timezone(x, z) is x AT TIME ZONE z, with_timezone(x, z)
		// reads x in z (trino_at_time_zone.go); Presto, whose
		// documentation has neither, is the AT TIME ZONE rule without
		// TrinoTime
		return b.bindTrinoAtTimeZone(x, name, x.Args[0], x.Args[1])
	}
	if rule := b.p.eng.opts.AtTimeZone; name == "timezone" && len(x.Name) == 1 && len(x.Args) == 2 && (rule == "postgres" || rule == "duckdb") && x.Over == nil && x.Filter == nil && !x.Distinct {
		// PostgreSQL's and DuckDB's timezone(z, x) is x AT TIME ZONE z
		// (pg_at_time_zone.go)
		return b.bindAtTimeZone(&ast.AtTimeZone{Span: x.Span, X: x.Args[1], Zone: x.Args[0]})
	}
	if name == "make_interval" && len(x.Name) == 1 {
		args, err := makeIntervalPositional(x, b.p.eng.opts.BigQueryMakeInterval)
		if err != nil {
			return nil, err
		}
		if args != nil {
			// bound below as PostgreSQL's, the arguments at its positions
			y := *x
			y.Args = args
			x = &y
		}
	}
	if x.Over != nil {
		return b.bindWindow(x, name)
	}
	if canon, ok := aggNames[name]; ok {
		if b.p.eng.opts.OuterLevelAggregates {
			// the level the aggregate belongs to decides where it may
			// stand (placeAgg)
			return b.bindAgg(x, canon)
		}
		if !b.allowAgg {
			return nil, errAt(x, "aggregate function %s is not allowed here", name)
		}
		if b.inAgg {
			return nil, errAt(x, "aggregate function calls cannot be nested")
		}
		return b.bindAgg(x, canon)
	}
	if fn := b.p.eng.db.function(name); fn != nil && !fn.returnsSet && len(fn.resultCols) == 1 && len(x.Name) == 1 {
		return b.bindSQLScalar(x, fn)
	}
	if (name == "any" || name == "some") && b.allowAgg && len(x.Args) == 1 {
		return b.bindAgg(x, "bool_or")
	}
	sub := *b
	sub.outerList, sub.inLevel = nil, false
	args := make([]Expr, 0, len(x.Args))
	for _, a := range x.Args {
		if _, ok := a.(*ast.Lambda); ok && b.p.eng.opts.DuckDBCorrelationLimits {
			sub.outerList = b.argsOuterScope(args)
			sub.inLevel = sub.outerList == nil && !b.argsReadLambda(args)
		}
		sub.lambdaElem = b.duckLambdaElem(name, a, args)
		if sub.lambdaElem.Kind == ast.TypeUnknown {
			sub.lambdaElem, sub.lambdaDeclared = b.declaredLambdaElem(name, a, args) // typeof_names.go
		}
		e, err := sub.bind(a)
		sub.outerList, sub.inLevel, sub.lambdaElem, sub.lambdaDeclared = nil, false, tUnknown, false
		if err != nil {
			return nil, err
		}
		args = append(args, e)
	}
	if err := b.byteaArgs(x, name, args); err != nil { // bytea.go
		return nil, err
	}
	if err := b.duckBlobArgs(x, name, args); err != nil { // duck_blob_text.go
		return nil, err
	}
	if err := b.digitsElemsText(x, name, args); err != nil { // trino_ts_text.go
		return nil, err
	}
	switch name {
	case "coalesce", "ifnull", "nvl", "greatest", "least", "nullif":
		b.typeUnknownLiterals(x.Args, args)
		if err := b.pgCoalesceTypes(x, name, args); err != nil { // pg_common_type.go
			return nil, err
		}
		if name != "greatest" && name != "least" && name != "nullif" {
			b.duckBranchIntLiterals(x.Args, args)                        // duck_branch_literals.go
			if err := b.duckCoalesceTypes(x, x.Args, args); err != nil { // duck_coalesce.go
				return nil, err
			}
			if _, _, err := b.p.duckStructsByName(x, name, args); err != nil {
				return nil, err // duck_struct_unify.go
			}
		}
		if name == "nullif" && len(args) == 2 {
			// nullif(a, b) gives a as its = operator reads it: a time
			// beside an interval is an interval (pg_time_interval.go)
			b.pgTimeIntervals(args)
		}
		if name == "nullif" && len(args) == 2 && b.p.eng.opts.NullifConverts {
			if t, ok := nullifType(args[0].Type(), args[1].Type()); ok {
				args[0] = &CastE{X: args[0], To: t, Implicit: true}
			}
		}
	case "if", "iif":
		if len(args) == 3 && len(x.Args) == 3 {
			// DuckDB's if(c, a, b) is CASE WHEN c THEN a ELSE b END
			bound := []Expr{args[2], args[1]}
			b.duckBranchIntLiterals([]ast.Expr{x.Args[2], x.Args[1]}, bound)                    // duck_branch_literals.go
			if err := b.duckCaseTypes(x, []ast.Expr{x.Args[2], x.Args[1]}, bound); err != nil { // duck_coalesce.go
				return nil, err
			}
			args[2], args[1] = bound[0], bound[1]
		}
	case "array_append", "array_prepend":
		b.elemLiteralTakesType(name, x.Args, args) // unknown_literals.go
	case "concat_ws":
		if err := b.concatWsArgs(x, args); err != nil {
			return nil, err
		}
	case "greatest_ignore_nulls", "least_ignore_nulls":
		// PostgreSQL's and DuckDB's greatest and least (dialects/functions.go)
		b.typeUnknownLiterals(x.Args, args)
		b.duckBranchIntLiterals(x.Args, args)                    // duck_branch_literals.go
		if err := b.pgCoalesceTypes(x, name, args); err != nil { // pg_common_type.go
			return nil, err
		}
		if b.p.eng.opts.ExtremeLiteralsTakeType {
			b.typeStringLiterals(x.Args, args)
		}
		if b.p.eng.opts.ExtremesNeedCommonType {
			if err := extremesCommonType(x, args); err != nil {
				return nil, err
			}
		}
	}
	b.numFuncLiterals(name, x.Args, args)                    // unknown_literals.go
	if err := b.pgFuncArgsError(x, name, args); err != nil { // pg_operators.go
		return nil, err
	}
	if err := b.pgLogArgs(x, name, args); err != nil { // pg_numeric_log.go
		return nil, err
	}
	if err := b.pgArrayFuncArgs(x, name, args); err != nil { // pg_operators.go
		return nil, err
	}
	if name == "pg_typeof" && b.p.eng.opts.PostgresTyping && len(args) == 1 {
		return b.pgTypeof(x, x.Args[0], args[0]) // pg_operators.go
	}
	if name == "typeof" && b.p.eng.opts.DuckDBTypeof && len(args) == 1 {
		return b.duckTypeof(x, x.Args[0], args[0]) // duck_typeof.go
	}
	if name == "typeof" && b.p.eng.opts.TypeofNames != "" && len(args) == 1 {
		return b.namedTypeof(x, x.Args[0], args[0]) // typeof_names.go
	}
	if name == "grouping" || name == "grouping_id" {
		return &Call{Name: "grouping", Args: args, T: tBigInt}, nil
	}
	if name == "split_part" && b.p.eng.opts.PGSplitPart {
		name = "split_part_pg"
	}
	if why, ok := sessionUnknown[name]; ok && lookupFunc(name) == nil {
		return nil, errAt(x, "%s is not answered by the reference executor: %s", name, why)
	}
	if name == "datediff_days" && b.p.eng.opts.BigIntDayDiff {
		name = "datediff_days_bigint"
	}
	if b.p.eng.opts.BigIntDateParts && bigIntPartFuncs[name] && len(x.Args) == 1 {
		name += "_bigint"
	}
	b.pgRoundArgs(name, x.Args, args) // pg_round_scale.go
	f := lookupFunc(name)
	if (name == "power" || name == "pow") && b.p.eng.opts.PostgresTyping && pgNumericPowerArgs(argTypes(args)) {
		f = lookupFunc("power_numeric_pg") // pg_power.go
	}
	if (name == "log" || name == "log10") && b.p.eng.opts.PostgresTyping && pgNumericLogArgs(argTypes(args)) {
		f = lookupFunc("log_numeric_pg") // pg_numeric_log.go
	}
	if n := pgNumericMathFunc(name, args); n != "" && b.p.eng.opts.PostgresTyping {
		f = lookupFunc(n) // pg_numeric_math.go
	}
	if name == "date_trunc" && b.p.eng.opts.PostgresTyping && pgTruncIntervalArgs(argTypes(args)) {
		f = lookupFunc("date_trunc_interval_pg") // pg_trunc_interval.go
	}
	if name == "concat" {
		if err := b.trinoConcatError(x, "concat", args); err != nil {
			return nil, err // trino_concat.go
		}
	}
	if name == "date_trunc" && b.p.eng.opts.DateTruncDates && len(args) == 2 && args[1].Type().Kind == ast.TypeDate {
		f = lookupFunc("date_trunc_date") // funcs_date.go
	}
	if f == nil {
		if isAggregateName(name) {
			return nil, errAt(x, "aggregate function %s is not allowed here", name)
		}
		return nil, errAt(x, "unknown function %s", strings.Join(qnameStrings(x.Name), "."))
	}
	if len(args) < f.min || f.max >= 0 && len(args) > f.max {
		return nil, errAt(x, "function %s does not take %d arguments", name, len(args))
	}
	if f.name == "cardinality" && (strings.EqualFold(string(x.Written), "len") || strings.EqualFold(string(x.Written), "array_length")) && len(args) == 1 && (args[0].Type().Kind.IsText() || args[0].Type().Kind == ast.TypeJSON) {
		// DuckDB's len of a string is its number of characters (checked
		// on DuckDB 1.5: len('héllo') is 5, len(CAST('[1, 2]' AS JSON))
		// the 6 of its text; array_length('héllo') 5); of a list, its size.
		if l := lookupFunc("length"); l != nil {
			f, name = l, "length"
		}
	}
	if f.name == "cardinality" && b.p.eng.opts.CardinalityArraysOnly && args[0].Type().Kind == ast.TypeMap {
		return nil, errAt(x, "%v", errArraySizeOfMap)
	}
	if err := sfSearchValue(x, name, args); err != nil {
		return nil, err
	}
	if err := epochUnitArgs(x, name, args); err != nil { // epoch_units.go
		return nil, err
	}
	if err := b.duckChrWide(x, name, args); err != nil { // duck_int_days.go
		return nil, err
	}
	if err := b.pgChrWide(x, name); err != nil { // duck_int_days.go
		return nil, err
	}
	if name == "arrays_zip" {
		names := make([]string, len(x.Args))
		for i, a := range x.Args {
			names[i] = strconv.Itoa(i)
			switch v := a.(type) {
			case *ast.ColumnRef:
				names[i] = v.Name.Last().Name
			case *ast.FieldAccess:
				names[i] = v.Name.Name
			}
		}
		f = &scalarFunc{name: "arrays_zip", min: 1, max: -1, ret: f.ret, fn: func(a []Value) (Value, error) { return zipArrays(a, names), nil }}
	}
	types := make([]Type, len(args))
	for i, a := range args {
		types[i] = a.Type()
	}
	t := tUnknown
	if f.ret != nil {
		t = f.ret(types)
		if t.Kind == ast.TypeArray && t.Prec > 0 && !branchFuncs[name] {
			// list functions of a fixed-size array give a list (DuckDB 1.5
			// run: typeof(list_sort(CAST([3,1,2] AS INTEGER[3]))) is
			// INTEGER[]; duck_list_cast.go)
			t.Prec = 0
		}
	}
	if branchFuncs[name] {
		t = b.p.eng.opts.pgNumericTypmod(t, types...) // pg_common_type.go
		t = b.p.eng.opts.pgZoneType(t, types...)
		b.p.eng.opts.pgWidenCasts(args, t)
	}
	if b.pgTextResult(name, x.Args, args, t) { // pg_operators.go
		t = Type{Kind: ast.TypeString}
	}
	f = b.p.eng.opts.duckCoalesceArrays(name, args, t, f) // duck_list_cast.go
	call := &Call{Name: name, Args: args, T: t, fn: f}
	if f.name == "date_trunc_date" {
		call.At = x.Span // its unit's error (funcs_date.go)
	}
	return call, nil
}

func (b *binder) bindAgg(x *ast.Func, canon string) (Expr, error) {
	sub := *b
	sub.inAgg = true
	sub.allowAgg = false
	// an output name read from a subquery in the arguments (DuckDB)
	savedRead := b.p.outNameRead
	b.p.outNameRead = nil
	defer func() {
		if savedRead != nil {
			b.p.outNameRead = savedRead
		}
	}()
	a := &AggCall{Name: canon, Distinct: x.Distinct, Star: x.Star}
	for _, arg := range x.Args {
		if _, ok := arg.(*ast.Star); ok {
			a.Star = true
			continue
		}
		e, err := sub.bind(arg)
		if err != nil {
			return nil, err
		}
		a.Args = append(a.Args, e)
	}
	if canon == "count" && len(a.Args) == 0 {
		a.Star = true
	}
	if x.Filter != nil {
		f, err := sub.bind(x.Filter)
		if err != nil {
			return nil, err
		}
		a.Filter = f
	}
	order := x.OrderBy
	if len(order) == 0 {
		order = x.WithinGroup
	}
	if canon == "percentile_cont" && len(x.WithinGroup) > 0 {
		// PostgreSQL's percentile_cont(p) WITHIN GROUP (ORDER BY x) is
		// percentile_cont(x, p) (aggs_percentile.go)
		if len(x.WithinGroup) != 1 || len(a.Args) != 1 || x.WithinGroup[0].Desc || len(x.OrderBy) > 0 {
			return nil, errAt(x, "percentile_cont takes one fraction and WITHIN GROUP (ORDER BY x) in ascending order")
		}
		e, err := sub.bind(x.WithinGroup[0].Expr)
		if err != nil {
			return nil, err
		}
		a.Args = []Expr{e, a.Args[0]}
		order = nil
	}
	for _, o := range order {
		e, err := sub.bind(o.Expr)
		if err != nil {
			return nil, err
		}
		a.OrderBy = append(a.OrderBy, b.p.sortKey(e, o))
	}
	if b.p.eng.opts.OuterLevelAggregates {
		if len(a.Args) == 0 && !a.Star && canon != "count" {
			return nil, errAt(x, "%s needs an argument", canon)
		}
		a.T = aggResultType(canon, argTypes(a.Args), b.p.eng.opts.AvgDecimal, b.p.eng.opts.NumericIntAggregates)
		a.T.PGLoose = b.p.pgLooseType(a).PGLoose
		if read := b.p.outNameRead; read != nil && !b.readsOwnLevel(a) {
			// DuckDB binds such an aggregate in the subquery, where the
			// name is no column
			return nil, errAt(read, "%s in the aggregate %s of a subquery is an output name of the query around, which is not allowed in an aggregate that reads no column of the subquery", read.Name[0].Name, canon)
		}
		return b.placeAgg(a, strings.ToLower(x.Name.Last().Name), x)
	}
	if len(a.Args) > 0 && b.sc != nil {
		local := map[ColID]bool{}
		for _, c := range b.sc.cols {
			local[c.ID] = true
		}
		used := map[ColID]bool{}
		for _, e := range a.Args {
			colsUsed(e, used)
		}
		onlyOuter := len(used) > 0
		for id := range used {
			if local[id] {
				onlyOuter = false
			}
		}
		if onlyOuter && !b.lambdaOnly(used) {
			return nil, errAt(x, "aggregate %s over columns of an outer query is not supported (it would belong to that query)", canon)
		}
	}
	types := make([]Type, len(a.Args))
	for i, e := range a.Args {
		types[i] = e.Type()
	}
	a.T = aggResultType(canon, types, b.p.eng.opts.AvgDecimal, b.p.eng.opts.NumericIntAggregates)
	a.T.PGLoose = b.p.pgLooseType(a).PGLoose
	if len(a.Args) == 0 && !a.Star && canon != "count" {
		return nil, errAt(x, "%s needs an argument", canon)
	}
	return a, nil
}

func (b *binder) bindWindow(x *ast.Func, name string) (Expr, error) {
	spec := x.Over
	var base *ast.WindowSpec
	if spec.Name != nil {
		for _, w := range b.windows {
			if strings.EqualFold(w.Name.Name, spec.Name.Name) {
				base = w.Spec
			}
		}
		if base == nil {
			return nil, errAt(x, "window %s does not exist", spec.Name.Name)
		}
		// a named window may itself refer to another
		for depth := 0; base.Name != nil && depth < 10; depth++ {
			for _, w := range b.windows {
				if strings.EqualFold(w.Name.Name, base.Name.Name) {
					merged := *w.Spec
					if len(base.PartitionBy) > 0 {
						merged.PartitionBy = base.PartitionBy
					}
					if len(base.OrderBy) > 0 {
						merged.OrderBy = base.OrderBy
					}
					if base.Frame != nil {
						merged.Frame = base.Frame
					}
					merged.Name = w.Spec.Name
					base = &merged
				}
			}
		}
	}
	partition, orderBy, frame := spec.PartitionBy, spec.OrderBy, spec.Frame
	if base != nil {
		if len(partition) == 0 {
			partition = base.PartitionBy
		}
		if len(orderBy) == 0 {
			orderBy = base.OrderBy
		}
		if frame == nil {
			frame = base.Frame
		}
	}
	sub := *b
	sub.allowAgg = b.allowAgg
	w := &WinFunc{Name: name, Distinct: x.Distinct, Star: x.Star, IgnoreNulls: x.Nulls == ast.NullsIgnore, ColName: name}
	if canon, ok := aggNames[name]; ok {
		w.Name = canon
	} else if !isWindowOnly(name) {
		return nil, errAt(x, "unknown window function %s", name)
	}
	for _, a := range x.Args {
		if _, ok := a.(*ast.Star); ok {
			w.Star = true
			continue
		}
		e, err := sub.bind(a)
		if err != nil {
			return nil, err
		}
		w.Args = append(w.Args, e)
	}
	if w.Name == "count" && len(w.Args) == 0 {
		w.Star = true
	}
	b.duckLagDefault(w) // duck_lag_default.go
	if x.Filter != nil {
		f, err := sub.bind(x.Filter)
		if err != nil {
			return nil, err
		}
		w.Filter = f
	}
	var err error
	if w.PartitionBy, err = sub.bindAll(partition); err != nil {
		return nil, err
	}
	for _, o := range orderBy {
		e, err := sub.bind(o.Expr)
		if err != nil {
			return nil, err
		}
		w.OrderBy = append(w.OrderBy, b.p.sortKey(e, o))
	}
	if frame != nil {
		fs := &FrameSpec{Unit: frame.Unit, Exclude: frame.Exclude, Explicit: true}
		fs.Start = frame.Start.Kind
		if fs.StartOff, err = sub.bind(frame.Start.Offset); err != nil {
			return nil, err
		}
		fs.End = ast.CurrentRow
		if frame.End != nil {
			fs.End = frame.End.Kind
			if fs.EndOff, err = sub.bind(frame.End.Offset); err != nil {
				return nil, err
			}
		}
		if fs.Start == ast.UnboundedFollowing || fs.End == ast.UnboundedPreceding {
			return nil, errAt(frame, "invalid window frame")
		}
		w.Frame = fs
	}
	if b.p.eng.opts.DuckDBCorrelationLimits && len(b.p.fnCalls) == 0 {
		if c := b.outerColumn(&WinCall{Fn: w}); c != "" {
			return nil, errAt(x, "window function %s reads %s, a column of an outer query, which a window function of a subquery cannot read", name, c)
		}
	}
	types := make([]Type, len(w.Args))
	for i, a := range w.Args {
		types[i] = a.Type()
	}
	switch name {
	case "row_number", "rank", "dense_rank", "ntile":
		w.T = tBigInt
	case "percent_rank", "cume_dist":
		w.T = tDouble
	case "lag", "lead", "first_value", "last_value", "nth_value":
		if len(types) > 0 {
			w.T = types[0]
		}
	default:
		w.T = aggResultType(w.Name, types, b.p.eng.opts.AvgDecimal, b.p.eng.opts.NumericIntAggregates)
	}
	wc := &WinCall{Fn: w}
	w.T.PGLoose = b.p.pgLooseType(wc).PGLoose
	return wc, nil
}

// readsOwnLevel reports whether the arguments, FILTER or ORDER BY of a
// read a column of b's query level (or of a lambda's parameters there).
func (b *binder) readsOwnLevel(a *AggCall) bool {
	used := aggCols(a)
	level := levelScope(b.sc)
	for sc := b.sc; sc != nil; sc = sc.parent {
		for _, c := range sc.cols {
			if used[c.ID] {
				return true
			}
		}
		if sc == level {
			break
		}
	}
	return false
}

// outerColumn names a column of a query level around b's that e reads
// outside its subqueries (a lambda's parameters belong to b's level), or "".
func (b *binder) outerColumn(e Expr) string {
	used := map[ColID]bool{}
	walkExpr(e, func(x Expr) bool {
		if c, ok := x.(*ColRef); ok {
			used[c.ID] = true
		}
		return true
	})
	if len(used) == 0 {
		return ""
	}
	for sc := levelScope(b.sc).parent; sc != nil; sc = sc.parent {
		for _, c := range sc.cols {
			if used[c.ID] {
				return c.Name
			}
		}
	}
	return ""
}

// argsReadLambda reports whether one of args reads a parameter of a
// lambda around b (outside its subqueries).
func (b *binder) argsReadLambda(args []Expr) bool {
	if !b.sc.lambda {
		return false
	}
	read := false
	for _, e := range args {
		walkExpr(e, func(x Expr) bool {
			if c, ok := x.(*ColRef); ok {
				for sc := b.sc; sc != nil && sc.lambda; sc = sc.parent {
					for _, p := range sc.cols {
						read = read || p.ID == c.ID
					}
				}
			}
			return !read
		})
	}
	return read
}

// argsOuterScope is the outermost scope of a query level around b's
// whose column one of args reads (outside its subqueries), or nil.
func (b *binder) argsOuterScope(args []Expr) *scope {
	used := map[ColID]bool{}
	for _, e := range args {
		walkExpr(e, func(x Expr) bool {
			if c, ok := x.(*ColRef); ok {
				used[c.ID] = true
			}
			return true
		})
	}
	var at *scope
	if len(used) == 0 {
		return nil
	}
	for sc := levelScope(b.sc).parent; sc != nil; sc = sc.parent {
		for _, c := range sc.cols {
			if used[c.ID] {
				at = sc
				break
			}
		}
	}
	return at
}

// lambdaOnly reports whether every column in used is a lambda parameter
// bound inside the current expression (not an outer column).
func (b *binder) lambdaOnly(used map[ColID]bool) bool {
	for sc := b.sc; sc != nil; sc = sc.parent {
		for _, c := range sc.cols {
			if used[c.ID] {
				return false
			}
		}
	}
	return true
}

// bindSQLScalar binds a call of a scalar SQL function (CREATE FUNCTION ...
// RETURNS t LANGUAGE SQL, a DuckDB macro) as the scalar subquery of its
// body with each parameter replaced by its argument.
func (b *binder) bindSQLScalar(x *ast.Func, fn *sqlFunction) (Expr, error) {
	if len(x.Args) != len(fn.params) {
		return nil, errAt(x, "function %s takes %d arguments, not %d", fn.name, len(fn.params), len(x.Args))
	}
	if b.p.depth > 64 {
		return nil, errAt(x, "function %s: calls nested too deep", fn.name)
	}
	args := map[string]ast.Expr{}
	for i, p := range fn.params {
		a := x.Args[i]
		if na, ok := a.(*ast.NamedArg); ok {
			a = na.Value
		}
		args[strings.ToLower(p.Name)] = a
		args["$"+strconv.Itoa(i+1)] = args[strings.ToLower(p.Name)]
	}
	body := ast.RewriteQuery(fn.body, func(n ast.Node) ast.Node {
		switch r := n.(type) {
		case *ast.ColumnRef:
			if len(r.Name) == 1 {
				if a, ok := args[strings.ToLower(r.Name[0].Name)]; ok {
					return a
				}
			}
		case *ast.Param:
			if a, ok := args[strings.ToLower(r.Name)]; ok {
				return a
			}
		}
		return n
	})
	b.p.depth++
	defer func() { b.p.depth-- }()
	// the arguments are values for the body: an aggregate there that reads
	// them belongs to the body (placeAgg)
	b.p.fnCalls = append(b.p.fnCalls, levelScope(b.sc))
	defer func() { b.p.fnCalls = b.p.fnCalls[:len(b.p.fnCalls)-1] }()
	e, err := b.subquery(body, SubScalar, nil, 0, false, x)
	if err != nil {
		return nil, err
	}
	if t := fn.resultCols[0].Type; t.Kind != ast.TypeUnknown && e.Type().Kind != t.Kind {
		return &CastE{X: e, To: t}, nil
	}
	return e, nil
}

// ownSort reports whether the unread call x (named name) is one of the
// array sorts the executor models per dialect: list_sort, array_sort,
// list_reverse_sort or array_reverse_sort without a comparator (Spark's,
// Trino's and Presto's array_sort(a, f) is not modelled).
func ownSort(x *ast.Func, name string) bool {
	switch name {
	case "list_sort", "array_sort", "list_reverse_sort", "array_reverse_sort":
	default:
		return false
	}
	for _, a := range x.Args {
		if _, ok := a.(*ast.Lambda); ok {
			return false
		}
	}
	return true
}

// concatWsArgs checks the arguments of concat_ws (x, its bound arguments
// args) under the dialect's rules: Options.ConcatWSStringsOnly and
// Options.ConcatWSArrayText.
func (b *binder) concatWsArgs(x *ast.Func, args []Expr) error {
	o := &b.p.eng.opts
	for i, a := range args {
		t := a.Type()
		if o.ConcatWSArrayText && i > 0 && t.Kind == ast.TypeArray {
			return errAt(x, "concat_ws of an array writes the array's text in this dialect, which the executor does not model")
		}
		if !o.ConcatWSStringsOnly {
			continue
		}
		if t.Kind == ast.TypeArray && (i > 0 && (t.Elem == nil || t.Elem.Kind == ast.TypeUnknown || t.Elem.Kind.IsText())) ||
			t.Kind == ast.TypeUnknown || t.Kind.IsText() {
			continue
		}
		return errAt(x, "argument %d of concat_ws must be a string or an array of strings, not %s", i+1, t)
	}
	return nil
}

// extremesCommonType refuses greatest or least (x, its bound arguments
// args) of a string and a number (Options.ExtremesNeedCommonType).
func extremesCommonType(x *ast.Func, args []Expr) error {
	text, num := false, false
	for _, a := range args {
		k := a.Type().Kind
		text = text || k.IsText()
		num = num || k.IsNumeric()
	}
	if text && num {
		return errAt(x, "%s of a string and a number: they have no common type", strings.ToLower(x.Name.Last().Name))
	}
	return nil
}

// makeIntervalParams are PostgreSQL's make_interval parameter names, in
// order (PostgreSQL date/time functions).
var makeIntervalParams = []string{"years", "months", "weeks", "days", "hours", "mins", "secs"}

// bigqueryMakeIntervalParams are BigQuery's MAKE_INTERVAL parameter
// names, in order (BigQuery's interval functions reference:
// MAKE_INTERVAL(year, month, day, hour, minute, second), INT64 values, each
// optional, 0 by default, and can be named; MAKE_INTERVAL(1, 6, 15) is
// 1-6 15 0:0:0, MAKE_INTERVAL(1, minute => 5, day => 2) 1-0 2 0:5:0).
var bigqueryMakeIntervalParams = []string{"year", "month", "day", "hour", "minute", "second"}

// makeIntervalPositional writes make_interval's named arguments
// (make_interval(days => 3), PostgreSQL 15 run: 3 days) at their
// positions, a 0 for each one left out before the last given; nil when no
// argument is named. BigQuery's arguments (bigquery) are written at
// PostgreSQL's positions, a 0 for the weeks.
func makeIntervalPositional(x *ast.Func, bigquery bool) ([]ast.Expr, error) {
	params := makeIntervalParams
	if bigquery {
		params = bigqueryMakeIntervalParams
	}
	named := false
	for _, a := range x.Args {
		if _, ok := a.(*ast.NamedArg); ok {
			named = true
		}
	}
	if !named && !bigquery {
		return nil, nil
	}
	out := make([]ast.Expr, len(params))
	last := -1
	for i, a := range x.Args {
		pos := i
		v := a
		if na, ok := a.(*ast.NamedArg); ok {
			pos = slices.Index(params, strings.ToLower(na.Name.Name))
			v = na.Value
			if pos < 0 {
				return nil, errAt(a, "make_interval has no parameter %s", na.Name.Name)
			}
		}
		if pos >= len(out) {
			return nil, errAt(a, "make_interval takes at most %d arguments", len(out))
		}
		if out[pos] != nil {
			return nil, errAt(a, "make_interval: %s given twice", params[pos])
		}
		out[pos] = v
		last = max(last, pos)
	}
	out = out[:last+1]
	for i, a := range out {
		if a == nil {
			out[i] = &ast.Literal{Span: x.Span, Kind: ast.LitInt, Value: "0"}
		}
	}
	if bigquery && len(out) > 2 {
		out = slices.Insert(out, 2, ast.Expr(&ast.Literal{Span: x.Span, Kind: ast.LitInt, Value: "0"}))
	}
	return out, nil
}

// duckFineUnit: e is a string literal naming DuckDB's millisecond or
// microsecond (internal/dateunit).
func duckFineUnit(e ast.Expr) bool {
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitString {
		return false
	}
	u := duckUnitName(l.Value)
	return u == "millisecond" || u == "microsecond"
}

// nullifType is the type x converts to in PostgreSQL's nullif(x, y) of
// numbers x and y, for the = its operator resolution picks (PostgreSQL 15:
// pg_typeof(nullif(1, 2.5)) is numeric, nullif(1, 2::real) and
// nullif(2.5, 1::real) double precision, nullif(1::real, 2::float8) real
// and nullif(1, 2::bigint) integer, as float4 = float8 and int4 = int8
// exist); ok is false when x keeps its type.
func nullifType(x, y Type) (Type, bool) {
	rx, ry := numericRank(x.Kind), numericRank(y.Kind)
	switch {
	case rx == 0 || ry == 0 || x.Kind == ast.TypeReal || x.Kind == ast.TypeDouble ||
		x.Kind == ast.TypeDecimal && y.Kind.IsInteger() || x.Kind.IsInteger() && y.Kind.IsInteger() || x.Kind == y.Kind:
		return x, false
	case y.Kind == ast.TypeReal || y.Kind == ast.TypeDouble:
		return tDouble, true
	}
	return Type{Kind: ast.TypeDecimal}, true // an integer x, a numeric y
}
