package hooks

import (
	"net/netip"

	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// forwardingHeaders tell a client's address and scheme; only a proxy may set them.
var forwardingHeaders = []string{"X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host", "X-Real-Ip", "Forwarded"}

// trustProxyHeaders drops the forwarding headers (and any PocketBase is told to read
// the client address from) of requests that do not come from a trusted proxy address
// (private settings' trustedProxies), so nobody else can choose the address the rate
// limits count, or claim to have come over https.
func trustProxyHeaders() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "farmsiteTrustProxyHeaders",
		Priority: web.ProxyHeadersPriority,
		Func: func(e *core.RequestEvent) error {
			if !web.ContainsIP(trustedProxies(e.App), e.RemoteIP()) {
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

const trustedProxiesStoreKey = "farmsite.trustedProxies"

// trustedProxies are the parsed trustedProxies of the private settings, kept until they change.
func trustedProxies(app core.App) []netip.Prefix {
	if prefixes, ok := app.Store().Get(trustedProxiesStoreKey).([]netip.Prefix); ok {
		return prefixes
	}
	var prefixes []netip.Prefix
	if s, err := privateSettings(app); err == nil {
		prefixes, _ = catalog.ParseNetworks(stringList(s, "trustedProxies"))
	}
	app.Store().Set(trustedProxiesStoreKey, prefixes)
	return prefixes
}
