package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// genSpec is what a generator function's name means in a source family.
type genSpec struct {
	kind  ast.GenKind
	outer bool
	// pos: posexplode's 0-based position column, placed first.
	pos bool
	// split: the generator unnests this scalar split function of its args.
	split string
	elem  ast.TypeKind // GenJSONArray element type
	// series: exclusive end (DuckDB/Spark range); zeroStart: one argument n
	// means 0 .. n (explode_numbers, Spark range(n)).
	exclusive, zeroStart bool
	// valueCols are the default value column names (T7), when fixed.
	valueCols []string
}

// Canonical names of the scalar split functions the splitting generators
// unnest (see catalog): each holds its dialect's exact splitting rule.
const (
	fnSplitLiteral = "split_literal"         // Doris explode_split: literal delimiter
	fnStringToArr  = "string_to_array"       // PostgreSQL string_to_table
	fnRegexpSplit  = "regexp_split_to_array" // PostgreSQL regexp_split_to_table
)

// hiveGenerators: Hive, Spark and Doris LATERAL VIEW / select-list
// generators. Default names: Hive LanguageManual UDF "Built-in
// Table-Generating Functions"; Spark differs for posexplode (pos, col).
var hiveGenerators = map[string]genSpec{
	"explode":                         {kind: ast.GenUnnest},
	"explode_outer":                   {kind: ast.GenUnnest, outer: true},
	"posexplode":                      {kind: ast.GenUnnest, pos: true},
	"posexplode_outer":                {kind: ast.GenUnnest, pos: true, outer: true},
	"inline":                          {kind: ast.GenInline},
	"inline_outer":                    {kind: ast.GenInline, outer: true},
	"stack":                           {kind: ast.GenStack},
	"json_tuple":                      {kind: ast.GenJSONTuple},
	"parse_url_tuple":                 {kind: ast.GenParseURLTuple},
	"explode_split":                   {kind: ast.GenUnnest, split: fnSplitLiteral},
	"explode_split_outer":             {kind: ast.GenUnnest, split: fnSplitLiteral, outer: true},
	"explode_json_array_int":          {kind: ast.GenJSONArray, elem: ast.TypeBigInt},
	"explode_json_array_int_outer":    {kind: ast.GenJSONArray, elem: ast.TypeBigInt, outer: true},
	"explode_json_array_double":       {kind: ast.GenJSONArray, elem: ast.TypeDouble},
	"explode_json_array_double_outer": {kind: ast.GenJSONArray, elem: ast.TypeDouble, outer: true},
	"explode_json_array_string":       {kind: ast.GenJSONArray, elem: ast.TypeString},
	"explode_json_array_string_outer": {kind: ast.GenJSONArray, elem: ast.TypeString, outer: true},
	"explode_json_array_json":         {kind: ast.GenJSONArray, elem: ast.TypeJSON},
	"explode_json_array_json_outer":   {kind: ast.GenJSONArray, elem: ast.TypeJSON, outer: true},
	"explode_numbers":                 {kind: ast.GenSeries, exclusive: true, zeroStart: true},
	"explode_numbers_outer":           {kind: ast.GenSeries, exclusive: true, zeroStart: true, outer: true},
}

// sparkFromFunctions are Spark's table-valued functions in FROM beyond the
// generators: range(n) / range(start, end[, step]) with an exclusive end
// and a column named id.
var sparkFromFunctions = map[string]genSpec{
	"range": {kind: ast.GenSeries, exclusive: true, zeroStart: true, valueCols: []string{"id"}},
}

// standardGenerators: set-returning functions of PostgreSQL, DuckDB and
// the SQL standard, called in FROM or in a select list.
var standardGenerators = map[string]genSpec{
	"unnest":                    {kind: ast.GenUnnest},
	"generate_series":           {kind: ast.GenSeries},
	"json_array_elements":       {kind: ast.GenJSONArray, elem: ast.TypeJSON, valueCols: []string{"value"}},
	"jsonb_array_elements":      {kind: ast.GenJSONArray, elem: ast.TypeJSON, valueCols: []string{"value"}},
	"json_array_elements_text":  {kind: ast.GenJSONArray, elem: ast.TypeString, valueCols: []string{"value"}},
	"jsonb_array_elements_text": {kind: ast.GenJSONArray, elem: ast.TypeString, valueCols: []string{"value"}},
	"json_each":                 {kind: ast.GenJSONEach, elem: ast.TypeJSON, valueCols: []string{"key", "value"}},
	"jsonb_each":                {kind: ast.GenJSONEach, elem: ast.TypeJSON, valueCols: []string{"key", "value"}},
	"json_each_text":            {kind: ast.GenJSONEach, elem: ast.TypeString, valueCols: []string{"key", "value"}},
	"jsonb_each_text":           {kind: ast.GenJSONEach, elem: ast.TypeString, valueCols: []string{"key", "value"}},
	"regexp_split_to_table":     {kind: ast.GenUnnest, split: fnRegexpSplit},
	"string_to_table":           {kind: ast.GenUnnest, split: fnStringToArr},
	"flatten":                   {kind: ast.GenFlatten},
}

// duckdbGenerators override standardGenerators for DuckDB: range has an
// exclusive end (DuckDB docs, "range and generate_series").
var duckdbGenerators = map[string]genSpec{
	"range": {kind: ast.GenSeries, exclusive: true, zeroStart: true},
}

// lookupGenerator finds the generator a call names in the source dialect.
// fromClause: the call stands in FROM (Spark table-valued functions).
func lookupGenerator(src Source, f *ast.Func, fromClause bool) (genSpec, bool) {
	if len(f.Name) != 1 {
		return genSpec{}, false
	}
	name := strings.ToLower(f.Name[0].Name)
	switch src.Family {
	case "hive":
		if fromClause && src.Name == "spark" {
			if g, ok := sparkFromFunctions[name]; ok {
				return g, true
			}
		}
		g, ok := hiveGenerators[name]
		return g, ok
	default:
		if src.Name == "duckdb" {
			if g, ok := duckdbGenerators[name]; ok {
				return g, true
			}
		}
		if src.Family == "presto" {
			return genSpec{}, false // UNNEST is syntax; sequence() is a scalar
		}
		g, ok := standardGenerators[name]
		return g, ok
	}
}

// isGeneratorCall reports whether e is a call to a generator of the source.
func isGeneratorCall(src Source, e ast.Expr) (*ast.Func, genSpec, bool) {
	f, ok := e.(*ast.Func)
	if !ok || f.Over != nil {
		return nil, genSpec{}, false
	}
	g, ok := lookupGenerator(src, f, false)
	return f, g, ok
}
