package dialects

// yearOfWeekRows: the year of the ISO 8601 week.
//
// Trino's and Presto's year_of_week(x) and yow(x) give "the year of the
// ISO week from x" as a bigint (Trino documentation, date and time
// functions), the year the ISO week holding x belongs to: a week starts on
// Monday and week 1 is the one holding January 4th, so 2021-01-03 is in
// 2020 and 2024-12-30 in 2025. The same year is PostgreSQL's
// EXTRACT(ISOYEAR FROM x), "the ISO 8601 week-numbering year that the date
// falls in" (PostgreSQL 15 documentation, 9.9.1; a numeric, cast to the
// source's integer type by rewrite/int_funcs.go; run on PostgreSQL 15:
// 2020 for 2021-01-03, 2025 for 2024-12-30), DuckDB's isoyear(x), "ISO
// Year number (Starts on Monday of week containing Jan 4th)" (DuckDB date
// part functions; run on DuckDB 1.5, a BIGINT), BigQuery's
// EXTRACT(ISOYEAR FROM x), "the ISO 8601 week-numbering year" (BigQuery
// date functions, EXTRACT), and Snowflake's YEAROFWEEKISO(x) (Snowflake
// date and time functions, "YEAROFWEEKISO ... ISO semantics"). Hive,
// Spark, Doris, Drill and ISO SQL have no such function or field.
func yearOfWeekRows() {
	fnRow("isoyear", fnOn("year_of_week", dPresto, dTrino), fnOn("isoyear", dDuck), fnOn("yearofweekiso", dSnow),
		fnEm(emExtract("ISOYEAR"), dPG, dBQ),
		fnNo("this dialect has no function known to give the year of the ISO week", "compute it in the source: the year of the Thursday of the date's week", dHive, dSpark, dDoris, dDrill, dAnsi))
	fnAliases = append(fnAliases,
		fnAlias{ds: []string{dPresto, dTrino}, names: []string{"yow"}, canon: "isoyear"})
}
