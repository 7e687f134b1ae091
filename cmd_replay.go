package main

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

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/transcript"
)

func replayCommand(code *int, stdout, stderr io.Writer) *cli.Command {
	return &cli.Command{
		Name:         "replay",
		OnUsageError: onUsageError,
		Usage:        "play transcripts against a runner and compare its lines (CI smoke test)",
		UsageText:    "execbox-runner replay [--runner CMD] [--update] [--jobs N] TRANSCRIPT.ndjson...|DIR...",
		Description: `Each transcript holds both sides of one session, in order: the lines a
dispatcher sends and the lines a runner must write. A JSON object whose
type is started, tool_call or done is a runner line; every other line is
sent to the runner; "#" lines are comments and directives (# args:,
# exit:, # stderr:, # stdin: open, # eof, # skip:, # variable: PATH,
# send: "LINE"). A file written by --record is a transcript as it is.

For each transcript, replay starts a fresh runner (this binary, or --runner),
sends each dispatcher line only after every runner line above it has
arrived, and compares every runner line as JSON, ignoring durationMs and
the paths marked "# variable:". It prints one line per transcript, a
readable diff under each failure, and last "N passed, M failed". A
directory means every *.ndjson file in it.

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
			failed := replaySuite(files, command, cmd.Bool("update"), jobs, stdout)
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

// replayOutcome is one transcript's report.
type replayOutcome struct {
	status string // ok, FAIL, skip, updated
	lines  []string
}

// replaySuite plays the files, at most jobs at once, prints a line for each
// in order and the summary, and returns how many failed.
func replaySuite(files []string, command func([]string) *exec.Cmd, update bool, jobs int, w io.Writer) int {
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
			outcomes[i] <- replayOne(f, command, update)
		}()
	}
	passed, failed := 0, 0
	for i, f := range files {
		o := <-outcomes[i]
		switch o.status {
		case "ok", "updated":
			passed++
		case "FAIL":
			failed++
		}
		fmt.Fprintf(w, "%-7s %s\n", o.status, f)
		for _, l := range o.lines {
			fmt.Fprintf(w, "        %s\n", l)
		}
	}
	wg.Wait()
	fmt.Fprintf(w, "%d passed, %d failed\n", passed, failed)
	return failed
}

func replayOne(path string, command func([]string) *exec.Cmd, update bool) replayOutcome {
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
	res := transcript.Play(tr, transcript.PlayOptions{Command: command, KeepGoing: update})
	if res.OK() {
		return replayOutcome{status: "ok"}
	}
	if update && res.LineProblemsOnly() {
		if out := tr.Rewrite(res.Got, res.Extra); string(out) != string(data) {
			if err := os.WriteFile(path, out, 0o644); err != nil {
				return replayOutcome{status: "FAIL", lines: []string{err.Error()}}
			}
		}
		return replayOutcome{status: "updated", lines: describeProblems(res, false)}
	}
	return replayOutcome{status: "FAIL", lines: describeProblems(res, true)}
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

func lastLines(s string, n int) []string {
	s = strings.TrimRight(s, "\n")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return lines
}
