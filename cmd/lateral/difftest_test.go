package main

import (
	"bytes"
	"strings"
	"testing"
)

// The difftest subcommand: a short seeded run without engines ends with the
// summary (exit 0 when no difference is found outside the known bugs), and
// bad flags are usage errors.
func TestDifftestCommand(t *testing.T) {
	var out, errb bytes.Buffer
	code := cmdDifftest([]string{"--seed", "3", "--iterations", "12", "--skip-known", "-v"}, &out, &errb)
	if code != 0 {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out.String(), errb.String())
	}
	if !strings.Contains(out.String(), "12 cases:") || !strings.Contains(out.String(), "src\\tgt") {
		t.Errorf("no summary or table:\n%s", out.String())
	}
	// One case, one source, one target: what a reproducer line runs.
	out.Reset()
	code = cmdDifftest([]string{"--seed", "3", "--iteration", "5", "--iterations", "1", "--source", "trino", "--targets", "postgres,duckdb", "--skip-known"}, &out, &errb)
	if code != 0 || !strings.Contains(out.String(), "1 cases:") {
		t.Errorf("one case: exit %d\n%s", code, out.String())
	}
	for _, args := range [][]string{
		{"--source", "oracle"},
		{"--targets", "hive,nope"},
		{"--iterations", "0"},
		{"extra"},
	} {
		errb.Reset()
		if code := cmdDifftest(args, &out, &errb); code != exitUsage {
			t.Errorf("%v: exit %d, want %d (%s)", args, code, exitUsage, errb.String())
		}
	}
}
