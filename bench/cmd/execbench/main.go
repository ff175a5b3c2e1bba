// Command execbench times executor workloads over LATERAL on lateral's reference executor,
// DuckDB (in process, single-threaded and with its default threads) and PostgreSQL 15 (a
// temporary cluster from engines/pgtemp), all on the same generated table, interleaved:
// every round runs every workload on every engine before the next round starts. It checks
// each answer against one computed from the data, and records the peak extra resident memory
// of each query (VmHWM after a reset, minus VmRSS before; PostgreSQL: its backend process).
//
//	go run ./bench/cmd/execbench -rows 1000000 -fanout 10 -rounds 3 -json out.json
//
// Used by bench/executor.sh; see docs/performance.md.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"time"
)

type result struct {
	Workload string    `json:"workload"`
	Engine   string    `json:"engine"`
	Seconds  []float64 `json:"seconds"`
	Median   float64   `json:"median"`
	Answer   string    `json:"answer"`
	Want     string    `json:"want"`
	OK       bool      `json:"ok"`
	Err      string    `json:"error,omitempty"`
	PeakKB   int64     `json:"peak_extra_kb"`
	BaseKB   int64     `json:"base_rss_kb"`
}

type report struct {
	Rows, Fanout int
	Rounds       int
	Started      string
	LoadSeconds  map[string]float64
	PGSettings   string
	Results      []*result
}

func main() {
	rows := flag.Int("rows", 1_000_000, "rows in the table")
	fanout := flag.Int("fanout", 10, "elements in each array")
	rounds := flag.Int("rounds", 3, "timed rounds (each runs every workload on every engine)")
	warmup := flag.Int("warmup", 1, "untimed runs of each query before the first round")
	engines := flag.String("engines", "lateral,duckdb1,duckdb,postgres", "engines: lateral, duckdb1 (threads=1), duckdb (default threads), postgres")
	workloads := flag.String("workloads", "count,groupby,outer,outer_subq,corr", "workloads (outer_subq: DuckDB's LEFT JOIN LATERAL (SELECT unnest(..)) spelling of outer)")
	timeout := flag.Duration("timeout", 5*time.Minute, "deadline of one query")
	jsonOut := flag.String("json", "", "write the results as JSON to this file")
	flag.StringVar(&duckOuter, "duckdb-outer", "both", "DuckDB's spelling of outer: join (LEFT JOIN unnest(..) ON true), subq (LEFT JOIN LATERAL (SELECT unnest(..)) ON true) or both (subq as workload outer_subq)")
	flag.Parse()
	if duckOuter != "both" {
		var ws []string
		for _, w := range strings.Split(*workloads, ",") {
			if w != "outer_subq" {
				ws = append(ws, w)
			}
		}
		*workloads = strings.Join(ws, ",")
	}

	ctx := context.Background()
	rep := &report{Rows: *rows, Fanout: *fanout, Rounds: *rounds, Started: time.Now().UTC().Format(time.RFC3339), LoadSeconds: map[string]float64{}}
	t0 := time.Now()
	data := generate(*rows, *fanout)
	fmt.Fprintf(os.Stderr, "generated %d rows x %d in %v\n", *rows, *fanout, time.Since(t0).Round(time.Millisecond))

	names := strings.Split(*engines, ",")
	eng := map[string]engine{}
	var duck *duckEngine
	for _, n := range names {
		var e engine
		switch n {
		case "lateral":
			e = &lateralEngine{}
		case "duckdb", "duckdb1":
			if duck != nil {
				threads := 0
				if n == "duckdb1" {
					threads = 1
				}
				eng[n] = &duckView{duck, threads}
				continue
			}
			duck = &duckEngine{}
			e = duck
		case "postgres":
			e = &pgEngine{}
		default:
			fatal(fmt.Errorf("unknown engine %q", n))
		}
		t := time.Now()
		if err := e.load(ctx, data); err != nil {
			fatal(fmt.Errorf("%s: loading: %w", n, err))
		}
		rep.LoadSeconds[n] = time.Since(t).Seconds()
		fmt.Fprintf(os.Stderr, "%s: loaded in %v\n", n, time.Since(t).Round(time.Millisecond))
		if pg, ok := e.(*pgEngine); ok {
			rep.PGSettings = pg.settings(ctx)
		}
		if d, ok := e.(*duckEngine); ok {
			threads := 0
			if n == "duckdb1" {
				threads = 1
			}
			e = &duckView{d, threads}
		}
		eng[n] = e
	}
	defer func() {
		for _, e := range eng {
			e.close()
		}
	}()

	ws := strings.Split(*workloads, ",")
	results := map[string]*result{}
	var order []*result
	for _, w := range ws {
		for _, n := range names {
			if sqlFor[family(n)][w] == "" {
				continue
			}
			r := &result{Workload: w, Engine: n, Want: data.expected(strings.TrimSuffix(w, "_subq"))}
			results[w+"/"+n] = r
			order = append(order, r)
		}
	}
	run := func(r *result, timed bool) {
		if r.Err != "" {
			return
		}
		e := eng[r.Engine]
		runtime.GC()
		debug.FreeOSMemory()
		pid := e.pid()
		resetPeak(pid)
		base := rss(pid, "VmRSS")
		qctx, cancel := context.WithTimeout(ctx, *timeout)
		start := time.Now()
		out, err := e.query(qctx, r.Workload)
		el := time.Since(start).Seconds()
		cancel()
		peak := rss(pid, "VmHWM") - base
		if err != nil {
			r.Err = err.Error()
			fmt.Fprintf(os.Stderr, "%s %s: %v\n", r.Workload, r.Engine, err)
			return
		}
		r.Answer = answer(strings.TrimSuffix(r.Workload, "_subq"), out)
		r.OK = sameAnswer(strings.TrimSuffix(r.Workload, "_subq"), r.Answer, r.Want)
		if peak > r.PeakKB {
			r.PeakKB = peak
		}
		r.BaseKB = base
		if timed {
			r.Seconds = append(r.Seconds, el)
		}
		fmt.Fprintf(os.Stderr, "%-10s %-9s %8.3fs peak+%6d MB ok=%v\n", r.Workload, r.Engine, el, peak/1024, r.OK)
	}
	for i := 0; i < *warmup; i++ {
		for _, r := range order {
			run(r, false)
		}
	}
	for round := 0; round < *rounds; round++ {
		// Rotate the engine order each round so no engine always runs right after another.
		for _, w := range ws {
			var rs []*result
			for _, n := range names {
				if r := results[w+"/"+n]; r != nil {
					rs = append(rs, r)
				}
			}
			for k := range rs {
				run(rs[(k+round)%len(rs)], true)
			}
		}
	}
	for _, r := range order {
		r.Median = median(r.Seconds)
	}
	rep.Results = order
	printReport(rep, names, ws)
	if *jsonOut != "" {
		b, _ := json.MarshalIndent(rep, "", "  ")
		if err := os.WriteFile(*jsonOut, b, 0o644); err != nil {
			fatal(err)
		}
	}
}

// duckView is the shared DuckDB database with a thread setting.
type duckView struct {
	*duckEngine
	threads int
}

func (v *duckView) query(ctx context.Context, w string) ([][]string, error) {
	v.duckEngine.threads = v.threads
	return v.duckEngine.query(ctx, w)
}

func family(engine string) string {
	if strings.HasPrefix(engine, "duckdb") {
		return "duckdb"
	}
	return engine
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func printReport(rep *report, names, ws []string) {
	get := func(w, n string) *result {
		for _, r := range rep.Results {
			if r.Workload == w && r.Engine == n {
				return r
			}
		}
		return nil
	}
	fmt.Printf("table: %d rows, arrays of %d; %d rounds; medians in seconds (peak extra RSS of the query in MB)\n\n", rep.Rows, rep.Fanout, rep.Rounds)
	fmt.Printf("| workload |")
	for _, n := range names {
		fmt.Printf(" %s |", n)
	}
	others := []string{}
	for _, n := range names {
		if n != "lateral" {
			others = append(others, n)
			fmt.Printf(" lateral / %s |", n)
		}
	}
	fmt.Printf("\n|---|")
	for range names {
		fmt.Printf("---|")
	}
	for range others {
		fmt.Printf("---|")
	}
	fmt.Println()
	logSum := map[string]float64{}
	logN := map[string]int{}
	for _, w := range ws {
		if w == "outer_subq" {
			continue
		}
		fmt.Printf("| %s |", w)
		for _, n := range names {
			r := get(w, n)
			// For DuckDB, outer is the faster of its two spellings.
			if alt := get("outer_subq", n); w == "outer" && alt != nil && r != nil && alt.Median < r.Median {
				r = alt
			}
			switch {
			case r == nil:
				fmt.Printf(" – |")
			case r.Err != "":
				fmt.Printf(" error |")
			default:
				mark := ""
				if !r.OK {
					mark = " WRONG"
				}
				fmt.Printf(" %.3f (%d MB)%s |", r.Median, r.PeakKB/1024, mark)
			}
		}
		lr := get(w, "lateral")
		for _, n := range others {
			r := get(w, n)
			if alt := get("outer_subq", n); w == "outer" && alt != nil && r != nil && alt.Median < r.Median {
				r = alt
			}
			if lr == nil || r == nil || lr.Err != "" || r.Err != "" || r.Median == 0 {
				fmt.Printf(" – |")
				continue
			}
			ratio := lr.Median / r.Median
			logSum[n] += math.Log(ratio)
			logN[n]++
			fmt.Printf(" %.2f |", ratio)
		}
		fmt.Println()
	}
	fmt.Printf("| geometric mean |")
	for range names {
		fmt.Printf(" |")
	}
	for _, n := range others {
		if logN[n] == 0 {
			fmt.Printf(" – |")
			continue
		}
		fmt.Printf(" %.2f |", math.Exp(logSum[n]/float64(logN[n])))
	}
	fmt.Println()
	if alt := get("outer_subq", "duckdb1"); alt != nil {
		fmt.Printf("\nDuckDB outer: LEFT JOIN unnest(..) ON true vs LEFT JOIN LATERAL (SELECT unnest(..)) ON true (threads=1): %.3f s vs %.3f s; the faster is used above.\n",
			medianOf(get("outer", "duckdb1")), alt.Median)
	}
	if duckOuter == "subq" {
		fmt.Println("\nDuckDB's outer is spelled LEFT JOIN LATERAL (SELECT unnest(..)) ON true here.")
	}
	fmt.Printf("\nload seconds: %v\n", rep.LoadSeconds)
	if rep.PGSettings != "" {
		fmt.Printf("postgres: %s\n", rep.PGSettings)
	}
}

func medianOf(r *result) float64 {
	if r == nil {
		return math.NaN()
	}
	return r.Median
}

// resetPeak resets the peak resident set of a process (0: this one).
func resetPeak(pid int) {
	os.WriteFile(procPath(pid, "clear_refs"), []byte("5"), 0)
}

// rss reads a VmRSS/VmHWM line of /proc/PID/status in kB.
func rss(pid int, field string) int64 {
	b, err := os.ReadFile(procPath(pid, "status"))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, field+":") {
			f := strings.Fields(line)
			if len(f) >= 2 {
				n, _ := strconv.ParseInt(f[1], 10, 64)
				return n
			}
		}
	}
	return 0
}

func procPath(pid int, name string) string {
	if pid == 0 {
		return "/proc/self/" + name
	}
	return "/proc/" + strconv.Itoa(pid) + "/" + name
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "execbench:", err)
	os.Exit(1)
}
