package build

import gen "github.com/lateral-sql/lateral/gen/sqlparser"

// nonReservedTok[t] reports that token type t is in the grammar's nonReserved rule: a keyword
// usable as an identifier. TestFastWordTables checks it against the generated parser.
var nonReservedTok = func() []bool {
	t := make([]bool, gen.SqlParserWS+1) // WS is the last token type
	for _, k := range []int{
		gen.SqlParserABSENT, gen.SqlParserAGGREGATE, gen.SqlParserALTER, gen.SqlParserALWAYS,
		gen.SqlParserANALYZE, gen.SqlParserAPPLY, gen.SqlParserARRAY, gen.SqlParserASC,
		gen.SqlParserASYMMETRIC, gen.SqlParserAT, gen.SqlParserATTACH, gen.SqlParserBEGIN,
		gen.SqlParserBREADTH, gen.SqlParserBUCKET, gen.SqlParserBUCKETS, gen.SqlParserCACHE,
		gen.SqlParserCALL, gen.SqlParserCALLED, gen.SqlParserCASCADE, gen.SqlParserCHAR,
		gen.SqlParserCHARACTER, gen.SqlParserCLUSTER, gen.SqlParserCLUSTERED, gen.SqlParserCOLLECTION,
		gen.SqlParserCOMMENT, gen.SqlParserCOMMIT, gen.SqlParserCONFLICT, gen.SqlParserCOPY,
		gen.SqlParserCOST, gen.SqlParserCREATE, gen.SqlParserCURRENT, gen.SqlParserCYCLE,
		gen.SqlParserDATA, gen.SqlParserDATABASE, gen.SqlParserDAY, gen.SqlParserDAYS,
		gen.SqlParserDEALLOCATE, gen.SqlParserDEFAULT, gen.SqlParserDEFINED, gen.SqlParserDEFINER,
		gen.SqlParserDELETE, gen.SqlParserDELIMITED, gen.SqlParserDEPTH, gen.SqlParserDESC,
		gen.SqlParserDESCRIBE, gen.SqlParserDETACH, gen.SqlParserDETERMINISTIC, gen.SqlParserDIRECTORY,
		gen.SqlParserDISTRIBUTE, gen.SqlParserDISTRIBUTED, gen.SqlParserDIV, gen.SqlParserDO,
		gen.SqlParserDOUBLE, gen.SqlParserDROP, gen.SqlParserDUPLICATE, gen.SqlParserEMPTY,
		gen.SqlParserERROR, gen.SqlParserESCAPE, gen.SqlParserESCAPED, gen.SqlParserEXCLUDE,
		gen.SqlParserEXCLUDING, gen.SqlParserEXECUTE, gen.SqlParserEXPLAIN, gen.SqlParserEXPORT,
		gen.SqlParserEXTENDED, gen.SqlParserEXTERNAL, gen.SqlParserEXTRACT, gen.SqlParserFIELDS,
		gen.SqlParserFILTER, gen.SqlParserFIRST, gen.SqlParserFOLLOWING, gen.SqlParserFORMAT,
		gen.SqlParserFORMATTED, gen.SqlParserFUNCTION, gen.SqlParserGENERATED, gen.SqlParserGRANT,
		gen.SqlParserGROUPING, gen.SqlParserGROUPS, gen.SqlParserHASH, gen.SqlParserHOUR,
		gen.SqlParserHOURS, gen.SqlParserIDENTITY, gen.SqlParserIF, gen.SqlParserIGNORE,
		gen.SqlParserIMMUTABLE, gen.SqlParserIMPORT, gen.SqlParserINCLUDING, gen.SqlParserINDEX,
		gen.SqlParserINOUT, gen.SqlParserINPATH, gen.SqlParserINPUT, gen.SqlParserINPUTFORMAT,
		gen.SqlParserINSERT, gen.SqlParserINSTALL, gen.SqlParserINVOKER, gen.SqlParserITEMS,
		gen.SqlParserKEY, gen.SqlParserKEYS, gen.SqlParserLABEL, gen.SqlParserLANGUAGE,
		gen.SqlParserLAST, gen.SqlParserLESS, gen.SqlParserLINES, gen.SqlParserLIST, gen.SqlParserLOAD,
		gen.SqlParserLOCAL, gen.SqlParserLOCATION, gen.SqlParserMACRO, gen.SqlParserMAP,
		gen.SqlParserMATERIALIZED, gen.SqlParserMERGE, gen.SqlParserMICROSECOND,
		gen.SqlParserMICROSECONDS, gen.SqlParserMILLISECOND, gen.SqlParserMILLISECONDS,
		gen.SqlParserMINUTE, gen.SqlParserMINUTES, gen.SqlParserMONTH, gen.SqlParserMONTHS,
		gen.SqlParserMSCK, gen.SqlParserNAME, gen.SqlParserNEXT, gen.SqlParserNO, gen.SqlParserNOTHING,
		gen.SqlParserNULLS, gen.SqlParserOFFSET, gen.SqlParserONLY, gen.SqlParserOPTIONS,
		gen.SqlParserORDINALITY, gen.SqlParserOTHERS, gen.SqlParserOUT, gen.SqlParserOUTPUTFORMAT,
		gen.SqlParserOVERFLOW, gen.SqlParserOVERLAPS, gen.SqlParserOVERLAY, gen.SqlParserOVERWRITE,
		gen.SqlParserPARALLEL, gen.SqlParserPARTITION, gen.SqlParserPARTITIONED, gen.SqlParserPIVOT,
		gen.SqlParserPLACING, gen.SqlParserPLAN, gen.SqlParserPOSITION, gen.SqlParserPRAGMA,
		gen.SqlParserPRECEDING, gen.SqlParserPRECISION, gen.SqlParserPREPARE, gen.SqlParserPRESERVE,
		gen.SqlParserPROPERTIES, gen.SqlParserPURGE, gen.SqlParserQUARTER, gen.SqlParserRANDOM,
		gen.SqlParserRANGE, gen.SqlParserRECURSIVE, gen.SqlParserREFERENCES, gen.SqlParserREFRESH,
		gen.SqlParserREGEXP, gen.SqlParserREPEATABLE, gen.SqlParserREPLACE, gen.SqlParserRESET,
		gen.SqlParserRESPECT, gen.SqlParserRESTRICT, gen.SqlParserRETURN, gen.SqlParserRETURNING,
		gen.SqlParserRETURNS, gen.SqlParserREVOKE, gen.SqlParserRLIKE, gen.SqlParserROLLBACK,
		gen.SqlParserROW, gen.SqlParserROWS, gen.SqlParserSAMPLE, gen.SqlParserSCHEMA,
		gen.SqlParserSEARCH, gen.SqlParserSECOND, gen.SqlParserSECONDS, gen.SqlParserSECURITY,
		gen.SqlParserSEQUENCE, gen.SqlParserSERDE, gen.SqlParserSERDEPROPERTIES, gen.SqlParserSESSION,
		gen.SqlParserSET, gen.SqlParserSETOF, gen.SqlParserSETS, gen.SqlParserSHOW, gen.SqlParserSIMILAR,
		gen.SqlParserSORT, gen.SqlParserSORTED, gen.SqlParserSTABLE, gen.SqlParserSTART,
		gen.SqlParserSTORED, gen.SqlParserSTRICT, gen.SqlParserSTRUCT, gen.SqlParserSUBSTRING,
		gen.SqlParserSUMMARIZE, gen.SqlParserSYMMETRIC, gen.SqlParserTBLPROPERTIES, gen.SqlParserTEMP,
		gen.SqlParserTEMPORARY, gen.SqlParserTERMINATED, gen.SqlParserTHAN, gen.SqlParserTIES,
		gen.SqlParserTIME, gen.SqlParserTIMESTAMP, gen.SqlParserTO, gen.SqlParserTOP, gen.SqlParserTRIM,
		gen.SqlParserTRUNCATE, gen.SqlParserTYPE, gen.SqlParserUNCACHE, gen.SqlParserUNKNOWN,
		gen.SqlParserUNNEST, gen.SqlParserUNPIVOT, gen.SqlParserUPDATE, gen.SqlParserUSE,
		gen.SqlParserVACUUM, gen.SqlParserVARIADIC, gen.SqlParserVARYING, gen.SqlParserVERBOSE,
		gen.SqlParserVIEW, gen.SqlParserVOLATILE, gen.SqlParserWEEK, gen.SqlParserWEEKS,
		gen.SqlParserWITHOUT, gen.SqlParserWRAPPER, gen.SqlParserYEAR, gen.SqlParserYEARS,
		gen.SqlParserZONE,
	} {
		t[k] = true
	}
	return t
}()

// reservedWordTok[t] reports that token type t is in the grammar's reservedWord rule (a column
// label after AS in PostgreSQL and DuckDB). TestFastWordTables checks it too.
var reservedWordTok = func() []bool {
	t := make([]bool, gen.SqlParserWS+1) // WS is the last token type
	for _, k := range []int{
		gen.SqlParserALL, gen.SqlParserAND, gen.SqlParserANTI, gen.SqlParserANY, gen.SqlParserAS,
		gen.SqlParserASOF, gen.SqlParserBETWEEN, gen.SqlParserBOTH, gen.SqlParserBY, gen.SqlParserCASE,
		gen.SqlParserCAST, gen.SqlParserCHECK, gen.SqlParserCOLLATE, gen.SqlParserCONSTRAINT,
		gen.SqlParserCROSS, gen.SqlParserCUBE, gen.SqlParserCURRENT_DATE, gen.SqlParserCURRENT_TIME,
		gen.SqlParserCURRENT_TIMESTAMP, gen.SqlParserDISTINCT, gen.SqlParserELSE, gen.SqlParserEND,
		gen.SqlParserEXCEPT, gen.SqlParserEXISTS, gen.SqlParserFALSE, gen.SqlParserFETCH,
		gen.SqlParserFOR, gen.SqlParserFOREIGN, gen.SqlParserFROM, gen.SqlParserFULL, gen.SqlParserGROUP,
		gen.SqlParserHAVING, gen.SqlParserILIKE, gen.SqlParserIN, gen.SqlParserINNER,
		gen.SqlParserINTERSECT, gen.SqlParserINTERVAL, gen.SqlParserINTO, gen.SqlParserIS,
		gen.SqlParserJOIN, gen.SqlParserJSON_TABLE, gen.SqlParserLATERAL, gen.SqlParserLEADING,
		gen.SqlParserLEFT, gen.SqlParserLIKE, gen.SqlParserLIMIT, gen.SqlParserLOCALTIME,
		gen.SqlParserLOCALTIMESTAMP, gen.SqlParserMATCH_RECOGNIZE, gen.SqlParserNATURAL,
		gen.SqlParserNOT, gen.SqlParserNULL, gen.SqlParserON, gen.SqlParserOR, gen.SqlParserORDER,
		gen.SqlParserOUTER, gen.SqlParserOVER, gen.SqlParserPOSITIONAL, gen.SqlParserPRIMARY,
		gen.SqlParserQUALIFY, gen.SqlParserRIGHT, gen.SqlParserROLLUP, gen.SqlParserSAFE_CAST,
		gen.SqlParserSELECT, gen.SqlParserSEMI, gen.SqlParserSOME, gen.SqlParserTABLE,
		gen.SqlParserTABLESAMPLE, gen.SqlParserTHEN, gen.SqlParserTRAILING, gen.SqlParserTRUE,
		gen.SqlParserTRY_CAST, gen.SqlParserUNBOUNDED, gen.SqlParserUNION, gen.SqlParserUNIQUE,
		gen.SqlParserUSING, gen.SqlParserVALUES, gen.SqlParserWHEN, gen.SqlParserWHERE,
		gen.SqlParserWINDOW, gen.SqlParserWITH, gen.SqlParserWITHIN,
	} {
		t[k] = true
	}
	return t
}()
