// BigQueryLexer: BigQuery (GoogleSQL). '...' and "..." are both strings with backslash escapes
// (no '' doubling), `...` quotes identifiers with the same backslash escapes, '#' starts a line
// comment as '--' does, and block comments do not nest. A raw string (r'...', R"...") is a
// STRING whose text starts with the prefix; its body is scanned as the plain string's (a
// backslash keeps the next quote inside) and the builder keeps it as written. Bytes literals
// (b'...', rb'...') and triple-quoted strings are refused with a position by the hand-written
// lexer (dialects/internal/lexer), which the parser reads from.
lexer grammar BigQueryLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

STRING
    : 'R'? '\'' ( ~['\\] | '\\' . )* '\''
    | 'R'? '"' ( ~["\\] | '\\' . )* '"'
    ;

BACKQUOTED_IDENTIFIER: '`' ( ~[`\\] | '\\' . )* '`';

LINE_COMMENT: ( '--' | '#' ) ~[\r\n]* -> skip;
