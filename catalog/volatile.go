package catalog

import "strings"

// volatile names the functions that may give another value at each
// evaluation, in any dialect: random numbers and strings, UUIDs, the wall
// clock (PostgreSQL clock_timestamp and timeofday) and sequences.
var volatile = map[string]bool{"rand": true, "random": true, "uuid": true, "gen_random_uuid": true,
	"random_uuid": true, "randn": true, "shuffle": true, "newid": true, "uniform": true, "uuidv4": true,
	"uuidv7": true, "uuid_string": true, "normal": true, "randstr": true, "zipf": true,
	"clock_timestamp": true, "timeofday": true, "nextval": true}

// Volatile reports whether the function named name (any case) may give
// another value at each evaluation, so that an expression calling it
// cannot be written twice.
func Volatile(name string) bool { return volatile[strings.ToLower(name)] }
