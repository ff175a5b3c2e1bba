package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// mustTranslate translates in, failing the test with the diagnostics when
// it is refused.
func mustTranslate(t *testing.T, in, from, to string, opts lateral.TranslateOptions) *lateral.Translation {
	t.Helper()
	tr, err := lateral.Translate(in, from, to, opts)
	if err != nil {
		var le *lateral.Error
		if errors.As(err, &le) {
			t.Fatalf("translate: %s", le.Format("<in>"))
		}
		t.Fatalf("translate: %v", err)
	}
	return tr
}

// wantRefusal fails the test unless err is a refusal holding code at a
// position.
func wantRefusal(t *testing.T, tr *lateral.Translation, err error, code string) {
	t.Helper()
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatalf("want refusal %s, got %v (%v)", code, tr, err)
	}
	for _, d := range le.Diagnostics {
		if d.Code == code {
			if !d.Span.Start.IsValid() {
				t.Errorf("refusal %s has no position", code)
			}
			return
		}
	}
	t.Fatalf("want refusal %s, got:\n%s", code, le.Format("<in>"))
}

// checkFired fails the test unless the pass named fired exactly when want.
func checkFired(t *testing.T, tr *lateral.Translation, pass string, want bool) {
	t.Helper()
	fired := false
	for _, p := range tr.Passes {
		fired = fired || p.Pass == pass
	}
	if fired != want {
		t.Errorf("%s fired=%v, want %v (passes: %v)", pass, fired, want, tr.Passes)
	}
}

// checkIdempotent fails the test when translating tr's output again to
// the same dialect changes it.
func checkIdempotent(t *testing.T, tr *lateral.Translation, to string, opts lateral.TranslateOptions) {
	t.Helper()
	again, err := lateral.Translate(tr.SQL, to, to, opts)
	if err != nil {
		t.Fatalf("translating the output again: %v", err)
	}
	if again.SQL != tr.SQL {
		t.Errorf("not idempotent:\n first  %s\n second %s", tr.SQL, again.SQL)
	}
}

// checkWarned fails the test unless tr holds a warning of code exactly
// when want, each such warning with a position.
func checkWarned(t *testing.T, tr *lateral.Translation, code string, want bool) {
	t.Helper()
	warned := false
	for _, w := range tr.Warnings {
		if w.Code != code {
			continue
		}
		warned = true
		if !w.Span.Start.IsValid() {
			t.Errorf("%s without a position: %v", code, w)
		}
	}
	if warned != want {
		t.Errorf("%s warned=%v, want %v (%v)", code, warned, want, tr.Warnings)
	}
}

// pairCase is a query translated from one dialect to another and the
// output wanted, without its final semicolon.
type pairCase struct{ from, to, in, want string }

// translatesTo checks the output of each case translated with opts.
func translatesTo(t *testing.T, opts lateral.TranslateOptions, cases []pairCase) {
	t.Helper()
	for _, tc := range cases {
		tr := mustTranslate(t, tc.in, tc.from, tc.to, opts)
		if got := strings.TrimSuffix(tr.SQL, ";"); got != tc.want {
			t.Errorf("%s to %s: %s:\n got %s\nwant %s", tc.from, tc.to, tc.in, got, tc.want)
		}
	}
}

// refusalCase is a query whose translation is refused with code at
// column col, the message saying says.
type refusalCase struct {
	in, from, to, code string
	col                int
	says               string
}

// refusalsWith checks the refusal of each case translated with opts.
func refusalsWith(t *testing.T, opts lateral.TranslateOptions, cases []refusalCase) {
	t.Helper()
	for _, tc := range cases {
		refusedWith(t, tc.in, tc.from, tc.to, opts, tc.code, tc.col, tc.says)
	}
}
