// Package signin is staff and sign-in: the login and its second factor, the session
// cookie and the staff gates, staff accounts, two-factor enrolment and policy, sessions,
// and PocketBase's own auth routes closed or guarded.
package signin

import (
	"time"

	"github.com/hudsonvalley/farmsite/backend/settings"
	"github.com/hudsonvalley/farmsite/pb_hooks/forms"
)

// Accounts is what staff sign-in's routes and gates need: the forms' clock (login limits
// and session times count by it), the settings and the public forms.
type Accounts struct {
	now      func() time.Time
	settings *settings.Cache
	forms    forms.Forms
}

// New is staff sign-in with its clock, settings and forms.
func New(now func() time.Time, settings *settings.Cache, forms forms.Forms) *Accounts {
	return &Accounts{now: now, settings: settings, forms: forms}
}
