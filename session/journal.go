package session

import (
	"encoding/json"
	"strconv"

	"github.com/execbox/execbox-runner/engine"
	"github.com/execbox/execbox-runner/ndjson"
)

// The wire form of durable executions' journals (docs/protocol.md,
// "Durable executions"; engine/journal.go has the design). A durable
// execution's started, tool_call and done lines carry a journal member:
// the entries recorded since the previous line. A resume is an execute
// whose durable member carries the entries, in order, of every earlier
// line.

// durableRequest is an execute's durable member.
type durableRequest struct {
	// Journal is the journal to resume from, begin entry first; nil for a
	// fresh durable execution.
	Journal []engine.Entry
}

// knownDurable are the known members of the durable member.
var knownDurable = []string{"journal"}

// knownEntry lists the known members of an entry of kind, and whether the
// kind is known. A switch rather than a package-level map, which every
// start of the binary would build, the watchdog's too.
func knownEntry(kind string) ([]string, bool) {
	switch kind {
	case engine.EntryBegin:
		return []string{"kind", "version", "seed", "program"}, true
	case engine.EntryCall:
		return []string{"kind", "callId", "providerName", "safeToolName", "input"}, true
	case engine.EntryResult:
		return []string{"kind", "callId", "ok", "result", "error", "inTurn"}, true
	case engine.EntryTimer:
		return []string{"kind", "id"}, true
	case engine.EntryClock:
		return []string{"kind", "ms", "n", "step"}, true
	}
	return nil, false
}

// decodeDurable reads an execute's durable member.
func decodeDurable(raw json.RawMessage, m *inbound, p *problems) *durableRequest {
	const at = "execute.durable"
	if k := kind(raw); k != "object" {
		p.add("%s must be an object, not %s", at, k)
		return nil
	}
	f, names, err := scan(raw)
	if err != nil {
		p.add("%s: %v", at, err)
		return nil
	}
	m.noteUnknown(at, names, knownDurable)
	d := &durableRequest{}
	jraw, present := f["journal"]
	if !present {
		return d
	}
	if k := kind(jraw); k != "array" {
		p.add("%s.journal must be an array, not %s", at, k)
		return d
	}
	before := p.n
	i := 0
	// A journal may hold many thousands of entries: it is walked as it is,
	// without encoding/json (which would check it all over again).
	err = ndjson.Array(jraw, func(eraw []byte) {
		n := i
		i++
		en, ok := decodeEntry(eraw, at+".journal["+strconv.Itoa(n)+"]", m, p)
		if !ok {
			return
		}
		if (n == 0) != (en.Kind == engine.EntryBegin) {
			if n == 0 {
				p.add("%s.journal[0] must be the begin entry, not %s", at, en.Kind)
			} else {
				p.add("%s.journal[%d] is a second begin entry", at, n)
			}
			return
		}
		d.Journal = append(d.Journal, en)
	})
	if err != nil {
		p.add("%s.journal: %v", at, err)
	} else if i == 0 {
		p.add("%s.journal is empty: a journal starts with its begin entry", at)
	}
	if p.n != before {
		d.Journal = nil
	}
	return d
}

// decodeEntry reads one journal entry at path at.
func decodeEntry(raw json.RawMessage, at string, m *inbound, p *problems) (engine.Entry, bool) {
	var en engine.Entry
	if k := kind(raw); k != "object" {
		p.add("%s must be an object, not %s", at, k)
		return en, false
	}
	f, names, err := scan(raw)
	if err != nil {
		p.add("%s: %v", at, err)
		return en, false
	}
	if err := stringField(f, at, "kind", &en.Kind); err != nil {
		p.addErr(err)
		return en, false
	}
	known, ok := knownEntry(en.Kind)
	if !ok {
		p.add("%s.kind %q is not a kind of journal entry", at, en.Kind)
		return en, false
	}
	m.noteUnknown(at, names, known)
	before := p.n
	integer := func(name string, dst *int64, required bool) {
		v, present := f[name]
		if !present {
			if required {
				p.add("%s.%s is missing", at, name)
			}
			return
		}
		n, err := strconv.ParseInt(string(v), 10, 64)
		if err != nil {
			p.add("%s.%s must be an integer", at, name)
		}
		*dst = n
	}
	switch en.Kind {
	case engine.EntryBegin:
		var version int64
		integer("version", &version, true)
		if p.n == before && version != engine.JournalVersion {
			p.add("%s.version %d is not a journal version this runner reads (it reads %d)", at, version, engine.JournalVersion)
		}
		en.Version = int(version)
		var seed string
		if err := stringField(f, at, "seed", &seed); err != nil {
			p.addErr(err)
		} else if en.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
			p.add("%s.seed must be a decimal integer below 2^64", at)
		}
		p.addErr(stringField(f, at, "program", &en.Program))
	case engine.EntryCall:
		c := &en.Call
		p.addErr(stringField(f, at, "callId", &c.CallID))
		p.addErr(stringField(f, at, "providerName", &c.Provider))
		p.addErr(stringField(f, at, "safeToolName", &c.Name))
		if v, present := f["input"]; present {
			c.Input = v
		}
	case engine.EntryResult:
		var tr inbound
		if err := decodeToolResult(f, &tr); err != nil {
			p.add("%s: %s", at, err.Error())
		} else if tr.Malformed != "" {
			p.add("%s: %s", at, tr.Malformed)
		}
		en.CallID, en.Result = tr.CallID, tr.Result
		if v, present := f["inTurn"]; present {
			if kind(v) != "boolean" {
				p.add("%s.inTurn must be a boolean", at)
			}
			en.InTurn = v[0] == 't'
		}
	case engine.EntryTimer:
		integer("id", &en.Timer, true)
	case engine.EntryClock:
		en.N = 1
		integer("ms", &en.Ms, true)
		integer("n", &en.N, false)
		integer("step", &en.Step, false)
		if en.N < 1 {
			p.add("%s.n must be at least 1", at)
		}
	}
	return en, p.n == before
}

// appendJournal appends a journal member holding entries to dst, a line
// still open for members.
func appendJournal(dst []byte, entries []engine.Entry) []byte {
	dst = append(dst, `,"journal":[`...)
	for i, en := range entries {
		if i > 0 {
			dst = append(dst, ',')
		}
		dst = appendEntry(dst, en)
	}
	return append(dst, ']')
}

// appendEntry appends one entry in its wire form.
func appendEntry(dst []byte, en engine.Entry) []byte {
	dst = append(dst, `{"kind":`...)
	dst = ndjson.AppendString(dst, en.Kind)
	switch en.Kind {
	case engine.EntryBegin:
		dst = append(dst, `,"version":`...)
		dst = strconv.AppendInt(dst, int64(en.Version), 10)
		dst = append(dst, `,"seed":"`...)
		dst = strconv.AppendUint(dst, en.Seed, 10)
		dst = append(dst, `","program":`...)
		dst = ndjson.AppendString(dst, en.Program)
	case engine.EntryCall:
		dst = appendCallMembers(append(dst, ','), en.Call)
	case engine.EntryResult:
		dst = append(dst, `,"callId":`...)
		dst = ndjson.AppendString(dst, en.CallID)
		if r := en.Result; r.Err != nil {
			dst = append(dst, `,"ok":false,"error":{"code":`...)
			dst = ndjson.AppendString(dst, string(r.Err.Code))
			dst = append(dst, `,"message":`...)
			dst = ndjson.AppendString(dst, r.Err.Message)
			dst = append(dst, '}')
		} else {
			dst = append(dst, `,"ok":true`...)
			if r.Result != nil {
				dst = append(dst, `,"result":`...)
				dst = append(dst, r.Result...)
			}
		}
		if en.InTurn {
			dst = append(dst, `,"inTurn":true`...)
		}
	case engine.EntryTimer:
		dst = append(dst, `,"id":`...)
		dst = strconv.AppendInt(dst, en.Timer, 10)
	case engine.EntryClock:
		dst = append(dst, `,"ms":`...)
		dst = strconv.AppendInt(dst, en.Ms, 10)
		if en.N > 1 {
			dst = append(dst, `,"n":`...)
			dst = strconv.AppendInt(dst, en.N, 10)
			dst = append(dst, `,"step":`...)
			dst = strconv.AppendInt(dst, en.Step, 10)
		}
	}
	return append(dst, '}')
}

// durableStart prepares a durable execution: the seed (the journal's, or
// --seed's, or a fresh one), the engine's settings, and the started line
// with its journal member: the begin entry of a fresh execution, nothing
// new for a resumed one.
func (s *session) durableStart(req *executeRequest, started []byte) (*engine.Durable, []byte) {
	s.durable = true
	var d engine.Durable
	var fresh []engine.Entry
	if j := req.Durable.Journal; len(j) > 0 {
		d.Seed = j[0].Seed
		d.Replay = j[1:]
	} else {
		d.Seed = engine.NewSeed()
		if s.cfg.Engine.Seeded {
			d.Seed = s.cfg.Engine.Seed
		}
		fresh = []engine.Entry{{
			Kind: engine.EntryBegin, Version: engine.JournalVersion,
			Seed: d.Seed, Program: engine.ProgramHash(req.Code, req.Providers),
		}}
	}
	return &d, append(appendJournal(started[:len(started)-1], fresh), '}')
}

// withJournal adds the journal entries recorded since the last line to
// line, a complete JSON object, in a durable execution.
func (s *session) withJournal(line []byte) []byte {
	if !s.durable || len(line) == 0 {
		return line
	}
	line = appendJournal(line[:len(line)-1], s.eng.TakeJournal())
	return append(line, '}')
}
