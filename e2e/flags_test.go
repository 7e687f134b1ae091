package e2e

// End-to-end tests of command-line usage errors, help and shell
// completion, through the built binary.

import (
	"strings"
	"testing"
)

func TestFlagErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // the whole of stderr
	}{
		{[]string{"--seed", "abc"}, `execbox-runner: --seed expects a whole number from 0 to 18446744073709551615, not "abc"`},
		{[]string{"--seed"}, `execbox-runner: --seed needs a value: a whole number from 0 to 18446744073709551615`},
		{[]string{"--max-line-bytes", "1k"}, `execbox-runner: --max-line-bytes expects a whole number, not "1k"`},
		{[]string{"--no-supervise=maybe"}, `execbox-runner: --no-supervise expects true or false (or nothing, for true), not "maybe"`},
		// A validator's message is ours already, and kept as it is.
		{[]string{"--log-level", "loud"}, `execbox-runner: --log-level "loud" is not one of debug, info, warn, error`},
		// A subcommand's flag at the top: the hint names the subcommand.
		{[]string{"--timeout", "5"}, `execbox-runner: --timeout is not a flag of execbox-runner; it is a flag of the run and replay subcommands: execbox-runner run --timeout ...; execbox-runner replay --timeout ...`},
		{[]string{"--jobs", "2"}, `execbox-runner: --jobs is not a flag of execbox-runner; it is a flag of the replay subcommand: execbox-runner replay --jobs ...`},
		{[]string{"--timout", "5"}, `execbox-runner: --timout is not a flag of execbox-runner; did you mean --timeout, a flag of execbox-runner run?`},
		{[]string{"run", "--jobs", "2", "x.js"}, `execbox-runner: run: --jobs is not a flag of execbox-runner run; it is a flag of the replay subcommand: execbox-runner replay --jobs ...`},
		{[]string{"run", "--seeed", "1", "x.js"}, `execbox-runner: run: --seeed is not a flag of execbox-runner run; did you mean --seed?`},
		{[]string{"replay", "--jobs", "many", "t"}, `execbox-runner: replay: --jobs expects a whole number, not "many"`},
		{[]string{"--bogus"}, `execbox-runner: --bogus is not a flag of execbox-runner (execbox-runner --help lists them)`},
		{[]string{"completion", "tcsh"}, `execbox-runner: completion: "tcsh" is not a shell this runner has a script for: bash, zsh, fish or pwsh`},
	} {
		stdout, stderr, code := runCLI(t, "", c.args...)
		if code != 2 || stdout != "" || stderr != c.want+"\n" {
			t.Errorf("%q: exit %d, stdout %q, stderr\n%q\nwant\n%q", c.args, code, stdout, stderr, c.want+"\n")
		}
	}
}

func TestHelpShowsNoSeedDefault(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"run", "--help"}} {
		stdout, _, code := runCLI(t, "", args...)
		var seed string
		for _, l := range strings.Split(stdout, "\n") {
			if strings.Contains(l, "--seed") {
				seed = l
			}
		}
		if code != 0 || seed == "" || strings.Contains(seed, "default") {
			t.Errorf("%q: exit %d, the --seed line %q (unset is unseeded: no default to show)", args, code, seed)
		}
	}
}

func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		stdout, stderr, code := runCLI(t, "", "completion", shell)
		if code != 0 || !strings.Contains(stdout, "execbox-runner") || !strings.Contains(stdout, "--generate-shell-completion") {
			t.Errorf("completion %s: exit %d, stderr %q, script:\n%.300s", shell, code, stderr, stdout)
		}
	}
	// What the scripts call: the candidates, with no session, watchdog or walls.
	stdout, stderr, code := runCLI(t, "", "--generate-shell-completion")
	for _, want := range []string{"info:", "run:", "replay:", "completion:"} {
		if code != 0 || !strings.Contains(stdout, want) {
			t.Errorf("--generate-shell-completion: exit %d, stderr %q, stdout:\n%s", code, stderr, stdout)
			break
		}
	}
	// The scripts pass the word being completed, "--" here, before the flag.
	stdout, _, _ = runCLI(t, "", "run", "--", "--generate-shell-completion")
	if !strings.Contains(stdout, "--tools") {
		t.Errorf("run's flags not completed:\n%s", stdout)
	}
	stdout, _, _ = runCLI(t, "", "--help")
	if !strings.Contains(stdout, "completion") {
		t.Errorf("--help does not list completion:\n%s", stdout)
	}
}
