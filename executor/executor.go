// Package executor is lateral's reference executor: it runs a canonical
// ast (every row generator an *ast.Lateral) with exact semantics.
//
// A statement is planned (planner*.go) into plain-data plan nodes
// (plan.go), pruned, then one builder (builder.go) turns the plan into
// operators that pass batches of up to BatchSize rows through
// Next. The TableFunctionNode (table_function.go, ops_tf.go) runs
// generators as Apache Doris does: per input row, each function is
// processed and the Cartesian product of their rows is streamed with
// per-function cursors, honouring OUTER, zip and ordinality.
//
// The package imports only ast: parsing SQL text (for CREATE FUNCTION
// bodies, and the schemas of LoadDir) is supplied by the caller through
// Options.
package executor

import (
	"context"
	"fmt"
	"io"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/internal/regexflavor"
)

// Options configure an Engine.
type Options struct {
	// FloatText is how a DOUBLE or REAL is written as text by a CAST to a
	// string type, ||, concat and the string functions (float_text.go);
	// the default is the executor's display form.
	FloatText FloatText
	// IntervalText is how an INTERVAL is written as text by a CAST to a
	// string type (interval_text.go); the default is the executor's own
	// form, DuckDB's.
	IntervalText IntervalText
	// NestedText is how an array, a map or a struct is written as text by
	// a CAST to a string type and by concat (nested_text.go); the default
	// is the executor's display form.
	NestedText NestedText
	// CharLength is what an explicit CAST to VARCHAR(n) or CHAR(n) does
	// with a longer value (nested_text.go); by default it is kept whole.
	CharLength CharLength
	// BigQueryMakeInterval: make_interval takes BigQuery's parameters,
	// year, month, day, hour, minute and second (planner_func.go), not
	// PostgreSQL's, which have weeks before the days.
	BigQueryMakeInterval bool
	// DateRange: the range of a DATE, beyond which reading or computing
	// one raises (date_range.go).
	DateRange DateRange
	// PostgresIntervalInput: an interval's text is read as PostgreSQL
	// reads it, ISO 8601 too, a field given twice an error (interval_pg.go).
	PostgresIntervalInput bool
	// PostgresBytea: a string cast to a binary type is read as PostgreSQL
	// reads a bytea (\x and hex digits, or escapes), a binary value cast
	// to a string type is its hex text \x0102 (bytea.go).
	PostgresBytea bool
	// DuckDBBlobText: a string is cast to a BLOB reading DuckDB's \xHH
	// escapes, a BLOB to a string writing them, and to_base64 and base64
	// take a BLOB, a string literal cast to one (duck_blob_text.go).
	DuckDBBlobText bool
	// PostgresJSONB: a CAST to JSONB gives the document as jsonb holds
	// it: keys ordered and unique, numbers as numerics, PostgreSQL's
	// spacing (jsonbValue); a JSON value keeps its text as written.
	PostgresJSONB bool
	// RealWidens: a REAL with an integer or a decimal operand of +, -, *
	// or / is widened to DOUBLE first, as PostgreSQL resolves real +
	// integer to float8 + float8 (real_arith.go); by default the
	// result stays a REAL.
	RealWidens bool
	// PostgresTyping: operators and functions are typed as PostgreSQL
	// resolves them: a || or % whose operand types have no operator
	// (json || json, real % integer) is an error, || and the string
	// functions give text, pg_typeof names the static type
	// (pg_operators.go).
	PostgresTyping bool
	// AtTimeZone: how x AT TIME ZONE zone reads, "postgres" or "duckdb"
	// (pg_at_time_zone.go) or "trino" (Trino and Presto:
	// trino_at_time_zone.go); elsewhere ("") the clause is refused, the
	// other dialects' engines reading it otherwise or not at all.
	AtTimeZone string
	// KeepTimestampZones: a TIMESTAMPTZ value keeps the zone it was made
	// in when it is stored and returned (Trino, Presto: "Values of this
	// type are rendered using the time zone from the value", Trino
	// documentation, data types), where by default it is shown in the
	// zone of the session reading it (PostgreSQL, DuckDB).
	KeepTimestampZones bool
	// MathDomain: whether sqrt, the logarithms, power, exp and the
	// trigonometric functions raise outside their domain or range, and
	// with which words (math_domain.go).
	MathDomain MathDomain
	// BigIntDayDiff: a difference of two dates in days (datediff_days) is
	// a BIGINT (Trino, Presto, DuckDB, BigQuery, Snowflake), where by
	// default it is an INT (Hive's and Spark's datediff, PostgreSQL's
	// date - date: rewrite/int_funcs.go).
	BigIntDayDiff bool
	// BigIntDateParts: year, month, day, hour, minute ... are BIGINT
	// (Trino, Presto, DuckDB, BigQuery, Snowflake), where by default they
	// are INT (Hive, Spark, Doris: rewrite/int_funcs.go).
	BigIntDateParts bool
	// IntExtract: EXTRACT of YEAR, QUARTER, MONTH, DAY, HOUR or MINUTE
	// is an INT (Hive, Spark, Doris), where by default it is a BIGINT.
	IntExtract bool
	// NumericExtract: EXTRACT of YEAR, QUARTER, MONTH, DAY, HOUR or MINUTE
	// is a numeric (PostgreSQL 14 and later: rewrite/types.go,
	// pgExtractType), so that / of it is a numeric division.
	NumericExtract bool
	// DecimalSecond: EXTRACT(SECOND ...) and date_part('SECOND', ...) are
	// the seconds with their fraction as a DECIMAL(8, 6) (Spark SQL
	// reference, extract: "If field is SECOND, a DECIMAL(8, 6)"; "the
	// seconds field, including fractional parts"), where by default they
	// are an integer.
	DecimalSecond bool
	// RoundTimestampCasts: a cast to TIMESTAMP(p), p below 6, rounds the
	// fraction half up to p digits, and a TIMESTAMP without a precision
	// is TIMESTAMP(BareTimestampDigits) (Trino and Presto: 3, Doris: 0;
	// rewrite/ts_precision.go). By default a cast keeps microseconds.
	RoundTimestampCasts bool
	BareTimestampDigits int
	// TrinoTime: a cast to TIME without a precision is TIME(3), and a cast
	// to TIME(p), p below 6, rounds the fraction half up to p digits
	// (Trino documentation, data types: "TIME is an alias for TIME(3)";
	// rewrite/trino_time.go). By default a cast keeps microseconds.
	TrinoTime bool
	// DigitsText: a TIMESTAMP(p) or TIME(p) cast to a string is written
	// with p fractional digits, zeros included (Trino and Presto:
	// trino_ts_text.go), where by default its fraction has no trailing
	// zeros. MillisDigits: every TIMESTAMP and TIME is of precision 3
	// (Presto).
	DigitsText   bool
	MillisDigits bool
	// PlusYearDates, PlusYearTimestamps: a DATE, a TIMESTAMP, of a year
	// past 9999 made text (a CAST to a string type, ||, concat and the
	// string functions) is written with + before its year, +10000-01-01
	// (Spark and Hive both, Trino a TIMESTAMP: plus_year_text.go), where
	// by default the year is written alone.
	PlusYearDates, PlusYearTimestamps bool
	// EraYearText is how a DATE or a TIMESTAMP (not WITH TIME ZONE) of a
	// year before 1 is made text, where PlusYearDates writes its +
	// (plus_year_text.go).
	EraYearText EraYearText
	// SignedYearInput: a date's or a timestamp's text may give its year
	// as a negative proleptic year, -0044 for 45 BC (Spark:
	// signedYearInput).
	SignedYearInput bool
	// UnnestExpandsRows: UNNEST of an array of rows without column
	// aliases yields the rows' fields as columns, named by the row type's
	// field names (Trino and Presto: their UNNEST expands an array of ROW
	// into one column per field, each such argument of UNNEST(a, b...)
	// too), where by default it yields the row as one column. A column
	// alias list names every column or none (unnestAliasCount).
	UnnestExpandsRows bool
	// BoolTextUpper: a BOOLEAN made text, by a CAST to a string type, ||,
	// concat or concat_ws, is TRUE or FALSE (Hive: UDFToString and the TextConverter
	// concat uses; rewrite/bool_text.go), where by default it is true or
	// false.
	BoolTextUpper bool
	// ToTimestampLTZ: Snowflake's to_timestamp_ltz(x) of a TIMESTAMP WITH
	// TIME ZONE is answered, the same instant read in the session's zone
	// (rewrite/session_clock.go writes it).
	ToTimestampLTZ bool
	// ConvertTimezone: Snowflake's CONVERT_TIMEZONE of 2 and 3 arguments
	// is answered (snowflake_convert_timezone.go).
	ConvertTimezone bool
	// SnowflakeUnits: Snowflake's DATEADD and DATEDIFF (and TIMESTAMPADD,
	// TIMESTAMPDIFF) of a part named by a keyword are answered by its rules
	// where the reader left them (snowflake_units.go).
	SnowflakeUnits bool
	// SparkUnits: Spark's timestampadd, dateadd, timestampdiff and
	// date_diff of a unit named by an identifier are answered by its rules
	// (spark_units.go).
	SparkUnits bool
	// BigQueryUnits: BigQuery's DATETIME_ADD, DATETIME_SUB, TIMESTAMP_ADD,
	// TIMESTAMP_SUB, DATETIME_DIFF and TIMESTAMP_DIFF are answered by its
	// rules (bigquery_units.go).
	BigQueryUnits bool
	// WeekFromSunday: EXTRACT(WEEK) is the week of the year counted from
	// Sunday, 0 for the days before the year's first Sunday (BigQuery,
	// "Weeks begin with Sunday, and dates prior to the first Sunday of
	// the year are in week 0"), where by default it is ISO 8601's.
	WeekFromSunday bool
	// TimestampRoundsFrom2000: RoundTimestampCasts rounds halves away from
	// zero counted from 2000-01-01, as PostgreSQL does (run on PostgreSQL
	// 15: CAST(TIMESTAMP '1960-06-01 10:00:00.1235' AS TIMESTAMP(3)) is
	// .123, from 2020 .124), where by default it rounds half up.
	TimestampRoundsFrom2000 bool
	// PostgresTimestampText: a string cast to a TIMESTAMP (a TIMESTAMP
	// literal) reads fractional second digits past the sixth as
	// PostgreSQL does, rounding through a double (ts_text.go), where by
	// default they are dropped, as DuckDB and Spark drop them.
	PostgresTimestampText bool
	// TimeDiffInterval: TIME - TIME is the INTERVAL between them (PostgreSQL
	// 15 documentation, 9.9 Date/Time Operators: "time - time → interval";
	// run on PostgreSQL 15: TIME '09:00:00' - TIME '10:00:00' is -01:00:00),
	// where by default it is an error (run on DuckDB 1.5: a Binder Error,
	// no function -(TIME, TIME)).
	TimeDiffInterval bool
	// TimestampDiffNoDays: TIMESTAMP - TIMESTAMP keeps whole days in its
	// time part (BigQuery: 0-0 0 36:34:56.789), where by default whole
	// days of 24 hours are days (ts_diff_hours.go).
	TimestampDiffNoDays bool
	// DateDiffInterval: DATE - DATE is an INTERVAL of days (BigQuery:
	// 0-0 396 0:0:0; Spark 3.2 and later: INTERVAL DAY, SPARK-35727),
	// where by default it is an integer count of days (ts_diff_hours.go).
	DateDiffInterval bool
	// DuckDBPrintf: printf('%.<n>g', x) is DuckDB's (printf_g.go); by
	// default printf is an error.
	DuckDBPrintf bool
	// TimestampTextHalfUp: a string cast to TIMESTAMP(p), p 6 or more,
	// rounds its fractional second digits half up to p (Trino, Doris;
	// ts_text.go), where by default those past the sixth are dropped.
	TimestampTextHalfUp bool
	// TextZoneDropped: a text cast to a TIMESTAMP or a DATE (a literal of
	// one) drops a zone written after its time of day (DuckDB;
	// ts_text_zone.go), where by default the offset moves the time to UTC.
	TextZoneDropped bool
	// SumWrapsBigInt: sum of integers adds Java longs and wraps around past
	// the BIGINT range (Hive, Spark with ANSI mode off), where the default
	// sums exactly.
	SumWrapsBigInt bool
	// SumRaisesPastBigInt, given the type of a sum's argument, says
	// whether the sum of integers is a BIGINT whose addition raises an
	// error past the BIGINT range (Trino, Presto, BigQuery; PostgreSQL
	// for a SMALLINT or INTEGER argument), where otherwise it is exact
	// (DuckDB's HUGEINT, PostgreSQL's numeric sum of a BIGINT,
	// Snowflake's NUMBER(38, 0)). Nil: exact.
	SumRaisesPastBigInt func(arg Type) bool
	// NumericIntAggregates: a sum of BIGINTs and an avg of integers are
	// numerics (PostgreSQL 15: pg_typeof(sum(bigint)) and
	// pg_typeof(avg(int)) are numeric; the avg is the numeric division
	// of the sum by the count, AvgDecimalPostgres), where otherwise they
	// are a BIGINT and a DOUBLE; a sum of REALs is a REAL added in single
	// precision (pg_typeof(sum(real)) is real; sumAgg.real).
	NumericIntAggregates bool
	// SumDecimal is what a sum of decimals gives past the digits of its
	// result type (SumDecimalRule); the default sums exactly.
	SumDecimal SumDecimalRule
	// InsertValuesPerRow: INSERT ... VALUES converts each row's values to
	// the columns' types, without first giving the rows a common type
	// (PostgreSQL 15 and DuckDB: VALUES (1.5::float8), (2.5) into an
	// integer column stores 2 and 3, the 2.5 a numeric rounded half away
	// from zero).
	InsertValuesPerRow bool
	// ExactNames: a column is found by the name exactly as its
	// declaration spells it, the front end having folded the unquoted
	// names (PostgreSQL's "A" and a are two columns); otherwise names
	// match ignoring case.
	ExactNames bool
	// NullsFirstByDefault says where NULLs sort when ORDER BY does not say:
	// Hive/Spark put them first ascending; PostgreSQL last ascending and
	// first descending; Trino/DuckDB last always. Nil: PostgreSQL's rule
	// (NULL is the largest value).
	NullsFirstByDefault func(desc bool) bool
	// MaxRows ends a query with an error once it returns more rows (0: no limit).
	MaxRows int64
	// MaxMemory bounds the approximate bytes of materialized state (hash
	// tables, sorts, aggregates) of one statement (0: no limit).
	MaxMemory int64
	// DataDirs are the directories LOAD DATA may read from.
	DataDirs []string
	// ParseBody parses the SQL body of a CREATE FUNCTION ... LANGUAGE SQL.
	ParseBody func(body string) (*ast.Query, error)
	// ParseCreateTable parses a NAME.sql schema file for LoadDir.
	ParseCreateTable func(sql string) (*ast.CreateTable, error)
	// DataCache, when set, keeps the tables LoadDir reads for the other
	// engines that share it (see DataCache).
	DataCache *DataCache
	// DataCacheScope names what decides how ParseCreateTable reads a
	// schema file (the dialect, say): the tables of engines whose scopes
	// differ are kept apart when a NAME.sql types them.
	DataCacheScope string
	// Database to use; nil makes a new empty one.
	Database *Database
	// LateralColumnAliases lets a select item use the alias of an earlier
	// item of the same list when no column has the name (DuckDB:
	// SELECT 1 AS a, a + 1 AS b). PostgreSQL and most engines reject it.
	LateralColumnAliases bool
	// ImplicitLateral makes a subquery joined with JOIN ... ON that reads
	// the columns of the join's left side a lateral join (DuckDB: "the
	// LATERAL keyword is optional").
	ImplicitLateral bool
	// DedupColumnNames renames the repeated column names of a subquery or
	// CTE: a, a becomes a, a_1 (DuckDB), so each can be referenced.
	DedupColumnNames bool
	// AliasesReplaceFunctionNames: the column aliases of a function in
	// FROM replace its columns' default names, which can no longer be
	// referenced (PostgreSQL: generate_series(1, 3) AS g(x) has only x).
	// Otherwise the default name stays visible when no column has it
	// (Hive: LATERAL VIEW explode(m) e still has e.key).
	AliasesReplaceFunctionNames bool
	// PostgresColumnNames names unaliased select items as PostgreSQL does
	// (?column?, int4 for CAST(1 AS int), case, array, row); otherwise an
	// item without a name of its own is _cN, N its position. It also
	// names the fields of ROW(...) f1, f2... as PostgreSQL does.
	PostgresColumnNames bool
	// PostgresItemName, when set with PostgresColumnNames, names an
	// unaliased select item as PostgreSQL does from the tree the front
	// end read (the call's name as written); sub names the first column of
	// a planned scalar subquery. ok false leaves the executor's own rule.
	PostgresItemName func(e ast.Expr, sub func(*ast.Subquery) (string, bool)) (name string, ok bool)
	// UnknownLiteralsTakeType: a string literal among the inputs of
	// coalesce, greatest, least, nullif or CASE's results takes the type
	// the other inputs share (PostgreSQL: coalesce(arr, '{}') is an
	// array); otherwise it is a string (typeUnknownLiterals).
	UnknownLiteralsTakeType bool
	// NullifConverts: nullif(x, y) of numbers is x converted for x = y
	// where no = takes both types (PostgreSQL: nullif(3, 2.5) is the
	// numeric 3; nullifType).
	NullifConverts bool
	// ExtremeLiteralsTakeType: a string literal among the arguments of
	// greatest and least takes the type the others share, as under
	// UnknownLiteralsTakeType (DuckDB: greatest('5', 1e7::DOUBLE) is
	// 10000000.0, greatest('abc', 1e7::DOUBLE) raises; run on DuckDB 1.5).
	ExtremeLiteralsTakeType bool
	// ExtremesNeedCommonType: greatest and least of a string and a number
	// raise (Spark: its type coercion widens their arguments without
	// promoting one to a string, so they have no common type).
	ExtremesNeedCommonType bool
	// UnionStringWidens: a set operation's column where a string meets an
	// integer or a DATE is a string, the other arm written as its text
	// (DuckDB 1.5 run: SELECT 1 UNION SELECT '01' is two VARCHAR rows, 1
	// UNION '1' one; Spark's TypeCoercion widens a string and an atomic
	// type to a string, as Hive's getCommonClassForUnionAll does).
	UnionStringWidens bool
	// UnionStringThenDouble: a set operation's column whose first arm is
	// a string and whose second is a DOUBLE is a DOUBLE, each string read
	// as one or NULL where it is not a number; a DOUBLE arm first keeps a
	// string; arms of two different array, map or struct types raise
	// (Hive 2 and 3: FunctionRegistry.getCommonClassForUnionAll takes the
	// second arm's type when the first converts to it implicitly, and
	// implicitConvertible lets a string become a DOUBLE and a number a
	// string; it finds no common type for two different non-primitive
	// types).
	UnionStringThenDouble bool
	// DateDaysWrap: a DATE plus or minus a count of days (date_add,
	// date_sub, d + n, d - n) is added as 32-bit integers of days since
	// 1970-01-01, wrapping past that range (Spark: DateTimeUtils adds the
	// days as Ints with ANSI mode on and off; its pull request 59135:
	// "SELECT date_add(DATE'2020-01-01', 2147483647); -- -5877591-06-21").
	DateDaysWrap bool
	// DateDiffBigInt: a DATE minus a DATE is a BIGINT count of days
	// (DuckDB: typeof(d - d) is BIGINT, run on DuckDB 1.5), where
	// otherwise it is an INTEGER (PostgreSQL's date - date is integer).
	DateDiffBigInt bool
	// ConcatWSStringsOnly: concat_ws takes strings and arrays of strings
	// only, another argument type is an error (Hive: GenericUDFConcatWS's
	// initialize raises 'Argument N of function CONCAT_WS must be "string
	// or array<string>"' for any other type, an array<double> or a
	// DOUBLE among them; no implicit conversion is applied).
	ConcatWSStringsOnly bool
	// ConcatWSArrayText: concat_ws writes an array argument as the
	// array's text, not its elements (DuckDB: concat_ws(',', ['a', 'b'],
	// 'c') is '[a, b],c', run on DuckDB 1.5); the executor raises for it,
	// as it does not model that text.
	ConcatWSArrayText bool
	// ListElemsNeedCommonType: the elements of a list constructor, and
	// the keys and the values of a MAP {...} one, take one type: a string
	// literal the others', a string among numbers is an error (DuckDB,
	// binder.listCommonType).
	ListElemsNeedCommonType bool
	// CoalesceTypesDuckDB: coalesce's arguments take one type as DuckDB's
	// binder folds them: a string literal the type beside it, a VARCHAR
	// beside a number an error (duck_coalesce.go).
	CoalesceTypesDuckDB bool
	// DuckDBTypeof: typeof names the static type as DuckDB does, an
	// error where the executor's is not DuckDB's (duck_typeof.go).
	DuckDBTypeof bool
	// TypeofNames: typeof names the static type as Spark ("spark") or
	// Trino ("trino") and Presto ("presto") write it, an error where the executor
	// does not know that name (typeof_names.go).
	TypeofNames string
	// StringArithRaises: a string beside a number in + - * / // % raises
	// at binding, as DuckDB's binder finds no such function
	// (arith_text.go).
	StringArithRaises bool
	// DuckDBIntArgs: chr of a BIGINT raises at binding, as DuckDB's binder
	// finds no such function, and so does a DATE plus a BIGINT under
	// DateIntDaysOnly, with DuckDB's message (duck_int_days.go).
	DuckDBIntArgs bool
	// DecimalDuckDB: +, - and * of DECIMALs raise past 38 digits, of
	// integers past HUGEINT, and a float is cast to a DECIMAL by scaling
	// it in double precision, as DuckDB does (decimal_duckdb.go).
	DecimalDuckDB bool
	// TryCastParts: TRY_CAST of a list, a struct or a map gives NULL for
	// each part that does not cast, as DuckDB's does (try_cast_parts.go),
	// where otherwise the whole value is NULL.
	TryCastParts bool
	// StructCastByName: a STRUCT is cast to a STRUCT by field names, as
	// DuckDB casts it (struct_cast_duckdb.go); otherwise by position.
	StructCastByName bool
	// DuckDBListCasts: a VARCHAR is cast to a list as DuckDB reads a
	// list's text, and a fixed-size array type (INTEGER[3]) takes a list
	// of its size only (duck_list_cast.go).
	DuckDBListCasts bool
	// DateTimeAdd: a DATE plus a TIME is a TIMESTAMP, as in PostgreSQL
	// and DuckDB; an error otherwise.
	DateTimeAdd bool
	// DateIntDaysOnly: a DATE plus or minus a BIGINT count of days raises,
	// as in PostgreSQL and DuckDB (duck_int_days.go).
	DateIntDaysOnly bool
	// SparkNestedText: an array, a map or a struct cast to a string is
	// written as Spark 3 writes it (spark_nested_text.go).
	SparkNestedText bool
	// NoNestedTextCasts: an array, a map or a struct cannot be cast to a
	// string type (Hive 3, BigQuery).
	NoNestedTextCasts bool
	// NoNestedTextConcat: || and concat raise for an array, a map or a
	// struct (BigQuery: trino_concat.go).
	NoNestedTextConcat bool
	// ObjectTextUnknown: a struct or a map (Snowflake's OBJECT and MAP)
	// written as text, by a cast to a string type, ||, or concat, raises:
	// Snowflake writes it as JSON text whose key order its documentation
	// leaves unpredictable (snowflake_object_text.go).
	ObjectTextUnknown bool
	// DateUnitsOnDates: date_trunc of a DATE takes the units of a date
	// only (day, week, month, quarter, year), another raises (Trino,
	// Presto).
	DateUnitsOnDates bool
	// ConcatStringsOnly: || and concat take strings, binary strings or
	// arrays only, another operand raises (Trino, Presto:
	// trino_concat.go).
	ConcatStringsOnly bool
	// JavaIntervalFields: year, month, day, hour, minute, second and
	// EXTRACT of an interval divide its count of months or of
	// milliseconds, truncating toward zero (Trino, Presto:
	// java_interval_fields.go), where by default they read PostgreSQL's
	// months, days and microseconds apart (the day of INTERVAL '36' HOUR
	// is 0, its hour 36).
	JavaIntervalFields bool
	// DateTruncDates: date_trunc of a DATE is a DATE, as in Trino, Presto
	// and Snowflake ("same as input"); a TIMESTAMP otherwise.
	DateTruncDates bool
	// SparkDateFormat: date_format is Spark's (funcs_date_format.go).
	SparkDateFormat bool
	// HiveDateFormat: date_format is Hive's (funcs_hive_date_format.go).
	HiveDateFormat bool
	// InfiniteTime: what a cast of 'infinity' or '-infinity' to a DATE or
	// TIMESTAMP gives (infinite_time_text.go).
	InfiniteTime InfiniteTimeRule
	// HiveToDate: to_date of a string reads it as Hive 3's Date.valueOf,
	// leniently, NULL for a text it cannot read (hive_to_date.go).
	HiveToDate bool
	// MySQLDateFormat: date_format is Trino's ("trino") or Presto's
	// ("presto"), of MySQL-style specifiers (funcs_datetime_format.go).
	MySQLDateFormat string
	// DuckDBTimeText: a timestamp's or a time's text ending in blanks
	// after a time without seconds is an error, as in DuckDB
	// (duck_time_text.go).
	DuckDBTimeText bool
	// DuckDBZoneText: a TIMESTAMPTZ is written as text by a CAST to a
	// string type, ||, concat and the string functions with its offset's
	// hours and minutes only (-07:52 for -07:52:58), as DuckDB writes it
	// (duck_tz_text.go).
	DuckDBZoneText bool
	// DuckDBZoneData: zone names are read as DuckDB's (ICU's) zone data
	// holds them, a time where its offsets differ from the executor's
	// zone data refused (duck_zone_data.go).
	DuckDBZoneData bool
	// DuckDBZonedAdd: a TIMESTAMPTZ plus or minus an interval, and a
	// series of TIMESTAMPTZ values, step as DuckDB's ICU calendar adds
	// (duck_zoned_add.go), where by default they step as PostgreSQL's
	// (addIntervalIn).
	DuckDBZonedAdd bool
	// DuckDBAliasRows: a bare reference to the alias of a table function
	// of one column is its whole row, a STRUCT (DuckDB 1.5.6: SELECT i
	// FROM unnest([1, 2]) i is {unnest: 1}), which lat run refuses to read
	// (planner_expr.go); PostgreSQL reads it as the column.
	DuckDBAliasRows bool
	// CFloatMath: float functions as the C library computes them, as
	// PostgreSQL and DuckDB call it: cbrt, exp and power are the C
	// library's (libm_cgo.go; exp(709.5) is 1.3549863193146328e+308, where
	// Go's math.Exp overflows); cbrt (PostgreSQL
	// 15 and DuckDB 1.5 run: cbrt(27.0) is 3.0000000000000004, cbrt(2)
	// 1.2599210498948734, where Go's math.Cbrt gives 3 and
	// 1.2599210498948732), and round of a float that rounds to zero keeps
	// its sign, as rint and round do (PostgreSQL 15: round(-0.4::float8)
	// and round(-0.5::float8) are -0; DuckDB 1.5: round(-0.4::DOUBLE) is
	// -0.0). Otherwise cbrt, exp and power are Go's (exp without its early
	// overflow: goExp) and such a zero is +0 (Hive's and
	// Spark's round goes through a BigDecimal, which has no -0).
	CFloatMath bool
	// JavaFloatMath: ln, log10, exp, power and the trigonometric functions
	// as a Java dialect computes them (javaLibmFn in funcs_math.go):
	// "math" for Hive, Trino and Presto (java.lang.Math), "spark" for
	// Spark (StrictMath's ln, log10, exp and pow, Math's trigonometric
	// functions: mathExpressions.scala). Otherwise Go's, or the C
	// library's where CFloatMath says so.
	JavaFloatMath string
	// RoundFloatHalfEven: round(x) that the reader left unread
	// (PostgreSQL's, of an argument it could not type) rounds a
	// floating-point value half to even and a numeric half away from
	// zero, as PostgreSQL's round of a double precision and of a numeric
	// do. Otherwise such a call is not run.
	RoundFloatHalfEven bool
	// RoundTrino: round(x[, d]) that the reader left unread (Trino's and
	// Presto's, of an argument it could not type or to places it does
	// not read) rounds by the value's type as Trino does (round_trino).
	// Otherwise such a call is not run.
	RoundTrino bool
	// PadNegativeRaises: lpad and rpad with a negative length raise, as
	// Trino's, Presto's, BigQuery's and Hive's do (see
	// rewrite/pad_negative_length.go), where the canonical functions give
	// the empty string, and so does an empty pad (pad_empty.go).
	PadNegativeRaises bool
	// PadEmptyShortRaises: lpad and rpad with an empty pad raise where
	// padding is needed, as DuckDB's do (pad_empty.go).
	PadEmptyShortRaises bool
	// MakeDateRule: make_date reads a year outside 1 to 9999 as
	// "postgres" (the canonical function) or "duckdb" does
	// (make_date_range.go); otherwise such a year is not run.
	MakeDateRule string
	// TrinoEarlierOverlap: a text without a zone cast to TIMESTAMP WITH
	// TIME ZONE in a wall-clock time the session zone repeats is read at
	// the earlier offset, as Trino reads it (trino_zone_overlap.go).
	TrinoEarlierOverlap bool
	// RoundDoubleScaled: round(x, d) of a DOUBLE or REAL to d places
	// other than 0 rounds the double nearest x * 10^d, as DuckDB does
	// (duckRoundScaled), not the number's shortest decimal form.
	RoundDoubleScaled bool
	// RowIsNullByFields: a struct IS NULL when it is NULL or all its
	// fields are NULL, IS NOT NULL when none of its fields is NULL
	// (PostgreSQL's rule for row values). Otherwise IS [NOT] NULL tests
	// the value alone (DuckDB, Spark, Trino: a struct of NULL fields is
	// not NULL).
	RowIsNullByFields bool
	// LikeNoDefaultEscape: LIKE and ILIKE without ESCAPE have no escape
	// character, a backslash in the pattern is an ordinary character
	// (DuckDB, Trino, Presto, the SQL standard); otherwise it escapes the
	// next character (PostgreSQL, Hive, Spark, BigQuery;
	// rewrite.LikeDefaultEscape).
	LikeNoDefaultEscape bool
	// RegexFlavor is the engine whose reading of regular expressions the
	// regex functions and operators follow (Java for Hive and Spark,
	// PostgreSQL's, RE2 for DuckDB); their patterns are rewritten into RE2
	// (compileRegexFor). Other: compiled as written.
	RegexFlavor regexflavor.Flavor
	// RegexWalk: how the functions going through every match of a
	// pattern take empty matches (regex_matches.go).
	RegexWalk RegexWalk
	// SliceBoundsClamp: a negative bound of x[lo:hi] is clamped to the
	// array like any bound outside it (PostgreSQL: ARRAY[1,2,3,4][-2:] is
	// the whole array); otherwise it counts from the end, -1 the last
	// element (DuckDB; rewrite/slice_bounds.go).
	SliceBoundsClamp bool
	// AppendToNullArray: array_append(NULL, x) and array_prepend(x, NULL)
	// (list_append, list_prepend) give [x] (PostgreSQL and DuckDB, checked
	// on PostgreSQL 15 and DuckDB 1.5); otherwise NULL.
	AppendToNullArray bool
	// PGArrayFunctions: PostgreSQL's array_remove(a, NULL) removes the NULL
	// elements of a (it compares with IS NOT DISTINCT FROM), and its
	// array_cat(NULL, NULL) is NULL and its cardinality counts every
	// element of a multidimensional array (pgCardinality; checked on
	// PostgreSQL 15); otherwise
	// array_remove of a NULL value is NULL and array_cat (DuckDB's
	// list_concat of typed lists) skips NULL arguments, giving [].
	PGArrayFunctions bool
	// PGSplitPart: split_part as PostgreSQL's: an empty delimiter leaves
	// the string one field (split_part('abc', '', 1) is 'abc', where
	// DuckDB's splits it into characters), and field 0 is an error (checked
	// on PostgreSQL 15).
	PGSplitPart bool
	// ArrayConcatNullAsEmpty: || with an array operand is PostgreSQL's
	// array_cat / array_append / array_prepend, where a NULL array counts
	// as empty and a NULL element is appended (pgArrayConcat). Otherwise
	// || gives NULL when either operand is NULL.
	ArrayConcatNullAsEmpty bool
	// OneBasedLambdaIndex: the second parameter of a transform or filter
	// lambda (list_transform(a, (x, i) -> ...), list_filter, their
	// aliases) is the element's 1-based position (DuckDB); otherwise it
	// is 0-based (Spark's transform and filter).
	OneBasedLambdaIndex bool
	// NestedNulls is how =, <>, IN, ANY/ALL and <, <=, >, >= treat the
	// NULL elements of arrays and the NULL fields of structs.
	NestedNulls NestedNullRule
	// AvgDecimal is how avg of decimals is typed and rounded (aggfuncs.go).
	AvgDecimal AvgDecimalRule
	// UnnestStructValueTables: an UNNEST of an array of structs is a value
	// table, one column per field, its alias the struct (BigQuery; see
	// planUnnestValueTable). Otherwise it yields the struct as one column.
	UnnestStructValueTables bool
	// AnonymousStructFields: in an array literal, a STRUCT(...) whose
	// fields have no names takes the field names of the array's element
	// type (BigQuery; see planner.anonymousStruct).
	AnonymousStructFields bool
	// StrToMapSpark: str_to_map keeps trailing empty entries and raises
	// an error for a duplicate key (Spark's StringToMap, under its default
	// spark.sql.mapKeyDedupPolicy EXCEPTION); otherwise, under Java's
	// regular expressions (RegexFlavor), Hive's: trailing empty entries
	// dropped (String.split(re)), the last of duplicate keys kept.
	StrToMapSpark bool
	// SequenceZeroStepSingle: sequence(x, x, 0) is [x] (Spark: a zero step
	// is allowed when start equals stop); a zero step is otherwise an
	// error (and always for Trino and Presto).
	SequenceZeroStepSingle bool
	// ZeroStepListEmpty: generate_array(start, stop, 0), DuckDB's
	// list-valued generate_series, is the empty list whatever the bounds
	// (checked on DuckDB 1.5); otherwise it is an error (BigQuery's
	// GENERATE_ARRAY).
	ZeroStepListEmpty bool
	// SequenceMaxEntries, when positive, bounds the elements of
	// sequence(start, stop[, step]): a longer result is an error (Trino,
	// Presto: "result of sequence function must not have more than 10000
	// entries"). Zero: no bound but the executor's own (Spark).
	SequenceMaxEntries int
	// IntDivOperands is which operands of a DIV b are cast to BIGINT
	// (truncated toward zero) before dividing; the others' exact quotient
	// is truncated toward zero (-5.9 div 1 is -5; PostgreSQL div, MySQL
	// and Doris DIV, BigQuery DIV).
	IntDivOperands IntDivOperands
	// FloatModZeroNaN: the remainder (x % y, mod) of a REAL or DOUBLE by
	// zero is NaN, IEEE's remainder (DuckDB, checked on DuckDB 1.5; Trino
	// and Presto, whose DOUBLE modulus is Java's %). Otherwise it is NULL
	// (Hive, Spark with ANSI mode off, Doris).
	FloatModZeroNaN bool
	// ExactModZeroError: the remainder (x % y, mod) of an integer or a
	// decimal by zero is an error, "division by zero" (PostgreSQL, run on
	// PostgreSQL 15: 5 % 0, mod(5, 0) and 5.5 % 0 raise; Trino and
	// Presto; BigQuery's MOD; Snowflake's MOD, inferred, not stated: its
	// page defines it as x - TRUNC(x / y) * y, whose division by zero
	// raises; ANSI, run on PostgreSQL; Drill's
	// of decimals, a BigDecimal remainder: rewrite.ExactModZeroNull, and
	// ModZeroDividend for its integers and floats). Otherwise it is NULL (Hive,
	// Spark with ANSI mode off, Doris, DuckDB: 5 % 0 and 5.5 % 0 are NULL
	// on DuckDB 1.5). A NULL operand gives NULL either way.
	ExactModZeroError bool
	// FloatModZeroError: the remainder of a REAL or DOUBLE by zero is an
	// error too (Snowflake, whose MOD page does not say; taken for the
	// error its "/" by zero gives, as the translations take it:
	// rewrite/mod_zero.go, snowflakeModZero). A NULL operand gives NULL.
	FloatModZeroError bool
	// IntDivRangeError: an integer quotient outside its type's range is an
	// error, as the other integer operators' are (PostgreSQL, run on
	// PostgreSQL 15: (-2147483648)::int / -1 raises "integer out of range",
	// int2 "smallint out of range", int8 "bigint out of range"; ANSI, run
	// there; DuckDB's //, run on DuckDB 1.5: "Overflow in division of
	// -2147483648 / -1" for INTEGER, SMALLINT and BIGINT). Otherwise the
	// quotient is kept (Trino's INTEGER divide is Java's long division,
	// its result not checked there).
	IntDivRangeError bool
	// FloatRangeError: a REAL or DOUBLE sum, difference, product or
	// quotient past the type's range raises "value out of range:
	// overflow", a product or quotient of non-zero operands rounded to
	// zero "value out of range: underflow" (PostgreSQL's float.h checks,
	// run on PostgreSQL 15: 1e308::float8 * 10, 1e308::float8 +
	// 1e308::float8 and 3e38::float4 * 10::float4 overflow,
	// 1e-200::float8 / 1e200 and 1e-38::float4 * 1e-10::float4 underflow,
	// 1e-308::float8 * 1e-10 is the subnormal 1e-318, 'Infinity'::float8 *
	// 2 is Infinity). Otherwise the result is Infinity or 0.
	FloatRangeError bool
	// IntModRangeError: the remainder of the least value of an integer
	// type by -1 is an error as that quotient is (DuckDB, run on DuckDB
	// 1.5: CAST(-2147483648 AS INTEGER) % -1 raises "Overflow in division
	// of -2147483648 / -1", as do SMALLINT's and BIGINT's), where
	// PostgreSQL 15 gives 0 (run there).
	IntModRangeError bool
	// ModZeroDividend: the remainder (x % y, mod) of an integer or a float
	// by zero is the dividend x (Drill: its mod is "input2 == 0 ? input1 :
	// input1 % input2" for INT, BIGINT, SMALLINT, TINYINT, FLOAT and
	// DOUBLE; rewrite.ModZeroDividend). A decimal's follows
	// ExactModZeroError; a NULL operand gives NULL.
	ModZeroDividend bool
	// ObjectToMap: an explicit cast of a struct (an OBJECT) to a MAP
	// gives the map of its field names and values (Snowflake SQL
	// reference, structured data types: {'a': 1}::MAP(VARCHAR, NUMBER)).
	ObjectToMap bool
	// ZeroBasedArraySlice: array_slice(a, from, to) takes 0-based
	// positions, to excluded, a negative one counting from the end
	// (Snowflake ARRAY_SLICE: [0,1,2,3,4,5,6], -5, -3 is [2,3]).
	// Otherwise it is DuckDB's 1-based slice, to included.
	ZeroBasedArraySlice bool
	// AddMonthsLastDay: add_months(d, n) of the last day of a month is
	// the last day of the target month (Hive: add_months('2015-02-28', 2)
	// is 2015-04-30). Otherwise the day number is kept, clamped to the
	// target month's length (Spark 3: 2015-04-28).
	AddMonthsLastDay bool
	// DateDiffWholeUnits: date_diff(unit, t1, t2) of TIMESTAMPs counts
	// whole units with the time of day (Trino and Presto: Joda-Time's
	// field difference of the epoch milliseconds, funcs_date_diffs.go).
	// Otherwise it counts the unit's boundaries (DuckDB).
	DateDiffWholeUnits bool
	// DuckDBUnits: date_diff, datediff, date_trunc, date_part and EXTRACT
	// take DuckDB's names of a part of a date or a time ('mons', 'yr',
	// 'w': internal/dateunit), and DuckDB's dayofweek and weekday are
	// dow, Sunday 0 (run on DuckDB 1.5).
	DuckDBUnits bool
	// PostgresTruncUnits: date_trunc takes PostgreSQL's names of its
	// units ('ms', 'hrs', 'mon', 'm' the minute: internal/dateunit).
	PostgresTruncUnits bool
	// MonthsBetweenHalfUp: months_between rounds the double's exact value
	// half up to 8 places (Hive); otherwise as Spark's Math.round(x * 1e8)
	// / 1e8 (funcs_months_between.go).
	MonthsBetweenHalfUp bool
	// JSONOverflow: get_json_object of a JSON number beyond a double's
	// range (Hive's Infinity, an error for Spark).
	JSONOverflow JSONOverflow
	// JSONLastMember: get_json_object reads the last member of a name an
	// object repeats (Hive reads the document into a Java map, whose later
	// member replaces the earlier: UDFJson); otherwise the first (Spark
	// streams the members and stops at the first that matches).
	JSONLastMember bool
	// DuckDBJSONNumbers: json_extract_string and json_value give a number
	// as DuckDB writes it back (duckJSONNumberText), not as written.
	DuckDBJSONNumbers bool
	// DateIntervalKeepsDate: date_add and date_sub of a DATE and an
	// interval of whole days or months are a DATE (BigQuery DATE_ADD);
	// otherwise they are the operator's result (DuckDB 1.5:
	// date_add(DATE '2024-01-31', INTERVAL 1 MONTH) is the TIMESTAMP
	// 2024-02-29 00:00:00).
	DateIntervalKeepsDate bool
	// IntervalRanges: how an interval literal with a range of fields
	// (INTERVAL '1-2' YEAR TO MONTH) reads its string (IntervalRangeRule).
	IntervalRanges IntervalRangeRule
	// WhereAliases: a bare name in WHERE that no FROM column of the query
	// has reads the select item of that alias (DuckDB, Snowflake), before
	// the columns of the queries around.
	WhereAliases bool
	// DuckDBWhereAliases, with WhereAliases, reads those names as DuckDB
	// does (checked on DuckDB 1.5). A subquery of WHERE reads them too,
	// where no column of its own levels and none of the query's FROM has
	// the name, before the columns of the queries further out (SELECT x +
	// 1 AS y FROM t WHERE EXISTS (SELECT 1 FROM u WHERE u.k = y)); the
	// item's expression is read at the query's own level, so a column of
	// the subquery or a lambda parameter never catches its names. Of
	// several items with the name, the last is read. An item that calls
	// a function with side effects (random(), uuid()) or is a select-list
	// generator's column (unnest) cannot be read there.
	//
	// A subquery (or a lambda) of the select list reads so the output
	// names of the items before its own, one of ORDER BY or QUALIFY those
	// of all the items (SELECT x + 1 AS y, (SELECT max(k) FROM u WHERE k <
	// y) AS z FROM t); there an item's aggregates are computed by the
	// query (sum(x) AS y), unless one reads no column (count(*)), and an
	// item with a window function, or in the select list and ORDER BY
	// with a subquery, cannot be read. The expression of an output name
	// read so reads the output names of the items before it. The names a
	// query level reads directly (an earlier item's, ORDER BY's, GROUP
	// BY's) come before the columns and output names of the queries
	// around.
	DuckDBWhereAliases bool
	// DuckDBCorrelationLimits refuses what DuckDB 1.5 cannot bind in a
	// subquery: a window function whose arguments, FILTER, PARTITION BY,
	// ORDER BY or frame read a column of an outer query outside a
	// subquery of their own ("correlated columns in window functions not
	// supported"), a lambda that reads a column or an output name of an
	// outer query, and a lambda with a subquery.
	DuckDBCorrelationLimits bool
	// HavingAliases: a bare name in HAVING that no FROM column has reads
	// the select item of that alias (Dialect.HavingSeesAliases; PostgreSQL
	// rejects it). HavingAliasesUnlessGrouped: it does so for a FROM
	// column too, unless GROUP BY names that column (DuckDB).
	HavingAliases, HavingAliasesUnlessGrouped bool
	// OrderByAliases is how a name inside an ORDER BY expression (ORDER
	// BY y + 0; a bare ORDER BY y always names the output column first)
	// reads the output names of the select list.
	OrderByAliases OrderByAliases
	// GroupByIntegerConstants: an integer in GROUP BY is a constant, not
	// a position of the select list (Hive, whose
	// hive.groupby.position.alias is false by default).
	GroupByIntegerConstants bool
	// ItemName, when set, names an unaliased select item as the dialect
	// does when it can tell the name (DuckDB: the expression as DuckDB
	// prints it, count_star()); ok false leaves the executor's own name.
	ItemName func(e ast.Expr) (name string, ok bool)
	// ItemPrefix, when set, names an unaliased select item that is not a
	// column or a field the prefix and its position among the output
	// columns, from 0 (Hive _c1, Trino _col1).
	ItemPrefix string
	// UnnamedPrefix, when set, names a column the dialect leaves without
	// a name (an unaliased select item that is not a column or a field,
	// a VALUES column, an unaliased UNNEST's column and ordinality) in
	// the result only: the prefix and its position among the result's
	// columns, from 0, whatever subqueries and stars passed it on (Trino
	// and Presto, whose LogicalPlanner names each output field that has
	// no name _col and its position).
	UnnamedPrefix string
	// ValuesPrefix, when set, names the columns of a VALUES list
	// ValuesPrefix and their position from ValuesBase (PostgreSQL column1,
	// DuckDB col0); otherwise they are col1, col2...
	ValuesPrefix string
	ValuesBase   int
	// UnnamedRowFields: the fields of row(...) have no names (DuckDB's
	// STRUCT(INTEGER, INTEGER)); the executor calls them col1, col2...
	// and marks the type so (Type.Unnamed). Otherwise an unnamed field
	// that is a column reference is named after the column.
	UnnamedRowFields bool
	// BigIntLiterals: an integer literal is a BIGINT whatever its value
	// (BigQuery, whose only integer type is INT64).
	BigIntLiterals bool
	// BigIntSeries: range and generate_series in FROM count in BIGINT
	// whatever the integer type of their arguments (DuckDB).
	BigIntSeries bool
	// DateSeriesTZ: generate_series over DATE bounds counts in TIMESTAMPTZ
	// in the session time zone (PostgreSQL, whose generate_series(date,
	// date, interval) resolves to its TIMESTAMPTZ form); otherwise in
	// naive TIMESTAMPs.
	DateSeriesTZ bool
	// NumberIntegers: every integer type (INTEGER, INT, BIGINT, SMALLINT,
	// TINYINT, BYTEINT) is NUMBER(38, 0), and fixed-point arithmetic follows
	// NUMBER's rules (Snowflake; see number.go): exact to 38 digits, an
	// error beyond, and a / b a fixed-point quotient of the documented
	// scale, an error when b is 0.
	NumberIntegers bool
	// FracToInt is how a CAST of a DOUBLE, REAL or DECIMAL to an integer
	// type rounds (cast_int.go); the zero value rounds half away from zero.
	FracToInt FracToInt
	// StringToInt is how a CAST of a string to an integer type reads a
	// fraction, an exponent and an invalid string (cast_string_int.go);
	// the zero value takes integers only, anything else an error.
	StringToInt StringToInt
	// LeftRight is what left and right do with a negative count
	// (funcs_string_left_right.go); the zero value drops that many characters
	// from the other end (PostgreSQL, DuckDB).
	LeftRight LeftRightRule
	// CardinalityArraysOnly: cardinality (array_size, size) takes arrays
	// only, a map is an error (Doris: ARRAY_SIZE has no MAP signature, its
	// analysis fails with "No matching function"; map_size counts a map).
	// Otherwise it counts a map's entries too (Trino, Presto, DuckDB).
	CardinalityArraysOnly bool
	// CardinalityMapNull: cardinality (array_size) of a map is NULL
	// (Snowflake: ARRAY_SIZE counts an ARRAY's elements, "NULL is
	// returned if the value is not an ARRAY", Snowflake SQL reference,
	// ARRAY_SIZE; MAP_SIZE counts a map's entries).
	CardinalityMapNull bool
	// DistinctFoldsZero: array_distinct counts a float -0.0 and 0.0 as one
	// element, keeping the first (Trino: ArrayDistinctFunction matches
	// elements by IS DISTINCT FROM, which for DOUBLE and REAL is false for
	// -0.0 against 0.0 and for two NaNs, DoubleType and RealType in
	// trinodb/trino). Otherwise they are kept apart, as Spark 3 does.
	DistinctFoldsZero bool
	// ArraySort is how array_sort reads its arguments and where it puts
	// NULL elements (funcs_array.go); the zero value is Spark's, DuckDB's
	// and Trino's: ascending, NULLs last, DuckDB's 'DESC' and 'NULLS FIRST'.
	ArraySort ArraySortRule
	// CaseMapping is how upper and lower map letters (funcs_string.go);
	// the zero value is the Unicode simple mapping, code point by code
	// point.
	CaseMapping CaseMapping
	// TableFunctionsOnlyInFrom: a function call in FROM (TABLE(f(...)))
	// must be a table function; a scalar function there is an error
	// (Trino, Presto: table functions are invoked with TABLE(...), and
	// sequence there is the built-in sequence table function, not the
	// scalar one). Otherwise a scalar function in FROM is a table of one
	// row (PostgreSQL).
	TableFunctionsOnlyInFrom bool
	// Division is how "/" divides decimals and what it gives for a zero
	// divisor (division.go); DivisionDefault keeps the executor's own rule.
	Division DivisionRule
	// FuncName, when set, gives the dialect's spelling of a canonical call
	// (greatest_ignore_nulls is PostgreSQL's greatest), for the names of
	// unaliased items; "" keeps the canonical name.
	FuncName func(f *ast.Func) string
	// OuterLevelAggregates places an aggregate at the nearest query level
	// whose columns its arguments, ORDER BY and FILTER read (PostgreSQL,
	// DuckDB: the SQL standard's rule): in a subquery, an aggregate that
	// reads only outer columns is computed by the outer query. Otherwise an
	// aggregate always belongs to the query it is written in, and one
	// whose arguments read only outer columns is refused.
	OuterLevelAggregates bool
	// SetOpOrderByBranches lets the ORDER BY of a set operation repeat a
	// select-list expression of a branch to name its column (DuckDB).
	SetOpOrderByBranches bool
	// ConcatWsHive: concat_ws writes a NULL array element as the text
	// null and keeps an empty array's separator (Hive); otherwise NULL
	// elements and empty arrays add nothing (Spark, Doris).
	ConcatWsHive bool
	// JavaShifts: << and >> are Java's shifts, of a BIGINT by the count
	// modulo 64 and of another integer as an INT by the count modulo 32
	// (Hive, Spark: java_shift.go).
	JavaShifts bool
	// JSONTupleSkipsNull: in json_tuple, a member whose value is JSON
	// null does not replace an earlier member of the same name (Spark's
	// JsonTuple skips null values); otherwise the last member of a name
	// is read whatever its value (Hive reads the document into a map).
	JSONTupleSkipsNull bool
	// Collations are the collations x COLLATE name accepts (NoCollations:
	// COLLATE is an error).
	Collations CollationSet
}

// Engine runs statements against an in-memory Database.
type Engine struct {
	opts Options
	db   *Database
}

// New makes an Engine.
func New(opts Options) *Engine {
	db := opts.Database
	if db == nil {
		db = NewDatabase()
	}
	return &Engine{opts: opts, db: db}
}

// Database returns the engine's database.
func (e *Engine) Database() *Database { return e.db }

func (e *Engine) nullsFirst(desc bool) bool {
	if v, ok := e.db.Setting(SettingNullOrder); ok {
		switch v {
		case "nulls_first":
			return true
		case "nulls_last":
			return false
		case "nulls_first_on_asc_last_on_desc":
			return !desc
		case "nulls_last_on_asc_first_on_desc":
			return desc
		}
	}
	if e.opts.NullsFirstByDefault != nil {
		return e.opts.NullsFirstByDefault(desc)
	}
	return desc
}

// Result is the streaming result of a statement. Call Close when done.
type Result struct {
	cols    []Column
	op      Operator
	ec      *execCtx
	cancel  context.CancelFunc
	batch   *Batch
	pos     int
	rows    int64
	max     int64
	done    bool
	err     error
	explain *PlanTree
	// zone, when set, is the session time zone the TIMESTAMPTZ values of
	// the rows Next returns are shown in.
	zone *time.Location
}

// Columns describes the result columns (none for DDL).
func (r *Result) Columns() []Column { return r.cols }

// Plan returns the plan tree of an EXPLAIN statement, or nil.
func (r *Result) Plan() *PlanTree { return r.explain }

// NextBatch returns the next batch of rows, or nil, io.EOF at the end.
// The batch is valid until the next call.
func (r *Result) NextBatch() (b *Batch, err error) {
	if r.err != nil {
		return nil, r.err
	}
	if r.done || r.op == nil {
		return nil, io.EOF
	}
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("internal error: %v\n%s", p, debug.Stack())
			if z, ok := p.(duckZoneError); ok { // duck_zone_data.go
				err = z
			}
			r.err = err
		}
	}()
	for {
		if err := r.ec.check(); err != nil {
			r.err = err
			return nil, err
		}
		b, err = r.op.Next()
		if err != nil {
			r.err = err
			return nil, err
		}
		if b == nil {
			r.done = true
			r.Close()
			return nil, io.EOF
		}
		if b.N == 0 {
			continue
		}
		r.rows += int64(b.N)
		if r.max > 0 && r.rows > r.max {
			r.err = &LimitError{Limit: "max_rows", Value: r.max}
			return nil, r.err
		}
		return b, nil
	}
}

// Next returns the next row, or nil, io.EOF at the end.
func (r *Result) Next() ([]Value, error) {
	if r.err != nil {
		return nil, r.err
	}
	for r.batch == nil || r.pos >= r.batch.N {
		b, err := r.NextBatch()
		if err != nil {
			return nil, err
		}
		r.batch, r.pos = b, 0
	}
	row := r.batch.Row(r.pos)
	r.pos++
	if r.zone != nil {
		if err := r.rowInZone(row); err != nil {
			r.err = err
			return nil, err
		}
	}
	return row, nil
}

// rowInZone shows the TIMESTAMPTZ values of row in the session's zone,
// or gives the error of a time lat run does not show there as DuckDB
// does (duck_zone_data.go).
func (r *Result) rowInZone(row []Value) (err error) {
	defer catchDuckZone(&err)
	for i, v := range row {
		row[i] = inZone(v, r.zone)
	}
	return nil
}

// All reads every remaining row and closes the result.
func (r *Result) All() ([][]Value, error) {
	defer r.Close()
	var out [][]Value
	for {
		row, err := r.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, row)
	}
}

// Close releases the result's resources.
func (r *Result) Close() {
	if r.op != nil {
		func() {
			defer func() { _ = recover() }()
			r.op.Close()
		}()
		r.op = nil
	}
	if r.cancel != nil {
		r.cancel()
		r.cancel = nil
	}
}

// Exec runs one statement. Queries stream through the Result; other
// statements complete before Exec returns. A panic is turned into an
// internal error.
func (e *Engine) Exec(ctx context.Context, stmt ast.Stmt) (res *Result, err error) {
	defer func() {
		if p := recover(); p != nil {
			res, err = nil, fmt.Errorf("internal error: %v\n%s", p, debug.Stack())
			if z, ok := p.(duckZoneError); ok { // duck_zone_data.go
				err = z
			}
		}
	}()
	if ctx == nil {
		ctx = context.Background()
	}
	stmt = e.db.resolveTypes(stmt)
	if err := unsignedTypeError(stmt); err != nil { // decimal_duckdb.go
		return nil, err
	}
	if err := timeTZTypeError(stmt); err != nil { // duck_time_text.go
		return nil, err
	}
	switch s := stmt.(type) {
	case *ast.QueryStmt:
		return e.runQuery(ctx, s.Query)
	case *ast.Explain:
		pt, err := e.Explain(s.Stmt)
		if err != nil {
			return nil, err
		}
		return explainResult(pt), nil
	default:
		if err := e.execStatement(ctx, stmt); err != nil {
			return nil, err
		}
		return &Result{done: true}, nil
	}
}

// Query runs a query and returns its rows (a convenience over Exec).
func (e *Engine) Query(ctx context.Context, q *ast.Query) ([]Column, [][]Value, error) {
	r, err := e.Exec(ctx, &ast.QueryStmt{Query: q})
	if err != nil {
		return nil, nil, err
	}
	rows, err := r.All()
	return r.Columns(), rows, err
}

// plan plans and prunes a query.
func (e *Engine) plan(q *ast.Query) (Node, error) {
	return e.planWith(&planner{eng: e}, q)
}

// planInsert plans the query of an INSERT: with InsertValuesPerRow, the
// rows of a VALUES body keep each value's own type, which the INSERT
// converts to its column's.
func (e *Engine) planInsert(q *ast.Query) (Node, error) {
	p := &planner{eng: e}
	if v, ok := q.Body.(*ast.Values); ok && e.opts.InsertValuesPerRow {
		p.rowValues = v
	}
	return e.planWith(p, q)
}

func (e *Engine) planWith(p *planner, q *ast.Query) (Node, error) {
	n, err := p.planTop(q)
	if err != nil {
		return nil, err
	}
	return prune(n), nil
}

func (e *Engine) newExecCtx(ctx context.Context) *execCtx {
	return &execCtx{ctx: ctx, eng: e, opts: &e.opts, mem: &memAccount{limit: e.opts.MaxMemory}}
}

func (e *Engine) runQuery(ctx context.Context, q *ast.Query) (*Result, error) {
	n, err := e.plan(q)
	if err != nil {
		return nil, err
	}
	return e.start(ctx, n, e.opts.MaxRows)
}

// start builds and opens a plan.
func (e *Engine) start(ctx context.Context, n Node, maxRows int64) (*Result, error) {
	ctx, cancel := context.WithCancel(ctx)
	ec := e.newExecCtx(ctx)
	b := &builder{eng: e, ec: ec}
	op, err := b.build(n, nil)
	if err != nil {
		cancel()
		return nil, err
	}
	if err := op.Open(ec); err != nil {
		op.Close()
		cancel()
		return nil, err
	}
	cols := make([]Column, 0, len(n.Output()))
	for i, c := range n.Output() {
		name := c.Name
		if c.Unnamed && e.opts.UnnamedPrefix != "" {
			name = e.opts.UnnamedPrefix + strconv.Itoa(i)
		}
		cols = append(cols, Column{Name: name, Type: c.Type})
	}
	res := &Result{cols: cols, op: op, ec: ec, cancel: cancel, max: maxRows}
	for _, c := range cols {
		if typeHasTZ(c.Type) && !e.opts.KeepTimestampZones {
			res.zone = e.zone()
			break
		}
	}
	return res, nil
}

// OrderByAliases is how a name inside an ORDER BY expression reads the
// output names of the select list.
type OrderByAliases uint8

const (
	// OrderByInputColumns: FROM columns only (PostgreSQL).
	OrderByInputColumns OrderByAliases = iota
	// OrderByAliasesAfterFrom: a FROM column, else the output name (DuckDB).
	OrderByAliasesAfterFrom
	// OrderByAliasesFirst: the output name, else a FROM column (Trino).
	OrderByAliasesFirst
)

// valuesName is the name of the column at position i (from 0) of a VALUES
// list.
func (o *Options) valuesName(i int) string {
	if o.ValuesPrefix == "" {
		return "col" + strconv.Itoa(i+1)
	}
	return o.ValuesPrefix + strconv.Itoa(i+o.ValuesBase)
}
