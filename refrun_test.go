package lateral_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
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
