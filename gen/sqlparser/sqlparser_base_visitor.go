// Code generated from SqlParser.g4 by ANTLR 4.13.1. DO NOT EDIT.

package sqlparser // SqlParser
import "github.com/antlr4-go/antlr/v4"

type BaseSqlParserVisitor struct {
	*antlr.BaseParseTreeVisitor
}

func (v *BaseSqlParserVisitor) VisitMultiStatement(ctx *MultiStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSingleStatement(ctx *SingleStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStandaloneExpression(ctx *StandaloneExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStandaloneType(ctx *StandaloneTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQueryStatement(ctx *QueryStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitMultiInsert(ctx *MultiInsertContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitExplain(ctx *ExplainContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCreateTable(ctx *CreateTableContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCreateTableLike(ctx *CreateTableLikeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCreateView(ctx *CreateViewContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCreateFunction(ctx *CreateFunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCreateType(ctx *CreateTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCreateOther(ctx *CreateOtherContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitInsert(ctx *InsertContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDelete(ctx *DeleteContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUpdate(ctx *UpdateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDrop(ctx *DropContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLoadData(ctx *LoadDataContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSetStatement(ctx *SetStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUse(ctx *UseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCallTableFunction(ctx *CallTableFunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOtherStatement(ctx *OtherStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitInsertTarget(ctx *InsertTargetContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitMultiInsertBranch(ctx *MultiInsertBranchContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOnConflict(ctx *OnConflictContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReturning(ctx *ReturningContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitAssignment(ctx *AssignmentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitViewColumns(ctx *ViewColumnsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitViewColumn(ctx *ViewColumnContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitExplainOptions(ctx *ExplainOptionsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitExplainOption(ctx *ExplainOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableElement(ctx *TableElementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitColumnDefinition(ctx *ColumnDefinitionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNotNullConstraint(ctx *NotNullConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNullConstraint(ctx *NullConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDefaultConstraint(ctx *DefaultConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitColumnComment(ctx *ColumnCommentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitColumnOptions(ctx *ColumnOptionsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPrimaryKeyConstraint(ctx *PrimaryKeyConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUniqueConstraint(ctx *UniqueConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCheckConstraint(ctx *CheckConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReferencesConstraint(ctx *ReferencesConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitGeneratedConstraint(ctx *GeneratedConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitAggregateColumn(ctx *AggregateColumnContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReferentialAction(ctx *ReferentialActionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableConstraint(ctx *TableConstraintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCommentProperty(ctx *CommentPropertyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPartitionedBy(ctx *PartitionedByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitClusteredBy(ctx *ClusteredByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRowFormatDelimitedProperty(ctx *RowFormatDelimitedPropertyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRowFormatSerde(ctx *RowFormatSerdeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStoredAs(ctx *StoredAsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLocationProperty(ctx *LocationPropertyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTblProperties(ctx *TblPropertiesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUsingFormat(ctx *UsingFormatContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOptionsProperty(ctx *OptionsPropertyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWithProperties(ctx *WithPropertiesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDorisPartitions(ctx *DorisPartitionsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPartitionByExpressions(ctx *PartitionByExpressionsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitClusterByExpressions(ctx *ClusterByExpressionsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOnCommit(ctx *OnCommitContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDorisKeys(ctx *DorisKeysContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDistributedBy(ctx *DistributedByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPropertiesProperty(ctx *PropertiesPropertyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSecurityProperty(ctx *SecurityPropertyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDorisPartition(ctx *DorisPartitionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFieldsTerminatedBy(ctx *FieldsTerminatedByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCollectionItemsTerminatedBy(ctx *CollectionItemsTerminatedByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitMapKeysTerminatedBy(ctx *MapKeysTerminatedByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLinesTerminatedBy(ctx *LinesTerminatedByContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNullDefinedAs(ctx *NullDefinedAsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPartitionColumn(ctx *PartitionColumnContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPropertyList(ctx *PropertyListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitProperty(ctx *PropertyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPropertyKey(ctx *PropertyKeyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPartitionSpec(ctx *PartitionSpecContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPartitionValue(ctx *PartitionValueContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFunctionParameter(ctx *FunctionParameterContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReturnsOption(ctx *ReturnsOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReturnsNullOnNullInput(ctx *ReturnsNullOnNullInputContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCalledOnNullInput(ctx *CalledOnNullInputContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStrictOption(ctx *StrictOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDeterministicOption(ctx *DeterministicOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLanguageOption(ctx *LanguageOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitAsStringOption(ctx *AsStringOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitAsExpressionOption(ctx *AsExpressionOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReturnOption(ctx *ReturnOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitVolatilityOption(ctx *VolatilityOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSecurityOption(ctx *SecurityOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitParallelOption(ctx *ParallelOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCostOption(ctx *CostOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFunctionCommentOption(ctx *FunctionCommentOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUsingResourceOption(ctx *UsingResourceOptionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFunctionResource(ctx *FunctionResourceContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReturnsTable(ctx *ReturnsTableContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReturnsSetOf(ctx *ReturnsSetOfContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReturnsScalar(ctx *ReturnsScalarContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQuery(ctx *QueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWithClause(ctx *WithClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitInlineFunction(ctx *InlineFunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNamedQuery(ctx *NamedQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitModifyingStatement(ctx *ModifyingStatementContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSearchClause(ctx *SearchClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCycleClause(ctx *CycleClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitBalancedTokens(ctx *BalancedTokensContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQueryNoWith(ctx *QueryNoWithContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQueryTermDefault(ctx *QueryTermDefaultContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSetOperation(ctx *SetOperationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQueryPrimaryDefault(ctx *QueryPrimaryDefaultContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFromFirstQuery(ctx *FromFirstQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitInlineTable(ctx *InlineTableContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableQuery(ctx *TableQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitParenthesizedQuery(ctx *ParenthesizedQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDescribeQuery(ctx *DescribeQueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQuerySpecification(ctx *QuerySpecificationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSelectQuantifier(ctx *SelectQuantifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSetQuantifier(ctx *SetQuantifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSelectAll(ctx *SelectAllContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSelectSingle(ctx *SelectSingleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStarExclude(ctx *StarExcludeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStarReplace(ctx *StarReplaceContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStarReplaceItem(ctx *StarReplaceItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFromClause(ctx *FromClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLateralView(ctx *LateralViewContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWhereClause(ctx *WhereClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitGroupByClause(ctx *GroupByClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRollup(ctx *RollupContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCube(ctx *CubeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitGroupingSets(ctx *GroupingSetsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSingleGroupingSet(ctx *SingleGroupingSetContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitGroupingSet(ctx *GroupingSetContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitHavingClause(ctx *HavingClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUsingSample(ctx *UsingSampleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSampleSize(ctx *SampleSizeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQualifyClause(ctx *QualifyClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWindowClause(ctx *WindowClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNamedWindow(ctx *NamedWindowContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOrderByClause(ctx *OrderByClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitClusterByClause(ctx *ClusterByClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDistributeByClause(ctx *DistributeByClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSortByClause(ctx *SortByClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSortItem(ctx *SortItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLimitOffset(ctx *LimitOffsetContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOffsetLimit(ctx *OffsetLimitContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFetchOnly(ctx *FetchOnlyContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFetchFirst(ctx *FetchFirstContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRelationDefault(ctx *RelationDefaultContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitApplyRelation(ctx *ApplyRelationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJoinRelation(ctx *JoinRelationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLateralViewRelation(ctx *LateralViewRelationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJoinHint(ctx *JoinHintContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJoinType(ctx *JoinTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJoinCriteria(ctx *JoinCriteriaContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitAliasedRelation(ctx *AliasedRelationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSample(ctx *SampleContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableAlias(ctx *TableAliasContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableColumns(ctx *TableColumnsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableColumn(ctx *TableColumnContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitColumnAliases(ctx *ColumnAliasesContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableName(ctx *TableNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSubqueryRelation(ctx *SubqueryRelationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitParenthesizedRelation(ctx *ParenthesizedRelationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUnnestRelation(ctx *UnnestRelationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableFunction(ctx *TableFunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableFunctionInvocation(ctx *TableFunctionInvocationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRowsFrom(ctx *RowsFromContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJsonTable(ctx *JsonTableContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRowsFromItem(ctx *RowsFromItemContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitMatchRecognize(ctx *MatchRecognizeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableFunctionCall(ctx *TableFunctionCallContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLogicalNot(ctx *LogicalNotContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitValueExpressionDefault(ctx *ValueExpressionDefaultContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLogicalBinary(ctx *LogicalBinaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStructConstructor(ctx *StructConstructorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTypeConstructor(ctx *TypeConstructorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitShift(ctx *ShiftContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitAtTimeZone(ctx *AtTimeZoneContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDateTimeTypeConstructor(ctx *DateTimeTypeConstructorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCast(ctx *CastContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDoubleColonCast(ctx *DoubleColonCastContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitParenthesizedExpression(ctx *ParenthesizedExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTrim(ctx *TrimContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTruthPredicate(ctx *TruthPredicateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJsonKeyExists(ctx *JsonKeyExistsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSlice(ctx *SliceContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTypedStructConstructor(ctx *TypedStructConstructorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOverlaps(ctx *OverlapsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArithmeticBinary(ctx *ArithmeticBinaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNumericLiteral(ctx *NumericLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitBooleanLiteral(ctx *BooleanLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitBetween(ctx *BetweenContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSimpleCase(ctx *SimpleCaseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitColumnReference(ctx *ColumnReferenceContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitComparison(ctx *ComparisonContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOverlay(ctx *OverlayContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSubscript(ctx *SubscriptContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLike(ctx *LikeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitInSubquery(ctx *InSubqueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArraySubquery(ctx *ArraySubqueryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDistinctFrom(ctx *DistinctFromContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSimilarTo(ctx *SimilarToContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSubqueryExpression(ctx *SubqueryExpressionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCollate(ctx *CollateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitExtract(ctx *ExtractContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitConcatenation(ctx *ConcatenationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStringLiteral(ctx *StringLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFunctionCall(ctx *FunctionCallContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitPosition(ctx *PositionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitInList(ctx *InListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArithmeticUnary(ctx *ArithmeticUnaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTrimList(ctx *TrimListContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDereference(ctx *DereferenceContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStructLiteral(ctx *StructLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitListLiteral(ctx *ListLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSpecialDateTimeFunction(ctx *SpecialDateTimeFunctionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStarFunctionCall(ctx *StarFunctionCallContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSubstring(ctx *SubstringContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJsonArrow(ctx *JsonArrowContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArrayOperator(ctx *ArrayOperatorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitParameter(ctx *ParameterContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitIntervalLiteral(ctx *IntervalLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitBitwiseBinary(ctx *BitwiseBinaryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSemiStructuredAccess(ctx *SemiStructuredAccessContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNullLiteral(ctx *NullLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLikeQuantified(ctx *LikeQuantifiedContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRegexMatch(ctx *RegexMatchContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArrayConstructor(ctx *ArrayConstructorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitExists(ctx *ExistsContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitSearchedCase(ctx *SearchedCaseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitMapLiteral(ctx *MapLiteralContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNullPredicate(ctx *NullPredicateContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQuantifiedComparison(ctx *QuantifiedComparisonContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitComparisonOperator(ctx *ComparisonOperatorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFunctionName(ctx *FunctionNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFunctionArgument(ctx *FunctionArgumentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTableArgument(ctx *TableArgumentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitLambdaParameters(ctx *LambdaParametersContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArgumentName(ctx *ArgumentNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNullTreatment(ctx *NullTreatmentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJsonFunctionTail(ctx *JsonFunctionTailContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitJsonBehavior(ctx *JsonBehaviorContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitListaggOverflow(ctx *ListaggOverflowContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWithinGroup(ctx *WithinGroupContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFilterClause(ctx *FilterClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitOverClause(ctx *OverClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWindowSpecification(ctx *WindowSpecificationContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWindowFrame(ctx *WindowFrameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitUnboundedFrame(ctx *UnboundedFrameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCurrentRowBound(ctx *CurrentRowBoundContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitBoundedFrame(ctx *BoundedFrameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitFrameExclusion(ctx *FrameExclusionContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitWhenClause(ctx *WhenClauseContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStructArgument(ctx *StructArgumentContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStructLiteralField(ctx *StructLiteralFieldContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitMapLiteralEntry(ctx *MapLiteralEntryContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitExtractField(ctx *ExtractFieldContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitInterval(ctx *IntervalContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitIntervalPart(ctx *IntervalPartContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitIntervalValue(ctx *IntervalValueContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitIntervalField(ctx *IntervalFieldContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRowType(ctx *RowTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArrayType(ctx *ArrayTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitIntervalType(ctx *IntervalTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArraySuffixType(ctx *ArraySuffixTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStructType(ctx *StructTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDoublePrecisionType(ctx *DoublePrecisionTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitMapType(ctx *MapTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitCharacterVaryingType(ctx *CharacterVaryingTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitGenericType(ctx *GenericTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitArrayKeywordSuffixType(ctx *ArrayKeywordSuffixTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitDateTimeType(ctx *DateTimeTypeContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStructTypeField(ctx *StructTypeFieldContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitRowTypeField(ctx *RowTypeFieldContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitTypeParameter(ctx *TypeParameterContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitQualifiedName(ctx *QualifiedNameContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitIdentifier(ctx *IdentifierContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitStringConstant(ctx *StringConstantContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNumber(ctx *NumberContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitBooleanValue(ctx *BooleanValueContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitReservedWord(ctx *ReservedWordContext) interface{} {
	return v.VisitChildren(ctx)
}

func (v *BaseSqlParserVisitor) VisitNonReserved(ctx *NonReservedContext) interface{} {
	return v.VisitChildren(ctx)
}
