package main

import (
	"os"
	"runtime/debug"
)

// defaultMemoryLimitMiB is the soft limit of the Go runtime's memory (its heap, stacks
// and tables). Without it the collector lets the heap grow to twice what is live
// before it runs, and what it frees stays resident until its slow return to the
// system: while an upload's master was made (an 18 MB decoded photo live) the server
// went past 130 MB under the hostile test. Near the limit the collector runs sooner
// and returns freed memory at once. Outside it: the program's code (about 25 MB
// resident) and the C-translated parts' memory, SQLite's page caches and the page
// renderer's engine (10-20 MB together), so the server stays near 90 MB (make hostile:
// under 96). What is live is about 5-10 MB, 25-35 MB while a master is made: well
// under the limit, so the collector runs more often near it, never without end.
const defaultMemoryLimitMiB = 48

// setMemoryLimit sets the runtime's soft memory limit to mib MiB (0: none), unless
// the GOMEMLIMIT environment variable sets one (the runtime reads it itself).
func setMemoryLimit(mib int64) {
	if os.Getenv("GOMEMLIMIT") != "" || mib <= 0 {
		return
	}
	debug.SetMemoryLimit(mib << 20)
}

// defaultGCPercent is the collector's target: it runs when the heap has grown by half
// of what was live at the last collection, not by all of it (the runtime's 100). The
// site's reads come from memory and allocate little, so the collector runs rarely
// either way. Measured with make bench's reads (the page renderer's engine closed): the
// server's peak resident memory went from 67 to 61 MB, their throughput down 7 to 17%
// (still above 30,000 a second for the pages).
const defaultGCPercent = 50

// setGCPercent sets the collector's target percent, unless the GOGC environment
// variable sets one (the runtime reads it itself).
func setGCPercent(percent int) {
	if os.Getenv("GOGC") != "" {
		return
	}
	debug.SetGCPercent(percent)
}
