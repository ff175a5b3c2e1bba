package api

import (
	"fmt"
	"io"
	"math"
	rtmetrics "runtime/metrics"
	"strings"
)

// The Go runtime's own measures that explain a server's latency beyond its
// handlers: how long runnable goroutines waited for a CPU, the collector's
// stop-the-world pauses, its cycles and the memory the runtime holds. They
// are read from runtime/metrics at scrape time.

// runtimeBuckets are the upper bounds, in seconds, to which the runtime's
// fine-grained duration histograms are summed.
var runtimeBuckets = []float64{1e-5, 1e-4, 5e-4, 1e-3, 2.5e-3, 5e-3, 1e-2, 2.5e-2, 5e-2, 0.1, 0.25, 1}

func registerRuntimeMetrics(reg *Registry) {
	reg.register(&runtimeHistogram{n: "lateral_go_sched_latency_seconds",
		help: "Time goroutines spent runnable before they ran, since the process started (runtime/metrics /sched/latencies:seconds; the sum is estimated from the runtime's buckets).",
		key:  "/sched/latencies:seconds", bounds: runtimeBuckets})
	reg.register(&runtimeHistogram{n: "lateral_go_gc_pause_seconds",
		help: "Stop-the-world pauses of the garbage collector, since the process started (runtime/metrics /sched/pauses/total/gc:seconds; the sum is estimated from the runtime's buckets).",
		key:  "/sched/pauses/total/gc:seconds", bounds: runtimeBuckets})
	reg.NewCounterFunc("lateral_go_gc_cycles_total", "Completed garbage collection cycles (runtime/metrics /gc/cycles/total:gc-cycles).",
		func() float64 { return readRuntimeValue("/gc/cycles/total:gc-cycles") })
	reg.NewGaugeFunc("lateral_go_memory_bytes", "Memory mapped by the Go runtime, heap and otherwise (runtime/metrics /memory/classes/total:bytes).",
		func() float64 { return readRuntimeValue("/memory/classes/total:bytes") })
}

// readRuntimeValue reads one runtime metric of kind uint64 or float64
// (NaN if the runtime does not have it).
func readRuntimeValue(key string) float64 {
	s := []rtmetrics.Sample{{Name: key}}
	rtmetrics.Read(s)
	switch s[0].Value.Kind() {
	case rtmetrics.KindUint64:
		return float64(s[0].Value.Uint64())
	case rtmetrics.KindFloat64:
		return s[0].Value.Float64()
	}
	return math.NaN()
}

// runtimeHistogram is a Prometheus histogram of a runtime/metrics
// Float64Histogram, its buckets summed up to bounds.
type runtimeHistogram struct {
	n, help, key string
	bounds       []float64 // increasing, without +Inf
}

func (h *runtimeHistogram) name() string { return h.n }

func (h *runtimeHistogram) write(w io.Writer) {
	s := []rtmetrics.Sample{{Name: h.key}}
	rtmetrics.Read(s)
	if s[0].Value.Kind() != rtmetrics.KindFloat64Histogram {
		return
	}
	writeHeader(w, h.n, h.help, "histogram")
	cum, count, sum := summarize(s[0].Value.Float64Histogram(), h.bounds)
	var b strings.Builder
	for i, ub := range h.bounds {
		fmt.Fprintf(&b, "%s_bucket{le=%q} %d\n", h.n, formatFloat(ub), cum[i])
	}
	fmt.Fprintf(&b, "%s_bucket{le=\"+Inf\"} %d\n%s_sum %s\n%s_count %d\n", h.n, count, h.n, formatFloat(sum), h.n, count)
	io.WriteString(w, b.String())
}

// summarize sums the runtime histogram rh (bucket i holds the values in
// [Buckets[i], Buckets[i+1])) into cumulative counts of the values at most
// each of bounds, the total count, and an estimate of the values' sum (each
// bucket's count times its middle, or its finite edge when the other is
// infinite).
func summarize(rh *rtmetrics.Float64Histogram, bounds []float64) (cum []uint64, count uint64, sum float64) {
	cum = make([]uint64, len(bounds))
	for i, c := range rh.Counts {
		if c == 0 {
			continue
		}
		lo, hi := rh.Buckets[i], rh.Buckets[i+1]
		count += c
		switch {
		case math.IsInf(hi, 1):
			sum += float64(c) * lo
		case math.IsInf(lo, -1):
			sum += float64(c) * hi
		default:
			sum += float64(c) * (lo + hi) / 2
		}
		for j, ub := range bounds {
			if hi <= ub {
				cum[j] += c
			}
		}
	}
	return cum, count, sum
}
