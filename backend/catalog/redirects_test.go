package catalog

import "testing"

func TestRedirectAddressesArePathsOfThisSite(t *testing.T) {
	for _, c := range []struct{ to, problem string }{
		{"/products/new-name", ""},
		{"/products/new-name?variant=eighth#reviews", ""},
		{"/caf%C3%A9", ""},
		{"https://evil.example/x", MsgRedirectToInvalid},
		{"http://127.0.0.1:8090/products/x", MsgRedirectToInvalid},
		{"//evil.example/x", MsgRedirectToInvalid},
		{"/\\evil.example", MsgRedirectToInvalid},
		{"/\t/evil.example", MsgRedirectToInvalid},
		{"javascript:alert(1)", MsgRedirectToInvalid},
		{"products/new-name", MsgRedirectToInvalid},
		{"/products/../admin", MsgRedirectToInvalid},
		{"/café", MsgRedirectToInvalid},
	} {
		if got := RedirectToProblem(c.to); got != c.problem {
			t.Errorf("to %q: %q, want %q", c.to, got, c.problem)
		}
	}
	for _, c := range []struct{ from, problem string }{
		{"/products/old-name", ""},
		{"/old/page/", ""},
		{"/products/old?x=1", MsgRedirectFromInvalid},
		{"/products/old#top", MsgRedirectFromInvalid},
		{"https://farm.example/old", MsgRedirectFromInvalid},
		{"/", MsgRedirectFromReserved},
		{"/api/products", MsgRedirectFromReserved},
		{"/admin/", MsgRedirectFromReserved},
		{"/uploads/a.jpg", MsgRedirectFromReserved},
		{"/%61pi/products", MsgRedirectFromReserved},
		{"/sitemap.xml", MsgRedirectFromReserved},
	} {
		if got := RedirectFromProblem(c.from); got != c.problem {
			t.Errorf("from %q: %q, want %q", c.from, got, c.problem)
		}
	}
}

func TestARedirectIsStoredInItsOneFormAndNeverLeadsToItself(t *testing.T) {
	rec := draftRecord{fakeRecord{"fromPath": " /products/%6Fld/ ", "toPath": "/products/new"}}
	PrepareRedirect(rec)
	if got := rec.GetString("fromPath"); got != "/products/old" || RedirectKey("/products/old/") != got {
		t.Errorf("fromPath %q", got)
	}
	rec.fakeRecord["toPath"] = "/products/old/?utm_source=mail"
	if got := CheckRedirect(rec).Message("toPath"); got != MsgRedirectToItself {
		t.Errorf("a redirect to itself: %q", got)
	}
}

func TestTheVisitorsQueryIsKeptOnlyWhenTheTargetHasNone(t *testing.T) {
	for _, c := range []struct{ to, query, want string }{
		{"/products/new", "", "/products/new"},
		{"/products/new", "utm_source=mail&variant=eighth", "/products/new?utm_source=mail&variant=eighth"},
		{"/products/new", "b=2&a=%3Cscript%3E", "/products/new?a=%3Cscript%3E&b=2"},
		{"/products/new#reviews", "utm_source=mail", "/products/new?utm_source=mail#reviews"},
		{"/products?category=flower", "utm_source=mail", "/products?category=flower"},
		{"/products/new", "a=%zz", "/products/new"}, // not a well-formed query: dropped
	} {
		if got := RedirectLocation(c.to, c.query); got != c.want {
			t.Errorf("%s with ?%s: %q, want %q", c.to, c.query, got, c.want)
		}
	}
	// A chain's first step keeps its own query and fragment where the next has none.
	if got := FollowRedirect("/a?utm=1#top", "/c"); got != "/c?utm=1#top" {
		t.Errorf("followed: %q", got)
	}
	if got := FollowRedirect("/a?utm=1", "/c?v=2"); got != "/c?v=2" {
		t.Errorf("followed: %q", got)
	}
}
