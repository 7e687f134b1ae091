package cli

// The watchdog process (watchdog.Watch): the runner starts this executable
// again with watchdog.Env set, and it is a watchdog from Main on.

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"syscall"

	"github.com/execbox/execbox-runner/transcript"
	"github.com/execbox/execbox-runner/watchdog"
)

// defaultWatchdogSettings are what a watchdog starts with (watch).
var defaultWatchdogSettings = watchdog.Settings{LogLevel: defaultLogLevel, LogFormat: defaultLogFormat}

// ownWatchdog is this process's watchdog, however it was started, or nil.
// main closes it before the process exits.
var ownWatchdog *watchdog.Watchdog

// startWatchdogEarly makes the watchdog when args look like a stdio
// session (no subcommand, no --help or --version, no --no-supervise), so
// that it needs nothing from the parsed command line: its pipes and its
// page, with the environment and descriptors sandboxEarly left. Its
// process starts later, at the first Ready, once the engine is built
// (watchdog.Start says why then). A guess wrong the one way costs two
// pipes and a page that Close discards; wrong the other way,
// startWatchdog makes it later.
func startWatchdogEarly(args []string) {
	if watchdogWanted(args) {
		_, _ = newWatchdog() // on failure startWatchdog tries again, and says why it cannot
	}
}

// watchdogWanted reports whether args look like a stdio session with a
// watchdog (startWatchdogEarly).
func watchdogWanted(args []string) bool {
	for _, a := range args {
		if slices.Contains([]string{"info", "run", "replay", "completion", "help", "h", "--help", "-h", "--version", "-v", "--no-supervise", "--generate-shell-completion"}, a) {
			return false
		}
	}
	return true
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

// watchdogLogger is the watchdog's stderr logger for the runner's settings.
func watchdogLogger(w io.Writer, st watchdog.Settings) *slog.Logger {
	level, err := parseLevel(st.LogLevel)
	if err != nil {
		level = slog.LevelWarn
	}
	return newLogger(w, level, st.LogFormat).With("process", "watchdog")
}

// pollable opens an inherited pipe in non-blocking mode, so that waiting
// for it holds no thread. The pipes are the watchdog's alone.
func pollable(fd int, name string) *os.File {
	_ = syscall.SetNonblock(fd, true)
	return os.NewFile(uintptr(fd), name)
}

// watch is the whole life of a watchdog process. Its descriptors are
// listed at watchdog.FdStatus.
func watch(runner string, stdout, stderr *os.File) int {
	// Signals for the runner's process group are the runner's business:
	// a SIGTERM cancels the execution there, and the done still comes
	// from the runner. The others a host or a terminal may send to the
	// group would otherwise kill the watchdog with a goroutine dump.
	signal.Ignore(append([]os.Signal{syscall.SIGPIPE}, HostSignals...)...)
	pid, err := strconv.Atoi(runner)
	if err != nil {
		fmt.Fprintf(stderr, "execbox-runner: %s=%q is not a process id\n", watchdog.Env, runner)
		return 4
	}
	page, err := watchdog.OpenPage(watchdog.FdPage)
	if err != nil {
		fmt.Fprintf(stderr, "execbox-runner: the watchdog cannot map its page: %v\n", err)
		return 4
	}
	// The host may not read stderr: the watchdog's diagnostics, and the
	// runner's it passes on, are dropped then, never waited for.
	errw := watchdog.NewDropWriter(stderr, 1024, page.Pending(), "execbox-runner: ")
	cfg := watchdog.Config{
		Status: pollable(watchdog.FdStatus, "status"),
		Diag:   pollable(watchdog.FdDiag, "runner stderr"),
		Page:   page,
		Stdout: stdout,
		Stderr: errw,
		// The runner is the parent. The watchdog is re-parented only once
		// every thread of the runner has exited, so none can write then.
		Gone:       func() bool { return os.Getppid() != pid },
		Configured: watchdog.Configured{Log: watchdogLogger(errw, defaultWatchdogSettings)},
	}
	cfg.Configure = func(st watchdog.Settings) watchdog.Configured {
		log := watchdogLogger(errw, st)
		c := watchdog.Configured{Log: log, Dumps: st.LogLevel == "debug"}
		if st.Record == "" {
			return c
		}
		c.RecordDone = func(line []byte, runnerExit int) {
			f, err := openRecord(st.Record) // sandbox.go
			if err != nil {
				log.Error("writing the --record file failed", "err", err)
				return
			}
			defer f.Close()
			r := transcript.NewRecorder(f)
			r.Outbound(line)
			if runnerExit >= 0 {
				r.Exit(runnerExit)
			}
		}
		return c
	}
	// The runner is the parent. While it is, its process id cannot have
	// been reused: a dead runner's watchdog has a new parent.
	cfg.Kill = func() {
		if os.Getppid() == pid {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
	}
	watchdogWalls(pid, cfg.Configured.Log) // sandbox.go
	return watchdog.Watch(cfg)
}
