package blog_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
	"github.com/pocketbase/pocketbase/tests"
)

func TestPublicBlogRoutes(t *testing.T) {
	hookstest.RunScenarios(t, []tests.ApiScenario{
		{
			Name: "posts newest first", Method: http.MethodGet, URL: "/api/blog",
			ExpectedStatus:  200,
			ExpectedContent: []string{`"slug":"why-we-grow-under-the-sun"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				var posts []struct{ PublishedAt string }
				hookstest.DecodeResponse(t, res, &posts)
				hookstest.MustEqual(t, "posts", len(posts), 6)
				for i := 1; i < len(posts); i++ {
					if posts[i-1].PublishedAt < posts[i].PublishedAt {
						t.Errorf("post %d (%s) is older than post %d (%s)", i-1, posts[i-1].PublishedAt, i, posts[i].PublishedAt)
					}
				}
			},
		},
		{
			Name: "one post by slug", Method: http.MethodGet, URL: "/api/blog/slug/how-to-read-a-certificate-of-analysis",
			ExpectedStatus:  200,
			ExpectedContent: []string{`"title":"How to Read a Certificate of Analysis"`, `"publishedAt":"` + hookstest.DaysAgo(37) + `"`, `"image":"/uploads/blog_3_`},
		},
		{
			Name: "unknown post", Method: http.MethodGet, URL: "/api/blog/slug/nope",
			ExpectedStatus: 404, ExpectedContent: []string{`"message":"Blog post not found"`},
		},
	})
}

func TestBlogAdmin(t *testing.T) {
	post := map[string]any{"title": "Frost Came Early", "content": "We brought everything in.", "publishedAt": "2024-11-02"}
	unchanged := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		hookstest.MustEqual(t, "posts", hookstest.CountRecords(t, app, "blog_posts", ""), 6)
	}
	invalid := func(name string, body map[string]any, message string) tests.ApiScenario {
		return hookstest.AsStaff(tests.ApiScenario{
			Name: name, Method: http.MethodPost, URL: "/api/admin/blog", Body: hookstest.JSONBody(body),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":` + hookstest.Quoted(message)},
			AfterTestFunc: unchanged,
		})
	}
	hookstest.RunScenarios(t, []tests.ApiScenario{
		hookstest.AsStaff(tests.ApiScenario{
			Name: "create with the team as author and a slug from the title", Method: http.MethodPost, URL: "/api/admin/blog", Body: hookstest.JSONBody(post),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"slug":"frost-came-early"`, `"author":"Hudson Valley Farm Team"`, `"publishedAt":"2024-11-02"`, `"image":null`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "a post without a date is dated today", Method: http.MethodPost, URL: "/api/admin/blog",
			Body:            hookstest.JSONBody(hookstest.Merged(post, map[string]any{"publishedAt": hookstest.DeleteField})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"publishedAt":"` + time.Now().UTC().Format("2006-01-02") + `"`},
		}),
		hookstest.AsStaff(tests.ApiScenario{
			Name: "file-sharing links are stored in their raw form", Method: http.MethodPost, URL: "/api/admin/blog",
			Body:            hookstest.JSONBody(hookstest.Merged(post, map[string]any{"image": "https://www.dropbox.com/s/abc/frost.jpg?dl=0"})),
			ExpectedStatus:  201,
			ExpectedContent: []string{`"image":"https://www.dropbox.com/s/abc/frost.jpg?raw=1"`},
		}),
		invalid("no title", hookstest.Merged(post, map[string]any{"title": ""}), "Title is required"),
		invalid("no content", hookstest.Merged(post, map[string]any{"content": hookstest.DeleteField}), "Content is required"),
		invalid("date in another format", hookstest.Merged(post, map[string]any{"publishedAt": "11/02/2024"}), "Date must be in YYYY-MM-DD format"),
		invalid("a date that does not exist", hookstest.Merged(post, map[string]any{"publishedAt": "2024-02-30"}), "Date must be in YYYY-MM-DD format"),
		invalid("slug already used", hookstest.Merged(post, map[string]any{"slug": "cover-crops-and-living-soil"}), "A blog post with this slug already exists"),
		{
			Name: "without a session", Method: http.MethodPost, URL: "/api/admin/blog", Body: hookstest.JSONBody(post),
			ExpectedStatus: 401, ExpectedContent: []string{`"message":"Not authenticated"`}, AfterTestFunc: unchanged,
		},
	})
	onPost := func(s tests.ApiScenario) {
		s.URL = "/api/admin/blog/{id}"
		hookstest.RunOnRecord(t, "blog_posts", "terpenes-101-where-the-aroma-comes-from", hookstest.AsStaff(s))
	}
	onPost(tests.ApiScenario{
		Name: "PATCH with updatedAt changes the sent fields", Method: http.MethodPatch,
		Body:               hookstest.JSONBody(map[string]any{"title": "Terpenes 101", "updatedAt": "2030-01-01T00:00:00Z"}),
		ExpectedStatus:     200,
		ExpectedContent:    []string{`"title":"Terpenes 101"`, `"slug":"terpenes-101-where-the-aroma-comes-from"`, `"author":"Maya Okafor, Head Grower"`},
		NotExpectedContent: []string{`2030-01-01`},
	})
	onPost(tests.ApiScenario{
		Name: "PATCH with a bad date", Method: http.MethodPatch,
		Body:            hookstest.JSONBody(map[string]any{"publishedAt": "yesterday"}),
		ExpectedStatus:  400,
		ExpectedContent: []string{`"message":"Date must be in YYYY-MM-DD format"`},
	})
	onPost(tests.ApiScenario{
		Name: "DELETE", Method: http.MethodDelete,
		ExpectedStatus:  200,
		ExpectedContent: []string{`"slug":"terpenes-101-where-the-aroma-comes-from"`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
			hookstest.MustEqual(t, "posts", hookstest.CountRecords(t, app, "blog_posts", ""), 5)
		},
	})
}
