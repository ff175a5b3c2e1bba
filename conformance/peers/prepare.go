package peers

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// lateral has no prepared statements, so the runner expands them the way a
// client library substituting parameters would: PREPARE name AS body in a
// case's setup is remembered, and a query EXECUTE name(a, b) runs body
// with each placeholder (? in order, $n by number) replaced by the
// parenthesized argument text.

var (
	prepareRE = regexp.MustCompile(`(?is)^\s*PREPARE\s+([A-Za-z_][A-Za-z_0-9]*)\s+AS\s+(.*?)[\s;]*$`)
	executeRE = regexp.MustCompile(`(?is)^\s*EXECUTE\s+([A-Za-z_][A-Za-z_0-9]*)\s*(?:\((.*)\))?[\s;]*$`)
)

// prepared returns the PREPAREd statement bodies of setup by lower-case name.
func prepared(setup []string) map[string]string {
	out := map[string]string{}
	for _, s := range setup {
		if m := prepareRE.FindStringSubmatch(s); m != nil {
			out[strings.ToLower(m[1])] = m[2]
		}
	}
	return out
}

func isPrepare(stmt string) bool { return prepareRE.MatchString(stmt) }

// expandExecute turns EXECUTE name(args) into the prepared body with its
// parameters substituted; other statements are returned unchanged.
func expandExecute(stmt string, bodies map[string]string) (string, error) {
	m := executeRE.FindStringSubmatch(stmt)
	if m == nil {
		return stmt, nil
	}
	body, ok := bodies[strings.ToLower(m[1])]
	if !ok {
		return "", fmt.Errorf("EXECUTE %s: no such prepared statement", m[1])
	}
	args := splitArgs(m[2])
	var b strings.Builder
	next := 0
	arg := func(i int) (string, error) {
		if i < 0 || i >= len(args) {
			return "", fmt.Errorf("EXECUTE %s: parameter %d of %d", m[1], i+1, len(args))
		}
		return "(" + args[i] + ")", nil
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		switch {
		case c == '\'' || c == '"':
			j := i + 1
			for j < len(body) && body[j] != c {
				j++
			}
			b.WriteString(body[i:min(j+1, len(body))])
			i = j
		case c == '?':
			a, err := arg(next)
			if err != nil {
				return "", err
			}
			next++
			b.WriteString(a)
		case c == '$' && i+1 < len(body) && body[i+1] >= '0' && body[i+1] <= '9':
			j := i + 1
			for j < len(body) && body[j] >= '0' && body[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(body[i+1 : j])
			a, err := arg(n - 1)
			if err != nil {
				return "", err
			}
			b.WriteString(a)
			i = j - 1
		default:
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

// splitArgs splits a, b, c at top-level commas.
func splitArgs(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '\'', '"':
			j := i + 1
			for j < len(s) && s[j] != c {
				j++
			}
			i = j
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}
