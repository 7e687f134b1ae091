package cli

import (
	"testing"

	"github.com/execbox/execbox-runner/sandbox"
)

// TestScanSandboxArgs: the scan at the top of Main reads --sandbox, --user
// and --record in every form the flag parser accepts, and leaves the walls
// down for subcommands, help and the version.
func TestScanSandboxArgs(t *testing.T) {
	for _, c := range []struct {
		args    []string
		serving bool
		off     bool
		uid     int
		record  string
	}{
		{nil, true, false, sandbox.Nobody, ""},
		{[]string{"--sandbox=off"}, true, true, sandbox.Nobody, ""},
		{[]string{"-sandbox", "off", "--log-level", "debug"}, true, true, sandbox.Nobody, ""},
		{[]string{"--user", "1000:1000", "--record", "x.ndjson"}, true, false, 1000, "x.ndjson"},
		{[]string{"--user=0:0", "--record=y"}, true, false, 0, "y"},
		{[]string{"--log-level", "info", "--seed", "3"}, true, false, sandbox.Nobody, ""},
		{[]string{"info"}, false, false, sandbox.Nobody, ""},
		{[]string{"--log-level", "debug", "run", "x.js"}, false, false, sandbox.Nobody, ""},
		{[]string{"--help"}, false, false, sandbox.Nobody, ""},
		{[]string{"-v"}, false, false, sandbox.Nobody, ""},
	} {
		serving, p, record, err := scanSandboxArgs(c.args)
		if err != nil || serving != c.serving || (serving && (p.Off != c.off || p.UID != c.uid || record != c.record || p.Record != (c.record != ""))) {
			t.Errorf("%q: serving %v, policy %+v, record %q, err %v", c.args, serving, p, record, err)
		}
	}
	if _, p, _, err := scanSandboxArgs([]string{"--user", "no-such-user-execbox"}); err == nil || p.UID != sandbox.Nobody {
		t.Errorf("an unknown user: %+v, %v", p, err)
	}
}
