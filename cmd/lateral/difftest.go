package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/difftest"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// cmdDifftest runs the differential tester (package difftest): random
// tables and queries in a source dialect, run on the reference executor
// and compared with every translation's rows (and, with --engines, with
// PostgreSQL and DuckDB). Each difference is printed as a minimized
// reproducer; the exit status is 1 when there is any.
//
// main.go's switch needs:  case "difftest": return cmdDifftest(args[1:], stdout, stderr)
func cmdDifftest(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("difftest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seed := fs.Uint64("seed", 1, "random seed: the same seed gives the same cases")
	iterations := fs.Int("iterations", 100, "cases to generate")
	first := fs.Int("iteration", 0, "first iteration (with --iterations 1: reproduce one case)")
	source := fs.String("source", "", "source dialects, comma separated (default: "+strings.Join(difftest.Sources, ",")+")")
	targets := fs.String("targets", "", "target dialects, comma separated (default: all)")
	useEngines := fs.Bool("engines", false, "also run on PostgreSQL (a temporary cluster, or --dsn / $LATERAL_PG_DSN) and DuckDB")
	dsn := fs.String("dsn", "", "PostgreSQL server for --engines (default: $LATERAL_PG_DSN or a temporary cluster)")
	noShrink := fs.Bool("no-shrink", false, "report differences unminimized")
	skipKnown := fs.Bool("skip-known", false, "leave out the known bugs listed in difftest.Known")
	verbose := fs.Bool("v", false, "print a line per difference as found, the per-pair table, why sources were skipped and the refusals by code")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "lateral difftest: unexpected arguments %q\n", fs.Args())
		return exitUsage
	}
	opts := difftest.Options{Seed: *seed, First: *first, Iterations: *iterations, NoShrink: *noShrink}
	if *iterations < 1 || *first < 0 {
		fmt.Fprintln(stderr, "lateral difftest: --iterations must be at least 1 and --iteration not negative")
		return exitUsage
	}
	var ok bool
	if opts.Sources, ok = dialectList("source", *source, difftest.AllSources, stderr); !ok {
		return exitUsage
	}
	if opts.Targets, ok = dialectList("targets", *targets, dialects.Names(), stderr); !ok {
		return exitUsage
	}
	if *skipKnown {
		opts.Skip = difftest.SkipKnown
	}
	if *verbose {
		opts.Log = stderr
	}
	ctx := context.Background()
	if *useEngines {
		opts.Engines = true
		opts.PostgresDSN = *dsn
		if opts.PostgresDSN == "" {
			d, err := pgtemp.SharedDSN(ctx)
			if err != nil {
				fmt.Fprintf(stderr, "lateral difftest: PostgreSQL unavailable, its checks are skipped: %v\n", err)
			} else {
				opts.PostgresDSN = d
				defer func() { _ = pgtemp.StopShared() }()
			}
		}
	}
	res, err := difftest.Run(ctx, opts)
	if err != nil {
		fmt.Fprintf(stderr, "lateral difftest: %v\n", err)
		return exitSQL
	}
	for _, d := range res.Differences {
		fmt.Fprintln(stdout, d.Report())
	}
	if *verbose {
		srcs := opts.Sources
		if len(srcs) == 0 {
			srcs = difftest.Sources
		}
		tgts := opts.Targets
		if len(tgts) == 0 {
			tgts = difftest.AllTargets
		}
		fmt.Fprint(stdout, res.PairTable(srcs, tgts))
		for msg, n := range res.Stats.SourceErrors {
			fmt.Fprintf(stdout, "source skipped %d times: %s\n", n, msg)
		}
		fmt.Fprintln(stdout, res.RefusalCounts())
	}
	fmt.Fprintln(stdout, res.Summary())
	if len(res.Differences) > 0 {
		return exitSQL
	}
	return 0
}

// dialectList parses a comma-separated list of dialects among allowed.
func dialectList(flagName, list string, allowed []string, stderr io.Writer) ([]string, bool) {
	if list == "" {
		return nil, true
	}
	var out []string
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		found := false
		for _, a := range allowed {
			if a == name {
				found = true
			}
		}
		if !found {
			fmt.Fprintf(stderr, "lateral difftest: unknown dialect %q for --%s (one of: %s)\n", name, flagName, strings.Join(allowed, ", "))
			return nil, false
		}
		out = append(out, name)
	}
	return out, true
}
