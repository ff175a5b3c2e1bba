package lateral_test

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/lateral-sql/lateral"
	"github.com/lateral-sql/lateral/engines"
)

// A Hive posexplode is 0-based with its position first; Trino's WITH
// ORDINALITY is 1-based and last, so the position is shifted, and OUTER
// becomes a LEFT JOIN ... ON TRUE. Without a schema the elements' type is
// not known: each is wrapped in a one-field ROW, which Trino's UNNEST
// expands back into the element, where it would expand a struct's fields.
func ExampleTranslate() {
	tr, err := lateral.Translate(
		"SELECT id, pos, tag FROM events LATERAL VIEW OUTER posexplode(tags) t AS pos, tag",
		"hive", "trino", lateral.TranslateOptions{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(tr.SQL)
	// Output:
	// SELECT id, t._ord1 - 1 AS pos, tag FROM events LEFT JOIN UNNEST(transform(tags, x -> ROW(x))) WITH ORDINALITY AS t(tag, _ord1) ON TRUE
}

// What a target cannot express exactly is refused with positioned
// diagnostics.
func ExampleTranslate_refused() {
	_, err := lateral.Translate("SELECT id, a, b FROM t, ROWS FROM (unnest(t.x), unnest(t.y)) AS u(a, b)",
		"postgres", "drill", lateral.TranslateOptions{})
	var le *lateral.Error
	if errors.As(err, &le) {
		d := le.Diagnostics[0]
		fmt.Printf("%s at %s\n", d.Code, d.Span.Start)
	}
	// Output:
	// T053 at 1:25
}

// Run executes a query on the reference executor with its dialect's
// semantics: Hive's OUTER keeps a row for the empty and the NULL array.
func ExampleRun() {
	rows, err := lateral.Run(context.Background(),
		"SELECT id, pos, tag FROM events LATERAL VIEW OUTER posexplode(tags) t AS pos, tag ORDER BY id, pos",
		"hive", lateral.RunOptions{Setup: []string{`
			CREATE TABLE events (id INT, tags ARRAY<STRING>);
			INSERT INTO events VALUES (1, array('a', 'b')), (2, array()), (3, NULL)`}})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer rows.Close()
	for {
		row, err := rows.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		for i, v := range row {
			if i > 0 {
				fmt.Print(" ")
			}
			fmt.Print(engines.Canonical(engines.FromReference(v)))
		}
		fmt.Println()
	}
	// Output:
	// 1 0 'a'
	// 1 1 'b'
	// 2 NULL NULL
	// 3 NULL NULL
}
