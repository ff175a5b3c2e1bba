// PrestoLexer: Presto and Trino. "..." quotes identifiers; strings double '' and take no
// backslash escapes (the imported STRING rule).
lexer grammar PrestoLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

QUOTED_IDENTIFIER: '"' ( ~'"' | '""' )* '"';
