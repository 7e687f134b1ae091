package cli

// The runner's watchdog process (package watchdog), started as early as
// the command line allows.

import (
	"io"
	"log/slog"
	"os"
	"slices"

	"github.com/execbox/execbox-runner/watchdog"
)

// defaultWatchdogSettings are the runner's default --log-level and
// --log-format, which a watchdog starts with (watchdog.DefaultSettings):
// a runner with these sends its watchdog no settings.
var defaultWatchdogSettings = watchdog.Settings{LogLevel: defaultLogLevel, LogFormat: defaultLogFormat}

// ownWatchdog is this process's watchdog, however it was started, or nil.
// main closes it before the process exits.
var ownWatchdog *watchdog.Watchdog

// startWatchdogEarly starts the watchdog when args look like a stdio
// session (no subcommand, no --help or --version, no --no-supervise), so
// that it needs nothing from the parsed command line. A guess wrong the
// one way costs a watchdog that exits with the runner; wrong the other
// way, startWatchdog starts it later.
func startWatchdogEarly(args []string) {
	for _, a := range args {
		if slices.Contains([]string{"info", "run", "replay", "completion", "help", "h", "--help", "-h", "--version", "-v", "--no-supervise", "--generate-shell-completion"}, a) {
			return
		}
	}
	_, _ = newWatchdog() // on failure startWatchdog tries again, and says why it cannot
}

// startWatchdog returns the watchdog for the session, starting it now if
// main did not, or nil, with a diagnostic, when it cannot be started: the
// session then runs unwatched.
func startWatchdog(log *slog.Logger, stdout, stderr io.Writer) *watchdog.Watchdog {
	if ownWatchdog != nil {
		return ownWatchdog
	}
	if stdout != io.Writer(os.Stdout) || stderr != io.Writer(os.Stderr) {
		log.Warn("no watchdog: stdout and stderr are not the process's own")
		return nil
	}
	wd, err := newWatchdog()
	if err != nil {
		log.Warn("cannot start the watchdog; running without it", "err", err)
		return nil
	}
	return wd
}

func newWatchdog() (*watchdog.Watchdog, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	wd, err := watchdog.StartAs(exe, os.Stdout, os.Stderr, watchdogCredential()) // sandbox.go
	if err == nil {
		ownWatchdog = wd
	}
	return wd, err
}
