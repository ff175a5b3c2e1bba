package parsetree

import (
	"testing"

	"github.com/antlr4-go/antlr/v4"

	"github.com/lateral-sql/lateral/dialects/internal/lexer"
	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// benchQueries are typical queries of about 300 bytes per family.
var benchQueries = map[string][]string{
	"hive": {
		`SELECT u.user_id, u.country, t.tag, count(*) AS n, sum(CASE WHEN e.kind = 'click' THEN 1 ELSE 0 END) AS clicks
FROM users u JOIN events e ON u.user_id = e.user_id
LATERAL VIEW explode(e.tags) t AS tag
WHERE e.dt = '2024-03-01' AND u.country IN ('US', 'DE')
GROUP BY u.user_id, u.country, t.tag
ORDER BY n DESC LIMIT 100`,
		`INSERT OVERWRITE TABLE daily PARTITION (dt = '2024-03-01')
SELECT a.id, b.name, transform(a.xs, x -> x * 2) AS doubled, map('k', a.v)['k'] AS v, a.arr[0] AS first
FROM a LEFT SEMI JOIN b ON a.id = b.id
WHERE a.score RLIKE '^[0-9]+$' AND a.n DIV 2 > 10
DISTRIBUTE BY a.id SORT BY a.id`,
	},
	"presto": {
		`SELECT o.order_id, li.sku, li.qty * li.price AS total, row_number() OVER (PARTITION BY o.customer_id ORDER BY o.ts DESC) AS rn
FROM orders o
CROSS JOIN UNNEST(o.line_items) WITH ORDINALITY AS li(sku, qty, price, pos)
WHERE o.ts >= TIMESTAMP '2024-01-01 00:00:00' AND TRY_CAST(o.status AS INTEGER) = 2
ORDER BY total DESC LIMIT 50`,
		`WITH recent AS (SELECT customer_id, max(ts) AS last_ts FROM orders GROUP BY customer_id)
SELECT c.name, r.last_ts, transform(c.tags, t -> upper(t)) AS tags, count(*) FILTER (WHERE o.amount > 100) AS big
FROM customers c JOIN recent r ON c.id = r.customer_id LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.name, r.last_ts, c.tags`,
	},
	"standard": {
		`SELECT t.id, g.i, u.tag, coalesce(t.payload ->> 'name', 'n/a') AS name, t.amount::numeric(10, 2) AS amount
FROM things t
CROSS JOIN LATERAL generate_series(1, t.n) AS g(i)
LEFT JOIN LATERAL unnest(t.tags) WITH ORDINALITY AS u(tag, pos) ON TRUE
WHERE t.created_at > now() - INTERVAL '7 days' AND t.kind = ANY (ARRAY['a', 'b'])
ORDER BY t.id`,
		`SELECT DISTINCT ON (customer_id) customer_id, order_id, amount,
       sum(amount) OVER (PARTITION BY customer_id ORDER BY ts ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running
FROM orders o
WHERE EXISTS (SELECT 1 FROM vip v WHERE v.id = o.customer_id) AND amount BETWEEN 10 AND 1000
ORDER BY customer_id, ts DESC`,
	},
}

func BenchmarkParse(b *testing.B) {
	for name, f := range familyDirs {
		for i, q := range benchQueries[name] {
			b.Run(name+"/"+string(rune('a'+i)), func(b *testing.B) {
				b.SetBytes(int64(len(q)))
				b.ReportAllocs()
				c := cpuTime()
				for n := 0; n < b.N; n++ {
					if _, errs := ParseString(f, q, Options{}); errs != nil {
						b.Fatal(errs)
					}
				}
				reportCPU(b, c)
			})
		}
	}
}

func BenchmarkParseLL(b *testing.B) {
	for name, f := range familyDirs {
		q := benchQueries[name][0]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			c := cpuTime()
			defer reportCPU(b, c)
			for n := 0; n < b.N; n++ {
				if _, errs := ParseString(f, q, Options{ForceLL: true}); errs != nil {
					b.Fatal(errs)
				}
			}
		})
	}
}

func BenchmarkLexer(b *testing.B) {
	for name, f := range familyDirs {
		q := benchQueries[name][0]
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(q)))
			b.ReportAllocs()
			var buf []lexer.Token
			c := cpuTime()
			defer reportCPU(b, c)
			for n := 0; n < b.N; n++ {
				var err *lexer.Error
				buf, err = lexer.Tokenize(f, q, lexer.Limits{}, buf)
				if err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkLexerFresh(b *testing.B) {
	for name, f := range familyDirs {
		q := benchQueries[name][0]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for n := 0; n < b.N; n++ {
				if _, err := lexer.Tokenize(f, q, lexer.Limits{}, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkGeneratedLexer(b *testing.B) {
	for name, f := range familyDirs {
		q := benchQueries[name][0]
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(q)))
			b.ReportAllocs()
			c := cpuTime()
			defer reportCPU(b, c)
			for n := 0; n < b.N; n++ {
				in := antlr.NewInputStream(q)
				var lx antlr.Lexer
				switch f {
				case Hive:
					lx = sqlparser.NewHiveLexer(in)
				case Presto:
					lx = sqlparser.NewPrestoLexer(in)
				default:
					lx = sqlparser.NewStandardLexer(in)
				}
				for lx.NextToken().GetTokenType() != antlr.TokenEOF {
				}
			}
		})
	}
}
