package rewrite_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

const duckJSONSchema = "CREATE TABLE j (id INT, js STRING)"

// json_tuple and the JSON-array generators are spelled for DuckDB (the
// lower_join pass fires); keys are read as JSON pointers, every key
// literally.
func TestDuckJSONFired(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: duckJSONSchema, SchemaDialect: "hive"}
	tr := mustTranslate(t, `SELECT j.id, jt.a, jt.b FROM j LATERAL VIEW json_tuple(j.js, 'a.b', 'x/~y') jt AS a, b`, "hive", "duckdb", opts)
	checkFired(t, tr, "lower_join", true)
	for _, want := range []string{"CROSS JOIN LATERAL", "json_extract_string(_j.d, '/a.b')", "json_extract_string(_j.d, '/x~1~0y')", "json_valid(j.js)"} {
		if !strings.Contains(tr.SQL, want) {
			t.Errorf("missing %q in\n%s", want, tr.SQL)
		}
	}
	tr = mustTranslate(t, `SELECT j.id, e.s FROM j LATERAL VIEW explode_json_array_string_outer(j.js) e AS s`, "doris", "duckdb", opts)
	checkFired(t, tr, "lower_join", true)
	if !strings.Contains(tr.SQL, "LEFT JOIN LATERAL") || !strings.Contains(tr.SQL, "AS JSON[]") {
		t.Errorf("outer JSON array: got\n%s", tr.SQL)
	}
	// JSON elements as written: DuckDB keeps no such text, refused.
	_, err := lateral.Translate(`SELECT j.id, e.x FROM j LATERAL VIEW explode_json_array_json(j.js) e AS x`, "doris", "duckdb", opts)
	wantRefusal(t, nil, err, "T057")
	// PostgreSQL 15 cannot test a text for JSON validity: refused.
	_, err = lateral.Translate(`SELECT j.id, jt.a FROM j LATERAL VIEW json_tuple(j.js, 'a') jt AS a`, "hive", "postgres", opts)
	wantRefusal(t, nil, err, "T057")
}

// Hive keeps its own json_tuple: nothing is lowered, and no DuckDB JSON
// function appears.
func TestDuckJSONNoOp(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: duckJSONSchema, SchemaDialect: "hive"}
	tr := mustTranslate(t, `SELECT j.id, jt.a FROM j LATERAL VIEW json_tuple(j.js, 'a') jt AS a`, "spark", "hive", opts)
	checkFired(t, tr, "lower_join", false)
	if strings.Contains(tr.SQL, "json_valid") || !strings.Contains(tr.SQL, "json_tuple(j.js, 'a')") {
		t.Errorf("got\n%s", tr.SQL)
	}
}

// duckJSONDocs are documents the DuckDB spelling must read exactly as the
// source does (exact), or may refuse at run time with an error (never a
// different value).
var duckJSONDocs = []struct {
	doc   string
	exact bool
}{
	{`{"a": "x", "b": 2}`, true},
	{`{"a": null}`, true},
	{`not json`, true},
	{``, true},
	{`   `, true},
	{`[1, 2]`, true},
	{`3`, true},
	{`"s"`, true},
	{` {"a":1} `, true},
	{"\t{\"a\":\n1}\r\n", true},
	{`{"a.b": 1, "a": {"b": 2}, "": 3, "*": 4, "x/y": 5, "~": 6}`, true},
	{`{"a": {"d": [1, 2, {"e": "q"}]}, "b": []}`, true},
	{`{"a": 12345678901234567890, "b": -9223372036854775808}`, true},
	{`{"a": 123456789012345678901234567890}`, true},
	{`{"a": 1.5, "b": 0.1}`, true},
	{`{"a": 1.0, "b": -2.25}`, true},
	{`{"a": true, "b": false}`, true},
	{`{"a": "\u00e9\ud83d\ude00", "b": "tab\there"}`, true},
	{`{"a": "q\"uote", "b": "back\\slash"}`, true},
	{`{"a": 1, "a": 2}`, false},
	{`{"a": 1, "a": null}`, false},
	{`{"a": null, "a": 1}`, false},
	{`{"b": 1, "b": 2, "zz": 3}`, false},
	{`{"q": 1, "q": 2, "b": 3}`, true},
	{`{"a": 1,}`, true},
	{`{"a": NaN}`, true},
	{`{"a": Infinity, "b": 1}`, true},
	{`{"a": 01}`, true},
	{`{"a": 1.}`, true},
	{`{"a": 1} x`, false},
	{`{"a": 1}}`, false},
	{` {"a": {"b": 1}} [`, false},
	{`{"a": 1`, true},
	{`[1] {"a": 1}`, true},
	{`"s" x`, true},
	{`{a: 1}`, true},
	{`{"a": "\x"}`, true},
	{`{"a": 1.50}`, false},
	{`{"a": 1e2}`, false},
	{`{"a": -0}`, false},
	{`{"a": [2.50]}`, false},
	{`{"a": ["\b"]}`, false},
	{"{\"a\": \"raw\ttab\"}", false},
	{`{"a": "\ud800"}`, false},
}

// The DuckDB spelling of json_tuple gives, document by document, the rows
// of the source on the reference executor, or an error where it cannot.
func TestDuckJSONTupleOnEngine(t *testing.T) {
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	keys := []string{"a", "b", "a.b", "", "*", "x/y", "~", "zz"}
	var quoted, cols []string
	for i, k := range keys {
		quoted = append(quoted, "'"+k+"'")
		cols = append(cols, "jt.c"+string(rune('0'+i)))
	}
	aliases := strings.ReplaceAll(strings.Join(cols, ", "), "jt.", "")
	src := "SELECT j.id, " + strings.Join(cols, ", ") + " FROM j LATERAL VIEW json_tuple(j.js, " + strings.Join(quoted, ", ") + ") jt AS " + aliases
	for _, from := range []string{"spark", "hive"} {
		runDuckJSON(t, duck, ctx, from, src)
		// A literal document is checked at translation where it can be.
		runDuckJSON(t, duck, ctx, from, strings.Replace(src, "json_tuple(j.js", "json_tuple(DOC", 1))
	}
}

// A literal document that repeats a key or has text after the object is
// read at translation, for DuckDB as for PostgreSQL: Hive reads the last
// member of a name, Spark the last whose value is not null, and both ignore
// the text after the object (GenericUDTFJSONTuple reads the document into a
// map; Spark's JsonTuple streams the members, skipping null values, and
// stops at the object's end). A document column raises instead.
func TestJSONTupleRepeatedKeysAndTrailingText(t *testing.T) {
	for _, c := range []struct {
		from, doc, want string
	}{
		{"hive", `{"a": 1, "a": 2}`, "'2'"},
		{"spark", `{"a": 1, "a": 2}`, "'2'"},
		{"hive", `{"a": 1, "a": null}`, "NULL"},
		{"spark", `{"a": 1, "a": null}`, "'1'"},
		{"hive", `{"a": 1} x`, "'1'"},
		{"spark", `{"a": {"b": 2}}}`, `'{"b":2}'`},
	} {
		for _, target := range []string{"duckdb", "postgres"} {
			src := "SELECT json_tuple(" + sqlString(c.doc) + ", 'a')"
			tr := mustTranslate(t, src, c.from, target, lateral.TranslateOptions{})
			if !strings.Contains(tr.SQL, c.want) || strings.Contains(tr.SQL, "json_extract") {
				t.Errorf("%s %q to %s: want the literal %s, got\n%s", c.from, c.doc, target, c.want, tr.SQL)
			}
		}
	}
	opts := lateral.TranslateOptions{Schema: duckJSONSchema, SchemaDialect: "hive"}
	tr := mustTranslate(t, `SELECT jt.a FROM j LATERAL VIEW json_tuple(j.js, 'a', 'b') jt AS a, b`, "hive", "duckdb", opts)
	for _, want := range []string{"json_keys(j.js)", "_k IN ('a', 'b')", "repeats a key", "followed by more text"} {
		if !strings.Contains(tr.SQL, want) {
			t.Errorf("missing %q in\n%s", want, tr.SQL)
		}
	}
}

// Doris explode_json_array_string / _int / _double on DuckDB against the reference
// executor, array by array.
func TestDuckJSONArrayOnEngine(t *testing.T) {
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	for _, fn := range []string{"explode_json_array_string", "explode_json_array_int_outer", "explode_json_array_double"} {
		src := "SELECT j.id, e.v FROM j LATERAL VIEW " + fn + "(j.js) e AS v"
		runDuckJSON(t, duck, ctx, "doris", src, `[1, "a", null, true, false, [1, {"b": 2}], {"c": []}, -3, 4.7, -4.7, 9223372036854775807]`,
			`[9223372036854775808, -9223372036854775809, 1e400, 5.23]`, `[]`, `[[]]`, `[1,]`, `[NaN]`, `{"a": 1}`, `7`, `not json`, ``, `[1, 2`, `[01]`, `["\u00e9", "\/"]`)
	}
}

// runDuckJSON runs src (of dialect from, over j) on the reference executor
// and its DuckDB translation on DuckDB, with j holding one document at a
// time: duckJSONDocs, or the extra documents (all to be read exactly); DOC
// in src stands for the document as a string literal.
func runDuckJSON(t *testing.T, duck engines.Engine, ctx context.Context, from, src string, extra ...string) {
	t.Helper()
	opts := lateral.TranslateOptions{Schema: duckJSONSchema, SchemaDialect: "hive"}
	docs := duckJSONDocs
	if len(extra) > 0 {
		docs = nil
		for _, d := range extra {
			docs = append(docs, struct {
				doc   string
				exact bool
			}{d, true})
		}
	}
	for _, d := range docs {
		// DOC in src stands for the document as a literal.
		src := strings.ReplaceAll(src, "DOC", sqlString(strings.ReplaceAll(d.doc, `\`, `\\`)))
		tr := mustTranslate(t, src, from, "duckdb", opts)
		ref, err := lateral.Run(ctx, src, from, lateral.RunOptions{Timeout: 30 * time.Second,
			Setup: []string{duckJSONSchema + "; INSERT INTO j VALUES (1, " + sqlString(strings.ReplaceAll(d.doc, `\`, `\\`)) + ")"}})
		if err != nil {
			t.Fatalf("reference executor, %q: %v", d.doc, err)
		}
		all, err := ref.All()
		ref.Close()
		if err != nil {
			t.Fatalf("reference executor, %q: %v", d.doc, err)
		}
		want := engines.FromReferenceRows(all)
		enginetest.Exec(t, duck, "DROP TABLE IF EXISTS j; CREATE TABLE j (id INTEGER, js VARCHAR); INSERT INTO j VALUES (1, "+sqlString(d.doc)+")")
		got, err := duck.Query(ctx, tr.SQL)
		switch {
		case err != nil && d.exact:
			t.Errorf("%s on %q: DuckDB failed: %v", from, d.doc, err)
		case err != nil:
			if !strings.Contains(err.Error(), "lateral:") {
				t.Errorf("%s on %q: DuckDB failed, not with lateral's error: %v", from, d.doc, err)
			}
		default:
			if ok, msg := engines.EqualRows(want, got.Rows, false); !ok {
				t.Errorf("%s on %q: DuckDB differs from the reference executor: %s", from, d.doc, msg)
			}
		}
	}
}

// sqlString quotes s as a string literal; the reference executor's Hive
// and Doris literals read backslash escapes, which the caller doubles.
func sqlString(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// PostgreSQL json_array_elements_text on DuckDB against PostgreSQL itself:
// the same rows, an error where PostgreSQL raises, or lateral's error
// where DuckDB cannot give PostgreSQL's text.
func TestDuckPGJSONArrayOnEngine(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	const src = "SELECT j.id, e.v FROM j CROSS JOIN LATERAL json_array_elements_text(CAST(j.js AS JSON)) AS e(v)"
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE j (id INT, js TEXT)", SchemaDialect: "postgres"}
	tr := mustTranslate(t, src, "postgres", "duckdb", opts)
	for _, c := range []struct {
		doc   string // "" for NULL
		exact bool   // DuckDB gives PostgreSQL's rows or its error
	}{
		{`["a", "b"]`, true}, {`[1, 2.5, true, null, "x", -0.25]`, true}, {`[]`, true},
		{`["\u00e9\n", "q\"", "\/"]`, true}, {`[12345678901234567890123]`, true},
		{`{"a": 1}`, true}, {`3`, true}, {`not json`, true}, {`[1,]`, true}, {``, true},
		{`[1.50]`, false}, {`[1e2]`, false}, {`[{"a": 1}]`, false}, {`[[1,2]]`, false}, {`["\u0000"]`, false},
	} {
		doc := "NULL"
		if c.doc != "" {
			doc = sqlString(c.doc)
		}
		setup := "DROP TABLE IF EXISTS j; CREATE TABLE j (id INT, js TEXT); INSERT INTO j VALUES (1, " + doc + ")"
		enginetest.Exec(t, pg, setup)
		enginetest.Exec(t, duck, setup)
		want, pgErr := pg.Query(ctx, src)
		got, err := duck.Query(ctx, tr.SQL)
		checkDuckAgainstPG(t, c.doc, c.exact, want, pgErr, got, err)
	}
}

// json_tuple over a literal document is computed at translation for
// PostgreSQL: the same row as the source on the reference executor, or a
// refusal for a document whose reading differs between JSON readers.
func TestPGJSONTupleLiteralOnEngine(t *testing.T) {
	pg := enginetest.Postgres(t)
	ctx := enginetest.Ctx(t)
	const keys = "'a', 'b', 'a.b', '', '*', 'x/y', '~', 'zz', NULL"
	for _, d := range duckJSONDocs {
		lit := sqlString(strings.ReplaceAll(d.doc, `\`, `\\`))
		src := "SELECT json_tuple(" + lit + ", " + keys + ")"
		tr, err := lateral.Translate(src, "spark", "postgres", lateral.TranslateOptions{})
		if err != nil {
			if !strings.Contains(d.doc, "\t") {
				t.Errorf("%q: refused: %v", d.doc, err)
			}
			continue
		}
		ref, err := lateral.Run(ctx, src, "spark", lateral.RunOptions{Timeout: 30 * time.Second})
		if err != nil {
			t.Fatalf("reference executor, %q: %v", d.doc, err)
		}
		all, err := ref.All()
		ref.Close()
		if err != nil {
			t.Fatalf("reference executor, %q: %v", d.doc, err)
		}
		got, err := pg.Query(ctx, tr.SQL)
		if err != nil {
			t.Errorf("%q: PostgreSQL: %v\n%s", d.doc, err, tr.SQL)
			continue
		}
		if ok, msg := engines.EqualRows(engines.FromReferenceRows(all), got.Rows, false); !ok {
			t.Errorf("%q: PostgreSQL differs from the reference executor: %s", d.doc, msg)
		}
	}
	// A NULL document: one row of NULLs.
	tr := mustTranslate(t, "SELECT json_tuple(NULL, 'a')", "spark", "postgres", lateral.TranslateOptions{})
	enginetest.CheckRows(t, pg, tr.SQL, false, [][]engines.Value{{nil}})
}

// array_position (Spark, Trino) and list_position (DuckDB) translated
// both ways give the source's rows when the translation runs with the
// target's semantics on the reference executor (Spark reaches no real
// engine here; DuckDB and PostgreSQL are checked by the conformance
// cases array_functions/spark_array_position and duckdb_list_position).
func TestArrayPositionTranslationsOnExecutor(t *testing.T) {
	ctx := enginetest.Ctx(t)
	setup := map[string]string{
		"spark": "CREATE TABLE t (id INT, arr ARRAY<INT>, v INT); INSERT INTO t VALUES (1, array(1, 2, 1), 1), (2, array(2, NULL, 3), 3), " +
			"(3, array(2, 3), 4), (4, CAST(array() AS ARRAY<INT>), 1), (5, NULL, 1), (6, array(1, NULL), NULL), (7, array(NULL, 5), NULL)",
		"duckdb": "CREATE TABLE t (id INTEGER, arr INTEGER[], v INTEGER); INSERT INTO t VALUES (1, [1, 2, 1], 1), (2, [2, NULL, 3], 3), " +
			"(3, [2, 3], 4), (4, CAST([] AS INTEGER[]), 1), (5, NULL, 1), (6, [1, NULL], NULL), (7, [NULL, 5], NULL)",
	}
	run := func(src, d string) [][]engines.Value {
		t.Helper()
		r, err := lateral.Run(ctx, src, d, lateral.RunOptions{Timeout: 30 * time.Second, Setup: []string{setup[d]}})
		if err != nil {
			t.Fatalf("%s: %v\n%s", d, err, src)
		}
		all, err := r.All()
		r.Close()
		if err != nil {
			t.Fatalf("%s: %v\n%s", d, err, src)
		}
		return engines.FromReferenceRows(all)
	}
	for _, c := range []struct{ from, src, to string }{
		{"duckdb", "SELECT t.id, list_position(t.arr, 1) AS p, list_position(t.arr, t.v) AS q FROM t", "spark"},
		{"spark", "SELECT t.id, array_position(t.arr, 1) AS p, array_position(t.arr, t.v) AS q FROM t", "duckdb"},
	} {
		tr := mustTranslate(t, c.src, c.from, c.to, lateral.TranslateOptions{Schema: setup[c.from], SchemaDialect: c.from})
		want, got := run(c.src, c.from), run(tr.SQL, c.to)
		if ok, msg := engines.EqualRows(want, got, false); !ok {
			t.Errorf("%s to %s: %s\n%s", c.from, c.to, msg, tr.SQL)
		}
	}
}

// checkDuckAgainstPG compares DuckDB's result of a translation (got, err)
// with PostgreSQL's of the source (want, pgErr) for the JSON document doc:
// the same rows, an error on both, or lateral's run-time error on DuckDB,
// which is wrong only where DuckDB should read the document (exact).
func checkDuckAgainstPG(t *testing.T, doc string, exact bool, want *engines.Result, pgErr error, got *engines.Result, err error) {
	t.Helper()
	switch {
	case err != nil && strings.Contains(err.Error(), "lateral:"):
		if exact {
			t.Errorf("%s: DuckDB refused a document it should read: %v", doc, err)
		}
	case pgErr != nil || err != nil:
		if (pgErr == nil) != (err == nil) {
			t.Errorf("%s: PostgreSQL error %v, DuckDB error %v", doc, pgErr, err)
		}
	default:
		if ok, msg := engines.EqualRows(want.Rows, got.Rows, false); !ok {
			t.Errorf("%s: DuckDB differs from PostgreSQL: %s", doc, msg)
		}
	}
}
