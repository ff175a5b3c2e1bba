package lateral

// The ANTLR parser and lexers in gen/ are generated from grammars/; scripts/gen.sh installs
// the pinned ANTLR tool into .tools/ when it is missing.
//go:generate bash scripts/gen.sh
