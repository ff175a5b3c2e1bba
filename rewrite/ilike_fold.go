package rewrite

import (
	"strings"
	"unicode"

	"github.com/lateral-sql/lateral/ast"
)

// ILIKE folds letters by each engine's own lower case, applied to the text
// and to the pattern:
//
//   - PostgreSQL lowers both with lower(), which under the C locale (the
//     test server's lc_ctype) maps ASCII letters only: on PostgreSQL 15,
//     'É' ILIKE 'é', U&'\212A' ILIKE 'k' (the Kelvin sign) and 'İ' ILIKE
//     'i' are false.
//   - DuckDB lowers both by Unicode's simple mapping (DuckDB 1.5: 'É'
//     ILIKE 'é', chr(8490) ILIKE 'k', 'İ' ILIKE 'i' and 'ß' ILIKE 'ẞ' are
//     true, chr(383) ILIKE 's' and 'ς' ILIKE 'Σ' false).
//   - Spark's ILike is Like(Lower(left), Lower(right)) (Spark 3.3+,
//     catalyst's ILike), Java's String.toLowerCase: the Kelvin sign
//     becomes k, 'İ' the two characters "i̇", a final Σ ς.
//   - Snowflake's and Drill's are not documented beyond "case-insensitive".
//
// Between two of these the answer can only differ where a character of
// the text lowers to one the pattern holds otherwise: through a letter
// outside ASCII in the pattern, the letters i, k and s (whose ASCII forms
// 'İ', the Kelvin sign and long s lower or fold into), or a '_' or U+0307
// where Java's lower of 'İ' makes two characters of one, "i\u0307" (Spark,
// and the undocumented ones). A pattern without these, and an escape character
// that is not a letter, reads alike everywhere: it is kept. Between
// PostgreSQL, DuckDB and Spark another literal pattern becomes a regular
// expression match of the whole text (ilikeRegex) where each letter is the
// bracket expression of the characters the source's lower maps onto its
// own ("k" from PostgreSQL is [kK], from DuckDB [kKK]); what cannot be
// written so (a letter outside ASCII from DuckDB or Spark, an i or '_'
// from Spark), a pattern that is not a literal, and the undocumented
// dialects' are refused (T112, codeRegexCase).

// ilikeDialects are the dialects with ILIKE, each with whether its lower
// may turn one character into two (Java's, and the undocumented ones).
var ilikeDialects = map[string]bool{"postgres": false, "duckdb": false, "spark": true, "snowflake": true, "drill": true}

// ilikeRegexDialects are those whose ILIKE ilikeRegex writes out, with
// the end anchor of their regular expressions (Java's "$" also matches
// before a final line terminator).
var ilikeRegexDialects = map[string]string{"postgres": "$", "duckdb": "$", "spark": `\z`}

// ilikeFold writes an ILIKE whose folding differs between the source and
// the target on some input as a regular-expression match, or refuses it.
func (c *Context) ilikeFold(x *ast.Like) ast.Expr {
	if x.Kind != ast.LikeILike || c.Source.Name == c.Target.Name {
		return x
	}
	split1, ok1 := ilikeDialects[c.Source.Name]
	split2, ok2 := ilikeDialects[c.Target.Name]
	if !ok1 || !ok2 {
		return x // no ILIKE in the target: refused where it is spelled
	}
	at := ast.Node(x)
	why := ""
	lit, ok := x.Pattern.(*ast.Literal)
	esc, escOK := LikeDefaultEscape(c.Source.Name)
	if e, ok := x.Escape.(*ast.Literal); ok && e.Kind == ast.LitString {
		esc, escOK = e.Value, true
	} else if x.Escape != nil {
		escOK = false
	}
	switch {
	case ok && lit.Kind == ast.LitNull:
		return x // NULL everywhere
	case !ok || lit.Kind != ast.LitString:
		why = "its pattern is not a literal"
	case !escOK || strings.IndexFunc(esc, unicode.IsLetter) >= 0:
		why = "its escape character is not known or is a letter"
	default:
		at = lit
		r, bad := ilikeUnsafe(lit.Value, split1 || split2)
		if !bad {
			return x
		}
		why = "its pattern holds " + quoteRune(r)
		end, ok1 := ilikeRegexDialects[c.Source.Name]
		if _, ok2 := ilikeRegexDialects[c.Target.Name]; ok1 && ok2 {
			end = ilikeRegexDialects[c.Target.Name]
			re, r, ok := ilikeRegex(lit.Value, esc, c.Source.Name, end)
			if ok {
				cp := *lit
				cp.Value = re
				return &ast.Like{Span: x.Span, Kind: ast.LikeRegex, Not: x.Not, X: x.X, Pattern: &cp}
			}
			why = "its pattern holds " + quoteRune(r) + ", whose folding is not written out here"
		}
	}
	c.Refuse(codeRegexCase, at, "write the letters' cases out with LIKE (s LIKE 'K%' OR s LIKE 'k%'), or run the query in "+c.Source.Name,
		"ILIKE folds letters otherwise in %s (%s) and %s (%s), and %s",
		c.Source.Name, ilikeFoldNote[c.Source.Name], c.Target.Name, ilikeFoldNote[c.Target.Name], why)
	return x
}

var ilikeFoldNote = map[string]string{
	"postgres":  "ASCII letters only, under the C locale",
	"duckdb":    "by Unicode's simple lower case: the Kelvin sign to k, 'İ' to i",
	"spark":     "by Java's lower case: 'İ' to two characters",
	"snowflake": "not documented",
	"drill":     "not documented",
}

// ilikeRegex writes the ILIKE pattern p (escape character esc, "" for
// none) of the source dialect src as a regular expression matching the
// whole text that PostgreSQL, RE2 and Java read alike, ending in end; it
// gives the character it cannot write out otherwise.
func ilikeRegex(p, esc, src, end string) (string, rune, bool) {
	var b strings.Builder
	b.WriteString("^")
	e := rune(-1)
	if esc != "" {
		e = []rune(esc)[0]
	}
	rs := []rune(p)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		if r == e {
			if i+1 == len(rs) {
				return "", r, false // a final escape character
			}
			i++
			r = rs[i]
		} else if r == '%' {
			b.WriteString(`[\s\S]*`)
			continue
		} else if r == '_' {
			if src == "spark" {
				return "", r, false // Java's lower of 'İ' is two characters
			}
			b.WriteString(`[\s\S]`)
			continue
		}
		set, ok := ilikeLetters(r, src)
		switch {
		case !ok:
			return "", r, false
		case set != "":
			b.WriteString("[" + set + "]")
		case strings.ContainsRune(`\.+*?()|[]{}^$`, r):
			b.WriteString(`\` + string(r))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteString(end)
	return b.String(), 0, true
}

// ilikeLetters gives the characters src's ILIKE matches with the pattern's
// letter r ("" for a character without case), or false where r's folding
// is not written out: a letter outside ASCII from DuckDB or Spark, and
// from Spark an i (whose 'İ' lowers to two characters) or U+0307.
func ilikeLetters(r rune, src string) (string, bool) {
	if r >= 0x80 {
		caseless := unicode.ToLower(r) == r && unicode.ToUpper(r) == r && unicode.SimpleFold(r) == r
		return "", src == "postgres" || caseless && r != 0x307
	}
	l := unicode.ToLower(r)
	if l < 'a' || l > 'z' {
		return "", true
	}
	set := string(l) + string(unicode.ToUpper(r))
	switch {
	case src == "postgres":
	case l == 'i' && src == "spark":
		return "", false
	case l == 'i':
		set += "İ"
	case l == 'k':
		set += "\u212A"
	}
	return set, true
}

// ilikeUnsafe gives the first character of an ILIKE pattern that may
// match otherwise under another engine's folding: a letter outside ASCII
// or with case beyond it, i, k or s in either case, and '_' and U+0307
// (the combining dot of Java's lower of 'İ') where a lower may make two
// characters of one.
func ilikeUnsafe(p string, split bool) (rune, bool) {
	for _, r := range p {
		switch {
		case (r == '_' || r == 0x307) && split:
			// '_' meets one of the two characters Java's lower
			// makes of 'İ' ("i\u0307"), U+0307 the second.
			return r, true
		case r < 0x80:
			if l := unicode.ToLower(r); l == 'i' || l == 'k' || l == 's' {
				return r, true
			}
		case unicode.ToLower(r) != r || unicode.ToUpper(r) != r || unicode.SimpleFold(r) != r:
			return r, true
		}
	}
	return 0, false
}

func quoteRune(r rune) string {
	if r == '\'' {
		return `"'"`
	}
	return "'" + string(r) + "'"
}
