package rewrite

import (
	"regexp"
	"strconv"

	"github.com/lateral-sql/lateral/ast"
)

// timeTailRe is a time of day text with its seconds (blanks before it),
// an optional fraction and what follows them.
var timeTailRe = regexp.MustCompile(`(?s)^(\s*\d+:\d{1,2}:(\d{1,2}))(\.\d+)?\.?(\D.*)?$`)

// timeOffsetTailRe is a UTC offset after the seconds, which PostgreSQL and
// DuckDB both ignore in a TIME text (run on PostgreSQL 15 and DuckDB 1.5:
// '10:00:00+02'::time, '10:00:00 +02' and '10:00:00.5+02:30' are
// 10:00:00, 10:00:00 and 10:00:00.5 in both).
var timeOffsetTailRe = regexp.MustCompile(`^\s*[+-]\d{1,2}(?::?\d{2})?\s*$`)

// timeTextTail is s, the text of a TIME the source reads (timeTextValue),
// where something other than blanks or a UTC offset follows its seconds:
// DuckDB ignores it, and raises for seconds past 59, where PostgreSQL
// raises for most such texts and reads others its own way (run on DuckDB
// 1.5: CAST('10:00:00 junk' AS TIME), '10:00:00 PM' and '10:00:00,5' are
// 10:00:00, '10:00:00.5x' 10:00:00.5, '10:00:60' raises; on PostgreSQL
// 15 '10:00:00 junk' raises, '10:00:00 PM' is 22:00:00, '10:00:60'
// 10:01:00). From DuckDB the text is written as the time it reads;
// from PostgreSQL to DuckDB, and from DuckDB seconds past 59, it is
// refused (T144). ok is false when refused.
func (c *Context) timeTextTail(n ast.Node, s string) (string, bool) {
	m := timeTailRe.FindStringSubmatch(s)
	if m == nil {
		return s, true
	}
	sec, _ := strconv.Atoi(m[2])
	tail := m[4] != "" && !timeOffsetTailRe.MatchString(m[4])
	switch {
	case c.Source.Name == "duckdb" && sec > 59:
		c.Refuse(CodeTsText, n, "write the seconds from 00 to 59",
			"duckdb raises for a TIME text of seconds past 59, which %s reads", c.Target.Name)
		return s, false
	case !tail:
		return s, true
	case c.Source.Name == "duckdb":
		return m[1] + m[3], true
	case c.Target.Name == "duckdb":
		c.Refuse(CodeTsText, n, "write the time as HH:MM:SS[.ffffff], without text after it",
			"duckdb ignores the text after the seconds of a TIME text (reading %q as %s), where %s raises or reads it otherwise",
			s, m[1]+m[3], c.Source.Name)
		return s, false
	}
	return s, true
}
