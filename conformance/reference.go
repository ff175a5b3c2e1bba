package conformance

import (
	"strings"
	"time"

	"context"
	"github.com/lateral-sql/lateral"

	"github.com/lateral-sql/lateral/engines"
)

// ReferenceFunc runs a script on lateral's reference executor with the
// semantics of dialect: first setup (the case's fixtures: CREATE TABLE and
// INSERT statements, already in dialect), then query, in a fresh
// database, and returns the query's output column names and rows as
// normalized values.
type ReferenceFunc func(ctx context.Context, dialect, setup, query string) (columns []string, rows [][]engines.Value, err error)

// Reference runs a script on lateral's reference executor (lateral.Run
// with the dialect's own semantics); Options.Reference overrides it.
var Reference ReferenceFunc = runReference

func runReference(ctx context.Context, dialect, setup, query string) ([]string, [][]engines.Value, error) {
	opts := lateral.RunOptions{Timeout: 30 * time.Second, MaxRows: 1_000_000}
	if strings.TrimSpace(setup) != "" {
		opts.Setup = []string{setup}
	}
	rows, err := lateral.Run(ctx, query, dialect, opts)
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	var cols []string
	for _, c := range rows.Columns() {
		cols = append(cols, c.Name)
	}
	all, err := rows.All()
	if err != nil {
		return nil, nil, err
	}
	return cols, engines.FromReferenceRows(all), nil
}
