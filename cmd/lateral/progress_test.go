package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// conformanceDir writes a folder holding one conformance case.
func conformanceDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "unnest"), 0o755); err != nil {
		t.Fatal(err)
	}
	text := "Trino UNNEST of a literal (Trino SELECT reference, UNNEST).\n" +
		"-- input.trino.sql --\nSELECT u.x FROM UNNEST(ARRAY[1, 2]) AS u(x)\n-- rows --\n(1)\n(2)\n"
	if err := os.WriteFile(filepath.Join(dir, "unnest", "literal.txtar"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestConformanceNoBarOffTerminal: with stderr a file or a pipe, the
// command draws no progress bar.
func TestConformanceNoBarOffTerminal(t *testing.T) {
	_, out, errs := runCLI(t, "", "conformance", "--targets", "trino", conformanceDir(t))
	if strings.Contains(errs, "\r") || strings.Contains(errs, "[") {
		t.Errorf("a progress bar was drawn on a non-terminal stderr: %q", errs)
	}
	if !strings.Contains(out, "trino") {
		t.Errorf("no summary table on stdout: %q", out)
	}
}

// TestConformanceBarOnTerminal: with stderr a terminal (faked), the
// command redraws a bar per case and ends its line before the summary.
func TestConformanceBarOnTerminal(t *testing.T) {
	old := isTerminal
	isTerminal = func(io.Writer) bool { return true }
	defer func() { isTerminal = old }()
	_, out, errs := runCLI(t, "", "conformance", "--targets", "trino", conformanceDir(t))
	for _, want := range []string{"\r[" + strings.Repeat(" ", barCells) + "] 0/1", "\r[" + strings.Repeat("=", barCells) + "] 1/1 unnest/literal"} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%q", want, errs)
		}
	}
	if !strings.HasSuffix(errs, "\n") {
		t.Errorf("the bar's line is not ended: %q", errs)
	}
	if strings.Contains(out, "\r") || !strings.Contains(out, "trino") {
		t.Errorf("stdout: %q", out)
	}
}

func TestRenderBar(t *testing.T) {
	for _, tc := range []struct {
		done, total int
		name        string
		width       int
		want        string
	}{
		{0, 4, "", 0, "[" + strings.Repeat(" ", 30) + "] 0/4"},
		{1, 4, "a/b", 0, "[=======>" + strings.Repeat(" ", 22) + "] 1/4 a/b"},
		{4, 4, "a/b", 0, "[" + strings.Repeat("=", 30) + "] 4/4 a/b"},
		{3, 300, "x", 0, "[>" + strings.Repeat(" ", 29) + "]   3/300 x"},
		{4, 4, "a/very/long/name", 40, ("[" + strings.Repeat("=", 30) + "] 4/4 a/very/long/name")[:40]},
		{4, 4, "a", 45, "[" + strings.Repeat("=", 30) + "] 4/4 a" + strings.Repeat(" ", 45-38)},
	} {
		if got := renderBar(tc.done, tc.total, tc.name, tc.width); got != tc.want {
			t.Errorf("renderBar(%d, %d, %q, %d) = %q, want %q", tc.done, tc.total, tc.name, tc.width, got, tc.want)
		}
	}
}
