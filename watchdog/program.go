//go:build !(linux && execbox_watchdog_program)

package watchdog

// program is the watchdog program's executable, when the build embeds it
// (program_embedded.go); this build does not, and the runner starts its
// own executable again as its watchdog.
var program []byte
