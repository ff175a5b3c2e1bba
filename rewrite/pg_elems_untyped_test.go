package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// An array whose elements' type is not known, joined as text by
// PostgreSQL's array_to_string toward Spark, Trino and Presto, has each
// element written through transform as a value of unknown type written as
// text is: a float raises (floatUntypedWhen's test), a BOOLEAN is the first
// letter of true or false (PostgreSQL's t or f), toward Spark an array,
// map or struct element raises (its CAST writes [1, 2], which its
// array_join does not join), any other element is its cast to a string, as
// array_join casts it; no warning is left.
func TestPgElemsUntyped(t *testing.T) {
	for _, tc := range []struct {
		to, in string
		want   []string
	}{
		{"spark", "SELECT array_to_string(a, ',') AS c FROM u", []string{
			"array_join(transform(a, _e1 -> CASE WHEN typeof(_e1) IN ('double', 'float') AND _e1 IS NOT NULL THEN CAST(coalesce(assert_true(_e1 IS NULL), TRUE) AS STRING)",
			"WHEN typeof(_e1) = 'boolean' THEN substr(CAST(_e1 AS STRING), 1, 1)",
			"WHEN (typeof(_e1) LIKE 'array<%' OR typeof(_e1) LIKE 'map<%' OR typeof(_e1) LIKE 'struct<%') AND _e1 IS NOT NULL THEN CAST(coalesce(assert_true(_e1 IS NULL), TRUE) AS STRING)",
			"ELSE CAST(_e1 AS STRING) END), ',')"}},
		{"trino", "SELECT array_to_string(ARRAY[x, NULL], ',', '*') AS c FROM u", []string{
			"array_join(transform(ARRAY[x, NULL], _e1 -> CASE WHEN typeof(_e1) IN ('double', 'real') AND _e1 IS NOT NULL THEN CAST(CAST('a floating-point value written as text, which trino writes otherwise than postgres",
			"' || typeof(_e1) AS BIGINT) AS VARCHAR) WHEN typeof(_e1) = 'boolean' THEN substr(CAST(_e1 AS VARCHAR), 1, 1) WHEN (typeof(_e1) LIKE 'interval%' OR typeof(_e1) LIKE 'time%') AND _e1 IS NOT NULL THEN",
			"ELSE CAST(_e1 AS VARCHAR) END), ',', '*')"}},
		{"presto", "SELECT array_to_string(a, ',') AS c FROM u", []string{
			"typeof(_e1) IN ('double', 'real')", "WHEN typeof(_e1) = 'boolean' THEN substr(CAST(_e1 AS VARCHAR), 1, 1)"}},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", tc.to, lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s: %s: %v", tc.to, tc.in, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(tr.SQL, w) {
				t.Errorf("%s: %s: want %q in:\n%s", tc.to, tc.in, w, tr.SQL)
			}
		}
		if tc.to != "spark" && strings.Contains(tr.SQL, "LIKE 'array") {
			t.Errorf("%s: the nested test is Spark's: %s", tc.to, tr.SQL)
		}
		if hasWarning(tr, "W017") || hasWarning(tr, "W024") {
			t.Errorf("%s: %s: tested when run, and warned: %v", tc.to, tc.in, tr.Warnings)
		}
	}
	// elements of known type are not mapped: an array of integers, of
	// strings; BOOLEAN elements are pgBoolConcat's, floats refused (T087)
	for _, tc := range []struct{ in, schema string }{
		{"SELECT array_to_string(ARRAY[1, 2], ',') AS c", ""},
		{"SELECT array_to_string(a, ',') AS c FROM u", "CREATE TABLE u (a TEXT[])"},
	} {
		tr, err := lateral.Translate(tc.in, "postgres", "spark", lateral.TranslateOptions{Schema: tc.schema})
		if err != nil || strings.Contains(tr.SQL, "transform") {
			t.Errorf("%s: %v %v", tc.in, tr, err)
		}
	}
}

// An ARRAY constructor whose elements' common type is not given but that
// holds a float (ARRAY[1.5::float8, 2]) is an array of floats: joined as
// text it is refused (T087) as one of known type is, both ways.
func TestFloatArrayMixedElems(t *testing.T) {
	for _, tc := range []struct{ from, to, in string }{
		{"postgres", "spark", "SELECT array_to_string(ARRAY[1.5::float8, 2], ',') AS c"},
		{"postgres", "trino", "SELECT array_to_string(ARRAY[2, CAST(x AS REAL)], ',') AS c FROM u"},
		{"spark", "postgres", "SELECT array_join(array(CAST(1.5 AS DOUBLE), 2), ',') AS c"},
	} {
		_, err := lateral.Translate(tc.in, tc.from, tc.to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T087") {
			t.Errorf("%s to %s: %s: want T087, got %v", tc.from, tc.to, tc.in, err)
		}
	}
}

// Between two dialects other than PostgreSQL that write floats otherwise
// (float_text.go), an array of unknown elements joined as text has its
// elements tested for floats toward Spark, Trino, Presto (transform) and
// DuckDB (list_transform; run on DuckDB in TestUntypedElemsDuckDB), and
// warns (W017) toward the others; dialects that agree (Spark and Hive)
// keep it as it is.
func TestUntypedElemsFloatPairs(t *testing.T) {
	for _, tc := range []struct {
		from, to string
		want     []string
	}{
		{"spark", "trino", []string{"array_join(transform(a, _e1 -> CASE WHEN (typeof(_e1) IN ('double', 'real') OR typeof(_e1) LIKE 'timestamp(%' OR typeof(_e1) LIKE 'time(%' OR typeof(_e1) LIKE 'interval%') AND _e1 IS NOT NULL", "ELSE CAST(_e1 AS VARCHAR) END), ',')"}},
		// from Trino, a TIMESTAMP element raises too (Trino writes the
		// digits of its precision)
		{"trino", "spark", []string{"array_join(transform(a, _e1 -> CASE WHEN (typeof(_e1) IN ('double', 'float', 'timestamp', 'timestamp_ntz') OR typeof(_e1) LIKE 'interval%') AND _e1 IS NOT NULL", "typeof(_e1) LIKE 'array<%'", "ELSE CAST(_e1 AS STRING) END), ',')"}},
		{"spark", "duckdb", []string{"list_transform(a, _e1 -> CASE WHEN typeof(_e1) IN ('DOUBLE', 'FLOAT') THEN error(", "ELSE CAST(_e1 AS VARCHAR) END)"}},
	} {
		tr, err := lateral.Translate("SELECT array_join(a, ',') AS j FROM u", tc.from, tc.to, lateral.TranslateOptions{})
		if err != nil {
			t.Errorf("%s to %s: %v", tc.from, tc.to, err)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(tr.SQL, w) {
				t.Errorf("%s to %s: want %q in:\n%s", tc.from, tc.to, w, tr.SQL)
			}
		}
		if strings.Contains(tr.SQL, "'boolean'") || hasWarning(tr, "W017") || hasWarning(tr, "W024") {
			t.Errorf("%s to %s: a BOOLEAN test or a warning: %s %v", tc.from, tc.to, tr.SQL, tr.Warnings)
		}
	}
	tr, err := lateral.Translate("SELECT array_join(a, ',') AS j FROM u", "spark", "bigquery", lateral.TranslateOptions{})
	if err != nil || !hasWarning(tr, "W017") || strings.Contains(tr.SQL, "typeof") {
		t.Errorf("spark to bigquery: want W017 only: %v %v", tr, err)
	}
	for _, w := range tr.Warnings {
		if w.Code == "W017" && (!strings.Contains(w.Message, "floating-point values, bigquery writes them here otherwise than spark") || strings.Contains(w.Message, "BOOLEAN")) {
			t.Errorf("spark to bigquery: %s", w.Message)
		}
	}
	// a BOOLEAN is true or false in both: kept as it is (concat_ws's
	// argument cast to VARCHAR, Trino's concat_ws taking strings only:
	// concat_text_args_strict.go)
	tr, err = lateral.Translate("SELECT array_join(array(x > 1, TRUE), ',') AS j, concat_ws(',', b, 'a') AS k FROM u", "spark", "trino", lateral.TranslateOptions{Schema: "CREATE TABLE u (x INT, b BOOLEAN)"})
	if err != nil || !strings.Contains(tr.SQL, "array_join(ARRAY[x > 1, TRUE], ',') AS j, concat_ws(',', CAST(b AS VARCHAR), 'a') AS k") {
		t.Errorf("spark to trino, BOOLEANs: %v %v", tr, err)
	}
	tr, err = lateral.Translate("SELECT array_join(a, ',') AS j FROM u", "spark", "hive", lateral.TranslateOptions{})
	if err == nil && (strings.Contains(tr.SQL, "typeof") || hasWarning(tr, "W017")) {
		t.Errorf("spark to hive, which write floats alike: %v", tr)
	}
}
