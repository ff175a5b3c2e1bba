package executor_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines/enginetest"
)

// pgFidelityCases are queries whose rows the reference executor must give
// as PostgreSQL 15 does; TestPostgresFidelityOnPostgres runs each on
// PostgreSQL itself. JSON, bytea and array results are read through ::text,
// PostgreSQL's own text, where the display would normalize them.
func pgFidelityCases() []sqlCase {
	const c3 = "CAST('a' AS CHAR(3))"
	cs := []sqlCase{
		// CHAR(n) groups, joins and deduplicates without its padding, as
		// it compares
		{name: "char: DISTINCT", query: "SELECT count(*) FROM (SELECT DISTINCT x FROM (VALUES (" + c3 + "), (CAST('a ' AS CHAR(2))), (CAST('b' AS CHAR(2)))) t(x)) s",
			want: []string{"2"}},
		{name: "char: GROUP BY", query: "SELECT count(*) FROM (VALUES (" + c3 + "), (CAST('a' AS CHAR(2))), (CAST('b' AS CHAR(1)))) t(x) GROUP BY x ORDER BY 1",
			want: []string{"1", "2"}},
		{name: "char: GROUP BY of two keys", query: "SELECT count(*) FROM (VALUES (" + c3 + ", 1), (CAST('a' AS CHAR(2)), 1)) t(x, y) GROUP BY x, y",
			want: []string{"2"}},
		{name: "char: count DISTINCT", query: "SELECT count(DISTINCT x) FROM (VALUES (" + c3 + "), (CAST('a ' AS CHAR(2)))) t(x)",
			want: []string{"1"}},
		{name: "char: UNION", query: "SELECT count(*) FROM (SELECT " + c3 + " UNION SELECT CAST('a' AS CHAR(2))) t",
			want: []string{"1"}},
		{name: "char: INTERSECT", query: "SELECT count(*) FROM (SELECT " + c3 + " INTERSECT SELECT CAST('a' AS CHAR(1))) t",
			want: []string{"1"}},
		{name: "char: EXCEPT", query: "SELECT count(*) FROM (SELECT " + c3 + " EXCEPT SELECT CAST('a' AS CHAR(1))) t",
			want: []string{"0"}},
		{name: "char: UNION of a CHAR then a VARCHAR is a CHAR", query: "SELECT count(*) FROM (SELECT " + c3 + " UNION SELECT CAST('a ' AS VARCHAR)) t",
			want: []string{"1"}},
		{name: "char: UNION of a TEXT then a CHAR is a TEXT", query: "SELECT count(*) FROM (SELECT CAST('a ' AS TEXT) UNION SELECT " + c3 + ") t",
			want: []string{"2"}},
		{name: "char: UNION ALL of a VARCHAR then a CHAR", query: "SELECT octet_length(x) FROM (SELECT CAST('b ' AS VARCHAR) UNION ALL SELECT " + c3 + ") t(x)",
			want: []string{"2", "1"}},
		{name: "char: UNION ALL of a CHAR(3) then a VARCHAR(3)", query: "SELECT octet_length(x) FROM (SELECT " + c3 + " UNION ALL SELECT CAST('b ' AS VARCHAR(3))) t(x)",
			want: []string{"3", "2"}},
		{name: "char: join of two CHARs", query: "SELECT count(*) FROM (VALUES (" + c3 + ")) t(x) JOIN (VALUES (CAST('a' AS CHAR(5)))) u(y) ON x = y",
			want: []string{"1"}},
		{name: "char: join of a CHAR and a VARCHAR", query: "SELECT count(*) FROM (VALUES (" + c3 + ")) t(x) JOIN (VALUES (CAST('a ' AS VARCHAR))) u(y) ON x = y",
			want: []string{"1"}},
		{name: "char: join of a CHAR and a TEXT", query: "SELECT count(*) FROM (VALUES (" + c3 + ")) t(x) JOIN (VALUES (CAST('a ' AS TEXT))) u(y) ON x = y",
			want: []string{"0"}},
		// USING, IS NOT DISTINCT FROM and IN (SELECT ...) compare as =
		// does: a CHAR against a VARCHAR without padding, against a TEXT
		// as TEXT; the merged column of a CHAR and a VARCHAR is the left's
		// type
		{name: "char: USING of a CHAR and a VARCHAR", query: "SELECT count(*) FROM (VALUES (" + c3 + ")) t(k) JOIN (VALUES (CAST('a  ' AS VARCHAR))) u(k) USING (k)",
			want: []string{"1"}},
		{name: "char: USING of a CHAR and a TEXT", query: "SELECT count(*) FROM (VALUES (" + c3 + ")) t(k) FULL JOIN (VALUES (CAST('a ' AS TEXT))) u(k) USING (k)",
			want: []string{"2"}},
		{name: "char: RIGHT JOIN USING reads the right as the left's type", query: "SELECT k || '|', octet_length(k) FROM (VALUES (" + c3 + ")) t(k) RIGHT JOIN (VALUES (CAST('b ' AS VARCHAR))) u(k) USING (k)",
			want: []string{"b| | 2"}},
		{name: "char: IS NOT DISTINCT FROM a TEXT", query: "SELECT count(*) FROM (VALUES (" + c3 + ")) t(x) JOIN (VALUES (CAST('a ' AS TEXT))) u(y) ON x IS NOT DISTINCT FROM y",
			want: []string{"0"}},
		{name: "char: IN (SELECT ...)", query: "SELECT CAST('a ' AS TEXT) IN (SELECT " + c3 + "), " + c3 + " IN (SELECT CAST('a ' AS TEXT)), " +
			"CAST('a ' AS VARCHAR) IN (SELECT " + c3 + "), CAST('a ' AS TEXT) = ANY (SELECT " + c3 + ")",
			want: []string{"false | false | true | false"}},
		// a correlated subquery's cached result is not shared by equal
		// values it reads differently
		{name: "correlated cache: CHAR padding", query: "SELECT (SELECT octet_length(x)) FROM (SELECT " + c3 + " UNION ALL SELECT CAST('a' AS CHAR(5))) t(x) ORDER BY 1",
			want: []string{"3", "5"}},
		{name: "correlated cache: decimal scale, interval fields", query: "SELECT (SELECT CAST(x AS TEXT)), (SELECT CAST(y AS TEXT)) FROM (VALUES (1.0, CAST('1 mon' AS INTERVAL)), (1.00, CAST('30 days' AS INTERVAL))) t(x, y) ORDER BY 1",
			want: []string{"1.0 | 1 mon", "1.00 | 30 days"}},
		// functions of text read a CHAR without its padding
		{name: "char: string_agg", query: "SELECT string_agg(x, CAST(',' AS CHAR(2))) || '|' FROM (VALUES (CAST('a ' AS CHAR(3))), (" + c3 + ")) t(x)",
			want: []string{"a,a|"}},
		{name: "char: regular expressions", query: "SELECT regexp_replace(x, ' ', '_', 'g'), regexp_replace(x, ' ', '_'), substring(x from 'a *') || '|', " +
			"CAST(regexp_split_to_array(x, 'z') AS TEXT) FROM (VALUES (CAST('a ' AS CHAR(3)))) t(x)",
			want: []string{"a | a | a| | {a}"}},
		// bytea: hex and escape input, hex output
		{name: "bytea: hex input", query: "SELECT CAST(CAST('\\x0102' AS BYTEA) AS TEXT), length(CAST('\\x0102' AS BYTEA)), CAST(CAST('\\x 0A ff' AS BYTEA) AS TEXT), CAST(CAST('\\x' AS BYTEA) AS TEXT)",
			want: []string{"\\x0102 | 2 | \\x0aff | \\x"}},
		{name: "bytea: escape input", query: "SELECT CAST(CAST('a\\\\b' AS BYTEA) AS TEXT), CAST(CAST('a\\001b' AS BYTEA) AS TEXT), CAST(CAST('ab' AS BYTEA) AS TEXT), octet_length(CAST('é' AS BYTEA))",
			want: []string{"\\x615c62 | \\x610162 | \\x6162 | 2"}},
		{name: "bytea: compare, concatenate, md5", query: "SELECT CAST('\\x01' AS BYTEA) = CAST('\\001' AS BYTEA), CAST('\\x01' AS BYTEA) < CAST('\\x0100' AS BYTEA), " +
			"CAST(CAST('\\x0102' AS BYTEA) || CAST('\\x03' AS BYTEA) AS TEXT), md5(CAST('\\x01' AS BYTEA))",
			want: []string{"true | true | \\x010203 | 55a54008ad1ba589aa210d2629c1df41"}},
		{name: "bytea: || of a string", query: "SELECT CAST(CAST('\\x01' AS BYTEA) || 'c' AS TEXT), CAST('c' || CAST('\\x01' AS BYTEA) AS TEXT), " +
			"CAST('\\x01' AS BYTEA) || CAST('c' AS TEXT), CAST('c' AS VARCHAR) || CAST('\\x01' AS BYTEA)",
			want: []string{"\\x0163 | \\x6301 | \\x01c | c\\x01"}},
		{name: "bytea: a column", query: "SELECT CAST(CAST(x AS BYTEA) AS VARCHAR) FROM (VALUES ('\\x6162'), ('x\\\\')) t(x) ORDER BY 1",
			want: []string{"\\x6162", "\\x785c"}},
		{name: "bytea: odd hex digits", query: "SELECT CAST('\\x0' AS BYTEA)", err: "odd number of digits"},
		{name: "bytea: no hex digit", query: "SELECT CAST('\\x0g' AS BYTEA)", err: "invalid hexadecimal digit"},
		{name: "bytea: bad escape", query: "SELECT CAST('a\\q' AS BYTEA)", err: "invalid input syntax for type bytea"},
		{name: "bytea: upper-case X", query: "SELECT CAST('\\X01' AS BYTEA)", err: "invalid input syntax for type bytea"},
		{name: "bytea: octal past a byte", query: "SELECT CAST('a\\400' AS BYTEA)", err: "invalid input syntax for type bytea"},
		// a string literal in a float array is a float
		{name: "float arrays: ARRAY[...]", query: "SELECT CAST(ARRAY[CAST(1.5 AS FLOAT8), 'nan', '-infinity', 'Infinity'] AS TEXT)",
			want: []string{"{1.5,NaN,-Infinity,Infinity}"}},
		{name: "float arrays: array_append, array_prepend", query: "SELECT CAST(array_append(ARRAY[CAST(1.5 AS FLOAT8)], 'nan') AS TEXT), " +
			"CAST(array_prepend('-inf', ARRAY[CAST(1.5 AS FLOAT8)]) AS TEXT), CAST(CAST('{nan,-infinity,Infinity}' AS FLOAT8[]) AS TEXT)",
			want: []string{"{1.5,NaN} | {-Infinity,1.5} | {NaN,-Infinity,Infinity}"}},
		{name: "float arrays: a literal no integer", query: "SELECT ARRAY[1, 'nan']", err: "nan"},
		{name: "float arrays: array_append of no integer", query: "SELECT array_append(ARRAY[1], 'x')", err: "x"},
		// json keeps its text, jsonb is normalized
		{name: "json: to_json keeps the text", query: "SELECT CAST(to_json(CAST('{\"a\" : 1}' AS JSON)) AS TEXT), CAST(CAST('{\"a\" : 1}' AS JSON) AS TEXT)",
			want: []string{"{\"a\" : 1} | {\"a\" : 1}"}},
		{name: "jsonb: normalized", query: "SELECT CAST(CAST('{\"b\":1, \"a\" : [1,  2e0]}' AS JSONB) AS TEXT), CAST(CAST('{\"a\":1,\"a\":2, \"aa\": \"\\u00e9\"}' AS JSONB) AS TEXT), " +
			"CAST(to_json(CAST('{\"b\":1, \"a\" : 1}' AS JSONB)) AS TEXT), CAST(CAST(CAST('{\"b\":1, \"a\" : 1}' AS JSON) AS JSONB) AS TEXT)",
			want: []string{"{\"a\": [1, 2], \"b\": 1} | {\"a\": 2, \"aa\": \"é\"} | {\"a\": 1, \"b\": 1} | {\"a\": 1, \"b\": 1}"}},
		{name: "jsonb: equal documents", query: "SELECT CAST('{\"b\":1, \"a\" : [1,  2]}' AS JSONB) = CAST('{\"a\":[1,2],\"b\":1}' AS JSONB)",
			want: []string{"true"}},
		{name: "jsonb: a column", query: "SELECT CAST(CAST(x AS JSONB) AS TEXT) FROM (VALUES ('{\"b\":1, \"a\" : 1e2}')) t(x)",
			want: []string{"{\"a\": 100, \"b\": 1}"}},
		{name: "jsonb: \\u0000", query: "SELECT CAST('\"\\u0000\"' AS JSONB)", err: "unsupported Unicode escape sequence"},
		{name: "json: -> and ->>", query: "SELECT CAST(CAST('{\"a\" : [1,  2]}' AS JSON) -> 'a' AS TEXT), CAST(CAST('{\"a\" : [1,  2]}' AS JSONB) -> 'a' AS TEXT), " +
			"CAST('{\"a\" : {\"c\":1,\"b\" : 2}}' AS JSON) ->> 'a', CAST('{\"a\" : {\"c\":1,\"b\" : 2}}' AS JSONB) ->> 'a', CAST(CAST('[1, [2,  3]]' AS JSON) -> 1 AS TEXT)",
			want: []string{"[1,  2] | [1, 2] | {\"c\":1,\"b\" : 2} | {\"b\": 2, \"c\": 1} | [2,  3]"}},
	}
	for i := range cs {
		cs[i].dialect = "postgres"
	}
	return cs
}

func TestPostgresFidelity(t *testing.T) {
	for _, c := range pgFidelityCases() {
		runSQL(t, c)
	}
}

// TestPostgresFidelityOnPostgres checks the cases' expectations on
// PostgreSQL itself.
func TestPostgresFidelityOnPostgres(t *testing.T) {
	casesOnPostgres(t, nil, pgFidelityCases())
}

// casesOnPostgres runs setup and then each case on PostgreSQL, checking
// that it gives the rows (or the error) the case wants.
func casesOnPostgres(t *testing.T, setup []string, cases []sqlCase) {
	t.Helper()
	pg := enginetest.Postgres(t)
	for _, s := range setup {
		enginetest.Exec(t, pg, s)
	}
	for _, c := range cases {
		res, err := pg.Query(enginetest.Ctx(t), c.query)
		switch {
		case c.err != "":
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: PostgreSQL gives %v for %s, the case wants an error containing %q", c.name, err, c.query, c.err)
			}
		case err != nil:
			t.Errorf("%s: PostgreSQL rejects %s: %v", c.name, c.query, err)
		default:
			if got := duckRowsText(res); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("%s: PostgreSQL gives %q, the case wants %q", c.name, got, c.want)
			}
		}
	}
}

// TestSnowflakeCharNotPadded: Snowflake's CHAR(n) is a VARCHAR(n), a bare
// CHAR a VARCHAR(1), never padded with spaces (Snowflake documentation,
// "String & binary data types": CHAR, CHARACTER, NCHAR are synonymous with
// VARCHAR except that CHAR without a length is CHAR(1); strings shorter
// than the maximum length are not space-padded at the end).
func TestSnowflakeCharNotPadded(t *testing.T) {
	setup := []string{"CREATE TABLE t (c CHAR(3), d NCHAR)", "INSERT INTO t VALUES ('a', 'b')"}
	for _, c := range []sqlCase{
		{name: "snowflake: a cast to CHAR(n)", query: "SELECT CAST('a' AS CHAR(3)) || '|', length(CAST('a' AS CHARACTER(3))), CAST('ab' AS CHAR) || '|'",
			want: []string{"a| | 1 | ab|"}},
		{name: "snowflake: a CHAR(n) column", query: "SELECT c || '|', length(c), d || '|' FROM t",
			want: []string{"a| | 1 | b|"}},
		{name: "snowflake: trailing spaces count", query: "SELECT count(DISTINCT x) FROM (SELECT CAST('a' AS CHAR(2)) AS x UNION ALL SELECT CAST('a ' AS CHAR(2))) s",
			want: []string{"2"}},
	} {
		c.dialect, c.setup = "snowflake", setup
		runSQL(t, c)
	}
}

// TestPostgresByteaRefusals: the string functions the executor would run
// on a bytea's bytes read as text are refused (PostgreSQL runs them on
// bytes: substr('\x010203'::bytea, 2) is \x0203).
func TestPostgresByteaRefusals(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "substr", query: "SELECT substr(CAST('\\x010203' AS BYTEA), 2)", err: "of a bytea is not modelled"},
		{name: "btrim", query: "SELECT btrim(CAST('\\x0102' AS BYTEA), CAST('\\x01' AS BYTEA))", err: "of a bytea is not modelled"},
		{name: "concat", query: "SELECT concat(CAST('ab' AS BYTEA), 1)", err: "of a bytea is not modelled"},
		{name: "|| of a number", query: "SELECT CAST('ab' AS BYTEA) || 1", err: "operator does not exist: bytea || integer"}, // as PostgreSQL 15 raises
	} {
		c.dialect = "postgres"
		runSQL(t, c)
	}
}
