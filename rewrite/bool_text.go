package rewrite

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// boolWord is how dialect d writes a BOOLEAN true as text in a CAST to a
// string type and where it makes one a string itself (||, concat): Hive
// writes TRUE and FALSE (Hive source, UDFToString and the TextConverter
// of PrimitiveObjectInspectorConverter, which concat uses: trueBytes
// {'T', 'R', 'U', 'E'}); PostgreSQL's cast and || (run on PostgreSQL 15:
// CAST(true AS TEXT) is true, true || 'x' truex), DuckDB, Spark, Trino,
// Presto, BigQuery and Snowflake (its documentation, logical data types:
// "TRUE is converted to 'true'") write true and false, and so does ANSI
// SQL, whose translations are checked on PostgreSQL. Doris's and Drill's
// text of a BOOLEAN is not checked here: "".
func boolWord(d string) string {
	switch d {
	case "hive":
		return "TRUE"
	case "postgres", "duckdb", "spark", "trino", "presto", "bigquery", "snowflake", "ansi":
		return "true"
	}
	return ""
}

// codeBoolWordsUntyped (a warning): a value of unknown type cast to a
// string type between dialects whose words for a BOOLEAN differ.
const codeBoolWordsUntyped = "W032"

// codeHiveBoolUntyped: from Hive, a value of unknown type made text (a
// CAST to a string type, an operand of ||, an argument of concat) that
// no run-time test writes in Hive's words if it is a BOOLEAN.
const codeHiveBoolUntyped = "T202"

// hiveBoolUntestedWhy says why a value of unknown type made text from Hive
// toward target is not tested when the query runs (hiveBoolWhen): only a
// table's column is tested toward PostgreSQL, DuckDB, Trino and Presto (a
// computed value may be a float in one and not the other, whose test is
// written with it: tableColumn), and the other targets have no test.
func hiveBoolUntestedWhy(target string) string {
	switch target {
	case "postgres", "duckdb", "trino", "presto":
		return "only a table's column is tested for one when the query runs there"
	}
	return "lateral writes no test of a value's type when the query runs there"
}

// boolWordsOf names the words boolWord gives ("" not checked).
func boolWordsOf(w string) string {
	switch w {
	case "TRUE":
		return "TRUE or FALSE"
	case "true":
		return "true or false"
	}
	return "words not checked here"
}

// boolWordText writes a BOOLEAN of known type made text between two
// dialects whose words differ (boolWord), or toward one whose words are
// not checked, as the source's words:
//
//	CASE b WHEN TRUE THEN 'TRUE' WHEN FALSE THEN 'FALSE' END
//
// (b read once, NULL kept): CAST(b AS <string type>), an operand of ||,
// and an argument of concat and concat_ws, PostgreSQL's concat and
// concat_ws excepted, whose 't' and 'f' pg_bool_text.go writes. From
// Doris and Drill, whose words are not checked, such a value is refused
// (T181). A cast to a string type of a length (VARCHAR(3)) keeps the cast
// around the CASE. A value of unknown type cast to a string type, an
// operand of || or an argument of concat or concat_ws between such
// dialects gets a warning (W032).
func boolWordText(c *Context, s ast.Stmt) ast.Stmt {
	src, dst := boolWord(c.Source.Name), boolWord(c.Target.Name)
	if c.Source.Name == c.Target.Name || src != "" && src == dst {
		return s
	}
	// the nodes to rewrite, by span and kind: a cast (-1) or the operands
	// and arguments at these indexes
	type node struct {
		sp   ast.Span
		kind string
	}
	key := func(n ast.Node) node { return node{n.SpanOf(), fmt.Sprintf("%T", n)} }
	edits := map[node]map[int]bool{}
	mark := func(n ast.Node, i int, at ast.Node) bool {
		if src == "" {
			c.Refuse(codeBoolText, at, "cast the value to a string in the source with CASE WHEN b THEN 'true' ... END",
				"%s's text of a BOOLEAN is not checked here, and %s's may differ", c.Source.Name, c.Target.Name)
			return false
		}
		k := key(n)
		if !k.sp.Start.IsValid() {
			return true // a node built by a pass, which no span tells apart
		}
		if edits[k] == nil {
			edits[k] = map[int]bool{}
		}
		edits[k][i] = true
		return true
	}
	// tested holds the values of unknown type made text from Hive toward
	// Spark that are written to test their type when the query runs
	// (hiveBoolTested), by span: a table's column cast to a string type,
	// an operand of || or an argument of concat
	tested := map[ast.Span]bool{}
	// read holds the casts to a string type read by a cast to another
	// type (a TIMESTAMP), whose rules read the string cast as it is: a
	// BOOLEAN's text is read alike there, TRUE or true, and is not tested
	read := map[ast.Span]bool{}
	// untyped warns (W032), unless warned is set (once per node), that e,
	// of unknown type, made text at at (untested: by concat_ws, or a cast
	// read), may be a BOOLEAN, whose words are not written as the
	// source's; not for an operand of || or an argument of concat from
	// Hive toward Trino and Presto, whose run-time test raises for one
	// (concat_text_args_strict.go), nor where a run-time test writes a
	// BOOLEAN in Hive's words (hiveBoolWhen). True when it warned or
	// warned is set.
	untyped := func(e ast.Expr, at ast.Node, sc *scope, untested, warned bool) bool {
		if t := c.typeOf(e, sc); t != nil && t.Kind != ast.TypeUnknown || isNullLit(e) {
			return warned
		}
		if b, ok := e.(*ast.Binary); ok && b.Op == ast.OpConcat {
			return warned // a || chain, whose operands are read each on its own
		}
		if !c.mayBeBool(e, sc) {
			return warned // a number or a string
		}
		_, cast := at.(*ast.Cast)
		if !cast && c.Source.Name == "hive" && c.Target.is("trino", "presto") {
			return warned
		}
		if c.Source.Name == "hive" && !untested {
			switch {
			case c.Target.is("spark") && e.SpanOf().Start.IsValid():
				tested[e.SpanOf()] = true
				return warned
			case c.tableColumn(e, sc) && (c.Target.is("postgres", "duckdb") || cast && c.Target.is("trino", "presto")):
				// the run-time test of a value that may be a float
				// (floatTextOperand) writes one (untypedTextCase), or
				// else warns for both (floatUntypedWarn)
				return warned
			}
			// no test is written: refused, as a BOOLEAN would be
			// written in the target's words
			c.Refuse(codeHiveBoolUntyped, at, "give its type with --schema, or write it as text in the source (CASE WHEN b THEN 'TRUE' WHEN NOT b THEN 'FALSE' END for a BOOLEAN, a CAST otherwise)",
				"%s, of unknown type, made text: if it is a BOOLEAN, hive writes it as TRUE or FALSE and %s as %s, and %s",
				exprName(e), c.Target.Name, boolWordsOf(dst), hiveBoolUntestedWhy(c.Target.Name))
			return true
		}
		if !warned {
			c.Warn(codeBoolWordsUntyped, at, "if %s is a BOOLEAN, %s writes it as %s and %s as %s; give its type with --schema to have it written as the source does",
				exprName(e), c.Source.Name, boolWordsOf(src), c.Target.Name, boolWordsOf(dst))
		}
		return true
	}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		switch x := n.(type) {
		case *ast.Cast:
			if x.Type == nil || !x.Type.Kind.IsText() {
				if in, ok := x.X.(*ast.Cast); ok {
					read[in.Span] = true
				}
				return true
			}
			if c.boolValue(x.X, sc) {
				return mark(x, -1, x)
			}
			untyped(x.X, x, sc, read[x.Span], false)
		case *ast.Binary:
			if x.Op == ast.OpConcat {
				for i, o := range []ast.Expr{x.L, x.R} {
					if c.boolValue(o, sc) && !mark(x, i, o) {
						return false
					}
				}
				untyped(x.R, x.R, sc, false, untyped(x.L, x.L, sc, false, false))
			}
		case *ast.Func:
			first, ok := concatTextArgsFrom(x) // temporal_text.go
			if !ok || x.Over != nil || c.Source.Name == "postgres" {
				return true
			}
			for i := first; i < len(x.Args); i++ {
				if c.boolValue(x.Args[i], sc) && !mark(x, i, x.Args[i]) {
					return false
				}
			}
			warned := false
			for _, a := range x.Args[first:] {
				warned = untyped(a, a, sc, first == 1, warned)
			}
		}
		return true
	})
	if len(tested) > 0 && !c.Diags.HasErrors() {
		s = c.hiveBoolTested(s, tested)
	}
	if len(edits) == 0 || c.Diags.HasErrors() {
		return s
	}
	c.Fire(passLowerExprs)
	word := func(b ast.Expr) ast.Expr {
		sp := b.SpanOf()
		lit := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
		truth := func(v bool) ast.Expr {
			return &ast.Literal{Span: sp, Kind: ast.LitBool, Value: map[bool]string{true: "true", false: "false"}[v]}
		}
		f := "false"
		if src == "TRUE" {
			f = "FALSE"
		}
		return &ast.Case{Span: sp, Operand: b, Whens: []*ast.When{
			{Span: sp, Cond: truth(true), Result: lit(src)},
			{Span: sp, Cond: truth(false), Result: lit(f)},
		}}
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		e, ok := n.(ast.Expr)
		if !ok || edits[key(e)] == nil {
			return n
		}
		at := edits[key(e)]
		switch x := e.(type) {
		case *ast.Cast:
			if !at[-1] {
				return n
			}
			if len(x.Type.Params) == 0 {
				return word(x.X)
			}
			nx := *x
			nx.X = word(x.X)
			return &nx
		case *ast.Binary:
			nx := *x
			if at[0] {
				nx.L = word(x.L)
			}
			if at[1] {
				nx.R = word(x.R)
			}
			return &nx
		case *ast.Func:
			nx := *x
			nx.Args = append([]ast.Expr(nil), x.Args...)
			for i := range nx.Args {
				if at[i] {
					nx.Args[i] = word(x.Args[i])
				}
			}
			return &nx
		}
		return n
	})
}

// hiveBoolTested writes each value of tested (by span), a table's column
// of unknown type made text from Hive toward Spark (a CAST to a string
// type, an operand of ||, an argument of concat), as
//
//	CASE WHEN typeof(x) = 'boolean' THEN upper(CAST(x AS STRING)) ELSE CAST(x AS STRING) END
//
// which writes a BOOLEAN in Hive's words, TRUE or FALSE (hiveBoolWhen),
// and any other value as Spark's cast does, which is how its || and
// concat write a value that is not a string. An argument of concat_ws,
// which joins an array rather than casting it, is not tested (W032).
func (c *Context) hiveBoolTested(s ast.Stmt, tested map[ast.Span]bool) ast.Stmt {
	c.Fire(passLowerExprs)
	made := map[ast.Expr]bool{} // the CASEs written
	text := func(x ast.Expr) ast.Expr {
		sp := x.SpanOf()
		cs := &ast.Case{Span: sp, Whens: []*ast.When{c.hiveBoolWhen(x)},
			Else: &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}}
		made[cs] = true
		return cs
	}
	// is: e is a value marked tested (the CASE written for one keeps its
	// span, and is not tested again where it is read: made)
	is := func(e ast.Expr) bool {
		return tested[e.SpanOf()] && !made[e]
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Cast:
			if x.Type != nil && x.Type.Kind.IsText() && len(x.Type.Params) == 0 && is(x.X) {
				return text(x.X)
			}
		case *ast.Binary:
			if x.Op == ast.OpConcat && (is(x.L) || is(x.R)) {
				nx := *x
				if is(x.L) {
					nx.L = text(x.L)
				}
				if is(x.R) {
					nx.R = text(x.R)
				}
				return &nx
			}
		case *ast.Func:
			if first, ok := concatTextArgsFrom(x); ok && first == 0 {
				nx := *x
				nx.Args = append([]ast.Expr(nil), x.Args...)
				for i, a := range nx.Args {
					if is(a) {
						nx.Args[i] = text(a)
					}
				}
				return &nx
			}
		}
		return n
	})
}

// hiveBoolWhen is the WHEN of the CASE writing x, a table's column of
// unknown type made text, from Hive toward Spark, PostgreSQL, DuckDB,
// Trino and Presto (toward the last two a CAST only: their || and concat
// take no BOOLEAN), that writes a BOOLEAN as Hive does, TRUE or FALSE,
// where the target writes true or false:
//
//	WHEN <x is a BOOLEAN> THEN upper(CAST(x AS VARCHAR))
//
// the test being typeof(x) = 'boolean' in Spark (its typeof: "DDL-formatted
// type string"), Trino and Presto (their typeof names the type as their
// BOOLEAN type is named), typeof(x) = 'BOOLEAN' in DuckDB, and
// CAST(pg_typeof(coalesce(x, NULL)) AS VARCHAR) = 'boolean' in PostgreSQL
// (a domain over a BOOLEAN too: pgBaseTypeName). nil for another pair.
func (c *Context) hiveBoolWhen(x ast.Expr) *ast.When {
	if c.Source.Name != "hive" || !c.Target.is("spark", "postgres", "duckdb", "trino", "presto") {
		return nil
	}
	sp := x.SpanOf()
	var typ ast.Expr = canonCall(sp, "typeof", ast.Clone(x))
	name := "boolean"
	switch c.Target.Name {
	case "postgres":
		typ = pgBaseTypeName(x)
	case "duckdb":
		name = "BOOLEAN"
	}
	test := &ast.Binary{Span: sp, Op: ast.OpEq, L: typ, R: &ast.Literal{Span: sp, Kind: ast.LitString, Value: name}}
	text := &ast.Cast{Span: sp, X: ast.Clone(x), Type: &ast.TypeName{Span: sp, Kind: ast.TypeVarchar}}
	return &ast.When{Span: sp, Cond: test, Result: canonCall(sp, "upper", text)}
}

// boolPassing are the functions whose value is one of their arguments'
// (from the index given on), so a BOOLEAN when one of those is.
var boolPassing = map[string]int{
	"coalesce": 0, "nvl": 0, "ifnull": 0, "if": 1, "iff": 1, "nullif": 0, "greatest": 0, "least": 0,
	"max": 0, "min": 0, "first": 0, "last": 0, "first_value": 0, "last_value": 0, "lag": 0, "lead": 0,
	"any_value": 0, "nth_value": 0,
}

// notBoolCalls are functions that give a number or a string, never a
// BOOLEAN, whatever their arguments' types.
var notBoolCalls = map[string]bool{
	"round": true, "bround": true, "floor": true, "ceil": true, "ceiling": true, "abs": true, "sign": true,
	"sum": true, "avg": true, "count": true, "stddev": true, "stddev_pop": true, "stddev_samp": true,
	"variance": true, "var_pop": true, "var_samp": true, "length": true, "char_length": true,
	"character_length": true, "octet_length": true, "size": true, "cardinality": true, "instr": true,
	"locate": true, "strpos": true, "position": true, "pmod": true, "mod": true, "power": true, "pow": true,
	"sqrt": true, "exp": true, "ln": true, "log": true, "log10": true, "log2": true, "log2_java": true, "log2_strict": true, "upper": true,
	"lower": true, "substr": true, "substring": true, "lpad": true, "rpad": true, "reverse": true,
	"trim": true, "ltrim": true, "rtrim": true, "replace": true, "regexp_replace": true,
	"regexp_extract": true, "concat": true, "concat_ws": true, "md5": true, "sha1": true, "sha2": true,
	"repeat": true, "translate": true, "initcap": true, "typeof": true, "date_format": true,
}

// mayBeBool: e may be a BOOLEAN (its type known to be one, or not known
// and not read as a number or a string from its form).
func (c *Context) mayBeBool(e ast.Expr, sc *scope) bool {
	if t := c.typeOf(e, sc); t != nil && t.Kind != ast.TypeUnknown {
		return t.Kind == ast.TypeBool
	}
	switch x := e.(type) {
	case *ast.Literal, *ast.TypedLit:
		return false
	case *ast.Unary:
		return x.Op != ast.OpNeg
	case *ast.Binary:
		switch x.Op {
		case ast.OpAdd, ast.OpSub, ast.OpMul, ast.OpDiv, ast.OpDivFrac, ast.OpIntDiv, ast.OpMod, ast.OpConcat:
			return false
		}
	case *ast.Subquery:
		if sel, ok := x.Query.Body.(*ast.Select); ok && x.Query.With == nil && len(sel.Items) == 1 {
			return c.mayBeBool(sel.Items[0].Expr, c.scopeOf(sel.From))
		}
	case *ast.Case:
		for _, r := range caseResults(x) {
			if c.mayBeBool(r, sc) {
				return true
			}
		}
		return false
	case *ast.Func:
		if len(x.Name) != 1 || x.Name[0].Quoted {
			break
		}
		name := strings.ToLower(x.Name[0].Name)
		if notBoolCalls[name] {
			return false
		}
		if from, ok := boolPassing[name]; ok && from < len(x.Args) {
			args := x.Args[from:]
			if name == "nullif" || x.Over != nil {
				args = args[:1]
			}
			for _, a := range args {
				// a number beside a BOOLEAN does not bind in Hive (no
				// common type: its FunctionRegistry.getCommonClass)
				if t := c.typeOf(a, sc); t != nil && (t.Kind.IsInteger() || t.Kind == ast.TypeDecimal || t.Kind == ast.TypeDouble || t.Kind == ast.TypeReal) {
					return false
				}
			}
			for _, a := range args {
				if c.mayBeBool(a, sc) {
					return true
				}
			}
			return false
		}
	}
	return true
}
