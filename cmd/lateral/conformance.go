package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/lateral-sql/lateral/conformance"
	"github.com/lateral-sql/lateral/engines/pgtemp"
)

// cmdConformance runs the conformance cases of a directory (default
// conformance/) and prints the summary per source x target. With
// --engines it starts a temporary PostgreSQL (or uses --dsn) and checks
// DuckDB in-process too. When stderr is a terminal a progress bar counts
// the cases there while they run.
func cmdConformance(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("conformance", flag.ContinueOnError)
	fs.SetOutput(stderr)
	targets := fs.String("targets", "", "comma-separated targets (default: all)")
	run := fs.String("run", "", "only cases whose name (feature/file) contains this")
	useEngines := fs.Bool("engines", false, "also check rows on PostgreSQL and DuckDB")
	dsn := fs.String("dsn", "", "PostgreSQL server to use with --engines (default: a temporary cluster)")
	verbose := fs.Bool("v", false, "list every failure")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	dir := "conformance"
	if fs.NArg() > 0 {
		dir = fs.Arg(0)
	}
	opts := conformance.Options{}
	if *targets != "" {
		opts.Targets = strings.Split(*targets, ",")
	}
	if *run != "" {
		opts.Filter = func(name string) bool { return strings.Contains(name, *run) }
	}
	ctx := context.Background()
	if *useEngines {
		opts.DuckDB = true
		opts.PostgresDSN = *dsn
		if opts.PostgresDSN == "" {
			srv, err := pgtemp.Start(ctx, pgtemp.Options{})
			if err != nil {
				opts.PostgresErr = err
			} else {
				defer srv.Stop()
				opts.PostgresDSN = srv.DSN()
			}
		}
	}
	fmt.Fprintf(stderr, "running the conformance cases in %s...\n", dir)
	var bar *progressBar
	if isTerminal(stderr) {
		bar = &progressBar{w: stderr, width: 79}
		opts.Progress = bar.update
	}
	sum, err := conformance.Run(ctx, dir, opts)
	if bar != nil {
		bar.finish()
	}
	if err != nil {
		fmt.Fprintf(stderr, "lateral conformance: %v\n", err)
		return exitUsage
	}
	fmt.Fprint(stdout, sum.Table())
	if *verbose {
		fmt.Fprint(stdout, sum.Report())
	}
	if t, _ := sum.Failed(); t > 0 {
		return exitSQL
	}
	return 0
}
