package lateral_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
	"github.com/lateral-sql/lateral/engines/enginetest"
	"github.com/lateral-sql/lateral/executor"
)

// refRows runs sql in dialect on the reference executor, after the setup
// scripts, and gives all its rows, or the error from planning or from any
// row.
func refRows(dialect, sql string, setup ...string) ([][]executor.Value, error) {
	rows, err := lateral.Run(context.Background(), sql, dialect, lateral.RunOptions{Setup: setup})
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return rows.All()
}

// refEngineRows is refRows's rows as engine values, to compare with an
// engine's (engines.EqualRows).
func refEngineRows(dialect, sql string, setup ...string) ([][]engines.Value, error) {
	all, err := refRows(dialect, sql, setup...)
	if err != nil {
		return nil, err
	}
	out := make([][]engines.Value, len(all))
	for i, row := range all {
		out[i] = []engines.Value{}
		for _, v := range row {
			out[i] = append(out[i], engines.FromReference(v))
		}
	}
	return out, nil
}

// pgDuckFixture runs the PostgreSQL script fixture on PostgreSQL and its
// DuckDB translation on DuckDB, and gives the two engines and setup, the
// script's translation to a dialect (for the reference executor).
func pgDuckFixture(t *testing.T, fixture string) (pg, duck engines.Engine, setup func(to string) string) {
	t.Helper()
	pg = enginetest.Postgres(t)
	if err := pg.Exec(enginetest.Ctx(t), fixture); err != nil {
		t.Fatal(err)
	}
	setup = func(to string) string {
		tr, err := lateral.Translate(fixture, "postgres", to, lateral.TranslateOptions{})
		if err != nil {
			t.Fatalf("fixture to %s: %v", to, err)
		}
		return tr.SQL
	}
	duck = enginetest.DuckDB(t)
	if err := duck.Exec(enginetest.Ctx(t), setup("duckdb")); err != nil {
		t.Fatal(err)
	}
	return pg, duck, setup
}

// rowText writes one row as "(v1, v2, ...)".
func rowText(row []executor.Value) string {
	parts := make([]string, len(row))
	for i, v := range row {
		parts[i] = v.String()
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// refText is refRows's rows written with fmt.Sprint.
func refText(dialect, sql string, setup ...string) (string, error) {
	all, err := refRows(dialect, sql, setup...)
	if err != nil {
		return "", err
	}
	return fmt.Sprint(all), nil
}
