package executor_test

import "testing"

// TestDateFormatJava: Trino's format_datetime (Joda-Time letters) and
// Hive's and Spark's date_format of the letters lateral writes: Trino's
// timestamp rounded to milliseconds first (Trino's FormatDateTime:
// round(timestamp, 3), so that 0999-12-31 23:59:59.9999 is written as
// 1000-01-01 00:00:00.000), the others' fraction cut (.9999 is 999), a
// year of 4 digits (0999),
// yy its last two; a DATE formatted at midnight. Hive's S of another
// count than 3 (SimpleDateFormat's count of milliseconds) and its years
// before 1583 are not modelled.
func TestDateFormatJava(t *testing.T) {
	for _, d := range []string{"trino", "presto"} {
		runShown(t, sqlCase{name: "format_datetime", dialect: d,
			query: "SELECT format_datetime(TIMESTAMP '0999-12-31 23:59:59.9999', 'yyyy-MM-dd HH:mm:ss.SSS yy'), format_datetime(TIMESTAMP '2024-03-05 14:07:09.5', 'S|SS 100%'), format_datetime(CAST(NULL AS TIMESTAMP), 'yyyy')",
			want:  []string{"1000-01-01 00:00:00.000 00 | 5|50 100% | NULL"}})
		runShown(t, sqlCase{name: "format_datetime letter", dialect: d, query: "SELECT format_datetime(TIMESTAMP '2024-03-05 14:07:09', 'ZZ')", err: "not modelled"})
	}
	for _, d := range []string{"hive", "spark"} {
		runShown(t, sqlCase{name: "date_format", dialect: d,
			query: "SELECT date_format(TIMESTAMP '2024-03-05 14:07:09.9999', 'yyyy-MM-dd HH:mm:ss.SSS yy'), date_format(DATE '2024-03-05', 'yyyyMMdd HH'), date_format(CAST(NULL AS TIMESTAMP), 'yyyy')",
			want:  []string{"2024-03-05 14:07:09.999 24 | 20240305 00 | NULL"}})
	}
	runShown(t, sqlCase{name: "Hive's S", dialect: "hive", query: "SELECT date_format(TIMESTAMP '2024-03-05 14:07:09.5', 'S')", err: "not modelled"})
	runShown(t, sqlCase{name: "Hive before 1583", dialect: "hive", query: "SELECT date_format(TIMESTAMP '1500-03-05 14:07:09', 'yyyy')", err: "not modelled"})
	runShown(t, sqlCase{name: "Spark's S", dialect: "spark", query: "SELECT date_format(TIMESTAMP '2024-03-05 14:07:09.5', 'S')", want: []string{"5"}})
}
