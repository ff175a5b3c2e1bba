package api

import (
	"bufio"
	"regexp"
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
