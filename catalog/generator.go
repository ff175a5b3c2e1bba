package catalog

import "github.com/lateral-sql/lateral/ast"

var posFirst0 = &Position{Base: 0, First: true}

// generators is the generator part of the catalog. A generator's output
// column names are not part of its semantics: they depend on the spelling
// and the source dialect (Hive posexplode names pos, val; Spark pos, col),
// so the default names live with each dialect's spelling in package
// dialects (dialects.GenColumns).
//
// Common to all: a NULL or empty input yields no row, and so no output row
// for the input row unless the generator is Outer (or the lateral is a left
// join), when the input row is kept once with NULL generated columns and a
// NULL position; a NULL element yields one row holding NULL.
var generators = []*Func{
	generator("explode", 1, 1, Gen{Kind: ast.GenUnnest},
		"explode(x): one row per element of the array x (one column, the element), or per entry of the map x (two columns, key and value), in order; NULL or empty gives no row (Hive/Spark/Doris explode, Doris explode_map, PostgreSQL/DuckDB unnest of one argument, Drill FLATTEN)."),
	generator("explode_outer", 1, 1, Gen{Kind: ast.GenUnnest, Outer: true},
		"explode_outer(x): explode(x), but a NULL or empty x gives one row of NULLs."),
	generator("posexplode", 1, 1, Gen{Kind: ast.GenUnnest, Pos: posFirst0},
		"posexplode(x): explode(x) with the 0-based position of each element first (pos, then the element, or pos, key, value for a map)."),
	generator("posexplode_outer", 1, 1, Gen{Kind: ast.GenUnnest, Pos: posFirst0, Outer: true},
		"posexplode_outer(x): posexplode(x), but a NULL or empty x gives one row of NULLs, the position NULL too."),
	generator("inline", 1, 1, Gen{Kind: ast.GenInline},
		"inline(a): one row per struct of the array of structs a, one column per struct field, named after the fields; NULL or empty gives no row; a NULL struct gives a row of NULLs."),
	generator("inline_outer", 1, 1, Gen{Kind: ast.GenInline, Outer: true},
		"inline_outer(a): inline(a), but a NULL or empty a gives one row of NULLs."),
	generator("stack", 1, Variadic, Gen{Kind: ast.GenStack},
		"stack(n, v1, ..., vk): n rows of ceil(k/n) columns, filled row by row from v1..vk, missing cells NULL; n must be a constant."),
	generator("json_tuple", 2, Variadic, Gen{Kind: ast.GenJSONTuple},
		"json_tuple(j, k1, ..., kn): exactly one row of n strings, the top-level values of keys k1..kn in the JSON object j as get_json_object(j, '$.ki') gives them; a missing key, a NULL j or invalid JSON gives NULLs."),
	generator("parse_url_tuple", 2, Variadic, Gen{Kind: ast.GenParseURLTuple},
		"parse_url_tuple(url, p1, ..., pn): exactly one row of n strings, the parts p1..pn ('HOST', 'PATH', 'QUERY', 'QUERY:key', 'REF', 'PROTOCOL', 'FILE', 'AUTHORITY', 'USERINFO') of url as Hive parse_url gives them; NULL where a part is missing or url is NULL or invalid."),
	generator("explode_split", 2, 2, Gen{Kind: ast.GenUnnest, Via: "split_literal"},
		"explode_split(s, d): Doris: one row per piece of split_literal(s, d), so '' gives one row holding ''; a NULL s or d gives no row."),
	generator("explode_split_outer", 2, 2, Gen{Kind: ast.GenUnnest, Outer: true, Via: "split_literal"},
		"explode_split_outer(s, d): explode_split(s, d), but a NULL s or d gives one row holding NULL."),
	generator("string_to_table", 2, 3, Gen{Kind: ast.GenUnnest, Via: "string_to_array"},
		"string_to_table(s, d[, null_str]): PostgreSQL: one row per element of string_to_array(s, d, null_str), so '' gives no row."),
	generator("regexp_split_to_table", 2, 3, Gen{Kind: ast.GenUnnest, Via: "regexp_split_to_array"},
		"regexp_split_to_table(s, re[, flags]): PostgreSQL: one row per element of regexp_split_to_array(s, re, flags)."),
	generator("explode_json_array_int", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeBigInt},
		"explode_json_array_int(j): Doris: one BIGINT row per element of the JSON array j (as explode(CAST(j AS ARRAY<BIGINT>))): an element that does not convert gives NULL; NULL, [] or a non-array j gives no row."),
	generator("explode_json_array_int_outer", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeBigInt, Outer: true},
		"explode_json_array_int_outer(j): explode_json_array_int(j), but no element gives one NULL row."),
	generator("explode_json_array_double", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeDouble},
		"explode_json_array_double(j): Doris: one DOUBLE row per element of the JSON array j; an element that does not convert gives NULL; NULL, [] or a non-array j gives no row."),
	generator("explode_json_array_double_outer", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeDouble, Outer: true},
		"explode_json_array_double_outer(j): explode_json_array_double(j), but no element gives one NULL row."),
	generator("explode_json_array_string", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeString},
		"explode_json_array_string(j): Doris: one string row per element of the JSON array j (a JSON string unquoted, other values as JSON text, JSON null as NULL); NULL, [] or a non-array j gives no row."),
	generator("explode_json_array_string_outer", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeString, Outer: true},
		"explode_json_array_string_outer(j): explode_json_array_string(j), but no element gives one NULL row."),
	generator("explode_json_array_json", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeJSON},
		"explode_json_array_json(j): Doris: one JSON row per element of the JSON array j; NULL, [] or a non-array j gives no row."),
	generator("explode_json_array_json_outer", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeJSON, Outer: true},
		"explode_json_array_json_outer(j): explode_json_array_json(j), but no element gives one NULL row."),
	generator("json_array_elements", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeJSON},
		"json_array_elements(j): PostgreSQL json_array_elements: one json row (column value) per element of the JSON array j, each element's text exactly as written in j (whitespace, escapes, number spellings and repeated keys kept); NULL gives no row; invalid JSON or a non-array j is an error."),
	generator("json_array_elements_text", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeString},
		"json_array_elements_text(j): PostgreSQL: one text row (column value) per element of the JSON array j, a JSON string unquoted, JSON null as NULL, other values as written in j; NULL gives no row; invalid JSON or a non-array j is an error."),
	generator("json_each", 1, 1, Gen{Kind: ast.GenJSONEach, ElemType: ast.TypeJSON},
		"json_each(j): PostgreSQL json_each: one row (key, value) per member of the JSON object j, in document order, repeated keys kept, value as json exactly as written; NULL gives no row; a non-object j is an error."),
	generator("json_each_text", 1, 1, Gen{Kind: ast.GenJSONEach, ElemType: ast.TypeString},
		"json_each_text(j): PostgreSQL json_each_text: as json_each with value as text (a JSON string unquoted, JSON null as NULL, other values as written)."),
	// The jsonb generators read the document as a jsonb value (PostgreSQL
	// 15 manual 8.14, "JSON Types"): a number is a numeric, written back
	// as numeric writes it (1e2 as 100, -0 as 0, 1.50 kept); of repeated
	// object keys the last is kept; keys are ordered shorter first, then
	// bytewise; a value is written in jsonb's layout ({"a": 1, "b": [1,
	// 2]}), strings escaped as jsonb writes them; \u0000 and a lone
	// surrogate escape are errors. They are not the json generators: they
	// give other rows for the same document.
	generator("jsonb_array_elements", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeJSON},
		"jsonb_array_elements(j): PostgreSQL jsonb_array_elements: one jsonb row (column value) per element of the JSON array j read as jsonb (numbers as numeric, repeated keys collapsed to the last, keys shorter first then bytewise, written as jsonb writes them); NULL gives no row; invalid JSON or a non-array j is an error."),
	generator("jsonb_array_elements_text", 1, 1, Gen{Kind: ast.GenJSONArray, ElemType: ast.TypeString},
		"jsonb_array_elements_text(j): PostgreSQL: as jsonb_array_elements with each element as text: a JSON string unquoted, JSON null as NULL, a number as numeric text (1e2 gives 100, -0 gives 0, 1.50 gives 1.50), an object or array as jsonb writes it ({\"a\": 3, \"b\": 1})."),
	generator("jsonb_each", 1, 1, Gen{Kind: ast.GenJSONEach, ElemType: ast.TypeJSON},
		"jsonb_each(j): PostgreSQL jsonb_each: one row (key, value) per member of the JSON object j read as jsonb: repeated keys collapsed to the last, keys shorter first then bytewise, value as jsonb; NULL gives no row; invalid JSON or a non-object j is an error."),
	generator("jsonb_each_text", 1, 1, Gen{Kind: ast.GenJSONEach, ElemType: ast.TypeString},
		"jsonb_each_text(j): PostgreSQL jsonb_each_text: as jsonb_each with value as text (a JSON string unquoted, JSON null as NULL, other values as jsonb writes them)."),
	generator("explode_numbers", 1, 1, Gen{Kind: ast.GenSeries, EndExclusive: true},
		"explode_numbers(n): Doris: the integers 0 .. n-1, one per row (the series 0 to n, end excluded); NULL or n <= 0 gives no row."),
	generator("explode_numbers_outer", 1, 1, Gen{Kind: ast.GenSeries, EndExclusive: true, Outer: true},
		"explode_numbers_outer(n): explode_numbers(n), but no number gives one NULL row."),
	generator("explode_bitmap", 1, 1, Gen{Kind: ast.GenFunc},
		"explode_bitmap(b): Doris: one BIGINT row per member of the bitmap b, ascending; NULL or empty gives no row."),
	generator("explode_bitmap_outer", 1, 1, Gen{Kind: ast.GenFunc, Outer: true},
		"explode_bitmap_outer(b): explode_bitmap(b), but no member gives one NULL row."),
	generator("generate_series", 2, 3, Gen{Kind: ast.GenSeries},
		"generate_series(start, stop[, step]): PostgreSQL/DuckDB: start, start + step, ... up to stop inclusive, one per row; step defaults to 1 (never -1), so start > stop with a positive step gives no row; step 0 is an error; a NULL argument gives no row; DuckDB's generate_series(n) reads as generate_series(0, n)."),
	generator("range", 2, 3, Gen{Kind: ast.GenSeries, EndExclusive: true},
		"range(start, stop[, step]): DuckDB range and Spark's range table function: as generate_series but stop is excluded; range(n) reads as range(0, n)."),
	generator("generate_subscripts", 2, 3, Gen{Kind: ast.GenFunc},
		"generate_subscripts(a, dim[, reverse]): PostgreSQL: the subscripts of dimension dim of the array a, ascending (descending when reverse is TRUE): 1 .. array_length(a, dim) for an array with default bounds; NULL, empty or a missing dimension gives no row."),
	generator("flatten", 1, Variadic, Gen{Kind: ast.GenFlatten},
		"flatten(input => x[, path => p][, outer => b][, recursive => b][, mode => m]): Snowflake LATERAL FLATTEN: one row per element of the array or member of the object x (at path p), with the columns SEQ, KEY, PATH, INDEX, VALUE, THIS; NULL, empty or a scalar x gives no row unless outer => TRUE, which gives one row with NULL KEY, INDEX and VALUE."),
}
