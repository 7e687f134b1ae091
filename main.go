// Command execbox-runner runs one untrusted JavaScript execution for a
// trusted execbox host, speaking the execbox runner protocol as NDJSON on
// stdin and stdout.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/session"
)

// version is set at build time by the Makefile.
var version = "dev"

// ProtocolVersion names the wire contract this runner implements.
const protocolVersion = "execbox-runner/1"

// exitUsage is the exit code for a command-line usage error.
const exitUsage = 2

func main() {
	if runner, ok := os.LookupEnv(session.WatchdogEnv); ok {
		// A runner started this process as its watchdog (cmd_watchdog.go).
		os.Exit(watch(runner, os.Stdout, os.Stderr))
	}
	// The watchdog starts first thing, so that its start overlaps all of
	// this process's own (cmd_watchdog.go).
	early = startWatchdogEarly(os.Args[1:])
	stdin, restore := pollableStdin()
	code := run(os.Args, stdin, os.Stdout, os.Stderr)
	restore()
	os.Exit(code)
}

type usageError struct{ error }

// run is the whole program; it returns the exit code so that deferred work
// is done before main exits.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	// A host that closes our stdout must show up as a write error we can
	// handle (exit 1), not as death by SIGPIPE.
	signal.Ignore(syscall.SIGPIPE)
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()

	code := session.ExitOK
	cmd := &cli.Command{
		Name:      "execbox-runner",
		Usage:     "run one untrusted JavaScript execution for an execbox host",
		UsageText: "execbox-runner [options] < dispatcher-lines.ndjson",
		Version:   version + " (protocol " + protocolVersion + ")",
		Description: `With no arguments, serves one session of the execbox runner protocol:
one JSON message per line on stdin (execute, tool_result, cancel) and on
stdout (started, tool_call, done). stdout carries protocol lines only;
diagnostics go to stderr, one line each.

Exit codes:
  0  a done was written, whether ok or not
  1  no done could be written (stdin ended before execute, stdout failed,
     the runtime could not be built)
  2  command-line usage error

Subcommands for people and CI (info, run, replay) have their own --help.`,
		Writer:    stdout,
		ErrWriter: stderr,
		Flags: append([]cli.Flag{
			&cli.IntFlag{
				Name:  "max-line-bytes",
				Value: ndjson.DefaultMaxLineBytes,
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
				Value: "warn",
				Usage: "stderr diagnostics at or above this level: debug, info, warn, error",
				Validator: func(s string) error {
					_, err := parseLevel(s)
					return err
				},
			},
		}, sessionFlags()...),
		Commands: []*cli.Command{
			infoCommand(&code, stdout),
			runCommand(&code, stdin, stdout, stderr),
			replayCommand(&code, stdout, stderr),
		},
		OnUsageError: func(_ context.Context, _ *cli.Command, err error, _ bool) error {
			return usageError{err}
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() > 0 {
				return usageError{fmt.Errorf("unexpected argument %q", cmd.Args().First())}
			}
			level, _ := parseLevel(cmd.String("log-level"))
			log := newLogger(stderr, level, cmd.String("log-format"))
			cfg := session.Config{MaxLineBytes: int(cmd.Int("max-line-bytes")), Log: log}
			// --record, --seed, --usage: see cmd_session.go.
			opts := sessionOptions(cmd)
			opts.apply(&cfg)
			rec, err := opts.openRecording()
			if err != nil {
				return err
			}
			defer rec.close(log, &code)
			if !cmd.Bool("no-supervise") {
				cfg.Watchdog = startWatchdog(log, stdout, stderr)
				cfg.Watchdog.Configure(session.WatchdogSettings{
					LogLevel:  cmd.String("log-level"),
					LogFormat: cmd.String("log-format"),
					Record:    opts.record,
				})
				cfg.RecordDone = rec.recordDone()
			}
			code = session.Run(ctx, cfg, stdin, rec.attach(&cfg, stdout))
			return nil
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

func parseLevel(s string) (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return 0, fmt.Errorf("--log-level %q is not one of debug, info, warn, error", s)
	}
	return l, nil
}
