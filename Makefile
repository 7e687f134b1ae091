# execbox-runner. `make help` lists the targets.
GO      ?= go
BIN     := bin/execbox-runner
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -s -w -X main.version=$(VERSION)
FUZZTIME ?= 10s

.PHONY: all build test test-go test-node vet fmt-check lint demo fuzz bench clean help

all: build

help:
	@echo "make build      build $(BIN)"
	@echo "make demo       pipe examples/echo.ndjson through the runner"
	@echo "make test       vet, format check, Go tests (race), Node tests"
	@echo "make fuzz       run each fuzz target for FUZZTIME ($(FUZZTIME))"
	@echo "make bench      Go and process-level benchmarks"

build:
	$(GO) build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) .

demo: build
	$(BIN) < examples/echo.ndjson

test: build vet fmt-check lint test-go test-node

test-go:
	$(GO) test -race -count=1 ./...

test-node: build
	node --test node/test/*.test.mjs

vet:
	$(GO) vet ./...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

# House rules: stdout belongs to the protocol. Nothing outside main.go may
# print to it directly.
lint:
	@if grep -rnE 'fmt\.Print|os\.Stdout|println\(' --include='*.go' engine session ndjson | grep -v _test.go; then \
		echo "stdout is for protocol lines only"; exit 1; fi

fuzz:
	$(GO) test ./ndjson -run '^$$' -fuzz FuzzReadLine -fuzztime $(FUZZTIME)
	$(GO) test ./session -run '^$$' -fuzz FuzzDecode -fuzztime $(FUZZTIME)
	$(GO) test ./session -run '^$$' -fuzz FuzzSession -fuzztime $(FUZZTIME)

bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./...

clean:
	rm -rf bin
