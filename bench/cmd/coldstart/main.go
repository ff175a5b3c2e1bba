// Command coldstart measures what a fresh process costs: one `lateral translate` process on one
// query (next to `lateral dialects`, the floor of starting the binary, and the peers' one-shot
// runs when their commands are given), and the first requests to a fresh `lateral serve`.
// Rounds are interleaved: each round runs every command once, in a rotating order, so a burst
// of load on a shared machine hits all of them alike. Reported: medians (and min) of wall time,
// CPU time and peak RSS.
//
//	go run ./bench/cmd/coldstart -lateral ./lateral -rounds 30
//
// Used by bench/coldstart.sh; see docs/performance.md.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Queries: a short one and a typical ~300-byte analytic query.
const (
	short   = "SELECT id, tag FROM events LATERAL VIEW explode(tags) t AS tag"
	typical = "SELECT u.user_id, u.country, t.tag, count(*) AS n, sum(CASE WHEN e.kind = 'click' THEN 1 ELSE 0 END) AS clicks FROM users u JOIN events e ON u.user_id = e.user_id LATERAL VIEW explode(e.tags) t AS tag WHERE e.dt = '2024-03-01' AND u.country IN ('US', 'DE') GROUP BY u.user_id, u.country, t.tag ORDER BY n DESC LIMIT 100"
	// other is a different shape, for the second request.
	other = "SELECT o.id, li.sku FROM orders o CROSS JOIN UNNEST(o.items) WITH ORDINALITY AS li(sku, pos) WHERE o.ts >= TIMESTAMP '2024-01-01 00:00:00'"
)

type sample struct{ wall, cpu, rssKB float64 }

type series struct {
	Name    string
	Samples []sample
	Errors  int
}

func (s *series) add(x sample) { s.Samples = append(s.Samples, x) }

type proc struct {
	name string
	env  []string
	argv []string
}

func main() {
	lat := flag.String("lateral", "lateral", "the lateral binary")
	rounds := flag.Int("rounds", 20, "rounds")
	servers := flag.Int("server-rounds", 10, "fresh servers started (each answers three requests)")
	sqlglot := flag.String("sqlglot", "", "python interpreter with sqlglot: adds its one-shot run")
	node := flag.String("node", "", "node binary: adds polyglot-sql's one-shot run (needs -polyglot)")
	polyglot := flag.String("polyglot", "", "path of bench/peers/polyglot_harness.mjs")
	jsonOut := flag.String("json", "", "write raw samples here")
	flag.Parse()

	procs := []proc{
		{"lateral dialects (process floor)", nil, []string{*lat, "dialects"}},
		{"lateral translate, short query", nil, []string{*lat, "translate", "--from", "hive", "--to", "trino", "-e", short}},
		{"lateral translate, 300-byte query", nil, []string{*lat, "translate", "--from", "hive", "--to", "trino", "-e", typical}},
	}
	tmp, _ := os.MkdirTemp("", "coldstart")
	defer os.RemoveAll(tmp)
	qfile := tmp + "/q.sql"
	os.WriteFile(qfile, []byte(typical+";\n"), 0o644)
	if *sqlglot != "" {
		procs = append(procs, proc{"sqlglot (python3 -c), 300-byte query", nil, []string{*sqlglot, "-c",
			"import sqlglot,sys; print(sqlglot.transpile(open(sys.argv[1]).read(), read='hive', write='trino')[0])", qfile}})
	}
	if *node != "" && *polyglot != "" {
		procs = append(procs, proc{"polyglot-sql (node), 300-byte query", nil, []string{*node, *polyglot, "whole", qfile, "hive", "trino"}})
	}
	res := make([]*series, len(procs))
	for i, p := range procs {
		res[i] = &series{Name: p.name}
	}
	for r := 0; r < *rounds; r++ {
		for k := range procs {
			i := (k + r) % len(procs)
			s, err := runOnce(procs[i])
			if err != nil {
				res[i].Errors++
				fmt.Fprintf(os.Stderr, "%s: %v\n", procs[i].name, err)
				continue
			}
			res[i].add(s)
		}
	}

	type srvVariant struct {
		name string
		env  []string
	}
	// `lateral serve` warms the parser before it listens.
	variants := []srvVariant{
		{"default", nil},
	}
	srv := map[string]map[string]*series{}
	for _, v := range variants {
		srv[v.name] = map[string]*series{}
		for _, k := range []string{"ready", "first", "second", "repeat", "rss"} {
			srv[v.name][k] = &series{Name: k}
		}
	}
	for r := 0; r < *servers; r++ {
		for k := range variants {
			v := variants[(k+r)%len(variants)]
			if err := serverOnce(*lat, v.env, srv[v.name]); err != nil {
				fmt.Fprintf(os.Stderr, "server %s: %v\n", v.name, err)
				srv[v.name]["first"].Errors++
			}
		}
	}

	fmt.Printf("### One process, one query (%d interleaved rounds)\n\n", *rounds)
	fmt.Println("| command | wall median (min) ms | CPU median ms | peak RSS median MB |")
	fmt.Println("|---|---|---|---|")
	for _, s := range res {
		fmt.Printf("| %s | %.1f (%.1f) | %.1f | %.1f |%s\n", s.Name, med(s, func(x sample) float64 { return x.wall }), min(s, func(x sample) float64 { return x.wall }),
			med(s, func(x sample) float64 { return x.cpu }), med(s, func(x sample) float64 { return x.rssKB / 1024 }), errNote(s))
	}
	fmt.Printf("\n### A fresh `lateral serve` (%d servers per variant, interleaved)\n\n", *servers)
	fmt.Println("| server | start → accepting ms | 1st request ms (300-byte query) | 2nd request ms (another shape) | 1st query again ms (cache) | RSS after MB |")
	fmt.Println("|---|---|---|---|---|---|")
	for _, v := range variants {
		m := srv[v.name]
		w := func(x sample) float64 { return x.wall }
		fmt.Printf("| %s | %.1f | %.2f (min %.2f) | %.2f | %.2f | %.1f |%s\n", v.name, med(m["ready"], w), med(m["first"], w), min(m["first"], w),
			med(m["second"], w), med(m["repeat"], w), med(m["rss"], func(x sample) float64 { return x.rssKB / 1024 }), errNote(m["first"]))
	}
	if *jsonOut != "" {
		b, _ := json.MarshalIndent(map[string]any{"processes": res, "servers": srv}, "", " ")
		os.WriteFile(*jsonOut, b, 0o644)
	}
}

func errNote(s *series) string {
	if s.Errors > 0 {
		return fmt.Sprintf(" (%d failed)", s.Errors)
	}
	return ""
}

func runOnce(p proc) (sample, error) {
	cmd := exec.Command(p.argv[0], p.argv[1:]...)
	cmd.Env = append(os.Environ(), p.env...)
	var stderr bytes.Buffer
	cmd.Stdout = io.Discard
	cmd.Stderr = &stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		return sample{}, fmt.Errorf("%v: %s", err, strings.TrimSpace(stderr.String()))
	}
	wall := time.Since(start)
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	return sample{wall: ms(wall), cpu: ms(cpu), rssKB: float64(ru.Maxrss)}, nil
}

func serverOnce(lat string, env []string, out map[string]*series) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	ln.Close()
	cmd := exec.Command(lat, "serve", "--addr", addr, "--log-level", "error")
	cmd.Env = append(os.Environ(), env...)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return err
	}
	defer func() {
		cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
		}
	}()
	for {
		c, err := net.DialTimeout("tcp", addr, 100*time.Millisecond)
		if err == nil {
			c.Close()
			break
		}
		if time.Since(start) > 30*time.Second {
			return fmt.Errorf("server did not start: %v", err)
		}
		time.Sleep(200 * time.Microsecond)
	}
	out["ready"].add(sample{wall: ms(time.Since(start))})
	client := &http.Client{Transport: &http.Transport{}}
	for _, step := range []struct{ key, sql string }{{"first", typical}, {"second", other}, {"repeat", typical}} {
		from := "hive"
		if step.sql == other {
			from = "trino"
		}
		to := "trino"
		if from == "trino" {
			to = "hive"
		}
		body, _ := json.Marshal(map[string]string{"sql": step.sql, "from": from, "to": to})
		t0 := time.Now()
		resp, err := client.Post("http://"+addr+"/v1/translate", "application/json", bytes.NewReader(body))
		if err != nil {
			return err
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		el := time.Since(t0)
		if resp.StatusCode != 200 {
			return fmt.Errorf("%s: status %d: %s", step.key, resp.StatusCode, b)
		}
		out[step.key].add(sample{wall: ms(el)})
	}
	out["rss"].add(sample{rssKB: procKB(cmd.Process.Pid, "VmRSS")})
	return nil
}

func procKB(pid int, field string) float64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return math.NaN()
	}
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, field+":") {
			f := strings.Fields(line)
			n, _ := strconv.ParseFloat(f[1], 64)
			return n
		}
	}
	return math.NaN()
}

func ms(d time.Duration) float64 { return float64(d) / 1e6 }

func values(s *series, f func(sample) float64) []float64 {
	var v []float64
	for _, x := range s.Samples {
		if y := f(x); !math.IsNaN(y) {
			v = append(v, y)
		}
	}
	sort.Float64s(v)
	return v
}

func med(s *series, f func(sample) float64) float64 {
	v := values(s, f)
	if len(v) == 0 {
		return math.NaN()
	}
	if len(v)%2 == 1 {
		return v[len(v)/2]
	}
	return (v[len(v)/2-1] + v[len(v)/2]) / 2
}

func min(s *series, f func(sample) float64) float64 {
	v := values(s, f)
	if len(v) == 0 {
		return math.NaN()
	}
	return v[0]
}
