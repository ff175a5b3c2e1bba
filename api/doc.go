// Package api is lateral's HTTP API: `lateral serve` (cmd/lateral/serve.go)
// builds a Server from a Config and the root package's translator and
// reference executor (package backend) and runs it.
//
// # Endpoints
//
//	POST /v1/translate        {sql, from, to, pretty?, strict?, schema?, schema_dialect?}
//	                          -> {from, to, sql, statements: [{sql, warnings}], warnings}
//	POST /v1/translate/batch  {items: [{id?, sql, from, to, ...}]} -> {items: [{index, id?, status, result | error}], succeeded, failed}
//	POST /v1/parse            {sql, dialect} -> {dialect, ast}
//	POST /v1/explain          {sql, dialect, setup?, tables?} -> {plan: {id, op, detail, props, children}, text, warnings}
//	POST /v1/execute          {sql, dialect, setup?, tables?, limits?: {max_rows, timeout_ms, max_memory_bytes}}
//	                          -> {columns: [{name, type}], rows, truncated, warnings}
//	GET  /v1/dialects         {dialects: [{name, family, readable, writable}]}
//	GET  /healthz, /readyz    liveness; readiness (503 once shutdown began)
//	GET  /metrics             Prometheus text format
//	GET  /openapi.json        the OpenAPI 3.1 document (openapi.json, embedded)
//	GET  /                    the playground (playground.html, embedded)
//
// openapi.json is the reference: its request examples carry the status they
// expect (x-expect-status) and the tests send each one and check the answer
// against the documented schema; every chi route must be documented.
//
// # Errors
//
// Every error is an RFC 9457 problem (application/problem+json) with a
// request_id extension: 400 malformed JSON (offset, line, column), unknown
// field (field), wrong JSON type (field, expected, got), invalid values
// (errors: [{field, detail}]); 408 a body not received within
// read_timeout; 413 body over max_body_bytes; 415 not JSON;
// 422 SQL that cannot be parsed, translated, planned (X002) or run (X001),
// or a limit exceeded (LIMIT) (input, diagnostics); 429 over the
// concurrency limit (Retry-After); 501 no executor; 503 past the request
// deadline or shutting down; 500 only for bugs (a panic is recovered, its
// stack logged).
//
// # Execution
//
// /v1/execute and /v1/explain run the reference executor (package
// backend's Executor) in a fresh in-memory session per request: the
// request's tables (JSON rows, columns typed in the request's dialect or
// inferred), then its setup SQL, then the query. Nothing else is read but
// the directories of data_dirs (none by default). Each query is bounded
// by max_rows (the rows past it are cut: truncated), max_memory (the
// executor's materialized state and the answered rows) and the request
// deadline; a request's limits may only lower them. A request's own
// timeout_ms is a 422 LIMIT, the server's deadline a 503.
//
// # Robustness
//
// The body is capped (MaxBytesReader, and Content-Length checked first);
// the http.Server has read-header, read, write and idle timeouts; each
// request's work runs under a deadline (request_timeout) on a worker
// goroutine (reused, and so is its grown stack) holding a slot of a
// semaphore (max_concurrent), which a request waits for at most queue_wait
// before its 429; a slot is held until the work really ends, even past its
// request's deadline. The server sets the garbage collector (gc_percent,
// gc_memory_limit) only through Config.ApplyGC. SIGINT and SIGTERM
// drain in-flight requests (shutdown_timeout) and Run returns nil. Logs are
// JSON lines (log/slog), one per request with its X-Request-ID.
//
// # Cache
//
// Translations and refusals (both deterministic) are kept in an LRU cache
// bounded by entries and bytes, keyed by (sql, from, to, pretty, strict, schema,
// schema_dialect); a hit needs no concurrency slot.
package api
