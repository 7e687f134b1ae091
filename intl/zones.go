package intl

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	_ "embed"
	"io"
	"sync"
	"time"
)

// Zones are loaded from the tz database embedded here, never from the file
// system. time.LoadLocation looks in /usr/share/zoneinfo and three other
// directories before the data time/tzdata embeds, so a zone name a guest
// gave (Intl's timeZone option) became a path the runner opened: with the
// walls off, or where Landlock is missing, the guest chose which files
// under those directories the runner read. Here a name is only a key.
//
// data/zoneinfo.zip.gz is Go's own $GOROOT/lib/time/zoneinfo.zip (the data
// time/tzdata is built from), gzipped; `go generate ./intl` rewrites it from
// the Go that builds, so the zones move with the Go release as time.Local's
// do.
//
//go:generate sh -c "gzip -9n < \"$(go env GOROOT)/lib/time/zoneinfo.zip\" > data/zoneinfo.zip.gz"
//go:embed data/zoneinfo.zip.gz
var zoneinfoGz []byte

// zoneArchive is the unzipped archive, read at the first zone looked up
// (about a millisecond), so a process that never names a zone pays nothing.
var zoneArchive = sync.OnceValue(func() map[string]*zip.File {
	zr, err := gzip.NewReader(bytes.NewReader(zoneinfoGz))
	if err != nil {
		return nil
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil
	}
	ar, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
	if err != nil {
		return nil
	}
	files := make(map[string]*zip.File, len(ar.File))
	for _, f := range ar.File {
		files[f.Name] = f
	}
	return files
})

var zoneCache struct {
	sync.Mutex
	m map[string]*time.Location
}

// loadLocation is time.LoadLocation over the embedded database only. Names
// are case-sensitive keys, as in the database; "UTC" and "" are time.UTC.
func loadLocation(name string) (*time.Location, error) {
	if name == "" || name == "UTC" {
		return time.UTC, nil
	}
	zoneCache.Lock()
	defer zoneCache.Unlock()
	if loc, ok := zoneCache.m[name]; ok {
		return loc, nil
	}
	f, ok := zoneArchive()[name]
	if !ok {
		return nil, errUnknownZone(name)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(rc)
	rc.Close()
	if err != nil {
		return nil, err
	}
	loc, err := time.LoadLocationFromTZData(name, data)
	if err != nil {
		return nil, err
	}
	if zoneCache.m == nil {
		zoneCache.m = make(map[string]*time.Location)
	}
	zoneCache.m[name] = loc
	return loc, nil
}

type errUnknownZone string

func (e errUnknownZone) Error() string { return "unknown time zone " + string(e) }
