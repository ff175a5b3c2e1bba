lexer grammar HiveLexer;
options { caseInsensitive = true; tokenVocab = CommonLexer; }
import CommonLexer;
STRING: ( '\'' ( ~['\\] | '\\' . )* '\'' | '"' ( ~["\\] | '\\' . )* '"' );
BACKQUOTED_IDENTIFIER: '`' ( ~'`' | '``' )* '`';
BIGINT_LITERAL: [0-9]+ 'L';
