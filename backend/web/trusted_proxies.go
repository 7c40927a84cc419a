package web

import (
	"net/netip"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// forwardingHeaders tell a client's address and scheme; only a proxy may set them.
var forwardingHeaders = []string{"X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host", "X-Real-Ip", "Forwarded"}

// TrustedProxies are the addresses whose forwarding headers are believed (private
// settings' trustedProxies), parsed once and kept until Forget.
type TrustedProxies struct {
	read func(app core.App) []netip.Prefix
	kept atomic.Pointer[[]netip.Prefix]
}

// NewTrustedProxies keeps what read answers until the settings change (Forget).
func NewTrustedProxies(read func(app core.App) []netip.Prefix) *TrustedProxies {
	return &TrustedProxies{read: read}
}

// Prefixes are the trusted proxies' networks.
func (t *TrustedProxies) Prefixes(app core.App) []netip.Prefix {
	if kept := t.kept.Load(); kept != nil {
		return *kept
	}
	prefixes := t.read(app)
	t.kept.Store(&prefixes)
	return prefixes
}

// Forget drops the kept networks: the settings changed.
func (t *TrustedProxies) Forget() { t.kept.Store(nil) }

// Middleware drops the forwarding headers (and any PocketBase is told to read the
// client address from) of requests that do not come from a trusted proxy address, so
// nobody else can choose the address the rate limits count, or claim to have come over
// https.
func (t *TrustedProxies) Middleware() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "farmsiteTrustProxyHeaders",
		Priority: ProxyHeadersPriority,
		Func: func(e *core.RequestEvent) error {
			if !ContainsIP(t.Prefixes(e.App), e.RemoteIP()) {
				for _, h := range forwardingHeaders {
					e.Request.Header.Del(h)
				}
				for _, h := range e.App.Settings().TrustedProxy.Headers {
					e.Request.Header.Del(h)
				}
			}
			return e.Next()
		},
	}
}
