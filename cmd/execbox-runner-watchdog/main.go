// Command execbox-runner-watchdog is the runner's watchdog (package
// watchdog) as a program of its own: the runner and nothing but what
// watching it takes. scripts/build.sh embeds it in the runner, which
// executes it from memory at every start instead of starting its own
// executable a second time; it is never installed or run on its own.
//
// It exists for its start-up cost: the runner's executable carries the
// engine, Intl data, esbuild and their package initialisers, and starting
// it took about three times the processor time, on the processors the
// runner itself is starting on.
package main

import (
	"os"

	"github.com/execbox/execbox-runner/watchdog"
)

func main() {
	os.Exit(watchdog.Main(os.Getenv(watchdog.Env), os.Stdout, os.Stderr))
}
