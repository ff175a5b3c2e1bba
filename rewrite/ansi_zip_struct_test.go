package rewrite_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/lateral-sql/lateral"
)

// TestANSIArraysZipStructFields: Spark's explode and posexplode of
// arrays_zip(a, b), whose struct is read by its fields only, become the
// zip UNNEST(a, b) toward ANSI (ansi_struct.go; rows: conformance/zip/
// spark_arrays_zip_posexplode); a read of the whole struct is refused
// (T064) naming arrays_zip, with a hint that does not send the user to
// targets that refuse it too.
func TestANSIArraysZipStructFields(t *testing.T) {
	opts := lateral.TranslateOptions{Schema: "CREATE TABLE t (id INT, a ARRAY<INT>, b ARRAY<STRING>)", SchemaDialect: "spark"}
	for _, tc := range []struct{ in, want string }{
		{"SELECT id, pos, s.a, s.b FROM t LATERAL VIEW posexplode(arrays_zip(a, b)) z AS pos, s",
			"UNNEST(CASE WHEN b IS NULL THEN NULL ELSE a END, CASE WHEN a IS NULL THEN NULL ELSE b END) WITH ORDINALITY"},
		{"SELECT id, s.b FROM t LATERAL VIEW OUTER explode(arrays_zip(a, b)) z AS s",
			"LEFT JOIN UNNEST(CASE WHEN b IS NULL THEN NULL ELSE a END, CASE WHEN a IS NULL THEN NULL ELSE b END)"},
	} {
		tr := mustTranslate(t, tc.in, "spark", "ansi", opts)
		if !strings.Contains(tr.SQL, tc.want) {
			t.Errorf("%s\ngot  %s\nwant it to hold %s", tc.in, tr.SQL, tc.want)
		}
	}
	tr, err := lateral.Translate("SELECT id, s FROM t LATERAL VIEW posexplode(arrays_zip(a, b)) z AS pos, s", "spark", "ansi", opts)
	wantRefusal(t, tr, err, "T064")
	var le *lateral.Error
	if !errors.As(err, &le) {
		t.Fatal(err)
	}
	if msg := le.Format("<in>"); !strings.Contains(msg, "arrays_zip(...)") || !strings.Contains(msg, "hint: read the struct's fields instead (z.s.a)\n") {
		t.Errorf("message: %s", msg)
	}
}
