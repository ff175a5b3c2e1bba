package rewrite_test

import (
	"strings"
	"testing"
	"time"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// jsonbDocs are documents for PostgreSQL's jsonb generators; exact: DuckDB
// must give PostgreSQL's rows (or its error), else it may raise lateral's
// error instead (never other rows).
var jsonbDocs = []struct {
	doc   string // "" for NULL
	exact bool
}{
	{`["a", "b"]`, true}, {`[1, 2.5, true, null, "x", -0.25, -7]`, true}, {`[]`, true},
	{`["\u00e9\n", "q\"", "\/", "x\u0041"]`, true}, {`[12345678901234567890123]`, true},
	{`{"a": 1}`, true}, {`3`, true}, {`not json`, true}, {`[1,]`, true}, {``, true}, {`[0.5, 0, -0.5]`, true},
	{`[1.50]`, false}, {`[1e2]`, false}, {`[1E2]`, false}, {`[-0]`, false}, {`[-0.0]`, false}, {`[1, -0.00]`, false},
	{`[{"a": 1}]`, false}, {`[{"a":1}]`, false}, {`[{"b":1,"a":2}]`, false}, {`[[1,2]]`, false}, {`[[]]`, false},
	{`["\u0000"]`, false}, {`["\ud800"]`, false}, {`[1e131072]`, false},
}

// PostgreSQL jsonb_array_elements_text: the reference executor gives
// PostgreSQL's rows (or fails where it fails), and the DuckDB translation
// gives them too or raises lateral's error; never the json reading.
func TestJSONBArrayElementsTextOnEngines(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	const schema = "CREATE TABLE j (id INT, js TEXT)"
	const src = "SELECT j.id, e.v FROM j CROSS JOIN LATERAL jsonb_array_elements_text(CAST(j.js AS JSONB)) AS e(v)"
	opts := lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"}
	tr := mustTranslate(t, src, "postgres", "duckdb", opts)
	toPG := mustTranslate(t, src, "postgres", "postgres", opts)
	if !strings.Contains(toPG.SQL, "jsonb_array_elements_text(CAST(j.js AS JSONB))") {
		t.Errorf("postgres: want jsonb_array_elements_text of a JSONB cast, got\n%s", toPG.SQL)
	}
	for _, c := range jsonbDocs {
		doc := "NULL"
		if c.doc != "" {
			doc = sqlString(c.doc)
		}
		setup := "DROP TABLE IF EXISTS j; " + schema + "; INSERT INTO j VALUES (1, " + doc + ")"
		enginetest.Exec(t, pg, setup)
		enginetest.Exec(t, duck, setup)
		want, pgErr := pg.Query(ctx, src)

		// The reference executor runs the source with PostgreSQL's rules.
		var refRows [][]engines.Value
		ref, refErr := lateral.Run(ctx, src, "postgres", lateral.RunOptions{Timeout: 30 * time.Second,
			Setup: []string{schema + "; INSERT INTO j VALUES (1, " + doc + ")"}})
		if refErr == nil {
			all, err := ref.All()
			ref.Close()
			refErr = err
			refRows = engines.FromReferenceRows(all)
		}
		switch {
		case (pgErr == nil) != (refErr == nil):
			t.Errorf("%s: PostgreSQL error %v, reference executor error %v", c.doc, pgErr, refErr)
		case pgErr == nil:
			if ok, msg := engines.EqualRows(want.Rows, refRows, false); !ok {
				t.Errorf("%s: the reference executor differs from PostgreSQL: %s", c.doc, msg)
			}
		}

		// The translation to PostgreSQL.
		if got, err := pg.Query(ctx, toPG.SQL); (err == nil) != (pgErr == nil) {
			t.Errorf("%s: PostgreSQL error %v, its translation's %v", c.doc, pgErr, err)
		} else if err == nil {
			if ok, msg := engines.EqualRows(want.Rows, got.Rows, false); !ok {
				t.Errorf("%s: the translation to PostgreSQL differs: %s", c.doc, msg)
			}
		}

		got, err := duck.Query(ctx, tr.SQL)
		checkDuckAgainstPG(t, c.doc, c.exact, want, pgErr, got, err)
	}
}

// jsonb_each[_text] and jsonb_array_elements on the reference executor
// against PostgreSQL, document by document: the same rows (JSON values
// compared as canonical JSON, text exactly) or both failing.
func TestJSONBGeneratorsOnExecutor(t *testing.T) {
	pg := enginetest.Postgres(t)
	ctx := enginetest.Ctx(t)
	const schema = "CREATE TABLE j (id INT, js TEXT)"
	docs := []string{
		`{"b": 1, "a": 2, "a": 3, "aa": {"z": 1, "y": [1.0, 2e0]}, "": null, "é": 1, "z": "q\"x\u0041"}`,
		`{}`, `{"n": -0, "m": 1e2, "k": 1.50, "s": "\b\f\u0001\/"}`, `[1]`, `1`, `null`, `{"a": 1,}`, `{"a": "\u0000"}`,
		`[1e2, -0, 1.50, {"b":1,"a":2, "a":3}, "x\u0041", [1, {"d": null}], null, "t\tab"]`, `[]`, `{"a": 1}`,
	}
	for _, fn := range []string{"jsonb_each_text", "jsonb_each", "jsonb_array_elements", "jsonb_array_elements_text"} {
		// The value also as text: a jsonb value's layout is compared too.
		cols, alias := "e.k, e.v, CAST(e.v AS TEXT) AS t, e.n", "e(k, v, n)"
		if strings.HasPrefix(fn, "jsonb_array") {
			cols, alias = "e.v, CAST(e.v AS TEXT) AS t, e.n", "e(v, n)"
		}
		src := "SELECT j.id, " + cols + " FROM j CROSS JOIN LATERAL " + fn + "(CAST(j.js AS JSONB)) WITH ORDINALITY AS " + alias
		for _, d := range docs {
			setup := schema + "; INSERT INTO j VALUES (1, " + sqlString(d) + ")"
			enginetest.Exec(t, pg, "DROP TABLE IF EXISTS j; "+setup)
			want, pgErr := pg.Query(ctx, src)
			var refRows [][]engines.Value
			ref, refErr := lateral.Run(ctx, src, "postgres", lateral.RunOptions{Timeout: 30 * time.Second, Setup: []string{setup}})
			if refErr == nil {
				all, err := ref.All()
				ref.Close()
				refErr = err
				refRows = engines.FromReferenceRows(all)
			}
			switch {
			case (pgErr == nil) != (refErr == nil):
				t.Errorf("%s(%s): PostgreSQL error %v, reference executor error %v", fn, d, pgErr, refErr)
			case pgErr == nil:
				if ok, msg := engines.EqualRows(want.Rows, refRows, true); !ok {
					t.Errorf("%s(%s): the reference executor differs from PostgreSQL: %s", fn, d, msg)
				}
			}
		}
	}
}

// The jsonb generators are refused where no exact spelling exists.
func TestJSONBRefusedElsewhere(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE j (id INT, js JSONB)", SchemaDialect: "postgres"}
	for _, fn := range []string{"jsonb_array_elements_text", "jsonb_array_elements", "jsonb_each_text", "jsonb_each"} {
		src := "SELECT j.id, e.* FROM j CROSS JOIN LATERAL " + fn + "(j.js) AS e"
		for _, to := range []string{"hive", "spark", "doris", "presto", "trino", "ansi", "bigquery", "snowflake"} {
			_, err := lateral.Translate(src, "postgres", to, opts)
			wantRefusal(t, nil, err, "T057")
		}
		tr := mustTranslate(t, src, "postgres", "postgres", opts)
		if !strings.Contains(tr.SQL, fn+"(j.js)") {
			t.Errorf("%s to postgres: want %s(j.js), got\n%s", fn, fn, tr.SQL)
		}
	}
	// DuckDB: the jsonb values themselves (not text) have no spelling.
	for _, fn := range []string{"jsonb_array_elements", "jsonb_each_text", "jsonb_each"} {
		_, err := lateral.Translate("SELECT j.id, e.* FROM j CROSS JOIN LATERAL "+fn+"(j.js) AS e", "postgres", "duckdb", opts)
		wantRefusal(t, nil, err, "T057")
	}
}

// PostgreSQL json_array_elements_text (json, not jsonb) on DuckDB: a
// nested value written compactly comes back as written there too (repeated
// keys and key order kept), so it is read, not refused; one written with
// whitespace or escapes raises lateral's error.
func TestJSONArrayElementsTextNestedOnDuckDB(t *testing.T) {
	pg := enginetest.Postgres(t)
	duck := enginetest.DuckDB(t)
	ctx := enginetest.Ctx(t)
	const schema = "CREATE TABLE j (id INT, js TEXT)"
	const src = "SELECT j.id, e.v FROM j CROSS JOIN LATERAL json_array_elements_text(CAST(j.js AS JSON)) AS e(v)"
	tr := mustTranslate(t, src, "postgres", "duckdb", lateral.TranslateOptions{Schema: schema, SchemaDialect: "postgres"})
	for _, c := range []struct {
		doc   string
		exact bool
	}{
		{`[{"b":1,"a":2,"a":3}]`, true}, {`[[1,{"z":[]}],{}]`, true}, {`[{"é":"é","/":"x"}]`, true}, {`[{"a":-0.0}]`, true},
		{`[{"a": 1}]`, false}, {`[{"a":"\u0041"}]`, false}, {`[[1.50]]`, false},
	} {
		setup := "DROP TABLE IF EXISTS j; " + schema + "; INSERT INTO j VALUES (1, " + sqlString(c.doc) + ")"
		enginetest.Exec(t, pg, setup)
		enginetest.Exec(t, duck, setup)
		want, err := pg.Query(ctx, src)
		if err != nil {
			t.Fatalf("%s: PostgreSQL: %v", c.doc, err)
		}
		got, err := duck.Query(ctx, tr.SQL)
		switch {
		case err != nil && c.exact:
			t.Errorf("%s: DuckDB failed: %v", c.doc, err)
		case err != nil:
			if !strings.Contains(err.Error(), "lateral:") {
				t.Errorf("%s: DuckDB failed, not with lateral's error: %v", c.doc, err)
			}
		default:
			if ok, msg := engines.EqualRows(want.Rows, got.Rows, false); !ok {
				t.Errorf("%s: DuckDB differs from PostgreSQL: %s", c.doc, msg)
			}
		}
	}
}
