package lateral

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
	"github.com/lateral-sql/lateral/dialects"
	"github.com/lateral-sql/lateral/executor"
	"github.com/lateral-sql/lateral/internal/regexflavor"
	"github.com/lateral-sql/lateral/rewrite"
)

// RunOptions are the options of Run and Explain.
type RunOptions struct {
	// Setup scripts run first, in order, in the same dialect (CREATE TABLE,
	// INSERT...); their results are discarded.
	Setup []string
	// DataDirs are directories whose NAME.ndjson/.jsonl/.json/.csv/.parquet files are
	// loaded as tables NAME, and the only places LOAD DATA may read.
	DataDirs []string
	// Timeout ends the query with an error once it has run this long.
	Timeout time.Duration
	// MaxRows ends the query with an error once it returns more rows;
	// MaxMemory bounds the approximate bytes of its materialized state.
	MaxRows, MaxMemory int64
	Limits             Limits
	// Database, when set, is used and kept across calls (a session).
	Database *executor.Database
	// DataCache, when set, keeps the tables of DataDirs' files across
	// calls: a file unchanged since a call read it is not read again, and
	// each call gets its own copy-on-write view of its rows (see
	// executor.DataCache). A server running many calls over the same
	// directories sets it; one cache serves every dialect.
	DataCache *executor.DataCache
}

// Rows is the streamed result of the last statement Run executed.
type Rows struct {
	res    *executor.Result
	cancel context.CancelFunc
}

// Columns describes the result's columns.
func (r *Rows) Columns() []executor.Column { return r.res.Columns() }

// Next returns the next row, or nil, io.EOF after the last one. A limit
// that is hit returns its error here, never a partial answer posing as
// whole.
func (r *Rows) Next() ([]executor.Value, error) { return r.res.Next() }

// Close releases the result.
func (r *Rows) Close() {
	r.res.Close()
	r.cancel()
}

// All reads every remaining row.
func (r *Rows) All() ([][]executor.Value, error) {
	var out [][]executor.Value
	for {
		row, err := r.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return out, err
		}
		out = append(out, append([]executor.Value(nil), row...))
	}
}

// typeofNames is Options.TypeofNames for a dialect: Spark's typeof names
// a type as Spark's DDL does, Trino's and Presto's as their type names.
func typeofNames(dialect string) string {
	switch dialect {
	case "spark":
		return "spark"
	case "trino", "presto":
		return dialect
	}
	return ""
}

// nestedNullRule is the executor's form of rewrite.NestedNullsOf(dialect).
func nestedNullRule(dialect string) executor.NestedNullRule {
	n := rewrite.NestedNullsOf(dialect)
	r := executor.NestedNullRule{RowConstructors: n.RowConstructors}
	if n.NullsEqual {
		r.Eq = executor.NestedEqNullsEqual
	}
	r.Order = map[rewrite.NestedOrder]executor.NestedNullOrder{
		rewrite.NestedNullsLast:  executor.NestedOrderNullsLast,
		rewrite.NestedNullsFirst: executor.NestedOrderNullsFirst,
		rewrite.NestedUnknown:    executor.NestedOrderUnknown,
		rewrite.NestedError:      executor.NestedOrderError,
	}[n.Order]
	return r
}

// sumRaisesOf is the executor's Options.SumRaisesPastBigInt for dialect.
func sumRaisesOf(dialect string) func(executor.Type) bool {
	switch dialect {
	case "trino", "presto", "bigquery", "doris":
		// Doris: a BIGINT whose overflow is not documented here, an
		// error rather than a guess.
		return func(t executor.Type) bool { return t.Kind != ast.TypeHugeInt }
	case "postgres", "ansi":
		return func(t executor.Type) bool {
			return t.Kind == ast.TypeTinyInt || t.Kind == ast.TypeSmallInt || t.Kind == ast.TypeInt
		}
	}
	return nil
}

// engineFor builds the reference executor for a dialect's semantics.
func engineFor(d *dialects.Dialect, opts RunOptions) (*executor.Engine, error) {
	naming := dialects.RewriteSource(d).Naming
	eng := executor.New(executor.Options{
		NullsFirstByDefault: rewrite.NullsFirstFunc(d.Name),
		ExactNames:          exactNames(d),
		InsertValuesPerRow:  d.Name == "postgres" || d.Name == "duckdb",
		// DuckDB, Spark and Snowflake let a select item use an earlier
		// item's alias (SELECT 1 AS a, a + 1 AS b); other dialects reject
		// it (Dialect.SelectSeesAliases).
		LateralColumnAliases: d.SelectSeesAliases,
		// DuckDB detects a join's subquery that reads the left side as
		// lateral without the LATERAL keyword.
		ImplicitLateral: d.Name == "duckdb",
		// DuckDB drops a zone written after the time of a text cast to
		// TIMESTAMP or DATE (executor/ts_text_zone.go).
		TextZoneDropped: d.Name == "duckdb",
		// DuckDB renames a subquery's repeated column names: a, a_1.
		DedupColumnNames: d.Name == "duckdb",
		// DuckDB's row(...) has unnamed fields.
		UnnamedRowFields: d.Name == "duckdb",
		BigIntSeries:     d.Name == "duckdb",
		DateSeriesTZ:     d.Name == "postgres",
		// Hive and Spark (ANSI mode off) sum integers into a wrapping
		// Java long (rewrite/sum_wrap.go).
		SumWrapsBigInt: d.Name == "hive" || d.Name == "spark",
		// Trino, Presto, DuckDB, BigQuery and Snowflake: a day difference
		// is a BIGINT (rewrite/int_funcs.go).
		BigIntDayDiff: d.Name == "trino" || d.Name == "presto" || d.Name == "duckdb" || d.Name == "bigquery" || d.Name == "snowflake",
		// the same dialects' year, month, day ... are BIGINT too; Hive's,
		// Spark's and Doris's EXTRACT of those fields is an INT
		// (rewrite/int_funcs.go, partRanges).
		BigIntDateParts: d.Name == "trino" || d.Name == "presto" || d.Name == "duckdb" || d.Name == "bigquery" || d.Name == "snowflake",
		IntExtract:      d.Name == "hive" || d.Name == "spark" || d.Name == "doris",
		NumericExtract:  d.Name == "postgres",
		DecimalSecond:   d.Name == "spark",
		// Trino's and Presto's TIMESTAMP is TIMESTAMP(3), Doris's DATETIME
		// DATETIME(0); both round a cast's digits (rewrite/ts_precision.go).
		RoundTimestampCasts: d.Name == "trino" || d.Name == "presto" || d.Name == "doris" || d.Name == "postgres",
		BareTimestampDigits: bareTimestampDigits(d.Name),
		TrinoTime:           d.Name == "trino",
		// Trino's and Presto's TIMESTAMP(p) and TIME(p) are written with
		// their p digits; Presto's are all of 3 (executor/trino_ts_text.go).
		DigitsText:   d.Name == "trino" || d.Name == "presto",
		MillisDigits: d.Name == "presto",
		// Spark's and Hive's DATE and TIMESTAMP, Trino's TIMESTAMP, of a
		// year past 9999 are written with + before it (executor/plus_year_text.go).
		PlusYearDates:      d.Name == "spark" || d.Name == "hive",
		PlusYearTimestamps: d.Name == "spark" || d.Name == "hive" || d.Name == "trino",
		// a year before 1 as text: Spark's, Trino's and Presto's signed
		// proleptic year, Hive's year of the era (plus_year_text.go)
		EraYearText: map[string]executor.EraYearText{"spark": executor.EraYearProleptic, "trino": executor.EraYearProleptic,
			"presto": executor.EraYearProleptic, "hive": executor.EraYearOfEra}[d.Name],
		SignedYearInput: d.Name == "spark",
		// Trino's and Presto's UNNEST of an array of rows yields their
		// fields, named as the row type names them.
		UnnestExpandsRows: d.Name == "trino" || d.Name == "presto",
		// PostgreSQL's TIMESTAMP(p) rounds halves away from 2000-01-01
		// (rewrite/ts_precision.go, tsRoundPairs).
		TimestampRoundsFrom2000: d.Name == "postgres",
		PostgresTimestampText:   d.Name == "postgres",
		TimeDiffInterval:        d.Name == "postgres",
		TimestampTextHalfUp:     d.Name == "trino" || d.Name == "doris",
		// Trino, Presto and BigQuery sum integers into a BIGINT that raises
		// on the overflow (Doris's is not documented: an error too), PostgreSQL (and ANSI) a SMALLINT or INTEGER;
		// DuckDB, Snowflake and PostgreSQL's sum of a BIGINT are exact
		// (rewrite/sum_exact.go).
		SumRaisesPastBigInt: sumRaisesOf(d.Name),
		// PostgreSQL (and ANSI, checked on PostgreSQL): a sum of BIGINTs
		// and an avg of integers are numerics (rewrite/agg_types.go).
		NumericIntAggregates: d.Name == "postgres" || d.Name == "ansi",
		// Hive and Spark (ANSI mode off): a sum of decimals past its
		// DECIMAL(min(38, p + 10), s) is NULL; Snowflake's past 38 digits
		// raises (rewrite/sum_exact.go), and Trino's and Presto's
		// DECIMAL(38, s) sum (rewrite/sum_decimal.go); DuckDB's sum and
		// avg raise past a HUGEINT.
		SumDecimal: map[string]executor.SumDecimalRule{"hive": executor.SumDecimalNullPastPrecision,
			"spark": executor.SumDecimalNullPastPrecision, "snowflake": executor.SumDecimalRaisePast38,
			"trino": executor.SumDecimalRaisePast38, "presto": executor.SumDecimalRaisePast38,
			"duckdb": executor.SumDecimalRaisePastHugeInt}[d.Name],
		// BigQuery's only integer type is INT64.
		BigIntLiterals: d.Name == "bigquery",
		// Snowflake: every integer type is NUMBER(38, 0), its arithmetic
		// exact to 38 digits, a / b of the documented fixed-point scale.
		NumberIntegers: d.Name == "snowflake",
		// How "/" divides decimals and what a zero divisor gives: the
		// translator's rule (divisionRuleOf).
		Division: divisionRuleOf(d.Name),
		// How a CAST of a fractional value to an integer type rounds:
		// the translator's rule (fracToIntOf).
		FracToInt: fracToIntOf(d.Name),
		FloatText: floatTextOf(d.Name),
		// PostgreSQL writes an interval in its IntervalStyle postgres,
		// BigQuery in its canonical Y-M D H:M:S.
		IntervalText: map[string]executor.IntervalText{"postgres": executor.IntervalTextPostgres, "bigquery": executor.IntervalTextBigQuery}[d.Name],
		// How an array, a map or a struct is written as text: PostgreSQL's
		// {1,NULL} and (1,"a b",), DuckDB's [a b, 'x\'y'] (executor.NestedText).
		NestedText: map[string]executor.NestedText{"postgres": executor.NestedTextPostgres,
			"duckdb": executor.NestedTextDuckDB}[d.Name],
		// An explicit CAST to VARCHAR(n) or CHAR(n) truncates in PostgreSQL,
		// Hive and SQL (its cast keeps the first n characters, with a
		// warning), a string's in Trino and Presto (executor.CharLength).
		CharLength: map[string]executor.CharLength{"postgres": executor.CharLengthPostgres,
			"hive": executor.CharLengthTruncate, "ansi": executor.CharLengthTruncate,
			"trino": executor.CharLengthTruncateText, "presto": executor.CharLengthTruncateText}[d.Name],
		BigQueryMakeInterval: d.Name == "bigquery",
		// PostgreSQL reads ISO 8601 intervals and refuses a field given twice.
		PostgresIntervalInput: d.Name == "postgres",
		// PostgreSQL's and DuckDB's DATE ranges (executor.DateRange).
		DateRange: map[string]executor.DateRange{"postgres": executor.DateRangePostgres, "duckdb": executor.DateRangeDuckDB}[d.Name],
		// PostgreSQL reads and writes a bytea's text in hex (\x0102) or
		// with escapes.
		PostgresBytea: d.Name == "postgres",
		// PostgreSQL's jsonb normalizes its document, json keeps its text.
		PostgresJSONB: d.Name == "postgres",
		// PostgreSQL: real with an integer or numeric is double precision.
		RealWidens: d.Name == "postgres",
		// PostgreSQL: json || json and real % integer have no operator,
		// lower(x) and a || b are text, pg_typeof names the static type.
		PostgresTyping: d.Name == "postgres",
		// PostgreSQL and DuckDB: x AT TIME ZONE z is timezone(z, x);
		// Trino and Presto: a TIMESTAMP WITH TIME ZONE that keeps z
		// (executor/trino_at_time_zone.go), their values keeping their zones.
		AtTimeZone:         map[string]string{"postgres": "postgres", "duckdb": "duckdb", "trino": "trino", "presto": "trino"}[d.Name],
		KeepTimestampZones: d.Name == "trino" || d.Name == "presto",
		// Hive writes a BOOLEAN as TRUE or FALSE where it becomes text.
		BoolTextUpper: d.Name == "hive",
		// Snowflake's to_timestamp_ltz of a TIMESTAMP_TZ.
		ToTimestampLTZ: d.Name == "snowflake",
		// Snowflake's CONVERT_TIMEZONE.
		ConvertTimezone: d.Name == "snowflake",
		// Snowflake's DATEADD and DATEDIFF of TIMESTAMPs.
		SnowflakeUnits: d.Name == "snowflake",
		// Spark's timestampadd and timestampdiff of a unit.
		SparkUnits: d.Name == "spark",
		// BigQuery's DATETIME_ADD, TIMESTAMP_DIFF and the like.
		BigQueryUnits: d.Name == "bigquery",
		// BigQuery's EXTRACT(WEEK), from Sunday.
		WeekFromSunday: d.Name == "bigquery",
		// PostgreSQL and DuckDB: sqrt(-1), ln(0)... raise with their words,
		// Hive and Spark give NULL for a logarithm of x <= 0 (Hive for
		// sqrt of x < 0 too), Trino and Presto IEEE 754's -Infinity and
		// NaN, the others raise (executor.MathDomain).
		MathDomain: map[string]executor.MathDomain{"postgres": executor.MathDomainPostgres, "duckdb": executor.MathDomainDuckDB,
			"hive": executor.MathDomainHive, "spark": executor.MathDomainSpark, "bigquery": executor.MathDomainRaise,
			"snowflake": executor.MathDomainRaise, "doris": executor.MathDomainRaise, "drill": executor.MathDomainRaise,
			"ansi": executor.MathDomainRaise}[d.Name],
		// How a CAST of a string to an integer type reads a fraction, an
		// exponent or no number (the rules W018 names, rewrite/lower_casts.go).
		StringToInt: map[string]executor.StringToInt{"hive": executor.StringToIntHive,
			"spark": executor.StringToIntSpark, "duckdb": executor.StringToIntDuckDB}[d.Name],
		// How upper and lower map letters: Java's full mapping in Hive and
		// Spark, ß to ẞ in DuckDB, ASCII letters only in PostgreSQL (the C
		// locale) (executor.CaseMapping); ILIKE lowers by it too.
		CaseMapping: map[string]executor.CaseMapping{"hive": executor.CaseJava, "spark": executor.CaseJava,
			"duckdb": executor.CaseDuckDB, "postgres": executor.CaseASCII}[d.Name],
		// left and right of a negative count: the empty string (Spark,
		// Snowflake, Doris) or an error (BigQuery).
		LeftRight: map[string]executor.LeftRightRule{"spark": executor.LeftRightEmpty, "snowflake": executor.LeftRightEmpty,
			"doris": executor.LeftRightEmpty, "bigquery": executor.LeftRightRaise}[d.Name],
		// Doris's array_size (size, cardinality) takes arrays only.
		CardinalityArraysOnly: d.Name == "doris",
		// Snowflake's ARRAY_SIZE of a map is NULL (MAP_SIZE counts it).
		CardinalityMapNull: d.Name == "snowflake",
		// Trino's array_distinct counts -0.0 and 0.0 as one element.
		DistinctFoldsZero: d.Name == "trino",
		ArraySort: map[string]executor.ArraySortRule{"doris": executor.ArraySortNullsFirst,
			"snowflake": executor.ArraySortSnowflake}[d.Name],
		// Trino, Presto: FROM TABLE(f(...)) calls table functions only.
		TableFunctionsOnlyInFrom: d.Name == "trino" || d.Name == "presto",
		// PostgreSQL: a FROM function's column aliases replace its
		// default column names.
		AliasesReplaceFunctionNames: d.Name == "postgres",
		// PostgreSQL's names for unaliased select items (?column?, int4...),
		// its functions spelled its own way.
		PostgresColumnNames: d.Name == "postgres",
		// and by the translation's own rule first, which knows the
		// names calls were written with (dialects.PostgresItemName)
		PostgresItemName: postgresItemName(d),
		// PostgreSQL: a row IS NULL when all its fields are NULL, IS NOT
		// NULL when none is.
		RowIsNullByFields: d.Name == "postgres",
		// DuckDB, Trino, Presto, ANSI: LIKE has no default escape character.
		LikeNoDefaultEscape: likeNoDefaultEscape(d.Name),
		// How the regex functions read a pattern: Java's, PostgreSQL's or
		// RE2's engine (internal/regexflavor), rewritten into RE2.
		RegexFlavor: regexflavor.ExecOf(d.Name),
		// How every match is gone through: whether an empty match right
		// after another is taken (executor.RegexWalk).
		RegexWalk: map[string]executor.RegexWalk{"postgres": executor.WalkPostgres, "hive": executor.WalkJava,
			"drill": executor.WalkJava, "spark": executor.WalkSpark, "trino": executor.WalkTrino, "presto": executor.WalkPresto,
			"duckdb": executor.WalkDuckDB, "bigquery": executor.WalkUnknownRE2, "doris": executor.WalkUnknownRE2,
			"snowflake": executor.WalkUnknown}[d.Name],
		// PostgreSQL: a negative slice bound is clamped, not counted from the end.
		SliceBoundsClamp: d.Name == "postgres",
		// PostgreSQL, DuckDB: array_append(NULL, 1) is [1].
		AppendToNullArray: d.Name == "postgres" || d.Name == "duckdb",
		// PostgreSQL: array_remove(a, NULL) removes NULLs, array_cat(NULL, NULL) is NULL.
		PGArrayFunctions: d.Name == "postgres",
		// PostgreSQL: split_part with an empty delimiter or field 0.
		PGSplitPart: d.Name == "postgres",
		// PostgreSQL: NULL::int[] || ARRAY[1] is {1}.
		ArrayConcatNullAsEmpty: d.Name == "postgres",
		// DuckDB: a lambda's index parameter counts from 1.
		OneBasedLambdaIndex: d.Name == "duckdb",
		// PostgreSQL: coalesce(arr, '{}') is an array.
		UnknownLiteralsTakeType: d.Name == "postgres",
		// PostgreSQL: nullif(3, 2.5) is the numeric 3.
		NullifConverts: d.Name == "postgres",
		// DuckDB: greatest('5', d) of a DOUBLE d reads '5' as a DOUBLE.
		ExtremeLiteralsTakeType: d.Name == "duckdb",
		// Spark's greatest and least of a string and a number raise.
		ExtremesNeedCommonType: d.Name == "spark",
		// Hive: a UNION of a string arm then a DOUBLE arm is a DOUBLE.
		UnionStringThenDouble: d.Name == "hive",
		// DuckDB, Spark, Hive: a string meeting an integer or a DATE in
		// a UNION makes a string column.
		UnionStringWidens: d.Name == "duckdb" || d.Name == "spark" || d.Name == "hive",
		// DuckDB: a DATE minus a DATE is a BIGINT.
		DateDiffBigInt: d.Name == "duckdb",
		// Spark: a DATE plus days wraps past its INT of days; Hive's
		// date_add and date_sub too (GenericUDFDateAdd, Hive 3 and 4:
		// "int newDays = output.getDays() + (signModifier * toBeAdded)",
		// Java int arithmetic).
		DateDaysWrap: d.Name == "spark" || d.Name == "hive",
		// Hive's concat_ws takes strings and arrays of strings only;
		// DuckDB's writes an array as its text, which is not modelled.
		ConcatWSStringsOnly: d.Name == "hive",
		ConcatWSArrayText:   d.Name == "duckdb",
		// DuckDB: a list's elements share one type.
		ListElemsNeedCommonType: d.Name == "duckdb",
		// DuckDB: coalesce(NULL, '10', 9) raises, coalesce('010', 9) is 10.
		CoalesceTypesDuckDB: d.Name == "duckdb",
		// DuckDB: typeof(1) is INTEGER, typeof([1]) INTEGER[].
		DuckDBTypeof: d.Name == "duckdb",
		// Spark: typeof(1) is int; Trino and Presto: typeof(123) is
		// integer (executor/typeof_names.go).
		TypeofNames:       typeofNames(d.Name),
		StringArithRaises: d.Name == "duckdb",
		DuckDBIntArgs:     d.Name == "duckdb",
		// DuckDB: DECIMAL arithmetic past 38 digits raises, a float is
		// cast to a DECIMAL in double precision.
		DecimalDuckDB: d.Name == "duckdb",
		TryCastParts:  d.Name == "duckdb",
		// DuckDB: a STRUCT is cast to a STRUCT by field names.
		StructCastByName: d.Name == "duckdb",
		// DuckDB: '[1, x]' is a list's text; INTEGER[3] is a fixed size.
		DuckDBListCasts: d.Name == "duckdb",
		// DuckDB: a string cast to a BLOB reads \xHH escapes.
		DuckDBBlobText: d.Name == "duckdb",
		// DuckDB: TIMESTAMP '2020-01-01 10:00 ' is an error.
		DuckDBTimeText:  d.Name == "duckdb",
		SparkDateFormat: d.Name == "spark",
		HiveDateFormat:  d.Name == "hive",
		HiveToDate:      d.Name == "hive",
		// A cast of 'infinity' to a DATE or TIMESTAMP: NULL in Hive and
		// Spark, an invalid text in Trino, Presto and BigQuery, raised as
		// not modelled elsewhere (executor.InfiniteTimeRule).
		InfiniteTime: map[string]executor.InfiniteTimeRule{"hive": executor.InfiniteTimeNull, "spark": executor.InfiniteTimeNull,
			"trino": executor.InfiniteTimeInvalid, "presto": executor.InfiniteTimeInvalid, "bigquery": executor.InfiniteTimeInvalid}[d.Name],
		MySQLDateFormat:   map[string]string{"trino": "trino", "presto": "presto"}[d.Name],
		DateTruncDates:    d.Name == "trino" || d.Name == "presto" || d.Name == "snowflake",
		ConcatStringsOnly: d.Name == "trino" || d.Name == "presto",
		DateUnitsOnDates:  d.Name == "trino" || d.Name == "presto",
		SparkNestedText:   d.Name == "spark",
		NoNestedTextCasts: d.Name == "hive" || d.Name == "bigquery",
		// BigQuery casts an ARRAY to an ARRAY only, a STRUCT to a STRUCT
		// only (its conversion rules), and its CONCAT and || take what
		// casts to STRING
		NoNestedTextConcat: d.Name == "bigquery",
		// Snowflake writes an OBJECT as JSON text of no documented key
		// order (executor/snowflake_object_text.go).
		ObjectTextUnknown: d.Name == "snowflake",
		DateTimeAdd:       d.Name == "postgres" || d.Name == "duckdb",
		// PostgreSQL and DuckDB: date + bigint has no operator
		// (executor/date_bigint.go).
		DateIntDaysOnly: d.Name == "postgres" || d.Name == "duckdb",
		// DuckDB: a TIMESTAMPTZ's text drops its offset's seconds.
		DuckDBZoneText: d.Name == "duckdb",
		// DuckDB: zone names read with ICU's zone data.
		DuckDBZoneData: d.Name == "duckdb",
		// DuckDB: a TIMESTAMPTZ plus an interval by ICU's calendar.
		DuckDBZonedAdd:  d.Name == "duckdb",
		DuckDBAliasRows: d.Name == "duckdb",
		// PostgreSQL and DuckDB: cbrt is the C library's, round keeps
		// the sign of a zero.
		CFloatMath: d.Name == "postgres" || d.Name == "duckdb",
		// Hive, Trino, Presto: java.lang.Math; Spark: StrictMath's ln,
		// log10, exp and pow (executor's javaLibmFn).
		JavaFloatMath: map[string]string{"hive": "math", "trino": "math", "presto": "math", "spark": "spark"}[d.Name],
		// Trino, Presto: the day of INTERVAL '36' HOUR is 1, its hour 12
		// (executor/java_interval_fields.go).
		JavaIntervalFields: d.Name == "trino" || d.Name == "presto",
		// PostgreSQL: round of a double precision rounds half to even, of
		// a numeric half away from zero (dialects' fnRoundPG).
		RoundFloatHalfEven: d.Name == "postgres",
		// Trino, Presto: round of a DOUBLE to d places rounds the double
		// nearest x * 10^d (dialects' fnRoundTrino).
		RoundTrino: d.Name == "trino" || d.Name == "presto",
		// Trino, Presto, BigQuery, Hive: lpad and rpad raise for a
		// negative length (rewrite/pad_negative_length.go).
		PadNegativeRaises: d.Name == "trino" || d.Name == "presto" || d.Name == "bigquery" || d.Name == "hive",
		// DuckDB: lpad and rpad raise for an empty pad where padding is
		// needed (executor/pad_empty.go).
		PadEmptyShortRaises: d.Name == "duckdb",
		// make_date of a year outside 1 to 9999: DuckDB's, elsewhere the
		// canonical PostgreSQL one (executor/make_date_range.go).
		MakeDateRule: makeDateRule(d.Name),
		// Trino, Presto: a repeated wall-clock time cast to TIMESTAMP WITH
		// TIME ZONE is read at the earlier offset (rewrite/trino_zone_overlap.go;
		// Presto's Joda-Time parse, DateTimeZone.getOffsetFromLocal).
		TrinoEarlierOverlap: d.Name == "trino" || d.Name == "presto",
		// DuckDB: round of a DOUBLE to d places other than 0 rounds the
		// double nearest x * 10^d (executor's duckRoundScaled).
		RoundDoubleScaled: d.Name == "duckdb",
		// How arrays and structs holding NULLs compare (nestedNullRule).
		NestedNulls: nestedNullRule(d.Name),
		// How avg of decimals is typed and rounded: the translator's rule
		// (rewrite.AvgDecimalRuleOf).
		AvgDecimal: avgDecimalRuleOf(d.Name),
		// BigQuery: UNNEST of an array of structs is a value table.
		UnnestStructValueTables: d.Name == "bigquery",
		// BigQuery: STRUCT(3, 4) in [STRUCT(1 AS a, 2 AS b), ...] has fields a, b.
		AnonymousStructFields: d.Name == "bigquery",
		// BigQuery: TIMESTAMP - TIMESTAMP has no days (0-0 0 36:34:56.789).
		TimestampDiffNoDays: d.Name == "bigquery",
		// BigQuery and Spark: DATE - DATE is an INTERVAL of days
		// (rewrite/date_minus_date.go).
		DateDiffInterval: d.Name == "bigquery" || d.Name == "spark",
		// Spark: sequence(x, x, 0) is [x]; DuckDB: generate_series(a, b, 0)
		// as a list is [].
		SequenceZeroStepSingle: d.Name == "spark",
		// Spark's str_to_map keeps trailing empty entries and raises for a
		// duplicate key; Hive's drops the first and keeps the last key.
		StrToMapSpark:     d.Name == "spark",
		ZeroStepListEmpty: d.Name == "duckdb",
		// Trino and Presto: sequence(...) of more than 10000 elements is an
		// error (Trino's SequenceFunction, MAX_RESULT_ENTRIES).
		SequenceMaxEntries: map[string]int{"trino": 10000, "presto": 10000}[d.Name],
		// Which operands of DIV are cast to BIGINT first: the
		// translator's rule (intDivOperandsOf).
		IntDivOperands: intDivOperandsOf(d.Name),
		// DuckDB, Trino and Presto: a float remainder by zero is NaN
		// (rewrite/mod_zero.go, modZeroNaN).
		FloatModZeroNaN: d.Name == "duckdb" || d.Name == "trino" || d.Name == "presto",
		// An integer or decimal remainder by zero raises, where the
		// translator does not take it for NULL (rewrite.ExactModZeroNull).
		ExactModZeroError: !rewrite.ExactModZeroNull(d.Name),
		// Snowflake: a float remainder by zero raises as well
		// (rewrite/mod_zero.go, snowflakeModZero).
		FloatModZeroError: d.Name == "snowflake",
		// PostgreSQL (and ANSI, run there) and DuckDB: an integer quotient
		// past its type's range raises (Options.IntDivRangeError).
		IntDivRangeError: d.Name == "postgres" || d.Name == "ansi" || d.Name == "duckdb",
		// PostgreSQL (and ANSI, run there, as its numeric aggregates are
		// PostgreSQL's: NumericIntAggregates): a float result past its
		// range raises (Options.FloatRangeError).
		FloatRangeError: d.Name == "postgres" || d.Name == "ansi",
		// DuckDB: so does the remainder of such a division (Options.IntModRangeError).
		IntModRangeError: d.Name == "duckdb",
		// Drill: an integer or float remainder by zero is the dividend
		// (rewrite.ModZeroDividend).
		ModZeroDividend: rewrite.ModZeroDividend(d.Name),
		// Snowflake's ARRAY_SLICE: 0-based, to excluded.
		ZeroBasedArraySlice: d.Name == "snowflake",
		// Snowflake: an OBJECT cast to a MAP (Options.ObjectToMap).
		ObjectToMap: d.Name == "snowflake",
		// Hive's add_months keeps a month's last day last.
		AddMonthsLastDay: d.Name == "hive" || d.Name == "snowflake",
		// Trino and Presto date_diff of TIMESTAMPs: whole units.
		DateDiffWholeUnits: d.Name == "trino" || d.Name == "presto",
		// DuckDB's names of date parts ('mons', 'yr', 'w').
		DuckDBUnits: d.Name == "duckdb",
		// DuckDB: printf('%.15g', x), C's %g (executor/printf_g.go).
		DuckDBPrintf: d.Name == "duckdb",
		// PostgreSQL's names of date_trunc's units ('ms', 'hrs', 'mon').
		PostgresTruncUnits: d.Name == "postgres",
		// Hive's months_between rounds half up (executor.Options).
		MonthsBetweenHalfUp: d.Name == "hive",
		JSONOverflow:        map[string]executor.JSONOverflow{"hive": executor.JSONOverflowHive, "spark": executor.JSONOverflowError}[d.Name],
		// Hive's get_json_object reads the last member of a repeated name.
		JSONLastMember: d.Name == "hive",
		// DuckDB's json_extract_string rewrites numbers (1.50 as 1.5).
		DuckDBJSONNumbers: d.Name == "duckdb",
		// BigQuery's DATE_ADD of a DATE is a DATE.
		DateIntervalKeepsDate: d.Name == "bigquery",
		// Interval literals with a range of fields (executor.IntervalRangeRule).
		IntervalRanges: executor.IntervalRangesOf(d.Name),
		// DuckDB and Snowflake: a bare WHERE name no FROM column has is
		// the select item of that alias (Dialect.WhereSeesAliases).
		WhereAliases: d.WhereSeesAliases,
		// DuckDB: from a subquery of WHERE too (Options.DuckDBWhereAliases).
		DuckDBWhereAliases: d.Name == "duckdb",
		// DuckDB: no outer column in a window function or a lambda.
		DuckDBCorrelationLimits: d.Name == "duckdb",
		// The same in HAVING (Dialect.HavingSeesAliases); DuckDB reads the
		// alias before a FROM column that GROUP BY does not name (checked
		// on DuckDB 1.5).
		HavingAliases:              d.HavingSeesAliases,
		HavingAliasesUnlessGrouped: d.Name == "duckdb",
		// A name inside an ORDER BY expression: FROM columns only
		// (PostgreSQL), a FROM column else the output name (DuckDB), or the
		// output name first (Trino) (Dialect.OrderByAliases).
		OrderByAliases: map[rewrite.AliasOrder]executor.OrderByAliases{
			rewrite.AliasesAfterFrom: executor.OrderByAliasesAfterFrom,
			rewrite.AliasesFirst:     executor.OrderByAliasesFirst}[d.OrderByAliases],
		// Hive reads GROUP BY 1 as the constant 1 (hive.groupby.position.alias
		// is false by default).
		GroupByIntegerConstants: d.Name == "hive",
		// DuckDB's names for unaliased select items, where they can be
		// told (the translation's own rule, dialects/item_names.go).
		ItemName:     duckdbItemName(d),
		ItemPrefix:   naming.Prefix,
		ValuesPrefix: naming.ValuesPrefix,
		ValuesBase:   naming.ValuesBase,
		// Trino and Presto name a column that has no name in the result
		// only, by its position there (dialects.itemNaming).
		UnnamedPrefix: map[bool]string{true: "_col"}[naming.Rule == "presto"],
		FuncName:      funcNamer(d),
		// PostgreSQL, DuckDB and ANSI SQL (the standard's rule, which
		// PostgreSQL follows): an aggregate whose arguments and FILTER read
		// only an outer query's columns belongs to that query.
		OuterLevelAggregates: d.Name == "postgres" || d.Name == "duckdb" || d.Name == "ansi",
		// Spark's json_tuple: a JSON null member does not replace an
		// earlier member of the same name.
		JSONTupleSkipsNull: d.Name == "spark",
		// Hive's concat_ws writes a NULL array element as null and keeps
		// an empty array's separator (rewrite/concat_ws_arrays.go).
		ConcatWsHive: d.Name == "hive",
		JavaShifts:   d.Name == "hive" || d.Name == "spark",
		// DuckDB: UNION ... ORDER BY s.a, s.a a branch's select item.
		SetOpOrderByBranches: d.Name == "duckdb",
		// x COLLATE name: DuckDB's NOCASE, NOACCENT...; PostgreSQL's "C".
		Collations: map[string]executor.CollationSet{"duckdb": executor.DuckDBCollations, "postgres": executor.PostgresCollations, "ansi": executor.ANSICollations}[d.Name],
		MaxRows:    opts.MaxRows,
		MaxMemory:  opts.MaxMemory,
		DataDirs:   opts.DataDirs,
		Database:   opts.Database,
		DataCache:  opts.DataCache,
		// A NAME.sql schema is parsed in d, within opts.Limits.
		DataCacheScope: fmt.Sprintf("%s %+v", d.Name, opts.Limits),
		ParseBody: func(body string) (*ast.Query, error) {
			st, err := prepareOne(body, d, opts.Limits)
			if err != nil {
				return nil, err
			}
			qs, ok := st.(*ast.QueryStmt)
			if !ok {
				return nil, fmt.Errorf("a SQL function body must be a query")
			}
			return qs.Query, nil
		},
		ParseCreateTable: func(sql string) (*ast.CreateTable, error) {
			st, err := prepareOne(sql, d, opts.Limits)
			if err != nil {
				return nil, err
			}
			ct, ok := st.(*ast.CreateTable)
			if !ok {
				return nil, fmt.Errorf("a schema file must hold one CREATE TABLE statement")
			}
			return ct, nil
		},
	})
	for _, dir := range opts.DataDirs {
		if err := eng.LoadDir(dir); err != nil {
			return nil, err
		}
	}
	return eng, nil
}

// duckdbItemName is DuckDB's naming of unaliased select items, for d
// DuckDB; nil for any other dialect.
func duckdbItemName(d *dialects.Dialect) func(ast.Expr) (string, bool) {
	if d.Name != "duckdb" {
		return nil
	}
	src := dialects.RewriteSource(d)
	return func(e ast.Expr) (string, bool) {
		if name, ok := src.ItemName(e); ok {
			return name, true
		}
		// a select-list unnest(...), named as the translation names it
		if f, ok := e.(*ast.Func); ok && strings.EqualFold(f.Name.Last().Name, "unnest") {
			return src.SelectItemName(f)
		}
		return "", false
	}
}

// postgresItemName is PostgreSQL's naming of unaliased select items, for
// d PostgreSQL; nil for any other dialect.
func postgresItemName(d *dialects.Dialect) func(ast.Expr, func(*ast.Subquery) (string, bool)) (string, bool) {
	if d.Name != "postgres" {
		return nil
	}
	return func(e ast.Expr, sub func(*ast.Subquery) (string, bool)) (string, bool) {
		return dialects.PostgresItemName(d, e, sub)
	}
}

// exactNames reports whether the executor finds d's names as the dialect
// does: a quoted one exactly as spelled, an unquoted one folded (prepare
// folds them), to lower case in PostgreSQL, to upper case in the SQL
// standard and Snowflake (Snowflake, Identifier resolution: unquoted
// names are stored and resolved as upper case, quoted ones as written,
// QUOTED_IDENTIFIERS_IGNORE_CASE being false by default). Their unquoted
// output names are so printed in upper case, as those engines name them.
func exactNames(d *dialects.Dialect) bool {
	return dialects.RewriteSource(d).Fold != rewrite.FoldNone
}

// prepare parses sql in d and puts every statement in canonical form, the
// form the executor runs.
// schema collects the tables the statements define (setup scripts
// included), so later statements know their column types.
func prepare(sql string, d *dialects.Dialect, limits Limits, schema *rewrite.Schema) ([]ast.Stmt, error) {
	script, err := Parse(sql, d.Name, limits)
	if err != nil {
		return nil, err
	}
	var diags diag.List
	if schema == nil {
		schema = rewrite.NewSchema()
	}
	out := make([]ast.Stmt, 0, len(script.Stmts))
	fold := dialects.RewriteSource(d).Fold
	for _, st := range script.Stmts {
		c := rewrite.NewContext(runSource(d), dialects.RewriteTarget(d), schema, &diags)
		c.Run = true
		st := rewrite.Canonicalize(c, st)
		rewrite.FoldNames(st, fold)
		out = append(out, st)
		schema.AddStmt(st)
	}
	if diags.HasErrors() {
		diags.Sort()
		return nil, &Error{Source: sql, Diagnostics: diags}
	}
	return out, nil
}

// runSource describes d as the source of a statement the reference
// executor runs. A translation refuses a DuckDB select-list generator whose
// column name (the text of the call as DuckDB prints it) cannot be told;
// when running, the column gets the name the executor gives any unaliased
// call: the call printed in d, else the function's name.
func runSource(d *dialects.Dialect) rewrite.Source {
	src := dialects.RewriteSource(d)
	if exact := src.SelectItemName; exact != nil {
		src.SelectItemName = func(f *ast.Func) (string, bool) {
			if name, ok := exact(f); ok {
				return name, true
			}
			// the function as d spells it (unnest, not the canonical
			// explode), then its arguments printed in d
			name := strings.ToLower(f.Name.Last().Name)
			if bare, ok := exact(&ast.Func{Name: f.Name}); ok {
				name = strings.TrimSuffix(bare, "()")
			}
			args := make([]string, len(f.Args))
			for i, a := range f.Args {
				text, err := dialects.Print(d, a, dialects.PrintOptions{})
				if err != nil {
					return name, true
				}
				args[i] = text
			}
			return name + "(" + strings.Join(args, ", ") + ")", true
		}
	}
	return src
}

func prepareOne(sql string, d *dialects.Dialect, limits Limits) (ast.Stmt, error) {
	stmts, err := prepare(sql, d, limits, nil)
	if err != nil {
		return nil, err
	}
	if len(stmts) != 1 {
		return nil, fmt.Errorf("want one statement, got %d", len(stmts))
	}
	return stmts[0], nil
}

// Run executes sql (one or more statements, after opts.Setup) on the
// reference executor with the semantics of dialect, and streams the
// result of the last statement. The caller must Close it.
func Run(ctx context.Context, sql, dialect string, opts RunOptions) (rows *Rows, err error) {
	d, err := lookup(dialect)
	if err != nil {
		return nil, err
	}
	cancel := context.CancelFunc(func() {})
	if opts.Timeout > 0 {
		ctx, cancel = context.WithTimeout(ctx, opts.Timeout)
	}
	defer func() {
		if r := recover(); r != nil {
			rows, err = nil, internalError(sql, r)
		}
		if err != nil {
			cancel()
		}
	}()
	eng, err := engineFor(d, opts)
	if err != nil {
		return nil, err
	}
	schema := rewrite.NewSchema()
	for _, setup := range opts.Setup {
		if err := runScript(ctx, eng, setup, d, opts.Limits, schema); err != nil {
			return nil, fmt.Errorf("setup: %w", err)
		}
	}
	stmts, err := prepare(sql, d, opts.Limits, schema)
	if err != nil {
		return nil, err
	}
	if len(stmts) == 0 {
		return nil, errors.New("no statement to run")
	}
	for _, st := range stmts[:len(stmts)-1] {
		if err := execDiscard(ctx, eng, st); err != nil {
			return nil, err
		}
	}
	res, err := eng.Exec(ctx, stmts[len(stmts)-1])
	if err != nil {
		return nil, err
	}
	return &Rows{res: res, cancel: cancel}, nil
}

func runScript(ctx context.Context, eng *executor.Engine, sql string, d *dialects.Dialect, limits Limits, schema *rewrite.Schema) error {
	stmts, err := prepare(sql, d, limits, schema)
	if err != nil {
		return err
	}
	for _, st := range stmts {
		if err := execDiscard(ctx, eng, st); err != nil {
			return err
		}
	}
	return nil
}

func execDiscard(ctx context.Context, eng *executor.Engine, st ast.Stmt) error {
	res, err := eng.Exec(ctx, st)
	if err != nil {
		return err
	}
	defer res.Close()
	for {
		if _, err := res.Next(); err != nil {
			if errors.Is(err, io.EOF) {
				return nil
			}
			return err
		}
	}
}

// Explain returns the reference executor's plan for the last statement of
// sql, after opts.Setup (which defines the tables it reads).
func Explain(ctx context.Context, sql, dialect string, opts RunOptions) (plan *executor.PlanTree, err error) {
	d, err := lookup(dialect)
	if err != nil {
		return nil, err
	}
	defer func() {
		if r := recover(); r != nil {
			plan, err = nil, internalError(sql, r)
		}
	}()
	eng, err := engineFor(d, opts)
	if err != nil {
		return nil, err
	}
	schema := rewrite.NewSchema()
	for _, setup := range opts.Setup {
		if err := runScript(ctx, eng, setup, d, opts.Limits, schema); err != nil {
			return nil, fmt.Errorf("setup: %w", err)
		}
	}
	stmts, err := prepare(sql, d, opts.Limits, schema)
	if err != nil {
		return nil, err
	}
	if len(stmts) == 0 {
		return nil, errors.New("no statement to explain")
	}
	for _, st := range stmts[:len(stmts)-1] {
		if err := execDiscard(ctx, eng, st); err != nil {
			return nil, err
		}
	}
	return eng.Explain(stmts[len(stmts)-1])
}

// funcNamer spells a canonical call in d, for the names of unaliased
// select items: "" when d has no call of its own for it.
func funcNamer(d *dialects.Dialect) func(f *ast.Func) string {
	return func(f *ast.Func) string {
		if len(f.Name) == 1 {
			if c, ok := dialects.ResolveFunc(d, f.Name[0].Name); ok && strings.EqualFold(c, f.Name[0].Name) {
				return "" // the canonical name is d's own spelling too
			}
		}
		x, err := dialects.SpellCall(d, f)
		if err != nil {
			return ""
		}
		if sf, ok := x.(*ast.Func); ok {
			return sf.Name.Last().Name
		}
		return ""
	}
}

// divisionRuleOf is the executor's rule for "/" with a decimal operand in
// dialect, from the translator's table (rewrite.DecimalQuotient).
func divisionRuleOf(dialect string) executor.DivisionRule {
	// Snowflake's NUMBER rule is Options.NumberIntegers; the undefined
	// ones keep the executor's default.
	return map[string]executor.DivisionRule{
		"hive": executor.DivisionHive, "spark": executor.DivisionSpark, "trino": executor.DivisionTrino,
		"postgres": executor.DivisionPostgres, "double": executor.DivisionDouble,
		"bigquery": executor.DivisionBigQuery, "doris": executor.DivisionDoris}[rewrite.DecimalQuotient(dialect)]
}

// avgDecimalRuleOf is the executor's form of the translator's rule for
// avg of decimals (rewrite.AvgDecimalRuleOf).
func avgDecimalRuleOf(dialect string) executor.AvgDecimalRule {
	return map[string]executor.AvgDecimalRule{
		"hive": executor.AvgDecimalHive, "spark": executor.AvgDecimalSpark, "trino": executor.AvgDecimalTrino,
		"postgres": executor.AvgDecimalPostgres, "double": executor.AvgDecimalDouble,
		"bigquery": executor.AvgDecimalBigQuery}[rewrite.AvgDecimalRuleOf(dialect)]
}

// intDivOperandsOf is the executor's form of the translator's rule for
// the operands of integral division (rewrite.IntDivCastsToBigInt): Hive's
// DIV casts DOUBLE and DECIMAL operands to BIGINT, Spark's div a DOUBLE.
func intDivOperandsOf(dialect string) executor.IntDivOperands {
	switch {
	case rewrite.IntDivCastsToBigInt(dialect, "DECIMAL"):
		return executor.IntDivFractionalToBigInt
	case rewrite.IntDivCastsToBigInt(dialect, "DOUBLE"):
		return executor.IntDivFloatToBigInt
	}
	return executor.IntDivExact
}

// fracToIntOf is the executor's rule for a CAST of a fractional value to an
// integer type in dialect, from the translator's table (rewrite.castRules):
// halves away from zero unless it truncates or rounds a double half to
// even.
func fracToIntOf(dialect string) executor.FracToInt {
	switch {
	case rewrite.CastTruncates(dialect):
		return executor.FracToIntTruncate
	case rewrite.CastRoundsFloatToEven(dialect):
		return executor.FracToIntFloatHalfEven
	}
	return executor.FracToIntHalfAway
}

// floatTextOf is the executor's rule for a float's text in dialect, from
// the translator's table (rewrite.FloatTextRule); the executor's own form
// where it is not documented.
func floatTextOf(dialect string) executor.FloatText {
	return map[string]executor.FloatText{"java": executor.FloatTextJava, "postgres": executor.FloatTextPostgres,
		"duckdb": executor.FloatTextDuckDB}[rewrite.FloatTextRule(dialect)]
}

// likeNoDefaultEscape: the dialect's LIKE has no escape character without
// ESCAPE (rewrite.LikeDefaultEscape).
func likeNoDefaultEscape(dialect string) bool {
	esc, known := rewrite.LikeDefaultEscape(dialect)
	return known && esc == ""
}

// bareTimestampDigits is the fractional digits of a TIMESTAMP without a
// precision under RoundTimestampCasts: Trino's and Presto's keep
// milliseconds, Doris's DATETIME none.
func bareTimestampDigits(dialect string) int {
	if dialect == "trino" || dialect == "presto" {
		return 3
	}
	if dialect == "postgres" {
		return 6 // (PostgreSQL's TIMESTAMP keeps microseconds)
	}
	return 0
}

// makeDateRule names whose rule lat run's make_date follows for a year
// outside 1 to 9999: DuckDB's for DuckDB, the canonical PostgreSQL one
// for every other dialect (Spark's and Hive's raise before it is read).
func makeDateRule(dialect string) string {
	if dialect == "duckdb" {
		return "duckdb"
	}
	return "postgres"
}
