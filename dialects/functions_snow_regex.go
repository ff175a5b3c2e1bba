package dialects

import (
	"fmt"
	"strings"

	"github.com/lateral-sql/lateral/ast"
	"github.com/lateral-sql/lateral/diag"
)

// Snowflake's regular-expression parameters (String functions (regular
// expressions), "Specifying the parameters for the regular expression";
// REGEXP_SUBSTR, REGEXP_REPLACE, REGEXP_LIKE references): a string of
// letters, default 'c':
//
//   - c: case-sensitive matching, the default: read as nothing;
//   - e: extract submatches (REGEXP_SUBSTR): the group given, or group 1
//     when none is ("If e is specified but a group_num is not also
//     specified, then the group_num defaults to 1"); a group given implies
//     it ("The 'e' is implied");
//   - s: "single-line mode: POSIX wildcard character . matches \n". The
//     notes give the pattern form of it: "replace . with (.|\n) in the
//     pattern argument, or use the s parameter". A literal pattern is read
//     so, each "." outside a bracket expression becoming "(.|\n)" (a real
//     newline), the groups that follow renumbered;
//   - i: case-insensitive matching, by a folding the documentation does
//     not give (ASCII letters, or Unicode's, which also folds the Kelvin
//     sign with k); m: multi-line mode, "^" and "$" at line boundaries,
//     whose line terminators are not given. Neither is read: a call with
//     one is Snowflake's own, refused (T142) at the parameters toward
//     the other dialects.
//
// A parameters argument that is not a literal, a letter the notes do not
// list, or both 'c' and 'i' (which wins is not written) are not read
// either. The forms read: REGEXP_LIKE, RLIKE and REGEXP (s, re[, params])
// as regexp_like of the anchored pattern (Snowflake matches the whole
// subject, as its RLIKE operator: dialects/internal/build anchorRegex);
// REGEXP_SUBSTR (s, re[, 1[, 1[, params[, group]]]]); REGEXP_REPLACE (s,
// re, rep[, 1[, occurrence[, params]]]) with occurrence 0 (every match,
// regexp_replace_bs) or 1 (the first, regexp_replace_first).
const CodeRegexParams = "T142"

// snowParams are the parameters of a Snowflake regular-expression call as
// read: extract ('e') and dotAll ('s'); ok is false for a parameters
// argument that is not read (see CodeRegexParams), bad then naming the
// letter that is not and why.
type snowParams struct {
	extract, dotAll bool
}

// fnSnowParams reads a parameters argument.
func fnSnowParams(e ast.Expr) (p snowParams, bad string, ok bool) {
	s, lit := fnStrLit(e)
	if !lit {
		return p, "it is not a string literal", false
	}
	seenC, seenI := false, false
	for _, r := range s {
		switch r {
		case 'c':
			seenC = true
		case 'e':
			p.extract = true
		case 's':
			p.dotAll = true
		case 'i':
			seenI = true
		case 'm':
			return p, "'m' is multi-line mode, and which line terminators \"^\" and \"$\" then match at, Snowflake does not document", false
		default:
			return p, fmt.Sprintf("%q is not one of Snowflake's documented parameters c, i, m, e, s", string(r)), false
		}
	}
	if seenI && seenC {
		return p, "it holds both 'c' and 'i', and which one wins, Snowflake does not document", false
	}
	if seenI {
		return p, "'i' is case-insensitive matching, by a folding of letters Snowflake does not document (ASCII letters only, or Unicode's, where the Kelvin sign also matches k)", false
	}
	return p, "", true
}

// fnSnowDotAll writes a literal Snowflake pattern for the 's' parameter:
// each "." outside a bracket expression becomes "(.|\n)". It gives the new
// pattern and the new number of each of the pattern's capturing groups
// (renum[g-1] for group g >= 1); ok is false for a pattern whose bracket
// expressions or groups it cannot delimit so: a '[' (a POSIX class such as
// "[[:alpha:].]", whose first ']' does not end the bracket expression) or a
// backslash (an escape or a member, not settled) inside a bracket
// expression, or a back reference "\1".."\9", which the renumbering would
// point at another group.
func fnSnowDotAll(pat string) (out string, renum []int, ok bool) {
	var b strings.Builder
	added := 0
	for i := 0; i < len(pat); i++ {
		switch ch := pat[i]; ch {
		case '\\':
			if i+1 < len(pat) && pat[i+1] >= '1' && pat[i+1] <= '9' {
				return "", nil, false
			}
			b.WriteByte(ch)
			if i+1 < len(pat) {
				i++
				b.WriteByte(pat[i])
			}
		case '[':
			// A bracket expression: a leading '^' and ']' are members;
			// it ends at the next ']' unless it holds a '[' or a
			// backslash (Snowflake's reader refuses both inside one).
			j := i + 1
			if j < len(pat) && pat[j] == '^' {
				j++
			}
			if j < len(pat) && pat[j] == ']' {
				j++
			}
			for j < len(pat) && pat[j] != ']' {
				if pat[j] == '[' || pat[j] == '\\' {
					return "", nil, false
				}
				j++
			}
			end := min(j+1, len(pat))
			b.WriteString(pat[i:end])
			i = end - 1
		case '.':
			b.WriteString("(.|\n)")
			added++
		case '(':
			renum = append(renum, len(renum)+1+added)
			b.WriteByte(ch)
		default:
			b.WriteByte(ch)
		}
	}
	return b.String(), renum, true
}

// fnSnowAnchor writes the whole-subject match of Snowflake's RLIKE as the
// partial match of regexp_like: '^(?:' || re || ')$'.
func fnSnowAnchor(re ast.Expr) ast.Expr {
	if l, ok := re.(*ast.Literal); ok && l.Kind == ast.LitString {
		return &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: "^(?:" + l.Value + ")$"}
	}
	if l, ok := re.(*ast.Literal); ok && l.Kind == ast.LitNull {
		return re
	}
	sp := re.SpanOf()
	pre := &ast.Literal{Span: sp, Kind: ast.LitString, Value: "^(?:"}
	post := &ast.Literal{Span: sp, Kind: ast.LitString, Value: ")$"}
	return &ast.Binary{Span: sp, Op: ast.OpConcat, L: &ast.Binary{Span: sp, Op: ast.OpConcat, L: pre, R: re}, R: post}
}

// fnSnowPattern applies the parameters to a pattern: with 's' a literal
// pattern is rewritten (fnSnowDotAll); renum maps its groups. ok is false
// for 's' with a pattern that is not a literal or that fnSnowDotAll cannot
// rewrite.
func fnSnowPattern(re ast.Expr, p snowParams) (out ast.Expr, renum []int, ok bool) {
	if !p.dotAll {
		return re, nil, true
	}
	l, lit := re.(*ast.Literal)
	if !lit || l.Kind != ast.LitString {
		return nil, nil, false
	}
	v, renum, ok := fnSnowDotAll(l.Value)
	if !ok {
		return nil, nil, false
	}
	return &ast.Literal{Span: l.Span, Kind: ast.LitString, Value: v}, renum, true
}

// fnSnowLike reads Snowflake REGEXP_LIKE, RLIKE and REGEXP (s, re[,
// params]) as regexp_like of the anchored pattern.
func fnSnowLike(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	var p snowParams
	switch len(a) {
	case 2:
	case 3:
		var ok bool
		if p, _, ok = fnSnowParams(a[2]); !ok || p.extract {
			return "", nil, false // 'e' has no meaning documented here
		}
	default:
		return "", nil, false
	}
	if v, lit := fnStrLit(a[1]); lit && !fnSnowBalanced(v) {
		return "", nil, false // "^(?:" and ")$" would not hold all of it
	}
	re, _, ok := fnSnowPattern(a[1], p)
	if !ok {
		return "", nil, false
	}
	return canon, []ast.Expr{a[0], fnSnowAnchor(re)}, true
}

// fnSnowSubstr: Snowflake REGEXP_SUBSTR(s, re[, 1[, 1[, params[, g]]]]):
// the whole first match, or group g of it (with or without 'e'), or with
// 'e' group 1 when g is not given and the literal pattern has a group; NULL when re does not match.
// Another position or occurrence is not read.
func fnSnowSubstr(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) < 2 || len(a) > 6 {
		return "", nil, false
	}
	for _, x := range a[2:min(len(a), 4)] {
		if n, ok := fnIntLit(x); !ok || n != 1 {
			return "", nil, false
		}
	}
	var p snowParams
	if len(a) >= 5 {
		var ok bool
		if p, _, ok = fnSnowParams(a[4]); !ok {
			return "", nil, false
		}
	}
	re, renum, ok := fnSnowPattern(a[1], p)
	if !ok {
		return "", nil, false
	}
	var g ast.Expr = fnInt(f.Span, 0)
	switch {
	case len(a) == 6:
		// A group with or without 'e': "If a group_num is specified,
		// Snowflake allows extraction even if the 'e' option was not
		// also specified. The 'e' is implied." (REGEXP_SUBSTR,
		// group_num).
		g = a[5]
		if n, ok := fnIntLit(a[5]); ok && n >= 1 && int(n) <= len(renum) {
			g = fnInt(a[5].SpanOf(), int64(renum[n-1]))
		} else if p.dotAll {
			return "", nil, false
		}
	case p.extract:
		// Group 1, when the literal pattern has one (else Snowflake
		// returns the whole match, which the notes do not settle).
		l, lit := a[1].(*ast.Literal)
		if !lit || l.Kind != ast.LitString {
			return "", nil, false
		}
		if _, own, ok := fnSnowDotAll(l.Value); !ok || len(own) == 0 {
			return "", nil, false
		}
		g = fnInt(f.Span, 1)
		if len(renum) > 0 {
			g = fnInt(f.Span, int64(renum[0]))
		}
	}
	return canon, []ast.Expr{a[0], re, g}, true
}

// fnSnowReplace: Snowflake REGEXP_REPLACE(s, re, rep[, 1[, occurrence[,
// params]]]): every match replaced (occurrence 0, the default), or the
// first (occurrence 1, regexp_replace_first). With 's' the replacement must
// be a literal without a backslash (no group reference to renumber).
func fnSnowReplace(canon string, f *ast.Func, a []ast.Expr) (string, []ast.Expr, bool) {
	if len(a) < 3 || len(a) > 6 {
		return "", nil, false
	}
	if len(a) >= 4 {
		if n, ok := fnIntLit(a[3]); !ok || n != 1 {
			return "", nil, false
		}
	}
	if len(a) >= 5 {
		switch n, ok := fnIntLit(a[4]); {
		case !ok:
			return "", nil, false
		case n == 1:
			canon = "regexp_replace_first"
		case n != 0:
			return "", nil, false
		}
	}
	var p snowParams
	if len(a) == 6 {
		var ok bool
		if p, _, ok = fnSnowParams(a[5]); !ok || p.extract {
			return "", nil, false
		}
	}
	re, _, ok := fnSnowPattern(a[1], p)
	if !ok {
		return "", nil, false
	}
	if rep, lit := fnStrLit(a[2]); p.dotAll && (!lit || strings.Contains(rep, `\`)) {
		return "", nil, false
	}
	return canon, []ast.Expr{a[0], re, a[2]}, true
}

// fnSnowRegexParamsArg is the index of the parameters argument of the
// Snowflake regular-expression functions lateral reads.
var fnSnowRegexParamsArg = map[string]int{"regexp_like": 2, "rlike": 2, "regexp": 2, "regexp_substr": 4, "regexp_replace": 5}

// fnRefuseSnowParams refuses (CodeRegexParams) a Snowflake regular-
// expression call not read for its parameters, at the parameters; it
// reports whether it did.
func fnRefuseSnowParams(src, dst *Dialect, f *ast.Func, diags *diag.List) bool {
	if src.Name != dSnow {
		return false
	}
	i, ok := fnSnowRegexParamsArg[strings.ToLower(f.Name[0].Name)]
	if !ok || i >= len(f.Args) {
		return false
	}
	_, bad, ok := fnSnowParams(f.Args[i])
	if ok {
		return false
	}
	d := diags.Errorf(CodeRegexParams, f.Args[i].SpanOf(), "snowflake's %s is not read with this regular-expression parameters argument, so it cannot be translated to %s: %s",
		f.Name[0].Name, dst.Name, bad)
	d.Hint = "write the pattern so that it needs no parameter (a bracket expression such as [kK] for the letters meant), or run the query in snowflake"
	return true
}

// fnSnowUnanchor gives the body of a literal pattern '^(?:body)$' whose
// group holds all of body (its parentheses balance outside escapes and
// bracket expressions), or p of '^(?:' || p || ')$', the anchoring
// fnSnowAnchor and the RLIKE operator write: Snowflake's REGEXP_LIKE(s,
// body) matches the whole subject so.
func fnSnowUnanchor(re ast.Expr) (ast.Expr, bool) {
	if b, ok := re.(*ast.Binary); ok && b.Op == ast.OpConcat {
		// '^(?:' || p || ')$' of a pattern that is not a literal.
		l, ok := b.L.(*ast.Binary)
		pre, ok1 := fnStrLitOf(l, ok)
		post, ok2 := fnStrLit(b.R)
		if ok1 && ok2 && pre == "^(?:" && post == ")$" {
			return l.R, true
		}
		return nil, false
	}
	v, ok := fnStrLit(re)
	if !ok || len(v) < 6 || !strings.HasPrefix(v, "^(?:") || !strings.HasSuffix(v, ")$") {
		return nil, false
	}
	body := v[4 : len(v)-2]
	if !fnSnowBalanced(body) {
		return nil, false
	}
	return &ast.Literal{Span: re.SpanOf(), Kind: ast.LitString, Value: body}, true
}

// fnSnowBalanced reports whether the parentheses of a Snowflake pattern
// balance outside escapes and bracket expressions, so that "^(?:" and ")$"
// around it anchor all of it.
func fnSnowBalanced(body string) bool {
	depth := 0
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '\\':
			i++
		case '[':
			j := i + 1
			if j < len(body) && body[j] == '^' {
				j++
			}
			if j < len(body) && body[j] == ']' {
				j++
			}
			for j < len(body) && body[j] != ']' {
				j++
			}
			if j >= len(body) {
				return false
			}
			i = j
		case '(':
			depth++
		case ')':
			if depth--; depth < 0 {
				return false
			}
		}
	}
	return depth == 0
}

// fnStrLitOf is fnStrLit of the left operand of a concatenation l (ok:
// there is one).
func fnStrLitOf(l *ast.Binary, ok bool) (string, bool) {
	if !ok || l.Op != ast.OpConcat {
		return "", false
	}
	return fnStrLit(l.L)
}
