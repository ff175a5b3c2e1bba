package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// structSchema: arrays of structs, with a nested struct, an array field and
// a field whose name is not lower case.
const structSchema = "CREATE TABLE s (id INT, items ARRAY<STRUCT<sku:STRING, qty:INT>>, " +
	"deep ARRAY<STRUCT<k:INT, d:STRUCT<x:DOUBLE, y:STRING>>>, " +
	"lists ARRAY<STRUCT<k:INT, xs:ARRAY<INT>>>, " +
	"mixed ARRAY<STRUCT<`Sku`:STRING>>, nums ARRAY<INT>)"

// For Snowflake, an array of structs is FLATTEN read field by field:
// CAST(STRIP_NULL_VALUE(t.VALUE['f']) AS T); the fields expanded into
// columns (inline, Trino's UNNEST of rows), or read through a column that
// keeps each element whole, which is itself rebuilt as a structured OBJECT.
func TestSnowflakeStructArrays(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: structSchema, SchemaDialect: "spark"}
	for _, tc := range []struct{ name, from, in, want string }{
		{"inline expands the fields", "spark",
			"SELECT s.id, i.sku, i.qty FROM s LATERAL VIEW inline(s.items) i AS sku, qty",
			"SELECT s.id, CAST(strip_null_value(i.VALUE['sku']) AS STRING) AS sku, CAST(strip_null_value(i.VALUE['qty']) AS INTEGER) AS qty " +
				"FROM s, LATERAL flatten(INPUT => s.items) AS i"},
		{"inline_outer keeps the row", "spark",
			"SELECT s.id, i.a FROM s LATERAL VIEW inline_outer(s.items) i AS a, b",
			"SELECT s.id, CAST(strip_null_value(i.VALUE['sku']) AS STRING) AS a " +
				"FROM s, LATERAL flatten(INPUT => s.items, OUTER => TRUE) AS i"},
		{"Trino UNNEST of rows with ordinality, left joined", "trino",
			"SELECT s.id, u.qty, u.n FROM s LEFT JOIN UNNEST(s.items) WITH ORDINALITY AS u(sku, qty, n) ON TRUE",
			"SELECT s.id, CAST(strip_null_value(u.VALUE['qty']) AS INTEGER) AS qty, u.INDEX + 1 AS n " +
				"FROM s, LATERAL flatten(INPUT => s.items, OUTER => TRUE) AS u"},
		{"a field through the column, and through the bare column name", "spark",
			"SELECT e.item.qty, item.sku FROM s LATERAL VIEW explode(s.items) e AS item WHERE e.item.qty > 1",
			"SELECT CAST(strip_null_value(e.VALUE['qty']) AS INTEGER) AS qty, CAST(strip_null_value(e.VALUE['sku']) AS STRING) AS sku " +
				"FROM s, LATERAL flatten(INPUT => s.items) AS e WHERE CAST(strip_null_value(e.VALUE['qty']) AS INTEGER) > 1"},
		{"a field of a nested struct", "spark",
			"SELECT e.item.d.x AS x FROM s LATERAL VIEW explode(s.deep) e AS item",
			"SELECT CAST(strip_null_value(e.VALUE['d']['x']) AS DOUBLE) AS x FROM s, LATERAL flatten(INPUT => s.deep) AS e"},
		{"the key is the field's name as the schema spells it", "spark",
			"SELECT e.item.sku AS v FROM s LATERAL VIEW explode(s.mixed) e AS item",
			"SELECT CAST(strip_null_value(e.VALUE['Sku']) AS STRING) AS v FROM s, LATERAL flatten(INPUT => s.mixed) AS e"},
		{"the whole struct is rebuilt from its fields", "spark",
			"SELECT s.id, e.item FROM s LATERAL VIEW explode_outer(s.items) e AS item",
			"SELECT s.id, CASE WHEN strip_null_value(e.VALUE) IS NULL THEN NULL ELSE OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED(" +
				"'sku', CAST(strip_null_value(e.VALUE['sku']) AS STRING), 'qty', CAST(strip_null_value(e.VALUE['qty']) AS INTEGER)) END AS item " +
				"FROM s, LATERAL flatten(INPUT => s.items, OUTER => TRUE) AS e"},
		{"a * in a nested query is its own", "spark",
			"SELECT e.item.k FROM s LATERAL VIEW explode(s.deep) e AS item WHERE EXISTS (SELECT * FROM s AS s2 WHERE s2.id = e.item.k)",
			"SELECT CAST(strip_null_value(e.VALUE['k']) AS INTEGER) AS k FROM s, LATERAL flatten(INPUT => s.deep) AS e " +
				"WHERE EXISTS (SELECT * FROM s AS s2 WHERE s2.id = CAST(strip_null_value(e.VALUE['k']) AS INTEGER))"},
		{"a field ordered by", "duckdb",
			"SELECT u.item.sku FROM s, unnest(s.items) AS u(item) ORDER BY u.item.qty",
			"SELECT CAST(strip_null_value(u.VALUE['sku']) AS STRING) AS sku FROM s, LATERAL flatten(INPUT => s.items) AS u " +
				"ORDER BY CAST(strip_null_value(u.VALUE['qty']) AS INTEGER)"},
		{"a field of a field access over the column", "duckdb",
			"SELECT (u.item).d.x AS x FROM s, unnest(s.deep) AS u(item)",
			"SELECT CAST(strip_null_value(u.VALUE['d']['x']) AS DOUBLE) AS x FROM s, LATERAL flatten(INPUT => s.deep) AS u"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, "snowflake", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, "snowflake", opts)
		})
	}
}

// arrays_zip and zip expanded by inline or UNNEST are the zip of the
// arrays; an aggregate LATERAL subquery reads a struct element's fields.
func TestSnowflakeZipAndStructAggregates(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, a ARRAY<INT>, b ARRAY<STRING>, items ARRAY<STRUCT<f:INT, g:STRING>>)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"}
	for _, tc := range []struct{ name, from, in, want string }{
		{"inline of arrays_zip", "spark",
			"SELECT t.id, z.x, z.y FROM t LATERAL VIEW inline_outer(arrays_zip(t.a, t.b)) z AS x, y",
			"SELECT t.id, CAST(strip_null_value((CASE WHEN t.b IS NULL THEN NULL ELSE t.a END)[z.INDEX]) AS INTEGER) AS x, " +
				"CAST(strip_null_value((CASE WHEN t.a IS NULL THEN NULL ELSE t.b END)[z.INDEX]) AS STRING) AS y " +
				"FROM t, LATERAL flatten(INPUT => array_generate_range(0, greatest(coalesce(array_size(CASE WHEN t.b IS NULL THEN NULL ELSE t.a END), 0), " +
				"coalesce(array_size(CASE WHEN t.a IS NULL THEN NULL ELSE t.b END), 0))), OUTER => TRUE) AS z"},
		{"an aggregate over a struct field", "duckdb",
			"SELECT t.id, s.total FROM t, LATERAL (SELECT sum(e.f) AS total FROM unnest(t.items) AS u(e) WHERE u.e.g <> 'z') AS s",
			"SELECT t.id, sum(CASE WHEN _u1.INDEX IS NOT NULL AND CAST(strip_null_value(_u1.VALUE['g']) AS STRING) <> 'z' " +
				"THEN CAST(strip_null_value(_u1.VALUE['f']) AS INTEGER) END) OVER (PARTITION BY _u1.SEQ) AS total " +
				"FROM t, LATERAL flatten(INPUT => t.items, OUTER => TRUE) AS _u1 QUALIFY _u1.INDEX IS NULL OR _u1.INDEX = 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, "snowflake", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, "snowflake", opts)
		})
	}
	// The whole struct element in an aggregate is not one.
	tr, err := lateral.Translate("SELECT t.id, s.m FROM t, LATERAL (SELECT max(u.e) AS m FROM unnest(t.items) AS u(e)) AS s", "duckdb", "snowflake", opts)
	wantRefusal(t, tr, err, "T050")
}

// A field of a struct column, or of a struct an expression gives, is read
// by its key: t.col.f would be column f of table col in schema t.
func TestSnowflakeStructFieldPaths(t *testing.T) {
	const schema = "CREATE TABLE t (id INT, st STRUCT<a:INT, b:STRING, n:STRUCT<x:DOUBLE>, xs:ARRAY<INT>>, items ARRAY<STRUCT<sku:STRING>>)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "spark"}
	for _, tc := range []struct{ name, from, in, want string }{
		{"through the column, qualified or not", "spark",
			"SELECT t.st.a, st.b FROM t WHERE t.st.n.x > 1",
			"SELECT CAST(strip_null_value(t.st['a']) AS INTEGER) AS a, CAST(strip_null_value(st['b']) AS STRING) AS b FROM t " +
				"WHERE CAST(strip_null_value(t.st['n']['x']) AS DOUBLE) > 1"},
		{"over a subscript, and a field access", "trino",
			"SELECT t.items[1].sku AS s, (t.st).a FROM t",
			"SELECT CAST(strip_null_value(t.items[0]['sku']) AS STRING) AS s, CAST(strip_null_value(t.st['a']) AS INTEGER) AS a FROM t"},
		{"the whole column is the column", "spark", "SELECT t.st FROM t", "SELECT t.st FROM t"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, tc.from, "snowflake", opts)
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
			checkIdempotent(t, tr, "snowflake", opts)
		})
	}
	for _, in := range []string{"SELECT t.st.n FROM t", "SELECT t.st.xs FROM t", "SELECT (t.st).n FROM t"} {
		tr, err := lateral.Translate(in, "spark", "snowflake", opts)
		wantRefusal(t, tr, err, "T081")
	}
}

// What cannot be read back exactly stays refused, saying why.
func TestSnowflakeStructRefusals(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: structSchema, SchemaDialect: "spark"}
	for _, tc := range []struct{ name, from, in, code, says string }{
		{"an array field", "spark", "SELECT i.k, i.xs FROM s LATERAL VIEW inline(s.lists) i AS k, xs",
			"T081", "the type of xs is array"},
		{"a nested struct expanded whole", "spark", "SELECT i.k FROM s LATERAL VIEW inline(s.deep) i AS k, d",
			"T081", "the type of d is struct"},
		{"a whole element with a nested struct", "spark", "SELECT e.item FROM s LATERAL VIEW explode(s.deep) e AS item",
			"T081", "the type of d is struct"},
		{"a field the struct does not have", "spark", "SELECT e.item.nope FROM s LATERAL VIEW explode(s.items) e AS item",
			"T081", "no field nope"},
		{"a whole nested struct", "spark", "SELECT e.item.d FROM s LATERAL VIEW explode(s.deep) e AS item",
			"T081", "the type of d is struct"},
		{"a * over an element that cannot be rebuilt", "spark", "SELECT e.* FROM s LATERAL VIEW explode(s.deep) e AS item",
			"T081", "the type of d is struct"},
		{"inline of an array of scalars", "spark", "SELECT i.a FROM s LATERAL VIEW inline(s.nums) i AS a",
			"T081", "not known to be a struct"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := lateral.Translate(tc.in, tc.from, "snowflake", opts)
			wantRefusal(t, tr, err, tc.code)
			var le *lateral.Error
			errors.As(err, &le)
			for _, d := range le.Diagnostics {
				if d.Code == tc.code && strings.Contains(d.Message, tc.says) {
					return
				}
			}
			t.Errorf("want %s saying %q, got:\n%s", tc.code, tc.says, le.Format("<in>"))
		})
	}
	// Without the schema the element type is not known.
	_, err := lateral.Translate("SELECT i.a FROM s LATERAL VIEW inline(s.items) i AS a, b", "spark", "snowflake", lateral.TranslateOptions{})
	wantRefusal(t, nil, err, "T081")
}

// A struct value is a structured OBJECT in Snowflake:
// OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED, whose keys an unnamed constructor
// takes from the struct type it is cast to.
func TestSnowflakeStructConstructors(t *testing.T) {
	for _, tc := range []struct{ from, in, want string }{
		{"spark", "SELECT named_struct('a', 1, 'b', CAST(NULL AS STRING))",
			"SELECT OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('a', 1, 'b', CAST(NULL AS STRING))"},
		{"trino", "SELECT CAST(ROW('a', 1) AS ROW(sku VARCHAR, qty INTEGER))",
			"SELECT CAST(OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('sku', 'a', 'qty', 1) AS OBJECT(sku VARCHAR, qty INTEGER)) AS _col0"},
		{"spark", "SELECT CAST(array(struct('a', 1), NULL) AS ARRAY<STRUCT<sku:STRING, qty:INT>>)",
			"SELECT CAST([OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('sku', 'a', 'qty', 1), NULL] AS ARRAY(OBJECT(sku STRING, qty INTEGER)))"},
	} {
		tr := mustTranslate(t, tc.in, tc.from, "snowflake", lateral.TranslateOptions{})
		if tr.SQL != tc.want {
			t.Errorf("%s:\n got  %s\n want %s", tc.in, tr.SQL, tc.want)
		}
	}
	// An unnamed struct has no keys.
	tr, err := lateral.Translate("SELECT struct(1, 2)", "spark", "snowflake", lateral.TranslateOptions{})
	wantRefusal(t, tr, err, "T090")
}
