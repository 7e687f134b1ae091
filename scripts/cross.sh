#!/usr/bin/env bash
# Cross-compiles the runner for every platform we ship, with cgo off (a
# static binary that runs on any Linux of its architecture, and on macOS with
# no toolchain), into dist/bin/<platform>-<arch>/execbox-runner, named as
# Node names platforms (linux-x64, darwin-arm64). Every target is tried, and
# a summary says which built and why the others did not; the exit status is
# 1 if any failed, so CI notices the first change that breaks one.
#
#   scripts/cross.sh [linux/amd64 darwin/arm64 ...]   (default: all four)
set -uo pipefail
cd "$(dirname "$0")/.."
GO=${GO:-go}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(linux/amd64 linux/arm64 darwin/amd64 darwin/arm64)

failed=0
summary=()
for t in "${targets[@]}"; do
	goos=${t%/*}
	goarch=${t#*/}
	case $goarch in
	amd64) arch=x64 ;;
	*) arch=$goarch ;;
	esac
	out=dist/bin/$goos-$arch/execbox-runner
	mkdir -p "$(dirname "$out")"
	log=$(mktemp)
	if CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch $GO build -trimpath -ldflags '-s -w' -o "$out" . >"$log" 2>&1; then
		summary+=("ok    $goos/$goarch  $out  $(wc -c <"$out" | awk '{printf "%.1f MB", $1/1e6}')")
	else
		failed=1
		rm -f "$out"
		rmdir "$(dirname "$out")" 2>/dev/null
		summary+=("FAIL  $goos/$goarch  $(head -c 2000 "$log" | sed -n '1,6p' | tr '\n' ' ')")
	fi
	rm -f "$log"
done
printf '%s\n' "${summary[@]}"
exit $failed
