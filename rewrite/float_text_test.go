package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

const floatTextSchema = "CREATE TABLE t (d DOUBLE, f FLOAT, n DECIMAL(5,2), i INT, s STRING, a ARRAY<DOUBLE>); CREATE TABLE t2 (s STRING)"

// A floating-point value converted to text between dialects that write it
// otherwise (Hive 3.0 and 1.0E7, PostgreSQL 3 and 10000000, DuckDB 3.0
// and 10000000.0: checked on PostgreSQL 15 and DuckDB 1.5) is refused
// (T087), at the conversion; Hive and Spark write it alike, and other
// operands convert alike.
func TestFloatTextRefused(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: floatTextSchema}
	for _, tc := range []struct{ from, to, in string }{
		{"hive", "postgres", "SELECT CAST(d AS STRING) FROM t"},
		{"hive", "duckdb", "SELECT CAST(f AS VARCHAR(20)) FROM t"},
		{"hive", "postgres", "SELECT concat('a', d) FROM t"},
		{"hive", "duckdb", "SELECT concat_ws('-', s, d) FROM t"},
		{"hive", "postgres", "SELECT 'a' || d FROM t"},
		{"hive", "duckdb", "SELECT length(d) FROM t"},
		{"spark", "duckdb", "SELECT TRY_CAST(d * 2 AS STRING) FROM t"},
		{"hive", "trino", "SELECT i FROM t WHERE CAST(d AS STRING) = '3.0'"},
		// a negated zero literal is not folded (floatLitText)
		{"hive", "postgres", "SELECT CAST(-0.0 AS STRING)"},
		// BigQuery's 1.5 is a FLOAT64, whose text is not documented here
		{"bigquery", "postgres", "SELECT CAST(1.5 AS STRING)"},
		{"duckdb", "postgres", "SELECT CAST(d AS VARCHAR) FROM t"},
		{"postgres", "duckdb", "SELECT d::text FROM t"},
		// a quotient of DOUBLEs, whose division the translation has already
		// rewritten when the CAST is checked (DuckDB's CAST(4 / 2 AS
		// VARCHAR) is 2.0, PostgreSQL's (4::float8 / 2)::text is 2: run on
		// both)
		{"hive", "postgres", "SELECT CAST(i / 2 AS STRING) FROM t"},
		{"duckdb", "postgres", "SELECT CAST(i / 2 AS VARCHAR) FROM t"},
		{"duckdb", "postgres", "SELECT CAST(d / 2 AS VARCHAR) FROM t"},
		// an ARRAY, MAP or STRUCT cast to text (Spark's [1, null], PostgreSQL's
		// {1,NULL}, DuckDB's [1, NULL]: run on PostgreSQL 15 and DuckDB 1.5)
		{"spark", "postgres", "SELECT CAST(array(i) AS STRING) FROM t"},
		{"spark", "duckdb", "SELECT CAST(array(i) AS STRING) FROM t"},
		{"spark", "duckdb", "SELECT CAST(named_struct('a', i) AS STRING) FROM t"},
		{"duckdb", "postgres", "SELECT CAST([i] AS VARCHAR) FROM t"},
		// the elements of an array of floats joined into text (DuckDB's
		// array_to_string([1e7], ',') is 10000000.0, PostgreSQL's 1e+07:
		// run on both; Spark's 1.0E7)
		{"spark", "duckdb", "SELECT concat_ws(',', a) FROM t"},
		{"spark", "postgres", "SELECT concat_ws('-', s, array(d)) FROM t"},
		{"spark", "postgres", "SELECT array_join(a, ',') FROM t"},
		// a string and a float meeting as one value (DuckDB's UNION ALL of
		// a VARCHAR and a DOUBLE writes 1e7 as 10000000.0, its CASE and
		// PostgreSQL's CASE and UNION raise: run on both)
		{"hive", "duckdb", "SELECT s FROM t UNION ALL SELECT d FROM t"},
		{"duckdb", "postgres", "SELECT i, s FROM t UNION SELECT i, s FROM t UNION ALL SELECT i, d FROM t"},
		{"hive", "postgres", "SELECT * FROM (SELECT d FROM t UNION ALL SELECT s FROM t2) x"},
		{"duckdb", "postgres", "SELECT CASE WHEN i > 0 THEN s ELSE d END FROM t"},
		{"hive", "postgres", "SELECT coalesce(s, d) FROM t"},
		// the subject of a regular-expression function or split, which
		// Hive converts to its text and Snowflake coerces by its own
		// (Snowflake's "Data type conversion")
		{"hive", "snowflake", "SELECT regexp_replace(d, 'E', 'x') FROM t"},
		// the searched string of locate and instr is read as text too
		{"hive", "snowflake", "SELECT locate('E', d) FROM t"},
		{"hive", "duckdb", "SELECT instr(s, d) FROM t"},
		{"hive", "postgres", "SELECT nvl2(i, s, d) FROM t"},
		{"hive", "snowflake", "SELECT split(d, 'E') FROM t"},
		{"spark", "snowflake", "SELECT regexp_extract(d, 'E', 0) FROM t"},
		// a float matched with LIKE, which Hive and Spark match as its
		// text and Snowflake coerces by its own rule
		{"hive", "snowflake", "SELECT i FROM t WHERE d LIKE '%E%'"},
		{"spark", "duckdb", "SELECT d NOT LIKE '1.0%' FROM t"},
		// a string and a float as the elements of one array (Spark's
		// array('3', 1e7) holds the strings '3' and '1.0E7', DuckDB's
		// ['3', 1e7] the DOUBLEs 3.0 and 10000000.0: run on DuckDB 1.5)
		{"spark", "duckdb", "SELECT array(s, d) FROM t"},
		{"hive", "duckdb", "SELECT array('3', 1e7) FROM t"},
		{"duckdb", "spark", "SELECT [s, d] FROM t"},
		// an arm that is a VALUES or a * over the schema's tables
		// (DuckDB's VALUES ('x') UNION ALL SELECT 1e7 writes 10000000.0:
		// run on DuckDB 1.5; Spark's union of a string and a double is a
		// string, 1.0E7)
		{"duckdb", "spark", "VALUES ('x') UNION ALL SELECT d FROM t"},
		{"hive", "postgres", "SELECT * FROM t2 UNION ALL SELECT d FROM t"},
		{"duckdb", "spark", "SELECT d FROM t UNION ALL SELECT * FROM t2"},
		{"hive", "duckdb", "SELECT if(i > 0, f, s) FROM t"},
		// an INSERT stores a DOUBLE into a string column as the source's
		// CAST writes it (insert_casts.go)
		{"hive", "postgres", "INSERT INTO t2 (s) SELECT d FROM t"},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			wantRefusal(t, tr, err, "T087")
		})
	}
	for _, tc := range []struct{ from, to, in string }{
		{"hive", "spark", "SELECT CAST(d AS STRING), concat('a', d), length(f) FROM t"},
		{"hive", "spark", "INSERT INTO t2 (s) SELECT d FROM t"},
		{"hive", "postgres", "SELECT CAST(n AS STRING), CAST(i AS STRING), concat(s, i), 'a' || s FROM t"},
		{"hive", "snowflake", "SELECT CAST(CAST(d AS DECIMAL(20, 4)) AS STRING) FROM t"}, // toward PostgreSQL and DuckDB T155
		{"hive", "duckdb", "SELECT CAST(d AS BIGINT), concat(a, a) FROM t"},
		{"postgres", "postgres", "SELECT d::text FROM t"},
		{"spark", "postgres", "SELECT concat_ws(',', array(n)), array_join(array(s), ',') FROM t"},
		{"hive", "spark", "SELECT concat_ws(',', a) FROM t"},
		{"hive", "postgres", "SELECT s FROM t UNION ALL SELECT CAST(n AS STRING) FROM t UNION ALL SELECT NULL FROM t"},
		{"hive", "duckdb", "SELECT i, s FROM t UNION ALL SELECT d, s FROM t"},
		{"spark", "spark", "SELECT s FROM t UNION ALL SELECT d FROM t"},
		{"hive", "postgres", "SELECT * FROM t2 UNION ALL SELECT s FROM t"},
		{"hive", "snowflake", "SELECT i FROM t WHERE s LIKE '%E%' AND n LIKE '1%'"},
		{"hive", "spark", "SELECT d LIKE '%E%' FROM t"},
		{"spark", "duckdb", "SELECT array(s, NULL), array(d, i), array(s, 'x') FROM t"},
		{"hive", "spark", "SELECT array(s, d) FROM t"},
		{"duckdb", "spark", "VALUES ('x', 1.5) UNION ALL SELECT s, n FROM t"},
		{"hive", "postgres", "SELECT CASE WHEN i > 0 THEN s ELSE 'x' END, coalesce(d, i), if(i > 0, s, NULL) FROM t"},
	} {
		t.Run("no-op "+tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tr.Warnings {
				if w.Code == "W024" {
					t.Errorf("unexpected %v", w)
				}
			}
		})
	}
}

// Without the operand's type the conversion is kept, with a warning (W024)
// where the operand may be a float; literals, integral values and
// dialects that write floats alike do not warn.
func TestFloatTextUntyped(t *testing.T) {
	for _, tc := range []struct {
		from, to, in string
		warn         bool
	}{
		{"hive", "postgres", "SELECT CAST(x AS STRING) FROM u", true},
		{"hive", "duckdb", "SELECT concat('a', x) FROM u", true},
		{"hive", "postgres", "SELECT 'a' || x FROM u", true},
		{"hive", "duckdb", "SELECT CAST(sum(x) AS STRING) FROM u", true},
		{"hive", "postgres", "SELECT CAST(count(*) AS STRING), concat('a', 1), CAST('3' AS STRING) FROM u", false},
		{"hive", "spark", "SELECT CAST(x AS STRING), concat('a', x) FROM u", false},
		{"spark", "hive", "SELECT CAST(x AS STRING), concat('a', x) FROM u", false},
		{"hive", "trino", "SELECT CAST(x AS STRING) FROM u", true},
		{"duckdb", "spark", "SELECT CAST(x AS VARCHAR) FROM u", true},
		{"duckdb", "snowflake", "SELECT CAST(x AS VARCHAR) FROM u", true},
		{"duckdb", "bigquery", "SELECT CAST(x AS VARCHAR) FROM u", true},
		{"duckdb", "postgres", "SELECT CAST((SELECT 1) AS VARCHAR), CAST(chr(65) AS VARCHAR) FROM u", false},
		{"hive", "postgres", "SELECT CAST(x AS INT) + 1 FROM u", false},
		// a float literal is written as its source text (floatTextFold)
		{"hive", "postgres", "SELECT CAST(1.5 AS STRING), concat(x, 1e7) FROM u", true},
		{"hive", "duckdb", "SELECT upper(x), length(x), lpad(x, 3, '0') FROM u", false},
		{"postgres", "postgres", "SELECT x::text FROM u", false},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
			if err != nil {
				t.Fatal(err)
			}
			checkFloatUntyped(t, tr, tc.to, tc.warn)
		})
	}
}

// A float literal converted to text is written as the string literal of
// the source's text of it (Hive and Spark as Java's Double.toString and
// Float.toString, DuckDB 10000000.0 and 1e+20 for 1e7 and 1e20: run on
// DuckDB 1.5) rather than refused; Spark's and DuckDB's 1.5 and
// PostgreSQL's 1e7 are DECIMALs (numeric), whose text needs no folding.
func TestFloatTextLiteralFolded(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: floatTextSchema}
	for _, tc := range []struct{ from, to, in, want string }{
		{"hive", "postgres", "SELECT CAST(1.5 AS STRING), concat(s, 1.5) FROM t",
			"SELECT CAST('1.5' AS TEXT) AS _c0, s || '1.5' AS _c1 FROM t"},
		{"hive", "duckdb", "SELECT CAST(1e7 AS STRING) AS a, CAST(-1e-4 AS STRING) AS b, 'x' || 0.1F AS c, length(123456789.125) AS d FROM t",
			"SELECT CAST('1.0E7' AS TEXT) AS a, CAST('-1.0E-4' AS TEXT) AS b, 'x' || '0.1' AS c, length('1.23456789125E8') AS d FROM t"},
		{"hive", "postgres", "SELECT concat_ws('-', s, 1e-3, 1.5D) AS a FROM t",
			"SELECT concat_ws('-', s, '0.001', '1.5') AS a FROM t"},
		{"spark", "duckdb", "SELECT CAST(1e7 AS STRING) AS a, CAST(1.5 AS STRING) AS b FROM t",
			"SELECT CAST('1.0E7' AS TEXT) AS a, CAST(1.5 AS TEXT) AS b FROM t"},
		{"duckdb", "postgres", "SELECT CAST(1e7 AS VARCHAR) AS a, 1e20::VARCHAR AS b FROM t",
			"SELECT CAST('10000000.0' AS VARCHAR) AS a, CAST('1e+20' AS VARCHAR) AS b FROM t"},
		{"hive", "snowflake", "SELECT regexp_replace(1e7, 'E', 'x') AS a FROM t",
			"SELECT regexp_replace('1.0E7', 'E', 'x') AS a FROM t"},
		{"hive", "snowflake", "SELECT locate('E', 1e7) AS a FROM t",
			"SELECT position('E' IN '1.0E7') AS a FROM t"},
		{"postgres", "duckdb", "SELECT 1e7::text AS a FROM t",
			"SELECT CAST(CAST('1e7' AS DECIMAL(8, 0)) AS TEXT) AS a FROM t"},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			if err != nil {
				t.Fatal(err)
			}
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
}

// W024 does not warn where the operand's type is not given but it holds
// no float: a DECIMAL or an integer rounded, made absolute or defaulted
// (also once the translation has rewritten round for PostgreSQL, an
// integer's round cast back to its type there: pg_round_double.go), and
// the length functions; it still warns on an operand of unknown type.
func TestFloatTextOperandTypes(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: floatTextSchema}
	for _, tc := range []struct {
		from, to, in string
		warn         bool
	}{
		{"hive", "postgres", "SELECT concat(s, round(n)) FROM t", false},
		{"hive", "duckdb", "SELECT CAST(round(n, 1) AS STRING), CAST(floor(n) AS STRING), CAST(ceil(n) AS STRING) FROM t", false},
		{"hive", "postgres", "SELECT concat(s, coalesce(n, 0)), CAST(nvl(n, i) AS STRING) FROM t", false},
		{"hive", "duckdb", "SELECT CAST(if(i > 0, n, 0) AS STRING), CAST(abs(n) AS STRING), CAST(abs(i) AS STRING) FROM t", false},
		{"hive", "postgres", "SELECT CAST(greatest(n, 1) AS STRING), CAST(length(s) AS STRING), CAST(size(a) AS STRING) FROM t", false},
		{"hive", "postgres", "SELECT CAST(round(i) AS STRING) FROM t", false},
		{"spark", "duckdb", "SELECT CAST(coalesce(n, x) AS STRING) FROM t", true},
		{"hive", "duckdb", "SELECT CAST(if(i > 0, n, s) AS STRING) FROM t", true},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			if err != nil {
				t.Fatal(err)
			}
			checkFloatUntyped(t, tr, tc.to, tc.warn)
		})
	}
}

const floatTextGapSchema = "CREATE TABLE t (d DOUBLE, f FLOAT, n DECIMAL(5,2), i INT, s STRING, a ARRAY<DOUBLE>, m MAP<STRING, DOUBLE>); CREATE TABLE t2 (s STRING)"

// The remaining places a float becomes text: an arm of a set operation with
// its own WITH, or a SELECT * of a derived table or WITH query; greatest
// and least of a string and a float (Hive reads the string as a DOUBLE,
// Spark raises for want of a common type, PostgreSQL and
// DuckDB raise for a string column: run on PostgreSQL 15 and DuckDB 1.5);
// printf and format_string (Java's Formatter against C's printf:
// DuckDB's printf('%.2f', 0.125) is 0.12, run on DuckDB 1.5, Java rounds
// half up to 0.13; DuckDB's format is not read at all, T302:
// pg_format_test.go); string_agg (DuckDB's of 1e7 is 10000000.0); the JSON
// functions (PostgreSQL's to_json(1e20::float8) is 1e+20, DuckDB's
// 100000000000000000000: run on both); a map constructor whose keys are a
// string and a float, and IN of a string and a float. Each is refused (T087) at the position given (line,
// column), and kept where the dialects agree or no float is involved.
func TestFloatTextGaps(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: floatTextGapSchema}
	for _, tc := range []struct {
		from, to, in string
		col          int
	}{
		{"hive", "duckdb", "SELECT s FROM t UNION ALL (WITH w AS (SELECT d FROM t) SELECT d FROM w)", 1},
		// Hive types the column by the order of its arms, Spark makes a string
		{"spark", "hive", "SELECT s FROM t UNION ALL SELECT d FROM t", 1},
		{"hive", "spark", "SELECT d FROM t UNION SELECT s FROM t", 1},
		{"spark", "postgres", "(WITH w AS (SELECT d FROM t) SELECT * FROM w) UNION ALL SELECT s FROM t2", 1},
		{"hive", "duckdb", "SELECT s FROM t UNION ALL SELECT * FROM (WITH w AS (SELECT d FROM t) SELECT d FROM w) x", 1},
		{"duckdb", "postgres", "SELECT i, s FROM t UNION ALL (WITH w AS (SELECT i, d FROM t) SELECT i, d FROM w UNION ALL SELECT i, d FROM t)", 1},
		{"hive", "postgres", "SELECT greatest(s, d) FROM t", 20},
		{"hive", "spark", "SELECT least('10', i, d) FROM t", 23},
		{"spark", "hive", "SELECT greatest(d, s) FROM t", 17},
		{"duckdb", "trino", "SELECT greatest('5', d) FROM t", 22},
		{"postgres", "snowflake", "SELECT least(s, f) FROM t", 17},
		{"hive", "postgres", "SELECT printf('%s', d) FROM t", 21},
		{"spark", "duckdb", "SELECT format_string('%.2f', i, f) FROM t", 33},
		{"duckdb", "postgres", "SELECT string_agg(d, ',') FROM t", 19},
		{"duckdb", "snowflake", "SELECT i, string_agg(f, ',' ORDER BY i) FROM t GROUP BY i", 22},
		{"spark", "duckdb", "SELECT to_json(named_struct('a', d)) FROM t", 16},
		{"spark", "postgres", "SELECT to_json(a) FROM t", 16},
		{"duckdb", "postgres", "SELECT to_json(m) FROM t", 16},
		{"postgres", "duckdb", "SELECT json_build_object('k', d) FROM t", 31},
		{"spark", "duckdb", "SELECT map('a', 1, d, 2) FROM t", 8},
		// IN of a string and a float (Spark compares texts, DuckDB
		// DOUBLEs: run on DuckDB 1.5)
		{"spark", "duckdb", "SELECT s IN ('a', d) FROM t", 19},
		{"spark", "duckdb", "SELECT d NOT IN ('1.0E7') FROM t", 8},
		// the other string functions of one string
		{"hive", "duckdb", "SELECT repeat(d, 2) FROM t", 8},
		{"hive", "postgres", "SELECT md5(d) FROM t", 8},
		{"spark", "duckdb", "SELECT octet_length(f) FROM t", 8},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			wantRefusalAt(t, tr, err, "T087", 1, tc.col)
		})
	}
	for _, tc := range []struct{ from, to, in string }{
		{"spark", "spark", "SELECT s FROM t UNION ALL (WITH w AS (SELECT d FROM t) SELECT d FROM w)"},
		{"hive", "duckdb", "SELECT s FROM t UNION ALL (WITH w AS (SELECT s FROM t2) SELECT s FROM w)"},
		{"hive", "duckdb", "SELECT s FROM t UNION ALL (WITH w AS (SELECT d FROM t) SELECT CAST(d AS DECIMAL(20, 4)) FROM w)"},
		{"hive", "postgres", "SELECT greatest(n, d), least(s, 'x'), greatest(i, d) FROM t"},
		{"duckdb", "postgres", "SELECT greatest('5', d), least(s, d) FROM t"},
		{"trino", "bigquery", "SELECT greatest(s, d) FROM t"},
		{"hive", "spark", "SELECT printf('%s', d), string_agg(d, ','), to_json(named_struct('a', d)) FROM t"},
		{"hive", "postgres", "SELECT printf('%s', n), printf('%d', i) FROM t"},
		{"duckdb", "postgres", "SELECT string_agg(s, ','), to_json(n), json_build_object('k', i) FROM t"},
		{"spark", "duckdb", "SELECT map(s, d, 'b', 2), map('a', 1, 'b', 2) FROM t"},
		{"hive", "duckdb", "SELECT repeat(s, 2), md5(n), octet_length(i) FROM t"},
		{"spark", "duckdb", "SELECT s IN ('a', 'b'), d IN (1.5, i), n IN (s) FROM t"},
		{"hive", "spark", "SELECT s IN ('a', d) FROM t"},
		{"duckdb", "postgres", "SELECT d NOT IN ('1.0E7'), s IN ('a', d) FROM t"},
	} {
		t.Run("no-op "+tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			var le *lateral.Error
			if errors.As(err, &le) {
				for _, d := range le.Diagnostics {
					if d.Code == "T087" {
						t.Fatalf("unexpected %s", le.Format("<in>"))
					}
				}
			}
			_ = tr
		})
	}
}

// Floats written as text inside an ARRAY, MAP or STRUCT: a CAST of one
// holding floats to one of strings (Spark's CAST(array(1e7D) AS
// ARRAY<STRING>) is ["1.0E7"] by Java's Double.toString, DuckDB's
// CAST([1e7::DOUBLE] AS VARCHAR[]) ['10000000.0']: run on DuckDB 1.5), and
// collections of strings and of floats meeting in a UNION column or a
// coalesce (Spark widens array<string> and array<double> to array<string>;
// DuckDB's UNION ALL of [s] and [d] writes ['10000000.0'], of {'a': s} and
// {'a': d} {'a': 10000000.0}: run on DuckDB 1.5); and a float as the
// pattern of LIKE or RLIKE (Spark's Like casts both sides to strings,
// Snowflake coerces a FLOAT to VARCHAR by its own rule). Refused (T087) at
// the position given; kept where no float meets a string.
func TestFloatTextNested(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: floatTextGapSchema + "; CREATE TABLE t3 (st STRUCT<x: DOUBLE>)"}
	for _, tc := range []struct {
		from, to, in string
		col          int
	}{
		{"spark", "duckdb", "SELECT CAST(array(d) AS ARRAY<STRING>) FROM t", 8},
		{"spark", "postgres", "SELECT CAST(a AS ARRAY<STRING>) FROM t", 8},
		{"spark", "duckdb", "SELECT CAST(m AS MAP<STRING, STRING>) FROM t", 8},
		{"spark", "duckdb", "SELECT CAST(st AS STRUCT<x: STRING>) FROM t3", 8},
		{"spark", "duckdb", "SELECT array(s) FROM t UNION ALL SELECT array(d) FROM t", 1},
		{"spark", "duckdb", "SELECT named_struct('a', s) FROM t UNION ALL SELECT named_struct('a', d) FROM t", 1},
		{"spark", "duckdb", "SELECT m FROM t UNION ALL SELECT map('a', 'b') FROM t", 1},
		{"spark", "postgres", "SELECT coalesce(array(s), a) FROM t", 8},
		{"spark", "snowflake", "SELECT s LIKE d FROM t", 8},
		{"spark", "doris", "SELECT s RLIKE d FROM t", 8},
	} {
		t.Run(tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			wantRefusalAt(t, tr, err, "T087", 1, tc.col)
		})
	}
	for _, tc := range []struct{ from, to, in string }{
		{"spark", "duckdb", "SELECT CAST(array(i) AS ARRAY<STRING>), CAST(a AS ARRAY<DECIMAL(10, 2)>) FROM t"},
		{"spark", "hive", "SELECT CAST(a AS ARRAY<STRING>) FROM t"},
		{"spark", "duckdb", "SELECT array(s) FROM t UNION ALL SELECT array(i) FROM t"},
		{"spark", "duckdb", "SELECT a FROM t UNION ALL SELECT array(d) FROM t"},
		{"spark", "snowflake", "SELECT s LIKE s, s RLIKE '1.*' FROM t"},
	} {
		t.Run("no-op "+tc.from+" to "+tc.to+" "+tc.in, func(t *testing.T) {
			_, err := lateral.Translate(tc.in, tc.from, tc.to, opts)
			var le *lateral.Error
			if errors.As(err, &le) {
				for _, d := range le.Diagnostics {
					if d.Code == "T087" {
						t.Fatalf("unexpected %s", le.Format("<in>"))
					}
				}
			}
		})
	}
}

// checkFloatUntyped checks that an operand of unknown type that may be a
// float, written as text, is either tested when the query runs (a table's
// column toward PostgreSQL, DuckDB, Spark and Trino: floatUntypedWhen) or warned
// (W024), where want, and not both.
func checkFloatUntyped(t *testing.T, tr *lateral.Translation, to string, want bool) {
	t.Helper()
	warned := hasWarning(tr, "W024")
	// the float test's type names (typeof also tests other types)
	written := strings.Contains(tr.SQL, "IN ('double") || strings.Contains(tr.SQL, "IN ('DOUBLE'")
	if warned && written || (warned || written) != want || written && to != "postgres" && to != "duckdb" && to != "spark" && to != "trino" {
		t.Errorf("W024 warned=%v, run-time test written=%v, want one: %v (%v)", warned, written, want, tr.SQL)
	}
}
