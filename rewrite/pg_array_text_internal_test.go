package rewrite

import (
	"reflect"
	"testing"
)

// pgArrayElems reads PostgreSQL's array text as PostgreSQL 15 does (8.15.2,
// Array Value Input; each case run there: '{ a b , "c,d" , null, "NULL",
// e\,f, \ g\ }'::text[] is {"a b","c,d",NULL,"NULL","e,f"," g "}, ' {a} '
// is {a}, '{}' is empty; '{a,}', '{"a"b}' and '{{1},{2}}' are not one
// list of elements).
func TestPGArrayElems(t *testing.T) {
	null := "<NULL>"
	for _, c := range []struct {
		in   string
		want []string
		ok   bool
	}{
		{`{ a b , "c,d" , null, "NULL", e\,f, \ g\ }`, []string{"a b", "c,d", null, "NULL", "e,f", " g "}, true},
		{`{"x\"y"}`, []string{`x"y`}, true},
		{` {a} `, []string{"a"}, true},
		{`{}`, nil, true},
		{`{1, 2 ,NULL}`, []string{"1", "2", null}, true},
		{`{a,}`, nil, false},
		{`{"a"b}`, nil, false},
		{`{{1},{2}}`, nil, false},
		{`[1:2]={1,2}`, nil, false},
		{`{a} x`, nil, false},
		{`{"a`, nil, false},
	} {
		got, ok := pgArrayElems(c.in)
		var gs []string
		for _, e := range got {
			if e == nil {
				gs = append(gs, null)
			} else {
				gs = append(gs, *e)
			}
		}
		if ok != c.ok || ok && !reflect.DeepEqual(gs, c.want) {
			t.Errorf("%s: got %q %v, want %q %v", c.in, gs, ok, c.want, c.ok)
		}
	}
}
