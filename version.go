package main

import (
	_ "embed"
	"strings"
)

// versionFile is the VERSION file at the root of the repository, the one
// place the release's semver is written. It is embedded rather than passed
// with -ldflags -X so that every build, `go build` and `go test` included,
// reports the same version as the npm packages (`make npm` writes it into
// every package.json).
//
//go:embed VERSION
var versionFile string

// version is the runner's semver, printed by --version and `info`.
var version = strings.TrimSpace(versionFile)
