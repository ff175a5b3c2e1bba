package api

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"reflect"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	json "github.com/goccy/go-json"
)

// Config is the server's configuration. Each field is set, from lowest to
// highest precedence, by its default, the JSON config file (key: the json
// tag), the environment (the env tag) and the command line (the flag tag).
// A field tagged secret:"true" is never logged (none is, yet).
type Config struct {
	Addr         string `json:"addr" env:"LATERAL_ADDR" flag:"addr" help:"address to listen on, host:port"`
	MaxBodyBytes int64  `json:"max_body_bytes" env:"LATERAL_MAX_BODY_BYTES" flag:"max-body-bytes" help:"largest request body accepted, in bytes (413 beyond)"`

	ReadHeaderTimeout Duration `json:"read_header_timeout" env:"LATERAL_READ_HEADER_TIMEOUT" flag:"read-header-timeout" help:"time to read a request's headers"`
	ReadTimeout       Duration `json:"read_timeout" env:"LATERAL_READ_TIMEOUT" flag:"read-timeout" help:"time to read a whole request"`
	WriteTimeout      Duration `json:"write_timeout" env:"LATERAL_WRITE_TIMEOUT" flag:"write-timeout" help:"time from the end of the request headers to the end of the response; must exceed request-timeout"`
	IdleTimeout       Duration `json:"idle_timeout" env:"LATERAL_IDLE_TIMEOUT" flag:"idle-timeout" help:"time a keep-alive connection may stay idle"`
	RequestTimeout    Duration `json:"request_timeout" env:"LATERAL_REQUEST_TIMEOUT" flag:"request-timeout" help:"deadline of the work of one request (503 beyond)"`
	ShutdownTimeout   Duration `json:"shutdown_timeout" env:"LATERAL_SHUTDOWN_TIMEOUT" flag:"shutdown-timeout" help:"time given to in-flight requests on SIGTERM/SIGINT"`

	MaxConcurrent int      `json:"max_concurrent" env:"LATERAL_MAX_CONCURRENT" flag:"max-concurrent" help:"requests doing work at once (429 beyond); 0: twice the CPUs"`
	QueueWait     Duration `json:"queue_wait" env:"LATERAL_QUEUE_WAIT" flag:"queue-wait" help:"how long a request may wait for a free slot before the 429"`
	MaxBatchItems int      `json:"max_batch_items" env:"LATERAL_MAX_BATCH_ITEMS" flag:"max-batch-items" help:"items in one /v1/translate/batch request"`

	CacheEntries int   `json:"cache_entries" env:"LATERAL_CACHE_ENTRIES" flag:"cache-entries" help:"translation cache size in entries; 0 disables the cache"`
	CacheBytes   int64 `json:"cache_bytes" env:"LATERAL_CACHE_BYTES" flag:"cache-bytes" help:"translation cache size in bytes; 0 disables the cache"`

	MaxSQLBytes   int `json:"max_sql_bytes" env:"LATERAL_MAX_SQL_BYTES" flag:"max-sql-bytes" help:"SQL size limit per input; 0: the library default"`
	MaxTokens     int `json:"max_tokens" env:"LATERAL_MAX_TOKENS" flag:"max-tokens" help:"tokens per input; 0: the library default"`
	MaxDepth      int `json:"max_depth" env:"LATERAL_MAX_DEPTH" flag:"max-depth" help:"nesting depth per input; 0: the library default"`
	MaxStatements int `json:"max_statements" env:"LATERAL_MAX_STATEMENTS" flag:"max-statements" help:"statements per input; 0: the library default"`
	MaxRows       int `json:"max_rows" env:"LATERAL_MAX_ROWS" flag:"max-rows" help:"rows returned by /v1/execute at most (more are cut: truncated)"`

	MaxMemory int64    `json:"max_memory" env:"LATERAL_MAX_MEMORY" flag:"max-memory" help:"bytes of materialized state (hash tables, sorts, the result) one /v1/execute or /v1/explain query may hold; 0: no bound"`
	DataDirs  []string `json:"data_dirs" env:"LATERAL_DATA_DIRS" flag:"data-dirs" help:"directories (comma-separated) whose NAME.ndjson/.jsonl/.json/.csv/.parquet files are tables of every execute and explain request, and the only places LOAD DATA may read; empty: the executor reads no file"`

	GCPercent     int   `json:"gc_percent" env:"LATERAL_GC_PERCENT" flag:"gc-percent" help:"the garbage collector's heap growth target in percent (as GOGC): higher spends less CPU on collection for more memory; 0: $GOGC if set, else 400"`
	GCMemoryLimit int64 `json:"gc_memory_limit" env:"LATERAL_GC_MEMORY_LIMIT" flag:"gc-memory-limit" help:"soft limit in bytes on the Go heap and runtime (as GOMEMLIMIT): near it the collector runs more often, whatever gc_percent; 0: $GOMEMLIMIT if set, else none"`

	LogLevel   string `json:"log_level" env:"LATERAL_LOG_LEVEL" flag:"log-level" help:"debug, info, warn or error"`
	LogFormat  string `json:"log_format" env:"LATERAL_LOG_FORMAT" flag:"log-format" help:"json or text"`
	Playground bool   `json:"playground" env:"LATERAL_PLAYGROUND" flag:"playground" help:"serve the playground page at /"`
}

// DefaultConfig returns the defaults.
func DefaultConfig() Config {
	return Config{
		Addr:              "127.0.0.1:8080",
		MaxBodyBytes:      1 << 20,
		ReadHeaderTimeout: Duration(5 * time.Second),
		ReadTimeout:       Duration(15 * time.Second),
		WriteTimeout:      Duration(30 * time.Second),
		IdleTimeout:       Duration(120 * time.Second),
		RequestTimeout:    Duration(10 * time.Second),
		ShutdownTimeout:   Duration(20 * time.Second),
		MaxConcurrent:     0,
		QueueWait:         Duration(50 * time.Millisecond),
		MaxBatchItems:     100,
		CacheEntries:      4096,
		CacheBytes:        64 << 20,
		MaxRows:           10000,
		MaxMemory:         256 << 20,
		LogLevel:          "info",
		LogFormat:         "json",
		Playground:        true,
	}
}

// Concurrency returns MaxConcurrent, or its default when 0.
func (c Config) Concurrency() int {
	if c.MaxConcurrent > 0 {
		return c.MaxConcurrent
	}
	return 2 * runtime.GOMAXPROCS(0)
}

// DefaultGCPercent is the server's garbage collection target when neither
// gc_percent nor $GOGC is set. At Go's default of 100 collection took about
// a seventh of the server's CPU under load (its live heap is small, ~15 MB,
// and a translation allocates a lot, so it collected every few
// milliseconds); at 400 it collects a quarter as often for a heap of ~75 MB.
const DefaultGCPercent = 400

// ApplyGC sets the process's garbage collector as gc_percent and
// gc_memory_limit ask (`lateral serve` calls it; the Server itself changes
// no process-wide setting), getenv telling whether $GOGC is set. It returns
// the settings in force: the percent (-1: off) and the memory limit
// (math.MaxInt64: none).
func (c Config) ApplyGC(getenv func(string) (string, bool)) (percent int, memoryLimit int64) {
	if getenv == nil {
		getenv = os.LookupEnv
	}
	switch gogc, set := getenv("GOGC"); {
	case c.GCPercent > 0:
		debug.SetGCPercent(c.GCPercent)
	case !set || gogc == "":
		debug.SetGCPercent(DefaultGCPercent)
	}
	if c.GCMemoryLimit > 0 {
		debug.SetMemoryLimit(c.GCMemoryLimit)
	}
	percent = debug.SetGCPercent(-1)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

// Validate checks the values.
func (c Config) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
	if c.Addr == "" {
		bad("addr is empty")
	}
	if c.MaxBodyBytes <= 0 {
		bad("max_body_bytes must be positive")
	}
	v := reflect.ValueOf(c)
	for i, f := range reflect.VisibleFields(v.Type()) {
		switch x := v.Field(i).Interface().(type) {
		case Duration:
			if x < 0 {
				bad("%s must not be negative", f.Tag.Get("json"))
			}
		case int:
			if x < 0 {
				bad("%s must not be negative", f.Tag.Get("json"))
			}
		case int64:
			if x < 0 {
				bad("%s must not be negative", f.Tag.Get("json"))
			}
		}
	}
	if c.RequestTimeout <= 0 {
		bad("request_timeout must be positive")
	}
	if c.WriteTimeout > 0 && c.WriteTimeout <= c.RequestTimeout {
		bad("write_timeout (%s) must exceed request_timeout (%s), or the timeout answer could not be written", c.WriteTimeout, c.RequestTimeout)
	}
	if c.MaxBatchItems < 1 {
		bad("max_batch_items must be at least 1")
	}
	if c.MaxRows < 1 {
		bad("max_rows must be at least 1")
	}
	for _, d := range c.DataDirs {
		if strings.TrimSpace(d) == "" {
			bad("data_dirs holds an empty path")
		}
	}
	if _, err := parseLevel(c.LogLevel); err != nil {
		errs = append(errs, err)
	}
	if c.LogFormat != "json" && c.LogFormat != "text" {
		bad("log_format must be json or text, not %q", c.LogFormat)
	}
	return errors.Join(errs...)
}

// SQLLimits bound what one input may cost (the fields of lateral.Limits);
// zero fields take the library's defaults.
type SQLLimits struct {
	MaxBytes, MaxTokens, MaxDepth, MaxStatements int
}

// Limits returns the SQL limits.
func (c Config) Limits() SQLLimits {
	return SQLLimits{MaxBytes: c.MaxSQLBytes, MaxTokens: c.MaxTokens, MaxDepth: c.MaxDepth, MaxStatements: c.MaxStatements}
}

func parseLevel(s string) (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return 0, fmt.Errorf("log_level must be debug, info, warn or error, not %q", s)
	}
	return l, nil
}

// NewLogger returns the slog logger the configuration asks for, writing to w.
func (c Config) NewLogger(w io.Writer) *slog.Logger {
	level, _ := parseLevel(c.LogLevel)
	opts := &slog.HandlerOptions{Level: level}
	if c.LogFormat == "text" {
		return slog.New(slog.NewTextHandler(w, opts))
	}
	return slog.New(slog.NewJSONHandler(w, opts))
}

// LogValue logs every field under its json name, secrets redacted.
func (c Config) LogValue() slog.Value { return slog.GroupValue(configAttrs(c)...) }

// configAttrs lists the fields of a config struct as attributes named by
// their json tags, the value of a field tagged secret:"true" replaced by
// "[redacted]" (or "" when unset, so that one can see whether it is set).
func configAttrs(cfg any) []slog.Attr {
	v := reflect.ValueOf(cfg)
	t := v.Type()
	attrs := make([]slog.Attr, 0, t.NumField())
	for i := range t.NumField() {
		f := t.Field(i)
		name := f.Tag.Get("json")
		if name == "" || name == "-" {
			continue
		}
		fv := v.Field(i)
		if f.Tag.Get("secret") == "true" {
			s := ""
			if !fv.IsZero() {
				s = "[redacted]"
			}
			attrs = append(attrs, slog.String(name, s))
			continue
		}
		switch x := fv.Interface().(type) {
		case Duration:
			attrs = append(attrs, slog.String(name, x.String()))
		default:
			attrs = append(attrs, slog.Any(name, x))
		}
	}
	return attrs
}

// Duration is a time.Duration written "1.5s" in flags, the environment and
// the config file (where a number of seconds is also accepted).
type Duration time.Duration

func (d Duration) String() string { return time.Duration(d).String() }

// D returns the time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(d.String()) }

func (d *Duration) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		x, err := time.ParseDuration(s)
		if err != nil {
			return err
		}
		*d = Duration(x)
		return nil
	}
	secs, err := strconv.ParseFloat(string(b), 64)
	if err != nil {
		return fmt.Errorf("a duration is a string such as \"1.5s\" or a number of seconds, not %s", b)
	}
	*d = Duration(secs * float64(time.Second))
	return nil
}

// setFromString sets the config field fv from its text form (flags and
// the environment).
func setFromString(fv reflect.Value, s string) error {
	switch fv.Interface().(type) {
	case Duration:
		d, err := time.ParseDuration(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("want a duration such as 10s or 500ms: %w", err)
		}
		fv.Set(reflect.ValueOf(Duration(d)))
		return nil
	}
	switch fv.Kind() {
	case reflect.String:
		fv.SetString(s)
	case reflect.Int, reflect.Int64:
		n, err := strconv.ParseInt(strings.TrimSpace(strings.ReplaceAll(s, "_", "")), 10, 64)
		if err != nil {
			return fmt.Errorf("want an integer, not %q", s)
		}
		fv.SetInt(n)
	case reflect.Bool:
		b, err := strconv.ParseBool(strings.TrimSpace(s))
		if err != nil {
			return fmt.Errorf("want true or false, not %q", s)
		}
		fv.SetBool(b)
	case reflect.Slice:
		// A list of strings: comma-separated, blanks trimmed, empty items
		// dropped ("" is the empty list).
		var list []string
		for _, item := range strings.Split(s, ",") {
			if item = strings.TrimSpace(item); item != "" {
				list = append(list, item)
			}
		}
		fv.Set(reflect.ValueOf(list))
	default:
		return fmt.Errorf("unsupported config field kind %s", fv.Kind())
	}
	return nil
}

// ConfigHelp describes one setting (for usage text and documentation).
type ConfigHelp struct {
	Flag, Env, Key, Help, Default string
}

// ConfigSettings lists every setting with its names and default.
func ConfigSettings() []ConfigHelp {
	def := reflect.ValueOf(DefaultConfig())
	t := def.Type()
	var out []ConfigHelp
	for i := range t.NumField() {
		f := t.Field(i)
		d := fmt.Sprint(def.Field(i).Interface())
		out = append(out, ConfigHelp{Flag: f.Tag.Get("flag"), Env: f.Tag.Get("env"), Key: f.Tag.Get("json"), Help: f.Tag.Get("help"), Default: d})
	}
	return out
}

// LoadConfig builds the configuration from the command line args (of
// `lateral serve`), the environment read through getenv, and the JSON file
// named by --config or LATERAL_CONFIG. Usage goes to usage on -h or on a
// flag error; -h returns flag.ErrHelp.
func LoadConfig(args []string, getenv func(string) (string, bool), usage io.Writer) (Config, error) {
	if getenv == nil {
		getenv = os.LookupEnv
	}
	cfg := DefaultConfig()
	v := reflect.ValueOf(&cfg).Elem()
	t := v.Type()

	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(usage)
	configFile := fs.String("config", "", "JSON configuration file (env LATERAL_CONFIG)")
	set := map[int]string{} // field index -> flag text, applied last
	for i := range t.NumField() {
		f := t.Field(i)
		name := f.Tag.Get("flag")
		if name == "" {
			continue
		}
		word := map[reflect.Kind]string{reflect.String: "a `string`", reflect.Int: "an `integer`", reflect.Int64: "an `integer`", reflect.Bool: "true or false", reflect.Slice: "a comma-separated `list`"}[f.Type.Kind()]
		if f.Type == reflect.TypeFor[Duration]() {
			word = "a `duration` such as 10s"
		}
		help := fmt.Sprintf("%s (%s; env %s; default %v)", f.Tag.Get("help"), word, f.Tag.Get("env"), v.Field(i).Interface())
		if f.Type.Kind() == reflect.Bool {
			fs.Var(&boolValue{set: func(s string) error {
				if _, err := strconv.ParseBool(s); err != nil {
					return err
				}
				set[i] = s
				return nil
			}}, name, help)
			continue
		}
		fs.Func(name, help, func(s string) error {
			if err := setFromString(reflect.New(f.Type).Elem(), s); err != nil {
				return err
			}
			set[i] = s
			return nil
		})
	}
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), "Usage: lateral serve [flags]\n\nServes the HTTP API and the playground. Flags override the environment, which\noverrides the --config file. Stops gracefully on SIGINT or SIGTERM.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return cfg, err
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(usage, "lateral serve: unexpected argument %q\n", fs.Arg(0))
		return cfg, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}

	path := *configFile
	if path == "" {
		path, _ = getenv("LATERAL_CONFIG")
	}
	if path != "" {
		b, err := os.ReadFile(path)
		if err != nil {
			return cfg, fmt.Errorf("config file: %w", err)
		}
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&cfg); err != nil {
			return cfg, fmt.Errorf("config file %s: %w", path, err)
		}
	}
	for i := range t.NumField() {
		f := t.Field(i)
		env := f.Tag.Get("env")
		if env == "" {
			continue
		}
		if s, ok := getenv(env); ok && s != "" {
			if err := setFromString(v.Field(i), s); err != nil {
				return cfg, fmt.Errorf("%s: %w", env, err)
			}
		}
	}
	for i, s := range set {
		if err := setFromString(v.Field(i), s); err != nil {
			return cfg, fmt.Errorf("--%s: %w", t.Field(i).Tag.Get("flag"), err)
		}
	}
	return cfg, cfg.Validate()
}

// boolValue is a boolean flag ("--playground" alone means true) whose
// value is recorded by set.
type boolValue struct{ set func(string) error }

func (b *boolValue) String() string     { return "" }
func (b *boolValue) Set(s string) error { return b.set(s) }
func (b *boolValue) IsBoolFlag() bool   { return true }
