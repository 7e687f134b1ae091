package main

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestDocCountsTheExpectedFailures checks the test262 figures that
// docs/guest.md states against testdata/test262/expectations.txt: the
// number of files that fail is the number listed there, and the passing
// and failing files add up to the total.
func TestDocCountsTheExpectedFailures(t *testing.T) {
	exp, err := readExpectations("../../testdata/test262/expectations.txt")
	if err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile("../../docs/guest.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(doc)), " ")
	m := regexp.MustCompile(`([\d,]+) of ([\d,]+) files pass .*? The (\d+) that fail are listed`).FindStringSubmatch(text)
	if m == nil {
		t.Fatal("docs/guest.md no longer states test262's figures as \"P of T files pass ... The F that fail are listed\"")
	}
	num := func(s string) int {
		n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	pass, total, fail := num(m[1]), num(m[2]), num(m[3])
	if fail != len(exp.files) {
		t.Errorf("docs/guest.md says %d files fail; expectations.txt lists %d", fail, len(exp.files))
	}
	if pass+fail != total {
		t.Errorf("docs/guest.md: %d pass and %d fail, but of %d", pass, fail, total)
	}
}
