package conformance

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const sampleCase = `Hive explode yields one row per element (LanguageManual UDTF).
traps: T2, T7
-- tables --
CREATE TABLE t (id INT, arr ARRAY<INT>);
INSERT INTO t VALUES (1, array(1, 2));
-- input.hive.sql --
SELECT id, e.col FROM t LATERAL VIEW explode(arr) e
-- want.trino.sql --
SELECT id, e.col FROM t CROSS JOIN UNNEST(arr) AS e (col)
-- raises.trino --
out of range
-- raises.trino.duckdb --
Out of Range Error
-- refuse.bigquery --
T067 @1:20
-- columns --
id, col
-- rows --
(1, 1)
(1, 2)
-- ordered --
-- oracle.duckdb.sql --
SELECT id, unnest(arr) AS col FROM t
`

func TestParseCase(t *testing.T) {
	c, err := ParseCase("unnest/sample", []byte(sampleCase))
	if err != nil {
		t.Fatal(err)
	}
	if c.Feature != "unnest" || c.Source != "hive" || !strings.HasPrefix(c.Input, "SELECT id") {
		t.Errorf("feature/source/input: %q %q %q", c.Feature, c.Source, c.Input)
	}
	if len(c.Traps) != 2 || c.Traps[0] != "T2" || c.Traps[1] != "T7" {
		t.Errorf("traps = %v", c.Traps)
	}
	if c.Raises["trino"] != "out of range" || c.RaisesOn["trino/duckdb"] != "Out of Range Error" {
		t.Errorf("raises = %v", c.Raises)
	}
	if c.Refuse["bigquery"] != (Refusal{Code: "T067", Pos: "1:20"}) {
		t.Errorf("refuse = %v", c.Refuse)
	}
	if len(c.Rows) != 2 || !c.Ordered || len(c.Columns) != 2 || c.Oracles["duckdb"] == "" {
		t.Errorf("rows %v ordered %v columns %v oracles %v", c.Rows, c.Ordered, c.Columns, c.Oracles)
	}
	if got := string(c.Format()); got != sampleCase {
		t.Errorf("Format does not round-trip:\n%s", got)
	}
}

func TestParseCaseErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"no intent", "-- input.hive.sql --\nSELECT 1\n-- rows --\n(1)\n", "no intent"},
		{"no input", "x\n-- rows --\n(1)\n", "no input"},
		{"bad row", "x\n-- input.hive.sql --\nSELECT 1\n-- rows --\n(1,\n", "rows:"},
		{"bad target", "x\n-- input.hive.sql --\nSELECT 1\n-- want.oracle.sql --\nSELECT 1\n-- rows --\n(1)\n", "unknown target"},
		{"both", "x\n-- input.hive.sql --\nSELECT 1\n-- want.trino.sql --\nSELECT 1\n-- refuse.trino --\nT1\n-- rows --\n(1)\n", "both"},
		{"raises without a golden", "x\n-- input.hive.sql --\nSELECT 1\n-- refuse.trino --\nT1\n-- raises.trino --\nerror\n-- rows --\n(1)\n", "needs want.trino.sql"},
		{"raises without text", "x\n-- input.hive.sql --\nSELECT 1\n-- want.trino.sql --\nSELECT 1\n-- raises.trino --\n-- rows --\n(1)\n", "part of the error"},
		{"engine raises without raises", "x\n-- input.hive.sql --\nSELECT 1\n-- want.ansi.sql --\nSELECT 1\n-- raises.ansi.postgres --\n22003\n-- rows --\n(1)\n", "needs raises.ansi"},
		{"engine raises of no engine", "x\n-- input.hive.sql --\nSELECT 1\n-- want.ansi.sql --\nSELECT 1\n-- raises.ansi --\nx\n-- raises.ansi.oracle --\nx\n-- rows --\n(1)\n", "unknown engine"},
		{"engine raises without text", "x\n-- input.hive.sql --\nSELECT 1\n-- want.ansi.sql --\nSELECT 1\n-- raises.ansi --\nx\n-- raises.ansi.postgres --\n-- rows --\n(1)\n", "part of the engine's error"},

		{"bad refusal", "x\n-- input.hive.sql --\nSELECT 1\n-- refuse.trino --\nsomething else\n", "refuse.trino"},
		{"unknown trap", "x\ntraps: T99\n-- input.hive.sql --\nSELECT 1\n", "unknown trap"},
		{"unknown section", "x\n-- input.hive.sql --\nSELECT 1\n-- expected --\n", "unknown section"},
	} {
		_, err := ParseCase("f/"+tc.name, []byte(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

func TestCell(t *testing.T) {
	r := func(st Status, l Level, code string) *TargetResult {
		return &TargetResult{Status: st, Level: l, Code: code}
	}
	for _, tc := range []struct {
		rs   []*TargetResult
		want string
	}{
		{nil, "–"},
		{[]*TargetResult{r(Passed, LevelEngine, ""), r(Passed, LevelEngine, "")}, "engine"},
		{[]*TargetResult{r(Passed, LevelText, "")}, "text"},
		{[]*TargetResult{r(Refused, 0, "T053"), r(Refused, 0, "T064")}, "refused (T053, T064)"},
		{[]*TargetResult{r(Passed, LevelRef, ""), r(Failed, 0, ""), r(Refused, 0, "T053")}, "**FAIL** 1/3 · ref 1/3 · refused (T053) 1/3"},
	} {
		if got := cell(tc.rs); got != tc.want {
			t.Errorf("cell = %q, want %q", got, tc.want)
		}
	}
}

// TestRunUpdate runs the library entry point on a copy of one case with
// -update semantics and checks that the golden is written and the
// summary counts it.
func TestRunUpdate(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "unnest"), 0o755); err != nil {
		t.Fatal(err)
	}
	text := "Trino UNNEST of a literal (Trino SELECT reference, UNNEST).\n" +
		"-- input.trino.sql --\nSELECT u.x FROM UNNEST(ARRAY[1, 2]) AS u(x)\n-- rows --\n(1)\n(2)\n"
	path := filepath.Join(dir, "unnest", "literal.txtar")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	sum, err := Run(context.Background(), dir, Options{Targets: []string{"trino", "hive"}, Update: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(sum.Cases) != 1 || len(sum.Cases[0].Targets) != 2 || len(sum.Updated) != 1 {
		t.Fatalf("summary: %d cases, updated %v", len(sum.Cases), sum.Updated)
	}
	c, err := ReadCase(dir, path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tgt := range []string{"trino", "hive"} {
		_, w := c.Want[tgt]
		_, r := c.Refuse[tgt]
		if w == r {
			t.Errorf("after -update, %s has want=%v refuse=%v; want exactly one", tgt, w, r)
		}
	}
	if tab := sum.Table(); !strings.Contains(tab, "trino") {
		t.Errorf("table:\n%s", tab)
	}
	if sum.Complete {
		t.Errorf("a run narrowed to two targets is not complete")
	}
}
