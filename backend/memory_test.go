package main

import (
	"math"
	"runtime/debug"
	"testing"
)

func TestMemoryLimit(t *testing.T) {
	t.Cleanup(func() { debug.SetMemoryLimit(math.MaxInt64) })
	t.Setenv("GOMEMLIMIT", "")
	setMemoryLimit(defaultMemoryLimitMiB)
	if got := debug.SetMemoryLimit(-1); got != defaultMemoryLimitMiB<<20 {
		t.Errorf("limit %d, want %d", got, defaultMemoryLimitMiB<<20)
	}

	debug.SetMemoryLimit(math.MaxInt64)
	setMemoryLimit(0)
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("--memoryLimit=0 set a limit of %d", got)
	}

	t.Setenv("GOMEMLIMIT", "200MiB") // read by the runtime at start; the program leaves it
	setMemoryLimit(defaultMemoryLimitMiB)
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("with GOMEMLIMIT set, the program set a limit of %d", got)
	}
}

func TestGCPercent(t *testing.T) {
	t.Cleanup(func() { debug.SetGCPercent(100) })
	t.Setenv("GOGC", "")
	setGCPercent(defaultGCPercent)
	if got := debug.SetGCPercent(100); got != defaultGCPercent {
		t.Errorf("GC percent %d, want %d", got, defaultGCPercent)
	}

	t.Setenv("GOGC", "200") // read by the runtime at start; the program leaves it
	setGCPercent(defaultGCPercent)
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("with GOGC set, the program set %d", got)
	}
}
