package hooks

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

// maxPublicFormBytes bounds what a visitor's form may send (web.LimitBodies holds every
// public route to it).
const maxPublicFormBytes = web.PublicBodyBytes

// clientLimitKeys bounds each limiter's table of clients (about 1.5 MB when full);
// when it is full of clients still spending their allowance, new ones share one.
const clientLimitKeys = 10_000

// formLimit is one allowance a public form counts each request against.
type formLimit struct {
	limiter *web.RateLimiter
	key     func(ip string) string // the client's key: web.ClientKey or web.NetworkKey
	refusal string
}

// publicForm binds a POST that visitors send from the site's pages (contact, order
// requests, staff login), with what every such form needs: JSON only (a plain HTML form
// on another site can post text/plain without asking the browser's leave), only from the
// site's own pages, at most 64 KB, and at most perMinute a client (an IPv6 client counted
// by its /64).
func (s *site) publicForm(r *router.Router[*core.RequestEvent], path string, perMinute int, handler func(e *core.RequestEvent) error) {
	s.bindPublicForm(r, path, handler, clientLimit(perMinute))
}

// visitorForm is a publicForm that stores what visitors send (a lead), so is also
// limited per network: leadsPerNetworkPerHour an IPv4 /24 or IPv6 /48.
func (s *site) visitorForm(r *router.Router[*core.RequestEvent], path string, perMinute int, handler func(e *core.RequestEvent) error) {
	s.bindPublicForm(r, path, handler, visitorLimits(perMinute)...)
}

// visitorLimits are a visitorForm's allowances: perMinute a client, leadsPerNetworkPerHour a network.
func visitorLimits(perMinute int) []formLimit {
	return []formLimit{clientLimit(perMinute), {
		limiter: web.NewRateLimiter(leadsPerNetworkPerHour, time.Hour, clientLimitKeys),
		key:     web.NetworkKey, refusal: "Too many requests from your network",
	}}
}

func clientLimit(perMinute int) formLimit {
	return formLimit{limiter: web.NewRateLimiter(perMinute, time.Minute, clientLimitKeys), key: web.ClientKey, refusal: "Too many requests"}
}

func (s *site) bindPublicForm(r *router.Router[*core.RequestEvent], path string, handler func(e *core.RequestEvent) error, limits ...formLimit) {
	r.POST(path, func(e *core.RequestEvent) error {
		if !isJSONRequest(e.Request) {
			return web.APIError(http.StatusUnsupportedMediaType, "Content-Type must be application/json", nil)
		}
		if !web.CameFromTheSite(e) {
			return web.Forbidden("Cross-origin request refused")
		}
		now := s.now()
		for _, l := range limits {
			if ok, wait := l.limiter.Allow(l.key(e.RealIP()), now); !ok {
				return tooManyRequests(e, wait, l.refusal)
			}
		}
		return handler(e)
	})
}

func isJSONRequest(r *http.Request) bool {
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && mediaType == "application/json"
}

// tooManyRequests answers 429 with Retry-After and "{what}. Please try again in {wait}."
func tooManyRequests(e *core.RequestEvent, wait time.Duration, what string) error {
	seconds := int(wait.Round(time.Second).Seconds())
	seconds = max(seconds, 1)
	e.Response.Header().Set("Retry-After", strconv.Itoa(seconds))
	return web.APIError(http.StatusTooManyRequests, fmt.Sprintf("%s. Please try again in %s.", what, humanWait(seconds)), nil)
}

// humanWait is "1 second", "45 seconds", "2 minutes" (rounded up).
func humanWait(seconds int) string {
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
