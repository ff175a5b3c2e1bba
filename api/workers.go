package api

import (
	"sync"
	"sync/atomic"
	"time"
)

// workers runs the work of requests (see runWork) on long-lived goroutines.
//
// A translation recurses deeply (the parser and the AST passes): on a new
// goroutine, whose stack starts small, the runtime grows and copies the
// stack several times per request, which took an eighth of the server's
// CPU under load. A worker keeps the stack it has grown for the next job.
//
// There is no fixed pool: a job goes to an idle worker if one is waiting,
// else to a new one. The concurrency limiter bounds the jobs running, so
// the workers alive are at most about twice the limit; a worker idle for
// idleTimeout exits, so an idle server, or one that was dropped, keeps no
// goroutine.
type workers struct {
	jobs        chan func() // unbuffered: a send succeeds only to an idle worker
	idleTimeout time.Duration
	quit        chan struct{} // closed by stop
	stopOnce    sync.Once
	alive       atomic.Int64
}

// workerIdleTimeout is how long a worker waits for its next job.
const workerIdleTimeout = 2 * time.Second

func newWorkers(idle time.Duration) *workers {
	return &workers{jobs: make(chan func()), idleTimeout: idle, quit: make(chan struct{})}
}

// stop makes the idle workers exit now, and every other one once its job
// is done (a job given after stop still runs, on a worker of its own).
func (p *workers) stop() { p.stopOnce.Do(func() { close(p.quit) }) }

// do runs job on an idle worker, or on a new one. job must not panic.
func (p *workers) do(job func()) {
	select {
	case p.jobs <- job:
	default:
		p.alive.Add(1)
		go p.loop(job)
	}
}

func (p *workers) loop(job func()) {
	defer p.alive.Add(-1)
	t := time.NewTimer(p.idleTimeout)
	defer t.Stop()
	for {
		job()
		job = nil
		t.Reset(p.idleTimeout)
		select {
		case job = <-p.jobs:
		case <-t.C:
			return
		case <-p.quit:
			return
		}
	}
}
