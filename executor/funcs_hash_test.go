package executor_test

import "testing"

// TestHashHex: sha256 and sha1 as lower-case hex text of the UTF-8 bytes
// (funcs_hash.go), read from Spark's sha2(s, 256) and sha, DuckDB's
// sha256 and Snowflake's SHA2; the digests of 'abc' are the FIPS 180-2
// examples, those of 'é' were run on DuckDB 1.5.
func TestHashHex(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "spark sha2 and sha", dialect: "spark", query: "SELECT sha2('abc', 256), sha('abc'), sha2(CAST(NULL AS STRING), 0)",
			want: []string{"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad | a9993e364706816aba3e25717850c26c9cd0d89d | NULL"}},
		{name: "duckdb sha256 of a non-ASCII string", dialect: "duckdb", query: "SELECT sha256('é'), sha1('')",
			want: []string{"4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c | da39a3ee5e6b4b0d3255bfef95601890afd80709"}},
		{name: "snowflake sha2 of the default size", dialect: "snowflake", query: "SELECT sha2('')",
			want: []string{"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"}},
	} {
		runShown(t, c)
	}
}
