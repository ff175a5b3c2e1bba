package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestPgDuckUntypedArrayText: an array whose type lateral does not know (a
// column without --schema) written as text (CAST, concat_ws, DuckDB's
// concat) between PostgreSQL and DuckDB: the two write it otherwise
// ({"1849-12-31 16:07:02-07:52:58",NULL} and ['1849-12-31 16:07:02-07:52',
// NULL], {10000000} and [10000000.0], {} and []), and DuckDB's concat
// concatenates lists, so the translation raises when the query runs
// (rewrite/pg_duck_tz_text.go, untypedNestedWhen), a NULL array giving
// NULL as its text does (not for DuckDB's concat, whose NULL list is the
// list []). PostgreSQL's composite value and DuckDB's STRUCT, whose texts
// differ too ((1,x) or {'a': 1, 'b': x}), raise toward DuckDB. Of known
// type, concat of an array or a struct is refused (T087). Run on
// PostgreSQL 15 and DuckDB 1.5 in America/Los_Angeles.
func TestPgDuckUntypedArrayText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	enginetest.Exec(t, pg, "CREATE TYPE un_pair AS (a INT, b TEXT)")
	enginetest.Exec(t, pg, "CREATE TABLE un (id INT, a TIMESTAMPTZ[], fa DOUBLE PRECISION[], ia INT[], s TEXT, st un_pair)")
	enginetest.Exec(t, duck, "CREATE TABLE un (id INT, a TIMESTAMPTZ[], fa DOUBLE[], ia INT[], s TEXT, st STRUCT(a INT, b TEXT))")
	for _, e := range eng {
		enginetest.Exec(t, e, "SET TimeZone = 'America/Los_Angeles'")
		enginetest.Exec(t, e, "INSERT INTO un VALUES "+
			"(1, ARRAY[CAST('1850-01-01 00:00:00+00' AS TIMESTAMPTZ), NULL], ARRAY[CAST(1e7 AS DOUBLE PRECISION)], ARRAY[1, NULL], 'x', ROW(1, 'x')), "+
			"(2, NULL, NULL, NULL, NULL, NULL), "+
			"(3, CAST(ARRAY[] AS TIMESTAMPTZ[]), CAST(ARRAY[] AS DOUBLE PRECISION[]), CAST(ARRAY[] AS INT[]), '', NULL)")
	}
	translate := func(q, from, to string) string {
		t.Helper()
		tr, err := lateral.Translate(q, from, to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s to %s: %s: %v", from, to, q, err)
		}
		return tr.SQL
	}
	dirs := [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}}
	texts := []string{"CAST(a AS TEXT)", "CAST(fa AS VARCHAR)", "CAST(ia AS TEXT)", "concat_ws(',', s, a)", "concat_ws('-', ia)"}
	for _, e := range texts {
		for _, id := range []string{"1", "3"} {
			q := "SELECT id, " + e + " AS v FROM un WHERE id = " + id
			if same, _ := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, q).Rows, true); same {
				t.Errorf("%s: the engines write it alike, the test checks nothing", q)
			}
			for _, dir := range dirs {
				sql := translate(q, dir[0], dir[1])
				_, err := eng[dir[1]].Query(enginetest.Ctx(t), sql)
				if err == nil || !strings.Contains(err.Error(), "an array (or a struct or map) written as text") && !listArg(e, dir[1], err) {
					t.Errorf("%s to %s: %s: %v, want the raise", dir[0], dir[1], sql, err)
				}
			}
		}
		// a NULL array: NULL, as its text is (concat_ws skips it)
		q := "SELECT id, " + e + " AS v FROM un WHERE id = 2"
		for _, dir := range dirs {
			if sql := translate(q, dir[0], dir[1]); strings.HasPrefix(e, "concat_ws") && dir[1] == "duckdb" {
				if _, err := duck.Query(enginetest.Ctx(t), sql); !listArg(e, "duckdb", err) {
					t.Errorf("postgres to duckdb: %s: %v, want the binding error", sql, err)
				}
			} else {
				enginetest.SameAnswer(t, eng[dir[0]], q, eng[dir[1]], sql, true)
			}
		}
	}
	// DuckDB's concat of a list is a list (concat(NULL::INT[]) the list []),
	// beside a string it raises: the translation raises for every row
	for _, e := range []string{"concat(ia)", "concat(a)", "concat(s, fa)"} {
		for _, id := range []string{"1", "2", "3"} {
			q := "SELECT id, " + e + " AS v FROM un WHERE id = " + id
			sql := translate(q, "duckdb", "postgres")
			if _, err := pg.Query(enginetest.Ctx(t), sql); err == nil || !strings.Contains(err.Error(), "an array given to concat") {
				t.Errorf("duckdb to postgres: %s: %v, want the raise", sql, err)
			}
		}
	}
	// PostgreSQL's concat of an array is its text: toward DuckDB the
	// translation does not bind (the CASE mixes a list and a string)
	for _, e := range []string{"concat(ia)", "concat(s, a)"} {
		q := "SELECT id, " + e + " AS v FROM un WHERE id = 1"
		if _, err := duck.Query(enginetest.Ctx(t), translate(q, "postgres", "duckdb")); err == nil {
			t.Errorf("postgres to duckdb: %s: answered, want an error", q)
		}
	}
	// a composite value: (1,x) in PostgreSQL, {'a': 1, 'b': x} in DuckDB
	const st = "SELECT id, CAST(st AS TEXT) AS v FROM un WHERE id = 1"
	enginetest.CheckRows(t, pg, strings.Replace(st, "id, ", "", 1), true, [][]engines.Value{{"(1,x)"}})
	enginetest.CheckRows(t, duck, strings.Replace(st, "id, ", "", 1), true, [][]engines.Value{{"{'a': 1, 'b': x}"}})
	if _, err := duck.Query(enginetest.Ctx(t), translate(st, "postgres", "duckdb")); err == nil || !strings.Contains(err.Error(), "an array (or a struct or map) written as text") {
		t.Errorf("postgres to duckdb: %s: %v, want the raise", st, err)
	}
	// from DuckDB toward PostgreSQL a composite value raises too, in a
	// cast, ||, concat and concat_ws; and an operand of || both ways
	// ((1,x)a or {'a': 1, 'b': x}a); a NULL gives what the source gives
	for _, e := range []string{"CAST(st AS VARCHAR)", "st || 'a'", "concat(st, 'b')", "concat_ws(',', st, 'b')"} {
		q := "SELECT id, " + e + " AS v FROM un WHERE id = 1"
		if same, _ := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, q).Rows, true); same {
			t.Errorf("%s: the engines write it alike, the test checks nothing", q)
		}
		for _, dir := range dirs {
			if dir[1] == "duckdb" && e != "st || 'a'" {
				continue // tested above
			}
			sql := translate(q, dir[0], dir[1])
			if _, err := eng[dir[1]].Query(enginetest.Ctx(t), sql); err == nil || !strings.Contains(err.Error(), "a composite (row) value, STRUCT or MAP written as text") {
				t.Errorf("%s to %s: %s: %v, want the raise", dir[0], dir[1], sql, err)
			}
			nq := strings.Replace(q, "id = 1", "id = 2", 1)
			enginetest.SameAnswer(t, eng[dir[0]], nq, eng[dir[1]], translate(nq, dir[0], dir[1]), true)
		}
	}
	// of known type: concat of an array or a struct is refused (T087)
	schema := "CREATE TABLE un (id INT, a TIMESTAMPTZ[], fa DOUBLE PRECISION[], ia INT[], s TEXT)"
	for _, q := range []string{"SELECT concat(a) AS v FROM un", "SELECT concat(s, ia) AS v FROM un", "SELECT concat(ARRAY[s]) AS v FROM un",
		"SELECT concat(ROW(1, 'x')) AS v", "SELECT concat_ws(',', s, ROW(1, 'x')) AS v FROM un"} {
		for _, dir := range dirs {
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{Schema: schema})
			if dir[0] == "duckdb" && (strings.Contains(q, "concat(a)") || strings.Contains(q, "concat(ARRAY[s])")) {
				// DuckDB's concat of lists alone is its list_concat
				// (rewrite/concat_text_args.go duckConcatLists)
				if err != nil || strings.Contains(tr.SQL, "concat(") {
					t.Errorf("%s to %s: %s: %v, want the list itself (coalesce(a, '{}'), ARRAY[s])", dir[0], dir[1], q, err)
				}
				continue
			}
			if err == nil || !strings.Contains(err.Error(), "T087") {
				t.Errorf("%s to %s: %s: %v, want T087", dir[0], dir[1], q, err)
			}
		}
	}
	// the engines so: PostgreSQL's concat writes the text, DuckDB's
	// concatenates lists, its ROW is (1, x)
	enginetest.CheckRows(t, pg, "SELECT concat(ARRAY[1, NULL]) AS a, concat(ROW(1, 'x')) AS b", true, [][]engines.Value{{"{1,NULL}", "(1,x)"}})
	enginetest.CheckRows(t, duck, "SELECT typeof(concat([1, NULL])) AS a, concat(ROW(1, 'x')) AS b", true, [][]engines.Value{{"INTEGER[]", "(1, x)"}})
}

// TestFloatTextUntypedDomain: a PostgreSQL column of a domain over DOUBLE
// PRECISION (or over an array of them), of unknown type to lateral,
// written as text toward PostgreSQL is tested by its base type
// (pg_typeof(coalesce(x, NULL)); pg_typeof(x) is the domain's name) and
// raises as a DOUBLE PRECISION does: DuckDB writes 10000000.0 where
// PostgreSQL writes 10000000. A NULL gives NULL. Run on PostgreSQL 15 and
// DuckDB 1.5.
func TestFloatTextUntypedDomain(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	enginetest.Exec(t, pg, "CREATE DOMAIN f_dom AS DOUBLE PRECISION")
	enginetest.Exec(t, pg, "CREATE DOMAIN f_dom2 AS f_dom")
	enginetest.Exec(t, pg, "CREATE DOMAIN fa_dom AS DOUBLE PRECISION[]")
	enginetest.Exec(t, pg, "CREATE TABLE fd (id INT, x f_dom, y f_dom2, xa fa_dom)")
	enginetest.Exec(t, duck, "CREATE TABLE fd (id INT, x DOUBLE, y DOUBLE, xa DOUBLE[])")
	for _, e := range []engines.Engine{pg, duck} {
		enginetest.Exec(t, e, "INSERT INTO fd VALUES (1, 1e7, 1e7, ARRAY[CAST(1e7 AS DOUBLE PRECISION)]), (2, NULL, NULL, NULL)")
	}
	enginetest.CheckRows(t, pg, "SELECT CAST(pg_typeof(x) AS TEXT) AS a, CAST(pg_typeof(coalesce(y, NULL)) AS TEXT) AS b FROM fd WHERE id = 1", true,
		[][]engines.Value{{"f_dom", "double precision"}})
	exprs := map[string]string{"CAST(x AS TEXT)": "a floating-point value", "y || ''": "a floating-point value", "concat(x)": "a floating-point value",
		"concat_ws(',', 'a', y)": "a floating-point value", "CAST(xa AS VARCHAR)": "an array"}
	for e, msg := range exprs {
		q := "SELECT id, " + e + " AS v FROM fd WHERE id = 1"
		if same, _ := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, q).Rows, true); same {
			t.Errorf("%s: the engines write it alike, the test checks nothing", q)
		}
		for _, dir := range [][2]string{{"duckdb", "postgres"}, {"postgres", "duckdb"}} {
			target := map[string]engines.Engine{"postgres": pg, "duckdb": duck}[dir[1]]
			source := map[string]engines.Engine{"postgres": pg, "duckdb": duck}[dir[0]]
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s to %s: %s: %v", dir[0], dir[1], q, err)
			}
			if _, err := target.Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), msg) {
				t.Errorf("%s to %s: %s: %v, want the raise", dir[0], dir[1], tr.SQL, err)
			}
			null := "SELECT id, " + e + " AS v FROM fd WHERE id = 2"
			tr, err = lateral.Translate(null, dir[0], dir[1], lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s to %s: %s: %v", dir[0], dir[1], null, err)
			}
			enginetest.SameAnswer(t, source, null, target, tr.SQL, true)
		}
	}
}

// listArg: err is DuckDB's refusal to bind the translation of e, a
// concat_ws of an array, whose CASE (rewrite/pg_duck_tz_text.go,
// pgDuckTZTextFunc) mixes the list with the strings of its other
// branches: loud, before any row is read.
func listArg(e, target string, err error) bool {
	return strings.HasPrefix(e, "concat_ws") && target == "duckdb" && err != nil && strings.Contains(err.Error(), "Cannot mix values of type")
}

// TestPgDuckUntypedArrayJoin: array_to_string of an array whose type (or
// whose elements' type) lateral does not know, between PostgreSQL and
// DuckDB, raises when the query runs where the elements are floats or
// TIMESTAMPTZ values, which the two write otherwise (10000000 or
// 10000000.0, -07:52:58 or -07:52), and is kept for the others and for a
// NULL array (rewrite/pg_duck_tz_text.go, pgDuckTZArrayJoin). Run on
// PostgreSQL 15 and DuckDB 1.5 in America/Los_Angeles.
func TestPgDuckUntypedArrayJoin(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	enginetest.Exec(t, pg, "CREATE TABLE uj (id INT, a TIMESTAMPTZ[], fa DOUBLE PRECISION[], ia INT[], f DOUBLE PRECISION, s TEXT)")
	enginetest.Exec(t, duck, "CREATE TABLE uj (id INT, a TIMESTAMPTZ[], fa DOUBLE[], ia INT[], f DOUBLE, s TEXT)")
	for _, e := range eng {
		enginetest.Exec(t, e, "SET TimeZone = 'America/Los_Angeles'")
		enginetest.Exec(t, e, "INSERT INTO uj VALUES "+
			"(1, ARRAY[CAST('1850-01-01 00:00:00+00' AS TIMESTAMPTZ), NULL], ARRAY[CAST(1e7 AS DOUBLE PRECISION)], ARRAY[1, NULL, 2], 1e7, 'x'), "+
			"(2, NULL, NULL, NULL, NULL, NULL)")
	}
	dirs := [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}}
	for _, e := range []string{"array_to_string(a, ',')", "array_to_string(fa, '-')", "array_to_string(ARRAY[f, 1], ',')"} {
		q := "SELECT id, " + e + " AS v FROM uj WHERE id = 1"
		if same, _ := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, q).Rows, true); same {
			t.Errorf("%s: the engines write it alike, the test checks nothing", q)
		}
		for _, dir := range dirs {
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s to %s: %s: %v", dir[0], dir[1], q, err)
			}
			if _, err := eng[dir[1]].Query(enginetest.Ctx(t), tr.SQL); err == nil || !strings.Contains(err.Error(), "array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements") {
				t.Errorf("%s to %s: %s: %v, want the raise", dir[0], dir[1], tr.SQL, err)
			}
		}
	}
	// the other elements, and a NULL array, as they were
	for _, q := range []string{"SELECT id, array_to_string(ia, ',') AS v FROM uj ORDER BY id",
		"SELECT array_to_string(ARRAY[s, s], '') AS w FROM uj WHERE id = 1",
		"SELECT id, array_to_string(a, ',') AS v, array_to_string(fa, ',') AS w FROM uj WHERE id = 2"} {
		for _, dir := range dirs {
			tr, err := lateral.Translate(q, dir[0], dir[1], lateral.TranslateOptions{})
			if err != nil {
				t.Fatalf("%s to %s: %s: %v", dir[0], dir[1], q, err)
			}
			enginetest.SameAnswer(t, eng[dir[0]], q, eng[dir[1]], tr.SQL, true)
		}
	}
}

// TestPgDuckUntypedScalarText: between PostgreSQL and DuckDB, an INTERVAL
// written as text (1 mon or 1 month; a cast, ||, concat) and a BOOLEAN written by concat,
// concat_ws or array_to_string (PostgreSQL's t or f, DuckDB's true or
// false; their casts to text both true or false) differ: of unknown type
// (a column without --schema) the translation raises when the query runs
// (rewrite/pg_duck_tz_text.go, untypedScalarWhen, pgDuckTZArrayJoin), a
// NULL giving what it gives in the source; of known type concat and
// concat_ws of a BOOLEAN and array_to_string of BOOLEAN or INTERVAL
// elements are refused (T181). array_to_string of a PostgreSQL
// multidimensional array or of composites is DuckDB's of a list of lists
// or of STRUCTs, written otherwise: toward DuckDB it raises. Run on
// PostgreSQL 15 and DuckDB 1.5.
func TestPgDuckUntypedScalarText(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	eng := map[string]engines.Engine{"postgres": pg, "duckdb": duck}
	enginetest.Exec(t, pg, "CREATE TYPE us_pair AS (a INT, b TEXT)")
	enginetest.Exec(t, pg, "CREATE TABLE us (id INT, b BOOLEAN, iv INTERVAL, ba BOOLEAN[], iva INTERVAL[], s TEXT, n INT[][], sa us_pair[])")
	enginetest.Exec(t, duck, "CREATE TABLE us (id INT, b BOOLEAN, iv INTERVAL, ba BOOLEAN[], iva INTERVAL[], s TEXT, n INT[][], sa STRUCT(a INT, b TEXT)[])")
	enginetest.Exec(t, pg, "INSERT INTO us VALUES (1, true, '1 month', ARRAY[true, false], ARRAY[INTERVAL '1 month'], 'x', ARRAY[[1, 2], [3, 4]], ARRAY[ROW(1, 'a')::us_pair]), "+
		"(2, NULL, NULL, NULL, NULL, NULL, NULL, NULL)")
	enginetest.Exec(t, duck, "INSERT INTO us VALUES (1, true, INTERVAL '1 month', [true, false], [INTERVAL '1 month'], 'x', [[1, 2], [3, 4]], [{'a': 1, 'b': 'a'}]), "+
		"(2, NULL, NULL, NULL, NULL, NULL, NULL, NULL)")
	translate := func(q, from, to, schema string) (string, error) {
		tr, err := lateral.Translate(q, from, to, lateral.TranslateOptions{Schema: schema})
		if err != nil {
			return "", err
		}
		return tr.SQL, nil
	}
	dirs := [][2]string{{"postgres", "duckdb"}, {"duckdb", "postgres"}}
	raises := map[string]string{
		"CAST(iv AS TEXT)":          "an INTERVAL written as text",
		"iv || ''":                  "an INTERVAL written as text",
		"'a' || iv":                 "an INTERVAL written as text",
		"concat_ws('-', iv)":        "an INTERVAL or a BOOLEAN written as text",
		"concat(b)":                 "an INTERVAL or a BOOLEAN written as text",
		"concat(s, b)":              "an INTERVAL or a BOOLEAN written as text",
		"concat_ws(',', s, b)":      "an INTERVAL or a BOOLEAN written as text",
		"array_to_string(ba, ',')":  "array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements",
		"array_to_string(iva, ',')": "array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements",
		"array_to_string(n, ',')":   "array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements",
		"array_to_string(sa, ',')":  "array_to_string of floating-point, TIMESTAMPTZ, BOOLEAN, INTERVAL or nested elements",
	}
	for e, msg := range raises {
		q := "SELECT id, " + e + " AS v FROM us WHERE id = 1"
		if same, _ := engines.EqualRows(enginetest.Query(t, pg, q).Rows, enginetest.Query(t, duck, q).Rows, true); same {
			t.Errorf("%s: the engines write it alike, the test checks nothing", q)
		}
		for _, dir := range dirs {
			if (strings.Contains(e, "(n,") || strings.Contains(e, "(sa,")) && dir[1] == "postgres" {
				continue // a multidimensional array, a composite: not tested toward PostgreSQL
			}
			sql, err := translate(q, dir[0], dir[1], "")
			if err != nil {
				t.Fatalf("%s to %s: %s: %v", dir[0], dir[1], q, err)
			}
			if _, err := eng[dir[1]].Query(enginetest.Ctx(t), sql); err == nil || !strings.Contains(err.Error(), msg) {
				t.Errorf("%s to %s: %s: %v, want the raise", dir[0], dir[1], sql, err)
			}
		}
		q = "SELECT id, " + e + " AS v FROM us WHERE id = 2"
		for _, dir := range dirs {
			sql, err := translate(q, dir[0], dir[1], "")
			if err != nil {
				t.Fatalf("%s to %s: %s: %v", dir[0], dir[1], q, err)
			}
			enginetest.SameAnswer(t, eng[dir[0]], q, eng[dir[1]], sql, true)
		}
	}
	// a BOOLEAN's cast to text and || are true or false in both: kept
	for _, q := range []string{"SELECT id, CAST(b AS TEXT) AS v, b || '' AS w FROM us ORDER BY id"} {
		for _, dir := range dirs {
			sql, err := translate(q, dir[0], dir[1], "")
			if err != nil {
				t.Fatalf("%s to %s: %s: %v", dir[0], dir[1], q, err)
			}
			enginetest.SameAnswer(t, eng[dir[0]], q, eng[dir[1]], sql, true)
		}
	}
	// the engines so
	enginetest.CheckRows(t, pg, "SELECT concat(b) AS a, concat_ws(',', b) AS c, array_to_string(ba, ',') AS d, CAST(b AS TEXT) AS e, CAST(iv AS TEXT) AS f FROM us WHERE id = 1", true,
		[][]engines.Value{{"t", "t", "t,f", "true", "1 mon"}})
	enginetest.CheckRows(t, duck, "SELECT concat(b) AS a, concat_ws(',', b) AS c, array_to_string(ba, ',') AS d, CAST(b AS TEXT) AS e, CAST(iv AS TEXT) AS f FROM us WHERE id = 1", true,
		[][]engines.Value{{"true", "true", "true,false", "true", "1 month"}})
	// of known type: a BOOLEAN is written as the source writes it
	// (rewrite/pg_bool_text.go), an array of INTERVAL refused (T181)
	schema := "CREATE TABLE us (id INT, b BOOLEAN, iv INTERVAL, ba BOOLEAN[], iva INTERVAL[], s TEXT)"
	for _, q := range []string{"SELECT id, concat(b) AS v FROM us ORDER BY id", "SELECT id, concat_ws(',', s, b) AS v FROM us ORDER BY id", "SELECT id, concat(s, true) AS v FROM us ORDER BY id",
		"SELECT id, array_to_string(ba, ',') AS v FROM us ORDER BY id", "SELECT id, array_to_string(ARRAY[b], ',') AS v FROM us ORDER BY id"} {
		for _, dir := range dirs {
			sql, err := translate(q, dir[0], dir[1], schema)
			if err != nil {
				t.Errorf("%s to %s: %s: %v", dir[0], dir[1], q, err)
				continue
			}
			enginetest.SameAnswer(t, eng[dir[0]], q, eng[dir[1]], sql, true)
		}
	}
	for _, dir := range dirs {
		const q = "SELECT array_to_string(iva, ',') AS v FROM us"
		if _, err := translate(q, dir[0], dir[1], schema); err == nil || !strings.Contains(err.Error(), "T181") {
			t.Errorf("%s to %s: %s: %v, want T181", dir[0], dir[1], q, err)
		}
	}
}
