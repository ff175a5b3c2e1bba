package parsetree

import (
	"sync/atomic"
	"testing"
)

// BenchmarkParseParallel parses the benchmark queries of every family from GOMAXPROCS
// goroutines; run with -cpu 1,2 to see how parsing scales (the runtime's prediction cache is
// shared by all parsers of the process and guarded by locks).
func BenchmarkParseParallel(b *testing.B) {
	type job struct {
		f Family
		q string
	}
	var jobs []job
	for name, f := range familyDirs {
		for _, q := range benchQueries[name] {
			jobs = append(jobs, job{f, q})
		}
	}
	for _, j := range jobs {
		ParseString(j.f, j.q, Options{})
	}
	b.ReportAllocs()
	c := cpuTime()
	var next atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			j := jobs[int(next.Add(1))%len(jobs)]
			if _, errs := ParseString(j.f, j.q, Options{}); errs != nil {
				b.Fatal(errs)
			}
		}
	})
	reportCPU(b, c)
}
