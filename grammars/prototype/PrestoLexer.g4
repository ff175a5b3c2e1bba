lexer grammar PrestoLexer;
options { caseInsensitive = true; tokenVocab = CommonLexer; }
import CommonLexer;
QUOTED_IDENTIFIER: '"' ( ~'"' | '""' )* '"';
