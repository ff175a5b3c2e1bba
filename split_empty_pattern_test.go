package lateral_test

import (
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// Spark's split by the empty pattern is its own from Spark 3.4 (SPARK-40194,
// apache/spark pull 37631: 'hello' split by it is [h, e, l, l, o], where
// Hive's split, Java's String.split(regex, -1), and Spark before 3.4 keep
// a trailing empty piece). Hive's split by the empty pattern is written
// split(s, '(?:)') for Spark, which every Spark version splits as Java
// does; Spark's is refused toward another dialect (T152).
func TestSparkEmptySplit(t *testing.T) {
	const q = "SELECT split(s, '') AS a FROM (SELECT 'abc' AS s UNION ALL SELECT '') t"
	tr, err := lateral.Translate(q, "hive", "spark", lateral.TranslateOptions{})
	if err != nil || !strings.Contains(tr.SQL, "split(s, '(?:)')") {
		t.Fatalf("hive to spark: got %v, %v", tr, err)
	}
	want, err := refText("hive", q)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := refText("spark", tr.SQL); err != nil || got != want {
		t.Errorf("lat run: hive %s, spark %s %v", want, got, err)
	}
	if want != "[[['a', 'b', 'c', '']] [['']]]" {
		t.Errorf("hive: got %s", want)
	}
	for _, to := range []string{"hive", "trino"} {
		_, err := lateral.Translate("SELECT split(s, '') FROM t", "spark", to, lateral.TranslateOptions{})
		if err == nil || !strings.Contains(err.Error(), "T152") || !strings.Contains(err.Error(), "1:17") {
			t.Errorf("spark to %s: want T152 at 1:17, got %v", to, err)
		}
	}
	// within Spark, and a pattern that is not empty: as written
	for _, c := range []struct{ from, to, sql, want string }{
		{"spark", "spark", "SELECT split(s, '') AS a FROM t", "split(s, '')"},
		{"hive", "spark", "SELECT split(s, ',') AS a FROM t", "split(s, ',')"},
	} {
		if tr, err := lateral.Translate(c.sql, c.from, c.to, lateral.TranslateOptions{}); err != nil || !strings.Contains(tr.SQL, c.want) {
			t.Errorf("%s to %s: %s: got %v, %v", c.from, c.to, c.sql, tr, err)
		}
	}
}
