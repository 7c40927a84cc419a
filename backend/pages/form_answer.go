package pages

import (
	"encoding/json"
	"errors"
	"regexp"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/pocketbase/core"
)

// FormAnswer is the page at path rendered with what its own form was answered (answer,
// which the page reads at api.FormAnswer when rendered at path?answer), for a browser
// that sent the form itself because no script ran: the storefront's page as the server
// renders it, without its scripts (none would run) and kept by no cache. It fails when
// the page cannot be rendered (no server entry, every engine busy).
func (p *Pages) FormAnswer(e *core.RequestEvent, store *web.AppFiles, routes web.PageRoutes, path string, answer any) ([]byte, error) {
	if p.ssr == nil || store == nil {
		return nil, errors.New("no server entry in this build")
	}
	index, err := store.IndexHTML()
	if err != nil {
		return nil, err
	}
	body, err := json.Marshal(answer)
	if err != nil {
		return nil, err
	}
	route := p.resolve(e, routes, path, nil)
	read := newPageRead(e, p.Cache, false)
	meta, err := p.pageMeta(read, route)
	if err != nil {
		return nil, err
	}
	meta.Robots = "noindex"
	page, err := p.ssr.Render(path+"?answer", nil, func(at string) (int, string) {
		if at == api.FormAnswer {
			return 200, string(body)
		}
		return p.Sources.fetch(read, at)
	})
	if err != nil {
		return nil, err
	}
	html, err := fillShell(withHead(shellDataPreload.ReplaceAll(index, nil), meta), page, false)
	if err != nil {
		return nil, err
	}
	return withoutScripts.ReplaceAll(html, nil), nil
}

// withoutScripts finds a page's scripts, its data and its JSON-LD among them, and the
// preloads of scripts: a form's answer page runs none.
var withoutScripts = regexp.MustCompile(`(?s)\s*<script\b[^>]*>.*?</script>|\s*<link rel="modulepreload"[^>]*>`)
