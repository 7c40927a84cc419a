package web

import "github.com/pocketbase/pocketbase/apis"

// The order of the site's own middlewares, before PocketBase's CORS: first the proxy
// headers are checked (everything after reads the client's address and scheme), then
// the site's address is known, then over-long addresses are refused.
const (
	ProxyHeadersPriority = apis.DefaultCorsMiddlewarePriority - 10
	SiteAddressPriority  = ProxyHeadersPriority + 1
	RequestURIPriority   = ProxyHeadersPriority + 2
)
