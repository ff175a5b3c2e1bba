package difftest

import "testing"

// Refusals are counted by code across merged runs, the most frequent
// first, each with the least of its messages as the example.
func TestRefusalCounts(t *testing.T) {
	var a, b Stats
	a.refusal("T057", "hive->ansi: z")
	a.refusal("T301", "ansi->drill: b")
	b.refusal("T301", "ansi->drill: a")
	b.refusal("T050", "ansi->doris: c")
	b.refusal("T057", "hive->ansi: y")
	var all Stats
	all.add(&a)
	all.add(&b)
	r := &Result{Stats: all}
	want := "refused, by code:\n  T057 2, e.g. hive->ansi: y\n  T301 2, e.g. ansi->drill: a\n  T050 1, e.g. ansi->doris: c"
	if got := r.RefusalCounts(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
