package parsetree

import (
	"testing"
	"time"
)

func TestDbg(t *testing.T) {
	for _, name := range []string{"standard", "hive", "presto"} {
		for _, q := range benchQueries[name] {
			for i := 0; i < 3; i++ {
				st := time.Now()
				res, errs := ParseString(familyDirs[name], q, Options{})
				t.Logf("%s run %d: %v usedLL=%v errs=%v", name, i, time.Since(st), res != nil && res.UsedLL, errs)
			}
		}
	}
}
