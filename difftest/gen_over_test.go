package difftest

import (
	"strings"
	"testing"
)

// TestWindowConstructs: the seeds from WindowSeeds on write window
// functions in each source, and the seeds below do not.
func TestWindowConstructs(t *testing.T) {
	for _, src := range Sources {
		var all, old strings.Builder
		for i := 0; i < 300; i++ {
			all.WriteString(NewCase(WindowSeeds, i, src).SQL() + "\n")
			all.WriteString(NewCase(WindowSeeds+1, i, src).SQL() + "\n")
			old.WriteString(NewCase(WindowSeeds-1, i, src).SQL() + "\n")
		}
		for _, p := range []string{"count(*) OVER (PARTITION BY ", "rank() OVER (ORDER BY ", "dense_rank() OVER (PARTITION BY ", " DESC)", " OVER ()"} {
			if !strings.Contains(all.String(), p) {
				t.Errorf("%s: no generated query has %q", src, p)
			}
		}
		if strings.Contains(old.String(), " OVER (") {
			t.Errorf("%s: a seed below WindowSeeds has a window function", src)
		}
	}
}
