//go:build linux && !amd64 && !arm64

package watchdog

// sysMemfdCreate is unknown here: the shared page lives in a temporary file.
const sysMemfdCreate = -1
