package lexer

import (
	"testing"
)

// TestTokenizeExact checks that Tokenize without a destination returns a slice of exactly the
// tokens' length, equal to lexing into a caller's slice, and that the pooled scratch slice
// keeps no token text (it would keep the source alive).
func TestTokenizeExact(t *testing.T) {
	src := "SELECT a, 'x' FROM t LATERAL VIEW explode(arr) v AS c WHERE b > 1.5 -- c\n;"
	got, err := Tokenize(Hive, src, Limits{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != cap(got) {
		t.Errorf("len %d cap %d: want an exact slice", len(got), cap(got))
	}
	want, _ := Tokenize(Hive, src, Limits{}, make([]Token, 0, 4))
	if len(got) != len(want) {
		t.Fatalf("%d tokens, want %d", len(got), len(want))
	}
	for i := range got {
		if got[i] != want[i] {
			t.Fatalf("token %d: %v, want %v", i, &got[i], &want[i])
		}
	}
	sp := scratch.Get().(*[]Token)
	defer scratch.Put(sp)
	for _, tok := range (*sp)[:cap(*sp)] {
		if tok.Text != "" {
			t.Fatalf("pooled scratch keeps token text %q", tok.Text)
		}
	}
	// A lexical error still returns the tokens before it, then EOF.
	toks, lerr := Tokenize(Presto, "SELECT 'unterminated", Limits{}, nil)
	if lerr == nil || toks[len(toks)-1].Type != -1 || len(toks) != cap(toks) {
		t.Fatalf("error case: %v %v", toks, lerr)
	}
}
