package peers

import (
	"context"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

func TestDuckDBText(t *testing.T) {
	for _, c := range []struct {
		v    engines.Value
		want string
	}{
		{int64(-2), "-2"},
		{1.5, "1.5"},
		{3.0, "3.0"},
		{1e20, "1e+20"},
		{engines.Decimal("1.5"), "1.5"},
		{true, "true"},
		{"", "(empty)"},
		{"a b", "a b"},
		{[]engines.Value{int64(1), nil, int64(3)}, "[1, NULL, 3]"},
		{[]engines.Value{}, "[]"},
		{[]engines.Value{"sunny", "a b"}, "[sunny, a b]"},
		// nested strings with special characters are quoted
		{[]engines.Value{"2020-01-01 00:00:00", "x,y", "it's"}, `['2020-01-01 00:00:00', 'x,y', 'it\'s']`},
		{[]engines.Value{[]engines.Value{int64(1)}, []engines.Value{}}, "[[1], []]"},
		{engines.Struct{{Name: "a", Value: int64(42)}, {Name: "b", Value: nil}}, "{'a': 42, 'b': NULL}"},
		{engines.Struct{{Name: "b", Value: "test the best"}}, "{'b': test the best}"},
		{engines.Map{{Key: "k", Value: int64(1)}}, "{k=1}"},
	} {
		if got := DuckDBText(c.v); got != c.want {
			t.Errorf("DuckDBText(%#v) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestCockroachText(t *testing.T) {
	for _, c := range []struct {
		v    engines.Value
		want string
	}{
		{engines.Struct{{Name: "x", Value: int64(100)}, {Name: "n", Value: int64(1)}}, "(100,1)"},
		{engines.Struct{{Name: "x", Value: "a"}, {Name: "n", Value: int64(1)}}, "('a',1)"},
		{[]engines.Value{int64(1), int64(2)}, "{1,2}"},
		{"cat", "cat"},
		{"", "·"},
	} {
		if got := CockroachText(c.v); got != c.want {
			t.Errorf("CockroachText(%#v) = %q, want %q", c.v, got, c.want)
		}
	}
}

func TestTextEqual(t *testing.T) {
	for _, c := range []struct {
		got, want string
		eq        bool
	}{
		{"1.50", "1.5", true},
		{"2.0", "2", true},
		{"0.30000000000000004", "0.3", true},
		{"[1.0, 2.5]", "[1, 2.5]", true},
		{"2000-01-01", "2000-01-01", true},
		{"2000-01-02", "2000-01-01", false},
		{"a1", "a1.0", false}, // a number starts only after a non-identifier character
		{"[1, 2]", "[1, 2, 3]", false},
		{"abc", "<REGEX>:a.c", true},
		{"abc", "<!REGEX>:a.c", false},
		{"-5", "-5.0", true},
		{"1", "2", false},
	} {
		if got := TextEqual(c.got, c.want); got != c.eq {
			t.Errorf("TextEqual(%q, %q) = %v, want %v", c.got, c.want, got, c.eq)
		}
	}
}

func TestMatchesAndCompare(t *testing.T) {
	s := func(x string) *string { return &x }
	duck := &Case{Dialect: "duckdb"}
	// BOOLEAN: the runner casts the expected text to the result's type
	for _, w := range []string{"true", "True", "t", "1"} {
		if !matches(duck, true, s(w)) {
			t.Errorf("true should match %q", w)
		}
	}
	if matches(duck, true, s("0")) || matches(duck, "true", s("1")) {
		t.Error("a boolean matched the wrong text, or a string matched as a boolean")
	}
	if matches(duck, nil, s("NULL")) || !matches(duck, nil, nil) {
		t.Error("SQL NULL is JSON null, never the text NULL")
	}
	rows := [][]engines.Value{{int64(2)}, {int64(1)}}
	want := [][]*string{{s("1")}, {s("2")}}
	unordered := &Case{Dialect: "duckdb", Expected: Expected{Rows: want}}
	if ok, _ := compareRows(unordered, rows); !ok {
		t.Error("multisets should be equal")
	}
	ordered := &Case{Dialect: "duckdb", Ordered: true, Expected: Expected{Rows: want}}
	if ok, _ := compareRows(ordered, rows); ok {
		t.Error("order should matter")
	}
	if r := rowsReason(ordered, rows); r != "same rows in another order" {
		t.Errorf("reason %q", r)
	}
	dup := &Case{Dialect: "duckdb", Expected: Expected{Rows: [][]*string{{s("1")}, {s("1")}}}}
	if ok, _ := compareRows(dup, [][]engines.Value{{int64(1)}, {int64(2)}}); ok {
		t.Error("duplicates count in a multiset")
	}
}

func TestPreparedStatements(t *testing.T) {
	bodies := prepared([]string{"PREPARE v1 AS SELECT * FROM UNNEST(?::INT[]);",
		"PREPARE lc AS\nSELECT $1 AND i = '?' FROM t WHERE $2"})
	for _, c := range []struct{ in, want string }{
		{"EXECUTE v1([1,2,3]);", "SELECT * FROM UNNEST(([1,2,3])::INT[])"},
		{"EXECUTE lc(true, f(1, 2))", "SELECT (true) AND i = '?' FROM t WHERE (f(1, 2))"},
		{"SELECT 1", "SELECT 1"},
	} {
		got, err := expandExecute(c.in, bodies)
		if err != nil || got != c.want {
			t.Errorf("expandExecute(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
	}
	if _, err := expandExecute("EXECUTE nope(1)", bodies); err == nil {
		t.Error("an unknown prepared statement should fail")
	}
	if _, err := expandExecute("EXECUTE v1()", bodies); err == nil {
		t.Error("a missing parameter should fail")
	}
}

func TestSkipAndScript(t *testing.T) {
	for _, c := range []struct {
		c    Case
		want string
	}{
		{Case{Requires: []string{"icu"}}, ""}, // implemented: session time zones
		{Case{Requires: []string{"icu", "spatial"}}, "requires the DuckDB extension spatial"},
		{Case{Requires: []string{`no_extension_autoloading "FIXME"`, "icu"}}, "requires the sqllogictest runner mode no_extension_autoloading"},
		{Case{Requires: []string{"no_extension_autoloading", "json"}}, "requires the DuckDB extension json (and the runner mode no_extension_autoloading)"},
		{Case{Requires: []string{"icu"}, Query: "EXPLAIN SELECT 1"}, "EXPLAIN output is engine-specific text: out of scope"},
		{Case{Query: "EXPLAIN SELECT 1"}, "EXPLAIN output is engine-specific text: out of scope"},
		{Case{Query: "SELECT * FROM (DESCRIBE SELECT 1)"}, ""}, // lateral reads DuckDB's DESCRIBE
		// a missing data file: only the queries reading what it fills are skipped
		{Case{Setup: []string{"CREATE TABLE t (a INT)", "COPY t FROM '{DATA_DIR}/csv/x.tsv'"}, Query: "SELECT 1"}, ""},
		{Case{Setup: []string{"CREATE TABLE t (a INT)", "COPY t FROM '{DATA_DIR}/csv/x.tsv'"}, Query: "SELECT * FROM u, T"},
			"reads t, filled from DuckDB's test data file csv/x.tsv, which the suites do not include"},
		{Case{Setup: []string{"COPY main.\"T\" (a) FROM '{DATA_DIR}/csv/x.tsv'", "CREATE VIEW v AS SELECT a FROM t", "CREATE VIEW w AS SELECT * FROM v"},
			Query: "SELECT (SELECT max(a) FROM w)"},
			"reads w, built from t, filled from DuckDB's test data file csv/x.tsv, which the suites do not include"},
		{Case{Setup: []string{"COPY t FROM '{DATA_DIR}/csv/x.tsv'", "CREATE TABLE u AS SELECT t.a FROM t", "INSERT INTO u2 SELECT 1"},
			Query: "SELECT * FROM u2"}, ""},
		{Case{Setup: []string{"COPY t FROM '{DATA_DIR}/csv/x.tsv'", "CREATE TABLE u AS SELECT t.a FROM t"}, Query: "SELECT a FROM u"},
			"reads u, built from t, filled from DuckDB's test data file csv/x.tsv, which the suites do not include"},
		{Case{Setup: []string{"COPY t FROM '{DATA_DIR}/csv/x.tsv'"}, Query: "SELECT a FROM t WHERE ((("}, // not parsed: read as words
			"reads t, filled from DuckDB's test data file csv/x.tsv, which the suites do not include"},
		{Case{Setup: []string{"PREPARE p AS SELECT * FROM t WHERE a = ?", "COPY t FROM '{DATA_DIR}/csv/x.tsv'"}, Query: "EXECUTE p(1)"},
			"reads t, filled from DuckDB's test data file csv/x.tsv, which the suites do not include"},
		// the table filled cannot be told, or the query reads the file: all skipped
		{Case{Setup: []string{"CALL load('{DATA_DIR}/csv/x.tsv')"}, Query: "SELECT 1"}, "reads DuckDB's test data file csv/x.tsv, which the suites do not include"},
		{Case{Query: "SELECT * FROM '{DATA_DIR}/csv/y.csv'"}, "reads DuckDB's test data file csv/y.csv, which the suites do not include"},
		{Case{Query: "SELECT 1"}, ""},
	} {
		if got := SkipReason(&c.c); got != c.want {
			t.Errorf("SkipReason(%+v) = %q, want %q", c.c, got, c.want)
		}
	}
	c := &Case{Setup: []string{"PRAGMA enable_verification", "SET default_null_order='nulls_first'",
		"EXPLAIN SELECT 1", "PREPARE p AS SELECT ?", "CREATE TABLE t (a INT)"}, Query: "EXECUTE p(7)"}
	setup, query, err := script(c)
	if err != nil || len(setup) != 2 || setup[0] != "SET default_null_order='nulls_first'" || query != "SELECT (7)" {
		t.Errorf("script: %q %q %v", setup, query, err)
	}
	c = &Case{Setup: []string{"CREATE TABLE t (a INT)", "COPY t FROM '{DATA_DIR}/csv/x.tsv'", "CREATE TABLE u (b INT)"}, Query: "SELECT 1"}
	if setup, _, err := script(c); err != nil || len(setup) != 2 || setup[1] != "CREATE TABLE u (b INT)" {
		t.Errorf("a statement reading a missing data file is not run: %q %v", setup, err)
	}
	c = &Case{Setup: []string{"PRAGMA enable_verification", "SET default_null_order='nulls_first'"}}
	if s := settingsThatMatter(&Case{Setup: c.Setup, Query: "SELECT 1"}); len(s) != 0 {
		t.Errorf("a query that does not order does not depend on the NULL order: %v", s)
	}
	if s := settingsThatMatter(&Case{Setup: c.Setup, Query: "SELECT a FROM t ORDER BY a"}); len(s) != 1 {
		t.Errorf("an ordered query depends on the NULL order: %v", s)
	}
}

// A case end to end, without the suites: setup, a honoured setting, the
// comparison, and the translation check.
func TestRunOneCase(t *testing.T) {
	s := func(x string) *string { return &x }
	c := &Case{ID: "x#1", Dialect: "duckdb", Ordered: true,
		Setup: []string{"CREATE TABLE i (v INTEGER)", "INSERT INTO i VALUES (1), (NULL)", "SET default_null_order='nulls_first'"},
		Query: "SELECT v FROM i ORDER BY v", Expected: Expected{Rows: [][]*string{{nil}, {s("1")}}}}
	if o := Run(context.Background(), c); o.Status != Pass {
		t.Errorf("run: %v %s\n%s", o.Status, o.Reason, o.Detail)
	}
	if o := Translate(context.Background(), c); o.Status != NotPortable {
		t.Errorf("translate: %v %s", o.Status, o.Reason)
	}
	c.Setup = c.Setup[:2]
	c.Expected.Rows = [][]*string{{s("1")}, {nil}}
	if o := Translate(context.Background(), c); o.Status != Agree {
		t.Errorf("translate: %v %s\n%s", o.Status, o.Reason, o.SQL)
	}
	bad := &Case{ID: "x#2", Dialect: "cockroach", Query: "SELECT * FROM generate_series(1, 3, 0)", Expected: Expected{Error: true}}
	if o := Run(context.Background(), bad); o.Status != Pass {
		t.Errorf("an expected error: %v %s", o.Status, o.Reason)
	}
}

// The tables a case's setup creates are the schema of its translation: a
// struct column's unnest is then known not to be an array's, and refused
// for PostgreSQL (T064) rather than translated as an array's.
func TestTranslateSetupSchema(t *testing.T) {
	s := func(x string) *string { return &x }
	c := &Case{ID: "x#3", Dialect: "duckdb",
		Setup: []string{"CREATE TABLE tbl (data STRUCT(a INTEGER, b VARCHAR))", "INSERT INTO tbl VALUES ({'a': 1, 'b': 'x'})"},
		Query: "SELECT UNNEST(data) FROM tbl", Expected: Expected{Rows: [][]*string{{s("1"), s("x")}}}}
	if o := Translate(context.Background(), c); o.Status != Refused || !strings.HasPrefix(o.Reason, "T064") {
		t.Errorf("translate: %v %s\n%s", o.Status, o.Reason, o.SQL)
	}
	for stmt, want := range map[string]bool{
		"CREATE TABLE t (a INT)":                            true,
		"create temporary table if not exists t(a int)":     true,
		"CREATE TABLE t AS SELECT * FROM (VALUES (1)) v(a)": true,
		"INSERT INTO t VALUES (1)":                          false,
	} {
		if got := createTableRE.MatchString(stmt); got != want {
			t.Errorf("createTableRE(%q) = %v, want %v", stmt, got, want)
		}
	}
}
