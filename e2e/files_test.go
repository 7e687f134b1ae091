package e2e

// The engine never opens a file on the guest's word (issue 21): a
// sourceMappingURL comment and an Intl time zone name used to become paths
// the runner opened. These tests run with the walls off, as a runner
// without Landlock would, so that only the engine stands between the guest
// and the file system.

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// leakingMap is a source map whose positions all map to a source named
// LEAKED.js: a stack that names LEAKED.js was built from a file the guest
// named.
const leakingMap = `{"version":3,"sources":["LEAKED.js"],"names":[],"mappings":"AACA;AAAA;AAAA;AAAA;AAAA;AAAA;AAAA;AAAA"}`

// fileProbe is a guest program that once made the runner open a file.
type fileProbe struct{ name, code string }

// fileProbes are the programs that opened files: mapFile is an absolute
// path to leakingMap, and "m.map" names it relative to the runner's
// working directory.
func fileProbes(mapFile string) []fileProbe {
	comment := func(url string) string { return "\n//# sourceMappingURL=" + url }
	inner := func(url string) string { return `null.x;\n//# sourceMappingURL=` + url }
	stack := func(expr string) string {
		return "let s; try { " + expr + " } catch (e) { s = String(e.stack) } s"
	}
	var ps []fileProbe
	for _, url := range []string{"file://" + mapFile, mapFile, "m.map"} {
		ps = append(ps,
			fileProbe{"top level " + url, stack("null.x") + comment(url)},
			fileProbe{"TypeScript " + url, "let s: string = ''; try { null.x } catch (e: any) { s = String(e.stack) } s" + comment(url)},
			fileProbe{"eval " + url, stack("eval('" + inner(url) + "')")},
			fileProbe{"indirect eval " + url, stack("(0, eval)('" + inner(url) + "')")},
			fileProbe{"new Function " + url, stack("new Function('" + inner(url) + "')()")},
			fileProbe{"AsyncFunction " + url, stack("await (async () => {}).constructor('" + inner(url) + "')()")},
			fileProbe{"GeneratorFunction " + url, stack("(function* () {}).constructor('" + inner(url) + "')().next()")},
			fileProbe{"AsyncGeneratorFunction " + url, stack("await (async function* () {}).constructor('" + inner(url) + "')().next()")},
		)
	}
	for _, zone := range []string{"Asia/Kolkata", "posixrules", "right/UTC", "posix/Europe/Paris", "localtime", "../../etc/passwd", "/etc/localtime", "zone.tab"} {
		ps = append(ps, fileProbe{"zone " + zone, `let s; try { s = new Intl.DateTimeFormat("en", { timeZone: "` + zone + `", timeZoneName: "long" }).format(0) } catch (e) { s = String(e) } s`})
	}
	ps = append(ps,
		fileProbe{"generic zone name", `new Intl.DateTimeFormat("en", { timeZone: "America/Indiana/Knox", timeZoneName: "longGeneric" }).format(0)`},
		fileProbe{"toLocaleString zone", `new Date(0).toLocaleString("en", { timeZone: "Europe/Berlin" })`},
	)
	return ps
}

// runFileProbe runs code in a runner with the walls and the watchdog off, in
// dir, under strace when trace is set, and returns the done line and the
// paths it opened.
func runFileProbe(t *testing.T, dir, code string, strace string) (string, []string) {
	t.Helper()
	line, err := json.Marshal(map[string]any{"type": "execute", "id": "p", "code": code, "options": map[string]any{"timeoutMs": 5000}, "providers": []any{}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), hangTimeout)
	defer cancel()
	args := []string{"--sandbox=off", "--no-supervise"}
	var cmd *exec.Cmd
	log := filepath.Join(dir, "strace.log")
	if strace != "" {
		cmd = exec.CommandContext(ctx, strace, append([]string{"-f", "-qq", "-e", "trace=open,openat,openat2,creat,socket,connect", "-o", log, runnerBin}, args...)...)
	} else {
		cmd = exec.CommandContext(ctx, runnerBin, args...)
	}
	cmd.Dir = dir
	cmd.Stdin = bytes.NewReader(append(line, '\n'))
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v\nstdout: %s\nstderr: %.2000s", err, stdout.String(), stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	done := lines[len(lines)-1]
	if !strings.HasPrefix(done, `{"type":"done"`) {
		t.Fatalf("no done: %s\nstderr: %.2000s", stdout.String(), stderr.String())
	}
	if strace == "" {
		return done, nil
	}
	trace, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	var opened []string
	for _, l := range strings.Split(string(trace), "\n") {
		if m := tracedCall.FindStringSubmatch(l); m != nil {
			opened = append(opened, m[1]+" "+m[2])
		}
	}
	return done, opened
}

// tracedCall matches a traced call's name and first string argument (or
// its first argument, for socket and connect).
var tracedCall = regexp.MustCompile(`^\d+\s+(open|openat|openat2|creat|socket|connect)\((?:AT_FDCWD, )?("[^"]*"|[^,)]*)`)

// TestEngineOpensNoFile runs each program that used to open a file and
// checks that its stack names nothing from the map, and, under strace,
// that the runner opened nothing that a plain run does not open.
func TestEngineOpensNoFile(t *testing.T) {
	dir := t.TempDir()
	mapFile := filepath.Join(dir, "m.map")
	if err := os.WriteFile(mapFile, []byte(leakingMap), 0o600); err != nil {
		t.Fatal(err)
	}
	strace, _ := exec.LookPath("strace")
	if strace == "" {
		if os.Getenv("EXECBOX_REQUIRE_STRACE") != "" {
			t.Fatal("strace is not installed, and EXECBOX_REQUIRE_STRACE is set")
		}
		t.Log("no strace here: the file accesses are not traced, only their effect on the guest is checked")
	} else if _, opened := runFileProbe(t, dir, "1", strace); len(opened) == 0 {
		t.Log("strace cannot trace here (no opens seen at start-up): running untraced")
		strace = ""
	}
	// The control touches everything a probe may need that a process
	// loads once: local time, the default zone, locale data.
	control := `new Date(0).getTimezoneOffset(); new Intl.DateTimeFormat("en", { timeZoneName: "long" }).format(0); Intl.DateTimeFormat().resolvedOptions().timeZone`
	_, allowed := runFileProbe(t, dir, control, strace)
	for _, p := range fileProbes(mapFile) {
		done, opened := runFileProbe(t, dir, p.code, strace)
		if strings.Contains(done, "LEAKED") {
			t.Errorf("%s: the map's content reached the guest: %s", p.name, done)
		}
		if strings.HasPrefix(p.name, "zone ") && !strings.Contains(p.name, "Kolkata") && !strings.Contains(done, "RangeError: Invalid time zone specified") {
			t.Errorf("%s: a zone that is no IANA zone name was accepted: %s", p.name, done)
		}
		for _, o := range opened {
			if !slices.Contains(allowed, o) {
				t.Errorf("%s: the runner made a call a plain run does not: %s", p.name, o)
			}
		}
	}
}
