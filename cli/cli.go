// Package cli is execbox-runner's command line: the default action (one
// protocol session on stdin and stdout), the subcommands for people and
// CI (info, run, replay, completion), their flags and usage errors, the
// watchdog process's entry, the walls as the command line asks for them,
// signals and the set-up of stdin. Package main only calls Main, with
// what it embeds from the root of the repository (Build).
//
// The files stand in layers, each using only what its own file and the
// layers below it declare (TestLayers checks it), from the top:
//
//	cli.go                       Main and the root command
//	info.go (+ info_typescript.go), run.go, replay.go, completion.go
//	                             one file per subcommand
//	serve.go                     the default action: one stdio session
//	watchdog.go                  the watchdog process, started and run
//	sandbox.go                   the walls: --sandbox, --user, the probe
//	signals.go, stdio.go         host signals; a pollable stdin
//	flags.go                     shared: Build, usage errors, levels, loggers
//
// Inside this package, cli.Command and the other cli. names are
// urfave/cli's, the library the commands are built with.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/internal/pdeath"
	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
	"github.com/execbox/execbox-runner/session"
	"github.com/execbox/execbox-runner/watchdog"
)

// Main is the whole process, the runner's or its watchdog's, given its
// command line (args[0] the program); it returns the exit code, for
// package main to exit with once everything deferred is done.
func Main(args []string, b Build) int {
	if runner, ok := os.LookupEnv(watchdog.Env); ok {
		// A runner started this process as its watchdog (watchdog.go).
		return watch(runner, os.Stdout, os.Stderr)
	}
	// A runner ends when its host dies (package pdeath); before the
	// sandbox clears the environment, which names the host.
	pdeath.Arm()
	// The watchdog is made first thing, from what the walls leave of the
	// environment and the descriptors, and before Landlock, which would
	// refuse it /dev/null; its process starts once the engine is built,
	// before the rest of the walls (watchdog.go).
	sandboxEarly(args[1:]) // sandbox.go
	startWatchdogEarly(args[1:])
	wallsEarly(watchdogWanted(args[1:])) // sandbox.go
	stdin, restore := pollableStdin()
	code := run(b, args, stdin, os.Stdout, os.Stderr)
	restore()
	if ownWatchdog != nil {
		ownWatchdog.Close()
	}
	return code
}

// run is the whole program; it returns the exit code so that deferred work
// is done before main exits.
func run(b Build, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// A host that closes our stdout must show up as a write error we can
	// handle (exit 1), not as death by SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	ctx, signals := cancelOnSignal()
	if len(args) == 1 {
		// How hosts run it. The command line has nothing to say, and
		// parsing it would cost every spawn about 0.2 ms.
		code, _ := serve(ctx, defaultServeFlags(signals), stdin, stdout, stderr)
		return code
	}

	code := session.ExitOK
	cmd := &cli.Command{
		Name:      "execbox-runner",
		Usage:     "run one untrusted JavaScript execution for an execbox host",
		UsageText: "execbox-runner [options] < dispatcher-lines.ndjson",
		Version:   b.Version + " (protocol " + protocol.Version + ")",
		Description: `With no arguments, serves one session of the execbox runner protocol:
one JSON message per line on stdin (execute, tool_result, cancel) and on
stdout (started, tool_call, done). stdout carries protocol lines only;
diagnostics go to stderr, one line each.

Exit codes:
  0  a done was written, whether ok or not
  1  no done could be written (stdin ended before execute, stdout failed,
     the runtime could not be built)
  2  command-line usage error; or, after a done, the Go runtime died and
     the watchdog wrote that done
  killed (SIGKILL), after a timeout done: the watchdog's backstop

Subcommands for people and CI (info, run, replay) have their own --help.`,
		Writer:    stdout,
		ErrWriter: stderr,
		Flags: append([]cli.Flag{
			&cli.IntFlag{
				Name:  "max-line-bytes",
				Value: ndjson.DefaultMaxLineBytes, // as in defaultServeFlags
				Usage: "largest inbound line in bytes; a longer one is dropped with a diagnostic",
				Validator: func(n int) error {
					if n <= 0 {
						return fmt.Errorf("--max-line-bytes must be positive")
					}
					return nil
				},
			},
			&cli.BoolFlag{
				Name:  "no-supervise",
				Usage: "run without the watchdog process that writes done when the runtime dies, and without the RLIMIT_DATA cap (debugging, profiling)",
			},
			&cli.StringFlag{
				Name:  "log-level",
				Value: defaultLogLevel,
				Usage: "stderr diagnostics at or above this level: debug, info, warn, error",
				Validator: func(s string) error {
					_, err := parseLevel(s)
					return err
				},
			},
		}, append(sessionFlags(), sandboxFlags()...)...),
		Commands: []*cli.Command{
			infoCommand(&code, stdout, b),
			runCommand(&code, stdin, stdout, stderr),
			replayCommand(&code, stdout, stderr),
		},
		OnUsageError: onUsageError, // flags.go
		// `execbox-runner completion bash|zsh|fish|pwsh` prints a script
		// that completes subcommands and flags, with urfave/cli's own
		// support; listed in --help.
		EnableShellCompletion:           true,
		ConfigureShellCompletionCommand: configureCompletion, // completion.go
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() > 0 {
				return usageError{fmt.Errorf("unexpected argument %q", cmd.Args().First())}
			}
			var err error
			code, err = serve(ctx, serveFlagsFrom(cmd, signals, b.Version), stdin, stdout, stderr)
			return err
		},
	}
	if err := cmd.Run(ctx, args); err != nil {
		fmt.Fprintf(stderr, "execbox-runner: %v\n", err)
		var ue usageError
		if errors.As(err, &ue) || strings.Contains(err.Error(), "flag") {
			return exitUsage
		}
		return exitUsage
	}
	return code
}
