package sha256

import (
	std "crypto/sha256"
	"encoding/hex"
	"math/rand/v2"
	"testing"
)

// TestKnownDigests checks FIPS 180-4's own examples and the empty message.
func TestKnownDigests(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
		{"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
		{"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
	} {
		got := Sum([]byte(c.in))
		if hex.EncodeToString(got[:]) != c.want {
			t.Errorf("Sum(%q) = %x, want %s", c.in, got, c.want)
		}
	}
}

// TestSameAsCrypto compares the digest with crypto/sha256's for every
// length across several blocks (each place the padding can fall) and for
// the message written in random pieces, Sum taken midway included.
func TestSameAsCrypto(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	msg := make([]byte, 1000)
	for i := range msg {
		msg[i] = byte(r.Uint32())
	}
	for n := 0; n <= len(msg); n++ {
		if got, want := Sum(msg[:n]), std.Sum256(msg[:n]); got != want {
			t.Fatalf("length %d: %x, want %x", n, got, want)
		}
	}
	for trial := 0; trial < 200; trial++ {
		d := New()
		n := r.IntN(len(msg) + 1)
		for off := 0; off < n; {
			step := min(n-off, r.IntN(130))
			d.Write(msg[off : off+step])
			off += step
			if r.IntN(4) == 0 {
				if got, want := d.Sum(), std.Sum256(msg[:off]); got != want {
					t.Fatalf("midway at %d of %d: %x, want %x", off, n, got, want)
				}
			}
		}
		if got, want := d.Sum(), std.Sum256(msg[:n]); got != want {
			t.Fatalf("in pieces, length %d: %x, want %x", n, got, want)
		}
	}
}
