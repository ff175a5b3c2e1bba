package peers

import (
	"context"
	"errors"
	"regexp"
	"strings"

	"github.com/lateral-sql/lateral"
)

// TransStatus is the outcome of a passing case translated to the other
// engine's dialect.
type TransStatus int

const (
	// Agree: translated, and the translation returned the expected rows
	// (or an error where one is expected) on the reference executor run
	// with the target dialect's semantics.
	Agree TransStatus = iota
	// Differ: translated, but the translation's result differs.
	Differ
	// Refused: the translator refused the query or a setup statement.
	Refused
	// NotPortable: the case depends on a session setting of its engine
	// (SET default_null_order...) that has no counterpart in the target.
	NotPortable
)

func (s TransStatus) String() string {
	return [...]string{"agree", "differ", "refused", "not portable"}[s]
}

// TransOutcome is the result of the translation check of one case.
type TransOutcome struct {
	Status TransStatus
	Reason string
	Detail string
	// SQL is the translated setup and query.
	SQL string
}

// Translate translates a case's setup and query to its target dialect with
// lateral.Translate and, when that succeeds, runs the translation on the
// reference executor with the target dialect and compares it with the
// case's expected result, as Run does.
func Translate(ctx context.Context, c *Case) TransOutcome {
	if s := settingsThatMatter(c); len(s) > 0 {
		return TransOutcome{Status: NotPortable, Reason: "source session setting " + strings.Join(s, ", ")}
	}
	from, to := c.LateralDialect(), c.TargetDialect()
	src, query, err := script(c)
	if err != nil {
		return TransOutcome{Status: Refused, Reason: oneLine(err.Error(), 160)}
	}
	var setup []string
	var all []string
	// The tables the setup creates are the schema of what follows, as a
	// user would pass their DDL (--schema): a column's type decides how
	// some constructs translate (an unnest of a struct column).
	var ddl []string
	opts := func() lateral.TranslateOptions {
		return lateral.TranslateOptions{Schema: strings.Join(ddl, ";\n")}
	}
	for _, s := range src {
		if setting(s) != "" {
			continue
		}
		tr, err := lateral.Translate(s, from, to, opts())
		if err != nil {
			return TransOutcome{Status: Refused, Reason: "setup: " + refusal(err)}
		}
		if createTableRE.MatchString(s) {
			ddl = append(ddl, s)
		}
		setup = append(setup, tr.SQL)
		all = append(all, tr.SQL)
	}
	tr, err := lateral.Translate(query, from, to, opts())
	if err != nil {
		return TransOutcome{Status: Refused, Reason: refusal(err), SQL: strings.Join(all, ";\n")}
	}
	all = append(all, tr.SQL)
	sql := strings.Join(all, ";\n")
	o := check(c, runStatements(ctx, c, to, setup, tr.SQL))
	if o.Status == Pass {
		return TransOutcome{Status: Agree, SQL: sql}
	}
	return TransOutcome{Status: Differ, Reason: o.Reason, Detail: o.Detail, SQL: sql}
}

// refusal is a translation error on one line, led by its diagnostic code.
func refusal(err error) string {
	var le *lateral.Error
	if errors.As(err, &le) && len(le.Diagnostics) > 0 {
		return oneLine(diagText(le.Diagnostics.Errors()[0]), 160)
	}
	return oneLine(err.Error(), 160)
}

var (
	// createTableRE: a statement creating a table, whose columns a later
	// statement's translation may need (CREATE TABLE ... AS too, whose
	// columns the translator types from its query).
	createTableRE = regexp.MustCompile(`(?is)^\s*CREATE\s+(?:OR\s+REPLACE\s+)?(?:TEMP\s+|TEMPORARY\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?[\w."]+\s*(?:\(|AS\b)`)
	orderByRE     = regexp.MustCompile(`(?i)\bORDER\s+BY\b`)
	subqueryRE    = regexp.MustCompile(`(?i)\(\s*(SELECT|FROM|WITH|VALUES|TABLE)\b`)
)

// settingsThatMatter are the case's result-changing session settings that
// can change its query's result: the NULL order only matters to a query
// that orders, the scalar subquery rule only to one with a subquery. A
// translation cannot carry a session setting of the source engine, so a
// case with one is not portable. The setup counts too: a table filled in
// the setting's order is read back in it.
func settingsThatMatter(c *Case) []string {
	all := strings.Join(append(append([]string(nil), c.Setup...), c.Query), ";\n")
	var out []string
	for _, s := range resultSettings(c) {
		switch {
		case s == "default_null_order" && !orderByRE.MatchString(all):
		case s == "scalar_subquery_error_on_multiple_rows" && !subqueryRE.MatchString(all):
		default:
			out = append(out, s)
		}
	}
	return out
}
