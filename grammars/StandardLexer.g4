// StandardLexer: ANSI, PostgreSQL, DuckDB, Drill (and the Snowflake and BigQuery spellings).
// "..." quotes identifiers, `...` is accepted too (Drill, BigQuery, DuckDB), E'...' strings take
// backslash escapes, $$...$$ is a dollar-quoted string, and block comments nest.
//
// The hand-written lexer also accepts tagged dollar quotes ($fn$ ... $fn$), which a lexer
// grammar without actions cannot express; it emits them as DOLLAR_STRING.
lexer grammar StandardLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

QUOTED_IDENTIFIER: '"' ( ~'"' | '""' )* '"';
BACKQUOTED_IDENTIFIER: '`' ( ~'`' | '``' )* '`';
ESCAPE_STRING: 'E\'' ( ~['\\] | '\\' . | '\'\'' )* '\'';
DOLLAR_STRING: '$$' .*? '$$';
HASH_SIGN: '#';
BLOCK_COMMENT: '/*' ( BLOCK_COMMENT | . )*? '*/' -> skip;
