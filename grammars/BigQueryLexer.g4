// BigQueryLexer: BigQuery (GoogleSQL). '...' and "..." are both strings with backslash escapes
// (no '' doubling), `...` quotes identifiers with the same backslash escapes, '#' starts a line
// comment as '--' does, and block comments do not nest. A raw string (r'...', R"...") is a
// STRING whose text starts with the prefix; its body is scanned as the plain string's (a
// backslash keeps the next quote inside) and the builder keeps it as written. Bytes (b'...')
// and triple-quoted literals are not read as such.
lexer grammar BigQueryLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

STRING
    : 'R'? '\'' ( ~['\\] | '\\' . )* '\''
    | 'R'? '"' ( ~["\\] | '\\' . )* '"'
    ;

BACKQUOTED_IDENTIFIER: '`' ( ~[`\\] | '\\' . )* '`';

LINE_COMMENT: ( '--' | '#' ) ~[\r\n]* -> skip;
