package executor

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/lateral-sql/lateral/ast"
)

// A date or a timestamp before year 1 is written with its era: DuckDB
// 1.5 after the date (0052-12-31 (BC), 0052-12-31 (BC) 16:07:02.5,
// 0052-12-31 (BC) 16:07:02.5+00), PostgreSQL 15 at the end (0052-12-31
// BC, 0052-12-31 16:07:02.5 BC, 0052-12-31 16:07:02.5+00 BC); run on both,
// bc_text_test.go. The executor's own form (Value.String) is DuckDB's.

// PGEraText is s, a date's or a timestamp's text in the executor's form,
// with its era where PostgreSQL writes it.
func PGEraText(s string) string {
	if i := strings.Index(s, " (BC)"); i >= 0 {
		return s[:i] + s[i+5:] + " BC"
	}
	return s
}

// pgEraToText is v, a date or a timestamp cast to t, a string type, as
// PostgreSQL writes it before year 1 (PGEraText), under
// Options.PostgresTyping; v itself otherwise. was is the kind of the
// value before any earlier step wrote it as text (tzToText).
func pgEraToText(v Value, was Kind, t Type, o *Options) Value {
	if !o.PostgresTyping || !t.Kind.IsText() || was != KindDate && was != KindTimestamp {
		return v
	}
	s := v.s
	if v.k != KindString {
		s = v.String()
	}
	if !strings.Contains(s, " (BC)") {
		return v
	}
	return StringValue(PGEraText(s))
}

// duckEraInput checks the era in s, a text cast to a date or a timestamp
// type k, as DuckDB 1.5 reads it (run, bc_text_test.go): "(BC)" right
// after the date is before Christ (any case); a date's text ends at the
// date, so '2020-01-02 BC' is the date 2020-01-02 (AD) and is returned as
// '2020-01-02'; a timestamp's text with BC elsewhere is an error.
func duckEraInput(s string, k ast.TypeKind) (string, error) {
	if k != ast.TypeDate && k != ast.TypeTimestamp && k != ast.TypeTimestampTZ {
		return s, nil
	}
	t := strings.TrimSpace(s)
	u := strings.ToUpper(t)
	if !strings.Contains(u, "BC") {
		return duckNegativeYear(t, s), nil
	}
	f := strings.Fields(u)
	if len(f) >= 2 && f[1] == "(BC)" && strings.Count(u, "BC") == 1 {
		return s, nil
	}
	if k == ast.TypeDate && len(f) == 2 && f[1] == "BC" {
		return f[0], nil
	}
	return "", fmt.Errorf("invalid %s text '%s' in DuckDB: it reads an era only as (BC) right after the date (0052-12-31 (BC) 16:07:02)", strings.ToLower(k.String()), s)
}

// pgEraTextFn is f with a date or a timestamp result before year 1
// written as text as PostgreSQL writes it (pgEraText; a TIMESTAMPTZ in the
// session's zone loc), for || and the functions that read their arguments
// as text under Options.PostgresTyping (PostgreSQL 15 run: TIMESTAMP
// '0052-12-31 16:07:02.5 BC' || 'x' is 0052-12-31 16:07:02.5 BCx).
func pgEraTextFn(f evalFn, loc *time.Location) evalFn {
	return func(r *rowRef) (Value, error) {
		v, err := f(r)
		if err != nil || v.k != KindDate && v.k != KindTimestamp {
			return v, err
		}
		s := v.String()
		if v.t == ast.TypeTimestampTZ {
			s = formatTimestampTZ(v.i, loc)
		}
		if !strings.Contains(s, " (BC)") {
			return v, nil
		}
		return StringValue(PGEraText(s)), nil
	}
}

// duckNegYearRe is a date text of a negative year: the year's digits,
// the rest of the date, what follows it.
var duckNegYearRe = regexp.MustCompile(`^-(\d+)(-\d{1,2}-\d{1,2})(.*)$`)

// duckNegativeYear is the text t (s as given) of a date or a timestamp
// whose year is negative, as DuckDB reads it (years counted
// astronomically: -1 is 2 BC, 0 is 1 BC; DuckDB 1.5 run: DATE
// '-0001-01-01' is 0002-01-01 (BC), CAST('-0001-01-01 10:00:00' AS
// TIMESTAMP) 0002-01-01 (BC) 10:00:00), written with the era after the
// date; s itself for any other text.
func duckNegativeYear(t, s string) string {
	m := duckNegYearRe.FindStringSubmatch(t)
	if m == nil {
		return s
	}
	y, err := strconv.Atoi(m[1])
	if err != nil {
		return s
	}
	return fmt.Sprintf("%04d%s (BC)%s", y+1, m[2], m[3])
}
