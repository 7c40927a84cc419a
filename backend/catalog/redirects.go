package catalog

import (
	"net/url"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &RedirectSchema, Record: "Redirect", Dates: CreatedAndUpdated, Forms: StaffForms(),
	Label: labelOf(RedirectFieldFromPath), Log: Logged(),
	Revisions: NoRevisions("a redirect is not edited: staff remove it and add another, and renames make their own"),
	Public:    FeedsPublic("the redirect index: an old address's 301, before any page"),
	Rules: &Rules{
		Prepare: func(_ core.App, r *core.Record) { PrepareRedirect(r) },
		Unique:  map[string]string{RedirectFieldFromPath: MsgRedirectFromExists},
	},
})

// RedirectSchema declares a redirect: an old address of the site that answers 301 to its
// new one. Renaming a product or a post makes one (automatic); staff add others by hand.
// Both addresses are paths of this site: a redirect can never send a visitor elsewhere.
var RedirectSchema = Schema{Collection: RedirectsCollection, Fields: []Field{
	{Name: "fromPath", Kind: TextKind, Label: "Old address", Max: MaxRedirectFrom, Required: MsgRedirectFromRequired, TypeMessage: MsgRedirectFromRequired, Check: checkRedirectFrom},
	{Name: "toPath", Kind: TextKind, Label: "New address", Max: MaxRedirectTo, Required: MsgRedirectToRequired, TypeMessage: MsgRedirectToRequired, Check: checkRedirectTo},
	{Name: "automatic", Kind: BoolKind, Label: "Made by a rename", Fixed: true},
}}

// The longest addresses a redirect holds.
const (
	MaxRedirectFrom = 500
	MaxRedirectTo   = 1000
)

// The redirect rules' messages: each says what is accepted.
const (
	MsgRedirectFromRequired = "Enter the old address, a path such as /products/old-name"
	MsgRedirectToRequired   = "Enter the new address, a path such as /products/new-name"
	MsgRedirectFromInvalid  = "The old address must be a path of this site, such as /products/old-name: no domain, query or #"
	MsgRedirectToInvalid    = "The new address must be a path of this site, such as /products/new-name (a ?query may follow): no scheme or domain"
	MsgRedirectFromReserved = "This address is the site's own (the API, the back office, uploads or the app's files), not a page to redirect"
	MsgRedirectToItself     = "A redirect cannot lead back to its own address"
	MsgRedirectFromTaken    = "This address is a page of the site: the page wins over a redirect"
	MsgRedirectFromExists   = "A redirect from this address already exists"
)

// reservedPaths are addresses the site answers itself, before any page (see the URL table
// in docs/ARCHITECTURE.md): a redirect from them would never be used. "/" is always a page.
var (
	reservedPaths        = []string{"/", "/api", "/admin", "/adminlogin", "/sitemap.xml", "/robots.txt", "/_"}
	reservedPathPrefixes = []string{"/api/", "/admin/", "/uploads/", "/assets/", "/_/"}
)

// RedirectKey is a path as redirects store and match it: decoded is the path of a request
// (as Go decodes it), escaped again in its one form, without a trailing slash (as pages
// are matched). So "/products/old/" and "/products/%6Fld" both find /products/old.
func RedirectKey(decoded string) string {
	path := (&url.URL{Path: decoded}).EscapedPath()
	if path != "/" {
		path = strings.TrimSuffix(path, "/")
	}
	return path
}

// isSitePath tells a path of this site: it starts with one slash and holds no backslash,
// space or control character, which browsers would read as leading off the site (see
// IsValidLink), only printable ASCII (other characters are %-escaped), and no "." or
// ".." segment.
func isSitePath(s string) bool {
	if !strings.HasPrefix(s, "/") || strings.HasPrefix(s, "//") || strings.ContainsAny(s, "\\<>\"") {
		return false
	}
	if strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r >= 0x7f }) {
		return false
	}
	path, _, _ := strings.Cut(s, "?")
	path, _, _ = strings.Cut(path, "#")
	return !slices.ContainsFunc(strings.Split(path, "/"), func(seg string) bool { return seg == "." || seg == ".." })
}

// RedirectFromProblem is the message for an old address a redirect may not have, or "".
func RedirectFromProblem(from string) string {
	if !isSitePath(from) || strings.ContainsAny(from, "?#") {
		return MsgRedirectFromInvalid
	}
	decoded, err := url.PathUnescape(from)
	if err != nil {
		return MsgRedirectFromInvalid
	}
	decoded = strings.TrimSuffix(decoded, "/")
	if decoded == "" || slices.Contains(reservedPaths, decoded) || slices.ContainsFunc(reservedPathPrefixes, func(p string) bool { return strings.HasPrefix(decoded, p) }) {
		return MsgRedirectFromReserved
	}
	return ""
}

// RedirectToProblem is the message for a new address a redirect may not have, or "": a
// path of this site, with an optional query and fragment.
func RedirectToProblem(to string) string {
	u, err := url.Parse(to)
	if !isSitePath(to) || err != nil || u.Scheme != "" || u.Host != "" || u.Opaque != "" || u.User != nil {
		return MsgRedirectToInvalid
	}
	return ""
}

// RedirectTarget is the path a new address leads to, as redirects match it (RedirectKey;
// "" when it is not a site path).
func RedirectTarget(to string) string {
	u, err := url.Parse(to)
	if err != nil {
		return ""
	}
	return RedirectKey(u.Path)
}

func checkRedirectFrom(r Record, p *Problems, field string) {
	if from := r.GetString(field); from != "" {
		if problem := RedirectFromProblem(from); problem != "" {
			p.Add(field, problem)
		}
	}
}

func checkRedirectTo(r Record, p *Problems, field string) {
	to := r.GetString(field)
	if to == "" {
		return
	}
	if problem := RedirectToProblem(to); problem != "" {
		p.Add(field, problem)
		return
	}
	if RedirectTarget(to) == r.GetString(RedirectFieldFromPath) {
		p.Add(field, MsgRedirectToItself)
	}
}

// PrepareRedirect trims both addresses and puts the old one in its one form (RedirectKey).
func PrepareRedirect(r Record) {
	RedirectSchema.trimTexts(r)
	if from := r.GetString(RedirectFieldFromPath); from != "" && RedirectFromProblem(from) == "" {
		decoded, _ := url.PathUnescape(from)
		r.Set(RedirectFieldFromPath, RedirectKey(decoded))
	}
}

// CheckRedirect applies the redirect rules.
func CheckRedirect(r Record) *Problems { return RedirectSchema.Check(r) }

// FollowRedirect is the address to leads to when its path redirects to next: next, with
// to's query when next has none, and to's fragment when it has one.
func FollowRedirect(to, next string) string {
	return withQueryAndFragment(next, query(to), fragment(to))
}

// RedirectLocation is a redirect's answer to a request with rawQuery: its new address,
// with the visitor's query (re-encoded: only well-formed pairs, escaped again) when the
// new address carries none of its own; a new address with a query keeps only its own.
func RedirectLocation(to, rawQuery string) string {
	values, err := url.ParseQuery(rawQuery)
	if err != nil || len(values) == 0 {
		return to
	}
	return withQueryAndFragment(to, values.Encode(), "")
}

// withQueryAndFragment is address with q as its query unless it has one, and f as its
// fragment unless it has one.
func withQueryAndFragment(address, q, f string) string {
	rest, ownFragment, hasFragment := strings.Cut(address, "#")
	if hasFragment {
		f = ownFragment
	}
	if _, _, hasQuery := strings.Cut(rest, "?"); !hasQuery && q != "" {
		rest += "?" + q
	}
	if f != "" {
		rest += "#" + f
	}
	return rest
}

func query(address string) string {
	rest, _, _ := strings.Cut(address, "#")
	_, q, _ := strings.Cut(rest, "?")
	return q
}

func fragment(address string) string {
	_, f, _ := strings.Cut(address, "#")
	return f
}
