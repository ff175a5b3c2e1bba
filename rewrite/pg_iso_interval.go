package rewrite

import (
	"strconv"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeISOInterval: an ISO 8601 interval text of PostgreSQL not written
// for the target.
const codeISOInterval = "T191"

// pgISOIntervals writes PostgreSQL's ISO 8601 interval texts with
// designators, INTERVAL 'P1Y2M3W4DT5H6M7S' and CAST('P1D' AS INTERVAL),
// in the words of its other form ('1 year 2 month 3 week 4 day 5 hour 6
// minute 7 second'), toward every other dialect, before any rule reads an
// interval's text (month_interval.go, interval_unitless.go,
// tz_day_arith.go...), which read the words only. PostgreSQL 15 reads
// each field on its own, as it does the words (its manual, 8.5.4
// Interval Input, ISO 8601 format with designators; run on PostgreSQL 15:
// 'P1Y-2M' is 10 mons, 'PT-1H30M' -00:30:00, 'P2W' 14 days, 'P1DT' 1
// day), with a capital P and capital designators only ('P1d' and ' P1D'
// are errors). DuckDB 1.5 rejects the ISO form ('P1D' is a conversion
// error), Spark and Snowflake read the words. Another text starting
// with P, which no other dialect reads as PostgreSQL does (a fractional
// quantity, 'P1.5D' being 1 day 12:00:00; the alternative format,
// 'P0001-02-03T04:05:06'), is refused (T191).
func pgISOIntervals(c *Context, s ast.Stmt) ast.Stmt {
	if c.Source.Name != "postgres" || c.Target.is("postgres") {
		return s
	}
	words := func(l *ast.Literal) *ast.Literal {
		if l.Kind != ast.LitString {
			return l
		}
		w, ok := pgISOIntervalWords(l.Value)
		if !ok {
			if strings.HasPrefix(l.Value, "P") {
				c.Refuse(codeISOInterval, l, "write the interval with words and integer quantities ('1 day 12 hours')",
					"postgres reads %s by ISO 8601's rules for an interval (or rejects it), in a form lateral writes for no other dialect (a fraction, an exponent, the alternative format)", "'"+l.Value+"'")
			}
			return l
		}
		nl := *l
		nl.Value = w
		return &nl
	}
	return ast.RewriteStmt(s, func(n ast.Node) ast.Node {
		switch x := n.(type) {
		case *ast.Interval:
			if l, ok := x.Value.(*ast.Literal); ok && x.Unit == "" {
				if nl := words(l); nl != l {
					nx := *x
					nx.Value = nl
					return &nx
				}
			}
		case *ast.Cast:
			if l, ok := x.X.(*ast.Literal); ok && x.Type != nil && x.Type.Kind == ast.TypeInterval && len(x.Type.Params) == 0 {
				if nl := words(l); nl != l {
					nx := *x
					nx.X = nl
					return &nx
				}
			}
		}
		return n
	})
}

// pgISOIntervalWords is the words form of s, an ISO 8601 interval with
// designators as PostgreSQL reads it (pgISOIntervals): P, then integer
// quantities (a sign allowed) each followed by Y, M (months), W or D,
// then optionally T and quantities followed by H, M (minutes) or S, in
// any order, a unit given twice counting twice (run on PostgreSQL 15:
// 'P1D1D' is 2 days, 'P1D2Y' 2 years 1 day, 'PT1S2H' 02:00:01). The
// words give each unit once, summed, in the order year to second (the
// words' own form raises for a unit given twice in PostgreSQL); ok false
// for any other text.
func pgISOIntervalWords(s string) (string, bool) {
	if !strings.HasPrefix(s, "P") {
		return "", false
	}
	order := []string{"year", "month", "week", "day", "hour", "minute", "second"}
	units := map[byte]string{'Y': "year", 'M': "month", 'W': "week", 'D': "day"}
	sum := map[string]int64{}
	for i, timePart := 1, false; i < len(s); {
		if s[i] == 'T' && !timePart {
			timePart = true
			units = map[byte]string{'H': "hour", 'M': "minute", 'S': "second"}
			i++
			continue
		}
		j := i
		if s[j] == '-' {
			j++
		}
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		if k == j || k == len(s) || k-j > 9 {
			return "", false
		}
		u, ok := units[s[k]]
		if !ok {
			return "", false
		}
		n, _ := strconv.ParseInt(s[i:k], 10, 64)
		sum[u] += n
		i = k + 1
	}
	var out []string
	for _, u := range order {
		if n, ok := sum[u]; ok {
			out = append(out, strconv.FormatInt(n, 10)+" "+u)
		}
	}
	if len(out) == 0 {
		return "0 second", len(s) > 1 // PT is zero, P alone invalid
	}
	return strings.Join(out, " "), true
}
