package vitess

import (
	"fmt"
	"testing"

	"vitess.io/vitess/go/vt/sqlparser"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/bench"
)

var corpora = []string{"plain_hive", "plain_trino"}

type query struct {
	corpus, from, sql string
	i                 int
}

func newParser(tb testing.TB) *sqlparser.Parser {
	p, err := sqlparser.New(sqlparser.Options{})
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// accepted returns the corpus queries both parsers accept, and how many Vitess rejected.
func accepted(tb testing.TB, p *sqlparser.Parser) (qs []query, rejected map[string][]string) {
	rejected = map[string][]string{}
	for _, name := range corpora {
		c, err := bench.Load(name)
		if err != nil {
			tb.Fatal(err)
		}
		for i, q := range c.Queries {
			if _, err := lateral.Parse(q, c.From, lateral.Limits{}); err != nil {
				tb.Fatalf("%s q%03d: lateral: %v", name, i, err)
			}
			if _, err := p.Parse(q); err != nil {
				rejected[name] = append(rejected[name], fmt.Sprintf("q%03d: %v", i, err))
				continue
			}
			qs = append(qs, query{name, c.From, q, i})
		}
	}
	return qs, rejected
}

func TestAccepted(t *testing.T) {
	qs, rej := accepted(t, newParser(t))
	t.Logf("vitess parses %d corpus queries", len(qs))
	for name, errs := range rej {
		t.Logf("%s: vitess rejects %d:", name, len(errs))
		for _, e := range errs {
			t.Logf("  %s", e)
		}
	}
}

// BenchmarkParseQuery parses each query both parsers accept with each of them, alternating:
// BenchmarkParseQuery/<corpus>/q<NNN>/{lateral,vitess}. lateral is lateral.Parse (tokens,
// parse tree, AST); vitess is Parser.Parse (tokens, yacc parse, AST).
func BenchmarkParseQuery(b *testing.B) {
	p := newParser(b)
	qs, _ := accepted(b, p)
	for _, q := range qs {
		b.Run(fmt.Sprintf("%s/q%03d", q.corpus, q.i), func(b *testing.B) {
			b.Run("lateral", func(b *testing.B) {
				b.ReportAllocs()
				for n := 0; n < b.N; n++ {
					if _, err := lateral.Parse(q.sql, q.from, lateral.Limits{}); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run("vitess", func(b *testing.B) {
				b.ReportAllocs()
				for n := 0; n < b.N; n++ {
					if _, err := p.Parse(q.sql); err != nil {
						b.Fatal(err)
					}
				}
			})
		})
	}
}
