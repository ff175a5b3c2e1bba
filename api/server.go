package api

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"

	"github.com/go-chi/chi/v5"
)

// Options are a Server's collaborators.
type Options struct {
	// Translator is required.
	Translator Translator
	// Executor runs /v1/execute and /v1/explain; nil answers them 501.
	Executor Executor
	// Logger receives the structured logs (default: slog.Default()).
	Logger *slog.Logger
	// Version is logged at start-up and answered by /healthz.
	Version string
}

// Server is lateral's HTTP API.
type Server struct {
	cfg      Config
	tr       Translator
	exec     Executor
	log      *slog.Logger
	version  string
	cache    *Cache[cacheKey, cacheValue]
	limiter  *limiter
	workers  *workers
	metrics  *metrics
	router   *chi.Mux
	handler  http.Handler
	draining atomic.Bool
	// work counts the goroutines doing a request's work: after a timeout
	// they may outlive their request, and shutdown waits for them too.
	work sync.WaitGroup
}

// New returns a server for cfg, which must be valid.
func New(cfg Config, opts Options) (*Server, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("api: invalid configuration: %w", err)
	}
	if opts.Translator == nil {
		return nil, errors.New("api: Options.Translator is required")
	}
	s := &Server{
		cfg:     cfg,
		tr:      opts.Translator,
		exec:    opts.Executor,
		log:     opts.Logger,
		version: opts.Version,
		limiter: newLimiter(cfg.Concurrency(), cfg.QueueWait.D()),
		workers: newWorkers(workerIdleTimeout),
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.version == "" {
		s.version = "devel"
	}
	s.cache = NewCache(cfg.CacheEntries, cfg.CacheBytes, cacheSize)
	s.metrics = newMetrics(s)
	s.routes()
	return s, nil
}

// Handler returns the HTTP handler: every route behind the request id,
// logging, metrics and recover middleware.
func (s *Server) Handler() http.Handler { return s.handler }

// Router returns the chi router (for tests and documentation: every route
// it holds is described in openapi.json).
func (s *Server) Router() chi.Routes { return s.router }

func (s *Server) routes() {
	r := chi.NewRouter()
	r.NotFound(s.handleNotFound)
	r.MethodNotAllowed(s.handleMethodNotAllowed)

	r.Post("/v1/translate", s.handleTranslate)
	r.Post("/v1/translate/batch", s.handleBatch)
	r.Post("/v1/parse", s.handleParse)
	r.Post("/v1/explain", s.handleExplain)
	r.Post("/v1/execute", s.handleExecute)
	r.Get("/v1/dialects", s.handleDialects)
	r.Get("/healthz", s.handleHealth)
	r.Get("/readyz", s.handleReady)
	r.Get("/metrics", s.handleMetrics)
	r.Get("/openapi.json", s.handleOpenAPI)
	if s.cfg.Playground {
		r.Get("/", s.handlePlayground)
	}
	s.router = r
	// Outermost first: the id exists for everything, observe sees the 500
	// answered by recoverer.
	s.handler = s.requestID(s.observe(s.recoverer(s.headers(r))))
}

// httpServer returns the http.Server with the configured timeouts.
func (s *Server) httpServer() *http.Server {
	return &http.Server{
		Handler:           s.handler,
		ReadHeaderTimeout: s.cfg.ReadHeaderTimeout.D(),
		ReadTimeout:       s.cfg.ReadTimeout.D(),
		WriteTimeout:      s.cfg.WriteTimeout.D(),
		IdleTimeout:       s.cfg.IdleTimeout.D(),
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
}

// Serve answers requests on ln until ctx is done, then shuts down
// gracefully: it stops accepting connections, lets in-flight requests
// (and work that outlived its request) finish within ShutdownTimeout, and
// returns nil, or an error when the drain did not finish in time.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := s.httpServer()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.draining.Store(true)
	s.log.Info("shutting down: draining in-flight requests", "timeout", s.cfg.ShutdownTimeout.String(), "in_flight", s.limiter.inUse())
	sctx, cancel := context.WithTimeout(context.Background(), s.cfg.ShutdownTimeout.D())
	defer cancel()
	err := srv.Shutdown(sctx)
	if err == nil {
		done := make(chan struct{})
		go func() { s.work.Wait(); close(done) }()
		select {
		case <-done:
		case <-sctx.Done():
			err = sctx.Err()
		}
	}
	if err != nil {
		srv.Close()
		s.log.Error("shutdown: in-flight requests did not finish in time", "err", err.Error())
		return fmt.Errorf("shutdown: %w", err)
	}
	<-errc // http.ErrServerClosed
	s.workers.stop()
	s.log.Info("stopped")
	return nil
}

// Run listens on the configured address, logs the configuration in one
// line, and serves until ctx is done or the process gets SIGINT or
// SIGTERM, then shuts down gracefully (see Serve).
func (s *Server) Run(ctx context.Context) error {
	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return err
	}
	s.LogStart(ln.Addr().String())
	return s.Serve(ctx, ln)
}

// LogStart writes the start-up line: the address, the version and every
// setting (secrets redacted).
func (s *Server) LogStart(addr string) {
	s.log.Info("lateral serve starting",
		"listen", addr,
		"version", s.version,
		"executor", s.exec != nil,
		"concurrency", s.cfg.Concurrency(),
		"config", s.cfg)
}

// Draining reports whether shutdown has begun.
func (s *Server) Draining() bool { return s.draining.Load() }

// runWork does fn for the request r holding a concurrency slot, under the
// request deadline. fn runs on a worker goroutine (see workers) so that the
// answer is written when the deadline passes even if fn cannot be
// interrupted; the slot is held until fn returns, so the limit bounds the
// real work. When ok is false the answer (429, 503) has been written.
func runWork[T any](s *Server, w http.ResponseWriter, r *http.Request, fn func(ctx context.Context) (T, error)) (res T, err error, ok bool) {
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.RequestTimeout.D())
	defer cancel()
	if !s.limiter.acquire(ctx) {
		s.metrics.rejected.Inc(endpointOf(r))
		w.Header().Set("Retry-After", "1")
		writeProblem(w, r, newProblem(http.StatusTooManyRequests, ptTooMany, "Too many requests",
			fmt.Sprintf("the server is busy: all %d slots are in use; retry shortly", s.limiter.capacity())).
			with("limit", s.limiter.capacity()))
		return res, nil, false
	}
	type outcome struct {
		res   T
		err   error
		panic *panicError
	}
	ch := make(chan outcome, 1)
	s.work.Add(1)
	s.workers.do(func() {
		var o outcome
		defer func() {
			if v := recover(); v != nil {
				o.panic = newPanicError(v)
			}
			// The slot is free before the answer is written.
			s.limiter.release()
			s.work.Done()
			ch <- o
		}()
		o.res, o.err = fn(ctx)
	})
	select {
	case o := <-ch:
		if o.panic != nil {
			panic(o.panic) // to the recoverer, with the work goroutine's stack
		}
		return o.res, o.err, true
	case <-ctx.Done():
		s.writeError(w, r, ctx.Err())
		return res, nil, false
	}
}
