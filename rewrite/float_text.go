package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/floattext"
)

// The text of a floating-point value. Each dialect writes a DOUBLE or a
// REAL as text its own way (FloatTextRule): Hive and Spark as Java's
// Double.toString and Float.toString do (3.0, 1.0E7, 1.0E-4, NaN,
// Infinity), PostgreSQL the shortest exact digits, plain for a decimal
// exponent from -4 to 14 (6 for a real) and else d.dde+XX (3, 10000000,
// 1e+15, 1e-05, checked on PostgreSQL 15), DuckDB its own (checked on
// DuckDB 1.5). A conversion of a value of floating type to text (CAST or
// TRY_CAST to a string type, || and concat, concat_ws, the string
// functions that take their argument as text, and LIKE) between two
// dialects whose rules differ, or whose rule is not documented here, is
// refused (T087): no bounded expression writes one dialect's digits in
// the other's for every value (the shortest exact digits are not reachable from the
// target's own text by string operations when the exponent forms differ).
// Hive and Spark share their rule and are translated as written. A float
// literal so converted (Hive's 1.5 and 1e7, Spark's and DuckDB's 1e7, a
// negated one) has its source text known when translating: it is written
// as that string literal ('1.5', '1.0E7'; floatTextFold) and needs no
// refusal where the source's rule is known. The elements of an array of
// floats joined by concat_ws or array_join, a float given to printf,
// format, string_agg or a JSON function (floatTextFormat, floatTextJSON),
// a string and a float meeting in a CASE, coalesce, if, a map's keys or a
// set operation's column (through an arm's own WITH), and greatest or
// least of the two (floatTextGreatest) are refused alike, as are a string
// and a float meeting inside arrays, maps or structs (floatTextMixed) and
// a CAST of one holding floats to one of strings (floatToNestedText). Without the
// operand's type, where it may be a float (mayBeFloat: not a literal, an
// integral value such as count(*), nor a DECIMAL rounded or defaulted), a
// CAST, ||, concat or concat_ws of a table's column raises for a float
// when the query runs toward PostgreSQL, DuckDB, Spark, Trino and Presto
// (floatUntypedWhen), and is kept with a warning (W024) otherwise: toward
// Hive, BigQuery, Doris and ANSI SQL, which document no function naming a
// value's type, Snowflake, whose SYSTEM$TYPEOF's names of a float are not
// documented, Drill, which documents no way to raise; a string function's argument of unknown type is taken to be a string. A string compared with a float needs no check: Hive, Spark and
// DuckDB compare them as DOUBLEs (Hive's
// FunctionRegistry.getCommonClassForComparison; DuckDB raises for a
// string that is no number, run on DuckDB 1.5), PostgreSQL raises.
const (
	// codeFloatText: a floating-point value converted to text between
	// dialects that write it otherwise.
	codeFloatText = "T087"
	// codeFloatTextUntyped: the operand of a conversion to text may be a
	// floating-point value, whose text differs between the dialects.
	codeFloatTextUntyped = "W024"
)

// FloatTextRule is how dialect writes a DOUBLE or REAL as text: "java"
// for Hive and Spark (3.0, 1.0E16), "postgres" (the shortest exact form:
// 3, 1e+16, checked on PostgreSQL 15), "duckdb" (3.0, 1e+16, checked on
// DuckDB); "" when not documented here. The reference executor follows
// it (run.go).
func FloatTextRule(dialect string) string {
	switch dialect {
	case "hive", "spark":
		return "java"
	case "postgres", "duckdb":
		return dialect
	}
	return ""
}

// floatTextSame reports whether dialects src and tgt write every DOUBLE
// and REAL alike as text.
func floatTextSame(src, tgt string) bool {
	r := FloatTextRule(src)
	return src == tgt || r != "" && r == FloatTextRule(tgt)
}

// floatTextAgree: floatTextSame for the source and the target.
func (c *Context) floatTextAgree() bool { return floatTextSame(c.Source.Name, c.Target.Name) }

// textFuncs are the functions that read their first argument as text and
// convert another value to it implicitly (Hive and Spark's length of a
// double is the length of its text); concat and concat_ws read every
// argument.
var textFuncs = map[string]bool{
	"length": true, "char_length": true, "character_length": true, "upper": true, "lower": true,
	"substr": true, "substring": true, "lpad": true, "rpad": true, "reverse": true, "trim": true,
	"ltrim": true, "rtrim": true, "replace": true, "instr": true, "left": true, "right": true,
	// the regular-expression functions and split read their subject as
	// text too (Hive's UDF bridge converts a DOUBLE to its text; Snowflake
	// coerces a FLOAT to VARCHAR: Snowflake's "Data type conversion")
	"regexp_replace": true, "regexp_replace_bs": true, "regexp_replace_first": true,
	"regexp_extract": true, "regexp_extract_null_group": true, "regexp_substr": true, "split": true, "split_regex": true,
	"locate": true, "strpos": true, "position": true,
	// and the other string functions of one string (Hive's UDF bridge
	// converts a DOUBLE argument to its text: md5(1e7) is the digest of
	// '1.0E7')
	"repeat": true, "octet_length": true, "md5": true, "sha1": true, "sha2": true, "crc32": true,
	"translate": true, "initcap": true, "ascii": true, "starts_with": true, "startswith": true,
	"ends_with": true, "endswith": true,
}

// textArgs is how many leading arguments of the string function name
// (textFuncs), given n, are read as text: the subject, and for the
// search functions the searched-for string as well (instr(s, sub),
// locate(sub, s), strpos(s, sub), position(sub, s)).
func textArgs(name string, n int) int {
	switch name {
	case "instr", "locate", "strpos", "position":
		return min(n, 2)
	}
	return 1
}

// floatTextCast checks a CAST or TRY_CAST to a string type.
func (c *Context) floatTextCast(x *ast.Cast, sc *scope) {
	if x.Type == nil || c.Source.Name == c.Target.Name {
		return
	}
	if !x.Type.Kind.IsText() {
		// the floats inside an ARRAY, MAP or STRUCT cast to one of strings
		if t := c.typeOf(x.X, sc); !c.floatTextAgree() && floatToNestedText(t, x.Type) {
			c.Refuse(codeFloatText, x, "cast the floating-point values to DECIMAL(p, s) first",
				"casting the floating-point values inside %s to text: %s and %s write a float otherwise (%s)",
				valueName(x.X, strings.ToUpper(t.Kind.String())), c.Source.Name, c.Target.Name, c.floatTextExamples())
		}
		return
	}
	// an ARRAY, MAP or STRUCT written as text: each dialect writes its own
	// brackets, separators and NULL (Spark [1, null], PostgreSQL {1,NULL},
	// DuckDB [1, NULL]; a struct {3.0} in Spark, {'a': 3.0} in DuckDB: run
	// on PostgreSQL 15 and DuckDB 1.5)
	if t := c.typeOf(x.X, sc); t != nil && (t.Kind == ast.TypeArray || t.Kind == ast.TypeMap || t.Kind == ast.TypeStruct) {
		c.Refuse(codeFloatText, x, "build the text explicitly (array_join, concat_ws, to_json)",
			"casting %s to text: %s and %s write it otherwise ([1, null] or {1,NULL} or [1, NULL])",
			valueName(x.X, strings.ToUpper(t.Kind.String())), c.Source.Name, c.Target.Name)
		return
	}
	if c.floatTextAgree() {
		return
	}
	c.floatTextOperand(x.X, x, sc, "casting")
}

// floatTextBinary checks the operands of ||.
func (c *Context) floatTextBinary(b *ast.Binary, sc *scope) ast.Expr {
	if c.rowConcatText(b, sc) { // row_concat_text.go
		return b
	}
	if b.Op != ast.OpConcat || c.floatTextAgree() {
		return b
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		if t := c.typeOf(o, sc); t != nil && t.Kind == ast.TypeArray {
			return b // array concatenation
		}
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		// every operand tested when the query runs (floatUntyped)
		if c.floatTextOperand(o, b, sc, "concatenating") && !c.floatUntyped(o) {
			break
		}
	}
	return b
}

// floatTextFunc checks the arguments that concat, concat_ws and the
// string functions read as text.
func (c *Context) floatTextFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 || c.Source.Name == c.Target.Name {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	switch name {
	case "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls":
		// Spark's, PostgreSQL's and DuckDB's greatest and least skip NULLs
		// (dialects/functions.go)
		c.floatTextGreatest(f, strings.TrimSuffix(name, "_ignore_nulls"), sc)
		return f
	}
	if c.floatTextAgree() {
		return f
	}
	var args []ast.Expr
	switch {
	case formatFuncs[name]:
		c.floatTextFormat(f, name, f.Args[1:], sc)
		return f
	case textAggs[name]:
		c.floatTextFormat(f, name, f.Args[:1], sc)
		return f
	case jsonFuncs[name]:
		c.floatTextJSON(f, name, sc)
		return f
	case name == "coalesce" || name == "nvl" || name == "ifnull" || name == "if" || name == "iff" || name == "nvl2" || name == "array":
		c.floatTextBranches(f, sc)
		return f
	case name == "concat" || name == "concat_skip_null" || name == "concat_ws":
		args = f.Args
		if name == "concat_ws" {
			args = f.Args[1:]
		}
		for _, a := range args {
			if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeArray {
				if name == "concat_ws" {
					c.floatArrayText(a, t, f)
				}
				return f // array concatenation, or concat_ws of arrays
			}
		}
	case name == "array_join" || name == "array_join_duck":
		t := c.typeOf(f.Args[0], sc)
		if t != nil && t.Kind == ast.TypeArray && t.Elem != nil && t.Elem.Kind != ast.TypeUnknown {
			c.floatArrayText(f.Args[0], t, f)
		} else if arr, ok := f.Args[0].(*ast.Array); ok {
			// ARRAY[1.5::float8, 2], whose elements' common type is not
			// given: a float among them makes them floats
			for _, el := range arr.Elems {
				if et := c.typeOf(el, sc); et != nil && (et.Kind == ast.TypeDouble || et.Kind == ast.TypeReal) {
					c.floatArrayText(arr, &ast.TypeName{Kind: ast.TypeArray, Elem: et}, f)
					break
				}
			}
		}
		return f
	case textFuncs[name]:
		args = f.Args[:textArgs(name, len(f.Args))]
	default:
		return f
	}
	for _, a := range args {
		if !textFuncs[name] || c.knownType(a, sc) {
			// the string functions are mostly given strings: without
			// the argument's type they do not warn
			if c.floatTextOperand(a, f, sc, "converting") && !c.floatUntyped(a) {
				break
			}
		}
	}
	return f
}

// formatFuncs are the functions that write their arguments after the
// format into it: Hive's and Spark's printf and format_string (Java's
// Formatter: %s of a DOUBLE is Double.toString's 1.0E7, %.2f rounds its
// decimal text half up, 0.125 to 0.13: Java SE API, Formatter), DuckDB's
// printf and format (%.2f of 0.125 is 0.12, {} of 1e7 10000000.0: run on
// DuckDB 1.5), PostgreSQL's format (%s writes its text: 10000000 for 1e7,
// run on PostgreSQL 15), Trino's and Presto's format (Java's Formatter).
var formatFuncs = map[string]bool{"printf": true, "format_string": true, "format": true}

// textAggs are the aggregates that join the text of their first argument:
// DuckDB's string_agg of a DOUBLE writes 9.0,10000000.0 (run on DuckDB
// 1.5), PostgreSQL's raises for one (run on PostgreSQL 15); how
// Snowflake's LISTAGG and Doris's group_concat write a float is not
// documented here.
var textAggs = map[string]bool{"string_agg": true, "listagg": true, "group_concat": true}

// floatTextFormat refuses (T087) a floating-point value among args, the
// arguments that the call f (formatFuncs, textAggs) writes as text, at
// the value: between dialects that write floats otherwise no format
// specifier gives the source's text (Java's %f rounds the shortest
// decimal digits, C's the binary value).
func (c *Context) floatTextFormat(f *ast.Func, name string, args []ast.Expr, sc *scope) {
	for _, a := range args {
		t := c.typeOf(a, sc)
		if t == nil || t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
			continue
		}
		c.Refuse(codeFloatText, a, "cast the value to DECIMAL(p, s) first",
			"%s writes %s as text: %s and %s write a %s otherwise (%s)",
			name, valueName(a, "floating-point"), c.Source.Name, c.Target.Name, strings.ToUpper(t.Kind.String()), c.floatTextExamples())
		return
	}
}

// floatTextExamples names how the source and the target write 3.0 and
// 1e7 as text where their rules are known (hive 3.0 and 1.0E7, postgres 3
// and 10000000), else the three known rules' texts.
func (c *Context) floatTextExamples() string {
	rs, rt := floattext.Of(FloatTextRule(c.Source.Name)), floattext.Of(FloatTextRule(c.Target.Name))
	if rs == 0 || rt == 0 {
		return "3.0 or 3, 1.0E7 or 1e+07 or 10000000.0"
	}
	ex := func(r floattext.Rule) string {
		return floattext.Format(3, false, r) + " and " + floattext.Format(1e7, false, r)
	}
	return c.Source.Name + " " + ex(rs) + ", " + c.Target.Name + " " + ex(rt)
}

// jsonFuncs are the functions that write their arguments, and the
// elements and fields of those, as JSON, whose numbers each dialect
// writes its own way: Spark's to_json writes a DOUBLE as Java's text
// (1.0E7), PostgreSQL's to_json(1e20::float8) is 1e+20 and DuckDB's
// 100000000000000000000 (run on PostgreSQL 15 and DuckDB 1.5).
var jsonFuncs = map[string]bool{
	"to_json": true, "to_jsonb": true, "json_object": true, "json_build_object": true,
	"jsonb_build_object": true, "json_array": true, "json_build_array": true, "jsonb_build_array": true,
	"row_to_json": true, "array_to_json": true, "json_agg": true, "jsonb_agg": true,
	"json_object_agg": true, "jsonb_object_agg": true, "json_group_array": true,
	"json_group_object": true, "json_quote": true, "to_json_string": true,
}

// holdsFloat reports whether t is a DOUBLE or a REAL, or an ARRAY, MAP or
// STRUCT holding one.
func holdsFloat(t *ast.TypeName) bool {
	if t == nil {
		return false
	}
	if t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal {
		return true
	}
	if holdsFloat(t.Elem) || holdsFloat(t.Key) || holdsFloat(t.Value) {
		return true
	}
	for _, fl := range t.Fields {
		if fl != nil && holdsFloat(fl.Type) {
			return true
		}
	}
	return false
}

// floatTextJSON refuses (T087) a JSON function (jsonFuncs) given a
// floating-point value, or a collection or struct holding one, at the
// argument.
func (c *Context) floatTextJSON(f *ast.Func, name string, sc *scope) {
	for _, a := range f.Args {
		if !holdsFloat(c.typeOf(a, sc)) {
			continue
		}
		kind := "floating-point"
		if t := c.typeOf(a, sc); t.Kind == ast.TypeArray || t.Kind == ast.TypeMap || t.Kind == ast.TypeStruct {
			kind = strings.ToUpper(t.Kind.String())
		}
		c.Refuse(codeFloatText, a, "cast the floating-point values to DECIMAL(p, s) first",
			"%s writes %s as JSON text, whose floating-point numbers %s and %s write otherwise (1.0E7 or 10000000, 1e+20 or 100000000000000000000)",
			name, valueName(a, kind), c.Source.Name, c.Target.Name)
		return
	}
}

// greatestMix is how dialect's greatest and least compare a string with a
// float: Hive reads the string as a DOUBLE (GenericUDFBaseNwayCompare
// takes FunctionRegistry.getCommonClassForComparison's type, a DOUBLE;
// a string that is no number is NULL), Spark raises (TypeCoercion
// widens greatest's and least's arguments without promoting one to a
// string, so a string and a number have no common type), Snowflake
// converts the others to the first argument's type unless it is a number
// (Snowflake's GREATEST), PostgreSQL and DuckDB raise for a string column
// and read a string literal as a DOUBLE (run on PostgreSQL 15 and DuckDB
// 1.5), Trino, Presto and BigQuery, which convert no string to a number
// implicitly, raise; "" where not documented here.
func greatestMix(dialect string) string {
	switch dialect {
	case "hive":
		return "reads the string as a DOUBLE (NULL for no number)"
	case "spark":
		return "raises (a string and a number have no common type there)"
	case "snowflake":
		return "converts the arguments to the first one's type (a float to text after a string)"
	case "postgres", "ansi", "duckdb":
		return "raises for a string column and reads a string literal as a DOUBLE"
	case "trino", "presto", "bigquery":
		return "raises"
	}
	return ""
}

// floatTextGreatest refuses (T087) greatest or least (name) of a string
// and a floating-point value, at the float, between dialects that compare
// them otherwise (greatestMix): even Hive and Spark, which write floats
// alike, differ (Hive's greatest('10', 9.0D) is 10.0; Spark raises).
func (c *Context) floatTextGreatest(f *ast.Func, name string, sc *scope) {
	ms, mt := greatestMix(c.Source.Name), greatestMix(c.Target.Name)
	if ms != "" && ms == mt {
		return
	}
	var float ast.Expr
	text := false
	for _, a := range f.Args {
		t := c.typeOf(a, sc)
		if t == nil {
			continue
		}
		text = text || t.Kind.IsText()
		if float == nil && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal) {
			float = a
		}
	}
	if !text || float == nil {
		return
	}
	how := func(d, m string) string {
		if m == "" {
			return d + "'s rule is not documented here"
		}
		return d + " " + m
	}
	c.Refuse(codeFloatText, float, "cast the string to DOUBLE, or the floating-point value to a string (of a DECIMAL(p, s)), first",
		"%s of a string and %s: %s, %s",
		name, valueName(float, "floating-point"), how(c.Source.Name, ms), how(c.Target.Name, mt))
}

// floatTextLike refuses (T087) matching a value of floating type with
// LIKE (or RLIKE, SIMILAR TO), which Hive and Spark read as its text
// (Hive's UDFLike takes text; Spark casts the operand to a string) and
// Snowflake coerces to VARCHAR by its own rule (Snowflake's "Data type
// conversion"); PostgreSQL, DuckDB and Trino raise. The pattern alike
// (Spark's Like takes two strings: '3.0' LIKE 3.0D is true, Snowflake's
// '3.0' LIKE 3.0::FLOAT reads the pattern as '3'). Without the operand's
// type it does not warn: LIKE is mostly given strings.
func (c *Context) floatTextLike(x *ast.Like, sc *scope) {
	if c.Source.Name == c.Target.Name || c.floatTextAgree() {
		return
	}
	for _, e := range []ast.Expr{x.X, x.Pattern} {
		if e != nil && c.knownType(e, sc) && c.floatTextOperand(e, x, sc, "converting") {
			return
		}
	}
}

// valueName names the operand e of the kind ("floating-point", "ARRAY")
// in a message: "the floating-point value d" for a column d, "a
// floating-point value" (an ARRAY value) for an expression.
func valueName(e ast.Expr, kind string) string {
	if _, ok := e.(*ast.ColumnRef); ok {
		return "the " + kind + " value " + exprName(e)
	}
	if strings.HasPrefix(kind, "A") {
		return "an " + kind + " value"
	}
	return "a " + kind + " value"
}

// floatArrayText refuses (T087) joining the elements of a, an array of
// type t, into text at f (concat_ws or array_join) where they are floats:
// DuckDB's array_to_string([1e7], ',') is 10000000.0, PostgreSQL's 1e+07
// (run on DuckDB 1.5 and PostgreSQL 15), Spark's, which casts an array
// of numbers to an array of strings where it may, 1.0E7; Hive's
// concat_ws, which takes only an array of strings, raises.
func (c *Context) floatArrayText(a ast.Expr, t *ast.TypeName, f *ast.Func) {
	if t.Elem == nil || t.Elem.Kind != ast.TypeDouble && t.Elem.Kind != ast.TypeReal {
		return
	}
	c.Refuse(codeFloatText, f, "cast the array to an array of DECIMAL(p, s) or of strings first (transform, CAST)",
		"joining the floating-point elements of %s into text: %s and %s write a %s otherwise (3.0 or 3, 1.0E7 or 1e+07 or 10000000.0)",
		valueName(a, "ARRAY"), c.Source.Name, c.Target.Name, strings.ToUpper(t.Elem.Kind.String()))
}

// knownType: typeOf gives e's type.
func (c *Context) knownType(e ast.Expr, sc *scope) bool {
	t := c.typeOf(e, sc)
	return t != nil && t.Kind != ast.TypeUnknown
}

// floatTextOperand refuses (T087) the conversion at to text of the operand
// o of floating type; when o's type is not known and it may be a float,
// marks a table's column for a run-time test (floatPending) or else warns
// (W024); true when it did any.
func (c *Context) floatTextOperand(o ast.Expr, at ast.Node, sc *scope, verb string) bool {
	t := c.typeOf(o, sc)
	if t != nil && t.Kind != ast.TypeUnknown {
		if t.Kind != ast.TypeDouble && t.Kind != ast.TypeReal {
			return false
		}
		c.Refuse(codeFloatText, at, "cast the value to DECIMAL(p, s) first, or format it explicitly (format_number, printf, to_char)",
			"%s %s to text: %s and %s write a %s otherwise (3.0 or 3, 1.0E7 or 1e+07 or 10000000.0)",
			verb, valueName(o, "floating-point"), c.Source.Name, c.Target.Name, strings.ToUpper(t.Kind.String()))
		return true
	}
	if !c.mayBeFloat(o, sc) {
		return false
	}
	name := "this operand"
	if _, ok := o.(*ast.ColumnRef); ok {
		name = exprName(o)
	}
	if c.Target.is("postgres", "duckdb", "spark", "trino", "presto") && c.tableColumn(o, sc) {
		// tested when the query runs (floatUntypedWhen); warned only if
		// no rule writes the test (floatTextPendingWarn)
		if c.floatPending == nil {
			c.floatPending = map[ast.Expr]*floatPending{}
		}
		if c.floatPending[o] == nil {
			c.floatPending[o] = &floatPending{at: at, name: name, seq: len(c.floatPending)}
		}
		return true
	}
	c.floatUntypedWarn(at, name)
	return true
}

// tableColumn: o is a column of a table (no derived table, WITH query,
// unnest or series is in scope of a bare name), whose type is the same in
// the source and the target: the run-time test reads the target's type,
// and a value computed (avg(x), x / 2, a derived table's column of one)
// may be a float in one and not the other (DuckDB's avg of integers is a
// DOUBLE, PostgreSQL's a numeric).
func (c *Context) tableColumn(o ast.Expr, sc *scope) bool {
	col, ok := o.(*ast.ColumnRef)
	if !ok || len(col.Name) > 2 {
		return false
	}
	plain := func(r *relInfo) bool {
		return r.q == nil && r.sub == nil && !r.gen && !r.series && !r.lateral && r.gens == nil
	}
	rels := 0
	for ; sc != nil; sc = sc.outer {
		if len(col.Name) == 1 {
			for i := range sc.rels {
				if !plain(&sc.rels[i]) {
					return false
				}
			}
			rels += len(sc.rels)
			continue
		}
		var r *relInfo
		for i := range sc.rels {
			if sc.rels[i].name == strings.ToLower(col.Name[0].Name) {
				if r != nil {
					return false
				}
				r = &sc.rels[i]
			}
		}
		if r != nil {
			return plain(r)
		}
	}
	return len(col.Name) == 1 && rels > 0 // not a function's parameter
}

// floatUntypedWarn warns (W024) that name, of unknown type, converted to
// text at at, may be a float; an argument of PostgreSQL's concat or
// concat_ws may also be a BOOLEAN, which PostgreSQL writes t or f there
// and the other dialects true or false (pg_bool_text.go), and the
// message says so, as it says that a value from Trino or Presto, or from
// Spark or Hive toward them, may also be a TIMESTAMP, TIME or INTERVAL,
// and from Hive a BOOLEAN, which Hive writes TRUE (bool_text.go).
func (c *Context) floatUntypedWarn(at ast.Node, name string) {
	if f, ok := at.(*ast.Func); ok && c.Source.Name == "postgres" && len(f.Name) == 1 {
		switch strings.ToLower(f.Name[0].Name) {
		case "concat", "concat_skip_null", "concat_ws":
			c.Warn(codeFloatTextUntyped, at, "the type of %s is not known: if it is a floating-point value or a BOOLEAN, %s writes it as text otherwise than %s (3.0 or 3, 1.0E7 or 1e+07, true or t); give the column types with --schema, or cast it to DECIMAL(p, s) or to text first",
				name, c.Target.Name, c.Source.Name)
			return
		}
	}
	if _, on := c.digitsTextPair(); on { // elem_time_text.go
		// nor are their TIMESTAMPs, which Trino writes with the digits of
		// their precision (temporal_text.go)
		c.Warn(codeFloatTextUntyped, at, "the type of %s is not known: if it is a floating-point value, a TIMESTAMP, a TIME or an INTERVAL, %s writes it as text otherwise than %s (3.0 or 3, 1.0E7 or 1e+07; 2024-01-01 10:00:00.500 in Trino, with the digits of its precision); give the column types with --schema, or cast it to DECIMAL(p, s) first",
			name, c.Target.Name, c.Source.Name)
		return
	}
	if c.Source.Name == "hive" && boolWord(c.Target.Name) == "true" {
		// nor a BOOLEAN, untested there (bool_text.go)
		c.Warn(codeFloatTextUntyped, at, "the type of %s is not known: if it is a floating-point value or a BOOLEAN, %s writes it as text otherwise than %s (3.0 or 3, 1.0E7 or 1e+07, true or TRUE); give the column types with --schema, or cast it to DECIMAL(p, s) first",
			name, c.Target.Name, c.Source.Name)
		return
	}
	if c.Source.is("duckdb", "postgres") {
		// nor an array, a STRUCT (a row) or a MAP, which DuckDB writes
		// {'a': 1, 'b': q} and [1, NULL], PostgreSQL (1,q) and {1,NULL}
		// (run on DuckDB 1.5 and PostgreSQL 15), a target without a
		// run-time type test its own way (ANSI SQL run on PostgreSQL,
		// Snowflake's JSON text); with --schema one is refused (T087,
		// T214)
		c.Warn(codeFloatTextUntyped, at, "the type of %s is not known: if it is a floating-point value, an array, a STRUCT (a row) or a MAP, %s writes it as text otherwise than %s (3.0 or 3, 1.0E7 or 1e+07; {'a': 1, 'b': q} or (1,q)); give the column types with --schema, or cast it to DECIMAL(p, s) or write its fields as text first",
			name, c.Target.Name, c.Source.Name)
		return
	}
	c.Warn(codeFloatTextUntyped, at, "the type of %s is not known: if it is a floating-point value, %s writes it as text otherwise than %s (3.0 or 3, 1.0E7 or 1e+07); give the column types with --schema, or cast it to DECIMAL(p, s) first",
		name, c.Target.Name, c.Source.Name)
}

// floatPending is an operand of unknown type that may be a float, converted
// to text at at, toward a target with a run-time type test: the rules writing the
// conversion (pgDuckTZTextCast, pgDuckTZTextBinary, pgDuckTZTextFunc)
// test it when the query runs (floatUntypedWhen) and set done.
type floatPending struct {
	at   ast.Node
	name string
	seq  int
	done bool
}

// floatUntyped: o is an operand of unknown type that may be a float
// (floatPending), converted to text toward a target with a run-time type
// test.
func (c *Context) floatUntyped(o ast.Expr) bool { return c.floatPending[o] != nil }

// floatUntypedWhen is the WHEN of the CASE writing x, of unknown type
// (floatUntyped), as text, that raises when x is a floating-point value:
// PostgreSQL 15 writes a DOUBLE PRECISION as its shortest exact digits
// (3, 1e+16, 1e-05, Infinity), DuckDB 1.5 its own way (3.0,
// 10000000000000000.0, 1e-05, inf: run on both, TestFloatTextUntyped),
// Hive and Spark as Java does (3.0, 1.0E16), and no bounded expression
// writes one's digits in another's. The test, when the query runs, is
//
//	CAST(pg_typeof(x) AS VARCHAR) IN ('double precision', 'real')
//
// in PostgreSQL, x being coalesce(x, NULL) there (pgBaseTypeName), whose
// type is the base type of a domain over a float (pg_typeof of the domain's
// value is the domain's name: run on PostgreSQL 15,
// TestFloatTextUntypedDomain), and
//
//	typeof(x) IN ('DOUBLE', 'FLOAT')
//
// in DuckDB; the raise (pgDuckRaise) reads x's text, so that a NULL float
// gives NULL, as its conversion does: error(<message> || CAST(x AS
// VARCHAR)) in DuckDB, in PostgreSQL the cast of that text and x's type
// name to INTEGER, which raises "invalid input syntax for type integer:
// <message>" (run on both, TestFloatTextUntypedEngines). Toward Spark
// typeof(x) IN ('double', 'float') (Spark SQL's typeof, since 3.0: "DDL-formatted type string")
// and assert_true, toward Trino and Presto typeof(x) IN ('double', 'real')
// (their typeof: "the name of the type") and the cast of the message to
// BIGINT, each for a non-NULL x: from the dialects' documentation, not
// run.
func (c *Context) floatUntypedWhen(x ast.Expr) *ast.When {
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	msg := str("a floating-point value written as text, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
		" (3.0 or 3, 1.0E7 or 1e+07): cast it to DECIMAL(p, s) first (an error of the translation from " + c.Source.Name + "): ")
	var names []string
	var typ ast.Expr = canonCall(sp, "typeof", ast.Clone(x))
	switch {
	case c.Target.Name == "postgres":
		names, typ = []string{"double precision", "real"}, pgBaseTypeName(x)
	case c.Target.is("spark"):
		// typeof (Spark 3.0) writes double and float
		names = []string{"double", "float"}
	case c.Target.is("trino", "presto"):
		// typeof writes double and real (Trino's and Presto's
		// conversion functions)
		names = []string{"double", "real"}
	default:
		names = []string{"DOUBLE", "FLOAT"}
	}
	// nor a TIMESTAMP, TIME or INTERVAL between Trino or Presto and the
	// others (temporal_text.go: Trino writes the digits of a TIMESTAMP's
	// precision, an interval as 1 00:00:00.000), by the type names of
	// pg_typeof and of typeof (Trino's holds the precision: timestamp(3))
	var temporal, likes []string
	switch {
	case c.Source.is("trino", "presto") && c.Target.is("spark"), c.Source.is("spark", "hive") && c.Target.is("trino", "presto"):
		// untypedTemporalTest's, but a DATE (untyped_temporal_text.go)
		temporal, likes = untypedTemporalTypes(c.Target.Name)
		likes = append(likes, "interval%")
	case c.Source.is("trino", "presto"):
		temporal = map[string][]string{
			"postgres": {"timestamp without time zone", "timestamp with time zone", "time without time zone", "time with time zone", "interval"},
			"duckdb":   {"TIMESTAMP", "TIMESTAMP WITH TIME ZONE", "TIME", "TIME WITH TIME ZONE", "TIMESTAMP_S", "TIMESTAMP_MS", "TIMESTAMP_NS", "TIME_NS", "INTERVAL"},
		}[c.Target.Name]
	}
	if len(temporal) > 0 || len(likes) > 0 {
		names = append(names, temporal...)
		msg = str("a floating-point value, TIMESTAMP, TIME or INTERVAL written as text, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
			" (3.0 or 3, 1.0E7 or 1e+07; 2024-01-01 10:00:00.500 in Trino, with the digits of its precision): cast it to DECIMAL(p, s) or format it first (an error of the translation from " + c.Source.Name + "): ")
	}
	if c.Target.is("spark") && c.Source.is("duckdb", "postgres") && !c.elemText(x) { // an element's: untypedElemsText
		// nor a struct or a map, which Spark writes {1, q} and {k -> 1}
		// (Spark 3's Cast of a struct and a map to a string), DuckDB
		// {'a': 1, 'b': q} and {k=1}, PostgreSQL (1,q) (run on DuckDB 1.5
		// and PostgreSQL 15), never alike; Spark's typeof writes their
		// DDL form, struct<a:int>, map<string,int> (Spark SQL function
		// reference, typeof). An array of integers is written alike
		// ([1, 2]) and is left as it is.
		likes = append(likes, "struct<%", "map<%")
	}
	in := &ast.InList{Span: sp, X: typ}
	for _, n := range names {
		in.List = append(in.List, str(n))
	}
	var test ast.Expr = in
	for _, l := range likes { // toward Spark, Trino and Presto only: typ is typeof(x)
		test = &ast.Binary{Span: sp, Op: ast.OpOr, L: test, R: typeofLike(x, l)}
	}
	return c.untypedRaiseWhen(x, test, msg)
}

// untypedRaiseWhen is the WHEN, for x of unknown type written as text,
// that raises with the message msg when test (of x's type) holds:
// pgDuckRaise's toward PostgreSQL and DuckDB (NULL for a NULL x), toward
// Spark assert_true, which raises for a FALSE condition only, so the WHEN
// asks for a non-NULL x, toward Trino and Presto the cast of the message
// and the type's name to BIGINT, which binds for every type of x (a cast
// of x itself would not for a DATE), also for a non-NULL x.
func (c *Context) untypedRaiseWhen(x, test, msg ast.Expr) *ast.When {
	sp := x.SpanOf()
	text := func(e ast.Expr) ast.Expr {
		return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	}
	if !c.Target.is("spark", "trino", "presto") {
		return &ast.When{Span: sp, Cond: test, Result: c.pgDuckRaise(x, msg, false)}
	}
	some := &ast.Binary{Span: sp, Op: ast.OpAnd, L: test, R: &ast.IsNull{Span: sp, X: ast.Clone(x), Not: true}}
	if c.Target.is("spark") {
		return &ast.When{Span: sp, Cond: some, Result: text(canonCall(sp, "assert_true_value", &ast.IsNull{Span: sp, X: ast.Clone(x)}))}
	}
	named := &ast.Binary{Span: sp, Op: ast.OpConcat, L: msg, R: canonCall(sp, "typeof", ast.Clone(x))}
	return &ast.When{Span: sp, Cond: some, Result: text(&ast.Cast{Span: sp, X: named, Type: &ast.TypeName{Span: sp, Kind: ast.TypeBigInt}})}
}

// pgDuckRaise raises when it is run in PostgreSQL or DuckDB (the target)
// with the message msg followed by x's text: error(msg || CAST(x AS
// VARCHAR)) in DuckDB, in PostgreSQL
//
//	CAST(CAST(msg || CAST(x AS VARCHAR) || (' ' || CAST(pg_typeof(x) AS VARCHAR)) AS INTEGER) AS VARCHAR)
//
// which raises "invalid input syntax for type integer: <msg>...". The
// type's name, pg_typeof being stable, keeps PostgreSQL from folding the
// cast of a constant x (SELECT 1 pulled up) before the branch is taken
// (it raised: run on PostgreSQL 15). It is NULL for a NULL x (DuckDB's
// error(NULL) is NULL: run on DuckDB 1.5), unless always, which writes
// the text 'NULL' for it and raises for every x.
func (c *Context) pgDuckRaise(x, msg ast.Expr, always bool) ast.Expr {
	sp := x.SpanOf()
	text := func(e ast.Expr) ast.Expr {
		return &ast.Cast{Span: sp, X: e, Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	}
	val := text(ast.Clone(x))
	if always {
		val = canonCall(sp, "coalesce", val, &ast.Literal{Span: sp, Kind: ast.LitString, Value: "NULL"})
	}
	full := &ast.Binary{Span: sp, Op: ast.OpConcat, L: ast.Clone(msg), R: val}
	if c.Target.Name != "postgres" {
		return canonCall(sp, "error", full)
	}
	typ := text(canonCall(sp, "pg_typeof", ast.Clone(x)))
	named := &ast.Binary{Span: sp, Op: ast.OpConcat, L: full, R: &ast.Binary{Span: sp, Op: ast.OpConcat, L: &ast.Literal{Span: sp, Kind: ast.LitString, Value: " "}, R: typ}}
	return text(&ast.Cast{Span: sp, X: named, Type: &ast.TypeName{Span: sp, Kind: ast.TypeInt}})
}

// pgBaseTypeName is PostgreSQL's name of the type of x, a domain's base
// type for a value of a domain: CAST(pg_typeof(coalesce(x, NULL)) AS
// VARCHAR) (PostgreSQL 15 documentation, 10.5 UNION, CASE, and Related
// Constructs: an input of a domain type is treated as being of the
// domain's base type; run on PostgreSQL 15, TestPgDuckTZUntypedDomain and
// TestFloatTextUntypedDomain).
func pgBaseTypeName(x ast.Expr) ast.Expr {
	sp := x.SpanOf()
	base := canonCall(sp, "coalesce", ast.Clone(x), &ast.Literal{Span: sp, Kind: ast.LitNull})
	return &ast.Cast{Span: sp, X: canonCall(sp, "pg_typeof", base), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
}

// floatTested: the conversion of o (floatUntyped) was written with
// floatUntypedWhen, or refused.
func (c *Context) floatTested(o ast.Expr) {
	if p := c.floatPending[o]; p != nil {
		p.done = true
	}
}

// floatTextPendingWarn warns (W024) for the operands that may be floats no
// rule wrote a run-time test for (floatPending).
func (c *Context) floatTextPendingWarn() {
	ps := make([]*floatPending, len(c.floatPending))
	for _, p := range c.floatPending {
		ps[p.seq] = p
	}
	for _, p := range ps {
		if !p.done {
			c.floatUntypedWarn(p.at, p.name)
		}
	}
	c.floatPending = nil
}

// mayBeFloat reports whether e, whose type typeOf does not give, may hold
// a floating-point value: not a literal, a NULL, an integral value
// (count, sum of integers), a CASE, coalesce, if, nullif, greatest or
// least none of whose results may and all of whose results are numbers
// (a number and a string may meet as a DOUBLE), round, floor or ceil of
// a DECIMAL (of an integer PostgreSQL's three and DuckDB's floor and
// ceil give a DOUBLE: run on PostgreSQL 15 and DuckDB 1.5), abs of a
// DECIMAL or an integer, nor the length or position functions, integers
// in every dialect.
func (c *Context) mayBeFloat(e ast.Expr, sc *scope) bool {
	if t := c.typeOf(e, sc); t != nil && t.Kind != ast.TypeUnknown {
		return t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal
	}
	if c.elemText(e) {
		return false // tested where it is written (untypedElemsText)
	}
	switch x := e.(type) {
	case *ast.Literal, *ast.TypedLit:
		return false
	case *ast.Binary:
		if x.Op == ast.OpConcat {
			return false // a string, or an array
		}
	case *ast.Subquery:
		// a SELECT of one item ((SELECT 1))
		if sel, ok := x.Query.Body.(*ast.Select); ok && x.Query.With == nil && len(sel.Items) == 1 {
			return c.mayBeFloat(sel.Items[0].Expr, c.scopeOf(sel.From))
		}
	case *ast.Case:
		if c.tzChains[x] != nil {
			return false // a || written by pgDuckTZTextBinary
		}
		for _, r := range caseResults(x) {
			if c.mayBeFloat(r, sc) {
				return true
			}
		}
		return false
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted || len(x.Args) == 0 {
			break
		}
		if n := strings.ToLower(x.Name[0].Name); textCalls[n] || textFuncs[n] {
			return false // a string (pg_duck_tz_text.go), an integer or a boolean
		}
		switch name := strings.ToLower(x.Name[0].Name); name {
		case "coalesce", "nvl", "ifnull", "if", "iff", "nullif", "greatest", "least", "greatest_ignore_nulls", "least_ignore_nulls":
			args := x.Args
			switch name {
			case "if", "iff":
				args = args[1:]
			case "nullif":
				args = args[:1]
			}
			for _, a := range args {
				if !c.exactNumber(a, sc) {
					return true
				}
			}
			return false
		case "round", "bround", "floor", "ceil", "ceiling":
			if t := c.typeOf(x.Args[0], sc); t != nil && t.Kind == ast.TypeDecimal {
				return false
			}
		case "abs":
			if c.exactNumber(x.Args[0], sc) {
				return false
			}
		case "length", "char_length", "character_length", "octet_length", "cardinality", "size",
			"instr", "locate", "strpos", "typeof", "pg_typeof", "assert_true_value":
			// typeof, pg_typeof: the name of a type, assert_true_value: a BOOLEAN
			// (untypedRaiseWhen's)
			return false
		}
	}
	return !c.integralValue(e, sc)
}

// exactNumber reports whether e is a NULL, an integer or a DECIMAL, or of
// unknown type but no float (mayBeFloat) and no string.
func (c *Context) exactNumber(e ast.Expr, sc *scope) bool {
	if isNullLit(e) {
		return true
	}
	if t := c.typeOf(e, sc); t != nil && t.Kind != ast.TypeUnknown {
		return t.Kind.IsInteger() || t.Kind == ast.TypeDecimal
	}
	if _, ok := e.(*ast.Literal); ok {
		return false
	}
	return !c.mayBeFloat(e, sc)
}

// floatLitText is the text that the source dialect writes the float
// literal e (a DOUBLE or REAL literal, or one negated) as; false when e is
// no such literal, its value is out of range, or the source's rule is not
// known. A negated zero is left alone (its sign's text varies).
func (c *Context) floatLitText(e ast.Expr) (string, bool) {
	rule := floattext.Of(FloatTextRule(c.Source.Name))
	if rule == 0 {
		return "", false
	}
	neg := false
	if u, ok := e.(*ast.Unary); ok && u.Op == ast.OpNeg {
		neg, e = true, u.X
	}
	lit, ok := e.(*ast.Literal)
	if !ok || lit.Kind != ast.LitDouble || lit.Type != ast.TypeUnknown && lit.Type != ast.TypeDouble && lit.Type != ast.TypeReal {
		return "", false
	}
	single := lit.Type == ast.TypeReal
	bits := 64
	if single {
		bits = 32
	}
	f, err := strconv.ParseFloat(lit.Value, bits)
	if err != nil || neg && f == 0 {
		return "", false
	}
	if neg {
		f = -f
	}
	return floattext.Format(f, single, rule), true
}

// floatTextFoldExpr is e, or the string literal of its text when it is a
// float literal (floatLitText).
func (c *Context) floatTextFoldExpr(e ast.Expr) ast.Expr {
	if txt, ok := c.floatLitText(e); ok {
		return &ast.Literal{Span: e.SpanOf(), Kind: ast.LitString, Value: txt}
	}
	return e
}

// floatTextFold writes a float literal that n (a CAST to a string type,
// ||, or concat, concat_ws or a string function: the conversions
// floatTextCast, floatTextBinary and floatTextFunc check) converts to
// text, between dialects that write floats otherwise, as the string
// literal of its source text: Hive's CAST(1.5 AS STRING) is
// CAST('1.5' AS STRING), concat(s, 1e7) is concat(s, '1.0E7'). n when
// there is none.
func (c *Context) floatTextFold(n ast.Expr) ast.Expr {
	if c.Source.Name == c.Target.Name || c.floatTextAgree() {
		return n
	}
	switch x := n.(type) {
	case *ast.Cast:
		if x.Type == nil || !x.Type.Kind.IsText() {
			return n
		}
		if e := c.floatTextFoldExpr(x.X); e != x.X {
			nx := *x
			nx.X = e
			return &nx
		}
	case *ast.Binary:
		if x.Op != ast.OpConcat {
			return n
		}
		l, r := c.floatTextFoldExpr(x.L), c.floatTextFoldExpr(x.R)
		if l != x.L || r != x.R {
			nx := *x
			nx.L, nx.R = l, r
			return &nx
		}
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted || len(x.Args) == 0 {
			return n
		}
		name := strings.ToLower(x.Name[0].Name)
		from, to := 0, len(x.Args)
		switch {
		case name == "concat" || name == "concat_skip_null":
		case name == "concat_ws":
			from = 1
		case textFuncs[name]:
			to = textArgs(name, len(x.Args))
		default:
			return n
		}
		var args []ast.Expr
		for i := from; i < to; i++ {
			if e := c.floatTextFoldExpr(x.Args[i]); e != x.Args[i] {
				if args == nil {
					args = append([]ast.Expr{}, x.Args...)
				}
				args[i] = e
			}
		}
		if args != nil {
			nx := *x
			nx.Args = args
			return &nx
		}
	}
	return n
}

// Text and floats meeting as one value: the branches of a CASE, coalesce,
// nvl or if, the elements of an array constructor, or a column of the
// arms of a UNION, INTERSECT or EXCEPT, one of a string type and another
// of a floating type (Spark's array('3', 1e7) holds the strings '3' and
// '1.0E7', DuckDB's ['3', 1e7] the DOUBLEs 3.0 and 10000000.0: run on
// DuckDB 1.5; Spark's type coercion widens a string and a DOUBLE to a
// string). Each dialect resolves them by its own rule: DuckDB's UNION ALL
// of a VARCHAR and a DOUBLE writes the DOUBLE as its text (10000000.0)
// and its CASE raises, as
// PostgreSQL's CASE and UNION do (run on DuckDB 1.5 and PostgreSQL 15);
// Hive's UNION ALL takes the type the first arm converts to
// (FunctionRegistry.getCommonClassForUnionAll: a string and a DOUBLE are
// a DOUBLE, a DOUBLE and a string a string), Hive 4's raises. Between
// dialects that write floats otherwise, such a meeting is refused (T087).

// floatTextMixed reports whether the types ts hold both a string type and
// a floating type, also as the elements of arrays, the keys or values of
// maps or the same field of structs (Spark widens array<string> and
// array<double> to array<string>, ["1.0E7"]; DuckDB's UNION ALL of
// [s] and [d] writes ['10000000.0']: run on DuckDB 1.5).
func floatTextMixed(ts []*ast.TypeName) bool {
	text, float := false, false
	kinds := map[ast.TypeKind]int{}
	n, fields := 0, -1
	for _, t := range ts {
		if t == nil {
			continue
		}
		text = text || t.Kind.IsText()
		float = float || t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal
		kinds[t.Kind]++
		n++
		if t.Kind == ast.TypeStruct && (fields == -1 || len(t.Fields) < fields) {
			fields = len(t.Fields)
		}
	}
	if text && float {
		return true
	}
	if n < 2 || len(kinds) != 1 {
		return false
	}
	part := func(f func(t *ast.TypeName) *ast.TypeName) bool {
		var ps []*ast.TypeName
		for _, t := range ts {
			if t != nil {
				ps = append(ps, f(t))
			}
		}
		return floatTextMixed(ps)
	}
	switch {
	case kinds[ast.TypeArray] > 0:
		return part(func(t *ast.TypeName) *ast.TypeName { return t.Elem })
	case kinds[ast.TypeMap] > 0:
		return part(func(t *ast.TypeName) *ast.TypeName { return t.Key }) ||
			part(func(t *ast.TypeName) *ast.TypeName { return t.Value })
	case kinds[ast.TypeStruct] > 0:
		for i := 0; i < fields; i++ {
			if part(func(t *ast.TypeName) *ast.TypeName {
				if t.Fields[i] == nil {
					return nil
				}
				return t.Fields[i].Type
			}) {
				return true
			}
		}
	}
	return false
}

// floatToNestedText reports whether casting a value of type from to the
// type to writes a floating-point value inside it as text: an array's
// element, a map's key or value, a struct's field (Spark's CAST(array(1e7)
// AS ARRAY<STRING>) is ["1.0E7"], DuckDB's CAST([1e7] AS VARCHAR[])
// ['10000000.0']: run on DuckDB 1.5).
func floatToNestedText(from, to *ast.TypeName) bool {
	if from == nil || to == nil {
		return false
	}
	switch {
	case (from.Kind == ast.TypeDouble || from.Kind == ast.TypeReal) && to.Kind.IsText():
		return true
	case from.Kind == ast.TypeArray && to.Kind == ast.TypeArray:
		return floatToNestedText(from.Elem, to.Elem)
	case from.Kind == ast.TypeMap && to.Kind == ast.TypeMap:
		return floatToNestedText(from.Key, to.Key) || floatToNestedText(from.Value, to.Value)
	case from.Kind == ast.TypeStruct && to.Kind == ast.TypeStruct:
		for i := 0; i < len(from.Fields) && i < len(to.Fields); i++ {
			if from.Fields[i] != nil && to.Fields[i] != nil && floatToNestedText(from.Fields[i].Type, to.Fields[i].Type) {
				return true
			}
		}
	}
	return false
}

// floatTextBranches checks the results of a CASE, or of coalesce, nvl,
// ifnull or if, and the elements of an array constructor, at n.
func (c *Context) floatTextBranches(n ast.Expr, sc *scope) {
	if c.Source.Name == c.Target.Name || c.floatTextAgree() {
		return
	}
	var results []ast.Expr
	switch x := n.(type) {
	case *ast.Map:
		// the keys meet as one type, and the values (Spark's map('a', 1,
		// 1e7, 2) has the keys 'a' and '1.0E7', DuckDB's MAP {'a': 1,
		// 1e7: 2} raises reading 'a' as a DOUBLE: run on DuckDB 1.5)
		for _, part := range [][]ast.Expr{x.Keys, x.Values} {
			if c.floatTextMixedExprs(part, sc) {
				c.floatTextBranchesRefuse(n)
				return
			}
		}
		return
	case *ast.Case:
		results = caseResults(x)
	case *ast.Array:
		results = x.Elems
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted {
			return
		}
		switch strings.ToLower(x.Name[0].Name) {
		case "coalesce", "nvl", "ifnull", "array":
			results = x.Args
		case "if", "iff", "nvl2":
			if len(x.Args) == 3 {
				results = x.Args[1:]
			}
		}
	}
	if c.floatTextMixedExprs(results, sc) {
		c.floatTextBranchesRefuse(n)
	}
}

// floatTextMixedExprs reports whether es, NULLs aside, hold a string and a
// floating-point value (floatTextMixed).
func (c *Context) floatTextMixedExprs(es []ast.Expr, sc *scope) bool {
	var ts []*ast.TypeName
	for _, r := range es {
		if !isNullLit(r) {
			ts = append(ts, c.typeOf(r, sc))
		}
	}
	return floatTextMixed(ts)
}

// floatTextBranchesRefuse refuses (T087) a string and a float meeting as
// the results of n.
func (c *Context) floatTextBranchesRefuse(n ast.Expr) {
	c.Refuse(codeFloatText, n, "cast the floating-point branch to a string (of a DECIMAL(p, s)) or the string branch to a number",
		"a string and a floating-point value as the results of one expression: each dialect converts one to the other by its own rule, and %s and %s write a float as text otherwise (3.0 or 3, 1.0E7 or 1e+07)",
		c.Source.Name, c.Target.Name)
}

// floatTextIn refuses (T087) x IN (list) where a string and a
// floating-point value meet among x and the list, at the float, between
// dialects that write floats otherwise: Spark widens the two to a string
// and compares texts (TypeCoercion's InConversion: '10000000.0' IN (1e7)
// is false), DuckDB compares DOUBLEs (true; a string that is no number
// raises) and PostgreSQL raises (run on DuckDB 1.5 and PostgreSQL 15);
// both read a string literal as a DOUBLE, so between the two no value
// changes silently.
func (c *Context) floatTextIn(x *ast.InList, sc *scope) {
	if c.Source.Name == c.Target.Name || c.floatTextAgree() {
		return
	}
	pgLike := func(d string) bool { return d == "postgres" || d == "ansi" || d == "duckdb" }
	if pgLike(c.Source.Name) && pgLike(c.Target.Name) {
		return
	}
	es := append([]ast.Expr{x.X}, x.List...)
	if !c.floatTextMixedExprs(es, sc) {
		return
	}
	for _, e := range es {
		if t := c.typeOf(e, sc); t != nil && (t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal) {
			c.Refuse(codeFloatText, e, "cast the floating-point value to a string (of a DECIMAL(p, s)) or the strings to a number",
				"IN of a string and %s: each dialect converts one to the other by its own rule (Spark compares texts, DuckDB DOUBLEs, PostgreSQL raises), and %s and %s write a float as text otherwise (%s)",
				valueName(e, "floating-point"), c.Source.Name, c.Target.Name, c.floatTextExamples())
			return
		}
	}
}

// floatTextSetOp checks the columns of the arms of a set operation, each
// arm's own mixing being checked at that arm.
//
// Hive 2 and 3 type such a column by the order of the arms
// (getCommonClassForUnionAll: a string arm then a DOUBLE arm make a
// DOUBLE, so a string that is not a number becomes NULL) and Hive 4
// raises, where Spark always makes a string: between Hive and another
// dialect the meeting is refused even where both write floats alike.
func (c *Context) floatTextSetOp(x *ast.SetOp) {
	hive := c.Source.Name != c.Target.Name && (c.Source.Name == "hive" || c.Target.Name == "hive")
	if c.Source.Name == c.Target.Name || c.floatTextAgree() && !hive {
		return
	}
	var left, right []ast.QueryExpr
	setOpArms(x.L, &left)
	setOpArms(x.R, &right)
	width := 0
	for _, a := range append(append([]ast.QueryExpr{}, left...), right...) {
		width = max(width, len(c.setOpArmItems(a)))
	}
	for i := 0; i < width; i++ {
		var lt, rt []*ast.TypeName
		for _, a := range left {
			lt = append(lt, c.setOpArmColType(a, i))
		}
		for _, a := range right {
			rt = append(rt, c.setOpArmColType(a, i))
		}
		if !floatTextMixed(append(append([]*ast.TypeName{}, lt...), rt...)) || floatTextMixed(lt) || floatTextMixed(rt) {
			continue
		}
		const hint = "cast the floating-point column to a string (of a DECIMAL(p, s)) or the string column to a number"
		if c.floatTextAgree() {
			other := c.Target.Name
			if other == "hive" {
				other = c.Source.Name
			}
			c.Refuse(codeFloatText, x, hint,
				"column %d of the %s holds a string in one arm and a floating-point value in another: Hive 2 and 3 make it a DOUBLE when a string arm comes first (a string that is not a number becomes NULL) and Hive 4 raises, where %s makes it a string",
				i+1, x.Op, other)
			return
		}
		c.Refuse(codeFloatText, x, hint,
			"column %d of the %s holds a string in one arm and a floating-point value in another: each dialect converts one to the other by its own rule, and %s and %s write a float as text otherwise (3.0 or 3, 1.0E7 or 1e+07)",
			i+1, x.Op, c.Source.Name, c.Target.Name)
		return
	}
}

// setOpArmItems is the columns of the arm b of a set operation (setOpArms)
// where they are known: a SELECT's items, each * written as the columns
// of the schema's tables it stands for (starItems), or the first row of
// a VALUES; through an arm with its own WITH (its body's, a set
// operation's first arm's) and a SELECT * of one derived table or WITH
// query (starQuery); nil otherwise.
func (c *Context) setOpArmItems(b ast.QueryExpr) []ast.Expr {
	return c.setOpArmItemsAt(b, 0)
}

func (c *Context) setOpArmItemsAt(b ast.QueryExpr, depth int) []ast.Expr {
	if depth > maxQueryTypeDepth {
		return nil
	}
	switch x := b.(type) {
	case *ast.Query:
		return c.setOpArmItemsAt(x.Body, depth+1)
	case *ast.SetOp:
		return c.setOpArmItemsAt(x.L, depth+1)
	case *ast.Select:
		if q := c.starQuery(x); q != nil {
			return c.setOpArmItemsAt(q, depth+1)
		}
		items, ok := (&insertRun{c: c}).starItems(x)
		if !ok {
			return nil
		}
		var es []ast.Expr
		for _, it := range items {
			es = append(es, it.Expr)
		}
		return es
	case *ast.Values:
		if len(x.Rows) > 0 {
			return x.Rows[0]
		}
	}
	return nil
}

// setOpArmColType is the type of column i of the arm b of a set
// operation: bodyColType's, through a * whose columns the schema knows,
// through an arm with its own WITH (its body's column, whose references
// to its WITH queries typeOf follows: query_types.go) and through a
// SELECT * of one derived table or WITH query (starQuery).
func (c *Context) setOpArmColType(b ast.QueryExpr, i int) *ast.TypeName {
	return c.setOpArmColTypeAt(b, i, 0)
}

func (c *Context) setOpArmColTypeAt(b ast.QueryExpr, i, depth int) *ast.TypeName {
	if depth > maxQueryTypeDepth {
		return nil
	}
	switch x := b.(type) {
	case *ast.Query:
		return c.setOpArmColTypeAt(x.Body, i, depth+1)
	case *ast.SetOp:
		// the type its arms agree on; their own mixing is checked at it
		switch {
		case nullColumn(x.L, i):
			return c.setOpArmColTypeAt(x.R, i, depth+1)
		case nullColumn(x.R, i):
			return c.setOpArmColTypeAt(x.L, i, depth+1)
		}
		if l := c.setOpArmColTypeAt(x.L, i, depth+1); l != nil && sameType(l, c.setOpArmColTypeAt(x.R, i, depth+1)) {
			return l
		}
		return nil
	case *ast.Select:
		if q := c.starQuery(x); q != nil {
			return c.setOpArmColTypeAt(q, i, depth+1)
		}
		if hasStar(x.Items) {
			items, ok := (&insertRun{c: c}).starItems(x)
			if !ok || i >= len(items) || len(items[i].Aliases) > 0 {
				return nil
			}
			return c.typeOf(items[i].Expr, c.scopeOf(x.From))
		}
	}
	return c.bodyColType(b, i, nil)
}

// starQuery is the query whose columns s, a SELECT * (or t.*) of one
// derived table or WITH query that renames none of its columns, without
// a GROUP BY or LATERAL VIEW, passes on as they are; nil otherwise.
func (c *Context) starQuery(s *ast.Select) *ast.Query {
	if len(s.Items) != 1 || len(s.From) != 1 || len(s.LateralViews) > 0 || s.GroupBy != nil {
		return nil
	}
	if _, ok := s.Items[0].Expr.(*ast.Star); !ok || len(s.Items[0].Aliases) > 0 {
		return nil
	}
	switch x := s.From[0].(type) {
	case *ast.Derived:
		if x.Alias == nil || len(x.Alias.Columns) == 0 {
			return x.Query
		}
	case *ast.Table:
		if d := c.cteOf(x); d != nil && len(d.cte.Columns) == 0 && (x.Alias == nil || len(x.Alias.Columns) == 0) {
			return d.cte.Query
		}
	}
	return nil
}

// setOpArms appends the arms of the set operations under b to out.
func setOpArms(b ast.QueryExpr, out *[]ast.QueryExpr) {
	switch x := b.(type) {
	case *ast.SetOp:
		setOpArms(x.L, out)
		setOpArms(x.R, out)
	case *ast.Query:
		if x.With == nil {
			setOpArms(x.Body, out)
			return
		}
		*out = append(*out, b)
	default:
		*out = append(*out, b)
	}
}
