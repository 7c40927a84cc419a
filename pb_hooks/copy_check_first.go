package hooks

import (
	"strings"
	"sync"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The copy check reads a save's texts before the save's transaction, never inside it
// (issue 35: a minute of reading inside a staff save's transaction held every other
// write, a visitor's contact message included, for that minute). A staff route that
// saves records the check reads calls checkCopyFirst with them before it opens its
// transaction: their texts, prepared as the save will prepare them, are read there and
// kept until the route is done; the record hook, inside the transaction, finds each text
// it needs read already and only decides. A save no route read first (PocketBase's API,
// the command line, cron) is made outside any transaction, so its hook reads the texts
// where it runs.

// copyCheckerKey holds an app's copyChecker in its store (shared by its transactions).
const copyCheckerKey = "farmsite.copyChecker"

// copyFind is what the check finds in one text.
type copyFind func(text string) []catalog.CopyMatch

// copyChecker reads texts for the copy check: it keeps a matcher per term list and the
// texts read before transactions still open.
type copyChecker struct {
	// prepare makes what a collection's record rules derive before the check reads a
	// record (trimmed texts, a due post published), as the save will.
	prepare map[string]func(app core.App, r *core.Record)

	mu       sync.Mutex
	matchers map[string]*catalog.CopyMatcher // by copyTermsKey
	runs     map[*copyRun]bool
	// matching, when set, runs before the matcher reads a text (tests hold it there).
	matching func(text string)
}

// copyRun is what a route read before its transaction, with one matcher.
type copyRun struct {
	matcher *catalog.CopyMatcher
	found   map[string][]catalog.CopyMatch
}

// maxCopyMatchers bounds the matchers kept: the term list changes rarely.
const maxCopyMatchers = 4

func newCopyChecker(s *site) *copyChecker {
	c := &copyChecker{prepare: map[string]func(core.App, *core.Record){}, matchers: map[string]*catalog.CopyMatcher{}, runs: map[*copyRun]bool{}}
	for collection := range catalog.CopySchemas() {
		if entry, _ := catalog.Registered(collection); entry.Rules != nil && entry.Rules.Prepare != nil {
			c.prepare[collection] = entry.Rules.Prepare
		}
	}
	return c
}

// copyCheckerOf is app's copy checker (nil before the hooks are bound).
func copyCheckerOf(app core.App) *copyChecker {
	c, _ := app.Store().Get(copyCheckerKey).(*copyChecker)
	return c
}

// copyFinderOf is the check of app's terms as app reads them now.
func copyFinderOf(app core.App) copyFind {
	c := copyCheckerOf(app)
	return c.finder(c.matcherOf(app))
}

// matcherOf is the check of the terms in the private settings as app reads them now (a
// save's transaction sees a change it made); none while they cannot be read (a migration
// before they existed).
func (c *copyChecker) matcherOf(app core.App) *catalog.CopyMatcher {
	private, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		return c.matcherFor(nil)
	}
	return c.matcherFor(catalog.Answer[catalog.PrivateSettings](&catalog.PrivateSettingsSchema, private).CopyTerms)
}

// matcherFor is the matcher of terms, one per term list, so that a text read before a
// transaction is found by the same matcher inside it.
func (c *copyChecker) matcherFor(terms catalog.CopyTerms) *catalog.CopyMatcher {
	key := copyTermsKey(terms)
	c.mu.Lock()
	defer c.mu.Unlock()
	if m, ok := c.matchers[key]; ok {
		return m
	}
	if len(c.matchers) >= maxCopyMatchers {
		clear(c.matchers)
	}
	m := catalog.NewCopyMatcher(terms)
	c.matchers[key] = m
	return m
}

// copyTermsKey names a term list by what the matcher reads of it: the rules in their
// order, each one's terms in theirs.
func copyTermsKey(terms catalog.CopyTerms) string {
	var b strings.Builder
	for _, rule := range catalog.CopyRules {
		b.WriteString(rule.ID)
		for _, term := range terms[rule.ID] {
			b.WriteString("\x00" + term)
		}
		b.WriteString("\x01")
	}
	return b.String()
}

// finder is matcher's find through the texts read before the open transactions: a text
// one of them read is not read again.
func (c *copyChecker) finder(matcher *catalog.CopyMatcher) copyFind {
	return func(text string) []catalog.CopyMatch {
		c.mu.Lock()
		for run := range c.runs {
			if found, ok := run.found[text]; ok && run.matcher == matcher {
				c.mu.Unlock()
				return found
			}
		}
		c.mu.Unlock()
		return c.read(matcher, text)
	}
}

func (c *copyChecker) read(matcher *catalog.CopyMatcher, text string) []catalog.CopyMatch {
	c.mu.Lock()
	matching := c.matching
	c.mu.Unlock()
	if matching != nil {
		matching(text)
	}
	return matcher.Find(text)
}

// checkCopyFirst reads, before a save's transaction, the texts of recs that the save's
// copy check will read in it (each prepared as the save will prepare it): every text of a
// record left public or reviewed (reviewing), and a product's variants' names. Call
// release once the transaction is over.
func checkCopyFirst(app core.App, reviewing bool, recs ...*core.Record) (release func()) {
	return checkCopyFirstWith(app, nil, reviewing, recs...)
}

// checkCopyFirstWith is checkCopyFirst with terms the transaction will save (nil: the
// terms as they are).
func checkCopyFirstWith(app core.App, terms catalog.CopyTerms, reviewing bool, recs ...*core.Record) (release func()) {
	c := copyCheckerOf(app)
	if c == nil {
		return func() {}
	}
	run := &copyRun{found: map[string][]catalog.CopyMatch{}}
	if terms != nil {
		run.matcher = c.matcherFor(catalog.CleanCopyTerms(terms))
	} else {
		run.matcher = c.matcherOf(app)
	}
	for _, rec := range recs {
		if rec == nil {
			continue
		}
		for _, text := range c.textsToCheck(app, rec, reviewing) {
			if _, done := run.found[text]; !done {
				run.found[text] = c.read(run.matcher, text)
			}
		}
	}
	c.mu.Lock()
	c.runs[run] = true
	c.mu.Unlock()
	return func() {
		c.mu.Lock()
		delete(c.runs, run)
		c.mu.Unlock()
	}
}

// textsToCheck are the texts the copy check of rec's save may read.
func (c *copyChecker) textsToCheck(app core.App, rec *core.Record, reviewing bool) []string {
	collection := rec.Collection().Name
	schema := catalog.CopySchemaOf(collection)
	if schema == nil {
		return nil
	}
	prepared := rec.Clone()
	if prepare := c.prepare[collection]; prepare != nil {
		prepare(app, prepared)
	}
	// A variant's name is read whatever its product's state: a restore or a product's
	// save may be what publishes it, and a name is short.
	if collection != catalog.VariantsCollection && !reviewing && !copyIsPublic(app, collection, prepared) {
		return nil
	}
	texts, problems := schema.CopyTexts(prepared)
	if problems.Any() {
		return nil // the save is refused
	}
	out := make([]string, 0, len(texts))
	for _, t := range texts {
		out = append(out, t.Text)
	}
	if collection == catalog.ProductsCollection && !prepared.IsNew() {
		variants, err := app.FindAllRecords(catalog.VariantsCollection, dbx.HashExp{"productId": rec.Id})
		if err != nil {
			return out
		}
		for _, v := range variants {
			if names, problems := catalog.VariantSchema.CopyTexts(v); !problems.Any() {
				for _, t := range names {
					out = append(out, t.Text)
				}
			}
		}
	}
	return out
}
