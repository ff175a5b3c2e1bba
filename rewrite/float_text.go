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
// floats joined by concat_ws or array_join, and a string and a float
// meeting in a CASE, coalesce, if or a set operation's column, are refused
// alike. Without the operand's type a CAST, || or concat is kept with a
// warning (W024) where the operand may be a float (mayBeFloat: not a
// literal, an integral value such as count(*), nor a DECIMAL rounded or
// defaulted); a string function's argument of unknown type is taken to be
// a string. A string compared with a float needs no check: Hive, Spark and
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
	"regexp_extract": true, "regexp_substr": true, "split": true, "split_regex": true,
	"locate": true, "strpos": true, "position": true,
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
	if x.Type == nil || !x.Type.Kind.IsText() || c.Source.Name == c.Target.Name {
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
	if b.Op != ast.OpConcat || c.floatTextAgree() {
		return b
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		if t := c.typeOf(o, sc); t != nil && t.Kind == ast.TypeArray {
			return b // array concatenation
		}
	}
	for _, o := range []ast.Expr{b.L, b.R} {
		if c.floatTextOperand(o, b, sc, "concatenating") {
			break
		}
	}
	return b
}

// floatTextFunc checks the arguments that concat, concat_ws and the
// string functions read as text.
func (c *Context) floatTextFunc(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) == 0 || c.floatTextAgree() {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	var args []ast.Expr
	switch {
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
	case name == "array_join":
		if t := c.typeOf(f.Args[0], sc); t != nil && t.Kind == ast.TypeArray {
			c.floatArrayText(f.Args[0], t, f)
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
			if c.floatTextOperand(a, f, sc, "converting") {
				break
			}
		}
	}
	return f
}

// floatTextLike refuses (T087) matching a value of floating type with
// LIKE (or RLIKE, SIMILAR TO), which Hive and Spark read as its text
// (Hive's UDFLike takes text; Spark casts the operand to a string) and
// Snowflake coerces to VARCHAR by its own rule (Snowflake's "Data type
// conversion"); PostgreSQL, DuckDB and Trino raise. Without the operand's
// type it does not warn: LIKE is mostly given strings.
func (c *Context) floatTextLike(x *ast.Like, sc *scope) {
	if c.Source.Name == c.Target.Name || c.floatTextAgree() || !c.knownType(x.X, sc) {
		return
	}
	c.floatTextOperand(x.X, x, sc, "converting")
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
// o of floating type, or warns (W024) when o's type is not known and it
// may be a float; true when it did either.
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
	c.Warn(codeFloatTextUntyped, at, "the type of %s is not known: if it is a floating-point value, %s writes it as text otherwise than %s (3.0 or 3, 1.0E7 or 1e+07); give the column types with --schema, or cast it to DECIMAL(p, s) first",
		name, c.Target.Name, c.Source.Name)
	return true
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
	switch x := e.(type) {
	case *ast.Literal, *ast.TypedLit:
		return false
	case *ast.Case:
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
		switch name := strings.ToLower(x.Name[0].Name); name {
		case "coalesce", "nvl", "ifnull", "if", "iff", "nullif", "greatest", "least":
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
			"instr", "locate", "strpos":
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
// a floating type.
func floatTextMixed(ts []*ast.TypeName) bool {
	text, float := false, false
	for _, t := range ts {
		if t == nil {
			continue
		}
		text = text || t.Kind.IsText()
		float = float || t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal
	}
	return text && float
}

// floatTextBranches checks the results of a CASE, or of coalesce, nvl,
// ifnull or if, and the elements of an array constructor, at n.
func (c *Context) floatTextBranches(n ast.Expr, sc *scope) {
	if c.Source.Name == c.Target.Name || c.floatTextAgree() {
		return
	}
	var results []ast.Expr
	switch x := n.(type) {
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
	var ts []*ast.TypeName
	for _, r := range results {
		if !isNullLit(r) {
			ts = append(ts, c.typeOf(r, sc))
		}
	}
	if floatTextMixed(ts) {
		c.Refuse(codeFloatText, n, "cast the floating-point branch to a string (of a DECIMAL(p, s)) or the string branch to a number",
			"a string and a floating-point value as the results of one expression: each dialect converts one to the other by its own rule, and %s and %s write a float as text otherwise (3.0 or 3, 1.0E7 or 1e+07)",
			c.Source.Name, c.Target.Name)
	}
}

// floatTextSetOp checks the columns of the arms of a set operation, each
// arm's own mixing being checked at that arm.
func (c *Context) floatTextSetOp(x *ast.SetOp) {
	if c.Source.Name == c.Target.Name || c.floatTextAgree() {
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
		c.Refuse(codeFloatText, x, "cast the floating-point column to a string (of a DECIMAL(p, s)) or the string column to a number",
			"column %d of the %s holds a string in one arm and a floating-point value in another: each dialect converts one to the other by its own rule, and %s and %s write a float as text otherwise (3.0 or 3, 1.0E7 or 1e+07)",
			i+1, x.Op, c.Source.Name, c.Target.Name)
		return
	}
}

// setOpArmItems is the columns of the arm b of a set operation (setOpArms)
// where they are known: a SELECT's items, each * written as the columns
// of the schema's tables it stands for (starItems), or the first row of
// a VALUES; nil otherwise.
func (c *Context) setOpArmItems(b ast.QueryExpr) []ast.Expr {
	switch x := b.(type) {
	case *ast.Select:
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
// operation: bodyColType's, through a * whose columns the schema knows.
func (c *Context) setOpArmColType(b ast.QueryExpr, i int) *ast.TypeName {
	if s, ok := b.(*ast.Select); ok && hasStar(s.Items) {
		items, ok := (&insertRun{c: c}).starItems(s)
		if !ok || i >= len(items) || len(items[i].Aliases) > 0 {
			return nil
		}
		return c.typeOf(items[i].Expr, c.scopeOf(s.From))
	}
	return c.bodyColType(b, i, nil)
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
