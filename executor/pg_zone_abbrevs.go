package executor

// PostgreSQL 15's default zone abbreviations (timezone_abbreviations
// 'Default': share/timezonesets/Default, the set the engine reads; run:
// SELECT count(*) FROM pg_timezone_abbrevs is 195, all of these), as a
// timestamptz text reads them after its time of day
// (pg_datetime_text.go; TestPgZoneAbbrevsRun compares every one with
// PostgreSQL).

// pgZoneAbbrevs are the abbreviations of a fixed UTC offset, in seconds
// (a daylight-saving one, marked D in the file, its whole offset: CDT is
// -18000).
var pgZoneAbbrevs = map[string]int{
	"EAT": 10800, "SAST": 7200, "WAT": 3600, "ACT": -18000, "AKDT": -28800, "AKST": -32400, "BOT": -14400, "BRA": -10800,
	"BRST": -7200, "BRT": -10800, "COT": -18000, "CDT": -18000, "CLST": -10800, "CST": -21600, "EDT": -14400, "EGST": 0,
	"EGT": -3600, "EST": -18000, "FNT": -7200, "FNST": -3600, "GFT": -10800, "MDT": -21600, "MST": -25200, "NDT": -9000,
	"NFT": -12600, "NST": -12600, "PET": -18000, "PDT": -25200, "PMDT": -7200, "PMST": -10800, "PST": -28800, "PYST": -10800,
	"UYST": -7200, "UYT": -10800, "WGST": -7200, "WGT": -10800, "DDUT": 36000, "AFT": 16200, "ALMT": 21600, "ALMST": 25200,
	"AMT": -14400, "BDT": 21600, "BNT": 28800, "BORT": 28800, "BTT": 21600, "CCT": 28800, "HKT": 28800, "ICT": 25200,
	"IDT": 10800, "IRT": 12600, "IST": 7200, "JAYT": 32400, "JST": 32400, "KDT": 36000, "KGST": 21600, "KST": 32400,
	"MMT": 23400, "MYT": 28800, "NPT": 20700, "PHT": 28800, "PKT": 18000, "PKST": 21600, "TJT": 18000, "ULAST": 32400,
	"UZST": 21600, "UZT": 18000, "XJT": 21600, "YEKST": 21600, "ADT": -10800, "AST": -14400, "AZOST": 0, "AZOT": -3600,
	"ACSST": 37800, "ACDT": 37800, "ACST": 34200, "ACWST": 31500, "AESST": 39600, "AEDT": 39600, "AEST": 36000, "AWSST": 32400,
	"AWST": 28800, "CADT": 37800, "CAST": 34200, "LHST": 37800, "LIGT": 36000, "NZT": 43200, "SADT": 37800, "WADT": 28800,
	"WAST": 25200, "WDT": 32400, "GMT": 0, "UCT": 0, "UT": 0, "UTC": 0, "Z": 0, "ZULU": 0,
	"BST": 3600, "BDST": 7200, "CEST": 7200, "CET": 3600, "CETDST": 7200, "EEST": 10800, "EET": 7200, "EETDST": 10800,
	"FET": 10800, "MEST": 7200, "MESZ": 7200, "MET": 3600, "METDST": 7200, "MEZ": 3600, "MSD": 14400, "WET": 0,
	"WETDST": 3600, "CXT": 25200, "MUT": 14400, "MUST": 18000, "MVT": 18000, "RET": 14400, "SCT": 14400, "TFT": 18000,
	"CHADT": 49500, "CHAST": 45900, "CHUT": 36000, "FJST": 46800, "FJT": 43200, "GALT": -21600, "GAMT": -32400, "GILT": 43200,
	"HST": -36000, "MART": -34200, "MHT": 43200, "MPT": 36000, "NZDT": 46800, "NZST": 43200, "PGT": 36000, "PONT": 39600,
	"PWT": 32400, "TAHT": -36000, "TOT": 46800, "TRUT": 36000, "TVT": 43200, "VUT": 39600, "WAKT": 43200, "WFT": 43200,
	"YAPT": 36000,
}

// pgZoneAbbrevZones are the abbreviations the file defines by a zone
// ("dynamic": MSK Europe/Moscow), whose offset is the one that zone used
// for the abbreviation at the time read.
var pgZoneAbbrevZones = map[string]string{
	"ART": "America/Argentina/Buenos_Aires", "ARST": "America/Argentina/Buenos_Aires", "CLT": "America/Santiago", "GYT": "America/Guyana",
	"PYT": "America/Asuncion", "VET": "America/Caracas", "DAVT": "Antarctica/Davis", "MAWT": "Antarctica/Mawson",
	"AMST": "Asia/Yerevan", "ANAST": "Asia/Anadyr", "ANAT": "Asia/Anadyr", "AZST": "Asia/Baku",
	"AZT": "Asia/Baku", "GEST": "Asia/Tbilisi", "GET": "Asia/Tbilisi", "IRKST": "Asia/Irkutsk",
	"IRKT": "Asia/Irkutsk", "KGT": "Asia/Bishkek", "KRAST": "Asia/Krasnoyarsk", "KRAT": "Asia/Krasnoyarsk",
	"LKT": "Asia/Colombo", "MAGST": "Asia/Magadan", "MAGT": "Asia/Magadan", "NOVST": "Asia/Novosibirsk",
	"NOVT": "Asia/Novosibirsk", "OMSST": "Asia/Omsk", "OMST": "Asia/Omsk", "PETST": "Asia/Kamchatka",
	"PETT": "Asia/Kamchatka", "SGT": "Asia/Singapore", "TMT": "Asia/Ashgabat", "ULAT": "Asia/Ulaanbaatar",
	"VLAST": "Asia/Vladivostok", "VLAT": "Asia/Vladivostok", "YAKST": "Asia/Yakutsk", "YAKT": "Asia/Yakutsk",
	"YEKT": "Asia/Yekaterinburg", "FKST": "Atlantic/Stanley", "FKT": "Atlantic/Stanley", "LHDT": "Australia/Lord_Howe",
	"MSK": "Europe/Moscow", "VOLT": "Europe/Volgograd", "IOT": "Indian/Chagos", "CKT": "Pacific/Rarotonga",
	"EASST": "Pacific/Easter", "EAST": "Pacific/Easter", "KOST": "Pacific/Kosrae", "LINT": "Pacific/Kiritimati",
	"NUT": "Pacific/Niue", "TKT": "Pacific/Fakaofo",
}
