#!/bin/sh
# Builds the runner as it ships, into OUT:
#
#   scripts/build.sh OUT [go build flags]     (GOOS, GOARCH, CGO_ENABLED from the environment)
#
# For Linux, the watchdog program (cmd/execbox-runner-watchdog) is built
# first, stripped, and embedded in the runner (watchdog/program_embedded.go):
# the runner executes it from memory as its watchdog, which starts in about
# a third of the processor time its own executable would. The program is
# handed to the compiler with -overlay, so nothing is written into the
# source tree. A plain `go build` or `go install` makes a runner without it,
# which starts itself again as its watchdog: slower to start, the same
# otherwise. The flags must not set -tags.
set -eu
[ $# -ge 1 ] || { echo "usage: scripts/build.sh OUT [go build flags]" >&2; exit 2; }
out=$1
shift
case $out in /*) ;; *) out=$PWD/$out ;; esac
cd "$(dirname "$0")/.."
GO=${GO:-go}
if [ "$($GO env GOOS)" != linux ]; then
	exec $GO build "$@" -o "$out" .
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
$GO build -trimpath -ldflags '-s -w' -o "$tmp/execbox-runner-watchdog" ./cmd/execbox-runner-watchdog
json() { printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g'; }
printf '{"Replace":{"%s":"%s"}}\n' "$(json "$PWD/watchdog/execbox-runner-watchdog")" "$(json "$tmp/execbox-runner-watchdog")" >"$tmp/overlay.json"
$GO build -tags execbox_watchdog_program -overlay "$tmp/overlay.json" "$@" -o "$out" .
