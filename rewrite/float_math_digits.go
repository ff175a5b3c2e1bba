package rewrite

import (
	"strings"

	"github.com/lateral-sql/lateral/ast"
)

// codeFloatMathDigits (a warning): ln, log10, exp, power or a
// trigonometric function between dialects whose libraries may give
// another last binary digit.
const codeFloatMathDigits = "W034"

// floatMathLibOf is the library a dialect computes the canonical float
// function name with: "c" for PostgreSQL and DuckDB (the C library's:
// float.c's dlog1, dlog10, dexp, dpow, dsin... and DuckDB's std:: calls;
// PostgreSQL 15 and DuckDB 1.5 gave the C library's bit for bit on 4,000
// arguments of each, executor/libm_cgo.go), "math" for Hive, Trino and
// Presto (java.lang.Math: Hive's UDFLn, UDFSin..., Trino's
// MathFunctions), "strict" for Spark's ln, log10, exp and power
// (mathExpressions.scala: Log, Log10, Exp and Pow call StrictMath; Sin,
// Cos, Tan, Asin, Acos, Atan and Atan2 call scala.math, which is
// java.lang.Math), and "" where it is not documented (Doris, Drill,
// BigQuery, Snowflake, ANSI SQL).
func floatMathLibOf(dialect, name string) string {
	switch dialect {
	case "postgres", "duckdb":
		return "c"
	case "hive", "trino", "presto":
		return "math"
	case "spark":
		switch name {
		case "ln", "log10", "exp", "power":
			return "strict"
		}
		return "math"
	}
	return ""
}

// floatMathLibNames names the libraries in a warning.
var floatMathLibNames = map[string]string{"c": "the C library's", "math": "Java's Math", "strict": "Java's StrictMath (fdlibm)"}

// floatMathRates: for each function, on how many of 100,000 arguments
// (the range given) two libraries gave another last binary digit, bit
// for bit on Java 17 and the C library that PostgreSQL 15 and DuckDB 1.5
// call: Math against StrictMath, Math against the C library, StrictMath
// against the C library. Java's Math.asin, acos, atan and atan2 are
// StrictMath's.
var floatMathRates = map[string]struct{ over, mathStrict, mathC, strictC string }{
	"ln":    {"(0, 100)", "3.4%", "0.01%", "3.4%"},
	"log10": {"(0, 100)", "7.2%", "7.1%", "1.1%"},
	"exp":   {"(-50, 50)", "9.7%", "0.26%", "9.8%"},
	"power": {"(0, 100) to (-10, 10)", "9.7%", "0.11%", "9.8%"},
	"sin":   {"(-10, 10)", "3.3%", "0.21%", "3.2%"},
	"cos":   {"(-10, 10)", "3.3%", "0.17%", "3.3%"},
	"tan":   {"(-10, 10)", "3.6%", "0.38%", "3.6%"},
	"asin":  {"(-1, 1)", "0%", "5.8%", "5.8%"},
	"acos":  {"(-1, 1)", "0%", "7.7%", "7.7%"},
	"atan":  {"(-100, 100)", "0%", "1.4%", "1.4%"},
	"atan2": {"(-100, 100)", "0%", "17.8%", "17.8%"},
	// Hive's, Trino's and Presto's log2, a quotient of ln's
	// (dialects/functions_log2.go), written as ln(x) / ln(2) elsewhere
	"log2_java": {"(0, 100)", "3.4%", "0.01%", "3.4%"},
}

// floatMathDigits warns (W034) where ln, log10, exp, power, sin, cos,
// tan, asin, acos, atan or atan2, written as it is read, is computed by
// another library in the target than in the source, or by one either
// does not document: each result is within a unit in the last place of
// the exact value, but the last binary digit differs between the
// libraries on a share of arguments (floatMathRates), so the digits shown
// and an equality on them may differ. A NULL argument is NULL everywhere.
// Strict translation (lateral.go: refuseWarnings) refuses it.
func (c *Context) floatMathDigits(f *ast.Func, sc *scope) ast.Expr {
	if len(f.Name) != 1 || c.Source.Name == c.Target.Name {
		return f
	}
	name := strings.ToLower(f.Name[0].Name)
	rate, ok := floatMathRates[name]
	if !ok {
		return f
	}
	shown := name
	if name == "log2_java" {
		shown = "log2"
	}
	for _, a := range f.Args {
		if l, ok := a.(*ast.Literal); ok && l.Kind == ast.LitNull {
			return f
		}
	}
	from, to := floatMathLibOf(c.Source.Name, name), floatMathLibOf(c.Target.Name, name)
	if from != "" && from == to {
		return f
	}
	if from == "" || to == "" {
		known, lib := c.Source.Name, from
		unknown := c.Target.Name
		if from == "" {
			known, lib, unknown = c.Target.Name, to, c.Source.Name
		}
		if lib == "" {
			c.Warn(codeFloatMathDigits, f, "%s's last binary digit may differ between %s and %s, neither of which documents the library computing it", shown, c.Source.Name, c.Target.Name)
			return f
		}
		c.Warn(codeFloatMathDigits, f, "%s's last binary digit may differ between %s and %s: %s's is %s, and %s does not document the library computing it",
			shown, c.Source.Name, c.Target.Name, known, floatMathLibNames[lib], unknown)
		return f
	}
	share := rate.mathC
	switch {
	case from != "c" && to != "c":
		share = rate.mathStrict
	case from == "strict" || to == "strict":
		share = rate.strictC
	}
	c.Warn(codeFloatMathDigits, f, "%s's last binary digit may differ between %s and %s: %s's is %s, %s's %s, which gave another on %s of 100,000 arguments in %s (run on Java 17, PostgreSQL 15 and DuckDB 1.5)",
		shown, c.Source.Name, c.Target.Name, c.Source.Name, floatMathLibNames[from], c.Target.Name, floatMathLibNames[to], share, rate.over)
	return f
}
