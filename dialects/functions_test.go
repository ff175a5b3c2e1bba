package dialects

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/catalog"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/rewrite"
)

var updateFuncDoc = flag.Bool("update-funcdoc", false, "rewrite docs/functions.md from the function tables")

// ---------------------------------------------------------------------------
// Helpers: build calls, render results compactly.

func fnTestDialect(t *testing.T, name string) *Dialect {
	t.Helper()
	d, ok := Lookup(name)
	if !ok {
		t.Fatalf("no dialect %s", name)
	}
	return d
}

func col(name string) ast.Expr { return &ast.ColumnRef{Name: ast.QName{{Name: name}}} }

func str(s string) ast.Expr { return &ast.Literal{Kind: ast.LitString, Value: s} }

func num(n int64) ast.Expr { return fnInt(ast.Span{}, n) }

func call(name string, args ...ast.Expr) *ast.Func {
	return &ast.Func{Name: ast.QName{{Name: name}}, Args: args}
}

// render prints the nodes function translation builds, in a neutral SQL
// form, so tests can state the expected shape.
func render(e ast.Expr) string {
	switch e := e.(type) {
	case nil:
		return "<nil>"
	case *ast.ColumnRef:
		return e.Name.Last().Name
	case *ast.Literal:
		switch e.Kind {
		case ast.LitString:
			return "'" + e.Value + "'"
		case ast.LitNull:
			return "NULL"
		}
		return e.Value
	case *ast.Func:
		var args []string
		for _, a := range e.Args {
			args = append(args, render(a))
		}
		s := e.Name.Last().Name + "("
		if e.Distinct {
			s += "DISTINCT "
		}
		s += strings.Join(args, ", ") + ")"
		if e.Nulls == ast.NullsIgnore {
			s += " IGNORE NULLS"
		}
		if e.Filter != nil {
			s += " FILTER (WHERE " + render(e.Filter) + ")"
		}
		if e.Over != nil {
			s += " OVER (...)"
		}
		return s
	case *ast.Binary:
		return "(" + render(e.L) + " " + e.Op.String() + " " + render(e.R) + ")"
	case *ast.Unary:
		return e.Op.String() + render(e.X)
	case *ast.IsNull:
		if e.Not {
			return render(e.X) + " IS NOT NULL"
		}
		return render(e.X) + " IS NULL"
	case *ast.Case:
		s := "CASE"
		for _, w := range e.Whens {
			s += " WHEN " + render(w.Cond) + " THEN " + render(w.Result)
		}
		if e.Else != nil {
			s += " ELSE " + render(e.Else)
		}
		return s + " END"
	case *ast.Cast:
		return "CAST(" + render(e.X) + " AS " + e.Type.Kind.String() + ")"
	case *ast.Array:
		var el []string
		for _, a := range e.Elems {
			el = append(el, render(a))
		}
		return "ARRAY[" + strings.Join(el, ", ") + "]"
	case *ast.Like:
		return render(e.X) + " " + e.Kind.String() + " " + render(e.Pattern)
	case *ast.Subscript:
		return fmt.Sprintf("%s[%s]@%d", render(e.X), render(e.Index), e.Base)
	case *ast.Interval:
		return "INTERVAL " + render(e.Value) + " " + e.Unit
	case *ast.ArrayQuery:
		sel := e.Query.Body.(*ast.Select)
		tf := sel.From[0].(*ast.TableFunc)
		where := ""
		if sel.Where != nil {
			where = " WHERE " + render(sel.Where)
		}
		return "ARRAY(SELECT " + render(sel.Items[0].Expr) + " FROM " + render(tf.Func) + " WITH ORDINALITY" + where + " ORDER BY " + render(e.Query.OrderBy[0].Expr) + ")"
	case *ast.Extract:
		return "EXTRACT(" + e.Field + " FROM " + render(e.X) + ")"
	}
	return fmt.Sprintf("<%T>", e)
}

func spell(t *testing.T, dialect, canon string, args ...ast.Expr) string {
	t.Helper()
	out, err := SpellFunc(fnTestDialect(t, dialect), canon, args, ast.Span{})
	if err != nil {
		t.Fatalf("SpellFunc(%s, %s): %v", dialect, canon, err)
	}
	return render(out)
}

// spellSQL is the SQL text of canon(args...) written for dialect.
func spellSQL(t *testing.T, dialect, canon string, args ...ast.Expr) string {
	t.Helper()
	d := fnTestDialect(t, dialect)
	out, err := SpellFunc(d, canon, args, ast.Span{})
	if err != nil {
		t.Fatalf("SpellFunc(%s, %s): %v", dialect, canon, err)
	}
	got, err := Print(d, out, PrintOptions{})
	if err != nil {
		t.Fatalf("%s %s: print: %v", dialect, canon, err)
	}
	return got
}

func spellErr(t *testing.T, dialect, canon string, args ...ast.Expr) *diag.Diagnostic {
	t.Helper()
	_, err := SpellFunc(fnTestDialect(t, dialect), canon, args, ast.Span{})
	var d *diag.Diagnostic
	if !errors.As(err, &d) {
		t.Fatalf("SpellFunc(%s, %s) = %v, want a refusal", dialect, canon, err)
	}
	if d.Hint == "" {
		t.Errorf("SpellFunc(%s, %s): refusal without a hint: %s", dialect, canon, d.Message)
	}
	return d
}

func resolve(t *testing.T, dialect string, table bool, f *ast.Func) string {
	t.Helper()
	out, ok := ResolveCall(fnTestDialect(t, dialect), f, table)
	if !ok {
		return "<unresolved>"
	}
	return render(out)
}

// ---------------------------------------------------------------------------
// The tables are consistent.

func TestReadTablesPointAtCatalog(t *testing.T) {
	for d, byName := range fnReads {
		if _, ok := Lookup(d); !ok {
			t.Errorf("read table for unknown dialect %s", d)
		}
		for name, byCtx := range byName {
			if name != strings.ToLower(name) {
				t.Errorf("%s: read spelling %q must be lower case", d, name)
			}
			for _, r := range byCtx {
				if r.canon == "" && r.fix == nil {
					t.Errorf("%s/%s: no canonical and no fix", d, name)
				}
				if r.canon != "" {
					if _, ok := catalog.Lookup(r.canon); !ok {
						t.Errorf("%s/%s reads as %q, not in the catalog", d, name, r.canon)
					}
				}
			}
		}
	}
}

func TestWriteTables(t *testing.T) {
	for canon, row := range fnWrite {
		for d, w := range row {
			if _, ok := Lookup(d); !ok {
				t.Errorf("%s: cell for unknown dialect %s", canon, d)
			}
			if w.name == "" && w.emit == nil && (w.why == "" || w.hint == "") {
				t.Errorf("%s/%s: a cell is a spelling, an emulation, or a refusal with a reason and a hint", canon, d)
			}
			if w.name != strings.ToLower(w.name) {
				t.Errorf("%s/%s: spelling %q must be lower case", canon, d, w.name)
			}
		}
	}
	// Every canonical scalar is written somewhere, and every dialect
	// answers every canonical function without panicking.
	for _, f := range catalog.All() {
		if len(fnWrite[f.Name]) == 0 {
			t.Errorf("%s: no dialect writes it", f.Name)
		}
		for _, d := range All() {
			n := f.MinArgs
			if n == 0 && f.MaxArgs != 0 {
				n = 1
			}
			_, err := SpellFunc(d, f.Name, fnPlaceholders(n), ast.Span{})
			var dg *diag.Diagnostic
			if err != nil && (!errors.As(err, &dg) || (dg.Code != CodeFuncUnsupported && dg.Code != CodeFuncArgs && dg.Code != CodeMonthRule && dg.Code != CodeMonthsBetween)) {
				t.Errorf("%s/%s: error %v is not a coded refusal", d.Name, f.Name, err)
			}
		}
	}
}

// Every native spelling reads back as its canonical function and writes
// back as itself, with the same arguments in the same order.
func TestRoundTripNativeSpellings(t *testing.T) {
	for canon, row := range fnWrite {
		cf, _ := catalog.Lookup(canon)
		table := cf.Kind == catalog.Generator
		for dname, w := range row {
			if w.name == "" {
				continue
			}
			d := fnTestDialect(t, dname)
			n := len(w.order)
			if n == 0 {
				n = cf.MinArgs
			}
			args := fnPlaceholders(n)
			if canon == "date_trunc" { // the unit must be a literal canonical unit
				args[0] = str("month")
			}
			if canon == "regexp_count" || canon == "regexp_instr" || canon == "regexp_position" {
				args[1] = str("a") // read for a literal pattern that cannot match ''
			}
			if canon == "split_part_null" { // read for a literal delimiter and index
				args[1], args[2] = str("/"), &ast.Literal{Kind: ast.LitInt, Value: "2"}
			}
			if canon == "percentile_interp" { // read for a literal fraction from 0 to 1
				args[1] = &ast.Literal{Kind: ast.LitDouble, Value: "0.5"}
			}
			in := call(w.name, args...)
			got, ok := ResolveCall(d, in, table)
			if !ok {
				t.Errorf("%s: %s does not read back (as %s)", dname, render(in), canon)
				continue
			}
			f, isFunc := got.(*ast.Func)
			if !isFunc || f.Name[0].Name != canon {
				// One spelling, two canonical meanings told apart by the
				// arguments: the alias decides, and says so.
				if r := fnLookupRead(d, w.name, table); r == nil || !r.argDependent {
					t.Errorf("%s: %s reads as %s, want %s", dname, render(in), render(got), canon)
				}
				continue
			}
			back, err := SpellCall(d, f)
			if err != nil {
				t.Errorf("%s: %s does not write back: %v", dname, render(f), err)
				continue
			}
			if render(back) != render(in) {
				t.Errorf("%s: round trip of %s gives %s", dname, render(in), render(back))
			}
		}
	}
}

// No dialect uses one spelling natively for two canonical functions in
// one context unless an alias tells them apart by the arguments.
func TestNoSilentSpellingClash(t *testing.T) {
	type key struct {
		d, name string
		table   bool
	}
	seen := map[key]string{}
	for canon, row := range fnWrite {
		cf, _ := catalog.Lookup(canon)
		for d, w := range row {
			if w.name == "" {
				continue
			}
			k := key{d, w.name, cf.Kind == catalog.Generator}
			if other, dup := seen[k]; dup {
				if r := fnReads[d][w.name][ctxAny]; r == nil || r.fix == nil {
					ctx := ctxScalar
					if k.table {
						ctx = ctxTable
					}
					if r := fnReads[d][w.name][ctx]; r == nil || r.fix == nil {
						t.Errorf("%s: %s is the native spelling of both %s and %s", d, w.name, canon, other)
					}
				}
			}
			seen[k] = canon
		}
	}
}

func TestUnknownPassesThrough(t *testing.T) {
	d := fnTestDialect(t, "hive")
	if _, ok := ResolveFunc(d, "my_udf"); ok {
		t.Error("an unknown function must not resolve")
	}
	f := call("my_udf", col("x"))
	if _, ok := ResolveCall(d, f, false); ok {
		t.Error("an unknown call must not resolve")
	}
	out, err := SpellCall(fnTestDialect(t, "trino"), f)
	if err != nil || out != f {
		t.Errorf("an unknown canonical name passes through unchanged, got %v, %v", out, err)
	}
	if c, ok := ResolveFunc(d, "EXPLODE"); !ok || c != "explode" {
		t.Errorf("spellings are case-insensitive: %q %v", c, ok)
	}
}

// ---------------------------------------------------------------------------
// SEMANTICS T6: split.

func TestSplitRulesT6(t *testing.T) {
	// Hive GenericUDFSplit: s.split(regex, -1), the pattern a Java regex;
	// Spark's reference: "regex - a string representing a regular
	// expression". Trino StringFunctions.split: a literal delimiter.
	// BigQuery string functions: "The delimiter argument must be a literal
	// character or sequence of characters. You can't split with a regular
	// expression." PostgreSQL string_to_array: its own '' rule.
	for _, c := range []struct{ dialect, name, want string }{
		{"hive", "split", "split_regex"},
		{"spark", "split", "split_regex"},
		{"bigquery", "split", "split_literal"},
		{"postgres", "string_to_array", "string_to_array"},
		{"postgres", "regexp_split_to_array", "regexp_split_to_array"},
	} {
		if got, ok := ResolveFunc(fnTestDialect(t, c.dialect), c.name); !ok || got != c.want {
			t.Errorf("%s %s reads as %q, want %s", c.dialect, c.name, got, c.want)
		}
	}
	// Trino's and Presto's split: split_literal for a literal delimiter,
	// split_nonempty (an empty one is an error there) for another.
	for _, d := range []string{"trino", "presto"} {
		for _, c := range []struct {
			delim ast.Expr
			want  string
		}{{str(","), "split_literal"}, {col("d"), "split_nonempty"}} {
			got, ok := ResolveCall(fnTestDialect(t, d), call("split", col("s"), c.delim), false)
			if f, isFunc := got.(*ast.Func); !ok || !isFunc || f.Name[0].Name != c.want {
				t.Errorf("%s split(s, %s) reads as %v, want %s", d, render(c.delim), got, c.want)
			}
		}
	}
	// Doris explode_split (table-functions doc: "" gives one row, a NULL
	// delimiter none) is an unnest of split_literal.
	if got, _ := ResolveTableFunc(fnTestDialect(t, "doris"), "explode_split"); got != "explode_split" {
		t.Errorf("doris explode_split reads as %q", got)
	}
	if g, _ := catalog.Lookup("explode_split"); g.Gen.Via != "split_literal" || g.Gen.Kind != ast.GenUnnest {
		t.Errorf("explode_split must unnest split_literal, got %+v", g.Gen)
	}
	if g, _ := catalog.Lookup("string_to_table"); g.Gen.Via != "string_to_array" {
		t.Errorf("string_to_table must unnest string_to_array (so '' gives no row), got %+v", g.Gen)
	}

	// A literal delimiter in Hive: quoted as a regex, exact.
	if got := spell(t, "hive", "split_literal", col("s"), str(",")); got != "split(s, ',')" {
		t.Errorf("split_literal in hive = %s", got)
	}
	if got := spell(t, "hive", "split_literal", col("s"), str("a.b|")); got != `split(s, 'a\.b\|')` {
		t.Errorf("split_literal in hive must regex-quote: %s", got)
	}
	if d := spellErr(t, "hive", "split_literal", col("s"), col("d")); d.Code != CodeFuncArgs {
		t.Errorf("a computed delimiter cannot be quoted in Hive: %v", d)
	}
	// Hive's regex split to Trino: a pattern without metacharacters is the
	// literal split; another pattern uses the target's regex split.
	if got := spell(t, "trino", "split_regex", col("s"), str(",")); got != "split(s, ',')" {
		t.Errorf("split_regex with a plain pattern in trino = %s", got)
	}
	// An escaped metacharacter is a literal too (Hive split(s, '\\.')).
	if got := spell(t, "trino", "split_regex", col("s"), str(`\.`)); got != "split(s, '.')" {
		t.Errorf("split_regex on an escaped dot in trino = %s", got)
	}
	if got := spell(t, "postgres", "split_regex", col("s"), str(`\|`)); got != "CASE WHEN (s = '') THEN ARRAY[''] ELSE string_to_array(s, '|') END" {
		t.Errorf("split_regex on an escaped pipe in postgres = %s", got)
	}
	if got := spell(t, "trino", "split_regex", col("s"), str(`\d`)); got != `regexp_split(s, '\d')` {
		t.Errorf("split_regex on \\d is a regex: %s", got)
	}
	if got := spell(t, "trino", "split_regex", col("s"), str("[,;]")); got != "regexp_split(s, '[,;]')" {
		t.Errorf("split_regex with a regex in trino = %s", got)
	}
	spellErr(t, "bigquery", "split_regex", col("s"), str("[,;]"))
	// PostgreSQL string_to_array('', ',') is {} (run on PostgreSQL 15), the
	// literal split gives [''], and a NULL delimiter splits characters.
	if got := spell(t, "postgres", "split_literal", col("s"), str(",")); got != "CASE WHEN (s = '') THEN ARRAY[''] ELSE string_to_array(s, ',') END" {
		t.Errorf("split_literal in postgres = %s", got)
	}
	if got := spell(t, "postgres", "split_literal", col("s"), col("d")); !strings.HasPrefix(got, "CASE WHEN d IS NULL THEN NULL WHEN (s = '')") {
		t.Errorf("split_literal with a computed delimiter in postgres must guard NULL: %s", got)
	}
	// Trino's split raises for an empty delimiter: an empty literal is the
	// characters and another delimiter is tested first; Trino's own split
	// of a computed delimiter reads as split_nonempty and writes back as it
	// is.
	for _, c := range []struct {
		d    ast.Expr
		want string
	}{
		{str(","), "split(s, ',')"},
		{str(""), "CASE WHEN (s = '') THEN ARRAY[''] ELSE regexp_extract_all(s, '(?s).') END"},
		{col("d"), "CASE WHEN (d = '') THEN CASE WHEN (s = '') THEN ARRAY[''] ELSE regexp_extract_all(s, '(?s).') END ELSE split(s, d) END"},
	} {
		if got := spell(t, "trino", "split_literal", col("s"), c.d); got != c.want {
			t.Errorf("split_literal in trino = %s, want %s", got, c.want)
		}
	}
	// The other way: string_to_array in Hive keeps PostgreSQL's empty array.
	if got := spell(t, "hive", "string_to_array", col("s"), str(",")); got != "CASE WHEN (s = '') THEN ARRAY[] ELSE split(s, ',') END" {
		t.Errorf("string_to_array in hive = %s", got)
	}
	// DuckDB string_split (run on DuckDB 1.5): '' gives [''] like the
	// literal split, but a NULL delimiter gives [s]: only a non-empty
	// literal delimiter reads as split_literal.
	duck := fnTestDialect(t, "duckdb")
	if got := resolve(t, "duckdb", false, call("string_split", col("s"), str(","))); got != "split_literal(s, ',')" {
		t.Errorf("duckdb string_split with a literal = %s", got)
	}
	if got := resolve(t, "duckdb", false, call("string_split", col("s"), col("d"))); got != "string_split(s, d)" {
		t.Errorf("duckdb string_split with a column = %s", got)
	}
	if got, _ := ResolveFunc(duck, "string_to_array"); got != "string_split" {
		t.Errorf("duckdb string_to_array is its string_split, not PostgreSQL's: %s", got)
	}
}

// ---------------------------------------------------------------------------
// SEMANTICS T7: default generator column names.

func TestDefaultColumnsT7(t *testing.T) {
	names := func(dialect, fn string, coll ast.CollectionKind, n int) string {
		g, ok := GenColumns(fnTestDialect(t, dialect), fn)
		if !ok {
			return "<none>"
		}
		return strings.Join(g.Columns(coll, n), ",")
	}
	for _, c := range []struct {
		dialect, fn string
		coll        ast.CollectionKind
		n           int
		want        string
	}{
		// Hive: explode -> col; map -> key, value (GenericUDTFExplode).
		{"hive", "explode", ast.CollArray, 1, "col"},
		{"hive", "explode", ast.CollMap, 2, "key,value"},
		// Hive posexplode -> pos, val (GenericUDTFPosExplode); Spark -> pos, col
		// (Spark SQL reference: "uses the column name pos for position, col
		// for elements of the array").
		{"hive", "posexplode", ast.CollArray, 1, "pos,val"},
		{"spark", "posexplode", ast.CollArray, 1, "pos,col"},
		{"spark", "posexplode", ast.CollMap, 2, "pos,key,value"},
		// stack -> col0, col1... (GenericUDTFStack; Spark reference).
		{"hive", "stack", ast.CollUnknown, 3, "col0,col1,col2"},
		{"spark", "stack", ast.CollUnknown, 2, "col0,col1"},
		// json_tuple -> c0, c1...
		{"hive", "json_tuple", ast.CollUnknown, 2, "c0,c1"},
		{"spark", "json_tuple", ast.CollUnknown, 2, "c0,c1"},
		// PostgreSQL / DuckDB unnest -> unnest (run on PostgreSQL 15, DuckDB 1.5).
		{"postgres", "unnest", ast.CollArray, 1, "unnest"},
		{"duckdb", "unnest", ast.CollArray, 1, "unnest"},
		{"postgres", "json_each", ast.CollUnknown, 2, "key,value"},
		{"spark", "range", ast.CollUnknown, 1, "id"},
	} {
		if got := names(c.dialect, c.fn, c.coll, c.n); got != c.want {
			t.Errorf("%s %s: default columns %s, want %s", c.dialect, c.fn, got, c.want)
		}
	}
	pg, _ := GenColumns(fnTestDialect(t, "postgres"), "unnest")
	duck, _ := GenColumns(fnTestDialect(t, "duckdb"), "unnest")
	if pg.Ordinality != "ordinality" || duck.Ordinality != "ordinality" {
		t.Error("WITH ORDINALITY names the position column ordinality")
	}
	// FROM unnest(a) u: PostgreSQL names the column u, DuckDB keeps unnest.
	if !pg.AliasNamesColumn || duck.AliasNamesColumn {
		t.Error("the table alias names a scalar SRF's column in PostgreSQL only")
	}
	if _, ok := GenColumns(fnTestDialect(t, "doris"), "explode"); ok {
		t.Error("Doris LATERAL VIEW names its columns; no defaults are claimed")
	}
	// Every spelling with defaults is a generator of its dialect.
	for key := range fnGenNames {
		dn, fn, _ := strings.Cut(key, "/")
		if _, ok := ResolveTableFunc(fnTestDialect(t, dn), fn); !ok {
			t.Errorf("%s has default names but does not read as a generator", key)
		}
	}
}

func TestGeneratorsRead(t *testing.T) {
	for _, c := range []struct{ dialect, name, want string }{
		{"hive", "explode", "explode"},
		{"spark", "posexplode_outer", "posexplode_outer"},
		{"doris", "explode_map", "explode"},
		{"doris", "explode_json_array_int_outer", "explode_json_array_int_outer"},
		{"doris", "explode_numbers", "explode_numbers"},
		{"postgres", "unnest", "explode"},
		{"postgres", "jsonb_array_elements_text", "jsonb_array_elements_text"},
		{"postgres", "json_array_elements_text", "json_array_elements_text"},
		{"duckdb", "unnest", "explode"},
		{"duckdb", "generate_series", "generate_series"},
		{"drill", "flatten", "explode"},
		{"snowflake", "flatten", "flatten"},
	} {
		if got, ok := ResolveTableFunc(fnTestDialect(t, c.dialect), c.name); !ok || got != c.want {
			t.Errorf("%s %s in FROM reads as %q, want %s", c.dialect, c.name, got, c.want)
		}
	}
	// DuckDB range and generate_series are lists in a select list (run on
	// DuckDB 1.5: SELECT range(1, 4) = [1, 2, 3], generate_series(3, 1) = []).
	if got := resolve(t, "duckdb", false, call("range", num(4))); got != "range_array(0, 4)" {
		t.Errorf("duckdb select-list range(4) = %s", got)
	}
	if got := resolve(t, "duckdb", true, call("range", num(4))); got != "range(0, 4)" {
		t.Errorf("duckdb FROM range(4) = %s", got)
	}
	if got := resolve(t, "duckdb", false, call("generate_series", num(1), num(3))); got != "generate_array(1, 3)" {
		t.Errorf("duckdb select-list generate_series = %s", got)
	}
	if !ZipsArguments(fnTestDialect(t, "postgres"), "UNNEST") || ZipsArguments(fnTestDialect(t, "hive"), "explode") {
		t.Error("PostgreSQL unnest(a, b) zips its arguments (T3)")
	}
	if _, ok := ResolveCall(fnTestDialect(t, "postgres"), call("unnest", col("a"), col("b")), true); ok {
		t.Error("a zipping unnest is left to the lateral rewrite")
	}
	// A generator read in a select list keeps its meaning (T11).
	if got, _ := ResolveFunc(fnTestDialect(t, "hive"), "explode"); got != "explode" {
		t.Errorf("hive select-list explode = %s", got)
	}
	if got, _ := ResolveFunc(fnTestDialect(t, "postgres"), "generate_series"); got != "generate_series" {
		t.Errorf("postgres select-list generate_series = %s", got)
	}

	support := func(dialect, canon string) GenSupport {
		for _, g := range Generators(fnTestDialect(t, dialect)) {
			if g.Canonical == canon {
				return g
			}
		}
		t.Fatalf("%s: no entry for %s", dialect, canon)
		return GenSupport{}
	}
	for _, c := range []struct {
		dialect, canon string
		how            GenHow
	}{
		{"hive", "explode", GenFunction},
		{"hive", "explode_outer", GenOuter},     // LATERAL VIEW OUTER explode
		{"trino", "explode", GenUnnest},         // CROSS JOIN UNNEST
		{"trino", "posexplode", GenUnnest},      // WITH ORDINALITY, shifted
		{"trino", "inline", GenUnnest},          // UNNEST expands rows (T5)
		{"postgres", "explode_outer", GenOuter}, // LEFT JOIN LATERAL unnest ON TRUE
		{"postgres", "inline", GenNot},
		{"hive", "explode_split", GenVia},    // explode(split(s, quoted))
		{"trino", "string_to_table", GenVia}, // UNNEST(CASE ... split)
		{"doris", "explode_bitmap", GenFunction},
		{"trino", "explode_bitmap", GenNot},
		{"bigquery", "json_tuple", GenNot},
		{"trino", "generate_series", GenVia}, // UNNEST(CASE WHEN a > b THEN ARRAY[] ELSE sequence(a, b) END)
		{"bigquery", "range", GenVia},        // UNNEST(GENERATE_ARRAY(a, b - 1))
		{"postgres", "generate_series", GenFunction},
	} {
		if got := support(c.dialect, c.canon); got.How != c.how {
			t.Errorf("%s %s: expressed by %v, want %v", c.dialect, c.canon, got.How, c.how)
		}
	}
}

// ---------------------------------------------------------------------------
// SEMANTICS T14: division.

func TestDivisionT14(t *testing.T) {
	for _, c := range []struct {
		dialect string
		slash   ast.BinaryOp
		intDiv  string
	}{
		{"hive", ast.OpDivFrac, "DIV"},   // Hive: 5 / 2 = 2.5, DIV integral
		{"spark", ast.OpDivFrac, "DIV"},  // Spark reference: div "casted to long"
		{"trino", ast.OpDiv, ""},         // Trino: "integer division performs truncation"
		{"postgres", ast.OpDiv, "div()"}, // PostgreSQL 15: 5 / 2 = 2
		{"duckdb", ast.OpDivFrac, "//"},  // DuckDB 1.5: 5 / 2 = 2.5, 5 // 2 = 2
		{"bigquery", ast.OpDivFrac, "div()"},
	} {
		got := Division(fnTestDialect(t, c.dialect))
		if got.Slash != c.slash || got.IntDiv != c.intDiv {
			t.Errorf("%s division = %+v, want / as %v and %q", c.dialect, got, c.slash, c.intDiv)
		}
	}
	for _, d := range All() {
		if _, ok := fnDivision[d.Name]; !ok {
			t.Errorf("%s: no division rules", d.Name)
		}
	}
	if got := resolve(t, "postgres", false, call("div", col("a"), col("b"))); got != "(a DIV b)" {
		t.Errorf("postgres div(a, b) = %s", got)
	}
}

// ---------------------------------------------------------------------------
// Semantics that differ between dialects get distinct canonical names.

func TestDistinctMeanings(t *testing.T) {
	for _, c := range []struct{ dialect, name, want string }{
		{"hive", "concat", "concat"},
		{"postgres", "concat", "concat_skip_null"},
		{"duckdb", "concat", "concat_skip_null"},
		{"hive", "size", "size"},
		{"spark", "cardinality", "size"}, // Spark 3: cardinality(NULL) = -1 too
		{"trino", "cardinality", "cardinality"},
		{"hive", "greatest", "greatest"},               // GenericUDFBaseNwayCompare: NULL if any
		{"trino", "greatest", "greatest"},              // AbstractGreatestLeast: NULL if any
		{"spark", "greatest", "greatest_ignore_nulls"}, // reference: "skipping null values"
		{"postgres", "greatest", "greatest_ignore_nulls"},
		{"duckdb", "least", "least_ignore_nulls"},
		{"hive", "stddev", "stddev_pop"},
		{"spark", "stddev", "stddev_samp"},
		{"hive", "variance", "var_pop"},
		{"postgres", "variance", "var_samp"},
		{"hive", "collect_list", "collect_list"},
		{"spark", "array_agg", "collect_list"},
		{"trino", "array_agg", "array_agg"},
		{"hive", "replace", "replace"},             // Java String.replace
		{"spark", "replace", "replace_skip_empty"}, // UTF8String.replace: "" search returns this
		{"doris", "length", "octet_length"},
		{"doris", "char_length", "length"},
		{"hive", "substr", "substr"},
		{"postgres", "substr", "substr_sql"},
		{"hive", "regexp_replace", "regexp_replace"},
		{"bigquery", "regexp_replace", "regexp_replace_bs"},
		{"spark", "sequence", "sequence"},
		{"bigquery", "generate_array", "generate_array"},
		{"spark", "arrays_zip", "arrays_zip"},
		{"trino", "zip", "zip"},
		{"hive", "get_json_object", "get_json_object"},
		{"postgres", "now", "current_timestamp"},
		{"trino", "now", "current_timestamp"},
		{"trino", "json_extract_scalar", "json_extract_scalar"},
	} {
		if got, ok := ResolveFunc(fnTestDialect(t, c.dialect), c.name); !ok || got != c.want {
			t.Errorf("%s %s reads as %q, want %s", c.dialect, c.name, got, c.want)
		}
	}
	for _, c := range []struct {
		dialect string
		in      *ast.Func
		want    string
	}{
		{"hive", call("regexp_extract", col("s"), str("(a)")), "regexp_extract(s, '(a)', 1)"},
		{"duckdb", call("regexp_extract", col("s"), str("(a)")), "regexp_extract(s, '(a)', 0)"},
		{"trino", call("regexp_extract", col("s"), str("(a)")), "regexp_substr(s, '(a)', 0)"},
		{"postgres", call("regexp_replace", col("s"), str("a"), str("b")), "regexp_replace_first(s, 'a', 'b')"},
		{"postgres", call("regexp_replace", col("s"), str("a"), str("b"), str("g")), "regexp_replace_bs(s, 'a', 'b')"},
		// 'i' is the pattern with (?i) in front (functions_regex_flags.go);
		// a flag other than 'g', 'i' and 'c' is not read.
		{"postgres", call("regexp_replace", col("s"), str("a"), str("b"), str("gi")), "regexp_replace_bs(s, '(?i)a', 'b')"},
		{"postgres", call("regexp_replace", col("s"), str("a"), str("b"), str("gx")), "<unresolved>"},
		{"postgres", call("regexp_replace", col("s"), col("p"), str("b"), str("i")), "<unresolved>"},
		{"spark", call("log", col("x")), "ln(x)"},
		{"postgres", call("log", col("x")), "log10(x)"},
		{"bigquery", call("log", col("x"), num(2)), "log(2, x)"},
		{"hive", call("locate", str("b"), col("s")), "strpos(s, 'b')"},
		{"snowflake", call("position", str("b"), col("s")), "strpos(s, 'b')"},
		{"trino", call("date_diff", str("day"), col("a"), col("b")), "<unresolved>"},
		{"trino", call("date_diff", str("day"), &ast.Cast{X: col("a"), Type: &ast.TypeName{Kind: ast.TypeDate}},
			&ast.Cast{X: col("b"), Type: &ast.TypeName{Kind: ast.TypeDate}}), "datediff_days(CAST(b AS date), CAST(a AS date))"},
		{"duckdb", call("date_diff", str("day"), col("a"), col("b")), "datediff_days(b, a)"},
		{"spark", call("lpad", col("s"), num(5)), "lpad(s, 5, ' ')"},
		{"postgres", call("rpad", col("s"), num(5)), "rpad(s, 5, ' ')"},
		{"bigquery", call("split", col("s")), "split_literal(s, ',')"},
		{"spark", call("last_value", col("x"), &ast.Literal{Kind: ast.LitBool, Value: "false"}), "last_value(x)"},
		{"spark", call("split", col("s"), str(","), num(-1)), "split_regex(s, ',')"},
		{"spark", call("split", col("s"), str(","), num(2)), "<unresolved>"},
		{"trino", call("replace", col("s"), str("a")), "replace(s, 'a', '')"},
		{"spark", call("first_value", col("x"), &ast.Literal{Kind: ast.LitBool, Value: "true"}), "first_value(x) IGNORE NULLS"},
		{"spark", call("date_trunc", str("MONTH"), col("t")), "date_trunc('month', t)"},
		{"spark", call("date_trunc", str("MM"), col("t")), "<unresolved>"},
		// substr: the dialects' own edges, spelled out in Hive's terms.
		{"trino", call("substr", col("s"), num(2)), "substr(s, 2)"},
		{"trino", call("substr", col("s"), col("p")), "CASE WHEN ((p = 0) AND s IS NOT NULL) THEN '' ELSE substr(s, p) END"},
		{"trino", call("substr", col("s"), num(0)), "substr(s, 1, 0)"},
		{"doris", call("substr", col("s"), col("p")), "CASE WHEN ((p = 0) AND s IS NOT NULL) THEN '' ELSE substr(s, p) END"},
		{"doris", call("substr", col("s"), col("p"), col("n")), "<unresolved>"},
		{"spark", call("substring", col("s"), col("p"), col("n")),
			"CASE WHEN (p < -length(s)) THEN substr(s, 1, ((length(s) + p) + n)) ELSE substr(s, p, n) END"},
		{"bigquery", call("substr", col("s"), col("p")), "CASE WHEN (p < -length(s)) THEN substr(s, 1) ELSE substr(s, p) END"},
		{"duckdb", call("substr", col("s"), col("p")),
			"substr_sql(s, CASE WHEN (p < 0) THEN ((length(s) + p) + 1) ELSE p END)"},
		{"snowflake", call("substr", col("s"), col("p")), "<unresolved>"},
		{"snowflake", call("substr", col("s"), num(3), num(2)), "substr(s, 3, 2)"},
		{"postgres", call("round", &ast.Literal{Kind: ast.LitDecimal, Value: "2.5"}), "round(2.5)"},
		{"postgres", call("round", &ast.Cast{X: col("x"), Type: &ast.TypeName{Kind: ast.TypeDouble}}), "round_half_even(CAST(x AS double))"},
		{"postgres", call("round", col("x")), "<unresolved>"},
		{"duckdb", call("length", col("s")), "length(s)"},
		{"duckdb", call("len", col("l")), "cardinality(l)"},
		{"duckdb", call("length", &ast.Array{Elems: []ast.Expr{num(1)}}), "cardinality(ARRAY[1])"},
	} {
		if got := resolve(t, c.dialect, false, c.in); got != c.want {
			t.Errorf("%s %s reads as %s, want %s", c.dialect, render(c.in), got, c.want)
		}
	}
}

func TestEmulations(t *testing.T) {
	a, b, s, x := col("a"), col("b"), col("s"), col("x")
	for _, c := range []struct {
		dialect, canon string
		args           []ast.Expr
		want           string
	}{
		// concat_skip_null (PostgreSQL concat: NULL arguments ignored) where
		// concat is NULL if any argument is.
		{"trino", "concat_skip_null", []ast.Expr{a, b}, "concat(coalesce(a, ''), coalesce(b, ''))"},
		{"ansi", "concat_skip_null", []ast.Expr{a, b}, "(coalesce(a, '') || coalesce(b, ''))"},
		{"postgres", "concat", []ast.Expr{a, b}, "(a || b)"},
		// size(NULL) = -1 (Hive GenericUDFSize) from cardinality(NULL) = NULL.
		{"trino", "size", []ast.Expr{x}, "coalesce(cardinality(x), -1)"},
		{"hive", "cardinality", []ast.Expr{x}, "CASE WHEN x IS NULL THEN NULL ELSE size(x) END"},
		{"postgres", "greatest", []ast.Expr{a, b}, "CASE WHEN (a IS NULL OR b IS NULL) THEN NULL ELSE greatest(a, b) END"},
		{"trino", "greatest_ignore_nulls", []ast.Expr{a, b}, "greatest(coalesce(a, b), coalesce(b, a))"},
		{"postgres", "if", []ast.Expr{col("c"), a, b}, "CASE WHEN c THEN a ELSE b END"},
		{"postgres", "round", []ast.Expr{x, num(2)}, "round(CAST(x AS decimal), 2)"},
		{"postgres", "round_half_even", []ast.Expr{x}, "round(CAST(x AS double))"},
		{"hive", "pmod", []ast.Expr{a, b}, "pmod(a, b)"},
		{"trino", "pmod", []ast.Expr{a, b}, "CASE WHEN (b = 0) THEN NULL ELSE mod((mod(a, b) + b), b) END"},
		// DuckDB's mod raises for the least integer and -1: the inner
		// remainder divides by 1 there; a literal divisor other than -1
		// needs nothing.
		{"duckdb", "pmod", []ast.Expr{a, b}, "CASE WHEN (b = 0) THEN NULL ELSE mod((mod(a, CASE WHEN (b = -1) THEN 1 ELSE b END) + b), b) END"},
		{"duckdb", "pmod", []ast.Expr{a, num(-1)}, "CASE WHEN (-1 = 0) THEN NULL ELSE mod((mod(a, 1) + -1), -1) END"},
		{"duckdb", "pmod", []ast.Expr{a, num(3)}, "CASE WHEN (3 = 0) THEN NULL ELSE mod((mod(a, 3) + 3), 3) END"},
		{"hive", "mod", []ast.Expr{a, b}, "(a % b)"},
		{"trino", "octet_length", []ast.Expr{s}, "length(to_utf8(s))"},
		{"bigquery", "concat_ws", []ast.Expr{str(","), a, b}, "array_to_string(ARRAY[a, b], ',')"},
		// substr: a literal position >= 1 is portable; otherwise Hive's
		// rules (pos 0 is 1, |pos| > length gives '') are spelled out, a
		// NULL position or length first (Hive: NULL).
		{"trino", "substr", []ast.Expr{s, num(2), num(3)}, "substr(s, 2, 3)"},
		{"trino", "substr", []ast.Expr{s, col("p")},
			"CASE WHEN p IS NULL THEN NULL WHEN (abs(p) > length(s)) THEN '' ELSE substr(s, CASE WHEN (p = 0) THEN 1 ELSE p END) END"},
		{"postgres", "substr", []ast.Expr{s, col("p"), col("n")},
			"CASE WHEN (p IS NULL OR n IS NULL) THEN NULL WHEN (abs(p) > length(s)) THEN '' ELSE substr(s, CASE WHEN (p > 0) THEN p WHEN (p = 0) THEN 1 ELSE ((length(s) + p) + 1) END, CASE WHEN (n < 0) THEN 0 ELSE n END) END"},
		// Snowflake and Doris: an empty s is '' before any substr (their
		// substr is read only from inside s)
		{"snowflake", "substr", []ast.Expr{s, col("p"), col("n")},
			"CASE WHEN (p IS NULL OR n IS NULL) THEN NULL WHEN ((abs(p) > length(s)) OR (length(s) = 0)) THEN '' ELSE substr(s, CASE WHEN (p = 0) THEN 1 ELSE p END, CASE WHEN (n < 0) THEN 0 ELSE n END) END"},
		{"doris", "substr", []ast.Expr{s, col("p")},
			"CASE WHEN p IS NULL THEN NULL WHEN ((abs(p) > char_length(s)) OR (char_length(s) = 0)) THEN '' ELSE substr(s, CASE WHEN (p = 0) THEN 1 ELSE p END) END"},
		{"hive", "substr_sql", []ast.Expr{s, col("p")}, "CASE WHEN (p < 1) THEN s ELSE substr(s, p) END"},
		// SQL's window from p of n characters: a NULL string is NULL in the
		// empty window too.
		{"trino", "substr_sql", []ast.Expr{s, col("p"), col("n")},
			"CASE WHEN ((s IS NULL OR p IS NULL) OR n IS NULL) THEN NULL WHEN (p >= 1) THEN substr(s, p, n) WHEN (((p + n) - 1) >= 1) THEN substr(s, 1, ((p + n) - 1)) ELSE '' END"},
		{"trino", "substr_sql", []ast.Expr{s, num(2), num(3)}, "substr(s, 2, 3)"},
		// Snowflake and Doris: a start past the end of s is written as ''
		// before any substr (their substr is read only from inside s).
		{"snowflake", "substr_sql", []ast.Expr{s, col("p"), col("n")},
			"CASE WHEN ((s IS NULL OR p IS NULL) OR n IS NULL) THEN NULL WHEN ((length(s) = 0) OR (p > length(s))) THEN '' WHEN (p >= 1) THEN substr(s, p, n) WHEN (((p + n) - 1) >= 1) THEN substr(s, 1, ((p + n) - 1)) ELSE '' END"},
		{"doris", "substr_sql", []ast.Expr{s, col("p")}, "CASE WHEN (p < 1) THEN s WHEN (p > char_length(s)) THEN '' ELSE substr(s, p) END"},
		{"hive", "replace_skip_empty", []ast.Expr{s, col("f"), str("x")}, "CASE WHEN (f = '') THEN s ELSE replace(s, f, 'x') END"},
		// split_literal with d = '' splits into characters (BigQuery, Doris),
		// where string_to_array gives [s].
		{"postgres", "split_literal", []ast.Expr{s, str("")}, "regexp_split_to_array(s, '')"},
		{"postgres", "split_literal", []ast.Expr{s, col("d")},
			"CASE WHEN d IS NULL THEN NULL WHEN (s = '') THEN ARRAY[''] WHEN (d = '') THEN regexp_split_to_array(s, '') ELSE string_to_array(s, d) END"},
		{"trino", "trim", []ast.Expr{s}, "trim(s, ' ')"},
		{"hive", "regexp_like", []ast.Expr{s, str("a+")}, "s RLIKE 'a+'"},
		{"postgres", "regexp_like", []ast.Expr{s, str("a+")}, "(s ~ 'a+')"},
		{"snowflake", "regexp_like", []ast.Expr{s, str("a+")}, "(regexp_instr(s, 'a+') > 0)"},
		{"trino", "regexp_extract", []ast.Expr{s, str("(a)"), num(1)},
			"CASE WHEN ((s IS NULL OR '(a)' IS NULL) OR 1 IS NULL) THEN NULL ELSE coalesce(regexp_extract(s, '(a)', 1), '') END"},
		{"spark", "regexp_substr", []ast.Expr{s, str("a+"), num(0)}, "CASE WHEN s RLIKE 'a+' THEN regexp_extract(s, 'a+', 0) ELSE NULL END"},
		// Replacement syntax: Java $n <-> \n, PostgreSQL's whole match \&.
		{"postgres", "regexp_replace", []ast.Expr{s, str("(a)(b)"), str(`$2$1\$`)}, `regexp_replace(s, '(a)(b)', '\2\1$', 'g')`},
		{"duckdb", "regexp_replace", []ast.Expr{s, str("a"), str(`<$0>`)}, `regexp_replace(s, 'a', '<\0>', 'g')`},
		{"postgres", "regexp_replace", []ast.Expr{s, str("a"), str(`<$0>`)}, `regexp_replace(s, 'a', '<\&>', 'g')`},
		{"bigquery", "regexp_replace", []ast.Expr{s, str("(a)"), str(`x\\y$1`)}, `regexp_replace(s, '(a)', 'x\\y\1')`},
		{"hive", "regexp_replace_bs", []ast.Expr{s, str("(a)"), str(`\1$\\`)}, `regexp_replace(s, '(a)', '$1\$\\')`},
		{"postgres", "regexp_replace_bs", []ast.Expr{s, str("a"), str(`\0`)}, `regexp_replace(s, 'a', '\&', 'g')`},
		{"postgres", "element_at", []ast.Expr{col("arr"), num(2)}, "arr[2]@1"},
		{"postgres", "element_at", []ast.Expr{col("arr"), num(-1)}, "arr[((cardinality(arr) + -1) + 1)]@1"},
		{"snowflake", "array_join", []ast.Expr{col("arr"), str(",")}, "array_to_string(array_compact(arr), ',')"},
		{"hive", "array_join", []ast.Expr{col("arr"), str(",")}, "concat_ws(',', arr)"},
		{"duckdb", "sequence", []ast.Expr{a, b}, "generate_series(a, b, CASE WHEN (a <= b) THEN 1 ELSE -1 END)"},
		{"trino", "generate_array", []ast.Expr{a, b}, "CASE WHEN (a > b) THEN ARRAY[] ELSE sequence(a, b) END"},
		{"postgres", "sequence", []ast.Expr{a, b}, "CASE WHEN (a IS NULL OR b IS NULL) THEN NULL ELSE ARRAY(SELECT v FROM generate_series(a, b, CASE WHEN (a <= b) THEN 1 ELSE -1 END) WITH ORDINALITY ORDER BY o) END"},
		{"duckdb", "string_to_array", []ast.Expr{s, str(",")}, "CASE WHEN (s = '') THEN ARRAY[] ELSE string_split(s, ',') END"},
		{"trino", "range_array", []ast.Expr{a, b}, "CASE WHEN (a > (b - 1)) THEN ARRAY[] ELSE sequence(a, (b - 1)) END"},
		// PostgreSQL has no list-valued series: collected from generate_series
		// (functions_series_pg.go), range_array leaving out its stop and
		// taking a zero step as no row.
		{"postgres", "generate_array", []ast.Expr{num(1), b}, "CASE WHEN (1 IS NULL OR b IS NULL) THEN NULL ELSE ARRAY(SELECT v FROM generate_series(CAST(1 AS bigint), b) WITH ORDINALITY ORDER BY o) END"},
		{"postgres", "range_array", []ast.Expr{a, b, col("k")}, "CASE WHEN ((a IS NULL OR b IS NULL) OR k IS NULL) THEN NULL ELSE ARRAY(SELECT v FROM generate_series(a, b, nullif(k, (k - k))) WITH ORDINALITY WHERE (v <> b) ORDER BY o) END"},
		{"postgres", "range_array", []ast.Expr{a, b, num(-2)}, "CASE WHEN ((a IS NULL OR b IS NULL) OR -2 IS NULL) THEN NULL ELSE ARRAY(SELECT v FROM generate_series(a, b, CAST(-2 AS bigint)) WITH ORDINALITY WHERE (v <> b) ORDER BY o) END"},
		{"snowflake", "sequence", []ast.Expr{num(1), num(4), num(2)}, "array_generate_range(1, (4 + CASE WHEN (2 > 0) THEN 1 ELSE -1 END), 2)"},
		{"trino", "date_add_days", []ast.Expr{col("d"), col("n")}, "date_add('day', n, CAST(d AS date))"},
		{"postgres", "datediff_days", []ast.Expr{col("e"), col("st")}, "(CAST(e AS date) - CAST(st AS date))"},
		{"bigquery", "date_sub_days", []ast.Expr{col("d"), col("n")}, "date_sub(CAST(d AS date), INTERVAL n DAY)"},
		{"postgres", "year", []ast.Expr{col("d")}, "EXTRACT(YEAR FROM d)"},
		// The clock and the week (functions_time_parts.go): PostgreSQL's
		// EXTRACT(SECOND) keeps the fraction, its DOW counts Sunday as 0;
		// Trino's day_of_week and Snowflake's DAYOFWEEKISO count Monday
		// as 1; Hive's, Spark's and BigQuery's from Sunday 1.
		{"postgres", "second", []ast.Expr{col("t")}, "trunc(EXTRACT(SECOND FROM t))"},
		{"ansi", "second", []ast.Expr{col("t")}, "floor(EXTRACT(SECOND FROM t))"},
		{"bigquery", "second", []ast.Expr{col("t")}, "EXTRACT(SECOND FROM t)"},
		{"ansi", "hour", []ast.Expr{col("t")}, "EXTRACT(HOUR FROM t)"},
		{"postgres", "dayofweek", []ast.Expr{col("d")}, "(EXTRACT(DOW FROM d) + 1)"},
		{"duckdb", "dayofweek", []ast.Expr{col("d")}, "(EXTRACT(DOW FROM d) + 1)"},
		{"trino", "dayofweek", []ast.Expr{col("d")}, "((day_of_week(d) % 7) + 1)"},
		{"snowflake", "dayofweek", []ast.Expr{col("d")}, "((dayofweekiso(d) % 7) + 1)"},
		{"hive", "dow", []ast.Expr{col("d")}, "(dayofweek(d) - 1)"},
		{"trino", "dow", []ast.Expr{col("d")}, "(day_of_week(d) % 7)"},
		{"postgres", "dow", []ast.Expr{col("d")}, "EXTRACT(DOW FROM d)"},
		{"spark", "isodow", []ast.Expr{col("d")}, "(((dayofweek(d) + 5) % 7) + 1)"},
		{"bigquery", "isodow", []ast.Expr{col("d")}, "(((EXTRACT(DAYOFWEEK FROM d) + 5) % 7) + 1)"},
		{"postgres", "isodow", []ast.Expr{col("d")}, "EXTRACT(ISODOW FROM d)"},
		{"bigquery", "weekofyear", []ast.Expr{col("d")}, "EXTRACT(ISOWEEK FROM d)"},
		{"trino", "weekofyear", []ast.Expr{col("d")}, "week(d)"},
		{"postgres", "count_if", []ast.Expr{col("c")}, "count(CASE WHEN c THEN 1 END)"},
		{"hive", "bool_and", []ast.Expr{col("c")}, "min(c)"},
		{"trino", "collect_list", []ast.Expr{x}, "coalesce(array_agg(x) FILTER (WHERE x IS NOT NULL), ARRAY[])"},
		{"postgres", "collect_set", []ast.Expr{x}, "coalesce(array_agg(DISTINCT x) FILTER (WHERE x IS NOT NULL), '{}')"},
		{"bigquery", "collect_list", []ast.Expr{x}, "coalesce(array_agg(x) IGNORE NULLS, ARRAY[])"},
	} {
		if got := spell(t, c.dialect, c.canon, c.args...); got != c.want {
			t.Errorf("%s %s:\n got %s\nwant %s", c.dialect, c.canon, got, c.want)
		}
	}
}

func TestAggregateModifiersKept(t *testing.T) {
	f := call("collect_list", col("x"))
	f.Over = &ast.WindowSpec{}
	f.Filter = col("keep")
	out, err := SpellCall(fnTestDialect(t, "trino"), f)
	if err != nil {
		t.Fatal(err)
	}
	if got := render(out); got != "coalesce(array_agg(x) FILTER (WHERE (keep AND x IS NOT NULL)) OVER (...), ARRAY[])" {
		t.Errorf("modifiers must stay on the aggregate: %s", got)
	}
	g := call("count_if", col("c"))
	g.Over = &ast.WindowSpec{}
	out, _ = SpellCall(fnTestDialect(t, "postgres"), g)
	if got := render(out); got != "count(CASE WHEN c THEN 1 END) OVER (...)" {
		t.Errorf("count_if window = %s", got)
	}
}

func TestRefusals(t *testing.T) {
	for _, c := range []struct {
		dialect, canon string
		args           []ast.Expr
		code           string
	}{
		{"hive", "array_agg", []ast.Expr{col("x")}, CodeFuncUnsupported},
		{"trino", "arrays_zip", []ast.Expr{col("a"), col("b")}, CodeFuncUnsupported},
		{"spark", "zip", []ast.Expr{col("a"), col("b")}, CodeFuncUnsupported},
		{"trino", "round", []ast.Expr{col("x")}, CodeFuncUnsupported},
		{"postgres", "regexp_replace", []ast.Expr{col("s"), str("a"), col("rep")}, CodeFuncArgs},
		{"postgres", "regexp_replace", []ast.Expr{col("s"), str("a"), str("${name}")}, CodeFuncArgs},
		{"spark", "replace", []ast.Expr{col("s"), col("f"), str("x")}, CodeFuncArgs},
		// An empty delimiter: Snowflake SPLIT gives [s].
		{"snowflake", "split_literal", []ast.Expr{col("s"), str("")}, CodeFuncArgs},
		{"snowflake", "split_literal", []ast.Expr{col("s"), col("d")}, CodeFuncArgs},
		{"postgres", "round_half_even", []ast.Expr{col("x"), num(2)}, CodeFuncArgs},
		{"trino", "explode_bitmap", []ast.Expr{col("b")}, CodeFuncUnsupported},
		{"hive", "substr", []ast.Expr{col("s")}, CodeFuncArgs}, // arity
	} {
		if d := spellErr(t, c.dialect, c.canon, c.args...); d.Code != c.code {
			t.Errorf("%s %s: code %s, want %s (%s)", c.dialect, c.canon, d.Code, c.code, d.Message)
		}
	}
}

func TestVolatileArgumentsNotRepeated(t *testing.T) {
	_, err := SpellFunc(fnTestDialect(t, "hive"), "cardinality", []ast.Expr{call("shuffle", col("a"))}, ast.Span{})
	var d *diag.Diagnostic
	if !errors.As(err, &d) || d.Code != CodeFuncArgs {
		t.Errorf("a repeated non-deterministic argument must be refused, got %v", err)
	}
	if _, err := SpellFunc(fnTestDialect(t, "trino"), "size", []ast.Expr{call("shuffle", col("a"))}, ast.Span{}); err != nil {
		t.Errorf("an argument used once may be anything: %v", err)
	}
}

func TestReplacementConversion(t *testing.T) {
	for _, c := range []struct{ dollar, pg, re2 string }{
		{`$1`, `\1`, `\1`},
		{`a\$b`, `a$b`, `a$b`},
		{`\\`, `\\`, `\\`},
		{`$0`, `\&`, `\0`},
		{`&`, `&`, `&`},
	} {
		parts, ok := fnParseDollar(c.dollar)
		if !ok {
			t.Fatalf("%q does not parse", c.dollar)
		}
		if got := fnRenderBackslash(parts, true); got != c.pg {
			t.Errorf("%q in PostgreSQL = %q, want %q", c.dollar, got, c.pg)
		}
		if got := fnRenderBackslash(parts, false); got != c.re2 {
			t.Errorf("%q in RE2 = %q, want %q", c.dollar, got, c.re2)
		}
		back, ok := fnParseBackslash(c.re2)
		if !ok || fnRenderDollar(back) != fnRenderDollar(parts) {
			t.Errorf("%q does not convert back", c.re2)
		}
	}
	for _, bad := range []string{`$`, `${g}`, `$12`, `\`} {
		if _, ok := fnParseDollar(bad); ok {
			t.Errorf("%q must not convert", bad)
		}
	}
}

// ---------------------------------------------------------------------------
// docs/functions.md is generated from the tables.

func TestFunctionsDoc(t *testing.T) {
	got := fnRenderDoc()
	path := filepath.Join("..", "docs", "functions.md")
	if *updateFuncDoc {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./dialects -run TestFunctionsDoc -update-funcdoc)", err)
	}
	if string(want) != got {
		t.Errorf("docs/functions.md is stale: run go test ./dialects -run TestFunctionsDoc -update-funcdoc")
	}
}

func fnRenderDoc() string {
	var b strings.Builder
	b.WriteString(`# Functions

Generated from ` + "`catalog/`" + ` and ` + "`dialects/functions.go`" + ` by
` + "`go test ./dialects -run TestFunctionsDoc -update-funcdoc`" + `; do not edit by hand.

Front-ends read each dialect's spelling into one **canonical** function (one per distinct
semantics); writers spell it back natively, through an exact emulation, or refuse with a
hint (diagnostic ` + "`" + CodeFuncUnsupported + "`" + ` when the target cannot express it, ` + "`" + CodeFuncArgs + "`" + ` when it can only for
other arguments, such as a literal delimiter). A dialect not listed for a function refuses it.
A function that is not in this catalog (a user's function, a built-in lateral does not know)
passes through unchanged; between two different dialects a warning (` + "`" + CodeFuncUnchecked + "`" + `) says
its meaning in the target was not checked.
"not portable" in a description marks an edge where engines disagree and no result is promised.

`)
	kinds := []catalog.Kind{catalog.Scalar, catalog.Aggregate, catalog.Window, catalog.Generator}
	titles := []string{"Scalar functions", "Aggregate functions", "Window functions", "Generators"}
	for i, k := range kinds {
		fmt.Fprintf(&b, "## %s\n\n| canonical | args | semantics | native spelling | emulated in |\n|---|---|---|---|---|\n", titles[i])
		for _, f := range catalog.All() {
			if f.Kind != k {
				continue
			}
			native, emulated := fnDocCells(f.Name)
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", f.Name, f.ArityString(), fnDocEscape(f.Doc), native, emulated)
		}
		b.WriteString("\n")
	}

	falseFriendDoc(&b) // functions_false_friends_test.go

	b.WriteString("## Generator shapes\n\n| canonical | ast kind | outer | position | via scalar |\n|---|---|---|---|---|\n")
	for _, f := range catalog.All() {
		if f.Kind != catalog.Generator {
			continue
		}
		pos := ""
		if p := f.Gen.Pos; p != nil {
			pos = fmt.Sprintf("base %d, first", p.Base)
		}
		outer := ""
		if f.Gen.Outer {
			outer = "yes"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s |\n", f.Name, f.Gen.Kind, outer, pos, f.Gen.Via)
	}

	b.WriteString("\n## Default generator column names (SEMANTICS T7)\n\n| dialect / spelling | array input | map input | position | WITH ORDINALITY | notes |\n|---|---|---|---|---|---|\n")
	keys := make([]string, 0, len(fnGenNames))
	for k := range fnGenNames {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		g := fnGenNames[k]
		arr := strings.Join(g.Value, ", ")
		switch {
		case g.Numbered != "":
			arr = fmt.Sprintf("%s%d, %s%d, ...", g.Numbered, g.First, g.Numbered, g.First+1)
		case g.Fields:
			arr = "the struct's field names"
		}
		note := ""
		if g.AliasNamesColumn {
			note = "a table alias without column aliases names the column"
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s |\n", k, arr, strings.Join(g.Map, ", "), g.Pos, g.Ordinality, note)
	}

	b.WriteString("\n## How each dialect expresses the generators\n\n| canonical |")
	for _, d := range All() {
		b.WriteString(" " + d.Name + " |")
	}
	b.WriteString("\n|---|" + strings.Repeat("---|", len(All())) + "\n")
	for _, f := range catalog.All() {
		if f.Kind != catalog.Generator {
			continue
		}
		fmt.Fprintf(&b, "| `%s` |", f.Name)
		for _, d := range All() {
			g := fnGenSupport(d, f)
			cell := ""
			switch g.How {
			case GenFunction:
				cell = "`" + g.Name + "`"
			case GenOuter:
				cell = "outer `" + g.Name + "`"
			case GenUnnest:
				cell = "UNNEST"
			case GenVia:
				cell = "unnest `" + g.Name + "`"
			}
			b.WriteString(" " + cell + " |")
		}
		b.WriteString("\n")
	}

	b.WriteString("\n## Not settled\n\n")
	for _, u := range fnUnsettled {
		b.WriteString("- " + u + "\n")
	}
	b.WriteString("\n## Division (SEMANTICS T14)\n\n`ast.OpDiv` is standard division (integral for two integers), `ast.OpDivFrac` always\nfractional, `ast.OpIntDiv` integral division truncating toward zero.\n\n| dialect | `a / b` reads as | `ast.OpIntDiv` is written |\n|---|---|---|\n")
	for _, d := range All() {
		r := Division(d)
		intDiv := r.IntDiv
		if intDiv == "" {
			intDiv = "no spelling"
		}
		fmt.Fprintf(&b, "| %s | `%s` | %s |\n", d.Name, r.Slash, intDiv)
	}
	b.WriteString("\nThe quotient of `a / b` (a float operand makes it a DOUBLE everywhere; s1, s2 and p2 are\nthe operands' scales and the divisor's precision). A translation keeps it, writes\n`CAST(a AS DOUBLE) / b` for a DOUBLE quotient, builds the source's decimal quotient from exact\noperations of the target where their documented types allow (Doris's in every target but\nDrill; Hive's, Spark's, Trino's and Snowflake's, each rounded half up, in ANSI, PostgreSQL, DuckDB,\nBigQuery (scales up to 9) and Snowflake, Hive's and Spark's in Trino and Presto too, Snowflake's\nin Trino and Presto; Hive's, Spark's and Trino's average of decimals in ANSI and DuckDB from sum\nand count), or refuses (T071). Drill is refused: its decimals depend on a session option.\n\n| dialect | integer / integer | with a decimal | zero divisor |\n|---|---|---|---|\n")
	var names []string
	for _, d := range All() {
		names = append(names, d.Name)
	}
	for _, r := range rewrite.DivisionRules(names) {
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", r.Dialect, r.IntInt, r.Decimal, r.Zero)
	}
	return b.String()
}

func fnDocCells(canon string) (native, emulated string) {
	byName := map[string][]string{}
	var emu []string
	for _, d := range All() {
		w, ok := fnWrite[canon][d.Name]
		switch {
		case !ok:
		case w.name != "":
			n := w.name
			if w.order != nil {
				n += fmt.Sprintf(" (args %v)", w.order)
			}
			byName[n] = append(byName[n], d.Name)
		case w.emit != nil:
			emu = append(emu, d.Name)
		}
	}
	var parts []string
	for n, ds := range byName {
		parts = append(parts, fmt.Sprintf("`%s`: %s", n, strings.Join(ds, ", ")))
	}
	sort.Strings(parts)
	return strings.Join(parts, "; "), strings.Join(emu, ", ")
}

func fnDocEscape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// fnUnsettled lists what the tables do not decide, for docs/functions.md.
var fnUnsettled = []string{
	"A canonical name a dialect has no reading of (Trino's and DuckDB's `array_distinct`, whose order Trino does not document and DuckDB's `list_distinct` does not keep) is the dialect's own function: the call is marked `ast.Func.Unread`, passed unchanged when translating to the same dialect and refused (T302, naming the dialects that read the name) for the others, and the reference executor does not run it. So are Doris and Snowflake `substr`/`substring` in a form not read (Snowflake: a position that is not a literal >= 1; Doris: a length that is not a literal >= 0, whose negative case Doris does not document), and DuckDB `regexp_split_to_array` with a pattern that may match the empty string. So is PostgreSQL `round(x)` of an argument that is neither a literal nor a cast (PostgreSQL rounds a double precision half to even, a numeric half away from zero): with the column types (--schema) it is read as `round` or `round_half_even` by the argument's type, without them it is refused (T056) for every target but PostgreSQL; the reference executor rounds by the value's type. `round(x, d)` exists in PostgreSQL for a numeric x only and is read as `round`. A form a read fix does not take otherwise keeps its name and is still read as the canonical function.",
	"Spark is read with its 3.x defaults (`spark.sql.ansi.enabled=false`, `spark.sql.legacy.sizeOfNull=true`): `size(NULL)` is -1, `element_at` out of range is NULL. Spark 4 turns ANSI mode on by default, which makes both NULL/an error; the dialect model has no version.",
	"Regular expressions: a literal pattern is checked and rewritten for the target's engine (README, internal/regexflavor); a pattern that is not a literal passes only within a dialect and between DuckDB and BigQuery (both RE2), and is refused (T141) between the others, Hive, Spark and Drill (Java versions differ) and Trino and Presto (Joni builds differ) included.",
	"Doubles: `round` ties are decided on the shortest decimal form in Hive and Spark, and in DuckDB to 0 places, where DuckDB's to other places rounds the double nearest x * 10^d (round(0.285::DOUBLE, 2) = 0.28), refused between DuckDB and the other dialects, T210, rewrite/duck_round_double.go; Trino's and Presto's `round` of a DOUBLE or REAL rounds the double nearest x * 10^d (round(DOUBLE '4.145', 2) = 4.14), so it is read only to 0 places (the value's own tie, as the canonical round's), of an integer always, and of a DECIMAL but to negative places past its integer digits, where Trino gives 0 (dialects/functions_round_trino.go; the rest refused, T302, and T056 without the argument's type); toward Trino and Presto `round` is not written. PostgreSQL's cast of a float to numeric keeps 15 (a real's 6) digits, so its translation of `round` of a float reads the float's text and casts the result back to the float's type (rewrite/pg_round_double.go). Snowflake's HALF_TO_EVEN rounding rejects FLOAT input.",
	"DuckDB `length`/`len`/`array_length` count string characters and list elements; the argument's type decides (rewrite/duck_len.go): without it `length` reads as the string length, `array_length` as the list length, and `len` is refused (T134) toward the other dialects.",
	"`map_entries` field names in Trino, `stddev_samp` of one row in Hive, and the NULL-delimiter and empty-input rules of Doris `split_by_string` were not confirmed; those spellings are not mapped.",
	"Snowflake does not document `SPLIT('', d)`, nor `ARRAY_CONTAINS` or `ARRAY_POSITION` of a NULL array: the Snowflake emulations test those inputs before the call, the reference executor raises an error for them, and a Snowflake query calling these functions (`split_literal_whole`, `array_contains_find_null`, `array_offset_not_distinct`) is refused for the other targets. `ARRAY_CONTAINS` over a semi-structured array (an ARRAY constant, SPLIT's result) needs a VARCHAR or date value cast to VARIANT, which is not added.",
	"Doris `array_contains` (`array_contains_null_equal`: a NULL value finds a NULL element) follows the Doris documentation and was not run on Doris; PostgreSQL and DuckDB express it for any value, the other dialects only for a non-NULL literal value.",
	"A replacement string of `regexp_replace`, `regexp_replace_bs` or `regexp_replace_first` that is not a literal passes only within a dialect and between Hive and Spark (both java.util.regex.Matcher), and is refused (T141) between the others (PostgreSQL's whole match is `\\&`, RE2's `\\0`); a literal is converted.",
	"DuckDB `list_sort`/`array_sort` without a NULL order (or with 'DEFAULT') sorts by the settings `default_order` and `default_null_order`, and descending with the NULL elements first (DuckDB, or Snowflake `ARRAY_SORT(a, FALSE)`) has no canonical function: those forms are the dialect's own (`ast.Func.Unread`). DuckDB's `list_sort` of doubles does not keep -0.0 and 0.0 in the array's order, and orders a NULL inside a struct or list after every value: refused for other targets. For Snowflake, `sort_array`'s argument is cast to a structured ARRAY(T) unless it cannot hold a JSON null (a constructor, an aggregate of numbers, a cast); an argument whose exact type is not known is refused.",
	"Counting and locating matches (`regexp_count`, `regexp_instr`, Trino's `regexp_position`) is read only with two arguments and a literal pattern that cannot match the empty string, where the engines step over zero-width matches otherwise (PostgreSQL's `regexp_instr('', 'x*')` is 1, Trino's `regexp_position` -1); between PostgreSQL or Snowflake and the others a count is refused (T085) unless the pattern's match has one length at each place (PostgreSQL takes the longest match, the others the first alternative). Spark's `regexp_instr` counts UTF-16 code units and is not read. Functions taking a regular expression lateral does not read (`str_to_map`, `regexp_extract_all`, `regexp_substr_all`, PostgreSQL's `regexp_match`, DuckDB's `string_split_regex` with flags) are refused (T093) toward other dialects rather than passed with W014.",
	"Date and time formats (`date_format`, `to_char`, `strftime`), JSON path dialects beyond `$.a.b[0]`, and time-zone functions are not in the catalog yet.",
}

func TestLowerFunctions(t *testing.T) {
	// SELECT concat_skip_null(a, b), split_literal(s, ','), my_udf(x), explode(arr)
	q := &ast.Query{Body: &ast.Select{Items: []*ast.SelectItem{
		{Expr: call("concat_skip_null", col("a"), col("b"))},
		{Expr: call("split_literal", col("s"), str(","))},
		{Expr: call("my_udf", col("x"))},
		{Expr: call("explode", col("arr"))},
		{Expr: call("zip", col("a"), col("b"))},
	}}}
	st := &ast.QueryStmt{Query: q}
	var diags diag.List
	out := LowerFunctions(fnTestDialect(t, "trino"), fnTestDialect(t, "hive"), st, &diags)
	items := out.(*ast.QueryStmt).Query.Body.(*ast.Select).Items
	var got []string
	for _, it := range items {
		got = append(got, render(it.Expr))
	}
	want := []string{"concat(coalesce(a, ''), coalesce(b, ''))", "split(s, ',')", "my_udf(x)", "explode(arr)", "zip(a, b)"}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("lowered:\n got %v\nwant %v", got, want)
	}
	if len(diags) != 1 || diags[0].Code != CodeFuncUnsupported {
		t.Errorf("zip in Hive must be refused once, got %v", diags)
	}
	if render(q.Body.(*ast.Select).Items[0].Expr) != "concat_skip_null(a, b)" {
		t.Error("LowerFunctions must not modify its input")
	}
}

// A target without FILTER reads agg(x) FILTER (WHERE p) as agg(CASE WHEN
// p THEN x END): every argument of count(x, y) is guarded, count(*) counts
// CASE WHEN p THEN 1 END, and array_agg, which keeps NULLs, is refused.
func TestFilterIntoArgs(t *testing.T) {
	p := &ast.Binary{Op: ast.OpGt, L: col("x"), R: num(1)}
	spellFiltered := func(f *ast.Func) (string, error) {
		f.Filter = p
		out, err := SpellCall(fnTestDialect(t, "hive"), f)
		if err != nil {
			return "", err
		}
		return render(out), nil
	}
	two := call("count", col("x"), col("y"))
	if got, err := spellFiltered(two); err != nil || got != "count(CASE WHEN (x > 1) THEN x END, CASE WHEN (x > 1) THEN y END)" {
		t.Errorf("count(x, y) FILTER: %q, %v", got, err)
	}
	star := call("count")
	star.Star = true
	if got, err := spellFiltered(star); err != nil || got != "count(CASE WHEN (x > 1) THEN 1 END)" {
		t.Errorf("count(*) FILTER: %q, %v", got, err)
	}
	if _, err := spellFiltered(call("array_agg", col("x"))); err == nil {
		t.Error("array_agg(x) FILTER: want a refusal in hive")
	}
	// copied into two arguments, a condition that is not deterministic
	// would be drawn twice
	p = &ast.Binary{Op: ast.OpLt, L: call("rand"), R: num(1)}
	if _, err := spellFiltered(call("count", col("x"), col("y"))); err == nil {
		t.Error("count(x, y) FILTER (WHERE rand() < 1): want a refusal in hive")
	}
	kept, err := SpellCall(fnTestDialect(t, "postgres"), &ast.Func{Name: ast.QName{{Name: "count"}}, Args: []ast.Expr{col("x")}, Filter: p})
	if f, ok := kept.(*ast.Func); err != nil || !ok || f.Filter == nil {
		t.Errorf("postgres keeps FILTER: %#v, %v", kept, err)
	}
}

// The day of the week is read by its numbering (functions_time_parts.go):
// Trino's day_of_week and dow, DuckDB's isodow and Snowflake's
// DAYOFWEEKISO count Monday as 1; DuckDB's dayofweek counts Sunday as 0,
// Hive's and Spark's Sunday as 1; DuckDB's week and Trino's week_of_year
// are the ISO week. Where no function is known to number the days or the
// weeks so, and where Drill's EXTRACT(SECOND) is not documented, the
// function is refused with a hint.
func TestTimePartsReadAndRefused(t *testing.T) {
	for _, c := range []struct{ dialect, name, want string }{
		{"trino", "day_of_week", "isodow(d)"},
		{"trino", "dow", "isodow(d)"},
		{"trino", "week_of_year", "weekofyear(d)"},
		{"duckdb", "isodow", "isodow(d)"},
		{"duckdb", "dayofweek", "dow(d)"},
		{"duckdb", "week", "weekofyear(d)"},
		{"snowflake", "dayofweekiso", "isodow(d)"},
		{"snowflake", "weekiso", "weekofyear(d)"},
		{"hive", "dayofweek", "dayofweek(d)"},
		{"spark", "second", "second(d)"},
	} {
		if got := resolve(t, c.dialect, false, call(c.name, col("d"))); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.name, got, c.want)
		}
	}
	// Snowflake's DAYOFWEEK and WEEK follow session parameters; PostgreSQL
	// has no hour function: none is read.
	for _, c := range []struct{ dialect, name string }{{"snowflake", "dayofweek"}, {"snowflake", "week"}, {"postgres", "hour"}} {
		if _, ok := ResolveCall(fnTestDialect(t, c.dialect), call(c.name, col("d")), false); ok {
			t.Errorf("%s %s must not be read", c.dialect, c.name)
		}
	}
	for _, c := range []struct{ dialect, canon string }{
		{"drill", "second"}, {"drill", "quarter"}, {"ansi", "quarter"}, {"ansi", "dayofweek"}, {"doris", "isodow"}, {"drill", "weekofyear"},
	} {
		if d := spellErr(t, c.dialect, c.canon, col("d")); d.Code != CodeFuncUnsupported {
			t.Errorf("%s %s: code %s, want %s", c.dialect, c.canon, d.Code, CodeFuncUnsupported)
		}
	}
}

// Hive's and Spark's isnull and isnotnull, Spark's and Snowflake's nvl2
// are read as the expressions they stand for, space written repeat(' ', n)
// elsewhere (functions_null_tests.go); md5 is refused where it hashes binary values.
func TestNullTestsRead(t *testing.T) {
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"hive", call("isnull", col("a")), "a IS NULL"},
		{"spark", call("isnotnull", col("a")), "a IS NOT NULL"},
		{"snowflake", call("nvl2", col("a"), col("b"), col("c")), "CASE WHEN a IS NOT NULL THEN b ELSE c END"},
		{"hive", call("space", col("n")), "space(n)"},
		{"hive", call("character_length", col("s")), "length(s)"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.f.Name[0].Name, got, c.want)
		}
	}
	// PostgreSQL's isnull is a postfix operator, not this function, and
	// Hive's nvl2 is not read (only Spark's and Snowflake's are checked).
	for _, c := range []struct{ dialect, name string }{{"postgres", "isnull"}, {"hive", "nvl2"}} {
		if _, ok := ResolveCall(fnTestDialect(t, c.dialect), call(c.name, col("a"), col("b"), col("c")), false); ok {
			t.Errorf("%s %s must not be read", c.dialect, c.name)
		}
	}
	for _, d := range []string{"trino", "presto", "bigquery"} {
		if e := spellErr(t, d, "md5", col("s")); e.Code != CodeFuncUnsupported {
			t.Errorf("%s md5: code %s", d, e.Code)
		}
	}
	if got := spell(t, "postgres", "space", col("n")); got != "repeat(' ', n)" {
		t.Errorf("postgres space: %s", got)
	}
	if got := spell(t, "trino", "space", col("n")); got != "rpad('', greatest(n, 0), ' ')" {
		t.Errorf("trino space: %s", got)
	}
	if got := spell(t, "postgres", "md5", col("s")); got != "md5(s)" {
		t.Errorf("postgres md5: %s", got)
	}
}

// The trigonometric functions are read and written by name, atan2 in
// the same order everywhere; degrees is PostgreSQL's or DuckDB's formula
// (functions_trig.go); Hive's asin, and the degrees of the dialects whose
// formula depends on the Java version, are refused.
func TestTrigRows(t *testing.T) {
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"hive", call("sin", col("x")), "sin(x)"},
		{"bigquery", call("atan2", col("y"), col("x")), "atan2(y, x)"},
		{"postgres", call("degrees", col("x")), "degrees_pg(x)"},
		{"duckdb", call("degrees", col("x")), "degrees(x)"},
		{"trino", call("radians", col("x")), "radians(x)"},
		{"snowflake", call("atan2", col("y"), col("x")), "atan2(y, x)"},
		{"hive", call("asin", col("x")), "<unresolved>"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.f.Name[0].Name, got, c.want)
		}
	}
	for _, c := range []struct{ dialect, canon, want string }{
		{"postgres", "degrees", "(x * (180 / pi()))"},
		{"duckdb", "degrees_pg", "(x /frac (pi() /frac 180))"},
		{"trino", "degrees_pg", "(x / (pi() / 180))"},
		{"ansi", "acos", "acos(x)"},
	} {
		if got := spell(t, c.dialect, c.canon, col("x")); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, c.canon, got, c.want)
		}
	}
	for _, c := range []struct{ dialect, canon string }{
		{"hive", "asin"}, {"snowflake", "acos"}, {"hive", "degrees"}, {"spark", "radians"}, {"bigquery", "degrees_pg"}, {"ansi", "atan2"}, {"hive", "atan2"},
	} {
		args := []ast.Expr{col("x")}
		if c.canon == "atan2" {
			args = append(args, col("y"))
		}
		if e := spellErr(t, c.dialect, c.canon, args...); e.Code != CodeFuncUnsupported {
			t.Errorf("%s %s: code %s", c.dialect, c.canon, e.Code)
		}
	}
}

// split_part is PostgreSQL's and Spark's or DuckDB's, one function for a
// non-empty literal delimiter and a literal field other than 0, written
// with element_at of split for Trino and Presto; Snowflake's is read for
// those arguments only (functions_split_part.go).
func TestSplitPartRows(t *testing.T) {
	lit := func(s string) ast.Expr { return &ast.Literal{Kind: ast.LitString, Value: s} }
	num := func(n string) ast.Expr { return &ast.Literal{Kind: ast.LitInt, Value: n} }
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"postgres", call("split_part", col("s"), col("d"), col("n")), "split_part_pg(s, d, n)"},
		{"spark", call("split_part", col("s"), col("d"), col("n")), "split_part_pg(s, d, n)"},
		{"duckdb", call("split_part", col("s"), col("d"), col("n")), "split_part(s, d, n)"},
		{"snowflake", call("split_part", col("s"), lit(","), num("2")), "split_part_pg(s, ',', 2)"},
		{"snowflake", call("split_part", col("s"), lit(","), num("0")), "<unresolved>"},
		{"snowflake", call("split_part", col("s"), col("d"), num("1")), "<unresolved>"},
		{"trino", call("split_part", col("s"), lit("/"), num("2")), "split_part_null(s, '/', 2)"},
		{"trino", call("split_part", col("s"), lit("/"), num("-1")), "<unresolved>"},
		{"presto", call("split_part", col("s"), col("d"), num("1")), "<unresolved>"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, render(c.f), got, c.want)
		}
	}
	if got := spell(t, "duckdb", "split_part_pg", col("s"), lit(","), num("-1")); got != "split_part(s, ',', -1)" {
		t.Errorf("duckdb split_part_pg: %s", got)
	}
	if got := spell(t, "spark", "split_part_pg", col("s"), col("d"), col("n")); got != "split_part(s, d, n)" {
		t.Errorf("spark split_part_pg: %s", got)
	}
	if got := spell(t, "postgres", "split_part_null", col("s"), lit("é-"), num("3")); got != "CASE WHEN ((length(s) - length(replace(s, 'é-', ''))) >= 4) THEN split_part(s, 'é-', 3) END" {
		t.Errorf("postgres split_part_null: %s", got)
	}
	if got := spell(t, "hive", "split_part_null", col("s"), lit("/"), num("2")); got != "split(s, '/')[1]@0" {
		t.Errorf("hive split_part_null: %s", got)
	}
	if got := spell(t, "duckdb", "split_part_null", col("s"), lit("/"), num("1")); got != "split_part(s, '/', 1)" {
		t.Errorf("duckdb split_part_null: %s", got)
	}
	if got := spell(t, "trino", "split_part", col("s"), lit(","), num("2")); got != "CASE WHEN s IS NOT NULL THEN coalesce(element_at(split(s, ','), 2), '') END" {
		t.Errorf("trino split_part: %s", got)
	}
	for _, c := range []struct {
		dialect, canon string
		d, n           ast.Expr
		code           string
	}{
		{"duckdb", "split_part_pg", lit(""), num("1"), CodeFuncArgs},
		{"postgres", "split_part", lit(","), num("0"), CodeFuncArgs},
		{"snowflake", "split_part_pg", col("d"), num("1"), CodeFuncArgs},
		{"trino", "split_part_pg", lit(","), col("n"), CodeFuncArgs},
		{"hive", "split_part_pg", lit(","), num("1"), CodeFuncUnsupported},
		{"bigquery", "split_part", lit(","), num("1"), CodeFuncUnsupported},
	} {
		if e := spellErr(t, c.dialect, c.canon, col("s"), c.d, c.n); e.Code != c.code {
			t.Errorf("%s %s: code %s, want %s", c.dialect, c.canon, e.Code, c.code)
		}
	}
}

// ascii, translate and starts_with (functions_strings_misc.go): BigQuery's
// UNICODE and Spark's and Snowflake's startswith are read as them, Hive's
// ascii and BigQuery's translate are refused.
func TestStringMiscRows(t *testing.T) {
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"bigquery", call("unicode", col("s")), "ascii(s)"},
		{"spark", call("startswith", col("s"), col("p")), "starts_with(s, p)"},
		{"hive", call("translate", col("s"), col("f"), col("t")), "translate(s, f, t)"},
		{"hive", call("ascii", col("s")), "<unresolved>"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, render(c.f), got, c.want)
		}
	}
	if got := spell(t, "snowflake", "starts_with", col("s"), col("p")); got != "startswith(s, p)" {
		t.Errorf("snowflake starts_with: %s", got)
	}
	if got := spell(t, "bigquery", "ascii", col("s")); got != "unicode(s)" {
		t.Errorf("bigquery ascii: %s", got)
	}
	for _, c := range []struct{ dialect, canon string }{{"hive", "ascii"}, {"trino", "ascii"}, {"bigquery", "translate"}, {"ansi", "translate"}} {
		args := []ast.Expr{col("s")}
		if c.canon == "translate" {
			args = append(args, col("f"), col("t"))
		}
		if e := spellErr(t, c.dialect, c.canon, args...); e.Code != CodeFuncUnsupported {
			t.Errorf("%s %s: code %s", c.dialect, c.canon, e.Code)
		}
	}
}

// sha256 and sha1 as hexadecimal text (functions_hash.go): Hive's and
// Spark's sha2 is read for a literal bit length of 256 or 0 only,
// Snowflake's for none or 256; binary digests are refused.
func TestHashRows(t *testing.T) {
	num := func(n string) ast.Expr { return &ast.Literal{Kind: ast.LitInt, Value: n} }
	for _, c := range []struct {
		dialect string
		f       *ast.Func
		want    string
	}{
		{"hive", call("sha2", col("s"), num("256")), "sha256(s)"},
		{"spark", call("sha2", col("s"), num("0")), "sha256(s)"},
		{"spark", call("sha2", col("s"), num("512")), "<unresolved>"},
		{"spark", call("sha2", col("s"), col("n")), "<unresolved>"},
		{"snowflake", call("sha2", col("s")), "sha256(s)"},
		{"snowflake", call("sha2_hex", col("s"), num("256")), "sha256(s)"},
		{"snowflake", call("sha2", col("s"), num("0")), "<unresolved>"},
		{"hive", call("sha", col("s")), "sha1(s)"},
		{"duckdb", call("sha256", col("s")), "sha256(s)"},
	} {
		if got := resolve(t, c.dialect, false, c.f); got != c.want {
			t.Errorf("%s %s: got %s, want %s", c.dialect, render(c.f), got, c.want)
		}
	}
	if got := spell(t, "spark", "sha256", col("s")); got != "sha2(s, 256)" {
		t.Errorf("spark sha256: %s", got)
	}
	for _, c := range []struct{ dialect, canon string }{{"postgres", "sha256"}, {"trino", "sha256"}, {"bigquery", "sha1"}} {
		if e := spellErr(t, c.dialect, c.canon, col("s")); e.Code != CodeFuncUnsupported {
			t.Errorf("%s %s: code %s", c.dialect, c.canon, e.Code)
		}
	}
}
