package api

import (
	"context"
	"crypto/rand"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type ctxKey int

const (
	requestIDKey ctxKey = iota
	requestInfoKey
)

// requestInfo is what a handler tells the observe middleware about its
// request, for the logs and the metrics.
type requestInfo struct {
	from, to string // the dialect pair, canonical names only
	cache    string // "hit" or "miss" for translations
}

func requestIDFrom(ctx context.Context) string {
	id, _ := ctx.Value(requestIDKey).(string)
	return id
}

func infoFrom(ctx context.Context) *requestInfo {
	ri, _ := ctx.Value(requestInfoKey).(*requestInfo)
	if ri == nil {
		return &requestInfo{} // detached; writes are lost
	}
	return ri
}

// setPair records the dialect pair of the request.
func setPair(r *http.Request, from, to string) {
	ri := infoFrom(r.Context())
	ri.from, ri.to = from, to
}

// validRequestID accepts a client's X-Request-ID of 1 to 128 visible ASCII
// characters that need no escaping in logs and headers.
func validRequestID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case c == '-' || c == '_' || c == '.' || c == ':' || c == '/' || c == '+' || c == '=' || c == '@':
		default:
			return false
		}
	}
	return true
}

// requestID echoes a valid X-Request-ID, or generates one, and puts it in
// the context and the response headers.
func (s *Server) requestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-ID")
		if !validRequestID(id) {
			id = rand.Text()
		}
		w.Header().Set("X-Request-ID", id)
		ctx := context.WithValue(r.Context(), requestIDKey, id)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// endpointOf is the route pattern of r, the label of its metrics: never the
// raw path, whose values are unbounded.
func endpointOf(r *http.Request) string {
	if rc := chi.RouteContext(r.Context()); rc != nil {
		if p := rc.RoutePattern(); p != "" {
			return p
		}
	}
	return "other"
}

// quiet endpoints are polled: their access logs are at debug level.
var quiet = map[string]bool{"/healthz": true, "/readyz": true, "/metrics": true}

// observe writes the access log line and the request metrics.
func (s *Server) observe(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		ri := &requestInfo{}
		// chi fills the route context it finds in the request; creating it
		// here lets this middleware read the pattern after routing.
		rctx := chi.NewRouteContext()
		ctx := context.WithValue(r.Context(), requestInfoKey, ri)
		ctx = context.WithValue(ctx, chi.RouteCtxKey, rctx)
		r = r.WithContext(ctx)
		ww := middleware.NewWrapResponseWriter(w, r.ProtoMajor)
		defer func() {
			status := ww.Status()
			if status == 0 {
				status = http.StatusOK
			}
			d := time.Since(start)
			ep := "other"
			if p := rctx.RoutePattern(); p != "" && status != http.StatusNotFound && status != http.StatusMethodNotAllowed {
				ep = p
			}
			s.metrics.requests.Inc(ep, strconv.Itoa(status))
			s.metrics.duration.Observe(d.Seconds(), ep, ri.from, ri.to)
			level := slog.LevelInfo
			switch {
			case status == http.StatusInternalServerError:
				level = slog.LevelError
			case status >= 500 && status != http.StatusNotImplemented:
				level = slog.LevelWarn
			case quiet[ep]:
				level = slog.LevelDebug
			}
			if !s.log.Enabled(ctx, level) {
				return
			}
			attrs := []slog.Attr{
				slog.String("request_id", requestIDFrom(ctx)),
				slog.String("method", r.Method),
				slog.String("path", r.URL.Path),
				slog.String("route", ep),
				slog.Int("status", status),
				slog.Int("bytes", ww.BytesWritten()),
				slog.Float64("duration_ms", float64(d.Microseconds())/1000),
				slog.String("remote", r.RemoteAddr),
			}
			if ri.from != "" || ri.to != "" {
				attrs = append(attrs, slog.String("from", ri.from), slog.String("to", ri.to))
			}
			if ri.cache != "" {
				attrs = append(attrs, slog.String("cache", ri.cache))
			}
			s.log.LogAttrs(ctx, level, "request", attrs...)
		}()
		next.ServeHTTP(ww, r)
	})
}

// panicError is a recovered panic with the stack of the goroutine that
// panicked.
type panicError struct {
	value any
	stack []byte
}

func newPanicError(v any) *panicError {
	if pe, ok := v.(*panicError); ok {
		return pe
	}
	return &panicError{value: v, stack: debug.Stack()}
}

func (p *panicError) Error() string { return fmt.Sprintf("panic: %v", p.value) }

// recoverer turns a panic in a handler into a logged stack and a 500
// problem (when nothing was written yet).
func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler { // the server's own way to abort: keep it
				panic(v)
			}
			pe := newPanicError(v)
			s.log.ErrorContext(r.Context(), "panic while serving a request",
				"request_id", requestIDFrom(r.Context()),
				"method", r.Method, "path", r.URL.Path,
				"panic", fmt.Sprint(pe.value),
				"stack", string(pe.stack))
			if ww, ok := w.(middleware.WrapResponseWriter); ok && ww.Status() != 0 {
				return // the answer has begun: nothing better to do
			}
			writeProblem(w, r, newProblem(http.StatusInternalServerError, ptInternal, "Internal server error",
				"the server failed to answer this request; the error is logged with its request id"))
		}()
		next.ServeHTTP(w, r)
	})
}

// headers sets the headers every answer has.
func (s *Server) headers(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		next.ServeHTTP(w, r)
	})
}
