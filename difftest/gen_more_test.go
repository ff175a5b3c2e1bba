package difftest

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestMoreConstructs: the seeds from MoreSeeds on write the constructs of
// gen_more.go in each source, and the seeds below do not (they keep
// generating the cases they always did).
func TestMoreConstructs(t *testing.T) {
	common := []string{"CASE WHEN ", "coalesce(NULL, nullif(", " NULLS FIRST", " DESC NULLS LAST",
		"avg(CAST(", "sum(CAST("}
	want := map[string][]string{
		"hive":      {"straße", "ΟΔΟΣ", "upper(", "lower(", " div -2", " / 0", "AS DOUBLE)", "AS STRING)", "DECIMAL(10, 2)", "concat("},
		"spark":     {" div 0", " / -2", "AS DOUBLE)", "DECIMAL(10, 2)"},
		"duckdb":    {"straße", "upper(", "lower(", " // -2", " // 0", " / 0", "[-2:]", "[0:1]", "list_concat(", "array_cat(", " || "},
		"postgres":  {"array_cat(", "AS DOUBLE PRECISION)", " || CAST(NULL AS TEXT)", " / -2"},
		"bigquery":  {"DIV(", "FLOAT64", "NUMERIC(10, 2)", "MOD("},
		"trino":     {"upper(", "lower(", "count(CASE WHEN ", " / -2", "AS DOUBLE)", "AS VARCHAR)", " % -2"},
		"ansi":      {"AS DOUBLE PRECISION)", "MOD("},
		"snowflake": {"AS DOUBLE)", "AS STRING)"},
		"doris":     {" DIV -2", " / -4"},
	}
	for src, parts := range want {
		var all, old strings.Builder
		for i := 0; i < 400; i++ {
			all.WriteString(NewCase(MoreSeeds, i, src).SQL() + "\n")
			all.WriteString(NewCase(MoreSeeds+1, i, src).SQL() + "\n")
			all.WriteString(NewCase(MoreSeeds+1, i, src).FixtureSQL() + "\n")
			old.WriteString(NewCase(MoreSeeds-1, i, src).SQL() + "\n")
			old.WriteString(NewCase(MoreSeeds-1, i, src).FixtureSQL() + "\n")
		}
		for _, p := range append(parts, common...) {
			if !strings.Contains(all.String(), p) {
				t.Errorf("%s: no generated query has %q", src, p)
			}
		}
		if src == "postgres" && strings.Contains(all.String(), "straße") {
			t.Errorf("postgres: a fixture holds letters outside ASCII")
		}
		for _, p := range []string{" NULLS FIRST", "straße", "coalesce(NULL, nullif("} {
			if strings.Contains(old.String(), p) {
				t.Errorf("%s: a seed below MoreSeeds has %q", src, p)
			}
		}
	}
}

// TestWarnedDifferences: a difference in rows of a translation that warns
// it may differ (W026: Snowflake's upper of 'straße' to Hive, which maps
// it as Java does, 'STRASSE') is counted under the warning, not reported;
// the same translation without its warning is a difference.
func TestWarnedDifferences(t *testing.T) {
	c := &Case{Source: "snowflake",
		RawSetup: "CREATE TABLE t (id INTEGER, s STRING);\nINSERT INTO t VALUES\n  (1, 'straße')",
		RawQuery: "SELECT upper(t.s) AS c3 FROM t"}
	k := &checker{opts: &Options{Targets: []string{"hive"}}}
	var st Stats
	if diffs := k.check(context.Background(), c, nil, &st); len(diffs) != 0 || st.Warned["W026"] != 1 {
		t.Fatalf("got %d differences and %v warned, want none and W026 once", len(diffs), st.Warned)
	}
	k.opts.translate = func(sql, from, to string, o lateral.TranslateOptions) (*lateral.Translation, error) {
		tr, err := lateral.Translate(sql, from, to, o)
		if err == nil {
			tr.Warnings = nil
		}
		return tr, err
	}
	st = Stats{}
	if diffs := k.check(context.Background(), c, nil, &st); len(diffs) != 1 || diffs[0].Kind != KindRows {
		t.Fatalf("without the warning: got %d differences, want one in rows", len(diffs))
	}
}

// TestMorePlainQueries: from MoreSeeds on some queries have no generator
// (only t, and u joined), so that their scalar items reach the targets
// that refuse the generators; below MoreSeeds every query has one.
func TestMorePlainQueries(t *testing.T) {
	plain := func(q *Query) bool {
		for _, p := range q.Parts {
			if p.Alias != "u" {
				return false
			}
		}
		for _, it := range q.Items {
			if it.Gen {
				return false
			}
		}
		return true
	}
	for _, src := range AllSources {
		n, old := 0, 0
		for i := 0; i < 100; i++ {
			if plain(NewCase(MoreSeeds, i, src).Query) {
				n++
			}
			if plain(NewCase(MoreSeeds-1, i, src).Query) {
				old++
			}
		}
		if n == 0 || old != 0 {
			t.Errorf("%s: %d queries without a generator from MoreSeeds, %d below, want some and none", src, n, old)
		}
	}
}
