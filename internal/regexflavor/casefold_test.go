package regexflavor

import (
	"regexp"
	"strings"
	"testing"
)

// The case-insensitive rewrites' spelling. The conformance cases
// strings/postgres_case_insensitive_regex, strings/duckdb_case_insensitive_regex
// and strings/spark_rlike_case_insensitive run them on PostgreSQL 15 and
// DuckDB.
func TestConvertCaseInsensitive(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
		ci       bool // Options.CaseInsensitive (PostgreSQL's ~*)
		want     string
		kind     int // >= 0: an error of that kind
	}{
		{`k`, Postgres, RE2, true, `(?:k|K)`, -1},
		// k and s as an alternation, not [kK] and [sS], which C++ RE2 folds
		// by Unicode in an alternation (DuckDB 1.5: regexp_matches('ſ',
		// '^([sS]|x)$') true, with (?:s|S) false).
		{`^(x|[k]|[Ss]|[^k])a$`, Postgres, RE2, true, `^([xX]|(?:k|K)|(?:s|S)|[^kK])[aA]$`, -1},
		{`(?i)k`, Java, RE2, false, `(?:k|K)`, -1},
		{`(?i)^a[b-dX]$`, Java, RE2, true, `^[aA][b-dXBCDx](?:\r\n|[\n\r\x{85}\x{2028}\x{2029}])?$`, -1},
		{`[^-z]é\d`, Postgres, RE2, true, `[^-zZ]é\d`, -1},
		{`[a-]`, Postgres, RE2, true, `[Aa-]`, -1},
		// A brace that is not a bound is a literal, its letters folded
		// (PostgreSQL 15: 'X{B}' ~* 'x{b}' true).
		{`x{b}x{1,2}`, Postgres, RE2, true, `[xX]{[bB]}[xX]{1,2}`, -1},
		{`[[:upper:]][^[:lower:]]`, Postgres, RE2, true, `[[:alpha:]][^[:alpha:]]`, -1},
		{`(?i)k`, RE2, Postgres, false, "[kK\u212A]", -1},
		{`(?i)s[^a-k]`, RE2, Java, false, "[sS\u017F][^a-kABCDEFGHIJK\u212A]", -1},
		{`(?i)\w\W[\w.]`, RE2, Postgres, false, "[\\w\u212A\u017F][^\\w\u212A\u017F][\\w.\u212A\u017F]", -1},
		{`(?i)[[:upper:]]`, RE2, Postgres, false, "[[:alpha:]\u212A\u017F]", -1},
		// Alike: Java and PostgreSQL fold ASCII letters only.
		{`(?i)k`, Java, Postgres, false, `(?i)k`, -1},
		{`(?i)k`, RE2, RE2, false, `(?i)k`, -1},
		// What is not written out.
		{`(?i)é`, RE2, Postgres, false, "", KindCase},
		{`(?i)[à-ÿ]`, RE2, Java, false, "", KindCase},
		{`a(?i)k`, Java, RE2, false, "", KindCase},
		{`(?i:k)`, Java, RE2, false, "", KindCase},
		{`\x41`, Postgres, RE2, true, "", KindCase},
		{`(?i)(a)\1`, Java, RE2, false, "", KindCase},
		{`(?i)\p{Lu}`, RE2, Java, false, "", KindCase},
		{`(?i)[^a]`, Java, RE2, false, "", KindCase},
		{`(?i)[\W]`, RE2, Java, false, "", KindCase},
		{`[\\-k]`, Postgres, RE2, true, "", KindCase},
		{`(?i)[\.-k]`, RE2, Postgres, false, "", KindCase},
	} {
		got, err := Convert(c.pat, c.from, c.to, Options{MatchTest: true, CaseInsensitive: c.ci})
		switch {
		case c.kind >= 0 && (err == nil || err.Kind != c.kind):
			t.Errorf("%s from %s to %s: got %q %v, want an error of kind %d", c.pat, c.from, c.to, got, err, c.kind)
		case c.kind < 0 && (err != nil || got != c.want):
			t.Errorf("%s from %s to %s: got %q %v, want %q", c.pat, c.from, c.to, got, err, c.want)
		}
	}
}

// ExpandCase from RE2 matches what RE2 itself (Go's regexp, the engine
// DuckDB's reads alike) matches case-insensitively, over ASCII and the
// letters folded into it; from an ASCII-folding flavor, what folding the
// ASCII letters alone matches.
func TestExpandCaseMatchesFolding(t *testing.T) {
	var texts []string
	for r := rune(1); r < 0x250; r++ {
		texts = append(texts, string(r))
	}
	texts = append(texts, "\u212A", "\u0130", "\u0131", "\u1E9E", "Ik", "sK", "X{B}", "xX", "xXx")
	for _, p := range []string{`^k$`, `^[r-t]$`, `^[^a-k]$`, `^\w$`, `^\W$`, `^[[:upper:]]$`, `^[[:alpha:]\d]$`, `^i[k-s]$`, `^[-s]$`, `^.$`, `^x{b}$`, `^x{1,2}$`} {
		exp, err := ExpandCase(p, RE2)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		want, got := regexp.MustCompile(`(?i)`+p), regexp.MustCompile(exp)
		for _, s := range texts {
			if want.MatchString(s) != got.MatchString(s) {
				t.Errorf("RE2 %s as %s: %q gives %v, (?i) %v", p, exp, s, got.MatchString(s), want.MatchString(s))
			}
		}
		if p == `^\w$` || p == `^\W$` || p == `^[[:upper:]]$` {
			continue // read otherwise by PostgreSQL
		}
		exp, err = ExpandCase(p, Postgres)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		// The pattern's letters are ASCII: ASCII folding is RE2's but
		// for the Kelvin sign and long s, which it leaves caseless.
		plain, got := regexp.MustCompile(p), regexp.MustCompile(exp)
		for _, s := range texts {
			w := want.MatchString(s)
			if strings.ContainsAny(s, "\u212A\u017F") {
				w = plain.MatchString(s)
			}
			if w != got.MatchString(s) {
				t.Errorf("PostgreSQL %s as %s: %q gives %v, want %v", p, exp, s, got.MatchString(s), w)
			}
		}
	}
}
