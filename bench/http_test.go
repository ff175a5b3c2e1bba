package bench

import (
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"
)

var bodiesOut = flag.String("bodies", "", "TestWriteHTTPBodies writes the /v1/translate bodies of bench/http.sh here")

// TestWriteHTTPBodies writes one /v1/translate JSON body per line for every corpus query that
// lateral translates, over all corpus pairs (used by bench/http.sh; skipped without -bodies).
func TestWriteHTTPBodies(t *testing.T) {
	if *bodiesOut == "" {
		t.Skip("no -bodies file")
	}
	var b strings.Builder
	n := 0
	for _, c := range loadAll(t) {
		for _, to := range c.To {
			for _, q := range translatable(c, to) {
				line, err := json.Marshal(map[string]string{"sql": q, "from": c.From, "to": to})
				if err != nil {
					t.Fatal(err)
				}
				b.Write(line)
				b.WriteByte('\n')
				n++
			}
		}
	}
	if err := os.WriteFile(*bodiesOut, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d bodies", n)
}
