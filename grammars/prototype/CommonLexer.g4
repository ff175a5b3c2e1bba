lexer grammar CommonLexer;
options { caseInsensitive = true; }
tokens { QUOTED_IDENTIFIER, BACKQUOTED_IDENTIFIER, BIGINT_LITERAL }
SELECT: 'SELECT'; FROM: 'FROM'; WHERE: 'WHERE'; AS: 'AS'; AND: 'AND'; OR: 'OR';
COMMA: ','; LPAREN: '('; RPAREN: ')'; DOT: '.'; PLUS: '+'; MINUS: '-'; ASTERISK: '*'; EQ: '=';
STRING: '\'' ( ~'\'' | '\'\'' )* '\'';
INTEGER_VALUE: [0-9]+;
IDENTIFIER: [A-Z_] [A-Z_0-9]*;
WS: [ \t\r\n]+ -> skip;
