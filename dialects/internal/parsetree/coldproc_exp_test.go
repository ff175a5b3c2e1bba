package parsetree

import (
	"os"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/gen/sqlparser"
)

func TestColdProcExp(t *testing.T) {
	if os.Getenv("COLDEXP") == "" {
		t.Skip()
	}
	t0 := time.Now()
	c0 := cpuTime()
	sqlparser.SqlParserInit()
	t.Logf("SqlParserInit %v cpu %v", time.Since(t0), cpuTime()-c0)
	for _, name := range []string{"hive", "presto", "standard"} {
		for _, q := range benchQueries[name] {
			t0, c0 = time.Now(), cpuTime()
			if _, errs := ParseString(familyDirs[name], q, Options{}); errs != nil {
				t.Fatal(errs)
			}
			t.Logf("%s first parse %v cpu %v", name, time.Since(t0), cpuTime()-c0)
			t0, c0 = time.Now(), cpuTime()
			ParseString(familyDirs[name], q, Options{})
			t.Logf("%s second parse %v cpu %v", name, time.Since(t0), cpuTime()-c0)
		}
	}
}
