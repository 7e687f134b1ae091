// Package sha256 is SHA-256 (FIPS 180-4) for the runner's fingerprints of
// a program (engine.ProgramHash), written out so that the runner does not
// link crypto/sha256.
//
// crypto/sha256 brings the standard library's FIPS 140 module with it:
// fourteen packages whose init functions run in every process, about
// 1.6 ms of a spawn here and some 170 kB of resident pages of the binary
// (docs/performance.md), for a hash a durable execution computes over a
// few kilobytes. The digest is the same; the tests check it against
// crypto/sha256.
package sha256

import (
	"encoding/binary"
	"math/bits"
)

// Size is the length of a digest in bytes.
const Size = 32

const blockSize = 64

// Digest is a running hash: Write the message in pieces, then Sum.
// The zero value is not ready; use New.
type Digest struct {
	h   [8]uint32
	buf [blockSize]byte
	n   int    // bytes in buf
	len uint64 // bytes written in all
}

// New returns a Digest with nothing written.
func New() *Digest {
	return &Digest{h: [8]uint32{
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
	}}
}

// Write adds p to the message. It never fails.
func (d *Digest) Write(p []byte) (int, error) {
	n := len(p)
	d.len += uint64(n)
	if d.n > 0 {
		c := copy(d.buf[d.n:], p)
		d.n += c
		p = p[c:]
		if d.n < blockSize {
			return n, nil
		}
		d.block(d.buf[:])
		d.n = 0
	}
	for len(p) >= blockSize {
		d.block(p[:blockSize])
		p = p[blockSize:]
	}
	d.n = copy(d.buf[:], p)
	return n, nil
}

// Sum returns the digest of what was written. d is left as it was, so
// more may be written after.
func (d *Digest) Sum() [Size]byte {
	c := *d
	// The padding: a 1 bit, zeros up to 8 bytes short of a block, and the
	// message's length in bits.
	var pad [blockSize + 8]byte
	pad[0] = 0x80
	k := (blockSize + 56 - c.n) % blockSize
	if k == 0 {
		k = blockSize
	}
	binary.BigEndian.PutUint64(pad[k:], c.len<<3)
	c.Write(pad[:k+8])
	var out [Size]byte
	for i, v := range c.h {
		binary.BigEndian.PutUint32(out[4*i:], v)
	}
	return out
}

// Sum returns the SHA-256 digest of data.
func Sum(data []byte) [Size]byte {
	d := New()
	d.Write(data)
	return d.Sum()
}

// k are the round constants: the first 32 bits of the fractional parts of
// the cube roots of the first 64 primes.
var k = [64]uint32{
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
	0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
	0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
	0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
	0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
	0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
}

// block runs the compression function over one 64-byte block.
func (d *Digest) block(p []byte) {
	var w [64]uint32
	for t := 0; t < 16; t++ {
		w[t] = binary.BigEndian.Uint32(p[4*t:])
	}
	for t := 16; t < 64; t++ {
		s0 := bits.RotateLeft32(w[t-15], -7) ^ bits.RotateLeft32(w[t-15], -18) ^ w[t-15]>>3
		s1 := bits.RotateLeft32(w[t-2], -17) ^ bits.RotateLeft32(w[t-2], -19) ^ w[t-2]>>10
		w[t] = s1 + w[t-7] + s0 + w[t-16]
	}
	a, b, c, dd, e, f, g, h := d.h[0], d.h[1], d.h[2], d.h[3], d.h[4], d.h[5], d.h[6], d.h[7]
	for t := 0; t < 64; t++ {
		t1 := h + (bits.RotateLeft32(e, -6) ^ bits.RotateLeft32(e, -11) ^ bits.RotateLeft32(e, -25)) + (e&f ^ ^e&g) + k[t] + w[t]
		t2 := (bits.RotateLeft32(a, -2) ^ bits.RotateLeft32(a, -13) ^ bits.RotateLeft32(a, -22)) + (a&b ^ a&c ^ b&c)
		h, g, f, e, dd, c, b, a = g, f, e, dd+t1, c, b, a, t1+t2
	}
	d.h[0] += a
	d.h[1] += b
	d.h[2] += c
	d.h[3] += dd
	d.h[4] += e
	d.h[5] += f
	d.h[6] += g
	d.h[7] += h
}
