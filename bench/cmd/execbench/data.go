package main

import (
	"fmt"
	"math"
	"sort"
)

// dataset is the benchmark table, generated the same way for every engine:
//
//	t(id BIGINT, tags ARRAY<VARCHAR> (fanout short strings out of 100 words),
//	  nums ARRAY<BIGINT> (fanout ints in 0..999), maybe ARRAY<VARCHAR> (empty for ~30% of the
//	  rows, else the row's tags))
type dataset struct {
	rows, fanout int
	tags         [][]string
	nums         [][]int64
	empty        []bool // maybe is empty
}

var words = func() []string {
	w := make([]string, 100)
	for i := range w {
		w[i] = fmt.Sprintf("tag%02d", i)
	}
	return w
}()

func generate(rows, fanout int) *dataset {
	d := &dataset{rows: rows, fanout: fanout, tags: make([][]string, rows), nums: make([][]int64, rows), empty: make([]bool, rows)}
	seed := uint64(42)
	next := func() uint64 { // xorshift64
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return seed
	}
	for i := 0; i < rows; i++ {
		ts := make([]string, fanout)
		ns := make([]int64, fanout)
		for j := 0; j < fanout; j++ {
			ts[j] = words[next()%100]
			ns[j] = int64(next() % 1000)
		}
		d.tags[i], d.nums[i] = ts, ns
		d.empty[i] = next()%10 < 3
	}
	return d
}

// expected computes each workload's answer from the data, to check every engine.
func (d *dataset) expected(w string) string {
	switch w {
	case "count":
		return fmt.Sprint(int64(d.rows) * int64(d.fanout))
	case "groupby":
		counts := map[string]int64{}
		for _, ts := range d.tags {
			for _, t := range ts {
				counts[t]++
			}
		}
		return groupKey(counts)
	case "outer":
		var all, nonNull int64
		for i := range d.tags {
			if d.empty[i] {
				all++
			} else {
				all += int64(len(d.tags[i]))
				nonNull += int64(len(d.tags[i]))
			}
		}
		return fmt.Sprint(all, " ", nonNull)
	case "corr":
		var s float64
		for _, ns := range d.nums {
			var t int64
			for _, n := range ns {
				t += n
			}
			s += float64(t) / float64(len(ns))
		}
		return fmt.Sprintf("%.4f", s)
	}
	return ""
}

func groupKey(m map[string]int64) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var sum int64
	for _, k := range keys {
		sum += m[k]
	}
	return fmt.Sprintf("%d groups, %d rows", len(keys), sum)
}

// answer turns an engine's result rows (values as strings) into the form of expected.
func answer(w string, rows [][]string) string {
	switch w {
	case "count":
		if len(rows) == 1 && len(rows[0]) == 1 {
			return rows[0][0]
		}
	case "groupby":
		m := map[string]int64{}
		for _, r := range rows {
			var n int64
			fmt.Sscan(r[1], &n)
			m[r[0]] += n
		}
		return groupKey(m)
	case "outer":
		if len(rows) == 1 && len(rows[0]) == 2 {
			return rows[0][0] + " " + rows[0][1]
		}
	case "corr":
		if len(rows) == 1 && len(rows[0]) == 1 {
			var f float64
			fmt.Sscan(rows[0][0], &f)
			if math.IsNaN(f) {
				return "NaN"
			}
			return fmt.Sprintf("%.4f", f)
		}
	}
	return fmt.Sprint(rows)
}

// sameAnswer compares answers, the correlated average with a relative tolerance.
func sameAnswer(w, got, want string) bool {
	if w != "corr" {
		return got == want
	}
	var a, b float64
	if _, err := fmt.Sscan(got, &a); err != nil {
		return false
	}
	fmt.Sscan(want, &b)
	return math.Abs(a-b) <= 1e-9*math.Max(1, math.Abs(b))
}
