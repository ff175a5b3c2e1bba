package executor

import (
	"crypto/sha1"
	"crypto/sha256"
	"encoding/hex"
)

// sha256 and sha1: the digest of a string's UTF-8 bytes as lower-case
// hexadecimal digits, the canonical functions of DuckDB's sha256 and
// sha1, Hive's and Spark's sha2(s, 256) and sha1, Snowflake's SHA2 and
// SHA1 (dialects/functions_hash.go).
func init() {
	strFn("sha256", func(s string) string { h := sha256.Sum256([]byte(s)); return hex.EncodeToString(h[:]) })
	strFn("sha1", func(s string) string { h := sha1.Sum([]byte(s)); return hex.EncodeToString(h[:]) })
}
