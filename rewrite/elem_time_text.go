package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeElemTimeText: array_to_string of INTERVAL, TIMESTAMPTZ, TIMESTAMP
// or TIME elements from PostgreSQL or DuckDB toward Spark, Trino or
// Presto, whose casts to a string write those otherwise.
const codeElemTimeText = "T187"

// PostgreSQL and DuckDB write an INTERVAL as 1 day (DuckDB 1 day too; 1
// mon or 1 month), a TIMESTAMPTZ as 2024-01-01 00:00:00+00 (the offset in
// the session's zone), a TIMESTAMP as 2024-01-01 00:00:00 and a TIME as
// 12:00:00, the fraction of a second only when it is not zero (run on
// PostgreSQL 15). The casts to a string of Trino and Presto, which
// array_join applies to the elements, write an INTERVAL DAY TO SECOND as
// 1 00:00:00.000 and the TIMESTAMP(p), TIMESTAMP(p) WITH TIME ZONE and
// TIME(p) values with their p fractional digits (2024-01-01
// 00:00:00.000, TIMESTAMP(3) by default) and a zone name (2024-01-01
// 00:00:00.000 UTC) (Trino's and Presto's date and time functions,
// "Data types": TIMESTAMP is TIMESTAMP(3), TIME TIME(3)); Spark's writes
// an ANSI interval as INTERVAL '1' DAY and its TIMESTAMP (TIMESTAMP_LTZ,
// which PostgreSQL's TIMESTAMPTZ becomes) without an offset. An array of
// such elements joined as text is refused (T187) where their type is
// known (elemTimeArray); for elements of unknown type the run-time test
// of untypedElemsText raises (elemTimeWhen).

// elemTimeTextPair: the source writes those types otherwise than the
// target casts them (the sources PostgreSQL and DuckDB, the targets
// Spark, Trino and Presto).
func (c *Context) elemTimeTextPair() bool {
	return (c.Source.Name == "postgres" || c.Source.Name == "duckdb") && c.Target.is("spark", "trino", "presto")
}

// elemTimeKind: an element of kind k is written otherwise by the target
// (elemTimeTextPair): an INTERVAL or a TIMESTAMPTZ, toward Trino and Presto a
// TIMESTAMP or a TIME too (Spark writes a TIMESTAMP's wall-clock time
// with the fraction's digits as PostgreSQL does, and has no TIME).
func (c *Context) elemTimeKind(k ast.TypeKind) bool {
	switch k {
	case ast.TypeInterval, ast.TypeTimestampTZ:
		return true
	case ast.TypeTimestamp, ast.TypeTime:
		return c.Target.is("trino", "presto")
	}
	return false
}

// elemTimeArray refuses (T187) f, array_to_string (array_join) of a,
// an array whose elements are known to be of a type elemTimeKind
// names; true when it did.
func (c *Context) elemTimeArray(a ast.Expr, f *ast.Func, sc *scope) bool {
	if !c.elemTimeTextPair() {
		return false
	}
	e := c.arrayElemType(a, sc)
	if e == nil {
		return false
	}
	if e.Kind == ast.TypeDecimal && c.Target.is("spark") && (len(e.Params) != 2 || e.Params[1] > 6) {
		// Spark writes a DECIMAL of a scale past 6 with an exponent
		// outside ANSI mode (1E-8), as in a cast (temporal_text.go)
		c.Refuse(codeTemporalText, f, "cast each element to text in the source first (array_to_string(ARRAY[CAST(x AS TEXT), ...], sep))",
			"array_to_string of an array of DECIMAL writes the elements as %s's text (0.00000001), which spark writes 1E-8 for a scale past 6",
			c.Source.Name)
		return true
	}
	if !c.elemTimeKind(e.Kind) {
		return false
	}
	c.Refuse(codeElemTimeText, f, "cast each element to text in the source first (array_to_string(ARRAY[CAST(x AS TEXT), ...], sep)), or write the parts you need as numbers",
		"array_to_string of an array of %s writes the elements as %s's text (%s), which %s writes otherwise (%s)",
		strings.ToUpper(e.Kind.String()), c.Source.Name, elemTimeSourceText(e.Kind), c.Target.Name, c.elemTimeTargetText(e.Kind))
	return true
}

// arrayElemType is the element type of a, an array of known element type;
// nil otherwise.
func (c *Context) arrayElemType(a ast.Expr, sc *scope) *ast.TypeName {
	if t := c.typeOf(a, sc); t != nil && t.Kind == ast.TypeArray {
		return t.Elem
	}
	return nil
}

func elemTimeSourceText(k ast.TypeKind) string {
	switch k {
	case ast.TypeInterval:
		return "1 day"
	case ast.TypeTimestampTZ:
		return "2024-01-01 00:00:00+00"
	case ast.TypeTime:
		return "12:00:00"
	}
	return "2024-01-01 00:00:00"
}

func (c *Context) elemTimeTargetText(k ast.TypeKind) string {
	spark := c.Target.is("spark")
	switch k {
	case ast.TypeInterval:
		if spark {
			return "INTERVAL '1' DAY"
		}
		return "1 00:00:00.000"
	case ast.TypeTimestampTZ:
		if spark {
			return "2024-01-01 00:00:00, without the offset"
		}
		return "2024-01-01 00:00:00.000 UTC"
	case ast.TypeTime:
		return "12:00:00.000"
	}
	return "2024-01-01 00:00:00.000"
}

// elemTimeWhen is, for x, an element of unknown type of an array joined
// as text (untypedElemsText) between an elemTimeTextPair, the WHEN that
// raises when x is of a type whose text the target writes otherwise: by
// the names typeof gives, toward Trino and Presto interval day to second,
// interval year to month, timestamp(p), timestamp(p) with time zone,
// time(p) and time(p) with time zone (typeof LIKE 'interval%' or
// 'time%'), toward Spark its intervals (interval, interval day to second,
// interval year to month...) and timestamp, its TIMESTAMP_LTZ, which
// PostgreSQL's TIMESTAMP and TIMESTAMPTZ both become, so that its text
// cannot be told from the source's (timestamp_ntz, written as PostgreSQL
// writes a TIMESTAMP, is kept). nil for other pairs.
func (c *Context) elemTimeWhen(x ast.Expr) *ast.When {
	if !c.elemTimeTextPair() {
		return nil
	}
	sp := x.SpanOf()
	str := func(v string) ast.Expr { return &ast.Literal{Span: sp, Kind: ast.LitString, Value: v} }
	typ := func() ast.Expr { return canonCall(sp, "typeof", ast.Clone(x)) }
	var test ast.Expr
	or := func(e ast.Expr) {
		if test == nil {
			test = e
		} else {
			test = &ast.Binary{Span: sp, Op: ast.OpOr, L: test, R: e}
		}
	}
	kinds, examples := "INTERVAL, TIMESTAMPTZ, TIMESTAMP or TIME", "1 day or 1 00:00:00.000, 2024-01-01 00:00:00+00 or 2024-01-01 00:00:00.000 UTC"
	if c.Target.is("spark") {
		or(&ast.Like{Span: sp, X: typ(), Pattern: str("interval%")})
		or(&ast.Binary{Span: sp, Op: ast.OpEq, L: typ(), R: str("timestamp")})
		kinds, examples = "INTERVAL or TIMESTAMP", "1 day or INTERVAL '1' DAY, 2024-01-01 00:00:00+00 or 2024-01-01 00:00:00"
	} else {
		or(&ast.Like{Span: sp, X: typ(), Pattern: str("interval%")})
		or(&ast.Like{Span: sp, X: typ(), Pattern: str("time%")})
	}
	msg := str("an " + kinds + " value inside an array joined as text, which " + c.Target.Name + " writes otherwise than " + c.Source.Name +
		" (" + examples + "): cast the elements to text first (an error of the translation from " + c.Source.Name + "): ")
	return c.untypedRaiseWhen(x, test, msg)
}

// elemTimeTextAt refuses (T187) writing o, known to be a TIMESTAMPTZ, as
// text at at (a CAST to a string type, ||, concat and the string
// functions: intervalTextAt) between an elemTimeTextPair, whose target
// writes it otherwise, as in an array (2024-01-01 00:00:00.000 UTC in
// Trino, 2024-01-01 00:00:00 without the offset in Spark); true when it
// did.
func (c *Context) elemTimeTextAt(o ast.Expr, at ast.Node, sc *scope, verb string) bool {
	if !c.elemTimeTextPair() {
		return false
	}
	if t := c.typeOf(o, sc); t == nil || t.Kind != ast.TypeTimestampTZ {
		return false
	}
	c.Refuse(codeElemTimeText, at, "write the parts you need with the source's formatting function (to_char in PostgreSQL, strftime in DuckDB), or keep the value a TIMESTAMPTZ",
		"%s a TIMESTAMPTZ to text: %s writes it as %s, %s otherwise (%s)",
		verb, c.Source.Name, elemTimeSourceText(ast.TypeTimestampTZ), c.Target.Name, c.elemTimeTargetText(ast.TypeTimestampTZ))
	return true
}

// elemTextTarget writes, or refuses (T187), array_to_string (canonical
// array_join, DuckDB's array_join_duck) of an array whose elements are
// known to be of a type the target does not join as the source writes it,
// from any other dialect:
//
//   - toward BigQuery, any element but a string or BYTES: its
//     ARRAY_TO_STRING takes an ARRAY<STRING> or ARRAY<BYTES> only
//     (BigQuery array functions, ARRAY_TO_STRING), so the translation
//     would not run. Integers and dates, which every dialect writes alike
//     (a BigQuery DATE lies between the years 1 and 9999), and BOOLEANs
//     from the dialects writing true and false (boolTextSource), are cast
//     to STRING first (array_text); the others are refused (floats, and
//     PostgreSQL's BOOLEANs, by float_text.go and pg_bool_text.go with
//     their own reasons);
//   - toward Snowflake, a DATE, TIMESTAMP, TIMESTAMPTZ, TIME or INTERVAL:
//     its ARRAY_TO_STRING converts each element with TO_VARCHAR
//     (Snowflake ARRAY_TO_STRING), whose text of a date or time follows
//     the session's output formats and the VARIANT the array stores them
//     in, not checked here.
func (c *Context) elemTextTarget(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) < 2 || !c.Target.is("bigquery", "snowflake") || c.Source.Name == c.Target.Name ||
		!strings.EqualFold(f.Name[0].Name, "array_join") && !strings.EqualFold(f.Name[0].Name, "array_join_duck") {
		return f
	}
	e := c.arrayElemType(f.Args[0], sc)
	if e == nil {
		return f
	}
	k := e.Kind
	why := ""
	switch {
	case k == ast.TypeUnknown || k.IsText() || k == ast.TypeBinary || k == ast.TypeDouble || k == ast.TypeReal,
		k == ast.TypeBool && c.Source.Name == "postgres": // pg_bool_text.go's (T181)
	case c.Target.is("bigquery"):
		if k.IsInteger() || k == ast.TypeDate && c.Source.Name != "snowflake" || k == ast.TypeBool && boolTextSource(c.Source.Name) {
			nf := *f
			nf.Args = append([]ast.Expr{canonCall(f.Args[0].SpanOf(), "array_text", f.Args[0])}, f.Args[1:]...)
			return &nf
		}
		why = "bigquery's ARRAY_TO_STRING joins an array of STRING or BYTES only"
	case k == ast.TypeDate || k == ast.TypeTimestamp || k == ast.TypeTimestampTZ || k == ast.TypeTime || k == ast.TypeInterval:
		why = "snowflake converts each element with TO_VARCHAR, by its session's output formats, which are not checked against " + c.Source.Name + "'s text"
	}
	if why == "" {
		return f
	}
	c.Refuse(codeElemTimeText, f, "join an array of strings (cast each element to text in the source first), or join the values in "+c.Source.Name,
		"joining the elements of an array of %s as text: %s", strings.ToUpper(k.String()), why)
	return f
}

// elemDigitsText refuses (T187) array_join (canonical; DuckDB's
// array_join_duck; Spark's and Hive's concat_ws of one) of an array whose
// elements Trino writes otherwise than the other side (digitsTextPair):
// from Trino and Presto toward any other dialect, of
// TIMESTAMP, TIME, TIMESTAMP WITH TIME ZONE or INTERVAL elements (Trino
// casts each with the digits of its precision, 2024-01-01 10:00:00.500,
// a zone name, an interval as 1 00:00:00.000); from Spark and Hive toward
// Trino and Presto, of TIMESTAMP or INTERVAL elements (Spark writes the
// fraction without its trailing zeros, an interval as INTERVAL '1'
// DAY). The elements of a known type only; from PostgreSQL and DuckDB
// those are elemTimeArray's.
func (c *Context) elemDigitsText(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || f.Name[0].Quoted || len(f.Args) < 2 {
		return f
	}
	switch strings.ToLower(f.Name[0].Name) {
	case "array_join", "array_join_duck":
		c.elemDigitsRefused(f.Args[0], f, sc, "joining")
	case "concat_ws":
		// Spark's and Hive's concat_ws joins an array argument too
		for _, a := range f.Args[1:] {
			if c.elemDigitsRefused(a, a, sc, "joining") {
				break
			}
		}
	}
	return f
}

// elemDigitsCast refuses (T187) a cast of such an array (elemDigitsText)
// to an array of strings, which casts each element as text, and a cast
// of an array, map or struct holding such values at any depth to a type
// holding strings.
func (c *Context) elemDigitsCast(x *ast.Cast, sc *scope) {
	if x.Type == nil || !holdsText(x.Type) || x.Type.Kind.IsText() {
		return
	}
	if x.Type.Kind == ast.TypeArray && x.Type.Elem != nil && x.Type.Elem.Kind.IsText() {
		c.elemDigitsRefused(x.X, x, sc, "casting")
		return
	}
	trino, on := c.digitsTextPair()
	if !on {
		return
	}
	if t := c.typeOf(x.X, sc); t != nil && t.Kind != x.Type.Kind {
		return // not a cast of one nested value to another
	} else if t != nil && holdsKind(t, func(e *ast.TypeName) bool { return c.digitsElem(e, trino) }) {
		c.Refuse(codeElemTimeText, x, "cast each value to text in the source first",
			"casting a nested value of TIMESTAMP or INTERVAL parts to strings: %s writes each otherwise than %s (Trino a TIMESTAMP with the digits of its precision, 2024-01-01 10:00:00.500, the others without trailing zeros)",
			c.Source.Name, c.Target.Name)
	}
}

// digitsTextPair: the source and the target write a TIMESTAMP (TIME,
// INTERVAL) as text otherwise because one of them is Trino or Presto,
// whose text has the digits of its precision: from Trino or Presto toward
// any other dialect (trino), or from Spark or Hive toward them.
func (c *Context) digitsTextPair() (trino, on bool) {
	trino = c.Source.is("trino", "presto")
	return trino, c.Source.Name != c.Target.Name && (trino || c.Source.is("spark", "hive") && c.Target.is("trino", "presto"))
}

// digitsElem: a value of type e is written as text otherwise between the
// dialects elemDigitsText checks (trino: from Trino or Presto).
func (c *Context) digitsElem(e *ast.TypeName, trino bool) bool {
	k := e.Kind
	return k == ast.TypeTimestamp || k == ast.TypeInterval || trino && (k == ast.TypeTime || k == ast.TypeTimestampTZ || timeTZType(e))
}

// holdsText: t is or holds a string type.
func holdsText(t *ast.TypeName) bool {
	return holdsKind(t, func(e *ast.TypeName) bool { return e.Kind.IsText() })
}

// holdsKind: t is, or holds in an array, map or struct, a type for which
// is holds.
func holdsKind(t *ast.TypeName, is func(*ast.TypeName) bool) bool {
	if t == nil {
		return false
	}
	if is(t) {
		return true
	}
	for _, f := range t.Fields {
		if holdsKind(f.Type, is) {
			return true
		}
	}
	return holdsKind(t.Elem, is) || holdsKind(t.Key, is) || holdsKind(t.Value, is)
}

// elemDigitsRefused refuses (T187) at at the array a made text (verb)
// where its elements are of a type elemDigitsText names; true when it did.
func (c *Context) elemDigitsRefused(a ast.Expr, at ast.Node, sc *scope, verb string) bool {
	trino, on := c.digitsTextPair()
	if !on {
		return false
	}
	e := c.arrayElemType(a, sc)
	if e == nil {
		return false
	}
	if !c.digitsElem(e, trino) {
		return false
	}
	c.Refuse(codeElemTimeText, at, "cast each element to text in the source first, or write the parts you need as numbers",
		"%s an array of %s as text: %s writes each element otherwise than %s (Trino a TIMESTAMP with the digits of its precision, 2024-01-01 10:00:00.500, the others without trailing zeros)",
		verb, strings.ToUpper(e.Kind.String()), c.Source.Name, c.Target.Name)
	return true
}
