// PrestoLexer: Presto and Trino. "..." quotes identifiers; strings double '' and take no
// backslash escapes (the imported STRING rule); U&'...' is a Unicode string.
lexer grammar PrestoLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

QUOTED_IDENTIFIER: '"' ( ~'"' | '""' )* '"';
// U&'...': a string whose \XXXX and \+XXXXXX escapes are Unicode code points (UESCAPE, which
// changes the escape character, is not read).
UNICODE_STRING: 'U&\'' ( ~'\'' | '\'\'' )* '\'';
