package rewrite

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// CodeTsPrecision: a TIMESTAMP without a precision keeps another number of
// fractional digits in the source than in the target, and the target
// cannot be made to keep (or round to) the source's.
const CodeTsPrecision = "T126"

// tsDefaultDigits is the number of fractional second digits of a TIMESTAMP
// written without a precision, or -1 where lateral does not know it:
// Trino's TIMESTAMP is TIMESTAMP(3) (Trino documentation, data types:
// "TIMESTAMP is an alias for TIMESTAMP(3)"), and Presto's keeps
// milliseconds (Presto's TIMESTAMP has millisecond precision only);
// Doris's DATETIME is DATETIME(0) (Doris documentation, DATETIME:
// "DATETIME([P]) ... P in [0, 6] ... 0 when not given"); Hive's
// TIMESTAMP and Snowflake's TIMESTAMP_NTZ keep nanoseconds (9);
// PostgreSQL, DuckDB, Spark, BigQuery's DATETIME and SQL's TIMESTAMP
// microseconds (6).
func tsDefaultDigits(d string) int {
	switch d {
	case "trino", "presto":
		return 3
	case "doris":
		return 0
	case "hive", "snowflake":
		return 9
	case "postgres", "duckdb", "spark", "bigquery", "ansi":
		return 6
	}
	return -1
}

// tsMaxDigits is the most fractional digits a target's TIMESTAMP(p) (Doris
// DATETIME(p)) takes, or 0 when the target's TIMESTAMP takes no precision
// (DuckDB, Spark, Hive, BigQuery) or keeps milliseconds only (Presto).
func tsMaxDigits(d string) int {
	switch d {
	case "trino":
		return 12 // Trino documentation, TIMESTAMP(P): 0 to 12
	case "doris", "postgres", "ansi":
		return 6 // Doris DATETIME(P): 0 to 6; PostgreSQL: 0 to 6
	case "snowflake":
		return 9
	}
	return 0
}

// tsRoundsLiteral: the dialect rounds a timestamp string's fractional
// digits beyond the precision half up, on the digits as written: Trino
// (VarcharToTimestampCast rounds the fraction to the precision) and Doris
// (Doris documentation, DATETIME: digits beyond the precision are rounded
// when the text is parsed).
func tsRoundsLiteral(d string) bool { return d == "trino" || d == "doris" }

// tsPrecisionCast keeps the fractional digits of CAST(x AS TIMESTAMP)
// when the dialects' TIMESTAMPs without a precision keep different
// numbers of them: toward Doris the cast is to DATETIME(p) and toward
// Trino to TIMESTAMP(p), p the source's digits (Doris's DATETIME would
// drop the microseconds, Trino's round them to milliseconds); from Trino
// and Doris, a string literal is rounded here as the source rounds it,
// and another value that may hold more digits than the source keeps is
// refused (T126): the targets round it otherwise (PostgreSQL's
// TIMESTAMP(3) halves away from zero from 2000-01-01, DuckDB's
// TIMESTAMP_MS away from zero from 1970, Trino up) or not at all.
func (c *Context) tsPrecisionCast(x *ast.Cast, sc *scope) ast.Expr {
	if x.Type == nil || !tsKind(x.Type.Kind) || c.Source.Name == c.Target.Name {
		return x
	}
	if e, ok := c.pgDuckTsTextGuard(x, sc); ok { // pg_duck_ts_text.go
		return e
	}
	x, ok := c.tsTextCast(x, sc) // ts_text_digits.go
	if !ok {
		return x
	}
	if len(x.Type.Params) == 1 && x.Type.Params[0] == 6 && tsMaxDigits(c.Target.Name) == 0 && tsDefaultDigits(c.Target.Name) == 6 {
		// TIMESTAMP(6) (Doris's DATETIME(6)) is the TIMESTAMP of DuckDB,
		// Spark and BigQuery, which take no precision.
		nt := *x.Type
		nt.Params = nil
		nx := *x
		nx.Type = &nt
		return &nx
	}
	if len(x.Type.Params) == 1 && tsMaxDigits(c.Target.Name) == 0 {
		// A target whose TIMESTAMP takes no precision (Hive's keeps 9
		// digits): the cast of a value of at most p digits (a DATE, a
		// TIMESTAMP of the source's 6, a literal tsTextCast has read) is
		// the identity in the source, and its TIMESTAMP keeps them.
		if a := c.tsArgDigits(x.X, sc); a >= 0 && a <= x.Type.Params[0] && a <= tsDefaultDigits(c.Target.Name) {
			nt := *x.Type
			nt.Params = nil
			nx := *x
			nx.Type = &nt
			return &nx
		}
	}
	if len(x.Type.Params) == 1 && x.Type.Params[0] > 6 && x.Type.Params[0] > tsMaxDigits(c.Target.Name) {
		if e, ok := c.tsNanoCast(x, sc); ok {
			return e
		}
	}
	if len(x.Type.Params) == 1 && !c.tsExplicitRounds(x, sc) {
		return x
	}
	if len(x.Type.Params) > 0 {
		return c.tsExplicitLit(x)
	}
	ds, dt := tsDefaultDigits(c.Source.Name), tsDefaultDigits(c.Target.Name)
	// Drill's TIMESTAMP keeps milliseconds (Drill documentation,
	// supported data types: yyyy-MM-dd HH:mm:ss.SSS), as Presto's does;
	// how their casts round more digits is not documented, so from Trino
	// and Doris a literal is rounded here and a value of more digits than
	// the source keeps is refused.
	unknownRounding := c.Target.is("drill", "presto") && (c.Source.Name == "trino" || c.Source.Name == "doris")
	if unknownRounding {
		dt = 3
	}
	if ds < 0 || dt < 0 || ds == dt && !unknownRounding {
		return x
	}
	arg := x.X
	a := c.tsArgDigits(arg, sc)
	if lit, ok := arg.(*ast.Literal); ok && lit.Kind == ast.LitString && a > ds {
		if !tsRoundsLiteral(c.Source.Name) {
			// PostgreSQL, DuckDB and the others keep microseconds: a
			// literal past them is the source's own rounding, not read.
			if a > dt && !c.tsSpells(ds) {
				c.refuseTsDigits(x, ds)
			}
			return c.tsWithDigits(x, ds)
		}
		v, ok := tsRoundText(lit.Value, ds)
		if !ok {
			c.refuseTsDigits(x, ds)
			return x
		}
		x, a = castLitValued(x, lit, v), ds
	}
	switch {
	case a >= 0 && a <= ds:
		// No rounding in the source: the value keeps a digits.
		if a <= dt {
			return x
		}
		if c.tsSpells(a) {
			return c.tsWithDigits(x, ds)
		}
		if lit, ok := arg.(*ast.Literal); ok && lit.Kind == ast.LitString && dt == 6 {
			// Hive's and Snowflake's nanoseconds: digits past the
			// sixth that are zeros are the same value in microseconds
			if v, ok := tsTrimZeros(lit.Value, 6); ok {
				return castLitValued(x, lit, v)
			}
		}
	case a < 0 && tsRoundsLiteral(c.Source.Name) && tsRoundsLiteral(c.Target.Name) && c.tsSpells(ds) && c.knownText(arg, sc):
		// Trino and Doris both round a string's digits half up.
		return c.tsWithDigits(x, ds)
	case ds == 6 || ds == 9:
		// The source keeps microseconds (nanoseconds): a target that
		// spells them keeps the same value.
		if c.tsSpells(ds) {
			return c.tsWithDigits(x, ds)
		}
		if ds == 9 && (dt == 6 || c.tsSpells(6)) && c.knownText(arg, sc) {
			// a string of 7 to 9 fractional digits: Hive and Snowflake
			// keep them, the target rounds or cuts them to 6
			break
		}
		if ds == 9 && c.tsSpells(6) {
			// Doris: as PostgreSQL, DuckDB and Spark, microseconds.
			return c.tsWithDigits(x, 6)
		}
		if dt >= ds || dt == 6 && ds == 9 {
			// (a value of unknown type, as a Hive or Snowflake TIMESTAMP
			// column, is not checked: a column of nanoseconds is taken to
			// hold what the target's microseconds keep)
			return x
		}
	}
	c.refuseTsDigits(x, ds)
	return x
}

// tsKind: t is a TIMESTAMP with or without a time zone; each dialect's
// TIMESTAMP WITH TIME ZONE (PostgreSQL's TIMESTAMPTZ, Snowflake's
// TIMESTAMP_TZ, BigQuery's TIMESTAMP, Hive's TIMESTAMP WITH LOCAL TIME
// ZONE) keeps as many fractional digits as its TIMESTAMP (Trino
// documentation, TIMESTAMP(P) WITH TIME ZONE: TIMESTAMP WITH TIME ZONE is
// an alias for TIMESTAMP(3) WITH TIME ZONE).
func tsKind(k ast.TypeKind) bool { return k == ast.TypeTimestamp || k == ast.TypeTimestampTZ }

// tsExplicitLit rounds the string literal of CAST('...' AS TIMESTAMP(p))
// of more than p digits here, so that the target keeps it as written:
// Trino and Doris round the digits half up as written (tsRoundsLiteral),
// PostgreSQL half away from zero from 2000-01-01, so half down before it
// (run on PostgreSQL 15: CAST('1999-12-31 23:59:59.9995' AS TIMESTAMP(3))
// is 1999-12-31 23:59:59.999, where Trino's is 2000-01-01 00:00:00.000).
// A PostgreSQL tie before 2000, a PostgreSQL literal of more than 6
// digits (rounded twice) and another source's literal are refused (T126).
func (c *Context) tsExplicitLit(x *ast.Cast) ast.Expr {
	lit, ok := x.X.(*ast.Literal)
	if !ok || lit.Kind != ast.LitString || len(x.Type.Params) != 1 {
		return x
	}
	p, a := x.Type.Params[0], tsTextDigits(lit.Value)
	if a <= p || p >= 6 && a <= 6 {
		return x
	}
	v, ok := tsRoundText(lit.Value, p)
	if ok && c.Source.Name == "postgres" {
		m := tsTextRe.FindStringSubmatch(lit.Value)
		tie := m[7][p] == '5' && strings.Trim(m[7][p+1:], "0") == ""
		before := m[1] < "2000"
		if x.Type.Kind == ast.TypeTimestampTZ && m[1] == "2000" && m[8] == "" {
			// a TIMESTAMPTZ is rounded in UTC: a local time on 2000-01-01
			// is before 2000 in a session zone east of UTC (run on
			// PostgreSQL 15 with TimeZone Asia/Tokyo: CAST('2000-01-01
			// 05:00:00.0005' AS timestamptz(3)) is 05:00:00+09, at 09:00
			// .001)
			mo, _ := strconv.Atoi(m[2])
			d, _ := strconv.Atoi(m[3])
			before = mo == 1 && d == 1
		}
		ok = a <= 6 && !(tie && before)
	} else if ok {
		ok = tsRoundsLiteral(c.Source.Name)
	}
	if !ok {
		c.Refuse(CodeTsPrecision, x, "write the literal with at most as many fractional digits as the precision",
			"the literal has %d fractional second digits, which %s and %s may round otherwise to TIMESTAMP(%d)", a, c.Source.Name, c.Target.Name, p)
		return x
	}
	return castLitValued(x, lit, v) // ts_text_digits.go
}

// knownText: x is known to be a string (its type is a text type).
func (c *Context) knownText(x ast.Expr, sc *scope) bool {
	t := c.typeOf(x, sc)
	return t != nil && (t.Kind == ast.TypeVarchar || t.Kind == ast.TypeString || t.Kind == ast.TypeChar || t.Kind.IsText())
}

// tsSpells: the target's TIMESTAMP(p) takes p digits.
func (c *Context) tsSpells(p int) bool { return p <= tsMaxDigits(c.Target.Name) }

// tsWithDigits is x cast to TIMESTAMP(p) (p at most what the target takes).
func (c *Context) tsWithDigits(x *ast.Cast, p int) ast.Expr {
	if m := tsMaxDigits(c.Target.Name); p > m {
		p = m
	}
	if p == tsDefaultDigits(c.Target.Name) {
		return x
	}
	nt := *x.Type
	nt.Params = []int{p}
	nx := *x
	nx.Type = &nt
	return &nx
}

func (c *Context) refuseTsDigits(x ast.Node, ds int) {
	c.Refuse(CodeTsPrecision, x, "cast to a TIMESTAMP of an explicit precision the target takes, or round the value in the source (a literal of at most that many digits)",
		"%s's TIMESTAMP keeps %d fractional second digits, and %s cannot keep or round to the same value here", c.Source.Name, ds, c.Target.Name)
}

// castArgDigits are the fractional second digits of an operand of a cast
// to a TIMESTAMP or a TIME, read in the source before the lowering: ts
// what tsArgDigits reads, time what trinoTimeCast does.
type castArgDigits struct{ ts, time int }

// noteCastArgDigits records (Context.castArgs), by its span, the
// fractional second digits of each operand of a cast to a TIMESTAMP (WITH
// TIME ZONE) or a TIME of s, before the lowering rewrites the casts and
// the expressions they read: CAST(x AS TIMESTAMP(6)) is written as the
// TIMESTAMP of DuckDB, Spark and BigQuery, which takes no precision and
// would read as the source's TIMESTAMP (Trino's TIMESTAMP(3), Doris's
// DATETIME(0)) in a cast around it (tsArgDigits, trinoTimeCast).
func (c *Context) noteCastArgDigits(s ast.Stmt) {
	c.castArgs = nil
	if c.Source.Name == c.Target.Name {
		return
	}
	c.inspectScopedOrdered(s, func(n ast.Node, sc *scope) bool {
		x, ok := n.(*ast.Cast)
		if !ok || x.Type == nil || !tsKind(x.Type.Kind) && x.Type.Kind != ast.TypeTime || !x.X.SpanOf().Start.IsValid() {
			return true
		}
		d := castArgDigits{c.tsArgDigitsOf(x.X, sc), c.trinoTimeArgDigits(x.X, sc)}
		if c.castArgs == nil {
			c.castArgs = map[ast.Span]castArgDigits{}
		}
		if o, dup := c.castArgs[x.X.SpanOf()]; dup && o != d {
			// two operands of one span (a rewrite's): neither is known
			d = castArgDigits{-1, -1}
		}
		c.castArgs[x.X.SpanOf()] = d
		return true
	})
}

// tsArgDigits is the most fractional second digits x, an operand of a
// cast, can hold, or -1 when not known (a string other than a literal, an
// unknown type): as the source's statement had them (noteCastArgDigits),
// a literal's as it is now (tsArgDigitsOf).
func (c *Context) tsArgDigits(x ast.Expr, sc *scope) int {
	switch x.(type) {
	case *ast.Literal, *ast.TypedLit:
	default:
		if d, ok := c.castArgs[x.SpanOf()]; ok && x.SpanOf().Start.IsValid() {
			return d.ts
		}
	}
	return c.tsArgDigitsOf(x, sc)
}

// tsArgDigitsOf is the most fractional second digits x can hold, or -1
// when not known (a string other than a literal, an unknown type): of a
// cast to TIMESTAMP(p), p, or fewer, those of its operand (a cast to a
// greater precision keeps the value); of a Trino TIMESTAMP (WITH TIME
// ZONE), its precision where trinoDigitsOf knows it (the type of a
// coalesce or a CASE of TIMESTAMP(6) and TIMESTAMP(3) has no precision:
// branchType).
func (c *Context) tsArgDigitsOf(x ast.Expr, sc *scope) int {
	switch v := x.(type) {
	case *ast.Cast:
		if v.Type == nil || !tsKind(v.Type.Kind) {
			break
		}
		p := tsDefaultDigits(c.Source.Name)
		if len(v.Type.Params) == 1 {
			p = v.Type.Params[0]
		}
		if a := c.tsArgDigitsOf(v.X, sc); a >= 0 && (a < p || p < 0) {
			return a
		}
		return p
	case *ast.Literal:
		if v.Kind == ast.LitNull {
			return 0
		}
		if v.Kind == ast.LitString {
			return tsTextDigits(v.Value)
		}
		return -1
	case *ast.TypedLit:
		if v.Type != nil && v.Type.Kind == ast.TypeDate {
			return 0
		}
		if v.Type != nil && (v.Type.Kind == ast.TypeTimestamp || v.Type.Kind == ast.TypeTimestampTZ) {
			return tsTextDigits(v.Value)
		}
		return -1
	}
	t := c.typeOf(x, sc)
	if t == nil {
		return -1
	}
	switch t.Kind {
	case ast.TypeDate:
		return 0
	case ast.TypeTimestamp, ast.TypeTimestampTZ:
		if c.Source.Name == "trino" {
			if p, ok := c.trinoDigitsOf(x, sc); ok {
				return p
			}
			return -1
		}
		if len(t.Params) == 1 {
			return t.Params[0]
		}
		return tsDefaultDigits(c.Source.Name)
	}
	return -1
}

// tsTextRe is a date and time as the dialects read it in a cast:
// year-month-day, then optionally a time whose seconds may have a
// fraction, then optionally a zone.
var tsTextRe = regexp.MustCompile(`^\s*(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2})(?:\.(\d*))?)?)?(\s*[^\d\s.].*)?\s*$`)

// tsTextDigits is the number of fractional second digits of a timestamp
// text, or -1 when it is not one lateral reads.
func tsTextDigits(s string) int {
	m := tsTextRe.FindStringSubmatch(s)
	if m == nil {
		return -1
	}
	return len(m[7])
}

// tsRoundText rounds a timestamp text's fraction to p digits, half up on
// the digits as written, carrying into the seconds, minutes and days; the
// text is written back as YYYY-MM-DD HH:MM:SS[.fff]. ok is false for a
// text it does not read (or with a zone).
func tsRoundText(s string, p int) (string, bool) {
	m := tsTextRe.FindStringSubmatch(s)
	if m == nil || m[8] != "" {
		return "", false
	}
	num := func(i int) int {
		if m[i] == "" {
			return 0
		}
		n, _ := strconv.Atoi(m[i])
		return n
	}
	y, mo, d, h, mi, se := num(1), num(2), num(3), num(4), num(5), num(6)
	if mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || se > 59 {
		return "", false
	}
	t := time.Date(y, time.Month(mo), d, h, mi, se, 0, time.UTC)
	if t.Day() != d {
		return "", false // 2021-02-30
	}
	frac := m[7]
	keep, up := frac[:p], frac[p] >= '5'
	units := 0
	if keep != "" {
		units, _ = strconv.Atoi(keep)
	}
	if up {
		units++
	}
	scale := 1
	for i := 0; i < p; i++ {
		scale *= 10
	}
	if units >= scale {
		units -= scale
		t = t.Add(time.Second)
	}
	out := t.Format("2006-01-02 15:04:05")
	if p > 0 {
		f := strconv.Itoa(units)
		out += "." + strings.Repeat("0", p-len(f)) + f
	}
	return out, true
}

// tsPrecisionLit writes a TIMESTAMP literal's digits: toward Doris, which
// has no such literal and whose DATETIME keeps none, it is a cast to
// DATETIME(p), p its digits; Presto's keep milliseconds only, and
// another dialect's literal of more digits than the target's TIMESTAMP
// takes is refused (T126). Trino's literal keeps the digits it has
// (Trino documentation, TIMESTAMP(P): the literal's precision is its
// number of digits).
func (c *Context) tsPrecisionLit(l *ast.TypedLit) ast.Expr {
	if l.Type == nil || !tsKind(l.Type.Kind) || len(l.Type.Params) > 0 || c.Source.Name == c.Target.Name {
		return l
	}
	if r := tsTextRuleOf(c.Source.Name); (r == tsTextDouble || r == tsTextCut) && tsTextDigits(l.Value) > 6 {
		// PostgreSQL, DuckDB and Spark read the literal as their casts
		// read a string (ts_text_digits.go): written with those 6 digits
		if v, ok := tsTextFold(l.Value, r, l.Type.Kind == ast.TypeTimestampTZ); ok {
			nl := *l
			nl.Value = v
			l = &nl
		}
	}
	a := tsTextDigits(l.Value)
	if a <= 0 || tsDefaultDigits(c.Source.Name) < 0 || tsDefaultDigits(c.Target.Name) < 0 {
		return l
	}
	keeps := a
	if ds := tsDefaultDigits(c.Source.Name); c.Source.Name != "trino" && a > ds && a > 6 {
		// PostgreSQL, DuckDB: the literal is rounded to microseconds
		// (Hive and Snowflake keep nanoseconds)
		keeps = ds
		if ds < 6 {
			keeps = 6
		}
	}
	if keeps == a && a > 6 && tsDefaultDigits(c.Target.Name) == 6 && c.Target.Name != "trino" {
		// Hive's and Snowflake's (and Trino's) nanoseconds toward a
		// target of microseconds: zeros past the sixth digit are dropped
		if v, ok := tsTrimZeros(l.Value, 6); ok {
			nl := *l
			nl.Value = v
			return &nl
		}
	}
	switch c.Target.Name {
	case "trino":
		if keeps == a && l.Type.Kind == ast.TypeTimestampTZ && a > 3 {
			// Trino's literal is written as a cast to TIMESTAMP WITH
			// TIME ZONE, which keeps milliseconds: the cast is to
			// TIMESTAMP(a) WITH TIME ZONE.
			nt := *l.Type
			nt.Params = []int{a}
			nl := *l
			nl.Type = &nt
			return &nl
		}
		if keeps == a {
			return l
		}
	case "doris":
		if keeps <= 6 && keeps == a {
			nt := *l.Type
			nt.Params = []int{a}
			nl := *l
			nl.Type = &nt
			return &nl
		}
	case "presto":
		if a <= 3 {
			return l
		}
	default:
		if d := tsDefaultDigits(c.Target.Name); d >= a && keeps == a {
			return l
		}
	}
	c.Refuse(CodeTsPrecision, l, "write the literal with at most as many fractional digits as both dialects keep",
		"the TIMESTAMP literal has %d fractional second digits, which %s's TIMESTAMP does not keep as %s does", a, c.Target.Name, c.Source.Name)
	return l
}

// tsPrecisionColumns gives the TIMESTAMP columns of a CREATE TABLE the
// source's digits where the target spells them (DATETIME(6) for Doris,
// TIMESTAMP(6) for Trino, TIMESTAMP(3) from Trino for PostgreSQL), writes
// a TIMESTAMP(6) column as the TIMESTAMP of DuckDB, Spark and BigQuery, and
// the TIME columns the source's digits toward Trino, whose TIME is
// TIME(3) (TIME(6) from PostgreSQL, DuckDB and BigQuery, as in a cast:
// timeTextCast; TIME(9) from Snowflake), and from Trino and Presto
// TIME(3) toward PostgreSQL.
func (c *Context) tsPrecisionColumns(ct *ast.CreateTable) *ast.CreateTable {
	ds := tsDefaultDigits(c.Source.Name)
	if ds < 0 || c.Source.Name == c.Target.Name {
		return ct
	}
	p := ds
	if m := tsMaxDigits(c.Target.Name); p > m {
		p = m
	}
	tsDigits := !(ds == tsDefaultDigits(c.Target.Name) || p == 0 && c.Target.Name != "doris" || p == tsDefaultDigits(c.Target.Name))
	// a bare TIME's digits: PostgreSQL's, DuckDB's and BigQuery's keep
	// microseconds, Snowflake's is TIME(9) (its documentation, TIME),
	// Trino's and Presto's TIME(3)
	bareTime := map[string]int{"postgres": 6, "duckdb": 6, "bigquery": 6, "snowflake": 9, "trino": 3, "presto": 3}
	timeDigits := 0
	switch {
	case c.Target.Name == "trino" && bareTime[c.Source.Name] > 3:
		timeDigits = bareTime[c.Source.Name]
	case c.Source.is("trino", "presto") && c.Target.Name == "postgres":
		timeDigits = 3
	}
	// TIMESTAMP(6) is the TIMESTAMP of DuckDB, Spark and BigQuery, which
	// take no precision (as in a cast: tsPrecisionCast)
	micros := tsMaxDigits(c.Target.Name) == 0 && tsDefaultDigits(c.Target.Name) == 6
	if !tsDigits && timeDigits == 0 && !micros {
		return ct
	}
	cols := ct.Columns
	for i, col := range ct.Columns {
		if col == nil || col.Type == nil || len(col.Type.Params) > 0 && !(micros && tsKind(col.Type.Kind) && len(col.Type.Params) == 1 && col.Type.Params[0] == 6) {
			continue
		}
		nt := *col.Type
		switch {
		case len(col.Type.Params) > 0:
			nt.Params = nil
		case tsKind(col.Type.Kind) && tsDigits:
			nt.Params = []int{p}
		case col.Type.Kind == ast.TypeTime && timeDigits > 0:
			nt.Params = []int{timeDigits}
		default:
			continue
		}
		nc := *col
		nc.Type = &nt
		if &cols[0] == &ct.Columns[0] {
			cols = append([]*ast.ColumnDef(nil), ct.Columns...)
		}
		cols[i] = &nc
	}
	if len(cols) == 0 || &cols[0] == &ct.Columns[0] {
		return ct
	}
	nct := *ct
	nct.Columns = cols
	return &nct
}

// CodeTsNanos: a cast to TIMESTAMP(p) of more than 6 fractional digits
// toward a target that keeps fewer.
const CodeTsNanos = "T138"

// tsNanoCast writes CAST(x AS TIMESTAMP(p)), p above 6 and above what the
// target's TIMESTAMP(p) takes (PostgreSQL and ANSI SQL take 6 at most:
// PostgreSQL 15 reduces TIMESTAMP(9) to TIMESTAMP(6) with a warning and
// rounds the digits; DuckDB, Spark, BigQuery keep microseconds, Doris's
// DATETIME(6) too), toward a target that keeps microseconds: a string
// literal whose digits past the sixth are zeros (after the source's own
// rounding to p, Trino's half up) is cast to the target's microseconds;
// another value is refused (T138), as the target would round or cut
// digits the source keeps (a NULL, a DATE or a TIMESTAMP of at most 6
// digits is cast to the target's microseconds). DuckDB's TIMESTAMP_NS keeps 9 digits but cuts
// more (run on DuckDB 1.5: CAST('2024-01-01 10:00:00.1234567895' AS
// TIMESTAMP_NS) is .123456789, where Trino's TIMESTAMP(9) rounds half up)
// and raises outside 1677-09-21 to 2262-04-11: it is not written. ok is
// false where the target is not one of microseconds (the printer refuses
// the type there, or the target keeps the digits).
func (c *Context) tsNanoCast(x *ast.Cast, sc *scope) (ast.Expr, bool) {
	var six []int // the target's spelling of 6 digits
	switch {
	case tsDefaultDigits(c.Target.Name) == 6:
	case c.Target.Name == "doris":
		six = []int{6}
	default:
		return x, false
	}
	p := x.Type.Params[0]
	if lit, ok := x.X.(*ast.Literal); !(ok && lit.Kind == ast.LitString) {
		if a := c.tsArgDigits(x.X, sc); a >= 0 && a <= 6 {
			// a NULL, a DATE or a TIMESTAMP of at most 6 digits: the
			// target's microseconds hold it whole
			nt := *x.Type
			nt.Params = six
			nx := *x
			nx.Type = &nt
			return &nx, true
		}
	}
	if lit, ok := x.X.(*ast.Literal); ok && lit.Kind == ast.LitString {
		v := lit.Value
		a := tsTextDigits(v)
		if a > p && tsRoundsLiteral(c.Source.Name) {
			v, ok = tsRoundText(v, p)
		} else {
			ok = a >= 0 && a <= p
		}
		if ok {
			v, ok = tsTrimZeros(v, 6)
		}
		if ok {
			nt := *x.Type
			nt.Params = six
			nx := castLitValued(x, lit, v)
			nx.Type = &nt
			return nx, true
		}
	}
	c.Refuse(CodeTsNanos, x, "cast to TIMESTAMP(6) or less in the source, or write a literal whose digits past the sixth are zeros",
		"%s's TIMESTAMP(%d) keeps %d fractional second digits, and %s's TIMESTAMP keeps 6: it would round or cut the others", c.Source.Name, p, p, c.Target.Name)
	return x, true
}

// tsTrimZeros writes a timestamp text with at most p fractional digits
// when the digits past the p-th are zeros (the same value); ok is false
// otherwise, or for a text it does not read.
func tsTrimZeros(s string, p int) (string, bool) {
	m := tsTextRe.FindStringSubmatchIndex(s)
	if m == nil || m[14] < 0 {
		return s, m != nil
	}
	frac := s[m[14]:m[15]]
	if len(frac) <= p {
		return s, true
	}
	if strings.Trim(frac[p:], "0") != "" {
		return "", false
	}
	return s[:m[14]+p] + s[m[15]:], true
}

// CodeTsRounding: a cast to TIMESTAMP(p) of a value of more digits, which
// the source and the target round otherwise.
const CodeTsRounding = "T139"

// tsRoundPairs are the dialects whose TIMESTAMP(p) casts are checked by
// tsExplicitRounds: PostgreSQL rounds to p digits half away from zero
// counted from 2000-01-01 (its epoch), so a tie before 2000 goes down
// (run on PostgreSQL 15: CAST(TIMESTAMP '1960-06-01 10:00:00.1235' AS
// TIMESTAMP(3)) is 10:00:00.123, CAST(TIMESTAMP '1999-12-31
// 23:59:59.9995' AS TIMESTAMP(3)) 23:59:59.999, and from 2000
// '2020-06-01 10:00:00.1235' gives .124); Trino rounds half up on every
// date (its TIMESTAMP(p) casts round the value to p digits, the rule its
// string casts follow too: tsRoundsLiteral); Presto keeps milliseconds by
// a rule it does not document.
var tsRoundPairs = map[string]bool{"postgres": true, "trino": true, "presto": true}

// tsExplicitRounds refuses (T139) CAST(x AS TIMESTAMP(p)) between
// PostgreSQL, Trino and Presto, and between PostgreSQL and any other
// dialect (none documents PostgreSQL's rounding from 2000: Doris rounds
// half up, DATETIME; ANSI SQL leaves it to the implementation), where x is no literal (tsExplicitLit
// rounds those here) and may hold more than p fractional digits (a
// TIMESTAMP of more digits, a string, a value of unknown type): the
// dialects round the digits past p differently. A DATE, a TIMESTAMP of
// at most p digits and a NULL are cast alike. It reports whether the
// cast goes on.
func (c *Context) tsExplicitRounds(x *ast.Cast, sc *scope) bool {
	if !(tsRoundPairs[c.Source.Name] && tsRoundPairs[c.Target.Name] || c.Source.Name == "postgres" || c.Target.Name == "postgres") {
		return true
	}
	p := x.Type.Params[0]
	if _, lit := x.X.(*ast.Literal); lit || p >= 6 && c.Source.Name == "postgres" {
		return true // (PostgreSQL keeps 6 digits at most)
	}
	if a := c.tsArgDigits(x.X, sc); a >= 0 && a <= p {
		return true
	}
	if k := c.typeOf(x.X, sc); k != nil && k.Kind == ast.TypeDate {
		return true
	}
	c.Refuse(CodeTsRounding, x, "cast a value of at most that many digits, or round it in the source (date_trunc) before the cast",
		"%s and %s round the fractional second digits past TIMESTAMP(%d) differently (PostgreSQL halves away from 2000-01-01, "+
			"so a tie before 2000 goes down; Trino halves up; Presto does not document its rule)", c.Source.Name, c.Target.Name, p)
	return false
}
