package difftest

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestGeneratedQueriesRun: every query the generator writes, in every
// source it knows, parses in that source and runs on the reference
// executor over its fixture (a generator that writes what its dialect
// rejects would only add skipped cases). Seed 5 stands for the seeds
// before MoreSeeds; from MoreSeeds on the queries have the constructs of
// gen_more.go, none of which the source itself raises for (division by
// zero is written only where the source gives NULL).
func TestGeneratedQueriesRun(t *testing.T) {
	n := 120
	if testing.Short() {
		n = 30
	}
	for _, seed := range []uint64{5, MoreSeeds} {
		for _, src := range AllSources {
			t.Run(fmt.Sprintf("%d/%s", seed, src), func(t *testing.T) {
				for i := 0; i < n; i++ {
					c := NewCase(seed, i, src)
					if _, err := lateral.Parse(c.SQL(), src, lateral.Limits{}); err != nil {
						t.Fatalf("iteration %d: the query does not parse in %s: %v\n%s", i, src, err, c.SQL())
					}
					if _, err := lateral.Parse(c.FixtureSQL(), src, lateral.Limits{}); err != nil {
						t.Fatalf("iteration %d: the fixture does not parse in %s: %v\n%s", i, src, err, c.FixtureSQL())
					}
					if o := runReference(context.Background(), src, c.FixtureSQL(), c.SQL()); o.err != nil {
						t.Fatalf("iteration %d: the query does not run in %s: %v\n%s;\n%s", i, src, o.err, c.FixtureSQL(), c.SQL())
					}
				}
			})
		}
	}
}

// TestSourceConstructs: over a few hundred cases each new source's
// generator writes the constructs it is there to test, so that a change
// that stops writing one does not go unnoticed.
func TestSourceConstructs(t *testing.T) {
	want := map[string][]string{
		"doris": {"LATERAL VIEW explode(", "explode_outer(", "posexplode(", "posexplode_outer(", "explode_map(",
			"explode_map_outer(", "explode_split(", "explode_split_outer(", "explode_numbers(", "explode_numbers_outer(",
			"explode_json_array_int(", "explode_json_array_string_outer(", "split_by_string("},
		"bigquery": {", UNNEST(", "CROSS JOIN UNNEST(", "LEFT JOIN UNNEST(", " WITH OFFSET AS ", "GENERATE_ARRAY(",
			"SPLIT(", "[SAFE_OFFSET(0)]", "ARRAY_LENGTH(", "EXISTS(SELECT 1 FROM UNNEST(", "MOD(",
			", '')", "ARRAY_CONCAT(", ", -1)", "[STRUCT(", "WITH w AS (", "UNION ALL", "SUBSTR("},
		"ansi": {"CROSS JOIN UNNEST(", "LEFT JOIN UNNEST(", " WITH ORDINALITY AS ", "CROSS JOIN LATERAL (SELECT",
			"CHAR_LENGTH(", " || '-'", "SUBSTRING(", "MOD(", "cardinality("},
		"snowflake": {", LATERAL FLATTEN(", "TABLE(FLATTEN(", "OUTER => TRUE", "outer => TRUE", ".value", ".index",
			".seq", "ARRAY_CONSTRUCT(", "::ARRAY(INTEGER)", "ARRAY_GENERATE_RANGE(", "ARRAY_SIZE("},
		"trino": {"regexp_split(", "UNNEST(zip(", ", -1)", "count(e)", "array_sort(", "array_distinct(", "reverse(", " || ",
			"INTERVAL '1' MONTH", " % -1", "substr(", "CAST(ROW("},
		"spark": {"inline(arrays_zip(", ", -1, -1)", "posexplode(", ") AS (p", "stack(2, ", "json_tuple(", "sort_array(",
			", false)", "array_distinct(", "pmod(", " % 0", "concat_ws(", ", 0, ", "INTERVAL 1 MONTH", "named_struct("},
		"hive": {") AS (p", "inline(", "stack(2, ", " div 2", "'.')", "[2]", "sort_array(", "pmod(", "concat_ws("},
		"postgres": {"string_to_table(", "regexp_split_to_table(", "generate_series(1, ", ", -1, -1)", ", 2)", " || ",
			"generate_series(DATE ", "substr(", ", 1, 1)"},
		"duckdb": {"range(1, ", ", -1, -1)", ", 2)", " // 2", "[-1]", "list_reverse(", " || ", " % 0"},
	}
	for src, parts := range want {
		var all strings.Builder
		for i := 0; i < 400; i++ {
			all.WriteString(NewCase(9, i, src).SQL())
			all.WriteString(NewCase(EdgeSeeds, i, src).SQL())
			all.WriteString("\n")
		}
		for _, p := range parts {
			if !strings.Contains(all.String(), p) {
				t.Errorf("%s: no generated query has %q", src, p)
			}
		}
	}
	// The fixtures hold what each source stores.
	for i := 0; i < 50; i++ {
		checkBigQueryStored(t, NewCase(9, i, "bigquery").Fixture)
	}
}

// checkBigQueryStored fails t when fx holds a NULL array or a NULL
// element, which no BigQuery table holds.
func checkBigQueryStored(t *testing.T, fx *Fixture) {
	t.Helper()
	for _, tb := range fx.Tables {
		for _, r := range tb.Rows {
			for j, v := range r {
				if tb.Cols[j].Type.Kind != KArray {
					continue
				}
				arr, ok := v.([]Value)
				if !ok {
					t.Fatalf("bigquery fixture: a NULL array in %s.%s", tb.Name, tb.Cols[j].Name)
				}
				for _, e := range arr {
					if e == nil {
						t.Fatalf("bigquery fixture: a NULL element in %s.%s", tb.Name, tb.Cols[j].Name)
					}
				}
			}
		}
	}
}
