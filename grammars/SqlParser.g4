// SqlParser: one parser grammar for every dialect family (hive, presto, standard).
//
// It accepts the union of the families' syntax. The grammar has no actions and no semantic
// predicates: the AST builder checks each construct against the source dialect and reports
// "X is not <dialect> syntax". Alternatives the builder dispatches on carry `# labels`.
//
// Shaped for SLL prediction: clause keywords are reserved (not in nonReserved) so an implicit
// alias never competes with the next clause, operator levels are left-recursive alternatives
// listed tightest first, and choices are made on a few tokens of lookahead. See README.md.
parser grammar SqlParser;

options { tokenVocab = CommonLexer; }

// ============================================================ entry points

// A script: statements separated by ';', empty statements allowed.
multiStatement
    : statement? (SEMICOLON statement?)* EOF
    ;

singleStatement
    : statement SEMICOLON* EOF
    ;

standaloneExpression
    : expression EOF
    ;

standaloneType
    : dataType EOF
    ;

// ============================================================ statements

statement
    : query                                                                  #queryStatement
    | fromClause multiInsertBranch+                                          #multiInsert
    | EXPLAIN explainOptions? statement                                      #explain
    | CREATE (OR REPLACE)? (TEMPORARY | TEMP)? EXTERNAL? TABLE
        (IF NOT EXISTS)? name=qualifiedName
        (LPAREN tableElement (COMMA tableElement)* RPAREN)?
        tableProperty*
        (AS query (WITH NO? DATA)?)?                                         #createTable
    | CREATE (OR REPLACE)? (TEMPORARY | TEMP)? EXTERNAL? TABLE (IF NOT EXISTS)?
        name=qualifiedName LIKE source=qualifiedName tableProperty*          #createTableLike
    | CREATE (OR REPLACE)? (TEMPORARY | TEMP)? MATERIALIZED? VIEW (IF NOT EXISTS)?
        name=qualifiedName viewColumns? tableProperty* AS query (WITH NO? DATA)? #createView
    | CREATE (OR REPLACE)? (TEMPORARY | TEMP)? FUNCTION (IF NOT EXISTS)? name=qualifiedName
        (LPAREN (functionParameter (COMMA functionParameter)*)? RPAREN)?
        functionOption*                                                      #createFunction
    // PostgreSQL: a composite type, AS (fields); DuckDB: AS STRUCT(fields).
    | CREATE TYPE name=qualifiedName AS STRUCT?
        LPAREN rowTypeField (COMMA rowTypeField)* RPAREN                     #createType
    | CREATE (OR REPLACE)? (TEMPORARY | TEMP)?
        kind=(DATABASE | SCHEMA | INDEX | UNIQUE | MACRO | TYPE | SEQUENCE) (~SEMICOLON)* #createOther
    | withClause? insertTarget (query | DEFAULT VALUES) onConflict? returning? #insert
    | DELETE FROM target=qualifiedName tableAlias?
        (PARTITION partition=identifier)?
        (USING relation (COMMA relation)*)? whereClause? returning?          #delete
    | UPDATE target=qualifiedName tableAlias? SET assignment (COMMA assignment)*
        fromClause? whereClause? returning?                                  #update
    | DROP MATERIALIZED? kind=(TABLE | VIEW | FUNCTION | SCHEMA | DATABASE | INDEX | MACRO
        | TYPE | SEQUENCE) (IF EXISTS)?
        names+=qualifiedName (COMMA names+=qualifiedName)*
        (LPAREN (dataType (COMMA dataType)*)? RPAREN)?
        (CASCADE | RESTRICT | PURGE)?                                        #drop
    | LOAD DATA LOCAL? INPATH path=stringConstant OVERWRITE? INTO TABLE
        target=qualifiedName partitionSpec?                                  #loadData
    | SET (~SEMICOLON)*                                                      #setStatement
    | USE qualifiedName                                                      #use
    // DuckDB: CALL f(args) is SELECT * FROM f(args).
    | CALL tableFunctionCall                                                 #callTableFunction
    // Statements lateral does not translate; they parse so a script can carry them and the
    // builder reports them as unsupported.
    | head=(ALTER | TRUNCATE | MSCK | SHOW | DESCRIBE | DESC | MERGE | PREPARE | EXECUTE
        | DEALLOCATE | CALL | GRANT | REVOKE | SUMMARIZE | PIVOT | UNPIVOT | VACUUM | ANALYZE
        | REFRESH | CACHE | UNCACHE | COPY | BEGIN | COMMIT | ROLLBACK | START | RESET
        | ATTACH | DETACH | INSTALL | PRAGMA | COMMENT | EXPORT | IMPORT)
        (~SEMICOLON)*                                                        #otherStatement
    ;

insertTarget
    : INSERT (OR (REPLACE | IGNORE))? (INTO | OVERWRITE) TABLE? target=qualifiedName partitionSpec?
        (IF NOT EXISTS)? (WITH LABEL label=identifier)? (BY NAME | columnAliases)?
        (REPLACE replaceWhere=whereClause)?
    | INSERT OVERWRITE LOCAL? DIRECTORY path=stringConstant tableProperty*
    ;

// Hive: FROM src INSERT ... SELECT ... INSERT ... SELECT ...
multiInsertBranch
    : insertTarget queryNoWith
    ;

onConflict
    : ON CONFLICT columnAliases? DO (NOTHING | UPDATE SET assignment (COMMA assignment)* whereClause?)
    ;

returning
    : RETURNING selectItem (COMMA selectItem)*
    ;

assignment
    : target=qualifiedName EQ value=expression
    ;

viewColumns
    : LPAREN viewColumn (COMMA viewColumn)* RPAREN
    ;

viewColumn
    : identifier (COMMENT stringConstant)?
    ;

explainOptions
    : LPAREN explainOption (COMMA explainOption)* RPAREN
    | (ANALYZE | VERBOSE | EXTENDED | FORMATTED)+
    | PLAN (WITHOUT identifier)? FOR
    ;

explainOption
    : identifier (identifier | stringConstant | booleanValue | number)?
    ;

tableElement
    : columnDefinition
    | tableConstraint
    | columnName=identifier
    // Trino: LIKE t [INCLUDING | EXCLUDING PROPERTIES]
    | LIKE source=qualifiedName ((INCLUDING | EXCLUDING) PROPERTIES)?
    ;

columnDefinition
    : name=identifier dataType columnConstraint*
    ;

columnConstraint
    : NOT NULL                                                               #notNullConstraint
    | NULL                                                                   #nullConstraint
    | DEFAULT valueExpression                                                #defaultConstraint
    | COMMENT stringConstant                                                         #columnComment
    // BigQuery: OPTIONS(description = '...')
    | OPTIONS propertyList                                                   #columnOptions
    | (CONSTRAINT identifier)? PRIMARY KEY                                   #primaryKeyConstraint
    | (CONSTRAINT identifier)? UNIQUE                                        #uniqueConstraint
    | (CONSTRAINT identifier)? CHECK LPAREN expression RPAREN                #checkConstraint
    | REFERENCES qualifiedName columnAliases?
        (ON (DELETE | UPDATE) referentialAction)*                            #referencesConstraint
    | GENERATED (ALWAYS | BY DEFAULT) AS
        (IDENTITY | LPAREN expression RPAREN STORED?)                        #generatedConstraint
    // Doris aggregate key tables: SUM, MAX, MIN, REPLACE, BITMAP_UNION ...
    | aggregate=(IDENTIFIER | REPLACE)                                      #aggregateColumn
    ;

referentialAction
    : CASCADE
    | RESTRICT
    | SET (NULL | DEFAULT)
    | NO identifier
    ;

tableConstraint
    : (CONSTRAINT name=identifier)?
      ( PRIMARY KEY columnAliases
      | UNIQUE columnAliases
      | CHECK LPAREN expression RPAREN
      | FOREIGN KEY columnAliases REFERENCES qualifiedName columnAliases?
      )
    ;

tableProperty
    : COMMENT stringConstant                                                         #commentProperty
    | PARTITIONED BY LPAREN partitionColumn (COMMA partitionColumn)* RPAREN  #partitionedBy
    | CLUSTERED BY columnAliases
        (SORTED BY LPAREN sortItem (COMMA sortItem)* RPAREN)?
        INTO buckets=INTEGER_VALUE BUCKETS                                   #clusteredBy
    | ROW FORMAT DELIMITED rowFormatDelimited*                               #rowFormatDelimitedProperty
    | ROW FORMAT SERDE serde=stringConstant (WITH SERDEPROPERTIES propertyList)?     #rowFormatSerde
    | STORED AS (INPUTFORMAT inFormat=stringConstant OUTPUTFORMAT outFormat=stringConstant
                | format=identifier)                                         #storedAs
    | LOCATION stringConstant                                                        #locationProperty
    | TBLPROPERTIES propertyList                                             #tblProperties
    | USING format=identifier                                                #usingFormat
    | OPTIONS propertyList                                                   #optionsProperty
    | WITH propertyList                                                      #withProperties
    // Doris: PARTITION BY RANGE(cols) (partitions) and PARTITION BY LIST(cols) (partitions)
    | PARTITION BY kind=(RANGE | LIST) columnAliases
        LPAREN (dorisPartition (COMMA dorisPartition)*)? RPAREN              #dorisPartitions
    | PARTITION BY expression (COMMA expression)*                            #partitionByExpressions
    | CLUSTER BY expression (COMMA expression)*                              #clusterByExpressions
    | ON COMMIT (DROP | DELETE ROWS | PRESERVE ROWS)                         #onCommit
    | kind=(DUPLICATE | AGGREGATE | UNIQUE) KEY columnAliases                #dorisKeys
    | DISTRIBUTED BY (HASH columnAliases | RANDOM) (BUCKETS (INTEGER_VALUE | identifier))? #distributedBy
    | PROPERTIES propertyList                                                #propertiesProperty
    | SECURITY (DEFINER | INVOKER)                                           #securityProperty
    ;

// PARTITION p VALUES LESS THAN (v, ...) | MAXVALUE, PARTITION p VALUES [(v, ...), (v, ...)),
// PARTITION p VALUES IN (v, ...), FROM (v) TO (v) INTERVAL n [unit]
dorisPartition
    : PARTITION (IF NOT EXISTS)? name=identifier VALUES
        ( LESS THAN (maxValue=identifier | LPAREN expression (COMMA expression)* RPAREN)
        | LBRACKET LPAREN expression (COMMA expression)* RPAREN COMMA
            LPAREN expression (COMMA expression)* RPAREN RPAREN
        | IN LPAREN expression (COMMA expression)* RPAREN
        ) propertyList?
    | FROM LPAREN expression RPAREN TO LPAREN expression RPAREN
        INTERVAL valueExpression unit=identifier?
    ;

rowFormatDelimited
    : FIELDS TERMINATED BY fields=stringConstant (ESCAPED BY escapedBy=stringConstant)?      #fieldsTerminatedBy
    | COLLECTION ITEMS TERMINATED BY stringConstant                                  #collectionItemsTerminatedBy
    | MAP KEYS TERMINATED BY stringConstant                                          #mapKeysTerminatedBy
    | LINES TERMINATED BY stringConstant                                             #linesTerminatedBy
    | NULL DEFINED AS stringConstant                                                 #nullDefinedAs
    ;

partitionColumn
    : identifier dataType? (COMMENT stringConstant)?
    ;

propertyList
    : LPAREN property (COMMA property)* RPAREN
    ;

property
    : key=propertyKey (EQ value=expression)?
    ;

propertyKey
    : stringConstant
    | qualifiedName
    ;

partitionSpec
    : PARTITION LPAREN partitionValue (COMMA partitionValue)* RPAREN
    // Doris: PARTITION (*), the partitions the rows fall in
    | PARTITION LPAREN ASTERISK RPAREN
    ;

partitionValue
    : identifier (EQ expression)?
    ;

functionParameter
    : paramMode=(IN | OUT | INOUT | VARIADIC)? name=identifier? dataType
        ((DEFAULT | EQ) defaultValue=expression)?
    ;

functionOption
    : RETURNS functionReturnType                                             #returnsOption
    | RETURNS NULL ON NULL INPUT                                             #returnsNullOnNullInput
    | CALLED ON NULL INPUT                                                   #calledOnNullInput
    | STRICT                                                                 #strictOption
    | NOT? DETERMINISTIC                                                     #deterministicOption
    | LANGUAGE language=identifier                                           #languageOption
    | AS body=stringConstant (COMMA link=stringConstant)?                                    #asStringOption
    | AS LPAREN (query | expression) RPAREN                                  #asExpressionOption
    | RETURN expression                                                      #returnOption
    | kind=(IMMUTABLE | STABLE | VOLATILE)                                   #volatilityOption
    | SECURITY identifier                                                    #securityOption
    | PARALLEL identifier                                                    #parallelOption
    | (COST | ROWS) number                                                   #costOption
    | COMMENT stringConstant                                                         #functionCommentOption
    | USING resources+=functionResource (COMMA resources+=functionResource)* #usingResourceOption
    ;

functionResource
    : kind=identifier path=stringConstant
    ;

functionReturnType
    : TABLE LPAREN columnDefinition (COMMA columnDefinition)* RPAREN         #returnsTable
    | SETOF dataType                                                             #returnsSetOf
    | dataType                                                                   #returnsScalar
    ;

// ============================================================ queries

query
    : withClause? queryNoWith
    ;

withClause
    : WITH RECURSIVE? namedQuery (COMMA namedQuery)*
    // Trino inline functions: WITH FUNCTION f(x T) RETURNS T RETURN e, ... SELECT ...
    | WITH inlineFunction (COMMA inlineFunction)*
    ;

inlineFunction
    : FUNCTION name=qualifiedName LPAREN (functionParameter (COMMA functionParameter)*)? RPAREN
        functionOption*
    ;

namedQuery
    : name=identifier columnAliases? AS (NOT? MATERIALIZED)?
        LPAREN (query | modifyingStatement) RPAREN searchClause? cycleClause?
    ;

// PostgreSQL: a data-modifying statement in WITH. Kept as tokens: the builder refuses it.
modifyingStatement
    : (INSERT | UPDATE | DELETE | MERGE) balancedTokens
    ;

// PostgreSQL recursive queries: SEARCH { BREADTH | DEPTH } FIRST BY col, ... SET col
searchClause
    : SEARCH (BREADTH | DEPTH) FIRST BY identifier (COMMA identifier)* SET identifier
    ;

// CYCLE col, ... SET col [TO value DEFAULT value] USING col
cycleClause
    : CYCLE identifier (COMMA identifier)* SET identifier
        (TO valueExpression DEFAULT valueExpression)? USING identifier
    ;

// Any tokens with balanced parentheses: the body of a construct lateral refuses as a whole.
balancedTokens
    : (~(LPAREN | RPAREN) | LPAREN balancedTokens RPAREN)*
    ;

queryNoWith
    : queryTerm orderByClause? clusterByClause? distributeByClause? sortByClause? limitClause?
    ;

// INTERSECT binds tighter than UNION, EXCEPT and MINUS.
queryTerm
    : queryPrimary                                                           #queryTermDefault
    | left=queryTerm operator=INTERSECT setQuantifier? (BY NAME)? right=queryTerm #setOperation
    | left=queryTerm operator=(UNION | EXCEPT | SETMINUS) setQuantifier? (BY NAME)?
        right=queryTerm                                                      #setOperation
    ;

queryPrimary
    : querySpecification                                                     #queryPrimaryDefault
    | fromClause querySpecification                                          #fromFirstQuery
    | VALUES expression (COMMA expression)*                                  #inlineTable
    | TABLE qualifiedName                                                    #tableQuery
    | LPAREN query RPAREN                                                    #parenthesizedQuery
    // DuckDB: DESCRIBE (or DESC) of a query or a table, SHOW of a query: a query whose rows
    // describe the columns. The builder accepts it as a statement or a subquery.
    | kind=(DESCRIBE | DESC) (query | qualifiedName)                         #describeQuery
    | kind=SHOW query                                                        #describeQuery
    ;

querySpecification
    : SELECT selectQuantifier? (AS selectAs=identifier)? (TOP top=INTEGER_VALUE)?
      selectItem (COMMA selectItem)*
      fromClause? usingSample?
      whereClause?
      groupByClause?
      havingClause?
      ( windowClause qualifyClause?
      | qualifyClause windowClause?
      )?
    ;

selectQuantifier
    : DISTINCT (ON LPAREN expression (COMMA expression)* RPAREN)?
    | ALL
    ;

setQuantifier
    : DISTINCT
    | ALL
    ;

selectItem
    : (qualifiedName DOT)? ASTERISK starModifier*                            #selectAll
    | expression (AS? alias=identifier
                 | AS reservedAlias=reservedWord
                 | AS LPAREN aliases+=identifier (COMMA aliases+=identifier)* RPAREN
                 | AS stringAlias=stringConstant)?                                   #selectSingle
    ;

starModifier
    : (EXCEPT | EXCLUDE) LPAREN qualifiedName (COMMA qualifiedName)* RPAREN  #starExclude
    | REPLACE LPAREN starReplaceItem (COMMA starReplaceItem)* RPAREN         #starReplace
    ;

starReplaceItem
    : expression AS identifier
    ;

// FROM VALUES (...) AS t(a, b) is Spark's inline table.
fromClause
    : FROM ( relation (COMMA relation)*
           | VALUES expression (COMMA expression)* tableAlias?
           )
    ;

// Hive/Spark: LATERAL VIEW [OUTER] f(args) tableAlias [AS] col, col ... after the FROM list.
lateralView
    : LATERAL VIEW OUTER? function=functionName
        LPAREN (expression (COMMA expression)*)? RPAREN
        viewAlias=identifier?
        (AS? columns+=identifier (COMMA columns+=identifier)*)?
    ;

whereClause
    : WHERE expression
    ;

groupByClause
    : GROUP BY setQuantifier? (groupingElement (COMMA groupingElement)*)?
        ( WITH modifier=(ROLLUP | CUBE)
        | GROUPING SETS LPAREN groupingSet (COMMA groupingSet)* RPAREN
        )?
    ;

groupingElement
    : ROLLUP LPAREN (groupingSet (COMMA groupingSet)*)? RPAREN               #rollup
    | CUBE LPAREN (groupingSet (COMMA groupingSet)*)? RPAREN                 #cube
    | GROUPING SETS LPAREN groupingSet (COMMA groupingSet)* RPAREN           #groupingSets
    | expression                                                             #singleGroupingSet
    ;

// A parenthesized list of several expressions parses as one row expression; the builder
// unpacks it.
groupingSet
    : LPAREN RPAREN
    | groupingElement
    ;

havingClause
    : HAVING expression
    ;

// DuckDB: USING SAMPLE 10% | 10 PERCENT | 50 ROWS [(method [, seed])] | method(size) [REPEATABLE (seed)]
usingSample
    : USING SAMPLE
        ( sampleSize (LPAREN method=identifier (COMMA seed=INTEGER_VALUE)? RPAREN)?
        | method=identifier LPAREN sampleSize (COMMA seed=INTEGER_VALUE)? RPAREN
        )
        (REPEATABLE LPAREN seed=INTEGER_VALUE RPAREN)?
    ;

sampleSize
    : number (PERCENT | unit=identifier)?
    ;

qualifyClause
    : QUALIFY expression
    ;

windowClause
    : WINDOW namedWindow (COMMA namedWindow)*
    ;

namedWindow
    : name=identifier AS LPAREN windowSpecification RPAREN
    ;

orderByClause
    : ORDER BY sortItem (COMMA sortItem)*
    | ORDER BY ALL ordering=(ASC | DESC)? (NULLS nullOrdering=(FIRST | LAST))?
    ;

clusterByClause
    : CLUSTER BY expression (COMMA expression)*
    ;

distributeByClause
    : DISTRIBUTE BY expression (COMMA expression)*
    ;

sortByClause
    : SORT BY sortItem (COMMA sortItem)*
    ;

sortItem
    : expression ordering=(ASC | DESC)? (NULLS nullOrdering=(FIRST | LAST))?
    ;

limitClause
    : LIMIT (ALL | limit=expression) (COMMA second=expression)?
        (OFFSET offset=expression (ROW | ROWS)?)?                            #limitOffset
    | OFFSET offset=expression (ROW | ROWS)?
        (LIMIT (ALL | limit=expression) | fetchFirst)?                       #offsetLimit
    | fetchFirst                                                             #fetchOnly
    ;

fetchFirst
    : FETCH (FIRST | NEXT) count=expression? (ROW | ROWS) (ONLY | WITH TIES)
    ;

// ============================================================ relations

// Joins are left-deep; the right side of a join is one aliased relation (parenthesize to nest).
//
// Hive/Spark LATERAL VIEWs are postfix: a view applies to the relation on its left (all the
// joins so far). Hive also allows views between a join's right side and its ON condition,
// which apply to that right side only (lateralViews of #joinRelation).
relation
    : left=relation joinType? JOIN joinHint? right=aliasedRelation
        (lateralView+ joinCriteria | joinCriteria)?                          #joinRelation
    | left=relation kind=(CROSS | OUTER) APPLY right=aliasedRelation         #applyRelation
    | left=relation lateralView                                              #lateralViewRelation
    | aliasedRelation                                                        #relationDefault
    ;

joinHint
    : LBRACKET identifier RBRACKET
    ;

joinType
    : INNER
    | CROSS
    | LEFT OUTER?
    | RIGHT OUTER?
    | FULL OUTER?
    | (LEFT | RIGHT)? SEMI
    | (LEFT | RIGHT)? ANTI
    | ASOF LEFT?
    | POSITIONAL
    | NATURAL (INNER | LEFT OUTER? | RIGHT OUTER? | FULL OUTER?)?
    ;

joinCriteria
    : ON expression
    | USING LPAREN identifier (COMMA identifier)* RPAREN (AS alias=identifier)?
    ;

aliasedRelation
    : relationPrimary matchRecognize? (WITH ORDINALITY)? tableAlias?
        (WITH OFFSET (AS? offsetAlias=identifier)?)? sample?
    ;

sample
    : TABLESAMPLE method=identifier? LPAREN (percentage=expression identifier?)? RPAREN
        (REPEATABLE LPAREN seed=expression RPAREN)?
    ;

// Column lists may carry types: PostgreSQL's AS t(a int, b text) for record functions.
tableAlias
    : AS? name=identifier tableColumns?
    | AS tableColumns
    ;

tableColumns
    : LPAREN tableColumn (COMMA tableColumn)* RPAREN
    ;

tableColumn
    : name=identifier dataType?
    ;

columnAliases
    : LPAREN identifier (COMMA identifier)* RPAREN
    ;

relationPrimary
    : qualifiedName                                                          #tableName
    | LATERAL? LPAREN query RPAREN                                           #subqueryRelation
    | LPAREN relation RPAREN                                                 #parenthesizedRelation
    | LATERAL? UNNEST LPAREN expression (COMMA expression)* RPAREN           #unnestRelation
    | LATERAL? name=qualifiedName
        LPAREN (functionArgument (COMMA functionArgument)*)? RPAREN          #tableFunction
    | TABLE LPAREN tableFunctionCall RPAREN                                  #tableFunctionInvocation
    | LATERAL? ROWS FROM LPAREN rowsFromItem (COMMA rowsFromItem)* RPAREN    #rowsFrom
    // Trino and PostgreSQL JSON_TABLE(...). Kept as tokens: the builder refuses it.
    | LATERAL? JSON_TABLE LPAREN balancedTokens RPAREN                       #jsonTable
    ;

rowsFromItem
    : tableFunctionCall (AS tableColumns)?
    ;

// Trino row pattern recognition. Kept as tokens: the builder refuses it.
matchRecognize
    : MATCH_RECOGNIZE LPAREN balancedTokens RPAREN
    ;

tableFunctionCall
    : name=functionName LPAREN (functionArgument (COMMA functionArgument)*)? RPAREN
    ;

// ============================================================ expressions

// Boolean level: NOT, AND, OR. Everything else is one left-recursive rule below, so that a
// leaf costs two rule levels, not four: the ANTLR Go runtime allocates per level.
expression
    : valueExpression                                                        #valueExpressionDefault
    | NOT expression                                                         #logicalNot
    | left=expression operator=AND right=expression                          #logicalBinary
    | left=expression operator=OR right=expression                           #logicalBinary
    ;

// Value level, tightest first: postfix operators, primaries, prefix operators, arithmetic,
// string, JSON and bitwise operators, then predicates (BETWEEN, IN, LIKE bind tighter than
// comparisons, which bind tighter than IS, as in PostgreSQL).
valueExpression
    // postfix
    : base=valueExpression DOT fieldName=identifier                          #dereference
    | value=valueExpression LBRACKET index=expression RBRACKET               #subscript
    | value=valueExpression LBRACKET from=expression? COLON to=expression? RBRACKET #slice
    // x::T; x:::T is CockroachDB's type annotation (lexed as '::' ':').
    | value=valueExpression DOUBLE_COLON COLON? dataType                     #doubleColonCast
    | value=valueExpression COLLATE collation=qualifiedName                  #collate
    // Snowflake v:name (PATH_COLON is lexed for Snowflake only); a .name or [i] after it
    // continues the path.
    | value=valueExpression PATH_COLON key=identifier                       #semiStructuredAccess
    // primaries
    | NULL                                                                   #nullLiteral
    | interval                                                               #intervalLiteral
    | typeName=identifier stringConstant                                     #typeConstructor
    // TIMESTAMP WITH TIME ZONE '...', TIME(p) WITH TIME ZONE '...' (PostgreSQL, Trino...)
    | base=(TIMESTAMP | TIME) (LPAREN precision=INTEGER_VALUE RPAREN)?
        zone=(WITH | WITHOUT) TIME ZONE stringConstant                       #dateTimeTypeConstructor
    // Literal tokens are inlined (not the number/stringConstant rules) to keep the tree shallow.
    | value=(INTEGER_VALUE | DECIMAL_VALUE | DOUBLE_VALUE | BIGINT_LITERAL | SMALLINT_LITERAL
      | TINYINT_LITERAL | BIGDECIMAL_LITERAL | DOUBLE_LITERAL | FLOAT_LITERAL) #numericLiteral
    | value=(TRUE | FALSE)                                                   #booleanLiteral
    | (STRING | ESCAPE_STRING | DOLLAR_STRING | UNICODE_STRING)+             #stringLiteral
    | (QUESTION | POSITIONAL_PARAMETER)                                      #parameter
    | name=functionName LPAREN (qualifiedName DOT)? ASTERISK RPAREN
        filterClause? overClause?                                            #starFunctionCall
    | name=functionName LPAREN
        (setQuantifier? functionArgument (COMMA functionArgument)*)?
        (nullTreatment orderByClause? | orderByClause nullTreatment?)?
        (LIMIT limit=expression)? (jsonFunctionTail+ | listaggOverflow)? RPAREN
        withinGroup? filterClause? nullTreatment? overClause?                #functionCall
    // BigQuery and Spark STRUCT(x AS name, ...) with at least one field named (without a name
    // it is the call struct(...)); BigQuery STRUCT<name T, ...>(x, ...).
    | STRUCT LPAREN (expression COMMA)* expression AS identifier
        (COMMA structArgument)* RPAREN                                       #structConstructor
    | STRUCT LT structTypeField (COMMA structTypeField)* GT
        LPAREN (expression (COMMA expression)*)? RPAREN                      #typedStructConstructor
    | castOp=(CAST | TRY_CAST | SAFE_CAST) LPAREN expression AS dataType RPAREN #cast
    | CASE operand=expression whenClause+ (ELSE elseExpression=expression)? END #simpleCase
    | CASE whenClause+ (ELSE elseExpression=expression)? END                 #searchedCase
    | ARRAY LBRACKET (expression (COMMA expression)*)? RBRACKET              #arrayConstructor
    | ARRAY LPAREN query RPAREN                                              #arraySubquery
    | LBRACKET (expression (COMMA expression)*)? RBRACKET                    #listLiteral
    | LBRACE (structLiteralField (COMMA structLiteralField)*)? RBRACE        #structLiteral
    | MAP LBRACE (mapLiteralEntry (COMMA mapLiteralEntry)*)? RBRACE          #mapLiteral
    | EXISTS LPAREN query RPAREN                                             #exists
    | LPAREN query RPAREN                                                    #subqueryExpression
    // One expression is a parenthesized expression; several are a row. PostgreSQL (x).*
    // is the fields of a composite value (a select-list item only).
    | LPAREN expression (COMMA expression)* RPAREN (DOT fieldStar=ASTERISK)? #parenthesizedExpression
    | EXTRACT LPAREN field=extractField FROM source=valueExpression RPAREN   #extract
    | POSITION LPAREN needle=valueExpression IN haystack=valueExpression RPAREN #position
    // PostgreSQL also has SUBSTRING(x FOR n [FROM a]) and SUBSTRING(x SIMILAR p ESCAPE e).
    | SUBSTRING LPAREN input=valueExpression
        ( FROM from=valueExpression (FOR length=valueExpression)?
        | forFirst=FOR length=valueExpression (FROM from=valueExpression)?
        | SIMILAR from=valueExpression ESCAPE length=valueExpression ) RPAREN  #substring
    // PostgreSQL: TRIM([spec] [c] FROM x, y, ...) is btrim|ltrim|rtrim(x, y, ..., c).
    | TRIM LPAREN trimSpec=(BOTH | LEADING | TRAILING)? trimChar=valueExpression?
        FROM trimSource=valueExpression (COMMA trimMore+=valueExpression)* RPAREN  #trim
    // PostgreSQL: TRIM(spec x, y, ...) is btrim|ltrim|rtrim(x, y, ...).
    | TRIM LPAREN trimSpec=(BOTH | LEADING | TRAILING)
        trimArgs+=valueExpression (COMMA trimArgs+=valueExpression)* RPAREN   #trimList
    | OVERLAY LPAREN input=valueExpression PLACING replacement=valueExpression
        FROM from=valueExpression (FOR length=valueExpression)? RPAREN       #overlay
    | name=(CURRENT_DATE | CURRENT_TIME | CURRENT_TIMESTAMP | LOCALTIME | LOCALTIMESTAMP)
        (LPAREN precision=INTEGER_VALUE? RPAREN)?                            #specialDateTimeFunction
    | identifier                                                             #columnReference
    // prefix
    | operator=(MINUS | PLUS | TILDE | BANG) operand=valueExpression         #arithmeticUnary
    // binary
    | value=valueExpression AT TIME ZONE zone=valueExpression                #atTimeZone
    | left=valueExpression operator=(ASTERISK | SLASH | PERCENT | DIV | DOUBLE_SLASH)
        right=valueExpression                                                #arithmeticBinary
    | left=valueExpression operator=(PLUS | MINUS) right=valueExpression     #arithmeticBinary
    | left=valueExpression operator=(ARROW | DOUBLE_ARROW | HASH_GT | HASH_GT_GT)
        right=valueExpression                                                #jsonArrow
    | left=valueExpression CONCAT right=valueExpression                      #concatenation
    | left=valueExpression operator=(AT_GT | LT_AT | DOUBLE_AMPERSAND) right=valueExpression #arrayOperator
    // PostgreSQL jsonb key existence: ? ?| ?&
    | left=valueExpression QUESTION (PIPE | AMPERSAND)? right=valueExpression #jsonKeyExists
    | left=valueExpression (SHIFT_LEFT | GT GT) right=valueExpression        #shift
    | left=valueExpression operator=AMPERSAND right=valueExpression          #bitwiseBinary
    | left=valueExpression operator=(HAT | HASH_SIGN) right=valueExpression  #bitwiseBinary
    | left=valueExpression operator=PIPE right=valueExpression               #bitwiseBinary
    // predicates
    | value=valueExpression NOT? BETWEEN (ASYMMETRIC | SYMMETRIC)?
        lower=valueExpression AND upper=valueExpression                      #between
    | value=valueExpression NOT? IN LPAREN query RPAREN                      #inSubquery
    | value=valueExpression NOT? IN LPAREN expression (COMMA expression)* RPAREN #inList
    | value=valueExpression NOT? operator=(LIKE | ILIKE | RLIKE | REGEXP)
        quantifier=(ANY | ALL | SOME) LPAREN patterns+=expression (COMMA patterns+=expression)* RPAREN
        (ESCAPE escape=valueExpression)?                                     #likeQuantified
    | value=valueExpression NOT? operator=(LIKE | ILIKE | RLIKE | REGEXP)
        pattern=valueExpression ESCAPE escape=valueExpression                #like
    | value=valueExpression NOT? operator=(LIKE | ILIKE | RLIKE | REGEXP) pattern=valueExpression #like
    | value=valueExpression NOT? SIMILAR TO pattern=valueExpression
        ESCAPE escape=valueExpression                                        #similarTo
    | value=valueExpression NOT? SIMILAR TO pattern=valueExpression          #similarTo
    | value=valueExpression operator=(TILDE | TILDE_ASTERISK | BANG_TILDE | BANG_TILDE_ASTERISK)
        pattern=valueExpression                                              #regexMatch
    | left=valueExpression comparisonOperator quantifier=(ALL | ANY | SOME)
        LPAREN (query | expression (COMMA expression)*) RPAREN               #quantifiedComparison
    | left=valueExpression comparisonOperator right=valueExpression          #comparison
    | value=valueExpression IS NOT? NULL                                     #nullPredicate
    | value=valueExpression IS NOT? truth=(TRUE | FALSE | UNKNOWN)           #truthPredicate
    | left=valueExpression IS NOT? DISTINCT FROM right=valueExpression       #distinctFrom
    | left=valueExpression OVERLAPS right=valueExpression                    #overlaps
    ;

comparisonOperator
    : EQ | DOUBLE_EQ | NEQ | NULL_SAFE_EQ | LT | LTE | GT | GTE
    ;

// Function names: qualified names plus the reserved words that are also function names.
functionName
    : qualifiedName
    | LEFT
    | RIGHT
    | EXISTS
    ;

// Lambdas are only recognized as function arguments; elsewhere '->' is the JSON operator.
// Unlabeled to keep the tree shallow: a lambda has ARROW, a named argument has argumentName.
functionArgument
    : lambdaParameters ARROW body=expression
    | name=argumentName operator=(COLON_EQ | FAT_ARROW) (value=expression | tableArgument)
    | tableArgument
    // Trino json_object('k': v, ...): a key: value member
    | expression (COLON value=expression)?
    ;

// Trino table functions: TABLE(t) [PARTITION BY ...] [ORDER BY ...]
tableArgument
    : TABLE LPAREN (qualifiedName | query) RPAREN
        (PARTITION BY expression (COMMA expression)*)? orderByClause?
    ;

lambdaParameters
    : identifier
    | LPAREN (identifier (COMMA identifier)*)? RPAREN
    ;

argumentName
    : identifier
    | OUTER
    ;

nullTreatment
    : (IGNORE | RESPECT) NULLS
    ;

// Trino json_value / json_query options.
jsonFunctionTail
    : RETURNING dataType
    | (WITH | WITHOUT) ARRAY? WRAPPER
    // json_value, json_query, json_exists: what an empty result or an error gives
    | jsonBehavior ON (EMPTY | ERROR)
    // json_object, json_array
    | (NULL | ABSENT) ON NULL
    ;

jsonBehavior
    : NULL
    | ERROR
    | TRUE
    | FALSE
    | UNKNOWN
    | EMPTY (ARRAY | object=identifier)?
    | DEFAULT expression
    ;

// Trino listagg(x, sep ON OVERFLOW ERROR | TRUNCATE [filler] WITH | WITHOUT COUNT)
listaggOverflow
    : ON OVERFLOW (ERROR | TRUNCATE filler=stringConstant? (WITH | WITHOUT) count=identifier)
    ;

withinGroup
    : WITHIN GROUP LPAREN ORDER BY sortItem (COMMA sortItem)* RPAREN
    ;

filterClause
    : FILTER LPAREN WHERE expression RPAREN
    ;

overClause
    : OVER (windowName=identifier | LPAREN windowSpecification RPAREN)
    ;

windowSpecification
    : existingWindowName=identifier?
      ((PARTITION | DISTRIBUTE) BY partition+=expression (COMMA partition+=expression)*)?
      ((ORDER | SORT) BY sortItem (COMMA sortItem)*)?
      windowFrame?
    ;

windowFrame
    : frameType=(RANGE | ROWS | GROUPS)
      (frameStart=frameBound | BETWEEN frameStart=frameBound AND frameEnd=frameBound)
      frameExclusion?
    ;

frameBound
    : UNBOUNDED boundType=(PRECEDING | FOLLOWING)                            #unboundedFrame
    | CURRENT ROW                                                            #currentRowBound
    | valueExpression boundType=(PRECEDING | FOLLOWING)                      #boundedFrame
    ;

frameExclusion
    : EXCLUDE (CURRENT ROW | GROUP | TIES | NO OTHERS)
    ;

whenClause
    : WHEN condition=expression THEN result=expression
    ;

structArgument
    : expression (AS name=identifier)?
    ;

structLiteralField
    : key=(STRING | IDENTIFIER | QUOTED_IDENTIFIER | BACKQUOTED_IDENTIFIER) (COLON | PATH_COLON)
        value=expression
    | nonReserved (COLON | PATH_COLON) value=expression
    ;

mapLiteralEntry
    : key=expression COLON value=expression
    ;

extractField
    : identifier
    | stringConstant
    ;

interval
    : INTERVAL sign=(PLUS | MINUS)? intervalValue from=intervalField? (TO to=intervalField)?
        intervalPart*
    // BigQuery: INTERVAL n DAY, INTERVAL t.n * 7 DAY (an INT64 expression without parentheses)
    | INTERVAL valueExpression from=intervalField
    ;

// Spark: INTERVAL 2 HOURS 30 MINUTES
intervalPart
    : intervalValue intervalField
    ;

intervalValue
    : stringConstant
    | number
    | LPAREN expression RPAREN
    ;

intervalField
    : YEAR | YEARS | QUARTER | MONTH | MONTHS | WEEK | WEEKS | DAY | DAYS | HOUR | HOURS
    | MINUTE | MINUTES | SECOND | SECONDS | MILLISECOND | MILLISECONDS | MICROSECOND | MICROSECONDS
    ;

// ============================================================ types

dataType
    : elementType=dataType LBRACKET size=INTEGER_VALUE? RBRACKET                 #arraySuffixType
    | elementType=dataType ARRAY (LBRACKET size=INTEGER_VALUE RBRACKET)?         #arrayKeywordSuffixType
    | ARRAY LT elementType=dataType GT                                           #arrayType
    | MAP LT keyType=dataType COMMA valueType=dataType GT                            #mapType
    | STRUCT LT (structTypeField (COMMA structTypeField)*)? GT               #structType
    | (ROW | STRUCT) LPAREN rowTypeField (COMMA rowTypeField)* RPAREN        #rowType
    | INTERVAL from=intervalField? (TO to=intervalField)?                    #intervalType
    | base=(TIMESTAMP | TIME) (LPAREN precision=INTEGER_VALUE RPAREN)?
        zone=(WITH | WITHOUT) local=LOCAL? TIME ZONE                         #dateTimeType
    | DOUBLE PRECISION                                                       #doublePrecisionType
    | (CHARACTER | CHAR) VARYING (LPAREN length=INTEGER_VALUE RPAREN)?       #characterVaryingType
    | name=qualifiedName (LPAREN typeParameter (COMMA typeParameter)* RPAREN)? #genericType
    ;

structTypeField
    : name=identifier COLON? dataType (COMMENT stringConstant)?
    ;

rowTypeField
    : name=identifier dataType
    ;

// name T: Snowflake's structured OBJECT(name T, ...).
typeParameter
    : INTEGER_VALUE
    | dataType
    | name=identifier dataType
    ;

// ============================================================ names and literals

qualifiedName
    : identifier (DOT identifier)*
    ;

identifier
    : IDENTIFIER
    | QUOTED_IDENTIFIER
    | BACKQUOTED_IDENTIFIER
    | nonReserved
    ;

// Adjacent string literals concatenate.
stringConstant
    : (STRING | ESCAPE_STRING | DOLLAR_STRING | UNICODE_STRING)+
    ;

number
    : INTEGER_VALUE
    | DECIMAL_VALUE
    | DOUBLE_VALUE
    | BIGINT_LITERAL
    | SMALLINT_LITERAL
    | TINYINT_LITERAL
    | BIGDECIMAL_LITERAL
    | DOUBLE_LITERAL
    | FLOAT_LITERAL
    ;

booleanValue
    : TRUE
    | FALSE
    ;

// The reserved words (every keyword not in nonReserved). PostgreSQL and DuckDB accept any of
// them as a column label after AS: SELECT true AS exists.
reservedWord
    : ALL | AND | ANTI | ANY | AS | ASOF | BETWEEN | BOTH | BY | CASE | CAST | CHECK | COLLATE
    | CONSTRAINT | CROSS | CUBE | CURRENT_DATE | CURRENT_TIME | CURRENT_TIMESTAMP | DISTINCT
    | ELSE | END | EXCEPT | EXISTS | FALSE | FETCH | FOR | FOREIGN | FROM | FULL | GROUP | HAVING
    | ILIKE | IN | INNER | INTERSECT | INTERVAL | INTO | IS | JOIN | JSON_TABLE | LATERAL
    | LEADING | LEFT | LIKE | LIMIT | LOCALTIME | LOCALTIMESTAMP | MATCH_RECOGNIZE | NATURAL | NOT
    | NULL | ON | OR | ORDER | OUTER | OVER | POSITIONAL | PRIMARY | QUALIFY | RIGHT | ROLLUP
    | SAFE_CAST | SELECT | SEMI | SOME | TABLE | TABLESAMPLE | THEN | TRAILING | TRUE | TRY_CAST
    | UNBOUNDED | UNION | UNIQUE | USING | VALUES | WHEN | WHERE | WINDOW | WITH | WITHIN
    ;

// Keywords usable as identifiers. Everything not listed here is reserved: the clause and join
// keywords, operators spelled as words, and a few words that would make a choice ambiguous
// (SEMI and ANTI: in `t SEMI JOIN u` an alias SEMI would win over the join type, as Spark
// avoids by making them strict non-reserved words).
nonReserved
    : ABSENT | AGGREGATE | ALTER | ALWAYS | ANALYZE | APPLY | ARRAY | ASC | ASYMMETRIC | AT
    | ATTACH | BEGIN | BREADTH | BUCKET | BUCKETS | CACHE | CALL | CALLED | CASCADE | CHAR
    | CHARACTER | CLUSTER | CLUSTERED | COLLECTION | COMMENT | COMMIT | CONFLICT | COPY | COST
    | CREATE | CURRENT | CYCLE | DATA | DATABASE | DAY | DAYS | DEALLOCATE | DEFAULT | DEFINED
    | DEFINER | DELETE | DELIMITED | DEPTH | DESC | DESCRIBE | DETACH | DETERMINISTIC | DIRECTORY
    | DISTRIBUTE | DISTRIBUTED | DIV | DO | DOUBLE | DROP | DUPLICATE | EMPTY | ERROR | ESCAPE
    | ESCAPED | EXCLUDE | EXCLUDING | EXECUTE | EXPLAIN | EXPORT | EXTENDED | EXTERNAL | EXTRACT
    | FIELDS | FILTER | FIRST | FOLLOWING | FORMAT | FORMATTED | FUNCTION | GENERATED | GRANT
    | GROUPING | GROUPS | HASH | HOUR | HOURS | IDENTITY | IF | IGNORE | IMMUTABLE | IMPORT
    | INCLUDING | INDEX | INOUT | INPATH | INPUT | INPUTFORMAT | INSERT | INSTALL | INVOKER
    | ITEMS | KEY | KEYS | LABEL | LANGUAGE | LAST | LESS | LINES | LIST | LOAD | LOCAL | LOCATION
    | MACRO | MAP | MATERIALIZED | MERGE | MICROSECOND | MICROSECONDS | MILLISECOND | MILLISECONDS
    | MINUTE | MINUTES | MONTH | MONTHS | MSCK | NAME | NEXT | NO | NOTHING | NULLS | OFFSET
    | ONLY | OPTIONS | ORDINALITY | OTHERS | OUT | OUTPUTFORMAT | OVERFLOW | OVERLAPS | OVERLAY
    | OVERWRITE | PARALLEL | PARTITION | PARTITIONED | PIVOT | PLACING | PLAN | POSITION | PRAGMA
    | PRECEDING | PRECISION | PREPARE | PRESERVE | PROPERTIES | PURGE | QUARTER | RANDOM | RANGE
    | RECURSIVE | REFERENCES | REFRESH | REGEXP | REPEATABLE | REPLACE | RESET | RESPECT
    | RESTRICT | RETURN | RETURNING | RETURNS | REVOKE | RLIKE | ROLLBACK | ROW | ROWS | SAMPLE
    | SCHEMA | SEARCH | SECOND | SECONDS | SECURITY | SEQUENCE | SERDE | SERDEPROPERTIES | SESSION
    | SET | SETOF | SETS | SHOW | SIMILAR | SORT | SORTED | STABLE | START | STORED | STRICT
    | STRUCT | SUBSTRING | SUMMARIZE | SYMMETRIC | TBLPROPERTIES | TEMP | TEMPORARY | TERMINATED
    | THAN | TIES | TIME | TIMESTAMP | TO | TOP | TRIM | TRUNCATE | TYPE | UNCACHE | UNKNOWN
    | UNNEST | UNPIVOT | UPDATE | USE | VACUUM | VARIADIC | VARYING | VERBOSE | VIEW | VOLATILE
    | WEEK | WEEKS | WITHOUT | WRAPPER | YEAR | YEARS | ZONE
    ;
