// Package cache keeps recently fetched pages in memory for a short time.
package cache

import (
	"sync"
	"time"
)

// Entry is one cached page.
type Entry struct {
	Body    []byte
	Expires time.Time
}

// Cache is safe for concurrent use.
type Cache struct {
	mu      sync.Mutex
	ttl     time.Duration
	entries map[string]Entry
}

// New returns an empty cache whose entries live for ttl.
func New(ttl time.Duration) *Cache {
	return &Cache{ttl: ttl, entries: make(map[string]Entry)}
}

// Get returns the page cached for key, if it has not expired.
func (c *Cache) Get(key string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[key]
	if !ok || time.Now().After(e.Expires) {
		delete(c.entries, key)
		return nil, false
	}
	return e.Body, true
}

// Put stores body under key.
func (c *Cache) Put(key string, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.entries[key] = Entry{Body: body, Expires: time.Now().Add(c.ttl)}
}

// Sweep drops expired entries every interval until stop is closed.
func (c *Cache) Sweep(interval time.Duration, stop <-chan struct{}) {
	ticker := time.NewTicker(interval)
	defer ticker.Stop()
	for {
		select {
		case <-stop:
			return
		case now := <-ticker.C:
			c.mu.Lock()
			for key, e := range c.entries {
				if now.After(e.Expires) {
					delete(c.entries, key)
				}
			}
			c.mu.Unlock()
		}
	}
}
