//go:build !linux && !darwin

package engine

// PeakResidentBytes returns 0 where the peak resident memory cannot be
// read: the memory watch then checks the heap only.
func PeakResidentBytes() int64 { return 0 }
