package difftest

import (
	"regexp"
	"strings"
	"sync"
)

// Rand is the randomness the generator needs: *rand.Rand of math/rand/v2,
// or fuzz input bytes (fuzz.Bytes).
type Rand interface {
	IntN(n int) int
}

// Column is a column of a generated table.
type Column struct {
	Name string
	Type *Type
}

// Table is a generated table and its rows.
type Table struct {
	Name string
	Cols []Column
	Rows [][]Value
}

// Fixture is the tables of one case.
type Fixture struct {
	Tables []*Table
}

func (f *Fixture) clone() *Fixture {
	out := &Fixture{}
	for _, t := range f.Tables {
		nt := &Table{Name: t.Name, Cols: append([]Column(nil), t.Cols...)}
		for _, r := range t.Rows {
			nr := make([]Value, len(r))
			for i, v := range r {
				nr[i] = cloneValue(v)
			}
			nt.Rows = append(nt.Rows, nr)
		}
		out.Tables = append(out.Tables, nt)
	}
	return out
}

// table returns the table named name, or nil.
func (f *Fixture) table(name string) *Table {
	for _, t := range f.Tables {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// colType returns the type of table.col, or nil.
func (f *Fixture) colType(table, col string) *Type {
	if t := f.table(table); t != nil {
		for _, c := range t.Cols {
			if c.Name == col {
				return c.Type
			}
		}
	}
	return nil
}

// SQL is the fixture as CREATE TABLE and INSERT statements in dialect.
func (f *Fixture) SQL(dialect string) string {
	s := styleOf(dialect)
	var b strings.Builder
	for _, t := range f.Tables {
		if b.Len() > 0 {
			b.WriteString(";\n")
		}
		b.WriteString("CREATE TABLE " + t.Name + " (")
		for i, c := range t.Cols {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(c.Name + " " + typeSQL(s, c.Type))
		}
		b.WriteString(")")
		if len(t.Rows) == 0 {
			continue
		}
		b.WriteString(";\nINSERT INTO " + t.Name + " VALUES")
		for i, r := range t.Rows {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString("\n  (")
			for j, v := range r {
				if j > 0 {
					b.WriteString(", ")
				}
				b.WriteString(literal(s, t.Cols[j].Type, v))
			}
			b.WriteString(")")
		}
	}
	return b.String()
}

// prune keeps the tables the query names and, of those, the columns it
// references (always the first, id), so that a fixture holds only what
// the query needs and more targets can store it.
func (f *Fixture) prune(query string) *Fixture {
	out := &Fixture{}
	for _, t := range f.Tables {
		if !mentions(query, t.Name, "") {
			continue
		}
		var keep []int
		for i, c := range t.Cols {
			if i == 0 || mentions(query, t.Name, c.Name) || mentions(query, "", c.Name) {
				keep = append(keep, i)
			}
		}
		nt := &Table{Name: t.Name}
		for _, i := range keep {
			nt.Cols = append(nt.Cols, t.Cols[i])
		}
		for _, r := range t.Rows {
			nr := make([]Value, len(keep))
			for j, i := range keep {
				nr[j] = r[i]
			}
			nt.Rows = append(nt.Rows, nr)
		}
		out.Tables = append(out.Tables, nt)
	}
	return out
}

var (
	wordMu    sync.Mutex
	wordCache = map[string]*regexp.Regexp{}
)

// mentions reports whether query names table (col == ""), table.col, or
// (table == "") col unqualified.
func mentions(query, table, col string) bool {
	pat := `\b` + table + `\b`
	switch {
	case table == "":
		pat = `(^|[^.\w])` + col + `\b`
	case col != "":
		pat = `\b` + table + `\.` + col + `\b`
	}
	wordMu.Lock()
	re, ok := wordCache[pat]
	if !ok {
		re = regexp.MustCompile(pat)
		wordCache[pat] = re
	}
	wordMu.Unlock()
	return re.MatchString(query)
}

// Pools of values, heavy in NULLs, empties and duplicates.
var (
	intPool = []Value{nil, int64(0), int64(1), int64(1), int64(2), int64(3), int64(-1), int64(5)}
	// nPool feeds sequence/generate_series bounds: NULL, negative, zero.
	nPool   = []Value{nil, int64(-1), int64(0), int64(1), int64(2), int64(3)}
	strPool = []Value{nil, "", "a", "b", "a,b", "a,,b", ",", "a,", " ", "A", "b;c", "a", "a.b", "€,x", "x|y"}
	// strPoolMore adds letters outside ASCII whose upper and lower case
	// differ between dialects (ß, a final Σ) or not (é, Ä): seeds from
	// MoreSeeds on, but for a PostgreSQL source, whose upper and lower
	// follow the database's locale (under the C locale only ASCII
	// letters change), which the reference executor cannot know.
	strPoolMore = append(append([]Value(nil), strPool...), "é", "straße", "Ä,ö", "ΟΔΟΣ", "É,x")
	jsonPool    = []Value{nil, "", `{"a": 1, "b": "x"}`, `{"a": null}`, `{"b": "y"}`, "not json", `{"a": "", "b": 2}`, `[1]`, `{"a": 2}`}
	// jarrPool feeds Doris's explode_json_array_*: arrays of numbers,
	// strings, nulls and mixtures, empty, invalid and non-array documents.
	jarrPool = []Value{nil, "", "[]", "[1, 2]", "[1, null, 3]", `["a", "b"]`, `["a", null, ""]`, `[1.5, "x", true]`, `{"a": 1}`, "not json", "[-1]", "[[1], 2]"}
	keyPool  = []string{"k", "j", ""}
)

// genValue returns a random value of t; the pools decide the column's
// flavour by name for strings.
func genValue(r Rand, t *Type, col string, depth int, more bool) Value {
	switch t.Kind {
	case KInt:
		if col == "n" {
			return nPool[r.IntN(len(nPool))]
		}
		return intPool[r.IntN(len(intPool))]
	case KString:
		switch col {
		case "js":
			return jsonPool[r.IntN(len(jsonPool))]
		case "ja":
			return jarrPool[r.IntN(len(jarrPool))]
		}
		if more {
			return strPoolMore[r.IntN(len(strPoolMore))]
		}
		return strPool[r.IntN(len(strPool))]
	case KArray:
		switch r.IntN(6) {
		case 0:
			return nil
		case 1:
			return []Value{}
		}
		n := 1 + r.IntN(3)
		if depth > 0 {
			n = r.IntN(3)
		}
		if t.Elem.Kind == KArray && r.IntN(2) == 0 {
			// Rectangular: inner arrays of one length, none NULL (the
			// only nested arrays PostgreSQL can hold).
			width := 1 + r.IntN(2)
			out := make([]Value, n)
			for i := range out {
				inner := make([]Value, width)
				for j := range inner {
					inner[j] = intPool[1+r.IntN(len(intPool)-1)]
				}
				out[i] = inner
			}
			return out
		}
		out := make([]Value, n)
		for i := range out {
			if t.Elem.Kind == KArray {
				out[i] = genValue(r, t.Elem, "", depth+1, more)
			} else if r.IntN(5) == 0 {
				out[i] = nil
			} else {
				out[i] = genValue(r, t.Elem, "", depth+1, more)
			}
		}
		return out
	case KMap:
		switch r.IntN(5) {
		case 0:
			return nil
		case 1:
			return []KV{}
		}
		var kvs []KV
		for _, k := range keyPool {
			if r.IntN(2) == 0 {
				kvs = append(kvs, KV{Key: k, Val: intPool[r.IntN(len(intPool))]})
			}
		}
		if kvs == nil {
			kvs = []KV{{Key: "k", Val: int64(1)}}
		}
		return kvs
	case KStruct:
		return Struct{A: intPool[r.IntN(len(intPool))], B: strPool[1+r.IntN(len(strPool)-1)]}
	}
	return nil
}

// baseColumns are the columns of table t, by name and type; id comes first.
var baseColumns = []Column{
	{"id", TInt}, {"n", TInt}, {"s", TString}, {"js", TString},
	{"arr", TIntArray}, {"arr2", TIntArray}, {"sarr", TStrArray},
	{"m", TMap}, {"sa", TStructArray}, {"aa", TNestedArray},
}

// dorisColumns are Doris's extra columns: JSON arrays for its
// explode_json_array_* generators.
var dorisColumns = []Column{{"ja", TString}}

// sourceHasColumn reports whether the table of source gets column name: Doris
// has no structs the generator reads (its field access is struct_element),
// and only Doris gets ja.
func sourceHasColumn(source, name string) bool {
	switch name {
	case "sa":
		return source != "doris"
	case "ja":
		return source == "doris"
	}
	return true
}

// otherColumns are the columns of table u, joined to t on id.
var otherColumns = []Column{{"id", TInt}, {"v", TString}, {"uarr", TIntArray}}

// genFixture makes tables t and u with the columns the source can store.
func genFixture(r Rand, source string, more bool) *Fixture {
	s := styleOf(source)
	mk := func(name string, cols []Column, minRows, maxRows int) *Table {
		t := &Table{Name: name}
		for _, c := range cols {
			if supports(s, c.Type) && sourceHasColumn(source, c.Name) {
				t.Cols = append(t.Cols, c)
			}
		}
		n := minRows + r.IntN(maxRows-minRows+1)
		for i := 0; i < n; i++ {
			row := make([]Value, len(t.Cols))
			for j, c := range t.Cols {
				if c.Name == "id" {
					// Mostly distinct ids, sometimes a duplicate or a NULL.
					switch r.IntN(8) {
					case 0:
						row[j] = nil
					case 1:
						row[j] = int64(1)
					default:
						row[j] = int64(i + 1)
					}
					continue
				}
				row[j] = genValue(r, c.Type, c.Name, 0, more && source != "postgres")
				if s == styleBQ {
					row[j] = bigQueryStored(c.Type, row[j])
				}
			}
			t.Rows = append(t.Rows, row)
		}
		return t
	}
	tcols := baseColumns
	if source == "doris" {
		tcols = append(append([]Column(nil), baseColumns...), dorisColumns...)
	}
	return &Fixture{Tables: []*Table{
		mk("t", tcols, 2, 6),
		mk("u", otherColumns, 0, 4),
	}}
}

// bigQueryStored is v as a BigQuery table holds it: a stored array is
// never NULL (BigQuery reads a NULL array as empty outside a query) and
// holds no NULL element (writing one is an error; BigQuery reference,
// Data types: "Array type", NULLs). Inside a query NULL and empty stay
// apart, and the generated queries build such arrays themselves.
func bigQueryStored(t *Type, v Value) Value {
	if t.Kind != KArray {
		return v
	}
	out := []Value{}
	if x, ok := v.([]Value); ok {
		for _, e := range x {
			if e != nil {
				out = append(out, bigQueryStored(t.Elem, e))
			}
		}
	}
	return out
}
