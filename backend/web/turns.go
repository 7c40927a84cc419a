package web

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Turns bound a piece of expensive work: at most total run at once, perNetwork of them
// for one client network (NetworkKey), and a request waits a while for its turn before
// it is answered 503.
type Turns struct{ counts *waitingCounts }

// NewTurns makes turns for total requests at once, perNetwork from one client network.
func NewTurns(total, perNetwork int) *Turns {
	return &Turns{counts: newWaitingCounts(total, perNetwork)}
}

// Take takes a turn for e's request, waiting up to wait (or until the request ends);
// false when none came. A taken turn is given back with Release.
func (t *Turns) Take(e *core.RequestEvent, wait time.Duration) bool {
	return t.counts.takeWithin(e.Request.Context(), NetworkKey(e.RealIP()), wait)
}

// Release gives back the turn e's request took.
func (t *Turns) Release(e *core.RequestEvent) {
	t.counts.release(NetworkKey(e.RealIP()))
}
