package parsetree

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var dialectComment = regexp.MustCompile(`(?m)^\s*--\s*dialect:\s*(\w+)`)

// TestCorpusSLL: every query of conformance/parse/ that parses does so in the SLL pass, without
// the LL fallback (which is 8-12 times slower).
func TestCorpusSLL(t *testing.T) {
	n := 0
	for name, fam := range familyDirs {
		files, _ := filepath.Glob(filepath.Join("..", "..", "..", "conformance", "parse", name, "*.sql"))
		for _, path := range files {
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range strings.Split(string(src), "\n\n") {
				f := fam
				if m := dialectComment.FindStringSubmatch(q); m != nil {
					switch m[1] {
					case "snowflake":
						f = Snowflake
					case "bigquery":
						f = BigQuery
					}
				}
				res, errs := ParseString(f, q, Options{})
				if errs != nil {
					continue
				}
				n++
				if res.UsedLL {
					t.Errorf("%s: SLL pass failed, needed LL:\n%s", path, q)
				}
			}
		}
	}
	if n < 1000 {
		t.Errorf("only %d corpus queries parsed", n)
	}
}
