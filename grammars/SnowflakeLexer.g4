// SnowflakeLexer: Snowflake. The standard family's lexical rules, but for ':': a single colon
// is PATH_COLON, the semi-structured path operator (v:a.b), a token of its own so that the
// parser's path access never competes with the COLON of an array slice a[x:y] (Snowflake has
// no slices). '::' stays DOUBLE_COLON and ':=' COLON_EQ (longest match). A '...' string takes
// backslash escapes as well as '' doubling ('it\'s'; Snowflake, "String & binary data types",
// escape sequences in single-quoted string constants).
lexer grammar SnowflakeLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

QUOTED_IDENTIFIER: '"' ( ~'"' | '""' )* '"';
BACKQUOTED_IDENTIFIER: '`' ( ~'`' | '``' )* '`';
ESCAPE_STRING: 'E\'' ( ~['\\] | '\\' . | '\'\'' )* '\'';
STRING: '\'' ( ~['\\] | '\\' . | '\'\'' )* '\'';
DOLLAR_STRING: '$$' .*? '$$';
HASH_SIGN: '#';
BLOCK_COMMENT: '/*' ( BLOCK_COMMENT | . )*? '*/' -> skip;
COLON: ':' -> type(PATH_COLON);
