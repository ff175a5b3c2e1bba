package bench

import (
	"fmt"
	"os"
	"strconv"
	"sync/atomic"
	"testing"

	"github.com/lateral-sql/lateral"
)

func loadAll(tb testing.TB) []*Corpus {
	var out []*Corpus
	for _, name := range Corpora {
		c, err := Load(name)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, c)
	}
	return out
}

// translatable returns the queries of c that translate to to now (the corpus was filtered on
// that when it was made; the translator may have changed since).
func translatable(c *Corpus, to string) []string {
	var out []string
	for _, q := range c.Queries {
		if _, err := lateral.Translate(q, c.From, to, lateral.TranslateOptions{}); err == nil {
			out = append(out, q)
		}
	}
	return out
}

// TestCorpusTranslates checks that every corpus query still translates (mkcorpus filtered on
// that; a failure means the corpus needs regenerating or the translator regressed).
func TestCorpusTranslates(t *testing.T) {
	for _, c := range loadAll(t) {
		for _, to := range c.To {
			for i, q := range c.Queries {
				if _, err := lateral.Translate(q, c.From, to, lateral.TranslateOptions{}); err != nil {
					t.Errorf("%s q%03d %s->%s: %v", c.Name, i, c.From, to, err)
				}
			}
		}
	}
}

// BenchmarkTranslateQuery times every query on its own: one sub-benchmark per query
// (BenchmarkTranslateQuery/<corpus>:<from>-<to>/q<NNN>); ns/op is the warm time of one
// translation (parse, rewrite, print). bench/translate.sh runs it with -benchtime=Nx and takes
// the median over the queries. Set LATERAL_BENCH_CORPUS to one corpus name to run only it, and
// LATERAL_BENCH_WARMUP to a number of untimed translations of each query before its timing.
func BenchmarkTranslateQuery(b *testing.B) {
	only := os.Getenv("LATERAL_BENCH_CORPUS")
	warmup, _ := strconv.Atoi(os.Getenv("LATERAL_BENCH_WARMUP"))
	for _, c := range loadAll(b) {
		if only != "" && only != c.Name {
			continue
		}
		for _, to := range c.To {
			b.Run(fmt.Sprintf("%s:%s-%s", c.Name, c.From, to), func(b *testing.B) {
				for i, q := range c.Queries {
					b.Run(fmt.Sprintf("q%03d", i), func(b *testing.B) {
						if _, err := lateral.Translate(q, c.From, to, lateral.TranslateOptions{}); err != nil {
							// The corpus was filtered on success; a refusal now is the
							// translator's change, reported without failing the run.
							b.Skipf("refused: %v", err)
						}
						for n := 0; n < warmup; n++ {
							lateral.Translate(q, c.From, to, lateral.TranslateOptions{})
						}
						b.ResetTimer()
						b.ReportAllocs()
						cpuMeter(b)
						for n := 0; n < b.N; n++ {
							if _, err := lateral.Translate(q, c.From, to, lateral.TranslateOptions{}); err != nil {
								b.Fatal(err)
							}
						}
					})
				}
			})
		}
	}
}

// BenchmarkTranslate cycles through a whole corpus: ns/op is the mean time per query.
func BenchmarkTranslate(b *testing.B) {
	for _, c := range loadAll(b) {
		for _, to := range c.To {
			qs := translatable(c, to)
			b.Run(fmt.Sprintf("%s:%s-%s", c.Name, c.From, to), func(b *testing.B) {
				b.ReportAllocs()
				cpuMeter(b)
				var bytes int64
				for _, q := range qs {
					bytes += int64(len(q))
				}
				b.SetBytes(bytes / int64(len(qs)))
				for n := 0; n < b.N; n++ {
					q := qs[n%len(qs)]
					if _, err := lateral.Translate(q, c.From, to, lateral.TranslateOptions{}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkParse cycles through a corpus with lateral.Parse only (tokens, parse tree, AST).
func BenchmarkParse(b *testing.B) {
	for _, c := range loadAll(b) {
		b.Run(c.Name+":"+c.From, func(b *testing.B) {
			b.ReportAllocs()
			cpuMeter(b)
			for n := 0; n < b.N; n++ {
				if _, err := lateral.Parse(c.Queries[n%len(c.Queries)], c.From, lateral.Limits{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkTranslateParallel translates the Hive and Trino lateral corpora from GOMAXPROCS
// goroutines (run with -cpu 1,2: the ratio of the two ns/op is the scaling).
func BenchmarkTranslateParallel(b *testing.B) {
	cs := loadAll(b)
	type job struct{ q, from, to string }
	var jobs []job
	for _, c := range cs[:2] {
		for _, q := range translatable(c, c.To[0]) {
			jobs = append(jobs, job{q, c.From, c.To[0]})
		}
	}
	b.ReportAllocs()
	cpuMeter(b)
	var next atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			j := jobs[int(next.Add(1))%len(jobs)]
			if _, err := lateral.Translate(j.q, j.from, j.to, lateral.TranslateOptions{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}
