package dialects

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects/colname"
)

// The names PostgreSQL and DuckDB give an unaliased select item, told from
// the tree the front end built, which holds canonical calls (DuckDB's
// str_split(s, ',') is read as split_literal, the name as written kept in
// Func.Written) and drops the rest of the text: a name is given only where
// the tree, with the spans of its nodes, says exactly what was written; ok
// is false elsewhere and the translation refuses.

// postgresItemName is the name PostgreSQL gives the select item e
// (colname.Postgres): a call is named after the function as written, an
// identifier folded to lower case unless quoted.
func postgresItemName(d *Dialect, e ast.Expr) (string, bool) {
	return PostgresItemName(d, e, nil)
}

// PostgresItemName is postgresItemName for the reference executor, which
// plans the subqueries and so can tell the first column of one whose first
// item is a star: sub, when set, names it (colname.Postgres.Subquery).
func PostgresItemName(d *Dialect, e ast.Expr, sub func(*ast.Subquery) (string, bool)) (string, bool) {
	if b, ok := e.(*ast.Binary); ok && b.Op == ast.OpIntDiv && !writtenAsItself(b) {
		return "div", true // PostgreSQL has no operator for it: div(a, b)
	}
	return colname.Postgres{
		Func: func(f *ast.Func) (string, bool) {
			if name, ok := postgresFormName(f); ok {
				return name, true
			}
			name, _, ok := writtenFunc(d, f)
			if ok && name == "trim" {
				// PostgreSQL 15 reads trim(x) as btrim(x) and names it so
				name = "btrim"
			}
			return name, ok
		},
		Ident: func(id ast.Ident) string {
			if id.Quoted {
				return id.Name
			}
			return strings.ToLower(id.Name)
		},
		Written:  writtenAsItself,
		Subquery: sub,
	}.Name(e)
}

// postgresFormName is the name PostgreSQL 15 gives the special form f,
// built as a call whose name spans the whole form (and has no Written):
// POSITION(a IN b) is position, SUBSTRING(x FROM a) substring,
// TRIM([BOTH] ... FROM x) btrim, TRIM(LEADING ...) ltrim, TRIM(TRAILING
// ...) rtrim, OVERLAY(...) overlay (each checked on PostgreSQL 15). ok is
// false for anything else (x ^ 2, read as power, is ?column? there).
func postgresFormName(f *ast.Func) (string, bool) {
	if f.Written != "" || len(f.Name) != 1 || f.Name[0].Quoted || f.Name[0].Span != f.Span || !f.Span.Start.IsValid() {
		return "", false
	}
	name, ok := postgresFormNames[strings.ToLower(f.Name[0].Name)]
	return name, ok
}

// postgresFormNames maps the canonical call of a special form to
// PostgreSQL's name for it (postgresFormName).
var postgresFormNames = map[string]string{
	"strpos": "position", "substr_sql": "substring", "trim": "btrim", "btrim": "btrim",
	"ltrim": "ltrim", "rtrim": "rtrim", "overlay": "overlay",
	"substring_regex": "substring", "substring_similar": "substring", "trim_chars": "btrim", "trim_leading": "ltrim", "trim_trailing": "rtrim",
}

// writtenAsItself reports whether the operator node e was written as an
// operator, not read from a call (PostgreSQL div(a, b) is read as a DIV b
// spanning the call; a reading that builds a CASE gives its arms the
// call's span). The spans of parentheses are the inner expression's, so
// an infix node written (a) + (b) fails too, which only refuses a name.
func writtenAsItself(e ast.Expr) bool {
	switch x := e.(type) {
	case *ast.Binary:
		if x.L == nil || x.R == nil {
			return false
		}
		sp, l, r := x.Span, x.L.SpanOf(), x.R.SpanOf()
		return sp.Start.IsValid() && l.Start.IsValid() && r.End.IsValid() &&
			!(sp.Start.Offset < l.Start.Offset && sp.End.Offset > r.End.Offset)
	case *ast.Case:
		return len(x.Whens) > 0 && x.Whens[0] != nil && x.Whens[0].Span.Start.Offset > x.Span.Start.Offset
	}
	return true
}

// writtenFunc tells how the call f was written in d: the function's name
// as written (f.Written, lower case unless quoted) and whether reading it
// kept the arguments as written (no argument added, dropped, reordered or
// replaced). The front end renames a call to its canonical function
// (DuckDB ucase(s) is upper(s), len(l) is cardinality(l)) and may rewrite
// its arguments; it keeps the name as written. ok is false for a call not
// written as one (a special form such as trim(both from s), built as a
// call) and for a spelling that no longer reads as f's function (a pass
// renamed the call).
func writtenFunc(d *Dialect, f *ast.Func) (name string, argsKept bool, ok bool) {
	if len(f.Name) != 1 || f.Written == "" {
		return "", false, false
	}
	id, w := f.Name[0], string(f.Written)
	if id.Quoted {
		// quoted names are not resolved: the name is as written, between
		// quotes (with none doubled inside)
		if len(w) < 2 || w[1:len(w)-1] != id.Name {
			return "", false, false
		}
		return id.Name, argsInOrder(f), true
	}
	name = strings.ToLower(w)
	if strings.EqualFold(w, id.Name) && (f.Unread || fnLookupRead(d, name, false) == nil) {
		return name, argsInOrder(f), true // not resolved (or a form not read): as written
	}
	probe := name
	if d.Name == "duckdb" && name == "aggregate" {
		// the front end reads DuckDB's aggregate(l, name) as list_aggregate
		probe = "list_aggregate"
	}
	named, kept := rereads(d, probe, f)
	return name, kept, named
}

// rereads reads the call f again as if written with the spelling w and
// its arguments: named reports whether that gives f's function, kept
// whether it also gives the very same arguments, written in order inside
// the parentheses; then reading it kept them (a reading that added,
// dropped, reordered or replaced one fails one of the two).
func rereads(d *Dialect, w string, f *ast.Func) (named, kept bool) {
	probe := *f
	probe.Name = ast.QName{{Span: f.Name[0].Span, Name: w}}
	e, ok := ResolveCall(d, &probe, false)
	g, isCall := e.(*ast.Func)
	if !ok || !isCall || !strings.EqualFold(g.Name.Last().Name, f.Name.Last().Name) {
		return false, false
	}
	if len(g.Args) != len(f.Args) || !argsInOrder(f) {
		return true, false
	}
	for i := range f.Args {
		if g.Args[i] != f.Args[i] {
			return true, false
		}
	}
	return true, true
}

// argsInOrder: f's arguments were written one after the other between its
// name and its end (an argument the front end added spans the call).
func argsInOrder(f *ast.Func) bool {
	at := f.Name.Last().Span.End.Offset
	for _, a := range f.Args {
		sp := a.SpanOf()
		if !sp.Start.IsValid() || sp.Start.Offset < at || sp.End.Offset >= f.Span.End.Offset {
			return false
		}
		at = sp.End.Offset
	}
	return true
}

// duckdbItemName is the name DuckDB gives an unaliased select item that is
// the generator call f: the call's text as DuckDB prints it, unnest(arr) or
// unnest(t.arr). DuckDB prints the expression it parsed, not the text
// written (duckdbText); ok is false for an argument whose printing is not
// known.
func duckdbItemName(d *Dialect, f *ast.Func) (string, bool) {
	name := strings.ToLower(f.Name.Last().Name)
	if cell, ok := fnWrite[name][d.Name]; ok && cell.name != "" {
		name = cell.name
	}
	args, ok := duckdbTexts(d, f.Args)
	if !ok {
		return "", false
	}
	return name + "(" + args + ")", true
}

// duckdbSelectItemName is the name DuckDB gives the unaliased select item
// e: its printing. A column is named after the table's column, whose case
// the tree does not know: ok is false.
func duckdbSelectItemName(d *Dialect, e ast.Expr) (string, bool) {
	if _, col := e.(*ast.ColumnRef); col {
		return "", false
	}
	return duckdbText(d, e)
}

func duckdbTexts(d *Dialect, args []ast.Expr) (string, bool) {
	parts := make([]string, len(args))
	for i, a := range args {
		t, ok := duckdbText(d, a)
		if !ok {
			return "", false
		}
		parts[i] = t
	}
	return strings.Join(parts, ", "), true
}

// duckdbText is e as DuckDB 1.5 prints it in a column name; ok is false
// for the forms whose printing is not reproduced. Every form here was
// checked on DuckDB 1.5 (the differential test TestDuckDBItemNamesOnEngine
// in package rewrite reads the names DuckDB gives): a column as written,
// quoted when it is a keyword or not a plain name; an integer as its value
// (007 is 7, - 2 is -2); a string with its quotes doubled; a boolean as
// CAST('t' AS BOOLEAN); [1, 2] as main.list_value(1, 2); an operation in
// parentheses, (x + 1), with <> as != and LIKE as ~~, AND and OR chains
// flattened; NOT of a comparison as the opposite comparison; a cast as
// CAST(x AS INTEGER) with DuckDB's name of the type; a call with its name
// as written, lower-cased, and count(*) as count_star(); CASE as
// CASE  WHEN (c) THEN (r) ELSE e END.
func duckdbText(d *Dialect, e ast.Expr) (string, bool) {
	if !writtenAsItself(e) {
		return "", false
	}
	paren := func(parts ...string) string { return "(" + strings.Join(parts, "") + ")" }
	switch x := e.(type) {
	case *ast.ColumnRef:
		parts := make([]string, len(x.Name))
		for i, p := range x.Name {
			q, ok := duckdbIdent(p.Name)
			if !ok {
				return "", false
			}
			parts[i] = q
		}
		return strings.Join(parts, "."), true
	case *ast.Literal:
		switch x.Kind {
		case ast.LitNull:
			return "NULL", true
		case ast.LitString:
			return "'" + strings.ReplaceAll(x.Value, "'", "''") + "'", true
		case ast.LitInt:
			return duckdbInt(x.Value)
		case ast.LitDecimal:
			return duckdbDecimal(x.Value)
		case ast.LitBool:
			switch strings.ToLower(x.Value) {
			case "true":
				return "CAST('t' AS BOOLEAN)", true
			case "false":
				return "CAST('f' AS BOOLEAN)", true
			}
		}
	case *ast.TypedLit:
		// DATE '2020-01-01' is a cast of the string as written
		typ, ok := duckdbTypeText(x.Type)
		return "CAST('" + strings.ReplaceAll(x.Value, "'", "''") + "' AS " + typ + ")", ok
	case *ast.Unary:
		switch x.Op {
		case ast.OpNeg:
			if lit, ok := x.X.(*ast.Literal); ok && (lit.Kind == ast.LitInt || lit.Kind == ast.LitDecimal) {
				// a negative number is folded into a constant
				v, ok := duckdbText(d, lit)
				if !ok || strings.Trim(v, "0.") == "" {
					return "", false
				}
				return "-" + v, true
			}
			if u, ok := x.X.(*ast.Unary); ok && u.Op == ast.OpNeg {
				return "", false // - - 1 is folded
			}
			t, ok := duckdbText(d, x.X)
			return "-(" + t + ")", ok
		case ast.OpNot:
			if b, ok := x.X.(*ast.Binary); ok {
				if op, ok := duckdbNegated[b.Op]; ok {
					l, ok1 := duckdbText(d, b.L)
					r, ok2 := duckdbText(d, b.R)
					return paren(l, " ", op, " ", r), ok1 && ok2
				}
			}
			t, ok := duckdbText(d, x.X)
			return paren("NOT ", t), ok
		}
	case *ast.Binary:
		if x.Op == ast.OpAnd || x.Op == ast.OpOr {
			word := " AND "
			if x.Op == ast.OpOr {
				word = " OR "
			}
			var parts []string
			var walk func(e ast.Expr) bool
			walk = func(e ast.Expr) bool {
				if b, ok := e.(*ast.Binary); ok && b.Op == x.Op && writtenAsItself(b) {
					return walk(b.L) && walk(b.R)
				}
				t, ok := duckdbText(d, e)
				parts = append(parts, t)
				return ok
			}
			if !walk(x) {
				return "", false
			}
			return paren(strings.Join(parts, word)), true
		}
		op, ok := duckdbBinary[x.Op]
		if !ok {
			return "", false
		}
		l, ok1 := duckdbText(d, x.L)
		r, ok2 := duckdbText(d, x.R)
		return paren(l, " ", op, " ", r), ok1 && ok2
	case *ast.IsNull:
		t, ok := duckdbText(d, x.X)
		if x.Not {
			return paren(t, " IS NOT NULL"), ok
		}
		return paren(t, " IS NULL"), ok
	case *ast.InList:
		t, ok := duckdbText(d, x.X)
		list, ok2 := duckdbTexts(d, x.List)
		word := " IN ("
		if x.Not {
			word = " NOT IN ("
		}
		return paren(t, word, list, ")"), ok && ok2 && len(x.List) > 0
	case *ast.Between:
		if x.Symmetric {
			return "", false
		}
		t, ok1 := duckdbText(d, x.X)
		lo, ok2 := duckdbText(d, x.Lo)
		hi, ok3 := duckdbText(d, x.Hi)
		out := paren(t, " BETWEEN ", lo, " AND ", hi)
		if x.Not {
			out = paren("NOT ", out)
		}
		return out, ok1 && ok2 && ok3
	case *ast.Like:
		op := map[[2]bool]string{{false, false}: "~~", {false, true}: "!~~", {true, false}: "~~*", {true, true}: "!~~*"}[[2]bool{x.Kind == ast.LikeILike, x.Not}]
		if x.Escape != nil || (x.Kind != ast.LikePlain && x.Kind != ast.LikeILike) {
			return "", false
		}
		l, ok1 := duckdbText(d, x.X)
		r, ok2 := duckdbText(d, x.Pattern)
		return paren(l, " ", op, " ", r), ok1 && ok2
	case *ast.Cast:
		t, ok1 := duckdbText(d, x.X)
		typ, ok2 := duckdbTypeText(x.Type)
		word := "CAST("
		switch x.Mode {
		case ast.CastStrict:
		case ast.CastTry:
			word = "TRY_CAST("
		default:
			return "", false
		}
		return word + t + " AS " + typ + ")", ok1 && ok2
	case *ast.Case:
		if x.Operand != nil || len(x.Whens) == 0 {
			return "", false
		}
		var b strings.Builder
		b.WriteString("CASE ")
		for _, w := range x.Whens {
			if w == nil {
				return "", false
			}
			c, ok1 := duckdbText(d, w.Cond)
			r, ok2 := duckdbText(d, w.Result)
			if !ok1 || !ok2 {
				return "", false
			}
			b.WriteString(" WHEN (" + c + ") THEN (" + r + ")")
		}
		els := "NULL"
		if x.Else != nil {
			var ok bool
			if els, ok = duckdbText(d, x.Else); !ok {
				return "", false
			}
		}
		b.WriteString(" ELSE " + els + " END")
		return b.String(), true
	case *ast.Subscript:
		t, ok1 := duckdbText(d, x.X)
		i, ok2 := duckdbText(d, x.Index)
		return t + "[" + i + "]", ok1 && ok2 && x.Missing == 0
	case *ast.Slice:
		if x.Lo == nil || x.Hi == nil {
			return "", false
		}
		t, ok1 := duckdbText(d, x.X)
		lo, ok2 := duckdbText(d, x.Lo)
		hi, ok3 := duckdbText(d, x.Hi)
		return t + "[" + lo + ":" + hi + "]", ok1 && ok2 && ok3
	case *ast.Func:
		return duckdbCallText(d, x)
	case *ast.Array:
		if !bracketList(x) {
			return "", false
		}
		args, ok := duckdbTexts(d, x.Elems)
		if !ok {
			return "", false
		}
		return "main.list_value(" + args + ")", true
	}
	return "", false
}

// duckdbCallText prints a call.
func duckdbCallText(d *Dialect, f *ast.Func) (string, bool) {
	if f.Over != nil || f.Filter != nil || len(f.OrderBy) > 0 || len(f.WithinGroup) > 0 || f.Nulls != ast.NullsUnspecified {
		return "", false
	}
	if len(f.Name) == 1 && strings.EqualFold(f.Name[0].Name, "array_value") && !f.Name[0].Quoted {
		// DuckDB's array_value(...) (a fixed-size ARRAY), read as written
		if !strings.EqualFold(string(f.Written), "array_value") || f.Distinct || f.Star || !argsInOrder(f) {
			return "", false
		}
		args, ok := duckdbTexts(d, f.Args)
		return "array_value(" + args + ")", ok
	}
	name, kept, ok := writtenFunc(d, f)
	if !ok || !kept || f.Name[0].Quoted {
		return "", false
	}
	if len(f.Args) == 0 && !f.Star && f.Name[0].Span.End.Offset >= f.Span.End.Offset {
		// written without parentheses: DuckDB names current_date so, and
		// current_date() with them (checked on DuckDB 1.5); not told here
		return "", false
	}
	if name == "coalesce" || name == "ifnull" {
		// an operator to DuckDB: COALESCE(x, 1), also for ifnull
		args, ok := duckdbTexts(d, f.Args)
		return "COALESCE(" + args + ")", ok && !f.Distinct && !f.Star && len(f.Args) > 0
	}
	if q, _ := duckdbIdent(name); q != name {
		// a keyword: printed quoted, some with main.
		prefix, known := duckdbKeywordCalls[name]
		if !known {
			return "", false
		}
		name = prefix + q
	}
	if f.Star {
		if name != "count" || len(f.Args) > 0 || f.Distinct {
			return "", false
		}
		return "count_star()", true
	}
	if name == "count" && len(f.Args) == 0 {
		return "", false
	}
	for _, a := range f.Args {
		if _, named := a.(*ast.NamedArg); named {
			return "", false
		}
	}
	args, ok := duckdbTexts(d, f.Args)
	if !ok {
		return "", false
	}
	if f.Distinct {
		return name + "(DISTINCT " + args + ")", len(f.Args) > 0
	}
	return name + "(" + args + ")", true
}

// duckdbKeywordCalls are the calls of a function named by a DuckDB keyword
// whose printing is known (checked on DuckDB 1.5): the name quoted, after
// main. for the two that DuckDB's grammar also reads as special forms
// (trim(s) prints as main."trim"(s)). Other keywords are refused: DuckDB
// prints if(c, a, b) as a CASE, coalesce(a, b) as COALESCE(a, b).
var duckdbKeywordCalls = map[string]string{
	"nullif": "", "replace": "", "left": "", "right": "", "first": "", "year": "",
	"quarter": "", "hour": "", "minute": "", "second": "",
	"trim": "main.", "substring": "main.",
}

// duckdbIdent is the identifier name as DuckDB prints it: as is when it is
// a plain name that is no keyword, else quoted; ok is false for an empty
// name.
func duckdbIdent(name string) (string, bool) {
	if name == "" {
		return "", false
	}
	plain := !duckdbKeywords[strings.ToLower(name)]
	for i, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '_' || i > 0 && r >= '0' && r <= '9') {
			plain = false
		}
	}
	if plain {
		return name, true
	}
	return `"` + strings.ReplaceAll(name, `"`, `""`) + `"`, true
}

var duckdbBinary = map[ast.BinaryOp]string{
	ast.OpAdd: "+", ast.OpSub: "-", ast.OpMul: "*", ast.OpDivFrac: "/", ast.OpIntDiv: "//", ast.OpMod: "%",
	ast.OpConcat: "||", ast.OpEq: "=", ast.OpNe: "!=", ast.OpLt: "<", ast.OpLe: "<=", ast.OpGt: ">", ast.OpGe: ">=",
	ast.OpIsDistinct: "IS DISTINCT FROM", ast.OpIsNotDistinct: "IS NOT DISTINCT FROM",
	ast.OpBitAnd: "&", ast.OpBitOr: "|", ast.OpShl: "<<", ast.OpShr: ">>",
}

// duckdbNegated: DuckDB prints NOT (a = b) as (a != b).
var duckdbNegated = map[ast.BinaryOp]string{
	ast.OpEq: "!=", ast.OpNe: "=", ast.OpLt: ">=", ast.OpLe: ">", ast.OpGt: "<=", ast.OpGe: "<",
}

// duckdbTypeText is DuckDB's printing of a cast's type (INT is INTEGER,
// TEXT is VARCHAR; the names that are no DuckDB keyword are quoted).
func duckdbTypeText(t *ast.TypeName) (string, bool) {
	if t == nil {
		return "", false
	}
	noParams := len(t.Params) == 0
	switch t.Kind {
	case ast.TypeArray:
		if t.Elem == nil || !noParams {
			return "", false
		}
		e, ok := duckdbTypeText(t.Elem)
		return e + "[]", ok
	case ast.TypeDecimal:
		written := t.Span.End.Offset - t.Span.Start.Offset
		switch {
		case len(t.Params) == 0 || written <= len("DECIMAL") && t.Span.Start.IsValid():
			// written DECIMAL or NUMERIC: the front end holds the
			// default (18, 3), DuckDB prints the type as written
			return "DECIMAL", true
		case len(t.Params) == 2 && t.Params[1] != 0:
			// (DECIMAL(5) prints so, and is held as (5, 0))
			return "DECIMAL(" + strconv.Itoa(t.Params[0]) + ", " + strconv.Itoa(t.Params[1]) + ")", true
		}
		return "", false
	case ast.TypeVarchar, ast.TypeChar:
		switch len(t.Params) {
		case 0:
			return "VARCHAR", t.Kind == ast.TypeVarchar
		case 1:
			return "VARCHAR(" + strconv.Itoa(t.Params[0]) + ")", true
		}
		return "", false
	}
	name, ok := duckdbTypeNames[t.Kind]
	return name, ok && noParams
}

var duckdbTypeNames = map[ast.TypeKind]string{
	ast.TypeBool: "BOOLEAN", ast.TypeTinyInt: `"TINYINT"`, ast.TypeSmallInt: "SMALLINT", ast.TypeInt: "INTEGER",
	ast.TypeBigInt: "BIGINT", ast.TypeHugeInt: `"HUGEINT"`, ast.TypeReal: "FLOAT", ast.TypeDouble: `"DOUBLE"`,
	ast.TypeString: "VARCHAR", ast.TypeDate: `"DATE"`, ast.TypeTime: "TIME", ast.TypeTimestamp: "TIMESTAMP",
	ast.TypeTimestampTZ: `"TIMESTAMP WITH TIME ZONE"`, ast.TypeInterval: "INTERVAL", ast.TypeBinary: `"BLOB"`,
	ast.TypeUUID: `"UUID"`, ast.TypeJSON: `"JSON"`,
}

// duckdbInt is a decimal integer literal as DuckDB prints its value
// (leading zeros dropped); ok is false past 18 digits, where the type and
// so the printing may change.
func duckdbInt(v string) (string, bool) {
	if v == "" || len(v) > 18 {
		return "", false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return "", false
		}
	}
	v = strings.TrimLeft(v, "0")
	if v == "" {
		v = "0"
	}
	return v, true
}

// duckdbDecimal is a decimal literal as DuckDB prints it: the digits as
// written, when written 0.5 or 12.50 (other spellings, .5 or 1. or 01.5,
// print otherwise; past 18 digits the type may change).
func duckdbDecimal(v string) (string, bool) {
	whole, frac, ok := strings.Cut(v, ".")
	if !ok || whole == "" || frac == "" || len(whole)+len(frac) > 18 || len(whole) > 1 && whole[0] == '0' {
		return "", false
	}
	for _, r := range whole + frac {
		if r < '0' || r > '9' {
			return "", false
		}
	}
	return v, true
}

// bracketList reports whether a list was written [a, b] (DuckDB prints it
// main.list_value(a, b)) rather than ARRAY[a, b] or list_value(a, b),
// which parse to the same node: "ARRAY[" and "list_value(" take six
// characters or more before the first element, "[" and blanks less, so a
// shorter gap (or, for an empty list, a shorter text) is a bracket.
func bracketList(a *ast.Array) bool {
	start := a.Span.Start.Offset
	if !a.Span.Start.IsValid() {
		return false
	}
	if len(a.Elems) == 0 {
		return a.Span.End.Offset-start < len("ARRAY[]")
	}
	first := a.Elems[0].SpanOf().Start
	return first.IsValid() && first.Offset-start < len("ARRAY[")
}
