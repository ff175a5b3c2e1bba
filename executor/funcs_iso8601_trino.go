package executor

import (
	"errors"

	"github.com/lateral-sql/lateral/internal/dtfmt"
)

// Trino's and Presto's to_iso8601(date) is the date's ISO 8601 calendar
// date, YYYY-MM-DD (Trino documentation, "Date and time functions",
// trinodb/trino docs/src/main/sphinx/functions/datetime.md: "Formats x
// as an ISO 8601 string"), modelled for a year of 1 to 9999;
// of a timestamp (a T, the type's fractional digits, a zone's offset) it
// is not modelled. from_iso8601_date(text) is the DATE of an ISO 8601
// date text, modelled for YYYY-MM-DD exactly (its week and ordinal
// forms, 2020-W10 and 2020-123, are not modelled), an impossible date an
// error.
func init() {
	reg(&scalarFunc{name: "to_iso8601", min: 1, max: 1, strict: true, ret: retFixed(tVarchar), fn: parseOff("to_iso8601", "Trino and Presto"),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if o.MySQLDateFormat == "" {
				return parseOff("to_iso8601", "Trino and Presto")
			}
			return func(a []Value) (Value, error) {
				if a[0].k != KindDate {
					return Null, errors.New("to_iso8601 is modelled only of a DATE")
				}
				return formatModel("to_iso8601", []Value{a[0], StringValue("yyyy-MM-dd")}, false, dtfmt.ParseJoda)
			}
		}})
	reg(&scalarFunc{name: "from_iso8601_date", min: 1, max: 1, strict: true, ret: retFixed(tDate), fn: parseOff("from_iso8601_date", "Trino and Presto"),
		dialect: func(o *Options) func([]Value) (Value, error) {
			if o.MySQLDateFormat == "" {
				return parseOff("from_iso8601_date", "Trino and Presto")
			}
			return func(a []Value) (Value, error) {
				return parseModel("from_iso8601_date", []Value{a[0], StringValue("%Y-%m-%d")}, true, func(s string) ([]dtfmt.Elem, *dtfmt.Bad) { return dtfmt.ParseMySQL(s, false) })
			}
		}})
}
