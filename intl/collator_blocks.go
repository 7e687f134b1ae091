package intl

import (
	"compress/flate"
	"io"
	"strings"
)

// blockFile is a collation table of intl/data/collation, read in place:
// its entries by code point in blocks of 1<<hanBlockBits, each deflated
// on its own (scripts/cldr/generate-collation.mjs writes them), so that a
// comparison decodes only the blocks of the code points it meets.
type blockFile struct {
	name   string
	data   string
	prims  uint32 // how many primaries its entries take (Han's tables)
	header uint32 // a language's Han: how many primaries the root's has
	n      int    // blocks
}

// openBlockFile reads a file's header: three little-endian uint32s
// (prims, header, n), then n+1 offsets where the blocks begin and end.
func openBlockFile(name, d string) blockFile {
	f := blockFile{name: name, data: d}
	f.n = int(f.u32(2))
	f.u32(3 + f.n) // the end offset is there
	f.prims, f.header = f.u32(0), f.u32(1)
	return f
}

func (f *blockFile) u32(i int) uint32 {
	d := f.data
	if len(d) < 4*i+4 {
		panic("intl: collation table " + f.name + " corrupt")
	}
	return uint32(d[4*i]) | uint32(d[4*i+1])<<8 | uint32(d[4*i+2])<<16 | uint32(d[4*i+3])<<24
}

// inflate is block k's entries, as varints to read.
func (f *blockFile) inflate(k int) *varints {
	v := &varints{name: f.name}
	start, end := int(f.u32(3+k)), int(f.u32(4+k))
	if start == end {
		return v
	}
	if start > end || end > len(f.data) {
		v.corrupt()
	}
	src := strings.NewReader(f.data[start:end])
	zr, _ := flateReaders.Get().(io.ReadCloser)
	if zr == nil {
		zr = flate.NewReader(src)
	} else if err := zr.(flate.Resetter).Reset(src, nil); err != nil {
		v.corrupt()
	}
	b, err := io.ReadAll(zr)
	flateReaders.Put(zr)
	if err != nil {
		v.corrupt()
	}
	v.b = b
	return v
}

// varints reads a block's varints.
type varints struct {
	name string
	b    []byte
}

func (v *varints) more() bool { return len(v.b) > 0 }

func (v *varints) corrupt() { panic("intl: collation table " + v.name + " corrupt") }

func (v *varints) next() uint32 {
	var x uint32
	for shift := 0; len(v.b) > 0 && shift < 35; shift += 7 {
		c := v.b[0]
		v.b = v.b[1:]
		x |= uint32(c&0x7f) << shift
		if c < 0x80 {
			return x
		}
	}
	v.corrupt()
	return 0
}

// unzig undoes the zigzag encoding of a signed distance.
func unzig(z uint32) int32 {
	if z&1 != 0 {
		return -int32(z>>1) - 1
	}
	return int32(z >> 1)
}
