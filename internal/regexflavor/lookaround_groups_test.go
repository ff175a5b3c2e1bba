package regexflavor

import (
	"strings"
	"testing"
)

// PostgreSQL's lookarounds do not capture (9.7.3.3; on PostgreSQL 15
// regexp_replace('xab', '(?=(a))(a)(b)', '[\1|\2]') is 'x[a|b]', where
// Java's group 2 is the second 'a') and reject a back reference ('aa' ~
// '(?=(a))\1' raises "invalid backreference number"): a capturing group in
// a lookaround is refused between PostgreSQL and Java or Joni where the
// groups are used, a back reference inside one always. Where no group is
// observed (a match test, a split, a replacement without group
// references: Options.GroupsUnseen) a group only captures what the
// lookaround matches, and the match is the same (PostgreSQL 15:
// regexp_replace('abacab', 'a(?=(b))', 'x', 'g') is 'xbacxb', an 'a' before
// a 'b' replaced, as Java's Matcher.replaceAll replaces it).
func TestLookaroundGroups(t *testing.T) {
	for _, c := range []struct {
		pat      string
		from, to Flavor
		match    bool
		unseen   bool   // Options.GroupsUnseen
		want     string // the output, or "!" and the refused construct
	}{
		{`(?=(a))(a)(b)`, Java, Postgres, false, false, "!("},
		{`x(?<=(a))b`, Joni, Postgres, false, false, "!("},
		{`(?=(a))(a)(b)`, Postgres, Java, false, false, "!("},
		{`(?=(a))ab`, Java, Postgres, true, false, `(?=(a))ab`},
		{`(?=(a))(a)\2`, Java, Postgres, true, false, "!("},
		{`(?=a\1)(a)`, Java, Postgres, true, false, `!\1`},
		{`(?=(?:a)[(])(a)`, Java, Postgres, false, false, `(?=(?:a)[(])(a)`},
		{`(?=(a))(a)(b)`, Java, Joni, false, false, `(?=(a))(a)(b)`},
		{`a(?=(b))`, Postgres, Java, false, true, `a(?=(b))`},
		{`x(?<=(a))b`, Joni, Postgres, false, true, `x(?<=(a))b`},
		{`(?=(a))(a)\2`, Java, Postgres, false, true, "!("},
	} {
		out, err := Convert(c.pat, c.from, c.to, Options{MatchTest: c.match, GroupsUnseen: c.unseen})
		switch {
		case strings.HasPrefix(c.want, "!"):
			if err == nil || err.Construct != c.want[1:] {
				t.Errorf("%s %s to %s: want %s refused, got %q %v", c.pat, c.from, c.to, c.want[1:], out, err)
			}
		case err != nil || out != c.want:
			t.Errorf("%s %s to %s: want %q, got %q %v", c.pat, c.from, c.to, c.want, out, err)
		}
	}
}
