package regexflavor

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// TestMain starts the shared PostgreSQL cluster TestOneLengthOnPostgres
// runs on when LATERAL_PG_DSN names none (pgtemp.ForTests).
func TestMain(m *testing.M) { os.Exit(pgtemp.ForTests(m)) }

// Patterns OneLengthPattern takes, and some it refuses, on PostgreSQL 15
// (LATERAL_PG_DSN, or a cluster pgtemp starts; skipped without one
// unless LATERAL_REQUIRE_ENGINES is set) and Go's RE2: for each pattern taken, every match
// (regexp_replace(s, p, '<\&>', 'g')), the count (regexp_count) and the
// groups of the first match (regexp_match) must be the same on random
// strings, where GroupsAgreePattern takes the pattern. The patterns are the listed ones and random ones of a small
// grammar; the strings hold no \x0B and no newline, which the engines'
// "\s" and "." read otherwise (lateral rewrites those, regexflavor.go).
func TestOneLengthOnPostgres(t *testing.T) {
	dsn := pgtemp.Shared(t)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	rng := rand.New(rand.NewSource(2))
	pats := []string{`\d+\.\d+`, `[a-z]+@[a-z]+`, `^\s+|\s+$`, `\s+$|^\s+`, `[ab]+ +[a-c]*`, `(a+)(b+)c`,
		`([ab]*)(b+)c`, `(a)b|a(b)`, `(ab|cd)[0-9]+`, `a*ab`, `(\w+) (\w+)`, `\d{1,2}\.`, `x|a+`, `\s+|^\s+`, `(?:(a)b|c(d)){2}`, `a{2}b*`, `(ab)+`, `ab|a`, `[ab]c*(ab)*`, `(a|b)b*(ab)*`}
	for len(pats) < 400 {
		pats = append(pats, randomPattern(rng))
	}
	taken := 0
	for _, p := range pats {
		re, err := regexp.Compile(p)
		if err != nil || re.MatchString("") || !OneLengthPattern(p) {
			continue
		}
		taken++
		var subjects []string
		for range 40 {
			subjects = append(subjects, randomSubject(rng))
		}
		rows, err := conn.Query(ctx, `SELECT s, regexp_replace(s, $1, '<\&>', 'g'), regexp_count(s, $1),
			array_to_json(regexp_match(s, $1))::text FROM unnest($2::text[]) s`, p, subjects)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		for rows.Next() {
			var s, rep string
			var count int
			var groups *string
			if err := rows.Scan(&s, &rep, &count, &groups); err != nil {
				t.Fatal(err)
			}
			got := re.ReplaceAllString(s, "<$0>")
			n := len(re.FindAllStringIndex(s, -1))
			pg := "null"
			if groups != nil {
				// parsed, then written as goGroups writes
				var v []*string
				if err := json.Unmarshal([]byte(*groups), &v); err != nil {
					t.Fatal(err)
				}
				pg = jsonGroups(v)
			}
			g := goGroups(re, s)
			if !GroupsAgreePattern(p) {
				g = pg // the groups are not compared
			}
			if got != rep || n != count || g != pg {
				t.Errorf("pattern %q on %q: PostgreSQL %q %d %s, RE2 %q %d %s", p, s, rep, count, pg, got, n, g)
			}
		}
		if err := rows.Err(); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
	}
	t.Logf("%d of %d patterns taken", taken, len(pats))
}

// goGroups gives the groups of re's first match in s as PostgreSQL's
// array_to_json(regexp_match(s, re))::text does.
func goGroups(re *regexp.Regexp, s string) string {
	m := re.FindStringSubmatchIndex(s)
	if m == nil {
		return "null"
	}
	var g []*string
	if len(m) == 2 {
		v := s[m[0]:m[1]]
		g = append(g, &v)
	}
	for i := 2; i < len(m); i += 2 {
		if m[i] < 0 {
			g = append(g, nil)
			continue
		}
		v := s[m[i]:m[i+1]]
		g = append(g, &v)
	}
	return jsonGroups(g)
}

func jsonGroups(g []*string) string {
	var b bytes.Buffer
	e := json.NewEncoder(&b)
	e.SetEscapeHTML(false)
	_ = e.Encode(g)
	return strings.TrimSpace(b.String())
}

func randomSubject(rng *rand.Rand) string {
	const alphabet = "aab1 c.@b"
	b := make([]byte, rng.Intn(9))
	for i := range b {
		b[i] = alphabet[rng.Intn(len(alphabet))]
	}
	return string(b)
}

// randomPattern gives a pattern of a small grammar: an optional ^, one to
// four items, an optional $, or two such alternatives.
func randomPattern(rng *rand.Rand) string {
	atoms := []string{"a", "b", "c", ".", "[ab]", "[^a]", `\d`, `\s`, "1", "@", `\w`}
	quants := []string{"", "", "*", "+", "?", "{1,2}", "{2}", "+?", "{2,2}?", "{1,}"}
	branch := func() string {
		var b strings.Builder
		if rng.Intn(4) == 0 {
			b.WriteString("^")
		}
		for range 1 + rng.Intn(4) {
			item := atoms[rng.Intn(len(atoms))]
			switch rng.Intn(6) {
			case 0:
				item = "(" + item + ")"
			case 1:
				item = "(" + item + "|" + atoms[rng.Intn(len(atoms))] + ")"
			case 2:
				item = "(?:(" + item + ")" + atoms[rng.Intn(len(atoms))] + "|" + atoms[rng.Intn(len(atoms))] + "(" + atoms[rng.Intn(len(atoms))] + "))"
			}
			b.WriteString(item + quants[rng.Intn(len(quants))])
		}
		if rng.Intn(4) == 0 {
			b.WriteString("$")
		}
		return b.String()
	}
	if rng.Intn(3) == 0 {
		return branch() + "|" + branch()
	}
	return branch()
}
