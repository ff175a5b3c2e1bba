package executor_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

var writeDuckZones = flag.Bool("duckzones", false, "write duck_zone_table.go from DuckDB's zone data (TestDuckZoneTable)")

// TestDuckZoneTable writes duck_zone_table.go (duck_zone_data.go): for
// each zone name DuckDB knows, the spans where DuckDB's UTC offsets
// differ from the executor's zone data. Run with
// go test ./executor -run TestDuckZoneTable -timeout 60m -args -duckzones
// (six minutes on a loaded two-core machine); without the flag it checks
// that the table was made from the DuckDB lateral runs and holds only
// names DuckDB knows, and lists the zones whose data on this machine is
// not the data the table was made from (which lat run refuses whole).
func TestDuckZoneTable(t *testing.T) {
	duck := enginetest.DuckDB(t)
	var names []string
	for _, r := range enginetest.Query(t, duck, "SELECT name FROM pg_timezone_names() ORDER BY name").Rows {
		names = append(names, r[0].(string))
	}
	if !*writeDuckZones {
		src, err := os.ReadFile("duck_zone_table.go")
		if err != nil {
			t.Fatal(err)
		}
		if v := duckVersion(t, duck); !bytes.Contains(src, []byte("from DuckDB "+v+";")) {
			t.Errorf("duck_zone_table.go was not made from DuckDB %s: run go test ./executor -run TestDuckZoneTable -timeout 60m -args -duckzones", v)
		}
		known := map[string]bool{}
		for _, n := range names {
			known[n] = true
		}
		for _, n := range executor.DuckZoneNames() {
			if !known[n] {
				t.Errorf("duck_zone_table.go holds %s, which DuckDB does not list", n)
			}
		}
		if stale := executor.DuckZoneStale(); len(stale) > 0 {
			t.Logf("zones whose data here differs from the table's, refused by lat run: %s", strings.Join(stale, ", "))
		}
		return
	}
	// the grid: every day of 1800-2100, every week to 2400, the first
	// days of January and July from the year 1 to 9999
	day := int64(86400)
	grid := []int64{}
	year := func(y int, m time.Month) int64 { return time.Date(y, m, 1, 0, 0, 0, 0, time.UTC).Unix() }
	for y := 1; y < 1800; y++ {
		grid = append(grid, year(y, 1), year(y, 7))
	}
	for s := year(1800, 1); s < year(2101, 1); s += day {
		grid = append(grid, s)
	}
	for s := year(2101, 1); s < year(2400, 1); s += 7 * day {
		grid = append(grid, s)
	}
	for y := 2400; y < 10000; y++ {
		grid = append(grid, year(y, 1), year(y, 7))
	}
	grid = append(grid, year(10000, 1))
	dir := t.TempDir()
	writeCSV := func(name string, rows func(w *bytes.Buffer)) string {
		var b bytes.Buffer
		rows(&b)
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	gridFile := writeCSV("grid.csv", func(w *bytes.Buffer) {
		w.WriteString("s\n")
		for _, s := range grid {
			fmt.Fprintf(w, "%d\n", s)
		}
	})
	// DuckDB's offset at each grid point where it changes (per zone)
	runs := map[string][][2]int64{}
	for k := 0; k < len(names); k += 40 {
		var in []string
		for _, n := range names[k:min(k+40, len(names))] {
			in = append(in, "'"+n+"'")
		}
		q := fmt.Sprintf(`WITH g AS (SELECT s FROM read_csv('%s', header = true, columns = {'s': 'BIGINT'})),
	z AS (SELECT name FROM pg_timezone_names() WHERE name IN (%s)),
	o AS (SELECT name, s, epoch_us(timezone(name, make_timestamptz(s * 1000000))) // 1000000 - s AS off FROM z, g),
	c AS (SELECT name, s, off, lag(off) OVER (PARTITION BY name ORDER BY s) AS prev FROM o)
	SELECT name, s, off FROM c WHERE prev IS NULL OR prev <> off ORDER BY name, s`, gridFile, strings.Join(in, ", "))
		for _, r := range enginetest.Query(t, duck, q).Rows {
			n := r[0].(string)
			runs[n] = append(runs[n], [2]int64{toInt(t, r[1]), toInt(t, r[2])})
		}
	}
	// the executor's transitions to 2400: DuckDB's offsets a second before and at each
	locs := map[string]*time.Location{}
	trans := map[string][]int64{}
	for _, n := range names {
		loc, err := time.LoadLocation(n)
		if err != nil {
			continue
		}
		locs[n] = loc
		tt := time.Unix(grid[0], 0).In(loc)
		for {
			_, next := tt.ZoneBounds()
			if next.IsZero() || next.Unix() >= year(2400, 1) {
				break
			}
			if !next.After(tt) { // a bound Go gives at the end of a year
				tt = tt.Add(24 * time.Hour)
				continue
			}
			trans[n] = append(trans[n], next.Unix())
			tt = next
		}
	}
	transFile := writeCSV("trans.csv", func(w *bytes.Buffer) {
		w.WriteString("name,s\n")
		for _, n := range names {
			for _, s := range trans[n] {
				fmt.Fprintf(w, "%s,%d\n%s,%d\n", n, s-1, n, s)
			}
		}
	})
	at := map[string]map[int64]int64{}
	q := fmt.Sprintf(`SELECT name, s, epoch_us(timezone(name, make_timestamptz(s * 1000000))) // 1000000 - s FROM read_csv('%s', header = true, columns = {'name': 'VARCHAR', 's': 'BIGINT'})`, transFile)
	for _, r := range enginetest.Query(t, duck, q).Rows {
		n := r[0].(string)
		if at[n] == nil {
			at[n] = map[int64]int64{}
		}
		at[n][toInt(t, r[1])] = toInt(t, r[2])
	}
	goOff := func(loc *time.Location, s int64) int64 {
		_, off := time.Unix(s, 0).In(loc).Zone()
		return int64(off)
	}
	var out bytes.Buffer
	out.WriteString("// Code generated by TestDuckZoneTable (duck_zone_table_test.go) from DuckDB " + duckVersion(t, duck) + "; DO NOT EDIT.\n\npackage executor\n\n")
	out.WriteString("// duckZoneTable: the zones DuckDB knows, by lower-case name (duck_zone_data.go).\nvar duckZoneTable = map[string]duckZoneEntry{\n")
	differing := 0
	for _, n := range names {
		loc, ok := locs[n]
		if !ok {
			t.Logf("%s: not in the executor's zone data", n)
			continue
		}
		var spans [][2]int64
		mark := func(from, to int64) {
			if k := len(spans); k > 0 && from <= spans[k-1][1] {
				spans[k-1][1] = max(spans[k-1][1], to)
				return
			}
			spans = append(spans, [2]int64{from, to})
		}
		var marks [][2]int64
		// the grid
		r := runs[n]
		j := 0
		for i, s := range grid {
			for j+1 < len(r) && r[j+1][0] <= s {
				j++
			}
			if r[j][1] != goOff(loc, s) {
				from, to := s, s+1
				if i > 0 {
					from = grid[i-1]
				}
				if i+1 < len(grid) {
					to = grid[i+1]
				}
				marks = append(marks, [2]int64{from, to})
			}
		}
		// the executor's transitions
		for _, s := range trans[n] {
			for _, p := range []int64{s - 1, s} {
				if d, ok := at[n][p]; ok && d != goOff(loc, p) {
					i := sort.Search(len(grid), func(i int) bool { return grid[i] > p })
					from, to := grid[max(i-1, 0)], grid[min(i, len(grid)-1)]
					marks = append(marks, [2]int64{from, to})
				}
			}
		}
		sort.Slice(marks, func(a, b int) bool { return marks[a][0] < marks[b][0] })
		for _, m := range marks {
			mark(m[0], m[1])
		}
		if len(spans) > 0 {
			differing++
		}
		fmt.Fprintf(&out, "%q: {%q, %#x, ", strings.ToLower(n), n, executor.DuckZoneFingerprint(loc))
		if len(spans) == 0 {
			out.WriteString("nil},\n")
			continue
		}
		out.WriteString("[]int64{")
		for _, sp := range spans {
			fmt.Fprintf(&out, "%d, %d, ", sp[0], sp[1])
		}
		out.WriteString("}},\n")
	}
	out.WriteString("}\n")
	src, err := format.Source(out.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("duck_zone_table.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d zones, %d with spans", len(names), differing)
}

func duckVersion(t *testing.T, duck engines.Engine) string {
	return fmt.Sprint(enginetest.Query(t, duck, "SELECT version()").Rows[0][0])
}

func toInt(t *testing.T, v any) int64 {
	switch x := v.(type) {
	case int64:
		return x
	case int32:
		return int64(x)
	case float64:
		return int64(x)
	}
	t.Fatalf("not an integer: %T %v", v, v)
	return 0
}
