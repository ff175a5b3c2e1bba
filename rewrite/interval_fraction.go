package rewrite

import (
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// PostgreSQL and DuckDB keep only the whole units of an interval literal
// of a unit above the second whose quantity has a fraction, toward zero
// (run on PostgreSQL 15 and DuckDB 1.5: TIMESTAMP '2024-01-31 10:00:00' +
// INTERVAL '1.5' DAY is 2024-02-01 10:00:00, + INTERVAL '-2.7' HOUR
// 2024-01-31 08:00:00; INTERVAL '1.5' MONTH is 1 mon, '1.5' YEAR 1 year,
// PostgreSQL's '- 1.5' DAY -1 days; DuckDB's INTERVAL (1.5) DAY is 1 day,
// '1.5' WEEK 7 days, '-1.5' WEEK -7 days, '1.5' QUARTER 3 mons, '1.5'
// MICROSECOND 1 microsecond; but '1.5' SECOND and MILLISECOND keep the
// fraction). The other
// targets read such a literal otherwise or not at all (Spark's day-time
// interval strings take whole units; Snowflake's INTERVAL '1.5 day' is not
// documented), so toward them wholeIntervalUnits writes the whole units:
//
//	INTERVAL '1.5' DAY   -> INTERVAL '1' DAY
//	INTERVAL '-2.7' HOUR -> INTERVAL '-2' HOUR
//	INTERVAL (-1.5) DAY  -> INTERVAL '-1' DAY
func (c *Context) wholeIntervalUnits(iv *ast.Interval) *ast.Interval {
	if c.Source.Name != "postgres" && c.Source.Name != "duckdb" || c.Target.is("postgres", "duckdb") || iv.ToUnit != "" || iv.Value == nil {
		return iv
	}
	switch iv.Unit {
	case "YEAR", "QUARTER", "MONTH", "WEEK", "DAY", "HOUR", "MINUTE", "MICROSECOND":
	default:
		return iv
	}
	neg := false
	e := iv.Value
	if u, ok := e.(*ast.Unary); ok && (u.Op == ast.OpNeg || u.Op == ast.OpPlus) {
		neg, e = u.Op == ast.OpNeg, u.X
	}
	l, ok := e.(*ast.Literal)
	if !ok || l.Kind != ast.LitString && l.Kind != ast.LitDecimal {
		return iv
	}
	m := fractionalQuantity.FindStringSubmatch(l.Value)
	if m == nil || strings.Trim(l.Value, " +-.") == "" {
		return iv
	}
	if m[1] == "-" {
		neg = !neg
	}
	whole := strings.TrimLeft(m[2], "0")
	if whole == "" {
		whole, neg = "0", false
	}
	if neg {
		whole = "-" + whole // in the string, as the targets read a sign there
	}
	return &ast.Interval{Span: iv.Span, Value: &ast.Literal{Span: iv.Value.SpanOf(), Kind: ast.LitString, Value: whole}, Unit: iv.Unit}
}

// fractionalQuantity: a signed decimal with a point and a digit, its sign
// (PostgreSQL takes spaces after it) and whole part.
var fractionalQuantity = regexp.MustCompile(`^\s*([+-]?)\s*(\d*)\.\d*\s*$`)

// CodeIntervalRange: an interval literal with a range of fields whose
// string the source and the target read differently.
const CodeIntervalRange = "T117"

// intervalRangeForms are the strings SQL's interval literal takes for
// each range (SQL:2016 Part 2, 5.3 <interval literal>), unsigned, with
// the fields after the first within their ranges (checked apart).
var intervalRangeForms = map[string]*regexp.Regexp{
	"YEAR MONTH":    regexp.MustCompile(`^([+-]?)\d+-(\d+)$`),
	"DAY HOUR":      regexp.MustCompile(`^()\d+ (\d+)$`),
	"DAY MINUTE":    regexp.MustCompile(`^()\d+ (\d+):(\d+)$`),
	"DAY SECOND":    regexp.MustCompile(`^()\d+ (\d+):(\d+):(\d+)(?:\.\d*)?$`),
	"HOUR MINUTE":   regexp.MustCompile(`^()\d+:(\d+)$`),
	"HOUR SECOND":   regexp.MustCompile(`^()\d+:(\d+):(\d+)(?:\.\d*)?$`),
	"MINUTE SECOND": regexp.MustCompile(`^()\d+:(\d+)(?:\.\d*)?$`),
}

// checkIntervalRange refuses (T117), between two dialects, an interval
// literal with a range of fields whose string is not SQL's own form for
// the range. PostgreSQL reads a bare number as the range's last field
// (run on PostgreSQL 15: INTERVAL '2' DAY TO HOUR is 02:00:00, '1.5' YEAR
// TO MONTH is 1 mon), gives a time its own sign ('-1 2:03' DAY TO MINUTE
// is -1 days +02:03:00, where SQL's leading sign negates the whole
// interval) and takes hours past 23 ('1 25' DAY TO HOUR); DuckDB has no
// ranges. The string SQL defines, unsigned but for YEAR TO MONTH (whose
// sign PostgreSQL too applies to both fields: '-1-2' is -1 years -2
// mons), reads the same everywhere and is kept; a signed one is kept or
// rewritten where the readings of its sign are known (signedIntervalRange).
func (c *Context) checkIntervalRange(iv *ast.Interval) ast.Expr {
	if iv.ToUnit == "" {
		return iv
	}
	l, ok := iv.Value.(*ast.Literal)
	rng := strings.ToUpper(iv.Unit + " " + iv.ToUnit)
	if c.Source.Name == c.Target.Name {
		if ok && l.Kind == ast.LitString && c.Target.Name == "ansi" {
			// written -INTERVAL '1 2:03' for PostgreSQL standing in for ANSI SQL
			if out, done := c.signedIntervalRange(iv, l, rng); done {
				return out
			}
		}
		return iv
	}
	if ok && l.Kind == ast.LitString {
		if re := intervalRangeForms[rng]; re != nil {
			if m := re.FindStringSubmatch(strings.TrimSpace(l.Value)); m != nil && inFieldRanges(strings.ToUpper(iv.Unit), m[2:]) {
				return iv
			}
		}
		if out, done := c.signedIntervalRange(iv, l, rng); done {
			return out
		}
	}
	c.Refuse(CodeIntervalRange, iv, "write the interval with units (INTERVAL '1 day 2 hours'), or in SQL's form for the range ('1 2' DAY TO HOUR, '1-2' YEAR TO MONTH) without a sign",
		"this interval string is not in SQL's form for its range of fields (a bare number, a sign, a field out of its range), which %s and %s may read differently", c.Source.Name, c.Target.Name)
	return iv
}

// signRule is how a dialect reads a '-' in an interval string with a
// range of fields in SQL's form.
type signRule int

const (
	signUnknown  signRule = iota // not documented or not checked: refused
	signWhole                    // one leading sign negates the whole interval
	signPerField                 // the day and the time 'H:M[:S]' each have their own sign
)

// intervalSignRule: SQL:2016 Part 2, 5.3 <interval literal> (a sign
// before the fields negates the whole value); Trino and Presto strip a
// leading '-' and negate the whole period, refusing a negative field
// (DateTimeUtils.parsePeriod); Spark SQL's reference (data types,
// interval literals: '[+|-] d[...] [h]h:[m]m'); Hive's day-time interval
// string; Drill reads its literals with Calcite's SQL rules. PostgreSQL
// 15 signs the day and the time apart (run: '-1 2:03' DAY TO MINUTE is
// -1 days +02:03:00, '-1 -2:03' is -1 days -02:03:00, '-1:02' HOUR TO
// MINUTE is -01:02:00). BigQuery's canonical interval signs each part too
// but its range literals' sign is not spelled out, DuckDB has no ranges,
// and Doris and Snowflake no such literals: left unknown.
func intervalSignRule(dialect string) signRule {
	switch dialect {
	case "ansi", "trino", "presto", "spark", "hive", "drill":
		return signWhole
	case "postgres":
		return signPerField
	}
	return signUnknown
}

// signedRangeForms: the day-time forms of SQL with a sign before the day
// and one before the time (PostgreSQL's own sign of the time).
var signedRangeForms = map[string]*regexp.Regexp{
	"DAY HOUR":      regexp.MustCompile(`^(-?)(\d+) (-?)(\d+)$`),
	"DAY MINUTE":    regexp.MustCompile(`^(-?)(\d+) (-?)(\d+):(\d+)$`),
	"DAY SECOND":    regexp.MustCompile(`^(-?)(\d+) (-?)(\d+):(\d+):(\d+)(?:\.\d*)?$`),
	"HOUR MINUTE":   regexp.MustCompile(`^(-)()()(\d+):(\d+)$`),
	"HOUR SECOND":   regexp.MustCompile(`^(-)()()(\d+):(\d+):(\d+)(?:\.\d*)?$`),
	"MINUTE SECOND": regexp.MustCompile(`^(-)()()(\d+):(\d+)(?:\.\d*)?$`),
}

// signedIntervalRange keeps or rewrites a day-time interval string in
// SQL's form with a '-' where the source's and the target's readings of
// the sign are known and agree (done is false to refuse it):
//
//	ansi -> trino:      INTERVAL '-1 2:03' DAY TO MINUTE (kept: the whole is negative)
//	ansi -> postgres:   INTERVAL '-1 2:03' DAY TO MINUTE -> INTERVAL '-1 -2:03' DAY TO MINUTE
//	postgres -> trino:  INTERVAL '-1 -2:03' DAY TO MINUTE -> INTERVAL '-1 2:03' DAY TO MINUTE
//	trino -> ansi:      INTERVAL '-1 2:03' DAY TO MINUTE -> -INTERVAL '1 2:03' DAY TO MINUTE
//	any of them:        INTERVAL '-1:02' HOUR TO MINUTE (kept: a time alone)
//
// PostgreSQL's '-1 2:03' (minus a day, plus two hours three minutes) has
// no such form elsewhere, and is refused unless its time is zero.
func (c *Context) signedIntervalRange(iv *ast.Interval, l *ast.Literal, rng string) (ast.Expr, bool) {
	from, to := intervalSignRule(c.Source.Name), intervalSignRule(c.Target.Name)
	re := signedRangeForms[rng]
	if from == signUnknown || to == signUnknown || re == nil {
		return nil, false
	}
	m := re.FindStringSubmatch(strings.TrimSpace(l.Value))
	if m == nil {
		return nil, false
	}
	if m[2] == "" { // a time alone: its sign is the whole's everywhere
		return iv, inFieldRanges(strings.ToUpper(iv.Unit), m[5:])
	}
	if !inFieldRanges("DAY", m[4:]) {
		return nil, false
	}
	fields := strings.SplitN(strings.TrimSpace(l.Value), " ", 2)
	day, clock := strings.TrimPrefix(fields[0], "-"), strings.TrimPrefix(fields[1], "-")
	dayNeg, timeNeg := m[1] == "-", m[3] == "-"
	zeroTime := strings.Trim(clock, "0:.") == ""
	if from == signWhole && timeNeg {
		return nil, false // not SQL's form
	}
	if from == signPerField && dayNeg != timeNeg && !zeroTime {
		c.Refuse(CodeIntervalRange, iv, "write INTERVAL '-1 -2:03' DAY TO MINUTE for minus one day two hours three minutes, or add two intervals",
			"PostgreSQL signs the day and the time of this interval string apart (INTERVAL '-1 2:03' DAY TO MINUTE is -1 days +02:03:00); %s's interval literal has one sign for the whole", c.Target.Name)
		return iv, true
	}
	if from == signPerField && !dayNeg && timeNeg { // '0 -2:03' with a zero time only
		return nil, false
	}
	neg := dayNeg
	text := day + " " + clock
	if neg && !zeroTime && c.Target.Name == "ansi" {
		// ANSI SQL's translations run on PostgreSQL too, which would read
		// '-1 2:03' otherwise: the interval of the unsigned string negated
		// reads the same in both (SQL:2016 Part 2, 6.35 <interval value
		// expression>: a sign before an interval primary).
		return &ast.Unary{Span: iv.Span, Op: ast.OpNeg, X: &ast.Interval{Span: iv.Span, Value: &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: text}, Unit: iv.Unit, ToUnit: iv.ToUnit}}, true
	}
	if neg {
		text = "-" + text
		if to == signPerField && !zeroTime {
			text = "-" + day + " -" + clock
		}
	}
	if text == l.Value {
		return iv, true
	}
	return &ast.Interval{Span: iv.Span, Value: &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: text}, Unit: iv.Unit, ToUnit: iv.ToUnit}, true
}

// inFieldRanges: the fields after the first are within their ranges
// (months 0-11, hours 0-23, minutes and seconds 0-59).
func inFieldRanges(first string, rest []string) bool {
	limit := map[string][]int{"YEAR": {12}, "DAY": {24, 60, 60}, "HOUR": {60, 60}, "MINUTE": {60}}[first]
	for i, f := range rest {
		if i >= len(limit) {
			return false
		}
		n := 0
		for _, ch := range f {
			n = n*10 + int(ch-'0')
			if n >= limit[i] {
				return false
			}
		}
	}
	return true
}
