package peers

import (
	"fmt"
	"os"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/rewrite"
)

func TestDbg(t *testing.T) {
	q := os.Getenv("Q")
	if q == "" {
		t.Skip()
	}
	dn := os.Getenv("D")
	if dn == "" {
		dn = "duckdb"
	}
	d, _ := dialects.Lookup(dn)
	sc, err := lateral.Parse(q, dn, lateral.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var diags diag.List
	c := rewrite.NewContext(dialects.RewriteSource(d), dialects.RewriteTarget(d), rewrite.NewSchema(), &diags)
	st := rewrite.Canonicalize(c, sc.Stmts[0])
	fmt.Println(diags)
	out, err := dialects.Print(d, st, dialects.PrintOptions{})
	fmt.Println(out, err)
}

func TestDbgParse(t *testing.T) {
	if os.Getenv("PARSESCAN") == "" {
		t.Skip()
	}
	cases, _ := Load("/work/shared/peer-suites")
	seen := map[string]bool{}
	for _, c := range cases {
		for _, s := range append(append([]string{}, c.Setup...), c.Query) {
			if seen[s] {
				continue
			}
			seen[s] = true
			if _, err := lateral.Parse(s, c.LateralDialect(), lateral.Limits{}); err != nil {
				fmt.Printf("%s\n  %s\n  => %s\n", c.ID, oneLine(s, 200), oneLine(err.Error(), 200))
			}
		}
	}
}
