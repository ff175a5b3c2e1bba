# Shared by the bench/*.sh scripts: paths, machine description, peer installation.
# shellcheck shell=bash

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BENCH="$ROOT/bench"
PEERS_DIR="$BENCH/.peers"
PY=/usr/bin/python3 # Debian's python: python3-sqlglot installs into its dist-packages
POLYGLOT_VERSION=${POLYGLOT_VERSION:-0.12.1}
NODE_VERSION=${NODE_VERSION:-22.23.3} # @polyglot-sql/sdk declares node >= 22; Debian 12 has 20
# V8 tiers WASM up lazily; compiling it optimized up front is polyglot's fastest steady state.
NODE_FLAGS=${NODE_FLAGS:---no-wasm-dynamic-tiering}

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2; }

new_out() { # new_out NAME -> creates and prints bench/out/NAME-<timestamp>
	local d=${OUT:-"$BENCH/out/$1-$(date -u +%Y%m%dT%H%M%SZ)"}
	mkdir -p "$d"
	echo "$d"
}

machine_info() { # machine_info FILE
	{
		echo "date: $(date -u +'%Y-%m-%d %H:%M:%S UTC')"
		echo "host: $(uname -srm)"
		echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //') x $(nproc)"
		echo "memory: $(awk '/MemTotal/ {printf "%.1f GB", $2/1048576}' /proc/meminfo)"
		echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
		echo "go: $(go version | cut -d' ' -f3-)"
		echo "lateral: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown) ($(git -C "$ROOT" status --porcelain 2>/dev/null | wc -l) uncommitted paths)"
	} >"$1"
}

load_note() { cut -d' ' -f1-3 /proc/loadavg; }

apt_install() { # apt_install PKG... (needs root; otherwise says what to run)
	local missing=()
	for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
	[ ${#missing[@]} -eq 0 ] && return 0
	if [ "$(id -u)" != 0 ]; then
		log "please install: sudo apt-get install -y ${missing[*]}"
		return 1
	fi
	log "apt-get install -y ${missing[*]}"
	DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" >/dev/null || {
		apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" >/dev/null
	}
}

install_sqlglot() { apt_install python3-sqlglot; }

install_polyglot() { # npm packages into bench/.peers (gitignored)
	mkdir -p "$PEERS_DIR"
	[ -f "$PEERS_DIR/package.json" ] || echo '{"name":"lateral-bench-peers","private":true}' >"$PEERS_DIR/package.json"
	if [ ! -f "$PEERS_DIR/node_modules/@polyglot-sql/sdk/package.json" ] ||
		! grep -q "\"version\": \"$POLYGLOT_VERSION\"" "$PEERS_DIR/node_modules/@polyglot-sql/sdk/package.json"; then
		log "npm install @polyglot-sql/sdk@$POLYGLOT_VERSION node@$NODE_VERSION into bench/.peers"
		(cd "$PEERS_DIR" && npm install --no-audit --no-fund --loglevel=error "@polyglot-sql/sdk@$POLYGLOT_VERSION" "node@$NODE_VERSION" >/dev/null)
	fi
}

node_bin() { # the node that runs polyglot: node 22 from bench/.peers if it works, else the system's
	if "$PEERS_DIR/node_modules/.bin/node" --version >/dev/null 2>&1; then
		echo "$PEERS_DIR/node_modules/.bin/node"
	else
		command -v node
	fi
}

build_lateral() { # build_lateral OUTDIR: the CLI and the bench test binary
	log "building lateral"
	(cd "$ROOT" && go build -o "$1/lateral" ./cmd/lateral && go test -c -o "$1/bench.test" ./bench)
}
