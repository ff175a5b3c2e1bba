// Package dialects owns everything that depends on a dialect's spelling:
// the front-ends (tokens, ANTLR parse, building the ast), the dialects'
// data (quoting, keywords, type and function names) and the shared printer
// with its per-dialect overrides. ANTLR types never leave this package tree.
package dialects

import (
	"sort"
	"strings"
)

// Family is a grammar family: dialects of one family share a lexer and
// the parser accepts the union of their syntax, the builder gating what a
// dialect does not have.
type Family uint8

const (
	FamilyHive     Family = iota // hive, spark, doris
	FamilyPresto                 // presto, trino
	FamilyStandard               // ansi, postgres, duckdb, drill, bigquery, snowflake
)

var familyNames = [...]string{"hive", "presto", "standard"}

func (f Family) String() string { return familyNames[f] }

// Dialect is one SQL dialect lateral reads and/or writes.
type Dialect struct {
	Name   string
	Family Family
	// Readable: lateral parses this dialect. Writable: it emits it.
	Readable, Writable bool
	// ArrayBase is the index of an array's first element in a subscript.
	ArrayBase int
	// WhereSeesAliases: a bare name in WHERE that no FROM column has is
	// read as an output name of the select list (DuckDB, checked on the
	// engine; Snowflake). HavingSeesAliases: the same in HAVING (those two,
	// and BigQuery, Hive, Spark, see SPARK-31663, and Doris, which follows
	// MySQL). PostgreSQL (checked on PostgreSQL 15), ANSI SQL, Trino and
	// Presto read neither; Drill is counted with them, unverified.
	WhereSeesAliases, HavingSeesAliases bool
}

var all = []*Dialect{
	{Name: "hive", Family: FamilyHive, Readable: true, Writable: true, ArrayBase: 0, HavingSeesAliases: true},
	{Name: "spark", Family: FamilyHive, Readable: true, Writable: true, ArrayBase: 0, HavingSeesAliases: true},
	{Name: "doris", Family: FamilyHive, Readable: true, Writable: true, ArrayBase: 1, HavingSeesAliases: true},
	{Name: "presto", Family: FamilyPresto, Readable: true, Writable: true, ArrayBase: 1},
	{Name: "trino", Family: FamilyPresto, Readable: true, Writable: true, ArrayBase: 1},
	{Name: "ansi", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 1},
	{Name: "postgres", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 1},
	{Name: "duckdb", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 1, WhereSeesAliases: true, HavingSeesAliases: true},
	{Name: "drill", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 0},
	{Name: "bigquery", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 0, HavingSeesAliases: true},
	{Name: "snowflake", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 0, WhereSeesAliases: true, HavingSeesAliases: true},
}

var byName = func() map[string]*Dialect {
	m := make(map[string]*Dialect, len(all))
	for _, d := range all {
		m[d.Name] = d
	}
	m["postgresql"] = m["postgres"]
	return m
}()

// Lookup finds a dialect by name, case-insensitively ("postgresql" is an
// alias of "postgres").
func Lookup(name string) (*Dialect, bool) {
	d, ok := byName[strings.ToLower(strings.TrimSpace(name))]
	return d, ok
}

// All returns every dialect, in a stable order (by family, then as listed).
func All() []*Dialect { return append([]*Dialect(nil), all...) }

// Names returns the dialect names, sorted.
func Names() []string {
	out := make([]string, 0, len(all))
	for _, d := range all {
		out = append(out, d.Name)
	}
	sort.Strings(out)
	return out
}
