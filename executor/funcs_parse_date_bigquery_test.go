package executor_test

import "testing"

// BigQuery's PARSE_DATE(format, text), the pattern first, of a text of
// the pattern's exact shape (BigQuery reference, PARSE_DATE); an
// impossible date is an error, as in BigQuery ("Failed to parse input
// string"), another text is not modelled.
func TestParseDateBigQuery(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "PARSE_DATE of %Y%m%d and %F", dialect: "bigquery",
			query: "SELECT PARSE_DATE('%Y%m%d', s), PARSE_DATE('%F', '2000-12-31') FROM (SELECT '20240229' AS s UNION ALL SELECT NULL) v ORDER BY 1",
			want:  []string{"NULL | 2000-12-31", "2024-02-29 | 2000-12-31"}},
		{name: "PARSE_DATE of an impossible date", dialect: "bigquery", query: "SELECT PARSE_DATE('%Y%m%d', '20230229')", err: "out of range"},
		{name: "PARSE_DATE of fewer digits", dialect: "bigquery", query: "SELECT PARSE_DATE('%Y%m%d', '2023021')", err: "parse_date"},
		{name: "PARSE_DATE outside BigQuery", dialect: "duckdb", query: "SELECT PARSE_DATE('%Y%m%d', '20230221')", err: "BigQuery only"},
	} {
		runShown(t, c)
	}
}

// Trino's to_iso8601 of a DATE (YYYY-MM-DD, the year padded to 4 digits)
// and from_iso8601_date of a YYYY-MM-DD text (Trino documentation, "Date
// and time functions"); a timestamp's and the week form are not modelled.
func TestTrinoIso8601Date(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "to_iso8601 and from_iso8601_date", dialect: "trino",
			query: "SELECT to_iso8601(DATE '0005-01-02'), from_iso8601_date('2024-02-29'), to_iso8601(CAST(NULL AS DATE))",
			want:  []string{"0005-01-02 | 2024-02-29 | NULL"}},
		{name: "to_iso8601 of a timestamp", dialect: "trino", query: "SELECT to_iso8601(TIMESTAMP '2024-01-01 00:00:00')", err: "only of a DATE"},
		{name: "from_iso8601_date of a week", dialect: "trino", query: "SELECT from_iso8601_date('2020-W10')", err: "not modelled"},
		{name: "from_iso8601_date of an impossible date", dialect: "trino", query: "SELECT from_iso8601_date('2023-02-29')", err: "out of range"},
	} {
		runShown(t, c)
	}
}
