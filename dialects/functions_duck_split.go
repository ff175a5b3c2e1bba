package dialects

// duckSplitRows: DuckDB's split, an alias of string_split ("string_split(
// string, separator): Splits the string along the separator", aliases
// str_split, string_to_array and split, DuckDB text functions; run on
// DuckDB 1.5: split('a.b', '.') is [a, b], a literal separator, and
// split('abc', sep) of the empty sep is [a, b, c]). It is read as
// string_split is, where it was passed unchanged to dialects whose split
// takes a regular expression (Hive's and Spark's split('a.b', '.') splits
// at every character).
func duckSplitRows() {
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dDuck}, names: []string{"split"}, canon: "string_split", fix: fnDuckSplit})
}
