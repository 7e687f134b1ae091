//go:build linux && execbox_watchdog_program

package watchdog

import _ "embed"

// program is the executable of cmd/execbox-runner-watchdog for this
// platform. scripts/build.sh builds it and passes it to the runner's build
// with -overlay, as this file's neighbour: it is never written into the
// source tree, and a build with the tag but without the overlay fails here.
//
//go:embed execbox-runner-watchdog
var program []byte
