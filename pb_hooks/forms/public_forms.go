// Package forms binds the POSTs visitors send from the site's pages (contact, order
// requests, staff login): JSON only, from the site's own pages, bounded in bytes and per
// client and network.
package forms

import (
	"fmt"
	"mime"
	"net/http"
	"strconv"
	"time"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// MaxBytes bounds what a visitor's form may send (web.LimitBodies holds every
// public route to it).
const MaxBytes = web.PublicBodyBytes

// ClientLimitKeys bounds each limiter's table of clients (about 1.5 MB when full);
// when it is full of clients still spending their allowance, new ones share one.
const ClientLimitKeys = 10_000

// Limit is one allowance a public form counts each request against.
type Limit struct {
	Limiter *web.RateLimiter
	Key     func(ip string) string // the client's key: web.ClientKey or web.NetworkKey
	Refusal string
}

// Forms binds the site's public forms; Now is the time their limits count by, and
// LeadsPerNetworkPerHour what one network (IPv4 /24, IPv6 /48) may send of each form
// that stores what visitors send.
type Forms struct {
	Now                    func() time.Time
	LeadsPerNetworkPerHour int
}

// Public binds a POST that visitors send from the site's pages (contact, order
// requests, staff login), with what every such form needs: JSON only (a plain HTML form
// on another site can post text/plain without asking the browser's leave), only from the
// site's own pages, at most 64 KB, and at most perMinute a client (an IPv6 client counted
// by its /64).
func (s Forms) Public(r *router.Router[*core.RequestEvent], path string, perMinute int, handler func(e *core.RequestEvent) error) {
	s.Bind(r, path, handler, clientLimit(perMinute))
}

// Visitor is a Public form that stores what visitors send (a lead), so is also
// limited per network: LeadsPerNetworkPerHour an IPv4 /24 or IPv6 /48.
func (s Forms) Visitor(r *router.Router[*core.RequestEvent], path string, perMinute int, handler func(e *core.RequestEvent) error) {
	s.Bind(r, path, handler, VisitorLimits(perMinute, s.LeadsPerNetworkPerHour)...)
}

// VisitorLimits are a Visitor form's allowances: perMinute a client, perNetworkPerHour a network.
func VisitorLimits(perMinute, perNetworkPerHour int) []Limit {
	return []Limit{clientLimit(perMinute), {
		Limiter: web.NewRateLimiter(perNetworkPerHour, time.Hour, ClientLimitKeys),
		Key:     web.NetworkKey, Refusal: "Too many requests from your network",
	}}
}

func clientLimit(perMinute int) Limit {
	return Limit{Limiter: web.NewRateLimiter(perMinute, time.Minute, ClientLimitKeys), Key: web.ClientKey, Refusal: "Too many requests"}
}

// Bind binds a public form's POST with the given allowances.
func (s Forms) Bind(r *router.Router[*core.RequestEvent], path string, handler func(e *core.RequestEvent) error, limits ...Limit) {
	r.POST(path, func(e *core.RequestEvent) error {
		if !isJSONRequest(e.Request) {
			return web.APIError(http.StatusUnsupportedMediaType, "Content-Type must be application/json", nil)
		}
		if !web.CameFromTheSite(e) {
			return web.Forbidden("Cross-origin request refused")
		}
		now := s.Now()
		for _, l := range limits {
			if ok, wait := l.Limiter.Allow(l.Key(e.RealIP()), now); !ok {
				return TooManyRequests(e, wait, l.Refusal)
			}
		}
		return handler(e)
	})
}

func isJSONRequest(r *http.Request) bool {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mediaType == "application/json"
}

// TooManyRequests answers 429 with Retry-After and "{what}. Please try again in {wait}."
func TooManyRequests(e *core.RequestEvent, wait time.Duration, what string) error {
	seconds := int(wait.Round(time.Second).Seconds())
	seconds = max(seconds, 1)
	e.Response.Header().Set("Retry-After", strconv.Itoa(seconds))
	return web.APIError(http.StatusTooManyRequests, fmt.Sprintf("%s. Please try again in %s.", what, HumanWait(seconds)), nil)
}

// HumanWait is "1 second", "45 seconds", "2 minutes" (rounded up).
func HumanWait(seconds int) string {
	switch {
	case seconds == 1:
		return "1 second"
	case seconds < 60:
		return strconv.Itoa(seconds) + " seconds"
	case seconds <= 60:
		return "1 minute"
	default:
		return strconv.Itoa((seconds+59)/60) + " minutes"
	}
}
