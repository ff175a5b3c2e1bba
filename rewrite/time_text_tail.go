package rewrite

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

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
	case c.Source.Name == "postgres" && sec == 60 && !tail:
		return c.pgLeapSecond(n, s, m[1], m[3]+m[4])
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

// pgLeapSecond is s, a PostgreSQL TIME text whose seconds (hms, the time
// of day up to them; rest, what follows) are 60, written as the time
// PostgreSQL reads, a minute later, since DuckDB raises for it (run on
// PostgreSQL 15: TIME '10:00:60' is 10:01:00, '10:59:60.5' 11:00:00.5,
// '23:59:60' 24:00:00, '10:00:60 +02' 10:01:00, while '23:59:60.5' and
// '10:60:60' raise; on DuckDB 1.5 TIME '10:00:60' raises "time field
// value out of range"). A text PostgreSQL raises for is kept; 24:00:00
// toward a target other than DuckDB is refused (T144). ok is false when
// refused.
func (c *Context) pgLeapSecond(n ast.Node, s, hms, rest string) (string, bool) {
	f := strings.Split(strings.TrimSpace(hms), ":")
	h, _ := strconv.Atoi(f[0])
	mi, _ := strconv.Atoi(f[1])
	frac := strings.TrimLeft(rest, ".")
	if i := strings.IndexFunc(frac, func(r rune) bool { return r < '0' || r > '9' }); i >= 0 {
		frac = frac[:i]
	}
	secs := h*3600 + mi*60 + 60
	if h > 23 || mi > 59 || secs > 86400 || secs == 86400 && strings.Trim(frac, "0") != "" {
		return s, true
	}
	if secs == 86400 && !c.Target.is("postgres", "duckdb") {
		c.Refuse(CodeTsText, n, "write the time before 24:00:00",
			"postgres reads the TIME %q as 24:00:00, a TIME %s does not take", s, c.Target.Name)
		return s, false
	}
	return fmt.Sprintf("%02d:%02d:%02d", secs/3600, secs/60%60, secs%60) + rest, true
}
