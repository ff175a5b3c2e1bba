// HiveLexer: Hive, Spark and Doris. '...' and "..." are both strings with backslash escapes
// (adjacent literals concatenate: 'a''b' is two STRING tokens), `...` quotes identifiers, and
// numbers take the suffixes L S Y BD D F.
lexer grammar HiveLexer;

options { caseInsensitive = true; tokenVocab = CommonLexer; }

import CommonLexer;

STRING
    : '\'' ( ~['\\] | '\\' . )* '\''
    | '"' ( ~["\\] | '\\' . )* '"'
    ;
BACKQUOTED_IDENTIFIER: '`' ( ~'`' | '``' )* '`';
BIGINT_LITERAL: DIGIT+ 'L';
SMALLINT_LITERAL: DIGIT+ 'S';
TINYINT_LITERAL: DIGIT+ 'Y';
BIGDECIMAL_LITERAL: ( DIGIT+ | DECIMAL_DIGITS ) EXPONENT? 'BD';
DOUBLE_LITERAL: ( DIGIT+ | DECIMAL_DIGITS ) EXPONENT? 'D';
FLOAT_LITERAL: ( DIGIT+ | DECIMAL_DIGITS ) EXPONENT? 'F';
