package main

import (
	"os"
	"testing"
)

// TestRunNegativeZero: lat run writes a float's negative zero as psql
// does, -0 (PostgreSQL 15 run: SELECT -0.0::float8, '-0'::real,
// -(0::float8), 0::float8, -0 prints -0, -0, -0, 0, 0), from the reference
// executor and, when LATERAL_PG_DSN is set, from PostgreSQL itself.
func TestRunNegativeZero(t *testing.T) {
	q := "SELECT -0.0::float8 AS a, '-0'::real AS b, -(0::float8) AS c, 0::float8 AS d, -0 AS e"
	want := "a,b,c,d,e\n-0,-0,-0,0,0\n"
	args := [][]string{{"run", "--dialect", "postgres", "--format", "csv", "-e", q}}
	if dsn := os.Getenv("LATERAL_PG_DSN"); dsn != "" {
		args = append(args, []string{"run", "--dialect", "postgres", "--engine", "postgres", "--dsn", dsn, "--format", "csv", "-e", q})
	}
	for _, a := range args {
		code, out, errs := runCLI(t, "", a...)
		if code != 0 || out != want {
			t.Errorf("%v: code %d, got %q, want %q (%s)", a, code, out, want, errs)
		}
	}
}
