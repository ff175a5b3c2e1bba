package executor

import "testing"

// otherDialectTableFuncs names built-in table functions that exist.
func TestOtherDialectTableFuncsRegistered(t *testing.T) {
	for name := range otherDialectTableFuncs {
		if lookupTableFunction(name) == nil {
			t.Errorf("%s is not a registered table function", name)
		}
	}
}
