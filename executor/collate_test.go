package executor_test

import "testing"

// x COLLATE name in comparisons and ORDER BY. The DuckDB rows were
// checked on DuckDB 1.5 (NOCASE compares lower-cased strings, NOACCENT
// strings with their accents stripped, byte order otherwise; the first
// COLLATE of a comparison applies to all its operands).
func TestCollate(t *testing.T) {
	letters := "(VALUES ('b'),('B'),('a'),('A'),('é'),('e'),('E'),('É'),('_'),('Z')) t(x)"
	for _, c := range []sqlCase{
		{name: "ORDER BY NOCASE", dialect: "duckdb",
			query: "SELECT x FROM " + letters + " ORDER BY x COLLATE NOCASE, x",
			want:  []string{"_", "A", "a", "B", "b", "E", "e", "Z", "É", "é"}},
		{name: "ORDER BY NOACCENT", dialect: "duckdb",
			query: "SELECT x FROM " + letters + " ORDER BY x COLLATE NOACCENT, x",
			want:  []string{"A", "B", "E", "É", "Z", "_", "a", "b", "e", "é"}},
		{name: "ORDER BY a quoted, combined collation, descending", dialect: "duckdb",
			query: `SELECT x FROM ` + letters + ` ORDER BY x COLLATE "nocase.noaccent" DESC, x`,
			want:  []string{"Z", "E", "e", "É", "é", "B", "b", "A", "a", "_"}},
		{name: "= under NOCASE.NOACCENT", dialect: "duckdb",
			query: "SELECT x FROM " + letters + " WHERE x COLLATE NOCASE.NOACCENT = 'e' ORDER BY x",
			want:  []string{"E", "e", "É", "é"}},
		{name: "IN under NOCASE", dialect: "duckdb",
			query: "SELECT x FROM " + letters + " WHERE x COLLATE NOCASE IN ('a', 'É') ORDER BY x",
			want:  []string{"A", "a", "É", "é"}},
		{name: "<>, IS DISTINCT FROM, <", dialect: "duckdb",
			query: "SELECT 'a' COLLATE NOCASE <> 'A', 'a' COLLATE NOCASE IS DISTINCT FROM 'A', 'a' COLLATE NOCASE < 'B', 'a' < 'B'",
			want:  []string{"false | false | true | false"}},
		{name: "NULLs keep their place", dialect: "duckdb",
			query: "SELECT x FROM (VALUES ('b'),('B'),('a'),('A'),(NULL)) t(x) ORDER BY x COLLATE NOCASE NULLS FIRST, x",
			want:  []string{"NULL", "A", "a", "B", "b"}},
		{name: "an ordinal with a collation orders a set operation", dialect: "duckdb",
			query: "SELECT x FROM (VALUES ('b'),('B'),('a'),('A')) t(x) UNION ALL SELECT 'C' ORDER BY 1 COLLATE NOCASE, 1",
			want:  []string{"A", "a", "B", "b", "C"}},
		{name: "NOACCENT strips combining marks only", dialect: "duckdb",
			query: "SELECT x FROM (VALUES ('й'), ('и'), ('ø'), ('o')) t(x) WHERE x COLLATE NOACCENT IN ('и', 'o') ORDER BY x",
			want:  []string{"o", "и", "й"}},
		{name: "an unknown collation", dialect: "duckdb",
			query: "SELECT 'a' COLLATE bogus = 'A'", err: "collation bogus does not exist"},
		{name: "binary does not combine", dialect: "duckdb",
			query: "SELECT x FROM (VALUES ('b')) t(x) ORDER BY x COLLATE NOCASE.BINARY", err: "does not exist"},
		{name: "a collation on a number", dialect: "duckdb",
			query: "SELECT 1 COLLATE NOCASE = 1", err: "only supported for strings"},
		{name: "two collations in one comparison", dialect: "duckdb",
			query: "SELECT 'a' COLLATE NOCASE = 'A' COLLATE NOACCENT", err: "different collations"},
		{name: "COLLATE elsewhere is refused, not ignored", dialect: "duckdb",
			query: "SELECT max(x COLLATE NOCASE) FROM (VALUES ('B'),('a')) t(x)", err: "COLLATE is supported on"},
		{name: `PostgreSQL "C" is byte order`, dialect: "postgres",
			query: `SELECT x FROM (VALUES ('b'),('B'),('a'),('A')) t(x) ORDER BY x COLLATE "C"`,
			want:  []string{"A", "B", "a", "b"}},
		{name: "PostgreSQL folds an unquoted collation name", dialect: "postgres",
			query: `SELECT 'a' COLLATE C < 'b'`, err: `collation "c"`},
		{name: "ANSI SQL UCS_BASIC is byte order", dialect: "ansi",
			query: `SELECT x FROM (VALUES ('b'),('B'),('é'),('a'),('A')) t(x) ORDER BY x COLLATE ucs_basic`,
			want:  []string{"A", "B", "a", "b", "é"}},
		{name: "ANSI SQL has no collation C", dialect: "ansi",
			query: `SELECT 'a' COLLATE C < 'b'`, err: `collation "C"`},
		{name: "other dialects have no collations here", dialect: "spark",
			query: `SELECT 'a' COLLATE UTF8_LCASE = 'A'`, err: "COLLATE is not supported"},
	} {
		runSQL(t, c)
	}
}
