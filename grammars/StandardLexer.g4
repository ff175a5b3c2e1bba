// StandardLexer: ANSI, PostgreSQL, DuckDB, Drill (and the Snowflake and BigQuery spellings).
// "..." quotes identifiers, `...` is accepted too (Drill, BigQuery, DuckDB), E'...' strings take
// backslash escapes, U&'...' is a Unicode string, $$...$$ is a dollar-quoted string, and block
// comments nest.
//
// The hand-written lexer also accepts tagged dollar quotes ($fn$ ... $fn$), which a lexer
// grammar without actions cannot express; it emits them as DOLLAR_STRING.
lexer grammar StandardLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

QUOTED_IDENTIFIER: '"' ( ~'"' | '""' )* '"';
BACKQUOTED_IDENTIFIER: '`' ( ~'`' | '``' )* '`';
ESCAPE_STRING: 'E\'' ( ~['\\] | '\\' . | '\'\'' )* '\'';
// U&'...': a string whose \XXXX and \+XXXXXX escapes are Unicode code points (ISO/IEC 9075-2,
// <Unicode character string literal>; PostgreSQL 4.1.2.3); UESCAPE, which changes the escape
// character, is not read (the hand-written lexer refuses it).
UNICODE_STRING: 'U&\'' ( ~'\'' | '\'\'' )* '\'';
DOLLAR_STRING: '$$' .*? '$$';
HASH_SIGN: '#';
BLOCK_COMMENT: '/*' ( BLOCK_COMMENT | . )*? '*/' -> skip;
