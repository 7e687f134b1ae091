//go:build race

package goja

// raceEnabled: the race detector changes what allocates (sync.Pool drops
// a share of what is put back, so Go's regexp builds fresh machines), and
// allocation counts taken under it mean nothing.
const raceEnabled = true
