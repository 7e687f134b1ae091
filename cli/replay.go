package cli

// execbox-runner replay: play transcripts against a fresh runner each and
// compare what it writes, for CI. The format is package transcript's.

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/transcript"
)

func replayCommand(code *int, stdout, stderr io.Writer) *cli.Command {
	return &cli.Command{
		Name:         "replay",
		OnUsageError: onUsageError,
		Usage:        "play transcripts against a runner and compare its lines (CI smoke test)",
		UsageText:    "execbox-runner replay [--runner CMD] [--update] [--jobs N] [--timeout D] TRANSCRIPT.ndjson...|DIR...",
		Description: `Each transcript holds both sides of one session, in order: the lines a
dispatcher sends and the lines a runner must write. A JSON object whose
type is started, tool_call or done is a runner line; every other line is
sent to the runner, and must be JSON; "#" lines are comments and
directives (# args:, # exit:, # stderr:, # stdin: open, # eof, # skip:,
# variable: PATH, # send: "LINE" for a line that is not JSON). A file
written by --record is a transcript as it is. A transcript of dispatcher
lines only (examples/echo.ndjson) has no expectations yet: --update
records them.

For each transcript, replay starts a fresh runner (this binary, or --runner),
sends each dispatcher line only after every runner line above it has
arrived, and compares every runner line as JSON, ignoring durationMs and
the paths marked "# variable:". Lines are aligned by type and ids first: a
line the runner did not write, or wrote in addition, is reported as such.
It prints one line per transcript, a readable diff under each failure,
and last "N passed, M failed" (and ", U updated" with --update). A
directory means every *.ndjson file in it. A runner that writes nothing
for --timeout (15s) is reported as hung.

Examples:
  execbox-runner replay testdata/transcripts
  execbox-runner replay --runner 'node my-runner.js' incident.ndjson
  execbox-runner replay --update testdata/transcripts/logs-defaults.ndjson

Exit codes: 0 all passed; 1 a transcript failed (mismatch, malformed
transcript, runner hung); 2 usage error (no transcript given, a path that
cannot be read).`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "runner", Usage: "the runner to test, as a shell command `CMD` (run as: sh -c 'exec CMD \"$@\"' with the transcript's # args:); default: this binary"},
			&cli.BoolFlag{Name: "update", Usage: "rewrite each transcript's expected runner lines from what the runner wrote (durationMs as 0)"},
			&cli.IntFlag{Name: "jobs", Value: runtime.NumCPU(), Usage: "transcripts played at once; output order is unchanged"},
			&cli.DurationFlag{
				Name:  "timeout",
				Value: transcript.DefaultHangTimeout,
				Usage: "the longest wait on the runner (a line, a write, its exit) before it counts as hung, as a duration `D` such as 30s; raise it for guests whose timers run longer",
				Validator: func(d time.Duration) error {
					if d <= 0 {
						return fmt.Errorf("--timeout must be positive")
					}
					return nil
				},
			},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			if cmd.Args().Len() == 0 {
				return usageError{fmt.Errorf("replay: give at least one transcript file or directory")}
			}
			files, err := transcriptFiles(cmd.Args().Slice())
			if err != nil {
				return usageError{fmt.Errorf("replay: %w", err)}
			}
			command, err := runnerCommand(cmd.String("runner"))
			if err != nil {
				return err
			}
			jobs := max(int(cmd.Int("jobs")), 1)
			opts := replayOpts{command: command, update: cmd.Bool("update"), hang: cmd.Duration("timeout")}
			failed := replaySuite(files, opts, jobs, stdout)
			if failed > 0 {
				*code = 1
			}
			return nil
		},
	}
}

// transcriptFiles expands the arguments: a directory stands for the
// *.ndjson files in it, in name order.
func transcriptFiles(args []string) ([]string, error) {
	var files []string
	for _, arg := range args {
		st, err := os.Stat(arg)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			files = append(files, arg)
			continue
		}
		matches, err := filepath.Glob(filepath.Join(arg, "*.ndjson"))
		if err != nil {
			return nil, err
		}
		if len(matches) == 0 {
			return nil, fmt.Errorf("%s holds no .ndjson transcripts", arg)
		}
		slices.Sort(matches)
		files = append(files, matches...)
	}
	return files, nil
}

// runnerCommand returns how to start the runner under test.
func runnerCommand(shell string) (func(args []string) *exec.Cmd, error) {
	if shell != "" {
		return func(args []string) *exec.Cmd {
			return exec.Command("sh", append([]string{"-c", "exec " + shell + ` "$@"`, "execbox-runner-replay"}, args...)...)
		}, nil
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("replay: cannot find this executable: %w", err)
	}
	return func(args []string) *exec.Cmd { return exec.Command(exe, args...) }, nil
}

// replayOpts is how replay plays each transcript.
type replayOpts struct {
	command func([]string) *exec.Cmd
	update  bool          // --update
	hang    time.Duration // --timeout
}

// replayOutcome is one transcript's report.
type replayOutcome struct {
	status string // ok, FAIL, skip, updated
	lines  []string
}

// replaySuite plays the files, at most jobs at once, prints a line for each
// in order and the summary, and returns how many failed.
func replaySuite(files []string, opts replayOpts, jobs int, w io.Writer) int {
	outcomes := make([]chan replayOutcome, len(files))
	for i := range outcomes {
		outcomes[i] = make(chan replayOutcome, 1)
	}
	sem := make(chan struct{}, jobs)
	var wg sync.WaitGroup
	for i, f := range files {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			outcomes[i] <- replayOne(f, opts)
		}()
	}
	passed, failed, updated := 0, 0, 0
	for i, f := range files {
		o := <-outcomes[i]
		switch o.status {
		case "ok":
			passed++
		case "updated":
			updated++
		case "FAIL":
			failed++
		}
		fmt.Fprintf(w, "%-7s %s\n", o.status, f)
		for _, l := range o.lines {
			fmt.Fprintf(w, "        %s\n", l)
		}
	}
	wg.Wait()
	summary := fmt.Sprintf("%d passed, %d failed", passed, failed)
	if updated > 0 {
		summary += fmt.Sprintf(", %d updated", updated)
	}
	fmt.Fprintln(w, summary)
	return failed
}

func replayOne(path string, opts replayOpts) replayOutcome {
	data, err := os.ReadFile(path)
	if err != nil {
		return replayOutcome{status: "FAIL", lines: []string{err.Error()}}
	}
	tr, err := transcript.Parse(data)
	if err != nil {
		return replayOutcome{status: "FAIL", lines: []string{"malformed transcript: " + err.Error()}}
	}
	if tr.Skip != "" {
		return replayOutcome{status: "skip", lines: []string{tr.Skip}}
	}
	if tr.InputOnly() && !opts.update {
		// Nothing to compare: every line the runner wrote would be
		// "extra". Say what the file is and how to give it expectations.
		return replayOutcome{status: "FAIL", lines: []string{
			"input only: the transcript has dispatcher lines and no expected runner lines to compare with",
			"record them from this runner with: execbox-runner replay --update " + path,
		}}
	}
	res := transcript.Play(tr, transcript.PlayOptions{Command: opts.command, KeepGoing: opts.update, HangTimeout: opts.hang})
	if res.OK() {
		return replayOutcome{status: "ok"}
	}
	if opts.update && res.LineProblemsOnly() {
		out := tr.Update(res)
		if string(out) == string(data) {
			// Lines that differ only where the transcript does not
			// compare (durationMs, # variable:) leave the file as it is.
			return replayOutcome{status: "ok"}
		}
		if err := os.WriteFile(path, out, 0o644); err != nil {
			return replayOutcome{status: "FAIL", lines: []string{err.Error()}}
		}
		return replayOutcome{status: "updated", lines: describeUpdate(tr, res)}
	}
	return replayOutcome{status: "FAIL", lines: describeProblems(res, true)}
}

// describeUpdate says what --update wrote into a transcript: each runner
// line it added, replaced or removed, by line number in the old file,
// type and ids.
func describeUpdate(tr *transcript.Transcript, res *transcript.Result) []string {
	var out []string
	for _, it := range tr.Items {
		if it.Kind != transcript.Expect {
			continue
		}
		for _, g := range res.Inserted[it.Line] {
			out = append(out, fmt.Sprintf("added before line %d: %s", it.Line, transcript.Key(g)))
		}
		g, ok := res.Got[it.Line]
		switch {
		case !ok:
		case g == nil:
			out = append(out, fmt.Sprintf("removed line %d: %s (the runner did not write it)", it.Line, transcript.Key(it.Text)))
		case transcript.Compare(it.Text, *g, tr.Variable) != "":
			var fields []string
			for _, d := range transcript.Diff(it.Text, *g, tr.Variable) {
				f, _, _ := strings.Cut(d, ":")
				fields = append(fields, f)
			}
			out = append(out, fmt.Sprintf("rewrote line %d: %s (%s)", it.Line, transcript.Key(*g), strings.Join(fields, ", ")))
		}
	}
	if len(res.Extra) > 0 {
		keys := make([]string, len(res.Extra))
		for i, g := range res.Extra {
			keys[i] = transcript.Key(g)
		}
		noun := "lines"
		if len(keys) == 1 {
			noun = "line"
		}
		out = append(out, fmt.Sprintf("appended %d runner %s: %s", len(keys), noun, strings.Join(keys, ", ")))
	}
	return out
}

// describeProblems renders the problems, each differing runner line with
// its field-by-field diff, and the tail of the runner's stderr.
func describeProblems(res *transcript.Result, withStderr bool) []string {
	var out []string
	for _, p := range res.Problems {
		msg := strings.Split(p.Msg, "\n")
		out = append(out, msg[0])
		for _, d := range p.Diff {
			out = append(out, "  "+d)
		}
		for _, l := range msg[1:] {
			out = append(out, "  "+strings.TrimPrefix(l, "\t"))
		}
	}
	if withStderr {
		if tail := lastLines(res.Stderr, 8); len(tail) > 0 {
			out = append(out, "runner stderr (last lines):")
			for _, l := range tail {
				out = append(out, "  "+l)
			}
		}
	}
	return out
}
