package api

import (
	"container/list"
	"sync"
)

// Cache is an LRU cache bounded both by its number of entries and by the
// total size of its entries as given by the size function. It is safe for
// concurrent use. A zero bound disables the cache (every Get misses,
// nothing is stored).
type Cache[K comparable, V any] struct {
	mu         sync.Mutex
	maxEntries int
	maxBytes   int64
	size       func(K, V) int64
	ll         *list.List // front: most recently used
	items      map[K]*list.Element
	bytes      int64

	hits, misses, evictions uint64
}

type cacheEntry[K comparable, V any] struct {
	key  K
	val  V
	size int64
}

// CacheStats is a snapshot of a cache's counters.
type CacheStats struct {
	Entries                 int
	Bytes                   int64
	Hits, Misses, Evictions uint64
}

// NewCache returns a cache holding at most maxEntries entries of at most
// maxBytes in all, each entry weighing size(key, value).
func NewCache[K comparable, V any](maxEntries int, maxBytes int64, size func(K, V) int64) *Cache[K, V] {
	return &Cache[K, V]{
		maxEntries: maxEntries,
		maxBytes:   maxBytes,
		size:       size,
		ll:         list.New(),
		items:      make(map[K]*list.Element),
	}
}

func (c *Cache[K, V]) enabled() bool { return c != nil && c.maxEntries > 0 && c.maxBytes > 0 }

// Get returns the value stored under key, marking it most recently used,
// and counts a hit or a miss.
func (c *Cache[K, V]) Get(key K) (V, bool) {
	var zero V
	if c == nil {
		return zero, false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		c.hits++
		return el.Value.(*cacheEntry[K, V]).val, true
	}
	c.misses++
	return zero, false
}

// Add stores val under key, replacing any previous value, and evicts the
// least recently used entries until both bounds hold. A value larger than
// the byte bound by itself is not stored; Add reports whether it was.
func (c *Cache[K, V]) Add(key K, val V) bool {
	if !c.enabled() {
		return false
	}
	sz := c.size(key, val)
	if sz > c.maxBytes {
		c.Remove(key) // an older, smaller value is stale now
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		e := el.Value.(*cacheEntry[K, V])
		c.bytes += sz - e.size
		e.val, e.size = val, sz
		c.ll.MoveToFront(el)
	} else {
		c.items[key] = c.ll.PushFront(&cacheEntry[K, V]{key: key, val: val, size: sz})
		c.bytes += sz
	}
	for c.ll.Len() > c.maxEntries || c.bytes > c.maxBytes {
		c.removeElement(c.ll.Back())
		c.evictions++
	}
	return true
}

// Remove drops key.
func (c *Cache[K, V]) Remove(key K) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.removeElement(el)
	}
}

func (c *Cache[K, V]) removeElement(el *list.Element) {
	e := c.ll.Remove(el).(*cacheEntry[K, V])
	delete(c.items, e.key)
	c.bytes -= e.size
}

// Len returns the number of entries.
func (c *Cache[K, V]) Len() int {
	if c == nil {
		return 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len()
}

// Stats returns the counters.
func (c *Cache[K, V]) Stats() CacheStats {
	if c == nil {
		return CacheStats{}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return CacheStats{Entries: c.ll.Len(), Bytes: c.bytes, Hits: c.hits, Misses: c.misses, Evictions: c.evictions}
}
