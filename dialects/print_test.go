package dialects

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/lateral-sql/lateral/ast"
)

// ---- tiny constructors for hand-built trees ----

func pid(name string) ast.Ident  { return ast.Ident{Name: name} }
func pqid(name string) ast.Ident { return ast.Ident{Name: name, Quoted: true} }

func pcol(parts ...string) *ast.ColumnRef {
	q := make(ast.QName, len(parts))
	for i, s := range parts {
		q[i] = pid(s)
	}
	return &ast.ColumnRef{Name: q}
}

func pname(parts ...string) ast.QName { return pcol(parts...).Name }

func pint(v string) *ast.Literal { return &ast.Literal{Kind: ast.LitInt, Value: v} }
func pdec(v string) *ast.Literal { return &ast.Literal{Kind: ast.LitDecimal, Value: v} }
func pdbl(v string) *ast.Literal { return &ast.Literal{Kind: ast.LitDouble, Value: v} }
func pstr(v string) *ast.Literal { return &ast.Literal{Kind: ast.LitString, Value: v} }
func pbool(v bool) *ast.Literal {
	if v {
		return &ast.Literal{Kind: ast.LitBool, Value: "true"}
	}
	return &ast.Literal{Kind: ast.LitBool, Value: "false"}
}
func ptyped(kind ast.TypeKind, v string) *ast.Literal {
	l := pint(v)
	if strings.ContainsAny(v, ".eE") {
		l.Kind = ast.LitDecimal
	}
	l.Type = kind
	return l
}

func pbin(op ast.BinaryOp, l, r ast.Expr) *ast.Binary { return &ast.Binary{Op: op, L: l, R: r} }
func pneg(x ast.Expr) *ast.Unary                      { return &ast.Unary{Op: ast.OpNeg, X: x} }
func pnot(x ast.Expr) *ast.Unary                      { return &ast.Unary{Op: ast.OpNot, X: x} }

func pcall(name string, args ...ast.Expr) *ast.Func {
	return &ast.Func{Name: pname(strings.Split(name, ".")...), Args: args}
}

func ptype(k ast.TypeKind, params ...int) *ast.TypeName {
	return &ast.TypeName{Kind: k, Params: params}
}
func parr(elem *ast.TypeName) *ast.TypeName { return &ast.TypeName{Kind: ast.TypeArray, Elem: elem} }
func pmapT(k, v *ast.TypeName) *ast.TypeName {
	return &ast.TypeName{Kind: ast.TypeMap, Key: k, Value: v}
}
func pstructT(fields ...any) *ast.TypeName {
	t := &ast.TypeName{Kind: ast.TypeStruct}
	for i := 0; i < len(fields); i += 2 {
		t.Fields = append(t.Fields, &ast.FieldType{Name: pid(fields[i].(string)), Type: fields[i+1].(*ast.TypeName)})
	}
	return t
}

func pitem(e ast.Expr, alias string) *ast.SelectItem {
	a := pid(alias)
	return &ast.SelectItem{Expr: e, Alias: &a}
}

// psel builds SELECT items FROM from...; items are expressions or *ast.SelectItem.
func psel(items []any, from ...ast.TableExpr) *ast.Select {
	s := &ast.Select{From: from}
	for _, it := range items {
		switch it := it.(type) {
		case *ast.SelectItem:
			s.Items = append(s.Items, it)
		case ast.Expr:
			s.Items = append(s.Items, &ast.SelectItem{Expr: it})
		}
	}
	return s
}

func pitems(items ...any) []any { return items }

func pq(body ast.QueryExpr) *ast.Query { return &ast.Query{Body: body} }

func ptbl(name string, alias ...string) *ast.Table {
	t := &ast.Table{Name: pname(strings.Split(name, ".")...)}
	if len(alias) > 0 {
		t.Alias = palias(alias[0], alias[1:]...)
	}
	return t
}

func palias(name string, cols ...string) *ast.Alias {
	a := &ast.Alias{Name: pid(name)}
	for _, c := range cols {
		a.Columns = append(a.Columns, pid(c))
	}
	return a
}

func pids(names ...string) []ast.Ident {
	out := make([]ast.Ident, len(names))
	for i, n := range names {
		out[i] = pid(n)
	}
	return out
}

// ---- the harness ----

// printCase prints node in each dialect of want; a want starting with
// "ERR " expects an *UnsupportedError whose message contains the rest.
type printCase struct {
	name string
	node ast.Node
	want map[string]string
}

func runPrintCases(t *testing.T, cases []printCase, opts PrintOptions) {
	t.Helper()
	for _, c := range cases {
		for dname, want := range c.want {
			d, ok := Lookup(dname)
			if !ok {
				t.Fatalf("%s: unknown dialect %q", c.name, dname)
			}
			got, err := Print(d, c.node, opts)
			if strings.HasPrefix(want, "ERR") {
				var ue *UnsupportedError
				if err == nil {
					t.Errorf("%s [%s]: got %q, want an error containing %q", c.name, dname, got, want[3:])
				} else if !errors.As(err, &ue) {
					t.Errorf("%s [%s]: error %v is not an *UnsupportedError", c.name, dname, err)
				} else if !strings.Contains(err.Error(), strings.TrimSpace(want[3:])) {
					t.Errorf("%s [%s]: error %q, want it to contain %q", c.name, dname, err, want[3:])
				}
				continue
			}
			if err != nil {
				t.Errorf("%s [%s]: unexpected error %v", c.name, dname, err)
				continue
			}
			if got != want {
				t.Errorf("%s [%s]:\n got %s\nwant %s", c.name, dname, got, want)
			}
		}
	}
}

// everywhere expands one expected string to every dialect.
func everywhere(want string) map[string]string {
	m := map[string]string{}
	for _, d := range All() {
		m[d.Name] = want
	}
	return m
}

// ---- identifiers and strings ----

func TestPrintQuoting(t *testing.T) {
	cases := []printCase{
		{"plain", pcol("t", "user_id"), everywhere("t.user_id")},
		{"reserved date", pcol("date"), map[string]string{
			"hive": "`date`", "doris": "`date`", "drill": "`date`", "ansi": `"DATE"`,
			"spark": "`date`", "trino": "date", "postgres": "date", "duckdb": "date", "bigquery": "date", "snowflake": "date",
		}},
		{"reserved user", pcol("u", "user"), map[string]string{
			"hive": "u.`user`", "spark": "u.`user`", "postgres": `u."user"`, "snowflake": "u.user", "trino": "u.user",
		}},
		{"reserved select folds", pcol("Select"), map[string]string{
			"postgres": `"select"`, "snowflake": `"SELECT"`, "ansi": `"SELECT"`, "trino": `"Select"`, "hive": "`Select`",
		}},
		{"quoted mixed case", &ast.ColumnRef{Name: ast.QName{pqid("MyCol")}}, map[string]string{
			"postgres": `"MyCol"`, "snowflake": `"MyCol"`, "ansi": `"MyCol"`,
			"trino": "MyCol", "hive": "MyCol", "duckdb": "MyCol", "bigquery": "MyCol",
		}},
		{"quoted lower", &ast.ColumnRef{Name: ast.QName{pqid("mycol")}}, map[string]string{
			"postgres": "mycol", "snowflake": `"mycol"`, "hive": "mycol",
		}},
		{"quoted upper", &ast.ColumnRef{Name: ast.QName{pqid("MYCOL")}}, map[string]string{
			"postgres": `"MYCOL"`, "snowflake": "MYCOL",
		}},
		{"space and quotes", &ast.ColumnRef{Name: ast.QName{pqid("a \"b` c")}}, map[string]string{
			"postgres": `"a ""b` + "`" + ` c"`, "hive": "`a \"b`` c`", "bigquery": "`a \"b\\` c`",
		}},
		{"digit first", pcol("1st"), map[string]string{"hive": "`1st`", "trino": `"1st"`}},
		{"star", &ast.Star{Table: pname("t")}, everywhere("t.*")},
		{"function names keep their text", pcall("My_Func", pcol("x")), everywhere("My_Func(x)")},
		{"reserved alias", pq(psel(pitems(pitem(pcol("a"), "order")), ptbl("t"))), map[string]string{
			"hive": "SELECT a AS `order` FROM t", "postgres": `SELECT a AS "order" FROM t`,
		}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

func TestPrintStrings(t *testing.T) {
	cases := []printCase{
		{"quote", pstr("it's"), map[string]string{
			"hive": `'it\'s'`, "spark": `'it\'s'`, "doris": `'it\'s'`, "bigquery": `"it's"`,
			"trino": `'it''s'`, "postgres": `'it''s'`, "duckdb": `'it''s'`, "ansi": `'it''s'`, "snowflake": `'it''s'`,
		}},
		{"backslash", pstr(`a\b`), map[string]string{
			"hive": `'a\\b'`, "bigquery": `'a\\b'`, "snowflake": `'a\\b'`,
			"postgres": `'a\b'`, "trino": `'a\b'`, "duckdb": `'a\b'`,
		}},
		{"newline", pstr("a\nb"), map[string]string{
			"hive": `'a\nb'`, "postgres": `E'a\nb'`, "snowflake": `'a\nb'`, "trino": "'a\nb'",
		}},
		{"control", pstr("\x01"), map[string]string{
			"hive": `'\001'`, "spark": `'\001'`, "bigquery": `'\x01'`, "postgres": `E'\x01'`,
		}},
		{"E string escapes quotes", pstr("it's\t"), map[string]string{"postgres": `E'it\'s\t'`}},
		{"bigquery both quotes", pstr(`it's "x"`), map[string]string{"bigquery": `'it\'s "x"'`}},
		{"double quotes stay", pstr(`say "hi"`), map[string]string{"hive": `'say "hi"'`, "trino": `'say "hi"'`}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

// ---- literals ----

func TestPrintLiterals(t *testing.T) {
	cases := []printCase{
		{"int", pint("42"), everywhere("42")},
		{"null", &ast.Literal{Kind: ast.LitNull}, everywhere("NULL")},
		{"bool", pbool(true), everywhere("TRUE")},
		{"bigint suffix", ptyped(ast.TypeBigInt, "10"), map[string]string{
			"hive": "10L", "spark": "10L", "trino": "CAST(10 AS BIGINT)", "postgres": "CAST(10 AS BIGINT)",
			"doris": "CAST(10 AS BIGINT)", "bigquery": "10", "duckdb": "CAST(10 AS BIGINT)",
		}},
		{"smallint suffix", ptyped(ast.TypeSmallInt, "300"), map[string]string{
			"hive": "300S", "trino": "CAST(300 AS SMALLINT)",
		}},
		{"tinyint suffix", ptyped(ast.TypeTinyInt, "10"), map[string]string{
			"hive": "10Y", "spark": "10Y", "trino": "CAST(10 AS TINYINT)",
			"postgres": "ERR the TINYINT type", "drill": "ERR TINYINT",
		}},
		{"decimal", pdec("1.50"), map[string]string{
			"hive": "1.50BD", "spark": "1.50", "trino": "1.50", "postgres": "1.50", "duckdb": "1.50",
			"doris": "1.50", "bigquery": "NUMERIC '1.50'", "drill": "CAST('1.50' AS DECIMAL(3, 2))",
			"ansi": "1.50", "snowflake": "1.50",
		}},
		{"decimal BD", ptyped(ast.TypeDecimal, "1.19"), map[string]string{
			"hive": "1.19BD", "spark": "1.19BD", "trino": "1.19",
		}},
		{"decimal without point", pdec("10"), map[string]string{
			"hive": "10BD", "spark": "10BD", "trino": "CAST('10' AS DECIMAL(2, 0))", "postgres": "CAST('10' AS NUMERIC(2, 0))",
		}},
		{"decimal small", pdec("0.05"), map[string]string{"drill": "CAST('0.05' AS DECIMAL(2, 2))"}},
		{"big numeric", pdec("1.0123456789"), map[string]string{"bigquery": "BIGNUMERIC '1.0123456789'"}},
		{"double", pdbl("1.5"), map[string]string{
			"hive": "1.5", "spark": "1.5D", "trino": "1.5E0", "presto": "1.5E0", "duckdb": "1.5E0",
			"ansi": "CAST(1.5 AS DOUBLE PRECISION)", "drill": "1.5E0", "bigquery": "1.5",
			"postgres": "CAST(1.5 AS DOUBLE PRECISION)", "doris": "CAST(1.5 AS DOUBLE)", "snowflake": "CAST(1.5 AS DOUBLE)",
		}},
		// PostgreSQL reads 2.5e0 as numeric; BigQuery's NUMERIC takes an exponent.
		{"decimal exponent", pdec("2.5e0"), map[string]string{
			"postgres": "2.5e0", "bigquery": "NUMERIC '2.5e0'", "trino": "CAST('2.5e0' AS DECIMAL(2, 1))", "hive": "2.5e0BD",
		}},
		{"double suffixed", ptyped(ast.TypeDouble, "3"), map[string]string{
			"hive": "3D", "spark": "3D", "trino": "3E0", "bigquery": "3E0",
		}},
		{"double exponent", pdbl("1e-3"), map[string]string{
			"hive": "1e-3", "spark": "1e-3", "trino": "1e-3", "postgres": "CAST(1e-3 AS DOUBLE PRECISION)",
		}},
		{"float suffix", &ast.Literal{Kind: ast.LitDouble, Value: "2.25", Type: ast.TypeReal}, map[string]string{
			"spark": "2.25F", "hive": "CAST(2.25 AS FLOAT)", "trino": "CAST(2.25 AS REAL)", "bigquery": "ERR REAL",
		}},
		{"malformed number", pint("1; DROP"), map[string]string{"trino": "ERR malformed"}},
		{"typed date", &ast.TypedLit{Type: ptype(ast.TypeDate), Value: "2024-01-01"}, map[string]string{
			"hive": "DATE '2024-01-01'", "trino": "DATE '2024-01-01'", "postgres": "DATE '2024-01-01'",
			"doris": "CAST('2024-01-01' AS DATE)", "bigquery": "DATE '2024-01-01'",
		}},
		{"typed timestamp", &ast.TypedLit{Type: ptype(ast.TypeTimestamp), Value: "2024-02-01 00:00:00"}, map[string]string{
			"hive": "TIMESTAMP '2024-02-01 00:00:00'", "bigquery": "DATETIME '2024-02-01 00:00:00'",
			"snowflake": "CAST('2024-02-01 00:00:00' AS TIMESTAMP_NTZ)", "doris": "CAST('2024-02-01 00:00:00' AS DATETIME)",
		}},
		{"typed timestamptz", &ast.TypedLit{Type: ptype(ast.TypeTimestampTZ), Value: "2024-03-10 12:00:00 UTC"}, map[string]string{
			"trino":    "CAST('2024-03-10 12:00:00 UTC' AS TIMESTAMP WITH TIME ZONE)",
			"postgres": "TIMESTAMPTZ '2024-03-10 12:00:00 UTC'",
			"duckdb":   "TIMESTAMPTZ '2024-03-10 12:00:00 UTC'",
			"hive":     "CAST('2024-03-10 12:00:00 UTC' AS TIMESTAMP WITH LOCAL TIME ZONE)",
			"ansi":     "CAST('2024-03-10 12:00:00 UTC' AS TIMESTAMP WITH TIME ZONE)",
			"bigquery": "TIMESTAMP '2024-03-10 12:00:00 UTC'",
		}},
		{"typed decimal", &ast.TypedLit{Type: ptype(ast.TypeDecimal), Value: "1.19"}, map[string]string{
			"trino": "DECIMAL '1.19'", "postgres": "NUMERIC '1.19'", "hive": "CAST('1.19' AS DECIMAL)",
		}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

func TestPrintIntervals(t *testing.T) {
	day := func(v ast.Expr) *ast.Interval { return &ast.Interval{Value: v, Unit: "DAY"} }
	cases := []printCase{
		{"number", day(pint("1")), map[string]string{
			"hive": "INTERVAL 1 DAY", "spark": "INTERVAL 1 DAY", "doris": "INTERVAL 1 DAY", "bigquery": "INTERVAL 1 DAY",
			"duckdb": "INTERVAL 1 DAY", "trino": "INTERVAL '1' DAY", "ansi": "INTERVAL '1' DAY",
			"postgres": "INTERVAL '1' DAY", "snowflake": "INTERVAL '1 day'",
		}},
		{"string", day(pstr("30")), map[string]string{
			"hive": "INTERVAL '30' DAY", "trino": "INTERVAL '30' DAY", "postgres": "INTERVAL '30' DAY", "snowflake": "INTERVAL '30 day'",
		}},
		{"negative", day(pneg(pstr("7"))), map[string]string{
			"trino": "INTERVAL -'7' DAY", "postgres": "INTERVAL '-7' DAY", "hive": "INTERVAL '-7' DAY", "snowflake": "INTERVAL '-7 day'",
			"spark": "INTERVAL -'7' DAY",
		}},
		{"negative number", day(pneg(pint("2"))), map[string]string{
			"hive": "INTERVAL (-2) DAY", "bigquery": "INTERVAL (-2) DAY", "spark": "INTERVAL -2 DAY", "trino": "INTERVAL -'2' DAY",
		}},
		{"decimal quantity", &ast.Interval{Value: pdec("1.5"), Unit: "HOUR"}, map[string]string{
			"hive": "INTERVAL 1.5 HOUR", "trino": "INTERVAL '1.5' HOUR",
			"duckdb": "INTERVAL (1.5) HOUR", // DuckDB 1.5 run: INTERVAL 1.5 HOUR is a syntax error
		}},
		{"expression", day(pbin(ast.OpAdd, pcol("n"), pint("1"))), map[string]string{
			"hive": "INTERVAL (n + 1) DAY", "duckdb": "INTERVAL (n + 1) DAY", "bigquery": "INTERVAL (n + 1) DAY",
			"trino": "ERR computed quantity", "postgres": "ERR computed quantity", "spark": "ERR computed quantity",
		}},
		{"day to second", &ast.Interval{Value: pstr("1 02:03:04"), Unit: "DAY", ToUnit: "SECOND"}, map[string]string{
			"hive": "INTERVAL '1 02:03:04' DAY TO SECOND", "trino": "INTERVAL '1 02:03:04' DAY TO SECOND",
			"postgres": "INTERVAL '1 02:03:04' DAY TO SECOND",
		}},
		{"range in duckdb", &ast.Interval{Value: pstr("1-6"), Unit: "YEAR", ToUnit: "MONTH"}, map[string]string{
			"duckdb": "ERR interval range", "snowflake": "ERR interval range", "doris": "ERR interval range",
			"bigquery": "INTERVAL '1-6' YEAR TO MONTH", "spark": "INTERVAL '1-6' YEAR TO MONTH",
		}},
		{"unit inside", &ast.Interval{Value: pstr("1 day")}, map[string]string{
			"postgres": "INTERVAL '1 day'", "spark": "INTERVAL '1 day'", "duckdb": "INTERVAL '1 day'",
			"hive": "ERR unit is inside", "trino": "ERR unit is inside",
		}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

// ---- types ----

func TestPrintTypes(t *testing.T) {
	cast := func(tn *ast.TypeName) *ast.Cast { return &ast.Cast{X: pcol("x"), Type: tn} }
	cases := []printCase{
		{"int", cast(ptype(ast.TypeInt)), map[string]string{
			"hive": "CAST(x AS INT)", "trino": "CAST(x AS INTEGER)", "bigquery": "CAST(x AS INT64)",
		}},
		{"string", cast(ptype(ast.TypeString)), map[string]string{
			"hive": "CAST(x AS STRING)", "trino": "CAST(x AS VARCHAR)", "postgres": "CAST(x AS TEXT)",
			"duckdb": "CAST(x AS TEXT)", "bigquery": "CAST(x AS STRING)", "snowflake": "CAST(x AS STRING)",
		}},
		{"varchar", cast(ptype(ast.TypeVarchar)), map[string]string{
			"hive": "CAST(x AS STRING)", "trino": "CAST(x AS VARCHAR)",
		}},
		{"varchar n", cast(ptype(ast.TypeVarchar, 20)), map[string]string{
			"hive": "CAST(x AS VARCHAR(20))", "bigquery": "CAST(x AS STRING(20))",
		}},
		// a bare CHAR is CHAR(1), whose length Hive and Spark require
		{"bare char", cast(ptype(ast.TypeChar)), map[string]string{
			"hive": "CAST(x AS CHAR(1))", "spark": "CAST(x AS CHAR(1))", "trino": "CAST(x AS CHAR)", "postgres": "CAST(x AS CHAR)",
		}},
		{"char n", cast(ptype(ast.TypeChar, 3)), map[string]string{
			"hive": "CAST(x AS CHAR(3))", "trino": "CAST(x AS CHAR(3))",
		}},
		{"decimal", cast(ptype(ast.TypeDecimal, 12, 2)), map[string]string{
			"hive": "CAST(x AS DECIMAL(12, 2))", "postgres": "CAST(x AS NUMERIC(12, 2))", "bigquery": "CAST(x AS NUMERIC(12, 2))",
		}},
		{"double", cast(ptype(ast.TypeDouble)), map[string]string{
			"hive": "CAST(x AS DOUBLE)", "postgres": "CAST(x AS DOUBLE PRECISION)", "bigquery": "CAST(x AS FLOAT64)",
		}},
		{"timestamp(3) with tz", cast(ptype(ast.TypeTimestampTZ, 3)), map[string]string{
			"trino": "CAST(x AS TIMESTAMP(3) WITH TIME ZONE)", "postgres": "CAST(x AS TIMESTAMPTZ(3))",
			"ansi": "CAST(x AS TIMESTAMP(3) WITH TIME ZONE)",
			"hive": "ERR TIMESTAMP with these parameters", "drill": "ERR TIMESTAMPTZ",
		}},
		{"array", cast(parr(ptype(ast.TypeInt))), map[string]string{
			"hive": "CAST(x AS ARRAY<INT>)", "spark": "CAST(x AS ARRAY<INT>)", "trino": "CAST(x AS ARRAY(INTEGER))",
			"postgres": "CAST(x AS INTEGER[])", "duckdb": "CAST(x AS INTEGER[])", "ansi": "CAST(x AS INTEGER ARRAY)",
			"bigquery": "CAST(x AS ARRAY<INT64>)", "snowflake": "CAST(x AS ARRAY(INTEGER))", "drill": "ERR array types",
		}},
		{"map", cast(pmapT(ptype(ast.TypeString), ptype(ast.TypeInt))), map[string]string{
			"hive": "CAST(x AS MAP<STRING, INT>)", "trino": "CAST(x AS MAP(VARCHAR, INTEGER))",
			"duckdb": "CAST(x AS MAP(TEXT, INTEGER))", "postgres": "ERR map types", "bigquery": "ERR map types",
		}},
		{"struct", cast(pstructT("a", ptype(ast.TypeInt), "b", ptype(ast.TypeString))), map[string]string{
			"hive":      "CAST(x AS STRUCT<a: INT, b: STRING>)",
			"trino":     "CAST(x AS ROW(a INTEGER, b VARCHAR))",
			"duckdb":    "CAST(x AS STRUCT(a INTEGER, b TEXT))",
			"bigquery":  "CAST(x AS STRUCT<a INT64, b STRING>)",
			"postgres":  "ERR struct type (not expressible in postgres)",
			"snowflake": "CAST(x AS OBJECT(a INTEGER, b STRING))",
		}},
		{"struct reserved field", cast(pstructT("date", ptype(ast.TypeDate))), map[string]string{
			"hive": "CAST(x AS STRUCT<`date`: DATE>)",
		}},
		{"anonymous row", cast(&ast.TypeName{Kind: ast.TypeStruct, Fields: []*ast.FieldType{{Type: ptype(ast.TypeInt)}}}), map[string]string{
			"trino": "CAST(x AS ROW(INTEGER))", "hive": "ERR unnamed field", "duckdb": "ERR unnamed field",
		}},
		{"nested", cast(parr(pstructT("k", ptype(ast.TypeString), "vals", parr(ptype(ast.TypeDouble))))), map[string]string{
			"trino": "CAST(x AS ARRAY(ROW(k VARCHAR, vals ARRAY(DOUBLE))))",
			"spark": "CAST(x AS ARRAY<STRUCT<k: STRING, vals: ARRAY<DOUBLE>>>)",
		}},
		{"hugeint", cast(ptype(ast.TypeHugeInt)), map[string]string{
			"duckdb": "CAST(x AS HUGEINT)", "doris": "CAST(x AS LARGEINT)", "trino": "ERR HUGEINT",
		}},
		{"other", cast(&ast.TypeName{Kind: ast.TypeOther, Name: "IPADDRESS"}), map[string]string{"trino": "CAST(x AS IPADDRESS)"}},
		{"interval fields", cast(&ast.TypeName{Kind: ast.TypeInterval, Name: "INTERVAL DAY TO SECOND"}), map[string]string{
			"trino": "CAST(x AS INTERVAL DAY TO SECOND)", "hive": "CAST(x AS INTERVAL DAY TO SECOND)",
			"postgres": "CAST(x AS INTERVAL DAY TO SECOND)", "doris": "ERR INTERVAL",
		}},
		{"plain interval", cast(&ast.TypeName{Kind: ast.TypeInterval, Name: "INTERVAL"}), map[string]string{
			"postgres": "CAST(x AS INTERVAL)", "hive": "ERR INTERVAL", "trino": "ERR INTERVAL",
		}},
		{"try_cast", &ast.Cast{X: pcol("x"), Type: ptype(ast.TypeDouble), Mode: ast.CastTry}, map[string]string{
			"trino": "TRY_CAST(x AS DOUBLE)", "spark": "TRY_CAST(x AS DOUBLE)", "duckdb": "TRY_CAST(x AS DOUBLE)",
			"bigquery": "SAFE_CAST(x AS FLOAT64)", "postgres": "ERR TRY_CAST", "hive": "ERR TRY_CAST",
		}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

// ---- operators and parentheses ----

func TestPrintPrecedence(t *testing.T) {
	a, b, c := pcol("a"), pcol("b"), pcol("c")
	add := func(l, r ast.Expr) ast.Expr { return pbin(ast.OpAdd, l, r) }
	sub := func(l, r ast.Expr) ast.Expr { return pbin(ast.OpSub, l, r) }
	mul := func(l, r ast.Expr) ast.Expr { return pbin(ast.OpMul, l, r) }
	and := func(l, r ast.Expr) ast.Expr { return pbin(ast.OpAnd, l, r) }
	or := func(l, r ast.Expr) ast.Expr { return pbin(ast.OpOr, l, r) }
	eq := func(l, r ast.Expr) ast.Expr { return pbin(ast.OpEq, l, r) }
	cat := func(l, r ast.Expr) ast.Expr { return pbin(ast.OpConcat, l, r) }
	cases := []printCase{
		{"left assoc", sub(sub(a, b), c), everywhere("a - b - c")},
		{"right operand same level", sub(a, sub(b, c)), everywhere("a - (b - c)")},
		{"right operand associative op", add(a, add(b, c)), everywhere("a + (b + c)")},
		{"tighter child", add(mul(a, b), c), everywhere("a * b + c")},
		{"looser child", mul(a, add(b, c)), everywhere("a * (b + c)")},
		{"looser left child", mul(add(a, b), c), everywhere("(a + b) * c")},
		{"and under or", or(a, and(b, c)), everywhere("a OR b AND c")},
		{"or under and", and(or(a, b), c), everywhere("(a OR b) AND c")},
		{"not of and", pnot(and(a, b)), everywhere("NOT (a AND b)")},
		{"not under and", and(pnot(a), b), everywhere("NOT a AND b")},
		{"not of comparison", pnot(eq(a, b)), everywhere("NOT a = b")},
		{"comparisons do not chain", eq(eq(a, b), c), everywhere("(a = b) = c")},
		{"comparison right", eq(a, eq(b, c)), everywhere("a = (b = c)")},
		{"arith in comparison", eq(add(a, b), mul(b, c)), everywhere("a + b = b * c")},
		{"neg of sum", pneg(add(a, b)), everywhere("-(a + b)")},
		{"double negation", pneg(pneg(a)), everywhere("-(-a)")},
		{"minus negative", sub(a, pneg(b)), everywhere("a - -b")},
		{"neg literal", pneg(pint("1")), everywhere("-1")},
		{"concat over add", cat(add(a, b), c), map[string]string{
			"hive": "a + b || c", "spark": "a + b || c", "trino": "a + b || c", "postgres": "a + b || c",
			"snowflake": "(a + b) || c", "ansi": "(a + b) || c", "doris": "concat(a + b, c)",
		}},
		{"add over concat right", cat(a, add(b, c)), map[string]string{
			"hive": "a || b + c", "spark": "a || (b + c)", "trino": "a || b + c", "postgres": "a || b + c",
			"bigquery": "a || (b + c)", "snowflake": "a || (b + c)",
		}},
		{"concat under add", add(cat(a, b), c), map[string]string{
			"hive": "(a || b) + c", "spark": "a || b + c", "trino": "(a || b) + c", "bigquery": "a || b + c",
			"snowflake": "(a || b) + c",
		}},
		{"concat chain", cat(cat(a, b), c), map[string]string{
			"hive": "a || b || c", "postgres": "a || b || c", "doris": "concat(a, b, c)", "snowflake": "a || b || c",
		}},
		{"concat compared", eq(cat(a, b), c), map[string]string{"postgres": "a || b = c", "hive": "a || b = c"}},
		{"bitwise levels", pbin(ast.OpBitAnd, a, pbin(ast.OpBitOr, b, c)), map[string]string{
			"hive": "a & (b | c)", "spark": "a & (b | c)", "postgres": "a & (b | c)", "bigquery": "a & (b | c)",
			"trino": "bitwise_and(a, bitwise_or(b, c))", "snowflake": "BITAND(a, BITOR(b, c))", "ansi": "ERR operator &",
		}},
		{"bitwise or of and", pbin(ast.OpBitOr, pbin(ast.OpBitAnd, a, b), c), map[string]string{
			"hive": "a & b | c", "postgres": "a & b | c",
		}},
		{"hive xor binds tighter than *", mul(pbin(ast.OpBitXor, a, b), c), map[string]string{
			"hive": "a ^ b * c", "spark": "(a ^ b) * c", "postgres": "(a # b) * c", "duckdb": "xor(a, b) * c",
		}},
		{"xor of product", pbin(ast.OpBitXor, a, mul(b, c)), map[string]string{
			"hive": "a ^ (b * c)", "spark": "a ^ b * c", "bigquery": "a ^ b * c",
		}},
		{"shift", pbin(ast.OpShl, a, pint("2")), map[string]string{
			"hive": "shiftleft(a, 2)", "postgres": "a << 2", "bigquery": "a << 2", "trino": "bitwise_left_shift(a, 2)",
			"doris": "bit_shift_left(a, 2)",
		}},
		// PostgreSQL 15 reads ~-1, ~~1 and -~1 as the operators ~-, ~~
		// and -~ ("operator does not exist: ~- integer")
		{"bitwise not of negation", &ast.Unary{Op: ast.OpBitNot, X: pneg(a)}, map[string]string{
			"postgres": "~(-a)", "duckdb": "~(-a)", "hive": "~(-a)", "trino": "bitwise_not(-a)",
		}},
		{"bitwise not of bitwise not", &ast.Unary{Op: ast.OpBitNot, X: &ast.Unary{Op: ast.OpBitNot, X: a}}, map[string]string{
			"postgres": "~(~a)", "duckdb": "~(~a)",
		}},
		{"negation of bitwise not", pneg(&ast.Unary{Op: ast.OpBitNot, X: a}), map[string]string{
			"postgres": "-(~a)", "duckdb": "-(~a)", "trino": "-(bitwise_not(a))",
		}},
		{"bitwise not", &ast.Unary{Op: ast.OpBitNot, X: a}, map[string]string{
			"hive": "~a", "postgres": "~a", "trino": "bitwise_not(a)", "snowflake": "BITNOT(a)", "ansi": "ERR bitwise NOT",
		}},
		{"is null of sum", &ast.IsNull{X: add(a, b)}, map[string]string{
			"hive": "(a + b) IS NULL", "spark": "a + b IS NULL", "trino": "a + b IS NULL", "postgres": "a + b IS NULL",
		}},
		{"is null of comparison", &ast.IsNull{X: eq(a, b), Not: true}, everywhere("(a = b) IS NOT NULL")},
		{"not is null", pnot(&ast.IsNull{X: a}), everywhere("NOT a IS NULL")},
		{"between bounds", &ast.Between{X: a, Lo: add(b, pint("1")), Hi: and(b, c)}, everywhere("a BETWEEN b + 1 AND (b AND c)")},
		{"in list of sums", &ast.InList{X: add(a, b), List: []ast.Expr{pint("1"), add(b, c)}, Not: true}, everywhere("a + b NOT IN (1, b + c)")},
		{"json arrow compared", eq(pbin(ast.OpJSONGetText, pcol("j"), pstr("a")), pstr("x")), map[string]string{
			"postgres": "j ->> 'a' = 'x'", "duckdb": "(j ->> 'a') = 'x'", "trino": "ERR JSON operator ->>",
		}},
		{"json chain", pbin(ast.OpJSONGetText, pbin(ast.OpJSONGet, pcol("j"), pstr("u")), pstr("id")), map[string]string{
			"postgres": "j -> 'u' ->> 'id'", "duckdb": "j -> 'u' ->> 'id'",
		}},
		{"at time zone", add(&ast.AtTimeZone{X: pneg(a), Zone: pstr("UTC")}, b), map[string]string{
			"trino": "(-a) AT TIME ZONE 'UTC' + b", "postgres": "(-a) AT TIME ZONE 'UTC' + b", "hive": "ERR AT TIME ZONE",
		}},
		{"neg of at time zone", pneg(&ast.AtTimeZone{X: a, Zone: pstr("UTC")}), map[string]string{
			"trino": "-(a AT TIME ZONE 'UTC')",
		}},
		{"subscript of call", &ast.Subscript{X: pcall("f", a), Index: pint("1")}, map[string]string{
			"postgres": "(f(a))[1]", "duckdb": "(f(a))[1]", "trino": "f(a)[1]", "hive": "f(a)[1]",
		}},
		{"subscript of sum", &ast.Subscript{X: cat(a, b), Index: pint("1")}, map[string]string{
			"postgres": "(a || b)[1]", "trino": "(a || b)[1]",
		}},
		{"subscript chain", &ast.Subscript{X: &ast.Subscript{X: pcol("m"), Index: pint("1")}, Index: pint("2")}, everywhere("m[1][2]")},
		{"field of column", &ast.FieldAccess{X: pcol("c", "address"), Name: pid("city")}, everywhere("(c.address).city")},
		{"field of subscript", &ast.FieldAccess{X: &ast.Subscript{X: pcol("a"), Index: pint("0")}, Name: pid("f")}, everywhere("a[0].f")},
		{"lambda argument", pcall("transform", pcol("xs"), &ast.Lambda{Params: pids("x"), Body: add(pcol("x"), pint("1"))}), map[string]string{
			"spark": "transform(xs, x -> x + 1)", "trino": "transform(xs, x -> x + 1)", "duckdb": "transform(xs, x -> x + 1)",
			"hive": "ERR lambda", "postgres": "ERR lambda",
		}},
		{"lambda two params", &ast.Lambda{Params: pids("acc", "x"), Body: add(pcol("acc"), pcol("x"))}, map[string]string{
			"spark": "(acc, x) -> acc + x",
		}},
		{"lambda in expression", add(&ast.Lambda{Params: pids("x"), Body: pcol("x")}, a), map[string]string{"spark": "(x -> x) + a"}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

func TestPrintOperators(t *testing.T) {
	a, b := pcol("a"), pcol("b")
	cases := []printCase{
		{"div", pbin(ast.OpDiv, a, b), everywhere("a / b")},
		{"div frac", pbin(ast.OpDivFrac, a, b), map[string]string{"hive": "a / b", "duckdb": "a / b", "spark": "a / b"}},
		{"int div", pbin(ast.OpIntDiv, a, b), map[string]string{
			"hive": "a DIV b", "spark": "a DIV b", "doris": "a DIV b", "duckdb": "a // b", "bigquery": "div(a, b)",
			"trino": "ERR integer division", "postgres": "ERR integer division",
		}},
		{"int div precedence", pbin(ast.OpIntDiv, pbin(ast.OpAdd, a, b), pint("2")), map[string]string{
			"duckdb": "(a + b) // 2", "hive": "(a + b) DIV 2",
		}},
		{"int div under add", pbin(ast.OpAdd, pbin(ast.OpIntDiv, a, b), pint("2")), map[string]string{
			"duckdb": "a // b + 2", "hive": "a DIV b + 2",
		}},
		{"int div and concat", pbin(ast.OpConcat, pbin(ast.OpIntDiv, a, b), pint("2")), map[string]string{
			"duckdb": "a // b || 2",
		}},
		{"mod", pbin(ast.OpMod, a, b), map[string]string{"hive": "a % b", "trino": "a % b", "bigquery": "mod(a, b)", "drill": "mod(a, b)"}},
		{"ne", pbin(ast.OpNe, a, b), everywhere("a <> b")},
		{"not distinct", pbin(ast.OpIsNotDistinct, a, b), map[string]string{
			"hive": "a <=> b", "spark": "a <=> b", "doris": "a <=> b", "trino": "a IS NOT DISTINCT FROM b",
			"postgres": "a IS NOT DISTINCT FROM b",
		}},
		{"distinct", pbin(ast.OpIsDistinct, a, b), map[string]string{
			"hive": "NOT (a <=> b)", "spark": "a IS DISTINCT FROM b", "trino": "a IS DISTINCT FROM b",
		}},
		{"distinct in and", pbin(ast.OpAnd, pbin(ast.OpIsDistinct, a, b), pcol("c")), map[string]string{
			"hive": "NOT (a <=> b) AND c", "trino": "a IS DISTINCT FROM b AND c",
		}},
		{"regex match op", pbin(ast.OpRegexMatch, a, pstr("^x")), map[string]string{
			"postgres": "a ~ '^x'", "duckdb": "regexp_matches(a, '^x')", "trino": "regexp_like(a, '^x')",
			"hive": "a RLIKE '^x'", "bigquery": "regexp_contains(a, '^x')", "snowflake": "ERR operator ~",
		}},
		{"regex imatch", pbin(ast.OpRegexIMatch, a, pstr("x")), map[string]string{
			"postgres": "a ~* 'x'", "duckdb": "regexp_matches(a, 'x', 'i')", "trino": "ERR ~*",
		}},
		{"is true", &ast.IsTruth{X: a, Value: ast.TruthTrue}, map[string]string{
			"hive": "a IS TRUE", "spark": "a IS TRUE", "postgres": "a IS TRUE", "bigquery": "a IS TRUE",
			"trino": "a IS NOT DISTINCT FROM TRUE", "doris": "a <=> TRUE", "snowflake": "a IS NOT DISTINCT FROM TRUE",
		}},
		{"is not false", &ast.IsTruth{X: a, Value: ast.TruthFalse, Not: true}, map[string]string{
			"postgres": "a IS NOT FALSE", "trino": "a IS DISTINCT FROM FALSE", "doris": "NOT (a <=> FALSE)",
		}},
		{"is unknown", &ast.IsTruth{X: a, Value: ast.TruthUnknown}, map[string]string{
			"postgres": "a IS UNKNOWN", "spark": "a IS UNKNOWN", "duckdb": "a IS UNKNOWN", "hive": "a IS NULL", "trino": "a IS NULL",
		}},
		{"like", &ast.Like{X: a, Pattern: pstr("x%")}, everywhere("a LIKE 'x%'")},
		{"not like escape", &ast.Like{X: a, Pattern: pstr("x!%"), Not: true, Escape: pstr("!")}, map[string]string{
			"trino": "a NOT LIKE 'x!%' ESCAPE '!'", "postgres": "a NOT LIKE 'x!%' ESCAPE '!'", "spark": "a NOT LIKE 'x!%' ESCAPE '!'",
			"hive": "ERR ESCAPE", "bigquery": "ERR ESCAPE",
		}},
		{"ilike", &ast.Like{Kind: ast.LikeILike, X: a, Pattern: pstr("x")}, map[string]string{
			"postgres": "a ILIKE 'x'", "duckdb": "a ILIKE 'x'", "snowflake": "a ILIKE 'x'", "spark": "a ILIKE 'x'",
			"trino": "ERR ILIKE", "hive": "ERR ILIKE",
		}},
		{"similar", &ast.Like{Kind: ast.LikeSimilar, X: a, Pattern: pstr("x")}, map[string]string{
			"postgres": "a SIMILAR TO 'x'", "ansi": "a SIMILAR TO 'x'", "duckdb": "ERR SIMILAR TO",
		}},
		{"rlike", &ast.Like{Kind: ast.LikeRegex, X: a, Pattern: pstr("^a")}, map[string]string{
			"hive": "a RLIKE '^a'", "spark": "a RLIKE '^a'", "doris": "a REGEXP '^a'", "trino": "regexp_like(a, '^a')",
			"postgres": "a ~ '^a'", "duckdb": "regexp_matches(a, '^a')", "bigquery": "regexp_contains(a, '^a')",
			"snowflake": "ERR RLIKE", "ansi": "ERR RLIKE",
		}},
		{"not rlike", &ast.Like{Kind: ast.LikeRegex, Not: true, X: a, Pattern: pstr("^a")}, map[string]string{
			"hive": "a NOT RLIKE '^a'", "trino": "NOT regexp_like(a, '^a')", "postgres": "a !~ '^a'",
		}},
		{"not rlike in and", pbin(ast.OpAnd, &ast.Like{Kind: ast.LikeRegex, Not: true, X: a, Pattern: pstr("^a")}, b), map[string]string{
			"trino": "NOT regexp_like(a, '^a') AND b",
		}},
		{"regex of concat", &ast.Like{Kind: ast.LikeRegex, X: pbin(ast.OpConcat, a, b), Pattern: pstr("x")}, map[string]string{
			"postgres": "a || b ~ 'x'", "hive": "a || b RLIKE 'x'",
		}},
		{"between symmetric", &ast.Between{X: a, Lo: pint("1"), Hi: pint("2"), Symmetric: true}, map[string]string{
			"postgres": "a BETWEEN SYMMETRIC 1 AND 2", "trino": "ERR BETWEEN SYMMETRIC",
		}},
		{"empty in list", &ast.InList{X: a}, map[string]string{"trino": "ERR empty IN list"}},
		{"case", &ast.Case{Whens: []*ast.When{{Cond: pbin(ast.OpGt, a, pint("0")), Result: pstr("pos")}}, Else: pstr("neg")},
			everywhere("CASE WHEN a > 0 THEN 'pos' ELSE 'neg' END")},
		{"simple case", &ast.Case{Operand: a, Whens: []*ast.When{{Cond: pint("1"), Result: pstr("one")}}},
			everywhere("CASE a WHEN 1 THEN 'one' END")},
		{"extract", &ast.Extract{Field: "YEAR", X: pcol("d")}, everywhere("EXTRACT(YEAR FROM d)")},
		{"param", &ast.Param{Name: "?"}, everywhere("?")},
		{"numbered param", &ast.Param{Name: "1"}, everywhere("$1")},
		{"named param", &ast.Param{Name: "who"}, map[string]string{"bigquery": "@who", "trino": ":who"}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

func TestPrintFunctionsAndConstructors(t *testing.T) {
	x, y := pcol("x"), pcol("y")
	agg := &ast.Func{Name: pname("array_agg"), Args: []ast.Expr{x}, Distinct: true,
		OrderBy: []*ast.OrderItem{{Expr: y, Desc: true, Nulls: ast.NullsLast}}}
	win := &ast.Func{Name: pname("first_value"), Args: []ast.Expr{x}, Nulls: ast.NullsIgnore,
		Over: &ast.WindowSpec{PartitionBy: []ast.Expr{pcol("k")}, OrderBy: []*ast.OrderItem{{Expr: y}},
			Frame: &ast.Frame{Unit: ast.FrameRows, Start: &ast.FrameBound{Kind: ast.UnboundedPreceding}, End: &ast.FrameBound{Kind: ast.CurrentRow}}}}
	named := &ast.Struct{Fields: []*ast.StructField{{Name: ptr(pid("a")), Value: pint("1")}, {Name: ptr(pid("b")), Value: pstr("x")}}}
	anon := &ast.Struct{Fields: []*ast.StructField{{Value: pint("1")}, {Value: pstr("x")}}}
	cases := []printCase{
		{"count star", &ast.Func{Name: pname("count"), Star: true}, everywhere("count(*)")},
		{"count distinct", &ast.Func{Name: pname("count"), Args: []ast.Expr{x}, Distinct: true}, everywhere("count(DISTINCT x)")},
		{"niladic", pcall("current_date"), everywhere("current_date")},
		{"nullary call", pcall("now"), everywhere("now()")},
		{"qualified name", pcall("sys.f", x), everywhere("sys.f(x)")},
		{"agg order by", agg, map[string]string{
			"postgres": "array_agg(DISTINCT x ORDER BY y DESC NULLS LAST)", "trino": "array_agg(DISTINCT x ORDER BY y DESC NULLS LAST)",
			"bigquery": "array_agg(DISTINCT x ORDER BY y DESC NULLS LAST)", "hive": "ERR ORDER BY inside",
		}},
		{"within group", &ast.Func{Name: pname("percentile_cont"), Args: []ast.Expr{pdec("0.5")},
			WithinGroup: []*ast.OrderItem{{Expr: x}}}, map[string]string{
			"postgres": "percentile_cont(0.5) WITHIN GROUP (ORDER BY x)", "trino": "percentile_cont(0.5) WITHIN GROUP (ORDER BY x)",
			"presto": "ERR WITHIN GROUP", "bigquery": "ERR WITHIN GROUP",
		}},
		{"filter", &ast.Func{Name: pname("count"), Star: true, Filter: pbin(ast.OpGt, x, pint("0"))}, map[string]string{
			"postgres": "count(*) FILTER (WHERE x > 0)", "trino": "count(*) FILTER (WHERE x > 0)",
			"spark": "count(*) FILTER (WHERE x > 0)", "hive": "ERR FILTER", "snowflake": "ERR FILTER",
		}},
		{"ignore nulls", win, map[string]string{
			"trino":    "first_value(x) IGNORE NULLS OVER (PARTITION BY k ORDER BY y ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)",
			"spark":    "first_value(x) IGNORE NULLS OVER (PARTITION BY k ORDER BY y ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)",
			"bigquery": "first_value(x IGNORE NULLS) OVER (PARTITION BY k ORDER BY y ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)",
			"duckdb":   "first_value(x IGNORE NULLS) OVER (PARTITION BY k ORDER BY y ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)",
			"postgres": "ERR IGNORE NULLS", "hive": "ERR IGNORE NULLS",
		}},
		{"window name", &ast.Func{Name: pname("rank"), Over: &ast.WindowSpec{Name: ptr(pid("w"))}}, everywhere("rank() OVER w")},
		{"window name refined", &ast.Func{Name: pname("sum"), Args: []ast.Expr{x},
			Over: &ast.WindowSpec{Name: ptr(pid("w")), OrderBy: []*ast.OrderItem{{Expr: y}}}}, everywhere("sum(x) OVER (w ORDER BY y)")},
		{"frame offsets", &ast.Func{Name: pname("sum"), Args: []ast.Expr{x}, Over: &ast.WindowSpec{
			Frame: &ast.Frame{Unit: ast.FrameRange, Start: &ast.FrameBound{Kind: ast.Preceding, Offset: pint("3")}}}},
			everywhere("sum(x) OVER (RANGE 3 PRECEDING)")},
		{"groups frame", &ast.Func{Name: pname("sum"), Args: []ast.Expr{x}, Over: &ast.WindowSpec{
			Frame: &ast.Frame{Unit: ast.FrameGroups, Start: &ast.FrameBound{Kind: ast.CurrentRow},
				End: &ast.FrameBound{Kind: ast.Following, Offset: pint("1")}, Exclude: ast.ExcludeTies}}}, map[string]string{
			"postgres": "sum(x) OVER (GROUPS BETWEEN CURRENT ROW AND 1 FOLLOWING EXCLUDE TIES)",
			"trino":    "ERR EXCLUDE", "hive": "ERR GROUPS",
		}},
		{"named arg", pcall("flatten", &ast.NamedArg{Name: pid("input"), Value: x}), map[string]string{
			"snowflake": "flatten(input => x)", "postgres": "flatten(input => x)", "duckdb": "flatten(input := x)",
			"hive": "ERR named argument",
		}},
		{"array", &ast.Array{Elems: []ast.Expr{pint("1"), pint("2")}}, map[string]string{
			"hive": "array(1, 2)", "spark": "array(1, 2)", "doris": "array(1, 2)", "trino": "ARRAY[1, 2]",
			"postgres": "ARRAY[1, 2]", "ansi": "ARRAY[1, 2]", "duckdb": "[1, 2]", "bigquery": "[1, 2]",
			"snowflake": "[1, 2]", "drill": "ERR array constructor",
		}},
		{"array query", &ast.ArrayQuery{Query: pq(psel(pitems(x), ptbl("t")))}, map[string]string{
			"postgres": "ARRAY(SELECT x FROM t)", "duckdb": "ARRAY(SELECT x FROM t)", "bigquery": "ARRAY(SELECT x FROM t)",
			"trino": "ERR ARRAY(subquery)",
		}},
		{"map", &ast.Map{Keys: []ast.Expr{pstr("a"), pstr("b")}, Values: []ast.Expr{pint("1"), pint("2")}}, map[string]string{
			"hive": "map('a', 1, 'b', 2)", "doris": "map('a', 1, 'b', 2)", "trino": "MAP(ARRAY['a', 'b'], ARRAY[1, 2])",
			"duckdb": "MAP {'a': 1, 'b': 2}", "postgres": "ERR map constructor", "bigquery": "ERR map constructor",
		}},
		{"named struct", named, map[string]string{
			"hive": "named_struct('a', 1, 'b', 'x')", "spark": "named_struct('a', 1, 'b', 'x')",
			"duckdb": "{'a': 1, 'b': 'x'}", "bigquery": "STRUCT(1 AS a, 'x' AS b)",
			"trino": "ERR struct constructor naming its fields", "postgres": "ERR struct constructor naming its fields",
			"snowflake": "OBJECT_CONSTRUCT_KEEP_NULL_STRUCTURED('a', 1, 'b', 'x')",
		}},
		{"positional struct", anon, map[string]string{
			"hive": "struct(1, 'x')", "trino": "ROW(1, 'x')", "postgres": "ROW(1, 'x')", "duckdb": "row(1, 'x')",
			"bigquery": "STRUCT(1, 'x')", "snowflake": "ERR struct constructor without a name for every field",
		}},
		{"slice", &ast.Slice{X: pcol("tags"), Lo: pint("2")}, map[string]string{
			"postgres": "tags[2:]", "duckdb": "tags[2:]", "trino": "ERR slice",
		}},
		{"quantified subquery", &ast.Quantified{X: x, Op: ast.OpGt, Quant: ast.QuantAll,
			Query: pq(psel(pitems(y), ptbl("t")))}, map[string]string{
			"trino": "x > ALL (SELECT y FROM t)", "postgres": "x > ALL (SELECT y FROM t)",
		}},
		{"quantified array", &ast.Quantified{X: x, Op: ast.OpEq, Quant: ast.QuantAny,
			Array: &ast.Array{Elems: []ast.Expr{pstr("a")}}}, map[string]string{
			"postgres": "x = ANY (ARRAY['a'])", "trino": "ERR array",
		}},
		{"exists", &ast.Exists{Query: pq(psel(pitems(pint("1")), ptbl("t")))}, everywhere("EXISTS (SELECT 1 FROM t)")},
		{"in subquery", &ast.InSubquery{X: x, Query: pq(psel(pitems(y), ptbl("t")))}, everywhere("x IN (SELECT y FROM t)")},
		{"scalar subquery", pbin(ast.OpAdd, &ast.Subquery{Query: pq(psel(pitems(y), ptbl("t")))}, pint("1")),
			everywhere("(SELECT y FROM t) + 1")},
	}
	runPrintCases(t, cases, PrintOptions{})
}

func ptr[T any](v T) *T { return &v }

// ---- queries ----

func TestPrintQueries(t *testing.T) {
	x, y := pcol("x"), pcol("y")
	basic := &ast.Query{
		Body: &ast.Select{
			Distinct: true,
			Items:    []*ast.SelectItem{{Expr: x}, pitem(&ast.Func{Name: pname("count"), Star: true}, "n")},
			From:     []ast.TableExpr{ptbl("db.t", "a")},
			Where:    pbin(ast.OpGt, y, pint("0")),
			GroupBy:  &ast.GroupBy{Items: []ast.Expr{x}},
			Having:   pbin(ast.OpGt, &ast.Func{Name: pname("count"), Star: true}, pint("1")),
		},
		OrderBy: []*ast.OrderItem{{Expr: pcol("n"), Desc: true}},
		Limit:   pint("10"),
		Offset:  pint("5"),
	}
	limitOnly := pq(psel(pitems(x), ptbl("t")))
	limitOnly.Limit = pint("3")
	offsetOnly := pq(psel(pitems(x), ptbl("t")))
	offsetOnly.Offset = pint("3")
	nullsFirst := pq(psel(pitems(x), ptbl("t")))
	nullsFirst.OrderBy = []*ast.OrderItem{{Expr: x, Nulls: ast.NullsFirst}, {Expr: y, Desc: true}}

	union := func(l, r ast.QueryExpr) *ast.SetOp { return &ast.SetOp{Op: ast.Union, L: l, R: r} }
	inter := func(l, r ast.QueryExpr) *ast.SetOp { return &ast.SetOp{Op: ast.Intersect, L: l, R: r} }
	s := func(n string) *ast.Select { return psel(pitems(pcol(n)), ptbl(n)) }

	cte := &ast.Query{
		With: &ast.With{Recursive: true, CTEs: []*ast.CTE{{Name: pid("r"), Columns: pids("n"),
			Query: pq(union(psel(pitems(pint("1"))), psel(pitems(pbin(ast.OpAdd, pcol("n"), pint("1"))), ptbl("r"))))}}},
		Body: psel(pitems(pcol("n")), ptbl("r")),
	}
	hiveClauses := pq(psel(pitems(x), ptbl("t")))
	hiveClauses.DistributeBy = []ast.Expr{x}
	hiveClauses.SortBy = []*ast.OrderItem{{Expr: y}}
	clusterBy := pq(psel(pitems(x), ptbl("t")))
	clusterBy.ClusterBy = []ast.Expr{x}

	win := psel(pitems(&ast.Func{Name: pname("rank"), Over: &ast.WindowSpec{Name: ptr(pid("w"))}}), ptbl("t"))
	win.Windows = []*ast.NamedWindow{{Name: pid("w"), Spec: &ast.WindowSpec{PartitionBy: []ast.Expr{x}, OrderBy: []*ast.OrderItem{{Expr: y}}}}}
	win.Qualify = pbin(ast.OpEq, &ast.Func{Name: pname("rank"), Over: &ast.WindowSpec{Name: ptr(pid("w"))}}, pint("1"))

	multi := psel(pitems(&ast.SelectItem{Expr: pcall("posexplode", pcol("xs")), Aliases: pids("pos", "v")}), ptbl("t"))
	distinctOn := psel(pitems(x, y), ptbl("t"))
	distinctOn.DistinctOn = []ast.Expr{x}

	rollup := psel(pitems(x, y), ptbl("t"))
	rollup.GroupBy = &ast.GroupBy{Items: []ast.Expr{&ast.Rollup{Exprs: []ast.Expr{x, y}}}}
	gsets := psel(pitems(x, y), ptbl("t"))
	gsets.GroupBy = &ast.GroupBy{Items: []ast.Expr{&ast.GroupingSets{Sets: [][]ast.Expr{{x, y}, {x}, {}}}}}
	mixedGroups := psel(pitems(x, y), ptbl("t"))
	mixedGroups.GroupBy = &ast.GroupBy{Items: []ast.Expr{x, &ast.Cube{Exprs: []ast.Expr{y}}}}
	groupAll := psel(pitems(x), ptbl("t"))
	groupAll.GroupBy = &ast.GroupBy{All: true}

	values := pq(&ast.Values{Rows: [][]ast.Expr{{pint("1"), pstr("a")}, {pint("2"), pstr("b")}}})

	cases := []printCase{
		{"basic", basic, map[string]string{
			"hive":     "SELECT DISTINCT x, count(*) AS n FROM db.t AS a WHERE y > 0 GROUP BY x HAVING count(*) > 1 ORDER BY n DESC LIMIT 5, 10",
			"trino":    "SELECT DISTINCT x, count(*) AS n FROM db.t AS a WHERE y > 0 GROUP BY x HAVING count(*) > 1 ORDER BY n DESC OFFSET 5 LIMIT 10",
			"postgres": "SELECT DISTINCT x, count(*) AS n FROM db.t AS a WHERE y > 0 GROUP BY x HAVING count(*) > 1 ORDER BY n DESC LIMIT 10 OFFSET 5",
			"ansi":     "SELECT DISTINCT x, count(*) AS n FROM db.t AS a WHERE y > 0 GROUP BY x HAVING count(*) > 1 ORDER BY n DESC OFFSET 5 ROWS FETCH FIRST 10 ROWS ONLY",
		}},
		{"limit only", limitOnly, map[string]string{
			"hive": "SELECT x FROM t LIMIT 3", "trino": "SELECT x FROM t LIMIT 3", "ansi": "SELECT x FROM t FETCH FIRST 3 ROWS ONLY",
		}},
		{"offset only", offsetOnly, map[string]string{
			"postgres": "SELECT x FROM t OFFSET 3", "trino": "SELECT x FROM t OFFSET 3", "hive": "ERR OFFSET without LIMIT",
			"bigquery": "ERR OFFSET without LIMIT",
		}},
		{"nulls order", nullsFirst, everywhere("SELECT x FROM t ORDER BY x NULLS FIRST, y DESC")},
		{"union chain", pq(union(union(s("a"), s("b")), s("c"))), everywhere2(
			"SELECT a FROM a UNION SELECT b FROM b UNION SELECT c FROM c",
			"bigquery", "SELECT a FROM a UNION DISTINCT SELECT b FROM b UNION DISTINCT SELECT c FROM c")},
		{"union right nested", pq(union(s("a"), union(s("b"), s("c")))), map[string]string{
			"trino": "SELECT a FROM a UNION (SELECT b FROM b UNION SELECT c FROM c)",
			"hive":  "SELECT a FROM a UNION (SELECT b FROM b UNION SELECT c FROM c)",
		}},
		{"intersect under union", pq(union(s("a"), inter(s("b"), s("c")))), map[string]string{
			"trino":    "SELECT a FROM a UNION SELECT b FROM b INTERSECT SELECT c FROM c",
			"postgres": "SELECT a FROM a UNION SELECT b FROM b INTERSECT SELECT c FROM c",
			"hive":     "SELECT a FROM a UNION (SELECT b FROM b INTERSECT SELECT c FROM c)",
			"bigquery": "SELECT a FROM a UNION DISTINCT (SELECT b FROM b INTERSECT DISTINCT SELECT c FROM c)",
		}},
		{"union under intersect", pq(inter(union(s("a"), s("b")), s("c"))), map[string]string{
			"trino": "(SELECT a FROM a UNION SELECT b FROM b) INTERSECT SELECT c FROM c",
			"hive":  "SELECT a FROM a UNION SELECT b FROM b INTERSECT SELECT c FROM c",
		}},
		{"union all", pq(&ast.SetOp{Op: ast.Except, All: true, L: s("a"), R: s("b")}), everywhere("SELECT a FROM a EXCEPT ALL SELECT b FROM b")},
		{"ordered operand", pq(union(&ast.Query{Body: s("a"), Limit: pint("1")}, s("b"))), map[string]string{
			"trino":    "(SELECT a FROM a LIMIT 1) UNION SELECT b FROM b",
			"ansi":     "(SELECT a FROM a FETCH FIRST 1 ROWS ONLY) UNION SELECT b FROM b",
			"bigquery": "(SELECT a FROM a LIMIT 1) UNION DISTINCT SELECT b FROM b",
		}},
		{"recursive cte", cte, map[string]string{
			"postgres": "WITH RECURSIVE r (n) AS (SELECT 1 UNION SELECT n + 1 FROM r) SELECT n FROM r",
			"trino":    "WITH RECURSIVE r (n) AS (SELECT 1 UNION SELECT n + 1 FROM r) SELECT n FROM r",
			"hive":     "ERR WITH RECURSIVE",
		}},
		{"cte columns", &ast.Query{With: &ast.With{CTEs: []*ast.CTE{{Name: pid("q"), Columns: pids("a"), Query: pq(s("t"))}}},
			Body: s("q")}, map[string]string{
			"spark": "WITH q (a) AS (SELECT t FROM t) SELECT q FROM q", "hive": "ERR column names on a WITH query",
		}},
		{"hive clauses", hiveClauses, map[string]string{
			"hive": "SELECT x FROM t DISTRIBUTE BY x SORT BY y", "spark": "SELECT x FROM t DISTRIBUTE BY x SORT BY y",
			"trino": "ERR SORT BY", "doris": "ERR SORT BY",
		}},
		{"cluster by", clusterBy, map[string]string{"hive": "SELECT x FROM t CLUSTER BY x"}},
		{"window and qualify", pq(win), map[string]string{
			"duckdb":    "SELECT rank() OVER w FROM t WINDOW w AS (PARTITION BY x ORDER BY y) QUALIFY rank() OVER w = 1",
			"bigquery":  "SELECT rank() OVER w FROM t QUALIFY rank() OVER w = 1 WINDOW w AS (PARTITION BY x ORDER BY y)",
			"snowflake": "ERR WINDOW clause", "trino": "ERR QUALIFY",
		}},
		{"multi alias", pq(multi), map[string]string{
			"hive": "SELECT posexplode(xs) AS (pos, v) FROM t", "spark": "SELECT posexplode(xs) AS (pos, v) FROM t",
			"trino": "ERR several aliases", "doris": "ERR several aliases",
		}},
		{"distinct on", pq(distinctOn), map[string]string{
			"postgres": "SELECT DISTINCT ON (x) x, y FROM t", "duckdb": "SELECT DISTINCT ON (x) x, y FROM t",
			"trino": "ERR DISTINCT ON",
		}},
		{"rollup", pq(rollup), map[string]string{
			"hive": "SELECT x, y FROM t GROUP BY x, y WITH ROLLUP", "spark": "SELECT x, y FROM t GROUP BY ROLLUP (x, y)",
			"trino": "SELECT x, y FROM t GROUP BY ROLLUP (x, y)",
		}},
		{"grouping sets", pq(gsets), map[string]string{
			"hive":     "SELECT x, y FROM t GROUP BY x, y GROUPING SETS ((x, y), (x), ())",
			"postgres": "SELECT x, y FROM t GROUP BY GROUPING SETS ((x, y), (x), ())",
		}},
		{"mixed grouping", pq(mixedGroups), map[string]string{
			"trino": "SELECT x, y FROM t GROUP BY x, CUBE (y)", "hive": "ERR mixed",
		}},
		{"group by all", pq(groupAll), map[string]string{
			"duckdb": "SELECT x FROM t GROUP BY ALL", "spark": "SELECT x FROM t GROUP BY ALL", "trino": "ERR GROUP BY ALL",
			"postgres": "ERR GROUP BY ALL",
		}},
		{"values", values, map[string]string{
			"postgres": "VALUES (1, 'a'), (2, 'b')", "hive": `VALUES (1, 'a'), (2, 'b')`, "bigquery": "ERR VALUES",
		}},
		{"select without from", pq(psel(pitems(pint("1")))), everywhere("SELECT 1")},
		{"empty select", pq(&ast.Select{}), map[string]string{"trino": "ERR empty select list"}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

// everywhere2 is everywhere with one dialect's exception.
func everywhere2(want, exceptDialect, exceptWant string) map[string]string {
	m := everywhere(want)
	m[exceptDialect] = exceptWant
	return m
}

func TestPrintRelations(t *testing.T) {
	x := pcol("x")
	sub := pq(psel(pitems(x), ptbl("u")))
	join := func(k ast.JoinKind, l, r ast.TableExpr, on ast.Expr) *ast.Join {
		return &ast.Join{Kind: k, Left: l, Right: r, On: on}
	}
	on := pbin(ast.OpEq, pcol("a", "id"), pcol("b", "id"))
	sel := func(from ...ast.TableExpr) *ast.Query { return pq(psel(pitems(&ast.Star{}), from...)) }
	lv := psel(pitems(pcol("t", "tag")), ptbl("pv"))
	lv.LateralViews = []*ast.LateralView{
		{Func: pcall("explode", pcol("pv", "tags")), Table: pid("t"), Columns: pids("tag")},
		{Outer: true, Func: pcall("posexplode", pcol("pv", "xs")), Table: pid("p"), Columns: pids("pos", "v")},
	}
	lvNoOuter := psel(pitems(pcol("t", "tag")), ptbl("pv"))
	lvNoOuter.LateralViews = lv.LateralViews[:1]

	cases := []printCase{
		{"table alias columns", sel(ptbl("t", "a", "x", "y")), map[string]string{
			"trino": "SELECT * FROM t AS a(x, y)", "spark": "SELECT * FROM t AS a(x, y)", "hive": "ERR column aliases",
		}},
		{"comma join", sel(ptbl("a"), ptbl("b")), everywhere("SELECT * FROM a, b")},
		{"join without condition", sel(&ast.Join{Kind: ast.JoinInner, Left: ptbl("a"), Right: &ast.Derived{Lateral: true, Query: sub, Alias: palias("s")}}), map[string]string{
			"spark":    "SELECT * FROM a JOIN LATERAL (SELECT x FROM u) AS s",
			"postgres": "SELECT * FROM a JOIN LATERAL (SELECT x FROM u) AS s ON TRUE",
			"duckdb":   "SELECT * FROM a JOIN LATERAL (SELECT x FROM u) AS s ON TRUE",
		}},
		{"left join unnest without condition", sel(&ast.Join{Kind: ast.JoinLeft, Left: ptbl("u"), Right: &ast.Unnest{Args: []ast.Expr{pcol("u", "tags")}, Alias: palias("t")}}), map[string]string{
			"bigquery": "SELECT * FROM u LEFT JOIN UNNEST(u.tags) AS t",
			"trino":    "SELECT * FROM u LEFT JOIN UNNEST(u.tags) AS t ON TRUE",
		}},
		{"left join", sel(join(ast.JoinLeft, ptbl("a"), ptbl("b"), on)), everywhere("SELECT * FROM a LEFT JOIN b ON a.id = b.id")},
		{"join chain", sel(join(ast.JoinInner, join(ast.JoinCross, ptbl("a"), ptbl("b"), nil), ptbl("c"), on)),
			everywhere("SELECT * FROM a CROSS JOIN b JOIN c ON a.id = b.id")},
		{"nested right join", sel(join(ast.JoinLeft, ptbl("a"), join(ast.JoinInner, ptbl("b"), ptbl("c"), on), on)), map[string]string{
			"trino": "SELECT * FROM a LEFT JOIN (b JOIN c ON a.id = b.id) ON a.id = b.id",
			"hive":  "ERR parenthesized join",
		}},
		{"using", sel(&ast.Join{Kind: ast.JoinFull, Left: ptbl("a"), Right: ptbl("b"), Using: pids("id")}), map[string]string{
			"trino": "SELECT * FROM a FULL JOIN b USING (id)", "hive": "ERR USING",
		}},
		{"natural", sel(&ast.Join{Kind: ast.JoinInner, Natural: true, Left: ptbl("a"), Right: ptbl("b")}), map[string]string{
			"postgres": "SELECT * FROM a NATURAL JOIN b", "bigquery": "ERR NATURAL",
		}},
		{"semi", sel(join(ast.JoinSemi, ptbl("a"), ptbl("b"), on)), map[string]string{
			"hive": "SELECT * FROM a LEFT SEMI JOIN b ON a.id = b.id", "trino": "ERR LEFT SEMI JOIN",
		}},
		{"anti", sel(join(ast.JoinAnti, ptbl("a"), ptbl("b"), on)), map[string]string{
			"spark": "SELECT * FROM a LEFT ANTI JOIN b ON a.id = b.id", "hive": "ERR LEFT ANTI JOIN",
		}},
		{"apply", sel(&ast.Join{Kind: ast.JoinCrossApply, Left: ptbl("a"), Right: ptbl("b")}), everywhere2(
			"ERR lowering must turn it into a lateral join", "ansi", "SELECT * FROM a CROSS APPLY b")},
		{"derived", sel(&ast.Derived{Query: sub, Alias: palias("s")}), everywhere("SELECT * FROM (SELECT x FROM u) AS s")},
		{"lateral join", sel(join(ast.JoinLeft, ptbl("a"), &ast.Derived{Lateral: true, Query: sub, Alias: palias("s")}, pbool(true))), map[string]string{
			"trino":    "SELECT * FROM a LEFT JOIN LATERAL (SELECT x FROM u) AS s ON TRUE",
			"postgres": "SELECT * FROM a LEFT JOIN LATERAL (SELECT x FROM u) AS s ON TRUE",
			"spark":    "SELECT * FROM a LEFT JOIN LATERAL (SELECT x FROM u) AS s ON TRUE",
			"hive":     "ERR LATERAL subquery", "bigquery": "ERR LATERAL subquery",
		}},
		{"unnest", sel(join(ast.JoinCross, ptbl("p"), &ast.Unnest{Args: []ast.Expr{pcol("p", "a"), pcol("p", "b")},
			Ordinality: true, Alias: palias("u", "x", "y", "n")}, nil)), map[string]string{
			"trino":    "SELECT * FROM p CROSS JOIN UNNEST(p.a, p.b) WITH ORDINALITY AS u(x, y, n)",
			"postgres": "SELECT * FROM p CROSS JOIN UNNEST(p.a, p.b) WITH ORDINALITY AS u(x, y, n)",
			"hive":     "ERR UNNEST", "bigquery": "ERR several arrays", "snowflake": "ERR UNNEST",
		}},
		{"bigquery unnest", sel(ptbl("t"), &ast.Unnest{Args: []ast.Expr{pcol("t", "arr")}, Alias: palias("x"),
			Offset: ptr(pid("o"))}), map[string]string{
			"bigquery": "SELECT * FROM t, UNNEST(t.arr) AS x WITH OFFSET AS o",
			"trino":    "ERR WITH OFFSET",
		}},
		{"bigquery unnest default offset", sel(&ast.Unnest{Args: []ast.Expr{pcol("arr")}, Offset: &ast.Ident{}}), map[string]string{
			"bigquery": "SELECT * FROM UNNEST(arr) WITH OFFSET",
		}},
		{"table function", sel(&ast.TableFunc{Func: pcall("generate_series", pint("1"), pint("3")), Ordinality: true,
			Alias: palias("g", "n", "i")}), map[string]string{
			"postgres": "SELECT * FROM generate_series(1, 3) WITH ORDINALITY AS g(n, i)",
			"duckdb":   "SELECT * FROM generate_series(1, 3) WITH ORDINALITY AS g(n, i)",
			"trino":    "ERR WITH ORDINALITY", "presto": "ERR table function",
		}},
		{"tvf", sel(&ast.TableFunc{Func: pcall("range", pint("3")), Alias: palias("r", "id")}), map[string]string{
			"spark": "SELECT * FROM range(3) AS r(id)", "trino": "SELECT * FROM TABLE(range(3)) AS r(id)",
			"hive": "ERR table function",
		}},
		{"flatten", sel(ptbl("t"), &ast.TableFunc{Func: pcall("FLATTEN", &ast.NamedArg{Name: pid("input"), Value: pcol("t", "xs")}),
			Alias: palias("f")}), map[string]string{
			"snowflake": "SELECT * FROM t, LATERAL FLATTEN(input => t.xs) AS f",
		}},
		{"rows from", sel(&ast.RowsFrom{Funcs: []*ast.Func{pcall("unnest", pcol("a")), pcall("unnest", pcol("b"))},
			Ordinality: true, Alias: palias("r", "x", "y", "n")}), map[string]string{
			"postgres": "SELECT * FROM ROWS FROM (unnest(a), unnest(b)) WITH ORDINALITY AS r(x, y, n)",
			"duckdb":   "ERR ROWS FROM",
		}},
		{"lateral view", pq(lv), map[string]string{
			"hive":  "SELECT t.tag FROM pv LATERAL VIEW explode(pv.tags) t AS tag LATERAL VIEW OUTER posexplode(pv.xs) p AS pos, v",
			"spark": "SELECT t.tag FROM pv LATERAL VIEW explode(pv.tags) t AS tag LATERAL VIEW OUTER posexplode(pv.xs) p AS pos, v",
			"doris": "ERR LATERAL VIEW OUTER", "trino": "ERR LATERAL VIEW",
		}},
		{"doris lateral view", pq(lvNoOuter), map[string]string{
			"doris": "SELECT t.tag FROM pv LATERAL VIEW explode(pv.tags) t AS tag",
		}},
		{"canonical lateral", sel(&ast.Lateral{Input: ptbl("t"), Gens: []*ast.Generator{{Kind: ast.GenUnnest, Args: []ast.Expr{x}}}}),
			everywhere("ERR canonical Lateral")},
		{"generator alone", &ast.Generator{Kind: ast.GenUnnest}, everywhere("ERR canonical generator")},
	}
	runPrintCases(t, cases, PrintOptions{})
}

// ---- round trip over the parse corpus ----

// prCorpusCase is one query of conformance/parse/<family>/*.sql.
type prCorpusCase struct {
	where, dialect, sql string
}

// prFamilyDialect is the dialect a corpus query is read in unless a
// "-- dialect: X" line names another.
var prFamilyDialect = map[string]string{"hive": "hive", "presto": "trino", "standard": "postgres"}

func prCorpus(t *testing.T) []prCorpusCase {
	t.Helper()
	var out []prCorpusCase
	for fam, def := range prFamilyDialect {
		files, _ := filepath.Glob(filepath.Join("..", "conformance", "parse", fam, "*.sql"))
		for _, path := range files {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			line := 1
			for _, chunk := range strings.Split(string(data), "\n\n") {
				start := line
				line += strings.Count(chunk, "\n") + 2
				if strings.TrimSpace(chunk) == "" {
					continue
				}
				dialect := def
				var sql []string
				for _, l := range strings.Split(chunk, "\n") {
					tl := strings.TrimSpace(l)
					if strings.HasPrefix(tl, "-- dialect:") {
						dialect = strings.TrimSpace(strings.TrimPrefix(tl, "-- dialect:"))
					}
					if !strings.HasPrefix(tl, "--") {
						sql = append(sql, l)
					}
				}
				if len(sql) == 0 {
					continue
				}
				out = append(out, prCorpusCase{where: fam + "/" + filepath.Base(path) + ":" + strconv.Itoa(start),
					dialect: dialect, sql: strings.Join(sql, "\n")})
			}
		}
	}
	return out
}

// prTreeOptions compare two parses of the same text: positions differ, and
// so may what does not change the meaning in the dialect: whether a name
// was quoted when its case is not folded either way, and the spelling a
// type was written with (INT vs INTEGER) when the kind says it all.
func prTreeOptions(d *Dialect) cmp.Options {
	fold := styleOf(d).fold
	return cmp.Options{
		cmpopts.IgnoreTypes(ast.Span{}),
		cmpopts.EquateEmpty(),
		psIgnoreUnread,
		cmp.Comparer(func(a, b ast.Ident) bool {
			if a.Quoted == b.Quoted {
				return a.Name == b.Name
			}
			if a.Quoted {
				a, b = b, a
			}
			// a is unquoted, b quoted: the same name when b is a's folded form.
			switch fold {
			case foldLower:
				return strings.ToLower(a.Name) == b.Name
			case foldUpper:
				return strings.ToUpper(a.Name) == b.Name
			}
			return a.Name == b.Name
		}),
		cmp.FilterPath(func(p cmp.Path) bool {
			sf, ok := p.Last().(cmp.StructField)
			if !ok || sf.Name() != "Name" || p.Index(-2).Type() != reflect.TypeOf(ast.TypeName{}) {
				return false
			}
			vx, _ := p.Index(-2).Values()
			return vx.IsValid() && vx.FieldByName("Kind").Uint() != uint64(ast.TypeOther)
		}, cmp.Ignore()),
	}
}

// prParserIssues are corpus spellings the parser does not yet read as
// written; a query holding one is not round-tripped (the printer prints the
// tree it is given faithfully, so the reparse cannot match).
var prParserIssues = map[string]string{
	"U&'":             "the Unicode string U&'...' is read as U & '...'",
	"POSITIONAL JOIN": "DuckDB's POSITIONAL JOIN is read as an alias POSITIONAL and a JOIN without ON",
}

// TestPrintRoundTrip parses every corpus query, prints it in the same
// dialect (compact and pretty), parses that again and checks the trees are
// equal and that printing is idempotent. It also prints each tree in every
// other dialect, which must give text or an *UnsupportedError.
func TestPrintRoundTrip(t *testing.T) {
	cases := prCorpus(t)
	if len(cases) == 0 {
		t.Skip("no corpus")
	}
	parsed, ok := 0, 0
	for _, c := range cases {
		d, found := Lookup(c.dialect)
		if !found {
			continue
		}
		s1, diags := Parse(d, c.sql, ParseOptions{})
		if diags.HasErrors() || len(s1.Stmts) == 0 {
			continue // the parser's own corpus test reports these
		}
		skip := false
		for frag, why := range prParserIssues {
			if strings.Contains(c.sql, frag) {
				t.Logf("%s: skipped: %s", c.where, why)
				skip = true
			}
		}
		if skip {
			continue
		}
		parsed++
		// Every dialect prints the tree or refuses it; none panics.
		for _, td := range All() {
			printNoPanic(t, td, s1, false)
		}
		good := true
		for _, pretty := range []bool{false, true} {
			opts := PrintOptions{Pretty: pretty}
			text1, err := PrintScript(d, s1, opts)
			if err != nil {
				t.Errorf("%s (%s, pretty=%v): print: %v\n%s", c.where, c.dialect, pretty, err, c.sql)
				good = false
				break
			}
			s2, diags := Parse(d, text1, ParseOptions{})
			if diags.HasErrors() {
				t.Errorf("%s (%s, pretty=%v): printed text does not parse: %v\n%s\n--- printed:\n%s", c.where, c.dialect, pretty, diags.Err(), c.sql, text1)
				good = false
				break
			}
			if diff := cmp.Diff(s1, s2, prTreeOptions(d)); diff != "" {
				t.Errorf("%s (%s, pretty=%v): tree changed by printing (-parsed +reparsed):\n%s\n%s\n--- printed:\n%s", c.where, c.dialect, pretty, diff, c.sql, text1)
				good = false
				break
			}
			text2, err := PrintScript(d, s2, opts)
			if err != nil || text2 != text1 {
				t.Errorf("%s (%s, pretty=%v): printing is not idempotent:\n%s\n--- then:\n%s (%v)", c.where, c.dialect, pretty, text1, text2, err)
				good = false
				break
			}
		}
		if good {
			ok++
		}
	}
	t.Logf("round trip: %d of %d parsed corpus queries (%d in the corpus)", ok, parsed, len(cases))
}

// ---- statements ----

func TestPrintStatements(t *testing.T) {
	col := func(name string, tn *ast.TypeName) *ast.ColumnDef { return &ast.ColumnDef{Name: pid(name), Type: tn} }
	hiveTable := &ast.CreateTable{
		External: true, IfNotExists: true, Name: pname("raw", "logs"),
		Columns: []*ast.ColumnDef{
			{Name: pid("id"), Type: ptype(ast.TypeBigInt), Comment: "the id"},
			col("tags", parr(ptype(ast.TypeString))),
			col("date", ptype(ast.TypeDate)),
		},
		PartitionBy: []*ast.ColumnDef{col("dt", ptype(ast.TypeString))},
		RowFormat:   &ast.RowFormat{Fields: "\x01", Lines: "\n"},
		StoredAs:    "TEXTFILE",
		Location:    "/data/logs",
		Properties:  []*ast.Property{{Key: "skip.header.line.count", Value: pstr("1")}},
	}
	plainTable := &ast.CreateTable{Name: pname("t"), Columns: []*ast.ColumnDef{
		{Name: pid("id"), Type: ptype(ast.TypeInt), NotNull: true, Comment: "key"}, col("name", ptype(ast.TypeVarchar, 20))}}
	trinoTable := &ast.CreateTable{Name: pname("t"), Columns: []*ast.ColumnDef{col("a", ptype(ast.TypeBigInt))},
		Properties: []*ast.Property{{Key: "format", Value: pstr("ORC")}}}
	ctas := &ast.CreateTable{Name: pname("top"), StoredAs: "ORC", AsQuery: pq(psel(pitems(pcol("a")), ptbl("t")))}
	sparkCtas := &ast.CreateTable{Name: pname("d"), StoredAs: "DELTA", PartitionBy: []*ast.ColumnDef{{Name: pid("dt")}},
		AsQuery: pq(psel(pitems(pcol("dt")), ptbl("t")))}
	ctasCols := &ast.CreateTable{Name: pname("c"), Columns: []*ast.ColumnDef{{Name: pid("x")}}, AsQuery: pq(psel(pitems(pint("1"))))}
	insert := &ast.Insert{Overwrite: true, Table: pname("t"),
		Partition: []*ast.PartitionValue{{Column: pid("dt"), Value: pstr("2024-01-01")}, {Column: pid("hr")}},
		Query:     pq(psel(pitems(pcol("a")), ptbl("s")))}
	insertValues := &ast.Insert{Table: pname("t"), Columns: pids("a", "b"),
		Query: pq(&ast.Values{Rows: [][]ast.Expr{{pint("1"), pstr("x")}}})}
	dorisParts := &ast.Insert{Overwrite: true, Table: pname("t"),
		Partition: []*ast.PartitionValue{{Column: pid("p1")}, {Column: pid("p2")}}, Query: pq(psel(pitems(&ast.Star{}), ptbl("s")))}
	pgFunc := &ast.CreateFunction{OrReplace: true, Name: pname("f"),
		Params:       []*ast.ColumnDef{col("a", ptype(ast.TypeInt)), {Type: ptype(ast.TypeString)}},
		ReturnsTable: []*ast.ColumnDef{col("x", ptype(ast.TypeInt))},
		Language:     "sql", Options: []string{"STABLE"}, Body: "SELECT a WHERE $2 <> 'x'"}
	scalarFunc := &ast.CreateFunction{Name: pname("square"), Params: []*ast.ColumnDef{col("x", ptype(ast.TypeBigInt))},
		Returns: ptype(ast.TypeBigInt), Language: "sql", Body: "SELECT x * x"}
	plainBody := &ast.CreateFunction{Name: pname("one"), Returns: ptype(ast.TypeInt), Language: "sql", Body: "SELECT 1"}
	dollarBody := &ast.CreateFunction{Name: pname("q"), Returns: ptype(ast.TypeString), Language: "sql", Body: "SELECT '$$'"}
	cases := []printCase{
		{"hive create table", hiveTable, map[string]string{
			"hive": "CREATE EXTERNAL TABLE IF NOT EXISTS raw.logs (id BIGINT COMMENT 'the id', tags ARRAY<STRING>, `date` DATE)" +
				" PARTITIONED BY (dt STRING) ROW FORMAT DELIMITED FIELDS TERMINATED BY '\\001' LINES TERMINATED BY '\\n'" +
				" STORED AS TEXTFILE LOCATION '/data/logs' TBLPROPERTIES ('skip.header.line.count' = '1')",
			"trino": "ERR CREATE EXTERNAL TABLE", "postgres": "ERR CREATE EXTERNAL TABLE",
		}},
		{"plain create table", plainTable, map[string]string{
			"postgres":  "CREATE TABLE t (id INTEGER NOT NULL, name VARCHAR(20))",
			"duckdb":    "CREATE TABLE t (id INTEGER NOT NULL, name VARCHAR(20))",
			"trino":     "CREATE TABLE t (id INTEGER NOT NULL COMMENT 'key', name VARCHAR(20))",
			"hive":      "CREATE TABLE t (id INT NOT NULL COMMENT 'key', name VARCHAR(20))",
			"bigquery":  "CREATE TABLE t (id INT64 NOT NULL OPTIONS(description = 'key'), name STRING(20))",
			"snowflake": "CREATE TABLE t (id INTEGER NOT NULL COMMENT 'key', name VARCHAR(20))",
		}},
		{"table properties", trinoTable, map[string]string{
			"trino": "CREATE TABLE t (a BIGINT) WITH (format = 'ORC')", "hive": "CREATE TABLE t (a BIGINT) TBLPROPERTIES ('format' = 'ORC')",
			"doris": "CREATE TABLE t (a BIGINT) PROPERTIES ('format' = 'ORC')", "postgres": "ERR table properties",
		}},
		{"ctas", ctas, map[string]string{
			"hive": "CREATE TABLE top STORED AS ORC AS SELECT a FROM t", "spark": "CREATE TABLE top USING orc AS SELECT a FROM t",
			"trino": "ERR Hive storage clauses",
		}},
		{"spark ctas partitioned", sparkCtas, map[string]string{
			"spark": "CREATE TABLE d USING delta PARTITIONED BY (dt) AS SELECT dt FROM t", "hive": "ERR missing type",
		}},
		{"ctas column names", ctasCols, map[string]string{
			"postgres": "CREATE TABLE c (x) AS SELECT 1", "trino": "CREATE TABLE c (x) AS SELECT 1", "hive": "ERR column definitions",
		}},
		{"create view", &ast.CreateView{OrReplace: true, Name: pname("v"), Columns: pids("a"), Query: pq(psel(pitems(pcol("x")), ptbl("t")))},
			everywhere("CREATE OR REPLACE VIEW v (a) AS SELECT x FROM t")},
		{"insert overwrite", insert, map[string]string{
			"hive":      "INSERT OVERWRITE TABLE t PARTITION (dt = '2024-01-01', hr) SELECT a FROM s",
			"spark":     "INSERT OVERWRITE TABLE t PARTITION (dt = '2024-01-01', hr) SELECT a FROM s",
			"trino":     "ERR INSERT OVERWRITE",
			"snowflake": "ERR PARTITION",
		}},
		{"doris partition names", dorisParts, map[string]string{
			"doris": "INSERT OVERWRITE TABLE t PARTITION (p1, p2) SELECT * FROM s",
		}},
		{"insert values", insertValues, map[string]string{
			"postgres": "INSERT INTO t (a, b) VALUES (1, 'x')", "hive": "INSERT INTO TABLE t (a, b) VALUES (1, 'x')",
			"bigquery": "INSERT INTO t (a, b) VALUES (1, 'x')",
		}},
		{"drop", &ast.Drop{Kind: ast.ObjView, IfExists: true, Names: []ast.QName{pname("v")}}, everywhere("DROP VIEW IF EXISTS v")},
		{"drop several", &ast.Drop{Kind: ast.ObjTable, Names: []ast.QName{pname("a"), pname("b")}}, map[string]string{
			"postgres": "DROP TABLE a, b", "trino": "ERR several objects",
		}},
		{"load data", &ast.LoadData{Local: true, Path: "/tmp/x.csv", Overwrite: true, Table: pname("t")}, map[string]string{
			"hive": "LOAD DATA LOCAL INPATH '/tmp/x.csv' OVERWRITE INTO TABLE t", "spark": "LOAD DATA LOCAL INPATH '/tmp/x.csv' OVERWRITE INTO TABLE t",
			"trino": "ERR LOAD DATA", "doris": "ERR LOAD DATA",
		}},
		{"set", &ast.Set{Name: pname("hive", "exec", "parallel"), Value: pbool(true)}, map[string]string{
			"hive": "SET hive.exec.parallel=TRUE", "trino": "SET SESSION hive.exec.parallel = TRUE",
			"postgres": "SET hive.exec.parallel = TRUE",
		}},
		{"explain", &ast.Explain{Analyze: true, Stmt: &ast.QueryStmt{Query: pq(psel(pitems(pint("1"))))}}, map[string]string{
			"trino": "EXPLAIN ANALYZE SELECT 1", "postgres": "EXPLAIN ANALYZE SELECT 1", "hive": "EXPLAIN ANALYZE SELECT 1",
			"spark": "ERR EXPLAIN ANALYZE", "bigquery": "ERR EXPLAIN",
		}},
		{"explain drill", &ast.Explain{Stmt: &ast.QueryStmt{Query: pq(psel(pitems(pint("1"))))}}, map[string]string{
			"drill": "EXPLAIN PLAN FOR SELECT 1",
		}},
		{"pg function", pgFunc, map[string]string{
			"postgres": "CREATE OR REPLACE FUNCTION f(a INTEGER, TEXT) RETURNS TABLE (x INTEGER) LANGUAGE sql STABLE AS $$SELECT a WHERE $2 <> 'x'$$",
			"duckdb":   "ERR set-returning function", "hive": "ERR CREATE FUNCTION",
		}},
		{"function body without quotes", plainBody, map[string]string{
			"postgres": "CREATE FUNCTION one() RETURNS INTEGER LANGUAGE sql AS 'SELECT 1'",
			"duckdb":   "CREATE FUNCTION one() AS (SELECT 1)",
			"trino":    "CREATE FUNCTION one() RETURNS INTEGER RETURN 1",
		}},
		{"dollar in body", dollarBody, map[string]string{
			"postgres": "CREATE FUNCTION q() RETURNS TEXT LANGUAGE sql AS $fn$SELECT '$$'$fn$",
		}},
		{"sql routine", scalarFunc, map[string]string{
			"presto": "CREATE FUNCTION square(x BIGINT) RETURNS BIGINT RETURN x * x",
			"trino":  "CREATE FUNCTION square(x BIGINT) RETURNS BIGINT RETURN x * x",
			"duckdb": "CREATE FUNCTION square(x) AS (SELECT x * x)",
		}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

func TestPrintScript(t *testing.T) {
	sc := &ast.Script{Stmts: []ast.Stmt{
		&ast.Set{Name: pname("a"), Value: pint("1")},
		&ast.QueryStmt{Query: pq(psel(pitems(pint("1"))))},
	}}
	got, err := PrintScript(Dialects("trino"), sc, PrintOptions{})
	if want := "SET SESSION a = 1;\nSELECT 1"; err != nil || got != want {
		t.Errorf("PrintScript = %q, %v; want %q", got, err, want)
	}
	got, err = Print(Dialects("hive"), sc, PrintOptions{})
	if want := "SET a=1;\nSELECT 1"; err != nil || got != want {
		t.Errorf("Print(script) = %q, %v; want %q", got, err, want)
	}
	if _, err := PrintScript(nil, sc, PrintOptions{}); err == nil {
		t.Error("PrintScript with a nil dialect: no error")
	}
	if _, err := Print(&Dialect{Name: "oracle"}, sc, PrintOptions{}); err == nil {
		t.Error("Print in an unknown dialect: no error")
	}
}

// Dialects looks a dialect up for a test.
func Dialects(name string) *Dialect {
	d, ok := Lookup(name)
	if !ok {
		panic("no dialect " + name)
	}
	return d
}

// ---- dialect spellings of tree shapes ----

func TestPrintSpellings(t *testing.T) {
	explode := func(outer bool) *ast.Join {
		j := &ast.Join{Kind: ast.JoinCross, Left: ptbl("pv"),
			Right: &ast.TableFunc{Func: pcall("explode", pcol("pv", "tags")), Alias: palias("t", "tag")}}
		if outer {
			j.Kind, j.On = ast.JoinLeft, pbool(true)
		}
		return j
	}
	sel := func(from ...ast.TableExpr) *ast.Query { return pq(psel(pitems(pcol("t", "tag")), from...)) }
	onID := pbin(ast.OpEq, pcol("u", "id"), pcol("pv", "uid"))
	rangeJoin := &ast.Join{Kind: ast.JoinCross, Left: ptbl("a"), Right: &ast.TableFunc{Func: pcall("numbers", pint("3")), Alias: palias("n")}}
	bin := &ast.TypedLit{Type: &ast.TypeName{Kind: ast.TypeBinary, Name: "X"}, Value: "1F2E"}
	cases := []printCase{
		{"lateral view inside from", sel(&ast.Join{Kind: ast.JoinInner, Left: explode(false), Right: ptbl("u"), On: onID}), map[string]string{
			"hive":     "SELECT t.tag FROM pv LATERAL VIEW explode(pv.tags) t AS tag JOIN u ON u.id = pv.uid",
			"doris":    "SELECT t.tag FROM pv LATERAL VIEW explode(pv.tags) t AS tag JOIN u ON u.id = pv.uid",
			"spark":    "SELECT t.tag FROM pv CROSS JOIN LATERAL explode(pv.tags) AS t(tag) JOIN u ON u.id = pv.uid",
			"postgres": "SELECT t.tag FROM pv CROSS JOIN explode(pv.tags) AS t(tag) JOIN u ON u.id = pv.uid",
		}},
		{"lateral view on the right of a join", sel(&ast.Join{Kind: ast.JoinInner, Left: ptbl("u"), Right: explode(true), On: onID}), map[string]string{
			"hive":  "SELECT t.tag FROM u JOIN pv LATERAL VIEW OUTER explode(pv.tags) t AS tag ON u.id = pv.uid",
			"spark": "SELECT t.tag FROM u JOIN (pv LEFT JOIN LATERAL explode(pv.tags) AS t(tag) ON TRUE) ON u.id = pv.uid",
			"doris": "ERR LATERAL VIEW OUTER",
			"trino": "SELECT t.tag FROM u JOIN (pv LEFT JOIN TABLE(explode(pv.tags)) AS t(tag) ON TRUE) ON u.id = pv.uid",
		}},
		{"doris table function stays", pq(psel(pitems(&ast.Star{}), rangeJoin)), map[string]string{
			"doris": "SELECT * FROM a CROSS JOIN numbers(3) AS n",
			"hive":  "SELECT * FROM a LATERAL VIEW numbers(3) n",
		}},
		{"binary literal", bin, map[string]string{
			"spark": "X'1F2E'", "trino": "X'1F2E'", "ansi": "X'1F2E'", "hive": "unhex('1F2E')",
			"postgres": `CAST('\x1F2E' AS BYTEA)`, "duckdb": `CAST('\x1F\x2E' AS BLOB)`, "bigquery": "FROM_HEX('1F2E')",
			"snowflake": "TO_BINARY('1F2E', 'HEX')", "doris": "ERR binary literals",
		}},
		{"bad binary literal", &ast.TypedLit{Type: &ast.TypeName{Kind: ast.TypeBinary}, Value: "1' OR '"}, map[string]string{
			"trino": "ERR not hex digits",
		}},
		{"position", pcall("position", pstr("@"), pcol("email")), map[string]string{
			"trino": "position('@' IN email)", "postgres": "position('@' IN email)", "spark": "position('@' IN email)",
			"hive": "position('@', email)", "bigquery": "position('@', email)",
		}},
		{"substring", pcall("substring", pcol("s"), pint("1"), pint("5")), map[string]string{
			"trino": "substring(s FROM 1 FOR 5)", "postgres": "substring(s FROM 1 FOR 5)", "hive": "substring(s, 1, 5)",
			"snowflake": "substring(s, 1, 5)",
		}},
		{"fixed-size array type", &ast.Cast{X: pcol("v"), Type: &ast.TypeName{Kind: ast.TypeArray, Elem: ptype(ast.TypeReal), Params: []int{3}}}, map[string]string{
			"duckdb": "CAST(v AS REAL[3])", "ansi": "CAST(v AS REAL ARRAY[3])", "trino": "ERR fixed-size array",
		}},
		{"grouping set of a cube", pq(&ast.Select{Items: []*ast.SelectItem{{Expr: pcol("a")}}, From: []ast.TableExpr{ptbl("t")},
			GroupBy: &ast.GroupBy{Items: []ast.Expr{&ast.GroupingSets{Sets: [][]ast.Expr{{&ast.Cube{Exprs: []ast.Expr{pcol("a"), pcol("b")}}}, {pcol("c")}}}}}}),
			map[string]string{"postgres": "SELECT a FROM t GROUP BY GROUPING SETS (CUBE (a, b), (c))"}},
	}
	runPrintCases(t, cases, PrintOptions{})
}

// ---- pretty layout ----

func TestPrintPretty(t *testing.T) {
	q := &ast.Query{
		With: &ast.With{CTEs: []*ast.CTE{{Name: pid("a"), Query: pq(psel(pitems(pcol("x"), pcol("y")), ptbl("t")))}}},
		Body: &ast.SetOp{Op: ast.Union, All: true,
			L: &ast.Select{
				Items: []*ast.SelectItem{{Expr: pcol("a", "x")}, pitem(&ast.Func{Name: pname("count"), Star: true}, "n")},
				From: []ast.TableExpr{&ast.Join{Kind: ast.JoinLeft, Left: ptbl("a"),
					Right: &ast.Derived{Query: pq(psel(pitems(pcol("q")), ptbl("u"))), Alias: palias("s")},
					On:    pbin(ast.OpEq, pcol("s", "q"), pcol("a", "x"))}},
				LateralViews: []*ast.LateralView{{Func: pcall("explode", pcol("a", "arr")), Table: pid("e"), Columns: pids("v")}},
				Where:        &ast.InSubquery{X: pcol("a", "x"), Query: pq(psel(pitems(pcol("k")), ptbl("keys")))},
				GroupBy:      &ast.GroupBy{Items: []ast.Expr{pcol("a", "x")}},
			},
			R: psel(pitems(pint("1"), pint("2")), ptbl("c"), ptbl("d")),
		},
		OrderBy: []*ast.OrderItem{{Expr: pcol("n"), Desc: true}},
		Limit:   pint("10"),
	}
	want := `WITH a AS (
  SELECT
    x,
    y
  FROM t
)
SELECT
  a.x,
  count(*) AS n
FROM a
LEFT JOIN (
  SELECT q
  FROM u
) AS s ON s.q = a.x
LATERAL VIEW explode(a.arr) e AS v
WHERE a.x IN (
  SELECT k
  FROM keys
)
GROUP BY a.x
UNION ALL
SELECT
  1,
  2
FROM c,
  d
ORDER BY n DESC
LIMIT 10`
	got, err := Print(Dialects("hive"), q, PrintOptions{Pretty: true})
	if err != nil || got != want {
		t.Errorf("pretty:\n%s\n(%v)\nwant:\n%s", got, err, want)
	}
	compact, err := Print(Dialects("hive"), q, PrintOptions{})
	if err != nil || strings.ContainsAny(compact, "\n\t") || strings.Contains(compact, "  ") {
		t.Errorf("compact output is not one line with single spaces: %q (%v)", compact, err)
	}
	ct := &ast.CreateTable{Name: pname("t"), Columns: []*ast.ColumnDef{{Name: pid("a"), Type: ptype(ast.TypeInt)}, {Name: pid("b"), Type: ptype(ast.TypeString)}},
		PartitionBy: []*ast.ColumnDef{{Name: pid("dt"), Type: ptype(ast.TypeString)}}, StoredAs: "orc"}
	got, err = Print(Dialects("hive"), ct, PrintOptions{Pretty: true})
	wantCT := "CREATE TABLE t (\n  a INT,\n  b STRING\n)\nPARTITIONED BY (dt STRING)\nSTORED AS ORC"
	if err != nil || got != wantCT {
		t.Errorf("pretty CREATE TABLE:\n%s\n(%v)\nwant:\n%s", got, err, wantCT)
	}
}

// ---- errors, never panics ----

// prAllNodes holds a zero value of every node type of package ast.
func prAllNodes() []ast.Node {
	return []ast.Node{
		&ast.Literal{}, &ast.TypedLit{}, &ast.Interval{}, &ast.Param{}, &ast.ColumnRef{}, &ast.Star{},
		&ast.Unary{}, &ast.Binary{}, &ast.IsNull{}, &ast.IsTruth{}, &ast.Like{}, &ast.Between{},
		&ast.InList{}, &ast.InSubquery{}, &ast.Exists{}, &ast.Subquery{}, &ast.Quantified{},
		&ast.Case{}, &ast.Cast{}, &ast.Extract{}, &ast.Func{}, &ast.NamedArg{}, &ast.Lambda{},
		&ast.Array{}, &ast.ArrayQuery{}, &ast.Map{}, &ast.Struct{}, &ast.Subscript{}, &ast.Slice{},
		&ast.FieldAccess{}, &ast.AtTimeZone{}, &ast.GroupingSets{}, &ast.Rollup{}, &ast.Cube{},
		&ast.Table{}, &ast.Derived{}, &ast.Join{}, &ast.Unnest{}, &ast.TableFunc{}, &ast.RowsFrom{}, &ast.Lateral{},
		&ast.Select{}, &ast.SetOp{}, &ast.Values{}, &ast.Query{},
		&ast.QueryStmt{}, &ast.Explain{}, &ast.CreateTable{}, &ast.CreateView{}, &ast.Insert{},
		&ast.Drop{}, &ast.LoadData{}, &ast.CreateFunction{}, &ast.Set{},
		&ast.Script{}, &ast.With{}, &ast.CTE{}, &ast.SelectItem{}, &ast.GroupBy{}, &ast.OrderItem{},
		&ast.NamedWindow{}, &ast.WindowSpec{}, &ast.Frame{}, &ast.FrameBound{}, &ast.When{},
		&ast.StructField{}, &ast.Alias{}, &ast.LateralView{}, &ast.Generator{}, &ast.Ordinality{},
		&ast.ColumnDef{}, &ast.RowFormat{}, &ast.Property{}, &ast.PartitionValue{},
		&ast.TypeName{}, &ast.FieldType{}, nil,
	}
}

// printNoPanic prints n in d, failing the test on a panic.
func printNoPanic(t *testing.T, d *Dialect, n ast.Node, pretty bool) (out string, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("Print panicked in %s on %T: %v", d.Name, n, r)
		}
	}()
	out, err = Print(d, n, PrintOptions{Pretty: pretty})
	if err != nil && strings.Contains(err.Error(), internalError) {
		t.Fatalf("Print met a bug in %s on %T", d.Name, n)
	}
	return out, err
}

func TestPrintZeroNodesNeverPanic(t *testing.T) {
	for _, d := range All() {
		for _, n := range prAllNodes() {
			for _, pretty := range []bool{false, true} {
				printNoPanic(t, d, n, pretty)
			}
		}
	}
}

// TestPrintRandomTreesNeverPanic prints random trees, holes (nil children,
// empty lists, out-of-range enums) included, in every dialect: Print must
// return text or an *UnsupportedError, and the same text every time.
func TestPrintRandomTreesNeverPanic(t *testing.T) {
	g := &prTreeGen{state: 42}
	for i := 0; i < 3000; i++ {
		n := g.node()
		for _, d := range All() {
			out1, err1 := printNoPanic(t, d, n, i%2 == 0)
			out2, err2 := printNoPanic(t, d, n, i%2 == 0)
			if out1 != out2 || (err1 == nil) != (err2 == nil) {
				t.Fatalf("%s: printing is not deterministic: %q vs %q", d.Name, out1, out2)
			}
			var ue *UnsupportedError
			if err1 != nil && !errors.As(err1, &ue) {
				t.Fatalf("%s: error %v is not an *UnsupportedError", d.Name, err1)
			}
		}
	}
}

// prTreeGen builds random trees from a small deterministic generator.
type prTreeGen struct {
	state uint64
	depth int
}

func (g *prTreeGen) intn(n int) int {
	g.state = g.state*6364136223846793005 + 1442695040888963407
	return int((g.state >> 33) % uint64(n))
}

func (g *prTreeGen) node() ast.Node {
	switch g.intn(4) {
	case 0:
		return g.expr()
	case 1:
		return g.query()
	case 2:
		return g.stmt()
	}
	return g.table()
}

func (g *prTreeGen) enter() bool { g.depth++; return g.depth < 5 }
func (g *prTreeGen) leave()      { g.depth-- }

func (g *prTreeGen) exprs(n int) []ast.Expr {
	out := make([]ast.Expr, g.intn(n+1))
	for i := range out {
		out[i] = g.expr()
	}
	return out
}

func (g *prTreeGen) ident() ast.Ident {
	names := []string{"a", "B", "select", "date", "x y", "", "Ω", "t`q\"", "user"}
	return ast.Ident{Name: names[g.intn(len(names))], Quoted: g.intn(2) == 0}
}

func (g *prTreeGen) typ() *ast.TypeName {
	if g.intn(8) == 0 {
		return nil
	}
	t := &ast.TypeName{Kind: ast.TypeKind(g.intn(int(ast.TypeOther) + 3))}
	if !g.enter() {
		g.leave()
		return t
	}
	defer g.leave()
	switch t.Kind {
	case ast.TypeArray:
		t.Elem = g.typ()
	case ast.TypeMap:
		t.Key, t.Value = g.typ(), g.typ()
	case ast.TypeStruct:
		for i := g.intn(3); i > 0; i-- {
			t.Fields = append(t.Fields, &ast.FieldType{Name: g.ident(), Type: g.typ()})
		}
	case ast.TypeOther:
		t.Name = []string{"", "IPADDRESS", "X;Y"}[g.intn(3)]
	}
	for i := g.intn(4); i > 0; i-- {
		t.Params = append(t.Params, g.intn(40))
	}
	return t
}

func (g *prTreeGen) lit() *ast.Literal {
	vals := []string{"1", "1.5", "1e3", "-2", "x", "", "true", "0.000", "9'9"}
	return &ast.Literal{Kind: ast.LitKind(g.intn(7)), Value: vals[g.intn(len(vals))], Type: ast.TypeKind(g.intn(12))}
}

func (g *prTreeGen) expr() ast.Expr {
	if g.intn(12) == 0 {
		return nil
	}
	if !g.enter() {
		g.leave()
		return pcol("c")
	}
	defer g.leave()
	switch g.intn(36) {
	case 0:
		return g.lit()
	case 1:
		return &ast.TypedLit{Type: g.typ(), Value: "2024-01-01"}
	case 2:
		return &ast.Interval{Value: g.expr(), Unit: []string{"", "DAY", "HOUR", "x y"}[g.intn(4)], ToUnit: []string{"", "SECOND"}[g.intn(2)]}
	case 3:
		return &ast.Param{Name: []string{"", "1", "n", "$2"}[g.intn(4)]}
	case 4:
		return &ast.ColumnRef{Name: ast.QName{g.ident(), g.ident()}[:g.intn(3)]}
	case 5:
		return &ast.Star{}
	case 6:
		return &ast.Unary{Op: ast.UnaryOp(g.intn(5)), X: g.expr()}
	case 7, 8, 9:
		return &ast.Binary{Op: ast.BinaryOp(g.intn(nBinOps + 1)), L: g.expr(), R: g.expr()}
	case 10:
		return &ast.IsNull{X: g.expr(), Not: g.intn(2) == 0}
	case 11:
		return &ast.IsTruth{X: g.expr(), Value: ast.TruthValue(g.intn(4)), Not: g.intn(2) == 0}
	case 12:
		return &ast.Like{Kind: ast.LikeKind(g.intn(5)), X: g.expr(), Pattern: g.expr(), Escape: []ast.Expr{nil, pstr("!")}[g.intn(2)]}
	case 13:
		return &ast.Between{X: g.expr(), Lo: g.expr(), Hi: g.expr(), Symmetric: g.intn(3) == 0}
	case 14:
		return &ast.InList{X: g.expr(), List: g.exprs(3)}
	case 15:
		return &ast.InSubquery{X: g.expr(), Query: g.query()}
	case 16:
		return &ast.Exists{Query: g.query()}
	case 17:
		return &ast.Quantified{X: g.expr(), Op: ast.BinaryOp(g.intn(nBinOps)), Query: g.query(), Array: []ast.Expr{nil, g.expr()}[g.intn(2)]}
	case 18:
		c := &ast.Case{Operand: g.expr(), Else: g.expr()}
		for i := g.intn(3); i > 0; i-- {
			c.Whens = append(c.Whens, &ast.When{Cond: g.expr(), Result: g.expr()})
		}
		if g.intn(5) == 0 {
			c.Whens = append(c.Whens, nil)
		}
		return c
	case 19:
		return &ast.Cast{X: g.expr(), Type: g.typ(), Mode: ast.CastMode(g.intn(3))}
	case 20:
		return &ast.Extract{Field: []string{"", "YEAR"}[g.intn(2)], X: g.expr()}
	case 21, 22:
		return g.fn()
	case 23:
		return &ast.NamedArg{Name: g.ident(), Value: g.expr()}
	case 24:
		return &ast.Lambda{Params: []ast.Ident{g.ident(), g.ident()}[:g.intn(3)], Body: g.expr()}
	case 25:
		return &ast.Array{Elems: g.exprs(3)}
	case 26:
		return &ast.ArrayQuery{Query: g.query()}
	case 27:
		return &ast.Map{Keys: g.exprs(2), Values: g.exprs(2)}
	case 28:
		s := &ast.Struct{}
		for i := g.intn(3); i > 0; i-- {
			f := &ast.StructField{Value: g.expr()}
			if g.intn(2) == 0 {
				id := g.ident()
				f.Name = &id
			}
			s.Fields = append(s.Fields, f)
		}
		return s
	case 29:
		return &ast.Subscript{X: g.expr(), Index: g.expr()}
	case 30:
		return &ast.Slice{X: g.expr(), Lo: g.expr(), Hi: g.expr()}
	case 31:
		return &ast.FieldAccess{X: g.expr(), Name: g.ident()}
	case 32:
		return &ast.AtTimeZone{X: g.expr(), Zone: g.expr()}
	case 33:
		return &ast.GroupingSets{Sets: [][]ast.Expr{g.exprs(2), g.exprs(1)}}
	case 34:
		return &ast.Rollup{Exprs: g.exprs(2)}
	}
	return &ast.Subquery{Query: g.query()}
}

func (g *prTreeGen) fn() *ast.Func {
	f := &ast.Func{Name: ast.QName{g.ident()}, Args: g.exprs(3), Distinct: g.intn(4) == 0, Star: g.intn(6) == 0,
		Nulls: ast.NullTreatment(g.intn(4))}
	if g.intn(3) == 0 {
		f.Name = pname([]string{"position", "substring", "current_date", "explode"}[g.intn(4)])
	}
	if g.intn(3) == 0 {
		f.OrderBy = []*ast.OrderItem{{Expr: g.expr(), Desc: true, Nulls: ast.NullsOrder(g.intn(4))}, nil}[:1+g.intn(2)]
	}
	if g.intn(4) == 0 {
		f.WithinGroup = []*ast.OrderItem{{Expr: g.expr()}}
	}
	if g.intn(4) == 0 {
		f.Filter = g.expr()
	}
	if g.intn(3) == 0 {
		w := &ast.WindowSpec{PartitionBy: g.exprs(2)}
		if g.intn(2) == 0 {
			id := g.ident()
			w.Name = &id
		}
		if g.intn(2) == 0 {
			w.Frame = &ast.Frame{Unit: ast.FrameUnit(g.intn(4)), Exclude: ast.FrameExclude(g.intn(5)),
				Start: []*ast.FrameBound{nil, {Kind: ast.BoundKind(g.intn(6)), Offset: g.expr()}}[g.intn(2)],
				End:   []*ast.FrameBound{nil, {Kind: ast.BoundKind(g.intn(6))}}[g.intn(2)]}
		}
		f.Over = w
	}
	return f
}

func (g *prTreeGen) query() *ast.Query {
	if g.intn(10) == 0 {
		return nil
	}
	if !g.enter() {
		g.leave()
		return pq(psel(pitems(pint("1"))))
	}
	defer g.leave()
	q := &ast.Query{Body: g.body(), Limit: []ast.Expr{nil, pint("1")}[g.intn(2)], Offset: []ast.Expr{nil, pint("2")}[g.intn(2)]}
	if g.intn(3) == 0 {
		q.OrderBy = []*ast.OrderItem{{Expr: g.expr()}}
	}
	if g.intn(5) == 0 {
		q.SortBy, q.DistributeBy, q.ClusterBy = []*ast.OrderItem{{Expr: g.expr()}}, g.exprs(1), g.exprs(1)
	}
	if g.intn(4) == 0 {
		q.With = &ast.With{Recursive: g.intn(2) == 0, CTEs: []*ast.CTE{{Name: g.ident(), Columns: []ast.Ident{g.ident()}[:g.intn(2)], Query: g.query()}}}
	}
	return q
}

func (g *prTreeGen) body() ast.QueryExpr {
	switch g.intn(6) {
	case 0:
		return &ast.SetOp{Op: ast.SetOpKind(g.intn(4)), All: g.intn(2) == 0, L: g.body(), R: g.body()}
	case 1:
		return &ast.Values{Rows: [][]ast.Expr{g.exprs(2), g.exprs(2)}[:g.intn(3)]}
	case 2:
		return g.query()
	case 3:
		return nil
	}
	s := &ast.Select{Distinct: g.intn(3) == 0, DistinctOn: g.exprs(1), From: []ast.TableExpr{g.table(), g.table()}[:g.intn(3)],
		Where: g.expr(), Having: g.expr(), Qualify: g.expr()}
	for i := g.intn(3); i >= 0; i-- {
		it := &ast.SelectItem{Expr: g.expr()}
		switch g.intn(3) {
		case 0:
			id := g.ident()
			it.Alias = &id
		case 1:
			it.Aliases = []ast.Ident{g.ident(), g.ident()}
		}
		s.Items = append(s.Items, it)
	}
	if g.intn(3) == 0 {
		s.GroupBy = &ast.GroupBy{All: g.intn(4) == 0, Items: g.exprs(2)}
	}
	if g.intn(4) == 0 {
		s.LateralViews = []*ast.LateralView{{Outer: g.intn(2) == 0, Func: g.fn(), Table: g.ident(), Columns: []ast.Ident{g.ident()}}, nil}[:1+g.intn(2)]
	}
	if g.intn(4) == 0 {
		s.Windows = []*ast.NamedWindow{{Name: g.ident(), Spec: &ast.WindowSpec{OrderBy: []*ast.OrderItem{{Expr: g.expr()}}}}, {}}[:1+g.intn(2)]
	}
	return s
}

func (g *prTreeGen) alias() *ast.Alias {
	if g.intn(3) == 0 {
		return nil
	}
	return &ast.Alias{Name: g.ident(), Columns: []ast.Ident{g.ident(), g.ident()}[:g.intn(3)]}
}

func (g *prTreeGen) table() ast.TableExpr {
	if g.intn(10) == 0 {
		return nil
	}
	if !g.enter() {
		g.leave()
		return ptbl("t")
	}
	defer g.leave()
	switch g.intn(8) {
	case 0:
		return &ast.Derived{Lateral: g.intn(2) == 0, Query: g.query(), Alias: g.alias()}
	case 1, 2:
		return &ast.Join{Kind: ast.JoinKind(g.intn(10)), Natural: g.intn(4) == 0, Left: g.table(), Right: g.table(),
			On: []ast.Expr{nil, g.expr(), pbool(true)}[g.intn(3)], Using: []ast.Ident{g.ident()}[:g.intn(2)]}
	case 3:
		u := &ast.Unnest{Args: g.exprs(2), Ordinality: g.intn(2) == 0, Alias: g.alias()}
		if g.intn(3) == 0 {
			id := g.ident()
			u.Offset = &id
		}
		return u
	case 4:
		return &ast.TableFunc{Func: []*ast.Func{nil, g.fn()}[g.intn(2)], Ordinality: g.intn(2) == 0, Alias: g.alias()}
	case 5:
		return &ast.RowsFrom{Funcs: []*ast.Func{g.fn(), nil}[:g.intn(3)], Ordinality: g.intn(2) == 0, Alias: g.alias()}
	case 6:
		return &ast.Lateral{Input: g.table()}
	}
	return &ast.Table{Name: ast.QName{g.ident(), g.ident()}[:g.intn(3)], Alias: g.alias()}
}

func (g *prTreeGen) stmt() ast.Stmt {
	if !g.enter() {
		g.leave()
		return &ast.QueryStmt{Query: pq(psel(pitems(pint("1"))))}
	}
	defer g.leave()
	cols := func() []*ast.ColumnDef {
		out := []*ast.ColumnDef{{Name: g.ident(), Type: g.typ(), NotNull: g.intn(2) == 0, Comment: []string{"", "c'"}[g.intn(2)]}, nil}
		return out[:g.intn(3)]
	}
	switch g.intn(10) {
	case 0:
		return &ast.Explain{Analyze: g.intn(2) == 0, Stmt: []ast.Stmt{nil, &ast.QueryStmt{Query: g.query()}}[g.intn(2)]}
	case 1:
		return &ast.CreateTable{Temporary: g.intn(3) == 0, External: g.intn(3) == 0, Name: pname("t"), Columns: cols(),
			PartitionBy: cols(), RowFormat: []*ast.RowFormat{nil, {Fields: ",", Null: "\\N"}}[g.intn(2)],
			StoredAs: []string{"", "ORC", "de lta"}[g.intn(3)], Location: []string{"", "/x"}[g.intn(2)],
			Properties: []*ast.Property{{Key: "k", Value: g.expr()}, nil}[:g.intn(3)], AsQuery: []*ast.Query{nil, g.query()}[g.intn(2)]}
	case 2:
		return &ast.CreateView{OrReplace: g.intn(2) == 0, Name: pname("v"), Columns: []ast.Ident{g.ident()}[:g.intn(2)], Query: g.query()}
	case 3:
		return &ast.Insert{Overwrite: g.intn(2) == 0, Table: pname("t"), Columns: []ast.Ident{g.ident()}[:g.intn(2)],
			Partition: []*ast.PartitionValue{{Column: g.ident(), Value: g.expr()}, nil}[:g.intn(3)], Query: g.query()}
	case 4:
		return &ast.Drop{Kind: ast.ObjectKind(g.intn(4)), IfExists: g.intn(2) == 0, Names: []ast.QName{pname("a"), nil}[:g.intn(3)]}
	case 5:
		return &ast.LoadData{Local: g.intn(2) == 0, Path: "/p'", Table: pname("t")}
	case 6:
		return &ast.CreateFunction{Name: pname("f"), Params: cols(), ReturnsTable: cols(), Returns: g.typ(), ReturnsSetOf: g.intn(2) == 0,
			Language: []string{"sql", "", "plpgsql", "x y"}[g.intn(4)], Body: []string{"SELECT 1", "", "SELECT '$$'", "SELECT a FROM t"}[g.intn(4)],
			Options: []string{"STRICT", "IMMUTABLE", "a;b"}[:g.intn(4)]}
	case 7:
		return &ast.Set{Name: pname("a", "b"), Value: g.expr()}
	case 8:
		return nil
	}
	return &ast.QueryStmt{Query: g.query()}
}

// ---- speed ----

func BenchmarkPrint(b *testing.B) {
	d := Dialects("trino")
	q := &ast.Query{
		Body: &ast.Select{
			Items: []*ast.SelectItem{{Expr: pcol("p", "view_id")}, pitem(pcol("t", "tag"), "tag"),
				pitem(&ast.Func{Name: pname("count"), Star: true, Over: &ast.WindowSpec{PartitionBy: []ast.Expr{pcol("t", "tag")}}}, "n")},
			From: []ast.TableExpr{&ast.Join{Kind: ast.JoinCross, Left: ptbl("page_views", "p"),
				Right: &ast.Unnest{Args: []ast.Expr{pcol("p", "tags")}, Ordinality: true, Alias: palias("t", "tag", "pos")}}},
			Where: pbin(ast.OpAnd, pbin(ast.OpEq, pcol("p", "dt"), pstr("2024-03-01")),
				&ast.Like{X: pcol("t", "tag"), Pattern: pstr("a%")}),
		},
		OrderBy: []*ast.OrderItem{{Expr: pcol("n"), Desc: true}},
		Limit:   pint("20"),
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Print(d, q, PrintOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

func TestPrintDeepTrees(t *testing.T) {
	chain := func(n int) ast.Expr {
		var e ast.Expr = pcol("x")
		for i := 0; i < n; i++ {
			e = pbin(ast.OpAdd, e, pint("1"))
		}
		return e
	}
	out, err := Print(Dialects("trino"), chain(3000), PrintOptions{})
	if err != nil || !strings.HasPrefix(out, "x + 1 + 1") {
		t.Errorf("a 3000-deep chain: %.40q, %v", out, err)
	}
	if _, err := Print(Dialects("trino"), chain(30000), PrintOptions{}); err == nil || !strings.Contains(err.Error(), "nested more than") {
		t.Errorf("a 30000-deep chain: err = %v, want a depth error", err)
	}
}

// BigQuery takes VALUES as an INSERT's rows but not as a query (BigQuery
// DML reference, INSERT statement; query syntax has no VALUES).
func TestPrintBigQueryInsertValues(t *testing.T) {
	for _, tc := range []struct{ in, want, refused string }{
		{in: "INSERT INTO t VALUES (1, 'a'), (2, NULL)", want: "INSERT INTO t VALUES (1, 'a'), (2, NULL)"},
		{in: "INSERT INTO t (x) VALUES (1)", want: "INSERT INTO t (x) VALUES (1)"},
		{in: "SELECT * FROM (VALUES (1)) AS v(x)", refused: "VALUES as a query"},
		{in: "INSERT INTO t VALUES (1) ORDER BY 1", refused: "VALUES as a query"},
	} {
		sc, diags := Parse(Dialects("trino"), tc.in, ParseOptions{})
		if diags.HasErrors() {
			t.Fatalf("%s: %v", tc.in, diags)
		}
		got, err := Print(Dialects("bigquery"), sc.Stmts[0], PrintOptions{})
		switch {
		case tc.refused != "":
			if err == nil || !strings.Contains(err.Error(), tc.refused) {
				t.Errorf("%s: got %q, %v; want a refusal of %s", tc.in, got, err, tc.refused)
			}
		case err != nil || got != tc.want:
			t.Errorf("%s: got %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}
