package ast

import "fmt"

// Pos is a position in the source text. Offset is a byte offset from the
// start of the input; Line and Col are 1-based, Col counting bytes.
type Pos struct {
	Offset int `json:"offset"`
	Line   int `json:"line"`
	Col    int `json:"col"`
}

// IsValid reports whether p was set (Line 0 means unknown).
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string {
	if !p.IsValid() {
		return "-"
	}
	return fmt.Sprintf("%d:%d", p.Line, p.Col)
}

// Span is the half-open source range [Start, End) of a node.
// It is embedded in every node.
type Span struct {
	Start Pos `json:"start"`
	End   Pos `json:"end"`
}

// Pos returns the start of the span.
func (s Span) Pos() Pos { return s.Start }

// EndPos returns the end of the span (exclusive).
func (s Span) EndPos() Pos { return s.End }

// SpanOf returns the span itself; nodes get it by embedding Span.
func (s Span) SpanOf() Span { return s }

// Cover returns the smallest span holding both a and b, ignoring unset spans.
func Cover(a, b Span) Span {
	if !a.Start.IsValid() {
		return b
	}
	if !b.Start.IsValid() {
		return a
	}
	out := a
	if b.Start.Offset < out.Start.Offset {
		out.Start = b.Start
	}
	if b.End.Offset > out.End.Offset {
		out.End = b.End
	}
	return out
}
