package e2e

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/execbox/execbox-runner/protocol"
)

// semver is the release form of a semantic version, with an optional
// pre-release part (0.1.0, 1.2.3-rc.1); build metadata is not used.
var semver = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?$`)

// TestVersionIsOneSemver checks that the release's one version, the VERSION
// file, is a semver, is what the Node package says, and is what the built
// binary prints for --version and in `info`.
func TestVersionIsOneSemver(t *testing.T) {
	data, err := os.ReadFile("../VERSION")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.TrimSpace(string(data))
	if !semver.MatchString(want) {
		t.Fatalf("VERSION %q is not a semver", want)
	}

	var pkg struct {
		Version string `json:"version"`
	}
	data, err = os.ReadFile("../node/package.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &pkg); err != nil {
		t.Fatal(err)
	}
	if pkg.Version != want {
		t.Errorf("node/package.json has version %q, VERSION says %q (make set-version V=%s writes both)", pkg.Version, want, want)
	}

	stdout, _, code := runCLI(t, "", "--version")
	if code != 0 || stdout != "execbox-runner version "+want+" (protocol "+protocol.Version+")\n" {
		t.Errorf("--version: exit %d, %q; want version %s", code, stdout, want)
	}

	stdout, _, code = runCLI(t, "", "info")
	var info struct {
		Version string `json:"version"`
	}
	if err := json.Unmarshal([]byte(stdout), &info); err != nil || code != 0 {
		t.Fatalf("info: exit %d, %v", code, err)
	}
	if info.Version != want {
		t.Errorf("info .version = %q, want %q", info.Version, want)
	}
}
