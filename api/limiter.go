package api

import (
	"context"
	"time"
)

// limiter bounds the requests doing work at once. Acquire fails fast: it
// waits at most wait for a slot, never queueing longer.
type limiter struct {
	slots chan struct{}
	wait  time.Duration
}

func newLimiter(n int, wait time.Duration) *limiter {
	return &limiter{slots: make(chan struct{}, n), wait: wait}
}

// acquire takes a slot, waiting at most l.wait (and not past ctx). It
// reports whether it got one; the caller must release it.
func (l *limiter) acquire(ctx context.Context) bool {
	select {
	case l.slots <- struct{}{}:
		return true
	default:
	}
	if l.wait <= 0 {
		return false
	}
	t := time.NewTimer(l.wait)
	defer t.Stop()
	select {
	case l.slots <- struct{}{}:
		return true
	case <-t.C:
		return false
	case <-ctx.Done():
		return false
	}
}

func (l *limiter) release() { <-l.slots }

func (l *limiter) inUse() int { return len(l.slots) }

func (l *limiter) capacity() int { return cap(l.slots) }
