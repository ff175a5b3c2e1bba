// Package dateunit holds the names dialects accept for a part of a date or
// a time where a function takes it as a string ('month', 'mons', 'yr').
package dateunit

import "strings"

// duckDB maps each date part specifier DuckDB accepts, and each synonym,
// to one name per part (DuckDB documentation, Date Part Functions, the
// tables of part specifiers and their synonyms; every name run on DuckDB
// 1.5 in date_diff, date_sub, date_trunc and date_part, case ignored:
// 'wk', 'q', 'qtr' and 'millenia' are not DuckDB's and raise there;
// 'millennia' is a millennium, and 'weekofyear' is the week in all four:
// date_part('weekofyear', DATE '2024-05-12') is 19, date_diff of
// 2024-01-01 and 2024-05-12 is 18, date_trunc gives the Monday). Months, days,
// hours and the other parts are named as lateral's canonical functions
// name them: singular ('week', 'month', 'millisecond').
var duckDB = map[string]string{}

func init() {
	for part, names := range map[string][]string{
		"century":         {"cent", "centuries", "c"},
		"day":             {"days", "d", "dayofmonth"},
		"decade":          {"dec", "decades", "decs"},
		"hour":            {"hr", "hours", "hrs", "h"},
		"microsecond":     {"microseconds", "us", "usec", "usecs", "usecond", "useconds"},
		"millennium":      {"mil", "millenniums", "millennia", "mils", "millenium"},
		"millisecond":     {"milliseconds", "ms", "msec", "msecs", "msecond", "mseconds"},
		"minute":          {"min", "minutes", "mins", "m"},
		"month":           {"mon", "months", "mons"},
		"quarter":         {"quarters"},
		"second":          {"sec", "seconds", "secs", "s"},
		"year":            {"yr", "y", "years", "yrs"},
		"week":            {"weeks", "w", "weekofyear"},
		"dayofweek":       {"weekday", "dow"},
		"isodow":          nil,
		"dayofyear":       {"doy"},
		"epoch":           nil,
		"era":             nil,
		"isoyear":         nil,
		"julian":          nil,
		"yearweek":        nil,
		"timezone":        nil,
		"timezone_hour":   nil,
		"timezone_minute": nil,
	} {
		duckDB[part] = part
		for _, n := range names {
			duckDB[n] = part
		}
	}
}

// postgres maps each unit name PostgreSQL's date_trunc accepts to one name
// per part, as duckDB does (run on PostgreSQL 15, date_trunc of a
// TIMESTAMP, case ignored: 'ms', 'msec', 'msecs', 'msecond', 'mseconds',
// 'millisecon', 'millisecond' and 'milliseconds' truncate to the
// millisecond; 'm' is the minute, 'mon' the month, 'qtr' the quarter;
// 'quarters', 'millenium', 'weekofyear', 'dayofmonth' and a name with a
// space around it are not PostgreSQL's and raise there).
var postgres = map[string]string{}

func init() {
	for part, names := range map[string][]string{
		"century":     {"c", "cent", "centuries"},
		"day":         {"d", "days"},
		"decade":      {"dec", "decades", "decs"},
		"hour":        {"h", "hours", "hr", "hrs"},
		"microsecond": {"microseconds", "microsecon", "us", "usec", "usecs", "usecond", "useconds"},
		"millennium":  {"mil", "millennia", "millenniums", "mils"},
		"millisecond": {"milliseconds", "millisecon", "ms", "msec", "msecs", "msecond", "mseconds"},
		"minute":      {"m", "min", "mins", "minutes"},
		"month":       {"mon", "mons", "months"},
		"quarter":     {"qtr"},
		"second":      {"s", "sec", "secs", "seconds"},
		"week":        {"w", "weeks"},
		"year":        {"y", "yr", "yrs", "years"},
	} {
		postgres[part] = part
		for _, n := range names {
			postgres[n] = part
		}
	}
}

// Postgres is the part a unit name of PostgreSQL's date_trunc names, in
// lower case ('ms' and 'MSEC' are "millisecond"), and false for a name
// PostgreSQL does not accept.
func Postgres(name string) (string, bool) {
	p, ok := postgres[strings.ToLower(name)]
	return p, ok
}

// DuckDB is the part a DuckDB date part specifier names, in lower case
// ('mons' and 'MONTHS' are "month"), and false for a name DuckDB does not
// accept.
func DuckDB(name string) (string, bool) {
	p, ok := duckDB[strings.ToLower(name)]
	return p, ok
}

// DuckDBDiff is DuckDB's part as its date_diff and date_sub count it:
// the day of the week, the ISO day of the week, the day of the year and
// the Julian day count days, and the year and week weeks (run on DuckDB
// 1.5: date_diff and date_sub of 'dow', 'isodow', 'doy' and 'julian' give
// the day's count, 64 from 2024-01-06 to 2024-03-10, -64 back, 1 from
// 2024-01-01 23:00 to 2024-01-02 01:00, as 'day' does; of 'yearweek' the
// week's, 9, 0 from 2023-12-31 to 2024-01-01, 230 from 2020-01-01 to
// 2024-06-01 and 1 from 2024-01-01 10:00 to 2024-01-08 09:00, as 'week').
func DuckDBDiff(name string) (string, bool) {
	p, ok := DuckDB(name)
	switch p {
	case "dayofweek", "isodow", "dayofyear", "julian":
		p = "day"
	case "yearweek":
		p = "week"
	}
	return p, ok
}
