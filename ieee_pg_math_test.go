package lateral_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// ieeePowPairs are (x, y) rows for TestIeeePgPower: PostgreSQL 15 raises
// for power of many of them (overflow, underflow, 0 to a negative power, a
// negative number to a fractional one), where DuckDB 1.5 (C's pow) and
// Java's Math.pow and StrictMath.pow (run on OpenJDK 17) give Infinity, 0
// or NaN, and -Infinity or -0 for a negative x to an odd power.
var ieeePowPairs = [][2]string{
	{"2", "3"}, {"1e200", "2"}, {"1e-200", "2"}, {"-8", "0.3333333333333333"}, {"0", "-1"}, {"'-0'", "-1"}, {"'-0'", "-2"},
	{"'-0'", "'-Infinity'"}, {"0", "'-Infinity'"}, {"'-Infinity'", "0.5"}, {"'-Infinity'", "-0.5"}, {"'-Infinity'", "3"},
	{"-10", "401"}, {"-10", "-401"}, {"-10", "-400"}, {"1", "'NaN'"}, {"-1", "'NaN'"}, {"-1", "'Infinity'"}, {"1", "'-Infinity'"},
	{"'NaN'", "0"}, {"10", "-310"}, {"10", "-323.5"}, {"2", "-1074"}, {"2", "1023"}, {"2", "1025"}, {"-2", "1025"},
	{"1.0000000001", "1e14"}, {"0.5", "1e300"}, {"0.5", "5e-324"}, {"1e-300", "1e-310"}, {"1.0000000000000002", "1e308"},
	{"1e308", "1e308"}, {"5e-324", "-1"}, {"5e-324", "2"}, {"'Infinity'", "-2"}, {"-8", "'Infinity'"}, {"-8", "'NaN'"},
	{"3", "646.1"}, {"10", "308.25"}, {"10", "308.26"}, {"-3", "-678"}, {"-0.5", "-1025"}, {"0", "0"}, {"-8", "3"},
	{"NULL", "-1"}, {"0", "NULL"}, {"NULL", "NULL"},
}

const ieeePowTable = "CREATE TABLE pw (id INTEGER, x DOUBLE PRECISION, y DOUBLE PRECISION, i INTEGER, d DECIMAL(20, 4))"

func ieeePowRows() []string {
	var rows []string
	for k, p := range ieeePowPairs {
		rows = append(rows, fmt.Sprintf("INSERT INTO pw VALUES (%d, CAST(%s AS DOUBLE PRECISION), CAST(%s AS DOUBLE PRECISION), %d, %s)",
			k, p[0], p[1], (k%9)-4, map[bool]string{true: "NULL", false: "CAST(" + p[0] + " AS DECIMAL(20, 4))"}[strings.ContainsAny(p[0], "'e") || p[0] == "NULL"]))
	}
	return rows
}

var ieeePowQueries = []string{"SELECT power(x, y) AS r FROM pw", "SELECT pow(y, x) AS r FROM pw", "SELECT power(x, 2) AS r FROM pw",
	"SELECT power(x, -3) AS r FROM pw", "SELECT power(2, y) AS r FROM pw", "SELECT power(-2, y) AS r FROM pw", "SELECT power(0, y) AS r FROM pw",
	"SELECT power(i, y) AS r FROM pw", "SELECT power(x, i) AS r FROM pw", "SELECT power(d, y) AS r FROM pw", "SELECT power(x, 0.5) AS r FROM pw",
	"SELECT power(power(x, y), 2) AS r FROM pw"}

// DuckDB's power (pow, ^) gives C's Infinity, 0 and NaN where PostgreSQL 15
// raises; the translation gives them (rewrite/ieee_pg_math.go): each row,
// run on DuckDB 1.5, and its translation, run on PostgreSQL 15, give the
// same value (the sign of a zero and of an Infinity checked through the
// text of 1 / r ... as DuckDB and PostgreSQL print it), and the untranslated
// query raises on PostgreSQL for some rows (so the test checks the form).
func TestIeeePgPower(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	loudTable(t, ieeePowTable, ieeePowRows(), pg, duck)
	ctx := enginetest.Ctx(t)
	raised := false
	for _, q := range append(ieeePowQueries, "SELECT x ^ y AS r FROM pw") {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{Schema: ieeePowTable})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		for k := range ieeePowPairs {
			one := fmt.Sprintf(" WHERE id = %d", k)
			enginetest.SameAnswer(t, duck, q+one, pg, tr.SQL+one, true)
			// the sign of a zero or an Infinity
			sq := "SELECT CASE WHEN r = 0 OR r = 'Infinity' OR r = '-Infinity' THEN (CAST(r AS VARCHAR) LIKE '-%') END AS s FROM (" + strings.TrimSuffix(tr.SQL, ";") + one + ") AS q"
			enginetest.SameAnswer(t, duck, "SELECT CASE WHEN isinf(r) OR r = 0 THEN (CAST(r AS VARCHAR) LIKE '-%') END AS s FROM ("+q+one+") AS q", pg, sq, true)
			if _, err := pg.Query(ctx, strings.ReplaceAll(q, "pow(", "power(")+one); err != nil {
				raised = true
			}
		}
	}
	if !raised {
		t.Error("PostgreSQL raises for none of the rows without the form: the test checks nothing")
	}
	if _, err := lateral.Translate("SELECT power(x * random(), 2) FROM pw", "duckdb", "postgres", lateral.TranslateOptions{Schema: ieeePowTable}); err == nil || !strings.Contains(err.Error(), "T073") {
		t.Errorf("volatile argument: want T073, got %v", err)
	}
	// within 1e-10 of the bounds (2^1024, one unit in the last place past
	// the largest double) the call is left to PostgreSQL, which raises:
	// loud, where DuckDB gives Infinity
	tr, err := lateral.Translate("SELECT power(x, 1024) AS r FROM pw WHERE x = 2", "duckdb", "postgres", lateral.TranslateOptions{Schema: ieeePowTable})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pg.Query(ctx, tr.SQL); err == nil || !strings.Contains(err.Error(), "overflow") {
		t.Errorf("power(2, 1024): want PostgreSQL's overflow, got %v", err)
	}
	// literal arguments PostgreSQL raises for give DuckDB's value
	for _, q := range []string{"SELECT power(0, -1) AS a, power(-8, 0.5) AS b, power(10, 400) AS c, power(10, -400) AS d, power(-10, -401) AS e, power(-10, 401) AS f, exp(1000) AS g, exp(-1000) AS h, power(-0.0, -1) AS i, power(2, 3) AS j, pow(0, -1.5) AS k"} {
		tr, err := lateral.Translate(q, "duckdb", "postgres", lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		enginetest.SameAnswer(t, duck, q, pg, tr.SQL, true)
	}
}

// Spark's StrictMath.pow and Hive's, Trino's and Presto's Math.pow give the
// values C's pow gives on every row of ieeePowPairs but 1 to a NaN power
// and ±1 to an infinite one, NaN there where C and PostgreSQL give 1 (run
// on OpenJDK 17; Java's documented special cases): the translation run on
// PostgreSQL gives DuckDB's answer with NaN on those rows.
func TestIeeePgPowerJava(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	loudTable(t, ieeePowTable, ieeePowRows(), pg, duck)
	for _, src := range []string{"spark", "hive", "trino", "presto"} {
		for _, q := range ieeePowQueries {
			if src == "hive" && strings.Contains(q, "(d,") {
				continue // Hive's power of a DECIMAL to an INT is a DECIMAL
			}
			tr, err := lateral.Translate(q, src, "postgres", lateral.TranslateOptions{Schema: ieeePowTable})
			if err != nil {
				t.Fatalf("%s: %s: %v", src, q, err)
			}
			// Java's pow, written in DuckDB
			call := q[len("SELECT ") : len(q)-len(" AS r FROM pw")]
			jq := "SELECT " + javaPowDuck(call) + " AS r FROM pw"
			for k := range ieeePowPairs {
				one := fmt.Sprintf(" WHERE id = %d", k)
				enginetest.SameAnswer(t, duck, jq+one, pg, tr.SQL+one, true)
			}
		}
	}
}

// exp of Spark, Hive, Trino and Presto (Java's Math.exp and StrictMath.exp)
// gives Infinity above 709.782712893384 and 0 below -745.1332191019411,
// as DuckDB's (run on OpenJDK 17: the neighbouring doubles give Infinity
// and 0, these two 1.7976931348622732E308 and 4.9E-324): the translation
// run on PostgreSQL gives DuckDB's answer.
func TestIeeePgExpJava(t *testing.T) {
	pg := enginetest.Open(t, "postgres")
	duck := enginetest.DuckDB(t)
	const table = "CREATE TABLE ej (id INTEGER, x DOUBLE PRECISION)"
	vals := []string{"0", "709.782712893384", "709.7827128933841", "1000", "-745.1332191019411", "-745.1332191019412", "-1e308", "'Infinity'", "'-Infinity'", "'NaN'", "NULL"}
	var rows []string
	for k, v := range vals {
		rows = append(rows, fmt.Sprintf("INSERT INTO ej VALUES (%d, CAST(%s AS DOUBLE PRECISION))", k, v))
	}
	loudTable(t, table, rows, pg, duck)
	for _, src := range []string{"spark", "hive", "trino", "presto"} {
		tr, err := lateral.Translate("SELECT exp(x) AS r FROM ej", src, "postgres", lateral.TranslateOptions{Schema: table})
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		for k := range vals {
			one := fmt.Sprintf(" WHERE id = %d", k)
			enginetest.SameAnswer(t, duck, "SELECT exp(x) AS r FROM ej"+one, pg, tr.SQL+one, true)
		}
	}
}

// javaPowDuck writes Java's pow of a call power(a, b) or pow(a, b) (b
// neither nested nor holding a comma) in DuckDB: C's pow but NaN for 1 to
// a NaN power and ±1 to an infinite one.
func javaPowDuck(call string) string {
	open := strings.Index(call, "(")
	args := call[open+1 : len(call)-1]
	cut := strings.LastIndex(args, ", ")
	a, b := args[:cut], args[cut+2:]
	if strings.Contains(a, "(") {
		a = javaPowDuck(a)
	}
	return fmt.Sprintf("CASE WHEN CAST(%[1]s AS DOUBLE) = 1 AND isnan(CAST(%[2]s AS DOUBLE)) OR abs(CAST(%[1]s AS DOUBLE)) = 1 AND isinf(CAST(%[2]s AS DOUBLE)) THEN CAST('NaN' AS DOUBLE) ELSE power(%[1]s, %[2]s) END", a, b)
}
