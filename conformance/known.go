package conformance

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
)

// KnownFailuresFile lists case/target pairs whose failure the lead has
// accepted for now (a bug filed, a fix pending), one per line:
//
//	feature/name target   # reason
//
// where target is a target dialect or "source" for the case's own checks.
// A listed pair that fails is logged instead of failing the test; it still
// counts as a failure in the summary and shows as FAIL in the matrix. The
// file is absent by default: every failure fails the test.
const KnownFailuresFile = "known_failures.txt"

// ReadKnownFailures reads the list; a missing file is an empty list.
func ReadKnownFailures(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line, reason, _ := strings.Cut(sc.Text(), "#")
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		if len(fields) != 2 {
			return nil, fmt.Errorf("%s:%d: want `feature/name target [# reason]`", path, n)
		}
		reason = strings.TrimSpace(reason)
		if reason == "" {
			reason = "listed in " + path
		}
		out[fields[0]+" "+fields[1]] = reason
	}
	return out, sc.Err()
}

// WriteKnownFailures writes the failing pairs, keeping the reasons of
// pairs already listed.
func WriteKnownFailures(path string, failing []string, old map[string]string) error {
	sort.Strings(failing)
	var b strings.Builder
	b.WriteString("# Known conformance failures: `feature/name target  # reason`. Written by\n")
	b.WriteString("# go test ./conformance -update-known; every line is a bug to fix, not an expectation.\n")
	for _, p := range failing {
		reason := old[p]
		if reason == "" || strings.HasPrefix(reason, "listed in ") {
			reason = "unexplained"
		}
		fmt.Fprintf(&b, "%s  # %s\n", p, reason)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
