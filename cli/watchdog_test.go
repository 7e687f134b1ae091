package cli

import (
	"testing"

	"github.com/execbox/execbox-runner/watchdog"
)

// TestWatchdogStartsWithTheRunnersDefaults: a runner with the default
// --log-level and --log-format sends its watchdog no settings (serve.go),
// so the watchdog must start with those very defaults.
func TestWatchdogStartsWithTheRunnersDefaults(t *testing.T) {
	if defaultWatchdogSettings != watchdog.DefaultSettings {
		t.Fatalf("the runner's defaults are %+v, a watchdog starts with %+v", defaultWatchdogSettings, watchdog.DefaultSettings)
	}
}
