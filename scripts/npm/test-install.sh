#!/usr/bin/env bash
# The npm install test (make test-npm, run by CI): installs the tarballs
# `make npm` packed into an empty temporary project, offline and with no Go
# toolchain on PATH, then runs the README's RunnerExecutor example there and
# compares its output with the output the README shows.
#
# It installs the main package and this machine's platform package from
# their tarballs (the others are for other machines: npm would refuse them as
# direct dependencies). The main package's optionalDependencies name all four
# at the same version; npm takes this machine's from the tarball and, offline,
# skips the others, as it skips them on a machine they do not fit.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dist=$root/dist/npm
version=$(cat "$root/VERSION")

case "$(uname -s)-$(uname -m)" in
Linux-x86_64) platform=linux-x64 ;;
Linux-aarch64 | Linux-arm64) platform=linux-arm64 ;;
Darwin-x86_64) platform=darwin-x64 ;;
Darwin-arm64) platform=darwin-arm64 ;;
*) echo "test-install: no platform package for $(uname -s) $(uname -m)"; exit 1 ;;
esac
main_tgz=$dist/execbox-runner-$version.tgz
platform_tgz=$dist/execbox-runner-$platform-$version.tgz
for f in "$main_tgz" "$platform_tgz"; do
	[ -f "$f" ] || { echo "test-install: $f is missing; run make npm"; exit 1; }
done

# PATH without any directory that holds a go binary, so that nothing in the
# install or the run can fall back to building from source.
nogo_path=
IFS=: read -ra dirs <<<"$PATH"
for d in "${dirs[@]}"; do
	[ -n "$d" ] && [ ! -e "$d/go" ] && nogo_path=${nogo_path:+$nogo_path:}$d
done
if PATH=$nogo_path command -v go >/dev/null; then
	echo "test-install: could not take go off PATH"; exit 1
fi

project=$(mktemp -d "${TMPDIR:-/tmp}/execbox-npm-test.XXXXXX")
trap 'rm -rf "$project"' EXIT
cd "$project"
printf '{ "name": "npm-install-test", "version": "1.0.0", "private": true, "type": "module" }\n' >package.json

start=$(date +%s%N)
PATH=$nogo_path npm install --offline --no-audit --no-fund --loglevel=error \
	--cache "$project/.npm-cache" "$main_tgz" "$platform_tgz" >npm-install.log 2>&1 || {
	cat npm-install.log
	echo "test-install: npm install failed"
	exit 1
}
end=$(date +%s%N)
install_ms=$(((end - start) / 1000000))

bin=node_modules/@execbox-runner/$platform/bin/execbox-runner
[ -x "$bin" ] || { echo "test-install: $bin is missing or not executable"; ls -lR node_modules; exit 1; }
[ ! -e node_modules/execbox-runner/bin ] || { echo "test-install: the main package carries a binary of its own"; exit 1; }
got_version=$("$bin" --version)
case $got_version in
*" $version "*) ;;
*) echo "test-install: $bin --version says '$got_version', want $version"; exit 1 ;;
esac

# The README's example: the ```js block after the marker, and the ```console
# block after it holds its expected output (durationMs varies, so it is
# compared as a number).
awk '/<!-- npm-install-test -->/ { on = 1; next } on && /^```js/ { code = 1; next } code && /^```/ { exit } code { print }' \
	"$root/README.md" >example.mjs
awk '/<!-- npm-install-test -->/ { on = 1; next } on && /^```console/ { out = 1; next } out && /^```/ { exit } out && !/^\$ / { print }' \
	"$root/README.md" >expected.txt
[ -s example.mjs ] && [ -s expected.txt ] || { echo "test-install: README.md has no example after <!-- npm-install-test -->"; exit 1; }

# EXECBOX_RUNNER_BIN unset: the binary must come from the platform package.
PATH=$nogo_path env -u EXECBOX_RUNNER_BIN node example.mjs >got.txt 2>&1 || { cat got.txt; echo "test-install: the example failed"; exit 1; }
normalize() { sed -E 's/durationMs: [0-9]+/durationMs: N/g' "$1"; }
if ! diff <(normalize expected.txt) <(normalize got.txt); then
	echo "test-install: the README example's output differs (above: < README, > got)"
	exit 1
fi

echo "test-install: ok: $platform, version $version, npm install (offline, no Go) took ${install_ms} ms"
for f in "$dist"/*.tgz; do
	printf '  %-46s %8d bytes packed, %9d unpacked\n' "$(basename "$f")" "$(wc -c <"$f")" \
		"$(tar -xzOf "$f" | wc -c)"
done
