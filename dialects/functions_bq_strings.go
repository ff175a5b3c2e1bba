package dialects

// bqStringRows: BigQuery's two-argument LPAD and RPAD and its
// ARRAY_REVERSE.
//
// LPAD(original_value, return_length[, pattern]): "If pattern is not
// specified, the return value is padded on the left with spaces", RPAD on
// the right (BigQuery string functions): the two-argument forms are read as
// the three-argument ones with ' ', as Spark's and PostgreSQL's are
// (fnPadSpace), BigQuery's three-argument LPAD and RPAD being read already.
//
// ARRAY_REVERSE(value) "Returns the input ARRAY with elements in reverse
// order" (BigQuery array functions), NULL for a NULL array as every
// BigQuery function of a NULL: it is the canonical reverse_array, which
// BigQuery reads and writes by that name (functions.go: Spark's, Trino's
// and Presto's reverse of an array, DuckDB's list_reverse, PostgreSQL's
// from unnest WITH ORDINALITY).
func bqStringRows() {
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dBQ}, names: []string{"lpad"}, canon: "lpad", fix: fnPadSpace},
		fnAlias{ds: []string{dBQ}, names: []string{"rpad"}, canon: "rpad", fix: fnPadSpace})
}
