package catalog

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
)

func TestEntries(t *testing.T) {
	all := All()
	if len(all) < 100 {
		t.Fatalf("catalog has %d entries, want the full table", len(all))
	}
	for _, f := range all {
		if f.Name == "" || f.Name != strings.ToLower(f.Name) || strings.ContainsAny(f.Name, " ()") {
			t.Errorf("%q: canonical names are lower-case identifiers", f.Name)
		}
		if f.Kind > Generator {
			t.Errorf("%s: kind %v out of range", f.Name, f.Kind)
		}
		if f.MinArgs < 0 || (f.MaxArgs != Variadic && f.MaxArgs < f.MinArgs) {
			t.Errorf("%s: bad arity %d..%d", f.Name, f.MinArgs, f.MaxArgs)
		}
		// Every Doc is one sentence that starts with the call form, so the
		// docs table reads as a reference.
		if !strings.HasPrefix(f.Doc, f.Name+"(") {
			t.Errorf("%s: Doc must start with %q: %q", f.Name, f.Name+"(", f.Doc)
		}
		if !strings.HasSuffix(f.Doc, ".") || strings.Contains(f.Doc, "\n") {
			t.Errorf("%s: Doc must be one line ending with a period", f.Name)
		}
		if (f.Kind == Generator) != (f.Gen != nil) {
			t.Errorf("%s: Gen must be set exactly for generators", f.Name)
		}
		if f.Gen != nil && f.Gen.Via != "" {
			via, ok := Lookup(f.Gen.Via)
			if !ok || via.Kind != Scalar {
				t.Errorf("%s: Via %q is not a scalar entry", f.Name, f.Gen.Via)
			}
			if f.Gen.Kind != ast.GenUnnest {
				t.Errorf("%s: a Via generator is an unnest of the scalar", f.Name)
			}
		}
	}
}

func TestLookup(t *testing.T) {
	f, ok := Lookup("SPLIT_REGEX")
	if !ok || f.Name != "split_regex" || f.Kind != Scalar {
		t.Fatalf("Lookup(SPLIT_REGEX) = %v, %v", f, ok)
	}
	if _, ok := Lookup("split"); ok {
		t.Error("split is a spelling with two meanings, never a canonical name")
	}
	g, _ := Lookup("posexplode")
	if g.Gen.Pos == nil || g.Gen.Pos.Base != 0 || !g.Gen.Pos.First {
		t.Errorf("posexplode: position must be 0-based and first (SEMANTICS T1), got %+v", g.Gen.Pos)
	}
	if !f.Arity(2) || f.Arity(3) {
		t.Error("split_regex takes exactly two arguments")
	}
	if c, _ := Lookup("coalesce"); c.ArityString() != "1+" {
		t.Errorf("coalesce arity = %s", c.ArityString())
	}
}

func TestOuterPairs(t *testing.T) {
	// Every *_outer generator is its base with Outer set and nothing else
	// changed (SEMANTICS T2).
	for _, f := range All() {
		base, ok := strings.CutSuffix(f.Name, "_outer")
		if !ok || f.Kind != Generator {
			continue
		}
		b, found := Lookup(base)
		if !found {
			t.Errorf("%s has no base generator %s", f.Name, base)
			continue
		}
		want := *b.Gen
		want.Outer = true
		got := *f.Gen
		if got.Pos != nil && want.Pos != nil && *got.Pos == *want.Pos {
			got.Pos = want.Pos
		}
		if got != want || b.Gen.Outer || b.MinArgs != f.MinArgs || b.MaxArgs != f.MaxArgs {
			t.Errorf("%s is not %s with Outer: %+v vs %+v", f.Name, base, got, want)
		}
	}
}
