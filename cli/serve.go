package cli

// The stdio session's opt-in flags: --record, --seed, --usage and
// --log-format. cli.go's default action calls sessionOptions and
// applies what it returns; everything else about them lives here.

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strconv"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/ndjson"
	"github.com/execbox/execbox-runner/protocol"
	"github.com/execbox/execbox-runner/session"
	"github.com/execbox/execbox-runner/transcript"
	"github.com/execbox/execbox-runner/watchdog"
)

// serveFlags are the default action's settings: one stdio session.
type serveFlags struct {
	maxLineBytes int
	logLevel     string
	logFormat    string
	noSupervise  bool
	session      sessionOpts
	signals      <-chan struct{} // closed once HostSignals cancel ctx (signals.go)
}

// defaultServeFlags are the settings of a runner started with no
// arguments, as every flag's default.
func defaultServeFlags(signals <-chan struct{}) serveFlags {
	return serveFlags{
		maxLineBytes: ndjson.DefaultMaxLineBytes,
		logLevel:     defaultLogLevel,
		logFormat:    defaultLogFormat,
		signals:      signals,
	}
}

func serveFlagsFrom(cmd *cli.Command, signals <-chan struct{}, version string) serveFlags {
	return serveFlags{
		maxLineBytes: int(cmd.Int("max-line-bytes")),
		logLevel:     cmd.String("log-level"),
		logFormat:    cmd.String("log-format"),
		noSupervise:  cmd.Bool("no-supervise"),
		session:      sessionOptions(cmd, version),
		signals:      signals,
	}
}

// serve is the default action: one session on stdin and stdout. It
// returns the exit code, or an error for a usage error.
func serve(ctx context.Context, f serveFlags, stdin io.Reader, stdout, stderr io.Writer) (code int, err error) {
	level, _ := parseLevel(f.logLevel)
	dumpOnQuit.Store(level <= slog.LevelDebug)
	// Diagnostics never block protocol work: a host that does not read
	// stderr loses them (counted), not its stdin reader.
	diag := watchdog.NewDropWriter(stderr, 1024, nil, "execbox-runner: ")
	var wd *watchdog.Watchdog
	defer func() {
		// After the flush below: lines the watchdog is passing on must
		// not die with it when main closes it.
		if wd != nil && diag.Wrote() {
			wd.Linger()
		}
	}()
	defer diag.Flush(100 * time.Millisecond)
	log := newLogger(diag, level, f.logFormat)
	cfg := session.Config{MaxLineBytes: f.maxLineBytes, Log: log, Ready: f.signals}
	opts := f.session // --record, --seed, --usage, --error-positions
	opts.apply(&cfg)
	rec, err := opts.openRecording()
	if err != nil {
		return 0, err
	}
	defer rec.close(log, &code)
	if !f.noSupervise {
		cfg.Watchdog = startWatchdog(log, stdout, stderr)
		wd = cfg.Watchdog
		st := watchdog.Settings{LogLevel: f.logLevel, LogFormat: f.logFormat, Record: opts.record}
		if cfg.Watchdog != nil && st != defaultWatchdogSettings {
			cfg.Watchdog.Configure(st)
		}
	}
	cfg.Lockdown = runnerWalls(cfg.Watchdog, log) // sandbox.go
	return session.Run(ctx, cfg, stdin, rec.attach(&cfg, stdout)), nil
}

// sessionFlags are the default action's flags beyond the original three.
// They are Local: the subcommands have flags of their own.
func sessionFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{
			Name:      "record",
			Usage:     "write the session's full two-way transcript to `FILE` (replay it with: execbox-runner replay FILE)",
			TakesFile: true,
			Local:     true,
		},
		&cli.Uint64Flag{
			Name:        "seed",
			HideDefault: true, // unset is unseeded; 0 is a seed like any other
			Usage:       "make the guest deterministic: Math.random seeded with `N`, a clock that starts at 2024-01-01T00:00:00Z and moves 1 ms per reading, and UTC as local time",
			Local:       true,
		},
		&cli.BoolFlag{
			Name:  "usage",
			Usage: "add a usage object to done (CPU, peak heap, tool calls, bytes, dropped logs); off by default, so the wire stays as the specification describes",
			Local: true,
		},
		&cli.BoolFlag{
			Name:  "error-positions",
			Usage: "append the guest's line and column to the message of an Error it throws (runtime_error), as syntax errors always have",
			Local: true,
		},
		&cli.StringFlag{
			Name:  "log-format",
			Value: defaultLogFormat,
			Usage: "stderr diagnostics as text (key=value) or json (one object per line)",
			Local: true,
			Validator: func(s string) error {
				if s != "text" && s != "json" {
					return fmt.Errorf("--log-format %q is not one of text, json", s)
				}
				return nil
			},
		},
	}
}

// sessionOpts are the parsed opt-in flags.
type sessionOpts struct {
	record string
	seeded bool
	seed   uint64
	usage  bool
	pos    bool
	// replayArgs are the flags a replay of a recording needs: those that
	// change what the runner writes.
	replayArgs []string
	version    string // the runner's, for a recording's header
}

func sessionOptions(cmd *cli.Command, version string) sessionOpts {
	o := sessionOpts{
		record:  cmd.String("record"),
		seeded:  cmd.IsSet("seed"),
		seed:    cmd.Uint64("seed"),
		usage:   cmd.Bool("usage"),
		pos:     cmd.Bool("error-positions"),
		version: version,
	}
	if o.seeded {
		o.replayArgs = append(o.replayArgs, "--seed", strconv.FormatUint(o.seed, 10))
	}
	if o.usage {
		o.replayArgs = append(o.replayArgs, "--usage")
	}
	if o.pos {
		o.replayArgs = append(o.replayArgs, "--error-positions")
	}
	if n := cmd.Int("max-line-bytes"); n != ndjson.DefaultMaxLineBytes {
		o.replayArgs = append(o.replayArgs, "--max-line-bytes", strconv.Itoa(n))
	}
	return o
}

// apply sets the session config. With a seed, local time is UTC for the
// whole process, so that a recording made on a machine in one time zone
// replays the same on another.
func (o sessionOpts) apply(cfg *session.Config) {
	cfg.Usage = o.usage
	cfg.Engine.ErrorPositions = o.pos
	if o.seeded {
		cfg.Engine.Seeded = true
		cfg.Engine.Seed = o.seed
		time.Local = time.UTC
	}
}

// variable lists what a replay cannot reproduce: with --usage, the
// measurements, and bytesIn, which counts what the host sent (line endings,
// blank lines) rather than what the transcript holds.
func (o sessionOpts) variable() []string {
	if !o.usage {
		return nil
	}
	return []string{"usage.cpuMs", "usage.peakHeapBytes", "usage.bytesIn"}
}

// recording is an open --record file.
type recording struct {
	f   *os.File
	rec *transcript.Recorder
}

// openRecording opens the --record file, or returns nil without --record.
// The runner writes the header and every line but a done the watchdog
// makes itself, which the watchdog appends (watchdog.go). Each record
// is one write to a file opened with O_APPEND, so the two processes' lines
// cannot mix within a line.
func (o sessionOpts) openRecording() (*recording, error) {
	if o.record == "" {
		return nil, nil
	}
	f, err := os.OpenFile(o.record, os.O_WRONLY|os.O_CREATE|os.O_TRUNC|os.O_APPEND, 0o644)
	if err != nil {
		return nil, usageError{fmt.Errorf("--record: %w", err)}
	}
	r := &recording{f: f, rec: transcript.NewRecorder(f)}
	r.rec.Header(fmt.Sprintf("Recorded by execbox-runner %s (protocol %s) at %s.\nReplay: execbox-runner replay %s",
		o.version, protocol.Version, time.Now().UTC().Format(time.RFC3339), o.record), o.replayArgs, o.variable())
	return r, nil
}

// attach makes the session record its traffic: the inbound lines through
// cfg.Record, the outbound ones through the returned stdout.
func (r *recording) attach(cfg *session.Config, stdout io.Writer) io.Writer {
	if r == nil {
		return stdout
	}
	cfg.Record = r.rec
	return r.rec.Tee(stdout)
}

// close records the exit code and closes the file, reporting a write error as a diagnostic: a failed
// recording must not change what the host sees.
func (r *recording) close(log *slog.Logger, exit *int) {
	if r == nil {
		return
	}
	if exit != nil {
		r.rec.Exit(*exit)
	}
	err := r.rec.Err()
	if cerr := r.f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		log.Error("writing the --record file failed", "err", err)
	}
}
