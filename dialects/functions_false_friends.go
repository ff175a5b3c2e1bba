package dialects

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// CodeFalseFriend: a built-in of the source dialect that the target has
// under the same name with another meaning. lateral does not read the
// function (it is not in the catalog), so it would pass the call on
// unchanged (W014); where both dialects document a built-in of that name
// and the meanings differ on some input, it refuses instead.
const CodeFalseFriend = "T303"

// A falseFriend is a function name that several dialects document as a
// built-in, with the meanings they give it. A call belongs, in a dialect,
// to the first meaning listed for that dialect whose form accepts it; two
// dialects agree on the call when it belongs to the same meaning in both.
type falseFriend struct {
	name  string
	means []ffMeaning
}

// An ffMeaning is what the dialects ds document the function to do, for
// the calls form accepts (every call when form is nil).
type ffMeaning struct {
	ds   []string
	form func(f *ast.Func) bool
	what string
}

// ffArgs accepts calls of n arguments.
func ffArgs(n int) func(*ast.Func) bool {
	return func(f *ast.Func) bool { return len(f.Args) == n }
}

// ffArgsAtLeast accepts calls of n arguments or more.
func ffArgsAtLeast(n int) func(*ast.Func) bool {
	return func(f *ast.Func) bool { return len(f.Args) >= n }
}

// ffCountLit accepts calls of two arguments whose second is an integer
// literal not below 0.
func ffCountLit(f *ast.Func) bool {
	if len(f.Args) != 2 {
		return false
	}
	v, _, ok := ast.IntLiteral(f.Args[1])
	return ok && v >= 0
}

var falseFriends = map[string]*falseFriend{}

func init() {
	for _, ff := range falseFriendRows() {
		falseFriends[ff.name] = ff
	}
}

// meaningOf is the index in ff.means of the meaning f has in dialect d,
// -1 when d does not document this call.
func (ff *falseFriend) meaningOf(d string, f *ast.Func) int {
	for i, m := range ff.means {
		if slices.Contains(m.ds, d) && (m.form == nil || m.form(f)) {
			return i
		}
	}
	return -1
}

// refuseFalseFriend refuses (CodeFalseFriend) a call f of a function
// lateral does not read from src when src and dst both document a
// built-in of that name and give the call different meanings, and says
// whether it did. The error is placed on the function's name, as the
// warning of an unknown function is, so that a call a rewrite consumes
// (lateral.go stillCalled) drops it as it drops that warning.
func refuseFalseFriend(src, dst *Dialect, f *ast.Func, diags *diag.List) bool {
	name := strings.ToLower(f.Name[0].Name)
	ff, ok := falseFriends[name]
	if !ok || src.Name == dst.Name || fnLookupRead(src, name, false) != nil {
		return false
	}
	ms, md := ff.meaningOf(src.Name, f), ff.meaningOf(dst.Name, f)
	if ms < 0 || md < 0 || ms == md {
		return false
	}
	d := diags.Errorf(CodeFalseFriend, f.Name.Span(), "%s's %s is not %s's %s, though both are built-ins of that name: in %s %s; in %s %s",
		src.Name, f.Name[0].Name, dst.Name, f.Name[0].Name, src.Name, ff.means[ms].what, dst.Name, ff.means[md].what)
	d.Hint = fmt.Sprintf("run the query in %s, or write it with functions lateral translates (see docs/functions.md)", src.Name)
	return true
}

// falseFriendRows lists the built-ins lateral does not read that two or
// more dialects document under one name with meanings that differ on some
// input. Each meaning cites the dialect's documentation, or a run on
// PostgreSQL 15 or DuckDB 1.5 where it says so. Dialects that document
// the function alike share a meaning; a dialect not listed is not known
// to have the built-in, and a call from or to it keeps the warning of an
// unknown function (W014).
func falseFriendRows() []*falseFriend {
	return []*falseFriend{
		// JSON.
		{name: "json_extract", means: []ffMeaning{
			// Trino, JSON functions: json_extract(json, json_path)
			// "Evaluates the JSONPath-like expression json_path on json
			// (a string containing JSON) and returns the result as a JSON
			// string"; its path is Trino's own subset of JSONPath.
			{ds: []string{dPresto, dTrino}, what: "json_extract(json, path) reads a path of Trino's JSONPath subset and returns a value of its JSON type"},
			// DuckDB, JSON processing functions: the path may be a
			// JSONPath ($.a), a JSON Pointer (/a) or a list of paths,
			// which gives a list; text that is not JSON raises (DuckDB
			// 1.5: json_extract('not json', '$.a') raises "Malformed
			// JSON"), and a bare key reads that key (json_extract('{"a":
			// "x"}', 'a') is "x", run).
			{ds: []string{dDuck}, what: "json_extract(json, path) also reads a JSON Pointer (/a), a bare key or a list of paths (giving a list), and raises for text that is not JSON"},
			// BigQuery, JSON functions
			// (https://cloud.google.com/bigquery/docs/reference/standard-sql/json_functions):
			// JSON_EXTRACT is a legacy extractor that "Extracts a JSON
			// value and converts it to a SQL JSON-formatted STRING", its
			// path escaping a key with single quotes and brackets
			// (['a.b']), unlike JSON_QUERY.
			{ds: []string{dBQ}, what: "JSON_EXTRACT is the legacy extraction returning a JSON-formatted STRING, with paths escaped as ['a.b']"},
			// Doris, JSON_EXTRACT (apache/doris-website,
			// docs/sql-manual/sql-functions/scalar-functions/json-functions/json-extract.md):
			// JSON_EXTRACT(json, path[, path2, ...]); with several paths
			// the matches are "returned as a JSON array", "Even if there
			// is only one match", NULL when none matches; a key holding
			// a dot is written in double quotes ($."k1.a"), $[last] is
			// the last element and $** every level.
			{ds: []string{dDoris}, what: "json_extract(json, path, ...) takes several paths, giving for two or more a JSON array of the matches (even of one), and reads $[last] and $**"},
		}},
		{name: "json_extract_path", means: []ffMeaning{
			// PostgreSQL 15, 9.16 JSON functions: json_extract_path(
			// from_json, VARIADIC path_elems text[]) follows one key or
			// index per argument ("Extracts JSON sub-object at the
			// specified path"); '$.a' is a key of that name (run:
			// json_extract_path_text('{"a":"x"}', '$.a') is NULL).
			{ds: []string{dPG}, what: "json_extract_path(j, k1, k2, ...) follows one key or array index per argument, '$.a' being a key named '$.a'"},
			// DuckDB, JSON processing functions: json_extract_path is an
			// alias of json_extract, whose path is a JSONPath or a JSON
			// Pointer (run: json_extract_path_text('{"a":"x"}', '$.a') is
			// x).
			{ds: []string{dDuck}, what: "json_extract_path is json_extract, reading its second argument as a JSONPath ($.a) or a JSON Pointer (/a)"},
		}},
		{name: "json_extract_path_text", means: []ffMeaning{
			{ds: []string{dPG}, what: "json_extract_path_text(j, k1, k2, ...) follows one key or array index per argument, '$.a' being a key named '$.a'"},
			{ds: []string{dDuck}, what: "json_extract_path_text is json_extract_string, reading its second argument as a JSONPath ($.a) or a JSON Pointer (/a)"},
			// Snowflake, JSON_EXTRACT_PATH_TEXT(column_identifier,
			// 'path_name'): one path of keys joined by dots with
			// [index] brackets, so 'a.b' is key b of key a.
			{ds: []string{dSnow}, what: "JSON_EXTRACT_PATH_TEXT(j, 'a.b[0]') takes one path of keys joined by dots, so 'a.b' is key b of key a"},
		}},
		{name: "json_value", means: []ffMeaning{
			// Trino, JSON functions (trinodb/trino,
			// docs/src/main/sphinx/functions/json.md, json_value):
			// json_value is the SQL/JSON function, its path in the
			// SQL/JSON path language with a lax or strict mode (lax
			// unwrapping arrays), its result "converted to string
			// (varchar)" by default, NULL ON EMPTY and NULL ON ERROR
			// unless said otherwise (malformed JSON is such an error).
			{ds: []string{dTrino}, what: "json_value is the SQL/JSON function, its path in the SQL/JSON path language (lax or strict), its scalar result a varchar"},
			// BigQuery, JSON functions
			// (https://cloud.google.com/bigquery/docs/reference/standard-sql/json_functions):
			// JSON_VALUE "Extracts a JSON scalar value and converts it to
			// a SQL STRING value", NULL for an object or array, a key
			// with special characters written in double quotes
			// ($."a.b"); its path is a JSONPath, not the SQL/JSON path
			// language (no lax unwrapping of arrays, no filters).
			{ds: []string{dBQ}, what: "JSON_VALUE gives the scalar as an unquoted STRING, NULL for an object or array, keys with special characters quoted $.\"a.b\""},
			// DuckDB 1.5 (run): json_value('{"a":"x"}', '$.a') is "x",
			// a JSON value keeping a string's quotes.
			{ds: []string{dDuck}, what: "json_value gives the scalar as a JSON value, a string keeping its quotes (json_value('{\"a\":\"x\"}', '$.a') is \"x\")"},
		}},
		{name: "json_query", means: []ffMeaning{
			// Trino, JSON functions (trinodb/trino,
			// docs/src/main/sphinx/functions/json.md, json_query): the
			// SQL/JSON function, WITHOUT ARRAY WRAPPER, KEEP QUOTES, NULL
			// ON EMPTY and NULL ON ERROR by default, more than one item
			// an error (so NULL).
			{ds: []string{dTrino}, what: "json_query is the SQL/JSON function, its path in the SQL/JSON path language (lax or strict), with array wrappers on request"},
			// BigQuery, JSON functions
			// (https://cloud.google.com/bigquery/docs/reference/standard-sql/json_functions):
			// JSON_QUERY "Extracts a JSON value and converts it to a SQL
			// JSON-formatted STRING or JSON value", its keys with special
			// characters quoted.
			{ds: []string{dBQ}, what: "JSON_QUERY gives a JSON-formatted STRING, its path a JSONPath whose keys with special characters are quoted $.\"a.b\""},
		}},
		{name: "json_array_length", means: []ffMeaning{
			// Trino, JSON functions: json_array_length(json) "Returns the
			// array length of json (a string containing a JSON array)";
			// its source (JsonFunctions.jsonArrayLength) returns NULL
			// when the value does not start an array.
			{ds: []string{dPresto, dTrino}, what: "json_array_length gives the length of a JSON array and NULL for JSON that is not an array"},
			// PostgreSQL 15 (run): json_array_length('1') raises "cannot
			// get array length of a scalar".
			{ds: []string{dPG}, what: "json_array_length raises an error for JSON that is not an array"},
			// DuckDB 1.5 (run): json_array_length('1') is 0 and
			// json_array_length('not json') raises "Malformed JSON".
			{ds: []string{dDuck}, what: "json_array_length gives 0 for JSON that is not an array and raises for text that is not JSON"},
			// Spark SQL function reference: json_array_length "Returns
			// the number of elements in the outermost JSON array. NULL is
			// returned in case of any other valid JSON string, NULL or an
			// invalid JSON."
			{ds: []string{dSpark}, what: "json_array_length gives NULL for text that is not JSON as well as for JSON that is not an array"},
		}},
		{name: "json_keys", means: []ffMeaning{
			// DuckDB, JSON processing functions: json_keys(json[, path])
			// "Returns the keys of json as a LIST of VARCHAR" (run:
			// json_keys('{"a":{"b":1}}') is [a]).
			{ds: []string{dDuck}, what: "json_keys gives the keys of the top-level object only"},
			// BigQuery, JSON functions: JSON_KEYS(json_expr[,
			// max_depth]) "Extracts unique JSON keys from a JSON
			// expression", nested ones included as paths (a.b).
			{ds: []string{dBQ}, what: "JSON_KEYS takes a JSON value and gives the keys of nested objects too, as paths (a.b)"},
		}},
		{name: "json_type", means: []ffMeaning{
			// DuckDB (run): json_type('"x"') is VARCHAR, json_type('{}')
			// OBJECT.
			{ds: []string{dDuck}, what: "json_type gives upper-case names, VARCHAR for a string and BIGINT, UBIGINT or DOUBLE for a number"},
			// BigQuery, JSON functions: JSON_TYPE gives object, array,
			// string, number, boolean or null.
			{ds: []string{dBQ}, what: "JSON_TYPE gives lower-case names: object, array, string, number, boolean or null"},
		}},
		{name: "json_object", means: []ffMeaning{
			// PostgreSQL 15, 9.16: json_object(text[]) and
			// json_object(keys text[], values text[]) build an object
			// from text arrays, each value a string (run:
			// json_object('{a,b}', '{1,2}') is {"a" : "1", "b" : "2"}).
			{ds: []string{dPG}, what: "json_object builds an object from text arrays, each value a string (json_object('{a,b}', '{1,2}') is {\"a\" : \"1\", \"b\" : \"2\"})"},
			// DuckDB, JSON creation functions: json_object(key, value,
			// ...) takes keys and values in turn (run:
			// json_object('{a,b}', '{1,2}') is {"{a,b}":"{1,2}"}).
			{ds: []string{dDuck}, what: "json_object takes keys and values in turn (json_object('{a,b}', '{1,2}') is {\"{a,b}\":\"{1,2}\"})"},
		}},
		{name: "json_array", means: []ffMeaning{
			// Trino, JSON functions (trinodb/trino,
			// docs/src/main/sphinx/functions/json.md, json_array): the
			// SQL/JSON constructor; "ABSENT ON NULL is the default
			// configuration" (json_array(true, null, 1) is [true,1]).
			{ds: []string{dTrino}, what: "json_array leaves out NULL values (ABSENT ON NULL by default)"},
			// DuckDB (run): json_array(1, NULL) is [1,null].
			{ds: []string{dDuck}, what: "json_array keeps a NULL value as null"},
		}},
		{name: "to_json", means: []ffMeaning{
			// Spark SQL function reference: to_json(expr[, options])
			// "Returns a JSON string with a given struct value"; fields
			// that are NULL are left out: Spark SQLConf
			// (apache/spark, sql/catalyst/.../internal/SQLConf.scala)
			// spark.sql.jsonGenerator.ignoreNullFields, "Whether to
			// ignore null fields when generating JSON objects in JSON
			// data source and JSON functions such as to_json", default
			// true.
			{ds: []string{dSpark}, what: "to_json takes a struct, map or array and leaves out the fields that are NULL"},
			// PostgreSQL 15 (run): to_json(ROW(1, NULL)) is
			// {"f1":1,"f2":null}; to_json(TIMESTAMP '2024-01-01
			// 10:00:00') is "2024-01-01T10:00:00".
			{ds: []string{dPG}, what: "to_json keeps NULL fields and writes a timestamp with a T (\"2024-01-01T10:00:00\")"},
			// DuckDB 1.5 (run): to_json(TIMESTAMP '2024-01-01 10:00:00')
			// is "2024-01-01 10:00:00".
			{ds: []string{dDuck}, what: "to_json keeps NULL fields and writes a timestamp with a space (\"2024-01-01 10:00:00\")"},
			// BigQuery, JSON functions
			// (https://cloud.google.com/bigquery/docs/reference/standard-sql/json_functions):
			// TO_JSON is among the "Other converters" and returns a value
			// of the JSON type, TO_JSON_STRING giving the text.
			{ds: []string{dBQ}, what: "TO_JSON gives a value of the JSON type, not text"},
			// Snowflake, TO_JSON
			// (https://docs.snowflake.com/en/sql-reference/functions/to_json):
			// "Converts a VARIANT value to a string containing the JSON
			// representation of the value"; a VARIANT holding JSON null
			// gives the text null, and "the order of the key-value pairs
			// in that string is not predictable". (Its page says nothing
			// of SQL NULL fields being left out, which an earlier row
			// here claimed.)
			{ds: []string{dSnow}, what: "TO_JSON takes a VARIANT (text must go through PARSE_JSON first) and writes an object's keys in no predictable order"},
		}},

		// Strings.
		{name: "left", means: leftRightMeanings("first", "last")},
		{name: "right", means: leftRightMeanings("last", "first")},
		{name: "listagg", means: []ffMeaning{
			// Snowflake, LISTAGG
			// (https://docs.snowflake.com/en/sql-reference/functions/listagg):
			// without a delimiter "an empty string is used as the
			// delimiter"; the Snowpark API page for listagg
			// (https://docs.snowflake.com/en/developer-guide/snowpark/reference/python/latest/snowpark/api/snowflake.snowpark.functions.listagg)
			// shows its delimiter parameter defaulting to the empty
			// string, to match.
			{ds: []string{dSnow}, form: ffArgs(1), what: "LISTAGG without a delimiter joins with the empty string"},
			// DuckDB, aggregate functions: listagg is string_agg, whose
			// separator is a comma unless given (run: listagg(x) of a
			// and b is a,b).
			{ds: []string{dDuck}, form: ffArgs(1), what: "listagg without a separator joins with a comma"},
		}},
		{name: "printf", means: []ffMeaning{
			// Hive LanguageManual UDF: printf(String format, Obj...
			// args) formats with Java's printf-style format strings,
			// which write a NULL argument as null. Spark: printf is
			// format_string, whose source (apache/spark,
			// sql/catalyst/.../expressions/stringExpressions.scala,
			// FormatString) is NULL only for a NULL format and passes the
			// arguments, NULL ones included, to a java.util.Formatter.
			{ds: []string{dHive, dSpark}, what: "printf formats with Java's Formatter, a NULL argument written as the text null"},
			// DuckDB 1.5 (run): printf('%s', NULL) is NULL.
			{ds: []string{dDuck}, what: "printf formats with C-style specifiers and gives NULL for a NULL argument"},
			// Doris, Printf (apache/doris, fe/.../functions/scalar/Printf.java):
			// printf(strfmt[, obj1, ...]) is PropagateNullable, NULL
			// when any argument is; its specifiers are not documented
			// beside those of DuckDB, so it is a meaning of its own.
			{ds: []string{dDoris}, what: "printf gives NULL when any argument is NULL, its specifiers Doris's own"},
		}},
		{name: "to_number", means: []ffMeaning{
			// PostgreSQL 15, 9.8: to_number(text, text) reads the text
			// with a template of 9, 0, D, G, S, PR ...
			{ds: []string{dPG}, what: "to_number(text, template) reads the text with a template of 9, 0, D, G, S, PR ..."},
			// Snowflake, TO_DECIMAL, TO_NUMBER, TO_NUMERIC
			// (https://docs.snowflake.com/en/sql-reference/functions/to_decimal):
			// TO_NUMBER(expr[, format][, precision[, scale]]), "If the
			// scale isn't specified, then it defaults to 0", a number of
			// another scale converted by rounding, so a fraction is
			// rounded away.
			{ds: []string{dSnow}, what: "TO_NUMBER's scale is 0 unless given, so TO_NUMBER('1.5') is 2"},
			// Spark, to_number
			// (https://spark.apache.org/docs/latest/api/python/reference/pyspark.sql/api/pyspark.sql.functions.to_number.html):
			// "Throws an exception if the conversion fails"; its format
			// letters are 0, 9, . or D, , or G, $, S or MI, and PR.
			{ds: []string{dSpark}, what: "to_number(expr, fmt) raises when the text does not match fmt, whose letters are Spark's"},
		}},
		{name: "decode", means: []ffMeaning{
			// Hive LanguageManual UDF: decode(binary bin, string
			// charset) "Decodes the first argument into a String using
			// the provided character set"; Spark reads two arguments so.
			{ds: []string{dHive, dSpark}, form: ffArgs(2), what: "decode(bin, charset) decodes bytes with a character set"},
			// Spark SQL function reference: decode(expr, search,
			// result[, search, result] ...[, default]) (since 3.2.0);
			// Databricks, decode (key) function
			// (https://docs.databricks.com/sql/language-manual/functions/decode.html):
			// "For this function NULL matches NULL". Snowflake, DECODE
			// (https://docs.snowflake.com/sql-reference/functions/decode):
			// "contrary to CASE, a NULL value in the select expression
			// matches a NULL value in the search expressions".
			{ds: []string{dSpark, dSnow}, form: ffArgsAtLeast(3), what: "decode(expr, search, result, ..., default) is a CASE over the search values, NULL matching NULL"},
			// PostgreSQL 15, 9.4: decode(string text, format text)
			// bytea decodes hex, base64 or escape text into bytes.
			{ds: []string{dPG}, what: "decode(text, format) turns hex, base64 or escape text into bytea"},
			// DuckDB, blob functions: decode(blob) turns a blob into
			// VARCHAR (run: decode('\x41'::BLOB) is A).
			{ds: []string{dDuck}, what: "decode(blob) turns UTF-8 bytes into VARCHAR"},
		}},
		{name: "hash", means: []ffMeaning{
			// Hive LanguageManual UDF: hash(a1[, a2...]) "Returns a hash
			// value of the arguments", Java's hashCode of the values.
			{ds: []string{dHive}, what: "hash is a 32-bit hash of Java's hashCode of the values"},
			// Spark SQL function reference: hash(expr1, expr2, ...)
			// "Returns a hash value of the arguments"; the expression is
			// Murmur3Hash (apache/spark, sql/catalyst/.../expressions/
			// hash.scala: prettyName hash, this(arguments, 42), a seed
			// of 42), which skips NULL values.
			{ds: []string{dSpark}, what: "hash is the 32-bit Murmur3 hash with seed 42"},
			// DuckDB (run): hash(1) is 4717996019076358352, an unsigned
			// 64-bit hash.
			{ds: []string{dDuck}, what: "hash is an unsigned 64-bit hash of DuckDB's own"},
			// Snowflake, Hash functions
			// (https://docs.snowflake.com/sql-reference/functions-hash-scalar):
			// HASH returns "a signed 64-bit numeric value"; the Snowpark
			// page for hash adds "HASH never returns NULL, even for NULL
			// inputs".
			{ds: []string{dSnow}, what: "HASH is a signed 64-bit hash of Snowflake's own, never NULL (a NULL input is hashed too)"},
		}},
		{name: "typeof", means: []ffMeaning{
			// Spark SQL function reference: typeof(expr) "Return DDL-
			// formatted type string", int, string ...
			{ds: []string{dSpark}, what: "typeof gives Spark's type names (int, string)"},
			// Trino, conversion functions: typeof(expr) "Returns the name
			// of the type", integer, varchar(3) ...
			{ds: []string{dPresto, dTrino}, what: "typeof gives Trino's type names (integer, varchar(3))"},
			// DuckDB (run): typeof(1) is INTEGER.
			{ds: []string{dDuck}, what: "typeof gives DuckDB's upper-case type names (INTEGER, VARCHAR)"},
			// Snowflake, TYPEOF: the type of a value stored in a VARIANT.
			{ds: []string{dSnow}, what: "TYPEOF takes a VARIANT and gives the type of the value stored in it"},
		}},

		// Dates: names of days and months, days of the week.
		{name: "weekday", means: []ffMeaning{
			// Spark SQL function reference: weekday(date) "Returns the
			// day of the week for date/timestamp (0 = Monday, 1 =
			// Tuesday, ..., 6 = Sunday)"; Doris, WEEKDAY: 0 is Monday.
			{ds: []string{dSpark, dDoris}, what: "weekday counts from 0 for Monday to 6 for Sunday"},
			// DuckDB, date part functions: weekday is dayofweek, 0 for
			// Sunday (run: weekday(DATE '2024-01-01'), a Monday, is 1).
			{ds: []string{dDuck}, what: "weekday counts from 0 for Sunday to 6 for Saturday"},
		}},
		{name: "monthname", means: []ffMeaning{
			// DuckDB (run): monthname(DATE '2024-01-01') is January;
			// Doris, MONTHNAME: the English name of the month.
			{ds: []string{dDuck, dDoris}, what: "monthname gives the whole English name (January)"},
			// Snowflake, MONTHNAME: "Extracts the three-letter month
			// name"; Spark SQL function reference: monthname(date)
			// "Returns the three-letter abbreviated month name".
			{ds: []string{dSnow, dSpark}, what: "monthname gives a three-letter name (Jan)"},
		}},
		{name: "dayname", means: []ffMeaning{
			// DuckDB (run): dayname(DATE '2024-01-01') is Monday;
			// Doris, DAYNAME: the English name of the day.
			{ds: []string{dDuck, dDoris}, what: "dayname gives the whole English name (Monday)"},
			// Snowflake, DAYNAME: "Extracts the three-letter day-of-week
			// name"; Spark SQL function reference: dayname(date)
			// "Returns the three-letter abbreviated day name".
			{ds: []string{dSnow, dSpark}, what: "dayname gives a three-letter name (Mon)"},
		}},
		{name: "timestampdiff", means: []ffMeaning{
			// Doris, TIMESTAMPDIFF (apache/doris-website,
			// docs/sql-manual/sql-functions/scalar-functions/date-time-functions/timestampdiff.md):
			// "it calculates whether the real difference meets one day,
			// and returns 0 if insufficient" (DAY from 2023-12-31
			// 23:59:50 to 2024-01-01 00:00:05 is 0), as MySQL; QUARTER
			// is not a unit it takes (an error).
			{ds: []string{dDoris}, what: "TIMESTAMPDIFF counts the whole units elapsed (MySQL's rule), with no QUARTER unit"},
			// Snowflake, TIMESTAMPDIFF: an alias of DATEDIFF, which
			// counts the unit's boundaries crossed (DATEDIFF(year,
			// '2010-12-31', '2011-01-01') is 1).
			{ds: []string{dSnow}, what: "TIMESTAMPDIFF is DATEDIFF, counting the unit's boundaries crossed (a year from 2010-12-31 to 2011-01-01)"},
		}},
		{name: "week", means: []ffMeaning{
			// Trino, date and time functions (trinodb/trino,
			// docs/src/main/sphinx/functions/datetime.md): week(x)
			// "Returns the ISO week of the year", 1 to 53; DuckDB, date
			// part functions: week is the ISO week (run: week(DATE
			// '2023-01-01') is 52).
			{ds: []string{dPresto, dTrino, dDuck}, what: "week is the ISO week, weeks starting on Monday (week(DATE '2023-01-01') is 52)"},
			// Doris, WEEK (apache/doris-website,
			// docs/sql-manual/sql-functions/scalar-functions/date-time-functions/week.md):
			// MySQL's week modes, "default Mode 0": weeks start on
			// Sunday, numbered 0 to 53, week 1 the one holding the
			// year's first Sunday (WEEK('2023-01-01', 0) is 1); a mode
			// outside 0 to 7 is read as mode 7.
			{ds: []string{dDoris}, what: "week follows MySQL's week modes, mode 0 by default (weeks start on Sunday, 0 to 53)"},
		}},
		{name: "yearweek", means: []ffMeaning{
			// DuckDB, date part functions: yearweek is the ISO year
			// times 100 plus the ISO week (run: yearweek(DATE
			// '2024-01-01') is 202401).
			{ds: []string{dDuck}, what: "yearweek is the ISO year times 100 plus the ISO week"},
			// Doris, YEARWEEK (apache/doris-website,
			// docs/sql-manual/sql-functions/scalar-functions/date-time-functions/yearweek.md):
			// MySQL's, "defaulting to mode=0", weeks starting on Sunday,
			// the first one holding a Sunday (YEARWEEK('2021-01-01') is
			// 202052).
			{ds: []string{dDoris}, what: "yearweek follows MySQL's week modes, mode 0 by default (weeks start on Sunday)"},
		}},

		// Arrays and maps.
		{name: "array_slice", means: []ffMeaning{
			// DuckDB, list functions: array_slice(list, begin, end),
			// 1-based, both ends included, negative indexes from the
			// end (run: array_slice([1,2,3,4], 2, 3) is [2, 3]).
			{ds: []string{dDuck}, what: "array_slice(list, begin, end) is 1-based with both ends included"},
			// Snowflake, ARRAY_SLICE(array, from, to): 0-based, the
			// element at to left out.
			{ds: []string{dSnow}, what: "ARRAY_SLICE(array, from, to) is 0-based with the element at to left out"},
			// Doris, ARRAY_SLICE (apache/doris-website, array-functions,
			// "ARRAY_SLICE(<arr>, <off>, <len>)"): off counts from the
			// left when positive and from the right when negative, an
			// off outside the array giving an empty array; len is a
			// length, a negative one read as 0.
			{ds: []string{dDoris}, what: "array_slice(arr, offset, length) takes a length, not an end"},
		}},
		{name: "array_insert", means: []ffMeaning{
			// Spark SQL function reference: array_insert(x, pos, val)
			// "Places val into index pos of array x. Array indices start
			// at 1".
			{ds: []string{dSpark}, what: "array_insert(x, pos, val) counts pos from 1"},
			// Snowflake, ARRAY_INSERT(array, pos, new_element): "a
			// (zero-based) position in the source array"; inserting at 0
			// prepends.
			{ds: []string{dSnow}, what: "ARRAY_INSERT(array, pos, new_element) counts pos from 0"},
		}},
		{name: "map_concat", means: []ffMeaning{
			// Trino, map functions (trinodb/trino,
			// docs/src/main/sphinx/functions/map.md): map_concat(map1,
			// ..., mapN) "If a key is found in multiple given maps, that
			// key's value in the resulting map comes from the last one of
			// those maps"; a NULL map makes the result NULL (its source,
			// MapConcatFunction.java, takes every argument NEVER_NULL,
			// so a NULL argument gives NULL).
			{ds: []string{dPresto, dTrino}, what: "map_concat takes a repeated key's value from the last map and gives NULL when a map is NULL"},
			// Spark SQL function reference: map_concat; Spark
			// configuration (https://spark.apache.org/docs/latest/configuration.html):
			// spark.sql.mapKeyDedupPolicy, default EXCEPTION, applies to
			// MapConcat: "When EXCEPTION, the query fails if duplicated
			// map keys are detected".
			{ds: []string{dSpark}, what: "map_concat raises for a key found in two maps"},
			// DuckDB 1.5 (run): map_concat(NULL, MAP {1: 'a'}) is
			// MAP{1: 'a'}: a NULL map is skipped.
			{ds: []string{dDuck}, what: "map_concat skips a NULL map"},
		}},

		// Numbers.
		{name: "random", means: []ffMeaning{
			// PostgreSQL 15, 9.3: random() "Returns a random value in
			// the range 0.0 <= x < 1.0"; DuckDB, numeric functions:
			// random() "between 0 and 1"; Trino, mathematical
			// functions: random() "in the range 0.0 <= x < 1.0"; Spark:
			// random() is rand(), in [0, 1).
			{ds: []string{dPG, dDuck, dPresto, dTrino, dSpark}, form: ffArgs(0), what: "random() is a double in [0, 1)"},
			// Trino: random(n) "Returns a pseudo-random number between
			// 0 and n (exclusive)".
			{ds: []string{dPresto, dTrino}, form: ffArgs(1), what: "random(n) is an integer in [0, n)"},
			// Spark: random(seed) is rand(seed), a double in [0, 1).
			{ds: []string{dSpark}, form: ffArgs(1), what: "random(seed) is a seeded double in [0, 1)"},
			// Snowflake, RANDOM([seed]) (Snowpark page for random,
			// https://docs.snowflake.com/en/developer-guide/snowpark/reference/python/latest/snowpark/api/snowflake.snowpark.functions.random):
			// "Each call returns a pseudo-random 64-bit integer".
			{ds: []string{dSnow}, what: "RANDOM is a 64-bit integer"},
		}},
	}
}

// leftRightMeanings are the meanings of left(s, n) (first, last) and
// right(s, n) (last, first). With a count known not to be negative every
// dialect gives the n first (last) characters.
//
// PostgreSQL 15, 9.4: left(string, n) "Returns first n characters in the
// string, or when n is negative, returns all but last |n| characters"
// (run: left('abc', -1) is ab, right('abc', -1) bc); DuckDB 1.5 the same
// (run). Spark SQL function reference: left(str, len) "if len is less or
// equal than 0 the result is an empty string", as right. Snowflake, LEFT
// (https://docs.snowflake.com/en/sql-reference/functions/left): LEFT(STR,
// N) is SUBSTR(STR, 1, N), and "If the length is a negative number, the
// function returns an empty string". Doris, STRLEFT (alias LEFT) and
// STRRIGHT (alias RIGHT): "if len is less than or equal to 0, returns an
// empty string".
//
// Unverified, so kept apart: no stored page of Snowflake's RIGHT was
// found, so its negative count is a meaning of its own (refused toward
// every other dialect rather than assumed to mirror LEFT); no stored page
// of BigQuery's LEFT and RIGHT was found either, its negative count (an
// error, from memory) already a meaning of its own.
func leftRightMeanings(end, other string) []ffMeaning {
	empty := []string{dSpark, dSnow, dDoris}
	means := []ffMeaning{
		{ds: []string{dPG, dDuck, dSpark, dSnow, dDoris, dBQ}, form: ffCountLit, what: "a count not below 0 gives the " + end + " characters"},
		{ds: []string{dPG, dDuck}, what: "a negative count n gives all but the " + other + " |n| characters"},
	}
	if end == "last" {
		empty = []string{dSpark, dDoris}
		means = append(means, ffMeaning{ds: []string{dSnow}, what: "RIGHT with a count that may be negative has no result documented on a page lateral could check"})
	}
	return append(means,
		ffMeaning{ds: empty, what: "a negative count gives the empty string"},
		ffMeaning{ds: []string{dBQ}, what: "a negative count raises an error"})
}
