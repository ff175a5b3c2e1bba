package api

import (
	"sync"
	"testing"
	"time"
)

// waitAlive waits until p has n workers alive, for at most a second.
func waitAlive(t *testing.T, p *workers, n int64) {
	t.Helper()
	deadline := time.Now().Add(time.Second)
	for p.alive.Load() != n {
		if time.Now().After(deadline) {
			t.Fatalf("%d workers alive, want %d", p.alive.Load(), n)
		}
		time.Sleep(time.Millisecond)
	}
}

// giveIdle hands job to an idle worker, failing if none takes it within a
// second.
func giveIdle(t *testing.T, p *workers, job func()) {
	t.Helper()
	select {
	case p.jobs <- job:
	case <-time.After(time.Second):
		t.Fatal("no idle worker took the job")
	}
}

// A worker that finished its job waits for the next one (and takes it,
// with its stack); jobs given while every worker is busy each get a new
// one, and all run at once.
func TestWorkersReuseAndGrow(t *testing.T) {
	p := newWorkers(time.Minute)
	defer p.stop()
	done := make(chan struct{})
	p.do(func() { close(done) })
	<-done
	for range 5 {
		done := make(chan struct{})
		giveIdle(t, p, func() { close(done) })
		<-done
	}
	waitAlive(t, p, 1)
	const n = 4
	var started, release sync.WaitGroup
	started.Add(n)
	release.Add(1)
	for range n {
		p.do(func() { started.Done(); release.Wait() })
	}
	started.Wait() // would hang if the jobs did not run at once
	// n busy, and the earlier worker if it had not yet got back to waiting.
	if got := p.alive.Load(); got < n || got > n+1 {
		t.Errorf("%d workers for %d concurrent jobs", got, n)
	}
	release.Done()
}

// An idle worker exits after the idle timeout; stop ends the idle workers
// at once, and a job given after stop still runs.
func TestWorkersExit(t *testing.T) {
	p := newWorkers(20 * time.Millisecond)
	done := make(chan struct{})
	p.do(func() { close(done) })
	<-done
	waitAlive(t, p, 0)

	p = newWorkers(time.Hour)
	done = make(chan struct{})
	p.do(func() { close(done) })
	<-done
	giveIdle(t, p, func() {}) // the worker is idle, waiting
	waitAlive(t, p, 1)
	p.stop()
	waitAlive(t, p, 0)
	done = make(chan struct{})
	p.do(func() { close(done) })
	select {
	case <-done:
	case <-time.After(time.Second):
		t.Fatal("a job given after stop did not run")
	}
	waitAlive(t, p, 0)
}
