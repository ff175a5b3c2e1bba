package dialects

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/lateral-sql/lateral/ast"
)

// fastExact compares trees field by field, spans and written spellings included.
var fastExact = cmp.Options{
	cmp.Comparer(func(a, b ast.Spelling) bool { return a == b }),
}

// fastCase is one input of the differential test.
type fastCase struct {
	where string // file:line or file#section
	d     *Dialect
	sql   string
}

var fastSectionRe = regexp.MustCompile(`^-- (?:input|want)\.(\w+)\.sql --$`)

// fastCorpus gathers inputs: the parse corpus (read in its own dialect and in every other
// dialect of its family) and every input, wanted output and fixture script of the conformance
// cases.
func fastCorpus(t testing.TB) []fastCase {
	var out []fastCase
	for _, c := range psCorpus(t) {
		d, ok := Lookup(c.dialect)
		if !ok {
			continue
		}
		for _, o := range All() {
			if o.Family == d.Family {
				out = append(out, fastCase{where: c.file + ":" + strconv.Itoa(c.line), d: o, sql: c.sql})
			}
		}
	}
	var files []string
	filepath.WalkDir(filepath.Join("..", "conformance"), func(path string, e os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(path, ".txtar") {
			files = append(files, path)
		}
		return nil
	})
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var d, source *Dialect
		var section, tables string
		var body []string
		flush := func() {
			if d != nil && strings.TrimSpace(strings.Join(body, "\n")) != "" {
				out = append(out, fastCase{where: path + "#" + section, d: d, sql: strings.Join(body, "\n")})
			}
			if section == "-- tables --" {
				tables = strings.Join(body, "\n")
			}
			d, body = nil, nil
		}
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "-- ") && strings.HasSuffix(l, " --") {
				flush()
				section = l
				if m := fastSectionRe.FindStringSubmatch(l); m != nil {
					d, _ = Lookup(m[1])
					if strings.HasPrefix(l, "-- input.") {
						source = d
					}
				}
				continue
			}
			body = append(body, l)
		}
		flush()
		// The fixtures (CREATE TABLE, INSERT) are in the source dialect.
		if source != nil && strings.TrimSpace(tables) != "" {
			out = append(out, fastCase{where: path + "#-- tables --", d: source, sql: tables})
		}
	}
	return out
}

// fastCheck parses sql both ways. When the fast path builds a tree, the ANTLR path must
// accept the input without any diagnostic and build the same tree. It reports whether the
// fast path took the input, and why not.
func fastCheck(t testing.TB, where string, d *Dialect, sql string) (took bool, why string) {
	t.Helper()
	fast, ok, why := fastParse(d, sql, ParseOptions{}.withDefaults())
	if strings.HasPrefix(why, "panic") {
		t.Errorf("%s (%s): the fast path panicked: %s\n%s", where, d.Name, why, sql)
	}
	if !ok {
		return false, why
	}
	slow, diags := Parse(d, sql, ParseOptions{NoFastPath: true})
	if len(diags) > 0 {
		t.Errorf("%s (%s): the fast path built a tree, the ANTLR path reports %s %s\n%s", where, d.Name, diags[0].Code, diags[0].Message, sql)
		return true, ""
	}
	// reflect.DeepEqual is exact (spans and spellings included) and much faster than cmp;
	// cmp only explains a difference.
	if !reflect.DeepEqual(slow, fast) {
		t.Errorf("%s (%s): the fast path's tree differs (-ANTLR +fast):\n%s\n%s", where, d.Name, cmp.Diff(slow, fast, fastExact), sql)
	}
	return true, ""
}

// TestFastPathDifferential holds the fast path to the ANTLR path on the corpora and logs how
// much of each family it takes and the commonest reasons it gives up.
func TestFastPathDifferential(t *testing.T) {
	cases := fastCorpus(t)
	if len(cases) < 1000 {
		t.Fatalf("only %d inputs", len(cases))
	}
	took := map[Family]int{}
	total := map[Family]int{}
	reasons := map[string]int{}
	posRe := regexp.MustCompile(` at \d+:\d+ .*$`)
	for _, c := range cases {
		total[c.d.Family]++
		ok, why := fastCheck(t, c.where, c.d, c.sql)
		if ok {
			took[c.d.Family]++
		} else {
			reasons[posRe.ReplaceAllString(why, "")]++
		}
	}
	for _, f := range []Family{FamilyHive, FamilyPresto, FamilyStandard} {
		t.Logf("family %v: the fast path took %d of %d inputs", f, took[f], total[f])
	}
	type kv struct {
		k string
		n int
	}
	var list []kv
	for k, n := range reasons {
		list = append(list, kv{k, n})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].n > list[j].n || list[i].n == list[j].n && list[i].k < list[j].k })
	for i, r := range list {
		if i == 25 {
			break
		}
		t.Logf("%5d  %s", r.n, r.k)
	}
}

// FuzzFastPath: on any input the fast path takes, the ANTLR path builds the same tree with
// no diagnostic.
func FuzzFastPath(f *testing.F) {
	for _, c := range fastCorpus(f) {
		f.Add(c.d.Name, c.sql)
	}
	for _, sql := range fastStmtInputs {
		f.Add("duckdb", sql)
	}
	for _, ty := range fastTypeInputs {
		f.Add("postgres", "CREATE TABLE t (c "+ty+")")
	}
	f.Fuzz(func(t *testing.T, dialect, sql string) {
		d, ok := Lookup(dialect)
		if !ok {
			return
		}
		fastCheck(t, "fuzz", d, sql)
	})
}
