// Package leads is visitors' forms and orders: the contact messages and merchandise
// order requests visitors send (the app's JSON and the contact page's own form), their
// staff screens, the emails they cause within the hour's budget, and the digest of those
// past it.
package leads

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/pages"
	"github.com/hudsonvalley/farmsite/backend/settings"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
	"github.com/hudsonvalley/farmsite/pb_hooks/notifications"
)

// Leads is what the forms' routes share.
type Leads struct {
	Mail     *notifications.Mail
	Settings *settings.Cache
	// Forms binds the public forms; Now is the time their limits count by.
	Forms forms.Forms
	Now   func() time.Time
	// Pages renders the contact page with a form's result.
	Pages *pages.Pages
}
