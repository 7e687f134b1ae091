// Package suggest finds the known name nearest to a misspelt one, for the
// "did you mean" of a diagnostic or an error message.
package suggest

import "strings"

// Closest returns the name in known nearest to name, when it is near
// enough to be a likely typo: a difference of case only, or an edit
// distance of at most two (or a third of name's length, for long names).
// It returns "" when nothing is that near. Ties go to the first in known.
func Closest(name string, known []string) string {
	lower := strings.ToLower(name)
	best, bestD := "", -1
	for _, k := range known {
		d := Distance(lower, strings.ToLower(k))
		if bestD < 0 || d < bestD {
			best, bestD = k, d
		}
	}
	if bestD >= 0 && bestD <= max(2, len(name)/3) && best != name {
		return best
	}
	return ""
}

// Distance is the Levenshtein distance between a and b, in bytes: the
// fewest insertions, deletions and substitutions that turn a into b.
func Distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
