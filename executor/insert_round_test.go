package executor_test

import "testing"

// An INSERT into a TIMESTAMP(p) or TIME(p) column of fewer than 6 digits
// rounds the value to p digits as the dialect's cast does
// (Column.RoundDigits): Trino half up on either side of 1970 (its
// INSERT coerces the value by its cast: Timestamps.round, roundDiv; a
// TIME's carry past midnight wraps to 00:00:00, TimeToTimeCast), its
// bare TIMESTAMP and TIME of 3 (Trino documentation, data types); Presto's
// TIMESTAMP keeps milliseconds, rounded as its cast here; Doris's DATETIME
// is DATETIME(0), and digits past a DATETIME(p)'s precision are rounded
// (Doris documentation, DATETIME and Cast to DATETIME), a string's past
// the sixth half up into a DATETIME(6) as its cast reads them (Trino
// raises for a string into a TIMESTAMP column: not run here). The values
// are written by those rules; a TIMESTAMP WITH TIME ZONE of Trino and a
// TIME of Presto are kept.
func TestInsertRoundsToColumnDigits(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "trino", dialect: "trino", setup: []string{"CREATE TABLE r (id INTEGER, a TIMESTAMP, b TIME, c TIMESTAMP(1), d TIMESTAMP(6))",
			"INSERT INTO r VALUES (1, TIMESTAMP '2024-01-01 10:00:00.1235', TIME '23:59:59.9995', TIMESTAMP '1969-12-31 23:59:59.95', TIMESTAMP '2024-01-01 10:00:00.123456'), " +
				"(2, TIMESTAMP '1960-01-01 10:00:00.1225', TIME '10:00:00.1234', TIMESTAMP '1960-01-01 10:00:00.04', NULL)",
			"INSERT INTO r (id, a) SELECT 3, d FROM r WHERE id = 1"},
			query: "SELECT id, CAST(a AS VARCHAR), CAST(b AS VARCHAR), CAST(c AS VARCHAR), CAST(d AS VARCHAR) FROM r ORDER BY id",
			want: []string{"1 | 2024-01-01 10:00:00.124 | 00:00:00.000 | 1970-01-01 00:00:00.0 | 2024-01-01 10:00:00.123456",
				"2 | 1960-01-01 10:00:00.123 | 10:00:00.123 | 1960-01-01 10:00:00.0 | NULL",
				"3 | 2024-01-01 10:00:00.123 | NULL | NULL | NULL"}},
		{name: "presto", dialect: "presto", setup: []string{"CREATE TABLE r (id INTEGER, a TIMESTAMP)",
			"INSERT INTO r VALUES (1, TIMESTAMP '2024-01-01 10:00:00.1235'), (2, TIMESTAMP '1960-01-01 23:59:59.9995'), (3, NULL)"},
			query: "SELECT id, CAST(a AS VARCHAR) FROM r ORDER BY id",
			want:  []string{"1 | 2024-01-01 10:00:00.124", "2 | 1960-01-02 00:00:00.000", "3 | NULL"}},
		{name: "doris", dialect: "doris", setup: []string{"CREATE TABLE r (id INT, a DATETIME, b DATETIME(3), c DATETIME(6))",
			"INSERT INTO r VALUES (1, '2024-01-01 10:00:00.5', '2024-01-01 10:00:00.1235', '2024-01-01 10:00:00.1234565'), " +
				"(2, CAST('1960-01-01 10:00:00.5' AS DATETIME(1)), CAST('1960-01-01 23:59:59.9995' AS DATETIME(4)), '2024-01-01 10:00:00.1234564')"},
			// (the values, not Doris's text of them, which lat run does not
			// write with a DATETIME(p)'s p digits)
			query: "SELECT id, a, b, c FROM r ORDER BY id",
			want: []string{"1 | 2024-01-01 10:00:01 | 2024-01-01 10:00:00.124 | 2024-01-01 10:00:00.123457",
				"2 | 1960-01-01 10:00:01 | 1960-01-02 00:00:00 | 2024-01-01 10:00:00.123456"}},
	} {
		runShown(t, c)
	}
}
