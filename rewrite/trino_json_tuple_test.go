package rewrite_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// json_tuple over a literal document is read at translation for Trino and
// Presto (a number as Hive writes it back, 1e2 as 100.0, the last member
// of a repeated name, a container as compact JSON); over a column it is
// refused, as Trino's
// json_extract_scalar reads a document otherwise.
func TestTrinoJSONTuple(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: duckJSONSchema, SchemaDialect: "hive"}
	for _, to := range []string{"trino", "presto"} {
		tr := mustTranslate(t, `SELECT j.id, jt.a, jt.b, jt.c FROM j LATERAL VIEW json_tuple('{"a": 1.0, "b": 1e2, "a": [1, 2]}', 'a', 'b', 'c') jt AS a, b, c`, "hive", to, opts)
		want := "CROSS JOIN LATERAL (SELECT CAST('[1,2]' AS VARCHAR) AS a, CAST('100.0' AS VARCHAR) AS b, CAST(NULL AS VARCHAR) AS c) AS jt"
		if !strings.Contains(tr.SQL, want) {
			t.Errorf("%s: want %q in\n%s", to, want, tr.SQL)
		}
		_, err := lateral.Translate(`SELECT j.id, jt.a FROM j LATERAL VIEW json_tuple(j.js, 'a') jt AS a`, "hive", to, opts)
		wantRefusal(t, nil, err, "T057")
		if err == nil || !strings.Contains(err.Error(), "json_extract_scalar") {
			t.Errorf("%s: the refusal should say why: %v", to, err)
		}
	}
}
