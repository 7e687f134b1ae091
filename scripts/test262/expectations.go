package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// expectations is the checked-in list of files expected to fail. The file
// is Markdown-like text: a line "## reason" starts a group, the paths
// under it fail for that reason, and lines starting with "#" alone are
// comments. Every listed file has a reason.
type expectations struct {
	header []string          // the comment lines before the first group
	order  []string          // the reasons, in the file's order
	files  map[string]string // file -> reason
}

func readExpectations(path string) (*expectations, error) {
	exp := &expectations{files: make(map[string]string)}
	f, err := os.Open(path)
	if err != nil {
		return exp, err
	}
	defer f.Close()
	return exp, exp.read(f, path)
}

func (e *expectations) read(r io.Reader, name string) error {
	sc := bufio.NewScanner(r)
	reason := ""
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(line, "## "):
			reason = strings.TrimSpace(line[3:])
			e.order = append(e.order, reason)
		case line == "" || strings.HasPrefix(line, "#"):
			if reason == "" {
				e.header = append(e.header, sc.Text())
			}
		default:
			if reason == "" {
				return fmt.Errorf("%s:%d: %s has no reason (no \"## reason\" line above it)", name, n, line)
			}
			if prev, dup := e.files[line]; dup {
				return fmt.Errorf("%s:%d: %s is listed twice (also under %q)", name, n, line, prev)
			}
			e.files[line] = reason
		}
	}
	return sc.Err()
}

// untriaged heads the group -update adds new failures to; a person moves
// each to a group that says why it fails.
const untriaged = "untriaged: new failures, to be given a reason"

// update rewrites the file: listed files that were run and passed (or
// were skipped) go, files that were run and failed unlisted are added
// under the untriaged heading; files not run this time stay as they are.
func (e *expectations) update(path string, got map[string]result, ran []string) error {
	for _, f := range ran {
		r := got[f]
		_, listed := e.files[f]
		switch {
		case failed(r) && !listed:
			if _, ok := e.groupFiles()[untriaged]; !ok {
				e.order = append(e.order, untriaged)
			}
			e.files[f] = untriaged
		case !failed(r) && listed:
			delete(e.files, f)
		}
	}
	var b strings.Builder
	for _, h := range e.header {
		b.WriteString(h + "\n")
	}
	groups := e.groupFiles()
	for _, reason := range e.order {
		files := groups[reason]
		if len(files) == 0 {
			continue
		}
		sort.Strings(files)
		fmt.Fprintf(&b, "## %s\n", reason)
		for _, f := range files {
			b.WriteString(f + "\n")
		}
		b.WriteString("\n")
	}
	return os.WriteFile(path, []byte(strings.TrimRight(b.String(), "\n")+"\n"), 0o644)
}

func (e *expectations) groupFiles() map[string][]string {
	g := make(map[string][]string)
	for f, r := range e.files {
		g[r] = append(g[r], f)
	}
	for _, r := range e.order {
		if _, ok := g[r]; !ok {
			g[r] = nil
		}
	}
	return g
}

func failed(r result) bool {
	return r.Status == "fail" || r.Status == "crash" || r.Status == "timeout"
}

// report is a run held against the expectations.
type report struct {
	rows       map[string]*row // by folder
	total      row
	unexpected []result // failed, not listed
	stale      []string // listed, passed
}

type row struct{ passed, failed, expected, skipped, crashed int }

func compare(got map[string]result, exp *expectations) *report {
	rep := &report{rows: make(map[string]*row)}
	names := make([]string, 0, len(got))
	for n := range got {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		r := got[n]
		_, listed := exp.files[n]
		for _, k := range []*row{rep.row(folder(n, 2)), rep.row(folder(n, 3)), &rep.total} {
			switch {
			case r.Status == "skip":
				k.skipped++
			case failed(r):
				k.failed++
				if listed {
					k.expected++
				}
				if r.Status != "fail" {
					k.crashed++
				}
			default:
				k.passed++
			}
		}
		switch {
		case failed(r) && !listed:
			rep.unexpected = append(rep.unexpected, r)
		case r.Status == "pass" && listed:
			rep.stale = append(rep.stale, n)
		}
	}
	return rep
}

func (rep *report) row(name string) *row {
	r := rep.rows[name]
	if r == nil {
		r = &row{}
		rep.rows[name] = r
	}
	return r
}

// folder is the first depth parts of a test's path: folder("test/built-ins/Array/x.js", 2)
// is "test/built-ins".
func folder(name string, depth int) string {
	parts := strings.Split(name, "/")
	if len(parts) > depth {
		parts = parts[:depth]
	}
	return strings.Join(parts, "/")
}

func (rep *report) print(w io.Writer, deep bool) {
	fmt.Fprintf(w, "| folder | passed | failed (expected) | skipped | pass rate |\n|---|---:|---:|---:|---:|\n")
	names := make([]string, 0, len(rep.rows))
	for n := range rep.rows {
		if strings.Count(n, "/") == 1 || deep {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		r := rep.rows[n]
		fmt.Fprintf(w, "| %s | %d | %d (%d) | %d | %s |\n", n, r.passed, r.failed, r.expected, r.skipped, rate(r))
	}
	t := rep.total
	fmt.Fprintf(w, "| all | %d | %d (%d) | %d | %s |\n", t.passed, t.failed, t.expected, t.skipped, rate(&t))
	if t.crashed > 0 {
		fmt.Fprintf(w, "%d of the failures crashed the worker or ran out of time\n", t.crashed)
	}
	if len(rep.unexpected) > 0 {
		fmt.Fprintf(w, "\n%d failures not in the expectations file:\n", len(rep.unexpected))
		for _, r := range rep.unexpected {
			fmt.Fprintf(w, "  %s: %s: %s\n", r.File, r.Status, r.Detail)
		}
	}
	if len(rep.stale) > 0 {
		fmt.Fprintf(w, "\n%d files in the expectations file now pass (remove them, or run with -update):\n", len(rep.stale))
		for _, n := range rep.stale {
			fmt.Fprintf(w, "  %s\n", n)
		}
	}
}

func rate(r *row) string {
	if r.passed+r.failed == 0 {
		return "-"
	}
	return fmt.Sprintf("%.2f%%", 100*float64(r.passed)/float64(r.passed+r.failed))
}

func (rep *report) summary() string {
	t := rep.total
	return fmt.Sprintf("test262: %d passed, %d failed (%d expected), %s", t.passed, t.failed, t.expected, rate(&t))
}
