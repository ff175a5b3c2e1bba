package lexer

import (
	"strings"
	"sync"

	"github.com/lateral-sql/lateral/gen/sqlparser"
)

// maxKeywordLen bounds the keyword lookup buffer; init checks that every keyword fits.
const maxKeywordLen = 24

// keywords maps an upper-case keyword to its token type. It is built from the generated
// parser's literal names, so a keyword added to CommonLexer.g4 needs no change here. It is
// built on first use (Reset, IsKeyword), not at package initialization: the literal names come
// with the parser's ATN, whose deserialization is a good part of a process's start-up, and a
// process that never lexes (lateral dialects, lateral help) need not pay for it.
var (
	keywords     map[string]int32
	keywordsOnce sync.Once
)

func loadKeywords() { keywordsOnce.Do(func() { keywords = buildKeywords() }) }

func buildKeywords() map[string]int32 {
	sqlparser.SqlParserInit()
	names := sqlparser.SqlParserParserStaticData.LiteralNames
	m := make(map[string]int32, len(names))
	for typ, lit := range names {
		if len(lit) < 3 || lit[0] != '\'' {
			continue
		}
		word := lit[1 : len(lit)-1]
		if !isWord(word) {
			continue
		}
		if len(word) > maxKeywordLen {
			panic("lexer: keyword longer than maxKeywordLen: " + word)
		}
		m[strings.ToUpper(word)] = int32(typ)
	}
	return m
}

func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c == '_') {
			return false
		}
	}
	return s != ""
}

// IsKeyword reports whether word (any case) is a keyword of the shared vocabulary.
func IsKeyword(word string) bool {
	loadKeywords()
	_, ok := keywords[strings.ToUpper(word)]
	return ok
}
