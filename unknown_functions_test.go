package lateral_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/lateral-sql/lateral"
)

// A function lateral does not know passes to another dialect unchanged,
// with a warning (W014) once per name at its first call; not when source and
// target are the same, not for catalog functions, and not for a function the
// script itself creates.
func TestUnknownFunctionsWarned(t *testing.T) {
	for _, c := range []struct {
		in, from, to string
		want         []string // "name@col"
	}{
		{"SELECT months_between(d, e) AS x, upper(s) AS u, months_between(d, f) AS y, my_udf(d) FROM t", "hive", "spark",
			[]string{"months_between@8", "my_udf@77"}},
		{"SELECT months_between(d, e) AS x FROM t", "hive", "hive", nil},
		{"SELECT t.id, e.x FROM t LATERAL VIEW explode(t.arr) e AS x WHERE upper(t.s) = 'A'", "hive", "trino", nil},
		{"SELECT `my udf`(d), db.f(d) FROM t", "hive", "spark", nil},
		{"CREATE FUNCTION inc(x INTEGER) RETURNS INTEGER LANGUAGE SQL AS 'SELECT x + 1'; SELECT inc(1) AS y, dec(1) AS z",
			"postgres", "duckdb", []string{"dec@100"}},
		// make_interval added to a DATE is read (rewrite/month_interval.go):
		// no call is passed on, so no warning; a remaining one is warned at
		// its own place.
		{"SELECT DATE '2024-01-31' + make_interval(1, 2) AS a", "postgres", "duckdb", nil},
		{"SELECT DATE '2024-01-31' + make_interval(1, 2) AS a, make_interval(days => 3) AS b", "postgres", "duckdb",
			[]string{"make_interval@54"}},
	} {
		tr, err := lateral.Translate(c.in, c.from, c.to, lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		var got []string
		for _, w := range tr.Warnings {
			if w.Code == "W026" { // upper's letters outside ASCII: rewrite/case_mapping_test.go
				continue
			}
			if w.Code != "W014" {
				t.Errorf("%s: unexpected warning %v", c.in, w)
				continue
			}
			var name string
			fmt.Sscanf(w.Message, "%s", &name)
			got = append(got, fmt.Sprintf("%s@%d", name, w.Span.Start.Col))
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s (%s to %s): warnings %v, want %v", c.in, c.from, c.to, got, c.want)
		}
	}
}

// A refused statement passes nothing on, so it gets no W014.
func TestUnknownFunctionsNotWarnedWhenRefused(t *testing.T) {
	_, err := lateral.Translate("SELECT f.x FROM t CROSS JOIN LATERAL my_tvf(t.a) AS f(x)", "postgres", "trino", lateral.TranslateOptions{})
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatalf("want a refusal, got %v", err)
	}
	for _, d := range le.Diagnostics {
		if d.Code == "W014" {
			t.Errorf("refused statement warned: %v", d)
		}
	}
}
