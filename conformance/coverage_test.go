package conformance

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestTrapCoverage checks the suite's coverage of SEMANTICS.md §2: every
// trap T1..T14 is named on the traps: line of at least one case, and every
// case that names a trap has an expectation (a golden or a refusal) for
// every target, so that each trap is covered for each target (a pair
// listed in known_failures.txt is logged instead). It logs,
// per trap, the targets for which every case of the trap is refused: the
// thin cells of the matrix.
func TestTrapCoverage(t *testing.T) {
	cases, err := LoadCases(".")
	if err != nil {
		t.Fatal(err)
	}
	known, err := ReadKnownFailures(KnownFailuresFile)
	if err != nil {
		t.Fatal(err)
	}
	byTrap := map[string][]*Case{}
	for _, c := range cases {
		for _, tr := range c.Traps {
			byTrap[tr] = append(byTrap[tr], c)
		}
	}
	for _, tr := range Traps {
		cs := byTrap[tr]
		if len(cs) == 0 {
			t.Errorf("trap %s: no case names it on its traps: line", tr)
			continue
		}
		for _, c := range cs {
			var missing []string
			for _, tgt := range missingTargets(c) {
				if reason, ok := known[c.Name+" "+tgt]; ok {
					t.Logf("trap %s: case %s has no expectation for %s, a known failure (%s)", tr, c.Name, tgt, reason)
					continue
				}
				missing = append(missing, tgt)
			}
			if len(missing) > 0 {
				t.Errorf("trap %s: case %s has no want.<target>.sql or refuse.<target> for %s", tr, c.Name, strings.Join(missing, ", "))
			}
		}
		if thin := translatedNowhere(cs); len(thin) > 0 {
			t.Logf("trap %s (%d cases): every case is refused for %s", tr, len(cs), strings.Join(thin, ", "))
		}
	}
}

// missingTargets lists the targets for which c has neither a golden nor a
// refusal.
func missingTargets(c *Case) []string {
	var out []string
	for _, tgt := range Targets {
		_, w := c.Want[tgt]
		_, r := c.Refuse[tgt]
		if !w && !r {
			out = append(out, tgt)
		}
	}
	return out
}

// translatedNowhere lists the targets for which no case of cs has a golden
// translation.
func translatedNowhere(cs []*Case) []string {
	var out []string
	for _, tgt := range Targets {
		if !slices.ContainsFunc(cs, func(c *Case) bool { _, ok := c.Want[tgt]; return ok }) {
			out = append(out, tgt)
		}
	}
	return out
}

func TestMissingTargets(t *testing.T) {
	c := &Case{Want: map[string]string{}, Refuse: map[string]Refusal{}}
	for _, tgt := range Targets[1:] {
		c.Want[tgt] = "SELECT 1"
	}
	c.Refuse["spark"] = Refusal{Code: "T053"}
	delete(c.Want, "spark")
	if got := fmt.Sprint(missingTargets(c)); got != "[hive]" {
		t.Errorf("missingTargets = %s, want [hive]", got)
	}
	if got := fmt.Sprint(translatedNowhere([]*Case{c})); got != "[hive spark]" {
		t.Errorf("translatedNowhere = %s, want [hive spark]", got)
	}
}

func TestTablesHoldNestedArrays(t *testing.T) {
	for _, tc := range []struct {
		dialect, tables string
		want            bool
	}{
		{"hive", "CREATE TABLE nn (id INT, aa ARRAY<ARRAY<INT>>)", true},
		{"hive", "CREATE TABLE t (id INT, arr ARRAY<INT>)", false},
		{"hive", "CREATE TABLE t (id INT, s ARRAY<STRUCT<xs: ARRAY<ARRAY<INT>>>>)", true},
		{"hive", "CREATE TABLE t (id INT, m MAP<STRING, ARRAY<ARRAY<INT>>>)", true},
		{"hive", "CREATE TABLE t (id INT, s ARRAY<STRUCT<xs: ARRAY<INT>>>)", false},
		{"trino", "CREATE TABLE nn (id INTEGER, aa ARRAY(ARRAY(INTEGER)))", true},
		{"duckdb", "CREATE TABLE nn (id INTEGER, aa INTEGER[][])", true},
		{"duckdb", "CREATE TABLE t (id INTEGER, arr INTEGER[])", false},
		{"hive", "", false},
	} {
		if got := tablesHoldNestedArrays(tc.tables, tc.dialect); got != tc.want {
			t.Errorf("%s %q: %v, want %v", tc.dialect, tc.tables, got, tc.want)
		}
	}
}

// TestMatrixEngineSkipped: a passed translation that no engine could run
// because of the fixtures' types is listed, with its reason, at the end
// of the matrix; a failed one is not.
func TestMatrixEngineSkipped(t *testing.T) {
	c := &Case{Name: "unnest/nested", Feature: "unnest"}
	sum := &Summary{Cases: []*CaseResult{{Case: c, Targets: []*TargetResult{
		{Case: c.Name, Feature: "unnest", Target: "ansi", Status: Passed, Level: LevelRef, EngineSkipped: ReasonNestedArrays},
		{Case: c.Name, Feature: "unnest", Target: "postgres", Status: Failed, EngineSkipped: ReasonNestedArrays},
		{Case: c.Name, Feature: "unnest", Target: "duckdb", Status: Passed, Level: LevelEngine},
	}}}}
	m := Matrix(sum)
	want := "| unnest/nested | ansi | ref | " + ReasonNestedArrays + " |"
	if !strings.Contains(m, "## Verified on the reference executor only") || !strings.Contains(m, want) {
		t.Errorf("matrix lacks the row %q:\n%s", want, m)
	}
	if strings.Contains(m, "| unnest/nested | postgres |") || strings.Contains(m, "| unnest/nested | duckdb |") {
		t.Errorf("matrix lists a failed or engine-checked target as verified on the reference executor only:\n%s", m)
	}
	if m := Matrix(&Summary{}); strings.Contains(m, "reference executor only\n\n") {
		t.Errorf("empty summary has the section:\n%s", m)
	}
}
