package parsetree

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

func TestHeapExp(t *testing.T) {
	if os.Getenv("HEAPEXP") == "" {
		t.Skip()
	}
	t.Logf("start: %d KB", liveHeap()/1024)
	ParseString(Standard, "SELECT 1", Options{})
	t.Logf("after one parse: %d KB", liveHeap()/1024)
	Warm()
	t.Logf("after Warm: %d KB", liveHeap()/1024)
	for name, f := range familyDirs {
		files, _ := filepath.Glob(filepath.Join("../../../conformance/parse", name, "*.sql"))
		for _, file := range files {
			b, _ := os.ReadFile(file)
			Parse(f, b, Options{})
		}
	}
	t.Logf("after the conformance corpus: %d KB", liveHeap()/1024)
}
