package fuzz

import (
	"testing"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

func TestCorpus(t *testing.T) {
	for family, names := range Families {
		qs, err := Corpus(family)
		if err != nil {
			t.Fatal(err)
		}
		if len(qs) < 100 {
			t.Errorf("%s: only %d queries", family, len(qs))
		}
		for _, q := range qs {
			if q.SQL == "" || q.Line < 1 {
				t.Fatalf("%s: empty query at %s:%d", family, q.File, q.Line)
			}
			ok := false
			for _, n := range names {
				ok = ok || n == q.Dialect
			}
			if !ok && family != "standard" {
				t.Errorf("%s:%d: dialect %s outside the family %v", q.File, q.Line, q.Dialect, names)
			}
		}
	}
}

func TestCheckDiagnostics(t *testing.T) {
	src := "SELECT 1,\n  'x"
	at := func(off, line, col int) ast.Span {
		p := ast.Pos{Offset: off, Line: line, Col: col}
		return ast.Span{Start: p, End: p}
	}
	cases := []struct {
		d    *diag.Diagnostic
		fail bool
	}{
		{&diag.Diagnostic{Severity: diag.Error, Code: "L004", Span: at(12, 2, 3)}, false},
		{&diag.Diagnostic{Severity: diag.Error, Code: "L004", Span: at(12, 2, 4)}, true},    // wrong column
		{&diag.Diagnostic{Severity: diag.Error, Code: "L004", Span: at(99, 5, 1)}, true},    // outside the input
		{&diag.Diagnostic{Severity: diag.Error, Code: "T001"}, true},                        // no position
		{&diag.Diagnostic{Severity: diag.Error, Code: "LIMIT"}, false},                      // a whole-input limit
		{&diag.Diagnostic{Severity: diag.Error, Code: "INTERNAL", Span: at(0, 1, 1)}, true}, // a bug
		{&diag.Diagnostic{Severity: diag.Error, Span: at(0, 1, 1)}, true},                   // no code
	}
	for i, c := range cases {
		if msg := CheckDiagnostics(src, diag.List{c.d}); (msg != "") != c.fail {
			t.Errorf("case %d: %q", i, msg)
		}
	}
}

func TestBytes(t *testing.T) {
	b := NewBytes([]byte{7, 1, 2})
	if got := b.IntN(5); got != 2 {
		t.Errorf("IntN(5) = %d", got)
	}
	if got := b.IntN(1000); got != (1<<8|2)%1000 {
		t.Errorf("IntN(1000) = %d", got)
	}
	if got := b.IntN(9); got != 0 {
		t.Errorf("exhausted: %d", got)
	}
}
