// Command execbox-runner runs one untrusted JavaScript execution for a
// trusted execbox host, speaking the execbox runner protocol as NDJSON on
// stdin and stdout. The command line is package cli; this file only hands
// it what is embedded from the root of the repository.
package main

import (
	_ "embed"
	"os"
	"strings"

	"github.com/execbox/execbox-runner/cli"
)

// versionFile is the VERSION file at the root of the repository, the one
// place the release's semver is written. It is embedded rather than passed
// with -ldflags -X so that every build, `go build` and `go test` included,
// reports the same version as the npm packages (`make npm` writes it into
// every package.json).
//
//go:embed VERSION
var versionFile string

// infoSchema is the JSON Schema of the document `info` prints.
//
//go:embed schema/info.schema.json
var infoSchema []byte

func main() {
	os.Exit(cli.Main(os.Args, cli.Build{Version: strings.TrimSpace(versionFile), InfoSchema: infoSchema}))
}
