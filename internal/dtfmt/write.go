package dtfmt

import (
	"strings"
)

// Write spells the pattern p in the language lang ("strftime" DuckDB's,
// "to_char" PostgreSQL's, "joda" Trino's and Presto's format_datetime's,
// "mysql" Trino's and Presto's date_format's and date_parse's, "hive"
// Hive's date_format's, Java's SimpleDateFormat letters, "spark" Spark's
// date_format's, java.time's DateTimeFormatter letters, "bigquery"
// BigQuery's FORMAT_DATETIME's),
// or names the first element the language cannot write exactly (a Bad at
// the element's place in the pattern p was read from; src is that
// pattern).
func Write(p []Elem, lang, src string) (string, *Bad) {
	var b strings.Builder
	prevField := false
	for _, e := range p {
		if e.F == Lit {
			if bad := writeLit(&b, e.Text, lang); bad != "" {
				return "", &Bad{At: e.At, Len: e.Len, Text: src[e.At : e.At+e.Len], Why: bad}
			}
			prevField = false
			continue
		}
		w := spell(e, lang)
		if w == "" {
			return "", &Bad{At: e.At, Len: e.Len, Text: src[e.At : e.At+e.Len], Why: "is not written exactly by the target's pattern language"}
		}
		if lang == "to_char" && prevField && strings.EqualFold(b.String()[b.Len()-1:], w[:1]) {
			// two patterns side by side can read as another (SS SS as
			// SSSS, YY YY as YYYY): an empty quoted text keeps them
			// apart (PostgreSQL 15: to_char of 00:07:09 by SS""SS is
			// 0909)
			b.WriteString(`""`)
		}
		if (lang == "joda" || lang == "hive" || lang == "spark") && prevField && b.Len() > 0 && strings.HasSuffix(b.String(), w[:1]) {
			// yy then yy would read as yyyy: an empty quoted text is a
			// quote, so the two are kept apart otherwise
			return "", &Bad{At: e.At, Len: e.Len, Text: src[e.At : e.At+e.Len], Why: "follows a field of the same letter, which Joda-Time would read as one"}
		}
		b.WriteString(w)
		prevField = true
	}
	return b.String(), nil
}

// writeLit writes the literal text s in lang; the reason it cannot, or "".
func writeLit(b *strings.Builder, s, lang string) string {
	switch lang {
	case "strftime", "mysql", "bigquery":
		b.WriteString(strings.ReplaceAll(s, "%", "%%"))
	case "to_char":
		if strings.ContainsAny(s, "\"\\") {
			return "holds a double quote or a backslash, which PostgreSQL's to_char reads as quoting"
		}
		// letters are quoted, as to_char would read them as patterns
		for i := 0; i < len(s); {
			j := i
			for j < len(s) && !isLetter(s[j]) {
				j++
			}
			b.WriteString(s[i:j])
			if j == len(s) {
				break
			}
			k := j
			for k < len(s) && isLetter(s[k]) {
				k++
			}
			b.WriteString(`"` + s[j:k] + `"`)
			i = k
		}
	case "hive", "spark":
		// Java's patterns quote letters; lateral writes only a literal
		// of no letter and no quote, and toward Spark none of the
		// characters it reserves (Spark SQL reference, "Datetime
		// Patterns": [ ] an optional section, # { } reserved)
		for i := 0; i < len(s); i++ {
			if isLetter(s[i]) || s[i] == '\'' {
				return "holds a letter or a quote, which lateral does not write in Java's date_format pattern"
			}
			if lang == "spark" && strings.IndexByte("[]#{}", s[i]) >= 0 {
				return "holds a character Spark reserves in its date_format pattern"
			}
		}
		b.WriteString(s)
	case "joda":
		// a run of letters and quotes is quoted, a quote in it doubled
		// ('o''clock' is o'clock); a quote alone is two
		for i := 0; i < len(s); {
			j := i
			for j < len(s) && !isLetter(s[j]) && s[j] != '\'' {
				j++
			}
			b.WriteString(s[i:j])
			if j == len(s) {
				break
			}
			k := j
			for k < len(s) && (isLetter(s[k]) || s[k] == '\'') {
				k++
			}
			run := strings.ReplaceAll(s[j:k], "'", "''")
			if strings.Trim(s[j:k], "'") != "" {
				run = "'" + run + "'"
			}
			b.WriteString(run)
			i = k
		}
	}
	return ""
}

// spell is the element e in lang, "" where lang has no exact spelling.
func spell(e Elem, lang string) string {
	switch lang {
	case "strftime":
		if e.F == Frac {
			return map[int]string{3: "%g", 6: "%f"}[e.N]
		}
		s := map[Field]string{Year: "Y", Year2: "y", Month: "m", Day: "d", DayOfYear: "j", Hour24: "H", Hour12: "I",
			Minute: "M", Second: "S", AmPm: "p", MonthName: "B", MonthAbbr: "b", DayName: "A", DayAbbr: "a"}[e.F]
		if !e.Pad {
			if e.F == Year || e.F == Year2 {
				return ""
			}
			return "%-" + s
		}
		return "%" + s
	case "to_char":
		if e.F == Frac {
			return map[int]string{1: "FF1", 2: "FF2", 3: "MS", 4: "FF4", 5: "FF5", 6: "US"}[e.N]
		}
		s := map[Field]string{Year: "YYYY", Year2: "YY", Month: "MM", Day: "DD", DayOfYear: "DDD", Hour24: "HH24", Hour12: "HH12",
			Minute: "MI", Second: "SS", AmPm: "AM", MonthName: "FMMonth", MonthAbbr: "Mon", DayName: "FMDay", DayAbbr: "Dy"}[e.F]
		if !e.Pad {
			if e.F == Year || e.F == Year2 {
				return ""
			}
			return "FM" + s
		}
		return s
	case "mysql":
		// Trino's date_parse (ParseMySQL): the padded numeric fields
		// and names, as it reads them
		if e.F == Frac || !e.Pad && e.F != Month && e.F != Day && e.F != Hour12 {
			return ""
		}
		if !e.Pad {
			return map[Field]string{Month: "%c", Day: "%e", Hour12: "%l"}[e.F]
		}
		s := map[Field]string{Year: "Y", Year2: "y", Month: "m", Day: "d", DayOfYear: "j", Hour24: "H", Hour12: "h",
			Minute: "i", Second: "s", AmPm: "p", MonthName: "M", MonthAbbr: "b", DayName: "W", DayAbbr: "a"}[e.F]
		return "%" + s
	case "bigquery":
		// BigQuery's format elements (ParseBigQuery), padded only: its
		// %e %k %l pad with a space, and it documents no flag that
		// drops the padding; the fraction only with the seconds (%E3S)
		if !e.Pad || e.F == Frac {
			return ""
		}
		return "%" + map[Field]string{Year: "Y", Year2: "y", Month: "m", Day: "d", DayOfYear: "j", Hour24: "H", Hour12: "I",
			Minute: "M", Second: "S", AmPm: "p", MonthName: "B", MonthAbbr: "b", DayName: "A", DayAbbr: "a"}[e.F]
	case "hive", "spark":
		// the letters on which SimpleDateFormat and DateTimeFormatter
		// agree with the model (hive_date_format.go): yyyy yy MM dd HH
		// mm ss, padded; the fraction as SSS (SimpleDateFormat's S is
		// the count of milliseconds, so Hive's only as SSS), Spark's S
		// to SSSSSS its first digits, cut
		if !e.Pad {
			return ""
		}
		if e.F == Frac {
			if e.N == 3 || lang == "spark" && e.N <= 6 {
				return strings.Repeat("S", e.N)
			}
			return ""
		}
		return map[Field]string{Year: "yyyy", Year2: "yy", Month: "MM", Day: "dd", Hour24: "HH", Minute: "mm", Second: "ss"}[e.F]
	case "joda":
		if e.F == Frac {
			if e.N > 3 {
				return "" // Joda keeps milliseconds
			}
			return strings.Repeat("S", e.N)
		}
		s := map[Field]string{Year: "yyyy", Year2: "yy", Month: "MM", Day: "dd", DayOfYear: "DDD", Hour24: "HH", Hour12: "hh",
			Minute: "mm", Second: "ss", AmPm: "a", MonthName: "MMMM", MonthAbbr: "MMM", DayName: "EEEE", DayAbbr: "EEE"}[e.F]
		if !e.Pad {
			switch e.F {
			case Year2:
				return ""
			case Year:
				return "y"
			case DayOfYear:
				return "D"
			}
			return s[:1]
		}
		return s
	}
	return ""
}
