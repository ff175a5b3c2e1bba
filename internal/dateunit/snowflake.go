package dateunit

import "strings"

// snowflake maps the date and time parts Snowflake's DATEADD and DATEDIFF
// (and TIMESTAMPADD, TIMESTAMPDIFF) take, by their names and abbreviations
// (Snowflake documentation, "Supported date and time parts"), to one name
// per part, singular as lateral's canonical functions name them.
var snowflake = map[string]string{}

func init() {
	for part, names := range map[string]string{
		"year":        "year years y yy yyy yyyy yr yrs",
		"quarter":     "quarter quarters q qtr qtrs",
		"month":       "month months mm mon mons",
		"week":        "week weeks w wk weekofyear woy wy",
		"day":         "day days d dd dayofmonth",
		"hour":        "hour hours h hh hr hrs",
		"minute":      "minute minutes m mi min mins",
		"second":      "second seconds s sec secs",
		"millisecond": "millisecond milliseconds ms msec",
		"microsecond": "microsecond microseconds us usec",
		"nanosecond":  "nanosecond nanoseconds ns nsec nanosec nsecond nanosecs nseconds",
	} {
		for _, n := range strings.Fields(names) {
			snowflake[n] = part
		}
	}
}

// Snowflake is the part a Snowflake DATEADD or DATEDIFF names, its case
// ignored.
func Snowflake(name string) (string, bool) {
	p, ok := snowflake[strings.ToLower(name)]
	return p, ok
}
