parser grammar SqlParser;
options { tokenVocab = CommonLexer; }
query: SELECT selectItem (COMMA selectItem)* (FROM relation (COMMA relation)*)? (WHERE expression)? EOF;
selectItem: expression (AS? identifier)? | ASTERISK;
relation: qualifiedName (AS? identifier)?;
expression: expression (ASTERISK) expression #mul | expression (PLUS|MINUS) expression #add | expression EQ expression #cmp | expression AND expression #and | expression OR expression #or | primary #prim;
primary: literal #lit | qualifiedName LPAREN (expression (COMMA expression)*)? RPAREN #call | identifier #col | primary DOT identifier #deref | LPAREN expression RPAREN #paren;
literal: STRING | INTEGER_VALUE | BIGINT_LITERAL;
qualifiedName: identifier (DOT identifier)*;
identifier: IDENTIFIER | QUOTED_IDENTIFIER | BACKQUOTED_IDENTIFIER;
