package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// sumFixture holds a group whose BIGINT sum leaves the BIGINT range (g 1)
// and one whose sum stays in it (g 2).
const sumFixture = `CREATE TABLE t (g INT, a BIGINT);
INSERT INTO t VALUES (1, 9223372036854775807), (1, 1), (2, -9223372036854775807), (2, -1);`

// runSum runs sql over sumFixture in dialect and returns its rows as text,
// or the error.
func runSum(sql, dialect string) (string, error) {
	all, err := refRows(dialect, sql, sumFixture)
	if err != nil {
		return "", err
	}
	return fmt.Sprint(all), nil
}

// The reference executor sums integers by each dialect's rule past the
// BIGINT range, and the translations to Hive, Spark and Doris of a source
// that does not wrap keep the source's result: the exact sum, or an error
// (rewrite/sum_exact.go, rewrite/sum_wrap.go).
func TestSumPastBigInt(t *testing.T) {
	const q = "SELECT sum(a) AS s FROM t WHERE g = 1"
	for _, tc := range []struct{ dialect, want string }{
		{"hive", "[[-9223372036854775808]]"},  // a Java long wraps
		{"spark", "[[-9223372036854775808]]"}, // ANSI mode off
		{"postgres", "[[9223372036854775808]]"},
		{"duckdb", "[[9223372036854775808]]"},
		{"snowflake", "[[9223372036854775808]]"},
		{"trino", "error"},
		{"presto", "error"},
		{"doris", "error"}, // not documented here
	} {
		got, err := runSum(q, tc.dialect)
		if err != nil {
			got = "error"
		}
		if got != tc.want {
			t.Errorf("%s: got %s (%v), want %s", tc.dialect, got, err, tc.want)
		}
	}
	for _, src := range []string{"postgres", "duckdb", "trino", "presto"} {
		want, werr := runSum(q, src)
		for _, dst := range []string{"hive", "spark", "doris"} {
			tr, err := lateral.Translate(q, src, dst, lateral.TranslateOptions{Schema: sumFixture})
			if err != nil {
				t.Fatalf("%s to %s: %v", src, dst, err)
			}
			got, gerr := runSum(strings.TrimSuffix(tr.SQL, ";"), dst)
			if (werr != nil) != (gerr != nil) || got != want {
				t.Errorf("%s to %s: %s gives %s (%v), want %s (%v)", src, dst, tr.SQL, got, gerr, want, werr)
			}
			// in range, the same sum everywhere
			q2 := strings.Replace(q, "g = 1", "g = 2", 1)
			tr, err = lateral.Translate(q2, src, dst, lateral.TranslateOptions{Schema: sumFixture})
			if err != nil {
				t.Fatal(err)
			}
			if got, err := runSum(strings.TrimSuffix(tr.SQL, ";"), dst); err != nil || got != "[[-9223372036854775808]]" {
				t.Errorf("%s to %s in range: %s gives %s (%v)", src, dst, tr.SQL, got, err)
			}
		}
	}
}
