package dtfmt

import (
	"strconv"
	"strings"
)

// Shape is what lateral reads of a text by a parsing function's pattern:
// the text must be exactly the pattern's literals and its fields, each of
// its digits (the year 4, the others 2), a year of 0001 to 9999, an hour
// of 00 to 23, minutes and seconds of 00 to 59; a month or day outside
// the calendar is an error of the date it builds. The parsing functions
// differ on another text (PostgreSQL's to_date skips spaces and reads a
// field of fewer digits, DuckDB's strptime and Trino's date_parse read
// one of fewer digits, the three read separators otherwise), so that the
// translation raises for it.
type Shape struct {
	// Len is the text's length; Fields the place (bytes) of each field
	// of Year, Month, Day, Hour24, Minute and Second in it, -1 where the
	// pattern does not hold it.
	Len    int
	Fields map[Field]int
	// Regexp matches the text (digits where the fields are, the
	// literals as they are), anchored at both ends; with Len it checks
	// the shape in any dialect's regular expressions.
	Regexp string
	// HasTime: the pattern holds an hour, minutes or seconds.
	HasTime bool
	// tmpl is the text with a 0 for each digit of a field.
	tmpl string
}

// ShapeOf is the shape of texts the pattern p reads, or the element it
// does not read: a field other than the padded year of 4 digits, month,
// day, hour of 24, minutes and seconds, a field twice, a literal holding
// a digit, or a pattern without the year, month and day.
func ShapeOf(p []Elem, src string) (*Shape, *Bad) {
	sh := &Shape{Fields: map[Field]int{}}
	var re, tmpl strings.Builder
	re.WriteString("^")
	for _, e := range p {
		bad := func(why string) (*Shape, *Bad) {
			return nil, &Bad{At: e.At, Len: e.Len, Text: src[e.At : e.At+e.Len], Why: why}
		}
		if e.F == Lit {
			if strings.ContainsAny(e.Text, "0123456789") {
				return bad("holds a digit, which lateral does not read beside the fields")
			}
			for _, r := range e.Text {
				if r < ' ' || r > '~' {
					return bad("holds a character other than printable ASCII, which lateral does not read")
				}
				if strings.ContainsRune(`\^$.|?*+()[]{}`, r) {
					re.WriteByte('\\')
				}
				re.WriteRune(r)
			}
			sh.Len += len(e.Text)
			tmpl.WriteString(e.Text)
			continue
		}
		switch e.F {
		case Year, Month, Day, Hour24, Minute, Second:
		default:
			return bad("is not read by lateral's translation of a parsing function (only the padded year, month, day, hour of 24, minutes and seconds are)")
		}
		if !e.Pad {
			return bad("reads a field of one or two digits, which the dialects read otherwise")
		}
		if _, twice := sh.Fields[e.F]; twice {
			return bad("reads a field a second time, which the dialects read otherwise")
		}
		sh.Fields[e.F] = sh.Len
		n := 2
		if e.F == Year {
			n = 4
		}
		re.WriteString("[0-9]{" + strconv.Itoa(n) + "}")
		sh.Len += n
		tmpl.WriteString(strings.Repeat("0", n))
		if e.F >= Hour24 {
			sh.HasTime = true
		}
	}
	for _, f := range []Field{Year, Month, Day} {
		if _, ok := sh.Fields[f]; !ok {
			return nil, &Bad{At: 0, Len: len(src), Text: src, Why: "lacks the year, the month or the day, whose default the dialects set otherwise"}
		}
	}
	re.WriteString("$")
	sh.Regexp = re.String()
	sh.tmpl = tmpl.String()
	return sh, nil
}

// Read is the text s read by the shape: year, month, day, hour, minute
// and second (0 where the pattern has none of the three last); ok false
// where s is not of the shape, or a field is outside its range (the
// year 0001 to 9999, the hour 00 to 23, minutes and seconds 00 to 59).
// The month and day are not checked against the calendar.
func (sh *Shape) Read(s string) (v [6]int, ok bool) {
	if len(s) != sh.Len {
		return v, false
	}
	for i := 0; i < len(s); i++ {
		if d := s[i] >= '0' && s[i] <= '9'; d != (sh.tmpl[i] == '0') || !d && s[i] != sh.tmpl[i] {
			return v, false
		}
	}
	for i, f := range []Field{Year, Month, Day, Hour24, Minute, Second} {
		at, has := sh.Fields[f]
		if !has {
			continue
		}
		n := 2
		if f == Year {
			n = 4
		}
		for _, c := range s[at : at+n] {
			if c < '0' || c > '9' {
				return v, false
			}
		}
		v[i], _ = strconv.Atoi(s[at : at+n])
	}
	if v[0] < 1 || v[3] > 23 || v[4] > 59 || v[5] > 59 {
		return v, false
	}
	return v, true
}
