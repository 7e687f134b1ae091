module github.com/evanw/esbuild

// execbox's copy (PATCHES.md): Go 1.21 for sync.OnceValue, and no
// golang.org/x/sys, which only the file-system package (not carried) used.
go 1.21
