# execbox-runner. `make help` lists the targets.
GO      ?= go
BIN     := bin/execbox-runner
# The release's one version lives in the VERSION file: the binary embeds
# it (main.go) and `make npm` writes it into every package.json.
LDFLAGS := -s -w
PREFIX  ?= /usr/local
FUZZTIME ?= 10s

.PHONY: test262 all build install cross npm test-npm test-readme set-version test check test-go test-unit goja-deps test-goja test-node replay vet fmt-check lint demo fuzz fuzz-ci bench bench-smoke clean help

all: build

help:
	@echo "make build      build $(BIN)"
	@echo "make demo       pipe examples/echo.ndjson through the runner"
	@echo "make test       every test, stage by stage, with a summary (V=1: all their output); what CI runs"
	@echo "make check      the quick loop: vet, format, unit tests without -race, replay (under a minute)"
	@echo "make replay     replay testdata/transcripts through the built binary"
	@echo "make test262 TEST262=DIR  run tc39/test262 from a checkout in DIR against the guest's JavaScript"
	@echo "make fuzz       run each fuzz target for FUZZTIME ($(FUZZTIME))"
	@echo "make fuzz-ci    run each fuzz target for a fixed number of executions (CI)"
	@echo "make bench      Go, process-level and guest-compute benchmarks (one markdown table each)"
	@echo "make bench-smoke  the same with tiny counts: checks that it runs (CI)"
	@echo "make install    install $(BIN) into PREFIX/bin (PREFIX=$(PREFIX); DESTDIR honoured)"
	@echo "make cross      cross-compile every shipped platform into dist/bin/ (CGO_ENABLED=0)"
	@echo "make npm        cross, then lay out and npm pack the packages into dist/npm/"
	@echo "make test-npm   npm, then install the tarballs offline without Go and run an execution"
	@echo "make test-readme  run the runnable examples of the READMEs and docs/; check every Markdown link"
	@echo "make set-version V=x.y.z   write the version into VERSION and node/package.json"

build:
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) .

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/execbox-runner

# Every platform we ship, built the way we ship it. CI runs it so that a
# change that breaks one platform's build is seen at once.
cross:
	scripts/cross.sh

npm: cross
	node scripts/npm/pack.mjs

# Installs the packed tarballs into an empty project, offline and with no Go
# on PATH, and runs the README's RunnerExecutor example.
test-npm: npm
	scripts/npm/test-install.sh

set-version:
	@test -n "$(V)" || { echo "usage: make set-version V=x.y.z"; exit 2; }
	printf '%s\n' "$(V)" > VERSION
	node -e 'const f="node/package.json",fs=require("fs"),p=JSON.parse(fs.readFileSync(f));p.version=process.argv[1];fs.writeFileSync(f,JSON.stringify(p,null,2)+"\n")' "$(V)"

demo: build
	$(BIN) < examples/echo.ndjson

# make test is the full suite, and what .ci/run calls; make check is the
# edit-compile-test loop. scripts/stages.sh runs each target as a stage: a
# line as it starts, its output only if it fails (or with V=1), a summary
# line each and "N passed, M failed" at the end, exit 1 if any failed.
V ?= 0
TEST_STAGES  := build vet fmt-check lint test-go goja-deps test-goja replay test-node test-readme
CHECK_STAGES := build vet fmt-check lint test-unit replay
VERBOSE_FLAG := $(if $(filter 1,$(V)),-v)

test:
	@V=$(V) MAKE="$(MAKE)" scripts/stages.sh $(TEST_STAGES)

check:
	@V=$(V) MAKE="$(MAKE)" scripts/stages.sh $(CHECK_STAGES)

test-go:
	$(GO) test -race -count=1 -timeout 30m $(VERBOSE_FLAG) ./...

# The packages' own tests, cached between runs, without -race and the
# builtin sweep (about 93,000 hostile calls): the end-to-end tests of e2e/
# and the sweep are make test's.
test-unit:
	$(GO) test -short -skip '^TestBuiltinSweep$$' $(VERBOSE_FLAG) $$($(GO) list ./... | grep -vx 'github.com/execbox/execbox-runner/e2e')

# The CI smoke test a host's CI would run: every golden transcript through
# the built binary.
replay: build
	$(BIN) replay testdata/transcripts

# tc39/test262, the specification's own suite, against the guest's
# JavaScript (scripts/test262): test/language, test/built-ins and
# test/annexB of a checkout in TEST262 (default .test262, which git
# ignores), compared with testdata/test262/expectations.txt, where each
# expected failure has its reason. Its last line is "test262: P passed,
# F failed (E expected), R%"; it fails on an unlisted failure or a listed
# file that passes. Without a checkout it says how to get one and exits 0.
# TEST262_ARGS passes flags (-update, -dirs, -j N) and paths.
TEST262        ?= .test262
TEST262_COMMIT := 3af36bec45bd4f72d4b57366653578e1e4dafef7
TEST262_ARGS   ?=
test262:
	@if [ ! -d "$(TEST262)/test/built-ins" ]; then \
		echo "test262: no checkout in $(TEST262). Clone tc39/test262 from GitHub there, at the"; \
		echo "commit the expectations were made at, and run make test262 again:"; \
		echo "  git clone <tc39/test262> $(TEST262) && git -C $(TEST262) checkout $(TEST262_COMMIT)"; \
		echo "  (or: make test262 TEST262=/path/to/checkout)"; \
	else \
		$(GO) build -o bin/test262 ./scripts/test262 && \
		bin/test262 -root $(TEST262) -commit $(TEST262_COMMIT) $(TEST262_ARGS); \
	fi

# goja's own tests, for the patched copy in third_party/goja (PATCHES.md).
# Their dependencies (a YAML reader, semver, ...) are fetched first, in a
# step of their own, not in the middle of the tests. They run twice: under
# the race detector, and without it for the allocation counts of the
# patches, which the race detector changes (those tests skip under -race).
# The carried regexp2 (third_party/regexp2/PATCHES.md) runs its own suite,
# upstream's and the patches' tests, once.
goja-deps:
	@echo "fetching goja's test dependencies (go mod download in third_party/goja)"
	cd third_party/goja && $(GO) mod download

test-goja: goja-deps
	cd third_party/goja && $(GO) test -race -count=1 $(VERBOSE_FLAG) . ./internal/fdlibm
	cd third_party/goja && $(GO) test -count=1 $(VERBOSE_FLAG) . ./internal/fdlibm
	cd third_party/regexp2 && $(GO) test -count=1 $(VERBOSE_FLAG) ./...

test-node: build node/node_modules/.package-lock.json
	node --test node/test/*.test.mjs

# The Node package's devDependencies (TypeScript, for test/types.test.mjs).
node/node_modules/.package-lock.json: node/package.json node/package-lock.json
	cd node && npm ci --no-audit --no-fund

# The examples marked runnable in the READMEs and docs/*.md, run as a
# reader would, and every Markdown link checked to stay inside the
# repository.
test-readme: build
	node scripts/readme-examples.mjs

vet:
	$(GO) vet ./...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

# House rules: stdout belongs to the protocol. Nothing in the packages a
# session runs may print to it directly: only the command line (cli/) does.
lint:
	@if grep -rnE 'fmt\.Print|os\.Stdout|println\(' --include='*.go' engine session ndjson | grep -v _test.go; then \
		echo "stdout is for protocol lines only"; exit 1; fi

fuzz:
	$(GO) test ./ndjson -run '^$$' -fuzz FuzzReadLine -fuzztime $(FUZZTIME)
	$(GO) test ./ndjson -run '^$$' -fuzz FuzzAppendString -fuzztime $(FUZZTIME)
	$(GO) test ./ndjson -run '^$$' -fuzz FuzzObject -fuzztime $(FUZZTIME)
	$(GO) test ./session -run '^$$' -fuzz FuzzDecode -fuzztime $(FUZZTIME)
	$(GO) test ./session -run '^$$' -fuzz FuzzSession -fuzztime $(FUZZTIME)
	$(GO) test ./engine -run '^$$' -fuzz '^FuzzCompile$$' -fuzztime $(FUZZTIME)
	$(GO) test ./engine -run '^$$' -fuzz FuzzCompileNested -fuzztime $(FUZZTIME)
	$(GO) test ./engine -run '^$$' -fuzz FuzzStripTypeScript -fuzztime $(FUZZTIME)
	$(GO) test ./intl -run '^$$' -fuzz FuzzDecimalString -fuzztime $(FUZZTIME)

# CI's fuzz run: a fixed number of executions per target, about five
# seconds each here. A -fuzztime given as a duration can fail a clean run
# with "context deadline exceeded" in Go 1.26 (a race in the fuzzing
# coordinator, golang/go#75804, fixed in Go 1.27); a count has no deadline.
fuzz-ci:
	$(GO) test ./ndjson -run '^$$' -fuzz FuzzReadLine -fuzztime 100000x
	$(GO) test ./ndjson -run '^$$' -fuzz FuzzAppendString -fuzztime 30000x
	$(GO) test ./ndjson -run '^$$' -fuzz FuzzObject -fuzztime 30000x
	$(GO) test ./session -run '^$$' -fuzz FuzzDecode -fuzztime 50000x
	$(GO) test ./session -run '^$$' -fuzz FuzzSession -fuzztime 300x
	$(GO) test ./engine -run '^$$' -fuzz '^FuzzCompile$$' -fuzztime 20000x
	$(GO) test ./engine -run '^$$' -fuzz FuzzCompileNested -fuzztime 500x
	$(GO) test ./engine -run '^$$' -fuzz FuzzStripTypeScript -fuzztime 20000x
	$(GO) test ./intl -run '^$$' -fuzz FuzzDecimalString -fuzztime 20000x

# Timing lives here, never in pass/fail tests. The process benchmark runs
# the runner and the floor program alternately in the same run, so its
# ratios hold on a noisy machine; QuickJS is installed into a bench-only
# folder that the tests never touch.
BENCH_RUNS ?= 200
BENCH_WARMUP ?= 20
BENCH_TIME ?= 1s
COMPUTE_RUNS ?= 3
COMPUTE_ARGS ?=
bench: build
	$(GO) build -o bin/floor ./scripts/bench/floor
	@echo "## Go benchmarks"; echo
	@$(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCH_TIME) ./engine ./session ./intl | scripts/bench/gobench-table.sh
	@echo; echo "## Process benchmark (Node parent, spawn per execution)"; echo
	@node scripts/bench/process.mjs --runs $(BENCH_RUNS) --warmup $(BENCH_WARMUP)
	@echo; echo "## Guest compute"; echo
	@npm ci --prefix scripts/bench --no-audit --no-fund --silent >/dev/null 2>&1 || echo "(QuickJS not installable; goja only)"
	@node scripts/bench/compute.mjs --runs $(COMPUTE_RUNS) $(COMPUTE_ARGS)

# CI runs the benchmarks with tiny counts only to see that they still run;
# their times gate nothing.
bench-smoke:
	$(MAKE) bench BENCH_RUNS=3 BENCH_WARMUP=1 BENCH_TIME=1x COMPUTE_RUNS=1 COMPUTE_ARGS='--records 200'

clean:
	rm -rf bin dist
