package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// oneRow runs sql on the reference executor with dialect's semantics and
// on the engine of that kind (enginetest: skipped without it, a failure
// with LATERAL_REQUIRE_ENGINES=1), and returns each one's single row as
// "(v1, v2...)", or "error" with the error when the query fails.
func oneRow(t *testing.T, dialect, kind, sql string) (ref string, refErr error, eng string, engErr error) {
	t.Helper()
	ref = "error"
	all, refErr := refRows(dialect, sql)
	if refErr == nil {
		if len(all) != 1 {
			t.Fatalf("%s: %d rows on the reference executor", sql, len(all))
		}
		ref = rowText(all[0])
	}
	eng = "error"
	res, err := enginetest.Open(t, kind).Query(enginetest.Ctx(t), sql)
	if err == nil {
		eng = strings.TrimSpace(engines.FormatRows(res.Rows))
	}
	return ref, refErr, eng, err
}
