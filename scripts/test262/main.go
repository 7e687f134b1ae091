// Command test262 runs tc39/test262, the ECMAScript specification's own
// test suite, against the guest environment of the runner's engine (the
// carried goja with everything engine.New installs), and compares the
// failures with a checked-in list of expected ones.
//
//	go run ./scripts/test262 -root DIR [-j N] [-update] [-dirs] [PATH...]
//
// DIR is a checkout of tc39/test262 (the Makefile's test262 target names
// the commit the expectations were made at). PATHs are folders or files
// relative to DIR; the default is the three the runner answers for:
// test/language, test/built-ins and test/annexB.
//
// Each file runs in a worker process (this same program with -worker), so
// that a crash of the Go runtime costs one file, reported as a crash, and
// not the rest of the run. A file passes when every mode it runs in
// (non-strict and strict, as its flags say) passes. The last line printed
// is
//
//	test262: P passed, F failed (E expected), R%
//
// where E counts the failures the expectations file lists, each with its
// reason. The exit status is 1 when a failure is not listed, or a listed
// file now passes (remove it, or run with -update), so the list stays
// true.
package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"
)

func main() { os.Exit(run()) }

func run() int {
	var (
		root     = flag.String("root", "", "the test262 checkout")
		expect   = flag.String("expect", "testdata/test262/expectations.txt", "the expected failures, each with its reason")
		jobs     = flag.Int("j", runtime.NumCPU(), "worker processes")
		update   = flag.Bool("update", false, "rewrite the expectations file: drop files that pass, add new failures under an untriaged heading")
		dirs     = flag.Bool("dirs", false, "print a row for each folder two levels down, not only each top-level one")
		results  = flag.String("results", "", "write every file's result to this file, one JSON line each")
		commit   = flag.String("commit", "", "the test262 commit the expectations were made at (a warning if the checkout differs)")
		isWorker = flag.Bool("worker", false, "run files named on stdin (internal)")
		limit    = flag.Duration("limit", 20*time.Second, "time allowed to one run of a file before it is interrupted")
	)
	flag.Parse()
	if *isWorker {
		if err := worker(*root, os.Stdin, os.Stdout, *limit); err != nil {
			fmt.Fprintln(os.Stderr, "test262 worker:", err)
			return 1
		}
		return 0
	}
	if *root == "" {
		fmt.Fprintln(os.Stderr, "test262: -root DIR is required")
		return 2
	}
	if *commit != "" {
		if out, err := exec.Command("git", "-C", *root, "rev-parse", "HEAD").Output(); err == nil {
			if head := strings.TrimSpace(string(out)); head != *commit {
				fmt.Fprintf(os.Stderr, "test262: warning: %s is at %s; the expectations were made at %s\n", *root, head, *commit)
			}
		}
	}
	paths := flag.Args()
	if len(paths) == 0 {
		paths = []string{"test/language", "test/built-ins", "test/annexB"}
	}
	files, err := listFiles(*root, paths)
	if err != nil {
		fmt.Fprintln(os.Stderr, "test262:", err)
		return 2
	}
	exp, err := readExpectations(*expect)
	if err != nil && !(errors.Is(err, os.ErrNotExist) && *update) {
		fmt.Fprintln(os.Stderr, "test262:", err)
		return 2
	}
	start := time.Now()
	got := drive(*root, files, *jobs, *limit)
	if *results != "" {
		if err := writeResults(*results, got); err != nil {
			fmt.Fprintln(os.Stderr, "test262:", err)
			return 2
		}
	}
	rep := compare(got, exp)
	rep.print(os.Stdout, *dirs)
	fmt.Printf("(%d files in %.0f s)\n", len(files), time.Since(start).Seconds())
	if *update {
		if err := exp.update(*expect, got, files); err != nil {
			fmt.Fprintln(os.Stderr, "test262:", err)
			return 2
		}
		fmt.Println("rewrote", *expect)
	}
	fmt.Println(rep.summary())
	if !*update && (len(rep.unexpected) > 0 || len(rep.stale) > 0) {
		return 1
	}
	return 0
}

// listFiles returns the test files under paths, relative to root and
// sorted: every .js file but the fixtures other tests import.
func listFiles(root string, paths []string) ([]string, error) {
	var files []string
	for _, p := range paths {
		err := filepath.WalkDir(filepath.Join(root, p), func(path string, d os.DirEntry, err error) error {
			if err != nil {
				return err
			}
			name := d.Name()
			if d.IsDir() {
				if strings.HasPrefix(name, ".") {
					return filepath.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(name, ".js") && !strings.HasSuffix(name, "_FIXTURE.js") {
				rel, err := filepath.Rel(root, path)
				if err != nil {
					return err
				}
				files = append(files, filepath.ToSlash(rel))
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files)
	return files, nil
}

// drive hands the files to jobs worker processes and collects one result
// per file. A worker that dies (a fatal error of the Go runtime) or stays
// on one file past four times the per-run limit is replaced, and the file
// it had is a crash or a timeout.
func drive(root string, files []string, jobs int, limit time.Duration) map[string]result {
	self, err := os.Executable()
	if err != nil {
		panic(err)
	}
	queue := make(chan string)
	go func() {
		for _, f := range files {
			queue <- f
		}
		close(queue)
	}()
	var mu sync.Mutex
	got := make(map[string]result, len(files))
	done := 0
	record := func(r result) {
		mu.Lock()
		got[r.File] = r
		done++
		if done%2000 == 0 {
			fmt.Fprintf(os.Stderr, "test262: %d/%d\n", done, len(files))
		}
		mu.Unlock()
	}
	var wg sync.WaitGroup
	for i := 0; i < max(jobs, 1); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var w *workerProc
			for f := range queue {
				if w == nil {
					if w, err = startWorker(self, root, limit); err != nil {
						record(result{File: f, Status: "crash", Detail: "starting a worker: " + err.Error()})
						continue
					}
				}
				r, err := w.do(f, 4*limit+10*time.Second)
				if err != nil {
					r = result{File: f, Status: "crash", Detail: err.Error()}
					if errors.Is(err, errWorkerTimeout) {
						r.Status = "timeout"
					}
					w.kill()
					w = nil
				}
				record(r)
			}
			if w != nil {
				w.kill()
			}
		}()
	}
	wg.Wait()
	return got
}

var errWorkerTimeout = errors.New("no result in time: the worker was killed")

type workerProc struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tailBuffer
}

func startWorker(self, root string, limit time.Duration) (*workerProc, error) {
	cmd := exec.Command(self, "-worker", "-root", root, "-limit", limit.String())
	w := &workerProc{cmd: cmd, stderr: &tailBuffer{max: 2048}}
	cmd.Stderr = w.stderr
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	w.in, w.out = in, bufio.NewReaderSize(out, 1<<16)
	return w, nil
}

func (w *workerProc) do(file string, timeout time.Duration) (result, error) {
	type reply struct {
		r   result
		err error
	}
	ch := make(chan reply, 1)
	go func() {
		if _, err := io.WriteString(w.in, file+"\n"); err != nil {
			ch <- reply{err: err}
			return
		}
		line, err := w.out.ReadBytes('\n')
		if err != nil {
			ch <- reply{err: err}
			return
		}
		var r result
		err = json.Unmarshal(line, &r)
		ch <- reply{r, err}
	}()
	select {
	case rep := <-ch:
		if rep.err != nil {
			_ = w.cmd.Wait()
			return result{}, fmt.Errorf("the worker died: %s", w.stderr.firstLines(3))
		}
		return rep.r, nil
	case <-time.After(timeout):
		return result{}, errWorkerTimeout
	}
}

func (w *workerProc) kill() {
	_ = w.in.Close()
	if w.cmd.ProcessState == nil {
		_ = w.cmd.Process.Kill()
		_ = w.cmd.Wait()
	}
}

// tailBuffer keeps the first bytes a worker wrote to stderr (where the Go
// runtime says why it died), up to max.
type tailBuffer struct {
	mu  sync.Mutex
	buf []byte
	max int
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := b.max - len(b.buf); room > 0 {
		b.buf = append(b.buf, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (b *tailBuffer) firstLines(n int) string {
	b.mu.Lock()
	defer b.mu.Unlock()
	lines := strings.SplitN(strings.TrimSpace(string(b.buf)), "\n", n+1)
	return strings.Join(lines[:min(n, len(lines))], " | ")
}

func writeResults(path string, got map[string]result) error {
	names := make([]string, 0, len(got))
	for n := range got {
		names = append(names, n)
	}
	sort.Strings(names)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	for _, n := range names {
		if err := enc.Encode(got[n]); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
