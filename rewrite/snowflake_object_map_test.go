package rewrite_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
)

// A Snowflake OBJECT constant cast to a MAP of string keys is the target's
// map constructor (snowflake_object_map.go); a NULL value or a key given
// twice leaves the cast as it is.
func TestSnowflakeObjectMapCast(t *testing.T) {
	for _, tc := range []struct{ name, in, to, want string }{
		{"constructor", "SELECT CAST({'a': 1, 'A b': 2} AS MAP(VARCHAR, INTEGER)) AS m", "duckdb",
			"SELECT CAST(MAP {'a': 1, 'A b': 2} AS MAP(VARCHAR, DECIMAL(38, 0))) AS m"},
		{"a key twice", "SELECT CAST({'a': 1, 'a': 2} AS MAP(VARCHAR, INTEGER)) AS m", "hive",
			"SELECT CAST(named_struct('a', 1, 'a', 2) AS MAP<STRING, DECIMAL(38, 0)>) AS m"},
		{"a NULL value", "SELECT CAST({'a': NULL} AS MAP(VARCHAR, INTEGER)) AS m", "duckdb",
			"SELECT CAST({'a': NULL} AS MAP(VARCHAR, DECIMAL(38, 0))) AS m"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tr := mustTranslate(t, tc.in, "snowflake", tc.to, lateral.TranslateOptions{})
			if tr.SQL != tc.want {
				t.Errorf("got  %s\nwant %s", tr.SQL, tc.want)
			}
		})
	}
}
