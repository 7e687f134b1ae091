package cli

// The walls (package sandbox) as the runner and its watchdog raise them:
// --sandbox and --user, the work at the top of Main, the runner's walls
// once its engine is built and before stdin is read, the watchdog's
// before it reads its first status line, and info's probe.

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/intl"
	"github.com/execbox/execbox-runner/sandbox"
	"github.com/execbox/execbox-runner/session"
	"github.com/execbox/execbox-runner/watchdog"
)

// sandboxProbeEnv makes the executable info's probe: it raises the walls
// of the policy in the variable's value and prints what is in force.
const sandboxProbeEnv = "EXECBOX_RUNNER_SANDBOX_PROBE"

// walls is this process's sandbox as the command line asks for it, read
// at the top of Main (sandboxEarly). Both the runner and the watchdog it
// starts then use the same policy: the watchdog needs the runner's uid to
// be able to kill it.
var walls struct {
	serving bool // a stdio session: the walls go up
	policy  sandbox.Policy
	record  string // the --record file
	err     error  // --user could not be resolved
}

func sandboxFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{
			Name:  "sandbox",
			Value: "on",
			Usage: "on: after start-up, raise the walls around this process and its watchdog (see docs/sandbox.md); off: none, for debugging",
			Local: true,
			Validator: func(s string) error {
				if s != "on" && s != "off" {
					return fmt.Errorf("--sandbox %q is not one of on, off", s)
				}
				return nil
			},
		},
		&cli.StringFlag{
			Name:  "user",
			Value: "65534:65534",
			Usage: "started as root, run as `USER`: a name, UID or UID:GID (resolved from /etc/passwd and /etc/group)",
			Local: true,
			Validator: func(s string) error {
				_, _, err := sandbox.ParseUser(s)
				return err
			},
		},
	}
}

// sandboxEarly runs at the top of Main, before the watchdog is made. For
// a stdio session with the walls on, it closes inherited descriptors,
// clears the environment and leaves the policy in it for the watchdog.
// The command line is scanned, not parsed: the watchdog starts before it
// is (watchdog.go), and the flags' validators report what the scan
// cannot read.
func sandboxEarly(args []string) {
	if v, ok := os.LookupEnv(sandboxProbeEnv); ok {
		os.Exit(sandboxProbe(v))
	}
	walls.serving, walls.policy, walls.record, walls.err = scanSandboxArgs(args)
	if !walls.serving {
		return
	}
	// Set even when off: a watchdog without it raises the default walls,
	// and could not signal a runner that kept root.
	_ = os.Setenv(sandbox.Env, walls.policy.EnvValue())
	if walls.policy.Off {
		return
	}
	sandbox.Prepare(walls.policy, sandbox.Env, sandbox.RecordEnv)
	if walls.record != "" {
		// The watchdog opens the --record file before its walls go up.
		_ = os.Setenv(sandbox.RecordEnv, walls.record)
	}
}

// wallsEarly runs at the top of Main once the watchdog is made, before
// its process starts. For a stdio session with the walls on and no
// --record file to open, it enforces Landlock and, started as root,
// takes the unprivileged user. supervised says that a watchdog will be
// started, which Landlock must then let this process execute.
func wallsEarly(supervised bool) {
	if !walls.serving || walls.policy.Off || walls.record != "" {
		// The runner opens the --record file once serve has parsed the
		// command line, as the user it was started as; the user and
		// Landlock go up with the other walls (runnerWalls).
		return
	}
	// Landlock goes up now, while the runtime's few threads are idle and
	// before the watchdog's start competes with them for a processor
	// (sandbox.RestrictEarly): everything the runner opens later it
	// opens before, /proc/self/status for RLIMIT_DATA here, and the
	// watchdog's executable is the one file it may execute, until the
	// seccomp filter refuses execve before any guest code runs. Started
	// as root, it does so with CAP_SYS_ADMIN, so before the user.
	exe, err := os.Executable()
	allowed := ""
	if supervised && err == nil {
		allowed = exe
		session.KeepStatus()
	}
	sandbox.RestrictEarly(walls.policy, allowed)
	// Started as root, the runner takes the unprivileged user now, while
	// its few threads are idle, and the watchdog it starts next inherits
	// it; if its executable could not be run as that user, both stay as
	// they are until the walls (watchdogCredential, runnerWalls).
	if err == nil {
		sandbox.SwitchUserEarly(walls.policy, exe)
	}
}

// scanSandboxArgs reads --sandbox, --user and --record from a command
// line, in each form the flag parser accepts (-f V, -f=V, --f V, --f=V).
// serving is false for a subcommand, help or the version: those raise no
// walls (run starts tool commands, for one).
func scanSandboxArgs(args []string) (serving bool, p sandbox.Policy, record string, err error) {
	p = sandbox.Default()
	user := ""
	valued := []string{"sandbox", "user", "record", "max-line-bytes", "log-level", "log-format", "seed"}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if !strings.HasPrefix(a, "-") {
			return false, p, "", nil // a subcommand, or an argument serve refuses
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if slices.Contains([]string{"help", "h", "version", "v", "generate-shell-completion"}, name) {
			return false, p, "", nil
		}
		if !hasValue && slices.Contains(valued, name) && i+1 < len(args) {
			i++
			value = args[i]
		}
		switch name {
		case "sandbox":
			p.Off = value == "off"
		case "user":
			user = value
		case "record":
			record = value
		}
	}
	if user != "" {
		if p.UID, p.GID, err = sandbox.ParseUser(user); err != nil {
			p.UID, p.GID = sandbox.Nobody, sandbox.Nobody
		}
	}
	p.Record = record != ""
	return true, p, record, err
}

// runnerWalls returns the function the session calls once the engine is
// built and before it reads stdin (session.Config.Lockdown), or nil. It
// raises the walls that need not know the watchdog's process id, waits for
// the watchdog's start, which execs, and then raises the rest.
func runnerWalls(wd *watchdog.Watchdog, log *slog.Logger) func() {
	if !walls.serving {
		return nil
	}
	return func() {
		if walls.policy.Off {
			log.Debug("sandbox off: no walls")
			return
		}
		if walls.err != nil {
			log.Warn("--user", "err", walls.err)
		}
		start := time.Now()
		intl.NoteLocalZone() // Landlock hides /etc/localtime from here on
		// What does not need the watchdog's process id goes first: once
		// it is started, this process shares the processors with its
		// start.
		raising := sandbox.Begin(walls.policy)
		peer := 0
		if wd != nil && wd.Ready() {
			peer = wd.Pid()
		}
		ws := raising.Finish(peer)
		log.Debug("walls up", "took", time.Since(start))
		if missing := ws.Missing(); missing != "" {
			log.Debug("walls not in force", "walls", missing)
		}
	}
}

// watchdogCredential is the identity the watchdog is executed as: the
// unprivileged one the runner takes, when it is root and its walls are on.
// Its runner can then always kill it, also before its own walls are up,
// and the watchdog has no credentials to change. With --record the
// watchdog keeps root until its walls, to open the file as the runner
// does.
func watchdogCredential() *syscall.Credential {
	if !walls.serving || walls.policy.Off || walls.record != "" || os.Geteuid() != 0 || walls.policy.UID == 0 {
		return nil
	}
	return &syscall.Credential{Uid: uint32(walls.policy.UID), Gid: uint32(walls.policy.GID), Groups: []uint32{}}
}

// watchdogRecord is the runner's --record file, which the watchdog opens
// before its walls go up (watchdogWalls), and its path; nil without one.
var (
	watchdogRecord     *os.File
	watchdogRecordPath string
)

// watchdogWalls raises the watchdog's walls before it reads a line: the
// runner's policy, less what the watchdog needs (its pipes, signalling
// its runner, the --record file opened now).
func watchdogWalls(runner int, log *slog.Logger) {
	p := sandbox.FromEnv()
	if p.Off {
		return
	}
	p.KeepFDs = []int{watchdog.FdStatus, watchdog.FdDiag, watchdog.FdPage}
	p.Peer = runner
	path, record := os.LookupEnv(sandbox.RecordEnv)
	sandbox.Prepare(p) // which clears the environment
	if record {
		// Created if the runner has not yet: the runner truncates the
		// same file, and every record is appended.
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
		if err != nil {
			log.Debug("cannot open the --record file before the walls; the runner reports why", "err", err)
		} else {
			watchdogRecord, watchdogRecordPath = f, path
		}
	}
	if missing := sandbox.Apply(p).Missing(); missing != "" {
		log.Debug("walls not in force", "walls", missing)
	}
}

// openRecord opens the --record file path for the watchdog to append to:
// a duplicate of the one opened before the walls, or else path itself.
func openRecord(path string) (*os.File, error) {
	if watchdogRecord != nil && path == watchdogRecordPath {
		fd, err := syscall.Dup(int(watchdogRecord.Fd()))
		if err != nil {
			return nil, err
		}
		return os.NewFile(uintptr(fd), path), nil
	}
	return os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
}

// sandboxProbe is the process info starts to see the walls: it raises
// those of policy (sandbox.Env's format) and prints what the kernel says
// is in force, as JSON.
func sandboxProbe(policy string) int {
	_ = os.Setenv(sandbox.Env, policy)
	p := sandbox.FromEnv()
	sandbox.Prepare(p)
	out, err := json.Marshal(sandbox.Probe(p))
	if err != nil {
		return 1
	}
	_, err = os.Stdout.Write(append(out, '\n'))
	if err != nil {
		return 1
	}
	return 0
}

// probeWalls runs the probe in a child, with this runner's default
// policy, and returns what it found.
func probeWalls() (sandbox.Walls, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(exe)
	cmd.Env = []string{sandboxProbeEnv + "=" + sandbox.Default().EnvValue()}
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("the sandbox probe: %w", err)
	}
	var ws sandbox.Walls
	if err := json.Unmarshal(out, &ws); err != nil {
		return nil, fmt.Errorf("the sandbox probe printed %q: %w", out, err)
	}
	return ws, nil
}
