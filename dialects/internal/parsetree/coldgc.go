package parsetree

import (
	"os"
	"runtime/debug"
	"sync/atomic"
)

// coldGCPercent is the garbage collector's target while the process parses for the first time.
//
// A process's first parse is slow because ANTLR builds the prediction DFA as it goes (see Warm)
// and the ATN simulation doing it allocates ~10 MB of short-lived objects for a typical query.
// The process starts with a 4 MB heap goal, so at the default GOGC=100 a one-query `lateral
// translate` spends three to four GC cycles, about a quarter of its CPU time, inside that parse.
// Doubling the target for that one parse (and for Warm) saves most of it for ~2 MB more peak
// memory; measured in bench/notes.md.
const coldGCPercent = 200

var parsedOnce atomic.Bool

// coldPhase runs f with the raised GC target if it is the first parse of the process. It leaves
// the collector alone when the user set GOGC or GOMEMLIMIT, or the program changed the target.
func coldPhase(f func()) {
	if parsedOnce.Load() || !parsedOnce.CompareAndSwap(false, true) {
		f()
		return
	}
	defer relaxGC()()
	f()
}

func relaxGC() (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	prev := debug.SetGCPercent(coldGCPercent)
	if prev != 100 { // not the default: the program tunes the collector itself
		debug.SetGCPercent(prev)
		return func() {}
	}
	return func() {
		if cur := debug.SetGCPercent(prev); cur != coldGCPercent {
			debug.SetGCPercent(cur) // changed meanwhile by the program: keep its setting
		}
	}
}
