package conformance

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/pgtemp"
)

var (
	update       = flag.Bool("update", false, "rewrite the goldens (want.*, refuse.*) of the cases that run, and docs/support-matrix.md on a full run; review every diff")
	updateMatrix = flag.Bool("update-matrix", false, "rewrite docs/support-matrix.md from a full run")
	updateKnown  = flag.Bool("update-known", false, "rewrite "+KnownFailuresFile+" with every failing case/target of this run")
)

func TestMain(m *testing.M) { os.Exit(pgtemp.ForTests(m)) }

// TestCaseFiles checks that every case is well formed and in canonical
// form (what -update writes), and that every trap has a case.
func TestCaseFiles(t *testing.T) {
	cases, err := LoadCases(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no cases found")
	}
	traps := map[string]int{}
	for _, c := range cases {
		for _, tr := range c.Traps {
			traps[tr]++
		}
		old, err := os.ReadFile(c.Path)
		if err != nil {
			t.Fatal(err)
		}
		if text := c.Format(); string(text) != string(old) {
			if *update {
				if err := os.WriteFile(c.Path, text, 0o644); err != nil {
					t.Fatal(err)
				}
				continue
			}
			t.Errorf("%s is not in canonical form (sections in order, one trailing newline each): run go test ./conformance -run TestCaseFiles -update", c.Path)
		}
	}
	for _, tr := range Traps {
		if traps[tr] == 0 {
			t.Errorf("no case claims trap %s (add `traps: %s` to a case's intent)", tr, tr)
		}
	}
}

// TestConformance runs every case against every target, one subtest per
// case and target (-run 'TestConformance/unnest/null_empty/trino'), then
// compares the support matrix with docs/support-matrix.md on a full run.
func TestConformance(t *testing.T) {
	cases, err := LoadCases(".")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	require := os.Getenv(pgtemp.EnvRequire) == "1"
	opts := Options{Update: *update, DuckDB: true, RequireEngines: require}
	if dsn, err := pgtemp.SharedDSN(ctx); err != nil {
		opts.PostgresErr = err
	} else {
		opts.PostgresDSN = dsn
	}
	set := newEngineSet(&opts)
	for _, kind := range []string{"postgres", "duckdb"} {
		if err := set.unavailable(kind); err != nil {
			if require {
				t.Fatalf("%s is required (%s=1) but unavailable: %v", kind, pgtemp.EnvRequire, err)
			}
			t.Logf("%s unavailable, its checks are skipped (set %s=1 to make this a failure): %v", kind, pgtemp.EnvRequire, err)
		}
	}
	known, err := ReadKnownFailures(KnownFailuresFile)
	if err != nil {
		t.Fatal(err)
	}
	// report fails a subtest, unless the lead has listed the pair as a
	// known failure: then it is logged, and still counted as a failure in
	// the summary and the matrix.
	report := func(t *testing.T, name string, failures []string) {
		if reason, ok := known[name]; ok && !*updateKnown {
			for _, f := range failures {
				t.Logf("known failure (%s): %s", reason, f)
			}
			return
		}
		for _, f := range failures {
			t.Error(f)
		}
	}
	var failing []string
	sum := &Summary{ReferenceWired: opts.reference() != nil}
	ranTargets := 0
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			k := newChecker(set, &opts, c)
			defer k.close()
			res := k.source(ctx)
			t.Run("source", func(t *testing.T) {
				report(t, c.Name+" source", res.Failures)
				if len(res.Failures) > 0 {
					failing = append(failing, c.Name+" source")
				}
				for _, n := range res.Notes {
					t.Log(n)
				}
			})
			for _, tgt := range Targets {
				t.Run(tgt, func(t *testing.T) {
					ranTargets++
					tr := k.target(ctx, tgt)
					res.Targets = append(res.Targets, tr)
					report(t, c.Name+" "+tgt, tr.Failures)
					if len(tr.Failures) > 0 {
						failing = append(failing, c.Name+" "+tgt)
					}
					for _, n := range tr.Notes {
						t.Log(n)
					}
				})
			}
			k.finish(res)
			if len(res.Confirmed) == 0 && c.HasRows {
				t.Logf("-- rows -- of %s not confirmed on any engine in this run", c.Name)
			}
			sum.Cases = append(sum.Cases, res)
			if *update && len(res.Targets) > 0 {
				if changed, err := ApplyUpdate(res); err != nil {
					t.Fatal(err)
				} else if changed {
					t.Logf("updated %s: review the diff", c.Path)
				}
			}
		})
	}
	sum.Complete = ranTargets == len(cases)*len(Targets)
	if *updateKnown {
		if !sum.Complete {
			t.Fatalf("-update-known needs a full run (no -run filter below TestConformance)")
		}
		if err := WriteKnownFailures(KnownFailuresFile, failing, known); err != nil {
			t.Fatal(err)
		}
	}
	if len(sum.Cases) > 0 {
		fmt.Printf("conformance summary (%d cases):\n%s", len(sum.Cases), sum.Table())
		var unconfirmed []string
		for _, cr := range sum.Cases {
			if cr.Case.HasRows && len(cr.Confirmed) == 0 {
				unconfirmed = append(unconfirmed, cr.Case.Name)
			}
		}
		if len(unconfirmed) > 0 {
			fmt.Printf("rows not confirmed on any engine in this run (%d): %s\n", len(unconfirmed), strings.Join(unconfirmed, " "))
		}
	}
	t.Run("matrix", func(t *testing.T) {
		if !sum.Complete {
			t.Skip("not every case ran for every target (a -run filter): the matrix is compared on a full run only")
		}
		for _, kind := range []string{"postgres", "duckdb"} {
			if err := set.unavailable(kind); err != nil {
				t.Skipf("%s unavailable: the matrix would not say what a full run says", kind)
			}
		}
		path := filepath.Join("..", filepath.FromSlash(MatrixPath))
		got := Matrix(sum)
		if *update || *updateMatrix {
			if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		old, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test ./conformance -update-matrix)", err)
		}
		if string(old) != got {
			t.Errorf("%s is stale: run go test ./conformance -update-matrix and review the diff:\n%s", MatrixPath, lineDiff(string(old), got))
		}
	})
}

// lineDiff lists the lines only in a (-) and only in b (+), in order.
func lineDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	inB := map[string]int{}
	for _, l := range bl {
		inB[l]++
	}
	inA := map[string]int{}
	for _, l := range al {
		inA[l]++
	}
	var out strings.Builder
	for _, l := range al {
		if inB[l] == 0 {
			out.WriteString("- " + l + "\n")
		}
	}
	for _, l := range bl {
		if inA[l] == 0 {
			out.WriteString("+ " + l + "\n")
		}
	}
	return out.String()
}
