// BigQueryLexer: BigQuery (GoogleSQL). '...' and "..." are both strings with backslash escapes
// (no '' doubling), `...` quotes identifiers with the same backslash escapes, '#' starts a line
// comment as '--' does, and block comments do not nest. Raw (r'...'), bytes (b'...') and
// triple-quoted literals are not read as such.
lexer grammar BigQueryLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

STRING
    : '\'' ( ~['\\] | '\\' . )* '\''
    | '"' ( ~["\\] | '\\' . )* '"'
    ;

BACKQUOTED_IDENTIFIER: '`' ( ~[`\\] | '\\' . )* '`';

LINE_COMMENT: ( '--' | '#' ) ~[\r\n]* -> skip;
