package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
)

// lat run --dialect duckdb knows DuckDB's epoch_ms, epoch_us and epoch_ns
// (a BIGINT of a date, a timestamp, a time or an interval, truncated
// toward zero, a month 30 days; epoch_ms of a BIGINT a TIMESTAMP) and
// make_timestamp of a BIGINT of microseconds, with DuckDB's range errors
// and Binder Errors; the queries run on DuckDB too.
func TestDuckEpochUnits(t *testing.T) {
	for _, c := range []numericRow{
		{sql: "SELECT epoch_ms(TIMESTAMP '2020-01-01 00:00:01.5') AS a, epoch_us(TIMESTAMP '2020-01-01 00:00:01.5') AS b, epoch_ns(TIMESTAMP '2020-01-01 00:00:01.5') AS c, epoch_ms(TIMESTAMPTZ '2020-01-01 00:00:01.5+02') AS d",
			want: "(1577836801500, 1577836801500000, 1577836801500000000, 1577829601500)"},
		{sql: "SELECT epoch_ms(TIMESTAMP '1969-12-31 23:59:59.9985') AS a, epoch_ms(TIMESTAMP '1969-12-31 23:59:59.9995') AS b, epoch_ms(DATE '1969-12-31') AS c, epoch_ns(DATE '2262-04-11') AS d, epoch_ms(TIME '23:59:59.9999') AS e, epoch_ns(TIME '00:00:00.000001') AS f",
			want: "(-1, 0, -86400000, 9223286400000000000, 86399999, 1000)"},
		{sql: "SELECT epoch_ms(INTERVAL '1 year') AS a, epoch_ms(INTERVAL '-1 year 1 month') AS b, epoch_ms(INTERVAL '1 day -1.5 milliseconds') AS c, epoch_ms(INTERVAL '-1.5 milliseconds') AS d, epoch_ns(INTERVAL '14 months 1 day 1 microsecond') AS e",
			want: "(31104000000, -28512000000, 86399999, -1, 36374400000001000)"},
		{sql: "SELECT epoch_ms(-1500) AS a, epoch_ms(1500::SMALLINT) AS b, epoch_ms(NULL) AS c, make_timestamp(1577836801500000) AS d, make_timestamp(-1) AS e, epoch_ms(make_timestamp(-1500)) AS f",
			want:    "(1969-12-31 23:59:58.5, 1970-01-01 00:00:01.5, NULL, 2020-01-01 00:00:01.5, 1969-12-31 23:59:59.999999, -1)",
			wantEng: "('1969-12-31 23:59:58.5', '1970-01-01 00:00:01.5', NULL, '2020-01-01 00:00:01.5', '1969-12-31 23:59:59.999999', -1)"},
		{sql: "SELECT epoch_ms(x) AS a, epoch_us(y) AS b, typeof(epoch_ms(x)) AS c, typeof(epoch_us(y)) AS d FROM (VALUES (1500::BIGINT, TIMESTAMP '2020-01-01')) t(x, y)",
			want: "(1970-01-01 00:00:01.5, 1577836800000000, TIMESTAMP, BIGINT)", wantEng: "('1970-01-01 00:00:01.5', 1577836800000000, 'TIMESTAMP', 'BIGINT')"},
		{sql: "SELECT epoch_ns(TIMESTAMP '2262-04-12 00:00:00') AS a", err: "Could not convert Timestamp(US) to Timestamp(NS)"},
		{sql: "SELECT epoch_ns(DATE '2262-04-12') AS a", err: "Could not convert DATE (2262-04-12) to nanoseconds"},
		{sql: "SELECT epoch_ns(INTERVAL '300 years') AS a", err: "Could not convert Interval to Nanoseconds"},
		{sql: "SELECT epoch_ms(9223372036854776) AS a", err: "Could not convert Timestamp(MS) to Timestamp(US)"},
		{sql: "SELECT make_timestamp(9223372036854775807) AS a", err: "Timestamp microseconds out of range: 9223372036854775807"},
		{sql: "SELECT epoch_ms('2020-01-01') AS a", err: "epoch_ms"},
		{sql: "SELECT epoch_us(NULL) AS a", err: "epoch_us"},
		{sql: "SELECT epoch_us(1) AS a", err: "epoch_us"},
		{sql: "SELECT make_timestamp(1.5) AS a", err: "make_timestamp"},
	} {
		c.dialect, c.engine = "duckdb", engines.DuckDB
		if c.wantEng == "" {
			c.wantEng = c.want
		}
		checkNumericRow(t, c)
	}
}

// epoch_ms of a type DuckDB takes and the executor does not model
// (TIMESTAMP_MS, TIME WITH TIME ZONE) is refused as unmodelled, not
// said to be missing from DuckDB, which answers it.
func TestDuckEpochUnitsUnmodelledType(t *testing.T) {
	for _, c := range []struct{ sql, eng string }{
		{"SELECT epoch_ms(TIMESTAMP_MS '2020-01-01 00:00:00.123') AS a", "(1577836800123)"},
		{"SELECT epoch_us(TIME WITH TIME ZONE '01:00:00+02') AS a", "(3600000000)"},
	} {
		ref, refErr, eng, _ := oneRow(t, "duckdb", engines.DuckDB, c.sql)
		if refErr == nil || !strings.Contains(refErr.Error(), "does not model the type") || eng != c.eng {
			t.Errorf("%s: reference %s %v, engine %s, want the type refused, engine %s", c.sql, ref, refErr, eng, c.eng)
		}
	}
}
