package api

import (
	"bufio"
	"math"
	"regexp"
	rtmetrics "runtime/metrics"
	"slices"
	"strings"
	"testing"
)

// sampleLine is a Prometheus text-format sample: name{labels} value.
var sampleLine = regexp.MustCompile(`^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*"(,[a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*")*)?\})? (-?[0-9.e+-]+|\+Inf|-Inf|NaN)$`)

// checkExposition checks the text format: HELP and TYPE before each
// family's samples, every sample well-formed and of a declared family.
func checkExposition(t *testing.T, text string) map[string]string {
	t.Helper()
	types := map[string]string{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# HELP "):
		case strings.HasPrefix(line, "# TYPE "):
			f := strings.Fields(line)
			if len(f) != 4 {
				t.Errorf("bad TYPE line %q", line)
				continue
			}
			types[f[2]] = f[3]
		default:
			m := sampleLine.FindStringSubmatch(line)
			if m == nil {
				t.Errorf("bad sample line %q", line)
				continue
			}
			name := m[1]
			base := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(name, "_bucket"), "_sum"), "_count")
			if types[name] == "" && types[base] != "histogram" {
				t.Errorf("sample %q of an undeclared family", line)
			}
		}
	}
	return types
}

func TestMetricsEndpoint(t *testing.T) {
	ts := newTestServer(t, testConfig(), nil)
	body := `{"sql": "SELECT explode(xs)", "from": "hive", "to": "trino"}`
	ts.post("/v1/translate", body)
	ts.post("/v1/translate", body)
	ts.post("/v1/translate", `{"sql": "SELECT * FROM", "from": "hive", "to": "trino"}`)
	ts.post("/v1/translate", `{"sql": `)
	rec := ts.do("GET", "/metrics", "", "")
	if rec.Code != 200 || !strings.HasPrefix(rec.Header().Get("Content-Type"), "text/plain; version=0.0.4") {
		t.Fatalf("metrics: %d %q", rec.Code, rec.Header().Get("Content-Type"))
	}
	text := rec.Body.String()
	types := checkExposition(t, text)
	for name, typ := range map[string]string{
		"lateral_requests_total": "counter", "lateral_request_duration_seconds": "histogram",
		"lateral_diagnostics_total": "counter", "lateral_cache_hits_total": "counter", "lateral_cache_misses_total": "counter",
		"lateral_go_sched_latency_seconds": "histogram", "lateral_go_gc_pause_seconds": "histogram",
		"lateral_go_gc_cycles_total": "counter", "lateral_go_memory_bytes": "gauge",
	} {
		if types[name] != typ {
			t.Errorf("%s is %q, want %s", name, types[name], typ)
		}
	}
	for _, want := range []string{
		`lateral_requests_total{endpoint="/v1/translate",code="200"} 2`,
		`lateral_requests_total{endpoint="/v1/translate",code="422"} 1`,
		`lateral_requests_total{endpoint="/v1/translate",code="400"} 1`,
		`lateral_request_duration_seconds_count{endpoint="/v1/translate",from="hive",to="trino"} 3`,
		`lateral_request_duration_seconds_bucket{endpoint="/v1/translate",from="hive",to="trino",le="+Inf"} 3`,
		`lateral_diagnostics_total{code="W001"} 2`,
		`lateral_diagnostics_total{code="P001"} 1`,
		`lateral_cache_hits_total 1`,
		`lateral_cache_misses_total 2`,
	} {
		if !strings.Contains(text, want+"\n") {
			t.Errorf("metrics lack %q", want)
		}
	}
}

// The runtime's histograms are summed into the Prometheus buckets: a value
// in [lo, hi) counts under every bound at or above hi.
func TestSummarizeRuntimeHistogram(t *testing.T) {
	rh := &rtmetrics.Float64Histogram{
		Buckets: []float64{math.Inf(-1), 0, 1e-3, 2e-3, 0.5, math.Inf(1)},
		Counts:  []uint64{0, 4, 2, 1, 3},
	}
	cum, count, sum := summarize(rh, []float64{1e-3, 1e-2, 1})
	if want := []uint64{4, 6, 7}; !slices.Equal(cum, want) {
		t.Errorf("cumulative counts %v, want %v", cum, want)
	}
	if count != 10 {
		t.Errorf("count %d, want 10", count)
	}
	// 4 x 0.5 ms + 2 x 1.5 ms + 1 x 251 ms + 3 x 0.5 s (the finite edge)
	if want := 4*0.5e-3 + 2*1.5e-3 + 0.251 + 3*0.5; math.Abs(sum-want) > 1e-12 {
		t.Errorf("sum %g, want %g", sum, want)
	}
}

func TestRegistryFormat(t *testing.T) {
	reg := &Registry{}
	c := reg.NewCounterVec("x_total", "help with \\ and\nnewline", "l")
	c.Inc(`quote " back \ nl` + "\n")
	h := reg.NewHistogramVec("h_seconds", "h", []float64{1, 2}, "k")
	for _, v := range []float64{0.5, 1, 1.5, 3} {
		h.Observe(v, "a")
	}
	var b strings.Builder
	reg.WriteText(&b)
	text := b.String()
	checkExposition(t, text)
	for _, want := range []string{
		`# HELP x_total help with \\ and\nnewline`,
		`x_total{l="quote \" back \\ nl\n"} 1`,
		`h_seconds_bucket{k="a",le="1"} 2`, // le is inclusive
		`h_seconds_bucket{k="a",le="2"} 3`,
		`h_seconds_bucket{k="a",le="+Inf"} 4`,
		`h_seconds_sum{k="a"} 6`,
		`h_seconds_count{k="a"} 4`,
	} {
		if !strings.Contains(text, want+"\n") {
			t.Errorf("lacks %q in:\n%s", want, text)
		}
	}
}
