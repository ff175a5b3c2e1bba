package executor_test

import "testing"

// PostgreSQL 15 has chr(integer) only: a bigint argument, a cast to BIGINT
// or a literal past INTEGER's range, raises "function chr(bigint) does not
// exist"; an integer or smallint is read, chr(-2147483648) of an integer
// raising there for its value ("character number must be positive"; every
// case run on PostgreSQL 15).
func TestPostgresChrBigint(t *testing.T) {
	for _, c := range []sqlCase{
		{name: "cast", dialect: "postgres", query: "SELECT chr(CAST(65 AS BIGINT))", err: "function chr(bigint) does not exist"},
		{name: "wide literal", dialect: "postgres", query: "SELECT chr(3000000000)", err: "function chr(bigint) does not exist"},
		{name: "negated wide literal", dialect: "postgres", query: "SELECT chr(-2147483649)", err: "function chr(bigint) does not exist"},
		{name: "integer", dialect: "postgres", query: "SELECT chr(65), chr(CAST(65 AS INT)), chr(CAST(65 AS SMALLINT))", want: []string{"A | A | A"}},
		{name: "negated integer", dialect: "postgres", query: "SELECT chr(-2147483648)", err: "not a valid"},
	} {
		runShown(t, c)
	}
}
