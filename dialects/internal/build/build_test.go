package build

import (
	"testing"

	"github.com/lateral-sql/lateral/dialects/internal/parsetree"
	gen "github.com/lateral-sql/lateral/gen/sqlparser"
)

const benchHive = `SELECT pv.user_id, t.tag, count(*) AS views, sum(pv.duration) / 1000.0 AS secs
FROM page_views pv
JOIN users u ON u.user_id = pv.user_id AND u.country IN ('DE', 'FR')
LATERAL VIEW explode(pv.tags) t AS tag
WHERE pv.dt >= '2024-03-01' AND pv.url RLIKE '^https?://shop'
GROUP BY pv.user_id, t.tag
ORDER BY views DESC
LIMIT 100`

// BenchmarkBuild measures the builder alone, on a tree parsed once.
func BenchmarkBuild(b *testing.B) {
	res, errs := parsetree.ParseString(parsetree.Hive, benchHive, parsetree.Options{})
	if len(errs) > 0 {
		b.Fatal(errs[0].Message)
	}
	root := res.Root.(gen.IMultiStatementContext)
	d := &Dialect{Name: "hive", Family: Hive}
	b.ReportAllocs()
	for b.Loop() {
		Script(root, benchHive, d, Options{})
	}
}

func TestUnescape(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`plain`, "plain"},
		{`a\tb\nc\rd\be\Zf\0g`, "a\tb\nc\rd\be\x1af\x00g"},
		{`\'\"\\`, `'"\`},
		{`\%\_`, `\%\_`},
		{`\u00e9\U0001F44D`, "é👍"},
		{`\001\101`, "\x01A"},
		{`C:\users`, "C:users"},
		{`\q`, "q"},
	} {
		if got := unescapeHive(c.in); got != c.want {
			t.Errorf("unescapeHive(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	for _, c := range []struct{ in, want string }{
		{`a\nb`, "a\nb"},
		{`it''s \'x\'`, "it's 'x'"},
		{`\x41\101\u00e9`, "AAé"},
		{`\f\b`, "\f\b"},
	} {
		if got, ok := unescapeC(c.in); !ok || got != c.want {
			t.Errorf("unescapeC(%q) = %q, %v, want %q", c.in, got, ok, c.want)
		}
	}
	if _, ok := unescapeC(`\u12`); ok {
		t.Errorf("unescapeC accepted a short \\u escape")
	}
	if got := undouble(`it''s`, '\''); got != "it's" {
		t.Errorf("undouble: %q", got)
	}
	if got := unquote(`"a""b"`, '"'); got != `a"b` {
		t.Errorf("unquote: %q", got)
	}
}

func TestPosAt(t *testing.T) {
	src := "ab\ncé\n\nx"
	b := newBuilder(src, &Dialect{Name: "hive"}, Options{})
	for off := 0; off <= len(src); off++ {
		want := PosAt(src, off)
		for hint := 0; hint <= 5; hint++ {
			if got := b.posAt(off, hint); got != want {
				t.Fatalf("posAt(%d, hint %d) = %+v, want %+v", off, hint, got, want)
			}
		}
	}
	if p := PosAt(src, 5); p.Line != 2 || p.Col != 3 {
		t.Errorf("PosAt counts bytes: %+v", p)
	}
}
