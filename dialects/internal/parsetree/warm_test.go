package parsetree

import (
	"os"
	"runtime/debug"
	"testing"
)

// TestWarmupCorpusParses checks that every statement of warmup.sql parses in its family with
// the SLL pass (a statement that stopped parsing would warm nothing, silently).
func TestWarmupCorpusParses(t *testing.T) {
	secs := warmupSections()
	if len(secs) != 3 {
		t.Fatalf("warmup.sql has %d family sections, want 3", len(secs))
	}
	for _, sec := range secs {
		res, errs := ParseString(sec.family, sec.sql, Options{})
		if errs != nil {
			t.Fatalf("%v: %v", sec.family, errs[0])
		}
		if res.UsedLL {
			t.Errorf("%v: the warm-up needed the LL pass", sec.family)
		}
	}
	Warm()
	Warm() // idempotent
}

func TestRelaxGC(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("GOGC or GOMEMLIMIT set")
	}
	prev := debug.SetGCPercent(100)
	defer debug.SetGCPercent(prev)

	restore := relaxGC()
	if got := debug.SetGCPercent(coldGCPercent); got != coldGCPercent {
		t.Fatalf("during the cold phase GC percent is %d, want %d", got, coldGCPercent)
	}
	restore()
	if got := debug.SetGCPercent(100); got != 100 {
		t.Fatalf("after the cold phase GC percent is %d, want 100", got)
	}

	// A program that set its own target keeps it, before and during the cold phase.
	debug.SetGCPercent(50)
	relaxGC()()
	if got := debug.SetGCPercent(100); got != 50 {
		t.Fatalf("a program's GC percent 50 became %d", got)
	}
	restore = relaxGC()
	debug.SetGCPercent(70)
	restore()
	if got := debug.SetGCPercent(100); got != 70 {
		t.Fatalf("a GC percent set during the cold phase became %d, want 70", got)
	}
}
