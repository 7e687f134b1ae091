package ftoa

import (
	"bufio"
	"compress/gzip"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestFToBaseStr(t *testing.T) {
	if s := FToBaseStr(0.8466400793967279, 36); s != "0.uh8u81s3fz" {
		t.Fatal(s)
	}
}

// TestFToBaseStrMatchesV8 checks every line of testdata/radix.txt.gz,
// what Node 20 printed for a sample of doubles in every radix but 10
// (recorded by testdata/radix.mjs).
func TestFToBaseStrMatchesV8(t *testing.T) {
	f, err := os.Open("testdata/radix.txt.gz")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<20)
	lines, bad := 0, 0
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) != 3 {
			t.Fatalf("line %d: %q", lines+1, sc.Text())
		}
		lines++
		b, err1 := strconv.ParseUint(fields[0], 16, 64)
		radix, err2 := strconv.Atoi(fields[1])
		if err1 != nil || err2 != nil {
			t.Fatalf("line %d: %q", lines, sc.Text())
		}
		num := math.Float64frombits(b)
		if got := FToBaseStr(num, radix); got != fields[2] {
			if bad++; bad <= 20 {
				t.Errorf("(%v).toString(%d) = %s, V8 gives %s", num, radix, got, fields[2])
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if lines < 10000 {
		t.Fatalf("only %d lines", lines)
	}
	if bad > 0 {
		t.Errorf("%d of %d differ", bad, lines)
	}
}
