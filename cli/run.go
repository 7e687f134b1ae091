package cli

// execbox-runner run: run a script as a host would, answering its tool
// calls from fixtures or a shell command, and print its logs and result
// for a person. The script runs in a real session, in a child process
// started from this binary exactly as a host starts it, so what run shows
// is what a host gets.

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/internal/suggest"
	"github.com/execbox/execbox-runner/protocol"
)

func runCommand(code *int, stdin io.Reader, stdout, stderr io.Writer) *cli.Command {
	return &cli.Command{
		Name:         "run",
		OnUsageError: onUsageError,
		Usage:        "run a script as a host would and print its logs and result",
		UsageText:    "execbox-runner run [options] FILE.js|-",
		Description: `Runs the script (or stdin, for "-") in a real runner session, answers its
tool calls, and prints the guest's logs, then the result or the error.
Tool calls are traced on stderr.

Tools: a script reaches tools through provider namespaces, as in
"await tools.search({q: 'x'})". --tools names a JSON fixtures file that maps
"provider.tool" to a response:
  a canned result             "tools.echo": {"echoed": true}
  an error                    "tools.fail": {"error": {"code": "tool_error", "message": "down"}}
  responses in order          "tools.next": [{"result": 1}, {"result": 2}]
  an explicit result          {"result": VALUE}, for a VALUE that is an array or
                              an object with a single "error" or "result" key
--tool-cmd runs a shell command for each call not answered by a fixture:
the tool_call line is its stdin, and its stdout, read as a response in the
same form, is the answer (empty stdout: undefined). The environment has
EXECBOX_PROVIDER, EXECBOX_TOOL and EXECBOX_CALL_ID. Namespaces are those of
the fixtures plus every "name.tool(" the script calls, so that a call to a
tool with no answer fails with the known tools and a "did you mean".

Examples:
  execbox-runner run examples/report.js --tools examples/fixtures.json
  echo 'Math.max(1, 2)' | execbox-runner run -
  execbox-runner run script.js --tool-cmd 'jq "{echoed: .input}"'

Exit codes: 0 the execution was ok; 1 it was not (the error is printed);
2 usage error (bad flags, unreadable script, bad fixtures file).`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "tools", Usage: "fixtures `FILE`: JSON object of provider.tool to response", TakesFile: true},
			&cli.StringFlag{Name: "tool-cmd", Usage: "answer tool calls with shell command `CMD`: tool_call JSON on stdin, response JSON on stdout"},
			&cli.StringFlag{Name: "timeout", Usage: "execute.options.timeoutMs: milliseconds, or a duration such as 2s (default: the runner's, 5000)"},
			&cli.StringFlag{Name: "memory", Usage: "execute.options.memoryLimitBytes: bytes, or with a KiB, MiB or GiB suffix (default: the runner's, 64MiB)"},
			&cli.IntFlag{Name: "max-log-lines", Value: -1, DefaultText: "100", Usage: "execute.options.maxLogLines"},
			&cli.IntFlag{Name: "max-log-chars", Value: -1, DefaultText: "64000", Usage: "execute.options.maxLogChars"},
			&cli.BoolFlag{Name: "json", Usage: "print the raw done line instead of logs and result"},
			&cli.Uint64Flag{Name: "seed", HideDefault: true, Usage: "run the runner with --seed `N` (deterministic Math.random and clock)"},
			&cli.BoolFlag{Name: "usage", Usage: "run the runner with --usage and print the usage report"},
		},
		Action: func(ctx context.Context, cmd *cli.Command) error {
			r, err := newScriptRun(cmd, stdin)
			if err != nil {
				return err
			}
			ok, err := r.run(ctx, stdout, stderr)
			if err != nil {
				*code = 1
				return err
			}
			if !ok {
				*code = 1
			}
			return nil
		},
	}
}

// scriptRun is one run of a script.
type scriptRun struct {
	code      string
	options   map[string]any
	fixtures  *fixtures
	toolCmd   string
	providers map[string][]string // provider -> tools, in order
	args      []string            // for the runner
	json      bool
	usage     bool
}

func newScriptRun(cmd *cli.Command, stdin io.Reader) (*scriptRun, error) {
	if cmd.Args().Len() != 1 {
		return nil, usageError{errors.New("run: give one script file, or - for stdin")}
	}
	name := cmd.Args().First()
	var src []byte
	var err error
	if name == "-" {
		src, err = io.ReadAll(stdin)
	} else {
		src, err = os.ReadFile(name)
	}
	if err != nil {
		return nil, usageError{fmt.Errorf("run: %w", err)}
	}
	r := &scriptRun{code: string(src), options: map[string]any{}, toolCmd: cmd.String("tool-cmd"),
		json: cmd.Bool("json"), usage: cmd.Bool("usage"), fixtures: &fixtures{byName: map[string]*fixture{}}}
	if s := cmd.String("timeout"); s != "" {
		ms, err := parseMillis(s)
		if err != nil {
			return nil, usageError{fmt.Errorf("run: --timeout: %w", err)}
		}
		r.options["timeoutMs"] = ms
	}
	if s := cmd.String("memory"); s != "" {
		n, err := parseBytes(s)
		if err != nil {
			return nil, usageError{fmt.Errorf("run: --memory: %w", err)}
		}
		r.options["memoryLimitBytes"] = n
	}
	for _, f := range []struct{ flag, option string }{{"max-log-lines", "maxLogLines"}, {"max-log-chars", "maxLogChars"}} {
		if cmd.IsSet(f.flag) {
			n := cmd.Int(f.flag)
			if n < 0 {
				return nil, usageError{fmt.Errorf("run: --%s must not be negative", f.flag)}
			}
			r.options[f.option] = n
		}
	}
	if file := cmd.String("tools"); file != "" {
		if r.fixtures, err = loadFixtures(file); err != nil {
			return nil, usageError{fmt.Errorf("run: --tools %s: %w", file, err)}
		}
	}
	// Errors point at the guest's own line and column.
	r.args = append(r.args, "--error-positions")
	if cmd.IsSet("seed") {
		r.args = append(r.args, "--seed", strconv.FormatUint(cmd.Uint64("seed"), 10))
	}
	if r.usage {
		r.args = append(r.args, "--usage")
	}
	r.providers = discoverProviders(r.code, r.fixtures)
	return r, nil
}

// parseMillis reads milliseconds, or a Go duration.
func parseMillis(s string) (int64, error) {
	if n, err := strconv.ParseInt(s, 10, 64); err == nil {
		if n <= 0 {
			return 0, errors.New("must be positive")
		}
		return n, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < time.Millisecond {
		return 0, fmt.Errorf("%q is neither milliseconds nor a duration of at least 1ms", s)
	}
	return d.Milliseconds(), nil
}

// parseBytes reads a byte count with an optional binary suffix.
func parseBytes(s string) (int64, error) {
	mult := int64(1)
	num := s
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}, {"K", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}} {
		if strings.HasSuffix(s, u.suffix) {
			num, mult = strings.TrimSuffix(s, u.suffix), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(num), 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%q is not a positive number of bytes (a KiB, MiB or GiB suffix is allowed)", s)
	}
	return n * mult, nil
}

// A fixtures file: provider.tool to responses.
type fixtures struct {
	mu     sync.Mutex
	order  []string
	byName map[string]*fixture
}

type fixture struct {
	responses []toolResponse
	list      bool // responses are consumed in order
	next      int
}

// toolResponse is a canned answer: a result (nil means undefined) or an
// error.
type toolResponse struct {
	result json.RawMessage
	err    *protocol.Error
}

// toolKeyPattern is a fixture's key, provider.tool. This and toolCallSite
// are compiled by the run command when it needs them: at package init every
// process, run or not, would build them.
const toolKeyPattern = `^([A-Za-z_$][A-Za-z0-9_$]*)\.([A-Za-z_$][A-Za-z0-9_$]*)$`

func loadFixtures(file string) (*fixtures, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errors.New(`want a JSON object mapping "provider.tool" to a response`)
	}
	fx := &fixtures{byName: map[string]*fixture{}}
	toolKey := regexp.MustCompile(toolKeyPattern)
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("not valid JSON: %w", err)
		}
		key := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("%q: not valid JSON: %w", key, err)
		}
		m := toolKey.FindStringSubmatch(key)
		switch {
		case m == nil:
			return nil, fmt.Errorf("%q: a key must be provider.tool, such as tools.search", key)
		case !engine.IsBindingIdentifier(m[1]) || engine.IsGuestGlobal(m[1]):
			return nil, fmt.Errorf("%q: %q cannot name a provider (a reserved word or a guest global)", key, m[1])
		}
		if _, dup := fx.byName[key]; dup {
			return nil, fmt.Errorf("%q appears twice", key)
		}
		f := &fixture{}
		trimmed := bytes.TrimSpace(raw)
		if len(trimmed) > 0 && trimmed[0] == '[' {
			var list []json.RawMessage
			if err := json.Unmarshal(raw, &list); err != nil {
				return nil, fmt.Errorf("%q: %w", key, err)
			}
			if len(list) == 0 {
				return nil, fmt.Errorf("%q: an empty list of responses", key)
			}
			f.list = true
			for i, item := range list {
				resp, err := parseResponse(item)
				if err != nil {
					return nil, fmt.Errorf("%q[%d]: %w", key, i, err)
				}
				f.responses = append(f.responses, resp)
			}
		} else {
			resp, err := parseResponse(raw)
			if err != nil {
				return nil, fmt.Errorf("%q: %w", key, err)
			}
			f.responses = []toolResponse{resp}
		}
		fx.byName[key] = f
		fx.order = append(fx.order, key)
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("not valid JSON: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errors.New("not valid JSON: data after the object")
	}
	return fx, nil
}

// parseResponse reads one response: {"error": {code, message}} is an
// error, {"result": X} is X, and any other value is itself the result.
func parseResponse(raw json.RawMessage) (toolResponse, error) {
	var obj map[string]json.RawMessage
	if json.Unmarshal(raw, &obj) == nil && len(obj) == 1 {
		if e, ok := obj["error"]; ok {
			var te struct {
				Code    *string `json:"code"`
				Message *string `json:"message"`
			}
			if json.Unmarshal(e, &te) != nil || te.Code == nil || te.Message == nil {
				return toolResponse{}, errors.New(`an error response needs {"error": {"code": "...", "message": "..."}} with string code and message`)
			}
			return toolResponse{err: &protocol.Error{Code: protocol.Code(*te.Code), Message: *te.Message}}, nil
		}
		if r, ok := obj["result"]; ok {
			return toolResponse{result: r}, nil
		}
	}
	if !json.Valid(raw) {
		return toolResponse{}, errors.New("not valid JSON")
	}
	return toolResponse{result: raw}, nil
}

// answer returns the fixture's next response; ok is false when there is no
// fixture for name.
func (fx *fixtures) answer(name string) (toolResponse, bool) {
	fx.mu.Lock()
	defer fx.mu.Unlock()
	f, ok := fx.byName[name]
	if !ok {
		return toolResponse{}, false
	}
	if !f.list {
		return f.responses[0], true
	}
	if f.next >= len(f.responses) {
		return toolResponse{err: protocol.Errorf(protocol.CodeTool,
			"execbox-runner run: the fixture for %s has no response left (it lists %d)", name, len(f.responses))}, true
	}
	f.next++
	return f.responses[f.next-1], true
}

// toolCallSite finds "name.tool(" in a script.
const toolCallSite = `(?:^|[^A-Za-z0-9_$.])([A-Za-z_$][A-Za-z0-9_$]*)\s*\.\s*([A-Za-z_$][A-Za-z0-9_$]*)\s*\(`

// discoverProviders lists the namespaces to install: the fixtures', plus
// every "name.tool(" the script calls where name could be a namespace (an
// identifier that is not a guest global), so that a call with no answer
// reaches run, which names the known tools. A namespace that is really a
// local variable (orders.reduce) is harmless: the local shadows it.
func discoverProviders(code string, fx *fixtures) map[string][]string {
	providers := map[string][]string{}
	add := func(p, t string) {
		if !slices.Contains(providers[p], t) {
			providers[p] = append(providers[p], t)
		}
	}
	for _, key := range fx.order {
		p, t, _ := strings.Cut(key, ".")
		add(p, t)
	}
	for _, m := range regexp.MustCompile(toolCallSite).FindAllStringSubmatch(code, -1) {
		if p, t := m[1], m[2]; engine.IsBindingIdentifier(p) && !engine.IsGuestGlobal(p) {
			add(p, t)
		}
	}
	return providers
}

// executeLine builds the execute message.
func (r *scriptRun) executeLine() []byte {
	names := make([]string, 0, len(r.providers))
	for p := range r.providers {
		names = append(names, p)
	}
	slices.Sort(names)
	providers := make([]any, 0, len(names))
	for _, p := range names {
		var tools bytes.Buffer
		tools.WriteByte('{')
		for i, t := range r.providers[p] {
			if i > 0 {
				tools.WriteByte(',')
			}
			k, _ := json.Marshal(t)
			fmt.Fprintf(&tools, `%s:{"safeName":%s,"originalName":%s}`, k, k, k)
		}
		tools.WriteByte('}')
		providers = append(providers, map[string]any{"name": p, "tools": json.RawMessage(tools.Bytes()), "types": ""})
	}
	line, _ := json.Marshal(map[string]any{
		"type": "execute", "id": "run-1", "code": r.code, "options": r.options, "providers": providers,
	})
	return line
}

// knownTools lists provider.tool names with an answer.
func (r *scriptRun) knownTools() []string {
	return slices.Clone(r.fixtures.order)
}

// runDone is the done line, decoded.
type runDone struct {
	OK         bool            `json:"ok"`
	DurationMs int64           `json:"durationMs"`
	Logs       []string        `json:"logs"`
	Result     json.RawMessage `json:"result"`
	Error      *protocol.Error `json:"error"`
	Usage      json.RawMessage `json:"usage"`
}

// run starts the runner, plays the host, and prints. ok is the done's ok.
func (r *scriptRun) run(ctx context.Context, stdout, stderr io.Writer) (bool, error) {
	exe, err := os.Executable()
	if err != nil {
		return false, fmt.Errorf("run: cannot find this executable: %w", err)
	}
	child := exec.CommandContext(ctx, exe, r.args...)
	child.Stderr = stderr
	in, err := child.StdinPipe()
	if err != nil {
		return false, err
	}
	out, err := child.StdoutPipe()
	if err != nil {
		return false, err
	}
	if err := child.Start(); err != nil {
		return false, fmt.Errorf("run: starting the runner: %w", err)
	}
	defer func() { _ = child.Wait() }()
	defer in.Close()

	var wmu sync.Mutex
	send := func(line []byte) {
		wmu.Lock()
		defer wmu.Unlock()
		_, _ = in.Write(append(line, '\n'))
	}
	send(r.executeLine())

	var doneLine []byte
	var calls sync.WaitGroup
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), 1<<30)
	for sc.Scan() {
		line := sc.Bytes()
		var msg struct {
			Type         string          `json:"type"`
			CallID       string          `json:"callId"`
			ProviderName string          `json:"providerName"`
			SafeToolName string          `json:"safeToolName"`
			Input        json.RawMessage `json:"input"`
		}
		if err := json.Unmarshal(line, &msg); err != nil {
			fmt.Fprintf(stderr, "execbox-runner run: runner wrote a line that is not JSON: %s\n", line)
			continue
		}
		switch msg.Type {
		case "tool_call":
			name := msg.ProviderName + "." + msg.SafeToolName
			input := ""
			if msg.Input != nil {
				input = clip(string(msg.Input), 200)
			}
			fmt.Fprintf(stderr, "%s %s(%s)\n", msg.CallID, name, input)
			callLine := slices.Clone(line)
			if resp, ok := r.fixtures.answer(name); ok {
				send(toolResultLine(msg.CallID, resp))
				continue
			}
			if r.toolCmd != "" {
				calls.Add(1)
				go func() {
					defer calls.Done()
					send(toolResultLine(msg.CallID, r.runToolCmd(ctx, callLine, msg.ProviderName, msg.SafeToolName, msg.CallID)))
				}()
				continue
			}
			send(toolResultLine(msg.CallID, toolResponse{err: protocol.Errorf(protocol.CodeTool, "%s", unknownToolMessage(name, r.knownTools()))}))
		case "done":
			doneLine = slices.Clone(line)
		}
		if doneLine != nil {
			break
		}
	}
	in.Close()
	calls.Wait()
	if doneLine == nil {
		if err := sc.Err(); err != nil {
			return false, fmt.Errorf("run: reading the runner: %w", err)
		}
		return false, errors.New("run: the runner ended without a done")
	}
	if r.json {
		_, err := stdout.Write(append(doneLine, '\n'))
		var d runDone
		_ = json.Unmarshal(doneLine, &d)
		return d.OK, err
	}
	var d runDone
	if err := json.Unmarshal(doneLine, &d); err != nil {
		return false, fmt.Errorf("run: the runner's done: %w", err)
	}
	printDone(stdout, &d)
	return d.OK, nil
}

// printDone prints logs, then the outcome, then the usage report.
func printDone(w io.Writer, d *runDone) {
	for _, l := range d.Logs {
		fmt.Fprintf(w, "[log] %s\n", l)
	}
	if d.OK {
		if d.Result == nil {
			fmt.Fprintf(w, "=> ok in %d ms: undefined\n", d.DurationMs)
		} else {
			var pretty bytes.Buffer
			if json.Indent(&pretty, d.Result, "", "  ") != nil {
				pretty.Reset()
				pretty.Write(d.Result)
			}
			fmt.Fprintf(w, "=> ok in %d ms:\n%s\n", d.DurationMs, pretty.Bytes())
		}
	} else if d.Error != nil {
		fmt.Fprintf(w, "=> %s in %d ms: %s\n", d.Error.Code, d.DurationMs, d.Error.Message)
	}
	if d.Usage != nil {
		var u struct {
			CPUMs     int64 `json:"cpuMs"`
			PeakHeap  int64 `json:"peakHeapBytes"`
			ToolCalls struct {
				Issued, Settled, Abandoned int64
			} `json:"toolCalls"`
			BytesIn  int64 `json:"bytesIn"`
			BytesOut int64 `json:"bytesOut"`
			LogLines int64 `json:"logLinesDropped"`
			LogChars int64 `json:"logCharsDropped"`
		}
		if json.Unmarshal(d.Usage, &u) == nil {
			fmt.Fprintf(w, "usage: cpu %d ms, peak heap %d bytes, tool calls %d issued / %d settled / %d abandoned, %d bytes in, %d bytes out, logs dropped %d lines / %d chars\n",
				u.CPUMs, u.PeakHeap, u.ToolCalls.Issued, u.ToolCalls.Settled, u.ToolCalls.Abandoned, u.BytesIn, u.BytesOut, u.LogLines, u.LogChars)
		}
	}
}

func toolResultLine(callID string, r toolResponse) []byte {
	msg := map[string]any{"type": "tool_result", "callId": callID, "ok": r.err == nil}
	if r.err != nil {
		msg["error"] = r.err
	} else if r.result != nil {
		msg["result"] = r.result
	}
	line, _ := json.Marshal(msg)
	return line
}

// runToolCmd answers one call with the tool command.
func (r *scriptRun) runToolCmd(ctx context.Context, callLine []byte, provider, tool, callID string) toolResponse {
	c := exec.CommandContext(ctx, "sh", "-c", r.toolCmd)
	c.Stdin = bytes.NewReader(append(callLine, '\n'))
	c.Env = append(os.Environ(), "EXECBOX_PROVIDER="+provider, "EXECBOX_TOOL="+tool, "EXECBOX_CALL_ID="+callID)
	var out, errOut bytes.Buffer
	c.Stdout, c.Stderr = &out, &errOut
	if err := c.Run(); err != nil {
		msg := fmt.Sprintf("tool command failed for %s.%s: %v", provider, tool, err)
		if tail := lastLines(errOut.String(), 1); len(tail) > 0 {
			msg += ": " + tail[0]
		}
		return toolResponse{err: &protocol.Error{Code: protocol.CodeTool, Message: msg}}
	}
	body := bytes.TrimSpace(out.Bytes())
	if len(body) == 0 {
		return toolResponse{}
	}
	resp, err := parseResponse(body)
	if err != nil {
		return toolResponse{err: protocol.Errorf(protocol.CodeTool, "tool command output for %s.%s: %v: %s", provider, tool, err, clip(string(body), 200))}
	}
	return resp
}

// unknownToolMessage says that name has no answer, lists the known tools,
// and suggests the closest one.
func unknownToolMessage(name string, known []string) string {
	msg := "execbox-runner run: no fixture for " + name
	if len(known) == 0 {
		return msg + "; there are no fixtures (give --tools FILE or --tool-cmd CMD)"
	}
	msg += "; known tools: " + strings.Join(known, ", ")
	if s := suggest.Closest(name, known); s != "" {
		msg += "; did you mean " + s + "?"
	}
	return msg
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
