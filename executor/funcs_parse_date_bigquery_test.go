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
