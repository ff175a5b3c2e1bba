package rewrite

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// Diagnostic codes of string literals in the arms of set operations.
const (
	// codeSetOpLiteral: a string literal arm of a PostgreSQL set operation
	// that PostgreSQL reads as the other arm's type, whose value lateral
	// cannot write for the target (or which PostgreSQL cannot read).
	codeSetOpLiteral = "T147"
	// codeSetOpText: arms of a PostgreSQL set operation that PostgreSQL
	// types as text meeting an arm of another type, which it raises for.
	codeSetOpText = "T148"
)

// setOpLiterals types the string literals of the arms of the set
// operation x as the source does, at its two arms (the arms below have
// been seen already).
//
// PostgreSQL types a set operation's column pair by pair (PostgreSQL 15
// manual, 10.5 "UNION, CASE, and Related Constructs"): a string literal
// arm takes the other arm's type, two literal arms make text. So SELECT 1
// UNION SELECT '01' is one row 1 and SELECT DATE '2020-01-01' UNION
// SELECT '20200101' one DATE, where DuckDB, Spark and Hive make the column
// a string (two rows: run on PostgreSQL 15 and DuckDB 1.5). From
// PostgreSQL the literal is written as the value PostgreSQL reads
// (setOpLiteralValue), or refused (T147); a literal beside a value of
// unknown type that PostgreSQL could read as a number is refused (T056);
// and the text of set operations of literals meeting another type, which
// PostgreSQL raises for ("UNION types text and integer cannot be
// matched": SELECT '1' UNION SELECT '01' UNION SELECT 1), is refused
// (T148), toward PostgreSQL too. TIMESTAMP and TIME arms are tsTextSetOp's, floats'
// floatTextSetOp's.
//
// From DuckDB, Spark and Hive, where such a column is a string, to the
// other dialects, which read the literal as the other arm's type or have
// no common type (Trino), a string literal arm beside a SELECT of an
// integer or a DATE has that SELECT's column cast to a string; toward
// PostgreSQL and ANSI SQL a literal beside another arm not known to be a
// string is cast to TEXT, so that it stays a string (or the target raises
// where the other arm is not one) instead of being read as the other
// arm's type.
func (c *Context) setOpLiterals(x *ast.SetOp) *ast.SetOp {
	switch {
	case c.Source.Name == "postgres":
		return c.pgSetOpLiterals(x)
	case c.Source.Name == c.Target.Name:
		return x
	case stringUnions(c.Source.Name) && !stringUnions(c.Target.Name):
		return c.textSetOpLiterals(x)
	}
	return x
}

// setOpArmRole is what an arm of a set operation is to PostgreSQL's typing
// of one of its columns.
type setOpArmRole int

const (
	armTyped   setOpArmRole = iota // a value of a type, maybe unknown
	armLiteral                     // a string literal of no written type
	armNull                        // a bare NULL
	armText                        // a set operation of literals and NULLs only: text
)

// setOpArm is the role of column i of the arm b of a set operation, the
// literal of an armLiteral, and the type of an armTyped (nil when not
// known). A parenthesized SELECT (with WITH, ORDER BY or LIMIT too) is a
// leaf; its string literal or NULL that DISTINCT, GROUP BY or ORDER BY
// sorts on is text (PostgreSQL 15 run: SELECT 1 UNION SELECT DISTINCT
// '01', SELECT 1 UNION (SELECT '01' ORDER BY 1) and SELECT 1 UNION SELECT
// NULL GROUP BY 1 raise "UNION types integer and text cannot be matched";
// ORDER BY 2 leaves column 1 alone, and SELECT 1 UNION (WITH w AS
// (SELECT 1) SELECT '01') is one row 1).
func (c *Context) setOpArm(b ast.QueryExpr, i int) (setOpArmRole, *ast.Literal, *ast.TypeName) {
	leaf := b
	var orders []*ast.OrderItem
	for {
		q, ok := leaf.(*ast.Query)
		if !ok {
			break
		}
		orders = append(orders, q.OrderBy...)
		leaf = q.Body
	}
	switch x := leaf.(type) {
	case *ast.Select:
		if !hasStar(x.Items) && i < len(x.Items) {
			l, ok := x.Items[i].Expr.(*ast.Literal)
			lit := ok && l.Kind == ast.LitString
			if (lit || isNullLit(x.Items[i].Expr)) && sortsOnItem(x, orders, i) {
				return armText, nil, nil
			}
			if lit {
				return armLiteral, l, nil
			}
			if isNullLit(x.Items[i].Expr) {
				return armNull, nil, nil
			}
			if sub, ok := x.Items[i].Expr.(*ast.Subquery); ok && sub.Query != nil {
				return armTyped, nil, c.subqueryColType(sub.Query)
			}
		}
	case *ast.SetOp:
		if c.literalsOnly(x, i) {
			return armText, nil, nil
		}
	}
	return armTyped, nil, c.pgSetOpColType(b, i, 0)
}

// setOpCol is what the left (0) and right (1) arms of a set operation are
// to one of its columns (setOpArm).
type setOpCol struct {
	role [2]setOpArmRole
	lit  [2]*ast.Literal
	t    [2]*ast.TypeName
}

// setOpCols is setOpArm of the two arms of x, column by column.
func (c *Context) setOpCols(x *ast.SetOp) []setOpCol {
	cols := make([]setOpCol, max(len(c.setOpArmItems(x.L)), len(c.setOpArmItems(x.R))))
	for i := range cols {
		for side, b := range []ast.QueryExpr{x.L, x.R} {
			cols[i].role[side], cols[i].lit[side], cols[i].t[side] = c.setOpArm(b, i)
		}
	}
	return cols
}

// subqueryColType is the type of the column of the scalar subquery q:
// its string literal or NULL (or a set operation of those only) is text,
// as PostgreSQL types it (PostgreSQL 15 run: SELECT 1 UNION SELECT (SELECT
// '01'), and (SELECT NULL), raise "UNION types integer and text cannot be
// matched", where DuckDB 1.5 gives the rows 1 and 01); another column has
// its arm's type (setOpArm).
func (c *Context) subqueryColType(q *ast.Query) *ast.TypeName {
	switch r, _, t := c.setOpArm(q, 0); r {
	case armTyped:
		return t
	default:
		return &ast.TypeName{Kind: ast.TypeString}
	}
}

// sortsOnItem reports whether the SELECT sel, with the ORDER BY items
// orders of its parentheses, makes its column i a value PostgreSQL sorts
// or groups on, which types a literal there as text: DISTINCT, or a
// GROUP BY or ORDER BY item naming the column by its position or alias.
func sortsOnItem(sel *ast.Select, orders []*ast.OrderItem, i int) bool {
	if sel.Distinct && len(sel.DistinctOn) == 0 {
		return true
	}
	names := func(e ast.Expr) bool {
		if l, ok := e.(*ast.Literal); ok && l.Kind == ast.LitInt {
			return l.Value == strconv.Itoa(i+1)
		}
		cr, ok := e.(*ast.ColumnRef)
		return ok && sel.Items[i].Alias != nil && len(cr.Name) == 1 && strings.EqualFold(cr.Name.Last().Name, sel.Items[i].Alias.Name)
	}
	for _, o := range orders {
		if names(o.Expr) {
			return true
		}
	}
	if sel.GroupBy != nil {
		for _, g := range sel.GroupBy.Items {
			if names(g) {
				return true
			}
		}
	}
	return false
}

// pgTypedArms is the two arms of the set operation x, but for an arm
// that is a set operation of literals only in column i, which PostgreSQL
// types as text (tsTextSetOp).
func (c *Context) pgTypedArms(x *ast.SetOp, i int) []ast.QueryExpr {
	var arms []ast.QueryExpr
	for _, a := range []ast.QueryExpr{x.L, x.R} {
		if r, _, _ := c.setOpArm(a, i); r != armText {
			arms = append(arms, a)
		}
	}
	return arms
}

// literalsOnly reports whether column i of every arm of the set operation
// x is a string literal or NULL, one at least a string.
func (c *Context) literalsOnly(x *ast.SetOp, i int) bool {
	var arms []ast.QueryExpr
	setOpArms(x, &arms)
	lits := 0
	for _, a := range arms {
		switch r, _, _ := c.setOpArm(a, i); r {
		case armLiteral, armText:
			lits++
		case armNull:
		default:
			return false
		}
	}
	return lits > 0
}

// pgSetOpColType is the type of column i of the arm b: setOpArmColType's,
// and for a set operation of numbers of different types the one
// PostgreSQL makes of them (a NUMERIC of no precision beside a DECIMAL).
func (c *Context) pgSetOpColType(b ast.QueryExpr, i, depth int) *ast.TypeName {
	x, ok := b.(*ast.SetOp)
	if !ok || depth > maxQueryTypeDepth {
		return c.setOpArmColType(b, i)
	}
	switch {
	case nullColumn(x.L, i):
		return c.pgSetOpColType(x.R, i, depth+1)
	case nullColumn(x.R, i):
		return c.pgSetOpColType(x.L, i, depth+1)
	}
	l, r := c.pgSetOpColType(x.L, i, depth+1), c.pgSetOpColType(x.R, i, depth+1)
	switch {
	case l == nil || r == nil:
		return nil
	case sameType(l, r):
		return l
	case l.Kind.IsNumeric() && r.Kind.IsNumeric():
		// smallint < integer < bigint < numeric < real < double precision
		rank := func(k ast.TypeKind) int {
			return strings.Index("sibdrf", map[ast.TypeKind]string{ast.TypeSmallInt: "s", ast.TypeInt: "i", ast.TypeBigInt: "b",
				ast.TypeDecimal: "d", ast.TypeReal: "r", ast.TypeDouble: "f"}[k])
		}
		if rank(l.Kind) < 0 || rank(r.Kind) < 0 {
			return nil
		}
		if rank(r.Kind) > rank(l.Kind) {
			l = r
		}
		return &ast.TypeName{Kind: l.Kind}
	}
	return nil
}

// pgNumberRe is a string PostgreSQL's numeric input reads: white space,
// a sign, digits with a point, an exponent.
var pgNumberRe = regexp.MustCompile(`^[ \t\n\r\v\f]*([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]{1,4}))?[ \t\n\r\v\f]*$`)

// pgSetOpLiterals is setOpLiterals from PostgreSQL.
func (c *Context) pgSetOpLiterals(x *ast.SetOp) *ast.SetOp {
	out := x
	for i, col := range c.setOpCols(x) {
		lr, lt, rr, rt := col.role[0], col.t[0], col.role[1], col.t[1]
		// A text arm (string literals only, or a string value of known
		// type: a text column, a literal typed text in a subquery, CTE
		// or VALUES) meeting a typed non-string arm: PostgreSQL fails on
		// the different type categories (PostgreSQL 15 manual, 10.5),
		// where the targets make a string column. Toward PostgreSQL too.
		if setOpTextArm(lr, lt) && setOpNonText(rr, rt) || setOpTextArm(rr, rt) && setOpNonText(lr, lt) {
			word := func(r setOpArmRole, t *ast.TypeName) string {
				if r == armText {
					return "text"
				}
				return pgTypeWord(t)
			}
			gives := ""
			if c.Target.Name != c.Source.Name {
				gives = ", where " + c.Target.Name + " gives rows"
			}
			c.Refuse(codeSetOpText, x, "cast one arm to the other's type in the source",
				"column %d of the %s meets a string arm (string literals only, which postgres types as text, or a string value) with a value of another type: postgres raises an error (%s types %s and %s cannot be matched)%s",
				i+1, x.Op, x.Op, word(lr, lt), word(rr, rt), gives)
			return x
		}
		if c.Target.Name == c.Source.Name {
			continue // PostgreSQL reads its own literals
		}
		for side := 0; side < 2; side++ {
			lit, role, t := col.lit[side], col.role[1-side], col.t[1-side]
			if lit == nil || role != armTyped {
				continue
			}
			e := c.setOpLiteralValue(x, i, lit, t)
			if c.Diags.HasErrors() {
				return x
			}
			if e == nil {
				continue
			}
			nx := *out
			if side == 0 {
				nx.L = replaceArmItem(nx.L, i, e)
			} else {
				nx.R = replaceArmItem(nx.R, i, e)
			}
			out = &nx
			c.Fire(passLowerExprs)
		}
	}
	return out
}

// stringUnions: the dialect makes a set operation's column where a
// string meets a number or a DATE a string (DuckDB 1.5 run; Spark's
// TypeCoercion widens a string and an atomic type to a string; Hive's
// getCommonClassForUnionAll converts a number or a date to a string).
func stringUnions(dialect string) bool {
	return dialect == "duckdb" || dialect == "spark" || dialect == "hive"
}

// setOpTextArm: an arm PostgreSQL types as text, or as another string
// type, in the column at hand.
func setOpTextArm(r setOpArmRole, t *ast.TypeName) bool {
	return r == armText || r == armTyped && t != nil && t.Kind.IsText()
}

// setOpNonText: an arm of a known type that is no string (not TypeOther,
// a domain or extension type that may be one, nor TypeUnknown).
func setOpNonText(r setOpArmRole, t *ast.TypeName) bool {
	return r == armTyped && t != nil && !t.Kind.IsText() && t.Kind != ast.TypeOther && t.Kind != ast.TypeUnknown
}

// pgTypeWord is PostgreSQL's name of the type t in its messages.
func pgTypeWord(t *ast.TypeName) string {
	switch t.Kind {
	case ast.TypeInt:
		return "integer"
	case ast.TypeDecimal:
		return "numeric"
	case ast.TypeDouble:
		return "double precision"
	case ast.TypeTimestamp:
		return "timestamp without time zone"
	case ast.TypeTimestampTZ:
		return "timestamp with time zone"
	case ast.TypeTime:
		return "time without time zone"
	case ast.TypeString:
		return "text"
	case ast.TypeVarchar:
		return "character varying"
	case ast.TypeChar:
		return "character"
	}
	return strings.ToLower(t.Kind.String())
}

// setOpLiteralValue is the string literal lit of column i of the set
// operation x as PostgreSQL reads it beside an arm of type t
// (pgLiteralValue); refused where it cannot be written (T147), or where
// PostgreSQL raises for it (T150), and beside an arm of unknown type where
// PostgreSQL could read it as a number or a boolean (T056).
func (c *Context) setOpLiteralValue(x *ast.SetOp, i int, lit *ast.Literal, t *ast.TypeName) ast.Expr {
	if t == nil {
		if pgLiteralMaybeTyped(lit) {
			c.Refuse(codeTypeUnknown, lit, "give the column types with --schema (or a CREATE TABLE in the script), or cast the literal to the column's type",
				"column %d of the %s holds the string '%s' beside a value of unknown type: postgres reads the literal as that value's type (a number: '01' beside an integer is 1; a boolean: 'yes' beside one is true), where %s keeps it a string",
				i+1, x.Op, lit.Value, c.Target.Name)
		}
		return nil
	}
	e, hint, why := c.pgLiteralValue(lit, t)
	switch {
	case hint == pgIntLiteralHint:
		// the user wrote no cast: name the set operation
		c.Refuse(codePgStringIntLiteral, lit, pgIntLiteralHint,
			"column %d of the %s holds the string '%s' beside a value of type %s: postgres reads it as %s and raises an error (it is not an integer of the type's range), where %s gives a value",
			i+1, x.Op, lit.Value, pgTypeWord(t), pgTypeWord(t), c.Target.Name)
	case hint != "":
		c.Refuse(codeSetOpLiteral, lit, hint,
			"column %d of the %s holds the string '%s' beside a value of type %s: postgres reads it as %s%s, where %s makes the column a string or types it otherwise",
			i+1, x.Op, lit.Value, pgTypeWord(t), pgTypeWord(t), why, c.Target.Name)
	default:
		return e
	}
	return nil
}

// pgLiteralMaybeTyped: PostgreSQL could read the string literal lit as a
// number or a boolean beside a value of that type (PostgreSQL 15 run: b
// UNION 'yes' is one row t beside a TRUE).
func pgLiteralMaybeTyped(lit *ast.Literal) bool {
	_, boolText := pgBoolText(lit.Value)
	return pgNumberRe.MatchString(lit.Value) && strings.ContainsAny(lit.Value, "0123456789") || boolText
}

// pgLiteralValue is the string literal lit as PostgreSQL reads it as a
// value of type t (beside an arm of a set operation, or the values of a
// coalesce, CASE, ARRAY or IN list of that type): an integer type's CAST
// of the integer (of the string when PostgreSQL cannot read it and the
// target's cast raises too), a NUMERIC's number (the literal takes the
// type without its precision: PostgreSQL 15 run, SELECT CAST(1 AS
// NUMERIC(3,1)) UNION SELECT '2.25' and coalesce(CAST(NULL AS
// NUMERIC(4,1)), '2.25') give 2.25), a DATE's literal, TRUE or FALSE;
// nil where the literal is left as it is (a string type, a TIMESTAMP,
// TIME or float one). Where it cannot be written, hint and why (after
// "postgres reads it as <type>") say why; hint is pgIntLiteralHint for a
// string PostgreSQL cannot read as the integer type toward a target whose
// cast answers (pgIntCastAnswers).
func (c *Context) pgLiteralValue(lit *ast.Literal, t *ast.TypeName) (e ast.Expr, hint, why string) {
	sp := lit.Span
	switch k := t.Kind; {
	case tsKind(k) && !c.Target.is("duckdb"):
		// PostgreSQL reads the literal as a TIMESTAMP (run on PostgreSQL
		// 15: coalesce(CAST(NULL AS TIMESTAMP), '2020-1-2') is 2020-01-02
		// 00:00:00), where Spark and Hive make a string of the two
		// (stringUnions) and Trino has no common type for them: the
		// TIMESTAMP literal is read alike everywhere. DuckDB reads the
		// usual forms alike (tsTextAmong keeps their digits).
		if v, ok := pgTimestampText(lit.Value); ok && k == ast.TypeTimestamp {
			// as a TIMESTAMP literal written in the source is (Doris:
			// a DATETIME of the digits written)
			return c.tsPrecisionLit(&ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeTimestamp}, Value: v}), "", ""
		}
		if c.Target.is("spark", "hive") {
			return nil, "write the value as TIMESTAMP 'YYYY-MM-DD HH:MM:SS'", " by its own rules, which lateral reads only in the forms YYYY-MM-DD [HH:MM[:SS[.ffffff]]] and YYYYMMDD, and not as a TIMESTAMP WITH TIME ZONE"
		}
		return nil, "", ""
	case k.IsText(), k == ast.TypeReal, k == ast.TypeDouble, tsTextColKind(t):
		return nil, "", ""
	case isIntType(t):
		if text, ok := pgIntText(lit.Value, true); ok && pgIntCastText(lit.Value, t) {
			return &ast.Cast{Span: sp, X: signedLit(sp, ast.LitInt, text), Type: &ast.TypeName{Span: sp, Kind: k}}, "", ""
		}
		if pgIntCastAnswers(c) {
			return nil, pgIntLiteralHint, ""
		}
		return &ast.Cast{Span: sp, X: lit, Type: &ast.TypeName{Span: sp, Kind: k}}, "", ""
	case k == ast.TypeDecimal:
		if v, ok := pgNumericText(lit.Value); ok {
			kind := ast.LitInt
			if strings.Contains(v, ".") {
				kind = ast.LitDecimal
			}
			return signedLit(sp, kind, v), "", ""
		}
		return nil, "write the number as a numeric literal", " (it cannot, or reads NaN or Infinity, which the target does not keep alike)"
	case k == ast.TypeDate:
		if v, ok := pgDateText(lit.Value); ok {
			return &ast.TypedLit{Span: sp, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}, Value: v}, "", ""
		}
		if c.pgDuckDateTextPair() && pgDuckDateTextRe.MatchString(lit.Value) && pgDateOfText(lit.Value) {
			// a form DuckDB reads as PostgreSQL does (pg_duck_date_text.go)
			return &ast.Cast{Span: sp, X: lit, Type: &ast.TypeName{Span: sp, Kind: ast.TypeDate}}, "", ""
		}
		return nil, "write the date as DATE 'YYYY-MM-DD'", " by its own rules (or raises), which lateral reads only in the forms YYYY-MM-DD and YYYYMMDD"
	case k == ast.TypeBool:
		if v, ok := pgBoolText(lit.Value); ok {
			return &ast.Literal{Span: sp, Kind: ast.LitBool, Value: v}, "", ""
		}
		return nil, "write TRUE or FALSE", " (and raises for it: it is not a boolean)"
	}
	return nil, "cast the literal to the other values' type", ""
}

// signedLit is the number literal of kind k written text, a minus sign
// its negation.
func signedLit(sp ast.Span, k ast.LitKind, text string) ast.Expr {
	var e ast.Expr = &ast.Literal{Span: sp, Kind: k, Value: strings.TrimPrefix(text, "-")}
	if strings.HasPrefix(text, "-") {
		e = &ast.Unary{Span: sp, Op: ast.OpNeg, X: e}
	}
	return e
}

// pgNumericText is the number PostgreSQL's numeric input reads in s
// (pgNumberRe), written with the scale it keeps ('1e3' is 1000, '1.50e1'
// 15.0, ' -.5' -0.5); ok is false for another string.
func pgNumericText(s string) (string, bool) {
	m := pgNumberRe.FindStringSubmatch(s)
	if m == nil || m[2] == "" && m[3] == "" {
		return "", false
	}
	exp := 0
	if m[4] != "" {
		// decimal, leading zeros and all ('1e09' is 1e9): fmt.Sscan
		// would read '09' as octal
		exp, _ = strconv.Atoi(m[4])
	}
	digits := m[2] + m[3]
	point := len(m[2]) + exp // digits before the point
	var text string
	switch {
	case point >= len(digits):
		text = digits + strings.Repeat("0", point-len(digits))
	case point <= 0:
		text = "0." + strings.Repeat("0", -point) + digits
	default:
		text = digits[:point] + "." + digits[point:]
	}
	whole, frac, _ := strings.Cut(text, ".")
	whole = strings.TrimLeft(whole, "0")
	if whole == "" {
		whole = "0"
	}
	text = whole
	if frac != "" {
		text += "." + frac
	}
	if m[1] == "-" && strings.Trim(text, "0.") != "" {
		text = "-" + text
	}
	return text, true
}

// pgDateRe is a date PostgreSQL reads alike whatever its DateStyle:
// YYYY-M-D or YYYYMMDD, white space around.
var pgDateRe = regexp.MustCompile(`^[ \t\n\r\v\f]*(?:([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})|([0-9]{4})([0-9]{2})([0-9]{2}))[ \t\n\r\v\f]*$`)

// pgDateText is the date s written YYYY-MM-DD, for the forms of pgDateRe
// (PostgreSQL 15 run: DATE '2020-01-01' UNION SELECT '20200101' is one
// row, ' 2020-1-2 ' reads 2020-01-02); ok is false for another string or
// a day that does not exist.
func pgDateText(s string) (string, bool) {
	m := pgDateRe.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	if m[1] == "" {
		m = []string{m[0], m[4], m[5], m[6]}
	}
	// decimal, leading zeros and all ('0100', '09'): fmt.Sscan would read
	// them as octal
	y, _ := strconv.Atoi(m[1])
	mo, _ := strconv.Atoi(m[2])
	d, _ := strconv.Atoi(m[3])
	t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
	if y < 1 || t.Year() != y || int(t.Month()) != mo || t.Day() != d {
		return "", false
	}
	return t.Format("2006-01-02"), true
}

// pgDateOfText: the text of pgDuckDateTextForms s is infinity, -infinity
// or epoch, or its date (before a time of day) is one pgDateText reads: a
// day that exists, which neither engine raises for.
func pgDateOfText(s string) bool {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, " T"); i > 0 {
		s = s[:i]
	}
	_, ok := pgDateText(s)
	return ok || !strings.ContainsAny(s, "0123456789")
}

// pgTimeOfDayRe is the time of day of a TIMESTAMP text pgTimestampText
// reads: H:MM, H:MM:SS or H:MM:SS.f with up to 6 digits, after a space
// or a T.
var pgTimeOfDayRe = regexp.MustCompile(`^[ T]([0-9]{1,2}):([0-9]{2})(?::([0-9]{2})(\.[0-9]{1,6})?)?$`)

// pgTimestampText is the TIMESTAMP s written YYYY-MM-DD HH:MM:SS[.f], for
// a date of pgDateRe's forms alone (midnight) or followed by a time of
// day (pgTimeOfDayRe) within 23:59:59 (PostgreSQL 15 run: TIMESTAMP
// '2020-01-01 00:00' UNION SELECT ' 2020-1-1 0:00:00 ' is one row); ok is
// false for another string.
func pgTimestampText(s string) (string, bool) {
	s = strings.Trim(s, " \t\n\r\v\f")
	date, clock := s, ""
	if i := strings.IndexAny(s, " T"); i >= 0 {
		date, clock = s[:i], s[i:]
	}
	d, ok := pgDateText(date)
	if !ok {
		return "", false
	}
	if clock == "" {
		return d + " 00:00:00", true
	}
	m := pgTimeOfDayRe.FindStringSubmatch(clock)
	if m == nil {
		return "", false
	}
	h, _ := strconv.Atoi(m[1])
	mi, _ := strconv.Atoi(m[2])
	sec := 0
	if m[3] != "" {
		sec, _ = strconv.Atoi(m[3])
	}
	if h > 23 || mi > 59 || sec > 59 {
		return "", false
	}
	return fmt.Sprintf("%s %02d:%02d:%02d%s", d, h, mi, sec, m[4]), true
}

// pgBoolText is "true" or "false" as PostgreSQL's boolean input reads s
// (parse_bool: white space around, any case, a prefix of true, false,
// yes or no, on, of or off, 1 or 0); ok is false for another string,
// which PostgreSQL raises for.
func pgBoolText(s string) (string, bool) {
	s = strings.ToLower(strings.Trim(s, " \t\n\r\v\f"))
	switch {
	case s == "":
		return "", false
	case strings.HasPrefix("true", s), strings.HasPrefix("yes", s), s == "1", len(s) >= 2 && strings.HasPrefix("on", s):
		return "true", true
	case strings.HasPrefix("false", s), strings.HasPrefix("no", s), s == "0", len(s) >= 2 && strings.HasPrefix("off", s):
		return "false", true
	}
	return "", false
}

// armLeafItem is the expression of column i of the arm b, a SELECT
// (maybe parenthesized) without a *; nil for another arm.
func armLeafItem(b ast.QueryExpr, i int) ast.Expr {
	for {
		q, ok := b.(*ast.Query)
		if !ok || q.With != nil {
			break
		}
		b = q.Body
	}
	if sel, ok := b.(*ast.Select); ok && !hasStar(sel.Items) && i < len(sel.Items) {
		return sel.Items[i].Expr
	}
	return nil
}

// keepColumnName names column i of the arm b, whose expression was the
// column reference e, after that column, where it has no alias.
func keepColumnName(b ast.QueryExpr, i int, e ast.Expr) {
	for {
		q, ok := b.(*ast.Query)
		if !ok {
			break
		}
		b = q.Body
	}
	sel, ok := b.(*ast.Select)
	cr, isCol := e.(*ast.ColumnRef)
	if ok && isCol && sel.Items[i].Alias == nil {
		name := cr.Name.Last()
		sel.Items[i].Alias = &name
	}
}

// replaceArmItem is the arm b (a SELECT, maybe parenthesized) with its
// column i's expression e.
func replaceArmItem(b ast.QueryExpr, i int, e ast.Expr) ast.QueryExpr {
	switch x := b.(type) {
	case *ast.Query:
		nq := *x
		nq.Body = replaceArmItem(x.Body, i, e)
		return &nq
	case *ast.Select:
		it := *x.Items[i]
		it.Expr = e
		ns := *x
		ns.Items = append([]*ast.SelectItem(nil), x.Items...)
		ns.Items[i] = &it
		return &ns
	}
	return b
}

// duckTextAsPg: DuckDB writes a value of type t as text as PostgreSQL
// does, toward which it is cast to TEXT beside a string literal arm (run
// on DuckDB 1.5 and PostgreSQL 15: TIMESTAMP '2020-01-01 10:00:00.5' is
// 2020-01-01 10:00:00.5, 1.50 is 1.50, TRUE is true as text in both).
func (c *Context) duckTextAsPg(t *ast.TypeName) bool {
	return c.Source.Name == "duckdb" && c.Target.is("postgres", "ansi") &&
		(t.Kind == ast.TypeTimestamp || t.Kind == ast.TypeDecimal || t.Kind == ast.TypeBool)
}

// textSetOpLiterals is setOpLiterals from DuckDB, Spark and Hive to the
// other dialects: a string literal arm meeting an arm not known to be a
// string (nor a literal or NULL) has that arm's integer or DATE column
// cast to a string, or toward PostgreSQL and ANSI SQL is cast to TEXT.
func (c *Context) textSetOpLiterals(x *ast.SetOp) *ast.SetOp {
	out := x
	for i, col := range c.setOpCols(x) {
		for side := 0; side < 2; side++ {
			lit, role, t := col.lit[side], col.role[1-side], col.t[1-side]
			if lit == nil || role != armTyped || t != nil && t.Kind.IsText() {
				continue
			}
			nx := *out
			arm, other := &nx.L, &nx.R
			if side == 1 {
				arm, other = &nx.R, &nx.L
			}
			e := armLeafItem(*other, i)
			if e != nil && t != nil && (isIntType(t) || t.Kind == ast.TypeDate || c.duckTextAsPg(t)) {
				// an integer or a date is written alike as text in
				// every dialect (1, 2020-01-01); DuckDB's TIMESTAMP,
				// DECIMAL and BOOLEAN as PostgreSQL writes them
				*other = replaceArmItem(*other, i, &ast.Cast{Span: e.SpanOf(), X: e, Type: &ast.TypeName{Span: e.SpanOf(), Kind: ast.TypeString}})
				keepColumnName(*other, i, e)
			} else if t != nil && !c.Target.is("postgres", "ansi") && t.Kind != ast.TypeOther && t.Kind != ast.TypeUnknown {
				// a TIMESTAMP, DECIMAL, BOOLEAN (or TIME, INTERVAL, or
				// an arm not a SELECT) arm (floats are floatTextSetOp's):
				// the source writes it as its text, which the
				// target reads the literal beside (BigQuery, Snowflake)
				// or writes otherwise (Trino's TIMESTAMP(3) with 3
				// digits, BigQuery's NUMERIC without trailing zeros),
				// or raises for (Trino: no common type)
				c.Refuse(codeLiteralNeighbour, lit, "cast the other arm to a string in the source, in the form it should take",
					"column %d of the %s holds the string '%s' beside a value of type %s: %s makes the column a string, writing that value as its own text, where %s reads the literal as that type, writes the value otherwise or raises",
					i+1, x.Op, lit.Value, strings.ToLower(t.Kind.String()), c.Source.Name, c.Target.Name)
				return x
			} else if c.Target.is("postgres", "ansi") {
				*arm = replaceArmItem(*arm, i, &ast.Cast{Span: lit.Span, X: lit, Type: &ast.TypeName{Span: lit.Span, Kind: ast.TypeString}})
			} else {
				continue
			}
			out = &nx
			c.Fire(passLowerExprs)
		}
	}
	return out
}
