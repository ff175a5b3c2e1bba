// Package peers runs the peer test suites (DuckDB's sqllogictests and
// CockroachDB's logic tests about row generators, normalized into one
// cases.jsonl beside the repository) on lateral's reference executor,
// and each passing case again through translation to the other engine's
// dialect.
//
// The suites are external data read in place: nothing of them is copied
// into the repository. `go test ./conformance/peers` finds them through
// LATERAL_PEER_SUITES or the -peers flag; docs/peer-suites.md holds the
// counts and the reason of every case that does not pass.
package peers

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Case is one normalized case of cases.jsonl.
type Case struct {
	ID       string   `json:"id"`
	Source   string   `json:"source"`  // repo:path:line
	Dialect  string   `json:"dialect"` // duckdb or cockroach
	Setup    []string `json:"setup"`   // statements run first, in order
	Query    string   `json:"query"`
	Expected Expected `json:"expected"`
	Ordered  bool     `json:"ordered"`
	Requires []string `json:"requires"` // DuckDB extensions (and sqllogictest require lines)
	Features []string `json:"features"`
}

// Expected is what the engine returned: rows (and column names when the
// suite gives them), or an error.
type Expected struct {
	Columns     []string    `json:"columns"`
	ColumnTypes string      `json:"column_types"`
	Rows        [][]*string `json:"rows"`
	Sort        string      `json:"sort"`
	Error       bool        `json:"error"`
	Message     string      `json:"message"`
}

// Suite names the suite a case belongs to: "duckdb" or "cockroach".
func (c *Case) Suite() string { return c.Dialect }

// LateralDialect is the lateral dialect the case's SQL is read in.
func (c *Case) LateralDialect() string {
	if c.Dialect == "cockroach" {
		return "postgres"
	}
	return c.Dialect
}

// TargetDialect is the dialect a passing case is translated to: the other
// engine's.
func (c *Case) TargetDialect() string {
	if c.Dialect == "cockroach" {
		return "duckdb"
	}
	return "postgres"
}

// Load reads dir/cases.jsonl.
func Load(dir string) ([]Case, error) {
	f, err := os.Open(filepath.Join(dir, "cases.jsonl"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []Case
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var c Case
		if err := json.Unmarshal([]byte(text), &c); err != nil {
			return nil, fmt.Errorf("cases.jsonl:%d: %w", line, err)
		}
		switch c.Dialect {
		case "duckdb", "cockroach":
		default:
			return nil, fmt.Errorf("cases.jsonl:%d: %s: unknown dialect %q", line, c.ID, c.Dialect)
		}
		out = append(out, c)
	}
	return out, sc.Err()
}
