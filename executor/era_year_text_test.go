package executor_test

import "testing"

// TestEraYearText: a DATE or a TIMESTAMP before year 1 made text. Spark
// writes the signed proleptic year (its formatters read yyyy as u: 45 BC
// is -0044, 1 BC 0000), and reads it so in a literal and a cast of a
// string ([+-]yyyy*-[m]m-[d]d, Spark 3.3 migration guide); Trino and
// Presto write it so too (java.time's uuuu for Trino's TIMESTAMP, Joda's
// ISO year for its DATE and Presto's); Hive 3 writes the year of the era
// (java.time's yyyy: 45 BC is 0045). rewrite/temporal_text.go
// (extremeYearsDiffer) records the same texts.
func TestEraYearText(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "Spark literals and casts", dialect: "spark",
			query: "SELECT CAST(DATE '-0044-03-15' AS STRING), CAST(CAST('-0044-03-15 10:00:00.5' AS TIMESTAMP) AS STRING), CAST(DATE '0000-12-31' AS STRING), year(DATE '-0044-03-15')",
			want:  []string{"-0044-03-15 | -0044-03-15 10:00:00.5 | 0000-12-31 | -44"}},
		{name: "Spark concat, arrays", dialect: "spark",
			query: "SELECT concat(date_add(DATE '0001-01-01', -1), '|'), CAST(array(DATE '-0044-03-15') AS STRING)",
			want:  []string{"0000-12-31| | [-0044-03-15]"}},
		{name: "Hive", dialect: "hive",
			query: "SELECT CAST(date_add(DATE '0001-01-01', -1) AS STRING), CAST(CAST(date_add(DATE '0001-01-01', -16437) AS TIMESTAMP) AS STRING)",
			want:  []string{"0001-12-31 | 0045-01-01 00:00:00"}},
		{name: "Trino", dialect: "trino",
			query: "SELECT CAST(date_add('day', -1, DATE '0001-01-01') AS VARCHAR), CAST(CAST(date_add('day', -16437, DATE '0001-01-01') AS TIMESTAMP) AS VARCHAR)",
			want:  []string{"0000-12-31 | -0044-01-01 00:00:00.000"}},
		{name: "Presto", dialect: "presto",
			query: "SELECT CAST(date_add('day', -16437, DATE '0001-01-01') AS VARCHAR)",
			want:  []string{"-0044-01-01"}},
	} {
		runShown(t, c)
	}
}
