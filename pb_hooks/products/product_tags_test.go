package products_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

func TestEffectsAndTerpenesAreCheckedLikeTheOtherFields(t *testing.T) {
	unchanged := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		rec := hookstest.FindBySlug(t, app, "products", "headhunter")
		hookstest.MustEqual(t, "effects", strings.Join(adminapi.StringList(rec, "effects"), ","), "Euphoric,Focused,Uplifted")
		hookstest.MustEqual(t, "terpenes", strings.Join(adminapi.StringList(rec, "terpenes"), ","), "Beta-Caryophyllene,Limonene,Humulene")
	}
	refused := func(name string, body map[string]any, field, message string) {
		hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPatch, URL: "/api/admin/products/{id}", Body: hookstest.JSONBody(body),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"message":` + hookstest.Quoted(message), `"` + field + `":{"code":"validation_invalid","message":` + hookstest.Quoted(message) + `}`},
			AfterTestFunc:   unchanged,
		}))
	}
	thirteen := make([]string, 13)
	for i := range thirteen {
		thirteen[i] = "Effect " + string(rune('A'+i))
	}
	refused("an effect twice, ignoring case", map[string]any{"effects": []string{"Calm", "Happy", "calm"}}, "effects", `Effect "calm" is listed twice`)
	refused("a terpene twice", map[string]any{"terpenes": []string{"Limonene", " Limonene "}}, "terpenes", `Terpene "Limonene" is listed twice`)
	refused("too many effects", map[string]any{"effects": thirteen}, "effects", "At most 12 effects")
	refused("a terpene too long", map[string]any{"terpenes": []string{strings.Repeat("x", 41)}}, "terpenes", "Each terpene must be 1 to 40 characters")
	refused("effects that are not a list", map[string]any{"effects": "Calm"}, "effects", "Must be a list of text")

	hookstest.RunOnRecord(t, "products", "headhunter", hookstest.AsStaff(tests.ApiScenario{
		Name: "reordered, trimmed and one removed", Method: http.MethodPatch, URL: "/api/admin/products/{id}",
		Body:            hookstest.JSONBody(map[string]any{"effects": []string{" Uplifted ", "Euphoric"}, "terpenes": []string{"Humulene", "Limonene", "Beta-Caryophyllene", "Pinene"}}),
		ExpectedStatus:  200,
		ExpectedContent: []string{`"effects":["Uplifted","Euphoric"]`, `"terpenes":["Humulene","Limonene","Beta-Caryophyllene","Pinene"]`},
	}))

	hookstest.AsSuperuser(t, "products", "headhunter", tests.ApiScenario{
		Name: "the same rules through PocketBase's API", Method: http.MethodPatch, URL: "/api/collections/products/records/{id}",
		Body:            hookstest.JSONBody(map[string]any{"effects": []string{"Calm", "", "Happy"}, "terpenes": []string{"Myrcene", "MYRCENE"}}),
		ExpectedStatus:  400,
		ExpectedContent: []string{`"effects":{"code":"validation_invalid","message":"Each effect must be 1 to 40 characters"}`, `"terpenes":{"code":"validation_invalid","message":"Terpene \"MYRCENE\" is listed twice"}`},
		AfterTestFunc:   unchanged,
	})
}
