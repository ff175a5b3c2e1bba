// Command lateral translates SQL between dialects and runs it on a
// reference executor. Run `lateral help` for the commands.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/dialects"
)

const usage = `lateral translates SQL between dialects, faithfully or not at all.

Usage:
  lateral translate --from D --to D [--pretty] [--strict] [--schema FILE] [-e SQL | FILE...]
  lateral parse --dialect D [--json] [-e SQL | FILE]
  lateral run --dialect D [--setup FILE]... [--data DIR]... [--format table|csv|tsv|json|ndjson]
              [--timeout DUR] [--max-rows N] [--max-memory SIZE]
              [--engine reference|postgres|duckdb] [--dsn URL] [--db FILE] [-e SQL | FILE]
  lateral explain --dialect D [--setup FILE]... [--format text|json] [-e SQL | FILE]
  lateral serve [--addr 127.0.0.1:8080] [--config FILE]
  lateral conformance [--targets T,..] [--run NAME] [--engines] [--dsn URL] [-v] [DIR]
  lateral difftest [--seed N] [--iterations K] [--source D,..] [--targets D,..] [--engines] [--dsn URL]
  lateral dialects

SQL is read from -e, from the files, or from standard input.
Exit status: 0 success, 1 an SQL error (diagnostics on stderr), 2 a usage error.
`

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// exitUsage and exitSQL are the exit statuses of the two kinds of failure.
const (
	exitSQL   = 1
	exitUsage = 2
)

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	switch args[0] {
	case "translate":
		return cmdTranslate(args[1:], stdin, stdout, stderr)
	case "parse":
		return cmdParse(args[1:], stdin, stdout, stderr)
	case "serve":
		return cmdServe(args[1:], stdout, stderr)
	case "dialects":
		return cmdDialects(stdout)
	case "run":
		return cmdRun(args[1:], stdin, stdout, stderr)
	case "explain":
		return cmdExplain(args[1:], stdin, stdout, stderr)
	case "conformance":
		return cmdConformance(args[1:], stdout, stderr)
	case "difftest":
		return cmdDifftest(args[1:], stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "lateral: unknown command %q\n\n%s", args[0], usage)
	return exitUsage
}

// input is SQL read from -e, files or stdin, with a name for diagnostics.
type input struct {
	name, sql string
}

func readInputs(expr string, files []string, stdin io.Reader) ([]input, error) {
	if expr != "" {
		if len(files) > 0 {
			return nil, errors.New("give -e or files, not both")
		}
		return []input{{"<expr>", expr}}, nil
	}
	if len(files) == 0 {
		b, err := io.ReadAll(stdin)
		if err != nil {
			return nil, err
		}
		return []input{{"<stdin>", string(b)}}, nil
	}
	var out []input
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		out = append(out, input{f, string(b)})
	}
	return out, nil
}

// checkDialect validates a dialect flag, listing the known ones.
func checkDialect(flagName, name string, stderr io.Writer) bool {
	if name == "" {
		fmt.Fprintf(stderr, "lateral: --%s is required (one of: %s)\n", flagName, strings.Join(dialects.Names(), ", "))
		return false
	}
	if _, ok := dialects.Lookup(name); !ok {
		fmt.Fprintf(stderr, "lateral: unknown dialect %q for --%s (known: %s)\n", name, flagName, strings.Join(dialects.Names(), ", "))
		return false
	}
	return true
}

func reportSQLError(err error, in input, stderr io.Writer) int {
	var le *lateral.Error
	if errors.As(err, &le) {
		fmt.Fprint(stderr, le.Format(in.name))
		return exitSQL
	}
	fmt.Fprintf(stderr, "%s: %v\n", in.name, err)
	return exitSQL
}

func cmdTranslate(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("translate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "", "source dialect")
	to := fs.String("to", "", "target dialect")
	pretty := fs.Bool("pretty", false, "lay the output out on several lines")
	schemaFile := fs.String("schema", "", "file of CREATE TABLE statements giving column types")
	schemaDialect := fs.String("schema-dialect", "", "dialect of the schema file (default: --from)")
	strict := fs.Bool("strict", false, "refuse what would be translated with a warning")
	expr := fs.String("e", "", "SQL to translate")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if !checkDialect("from", *from, stderr) || !checkDialect("to", *to, stderr) {
		return exitUsage
	}
	opts := lateral.TranslateOptions{Pretty: *pretty, SchemaDialect: *schemaDialect, Strict: *strict}
	if *schemaFile != "" {
		b, err := os.ReadFile(*schemaFile)
		if err != nil {
			fmt.Fprintf(stderr, "lateral: %v\n", err)
			return exitUsage
		}
		opts.Schema = string(b)
	}
	inputs, err := readInputs(*expr, fs.Args(), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "lateral: %v\n", err)
		return exitUsage
	}
	status := 0
	for _, in := range inputs {
		tr, err := lateral.Translate(in.sql, *from, *to, opts)
		if err != nil {
			status = reportSQLError(err, in, stderr)
			continue
		}
		for _, w := range tr.Warnings {
			fmt.Fprintf(stderr, "%s:%s: warning[%s]: %s\n", in.name, w.Span.Start, w.Code, w.Message)
		}
		if tr.SQL != "" {
			fmt.Fprintln(stdout, tr.SQL+";")
		}
	}
	return status
}

func cmdParse(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("parse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dialect := fs.String("dialect", "", "dialect of the input")
	asJSON := fs.Bool("json", false, "print the tree as JSON")
	expr := fs.String("e", "", "SQL to parse")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if !checkDialect("dialect", *dialect, stderr) {
		return exitUsage
	}
	inputs, err := readInputs(*expr, fs.Args(), stdin)
	if err != nil {
		fmt.Fprintf(stderr, "lateral: %v\n", err)
		return exitUsage
	}
	status := 0
	for _, in := range inputs {
		script, err := lateral.Parse(in.sql, *dialect, lateral.Limits{})
		if err != nil {
			status = reportSQLError(err, in, stderr)
			continue
		}
		if *asJSON {
			if err := ast.WriteJSON(stdout, script, true); err != nil {
				fmt.Fprintf(stderr, "lateral: %v\n", err)
				return exitSQL
			}
			fmt.Fprintln(stdout)
			continue
		}
		writeTree(stdout, script)
	}
	return status
}

func cmdDialects(stdout io.Writer) int {
	fmt.Fprintf(stdout, "%-10s %-9s %s\n", "DIALECT", "FAMILY", "READ/WRITE")
	for _, d := range dialects.All() {
		rw := []string{}
		if d.Readable {
			rw = append(rw, "read")
		}
		if d.Writable {
			rw = append(rw, "write")
		}
		fmt.Fprintf(stdout, "%-10s %-9s %s\n", d.Name, d.Family, strings.Join(rw, "/"))
	}
	return 0
}
