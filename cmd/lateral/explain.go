package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/lateral-sql/lateral"
)

func cmdExplain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("explain", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("dialect", "", "dialect of the query")
	var setups multiFlag
	fs.Var(&setups, "setup", "a script of statements defining the tables (repeatable)")
	format := fs.String("format", "text", "text or json")
	expr := fs.String("e", "", "SQL to explain")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if !checkDialect("dialect", *dialect, stderr) {
		return exitUsage
	}
	if *format != "text" && *format != "json" {
		fmt.Fprintf(stderr, "lateral: unknown --format %q (text, json)\n", *format)
		return exitUsage
	}
	inputs, err := readInputs(*expr, fs.Args(), stdin)
	if err != nil || len(inputs) != 1 {
		fmt.Fprintf(stderr, "lateral: give one query (-e, a file or stdin)\n")
		return exitUsage
	}
	var setupSQL []string
	for _, f := range setups {
		b, err := os.ReadFile(f)
		if err != nil {
			fmt.Fprintf(stderr, "lateral: %v\n", err)
			return exitUsage
		}
		setupSQL = append(setupSQL, string(b))
	}
	plan, err := lateral.Explain(context.Background(), inputs[0].sql, *dialect, lateral.RunOptions{Setup: setupSQL})
	if err != nil {
		return reportSQLError(err, inputs[0], stderr)
	}
	if *format == "json" {
		fmt.Fprintln(stdout, plan.JSON())
		return 0
	}
	fmt.Fprint(stdout, plan.Text())
	return 0
}
