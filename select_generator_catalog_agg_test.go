package lateral_test

import (
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
)

// TestSelectGeneratorCatalogAggregate: a PostgreSQL select list with a
// set-returning function beside an aggregate the catalog knows but
// aggregateNames does not (var_pop, stddev_samp) aggregates first and then
// expands (rewrite/select_generators_agg.go), as with sum: hasAggregate
// reads the catalog's aggregates. Run on PostgreSQL 15, on DuckDB (its
// translation), and its Spark and Hive translations on the reference
// executor: every answer must be PostgreSQL's (before, var_pop was left
// beside the expanded, ungrouped column, which the targets reject).
func TestSelectGeneratorCatalogAggregate(t *testing.T) {
	const fixture = `CREATE TABLE g (id INTEGER, x DOUBLE PRECISION);
INSERT INTO g VALUES (1, 1.0), (2, 3.0), (3, NULL), (4, 8.0);`
	queries := []string{
		"SELECT unnest(ARRAY[1, 2]) AS u, var_pop(x) AS v FROM g",
		"SELECT unnest(ARRAY[1, 2, 3]) AS u, stddev_samp(x) > 3 AS big, count(*) AS n FROM g",
	}
	pg, duck, setup := pgDuckFixture(t, fixture)
	opts := lateral.TranslateOptions{Schema: fixture}
	for _, q := range queries {
		want, err := pg.Query(enginetest.Ctx(t), q)
		if err != nil {
			t.Fatalf("PostgreSQL %s: %v", q, err)
		}
		dq, err := lateral.Translate(q, "postgres", "duckdb", opts)
		if err != nil {
			t.Fatalf("%s to duckdb: %v", q, err)
		}
		enginetest.SameAnswer(t, pg, q, duck, dq.SQL, false)
		for _, to := range []string{"spark", "hive"} {
			tr, err := lateral.Translate(q, "postgres", to, opts)
			if err != nil {
				t.Errorf("%s to %s: %v", q, to, err)
				continue
			}
			got, err := refEngineRows(to, tr.SQL, setup(to))
			if err != nil {
				t.Errorf("%s to %s: %v\n%s", q, to, err, tr.SQL)
				continue
			}
			if ok, diff := engines.EqualRows(want.Rows, got, false); !ok {
				t.Errorf("%s to %s: rows differ from PostgreSQL's:\n%s\n%s", q, to, diff, tr.SQL)
			}
		}
	}
}
