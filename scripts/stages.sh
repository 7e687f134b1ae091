#!/usr/bin/env bash
# Runs Makefile targets as the stages of a test run, for `make test` and
# `make check`:
#
#   scripts/stages.sh STAGE...
#
# Each stage prints one line when it starts. Its own output (a line per
# transcript, per package, per Node test) goes to a log, shown only if the
# stage fails (its last lines) or with V=1 (all of it, as it comes). Every
# stage runs even when an earlier one failed, so that one run shows
# everything that is wrong; the run ends with one summary line per stage,
# then "N passed, M failed", and exits 1 if any stage failed.
set -u
cd "$(dirname "$0")/.."
MAKE=${MAKE:-make}
V=${V:-0}
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# What each stage does, for its start line.
describe() {
	case $1 in
	build) echo "go build -o bin/execbox-runner" ;;
	vet) echo "go vet ./..." ;;
	fmt-check) echo "gofmt -l on every Go file" ;;
	lint) echo "house rules: stdout is for protocol lines only" ;;
	test-go) echo "go test -race ./... (every package, the end-to-end tests through the binary; minutes)" ;;
	test-unit) echo "go test -short ./PKG for every package but e2e/ (the end-to-end tests), no -race, no builtin sweep" ;;
	goja-deps) echo "fetching goja's test dependencies (go mod download in third_party/goja)" ;;
	test-goja) echo "goja's own tests on the patched copy in third_party/goja (-race, then without for the allocation counts; minutes)" ;;
	replay) echo "bin/execbox-runner replay testdata/transcripts" ;;
	test-node) echo "node --test node/test/*.test.mjs" ;;
	test-readme) echo "runnable examples and links of the READMEs and docs/" ;;
	*) echo "make $1" ;;
	esac
}

# What a stage's log says in one line, for the summary.
summarize() {
	local stage=$1 log=$2 ok fail
	case $stage in
	test-go | test-unit | test-goja)
		ok=$(grep -cE '^ok[[:space:]]' "$log")
		fail=$(grep -cE '^(FAIL|---[[:space:]]FAIL)[[:space:]]' "$log")
		echo "$ok packages ok, $fail failures"
		;;
	replay) grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -1 ;;
	test-node)
		echo "$(sed -nE 's/^[^a-z]*pass ([0-9]+)$/\1/p' "$log" | tail -1) tests passed," \
			"$(sed -nE 's/^[^a-z]*fail ([0-9]+)$/\1/p' "$log" | tail -1) failed"
		;;
	test-readme) grep -E '^(examples|links):' "$log" | tr '\n' ';' | sed 's/;$//; s/;/; /' ;;
	esac
}

passed=0
failed=0
summary=()
for stage in "$@"; do
	printf '==> %-11s %s\n' "$stage" "$(describe "$stage")"
	log="$logs/$stage.log"
	start=$SECONDS
	if [ "$V" = 1 ]; then
		"$MAKE" --no-print-directory -s "$stage" V=1 2>&1 | tee "$log"
		rc=${PIPESTATUS[0]}
	else
		"$MAKE" --no-print-directory -s "$stage" V=0 >"$log" 2>&1
		rc=$?
	fi
	took=$((SECONDS - start))
	detail=$(summarize "$stage" "$log")
	if [ "$rc" -eq 0 ]; then
		passed=$((passed + 1))
		summary+=("$(printf 'ok    %-11s %4ds  %s' "$stage" "$took" "$detail")")
	else
		failed=$((failed + 1))
		summary+=("$(printf 'FAIL  %-11s %4ds  %s' "$stage" "$took" "$detail")")
		if [ "$V" != 1 ]; then
			# What failed, by name (a test's own log can be long enough to
			# push its name out of the tail), then the end of the output,
			# without the lines that say all is well.
			grep -E '^[[:space:]]*--- FAIL' "$log" | head -n 20 | sed 's/^/    /'
			grep -vE '^(ok[[:space:]]|ok +testdata/|=== (RUN|PAUSE|CONT)|--- PASS|PASS$|make(\[[0-9]+\])?: \*\*\*)' "$log" | tail -n 60 | sed 's/^/    /'
			echo "    (the whole output: V=1 make $stage)"
		fi
	fi
done
echo
printf '%s\n' "${summary[@]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
