package catalog

// unixtimeScalars are the canonical epoch conversions
// (dialects/functions_unixtime.go).
var unixtimeScalars = []*Func{
	scalar("to_unixtime", 1, 1, "to_unixtime(x): the seconds from 1970-01-01 00:00:00 UTC to the instant of the TIMESTAMP WITH TIME ZONE x, a DOUBLE with the fraction (negative before 1970); NULL gives NULL. Read from Trino and Presto of a TIMESTAMP WITH TIME ZONE only toward the other dialects: of a TIMESTAMP, which is read in the session's time zone, it is refused (T197)."),
}
