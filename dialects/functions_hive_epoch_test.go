package dialects

import "testing"

// Hive's and Spark's unix_timestamp() is read as unix_timestamp_now and
// written as the floor of each target's epoch seconds of
// current_timestamp (functions_hive_epoch.go); with arguments it is not
// read (the rewrite refuses it toward another dialect).
func TestHiveEpochRows(t *testing.T) {
	for _, d := range []string{"hive", "spark"} {
		if got := resolve(t, d, false, call("unix_timestamp")); got != "unix_timestamp_now()" {
			t.Errorf("%s unix_timestamp(): got %s", d, got)
		}
		if _, ok := ResolveCall(fnTestDialect(t, d), call("unix_timestamp", col("x")), false); ok {
			t.Errorf("%s unix_timestamp(x) must not be read", d)
		}
	}
	for _, c := range []struct{ dialect, want string }{
		{"postgres", "CAST(floor(date_part('epoch', current_timestamp())) AS bigint)"},
		{"duckdb", "CAST(floor(epoch(current_timestamp())) AS bigint)"},
		{"trino", "CAST(floor(to_unixtime(current_timestamp())) AS bigint)"},
		{"presto", "CAST(floor(to_unixtime(current_timestamp())) AS bigint)"},
		{"spark", "unix_timestamp()"}, {"hive", "unix_timestamp()"},
	} {
		if got := spell(t, c.dialect, "unix_timestamp_now"); got != c.want {
			t.Errorf("%s unix_timestamp_now: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, d := range []string{"snowflake", "bigquery", "ansi", "drill", "doris"} {
		if e := spellErr(t, d, "unix_timestamp_now"); e.Code != CodeFuncUnsupported {
			t.Errorf("%s unix_timestamp_now: code %s", d, e.Code)
		}
	}
}

// Spark's next_day of a literal day name (any case; two letters, three
// or the whole name) is read as next_day_dow with the ISO day, and
// written by the days to add (functions_next_day.go); another name or a
// name that is no literal is not read.
func TestNextDayRows(t *testing.T) {
	sp := fnTestDialect(t, "spark")
	for name, want := range map[string]string{"mo": "1", "TUE": "2", "Wednesday": "3", "su": "7", "SAT": "6"} {
		if got := resolve(t, "spark", false, call("next_day", col("d"), str(name))); got != "next_day_dow(d, "+want+")" {
			t.Errorf("spark next_day(d, %q): got %s", name, got)
		}
	}
	for _, a := range []string{"xx", "M", "mond"} {
		if _, ok := ResolveCall(sp, call("next_day", col("d"), str(a)), false); ok {
			t.Errorf("spark next_day(d, %q) must not be read", a)
		}
	}
	if _, ok := ResolveCall(sp, call("next_day", col("d"), col("x")), false); ok {
		t.Errorf("spark next_day(d, x) must not be read")
	}
	if _, ok := ResolveCall(fnTestDialect(t, "hive"), call("next_day", col("d"), str("MO")), false); ok {
		t.Errorf("hive next_day must not be read")
	}
	for _, c := range []struct{ dialect, want string }{
		{"spark", "next_day(d, 'MONDAY')"},
	} {
		if got := spell(t, c.dialect, "next_day_dow", col("d"), num(1)); got != c.want {
			t.Errorf("%s next_day_dow: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, d := range []string{"hive", "snowflake", "bigquery", "ansi", "drill", "doris"} {
		if e := spellErr(t, d, "next_day_dow", col("d"), num(1)); e.Code != CodeFuncUnsupported {
			t.Errorf("%s next_day_dow: code %s", d, e.Code)
		}
	}
}

// Spark's trunc(d, fmt) of a literal fmt Spark reads is trunc_date(d,
// unit), written through the target's date_trunc of a TIMESTAMP cast back
// to DATE (functions_trunc_date.go); Hive's (a STRING) is not read.
func TestTruncDateRows(t *testing.T) {
	for fm, unit := range map[string]string{"MM": "month", "mon": "month", "YY": "year", "yyyy": "year", "Quarter": "quarter", "WEEK": "week"} {
		if got := resolve(t, "spark", false, call("trunc", col("d"), str(fm))); got != "trunc_date(d, '"+unit+"')" {
			t.Errorf("spark trunc(d, %q): got %s", fm, got)
		}
	}
	for _, fm := range []string{"dd", "day", "hour"} {
		if _, ok := ResolveCall(fnTestDialect(t, "spark"), call("trunc", col("d"), str(fm)), false); ok {
			t.Errorf("spark trunc(d, %q) must not be read", fm)
		}
	}
	if _, ok := ResolveCall(fnTestDialect(t, "hive"), call("trunc", col("d"), str("MM")), false); ok {
		t.Errorf("hive trunc(d, 'MM') must not be read")
	}
	if got := spell(t, "spark", "trunc_date", col("d"), str("month")); got != "trunc(d, 'month')" {
		t.Errorf("spark trunc_date: got %s", got)
	}
	for _, d := range []string{"hive", "snowflake", "bigquery", "ansi", "drill", "doris"} {
		if e := spellErr(t, d, "trunc_date", col("d"), str("month")); e.Code != CodeFuncUnsupported {
			t.Errorf("%s trunc_date: code %s", d, e.Code)
		}
	}
}

// from_utc_timestamp is read from Hive and Spark and written with AT TIME
// ZONE for PostgreSQL and DuckDB and at_timezone for Trino, of a literal
// region name or UTC only (functions_utc_timestamp.go).
func TestUTCTimestampRows(t *testing.T) {
	for _, c := range []struct{ dialect, want string }{
		// PostgreSQL's and DuckDB's AT TIME ZONE: rewrite's TestFromUTCTimestamp
		{"postgres", "<*ast.AtTimeZone>"},
		{"duckdb", "<*ast.AtTimeZone>"},
		{"trino", "at_timezone(with_timezone(x, 'UTC'), 'Asia/Tokyo')"},
		{"spark", "from_utc_timestamp(x, 'Asia/Tokyo')"},
	} {
		if got := spell(t, c.dialect, "from_utc_timestamp", col("x"), str("Asia/Tokyo")); got != c.want {
			t.Errorf("%s from_utc_timestamp: got %s, want %s", c.dialect, got, c.want)
		}
	}
	for _, z := range []string{"+08:00", "PST", "GMT+8", ""} {
		if e := spellErr(t, "postgres", "from_utc_timestamp", col("x"), str(z)); e.Code != CodeFuncUnsupported {
			t.Errorf("postgres from_utc_timestamp of %q: code %s", z, e.Code)
		}
	}
	for _, d := range []string{"presto", "snowflake", "bigquery", "ansi", "drill", "doris"} {
		if e := spellErr(t, d, "from_utc_timestamp", col("x"), str("UTC")); e.Code != CodeFuncUnsupported {
			t.Errorf("%s from_utc_timestamp: code %s", d, e.Code)
		}
	}
}
