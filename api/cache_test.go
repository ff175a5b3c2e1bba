package api

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
)

func strCache(entries int, bytes int64) *Cache[string, string] {
	return NewCache(entries, bytes, func(k, v string) int64 { return int64(len(k) + len(v)) })
}

func TestCacheLRUByEntries(t *testing.T) {
	c := strCache(3, 1<<20)
	c.Add("a", "1")
	c.Add("b", "2")
	c.Add("c", "3")
	if _, ok := c.Get("a"); !ok { // a is now the most recent
		t.Fatal("a missing")
	}
	c.Add("d", "4") // evicts b, the least recently used
	if _, ok := c.Get("b"); ok {
		t.Error("b should have been evicted")
	}
	for _, k := range []string{"a", "c", "d"} {
		if _, ok := c.Get(k); !ok {
			t.Errorf("%s evicted", k)
		}
	}
	st := c.Stats()
	if st.Entries != 3 || st.Evictions != 1 || st.Hits != 4 || st.Misses != 1 {
		t.Errorf("stats %+v", st)
	}
}

func TestCacheLRUByBytes(t *testing.T) {
	c := strCache(100, 10)
	c.Add("a", "1234") // 5
	c.Add("b", "1234") // 10
	if st := c.Stats(); st.Bytes != 10 || st.Entries != 2 {
		t.Fatalf("stats %+v", st)
	}
	c.Add("c", "1") // 12 > 10: evicts a
	if _, ok := c.Get("a"); ok {
		t.Error("a should have been evicted")
	}
	if st := c.Stats(); st.Bytes != 7 {
		t.Errorf("bytes %d, want 7", st.Bytes)
	}
	// Too large alone: not stored, and the old value of the key goes.
	if c.Add("b", "12345678901") {
		t.Error("an entry over the byte bound was stored")
	}
	if _, ok := c.Get("b"); ok {
		t.Error("stale b kept")
	}
	// Replacing updates the size.
	c.Add("c", "123456789")
	if st := c.Stats(); st.Bytes != 10 || st.Entries != 1 {
		t.Errorf("after replace %+v", st)
	}
	if v, _ := c.Get("c"); v != "123456789" {
		t.Errorf("c = %q", v)
	}
}

func TestCacheDisabled(t *testing.T) {
	for _, c := range []*Cache[string, string]{strCache(0, 100), strCache(10, 0), nil} {
		if c.Add("a", "1") {
			t.Error("disabled cache stored")
		}
		if _, ok := c.Get("a"); ok {
			t.Error("disabled cache hit")
		}
		if c.Len() != 0 {
			t.Error("disabled cache has entries")
		}
	}
}

func TestCacheConcurrent(t *testing.T) {
	c := strCache(50, 2000)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(g), 1))
			for range 2000 {
				k := fmt.Sprint(r.IntN(100))
				if v, ok := c.Get(k); ok && v != "v"+k {
					t.Errorf("key %s has value %s", k, v)
					return
				}
				c.Add(k, "v"+k)
				if r.IntN(10) == 0 {
					c.Remove(k)
				}
			}
		}()
	}
	wg.Wait()
	st := c.Stats()
	if st.Entries > 50 || st.Bytes > 2000 || st.Hits+st.Misses != 16000 {
		t.Errorf("bounds or counts broken: %+v", st)
	}
	var sum int64
	c.mu.Lock()
	for el := c.ll.Front(); el != nil; el = el.Next() {
		sum += el.Value.(*cacheEntry[string, string]).size
	}
	n := len(c.items)
	c.mu.Unlock()
	if sum != st.Bytes || n != st.Entries {
		t.Errorf("accounting: bytes %d vs %d, entries %d vs %d", sum, st.Bytes, n, st.Entries)
	}
}

// The server's cache is bounded by bytes too: a tiny byte bound keeps
// nothing big.
func TestServerCacheBounds(t *testing.T) {
	cfg := testConfig()
	cfg.CacheEntries = 2
	ts := newTestServer(t, cfg, nil)
	for i := range 5 {
		ts.post("/v1/translate", fmt.Sprintf(`{"sql": "SELECT %d", "from": "hive", "to": "trino"}`, i))
	}
	if st := ts.cache.Stats(); st.Entries != 2 || st.Evictions != 3 {
		t.Errorf("stats %+v", st)
	}
	cfg.CacheBytes = 300 // below one entry's estimated size with a long SQL
	ts = newTestServer(t, cfg, nil)
	long := fmt.Sprintf(`{"sql": "SELECT '%0400d'", "from": "hive", "to": "trino"}`, 0)
	ts.post("/v1/translate", long)
	if rec := ts.post("/v1/translate", long); rec.Header().Get("X-Lateral-Cache") != "miss" {
		t.Error("an entry over the byte bound was cached")
	}
}
