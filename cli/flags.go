package cli

// The bottom layer of the command line: what every command shares. What
// package main hands over (Build), the exit code and error of a usage
// error, the diagnostics' level and format and their logger, a text
// helper, and command-line usage errors in the runner's own words.
//
// Usage errors: urfave/cli reports urfave/cli reports
// a bad flag as Go's flag package would ("invalid value "abc" for flag
// -seed: strconv.ParseUint: parsing "abc": invalid syntax", "flag provided
// but not defined: -timeout"); explainUsage rewrites those messages to name
// the flag as it is typed (--seed), say what it expects, and, for a flag
// that belongs to another command, which command that is.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/urfave/cli/v3"

	"github.com/execbox/execbox-runner/internal/suggest"
)

// The messages urfave/cli v3 writes for a bad command line (command.go and
// command_parse.go there); TestFlagErrors notices if an upgrade changes them.
// They are compiled when a command line is bad, not at package init: every
// process would otherwise build them (about 390 allocations, 37 kB, and the
// code pages of regexp/syntax) for an error path that a host's runner never
// takes.
const (
	invalidValuePattern = `^invalid value "((?:[^"\\]|\\.)*)" for flag -([^:]+): (.*)$`
	undefinedPattern    = `^flag provided but not defined: -+(.+)$`
	needsValuePattern   = `^flag needs an argument: -*(.+)$`
)

// Build is what package main embeds from the root of the repository.
type Build struct {
	Version    string // the VERSION file: the release's semver
	InfoSchema []byte // schema/info.schema.json, printed by info --schema
}

// exitUsage is the exit code for a command-line usage error.
const exitUsage = 2

// usageError is an error of the command line: exit code 2.
type usageError struct{ error }

// Defaults of the default action's flags.
const (
	defaultLogLevel  = "warn"
	defaultLogFormat = "text"
)

// parseLevel reads a --log-level value.
func parseLevel(s string) (slog.Level, error) {
	var l slog.Level
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return 0, fmt.Errorf("--log-level %q is not one of debug, info, warn, error", s)
	}
	return l, nil
}

// newLogger makes the stderr diagnostics logger.
func newLogger(w io.Writer, level slog.Level, format string) *slog.Logger {
	opts := &slog.HandlerOptions{Level: level}
	if format == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// onUsageError makes a command's bad flag a usage error (exit 2) with a
// one-line message in the runner's words, instead of help on stdout. The
// root command and every subcommand use it.
func onUsageError(_ context.Context, cmd *cli.Command, err error, _ bool) error {
	return usageError{explainUsage(cmd, err)}
}

// explainUsage rewrites urfave/cli's message for a bad flag of cmd. Any
// other error is returned as it is.
func explainUsage(cmd *cli.Command, err error) error {
	where := ""
	if cmd.Root() != cmd {
		where = cmd.Name + ": "
	}
	msg := err.Error()
	if m := regexp.MustCompile(invalidValuePattern).FindStringSubmatch(msg); m != nil {
		value, name, detail := m[1], m[2], m[3]
		if strings.HasPrefix(detail, dashed(name)) {
			// The flag's own validator: already in our words.
			return errors.New(where + detail)
		}
		return fmt.Errorf("%s%s expects %s, not %q", where, dashed(name), expects(findFlag(cmd, name)), value)
	}
	if m := regexp.MustCompile(needsValuePattern).FindStringSubmatch(msg); m != nil {
		name := m[1]
		return fmt.Errorf("%s%s needs a value: %s", where, dashed(name), expects(findFlag(cmd, name)))
	}
	if m := regexp.MustCompile(undefinedPattern).FindStringSubmatch(msg); m != nil {
		name, _, _ := strings.Cut(m[1], "=")
		return errors.New(where + unknownFlag(cmd, name))
	}
	return err
}

// unknownFlag says that --name is not a flag of cmd and, when another
// command has it or one of cmd's flags is spelt nearly so, which.
func unknownFlag(cmd *cli.Command, name string) string {
	msg := fmt.Sprintf("%s is not a flag of %s", dashed(name), cmd.FullName())
	var owners, uses []string
	for _, other := range commandTree(cmd.Root()) {
		if other == cmd || other.Hidden || findFlag(other, name) == nil {
			continue
		}
		if other == cmd.Root() {
			return msg + fmt.Sprintf("; it is a flag of %s itself, given before any subcommand: %s %s ...",
				other.Name, other.Name, dashed(name))
		}
		owners = append(owners, other.Name)
		uses = append(uses, fmt.Sprintf("%s %s ...", other.FullName(), dashed(name)))
	}
	switch len(owners) {
	case 0:
	case 1:
		return msg + fmt.Sprintf("; it is a flag of the %s subcommand: %s", owners[0], uses[0])
	default:
		last := len(owners) - 1
		return msg + fmt.Sprintf("; it is a flag of the %s and %s subcommands: %s",
			strings.Join(owners[:last], ", "), owners[last], strings.Join(uses, "; "))
	}
	if len(name) > 1 {
		// A typo: the nearest of cmd's own flags, else of another's.
		if s := suggest.Closest(name, flagNames(cmd)); s != "" {
			return msg + "; did you mean " + dashed(s) + "?"
		}
		for _, other := range commandTree(cmd.Root()) {
			if other == cmd || other.Hidden {
				continue
			}
			if s := suggest.Closest(name, flagNames(other)); s != "" {
				return msg + fmt.Sprintf("; did you mean %s, a flag of %s?", dashed(s), other.FullName())
			}
		}
	}
	return msg + fmt.Sprintf(" (%s --help lists them)", cmd.FullName())
}

// flagNames are the names (and aliases) of cmd's flags, help's included.
func flagNames(cmd *cli.Command) []string {
	var names []string
	for _, f := range cmd.VisibleFlags() {
		names = append(names, f.Names()...)
	}
	return names
}

// commandTree is root and every command under it, root first.
func commandTree(root *cli.Command) []*cli.Command {
	out := []*cli.Command{root}
	for i := 0; i < len(out); i++ {
		out = append(out, out[i].Commands...)
	}
	return out
}

// findFlag is cmd's flag named name (a long name or an alias), or nil.
func findFlag(cmd *cli.Command, name string) cli.Flag {
	for _, f := range cmd.Flags {
		if slices.Contains(f.Names(), name) {
			return f
		}
	}
	return nil
}

// dashed writes a flag's name as it is typed: -h, --seed.
func dashed(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// expects says what value a flag takes, in words.
func expects(f cli.Flag) string {
	switch f.(type) {
	case *cli.IntFlag:
		return "a whole number"
	case *cli.Uint64Flag:
		return fmt.Sprintf("a whole number from 0 to %d", uint64(math.MaxUint64))
	case *cli.BoolFlag:
		return "true or false (or nothing, for true)"
	case *cli.DurationFlag:
		return "a duration such as 1.5s or 300ms"
	case *cli.FloatFlag:
		return "a number"
	}
	return "a value"
}

// lastLines are the last n lines of s, for a report that quotes a
// command's stderr.
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
