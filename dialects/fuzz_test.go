package dialects_test

import (
	"testing"
	"time"

	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/fuzz"
)

// The parser fuzz targets, one per family of front-ends, seeded with the
// family's corpus (conformance/parse/<family>/*.sql) and a few hostile
// inputs. The variant byte picks the dialect inside the family.
//
//	go test ./dialects -run '^$' -fuzz '^FuzzParseHive$' -fuzztime 2m
//
// Properties: Parse returns, promptly, either a tree or error diagnostics
// that are positioned inside the input and never internal (a recovered
// panic); a tree that parsed cleanly prints in the same dialect, or Print
// returns an ordinary *UnsupportedError, never its internal-error form.

func FuzzParseHive(f *testing.F)     { fuzzParseFamily(f, "hive") }
func FuzzParsePresto(f *testing.F)   { fuzzParseFamily(f, "presto") }
func FuzzParseStandard(f *testing.F) { fuzzParseFamily(f, "standard") }

// hostileSeeds are inputs every family gets as seeds besides its corpus.
var hostileSeeds = []string{
	"",
	";",
	";;;",
	"SELECT",
	"SELECT 'unterminated",
	`SELECT "unterminated`,
	"SELECT `unterminated",
	"SELECT 1 /* unterminated",
	"SELECT 1 -- comment without newline",
	"SELECT \x00",
	"SELECT '\xff\xfe'",
	"SELECT \xc3",
	"SELECT ((((((((((1))))))))))",
	"SELECT ARRAY[ARRAY[ARRAY[1]]][1][1][1]",
	"SELECT CASE WHEN CASE WHEN 1 THEN 2 END THEN 3 END",
	"SELECT 1e999999, 99999999999999999999999999999999, -0.0, 0x",
	"SELECT $1, ?, :x, @y",
	"SELECT * FROM t LATERAL VIEW OUTER explode(t.a) e AS x LATERAL VIEW posexplode(e.x) p AS i, y",
	"SELECT * FROM t CROSS JOIN UNNEST(a, b) WITH ORDINALITY AS u(x, y, n)",
	"SELECT * FROM t LEFT JOIN LATERAL (SELECT count(*) FROM unnest(t.a) AS v(x)) l ON TRUE",
}

func fuzzParseFamily(f *testing.F, family string) {
	names := fuzz.Families[family]
	for _, q := range fuzz.MustCorpus(family) {
		f.Add(fuzz.Index(names, q.Dialect), q.SQL)
	}
	for i, s := range hostileSeeds {
		f.Add(uint8(i), s)
	}
	f.Fuzz(func(t *testing.T, variant uint8, sql string) {
		d, ok := dialects.Lookup(names[int(variant)%len(names)])
		if !ok {
			t.Fatalf("dialect %s not registered", names[int(variant)%len(names)])
		}
		checkParsePrint(t, d, sql)
	})
}

// slowParse is how long one Parse of a fuzz input (at most a few KB) may
// take before it counts as a hang. It is far above the milliseconds a parse
// takes, to stay clear of a loaded machine.
const slowParse = 10 * time.Second

func checkParsePrint(t *testing.T, d *dialects.Dialect, sql string) {
	t.Helper()
	start := time.Now()
	script, diags := dialects.Parse(d, sql, dialects.ParseOptions{})
	if el := time.Since(start); el > slowParse {
		t.Fatalf("%s: Parse took %v on %q", d.Name, el, sql)
	}
	if script == nil {
		t.Fatalf("%s: Parse returned a nil script for %q", d.Name, sql)
	}
	if diags.HasErrors() {
		if msg := fuzz.CheckDiagnostics(sql, diags); msg != "" {
			t.Fatalf("%s: %s\ninput: %q", d.Name, msg, sql)
		}
		return
	}
	for _, w := range diags {
		if w.Span.Start.IsValid() {
			if msg := fuzz.CheckPos(sql, w.Span.Start); msg != "" {
				t.Fatalf("%s: warning %v: %s\ninput: %q", d.Name, w, msg, sql)
			}
		}
	}
	out, err := dialects.Print(d, script, dialects.PrintOptions{})
	if err != nil {
		if fuzz.IsInternal(err) {
			t.Fatalf("%s: Print failed internally: %v\ninput: %q", d.Name, err, sql)
		}
		return
	}
	if _, err := dialects.Print(d, script, dialects.PrintOptions{Pretty: true}); err != nil && fuzz.IsInternal(err) {
		t.Fatalf("%s: pretty Print failed internally: %v\ninput: %q", d.Name, err, sql)
	}
	// A printed tree is SQL again: reading it back must not fail
	// internally either (whether it is accepted is the round-trip test's
	// business, TestParseCorpus).
	_, diags2 := dialects.Parse(d, out, dialects.ParseOptions{})
	for _, e := range diags2 {
		if e.Code == dialects.CodeInternal {
			t.Fatalf("%s: internal error re-parsing the printed %q\ninput: %q", d.Name, out, sql)
		}
	}
}
