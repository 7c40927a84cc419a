package web

import (
	"sync"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/time/rate"
)

// RateLimiter allows each key a number of events per period (all of them at once at
// most). Its table of keys is bounded: past maxKeys the key seen longest ago is
// forgotten, which only ever gives that client a fresh allowance, so a flood of new
// keys costs a fixed amount of memory.
type RateLimiter struct {
	mu    sync.Mutex
	every rate.Limit
	burst int
	keys  *lru.Cache[string, *rate.Limiter]
}

// NewRateLimiter allows events per period to each of at most maxKeys keys.
func NewRateLimiter(events int, period time.Duration, maxKeys int) *RateLimiter {
	keys, err := lru.New[string, *rate.Limiter](maxKeys)
	if err != nil {
		panic(err) // maxKeys <= 0: a programming error
	}
	return &RateLimiter{every: rate.Limit(float64(events) / period.Seconds()), burst: events, keys: keys}
}

// Allow takes one event for key at now; when none is left it takes nothing and says
// how long until one is.
func (l *RateLimiter) Allow(key string, now time.Time) (ok bool, retryAfter time.Duration) {
	l.mu.Lock()
	limiter, found := l.keys.Get(key)
	if !found {
		limiter = rate.NewLimiter(l.every, l.burst)
		l.keys.Add(key, limiter)
	}
	l.mu.Unlock()
	reservation := limiter.ReserveN(now, 1)
	if delay := reservation.DelayFrom(now); delay > 0 {
		reservation.CancelAt(now)
		return false, delay
	}
	return true, 0
}
