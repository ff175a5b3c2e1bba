// Package dialects owns everything that depends on a dialect's spelling:
// the front-ends (tokens, ANTLR parse, building the ast), the dialects'
// data (quoting, keywords, type and function names) and the shared printer
// with its per-dialect overrides. ANTLR types never leave this package tree.
package dialects

import (
	"sort"
	"strings"

	"github.com/lateral-sql/lateral/rewrite"
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
	// OrderByAliases: how a name inside an ORDER BY expression (ORDER BY
	// y + 0; a bare ORDER BY y is an output name first everywhere) is read.
	// PostgreSQL reads the FROM columns only (manual, SELECT, "ORDER BY
	// Clause"; checked on PostgreSQL 15), and ANSI SQL and Drill
	// (unverified) are counted with it; DuckDB reads a FROM column first,
	// then the output name (checked on the engine); Trino and Presto read
	// the output name first (their analyzer resolves ORDER BY in the
	// select list's output, then in FROM), and so do Spark and Hive (a sort
	// resolves against the select list's output before its input), Doris,
	// which follows MySQL (reference manual: ORDER BY searches the select
	// list first), and BigQuery (unverified). Snowflake is counted with
	// DuckDB, as for WHERE (unverified).
	OrderByAliases rewrite.AliasOrder
	// SelectSeesAliases: a select item reads the alias of an earlier item
	// when no FROM column has that name (a lateral column alias: DuckDB,
	// checked on the engine, FROM columns first and not inside an
	// aggregate's arguments; Spark 3.4 and later, whose name resolution
	// reads FROM columns first; Snowflake). PostgreSQL rejects it (checked
	// on PostgreSQL 15), as do ANSI SQL, Trino, Presto, Hive and BigQuery;
	// Doris and Drill are counted with them, unverified.
	SelectSeesAliases bool
}

var all = []*Dialect{
	{Name: "hive", Family: FamilyHive, Readable: true, Writable: true, ArrayBase: 0, HavingSeesAliases: true, OrderByAliases: rewrite.AliasesFirst},
	{Name: "spark", Family: FamilyHive, Readable: true, Writable: true, ArrayBase: 0, HavingSeesAliases: true, OrderByAliases: rewrite.AliasesFirst, SelectSeesAliases: true},
	{Name: "doris", Family: FamilyHive, Readable: true, Writable: true, ArrayBase: 1, HavingSeesAliases: true, OrderByAliases: rewrite.AliasesFirst},
	{Name: "presto", Family: FamilyPresto, Readable: true, Writable: true, ArrayBase: 1, OrderByAliases: rewrite.AliasesFirst},
	{Name: "trino", Family: FamilyPresto, Readable: true, Writable: true, ArrayBase: 1, OrderByAliases: rewrite.AliasesFirst},
	{Name: "ansi", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 1},
	{Name: "postgres", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 1},
	{Name: "duckdb", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 1, WhereSeesAliases: true, HavingSeesAliases: true,
		OrderByAliases: rewrite.AliasesAfterFrom, SelectSeesAliases: true},
	{Name: "drill", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 0},
	{Name: "bigquery", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 0, HavingSeesAliases: true, OrderByAliases: rewrite.AliasesFirst},
	{Name: "snowflake", Family: FamilyStandard, Readable: true, Writable: true, ArrayBase: 0, WhereSeesAliases: true, HavingSeesAliases: true,
		OrderByAliases: rewrite.AliasesAfterFrom, SelectSeesAliases: true},
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

// groupByRules is how each dialect's GROUP BY reads a bare integer (a
// position of the select list, or a constant) and a bare name that is also
// an output name of the select list (rewrite/group_by_names.go):
//   - hive: hive.groupby.position.alias is false by default (Hive
//     configuration properties, since Hive 2.2.0, HIVE-15797): GROUP BY 1
//     is the constant 1; output names are not read (Hive reports an
//     invalid column reference).
//   - spark: spark.sql.groupByOrdinal and spark.sql.groupByAliases are true
//     by default; an alias is read only for a name no input column has
//     (SPARK-14471).
//   - doris: as MySQL, positions, and input columns before aliases (Doris
//     1.1.5 and 1.2 release notes; group_by_and_having_use_alias_first is
//     false by default).
//   - presto, trino: "an ordinal number selecting an output column by
//     position"; no output names (SELECT manual, GROUP BY clause).
//   - ansi: neither (a grouping column reference is a column reference);
//     an integer is taken for a position, never written.
//   - postgres: both, input columns first (SELECT manual, GROUP BY clause;
//     checked on PostgreSQL 15).
//   - duckdb: both, input columns first (checked on the engine).
//   - drill: both; an alias hides the FROM column of its name (reported
//     against Drill's GROUP BY alias support, 2019).
//   - bigquery: both (GROUP BY clause: "can refer to expression names in
//     the SELECT list" and to ordinals); its precedence is not confirmed
//     here, so it is counted with Drill, which only ever qualifies a name
//     meant for the input column.
//   - snowflake: both, a column name first (GROUP BY usage notes).
var groupByRules = map[string]rewrite.GroupByRule{
	"hive":      {Integers: rewrite.GroupByConstant, Aliases: rewrite.GroupByInputOnly},
	"spark":     {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByInputFirst},
	"doris":     {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByInputFirst},
	"presto":    {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByInputOnly},
	"trino":     {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByInputOnly},
	"ansi":      {Integers: rewrite.GroupByNoInteger, Aliases: rewrite.GroupByInputOnly},
	"postgres":  {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByInputFirst},
	"duckdb":    {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByInputFirst},
	"drill":     {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByOutputFirst},
	"bigquery":  {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByOutputFirst},
	"snowflake": {Integers: rewrite.GroupByPosition, Aliases: rewrite.GroupByInputFirst},
}

// itemNaming is how d names an unaliased select item that is not a column.
//   - PostgreSQL and DuckDB: postgresItemName and duckdbSelectItemName,
//     each checked on the engine (TestPostgresItemNamesOnEngine,
//     TestDuckDBItemNamesOnEngine in package rewrite).
//   - Hive: _c and the item's position among the output columns, from 0
//     (hive.autogen.columnalias.prefix.label, default _c, "appended with a
//     column position number"); xx.zz is named zz.
//   - Trino and Presto: _col and the position among the output columns; a
//     column or a dereference x.f keeps its name (the analyzer names a
//     field only for those).
//   - Spark, Doris and Snowflake name an item after its text, Drill
//     (EXPR$n) and BigQuery (f0_) by counters: none of these is
//     reproduced, so a translation from them warns.
//   - ANSI SQL leaves the name to the implementation.
//
// The columns of a VALUES list no alias names: PostgreSQL column1,
// column2 (manual, VALUES) and DuckDB col0, col1 (both checked on the
// engines); Spark col1, col2 (Spark SQL reference, "Inline Table");
// Trino and Presto name none (VALUES "creates an anonymous table without
// column names"), so they are _col0, _col1 as any unnamed output field.
func itemNaming(d *Dialect) rewrite.Naming {
	switch d.Name {
	case "ansi":
		return rewrite.Naming{}
	case "postgres":
		// NAMEDATALEN is 64: PostgreSQL keeps 63 bytes of a name
		return rewrite.Naming{Rule: d.Name, Fields: true, MaxName: 63, ValuesPrefix: "column", ValuesBase: 1}
	case "duckdb":
		return rewrite.Naming{Rule: d.Name, Fields: true, ValuesPrefix: "col"}
	case "hive":
		return rewrite.Naming{Rule: d.Name, Prefix: "_c", Fields: true}
	case "presto", "trino":
		return rewrite.Naming{Rule: "presto", Prefix: "_col", Fields: true, ValuesPrefix: "_col"}
	case "spark":
		return rewrite.Naming{Rule: d.Name, ValuesPrefix: "col", ValuesBase: 1}
	}
	return rewrite.Naming{Rule: d.Name}
}
