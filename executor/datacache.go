package executor

import (
	"fmt"
	"os"
	"sync"
	"sync/atomic"
)

// DataCache keeps the tables LoadDir reads from data files, so that the
// sessions of a long-running program (the HTTP server makes one per
// request) read and parse each file once instead of once per session. Set
// it in Options.DataCache; one cache may serve any number of engines at
// once.
//
// A table is kept under its directory, its file name and, when a NAME.sql
// schema types it, Options.DataCacheScope (what decides how the schema
// parses: the dialect). It is used again while the file's resolved path,
// size and modification time, and those of its NAME.sql, are unchanged; a
// file that changed is read again by the next LoadDir that needs it, and a
// file no longer in its directory is dropped from the cache by the next
// LoadDir of that directory. A file rewritten with the same size within
// the file system's timestamp granularity is not noticed until it changes
// again. A file that fails to load is not kept: the next LoadDir reads it
// again and reports the same error.
//
// Sessions share a kept table's rows without copying them: LoadDir gives
// each engine a table of its own (Table.share) whose column slices are the
// kept table's, capped at their length: the session's INSERT or LOAD DATA
// appends into new arrays, INSERT OVERWRITE and LOAD DATA ... OVERWRITE
// replace the session's columns, DROP and CREATE remove or replace the
// session's table only, and the kept table is never written after it is
// loaded.
//
// Memory: the kept tables do not count towards a session's
// Options.MaxMemory, as a loaded table never has (the budget bounds a
// statement's materialized state); but a Parquet file, which is read
// within the budget of the session loading it, still fails a session
// whose budget its values exceed, with the same max_memory error as when
// it is read. The cache holds one table per data file, or per data file
// and scope when NAME.sql types it (at most one per dialect): its size is
// that of the data directories' loaded contents, which the operator
// chooses; it is not otherwise bounded.
type DataCache struct {
	mu      sync.Mutex
	entries map[dataKey]*dataEntry
	loads   atomic.Int64
}

// NewDataCache returns an empty cache.
func NewDataCache() *DataCache {
	return &DataCache{entries: map[dataKey]*dataEntry{}}
}

// Loads is the number of data files the cache has read (and tried to
// read) so far.
func (c *DataCache) Loads() int64 { return c.loads.Load() }

// Len is the number of tables kept.
func (c *DataCache) Len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}

type dataKey struct {
	dir, name, scope string
}

// fileStamp identifies a version of a file: "" path when there is none.
type fileStamp struct {
	path  string
	size  int64
	mtime int64
}

func stampOf(path string) (fileStamp, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return fileStamp{}, err
	}
	return fileStamp{path: path, size: fi.Size(), mtime: fi.ModTime().UnixNano()}, nil
}

type dataEntry struct {
	data, schema fileStamp
	table        *Table
	// parquetBytes is the budget the Parquet file's values took when it
	// was read (ParquetFile.used); -1 for other files.
	parquetBytes int64
}

// get returns the kept table of k when its stamps are still data and
// schema, else loads it and keeps it when it loads.
func (c *DataCache) get(k dataKey, data, schema fileStamp, load func() (*Table, int64, error)) (*Table, int64, error) {
	c.mu.Lock()
	ent := c.entries[k]
	c.mu.Unlock()
	if ent != nil && ent.data == data && ent.schema == schema {
		return ent.table, ent.parquetBytes, nil
	}
	// Loaded outside the lock: a slow file does not hold up the others.
	// Two sessions that need the same new file at once may both read it;
	// the later one's table is kept, and each uses its own.
	c.loads.Add(1)
	t, used, err := load()
	if err != nil {
		c.mu.Lock()
		if c.entries[k] == ent {
			delete(c.entries, k)
		}
		c.mu.Unlock()
		return nil, 0, err
	}
	c.mu.Lock()
	c.entries[k] = &dataEntry{data: data, schema: schema, table: t, parquetBytes: used}
	c.mu.Unlock()
	return t, used, nil
}

// prune drops the tables of dir whose files are not in names.
func (c *DataCache) prune(dir string, names map[string]bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k := range c.entries {
		if k.dir == dir && !names[k.name] {
			delete(c.entries, k)
		}
	}
}

// share returns a table of t's columns and rows for one session: it
// shares t's column arrays, capped at their length, so that appending to
// it copies them, and nothing done to it changes t.
func (t *Table) share() *Table {
	data, n := t.snapshot()
	return &Table{
		Name:          t.Name,
		Columns:       append([]Column(nil), t.Columns...),
		RowFormat:     t.RowFormat,
		data:          data,
		n:             n,
		noConstraints: t.noConstraints,
		inexactTypes:  t.inexactTypes,
	}
}

// parquetOverBudget is the error of reading a Parquet file whose values
// take more than maxMemory bytes (ParquetFile.Append's).
func parquetOverBudget(maxMemory int64) error {
	return &LimitError{Limit: "max_memory", Value: maxMemory,
		Detail: fmt.Sprintf("the Parquet file's values take more than %d bytes", maxMemory)}
}
