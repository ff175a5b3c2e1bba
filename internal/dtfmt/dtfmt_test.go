package dtfmt

import (
	"testing"
	"time"
)

// TestReadWrite: each language's pattern is read into the model and
// written in the others; the texts written are those the engines give
// (PostgreSQL 15 and DuckDB 1.5 run on 2024-03-05 00:07:09.123456:
// to_char by 'YYYY-MM-DD HH24:MI:SS.MS|FMDD/FMMM HH12 AM|FMMonth Dy' and
// strftime by '%Y-%m-%d %H:%M:%S.%g|%-d/%-m %I %p|%B %a' are both
// '2024-03-05 00:07:09.123|5/3 12 AM|March Tue').
func TestReadWrite(t *testing.T) {
	ts := time.Date(2024, 3, 5, 0, 7, 9, 123456000, time.UTC)
	for _, tc := range []struct {
		lang, in               string
		strftime, toChar, joda string
		text                   string
	}{
		{"strftime", "%Y-%m-%d %H:%M:%S.%g|%-d/%-m %I %p|%B %a", "%Y-%m-%d %H:%M:%S.%g|%-d/%-m %I %p|%B %a",
			"YYYY-MM-DD HH24:MI:SS.MS|FMDD/FMMM HH12 AM|FMMonth Dy", "yyyy-MM-dd HH:mm:ss.SSS|d/M hh a|MMMM EEE", "2024-03-05 00:07:09.123|5/3 12 AM|March Tue"},
		{"to_char", `yyyy "at" SS""SS FMDDD Mon FMDay %`, `%Y at %S%S %-j %b %A %%`, `YYYY "at" SS""SS FMDDD Mon FMDay %`, `yyyy 'at' ` + "", "2024 at 0909 65 Mar Tuesday %"},
		{"mysql", "%r|%T|%f|%Q%%", "%I:%M:%S %p|%H:%M:%S|%g000|Q%%", `HH12:MI:SS AM|HH24:MI:SS|MS000|"Q"%`, "hh:mm:ss a|HH:mm:ss|SSS000|'Q'%", "12:07:09 AM|00:07:09|123000|Q%"},
		{"joda", "yy.MM 'o''clock' h", "%y.%m o'clock %-I", `YY.MM "o"'"clock" FMHH12`, "yy.MM 'o''clock' h", "24.03 o'clock 12"},
	} {
		parse := map[string]func(string) ([]Elem, *Bad){"strftime": ParseStrftime, "to_char": ParseToChar, "joda": ParseJoda,
			"mysql": func(s string) ([]Elem, *Bad) { return ParseMySQL(s, false) }}[tc.lang]
		p, bad := parse(tc.in)
		if bad != nil {
			t.Errorf("%s %q: %v", tc.lang, tc.in, bad)
			continue
		}
		if got := Format(p, ts); got != tc.text {
			t.Errorf("%s %q formats %q, want %q", tc.lang, tc.in, got, tc.text)
		}
		for lang, want := range map[string]string{"strftime": tc.strftime, "to_char": tc.toChar, "joda": tc.joda} {
			got, bad := Write(p, lang, tc.in)
			if lang == "joda" && tc.lang == "to_char" {
				// SS""SS: Joda-Time has no empty separator
				if bad == nil || bad.Text != "SS" {
					t.Errorf("%s %q toward joda: want SS refused, got %q %v", tc.lang, tc.in, got, bad)
				}
				continue
			}
			if bad != nil || got != want {
				t.Errorf("%s %q in %s: got %q %v, want %q", tc.lang, tc.in, lang, got, bad, want)
			}
		}
	}
}

// TestRefused: what a language does not read, or a target does not
// write, is named at its place in the pattern.
func TestRefused(t *testing.T) {
	for _, tc := range []struct {
		lang, in, to string
		at           int
		text         string
	}{
		{"strftime", "%Y-%U", "", 3, "%U"},
		{"strftime", "%Y %", "", 3, "%"},
		{"to_char", "YYYY-Month", "", 5, "Month"}, // padded to nine
		{"to_char", "YYYY-MONTH", "", 5, "MONTH"},
		{"to_char", "HH24 am", "", 5, "am"},
		{"to_char", "DDth", "", 2, "th"},
		{"to_char", "SSSS", "", 0, "SSSS"},
		// PostgreSQL 15: to_char of 2024-03-05 14:07:09 by
		// Mi|Hh24|Yyyy|Mm|Ss is M4|Hh24|4024|Mm|Ss (no capitalized
		// spelling but of the names)
		{"to_char", "HH24:Mi", "", 5, "Mi"},
		{"to_char", "Yyyy", "", 0, "Yyyy"},
		{"to_char", "FMMm", "", 0, "FMMm"},
		{"to_char", "Ss", "", 0, "Ss"},
		{"to_char", "FMYYYY", "", 0, "FMYYYY"},
		{"to_char", `"a\"b"`, "", 2, `\`},
		{"mysql", "%Y %v", "", 3, "%v"},
		{"mysql", "%D", "", 0, "%D"},
		{"joda", "yyyy ZZ", "", 5, "ZZ"},
		{"joda", "SSSS", "", 0, "SSSS"},
		{"to_char", "US", "joda", 0, "US"},
		{"to_char", "FF2", "strftime", 0, "FF2"},
		{"strftime", "%-d", "", -1, ""},
		{"joda", "y", "strftime", 0, "y"},
		{"strftime", `a"b`, "to_char", 0, `a"b`},
	} {
		parse := map[string]func(string) ([]Elem, *Bad){"strftime": ParseStrftime, "to_char": ParseToChar, "joda": ParseJoda,
			"mysql": func(s string) ([]Elem, *Bad) { return ParseMySQL(s, false) }}[tc.lang]
		p, bad := parse(tc.in)
		if tc.to != "" && bad == nil {
			_, bad = Write(p, tc.to, tc.in)
		}
		if tc.at < 0 {
			if bad != nil {
				t.Errorf("%s %q: %v", tc.lang, tc.in, bad)
			}
			continue
		}
		if bad == nil || bad.At != tc.at || bad.Text != tc.text {
			t.Errorf("%s %q (to %q): got %+v, want %q at %d", tc.lang, tc.in, tc.to, bad, tc.text, tc.at)
		}
	}
	// Presto's %k and %f differ across its releases: not read from it
	if _, bad := ParseMySQL("%k", true); bad == nil {
		t.Error("Presto's %k read")
	}
}

// TestShape: a parsing pattern's shape reads a text of exactly its
// literals and padded fields, with the year 0001 to 9999 and the clock's
// ranges.
func TestShape(t *testing.T) {
	p, _ := ParseStrftime("%d/%m/%Y %H:%M")
	sh, bad := ShapeOf(p, "%d/%m/%Y %H:%M")
	if bad != nil || sh.Len != 16 || sh.Regexp != `^[0-9]{2}/[0-9]{2}/[0-9]{4} [0-9]{2}:[0-9]{2}$` || !sh.HasTime {
		t.Fatalf("shape %+v %v", sh, bad)
	}
	for s, want := range map[string]bool{"05/03/2024 13:07": true, "5/03/2024 13:07:": false, "05-03-2024 13:07": false,
		"05/03/0000 13:07": false, "05/03/2024 24:00": false, "05/03/2024 23:60": false, "05/03/2024 1a:07": false} {
		v, ok := sh.Read(s)
		if ok != want {
			t.Errorf("%q read %v, want %v", s, ok, want)
		}
		if ok && v != [6]int{2024, 3, 5, 13, 7, 0} {
			t.Errorf("%q read %v", s, v)
		}
	}
}
