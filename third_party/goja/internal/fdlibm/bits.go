// Package fdlibm computes the elementary functions of JavaScript's Math
// object bit for bit as V8 11.3 (Node 20) does: V8 carries a port of
// Sun's fdlibm (its src/base/ieee754.cc), and a result whose last digit
// came from another library (Go's math, a C runtime's libm) differs from
// Node's on a sizeable share of arguments.
//
// The algorithms, their constants and their special cases are fdlibm's.
// Every product that feeds an addition is converted explicitly
// (float64(a*b)): Go may otherwise fuse it into a multiply-add (it does
// on arm64, and on amd64 with GOAMD64=v3), which rounds once where fdlibm
// rounds twice.
package fdlibm

import "math"

// high returns the more significant 32 bits of x, as fdlibm's
// GET_HIGH_WORD does (signed).
func high(x float64) int32 { return int32(math.Float64bits(x) >> 32) }

// low returns the less significant 32 bits of x.
func low(x float64) uint32 { return uint32(math.Float64bits(x)) }

// words builds a float64 from its two 32-bit halves.
func words(hi int32, lo uint32) float64 {
	return math.Float64frombits(uint64(uint32(hi))<<32 | uint64(lo))
}

// withLow replaces the less significant 32 bits of x.
func withLow(x float64, lo uint32) float64 {
	return math.Float64frombits(math.Float64bits(x)&0xFFFFFFFF00000000 | uint64(lo))
}

// withHigh replaces the more significant 32 bits of x.
func withHigh(x float64, hi int32) float64 {
	return math.Float64frombits(math.Float64bits(x)&0xFFFFFFFF | uint64(uint32(hi))<<32)
}

// Variables, not constants, where fdlibm combines two of its constants:
// Go evaluates an expression of constants exactly, where C rounds each
// operation to a double.
var (
	hugeV   = 1.0e300
	tinyV   = 1.0e-300
	piV     = pi
	pio2HiV = pio2Hi
	pio2LoV = pio2Lo
)
