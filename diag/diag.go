// Package diag holds lateral's diagnostics: positioned errors and warnings
// with stable codes, collected into a sorted list.
//
// Tests match on Code, never on message text. Codes are grouped by the
// stage that reports them: L (lexical), P (parse), B (building the tree:
// syntax valid in the grammar but not in the dialect), T (translation
// refusals), X (execution), and LIMIT for exceeded limits.
package diag

import (
	"fmt"
	"sort"
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// Severity is Error or Warning.
type Severity uint8

const (
	Error Severity = iota
	Warning
)

func (s Severity) String() string {
	if s == Warning {
		return "warning"
	}
	return "error"
}

// Diagnostic is one positioned message.
type Diagnostic struct {
	Severity Severity
	Code     string   // stable, e.g. "P001"
	Message  string   // one line, no position
	Span     ast.Span // where; Start.Line 0 when it concerns the whole input
	// Expected lists what would have been valid here (syntax errors).
	Expected []string
	// Hint says what would work instead (translation refusals).
	Hint string
}

func (d *Diagnostic) Error() string {
	return fmt.Sprintf("%s: %s[%s]: %s", d.Span.Start, d.Severity, d.Code, d.Message)
}

// List is a list of diagnostics; the zero value is empty and ready to use.
type List []*Diagnostic

// Add appends a diagnostic.
func (l *List) Add(d *Diagnostic) { *l = append(*l, d) }

// Errorf appends an error.
func (l *List) Errorf(code string, sp ast.Span, format string, args ...any) *Diagnostic {
	d := &Diagnostic{Severity: Error, Code: code, Span: sp, Message: fmt.Sprintf(format, args...)}
	l.Add(d)
	return d
}

// Warnf appends a warning.
func (l *List) Warnf(code string, sp ast.Span, format string, args ...any) *Diagnostic {
	d := &Diagnostic{Severity: Warning, Code: code, Span: sp, Message: fmt.Sprintf(format, args...)}
	l.Add(d)
	return d
}

// Sort orders the list by position, then code, keeping insertion order
// among equals.
func (l List) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i], l[j]
		if a.Span.Start.Offset != b.Span.Start.Offset {
			return a.Span.Start.Offset < b.Span.Start.Offset
		}
		return a.Code < b.Code
	})
}

// Unique is l without the diagnostics that repeat an earlier one (the
// same severity, code, span and message): a construct read twice, as an
// output name written again in WHERE is, is reported once.
func (l List) Unique() List {
	type key struct {
		sev        Severity
		code, msg  string
		start, end int
	}
	seen := map[key]bool{}
	var out List
	for _, d := range l {
		k := key{d.Severity, d.Code, d.Message, d.Span.Start.Offset, d.Span.End.Offset}
		if !seen[k] {
			seen[k] = true
			out = append(out, d)
		}
	}
	return out
}

// HasErrors reports whether any diagnostic is an error.
func (l List) HasErrors() bool {
	for _, d := range l {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Errors returns the errors only.
func (l List) Errors() List { return l.filter(Error) }

// Warnings returns the warnings only.
func (l List) Warnings() List { return l.filter(Warning) }

func (l List) filter(s Severity) List {
	var out List
	for _, d := range l {
		if d.Severity == s {
			out = append(out, d)
		}
	}
	return out
}

// Err returns nil when the list has no errors, else an error value whose
// message is the first error, and the count of the others.
func (l List) Err() error {
	errs := l.Errors()
	if len(errs) == 0 {
		return nil
	}
	return ErrorList(errs)
}

// ErrorList is a List used as an error.
type ErrorList List

func (e ErrorList) Error() string {
	switch len(e) {
	case 0:
		return "no errors"
	case 1:
		return e[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", e[0].Error(), len(e)-1)
}

// Format renders d as `name:line:col: error[CODE]: message`, followed by the
// source line with a caret under the span and, when present, the expected
// list and the hint.
func Format(name string, src []byte, d *Diagnostic) string {
	var b strings.Builder
	if d.Span.Start.IsValid() {
		fmt.Fprintf(&b, "%s:%d:%d: %s[%s]: %s\n", name, d.Span.Start.Line, d.Span.Start.Col, d.Severity, d.Code, d.Message)
		if snip := Snippet(src, d.Span); snip != "" {
			b.WriteString(snip)
		}
	} else {
		fmt.Fprintf(&b, "%s: %s[%s]: %s\n", name, d.Severity, d.Code, d.Message)
	}
	if len(d.Expected) > 0 {
		fmt.Fprintf(&b, "  expected: %s\n", strings.Join(d.Expected, ", "))
	}
	if d.Hint != "" {
		fmt.Fprintf(&b, "  hint: %s\n", d.Hint)
	}
	return b.String()
}

// Snippet returns the source line of sp.Start, indented, and a caret line
// underlining the span on that line. Tabs are kept so the caret lines up.
func Snippet(src []byte, sp ast.Span) string {
	off := sp.Start.Offset
	if off < 0 || off > len(src) {
		return ""
	}
	start := off
	for start > 0 && src[start-1] != '\n' {
		start--
	}
	end := off
	for end < len(src) && src[end] != '\n' {
		end++
	}
	line := string(src[start:end])
	if len(line) > 400 { // keep excerpts of huge lines readable
		lo := off - start - 200
		if lo < 0 {
			lo = 0
		}
		hi := lo + 400
		if hi > len(line) {
			hi = len(line)
		}
		line = line[lo:hi]
		start += lo
	}
	width := 1
	if sp.End.Offset > off {
		width = sp.End.Offset - off
	}
	if off+width > start+len(line) {
		width = start + len(line) - off
	}
	if width < 1 {
		width = 1
	}
	var pad strings.Builder
	for _, c := range []byte(line[:off-start]) {
		if c == '\t' {
			pad.WriteByte('\t')
		} else {
			pad.WriteByte(' ')
		}
	}
	return "  " + line + "\n  " + pad.String() + strings.Repeat("^", width) + "\n"
}
