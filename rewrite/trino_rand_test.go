package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// Trino's and Presto's rand(n) and random(n) are integers below n, not
// draws seeded with n (dialects/functions_rand_trino.go): not read from
// them, and a seeded rand is refused toward them; without an argument
// both ways are the canonical rand().
func TestTrinoRandBound(t *testing.T) {
	refusedWith(t, "SELECT random(10) AS c FROM t", "trino", "spark", lateral.TranslateOptions{}, "T302", 8, "random with these arguments")
	refusedWith(t, "SELECT rand(10) AS c FROM t", "presto", "hive", lateral.TranslateOptions{}, "T302", 8, "rand with these arguments")
	refusedWith(t, "SELECT rand(10) AS c FROM t", "spark", "trino", lateral.TranslateOptions{}, "T302", 8, "integer in [0, n)")
	for _, tc := range []struct{ in, from, to, want string }{
		{"SELECT random(10) AS c FROM t", "trino", "trino", "SELECT random(10) AS c FROM t"},
		{"SELECT random() AS c FROM t", "trino", "spark", "SELECT rand() AS c FROM t"},
		{"SELECT rand() AS c FROM t", "hive", "presto", "SELECT rand() AS c FROM t"},
		{"SELECT rand() AS c FROM t", "presto", "postgres", "SELECT random() AS c FROM t"},
	} {
		if got := mustTranslate(t, tc.in, tc.from, tc.to, lateral.TranslateOptions{}).SQL; got != tc.want {
			t.Errorf("%s (%s to %s): got %s, want %s", tc.in, tc.from, tc.to, got, tc.want)
		}
	}
}
