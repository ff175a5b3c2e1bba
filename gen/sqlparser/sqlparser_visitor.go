// Code generated from SqlParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package sqlparser // SqlParser
import "github.com/antlr4-go/antlr/v4"

// A complete Visitor for a parse tree produced by SqlParser.
type SqlParserVisitor interface {
	antlr.ParseTreeVisitor

	// Visit a parse tree produced by SqlParser#multiStatement.
	VisitMultiStatement(ctx *MultiStatementContext) interface{}

	// Visit a parse tree produced by SqlParser#singleStatement.
	VisitSingleStatement(ctx *SingleStatementContext) interface{}

	// Visit a parse tree produced by SqlParser#standaloneExpression.
	VisitStandaloneExpression(ctx *StandaloneExpressionContext) interface{}

	// Visit a parse tree produced by SqlParser#standaloneType.
	VisitStandaloneType(ctx *StandaloneTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#queryStatement.
	VisitQueryStatement(ctx *QueryStatementContext) interface{}

	// Visit a parse tree produced by SqlParser#multiInsert.
	VisitMultiInsert(ctx *MultiInsertContext) interface{}

	// Visit a parse tree produced by SqlParser#explain.
	VisitExplain(ctx *ExplainContext) interface{}

	// Visit a parse tree produced by SqlParser#createTable.
	VisitCreateTable(ctx *CreateTableContext) interface{}

	// Visit a parse tree produced by SqlParser#createTableLike.
	VisitCreateTableLike(ctx *CreateTableLikeContext) interface{}

	// Visit a parse tree produced by SqlParser#createView.
	VisitCreateView(ctx *CreateViewContext) interface{}

	// Visit a parse tree produced by SqlParser#createFunction.
	VisitCreateFunction(ctx *CreateFunctionContext) interface{}

	// Visit a parse tree produced by SqlParser#createType.
	VisitCreateType(ctx *CreateTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#createOther.
	VisitCreateOther(ctx *CreateOtherContext) interface{}

	// Visit a parse tree produced by SqlParser#insert.
	VisitInsert(ctx *InsertContext) interface{}

	// Visit a parse tree produced by SqlParser#delete.
	VisitDelete(ctx *DeleteContext) interface{}

	// Visit a parse tree produced by SqlParser#update.
	VisitUpdate(ctx *UpdateContext) interface{}

	// Visit a parse tree produced by SqlParser#drop.
	VisitDrop(ctx *DropContext) interface{}

	// Visit a parse tree produced by SqlParser#loadData.
	VisitLoadData(ctx *LoadDataContext) interface{}

	// Visit a parse tree produced by SqlParser#setStatement.
	VisitSetStatement(ctx *SetStatementContext) interface{}

	// Visit a parse tree produced by SqlParser#use.
	VisitUse(ctx *UseContext) interface{}

	// Visit a parse tree produced by SqlParser#callTableFunction.
	VisitCallTableFunction(ctx *CallTableFunctionContext) interface{}

	// Visit a parse tree produced by SqlParser#otherStatement.
	VisitOtherStatement(ctx *OtherStatementContext) interface{}

	// Visit a parse tree produced by SqlParser#insertTarget.
	VisitInsertTarget(ctx *InsertTargetContext) interface{}

	// Visit a parse tree produced by SqlParser#multiInsertBranch.
	VisitMultiInsertBranch(ctx *MultiInsertBranchContext) interface{}

	// Visit a parse tree produced by SqlParser#onConflict.
	VisitOnConflict(ctx *OnConflictContext) interface{}

	// Visit a parse tree produced by SqlParser#returning.
	VisitReturning(ctx *ReturningContext) interface{}

	// Visit a parse tree produced by SqlParser#assignment.
	VisitAssignment(ctx *AssignmentContext) interface{}

	// Visit a parse tree produced by SqlParser#viewColumns.
	VisitViewColumns(ctx *ViewColumnsContext) interface{}

	// Visit a parse tree produced by SqlParser#viewColumn.
	VisitViewColumn(ctx *ViewColumnContext) interface{}

	// Visit a parse tree produced by SqlParser#explainOptions.
	VisitExplainOptions(ctx *ExplainOptionsContext) interface{}

	// Visit a parse tree produced by SqlParser#explainOption.
	VisitExplainOption(ctx *ExplainOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#tableElement.
	VisitTableElement(ctx *TableElementContext) interface{}

	// Visit a parse tree produced by SqlParser#columnDefinition.
	VisitColumnDefinition(ctx *ColumnDefinitionContext) interface{}

	// Visit a parse tree produced by SqlParser#notNullConstraint.
	VisitNotNullConstraint(ctx *NotNullConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#nullConstraint.
	VisitNullConstraint(ctx *NullConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#defaultConstraint.
	VisitDefaultConstraint(ctx *DefaultConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#columnComment.
	VisitColumnComment(ctx *ColumnCommentContext) interface{}

	// Visit a parse tree produced by SqlParser#columnOptions.
	VisitColumnOptions(ctx *ColumnOptionsContext) interface{}

	// Visit a parse tree produced by SqlParser#primaryKeyConstraint.
	VisitPrimaryKeyConstraint(ctx *PrimaryKeyConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#uniqueConstraint.
	VisitUniqueConstraint(ctx *UniqueConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#checkConstraint.
	VisitCheckConstraint(ctx *CheckConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#referencesConstraint.
	VisitReferencesConstraint(ctx *ReferencesConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#generatedConstraint.
	VisitGeneratedConstraint(ctx *GeneratedConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#aggregateColumn.
	VisitAggregateColumn(ctx *AggregateColumnContext) interface{}

	// Visit a parse tree produced by SqlParser#referentialAction.
	VisitReferentialAction(ctx *ReferentialActionContext) interface{}

	// Visit a parse tree produced by SqlParser#tableConstraint.
	VisitTableConstraint(ctx *TableConstraintContext) interface{}

	// Visit a parse tree produced by SqlParser#commentProperty.
	VisitCommentProperty(ctx *CommentPropertyContext) interface{}

	// Visit a parse tree produced by SqlParser#partitionedBy.
	VisitPartitionedBy(ctx *PartitionedByContext) interface{}

	// Visit a parse tree produced by SqlParser#clusteredBy.
	VisitClusteredBy(ctx *ClusteredByContext) interface{}

	// Visit a parse tree produced by SqlParser#rowFormatDelimitedProperty.
	VisitRowFormatDelimitedProperty(ctx *RowFormatDelimitedPropertyContext) interface{}

	// Visit a parse tree produced by SqlParser#rowFormatSerde.
	VisitRowFormatSerde(ctx *RowFormatSerdeContext) interface{}

	// Visit a parse tree produced by SqlParser#storedAs.
	VisitStoredAs(ctx *StoredAsContext) interface{}

	// Visit a parse tree produced by SqlParser#locationProperty.
	VisitLocationProperty(ctx *LocationPropertyContext) interface{}

	// Visit a parse tree produced by SqlParser#tblProperties.
	VisitTblProperties(ctx *TblPropertiesContext) interface{}

	// Visit a parse tree produced by SqlParser#usingFormat.
	VisitUsingFormat(ctx *UsingFormatContext) interface{}

	// Visit a parse tree produced by SqlParser#optionsProperty.
	VisitOptionsProperty(ctx *OptionsPropertyContext) interface{}

	// Visit a parse tree produced by SqlParser#withProperties.
	VisitWithProperties(ctx *WithPropertiesContext) interface{}

	// Visit a parse tree produced by SqlParser#dorisPartitions.
	VisitDorisPartitions(ctx *DorisPartitionsContext) interface{}

	// Visit a parse tree produced by SqlParser#partitionByExpressions.
	VisitPartitionByExpressions(ctx *PartitionByExpressionsContext) interface{}

	// Visit a parse tree produced by SqlParser#clusterByExpressions.
	VisitClusterByExpressions(ctx *ClusterByExpressionsContext) interface{}

	// Visit a parse tree produced by SqlParser#onCommit.
	VisitOnCommit(ctx *OnCommitContext) interface{}

	// Visit a parse tree produced by SqlParser#dorisKeys.
	VisitDorisKeys(ctx *DorisKeysContext) interface{}

	// Visit a parse tree produced by SqlParser#distributedBy.
	VisitDistributedBy(ctx *DistributedByContext) interface{}

	// Visit a parse tree produced by SqlParser#propertiesProperty.
	VisitPropertiesProperty(ctx *PropertiesPropertyContext) interface{}

	// Visit a parse tree produced by SqlParser#securityProperty.
	VisitSecurityProperty(ctx *SecurityPropertyContext) interface{}

	// Visit a parse tree produced by SqlParser#dorisPartition.
	VisitDorisPartition(ctx *DorisPartitionContext) interface{}

	// Visit a parse tree produced by SqlParser#fieldsTerminatedBy.
	VisitFieldsTerminatedBy(ctx *FieldsTerminatedByContext) interface{}

	// Visit a parse tree produced by SqlParser#collectionItemsTerminatedBy.
	VisitCollectionItemsTerminatedBy(ctx *CollectionItemsTerminatedByContext) interface{}

	// Visit a parse tree produced by SqlParser#mapKeysTerminatedBy.
	VisitMapKeysTerminatedBy(ctx *MapKeysTerminatedByContext) interface{}

	// Visit a parse tree produced by SqlParser#linesTerminatedBy.
	VisitLinesTerminatedBy(ctx *LinesTerminatedByContext) interface{}

	// Visit a parse tree produced by SqlParser#nullDefinedAs.
	VisitNullDefinedAs(ctx *NullDefinedAsContext) interface{}

	// Visit a parse tree produced by SqlParser#partitionColumn.
	VisitPartitionColumn(ctx *PartitionColumnContext) interface{}

	// Visit a parse tree produced by SqlParser#propertyList.
	VisitPropertyList(ctx *PropertyListContext) interface{}

	// Visit a parse tree produced by SqlParser#property.
	VisitProperty(ctx *PropertyContext) interface{}

	// Visit a parse tree produced by SqlParser#propertyKey.
	VisitPropertyKey(ctx *PropertyKeyContext) interface{}

	// Visit a parse tree produced by SqlParser#partitionSpec.
	VisitPartitionSpec(ctx *PartitionSpecContext) interface{}

	// Visit a parse tree produced by SqlParser#partitionValue.
	VisitPartitionValue(ctx *PartitionValueContext) interface{}

	// Visit a parse tree produced by SqlParser#functionParameter.
	VisitFunctionParameter(ctx *FunctionParameterContext) interface{}

	// Visit a parse tree produced by SqlParser#returnsOption.
	VisitReturnsOption(ctx *ReturnsOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#returnsNullOnNullInput.
	VisitReturnsNullOnNullInput(ctx *ReturnsNullOnNullInputContext) interface{}

	// Visit a parse tree produced by SqlParser#calledOnNullInput.
	VisitCalledOnNullInput(ctx *CalledOnNullInputContext) interface{}

	// Visit a parse tree produced by SqlParser#strictOption.
	VisitStrictOption(ctx *StrictOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#deterministicOption.
	VisitDeterministicOption(ctx *DeterministicOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#languageOption.
	VisitLanguageOption(ctx *LanguageOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#asStringOption.
	VisitAsStringOption(ctx *AsStringOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#asExpressionOption.
	VisitAsExpressionOption(ctx *AsExpressionOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#returnOption.
	VisitReturnOption(ctx *ReturnOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#volatilityOption.
	VisitVolatilityOption(ctx *VolatilityOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#securityOption.
	VisitSecurityOption(ctx *SecurityOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#parallelOption.
	VisitParallelOption(ctx *ParallelOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#costOption.
	VisitCostOption(ctx *CostOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#functionCommentOption.
	VisitFunctionCommentOption(ctx *FunctionCommentOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#usingResourceOption.
	VisitUsingResourceOption(ctx *UsingResourceOptionContext) interface{}

	// Visit a parse tree produced by SqlParser#functionResource.
	VisitFunctionResource(ctx *FunctionResourceContext) interface{}

	// Visit a parse tree produced by SqlParser#returnsTable.
	VisitReturnsTable(ctx *ReturnsTableContext) interface{}

	// Visit a parse tree produced by SqlParser#returnsSetOf.
	VisitReturnsSetOf(ctx *ReturnsSetOfContext) interface{}

	// Visit a parse tree produced by SqlParser#returnsScalar.
	VisitReturnsScalar(ctx *ReturnsScalarContext) interface{}

	// Visit a parse tree produced by SqlParser#query.
	VisitQuery(ctx *QueryContext) interface{}

	// Visit a parse tree produced by SqlParser#withClause.
	VisitWithClause(ctx *WithClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#inlineFunction.
	VisitInlineFunction(ctx *InlineFunctionContext) interface{}

	// Visit a parse tree produced by SqlParser#namedQuery.
	VisitNamedQuery(ctx *NamedQueryContext) interface{}

	// Visit a parse tree produced by SqlParser#modifyingStatement.
	VisitModifyingStatement(ctx *ModifyingStatementContext) interface{}

	// Visit a parse tree produced by SqlParser#searchClause.
	VisitSearchClause(ctx *SearchClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#cycleClause.
	VisitCycleClause(ctx *CycleClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#balancedTokens.
	VisitBalancedTokens(ctx *BalancedTokensContext) interface{}

	// Visit a parse tree produced by SqlParser#queryNoWith.
	VisitQueryNoWith(ctx *QueryNoWithContext) interface{}

	// Visit a parse tree produced by SqlParser#queryTermDefault.
	VisitQueryTermDefault(ctx *QueryTermDefaultContext) interface{}

	// Visit a parse tree produced by SqlParser#setOperation.
	VisitSetOperation(ctx *SetOperationContext) interface{}

	// Visit a parse tree produced by SqlParser#queryPrimaryDefault.
	VisitQueryPrimaryDefault(ctx *QueryPrimaryDefaultContext) interface{}

	// Visit a parse tree produced by SqlParser#fromFirstQuery.
	VisitFromFirstQuery(ctx *FromFirstQueryContext) interface{}

	// Visit a parse tree produced by SqlParser#inlineTable.
	VisitInlineTable(ctx *InlineTableContext) interface{}

	// Visit a parse tree produced by SqlParser#tableQuery.
	VisitTableQuery(ctx *TableQueryContext) interface{}

	// Visit a parse tree produced by SqlParser#parenthesizedQuery.
	VisitParenthesizedQuery(ctx *ParenthesizedQueryContext) interface{}

	// Visit a parse tree produced by SqlParser#describeQuery.
	VisitDescribeQuery(ctx *DescribeQueryContext) interface{}

	// Visit a parse tree produced by SqlParser#querySpecification.
	VisitQuerySpecification(ctx *QuerySpecificationContext) interface{}

	// Visit a parse tree produced by SqlParser#selectQuantifier.
	VisitSelectQuantifier(ctx *SelectQuantifierContext) interface{}

	// Visit a parse tree produced by SqlParser#setQuantifier.
	VisitSetQuantifier(ctx *SetQuantifierContext) interface{}

	// Visit a parse tree produced by SqlParser#selectAll.
	VisitSelectAll(ctx *SelectAllContext) interface{}

	// Visit a parse tree produced by SqlParser#selectSingle.
	VisitSelectSingle(ctx *SelectSingleContext) interface{}

	// Visit a parse tree produced by SqlParser#starExclude.
	VisitStarExclude(ctx *StarExcludeContext) interface{}

	// Visit a parse tree produced by SqlParser#starReplace.
	VisitStarReplace(ctx *StarReplaceContext) interface{}

	// Visit a parse tree produced by SqlParser#starReplaceItem.
	VisitStarReplaceItem(ctx *StarReplaceItemContext) interface{}

	// Visit a parse tree produced by SqlParser#fromClause.
	VisitFromClause(ctx *FromClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#lateralView.
	VisitLateralView(ctx *LateralViewContext) interface{}

	// Visit a parse tree produced by SqlParser#whereClause.
	VisitWhereClause(ctx *WhereClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#groupByClause.
	VisitGroupByClause(ctx *GroupByClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#rollup.
	VisitRollup(ctx *RollupContext) interface{}

	// Visit a parse tree produced by SqlParser#cube.
	VisitCube(ctx *CubeContext) interface{}

	// Visit a parse tree produced by SqlParser#groupingSets.
	VisitGroupingSets(ctx *GroupingSetsContext) interface{}

	// Visit a parse tree produced by SqlParser#singleGroupingSet.
	VisitSingleGroupingSet(ctx *SingleGroupingSetContext) interface{}

	// Visit a parse tree produced by SqlParser#groupingSet.
	VisitGroupingSet(ctx *GroupingSetContext) interface{}

	// Visit a parse tree produced by SqlParser#havingClause.
	VisitHavingClause(ctx *HavingClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#usingSample.
	VisitUsingSample(ctx *UsingSampleContext) interface{}

	// Visit a parse tree produced by SqlParser#sampleSize.
	VisitSampleSize(ctx *SampleSizeContext) interface{}

	// Visit a parse tree produced by SqlParser#qualifyClause.
	VisitQualifyClause(ctx *QualifyClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#windowClause.
	VisitWindowClause(ctx *WindowClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#namedWindow.
	VisitNamedWindow(ctx *NamedWindowContext) interface{}

	// Visit a parse tree produced by SqlParser#orderByClause.
	VisitOrderByClause(ctx *OrderByClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#clusterByClause.
	VisitClusterByClause(ctx *ClusterByClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#distributeByClause.
	VisitDistributeByClause(ctx *DistributeByClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#sortByClause.
	VisitSortByClause(ctx *SortByClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#sortItem.
	VisitSortItem(ctx *SortItemContext) interface{}

	// Visit a parse tree produced by SqlParser#limitOffset.
	VisitLimitOffset(ctx *LimitOffsetContext) interface{}

	// Visit a parse tree produced by SqlParser#offsetLimit.
	VisitOffsetLimit(ctx *OffsetLimitContext) interface{}

	// Visit a parse tree produced by SqlParser#fetchOnly.
	VisitFetchOnly(ctx *FetchOnlyContext) interface{}

	// Visit a parse tree produced by SqlParser#fetchFirst.
	VisitFetchFirst(ctx *FetchFirstContext) interface{}

	// Visit a parse tree produced by SqlParser#relationDefault.
	VisitRelationDefault(ctx *RelationDefaultContext) interface{}

	// Visit a parse tree produced by SqlParser#applyRelation.
	VisitApplyRelation(ctx *ApplyRelationContext) interface{}

	// Visit a parse tree produced by SqlParser#joinRelation.
	VisitJoinRelation(ctx *JoinRelationContext) interface{}

	// Visit a parse tree produced by SqlParser#lateralViewRelation.
	VisitLateralViewRelation(ctx *LateralViewRelationContext) interface{}

	// Visit a parse tree produced by SqlParser#joinHint.
	VisitJoinHint(ctx *JoinHintContext) interface{}

	// Visit a parse tree produced by SqlParser#joinType.
	VisitJoinType(ctx *JoinTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#joinCriteria.
	VisitJoinCriteria(ctx *JoinCriteriaContext) interface{}

	// Visit a parse tree produced by SqlParser#aliasedRelation.
	VisitAliasedRelation(ctx *AliasedRelationContext) interface{}

	// Visit a parse tree produced by SqlParser#sample.
	VisitSample(ctx *SampleContext) interface{}

	// Visit a parse tree produced by SqlParser#tableAlias.
	VisitTableAlias(ctx *TableAliasContext) interface{}

	// Visit a parse tree produced by SqlParser#tableColumns.
	VisitTableColumns(ctx *TableColumnsContext) interface{}

	// Visit a parse tree produced by SqlParser#tableColumn.
	VisitTableColumn(ctx *TableColumnContext) interface{}

	// Visit a parse tree produced by SqlParser#columnAliases.
	VisitColumnAliases(ctx *ColumnAliasesContext) interface{}

	// Visit a parse tree produced by SqlParser#tableName.
	VisitTableName(ctx *TableNameContext) interface{}

	// Visit a parse tree produced by SqlParser#subqueryRelation.
	VisitSubqueryRelation(ctx *SubqueryRelationContext) interface{}

	// Visit a parse tree produced by SqlParser#parenthesizedRelation.
	VisitParenthesizedRelation(ctx *ParenthesizedRelationContext) interface{}

	// Visit a parse tree produced by SqlParser#unnestRelation.
	VisitUnnestRelation(ctx *UnnestRelationContext) interface{}

	// Visit a parse tree produced by SqlParser#tableFunction.
	VisitTableFunction(ctx *TableFunctionContext) interface{}

	// Visit a parse tree produced by SqlParser#tableFunctionInvocation.
	VisitTableFunctionInvocation(ctx *TableFunctionInvocationContext) interface{}

	// Visit a parse tree produced by SqlParser#rowsFrom.
	VisitRowsFrom(ctx *RowsFromContext) interface{}

	// Visit a parse tree produced by SqlParser#jsonTable.
	VisitJsonTable(ctx *JsonTableContext) interface{}

	// Visit a parse tree produced by SqlParser#rowsFromItem.
	VisitRowsFromItem(ctx *RowsFromItemContext) interface{}

	// Visit a parse tree produced by SqlParser#matchRecognize.
	VisitMatchRecognize(ctx *MatchRecognizeContext) interface{}

	// Visit a parse tree produced by SqlParser#tableFunctionCall.
	VisitTableFunctionCall(ctx *TableFunctionCallContext) interface{}

	// Visit a parse tree produced by SqlParser#logicalNot.
	VisitLogicalNot(ctx *LogicalNotContext) interface{}

	// Visit a parse tree produced by SqlParser#valueExpressionDefault.
	VisitValueExpressionDefault(ctx *ValueExpressionDefaultContext) interface{}

	// Visit a parse tree produced by SqlParser#logicalBinary.
	VisitLogicalBinary(ctx *LogicalBinaryContext) interface{}

	// Visit a parse tree produced by SqlParser#structConstructor.
	VisitStructConstructor(ctx *StructConstructorContext) interface{}

	// Visit a parse tree produced by SqlParser#typeConstructor.
	VisitTypeConstructor(ctx *TypeConstructorContext) interface{}

	// Visit a parse tree produced by SqlParser#shift.
	VisitShift(ctx *ShiftContext) interface{}

	// Visit a parse tree produced by SqlParser#atTimeZone.
	VisitAtTimeZone(ctx *AtTimeZoneContext) interface{}

	// Visit a parse tree produced by SqlParser#dateTimeTypeConstructor.
	VisitDateTimeTypeConstructor(ctx *DateTimeTypeConstructorContext) interface{}

	// Visit a parse tree produced by SqlParser#cast.
	VisitCast(ctx *CastContext) interface{}

	// Visit a parse tree produced by SqlParser#doubleColonCast.
	VisitDoubleColonCast(ctx *DoubleColonCastContext) interface{}

	// Visit a parse tree produced by SqlParser#parenthesizedExpression.
	VisitParenthesizedExpression(ctx *ParenthesizedExpressionContext) interface{}

	// Visit a parse tree produced by SqlParser#trim.
	VisitTrim(ctx *TrimContext) interface{}

	// Visit a parse tree produced by SqlParser#truthPredicate.
	VisitTruthPredicate(ctx *TruthPredicateContext) interface{}

	// Visit a parse tree produced by SqlParser#jsonKeyExists.
	VisitJsonKeyExists(ctx *JsonKeyExistsContext) interface{}

	// Visit a parse tree produced by SqlParser#slice.
	VisitSlice(ctx *SliceContext) interface{}

	// Visit a parse tree produced by SqlParser#typedStructConstructor.
	VisitTypedStructConstructor(ctx *TypedStructConstructorContext) interface{}

	// Visit a parse tree produced by SqlParser#overlaps.
	VisitOverlaps(ctx *OverlapsContext) interface{}

	// Visit a parse tree produced by SqlParser#arithmeticBinary.
	VisitArithmeticBinary(ctx *ArithmeticBinaryContext) interface{}

	// Visit a parse tree produced by SqlParser#numericLiteral.
	VisitNumericLiteral(ctx *NumericLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#booleanLiteral.
	VisitBooleanLiteral(ctx *BooleanLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#between.
	VisitBetween(ctx *BetweenContext) interface{}

	// Visit a parse tree produced by SqlParser#simpleCase.
	VisitSimpleCase(ctx *SimpleCaseContext) interface{}

	// Visit a parse tree produced by SqlParser#columnReference.
	VisitColumnReference(ctx *ColumnReferenceContext) interface{}

	// Visit a parse tree produced by SqlParser#comparison.
	VisitComparison(ctx *ComparisonContext) interface{}

	// Visit a parse tree produced by SqlParser#overlay.
	VisitOverlay(ctx *OverlayContext) interface{}

	// Visit a parse tree produced by SqlParser#subscript.
	VisitSubscript(ctx *SubscriptContext) interface{}

	// Visit a parse tree produced by SqlParser#like.
	VisitLike(ctx *LikeContext) interface{}

	// Visit a parse tree produced by SqlParser#inSubquery.
	VisitInSubquery(ctx *InSubqueryContext) interface{}

	// Visit a parse tree produced by SqlParser#arraySubquery.
	VisitArraySubquery(ctx *ArraySubqueryContext) interface{}

	// Visit a parse tree produced by SqlParser#distinctFrom.
	VisitDistinctFrom(ctx *DistinctFromContext) interface{}

	// Visit a parse tree produced by SqlParser#similarTo.
	VisitSimilarTo(ctx *SimilarToContext) interface{}

	// Visit a parse tree produced by SqlParser#subqueryExpression.
	VisitSubqueryExpression(ctx *SubqueryExpressionContext) interface{}

	// Visit a parse tree produced by SqlParser#collate.
	VisitCollate(ctx *CollateContext) interface{}

	// Visit a parse tree produced by SqlParser#extract.
	VisitExtract(ctx *ExtractContext) interface{}

	// Visit a parse tree produced by SqlParser#concatenation.
	VisitConcatenation(ctx *ConcatenationContext) interface{}

	// Visit a parse tree produced by SqlParser#stringLiteral.
	VisitStringLiteral(ctx *StringLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#functionCall.
	VisitFunctionCall(ctx *FunctionCallContext) interface{}

	// Visit a parse tree produced by SqlParser#position.
	VisitPosition(ctx *PositionContext) interface{}

	// Visit a parse tree produced by SqlParser#inList.
	VisitInList(ctx *InListContext) interface{}

	// Visit a parse tree produced by SqlParser#arithmeticUnary.
	VisitArithmeticUnary(ctx *ArithmeticUnaryContext) interface{}

	// Visit a parse tree produced by SqlParser#trimList.
	VisitTrimList(ctx *TrimListContext) interface{}

	// Visit a parse tree produced by SqlParser#dereference.
	VisitDereference(ctx *DereferenceContext) interface{}

	// Visit a parse tree produced by SqlParser#structLiteral.
	VisitStructLiteral(ctx *StructLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#listLiteral.
	VisitListLiteral(ctx *ListLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#specialDateTimeFunction.
	VisitSpecialDateTimeFunction(ctx *SpecialDateTimeFunctionContext) interface{}

	// Visit a parse tree produced by SqlParser#starFunctionCall.
	VisitStarFunctionCall(ctx *StarFunctionCallContext) interface{}

	// Visit a parse tree produced by SqlParser#substring.
	VisitSubstring(ctx *SubstringContext) interface{}

	// Visit a parse tree produced by SqlParser#jsonArrow.
	VisitJsonArrow(ctx *JsonArrowContext) interface{}

	// Visit a parse tree produced by SqlParser#arrayOperator.
	VisitArrayOperator(ctx *ArrayOperatorContext) interface{}

	// Visit a parse tree produced by SqlParser#parameter.
	VisitParameter(ctx *ParameterContext) interface{}

	// Visit a parse tree produced by SqlParser#intervalLiteral.
	VisitIntervalLiteral(ctx *IntervalLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#bitwiseBinary.
	VisitBitwiseBinary(ctx *BitwiseBinaryContext) interface{}

	// Visit a parse tree produced by SqlParser#semiStructuredAccess.
	VisitSemiStructuredAccess(ctx *SemiStructuredAccessContext) interface{}

	// Visit a parse tree produced by SqlParser#nullLiteral.
	VisitNullLiteral(ctx *NullLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#likeQuantified.
	VisitLikeQuantified(ctx *LikeQuantifiedContext) interface{}

	// Visit a parse tree produced by SqlParser#regexMatch.
	VisitRegexMatch(ctx *RegexMatchContext) interface{}

	// Visit a parse tree produced by SqlParser#arrayConstructor.
	VisitArrayConstructor(ctx *ArrayConstructorContext) interface{}

	// Visit a parse tree produced by SqlParser#exists.
	VisitExists(ctx *ExistsContext) interface{}

	// Visit a parse tree produced by SqlParser#searchedCase.
	VisitSearchedCase(ctx *SearchedCaseContext) interface{}

	// Visit a parse tree produced by SqlParser#mapLiteral.
	VisitMapLiteral(ctx *MapLiteralContext) interface{}

	// Visit a parse tree produced by SqlParser#nullPredicate.
	VisitNullPredicate(ctx *NullPredicateContext) interface{}

	// Visit a parse tree produced by SqlParser#quantifiedComparison.
	VisitQuantifiedComparison(ctx *QuantifiedComparisonContext) interface{}

	// Visit a parse tree produced by SqlParser#comparisonOperator.
	VisitComparisonOperator(ctx *ComparisonOperatorContext) interface{}

	// Visit a parse tree produced by SqlParser#functionName.
	VisitFunctionName(ctx *FunctionNameContext) interface{}

	// Visit a parse tree produced by SqlParser#functionArgument.
	VisitFunctionArgument(ctx *FunctionArgumentContext) interface{}

	// Visit a parse tree produced by SqlParser#tableArgument.
	VisitTableArgument(ctx *TableArgumentContext) interface{}

	// Visit a parse tree produced by SqlParser#lambdaParameters.
	VisitLambdaParameters(ctx *LambdaParametersContext) interface{}

	// Visit a parse tree produced by SqlParser#argumentName.
	VisitArgumentName(ctx *ArgumentNameContext) interface{}

	// Visit a parse tree produced by SqlParser#nullTreatment.
	VisitNullTreatment(ctx *NullTreatmentContext) interface{}

	// Visit a parse tree produced by SqlParser#jsonFunctionTail.
	VisitJsonFunctionTail(ctx *JsonFunctionTailContext) interface{}

	// Visit a parse tree produced by SqlParser#jsonBehavior.
	VisitJsonBehavior(ctx *JsonBehaviorContext) interface{}

	// Visit a parse tree produced by SqlParser#listaggOverflow.
	VisitListaggOverflow(ctx *ListaggOverflowContext) interface{}

	// Visit a parse tree produced by SqlParser#withinGroup.
	VisitWithinGroup(ctx *WithinGroupContext) interface{}

	// Visit a parse tree produced by SqlParser#filterClause.
	VisitFilterClause(ctx *FilterClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#overClause.
	VisitOverClause(ctx *OverClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#windowSpecification.
	VisitWindowSpecification(ctx *WindowSpecificationContext) interface{}

	// Visit a parse tree produced by SqlParser#windowFrame.
	VisitWindowFrame(ctx *WindowFrameContext) interface{}

	// Visit a parse tree produced by SqlParser#unboundedFrame.
	VisitUnboundedFrame(ctx *UnboundedFrameContext) interface{}

	// Visit a parse tree produced by SqlParser#currentRowBound.
	VisitCurrentRowBound(ctx *CurrentRowBoundContext) interface{}

	// Visit a parse tree produced by SqlParser#boundedFrame.
	VisitBoundedFrame(ctx *BoundedFrameContext) interface{}

	// Visit a parse tree produced by SqlParser#frameExclusion.
	VisitFrameExclusion(ctx *FrameExclusionContext) interface{}

	// Visit a parse tree produced by SqlParser#whenClause.
	VisitWhenClause(ctx *WhenClauseContext) interface{}

	// Visit a parse tree produced by SqlParser#structArgument.
	VisitStructArgument(ctx *StructArgumentContext) interface{}

	// Visit a parse tree produced by SqlParser#structLiteralField.
	VisitStructLiteralField(ctx *StructLiteralFieldContext) interface{}

	// Visit a parse tree produced by SqlParser#mapLiteralEntry.
	VisitMapLiteralEntry(ctx *MapLiteralEntryContext) interface{}

	// Visit a parse tree produced by SqlParser#extractField.
	VisitExtractField(ctx *ExtractFieldContext) interface{}

	// Visit a parse tree produced by SqlParser#interval.
	VisitInterval(ctx *IntervalContext) interface{}

	// Visit a parse tree produced by SqlParser#intervalPart.
	VisitIntervalPart(ctx *IntervalPartContext) interface{}

	// Visit a parse tree produced by SqlParser#intervalValue.
	VisitIntervalValue(ctx *IntervalValueContext) interface{}

	// Visit a parse tree produced by SqlParser#intervalField.
	VisitIntervalField(ctx *IntervalFieldContext) interface{}

	// Visit a parse tree produced by SqlParser#rowType.
	VisitRowType(ctx *RowTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#arrayType.
	VisitArrayType(ctx *ArrayTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#intervalType.
	VisitIntervalType(ctx *IntervalTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#arraySuffixType.
	VisitArraySuffixType(ctx *ArraySuffixTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#structType.
	VisitStructType(ctx *StructTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#doublePrecisionType.
	VisitDoublePrecisionType(ctx *DoublePrecisionTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#mapType.
	VisitMapType(ctx *MapTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#characterVaryingType.
	VisitCharacterVaryingType(ctx *CharacterVaryingTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#genericType.
	VisitGenericType(ctx *GenericTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#arrayKeywordSuffixType.
	VisitArrayKeywordSuffixType(ctx *ArrayKeywordSuffixTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#dateTimeType.
	VisitDateTimeType(ctx *DateTimeTypeContext) interface{}

	// Visit a parse tree produced by SqlParser#structTypeField.
	VisitStructTypeField(ctx *StructTypeFieldContext) interface{}

	// Visit a parse tree produced by SqlParser#rowTypeField.
	VisitRowTypeField(ctx *RowTypeFieldContext) interface{}

	// Visit a parse tree produced by SqlParser#typeParameter.
	VisitTypeParameter(ctx *TypeParameterContext) interface{}

	// Visit a parse tree produced by SqlParser#qualifiedName.
	VisitQualifiedName(ctx *QualifiedNameContext) interface{}

	// Visit a parse tree produced by SqlParser#identifier.
	VisitIdentifier(ctx *IdentifierContext) interface{}

	// Visit a parse tree produced by SqlParser#stringConstant.
	VisitStringConstant(ctx *StringConstantContext) interface{}

	// Visit a parse tree produced by SqlParser#number.
	VisitNumber(ctx *NumberContext) interface{}

	// Visit a parse tree produced by SqlParser#booleanValue.
	VisitBooleanValue(ctx *BooleanValueContext) interface{}

	// Visit a parse tree produced by SqlParser#reservedWord.
	VisitReservedWord(ctx *ReservedWordContext) interface{}

	// Visit a parse tree produced by SqlParser#nonReserved.
	VisitNonReserved(ctx *NonReservedContext) interface{}
}
