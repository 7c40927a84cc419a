package main

import (
	"os"
	"runtime/debug"
)

// defaultMemoryLimitMiB is the soft limit of the Go runtime's memory (its heap, stacks
// and tables). Without it the collector lets the heap grow to twice what is live
// before it runs, and what it frees stays resident until its slow return to the
// system; with it, the collector runs sooner near the limit and returns freed memory at
// once. Outside it: the program's code (about 31 MB resident: code, its tables and the
// pages the kernel maps around them) and the C-translated parts' memory, SQLite's page
// caches and the page renderer's engines (10-15 MB). What is live is about 10 MB, 20-28
// MB while a master is made (the original shrunk on load, media.decodeOriginal) and a
// catalogue's answer is built. At 48 MiB the heap stayed near the limit and the server
// peaked at 93-102 MB under make test-hostile; at 36, with the shrink on load, 82-83 MB.
const defaultMemoryLimitMiB = 36

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
