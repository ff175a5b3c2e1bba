package dialects

import "github.com/lateral-sql/lateral/ast"

// hashRows: sha256 and sha1 as hexadecimal text.
//
// sha256(s) is the SHA-256 digest of the UTF-8 bytes of s as 64
// lower-case hexadecimal digits, sha1(s) the SHA-1 digest as 40: DuckDB's
// sha256 and sha1 ("Returns a VARCHAR with the SHA-256 hash of the
// value"; run on DuckDB 1.5: sha256('abc') is ba7816bf...20015ad, the
// FIPS 180-2 example, a VARCHAR), Hive's and Spark's sha2(s, 256) and
// sha1 (Hive LanguageManual UDF, misc. functions: sha2 "Calculates the
// SHA-2 family of hash functions ... The second argument indicates the
// desired bit length of the result, which must have a value of 224, 256,
// 384, 512, or 0 (which is equivalent to 256)" and returns a hex string;
// sha1 and sha "The value is returned as a string of 40 hex digits";
// Spark SQL function reference: sha2 "Returns a checksum of SHA-2
// family as a hex string", sha1 and sha "a sha1 hash value as a hex
// string"), and Snowflake's SHA2(msg, 256) and SHA1 ("a hex-encoded
// string"; SHA2_HEX and SHA1_HEX are synonyms, and digest_size defaults
// to 256). Hive's and Spark's sha2 is read with a literal bit length of
// 256 or 0 only (another length gives another digest, or NULL),
// Snowflake's with none or 256. PostgreSQL's sha256 and Trino's,
// Presto's and BigQuery's SHA256 and SHA1 take and give binary values,
// whose hexadecimal text the reference executor does not run: refused
// there, as md5 is (functions_null_tests.go).
func hashRows() {
	const why = "sha256 and sha1 here hash binary values and give a binary digest, whose hexadecimal text is not checked"
	fnRow("sha256", fnOn("sha256", dDuck), fnEm(emSha2Of256, dHive, dSpark, dSnow),
		fnNo(why, "write encode(sha256(convert_to(s, 'UTF8')), 'hex') (PostgreSQL), lower(to_hex(sha256(to_utf8(s)))) (Trino, Presto) or TO_HEX(SHA256(s)) (BigQuery) in the target", dPG, dPresto, dTrino, dBQ))
	fnRow("sha1", fnOn("sha1", dHive, dSpark, dDuck, dSnow),
		fnNo(why, "write lower(to_hex(sha1(to_utf8(s)))) (Trino, Presto) or TO_HEX(SHA1(s)) (BigQuery) in the target", dPresto, dTrino, dBQ))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"sha2"}, canon: "sha256", fix: fnSha2Of256(true), unread: true},
		fnAlias{ds: []string{dSnow}, names: []string{"sha2", "sha2_hex"}, canon: "sha256", fix: fnSha2Of256(false), unread: true},
		fnAlias{ds: []string{dHive, dSpark}, names: []string{"sha"}, canon: "sha1"},
		fnAlias{ds: []string{dSnow}, names: []string{"sha1_hex"}, canon: "sha1"})
}

// fnSha2Of256 reads sha2(s, 256) as sha256(s), and sha2(s, 0) where zero
// means 256 (Hive, Spark), and Snowflake's sha2(s) of the default size.
func fnSha2Of256(zero bool) fnFix {
	return func(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
		if fnPlainCall(f) != nil {
			return "", nil, false
		}
		switch len(a) {
		case 1:
			return canon, a, !zero
		case 2:
			n, ok := fnIntLit(a[1])
			return canon, a[:1], ok && (n == 256 || zero && n == 0)
		}
		return "", nil, false
	}
}

// emSha2Of256 writes sha256(s) as sha2(s, 256).
func emSha2Of256(c *fnCtx, a []ast.Expr) (ast.Expr, error) {
	return c.f("sha2", a[0], c.num(256)), nil
}
