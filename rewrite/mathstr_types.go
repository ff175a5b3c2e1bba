package rewrite

// The result types of the canonical functions of
// dialects/functions_str_more.go and dialects/functions_math_more.go that
// the rewrites read: DuckDB's and Trino's chr (chr_nul) and Spark's
// (chr_latin1) give a string as PostgreSQL's chr does (textCalls), and
// e(), sinh, cosh and tanh a DOUBLE (floatFuncs), whatever the dialect.
func init() {
	textCalls["chr_nul"] = true
	textCalls["chr_latin1"] = true
	textCalls["chr_hive"] = true
	for _, name := range []string{"e", "sinh", "cosh", "tanh", "cbrt_java"} {
		floatFuncs[name] = true
	}
}
