//go:build !linux

package engine

// adviseHugePages does nothing outside Linux; see hugepages_linux.go.
func adviseHugePages(mapped int64) {}
