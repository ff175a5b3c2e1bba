// Command pgtemp runs a throw-away PostgreSQL cluster in the foreground until
// interrupted, printing its DSN, for trying things by hand or pointing tests
// at one long-lived server:
//
//	go run ./engines/pgtemp/cmd/pgtemp        # or scripts/pg-temp.sh
//	LATERAL_PG_DSN=postgres://... go test ./...
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/lateral-sql/lateral/engines/pgtemp"
)

func main() {
	port := flag.Int("port", 0, "TCP port on 127.0.0.1 (0: a free one)")
	bindir := flag.String("bindir", "", "directory of initdb, pg_ctl and postgres (default: $LATERAL_PG_BINDIR or "+pgtemp.DefaultBinDir+")")
	flag.Parse()

	t0 := time.Now()
	s, err := pgtemp.Start(context.Background(), pgtemp.Options{Port: *port, BinDir: *bindir})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Fprintf(os.Stderr, "pgtemp: started in %v; data and log in %s; Ctrl-C stops and removes it\n",
		time.Since(t0).Round(time.Millisecond), s.Dir())
	fmt.Printf("export LATERAL_PG_DSN='%s'\n", s.DSN())

	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	<-sig
	if err := s.Stop(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Fprintln(os.Stderr, "pgtemp: stopped")
}
