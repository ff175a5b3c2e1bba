package dtfmt

import "testing"

// TestWriteJavaBigQuery: the model written in Hive's SimpleDateFormat
// letters, Spark's DateTimeFormatter letters (Spark SQL reference,
// "Datetime Patterns") and BigQuery's format elements (BigQuery
// reference, "Format elements for date and time parts"), or the element
// each cannot write named.
func TestWriteJavaBigQuery(t *testing.T) {
	for _, tc := range []struct {
		in, lang, want, bad string
	}{
		{"%Y-%m-%d %H:%M:%S.%g", "hive", "yyyy-MM-dd HH:mm:ss.SSS", ""},
		{"%Y-%m-%d %H:%M:%S.%f", "spark", "yyyy-MM-dd HH:mm:ss.SSSSSS", ""},
		{"%Y-%m-%d %H:%M:%S.%f", "hive", "", "%f"},
		{"%y/%d %%", "spark", "yy/dd %", ""},
		{"%-d", "spark", "", "%-d"},
		{"%I", "hive", "", "%I"},
		{"%B", "spark", "", "%B"},
		{"%H h", "hive", "", " h"},
		{"%H'", "spark", "", "'"},
		{"%H{", "spark", "", "{"},
		{"%H{", "hive", "HH{", ""},
		{"%y%y", "spark", "", "%y"},
		{"%Y-%m-%d %I:%M %p %B %a %j %%", "bigquery", "%Y-%m-%d %I:%M %p %B %a %j %%", ""},
		{"%-m", "bigquery", "", "%-m"},
		{"%S.%g", "bigquery", "", "%g"},
	} {
		p, bad := ParseStrftime(tc.in)
		if bad != nil {
			t.Fatalf("%q: %v", tc.in, bad)
		}
		got, wbad := Write(p, tc.lang, tc.in)
		switch {
		case tc.bad == "" && (wbad != nil || got != tc.want):
			t.Errorf("%q in %s: got %q %v, want %q", tc.in, tc.lang, got, wbad, tc.want)
		case tc.bad != "" && (wbad == nil || wbad.Text != tc.bad):
			t.Errorf("%q in %s: got %q %v, want %q refused", tc.in, tc.lang, got, wbad, tc.bad)
		}
	}
}
