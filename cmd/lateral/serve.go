package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime/debug"
	"strconv"
	"time"

	"github.com/lateral-sql/lateral"

	"github.com/lateral-sql/lateral/api"
	"github.com/lateral-sql/lateral/api/backend"
)

// cmdServe runs `lateral serve`: the HTTP API and the playground, until
// SIGINT or SIGTERM, after which in-flight requests are drained and the
// status is 0. Logs (JSON, one line each) go to stderr.
func cmdServe(args []string, stdout, stderr io.Writer) int {
	cfg, err := api.LoadConfig(args, os.LookupEnv, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintf(stderr, "lateral serve: %v\n", err)
		return exitUsage
	}
	logger := cfg.NewLogger(stderr)
	gcPercent, memLimit := cfg.ApplyGC(os.LookupEnv)
	limit := "none"
	if memLimit != math.MaxInt64 {
		limit = strconv.FormatInt(memLimit, 10)
	}
	logger.Info("garbage collector", "gc_percent", gcPercent, "memory_limit", limit)
	exec, err := backend.NewExecutor(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "lateral serve: %v\n", err)
		return exitUsage
	}
	srv, err := api.New(cfg, api.Options{
		Translator: backend.New(cfg),
		Executor:   exec,
		Logger:     logger,
		Version:    buildVersion(),
	})
	if err != nil {
		fmt.Fprintf(stderr, "lateral serve: %v\n", err)
		return exitUsage
	}
	// Warm the parser before listening, so that the first requests are
	// answered as fast as later ones.
	start := time.Now()
	lateral.WarmUp()
	logger.Info("parser warmed up", "duration_ms", time.Since(start).Milliseconds())
	if err := srv.Run(context.Background()); err != nil {
		logger.Error("lateral serve failed", "err", err.Error())
		return 1
	}
	return 0
}

// buildVersion is the module version, or the VCS revision of a local build.
func buildVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	v := bi.Main.Version
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 && (v == "" || v == "(devel)") {
			v = s.Value[:12]
		}
	}
	if v == "" || v == "(devel)" {
		v = "devel"
	}
	return v
}
