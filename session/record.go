package session

// Recording (--record). The session reports the dispatcher's side of the
// traffic as it reads it; the caller records the runner's side from stdout
// (see transcript.Recorder.Tee), and whoever writes the done records that:
// the session through stdout when it writes the done itself, and the
// watchdog (watchdog.Configured.RecordDone) for a done it writes, one
// handed over included.

// Recorder receives the inbound traffic of a session for --record.
// transcript.Recorder implements it.
type Recorder interface {
	Inbound(line []byte)       // a line as read, without its ending
	InboundDropped(size int64) // a line dropped unread, being too long
	EOF()                      // stdin ended
}

// Nothing is recorded once the done is claimed: a line read after it is not
// part of the execution, and the watchdog may be appending a done at that
// moment.

func (s *session) recordInbound(line []byte) {
	if r := s.cfg.Record; r != nil && !s.done.Load() {
		r.Inbound(line)
	}
}

func (s *session) recordDropped(size int64) {
	if r := s.cfg.Record; r != nil && !s.done.Load() {
		r.InboundDropped(size)
	}
}

func (s *session) recordEOF() {
	if r := s.cfg.Record; r != nil && !s.done.Load() {
		r.EOF()
	}
}
