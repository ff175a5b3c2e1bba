package parsetree

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func splitBlank(s string) []string {
	var out, lines []string
	for _, l := range strings.Split(s, "\n") {
		if strings.TrimSpace(l) == "" {
			if len(lines) > 0 {
				out = append(out, strings.Join(lines, "\n"))
			}
			lines = nil
			continue
		}
		if !strings.HasPrefix(l, "--") {
			lines = append(lines, l)
		}
	}
	if len(lines) > 0 {
		out = append(out, strings.Join(lines, "\n"))
	}
	return out
}

func TestWarmExp(t *testing.T) {
	mode := os.Getenv("WARMEXP")
	if mode == "" {
		t.Skip()
	}
	if mode == "warm" {
		c0, t0 := cpuTime(), time.Now()
		for _, sec := range warmupSections() {
			if _, errs := ParseString(sec.family, sec.sql, Options{}); errs != nil {
				t.Fatal(errs)
			}
		}
		t.Logf("warm-up: %v wall, %v cpu", time.Since(t0), cpuTime()-c0)
	}
	var first, second time.Duration
	n := 0
	for _, c := range []struct {
		name string
		f    Family
	}{{"hive_lateral", Hive}, {"trino_unnest", Presto}, {"plain_hive", Hive}, {"plain_trino", Presto}} {
		b, _ := os.ReadFile(filepath.Join("../../../bench/corpus", c.name+".sql"))
		for _, q := range splitBlank(string(b)) {
			t0 := cpuTime()
			ParseString(c.f, q, Options{})
			t1 := cpuTime()
			ParseString(c.f, q, Options{})
			t2 := cpuTime()
			first += t1 - t0
			second += t2 - t1
			n++
		}
	}
	t.Logf("%d queries: first parse total %v cpu, second %v cpu", n, first, second)
}
