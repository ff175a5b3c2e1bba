package executor

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// A session's table of a kept table shares its rows, and nothing done to
// it reaches the kept table or another session's (run with -race).
func TestTableShare(t *testing.T) {
	kept := NewTable("t", []Column{{Name: "a", Type: tBigInt}})
	for i := range 5 { // appended one by one: the arrays have spare room
		kept.AppendRow([]Value{IntValue(int64(i))})
	}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := kept.share()
			if i%2 == 0 {
				s.truncate()
			}
			s.AppendRow([]Value{IntValue(int64(100 + i))})
			s.appendColumns([][]Value{{IntValue(int64(200 + i))}}, 1)
			s.Columns[0].Name = "renamed"
			rows := s.Rows()
			if want := 7 - 5*(1-i%2); len(rows) != want || rows[len(rows)-1][0].String() != IntValue(int64(200+i)).String() {
				t.Errorf("session %d: %v", i, rows)
			}
		}()
	}
	wg.Wait()
	if rows := kept.Rows(); len(rows) != 5 || rows[4][0].String() != "4" || kept.Columns[0].Name != "a" {
		t.Errorf("the kept table changed: %v %v", kept.Columns, rows)
	}
}

// LoadDir with a cache: a file is read once for any number of engines,
// again when it changes, and a file removed is dropped.
func TestLoadDirDataCache(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "t.csv")
	os.WriteFile(file, []byte("a\n1\n"), 0o644)
	c := NewDataCache()
	load := func() *Table {
		t.Helper()
		e := New(Options{DataCache: c})
		if err := e.LoadDir(dir); err != nil {
			t.Fatal(err)
		}
		return e.Database().Table("t")
	}
	t1, t2 := load(), load()
	if c.Loads() != 1 || t1 == t2 || t1.Len() != 1 || t2.Len() != 1 {
		t.Fatalf("loads %d, tables %p %p", c.Loads(), t1, t2)
	}
	t1.AppendRow([]Value{IntValue(2)})
	if t3 := load(); t3.Len() != 1 || c.Loads() != 1 {
		t.Errorf("a session's insert is seen: %d rows, %d loads", t3.Len(), c.Loads())
	}
	os.WriteFile(file, []byte("a\n1\n2\n"), 0o644)
	if t4 := load(); t4.Len() != 2 || c.Loads() != 2 {
		t.Errorf("after a change: %d rows, %d loads", t4.Len(), c.Loads())
	}
	os.Remove(file)
	if t5 := load(); t5 != nil || c.Len() != 0 {
		t.Errorf("after a removal: %v, %d kept", t5, c.Len())
	}
}
