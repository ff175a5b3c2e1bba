package dialects

// approxRows: the approximate aggregates and Trino's checksum, read only
// from the dialect whose function they are and refused elsewhere. An
// estimate is the engine's own: Trino's approx_distinct counts with its
// HyperLogLog (Trino aggregate functions: "This function should produce a
// standard error of 2.3%"; Trino: The Definitive Guide, approximate
// functions), Spark's approx_count_distinct with HyperLogLog++ (relative
// standard deviation 0.05 by default), DuckDB's and BigQuery's and
// Snowflake's with their own sketches, and the percentile estimates with
// Trino's digests, Spark's Greenwald-Khanna summary (percentile_approx and
// approx_percentile, "accuracy" 10000 by default), Hive's histogram of
// percentile_approx and Snowflake's t-Digest (Snowflake: estimating
// percentile values). No two are documented to give the same estimate, so
// a translation would change the value; the exact count(DISTINCT x) or
// percentile_cont is the portable form. Trino's checksum is an
// order-insensitive hash of its own binary encoding of the values.
func approxRows() {
	for _, r := range []struct {
		canon, name, d, exact string
	}{
		{"approx_distinct", "approx_distinct", dTrino, "count(DISTINCT x)"},
		{"approx_count_distinct", "approx_count_distinct", dSpark, "count(DISTINCT x)"},
		{"approx_percentile", "approx_percentile", dTrino, "percentile_cont(p) WITHIN GROUP (ORDER BY x) (PostgreSQL, DuckDB)"},
		{"percentile_approx", "percentile_approx", dHive, "percentile(x, p) (Hive, for integers)"},
	} {
		fnRow(r.canon, fnNo(r.name+" is an estimate computed by "+r.d+"'s own algorithm, which no other dialect is known to reproduce, so the value would change",
			"write the exact "+r.exact+", or run the query in "+r.d), fnOn(r.name, r.d))
	}
	fnRow("checksum", fnNo("checksum hashes Trino's own binary encoding of the values, which no other dialect reproduces",
		"compare the rows themselves, or run the query in trino"), fnOn("checksum", dTrino))
}
