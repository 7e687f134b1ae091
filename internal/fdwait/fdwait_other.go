//go:build !linux

package fdwait

import "errors"

// Supported says Readable works here: it does not, and callers wait in Go's
// poller instead.
const Supported = false

// Readable is not implemented here.
func Readable(a, b int) (aReady, bReady bool, err error) {
	return false, false, errors.New("fdwait: not supported on this system")
}
