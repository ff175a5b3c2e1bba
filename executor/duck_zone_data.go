package executor

import (
	"fmt"
	"hash/fnv"
	"sort"
	"strings"
	"sync"
	"time"
)

// DuckDB (1.5) reads zone names with ICU's zone data, the executor with
// Go's (the machine's /usr/share/zoneinfo, else the tzdata Go embeds).
// The two differ for some zones and spans of time (America/Vancouver
// from November 2026, Africa/Casablanca from 2026, Europe/Amsterdam
// before 1940, many zones before 1975). In the DuckDB dialect
// (Options.DuckDBZoneData) a zone name is therefore read through
// duckZoneTable (duck_zone_table.go, written by TestDuckZoneTable in
// duck_zone_table_test.go, run against DuckDB): the names DuckDB knows,
// and for each the spans of instants where DuckDB's UTC offset differs
// from the executor's, or may (the table compares the offsets of every
// day from 1800 to 2100, of every week to 2400 and of two days a year
// from the year 1 to 9999, and DuckDB's offset around each of the
// executor's transitions to 2400). A value that falls in such a span is
// refused, naming the zone and the span (before the year 1 a zone keeps
// the offset it has there, in both zone data; from 2400 a zone whose
// offsets differ after 2100 is refused);
// a name DuckDB does not know, or whose data on this machine is not the
// data the table was built against (duckZoneFingerprint), is refused
// whole.

// duckZoneEntry is a zone of duckZoneTable: its name as DuckDB spells it,
// duckZoneFingerprint of the executor's data the table was built with,
// and the spans [from, to) of Unix seconds where DuckDB's offsets differ.
type duckZoneEntry struct {
	name  string
	print uint64
	spans []int64
}

// duckZoneFirst is the first instant the table compares (0001-01-01
// UTC, Unix seconds).
const duckZoneFirst = -62135596800

// duckZoneRuled and duckZoneSparse are 2101-01-01 and 2400-01-01 UTC
// (Unix seconds): the table compares every week from the first, two days
// a year from the second.
const duckZoneRuled, duckZoneSparse = 4133980800, 13569465600

// duckZone is a zone loaded in the DuckDB dialect, what duckZoneCheck
// refuses of it: its spans, or all of it (whole, with why).
type duckZone struct {
	name  string
	spans []int64
	whole string
}

// duckZones maps the *time.Location values duckLoadZone gave to their
// duckZone, duckLoaded a zone's name to its *time.Location.
var duckZones, duckLoaded sync.Map

// duckZoneError is a zone conversion the executor does not answer as
// DuckDB does; duckZoneCheck raises it as a panic, which the package's
// entry points return as this error (catchDuckZone).
type duckZoneError struct{ msg string }

func (e duckZoneError) Error() string { return e.msg }

// duckLoadZone resolves a zone name in the DuckDB dialect, any letter
// case, as duckZoneTable holds it (UTC and its spellings as loadZone).
func duckLoadZone(name string) (*time.Location, error) {
	n := strings.TrimSpace(name)
	switch strings.ToUpper(n) {
	case "", "UTC", "GMT", "Z", "ZULU", "ETC/UTC":
		return time.UTC, nil
	}
	ent, ok := duckZoneTable[strings.ToLower(n)]
	if !ok {
		if _, err := time.LoadLocation(n); err != nil {
			return nil, fmt.Errorf("unknown time zone %q", name)
		}
		return nil, fmt.Errorf("the reference executor does not read the time zone %q in the DuckDB dialect: it is not one of the names of DuckDB's (ICU's) zone data it holds (write an Area/Location name such as Europe/Paris, or run the query on DuckDB (--engine duckdb))", name)
	}
	if loc, ok := duckLoaded.Load(ent.name); ok {
		return loc.(*time.Location), nil
	}
	loc, err := time.LoadLocation(ent.name)
	if err != nil {
		return nil, fmt.Errorf("the reference executor does not read the time zone %q: the zone data on this machine does not hold it, DuckDB's does (run the query on DuckDB (--engine duckdb))", name)
	}
	z := &duckZone{name: ent.name, spans: ent.spans}
	if duckZoneFingerprint(loc) != ent.print {
		z.whole = "the zone data on this machine is not the data lat run compared with DuckDB's for this zone"
	}
	duckZones.Store(loc, z)
	l, _ := duckLoaded.LoadOrStore(ent.name, loc)
	return l.(*time.Location), nil
}

// duckZoneCheck raises a duckZoneError when loc is a zone duckLoadZone
// gave and the instant us (microseconds) falls where DuckDB's offsets in
// it may differ from the executor's.
func duckZoneCheck(loc *time.Location, us int64) { duckZoneCheckSpan(loc, us, us) }

// duckZoneCheckSpan is duckZoneCheck of the instants from us to last.
// The panic is recovered by catchDuckZone at every entry point of the
// package (Exec, Explain, Result.NextBatch and Result.Next) and where a
// function returning an error can take it.
func duckZoneCheckSpan(loc *time.Location, us, last int64) {
	if err := duckZoneErr(loc, us, last); err != nil {
		panic(*err)
	}
}

// duckZoneErr is the duckZoneError duckZoneCheckSpan raises, or nil.
func duckZoneErr(loc *time.Location, us, last int64) *duckZoneError {
	if loc == nil || loc == time.UTC {
		return nil
	}
	v, ok := duckZones.Load(loc)
	if !ok {
		return nil
	}
	z := v.(*duckZone)
	if us > last {
		us, last = last, us
	}
	s, e := floorDiv64(us, 1e6), floorDiv64(last, 1e6)
	// Before its first change of offset a zone keeps its first offset in
	// both zone data (Go's time package and ICU read the earliest period
	// backwards; DuckDB 1.5 run: America/Los_Angeles is -07:52 in 52 BC,
	// bc_text_test.go): the years before 1 are read as the year 1.
	s, e = max(s, duckZoneFirst), max(e, duckZoneFirst)
	why := z.whole
	// From 2400 the table compares two days a year only, where a
	// different day of a change of offset goes unseen; both zone data
	// repeat a yearly rule there (Go's time package the zone's TZ string,
	// ICU its final rule), so a zone whose offsets agree with DuckDB's
	// from 2101 to 2400, compared every week and at each change, agrees
	// on (DuckDB 1.5 run: the year 20000 in America/Los_Angeles,
	// pg_duck_tz_text_test.go); one that does not is refused from 2400.
	if n := len(z.spans); why == "" && e >= duckZoneSparse && n > 0 && z.spans[n-1] > duckZoneRuled {
		why = "DuckDB's (ICU's) zone data gives this zone other UTC offsets than the executor's after 2100, and lat run compared them two days a year only from 2400"
	}
	// the first span ending after s (the spans are sorted, apart)
	i := 2 * sort.Search(len(z.spans)/2, func(k int) bool { return z.spans[2*k+1] > s })
	if why == "" && i+1 < len(z.spans) && e >= z.spans[i] {
		why = fmt.Sprintf("DuckDB's (ICU's) zone data gives this zone other UTC offsets than the executor's from %s to %s UTC", time.Unix(z.spans[i], 0).UTC().Format("2006-01-02 15:04:05"), time.Unix(z.spans[i+1], 0).UTC().Format("2006-01-02 15:04:05"))
	}
	if why == "" {
		return nil
	}
	return &duckZoneError{fmt.Sprintf("the reference executor does not answer a time in the zone %s at %s UTC as DuckDB does: %s; run the query on DuckDB (--engine duckdb)", z.name, formatTimestamp(us+(last-us)/2), why)}
}

// catchDuckZone, deferred, turns a duckZoneError panic into the error
// *err; any other panic goes on.
func catchDuckZone(err *error) {
	if p := recover(); p != nil {
		z, ok := p.(duckZoneError)
		if !ok {
			panic(p)
		}
		*err = z
	}
}

func floorDiv64(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// duckZoneFingerprint is a hash of loc's UTC offsets: the offset at the
// year 1 and each change of it to the year 2400.
func duckZoneFingerprint(loc *time.Location) uint64 {
	h := fnv.New64a()
	t := time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC).In(loc)
	end := time.Date(2400, 1, 1, 0, 0, 0, 0, time.UTC)
	for {
		_, off := t.Zone()
		fmt.Fprintf(h, "%d %d;", t.Unix(), off)
		_, next := t.ZoneBounds()
		if next.IsZero() || next.After(end) {
			break
		}
		if !next.After(t) { // Go gives some zones a bound at the end of a year past their last transition
			next = t.Add(24 * time.Hour)
		}
		t = next
	}
	return h.Sum64()
}
