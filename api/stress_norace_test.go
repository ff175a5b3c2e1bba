//go:build !race

package api_test

// raceEnabled tells TestStress it runs under the race detector, where each
// request costs several times more: it sends fewer.
const raceEnabled = false
