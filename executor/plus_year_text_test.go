package executor_test

import "testing"

// TestPlusYearText: Spark and Hive write a DATE and a TIMESTAMP of a year
// past 9999 made text with + before the year, Trino a TIMESTAMP; Trino's
// DATE and Presto's both are written without it (plus_year_text.go).
func TestPlusYearText(t *testing.T) {
	setup := []string{"CREATE TABLE d (id INT, x DATE)",
		"INSERT INTO d VALUES (1, CAST('10000-01-01' AS DATE)), (2, CAST('9999-12-31' AS DATE)), (3, NULL), (4, CAST('99999-12-31' AS DATE))"}
	// Spark's array_join and concat_ws write an array's elements as CAST
	// does (Hive's concat_ws takes strings only)
	runShown(t, sqlCase{name: "elements joined", dialect: "spark", setup: setup,
		query: "SELECT array_join(array_sort(collect_list(x)), ','), concat_ws('/', array(date_add(CAST('9999-12-31' AS DATE), 1))) FROM d",
		want:  []string{"9999-12-31,+10000-01-01,+99999-12-31 | +10000-01-01"}})
	for _, dialect := range []string{"spark", "hive"} {
		for _, c := range []sqlCase{
			{name: "a DATE column cast to STRING", setup: setup, query: "SELECT CAST(x AS STRING) FROM d ORDER BY id",
				want: []string{"+10000-01-01", "9999-12-31", "NULL", "+99999-12-31"}},
			{name: "the day after 9999-12-31", query: "SELECT CAST(date_add(CAST('9999-12-31' AS DATE), 1) AS STRING)",
				want: []string{"+10000-01-01"}},
			{name: "a TIMESTAMP", query: "SELECT CAST(CAST('10000-01-01 10:00:00.5' AS TIMESTAMP) AS STRING)",
				want: []string{"+10000-01-01 10:00:00.5"}},
			{name: "a TIMESTAMP of year 9999", query: "SELECT CAST(CAST('9999-12-31 23:59:59' AS TIMESTAMP) AS STRING)",
				want: []string{"9999-12-31 23:59:59"}},

			{name: "concat reads the date as a string", setup: setup, query: "SELECT concat('d:', x), length(x) FROM d ORDER BY id",
				want: []string{"d:+10000-01-01 | 12", "d:9999-12-31 | 10", "NULL | NULL", "d:+99999-12-31 | 12"}},
			{name: "|| too", setup: setup, query: "SELECT 'd:' || x FROM d WHERE id = 1", want: []string{"d:+10000-01-01"}},
		} {
			c.dialect = dialect
			runShown(t, c)
		}
	}
	trinoSetup := []string{"CREATE TABLE d (id INTEGER, x DATE, ts TIMESTAMP(3))",
		"INSERT INTO d VALUES (1, CAST('10000-01-01' AS DATE), CAST('10000-01-01 10:00:00.5' AS TIMESTAMP(3))), " +
			"(2, CAST('9999-12-31' AS DATE), CAST('9999-12-31 23:59:59' AS TIMESTAMP(3))), (3, NULL, NULL)"}
	for _, c := range []sqlCase{
		{dialect: "trino", name: "a TIMESTAMP with the +, a DATE without", setup: trinoSetup,
			query: "SELECT CAST(ts AS VARCHAR), CAST(x AS VARCHAR) FROM d ORDER BY id",
			want:  []string{"+10000-01-01 10:00:00.500 | 10000-01-01", "9999-12-31 23:59:59.000 | 9999-12-31", "NULL | NULL"}},
		{dialect: "presto", name: "neither", setup: trinoSetup,
			query: "SELECT CAST(ts AS VARCHAR), CAST(x AS VARCHAR) FROM d ORDER BY id",
			want:  []string{"10000-01-01 10:00:00.500 | 10000-01-01", "9999-12-31 23:59:59.000 | 9999-12-31", "NULL | NULL"}},
		{dialect: "duckdb", name: "DuckDB writes the year alone", query: "SELECT CAST(CAST('10000-01-01' AS DATE) AS VARCHAR)",
			want: []string{"10000-01-01"}},
	} {
		runShown(t, c)
	}
}
