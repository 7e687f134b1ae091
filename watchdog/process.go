package watchdog

// The watchdog process itself: what runs from the start of a process that
// a runner started as its watchdog (StartAs) to its exit. Both executables
// that can be a watchdog call Main: the small one the build embeds
// (cmd/execbox-runner-watchdog), and the runner's own, started again when
// there is no small one.

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strconv"
	"syscall"

	"github.com/execbox/execbox-runner/sandbox"
	"github.com/execbox/execbox-runner/transcript"
)

// HostSignals are the signals a host, an operator or a terminal may send
// the runner (or its whole process group). The runner ends the active
// execution on each, as cancel does (package cli); the watchdog, which
// shares the runner's process group, ignores them: the done still comes
// from the runner, and the others would kill the watchdog with a
// goroutine dump.
var HostSignals = []os.Signal{
	syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP,
	syscall.SIGQUIT, syscall.SIGABRT, syscall.SIGUSR1, syscall.SIGUSR2, syscall.SIGTRAP, syscall.SIGSYS,
}

// DefaultSettings are what a watchdog starts with: the runner's default
// --log-level and --log-format. A runner with these sends no settings.
var DefaultSettings = Settings{LogLevel: "warn", LogFormat: "text"}

// Main is the whole life of a watchdog process, started by the runner
// whose process id is runner (the value of Env), with the descriptors
// listed at FdStatus. It returns the exit code.
func Main(runner string, stdout, stderr *os.File) int {
	signal.Ignore(append([]os.Signal{syscall.SIGPIPE}, HostSignals...)...)
	pid, err := strconv.Atoi(runner)
	if err != nil {
		fmt.Fprintf(stderr, "execbox-runner: %s=%q is not a process id\n", Env, runner)
		return exitBroken
	}
	page, err := OpenPage(FdPage)
	if err != nil {
		fmt.Fprintf(stderr, "execbox-runner: the watchdog cannot map its page: %v\n", err)
		return exitBroken
	}
	// The host may not read stderr: the watchdog's diagnostics, and the
	// runner's it passes on, are dropped then, never waited for.
	errw := NewDropWriter(stderr, 1024, page.Pending(), "execbox-runner: ")
	cfg := Config{
		Status: pollable(FdStatus, "status"),
		Diag:   pollable(FdDiag, "runner stderr"),
		Page:   page,
		Stdout: stdout,
		Stderr: errw,
		// The runner is the parent. The watchdog is re-parented only once
		// every thread of the runner has exited, so none can write then.
		Gone:       func() bool { return os.Getppid() != pid },
		Configured: Configured{Log: settingsLogger(errw, DefaultSettings)},
	}
	var rec recordFile
	cfg.Configure = func(st Settings) Configured {
		log := settingsLogger(errw, st)
		c := Configured{Log: log, Dumps: st.LogLevel == "debug"}
		if st.Record == "" {
			return c
		}
		c.RecordDone = func(line []byte, runnerExit int) {
			f, err := rec.open(st.Record)
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
	rec = walls(pid, cfg.Configured.Log)
	return Watch(cfg)
}

// settingsLogger is the watchdog's stderr logger for the runner's settings.
func settingsLogger(w io.Writer, st Settings) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(st.LogLevel)); err != nil {
		level = slog.LevelWarn
	}
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if st.LogFormat == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(h).With("process", "watchdog")
}

// pollable opens an inherited pipe in non-blocking mode, so that waiting
// for it holds no thread. The pipes are the watchdog's alone.
func pollable(fd int, name string) *os.File {
	_ = syscall.SetNonblock(fd, true)
	return os.NewFile(uintptr(fd), name)
}

// walls raises the watchdog's walls before it reads a line: the runner's
// policy (sandbox.Env), less what the watchdog needs (its pipes,
// signalling its runner, the --record file, opened now). It returns the
// record file, if there is one.
func walls(runner int, log *slog.Logger) recordFile {
	p := sandbox.FromEnv()
	if p.Off {
		return recordFile{}
	}
	p.KeepFDs = []int{FdStatus, FdDiag, FdPage}
	p.Peer = runner
	path, record := os.LookupEnv(sandbox.RecordEnv)
	sandbox.Prepare(p) // which clears the environment
	var rec recordFile
	if record {
		// Created if the runner has not yet: the runner truncates the
		// same file, and every record is appended.
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			log.Debug("cannot open the --record file before the walls; the runner reports why", "err", err)
		} else {
			rec = recordFile{f, path}
		}
	}
	if missing := sandbox.Apply(p).Missing(); missing != "" {
		log.Debug("walls not in force", "walls", missing)
	}
	return rec
}

// recordFile is the runner's --record file, which the watchdog opens
// before its walls go up, and its path; f is nil without one.
type recordFile struct {
	f    *os.File
	path string
}

// open opens the --record file path for the watchdog to append to: a
// duplicate of the one opened before the walls, or else path itself.
func (r recordFile) open(path string) (*os.File, error) {
	if r.f != nil && path == r.path {
		fd, err := syscall.Dup(int(r.f.Fd()))
		if err != nil {
			return nil, err
		}
		return os.NewFile(uintptr(fd), path), nil
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
}
