package api

import (
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// A small Prometheus registry written by hand: counters, gauges and
// histograms with labels, exposed in the text format (version 0.0.4).

type metric interface {
	name() string
	write(w io.Writer)
}

// Registry holds metrics and writes them in the Prometheus text format.
type Registry struct {
	mu      sync.Mutex
	metrics []metric
}

func (r *Registry) register(m metric) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.metrics = append(r.metrics, m)
}

// WriteText writes every metric, sorted by name.
func (r *Registry) WriteText(w io.Writer) {
	r.mu.Lock()
	ms := append([]metric(nil), r.metrics...)
	r.mu.Unlock()
	sort.Slice(ms, func(i, j int) bool { return ms[i].name() < ms[j].name() })
	for _, m := range ms {
		m.write(w)
	}
}

// labelKey joins label values into a map key (0xff never occurs in UTF-8).
func labelKey(values []string) string { return strings.Join(values, "\xff") }

func writeLabels(b *strings.Builder, names, values []string, extraName, extraValue string) {
	if len(names) == 0 && extraName == "" {
		return
	}
	b.WriteByte('{')
	for i, n := range names {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(n)
		b.WriteString(`="`)
		b.WriteString(escapeLabel(values[i]))
		b.WriteByte('"')
	}
	if extraName != "" {
		if len(names) > 0 {
			b.WriteByte(',')
		}
		b.WriteString(extraName)
		b.WriteString(`="`)
		b.WriteString(extraValue)
		b.WriteByte('"')
	}
	b.WriteByte('}')
}

var labelEscaper = strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)

func escapeLabel(s string) string { return labelEscaper.Replace(s) }

var helpEscaper = strings.NewReplacer(`\`, `\\`, "\n", `\n`)

func writeHeader(w io.Writer, name, help, typ string) {
	fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n", name, helpEscaper.Replace(help), name, typ)
}

func formatFloat(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// CounterVec is a counter with labels.
type CounterVec struct {
	n, help string
	labels  []string
	mu      sync.Mutex
	vals    map[string]*series
}

type series struct {
	labels []string
	v      float64
}

// NewCounterVec registers a counter.
func (r *Registry) NewCounterVec(name, help string, labels ...string) *CounterVec {
	c := &CounterVec{n: name, help: help, labels: labels, vals: map[string]*series{}}
	r.register(c)
	return c
}

// Add adds v (>= 0) to the series of the label values.
func (c *CounterVec) Add(v float64, values ...string) {
	if len(values) != len(c.labels) {
		panic(fmt.Sprintf("metric %s: %d label values for %d labels", c.n, len(values), len(c.labels)))
	}
	k := labelKey(values)
	c.mu.Lock()
	s, ok := c.vals[k]
	if !ok {
		s = &series{labels: append([]string(nil), values...)}
		c.vals[k] = s
	}
	s.v += v
	c.mu.Unlock()
}

// Inc adds one.
func (c *CounterVec) Inc(values ...string) { c.Add(1, values...) }

// Value returns the value of one series (for tests).
func (c *CounterVec) Value(values ...string) float64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if s, ok := c.vals[labelKey(values)]; ok {
		return s.v
	}
	return 0
}

func (c *CounterVec) name() string { return c.n }

func (c *CounterVec) write(w io.Writer) {
	writeHeader(w, c.n, c.help, "counter")
	c.mu.Lock()
	keys := make([]string, 0, len(c.vals))
	for k := range c.vals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		s := c.vals[k]
		b.WriteString(c.n)
		writeLabels(&b, c.labels, s.labels, "", "")
		b.WriteByte(' ')
		b.WriteString(formatFloat(s.v))
		b.WriteByte('\n')
	}
	c.mu.Unlock()
	if len(keys) == 0 && len(c.labels) == 0 {
		b.WriteString(c.n + " 0\n")
	}
	io.WriteString(w, b.String())
}

// GaugeFunc is a gauge without labels whose value is read at scrape time.
type GaugeFunc struct {
	n, help, typ string
	f            func() float64
}

// NewGaugeFunc registers a gauge read from f.
func (r *Registry) NewGaugeFunc(name, help string, f func() float64) {
	r.register(&GaugeFunc{n: name, help: help, typ: "gauge", f: f})
}

// NewCounterFunc registers a counter read from f (f must never decrease).
func (r *Registry) NewCounterFunc(name, help string, f func() float64) {
	r.register(&GaugeFunc{n: name, help: help, typ: "counter", f: f})
}

func (g *GaugeFunc) name() string { return g.n }

func (g *GaugeFunc) write(w io.Writer) {
	writeHeader(w, g.n, g.help, g.typ)
	fmt.Fprintf(w, "%s %s\n", g.n, formatFloat(g.f()))
}

// HistogramVec is a histogram with labels.
type HistogramVec struct {
	n, help string
	labels  []string
	buckets []float64 // upper bounds, increasing, without +Inf
	mu      sync.Mutex
	vals    map[string]*histSeries
}

type histSeries struct {
	labels []string
	counts []uint64 // per bucket, not cumulative; the last is +Inf
	sum    float64
	count  uint64
}

// DefaultDurationBuckets suit requests from a fraction of a millisecond to
// seconds.
var DefaultDurationBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// NewHistogramVec registers a histogram.
func (r *Registry) NewHistogramVec(name, help string, buckets []float64, labels ...string) *HistogramVec {
	h := &HistogramVec{n: name, help: help, labels: labels, buckets: buckets, vals: map[string]*histSeries{}}
	r.register(h)
	return h
}

// Observe records v in the series of the label values.
func (h *HistogramVec) Observe(v float64, values ...string) {
	if len(values) != len(h.labels) {
		panic(fmt.Sprintf("metric %s: %d label values for %d labels", h.n, len(values), len(h.labels)))
	}
	i := sort.SearchFloat64s(h.buckets, v) // first bound >= v
	k := labelKey(values)
	h.mu.Lock()
	s, ok := h.vals[k]
	if !ok {
		s = &histSeries{labels: append([]string(nil), values...), counts: make([]uint64, len(h.buckets)+1)}
		h.vals[k] = s
	}
	s.counts[i]++
	s.sum += v
	s.count++
	h.mu.Unlock()
}

// Count returns the number of observations of one series (for tests).
func (h *HistogramVec) Count(values ...string) uint64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	if s, ok := h.vals[labelKey(values)]; ok {
		return s.count
	}
	return 0
}

func (h *HistogramVec) name() string { return h.n }

func (h *HistogramVec) write(w io.Writer) {
	writeHeader(w, h.n, h.help, "histogram")
	h.mu.Lock()
	keys := make([]string, 0, len(h.vals))
	for k := range h.vals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		s := h.vals[k]
		var cum uint64
		for i, ub := range h.buckets {
			cum += s.counts[i]
			b.WriteString(h.n + "_bucket")
			writeLabels(&b, h.labels, s.labels, "le", formatFloat(ub))
			fmt.Fprintf(&b, " %d\n", cum)
		}
		cum += s.counts[len(h.buckets)]
		b.WriteString(h.n + "_bucket")
		writeLabels(&b, h.labels, s.labels, "le", "+Inf")
		fmt.Fprintf(&b, " %d\n", cum)
		b.WriteString(h.n + "_sum")
		writeLabels(&b, h.labels, s.labels, "", "")
		b.WriteString(" " + formatFloat(s.sum) + "\n")
		b.WriteString(h.n + "_count")
		writeLabels(&b, h.labels, s.labels, "", "")
		fmt.Fprintf(&b, " %d\n", s.count)
	}
	h.mu.Unlock()
	io.WriteString(w, b.String())
}

// metrics are the server's metrics.
type metrics struct {
	reg         *Registry
	requests    *CounterVec   // endpoint, code
	duration    *HistogramVec // endpoint, from, to
	diagnostics *CounterVec   // code
	rejected    *CounterVec   // endpoint
	inFlight    func() float64
}

func newMetrics(s *Server) *metrics {
	reg := &Registry{}
	m := &metrics{reg: reg}
	m.requests = reg.NewCounterVec("lateral_requests_total",
		"HTTP requests answered, by endpoint (route pattern) and status code.", "endpoint", "code")
	m.duration = reg.NewHistogramVec("lateral_request_duration_seconds",
		"Time to answer a request, by endpoint and dialect pair (empty when the endpoint has none, \"mixed\" for a batch of several pairs).",
		DefaultDurationBuckets, "endpoint", "from", "to")
	m.diagnostics = reg.NewCounterVec("lateral_diagnostics_total",
		"Diagnostics (errors and warnings) returned to clients, by code.", "code")
	m.rejected = reg.NewCounterVec("lateral_rejected_total",
		"Requests refused at once because the concurrency limit was reached, by endpoint.", "endpoint")
	reg.NewCounterFunc("lateral_cache_hits_total", "Translation cache hits.",
		func() float64 { return float64(s.cache.Stats().Hits) })
	reg.NewCounterFunc("lateral_cache_misses_total", "Translation cache misses.",
		func() float64 { return float64(s.cache.Stats().Misses) })
	reg.NewCounterFunc("lateral_cache_evictions_total", "Translation cache entries evicted to respect its bounds.",
		func() float64 { return float64(s.cache.Stats().Evictions) })
	reg.NewGaugeFunc("lateral_cache_entries", "Entries in the translation cache.",
		func() float64 { return float64(s.cache.Stats().Entries) })
	reg.NewGaugeFunc("lateral_cache_bytes", "Approximate size of the translation cache's entries in bytes.",
		func() float64 { return float64(s.cache.Stats().Bytes) })
	reg.NewGaugeFunc("lateral_in_flight_requests", "Requests holding a slot of the concurrency limit.",
		func() float64 { return float64(s.limiter.inUse()) })
	reg.NewGaugeFunc("lateral_concurrency_limit", "The concurrency limit (slots).",
		func() float64 { return float64(s.limiter.capacity()) })
	registerRuntimeMetrics(reg)
	return m
}
